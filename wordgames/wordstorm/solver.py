"""Build a crossword from tiles: ``solve(tiles, lexicon, grid=None, time_limit=1.0, seed=0)``.

Given a grid, it first tries to add only the new tiles; failing that it rebuilds everything
(the rulebook's crossword exchange). It always returns by ``time_limit``; with ``max_steps`` set,
the result depends only on the inputs and the seed, not on the machine's speed. This module
checks what it is given and says what was found; the search itself, and how it chooses its
words, is :mod:`wordgames.wordstorm.search`.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.default()
>>> sol = solve(list("CATDOGS"), lex)
>>> sol.complete, sorted(sol.grid.tiles()) == sorted("CATDOGS")
(True, True)
>>> from wordgames.wordstorm.check import ACROSS, check, runs
>>> check(sol.grid, lex).ok
True
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.tiles import TileSet
from wordgames.wordstorm.grid import WILD, Grid, Position
from wordgames.wordstorm.search import EXHAUSTIVE_TILES, IMPOSSIBLE, SOLVED, UNDECIDED, find


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found: a crossword, the tiles it could not place, and how it went.

    ``status`` says what is known: :data:`SOLVED` (``complete``: every tile is placed),
    :data:`IMPOSSIBLE` (no crossword with every tile exists: the search was exhaustive, or some
    tile is in no word the tiles can spell) or :data:`UNDECIDED` (the time or step limit was
    reached first). ``wilds`` gives the letter each wild tile stands for; ``rebuilt`` says the
    given grid was rearranged; ``steps`` counts search nodes.
    """

    grid: Grid
    leftover: tuple[str, ...]
    complete: bool
    rebuilt: bool = False
    steps: int = 0
    seconds: float = 0.0
    wilds: Mapping[Position, str] = field(default_factory=dict)
    status: str = SOLVED

    def _repr_html_(self) -> str:
        from wordgames.render.wordstorm import solution_html

        return solution_html(self)


def solve(
    tiles: Iterable[str],
    lexicon: Lexicon,
    grid: Grid | None = None,
    time_limit: float = 1.0,
    seed: int = 0,
    *,
    max_steps: int | None = None,
    size: tuple[int, int] | None = None,
    values: Mapping[str, int] | None = None,
) -> Solution:
    """A correct crossword with all ``tiles`` (plus ``grid``'s), or the best partial one.

    - ``grid``: a crossword to extend; first only the new tiles are added, then (if that fails)
      everything is rebuilt. A grid that is not correct is rebuilt straight away.
    - ``time_limit``: seconds of wall-clock time; ``max_steps``: a budget of search nodes that
      makes the result independent of the machine (bots use it).
    - ``size``: (rows, columns) the crossword must fit in (a board side).
    - ``values``: tile values, for preferring hard letters (default: the Word Storm set).

    When no complete crossword is found, ``leftover`` holds the unplaced tiles of the partial
    crossword that leaves the least value unplaced, and ``status`` says whether a complete one
    is impossible or was only not found:

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.from_words(["cat", "act", "xi"])
    >>> solve(list("CATQ"), lex).status      # no word holds the Q
    'impossible'
    >>> solve(list("CATXI"), lex).status     # XI shares no letter with CAT: all shapes tried
    'impossible'
    >>> solve(list("CAT"), lex).status
    'solved'
    """
    rack_faces = _tiles(tiles)
    lexicon = _lexicon_of(lexicon)
    if grid is not None and not isinstance(grid, Grid):
        hint = ": use Grid.parse(text)" if isinstance(grid, str) else ""
        raise InvalidInput(f"solve's grid must be a Grid or None, not {type(grid).__name__}"
                           f"{hint}")
    time_limit = _seconds(time_limit)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidInput(f"seed must be a whole number, not {seed!r}")
    if max_steps is not None and (not isinstance(max_steps, int) or isinstance(max_steps, bool)
                                  or max_steps < 1):
        raise InvalidInput(f"max_steps must be a whole number >= 1 or None, not {max_steps!r}")
    if size is not None and not (
            isinstance(size, tuple) and len(size) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 1 for x in size)):
        raise InvalidInput(f"size must be (rows, columns), both at least 1, or None, not "
                           f"{size!r}")
    if values is not None and not isinstance(values, Mapping):
        raise InvalidInput(f"values must be a mapping of tile faces to points, not "
                           f"{type(values).__name__}")
    values = values if values is not None else TileSet.load("wordstorm").values
    # The lexicon's spelling index and the search's word index are built on their first use,
    # outside the time limit (in find).
    return Solution(*find(rack_faces, lexicon, grid, time_limit, seed, max_steps, size, values))


def _tiles(tiles: object) -> list[str]:
    """Tile faces, upper case; anything else raises InvalidInput naming it."""
    if isinstance(tiles, str) or not isinstance(tiles, Iterable):
        raise InvalidInput(f"tiles must be a list of tile faces such as ['C', 'A', '?'], not "
                           f"{type(tiles).__name__}")
    out = []
    for face in tiles:
        f = face.upper() if isinstance(face, str) else face
        if not isinstance(f, str) or not (f == WILD or (len(f) == 1 and f.isalpha()
                                                          and f.isascii())):
            raise InvalidInput(f"{face!r} is not a Word Storm tile (a letter A-Z or '?')")
        out.append(f)
    return out


def _lexicon_of(lexicon: object) -> Lexicon:
    if not isinstance(lexicon, Lexicon):
        raise InvalidInput(f"solve needs a Lexicon, not {type(lexicon).__name__}")
    return lexicon


def _seconds(value: object) -> float:
    if (not isinstance(value, int | float) or isinstance(value, bool)
            or not math.isfinite(value) or value <= 0):
        raise InvalidInput(f"time_limit must be a positive number of seconds, not {value!r}")
    return float(value)


__all__ = ["EXHAUSTIVE_TILES", "IMPOSSIBLE", "SOLVED", "UNDECIDED", "Solution", "solve"]
