"""Every game's HTML, one module per game: its play screen, drawn from a seat's view JSON only,
never from the state, and its values in a notebook (their ``_repr_html_``), from the same
pieces (:mod:`~wordgames.screens.common`: tiles, racks, tables, results) and the one
stylesheet (``screens.css``).

:func:`render` turns what :meth:`wordgames.table.Table.view_json` gives one seat into the HTML
of that seat's screen; the generic client (``client.js``) shows it, in JupyterLab (anywidget)
and on the classroom server's pages alike, and sends the seat's clicks and words back as
messages. Each game's module here draws its own part (:data:`SCREENS`), and a test checks that
every game in ``GAMES`` has one. :mod:`~wordgames.screens.classroom` draws the teacher's
values (word lists, definitions, exercises), :mod:`~wordgames.screens.anagram` the anagram
drill's screen.

>>> from wordgames.table import Table
>>> table = Table("myword", ["person", "adult"], seed=1, clock="simulated", names=["Ana", "Bo"])
>>> table.join(0)
>>> table.start()
>>> html = render(table.view_json(0))
>>> "Ana" in html and "How to play" in html
True
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from importlib import resources
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.protocol import GAMES
from wordgames.screens import common
from wordgames.screens.parts import frame

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


def render(data: dict[str, Any], *, scale: float | None = None) -> str:
    """The HTML of one seat's screen from ``data`` (a table's ``view_json(seat)``)."""
    module = importlib.import_module(SCREENS[data["game"]]) if data["game"] in SCREENS else None
    notes: Callable[[dict[str, Any]], list[str]] | None = getattr(module, "seat_notes", None)
    body = screen_of(data["game"])(data)
    return common.page(frame(data, body, notes(data) if notes is not None else ()), scale=scale)


def render_setup(choices: dict[str, Any], *, scale: float | None = None) -> str:
    """The HTML of the set-up screen before the first round (:mod:`wordgames.screens.setup`
    says what ``choices`` holds)."""
    from wordgames.screens.setup import draw

    return common.page(draw(choices), scale=scale)


def stylesheet() -> str:
    """The one stylesheet (``screens.css``): the play screens' and every value's."""
    return common.stylesheet()


def ticking(data: dict[str, Any]) -> bool:
    """Whether ``data``'s screen shows a clock that moves by itself (Five Tiers' sand): then
    whoever shows it draws it again each second. A game's module says so with ``ticking``.

    >>> ticking({"game": "myword", "playing": True, "paused": False, "view": {}})
    False
    """
    module = importlib.import_module(SCREENS[data["game"]])
    ticks: Callable[[dict[str, Any]], bool] | None = getattr(module, "ticking", None)
    return bool(ticks is not None and ticks(data))


def client_js() -> str:
    """The generic client's ES module text (anywidget's ``_esm``)."""
    return resources.files(__package__).joinpath("client.js").read_text(encoding="utf-8")


def asset(name: str) -> str:
    """One of the screens' shipped files by its name (``client.js``, ``page.js``,
    ``screens.css``): a page asks for these, never for a path."""
    if name not in ASSETS:
        raise InvalidInput(f"no such file: {name!r}")
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


#: The files a page may ask for.
ASSETS = ("client.js", "page.js", "screens.css")

__all__ = ["ASSETS", "LARGE", "SCREENS", "asset", "client_js", "render", "render_setup",
           "screen_of", "stylesheet", "ticking"]
