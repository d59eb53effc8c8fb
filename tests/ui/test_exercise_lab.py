"""A student plays notebook 21 (an exercise) in a real JupyterLab with chromium: runs the play
cell, types a name, Start, the five words of the hand, Declare; the play is then in the
classroom's progress. The Five Tiers play-through is ``test_app``'s, on the app's page too.
Screenshots: ``build/screens/lab-exercise-*.png``."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.ui.lab import ROOT, SCREENS, Lab, opened
from tests.ui.test_app import FIVE, assert_recorded, play_the_hand
from wordgames.classroom import Exercise, WordList, make_exercise

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


def test_a_student_plays_notebook_21_in_jupyterlab(lab: Lab, classroom: Path) -> None:
    exercise = Exercise.open(FIVE, classroom)
    with opened(lab, NOTEBOOK, PLAY_CELL, ready=".wg-app button:has-text('Start')") as page:
        try:
            assert "Five Tiers exercise: week 3 five tiers" in page.inner_text(".wg-app")
            page.fill(".wg-app input[type='text'] >> nth=0", "Ben")  # the name box
            _shot(page, "lab-exercise-1-setup")
            page.click(".wg-app button:has-text('Start')")
            page.wait_for_selector(".wg-wordbox")
            page.click(".wg-wordbox")
            play_the_hand(page, exercise, "Ben", "lab-exercise-2-words")
        except Exception:
            _shot(page, "lab-exercise-failed")
            raise
        _shot(page, "lab-exercise-3-recorded")
        assert page.errors == []
    assert_recorded(classroom, "Ben", exercise)
