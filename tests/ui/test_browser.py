"""Whole games in a real browser, as a new user plays them: JupyterLab on a free localhost port
over notebooks 01 and 03 (as ``make lab`` opens them), Playwright on Debian's chromium (never a
downloaded browser), the test's hands on the page and its head in the library (the words it
sees are found with ``find_claims`` and ``solve``, as a person would find them). Screenshots of
every stage go to ``build/screens/``.

Without chromium or playwright these tests skip, except under ``CI=true``, where a browser that
cannot start fails the run (``tests/ui/lab.py``).
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.lab import ROOT, SCREENS, Kernel, Lab, opened, wait_for
from wordgames.fivetiers import solve
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import find_claims

MYWORD = "01_play_my_word.ipynb"
FIVETIERS = "03_play_five_tiers.ipynb"
PLAY_CELL = (1,)  # the notebooks' one cell a person runs (the next is for the notebook tests)
START = ".wg-app button:has-text('Start')"


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """JupyterLab over copies of the play notebooks, as ``make lab`` serves them."""
    folder = tmp_path_factory.mktemp("lab")
    for name in (MYWORD, FIVETIERS):
        shutil.copy(ROOT / "notebooks" / name, folder / name)
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("WORDGAMES_QUICK", raising=False)  # a person's kernel, not a quick run
        with Lab(folder) as running:
            yield running


def shot(page: Any, name: str, whole: Any = None) -> Path:
    """A screenshot of the page (or of ``whole``, a cell, all of it: the notebook scrolls
    inside the page, so the page is made tall enough to show the cell whole)."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / f"{name}.png"
    if whole is None:
        page.screenshot(path=str(path), full_page=True)
        return path
    size = page.viewport_size
    box = whole.bounding_box()
    page.set_viewport_size({"width": size["width"], "height": int(box["height"]) + 400})
    page.wait_for_timeout(400)
    whole.scroll_into_view_if_needed()
    whole.screenshot(path=str(path))
    page.set_viewport_size(size)
    return path


def text_box(root: Any, label: str) -> Any:
    return root.locator(f".widget-text:has(label:text-is('{label}')) input").first


def choose(root: Any, label: str, option: str) -> None:
    root.locator(f".widget-dropdown:has(label:text-is('{label}')) select").first \
        .select_option(label=option)


def fill(root: Any, label: str, value: str) -> None:
    box = text_box(root, label)
    box.fill(value)
    box.press("Tab")  # a Text widget syncs its value when it loses the focus


def message(root: Any) -> str:
    return str(root.locator(".wg-msg[role='status']").first.inner_text())


def says(root: Any, text: str, timeout: float = 20) -> str:
    return str(wait_for(lambda: (lambda m: m if text in m else "")(message(root)),
                        timeout=timeout, what=f"the message {text!r}"))


def word(root: Any, text: str) -> None:
    box = root.locator(".wg-wordbox").first
    box.fill(text)
    box.press("Enter")


def run_cell_below(page: Any, index: int, code: str) -> None:
    """A new code cell after cell ``index`` with ``code``, run (as a teacher adds one)."""
    page.evaluate(
        "([i, code]) => { const a = window.jupyterapp; const nb = a.shell.currentWidget.content;"
        " nb.activeCellIndex = i; nb.mode = 'command';"
        " return a.commands.execute('notebook:insert-cell-below').then(() => {"
        " nb.activeCell.model.sharedModel.setSource(code);"
        " return a.commands.execute('notebook:run-cell'); }); }", [index, code])


def log_console(page: Any) -> str:
    """What JupyterLab's log console holds (where a callback's print or error would go)."""
    page.evaluate("() => window.jupyterapp.commands.execute('logconsole:open')")
    page.wait_for_selector(".jp-LogConsolePanel", timeout=20_000)
    page.wait_for_timeout(500)
    text = str(page.locator(".jp-LogConsolePanel").inner_text())
    page.evaluate("() => window.jupyterapp.commands.execute('logconsole:open')")  # toggle away
    return text


# -- MY WORD! -----------------------------------------------------------------------------------


def play_my_word_round(root: Any, lexicon: Lexicon, until: str, hint: bool = False) -> None:
    """Call the longest word in sight, take free cards, deal when it is the person's to deal
    (the button and the Space key in turn), until ``until`` shows."""
    tried: set[tuple[str, tuple[str, ...]]] = set()
    deals = 0
    deadline = time.monotonic() + 240
    while until not in root.inner_text():
        assert time.monotonic() < deadline, f"no {until!r} after 4 minutes"
        faces = tuple(t.strip() for t in root.locator(".wg-cardbtn:visible").all_inner_texts())
        claims = find_claims(faces, lexicon, 3) if faces else None
        best = claims.longest()[0] if claims else None
        if root.locator(":text('Your free card: click the card you want.')").count():
            root.locator(".wg-cardbtn:visible").first.click()
        elif best is not None and (best, faces) not in tried:
            tried.add((best, faces))
            if hint:
                root.get_by_role("button", name="Hint", exact=True).click()
                says(root, "Hint: try ")
                hint = False
            word(root, best)
        elif root.get_by_role("button", name="Deal a card", exact=True).is_visible():
            if deals % 2:
                root.get_by_role("button", name="Deal a card", exact=True).click()
            else:
                root.locator(".wg-wordbox").first.press(" ")
            deals += 1
            root.page.wait_for_timeout(60)
        else:
            root.page.wait_for_timeout(150)


def test_a_whole_my_word_game_in_jupyterlab(lab: Lab) -> None:
    """Two players, one round each: the person deals round 1 by hand, the bot round 2; bad
    words are messages; a hint counts in the score sheet; a game saved in round 2 goes on with
    ``play(..., resume=path)`` to the end of the game and its chart."""
    lexicon = Lexicon.default(70)
    with opened(lab, MYWORD, PLAY_CELL, ready=START) as page, lab.kernel(MYWORD) as kernel:
        kernel.run("game.speed = 4")  # high speed: a card every half second
        app = page.locator(".jp-Cell").nth(1)
        fill(app, "Your name", "Ada")
        choose(app, "Bots", "1")
        choose(app, "You deal", "by hand: a Deal button (or Space)")
        fill(app, "Seed", "5")
        shot(page, "myword-1-setup")
        app.get_by_role("button", name="Start", exact=True).click()
        says(app, "you deal")
        assert app.get_by_role("button", name="Deal a card", exact=True).is_visible()
        # What a person may type by mistake: a message in the game each time, nothing else.
        for typed, said in (("", "the word is empty"), ("12345", "contains a digit"),
                            ("The quick brown fox jumps over the lazy dog. " * 4,
                             "one word at a time")):
            word(app, typed)
            says(app, said)
        shot(page, "myword-2-bad-word")
        play_my_word_round(app, lexicon, "Round 1 score sheet", hint=True)
        shot(page, "myword-3-round-1-over")
        sheet = app.locator(".wg-table").filter(has_text="hints").first.inner_text()
        # cards, bonus, words, not allowed, free cards, then the one hint, then points
        assert re.search(r"Ada(?: ★ winner)?\s+(\d+\s+){5}1\s+\d+", sheet), sheet
        dealt = kernel.json("[e.player for e in game.session.state.events "
                            "if type(e.action).__name__ == 'Deal']")
        assert dealt and set(dealt) == {0}  # Ada dealt every card of round 1
        app.get_by_role("button", name="Next round", exact=True).click()
        wait_for(lambda: "dealer: Bot 1 (adult)" in app.inner_text(), what="the bot dealing")
        assert not app.get_by_role("button", name="Deal a card", exact=True).is_visible()
        wait_for(lambda: app.locator(".wg-cardbtn:visible").count() >= 6, timeout=60,
                 what="six cards dealt by the bot's round")
        app.get_by_role("button", name="Pause", exact=True).click()
        app.get_by_role("button", name="Save", exact=True).click()
        saved = says(app, "Saved to ")
        path = re.search(r"Saved to (\S+)\. To go on later", saved)
        assert path, saved
        before = kernel.json("[len(game.session.state.table), game.session.totals]")
        shot(page, "myword-4-saved")
        # A new cell goes on with the saved game, where it was.
        run_cell_below(page, 1, f'from wordgames.ui import play\nplay("myword", '
                                f'resume="{path.group(1)}")')
        resumed = page.locator(".jp-Cell").nth(2)
        resumed.locator(START).wait_for(timeout=60_000)
        assert "Saved game of Ada: 1 rounds played" in resumed.inner_text()
        resumed.get_by_role("button", name="Start", exact=True).click()
        wait_for(lambda: resumed.locator(".wg-cardbtn:visible").count() >= before[0],
                 what="the saved table")
        assert "Round 2 of 2" in resumed.inner_text()
        play_my_word_round(resumed, lexicon, "Points per round")
        shot(page, "myword-5-game-over", resumed)
        end = resumed.inner_text()
        assert ("★ Winner" in end or "★ Shared win" in end) and "round 2" in end
        resumed.locator("label:has-text('Large font')").click()
        resumed.locator("label:has-text('Colour-blind palette')").click()
        shot(page, "myword-6-game-over-large-colour-blind", resumed)
        console = log_console(page)
        body = page.inner_text("body")
    assert "Traceback" not in body and "Traceback" not in console
    assert "Error" not in console and "wordgames" not in console
    assert page.errors == []


# -- Five Tiers ---------------------------------------------------------------------------------


def rack(root: Any) -> list[str]:
    return [t.split()[0] for t in root.locator(".wg-tilebtn:visible").all_inner_texts()]


def click_tiles(root: Any, faces: tuple[str, ...]) -> None:
    """Choose the rack tiles ``faces`` by clicking them (each a tile not yet chosen)."""
    for face in faces:
        tiles = root.locator(".wg-tilebtn:visible")
        chosen = [i for i in range(tiles.count())
                  if "mod-active" in (tiles.nth(i).get_attribute("class") or "")]
        here = rack(root)
        index = next(i for i, f in enumerate(here) if f == face and i not in chosen)
        tiles.nth(index).click()
        wait_for(lambda i=index: "mod-active" in (root.locator(".wg-tilebtn:visible").nth(i)
                                                  .get_attribute("class") or ""),
                 what=f"tile {face} chosen")
    says(root, " ".join(faces) + ".")  # the game has them all (the page marks a click at once)


def five_words(root: Any, kernel: Kernel) -> bool:
    """Fill the five tiers (the first word without a blank by clicking its tiles, the rest by
    typing) when the rack has a solution; whether it had."""
    lexicon = Lexicon.default(80, contractions=True)
    solution = solve(rack(root), lexicon)
    if solution is None:
        return False
    spellings = [s for s in solution.spellings if s is not None]
    clicked = next(s for s in spellings if not any(t.startswith("?") for t in s.tiles))
    click_tiles(root, clicked.tiles)
    root.get_by_role("button", name=f"{len(clicked.tiles)} tiles", exact=True).click()
    says(root, "-tile tier")
    for spelling in spellings:
        if spelling is not clicked:
            word(root, "".join(spelling.letters))
            says(root, f"{''.join(spelling.letters).upper()} is on the")
    assert kernel.json("game.session.tiers") == [
        "".join(s.letters).lower() if s is not None else None for s in solution.spellings]
    return True


def test_a_whole_five_tiers_game_to_a_target_in_jupyterlab(lab: Lab) -> None:
    """Two players, a target of 10: the first flip runs out (tiles given back by clicking
    them), then the person fills the tiers by clicking and typing and declares, round after
    round, to the winner's screen."""
    with opened(lab, FIVETIERS, PLAY_CELL, ready=START) as page, \
            lab.kernel(FIVETIERS) as kernel:
        kernel.run("game.speed = 3")
        app = page.locator(".jp-Cell").nth(1)
        fill(app, "Your name", "Ada")
        choose(app, "Bots", "1")
        choose(app, "Bot 1", "custom")  # a slow beginner: the person has time to play
        choose(app, "level", "35")
        fill(app, "speed", "0.1")
        fill(app, "timer", "24")
        fill(app, "exchange time", "8")
        fill(app, "target", "10")
        fill(app, "Seed", "3")
        shot(page, "fivetiers-1-setup")
        app.get_by_role("button", name="Start", exact=True).click()
        wait_for(lambda: len(rack(app)) == 20, what="20 tiles")
        word(app, "12")
        says(app, "contains a digit")
        shot(page, "fivetiers-2-dealt")
        # The first flip runs out on purpose: give back two tiles chosen by clicking them.
        says(app, "The sand has run out", timeout=30)
        click_tiles(app, tuple(rack(app)[:2]))
        shot(page, "fivetiers-3-exchange")
        app.get_by_role("button", name="Give back chosen", exact=True).click()
        says(app, "You gave back 2 tiles")
        hinted = False
        while "★ Winner" not in app.inner_text():
            phase = wait_for(lambda: kernel.json(
                "(lambda v: v.phase if v.phase in ('play', 'exchange') and not v.exchanged "
                "else '')(game.session.view())"), timeout=60, what="the person's turn")
            if phase == "exchange":
                app.get_by_role("button", name="Give back all", exact=True).click()
                says(app, "You gave back 20 tiles")
                continue
            if not hinted:
                app.get_by_role("button", name="Hint", exact=True).click()
                says(app, "Hint: try ")
                hinted = True
            if not five_words(app, kernel):
                wait_for(lambda: kernel.json("game.session.view().phase") == "exchange",
                         timeout=60, what="the sand running out")
                continue
            shot(page, "fivetiers-4-tiers")
            app.get_by_role("button", name="Declare", exact=True).click()
            wait_for(lambda: app.get_by_role("button", name="Next round", exact=True)
                     .is_visible() or "★ Winner" in app.inner_text(), timeout=30,
                     what="the round's end")
            if kernel.json("len(game.session.rounds)") == 1:
                assert "hints used: 1" in app.inner_text()  # on Ada's sheet of round 1
            if "★ Winner" not in app.inner_text():
                app.get_by_role("button", name="Next round", exact=True).click()
                wait_for(lambda: len(rack(app)) == 20, what="20 tiles")
        shot(page, "fivetiers-5-game-over", app)
        end = app.inner_text()
        assert "★ Winner: Ada" in end and "Points per round" in end
        assert "running totals to 10" in end
        app.locator("label:has-text('Large font')").click()
        app.locator("label:has-text('Colour-blind palette')").click()
        shot(page, "fivetiers-6-game-over-large-colour-blind", app)
        totals = kernel.json("list(game.session.totals)")
        console = log_console(page)
    assert totals[0] >= 10
    assert "Traceback" not in console and "wordgames" not in console
    assert page.errors == []
