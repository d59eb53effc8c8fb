"""A designer uses notebook 13's panel in a real JupyterLab with chromium, in quick mode: runs
the notebook, types mistakes (a negative count, a value that is not a number, too few games)
and reads the panel's message each time, then two more E's and a Q worth 8, Evaluate, and
reads the result, checked against ``design.evaluate`` on the same inputs. The evaluation runs
in a thread: while it runs the button is off, a progress bar counts the games, and the kernel
runs another cell. Then a long evaluation on worker processes, stopped with the Stop button:
the panel says after how many games, shows no result, no worker is left, and Evaluate gives
the same result as before. Screenshots: ``build/screens/design-panel-*.png``.

Without chromium or playwright the test skips, except under ``CI=true``, where it fails
(``tests/ui/lab.py``).
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from tests.ui.lab import ROOT, SCREENS, Lab, opened, wait_for
from wordgames import design
from wordgames.errors import InvalidInput
from wordgames.ui.design_requests import default_faces, number, read_request, results

NOTEBOOK = "13_component_designer.ipynb"
PANEL = ".wg-design"
BUTTON = "button:has-text('Evaluate')"
STOP = "button:has-text('Stop')"
EVALUATE = f"{PANEL} {BUTTON}"
FACES_SHOWN = default_faces("fivetiers")
METRICS = ["game_minutes", "round_minutes"]  # what the notebook's panel measures
PLAYERS = 2  # the notebook's quick mode: two players
GAMES_BOX = ".widget-text:has(label:text-is('Games of each set')) input"
GAMES = 4  # of each set: a few seconds of play, long enough to watch the bar move
LONG = 40  # of each set: a minute or more of play, to be stopped


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """JupyterLab over a copy of notebook 13, its kernels in quick mode."""
    folder = tmp_path_factory.mktemp("lab")
    shutil.copy(ROOT / "notebooks" / NOTEBOOK, folder / NOTEBOOK)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WORDGAMES_QUICK", "1")
        with Lab(folder) as running:
            yield running


def shot(page: Any, name: str, panel: Any) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    panel.scroll_into_view_if_needed()
    panel.screenshot(path=str(SCREENS / f"{name}.png"))


def box(panel: Any, kind: str, face: str) -> Any:
    """The count (``kind="count"``) or value box of ``face``'s row."""
    return panel.locator(f".wg-design-{kind} input").nth(FACES_SHOWN.index(face))


def type_into(field: Any, text: str) -> None:
    field.fill(text)
    field.press("Tab")


def message(panel: Any) -> str:
    return str(panel.locator(".wg-msg[role='status']").first.inner_text())


def progress(panel: Any) -> str:
    """The progress line beside the button ("" when there is none)."""
    return " ".join(panel.locator(".wg-progress").all_inner_texts())  # no wait: it comes and goes


def run_through(page: Any) -> bool:
    """Whether every code cell has run and the kernel is idle (the run of all cells is over,
    not a pause between two of them)."""
    return bool(page.evaluate(
        "() => { const w = window.jupyterapp.shell.currentWidget;"
        " return w.sessionContext.session.kernel.status === 'idle' && w.content.widgets"
        ".filter(c => c.model.type === 'code').every(c => c.model.executionCount !== null);"
        " }"))


def expected_error(**typed: Any) -> str:
    """The library's own message for these boxes (as the panel types them)."""
    boxes: dict[str, Any] = {"counts": {}, "values": {}, "games": "2", "seed": "0",
                             "players": str(PLAYERS)}
    boxes.update(typed)
    with pytest.raises(InvalidInput) as err:
        read_request("fivetiers", "mine", **boxes)
    return str(err.value)


def test_a_designer_tries_a_variant_in_notebook_13(lab: Lab) -> None:
    # What the panel must show at the end: design.evaluate on the same inputs (two more E's,
    # a Q worth 8, and the four blanks the notebook's quick mode put in their box), started
    # now in a process of its own so that it runs while the notebook does.
    variant = design.variant("fivetiers", "mine", counts={"E": 19, "?": 4}, values={"Q": 8})
    with ProcessPoolExecutor(1) as pool:
        wanted = pool.submit(design.evaluate, "fivetiers", variant, METRICS, n=GAMES, seed=0,
                             players=PLAYERS, workers=1, progress=False)
        shown, table, seen, again = use_the_panel(lab)
        expected = wanted.result()
    # The bar moved on while the games were played (not only 0 of 8, then the result).
    assert any(re.search(rf"\b[1-{2 * GAMES - 1}] of {2 * GAMES} games played", s)
               for s in seen), seen
    # The panel's frame is design.evaluate's for the same inputs, number for number.
    pd.testing.assert_frame_equal(
        shown, expected[["metric", "arm", "mean", "low", "high", "n", "units"]]
        .reset_index(drop=True), check_dtype=False)
    assert "mine: blank ? 2 → 4; E 17 → 19; Q worth 10 → 8" in table
    assert f"{GAMES} games of each set, 2 adult bots, seed 0" in table
    for line in results(expected):
        assert line.label in table and line.verdict and line.verdict in table
        for cell in line.cells:
            assert cell.value in table and cell.interval in table and cell.n in table
    game = expected[(expected.metric == "game_minutes") & (expected.arm == "difference")].iloc[0]
    assert f"{number(game['mean'], signed=True)} min" in table  # e.g. "−12.3 min"
    # After the stopped run, Evaluate again (on two worker processes): the same frame.
    pd.testing.assert_frame_equal(again, shown)


FRAME = "panel.frame[['metric', 'arm', 'mean', 'low', 'high', 'n', 'units']].to_dict('records')"


def use_the_panel(lab: Lab) -> tuple[pd.DataFrame, str, set[str], pd.DataFrame]:
    """Open notebook 13 and run it, make three mistakes in the panel, then evaluate the
    variant; the panel's frame, its results table as the page shows it, the progress
    lines seen meanwhile, and the frame of an evaluation after a stopped one."""
    with opened(lab, NOTEBOOK, ready=EVALUATE) as page, lab.kernel(NOTEBOOK) as kernel:
        wait_for(lambda: run_through(page), timeout=90, what="the notebook run to its end")
        panel = page.locator(PANEL).first
        # Quick mode pressed Evaluate once in the cell itself (four blanks, two games).
        assert "Done: 2 games of each set played." in message(panel)
        shot(page, "design-panel-1-opened", panel)
        first = kernel.json("id(panel.frame)")

        # Mistakes: each is the library's message in the panel, and nothing runs.
        shipped = design.shipped("fivetiers").tileset
        for kind, face, text, said in [
                ("count", "E", "-2", expected_error(counts={"E": "-2"})),
                ("value", "Q", "eight", expected_error(values={"Q": "eight"}))]:
            type_into(box(panel, kind, face), text)
            panel.locator(BUTTON).click()
            wait_for(lambda s=said: s in message(panel), what=f"the message {said!r}")
            type_into(box(panel, kind, face), str(shipped.count(face) if kind == "count"
                                                  else shipped.value(face)))
        type_into(panel.locator(GAMES_BOX), "1")
        panel.locator(BUTTON).click()
        said = expected_error(games="1")
        wait_for(lambda: said in message(panel), what=f"the message {said!r}")
        shot(page, "design-panel-2-bad-input", panel)
        assert "✗" in message(panel)
        # The box at fault is marked in red, and only it.
        assert panel.locator(".wg-bad").all_inner_texts() == ["Games of each set"]
        assert kernel.json("id(panel.frame)") == first and kernel.json("panel.task is None")

        # Two more E's and a Q worth 8.
        type_into(box(panel, "count", "E"), "19")
        type_into(box(panel, "value", "Q"), "8")
        type_into(panel.locator(GAMES_BOX), str(GAMES))
        panel.locator(BUTTON).click()
        wait_for(lambda: panel.locator(BUTTON).is_disabled(), what="the button off")
        seen = {wait_for(lambda: "games played" in progress(panel) and progress(panel),
                         timeout=30, what="the progress")}
        # The kernel is not blocked: a cell run now answers while the games are played.
        page.evaluate(
            "() => { const a = window.jupyterapp; const nb = a.shell.currentWidget.content;"
            " nb.activeCellIndex = nb.widgets.length - 1; nb.mode = 'command';"
            " return a.commands.execute('notebook:insert-cell-below').then(() => {"
            " nb.activeCell.model.sharedModel.setSource('print(6 * 7, panel.button.disabled)');"
            " return a.commands.execute('notebook:run-cell'); }); }")
        wait_for(lambda: "42 True" in page.locator(".jp-Cell").last.inner_text(),
                 timeout=30, what="a cell's answer during the evaluation")
        # A game or more played (or, on a fast machine, all of them: the result is in).
        wait_for(lambda: re.match(r"[1-9]", progress(panel))
                 or not panel.locator(BUTTON).is_disabled(), timeout=30, what="a game played")
        seen.add(progress(panel))
        shot(page, "design-panel-3-running", panel)
        while panel.locator(BUTTON).is_disabled():
            seen.add(progress(panel))
            page.wait_for_timeout(100)
        assert f"Done: {GAMES} games of each set played." in message(panel)
        assert panel.locator(".wg-bad").count() == 0
        shot(page, "design-panel-4-result", panel)
        shown = pd.DataFrame(kernel.json(FRAME))
        table = str(panel.locator(".wg-results").first.inner_text())
        assert not panel.locator(STOP).is_visible()  # no run: no Stop button
        again = stop_and_evaluate_again(page, panel, kernel)
        assert "Traceback" not in page.inner_text("body") and page.errors == []
    return shown, table, seen, again


def stop_and_evaluate_again(page: Any, panel: Any, kernel: Any) -> pd.DataFrame:
    """A long evaluation on two worker processes, stopped with Stop once some games are in:
    the message, no result, no worker left; then Evaluate on the first run's games again
    (its frame)."""
    kernel.run("panel.workers = 2")  # as the full run's panel does: the machine's cores
    type_into(panel.locator(GAMES_BOX), str(LONG))
    panel.locator(BUTTON).click()
    wait_for(lambda: panel.locator(STOP).is_visible(), what="the Stop button")
    assert panel.locator(BUTTON).is_disabled() and not panel.locator(STOP).is_disabled()
    wait_for(lambda: re.match(r"[1-9]", progress(panel)), timeout=60, what="a game played")
    workers = kernel.json("[p.pid for p in __import__('multiprocessing').active_children()]")
    assert len(workers) == 2, workers
    shot(page, "design-panel-5-running-stop", panel)
    pressed = time.monotonic()
    panel.locator(STOP).click()
    wait_for(lambda: not panel.locator(BUTTON).is_disabled(), timeout=30,
             what="Evaluate back after Stop")
    print(f"Stop pressed -> Evaluate back in {time.monotonic() - pressed:.2f} s "
          f"(worker processes {workers})")
    said = message(panel)
    found = re.search(rf"Stopped after (\d+) of {2 * LONG} games, as you asked\.", said)
    assert found and 1 <= int(found[1]) < 2 * LONG, said
    assert "No result is shown" in said and "Press Evaluate to start again." in said
    assert panel.locator(".wg-results").count() == 0 and kernel.json("panel.frame is None")
    assert not panel.locator(STOP).is_visible() and progress(panel) == ""
    # The workers are ended and reaped by the kernel: gone, not orphans of init.
    assert kernel.json("len(__import__('multiprocessing').active_children())") == 0
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()], workers
    shot(page, "design-panel-6-stopped", panel)

    type_into(panel.locator(GAMES_BOX), str(GAMES))
    panel.locator(BUTTON).click()
    wait_for(lambda: panel.locator(BUTTON).is_disabled(), what="the button off")
    wait_for(lambda: not panel.locator(BUTTON).is_disabled(), timeout=120,
             what="the second evaluation")
    assert f"Done: {GAMES} games of each set played." in message(panel)
    shot(page, "design-panel-7-again", panel)
    return pd.DataFrame(kernel.json(FRAME))
