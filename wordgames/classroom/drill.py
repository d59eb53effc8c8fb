"""An anagram drill being played: the controller of the drill's screen (plain Python, no widgets).

:class:`Drill` walks a student through an anagram exercise's puzzles: each puzzle's shuffled
tiles, the student's tries (right or wrong, said in words), hints (the definition first, then
the first letter; each counted), skipping, and at the end a summary and one row in the
class's progress (:class:`wordgames.classroom.Progress`, or any ``record`` callable: the
classroom server hands the play to its one writer). The screens (JupyterLab's
:mod:`wordgames.ui.drill_screen`, the classroom server's drill page), drawn by
:mod:`wordgames.screens.anagram`, only show what the drill says (:meth:`Drill.view_json`) and
send it the page's messages (:meth:`Drill.take`). :meth:`Drill.to_dict` and
:meth:`Drill.from_dict` keep a drill mid-way (the server's snapshots).

>>> from wordgames.classroom import make_exercise
>>> drill = Drill(make_exercise("anagram", ["cat", "dog"], seed=3), "Ana", clock=lambda: 0.0)
>>> drill.position
'puzzle 1 of 2'
>>> drill.submit("act").text, drill.refused
('ACT is a word too, but not the one we want: try again.', [])
>>> drill.submit("cta").text
'CTA is not a word we know. Check the spelling. Try again, or ask for a hint.'
>>> drill.submit("cat").kind, drill.solved
('ok', True)
>>> _ = drill.next(); drill.skip().kind, drill.done
('ok', True)
>>> drill.summary()
'Found 1 of 2 words, 0 hints, 1 skipped, in 0 s.'
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from wordgames.classroom.exercises import Exercise
from wordgames.classroom.progress import Progress
from wordgames.classroom.seat_meanings import Meanings
from wordgames.errors import InvalidInput
from wordgames.play.table import check_message

#: The longest try taken as a word (a pasted paragraph is not one).
LONGEST = 40
_LETTERS = re.compile(r"[^\W\d_]+")

#: The messages a drill's page sends, and the fields of each (``start`` and ``large`` are the
#: screen's own: its name form and its letter size).
MOVES: dict[str, tuple[str, ...]] = {"start": ("name",), "try": ("word",), "hint": (),
                                     "next": (), "large": ()}


@dataclass(frozen=True)
class Message:
    """What a screen tells the person: ``kind`` is ``info``, ``ok`` or ``error``.

    >>> Message("Right: CAT!", "ok")
    Message(text='Right: CAT!', kind='ok')
    """

    text: str = ""
    kind: str = "info"


def checked_move(raw: Any) -> dict[str, Any]:
    """A drill page's message checked for its shape and fields (:data:`MOVES`).

    >>> checked_move('{"type": "try", "word": "cat"}')
    {'type': 'try', 'word': 'cat'}
    >>> checked_move({"type": "hint", "word": "cat"})
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: 'hint' takes no word
    """
    message = check_message(raw)
    kind = message["type"]
    if kind not in MOVES:
        raise InvalidInput(f"unknown move {kind!r}: the moves are {', '.join(MOVES)}")
    extra = set(message) - {"type", *MOVES[kind]}
    if extra:
        raise InvalidInput(f"{kind!r} takes no {', '.join(sorted(extra))}")
    return message


class Drill:
    """One play of an anagram ``exercise`` by ``student``.

    ``progress``: where the play is recorded when it ends (a :class:`Progress`, or None for no
    record); ``record``: instead, a callable given the play (JSON values, as
    :meth:`Progress.record` takes them) that sees it recorded (the server's one writer);
    ``session``: the play's session; ``timer``: seconds for the whole drill (None: no limit),
    checked at each action; ``clock``: the time in seconds (for tests).
    """

    def __init__(self, exercise: Exercise, student: str = "Student", *,
                 progress: Progress | None = None,
                 record: Callable[[dict[str, Any]], None] | None = None,
                 session: str | None = None, timer: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if exercise.kind != "anagram":
            raise InvalidInput(f"a drill plays an anagram exercise, not {exercise.kind!r}")
        if timer is not None and (isinstance(timer, bool) or not isinstance(timer, int | float)
                                  or not timer > 0):
            raise InvalidInput(f"timer is seconds (more than 0) or None, not {timer!r}")
        self.exercise = exercise
        self.student = student.strip() or "Student"
        self.progress = progress
        self.record = record
        self.session = session
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
        self.other_words: list[str] = []  # real words from the tiles, not the one wanted
        self.skipped: list[str] = []
        self.shown_hints: list[str] = []  # this puzzle's hints so far
        self.meaning = ""  # the meaning of the word just found
        self.record_id: int | None = None
        self.handed = False  # the play went to ``record``
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

    def clock_json(self) -> dict[str, float]:
        """The drill's clock as the screen client counts from it: the seconds since it began
        (``now``) and how many pass a second (``rate``: 0 once it is over or untimed). The
        screen's clock counts down by itself to ``data-ends`` (the timer), with no redraw.

        >>> from wordgames.classroom import make_exercise
        >>> Drill(make_exercise("anagram", ["cat"], seed=3), timer=60, clock=lambda: 0.0
        ...       ).clock_json()
        {'now': 0.0, 'rate': 1.0}
        """
        spent = self.seconds if self.done else self.clock() - self.began
        running = self.timer is not None and not self.done
        return {"now": round(spent, 3), "rate": 1.0 if running else 0.0}

    def summary(self) -> str:
        """Found, hints, skipped, time."""
        found = len(set(self.accepted))
        seconds = self.seconds if self.done else self.clock() - self.began
        return (f"Found {found} of {self.count} word{'s' * (self.count != 1)}, {self.hints} "
                f"hint{'s' * (self.hints != 1)}, {len(self.skipped)} skipped, in "
                f"{seconds:.0f} s.")

    def view_json(self) -> dict[str, Any]:
        """What the drill's screen draws (:mod:`wordgames.screens.anagram`), as JSON values.

        >>> from wordgames.classroom import make_exercise
        >>> drill = Drill(make_exercise("anagram", ["cat"], seed=3), "Ana", clock=lambda: 0.0)
        >>> data = drill.view_json()
        >>> data["position"], sorted(data["tiles"]), data["solved"]
        ('puzzle 1 of 1', ['A', 'C', 'T'], False)
        """
        left = self.remaining()
        last = min(self.puzzle, self.count - 1) == self.count - 1
        return {
            "student": self.student, "position": self.position,
            "seconds_left": None if left is None else math.ceil(left),
            "ends": self.timer,  # the moment of clock_json's time the timer runs out
            "message": {"text": self.message.text, "kind": self.message.kind},
            "tiles": list(self.tiles), "extra": self.distractors,
            "hints": list(self.shown_hints), "solved": self.solved, "last": last,
            "meaning": self.meaning, "done": self.done, "summary": self.summary(),
            "missed": [t for t in self.exercise.targets if t not in self.accepted],
        }

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
        kind, said = self.exercise.judge(self.puzzle, word)
        if kind == "other word":  # a real word: no misspelling to record
            self.other_words.append(word)
            return self._say(said, "info")
        self.refused.append(word)
        return self._say(said, "error")

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
                self.record_id = self.progress.record(**self.play(), exercise=self.exercise)
            elif self.record is not None:
                self.record({**self.play(), "exercise": self.exercise.name
                             or f"anagram {self.exercise.seed}",
                             "targets": list(self.exercise.targets)})
                self.handed = True
        return self._say(f"All done{self._recorded()}", "ok")

    def time_up(self) -> Message:
        """The timer ran out: the drill ends (recorded once) and says so."""
        self.finish()
        return self._say(f"Time is up{self._recorded()} {self.summary()}", "info")

    def play(self) -> dict[str, Any]:
        """The play so far as :meth:`Progress.record` takes it (without its exercise)."""
        play: dict[str, Any] = {
            "student": self.student, "game": "anagram", "accepted": list(self.accepted),
            "refused": list(self.refused), "hints": self.hints, "seconds": self.seconds,
            "started": self.started}
        if self.session is not None:
            play["session"] = self.session
        return play

    def _recorded(self) -> str:
        """What the student is told of the recording, in their words, with its full stop."""
        if self.record_id is None and not self.handed:
            return "."
        return f", {self.student}! Your teacher can see how you did."

    def take(self, message: dict[str, Any]) -> Message:
        """A page's checked move (:func:`checked_move`) played: ``try``, ``hint`` or ``next``
        (the screen answers ``start`` and ``large`` itself)."""
        kind = message["type"]
        if kind == "try":
            return self.submit(message.get("word", ""))
        if kind == "hint":
            return self.hint()
        if kind == "next":
            return self.next()
        raise InvalidInput(f"the drill has started: {kind!r} is no move in it")

    # -- kept mid-way ----------------------------------------------------------------------

    #: What :meth:`to_dict` keeps, besides the exercise, the timer and the time spent.
    KEPT = ("student", "session", "started", "puzzle", "step", "hints", "solved", "done",
            "seconds", "accepted", "refused", "other_words", "skipped", "shown_hints",
            "meaning", "record_id", "handed")

    def to_dict(self) -> dict[str, Any]:
        """The drill as it is now, as JSON values: its exercise, every answer, hint and skip,
        the message shown and the time spent so far.

        >>> from wordgames.classroom import make_exercise
        >>> drill = Drill(make_exercise("anagram", ["cat", "dog"], seed=3), "Ana")
        >>> _ = drill.submit("cat"); _ = drill.next(); _ = drill.hint()
        >>> again = Drill.from_dict(drill.to_dict())
        >>> again.position, again.accepted, again.shown_hints == drill.shown_hints
        ('puzzle 2 of 2', ['cat'], True)
        """
        kept = {name: getattr(self, name) for name in self.KEPT}
        return {**kept, "exercise": self.exercise.to_dict(), "timer": self.timer,
                "spent": self.clock() - self.began,
                "message": {"text": self.message.text, "kind": self.message.kind}}

    @classmethod
    def from_dict(cls, data: Any, *, record: Callable[[dict[str, Any]], None] | None = None,
                  clock: Callable[[], float] = time.monotonic) -> Drill:
        """The drill :meth:`to_dict` kept, going on from where it was (the time spent goes
        on from what it was: time the drill was not kept anywhere does not count)."""
        if not isinstance(data, dict) or not all(name in data for name in cls.KEPT):
            raise InvalidInput("a kept drill is the object Drill.to_dict makes")
        drill = cls(Exercise.from_dict(data["exercise"]), str(data["student"]), record=record,
                    timer=data.get("timer"), clock=clock)
        for name in cls.KEPT:
            setattr(drill, name, data[name])
        if not 0 <= drill.puzzle < drill.count or not all(
                isinstance(getattr(drill, name), list) for name in
                ("accepted", "refused", "other_words", "skipped", "shown_hints")):
            raise InvalidInput("a kept drill's puzzle or answers are not what Drill keeps")
        spent = data.get("spent")
        drill.began = clock() - (float(spent) if isinstance(spent, int | float) else 0.0)
        told = data.get("message") or {}
        drill.message = Message(str(told.get("text", "")), str(told.get("kind", "info")))
        return drill

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
    wordgames.errors.InvalidInput: type letters only: c4t has numbers or other signs in it
    """
    if not isinstance(text, str) or not text.strip():
        raise InvalidInput("type a word first: the box is empty")
    word = text.strip()
    if len(word) > LONGEST or len(word.split()) > 1:
        raise InvalidInput(f"type one word of up to {LONGEST} letters, not "
                           f"{len(word)} characters of text")
    if not _LETTERS.fullmatch(word):
        raise InvalidInput(f"type letters only: {word} has numbers or other signs in it")
    return word.lower()


__all__ = ["LONGEST", "MOVES", "Drill", "Message", "checked_move"]
