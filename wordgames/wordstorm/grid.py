"""A player's crossword: tiles at (row, column) positions, with a plain-text form.

One line per row; an uppercase letter is a letter tile, ``?`` a wild tile, ``.`` an empty cell.
Rows count down from 0 and columns right from 0, so the text is the crossword as it lies on the
player's side of the board.

>>> grid = Grid.parse('''
... LOOK
... ...?
... ...E
... TEA?
... ''')
>>> len(grid), grid[(0, 3)], grid.get((1, 0))
(10, 'K', None)
>>> print(grid)
LOOK
...?
...E
TEA?
>>> Grid.parse(str(grid)) == grid
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.lookalike import described, typed
from wordgames.kit.tiles import MAX_TILES
from wordgames.kit.validate import shown

#: A cell of the board: (row, column), both counted from 0.
Position = tuple[int, int]

WILD = "?"
EMPTY = "."
#: Rows and columns count from 0 to less than this: a crossword of every tile of the largest
#: tile set there can be, moved its own length along the board.
MAX_SPAN = 2 * MAX_TILES
_TILE_OR_ODD = re.compile(r"[^.]")
LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
FACES = LETTERS | {WILD}



def shown_face(face: object) -> str:
    """A face for a message: a look-alike letter or an odd character says what it is.

    >>> shown_face("\u0410"), shown_face("QU")
    ("'А' (a Cyrillic letter that looks like Latin A)", "'QU'")
    """
    if isinstance(face, str) and len(face) == 1:
        return described(face)
    return shown(face)

class Grid:
    """An immutable crossword: a mapping from positions to tile faces (``'A'``..``'Z'``, ``'?'``).

    Build one with :meth:`parse` or from a mapping; "changing" it returns a new grid.

    >>> g = Grid({(0, 0): "A", (0, 1): "X"})
    >>> str(g), str(g.without([(0, 0)])), str(g.shifted(1, 0))
    ('AX', '.X', '..\\nAX')
    """

    __slots__ = ("_cells", "_hash")

    def __init__(self, cells: Mapping[Position, str] | Iterable[tuple[Position, str]] = ()) -> None:
        if isinstance(cells, Mapping):
            items: Iterable[Any] = cells.items()
        elif isinstance(cells, str) or not isinstance(cells, Iterable):
            hint = ": use Grid.parse(text)" if isinstance(cells, str) else ""
            raise InvalidInput(f"a Grid is made from positions and tiles, {{(row, column): "
                               f"face}}, not {type(cells).__name__}{hint}")
        else:
            items = cells
        checked: dict[Position, str] = {}
        for entry in items:
            if not (isinstance(entry, tuple) and len(entry) == 2):
                raise InvalidInput(f"a grid entry is ((row, column), face), not {entry!r}"[:200])
            pos, face = entry
            if (
                not isinstance(pos, tuple)
                or len(pos) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in pos)
            ):
                raise InvalidInput(f"a grid position is (row, column), not {pos!r}")
            if pos[0] < 0 or pos[1] < 0:
                raise InvalidInput(f"grid position {pos} is off the board (negative)")
            if pos[0] >= MAX_SPAN or pos[1] >= MAX_SPAN:
                raise InvalidInput(f"grid position {pos} is off any board (rows and columns "
                                   f"count from 0 to {MAX_SPAN - 1:,})")
            if not isinstance(face, str) or face not in FACES:
                raise InvalidInput(
                    f"tile {shown_face(face)} at {pos} is not a Word Storm tile (a letter A-Z "
                    f"or '?')"
                )
            checked[pos] = face
        self._cells = checked
        self._hash: int | None = None

    @classmethod
    def _trusted(cls, cells: dict[Position, str]) -> Grid:
        """A grid over a dict already known to be valid (no copy, no checks): for the engine."""
        grid = cls.__new__(cls)
        grid._cells = cells
        grid._hash = None
        return grid

    # -- text -----------------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str, source: str | None = None) -> Grid:
        """Read the text form. Blank lines before and after, the indentation all rows share, and
        spaces after a row are ignored; any other space is an error (write empty cells as dots).

        >>> Grid.parse("AB\\nC$")
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: line 2, column 2: unknown character '$' in a grid \
(use A-Z for letters, '?' for a wild tile, '.' for an empty cell)
        """
        if not isinstance(text, str):
            raise InvalidInput(f"grid text must be a string, not {type(text).__name__}")
        # Full-width letters are letters (NFKC); old Mac files end lines with '\r' alone.
        text = typed(text)
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        numbered = list(enumerate(lines, start=1))
        while numbered and not numbered[0][1].strip():
            numbered.pop(0)
        while numbered and not numbered[-1][1].strip():
            numbered.pop()
        if not numbered:
            raise InvalidInput("empty grid text: write one line per row, '.' for an empty cell",
                               source=source)
        if len(numbered) > MAX_SPAN:
            raise InvalidInput(f"a grid of {len(numbered):,} rows; a board has at most "
                               f"{MAX_SPAN:,}", source=source)
        cells: dict[Position, str] = {}
        indent = min(len(line) - len(line.lstrip(" ")) for _, line in numbered if line.strip(" "))
        for row, (line_no, line) in enumerate(numbered):
            lead = indent
            body = line[indent:].rstrip()  # a trailing no-break space is no cell either
            if not body:
                raise InvalidInput("blank row inside a grid: write empty rows as dots",
                                   source=source, line=line_no)
            if len(body) > MAX_SPAN:
                raise InvalidInput(f"a grid row of {len(body):,} cells; a board has at most "
                                   f"{MAX_SPAN:,} columns", source=source, line=line_no)
            # The tiles only: the empty cells are skipped in one sweep.
            for found in _TILE_OR_ODD.finditer(body):
                col, ch = found.start(), found.group()
                column = lead + col + 1
                if len(cells) >= MAX_TILES:
                    raise InvalidInput(f"more than {MAX_TILES:,} tiles in a grid; a tile set "
                                       f"holds at most {MAX_TILES:,}", source=source,
                                       line=line_no, column=column)
                if ch in FACES:
                    cells[(row, col)] = ch
                elif ch == "\t":
                    raise InvalidInput("tab in a grid: use '.' for empty cells",
                                       source=source, line=line_no, column=column)
                elif ch.isalpha() and ch.upper() in LETTERS:
                    raise InvalidInput(f"lowercase letter {ch!r} in a grid: write {ch.upper()!r}",
                                       source=source, line=line_no, column=column)
                else:
                    what = "a space" if ch == " " else f"unknown character {described(ch)}"
                    raise InvalidInput(
                        f"{what} in a grid (use A-Z for letters, '?' for a wild tile, "
                        "'.' for an empty cell)",
                        source=source, line=line_no, column=column,
                    )
        return cls._trusted(cells)

    def __str__(self) -> str:
        """Rows 0 to the last tile's row, columns 0 to the rightmost tile's; ``.`` if empty."""
        if not self._cells:
            return EMPTY
        rows = max(r for r, _ in self._cells) + 1
        cols = max(c for _, c in self._cells) + 1
        out = []
        for r in range(rows):
            out.append("".join(self._cells.get((r, c), EMPTY) for c in range(cols)))
        return "\n".join(out)

    def __repr__(self) -> str:
        return f"Grid.parse({str(self)!r})"

    def _repr_html_(self) -> str:
        from wordgames.screens.wordstorm import grid_html  # screens import this module's types

        return grid_html(self)

    # -- mapping --------------------------------------------------------------------------------

    @property
    def cells(self) -> Mapping[Position, str]:
        """A read-only view of position -> face."""
        return MappingProxyType(self._cells)

    def __getitem__(self, pos: Position) -> str:
        return self._cells[pos]

    def get(self, pos: Position) -> str | None:
        return self._cells.get(pos)

    def __contains__(self, pos: object) -> bool:
        return pos in self._cells

    def __iter__(self) -> Iterator[Position]:
        return iter(sorted(self._cells))

    def __len__(self) -> int:
        return len(self._cells)

    def __bool__(self) -> bool:
        return bool(self._cells)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Grid):
            return NotImplemented
        return self._cells == other._cells

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._cells.items()))
        return self._hash

    def tiles(self) -> list[str]:
        """The faces of the tiles, in reading order.

        >>> Grid.parse("AX\\n.E").tiles()
        ['A', 'X', 'E']
        """
        return [self._cells[p] for p in sorted(self._cells)]

    def bounds(self) -> tuple[int, int, int, int] | None:
        """(top, left, bottom, right) of the tiles, inclusive; None for an empty grid."""
        if not self._cells:
            return None
        rows = [r for r, _ in self._cells]
        cols = [c for _, c in self._cells]
        return min(rows), min(cols), max(rows), max(cols)

    # -- new grids ------------------------------------------------------------------------------

    def without(self, positions: Iterable[Position]) -> Grid:
        """A copy with the tiles at ``positions`` taken off."""
        gone = set(positions)
        return Grid._trusted({p: f for p, f in self._cells.items() if p not in gone})

    def shifted(self, rows: int, cols: int) -> Grid:
        """The whole crossword moved (the rulebook lets a player move it at any time)."""
        return Grid({(r + rows, c + cols): f for (r, c), f in self._cells.items()})



__all__ = ["EMPTY", "FACES", "LETTERS", "WILD", "Grid", "Position"]
