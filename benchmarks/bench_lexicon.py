"""How fast ``Lexicon.words_from`` is, against a naive scan measured in the same run.

Run from the repository root::

    python benchmarks/bench_lexicon.py            # 200 racks of each kind
    python benchmarks/bench_lexicon.py --racks 500 --baseline-racks 200

Racks are drawn with fixed seeds from the Word Storm bag's letters (no wilds), level-70 list.
The baseline is what one would write first: for every word of the lexicon, count its letters
with ``collections.Counter`` and see whether the rack covers them, '?' covering any one missing
letter and '??' any two adjacent letters (tried at every position). Both must return the same
words; the script checks that on the racks the baseline runs on before it reports a time.
The baseline takes about 2 s per 21-tile rack, so by default it runs on the first 25 racks of
each kind; the ratio compares medians over those same racks.

Targets (issue 2): 7 tiles <= 0.5 ms, 21 tiles + '??' <= 25 ms, both >= 50x the baseline;
the first ``Lexicon.default()`` of a fresh process < 0.3 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.kit.tiles import DOUBLE_WILD, WILD, TileSet  # noqa: E402
from wordgames.lexicon import Lexicon  # noqa: E402  (after the path set-up above)


def naive_words_from(words: Sequence[str], tiles: Sequence[str], min_len: int = 2) -> set[str]:
    """Single-letter tiles, '?' and '??' only: scan every word, counting with Counter."""
    have = Counter(t.lower() for t in tiles if t not in (WILD, DOUBLE_WILD))
    wilds = tiles.count(WILD)
    double_wilds = tiles.count(DOUBLE_WILD)
    most = sum(have.values()) + wilds + 2 * double_wilds
    found = set()
    for word in words:
        if not min_len <= len(word) <= most:
            continue
        missing = Counter(word) - have
        short = sum(missing.values())
        if short <= wilds:
            found.add(word)
        elif double_wilds and short <= wilds + 2 * double_wilds:
            # Try the '??' on every pair of adjacent letters (one '??' is all the racks here use).
            for i in range(len(word) - 1):
                pair = word[i : i + 2]
                if not pair.isalpha():
                    continue
                rest = Counter(word[:i] + word[i + 2 :]) - have
                if sum(rest.values()) <= wilds:
                    found.add(word)
                    break
    return found


def median_ms(fn: Callable[[list[str]], object], racks: list[list[str]]) -> float:
    times = []
    for rack in racks:
        start = time.perf_counter()
        fn(rack)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def first_load_seconds(repeats: int = 5) -> float:
    """Median time of the first ``Lexicon.default()`` in a fresh interpreter."""
    code = (
        "import time; t = time.perf_counter(); from wordgames.lexicon import Lexicon; "
        "Lexicon.default(); print(time.perf_counter() - t)"
    )
    runs = [
        float(subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout)
        for _ in range(repeats)
    ]
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--racks", type=int, default=200, help="racks per kind (default 200)")
    parser.add_argument("--baseline-racks", type=int, default=25,
                        help="how many of those the naive baseline runs on (default 25)")
    args = parser.parse_args()

    load = first_load_seconds()
    print(f"first Lexicon.default() in a fresh process: {load * 1000:.0f} ms "
          f"(target < 300 ms) {'ok' if load < 0.3 else 'MISSED'}")

    lex = Lexicon.default(70)
    words = list(lex)
    start = time.perf_counter()
    lex.words_from(["A"])  # builds the spelling index once, as any first query does
    print(f"level-70 list: {len(lex):,} words; spelling index built in "
          f"{(time.perf_counter() - start) * 1000:.0f} ms (once per lexicon)")

    letters = [f for f in TileSet.load("wordstorm").tiles() if f != WILD]
    cases = [
        ("7 tiles", 7, [], 0.5),
        ("21 tiles + '??'", 21, [DOUBLE_WILD], 25.0),
    ]
    print(f"{'rack':<16} {'racks':>5} {'words_from':>11} | {'racks':>5} {'words_from':>11} "
          f"{'baseline':>10} {'ratio':>7} | targets")
    for name, size, extra, target in cases:
        rng = random.Random(size)
        racks = [rng.sample(letters, size) + extra for _ in range(args.racks)]
        sample = racks[: args.baseline_racks]
        for rack in sample:
            fast, slow = lex.words_from(rack), naive_words_from(words, rack)
            if fast != slow:
                raise SystemExit(f"disagreement on {rack}: {sorted(fast ^ slow)[:10]}")
        fast_ms = median_ms(lex.words_from, racks)
        fast_sample_ms = median_ms(lex.words_from, sample)
        slow_ms = median_ms(lambda rack: naive_words_from(words, rack), sample)
        ratio = slow_ms / fast_sample_ms
        verdict = "ok" if fast_ms <= target and ratio >= 50 else "MISSED"
        print(f"{name:<16} {len(racks):>5} {fast_ms:>8.3f} ms | {len(sample):>5} "
              f"{fast_sample_ms:>8.3f} ms {slow_ms:>7.1f} ms {ratio:>6.0f}x"
              f" | <= {target} ms, >= 50x: {verdict}")


if __name__ == "__main__":
    main()
