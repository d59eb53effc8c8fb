"""Word Storm's solve today against the code of another commit, on the same seeded racks.

    python benchmarks/bench_solve_then.py                  # against 0daf38e (before issues 23-28)
    python benchmarks/bench_solve_then.py --against REF --racks 60 --rounds 5

Both codes run compiled where they can (``scripts/build_native.py`` is run in a temporary
``git worktree`` of ``REF``; today's tree runs as ``make`` left it: the first line says whether
each is compiled). Each code solves the same racks in a worker process of its own, with a step
budget (``max_steps``, as the bots solve: the same work on any machine) and a long time limit;
the two workers take turns, round by round, each round on racks of its own (a search keeps what
it spelled for a rack: a rack solved twice would time that memory), in CPU seconds of the
worker (other work on a shared machine does not count).

Three kinds of rack: 21 and 35 tiles drawn from a Bananagrams-like bag, and hopeless racks
(20 tiles with no U or I, and a Q), which the code of 0daf38e searched to its time limit and
today's code shows impossible at once (solved with the time limit alone, as a person's hint or
a check is). Printed per kind: each code's median, and the ratio today / then (below 1: today is
quicker), with the median of the racks' own ratios beside it.

Each code loads its own bundled word list (``Lexicon.default(70)``): 0daf38e's has 143 words
more than today's (111,383 against 111,240), so a rack or two may end otherwise.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BAG = {"A": 13, "B": 3, "C": 3, "D": 6, "E": 18, "F": 3, "G": 4, "H": 3, "I": 12, "J": 2,
       "K": 2, "L": 5, "M": 3, "N": 8, "O": 11, "P": 3, "Q": 2, "R": 9, "S": 6, "T": 9, "U": 6,
       "V": 3, "W": 3, "X": 2, "Y": 3, "Z": 2}
TILES = [face for face, n in sorted(BAG.items()) for _ in range(n)]
#: The bag without the letters that let a Q into a word (QI, QUA, ...): a Q added to a rack
#: drawn from these makes it hopeless.
NO_Q_WORDS = [face for face in TILES if face not in "QUI"]

WORKER = r"""
import json, sys, time
from wordgames.kit import native
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.solver import solve
lexicon = Lexicon.default(70)
solve(list("CAT"), lexicon); solve(list("QUIZAXEDOGS"), lexicon)  # first-use indexes built
print(json.dumps(list(native.running_compiled())), flush=True)
for line in sys.stdin:
    racks, steps, limit = json.loads(line)
    out = []
    for rack in racks:
        began = time.process_time()
        solution = solve(rack, lexicon, max_steps=steps, time_limit=limit)
        out.append([time.process_time() - began, solution.status])
    print(json.dumps(out), flush=True)
"""


def racks(kind: str, n: int, round_: int) -> list[list[str]]:
    """``n`` seeded racks of one kind: "21", "35" (from the bag) or "hopeless"."""
    rng = random.Random(f"bench_solve_then/{kind}/{round_}")
    if kind == "hopeless":
        return [[*rng.sample(NO_Q_WORDS, 20), "Q"] for _ in range(n)]
    return [rng.sample(TILES, int(kind)) for _ in range(n)]


def worktree(ref: str, into: Path) -> Path:
    """``ref``'s code in a temporary worktree, its searches compiled where a compiler is."""
    path = into / "then"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(path), ref],
                   check=True)
    subprocess.run([sys.executable, "scripts/build_native.py"], cwd=path, check=False,
                   stdout=subprocess.DEVNULL)
    return path


class Worker:
    """A process that solves racks with the code of ``tree``."""

    def __init__(self, tree: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER], cwd=tree, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self.proc.stdout is not None
        self.compiled = json.loads(self.proc.stdout.readline())

    def solve(self, batch: list[list[str]], steps: int | None, limit: float) -> list[list[object]]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps([batch, steps, limit]) + "\n")
        self.proc.stdin.flush()
        answer: list[list[object]] = json.loads(self.proc.stdout.readline())
        return answer

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--against", default="0daf38e", help="the commit to compare with")
    parser.add_argument("--racks", type=int, default=40, help="racks of each kind a round")
    parser.add_argument("--rounds", type=int, default=5, help="turns each code takes")
    parser.add_argument("--steps", type=int, default=3000, help="each solve's step budget")
    parser.add_argument("--hopeless-limit", type=float, default=2.0,
                        help="the time limit of a hopeless rack's solve (seconds)")
    args = parser.parse_args()
    sizes = {"21": args.racks, "35": args.racks, "hopeless": max(args.racks // 10, 2)}
    with tempfile.TemporaryDirectory() as scratch:
        then_tree = worktree(args.against, Path(scratch))
        try:
            codes = {"then": Worker(then_tree), "now": Worker(ROOT)}
            for label, worker in codes.items():
                print(f"{label}: compiled {worker.compiled or 'nothing'}")
            times: dict[str, dict[str, list[float]]] = {
                label: {kind: [] for kind in sizes} for label in codes}
            differ = {kind: 0 for kind in sizes}
            for round_ in range(args.rounds):
                for kind, n in sizes.items():
                    batch = racks(kind, n, round_)
                    steps = None if kind == "hopeless" else args.steps
                    limit = args.hopeless_limit if kind == "hopeless" else 30.0
                    said = {label: worker.solve(batch, steps, limit)
                            for label, worker in codes.items()}
                    for label, answers in said.items():
                        times[label][kind] += [float(str(seconds)) for seconds, _ in answers]
                    differ[kind] += sum(a[1] != b[1] for a, b in zip(said["then"], said["now"],
                                                                     strict=True))
            for worker in codes.values():
                worker.close()
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force",
                            str(then_tree)], check=False)
    print(f"{args.rounds} rounds of {args.racks} racks of 21 and of 35 tiles (max_steps="
          f"{args.steps}) and {sizes['hopeless']} hopeless ones ({args.hopeless_limit} s limit);"
          " CPU ms")
    for kind in sizes:
        then, now = times["then"][kind], times["now"][kind]
        ratios = [b / a for a, b in zip(then, now, strict=True) if a > 0]
        print(f"{kind:>9} tiles: then {statistics.median(then) * 1e3:8.2f} ms   now "
              f"{statistics.median(now) * 1e3:8.2f} ms   now/then "
              f"x{statistics.median(now) / statistics.median(then):.3g} (per rack "
              f"x{statistics.median(ratios):.3g}); {differ[kind]} racks end otherwise")


if __name__ == "__main__":
    main()
