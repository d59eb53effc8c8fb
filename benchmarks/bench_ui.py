"""The play screens' response time: from a person's input to the updated widgets, headless.

Run from the repository root::

    python benchmarks/bench_ui.py [--rounds 6] [--speed 20]

Everything runs as in a kernel, inside one asyncio loop, through the widgets' own callbacks
(``WordBox`` entries, button clicks, toggle values) with comm's dummy comms (no browser):

- MY WORD! claim: a word typed in the word box and Enter, to the screen redrawn with the claim
  applied by the live round (3 adult bots playing meanwhile);
- Five Tiers tile click: a click on a rack tile, to the screen redrawn with it chosen;
- Five Tiers word placed: a word typed and Enter, to the screen showing it in its tier (drawn
  at once by the controller), and to the screen redrawn with the ``Arrange`` applied by the
  game (the person types as soon as the deal is shown, which the live round does once the
  bots have looked at it, so it never waits for their solvers); Five Tiers declaration: the
  Declare button, to the screen redrawn with it applied;
- Hint (both games): the button, to the screen saying the word (the spotter or the solver runs
  in a thread, so the round's loop goes on meanwhile: the other measures show it).

Printed per kind: median and p99 in ms (target p99 <= 50 ms). Baseline measured in the same
run: one redraw of the same screen with nothing changed (what drawing alone costs).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import statistics
import time
from collections.abc import Awaitable, Callable
from typing import Any

from wordgames.fivetiers import solve
from wordgames.myword.claims import find_claims
from wordgames.ui import play


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(label: str, seconds: list[float]) -> str:
    ms = [s * 1000 for s in seconds]
    return (f"{label:<34} median {statistics.median(ms):6.2f} ms  p99 {quantile(ms, 0.99):6.2f} "
            f"ms  max {max(ms):6.2f} ms  (n={len(ms)})")


async def applied(screen: Any, version: int, start: float) -> float:
    """Wait for the live round's next applied action; the time its redraw finished."""
    live = screen.session.live
    while live.version == version and not live.done:
        await live.changed(version)
    return float(screen.redrawn_at - start)


async def timed_input(screen: Any, act: Callable[[], None],
                      shown: list[float] | None = None) -> float:
    """Seconds from the input to the redraw after the game applied it; ``shown`` gets the
    seconds to the screen's own redraw right after the input (before the game has it)."""
    version = screen.session.live.version
    start = time.perf_counter()
    act()
    if shown is not None:
        shown.append(screen.redrawn_at - start)
    return await applied(screen, version, start)


async def myword(rounds: int, speed: float, out: dict[str, list[float]]) -> None:
    for seed in range(rounds):
        app = play("myword", speed=speed)
        app.panel.seed.value = str(seed)
        app.panel.start_button.click()
        screen = app.screen
        session = screen.session
        live = session.live
        await session.shown()  # a person acts on the deal once the screen shows it
        while not live.done:
            version = live.version
            view = session.view()
            claims = find_claims(view.table, view.lexicon, view.min_cards)
            if claims and session.running and not session.owed:
                word = claims.longest()[0]
                took = await timed_input(screen, lambda w=word, s=screen: s.word.type(w))
                if any(e.player == 0 for e in live.state.events[-1:]):
                    out["MY WORD! claim -> applied"].append(took)
                continue
            if session.owed:
                screen.cards[0].value = True
            await live.changed(version)
        baseline(screen, out)
        await timed_hint(app, out["MY WORD! hint -> answered"], seed + 1000, cards=8)


async def fivetiers(rounds: int, speed: float, out: dict[str, list[float]]) -> None:
    done = 0
    seed = 0
    while done < rounds:
        seed += 1
        app = play("fivetiers", speed=speed)
        app.panel.seed.value = str(seed)
        app.panel.start_button.click()
        screen = app.screen
        session = screen.session
        await session.shown()
        solution = solve(session.view().rack, session.setup.lexicon)
        if solution is None:
            session.stop()
            continue
        done += 1
        for position in (0, 3, 7, 0, 3, 7):  # choose and unchoose a few tiles
            start = time.perf_counter()
            screen.tiles[position].value = not screen.tiles[position].value
            out["Five Tiers tile click -> redrawn"].append(screen.redrawn_at - start)
        session.clear()
        for word in solution.words:
            out["Five Tiers word -> applied"].append(await timed_input(
                screen, lambda w=word, s=screen: s.word.type(w),
                out["Five Tiers word -> in its tier"]))
        out["Five Tiers declaration -> applied"].append(
            await timed_input(screen, screen.declare_button.click))
        baseline(screen, out)
        await session.live.finished
        await timed_hint(app, out["Five Tiers hint -> answered"], seed + 1000)


async def timed_hint(app: Any, out: list[float], seed: int, cards: int = 0) -> None:
    """The Hint button in a fresh round (MY WORD!: once ``cards`` cards are on the table):
    seconds to the screen saying the hint (the solver or the spotter runs in a thread)."""
    screen = app.start(dataclasses.replace(app.screen.session.setup, seed=seed))
    session = screen.session
    await session.shown()
    while cards and len(session.view().table) < cards:
        await session.live.changed(session.live.version)
    start = time.perf_counter()
    screen.hint_button.click()
    while session.message.text == "Looking for a hint...":
        await asyncio.sleep(0.0005)
    out.append(screen.redrawn_at - start)
    session.stop()


def baseline(screen: Any, out: dict[str, list[float]]) -> None:
    for _ in range(5):
        start = time.perf_counter()
        screen.redraw()
        out[f"baseline: one redraw ({screen.title})"].append(time.perf_counter() - start)


async def main(rounds: int, speed: float) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {
        "MY WORD! claim -> applied": [], "MY WORD! hint -> answered": [],
        "Five Tiers tile click -> redrawn": [], "Five Tiers hint -> answered": [],
        "Five Tiers word -> in its tier": [], "Five Tiers word -> applied": [],
        "Five Tiers declaration -> applied": [],
        "baseline: one redraw (MY WORD!)": [], "baseline: one redraw (Five Tiers)": []}
    runs: list[Awaitable[None]] = [myword(rounds, speed, out), fivetiers(rounds, speed, out)]
    for run in runs:
        await run
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--speed", type=float, default=20.0)
    args = parser.parse_args()
    # Warm-up: dictionaries and spelling indexes load once, outside the timings.
    asyncio.run(main(1, 200.0))
    print(f"headless play screens, {args.rounds} rounds per game at speed {args.speed:g}; "
          "input to updated widgets")
    for label, seconds in asyncio.run(main(args.rounds, args.speed)).items():
        print(line(label, seconds))
