"""Play the games in JupyterLab against bots, in real time: the only package with widgets.

``play("myword")`` or ``play("fivetiers")`` returns a widget that shows itself: a set-up panel,
then, after Start, the table. The controllers (``options``, ``session``, ``myword_table``,
``fivetiers_table``, ``saved``) are plain Python; the views (``widgets``, ``screen``, the
``*_screen`` modules, ``app``) are the only modules that import ipywidgets and anywidget, and
they are imported when a game is played, not when this package is.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordgames.ui.app import App


def play(game: str, *, resume: str | Path | None = None, speed: float = 1.0,
         save_dir: str | Path = ".") -> App:
    """A game of ``game`` ("myword" or "fivetiers") against bots, set up in the panel.

    ``resume`` is a file written by the screen's Save button: the game goes on from there.
    ``speed`` runs the clock faster (2 is twice as fast); ``save_dir`` is where Save writes.
    """
    from wordgames.ui.app import App

    return App(game, speed=speed, save_dir=save_dir, resume=resume)


__all__ = ["play"]
