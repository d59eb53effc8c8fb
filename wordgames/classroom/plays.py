"""A finished round of a table, as the plays the classroom's progress records, and what each
student is told of it: one place for JupyterLab's exercise screen and the classroom server.

:func:`plays_of` gives one play per person's seat (the words accepted and refused, the hints,
the time, the score and, at an exercise's table, the exercise and its words of the week), in
the form :meth:`wordgames.classroom.Progress.record` takes (plain JSON values, so a play
waiting to be recorded can be kept in a file). :func:`record_round` hands them to whoever
records them and shows each student, in a child's words, what was kept (:func:`told`).

>>> from wordgames.classroom.exercises import make_exercise
>>> from wordgames.play.table import Table
>>> five = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3)
>>> table = Table("fivetiers", ["person", "easy"], exercise=five, clock="simulated",
...               names=["Ana"])
>>> table.join(0)
>>> table.start()
>>> five.solution
('go', 'cat', 'frog', 'horse', 'always')
>>> _ = table.send(0, {"type": "declare", "words": ["go", "cat", "frog", "horse", "syawla"]})
>>> result = table.play_round()
>>> [play] = plays_of(table, result, session="week 3")
>>> play["accepted"], play["refused"], play["exercise"], play["targets"]
(['go', 'cat', 'frog', 'horse'], ['syawla'], 'practice 3', ['cat', 'frog', 'horse'])
>>> for sentence in told(play).split(". "):
...     print(sentence)
Saved for your teacher, Ana: 4 good words, and all 3 words of the week (CAT, FROG, HORSE)
This did not count: SYAWLA
Check the spelling next time.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

from wordgames.classroom.progress import round_words, words_made, words_not_counted
from wordgames.errors import WordgamesError
from wordgames.play.table import counted_scores


def plays_of(table: Any, result: Any, session: str | None = None) -> list[dict[str, Any]]:
    """One play per person's seat of ``table``'s finished round ``result`` (``session`` groups
    the plays: the server's table code, a lesson), as :meth:`Progress.record` takes it."""
    exercise = getattr(table, "exercise", None)
    hints = result.extra.get("hints") or (0,) * table.players
    speed = float(getattr(table, "speed", 1.0))  # a fast clock (tests, demonstrations) ran it
    began = time.time() - float(result.seconds) / speed
    counted = counted_scores(result)  # after the hints' charge
    plays = []
    for seat in recorded_seats(table):
        accepted, refused = round_words(table.game, result, seat.number)
        play: dict[str, Any] = {
            "student": seat.name, "game": table.info.name, "accepted": accepted,
            "refused": refused, "seconds": float(result.seconds),
            "score": counted[seat.number], "hints": int(hints[seat.number]),
            "started": began, "session": session}
        if exercise is not None:
            play["exercise"] = exercise.name or f"practice {exercise.seed}"
            play["targets"] = list(exercise.targets)
        plays.append(play)
    return plays


def plays_so_far(table: Any, seats: Iterable[int],
                 session: str | None = None) -> list[dict[str, Any]]:
    """The plays of ``seats`` (numbers) in ``table``'s round in play, cut short: the teacher
    moved the student or ended the game, or the student left. The words and hints so far and
    the time, with no score (the round never ended); a seat that tried no word and took no
    hint, or is not recorded (:func:`recorded_seats`), has none. Without them the teacher's
    report would lose what a moved student did before the move."""
    state = table.state
    if not table.playing or state is None:
        return []
    exercise = getattr(table, "exercise", None)
    seconds = float(getattr(state, "now", 0.0) or 0.0)
    live = getattr(table, "_live", None)
    began = time.time() - seconds / (live.speed if live is not None else 1.0)
    chosen = set(seats)
    plays = []
    for seat in recorded_seats(table):
        if seat.number not in chosen:
            continue
        accepted = list(words_made(table.game, state, seat.number))
        refused = list(words_not_counted(table.game, state, seat.number))
        hints = int(table.hints[seat.number])
        if not (accepted or refused or hints):
            continue
        play: dict[str, Any] = {
            "student": seat.name, "game": table.info.name, "accepted": accepted,
            "refused": refused, "seconds": seconds, "score": None, "hints": hints,
            "started": began, "session": session}
        if exercise is not None:
            play["exercise"] = exercise.name or f"practice {exercise.seed}"
            play["targets"] = list(exercise.targets)
        plays.append(play)
    return plays


def recorded_seats(table: Any) -> list[Any]:
    """The seats whose plays are recorded: those a person plays. Never a seat nobody took
    (``free``: "Player 2"), nor one its person left (a bot plays it on)."""
    return [seat for seat in table.seats
            if seat.kind == "person" and getattr(seat, "taken", True)
            and not getattr(seat, "left", False)]


def told(play: dict[str, Any]) -> str:
    """What a student is told of their recorded ``play``: the good words, the words of the
    week found, and the words that did not count, named (never a tick over a misspelling).

    >>> print(told({"student": "Bo", "accepted": ["cat"], "refused": [], "targets": []}))
    Saved for your teacher, Bo: 1 good word.
    """
    good = list(dict.fromkeys(play["accepted"]))
    text = (f"Saved for your teacher, {play['student']}: {len(good)} good "
            f"word{'s' * (len(good) != 1)}")
    targets = play.get("targets") or []
    if targets:
        found = [t for t in targets if t in good]
        which = f" ({', '.join(w.upper() for w in found)})" if found else ""
        week = "word of the week" if len(targets) == 1 else f"{len(targets)} words of the week"
        if len(targets) == 1:
            text += f", and {'the' if found else 'not the'} {week}{which}"
        elif len(found) == len(targets):
            text += f", and all {week}{which}"
        else:
            text += f", and {len(found)} of the {week}{which}"
    text += "."
    wrong = list(dict.fromkeys(play["refused"]))
    if wrong:
        text += (f" {'These' if len(wrong) > 1 else 'This'} did not count: "
                 f"{', '.join(w.upper() for w in wrong)}. Check the spelling next time.")
    return text


def record_round(table: Any, result: Any, session: str | None,
                 record: Callable[[list[dict[str, Any]]], None], *,
                 tell: bool = True) -> list[dict[str, Any]]:
    """Record the plays of ``table``'s finished round ``result`` with ``record`` (the
    server's recorder, or :meth:`Progress.record` in JupyterLab) and, with ``tell``, show each
    student what was kept; a recording that fails is said to the students in one line."""
    plays = plays_of(table, result, session)
    try:
        record(plays)
    except WordgamesError as err:
        for seat in recorded_seats(table):
            if tell:
                table.tell(seat.number, f"Your play could not be saved for your teacher: {err}",
                           "error")
        return plays
    if tell:
        people = [seat.number for seat in recorded_seats(table)]
        for seat, play in zip(people, plays, strict=True):
            table.tell(seat, told(play), "info" if play["refused"] else "ok")
    return plays


__all__ = ["plays_of", "plays_so_far", "record_round", "recorded_seats", "told"]
