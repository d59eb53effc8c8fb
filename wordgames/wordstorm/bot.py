"""A Word Storm bot: builds its crossword with the solver, through the actions a person uses.

The time model (game seconds; see ``wordgames.kit.agents``): every delay is
``skill.delay(rng, base, difficulty)``, a log-normal draw around ``base * difficulty / speed``.

- Placing tiles: ``base = PLACE_SECONDS`` (2.0 s) per tile put down, times the mean rarity of
  the new words (``agents.rarity`` of their SCOWL level: 1.0 for the commonest, 3.0 for the
  rarest), plus ``MOVE_SECONDS`` (0.5 s) per tile picked up and moved in a crossword exchange,
  plus ``THINK_SECONDS`` (0.5 s) per hundred search steps the solver needed (a hard rack takes
  longer to see).
- Yelling "Word Storm!" or "Done!": ``base = CALL_SECONDS`` (1.0 s), difficulty 1.

Its vocabulary is the round's dictionary cut to the words of SCOWL level ``skill.level`` or
commoner (``Lexicon.restrict``): a beginner knows fewer words than the referee, an expert no more.
Pass ``lexicon=`` to give a bot a vocabulary of its own (then it may play words the round's
dictionary rejects, and pay for them). With probability ``skill.error_rate`` a placement goes
wrong: a tile it puts down trades places with another (a misspelling). It does not notice: it
goes on building on the crossword it meant to make, and the slip stays until the round is scored
or a rebuild moves those tiles. So the penalty rules get exercised.

>>> import random
>>> from wordgames.play.runner import simulate_round
>>> from wordgames.wordstorm.game import Game
>>> game = Game()
>>> _, result = simulate_round(game, [Bot("adult", seed=1), Bot("expert", seed=2)],
...                            random.Random(3))
>>> len(result.scores), result.seconds > 0
(2, True)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from wordgames.kit.agents import Skill, rarity
from wordgames.kit.protocol import Plan
from wordgames.lexicon import Lexicon, for_class
from wordgames.wordstorm.check import runs
from wordgames.wordstorm.game import Arrange, CallStorm, Done, View
from wordgames.wordstorm.grid import WILD, Grid, Position
from wordgames.wordstorm.solver import UNDECIDED, solve

PLACE_SECONDS = 2.0
MOVE_SECONDS = 0.5
THINK_SECONDS = 0.5
CALL_SECONDS = 1.0
#: Fresh searches a bot makes for the same hand and crossword when the first found nothing
#: and did not show that nothing can be found.
RETHINKS = 1


class Bot:
    """An agent that plays Word Storm with a given :class:`~wordgames.kit.agents.Skill`.

    Its chance (delays, errors, the solver's choices) comes from the round: the runner hands it
    a stream in :meth:`begin_round`; ``seed`` seeds the stream it uses before any round begins;
    ``max_steps`` bounds each search so that the same seed gives the same round on any machine
    (``time_limit`` is a wall-clock safety net only).
    """

    def __init__(
        self,
        skill: Skill | str = "adult",
        seed: int = 0,
        lexicon: Lexicon | None = None,
        max_steps: int = 300,
        time_limit: float = 5.0,
    ) -> None:
        self.skill = Skill.of(skill)
        self.lexicon = lexicon
        self.rng = random.Random(seed)
        self.max_steps = max_steps
        self.time_limit = time_limit
        self._key: Any = None
        self._base: Grid | None = None
        self._pending: Plan | None = None
        # (crossword shown, crossword meant, the tile swaps between them)
        self._slip: tuple[Grid, Grid, list[tuple[Position, Position]]] | None = None
        #: what its last search knew: solver.SOLVED, IMPOSSIBLE or UNDECIDED (None: no search)
        self.last_status: str | None = None
        self._stuck: Any = None  # the hand and crossword it found nothing for, undecided
        self._tries = 0

    def begin_round(self, view: View, rng: random.Random) -> None:
        """A new round: forget the last one's plans and slips, and draw from ``rng``."""
        self.rng = rng
        self._key = None
        self._base = None
        self._pending = None
        self._slip = None
        self.last_status = None
        self._stuck, self._tries = None, 0

    def plan(self, view: View, now: float) -> Plan | None:
        """Keeps working on its current move while that move is still possible: new tiles
        arriving do not make it start over, as they would not a person."""
        if view.ended:
            return None
        key = (view.player, view.hand, view.grid, view.drawn_out)
        pending = self._pending
        if key == self._key or (pending is not None and self._still_good(pending, view)):
            return pending
        self._tries = self._tries + 1 if key == self._stuck else 1
        self._key = key
        self._base = view.grid
        self._pending = self._decide(view, now)
        self._stuck = None
        if (self._pending is None and self.last_status == UNDECIDED
                and self._tries <= RETHINKS):
            # Stuck, but not shown stuck for good: like a person, it thinks again (a fresh
            # search) at the next change on the table, a few times; a proven dead end, or one
            # tried often enough, waits for new tiles.
            self._key, self._stuck = None, key
        return self._pending

    def _still_good(self, plan: Plan, view: View) -> bool:
        action = plan.action
        if isinstance(action, Arrange):
            have = Counter(view.hand) + Counter(view.grid.tiles())
            return view.grid == self._base and not Counter(action.grid.tiles()) - have
        if isinstance(action, CallStorm):
            return not view.hand and not view.drawn_out
        return isinstance(action, Done) and not view.hand and view.drawn_out

    def _decide(self, view: View, now: float) -> Plan | None:
        if not view.hand:
            at = now + self.skill.delay(self.rng, CALL_SECONDS)
            if view.drawn_out:
                return Plan(at, Done(view.player, at))
            return Plan(at, CallStorm(view.player, at))
        known = (self.lexicon if self.lexicon is not None  # no word not for a class: SEX
                 else for_class(view.lexicon.at_level(self.skill.level)))
        # A bot does not notice its own slips: it builds on the crossword it meant to make,
        # and the swapped tiles stay swapped for as long as they stay where they are.
        base, swaps = view.grid, []
        if self._slip is not None and self._slip[0] == view.grid:
            base, swaps = self._slip[1], self._slip[2]
        solution = solve(
            view.hand, known, grid=base, time_limit=self.time_limit,
            seed=self.rng.randrange(2**31), max_steps=self.max_steps, size=view.side.size(),
        )
        self.last_status = solution.status
        intended = solution.grid
        if intended == base:
            return None  # nothing it can place: wait for new tiles (or the end)
        swaps = [(a, b) for a, b in swaps
                 if a in intended and b in intended
                 and intended[a] == base.get(a) and intended[b] == base.get(b)]
        new = [p for p in intended if intended[p] != base.get(p)]
        moved = sum(1 for p in base if base[p] != intended.get(p))
        if self.skill.errs(self.rng) and new:
            slip = _slip(intended, new, self.rng)
            if slip is not None:
                swaps.append(slip)
        grid = _swapped(intended, swaps)
        self._slip = (grid, intended, swaps) if swaps else None
        difficulty = (len(new) * _rarity(known, base, intended) * PLACE_SECONDS
                      + moved * MOVE_SECONDS
                      + solution.steps / 100 * THINK_SECONDS) / PLACE_SECONDS
        at = now + self.skill.delay(self.rng, PLACE_SECONDS, max(difficulty, 0.25))
        return Plan(at, Arrange(view.player, grid, at))


def _rarity(lexicon: Lexicon, old: Grid, new: Grid) -> float:
    """Mean rarity of the words in ``new`` that were not in ``old``."""
    before = {cells for _, cells in runs(old.cells)}
    fresh = [cells for _, cells in runs(new.cells) if cells not in before]
    if not fresh:
        return 1.0
    levels = []
    for cells in fresh:
        text = "".join(new[p] for p in cells).lower()
        levels.append(rarity(lexicon.level(text) if WILD not in text else None))
    return sum(levels) / len(levels)


def _slip(grid: Grid, new: list[Position], rng: random.Random) -> tuple[Position, Position] | None:
    """Two tiles to swap, at least one of them just placed: a slip of the hand."""
    cells: Mapping[Position, str] = grid.cells
    first = new[rng.randrange(len(new))]
    others = [p for p in sorted(cells) if cells[p] != cells[first]]
    if not others:
        return None
    return first, others[rng.randrange(len(others))]


def _swapped(grid: Grid, swaps: list[tuple[Position, Position]]) -> Grid:
    if not swaps:
        return grid
    cells = dict(grid.cells)
    for a, b in swaps:
        cells[a], cells[b] = cells[b], cells[a]
    return Grid(cells)


__all__ = ["CALL_SECONDS", "MOVE_SECONDS", "PLACE_SECONDS", "RETHINKS", "THINK_SECONDS", "Bot"]
