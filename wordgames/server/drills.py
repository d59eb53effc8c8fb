"""A teacher's anagram drill on the classroom server: one student's drill, its seat token, its
page's moves, its snapshot.

A drill is no game table (:class:`wordgames.classroom.drill.Drill` walks a student through
puzzles; it has no seats, rounds or clock), so the room keeps its drills beside its tables,
under join codes of the same kind, and the same page and client show it (drawn by
:mod:`wordgames.screens.anagram`). It is snapshotted after every move, whole
(:meth:`Drill.to_dict`), so a restart brings it back at the same puzzle with the same answers,
hints and time spent. Its play goes once, when it ends, to the recorder (the one writer).

>>> from wordgames.classroom import make_exercise
>>> plays = []
>>> sitting = DrillSitting("ABCD", Drill(make_exercise("anagram", ["cat"], seed=3), "Ana",
...                                      record=plays.append), "token")
>>> sitting.send('{"type": "try", "word": "cat"}'); sitting.send('{"type": "next"}')
>>> sitting.drill.done, [p["accepted"] for p in plays]
(True, [['cat']])
>>> sitting.send('{"type": "try", "word": "cat"}')  # said on the screen, nothing else
>>> sitting.drill.message.text
'The drill is over: Found 1 of 1 word, 0 hints, 0 skipped, in ... s.'
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from wordgames.classroom.drill import Drill, Message, checked_move
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.screens import LARGE, anagram

log = logging.getLogger(__name__)


@dataclass
class DrillSitting:
    """One student's drill at join code ``code``; ``token``: the student's seat token (in the
    page's signed cookie); ``version`` counts its changes (each is one screen)."""

    code: str
    drill: Drill
    token: str
    made: float = field(default_factory=time.time)
    large: bool = False
    version: int = 0
    address: str = ""  # the network address that started it (for the limit by address)

    @property
    def started(self) -> bool:
        """The student has made a move (a drill with none only waits)."""
        return bool(self.version)

    @property
    def finished(self) -> bool:
        """The drill is over: the room may clear it away."""
        return self.drill.done

    @property
    def title(self) -> str:
        return f"Anagram exercise: {self.drill.exercise.name or self.drill.exercise.seed}"

    def send(self, raw: str | bytes) -> None:
        """The page's message played; a wrong one is said on the screen in words."""
        try:
            message = checked_move(raw)
            kind = message["type"]
            if kind == "large":
                self.large = not self.large
            elif kind == "start":
                raise InvalidInput("your drill has started: type the word and press Enter")
            else:
                self.drill.take(message)
        except WordgamesError as err:
            self.drill.message = Message(str(err), "error")
        self.version += 1

    def screen_data(self) -> dict[str, Any]:
        """What :mod:`wordgames.screens.anagram` draws."""
        return {"title": self.title, "count": self.drill.count, "timer": self.drill.timer,
                "error": "", "student": self.drill.student,
                "screen": {"large": self.large}, "drill": self.drill.view_json()}

    def screen(self) -> str:
        """The drill's screen as HTML (the page has the stylesheet once)."""
        return anagram.render(self.screen_data(), scale=LARGE if self.large else None,
                              styled=False)

    def entry(self) -> dict[str, Any]:
        """The snapshot written to the classroom folder."""
        return {"code": self.code, "made": self.made, "tokens": {self.token: 0},
                "large": self.large, "drill": self.drill.to_dict()}

    @classmethod
    def restored(cls, entry: dict[str, Any],
                 record: Callable[[dict[str, Any]], None]) -> DrillSitting:
        """The drill a snapshot kept (``record`` takes its play when it ends)."""
        tokens = entry.get("tokens")
        if not isinstance(tokens, dict) or len(tokens) != 1:
            raise InvalidInput("a drill's seat token is not {token: 0}")
        [token] = tokens
        return cls(str(entry["code"]), Drill.from_dict(entry["drill"], record=record),
                   str(token), made=float(entry.get("made", time.time())),
                   large=bool(entry.get("large", False)))


__all__ = ["DrillSitting"]
