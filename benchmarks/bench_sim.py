"""Simulation speed: seconds per simulated game or round, scaling over workers, flat memory.

    python benchmarks/bench_sim.py                       # everything (about 15 minutes on 2 cores)
    python benchmarks/bench_sim.py --skip-memory         # the quick parts
    python benchmarks/bench_sim.py --against 0da9f61     # side by side with that commit's code
    python benchmarks/bench_sim.py --against REF --strength 200   # and the bots' strength
    python benchmarks/bench_sim.py --against REF --only wordstorm --strength 200  # one game
    python benchmarks/bench_sim.py --against c500b7f --strength 400 --then-rules  # like rules
    python benchmarks/bench_sim.py --plain-gc ...        # workers without the sim's gc tuning

The working tree plays with its compiled searches (Word Storm's, Five Tiers') when they are built
and current
(``make benchmarks`` builds it; the first line says which); the code of ``--against`` runs from
its sources.

1. Medians with 4 adult bots: a MY WORD! game (4 rounds), a Five Tiers round, a Word Storm
   round, each beside the same rounds replayed through the rules engine alone (the baseline:
   what the bots' thinking adds). Times are the CPU seconds of the process that plays (so other
   work on a shared machine does not count) and the wall seconds.
2. ``--against REF``: the same rounds, in the same run, played by the code of commit ``REF``
   too (checked out in a temporary ``git worktree``, imported by a worker process of its own),
   the two interleaved sample by sample; the ratio of the medians is the speed-up. Code from
   before the protocol (``wordgames.GAMES`` as a mapping, 302a603), such as c500b7f, plays
   with each game's own ``Game`` and seat-seeded ``Bot`` (``_legacy``): the same rules, other
   games for the same seed, so only the strength check compares them.
   ``--strength N``: both codes play ``N`` rounds per game and skill preset (4 bots of that
   preset) on the same seeds; the mean score per round of each, with the 95% interval of
   today's (REF's) code, says whether the bots' strength stayed within it. Where the two codes
   play other games for a seed (REF from before the protocol), the two means are independent
   samples: then the difference with its own (Welch) interval says whether a change is shown,
   since a second sample's mean falls outside the first's 95% interval about one time in six
   with no change at all. ``--then-rules``: today's code plays under the rules of c500b7f's
   day where the rules audit has changed them since (``_then_game``), so that a change of
   rules is not read as a change of the bots.
3. A 200-round Word Storm sweep on 1 and on 2 worker processes: rounds per second and the ratio.
4. A 10,000-round MY WORD! sweep (2 players: 5,000 games of 2 rounds) on 2 workers, sampling
   the memory of this process and of the workers: flat when the records are streamed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PRESETS = ("beginner", "student", "adult", "expert")


# -- what a worker does (run with either code base on its path) ---------------------------------


def _replay(game: Any, start: Any, events: Any) -> float:
    """CPU seconds to apply a round's recorded actions to its first state: the engine alone."""
    began = time.process_time()
    state = start
    for event in events:
        state = game.apply(state, event.action)
    return time.process_time() - began


def _legacy(name: str, skill: str, seed: int) -> tuple[Any, list[Any]]:
    """A game and 4 bots of code from before the protocol (``wordgames.GAMES``, 302a603), such
    as c500b7f, the main of the day issue 16 was filed: each game's own ``Game`` and ``Bot``.

    Each sample's bots get seeds of their own (``seed``'s), not their seat alone as that day's
    simulator gave them: bots seeded by seat replay the same draws of chance (delays, slips, the
    searches' seeds) in every sample, so the samples would not be independent and the strength
    check's interval for that code would be too narrow (at 400 Word Storm rounds its expert
    measured 12.43, 11.85 to 13.00, seeded by seat, and 12.08, 11.52 to 12.64, seeded so).
    """
    import importlib

    package = importlib.import_module(f"wordgames.{name}")
    return package.Game(), [package.Bot(skill, seed=seed * 8 + seat + 1) for seat in range(4)]


def _legacy_match(game: Any, bots: list[Any], seed: int) -> tuple[list[Any], list[Any]]:
    """A MY WORD! game of 4 rounds as ``myword.match.play_game`` of before the protocol played
    it (one stream for the whole game), with each round's first state for the replay."""
    from wordgames.play.runner import simulate_round

    rng = random.Random(seed)
    starts, rounds = [], []
    for number in range(4):
        for bot in bots:
            reset = getattr(bot, "reset", None)
            if callable(reset):
                reset()
        starts.append(game.new_round(4, rng, dealer=number))
        rounds.append(simulate_round(game, bots, rng, state=starts[-1])[1])
    return starts, rounds


def _then_game(name: str) -> Any:
    """``name``'s game under the readings c500b7f took where the rules audit changed them since:
    Word Storm's "most_value" removal of misplaced tiles (728db4b made the rulebook's the
    default), and each game's dictionary of that day (bc51094: Word Storm and MY WORD! lost
    slang, Five Tiers its bare prefixes and suffixes)."""
    from wordgames import GAMES
    from wordgames.lexicon import Lexicon

    info = GAMES[name]
    if name == "wordstorm":
        from wordgames.wordstorm.game import Game, Rules

        return Game(Rules(removal="most_value"), lexicon=Lexicon.default(slang=True))
    if name == "fivetiers":
        return info.game(lexicon=Lexicon.default(80, contractions=True, affixes=True))
    return info.game(lexicon=Lexicon.default(slang=True))


def play_sample(name: str, seed: int, skill: str = "adult",
                then_rules: bool = False) -> dict[str, Any]:
    """One sample: a round (a MY WORD! game of 4 rounds) with 4 bots of ``skill``;
    ``then_rules``: under the rules of c500b7f's day (:func:`_then_game`)."""
    from wordgames import GAMES  # before the protocol: a tuple of names
    from wordgames.play.runner import simulate_round

    legacy = not hasattr(GAMES, "get_info")
    if legacy:
        game, bots = _legacy(name, skill, seed)
    else:
        info = GAMES[name]
        game = _then_game(name) if then_rules else info.game()
        bots = [info.bot(skill) for _ in range(4)]
    wall, cpu = time.perf_counter(), time.process_time()
    if name == "myword" and legacy:
        starts, played = _legacy_match(game, bots, seed)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        engine = sum(_replay(game, start, r.events)
                     for start, r in zip(starts, played, strict=True))
        scores = [s for r in played for s in r.scores]
    elif name == "myword":
        from wordgames.play.table import play_match

        match = play_match(game, bots, seed)
        rounds = match.rounds
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        engine = 0.0
        for number, result in enumerate(rounds, start=1):
            from wordgames.kit.seeding import derive_seed

            rng = random.Random(derive_seed(seed, "round", number))
            start = game.new_round(4, rng, dealer=(number - 1) % 4)
            engine += _replay(game, start, result.events)
        scores = [s for r in rounds for s in r.scores]
    else:
        rng = random.Random(seed)
        start = game.new_round(4, rng)
        _, result = simulate_round(game, bots, rng, state=start)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        engine = _replay(game, start, result.events)
        scores = list(result.scores)
    return {"cpu": cpu, "wall": wall, "engine": engine, "scores": scores}


def worker() -> None:
    """Answer one JSON request per line on stdin with one JSON line on stdout."""
    from wordgames.lexicon import Lexicon

    Lexicon.default().words_from(["A"])  # the spelling index, built once, as a long run would
    # The simulator's workers tune the garbage collector (wordgames.sim.engine.tune_gc): so
    # does this one, where its code has that and --plain-gc is not given (Worker says which).
    tune = None
    if os.environ.get("BENCH_TUNE_GC"):
        from wordgames.sim.engine import tune_gc as tune

        tune()
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("quit"):
            break
        answer = play_sample(request["game"], request["seed"], request.get("skill", "adult"),
                             request.get("then_rules", False))
        if tune is not None:
            tune(settle=True)  # after the first game, as a simulation worker does
            tune = None
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


class Worker:
    """A worker process importing the ``wordgames`` of ``root``."""

    def __init__(self, root: Path, label: str) -> None:
        env = {**os.environ, "PYTHONPATH": str(root), "PYTHONHASHSEED": "0"}
        engine = root / "wordgames" / "sim" / "engine.py"
        if (not os.environ.get("BENCH_PLAIN_GC") and engine.exists()
                and "def tune_gc(" in engine.read_text()):
            env["BENCH_TUNE_GC"] = "1"  # this code's simulation workers tune the collector
        self.label = label
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker"], env=env, cwd=str(root),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, game: str, seed: int, skill: str = "adult",
            then_rules: bool = False) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        request = {"game": game, "seed": seed, "skill": skill, "then_rules": then_rules}
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.label} worker died")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps({"quit": True}) + "\n")
        self.process.stdin.close()
        self.process.wait(timeout=60)


# -- the parent -----------------------------------------------------------------------------------


LABELS = {"myword": "MY WORD! game (4 rounds), 4 bots", "fivetiers": "Five Tiers round, 4 bots",
          "wordstorm": "Word Storm round, 4 bots"}
TARGETS = {"myword": 1.0, "fivetiers": 0.5, "wordstorm": 5.0}
SPEEDUPS = {"myword": 2.0, "fivetiers": 2.0, "wordstorm": 5.0}


def medians(workers: dict[str, Worker], game: str, n: int) -> dict[str, dict[str, float]]:
    """Median CPU, wall and engine seconds per sample for each worker, samples interleaved
    (the order alternating) so that a busy moment of the machine falls on both."""
    samples: dict[str, list[dict[str, Any]]] = {label: [] for label in workers}
    for w in workers.values():
        w.ask(game, 10**6)  # warm: each bot's vocabulary and the solvers' caches, once
    labels = list(workers)
    for seed in range(n):
        order = labels if seed % 2 == 0 else labels[::-1]
        for label in order:
            samples[label].append(workers[label].ask(game, seed))
    out = {}
    for label, rows in samples.items():
        out[label] = {key: statistics.median(r[key] for r in rows)
                      for key in ("cpu", "wall", "engine")}
        out[label]["n"] = len(rows)
        out[label]["samples"] = [r["scores"] for r in rows]  # type: ignore[assignment]
        out[label]["total"] = sum(r["cpu"] for r in rows)
    return out


def ratio_of_totals(result: dict[str, dict[str, float]]) -> float:
    """Before's CPU seconds over now's, summed over the same samples (less swayed by which
    sample is the median)."""
    return result["before"]["total"] / result["now"]["total"]


def report(game: str, result: dict[str, dict[str, float]]) -> None:
    label = LABELS[game]
    for code, m in result.items():
        bots = m["cpu"]
        verdict = "met" if bots <= TARGETS[game] else "MISSED"
        engine = max(m["engine"], 1e-9)
        print(f"{label:<34} [{code:>8}] median {bots:7.3f} s CPU, {m['wall']:7.3f} s wall "
              f"(target <= {TARGETS[game]} s: {verdict}); engine alone {engine * 1000:7.2f} ms; "
              f"bots add x{bots / engine:,.0f}  [n = {m['n']}]")
    if "before" in result and "now" in result:
        ratio = result["before"]["cpu"] / result["now"]["cpu"]
        wall = result["before"]["wall"] / result["now"]["wall"]
        verdict = "met" if ratio >= SPEEDUPS[game] else "MISSED"
        same = sum(a == b for a, b in zip(result["before"]["samples"], result["now"]["samples"],
                                          strict=True))
        total = ratio_of_totals(result)
        print(f"{label:<34} speed-up x{ratio:.2f} CPU (medians), x{total:.2f} (totals), "
              f"x{wall:.2f} wall (target >= x{SPEEDUPS[game]:g}: {verdict}); the same scores "
              f"on {same} of {len(result['now']['samples'])} samples")


def strength(workers: dict[str, Worker], rounds: int,
             games: tuple[str, ...] = ("myword", "fivetiers", "wordstorm"),
             then_rules: bool = False) -> None:
    """Mean score per round per player, per game and preset, both codes on the same seeds
    (``then_rules``: today's code under the rules of the day of REF, :func:`_then_game`)."""
    sys.path.insert(0, str(ROOT))
    from wordgames.sim.stats import cluster_mean_ci, independent_difference

    print(f"Bots' strength: mean score per round per player, 4 bots of one preset, "
          f"{rounds} rounds (MY WORD!: {rounds} games of 4 rounds) on the same seeds"
          + ("; now under the rules of c500b7f's day (--then-rules)" if then_rules else ""))
    within_all = True
    changed: list[str] = []
    for game in games:
        for skill in PRESETS:
            est = {}
            for label, w in workers.items():
                values, clusters = [], []
                for seed in range(rounds):
                    scores = w.ask(game, 5000 + seed, skill,
                                   then_rules and label == "now")["scores"]
                    values.extend(scores)
                    clusters.extend([seed] * len(scores))
                est[label] = cluster_mean_ci(values, clusters, unit="rounds", obs="player-rounds")
            before, now = est["before"], est["now"]
            ok = before.low <= now.mean <= before.high
            within_all &= ok
            change = independent_difference(before, now)
            shown = change.excludes(0.0)
            if shown:
                changed.append(f"{game} {skill}")
            print(f"  {game:<10} {skill:<9} before {before}; now {now.mean:.3f}"
                  f"{' (identical)' if now.mean == before.mean else ''}: "
                  f"{'within' if ok else 'OUTSIDE'} today's 95% interval; now - before "
                  f"{change.mean:+.2f} (95% CI {change.low:+.2f} to {change.high:+.2f})"
                  f"{': a change' if shown else ''}")
    print(f"Bots' strength within today's 95% intervals for every game and preset: "
          f"{'yes' if within_all else 'NO'}")
    print(f"Differences whose 95% interval leaves out 0: {', '.join(changed) or 'none'} of "
          f"{len(games) * len(PRESETS)} (about 1 in 20 by chance alone)")


def _search_build() -> str:
    """Whether this checkout's searches run compiled (``make`` builds them first)."""
    from wordgames.kit import native

    compiled = native.running_compiled()
    return ("compiled (mypyc)" if len(compiled) == len(native.COMPILED)
            else "partly compiled" if compiled
            else "from their sources (python scripts/build_native.py compiles them)")


def checkout(ref: str) -> Path:
    """A temporary worktree of ``ref`` (detached): the code to compare with."""
    path = Path(tempfile.mkdtemp(prefix="bench-sim-")) / "before"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(path), ref],
                   check=True)
    return path


def scaling(n: int) -> None:
    from wordgames.sim import simulate

    rates = {}
    for workers in (1, 2):
        began = time.perf_counter()
        simulate("wordstorm", n, players=4, rules={"rounds": 1}, seed=1, workers=workers,
                 progress=False)
        rates[workers] = n / (time.perf_counter() - began)
        print(f"Word Storm {n}-round sweep, {workers} worker(s): {rates[workers]:.2f} rounds/s")
    ratio = rates[2] / rates[1]
    verdict = "met" if ratio >= 1.7 else "MISSED"
    print(f"2 workers / 1 worker: x{ratio:.2f} (target >= 1.7: {verdict})")


def rss_mb(pid: int | str = "self") -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def memory(games: int) -> None:
    from wordgames.sim import simulate

    samples: list[tuple[float, float, float]] = []
    done = threading.Event()
    me = os.getpid()

    def sample() -> None:
        began = time.perf_counter()
        while not done.is_set():
            workers = sum(rss_mb(child) for child in children(me))
            samples.append((time.perf_counter() - began, rss_mb(), workers))
            time.sleep(0.5)

    watcher = threading.Thread(target=sample, daemon=True)
    before = rss_mb()
    watcher.start()
    frame = simulate("myword", games, players=2, seed=3, workers=2, progress=False)
    done.set()
    watcher.join()
    rounds = len(frame) // 2
    quarter = max(1, len(samples) // 4)
    early, late = samples[:quarter], samples[-quarter:]
    mean = statistics.fmean
    print(f"MY WORD! sweep: {rounds:,} rounds, {len(frame):,} records, "
          f"{samples[-1][0]:.0f} s, memory sampled {len(samples)} times")
    for column, label in ((1, "this process"), (2, "workers (sum)")):
        print(f"  {label}: first quarter {mean(s[column] for s in early):.0f} MB, "
              f"last quarter {mean(s[column] for s in late):.0f} MB, "
              f"peak {max(s[column] for s in samples):.0f} MB")
    print(f"  this process before the sweep: {before:.0f} MB")
    print(f"  the frame itself: {frame.memory_usage(deep=True).sum() / 2**20:.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="samples per median (default 10)")
    parser.add_argument("--sweep", type=int, default=200)
    parser.add_argument("--memory-games", type=int, default=5000)
    parser.add_argument("--skip-memory", action="store_true")
    parser.add_argument("--skip-sweep", action="store_true")
    parser.add_argument("--against", metavar="REF", help="compare with this commit's code")
    parser.add_argument("--strength", type=int, default=0, metavar="N",
                        help="with --against: N rounds per game and preset for the bots' strength")
    parser.add_argument("--then-rules", action="store_true",
                        help="with --strength: today's code under the rules of c500b7f's day "
                             "(Word Storm's most_value removal, each game's dictionary of then)")
    parser.add_argument("--only", choices=sorted(LABELS), action="append",
                        help="time only these games")
    parser.add_argument("--plain-gc", action="store_true",
                        help="workers keep Python's garbage collector settings")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.plain_gc:
        os.environ["BENCH_PLAIN_GC"] = "1"
    if args.worker:
        worker()
        return
    sys.path.insert(0, str(ROOT))
    before = checkout(args.against) if args.against else None
    workers = {"now": Worker(ROOT, "now")}
    if before is not None:
        workers = {"before": Worker(before, "before"), **workers}
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f}"
          + (f"; before = {args.against}, now = the working tree" if before else "")
          + f"; now's searches {_search_build()}")
    try:
        for game in args.only or ("myword", "fivetiers", "wordstorm"):
            report(game, medians(workers, game, args.games))
        if before is not None and args.strength:
            strength(workers, args.strength,
                     tuple(args.only) if args.only else ("myword", "fivetiers", "wordstorm"),
                     args.then_rules)
    finally:
        for w in workers.values():
            w.close()
        if before is not None:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force",
                            str(before)], check=False)
    if not args.skip_sweep:
        scaling(args.sweep)
    if not args.skip_memory:
        memory(args.memory_games)


if __name__ == "__main__":
    main()
