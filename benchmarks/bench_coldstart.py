"""Cold start: the first solve and the first round end in a fresh process, beside the second.

Run from the repository root::

    python benchmarks/bench_coldstart.py [--processes 5] [--live 3] [--speed 50]

Every measurement runs in a fresh Python process (a process that has built nothing yet), and
the medians over ``--processes`` (``--live`` for the live rounds) such processes are printed:

1. The first call against the second, in the same process (the baseline: the second call
   builds nothing), cold and after ``wordgames.warm``: Word Storm's ``solve`` of a first deal's
   hand, MY WORD!'s ``Game.result`` of an ended round (it counts the words of the table at the
   first claim, on the event loop), Five Tiers' ``solve`` of a hand. Target: first/second
   within 2x once warmed, and the first under 50 ms.
2. What warming costs: ``warm(game, background=False)``'s seconds, and the process's resident
   memory before and after (what its indexes take; each bot level's vocabulary has its own).
3. A first live round of a ``Table`` in a fresh process (1 scripted person + 3 adult bots, as
   ``bench_live.py``): the longest step of the table's own work on the event loop
   (``Table.longest_step``: the start's deal, or a step of its task between two awaits) and
   the longest lag of a task waking every 5 ms (a click's wait, which a build holding the
   interpreter lock in a bot's thread shows too), how long after Start the deal is shown
   (``Table.start`` returns: the screen has drawn it) and how long until the clock runs (the
   bots have planned for the deal: their first searches, and any index they build, hold the
   clock back till then): cold, with ``warm()`` started in the background just before Start (a
   table starting while the server warms), and with ``warm()`` done before Start. Target:
   under 50 ms.

Each process times different deals (process i: seeds 2i and 2i + 1), so that the medians do not
hang on one hand's search. The baseline of part 3 is the same lag task on an idle loop, for what
the machine gives with no game at all. ``--cold-only`` measures only what needs no warm-up, to
run the same script against a commit from before ``wordgames.warm``; ``--only first`` or
``--only live`` runs parts 1-2 or part 3 alone.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import wordgames

GAMES = ("wordstorm", "myword", "fivetiers")
TICK = 0.005


def rss_mb() -> float:
    """This process's resident memory, in MB (Linux)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


# -- what a child process measures ---------------------------------------------------------------


def _calls(name: str, seeds: tuple[int, int], states: list[str]) -> list[Any]:
    """The two calls timed for ``name`` (on the deals of ``seeds``), made ready without
    touching any index."""
    module = getattr(wordgames, name)
    game = module.Game()
    if name == "wordstorm":
        hands = [game.new_round(4, random.Random(seed)).hands[0] for seed in seeds]
        return [lambda h=h: module.solve(list(h), game.lexicon, max_steps=300, seed=0)
                for h in hands]
    if name == "fivetiers":
        racks = [game.new_round(2, random.Random(seed)).racks[0] for seed in seeds]
        return [lambda r=r: module.solve(list(r), game.lexicon) for r in racks]
    from wordgames.saving import from_json

    ended = [from_json(states[seed % len(states)]) for seed in seeds]
    return [lambda s=s: game.result(s) for s in ended]


def child_first_second(name: str, warmed: bool, seeds: tuple[int, int],
                       states: list[str]) -> dict[str, float]:
    calls = _calls(name, seeds, states)
    out: dict[str, float] = {}
    if warmed:
        before = rss_mb()
        start = time.perf_counter()
        wordgames.warm(name, background=False)
        out["warm_s"] = time.perf_counter() - start
        out["rss_before"], out["rss_after"] = before, rss_mb()
    for label, call in zip(("first", "second"), calls, strict=True):
        start = time.perf_counter()
        call()
        out[label] = time.perf_counter() - start
    return out


async def _live(name: str, mode: str, speed: float, seed: int) -> dict[str, float]:
    from wordgames.play.scripted import play_live_round_as
    from wordgames.play.table import Table

    module = getattr(wordgames, name)
    if mode == "warmed":
        wordgames.warm(name, background=False)
    elif mode == "background":
        wordgames.warm(name)
    bots = [module.Bot("adult", seed=s) for s in range(1, 4)]
    table = Table(name, ["person", *bots], seed=seed, speed=speed)
    table.join(0, "Ana")
    lags: list[float] = []
    done = asyncio.Event()

    async def lagger() -> None:
        while not done.is_set():
            start = time.perf_counter()
            await asyncio.sleep(TICK)
            lags.append(max(0.0, time.perf_counter() - start - TICK))

    loop = asyncio.get_running_loop()
    ticking = loop.create_task(lagger())
    started = time.perf_counter()
    table.start()  # the deal is drawn here, on the loop
    shown = time.perf_counter() - started
    person = loop.create_task(play_live_round_as(table, {0: module.Bot("expert", seed=99)}))
    live = table.live
    assert live is not None
    while not live.running and table.playing:  # until the bots have planned for it
        await asyncio.sleep(0.001)
    running = time.perf_counter() - started
    await person
    done.set()
    await ticking
    return {"longest_step": table.longest_step, "max_lag": max(lags), "shown": shown,
            "running": running}


def child_live(name: str, mode: str, speed: float, seed: int) -> dict[str, float]:
    return asyncio.run(_live(name, mode, speed, seed))


async def _idle(seconds: float) -> dict[str, float]:
    lags = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        start = time.perf_counter()
        await asyncio.sleep(TICK)
        lags.append(max(0.0, time.perf_counter() - start - TICK))
    return {"longest_step": 0.0, "max_lag": max(lags), "shown": 0.0, "running": 0.0}


def child_idle(seconds: float) -> dict[str, float]:
    """The baseline: the same lag task on an idle loop (what the machine gives, no game)."""
    return asyncio.run(_idle(seconds))


# -- the parent ----------------------------------------------------------------------------------


def fresh(*args: str) -> dict[str, float]:
    """Run this script's child part in a fresh process; its JSON answer."""
    env = dict(os.environ, PYTHONPATH=str(Path(wordgames.__file__).resolve().parents[1]))
    out = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True,
                         text=True, env=env, check=True)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def myword_states(n: int) -> list[str]:
    """``n`` ended MY WORD! rounds (seeds 0 to n - 1), as the project's JSON."""
    from wordgames.play.runner import simulate_round
    from wordgames.saving import to_json

    texts = []
    for seed in range(n):
        game = wordgames.myword.Game()
        bots = [wordgames.myword.Bot("adult", seed=s) for s in range(4)]
        state, _ = simulate_round(game, bots, random.Random(seed))
        texts.append(to_json(state))
    return texts


def median(runs: list[dict[str, float]], key: str) -> float:
    return statistics.median(r[key] for r in runs)


def first_calls(names: list[str], n: int, cold_only: bool) -> None:
    """Parts 1 and 2."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "states.json"
        path.write_text(json.dumps(myword_states(2 * n) if "myword" in names else []))
        print(f"1. first call vs second in a fresh process (medians of {n} processes; process "
              f"i times the deals or ended rounds of seeds 2i and 2i + 1)")
        what = {"wordstorm": "solve a first deal's hand", "myword": "Game.result (round end)",
                "fivetiers": "solve a hand"}
        costs = {}
        for name in names:
            for warmed in (False,) if cold_only else (False, True):
                runs = [fresh("first", name, "1" if warmed else "0", str(2 * i), str(2 * i + 1),
                              str(path)) for i in range(n)]
                first, second = median(runs, "first"), median(runs, "second")
                label = f"{name} {'warmed' if warmed else 'cold'}"
                print(f"   {label:<18} {what[name]:<26} first {first * 1000:8.1f} ms  second "
                      f"{second * 1000:7.2f} ms  first/second x{first / second:,.1f}")
                if warmed:
                    costs[name] = runs
    if costs:
        print(f"2. warm(game, background=False) in a fresh process (medians of {n})")
    for name, runs in costs.items():
        before, after = median(runs, "rss_before"), median(runs, "rss_after")
        print(f"   {name:<10} {median(runs, 'warm_s'):6.2f} s   RSS {before:6.0f} -> {after:6.0f} "
              f"MB (+{after - before:.0f} MB)")


def live_rounds(names: list[str], n: int, speed: float, cold_only: bool) -> None:
    """Part 3."""
    print(f"3. a first live round in a fresh process at speed {speed:g} (medians of "
          f"{n}; 1 scripted person + 3 adult bots)")
    idle = [fresh("idle", "3") for _ in range(n)]
    print(f"   baseline: an idle loop for 3 s, longest lag "
          f"{median(idle, 'max_lag') * 1000:7.1f} ms (max "
          f"{max(r['max_lag'] for r in idle) * 1000:7.1f})")
    for name in names:
        for mode in ("cold",) if cold_only else ("cold", "background", "warmed"):
            runs = [fresh("live", name, mode, str(speed), str(seed)) for seed in range(1, n + 1)]
            print(f"   {name:<10} {mode:<10}  longest step on the loop "
                  f"{median(runs, 'longest_step') * 1000:7.1f} ms (max "
                  f"{max(r['longest_step'] for r in runs) * 1000:7.1f})  longest lag "
                  f"{median(runs, 'max_lag') * 1000:7.1f} ms (max "
                  f"{max(r['max_lag'] for r in runs) * 1000:7.1f})  deal shown after "
                  f"{median(runs, 'shown'):5.2f} s, clock running after "
                  f"{median(runs, 'running'):5.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--processes", type=int, default=5)
    parser.add_argument("--live", type=int, default=3)
    parser.add_argument("--speed", type=float, default=50.0)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--only", choices=("first", "live"),
                        help="only parts 1 and 2 (first), or only part 3 (live)")
    parser.add_argument("--cold-only", action="store_true",
                        help="only what needs no wordgames.warm (to run against an older commit)")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, *rest = args.child
        if kind == "first":
            name, warmed, first, second, path = rest
            states = json.loads(Path(path).read_text())
            answer = child_first_second(name, warmed == "1", (int(first), int(second)), states)
        elif kind == "idle":
            answer = child_idle(float(rest[0]))
        else:
            name, mode, speed, seed = rest
            answer = child_live(name, mode, float(speed), int(seed))
        print(json.dumps(answer))
        return
    names = args.games.split(",")
    if args.only != "live":
        first_calls(names, args.processes, args.cold_only)
    if args.only != "first":
        live_rounds(names, args.live, args.speed, args.cold_only)


if __name__ == "__main__":
    main()
