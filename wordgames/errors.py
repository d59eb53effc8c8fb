"""The errors that wordgames raises for bad input and illegal moves.

Every public entry point that takes input from a person raises one of these, with a message a
teacher can act on.

>>> try:
...     raise InvalidInput("unknown character '$'", line=2, column=5)
... except WordgamesError as err:
...     print(err)
line 2, column 5: unknown character '$'
"""

from __future__ import annotations


class WordgamesError(Exception):
    """The root of every error the library raises on purpose."""


class InvalidInput(WordgamesError, ValueError):
    """Text or data from a person that cannot be parsed: says what, and where.

    ``source`` names a file, ``line`` and ``column`` count from 1.
    """

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        where = []
        if source is not None:
            where.append(str(source))
        if line is not None:
            where.append(f"line {line}")
        if column is not None:
            where.append(f"column {column}")
        super().__init__(f"{', '.join(where)}: {message}" if where else message)


class IllegalAction(WordgamesError, ValueError):
    """An action the rules do not allow in this state; the state is left untouched."""


class LexiconError(WordgamesError):
    """A word list that cannot be loaded or used (missing file, empty list, missing corpus)."""
