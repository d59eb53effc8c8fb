"""Loading a saved table, with its rounds checked by replay and without (the load as it was
before ``wordgames.replay``: the codec's checks of the last state, no round dealt again).

Run from the repository root::

    python benchmarks/bench_load_table.py [--rounds 3] [--repeat 15] [--games myword,wordstorm]

For each game a bot table of 3 plays ``--rounds`` rounds on the simulated clock (seed 7) and is
saved; then ``Table.from_json`` loads it ``--repeat`` times each way, alternating. Printed per
game: the save's size, the median load time of each way and their ratio (replay / before).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from wordgames import codec, table_saving
from wordgames.table import Table


@contextmanager
def before_replay() -> Iterator[None]:
    """The load as it was: no round replayed, the last state decoded with its checks."""
    rounds, last, decode = (table_saving._check_round_replays,
                            table_saving._check_last_state_replays, codec.decode)

    def checked_decode(data: Any, expected: type | None = None, *, checked: bool = True) -> Any:
        return decode(data, expected)

    table_saving._check_round_replays = lambda *args: None  # type: ignore[assignment]
    table_saving._check_last_state_replays = lambda *args: None  # type: ignore[assignment]
    codec.decode = checked_decode  # type: ignore[assignment]
    try:
        yield
    finally:
        table_saving._check_round_replays = rounds  # type: ignore[assignment]
        table_saving._check_last_state_replays = last  # type: ignore[assignment]
        codec.decode = decode  # type: ignore[assignment]


def seconds(text: str) -> float:
    start = time.perf_counter()
    Table.from_json(text)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--games", default="myword,fivetiers,wordstorm")
    args = parser.parse_args()
    print(f"{'game':<10} {'rounds':>6} {'kB':>6} {'before ms':>10} {'replay ms':>10} {'ratio':>6}")
    for name in args.games.split(","):
        table = Table(name, ["adult", "expert", "student"], seed=7, clock="simulated")
        for _ in range(args.rounds):
            if table.over:
                break
            table.play_round()
        text = table.to_json()
        Table.from_json(text)  # the lexicon and the bots' indexes built before timing
        with before_replay():
            Table.from_json(text)
        old: list[float] = []
        new: list[float] = []
        for _ in range(args.repeat):
            with before_replay():
                old.append(seconds(text))
            new.append(seconds(text))
        before, after = statistics.median(old), statistics.median(new)
        print(f"{name:<10} {len(table.rounds):>6} {len(text) / 1000:>6.1f} "
              f"{before * 1000:>10.2f} {after * 1000:>10.2f} {after / before:>6.2f}")


if __name__ == "__main__":
    main()
