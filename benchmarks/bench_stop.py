"""How soon a Stop ends an evaluation: seconds from ``stop.set()`` to ``design.evaluate``
raising ``Stopped``, beside one game's length (the baseline: "within a game").

    python benchmarks/bench_stop.py              # 3 games x 2 worker settings x 5 stops
    python benchmarks/bench_stop.py --repeat 9 --only fivetiers

For each game (4 adult bots) and each of ``workers=1`` (the games in this process: a stop
waits for the game in play) and ``workers=2`` (worker processes: ended at once), an
evaluation of the shipped set against itself runs in a thread, as the designer's panel runs
it; once its first games are in, the stop is set at a random moment up to two games later.
Printed: the median stop latency, the median wall seconds of one game played alone in this
process (the same run, the same seeds), and their ratio (below 1: the stop came within a
game). Wall seconds: on a shared machine other work counts, so the load is printed too.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time

from wordgames.design import evaluate, shipped
from wordgames.sim import Stopped, simulate

GAMES = ("fivetiers", "myword", "wordstorm")
N = 40  # games of each set: far more than a stop lets finish


def one_game(game: str, seed: int) -> float:
    """Wall seconds of one game of 4 adult bots, in this process."""
    began = time.perf_counter()
    simulate(game, 1, players=4, seed=seed, workers=1, progress=False)
    return time.perf_counter() - began


def stop_latency(game: str, workers: int, delay: float, seed: int) -> tuple[float, int]:
    """Seconds from the stop to ``Stopped``, and the games finished by then."""
    stop, first = threading.Event(), threading.Event()
    ended: dict[str, object] = {}

    def run() -> None:
        try:
            evaluate(game, shipped(game), ["round_minutes"], n=N, seed=seed, players=4,
                     workers=workers, progress=lambda games: first.set(), stop=stop)
        except Stopped as err:
            ended["at"], ended["stopped"] = time.perf_counter(), err

    worker = threading.Thread(target=run)
    worker.start()
    first.wait()
    time.sleep(delay)
    pressed = time.perf_counter()
    stop.set()
    worker.join()
    stopped = ended["stopped"]
    assert isinstance(stopped, Stopped), "the evaluation ended before the stop"
    at = ended["at"]
    assert isinstance(at, float)
    return at - pressed, stopped.finished


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", choices=GAMES)
    args = parser.parse_args()
    chance = random.Random(16)
    print(f"load average {os.getloadavg()[0]:.2f} at the start")
    print(f"{'game':<10} {'workers':>7} {'stop latency (median)':>22} {'one game':>9} "
          f"{'ratio':>6}  games finished")
    for game in [args.only] if args.only else GAMES:
        one_game(game, 10_000)  # word lists and the bots' indexes loaded: not timed
        games = [one_game(game, seed) for seed in range(args.repeat)]
        baseline = statistics.median(games)
        for workers in (1, 2):
            runs = [stop_latency(game, workers, chance.uniform(0, 2 * baseline), seed)
                    for seed in range(args.repeat)]
            latency = statistics.median(s for s, _ in runs)
            print(f"{game:<10} {workers:>7} {latency:>20.3f} s {baseline:>7.3f} s "
                  f"{latency / baseline:>6.2f}  {', '.join(str(k) for _, k in runs)} of {2 * N}")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
