"""MY WORD!'s screen: the cards on the table, the word box, everyone's won cards.

>>> from wordgames.table import Table
>>> table = Table("myword", ["person", "adult"], seed=1, clock="simulated")
>>> table.join(0, "Ana")
>>> table.start()
>>> table.run_until(30.0)
>>> 'data-move=\\'{"type": "claim"}\\'' in draw(table.view_json(0))
True
"""

from __future__ import annotations

from typing import Any

from wordgames.render import common
from wordgames.screens.parts import move_button


def _cards(view: dict[str, Any], owed: bool, dealing: bool = False) -> str:
    if not view["table"]:
        soon = ("press Deal a card to turn the first one." if dealing
                else "the next one comes soon.")
        return ('<div class="wg-cards"><div class="wg-help">No cards on the table: '
                f"{soon}</div></div>")
    cards = []
    for card_id, face in view["table"]:
        if owed:
            cards.append(move_button(face, {"type": "free_card", "card": card_id},
                                     kind="card", title="take this card free"))
        else:
            cards.append(f'<span class="wg-card" data-card="{card_id}">'
                         f"{common.escape(face)}</span>")
    return '<div class="wg-cards">' + "".join(cards) + "</div>"


def why_not(reasons: list[str]) -> str:
    """Why a call was not allowed, in a few plain words (the rulebook's reasons are long).

    >>> why_not(["0 cards; a word needs at least 3 cards (cards, not letters)",
    ...          "the cards (none) do not spell ZZZ", "ZZZ is not in the word list (SCOWL 70)"])
    'the cards on the table do not spell it, and it is not in the word list'
    >>> why_not(["2 cards; a word needs at least 3 cards (cards, not letters)"])
    'a word needs at least 3 cards'
    """
    plain = []
    for reason in reasons:
        if "do not spell" in reason:
            plain.append("the cards on the table do not spell it")
        elif "not in the word list" in reason:
            plain.append("it is not in the word list")
        elif "apostrophe" in reason:
            plain.append("words with ' or - are not allowed")
        elif "a word needs at least" in reason and not any("do not spell" in r
                                                             for r in reasons):
            plain.append(reason.split("; ", 1)[-1].split(" (")[0])
    return ", and ".join(plain[:2]) if plain else "; ".join(reasons)


def _last_call(data: dict[str, Any]) -> str:
    last = data["view"]["last_claim"]
    if last is None:
        return ""
    mine = last["player"] == data["seat"]
    who = "You" if mine else common.escape(data["seats"][last["player"]]["name"])
    word = common.word(last["word"])
    if last["allowed"]:
        won = "You win its cards!" if mine else "They win its cards."
        return f'<div class="wg-msg wg-msg-ok">{who} called {word}: a good word! {won}</div>'
    why = why_not(last["reasons"])
    cost = ("The others take a free card." if mine
            else "Everyone else takes a free card.")
    return (f'<div class="wg-msg wg-msg-info">{who} called {word}: not allowed'
            f'{" (" + common.escape(why) + ")" if why else ""}. {cost}</div>')


def draw(data: dict[str, Any]) -> str:
    """MY WORD!'s part of a seat's screen."""
    view = data["view"]
    if view is None:
        return '<div class="wg-help">Press Start to deal the first card.</div>'
    me = data["seat"]
    owed = me in view["owed"]
    left = view["deck_left"]
    deck = (f"{left} card{'s' if left != 1 else ''} still to come" if left
            else "All the cards are out")
    parts = [f'<div class="wg-status">{deck}. A word needs {view["min_cards"]} cards or '
             "more.</div>"]
    dealing = bool(data["playing"] and view["dealer"] == me and data.get("hand_deal")
                   and left)
    if dealing:
        parts.append('<div class="wg-help">You deal this round: press <b>Deal a card</b> (or '
                     "the Space bar) to turn each card, as fast or as slow as you like.</div>")
    if owed and data["playing"]:
        parts.append('<div class="wg-msg wg-msg-info">A free card for you! Click the card '
                     "you want.</div>")
    parts.append(_cards(view, owed and data["playing"], dealing))
    parts.append(_last_call(data))
    if data["playing"]:
        parts.append(
            '<form class="wg-row" data-move=\'{"type": "claim"}\'>'
            '<input class="wg-word-box" name="word" autofocus autocomplete="off" data-clear '
            'spellcheck="false" placeholder="type a word" aria-label="your word" '
            'maxlength="30">'
            '<button class="wg-btn wg-btn-primary" type="submit">Call word</button>'
            + (move_button("Deal a card", {"type": "deal"}, key=" ", kind="deal")
               if dealing else "") + "</form>")
    parts.append('<div class="wg-section">Cards won</div>'
                 + common.table(_won_rows(data), ["player", "cards", "words called"],
                                numeric={1}))
    return "".join(parts)


def _won_rows(data: dict[str, Any]) -> list[list[str]]:
    """A row a player: the cards won, and the words that won them (a child reads QUEEN, not
    the cards Q U E E N among the others), and the free cards taken.

    >>> _won_rows({"seats": [{"name": "Ana"}], "view": {"dealer": 0, "cards_won": [5],
    ...            "words": [["queen", "cat"]], "free_cards": [1]}})
    [['Ana · deals', '5', '<span class="wg-pile">QUEEN, CAT + 1 free card</span>']]
    """
    view = data["view"]
    rows = []
    for n, seat in enumerate(data["seats"]):
        free = view["free_cards"][n]
        said = " + ".join(part for part in (
            ", ".join(w.upper() for w in view["words"][n]),
            f"{free} free card{'s' if free != 1 else ''}" if free else "") if part)
        dealer = " · deals" if n == view["dealer"] else ""
        rows.append([common.escape(seat["name"]) + dealer, str(view["cards_won"][n]),
                     f'<span class="wg-pile">{common.escape(said or "—")}</span>'])
    return rows


__all__ = ["draw", "why_not"]
