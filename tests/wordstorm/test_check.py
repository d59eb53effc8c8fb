"""The rulebook's crossword rules, one test each, and check against a brute-force checker."""

from __future__ import annotations

import itertools
import string

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.lexicon import Lexicon
from wordgames.wordstorm.check import check, components, runs
from wordgames.wordstorm.grid import Grid


def test_word_formed_top_to_bottom_or_left_to_right(lex: Lexicon) -> None:
    result = check(Grid.parse("CAT\n..O\n..P"), lex)
    assert result.ok
    assert sorted(w.text for w in result.words) == ["CAT", "TOP"]


def test_word_cannot_be_formed_right_to_left(lex: Lexicon) -> None:
    # TAC read backwards is CAT, but words read left to right only.
    result = check(Grid.parse("TAC"), lex)
    assert not result.ok
    assert [w.text for w in result.bad_runs] == ["TAC"]


def test_word_cannot_be_formed_bottom_to_top(lex: Lexicon) -> None:
    result = check(Grid.parse("T\nA\nC"), lex)
    assert not result.ok
    assert [(w.text, w.direction) for w in result.bad_runs] == [("TAC", "down")]


def test_words_intersect_horizontally_and_vertically(lex: Lexicon) -> None:
    result = check(Grid.parse(".D.\nCAT\n.Y."), lex)
    assert result.ok
    assert {(w.text, w.direction) for w in result.words} == {("CAT", "across"),
                                                             ("DAY", "down")}


def test_words_cannot_be_formed_if_letters_dont_touch(lex: Lexicon) -> None:
    result = check(Grid.parse("CAT.\n....\n.DOG"), lex)
    assert not result.ok
    assert result.bad_runs == ()
    assert result.disconnected == frozenset({(2, 1), (2, 2), (2, 3)})


def test_every_adjacent_run_must_be_a_word(lex: Lexicon) -> None:
    # CAT over DOG side by side: the columns CD, AO, TG are runs too.
    result = check(Grid.parse("CAT\nDOG"), lex)
    assert not result.ok
    assert {w.text for w in result.bad_runs} == {"CD", "AO", "TG"}
    assert {w.text for w in result.words} == {"CAT", "DOG"}


def test_proper_nouns_are_not_words(lex: Lexicon) -> None:
    assert not check(Grid.parse("PARIS"), lex).ok


def test_wild_tile_can_replace_any_missing_letter(lex: Lexicon) -> None:
    result = check(Grid.parse("M?SK"), lex)
    assert result.ok
    assert result.wilds == {(0, 1): "A"}
    assert result.words[0].text == "MASK"


def test_wild_reused_as_l_in_look_and_teal(lex: Lexicon) -> None:
    """The rulebook's picture: one wild is the L of LOOK and of TEAL."""
    grid = Grid.parse("T...\nE...\nA...\n?OOK")
    result = check(grid, Lexicon.from_words(["look", "teal"]))
    assert result.ok
    assert result.wilds == {(3, 0): "L"}
    assert {w.text for w in result.words} == {"TEAL", "LOOK"}
    # The full lexicon also knows TEAK and KOOK; any letter that makes both words will do.
    full = check(grid, lex)
    assert full.ok and {w.text.lower() for w in full.words} <= set(lex)


def test_wild_at_a_crossing_is_one_letter_for_both_words(lex: Lexicon) -> None:
    # Across, the wild must be K (LOOK); down, it must make ?EAL a word: no letter does both.
    result = check(Grid.parse("LOO?\n...E\n...A\n...L"), Lexicon.from_words(["look", "teal"]))
    assert not result.ok
    assert len(result.bad_runs) == 1
    assert frozenset({(0, 0), (0, 1), (0, 2), (0, 3), (1, 3), (2, 3), (3, 3)}) in (
        result.conflicts)


def test_wild_may_be_reused_as_a_different_letter() -> None:
    """"A wild tile may be reused as a different letter at any time during game play."""
    words = Lexicon.from_words(["cat", "cot", "an", "on", "one"])
    before = check(Grid.parse("C?T\n.N."), words)
    after = check(Grid.parse("C?T\n.N.\n.E."), words)  # ?NE: only ONE, so now it is an O
    assert before.ok and after.ok
    assert before.wilds == {(0, 1): "A"}
    assert after.wilds == {(0, 1): "O"}


def test_two_wilds_in_one_word(lex: Lexicon) -> None:
    result = check(Grid.parse("?LEPH?NT"), lex)
    assert result.ok
    assert result.wilds == {(0, 0): "E", (0, 5): "A"}


def test_single_tile_and_empty_grid_are_correct(lex: Lexicon) -> None:
    assert check(Grid.parse("Q"), lex).ok
    assert check(Grid(), lex).ok


def test_runs_and_components() -> None:
    grid = Grid.parse("AB.\n..C")
    assert runs(grid.cells) == [("across", ((0, 0), (0, 1)))]
    assert [sorted(g) for g in components(grid.cells)] == [[(0, 0), (0, 1)], [(1, 2)]]


# -- check agrees with a brute-force checker --------------------------------------------------

SMALL = Lexicon.from_words(["at", "to", "ta", "oat", "tab", "bat", "boa", "bot", "tot", "abo",
                            "tao", "boat", "tota", "bob", "ab", "oba", "oo", "ba"])


def brute_ok(cells: dict[tuple[int, int], str], lexicon: Lexicon) -> bool:
    wilds = [p for p, f in cells.items() if f == "?"]
    if cells and len(components(cells)) > 1:
        return False
    for letters in itertools.product(string.ascii_uppercase, repeat=len(wilds)):
        filled = dict(cells)
        filled.update(zip(wilds, letters, strict=True))
        if all("".join(filled[p] for p in run).lower() in lexicon
               for _, run in runs(filled)):
            return True
    return False


small_grids = st.dictionaries(
    st.tuples(st.integers(0, 3), st.integers(0, 3)),
    st.sampled_from("ABOTTAO?"),
    max_size=9,
).filter(lambda d: list(d.values()).count("?") <= 2)


@settings(max_examples=150, deadline=None)
@given(small_grids)
def test_check_agrees_with_brute_force(cells: dict[tuple[int, int], str]) -> None:
    result = check(Grid(cells), SMALL)
    assert result.ok == brute_ok(cells, SMALL)
    if result.ok:
        filled = dict(cells)
        filled.update(result.wilds)
        assert all("".join(filled[p] for p in run).lower() in SMALL
                   for _, run in runs(filled))
