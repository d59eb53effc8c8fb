"""What all bots share: a ``Skill`` and the time model that turns effort into seconds.

A bot's delays are drawn from a log-normal distribution around a median that grows with how hard
the move is and shrinks with the bot's speed:

    seconds = base * difficulty / speed * exp(N(0, spread))

so a bot of speed 2 is twice as quick on the same move, and no two moves take exactly the same
time. Each game documents its own ``base`` and ``difficulty`` in its bot's docstring.

>>> import random
>>> skill = Skill(level=50, speed=2.0)
>>> rng = random.Random(1)
>>> round(skill.delay(rng, base=4.0, difficulty=1.0), 2)
3.81
>>> Skill.named("beginner").level, Skill.named("expert").level
(35, 80)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass

from wordgames.errors import InvalidInput
from wordgames.kit import validate
from wordgames.lexicon import LEVELS, Lexicon

#: The fastest a bot may be, as a multiple of an adult's speed (and 1 / it the slowest).
MAX_SPEED = 100.0


@dataclass(frozen=True, slots=True)
class Skill:
    """How good a bot is.

    - ``level``: its vocabulary, a SCOWL level (10 = only the commonest words, 80 = everything).
    - ``speed``: how fast it thinks and moves; 1.0 is an average adult player.
    - ``error_rate``: the chance that a move it makes is wrong (a non-word, a misplaced tile).
    - ``spread``: how much its delays vary (the sigma of the log-normal factor).
    """

    level: int = 50
    speed: float = 1.0
    error_rate: float = 0.02
    spread: float = 0.5

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise InvalidInput(f"skill level must be one of {LEVELS}, not {self.level}")
        for name in ("speed", "error_rate", "spread"):
            validate.instance(getattr(self, name), f"skill {name}", (int, float), "a number")
        if not self.speed > 0:
            raise InvalidInput(f"skill speed must be positive, not {self.speed}")
        # A bot a hundred times an adult's speed or slower plays no game a person would.
        if not 1 / MAX_SPEED <= self.speed <= MAX_SPEED:
            raise InvalidInput(f"skill speed must be from {1 / MAX_SPEED:g} to {MAX_SPEED:g} "
                               f"(1 is an adult's), not {self.speed}")
        if not 0 <= self.error_rate <= 1:
            raise InvalidInput(f"skill error_rate must be in [0, 1], not {self.error_rate}")
        if not self.spread >= 0:  # written so that NaN fails too
            raise InvalidInput(f"skill spread must be >= 0, not {self.spread}")
        validate.number(self.spread, "skill spread")  # nor infinite

    @classmethod
    def of(cls, value: object) -> Skill:
        """``value`` as a Skill: itself, or a preset by name; anything else is refused.

        >>> Skill.of("expert") == Skill.named("expert")
        True
        >>> Skill.of(10**9)
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: a skill is a Skill or a preset's name (beginner, \
student, adult, expert), not 1000000000
        """
        if isinstance(value, Skill):
            return value
        if isinstance(value, str):
            return cls.named(value)
        raise InvalidInput(f"a skill is a Skill or a preset's name ({', '.join(SKILLS)}), "
                           f"not {value!r}"[:200])

    @classmethod
    def named(cls, name: str) -> Skill:
        """A preset: ``beginner``, ``student``, ``adult`` or ``expert``."""
        try:
            return SKILLS[name]
        except KeyError:
            raise InvalidInput(
                f"unknown skill {validate.shown(name)}; choose one of {', '.join(SKILLS)}"
            ) from None

    def delay(self, rng: random.Random, base: float, difficulty: float = 1.0) -> float:
        """Seconds this bot takes for a move of the given difficulty (``base`` at difficulty 1)."""
        return base * difficulty / self.speed * math.exp(rng.gauss(0.0, self.spread))

    def errs(self, rng: random.Random) -> bool:
        """Whether this move goes wrong; draws from ``rng`` exactly once either way."""
        return rng.random() < self.error_rate


SKILLS: dict[str, Skill] = {
    "beginner": Skill(level=35, speed=0.5, error_rate=0.08),
    "student": Skill(level=50, speed=0.8, error_rate=0.04),
    "adult": Skill(level=70, speed=1.0, error_rate=0.02),
    "expert": Skill(level=80, speed=1.6, error_rate=0.01),
}


def rarity(level: int | None) -> float:
    """How much harder a word of this SCOWL level is to think of than a level-10 word.

    >>> rarity(10), rarity(80), rarity(None)
    (1.0, 3.0, 2.0)
    """
    if level is None:
        return 2.0
    return 1.0 + (level - 10) / 35.0


def vocabularies(lexicon: Lexicon, levels: Iterable[int]) -> list[Lexicon]:
    """``lexicon`` and what bots of each of ``levels`` know of it (``lexicon.at_level``, the
    words up to that SCOWL level), each distinct one once: what a round's bots search.

    >>> lex = Lexicon.default(50)
    >>> found = vocabularies(lex, [35, 50, 80, 35])
    >>> len(found), found[0] is lex, sorted(found[1]) == sorted(Lexicon.default(35))
    (2, True, True)
    """
    found = {id(lexicon): lexicon}
    for level in levels:
        cut = lexicon.at_level(level)
        found.setdefault(id(cut), cut)
    return list(found.values())


def bot_name(number: int, skill: str | Skill | None = None) -> str:
    """A bot's name, the same in every host: bots are numbered from 1 among the bots (not by
    seat), with their level or skill when it has a name.

    >>> bot_name(1, "easy"), bot_name(2, SKILLS["expert"]), bot_name(3)
    ('Bot 1 (easy)', 'Bot 2 (expert)', 'Bot 3')
    """
    named = skill if isinstance(skill, str) else next(
        (name for name, known in SKILLS.items() if known == skill), "") if skill else ""
    return f"Bot {number}" + (f" ({named})" if named else "")
