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


class DoesNotReplay(InvalidInput):
    """A saved round whose log, played again from its seed through the game's ``apply``, is
    refused or reaches another state than the one saved; the message names the field."""


class IllegalAction(WordgamesError, ValueError):
    """An action the rules do not allow in this state; the state is left untouched.

    The refusals every game shares have one class each, raised by the one ``apply`` template
    (:class:`wordgames.kit.protocol.Engine`) whatever the game: :class:`NotAnAction`,
    :class:`RoundOver`, :class:`TimeGoesBack` and :class:`NoSuchSeat`.
    """


class NotAnAction(IllegalAction):
    """``apply`` was given something that is none of this game's actions."""


class RoundOver(IllegalAction):
    """An action after the round has ended."""


class TimeGoesBack(IllegalAction):
    """An action stamped before the round's last one: game time only goes forward."""


class NoSuchSeat(IllegalAction):
    """An action, or a view, for a seat the round does not have."""


class LexiconError(WordgamesError):
    """A word list that cannot be loaded or used (missing file, empty list, missing corpus)."""


class UnknownGame(InvalidInput, KeyError):
    """A game name the package does not have. A ``KeyError`` too, so that ``GAMES[name]``
    keeps the ways of a mapping (``name in GAMES``, ``GAMES.get(name)``).

    >>> from wordgames import GAMES
    >>> GAMES["chess"]
    Traceback (most recent call last):
    ...
    wordgames.errors.UnknownGame: unknown game 'chess'; the games are fivetiers, myword, wordstorm
    >>> "chess" in GAMES, GAMES.get("chess")
    (False, None)
    """

    def __str__(self) -> str:
        # KeyError's own str quotes its message as a key; this is a sentence.
        return Exception.__str__(self)
