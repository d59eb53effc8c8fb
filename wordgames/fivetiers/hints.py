"""A hint for a Five Tiers player: a word for one of their empty tiers.

>>> import random
>>> from wordgames.fivetiers import Game
>>> from wordgames.lexicon import Lexicon
>>> game = Game()
>>> view = game.view(game.new_round(2, random.Random(1)), 0)
>>> hint(view, Lexicon.default(35)).startswith("Try ")
True
"""

from __future__ import annotations

from wordgames.errors import IllegalAction
from wordgames.fivetiers.game import View
from wordgames.fivetiers.placing import place
from wordgames.fivetiers.solver import TIERS, best_partial, solve
from wordgames.lexicon import Lexicon


def hint_at(rack: tuple[str, ...], tiers: tuple[str | None, ...], lexicon: Lexicon
            ) -> tuple[int, str] | None:
    """A word for an empty tier that still leaves the placed words in place, with the tier's
    number of tiles (with Spanish tiles PERRO may take 4: P E RR O), or None.

    >>> rack = ("P", "E", "RR", "O", *"QXZJKVWYBFHMCDGT")
    >>> hint_at(rack, (None,) * 5, Lexicon.from_words(["perro"]))
    (4, 'perro')
    """
    solution = solve(rack, lexicon)
    for arrangement in [solution] if solution is not None else []:
        for i, word in enumerate(arrangement.words):
            if tiers[i] is None and word is not None:
                words = list(tiers)
                words[i] = word
                try:
                    place(words, rack)
                except IllegalAction:
                    continue
                return TIERS[i], word
    try:
        left = place(tiers, rack).unused
    except IllegalAction:
        left = rack
    partial = best_partial(left, lexicon, budget=2000)
    for i, word in enumerate(partial.words):
        if tiers[i] is None and word is not None:
            return TIERS[i], word
    return None


def hint(view: View, lexicon: Lexicon) -> str | None:
    """What the hint says to the player of ``view``, with words from ``lexicon`` (None when no
    word of it fits): the word and its row, counted as the screen counts it (tiles in Spanish,
    where RR and LL are one tile each)."""
    placed = view.arrangement.words if view.arrangement is not None else (None,) * len(TIERS)
    found = hint_at(view.rack, tuple(placed), lexicon)
    if found is None:
        return None
    size, word = found
    return f"Try {word.upper()} in the {size}-{row_unit(view.rules.spanish)} row."


def row_unit(spanish: bool) -> str:
    """What a row counts, in a child's words: letters, or in Spanish play tiles (RR and LL are
    two letters on one tile, so PERRO fits the 4-tile row).

    >>> row_unit(False), row_unit(True)
    ('letter', 'tile')
    """
    return "tile" if spanish else "letter"


__all__ = ["hint", "hint_at", "row_unit"]
