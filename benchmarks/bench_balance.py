"""How fast the balance report's simulations run: rounds a second per game, and the full
report's time predicted from them.

Run from the repository root::

    python benchmarks/bench_balance.py [--tables 8] [--repeats 3] [--games myword,fivetiers]

For each game, in this process (one core), after a warm-up of each kind: the median rounds a second
of ``wordgames.sim.simulate`` (the baseline: the engine's own records), of the report's tables
(``wordgames.sim.tables``: each round replayed from its event log for the drama measures) and of
the same with the words a player could make counted at four moments (the duplicate deals'
runs); the ratio of each to the baseline. Then the rounds the full report plays
(``wordgames.analysis.report.FULL``) and the minutes that predicts on one core and on two
(perfect sharing; the machine's other work slows both). A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import statistics
import time

from wordgames.analysis.balance import FIELD, ROUND_RULES
from wordgames.analysis.report import FULL, SEAT_RULES, component_changes
from wordgames.sim import simulate
from wordgames.sim.tables import rotated, run_tables


def rounds_per_second(run: object, repeats: int) -> float:
    """The median over ``repeats`` of rounds a second of ``run()`` (it returns its rounds)."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        rounds = run()  # type: ignore[operator]
        rates.append(rounds / (time.perf_counter() - start))
    return statistics.median(rates)


def measure(game: str, tables: int, repeats: int) -> tuple[float, float, float]:
    """Rounds a second of the baseline, of tables with drama and of tables with choices too."""
    rules = dict(ROUND_RULES[game])
    plan = rotated(FIELD, max(1, tables // 4), 1)

    def baseline() -> int:
        frame = simulate(game, tables, players=4, rules=rules, skills=list(FIELD), seed=1,
                         workers=1, progress=False)
        return int(frame.drop_duplicates(["game_index", "round"]).shape[0])

    def played(choices: bool) -> int:
        frame = run_tables(game, plan, rules, choices=choices)
        return int(frame.drop_duplicates(["deal", "rotation", "round"]).shape[0])

    run_tables(game, plan[:1], rules, choices=True)  # warm-up: word lists, indexes
    baseline()  # the engine's warm-up too (its first game loads what it keeps)
    return (rounds_per_second(baseline, repeats),
            rounds_per_second(lambda: played(False), repeats),
            rounds_per_second(lambda: played(True), repeats))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=8, help="tables (matches) a timing")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--games", default="myword,fivetiers,wordstorm")
    args = parser.parse_args()
    print(f"{'game':<10} {'kind':<26} {'rounds/s':>9} {'x baseline':>10}")
    for game in args.games.split(","):
        base, drama, words = measure(game, args.tables, args.repeats)
        for kind, rate in (("simulate (baseline)", base), ("tables + drama", drama),
                           ("tables + drama + choices", words)):
            print(f"{game:<10} {kind:<26} {rate:>9.2f} {rate / base:>10.2f}")
        seat_rounds = FULL.seat_games * (4 if game == "myword" and not SEAT_RULES[game] else 1)
        changes = min(FULL.changes, len(component_changes(game)))
        with_words = FULL.deals * 4 * (1 + changes)
        seconds = FULL.mixed / drama + with_words / words + seat_rounds / base
        print(f"{game:<10} full report: {FULL.mixed + with_words + seat_rounds:,} rounds, "
              f"{seconds / 60:.1f} min on 1 core, {seconds / 120:.1f} min on 2")


if __name__ == "__main__":
    main()
