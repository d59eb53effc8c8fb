"""The teacher's live page: reading the class's latest plays and their words from a term's
progress database.

Run: ``python benchmarks/bench_recent_plays.py [--plays 20000] [--words 15] [--repeats 15]``.
The page asks every two seconds (``server.web.recent_plays``, the latest 30). Today's path
reads only those plays (``Progress.plays(latest=30)``) and their words
(``Progress.words(ids)``); the baseline is what it did before: every play and every word of the
term, then the last 30. The database is a term of a class: 20,000 plays of 15 words each
(300,000 words), written once into a temporary folder.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from typing import Any

from wordgames.classroom import Progress

LATEST = 30


def fill(progress: Progress, plays: int, words: int) -> None:
    """``plays`` plays of ``words`` words each (a third refused), in one transaction."""
    with progress._connect() as db:  # one transaction: record() commits each play alone
        db.execute("BEGIN")
        for n in range(plays):
            cursor = db.execute(
                "INSERT INTO plays (student, game, exercise, session, started, seconds, hints, "
                "score) VALUES (?, 'myword', NULL, NULL, ?, 60, 0, 0)",
                (f"student {n % 30}", 1_700_000_000 + n))
            db.executemany("INSERT INTO words (play, word, accepted, target) VALUES (?, ?, ?, 0)",
                           [(cursor.lastrowid, f"word{k}", k % 3 != 0) for k in range(words)])
        db.execute("COMMIT")


def today(progress: Progress) -> list[dict[str, Any]]:
    plays = progress.plays(latest=LATEST)
    return [w for w in progress.words(p["id"] for p in plays) if w["accepted"]]


def before(progress: Progress) -> list[dict[str, Any]]:
    ids = {p["id"] for p in progress.plays()[-LATEST:]}
    return [w for w in progress.words() if w["accepted"] and w["play"] in ids]


def median_ms(call: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        began = time.perf_counter()
        call()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=20_000)
    parser.add_argument("--words", type=int, default=15)
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        progress = Progress(folder)
        fill(progress, args.plays, args.words)
        assert today(progress) == before(progress)  # the same words, read two ways
        first = median_ms(lambda: today(progress), 1)
        fast = median_ms(lambda: today(progress), args.repeats)
        slow = median_ms(lambda: before(progress), max(3, args.repeats // 3))
    print(f"{args.plays:,} plays, {args.plays * args.words:,} words; the latest {LATEST} plays")
    print(f"  first read:             {first:8.1f} ms")
    print(f"  today (latest only):    {fast:8.1f} ms median")
    print(f"  before (everything):    {slow:8.1f} ms median")
    print(f"  ratio: x{slow / fast:.0f} faster")


if __name__ == "__main__":
    main()
