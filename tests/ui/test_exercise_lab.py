"""A student plays notebook 21 (an exercise) in a real JupyterLab with chromium: runs the play
cell, types a name, Start, the five words of the hand, "I have all five!"; the play is then in
the classroom's progress, and the screen says so.
Screenshots: ``build/screens/lab-exercise-*.png``."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.lab import ROOT, SCREENS, Lab, opened, wait_for
from wordgames.classroom import Exercise, Progress, WordList, make_exercise

#: The week's Five Tiers exercise, saved in the classroom folder by the fixture.
FIVE = "week 3 five tiers"
NOTEBOOK = "21_exercise.ipynb"
PLAY_CELL = (2,)  # the one cell a student runs (cell 1 is for the notebook tests)


@pytest.fixture(scope="module")
def classroom(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("classroom")
    words = WordList.load(ROOT / "tests" / "classroom" / "data" / "week3.csv")
    make_exercise("fivetiers", words.usable("fivetiers"), seed=3, k=3).save(FIVE, folder=folder)
    return folder


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory, classroom: Path) -> Iterator[Lab]:
    """JupyterLab over a copy of notebook 21, its kernels in the teacher's classroom folder."""
    folder = tmp_path_factory.mktemp("lab")
    shutil.copy(ROOT / "notebooks" / NOTEBOOK, folder / NOTEBOOK)
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("WORDGAMES_QUICK", raising=False)  # a student's kernel, not a quick run
        patch.setenv("WORDGAMES_CLASSROOM", str(classroom))
        with Lab(folder) as running:
            yield running


def _shot(page: object, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"{name}.png"), full_page=True)  # type: ignore[attr-defined]


def play_the_hand(page: Any, exercise: Exercise, student: str, shot: Any) -> None:
    """On an exercise's new play screen (``.wg-screen``): its set-up names the exercise; type
    ``student``, Start, check the rack is the exercise's hand, type the five words of its
    solution into the tiers (keys, as a person types), place them, see the meanings and the
    week's words counted, then "I have all five!" and wait for what was kept."""
    screen = page.locator(".wg-screen").first
    assert f"exercise: {exercise.name}" in screen.inner_text()
    screen.locator("input[name='name']").fill(student)
    shot("1-setup")
    screen.get_by_role("button", name="Start", exact=True).click()
    screen.get_by_role("button", name="Pause", exact=True).wait_for(timeout=60_000)
    wait_for(lambda: screen.locator(".wg-rack .wg-tile").count() == 20, what="20 tiles")
    rack = [t.strip() for t in screen.locator(".wg-rack .wg-tile").all_inner_texts()]
    assert sorted(rack) == sorted(exercise.tiles)  # the exercise's own hand
    boxes = screen.locator("input[name='words[]']")
    for n, word in enumerate(exercise.solution):
        boxes.nth(n).click()
        boxes.nth(n).press_sequentially(str(word), delay=15)
    boxes.nth(0).press("Enter")
    count = len(exercise.targets)
    wait_for(lambda: f"Words of the week found: {count} of {count}" in screen.inner_text(),
             timeout=60, what="the week's words counted")
    shot("2-words")
    screen.get_by_role("button", name="I have all five!", exact=True).click()
    wait_for(lambda: f"Saved for your teacher, {student}" in screen.inner_text(), timeout=90,
             what="what was kept")


def assert_recorded(classroom: Path, student: str, exercise: Exercise) -> None:
    """The classroom's progress (SQLite) holds the one play: five words, every target."""
    progress = Progress(classroom)
    plays = progress.plays(student)
    count = len(exercise.targets)
    assert [(p["exercise"], p["game"], p["accepted"], p["found"], p["targets"])
            for p in plays] == [(exercise.name, "fivetiers", 5, count, count)]
    found = {t["word"] for t in progress.targets() if t["found"] and t["student"] == student}
    assert found == set(exercise.targets)


def test_a_student_plays_notebook_21_in_jupyterlab(lab: Lab, classroom: Path) -> None:
    exercise = Exercise.open(FIVE, classroom)
    with opened(lab, NOTEBOOK, PLAY_CELL, ready=".wg-screen button:has-text('Start')") as page:
        try:
            play_the_hand(page, exercise, "Ben", lambda name: _shot(page, f"lab-exercise-{name}"))
        except Exception:
            _shot(page, "lab-exercise-failed")
            raise
        _shot(page, "lab-exercise-3-recorded")
        assert page.errors == []
    assert_recorded(classroom, "Ben", exercise)
