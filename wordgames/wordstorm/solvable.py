"""How often a random rack of Word Storm (or Bananagrams) tiles makes one crossword of them all.

:func:`solvable_fraction` is the Word Storm twin of
:func:`wordgames.fivetiers.solvable_fraction`: the same name, the same kind of result (a
:class:`~wordgames.kit.solvability.Solvability`, the share solved as a float), but the crossword
solver is a bounded search, so each rack is **solved**, **proven impossible** (a tile no
spellable word holds, or an exhaustive search of a small rack) or **undecided**, counted apart.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["at", "ta", "cat", "act"])
>>> s = solvable_fraction(lex, n_tiles=3, n=20, seed=1, bag="bananagrams")
>>> s.n, s.solved + s.impossible + s.undecided
(20, 20)
>>> float(s) <= 1 - s.share("impossible")
True
"""

from __future__ import annotations

import time
from collections.abc import Mapping

from wordgames.errors import InvalidInput
from wordgames.kit import validate
from wordgames.kit.seeding import derive_seed
from wordgames.kit.solvability import Solvability
from wordgames.kit.tiles import Bag, TileSet
from wordgames.kit.validate import shown
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.solver import solve

#: The solver's budget per rack (search nodes): a result independent of the machine's speed.
MAX_STEPS = 3000
#: A wall-clock safety net per rack, in seconds (it should never be what stops a search).
TIME_LIMIT = 30.0
#: The most racks one call draws and solves.
MAX_RACKS = 100_000


def rack(bag: TileSet, n_tiles: int, seed: int, index: int) -> tuple[str, ...]:
    """Rack ``index`` of a run: the top ``n_tiles`` of a full bag mixed from its own seed.

    A rack's seed does not depend on its size, so the racks of a curve are nested: rack ``i``
    at 12 tiles is rack ``i`` at 10 tiles and two more, and every size and every word list
    sees the same draws (common random numbers: the curve's steps are the tiles, not chance).

    >>> ts = TileSet.load("bananagrams")
    >>> rack(ts, 12, seed=3, index=0)[:10] == rack(ts, 10, seed=3, index=0)
    True
    """
    return Bag(bag, seed=derive_seed(seed, "rack", index)).draw(n_tiles)


def outcome(tiles: tuple[str, ...], lexicon: Lexicon, seed: int,
            values: Mapping[str, int] | None = None, max_steps: int = MAX_STEPS,
            time_limit: float = TIME_LIMIT) -> str:
    """``"solved"``, ``"impossible"`` or ``"undecided"`` for one rack.

    The solver's own verdict (``Solution.status``) is used where it gives one; a solver that
    only says whether it found a crossword counts every failure undecided, except a rack with
    a tile that no word spellable from the rack holds, which no crossword can place.
    """
    solution = solve(list(tiles), lexicon, time_limit=time_limit, seed=seed,
                     max_steps=max_steps, values=values)
    if solution.complete:
        return "solved"
    status = getattr(solution, "status", None)
    if status in ("impossible", "undecided"):
        return str(status)
    letters = [t for t in tiles if t != "?"]
    if len(tiles) >= 2:
        held = set().union(*(set(w) for w in lexicon.words_from(list(tiles), min_len=2)))
        if any(t.lower() not in held for t in letters):
            return "impossible"
    return "undecided"


def solvable_fraction(
    lexicon: Lexicon,
    n_tiles: int,
    n: int,
    seed: int,
    bag: str | TileSet = "wordstorm",
    *,
    max_steps: int = MAX_STEPS,
    time_limit: float = TIME_LIMIT,
) -> Solvability:
    """The share of ``n`` random racks of ``n_tiles`` tiles from a full ``bag`` that the
    crossword solver builds into one correct crossword using every tile.

    - ``lexicon``: the word list that judges (any :class:`~wordgames.lexicon.Lexicon`: a SCOWL
      level, or a user's own list through ``Lexicon.from_words`` / ``Lexicon.from_file``);
    - ``bag``: ``"wordstorm"`` (100 tiles, 4 wild), ``"bananagrams"`` (the standard 144), any
      other tile set name, or a :class:`~wordgames.kit.tiles.TileSet` (a variant);
    - ``max_steps``: the solver's search budget per rack (see :data:`MAX_STEPS`).

    Racks are drawn as :func:`rack` says (nested across sizes, the same for every word list).
    The board's sides are not imposed (an unlimited table, as in Bananagrams); the solver's
    preference for hard letters uses the Word Storm values whatever the bag.

    >>> from wordgames.lexicon import Lexicon
    >>> solvable_fraction(Lexicon.from_words(["at"]), n_tiles=2, n=0, seed=1)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: n must be a positive number of racks, not 0
    """
    if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
        raise InvalidInput(f"n must be a positive number of racks, not {shown(n)}")
    if n > MAX_RACKS:
        raise InvalidInput(f"n must be at most {MAX_RACKS:,} racks (each a search of up to "
                           f"{TIME_LIMIT:g} s), not {shown(n)}")
    validate.seed(seed)
    if not isinstance(lexicon, Lexicon):
        raise InvalidInput(f"lexicon must be a Lexicon, not {type(lexicon).__name__}")
    tileset = TileSet.of(bag)
    if not isinstance(n_tiles, int) or isinstance(n_tiles, bool) or not n_tiles >= 1:
        raise InvalidInput(f"n_tiles must be a whole number >= 1, not {n_tiles!r}")
    if n_tiles > tileset.size:
        raise InvalidInput(f"n_tiles: the {tileset.name} bag holds only {tileset.size} tiles, "
                           f"not {n_tiles}")
    faces = set(tileset.counts)
    odd = sorted(f for f in faces if f != "?" and not (len(f) == 1 and f.isascii()
                                                        and f.isalpha()))
    if odd:
        raise InvalidInput(f"the crossword solver places letters A-Z and '?' only; the "
                           f"{tileset.name} bag has {', '.join(odd)}")
    values = TileSet.load("wordstorm").values
    lexicon.words_from(["A"])  # the spelling index, built once, outside the timing
    counts = {"solved": 0, "impossible": 0, "undecided": 0}
    began = time.process_time()
    for index in range(n):
        tiles = rack(tileset, n_tiles, seed, index)
        counts[outcome(tiles, lexicon, derive_seed(seed, "solve", index), values, max_steps,
                       time_limit)] += 1
    return Solvability(counts["solved"], counts["impossible"], counts["undecided"],
                       tiles=n_tiles, bag=tileset.name, lexicon=lexicon.name,
                       seconds=time.process_time() - began)


__all__ = ["MAX_STEPS", "TIME_LIMIT", "outcome", "rack", "solvable_fraction"]
