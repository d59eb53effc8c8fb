"""The one screen client on the classroom server's pages, in a real browser (chromium through
Playwright, as ``tests/server/test_browser.py``): the lobby's counts, a pause that keeps a typed
word, the stylesheet sent once, never in an update, the teacher's Move choice through live
updates, Five Tiers in a Chromebook's window. (Each game's play on a screen, the board, the
clock, a half typed word and a lost connection, is one scenario in both hosts:
``tests/browser/test_one_screen.py``.) Screenshots: ``build/screens/screens-*``.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

from tests.server import test_browser as harness
from tests.server.test_browser import App, shows
from tests.ui.lab import SCREENS

browser = harness.browser  # the fixture: chromium, or a skip (a failure under CI=true)


def shot(page: Any, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"screens-{name}.png"), full_page=True)


def sit(browser: Any, app: App, game: str, *, name: str = "Cleo", bots: int = 1,
        width: int = 1100) -> Any:
    """A student at a new table of ``game`` with ``bots`` bots, Start pressed."""
    page = browser.new_context(viewport={"width": width, "height": 900}).new_page()
    page.goto(app.url + "/")
    page.fill("input[name=name]", name)
    page.select_option("select[name=game]", label=game)
    page.select_option("select[name=bots]", str(bots))
    page.click("text=Start a table")
    page.click("button:text-is('Start')")
    return page


def test_the_lobby_narrows_the_counts_and_a_pause_hides_the_cards_keeping_a_typed_word(
        tmp_path: Path, browser: Any) -> None:
    with App(tmp_path) as app:
        page = browser.new_context(viewport={"width": 1100, "height": 900}).new_page()
        page.goto(app.url + "/")
        options = "s => [...document.querySelector(s).options].map(o => o.value)"
        page.select_option("select[name=game]", label="Five Tiers")
        assert page.evaluate(options, "select[name=people]") == ["1", "2", "3", "4"]
        assert page.input_value("select[name=bots]") == "3"  # a table of four
        page.select_option("select[name=people]", "4")
        assert page.evaluate(options, "select[name=bots]") == ["0"]  # never a fifth seat
        page.select_option("select[name=game]", label="MY WORD!")
        assert page.evaluate(options, "select[name=bots]") == ["0", "1", "2"]
        shot(page, "lobby-ranges")
        page.fill("input[name=name]", "Cleo")
        page.select_option("select[name=people]", "1")
        page.select_option("select[name=bots]", "1")
        page.click("text=Start a table")
        page.click("button:text-is('Start')")
        page.wait_for_selector("input[name=word]")
        page.locator("input[name=word]").click()
        page.keyboard.type("plan")
        page.click("button:text-is('Pause')")
        page.wait_for_selector("text=Cleo paused the game.")
        assert not page.is_visible(".wg-game")  # the cards are hidden
        shot(page, "paused")
        page.click("button:text-is('Resume')")
        page.wait_for_selector(".wg-game:not(.wg-covered)")
        assert page.is_visible(".wg-game")
        assert page.input_value("input[name=word]") == "plan"  # the word stayed in its box


def test_the_stylesheet_comes_once_and_never_in_a_screen_update(tmp_path: Path,
                                                                browser: Any) -> None:
    with App(tmp_path) as app:
        page = browser.new_context().new_page()
        frames: list[str] = []
        page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(f)))
        page.goto(app.url + "/")
        page.fill("input[name=name]", "Dan")
        page.select_option("select[name=game]", label="MY WORD!")
        page.click("text=Start a table")
        shows(page, "Press Start")
        links = page.eval_on_selector_all("link[rel=stylesheet]",
                                          "ls => ls.map(l => l.getAttribute('href'))")
        assert [re.sub(r"\.[0-9a-f]{10}\.", ".HASH.", x) for x in links] == [
            "../asset/pages.HASH.css", "../asset/screens.HASH.css"]  # static files, once
        page.click("button:text-is('Start')")
        end = time.monotonic() + 10
        while len(frames) < 3 and time.monotonic() < end:
            page.wait_for_timeout(200)
        assert frames and not any("<style" in f for f in frames)
        assert page.evaluate("getComputedStyle(document.querySelector('.wg-btn'))"
                             ".borderRadius") != "0px"  # the file's styles apply


def test_five_tiers_fits_a_chromebook_window(tmp_path: Path, browser: Any) -> None:
    """On a 1366×657 window every row and "I have all five!" show without scrolling."""
    with App(tmp_path) as app:
        page = sit(browser, app, "Five Tiers", width=1366)
        page.set_viewport_size({"width": 1366, "height": 657})
        page.wait_for_selector("input[name='words[]']")
        page.wait_for_timeout(300)
        SCREENS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENS / "screens-tiers-chromebook.png"))
        rows = page.locator("input[name='words[]']")
        assert rows.count() == 5
        shown = [rows.nth(i).bounding_box() for i in range(5)]
        shown.append(page.locator("button:text-is('I have all five!')").bounding_box())
        for box in shown:
            assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 657, shown
            assert box["x"] >= 0 and box["x"] + box["width"] <= 1366, shown
        assert page.evaluate("window.scrollY") == 0
