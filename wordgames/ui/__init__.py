"""Play the games in JupyterLab against bots, in real time: the only package with widgets.

``play("myword")``, ``play("wordstorm")`` or ``play("fivetiers")`` returns the game's screen
(``wordgames.ui.table_screen``): the same screen the classroom's web pages draw, over a live
table, the person at seat 0 and bots in the other seats; the first round starts with its Start
button, after a set-up screen when no bots are given. An exercise plays on the same screen
(``wordgames.ui.exercise``), the anagram drill on one of its own over the same client
(``wordgames.ui.drill_screen``). Widgets (anywidget, and ipywidgets for the design panel) are
imported when a game is played, not when this package is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wordgames.ui.cells import show_plainly

if TYPE_CHECKING:
    from wordgames.ui.table_screen import PlayScreen


def play(game: str, **options: Any) -> PlayScreen:
    """A game of ``game`` ("myword", "wordstorm", "fivetiers") against bots on one screen:
    :func:`wordgames.ui.table_screen.play` says what each option does (bots, name, seed,
    rules, level, speed, large, meanings, glossary, save_dir, resume, hand_deal)."""
    from wordgames.ui.table_screen import play as screen

    return screen(game, **options)


__all__ = ["play", "show_plainly"]
