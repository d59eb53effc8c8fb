"""A table's round trip: a person's message in, every seat's new view out.

Run from the repository root::

    python benchmarks/bench_table.py [--speed 40] [--rounds 2] [--games myword,fivetiers,wordstorm]

For each game, a live table of 4 (seat 0 a scripted person whose moves an expert bot chooses
and sends as the message a screen would, seats 1-3 adult bots) plays ``--rounds`` rounds at
``--speed``. For every move of the person it records the wall time from ``Table.send`` to the
moment all four seats' view JSON is made (what the classroom server sends), the JSON's size per
seat, and, as the baseline in the same run, the engine's own ``Game.apply`` of the same action
on the same state. Printed per game: p50 and p99 of each, their ratio, and the view size.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import time
from typing import Any

from wordgames import GAMES
from wordgames.play.table import Table


def quantiles(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    if not ordered:
        return float("nan"), float("nan")
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return statistics.median(ordered), p99


async def play(name: str, speed: float, rounds: int, seed: int) -> dict[str, Any]:
    info = GAMES[name]
    seats = ["person", "adult", "adult", "adult"][: info.players[1]]
    table = Table(name, seats, seed=seed, speed=speed)
    table.join(0, "Ana")
    trips: list[float] = []
    sizes: list[int] = []
    applied: list[tuple[Any, Any]] = []
    waiting: dict[str, Any] = {}

    def changed(t: Table) -> None:
        start = waiting.get("start")
        if start is None or len(t.events) <= waiting["events"]:
            return
        views = [json.dumps(t.view_json(s)) for s in range(t.players)]
        trips.append(time.perf_counter() - start)
        sizes.extend(len(v) for v in views)
        event = t.events[waiting["events"]]
        if event.player == 0:
            applied.append((waiting["state"], event.action))
        waiting.clear()

    table.listen(changed)
    brain = info.bot("expert")
    for number in range(1, rounds + 1):
        if table.over:
            break
        table.start()
        brain.begin_round(table.game.view(table.state, 0), random.Random(number))
        while table.playing and table.round_number == number:
            events = len(table.events)
            plan = brain.plan(table.game.view(table.state, 0), table.state.now)
            while table.playing and len(table.events) == events and (
                    plan is None or table.now < plan.at):
                await asyncio.sleep(0.002)
            if plan is None or not table.playing or len(table.events) != events:
                continue
            waiting.update(start=time.perf_counter(), events=events, state=table.state)
            if not table.send(0, info.message_of(plan.action))["ok"]:
                waiting.clear()
                await asyncio.sleep(0.005)
            else:
                while waiting and table.playing:
                    await asyncio.sleep(0.0005)
    table.stop()
    engine = []
    for state, action in applied:
        start = time.perf_counter()
        table.game.apply(state, action)
        engine.append(time.perf_counter() - start)
    return {"trips": trips, "engine": engine, "sizes": sizes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speed", type=float, default=40.0)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default="myword,fivetiers,wordstorm")
    args = parser.parse_args()
    print(f"table of 4 (1 scripted person, 3 adult bots), speed x{args.speed:g}, "
          f"{args.rounds} rounds a game")
    for name in args.games.split(","):
        found = asyncio.run(play(name, args.speed, args.rounds, args.seed))
        t50, t99 = quantiles(found["trips"])
        e50, e99 = quantiles(found["engine"])
        s50, s99 = quantiles([float(s) for s in found["sizes"]])
        print(f"{name:10} moves {len(found['trips']):4}  message->4 views p50 {t50 * 1e3:6.2f} ms "
              f"p99 {t99 * 1e3:6.2f} ms | engine apply p50 {e50 * 1e3:6.3f} ms "
              f"p99 {e99 * 1e3:6.3f} ms | ratio p50 x{t50 / e50:5.1f} | view JSON "
              f"p50 {s50 / 1024:4.1f} KB p99 {s99 / 1024:4.1f} KB")


if __name__ == "__main__":
    main()
