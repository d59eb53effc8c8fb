"""What a game declares to have exercises: a :class:`Maker` (``GameInfo.exercise``).

A game's package makes and checks its exercises on plain values (the target words, a seeded
stream of chance, the teacher's options) and reads a made exercise through
:class:`Exercised`: the classroom's ``Exercise`` wraps them, and a game imports nothing of the
classroom.

>>> option_int({"k": 2}, "k", 1, 1), option_int({}, "k", 1, 1)
(2, 1)
>>> option_int({"k": 0}, "k", 1, 1)
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: k must be a whole number of at least 1, not 0
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from wordgames.errors import InvalidInput


class Exercised(Protocol):
    """What a game's maker reads of a made exercise (the classroom's ``Exercise``)."""

    @property
    def targets(self) -> tuple[str, ...]: ...
    @property
    def tiles(self) -> tuple[str, ...]: ...
    @property
    def solution(self) -> tuple[Any, ...]: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def lexicon(self) -> Any: ...

    def game(self) -> Any:
        """The game, with the exercise's rules and dictionary."""

    def new_round(self, players: int = 2, seed: int = 0, game: Any = None) -> Any:
        """A round in which seat 0 gets the exercise's tiles."""


@dataclass(frozen=True)
class Made:
    """What a maker made: the ``targets`` it holds (some of those asked, in their order), the
    ``tiles`` every student gets and a ``solution`` that shows the targets can be made."""

    targets: tuple[str, ...]
    tiles: tuple[str, ...]
    solution: tuple[Any, ...]


def _no_options(targets: tuple[str, ...], options: Mapping[str, Any]) -> dict[str, Any]:
    return {}


def _no_bot_options(exercise: Exercised) -> dict[str, Any]:
    return {}


def _no_language_options(language: str) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class Maker:
    """How a game's exercises are made and played.

    - ``make(targets, rng, options)``: a :class:`Made` from the target words, drawing only from
      ``rng`` (``InvalidInput`` naming the word that cannot be made);
    - ``check(exercise)``: what is wrong with a made exercise by the game's rules (empty: all
      is well), replaying its solution;
    - ``deal(exercise, game, players, rng)``: a round of ``game`` in which seat 0 gets the
      exercise's tiles (the others' drawn from ``rng``);
    - ``options``: the teacher's options it takes;
    - ``rules(targets, options)``: the rule fields of the exercise's game (the targets as
      subject words, say); ``bot_options(exercise)``: what its bots are given;
      ``language(code)``: the options a word list in that language sets unless the teacher
      chose (``{"spanish": True}`` for ``"es"``, say).
    """

    make: Callable[[list[str], random.Random, Mapping[str, Any]], Made]
    check: Callable[[Exercised], list[str]]
    deal: Callable[[Exercised, Any, int, random.Random], Any]
    options: tuple[str, ...] = ()
    rules: Callable[[tuple[str, ...], Mapping[str, Any]], dict[str, Any]] = _no_options
    bot_options: Callable[[Exercised], dict[str, Any]] = _no_bot_options
    language: Callable[[str], dict[str, Any]] = _no_language_options


def option_int(options: Mapping[str, Any], name: str, default: int, least: int) -> int:
    """The teacher's option ``name``, a whole number of at least ``least`` (``default`` when
    not given)."""
    value = options.get(name, default)
    if value is None:
        return default
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise InvalidInput(f"{name} must be a whole number of at least {least}, not {value!r}")
    return value


def only_letters(word: str, what: str) -> None:
    """``InvalidInput`` unless ``word`` is of the letters A to Z only (``what`` uses it)."""
    if not word.isalpha() or not word.isascii():
        raise InvalidInput(f"{what} cannot use {word!r}: a word of the letters A to Z only")


def short(need: Counter[str], have: Counter[str]) -> int:
    """How many of ``need`` the tiles ``have`` lack (what wilds must cover).

    >>> short(Counter("ZZA"), Counter("ZA"))
    1
    """
    return sum((need - have).values())


__all__ = ["Exercised", "Made", "Maker", "only_letters", "option_int", "short"]
