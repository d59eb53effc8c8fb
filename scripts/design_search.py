"""The full search of issue 16: a Five Tiers variant whose games last 30-60 minutes with four
adult bots, then the variant found beside the shipped set on 200 paired games.

    python scripts/design_search.py                 # about an hour on 2 cores
    python scripts/design_search.py --budget 200    # a quick look

The space: every tile value scaled (0.75 to 3), the blanks (0 to 6) and the apostrophes (0 to
4), with no letter rarer than one tile in 150. Writes ``data/results/design_search_steps.csv``,
``design_search_evaluation.csv`` and ``design_search.json`` (the variant found), which notebook
13 reads in full mode, and prints every step and the evaluation.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from wordgames import design
from wordgames.analysis.component_designer import SEARCH_SPACE as SPACE
from wordgames.analysis.component_designer import SEARCH_TARGET as TARGET
from wordgames.sim import save_results


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--budget", type=int, default=2400, help="games in all (default 2400)")
    parser.add_argument("--games", type=int, default=40, help="games per point at first")
    parser.add_argument("--max-games", type=int, default=320)
    parser.add_argument("--evaluate", type=int, default=200, help="paired games at the end")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--prefix", default="design_search")
    parser.add_argument("--workers", type=int, default=None)
    args = parser.parse_args()
    began = time.perf_counter()
    result = design.search("fivetiers", TARGET, SPACE, budget=args.budget, games=args.games,
                           max_games=args.max_games, seed=args.seed, workers=args.workers)
    print(result)
    columns = ["step", "role", "variant", "games", "mean", "low", "high", "difference",
               "difference_low", "difference_high", "decision"]
    steps = result.steps
    print(steps[[c for c in columns if c in steps.columns]].to_string(index=False))
    steps = steps.assign(point=steps["point"].astype(str))
    steps.attrs["params"] = {"game": "fivetiers", "target": str(TARGET), "budget": args.budget,
                             "seed": args.seed}
    save_results(steps, f"{args.prefix}_steps.csv")
    metrics = ["game_minutes", design.games_within(30, 60), "rounds", "round_minutes",
               "seat_edge", "completable_50", "completable_70"]
    frame = design.evaluate("fivetiers", result.best, metrics, n=args.evaluate,
                            seed=args.seed + 1, workers=args.workers)
    print(design.summary(frame).to_string(index=False))
    save_results(frame, f"{args.prefix}_evaluation.csv")
    out = Path("data/results") / f"{args.prefix}.json"
    out.write_text(json.dumps({
        "variant": result.best.to_dict(), "describe": result.best.describe(),
        "met": result.met, "reason": result.reason, "games": result.games,
        "estimate": str(result.estimate), "target": str(TARGET),
        "seconds": round(time.perf_counter() - began),
    }, indent=1) + "\n", encoding="utf-8")
    print(f"{result.games:,} search games + {2 * args.evaluate} evaluation games in "
          f"{time.perf_counter() - began:.0f} s; saved {out}")


if __name__ == "__main__":
    main()
