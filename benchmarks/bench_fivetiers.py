"""Five Tiers speed: the solver against a plain backtracking search, and whole simulated rounds.

Run from the repository root:  python benchmarks/bench_fivetiers.py [--draws 200] [--rounds 20]
(the baseline takes tens of minutes on 200 draws: a few hard draws cost it minutes each).

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
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

# Run as a script from a checkout: import this tree's package, not an installed one.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from wordgames.agents import Skill
from wordgames.fivetiers import Bot, Game, Rules, solvable_fraction, solve
from wordgames.fivetiers.solver import HAND_SIZE, TIERS, _prepared
from wordgames.lexicon import Lexicon
from wordgames.runner import simulate_round
from wordgames.tiles import Bag, TileSet


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--draws", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--fraction-draws", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--baseline-limit", type=float, default=None, metavar="SECONDS",
                        help="give the baseline up on a draw after this long (default: never)")
    args = parser.parse_args()

    lexicon = Lexicon.default(80, contractions=True)
    tileset = TileSet.load("fivetiers")
    rng = random.Random(args.seed)
    hands = [
        list(Bag(tileset, seed=rng.getrandbits(64)).draw(HAND_SIZE)) for _ in range(args.draws)
    ]
    solve(hands[0], lexicon)  # warm the caches (lexicon load, short copy) outside the timings

    ours, theirs, agree, solvable, undecided = [], [], 0, 0, 0
    for hand in hands:
        start = time.perf_counter()
        answer = solve(hand, lexicon)
        ours.append(time.perf_counter() - start)
        start = time.perf_counter()
        try:
            expected = baseline(hand, lexicon, args.baseline_limit)
        except GaveUp:
            undecided += 1
        else:
            agree += (answer is None) == (expected is None)
        theirs.append(time.perf_counter() - start)
        solvable += answer is not None
        if len(ours) % 20 == 0:  # the baseline can take minutes on a hard draw: show progress
            print(f"  ... {len(ours)}/{len(hands)} draws", file=sys.stderr, flush=True)
    print(f"solve, {args.draws} seeded 20-tile draws, level 80 + contractions "
          f"({solvable} solvable):")
    print(f"  solver    median {statistics.median(ours) * 1e3:8.2f} ms   "
          f"p99 {percentile(ours, 0.99) * 1e3:8.1f} ms   max {max(ours) * 1e3:8.1f} ms")
    print(f"  baseline  median {statistics.median(theirs) * 1e3:8.2f} ms   "
          f"p99 {percentile(theirs, 0.99) * 1e3:8.1f} ms   max {max(theirs) * 1e3:8.1f} ms")
    print(f"  ratio of medians (baseline / solver): "
          f"{statistics.median(theirs) / statistics.median(ours):.2f}x; "
          f"ratio of totals: {sum(theirs) / sum(ours):.2f}x")
    decided = args.draws - undecided
    print(f"  same answer as the baseline on {agree}/{decided} draws it decided"
          + (f" (it gave up after {args.baseline_limit:g} s on {undecided}; their times above"
             " count as that limit)" if undecided else ""))

    game = Game(Rules())
    names = ("beginner", "student", "adult", "expert")
    seconds, flips = [], []
    for r in range(args.rounds):
        bots = [Bot(Skill.named(n), seed=r * 10 + i) for i, n in enumerate(names)]
        start = time.perf_counter()
        _, result = simulate_round(game, bots, random.Random(args.seed + r))
        seconds.append(time.perf_counter() - start)
        flips.append(result.extra["flips"])
    print(f"round with 4 bots (beginner, student, adult, expert), {args.rounds} seeded rounds:")
    print(f"  median {statistics.median(seconds):.3f} s   max {max(seconds):.3f} s   "
          f"mean timer flips per round {statistics.mean(flips):.2f}")

    print(f"solvable fraction of {args.fraction_draws} random draws (seed {args.seed}):")
    for level in (35, 50, 70, 80):
        share = solvable_fraction(
            Lexicon.default(level, contractions=True), args.fraction_draws, args.seed
        )
        print(f"  level {level}: {share:.3f}")


if __name__ == "__main__":
    main()
