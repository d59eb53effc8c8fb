"""A teacher's anagram drill on the classroom server in a real browser (the harness of
``test_browser.py``): a student starts it from the lobby and plays it by keyboard to its
summary (a real other word, a misspelling, a hint, two right words, a skip); the teacher's page
shows the drill and the recorded play. Screenshots: ``build/screens/hub-drill-*.png``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.server.test_browser import App, browser, shot, shows  # noqa: F401  (a fixture)
from wordgames.classroom import Progress, make_exercise

DRILL = "week 3 animals"


def _type(page: Any, word: str) -> None:
    """Type ``word`` into the focused word box and press Enter."""
    page.wait_for_function("() => document.activeElement?.name === 'word'")
    page.keyboard.type(word, delay=20)
    page.keyboard.press("Enter")


def _press(page: Any, label: str) -> None:
    """Go to the button ``label`` with the keyboard's Tab and press Enter."""
    for _ in range(12):
        if page.evaluate("() => document.activeElement?.textContent?.trim()") == label:
            page.keyboard.press("Enter")
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached the {label} button")


def test_a_student_plays_the_teachers_drill_by_keyboard(tmp_path: Path,
                                                        browser: Any) -> None:  # noqa: F811
    folder = tmp_path / "classroom"
    exercise = make_exercise("anagram", ["cat", "tiger", "frog"], seed=3)
    exercise.save(DRILL, folder=folder)
    with App(tmp_path) as app:
        page = browser.new_context(viewport={"width": 1000, "height": 800}).new_page()
        page.goto(app.url + "/")
        # Chrome moves an autofocus box's focus after the load event: wait for it, or the
        # first letter goes nowhere (a CI run got "na").
        page.wait_for_function("() => document.activeElement?.name === 'name'")
        page.keyboard.type("Ana")
        assert page.locator(f"button[value='{DRILL}']").count() == 1
        shot(page, "drill-1-lobby")
        page.locator(f"button[value='{DRILL}']").focus()
        page.keyboard.press("Enter")
        shows(page, "puzzle 1 of 3")
        _type(page, "act")
        shows(page, "ACT is a word too, but not the one we want")
        shot(page, "drill-2-other-word")
        _type(page, "cta")
        shows(page, "CTA is not a word we know")
        _press(page, "Hint")
        shows(page, "Hint 1:")
        shot(page, "drill-3-hint")
        _type(page, "cat")
        shows(page, "Right: CAT!")
        shot(page, "drill-4-right")
        page.keyboard.press("Enter")  # Next has the focus
        shows(page, "puzzle 2 of 3")
        _type(page, "tiger")
        shows(page, "Right: TIGER!")
        page.keyboard.press("Enter")
        shows(page, "puzzle 3 of 3")
        _press(page, "Skip")
        shows(page, "How you did")
        text = page.inner_text("body")
        assert "Found 2 of 3 words, 1 hint, 1 skipped" in text
        assert "All done, Ana! Your teacher can see how you did." in text
        shot(page, "drill-5-summary")
        teacher = browser.new_context(viewport={"width": 1000, "height": 800}).new_page()
        teacher.goto(app.teacher)
        shows(teacher, "Anagram drills (1)")
        shows(teacher, "2: cat, tiger")  # the recorded play: its good words
        shot(teacher, "drill-6-teacher")
        row = teacher.locator("table.plays tr", has_text="Anagram drill").inner_text()
        assert "Ana" in row and f"Anagram drill · {DRILL}" in row
        page.close()
        teacher.close()
    progress = Progress(folder)
    [play] = progress.plays()
    assert (play["student"], play["game"], play["exercise"], play["hints"]) == (
        "Ana", "anagram", DRILL, 1)
    assert [(w["word"], w["accepted"]) for w in progress.words()] == [
        ("cat", 1), ("tiger", 1), ("cta", 0)]
