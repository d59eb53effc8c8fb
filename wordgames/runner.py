"""The clocks: a round played in simulated time, or live on the wall clock, by one shared step.

After every change of state each agent is asked for its plan (what and when); the game's own
``scheduled`` event (a deal, a timer) competes with them. The earliest plan is applied (that is
:func:`step`, the one step both clocks use); plans at exactly the same moment are ordered by a
seeded draw (the dealer "hears one first"). A plan for the past is applied now: nobody acts
before the clock.

- :func:`simulate_round` runs the steps back to back: game time jumps to the next plan.
- :class:`LiveRound` runs them on the running asyncio loop (in Jupyter, the kernel's): game time
  is wall time times ``speed``; it stops while paused and while a bot is still thinking about the
  current state, so bots alone give exactly :func:`simulate_round`'s round at any speed.

A person is one more agent, a :class:`Person`: a :class:`HumanAgent` whose actions come from a
screen (``human.submit(action)``), or a :class:`Script` of actions fixed in advance, as when a
live round is replayed::

    live = LiveRound(game, [human, bot1, bot2], random.Random(7), speed=1.0)
    live.start()                      # one task on the running loop; returns at once
    human.submit(Claim(...))          # from a widget callback
    result = await live.finished      # the RoundResult (None if stopped)

A person's plan is theirs the moment it is made and draws nothing: among plans for the same
moment it comes after the others (the person acted when the clock showed that moment, after
whatever was due then). So the same seed gives the same round whether the person's actions
arrive live or from a script.

>>> import asyncio, random
>>> from wordgames.myword import Bot, Game
>>> def bots():
...     return [Bot("adult", seed=s) for s in range(3)]
>>> async def live_round():
...     return await LiveRound(Game(), bots(), random.Random(5), speed=1000).start().finished
>>> asyncio.run(live_round()) == simulate_round(Game(), bots(), random.Random(5))[1]
True
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import dataclasses
import logging
import math
import random
import time
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any

from wordgames.errors import IllegalAction, InvalidInput, WordgamesError
from wordgames.protocol import GAME, Agent, Event, Game, Plan, RoundResult

log = logging.getLogger(__name__)


class RoundDidNotEnd(RuntimeError):
    """The runner's safety limit: a round that neither ends nor has anything left to do."""


# -- people -------------------------------------------------------------------------------------


class Person:
    """An agent whose actions are decided outside the runner: a person at a screen, or a script.

    Its plans are a queue: ``plan`` offers the first one; the runner calls :meth:`applied` once
    it is applied and :meth:`rejected` if the game refused it. A person's plan loses a tie to the
    others' plans for the same moment and draws nothing from the round's stream.
    """

    def __init__(self) -> None:
        self.queue: deque[Plan] = deque()

    def begin_round(self, view: Any, rng: random.Random) -> None:
        """A person brings no chance of their own to the round: nothing to do."""

    def plan(self, view: Any, now: float) -> Plan | None:
        """The person's next action, if they have made one."""
        return self.queue[0] if self.queue else None

    def applied(self, plan: Plan) -> None:
        """The runner applied ``plan`` (the first of the queue)."""
        self.queue.popleft()

    def rejected(self, plan: Plan, reason: str) -> None:
        """The game refused ``plan``; a script is a bug then (a person is not: see HumanAgent)."""
        raise IllegalAction(reason)


class Script(Person):
    """A person whose actions are given in advance, in order, as plans.

    >>> Script([Plan(1.5, "first"), Plan(4.0, "second")]).plan(None, 0.0)
    Plan(at=1.5, action='first')
    """

    def __init__(self, plans: Iterable[Plan] = ()) -> None:
        super().__init__()
        self.queue.extend(plans)

    @classmethod
    def of(cls, log: RoundResult | Iterable[Event], seat: int) -> Script:
        """The actions of ``seat`` in a round's event log (or a ``RoundResult``), to replay it."""
        events = log.events if isinstance(log, RoundResult) else log
        return cls(Plan(e.at, e.action) for e in events if e.player == seat)


class HumanAgent(Person):
    """The person at a screen: the screen turns a click into an action and calls :meth:`submit`.

    The action is stamped with the moment of the live round's clock it was submitted at. An
    action the game refuses is dropped and ``on_reject(action, reason)`` is called with the
    game's reason; the round goes on. Call ``submit`` from the event loop's thread (widget
    callbacks run there).
    """

    def __init__(self, on_reject: Callable[[Any, str], None] | None = None) -> None:
        super().__init__()
        self.on_reject = on_reject
        self._round: LiveRound | None = None

    def submit(self, action: Any) -> None:
        """Play ``action`` now (``action.at`` is replaced by the clock's time)."""
        live = self._round
        if live is not None and live.elsewhere():
            # A widget callback on another thread (JupyterLab may send comms to a kernel
            # subshell): the round's own loop takes the action, as it takes everything.
            live.call_soon(self.submit, action)
            return
        if live is None or live.done:
            self._reject(action, "no round is running")
            return
        if live.paused:
            self._reject(action, "the game is paused")
            return
        now = live.now
        if hasattr(action, "at"):
            action = dataclasses.replace(action, at=now)
        self.queue.append(Plan(now, action))
        live.wake()

    def rejected(self, plan: Plan, reason: str) -> None:
        self.queue.popleft()
        self._reject(plan.action, reason)

    def _reject(self, action: Any, reason: str) -> None:
        if self.on_reject is not None:
            self.on_reject(action, reason)


# -- the shared step ----------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Offer:
    """A plan on the table at one state: who (``GAME`` for the game) and its tie-break draw."""

    plan: Plan
    seat: int
    draw: float  # the seeded tie-break; a person's is their seat, after everyone else's

    @property
    def key(self) -> tuple[float, float]:
        # Draws are below 1 and people's "draws" 1 + seat: at the same moment people come last.
        return (self.plan.at, self.draw)


def begin_round(
    game: Game[Any], state: Any, seats: Mapping[int, Agent], rng: random.Random
) -> None:
    """Tell every agent, in seat order, that a round begins, each with a stream of its own drawn
    from the round's one stream (so the same seed gives the same bots in any clock)."""
    for seat in sorted(seats):
        stream = random.Random(rng.getrandbits(64))
        # An agent written before agents were told of rounds has no begin_round; the stream is
        # drawn all the same so that every clock and every agent mix use the round's stream alike.
        begin = getattr(seats[seat], "begin_round", None)
        if begin is not None:
            begin(game.view(state, seat), stream)


def offers(
    game: Game[Any], state: Any, seats: Mapping[int, Agent], rng: random.Random, now: float,
    persons: bool = True,
) -> list[Offer]:
    """Every plan at ``state``: the game's, then each seat's; bots draw their tie-breaks here.

    With ``persons=False`` only the game and the bots are asked (the live clock asks people
    again whenever they act, and bots once per state).
    """
    found = []
    own = game.scheduled(state)
    if own is not None:
        found.append(Offer(own, GAME, rng.random()))
    for seat, agent in seats.items():
        person = isinstance(agent, Person)
        if person and not persons:
            continue
        plan = agent.plan(game.view(state, seat), now)
        if plan is not None:
            found.append(Offer(plan, seat, 1.0 + seat if person else rng.random()))
    return found


def person_offers(
    game: Game[Any], state: Any, seats: Mapping[int, Agent], now: float
) -> list[Offer]:
    """The people's plans at ``state`` (they draw nothing)."""
    return [
        Offer(plan, seat, 1.0 + seat)
        for seat, agent in seats.items()
        if isinstance(agent, Person)
        and (plan := agent.plan(game.view(state, seat), now)) is not None
    ]


def earliest(found: Iterable[Offer]) -> Offer | None:
    """The offer to apply next: the earliest; at the same moment bots and the game by their
    draw, then people by seat."""
    return min(found, key=lambda o: o.key, default=None)


def step(
    game: Game[Any], state: Any, offer: Offer, now: float, seats: Mapping[int, Agent]
) -> tuple[Any, float, bool]:
    """Apply ``offer`` at ``max(now, its time)``: the new state, the new time, and whether the
    action was applied.

    A person's refused action goes back to them (:meth:`Person.rejected`) and the state and
    time stay; anyone else's refused action is a bug: ``IllegalAction`` saying who and when.
    """
    before = now
    now = max(now, offer.plan.at)
    action = _at(offer.plan.action, now)
    agent = seats.get(offer.seat)
    try:
        player = getattr(action, "player", offer.seat)
        if offer.seat != GAME and player != offer.seat:
            raise IllegalAction(f"it is an action of player {player}, not of seat {offer.seat}")
        new = game.apply(state, action)
    except WordgamesError as err:
        # A person's malformed or illegal action is theirs to hear about; a bot's is a bug.
        if isinstance(agent, Person):
            agent.rejected(offer.plan, str(err))
            return state, before, False
        if not isinstance(err, IllegalAction):
            raise
        who = "the game" if offer.seat == GAME else f"seat {offer.seat}"
        raise IllegalAction(f"{who} planned an illegal action at {now:.2f}s: {err}") from err
    if isinstance(agent, Person):
        agent.applied(offer.plan)
    return new, now, True


def _seats(agents: Sequence[Agent] | Mapping[int, Agent]) -> dict[int, Agent]:
    return dict(enumerate(agents)) if isinstance(agents, Sequence) else dict(agents)


def _start(game: Game[Any], seats: Mapping[int, Agent], rng: random.Random, state: Any) -> Any:
    return game.new_round(players=len(seats), rng=rng) if state is None else state


# -- the simulated clock ------------------------------------------------------------------------


def simulate_round(
    game: Game[Any],
    agents: Sequence[Agent] | Mapping[int, Agent],
    rng: random.Random,
    state: Any = None,
    max_steps: int = 100_000,
) -> tuple[Any, RoundResult]:
    """Play one round to its end in simulated time; returns the final state and its result.

    ``agents[i]`` plays seat ``i``. ``rng`` deals the round (when ``state`` is None), gives each
    agent its stream for the round and breaks ties between plans for the same moment, so the
    same seed gives the same round. A :class:`Script` whose action is refused raises.
    """
    seats = _seats(agents)
    state = _start(game, seats, rng, state)
    begin_round(game, state, seats, rng)
    now = float(getattr(state, "now", 0.0))
    for _ in range(max_steps):
        result = game.result(state)
        if result is not None:
            return state, result
        offer = earliest(offers(game, state, seats, rng, now))
        if offer is None:
            raise RoundDidNotEnd("no agent and no game event has anything left to do")
        state, now, _ = step(game, state, offer, now, seats)
    raise RoundDidNotEnd(f"round still running after {max_steps} steps")


def _at(action: Any, now: float) -> Any:
    """The action stamped with the moment it is applied (plans for the past happen now)."""
    if getattr(action, "at", now) < now:
        return dataclasses.replace(action, at=now)
    return action


# -- the live clock -----------------------------------------------------------------------------


class GameClock:
    """Game seconds: wall seconds times ``speed`` while running; held, it stands still.

    It is held for reasons (``"paused"``, ``"thinking"``) and runs when none is left.

    >>> wall = iter([0.0, 1.0, 3.0]).__next__
    >>> clock = GameClock(speed=2.0, wall=wall)
    >>> clock.release("start")        # wall 0: runs from game time 0
    >>> clock.now()                   # wall 1: two game seconds later
    2.0
    >>> clock.hold("paused")          # wall 3: stopped at 6
    >>> clock.now(), clock.now()
    (6.0, 6.0)
    """

    def __init__(self, speed: float = 1.0, start: float = 0.0,
                 wall: Callable[[], float] = time.monotonic) -> None:
        if not (isinstance(speed, int | float) and math.isfinite(speed) and speed > 0):
            raise InvalidInput(f"speed must be a positive number, not {speed!r}")
        self.speed = float(speed)
        self._wall = wall
        self._game = start
        self._since: float | None = None  # wall time it last started running; None: held
        self._holds: set[str] = {"start"}

    @property
    def running(self) -> bool:
        return not self._holds

    def held(self, reason: str) -> bool:
        return reason in self._holds

    def now(self) -> float:
        if self._since is None:
            return self._game
        return self._game + (self._wall() - self._since) * self.speed

    def set(self, game_time: float) -> None:
        """Show ``game_time`` from now on."""
        self._game = game_time
        if self._since is not None:
            self._since = self._wall()

    def hold(self, reason: str) -> None:
        if self.running:
            self._game = self.now()
            self._since = None
        self._holds.add(reason)

    def release(self, reason: str) -> None:
        self._holds.discard(reason)
        if self.running and self._since is None:
            self._since = self._wall()

    def wall_seconds(self, game_seconds: float) -> float:
        return game_seconds / self.speed


#: The running live round of each owner (a notebook cell, a screen): a new one stops the old.
_OWNED: dict[Hashable, LiveRound] = {}
#: Strong references to running tasks: the loop keeps only weak ones.
_TASKS: set[asyncio.Task[None]] = set()


def current_cell() -> Hashable | None:
    """The id of the notebook cell running now, in a Jupyter kernel; else None."""
    import sys

    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    kernel = getattr(shell, "kernel", None)
    if kernel is None:
        return None
    try:
        parent = kernel.get_parent()
    except Exception:  # an old kernel without get_parent: no cell to tell apart
        return None
    cell = (parent.get("metadata") or {}).get("cellId")
    return ("cell", cell) if cell else None


class LiveRound:
    """A round on the wall clock, run by one asyncio task on the running loop.

    - ``speed``: game seconds per wall second (tests and benchmarks run at 20x to 1000x).
    - ``state``: a round to go on with (a saved one); by default ``game.new_round`` deals.
    - ``on_change(state)``: called on the loop after each applied action (and once at start):
      at once after a person's action, after the bots have planned for the new state after any
      other (the deal, a bot's move, a timer), so that a person never acts on a state the bots
      are still thinking about and their action is applied at once.
    - ``on_error(exception)``: called with anything that goes wrong inside (a bug in a bot, an
      illegal bot action, a failing ``on_change``); the round stops. Without it the error is
      logged; ``finished`` raises it either way.
    - ``owner``: starting a round for an owner stops that owner's running one; by default the
      notebook cell that starts it (running a cell again replaces its game).
    - ``executor``: where bots think (``concurrent.futures``; the loop's default threads).

    Bots think in the executor, one at a time in seat order, so that no step on the loop takes
    long; the clock waits for them. Nothing but the loop's task changes the round's state.
    """

    def __init__(
        self,
        game: Game[Any],
        agents: Sequence[Agent] | Mapping[int, Agent],
        rng: random.Random,
        speed: float = 1.0,
        state: Any = None,
        on_change: Callable[[Any], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
        *,
        owner: Hashable | None = None,
        executor: concurrent.futures.Executor | None = None,
    ) -> None:
        self.game = game
        self.seats = _seats(agents)
        self.rng = rng
        self.on_change = on_change
        self.on_error = on_error
        self.owner = owner
        self.executor = executor
        self._state = _start(game, self.seats, rng, state)
        self._clock = GameClock(speed, start=float(getattr(self._state, "now", 0.0)))
        self._result: RoundResult | None = None
        self._task: asyncio.Task[None] | None = None
        self._finished: asyncio.Future[RoundResult | None] | None = None
        self._wake: asyncio.Event | None = None
        self._paused = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._watchers: list[asyncio.Future[None]] = []
        #: how many changes a screen has been told of: 1 at the start, then one per applied action
        self.version = 0
        #: the longest stretch of the round's own work between two awaits, in wall seconds
        self.longest_step = 0.0

    # -- what a screen reads ------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self._state

    @property
    def result(self) -> RoundResult | None:
        return self._result

    @property
    def now(self) -> float:
        """The game clock now, in game seconds."""
        return self._clock.now()

    @property
    def speed(self) -> float:
        return self._clock.speed

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def thinking(self) -> bool:
        """Whether the clock is waiting for a bot to finish thinking."""
        return self._clock.held("thinking")

    @property
    def done(self) -> bool:
        return self._finished is not None and self._finished.done()

    @property
    def finished(self) -> asyncio.Future[RoundResult | None]:
        """Awaitable: the round's result, None if stopped; it raises what stopped the round."""
        if self._finished is None:
            raise RuntimeError("the round has not started: call start() first")
        return self._finished

    def view(self, seat: int) -> Any:
        return self.game.view(self._state, seat)

    # -- control ------------------------------------------------------------------------------

    def start(self) -> LiveRound:
        """Start the round as a task on the running loop and return at once."""
        if self._task is not None:
            raise RuntimeError("this round has already started")
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            raise RuntimeError(
                "a live round runs on a running asyncio loop (a Jupyter kernel has one; "
                "in a script, start it inside asyncio.run)") from None
        owner = self.owner if self.owner is not None else current_cell()
        self.owner = owner
        if owner is not None:
            before = _OWNED.get(owner)
            if before is not None and before is not self:
                before.stop()
            _OWNED[owner] = self
        for agent in self.seats.values():
            if isinstance(agent, HumanAgent):
                agent._round = self
                agent.queue.clear()
        self._loop = loop
        self._finished = loop.create_future()
        self._wake = asyncio.Event()
        self._task = loop.create_task(self._run(), name="wordgames live round")
        _TASKS.add(self._task)
        self._task.add_done_callback(_TASKS.discard)
        return self

    def pause(self) -> None:
        """Stop game time (a person's actions are refused until :meth:`resume`)."""
        if self.elsewhere():
            self.call_soon(self.pause)
            return
        self._paused = True
        self._clock.hold("paused")
        self.wake()

    def resume(self) -> None:
        if self.elsewhere():
            self.call_soon(self.resume)
            return
        self._paused = False
        self._clock.release("paused")
        self.wake()

    def stop(self) -> None:
        """End the round where it stands; ``finished`` gives None."""
        if self.elsewhere():
            self.call_soon(self.stop)
            return
        if self._task is not None and not self._task.done():
            self._task.cancel()  # a task cancelled before it ran never settles: settle here
        if self._finished is not None and not self._finished.done():
            self._finished.set_result(None)
        self._release_owner()
        self._notify()

    def elsewhere(self) -> bool:
        """Whether this is called from outside the round's event loop (another thread)."""
        if self._loop is None:
            return False
        try:
            here: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            here = None
        return here is not self._loop and not self._loop.is_closed()

    def call_soon(self, work: Callable[..., Any], *args: Any) -> None:
        """Run ``work(*args)`` on the round's loop (thread-safe)."""
        assert self._loop is not None
        self._loop.call_soon_threadsafe(work, *args)

    @property
    def loop(self) -> asyncio.AbstractEventLoop | None:
        """The event loop the round runs on, once started."""
        return self._loop

    def wake(self) -> None:
        """Look at the plans again now (a person acted, the clock was paused or resumed)."""
        if self.elsewhere():
            self.call_soon(self.wake)
            return
        if self._wake is not None:
            self._wake.set()
        self._notify()

    async def changed(self, version: int, timeout: float | None = None) -> None:
        """Wait until an action after ``version`` is applied, the round pauses, resumes or ends,
        or ``timeout`` wall seconds pass."""
        if self.version != version or self.done:
            return
        waiter = asyncio.get_running_loop().create_future()
        self._watchers.append(waiter)
        try:
            await asyncio.wait_for(waiter, timeout)
        except TimeoutError:
            pass
        finally:
            if waiter in self._watchers:
                self._watchers.remove(waiter)

    def _notify(self) -> None:
        watchers, self._watchers = self._watchers, []
        for waiter in watchers:
            if not waiter.done():
                waiter.set_result(None)

    # -- the task -----------------------------------------------------------------------------

    async def _run(self) -> None:
        assert self._finished is not None
        try:
            result = await self._play()
        except asyncio.CancelledError:
            self._settle(None)
            raise
        except Exception as err:
            self._fail(err)
        else:
            self._settle(result)
        finally:
            self._release_owner()
            self._notify()

    async def _play(self) -> RoundResult:
        game, seats, rng, clock = self.game, self.seats, self.rng, self._clock
        state = self._state
        now = float(getattr(state, "now", 0.0))
        # From the moment a state exists until the bots have planned for it, the clock stands
        # at the state's time: a bot is as quick as its time model, not as the machine.
        clock.hold("thinking")
        await self._off_loop(begin_round, game, state, seats, rng)
        shown = False  # whether the screen has been told of `state`
        while True:
            tick = time.perf_counter()
            result = game.result(state)
            self._measure(tick)
            if result is not None:
                if not shown:
                    self._changed()
                return result
            found = await self._off_loop(offers, game, state, seats, rng, now, False)
            if not shown:
                # Shown once the bots have planned for it: a person acting on what they see
                # never waits for the bots' thinking (a deal's solver runs take 100+ ms).
                self._changed()
                shown = True
            clock.release("start")
            clock.release("thinking")
            while True:
                tick = time.perf_counter()
                assert self._wake is not None
                self._wake.clear()
                offer = earliest([*found, *person_offers(game, state, seats, now)])
                if offer is None and not any(isinstance(a, Person) for a in seats.values()):
                    raise RoundDidNotEnd("no agent and no game event has anything left to do")
                if offer is not None and offer.plan.at <= clock.now():
                    state, now, applied = step(game, state, offer, now, seats)
                    if applied:
                        clock.hold("thinking")
                        clock.set(now)
                        self._state = state
                        # A person's own action is shown at once; any other change once the
                        # bots have planned for it (above).
                        shown = isinstance(seats.get(offer.seat), Person)
                        if shown:
                            self._changed()
                        self._measure(tick)
                        break
                    self._measure(tick)
                    continue  # a person's action was refused: the same plans again
                wait = None
                if offer is not None and clock.running:
                    wait = clock.wall_seconds(offer.plan.at - clock.now())
                self._measure(tick)
                with contextlib.suppress(TimeoutError):  # the next plan is due
                    await asyncio.wait_for(self._wake.wait(), wait)

    async def _off_loop(self, work: Callable[..., Any], *args: Any) -> Any:
        """Run ``work`` (the bots' thinking) in the executor, off the event loop."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.executor, work, *args)

    def _changed(self) -> None:
        self.version += 1
        self._notify()
        if self.on_change is not None:
            self.on_change(self._state)

    def _measure(self, tick: float) -> None:
        self.longest_step = max(self.longest_step, time.perf_counter() - tick)

    def _settle(self, result: RoundResult | None) -> None:
        self._result = result
        assert self._finished is not None
        if not self._finished.done():
            self._finished.set_result(result)

    def _fail(self, err: BaseException) -> None:
        assert self._finished is not None
        if not self._finished.done():
            self._finished.set_exception(err)
        if self.on_error is None:
            log.error("live round stopped: %s", err, exc_info=err)
            return
        # on_error has it: awaiting `finished` still raises, but an unawaited one stays quiet.
        self._finished.exception()
        try:
            self.on_error(err)
        except Exception:
            log.exception("on_error failed while reporting %r", err)

    def _release_owner(self) -> None:
        if self.owner is not None and _OWNED.get(self.owner) is self:
            del _OWNED[self.owner]


async def drive(
    live: LiveRound, human: HumanAgent, brain: Agent, *,
    executor: concurrent.futures.Executor | None = None,
) -> None:
    """Play ``human``'s seat of ``live`` with ``brain`` (a bot) through ``human.submit``, as a
    person at a screen would: a scripted person for demonstrations, tests and benchmarks.

    The brain thinks in ``executor`` (so the loop stays free) about the state as it is; when
    its moment comes and the state has not changed meanwhile, the action is submitted.
    """
    seat = next(s for s, agent in live.seats.items() if agent is human)
    loop = asyncio.get_running_loop()
    begin = getattr(brain, "begin_round", None)
    if begin is not None:
        begin(live.view(seat), random.Random(seat))
    while not live.done:
        version = live.version
        plan = await loop.run_in_executor(
            executor, brain.plan, live.view(seat), float(getattr(live.state, "now", 0.0)))
        if live.version != version:
            continue
        if plan is None or live.paused:
            await live.changed(version)
            continue
        while live.version == version and not live.done and not live.paused:
            ahead = plan.at - live.now
            if ahead <= 0:
                human.submit(plan.action)
                await live.changed(version)  # applied, or refused (then wait for news)
                break
            await live.changed(version, timeout=ahead / live.speed)


def stop_all(owner: Hashable | None = None) -> None:
    """Stop the live rounds this module started (of ``owner`` only, if given)."""
    for key, live in list(_OWNED.items()):
        if owner is None or key == owner:
            live.stop()


__all__ = [
    "Event", "GameClock", "HumanAgent", "LiveRound", "Offer", "Person", "RoundDidNotEnd",
    "Script", "begin_round", "drive", "earliest", "offers", "person_offers",
    "simulate_round", "step",
]
