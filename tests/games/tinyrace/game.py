"""Tiny Race's rules, actions, state, bot and facts (``INFO``), in one module.

>>> import random
>>> game = Game()
>>> state = game.new_round(2, random.Random(1))
>>> top = state.deck[0]
>>> state = game.apply(state, Reveal(at=1.0, card=top))
>>> state = game.apply(state, Take(player=1, at=1.5))
>>> state.piles[1] == (top,), state.shown
(True, None)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit import validate
from wordgames.kit.agents import Skill
from wordgames.kit.protocol import (
    GAME,
    Engine,
    Event,
    GameInfo,
    Plan,
    RoundResult,
    check_players,
    lazy,
)

PLAYERS = (2, 4)


@dataclass(frozen=True)
class Rules:
    """``cards``: the deck, 1 to ``cards``; ``target`` and ``rounds``: what ends a match."""

    cards: int = 6
    target: int | None = 30
    rounds: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.cards, int) or not 2 <= self.cards <= 50:
            raise InvalidInput(f"cards must be 2 to 50, not {self.cards!r}")


@dataclass(frozen=True)
class Reveal:
    """The game's move: the top card of the deck goes face up (``card`` says which it was)."""

    at: float = 0.0
    player: int = GAME
    card: int = 0

    def __post_init__(self) -> None:
        validate.action(self)


@dataclass(frozen=True)
class Take:
    """``player`` takes the face-up card."""

    player: int
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)


@dataclass(frozen=True)
class End:
    """The game's move: the deck is out and the last card had its second."""

    at: float = 0.0
    player: int = GAME

    def __post_init__(self) -> None:
        validate.action(self)


@dataclass(frozen=True)
class Points:
    """A player's score: the sum of the cards taken."""

    total: int
    cards: int


@dataclass(frozen=True)
class State:
    players: int
    deck: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    shown: int | None = None
    now: float = 0.0
    ended: bool = False
    events: tuple[Event, ...] = field(default=(), repr=False)


@dataclass(frozen=True)
class View:
    player: int
    shown: int | None
    piles: tuple[tuple[int, ...], ...]
    deck_left: int
    now: float
    ended: bool
    lexicon: Any = field(default=None, compare=False)


class Game(Engine[State]):
    """Tiny Race on the game protocol; the common checks are :class:`Engine`'s."""

    name, title, state_type = "tinyrace", "Tiny Race", State

    def __init__(self, rules: Rules | None = None, lexicon: Any = None) -> None:
        self.rules = rules or Rules()
        self.lexicon = lexicon

    def new_round(self, players: int, rng: random.Random, dealer: int = 0) -> State:
        check_players(self.title, PLAYERS, players)
        deck = list(range(1, self.rules.cards + 1))
        rng.shuffle(deck)
        return State(players, tuple(deck), ((),) * players)

    def over(self, state: State) -> str | None:
        return "" if state.ended else None

    def _reveal(self, state: State, action: Reveal) -> State:
        if not state.deck or action.card != state.deck[0]:
            raise IllegalAction("that is not the top card")
        return replace(state, deck=state.deck[1:], shown=state.deck[0])

    def _take(self, state: State, action: Take) -> State:
        if state.shown is None:
            raise IllegalAction("no card is face up")
        piles = list(state.piles)
        piles[action.player] += (state.shown,)
        return replace(state, piles=tuple(piles), shown=None)

    def _end(self, state: State, action: End) -> State:
        if state.deck:
            raise IllegalAction("cards are still to come")
        return replace(state, ended=True, shown=None)

    handlers = MappingProxyType({Reveal: _reveal, Take: _take, End: _end})

    def view(self, state: State, player: int) -> View:
        return View(player, state.shown, state.piles, len(state.deck), state.now, state.ended,
                    self.lexicon)

    def scheduled(self, state: State) -> Plan | None:
        if state.ended:
            return None
        at = state.now + 1.0
        if state.deck:
            return Plan(at, Reveal(at=at, card=state.deck[0]))
        return Plan(at, End(at=at))

    def result(self, state: State) -> RoundResult | None:
        if not state.ended:
            return None
        scores = tuple(sum(pile) for pile in state.piles)
        best = max(scores)
        return RoundResult(self.name, scores, tuple(p for p, s in enumerate(scores) if s == best),
                           tuple(Points(sum(pile), len(pile)) for pile in state.piles),
                           state.events, state.now)


class Bot:
    """Takes a face-up card after a delay that its skill's speed sets, drawn from its stream."""

    def __init__(self, skill: Skill | str = "adult", seed: int = 0) -> None:
        self.skill = Skill.of(skill)
        self.rng = random.Random(seed)

    def begin_round(self, view: View, rng: random.Random) -> None:
        self.rng = rng

    def plan(self, view: View, now: float) -> Plan | None:
        if view.ended or view.shown is None:
            return None
        at = now + self.rng.uniform(0.2, 0.9) / self.skill.speed
        return Plan(at, Take(player=view.player, at=at))


def _records(result: RoundResult) -> list[dict[str, Any]]:
    return result.to_records()


def _hidden(state: State) -> tuple[Any, ...]:
    return state.deck


def _prepare(game: Game, levels: Iterable[int]) -> None:
    """Nothing to build ahead."""


INFO = GameInfo(
    name="tinyrace", display_name="Tiny Race", players=PLAYERS, game=Game, rules=Rules, bot=Bot,
    default_lexicon=lambda rules: None, records=_records, hidden=_hidden, prepare=_prepare,
    values=(State, Points),
    about="Cards turn up one a second: be first to take one and win its number.",
    exercise=lazy("wordgames.tinyrace.exercise:MAKER"),
)
