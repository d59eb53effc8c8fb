"""Hopeless racks: how long until the answer "impossible", with the cheap proofs and without.

Run: ``python benchmarks/bench_impossible.py [--cases 15] [--cap 2.0]``. Default lexicon (the
games' level 70), seeded racks.

1. Word Storm: 21 tiles drawn from a Bananagrams-like bag (144 tiles), kept when the cheap
   proofs (``wordgames.wordstorm.impossible``) rule them out: most hold a Q and no U. Today's
   path is ``solve``, which proves it before searching and searches only the tiles that can be
   placed (the answer "impossible" is known once the proof is done: timed alone too); the
   baseline is the search alone (``wordstorm.search.find``, what ``solve`` did
   before), with the same time limit ``--cap`` (2 s, not the bots' 20 s, so that the
   benchmark runs in about a minute: the baseline spends the whole cap on every rack).
   Target: median under 50 ms.
   Bots and hints search with a budget of steps (300), not a time limit: the same racks with
   that budget are timed too, and racks the proofs do not rule out (what trying the proofs
   costs every other rack).
2. Five Tiers: 20-tile hands drawn from the full bag, kept when ``fivetiers.solver.
   impossible_reason`` rules them out; its time against the exact search's (``solve``), which
   already rules most hopeless hands out within milliseconds by forward checking.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from wordgames.fivetiers import solver as fivetiers
from wordgames.kit.tiles import Bag, TileSet
from wordgames.lexicon import Lexicon
from wordgames.wordstorm import search
from wordgames.wordstorm.impossible import impossible_reason
from wordgames.wordstorm.solver import IMPOSSIBLE, solve

BAG = {"A": 13, "B": 3, "C": 3, "D": 6, "E": 18, "F": 3, "G": 4, "H": 3, "I": 12, "J": 2,
       "K": 2, "L": 5, "M": 3, "N": 8, "O": 11, "P": 3, "Q": 2, "R": 9, "S": 6, "T": 9, "U": 6,
       "V": 3, "W": 3, "X": 2, "Y": 3, "Z": 2}
TILES = [face for face, n in sorted(BAG.items()) for _ in range(n)]
VALUES = dict(TileSet.load("wordstorm").values)


def hopeless_racks(lexicon: Lexicon, n: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    out: list[list[str]] = []
    while len(out) < n:
        rack = rng.sample(TILES, 21)
        if impossible_reason(rack, lexicon) is not None:
            out.append(rack)
    return out


def hopeless_hands(lexicon: Lexicon, n: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    tileset = TileSet.load("fivetiers")
    out: list[list[str]] = []
    while len(out) < n:
        hand = Bag(tileset, seed=rng.getrandbits(64)).draw(20)
        if fivetiers.impossible_reason(hand, lexicon) is not None:
            out.append(hand)
    return out


def timed(call: Callable[[], object]) -> tuple[float, object]:
    began = time.perf_counter()
    answer = call()
    return time.perf_counter() - began, answer


def show(name: str, new: list[float], old: list[float],
         labels: tuple[str, str] = ("proofs first", "search alone")) -> None:
    ms = [statistics.median(new) * 1000, max(new) * 1000]
    base = [statistics.median(old) * 1000, max(old) * 1000]
    print(f"{name}: {labels[0]} median {ms[0]:.1f} ms, max {ms[1]:.1f} ms; "
          f"{labels[1]} median {base[0]:.1f} ms, max {base[1]:.1f} ms; "
          f"ratio x{base[0] / ms[0]:.2f} (medians), x{base[1] / ms[1]:.2f} (max)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=15)
    parser.add_argument("--cap", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    lexicon = Lexicon.default()
    # The indexes are built once, outside the timings: a big rack's too (its words are read
    # in the search's order from 10 tiles on, built at the first such rack).
    solve(list("CATDOGS"), lexicon)
    solve(list("THEQUICKBROWNFOXJUMPS"), lexicon)
    racks = hopeless_racks(lexicon, args.cases, args.seed)
    new, old = [], []
    for rack in racks:
        seconds, solution = timed(lambda r=rack: solve(r, lexicon, time_limit=args.cap))
        assert getattr(solution, "status", None) == IMPOSSIBLE
        new.append(seconds)
        seconds, found = timed(lambda r=rack: search.find(r, lexicon, None, args.cap, 0, None,
                                                          None, VALUES))
        assert isinstance(found, tuple) and found[-1] in (IMPOSSIBLE, search.UNDECIDED)
        old.append(seconds)
    print(f"Word Storm, {len(racks)} hopeless 21-tile racks (e.g. {''.join(racks[0])}: "
          f"{impossible_reason(racks[0], lexicon)}), cap {args.cap} s")
    show("  solve (the proof, then the best crossword of the rest)", new, old)
    proof = [timed(lambda r=rack: impossible_reason(r, lexicon))[0] for rack in racks]
    show("  the proof alone (impossible_reason)", proof, old)
    bot, bot_old = [], []  # what bots and hints ask: a budget of 300 search steps
    for rack in racks:
        bot.append(timed(lambda r=rack: solve(r, lexicon, max_steps=300, time_limit=args.cap))[0])
        bot_old.append(timed(lambda r=rack: search.find(r, lexicon, None, args.cap, 0, 300, None,
                                                        VALUES))[0])
    show("  solve with the bots' budget of 300 steps", bot, bot_old)
    rng = random.Random(args.seed)
    others = [r for r in (rng.sample(TILES, 21) for _ in range(args.cases * 3))
              if impossible_reason(r, lexicon) is None][: args.cases]
    # What trying the proofs costs a rack they do not rule out, beside the search's first call
    # on it (a second call finds the rack's words remembered: it would not be a fair baseline).
    cost, cost_old = [], []
    for rack in others:
        cost_old.append(timed(lambda r=rack: search.find(r, lexicon, None, args.cap, 0, 300,
                                                         None, VALUES))[0])
        cost.append(timed(lambda r=rack: impossible_reason(r, lexicon))[0])
    show(f"  the other racks ({len(others)}): what the proofs add", cost, cost_old,
         ("impossible_reason", "the search (300 steps)"))
    hands = hopeless_hands(lexicon, args.cases * 4, args.seed)
    fivetiers.solve(list("BECATDOGSAPPLEORANGE"), lexicon)
    proof = [timed(lambda h=hand: fivetiers.impossible_reason(h, lexicon))[0] for hand in hands]
    exact = []
    for hand in hands:
        seconds, answer = timed(lambda h=hand: fivetiers.solve(h, lexicon))
        assert answer is None
        exact.append(seconds)
    print(f"Five Tiers, {len(hands)} hopeless 20-tile hands (e.g. {''.join(hands[0])}: "
          f"{fivetiers.impossible_reason(hands[0], lexicon)})")
    show("  time to 'impossible'", proof, exact, ("impossible_reason", "solve (exact search)"))


if __name__ == "__main__":
    main()
