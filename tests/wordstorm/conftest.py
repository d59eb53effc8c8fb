from __future__ import annotations

import pytest

from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon


@pytest.fixture(scope="session")
def lex() -> Lexicon:
    return Lexicon.default(70)


@pytest.fixture(scope="session")
def values() -> dict[str, int]:
    return dict(TileSet.load("wordstorm").values)
