"""An anagram drill being played: the controller of the drill screen (plain Python, no widgets).

:class:`Drill` walks a student through an anagram exercise's puzzles: each puzzle's shuffled
tiles, the student's tries (right or wrong, said in words), hints (the definition first, then
the first letter; each counted), skipping, and at the end a summary and one row in the
class's progress (:class:`wordgames.classroom.Progress`). The screen
(:mod:`wordgames.ui.anagram_screen`) only shows what the drill says.

>>> from wordgames.classroom import make_exercise
>>> drill = Drill(make_exercise("anagram", ["cat", "dog"], seed=3), "Ana", clock=lambda: 0.0)
>>> drill.position
'puzzle 1 of 2'
>>> drill.submit("act").text
'ACT is not the word. Try again, or ask for a hint.'
>>> drill.submit("cat").kind, drill.solved
('ok', True)
>>> _ = drill.next(); drill.skip().kind, drill.done
('ok', True)
>>> drill.summary()
'Found 1 of 2 words, 0 hints, 1 skipped, in 0 s.'
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from wordgames.classroom import Exercise, Progress
from wordgames.errors import InvalidInput
from wordgames.ui.meanings import Meanings
from wordgames.ui.session import Message

#: The longest try taken as a word (a pasted paragraph is not one).
LONGEST = 40
_LETTERS = re.compile(r"[^\W\d_]+")


class Drill:
    """One play of an anagram ``exercise`` by ``student``.

    ``progress``: where the play is recorded when it ends (a :class:`Progress`, or None for no
    record); ``timer``: seconds for the whole drill (None: no limit), checked at each action;
    ``clock``: the time in seconds (for tests).
    """

    def __init__(self, exercise: Exercise, student: str = "Student", *,
                 progress: Progress | None = None, timer: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if exercise.kind != "anagram":
            raise InvalidInput(f"a drill plays an anagram exercise, not {exercise.kind!r}")
        if timer is not None and (isinstance(timer, bool) or not isinstance(timer, int | float)
                                  or not timer > 0):
            raise InvalidInput(f"timer is seconds (more than 0) or None, not {timer!r}")
        self.exercise = exercise
        self.student = student.strip() or "Student"
        self.progress = progress
        self.timer = None if timer is None else float(timer)
        self.clock = clock
        self.began = clock()
        self.started = time.time()
        self.puzzle = 0
        self.step = 0  # hints given for this puzzle
        self.hints = 0
        self.solved = False
        self.done = False
        self.seconds = 0.0
        self.accepted: list[str] = []
        self.refused: list[str] = []
        self.skipped: list[str] = []
        self.shown_hints: list[str] = []  # this puzzle's hints so far
        self.meaning = ""  # the meaning of the word just found
        self.record_id: int | None = None
        self.meanings = Meanings(exercise.definitions)
        self.message = Message("Make a word from all the tiles, type it and press Enter.")

    # -- what the screen shows -------------------------------------------------------------

    @property
    def count(self) -> int:
        return len(self.exercise.targets)

    @property
    def position(self) -> str:
        if self.done:
            return f"all {self.count} puzzles done"
        return f"puzzle {min(self.puzzle, self.count - 1) + 1} of {self.count}"

    @property
    def tiles(self) -> str:
        """The current puzzle's shuffled letters (with its distractors)."""
        return self.exercise.tiles[min(self.puzzle, self.count - 1)]

    @property
    def distractors(self) -> int:
        return len(str(self.exercise.solution[min(self.puzzle, self.count - 1)]))

    def remaining(self) -> float | None:
        """Seconds left on the timer (None without one)."""
        if self.timer is None:
            return None
        return max(0.0, self.timer - (self.clock() - self.began))

    def summary(self) -> str:
        """Found, hints, skipped, time."""
        found = len(set(self.accepted))
        seconds = self.seconds if self.done else self.clock() - self.began
        return (f"Found {found} of {self.count} word{'s' * (self.count != 1)}, {self.hints} "
                f"hint{'s' * (self.hints != 1)}, {len(self.skipped)} skipped, in "
                f"{seconds:.0f} s.")

    # -- what the student does -------------------------------------------------------------

    def submit(self, text: str) -> Message:
        """The student typed ``text`` and pressed Enter. A try that is no word (empty, digits,
        a paragraph) raises ``InvalidInput`` and counts for nothing."""
        self._going()
        if self.solved:
            raise InvalidInput("You found this one: press Next for the next puzzle.")
        word = _word(text)
        if self.exercise.answer(self.puzzle, word):
            self.accepted.append(word)
            self.solved = True
            self.meanings.add(0, word, "You")
            self.meaning = self.meanings.lines[0].text
            last = self.puzzle == self.count - 1
            return self._say(f"Right: {word.upper()}! Press "
                             f"{'Finish to see how you did' if last else 'Next'}.", "ok")
        self.refused.append(word)
        return self._say(f"{word.upper()} is not the word. Try again, or ask for a hint.",
                         "error")

    def hint(self) -> Message:
        """The next hint for this puzzle: its definition, then its first letter (counted)."""
        self._going()
        if self.solved:
            raise InvalidInput("You found this one already: no hint needed.")
        text = self.exercise.hint(self.puzzle, self.step)
        if text is None:
            raise InvalidInput("No more hints for this puzzle: try, or Skip it.")
        self.step += 1
        self.hints += 1
        self.shown_hints.append(text)
        return self._say(f"Hint {self.step}: {text}", "info")

    def skip(self) -> Message:
        """Leave this puzzle unsolved and go to the next."""
        self._going()
        if not self.solved:
            self.skipped.append(self.exercise.targets[self.puzzle])
        return self._advance()

    def next(self) -> Message:
        """After a right answer: the next puzzle (or the end). Before one, a skip."""
        return self.skip()

    def finish(self) -> Message:
        """End the drill now (the timer ran out, or the student stops): the summary, and the
        row in the class's progress (once)."""
        if not self.done:
            self.done = True
            self.seconds = self.clock() - self.began
            if self.progress is not None:
                self.record_id = self.progress.record(
                    self.student, "anagram", accepted=self.accepted, refused=self.refused,
                    exercise=self.exercise, hints=self.hints, seconds=self.seconds,
                    started=self.started)
        return self._say(f"All done{self._recorded()}.", "ok")

    def time_up(self) -> Message:
        """The timer ran out: the drill ends (recorded once) and says so."""
        self.finish()
        return self._say(f"Time is up{self._recorded()}. {self.summary()}", "info")

    def _recorded(self) -> str:
        return f": recorded for {self.student}" if self.record_id is not None else ""

    # -- inside ----------------------------------------------------------------------------

    def _advance(self) -> Message:
        if self.puzzle + 1 >= self.count:
            return self.finish()
        self.puzzle += 1
        self.step = 0
        self.solved = False
        self.shown_hints = []
        self.meaning = ""
        return self._say(f"Puzzle {self.puzzle + 1} of {self.count}: make a word from all "
                         "the tiles.", "info")

    def _going(self) -> None:
        if self.done:
            raise InvalidInput("The drill is over: " + self.summary())
        left = self.remaining()
        if left is not None and left <= 0:
            self.finish()
            raise InvalidInput("Time is up. " + self.summary())

    def _say(self, text: str, kind: str) -> Message:
        self.message = Message(text, kind)
        return self.message


def _word(text: Any) -> str:
    """The try as a lowercase word, or ``InvalidInput`` saying why it is none.

    >>> _word("  Cat ")
    'cat'
    >>> _word("c4t")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: type letters only: 'c4t' has other characters
    """
    if not isinstance(text, str) or not text.strip():
        raise InvalidInput("type a word first: the box is empty")
    word = text.strip()
    if len(word) > LONGEST or len(word.split()) > 1:
        raise InvalidInput(f"type one word of up to {LONGEST} letters, not "
                           f"{len(word)} characters of text")
    if not _LETTERS.fullmatch(word):
        raise InvalidInput(f"type letters only: {word!r} has other characters")
    return word.lower()


def open_drill(exercise: Exercise | str, student: str = "", *, timer: float | None = None,
               folder: str | Path | None = None, record: bool = True) -> Drill:
    """A drill of ``exercise`` (or the saved exercise of that name in the classroom
    ``folder``), recorded in the folder's progress when it ends (unless ``record`` is off)."""
    if isinstance(exercise, str):
        exercise = Exercise.open(exercise, folder)
    return Drill(exercise, student, progress=Progress(folder) if record else None, timer=timer)


__all__ = ["LONGEST", "Drill", "open_drill"]
