"""MY WORD! (Reiner Knizia, 2001): cards are dealt face up and players race to call words of
three or more cards.

- :mod:`~wordgames.myword.claims`: ``check_claim`` (is this claim allowed, and if not, why) and
  ``find_claims`` (every claimable word on the table, complete);
- :mod:`~wordgames.myword.game`: ``Rules``, the actions ``Deal``, ``Claim``, ``TakeFreeCard``,
  ``EndRound``, the immutable ``State`` and ``Game`` (the game protocol);
- :mod:`~wordgames.myword.bot`: ``Bot``, a simulated player with a documented time model;
- :mod:`~wordgames.myword.info`: ``INFO``, the game's facts (a whole game is
  :func:`wordgames.play.table.play_match`: one round per player).

See ``docs/rules/my-word.md`` for the rules and the readings the library takes.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.myword import check_claim
>>> check_claim(["M", "K", "??"], "mask", Lexicon.default()).ok
True
"""

from typing import TYPE_CHECKING

from wordgames.kit.protocol import exports

if TYPE_CHECKING:
    from wordgames.myword.bot import Bot
    from wordgames.myword.cards import Card, Cards, as_table, deck
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
        PLAYERS,
        Claim,
        Deal,
        EndRound,
        Game,
        Pile,
        Points,
        Rules,
        State,
        TakeFreeCard,
        View,
        free_card_choice,
    )
    from wordgames.myword.info import INFO

# Each name is imported on first use: ``import wordgames.myword`` loads no module of the game.
exports(__name__, {
    "bot": ["Bot"],
    "cards": ["Card", "Cards", "as_table", "deck"],
    "claims": ["ClaimCheck", "Claims", "Failure", "cards_for", "check_claim", "find_claims"],
    "game": ["HOUSE_BONUS", "PLAYERS", "Claim", "Deal", "EndRound", "Game", "Pile", "Points",
             "Rules", "State", "TakeFreeCard", "View", "free_card_choice"],
    "info": ["INFO"],
})

__all__ = [
    "HOUSE_BONUS",
    "INFO",
    "PLAYERS",
    "Bot",
    "Card",
    "Cards",
    "Claim",
    "ClaimCheck",
    "Claims",
    "Deal",
    "EndRound",
    "Failure",
    "Game",
    "Pile",
    "Points",
    "Rules",
    "State",
    "TakeFreeCard",
    "View",
    "as_table",
    "cards_for",
    "check_claim",
    "deck",
    "find_claims",
    "free_card_choice",
]
