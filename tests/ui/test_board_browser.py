"""The Word Storm board in a real browser: JupyterLab in a subprocess, Debian's chromium driven
by Playwright. Drag two tiles onto the board, type the rest of a word, call Word Storm!, and
read the engine's state from the kernel; screenshots go to ``build/screens/``.

Without a browser these tests skip, except under ``CI=true``, where they fail.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

from tests.ui.lab import ROOT, SCREENS, Kernel, Lab, notebook, opened, wait_for

NAME = "board.ipynb"
ROUND = "round.ipynb"
# Seed 25 deals the person A D H R: HARD. Slow bots (a tenth of an adult's speed) leave the
# person the first call.
CELLS = [
    "import wordgames.ui as ui\n"
    "app = ui.play('wordstorm', speed=1.0)\n"
    "app.panel.seed.value = '25'\n"
    "for row in app.panel.bot_rows:\n"
    "    row.preset.value = 'custom'\n"
    "    row.speed.value = 0.1\n"
    "app",
]
# A whole round on the Word Storm notebook as `make lab` opens it (its play cell run as a person
# runs it): in the panel, seed 12 (the person is dealt a wild: ? D O U) and three beginners.
ROUND = "02_play_word_storm.ipynb"
PLAY_CELLS = (1, 2)  # the imports, then play("wordstorm")
# The test's own code in the notebook's kernel: the person's plan comes from a bot's head (the
# test's hands carry it out on the board).
BRAIN = (
    "import gc\n"
    "from wordgames.ui.app import App\n"
    "from wordgames.ui.wordstorm_board import moves_to\n"
    "from wordgames.wordstorm import Arrange\n"
    "from wordgames.wordstorm.check import check\n"
    "app = next(o for o in gc.get_objects() if isinstance(o, App))  # the play cell's\n"
    "brain = Bot('expert', seed=3)\n"
    "def next_move(typing):\n"
    "    s = app.screen.session\n"
    "    if not s.running:\n"
    "        return {'over': True}\n"
    "    if s.human.queue:\n"
    "        return {'wait': True}  # the moves sent are still to be judged\n"
    "    v = s.view()\n"
    "    plan = brain.plan(v, s.live.state.now)\n"
    "    if plan is None:\n"
    "        return {'wait': True}\n"
    "    if isinstance(plan.action, Arrange):\n"
    "        grid = plan.action.grid\n"
    "        wilds = dict(check(grid, v.lexicon).wilds)\n"
    "        return {'messages': moves_to(v.grid, grid, wilds, typing=typing)}\n"
    "    return {'call': True}\n"
)


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    folder = tmp_path_factory.mktemp("lab")
    notebooks = {NAME: CELLS, "two.ipynb": TWO_CELLS, "six.ipynb": SIX_CELLS}
    for name, cells in notebooks.items():
        (folder / name).write_text(json.dumps(notebook(cells)), encoding="utf-8")
    shutil.copy(ROOT / "notebooks" / ROUND, folder / ROUND)
    with Lab(folder) as running:
        yield running


#: What the set-up panel shows when it is ready.
READY = ".wg-app button:has-text('Start')"
#: The board open for the person's moves, tiles in the rack (it opens once the bots have made
#: their first plans).
OPEN = ".wgb:not(.wgb-locked) .wgb-rack .wgb-tile"


@pytest.fixture()
def page(lab: Lab) -> Iterator[Any]:
    # Tall enough for the whole game below the notebook's toolbar: screenshots show it all.
    with opened(lab, NAME, ready=READY) as page:
        yield page


def cell(page: Any, r: int, c: int) -> Any:
    return page.locator(f".wgb-cell[data-r='{r}'][data-c='{c}']")


def face_at(page: Any, r: int, c: int) -> str | None:
    tile = cell(page, r, c).locator(".wgb-tile:not(.wgb-pending)")
    return tile.first.get_attribute("data-face") if tile.count() else None


def hard_then_word_storm(page: Any, kernel: Kernel, session: str, shots: str) -> None:
    """With seed 25's A D H R in hand: drag H and D onto the board, click between them and
    type A R (HARD), check the engine's crossword, call Word Storm! and check the new deal.
    ``session`` is the kernel's expression for the person's session; screenshots are
    ``shots``-1, -2, -3."""
    assert kernel.json(f"list({session}.view().hand)") == ["A", "D", "H", "R"]
    # Drag H to (4, 5) and D to (4, 8) ...
    for face, (r, c) in (("H", (4, 5)), ("D", (4, 8))):
        tile = page.locator(f".wgb-rack .wgb-tile[data-face='{face}']").first
        tile.drag_to(cell(page, r, c))
        wait_for(lambda r=r, c=c, face=face: face_at(page, r, c) == face,
                 what=f"{face} on the board")
    assert page.locator(".wgb-rack .wgb-tile").count() == 2
    page.screenshot(path=str(SCREENS / f"{shots}_1_dragged.png"))
    # ... then click (4, 6) and type A R: HARD.
    cell(page, 4, 6).click()
    page.keyboard.type("ar")
    wait_for(lambda: face_at(page, 4, 7) == "R", what="the typed R")
    assert [face_at(page, 4, c) for c in range(5, 9)] == ["H", "A", "R", "D"]
    assert page.locator(".wgb-cell.wgb-focus").get_attribute("data-c") == "8"
    # The board shows a move at once; the engine judges it a moment later.
    state = wait_for(lambda: (lambda got: got if not got[2] else None)(kernel.json(
        f"[str({session}.view().grid), list({session}.view().hand), "
        f"len({session}.human.queue)]")), what="the engine's judgement")
    assert state == ["\n".join(["." * 9] * 4 + [".....HARD"]), [], 0]
    page.wait_for_selector(".wgb-call:not([disabled])", timeout=10_000)
    page.screenshot(path=str(SCREENS / f"{shots}_2_typed.png"))
    page.locator(".wgb-call").click()
    events = wait_for(lambda: (lambda e: e if e and e[-1][1] == "CallStorm" else None)(
        kernel.json(f"[(e.player, type(e.action).__name__) for e in {session}.state.events]")),
        what="Word Storm! applied")
    mine = [kind for player, kind in events if player == 0]
    assert mine == ["Arrange", "Arrange", "Arrange", "Arrange", "CallStorm"]
    after = kernel.json(f"[len({session}.view().hand), {session}.state.deals, "
                        f"{session}.message.text]")
    assert after[0] == 4 and after[1] == 2
    assert after[2] == "You called Word Storm! Everyone takes 4: you now hold 4."
    wait_for(lambda: page.locator(".wgb-rack .wgb-tile").count() == 4,
             what="four new tiles in the rack")
    page.locator(".wg-app").first.screenshot(path=str(SCREENS / f"{shots}_3_word_storm.png"))


def test_drag_two_tiles_type_a_word_and_call_word_storm(lab: Lab, page: Any) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_selector(OPEN, timeout=30_000)
    with lab.kernel(NAME) as kernel:
        cells_before = page.locator(".jp-Notebook .jp-Cell").count()
        hard_then_word_storm(page, kernel, "app.screen.session", "board")
        # In command mode JupyterLab would have inserted a cell for "a" and turned one to raw
        # for "r": the board kept its keys.
        assert page.locator(".jp-Notebook .jp-Cell").count() == cells_before
        kernel.run("app.screen.session.stop()")
    assert page.errors == []


def revision(page: Any) -> str:
    return str(page.locator(".wgb").first.get_attribute("data-revision"))


def gesture(page: Any, message: dict[str, Any]) -> None:
    """Do on the board what a board message says, as a person would, and wait for the redraw."""
    before = revision(page)
    kind = message["kind"]
    if kind == "drop":
        source, target = message["from"], message["to"]
        tile = (page.locator(f".wgb-rack .wgb-tile[data-face='{source['rack']}']").first
                if "rack" in source else cell(page, *source["cell"]).locator(".wgb-tile"))
        goal = page.locator(".wgb-rack") if "rack" in target else cell(page, *target["cell"])
        tile.drag_to(goal)
    elif kind == "type":
        r, c = message["focus"]
        focus = page.locator(".wgb-cell.wgb-focus")
        if not focus.count() or (focus.get_attribute("data-r"),
                                 focus.get_attribute("data-c")) != (str(r), str(c)):
            cell(page, r, c).click()
            wait_for(lambda: page.locator(f".wgb-cell.wgb-focus[data-r='{r}'][data-c='{c}']")
                     .count(), what="the cursor")
        if "wgb-down" in (page.locator(".wgb-cell.wgb-focus").get_attribute("class") or ""):
            page.keyboard.press(" ")
        before = revision(page)
        page.keyboard.type(message["letter"])
    elif kind == "letter":
        page.wait_for_selector(".wgb-ask-input:visible", timeout=10_000)
        page.locator(".wgb-ask-input").press(message["letter"])
    wait_for(lambda: revision(page) != before, what=f"the board after {message}")


def test_a_whole_round_by_drag_typing_and_a_wild_to_done(lab: Lab) -> None:
    """The acceptance round: tiles placed by drag and by typing, a wild lettered, Word Storm!
    called, Done! called, the round's end with every crossword and its score breakdown."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    with opened(lab, ROUND, PLAY_CELLS, ready=READY) as page, lab.kernel(ROUND) as kernel:
        seed = page.locator(".widget-text", has_text="Seed").locator("input")
        seed.fill("12")
        seed.press("Tab")
        for n in (1, 2, 3):
            page.locator(".widget-dropdown", has_text=f"Bot {n}").locator("select") \
                .select_option("beginner")
        page.get_by_role("button", name="Start", exact=True).click()
        kernel.run(BRAIN)
        page.wait_for_selector(OPEN, timeout=30_000)
        assert "?" in kernel.json("list(app.screen.session.view().hand)")
        assert kernel.json("app.screen.session.names") == [
            "You", "Bot 1 (beginner)", "Bot 2 (beginner)", "Bot 3 (beginner)"]
        shots = {"wild": False}
        for step in range(400):
            move = kernel.json(f"next_move({step % 3 != 0})")
            if move.get("over"):
                break
            if move.get("wait"):
                page.wait_for_timeout(150)
                continue
            if move.get("call"):
                button = page.locator(".wgb-call")
                if button.is_enabled():
                    before = revision(page)
                    button.click()
                    wait_for(lambda b=before: revision(page) != b, what="the call")
                continue
            for message in move["messages"]:
                try:
                    gesture(page, message)
                except Exception:
                    page.screenshot(path=str(SCREENS / "round_failed.png"))
                    said = kernel.run(
                        "s = app.screen.session; print(s.view().grid, '|', s.view().hand,"
                        " '|', s.desk.ask, s.desk.focus, s.message, list(s.human.queue))")
                    raise AssertionError(f"{message} of {move['messages']}: {said}") from None
            if not shots["wild"] and page.locator(".wgb-grid .wgb-wild").count():
                page.screenshot(path=str(SCREENS / "round_1_wild.png"))
                shots["wild"] = True
        page.wait_for_selector(".wg-app :text('Score sheet')", timeout=30_000)
        page.screenshot(path=str(SCREENS / "round_2_end.png"))
        page.locator(".wg", has_text="Score sheet").last.screenshot(
            path=str(SCREENS / "round_3_breakdown.png"))
        # The same with the large font and the colour-blind palette (a projector, a class).
        page.get_by_text("Large font", exact=True).click()
        page.get_by_text("Colour-blind palette", exact=True).click()
        page.wait_for_selector(".wg-app.wg-large.wg-cb :text('Score sheet')")
        page.locator(".wg-app :text('Score sheet')").last.scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENS / "round_4_end_large.png"))
        mine = kernel.json("[type(e.action).__name__ for e in app.screen.session.state.events "
                           "if e.player == 0]")
        result = kernel.json("[app.screen.session.rounds[0].scores, "
                             "app.screen.session.rounds[0].extra['finished_by']]")
        letters = kernel.json("{str(k): v for k, v in app.screen.session.desk.wilds("
                              "app.screen.session.view().grid).items()}")
    assert shots["wild"] and letters  # the wild is on the board with its letter
    assert mine.count("Arrange") >= 10 and "CallStorm" in mine
    assert mine[-1] == "Done" and result[1] == 0
    assert page.errors == []


# Two players (seed 25: the person holds A D H R), Trade Offs on, a stall limit of 3 s on a
# clock at 10 times its pace, a bot at a fiftieth of an adult's speed: nobody calls, so the
# game deals on every stall until the centre runs out and the last tiles are split.
TWO_CELLS = [
    "import wordgames.ui as ui\n"
    "app = ui.play('wordstorm', speed=10.0)\n"
    "app.panel.seed.value = '25'\n"
    "app.panel.count.value = 1\n"
    "app.panel.bot_rows[0].preset.value = 'custom'\n"
    "app.panel.bot_rows[0].speed.value = 0.02\n"
    "app.panel.rule_widgets['trade_offs'].value = True\n"
    "app.panel.rule_widgets['stall_limit'].value = '3'\n"
    "app",
]
# Six players on the four sides: the engine seats them in teams (the person with Bot 4).
SIX_CELLS = [
    "import wordgames.ui as ui\n"
    "app = ui.play('wordstorm', speed=1.0)\n"
    "app.panel.seed.value = '25'\n"
    "app.panel.count.value = 5\n"
    "app",
]


def test_two_players_trade_then_stall_deals_to_the_final_split(lab: Lab) -> None:
    """Large font and the colour-blind palette on; a trade with the bot through the Trade
    Offs row; then the stall deals and the 2-player split of the last tiles, on the screen."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    s = "app.screen.session"
    with opened(lab, "two.ipynb", ready=READY) as page, lab.kernel("two.ipynb") as kernel:
        page.get_by_role("button", name="Start", exact=True).click()
        page.wait_for_selector(OPEN, timeout=30_000)
        page.get_by_text("Large font", exact=True).click()
        page.get_by_text("Colour-blind palette", exact=True).click()
        page.wait_for_selector(".wg-app.wg-large.wg-cb .wgb")
        # Trade Offs: give the A for a letter the bot holds.
        theirs = kernel.json(f"sorted(set({s}.state.hands[1]) - set('AHDR?'))")[0]
        trade = page.locator(".widget-hbox", has_text="Trade Offs")
        trade.locator("select").nth(0).select_option("A")
        trade.locator("select").nth(1).select_option(index=0)
        trade.locator("input").fill(theirs)
        trade.get_by_role("button", name="Offer trade").click()
        # (The stall deals may come first: the trade is read from the round's events.)
        traded = wait_for(lambda: kernel.json(
            f"[(e.action.give, e.action.take, e.action.partner) for e in {s}.state.events "
            "if type(e.action).__name__ == 'Trade']"), what="the trade applied")
        assert traded == [["A", theirs, 1]]
        # The log is the rest of the screen, redrawn a moment after the board: wait for it.
        wait_for(lambda: f"You: trades A for {theirs} with Bot 1"
                 in page.locator(".wg-log").inner_text(), what="the trade in the game log")
        wait_for(lambda: page.locator(f".wgb-rack .wgb-tile[data-face='{theirs}']").count(),
                 what="the traded tile in the rack")
        page.screenshot(path=str(SCREENS / "two_1_trade_large.png"))
        # Nobody calls: a deal on every stall, until the centre runs out. (The message follows
        # the state a moment later: under load the last deal was seen before its sentence.)
        split = wait_for(lambda: kernel.json(
            f"{s}.view().drawn_out and 'split' in {s}.message.text and [{s}.message.text, "
            f"len({s}.state.centre), [len(h) for h in {s}.state.hands], {s}.state.deals]"),
            timeout=120, what="the last tiles split")
        said, centre, hands, deals = split
        assert said.startswith("Nobody called Word Storm! within 3 s, so the last tiles are "
                               f"split: you now hold {hands[0]}.")
        assert hands[0] == hands[1] and centre <= 1 and deals > 5
        page.wait_for_selector(".wg-sub:has-text('all tiles are out')", timeout=10_000)
        page.wait_for_selector(".wgb-call:has-text('Done!')", timeout=10_000)
        page.screenshot(path=str(SCREENS / "two_2_final_split.png"))
        kernel.run(f"{s}.stop()")
    assert page.errors == []


def test_six_players_play_in_the_teams_the_engine_forms(lab: Lab) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    s = "app.screen.session"
    with opened(lab, "six.ipynb", ready=READY) as page, lab.kernel("six.ipynb") as kernel:
        page.get_by_role("button", name="Start", exact=True).click()
        page.wait_for_selector(OPEN, timeout=30_000)
        assert kernel.json(f"{s}.state.teams") == [[0, 4], [1, 5], [2], [3]]
        table = page.locator(".wg-table").first
        wait_for(lambda: "You + Bot 4" in table.inner_text(), what="the person's team")
        rows = table.locator("tr").all_inner_texts()
        assert [r.split("\t")[0] for r in rows[1:]] == [
            "You + Bot 4 (adult)", "Bot 1 (adult) + Bot 5 (adult)", "Bot 2 (adult)",
            "Bot 3 (adult)"]
        assert "You share one crossword and one hand with Bot 4 (adult)" in table.locator(
            "xpath=..").inner_text()
        page.wait_for_timeout(4000)  # the bots at work, the person's teammate among them
        page.screenshot(path=str(SCREENS / "six_teams.png"))
        kernel.run(f"{s}.stop()")
    assert page.errors == []
