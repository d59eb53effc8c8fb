"""wordgames: three tabletop word games as a Python library.

>>> from wordgames import Lexicon, TileSet
>>> "cats" in Lexicon.default()
True
"""

from wordgames.errors import IllegalAction, InvalidInput, LexiconError, WordgamesError
from wordgames.lexicon import Lexicon, Spelling
from wordgames.tiles import Bag, Tile, TileSet

__version__ = "0.1.0"

__all__ = [
    "Bag",
    "IllegalAction",
    "InvalidInput",
    "Lexicon",
    "LexiconError",
    "Spelling",
    "Tile",
    "TileSet",
    "WordgamesError",
    "__version__",
]
