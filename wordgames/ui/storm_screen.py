"""Word Storm's screen in JupyterLab: the one screen's HTML with the tile board on the same model.

The board (``board.js``, the widget :class:`~wordgames.ui.board.BoardWidget` draws) lets a
person drag tiles, or click a cell and type, instead of typing the crossword as text. It is
mounted where the screen's HTML leaves a place for it (``data-board``), and it is drawn from
the seat's view JSON only, as the HTML is. What the person does on it is turned by the board's
controller (:class:`~wordgames.ui.wordstorm_board.Desk`) into the crossword they want, and that
goes to the table as the same message a page sends: ``{"type": "arrange", "cells": [...]}``.

>>> import asyncio
>>> async def a_tile():
...     screen = StormScreen.over(seed=25)
...     screen.receive({"type": "next"})  # Start
...     screen.receive({"kind": "drop", "from": {"rack": "H"}, "to": {"cell": [4, 5]}})
...     while not screen.table.view_json(0)["view"]["grid"]:  # the table applies it
...         await asyncio.sleep(0.05)
...     screen.close()
...     return screen.table.view_json(0)["view"]["grid"], screen.cells, screen.rack
>>> asyncio.run(a_tile())
([[4, 5, 'H']], [[4, 5, 'H']], ['A', 'D', 'R'])
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from wordgames.classroom.seat_meanings import Meanings
from wordgames.errors import InvalidInput
from wordgames.table import Table
from wordgames.ui.board import HERE, BoardWidget
from wordgames.ui.setup import SetUp
from wordgames.ui.table_screen import PlayScreen
from wordgames.ui.wordstorm_board import (
    OPEN_MARGIN,
    OPEN_SIZE,
    Base,
    Desk,
    Picture,
    base_of,
    mistakes,
)
from wordgames.wordstorm.grid import WILD, Grid

#: What the glue does: draw the client's HTML, then put the board in its place in it (the same
#: board element each time, so a drag or the cursor survives a redraw, and its focus too).
GLUE = """
function render({ model, el }) {
  const screen = document.createElement("div");
  const box = document.createElement("div");
  box.className = "wg-board-box";
  el.appendChild(screen);
  let focused = false;
  const remember = () => { focused = box.contains(document.activeElement); };
  model.on("change:html", remember);  // before the client redraws: registered first
  const stopClient = client.render({ model, el: screen });
  const stopBoard = board.render({ model, el: box });
  function place() {
    const spot = screen.querySelector("[data-board]");
    if (spot) spot.replaceWith(box);
    if (focused && box.isConnected) {
      const target = box.querySelector(".wgb") || box;
      target.focus({ preventScroll: true });
    }
  }
  model.on("change:html", place);
  place();
  return () => {
    model.off("change:html", remember);
    model.off("change:html", place);
    if (stopClient) stopClient();
    if (stopBoard) stopBoard();
  };
}

export default { render };
"""


def storm_esm() -> str:
    """One ES module of the board and the client (anywidget's ``_esm`` is one module)."""
    from wordgames import screens

    ending = "export default { render };"
    board = (HERE / "board.js").read_text(encoding="utf-8")
    client = screens.client_js()
    if ending not in board or ending not in client:
        raise InvalidInput("board.js and client.js each end with their default export")
    return ("let board;\nlet client;\n{\n" + board.replace(ending, "board = { render };")
            + "\n}\n{\n" + client.replace(ending, "client = { render };") + "\n}\n" + GLUE)


class StormScreen(PlayScreen, BoardWidget):
    """:class:`PlayScreen` with the Word Storm board on the same model; see the module
    docstring. The board's traits are :class:`BoardWidget`'s."""

    _esm = storm_esm()  # type: ignore[assignment]  # BoardWidget names a file; this is text
    _css = HERE / "board.css"

    def __init__(self, table: Table, seat: int = 0, *, scale: float | None = None,
                 meanings: Meanings | None = None, save_dir: str | Path | None = None,
                 setup: tuple[SetUp, Callable[[SetUp], Table]] | None = None) -> None:
        self.desk = Desk()
        self.sent: Grid | None = None  # the last crossword sent and not yet seen applied
        self.dealt = -1  # the round the desk was last reset for
        super().__init__(table, seat, scale=scale, meanings=meanings, save_dir=save_dir,
                         setup=setup)
        # The board's moves arrive with the client's messages (receive): no on_move here.
        self.on_cursor(lambda focus, direction: self._guard(self.cursor)(focus, direction))

    @classmethod
    def over(cls, *, seed: int = 0, bots: int = 1) -> StormScreen:
        """A screen over a new live table of Word Storm (for examples and tests)."""
        return cls(Table("wordstorm", ["person", *["beginner"] * bots], seed=seed,
                         clock="live"))

    # -- the board's moves ------------------------------------------------------------------

    def _to_table(self, message: Any) -> None:
        if isinstance(message, dict) and "kind" in message and "type" not in message:
            self.board_move(message)  # the board's
        else:
            super()._to_table(message)

    def base(self, view: dict[str, Any]) -> Base:
        """What the next move starts from: the crossword sent last, if the table has not
        shown it yet (quick moves build on each other), else the table's."""
        grid = Grid({(r, c): face for r, c, face in view["grid"]})
        return base_of(tuple(view["hand"]), grid, self.sent)

    def board_move(self, message: dict[str, Any]) -> None:
        """A move on the board: the crossword it makes goes to the table as an arrange."""
        data = self.table.view_json(self.seat)
        view = data["view"]
        if view is None or not data["playing"]:
            return
        self.problem = ""
        if message.get("kind") == "call":
            self.table.send(self.seat, {"type": "done" if view["drawn_out"] else "storm"})
            return
        outcome = self.desk.handle(message, self.base(view))
        if outcome.grid is not None:
            self.sent = outcome.grid
            self.table.send(self.seat, {"type": "arrange", "cells": [
                [r, c, face] for (r, c), face in sorted(outcome.grid.cells.items())]})
        if outcome.note:
            self.report(outcome.note)
        else:
            self.draw_board()

    def cursor(self, focus: Any, direction: str) -> None:
        """The person moved the cursor on the board (a click, an arrow, the space bar)."""
        if focus != self.desk.focus or direction != self.desk.direction:
            self.desk.set_cursor(focus, direction)
        self.draw_board()

    # -- drawing ----------------------------------------------------------------------------

    def redraw(self) -> None:
        super().redraw()
        if getattr(self, "desk", None) is not None:
            self.draw_board()

    def draw_board(self) -> None:
        """Draw the board from the seat's view (and what the person sent meanwhile)."""
        data = self.table.view_json(self.seat)
        view = data["view"]
        if view is None:
            self.show(Picture(rows=OPEN_SIZE[0], cols=OPEN_SIZE[1], locked=True))
            return
        if data["round"] != self.dealt:
            self.desk.reset()
            self.sent, self.dealt = None, data["round"]
        grid = Grid({(r, c): face for r, c, face in view["grid"]})
        if self.sent is not None and (grid == self.sent
                                      or (data["notice"] or {}).get("kind") == "error"):
            if grid != self.sent:
                self.desk.refused()  # the table said no: the cursor goes back too
            self.sent = None
        base = self.base(view)
        side = view["side"]
        rows, cols = side["rows"], side["cols"]
        if rows is None or cols is None:
            box = base.grid.bounds() or (0, 0, 0, 0)
            rows = max(OPEN_SIZE[0], box[2] + 1 + OPEN_MARGIN)
            cols = max(OPEN_SIZE[1], box[3] + 1 + OPEN_MARGIN)
        running = data["playing"] and not data["paused"]
        ask = self.desk.ask if self.desk.ask is not None \
            and base.grid.get(self.desk.ask) == WILD else None
        self.show(Picture(
            rows=rows, cols=cols, special=frozenset((r, c) for r, c in side["special"]),
            grid=base.grid, wilds=self.desk.wilds(base.grid), rack=base.hand,
            focus=self.desk.focus, direction=self.desk.direction, ask=ask, locked=not running,
            # the classroom's "mark the words" option: what the scorer would refuse, marked
            marks=mistakes(base.grid, self.table.game.lexicon) if getattr(
                self.table.rules, "mark_words", False) else frozenset(),
            call_label="Done!" if view["drawn_out"] else "Word Storm!",
            can_call=running and not base.hand, pending=int(self.sent is not None)))


__all__ = ["GLUE", "StormScreen", "storm_esm"]
