"""Word Storm on a screen: a seat's view as JSON, and a seat's message as an action.

The view JSON holds what the rules let a player see: their own hand and crossword, every
crossword on the table, how many tiles each hand and the centre hold, the clock; never the
centre's order nor another hand's tiles.

>>> import random
>>> from wordgames.wordstorm import Game
>>> game = Game()
>>> state = game.new_round(2, random.Random(1))
>>> data = view_json(game.view(state, 0))
>>> len(data["hand"]), data["hand_sizes"], data["centre"]
(4, [4, 4], 92)
>>> str(action_from_message(game.view(state, 0), {"type": "arrange", "grid": "AT"}).grid)
'AT'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wordgames.errors import IllegalAction
from wordgames.kit import messages
from wordgames.wordstorm.check import runs
from wordgames.wordstorm.game import Arrange, CallStorm, Done, Trade, View
from wordgames.wordstorm.grid import FACES, Grid, shown_face

#: The moves a Word Storm seat may send.
MOVES = ("arrange", "storm", "done", "trade")

#: The longest grid text a message may hold: a crossword of every tile of the largest set
#: fits in far fewer characters.
GRID_TEXT_LIMIT = 4000


def grid_json(grid: Grid) -> list[list[Any]]:
    """A crossword as ``[row, column, face]`` cells, in reading order."""
    return [[r, c, face] for (r, c), face in sorted(grid.cells.items())]


def view_json(view: View) -> dict[str, Any]:
    """``view`` as JSON values."""
    rules = view.rules
    return {
        "player": view.player,
        "team": view.team,
        "hand": list(view.hand),
        "grid": grid_json(view.grid),
        "words": [word for word, _ in runs(view.grid.cells)],
        "side": {"name": view.side.name, "rows": view.side.rows, "cols": view.side.cols,
                 "special": sorted([r, c] for r, c in view.side.special)},
        "grids": [grid_json(g) for g in view.grids],
        "hand_sizes": list(view.hand_sizes),
        "centre": view.centre,
        "drawn_out": view.drawn_out,
        "ended": view.ended,
        "now": round(view.now, 2),
        "last_deal": round(view.last_deal, 2),
        "deals": view.deals,
        "stall_limit": rules.stall_limit,
        "finish_limit": rules.finish_limit,
        "trade_offs": rules.trade_offs,
        "teams": [list(t) for t in rules.teams] if rules.teams else None,
        "sides": [list(t) for t in view.teams],
    }


def action_from_message(view: View, message: dict[str, Any]) -> Any:
    """The action ``message`` asks for at ``view``'s seat, or ``InvalidInput`` /
    ``IllegalAction`` saying why not.

    - ``{"type": "arrange", "grid": "CAT\\n.T."}``: the crossword as text (dots for empty
      squares), or ``"cells": [[row, column, face], ...]``;
    - ``{"type": "storm"}``: "Word Storm!" (every tile is in the crossword);
    - ``{"type": "done"}``: "Done!" once the centre is empty;
    - ``{"type": "trade", "partner": 2, "give": "Q", "take": "E"}``: a Trade Off.
    """
    kind = messages.move_kind(message, MOVES)
    if kind == "arrange":
        given = messages.fields(message, kind, optional=("grid", "cells"))
        if ("grid" in given) == ("cells" in given):
            raise IllegalAction("an arrange gives the crossword as grid text or as cells")
        if "grid" in given:
            text = messages.text(given["grid"], "grid", limit=GRID_TEXT_LIMIT, empty=True)
            grid = Grid.parse(text) if text.strip() else Grid()
        else:
            tiles = len(view.hand) + len(view.grid)
            cells = messages.items(given["cells"], "cells", tiles)
            entries = []
            for n, cell in enumerate(cells):
                if not isinstance(cell, list) or len(cell) != 3:
                    raise IllegalAction(f"cells[{n}]: a cell is [row, column, tile]")
                row = messages.whole(cell[0], f"cells[{n}] row", 0, 999)
                col = messages.whole(cell[1], f"cells[{n}] column", 0, 999)
                face = messages.text(cell[2], f"cells[{n}] tile", limit=1)
                if face not in FACES:
                    raise IllegalAction(f"cells[{n}]: {shown_face(face)} is not a Word Storm "
                                        f"tile")
                entries.append(((row, col), face))
            if len({pos for pos, _ in entries}) != len(entries):
                raise IllegalAction("two tiles on one square")
            grid = Grid(entries)
        return Arrange(player=view.player, grid=grid)
    if kind == "trade":
        given = messages.fields(message, kind, required=("partner", "give", "take"))
        seats = sum(map(len, view.teams)) or len(view.hand_sizes)  # a team has one hand
        partner = messages.whole(given["partner"], "partner", 0, seats - 1)
        give = messages.text(given["give"], "give", limit=1).upper()
        take = messages.text(given["take"], "take", limit=1).upper()
        return Trade(player=view.player, partner=partner, give=give, take=take)
    messages.fields(message, kind)
    if kind == "storm":
        return CallStorm(player=view.player)
    return Done(player=view.player)


def told(action: Any, names: Sequence[str]) -> str | None:
    """What the seat that made ``action`` is told once it is applied: a trade, in words (its
    refusal is retold by :func:`wordgames.play.plainwords.for_a_child`).

    >>> told(Trade(player=0, partner=1, give="Q", take="E"), ["Ana", "Bot 1"])
    'You gave Q to Bot 1 and got E.'
    """
    if not isinstance(action, Trade):
        return None
    partner = names[action.partner] if 0 <= action.partner < len(names) else "that player"
    return f"You gave {action.give} to {partner} and got {action.take}."


def message_of(action: Any) -> dict[str, Any]:
    """The message a screen would send for ``action`` (for scripted people and tests).

    >>> message_of(CallStorm(player=1))
    {'type': 'storm'}
    """
    if isinstance(action, Arrange):
        return {"type": "arrange", "cells": grid_json(action.grid)}
    if isinstance(action, CallStorm):
        return {"type": "storm"}
    if isinstance(action, Done):
        return {"type": "done"}
    if isinstance(action, Trade):
        return {"type": "trade", "partner": action.partner, "give": action.give,
                "take": action.take}
    raise IllegalAction(f"{type(action).__name__} is not a player's move")


__all__ = ["GRID_TEXT_LIMIT", "MOVES", "action_from_message", "grid_json", "message_of",
           "told", "view_json"]
