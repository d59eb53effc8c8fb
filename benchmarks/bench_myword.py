"""MY WORD! speed: the word spotter and whole simulated games.

Run from the repository root::

    python benchmarks/bench_myword.py [--tables 200] [--baseline-tables 25] [--games 20]

1. ``find_claims`` on seeded 12-card tables: ten cards drawn from the deck without its wilds,
   plus one ``?`` and one ``??``; level-70 lexicon. Timed twice: the claimable words (what
   ``find_claims`` computes at once; the card sets are worked out when asked for), and the
   words with the card set of every word worked out. The baseline checks every lexicon word
   against the table, one at a time, with the same exact spelling search the spotter uses for
   its few doubtful words (``spotter.spellable``). It takes ~0.4 s a table, so it (and the
   every-card-set timing, ~0.2 s a table) runs on the first ``--baseline-tables`` tables; the
   ratios compare medians over those same tables.
2. A whole 4-player game (4 rounds of 60 cards) with four bots (beginner, student, adult,
   expert) through ``runner.simulate_round``. The baseline plays the same seeded games with
   the bots' shared per-table cache of spotted words turned off (every bot spots every table
   itself).

Warm-up (loading the lexicon and building its bitset index) is done before timing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from wordgames.kit.agents import Skill
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon
from wordgames.myword import bot as bot_module
from wordgames.myword.bot import Bot
from wordgames.myword.cards import Cards
from wordgames.myword.claims import find_claims
from wordgames.myword.game import Game, Rules
from wordgames.myword.spotter import CardCounts, spellable
from wordgames.play.table import play_match

T = TypeVar("T")


def tables(n: int) -> list[list[str]]:
    cards = [f for f in TileSet.load("myword").tiles() if f not in ("?", "??")]
    return [[*random.Random(seed).sample(cards, 10), "?", "??"] for seed in range(n)]


def brute_force(table: list[str], words: list[str], min_cards: int = 3) -> set[str]:
    hand = CardCounts.of(table)
    most = hand.letters
    return {w for w in words if min_cards <= len(w) <= most and spellable(w, hand, min_cards)}


def every_card_set(table: list[str], lex: Lexicon) -> dict[str, Cards]:
    return dict(find_claims(table, lex).items())


def timed(fn: Callable[[], T]) -> tuple[float, T]:
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def bench_spotter(lex: Lexicon, n_tables: int, n_baseline: int) -> None:
    words = [w for w in lex if w.isalpha()]
    fast, sizes = [], []
    for table in tables(n_tables):
        seconds, claims = timed(partial(find_claims, table, lex))
        fast.append(seconds)
        sizes.append(len(claims))
    full, slow = [], []
    for table in tables(n_baseline):
        seconds, pairs = timed(partial(every_card_set, table, lex))
        full.append(seconds)
        seconds, found = timed(partial(brute_force, table, words))
        slow.append(seconds)
        assert found == set(pairs), "spotter and brute force disagree"
    ms = 1000.0
    med = statistics.median
    print(f"find_claims, 12 cards incl. '?' and '??', level 70, {n_tables} seeded tables "
          f"(median {med(sizes):.0f} claimable words a table)")
    print(f"  find_claims (words; card sets on demand): median {med(fast) * ms:8.2f} ms"
          f"   [target <= 10 ms]")
    print(f"  on the first {n_baseline} tables:")
    same = fast[:n_baseline]
    print(f"    find_claims:                         median {med(same) * ms:8.2f} ms")
    print(f"    find_claims + every word's card set: median {med(full) * ms:8.2f} ms")
    print(f"    baseline, every lexicon word checked: median {med(slow) * ms:8.1f} ms")
    print(f"    ratio baseline / find_claims:          {med(slow) / med(same):6.1f}x"
          f"   [target >= 20x]")
    print(f"    ratio baseline / with every card set:  {med(slow) / med(full):6.1f}x")


def bench_games(lex: Lexicon, n_games: int) -> None:
    game = Game(Rules(), lex)
    names = ["beginner", "student", "adult", "expert"]

    def one(seed: int) -> float:
        bots = [Bot(Skill.named(n), seed=seed * 4 + i) for i, n in enumerate(names)]
        seconds, _ = timed(partial(play_match, game, bots, seed))
        return seconds

    ours = [one(seed) for seed in range(n_games)]
    cached = bot_module._claims
    bot_module._claims = find_claims  # every bot spots every table itself
    try:
        base = [one(seed) for seed in range(n_games)]
    finally:
        bot_module._claims = cached
    print(f"whole 4-player game (4 rounds x 60 cards), 4 bots, {n_games} seeded games")
    print(f"  median {statistics.median(ours):.3f} s a game")
    print(f"  baseline, no shared spotting cache: median {statistics.median(base):.3f} s")
    print(f"  ratio baseline / ours: {statistics.median(base) / statistics.median(ours):.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--baseline-tables", type=int, default=25)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    lex = Lexicon.default(70)
    find_claims(["C", "A", "T", "SH", "?", "??"], lex)  # warm-up: index and bigrams
    bench_spotter(lex, args.tables, args.baseline_tables)
    bench_games(lex, args.games)


if __name__ == "__main__":
    main()
