"""Reading a screen's message: the checks every game's ``action_from_message`` shares.

A message from a page is untrusted input, as a typed word is: each field is checked for its kind,
its size and its range, unknown fields are refused, and the refusal says which field and why in
words a player can read. Nothing here knows a game; each game's ``messages`` module says which
moves it takes (:func:`move_kind`) and builds its actions from the fields.

>>> fields({"type": "claim", "word": "mask"}, "claim", required=("word",))
{'word': 'mask'}
>>> fields({"type": "claim", "word": "mask", "seat": 3}, "claim", required=("word",))
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: a claim takes word, not seat
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.envelope import kind_of

#: The longest text a field may hold: longer than any word a tile set can spell.
TEXT_LIMIT = 40


def move_kind(message: Mapping[str, Any], moves: Iterable[str]) -> str:
    """The message's ``type`` if it is one of ``moves``.

    >>> move_kind({"type": "jump"}, ["claim", "free_card"])
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: unknown move 'jump': the moves are claim, free_card
    """
    names = tuple(moves)
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in names:
        shown = repr(kind)[:30] if isinstance(kind, str) else "without a type"
        raise InvalidInput(f"unknown move {shown}: the moves are {', '.join(names)}")
    return kind


def fields(message: Mapping[str, Any], kind: str, *, required: Sequence[str] = (),
           optional: Sequence[str] = ()) -> dict[str, Any]:
    """The message's fields besides ``type``: every required one there, nothing unknown."""
    given = {k: v for k, v in message.items() if k != "type"}
    allowed = (*required, *optional)
    unknown = sorted(set(given) - set(allowed), key=str)
    if unknown:
        takes = ", ".join(allowed) if allowed else "nothing more"
        raise InvalidInput(f"a {kind} takes {takes}, not {', '.join(map(str, unknown))}"[:200])
    missing = [name for name in required if name not in given]
    if missing:
        raise InvalidInput(f"a {kind} needs {', '.join(missing)}")
    return given


def text(value: object, name: str, *, limit: int = TEXT_LIMIT, empty: bool = False) -> str:
    """``value`` as text of at most ``limit`` characters.

    >>> text("x" * 50, "word")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: word: at most 40 characters, not 50
    """
    if not isinstance(value, str):
        raise InvalidInput(f"{name}: text, not {kind_of(value)}")
    if len(value) > limit:
        raise InvalidInput(f"{name}: at most {limit} characters, not {len(value)}")
    if not empty and not value.strip():
        raise InvalidInput(f"{name}: type something first")
    return value


def whole(value: object, name: str, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high``.

    >>> whole(10**9, "card", 0, 59)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: card: a whole number from 0 to 59, not 1000000000
    """
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        shown = value if isinstance(value, int) and not isinstance(value, bool) \
            else kind_of(value)
        raise InvalidInput(f"{name}: a whole number from {low} to {high}, not {shown}"[:200])
    return value


def items(value: object, name: str, longest: int) -> list[Any]:
    """``value`` as a list of at most ``longest`` items."""
    if not isinstance(value, list):
        raise InvalidInput(f"{name}: a list, not {kind_of(value)}")
    if len(value) > longest:
        raise InvalidInput(f"{name}: at most {longest} items, not {len(value)}")
    return value


__all__ = ["TEXT_LIMIT", "fields", "items", "move_kind", "text", "whole"]
