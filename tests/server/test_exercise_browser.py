"""The teacher's exercises on the classroom server in a real browser (the harness of
``test_browser.py``): a teacher's messy word list (a spreadsheet's CSV with a byte-order mark,
semicolons, a duplicate, café, colour, the phrase "ice cream", the non-word "zorbling") makes a
Five Tiers, a MY WORD! and a Word Storm exercise; two students, in two browser contexts, each
start one from the lobby and play it by keyboard and mouse; each screen then says what was
kept, and the progress holds both plays; a third starts the Word Storm one and builds a word.
Screenshots: ``build/screens/exercise-student{1,2,3}-*.png``."""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

from tests.server.test_acceptance_browser import a_crossword
from tests.server.test_browser import App, browser, shows  # noqa: F401  (a fixture)
from tests.ui.lab import SCREENS
from wordgames.classroom import Exercise, Progress, WordList, make_exercise
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import find_claims

#: A teacher's list as a spreadsheet saves it (UTF-8 with a byte-order mark, ";" between
#: columns), with the slips real lists have.
MESSY = ("\ufeffword;definition\n"
         "cloud;A white or grey mass in the sky\n"
         "rain;Water that falls from the clouds\n"
         "Rain;Water that falls from the clouds\n"
         "café;A small shop that sells drinks\n"
         "colour;What red and blue are\n"
         "ice cream;A cold sweet food\n"
         "zorbling;a made-up word\n"
         "storm;Strong wind and rain\n"
         "frog;A small green animal that jumps\n"
         "horse;A big animal you can ride\n"
         "sun;The star we see by day\n")
FIVE, DEAL, STORM = "week 5 five tiers", "week 5 my word", "week 5 word storm"


def shot(page: Any, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"exercise-{name}.png"), full_page=True)


def _teacher(folder: Path) -> tuple[Exercise, Exercise, Exercise]:
    folder.mkdir(parents=True, exist_ok=True)
    listed = folder / "week5.csv"
    listed.write_bytes(MESSY.encode("utf-8"))
    words = WordList.load(str(listed))
    problems = {row.word for row in words.report}
    assert {"café", "colour", "ice cream", "zorbling", "rain"} <= problems
    five = make_exercise("fivetiers", words.usable("fivetiers"), seed=1, k=3)
    deal = make_exercise("myword", words.usable("myword")[:3], seed=1, cards=16)
    storm = make_exercise("wordstorm", words.usable("wordstorm"), seed=1)
    five.save(FIVE, folder=folder)
    deal.save(DEAL, folder=folder)
    storm.save(STORM, folder=folder)
    return Exercise.open(FIVE, folder), Exercise.open(DEAL, folder), Exercise.open(STORM, folder)


def _lobby(context: Any, app: App, name: str, exercise: str, shots: str) -> Any:
    page = context.new_page()
    page.goto(app.url + "/")
    page.fill("input[name=name]", name)
    assert page.locator(f"button[value='{exercise}']").count() == 1
    shot(page, f"{shots}-1-lobby")
    page.click(f"button[value='{exercise}']")
    shows(page, f"exercise: {exercise}")
    page.locator(".wg-screen button:has-text('Start')").wait_for()
    shot(page, f"{shots}-2-table")
    page.click(".wg-screen button:has-text('Start')")
    page.locator(".wg-screen button:has-text('Pause')").wait_for(timeout=30_000)
    return page


def _five_tiers(page: Any, five: Exercise) -> list[str]:
    """Ana types the hand's five words, the longest with a slip, places them and says she
    has all five."""
    page.wait_for_function("() => document.querySelectorAll('.wg-rack .wg-tile').length == 20")
    rack = [t.strip() for t in page.locator(".wg-rack .wg-tile").all_inner_texts()]
    assert sorted(rack) == sorted(five.tiles)  # the exercise's own hand
    words = list(five.solution)
    last = words[-1]
    # A slip: the first two neighbouring letters that differ swapped (NEEDED -> ENEDED).
    i = next(i for i in range(len(last) - 1) if last[i] != last[i + 1])
    words[-1] = last[:i] + last[i + 1] + last[i] + last[i + 2:]
    assert words[-1] != last
    boxes = page.locator("input[name='words[]']")
    for n, word in enumerate(words):
        boxes.nth(n).click()
        boxes.nth(n).press_sequentially(word, delay=15)
    boxes.nth(0).press("Enter")
    page.wait_for_function("() => document.querySelectorAll('.wg-tier-ok').length >= 4")
    shot(page, "student1-3-placed")
    page.get_by_role("button", name="I have all five!", exact=True).click()
    return words


def _my_word(page: Any, deal: Exercise, timeout: float = 150) -> list[str]:
    """Ben calls each word of the week as soon as its cards are out, until the round ends."""
    lexicon = Lexicon.from_words(deal.targets)
    called: list[str] = []
    end = time.monotonic() + timeout
    while "Saved for your teacher" not in page.inner_text("body"):
        assert time.monotonic() < end, "the round did not end"
        faces = [f.strip() for f in page.locator(".wg-cards .wg-card").all_inner_texts()]
        for word in sorted(find_claims(faces, lexicon, 3)) if faces else []:
            if word in called:
                continue
            box = page.locator("input[name=word]")
            box.click()
            box.press_sequentially(word, delay=20)
            box.press("Enter")
            called.append(word)
            if len(called) == 1:
                page.wait_for_timeout(500)
                shot(page, "student2-3-called")
        page.wait_for_timeout(300)
    return called


def test_two_students_play_the_teachers_exercises_in_the_browser(tmp_path: Path,
                                                                 browser: Any) -> None:  # noqa: F811
    five, deal, storm = _teacher(tmp_path / "classroom")
    with App(tmp_path) as app:
        ana_context = browser.new_context(viewport={"width": 1000, "height": 800})
        ben_context = browser.new_context(viewport={"width": 1000, "height": 800})
        ana = _lobby(ana_context, app, "Ana", FIVE, "student1")
        ben = _lobby(ben_context, app, "Ben", DEAL, "student2")
        typed = _five_tiers(ana, five)
        shows(ana, "Saved for your teacher, Ana", timeout=120_000)
        shot(ana, "student1-4-recorded")
        told = ana.locator(".wg-msg").first.inner_text()
        assert f"This did not count: {typed[-1].upper()}" in told
        assert "Check the spelling" in told
        called = _my_word(ben, deal)
        shot(ben, "student2-4-recorded")
        assert sorted(called) == sorted(deal.targets)
        told = ben.locator(".wg-msg").first.inner_text()
        assert f"Saved for your teacher, Ben: {len(called)} good words" in told
        assert f"all {len(called)} words of the week" in told
        # A third student starts the Word Storm exercise: the exercise's first tiles in hand,
        # and a word of them typed into the crossword by keyboard.
        cy = _lobby(browser.new_context(viewport={"width": 1000, "height": 800}), app, "Cy",
                    STORM, "student3")
        word = a_crossword(cy, Lexicon.default(50))
        shot(cy, "student3-3-crossword")
        assert word.lower() in Lexicon.default(50)
        # Made of the exercise's tiles (every student's deal is the exercise's own).
        assert not Counter(word.lower()) - Counter(t.lower() for t in storm.tiles)
        teacher = browser.new_context(viewport={"width": 1000, "height": 800}).new_page()
        teacher.goto(app.teacher)
        shows(teacher, "Recorded plays")
        shot(teacher, "teacher")
        for page in (ana, ben, cy, teacher):
            page.close()
    progress = Progress(tmp_path / "classroom")
    plays = {p["student"]: p for p in progress.plays()}
    assert (plays["Ana"]["exercise"], plays["Ana"]["accepted"], plays["Ana"]["refused"]) == (
        FIVE, 4, 1)
    assert (plays["Ben"]["exercise"], plays["Ben"]["found"]) == (DEAL, len(deal.targets))
    refused = [w["word"] for w in progress.words() if not w["accepted"]]
    assert refused == [typed[-1]]
