"""Loading a saved table, with its rounds checked by replay and without (the load as it was
before ``wordgames.saving.replay``: every round and the last state decoded with the codec's
checks, no round dealt again).

Run from the repository root::

    python benchmarks/bench_load_table.py [--rounds 3] [--repeat 15] [--games myword,wordstorm]

For each game a bot table of 3 plays ``--rounds`` rounds on the simulated clock (seed 7) and is
saved; then ``Table.from_json`` loads it ``--repeat`` times each way, alternating. Printed per
game: the save's size, the median load time of each way and their ratio (replay / before).
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.play import table_saving
from wordgames.play.table import Table
from wordgames.saving import codec


def _checked(value: Any, expected: type | None, where: str, checked: bool = True) -> Any:
    try:
        return codec.decode(value, expected)
    except InvalidInput as err:
        raise InvalidInput(f"{where}: {err}") from None


def _last_state_as_before(data: dict[str, Any], table: Table, ended_by: str | None,
                          reached: Any) -> Any:
    last = data.get("last_state")
    if last is None:
        return None
    state_type = importlib.import_module(f"wordgames.{table.info.name}").State
    state = _checked(last, state_type, "last_state")
    if getattr(state, "players", None) != table.players:
        raise InvalidInput("last_state: a round of another table")
    return state


@contextmanager
def before_replay() -> Iterator[None]:
    """The load as it was: every value decoded with its checks, no round replayed."""
    kept = (table_saving._decoded, table_saving._replayed_round, table_saving._last_state)
    table_saving._decoded = _checked
    table_saving._replayed_round = lambda *args: None
    table_saving._last_state = _last_state_as_before
    try:
        yield
    finally:
        (table_saving._decoded, table_saving._replayed_round,
         table_saving._last_state) = kept


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
