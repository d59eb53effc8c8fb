"""A student plays an exercise on the play screen (widgets without a browser) and the play is
recorded in the class's progress."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from wordgames.agents import PRESETS
from wordgames.classroom import Progress, WordList, make_exercise
from wordgames.errors import InvalidInput
from wordgames.runner import drive
from wordgames.ui.exercise import ExerciseApp, exercise_setup, play_exercise

DATA = Path(__file__).resolve().parents[1] / "classroom" / "data"


async def _play(app: ExerciseApp, brain: object) -> None:
    screen = app.start()
    session = screen.session
    live = session.live
    await drive(live, session.human, brain)
    await live.finished
    await app.recorder


@pytest.mark.parametrize("kind", ["fivetiers", "myword", "wordstorm"])
def test_two_students_play_the_weeks_exercises_and_the_class_report_shows_it(
    kind: str, tmp_path: Path
) -> None:
    from wordgames import GAMES

    words = WordList.load(DATA / "week3.csv")
    options = {"k": 3} if kind != "myword" else {}
    targets = words.usable(kind) if kind != "myword" else ["cat", "dog", "coat", "rain"]
    exercise = make_exercise(kind, targets, seed=3, **options)
    exercise.save(f"week 3 {kind}", folder=tmp_path)
    for student in ("Ana", "Ben"):
        app = play_exercise(f"week 3 {kind}", student, bots=1, speed=500, folder=tmp_path)
        state = app.prepared.state
        if kind == "fivetiers":
            assert state.racks[0] == exercise.tiles  # the exercise's own tiles, for everyone
        elif kind == "myword":
            assert tuple(c.face for c in state.deck) == exercise.tiles
        else:  # Word Storm deals them four at a time
            assert state.hands[0] == tuple(sorted(exercise.tiles[:4]))
        brain = GAMES[kind].bot(PRESETS["expert"])
        asyncio.run(_play(app, brain))
    progress = Progress(tmp_path)
    assert progress.students() == ["Ana", "Ben"]
    table = progress.report()
    assert list(table["plays"]) == [1, 1]
    assert list(table["targets"]) == [len(exercise.targets)] * 2
    assert all(p["exercise"] == f"week 3 {kind}" for p in progress.plays())


def test_bad_set_ups(tmp_path: Path) -> None:
    drill = make_exercise("anagram", ["cat", "tiger"])
    with pytest.raises(InvalidInput, match="no screen for game 'anagram'"):
        exercise_setup(drill, "Ana")
    five = make_exercise("fivetiers", ["cat", "frog"])
    with pytest.raises(InvalidInput, match="take 1 to 3 bots, not 5"):
        exercise_setup(five, "Ana", bots=5)
    setup, _ = exercise_setup(five, "Ana", timer=900)
    assert setup.rules.timer == 900.0 and setup.rules.subject_words == {"cat", "frog"}
    with pytest.raises(InvalidInput, match="only Five Tiers has a timer"):
        exercise_setup(make_exercise("myword", ["cat"]), "Ana", timer=60)
