"""Simulation speed: seconds per simulated game or round, scaling over workers, flat memory.

    python benchmarks/bench_sim.py                 # everything (about 15 minutes on 2 cores)
    python benchmarks/bench_sim.py --skip-memory   # the quick parts

1. Medians with 4 bots: a MY WORD! game (4 rounds), a Five Tiers round, a Word Storm round,
   each beside the same rounds replayed through the rules engine alone (the baseline: what the
   bots' thinking adds).
2. A 200-round Word Storm sweep on 1 and on 2 worker processes: rounds per second and the ratio.
3. A 10,000-round MY WORD! sweep (2 players: 5,000 games of 2 rounds) on 2 workers, sampling
   the memory of this process and of the workers: flat when the records are streamed.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time
from pathlib import Path
from typing import Any

from wordgames.lexicon import Lexicon
from wordgames.runner import simulate_round
from wordgames.sim import simulate
from wordgames.sim.engine import known_games


def rss_mb(pid: int | str = "self") -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def replay(game: Any, start: Any, events: Any) -> float:
    """Seconds to apply a round's recorded actions to its first state: the engine alone."""
    began = time.perf_counter()
    state = start
    for event in events:
        state = game.apply(state, event.action)
    return time.perf_counter() - began


def round_times(name: str, n: int) -> tuple[list[float], list[float]]:
    import importlib

    package = importlib.import_module(f"wordgames.{name}")
    game = package.Game()
    with_bots, engine = [], []
    for seed in range(n):
        rng = random.Random(seed)
        bots = [package.Bot("adult", seed=seed * 10 + seat) for seat in range(4)]
        start = game.new_round(players=4, rng=rng)
        began = time.perf_counter()
        _, result = simulate_round(game, bots, rng, state=start)
        with_bots.append(time.perf_counter() - began)
        engine.append(replay(game, start, result.events))
    return with_bots, engine


def myword_game_times(n: int) -> tuple[list[float], list[float]]:
    from wordgames.myword import Bot, Game

    game = Game()
    with_bots, engine = [], []
    for seed in range(n):
        rng = random.Random(seed)
        bots = [Bot("adult", seed=seed * 10 + seat) for seat in range(4)]
        total = replayed = 0.0
        for number in range(4):
            for bot in bots:
                bot.reset()
            start = game.new_round(4, rng, dealer=number)
            began = time.perf_counter()
            _, result = simulate_round(game, bots, rng, state=start)
            total += time.perf_counter() - began
            replayed += replay(game, start, result.events)
        with_bots.append(total)
        engine.append(replayed)
    return with_bots, engine


def report(label: str, target: float, times: tuple[list[float], list[float]]) -> None:
    bots, engine = (statistics.median(t) for t in times)
    verdict = "met" if bots <= target else "MISSED"
    print(f"{label:<34} median {bots:7.3f} s (target <= {target} s: {verdict}); "
          f"engine alone {engine * 1000:7.2f} ms; bots add x{bots / engine:,.0f}  "
          f"[n = {len(times[0])}]")


def scaling(n: int) -> None:
    rates = {}
    for workers in (1, 2):
        began = time.perf_counter()
        simulate("wordstorm", n, players=4, rules={"rounds": 1}, seed=1, workers=workers,
                 progress=False)
        rates[workers] = n / (time.perf_counter() - began)
        print(f"Word Storm {n}-round sweep, {workers} worker(s): {rates[workers]:.2f} rounds/s")
    ratio = rates[2] / rates[1]
    verdict = "met" if ratio >= 1.7 else "MISSED"
    print(f"2 workers / 1 worker: x{ratio:.2f} (target >= 1.7: {verdict})")


def memory(games: int) -> None:
    samples: list[tuple[float, float, float]] = []
    done = threading.Event()
    me = os.getpid()

    def sample() -> None:
        began = time.perf_counter()
        while not done.is_set():
            workers = sum(rss_mb(child) for child in children(me))
            samples.append((time.perf_counter() - began, rss_mb(), workers))
            time.sleep(0.5)

    watcher = threading.Thread(target=sample, daemon=True)
    before = rss_mb()
    watcher.start()
    frame = simulate("myword", games, players=2, seed=3, workers=2, progress=False)
    done.set()
    watcher.join()
    rounds = len(frame) // 2
    quarter = max(1, len(samples) // 4)
    early, late = samples[:quarter], samples[-quarter:]
    mean = statistics.fmean
    print(f"MY WORD! sweep: {rounds:,} rounds, {len(frame):,} records, "
          f"{samples[-1][0]:.0f} s, memory sampled {len(samples)} times")
    for column, label in ((1, "this process"), (2, "workers (sum)")):
        print(f"  {label}: first quarter {mean(s[column] for s in early):.0f} MB, "
              f"last quarter {mean(s[column] for s in late):.0f} MB, "
              f"peak {max(s[column] for s in samples):.0f} MB")
    print(f"  this process before the sweep: {before:.0f} MB")
    print(f"  the frame itself: {frame.memory_usage(deep=True).sum() / 2**20:.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="samples per median (default 10)")
    parser.add_argument("--sweep", type=int, default=200)
    parser.add_argument("--memory-games", type=int, default=5000)
    parser.add_argument("--skip-memory", action="store_true")
    args = parser.parse_args()
    Lexicon.default().words_from(["A"])  # builds the spelling index once, as a long run would
    print(f"games: {', '.join(known_games())}; {os.cpu_count()} cores; "
          f"load average {os.getloadavg()[0]:.1f}")
    report("MY WORD! game (4 rounds), 4 bots", 1.0, myword_game_times(args.games))
    if "fivetiers" in known_games():
        report("Five Tiers round, 4 bots", 0.5, round_times("fivetiers", args.games))
    report("Word Storm round, 4 bots", 5.0, round_times("wordstorm", args.games))
    scaling(args.sweep)
    if not args.skip_memory:
        memory(args.memory_games)


if __name__ == "__main__":
    main()
