"""MY WORD!'s values in saved games (see :mod:`wordgames.saving`): a card is saved as
``[id, face]``, and a loaded round must hold every card of its deck exactly once.

>>> import random
>>> from wordgames.saving.codec import from_json, to_json
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

from collections import Counter
from collections.abc import Iterable
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.protocol import sitting_out
from wordgames.kit.tiles import TileSet
from wordgames.kit.validate import MAX_POINTS
from wordgames.myword.cards import Card, deck
from wordgames.myword.game import (
    PLAYERS,
    Claim,
    Deal,
    EndRound,
    Pile,
    Points,
    Rules,
    State,
    TakeFreeCard,
)
from wordgames.myword.info import INFO
from wordgames.saving.codec import (
    check_best_winners,
    check_clock_and_end,
    check_events,
    check_name,
    check_saved_seat,
    check_size,
    check_times,
    register,
    register_format,
    register_result_check,
    require,
    shipped_tilesets,
    upgrade_events,
    with_defaults,
)

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
    if isinstance(rules.tileset, str):  # a set of one's own is saved whole, and checked so
        TileSet.load(check_name(rules.tileset, f"{path}.tileset"))


def _validate_action(action: Any, path: str) -> None:
    check_saved_seat(action.player, MOST_PLAYERS, f"{path}.player",
               game=isinstance(action, Deal | EndRound))


def _validate_state(state: State, path: str) -> None:
    low, high = PLAYERS
    if not low <= state.players <= high:
        raise InvalidInput(f"{path}.players: MY WORD! is for {low} to {high} players, not "
                           f"{state.players}")
    check_size(state.piles, state.players, f"{path}.piles", "players")
    check_saved_seat(state.dealer, state.players, f"{path}.dealer")
    for i, seat in enumerate(state.out):  # seats out of play: each once
        check_saved_seat(seat, state.players, f"{path}.out[{i}]")
        if seat in state.out[:i]:
            raise InvalidInput(f"{path}.out[{i}]: player {seat} is out of play once, not twice")
        if seat in state.owed and seat in sitting_out(state):
            raise InvalidInput(f"{path}.owed: player {seat} is out of play, owed nothing")
    for i, seat in enumerate(state.owed):
        check_saved_seat(seat, state.players, f"{path}.owed[{i}]")
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
    _check_reachable(state, path)


def _check_reachable(state: State, path: str) -> None:
    """The counts of ``state`` are those its log reaches from a new round, under any rules: a
    pile counts the claims and free cards its player made, holds the cards they won, a bonus
    only after an allowed claim; the clock, the deal and the end follow the log."""
    events = state.events
    actions = [e.action for e in events]
    check_clock_and_end(state.now, state.ended, events, (EndRound,), path)
    paced = [e.at for e in events if not isinstance(e.action, EndRound)]
    if state.pace_from != (paced[-1] if paced else None):
        raise InvalidInput(f"{path}.pace_from: {state.pace_from}, but the last card or claim "
                           f"was at {paced[-1] if paced else None}")
    claims = [a for a in actions if isinstance(a, Claim)]
    # (Rounds saved before first_claim_table was kept have none, claims or not.)
    if state.first_claim_table is not None and not claims:
        raise InvalidInput(f"{path}.first_claim_table: kept when a word is first called, but "
                           "the log has no claim")
    invalid = [pile.invalid_claims for pile in state.piles]
    for p, pile in enumerate(state.piles):
        _check_pile(state, p, pile, invalid, f"{path}.piles[{p}]")
    free = sum(pile.free_cards for pile in state.piles)
    deals = sum(isinstance(a, Deal) for a in actions)
    if not deals <= state.dealt <= deals + free:
        raise InvalidInput(f"{path}.deck: {state.dealt} cards are out of the deck, but the log "
                           f"deals {deals} and hands out {free} free cards")
    if state.owed and (not claims or claims[-1].player in state.owed
                       or claims[-1].at != state.owed_since):
        raise InvalidInput(f"{path}.owed: free cards are owed only after a word that was not "
                           "allowed, to the other players")
    largest = max((len(c) for pile in state.piles for c in pile.claimed), default=0)
    for i, size in enumerate(state.bonus_taken):
        if not 1 <= size <= largest:
            raise InvalidInput(f"{path}.bonus_taken[{i}]: a {size}-card bonus tier, but the "
                               f"longest claim had {largest} cards")


def _check_pile(state: State, p: int, pile: Pile, invalid: list[int], path: str) -> None:
    made = sum(isinstance(e.action, Claim) and e.player == p for e in state.events)
    if pile.claims + pile.invalid_claims != made:
        name = "invalid_claims" if pile.invalid_claims > made else "claims"
        raise InvalidInput(f"{path}.{name}: {getattr(pile, name)}, but player {p} made {made} "
                           f"claims in the round's log: {pile.claims} allowed and "
                           f"{pile.invalid_claims} not allowed cannot be reached")
    taken = sum(isinstance(e.action, TakeFreeCard) and e.player == p for e in state.events)
    if pile.free_cards != taken:
        raise InvalidInput(f"{path}.free_cards: {pile.free_cards}, but player {p} took {taken} "
                           "free cards in the round's log")
    owed_to_me = sum(n for q, n in enumerate(invalid) if q != p)
    if pile.free_cards > owed_to_me:
        raise InvalidInput(f"{path}.free_cards: {pile.free_cards} is more than the other "
                           f"players' {owed_to_me} words that were not allowed can reach")
    claimed = Counter(face for claim in pile.claimed for face in claim)
    if len(pile.cards) != claimed.total() + pile.free_cards:
        raise InvalidInput(f"{path}.cards: {len(pile.cards)} cards, but {claimed.total()} were "
                           f"claimed and {pile.free_cards} taken free")
    lost = claimed - Counter(card.face for card in pile.cards)
    if lost:
        raise InvalidInput(f"{path}.claimed: claims the cards {', '.join(sorted(lost))} that "
                           "the pile does not hold")
    if any(not claim for claim in pile.claimed):
        raise InvalidInput(f"{path}.claimed: a claim of no cards")
    if pile.bonus and not pile.claims:
        raise InvalidInput(f"{path}.bonus: {pile.bonus} is more than a player with no allowed "
                           "claim can reach (0)")
    # A state holds no rules (check_state judges it by its own), but no rules give more than
    # MAX_POINTS for a bonus tier or a subject word.
    most = MAX_POINTS * (len(state.bonus_taken) + pile.claims)
    if pile.bonus > most:
        tiers = len(state.bonus_taken)
        raise InvalidInput(f"{path}.bonus: {pile.bonus} is more than any rules can reach with "
                           f"{pile.claims} claim{'s' * (pile.claims != 1)} and {tiers} bonus "
                           f"tier{'s' * (tiers != 1)} taken ({most}: at most {MAX_POINTS} "
                           "for each)")


def check_state(state: State, rules: Rules, path: str = "state") -> None:
    """What a loaded ``state`` holds that only the rules it is played by can check: the bonus
    tiers it has taken are the rules' and each pile's bonus is one those tiers and the
    teacher's subject words can reach. ``InvalidInput`` names the field.

    >>> from wordgames.myword.game import HOUSE_BONUS
    >>> state = State(2, 0, (), piles=(Pile(claims=1, bonus=2), Pile()), bonus_taken=(5,))
    >>> check_state(state, Rules(bonus=HOUSE_BONUS))
    >>> check_state(state, Rules())
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: state.bonus_taken[0]: the rules have no 5-card bonus tier
    """
    tiers = dict(rules.bonus)
    for i, size in enumerate(state.bonus_taken):
        if size not in tiers:
            raise InvalidInput(f"{path}.bonus_taken[{i}]: the rules have no {size}-card bonus "
                               "tier")
    from_tiers = sum(tiers[size] for size in state.bonus_taken)
    subject = rules.subject_bonus if rules.subject_words else 0
    for p, pile in enumerate(state.piles):
        most = from_tiers + subject * pile.claims
        if pile.bonus > most:
            raise InvalidInput(f"{path}.piles[{p}].bonus: {pile.bonus} is more than the rules "
                               f"can reach with {pile.claims} claims and the bonus tiers taken "
                               f"({most})")
    total = sum(pile.bonus for pile in state.piles)
    claims = sum(pile.claims for pile in state.piles)
    if not from_tiers <= total <= from_tiers + subject * claims:
        raise InvalidInput(f"{path}.piles: the bonuses add up to {total}, but the bonus tiers "
                           f"taken give {from_tiers}"
                           + (f" and subject words at most {subject * claims}" if subject
                              else ""))


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
    if pile.words and len(pile.words) != len(pile.claimed):
        raise InvalidInput(f"{path}.words: a word for each of its {len(pile.claimed)} claims is "
                           f"needed, not {len(pile.words)}")


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
register_result_check("myword", check_best_winners)
