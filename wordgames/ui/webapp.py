"""The older classroom app: every game as a web page with no code, served by Voila (a kernel
per page), kept as the baseline the classroom server (``python -m wordgames app``) is measured
against; its pages show the same screens as ``ui.play``.

``python -m wordgames voila`` writes the app's notebooks into a folder of its own
(a landing page, ``index.ipynb``, one page per game and one per exercise saved in the classroom
folder), then serves that folder with Voila on localhost. Plain Python: the pages' widgets are
in :mod:`wordgames.ui.pages`, imported by the pages' kernels, not here.

>>> import tempfile
>>> [page.file for page in app_pages(tempfile.mkdtemp())]
['index.ipynb', 'my_word.ipynb', 'five_tiers.ipynb', 'word_storm.ipynb']
>>> app_pages(tempfile.mkdtemp())[1].title
'MY WORD!'
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordgames.classroom.folder import ENVIRONMENT, classroom_folder
from wordgames.errors import InvalidInput
from wordgames.protocol import GAMES

#: The template's name: Voila's lab template without its Font Awesome links to a CDN.
TEMPLATE = "wordgames"

#: A kernel with no tab open on it for this long is ended (its game is lost).
CULL_SECONDS = 600

#: One line about each game on the landing page.
ABOUT = {
    "myword": "Cards are turned up one by one: be the first to spot a word of three or more "
              "cards and call it.",
    "fivetiers": "Twenty letter tiles, five words of 2, 3, 4, 5 and 6 letters: use every tile "
                 "before the clock runs out.",
    "wordstorm": "Build your own crossword from your tiles, faster than the others: call "
                 "Word Storm! when every tile is in place, and Done! at the end.",
}

#: The file of each game's page, in the landing page's order (the names stay: links and the
#: classroom server's benchmark open them).
FILES = {"myword": "my_word.ipynb", "fivetiers": "five_tiers.ipynb",
         "wordstorm": "word_storm.ipynb"}


@dataclass(frozen=True)
class AppPage:
    """One page of the app: its notebook file, title, the code its one cell runs and a line
    about it for the landing page."""

    file: str
    title: str
    code: str
    game: str | None = None  # None for the landing page
    exercise: str | None = None  # the saved exercise's name, for an exercise's page
    about: str = ""


def app_pages(classroom: str | Path | None = None) -> list[AppPage]:
    """The landing page, one page per game (in :data:`FILES`' order), then one per
    exercise saved in the ``classroom`` folder (default: the classroom folder) that a play
    screen can play (anagram drills too: their own screen)."""
    landing = AppPage("index.ipynb", "Word games",
                      "from wordgames.ui.pages import landing\nlanding()")
    return [landing, *game_pages(), *exercise_pages(classroom)]


def game_pages() -> list[AppPage]:
    """One page per game, in :data:`FILES`' order."""
    return [AppPage(file, GAMES.get_info(name).display_name,
                    f"from wordgames.ui.pages import game_page\ngame_page({name!r})",
                    name, about=ABOUT.get(name, "")) for name, file in FILES.items()]


def exercise_pages(classroom: str | Path | None = None) -> list[AppPage]:
    """A page for each saved exercise with a play screen, by name; its file named after it.

    >>> import tempfile
    >>> from wordgames.classroom import make_exercise
    >>> folder = tempfile.mkdtemp()
    >>> _ = make_exercise("fivetiers", ["cat", "frog"], seed=2).save("Week 3", folder=folder)
    >>> page = exercise_pages(folder)[0]
    >>> page.file, page.title
    ('exercise-week-3.ipynb', 'Week 3')
    >>> page.about
    "Five Tiers: 2 of this week's words to find; everyone gets the same tiles."
    """
    from wordgames.classroom import Exercise, saved_exercises
    from wordgames.errors import WordgamesError

    pages: list[AppPage] = []
    used = {*FILES.values(), "index.ipynb"}
    for name in saved_exercises(classroom):
        try:
            exercise = Exercise.open(name, classroom)
        except WordgamesError:  # a broken file: the teacher sees why in notebook 20, not here
            continue
        if exercise.kind not in FILES and exercise.kind != "anagram":
            continue
        stem = "exercise-" + "-".join(name.lower().replace("_", "-").split())
        file, number = f"{stem}.ipynb", 1
        while file in used:
            number += 1
            file = f"{stem}-{number}.ipynb"
        used.add(file)
        targets = len(exercise.targets)
        what = "the same cards" if exercise.kind == "myword" else "the same tiles"
        about = (f"{GAMES.get_info(exercise.kind).display_name}: {targets} of this week's "
                 f"word{'s' * (targets != 1)} to find; everyone gets {what}."
                 if exercise.kind in FILES else
                 f"Anagrams: {targets} of this week's word{'s' * (targets != 1)} with the "
                 "letters shuffled, to type.")
        pages.append(AppPage(file, name,
                             "from wordgames.ui.pages import exercise_page\n"
                             f"exercise_page({name!r})", exercise.kind, name, about))
    return pages


def _notebook(page: AppPage) -> str:
    """The page as a notebook: one code cell (Voila strips its source from the HTML)."""
    return json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "id": "page", "metadata": {},
                   "outputs": [], "source": page.code}],
        "metadata": {"title": page.title,
                     "kernelspec": {"display_name": "Python 3 (ipykernel)",
                                    "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}, indent=1)


def _template(share: Path) -> None:
    """Voila's lab template with its two Font Awesome links removed: every asset stays local
    (the app's buttons all have text labels, so no icon font is needed)."""
    from jupyter_core.paths import jupyter_path

    found = [Path(p) for p in jupyter_path("voila", "templates", "lab")]
    source = next((p for p in found if (p / "index.html.j2").exists()), None)
    if source is None:
        raise InvalidInput("Voila's lab template was not found: pip install 'voila>=0.5,<0.6'")
    target = share / "voila" / "templates" / TEMPLATE
    target.mkdir(parents=True, exist_ok=True)
    text = (source / "index.html.j2").read_text(encoding="utf-8")
    kept = [line for line in text.splitlines(keepends=True) if "cdn.jsdelivr.net" not in line]
    (target / "index.html.j2").write_text("".join(kept), encoding="utf-8")
    (target / "conf.json").write_text(json.dumps({"base_template": "lab"}), encoding="utf-8")


def build_app(folder: str | Path, classroom: str | Path | None = None) -> list[Path]:
    """Write the app's notebooks into ``folder/pages`` (the exercises of the ``classroom``
    folder among them) and its template into ``folder/share``; returns the notebooks' paths."""
    root = Path(folder)
    pages = root / "pages"
    pages.mkdir(parents=True, exist_ok=True)
    written = []
    for page in app_pages(classroom):
        path = pages / page.file
        path.write_text(_notebook(page), encoding="utf-8")
        written.append(path)
    _template(root / "share")
    return written


def voila_command(folder: str | Path, port: int, ip: str = "127.0.0.1") -> list[str]:
    """The command that serves a folder written by :func:`build_app`."""
    return [sys.executable, "-m", "wordgames.ui.webapp", str(Path(folder) / "pages"),
            f"--port={port}",
            f"--Voila.ip={ip}", "--no-browser", f"--template={TEMPLATE}", "--strip_sources=True",
            "--show_tracebacks=False",
            # Voila keeps a page's kernel after its tab closes: end those left alone for
            # CULL_SECONDS, or a day of classes fills the memory.
            f"--MappingKernelManager.cull_idle_timeout={CULL_SECONDS}",
            "--MappingKernelManager.cull_interval=60"]


def voila_env(folder: str | Path, classroom: str | Path | None = None) -> dict[str, str]:
    """The server's environment: the template's folder on JUPYTER_PATH, this package
    importable by the pages' kernels even when it runs from a checkout, not installed, and the
    classroom folder (where the exercise pages find their exercises and record the plays)."""
    here = str(Path(__file__).resolve().parents[2])
    path = os.environ.get("PYTHONPATH", "")
    jupyter = os.environ.get("JUPYTER_PATH", "")
    share = str(Path(folder) / "share")
    env = {**os.environ,
           "PYTHONPATH": os.pathsep.join(p for p in (here, path) if p),
           "JUPYTER_PATH": os.pathsep.join(p for p in (share, jupyter) if p)}
    if classroom is not None:
        env[ENVIRONMENT] = str(Path(classroom).expanduser().resolve())
    return env


def serve(port: int = 8866, ip: str = "127.0.0.1", folder: str | Path | None = None,
          classroom: str | Path | None = None) -> int:
    """Build the app (with a page for each exercise in the ``classroom`` folder, default the
    classroom folder) and serve it until Ctrl-C; returns Voila's exit status."""
    if not 0 < port < 65536:
        raise InvalidInput(f"--port {port}: a port is a number from 1 to 65535")
    if classroom is not None and not Path(classroom).expanduser().is_dir():
        raise InvalidInput(f"--classroom {str(classroom)!r}: no such folder")
    with tempfile.TemporaryDirectory(prefix="wordgames-app-") as scratch:
        where = Path(folder) if folder is not None else Path(scratch)
        pages = build_app(where, classroom)
        host = "localhost" if ip in ("127.0.0.1", "localhost") else ip
        exercises = len(pages) - 1 - len(FILES)
        print(f"The classroom app: http://{host}:{port}/voila/render/index.ipynb "
              "(Ctrl-C stops it)", flush=True)
        print(f"{exercises} exercise{'s' * (exercises != 1)} from "
              f"{classroom_folder(classroom, create=False)} (restart the app to add new ones)",
              flush=True)
        if ip == "0.0.0.0":
            print("Serving on every network interface: anyone on this network can open the "
                  "games (no password).", flush=True)
        return _run_until_stopped(voila_command(where, port, ip), voila_env(where, classroom))


class _Stopped(Exception):
    """The app was told to stop by a signal other than Ctrl-C."""


def _run_until_stopped(command: list[str], env: dict[str, str]) -> int:
    """Run the server and end it with the app: a Ctrl-C reaches both from the terminal, but a
    SIGTERM or SIGHUP (a closed terminal, a service manager, a test's fixture) comes to this
    process alone, and would otherwise leave Voila serving with its pre-heated kernels."""
    def stop(signum: int, frame: object) -> None:
        raise _Stopped(signum)

    # Handlers can be set only from the main thread; elsewhere the caller owns the signals.
    here = threading.current_thread() is threading.main_thread()
    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGHUP) if here}
    server = subprocess.Popen(command, env=env)
    try:
        return server.wait()
    except KeyboardInterrupt:
        return 130
    except _Stopped as stopped:
        return 128 + int(stopped.args[0])
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if server.poll() is None:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


def _voila_main(argv: list[str]) -> None:
    """Voila, with the server's root address sent on to the landing page (Voila's own list of
    files is not for students)."""
    from tornado.web import RedirectHandler
    from voila.app import Voila

    class ClassroomVoila(Voila):  # type: ignore[misc]
        def init_handlers(self) -> list[Any]:
            landing = self.server_url.rstrip("/") + "/voila/render/index.ipynb"
            root = (self.server_url.rstrip("/") or "") + "/?"
            handlers: list[Any] = super().init_handlers()
            return [(root, RedirectHandler, {"url": landing}), *handlers]

    ClassroomVoila.launch_instance(argv)


if __name__ == "__main__":
    _voila_main(sys.argv[1:])


__all__ = ["ABOUT", "FILES", "TEMPLATE", "AppPage", "app_pages", "build_app", "exercise_pages",
           "game_pages", "serve", "voila_command", "voila_env"]
