"""Mean round score per seat, with 95% intervals, on the first 400 seeded rounds of each game.

Used to check that a change to how chance is drawn (the issue "One shape for three games") keeps
the games' balance: run it on two checkouts and compare (``--json`` writes the figures):

    python scripts/seat_means.py --json before.json            # on the old checkout
    python scripts/seat_means.py --against before.json         # on the new one

With ``--against`` each line says whether the new mean lies inside the old 95% interval, and
gives the difference of the two means with its own 95% interval and a two-sided p-value, Holm-
corrected over all the seats compared. The second is the fair test: two independent samples of
the same game put one mean outside the other's 95% interval about one time in six (the
difference of two means has sqrt(2) times the spread of either), so over 12 seats some will be
outside by chance alone.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys

from wordgames.sim import simulate

#: A first guess at how many games hold the rounds; doubled until they do.
GAMES_PER_BATCH = {"wordstorm": 400, "myword": 100, "fivetiers": 40}


def seat_means(game: str, rounds: int, seed: int = 2026) -> dict[int, tuple[float, float, float]]:
    """Seat -> (mean, low, high) of the round score over the first ``rounds`` rounds."""
    n = GAMES_PER_BATCH[game]
    frame = simulate(game, n, players=4, seed=seed, workers=2, progress=False)
    while frame.drop_duplicates(["game_index", "round"]).shape[0] < rounds:
        n *= 2
        frame = simulate(game, n, players=4, seed=seed, workers=2, progress=False)
    keys = frame[["game_index", "round"]].drop_duplicates().head(rounds)
    first = frame.merge(keys, on=["game_index", "round"])
    out = {}
    for seat, scores in first.groupby("player")["score"]:
        n = len(scores)
        mean = float(scores.mean())
        half = 1.96 * float(scores.std(ddof=1)) / math.sqrt(n)
        out[int(seat)] = (mean, mean - half, mean + half)
    return out


def holm(pvalues: list[float]) -> list[float]:
    """Holm's step-down adjustment of p-values for testing several hypotheses at once.

    >>> [round(p, 3) for p in holm([0.01, 0.04, 0.03])]
    [0.03, 0.06, 0.06]
    """
    order = sorted(range(len(pvalues)), key=pvalues.__getitem__)
    adjusted, running = [0.0] * len(pvalues), 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (len(pvalues) - rank) * pvalues[i]))
        adjusted[i] = running
    return adjusted


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--games", nargs="*", default=list(GAMES_PER_BATCH),
                        choices=list(GAMES_PER_BATCH), help="the games to run (default: all)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", help="also write the figures to this JSON file")
    parser.add_argument("--against", help="a JSON file of another checkout's figures to compare")
    parser.add_argument("--figures", help="read this checkout's figures from a JSON file that "
                        "--json wrote, instead of simulating")
    args = parser.parse_args(argv)
    if args.figures:
        with open(args.figures) as f:
            figures = {g: {int(k): tuple(v) for k, v in seats.items()}
                       for g, seats in json.load(f).items()}
    else:
        figures = {game: seat_means(game, args.rounds, args.seed) for game in args.games}
    other = None
    if args.against:
        with open(args.against) as f:
            other = json.load(f)
    lines, pvalues = [], []
    for game, seats in figures.items():
        for seat, (mean, low, high) in seats.items():
            line = f"{game:9s} seat {seat}: mean {mean:6.2f}  95% CI {low:6.2f} to {high:6.2f}"
            if other is not None:
                omean, olow, ohigh = other[game][str(seat)]
                verdict = "inside" if olow <= mean <= ohigh else "OUTSIDE"
                # Each interval is mean +- 1.96 se: the difference's se from the two.
                se = math.hypot((high - low) / 3.92, (ohigh - olow) / 3.92)
                diff = mean - omean
                p = 2 * (1 - statistics.NormalDist().cdf(abs(diff) / se))
                pvalues.append(p)
                line += (f" | before {omean:6.2f} ({olow:6.2f} to {ohigh:6.2f}): {verdict};"
                         f" difference {diff:+5.2f} ({diff - 1.96 * se:+5.2f} to"
                         f" {diff + 1.96 * se:+5.2f}), p = {p:.3f}")
            lines.append(line)
    ok = True
    if other is not None:
        adjusted = holm(pvalues)
        for i, p in enumerate(adjusted):
            lines[i] += f", Holm {p:.3f}"
        ok = min(adjusted, default=1.0) >= 0.05
        print("\n".join(lines))
        print(f"seats whose mean differs at the 5% level after Holm's correction: "
              f"{sum(p < 0.05 for p in adjusted)} of {len(adjusted)}")
    else:
        print("\n".join(lines))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
