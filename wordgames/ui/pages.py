"""The classroom app's pages (views): the landing page and a game's page, served by Voila.

The landing page's Large font and Colour-blind palette options travel to a game's page in its
address (``?large=1&cb=1``). Voila may run a page's notebook before anyone asks for it (pre-heated
kernels), so the kernel cannot read the address: :class:`PageOptions` reads it in the browser and
sends it to the kernel, where the options are applied to the set-up panel and, after Start, to
the play screen's own Large font and Colour-blind palette boxes.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

import anywidget
import ipywidgets as w
import traitlets

from wordgames.ui.anagram_screen import DrillApp
from wordgames.ui.app import App
from wordgames.ui.webapp import AppPage, exercise_pages, game_pages
from wordgames.ui.widgets import STYLE

#: The app's own look on top of the screens' stylesheet: a readable landing page.
APP_STYLE = """
<style>
.wg-app .wg-games{list-style:none;padding:0;margin:.4em 0}
.wg-app .wg-games li{margin:.55em 0;font-size:1.1em}
.wg-app .wg-games a{font-weight:700;font-size:1.15em;color:#0b57d0}
.wg-app a:focus{outline:3px solid #8a5a00;outline-offset:2px}
.wg-back a{color:#0b57d0;font-size:1.05em}
.wg-back a:focus{outline:3px solid #8a5a00;outline-offset:2px}
/* Large font: labels as wide as their words (ipywidgets' fixed 80px cuts them short). */
.wg-app.wg-large{--jp-widgets-inline-label-width:auto}
.wg-app.wg-large .widget-upload{width:auto;min-width:12em}
</style>
"""


class PageOptions(anywidget.AnyWidget):
    """Invisible: reads ``large`` and ``cb`` from the page's address into ``large`` and
    ``colour_blind`` (on every render, so a pre-heated kernel gets them too), and ``speed``
    (the clock's pace, 1 unless the address says, for demonstrations and tests)."""

    _esm = """
    function render({ model, el }) {
      const query = new URLSearchParams(window.location.search);
      model.set("large", query.get("large") === "1");
      model.set("colour_blind", query.get("cb") === "1");
      const speed = parseFloat(query.get("speed") || "1");
      model.set("speed", speed > 0 && speed <= 10 ? speed : 1);
      model.save_changes();
    }
    export default { render };
    """
    large = traitlets.Bool(False).tag(sync=True)
    colour_blind = traitlets.Bool(False).tag(sync=True)
    speed = traitlets.Float(1.0).tag(sync=True)


def _query(large: bool, colour_blind: bool) -> str:
    """The options as an address's query string.

    >>> _query(True, False), _query(False, False)
    ('?large=1', '')
    """
    parts = [name for name, on in (("large=1", large), ("cb=1", colour_blind)) if on]
    return "?" + "&".join(parts) if parts else ""


def games_html(large: bool = False, colour_blind: bool = False,
               pages: Sequence[AppPage] | None = None) -> str:
    """The list of games, or of other ``pages``: a link and a line about each, carrying the
    options.

    >>> 'five_tiers.ipynb?cb=1' in games_html(colour_blind=True)
    True
    """
    query = _query(large, colour_blind)
    if pages is None:
        pages = game_pages()
    label = "exercises" if pages and pages[0].exercise is not None else "games"
    items = "".join(
        f'<li><a href="{html.escape(page.file)}{query}">{html.escape(page.title)}</a><br>'
        f"{html.escape(page.about)}</li>" for page in pages)
    return f'<ul class="wg-games" aria-label="{label}">{items}</ul>'


class Landing(w.VBox):  # type: ignore[misc]
    """The landing page: the games and the exercises of the classroom folder (``classroom``,
    default the classroom folder) with a line each, and the two options."""

    def __init__(self, classroom: str | Path | None = None) -> None:
        self.large_box = w.Checkbox(description="Large font", indent=False,
                                    layout=w.Layout(width="auto"))
        self.colour_box = w.Checkbox(description="Colour-blind palette", indent=False,
                                     layout=w.Layout(width="auto"))
        self.exercise_pages = exercise_pages(classroom)
        self.games = w.HTML(games_html())
        self.exercises = w.HTML()
        for box in (self.large_box, self.colour_box):
            box.observe(lambda _: self._show(), names="value")
        super().__init__([
            w.HTML(STYLE + APP_STYLE),
            w.HTML('<div class="wg-head">Word games</div><div class="wg-sub">Choose a game or '
                   "an exercise: type your name on its page and press Start. Each page is a "
                   "game of its own against bots. Tab moves between the boxes and buttons; "
                   "Enter or Space presses a button.</div>"),
            w.HTML('<div class="wg-section">Options (for the page you open next)</div>'),
            w.HBox([self.large_box, self.colour_box]),
            w.HTML('<div class="wg-section">Games</div>'),
            self.games,
            w.HTML('<div class="wg-section">Exercises from your teacher</div>'),
            self.exercises,
        ])
        self.add_class("wg-app")
        self._show()

    def _show(self) -> None:
        large, colour_blind = bool(self.large_box.value), bool(self.colour_box.value)
        self.games.value = games_html(large, colour_blind)
        self.exercises.value = (
            games_html(large, colour_blind, self.exercise_pages) if self.exercise_pages else
            '<div class="wg-help">No exercises yet: your teacher makes them (notebook 20) and '
            "restarts the app.</div>")
        for name, on in (("wg-large", large), ("wg-cb", colour_blind)):
            if on:
                self.add_class(name)
            else:
                self.remove_class(name)


class GamePage(w.VBox):  # type: ignore[misc]
    """A game's or an exercise's page: a link back, the app (its set-up panel, then the play
    screen after Start), and the options from the address applied to both."""

    def __init__(self, game: str | App | DrillApp) -> None:
        self.app = App(game, meanings=True) if isinstance(game, str) else game
        self.options = PageOptions()
        self.options.observe(lambda _: self._apply(), names=["large", "colour_blind", "speed"])
        self.app.observe(lambda _: self._apply(), names="children")
        super().__init__([
            self.options,
            w.HTML(APP_STYLE + '<div class="wg-back"><a href="index.ipynb">All games and '
                   "exercises</a></div>"),
            self.app,
        ])

    def _apply(self) -> None:
        large, colour_blind = bool(self.options.large), bool(self.options.colour_blind)
        self.app.speed = float(self.options.speed)
        for name, on in (("wg-large", large), ("wg-cb", colour_blind)):
            if on:
                self.app.add_class(name)
            else:
                self.app.remove_class(name)
        screen = self.app.screen
        if screen is not None:
            # The screen's own boxes: they redraw it, and the person can still change them.
            screen.large_box.value = large or screen.large_box.value
            screen.colour_box.value = colour_blind or screen.colour_box.value


def landing(classroom: str | Path | None = None) -> Landing:
    """The landing page's widget."""
    return Landing(classroom)


def game_page(game: str) -> GamePage:
    """The page of ``game`` (a name in ``wordgames.ui.tables.TABLES``); the meanings of the
    person's words are shown (the classroom's display option, on by default here)."""
    return GamePage(game)


def exercise_page(name: str, classroom: str | Path | None = None) -> GamePage:
    """The page of the exercise saved as ``name`` in the classroom folder: the student types a
    name and presses Start; the play is recorded in the folder's progress."""
    from wordgames.ui.exercise import play_exercise

    return GamePage(play_exercise(name, "", folder=classroom))


__all__ = ["GamePage", "Landing", "PageOptions", "exercise_page", "game_page", "games_html",
           "landing"]
