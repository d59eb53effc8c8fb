"""Notebook 13's panel without a browser (comm's dummy comms): what a designer types, the
message it gives, and an evaluation run in a thread while the loop shows its progress. The
same panel in a real JupyterLab: ``test_designer_lab``."""

from __future__ import annotations

import asyncio
import html
import multiprocessing
from typing import Any

import pandas as pd
import pytest

from wordgames import design
from wordgames.errors import InvalidInput
from wordgames.ui.design_panel import Panel
from wordgames.ui.design_requests import read_request

BOXES = {"counts": {}, "values": {}, "games": "2", "seed": "0", "players": "2"}


def said(panel: Panel) -> str:
    """The message bar's HTML, its text unescaped (as the page shows it)."""
    return html.unescape(str(panel.message.value))


@pytest.mark.parametrize(("box", "face", "text", "words"), [
    ("counts", "E", "-2", "E, tiles in the set: a whole number from 0 to 999, not -2"),
    ("counts", "?", "", "blank ?, tiles in the set: a whole number from 0 to 999, not empty"),
    ("values", "Q", "eight", "Q, points each: a whole number from 0 to 999, not 'eight'"),
    ("values", "Z", "2.5", "Z, points each: a whole number from 0 to 999, not '2.5'"),
    ("games", "", "1", "Games of each set: a whole number from 2 to 5,000, not 1"),
    ("players_box", "", "5", "Players: a whole number from 2 to 4, not 5"),
    ("seed_box", "", "x", "Seed: a whole number from 0 to 9,223,372,036,854,775,807, not 'x'"),
])
def test_a_mistake_is_said_in_the_panel_and_nothing_runs(box: str, face: str, text: str,
                                                         words: str) -> None:
    panel = Panel("fivetiers", n=2, players=2, metrics=["round_minutes"], workers=1)
    field = getattr(panel, box)
    typed = field[face] if face else field
    typed.value = text
    panel.button.click()
    assert words in said(panel) and "wg-msg-error" in said(panel)
    assert panel.frame is None and panel.output.value == "" and not panel.button.disabled
    # The box at fault is marked, and only it.
    assert [b for b in panel.boxes.values() if "wg-bad" in b._dom_classes] == [typed]


def test_too_few_tiles_for_the_players_is_said_before_anything_runs() -> None:
    tiles = design.shipped("fivetiers").tileset
    faces = [f for f in tiles.counts if f not in "EAIO"]  # every other face goes
    left = sum(tiles.count(f) for f in "EAIO")
    assert left == 50
    panel = Panel("fivetiers", faces=faces, n=2, players=4, workers=1)
    for face in faces:
        panel.counts[face].value = "0"
    panel.button.click()
    assert "variant 'mine': 4 players need 80 tiles (20 each); the set has 50" in said(panel)
    assert panel.frame is None
    assert not any("wg-bad" in b._dom_classes for b in panel.boxes.values())  # no one box


def test_the_library_says_the_same_as_the_panel() -> None:
    with pytest.raises(InvalidInput, match="Q, points each: a whole number from 0 to 999, "
                                           "not 'eight'"):
        read_request("fivetiers", "mine", **{**BOXES, "values": {"Q": "eight"}})


def test_evaluate_runs_in_a_thread_with_progress_and_the_button_off() -> None:
    """On a running loop (the kernel's), Evaluate hands the games to a thread: the button is
    off and the bar counts the games until the result is in, the loop free meanwhile; the
    result is design.evaluate's for the same boxes, number for number."""
    moves: list[int] = []
    ticks = 0

    async def designer() -> Panel:
        nonlocal ticks
        panel = Panel("fivetiers", n=3, players=2, metrics=["game_minutes", "round_minutes"],
                      workers=1)
        panel.progress.observe(lambda change: moves.append(change["new"]), names="value")
        panel.counts["E"].value = "19"
        panel.values["Q"].value = "8"
        panel.button.click()
        assert panel.button.disabled and panel.task is not None
        while not panel.task.done():  # the loop goes on while the games are played
            ticks += 1
            await asyncio.sleep(0.05)
        assert not panel.button.disabled
        return panel

    panel = asyncio.run(asyncio.wait_for(designer(), timeout=120))
    assert ticks > 5 and max(moves) == 6 and any(0 < m < 6 for m in moves), moves
    wanted = design.evaluate("fivetiers", design.variant("fivetiers", "mine",
                                                         counts={"E": 19}, values={"Q": 8}),
                             ["game_minutes", "round_minutes"], n=3, seed=0, players=2,
                             workers=1, progress=False)
    assert panel.frame is not None
    pd.testing.assert_frame_equal(panel.frame, wanted)
    assert "Done: 3 games of each set played." in said(panel)
    shown = html.unescape(panel.output.value)
    assert "mine: E 17 → 19; Q worth 10 → 8" in shown and "95% CI" in shown
    assert "n = 3 games" in shown and "Difference (yours − shipped)" in shown
    assert "round_minutes" not in shown and "game_minutes" not in shown
    lows, highs = (wanted[wanted.arm == "difference"][k] for k in ("low", "high"))
    for low, high in zip(lows, highs, strict=True):  # each difference read in words
        assert ("yours is higher" if low > 0 else "yours is lower" if high < 0 else
                "no clear difference yet: the interval holds 0") in shown


def test_a_failure_in_the_thread_is_said_and_the_button_comes_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise InvalidInput("no such metric here")

    monkeypatch.setattr("wordgames.ui.design_panel.evaluate", broken)

    async def designer() -> Panel:
        panel = Panel("fivetiers", n=2, players=2, workers=1)
        panel.button.click()
        assert panel.task is not None
        await panel.task
        return panel

    panel = asyncio.run(asyncio.wait_for(designer(), timeout=60))
    assert "no such metric here" in said(panel) and not panel.button.disabled
    assert panel.progress.layout.visibility == "hidden"


@pytest.mark.parametrize("workers", [1, 2])
def test_stop_ends_the_evaluation_says_so_and_evaluate_works_again(workers: int) -> None:
    """Stop during a run: the games end (worker processes too), the panel says after how many
    games and shows no result, Evaluate is back; the next evaluation is the unstopped one's
    for the same seed, frame for frame."""
    metrics = ["game_minutes", "round_minutes"]
    during: dict[str, Any] = {}

    async def designer() -> Panel:
        panel = Panel("fivetiers", n=30, players=2, metrics=metrics, workers=workers)
        assert panel.stop_button.layout.display == "none"  # no run: no Stop
        panel.button.click()
        assert panel.task is not None
        assert panel.button.disabled and not panel.stop_button.disabled
        assert panel.stop_button.layout.display == ""
        while panel.progress.value < 1:  # a game or more in: the bar has moved
            await asyncio.sleep(0.05)
        panel.stop_button.click()
        during.update(stop=(panel.stop_button.disabled, panel.stop_button.description),
                      said=said(panel))
        await panel.task
        during.update(played=panel.progress.value, children=multiprocessing.active_children(),
                      after=said(panel), output=panel.output.value, frame=panel.frame,
                      buttons=(panel.button.disabled, panel.stop_button.layout.display),
                      bar=panel.progress.layout.visibility)
        # Evaluate again, on fewer games: a whole evaluation.
        panel.games.value = "3"
        panel.button.click()
        await panel.task
        return panel

    panel = asyncio.run(asyncio.wait_for(designer(), timeout=240))
    assert during["stop"] == (True, "Stopping…") and "Stopping" in during["said"]
    assert during["children"] == []  # no worker process left behind
    played = during["played"]
    assert 1 <= played < 60
    assert f"Stopped after {played} of 60 games, as you asked. No result is shown" in (
        during["after"])
    assert during["after"].endswith("Press Evaluate to start again.</div>")
    assert during["output"] == "" and during["frame"] is None  # nothing half-computed
    assert during["buttons"] == (False, "none") and during["bar"] == "hidden"
    # Evaluate again: the unstopped evaluation of the same boxes and seed, number for number.
    wanted = design.evaluate("fivetiers", design.variant("fivetiers", "mine"), metrics, n=3,
                             seed=0, players=2, workers=1, progress=False)
    assert panel.frame is not None
    pd.testing.assert_frame_equal(panel.frame, wanted)
    assert "Done: 3 games of each set played." in said(panel)
    assert not panel.button.disabled and panel.stop_button.layout.display == "none"
