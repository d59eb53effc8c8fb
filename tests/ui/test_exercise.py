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
    assert (setup.rules.rounds, setup.rules.target) == (1, None)  # one round, no target
    with pytest.raises(InvalidInput, match="only Five Tiers has a timer"):
        exercise_setup(make_exercise("myword", ["cat"]), "Ana", timer=60)


def test_acceptance_a_teachers_csv_to_exercises_to_two_students_to_the_class_report(
    tmp_path: Path,
) -> None:
    """Issue 13's acceptance, scripted: a teacher's 20-word CSV with 3 bad lines becomes a
    report, a Five Tiers and a MY WORD! exercise; Ana (an expert's play) and Ben (who
    misspells PEAR as PERA) play both on the play screens; the class's reports show it."""
    from wordgames import GAMES
    from wordgames.classroom import reports
    from wordgames.classroom.progress import round_words

    words = WordList.load(DATA / "week3.csv")
    assert [(row.line, row.word) for row in words.report] == [
        (16, "monky"), (20, "dog"), (21, "tr33")]
    five = make_exercise("fivetiers", words.usable("fivetiers"), seed=3, k=3)
    deal = make_exercise("myword", words.usable("myword")[:6], seed=3)
    assert five.check() == [] and deal.check() == []
    five.save("week 3 five tiers", folder=tmp_path)
    deal.save("week 3 my word", folder=tmp_path)

    played: dict[tuple[str, str], tuple[list[str], list[str]]] = {}

    async def ben_five_tiers(app: ExerciseApp) -> None:
        screen = app.start()
        screen.word.type("cat")
        screen.word.type("pera")  # a slip: the letters of PEAR, in the 4-tile tier
        await screen.session.live.finished
        await app.recorder

    for student in ("Ana", "Ben"):
        for name, kind in (("week 3 five tiers", "fivetiers"), ("week 3 my word", "myword")):
            app = play_exercise(name, student, bots=1, speed=500, folder=tmp_path)
            if student == "Ben" and kind == "fivetiers":
                asyncio.run(asyncio.wait_for(ben_five_tiers(app), timeout=120))
            else:
                skill = "expert" if student == "Ana" else "beginner"
                asyncio.run(asyncio.wait_for(
                    _play(app, GAMES[kind].bot(PRESETS[skill])), timeout=120))
            session = app.session
            assert session.message.text.startswith(f"Recorded for {student}: ")
            played[student, name] = round_words(session.game, session.rounds[-1])
    assert played["Ben", "week 3 five tiers"] == (["cat"], ["pera"])

    progress = Progress(tmp_path)
    table = progress.report().set_index("student")
    targets = {"week 3 five tiers": set(five.targets), "week 3 my word": set(deal.targets)}
    for student in ("Ana", "Ben"):
        mine = {n: played[s, n] for s, n in played if s == student}
        row = table.loc[student]
        assert row["plays"] == 2
        assert row["accepted"] == sum(len(a) for a, _ in mine.values())
        assert row["refused"] == sum(len(r) for _, r in mine.values())
        assert row["targets"] == len(five.targets) + len(deal.targets)
        assert row["found"] == sum(len(set(a) & targets[n]) for n, (a, _) in mine.items())
    by_exercise = reports.per_exercise(progress).set_index("exercise")
    assert list(by_exercise.index) == ["week 3 five tiers", "week 3 my word"]
    assert list(by_exercise["students"]) == [2, 2]
    hard = reports.hard_words(progress).set_index("word")
    assert hard.loc["pear", "misspelled"] >= 1 and "pera" in hard.loc["pear", "examples"]
    assert hard.loc["pear", "students"] == 2
