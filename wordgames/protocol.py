"""The shape every game shares, so that one runner, simulator, UI and conformance test serve all.

A game is a pure rules engine over timestamped actions (see ``shared/DESIGN.md``)::

    state = game.new_round(players=4, rng=random.Random(7))   # an immutable snapshot
    state = game.apply(state, action)                         # a new state, or IllegalAction
    game.view(state, player=2)                                # what that player may see
    game.scheduled(state)                                     # the game's own next event, or None
    game.result(state)                                        # None while the round runs

``scheduled`` is how a game moves by itself: the dealer turning the next card, a stall limit or a
timer running out. The runner treats it like one more agent.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any, Protocol, TypeVar

State = TypeVar("State")
#: The seat of the game itself in plans and events (deals, timers), beside players 0..n-1.
GAME = -1


@dataclass(frozen=True, slots=True)
class Plan:
    """What an agent (or the game) means to do, and when, in game seconds.

    >>> Plan(at=2.5, action="deal")
    Plan(at=2.5, action='deal')
    """

    at: float
    action: Any


@dataclass(frozen=True, slots=True)
class Event:
    """One applied action of a round's log: when, who (``GAME`` for the game), what."""

    at: float
    player: int
    action: Any


class Agent(Protocol):
    """Anything that decides moves: a bot, or a person whose plans come from widgets."""

    def plan(self, view: Any, now: float) -> Plan | None:
        """The next action and when, given what the player sees; None for nothing to do."""
        ...


class Game(Protocol[State]):
    """The protocol of ``wordstorm.Game``, ``myword.Game`` and ``fivetiers.Game``."""

    def new_round(self, players: int, rng: random.Random) -> State: ...

    def apply(self, state: State, action: Any) -> State: ...

    def view(self, state: State, player: int) -> Any: ...

    def scheduled(self, state: State) -> Plan | None: ...

    def result(self, state: State) -> RoundResult | None: ...


@dataclass(frozen=True)
class RoundResult:
    """The outcome of a round as data: scores, winners, per-player breakdowns and the event log.

    ``breakdowns[i]`` is a game-specific dataclass of player ``i``'s score components.

    >>> @dataclass(frozen=True)
    ... class Points:
    ...     cards: int
    >>> r = RoundResult("myword", scores=(3, 5), winners=(1,), breakdowns=(Points(3), Points(5)))
    >>> r.to_records()[1]
    {'game': 'myword', 'player': 1, 'score': 5, 'won': True, 'cards': 5}
    """

    game: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdowns: tuple[Any, ...] = ()
    events: tuple[Event, ...] = ()
    seconds: float = 0.0
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_records(self) -> list[dict[str, Any]]:
        """One flat dict per player, ready for ``pandas.DataFrame``."""
        records = []
        for player, score in enumerate(self.scores):
            record: dict[str, Any] = {
                "game": self.game,
                "player": player,
                "score": score,
                "won": player in self.winners,
            }
            if player < len(self.breakdowns):
                record.update(_flat(self.breakdowns[player]))
            records.append(record)
        return records

    def _repr_html_(self) -> str:
        from wordgames.render.common import round_result_html

        return round_result_html(self)


def _flat(breakdown: Any) -> dict[str, Any]:
    if is_dataclass(breakdown) and not isinstance(breakdown, type):
        return {
            f.name: getattr(breakdown, f.name)
            for f in fields(breakdown)
            if not isinstance(getattr(breakdown, f.name), Sequence | Mapping)
            or isinstance(getattr(breakdown, f.name), str)
        }
    if isinstance(breakdown, Mapping):
        return dict(breakdown)
    # A dataclass *type* lands here too: asdict would raise on it, so it is kept whole.
    return {"breakdown": breakdown}
