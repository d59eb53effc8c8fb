"""Scoring rules and the rulebook's worked examples."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.lexicon import Lexicon
from wordgames.wordstorm.board import Board
from wordgames.wordstorm.check import check
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.scoring import best_kept, score_crossword, special_bonus

# A correct CLIMB and a misspelled HOAX (as HAOX) hanging off its B: B over H is no word.
HOAX_CROSSWORD = "CLIMB...\n....HAOX"


def test_correct_crossword_scores_zero(lex: Lexicon, values: dict[str, int]) -> None:
    b = score_crossword(Grid.parse("CAT\n..O\n..P"), [], lex, values)
    assert (b.total, b.unused, b.misplaced, b.correct) == (0, 0, 0, True)


def test_unused_tiles_add_their_values(lex: Lexicon, values: dict[str, int]) -> None:
    b = score_crossword(Grid.parse("CAT"), ["G", "N"], lex, values)
    assert (b.unused, b.total) == (3, 3)


def test_wild_tiles_have_no_point_value(lex: Lexicon, values: dict[str, int]) -> None:
    b = score_crossword(Grid.parse("CAT"), ["?", "?", "Q"], lex, values)
    assert b.unused == 10


def test_hoax_worked_example_unused_3_plus_misplaced_14_is_17(
        lex: Lexicon, values: dict[str, int]) -> None:
    """Unused G and N (3) PLUS the misspelled HOAX removed (14): 17, not doubled."""
    b = score_crossword(Grid.parse(HOAX_CROSSWORD), ["G", "N"], lex, values)
    assert (b.unused, b.misplaced, b.total) == (3, 14, 17)
    assert set(b.removed) == {(1, 4), (1, 5), (1, 6), (1, 7)}
    assert b.correct is False
    assert b.words == ("CLIMB",)


def test_hoax_doubled_variant_misplaced_multiplier_2_is_31(
        lex: Lexicon, values: dict[str, int]) -> None:
    """The rulebook's other line: 'double the numerical value of the incorrectly placed tiles'."""
    b = score_crossword(Grid.parse(HOAX_CROSSWORD), ["G", "N"], lex, values,
                        misplaced_multiplier=2)
    assert (b.unused, b.misplaced, b.multiplier, b.total) == (3, 14, 2, 31)


def test_removal_keeps_the_most_value_without_rearranging(
        lex: Lexicon, values: dict[str, int]) -> None:
    # JAM is right; the Z under its M makes "MZ". Keeping JAM (8 + 1 + 3 = 12) beats keeping
    # the Z alone (10), so the Z goes.
    grid = Grid.parse("JAM\n..Z")
    kept = best_kept(grid, lex, values)
    assert kept == frozenset({(0, 0), (0, 1), (0, 2)})
    b = score_crossword(grid, [], lex, values)
    assert (b.misplaced, b.removed) == (10, ((1, 2),))


def test_removal_tie_break_keeps_more_tiles(lex: Lexicon) -> None:
    # With all tiles worth 0, value ties: the larger correct crossword stays (CAT, not a tile).
    zero = {ch: 0 for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ?"}
    kept = best_kept(Grid.parse("CAT\n..Q"), lex, zero)
    assert kept == frozenset({(0, 0), (0, 1), (0, 2)})


def test_big_words_elephant_takes_3_off(lex: Lexicon, values: dict[str, int]) -> None:
    b = score_crossword(Grid.parse("ELEPHANT"), [], lex, values)
    assert (b.big_words, b.total) == (3, -3)


def test_big_words_grumpy_takes_1_more(lex: Lexicon, values: dict[str, int]) -> None:
    # GRUMPY down through ELEPHANT's P.
    grid = Grid.parse("...G....\n...R....\n...U....\n...M....\nELEPHANT\n...Y....")
    b = score_crossword(grid, [], lex, values)
    assert sorted(b.words) == ["ELEPHANT", "GRUMPY"]
    assert (b.big_words, b.total) == (4, -4)


def test_big_words_count_only_in_the_final_correct_crossword(
        lex: Lexicon, values: dict[str, int]) -> None:
    # The stray Q makes "EQ"; once it is removed, ELEPHANT still earns its bonus.
    grid = Grid.parse("ELEPHANT\nQ.......")
    b = score_crossword(grid, [], lex, values)
    assert b.removed == ((1, 0),)
    assert (b.misplaced, b.big_words, b.total) == (10, 3, 7)


def test_special_squares_2_3_4_take_off_2_4_6(lex: Lexicon, values: dict[str, int]) -> None:
    grid = Grid.parse("ELEPHANT")
    expected = {0: 0, 1: 0, 2: 2, 3: 4, 4: 6}
    for n, off in expected.items():
        special = [(0, c) for c in range(n)] + [(5, 5)]
        b = score_crossword(grid, [], lex, values, special=special)
        assert (b.covered, b.special_squares) == (n, off)
        assert b.total == -3 - off


def test_special_square_bonus_formula() -> None:
    assert [special_bonus(n) for n in range(7)] == [0, 0, 2, 4, 6, 8, 10]


def test_round_score_may_go_below_zero(lex: Lexicon, values: dict[str, int]) -> None:
    b = score_crossword(Grid.parse("ELEPHANTS"), [], lex, values, special=[(0, 0), (0, 1)])
    assert b.total == -6


def test_default_board_has_30_special_squares_marked_as_reconstruction() -> None:
    board = Board.load("default")
    assert sum(len(side.special) for side in board.sides) == 30
    assert len(board.sides) == 4
    assert "Reconstruction" in board.provenance
    nolimits = Board.load("nolimits")
    assert all(s.rows is None and not s.special for s in nolimits.sides)


# -- the removal keeps the most value: agrees with trying every subset -------------------------

SMALL = Lexicon.from_words(["at", "to", "ta", "oat", "tab", "bat", "boa", "bot", "tot", "abo",
                            "tao", "boat", "ab", "ba", "zoa", "azo"])
SMALL_VALUES = {"A": 1, "B": 3, "O": 1, "T": 1, "Z": 10, "?": 0}


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(st.tuples(st.integers(0, 2), st.integers(0, 3)),
                       st.sampled_from("ABOTZ?"), max_size=8)
       .filter(lambda d: list(d.values()).count("?") <= 1))
def test_removal_keeps_the_most_value_of_any_correct_subset(
        cells: dict[tuple[int, int], str]) -> None:
    grid = Grid(cells)
    kept = best_kept(grid, SMALL, SMALL_VALUES)
    assert kept <= set(cells)
    assert check(grid.without(set(cells) - kept), SMALL).ok
    best = 0
    positions = sorted(cells)
    for n in range(len(positions) + 1):
        for subset in itertools.combinations(positions, n):
            value = sum(SMALL_VALUES[cells[p]] for p in subset)
            if value > best and check(grid.without(set(positions) - set(subset)), SMALL).ok:
                best = value
    assert sum(SMALL_VALUES[cells[p]] for p in kept) == best
