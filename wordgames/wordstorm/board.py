"""The game board: one rectangular side per player or team, and the special squares.

The rulebook gives no geometry, only "30 special squares". The shipped ``default`` board is a
documented reconstruction (``Board.load("default").provenance``); ``nolimits`` has sides of
unlimited size and no special squares, for analysis.

>>> board = Board.load("default")
>>> len(board.sides), sum(len(s.special) for s in board.sides)
(4, 30)
>>> board.sides[0].rows, board.sides[0].cols
(10, 16)
>>> Board.load("nolimits").sides[0].fits(Grid({(500, 900): "A"}))
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.envelope import Envelope, check, saved_field, unknown
from wordgames.kit.validate import shown
from wordgames.wordstorm.grid import Grid, Position

#: The most rows or columns a side may have: room for a crossword of a whole large tile set.
MAX_SIDE = 200
#: The most sides a board has: one per player, at most eight ("2 to 8 players").
MAX_SIDES = 8
_SAFE_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")  # a board file's name, never a long one
#: The most a board file may hold (the shipped ones hold 2 kB).
MAX_FILE_BYTES = 1_000_000
#: A board's file (the shipped boards' layout, and a designer's variant of one).
BOARD_FILE = Envelope("wordgames.wordstorm.board", 1, "a Word Storm board", MAX_FILE_BYTES)
FORMAT = BOARD_FILE.format
_BOARD_FIELDS = frozenset({"name", "title", "provenance", "sides"})
_SIDE_FIELDS = frozenset({"name", "rows", "cols", "special"})


@dataclass(frozen=True)
class Side:
    """One player's (or team's) part of the board, in that player's own view.

    ``rows`` and ``cols`` of None mean unlimited. ``special`` holds the special squares.
    """

    name: str
    rows: int | None
    cols: int | None
    special: frozenset[Position] = frozenset()

    def outside(self, grid: Grid) -> list[Position]:
        """The tiles of ``grid`` that lie off this side (empty when it fits).

        >>> Side("north", 2, 3).outside(Grid.parse("...\\n...\\nAB."))
        [(2, 0), (2, 1)]
        """
        return [
            (r, c) for (r, c) in grid
            if (self.rows is not None and r >= self.rows)
            or (self.cols is not None and c >= self.cols)
        ]

    def fits(self, grid: Grid) -> bool:
        return not self.outside(grid)

    def covered(self, grid: Grid) -> int:
        """How many special squares the crossword covers."""
        return sum(1 for p in self.special if p in grid)

    def size(self) -> tuple[int, int] | None:
        return None if self.rows is None or self.cols is None else (self.rows, self.cols)


@dataclass(frozen=True)
class Board:
    """A named board: its sides (at most one per player or team) and where it came from."""

    name: str
    sides: tuple[Side, ...]
    provenance: str = ""
    title: str = ""

    @classmethod
    def load(cls, name: str) -> Board:
        """A shipped board: ``"default"`` (reconstructed, 4 sides) or ``"nolimits"`` (8 sides)."""
        if not isinstance(name, str) or not _SAFE_NAME.fullmatch(name):
            # Only a file's name: "../x" would read a file from elsewhere.
            raise InvalidInput(f"no Word Storm board named {shown(name)}; shipped: default, "
                               "nolimits")
        return _load(name)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Board:
        """Build from the JSON layout of ``wordgames/data/wordstorm/`` (:data:`BOARD_FILE`);
        ``InvalidInput`` names the field.

        >>> Board.from_dict({"format": FORMAT, "sides": [{"rows": 2, "cols": 2,
        ...                                               "special": [[0, 5]]}]})
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: board.sides[0].special[0]: the square (0, 5) is off \
the side's 2 rows and 2 columns
        """
        body = BOARD_FILE.open(dict(data) if isinstance(data, Mapping) else data)
        unknown(body, _BOARD_FIELDS, "board")
        saved_sides = saved_field(body, "sides", list, "board")
        if not saved_sides:
            raise InvalidInput("board.sides: a board has at least one side")
        if len(saved_sides) > MAX_SIDES:
            raise InvalidInput(f"board.sides: {len(saved_sides)} sides; a table seats "
                               f"{MAX_SIDES} players or teams at most")
        sides = tuple(_side(s, f"board.sides[{i}]", i) for i, s in enumerate(saved_sides))
        return cls(saved_field(body, "name", str, "board", default="custom"), sides,
                   saved_field(body, "provenance", str, "board", default=""),
                   saved_field(body, "title", str, "board", default=""))

    def to_dict(self) -> dict[str, Any]:
        """The board in the JSON layout of ``wordgames/data/wordstorm/``, in its envelope.

        >>> Board.from_dict(Board.load("default").to_dict()) == Board.load("default")
        True
        """
        return BOARD_FILE.seal(self.fields())

    def fields(self) -> dict[str, Any]:
        """The board's saved fields (without the envelope)."""
        return {
            "name": self.name,
            "title": self.title,
            "provenance": self.provenance,
            "sides": [{"name": s.name, "rows": s.rows, "cols": s.cols,
                       "special": [list(p) for p in sorted(s.special)]} for s in self.sides],
        }

    def _repr_html_(self) -> str:
        from wordgames.screens.wordstorm import board_html

        return board_html(self)


@cache
def _load(name: str) -> Board:
    path = resources.files("wordgames") / "data" / "wordstorm" / f"{name}.json"
    if not path.is_file():
        raise InvalidInput(f"no Word Storm board named {name!r}; shipped: default, nolimits")
    board: Board = BOARD_FILE.read(Path(str(path)),
                                   lambda body: Board.from_dict(BOARD_FILE.seal(body)))
    return board


def _side(data: Any, where: str, number: int) -> Side:
    """One saved side, checked: its size (None: unlimited) and its special squares on it."""
    check(data, dict, where)
    unknown(data, _SIDE_FIELDS, where)
    size = []
    for name, what in (("rows", "rows"), ("cols", "columns")):
        count = saved_field(data, name, int, where, default=None, optional=True)
        if count is not None and not 1 <= count <= MAX_SIDE:
            raise InvalidInput(f"{where}.{name}: {count:,} {what}; a side has 1 to {MAX_SIDE} "
                               "(or null for no limit)")
        size.append(count)
    rows, cols = size
    squares = []
    for k, square in enumerate(saved_field(data, "special", list, where, default=[])):
        at = f"{where}.special[{k}]"
        check(square, list, at)
        if len(square) != 2:
            raise InvalidInput(f"{at}: a square is [row, column], not {len(square)} numbers")
        for i, n in enumerate(square):
            check(n, int, f"{at}[{i}]")
        r, c = square
        if r < 0 or c < 0 or (rows is not None and r >= rows) or (cols is not None
                                                                   and c >= cols):
            raise InvalidInput(f"{at}: the square ({r}, {c}) is off the side's "
                               f"{rows if rows is not None else 'unlimited'} rows and "
                               f"{cols if cols is not None else 'unlimited'} columns")
        squares.append((r, c))
    name = saved_field(data, "name", str, where, default=f"side {number + 1}")
    return Side(name, rows, cols, frozenset(squares))


__all__ = ["BOARD_FILE", "FORMAT", "Board", "Side"]
