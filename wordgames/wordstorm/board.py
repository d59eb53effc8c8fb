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

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.wordstorm.grid import Grid, Position

FORMAT = "wordgames.wordstorm.board/1"


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
        return _load(name)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Board:
        """Build from the JSON layout of ``wordgames/data/wordstorm/``."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise InvalidInput(f"not a Word Storm board (format {FORMAT!r} expected)")
        try:
            sides = []
            for i, s in enumerate(data["sides"]):
                rows, cols = s.get("rows"), s.get("cols")
                special = frozenset((int(r), int(c)) for r, c in s.get("special", ()))
                side = Side(str(s.get("name", f"side {i + 1}")),
                            None if rows is None else int(rows),
                            None if cols is None else int(cols), special)
                if side.rows is not None and side.cols is not None and any(
                    not (0 <= r < side.rows and 0 <= c < side.cols) for r, c in special
                ):
                    raise InvalidInput(f"board side {side.name!r}: a special square is off it")
                sides.append(side)
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            # A side that is not a mapping, a count that is not a number: one message says so.
            if isinstance(err, InvalidInput):
                raise
            raise InvalidInput(f"malformed board: {err}") from err
        if not sides:
            raise InvalidInput("malformed board: it has no sides")
        return cls(str(data.get("name", "custom")), tuple(sides),
                   str(data.get("provenance", "")), str(data.get("title", "")))

    def _repr_html_(self) -> str:
        from wordgames.render.wordstorm import board_html

        return board_html(self)


@cache
def _load(name: str) -> Board:
    path = resources.files("wordgames") / "data" / "wordstorm" / f"{name}.json"
    if not path.is_file():
        raise InvalidInput(f"no Word Storm board named {name!r}; shipped: default, nolimits")
    return Board.from_dict(json.loads(path.read_text(encoding="utf-8")))


__all__ = ["Board", "Side"]
