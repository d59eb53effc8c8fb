"""Scoring rules and the rulebook's worked examples."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.board import Board
from wordgames.wordstorm.check import check, components
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.scoring import best_kept, rulebook_kept, score_crossword, special_bonus

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


def test_hoax_worked_example_the_same_under_most_value(
        lex: Lexicon, values: dict[str, int]) -> None:
    b = score_crossword(Grid.parse(HOAX_CROSSWORD), ["G", "N"], lex, values,
                        removal="most_value")
    assert (b.unused, b.misplaced, b.total, b.words) == (3, 14, 17, ("CLIMB",))


# CAT is right; HAOX (a misspelled HOAX) hangs off its T, which makes the down run TH. OX is a
# word worth 9, more than CAT's 5: the readings of "remove" differ.
CAT_HAOX = "CAT....\n..HAOX"


def test_rulebook_removal_removes_haox_14_and_keeps_cat(
        lex: Lexicon, values: dict[str, int]) -> None:
    b = score_crossword(Grid.parse(CAT_HAOX), ["G", "N"], lex, values)
    assert (b.unused, b.misplaced, b.total) == (3, 14, 17)
    assert b.removed == ((1, 2), (1, 3), (1, 4), (1, 5))
    assert b.words == ("CAT",)


def test_most_value_removal_keeps_ox_misplaced_10(lex: Lexicon, values: dict[str, int]) -> None:
    b = score_crossword(Grid.parse(CAT_HAOX), ["G", "N"], lex, values, removal="most_value")
    assert (b.unused, b.misplaced, b.total) == (3, 10, 13)
    assert b.removed == ((0, 0), (0, 1), (0, 2), (1, 2), (1, 3))
    assert b.words == ("OX",)


def test_rulebook_removal_keeps_the_part_holding_words_over_a_dearer_stray_tile(
        lex: Lexicon, values: dict[str, int]) -> None:
    # A Z (10) lying apart from CAT (5) is an unattached tile: it goes, though it is dearer.
    b = score_crossword(Grid.parse("CAT..\n....Z"), [], lex, values)
    assert (b.misplaced, b.removed, b.words) == (10, ((1, 4),), ("CAT",))
    generous = score_crossword(Grid.parse("CAT..\n....Z"), [], lex, values,
                               removal="most_value")
    assert (generous.misplaced, generous.words) == (5, ())


def test_rulebook_removal_of_a_word_between_two_parts_keeps_the_dearer_part(
        lex: Lexicon, values: dict[str, int]) -> None:
    # The misspelled MZXTQC joins JAM (down from its M) and COT (down from its C). Its middle
    # tiles belong to no correct word; once they go, JAM (12) and COT (5) lie apart, and only
    # one part can stay: JAM, the dearer.
    grid = Grid.parse("J.....\nA.....\nMZXTQC\n.....O\n.....T")
    b = score_crossword(grid, [], lex, values)
    assert b.words == ("JAM",)
    assert set(b.removed) == {(2, 1), (2, 2), (2, 3), (2, 4), (2, 5), (3, 5), (4, 5)}
    assert b.misplaced == 10 + 8 + 1 + 10 + 3 + 1 + 1


def test_rulebook_removal_cuts_back_shared_tiles_by_the_least_value(
        lex: Lexicon, values: dict[str, int]) -> None:
    # JAM over DOG: every tile is in a correct word and in a bad column (JD, AO, MG), so
    # nothing goes at first; then it is cut back by the least value: DOG (5), not JAM (12).
    b = score_crossword(Grid.parse("JAM\nDOG"), [], lex, values)
    assert (b.misplaced, b.words) == (5, ("JAM",))


def test_unknown_removal_is_refused(lex: Lexicon, values: dict[str, int]) -> None:
    import pytest

    with pytest.raises(InvalidInput, match="removal must be 'rulebook' or 'most_value'"):
        score_crossword(Grid.parse("CAT"), [], lex, values, removal="kind")


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


def test_default_board_favours_no_seat() -> None:
    # Crosswords grow from a side's top-left corner (the solver moves them there), so what
    # matters is the part every side has: the same squares there on every side, and the same
    # share of squares (one in 20) on each whole side. The old layout gave the long sides a
    # different pattern, and their players 0.35 points a round of bonus against 0.47-0.50.
    sides = Board.load("default").sides
    rows, cols = min(s.rows or 0 for s in sides), min(s.cols or 0 for s in sides)
    assert (rows, cols) == (10, 14)
    shared = [{(r, c) for r, c in s.special if r < rows and c < cols} for s in sides]
    assert all(part == shared[0] for part in shared) and len(shared[0]) == 7
    assert [len(s.special) * 20 == (s.rows or 0) * (s.cols or 0) for s in sides] == [True] * 4


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


# -- the rulebook's removal agrees with its definition, brute-forced -------------------------


def rulebook_by_definition(grid: Grid, lexicon: Lexicon, values: dict[str, int]) -> int:
    """The value kept under the rulebook's reading, with step 3 tried on every subset."""
    result = check(grid, lexicon)
    if result.ok:
        return sum(values[f] for f in grid.tiles())
    in_word = {p for w in result.words for p in w.cells}
    gone = {p for w in result.bad_runs for p in w.cells if p not in in_word}
    parts = components(p for p in grid if p not in gone)
    if not parts:
        return 0
    part = max(parts, key=lambda g: (bool(g & in_word), sum(values[grid[p]] for p in g),
                                     len(g), tuple(-x for x in min(g))))
    best = 0
    positions = sorted(part)
    for n in range(len(positions) + 1):
        for subset in itertools.combinations(positions, n):
            value = sum(values[grid[p]] for p in subset)
            if value > best and check(grid.without(set(grid) - set(subset)), lexicon).ok:
                best = value
    return best


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(st.tuples(st.integers(0, 2), st.integers(0, 3)),
                       st.sampled_from("ABOTZ?"), max_size=8)
       .filter(lambda d: list(d.values()).count("?") <= 1))
def test_rulebook_removal_keeps_what_its_definition_keeps(
        cells: dict[tuple[int, int], str]) -> None:
    grid = Grid(cells)
    kept = rulebook_kept(grid, SMALL, SMALL_VALUES)
    assert check(grid.without(set(cells) - kept), SMALL).ok
    assert sum(SMALL_VALUES[cells[p]] for p in kept) == rulebook_by_definition(
        grid, SMALL, SMALL_VALUES)
    # The generous reading never keeps less.
    generous = best_kept(grid, SMALL, SMALL_VALUES)
    assert sum(SMALL_VALUES[cells[p]] for p in generous) >= sum(
        SMALL_VALUES[cells[p]] for p in kept)
