"""The shared step: a round's next action, from the agents' plans and the game's own.

After every change of state each agent is asked for its plan (what and when); the game's own
``scheduled`` event (a deal, a timer) competes with them. The earliest plan is applied (that is
:func:`step`, the one step both clocks use); plans at exactly the same moment are ordered by a
seeded draw (the dealer "hears one first"). A plan for the past is applied now: nobody acts
before the clock.

- :func:`simulate_round` runs the steps back to back: game time jumps to the next plan.
- A :class:`~wordgames.play.table.Table` runs them in simulated time or live, on the wall clock
  (:class:`wordgames.play.clock.GameClock`, one task on the running asyncio loop); its rounds are
  played by the same :func:`offers`, :func:`earliest` and :func:`step`.

A person is one more agent, a :class:`Person`: the table's person at a screen (whose moves
arrive as messages), or a :class:`Script` of actions fixed in advance, as when a round is
replayed. A person's plan is theirs the moment it is made and draws nothing: among plans for
the same moment it comes after the others (the person acted when the clock showed that moment,
after whatever was due then). So the same seed gives the same round whether the person's
actions arrive live or from a script.

>>> import random
>>> from wordgames.myword import Bot, Game
>>> def bots():
...     return [Bot("adult", seed=s) for s in range(3)]
>>> _, first = simulate_round(Game(), bots(), random.Random(5))
>>> _, again = simulate_round(Game(), [Script.of(first, 0), *bots()[1:]], random.Random(5))
>>> again == first
True
"""

from __future__ import annotations

import dataclasses
import random
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from wordgames.errors import IllegalAction, WordgamesError
from wordgames.kit.protocol import GAME, Agent, Event, Forgetful, Game, Plan, RoundResult


class RoundDidNotEnd(RuntimeError):
    """The runner's safety limit: a round that neither ends nor has anything left to do."""


# -- people -------------------------------------------------------------------------------------


class Person(Forgetful):
    """An agent whose actions are decided outside the runner: a person at a screen, or a script.

    Its plans are a queue: ``plan`` offers the first one; the runner calls :meth:`applied` once
    it is applied and :meth:`rejected` if the game refused it. A person's plan loses a tie to the
    others' plans for the same moment and draws nothing from the round's stream (a person
    brings no chance of their own to the round).
    """

    def __init__(self) -> None:
        self.queue: deque[Plan] = deque()

    def plan(self, view: Any, now: float) -> Plan | None:
        """The person's next action, if they have made one."""
        return self.queue[0] if self.queue else None

    def applied(self, plan: Plan) -> None:
        """The runner applied ``plan`` (the first of the queue)."""
        self.queue.popleft()

    def rejected(self, plan: Plan, reason: str) -> None:
        """The game refused ``plan``; a script is a bug then (a person at a screen is told)."""
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
    if state is None:
        return game.new_round(players=len(seats), rng=rng)
    # A round to play on may come from a file: its rules must be able to reach it.
    check = getattr(game, "check_state", None)
    if check is not None:
        check(state)
    return state


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


__all__ = [
    "Event", "Offer", "Person", "RoundDidNotEnd", "Script", "begin_round", "earliest", "offers",
    "person_offers", "simulate_round", "step",
]
