"""The live driver of a table: one asyncio task that plays the round in play on the wall clock
(:class:`~wordgames.play.clock.GameClock`: game seconds are wall seconds times a speed), thinking in
the loop's default executor (see :mod:`wordgames.play.table`).

Where state changes: on the event loop, always. The executor runs only the bots' thinking
(:meth:`RoundInPlay.think`, and a new agent's start, :meth:`RoundInPlay.seat_agent`), which
changes the round's plans and its agents' memories; the task awaits each thought before it
reads them, and nothing on the loop touches those meanwhile (a person's move only joins their
own queue, which no bot reads). Seat changes asked for meanwhile (``join``, ``leave``) wait in
the table's list on the loop and are settled by the task, on the loop, between two thoughts;
a hint is looked for off the loop and told back on it (:mod:`wordgames.play.table_extras`). So the
table needs no lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING

from wordgames.errors import IllegalAction
from wordgames.play.clock import GameClock

if TYPE_CHECKING:
    from wordgames.play.table import Table
    from wordgames.play.table_round import RoundInPlay

log = logging.getLogger(__name__)

#: Strong references to the tables' running tasks: the loop keeps only weak ones.
_TASKS: set[asyncio.Task[None]] = set()


class LiveDriver:
    """Plays ``table``'s rounds on the live clock (one task per round in play; see the module
    docstring). The clock is held while paused, while nobody is at the table and while the bots
    think."""

    def __init__(self, table: Table, speed: float) -> None:
        self.table = table
        self.clock = GameClock(speed)
        self.task: asyncio.Task[None] | None = None
        self._wake: asyncio.Event | None = None
        #: since when (monotonic seconds) no person has been at the table (None: someone is)
        self.empty_since: float | None = time.monotonic()

    @property
    def running(self) -> bool:
        """The clock runs (the round has begun, the bots have planned for the state, and
        nothing holds it: not paused, somebody at the table)."""
        return self.clock.running

    @property
    def has_task(self) -> bool:
        """A task was started (it settles the seat changes asked for)."""
        return self.task is not None

    def pause(self) -> None:
        self.clock.hold("paused")
        self.wake_up()

    def resume(self) -> None:
        self.clock.release("paused")
        self.wake_up()

    def people_changed(self, present: int, *, came: bool) -> None:
        """A person came to the table (``came``) or left it, ``present`` being there now: the
        clock is held while nobody is, and the table ends after ``abandon_after`` so."""
        if came:
            self.empty_since = None
        elif not present:
            self.empty_since = time.monotonic()
        self.hold_if_empty()

    def hold_if_empty(self) -> None:
        table = self.table
        if not any(s.kind == "person" for s in table.seats):
            return
        if table.people_present:
            self.clock.release("empty")
        else:
            self.clock.hold("empty")
        self.wake_up()

    def wake_up(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def run(self) -> None:
        """Play the round in play (on the running loop): start the task, or wake it."""
        loop = running_loop()
        if self.task is not None and not self.task.done():
            self.wake_up()
            return
        self._wake = asyncio.Event()
        self.task = loop.create_task(self._play(), name="wordgames table")
        _TASKS.add(self.task)
        self.task.add_done_callback(_TASKS.discard)

    def stop(self) -> None:
        """Stop the task (the table keeps its state; a start or a restore goes on)."""
        if self.task is not None and not self.task.done():
            self.task.cancel()

    def measure(self, tick: float | None) -> None:
        """Count the work on the loop since ``tick`` (None: nothing to count)."""
        if tick is not None:
            self.table.longest_step = max(self.table.longest_step, time.perf_counter() - tick)

    async def _think(self, round_: RoundInPlay) -> None:
        """The plans for the state, then each seat change asked for, settled here on the loop
        with the new agent's thinking in the executor."""
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, round_.think)
        table = self.table
        while round_ is table._round and round_.result is None:
            change = table._next_change()
            if change is None:
                break
            await loop.run_in_executor(None, round_.seat_agent, *change)

    async def _play(self) -> None:
        table, clock = self.table, self.clock
        assert self._wake is not None
        self.hold_if_empty()
        tick: float | None = time.perf_counter()  # None while awaiting: no work of ours
        try:
            while table._round is not None:
                round_ = table._round
                if round_.found is None or table._pending:
                    # The bots think, and the new state is judged, off the loop.
                    clock.hold("thinking")
                    self.measure(tick)
                    tick = None
                    await self._think(round_)
                    tick = time.perf_counter()
                    if round_ is not table._round:
                        continue
                if round_.result is not None:  # judged by the thinking
                    table._finish()
                    break
                if clock.held("thinking"):
                    clock.set(round_.now)
                    clock.release("start")
                    clock.release("thinking")
                self._wake.clear()
                offer = round_.due()
                if offer is not None and offer.plan.at <= clock.now():
                    if round_.apply(offer):
                        clock.hold("thinking")
                        clock.set(round_.now)
                        table._changed()
                    continue
                wait = None
                if offer is not None and clock.running:
                    wait = clock.wall_seconds(offer.plan.at - clock.now())
                if table.abandon_after is not None and self.empty_since is not None:
                    left = table.abandon_after - (time.monotonic() - self.empty_since)
                    if left <= 0:
                        table._drop_round("abandoned")
                        break
                    wait = left if wait is None else min(wait, left)
                self.measure(tick)
                tick = None
                with contextlib.suppress(TimeoutError):  # the next move is due
                    await asyncio.wait_for(self._wake.wait(), wait)
                tick = time.perf_counter()
        except asyncio.CancelledError:
            raise
        except Exception as err:  # a bug in a bot or the game: the table says so and stops
            table.failure = err
            for seat in table.seats:
                seat.notice = {"kind": "error",
                               "text": f"The game stopped because of an error inside it: {err}"}
            try:
                table._changed()
            except Exception:  # a screen that failed drawing fails again: the task ends
                log.exception("a listener failed while told of %r", err)
        finally:
            self.measure(tick)


def running_loop() -> asyncio.AbstractEventLoop:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        raise RuntimeError(
            "a live table runs on a running asyncio loop (a Jupyter kernel has one; in a "
            "script, start it inside asyncio.run), or make it with clock='simulated'") from None


def needs_live(table: Table, what: str) -> LiveDriver:
    """``table``'s live driver, or why ``what`` is not for a simulated clock."""
    if table.live is None:
        raise IllegalAction(what)
    return table.live


__all__ = ["LiveDriver", "needs_live", "running_loop"]
