"""A student plays an exercise on the same screen as a game, and the play is recorded.

``play_exercise(exercise, student)`` opens the game's play screen (MY WORD!, Five Tiers or
Word Storm: :mod:`wordgames.ui.table_screen`) over a table dealt from the exercise
(``Table(..., exercise=...)``: the student gets its cards or tiles, the bots leave its words of
the week alone). A short set-up screen comes first: the exercise's name and what it asks, the
student's name, how hard the bots are (Easy first) and how many play. When the round ends, what
the student did goes to the class's progress (``wordgames.classroom.Progress``) and the screen
says what was kept: :func:`wordgames.classroom.plays.record_round`, the classroom server's
too. An anagram drill opens its own screen (:mod:`wordgames.ui.drill_screen`).

>>> import asyncio, tempfile
>>> from wordgames.classroom import make_exercise
>>> async def a_round():
...     five = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3)
...     screen = play_exercise(five, "Ana", folder=tempfile.mkdtemp(), meanings=False)
...     shown = "Five Tiers exercise" in screen.html
...     screen.receive({"type": "next"})  # Start
...     rack = screen.table.view_json(0)["view"]["rack"]
...     screen.close()
...     return shown, sorted(rack) == sorted(five.tiles)
>>> asyncio.run(a_round())
(True, True)
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from wordgames.classroom import Exercise, Progress
from wordgames.classroom.plays import record_round
from wordgames.classroom.seat_meanings import Meanings
from wordgames.errors import InvalidInput
from wordgames.kit.protocol import GAMES
from wordgames.play import presets
from wordgames.play.table import Table
from wordgames.play.warm import warm
from wordgames.ui.drill_screen import DrillScreen, drill_screen
from wordgames.ui.setup import LEVEL_CHOICES, SetUp, preset_name
from wordgames.ui.table_screen import PlayScreen, bot_name, keep_for_cell, warm_definitions

#: The name a table is made with before the student has typed theirs.
NO_NAME = "Student"


class ExerciseSetUp(SetUp):
    """The set-up screen of an exercise: its title and what it asks, the student's name (they
    must type one: it is what their teacher sees), how hard the bots are and how many play.
    The rules are the exercise's (on the chosen level's clock); none change under More
    options. ``timer``: Five Tiers' seconds per round, when the teacher set one."""

    def __init__(self, exercise: Exercise, student: str = "", *, players: int = 2,
                 level: str = presets.DEFAULT, timer: float | None = None) -> None:
        shown = dict(zip(presets.NAMES, (name for name, _ in LEVEL_CHOICES), strict=True))
        if level not in shown:
            raise InvalidInput(f"bot: a level ({', '.join(presets.NAMES)}), not {level!r}")
        super().__init__(exercise.kind, name=student.strip() or NO_NAME, level=shown[level],
                         players=players)
        self.exercise = exercise
        self.timer = timer
        self.name = student.strip()
        self.options = []  # the exercise's rules are the teacher's

    def _rules(self, level: str, changed: dict[str, Any]) -> Any:
        rules = self.exercise.table_rules(preset_name(level))
        if self.timer is not None:
            rules = dataclasses.replace(rules, timer=float(self.timer))
        return rules

    def choices(self) -> dict[str, Any]:
        return super().choices() | self.exercise.heading(self.players)

    def take(self, message: dict[str, Any]) -> None:
        if not str(message.get("name", self.name)).strip():
            raise InvalidInput("Type your name first: it is how your teacher sees your play.")
        super().take(message)


def exercise_table(exercise: Exercise, setup: ExerciseSetUp, progress: Progress, *,
                   speed: float = 1.0) -> Table:
    """The live table of ``exercise`` that ``setup`` chose (the student at seat 0), whose
    round goes to ``progress`` when it ends, and the screen says what was kept."""
    bots = setup.bots()
    table = Table(exercise.kind, ["person", *bots], rules=setup.rules, seed=exercise.seed,
                  clock="live", speed=speed, preset=setup.preset, exercise=exercise,
                  names=[setup.name or NO_NAME,
                         *(bot_name(n, b) for n, b in enumerate(bots, start=1))])
    table.join(0)
    recorded = len(table.rounds)

    def record(plays: list[dict[str, Any]]) -> None:
        for play in plays:
            progress.record(**play)

    def ended(changed: Table) -> None:
        nonlocal recorded
        fresh = changed.rounds[recorded:]
        recorded = len(changed.rounds)
        for result in fresh:
            record_round(changed, result, None, record)

    table.listen(ended)
    warm([table.game], levels=[s.skill.level for s in table.seats if s.skill])
    return table


def play_exercise(exercise: Exercise | str, student: str = "", *, bots: int = 1,
                  bot: str = presets.DEFAULT, timer: float | None = None, speed: float = 1.0,
                  folder: str | Path | None = None, meanings: bool = True
                  ) -> PlayScreen | DrillScreen:
    """The play screen of ``exercise`` (an :class:`Exercise` or the name of a saved one in the
    classroom ``folder``) for ``student``: its set-up screen first (press Start). ``bots``:
    how many play beside the student; ``bot``: how hard they are (a level of
    ``wordgames.play.presets``: ``easy``, the default, ... ``expert``); ``timer``: Five Tiers'
    seconds per round. The play is recorded in the folder's progress when the round ends.
    ``meanings``: show what each word the student makes means, the teacher's definitions
    first. An anagram drill gets its own screen (no bots: the student types each word;
    ``timer``: seconds for the whole drill)."""
    if isinstance(exercise, str):
        exercise = Exercise.open(exercise, folder)
    if exercise.kind == "anagram":
        return drill_screen(exercise, student, timer=timer, folder=folder)
    info = GAMES.get_info(exercise.kind)
    low, high = info.players
    if not isinstance(bots, int) or isinstance(bots, bool) or not low - 1 <= bots <= high - 1:
        raise InvalidInput(f"{info.display_name} exercises take {low - 1} to {high - 1} bots, "
                           f"not {bots!r}")
    if timer is not None and exercise.kind != "fivetiers":
        raise InvalidInput("only Five Tiers has a timer to set")
    progress = Progress(folder)
    first = ExerciseSetUp(exercise, student, players=1 + bots, level=bot, timer=timer)

    def make(chosen: SetUp) -> Table:
        assert isinstance(chosen, ExerciseSetUp)
        return exercise_table(exercise, chosen, progress, speed=speed)

    table = make(first)
    follow = None
    if meanings:
        follow = Meanings.for_seat(table, 0)
        warm_definitions()
    screen = PlayScreen(table, 0, meanings=follow, setup=(first, make))
    keep_for_cell(screen)
    return screen


__all__ = ["ExerciseSetUp", "exercise_table", "play_exercise"]
