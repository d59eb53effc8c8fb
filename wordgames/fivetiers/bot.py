"""A Five Tiers bot: a vocabulary, a time model, an exchange policy and the odd mistake.

**Vocabulary.** The bot knows the round's words (``view.lexicon``: the game's dictionary, a
teacher's list and ``Rules.accept`` included) up to its ``Skill.level``.
It completes a hand only when :func:`~wordgames.fivetiers.solver.solve` finds five words in that
vocabulary: a bot whose vocabulary has no solution never completes, however long it looks.

**Time model.** On a hand it can complete, the bot declares after

    skill.delay(rng, base=BASE_SECONDS, difficulty)
    difficulty = mean rarity of its five words * (1 + log10(1 + search nodes) / 2)

seconds from the flip of the timer when it got the hand (a hand it keeps through an exchange
stays in its head: the time runs on across flips). ``rarity`` comes from ``wordgames.kit.agents``: 1
for the commonest words, 3 for the rarest; the search nodes, 5 at the least, measure how tangled
the hand is. So an adult (speed 1) needs about two minutes for an easy hand of common words, and
more than the 300-second timer for a tangled hand of rare words. On the way it places its words
on the rack shortest first, each after its share of that time (by tiles), with ``Arrange``: if
someone else wins first, the words already placed count as used. On a hand it cannot complete it
places its best partial arrangement (a bounded search, ``PARTIAL_BUDGET`` nodes) the same way,
over ``skill.delay(rng, BASE_SECONDS / 2)`` seconds.

**Exchange policy.** When the timer runs out, after ``skill.delay(rng, EXCHANGE_SECONDS)`` the bot
gives back the tiles its best partial arrangement leaves unused (none if it could complete: then it
keeps its hand and tries again).

**Mistakes.** With probability ``skill.error_rate`` a declaration has its 6-tile word misspelled
(its letters shuffled into a non-word, so the tiles still fit): the challenge catches it. Under
immediate challenges the bot notices the rejection and declares the right words
``skill.delay(rng, RETRY_SECONDS)`` later.

>>> import random
>>> from wordgames.kit.agents import Skill
>>> from wordgames.fivetiers.game import Game, Rules
>>> from wordgames.play.runner import simulate_round
>>> game = Game(Rules())
>>> bots = [Bot(Skill.named("expert"), seed=s) for s in range(3)]
>>> state, result = simulate_round(game, bots, random.Random(5))
>>> len(result.winners) >= 1 and sum(result.scores) > 0
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from wordgames.fivetiers.game import Arrange, Declare, Exchange, View
from wordgames.fivetiers.solver import Arrangement, best_partial, solve_effort, unused_values
from wordgames.kit.agents import Skill, rarity
from wordgames.kit.protocol import Plan
from wordgames.kit.tiles import APOSTROPHE, TileSet
from wordgames.lexicon import Lexicon, for_class

#: Seconds an average player (speed 1) takes to complete an easy hand of common words.
BASE_SECONDS = 90.0
#: Seconds an average player takes to choose tiles to exchange.
EXCHANGE_SECONDS = 10.0
#: Seconds to fix a declaration rejected at once (immediate challenges).
RETRY_SECONDS = 8.0
#: Search nodes the bot spends on its best partial arrangement.
PARTIAL_BUDGET = 400


@dataclass(frozen=True, slots=True)
class _HandPlan:
    """The bot's plan for one hand on one flip of the timer."""

    solution: Arrangement | None
    steps: tuple[tuple[float, Arrange], ...]  # progress shown on the rack, in time order
    declare_at: float
    declare: tuple[str, ...]  # what the bot will declare (maybe with a slip)
    correct: tuple[str, ...]


class Bot:
    """A bot player; see the module docstring for its time model and exchange policy.

    ``lexicon`` overrides the vocabulary (e.g. a Spanish list). Its chance comes from the round
    (:meth:`begin_round`); ``seed`` seeds the stream used before any round begins.
    """

    def __init__(
        self, skill: Skill | str | None = None, seed: int = 0, lexicon: Lexicon | None = None
    ) -> None:
        self.skill = Skill() if skill is None else Skill.of(skill)
        self.rng = random.Random(seed)
        self._own_lexicon = lexicon
        # No word not for a class, even at an adult's level (SEX).
        self.lexicon = lexicon or for_class(Lexicon.default(self.skill.level, contractions=True))
        self._hands: dict[tuple[int, tuple[str, ...]], _HandPlan] = {}
        self._exchanges: dict[tuple[int, int, tuple[str, ...], float], tuple[float, Exchange]] = {}
        self._retry: dict[tuple[int, str], float] = {}
        self._solved: dict[tuple[str, ...], tuple[Arrangement | None, int]] = {}

    def __repr__(self) -> str:
        return f"Bot({self.skill!r})"

    def begin_round(self, view: View, rng: random.Random) -> None:
        """A new round: forget the last one's plans, draw from ``rng``, and know the round's
        words up to this bot's level (a teacher's list and ``Rules.accept`` included)."""
        self.rng = rng
        self._hands.clear()
        self._exchanges.clear()
        self._retry.clear()
        self._solved.clear()
        if self._own_lexicon is None:
            # The round's words; in English none not for a class (an Easy bot played SEXES).
            # A Spanish round's dictionary has its own blocklist already.
            words = view.lexicon.at_level(self.skill.level)
            self.lexicon = words if view.rules.spanish else for_class(words)

    def plan(self, view: View, now: float) -> Plan | None:
        if view.phase == "over" or (view.declared[view.player] and view.phase != "exchange"):
            return None
        key = (view.player, view.flips, view.rack, view.timer_started)
        if view.phase == "exchange":
            if view.exchanged:
                return None
            if key not in self._exchanges:
                self._exchanges[key] = self._exchange(view)
            at, action = self._exchanges[key]
            return Plan(max(at, now), action)
        # Thinking goes on across flips while the hand is kept: the plan is per hand, not flip.
        hand = self._hands.get((view.player, view.rack))
        if hand is None:
            hand = self._hands[(view.player, view.rack)] = self._think(view)
        for at, step in hand.steps:
            if not _shows(view.arrangement, step.words):
                return Plan(max(at, now), replace(step, at=max(at, now)))
            # placed already: the next step
        if hand.solution is None:
            return None
        words = hand.declare
        at = hand.declare_at
        if view.rejection is not None:
            retry_key = (view.flips, view.rejection)
            if retry_key not in self._retry:
                self._retry[retry_key] = now + self.skill.delay(self.rng, RETRY_SECONDS)
            at, words = self._retry[retry_key], hand.correct
        if view.phase == "closing" and (view.window_ends is None or at > view.window_ends):
            return None
        return Plan(max(at, now), Declare(view.player, words, at=max(at, now)))

    # -- thinking -------------------------------------------------------------------------------

    def _think(self, view: View) -> _HandPlan:
        start = view.timer_started
        solution, nodes = self._solve(view.rack)
        if solution is None:
            partial = best_partial(view.rack, self.lexicon, _values(view), budget=PARTIAL_BUDGET,
                                   unsolvable=True)
            seconds = self.skill.delay(self.rng, BASE_SECONDS / 2)
            steps = _steps(partial, view.player, start, seconds)
            return _HandPlan(None, steps, math.inf, (), ())
        words = tuple(w for w in solution.words if w is not None)
        difficulty = sum(rarity(self.lexicon.level(w)) for w in words) / len(words)
        difficulty *= 1 + math.log10(1 + nodes) / 2
        seconds = self.skill.delay(self.rng, BASE_SECONDS, difficulty)
        declared = words
        if self.skill.errs(self.rng):
            declared = (*words[:-1], _misspell(words[-1], self.lexicon, self.rng))
        steps = _steps(solution, view.player, start, seconds)[:-1]  # the last one is declaring
        return _HandPlan(solution, steps, start + seconds, declared, words)

    def _solve(self, rack: tuple[str, ...]) -> tuple[Arrangement | None, int]:
        if rack not in self._solved:
            solution, _, nodes = solve_effort(rack, self.lexicon)
            self._solved[rack] = (solution, nodes)
        return self._solved[rack]

    def _exchange(self, view: View) -> tuple[float, Exchange]:
        at = view.phase_started + self.skill.delay(self.rng, EXCHANGE_SECONDS)
        if self._solve(view.rack)[0] is not None:
            return at, Exchange(view.player, (), at=at)
        partial = best_partial(view.rack, self.lexicon, _values(view), budget=PARTIAL_BUDGET,
                               unsolvable=True)
        return at, Exchange(view.player, partial.unused, at=at)


def _values(view: View) -> dict[str, int]:
    """What each unused face costs in this round's rules: the tile set's values (a variant's
    too), an apostrophe what the rules give the winner for it."""
    rules = view.rules
    return _values_of(rules.tileset, rules.unused_apostrophe_points)


@lru_cache(maxsize=16)
def _values_of(tileset: str | TileSet, apostrophe: int) -> dict[str, int]:
    values = unused_values(apostrophe)
    values.update(TileSet.of(tileset).values)
    values[APOSTROPHE] = apostrophe
    return values


def _steps(
    arrangement: Arrangement, player: int, start: float, seconds: float
) -> tuple[tuple[float, Arrange], ...]:
    """Place the words shortest first, each after its share (by tiles) of ``seconds``."""
    placed: list[str | None] = [None] * 5
    steps = []
    done = 0
    for i, spelling in enumerate(arrangement.spellings):
        if spelling is None:
            continue
        placed[i] = "".join(spelling.letters)
        done += len(spelling.tiles)
        at = start + seconds * done / max(arrangement.tiles_used, 1)
        steps.append((at, Arrange(player, tuple(placed), at=at)))
    return tuple(steps)


def _shows(arrangement: Arrangement | None, words: Sequence[str | None]) -> bool:
    """Whether the rack shows at least these words in their tiers."""
    if arrangement is None:
        return all(w is None for w in words)
    return all(w is None or w == have for w, have in zip(words, arrangement.words, strict=True))


def _misspell(word: str, lexicon: Lexicon, rng: random.Random) -> str:
    """The word's letters shuffled into something that is not a word (the word if none is)."""
    letters = list(word)
    for _ in range(20):
        rng.shuffle(letters)
        slip = "".join(letters)
        if slip not in lexicon:
            return slip
    return word


__all__ = ["BASE_SECONDS", "EXCHANGE_SECONDS", "PARTIAL_BUDGET", "RETRY_SECONDS", "Bot"]
