"""The live clock: a ``Table`` on a running asyncio loop, its ``GameClock``, people through
messages, and what the shared step refuses.

Every table here runs at high speed inside ``asyncio.run``; the assertions are about what
happened (events, states, results, messages), never about how long it took.
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

from tests.test_protocol import Add, ToyGame
from wordgames import GAMES
from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit.protocol import Plan
from wordgames.play.clock import GameClock
from wordgames.play.runner import Script, simulate_round
from wordgames.play.table import Table

SPEED = 1000.0


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=60))


async def until(test: Callable[[], bool]) -> None:
    while not test():
        await asyncio.sleep(0.002)


def simulated_first_round(name: str, seats: list[Any], seed: int) -> Any:
    """The first round of the same table on the simulated clock (people joined, no moves)."""
    table = Table(name, seats, seed=seed, clock="simulated")
    for seat in table.seats:
        if seat.kind == "person":
            table.join(seat.number)
    return table.play_round()


def test_a_refused_move_is_told_to_its_seat_and_the_round_goes_on() -> None:
    async def live() -> tuple[Table, dict[str, Any], dict[str, str]]:
        table = Table("myword", ["person", "adult", "adult"], seed=2, speed=SPEED)
        table.join(0, "Ana")
        table.start()
        await until(lambda: len(table.view_json(0)["view"]["table"]) >= 3)
        reply = table.send(0, {"type": "claim", "word": "cat", "cards": [9999, 9998]})
        notice = dict(table.seats[0].notice)
        await until(lambda: not table.playing)
        return table, reply, notice

    table, reply, notice = run(live())
    assert reply == {"ok": False, "error": "that card has just gone from the table"}
    assert notice == {"kind": "error", "text": "that card has just gone from the table"}
    assert table.failure is None and len(table.rounds) == 1
    assert sum(table.rounds[0].scores) > 0
    assert not any(e.player == 0 for e in table.rounds[0].events)


def test_an_action_for_another_seat_is_refused_by_the_step() -> None:
    script = Script([Plan(0.0, Add(player=1, amount=2, at=0.0))])
    with pytest.raises(IllegalAction, match="it is an action of player 1, not of seat 0"):
        simulate_round(ToyGame(limit=1.0), [script, Idle()], random.Random(1))


@dataclasses.dataclass
class Liar:
    """A MY WORD! bot that claims cards that are not on the table."""

    def plan(self, view: Any, now: float) -> Plan:
        from wordgames.myword import Claim

        return Plan(now + 1.0, Claim(player=view.player, cards=(999, 998, 997), word="cat",
                                     at=now + 1.0))


def test_an_illegal_bot_action_stops_the_live_table_loudly() -> None:
    with pytest.raises(IllegalAction, match="seat 0 planned an illegal action"):
        simulate_round(ToyGame(), [Greedy(amount=7), Idle()], random.Random(1))

    async def live() -> Table:
        table = Table("myword", [Liar(), "adult"], seed=1, speed=SPEED)
        table.start()
        await until(lambda: table.failure is not None)
        await asyncio.sleep(0.01)
        return table

    table = run(live())
    assert isinstance(table.failure, IllegalAction)
    assert "seat 0 planned an illegal action at 1.00s" in str(table.failure)
    assert table.seats[1].notice["text"].startswith("The game stopped because of an error")
    assert table.live.task is not None and table.live.task.done()
    assert not table.rounds


def test_a_failing_screen_stops_the_table_and_is_its_failure() -> None:
    def broken(table: Table) -> None:
        if table.events:
            raise ZeroDivisionError("drawing failed")

    async def live() -> Table:
        table = Table("myword", ["adult", "adult"], seed=1, speed=SPEED)
        table.listen(broken)
        table.start()
        await until(lambda: table.failure is not None)
        await until(lambda: table.live.task is not None and table.live.task.done())
        return table

    table = run(live())
    assert isinstance(table.failure, ZeroDivisionError)
    assert table.seats[0].notice["text"].endswith("drawing failed")
    assert table.live.task is not None and table.live.task.exception() is None  # told, not raised


def test_game_time_is_wall_time_times_speed_and_pause_stops_it() -> None:
    seats = ["person", "adult"]

    async def live() -> tuple[Table, float, float, float, dict[str, Any]]:
        table = Table("myword", seats, seed=4, speed=100.0)
        table.join(0, "Ana")
        started = time.monotonic()
        table.start()
        await until(lambda: len(table.events) >= 3)
        table.pause()
        held = table.now
        await asyncio.sleep(0.05)  # five game seconds, were the clock running
        after_pause = table.now
        refused = table.send(0, {"type": "claim", "word": "cat"})
        table.resume()
        await until(lambda: not table.playing)
        return table, held, after_pause, time.monotonic() - started, refused

    table, held, after_pause, wall, refused = run(live())
    assert after_pause == held > 0
    assert refused == {"ok": False, "error": "the game is paused"}
    result = table.rounds[0]
    assert wall >= result.seconds / 100.0 * 0.9  # never early (timers may fire a hair before)
    expected = simulated_first_round("myword", seats, seed=4)
    assert result.events == expected.events and result.scores == expected.scores


class Slow:
    """A bot that thinks ``seconds`` of wall time about every state after its first, and says
    when it has begun."""

    def __init__(self, bot: Any, seconds: float) -> None:
        self.bot, self.seconds = bot, seconds
        self.plans = 0
        self.thinking = threading.Event()

    def begin_round(self, view: Any, rng: random.Random) -> None:
        self.bot.begin_round(view, rng)

    def plan(self, view: Any, now: float) -> Any:
        self.plans += 1
        if self.plans >= 2:
            self.thinking.set()
            time.sleep(self.seconds)  # 50 ms of wall time is 50 game seconds at 1000x
        return self.bot.plan(view, now)


def test_no_game_time_passes_while_a_bot_thinks() -> None:
    """A person's move made while a slow bot thinks is made at the moment it thinks about."""
    slow = Slow(GAMES["fivetiers"].bot("adult"), seconds=0.05)

    async def live() -> tuple[Table, float]:
        table = Table("fivetiers", ["person", slow], seed=1, speed=SPEED)
        table.join(0, "Ana")
        table.start()
        await until(slow.thinking.is_set)
        seen = table.state.now
        assert {"I", "T"} <= set(table.view_json(0)["view"]["rack"])
        reply = table.send(0, {"type": "arrange", "words": ["it", None, None, None, None]})
        assert reply == {"ok": True}
        await until(lambda: not table.playing)
        return table, seen

    table, seen = run(live())
    events = table.rounds[0].events
    mine = [e for e in events if e.player == 0]
    assert [e.at for e in mine] == [seen] and seen > 0
    before = events[events.index(mine[0]) - 1]
    assert before.at == seen  # the state the bot was thinking about


def test_a_stopped_live_table_plays_on_from_where_it_stood() -> None:
    seats = ["adult", "student", "expert"]

    async def live() -> tuple[Table, int, int]:
        table = Table("myword", seats, seed=7, speed=SPEED)
        table.start()
        await until(lambda: len(table.events) >= 3)
        table.stop()
        await asyncio.sleep(0.02)
        stood = len(table.events)
        assert table.live.task is not None and table.live.task.done() and table.playing
        await asyncio.sleep(0.05)
        still = len(table.events)
        table.resume_live()
        await until(lambda: not table.playing)
        return table, stood, still

    table, stood, still = run(live())
    assert still == stood
    expected = simulated_first_round("myword", seats, seed=7)
    assert table.rounds[0].events == expected.events


def test_a_move_before_the_start_or_while_paused_is_refused() -> None:
    async def live() -> tuple[dict[str, Any], dict[str, Any], Table]:
        table = Table("myword", ["person", "adult"], seed=1, speed=SPEED)
        table.join(0, "Ana")
        early = table.send(0, {"type": "claim", "word": "cat"})
        table.start()
        table.pause()
        paused = table.send(0, {"type": "claim", "word": "cat"})
        table.resume()
        await until(lambda: not table.playing)
        return early, paused, table

    early, paused, table = run(live())
    assert early == {"ok": False, "error": "no round is being played: start the next round"}
    assert paused == {"ok": False, "error": "the game is paused"}
    # No call of Ana's got in (a free card she was owed is handed out by the rules).
    assert not any(e.player == 0 and type(e.action).__name__ == "Claim"
                   for e in table.rounds[0].events)


def test_a_live_table_needs_a_running_loop_and_a_positive_speed() -> None:
    table = Table("myword", ["adult", "adult"])
    with pytest.raises(RuntimeError, match="running asyncio loop"):
        table.start()
    assert table.round_number == 0 and not table.playing  # nothing half-started
    for speed in (0, -1.0, float("inf"), float("nan")):
        with pytest.raises(InvalidInput, match="speed must be a positive number"):
            Table("myword", ["adult", "adult"], speed=speed)


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

    class Listener:
        def __init__(self, label: str) -> None:
            self.label = label
            self.bot = GAMES["fivetiers"].bot("adult")

        def begin_round(self, view: Any, rng: random.Random) -> None:
            calls.append((self.label, rng.randrange(1000)))
            self.bot.begin_round(view, rng)

        def plan(self, view: Any, now: float) -> Any:
            return self.bot.plan(view, now)

    def seats() -> list[Any]:
        return [Listener("a"), Listener("b")]

    Table("fivetiers", seats(), seed=4, clock="simulated").play_round()

    async def live() -> None:
        table = Table("fivetiers", seats(), seed=4, speed=SPEED)
        table.start()
        await until(lambda: not table.playing)

    run(live())
    assert [label for label, _ in calls] == ["a", "b", "a", "b"]
    assert calls[:2] == calls[2:]


# -- toy agents ---------------------------------------------------------------------------------


@dataclasses.dataclass
class Greedy:
    """Adds ``amount`` every ``every`` game seconds."""

    amount: int = 1
    every: float = 1.0

    def plan(self, view: tuple[int, int], now: float) -> Plan:
        seat, _ = view
        at = now + self.every
        return Plan(at, Add(seat, self.amount, at))


class Idle:
    def plan(self, view: Any, now: float) -> None:
        return None


class WatchedTable(Table):
    """A table that notes the thread each seat's agent is changed on."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.swapped_on: list[int] = []
        super().__init__(*args, **kwargs)

    def _swap_agent(self, seat: int, bot: bool) -> random.Random:
        self.swapped_on.append(threading.get_ident())
        return super()._swap_agent(seat, bot)


class ThreadNoting(Slow):
    """A slow bot that notes the threads it thinks on."""

    def __init__(self, bot: Any, seconds: float) -> None:
        super().__init__(bot, seconds)
        self.threads: set[int] = set()

    def plan(self, view: Any, now: float) -> Any:
        self.threads.add(threading.get_ident())
        return super().plan(view, now)


def test_seats_change_on_the_loop_while_a_bot_thinks_in_the_executor() -> None:
    """A person leaving and coming back while a bot thinks off the loop: the seat's agent is
    changed on the loop (the table's state changes only there), the bot's thinking in the
    executor, and both changes are recorded in order."""
    slow = ThreadNoting(GAMES["fivetiers"].bot("adult"), seconds=0.05)

    async def live() -> tuple[WatchedTable, int, list[bool]]:
        table = WatchedTable("fivetiers", ["person", slow], seed=1, speed=SPEED)
        table.join(0, "Ana")
        table.start()
        await until(slow.thinking.is_set)  # the executor is thinking now
        table.leave(0, stand_in=True)
        await until(lambda: table.seats[0].standing_in and bool(table.swapped_on))
        await until(lambda: not table.playing or len(table.round_log().changes) >= 1)
        table.join(0)
        changes = [] if table.round_log() is None else [
            c.bot for c in table.round_log().changes]
        await until(lambda: not table.playing)
        return table, threading.get_ident(), changes

    table, loop_thread, changes = run(live())
    assert table.swapped_on and set(table.swapped_on) == {loop_thread}
    assert slow.threads - {loop_thread}  # the bot thought off the loop
    assert changes == [True]
    assert table.failure is None and len(table.rounds) == 1
