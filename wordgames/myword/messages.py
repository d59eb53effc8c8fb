"""MY WORD! on a screen: a seat's view as JSON, and a seat's message as an action.

The view JSON holds what the rules let a player see: the cards on the table, everyone's won
cards (face up in front of them), the counts, the clock and the last call; never the deck.

>>> import random
>>> from wordgames.myword import Deal, Game
>>> game = Game()
>>> state = game.apply(game.new_round(2, random.Random(1)), Deal(at=1.0))
>>> data = view_json(game.view(state, 1))
>>> data["table"], data["deck_left"]
([[26, 'I']], 59)
>>> action_from_message(game.view(state, 1), {"type": "claim", "word": "tee", "cards": [26]})
Claim(player=1, cards=(26,), word='tee', at=0.0)
"""

from __future__ import annotations

from typing import Any

from wordgames.errors import IllegalAction
from wordgames.kit import messages
from wordgames.myword.cards import Cards
from wordgames.myword.claims import cards_for, clean_word
from wordgames.myword.game import Claim, Deal, TakeFreeCard, View

#: The moves a MY WORD! seat may send.
MOVES = ("claim", "free_card", "deal")


def view_json(view: View) -> dict[str, Any]:
    """``view`` as JSON values."""
    last = view.last_claim
    return {
        "player": view.player,
        "players": view.players,
        "dealer": view.dealer,
        "table": [[card.id, card.face] for card in view.table],
        "piles": [list(pile) for pile in view.piles],
        "words": [list(words) for words in view.words],
        "cards_won": list(view.cards_won),
        "claims": list(view.claims),
        "invalid_claims": list(view.invalid_claims),
        "free_cards": list(view.free_cards),
        "deck_left": view.deck_left,
        "dealt": view.dealt,
        "owed": list(view.owed),
        "now": round(view.now, 2),
        "ended": view.ended,
        "min_cards": view.min_cards,
        "last_claim": None if last is None else {
            "player": last[0], "word": last[1], "allowed": last[2], "reasons": list(last[3])},
    }


def action_from_message(view: View, message: dict[str, Any]) -> Any:
    """The action ``message`` asks for at ``view``'s seat, or ``InvalidInput`` /
    ``IllegalAction`` saying why not.

    - ``{"type": "claim", "word": "mask", "cards": [4, 7]}``: call a word (``cards``, the table
      cards chosen, may be left out: the cards that spell it are found);
    - ``{"type": "free_card", "card": 4}``: take a free card (``card`` may be left out);
    - ``{"type": "deal"}``: the dealer, dealing by hand, turns the next card.
    """
    kind = messages.move_kind(message, MOVES)
    on_table = {card.id for card in view.table}
    if kind == "claim":
        given = messages.fields(message, kind, required=("word",), optional=("cards",))
        word = clean_word(messages.text(given["word"], "word"))
        if len(word.split()) > 1:
            raise IllegalAction("one word at a time")
        if view.player in view.owed:
            raise IllegalAction("first take your free card: click a card on the table")
        if given.get("cards"):
            cards = [messages.whole(c, "cards", 0, 10_000)
                     for c in messages.items(given["cards"], "cards", len(view.table))]
            gone = [c for c in cards if c not in on_table]
            if gone:
                raise IllegalAction("that card has just gone from the table")
            if len(set(cards)) != len(cards):
                raise IllegalAction("each card counts once")
            chosen = tuple(cards)
        else:
            chosen = cards_for_call(view.table, word, view.min_cards)
        return Claim(player=view.player, cards=chosen, word=word)
    if kind == "free_card":
        given = messages.fields(message, kind, optional=("card",))
        card = given.get("card")
        if card is not None:
            card = messages.whole(card, "card", 0, 10_000)
            if card not in on_table:
                raise IllegalAction("that card is not on the table")
        return TakeFreeCard(player=view.player, card=card)
    messages.fields(message, kind)
    if view.dealer != view.player:
        raise IllegalAction("it is not your turn to deal")
    return Deal(player=view.player)


def cards_for_call(table: Cards, word: str, min_cards: int) -> tuple[int, ...]:
    """The cards for a call the player typed without choosing cards: the table's best
    spelling, else the cards whose letters the word holds, in word order, so that a call the
    table cannot spell is judged, and costs, as the rule says."""
    for minimum in (min_cards, 1):
        try:
            return tuple(c.id for c in cards_for(table, word, minimum))
        except IllegalAction:
            continue
    left = list(table)
    picked = []
    rest = word
    while rest and left:
        match = next((c for c in left if c.face.isalpha() and rest.startswith(c.face.lower())),
                     None)
        if match is None:
            rest = rest[1:]
            continue
        picked.append(match.id)
        left.remove(match)
        rest = rest[len(match.face):]
    return tuple(picked)


def message_of(action: Any) -> dict[str, Any]:
    """The message a screen would send for ``action`` (for scripted people and tests).

    >>> message_of(Claim(player=0, cards=(3, 5, 8), word="mask"))
    {'type': 'claim', 'word': 'mask', 'cards': [3, 5, 8]}
    """
    if isinstance(action, Claim):
        return {"type": "claim", "word": action.word, "cards": list(action.cards)}
    if isinstance(action, TakeFreeCard):
        return {"type": "free_card", "card": action.card}
    if isinstance(action, Deal):
        return {"type": "deal"}
    raise IllegalAction(f"{type(action).__name__} is not a player's move")


__all__ = ["MOVES", "action_from_message", "cards_for_call", "message_of", "view_json"]
