"""wordgames: three tabletop word games as a Python library.

The games are subpackages, imported on first use: ``wordgames.wordstorm``, ``wordgames.myword``
and ``wordgames.fivetiers``; simulation is ``wordgames.sim`` (needs pandas). ``warm()``
builds ahead, in a thread, the indexes their first rounds would build (:mod:`wordgames.play.warm`).

>>> import wordgames
>>> "cats" in wordgames.Lexicon.default()
True
>>> wordgames.myword.check_claim(["M", "K", "??"], "mask", wordgames.Lexicon.default()).ok
True
"""

from typing import TYPE_CHECKING

from wordgames.errors import IllegalAction, InvalidInput, LexiconError, UnknownGame, WordgamesError

# Before any game: its import finder keeps a compiled module from running older code than its
# source.
from wordgames.kit import native  # noqa: F401
from wordgames.kit.protocol import GAMES, GameInfo, exports

if TYPE_CHECKING:
    from wordgames.kit.tiles import Bag, Rack, Tile, TileSet
    from wordgames.lexicon import Lexicon, Spelling
    from wordgames.play.table import Table
    from wordgames.play.warm import warm

__version__ = "0.1.0"

# The tiles and the dictionary load on first use, the games (``wordgames.myword``) too, and
# ``warm`` and ``Table`` with the play layer, so that ``import wordgames`` (and a game's import)
# stays quick.
exports(__name__, {
    "kit.tiles": ["Bag", "Rack", "Tile", "TileSet"],
    "lexicon": ["Lexicon", "Spelling"],
    "play.table": ["Table"],
    "play.warm": ["warm"],
})

__all__ = [
    "GAMES",
    "Bag",
    "GameInfo",
    "IllegalAction",
    "InvalidInput",
    "Lexicon",
    "LexiconError",
    "Rack",
    "Spelling",
    "Table",
    "Tile",
    "TileSet",
    "UnknownGame",
    "WordgamesError",
    "__version__",
    "warm",
]
