"""The full solvability curve (issue 16): both bags, SCOWL 35/50/70/80, 13 rack sizes, 400 racks.

    python scripts/solvability_curve.py                  # about an hour on 2 cores
    python scripts/solvability_curve.py --racks 40       # a quick look

Writes ``data/results/solvability_curve.csv`` (with its parameters in a ``.json`` beside it),
which notebook 13 reads in full mode, and prints the curve and the plateaus.
"""

from __future__ import annotations

import argparse
import time

from wordgames.design import plateau, solvability_curve
from wordgames.sim import save_results


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--racks", type=int, default=400, help="racks per point (default 400)")
    parser.add_argument("--seed", type=int, default=2016)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--out", default="solvability_curve.csv")
    args = parser.parse_args()
    began = time.perf_counter()
    frame = solvability_curve(n=args.racks, seed=args.seed, workers=args.workers)
    path = save_results(frame, args.out)
    columns = ["bag", "level", "tiles", "n", "solved", "impossible", "undecided",
               "share_solved", "low", "high"]
    print(frame[columns].to_string(index=False, float_format=lambda x: f"{x:.3f}"))
    print()
    print(plateau(frame).to_string(index=False, float_format=lambda x: f"{x:.3f}"))
    print(f"\n{len(frame)} points x {args.racks} racks in {time.perf_counter() - began:.0f} s; "
          f"saved {path}")


if __name__ == "__main__":
    main()
