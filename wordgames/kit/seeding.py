"""The one way the package derives a seed from another: per game, per round, per anything.

String seeds go through SHA-512 inside ``random.Random``, so nearby parts give unrelated streams
and no platform's hash randomisation plays a part: the same seed gives the same game on any
machine and any number of workers.

>>> derive_seed(7, 3) == derive_seed(7, 3), derive_seed(7, 3) == derive_seed(7, 4)
(True, False)
>>> derive_seed(7, "round", 1) != derive_seed(7, "round", 2)
True
"""

from __future__ import annotations

import random

from wordgames.errors import InvalidInput
from wordgames.kit.validate import MAX_SEED_DIGITS


def derive_seed(seed: int, *parts: object) -> int:
    """A 63-bit seed for the part of a run named by ``parts`` (a game index, "round", 3...).

    >>> derive_seed(True)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: a seed is a whole number, not True
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidInput(f"a seed is a whole number, not {seed!r}"[:200])
    if abs(seed) >= 10**MAX_SEED_DIGITS:
        raise InvalidInput(f"a seed is a whole number of at most {MAX_SEED_DIGITS} digits, "
                           f"not one of about {int(seed.bit_length() * 0.30103) + 1:,}")
    return random.Random(":".join(map(str, ("wordgames", seed, *parts)))).getrandbits(63)


__all__ = ["derive_seed"]
