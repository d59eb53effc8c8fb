"""Checks for the values a person passes in, in one place: every action, every ``Rules`` and
the entry points that take numbers, words and tiles use these, so the same mistake gets the
same message in all three games.

Each checker returns the value (a time as a ``float``) or raises
:class:`~wordgames.errors.InvalidInput` naming the field and what it was given. ``bool`` is
refused where a number belongs: ``player=True`` is a mistake, not seat 1.

>>> moment(1), seat(2)
(1.0, 2)
>>> whole("3", "min_cards")
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: min_cards must be a whole number, not '3'
>>> moment(float("nan"))
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: at must be a finite number of seconds >= 0, not nan
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from wordgames.errors import InvalidInput
from wordgames.protocol import GAME

T = TypeVar("T")

#: The longest text shown back in a message: a 200,000-letter "word" is not repeated whole.
_SHOWN = 40


def shown(value: object) -> str:
    """``repr(value)``, cut short for a message.

    >>> shown("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... (100 characters)"
    """
    text = repr(value)
    if len(text) <= _SHOWN:
        return text
    size = f" ({len(value):,} characters)" if isinstance(value, str) else ""
    return text[:_SHOWN - 1] + "..." + size


def whole(value: object, name: str, *, least: int | None = None,
          most: int | None = None) -> int:
    """A whole number (not a bool), at least ``least`` and at most ``most`` when given.

    >>> whole(3, "min_cards", least=1)
    3
    >>> whole(0, "min_cards", least=1)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: min_cards must be at least 1, not 0
    """
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidInput(f"{name} must be a whole number, not {shown(value)}")
    if least is not None and value < least:
        raise InvalidInput(f"{name} must be at least {least}, not {value}")
    if most is not None and value > most:
        raise InvalidInput(f"{name} must be at most {most}, not {value}")
    return value


def optional_whole(value: object, name: str, *, least: int | None = None) -> int | None:
    """None, or a whole number as :func:`whole` checks it."""
    if value is None:
        return None
    try:
        return whole(value, name, least=least)
    except InvalidInput as err:
        raise InvalidInput(f"{err} (or None)") from None


def number(value: object, name: str, *, least: float | None = None, positive: bool = False,
           unit: str = "") -> float:
    """A finite real number (not a bool, not NaN or infinite), as a float.

    >>> number(2, "seconds_per_card", least=0)
    2.0
    >>> number(float("inf"), "timer", positive=True, unit="seconds")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: timer must be a positive number of seconds, not inf
    """
    what = ("a positive number" if positive else "a number") + (f" of {unit}" if unit else "")
    if least is not None and not positive:
        what += f" >= {least:g}"
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        raise InvalidInput(f"{name} must be {what}, not {shown(value)}")
    if (positive and not value > 0) or (least is not None and value < least):
        raise InvalidInput(f"{name} must be {what}, not {value!r}")
    return float(value)


def optional_number(value: object, name: str, *, least: float | None = None,
                    positive: bool = False, unit: str = "") -> float | None:
    """None, or a number as :func:`number` checks it."""
    if value is None:
        return None
    try:
        return number(value, name, least=least, positive=positive, unit=unit)
    except InvalidInput as err:
        raise InvalidInput(f"{err} (or None)") from None


def moment(value: object, name: str = "at") -> float:
    """A moment of game time: a finite number of seconds, not before the round's start."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(
            value) or value < 0:
        raise InvalidInput(f"{name} must be a finite number of seconds >= 0, not {shown(value)}")
    return float(value)


def seat(value: object, name: str = "player", *, game: bool = True) -> int:
    """A seat number (0, 1, ...), or ``GAME`` (-1) for the game's own actions if ``game``.

    >>> seat(True)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: player must be a seat number (0, 1, ...), not True
    """
    least = GAME if game else 0
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise InvalidInput(f"{name} must be a seat number (0, 1, ...), not {shown(value)}")
    return value


def flag(value: object, name: str) -> bool:
    """True or False (not 0, 1 or the text "false")."""
    if not isinstance(value, bool):
        raise InvalidInput(f"{name} must be True or False, not {shown(value)}")
    return value


def text(value: object, name: str, *, empty: bool = False, longest: int | None = None) -> str:
    """A string (non-empty unless ``empty``), at most ``longest`` characters if given."""
    if not isinstance(value, str):
        raise InvalidInput(f"{name} must be text, not {type(value).__name__}")
    if not empty and not value.strip():
        raise InvalidInput(f"{name} must not be empty")
    if longest is not None and len(value) > longest:
        raise InvalidInput(f"{name} is {len(value):,} characters long; at most {longest}")
    return value


def choice(value: object, name: str, options: Iterable[str]) -> str:
    """One of ``options``.

    >>> choice("later", "challenges", ("end", "immediate"))
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: challenges must be 'end' or 'immediate', not 'later'
    """
    allowed = tuple(options)
    if not isinstance(value, str) or value not in allowed:
        listed = ", ".join(map(repr, allowed[:-1])) + f" or {allowed[-1]!r}" if len(
            allowed) > 1 else repr(allowed[0])
        raise InvalidInput(f"{name} must be {listed}, not {shown(value)}")
    return value


def items(value: object, name: str, each: Callable[[Any, str], T], *,
          longest: int | None = None) -> tuple[T, ...]:
    """A list (or tuple, or any iterable but a string or a mapping) of items, each checked by
    ``each(item, "name[i]")``; a tuple of what it returns.

    >>> items([1, "2"], "cards", lambda v, n: whole(v, n))
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: cards[1] must be a whole number, not '2'
    """
    from collections.abc import Mapping

    if value is None or isinstance(value, str | bytes | Mapping) or not isinstance(
            value, Iterable):
        raise InvalidInput(f"{name} must be a list, not {shown(value)}")
    out = []
    for i, item in enumerate(value):
        if longest is not None and i >= longest:
            raise InvalidInput(f"{name} has more than {longest:,} items")
        out.append(each(item, f"{name}[{i}]"))
    return tuple(out)


def instance(value: object, name: str, kinds: type | tuple[type, ...], what: str) -> Any:
    """``value`` if it is one of ``kinds``; else InvalidInput saying ``what`` belongs there.

    >>> instance(None, "board", str, "a board name")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: board must be a board name, not None
    """
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in (
            kinds if isinstance(kinds, tuple) else (kinds,))):
        raise InvalidInput(f"{name} must be {what}, not {shown(value)}")
    return value


def action(obj: Any, *, game: bool = True) -> None:
    """The fields every action has, checked and set in place (for a frozen dataclass's
    ``__post_init__``): ``player`` a seat (or ``GAME`` where ``game``), ``at`` a moment."""
    object.__setattr__(obj, "player", seat(obj.player, game=game))
    object.__setattr__(obj, "at", moment(obj.at))


__all__ = ["action", "choice", "flag", "instance", "items", "moment", "number",
           "optional_number", "optional_whole", "seat", "shown", "text", "whole"]
