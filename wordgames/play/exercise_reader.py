"""How a saved table's teacher's exercise is read back: with the reader the classroom registers.

A table dealt from an exercise (:mod:`wordgames.classroom.exercises`) saves it with the table;
loading the table reads it back, checked by the exercise's own rules. The classroom is a layer
above the play layer, so it registers its reader here when it is imported, as each game's
``saved`` module registers its values with the codec: the play layer never imports it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wordgames.errors import InvalidInput

#: The registered reader (``Exercise.from_dict``): at most one.
_EXERCISE_READER: list[Callable[[object], Any]] = []


def read_exercises_with(reader: Callable[[object], Any]) -> None:
    """Read a saved table's exercise with ``reader`` (raising ``InvalidInput`` for bad data)."""
    _EXERCISE_READER[:] = [reader]


def saved_exercise(data: object) -> Any:
    """A saved table's exercise, read and checked by the classroom's reader (``InvalidInput``
    naming the field when it is not a good exercise).

    >>> import wordgames.classroom  # registers the exercises' reader
    >>> saved_exercise({"format": "wordgames.exercise/1", "kind": "chess"})
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: exercise.kind: no exercise kind 'chess'; kinds: ...
    """
    if not _EXERCISE_READER:
        raise InvalidInput("exercise: a table dealt from a teacher's exercise is read by the "
                           "classroom's exercises: import wordgames.classroom first")
    return _EXERCISE_READER[0](data)


__all__ = ["read_exercises_with", "saved_exercise"]
