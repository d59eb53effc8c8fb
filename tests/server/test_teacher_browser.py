"""The teacher's page in a real browser (chromium through Playwright, the harness of
``tests/server/test_browser.py``; chromium once for the module): its live part updates in
place through the screen client, so a table picked in a student's Move list stays picked
while 10 seconds of updates arrive from a table in play, each student's list keeps its own
choice, the page keeps its scroll, and Move sends the student to the table picked.
Screenshots: ``build/screens/teacher-*``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_browser import App, launched_chromium, shows
from tests.ui.lab import SCREENS


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """One chromium for the module's tests."""
    yield from launched_chromium()


def shot(page: Any, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"teacher-{name}.png"), full_page=True)


def new_table(chromium: Any, app: App, name: str, game: str, *, people: int, bots: int,
              start: bool) -> tuple[Any, str]:
    """``name``'s page at a new table of ``game`` (Start pressed if ``start``), and its code."""
    page = chromium.new_context(viewport={"width": 1000, "height": 800}).new_page()
    page.goto(app.url + "/")
    page.fill("input[name=name]", name)
    page.select_option("select[name=game]", label=game)
    page.select_option("select[name=people]", str(people))
    page.select_option("select[name=bots]", str(bots))
    page.click("text=Start a table")
    page.wait_for_selector("button:text-is('Start')")
    if start:
        page.click("button:text-is('Start')")
    return page, page.locator(".code-big").inner_text().strip()


def move_list(teacher: Any, code: str, seat: int = 0) -> Any:
    """The Move list of the person at ``seat`` of table ``code`` on the teacher's page."""
    return teacher.locator(f"#move-{code}-{seat}")


def test_a_move_choice_stays_through_live_updates_and_move_takes_the_student_there(
        tmp_path: Path, chromium: Any) -> None:
    with App(tmp_path) as app:
        # Ana plays MY WORD! with a bot: her table changes all the time (cards, the clock).
        ana, here = new_table(chromium, app, "Ana", "MY WORD!", people=1, bots=1, start=True)
        shows(ana, "Ana (you)")
        # Three tables waiting for a friend: where the teacher may move Ana and Ben.
        ben, ben_table = new_table(chromium, app, "Ben", "Five Tiers", people=2, bots=0,
                                   start=False)
        _, cleo_table = new_table(chromium, app, "Cleo", "Word Storm", people=2, bots=0,
                                  start=False)
        _, dev_table = new_table(chromium, app, "Dev", "Five Tiers", people=2, bots=0,
                                 start=False)

        teacher = chromium.new_context(viewport={"width": 1100, "height": 700}).new_page()
        teacher.goto(app.teacher)
        shows(teacher, f"Table {dev_table}")
        ana_list, ben_list = move_list(teacher, here), move_list(teacher, ben_table)
        options = ana_list.locator("option").evaluate_all("os => os.map(o => o.value)")
        assert sorted(options) == sorted([ben_table, cleo_table, dev_table])  # a free seat
        ben_options = ben_list.locator("option").evaluate_all("os => os.map(o => o.value)")
        assert sorted(ben_options) == sorted([cleo_table, dev_table])
        # Not the first of a list: an update that reset the list would show.
        ben_pick = ben_options[-1]
        assert options.index(cleo_table) == 1
        ana_list.select_option(cleo_table)
        ben_list.select_option(ben_pick)
        teacher.evaluate("window.scrollTo(0, 120)")
        scrolled = teacher.evaluate("window.scrollY")
        assert scrolled > 0  # the page is taller than its window
        clock = re.compile(rf"Table {here}\b.*? · (\d+:\d\d) · playing")
        first = clock.search(teacher.inner_text("#live").replace("\n", " "))
        assert first, teacher.inner_text("#live")
        ana_list.evaluate("s => { s.wgSeen = true; }")  # a mark only this element carries
        shot(teacher, "1-picked")

        teacher.wait_for_timeout(10_500)  # five updates of the live part
        later = clock.search(teacher.inner_text("#live").replace("\n", " "))
        assert later and later.group(1) != first.group(1)  # the page did update meanwhile
        assert ana_list.input_value() == cleo_table
        assert ben_list.input_value() == ben_pick
        assert teacher.evaluate("window.scrollY") == scrolled
        # Morphed in place: the very same list element, not a new one drawn over it.
        assert ana_list.evaluate("s => s.wgSeen === true")
        shot(teacher, "2-after-10s")

        teacher.locator(f"form.move:has(#move-{here}-0) button:text-is('Move')").click()
        ana.wait_for_url(re.compile(f"/t/{cleo_table}(\\?moved=1)?$"), timeout=20_000)
        shows(ana, f"Your teacher moved you to table {cleo_table}: you play")
        shows(ana, "Ana (you)")
        assert ana.locator(".code-big").inner_text().strip() == cleo_table
        shot(ana, "3-moved-student")
        # The teacher's page (back after the Move) shows Ana at her new table, there (not
        # away), and her old seat a bot's, named as one (never a free seat).
        teacher.wait_for_function(
            "([code, name]) => { const box = document.getElementById('table-' + code);"
            " return box && box.innerText.includes(name) && !box.innerText.includes('away'); }",
            arg=[cleo_table, "Ana"], polling=100, timeout=10_000)
        old = teacher.inner_text(f"#table-{here}")
        assert "Bot 2 (easy)" in old and "free seat" not in old and "Ana" not in old
        shot(teacher, "4-after-move")
        assert ben.url.endswith(f"/t/{ben_table}")  # nobody else was moved
