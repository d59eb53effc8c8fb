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

import dataclasses
import difflib
import math
import random
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from wordgames.errors import InvalidInput

T = TypeVar("T")
#: The seat of the game itself in plans and events (deals, timers), beside players 0..n-1.
GAME = -1

#: The longest text shown back in a message: a 200,000-letter "word" is not repeated whole.
_SHOWN = 40


def shown(value: object) -> str:
    """``repr(value)``, cut short for a message.

    >>> shown("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... (100 characters)"
    >>> shown(10**50 + 3)
    '1.0e+50'
    """
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**12:
        if value.bit_length() > 1000:  # beyond a float (and Python's 4,300 digits of text)
            return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
        return f"{value:.1e}"  # a typed-in absurd number, not its fifty digits back
    text = repr(value)
    if len(text) <= _SHOWN:
        return text
    size = f" ({len(value):,} characters)" if isinstance(value, str) else ""
    return text[:_SHOWN - 1] + "..." + size


#: The most games one simulation plays: a million rounds of MY WORD! take a day of a machine's
#: cores and a results frame of gigabytes; more is a slip of the keyboard, refused at once.
MAX_GAMES = 1_000_000

#: The most digits a seed may have: any seed a person types or a program makes (a 128-bit one
#: has 39) fits, and it goes into text and saved files (Python's own limit is 4,300 digits).
MAX_SEED_DIGITS = 100


def seed(value: object, name: str = "seed") -> int:
    """A seed: a whole number (not a bool) of at most ``MAX_SEED_DIGITS`` digits.

    >>> seed(7)
    7
    >>> seed(10**5000)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: seed must be a whole number of at most 100 digits, not a number
    of about 5,001 digits
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(f"{name} must be a whole number, not {shown(value)}")
    if abs(value) >= 10**MAX_SEED_DIGITS:
        raise InvalidInput(f"{name} must be a whole number of at most {MAX_SEED_DIGITS} "
                           f"digits, not {shown(value)}")
    return value


def known_options(cls: type, args: tuple[Any, ...], given: dict[str, Any]) -> None:
    """The options given to the dataclass ``cls`` are its own, else ``InvalidInput`` names the
    one that is not and the nearest that is (Python's own TypeError names neither well).
    Called from the class's ``__new__``, before its ``__init__``.

    >>> from dataclasses import dataclass
    >>> @dataclass
    ... class Rules:
    ...     min_cards: int = 3
    >>> known_options(Rules, (), {"min_card": 4})
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: Rules has no option 'min_card': did you mean 'min_cards'?
    """
    names = [f.name for f in dataclasses.fields(cls) if f.init]
    module = cls.__module__.split(".")
    # A game's rules are named with their game (myword.Rules), wherever the package keeps it.
    where = f"{module[-2]}.{cls.__qualname__}" if module[-1] == "game" and len(module) > 2 \
        else cls.__qualname__
    if len(args) > len(names):
        raise InvalidInput(f"{where} takes at most {len(names)} options, not {len(args)}")
    for name in given:
        if name not in names:
            near = difflib.get_close_matches(str(name), names, 1, 0.6)
            hint = (f": did you mean {near[0]!r}?" if near
                    else f" (its options are {', '.join(names)})")
            raise InvalidInput(f"{where} has no option {shown(name)}{hint}")
        if name in names[: len(args)]:
            raise InvalidInput(f"{where}: {name} is given twice (by place and by name)")


def whole(value: object, name: str, *, least: int | None = None,
          most: int | None = None, why: str = "") -> int:
    """A whole number (not a bool), at least ``least`` and at most ``most`` when given.

    >>> whole(3, "min_cards", least=1)
    3
    >>> whole(0, "min_cards", least=1)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: min_cards must be at least 1, not 0

    ``why`` says where a limit comes from:

    >>> whole(61, "min_cards", most=60, why="the myword deck has 60 cards")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: min_cards must be at most 60 (the myword deck has 60 cards), \
not 61
    """
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidInput(f"{name} must be a whole number, not {shown(value)}")
    because = f" ({why})" if why else ""
    if least is not None and value < least:
        raise InvalidInput(f"{name} must be at least {least:,}{because}, not {shown(value)}")
    if most is not None and value > most:
        raise InvalidInput(f"{name} must be at most {most:,}{because}, not {shown(value)}")
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


#: The most rounds a match plays (its safety limit: a match to a target nobody reaches ends).
MAX_ROUNDS = 200
#: The highest target score a rule may set: far past any match's, short of a number no game
#: could reach.
MAX_TARGET = 1_000_000
#: The most points a rule may give or take for one thing (a bonus, a tile's value).
MAX_POINTS = 1_000

#: The shortest time a rule may give, in seconds: a tenth of a second, about the quickest a
#: person reacts. Shorter clocks do not make a game a person can play, and a simulation of one
#: crawls (or, far below this, stops: the clock no longer moves when a step is added).
SHORTEST = 0.1
#: The longest: a day. A clock set longer is a mistake (minutes typed as seconds twice over).
LONGEST = 86_400


def duration(value: object, name: str, *, zero: bool = False, optional: bool = False,
             least: float = SHORTEST) -> float | None:
    """A time a rule gives, in seconds: a number from ``least`` (:data:`SHORTEST`) to
    :data:`LONGEST`, or 0 where ``zero`` (none at all), or None where ``optional``.

    >>> duration(2, "seconds_per_card")
    2.0
    >>> duration(1e-300, "seconds_per_card")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: seconds_per_card must be from 0.1 to 86,400 seconds (a clock \
a person can use), not 1e-300
    """
    if value is None and optional:
        return None
    seconds = number(value, name, unit="seconds")
    if not (least <= seconds <= LONGEST or (zero and seconds == 0)):
        shown_zero = "0 or " if zero else ""
        raise InvalidInput(f"{name} must be {shown_zero}from {least:g} to {LONGEST:,} seconds "
                           f"(a clock a person can use), not {value!r}")
    return seconds


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


def stream(value: object, name: str = "rng") -> random.Random:
    """A stream of chance: a ``random.Random`` (the round's one stream, not a seed).

    >>> stream("seed")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: rng must be a random.Random (the round's stream of chance, \
such as random.Random(7)), not 'seed'
    """
    if not isinstance(value, random.Random):
        raise InvalidInput(f"{name} must be a random.Random (the round's stream of chance, "
                           f"such as random.Random(7)), not {shown(value)}")
    return value


def round_start(players: int, rng: object, dealer: object) -> None:
    """The rest of a ``new_round``'s arguments, once ``players`` is checked: ``rng`` a stream
    of chance, ``dealer`` one of the seats (games without a dealer take it all the same)."""
    stream(rng)
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise InvalidInput(
            f"the dealer must be one of players 0..{players - 1}, not {shown(dealer)}")


def state(value: T, kind: type[T], game: str) -> T:
    """``value`` if it is a round of ``game`` (a ``kind``), as ``apply``, ``view``,
    ``scheduled`` and ``result`` take it.

    >>> state({}, dict, "MY WORD!")
    {}
    >>> state("round", dict, "MY WORD!")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: a MY WORD! round's state is needed (from new_round), not \
'round'
    """
    if not isinstance(value, kind):
        raise InvalidInput(f"a {game} round's state is needed (from new_round), not "
                           f"{shown(value)}")
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


__all__ = ["GAME", "LONGEST", "MAX_POINTS", "MAX_ROUNDS", "MAX_TARGET", "SHORTEST", "action",
           "choice", "duration", "flag", "instance", "items", "moment", "number", "optional_number",
           "optional_whole", "round_start", "seat", "shown", "state", "stream", "text",
           "whole"]
