"""Saved games: files saved by the code before the codec keep loading."""

from __future__ import annotations

import json
from pathlib import Path

from wordgames import fivetiers, myword, wordstorm

V0 = Path(__file__).parent / "data" / "saved_v0"


def test_v0_saves_still_load() -> None:
    ws = wordstorm.State.from_dict(json.loads((V0 / "wordstorm_round.json").read_text()))
    assert ws.players == 3 and len(ws.events) == 4 and str(ws.grids[0]) == "?A"
    mw = myword.State.from_dict(json.loads((V0 / "myword_round.json").read_text()))
    assert mw.dealer == 1 and mw.owed == (2,) and mw.piles[2].claims == 1
    ft = fivetiers.State.from_dict(json.loads((V0 / "fivetiers_round.json").read_text()))
    assert ft.flips == 2 and ft.phase == "play" and ft.rules.accept == {"zyx"}
    over = fivetiers.State.from_dict(json.loads((V0 / "fivetiers_over.json").read_text()))
    assert over.phase == "over" and over.outcome is not None and over.outcome.scores == (33, 0)
