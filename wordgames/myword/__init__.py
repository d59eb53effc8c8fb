"""MY WORD! (Reiner Knizia, 2001): cards are dealt face up and players race to call words of
three or more cards.

>>> from wordgames.lexicon import Lexicon
>>> check_claim(["M", "K", "??"], "mask", Lexicon.default()).ok
True
"""

from wordgames.myword.cards import Card, Table, as_table, deck
from wordgames.myword.claims import (
    ClaimCheck,
    Claims,
    Failure,
    cards_for,
    check_claim,
    find_claims,
)

__all__ = [
    "Card",
    "ClaimCheck",
    "Claims",
    "Failure",
    "Table",
    "as_table",
    "cards_for",
    "check_claim",
    "deck",
    "find_claims",
]
