"""One example of everything the games draw, for the tests and for looking at in a browser.

``python -m tests.screens.examples out.html`` writes them all to one page (each output as a
notebook would show it), to check by eye or to screenshot.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import replace
from functools import cache

from wordgames.fivetiers import game as ft
from wordgames.kit.protocol import RoundResult
from wordgames.kit.tiles import Rack, Tile, TileSet
from wordgames.lexicon import Lexicon
from wordgames.myword import game as mw
from wordgames.myword.cards import as_table
from wordgames.myword.claims import check_claim, find_claims
from wordgames.screens import common, myword, wordstorm
from wordgames.wordstorm import game as ws
from wordgames.wordstorm.board import Board
from wordgames.wordstorm.check import check
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.solver import solve

#: The Word Storm rulebook's worked example: CLIMB is a word, HAOX is misspelled.
HOAX = Grid.parse("""
CLIMB...
....HAOX
""")
GOOD = Grid.parse("""
CAT.
..?.
.DOG
""")
FIVE_TIERS_WORDS = ("at", "dog", "cats", "mouse", "planet")
FIVE_TIERS_RACK = [*"AT", *"DOG", *"CATS", *"MOUSE", *"PLANE", "?"]
FIVE_TIERS_LOSER = [*"QZXJKVWYBFHMPEEIOU", "'", "R"]


@cache
def lexicon() -> Lexicon:
    return Lexicon.default()


def wordstorm_round() -> tuple[ws.Game, ws.State]:
    """A two-player round near its end: one good crossword (on special squares), one not."""
    game = ws.Game(lexicon=lexicon())
    state = game.new_round(players=2, rng=random.Random(5))
    # The good crossword's C goes on a special square of its side.
    r, c = min(p for p in game.board.sides[0].special if p[0] <= 7 and p[1] <= 16)
    good = GOOD.shifted(r, c)
    state = replace(state, hands=(("E",), ("G", "N")), grids=(good, HOAX), now=93.5)
    return game, state


def wordstorm_examples() -> dict[str, str]:
    game, state = wordstorm_round()
    ended = replace(state, ended=True, finished_by=0)
    result = game.result(ended)
    assert result is not None
    return {
        "Word Storm grid (wild and special squares)": wordstorm.grid_html(
            GOOD, special=[(0, 0), (2, 3)], wilds={(1, 2): "H"}
        ),
        "Word Storm board": wordstorm.board_html(Board.load("default")),
        "Word Storm state": state._repr_html_(),
        "Word Storm view": game.view(state, 0)._repr_html_(),
        "Word Storm check (correct)": check(GOOD, lexicon())._repr_html_(),
        "Word Storm check (not correct)": check(HOAX, lexicon())._repr_html_(),
        "Word Storm score breakdown": result.breakdowns[1]._repr_html_(),
        "Word Storm score breakdown, a correct crossword": result.breakdowns[0]._repr_html_(),
        "Word Storm state, round over": ended._repr_html_(),
        "Word Storm round over": wordstorm.round_html(ended, result, game.board),
        "Word Storm solution": solve(
            list("WORDSTORM?"), lexicon(), seed=1, max_steps=20000
        )._repr_html_(),
        "round result (generic)": result._repr_html_(),
    }


def myword_state() -> mw.State:
    table = as_table(["M", "??", "K", "SH", "E", "R"])
    rest = as_table([*"MKSHER", *"TOPAZ"])[6:]
    verdict = check_claim(table[:3], "mask", lexicon())
    return mw.State(
        players=3,
        dealer=1,
        deck=rest,
        table=table,
        piles=(
            mw.Pile(cards=as_table(list("CAT")), claims=1),
            mw.Pile(),
            mw.Pile(invalid_claims=1),
        ),
        owed=(0, 1),
        now=14.0,
        pace_from=14.0,
        last_check=verdict,
    )


def myword_examples() -> dict[str, str]:
    state = myword_state()
    game = mw.Game(lexicon=lexicon())
    points = mw.Points(cards=7, bonus=2, claims=2, invalid_claims=1, free_cards=1)
    rounds = tuple(
        RoundResult("myword", scores=s, winners=w, extra={"dealer": d})
        for s, w, d in (((7, 3), (0,), 0), ((4, 9), (1,), 1), ((5, 5), (0, 1), 0))
    )
    match = _Match(rounds, (16, 17), (1,))
    return {
        "MY WORD! cards": common.page(myword.cards(state.table)),
        "MY WORD! claims": find_claims(["C", "A", "T", "S", "??"], lexicon())._repr_html_(),
        "MY WORD! claim allowed": check_claim(["M", "K", "??"], "mask", lexicon())._repr_html_(),
        "MY WORD! claim not allowed": check_claim(
            ["SH", "U", "E"], "hues", lexicon()
        )._repr_html_(),
        "MY WORD! state": state._repr_html_(),
        "MY WORD! view": game.view(state, 2)._repr_html_(),
        "MY WORD! points": points._repr_html_(),
        "match result": common.match_html(match),
    }


class _Match:
    """A stand-in for a match result (rounds, totals, winners): what ``match_html`` reads."""

    def __init__(
        self, rounds: tuple[RoundResult, ...], totals: tuple[int, ...], winners: tuple[int, ...]
    ) -> None:
        self.rounds, self.totals, self.winners = rounds, totals, winners


def fivetiers_round() -> tuple[ft.Game, ft.State]:
    game = ft.Game(lexicon=Lexicon.default(80, contractions=True))
    state = game.deal([FIVE_TIERS_RACK, FIVE_TIERS_LOSER], subject="Foods")
    state = game.apply(state, ft.Arrange(1, (None, "fix", None, None, None), at=3.0))
    return game, game.apply(state, ft.Declare(0, FIVE_TIERS_WORDS, at=5.0))


def fivetiers_examples() -> dict[str, str]:
    game, state = fivetiers_round()
    declared = state.declarations[0]
    assert declared is not None
    over = state
    while over.outcome is None:
        plan = game.scheduled(over)
        assert plan is not None
        over = game.apply(over, plan.action)
    return {
        "Five Tiers arrangement": declared.arrangement._repr_html_(),
        "Five Tiers state": state._repr_html_(),
        "Five Tiers view": game.view(state, 1)._repr_html_(),
        "Five Tiers score sheet, the winner's": over.outcome.breakdowns[0]._repr_html_(),
        "Five Tiers score sheet, the loser's": over.outcome.breakdowns[1]._repr_html_(),
        "Five Tiers state, round over": over._repr_html_(),
    }


def common_examples() -> dict[str, str]:
    wordstorm_tiles = TileSet.load("wordstorm")
    return {
        "tile": Tile("QU", 10)._repr_html_(),
        "rack": Rack(("Q", "U", "?", "E"), wordstorm_tiles)._repr_html_(),
        "tile set": TileSet.load("myword")._repr_html_(),
        "rack, large (scale 2)": common.rack_html(["B", "I", "G"], wordstorm_tiles.values, scale=2),
    }


def shown(output: str) -> str:
    """An output without its stylesheet: what it says (the stylesheet's ✓ and ✗ are marks'
    rules, not marks)."""
    return re.sub(r"<style>.*?</style>", "", output, flags=re.S)


def examples() -> dict[str, str]:
    """Every example output, by name."""
    return {
        **common_examples(),
        **wordstorm_examples(),
        **myword_examples(),
        **fivetiers_examples(),
    }


def gallery(outputs: dict[str, str]) -> str:
    """One page showing each output under its name, as a notebook would."""
    parts = [
        f"<h3 style='font:600 14px sans-serif;margin:18px 0 4px'>{common.escape(name)}</h3>{html}"
        for name, html in outputs.items()
    ]
    return (
        "<!doctype html><meta charset='utf-8'><body style='background:#eee;margin:16px'>"
        + "".join(parts)
        + "</body>"
    )


if __name__ == "__main__":
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write(gallery(examples()))
