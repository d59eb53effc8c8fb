"""The one screen client on the classroom server's pages, in a real browser (chromium through
Playwright, as ``tests/server/test_browser.py``): Word Storm's board by drag and by typing, a
Five Tiers clock that ticks with no message, a word half typed that an update leaves alone, a
lost connection that keeps the screen greyed, and the stylesheet sent once, never in an update.
Screenshots: ``build/screens/screens-*``.
"""

from __future__ import annotations

import json
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


def board(page: Any) -> dict[str, Any]:
    """The board's data as the screen last said it (``data-wg-board``)."""
    return json.loads(page.get_attribute("[data-wg-board]", "data-wg-board"))  # type: ignore[no-any-return]


def on_board(page: Any) -> dict[str, str]:
    """The letters the board shows now, by ``"row,col"``."""
    return page.evaluate("""() => Object.fromEntries(
        [...document.querySelectorAll('.wgb-cell .wgb-tile')].map(t => {
            const c = t.closest('.wgb-cell');
            return [c.dataset.row + ',' + c.dataset.col, t.dataset.face]; }))""")  # type: ignore[no-any-return]


def table_grid(page: Any) -> dict[str, str]:
    """The crossword the table holds, as the latest screen says."""
    return {f"{r},{c}": face for r, c, face in board(page)["cells"]}


def test_word_storm_board_by_drag_and_by_typing_on_a_server_page(tmp_path: Path,
                                                                  browser: Any) -> None:
    with App(tmp_path) as app:
        page = sit(browser, app, "Word Storm")
        page.wait_for_selector(".wgb-rack [data-tile]")
        hand = board(page)["hand"]
        assert len(hand) == 4
        data = board(page)
        assert page.locator(".wgb-cell[data-row][data-col]").count() == data["rows"] * data["cols"]
        shot(page, "storm-1-dealt")

        # Drag the first letter onto row 3, column 4.
        tile = page.locator(".wgb-rack [data-tile]").first
        letter = tile.get_attribute("data-tile")
        target = page.locator(".wgb-cell[data-row='3'][data-col='4']")
        tile.hover()
        page.mouse.down()
        box = target.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=8)
        page.mouse.up()
        page.wait_for_function("l => JSON.parse(document.querySelector('[data-wg-board]')"
                               ".dataset.wgBoard).cells.some(([r, c, f]) => r === 3 && c === 4"
                               " && f === l)", arg=letter, timeout=10_000)
        assert on_board(page) == {"3,4": letter}
        shot(page, "storm-2-dragged")

        # Click a square and type the rest in lower case, across.
        rest = list(board(page)["hand"])
        page.click(".wgb-cell[data-row='5'][data-col='2']")
        page.keyboard.type("".join(rest).lower())
        want = {"3,4": letter} | {f"5,{2 + i}": face for i, face in enumerate(rest)}
        page.wait_for_function(
            "n => JSON.parse(document.querySelector('[data-wg-board]').dataset.wgBoard)"
            ".cells.length === n", arg=len(want), timeout=10_000)
        assert table_grid(page) == want and on_board(page) == want
        assert board(page)["hand"] == []
        shot(page, "storm-3-typed")

        # Backspace takes the last letter typed back to the hand.
        page.keyboard.press("Backspace")
        page.wait_for_function(
            "n => JSON.parse(document.querySelector('[data-wg-board]').dataset.wgBoard)"
            ".hand.length === 1", timeout=10_000, arg=1)
        assert board(page)["hand"] == [rest[-1]]

        # The whole crossword moves one square right with its button, and with Shift+arrow.
        before = table_grid(page)
        page.click("[data-shift=right]")
        moved = {f"{k.split(',')[0]},{int(k.split(',')[1]) + 1}": f for k, f in before.items()}
        page.wait_for_function(
            "k => JSON.parse(document.querySelector('[data-wg-board]').dataset.wgBoard)"
            ".cells.some(([r, c]) => r + ',' + c === k)", arg=next(iter(moved)),
            timeout=10_000)
        assert table_grid(page) == moved
        page.keyboard.press("Shift+ArrowDown")
        page.wait_for_function(
            "() => JSON.parse(document.querySelector('[data-wg-board]').dataset.wgBoard)"
            ".cells.every(([r]) => r !== 3)", timeout=10_000)
        shot(page, "storm-4-moved")
        # A star square is drawn where the side has one.
        special = board(page)["special"]
        if special:
            r, c = special[0]
            assert "★" in page.inner_text(f".wgb-cell[data-row='{r}'][data-col='{c}']")


def test_five_tiers_clock_ticks_with_no_move_and_a_tile_click_types(tmp_path: Path,
                                                                     browser: Any) -> None:
    with App(tmp_path) as app:
        page = sit(browser, app, "Five Tiers")
        page.wait_for_selector("[data-ends]")
        first = page.inner_text("[data-ends]")
        shot(page, "tiers-1-clock")
        page.wait_for_timeout(3200)
        later = page.inner_text("[data-ends]")

        def seconds(text: str) -> int:
            m, s = text.split(":")
            return int(m) * 60 + int(s)

        assert 2 <= seconds(first) - seconds(later) <= 4, (first, later)
        shot(page, "tiers-2-three-seconds-later")

        box = page.locator("input[name='words[]']").first
        box.click()
        tile = page.locator(".wg-rack [data-tile]").first
        letter = tile.get_attribute("data-tile")
        tile.click()
        assert box.input_value() == letter.lower()


def test_an_update_leaves_a_half_typed_word_and_its_caret(tmp_path: Path,
                                                          browser: Any) -> None:
    with App(tmp_path) as app:
        page = sit(browser, app, "MY WORD!")
        page.wait_for_selector("input[name=word]")
        page.click("summary:text-is('How to play')")  # opened: an update leaves it open
        box = page.locator("input[name=word]")
        box.click()
        page.keyboard.type("plan")
        page.keyboard.press("ArrowLeft")  # the caret between A and N
        version = page.get_attribute(".wg-screen", "data-version")
        page.wait_for_function("v => document.querySelector('.wg-screen').dataset.version !== v",
                               arg=version, timeout=30_000)  # a card dealt: a new screen
        state = page.evaluate("""() => { const b = document.activeElement;
            return [b.name, b.value, b.selectionStart]; }""")
        assert state == ["word", "plan", 3]
        assert page.evaluate("document.querySelector('details[data-key=how]').open")
        shot(page, "myword-half-typed")


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


def test_a_lost_connection_keeps_the_screen_greyed_and_comes_back(tmp_path: Path,
                                                                  browser: Any) -> None:
    with App(tmp_path) as app:
        page = sit(browser, app, "Five Tiers")
        page.wait_for_selector("input[name='words[]']")
        app.proc.kill()
        app.proc.wait(timeout=30)
        page.wait_for_selector("#screen.wg-offline", timeout=10_000)
        assert page.inner_text("#status") == "Reconnecting…"
        assert page.locator("input[name='words[]']").count() == 5  # the screen stays
        shot(page, "lost-1-reconnecting")
        app.restart()
        page.wait_for_function(
            "() => !document.getElementById('screen').classList.contains('wg-offline')",
            timeout=60_000)
        assert page.inner_text("#status") == ""
        shot(page, "lost-2-back")


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


def test_the_teachers_move_choice_survives_ten_seconds_of_live_updates(tmp_path: Path,
                                                                       browser: Any) -> None:
    with App(tmp_path) as app:
        ana = sit(browser, app, "MY WORD!", name="Ana")  # playing: the teacher's page changes
        shows(ana, "Ana (you)")
        lobby = browser.new_context().new_page()  # open before the tables below are made
        lobby.goto(app.url + "/")
        codes = []
        for name in ("Ben", "Cleo"):  # two tables with a free seat each: where Ana may go
            page = browser.new_context().new_page()
            page.goto(app.url + "/")
            page.fill("input[name=name]", name)
            page.select_option("select[name=game]", label="Five Tiers")
            page.select_option("select[name=people]", "2")
            page.select_option("select[name=bots]", "0")
            page.click("text=Start a table")
            shows(page, "Press Start")
            codes.append(page.locator(".code-big").inner_text().strip())
        lobby.fill("input[name=name]", "Dev")  # typed while the list updates: it stays
        for code in codes:  # the lobby's list of open tables is live too
            shows(lobby, f"Join table {code}")
        assert lobby.input_value("input[name=name]") == "Dev"

        teacher = browser.new_context(viewport={"width": 1100, "height": 900}).new_page()
        teacher.goto(app.teacher)
        shows(teacher, "Ana")
        move = teacher.locator("select[name=to]").first
        options = move.locator("option").evaluate_all("os => os.map(o => o.value)")
        assert sorted(options) == sorted(codes)
        chosen = options[-1]  # not the first: an update that reset it would show
        move.select_option(chosen)
        before = teacher.inner_text("#live")
        teacher.wait_for_timeout(10_500)
        assert teacher.inner_text("#live") != before  # the page did update meanwhile
        assert move.input_value() == chosen
        shot(teacher, "teacher-move-after-10s")
        teacher.locator("select[name=to]").first.locator("xpath=..").locator(
            "button:text-is('Move')").click()
        ana.wait_for_url(re.compile(f"/t/{chosen}(\\?moved=1)?$"), timeout=20_000)
        shows(ana, "Ana (you)")
        shot(ana, "teacher-moved-student")


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
