"""The anagram drill's play screen (a view of :class:`wordgames.ui.anagram.Drill`).

:class:`DrillApp` is what ``play_exercise`` gives for an anagram exercise: the student's name
and Start, then :class:`DrillScreen`: the puzzle's tiles (the tiles of the other screens), the
word box (Enter checks, Escape clears), Hint, Skip/Next, "puzzle 2 of 5", right or wrong said in
words, the meaning after a right answer, and the summary at the end. It has the Large font and
Colour-blind palette boxes of the other screens, so the app's pages can set them.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import math
from pathlib import Path

import ipywidgets as w

from wordgames.classroom import Exercise, Progress
from wordgames.errors import WordgamesError
from wordgames.render import common
from wordgames.ui.anagram import Drill
from wordgames.ui.options import person_name
from wordgames.ui.screen import TICK_SECONDS
from wordgames.ui.session import Message
from wordgames.ui.widgets import STYLE, WordBox, button, guard, message_html, page


class DrillScreen(w.VBox):  # type: ignore[misc]
    """The play screen of one drill; every button and key goes to ``drill``.

    ``loop``: the kernel's event loop. With it, a timed drill counts down on screen and ends
    when the time is up, whether or not the student does anything, and every callback is
    handed to that loop (JupyterLab may send them on another thread). Without it (a script),
    the timer is checked at each action.
    """

    def __init__(self, drill: Drill, title: str = "",
                 loop: asyncio.AbstractEventLoop | None = None) -> None:
        self.drill = drill
        self.title = title or "Anagram exercise"
        self.large = False
        self.loop = loop
        self._tick: asyncio.Task[None] | None = None  # held: the loop keeps only weak refs
        report = self.report
        on = guard(report, lambda: self.loop)
        self.header = w.HTML()
        self.large_box = w.Checkbox(description="Large font", indent=False,
                                    layout=w.Layout(width="auto"))
        self.colour_box = w.Checkbox(description="Colour-blind palette", indent=False,
                                     layout=w.Layout(width="auto"))
        self.large_box.observe(on(lambda _: self.set_large(self.large_box.value)),
                               names="value")
        self.colour_box.observe(on(lambda _: self.set_palette(self.colour_box.value)),
                                names="value")
        self.tiles_html = w.HTML()
        self.hints_html = w.HTML()
        self.word = WordBox(placeholder="type the word, then Enter", label="the word")
        self.word.on_enter(on(self.entered))
        self.word.on_escape(on(lambda: self.word.clear()))
        self.check_button = button("Check", "check the word in the box (or press Enter)",
                                   "primary")
        self.check_button.on_click(on(lambda _: self.entered(self.word.draft)))
        self.hint_button = button("Hint", "the word's meaning, then its first letter (counted)")
        self.hint_button.on_click(on(lambda _: self.act(self.drill.hint())))
        self.next_button = button("Skip", "leave this one and go to the next puzzle")
        self.next_button.on_click(on(lambda _: self.act(self.drill.next())))
        self.message = w.HTML()
        self.meaning_html = w.HTML()
        self.end = w.HTML()
        self.play_box = w.VBox([
            self.tiles_html, self.hints_html,
            w.HBox([self.word, self.check_button, self.hint_button, self.next_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
        ])
        super().__init__([
            w.HTML(STYLE), self.header,
            w.HBox([self.large_box, self.colour_box], layout=w.Layout(align_items="center")),
            self.play_box, self.message, self.meaning_html, self.end,
        ])
        self.add_class("wg-app")
        self.redraw()
        if drill.timer is not None and loop is not None:
            loop.call_soon_threadsafe(self._start_clock)

    def _start_clock(self) -> None:
        self._tick = asyncio.get_running_loop().create_task(self._ticking())

    async def _ticking(self) -> None:
        while not self.drill.done:
            with contextlib.suppress(Exception):  # a clock that fails to draw must not stop play
                left = self.drill.remaining()
                if left is not None and left <= 0:
                    self.act(self.drill.time_up())
                    return
                self.draw_header()  # an unchanged text is not sent again (traitlets)
            await asyncio.sleep(TICK_SECONDS)

    # -- what the student does -------------------------------------------------------------

    def entered(self, text: str) -> None:
        self.word.clear()
        self.act(self.drill.submit(text))

    def act(self, message: Message) -> None:
        """After the drill did something: show it all again, the focus back in the box."""
        self.redraw()
        self.word.refocus()

    def report(self, text: str, kind: str) -> None:
        """A message from a guarded callback (bad input: said, never a traceback)."""
        self.drill.message = Message(text, kind)
        self.redraw()
        self.word.refocus()

    def set_large(self, large: bool) -> None:
        self.large = large
        (self.add_class if large else self.remove_class)("wg-large")
        self.redraw()

    def set_palette(self, colour_blind: bool) -> None:
        (self.add_class if colour_blind else self.remove_class)("wg-cb")

    # -- drawing ---------------------------------------------------------------------------

    def draw_header(self) -> None:
        """The title, the student, the puzzle's place and, with a timer, the seconds left."""
        drill = self.drill
        left = None if drill.done else drill.remaining()
        clock = "" if left is None else f" · {math.ceil(left)} s left"
        self.header.value = (f'<div class="wg-head">{html.escape(self.title)}</div>'
                             f'<div class="wg-sub">{html.escape(drill.student)} · '
                             f"{html.escape(drill.position)}{clock}</div>")

    def redraw(self) -> None:
        drill = self.drill
        self.draw_header()
        self.message.value = message_html(drill.message)
        if drill.done:
            self.play_box.layout.display = "none"
            self.meaning_html.value = ""
            self.end.value = (f'<div class="wg-section">How you did</div>'
                              f'<div class="wg-found">{html.escape(drill.summary())}</div>'
                              + _missed(drill))
            return
        extra = drill.distractors
        note = (f'<div class="wg-help">{extra} tile{" is" if extra == 1 else "s are"} extra: '
                f"leave {'it' if extra == 1 else 'them'} out.</div>" if extra else
                '<div class="wg-help">Use every tile once.</div>')
        # The puzzle is the screen: its tiles larger than a rack's (em: Large font grows them).
        self.tiles_html.value = page(f'<div style="font-size:1.5em">{common.rack(drill.tiles)}'
                                     "</div>", note, large=self.large)
        self.hints_html.value = "".join(
            f'<div class="wg-meaning wg-meaning-none">Hint {i}: {html.escape(text)}</div>'
            for i, text in enumerate(drill.shown_hints, start=1))
        last = drill.puzzle == drill.count - 1
        self.next_button.description = (("Finish" if last else "Next") if drill.solved
                                        else "Skip")
        self.next_button.button_style = "primary" if drill.solved else ""
        self.check_button.disabled = self.hint_button.disabled = drill.solved
        self.meaning_html.value = (f'<div class="wg-meaning" role="status">'
                                   f"{html.escape(drill.meaning)}</div>"
                                   if drill.meaning else "")
        self.end.value = ""


def _missed(drill: Drill) -> str:
    """The words the student did not find, so the drill teaches them."""
    missed = [t for t in drill.exercise.targets if t not in drill.accepted]
    if not missed:
        return '<div class="wg-help">You found every word.</div>'
    return (f'<div class="wg-help">The words you did not find: '
            f"{html.escape(', '.join(t.upper() for t in missed))}</div>")


class DrillApp(w.VBox):  # type: ignore[misc]
    """An anagram exercise from the student's name to the summary: the name and Start, then
    the drill's screen. ``screen`` and ``drill`` are None before Start; the play is recorded
    in the classroom ``folder``'s progress at the end."""

    def __init__(self, exercise: Exercise, student: str = "", *, timer: float | None = None,
                 folder: str | Path | None = None, speed: float = 1.0) -> None:
        self.exercise = exercise
        self.timer = timer
        self.progress = Progress(folder)
        self.speed = speed  # the pages set it; a drill has no clock to pace
        try:  # built in a cell: the kernel's loop, where the drill's clock ticks
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self.loop = None
        self.screen: DrillScreen | None = None
        self.drill: Drill | None = None
        what = exercise.name or f"seed {exercise.seed}"
        self.title = f"Anagram exercise: {what}"
        count = len(exercise.targets)
        limit = "" if timer is None else f" You have {timer:g} seconds."
        self.name_box = w.Text(value=student.strip(), description="Your name",
                               layout=w.Layout(width="22em"))
        self.start_button = button("Start", "the first puzzle", "primary")
        self.error = w.HTML()
        self.start_button.on_click(guard(self.show_error, lambda: self.loop)(
            lambda _: self.start()))
        self.panel = w.VBox([
            w.HTML(f'<div class="wg-head">{html.escape(self.title)}</div>'),
            w.HTML(f'<div class="wg-msg">{count} of this week\'s word{"s" * (count != 1)} with '
                   f"the letters shuffled: type each word.{limit} Type your name and press "
                   "Start.</div>"),
            self.name_box, w.HBox([self.start_button]), self.error])
        self.style_html = w.HTML(STYLE)
        super().__init__([self.style_html, self.panel])
        self.add_class("wg-app")

    def show_error(self, text: str, kind: str = "error") -> None:
        self.error.value = message_html(Message(text, "error"))

    def start(self) -> DrillScreen:
        """The first puzzle, for the name in the box."""
        try:
            name = person_name(self.name_box.value)
        except WordgamesError as err:
            self.show_error(str(err))
            raise
        self.drill = Drill(self.exercise, name, progress=self.progress, timer=self.timer)
        self.screen = DrillScreen(self.drill, self.title, self.loop)
        self.children = (self.style_html, self.screen)
        return self.screen


__all__ = ["DrillApp", "DrillScreen"]
