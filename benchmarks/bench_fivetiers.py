"""Five Tiers speed: the solver against a plain backtracking search, and whole simulated rounds.

Run from the repository root:  python benchmarks/bench_fivetiers.py [--draws 200] [--rounds 20]
The baseline decides most draws in milliseconds, but a few hard ones cost it minutes each (35 min
for draw 68 of the default 200), so a whole run with no limit takes about 40 min on two cores.
``--baseline-limit 60`` gives it up on a draw after a minute (about 4 min in all on two cores);
``--only 45,68,128,139`` then decides just those draws, with no limit.

Prints, for seeded 20-tile draws from the 142-tile bag and the level-80 lexicon with contractions:
the solver's median, 99th percentile and worst time; the baseline's (a plain backtracking search
over the words each tier can take: longest tier first, no memo, no pruning), measured in the same
run on the same draws, with the ratio of medians; whether both agree (solvable or not) on every
draw; the median seconds of a whole round of 4 bots in simulated time; and the share of draws
that can be completed at vocabulary levels 35, 50, 70 and 80.

Targets (issue 5): solve median <= 20 ms, p99 <= 1 s, same answer as the baseline on every draw;
a 4-bot round median <= 0.5 s.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

# Run as a script from a checkout: import this tree's package, not an installed one.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordgames.fivetiers import Bot, Game, Rules, solvable_fraction, solve
from wordgames.fivetiers.search import _prepared
from wordgames.fivetiers.solver import HAND_SIZE, TIERS
from wordgames.kit.agents import Skill
from wordgames.kit.tiles import Bag, TileSet
from wordgames.lexicon import Lexicon
from wordgames.play.runner import simulate_round


class GaveUp(Exception):
    """The baseline passed its time limit on a draw."""


def baseline(
    tiles: list[str], lexicon: Lexicon, limit: float | None = None
) -> list[str] | None:
    """Backtracking over the words each tier can take, longest tier first; nothing clever.

    The candidate words come from the same ``words_from`` call as the solver's (on the same
    short-word copy of the lexicon), so the comparison is of the searches.
    """
    words = _prepared(lexicon).short.words_from(tiles, min_len=2)
    by_tier = {t: sorted(w for w in words if len(w) == t) for t in TIERS}
    need = {w: Counter(w) for ws in by_tier.values() for w in ws}

    deadline = None if limit is None else time.perf_counter() + limit

    def go(have: Counter[str], blanks: int, tiers: list[int]) -> list[str] | None:
        if not tiers:
            return []
        if deadline is not None and time.perf_counter() > deadline:
            raise GaveUp
        for word in by_tier[tiers[0]]:
            short = 0
            for ch, n in need[word].items():
                if have[ch] < n:
                    if ch == "'":
                        short = blanks + 1
                        break
                    short += n - have[ch]
            if short > blanks:
                continue
            found = go(have - need[word], blanks - short, tiers[1:])
            if found is not None:
                return [word, *found]
        return None

    have = Counter(t.lower() for t in tiles if t != "?")
    return go(have, tiles.count("?"), sorted(TIERS, reverse=True))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def seeded_hands(count: int, seed: int) -> list[list[str]]:
    """The benchmark's draws: hand i comes from a bag seeded by the i-th draw of Random(seed)."""
    tileset = TileSet.load("fivetiers")
    rng = random.Random(seed)
    return [list(Bag(tileset, seed=rng.getrandbits(64)).draw(HAND_SIZE)) for _ in range(count)]


def timed_baseline(hand: list[str], limit: float | None) -> tuple[float, bool | None]:
    """Seconds the baseline took on ``hand`` and whether it is solvable (None: it gave up)."""
    lexicon = Lexicon.default(80, contractions=True)
    start = time.perf_counter()
    try:
        solvable: bool | None = baseline(hand, lexicon, limit) is not None
    except GaveUp:
        solvable = None
    return time.perf_counter() - start, solvable


def compare_with_baseline(
    hands: list[list[str]], labels: list[int], limit: float | None, workers: int
) -> None:
    """Time ``solve`` on every hand, then the baseline (in ``workers`` processes), and compare."""
    lexicon = Lexicon.default(80, contractions=True)
    solve(hands[0], lexicon)  # warm the caches (lexicon load, short copy) outside the timings
    ours, answers = [], []
    for hand in hands:  # all solver timings first, so the baseline's workers cannot slow them
        start = time.perf_counter()
        answers.append(solve(hand, lexicon) is not None)
        ours.append(time.perf_counter() - start)

    theirs: list[float] = []
    agree = undecided = 0
    with ProcessPoolExecutor(workers) as pool:
        runs = pool.map(timed_baseline, hands, [limit] * len(hands))
        for label, answer, (seconds, expected) in zip(labels, answers, runs, strict=True):
            theirs.append(seconds)
            if expected is None:
                undecided += 1
            else:
                agree += answer == expected
            if len(hands) <= 20 or expected is None or expected != answer or seconds > 5:
                print(f"  draw {label}: solver {'solvable' if answer else 'unsolvable'}; baseline "
                      + ("gave up" if expected is None else
                         f"{'solvable' if expected else 'unsolvable'}")
                      + f" after {seconds:.1f} s", file=sys.stderr, flush=True)

    print(f"solve, {len(hands)} seeded 20-tile draws, level 80 + contractions "
          f"({sum(answers)} solvable):")
    print(f"  solver    median {statistics.median(ours) * 1e3:8.2f} ms   "
          f"p99 {percentile(ours, 0.99) * 1e3:8.1f} ms   max {max(ours) * 1e3:8.1f} ms")
    print(f"  baseline  median {statistics.median(theirs) * 1e3:8.2f} ms   "
          f"p99 {percentile(theirs, 0.99) * 1e3:8.1f} ms   max {max(theirs) * 1e3:8.1f} ms"
          + (f"   ({workers} worker processes)" if workers > 1 else ""))
    print(f"  ratio of medians (baseline / solver): "
          f"{statistics.median(theirs) / statistics.median(ours):.2f}x; "
          f"ratio of totals: {sum(theirs) / sum(ours):.2f}x")
    decided = len(hands) - undecided
    print(f"  same answer as the baseline on {agree}/{decided} draws it decided"
          + (f" (it gave up after {limit:g} s on {undecided}; their times above"
             " count as that limit)" if undecided else ""))


def time_rounds(rounds: int, seed: int) -> None:
    game = Game(Rules())
    names = ("beginner", "student", "adult", "expert")
    seconds, flips = [], []
    for r in range(rounds):
        bots = [Bot(Skill.named(n), seed=r * 10 + i) for i, n in enumerate(names)]
        start = time.perf_counter()
        _, result = simulate_round(game, bots, random.Random(seed + r))
        seconds.append(time.perf_counter() - start)
        flips.append(result.extra["flips"])
    print(f"round with 4 bots (beginner, student, adult, expert), {rounds} seeded rounds:")
    print(f"  median {statistics.median(seconds):.3f} s   max {max(seconds):.3f} s   "
          f"mean timer flips per round {statistics.mean(flips):.2f}")


def print_solvable_fractions(draws: int, seed: int) -> None:
    print(f"solvable fraction of {draws} random draws (seed {seed}):")
    for level in (35, 50, 70, 80):
        share = solvable_fraction(Lexicon.default(level, contractions=True), draws, seed)
        print(f"  level {level}: {share:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--draws", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--fraction-draws", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--baseline-limit", type=float, default=None, metavar="SECONDS",
                        help="give the baseline up on a draw after this long (default: never)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="processes for the baseline (default: one per core); the solver is "
                             "timed alone, before them")
    parser.add_argument("--only", default=None, metavar="I,J,...",
                        help="compare on these draws (0-based, of the --draws seeded ones) and "
                             "skip the rounds and the solvable fractions")
    args = parser.parse_args()

    hands = seeded_hands(args.draws, args.seed)
    labels = list(range(args.draws))
    if args.only is not None:
        try:
            labels = [int(part) for part in args.only.split(",")]
            hands = [hands[i] for i in labels]
        except (ValueError, IndexError):
            parser.error(f"--only takes draw numbers 0..{args.draws - 1} separated by commas,"
                         f" not {args.only!r}")
    compare_with_baseline(hands, labels, args.baseline_limit, args.workers)
    if args.only is None:
        time_rounds(args.rounds, args.seed)
        print_solvable_fractions(args.fraction_draws, args.seed)


if __name__ == "__main__":
    main()
