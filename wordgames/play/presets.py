"""LevelsOfPlay of play a teacher picks in one click: Easy, Normal, Hard and Expert, for every game.

``PRESETS[name][game]`` is a :class:`Preset`: the bots' :class:`~wordgames.kit.agents.Skill`
(vocabulary and speed), the dictionary level the player's hints come from, the clock (rule
options: how fast MY WORD! deals, how long the Five Tiers timer runs, how long Word Storm waits)
and what a hint costs (:class:`HintRule`). Easy is the default on student pages and in
exercises (:data:`DEFAULT`).

>>> easy = PRESETS["easy"]["myword"]
>>> easy.skill, easy.level, easy.options["seconds_per_card"]
(Skill(level=20, speed=0.6, error_rate=0.08, spread=0.5), 20, 3.0)
>>> easy.rules().seconds_per_card, easy.rules(min_cards=4).min_cards
(3.0, 4)
>>> preset("expert", "fivetiers").rules().timer
300.0
>>> preset("medium", "myword")
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: no level 'medium': easy, normal, hard or expert

How the presets compare is measured, not assumed: ``benchmarks/bench_presets.py`` plays a
child-like player (:func:`wordgames.sim.tables.child`: a 2-second reaction, vocabulary to SCOWL
level 35) against each preset's bots and prints the share of cards (MY WORD!) or rounds (Five
Tiers, Word Storm) it wins. Easy is tuned so that the child wins about its fair share (1 in the
number of players).

**Hints** are not in the rulebooks: what they cost is a classroom rule, :class:`HintRule`. A
hint gives a word from the preset's dictionary level (a child is never told JIVER or QUIRES);
each hint costs ``cost`` points of the round's score (MY WORD!: cards; Word Storm, where the
lowest score wins, adds them), and a round allows ``most`` hints.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.agents import Skill
from wordgames.kit.protocol import GAMES
from wordgames.kit.validate import shown
from wordgames.lexicon import LEVELS, Lexicon

#: The levels, easiest first (each game's :class:`~wordgames.kit.protocol.LevelsOfPlay` gives
#: its bots' skill and clock at each, in this order).
NAMES = ("easy", "normal", "hard", "expert")
#: Each level as a page shows it: its name and what it means, in a child's words.
LABELS: Mapping[str, tuple[str, str]] = MappingProxyType({
    "easy": ("Easy", "slow bots who know fewer words, and more time"),
    "normal": ("Normal", "bots like a good student, and a bit more time"),
    "hard": ("Hard", "quick bots, and the rulebook's time"),
    "expert": ("Expert", "bots who know lots of words and are fast"),
})
#: The player's dictionary at each level (the SCOWL level hints come from), for every game.
DICTIONARY_LEVELS: Mapping[str, int] = MappingProxyType(
    {"easy": 20, "normal": 35, "hard": 50, "expert": 70})
#: The level a student page or an exercise starts at.
DEFAULT = "easy"


@dataclass(frozen=True)
class HintRule:
    """What hints cost (a classroom rule: the rulebooks have no hints).

    - ``cost``: points each hint takes off the player's round score (MY WORD!: cards won; Five
      Tiers: points; Word Storm, lowest wins: points added), never below zero;
    - ``most``: hints a player may ask for in a round (None: no limit).

    >>> HintRule(cost=5).charge(40, hints=3), HintRule(cost=5).charge(10, hints=3)
    (25, 0)
    >>> HintRule(cost=5).charge(12, hints=2, lowest_wins=True)
    22
    >>> HintRule(most=2).allows(2)
    False
    >>> HintRule(cost=1).price(), HintRule(cost=5).price(lowest_wins=True)
    ('a hint costs 1 point', 'a hint adds 5 points')
    """

    cost: int = 1
    most: int | None = 3

    def __post_init__(self) -> None:
        if isinstance(self.cost, bool) or not isinstance(self.cost, int) or self.cost < 0:
            raise InvalidInput(f"a hint's cost is a whole number >= 0, not {self.cost!r}")
        if self.most is not None and (isinstance(self.most, bool)
                                      or not isinstance(self.most, int) or self.most < 0):
            raise InvalidInput(f"hints per round is a whole number >= 0 or None, not {self.most!r}")

    def allows(self, used: int) -> bool:
        """Whether a player who has had ``used`` hints this round may have another."""
        return self.most is None or used < self.most

    def price(self, lowest_wins: bool = False) -> str:
        """What a hint costs, in a child's words (where the lowest score wins, a hint's points
        are added: "costs" would read as a gift)."""
        if not self.cost:
            return "hints are free"
        points = f"{self.cost} point{'s' * (self.cost != 1)}"
        return f"a hint adds {points}" if lowest_wins else f"a hint costs {points}"

    def left(self, used: int) -> str:
        """How many more hints the round allows after ``used``, in words ("" if no limit).

        >>> HintRule(most=3).left(1), HintRule(most=3).left(3)
        ('2 more hints this round', 'that was your last hint this round')
        """
        if self.most is None:
            return ""
        more = self.most - used
        if more <= 0:
            return "that was your last hint this round"
        return f"{more} more hint{'s' * (more != 1)} this round"

    def charge(self, score: int, hints: int, lowest_wins: bool = False) -> int:
        """The round score after ``hints`` hints."""
        if lowest_wins:
            return score + self.cost * hints
        return max(0, score - self.cost * hints)


@dataclass(frozen=True)
class Preset:
    """One game at one level: the bots' ``skill``, the player's dictionary ``level`` (where
    hints come from), the rule ``options`` that set the clock, and the ``hints`` rule."""

    name: str
    game: str
    skill: Skill
    level: int
    options: Mapping[str, Any] = field(default_factory=dict)
    hints: HintRule = HintRule()

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise InvalidInput(f"a preset's level is one of {LEVELS}, not {self.level!r}")
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))

    def rules(self, **options: Any) -> Any:
        """The game's ``Rules`` with this preset's clock; ``options`` add to it or override it."""
        return GAMES[self.game].rules(**{**self.options, **options})

    def bot(self, seed: int = 0, **options: Any) -> Any:
        """One of this preset's bots (``options`` go to the game's bot class)."""
        return GAMES[self.game].bot(self.skill, seed=seed, **options)

    def lexicon(self, spelling: str = "american") -> Lexicon:
        """The player's dictionary at this level: the words a hint may give."""
        return Lexicon.default(self.level, spelling=spelling)


def preset(name: str, game: str) -> Preset:
    """The level ``name`` of ``game``, from the game's own
    :class:`~wordgames.kit.protocol.LevelsOfPlay`, or ``InvalidInput`` naming the choices."""
    if not isinstance(name, str) or name not in DICTIONARY_LEVELS:  # a list is no name
        raise InvalidInput(f"no level {shown(name)}: {', '.join(NAMES[:-1])} or {NAMES[-1]}")
    if not isinstance(game, str) or game not in GAMES:
        raise InvalidInput(f"no game {shown(game)}: {', '.join(sorted(GAMES))}")
    level, levels = DICTIONARY_LEVELS[name], GAMES[game].levels
    if levels is None:
        # A game with no levels tuned for it yet: the level's dictionary and a steady adult
        # bot at it, the rulebook's clock, a hint costing 1 point.
        return Preset(name, game, Skill(level=level, speed=1.0, error_rate=0.02), level)
    i = NAMES.index(name)
    return Preset(name, game, levels.skills[i], level, levels.clocks[i],
                  HintRule(levels.hint_cost))


class _GamesAt(Mapping[str, Preset]):
    """Every game's preset at one level, made when first asked for (no game is imported
    before it is played)."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getitem__(self, game: str) -> Preset:
        if game not in GAMES:
            raise KeyError(game)
        return preset(self._name, game)

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)


#: Every level of every game: ``PRESETS[name][game]`` is :func:`preset`. The bots' speeds per
#: game were set with ``benchmarks/bench_presets.py`` so that against Easy's bots the child
#: wins about its fair share; the rulebook's clocks from Hard up, Easy and Normal deal slower
#: and time longer (each game's ``LevelsOfPlay``, in its ``info`` module).
PRESETS: Mapping[str, Mapping[str, Preset]] = MappingProxyType(
    {name: _GamesAt(name) for name in NAMES})


def child_skill(game: str) -> Skill:
    """The child-like player's skill at ``game``: the words of SCOWL level 35 (the words a
    school pupil meets) and a mind a little slower than an average adult's, as the game's
    ``LevelsOfPlay`` declare (with three default adult bots, the child is left almost nothing, as a
    class saw: 0 of 60 cards); a game with no levels: level 35 at 0.6 of an adult's speed.

    >>> child_skill("myword")
    Skill(level=35, speed=0.7, error_rate=0.05, spread=0.5)
    """
    levels = GAMES[game].levels
    return levels.child if levels is not None else Skill(level=35, speed=0.6, error_rate=0.05)


__all__ = [
    "DEFAULT", "DICTIONARY_LEVELS", "LABELS", "NAMES", "PRESETS", "HintRule", "Preset",
    "child_skill", "preset",
]
