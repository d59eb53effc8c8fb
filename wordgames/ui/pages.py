"""The Voila app's pages: the landing page and a page per game and per exercise, each one the
screen ``ui.play`` shows in JupyterLab (``wordgames.screens`` through the generic client), or
the anagram drill's screen, with a link back.

The landing page's Larger letters travel to a game's page in its address (``?large=1``), and
``?speed=2`` sets the clock's pace (for demonstrations and tests). Voila may run a page's
notebook before anyone asks for it (pre-heated kernels), so the kernel cannot read the
address: :class:`PageOptions` reads it in the browser and sends it to the kernel, where it is
applied to the screen (and, for the pace, to the set-up before Start). The screens draw in
Okabe and Ito's colours, which read the same to the common colour blindnesses, and put a mark
and words beside every colour: there is no second palette to switch to.

>>> page = game_page("myword")
>>> type(page.screen).__name__, "Set up the game" in page.screen.html
('PlayScreen', True)
>>> page.options.large = True
>>> "font-size:150%" in page.screen.html
True
>>> page.screen.close()
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from wordgames import screens
from wordgames.render import common
from wordgames.ui.drill_screen import DrillScreen
from wordgames.ui.table_screen import LARGE, PlayScreen, play
from wordgames.ui.webapp import AppPage, exercise_pages, game_pages

#: The link back to the landing page, above each page's screen.
BACK = ('<div class="wg-back" style="margin:.3em 0 .6em;font-size:1.1em">'
        '<a href="index.ipynb" style="color:#0b57d0">All games and exercises</a></div>')


class PageOptions(anywidget.AnyWidget):
    """Invisible: reads ``large`` and ``speed`` (the clock's pace, 1 unless the address says,
    from more than 0 to 10) from the page's address, on every render (so a pre-heated kernel
    gets them too)."""

    _esm = """
    function render({ model, el }) {
      const query = new URLSearchParams(window.location.search);
      model.set("large", query.get("large") === "1");
      const speed = parseFloat(query.get("speed") || "1");
      model.set("speed", speed > 0 && speed <= 10 ? speed : 1);
      model.save_changes();
    }
    export default { render };
    """
    large = traitlets.Bool(False).tag(sync=True)
    speed = traitlets.Float(1.0).tag(sync=True)


def games_html(large: bool = False, pages: Sequence[AppPage] | None = None) -> str:
    """The list of games, or of other ``pages``: a link and a line about each, carrying the
    Larger letters option.

    >>> 'five_tiers.ipynb?large=1' in games_html(large=True)
    True
    """
    query = "?large=1" if large else ""
    if pages is None:
        pages = game_pages()
    label = "exercises" if pages and pages[0].exercise is not None else "games"
    items = "".join(
        f'<li style="margin:.55em 0"><a href="{html.escape(page.file)}{query}" '
        f'style="font-weight:700;font-size:1.15em;color:#0b57d0">{html.escape(page.title)}'
        f"</a><br>{html.escape(page.about)}</li>" for page in pages)
    return (f'<ul class="wg-games" aria-label="{label}" style="list-style:none;padding:0">'
            f"{items}</ul>")


class Landing(anywidget.AnyWidget):
    """The landing page: the games and the exercises of the classroom folder (``classroom``,
    default the classroom folder) with a line each, and Larger letters (for this page and the
    one opened next), drawn as the screens are and shown by their client."""

    _esm = screens.client_js()
    _css = screens.css()
    html = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)

    def __init__(self, classroom: str | Path | None = None) -> None:
        super().__init__()
        self.large = False
        self.exercise_pages = exercise_pages(classroom)
        self.on_msg(lambda _widget, content, _buffers: self.receive(content))
        self.redraw()

    def receive(self, message: Any) -> None:
        """The page's one message: Larger letters (or Normal letters) pressed."""
        if isinstance(message, dict) and message.get("type") == "large":
            self.large = not self.large
            self.redraw()

    def redraw(self) -> None:
        large = self.large
        exercises = (games_html(large, self.exercise_pages) if self.exercise_pages else
                     '<div class="wg-help">No exercises yet: your teacher makes them (notebook '
                     "20) and starts the app again.</div>")
        size = (f'<button class="wg-btn" type="button" data-send="'
                f'{common.escape(json.dumps({"type": "large"}))}">'
                f'{"Normal letters" if large else "Larger letters"}</button>')
        body = (f'<div class="wg-top"><div class="wg-round">Word games</div>'
                f'<div class="wg-row">{size}</div></div>'
                '<div class="wg-help">Choose a game or an exercise. Type your name on its page '
                "and press Start. You play against the computer.</div>"
                f'<div class="wg-section">Games</div>{games_html(large)}'
                f'<div class="wg-section">Exercises from your teacher</div>{exercises}')
        with self.hold_sync():
            self.html = screens.box(body, scale=LARGE if large else None, styled=False)
            self.version += 1


class GamePage(w.VBox):  # type: ignore[misc]
    """A game's or an exercise's page: a link back, then its ``screen``, with the options of
    the page's address applied to it."""

    def __init__(self, screen: PlayScreen | DrillScreen) -> None:
        self.screen = screen
        self.options = PageOptions()
        self.options.observe(lambda _: self._apply(), names=["large", "speed"])
        super().__init__([self.options, w.HTML(BACK), screen])

    def _apply(self) -> None:
        screen = self.screen
        if self.options.large and not screen.scale:
            screen.scale = LARGE
            screen.redraw()
        if isinstance(screen, PlayScreen) and screen.setup is not None:
            screen.setup[0].speed = float(self.options.speed)


def landing(classroom: str | Path | None = None) -> Landing:
    """The landing page's widget."""
    return Landing(classroom)


def game_page(game: str) -> GamePage:
    """The page of ``game``: its set-up screen, then the game (``ui.play``), the meanings of
    the person's words shown; Save writes to the folder ``saved`` beside the pages. Nothing is
    built ahead (``warm_up=False``): a kernel per tab would hold it all from the start."""
    return GamePage(play(game, setup=True, warm_up=False))


def exercise_page(name: str, classroom: str | Path | None = None) -> GamePage:
    """The page of the exercise saved as ``name`` in the classroom folder: the student types a
    name and presses Start; the play is recorded in the folder's progress."""
    from wordgames.ui.exercise import play_exercise

    return GamePage(play_exercise(name, "", folder=classroom))


__all__ = ["BACK", "GamePage", "Landing", "PageOptions", "exercise_page", "game_page",
           "games_html", "landing"]
