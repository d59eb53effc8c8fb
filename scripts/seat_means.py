"""Mean round score per seat, with 95% intervals, on the first 400 seeded rounds of each game.

Used to check that a change to how chance is drawn (the issue "One shape for three games") keeps
the games' balance: run it on two checkouts and compare (``--json`` writes the figures).

    python scripts/seat_means.py --rounds 400 --json build/seat_means.json
"""

from __future__ import annotations

import argparse
import json
import math
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--games", nargs="*", default=list(GAMES_PER_BATCH),
                        choices=list(GAMES_PER_BATCH), help="the games to run (default: all)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--json", help="also write the figures to this JSON file")
    parser.add_argument("--against", help="a JSON file of another checkout's figures to compare")
    args = parser.parse_args(argv)
    figures = {game: seat_means(game, args.rounds, args.seed) for game in args.games}
    other = None
    if args.against:
        with open(args.against) as f:
            other = json.load(f)
    ok = True
    for game, seats in figures.items():
        for seat, (mean, low, high) in seats.items():
            line = f"{game:9s} seat {seat}: mean {mean:6.2f}  95% CI {low:6.2f} to {high:6.2f}"
            if other is not None:
                _, olow, ohigh = other[game][str(seat)]
                inside = olow <= mean <= ohigh
                ok &= inside
                verdict = "inside" if inside else "OUTSIDE"
                line += f"   before: {olow:6.2f} to {ohigh:6.2f}, {verdict}"
            print(line)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
