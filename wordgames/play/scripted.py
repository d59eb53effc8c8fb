"""A person played by a bot's brain through the table's messages, as a person at a screen
would: for tests, demonstrations and benchmarks, on either clock.

The brain is asked for its plan once per change of the table; when its moment comes before the
next move of anyone else (a tie goes to the others, as for a person), the move is sent as the
message a screen would send (``INFO.message_of``). On the simulated clock the table's clock is
moved there (:func:`play_round_as`); on the live clock the brain thinks off the loop and the
move is sent when the table's clock shows its moment (:func:`play_live_round_as`).

>>> from wordgames.myword import Bot
>>> from wordgames.play.table import Table
>>> table = Table("myword", ["person", "adult"], seed=2, clock="simulated")
>>> table.join(0, "Ana")
>>> result = play_round_as(table, {0: Bot("expert")})
>>> result.scores == table.rounds[-1].scores, table.playing
(True, False)

Live, inside the running loop (a notebook's, or ``asyncio.run``'s)::

    table = Table("myword", ["person", "adult"], seed=2, speed=50.0)
    table.join(0, "Ana")
    result = await play_live_round_as(table, {0: Bot("expert")})
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import random
from collections.abc import Mapping
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.protocol import Agent, Plan, RoundResult
from wordgames.kit.seeding import derive_seed
from wordgames.play.table import Table


def _begin(table: Table, brains: Mapping[int, Agent]) -> int:
    """Deal the next round if none is in play, and begin each brain on it; the round's number.
    """
    if not table.playing:
        table.start()
    number = table.round_number
    for seat, brain in brains.items():
        if table.seats[seat].kind != "person":
            raise InvalidInput(f"seat {seat} is a bot's seat")
        begin = getattr(brain, "begin_round", None)
        if begin is not None:
            begin(table.game.view(table.state, seat),
                  random.Random(derive_seed(table.seed, "brain", number, seat)))
    return number


def _plans(table: Table, brains: Mapping[int, Agent], state: Any) -> dict[int, Plan]:
    """Each brain's plan at ``state``."""
    plans = {}
    for seat, brain in brains.items():
        plan = brain.plan(table.game.view(state, seat), state.now)
        if plan is not None:
            plans[seat] = plan
    return plans


def _first(plans: Mapping[int, Plan]) -> tuple[int, Plan] | None:
    return min(plans.items(), key=lambda item: (item[1].at, item[0]), default=None)


def play_round_as(table: Table, brains: Mapping[int, Agent], max_steps: int = 100_000,
                  ) -> RoundResult:
    """Play the table's round in play (dealing the next one if none is) to its end, on the
    simulated clock, with ``brains[seat]`` deciding for each person's seat given."""
    if table.clock != "simulated":
        raise InvalidInput("play_round_as plays a table on the simulated clock")
    number = _begin(table, brains)
    plans: dict[int, Plan] = {}
    asked_at = -1
    for _ in range(max_steps):
        if not table.playing or table.round_number != number:
            return table.rounds[-1]
        events = len(table.events)
        if events != asked_at:
            asked_at = events
            plans = _plans(table, brains, table.state)
        due = table.next_move_at()
        mine = _first(plans)
        if mine is not None and (due is None or mine[1].at < due):
            seat, plan = mine
            del plans[seat]
            table.run_until(max(plan.at, table.now))
            if len(table.events) == events:  # nothing else happened meanwhile: act
                table.send(seat, table.info.message_of(plan.action))
            continue
        if due is None:
            if not plans:
                raise InvalidInput("the round cannot end: nobody has anything left to do")
            continue
        table.run_until(due)
    raise InvalidInput(f"round still running after {max_steps} steps")


async def play_live_round_as(
    table: Table, brains: Mapping[int, Agent], *,
    executor: concurrent.futures.Executor | None = None,
) -> RoundResult:
    """Play the live table's round in play (dealing the next one if none is) to its end, with
    ``brains[seat]`` deciding for each person's seat given, on the running loop.

    The brains think in ``executor`` (so the loop stays free) about the state as it is; when a
    plan's moment comes on the table's clock and nothing has happened meanwhile, its move is
    sent. The moves land when the table's clock says, not when the brain planned them, so the
    round is the one the log of the people's moves replays, not a simulated round of the same
    brains. A failure inside the table (``Table.failure``) is raised here.
    """
    if table.clock != "live":
        raise InvalidInput("play_live_round_as plays a table on the live clock")
    number = _begin(table, brains)
    loop = asyncio.get_running_loop()
    news = asyncio.Event()

    def heard(_: Table) -> None:
        news.set()

    def playing() -> bool:
        return table.playing and table.round_number == number and table.failure is None

    async def until_news(timeout: float | None = None) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(news.wait(), timeout)
        news.clear()

    table.listen(heard)
    try:
        while playing():
            events = len(table.events)
            plans = await loop.run_in_executor(executor, _plans, table, brains, table.state)
            mine = _first(plans)
            while playing() and len(table.events) == events:
                if mine is None or table.paused:
                    await until_news()
                    continue
                seat, plan = mine
                ahead = plan.at - table.now
                if ahead > 0:
                    await until_news(ahead / table.speed)
                    continue
                # Applied, or refused (told to the seat): either way wait for the next move.
                table.send(seat, table.info.message_of(plan.action))
                mine = None
    finally:
        table.unlisten(heard)
    if table.failure is not None:
        raise table.failure
    if len(table.rounds) < number:
        raise InvalidInput(f"round {number} was not played to its end: the match was "
                           f"{table.ended_by}")
    return table.rounds[number - 1]


__all__ = ["play_live_round_as", "play_round_as"]
