"""Word Storm: race to build a personal crossword from drawn tiles; lowest score wins.

>>> from wordgames.wordstorm import Grid, check
>>> from wordgames.lexicon import Lexicon
>>> check(Grid.parse("CAT"), Lexicon.default()).ok
True
"""

from wordgames.wordstorm.board import Board, Side
from wordgames.wordstorm.check import CheckResult, PlacedWord, check
from wordgames.wordstorm.game import (
    Arrange,
    CallStorm,
    Deal,
    Done,
    Game,
    Rules,
    State,
    Tally,
    TimeUp,
    Trade,
    View,
    score_round,
)
from wordgames.wordstorm.grid import Grid, Position
from wordgames.wordstorm.scoring import ScoreBreakdown, score_crossword

__all__ = [
    "Arrange", "Board", "CallStorm", "CheckResult", "Deal", "Done", "Game", "Grid",
    "PlacedWord", "Position", "Rules", "ScoreBreakdown", "Side", "State", "Tally", "TimeUp",
    "Trade", "View", "check", "score_crossword", "score_round",
]
