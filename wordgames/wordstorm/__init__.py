"""Word Storm: race to build a personal crossword from drawn tiles; lowest score wins.

One module per job: ``grid`` (the crossword and its text form), ``check`` (is it correct?),
``board`` (sides and special squares), ``scoring``, ``game`` (round flow on the game protocol),
``solver`` (build a crossword from tiles; its search is ``search``, compiled where it can be;
``impossible`` proves a hopeless rack before any search) and ``bot`` (an agent with a time
model). See ``docs/rules/word-storm.md`` for the rules and the readings the library takes.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.wordstorm import Grid, check, solve
>>> lex = Lexicon.default()
>>> check(Grid.parse("CAT\\n..O\\n..P"), lex).ok
True
>>> solve(["D", "O", "G", "S"], lex).complete
True
"""

from typing import TYPE_CHECKING

from wordgames.kit.protocol import exports

if TYPE_CHECKING:
    from wordgames.wordstorm.board import Board, Side
    from wordgames.wordstorm.bot import Bot
    from wordgames.wordstorm.check import CheckResult, PlacedWord, check
    from wordgames.wordstorm.game import (
        PLAYERS,
        Arrange,
        CallStorm,
        Deal,
        Done,
        Game,
        Rules,
        State,
        TimeUp,
        Trade,
        View,
    )
    from wordgames.wordstorm.grid import Grid, Position
    from wordgames.wordstorm.info import INFO
    from wordgames.wordstorm.scoring import ScoreBreakdown, score_crossword
    from wordgames.wordstorm.solvable import solvable_fraction
    from wordgames.wordstorm.solver import Solution, impossible_reason, solve

# Each name is imported on first use: ``import wordgames.wordstorm`` loads no module of the game.
exports(__name__, {
    "board": ["Board", "Side"],
    "bot": ["Bot"],
    "check": ["CheckResult", "PlacedWord", "check"],
    "game": ["PLAYERS", "Arrange", "CallStorm", "Deal", "Done", "Game", "Rules", "State",
             "TimeUp", "Trade", "View"],
    "grid": ["Grid", "Position"],
    "info": ["INFO"],
    "scoring": ["ScoreBreakdown", "score_crossword"],
    "solvable": ["solvable_fraction"],
    "solver": ["Solution", "impossible_reason", "solve"],
})

__all__ = [
    "INFO", "PLAYERS", "Arrange", "Board", "Bot", "CallStorm", "CheckResult", "Deal", "Done",
    "Game", "Grid",
    "PlacedWord", "Position", "Rules", "ScoreBreakdown", "Side", "Solution", "State",
    "TimeUp", "Trade", "View", "check", "impossible_reason", "score_crossword",
    "solvable_fraction", "solve",
]
