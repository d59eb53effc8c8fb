"""The bad-input corpus: malformed input at every public entry point, each answered by a
``WordgamesError`` subclass whose message says what is wrong (and where).

One row per case: an id, what to call, the error class expected and a part of its message.
Word lists (``tests/test_lexicon_input.py``) and saved games (``tests/test_saving.py``) have
corpora of their own beside this one. Each case also asserts that nothing escapes but the
expected class: a bare ``ValueError``, ``TypeError`` or ``RecursionError`` fails it.
"""

from __future__ import annotations

import math
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from wordgames import fivetiers, myword, wordstorm
from wordgames.errors import IllegalAction, InvalidInput, WordgamesError
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import check_claim
from wordgames.sim import save_results, simulate, sweep
from wordgames.sim.results import writable_results_path
from wordgames.tiles import Bag, TileSet
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
     IllegalAction, "MY WORD! has no action int"),
    ("ft-apply-not-an-action", lambda: fivetiers.Game(lexicon=LEX).apply(_ft_state(), None),
     IllegalAction, "not a Five Tiers action"),
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
    ("sim-n-negative", lambda: simulate("myword", -1, progress=False), InvalidInput,
     "n must be a whole number >= 0"),
    ("sim-unknown-game", lambda: simulate("chess", 1, progress=False), InvalidInput,
     "unknown game 'chess'"),
    ("sim-players-true", lambda: simulate("myword", 1, players=True, progress=False),
     InvalidInput, "players must be 2 to 6"),
    ("sim-players-too-many", lambda: simulate("fivetiers", 1, players=9, progress=False),
     InvalidInput, "players must be 2 to 4"),
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
     InvalidInput, "players must be 2 to 6"),
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

CORPUS = GRIDS + TILES + ACTIONS + CLAIMS + RULES + SIMULATION


@pytest.mark.parametrize(("call", "error", "message"),
                         [pytest.param(c, e, m, id=i) for i, c, e, m in CORPUS])
def test_bad_input_raises_a_wordgames_error_saying_what(
        call: Callable[[], object], error: type[WordgamesError], message: str) -> None:
    with pytest.raises(WordgamesError) as info:
        call()
    assert isinstance(info.value, error), f"{type(info.value).__name__}: {info.value}"
    assert message in str(info.value)


def test_the_corpus_ids_are_unique() -> None:
    ids = [case[0] for case in CORPUS]
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
     "players must be 2 to 6"),
    ("cli-skill", ["simulate", "myword", "--skill", "wizard", "--out", "x.csv"],
     "unknown skill 'wizard'"),
    ("cli-workers", ["simulate", "myword", "--workers", "0", "--out", "x.csv"],
     "workers must be a whole number >= 1"),
]


@pytest.mark.parametrize(("argv", "message"),
                         [pytest.param(a, m, id=i) for i, a, m in CLI])
def test_bad_command_lines_get_one_line_and_a_non_zero_status(
        argv: list[str], message: str, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "wordgames", *argv], capture_output=True,
                          text=True, cwd=tmp_path,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 2, done.stderr
    assert message in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().count("\n") == 0  # one line
    assert not (tmp_path / "data").exists()  # refused before anything ran or was written


def test_corpus_size() -> None:
    """At least 80 malformed inputs here (word lists and saved games have corpora of their own)."""
    assert len(CORPUS) + len(CLI) >= 80
