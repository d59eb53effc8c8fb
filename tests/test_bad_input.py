"""The bad-input corpus: malformed input at every public entry point, each answered by a
``WordgamesError`` subclass whose message says what is wrong (and where).

One row per case: an id, what to call, the error class expected and a part of its message.
Word lists (``tests/test_lexicon_input.py``) and saved games (``tests/test_saving.py``) have
corpora of their own beside this one. Each case also asserts that nothing escapes but the
expected class: a bare ``ValueError``, ``TypeError`` or ``RecursionError`` fails it.
"""

from __future__ import annotations

import csv
import math
import os
import random
import signal
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.cli import run_cli
from wordgames import GAMES, design, fivetiers, myword, wordstorm
from wordgames.classroom import Exercise, Progress, WordList, make_exercise
from wordgames.design import evaluate
from wordgames.errors import IllegalAction, InvalidInput, UnknownGame, WordgamesError
from wordgames.kit.agents import Skill
from wordgames.kit.files import read_bytes
from wordgames.kit.tiles import Bag, TileSet
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import check_claim
from wordgames.play.table import play_match
from wordgames.saving import from_json, load
from wordgames.sim import load_results, save_results, simulate, sweep
from wordgames.sim.results import writable_results_path
from wordgames.wordstorm.board import Board
from wordgames.wordstorm.check import check
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.scoring import score_crossword
from wordgames.wordstorm.solver import solve

ROOT = Path(__file__).resolve().parent.parent
NAN, INF = math.nan, math.inf
LEX = Lexicon.from_words(["cat", "act", "at", "ta", "dog", "god", "mask"])
VALUES = dict(TileSet.load("wordstorm").values)


def _ws_state() -> Any:
    return wordstorm.Game(lexicon=LEX).new_round(2, random.Random(1))


def _my_state() -> Any:
    return myword.Game(lexicon=LEX).new_round(2, random.Random(1))


def _ft_state() -> Any:
    return fivetiers.Game(lexicon=LEX).new_round(2, random.Random(1))


Case = tuple[str, Callable[[], object], type[WordgamesError], str]

GRIDS: list[Case] = [
    ("check-text", lambda: check("CAT", LEX), InvalidInput, "check needs a Grid, not str"),
    ("check-empty-text", lambda: check("", LEX), InvalidInput, "use Grid.parse(text)"),
    ("check-none", lambda: check(None, LEX), InvalidInput, "check needs a Grid, not NoneType"),
    ("check-negative-position", lambda: check({(-1, 0): "A", (0, 0): "T"}, LEX), InvalidInput,
     "off the board (negative)"),
    ("check-bad-face", lambda: check({(0, 0): "a"}, LEX), InvalidInput,
     "is not a Word Storm tile"),
    ("check-position-not-pair", lambda: check({(0, 0, 0): "A"}, LEX), InvalidInput,
     "a grid position is (row, column)"),
    ("check-bool-position", lambda: check({(True, 0): "A"}, LEX), InvalidInput,
     "a grid position is (row, column)"),
    ("check-no-lexicon", lambda: check(Grid.parse("CAT"), None), InvalidInput,
     "check needs a Lexicon"),
    ("parse-none", lambda: Grid.parse(None), InvalidInput,  # type: ignore[arg-type]
     "grid text must be a string"),
    ("parse-blank", lambda: Grid.parse("   \n  "), InvalidInput, "empty grid text"),
    ("parse-dollar", lambda: Grid.parse("AB\nC$"), InvalidInput,
     "line 2, column 2: unknown character '$'"),
    ("parse-lowercase", lambda: Grid.parse("cat"), InvalidInput,
     "lowercase letter 'c' in a grid"),
    ("parse-tab", lambda: Grid.parse("A\tB"), InvalidInput, "tab in a grid"),
    ("parse-inner-space", lambda: Grid.parse("A B"), InvalidInput, "a space in a grid"),
    ("parse-blank-row", lambda: Grid.parse("AB\n\nCD"), InvalidInput,
     "blank row inside a grid"),
    ("grid-face-qu", lambda: Grid({(0, 0): "QU"}), InvalidInput, "is not a Word Storm tile"),
    ("grid-face-none", lambda: Grid({(0, 0): None}), InvalidInput,  # type: ignore[dict-item]
     "is not a Word Storm tile"),
    ("grid-float-position", lambda: Grid({(0.5, 0): "A"}), InvalidInput,  # type: ignore[dict-item]
     "a grid position is (row, column)"),
]

TILES: list[Case] = [
    ("solve-none", lambda: solve(None, LEX), InvalidInput,  # type: ignore[arg-type]
     "tiles must be a list of tile faces"),
    ("solve-one-string", lambda: solve("CAT", LEX), InvalidInput,
     "tiles must be a list of tile faces"),
    ("solve-double-letter", lambda: solve(["QU", "A"], LEX), InvalidInput,
     "'QU' is not a Word Storm tile"),
    ("solve-digit", lambda: solve(["1"], LEX), InvalidInput, "'1' is not a Word Storm tile"),
    ("solve-int-tile", lambda: solve([7], LEX), InvalidInput,  # type: ignore[list-item]
     "7 is not a Word Storm tile"),
    ("solve-no-lexicon", lambda: solve(["A"], "words"), InvalidInput,  # type: ignore[arg-type]
     "solve needs a Lexicon"),
    ("solve-time-text", lambda: solve(["A"], LEX, time_limit="x"),  # type: ignore[arg-type]
     InvalidInput, "time_limit must be a positive number of seconds, not 'x'"),
    ("solve-time-nan", lambda: solve(["A"], LEX, time_limit=NAN), InvalidInput,
     "time_limit must be a positive number"),
    ("solve-time-inf", lambda: solve(["A"], LEX, time_limit=INF), InvalidInput,
     "time_limit must be a positive number"),
    ("solve-time-zero", lambda: solve(["A"], LEX, time_limit=0), InvalidInput,
     "time_limit must be a positive number"),
    ("solve-time-bool", lambda: solve(["A"], LEX, time_limit=True), InvalidInput,
     "time_limit must be a positive number"),
    ("solve-grid-text", lambda: solve(["A"], LEX, grid="CAT"),  # type: ignore[arg-type]
     InvalidInput, "solve's grid must be a Grid or None"),
    ("solve-seed-text", lambda: solve(["A"], LEX, seed="abc"),  # type: ignore[arg-type]
     InvalidInput, "seed must be a whole number"),
    ("solve-steps-zero", lambda: solve(["A"], LEX, max_steps=0), InvalidInput,
     "max_steps must be a whole number >= 1"),
    ("solve-size-bad", lambda: solve(["A"], LEX, size=(0, 5)), InvalidInput,
     "size must be (rows, columns)"),
    ("solve-values-list", lambda: solve(["A"], LEX, values=[1]),  # type: ignore[arg-type]
     InvalidInput, "values must be a mapping"),
    ("score-hand-string", lambda: score_crossword(Grid.parse("CAT"), "GN", LEX, VALUES),
     InvalidInput, "the tiles in hand are a list of faces"),
    ("score-hand-none", lambda: score_crossword(Grid.parse("CAT"), None, LEX, VALUES),
     InvalidInput, "the tiles in hand are a list of faces"),  # type: ignore[arg-type]
    ("score-hand-bad-face", lambda: score_crossword(Grid.parse("CAT"), ["g"], LEX, VALUES),
     InvalidInput, "'g' in hand is not a Word Storm tile"),
    ("score-grid-text", lambda: score_crossword("CAT", [], LEX, VALUES),  # type: ignore[arg-type]
     InvalidInput, "a crossword to score is a Grid, not str"),
    ("score-values-none", lambda: score_crossword(Grid.parse("CAT"), [], LEX, None),
     InvalidInput, "tile values are a mapping"),  # type: ignore[arg-type]
    ("score-special-text", lambda: score_crossword(Grid.parse("CAT"), [], LEX, VALUES,
                                                   special="A1"),
     InvalidInput, "special squares are (row, column) positions"),
    ("score-multiplier-negative", lambda: score_crossword(Grid.parse("CAT"), [], LEX, VALUES,
                                                          misplaced_multiplier=-1),
     InvalidInput, "misplaced_multiplier must be a whole number >= 0"),
    ("score-removal-unknown", lambda: score_crossword(Grid.parse("CAT"), [], LEX, VALUES,
                                                      removal="kindest"),
     InvalidInput, "removal must be 'rulebook' or 'most_value'"),
    ("tileset-unknown", lambda: TileSet.load("klingon"), InvalidInput, "klingon"),
    ("bag-draw-too-many", lambda: Bag(TileSet.load("wordstorm"), seed=1).draw(101),
     WordgamesError, "101"),
    ("wordstorm-five-wilds", lambda: wordstorm.Game(lexicon=LEX).apply(
        _with_hand(_ws_state(), "?????"), wordstorm.Arrange(0, Grid.parse("?????"), at=1.0)),
     IllegalAction, "5 wild tiles, but the wordstorm set holds only 4"),
]


def _with_hand(state: Any, hand: str) -> Any:
    from dataclasses import replace

    return replace(state, hands=(tuple(hand), *state.hands[1:]))


ACTIONS: list[Case] = [
    ("ws-deal-nan", lambda: wordstorm.Deal(at=NAN), InvalidInput,
     "at must be a finite number of seconds >= 0, not nan"),
    ("ws-deal-inf", lambda: wordstorm.Deal(at=INF), InvalidInput, "not inf"),
    ("ws-arrange-negative-time", lambda: wordstorm.Arrange(0, Grid(), at=-1.0), InvalidInput,
     "at must be a finite number of seconds >= 0, not -1.0"),
    ("ws-arrange-text-grid", lambda: wordstorm.Arrange(0, "CAT"),  # type: ignore[arg-type]
     InvalidInput, "Arrange needs a Grid, not str (use Grid.parse(text))"),
    ("ws-arrange-player-true", lambda: wordstorm.Arrange(True, Grid()), InvalidInput,
     "player must be a seat number (0, 1, ...), not True"),
    ("ws-storm-player-text", lambda: wordstorm.CallStorm("0"),  # type: ignore[arg-type]
     InvalidInput, "player must be a seat number"),
    ("ws-done-player-game", lambda: wordstorm.Done(-1), InvalidInput,
     "player must be a seat number"),
    ("ws-done-time-text", lambda: wordstorm.Done(0, at="soon"),  # type: ignore[arg-type]
     InvalidInput, "at must be a finite number of seconds >= 0, not 'soon'"),
    ("ws-trade-bad-face", lambda: wordstorm.Trade(0, 1, "a", "B"), InvalidInput,
     "give must be a Word Storm tile"),
    ("ws-trade-partner-none", lambda: wordstorm.Trade(0, None, "A", "B"),  # type: ignore[arg-type]
     InvalidInput, "partner must be a seat number"),
    ("ws-timeup-nan", lambda: wordstorm.TimeUp(at=NAN), InvalidInput, "not nan"),
    ("my-claim-cards-none", lambda: myword.Claim(player=0, cards=None, word="cat"),  # type: ignore[arg-type]
     InvalidInput, "a claim names its cards as a list of card ids, not None"),
    ("my-claim-cards-text", lambda: myword.Claim(0, "123", "cat"),  # type: ignore[arg-type]
     InvalidInput, "a claim names its cards as a list of card ids"),
    ("my-claim-card-bool", lambda: myword.Claim(0, (1, True), "cat"), InvalidInput,
     "a claim names cards by their ids (ints), not True"),
    ("my-claim-word-none", lambda: myword.Claim(0, (1, 2, 3), None),  # type: ignore[arg-type]
     InvalidInput, "the claimed word must be text, not NoneType"),
    ("my-claim-player-true", lambda: myword.Claim(True, (1, 2, 3), "cat"), InvalidInput,
     "player must be a seat number (0, 1, ...), not True"),
    ("my-claim-time-nan", lambda: myword.Claim(0, (1, 2, 3), "cat", at=NAN), InvalidInput,
     "not nan"),
    ("my-deal-inf", lambda: myword.Deal(at=INF), InvalidInput, "not inf"),
    ("my-free-card-text", lambda: myword.TakeFreeCard(0, card="3"),  # type: ignore[arg-type]
     InvalidInput, "card must be a whole number, not '3'"),
    ("my-end-negative", lambda: myword.EndRound(at=-5), InvalidInput, "not -5"),
    ("ft-declare-words-none", lambda: fivetiers.Declare(0, None),  # type: ignore[arg-type]
     InvalidInput, "declared words must be a list, not None"),
    ("ft-declare-one-string", lambda: fivetiers.Declare(0, "at dog"),  # type: ignore[arg-type]
     InvalidInput, "declared words must be a list"),
    ("ft-declare-word-int", lambda: fivetiers.Declare(0, ("at", 3)),  # type: ignore[arg-type]
     InvalidInput, "declared words[1] must be text, not int"),
    ("ft-declare-time-nan", lambda: fivetiers.Declare(0, ("at",), at=NAN), InvalidInput,
     "not nan"),
    ("ft-declare-player-true", lambda: fivetiers.Declare(True, ("at",)), InvalidInput,
     "player must be a seat number"),
    ("ft-arrange-words-dict", lambda: fivetiers.Arrange(0, {"at": 1}),  # type: ignore[arg-type]
     InvalidInput, "arranged words must be a list"),
    ("ft-exchange-tiles-none", lambda: fivetiers.Exchange(0, None),  # type: ignore[arg-type]
     InvalidInput, "tiles to exchange must be a list, not None"),
    ("ft-exchange-tile-int", lambda: fivetiers.Exchange(0, (1,)),  # type: ignore[arg-type]
     InvalidInput, "tiles to exchange[0] must be text"),
    ("ft-flip-inf", lambda: fivetiers.Flip(at=INF), InvalidInput, "not inf"),
    ("ft-timeup-text", lambda: fivetiers.TimeUp(at="5"),  # type: ignore[arg-type]
     InvalidInput, "not '5'"),
    ("ws-apply-not-an-action", lambda: wordstorm.Game(lexicon=LEX).apply(_ws_state(), "CAT"),
     IllegalAction, "is not a Word Storm action"),
    ("my-apply-not-an-action", lambda: myword.Game(lexicon=LEX).apply(_my_state(), 3),
     IllegalAction, "3 is not a MY WORD! action"),
    ("ft-apply-not-an-action", lambda: fivetiers.Game(lexicon=LEX).apply(_ft_state(), None),
     IllegalAction, "None is not a Five Tiers action"),
]

CLAIMS: list[Case] = [
    ("claim-1100-wilds", lambda: check_claim(["?"] * 1100, "a" * 1100, LEX), InvalidInput,
     "longer than any word"),
    ("claim-empty-word", lambda: check_claim(["C", "A", "T"], "", LEX), InvalidInput,
     "the word is empty"),
    ("claim-digit", lambda: check_claim(["C", "A", "T"], "c4t", LEX), InvalidInput,
     "contains a digit"),
    ("claim-word-none", lambda: check_claim(["C", "A", "T"], None, LEX),  # type: ignore[arg-type]
     InvalidInput, "a word is text, not NoneType"),
    ("claim-unknown-face", lambda: check_claim(["C", "A", "$"], "cat", LEX), InvalidInput,
     "$"),
]

RULES: list[Case] = [
    ("my-rules-min-cards-text", lambda: myword.Rules(min_cards="3"),  # type: ignore[arg-type]
     InvalidInput, "min_cards must be a whole number, not '3'"),
    ("my-rules-min-cards-zero", lambda: myword.Rules(min_cards=0), InvalidInput,
     "min_cards must be at least 1, not 0"),
    ("my-rules-seconds-nan", lambda: myword.Rules(seconds_per_card=NAN), InvalidInput,
     "seconds_per_card must be a number of seconds, not nan"),
    ("my-rules-grace-negative", lambda: myword.Rules(grace_seconds=-1), InvalidInput,
     "grace_seconds must be >= 0, not -1"),
    ("my-rules-bonus-text", lambda: myword.Rules(bonus="big"),  # type: ignore[arg-type]
     InvalidInput, "bonus must be (cards, points) pairs"),
    ("my-rules-bonus-falling", lambda: myword.Rules(bonus=((5, 1), (4, 2))), InvalidInput,
     "rising card counts"),
    ("my-rules-rounds-bool", lambda: myword.Rules(rounds=True), InvalidInput,
     "rounds must be a whole number"),
    ("my-rules-tileset-none", lambda: myword.Rules(tileset=None),  # type: ignore[arg-type]
     InvalidInput, "tileset must be a tile set name or a TileSet"),
    ("my-game-rules-dict", lambda: myword.Game(rules={"min_cards": 3}),  # type: ignore[arg-type]
     InvalidInput, "rules must be a wordgames.myword.Rules or None"),
    ("ws-rules-deal-size-float", lambda: wordstorm.Rules(deal_size=4.5),  # type: ignore[arg-type]
     InvalidInput, "deal_size must be a whole number, not 4.5"),
    ("ws-rules-stall-inf", lambda: wordstorm.Rules(stall_limit=INF), InvalidInput,
     "stall_limit must be a positive number of seconds, not inf"),
    ("ws-rules-finish-zero", lambda: wordstorm.Rules(finish_limit=0), InvalidInput,
     "finish_limit must be a positive number of seconds"),
    ("ws-rules-trade-text", lambda: wordstorm.Rules(trade_offs="yes"),  # type: ignore[arg-type]
     InvalidInput, "trade_offs must be True or False, not 'yes'"),
    ("ws-rules-removal", lambda: wordstorm.Rules(removal="generous"), InvalidInput,
     "removal must be 'rulebook' or 'most_value', not 'generous'"),
    ("ws-rules-teams-text", lambda: wordstorm.Rules(teams="01"),  # type: ignore[arg-type]
     InvalidInput, "teams must be a list"),
    ("ws-rules-team-seat-negative", lambda: wordstorm.Rules(teams=((0, -1),)), InvalidInput,
     "teams[0][1] must be a seat number"),
    ("ws-rules-target-zero", lambda: wordstorm.Rules(target=0), InvalidInput,
     "target must be at least 1"),
    ("ws-rules-board-none", lambda: wordstorm.Rules(board=None),  # type: ignore[arg-type]
     InvalidInput, "board must be a board name or a Board"),
    ("ws-game-lexicon-text", lambda: wordstorm.Game(lexicon="words"),  # type: ignore[arg-type]
     InvalidInput, "lexicon must be a Lexicon or None"),
    ("ft-rules-timer-zero", lambda: fivetiers.Rules(timer=0), InvalidInput,
     "the timer must run a positive number of seconds"),
    ("ft-rules-timer-text", lambda: fivetiers.Rules(timer="300"),  # type: ignore[arg-type]
     InvalidInput, "timer must be a number of seconds, not '300'"),
    ("ft-rules-tie-window-nan", lambda: fivetiers.Rules(tie_window=NAN), InvalidInput,
     "tie_window must be a number of seconds, not nan"),
    ("ft-rules-doubles-int", lambda: fivetiers.Rules(apostrophe_doubles=1),  # type: ignore[arg-type]
     InvalidInput, "apostrophe_doubles must be True or False, not 1"),
    ("ft-rules-challenges", lambda: fivetiers.Rules(challenges="never"),  # type: ignore[arg-type]
     InvalidInput, "challenges must be 'end' or 'immediate'"),
    ("ft-rules-accept-string", lambda: fivetiers.Rules(accept="tacs"),  # type: ignore[arg-type]
     InvalidInput, "accept is a list of words"),
    ("ft-rules-accept-int", lambda: fivetiers.Rules(accept=[1]),  # type: ignore[list-item]
     InvalidInput, "accept[0] must be text"),
    ("ft-rules-categories-string", lambda: fivetiers.Rules(categories="Foods"),  # type: ignore[arg-type]
     InvalidInput, "categories is a list of category names"),
    ("ft-rules-bonus-negative", lambda: fivetiers.Rules(subject_bonus=-5), InvalidInput,
     "subject_bonus must be at least 0"),
    ("ft-rules-no-end", lambda: fivetiers.Rules(target=None, rounds=None), InvalidInput,
     "a game needs a target score or a number of rounds"),
]

SIMULATION: list[Case] = [
    ("sim-seed-text", lambda: simulate("myword", 2, seed="abc", progress=False),  # type: ignore[arg-type]
     InvalidInput, "seed must be a whole number, not 'abc'"),
    ("sim-seed-float", lambda: simulate("myword", 2, seed=1.5, progress=False),  # type: ignore[arg-type]
     InvalidInput, "seed must be a whole number"),
    ("sim-n-bool", lambda: simulate("myword", True, progress=False), InvalidInput,
     "n must be a whole number >= 0"),
    ("sim-progress-text", lambda: simulate("myword", 1, progress="x"),  # type: ignore[arg-type]
     InvalidInput, "progress must be True, False or a function"),
    ("sim-n-negative", lambda: simulate("myword", -1, progress=False), InvalidInput,
     "n must be a whole number >= 0"),
    ("sim-unknown-game", lambda: simulate("chess", 1, progress=False), InvalidInput,
     "unknown game 'chess'"),
    ("sim-players-true", lambda: simulate("myword", 1, players=True, progress=False),
     InvalidInput, "MY WORD! is for 2 to 6 players"),
    ("sim-players-too-many", lambda: simulate("fivetiers", 1, players=9, progress=False),
     InvalidInput, "Five Tiers is for 2 to 4 players"),
    ("sim-workers-zero", lambda: simulate("myword", 1, workers=0, progress=False),
     InvalidInput, "workers must be a whole number >= 1"),
    ("sim-unknown-rule", lambda: simulate("myword", 1, rules={"colour": 1}, progress=False),
     InvalidInput, "unknown rule option 'colour'"),
    ("sim-rule-bad-value", lambda: simulate("myword", 1, rules={"min_cards": "x"},
                                            progress=False),
     InvalidInput, "min_cards must be a whole number"),
    ("sim-unknown-skill", lambda: simulate("myword", 1, skills="wizard", progress=False),
     InvalidInput, "unknown skill 'wizard'"),
    ("sweep-empty-grid", lambda: sweep("myword", 1, {}), InvalidInput,
     "sweep needs at least one parameter"),
    ("sweep-bad-key", lambda: sweep("myword", 1, {"colour": [1]}), InvalidInput,
     "grid key 'colour'"),
    ("sweep-bad-point", lambda: sweep("myword", 1, {"players": [2, 9]}, progress=False),
     InvalidInput, "MY WORD! is for 2 to 6 players"),
    ("results-extension", lambda: writable_results_path("run.txt"), InvalidInput,
     "results are saved as .csv or .parquet (not .txt)"),
    ("results-no-extension", lambda: writable_results_path("run"), InvalidInput,
     "no extension given"),
    ("results-folder", lambda: writable_results_path(str(ROOT) + "/"), InvalidInput,
     "is a folder"),
    ("results-under-a-file", lambda: writable_results_path(str(ROOT / "pyproject.toml" / "x.csv")),
     InvalidInput, "pyproject.toml is a file, not a folder"),
    ("results-nul", lambda: writable_results_path("r\0un.csv"), InvalidInput,
     "cannot hold a NUL character"),
    ("results-not-a-frame", lambda: save_results([1, 2], "run.csv"),  # type: ignore[arg-type]
     InvalidInput, "save_results saves a DataFrame"),
]

# -- round two: numbers the game cannot hold, wrong types that travel (issue 26) ---------------

_WS_TILES = TileSet.load("wordstorm")

NUMBERS: list[Case] = [
    ("ws-rules-deal-size-million", lambda: wordstorm.Rules(deal_size=10**6), InvalidInput,
     "deal_size must be at most 50 (the wordstorm set's 100 tiles deal two sides 50 each), "
     "not 1000000"),
    ("ws-rules-deal-size-variant-set", lambda: wordstorm.Rules(
        deal_size=22, tileset=_WS_TILES.variant("small", counts={"E": 0, "A": 0, "I": 0,
                                                                 "O": 0, "N": 0, "R": 0,
                                                                 "T": 0, "S": 0})),
     InvalidInput, "deal_size must be at most 21 (the small set's 42 tiles deal two sides 21 "
     "each), not 22"),
    ("ws-rules-stall-tiny", lambda: wordstorm.Rules(stall_limit=1e-300), InvalidInput,
     "stall_limit must be from 0.1 to 86,400 seconds (a clock a person can use), not 1e-300"),
    ("ws-rules-finish-a-year", lambda: wordstorm.Rules(finish_limit=365 * 86_400), InvalidInput,
     "finish_limit must be from 0.1 to 86,400 seconds"),
    ("ws-rules-multiplier-huge", lambda: wordstorm.Rules(misplaced_multiplier=10**9),
     InvalidInput, "misplaced_multiplier must be at most 10 (the rulebook reads 1 or 2)"),
    ("ws-rules-big-word-length", lambda: wordstorm.Rules(big_word_length=100), InvalidInput,
     "big_word_length must be at most 64 (no word is longer), not 100"),
    ("ws-rules-team-seat-nine", lambda: wordstorm.Rules(teams=((0, 9), (1, 2))), InvalidInput,
     "teams[0][1] must be at most 7 (a table seats 8), not 9"),
    ("ws-rules-rounds-million", lambda: wordstorm.Rules(rounds=10**6), InvalidInput,
     "rounds must be at most 200 (a match's safety limit), not 1000000"),
    ("ws-rules-mark-words-text", lambda: wordstorm.Rules(mark_words="yes"),  # type: ignore[arg-type]
     InvalidInput, "mark_words must be True or False, not 'yes'"),
    ("ws-rules-unknown-tileset", lambda: wordstorm.Rules(tileset="klingon"), InvalidInput,
     "no tile set named 'klingon'"),
    ("my-rules-min-cards-61", lambda: myword.Rules(min_cards=61), InvalidInput,
     "min_cards must be at most 60 (the myword deck has 60 cards), not 61"),
    ("my-rules-seconds-1e-300", lambda: myword.Rules(seconds_per_card=1e-300), InvalidInput,
     "seconds_per_card must be 0 or from 0.1 to 86,400 seconds (a clock a person can use), "
     "not 1e-300"),
    ("sim-seconds-per-card-1e-300", lambda: simulate("myword", 1, progress=False,
                                                     rules={"seconds_per_card": 1e-300}),
     InvalidInput, "seconds_per_card must be 0 or from 0.1 to 86,400 seconds"),
    ("my-rules-grace-a-week", lambda: myword.Rules(grace_seconds=7 * 86_400), InvalidInput,
     "grace_seconds must be 0 or from 0.1 to 86,400 seconds"),
    ("my-rules-bonus-cards-past-deck", lambda: myword.Rules(bonus=((4, 1), (100, 2))),
     InvalidInput, "bonus[1] cards must be at most 60 (the myword deck has 60 cards), not 100"),
    ("my-rules-bonus-points-billion", lambda: myword.Rules(bonus=((4, 10**9),)), InvalidInput,
     "bonus[0] points must be at most 1,000, not 1000000000"),
    ("my-rules-target-10-30", lambda: myword.Rules(target=10**30), InvalidInput,
     "target must be at most 1,000,000"),
    ("ft-rules-timer-1e-300", lambda: fivetiers.Rules(timer=1e-300), InvalidInput,
     "timer must be from 0.1 to 86,400 seconds"),
    ("ft-rules-tie-window-billion", lambda: fivetiers.Rules(tie_window=1e9), InvalidInput,
     "tie_window must be from 0 to 86,400 seconds"),
    ("ft-rules-exchange-time-tiny", lambda: fivetiers.Rules(exchange_time=0.001),
     InvalidInput, "exchange_time must be 0 or from 0.1 to 86,400 seconds"),
    ("ft-rules-subject-bonus-million", lambda: fivetiers.Rules(subject_bonus=10**6),
     InvalidInput, "subject_bonus must be at most 1,000, not 1000000"),
    ("ft-rules-rounds-300", lambda: fivetiers.Rules(rounds=300), InvalidInput,
     "rounds must be at most 200 (a match's safety limit), not 300"),
    ("ft-too-few-tiles-for-the-deal", lambda: fivetiers.Game(fivetiers.Rules(
        tileset=TileSet.load("fivetiers").variant("few", counts={"E": 0, "A": 0, "I": 0,
                                                                 "O": 0, "S": 0, "T": 0,
                                                                 "R": 0, "N": 0, "L": 0}))
                                                       ).new_round(4, random.Random(1)),
     InvalidInput, "4 players need 80 tiles (20 each); the few set has"),
    ("variant-add-a-billion-e", lambda: design.variant("wordstorm", "x", add={"E": 10**9}),
     InvalidInput, "tile set 'x': the count of 'E' must be a whole number from 0 to 1,500, "
     "not 1000000012"),
    ("variant-scale-1e308", lambda: design.variant("wordstorm", "x", scale=1e308), InvalidInput,
     "scale 1e+308 makes 'A' worth 1e+308; a tile is worth at most 1,000"),
    ("variant-scale-inf", lambda: design.variant("wordstorm", "x", scale=INF), InvalidInput,
     "scale must be a positive number, not inf"),
    ("variant-value-million", lambda: design.variant("fivetiers", "x", values={"Q": 10**6}),
     InvalidInput, "the value of 'Q' must be a whole number from 0 to 1,000, not 1000000"),
    ("variant-special-not-squares", lambda: design.variant(
        "wordstorm", "x", special=[[("x", 1)]] * 4), InvalidInput,
     "special squares: a list per side of (row, column) squares"),
    ("variant-special-float", lambda: design.variant("wordstorm", "x", special=1.5),  # type: ignore[arg-type]
     InvalidInput, "special squares: a number, or the squares of each side"),
    ("variant-base-text", lambda: design.variant("wordstorm", "x", base="shipped"),  # type: ignore[arg-type]
     InvalidInput, "base must be a Variant"),
    ("tileset-file-count-billion", lambda: TileSet.from_dict(
        {"name": "t", "tiles": {"A": {"count": 10**9, "value": 1}}}), InvalidInput,
     "the count of 'A' must be a whole number from 0 to 1,500"),
    ("board-side-billion-rows", lambda: Board.from_dict(
        {"format": "wordgames.wordstorm.board/1", "sides": [{"rows": 10**9, "cols": 3}]}),
     InvalidInput, "1,000,000,000 rows; a side has 1 to 200"),
    ("board-name-climbs-out", lambda: Board.load("../tilesets/myword"), InvalidInput,
     "no Word Storm board named '../tilesets/myword'"),
    ("parse-3000-by-3000", lambda: Grid.parse("\n".join(["A" * 3000] * 3000)), InvalidInput,
     "more than 1,500 tiles in a grid; a tile set holds at most 1,500"),
    ("parse-too-many-rows", lambda: Grid.parse("A\n" + ".\n" * 4000 + "B"), InvalidInput,
     "a grid of 4,002 rows; a board has at most 3,000"),
    ("grid-position-billion", lambda: Grid({(10**9, 0): "A"}), InvalidInput,
     "grid position (1000000000, 0) is off any board"),
    ("solve-size-million", lambda: solve(["A"], LEX, size=(10**6, 10**6)), InvalidInput,
     "size must be (rows, columns), both from 1 to 3,000"),
    ("solve-time-a-year", lambda: solve(["A"], LEX, time_limit=365 * 86_400.0), InvalidInput,
     "time_limit must be at most 86,400 seconds (a day)"),
    ("solve-2000-tiles", lambda: solve(["E"] * 2000, LEX), InvalidInput,
     "more than 1,500 tiles"),
    ("sim-workers-million", lambda: simulate("myword", 1, workers=10**6, progress=False),
     InvalidInput, "workers must be at most"),
    ("sweep-values-not-a-list", lambda: sweep("myword", 1, {"players": 5}), InvalidInput,
     "grid['players'] is a list of values to try, not 5"),
    ("evaluate-variant-text", lambda: evaluate("myword", "x", n=2, progress=False),  # type: ignore[arg-type]
     InvalidInput, "variant must be a Variant (design.variant(...)), not 'x'"),
    ("evaluate-hands-negative", lambda: evaluate("myword", design.variant("myword", "v"), n=2,
                                                 hands=-1, progress=False), InvalidInput,
     "hands must be at least 1, not -1"),
    ("match-max-rounds-text", lambda: play_match(
        myword.Game(lexicon=LEX), [myword.Bot(), myword.Bot()], seed=1,
        max_rounds="x"),  # type: ignore[arg-type]
     InvalidInput, "max_rounds must be a whole number from 1, not 'x'"),
    ("match-max-rounds-zero", lambda: play_match(
        myword.Game(lexicon=LEX), [myword.Bot(), myword.Bot()], seed=1, max_rounds=0),
     InvalidInput, "max_rounds must be a whole number from 1, not 0"),
    ("words-from-negative-min-len", lambda: LEX.words_from(["C", "A", "T"], min_len=-3),
     InvalidInput, "min_len must be 0 or more, not -3"),
    ("restrict-negative-min-len", lambda: LEX.restrict(min_len=-5), InvalidInput,
     "min_len must be 0 or more (or None), not -5"),
    ("skill-speed-1e300", lambda: Skill(speed=1e300), InvalidInput,
     "skill speed must be from 0.01 to 100 (1 is an adult's), not 1e+300"),
    ("skill-spread-inf", lambda: Skill(spread=INF), InvalidInput,
     "skill spread must be a number, not inf"),
    ("exercise-myword-cards-billion", lambda: make_exercise("myword", ["cat"], seed=1,
                                                            cards=10**9), InvalidInput,
     "cards must be at most 60 (the MY WORD! deck), not 1000000000"),
]

TYPES: list[Case] = [
    ("my-new-round-seed-text", lambda: myword.Game(lexicon=LEX).new_round(2, "seed"),  # type: ignore[arg-type]
     InvalidInput, "rng must be a random.Random (the round's stream of chance, such as "
     "random.Random(7)), not 'seed'"),
    ("ws-new-round-seed-int", lambda: wordstorm.Game(lexicon=LEX).new_round(2, 7),  # type: ignore[arg-type]
     InvalidInput, "rng must be a random.Random"),
    ("ft-new-round-dealer-text", lambda: fivetiers.Game(lexicon=LEX).new_round(
        2, random.Random(1), dealer="me"),  # type: ignore[arg-type]
     InvalidInput, "the dealer must be one of players 0..1, not 'me'"),
    ("bag-seed-text", lambda: Bag(TileSet.load("wordstorm"), seed="abc"),  # type: ignore[arg-type]
     InvalidInput, "seed must be a whole number, not 'abc'"),
    ("bag-tileset-name", lambda: Bag("myword"),  # type: ignore[arg-type]
     InvalidInput, "a bag is filled from a TileSet, not 'myword'"),
    ("bag-rng-text", lambda: Bag(TileSet.load("myword"), rng="x"),  # type: ignore[arg-type]
     InvalidInput, "rng must be a random.Random"),
    ("my-view-seat-10", lambda: myword.Game(lexicon=LEX).view(_my_state(), 10), IllegalAction,
     "no player 10: seats are 0 to 1"),
    ("ws-view-seat-true", lambda: wordstorm.Game(lexicon=LEX).view(_ws_state(), True),
     IllegalAction, "there is no player True: seats are 0 to 1"),
    ("ft-view-seat-10", lambda: fivetiers.Game(lexicon=LEX).view(_ft_state(), 10),
     IllegalAction, "no player 10: seats are 0 to 1"),
    ("my-apply-state-text", lambda: myword.Game(lexicon=LEX).apply(
        "round", myword.Deal()),  # type: ignore[arg-type]
     InvalidInput, "a MY WORD! round's state is needed (from new_round), not 'round'"),
    ("ws-result-none", lambda: wordstorm.Game(lexicon=LEX).result(None),  # type: ignore[arg-type]
     InvalidInput, "a Word Storm round's state is needed"),
    ("ft-scheduled-other-game", lambda: fivetiers.Game(lexicon=LEX).scheduled(_my_state()),
     InvalidInput, "a Five Tiers round's state is needed"),
    ("games-chess", lambda: GAMES["chess"], UnknownGame,
     "unknown game 'chess'; the games are fivetiers, myword, wordstorm"),
    ("games-get-info-number", lambda: GAMES.get_info(3), UnknownGame, "unknown game 3"),
    ("bot-skill-number", lambda: myword.Bot(skill=10**9),  # type: ignore[arg-type]
     InvalidInput, "a skill is a Skill or a preset's name"),
    ("ws-bot-skill-none", lambda: wordstorm.Bot(None),  # type: ignore[arg-type]
     InvalidInput, "a skill is a Skill or a preset's name"),
    ("sim-rules-number", lambda: simulate("myword", 1, rules=5, progress=False),  # type: ignore[arg-type]
     InvalidInput, "rules map option names to values, not 5"),
    ("sim-variant-number", lambda: simulate("myword", 1, variant=5, progress=False),  # type: ignore[arg-type]
     InvalidInput, "variant must be text, not int"),
    ("tileset-include-number", lambda: TileSet.load("fivetiers", include=5),  # type: ignore[arg-type]
     InvalidInput, "include must be a list, not 5"),
    ("tileset-name-list", lambda: TileSet.load(["myword"]),  # type: ignore[arg-type]
     InvalidInput, "no tile set named ['myword']"),
    ("skill-speed-text", lambda: Skill(speed="fast"),  # type: ignore[arg-type]
     InvalidInput, "skill speed must be a number, not 'fast'"),
    ("search-space-list", lambda: design.search("fivetiers", None, []),  # type: ignore[arg-type]
     InvalidInput, "space must be a Space"),
    ("variant-file-no-tileset", lambda: design.Variant.from_dict(
        {"format": "wordgames.design.variant/1", "game": "myword"}), InvalidInput,
     "a saved variant holds its tile set (a 'tileset' object)"),
    ("variant-file-unknown-rule", lambda: design.Variant.from_dict(
        {"format": "wordgames.design.variant/1", "game": "myword", "name": "v",
         "tileset": TileSet.load("myword").to_dict(), "rules": {"colour": "red"}}),
     InvalidInput, "variant 'v': MY WORD! has no rule option 'colour'"),
    ("classroom-folder-number", lambda: Progress(5),  # type: ignore[arg-type]
     InvalidInput, "the classroom folder is a path, not 5"),
    ("saved-data-12-7-mb", lambda: from_json(" " * 12_700_000), InvalidInput,
     "saved data is 12.7 MB; a save holds at most 8 MB"),
]

CORPUS = GRIDS + TILES + ACTIONS + CLAIMS + RULES + SIMULATION + NUMBERS + TYPES


@pytest.mark.parametrize(("call", "error", "message"),
                         [pytest.param(c, e, m, id=i) for i, c, e, m in CORPUS])
def test_bad_input_raises_a_wordgames_error_saying_what(
        call: Callable[[], object], error: type[WordgamesError], message: str) -> None:
    with pytest.raises(WordgamesError) as info:
        call()
    assert isinstance(info.value, error), f"{type(info.value).__name__}: {info.value}"
    assert message in str(info.value)


# -- special files: a pipe, a device or a file too large is refused at once -------------------
#
# Each case gets a folder of its own; ``_fifo(tmp, name)`` puts a named pipe there (opening it
# for reading would wait for ever for a writer), ``_sparse`` a file that says it is large.

FileCase = tuple[str, Callable[[Path], object], type[WordgamesError], str]


def _fifo(tmp: Path, name: str) -> Path:
    os.mkfifo(tmp / name)
    return tmp / name


def _sparse(tmp: Path, name: str, size: int) -> Path:
    path = tmp / name
    with path.open("wb") as out:
        out.truncate(size)
    return path


def _screen_save_fifo(tmp: Path) -> object:
    from wordgames.ui.table_screen import load_saved  # the screens' saves (ui imports widgets)

    return load_saved(_fifo(tmp, "myword-1.json"), "myword")


def _exercise_fifo(tmp: Path) -> object:
    (tmp / "exercises").mkdir()
    _fifo(tmp / "exercises", "spelling.json")
    return Exercise.open("spelling", tmp)


def _saved_list_fifo(tmp: Path) -> object:
    (tmp / "lists").mkdir()
    _fifo(tmp / "lists", "week 3.csv")
    return WordList.open("week 3", tmp)


def _progress_fifo(tmp: Path) -> object:
    _fifo(tmp, "progress.sqlite")
    return Progress(tmp)


FILES: list[FileCase] = [
    ("wordlist-dev-zero", lambda tmp: WordList.load("/dev/zero"), InvalidInput,
     "/dev/zero: a word list is read from a regular file; this is a device"),
    ("wordlist-fifo", lambda tmp: WordList.load(_fifo(tmp, "words.txt")), InvalidInput,
     "a word list is read from a regular file; this is a named pipe (FIFO)"),
    ("wordlist-6-mb", lambda tmp: WordList.load(_sparse(tmp, "words.txt", 6_000_000)),
     InvalidInput, "the file is 6 MB; a word list is at most 5 MB"),
    ("lexicon-dev-zero", lambda tmp: Lexicon.from_file("/dev/zero"), InvalidInput,
     "/dev/zero: a word list file is read from a regular file; this is a device"),
    ("lexicon-fifo", lambda tmp: Lexicon.from_file(_fifo(tmp, "words.txt")), InvalidInput,
     "this is a named pipe (FIFO)"),
    ("lexicon-60-mb", lambda tmp: Lexicon.from_file(_sparse(tmp, "big.txt", 60_000_000)),
     InvalidInput, "the file is 60 MB; a word list file is at most 50 MB"),
    ("save-fifo", lambda tmp: load(_fifo(tmp, "round.json")), InvalidInput,
     "a saved game is read from a regular file; this is a named pipe (FIFO)"),
    ("save-dev-urandom", lambda tmp: load("/dev/urandom"), InvalidInput,
     "/dev/urandom: a saved game is read from a regular file; this is a device"),
    ("save-12-7-mb", lambda tmp: load(_sparse(tmp, "match.json", 12_700_000)), InvalidInput,
     "the file is 12.7 MB; a saved game is at most 8 MB"),
    ("save-screen-fifo", _screen_save_fifo, InvalidInput,
     "a saved game is read from a regular file; this is a named pipe (FIFO)"),
    ("saved-list-fifo", _saved_list_fifo, InvalidInput,
     "a word list is read from a regular file; this is a named pipe (FIFO)"),
    ("exercise-fifo", _exercise_fifo, InvalidInput,
     "an exercise is read from a regular file; this is a named pipe (FIFO)"),
    ("tileset-file-dev-zero", lambda tmp: TileSet.from_file("/dev/zero"), InvalidInput,
     "a tile set is read from a regular file; this is a device"),
    ("tileset-file-not-json", lambda tmp: TileSet.from_file(_text(tmp, "t.json", "{tiles")),
     InvalidInput, "line 1, column 2: a tile set must be JSON"),
    ("results-fifo", lambda tmp: load_results(_fifo(tmp, "run.csv")), InvalidInput,
     "a results file is read from a regular file; this is a named pipe (FIFO)"),
    ("progress-fifo", _progress_fifo, InvalidInput,
     "the progress file is read from a regular file; this is a named pipe (FIFO)"),
]


def _record(tmp: Path, **given: Any) -> object:
    play: dict[str, Any] = {"accepted": ["cat"], "seconds": 30.0} | given
    return Progress(tmp).record("Ana", "anagram", **play)


#: Progress records: each refused with nothing written (the classroom's own tests check that).
RECORDS: list[FileCase] = [
    ("record-score-text", lambda tmp: _record(tmp, score="abc"), InvalidInput,
     "score must be a whole number, not 'abc'"),
    ("record-score-10-30", lambda tmp: _record(tmp, score=10**30), InvalidInput,
     "score must be at most 1,000,000,000"),
    ("record-seconds-inf", lambda tmp: _record(tmp, seconds=INF), InvalidInput,
     "seconds is a time (0 to 86,400 seconds), not inf"),
    ("record-started-yesterday", lambda tmp: _record(tmp, started="yesterday"), InvalidInput,
     "started (a Unix time) must be a number >= 0, not 'yesterday'"),
    ("record-exercise-number", lambda tmp: _record(tmp, exercise=123), InvalidInput,
     "exercise is an Exercise, its name or None, not 123"),
    ("record-hints-10-30", lambda tmp: _record(tmp, hints=10**30), InvalidInput,
     "hints is a count (0 to 1,000,000,000)"),
    ("record-session-number", lambda tmp: _record(tmp, session=5), InvalidInput,
     "session must be text, not int"),
    ("record-accepted-none", lambda tmp: _record(tmp, accepted=None), InvalidInput,
     "accepted must be a list, not None"),
    ("record-20000-words", lambda tmp: _record(tmp, refused=["x"] * 20_000), InvalidInput,
     "refused has more than 10,000 items"),
    ("progress-timeout-text", lambda tmp: Progress(tmp, timeout="long"),  # type: ignore[arg-type]
     InvalidInput, "timeout must be a number of seconds >= 0, not 'long'"),
    # Folders that cannot be made or hold no new file: said so, even as root (/proc).
    ("progress-in-proc", lambda tmp: Progress("/proc"), WordgamesError,
     "cannot make the progress file in the classroom folder '/proc'"),
    ("progress-folder-under-proc", lambda tmp: Progress("/proc/class"), InvalidInput,
     "cannot make the classroom folder '/proc/class' (No such file or directory): use a folder "
     "you can write to"),
    ("list-lists-is-a-file", lambda tmp: WordList.from_words(["cat"]).save(
        "week", folder=_text(tmp, "lists", "") and tmp), InvalidInput,
     "for the classroom's lists (File exists): use a folder you can write to"),
    ("exercise-under-proc", lambda tmp: make_exercise("anagram", ["cat", "dog"]).save(
        "week", folder="/proc/class"), InvalidInput, "cannot make the classroom folder "
     "'/proc/class'"),
]


def _text(tmp: Path, name: str, text: str) -> Path:
    (tmp / name).write_text(text, encoding="utf-8")
    return tmp / name


@pytest.mark.parametrize(("call", "error", "message"),
                         [pytest.param(c, e, m, id=i) for i, c, e, m in FILES + RECORDS])
def test_special_and_oversized_files_are_refused_at_once(
        call: Callable[[Path], object], error: type[WordgamesError], message: str,
        tmp_path: Path) -> None:
    # A pipe would block the read for ever: a timer fails the case instead of hanging the run.
    signal.signal(signal.SIGALRM, _hung)
    signal.alarm(20)
    try:
        with pytest.raises(WordgamesError) as info:
            call(tmp_path)
    finally:
        signal.alarm(0)
    assert isinstance(info.value, error), f"{type(info.value).__name__}: {info.value}"
    assert message in str(info.value)


def _hung(*_: object) -> None:
    raise AssertionError("still reading after 20 s")


def test_a_file_that_grows_past_the_cap_while_read_is_refused(tmp_path: Path) -> None:
    # The size stat gives is not trusted: what reading gives is capped too.
    path = _text(tmp_path, "words.txt", "cat\n" * 30)
    with pytest.raises(InvalidInput, match="the file is 120 bytes; a word list is at most "
                                           "100 bytes"):
        read_bytes(path, limit=100, what="a word list")
    assert read_bytes(path, limit=120, what="a word list") == b"cat\n" * 30


def test_games_is_still_a_mapping() -> None:
    assert ("chess" in GAMES, GAMES.get("chess"), "myword" in GAMES) == (False, None, True)
    with pytest.raises(KeyError):  # code written for a Mapping still catches it
        GAMES["chess"]


# -- progress files: someone else's, an older layout, a read-only folder ------------------------


def test_a_foreign_sqlite_file_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    before = path.read_bytes()
    with pytest.raises(WordgamesError, match="is not a wordgames progress file: it holds the "
                                             "tables invoices"):
        Progress(tmp_path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # not WAL
        assert db.execute("PRAGMA user_version").fetchone()[0] == 0
    assert path.read_bytes() == before


def test_an_older_layout_missing_columns_is_refused_not_stamped(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE plays (id INTEGER PRIMARY KEY, student TEXT, game TEXT)")
    with pytest.raises(WordgamesError, match="its table plays lacks exercise, session, "
                                             "started, seconds, hints, score"):
        Progress(tmp_path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 0  # not stamped current
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "delete"


def test_a_read_only_folder_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    Progress(tmp_path).record("Ana", "anagram", accepted=["cat"])  # a good file, in WAL mode
    if os.geteuid() == 0:
        # Root writes through any mode: SQLite is made to open the file read-only, as it does
        # for a student in a read-only folder, and the folder to look read-only.
        connect = sqlite3.connect
        monkeypatch.setattr(sqlite3, "connect", lambda path, **kw: connect(
            f"file:{path}?mode=ro", uri=True, **kw))
        monkeypatch.setattr(os, "access", lambda path, mode: mode != os.W_OK)
    else:
        tmp_path.chmod(0o555)
        (tmp_path / "progress.sqlite").chmod(0o444)
    try:
        with pytest.raises(WordgamesError) as info:
            Progress(tmp_path).record("Ben", "anagram", accepted=["dog"])
    finally:
        tmp_path.chmod(0o755)
    assert f"the classroom folder {str(tmp_path)!r} is read-only here, so progress cannot be " \
           "recorded in it" in str(info.value)
    assert "move it away" not in str(info.value)  # the file is good: moving it would not help


def test_a_student_name_that_is_mathtext_draws_as_written(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from wordgames.classroom.reports import words_per_minute_chart

    progress = Progress(tmp_path)
    name = "$\\alpha_{$"
    progress.record(name, "anagram", accepted=["cat", "dog"], seconds=60, started=1000)
    ax = words_per_minute_chart(progress)
    ax.figure.canvas.draw()  # raised ValueError (mathtext) before
    (text,) = ax.get_legend().get_texts()
    assert text.get_text() == "\\$\\alpha_{\\$"  # shown as typed, dollars and all


def test_a_formula_in_a_name_goes_into_the_csv_as_text(tmp_path: Path) -> None:
    from wordgames.classroom.reports import export_csv

    progress = Progress(tmp_path)
    formula = '=HYPERLINK("http://example.com","x")'
    for name in (formula, "+1", "-1", "@SUM(A1)", "Ana"):
        progress.record(name, "anagram", accepted=["cat"], seconds=60, started=1000)
    folder = tmp_path / "out"
    export_csv(progress, folder)
    with (folder / "students.csv").open(encoding="utf-8", newline="") as src:
        students = {row["student"] for row in csv.DictReader(src)}
    assert students == {"'" + formula, "'+1", "'-1", "'@SUM(A1)", "Ana"}


def test_the_corpus_ids_are_unique() -> None:
    ids = [case[0] for case in CORPUS + FILES + RECORDS]
    assert len(ids) == len(set(ids))


# -- the command line: one line on stderr, a non-zero status, no traceback ----------------------

CLI: list[tuple[str, list[str], str]] = [
    ("cli-unknown-game", ["simulate", "chess", "--out", "x.csv"], "unknown game 'chess'"),
    ("cli-out-extension", ["simulate", "myword", "--out", "run.txt"],
     "results are saved as .csv or .parquet (not .txt)"),
    ("cli-out-folder", ["simulate", "myword", "--out", "/tmp"], "is a folder"),
    ("cli-out-unwritable", ["simulate", "myword", "--out", "/proc/run.csv"],
     "cannot be written"),
    ("cli-out-under-a-file", ["simulate", "myword", "--out", "/etc/hostname/run.csv"],
     "is a file, not a folder"),
    ("cli-rule-no-equals", ["simulate", "myword", "--rule", "min_cards", "--out", "x.csv"],
     "write NAME=VALUE"),
    ("cli-rule-unknown", ["simulate", "myword", "--rule", "colour=1", "--out", "x.csv"],
     "unknown rule option 'colour'"),
    ("cli-rule-bad-value", ["simulate", "myword", "--rule", "min_cards=zero", "--out", "x.csv"],
     "min_cards must be a whole number"),
    ("cli-players", ["simulate", "myword", "--players", "1", "--out", "x.csv"],
     "MY WORD! is for 2 to 6 players"),
    ("cli-skill", ["simulate", "myword", "--skill", "wizard", "--out", "x.csv"],
     "unknown skill 'wizard'"),
    ("cli-workers", ["simulate", "myword", "--workers", "0", "--out", "x.csv"],
     "workers must be a whole number >= 1"),
    ("cli-rule-misspelt", ["simulate", "myword", "--rule", "min_card=4", "--out", "x.csv"],
     "unknown rule option 'min_card' for myword: did you mean 'min_cards'?"),
    ("cli-rule-5000-digits", ["simulate", "myword", "--rule", "min_cards=" + "9" * 5000,
                              "--out", "x.csv"], "min_cards must be a whole number, not '999"),
]


#: Arguments out of range, refused by argparse: its usage, then the message, status 2.
CLI_RANGES: list[tuple[str, list[str], str]] = [
    ("cli-spell-min-len-negative", ["spell", "--min-len", "-3", "A", "B"],
     "argument --min-len: must be a whole number from 1 to 64, not '-3'"),
    ("cli-spell-min-len-text", ["spell", "--min-len", "three", "A"],
     "argument --min-len: must be a whole number from 1 to 64, not 'three'"),
    ("cli-draw-negative", ["draw", "myword", "-1"],
     "argument n: must be a whole number from 0 to 1500, not '-1'"),
    ("cli-draw-seed-text", ["draw", "myword", "3", "--seed", "x"],
     "argument --seed: must be a whole number of at most 100 digits, not 'x'"),
    ("cli-simulate-n-negative", ["simulate", "myword", "--n", "-5", "--out", "x.csv"],
     "argument --n: must be a whole number from 0 to 1000000, not '-5'"),
    ("cli-simulate-n-two-million", ["simulate", "myword", "--n", "2000000", "--out", "x.csv"],
     "argument --n: must be a whole number from 0 to 1000000, not '2000000'"),
    ("cli-simulate-seed-5000-digits", ["simulate", "myword", "--seed", "9" * 5000, "--out",
                                       "x.csv"], "... (5,000 characters)"),
    ("cli-app-port", ["app", "--port", "99999"],
     "argument --port: must be a whole number from 1 to 65535, not '99999'"),
    ("cli-lookup-empty-word", ["lookup", ""], "a word is 1 to 64 characters, not 0"),
    ("cli-app-ip", ["app", "--ip", "localhost:8866"],
     "argument --ip: an IP address such as 127.0.0.1 or 0.0.0.0, not 'localhost:8866'"),
]


@pytest.mark.parametrize(("argv", "message", "refused_by_argparse"),
                         [pytest.param(a, m, False, id=i) for i, a, m in CLI]
                         + [pytest.param(a, m, True, id=i) for i, a, m in CLI_RANGES])
def test_bad_command_lines_get_one_line_and_a_non_zero_status(
        argv: list[str], message: str, refused_by_argparse: bool, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # In this process (tests/cli.py); tests/test_cli.py runs a bad one as a real process.
    monkeypatch.chdir(tmp_path)
    done = run_cli(argv, capsys)
    assert done.returncode == 2, done.stderr
    assert message in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    # One line of ours; argparse shows the command's usage above its own line.
    lines = done.stderr.strip().splitlines()
    assert lines[-1].endswith(message) if refused_by_argparse else len(lines) == 1
    assert not (tmp_path / "data").exists()  # refused before anything ran or was written


def test_corpus_size() -> None:
    """At least 80 malformed inputs here (word lists and saved games have corpora of their own)."""
    assert len(CORPUS) + len(CLI) >= 80
    # Round two (issue 26) added at least 40 more: numbers, types, files, the command line.
    assert len(NUMBERS) + len(TYPES) + len(FILES) + len(RECORDS) + len(CLI_RANGES) >= 40


# -- round three (issue 37): one case or more of each kind, each outcome classified -----------
#
# Every case is run and its outcome named: "clear" (a WordgamesError saying the expected
# words), "valid" (good input taken, with the expected result), "bare" (any other exception),
# "hangs" (no answer in 10 s), "silent accept" (bad input taken without a word) and "good input
# refused". Only clear and valid pass; ``outcome_counts()`` gives the counts (printed by
# ``test_round_three_counts``, run with -s).

Expect = tuple[str, Any]  # ("error", words) or ("valid", a check of the result)
R3Case = tuple[str, str, Callable[[Path], object], Expect]


def _fifo_in(tmp: Path, name: str) -> Path:
    path = tmp / name
    os.mkfifo(path)
    return path


def _socket_in(tmp: Path, name: str) -> Path:
    import socket

    path = tmp / name
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(path))
    sock.close()
    return path


def _device_in(tmp: Path, name: str) -> Path:
    """A character device (as /dev/null is) in ``tmp``, where making one is allowed (root);
    elsewhere a named pipe, another file a save must not replace."""
    import stat

    path = tmp / name
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except (PermissionError, OSError):
        os.mkfifo(path)
    return path


def _saved_table(change: Callable[[dict[str, Any]], None] | None = None) -> str:
    import json

    from wordgames.play.table import Table

    table = Table("myword", ["person", "adult"], clock="simulated", seed=1, lexicon=LEX)
    tree = json.loads(table.to_json())
    if change is not None:
        change(tree)
    return json.dumps(tree)


def _table_from(text: str) -> object:
    from wordgames.play.table import Table

    return Table.from_json(text)


def _ws_state_in_myword_table(tree: dict[str, Any]) -> None:
    from wordgames.saving import codec

    tree["last_state"] = codec.encode(_ws_state())


def _seat_name(tree: dict[str, Any]) -> None:
    tree["seats"][0]["name"] = "N" * 100


def _bom_save(tmp: Path) -> object:
    from wordgames.saving import save

    save(_my_state(), tmp / "round.json")
    (tmp / "bom.json").write_bytes(b"\xef\xbb\xbf" + (tmp / "round.json").read_bytes())
    return load(tmp / "bom.json")


def _send(message: dict[Any, Any]) -> object:
    from wordgames.play.table import Table

    table = Table("myword", ["person", "adult"], clock="simulated", seed=1, lexicon=LEX)
    table.start()
    return table.send(0, message)


def _table(**given: Any) -> object:
    from wordgames.play.table import Table

    return Table("myword", ["person", "adult"], clock="simulated", lexicon=LEX, **given)


def _save_to(path: Callable[[Path], Path]) -> Callable[[Path], object]:
    from wordgames.saving import save

    return lambda tmp: save(_my_state(), path(tmp))


def _design_search(**given: Any) -> object:
    from wordgames.design.search import Space, Target, count, scale

    space = Space("fivetiers", (scale([1, 1.5]), count("?", [2, 4], game="fivetiers")))
    return design.search("fivetiers", Target("rounds", 10, 20), space, progress=False, **given)


HUGE = 10**5000  # a seed of 5,001 digits (beyond Python's 4,300 digits of text)
FT_LEX = Lexicon.from_words(["cat", "act", "at", "dog", "fit"])

ROUND_THREE: list[R3Case] = [
    # Work without a bound: every search bounded by its input's size, or refused saying so.
    ("r3-claim-30-wilds-41", "work", lambda tmp: check_claim(["?"] * 20 + ["??"] * 10,
                                                             "a" * 41, LEX),
     ("valid", lambda c: not c.ok and c.spelling is None)),
    ("r3-claim-30-wilds-40", "work", lambda tmp: check_claim(["?"] * 20 + ["??"] * 10,
                                                             "a" * 40, LEX),
     ("valid", lambda c: c.spelling is not None and len(c.spelling.tiles) == 30)),
    ("r3-claim-wilds-and-doubles", "work", lambda tmp: check_claim(
        ["?"] * 12 + ["??"] * 8 + ["ER", "RE", "ER", "IN"], "er" * 15 + "in" + "a" * 6, LEX),
     ("valid", lambda c: c.spelling is None)),
    ("r3-spellings-listed-millions", "work", lambda tmp: LEX.spellings(
        "a" * 40, ["?"] * 20 + ["??"] * 10), ("error", "in too many ways to try them all")),
    ("r3-find-claims-30-wilds", "work", lambda tmp: len(myword.find_claims(
        ["?"] * 20 + ["??"] * 10, LEX)), ("valid", lambda n: n > 0)),
    ("r3-best-spelling-30-wilds", "work", lambda tmp: __import__(
        "wordgames.myword.spotter", fromlist=["x"]).best_spelling(
        "a" * 41, __import__("wordgames.myword.spotter", fromlist=["x"]).CardCounts.of(
            ["?"] * 20 + ["??"] * 10)), ("valid", lambda s: s is None)),
    ("r3-simulate-n-billion", "work", lambda tmp: simulate("myword", 10**9, progress=False),
     ("error", "n must be at most 1,000,000 games")),
    ("r3-sweep-billion-points", "work", lambda tmp: sweep(
        "myword", 10, {"rules.min_cards": range(10**9)}), ("error", "a sweep plays at most")),
    ("r3-sweep-points-times-games", "work", lambda tmp: sweep(
        "myword", 500_000, {"players": [2, 3, 4]}), ("error", "1,000,000 games")),
    ("r3-ft-solvable-fraction-billion", "work", lambda tmp: fivetiers.solvable_fraction(
        FT_LEX, 10**9, 1), ("error", "n must be at most 100,000")),
    ("r3-ws-solvable-fraction-billion", "work", lambda tmp: __import__(
        "wordgames.wordstorm", fromlist=["x"]).solvable_fraction(LEX, 8, 10**9, 1),
     ("error", "n must be at most 100,000 racks")),
    ("r3-design-search-budget-billion", "work", lambda tmp: _design_search(budget=10**9),
     ("error", "budget must be at most 1,000,000")),
    ("r3-design-search-games-text", "bare", lambda tmp: _design_search(games="40"),
     ("error", "games must be a whole number, not '40'")),
    # Bare exceptions: every input checked before it reaches Python's or compiled code.
    ("r3-ft-best-partial-none-tile", "bare", lambda tmp: fivetiers.best_partial(
        ["C", None], FT_LEX), ("error", "tile 2: a tile is text such as 'A'")),  # type: ignore[list-item]
    ("r3-ft-solve-hand-none", "bare", lambda tmp: fivetiers.solve(None, FT_LEX),  # type: ignore[arg-type]
     ("error", "a hand is a list of tiles")),
    ("r3-ft-best-partial-lexicon-none", "bare", lambda tmp: fivetiers.best_partial(
        ["C", "A"], None), ("error", "a Lexicon is needed")),  # type: ignore[arg-type]
    ("r3-ft-best-partial-budget-text", "bare", lambda tmp: fivetiers.best_partial(
        ["C", "A"], FT_LEX, budget="x"), ("error", "budget must be a whole number")),  # type: ignore[arg-type]
    ("r3-ft-solvable-fraction-lexicon-none", "bare", lambda tmp: fivetiers.solvable_fraction(
        None, 5, 1), ("error", "a Lexicon is needed")),  # type: ignore[arg-type]
    ("r3-ft-best-partial-values-text", "bare", lambda tmp: fivetiers.best_partial(
        ["C"], FT_LEX, values={"C": "x"}), ("error", "values['C'] must be a whole number")),  # type: ignore[dict-item]
    ("r3-bag-seed-5000-digits", "bare", lambda tmp: Bag(TileSet.load("myword"), seed=HUGE),
     ("error", "seed must be a whole number of at most 100 digits")),
    ("r3-table-seed-5000-digits", "bare", lambda tmp: _table(seed=HUGE),
     ("error", "at most 100 digits")),
    ("r3-simulate-seed-5000-digits", "bare", lambda tmp: simulate(
        "myword", 1, seed=HUGE, progress=False), ("error", "at most 100 digits")),
    ("r3-solve-seed-5000-digits", "bare", lambda tmp: solve(["A"], LEX, seed=HUGE),
     ("error", "at most 100 digits")),
    ("r3-send-int-key", "bare", lambda tmp: _send({1: 2, "type": "pause"}),
     ("valid", lambda r: r["ok"] is False and "a key is text" in r["error"])),
    ("r3-send-tuple-key-inside", "bare", lambda tmp: _send(
        {"type": "claim", "cards": [{3: 1}], "word": "cat"}),
     ("valid", lambda r: r["ok"] is False and "a key is text" in r["error"])),
    ("r3-claim-cards-none", "bare", lambda tmp: check_claim(None, "cat", LEX),  # type: ignore[arg-type]
     ("error", "cards must be a list of card faces, not NoneType")),
    ("r3-claim-lexicon-none", "bare", lambda tmp: check_claim(["C", "A", "T"], "cat", None),  # type: ignore[arg-type]
     ("error", "check_claim needs a Lexicon, not NoneType")),
    ("r3-find-claims-lexicon-none", "bare", lambda tmp: myword.find_claims(["C", "A"], None),  # type: ignore[arg-type]
     ("error", "find_claims needs a Lexicon, not NoneType")),
    ("r3-check-claim-min-cards-text", "bare", lambda tmp: check_claim(
        ["C", "A", "T"], "cat", LEX, min_cards="3"), ("error", "min_cards must be a whole "
                                                               "number, not '3'")),  # type: ignore[arg-type]
    ("r3-claimable-words-none", "bare", lambda tmp: __import__(
        "wordgames.myword.spotter", fromlist=["x"]).claimable_words(None, LEX, 3),
     ("error", "the cards are a list of faces, not NoneType")),
    ("r3-find-claims-cards-int", "bare", lambda tmp: myword.find_claims(5, LEX),  # type: ignore[arg-type]
     ("error", "cards must be a list of card faces, not int")),
    ("r3-ft-solve-none-tile", "bare", lambda tmp: fivetiers.solve(["C", None, "T"], FT_LEX),  # type: ignore[list-item]
     ("error", "tile 2: a tile is text such as 'A', '?' or \"'\", not None")),
    ("r3-ws-solve-none-tile", "bare", lambda tmp: solve(["C", None], LEX),  # type: ignore[list-item]
     ("error", "is not a Word Storm tile")),
    ("r3-save-nul-path", "bare", _save_to(lambda tmp: Path(str(tmp / "a\0b.json"))),
     ("error", "not a usable file name")),
    ("r3-tileset-file-nul-path", "bare", lambda tmp: TileSet.from_file(str(tmp / "t\0.json")),
     ("error", "has a NUL character: no file has one")),
    ("r3-wordlist-file-nul-path", "bare", lambda tmp: WordList.load(str(tmp / "w\0.txt")),
     ("error", "has a NUL character: no file has one")),
    ("r3-results-nul-path", "bare", lambda tmp: writable_results_path(str(tmp / "r\0.csv")),
     ("error", "cannot hold a NUL character")),
    ("r3-my-rules-min-card", "bare", lambda tmp: myword.Rules(min_card=4),  # type: ignore[call-arg]
     ("error", "myword.Rules has no option 'min_card': did you mean 'min_cards'?")),
    ("r3-ws-rules-stall-limt", "bare", lambda tmp: wordstorm.Rules(stall_limt=5),  # type: ignore[call-arg]
     ("error", "did you mean 'stall_limit'?")),
    ("r3-ft-rules-too-many-places", "bare", lambda tmp: fivetiers.Rules(*range(30)),
     ("error", "fivetiers.Rules takes at most")),
    ("r3-sim-rule-misspelt", "message", lambda tmp: simulate(
        "myword", 1, rules={"min_card": 4}, progress=False),
     ("error", "unknown rule option 'min_card' for myword: did you mean 'min_cards'?")),
    ("r3-cli-rule-5000-digits", "bare", lambda tmp: __import__(
        "wordgames.__main__", fromlist=["x"])._rule("min_cards=" + "9" * 5000),
     ("valid", lambda r: r[0] == "min_cards" and isinstance(r[1], str))),
    # Messages that say what is wrong (and where), with long echoes cut short.
    ("r3-grid-cyrillic-c", "message", lambda tmp: Grid.parse("\u0421AT"),
     ("error", "'С' (a Cyrillic letter that looks like Latin C)")),
    ("r3-claim-greek-o", "message", lambda tmp: check_claim(["D", "O", "G"], "d\u03bfg", LEX),
     ("error", "(a Greek letter that looks like Latin o)")),
    ("r3-tile-cyrillic-a", "message", lambda tmp: solve(["\u0410"], LEX),
     ("error", "a Cyrillic letter that looks like Latin A")),
    ("r3-lexicon-word-cyrillic-c", "message", lambda tmp: Lexicon.from_words(["\u0441at"]),
     ("error", "'с' (a Cyrillic letter that looks like Latin c)")),
    ("r3-lexicon-word-5000-letters", "message", lambda tmp: Lexicon.from_words(
        ["x" * 60 + "1" * 3]), ("error", "(63 characters) contains a digit")),
    ("r3-tileset-name-5000", "bare", lambda tmp: TileSet.load("x" * 5000),
     ("error", "no tile set named 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... (5,000 characters)")),
    ("r3-ws-rules-board-5000", "bare", lambda tmp: wordstorm.Rules(board="x" * 5000),
     ("error", "no Word Storm board named 'xxx")),
    ("r3-game-name-5000", "message", lambda tmp: GAMES["x" * 5000],
     ("error", "... (5,000 characters); the games are")),
    ("r3-skill-name-5000", "message", lambda tmp: myword.Bot("x" * 5000),
     ("error", "... (5,000 characters); choose one of")),
    ("r3-ft-challenges-5000", "message", lambda tmp: fivetiers.Rules(challenges="x" * 5000),
     ("error", "... (5,000 characters)")),
    ("r3-ft-rules-unknown-category", "silent", lambda tmp: fivetiers.Rules(
        categories=["Planets"]), ("error", "categories[0]: no category 'Planets'")),
    ("r3-preset-level-list", "bare", lambda tmp: __import__(
        "wordgames.play.presets", fromlist=["x"]).preset(["easy"], "myword"),
     ("error", "no level ['easy']")),
    ("r3-word-5000-letters-digit", "message", lambda tmp: check_claim(
        ["C", "A", "T"], "a" * 5000 + "1", LEX), ("error", "(5,001 characters) contains a digit")),
    ("r3-cards-5000-letter-string", "message", lambda tmp: check_claim("A" * 5000, "cat", LEX),  # type: ignore[arg-type]
     ("error", "(5,000 characters): write a list of faces")),
    ("r3-table-seat-name-field", "message", lambda tmp: _table_from(_saved_table(_seat_name)),
     ("error", "seats[0].name: a name is at most 24 characters")),
    ("r3-table-names-field", "message", lambda tmp: _table(names=["Ana", "N" * 100]),
     ("error", "names[1]: a name is at most 24 characters")),
    # Silent accepts: each now refused, saying what.
    ("r3-table-save-duplicate-key", "silent", lambda tmp: _table_from(
        _saved_table().replace('{', '{"seed": 5, ', 1)),
     ("error", "'seed' appears twice")),
    ("r3-table-save-unknown-field", "silent", lambda tmp: _table_from(
        _saved_table(lambda t: t.update(colour="red"))),
     ("error", "table.colour: unknown field of 'table'")),
    ("r3-table-save-ws-state", "silent", lambda tmp: _table_from(
        _saved_table(_ws_state_in_myword_table)), ("error", "last_state:")),
    ("r3-table-save-speed-text", "silent", lambda tmp: _table_from(
        _saved_table(lambda t: t.update(speed="fast"))), ("error", "table.speed:")),
    ("r3-ft-rules-myword-deck", "silent", lambda tmp: fivetiers.Rules(tileset="myword"),
     ("error", "which Five Tiers has no use for")),
    ("r3-ws-rules-myword-deck", "silent", lambda tmp: wordstorm.Rules(tileset="myword"),
     ("error", "which Word Storm has no use for")),
    ("r3-ws-rules-overlapping-teams", "silent", lambda tmp: wordstorm.Rules(
        teams=((0, 1), (1, 2))), ("error", "must be in exactly one team")),
    ("r3-ws-rules-five-teams-four-sides", "silent", lambda tmp: wordstorm.Rules(
        teams=((0,), (1,), (2,), (3,), (4,))),
     ("error", "teams: 5 teams, but the default board has 4 sides")),
    ("r3-ws-rules-teams-deal-past-the-set", "silent", lambda tmp: wordstorm.Rules(
        deal_size=30, teams=((0,), (1,), (2,), (3,))),
     ("error", "deal_size: 4 teams dealt 30 each need 120 tiles; the set has 100")),
    ("r3-ws-rules-board-climbs-out", "silent", lambda tmp: wordstorm.Rules(board="../../x"),
     ("error", "no Word Storm board named '../../x'")),
    ("r3-tileset-a-and-A", "silent", lambda tmp: TileSet.from_dict(
        {"name": "t", "tiles": {"a": {"count": 1, "value": 1}, "A": {"count": 2, "value": 1}}}),
     ("error", "the same tile 'A'; give it once")),
    ("r3-tileset-tile-unknown-field", "silent", lambda tmp: TileSet.from_dict(
        {"name": "t", "tiles": {"A": {"count": 1, "value": 1, "colour": "red"}}}),
     ("error", "tileset.tiles['A'].colour: unknown field")),
    ("r3-tileset-made-a-and-A", "silent", lambda tmp: TileSet(
        name="t", counts={"e": 1, "E": 2}, values={"E": 1}), ("error", "the same tile 'E'")),
    ("r3-variant-e-and-E", "silent", lambda tmp: TileSet.load("wordstorm").variant(
        "v", counts={"e": 1, "E": 3}), ("error", "the same tile 'E'")),
    ("r3-table-names-string", "silent", lambda tmp: _table(names="Ana"),
     ("error", "names: a list with a name for each seat, not the text 'Ana'")),
    ("r3-save-over-fifo", "silent", _save_to(lambda tmp: _fifo_in(tmp, "round.json")),
     ("error", "this is a named pipe (FIFO), which a save does not replace")),
    ("r3-save-over-socket", "silent", _save_to(lambda tmp: _socket_in(tmp, "round.json")),
     ("error", "this is a socket, which a save does not replace")),
    # A device of the case's own folder, never the machine's /dev/null: code that replaced
    # it (as root) would break the machine for everyone on it.
    ("r3-save-over-a-device", "silent", _save_to(lambda tmp: _device_in(tmp, "round.json")),
     ("error", "which a save does not replace")),
    ("r3-results-over-fifo", "silent", lambda tmp: writable_results_path(
        str(_fifo_in(tmp, "run.csv"))), ("error", "results are saved as a regular file")),
    ("r3-wordlist-save-over-fifo", "silent", lambda tmp: WordList.from_words(["cat"]).save(
        "week", folder=_lists_fifo(tmp)), ("error", "which a save does not replace")),
    # Good input taken.
    ("r3-load-save-with-bom", "good", _bom_save, ("valid", lambda s: s == _my_state())),
    ("r3-from-json-with-bom", "good", lambda tmp: from_json(
        "\ufeff" + __import__("wordgames.saving", fromlist=["x"]).to_json(_my_state())),
     ("valid", lambda s: s == _my_state())),
    ("r3-table-with-bom", "good", lambda tmp: _table_from("\ufeff" + _saved_table()),
     ("valid", lambda t: t.seed == 1)),
    ("r3-grid-mac-line-ends", "good", lambda tmp: Grid.parse("CAT\rA..\rT.."),
     ("valid", lambda g: g == Grid.parse("CAT\nA..\nT.."))),
    ("r3-grid-trailing-nbsp", "good", lambda tmp: Grid.parse("CAT\u00a0\nA..\u00a0\nT.."),
     ("valid", lambda g: g == Grid.parse("CAT\nA..\nT.."))),
    ("r3-grid-full-width", "good", lambda tmp: Grid.parse("ＣＡＴ"),
     ("valid", lambda g: g == Grid.parse("CAT"))),
    ("r3-claim-curly-apostrophe", "good", lambda tmp: check_claim(["I", "'", "M"], "i\u2019m",
                                                                  LEX),
     ("valid", lambda c: c.word == "i'm")),
    ("r3-claim-ligature", "good", lambda tmp: check_claim(["F", "I", "T"], "\ufb01t", FT_LEX),
     ("valid", lambda c: c.ok and c.word == "fit")),
    ("r3-claim-full-width", "good", lambda tmp: check_claim(["C", "A", "T"], "ｃａｔ", LEX),
     ("valid", lambda c: c.ok)),
    ("r3-ft-tile-full-width", "good", lambda tmp: fivetiers.best_partial(
        ["Ｃ", "A", "T"], FT_LEX).unused, ("valid", lambda left: left == ())),
    ("r3-lexicon-words-from-a-pdf", "good", lambda tmp: list(Lexicon.from_words(
        ["i\u2019m", "\ufb01t", "ｃａｔ"])), ("valid", lambda w: w == ["i'm", "fit", "cat"])),
    ("r3-lexicon-lookup-ligature", "good", lambda tmp: "\ufb01t" in FT_LEX,
     ("valid", lambda found: found is True)),
    ("r3-ft-declare-curly-apostrophe", "good", lambda tmp: fivetiers.Declare(
        0, ("at", "don\u2019t", "\ufb01sh", "cat", "dog")).words[1:3],
     ("valid", lambda w: w == ("don't", "fish"))),
    ("r3-tile-full-width", "good", lambda tmp: solve(["Ｃ", "A", "T"], LEX).leftover,
     ("valid", lambda left: left == ())),
]


def _lists_fifo(tmp: Path) -> Path:
    (tmp / "lists").mkdir()
    os.mkfifo(tmp / "lists" / "week.csv")
    return tmp


def classify(call: Callable[[Path], object], expect: Expect, tmp: Path,
             kind: str) -> tuple[str, str]:
    """The outcome of one case, and what was seen."""
    def hung(*_: object) -> None:
        raise TimeoutError

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(10)
    try:
        result = call(tmp)
    except TimeoutError:
        return "hangs", "no answer in 10 s"
    except WordgamesError as err:
        if expect[0] == "valid":
            return "good input refused", f"{type(err).__name__}: {err}"
        return ("clear" if expect[1] in str(err) else "unclear"), str(err)
    except Exception as err:
        return "bare", f"{type(err).__name__}: {err}"[:300]
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    if expect[0] == "error":
        return "silent accept", repr(result)[:300]
    return ("valid" if expect[1](result) else "wrong result"), repr(result)[:300]


def outcome_counts(tmp: Path) -> dict[str, int]:
    """How many round-three cases end in each outcome (each in a folder of its own)."""
    from collections import Counter

    counts: Counter[str] = Counter()
    for name, kind, call, expect in ROUND_THREE:
        folder = tmp / name
        folder.mkdir()
        counts[classify(call, expect, folder, kind)[0]] += 1
    return dict(counts)


@pytest.mark.parametrize(("kind", "call", "expect"),
                         [pytest.param(k, c, e, id=i) for i, k, c, e in ROUND_THREE])
def test_round_three(kind: str, call: Callable[[Path], object], expect: Expect,
                     tmp_path: Path) -> None:
    outcome, seen = classify(call, expect, tmp_path, kind)
    assert outcome == ("valid" if expect[0] == "valid" else "clear"), seen


def test_round_three_counts(tmp_path: Path) -> None:
    counts = outcome_counts(tmp_path)
    print(f"\nround three ({len(ROUND_THREE)} cases):", counts)
    kinds = {kind for _, kind, _, _ in ROUND_THREE}
    assert kinds == {"work", "bare", "message", "silent", "good"}
    assert set(counts) <= {"clear", "valid"}, counts
    assert len({case[0] for case in ROUND_THREE}) == len(ROUND_THREE)
