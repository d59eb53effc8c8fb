"""The anagram drill in JupyterLab: one anywidget over a drill, drawn by
:mod:`wordgames.screens.anagram` and shown by the games' generic client (``client.js``).

Python keeps the drill (:class:`wordgames.classroom.drill.Drill`) and draws its JSON to HTML; the
page sends the student's name, words and clicks back as messages (:meth:`DrillScreen.receive`),
as a game's screen does. A timed drill's clock counts down in the page by itself (the client,
from the ``clock`` trait: no redraw each second), and one timer on the kernel's loop ends the
drill when the time is up. The play is recorded in the classroom folder's progress at the
end.

>>> from wordgames.classroom import make_exercise
>>> screen = drill_screen(make_exercise("anagram", ["cloud"], seed=1), "Ana", record=False)
>>> screen.receive({"type": "start", "name": "Ana"})
>>> screen.receive({"type": "try", "word": "could"})
>>> "COULD is a word too" in screen.html, screen.drill.refused
(True, [])
>>> screen.receive({"type": "try", "word": "cloud"})
>>> "Right: CLOUD!" in screen.html
True
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from wordgames import screens
from wordgames.classroom import Exercise, Progress
from wordgames.classroom.drill import MOVES, Drill, Message, checked_move
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.play.table import clean_name
from wordgames.screens import anagram, common
from wordgames.ui.guard import guard
from wordgames.ui.table_screen import LARGE

log = logging.getLogger(__name__)

class DrillScreen(anywidget.AnyWidget):
    """The screen of one anagram ``exercise``: the name and Start, then the drill (``drill``,
    None before Start). ``progress``: where the play is recorded when it ends (None: not
    recorded); ``timer``: seconds for the whole drill. Traits: ``html``, ``version``,
    ``clock``."""

    _esm = screens.client_js()
    _css = screens.css()
    _tick: asyncio.TimerHandle | None = None  # the time-up's call on the kernel's loop
    html = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)
    #: the drill's clock when drawn ({now, rate}: :meth:`Drill.clock_json`)
    clock = traitlets.Dict().tag(sync=True)

    def __init__(self, exercise: Exercise, student: str = "", *,
                 progress: Progress | None = None, timer: float | None = None,
                 scale: float | None = None) -> None:
        super().__init__()
        if exercise.kind != "anagram":
            raise InvalidInput(f"a drill plays an anagram exercise, not {exercise.kind!r}")
        if timer is not None:
            Drill(exercise, timer=timer)  # a bad timer is refused here, not at Start
        self.exercise = exercise
        self.student = student.strip()
        self.progress = progress
        self.timer = timer
        self.scale = scale
        self.drill: Drill | None = None
        self.error = ""  # what was wrong with the last Start
        self.problem = ""  # what went wrong outside the drill (a bug), shown on top
        what = exercise.name or f"seed {exercise.seed}"
        self.title = f"Anagram exercise: {what}"
        try:
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:  # a plain script: the timer is checked at each move
            self.loop = None
        self._guard = guard(self.report, lambda: self.loop)
        self.on_msg(lambda _widget, content, _buffers: self.receive(content))
        self.redraw()

    # -- what the page sends ----------------------------------------------------------------

    def receive(self, message: Any) -> None:
        """What the page sending ``message`` does; a wrong one is said on the screen."""
        self._guard(self._take)(message)

    def _take(self, raw: Any) -> None:
        self.problem = ""
        message = checked_move(raw)
        kind = message["type"]
        if kind == "large":
            self.scale = None if self.scale else LARGE
        elif kind == "start":
            self.start(message.get("name", self.student))
            return
        else:
            drill = self.drill
            if drill is None:
                raise InvalidInput("type your name and press Start first")
            drill.take(message)
        self.redraw()

    def start(self, name: object) -> Drill:
        """The first puzzle, for the student called ``name`` (a bad name is said, and
        nothing starts)."""
        if self.drill is not None:
            raise InvalidInput("the drill has started")
        try:
            student = clean_name(name)
        except WordgamesError as err:
            self.error = f"Your name: {err}"
            self.redraw()
            raise
        self.error = ""
        self.drill = Drill(self.exercise, student, progress=self.progress, timer=self.timer)
        self.redraw()
        if self.timer is not None and self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self._start_clock)
        return self.drill

    def report(self, text: str, kind: str = "error") -> None:
        """A student's mistake (or a bug) from a message: said on the screen in words."""
        if self.drill is not None and not self.drill.done:
            self.drill.message = Message(text, "error")
        else:
            self.problem = text
        self.redraw()

    # -- the clock --------------------------------------------------------------------------

    def _start_clock(self) -> None:
        """Call :meth:`_time_up` when the timer runs out (the page counts the clock itself)."""
        drill = self.drill
        left = None if drill is None else drill.remaining()
        if left is None or self.closed:
            return
        self._tick = asyncio.get_running_loop().call_later(left, self._time_up)

    def _time_up(self) -> None:
        drill = self.drill
        if drill is None or drill.done or self.closed:
            return
        left = drill.remaining()
        if left is not None and left > 0:  # the loop woke early: wait for the rest
            self._start_clock()
            return
        drill.time_up()
        self._guard(self.redraw)()

    # -- drawing ----------------------------------------------------------------------------

    def screen_data(self) -> dict[str, Any]:
        """What :mod:`wordgames.screens.anagram` draws."""
        drill = self.drill
        return {"title": self.title, "count": len(self.exercise.targets), "timer": self.timer,
                "error": self.error, "student": self.student,
                "screen": {"large": bool(self.scale)},
                "drill": None if drill is None else drill.view_json()}

    def redraw(self) -> None:
        try:
            body = anagram.render(self.screen_data(), scale=self.scale, styled=False)
        except Exception as err:  # a bug in drawing: say so rather than draw nothing
            log.debug("drill screen failed to draw", exc_info=err)
            self.problem = f"The screen could not be drawn: {type(err).__name__}: {err}"
            body = screens.box(scale=self.scale, styled=False)
        if self.problem:
            banner = (f'<div class="wg-msg wg-msg-error" role="alert">'
                      f"{common.escape(self.problem)}</div>")
            body = body.replace(">", ">" + banner, 1)  # first thing in the screen's box
        with self.hold_sync():
            self.clock = {} if self.drill is None else self.drill.clock_json()
            self.html = body
            self.version += 1

    closed = False

    def close(self) -> None:
        """Stop the clock's task; the widget goes from the page."""
        self.closed = True
        tick = getattr(self, "_tick", None)
        if tick is not None:
            tick.cancel()
        with contextlib.suppress(Exception):
            super().close()


def drill_screen(exercise: Exercise | str, student: str = "", *, timer: float | None = None,
                 folder: str | Path | None = None, record: bool = True,
                 large: bool = False) -> DrillScreen:
    """The screen of the anagram ``exercise`` (or of the exercise saved under that name in the
    classroom ``folder``) for ``student``, who presses Start; the play is recorded in the
    folder's progress when it ends (unless ``record`` is off). ``timer``: seconds for the
    whole drill; ``large``: the Larger letters of the screen's button, from the start."""
    if isinstance(exercise, str):
        exercise = Exercise.open(exercise, folder)
    return DrillScreen(exercise, student, progress=Progress(folder) if record else None,
                       timer=timer, scale=LARGE if large else None)


__all__ = ["MOVES", "DrillScreen", "drill_screen"]
