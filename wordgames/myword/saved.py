"""MY WORD!'s values in saved games (see :mod:`wordgames.saving`): a card is saved as
``[id, face]``, and a loaded round must hold every card of its deck exactly once.

>>> import random
>>> from wordgames.saving import from_json, to_json
>>> from wordgames.myword.game import Deal, Game, Rules
>>> from wordgames.lexicon import Lexicon
>>> game = Game(Rules(), Lexicon.from_words(["cat"]))
>>> state = game.apply(game.new_round(2, random.Random(1)), Deal(at=0.0))
>>> from_json(to_json(state)) == state
True
>>> from_json(to_json(state).replace('"table": [[', '"table": [[3, "Z"], ['))
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: state.table[0]: card #3 is 'A' in the myword deck, not 'Z'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.myword.cards import Card, deck
from wordgames.myword.game import Deal, EndRound, Pile, Points, Rules, State
from wordgames.myword.info import INFO
from wordgames.saving import (
    check_events,
    check_name,
    check_seat,
    check_size,
    check_times,
    register,
    register_format,
    require,
    shipped_tilesets,
    upgrade_events,
    with_defaults,
)
from wordgames.tiles import TileSet

ACTIONS = INFO.actions
#: The most seats a saved action may name; a state's own seats are checked against it.
MOST_PLAYERS = 60


def _encode_card(card: Card) -> list[Any]:
    return [card.id, card.face]


def _decode_card(data: Any, path: str) -> Card:
    if not isinstance(data, list) or len(data) != 2:
        raise InvalidInput(f"{path}: a card is saved as [id, face], not {type(data).__name__}")
    card_id, face = data
    if not isinstance(card_id, int) or isinstance(card_id, bool) or card_id < 0:
        raise InvalidInput(f"{path}[0]: a card id is a whole number >= 0, not {card_id!r}")
    if not isinstance(face, str):
        raise InvalidInput(f"{path}[1]: a card face is a string, not {type(face).__name__}")
    return Card(card_id, face)


def _validate_rules(rules: Rules, path: str) -> None:
    TileSet.load(check_name(rules.tileset, f"{path}.tileset"))


def _validate_action(action: Any, path: str) -> None:
    check_seat(action.player, MOST_PLAYERS, f"{path}.player",
               game=isinstance(action, Deal | EndRound))


def _validate_state(state: State, path: str) -> None:
    if state.players < 1:
        raise InvalidInput(f"{path}.players: a round has at least one player, not "
                           f"{state.players}")
    check_size(state.piles, state.players, f"{path}.piles", "players")
    check_seat(state.dealer, state.players, f"{path}.dealer")
    for i, seat in enumerate(state.owed):
        check_seat(seat, state.players, f"{path}.owed[{i}]")
        if seat in state.owed[:i]:
            raise InvalidInput(f"{path}.owed[{i}]: player {seat} is owed one free card, not two")
    if len(set(state.bonus_taken)) != len(state.bonus_taken):
        raise InvalidInput(f"{path}.bonus_taken: a bonus tier is taken once a round")
    check_times(state, path, state.now, ("owed_since", "pace_from"))
    if state.ended and (state.deck or state.owed):
        raise InvalidInput(f"{path}.ended: a round ends once every card is dealt and no free "
                           "card is owed")
    places = [(f"{path}.deck[{i}]", c) for i, c in enumerate(state.deck)]
    places += [(f"{path}.table[{i}]", c) for i, c in enumerate(state.table)]
    for p, pile in enumerate(state.piles):
        places += [(f"{path}.piles[{p}].cards[{i}]", c) for i, c in enumerate(pile.cards)]
    _check_cards(places, path)
    check_events(state.events, state.players, state.now, ACTIONS, f"{path}.events")


def _check_cards(places: list[tuple[str, Card]], path: str) -> None:
    """Every card of the deck in exactly one place: no card twice, none made up, none lost."""
    # A state holds no rules: its deck is the shipped one of its size (MY WORD!'s by default).
    name = next((n for n in shipped_tilesets() if len(deck(n)) == len(places)), "myword")
    full = deck(name)
    where: dict[int, str] = {}
    for place, card in places:
        if card.id >= len(full):
            raise InvalidInput(f"{place}: there is no card #{card.id} in the {name} deck "
                               f"({len(full)} cards)")
        if full[card.id] != card:
            raise InvalidInput(f"{place}: card #{card.id} is {full[card.id].face!r} in the "
                               f"{name} deck, not {card.face!r}")
        if card.id in where:
            raise InvalidInput(f"{place}: card #{card.id} is already at {where[card.id]}")
        where[card.id] = place
    missing = [card for card in full if card.id not in where]
    if missing:
        raise InvalidInput(f"{path}.deck, {path}.table, {path}.piles: cards are not "
                           f"conserved: {_cards(missing)} held nowhere")


def _cards(cards: Iterable[Card]) -> str:
    return ", ".join(f"#{c.id} ({c.face})" for c in cards)


#: The fields of a round saved by ``State.to_dict`` before the codec, and of a player's pile.
V0_STATE = ("players", "dealer", "deck", "table", "tallies", "owed", "owed_since", "now",
            "pace_from", "bonus_taken", "ended", "events")
V0_PILE = ("cards", "claims", "invalid_claims", "free_cards", "bonus")


def _upgrade_state(data: Any) -> tuple[type, Any]:
    """A round saved by ``State.to_dict`` before the codec: actions were keyed on "type", the
    piles were called tallies and did not keep the faces of each claim (found in the log: the
    claims whose cards are in the claimer's pile)."""
    new = require(data, V0_STATE, "state")
    new = with_defaults(State, {k: v for k, v in new.items() if k not in ("format", "tallies")})
    new["events"] = upgrade_events(new["events"], "type", ACTIONS, "state.events")
    piles = data["tallies"]
    if isinstance(piles, list):
        piles = [_upgrade_pile(pile, p, new["events"], f"state.tallies[{p}]")
                 for p, pile in enumerate(piles)]
    new["piles"] = piles
    return State, new


def _upgrade_pile(pile: Any, player: int, events: Any, path: str) -> Any:
    pile = require(pile, V0_PILE, path)
    cards = pile["cards"]
    if "claimed" in pile or not isinstance(cards, list) or not isinstance(events, list):
        return pile
    faces = {card[0]: card[1] for card in cards if isinstance(card, list) and len(card) == 2
             and isinstance(card[0], int)}
    claimed = []
    for event in events:
        action = event.get("action") if isinstance(event, dict) else None
        if isinstance(action, dict) and action.get("@type") == "myword.Claim" \
                and action.get("player") == player and isinstance(action.get("cards"), list) \
                and action["cards"] and all(c in faces for c in action["cards"]):
            claimed.append([faces[c] for c in action["cards"]])
    return {**pile, "claimed": claimed}


def _validate_pile(pile: Pile, path: str) -> None:
    if len(pile.claimed) != pile.claims:
        raise InvalidInput(f"{path}.claimed: {len(pile.claimed)} claims kept, {pile.claims} "
                           "counted")
    if sum(map(len, pile.claimed)) > len(pile.cards):
        raise InvalidInput(f"{path}.claimed: more cards claimed than the pile holds")


register(Card, "myword.Card", encode=_encode_card, decode=_decode_card)
register(Rules, "myword.Rules", validate=_validate_rules)
for _cls in ACTIONS:
    register(_cls, f"myword.{_cls.__name__}", validate=_validate_action,
             nonnegative=("at", "cards", "card"))
register(Pile, "myword.Pile", validate=_validate_pile,
         nonnegative=("claims", "invalid_claims", "free_cards", "bonus"))
register(Points, "myword.Points",
         nonnegative=("cards", "bonus", "claims", "invalid_claims", "free_cards"))
register(State, "myword.State", validate=_validate_state,
         nonnegative=("players", "owed_since", "now", "pace_from", "bonus_taken"))
register_format("wordgames.myword.state/1", _upgrade_state)
