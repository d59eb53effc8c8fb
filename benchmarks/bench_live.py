"""The live clock's responsiveness: event-loop lag during live rounds of each game.

Run from the repository root::

    python benchmarks/bench_live.py [--speed 20] [--seed 1] [--games myword,fivetiers,wordstorm]

For each game, the first round of a live ``Table`` at ``--speed`` with 1 scripted person (seat
0: a person's seat whose moves an expert bot chooses and ``scripted.play_live_round_as`` sends
as messages, as a screen would) and 3 adult bots. Beside it, a task wakes every 5 ms and records
how late it woke: that lag is what a person's click waits before the kernel sees it. Printed
per game: p50, p99 and max lag, and the longest single step of the table's own work on the loop
(``Table.longest_step``: the start's deal, or a step of its task between two awaits). Targets:
p99 <= 20 ms, max <= 50 ms.

Baselines measured in the same run: the same lag task on an idle loop (what the machine and
asyncio give with no game at all), and the same seats (the person replayed as a script) through
``simulate_round``, which is the total work the live round spreads over its wall time.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
from typing import Any

from wordgames import fivetiers, myword, wordstorm
from wordgames.kit.protocol import RoundResult
from wordgames.kit.seeding import derive_seed
from wordgames.play.runner import Script, simulate_round
from wordgames.play.scripted import play_live_round_as
from wordgames.play.table import Table

MODULES: dict[str, Any] = {"myword": myword, "fivetiers": fivetiers, "wordstorm": wordstorm}
TICK = 0.005


async def measure_lag(lags: list[float], stop: asyncio.Event) -> None:
    """Wake every TICK seconds and record how late each wake-up was, until ``stop`` is set."""
    while not stop.is_set():
        start = time.perf_counter()
        await asyncio.sleep(TICK)
        lags.append(max(0.0, time.perf_counter() - start - TICK))


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(label: str, lags: list[float], extra: str = "") -> str:
    ms = [v * 1000 for v in lags]
    return (f"{label:<22} p50 {statistics.median(ms):6.2f} ms  p99 {quantile(ms, 0.99):6.2f} ms  "
            f"max {max(ms):6.2f} ms  ({len(ms)} wake-ups){extra}")


async def idle(seconds: float) -> list[float]:
    lags: list[float] = []
    stop = asyncio.Event()
    task = asyncio.get_running_loop().create_task(measure_lag(lags, stop))
    await asyncio.sleep(seconds)
    stop.set()
    await task
    return lags


async def live(name: str, speed: float, seed: int) -> tuple[Table, RoundResult, list[float],
                                                            float]:
    module = MODULES[name]
    bots = [module.Bot("adult", seed=s) for s in range(1, 4)]
    table = Table(name, ["person", *bots], seed=seed, speed=speed)
    table.join(0, "Ana")
    lags: list[float] = []
    stop = asyncio.Event()
    lagger = asyncio.get_running_loop().create_task(measure_lag(lags, stop))
    started = time.perf_counter()
    result = await play_live_round_as(table, {0: module.Bot("expert", seed=99)})
    wall = time.perf_counter() - started
    stop.set()
    await lagger
    return table, result, lags, wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--speed", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default="myword,fivetiers,wordstorm")
    args = parser.parse_args()
    names = args.games.split(",")
    # Warm-up: the lexicons, each vocabulary level and their indexes load once, outside the
    # timings (a first round at a new level builds them in a bot's thread, where a long C-level
    # sort holds the interpreter lock and shows as one lag spike).
    for name in names:
        module = MODULES[name]
        simulate_round(module.Game(), [module.Bot("expert", seed=99),
                                       *(module.Bot("adult", seed=s) for s in range(1, 4))],
                       random.Random(0))
    print(f"live rounds at speed {args.speed:g}, seed {args.seed}: 1 scripted person + 3 bots; "
          f"loop lag sampled every {TICK * 1000:.0f} ms")
    print(line("baseline: idle loop", asyncio.run(idle(3.0))))
    for name in names:
        table, result, lags, wall = asyncio.run(live(name, args.speed, args.seed))
        module = MODULES[name]
        start = time.perf_counter()
        rng = random.Random(derive_seed(args.seed, "round", 1))  # the table's first round
        game = module.Game()
        seats = [Script.of(result, 0), *(module.Bot("adult", seed=s) for s in range(1, 4))]
        _, replayed = simulate_round(game, seats, rng, state=game.new_round(4, rng, dealer=0))
        simulated = time.perf_counter() - start
        person = sum(1 for e in result.events if e.player == 0)
        same = replayed.events == result.events and replayed.scores == result.scores
        print(line(name, lags, f"  longest step {table.longest_step * 1000:.2f} ms"))
        print(f"{'':<22} {result.seconds:.0f} game s in {wall:.1f} wall s; {len(result.events)} "
              f"events ({person} by the person); baseline simulate_round of the same round "
              f"{simulated * 1000:.0f} ms; replay equal: {same}")

if __name__ == "__main__":
    main()
