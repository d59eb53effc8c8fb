"""What a host draws a seat's screen from: the table's view JSON and what the table's rules add
to it (the hosts, the classroom server's page and JupyterLab's screen, both call
:func:`view_of`; :func:`wordgames.screens.render` draws it).
"""

from __future__ import annotations

from typing import Any

from wordgames.wordstorm.check import check
from wordgames.wordstorm.grid import Grid


def view_of(table: Any, seat: int) -> dict[str, Any]:
    """What a host draws ``seat``'s screen from: the table's ``view_json(seat)``, and, for Word
    Storm with the classroom's ``mark_words`` option, the tiles of runs that are not words
    (``marks``: the board marks them while the crossword is built).

    >>> from wordgames.play.table import Table
    >>> from wordgames.wordstorm import Rules
    >>> table = Table("wordstorm", ["person", "adult"], seed=25, clock="simulated",
    ...               rules=Rules(mark_words=True))
    >>> table.join(0); table.start()
    >>> table.send(0, {"type": "arrange", "cells": [[4, 5, "H"], [4, 6, "A"], [4, 7, "D"],
    ...                                              [6, 5, "R"]]})
    {'ok': True}
    >>> table.run_until(table.now + 1); view_of(table, 0)["marks"]
    [[6, 5]]
    """
    data: dict[str, Any] = table.view_json(seat)
    if (data["game"] == "wordstorm" and data["view"] is not None
            and getattr(table.rules, "mark_words", False)):
        grid = Grid({(r, c): face for r, c, face in data["view"]["grid"]})
        result = check(grid, table.game.lexicon)
        bad = set() if result.ok else (
            {p for run in result.bad_runs for p in run.cells} | set(result.disconnected))
        data["marks"] = [[r, c] for r, c in sorted(bad)]
    return data


__all__ = ["view_of"]
