"""The Word Storm board as a widget: anywidget, with its ES module and CSS shipped beside it.

Why anywidget: one plain ES module (``board.js``) and a stylesheet (``board.css``), shipped as
package data and sent to the page by the kernel, so there is no build step, no CDN and no
JupyterLab extension to install beyond anywidget's own prebuilt one; it runs in JupyterLab 4,
and Notebook 7 alike, and pointer events give drag and drop with mouse, pen and touch.
A grid of ipywidgets buttons could not drag, and a JupyterLab extension would need a build.

The widget is a view: :meth:`BoardWidget.show` draws a
:class:`~wordgames.ui.wordstorm_board.Picture`; what the person does comes back as messages
(``on_move``), which the screen's controller turns into engine actions. The browser writes only
the cursor (``focus``, ``direction``).

>>> from wordgames.wordstorm import Grid
>>> board = BoardWidget()
>>> board.show(Picture(rows=3, cols=4, grid=Grid.parse("C?T"), wilds={(0, 1): "A"},
...                    rack=("E",)))
>>> board.cells, board.wilds, board.rack, board.revision
([[0, 0, 'C'], [0, 1, '?'], [0, 2, 'T']], [[0, 1, 'A']], ['E'], 1)
>>> board.picture().wilds
{(0, 1): 'A'}
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from wordgames.errors import InvalidInput
from wordgames.ui.wordstorm_board import DIRECTIONS, Picture
from wordgames.wordstorm.grid import Grid, Position

log = logging.getLogger(__name__)
HERE = Path(__file__).parent


class BoardWidget(anywidget.AnyWidget):
    """One side of the Word Storm board and the rack; see the module docstring.

    Traits: ``rows``, ``cols``, ``special``, ``cells`` ([row, column, face] each), ``wilds``
    ([row, column, letter] each), ``rack``, ``values``, ``marks``, ``focus`` ([row, column] or
    []), ``direction``, ``ask``, ``locked``, ``note``, ``note_kind``, ``call_label``,
    ``can_call``, ``pending`` and ``revision`` (one more at each :meth:`show`: the board
    redraws on it).
    """

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    rows = traitlets.Int(10).tag(sync=True)
    cols = traitlets.Int(20).tag(sync=True)
    special = traitlets.List(traitlets.List(traitlets.Int())).tag(sync=True)
    cells = traitlets.List(traitlets.List()).tag(sync=True)
    wilds = traitlets.List(traitlets.List()).tag(sync=True)
    rack = traitlets.List(traitlets.Unicode()).tag(sync=True)
    values = traitlets.Dict(value_trait=traitlets.Int()).tag(sync=True)
    marks = traitlets.List(traitlets.List(traitlets.Int())).tag(sync=True)
    focus = traitlets.List(traitlets.Int()).tag(sync=True)
    direction = traitlets.Unicode("across").tag(sync=True)
    ask = traitlets.List(traitlets.Int()).tag(sync=True)
    locked = traitlets.Bool(False).tag(sync=True)
    note = traitlets.Unicode("").tag(sync=True)
    note_kind = traitlets.Unicode("info").tag(sync=True)
    call_label = traitlets.Unicode("Word Storm!").tag(sync=True)
    can_call = traitlets.Bool(False).tag(sync=True)
    pending = traitlets.Int(0).tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_move: Callable[[dict[str, Any]], None] | None = None
        self._on_cursor: Callable[[Position | None, str], None] | None = None
        self._drawing = False
        self.on_msg(self._message)
        self.observe(self._cursor, names=["focus", "direction"])

    # -- Python -> browser ----------------------------------------------------------------------

    def show(self, picture: Picture) -> None:
        """Draw ``picture`` (in one message: the traits change together)."""
        self._drawing = True
        try:
            with self.hold_sync():
                self.rows, self.cols = picture.rows, picture.cols
                self.special = [list(p) for p in sorted(picture.special)]
                self.cells = [[r, c, picture.grid[(r, c)]] for r, c in picture.grid]
                self.wilds = [[r, c, letter] for (r, c), letter in sorted(picture.wilds.items())]
                self.rack = list(picture.rack)
                self.values = dict(picture.values)
                self.marks = [list(p) for p in sorted(picture.marks)]
                self.focus = [] if picture.focus is None else list(picture.focus)
                self.direction = picture.direction
                self.ask = [] if picture.ask is None else list(picture.ask)
                self.locked = picture.locked
                self.note, self.note_kind = picture.note, picture.note_kind
                self.call_label, self.can_call = picture.call_label, picture.can_call
                self.pending = picture.pending
                self.revision += 1
        finally:
            self._drawing = False

    def picture(self) -> Picture:
        """What the traits hold, read back (``show(p)`` then ``picture() == p``)."""
        return Picture(
            rows=self.rows, cols=self.cols,
            special=frozenset((r, c) for r, c in self.special),
            grid=Grid({(int(r), int(c)): str(f) for r, c, f in self.cells}),
            wilds={(int(r), int(c)): str(ch) for r, c, ch in self.wilds},
            rack=tuple(self.rack), values=dict(self.values),
            marks=frozenset((r, c) for r, c in self.marks),
            focus=cursor_of(self.focus), direction=self.direction,
            ask=cursor_of(self.ask), locked=self.locked, note=self.note,
            note_kind=self.note_kind, call_label=self.call_label, can_call=self.can_call,
            pending=self.pending,
        )

    # -- browser -> Python ----------------------------------------------------------------------

    def on_move(self, handler: Callable[[dict[str, Any]], None]) -> None:
        """Call ``handler(message)`` for every move the person makes on the board."""
        self._on_move = handler

    def on_cursor(self, handler: Callable[[Position | None, str], None]) -> None:
        """Call ``handler(focus, direction)`` when the person moves the cursor."""
        self._on_cursor = handler

    def receive(self, message: dict[str, Any]) -> None:
        """What the browser does when the person moves (for tests and scripts)."""
        self._message(self, message, [])

    def _message(self, widget: Any, content: Any, buffers: Any) -> None:
        if self._on_move is None:
            return
        if not isinstance(content, dict):
            log.warning("board: ignored a message that is not a mapping: %r", content)
            return
        self._on_move(content)

    def _cursor(self, change: Any) -> None:
        if self._drawing or self._on_cursor is None:
            return
        if self.direction not in DIRECTIONS:
            self.direction = "across"
            return
        try:
            focus = cursor_of(self.focus)
        except InvalidInput:
            self.focus = []
            return
        self._on_cursor(focus, self.direction)


def cursor_of(value: list[int]) -> Position | None:
    """A cell from the board (``[row, column]``, or ``[]`` for none).

    >>> cursor_of([2, 5]), cursor_of([])
    ((2, 5), None)
    """
    if not value:
        return None
    if len(value) != 2 or min(value) < 0:
        raise InvalidInput(f"a cell is [row, column], not {value!r}")
    return (int(value[0]), int(value[1]))


__all__ = ["BoardWidget", "Picture", "cursor_of"]
