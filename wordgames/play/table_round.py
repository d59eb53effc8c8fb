"""The round a table is playing: its state, its agents, its one stream and the plans made for
the state, stepped the same way on either clock; and the round as a save keeps it
(:class:`RoundLog`), replayed by dealing again (:meth:`RoundInPlay.replay`).

A :class:`RoundInPlay` is the table's (:mod:`wordgames.play.table`); on the live clock the bots'
thinking (:meth:`RoundInPlay.think`, :meth:`RoundInPlay.seat_agent`) runs in an executor while
the table's driver awaits it (:mod:`wordgames.play.table_driver`): those change only the round's
plans and its agents' memories, which nothing on the loop touches meanwhile.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from wordgames.errors import DoesNotReplay, WordgamesError
from wordgames.kit.protocol import Agent, Event, Plan, RoundResult
from wordgames.play.runner import Offer, Person, begin_round, earliest, offers, person_offers, step


@dataclass(frozen=True)
class SeatChange:
    """A bot took over a person's seat (``bot=True``) or gave it back, after ``events`` events
    of the round, once the plans for that state were made."""

    seat: int
    bot: bool
    events: int


@dataclass(frozen=True)
class RoundLog:
    """The round in play as a save keeps it: the people's ``moves`` at their places in the
    event log, the seat ``changes``, how many ``events`` it had, its clock (``now``), the
    hints each seat had and the seats ``out`` of play when it was dealt (nobody had taken
    them: the rules give them nothing).

    >>> RoundLog((), (), 0, 0.0, (0, 0)).events
    0
    """

    moves: tuple[tuple[int, Event], ...]
    changes: tuple[SeatChange, ...]
    events: int
    now: float
    hints: tuple[int, ...]
    out: tuple[int, ...] = ()


def kept_result(result: RoundResult, number: int, *, free: tuple[int, ...],
                out: tuple[int, ...], charged: dict[str, Any]) -> RoundResult:
    """Round ``number``'s ``result`` as its table keeps it: its number, the seats that were
    ``free`` (nobody played them: the match counts none of their scores), the seats ``out``
    of play when it was dealt where those were others (a newcomer took one during the round:
    a replay deals it as it was dealt) and the hints' charge.

    >>> kept_result(RoundResult("myword", (3, 5), (1,)), 2, free=(1,), out=(1,),
    ...             charged={}).extra
    {'round': 2, 'free': (1,)}
    """
    extra: dict[str, Any] = {**result.extra, "round": number}
    if free:
        extra["free"] = free
    if out != free:
        extra["out"] = out
    extra.update(charged)
    return dataclasses.replace(result, extra=extra)


class RoundInPlay:
    """One round being stepped: the state, the agents of each seat, the round's stream and the
    plans made for the state (``found``: None until the bots have planned for it).

    Both clocks drive it the same way: :meth:`plan` (the bots think), then :meth:`due` and
    :meth:`apply`; a seat change is applied once the plans for a state are made, and every
    agent plans again for that state, so a replay (on restore) meets every agent with the same
    views in the same order.
    """

    def __init__(self, game: Any, state: Any, agents: dict[int, Agent], rng: random.Random,
                 on_event: Callable[[Event, int], None]) -> None:
        self.game = game
        self.state = state
        self.agents = agents
        self.rng = rng
        self.now = float(getattr(state, "now", 0.0))
        self.found: list[Offer] | None = None
        self.on_event = on_event
        self._judged: Any = None
        self._outcome: RoundResult | None = None
        self._begun = False

    @property
    def result(self) -> RoundResult | None:
        """The round's result once it is over (kept per state: the first round end of a MY
        WORD! game searches the last cards, which the live clock does off the loop)."""
        if self._judged is not self.state:
            self._outcome = self.game.result(self.state)
            self._judged = self.state
        return self._outcome

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(getattr(self.state, "events", ()))

    def begin(self) -> None:
        """Tell the agents the round begins, before their first plans (on the live clock that
        is off the loop, with their thinking: a bot's first index may take a while)."""
        if not self._begun:
            self._begun = True
            begin_round(self.game, self.state, self.agents, self.rng)

    def plan(self) -> None:
        self.begin()
        self.found = offers(self.game, self.state, self.agents, self.rng, self.now, False)

    def think(self) -> None:
        """The state judged and, if the round goes on, the plans made for it (the live
        clock's work off the loop)."""
        if self.result is None and self.found is None:
            self.plan()

    def due(self) -> Offer | None:
        assert self.found is not None
        return earliest([*self.found,
                         *person_offers(self.game, self.state, self.agents, self.now)])

    def apply(self, offer: Offer) -> bool:
        before = len(self.events)
        self.state, self.now, applied = step(self.game, self.state, offer, self.now,
                                             self.agents)
        if applied:
            self.found = None
            for event in self.events[before:]:
                self.on_event(event, offer.seat)
        return applied

    def seat_agent(self, seat: int, stream: random.Random) -> None:
        """The agent now at ``seat`` (the table put it in :attr:`agents`) begins with
        ``stream``, and everyone plans again for the state."""
        self.begin()
        begin = getattr(self.agents[seat], "begin_round", None)
        if begin is not None:
            begin(self.game.view(self.state, seat), stream)
        self.found = None
        self.plan()

    def replay(self, moves: Sequence[tuple[int, Event]], changes: Sequence[SeatChange],
               events: int, change_seat: Callable[[SeatChange], None]) -> None:
        """Replay the round, freshly dealt, to ``events`` events: the people's ``moves`` (each
        at its index in the log), the seat ``changes`` where they were made (each given to
        ``change_seat``, after the plans for that state, as the table made them); bots play as
        they did (the same views in the same order give them the same thoughts). What does
        not replay is a ``DoesNotReplay`` naming the saved field (``current.moves[2]``)."""
        wanted = {index: (f"current.moves[{i}]", event) for i, (index, event) in
                  enumerate(moves)}
        pending = sorted(changes, key=lambda c: c.events)
        while len(self.events) < events:
            if self.result is not None:
                raise DoesNotReplay(f"current.events: {events}, but the saved round ended "
                                    f"after {len(self.events)} events")
            if self.found is None:
                self._replay_changes(pending, change_seat)
            self._replay_step(len(self.events), *wanted.get(len(self.events),
                                                             ("current.events", None)))
        if pending and pending[0].events == len(self.events):
            self._replay_changes(pending, change_seat)

    def _replay_step(self, index: int, where: str, event: Event | None) -> None:
        """Apply the next event of a replay: the person's saved move ``event`` (at ``where``
        in the save), or else what is due."""
        if event is not None:
            agent = self.agents.get(event.player)
            if not isinstance(agent, Person):
                raise DoesNotReplay(f"{where}.player: seat {event.player}, which a bot played "
                                    f"then (move {index} of the saved round)")
            agent.queue.appendleft(Plan(event.at, event.action))
            offer = self.due()
            if offer is None or offer.seat != event.player or offer.plan.action != event.action:
                raise DoesNotReplay(f"{where}: the saved round does not replay: move {index} "
                                    f"of seat {event.player} is not the next move there")
        else:
            offer = self.due()
            if offer is None:
                raise DoesNotReplay(f"{where}: the saved round does not replay: nothing "
                                    f"happens after event {index}")
        try:
            applied = self.apply(offer)
        except WordgamesError as err:
            raise DoesNotReplay(f"{where}: the saved round does not replay at event {index}: "
                                f"{err}") from None
        if not applied:
            raise DoesNotReplay(f"{where}: the saved round does not replay: move {index} was "
                                "refused")

    def _replay_changes(self, pending: list[SeatChange],
                        change_seat: Callable[[SeatChange], None]) -> None:
        """The plans for the state, then each seat change recorded at this point of the log."""
        if self.found is None:
            self.plan()
        while pending and pending[0].events == len(self.events):
            change_seat(pending.pop(0))


__all__ = ["RoundInPlay", "RoundLog", "SeatChange", "kept_result"]
