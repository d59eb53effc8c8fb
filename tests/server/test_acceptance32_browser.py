"""Issue 32's acceptance, as a new user tries it: the classroom server as ``make app`` starts it
(``python -m wordgames app`` in a subprocess over a fresh classroom folder; the tables' clock at
twice real time, ``--speed 2``, to keep the round short), two students in two browser contexts
at a Word Storm table (Ana makes it in the lobby, Ben types its code) play a WHOLE round on the
server's pages with the board: each one's crossword is worked out from what the page shows
(the hand's ``[data-tile]`` letters, with the package's Word Storm solver) and put in partly by
dragging a hand tile onto a square, partly by clicking a square and typing; Word Storm! (then
Done!) is pressed when every letter is in, until the round ends and the results show.
Meanwhile a Five Tiers table's clock is read each second for 5 s and ticks down each second.
The teacher (the teacher's page with its key) picks a table in Ben's Move list, waits 10 s of
live updates, presses Move, and Ben's page lands at that table with the moved notice.
Chromium once for the module (the harness of ``tests/server/test_browser.py``).
Screenshots: ``build/screens/acc32-NN-*.png``.
"""

from __future__ import annotations

import itertools
import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_acceptance_browser import over
from tests.server.test_browser import App, launched_chromium, shows
from tests.ui.lab import SCREENS
from wordgames.kit.protocol import GAMES
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.grid import WILD, Grid
from wordgames.wordstorm.solver import solve

SPEED = 2
SIZE = {"width": 1100, "height": 900}
Cells = dict[tuple[int, int], str]


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """One chromium for the module."""
    yield from launched_chromium()


def shot(page: Any, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"acc32-{name}.png"), full_page=True)


def lobby_table(page: Any, url: str, name: str, game: str, *, people: int, bots: int) -> str:
    """``name`` makes a table in the lobby (Hard: the rulebook's clocks); its code."""
    page.goto(url + "/")
    page.fill("input[name=name]", name)
    page.select_option("select[name=game]", label=game)
    page.select_option("select[name=level]", label="Hard")
    page.select_option("select[name=people]", str(people))
    page.select_option("select[name=bots]", str(bots))
    page.click("text=Start a table")
    page.wait_for_selector("button:text-is('Start')")
    return str(page.locator(".code-big").inner_text().strip())


def seconds(text: str) -> int:
    minutes, secs = text.strip().split(":")
    return 60 * int(minutes) + int(secs)


# -- Word Storm's board, as the test reads and uses it ---------------------------------------

def board(page: Any) -> dict[str, Any]:
    """The board's data as the table's last screen said it."""
    found: dict[str, Any] = json.loads(
        page.locator("[data-wg-board]").get_attribute("data-wg-board") or "{}")
    return found


def held(page: Any) -> Cells:
    return {(r, c): face for r, c, face in board(page).get("cells", [])}


def cell(page: Any, r: int, c: int) -> Any:
    return page.locator(f".wgb-cell[data-row='{r}'][data-col='{c}']")


def planned(data: dict[str, Any], lexicon: Lexicon) -> tuple[Cells, dict[tuple[int, int], str],
                                                              bool] | None:
    """The crossword to make of the board's letters and the hand: its squares, the letter each
    wild stands for, and whether the letters already down must move (a crossword exchange);
    None when no crossword takes every letter (yet)."""
    now: Cells = {(r, c): f for r, c, f in data["cells"]}
    rows, cols = data["rows"], data["cols"]
    found = solve(list(data["hand"]), lexicon, grid=Grid(now) if now else None,
                  size=(rows, cols), time_limit=1.5, seed=len(now))
    if not found.complete:
        return None
    cells = dict(found.grid.cells)
    wilds = dict(found.wilds)
    inside = all(0 <= r < rows and 0 <= c < cols for r, c in cells)
    if inside and all(cells.get(p) == f for p, f in now.items()):
        return cells, wilds, False
    # Rebuilt: put the whole crossword in the middle of the side.
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    height = max(r for r, _ in cells) - top + 1
    width = max(c for _, c in cells) - left + 1
    if height > rows or width > cols:
        return None
    dr, dc = (rows - height) // 2 - top, (cols - width) // 2 - left
    return ({(r + dr, c + dc): f for (r, c), f in cells.items()},
            {(r + dr, c + dc): f for (r, c), f in wilds.items()}, True)


class Student:
    """A student's page at the Word Storm table, and how many letters went in each way."""

    def __init__(self, name: str, page: Any) -> None:
        self.name = name
        self.page = page
        self.dragged = 0
        self.typed = 0
        self.storms = 0

    def turn(self, lexicon: Lexicon) -> None:
        """Look at the board; put every letter in when a crossword takes them all (the first
        new letter of each go dragged from the hand, the rest typed into clicked squares);
        press Word Storm! or Done! when the hand is empty."""
        page = self.page
        data = board(page)
        if not data.get("running"):
            return
        if not data["hand"]:
            self.call()
            return
        plan = planned(data, lexicon)
        if plan is None:
            return
        cells, wilds, rebuilt = plan
        if rebuilt:
            page.locator(".wgb-exchange").click()
            if not self.until(lambda: not held(page)):
                return
            now: Cells = {}
        else:
            now = held(page)
        new = sorted((p, f) for p, f in cells.items() if p not in now)
        hand = list(board(page)["hand"])
        for n, ((r, c), face) in enumerate(new):
            letter = wilds.get((r, c), face) if face == WILD else face
            if n == 0 and face != WILD and face in hand:
                tile = page.locator(f".wgb-rack [data-tile='{face}']").first
                tile.drag_to(cell(page, r, c))
                self.dragged += 1
            else:
                cell(page, r, c).click()
                page.keyboard.type(letter.lower())
                self.typed += 1
            if not self.until(lambda r=r, c=c: (r, c) in held(page), timeout=10):
                return  # the round ended or the table refused: look again
        self.until(lambda: held(page) == cells or not board(page)["hand"], timeout=10)
        if not board(page)["hand"]:
            self.call()

    def call(self) -> None:
        """Word Storm! (or Done! once the centre is empty), when the screen offers it."""
        for label in ("Word Storm!", "Done!"):
            button = self.page.get_by_role("button", name=label, exact=True)
            if button.count() and button.is_enabled():
                button.click()
                self.storms += 1
                return

    def until(self, check: Any, timeout: float = 10) -> bool:
        """Whether ``check()`` came true within ``timeout`` seconds (False: the round ended or
        the move was refused)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if check():
                return True
            if over(self.page):
                return False
            self.page.wait_for_timeout(100)
        return False


def test_two_students_play_a_whole_word_storm_round_a_clock_ticks_the_teacher_moves_one(
        tmp_path: Path, chromium: Any) -> None:
    info = GAMES.get_info("wordstorm")
    lexicon = info.default_lexicon(info.rules()).at_level(35)  # the words a pupil knows
    with App(tmp_path, speed=SPEED) as app:
        teacher = chromium.new_context(viewport=SIZE).new_page()
        teacher.goto(app.teacher)
        shows(teacher, "No tables yet")
        assert "key=" not in teacher.url
        # Cleo plays Five Tiers with a bot (its clock); Dev waits at a table for a friend.
        cleo = chromium.new_context(viewport=SIZE).new_page()
        lobby_table(cleo, app.url, "Cleo", "Five Tiers", people=1, bots=1)
        cleo.click("button:text-is('Start')")
        dev = chromium.new_context(viewport=SIZE).new_page()
        dev_table = lobby_table(dev, app.url, "Dev", "Five Tiers", people=2, bots=0)

        # Ana makes the Word Storm table in the lobby; Ben types its code.
        ana = chromium.new_context(viewport=SIZE).new_page()
        ana.goto(app.url + "/")
        shot(ana, "01-lobby")
        storm = lobby_table(ana, app.url, "Ana", "Word Storm", people=2, bots=0)
        shot(ana, "02-table-made")
        ben = chromium.new_context(viewport=SIZE).new_page()
        ben.goto(app.url + "/")
        ben.fill("input[name=name]", "Ben")
        shows(ben, f"Join table {storm}")
        ben.locator("input[name=code]").focus()
        ben.keyboard.type(storm.lower())
        ben.keyboard.press("Enter")
        shows(ben, "Ben (you)")
        shows(ana, "Ben")
        shot(ben, "03-joined")
        ana.click("button:text-is('Start')")
        students = [Student("Ana", ana), Student("Ben", ben)]
        for s in students:
            s.page.wait_for_function("() => document.querySelectorAll("
                                     "'.wgb-rack [data-tile]').length >= 4", timeout=30_000)
        assert "★ squares" in ana.inner_text(".wgb-help")  # what the stars are for
        shot(ana, "04-dealt")

        # Meanwhile the Five Tiers clock: read each second for 5 s with no move.
        clock = cleo.locator("[data-ends]")
        clock.wait_for(timeout=30_000)
        first = clock.inner_text()
        end = time.monotonic() + 60
        while clock.inner_text() == first:  # the sand runs once the bot has looked
            assert time.monotonic() < end, "the Five Tiers clock never ran"
            cleo.wait_for_timeout(200)
        read = [clock.inner_text()]
        for _ in range(5):
            cleo.wait_for_timeout(1000)
            read.append(clock.inner_text())
        ticks = [seconds(a) - seconds(b) for a, b in itertools.pairwise(read)]
        print("the Five Tiers clock read", read)
        # Down, second by second: a reading may fall just before the page's tick (0, then
        # twice the step), never up and never more than a tick's worth.
        assert all(0 <= t <= 2 * SPEED for t in ticks) and sum(t > 0 for t in ticks) >= 4, read
        assert 4 * SPEED - 2 <= seconds(read[0]) - seconds(read[-1]) <= 5 * SPEED + 1, read
        shot(cleo, "05-fivetiers-clock")
        # The 2-tile row takes two letters, not three (the screen's own limit, in both hosts).
        row = cleo.locator("input[name='words[]']").first
        row.click()
        cleo.keyboard.type("abc")
        assert row.input_value() == "ab"
        row.fill("")

        # The whole Word Storm round, the two students taking turns at their boards.
        began = time.monotonic()
        shots = 0
        while not all(over(s.page) for s in students):
            assert time.monotonic() < began + 900, "the Word Storm round never ended"
            for s in students:
                if not over(s.page):
                    s.turn(lexicon)
            if shots == 0 and students[0].dragged and students[0].typed:
                shot(ana, "06-dragged-and-typed")
                shots = 1
            elif shots == 1 and board(ana).get("cells") and len(board(ana)["cells"]) >= 20:
                shot(ana, "07-mid-round")
                shot(ben, "08-mid-round-ben")
                shots = 2
            ana.wait_for_timeout(300)
        print(f"the round took {time.monotonic() - began:.0f} s:",
              [(s.name, s.dragged, s.typed, s.storms) for s in students])
        for s in students:
            shows(s.page, "Everyone's crosswords")
            shows(s.page, "won this round.")
            assert "press Done!" not in s.page.inner_text("body")
            assert s.dragged >= 1 and s.typed >= 1, (s.name, s.dragged, s.typed)
        assert sum(s.storms for s in students) >= 3  # Word Storm! pressed on the way
        shot(ana, "09-round-over-ana")
        shot(ben, "10-round-over-ben")

        # The teacher picks Dev's table in Ben's Move list and waits 10 s of live updates.
        moves = teacher.locator(f"#move-{storm}-1")
        moves.wait_for(timeout=20_000)
        options = moves.locator("option").evaluate_all("os => os.map(o => o.value)")
        assert dev_table in options, options
        moves.select_option(dev_table)
        moves.evaluate("s => { s.wgSeen = true; }")  # only this very element carries it
        live = re.compile(r"\d+:\d\d")
        before = teacher.inner_text("#live")
        shot(teacher, "11-teacher-picked")
        # Something must change under the teacher's choice: Cleo's clock, or, when her round
        # ended while the Word Storm one went on (her Hard bot declared), her next round.
        next_round = cleo.get_by_role("button", name="Next round", exact=True)
        if next_round.count():
            next_round.click()
        teacher.wait_for_timeout(10_500)
        assert teacher.inner_text("#live") != before  # the live part did change (the clocks)
        assert live.search(teacher.inner_text("#live"))
        assert moves.input_value() == dev_table and moves.evaluate("s => s.wgSeen === true")
        shot(teacher, "12-teacher-10s-later")
        teacher.locator(f"form.move:has(#move-{storm}-1) button:text-is('Move')").click()
        ben.wait_for_url(re.compile(f"/t/{dev_table}(\\?moved=1)?$"), timeout=20_000)
        shows(ben, f"Your teacher moved you to table {dev_table}: you play")
        shows(ben, "Ben (you)")
        assert ben.locator(".code-big").inner_text().strip() == dev_table
        shows(dev, "Ben")
        shot(ben, "13-ben-moved")
        teacher.wait_for_function(
            "([code, name]) => { const box = document.getElementById('table-' + code);"
            " return box && box.innerText.includes(name) && !box.innerText.includes('away'); }",
            arg=[dev_table, "Ben"], polling=100, timeout=10_000)
        shot(teacher, "14-teacher-after-move")
