"""The frame every play screen shares: header, toolbar, message bar, log, round's end.

A screen draws a :class:`~wordgames.ui.session.Session` and sends it the person's input; the
game's screens (``myword_screen``, ``fivetiers_screen``) add the table in the middle.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

import ipywidgets as w

from wordgames.ui.meanings import Meanings
from wordgames.ui.session import Session
from wordgames.ui.widgets import (
    STYLE,
    WordBox,
    bars_html,
    button,
    log_html,
    message_html,
    on_loop,
)

#: How often the clock on the screen is redrawn, in wall seconds.
TICK_SECONDS = 0.25


class Screen(w.VBox):  # type: ignore[misc]
    """A play screen: a widget that shows itself; ``session`` is its controller."""

    title = ""

    def __init__(self, session: Session, save_dir: str | Path = ".",
                 meanings: bool | Literal["all"] = False,
                 glossary: Mapping[str, str] | None = None,
                 targets: Sequence[str] = ()) -> None:
        self.session = session
        self.save_dir = Path(save_dir)
        self.large = False
        self.redraws = 0  # how many times the screen was redrawn (for tests and benchmarks)
        self.redrawn_at = 0.0
        self._tick: asyncio.Task[None] | None = None
        session.on_update = self.redraw
        report = self.report
        self.style_html = w.HTML(STYLE)
        self.header = w.HTML()
        self.message = w.HTML(message_html(session.message))
        self.pause_button = button("Pause", "stop the clock (P)")
        self.hint_button = button("Hint", "a word you can make now (counted in the score sheet)")
        self.save_button = button("Save", "save the game to a file to go on later")
        self.large_box = w.Checkbox(description="Large font", indent=False,
                                    layout=w.Layout(width="auto"))
        self.colour_box = w.Checkbox(description="Colour-blind palette", indent=False,
                                     layout=w.Layout(width="auto"))
        # After each accepted word, what it means ("all": the bots' words too).
        self.meanings = Meanings(glossary, bots=meanings == "all", targets=targets)
        self.meanings_box = w.Checkbox(value=bool(meanings), description="Meanings",
                                       indent=False, layout=w.Layout(width="auto"),
                                       tooltip="after each word you make, what it means")
        self.meaning_html = w.HTML()
        self.pause_button.on_click(on_loop(report, self)(lambda _: self.toggle_pause()))
        self.hint_button.on_click(on_loop(report, self)(lambda _: self.hint()))
        self.save_button.on_click(on_loop(report, self)(lambda _: self.save()))
        self.large_box.observe(
            on_loop(report, self)(lambda _: self.set_large(self.large_box.value)), names="value")
        self.colour_box.observe(
            on_loop(report, self)(lambda _: self.set_palette(self.colour_box.value)),
            names="value")
        self.meanings_box.observe(on_loop(report, self)(lambda _: self.draw_meanings()),
                                  names="value")
        self.word = WordBox()
        self.word.on_enter(on_loop(report, self)(self.entered))
        self.word.on_escape(on_loop(report, self)(self.escaped))
        self.game_log = w.HTML()
        self.end = w.HTML()
        self.next_button = button("Next round", "deal the next round", "primary")
        self.next_button.on_click(on_loop(report, self)(lambda _: self.next_round()))
        self.toolbar = w.HBox([self.pause_button, self.hint_button, self.save_button,
                               self.large_box, self.colour_box, self.meanings_box],
                              layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.end_box = w.VBox([self.end, self.next_button])
        super().__init__([self.style_html, self.header, self.toolbar, self.message,
                          self.meaning_html, *self.table_widgets(), self.end_box,
                          w.HTML('<div class="wg-section">Game log</div>'), self.game_log])
        self.add_class("wg-app")

    # -- for the games ------------------------------------------------------------------------

    def table_widgets(self) -> list[Any]:
        return []

    def draw_table(self) -> None:
        """Draw the game's part of the screen from the session."""

    def entered(self, text: str) -> None:
        """The person pressed Enter in the word box."""

    def escaped(self) -> None:
        """The person pressed Escape."""

    def round_end_html(self) -> str:
        return ""

    def status(self) -> str:
        return ""

    # -- shared -------------------------------------------------------------------------------

    def round_loop(self) -> asyncio.AbstractEventLoop | None:
        """The loop the live round runs on (callbacks are handed to it)."""
        live = self.session.live
        return None if live is None else live.loop

    def report(self, text: str, kind: str = "error") -> None:
        """Show a message (for errors caught in callbacks)."""
        self.session.say(text, kind)
        self.message.value = message_html(self.session.message)

    def start(self, state: Any = None) -> None:
        """Deal the first round, or go on from ``state`` (from a button: a pre-heated kernel
        starts nothing by itself)."""
        if self.meanings_box.value:
            _warm_definitions()
        self.session.start_round(state=state)
        self._start_ticking()
        self.redraw()

    def next_round(self) -> None:
        session = self.session
        if session.match_over():
            self.report("The game is over.", "info")
            return
        session.start_round()
        self._start_ticking()
        self.redraw()

    def toggle_pause(self) -> None:
        live = self.session.live
        if live is None or not self.session.running:
            return
        if live.paused:
            self.session.resume()
        else:
            self.session.pause()
        self.redraw()

    def hint(self) -> None:
        self.session.hint()
        self.word.refocus()

    def save(self) -> None:
        from wordgames.ui.saved import save_session

        path = save_session(self.session, self.save_dir)
        game = self.session.setup.game
        self.report(f'Saved to {path}. To go on later, run: play("{game}", resume="{path}")',
                    "ok")

    def set_large(self, large: bool) -> None:
        self.large = large
        if large:
            self.add_class("wg-large")
        else:
            self.remove_class("wg-large")
        self.redraw()

    def set_palette(self, colour_blind: bool) -> None:
        if colour_blind:
            self.add_class("wg-cb")
        else:
            self.remove_class("wg-cb")

    def redraw(self) -> None:
        """Draw everything from the session (called by the session after each change)."""
        session = self.session
        live = session.live
        self.header.value = (
            f'<div class="wg-head">{self.title}</div><div class="wg-sub">{self.status()}</div>')
        self.message.value = message_html(session.message)
        paused = live is not None and live.paused
        self.pause_button.description = "Resume" if paused else "Pause"
        self.pause_button.disabled = not session.running
        self.hint_button.disabled = not session.playing  # a pause stops the round: no Hint
        self.draw_table()
        self.draw_meanings()
        self.game_log.value = log_html(session.log)
        over = session.between_rounds
        self.end_box.layout.display = "" if over else "none"
        if over:
            self.end.value = self.round_end_html()
            self.next_button.layout.display = "none" if session.match_over() else ""
        self.redraws += 1
        self.redrawn_at = time.perf_counter()

    def draw_meanings(self) -> None:
        """The meanings of the words just accepted, when the Meanings box is ticked."""
        if not self.meanings_box.value:
            self.meaning_html.value = ""
            return
        self.meanings.update(self.session)
        self.meaning_html.value = self.meanings.html()

    def draw_clock(self) -> None:
        """Between changes only the clock moves."""
        self.header.value = (
            f'<div class="wg-head">{self.title}</div><div class="wg-sub">{self.status()}</div>')

    def _start_ticking(self) -> None:
        if self._tick is None or self._tick.done():
            self._tick = asyncio.get_running_loop().create_task(self._ticking())

    async def _ticking(self) -> None:
        while self.session.running:
            with contextlib.suppress(Exception):  # a clock that fails to draw must not stop play
                self.draw_clock()
            await asyncio.sleep(TICK_SECONDS)

    def bars(self) -> str:
        session = self.session
        return bars_html(session.names, [r.scores for r in session.rounds])


def _warm_definitions() -> None:
    """Read the definitions' data in a worker thread now (a third of a second), so that the
    first word's meaning does not hold up the round's loop."""
    import threading

    from wordgames.classroom.definitions import wordnet_senses

    threading.Thread(target=wordnet_senses, args=("warm",), daemon=True).start()


__all__ = ["Screen"]
