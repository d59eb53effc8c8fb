"""Five Tiers: make five words of 2, 3, 4, 5 and 6 tiles from 20 before the timer runs out.

The rules engine (:class:`Game`, :class:`Rules`, the actions), the exact solver (:func:`solve`,
:func:`best_partial`, :func:`solvable_fraction`), bots (:class:`Bot`) and the game's
facts (:data:`INFO`; a whole game is :func:`wordgames.play.table.play_match`). See
``docs/rules/five-tiers.md`` for the rules and the readings the library takes.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.fivetiers import solve
>>> lex = Lexicon.from_words(["be", "cat", "dogs", "apple", "orange"])
>>> solve(list("BECATDOGSAPPLEORANGE"), lex).words
('be', 'cat', 'dogs', 'apple', 'orange')
"""

from typing import TYPE_CHECKING

from wordgames.kit.protocol import exports

if TYPE_CHECKING:
    from wordgames.fivetiers.bot import Bot
    from wordgames.fivetiers.categories import categories, category_words, in_category
    from wordgames.fivetiers.game import (
        PLAYERS,
        Arrange,
        Breakdown,
        Declaration,
        Declare,
        EndRound,
        Exchange,
        Flip,
        Game,
        Rules,
        State,
        TimeUp,
        View,
    )
    from wordgames.fivetiers.info import INFO
    from wordgames.fivetiers.placing import place, place_all
    from wordgames.fivetiers.solver import (
        HAND_SIZE,
        TIERS,
        Arrangement,
        best_partial,
        impossible_reason,
        solvable_fraction,
        solve,
        solve_effort,
        unused_values,
    )

# Each name is imported on first use: ``import wordgames.fivetiers`` loads no module of the game.
exports(__name__, {
    "bot": ["Bot"],
    "categories": ["categories", "category_words", "in_category"],
    "game": ["PLAYERS", "Arrange", "Breakdown", "Declaration", "Declare", "EndRound", "Exchange",
             "Flip", "Game", "Rules", "State", "TimeUp", "View"],
    "info": ["INFO"],
    "placing": ["place", "place_all"],
    "solver": ["HAND_SIZE", "TIERS", "Arrangement", "best_partial", "impossible_reason",
               "solvable_fraction", "solve", "solve_effort", "unused_values"],
})

__all__ = [
    "HAND_SIZE",
    "INFO",
    "PLAYERS",
    "TIERS",
    "Arrange",
    "Arrangement",
    "Bot",
    "Breakdown",
    "Declaration",
    "Declare",
    "EndRound",
    "Exchange",
    "Flip",
    "Game",
    "Rules",
    "State",
    "TimeUp",
    "View",
    "best_partial",
    "categories",
    "category_words",
    "impossible_reason",
    "in_category",
    "place",
    "place_all",
    "solvable_fraction",
    "solve",
    "solve_effort",
    "unused_values",
]
