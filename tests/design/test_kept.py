"""The Word Storm solver's kept racks and moves change how fast it searches, never what it finds."""

from __future__ import annotations

from wordgames.kit.tiles import Bag, TileSet
from wordgames.lexicon import Lexicon
from wordgames.wordstorm import solve
from wordgames.wordstorm.search import _word_index

TILES = TileSet.load("wordstorm")
LEX = Lexicon.default(70)


def forget() -> None:
    """Empty what the solver keeps between searches: the next search starts cold."""
    index = _word_index(LEX, {k.lower(): v for k, v in TILES.values.items() if len(k) == 1})
    index.spelled.clear()
    index.hooked.clear()
    index.positions.clear()


def searched(tiles: list[str], **options: object) -> tuple[object, ...]:
    found = solve(tiles, LEX, max_steps=300, time_limit=60, **options)  # type: ignore[arg-type]
    return found.grid, found.leftover, found.steps, found.status, found.rebuilt


def test_a_warm_solver_finds_what_a_cold_one_finds() -> None:
    racks = [list(Bag(TILES, seed=s).draw(n)) for s, n in ((1, 9), (2, 14), (3, 21), (4, 6))]
    for i, rack in enumerate(racks):
        forget()
        cold = searched(rack, seed=i)
        grown = list(Bag(TILES, seed=50 + i).draw(4))
        cold_grown = searched(grown, grid=cold[0], seed=7)
        forget()
        for seed in range(4):  # fill the kept racks and moves with other searches first
            searched(list(Bag(TILES, seed=100 + seed).draw(12)), seed=seed)
        searched(rack, seed=i + 1)  # the same rack, another seed: its moves kept, jittered anew
        assert searched(rack, seed=i) == cold
        assert searched(grown, grid=cold[0], seed=7) == cold_grown  # extend the crossword
