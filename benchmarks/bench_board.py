"""The Word Storm board in a real browser: time from a drop to the redrawn board.

Run from the repository root (needs /usr/bin/chromium and the notebooks' packages)::

    python benchmarks/bench_board.py [--moves 50] [--seed 25]

It starts JupyterLab on a free localhost port, opens a notebook that plays Word Storm on the
play screen (``ui.play``, the board on the screen's model) against one slow bot, presses
Start, and then makes ``--moves`` drags with the mouse through
Playwright, cycling rack -> cell, cell -> cell and cell -> rack. The board's own script times
each drop with ``performance.now()``:

- ``drawn``: the board redrawn from the kernel's answer (the move shown, not yet judged);
- ``confirmed``: the board redrawn once the engine has judged every move sent (the live round
  applied the ``Arrange`` the person's seat sent as a message);
- ``frame``: the next frame painted after that: what the person sees. Target: p99 <= 50 ms.

By default the server runs as ``make lab`` runs it, with ``wordgames.ui.nodelay`` (the kernel
websocket without Nagle's delay); ``--stock`` measures jupyter_server's own.

The board opens once the bots have made their first plans (the live round shows a state when
they have: a move made before would wait for them); how long that takes after Start, and the
first drop made at once, are printed on their own. The 50 drops follow.

Baseline in the same run: as many clicks on cells, which move the cursor only: the same trip to
the kernel and the same redraw, with no engine in between. Printed: median and p99 (nearest
rank: of 50 moves, the slowest) of each, and the ratio of the medians.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.ui.lab import Lab, chromium, notebook, wait_for  # noqa: E402


def cells(seed: int) -> list[str]:
    return [
        "from wordgames import ui\n"
        "from wordgames.agents import Skill\n"
        f"ui.play('wordstorm', bots=[Skill(level=35, speed=0.1)], seed={seed}, speed=1.0, "
        "meanings=False)",
    ]


def p99(values: list[float]) -> float:
    """Nearest-rank 99th percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]


def cell(page: Any, r: int, c: int) -> Any:
    return page.locator(f".wgb-cell[data-r='{r}'][data-c='{c}']")


def timed(page: Any, action: Any) -> dict[str, float]:
    """Do ``action`` and return the board's timing entry for it."""
    count = page.evaluate("() => (window.wgBoardTimings || []).length")
    action()
    wait_for(lambda: page.evaluate(
        f"() => {{ const t = window.wgBoardTimings || []; return t.length > {count} && "
        f"t[{count}].frame !== null; }}"), timeout=20, every=0.005, what="the redrawn board")
    entry: dict[str, float] = page.evaluate(f"() => window.wgBoardTimings[{count}]")
    return entry


def run(moves: int, seed: int, nodelay: bool = True) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="bench_board_"))
    (folder / "bench.ipynb").write_text(json.dumps(notebook(cells(seed))), encoding="utf-8")
    found: dict[str, list[float]] = {"drawn": [], "confirmed": [], "frame": [], "work": [],
                                     "click": [], "first": [], "open": []}
    with Lab(folder, nodelay=nodelay) as lab, sync_playwright() as p:
        browser = chromium(p)
        page = browser.new_page(viewport={"width": 1280, "height": 1400})
        page.goto(lab.page_url("bench.ipynb"))
        page.wait_for_selector(".jp-Notebook", timeout=60_000)
        wait_for(lambda: page.evaluate(
            "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
            " const k = w && w.sessionContext && w.sessionContext.session &&"
            " w.sessionContext.session.kernel; return !!(k && k.status === 'idle'); }"),
            timeout=60, what="an idle kernel")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        start = time.perf_counter()
        page.get_by_role("button", name="Start", exact=True).click()
        # The board opens once the bots have made their first plans; the first drop at once.
        page.wait_for_selector(".wgb:not(.wgb-locked) .wgb-rack .wgb-tile", timeout=60_000)
        found["open"].append((time.perf_counter() - start) * 1000)
        tile = page.locator(".wgb-rack .wgb-tile").first
        found["first"].append(float(timed(page, lambda: tile.drag_to(cell(page, 1, 1)))["frame"]))
        page.locator(".wgb-cell[data-r='1'][data-c='1'] .wgb-tile").drag_to(
            page.locator(".wgb-rack"))
        page.wait_for_timeout(300)  # let the redraws after them settle
        row, col = 3, 2
        for i in range(moves):
            step = i % 3
            if step == 0:  # rack -> cell
                col = 2 + (i // 3) % 14
                tile = page.locator(".wgb-rack .wgb-tile").first
                entry = timed(page, lambda t=tile, c=col: t.drag_to(cell(page, row, c)))
            elif step == 1:  # cell -> cell
                source = cell(page, row, col).locator(".wgb-tile")
                entry = timed(page, lambda s=source, c=col: s.drag_to(cell(page, row + 2, c)))
            else:  # cell -> rack
                source = cell(page, row + 2, col).locator(".wgb-tile")
                entry = timed(page, lambda s=source: s.drag_to(page.locator(".wgb-rack")))
            for key in ("drawn", "confirmed", "frame", "work"):
                found[key].append(float(entry[key]))
        for i in range(moves):  # the baseline: the cursor only
            target = cell(page, 7, 1 + i % 14)  # a board at least 16 squares wide
            entry = timed(page, lambda t=target: t.click())
            found["click"].append(float(entry["frame"]))
        page.screenshot(path=str(ROOT / "build" / "screens" / "bench_board.png"))
        browser.close()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=50)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--stock", action="store_true",
                        help="jupyter_server's own kernel websocket (Nagle on), not make lab's")
    args = parser.parse_args()
    (ROOT / "build" / "screens").mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    found = run(args.moves, args.seed, nodelay=not args.stock)
    server = "stock kernel websocket" if args.stock else "kernel websocket without Nagle"
    print(f"bench_board: {args.moves} drops in chromium (JupyterLab, {server}, 1 bot), "
          f"{time.perf_counter() - start:.0f} s in all")
    print(f"{'':34}{'median':>9}{'p99':>9}{'max':>9}  (ms)")
    rows = [("drop -> board drawn", "drawn"), ("drop -> engine-judged board", "confirmed"),
            ("drop -> judged board painted", "frame"),
            ("  of which the board's drawing", "work"),
            ("baseline: click -> cursor painted", "click")]
    for label, key in rows:
        values = found[key]
        print(f"{label:34}{statistics.median(values):9.1f}{p99(values):9.1f}"
              f"{max(values):9.1f}")
    print(f"the board opens {found['open'][0]:.0f} ms after Start (the bots' first plans); the "
          f"first drop then: {found['first'][0]:.0f} ms to the judged board painted "
          "(not in the figures above)")
    print("slowest drops painted (ms):", " ".join(f"{v:.0f}" for v in sorted(found["frame"])[-5:]))
    ratio = statistics.median(found["frame"]) / statistics.median(found["click"])
    verdict = "met" if p99(found["frame"]) <= 50 else "NOT met"
    print(f"ratio of medians, drop (painted) / baseline: {ratio:.2f}")
    print(f"target p99 <= 50 ms (drop -> judged board painted): {verdict}")


if __name__ == "__main__":
    main()
