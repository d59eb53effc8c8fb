"""Which controller and which screen play each game, and the game's facts the panel needs.

Pure Python: the screens are named by module and imported only when a game is played.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from wordgames.errors import InvalidInput


@dataclass(frozen=True)
class Table:
    """A playable game: its controller (``session``), screen, rules and dictionary defaults."""

    name: str
    display_name: str
    players: tuple[int, int]
    session: str  # "module:Class"
    screen: str
    rules: str
    level: int  # the default dictionary's SCOWL level
    contractions: bool
    hand_dealing: bool = False  # the person may deal their rounds by hand (set-up choice)

    def load(self, what: str) -> Any:
        module, name = getattr(self, what).split(":")
        return getattr(importlib.import_module(module), name)


TABLES = {
    "myword": Table("myword", "MY WORD!", (2, 6), "wordgames.ui.myword_table:MyWordSession",
                    "wordgames.ui.myword_screen:MyWordScreen", "wordgames.myword:Rules", 70,
                    False, hand_dealing=True),
    "fivetiers": Table("fivetiers", "Five Tiers", (2, 4),
                       "wordgames.ui.fivetiers_table:FiveTiersSession",
                       "wordgames.ui.fivetiers_screen:FiveTiersScreen",
                       "wordgames.fivetiers:Rules", 80, True),
    "wordstorm": Table("wordstorm", "Word Storm", (2, 8),
                       "wordgames.ui.wordstorm_table:WordStormSession",
                       "wordgames.ui.wordstorm_screen:WordStormScreen",
                       "wordgames.wordstorm:Rules", 70, False),
}


def table_for(name: object) -> Table:
    """The playable game called ``name``, or ``InvalidInput`` listing them."""
    if not isinstance(name, str) or name not in TABLES:
        raise InvalidInput(f"no screen for game {name!r}; playable: {', '.join(TABLES)}")
    return TABLES[name]


__all__ = ["TABLES", "Table", "table_for"]
