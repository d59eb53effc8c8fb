"""How a saved table's teacher's exercise is read back: by the classroom's reader, named.

A table dealt from an exercise (:mod:`wordgames.classroom.exercises`) saves it with the table;
loading the table reads it back, checked by the exercise's own rules. The classroom is a layer
above the play layer, so the play layer names its reader by where it is (a
:class:`~wordgames.kit.protocol.Lazy`, as a game's ``INFO`` names its bot) and imports it the
first time a saved table holds an exercise: no import of the classroom here, and a plain script
loads any saved table without importing the classroom first.
"""

from __future__ import annotations

from typing import Any

from wordgames.kit.protocol import Lazy

#: The classroom's reader of a saved exercise (``Exercise.read``): ``InvalidInput`` naming the
#: field when the data is not a good exercise.
EXERCISE_READER = Lazy("wordgames.classroom.exercises:read_saved_exercise")


def saved_exercise(data: object) -> Any:
    """A saved table's exercise, read and checked by the classroom's reader (``InvalidInput``
    naming the field when it is not a good exercise).

    >>> saved_exercise({"format": "wordgames.exercise/1", "kind": "chess"})
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: exercise.kind: no exercise kind 'chess'; kinds: ...
    """
    return EXERCISE_READER.load()(data)


__all__ = ["EXERCISE_READER", "saved_exercise"]
