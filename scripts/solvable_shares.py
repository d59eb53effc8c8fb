"""The share of random Five Tiers hands that can be completed, per vocabulary level, in English
or Spanish: what notebook 12 shows, printed.

    python scripts/solvable_shares.py --language es              # 400 hands a level
    python scripts/solvable_shares.py --language en --draws 1000

Each hand is 20 tiles drawn from a full bag (Spanish: with its RR, LL and Ñ tiles) and judged by
the exact solver against the bundled dictionary up to the level (a bot's vocabulary).
"""

from __future__ import annotations

import argparse
import time

from wordgames.analysis.lengths import solvable_shares
from wordgames.lexicon import LANGUAGES


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--language", choices=LANGUAGES, default="es")
    parser.add_argument("--draws", type=int, default=400, help="hands per level (default 400)")
    parser.add_argument("--levels", type=int, nargs="+", default=[35, 50, 70, 80])
    args = parser.parse_args()
    print(f"Five Tiers hands that can be completed ({args.language}, {args.draws} a level):")
    for level in args.levels:
        began = time.perf_counter()
        (estimate,) = solvable_shares([level], args.draws, language=args.language).values()
        low, high = estimate.low, estimate.high
        print(f"  level {level}: {estimate.mean:.1%} (95% CI {low:.1%} to {high:.1%}, "
              f"{estimate.counts()}), {time.perf_counter() - began:.0f} s", flush=True)


if __name__ == "__main__":
    main()
