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
from wordgames.kit import validate
from wordgames.kit.lookalike import typed
from wordgames.kit.tiles import MAX_TILES, TileSet
from wordgames.kit.validate import LONGEST
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.grid import MAX_SPAN, WILD, Grid, Position, shown_face
from wordgames.wordstorm.impossible import (
    holding,
    impossible_reason,
    letter_groups,
    unplaceable,
)
from wordgames.wordstorm.impossible import prepare as _prepare_check
from wordgames.wordstorm.search import (
    EXHAUSTIVE_TILES,
    IMPOSSIBLE,
    SOLVED,
    UNDECIDED,
    Found,
    find,
)
from wordgames.wordstorm.search import prepare as _prepare


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found: a crossword, the tiles it could not place, and how it went.

    ``status`` says what is known: :data:`SOLVED` (``complete``: every tile is placed),
    :data:`IMPOSSIBLE` (no crossword with every tile exists: the search was exhaustive, or some
    tile is in no word the tiles can spell) or :data:`UNDECIDED` (the time or step limit was
    reached first). ``wilds`` gives the letter each wild tile stands for; ``rebuilt`` says the
    given grid was rearranged; ``steps`` counts search nodes. ``reason`` says in words why a
    rack is impossible when a cheap proof showed it before any search (see
    :mod:`wordgames.wordstorm.impossible`); the crossword is then the best one of the tiles
    that can be placed.
    """

    grid: Grid
    leftover: tuple[str, ...]
    complete: bool
    rebuilt: bool = False
    steps: int = 0
    seconds: float = 0.0
    wilds: Mapping[Position, str] = field(default_factory=dict)
    status: str = SOLVED
    reason: str | None = None

    def _repr_html_(self) -> str:
        from wordgames.screens.wordstorm import solution_html

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
    >>> solve(list("CATQ"), lex).reason
    'no word from these tiles uses the Q'
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
    validate.seed(seed)
    if max_steps is not None and (not isinstance(max_steps, int) or isinstance(max_steps, bool)
                                  or max_steps < 1):
        raise InvalidInput(f"max_steps must be a whole number >= 1 or None, not {max_steps!r}")
    if size is not None and not (
            isinstance(size, tuple) and len(size) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= MAX_SPAN
                    for x in size)):
        raise InvalidInput(f"size must be (rows, columns), both from 1 to {MAX_SPAN:,}, or "
                           f"None, not {size!r}"[:200])
    if values is not None and not isinstance(values, Mapping):
        raise InvalidInput(f"values must be a mapping of tile faces to points, not "
                           f"{type(values).__name__}")
    values = values if values is not None else _default_values()
    # The lexicon's spelling index and the search's word index are built on their first use,
    # outside the time limit (in find).
    every = [*rack_faces, *(grid[p] for p in grid)] if grid is not None else rack_faces
    reason = impossible_reason(every, lexicon)
    if reason is None:
        return Solution(*find(rack_faces, lexicon, grid, time_limit, seed, max_steps, size,
                              values))
    aside = _set_aside(every, lexicon, values)
    rest = list(rack_faces)
    for face in aside:
        if face in rest:
            rest.remove(face)
        else:  # a tile of the grid: the crossword is searched for whole
            return Solution(*_impossible(find(rack_faces, lexicon, grid, time_limit, seed,
                                              max_steps, size, values), (), values),
                            reason=reason)
    found = find(rest, lexicon, grid, time_limit, seed, max_steps, size, values)
    return Solution(*_impossible(found, aside, values), reason=reason)


def _set_aside(faces: list[str], lexicon: Lexicon, values: Mapping[str, int]) -> list[str]:
    """The tiles an impossible rack's best crossword leaves out for sure: those no word takes,
    and those of the letters that no word links to the dearest group of letters."""
    held = holding(faces, lexicon)
    aside = unplaceable(faces, held)
    groups = letter_groups([f for f in faces if f not in aside], held)
    if len(groups) > 1:
        def worth(group: list[str]) -> int:
            return sum(values.get(f, 0) for f in faces if f in group)

        kept = max(groups, key=worth)
        aside += [f for f in faces if f != WILD and f not in kept and f not in aside]
    return sorted(aside)


def _impossible(found: Found, aside: Iterable[str], values: Mapping[str, int]) -> Found:
    """What the search found for the tiles that can be placed, as the answer for them all:
    incomplete, impossible, the tiles set aside among the leftover (one tile is laid alone
    when no word is placed: a correct crossword all the same)."""
    grid, leftover, _, rebuilt, steps, seconds, wilds, _ = found
    left = sorted([*leftover, *aside])
    if not grid and left:
        lone = max(sorted(f for f in left if f != WILD) or left,
                   key=lambda f: values.get(f, 0))
        left.remove(lone)
        grid = Grid({(0, 0): lone})
    return grid, tuple(left), False, rebuilt, steps, seconds, wilds, IMPOSSIBLE


def prepare(lexicon: Lexicon, values: Mapping[str, int] | None = None) -> None:
    """Build now the indexes that :func:`solve` builds on its first call with ``lexicon`` and
    ``values`` (by default the Word Storm set's), kept with the lexicon: for
    :func:`wordgames.play.warm.warm`, so that no first solve in a round waits for them.

    >>> lex = Lexicon.from_words(["cat", "act", "at"])
    >>> prepare(lex)
    >>> solve(list("CAT"), lex).complete
    True
    """
    lexicon = _lexicon_of(lexicon)
    _prepare(lexicon, values if values is not None else _default_values())
    _prepare_check(lexicon)


def _default_values() -> Mapping[str, int]:
    return TileSet.load("wordstorm").values


def _tiles(tiles: object) -> list[str]:
    """Tile faces, upper case; anything else raises InvalidInput naming it."""
    if isinstance(tiles, str) or not isinstance(tiles, Iterable):
        raise InvalidInput(f"tiles must be a list of tile faces such as ['C', 'A', '?'], not "
                           f"{type(tiles).__name__}")
    out = []
    for face in tiles:
        f = typed(face).upper() if isinstance(face, str) else face  # full-width letters too
        if not isinstance(f, str) or not (f == WILD or (len(f) == 1 and f.isalpha()
                                                          and f.isascii())):
            raise InvalidInput(f"{shown_face(face)} is not a Word Storm tile (a letter A-Z or "
                               f"'?')")
        out.append(f)
        if len(out) > MAX_TILES:
            raise InvalidInput(f"more than {MAX_TILES:,} tiles: a tile set holds at most "
                               f"{MAX_TILES:,}")
    return out


def _lexicon_of(lexicon: object) -> Lexicon:
    if not isinstance(lexicon, Lexicon):
        raise InvalidInput(f"solve needs a Lexicon, not {type(lexicon).__name__}")
    return lexicon


def _seconds(value: object) -> float:
    if (not isinstance(value, int | float) or isinstance(value, bool)
            or not math.isfinite(value) or value <= 0):
        raise InvalidInput(f"time_limit must be a positive number of seconds, not {value!r}")
    if value > LONGEST:  # an unsolvable hand would be searched that long
        raise InvalidInput(f"time_limit must be at most {LONGEST:,} seconds (a day), not "
                           f"{value!r}")
    return float(value)


__all__ = ["EXHAUSTIVE_TILES", "IMPOSSIBLE", "SOLVED", "UNDECIDED", "Solution",
           "impossible_reason", "prepare", "solve"]
