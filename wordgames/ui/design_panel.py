"""The designer's panel: change some tile counts and values, press Evaluate, read the result.

:class:`Panel` shows a row per tile (how many the set holds, the points each scores, beside
the shipped numbers), how many games to play, the players and the seed. Evaluate reads the
boxes (:func:`wordgames.ui.design_requests.read_request`: a mistake is a message in the panel and
nothing runs), then plays the variant and the shipped set on the same seeds
(:func:`wordgames.design.evaluate`) in a thread, so that the kernel keeps answering the page;
a progress bar counts the games on the kernel's loop, which alone touches the widgets, and
Evaluate stays off until the result is in. Meanwhile a Stop button ends the run (the games in
play are ended, worker processes with them): the panel says after how many games, shows no
result (the sets are compared game by game: a measure needs every game of both) and Evaluate
is back.

>>> p = Panel("wordstorm", faces=["E", "Q"], n=2, players=2, metrics=["calls"], workers=1)
>>> p.counts["E"].value, p.values["Q"].value
('12', '10')
>>> p.counts["E"].value = "14"
>>> frame = p.evaluate()
>>> p.request().variant.tileset.count("E"), list(frame["arm"])
(14, ['base', 'variant', 'difference'])
>>> p.counts["E"].value = "-1"
>>> p.button.click()
>>> "E, tiles in the set: a whole number from 0 to 999, not -1" in p.message.value
True
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from typing import Any

import ipywidgets as w
import pandas as pd

from wordgames.design.evaluate import evaluate
from wordgames.design.variants import shipped
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.protocol import GAMES
from wordgames.screens import common
from wordgames.sim.engine import Stopped
from wordgames.ui.design_requests import (
    GAMES_BOX,
    PLAYERS_BOX,
    SEED_BOX,
    Request,
    count_box,
    default_faces,
    face_name,
    read_request,
    results,
    value_box,
)
from wordgames.ui.notice import Message
from wordgames.ui.widgets import STYLE, button, guard, message_html, page

# The panel's own layout: a grid of tiles, and a results table that reads from the left.
PANEL_STYLE = """
<style>
.wg-design .wg-tilegrid{display:grid;grid-template-columns:max-content 9em 9em max-content;
  align-items:center;gap:.25em 1.2em;margin:.5em 0}
.wg-design .wg-colhead{font-weight:700;color:#333}
.wg-design .wg-face{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:700}
.wg-design .wg-shipped{color:#555}
.wg-design .wg-design-count input,.wg-design .wg-design-value input,
.wg-design .wg-number input{text-align:right}
.wg-design .wg-bar-row{align-items:center}
.wg-design .wg-bad input{border:2px solid var(--wg-bad);background:#fff3ee}
.wg-design .wg-results td,.wg-design .wg-results th{text-align:left;vertical-align:top;
  padding:.3em .8em}
.wg-design .wg-results .wg-val{font-weight:700;font-size:1.05em;white-space:nowrap}
.wg-design .wg-results .wg-ci{color:#444;font-size:.85em;white-space:nowrap}
.wg-design .wg-progress{color:#333}
.wg-design .wg-results .wg-verdict{font-style:italic;font-size:.85em;color:#333}
</style>
"""

def _box(text: str, classes: str, **options: Any) -> w.Text:
    """A text box (a person may type anything: the panel reads it as they typed it)."""
    made = w.Text(value=text, layout=w.Layout(width=options.pop("width", "6.5em")), **options)
    made.add_class(classes)
    return made


class Panel(w.VBox):  # type: ignore[misc]
    """Count and value boxes for some faces of ``game``'s shipped set, the number of games
    of each set (``n`` at first), the players, the seed, an Evaluate button and the result.

    The boxes are ``counts[face]``, ``values[face]``, ``name``, ``games``, ``players_box``,
    ``seed_box``; :meth:`evaluate` does what the button does, in the caller's thread (a
    notebook or a test may call it); ``frame`` is the last result (evaluate's tidy frame).
    ``metrics`` and ``workers`` go to :func:`~wordgames.design.evaluate`.
    """

    def __init__(self, game: str, faces: Sequence[str] | None = None, n: int = 40,
                 seed: int = 0, players: int = 4, metrics: Sequence[Any] | None = None,
                 workers: int | None = None) -> None:
        info = GAMES.get_info(game)
        self.game, self.metrics, self.workers = game, metrics, workers
        base = shipped(game).tileset
        self.faces = tuple(faces or default_faces(game))
        # Classes for the page's tests: the count and the value box of each row.
        self.counts = {f: _box(str(base.count(f)), "wg-design-count") for f in self.faces}
        self.values = {f: _box(str(base.values.get(f, 0)), "wg-design-value")
                       for f in self.faces}
        grid = [w.HTML(f'<span class="wg-colhead">{text}</span>')
                for text in ("Tile", "Tiles in the set", "Points each", "Shipped set")]
        for f in self.faces:
            count, value = base.count(f), base.values.get(f, 0)
            grid += [w.HTML(f'<span class="wg-face">{common.escape(face_name(game, f))}</span>'),
                     self.counts[f], self.values[f],
                     w.HTML(f'<span class="wg-shipped">{count} tile{"s" * (count != 1)}, '
                            f'{value} point{"s" * (value != 1)} each</span>')]
        tiles = w.GridBox(grid)
        tiles.add_class("wg-tilegrid")
        label = {"style": {"description_width": "initial"}}
        self.name = _box("mine", "wg-name", description="Name of your set", width="20em",
                         **label)
        self.games = _box(str(n), "wg-number", description=GAMES_BOX, width="14em", **label)
        self.players_box = _box(str(players), "wg-number", description=PLAYERS_BOX,
                                width="9em", **label)
        self.seed_box = _box(str(seed), "wg-number", description=SEED_BOX, width="10em",
                             **label)
        # Each box by the name a message about it starts with: the box at fault is marked.
        self.boxes = {GAMES_BOX: self.games, PLAYERS_BOX: self.players_box,
                      SEED_BOX: self.seed_box,
                      **{count_box(game, f): b for f, b in self.counts.items()},
                      **{value_box(game, f): b for f, b in self.values.items()}}
        self.button = button("Evaluate", "Play your set and the shipped one on the same seeds",
                             "primary")
        # Shown only while an evaluation runs, beside the button that started it.
        self.stop_button = button("Stop", "End this evaluation now (nothing is measured)",
                                  "danger")
        self.stop_button.layout.display = "none"
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(
            width="16em", visibility="hidden"))
        self.progress_text = w.HTML("")
        self.message = w.HTML(message_html(Message()))
        self.output = w.HTML("")
        self.frame: pd.DataFrame | None = None
        self.task: asyncio.Task[None] | None = None
        # One event per run: a late Stop of one run never reaches the next.
        self.stopping: threading.Event | None = None
        self._played = 0
        self._lock = threading.Lock()
        # The kernel's loop, from the cell that makes the panel: JupyterLab may send a click
        # to a subshell thread, and only this loop may change the widgets.
        try:
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self.loop = None  # a plain script or test: Evaluate runs in the caller's thread
        on_loop = guard(self.report, lambda: self.loop)
        self.button.on_click(on_loop(lambda _: self.clicked()))
        self.stop_button.on_click(on_loop(lambda _: self.stop()))
        head = (f'<div class="wg-head">Try your own {common.escape(info.display_name)} set'
                "</div><div class=\"wg-help\">Change how many of a tile the set holds or how "
                "many points it scores, then press <b>Evaluate</b>: the bots play your set and "
                "the shipped one on the same seeds (the same deals where the tiles allow), "
                "and each measure is shown with its 95% confidence interval and n, the number "
                "of games it rests on. More games give narrower intervals.</div>")
        bar_row = w.HBox([self.button, self.stop_button, self.progress, self.progress_text])
        bar_row.add_class("wg-bar-row")
        super().__init__([w.HTML(STYLE + PANEL_STYLE + head), tiles,
                          w.HBox([self.name, self.games, self.players_box, self.seed_box]),
                          bar_row,
                          self.message, self.output])
        self.add_class("wg-app")
        self.add_class("wg-design")

    def request(self) -> Request:
        """What the boxes ask for, checked: ``InvalidInput`` names the box at fault, and the
        box is marked (in red, and its message says which) until the next try."""
        for field in self.boxes.values():
            field.remove_class("wg-bad")
        try:
            return read_request(self.game, self.name.value,
                                {f: box.value for f, box in self.counts.items()},
                                {f: box.value for f, box in self.values.items()},
                                self.games.value, self.seed_box.value, self.players_box.value)
        except InvalidInput as err:
            if err.source in self.boxes:
                self.boxes[err.source].add_class("wg-bad")
            raise

    def report(self, text: str, kind: str = "error") -> None:
        """Show ``text`` in the panel's message bar."""
        self.message.value = message_html(Message(text, kind))

    def evaluate(self) -> pd.DataFrame:
        """Evaluate the boxes' variant beside the shipped set and show it (what the button
        does, here in the caller's thread)."""
        request = self.request()
        self.show(request, self._run(request))
        assert self.frame is not None
        return self.frame

    def clicked(self) -> None:
        """The button: read the boxes (a mistake is the message, and nothing runs), then
        evaluate in a thread while the kernel's loop shows the progress."""
        request = self.request()
        if self.loop is None:
            self.evaluate()
            return
        # Off at once, not when the task starts: a second click meanwhile starts nothing.
        self.button.disabled = True
        self.output.value = ""
        self.frame = None  # the last result goes with its table: nothing stale stays
        self._played = 0
        self.stopping = threading.Event()
        self.progress.max, self.progress.value = 2 * request.games, 0
        self.progress.layout.visibility = "visible"
        self.stop_button.disabled, self.stop_button.description = False, "Stop"
        self.stop_button.layout.display = ""
        self.report(f"Playing {request.games:,} games of each set…", "info")
        self.task = self.loop.create_task(self._in_thread(request, self.stopping))

    def stop(self) -> None:
        """The Stop button: end the running evaluation (no run: nothing happens). The games
        in play end within about a game (at once with worker processes); the panel then says
        after how many games it stopped."""
        if self.stopping is None or self.task is None or self.task.done():
            return
        self.stopping.set()
        self.stop_button.disabled, self.stop_button.description = True, "Stopping…"
        self.report("Stopping: ending the games in play…", "info")

    async def _in_thread(self, request: Request, stop: threading.Event) -> None:
        total = 2 * request.games
        try:
            work = asyncio.get_running_loop().run_in_executor(None, self._run, request, stop)
            while not work.done():
                with self._lock:
                    played = self._played
                self.progress.value = played
                doing = ("stopping…" if stop.is_set() else "measuring…" if played >= total
                         else f"{played:,} of {total:,} games played")
                self.progress_text.value = f'<span class="wg-progress">{doing}</span>'
                await asyncio.wait({work}, timeout=0.25)
            self.progress.value = self._played  # the last games, before the bar goes
            self.show(request, work.result())
        except Stopped as err:
            self.report(stopped_text(err), "info")
        except WordgamesError as err:
            self.report(str(err), "error")
        except Exception as err:  # a bug: said in the panel, not in a console nobody reads
            self.report(f"Something went wrong: {type(err).__name__}: {err}", "error")
        finally:
            self.progress.layout.visibility = "hidden"
            self.progress_text.value = ""
            self.stop_button.layout.display = "none"
            self.button.disabled = False

    def _played_more(self, games: int) -> None:
        with self._lock:  # called from the simulation's thread
            self._played += games

    def _run(self, request: Request, stop: threading.Event | None = None) -> pd.DataFrame:
        return evaluate(request.game, request.variant, self.metrics, n=request.games,
                        seed=request.seed, players=request.players, workers=self.workers,
                        progress=self._played_more, stop=stop)

    def show(self, request: Request, frame: pd.DataFrame) -> None:
        """Show ``frame`` (evaluate's result for ``request``) as the panel's table."""
        self.frame = frame
        described = request.variant.describe(
            name_of=lambda face: face_name(request.game, face)).replace(" -> ", " → ")
        rows = []
        notes = []
        for line in results(frame):
            cells = [f'<div class="wg-val">{common.escape(c.value)}</div>'
                     f'<div class="wg-ci">{common.escape(c.interval)}</div>'
                     f'<div class="wg-ci">{common.escape(c.n)}</div>' for c in line.cells]
            cells[2] += f'<div class="wg-verdict">{common.escape(line.verdict)}</div>'
            rows.append([common.escape(line.label), *cells])
            if line.note and line.note not in notes:
                notes.append(line.note)
        table = common.table(rows, ["Measure", "Shipped set", f"Your set “{request.variant.name}”",
                                    "Difference (yours − shipped)"])
        self.output.value = page(
            '<div class="wg-results">'
            + common.title(described)
            + common.note(f"{request.games:,} games of each set, {request.players} adult bots, "
                          f"seed {request.seed}; game i of both sets from the same seed")
            + table + "".join(common.note(f"Note: {n}") for n in notes) + "</div>")
        self.report(f"Done: {request.games:,} games of each set played.", "ok")


def stopped_text(err: Stopped) -> str:
    """What the panel says of a stopped evaluation.

    >>> stopped_text(Stopped(23, 80))[:62]
    'Stopped after 23 of 80 games, as you asked. No result is shown'
    >>> stopped_text(Stopped(80, 80))[:43]
    'Stopped while measuring, after all 80 games'
    """
    when = (f"after {err.finished:,} of {err.total:,} games" if err.finished < err.total
            else f"while measuring, after all {err.total:,} games")
    return (f"Stopped {when}, as you asked. No result is shown: your set and the shipped "
            "one are compared game by game, so each measure needs all the games of both. "
            "Press Evaluate to start again.")


__all__ = ["Panel", "stopped_text"]
