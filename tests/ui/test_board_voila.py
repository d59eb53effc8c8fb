"""The Word Storm page of the classroom app (Voila, no code on the page) in a real browser:
drag two tiles onto the board, type a word, call Word Storm!, and read the engine's state from
the page's kernel. The app starts as a teacher starts it (``tests/ui/lab.py``'s
:class:`ClassroomApp`); nothing may leave it for the internet. Screenshots go to
``build/screens/voila_*.png``.

Without a browser these tests skip, except under ``CI=true``, where they fail.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.ui.lab import SCREENS, ClassroomApp, browser_or_skip, offline, playwright_or_skip
from tests.ui.test_board_browser import OPEN, hard_then_word_storm
from wordgames.ui.webapp import FILES

#: The kernel's expression for the page's Word Storm session (a page's kernel holds one).
SESSION = "_wg_session()"
FIND_SESSION = (
    "def _wg_session():\n"
    "    import gc\n"
    "    from wordgames.ui.wordstorm_table import WordStormSession\n"
    "    found = [o for o in gc.get_objects() if isinstance(o, WordStormSession)]\n"
    "    assert len(found) == 1, found\n"
    "    return found[0]\n"
)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ClassroomApp]:
    home = tmp_path_factory.mktemp("voila")
    classroom = home / "classroom"  # no exercises: only the games' pages
    classroom.mkdir()
    with ClassroomApp(home, classroom) as running:
        yield running


def test_word_storm_page_by_drag_typing_and_word_storm(app: ClassroomApp) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    with playwright_or_skip()() as p:
        browser = browser_or_skip(p)
        page = browser.new_page(viewport={"width": 1100, "height": 1300})
        page.set_default_timeout(60_000)
        errors: list[str] = []
        page.on("pageerror", lambda err: errors.append(str(err)))
        asked: list[str] = []
        offline(page, app.url, asked)
        # The clock at a fifth of its pace: the three adult bots leave the person the first
        # call (the page's own option, from its address).
        page.goto(f"{app.url}/voila/render/{FILES['wordstorm']}?speed=0.2")
        page.wait_for_selector(".wg-app button:has-text('Start')", timeout=90_000)
        seed = page.locator(".widget-text", has_text="Seed").locator("input")
        seed.fill("25")  # A D H R: HARD
        seed.press("Tab")
        page.get_by_role("button", name="Start", exact=True).click()
        try:
            page.wait_for_selector(OPEN, timeout=60_000)
            with app.kernel() as kernel:
                kernel.run(FIND_SESSION)
                hard_then_word_storm(page, kernel, SESSION, "voila")
                assert kernel.json(f"{SESSION}.names[0]") == "You"
                kernel.run(f"{SESSION}.stop()")
        except Exception:
            page.screenshot(path=str(SCREENS / "voila_failed.png"), full_page=True)
            raise
        body = page.inner_text("body")
        assert "Traceback" not in body and "from wordgames" not in page.content()
        page.screenshot(path=str(SCREENS / "voila_4_page.png"), full_page=True)
        browser.close()
    assert asked == [], f"the page asked the internet for {asked}"
    assert errors == []

