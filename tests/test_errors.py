"""The error classes: one root, ValueError where the input is at fault, messages that say where."""

from __future__ import annotations

import pytest

from wordgames import errors
from wordgames.errors import IllegalAction, InvalidInput, LexiconError, WordgamesError


def test_hierarchy() -> None:
    for cls in (InvalidInput, IllegalAction, LexiconError):
        assert issubclass(cls, WordgamesError)
    assert issubclass(InvalidInput, ValueError) and issubclass(IllegalAction, ValueError)
    assert not issubclass(LexiconError, ValueError)
    assert issubclass(WordgamesError, Exception) and not issubclass(WordgamesError, ValueError)


@pytest.mark.parametrize(
    ("where", "text"),
    [
        ({}, "bad tile"),
        ({"line": 3}, "line 3: bad tile"),
        ({"line": 3, "column": 7}, "line 3, column 7: bad tile"),
        ({"source": "grid.txt"}, "grid.txt: bad tile"),
        ({"source": "grid.txt", "line": 2, "column": 1}, "grid.txt, line 2, column 1: bad tile"),
        ({"column": 4}, "column 4: bad tile"),
    ],
)
def test_invalid_input_says_where(where: dict[str, object], text: str) -> None:
    err = InvalidInput("bad tile", **where)  # type: ignore[arg-type]
    assert str(err) == text
    assert err.message == "bad tile"
    assert (err.source, err.line, err.column) == (
        where.get("source"), where.get("line"), where.get("column"))


def test_caught_as_value_error_or_root() -> None:
    with pytest.raises(ValueError, match="line 1: x"):
        raise InvalidInput("x", line=1)
    with pytest.raises(WordgamesError, match="no such word list"):
        raise LexiconError("no such word list")


def test_module_exports() -> None:
    import wordgames

    assert wordgames.InvalidInput is errors.InvalidInput
    assert {"WordgamesError", "InvalidInput", "IllegalAction", "LexiconError"} <= set(
        wordgames.__all__)
