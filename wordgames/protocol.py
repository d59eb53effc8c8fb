"""The shape every game shares, so that one runner, simulator, UI and conformance test serve all.

A game is a pure rules engine over timestamped actions (see ``docs/design.md``)::

    state = game.new_round(players=4, rng=random.Random(7))   # an immutable snapshot
    state = game.apply(state, action)                         # a new state, or IllegalAction
    game.view(state, player=2)                                # what that player may see
    game.scheduled(state)                                     # the game's own next event, or None
    game.result(state)                                        # None while the round runs

``scheduled`` is how a game moves by itself: the dealer turning the next card, a stall limit or a
timer running out. The runner treats it like one more agent.

Each game package declares its facts once, in ``INFO`` (a :class:`GameInfo`) beside its ``Game``;
:data:`GAMES` maps each name to it, so that the match loop, the simulator, saving, the screens and
the conformance test never name a game:

>>> sorted(GAMES)
['fivetiers', 'myword', 'wordstorm']
>>> GAMES["myword"].players, GAMES["wordstorm"].lowest_wins
((2, 6), True)
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from wordgames.errors import InvalidInput

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
    """Anything that decides moves: a bot, or a person whose plans come from widgets.

    The runner calls ``begin_round`` on every agent, in seat order, before a round's first step,
    with a stream drawn from the round's one stream of chance: an agent keeps no chance, and
    nothing it learned, from one round to the next.
    """

    def begin_round(self, view: Any, rng: random.Random) -> None:
        """A new round begins; ``view`` is what the agent's seat sees at its start."""
        ...

    def plan(self, view: Any, now: float) -> Plan | None:
        """The next action and when, given what the player sees; None for nothing to do."""
        ...


class Forgetful:
    """A base for agents with nothing to forget between rounds and no chance of their own:
    ``begin_round`` does nothing."""

    def begin_round(self, view: Any, rng: random.Random) -> None:
        """Nothing to forget, and no chance to draw."""


class Game(Protocol[State]):
    """The protocol of ``wordstorm.Game``, ``myword.Game`` and ``fivetiers.Game``."""

    def new_round(self, players: int, rng: random.Random) -> State: ...

    def apply(self, state: State, action: Any) -> State: ...

    def view(self, state: State, player: int) -> Any: ...

    def scheduled(self, state: State) -> Plan | None: ...

    def result(self, state: State) -> RoundResult | None: ...


@dataclass(frozen=True)
class GameInfo:
    """A game's facts, declared once beside its ``Game`` as ``INFO``.

    - ``name`` (the package's name) and ``display_name`` (for people);
    - ``players``: the smallest and largest number of players (or teams) a round takes;
    - ``game``, ``rules``, ``bot``: the classes, called as ``game(rules=..., lexicon=...)``,
      ``rules(**options)`` and ``bot(skill)``;
    - ``default_lexicon(rules)``: the dictionary the rulebook's game is judged by;
    - what ends a match: ``Rules.target`` (a total that ends it, or None) and ``Rules.rounds``
      (an agreed number of rounds, or None), or with ``rounds_per_player`` one round per player;
      ``lowest_wins`` says which total wins; ``has_dealer``: the deal passes left each round;
    - ``records(result)``: the round as flat records, one per player (for the simulator);
    - ``hidden(state)``: the face-down order of a state (the deck, the centre, the bag), which
      no view may show;
    - ``actions`` and ``values``: every action class and the other value types its states hold
      (for saving).
    """

    name: str
    display_name: str
    players: tuple[int, int]
    game: Callable[..., Any]
    rules: type
    bot: Callable[..., Any]
    default_lexicon: Callable[[Any], Any]
    records: Callable[[RoundResult], list[dict[str, Any]]]
    hidden: Callable[[Any], tuple[Any, ...]]
    lowest_wins: bool = False
    has_dealer: bool = False
    rounds_per_player: bool = False
    actions: tuple[type, ...] = ()
    values: tuple[type, ...] = ()

    def check_players(self, players: object) -> int:
        """``players`` if this game takes that many, else ``InvalidInput`` saying the range.

        >>> GAMES["fivetiers"].check_players(5)
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: Five Tiers is for 2 to 4 players or teams, not 5
        """
        low, high = self.players
        if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
            raise InvalidInput(
                f"{self.display_name} is for {low} to {high} players or teams, not {players!r}"
            )
        return players


class GameRegistry(Mapping[str, GameInfo]):
    """The games of the package by name: each subpackage with a ``game`` module is one.

    The names are found without importing the games; a game is imported when its
    :class:`GameInfo` is first asked for (``import wordgames`` stays quick).
    """

    def __init__(self) -> None:
        root = Path(__file__).parent
        self._names = tuple(sorted(p.parent.name for p in root.glob("*/game.py")))
        self._loaded: dict[str, GameInfo] = {}

    def __getitem__(self, name: str) -> GameInfo:
        if name not in self._names:
            raise KeyError(name)
        if name not in self._loaded:
            info = importlib.import_module(f"wordgames.{name}").INFO
            self._loaded[name] = info
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def get_info(self, name: object) -> GameInfo:
        """The game called ``name``, or ``InvalidInput`` listing the games there are."""
        if not isinstance(name, str) or name not in self._names:
            raise InvalidInput(f"unknown game {name!r}; the games are {', '.join(self._names)}")
        return self[name]


#: Every game of the package, by name.
GAMES = GameRegistry()


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
