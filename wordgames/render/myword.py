"""MY WORD! drawn: cards with their ids, the table, claims and their verdicts, the players' cards.

>>> from wordgames.myword.cards import as_table
>>> out = cards_html(as_table(["SH", "??"]))
>>> "SH" in out, '<span class="wg-id">#1</span>' in out
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from wordgames.render import common

if TYPE_CHECKING:
    from wordgames.myword.cards import Card
    from wordgames.myword.claims import ClaimCheck, Claims
    from wordgames.myword.game import Pile, Points, State, View


def card(the_card: Card) -> str:
    """One card: its face, and its id underneath (a claim names cards by id)."""
    return (
        f'<span class="wg-card">{common.escape(the_card.face)}'
        f'<span class="wg-id">#{the_card.id}</span></span>'
    )


def cards(some: Iterable[Card]) -> str:
    """A row of cards; an empty table says so."""
    drawn = "".join(card(c) for c in some)
    return f'<div class="wg-rack">{drawn}</div>' if drawn else common.note("no cards on the table")


def cards_html(some: Iterable[Card], *, scale: float | None = None) -> str:
    """A row of cards, each with its id."""
    return common.page(cards(some), scale=scale)


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


__all__ = [
    "card",
    "cards",
    "cards_html",
    "claim_check",
    "claim_check_html",
    "claims_html",
    "piles",
    "points_html",
    "state_html",
    "view_html",
]
