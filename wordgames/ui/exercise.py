"""A student plays an exercise in the same screens as a game, and the play is recorded.

``play_exercise(exercise, student)`` opens the game's play screen (MY WORD!, Five Tiers or
Word Storm) on the exercise's cards or tiles, with or without bots, with or without a timer;
when the round ends, what the student did goes to the class's progress
(``wordgames.classroom.Progress``): the words accepted and refused, the targets found, hints,
time. An anagram drill opens its own screen (:mod:`wordgames.ui.anagram_screen`).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from pathlib import Path
from typing import Any

from wordgames.classroom import Exercise, Progress
from wordgames.classroom.progress import round_words
from wordgames.errors import InvalidInput
from wordgames.ui.anagram_screen import DrillApp
from wordgames.ui.app import App
from wordgames.ui.options import BotChoice, Setup
from wordgames.ui.screen import Screen
from wordgames.ui.tables import table_for


def exercise_setup(exercise: Exercise, student: str, bots: int = 1, bot: str = "student",
                   timer: float | None = None, speed: float = 1.0) -> tuple[Setup, Any]:
    """The screen's set-up for ``exercise`` and the round in which ``student`` (seat 0) gets
    its tiles. ``timer``: Five Tiers' seconds per flip of the sand timer (None: the rules').
    The match is that one round (no target score)."""
    table = table_for(exercise.kind)
    low, high = table.players
    if not isinstance(bots, int) or not low - 1 <= bots <= high - 1:
        raise InvalidInput(f"{table.display_name} exercises take {low - 1} to {high - 1} bots, "
                           f"not {bots!r}")
    rules = dataclasses.replace(exercise.rules(), rounds=1, target=None)
    if timer is not None:
        if exercise.kind != "fivetiers":
            raise InvalidInput("only Five Tiers has a timer to set")
        rules = dataclasses.replace(rules, timer=float(timer))
    setup = Setup(exercise.kind, student.strip() or "Student", (BotChoice(bot),) * bots, rules,
                  exercise.lexicon, exercise.seed, speed, False, table.level)
    return setup, exercise.new_round(players=1 + bots, seed=exercise.seed)


class ExerciseApp(App):
    """The play screen of an exercise: Start deals the exercise's round (the panel asks only
    for the student's name), and when the round ends the play goes to the class's progress.
    ``recorder`` is the task that waits for the end (None before Start)."""

    def __init__(self, exercise: Exercise, student: str = "", *, bots: int = 1,
                 bot: str = "student", timer: float | None = None, speed: float = 1.0,
                 folder: str | Path | None = None, meanings: bool = True) -> None:
        setup, state = exercise_setup(exercise, student, bots, bot, timer, speed)
        super().__init__(exercise.kind, speed=speed, meanings=meanings,
                         glossary=exercise.definitions, targets=exercise.targets)
        self.exercise = exercise
        self.progress = Progress(folder)
        self.recorder: asyncio.Task[None] | None = None
        what = exercise.name or f"seed {exercise.seed}"
        targets = len(exercise.targets)
        others = f"{bots} bot{'s' * (bots != 1)}"
        self.prepare(setup, state, title=f"{self.table.display_name} exercise: {what}", note=(
            f"{targets} of this week's word{'s' * (targets != 1)} to find, playing against "
            f"{others}. Type your name and press Start."))
        self.panel.name_box.value = student.strip()

    def started(self, screen: Screen) -> None:
        live = screen.session.live
        if live is not None:
            # A reference is kept here: the loop holds only weak ones.
            self.recorder = asyncio.get_running_loop().create_task(
                _record(live, screen.session, self.exercise, self.progress, time.time()))


def play_exercise(exercise: Exercise | str, student: str = "", *, bots: int = 1,
                  bot: str = "student", timer: float | None = None, speed: float = 1.0,
                  folder: str | Path | None = None, meanings: bool = True
                  ) -> ExerciseApp | DrillApp:
    """The play screen of ``exercise`` (an :class:`Exercise` or the name of a saved one in the
    classroom ``folder``) for ``student``; press Start to play. The play is recorded in the
    folder's progress when the round ends. ``meanings``: show what each accepted word means
    (the teacher's definitions first). An anagram drill gets its own screen (no bots: the
    student types each word; ``timer``: seconds for the whole drill)."""
    if isinstance(exercise, str):
        exercise = Exercise.open(exercise, folder)
    if exercise.kind == "anagram":
        return DrillApp(exercise, student, timer=timer, folder=folder, speed=speed)
    return ExerciseApp(exercise, student, bots=bots, bot=bot, timer=timer, speed=speed,
                       folder=folder, meanings=meanings)


async def _record(live: Any, session: Any, exercise: Exercise, progress: Progress,
                  began: float) -> None:
    with contextlib.suppress(asyncio.CancelledError):
        result = await live.finished
        if result is None:  # stopped before the end: nothing to record
            return
        accepted, refused = round_words(session.game, result, player=0)
        progress.record(session.setup.name, exercise.kind, accepted=accepted, refused=refused,
                        exercise=exercise, hints=session.hints[-1] if session.hints else 0,
                        seconds=time.time() - began, score=result.scores[0], started=began)
        found = len(set(accepted) & set(exercise.targets))
        session.say(f"Recorded for {session.setup.name}: {len(accepted)} words, {found} of the "
                    f"{len(exercise.targets)} words of the week.", "ok")
        session.update()


__all__ = ["ExerciseApp", "exercise_setup", "play_exercise"]
