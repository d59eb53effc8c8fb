"""Fuzzing every parser and checker a person's input reaches: whatever comes in, only a
``WordgamesError`` may come out (no ``ValueError``, ``KeyError``, ``RecursionError``...).

Word-list files and saved games are fuzzed beside their own corpora (tests/test_lexicon_input.py,
tests/test_saving.py); these cover the grid, tile, claim, rules, action, results-file and
command-line parsers.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames import fivetiers, myword, wordstorm
from wordgames.__main__ import _rule
from wordgames.errors import WordgamesError
from wordgames.kit.tiles import TileSet, normalize_tile
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import check_claim, clean_word
from wordgames.sim.results import load_results, results_path
from wordgames.wordstorm.board import Board
from wordgames.wordstorm.check import check
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.scoring import score_crossword
from wordgames.wordstorm.solver import solve

LEX = Lexicon.from_words(["cat", "act", "at", "ta", "to", "oat", "dog"])
VALUES = dict(TileSet.load("wordstorm").values)
FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])

#: Anything JSON can say, nested a little: what a tampered file or a careless call passes.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=12,
)
grid_text = st.text(alphabet="ABCZQ?.. \t\n$a\r-", max_size=40)


def only_ours(call: Any, *args: Any, **kwargs: Any) -> None:
    with contextlib.suppress(WordgamesError):
        call(*args, **kwargs)


@FUZZ
@given(grid_text)
def test_grid_parse(text: str) -> None:
    try:
        grid = Grid.parse(text)
    except WordgamesError:
        return
    assert Grid.parse(str(grid)) == grid  # what parses prints back the same


@FUZZ
@given(st.one_of(json_values, st.dictionaries(
    st.tuples(st.integers(-3, 3), st.integers(-3, 3)) | st.tuples(st.integers(0, 2))
    | st.none() | st.integers(-2, 2) | st.text(max_size=3),
    st.sampled_from(["A", "?", "a", "", "QU", None, 1]), max_size=6)))
def test_grid_from_any_mapping_or_value(value: Any) -> None:
    only_ours(Grid, value)
    only_ours(check, value, LEX)


@FUZZ
@given(st.dictionaries(st.tuples(st.integers(0, 5), st.integers(0, 5)),
                       st.sampled_from("ACTODG?"), max_size=14),
       st.lists(st.sampled_from(["A", "?", "Q", "x", "", None]), max_size=4),
       st.sampled_from(["rulebook", "most_value", "other", None]))
def test_check_and_score_any_grid(cells: dict[tuple[int, int], str], hand: list[Any],
                                  removal: Any) -> None:
    grid = Grid(cells)
    assert check(grid, LEX).ok in (True, False)
    only_ours(score_crossword, grid, hand, LEX, VALUES, removal=removal)


@FUZZ
@given(st.lists(json_values, max_size=6) | json_values, json_values)
def test_solve_any_tiles_and_limits(tiles: Any, limit: Any) -> None:
    only_ours(solve, tiles, LEX, time_limit=limit if limit is not None else 0.05,
              max_steps=20)


@FUZZ
@given(json_values)
def test_tiles_and_words(value: Any) -> None:
    only_ours(normalize_tile, value)
    only_ours(clean_word, value)


@FUZZ
@given(st.lists(st.sampled_from(["C", "A", "T", "?", "??", "QU", "x", "", "'"]), max_size=8),
       st.text(max_size=12) | json_values)
def test_check_claim(cards: list[str], word: Any) -> None:
    only_ours(check_claim, cards, word, LEX)


@FUZZ
@given(json_values)
def test_tilesets_and_boards_from_data(data: Any) -> None:
    only_ours(TileSet.from_dict, data)
    only_ours(Board.from_dict, data)
    only_ours(Board.from_dict, {"format": "wordgames.wordstorm.board/1", "sides": data})


RULES = (wordstorm.Rules, myword.Rules, fivetiers.Rules)


@FUZZ
@given(st.sampled_from(RULES), st.dictionaries(
    st.sampled_from(["deal_size", "stall_limit", "finish_limit", "misplaced_multiplier",
                     "removal", "teams", "board", "target", "rounds", "min_cards", "bonus",
                     "seconds_per_card", "timer", "tie_window", "accept", "categories",
                     "challenges", "subjects", "tileset", "trade_offs"]),
    json_values, max_size=3))
def test_rules_from_any_values(rules: type, options: dict[str, Any]) -> None:
    names = {f for f in rules.__dataclass_fields__}  # type: ignore[attr-defined]
    only_ours(rules, **{k: v for k, v in options.items() if k in names})


ACTIONS = (wordstorm.Arrange, wordstorm.CallStorm, wordstorm.Done, wordstorm.Trade,
           wordstorm.Deal, wordstorm.TimeUp, myword.Deal, myword.Claim, myword.TakeFreeCard,
           myword.EndRound, fivetiers.Declare, fivetiers.Arrange, fivetiers.Exchange,
           fivetiers.TimeUp, fivetiers.Flip, fivetiers.EndRound)


@FUZZ
@given(st.sampled_from(ACTIONS), st.lists(json_values, max_size=5))
def test_actions_from_any_values(action: type, args: list[Any]) -> None:
    try:
        made = action(*args)
    except TypeError:
        return  # the wrong number of arguments: Python's own call check, not ours
    except WordgamesError:
        return
    # What was made has a real time and a real seat.
    assert isinstance(made.at, float) and made.at >= 0
    assert isinstance(made.player, int) and not isinstance(made.player, bool)


@FUZZ
@given(st.binary(max_size=200), st.sampled_from([".csv", ".parquet"]),
       st.one_of(st.none(), json_values))
def test_load_results_from_any_bytes(data: bytes, suffix: str, sidecar: Any) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"run{suffix}"
        path.write_bytes(data)
        if sidecar is not None:
            path.with_suffix(".json").write_text(json.dumps(sidecar), encoding="utf-8")
        only_ours(load_results, path)


@FUZZ
@given(st.text(max_size=30))
def test_command_line_rule_and_path_parsers(text: str) -> None:
    only_ours(_rule, text)
    only_ours(results_path, text)
