"""The play notebooks in a real browser, as a new user plays them: JupyterLab on a free
localhost port over copies of notebooks 01, 02 and 03 (as ``make lab`` opens them), their play
cell run (one ``ui.play(...)``), Start pressed, a move made by keyboard and mouse, and the
screen's text showing what the table made of it. The test's hands are on the page, its head in
the library (the words it plays are found with ``find_claims`` and ``solve`` from what the
screen shows, as a person would find them). Screenshots go to
``build/screens/play-<game>-*.png``. (What every game's screen does in both hosts, the same
scenario on a server page and here, is ``tests/browser/test_one_screen.py``.)

Without chromium or playwright these tests skip, except under ``CI=true``, where a browser that
cannot start fails the run (``tests/ui/lab.py``).
"""

from __future__ import annotations

import json
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.lab import ROOT, SCREENS, Lab, launched_browser, notebook, opened, wait_for
from wordgames.classroom import Progress
from wordgames.fivetiers import solve
from wordgames.kit.protocol import GAMES
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import find_claims
from wordgames.play import presets

NOTEBOOKS = {"myword": "01_play_my_word.ipynb", "wordstorm": "02_play_word_storm.ipynb",
             "fivetiers": "03_play_five_tiers.ipynb"}
PLAY_CELL = (1,)  # each notebook's play cell (after the markdown that says how to play)
SCREEN = ".wg-screen"
START = ".wg-screen button:has-text('Start')"


#: A notebook of MY WORD! dealt by hand (the person deals round 1, the bot round 2), and a
#: second cell that goes on with the game saved last.
HAND_DEALT = "hand_dealt.ipynb"
HAND_CELLS = [
    'from wordgames import ui\nui.play("myword", bots=["beginner"], seed=5, hand_deal=True, '
    'speed=4)',
    'import glob\nfrom wordgames import ui\n'
    'ui.play("myword", resume=sorted(glob.glob("saved/myword-*.json"))[-1], speed=4)',
]
#: The anagram drill as ``play_exercise`` gives it: CLOUD (COULD is a word of its tiles too)
#: and CAT, recorded in the classroom folder ``classroom`` beside the notebook.
DRILL = "drill.ipynb"
DRILL_CELLS = [
    'from wordgames.classroom import make_exercise\n'
    'from wordgames.ui.exercise import play_exercise\n'
    'week = make_exercise("anagram", ["cloud", "cat"], seed=1)\n'
    'play_exercise(week, folder="classroom")',
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium once for the module: each test opens its notebook in a context of its own."""
    yield from launched_browser()


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    folder = tmp_path_factory.mktemp("lab")
    for name in NOTEBOOKS.values():
        shutil.copy(ROOT / "notebooks" / name, folder / name)
    for name, cells in ((HAND_DEALT, HAND_CELLS), (DRILL, DRILL_CELLS)):
        (folder / name).write_text(json.dumps(notebook(cells)), encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("WORDGAMES_QUICK", raising=False)  # a person's kernel, not a quick run
        with Lab(folder) as running:
            yield running


def lexicon_of(game: str) -> Lexicon:
    """The dictionary a table of ``game`` plays with when ``ui.play`` is given none."""
    info = GAMES.get_info(game)
    found: Lexicon = info.default_lexicon(info.rules())
    return found


def shot(page: Any, name: str, nth: int = 0, prefix: str = "play") -> Path:
    """A screenshot of the (``nth``) screen's cell, whole (the notebook scrolls inside the
    page, so the page is made tall enough): ``build/screens/<prefix>-<name>.png``."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / f"{prefix}-{name}.png"
    cell = page.locator(".jp-Cell").filter(has=page.locator(SCREEN)).nth(nth)
    size = page.viewport_size
    box = cell.bounding_box()
    page.set_viewport_size({"width": size["width"], "height": int(box["height"]) + 300})
    page.wait_for_timeout(300)
    cell.scroll_into_view_if_needed()
    cell.screenshot(path=str(path))
    page.set_viewport_size(size)
    return path


def start(page: Any, players: str | None = None, level: str | None = None) -> Any:
    """On the set-up screen, choose ``players`` and ``level`` if given, and press Start; the
    screen once the round is on."""
    screen = page.locator(SCREEN).first
    text = screen.inner_text()
    assert "How to play" in text and "Set up the game" in text
    if players is not None:
        screen.locator("select[name='players']").select_option(players)
    if level is not None:
        screen.locator("select[name='level']").select_option(level)
    screen.get_by_role("button", name="Start", exact=True).click()
    screen.get_by_role("button", name="Pause", exact=True).wait_for(timeout=30_000)
    return screen


def test_my_word_a_word_by_keyboard_and_a_free_card_by_click(lab: Lab, browser: Any) -> None:
    lexicon = lexicon_of("myword")
    with opened(lab, NOTEBOOKS["myword"], PLAY_CELL, ready=START, browser=browser) as page:
        setup = page.locator(SCREEN).first
        assert setup.locator("select[name='level']").input_value() == "Easy"
        setup.get_by_text("More options").click()
        setup.get_by_text("Shortest word, in cards").wait_for()
        shot(page, "myword-1-setup")
        screen = start(page, players="3", level="Normal")
        names = screen.locator(".wg-seats").inner_text()
        assert "Bot 2 (normal)" in names and "Bot 3" not in names
        tried: set[str] = set()
        called = ""
        took_free = False
        deadline = time.monotonic() + 240
        while not called:
            assert time.monotonic() < deadline, "no word to call in 4 minutes"
            text = screen.inner_text()
            if "A free card for you!" in text:
                screen.locator(".wg-btn-card").first.click()
                took_free = True
                page.wait_for_timeout(300)
                continue
            faces = tuple(screen.locator(".wg-cards .wg-card").all_inner_texts())
            claims = find_claims([f.strip() for f in faces], lexicon, 3) if faces else None
            best = next((w for w in (claims.longest() if claims else []) if w not in tried),
                        None)
            if best is None:
                page.wait_for_timeout(200)
                continue
            tried.add(best)
            box = screen.locator("input[name='word']")
            box.click()
            box.press_sequentially(best, delay=20)  # keys, as a person types
            box.press("Enter")
            try:
                wait_for(lambda b=best: f"You called {b.upper()}" in screen.inner_text(),
                         timeout=5, what=f"the call of {best}")
            except TimeoutError:
                continue  # a bot took the cards first: look again
            called = best
        shot(page, "myword-2-called")
        result = screen.inner_text()
        assert f"You called {called.upper()}: a good word! You win its cards!" in result
        cells = screen.locator(".wg-table tr").nth(1).locator("td").all_inner_texts()
        assert cells[0].startswith("You") and int(cells[1]) >= 3  # the person's won cards
        assert screen.locator("input[name='word']").input_value() == ""  # the box is cleared
        if took_free:
            shot(page, "myword-3-free-card")
        screen.get_by_role("button", name="Larger letters", exact=True).click()
        screen.get_by_role("button", name="Normal letters", exact=True).wait_for()
        assert "font-size:150%" in (screen.locator(".wg").first.get_attribute("style") or "")
        shot(page, "myword-4-larger-letters")
        assert not page.errors, page.errors


def test_five_tiers_words_typed_into_the_tiers_and_placed(lab: Lab, browser: Any) -> None:
    lexicon = lexicon_of("fivetiers")
    with opened(lab, NOTEBOOKS["fivetiers"], PLAY_CELL, ready=START, browser=browser) as page:
        shot(page, "fivetiers-1-setup")
        screen = start(page)
        wait_for(lambda: screen.locator(".wg-rack .wg-tile").count() == 20, what="20 tiles")
        # the sand runs once the bots have looked at their tiles (the clock waits for them)
        # Easy's timer (the set-up's level): a minute under it shows once the sand runs
        minutes = int(presets.preset("easy", "fivetiers").rules().timer // 60) - 1
        wait_for(lambda: f"Time left: {minutes}:" in screen.inner_text(), timeout=90,
                 what="the sand running")
        rack = [t.strip() for t in screen.locator(".wg-rack .wg-tile").all_inner_texts()]
        solution = solve(rack, lexicon)
        boxes = screen.locator("input[name='words[]']")
        if solution is not None:
            words = [(w or "").upper() for w in solution.words]
        else:  # no five words in this hand: place a two-letter one
            two = next(w for w in find_claims(rack, lexicon, 2) if len(w) == 2)
            words = [two.upper(), "", "", "", ""]
        for n, word in enumerate(words):
            if word:
                boxes.nth(n).click()
                boxes.nth(n).press_sequentially(word, delay=15)
        shot(page, "fivetiers-2-typed")
        boxes.nth(0).press("Enter")  # Enter in a row places the words, as Place does
        wait_for(lambda: screen.locator(".wg-tier-ok").count() == sum(map(bool, words)),
                 timeout=60, what="the words placed")
        assert screen.locator(".wg-used").count() == sum(len(w) for w in words)
        shot(page, "fivetiers-3-placed")
        screen.get_by_role("button", name="Save", exact=True).click()
        wait_for(lambda: "Saved as " in screen.inner_text(), what="the saved file named")
        saved = list((lab.folder / "saved").glob("fivetiers-*.json"))
        assert len(saved) == 1
        assert f'resume="saved/{saved[0].name}"' in screen.inner_text()
        shot(page, "fivetiers-3b-saved")
        if solution is not None:
            screen.get_by_role("button", name="I have all five!", exact=True).click()
            screen.get_by_role("button", name="Next round", exact=True).wait_for(
                timeout=30_000)
            end = screen.inner_text()
            assert "Round 1 is over" in end and "You said: I have all five!" in end
            shot(page, "fivetiers-4-round-over")
        assert not page.errors, page.errors


def rack_faces(screen: Any) -> list[str]:
    """The faces of the twenty tiles on the screen (RR, LL and Ñ among them in Spanish), without
    the values in their corners."""
    return [str(face) for face in screen.locator(".wg-rack .wg-tile").evaluate_all(
        "els => els.map(e => e.childNodes[0].textContent.trim())")]


def spanish_words_for(rack: list[str]) -> Any:
    """Five Spanish words that use up ``rack``, the commonest that do (a learner knows PERRO
    before FINGID), or None."""
    for level in (20, 35, 50, 80):
        solution = solve(rack, Lexicon.default(level, language="es"))
        if solution is not None:
            return solution
    return None


def test_five_tiers_in_spanish_chosen_under_more_options_played_to_the_round_end(
        lab: Lab, browser: Any) -> None:
    """A new user's Spanish round: Spanish ticked under More options, Easy bots, a hint, five
    words typed by keyboard, I have all five!, the round's end with everyone's words and what
    they mean in English. A hand five Spanish words cannot use up (about two in five) is given
    up for a new game, as a person would run the cell again."""
    with opened(lab, NOTEBOOKS["fivetiers"], PLAY_CELL, ready=START, browser=browser) as page:
        for attempt in range(8):
            setup = page.locator(SCREEN).first
            setup.get_by_text("More options").click()
            setup.get_by_text("Play in Spanish").click()
            assert setup.locator("input[name='rule.spanish']").is_checked()
            assert setup.locator("select[name='level']").input_value() == "Easy"
            if attempt == 0:
                shot(page, "lab-1-setup", prefix="spanish")
            screen = start(page)
            wait_for(lambda s=screen: s.locator(".wg-rack .wg-tile").count() == 20,
                     what="20 tiles")
            rack = rack_faces(screen)
            assert "'" not in rack  # the Spanish bag has no apostrophe
            solution = spanish_words_for(rack)
            if solution is not None:
                break
            page.evaluate(  # run the play cell again: a new set-up, a new game
                "i => { const a = window.jupyterapp; a.shell.currentWidget.content"
                ".activeCellIndex = i; return a.commands.execute('notebook:run-cell'); }",
                PLAY_CELL[0])
            page.locator(START).first.wait_for(timeout=60_000)
        else:
            raise AssertionError("eight Spanish hands in a row could not be completed")
        minutes = int(presets.preset("easy", "fivetiers").rules().timer // 60) - 1
        wait_for(lambda: f"Time left: {minutes}:" in screen.inner_text(), timeout=90,
                 what="the sand running")
        assert "2 tiles" in screen.inner_text()  # a row counts tiles: RR and LL are one
        screen.get_by_role("button", name="Hint", exact=True).click()
        wait_for(lambda: "Try " in screen.inner_text(), timeout=60, what="the hint")
        hint = screen.locator(".wg-msg").first.inner_text()
        assert "-tile row" in hint and "letter" not in hint, hint
        shot(page, "lab-2-hint", prefix="spanish")
        words = [(w or "").upper() for w in solution.words]
        boxes = screen.locator("input[name='words[]']")
        for n, word in enumerate(words):
            boxes.nth(n).click()
            boxes.nth(n).press_sequentially(word, delay=15)
        boxes.nth(0).press("Enter")
        wait_for(lambda: screen.locator(".wg-tier-ok").count() == 5, timeout=60,
                 what="the five words placed")
        assert screen.locator(".wg-used").count() == 20
        shot(page, "lab-3-placed", prefix="spanish")
        screen.get_by_role("button", name="I have all five!", exact=True).click()
        screen.get_by_role("button", name="Next round", exact=True).wait_for(timeout=30_000)
        end = screen.inner_text()
        assert "Round 1 is over" in end and "You said: I have all five!" in end
        assert "Everyone's words" in end and "6 tiles" in end
        for word in words:
            assert word in end
        # What the words mean: English glosses of the Spanish words, under the game.
        meanings = screen.locator(".wg-meaning").all_inner_texts()
        assert meanings and all(m.split(":")[0].split(" (")[0] in words for m in meanings)
        shot(page, "lab-4-round-over", prefix="spanish")
        assert not page.errors, page.errors


def settled_rack(screen: Any) -> list[str]:
    """The board's rack once the board and the screen's HTML show the same hand (the board
    is drawn a moment after the HTML: read between the two, it shows the hand before): its
    letters, sorted."""
    def read() -> list[str] | None:
        faces = sorted(t.get_attribute("data-tile") or "" for t in
                       screen.locator(".wgb:not(.wgb-locked) .wgb-rack .wgb-tile").all())
        offered = set(screen.locator("select[name='give'] option").all_inner_texts())
        held = re.search(r"(\d+) in hand", screen.locator(".wg-seat-you").inner_text())
        whole = held is not None and len(faces) == int(held.group(1))
        return faces if faces and whole and set(faces) == offered else None

    found: list[str] = wait_for(read, timeout=30, what="the board's rack and the screen agree")
    return found


def test_word_storm_six_players_in_teams_with_trade_letters(lab: Lab, browser: Any) -> None:
    with opened(lab, NOTEBOOKS["wordstorm"], PLAY_CELL, ready=START, browser=browser) as page:
        setup = page.locator(SCREEN).first
        setup.get_by_text("More options").click()
        setup.get_by_label("Trade letters").check()
        shot(page, "wordstorm-teams-1-setup")
        screen = start(page, players="6")
        wait_for(lambda: "Trade a letter" in screen.inner_text(), timeout=60,
                 what="the Trade a letter form")
        text = screen.inner_text()
        assert "You play in a team with Bot 4" in text
        assert ("Teams: you and Bot 4 (easy) · Bot 1 (easy) and Bot 5 (easy) · "
                "Bot 2 (easy) · Bot 3 (easy)") in text
        hand = settled_rack(screen)
        give = screen.locator("select[name='give']").input_value()
        screen.locator("input[name='take']").fill("e")
        screen.get_by_role("button", name="Trade with Bot 1 (easy)", exact=True).click()
        # The answer is told to the trader in words: the trade made (the hand changed) or
        # refused (nothing changed). The rack is read once the message shows: the screen that
        # shows it is drawn from the view after the trade.
        answer = wait_for(lambda: re.search(
            r"You gave (\S) to Bot 1 \(easy\) and got E\.|Bot 1 \(easy\) has no E to give "
            r"you\. Ask for another letter\.",
            " ".join(screen.locator(".wg-msg").all_inner_texts())),
            timeout=30, what="the trade's answer")
        after = settled_rack(screen)
        if answer.group(0).startswith("You gave"):
            assert answer.group(1) == give
            expected = list(hand)
            expected.remove(give)
            assert after == sorted([*expected, "E"])
        else:
            assert after == hand
        shot(page, "wordstorm-teams-2-traded")
        assert not page.errors, page.errors


def says(screen: Any, text: str, timeout: float = 30) -> str:
    """Wait until the screen shows ``text``; the screen's text then."""
    def shown() -> str:
        now = str(screen.inner_text())
        return now if text in now else ""

    return str(wait_for(shown, timeout=timeout, what=repr(text)))


def call_a_word(screen: Any, lexicon: Lexicon, deal: Any) -> str:
    """Deal (``deal()``) until a word of 4 letters or more is on the table; type it and Enter,
    until one is a good word (the bot may take the cards first); the word."""
    for _ in range(60):
        faces = [f.strip() for f in screen.locator(".wg-cards .wg-card").all_inner_texts()]
        claims = find_claims(faces, lexicon, 3) if len(faces) >= 3 else None
        best = next((w for w in (claims.longest() if claims else []) if len(w) >= 4), None)
        if best is not None:
            box = screen.locator("input[name='word']")
            box.click()
            box.press_sequentially(best, delay=20)
            box.press("Enter")
            said = says(screen, f"You called {best.upper()}", timeout=10)
            if f"You called {best.upper()}: a good word!" in said:
                return best
            continue  # the bot took some of its cards first: the call did not count
        deal()
    raise AssertionError("no word in 60 cards")


def test_my_word_dealt_by_hand_with_a_hint_a_meaning_a_save_and_a_resume(
        lab: Lab, browser: Any) -> None:
    """The person deals round 1 by hand (Space in the word box, or the Deal a card button),
    asks for a hint, calls a word and sees its meaning, saves; the saved game goes on in the
    next cell, where round 1 ends and the bot deals round 2 on the clock."""
    lexicon = lexicon_of("myword").at_level(35)  # the words a child would call
    with opened(lab, HAND_DEALT, (0,), ready=START, browser=browser) as page:
        screen = page.locator(SCREEN).first
        screen.get_by_role("button", name="Start", exact=True).click()
        says(screen, "You deal this round: press Deal a card")
        page.wait_for_timeout(1500)
        assert screen.locator(".wg-cards .wg-card").count() == 0  # none turns by itself
        box = screen.locator("input[name='word']")
        box.click()
        box.press(" ")  # the Space bar deals
        wait_for(lambda: screen.locator(".wg-cards .wg-card").count() == 1, what="a card")
        assert box.input_value() == ""  # the space dealt; it was not typed
        deal = screen.get_by_role("button", name="Deal a card", exact=True)

        def one_more() -> None:
            before = screen.locator(".wg-cards .wg-card").count()
            deal.click()
            page.wait_for_timeout(250)
            if screen.locator(".wg-cards .wg-card").count() <= before:
                page.wait_for_timeout(500)

        for _ in range(7):
            one_more()
        shot(page, "myword-hand-1-dealing")
        screen.get_by_role("button", name="Hint", exact=True).click()
        hint = says(screen, "(a hint costs 1 point; 2 more hints this round)")
        assert "Try " in hint or "No word fits" in hint
        called = call_a_word(screen, lexicon, one_more)
        assert "You · deals" in screen.locator(".wg-table").inner_text()
        meanings = screen.locator(".wg-meanings").inner_text()
        assert called.upper() in meanings.upper()
        shot(page, "myword-hand-2-called-meaning")
        screen.get_by_role("button", name="Save", exact=True).click()
        saved = says(screen, "Saved as ")
        assert re.search(r"Saved as saved/myword-\S+\.json", saved)
        table_before = screen.locator(".wg-cards .wg-card").all_inner_texts()
        page.evaluate(
            "i => { const a = window.jupyterapp; a.shell.currentWidget.content"
            ".activeCellIndex = i; return a.commands.execute('notebook:run-cell'); }", 1)
        resumed = page.locator(".jp-Cell").nth(1).locator(SCREEN)
        resumed.wait_for(timeout=60_000)
        says(resumed, "You deal this round")
        assert resumed.locator(".wg-cards .wg-card").all_inner_texts() == table_before
        shot(page, "myword-hand-3-resumed", nth=1)
        again = resumed.get_by_role("button", name="Deal a card", exact=True)
        deadline = time.monotonic() + 240
        while "Round 1 is over" not in resumed.inner_text():
            assert time.monotonic() < deadline, "round 1 did not end"
            if "A free card for you!" in resumed.inner_text():
                resumed.locator(".wg-btn-card").first.click()
            elif again.count() and again.is_enabled():
                again.click()
            page.wait_for_timeout(150)
        shot(page, "myword-hand-4-round-over", nth=1)
        resumed.get_by_role("button", name="Next round", exact=True).click()
        says(resumed, "Round 2 of 2")
        wait_for(lambda: resumed.locator(".wg-cards .wg-card").count() >= 2, timeout=60,
                 what="the bot's cards on the clock")
        assert resumed.get_by_role("button", name="Deal a card", exact=True).count() == 0
        assert "deals" in resumed.locator(".wg-table").inner_text()
        shot(page, "myword-hand-5-bot-deals", nth=1)
        assert not page.errors, page.errors


def test_the_anagram_drill_by_keyboard_in_jupyterlab(lab: Lab, browser: Any) -> None:
    """The drill of ``play_exercise``: a name and Enter, COULD (a word of the same tiles, told
    apart and not a misspelling), a hint, CLOUD (its meaning), Enter for Next, a skip; the
    summary, and the play in the classroom's progress."""
    with opened(lab, DRILL, (0,), ready=START, browser=browser) as page:
        screen = page.locator(SCREEN).first
        assert "Anagram exercise" in screen.inner_text()
        shot(page, "drill-1-name")
        name = screen.locator("input[name='name']")
        name.click()
        name.press_sequentially("Ana", delay=20)
        name.press("Enter")
        says(screen, "Ana · puzzle 1 of 2")
        assert screen.locator(".wg-puzzle .wg-tile").count() == 5
        box = screen.locator("input[name='word']")
        box.press_sequentially("could", delay=20)  # the focus is in the box after Start
        box.press("Enter")
        says(screen, "COULD is a word too, but not the one we want")
        screen.get_by_role("button", name="Hint", exact=True).click()
        says(screen, "Hint 1:")
        shot(page, "drill-2-other-word-and-hint")
        screen.locator("input[name='word']").press_sequentially("cloud", delay=20)
        screen.locator("input[name='word']").press("Enter")
        says(screen, "Right: CLOUD!")
        assert screen.locator(".wg-meaning").count() >= 2  # the hint, and the meaning
        shot(page, "drill-3-right")
        page.keyboard.press("Enter")  # Next: the focus is on it
        says(screen, "puzzle 2 of 2")
        screen.get_by_role("button", name="Skip", exact=True).click()
        says(screen, "How you did")
        assert "Found 1 of 2 words, 1 hint, 1 skipped" in screen.inner_text()
        assert "The words you did not find: CAT" in screen.inner_text()
        screen.get_by_role("button", name="Larger letters", exact=True).click()
        screen.get_by_role("button", name="Normal letters", exact=True).wait_for()
        shot(page, "drill-4-summary-larger")
        assert not page.errors, page.errors
    plays = Progress(lab.folder / "classroom").plays("Ana")
    assert [(p["game"], p["accepted"], p["refused"], p["hints"]) for p in plays] == [
        ("anagram", 1, 0, 1)]


def test_shift_enter_on_a_play_cell_shows_the_screen_with_the_name_box_focused(
        lab: Lab, browser: Any) -> None:
    """As a child runs it: the play cell clicked and Shift+Enter pressed (JupyterLab adds a new
    cell below and moves there); the screen is scrolled into view and its name box takes what
    she types, not the new empty code cell."""
    with opened(lab, NOTEBOOKS["myword"], (), viewport=(1280, 657), ready=".jp-Notebook",
                browser=browser) as page:
        cell = page.locator(".jp-Notebook .jp-Cell").nth(PLAY_CELL[0])
        cell.locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        page.wait_for_selector(".wg-screen input[name='name']", timeout=60_000)
        page.wait_for_timeout(1500)  # past the notebook's own move to the next cell
        name = page.locator(".wg-screen input[name='name']")
        assert name.evaluate("box => document.activeElement === box")
        box = name.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 657, box
        page.keyboard.type("Zoe")
        assert name.input_value() == "Zoe"  # the placeholder name is replaced, not added to
        SCREENS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENS / "play-shift-enter-focus.png"))
