"""The live clock: LiveRound on a running asyncio loop, people as agents, and its replay.

Every round here runs at high speed inside ``asyncio.run``; the assertions are about what
happened (events, states, results, messages), never about how long it took.
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import time
from typing import Any

import pytest

from tests.test_protocol import Add, ToyGame
from wordgames import fivetiers, myword, wordstorm
from wordgames.errors import IllegalAction, InvalidInput
from wordgames.protocol import Plan
from wordgames.runner import (
    GameClock,
    HumanAgent,
    LiveRound,
    simulate_round,
)

GAMES: dict[str, Any] = {"myword": myword, "fivetiers": fivetiers, "wordstorm": wordstorm}
SPEED = 1000.0


def bots(name: str, seeds: range) -> list[Any]:
    return [GAMES[name].Bot("adult", seed=s) for s in seeds]


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=60))


def test_a_refused_human_action_is_reported_and_the_round_goes_on() -> None:
    game = myword.Game()
    refused: list[tuple[Any, str]] = []
    human = HumanAgent(on_reject=lambda action, reason: refused.append((action, reason)))
    errors: list[BaseException] = []

    async def live() -> LiveRound:
        round_ = LiveRound(game, [human, *bots("myword", range(1, 3))], random.Random(2),
                           speed=SPEED, on_error=errors.append).start()
        await round_.changed(0)  # the round has begun
        human.submit(myword.Claim(player=0, cards=(999, 998, 997), word="cat"))
        await round_.finished
        return round_

    played = run(live())
    assert errors == []
    assert len(refused) == 1
    action, reason = refused[0]
    assert action.cards == (999, 998, 997)
    assert "not on the table" in reason
    assert played.result is not None and sum(played.result.scores) > 0


def test_an_action_for_another_seat_is_refused() -> None:
    refused: list[str] = []
    human = HumanAgent(on_reject=lambda action, reason: refused.append(reason))

    async def live() -> None:
        round_ = LiveRound(ToyGame(limit=1.0), [human, Idle()], random.Random(1),
                           speed=SPEED).start()
        await round_.changed(0)
        human.submit(Add(player=1, amount=2, at=0.0))
        await round_.finished

    run(live())
    assert refused == ["it is an action of player 1, not of seat 0"]


def test_an_illegal_bot_action_stops_the_round_loudly() -> None:
    errors: list[BaseException] = []

    async def live() -> LiveRound:
        round_ = LiveRound(ToyGame(), [Greedy(amount=7), Idle()], random.Random(1),
                           speed=SPEED, on_error=errors.append).start()
        with pytest.raises(IllegalAction, match="seat 0 planned an illegal action"):
            await round_.finished
        return round_

    played = run(live())
    assert len(errors) == 1 and "one may add 1 to 3 points" in str(errors[0])
    assert played.result is None and played.done


def test_an_error_in_on_change_reaches_on_error() -> None:
    errors: list[BaseException] = []

    def broken(state: Any) -> None:
        raise ZeroDivisionError("drawing failed")

    async def live() -> None:
        round_ = LiveRound(ToyGame(), [Greedy(), Idle()], random.Random(1), speed=SPEED,
                           on_change=broken, on_error=errors.append).start()
        with pytest.raises(ZeroDivisionError):
            await round_.finished

    run(live())
    assert [str(e) for e in errors] == ["drawing failed"]


def test_game_time_is_wall_time_times_speed_and_pause_stops_it() -> None:
    async def live() -> tuple[float, float, float, list[float]]:
        round_ = LiveRound(ToyGame(limit=None), [Greedy(every=1.0), Idle()], random.Random(1),
                           speed=100.0).start()
        await round_.changed(0)
        started = time.monotonic()
        while round_.version < 3:  # two moves, each due one game second (10 ms) after the last
            await round_.changed(round_.version)
        elapsed = time.monotonic() - started
        round_.pause()
        held = round_.now
        await asyncio.sleep(0.05)  # five game seconds, were the clock running
        after_pause = round_.now
        round_.resume()
        await round_.finished
        return elapsed, held, after_pause, [e.at for e in round_.state.events]

    elapsed, held, after_pause, times = run(live())
    assert elapsed >= 0.02 * 0.9  # never early (asyncio timers may fire a hair before)
    assert after_pause == held
    assert times == [float(t) for t in range(1, 11)]


def test_no_game_time_passes_while_a_bot_thinks() -> None:
    """A person acting while a slow bot thinks acts at the moment the bot is thinking about."""
    human = HumanAgent()
    slow = Greedy(every=1.0, thinking=0.05)  # 50 ms of wall time is 50 game seconds at 1000x

    async def live() -> LiveRound:
        round_ = LiveRound(ToyGame(limit=None), [slow, human], random.Random(1),
                           speed=SPEED).start()
        while not round_.thinking:
            await asyncio.sleep(0.001)
        human.submit(Add(player=1, amount=1, at=123.0))
        await round_.finished
        return round_

    played = run(live())
    person = [e for e in played.state.events if e.player == 1]
    assert [e.at for e in person] == [0.0]
    assert [e.at for e in played.state.events if e.player == 0][:2] == [1.0, 2.0]


def test_a_new_round_for_the_same_owner_stops_the_old_one() -> None:
    async def live() -> tuple[Any, Any, bool]:
        first = LiveRound(ToyGame(limit=None), [Greedy(every=5.0), Idle()], random.Random(1),
                          owner="cell 3").start()
        second = LiveRound(ToyGame(limit=None), [Greedy(every=5.0), Idle()], random.Random(1),
                           speed=SPEED, owner="cell 3").start()
        old = await first.finished
        new = await second.finished
        return old, new, first.done

    old, new, done = run(live())
    assert old is None and done
    assert new is not None and new.scores == (10, 0)


def test_stop_ends_the_round_with_no_result() -> None:
    async def live() -> tuple[Any, LiveRound]:
        round_ = LiveRound(ToyGame(limit=None), [Greedy(every=5.0), Idle()], random.Random(1),
                           speed=10.0).start()
        await round_.changed(0)
        round_.stop()
        return await round_.finished, round_

    result, round_ = run(live())
    assert result is None and round_.result is None and round_.done


def test_submitting_when_paused_or_before_the_start_is_refused() -> None:
    refused: list[str] = []
    human = HumanAgent(on_reject=lambda action, reason: refused.append(reason))
    human.submit(Add(player=0, amount=1, at=0.0))

    async def live() -> None:
        round_ = LiveRound(ToyGame(limit=1.0), [human, Idle()], random.Random(1),
                           speed=SPEED).start()
        await round_.changed(0)
        round_.pause()
        human.submit(Add(player=0, amount=1, at=0.0))
        round_.resume()
        await round_.finished

    run(live())
    assert refused == ["no round is running", "the game is paused"]


def test_start_needs_a_running_loop_and_speed_must_be_positive() -> None:
    with pytest.raises(RuntimeError, match="running asyncio loop"):
        LiveRound(ToyGame(), [Idle(), Idle()], random.Random(1)).start()
    for speed in (0, -1.0, float("inf"), float("nan")):
        with pytest.raises(InvalidInput, match="speed must be a positive number"):
            LiveRound(ToyGame(), [Idle(), Idle()], random.Random(1), speed=speed)


def test_game_clock_holds_for_every_reason_until_all_are_released() -> None:
    ticks = iter([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
    clock = GameClock(speed=10.0, wall=lambda: next(ticks))
    clock.release("start")  # wall 0
    clock.hold("paused")  # wall 1: game 10
    clock.hold("thinking")
    clock.release("paused")
    assert not clock.running and clock.now() == 10.0
    clock.release("thinking")  # wall 2
    assert clock.now() == 20.0  # wall 3


def test_begin_round_is_called_on_every_agent_in_seat_order_by_both_clocks() -> None:
    calls: list[tuple[str, int]] = []

    @dataclasses.dataclass
    class Listener(Greedy):
        label: str = ""

        def begin_round(self, view: Any, rng: random.Random) -> None:
            calls.append((self.label, rng.randrange(1000)))

    def agents() -> list[Any]:
        return [Listener(label="a"), Listener(label="b")]

    simulate_round(ToyGame(), agents(), random.Random(4))

    async def live() -> None:
        await LiveRound(ToyGame(), agents(), random.Random(4), speed=SPEED).start().finished

    run(live())
    assert [label for label, _ in calls] == ["a", "b", "a", "b"]
    assert calls[:2] == calls[2:]


# -- toy agents ---------------------------------------------------------------------------------


@dataclasses.dataclass
class Greedy:
    """Adds ``amount`` every ``every`` game seconds; ``thinking`` wall seconds per plan."""

    amount: int = 1
    every: float = 1.0
    thinking: float = 0.0

    def plan(self, view: tuple[int, int], now: float) -> Plan:
        if self.thinking:
            time.sleep(self.thinking)  # a slow bot, as the solvers can be (runs off the loop)
        seat, _ = view
        at = now + self.every
        return Plan(at, Add(seat, self.amount, at))


class Idle:
    def plan(self, view: Any, now: float) -> None:
        return None


def test_a_submit_from_another_thread_is_taken_on_the_rounds_loop() -> None:
    """JupyterLab may run widget callbacks on a kernel subshell's thread."""
    import threading

    human = HumanAgent()

    async def live() -> LiveRound:
        round_ = LiveRound(ToyGame(limit=None), [Greedy(every=5.0), human], random.Random(1),
                           speed=SPEED).start()
        await round_.changed(0)
        thread = threading.Thread(target=human.submit, args=(Add(player=1, amount=3, at=0.0),))
        thread.start()
        thread.join()
        await round_.finished
        return round_

    played = run(live())
    assert [e.action.amount for e in played.state.events if e.player == 1] == [3]


class Counting:
    """A bot that notes each state it planned for (by its event count) and does what ``bot``
    does."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.planned: list[int] = []

    def begin_round(self, view: Any, rng: random.Random) -> None:
        self.bot.begin_round(view, rng)

    def plan(self, view: Any, now: float) -> Any:
        self.planned.append(view.dealt)
        return self.bot.plan(view, now)


def test_a_state_is_shown_once_the_bots_have_planned_for_it_but_a_persons_at_once() -> None:
    """So a person acting on what the screen shows never waits for the bots' thinking."""
    game = myword.Game()
    counting = Counting(myword.Bot("adult", seed=1))
    human = HumanAgent()
    shown: list[tuple[int, int, bool]] = []  # cards dealt, states the bot had planned, whose

    def changed(state: Any) -> None:
        last = state.events[-1].player if state.events else None
        shown.append((game.view(state, 1).dealt, len(counting.planned), last == 0))

    async def live() -> None:
        round_ = LiveRound(game, [human, counting], random.Random(3), speed=SPEED,
                           on_change=changed).start()
        while len(round_.state.table) < 3:
            await round_.changed(round_.version)
        human.submit(myword.Claim(player=0, cards=(), word="cat"))  # refused: no cards
        await round_.finished

    run(live())
    for dealt, planned, person in shown:
        if not person:  # the deal and every game or bot move: the bot has seen it first
            assert counting.planned[:planned].count(dealt) >= 1
    assert shown[0] == (0, 1, False)
