"""MY WORD! (Reiner Knizia, 2001): cards are dealt face up and players race to call words of
three or more cards.

- :mod:`~wordgames.myword.claims`: ``check_claim`` (is this claim allowed, and if not, why) and
  ``find_claims`` (every claimable word on the table, complete);
- :mod:`~wordgames.myword.game`: ``Rules``, the actions ``Deal``, ``Claim``, ``TakeFreeCard``,
  ``EndRound``, the immutable ``State`` and ``Game`` (the game protocol);
- :mod:`~wordgames.myword.bot`: ``Bot``, a simulated player with a documented time model;
- :mod:`~wordgames.myword.match`: ``play_game``, a whole game of one round per player.

>>> from wordgames.lexicon import Lexicon
>>> check_claim(["M", "K", "??"], "mask", Lexicon.default()).ok
True
"""

from wordgames.myword.bot import Bot
from wordgames.myword.cards import Card, Table, as_table, deck
from wordgames.myword.claims import (
    ClaimCheck,
    Claims,
    Failure,
    cards_for,
    check_claim,
    find_claims,
)
from wordgames.myword.game import (
    HOUSE_BONUS,
    Claim,
    Deal,
    EndRound,
    Game,
    Points,
    Rules,
    State,
    TakeFreeCard,
    Tally,
    View,
    free_card_choice,
)
from wordgames.myword.match import GameResult, play_game

__all__ = [
    "HOUSE_BONUS",
    "Bot",
    "Card",
    "Claim",
    "ClaimCheck",
    "Claims",
    "Deal",
    "EndRound",
    "Failure",
    "Game",
    "GameResult",
    "Points",
    "Rules",
    "State",
    "Table",
    "TakeFreeCard",
    "Tally",
    "View",
    "as_table",
    "cards_for",
    "check_claim",
    "deck",
    "find_claims",
    "free_card_choice",
    "play_game",
]
