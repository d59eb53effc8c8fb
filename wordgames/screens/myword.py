"""MY WORD! drawn, from the same pieces (:mod:`wordgames.screens.common`) in both places:

- its play screen (:func:`draw`, from a seat's view JSON): the cards on the table, the word
  box, everyone's won cards;
- its values in a notebook (each ``*_html``, a value's ``_repr_html_``): cards with their
  ids, the table, claims and their verdicts, the players' cards, a round's points.

>>> from wordgames.play.table import Table
>>> table = Table("myword", ["person", "adult"], seed=1, clock="simulated")
>>> table.join(0, "Ana")
>>> table.start()
>>> table.run_until(30.0)
>>> 'data-move=\\'{"type": "claim"}\\'' in draw(table.view_json(0))
True
>>> from wordgames.myword.cards import as_table
>>> out = cards(as_table(["SH", "??"]))
>>> "SH" in out, '<span class="wg-id">#1</span>' in out
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from wordgames.screens import common
from wordgames.screens.parts import move_button

if TYPE_CHECKING:
    from wordgames.myword.cards import Card
    from wordgames.myword.claims import ClaimCheck, Claims
    from wordgames.myword.game import Pile, Points, State, View


def card(face: str, card_id: int, *, numbered: bool = False, typed: bool = False) -> str:
    """One card, on the play screen and in a notebook: its face, its id in ``data-card`` and,
    when ``numbered``, underneath (in a notebook a claim names cards by id). ``typed``: a
    click on it types its letters into the word box (the play screen's client: ``data-tile``).

    >>> card("SH", 3)
    '<span class="wg-card" data-card="3">SH</span>'
    >>> card("SH", 3, typed=True)
    '<span class="wg-card" data-card="3" data-tile="SH">SH</span>'
    >>> card("SH", 3, numbered=True).endswith('SH<span class="wg-id">#3</span></span>')
    True
    """
    number = f'<span class="wg-id">#{card_id}</span>' if numbered else ""
    tile = f' data-tile="{common.escape(face)}"' if typed else ""
    return (f'<span class="wg-card" data-card="{card_id}"{tile}>'
            f'{common.escape(face)}{number}</span>')


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
            cards.append(card(face, card_id, typed=True))
    title = "" if owed else ' title="click a card to type it in your word"'
    return f'<div class="wg-cards"{title}>' + "".join(cards) + "</div>"


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


# -- the game's values in a notebook (their ``_repr_html_``) ----------------------------------


def cards(some: Iterable[Card]) -> str:
    """A row of cards, each with its id; an empty table says so."""
    drawn = "".join(card(c.face, c.id, numbered=True) for c in some)
    return f'<div class="wg-rack">{drawn}</div>' if drawn else common.note("no cards on the table")


def claims_html(claims: Claims, *, limit: int = 20, scale: float | None = None) -> str:
    """The table and its longest claimable words, each with the cards that spell it."""
    shown = claims.longest()[:limit]
    rows = [[common.word(w), f'<div class="wg-small">{cards(claims[w])}</div>'] for w in shown]
    more = len(claims) - len(shown)
    return common.page(
        cards(claims.table),
        common.note(
            f"{len(claims)} claimable words" + (f", the {len(shown)} longest:" if more else ":")
        ),
        common.table(rows),
        common.note(f"... and {more} more") if more > 0 else "",
        scale=scale,
    )


def claim_check(check: ClaimCheck) -> str:
    """A claim's verdict: ✓ allowed, or ✗ and each reason in words."""
    reasons = "; ".join(check.reasons) if check.reasons else "not allowed"
    spelled = ""
    if check.spelling is not None:
        spelled = common.note("spelled " + " + ".join(s.upper() for s in check.spelling.letters))
    return common.block(
        common.word(check.word),
        " ",
        common.verdict(check.ok, "allowed", reasons),
        cards(check.cards),
        spelled,
    )


def claim_check_html(check: ClaimCheck, *, scale: float | None = None) -> str:
    """What :func:`wordgames.myword.claims.check_claim` said of a claim."""
    return common.page(claim_check(check), scale=scale)


def piles(tallied: Sequence[Pile], dealer: int) -> str:
    """Each player's round so far: cards won and how."""
    rows = [
        [
            common.escape(common.seat(p) + (" (dealer)" if p == dealer else "")),
            str(len(t.cards)),
            str(t.claims),
            str(t.invalid_claims),
            str(t.free_cards),
            str(t.bonus),
            str(t.score),
        ]
        for p, t in enumerate(tallied)
    ]
    header = ["", "cards won", "claims", "not allowed", "free cards", "bonus", "score"]
    return common.table(rows, header, numeric={1, 2, 3, 4, 5, 6})


def state_html(state: State, *, scale: float | None = None) -> str:
    """A round as it stands: the table, each player's cards, the last claim's verdict."""
    status = "round over" if state.ended else f"{len(state.deck)} cards to deal"
    parts = [
        common.title(
            "MY WORD!", status, f"dealer {common.seat(state.dealer)}", f"{state.now:.1f} s"
        ),
        cards(state.table),
        piles(state.piles, state.dealer),
    ]
    if state.owed:
        parts.append(
            common.note("to take a free card: " + ", ".join(common.seat(p) for p in state.owed))
        )
    if state.last_check is not None:
        parts.append(common.block(claim_check(state.last_check), label="last claim"))
    return common.page(*parts, scale=scale)


def view_html(view: View, *, scale: float | None = None) -> str:
    """What one player sees: the table, how many cards everyone has won, the deck's size."""
    rows = [
        [common.escape(common.seat(p) + (" (you)" if p == view.player else "")), str(won), str(bad)]
        for p, (won, bad) in enumerate(zip(view.cards_won, view.invalid_claims, strict=True))
    ]
    status = "round over" if view.ended else f"{view.deck_left} cards to deal"
    owed = common.note("you take a free card from the table") if view.player in view.owed else ""
    return common.page(
        common.title(
            f"{common.seat(view.player)} sees",
            status,
            f"dealer {common.seat(view.dealer)}",
            f"words of {view.min_cards}+ cards",
        ),
        cards(view.table),
        owed,
        common.table(rows, ["", "cards won", "not allowed"], numeric={1, 2}),
        scale=scale,
    )


def points_html(points: Points, *, scale: float | None = None) -> str:
    """A player's round score: one point per card won, plus any bonus."""
    sheet = common.score_sheet(
        [("cards won", points.cards), ("bonus", points.bonus)],
        ("round score", points.cards + points.bonus),
    )
    how = (
        f"{points.claims} claims, {points.invalid_claims} not allowed, "
        f"{points.free_cards} free cards"
    )
    return common.page(sheet, common.note(how), scale=scale)


__all__ = ["card", "cards", "claim_check", "claim_check_html", "claims_html", "draw",
           "piles", "points_html", "state_html", "view_html", "why_not"]
