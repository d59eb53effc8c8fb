"""The runner, the agents' time model and RoundResult, on a toy game defined here.

The toy game, "first to ten": players add points with ``Add`` actions; the game itself ends the
round with a ``Whistle`` at its time limit. The first player to reach the target wins at once.
"""

from __future__ import annotations

import dataclasses
import random
import statistics
from dataclasses import dataclass
from typing import Any

import pytest

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit.agents import SKILLS, Skill, rarity
from wordgames.kit.protocol import GAME, Event, Forgetful, Plan, RoundResult
from wordgames.play.runner import RoundDidNotEnd, simulate_round


@dataclass(frozen=True)
class Add:
    player: int
    amount: int
    at: float


@dataclass(frozen=True)
class Whistle:
    at: float


@dataclass(frozen=True)
class Points:
    total: int
    moves: int
    history: tuple[int, ...] = ()


@dataclass(frozen=True)
class Toy:
    totals: tuple[int, ...]
    events: tuple[Event, ...] = ()
    ended: bool = False


@dataclass(frozen=True)
class ToyGame:
    target: int = 10
    limit: float | None = 60.0

    def new_round(self, players: int, rng: random.Random) -> Toy:
        return Toy(totals=(0,) * players)

    def apply(self, state: Toy, action: Any) -> Toy:
        if state.ended:
            raise IllegalAction("the round is over")
        if isinstance(action, Whistle):
            return dataclasses.replace(
                state, ended=True, events=(*state.events, Event(action.at, GAME, action)))
        if not isinstance(action, Add) or not 1 <= action.amount <= 3:
            raise IllegalAction(f"one may add 1 to 3 points, not {action!r}")
        totals = list(state.totals)
        totals[action.player] += action.amount
        return Toy(tuple(totals), (*state.events, Event(action.at, action.player, action)),
                   ended=max(totals) >= self.target)

    def view(self, state: Toy, player: int) -> tuple[int, int]:
        return player, state.totals[player]

    def scheduled(self, state: Toy) -> Plan | None:
        return None if self.limit is None else Plan(self.limit, Whistle(self.limit))

    def result(self, state: Toy) -> RoundResult | None:
        if not state.ended:
            return None
        best = max(state.totals)
        moves = [sum(1 for e in state.events if e.player == p) for p in range(len(state.totals))]
        return RoundResult(
            "toy",
            scores=state.totals,
            winners=tuple(p for p, t in enumerate(state.totals) if t == best),
            breakdowns=tuple(Points(t, m, (t,)) for t, m in zip(state.totals, moves, strict=True)),
            events=state.events,
            seconds=state.events[-1].at if state.events else 0.0,
        )


@dataclass
class Steady(Forgetful):
    """Adds ``amount`` ``every`` seconds after its previous move; keeps its plan meanwhile.

    The runner asks again after every change of state, so an agent that replanned from ``now``
    each time would never act while others do: it remembers its plan until its total changes.
    """

    every: float
    amount: int = 1
    seen: list[float] = dataclasses.field(default_factory=list)
    pending: tuple[int, Plan] | None = None

    def plan(self, view: Any, now: float) -> Plan | None:
        seat, total = view
        self.seen.append(now)
        if self.pending is None or self.pending[0] != total:
            self.pending = (total, Plan(now + self.every, Add(seat, self.amount, now + self.every)))
        return self.pending[1]


@dataclass
class Late(Forgetful):
    """Plans for five seconds ago: the runner must apply it now, not in the past."""

    def plan(self, view: Any, now: float) -> Plan | None:
        seat, _ = view
        return Plan(now - 5.0, Add(seat, 1, now - 5.0))


class Idle(Forgetful):
    def plan(self, view: Any, now: float) -> Plan | None:
        return None


def test_faster_agent_wins_and_clock_runs_forward() -> None:
    state, result = simulate_round(ToyGame(), [Steady(2.0), Steady(3.0, amount=2)],
                                   random.Random(1))
    # Seat 1 scores 2 per 3 s (10 at 15 s); seat 0 scores 1 per 2 s (10 only at 20 s).
    assert result.winners == (1,) and result.scores == (7, 10)
    assert result.seconds == 15.0
    times = [e.at for e in result.events]
    assert times == sorted(times)
    assert [e.at for e in result.events if e.player == 1] == [3.0, 6.0, 9.0, 12.0, 15.0]
    assert state.ended


def test_game_event_ends_the_round() -> None:
    _, result = simulate_round(ToyGame(target=100, limit=7.0), [Steady(2.0)], random.Random(1))
    assert result.events[-1] == Event(7.0, GAME, Whistle(7.0))
    assert result.scores == (3,)  # at 2, 4 and 6 seconds


def test_same_seed_same_round_ties_broken_by_seed() -> None:
    def order(seed: int) -> tuple[int, ...]:
        _, result = simulate_round(ToyGame(target=3), [Steady(1.0), Steady(1.0)],
                                   random.Random(seed))
        return tuple(e.player for e in result.events)

    assert all(order(s) == order(s) for s in range(5))
    assert len({order(s) for s in range(30)}) > 1  # both seats sometimes "heard first"


def test_plans_for_the_past_happen_now() -> None:
    _, result = simulate_round(ToyGame(target=3), [Steady(4.0), Late()], random.Random(2))
    assert all(e.at >= 0.0 for e in result.events)
    assert [e.at for e in result.events if e.player == 1] == [0.0, 0.0, 0.0]


def test_agents_as_mapping_and_given_state() -> None:
    game = ToyGame(target=5)
    start = Toy(totals=(4, 0))
    agent = Steady(1.0)
    _, result = simulate_round(game, {0: agent, 1: Idle()}, random.Random(3), state=start)
    assert result.scores == (5, 0) and result.seconds == 1.0
    assert agent.seen == [0.0]  # asked once: its first move ended the round


def test_illegal_plan_names_seat_and_time() -> None:
    with pytest.raises(IllegalAction, match=r"seat 1 planned an illegal action at 2\.00s: one"):
        simulate_round(ToyGame(), [Steady(3.0), Steady(2.0, amount=9)], random.Random(1))


def test_round_that_cannot_end() -> None:
    with pytest.raises(RoundDidNotEnd, match="no agent and no game event has anything left to do"):
        simulate_round(ToyGame(limit=None), [Idle()], random.Random(1))
    with pytest.raises(RoundDidNotEnd, match="still running after 4 steps"):
        simulate_round(ToyGame(target=100, limit=None), [Steady(1.0)], random.Random(1),
                       max_steps=4)


# -- RoundResult ------------------------------------------------------------------------------


def test_to_records_flattens_breakdowns() -> None:
    result = RoundResult("toy", scores=(3, 5, 1), winners=(1,),
                         breakdowns=(Points(3, 2, (1, 2)), {"total": 5, "bonus": 1}))
    assert result.to_records() == [
        {"game": "toy", "player": 0, "score": 3, "won": False, "total": 3, "moves": 2},
        {"game": "toy", "player": 1, "score": 5, "won": True, "total": 5, "bonus": 1},
        {"game": "toy", "player": 2, "score": 1, "won": False},
    ]
    odd = RoundResult("toy", scores=(1,), winners=(0,), breakdowns=(7,))
    assert odd.to_records()[0]["breakdown"] == 7
    typed = RoundResult("toy", scores=(1,), winners=(0,), breakdowns=(Points,))
    assert typed.to_records()[0]["breakdown"] is Points


def test_round_result_is_frozen_data() -> None:
    result = RoundResult("toy", scores=(1,), winners=(0,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.scores = (2,)  # type: ignore[misc]
    assert result == RoundResult("toy", scores=(1,), winners=(0,))


# -- agents -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"level": 45}, "skill level must be one of"),
        ({"speed": 0}, "speed must be positive"),
        ({"speed": float("nan")}, "speed must be positive"),
        ({"error_rate": 1.5}, r"error_rate must be in \[0, 1\]"),
        ({"spread": -0.1}, "spread must be >= 0"),
        ({"spread": float("nan")}, "spread must be >= 0"),
        ({"error_rate": float("nan")}, r"error_rate must be in \[0, 1\]"),
    ],
)
def test_skill_rejects_bad_values(kwargs: dict[str, float], message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        Skill(**kwargs)  # type: ignore[arg-type]


def test_named_skills() -> None:
    assert Skill.named("expert") is SKILLS["expert"]
    assert [Skill.named(n).level for n in ["beginner", "student", "adult", "expert"]] == [
        35, 50, 70, 80]
    with pytest.raises(InvalidInput, match="unknown skill 'wizard'; choose one of beginner"):
        Skill.named("wizard")


def test_delay_model() -> None:
    exact = Skill(speed=2.0, spread=0.0)
    assert exact.delay(random.Random(1), base=4.0, difficulty=3.0) == 6.0
    rng = random.Random(5)
    delays = [Skill(speed=2.0).delay(rng, base=4.0, difficulty=1.5) for _ in range(4001)]
    # The log-normal factor has median 1: the median delay is base * difficulty / speed.
    assert statistics.median(delays) == pytest.approx(3.0, rel=0.05)
    assert len(set(delays)) == len(delays)


def test_errs_draws_once() -> None:
    a, b = random.Random(9), random.Random(9)
    assert Skill(error_rate=0.0).errs(a) is False
    b.random()
    assert a.getstate() == b.getstate()
    assert Skill(error_rate=1.0).errs(a) is True
    rng = random.Random(3)
    rate = sum(Skill(error_rate=0.25).errs(rng) for _ in range(4000)) / 4000
    assert rate == pytest.approx(0.25, abs=0.03)


def test_rarity() -> None:
    assert [rarity(lv) for lv in (10, 45, 80)] == [1.0, 2.0, 3.0]
    assert rarity(None) == 2.0
