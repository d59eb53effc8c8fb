"""Every game's HTML, one module per game: its play screen, drawn from a seat's view JSON only,
never from the state, and its values in a notebook (their ``_repr_html_``), from the same
pieces (:mod:`~wordgames.screens.common`: tiles, racks, tables, results) and the one
stylesheet (``screens.css``).

:func:`render` turns what :meth:`wordgames.play.table.Table.view_json` gives one seat (with what
the table's rules add: :func:`wordgames.play.seat_view.view_of`) into the HTML of that seat's
screen; the one screen client (``client.js``, :func:`client_js`) shows it, in JupyterLab (anywidget)
and on the classroom server's pages alike, morphing each update into the
page, and sends the seat's clicks, words and board moves back as messages. The stylesheet
(:func:`css`) is given to the page once by its host, never inside an update. Each game's module
here draws its own part (:data:`SCREENS`), and a test checks that every game in ``GAMES`` has
one. :mod:`~wordgames.screens.classroom` draws the teacher's values (word lists, definitions,
exercises), :mod:`~wordgames.screens.anagram` the anagram drill's screen.

>>> from wordgames.play.table import Table
>>> table = Table("myword", ["person", "adult"], seed=1, clock="simulated", names=["Ana", "Bo"])
>>> table.join(0)
>>> table.start()
>>> html = render(table.view_json(0))
>>> "Ana" in html and "How to play" in html
True
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable, Mapping
from importlib import resources
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.protocol import GAMES
from wordgames.screens import common
from wordgames.screens.parts import frame
from wordgames.screens.setup import draw as draw_setup

#: The font size of Larger letters (a projector, or a young class at the back of the room).
LARGE = 1.5

#: Each game's screen module (``wordgames.screens.<name>``), by the game's name.
SCREENS: Mapping[str, str] = {name: f"wordgames.screens.{name}" for name in GAMES}


def screen_of(game: str) -> Callable[[dict[str, Any]], str]:
    """The function that draws ``game``'s part of a screen from a table's view JSON."""
    if game not in SCREENS:
        raise InvalidInput(f"no screen for {game!r}; the games are {', '.join(SCREENS)}")
    module = importlib.import_module(SCREENS[game])
    draw: Callable[[dict[str, Any]], str] = module.draw
    return draw


def render(data: dict[str, Any], *, scale: float | None = None, styled: bool = True) -> str:
    """The HTML of one seat's screen from ``data`` (a table's ``view_json(seat)``).

    ``styled``: with the stylesheet inside, to stand alone (a notebook's output); a host that
    gives the page the stylesheet once (:func:`css`) sends every update without it.
    """
    module = importlib.import_module(SCREENS[data["game"]]) if data["game"] in SCREENS else None
    notes: Callable[[dict[str, Any]], list[str]] | None = getattr(module, "seat_notes", None)
    body = screen_of(data["game"])(data)
    return box(frame(data, body, notes(data) if notes is not None else ()), scale=scale,
               styled=styled)


def render_setup(choices: dict[str, Any], *, scale: float | None = None,
                 styled: bool = True) -> str:
    """The HTML of the set-up screen before the first round (:mod:`wordgames.screens.setup`
    says what ``choices`` holds)."""
    return box(draw_setup(choices), scale=scale, styled=styled)


def box(*fragments: str, scale: float | None = None, styled: bool = True) -> str:
    """A screen's box around ``fragments``: with the whole stylesheet inside when ``styled``
    (to stand alone), else bare (the host gave the page :func:`css` once).

    >>> box("<b>hi</b>", styled=False)
    '<div class="wg"><b>hi</b></div>'
    """
    return common.page(*fragments, scale=scale, styled=styled)


def stylesheet() -> str:
    """The one stylesheet (``screens.css`` and the board's ``board.css``): the play screens' and
    every value's."""
    return common.stylesheet()


def css() -> str:
    """The whole stylesheet of a screen: what a host gives its page once (a static file on the
    server, the widget's ``_css`` in JupyterLab)."""
    return stylesheet()


def css_name() -> str:
    """The stylesheet's file name with a hash of its text (``screens.1a2b3c4d5e.css``): a
    browser keeps it for good, and a new version has a new name.

    >>> css_name().startswith("screens.") and css_name().endswith(".css")
    True
    """
    digest = hashlib.sha256(css().encode("utf-8")).hexdigest()[:10]
    return f"screens.{digest}.css"


def clock(table: Any) -> dict[str, float]:
    """The table's clock as the client counts from it: its time now (game seconds) and how
    many game seconds pass a second (0 while it stands: paused, between rounds). A screen's
    ``data-ends`` clocks count down from it, with no message each second. A round just dealt
    counts as running: its clock starts within moments (once the bots have planned), and the
    next screen sent puts right the little difference.

    >>> from wordgames.play.table import Table
    >>> clock(Table("fivetiers", ["person", "adult"], seed=1, clock="simulated"))
    {'now': 0.0, 'rate': 0.0}
    """
    running = bool(table.playing and not table.paused)
    return {"now": round(float(table.now), 3), "rate": float(table.speed) if running else 0.0}


def client_js() -> str:
    """The screen client's ES module text (anywidget's ``_esm``, and ``client.js`` on the
    server): the vendored ``morphdom`` (scripts/vendor_morphdom.py) in front of ``client.js``,
    one module, as anywidget wants it."""
    files = resources.files(__package__)
    morph = files.joinpath("vendor", "morphdom.js").read_text(encoding="utf-8")
    ending = "export default morphdom;"
    if ending not in morph:
        raise InvalidInput("vendor/morphdom.js ends with its default export")
    client = files.joinpath("client.js").read_text(encoding="utf-8")
    return ("const morphdom = (() => {\n" + morph.replace(ending, "return morphdom;")
            + "\n})();\n" + client)


def asset(name: str) -> str:
    """One of the screens' shipped files by its name (``client.js``, ``page.js``,
    ``screens.css``, ``board.css``): a page asks for these, never for a path; ``client.js``
    is :func:`client_js`'s whole module."""
    if name not in ASSETS:
        raise InvalidInput(f"no such file: {name!r}")
    if name == "client.js":
        return client_js()
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


#: The files a page may ask for.
ASSETS = ("client.js", "page.js", "screens.css", "board.css")

__all__ = ["ASSETS", "LARGE", "SCREENS", "asset", "box", "client_js", "clock", "css", "css_name",
           "render", "render_setup", "screen_of", "stylesheet"]
