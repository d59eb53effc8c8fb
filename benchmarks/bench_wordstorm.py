"""Word Storm speed: the solver on fresh racks and on additions, and the crossword checker.

Run: ``python benchmarks/bench_wordstorm.py [--cases 60]``. Level-70 lexicon, seeded cases.
Each measure prints its median and a ratio against a simple baseline timed in the same run, so
that the figures can be compared across machines:

1. Solve 21 tiles drawn from a Bananagrams-like bag (144 tiles), empty grid, 1 s limit.
   Targets: >= 95% solved with every tile, median <= 50 ms. Baseline: one
   ``lexicon.words_from(rack)`` call (listing the words the rack spells, nothing more).
2. Add 4 tiles to a 40-tile crossword. Target: median <= 20 ms. Baseline: rebuilding all
   44 tiles from scratch, what a solver without the incremental step would do.
3. ``check`` a 60-tile crossword holding 2 wild tiles. Target: median <= 2 ms. Baseline: the
   obvious checker, trying every pair of letters for the wilds until all runs are words.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import string
import time
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from wordgames.lexicon import Lexicon
from wordgames.wordstorm.check import check, components, runs
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.solver import solve

BAG = {"A": 13, "B": 3, "C": 3, "D": 6, "E": 18, "F": 3, "G": 4, "H": 3, "I": 12, "J": 2,
       "K": 2, "L": 5, "M": 3, "N": 8, "O": 11, "P": 3, "Q": 2, "R": 9, "S": 6, "T": 9, "U": 6,
       "V": 3, "W": 3, "X": 2, "Y": 3, "Z": 2}
T = TypeVar("T")
TILES = [face for face, n in sorted(BAG.items()) for _ in range(n)]
assert len(TILES) == 144


def timed(fn: Callable[[], T]) -> tuple[float, T]:
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def brute_check(grid: Grid, lexicon: Lexicon) -> bool:
    """The simple checker: every letter pair for the wilds, until all runs are words."""
    cells = dict(grid.cells)
    wilds = [p for p, f in cells.items() if f == "?"]
    if len(components(cells)) > 1:
        return False
    for letters in itertools.product(string.ascii_uppercase, repeat=len(wilds)):
        cells.update(zip(wilds, letters, strict=True))
        if all("".join(cells[p] for p in run).lower() in lexicon for _, run in runs(cells)):
            return True
    return False


def crosswords(lex: Lexicon, size: int, count: int, seed0: int) -> list[tuple[Grid, list[str]]]:
    """``count`` correct crosswords of ``size`` tiles from the bag, and each one's tiles."""
    out: list[tuple[Grid, list[str]]] = []
    seed = seed0
    while len(out) < count:
        tiles = random.Random(seed).sample(TILES, size + 4)
        sol = solve(tiles[:size], lex, seed=seed, time_limit=3.0)
        if sol.complete:
            out.append((sol.grid, tiles))
        seed += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=60, help="seeded cases per measure (>= 50)")
    args = parser.parse_args()
    n = args.cases
    lex = Lexicon.default(70)
    lex.words_from(["A"])  # build the spelling index before timing anything
    solve(list("WARMUP"), lex)
    print(f"Word Storm benchmark: {n} cases per measure, lexicon {lex!r}\n")

    # 1. 21 tiles, empty grid ----------------------------------------------------------------
    solve_t, base_t, solved = [], [], 0
    for seed in range(n):
        rack = random.Random(seed).sample(TILES, 21)
        t_base, _ = timed(partial(lex.words_from, rack))
        t, sol = timed(partial(solve, rack, lex, seed=seed, time_limit=1.0))
        ok = sol.complete and check(sol.grid, lex).ok
        solved += bool(ok) and t <= 1.0
        solve_t.append(t)
        base_t.append(t_base)
    med, med_base = statistics.median(solve_t), statistics.median(base_t)
    print("1. solve 21 tiles (Bananagrams-like bag), empty grid, 1 s limit")
    print(f"   solved with every tile within 1 s: {solved}/{n} = {solved / n:.1%} "
          f"(target >= 95%)")
    print(f"   median {ms(med)} (target <= 50 ms); max {ms(max(solve_t))}")
    print(f"   baseline words_from(rack) median {ms(med_base)}; ratio {med / med_base:.1f}x\n")

    # 2. 4 tiles onto a 40-tile crossword ------------------------------------------------------
    cases = crosswords(lex, 40, n, seed0=1000)
    add_t, rebuild_t, added = [], [], 0
    for i, (grid, tiles) in enumerate(cases):
        t, sol = timed(partial(solve, tiles[40:], lex, grid=grid, seed=i, time_limit=1.0))
        added += sol.complete and not sol.rebuilt
        add_t.append(t)
        t_re, _ = timed(partial(solve, tiles, lex, seed=i, time_limit=1.0))
        rebuild_t.append(t_re)
    med, med_base = statistics.median(add_t), statistics.median(rebuild_t)
    print("2. add 4 tiles to a 40-tile crossword")
    print(f"   placed without rebuilding: {added}/{n}")
    print(f"   median {ms(med)} (target <= 20 ms); max {ms(max(add_t))}")
    print(f"   baseline rebuild all 44 median {ms(med_base)}; ratio {med / med_base:.2f}x\n")

    # 3. check a 60-tile crossword with 2 wilds ------------------------------------------------
    grids = []
    for i, (grid, _) in enumerate(crosswords(lex, 60, n, seed0=5000)):
        rng = random.Random(i)
        cells = dict(grid.cells)
        for p in rng.sample(sorted(cells), 2):
            cells[p] = "?"
        grids.append(Grid(cells))
    check_t, brute_t, agree = [], [], 0
    for grid in grids:
        t, _ = timed(partial(check, grid, lex))
        t_b, ok_b = timed(partial(brute_check, grid, lex))
        agree += check(grid, lex).ok == ok_b
        check_t.append(t)
        brute_t.append(t_b)
    med, med_base = statistics.median(check_t), statistics.median(brute_t)
    print("3. check a 60-tile crossword with 2 wild tiles")
    print(f"   median {ms(med)} (target <= 2 ms); max {ms(max(check_t))}; "
          f"agrees with brute force on {agree}/{len(grids)}")
    print(f"   baseline brute-force wilds median {ms(med_base)}; ratio {med / med_base:.3f}x")


if __name__ == "__main__":
    main()
