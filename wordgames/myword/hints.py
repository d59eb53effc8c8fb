"""A hint for a MY WORD! player: the longest word on the table now.

>>> import random
>>> from wordgames.myword import Deal, Game
>>> from wordgames.lexicon import Lexicon
>>> game = Game()
>>> state = game.new_round(2, random.Random(1))
>>> hint(game.view(state, 0), Lexicon.default(35)) is None
True
"""

from __future__ import annotations

from wordgames.lexicon import Lexicon
from wordgames.myword.claims import find_claims
from wordgames.myword.game import View


def hint(view: View, lexicon: Lexicon) -> str | None:
    """What the hint says to the player of ``view``, with words from ``lexicon`` (None when no
    word of it is on the table)."""
    claims = find_claims(view.table, lexicon, view.min_cards)
    if not claims:
        return None
    return f"Try {claims.longest()[0].upper()}."


__all__ = ["hint"]
