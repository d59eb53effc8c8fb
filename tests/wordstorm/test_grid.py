"""The crossword's text form: parse and print round-trip; bad text says what and where."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import InvalidInput
from wordgames.saving import from_json, to_json
from wordgames.wordstorm.grid import Grid


def test_text_form_letters_wilds_and_dots() -> None:
    grid = Grid.parse("LOOK\n...?\nTEA?")
    assert grid[(0, 0)] == "L"
    assert grid[(1, 3)] == "?"
    assert (1, 0) not in grid
    assert len(grid) == 9


def test_parse_and_str_round_trip() -> None:
    text = "FEZ.\n.T..\n...A"
    assert str(Grid.parse(text)) == text


def test_parse_ignores_surrounding_blank_lines_and_indent() -> None:
    assert Grid.parse("\n   CAT  \n   .X.\n") == Grid.parse("CAT\n.X.")


def test_uneven_indent_is_an_error_not_a_shift() -> None:
    with pytest.raises(InvalidInput, match="a space") as err:
        Grid.parse("  CAT\n   X")
    assert (err.value.line, err.value.column) == (2, 3)


def test_empty_grid_prints_as_a_dot() -> None:
    assert str(Grid()) == "."
    assert Grid.parse(".") == Grid()


@pytest.mark.parametrize(
    ("text", "line", "column", "fragment"),
    [
        ("CAT\nD$G", 2, 2, "unknown character '$'"),
        ("CAT\n\tOG", 2, 1, "tab"),
        ("CAT\ndog", 2, 1, "lowercase letter 'd'"),
        ("CA T", 1, 3, "a space"),
    ],
)
def test_bad_grid_text_says_what_and_where(text: str, line: int, column: int,
                                           fragment: str) -> None:
    with pytest.raises(InvalidInput) as err:
        Grid.parse(text)
    assert err.value.line == line
    assert err.value.column == column
    assert fragment in str(err.value)


def test_empty_grid_text_is_an_error() -> None:
    with pytest.raises(InvalidInput, match="empty grid text"):
        Grid.parse("  \n\n")


def test_blank_row_inside_a_grid_is_an_error() -> None:
    with pytest.raises(InvalidInput, match="blank row") as err:
        Grid.parse("CAT\n\nDOG")
    assert err.value.line == 2


def test_bad_faces_and_positions_are_rejected() -> None:
    with pytest.raises(InvalidInput, match="not a Word Storm tile"):
        Grid({(0, 0): "QU"})
    with pytest.raises(InvalidInput, match="off the board"):
        Grid({(-1, 0): "A"})


def test_moving_the_whole_crossword_keeps_its_shape() -> None:
    grid = Grid.parse("CAT\n.X.")
    moved = grid.shifted(2, 3)
    assert moved.shifted(-2, -3) == grid and moved.bounds() == (2, 3, 3, 5)
    assert moved[(2, 3)] == "C"


def test_saved_grid_round_trips() -> None:
    grid = Grid.parse("CAT\n.?.")
    assert from_json(to_json(grid)) == grid
    with pytest.raises(InvalidInput, match="'other' is not a wordgames format"):
        from_json('{"format": "other"}')
    with pytest.raises(InvalidInput, match="grid: a grid is saved as its text, not NoneType"):
        from_json('{"format": "wordgames.wordstorm.grid/1", "text": null}')


cells = st.dictionaries(
    st.tuples(st.integers(0, 6), st.integers(0, 6)),
    st.sampled_from("ABCXYZ?"),
    max_size=20,
)


@settings(max_examples=60, deadline=None)
@given(cells)
def test_from_text_of_any_grid_gives_the_same_grid(content: dict[tuple[int, int], str]) -> None:
    grid = Grid(content)
    assert Grid.parse(str(grid)) == grid
    assert hash(Grid.parse(str(grid))) == hash(grid)
