"""A hint for a Word Storm player: new words their letters could make on their crossword.

>>> import random
>>> from wordgames.wordstorm import Game
>>> from wordgames.lexicon import Lexicon
>>> game = Game()
>>> view = game.view(game.new_round(2, random.Random(1)), 0)
>>> hint(view, Lexicon.default(35))
'Try ...'
"""

from __future__ import annotations

from wordgames.kit.protocol import Advice
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.check import check
from wordgames.wordstorm.game import View
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.solver import solve


def hint_words(hand: tuple[str, ...], grid: Grid, lexicon: Lexicon,
               size: tuple[int, int] | None) -> list[str]:
    """Up to three new words the solver makes with ``hand`` on ``grid``."""
    solution = solve(hand, lexicon, grid=grid, size=size, max_steps=300, seed=0)
    if solution.grid == grid:
        return []
    before = {w.text for w in check(grid, lexicon).words}
    return [w.text for w in check(solution.grid, lexicon).words if w.text not in before][:3]


def hint(view: View, lexicon: Lexicon) -> str | None:
    """What the hint says to the player of ``view``, with words from ``lexicon`` (None when no
    word of it fits)."""
    if not view.hand:  # no word given: said, not counted
        return Advice("All your letters are in: press "
                      + ("Done!" if view.drawn_out else "Word Storm!"))
    words = hint_words(view.hand, view.grid, lexicon, view.side.size())
    if not words:
        return None
    return "Try " + ", ".join(w.upper() for w in words) + "."


__all__ = ["hint", "hint_words"]
