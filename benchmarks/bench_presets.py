"""How a child fares against each level's bots: the share of the game a child-like player wins.

Run from the repository root::

    python benchmarks/bench_presets.py [--rounds 60] [--players 4] [--games myword,fivetiers]

Seat 0 is ``wordgames.sim.tables.child`` (vocabulary to SCOWL level 35, a 2-second reaction); the
other seats are the preset's bots, with the preset's clock. Each row gives, over ``--rounds``
seeded rounds, the child's share of the cards won (MY WORD!) or of the rounds won (Five Tiers:
among the winners; Word Storm: the lowest score, ties shared), beside the fair share, 1 in the
number of players. The last block plays the rulebook's default bots (three "adult" bots) for
comparison: the baseline the issue measured (a child won 0 of 60 MY WORD! cards).

A benchmark, not a test: it prints what it measured (the rounds are seeded, so a rerun prints
the same numbers).
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from wordgames import GAMES
from wordgames.kit.agents import Skill
from wordgames.kit.seeding import derive_seed
from wordgames.play.presets import NAMES, PRESETS
from wordgames.play.runner import simulate_round
from wordgames.sim.tables import child


def child_share(game_name: str, result: Any) -> float:
    """What the child (seat 0) won of this round: its share of the cards, or of the win."""
    scores = list(result.scores)
    if game_name == "myword":
        total = sum(scores)
        return scores[0] / total if total else 0.0
    if game_name == "wordstorm":
        best = min(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
    else:
        winners = list(result.winners)
    return 1 / len(winners) if 0 in winners else 0.0


def measure(game_name: str, level: str | None, rounds: int, players: int) -> tuple[float, float]:
    """(the child's mean share, seconds taken) over ``rounds`` seeded rounds."""
    info = GAMES[game_name]
    if level is None:
        rules = info.rules()
        bots_skill = Skill.named("adult")
    else:
        chosen = PRESETS[level][game_name]
        rules = chosen.rules()
        bots_skill = chosen.skill
    game = info.game(rules=rules, lexicon=info.default_lexicon(rules))
    shares = []
    start = time.perf_counter()
    for n in range(rounds):
        seed = derive_seed(2026, game_name, n)
        agents = [child(game_name, seed=seed)]
        agents += [info.bot(bots_skill, seed=seed + seat) for seat in range(1, players)]
        _, result = simulate_round(game, agents, random.Random(seed))
        shares.append(child_share(game_name, result))
    return sum(shares) / len(shares), time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", default="myword,fivetiers,wordstorm")
    args = parser.parse_args()
    fair = 1 / args.players
    print(f"child-like player vs {args.players - 1} bots, {args.rounds} rounds each; "
          f"fair share {fair:.2f}")
    print(f"{'game':<10} {'level':<16} {'child share':>11} {'x fair':>7} {'seconds':>8}")
    for game_name in args.games.split(","):
        for level in (*NAMES, None):
            share, seconds = measure(game_name, level, args.rounds, args.players)
            label = level or "adult (default)"
            print(f"{game_name:<10} {label:<16} {share:>11.2f} {share / fair:>7.2f} "
                  f"{seconds:>8.1f}", flush=True)


if __name__ == "__main__":
    main()
