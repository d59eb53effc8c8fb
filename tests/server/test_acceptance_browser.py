"""The classroom server's acceptance, as a class uses it (the issue "The class plays together"):
``python -m wordgames app`` in a subprocess over a fresh classroom folder, a teacher and four
students in five browser contexts (Playwright on Debian's chromium; the harness and skip rule
of ``tests/server/test_browser.py``).

Ana and Ben play MY WORD!, Cleo and Dev play Five Tiers with a bot, Dev and Ben (in a second
tab) play Word Storm with a bot; everyone joins by the table's code typed in the lobby and
plays by keyboard, and each sees the other's words. Ben closes his MY WORD! tab (Ana sees him
away) and comes back to his seat. The server is killed mid-round (SIGKILL: nothing saved at
the end) and started again on the same folder: every table is back where it was and play goes
on. When the rounds end, the teacher's page and the progress database (the teacher's
reports) hold every student's play, with the words the students made. The tables' clock runs
at twice real time (``--speed 2``) to keep the rounds short. Screenshots:
``build/screens/hub-accept-*.png``.
"""

from __future__ import annotations

import contextlib
import re
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from tests.server.test_browser import App, browser, call_a_word, marked_away, said, shot, shows, won
from wordgames.classroom.progress import Progress
from wordgames.kit.protocol import GAMES
from wordgames.server.app import SAVE_EVERY

__all__ = ["browser"]  # the fixture, shared with test_browser.py

SIZE = {"width": 1000, "height": 860}
TILES = "els => els.map(e => e.childNodes[0].textContent.trim())"


def lobby(page: Any, url: str, name: str) -> None:
    page.goto(url + "/")
    page.fill("input[name=name]", name)


def make(page: Any, url: str, name: str, game: str, level: str, people: int,
         bots: int) -> str:
    """``name`` starts a table from the lobby; its code."""
    lobby(page, url, name)
    page.select_option("select[name=game]", label=game)
    page.select_option("select[name=level]", label=level)
    page.select_option("select[name=people]", str(people))
    page.select_option("select[name=bots]", str(bots))
    page.click("text=Start a table")
    shows(page, "Press Start")
    return str(page.locator(".code-big").inner_text().strip())


def join(page: Any, url: str, name: str, code: str) -> None:
    """``name`` types the code a friend read out (in small letters) and presses Enter."""
    lobby(page, url, name)
    page.locator("input[name=code]").focus()
    page.keyboard.type(code.lower())
    page.keyboard.press("Enter")
    shows(page, f"{name} (you)")


def five_words(page: Any, lexicon: Any) -> list[str]:
    """Look at the 20 tiles, find a word for each row that the tiles left allow (shortest row
    first), type them row by row (Tab between rows) and press Enter; the words the screen
    then marks as placed."""
    page.wait_for_selector("input[name='words[]']")  # the round's screen has come
    tiles = [t for t in page.eval_on_selector_all(".wg-rack .wg-tile", TILES) if t != "?"]
    sizes = [int(s.split()[0]) for s in
             page.locator("label.wg-tier .wg-tier-size").all_inner_texts()]
    left, chosen = list(tiles), []
    for size in sizes:
        found = sorted(w for w in lexicon.words_from(left, min_len=size) if len(w) == size)
        chosen.append(found[0] if found else "")
        for letter in chosen[-1].upper():
            left.remove(letter)
    page.locator("input[name='words[]']").first.focus()
    for word in chosen:
        page.keyboard.press("Control+A")
        page.keyboard.type(word)
        page.keyboard.press("Tab")
    page.locator("input[name='words[]']").first.focus()
    page.keyboard.press("Enter")  # Place my words
    typed = [w for w in chosen if w]
    assert typed, f"no word in the tiles {tiles}"
    page.wait_for_function("n => document.querySelectorAll('.wg-tier-ok').length === n",
                           arg=len(typed), polling=10, timeout=20_000)
    return typed


def placed_words(page: Any) -> list[str]:
    """The Five Tiers words the screen shows as placed."""
    return [str(w) for w in page.eval_on_selector_all(
        "label.wg-tier", "els => els.filter(e => e.querySelector('.wg-tier-ok'))"
        ".map(e => e.querySelector('input').value.toLowerCase())")]


def a_crossword(page: Any, lexicon: Any) -> str:
    """Look at the letters in hand until they make a word (a storm brings more), click a
    square of the board and type the longest; the word."""
    end = time.monotonic() + 120
    while True:
        hand = [t for t in page.eval_on_selector_all(".wgb-rack [data-tile]",
                                                     "ts => ts.map(t => t.dataset.tile)")
                if t != "?"]
        found = sorted(lexicon.words_from(hand, min_len=2), key=lambda w: (-len(w), w))
        if found:
            break
        assert time.monotonic() < end, f"the letters never made a word: {hand}"
        page.wait_for_timeout(300)
    page.click(".wgb-cell[data-row='2'][data-col='1']")
    page.keyboard.type(found[0].lower())
    word = str(found[0]).upper()
    page.wait_for_function("w => JSON.parse(document.querySelector('[data-wg-board]')"
                           ".dataset.wgBoard).cells.map(c => c[2]).join('') === w",
                           arg=word, polling=10, timeout=20_000)
    return word


def shows_crossword(page: Any, name: str, word: str, timeout: float = 20_000) -> None:
    """Wait until the page's Everyone's crosswords shows ``name``'s crossword spelling
    ``word``."""
    page.wait_for_function(
        "([n, w]) => [...document.querySelectorAll('.wg-other')].some(o => "
        "o.querySelector('.wg-section').textContent.trim() === n && "
        "[...o.querySelectorAll('td')].map(e => e.textContent.trim()).join('') === w)",
        arg=[name, word], polling=10, timeout=timeout)


def over(page: Any) -> bool:
    """Whether the page shows a round's end (its title: a word's meaning may say "is over")."""
    return re.search(r"\bRound \d+ is over\b|\bThe round is over\.", page.inner_text("body")) \
        is not None


def back_at(page: Any, name: str) -> None:
    """Wait until the page has its seat again after the server came back."""
    page.wait_for_function(
        "n => document.getElementById('status').textContent === '' && "
        "document.body.innerText.includes(n + ' (you)')", arg=name, polling=50,
        timeout=120_000)


def test_a_teacher_and_four_students_play_three_tables_through_a_restart(
        tmp_path: Path, browser: Any) -> None:
    infos = {name: GAMES.get_info(name) for name in GAMES}
    words_of = {name: info.default_lexicon(info.rules()) for name, info in infos.items()}
    my_rules = infos["myword"].rules()
    with App(tmp_path, speed=2) as app:
        contexts = {n: browser.new_context(viewport=SIZE)
                    for n in ("teacher", "Ana", "Ben", "Cleo", "Dev")}
        ana, ben, cleo, dev = (contexts[n].new_page() for n in ("Ana", "Ben", "Cleo", "Dev"))
        teacher = contexts["teacher"].new_page()
        teacher.goto(app.teacher)
        shows(teacher, "No tables yet")

        lobby(ana, app.url, "Ana")
        shot(ana, "accept-1-lobby")
        my = make(ana, app.url, "Ana", "MY WORD!", "Easy", people=2, bots=0)
        join(ben, app.url, "Ben", my)
        tiers = make(cleo, app.url, "Cleo", "Five Tiers", "Hard", people=2, bots=1)
        join(dev, app.url, "Dev", tiers)
        dev_storm = contexts["Dev"].new_page()  # Dev and Ben play Word Storm in a second tab
        storm = make(dev_storm, app.url, "Dev", "Word Storm", "Hard", people=2, bots=1)
        ben_storm = contexts["Ben"].new_page()
        lobby(ben_storm, app.url, "Ben")
        shows(ben_storm, f"Join table {storm}")  # the lobby lists the tables waiting
        shot(ben_storm, "accept-2-lobby-tables")
        join(ben_storm, app.url, "Ben", storm)
        shows(ana, "Ben")
        shot(ben, "accept-3-joined")

        for page in (ana, cleo, dev_storm):
            page.click("button:text-is('Start')")

        # Five Tiers: each fills the rows by keyboard; the words are each one's own until
        # the round ends (the rules hide them), the teacher sees them live.
        made: dict[tuple[str, str], list[str]] = {}
        made["Cleo", "fivetiers"] = five_words(cleo, words_of["fivetiers"])
        made["Dev", "fivetiers"] = five_words(dev, words_of["fivetiers"])
        shot(cleo, "accept-4-fivetiers")

        # Word Storm: each puts a word in their crossword; the other sees it.
        dev_word = a_crossword(dev_storm, words_of["wordstorm"])
        shows_crossword(ben_storm, "Dev", dev_word)
        ben_word = a_crossword(ben_storm, words_of["wordstorm"])
        shows_crossword(dev_storm, "Ben", ben_word)
        shot(dev_storm, "accept-5-wordstorm")

        # MY WORD!: each calls a word the cards spell; the other sees it called.
        calls: dict[str, list[str]] = {"Ana": [], "Ben": []}
        for me, page, other in (("Ana", ana, ben), ("Ben", ben, ana)):
            word = call_a_word(page, words_of["myword"], my_rules.min_cards)
            said(other, me, word)
            said(page, "You", word)
            calls[me].append(word)
        shot(ana, "accept-6-myword")

        # Ben closes his MY WORD! tab: Ana sees him away; he opens it again.
        had = won(ana, "Ben")
        ben.close(run_before_unload=True)
        marked_away(ana, "Ben")
        shot(ana, "accept-7-away")
        ben = contexts["Ben"].new_page()
        began = time.monotonic()
        ben.goto(f"{app.url}/t/{my}")
        shows(ben, "Ben (you)")
        print(f"Ben's reopened tab had his seat back in {time.monotonic() - began:.2f} s")
        marked_away(ana, None)
        assert won(ben, "Ben") >= had

        # The teacher sees the three tables live: who sits where, the words made.
        for code in (my, tiers, storm):
            shows(teacher, f"Table {code}")
        for word in (*made["Cleo", "fivetiers"], dev_word.lower(), calls["Ana"][0].lower()):
            shows(teacher, word)
        shot(teacher, "accept-8-teacher")

        # The server is killed mid-round, after its snapshots caught up, and started again.
        ben_storm.wait_for_timeout(SAVE_EVERY * 1000 + 1500)
        pages = {"Ana": ana, "Ben": ben, "Cleo": cleo, "Dev": dev, "Dev2": dev_storm,
                 "Ben2": ben_storm}
        assert not [n for n, p in pages.items() if over(p)], "a round ended before the restart"
        cards = {n: won(ana, n) for n in ("Ana", "Ben")}
        app.restart(kill=True)
        for name, page in pages.items():
            back_at(page, name.rstrip("2"))
        shot(ana, "accept-9-after-restart")
        assert {n: won(ana, n) for n in ("Ana", "Ben")} == cards  # MY WORD! as it was
        assert placed_words(cleo) == made["Cleo", "fivetiers"]
        assert placed_words(dev) == made["Dev", "fivetiers"]
        shows_crossword(ben_storm, "Dev", dev_word)
        shows_crossword(dev_storm, "Ben", ben_word)

        # Play goes on: another call at MY WORD!, seen by the other.
        word = call_a_word(ana, words_of["myword"], my_rules.min_cards)
        said(ben, "Ana", word)
        calls["Ana"].append(word)

        # Every round plays to its end (a Five Tiers player keeps every tile at the swap).
        # The rounds take their game time at the server's speed (a few minutes); the cap is
        # for a round that never ends, with room for a loaded machine (one run needed 400 s).
        began = time.monotonic()
        while not all(over(p) for p in pages.values()):
            assert time.monotonic() < began + 700, "a round never ended"
            for page in (cleo, dev):
                swap = page.locator("button:text-is('Swap the ticked tiles')")
                if swap.count():
                    # The screen may redraw under the click (a bot's move): the next pass of
                    # the loop clicks the new button.
                    with contextlib.suppress(PlaywrightError):
                        swap.click(timeout=3000)
            ana.wait_for_timeout(1000)
        print(f"every round had ended {time.monotonic() - began:.0f} s later")
        shot(dev_storm, "accept-10-wordstorm-end")
        shot(cleo, "accept-11-fivetiers-end")

        # The teacher's page and reports hold every play, with the students' words.
        shows(teacher, "Recorded plays (6 since the server started)", timeout=30_000)
        shot(teacher, "accept-12-teacher-plays")
        progress = Progress(app.folder / "classroom")
        game_of = {p["id"]: (p["student"], p["game"]) for p in progress.plays()}
        recorded: dict[tuple[str, str], set[str]] = {key: set() for key in game_of.values()}
        for row in progress.words():
            if row["accepted"]:
                recorded[game_of[row["play"]]].add(row["word"].lower())
        assert set(recorded) == {("Ana", "myword"), ("Ben", "myword"), ("Cleo", "fivetiers"),
                                 ("Dev", "fivetiers"), ("Ben", "wordstorm"),
                                 ("Dev", "wordstorm")}
        assert recorded["Ana", "myword"] == {w.lower() for w in calls["Ana"]}
        assert recorded["Ben", "myword"] == {w.lower() for w in calls["Ben"]}
        for key in (("Cleo", "fivetiers"), ("Dev", "fivetiers")):
            assert recorded[key] == set(made[key]), key
        assert dev_word.lower() in recorded["Dev", "wordstorm"]
        assert ben_word.lower() in recorded["Ben", "wordstorm"]
        rows = [row.split("\t") for row in
                teacher.locator("table.plays tr").all_inner_texts()[1:]]
        display = {name: info.display_name for name, info in infos.items()}
        shown = {(student, game): (int(good.split(":")[0]),
                                   {w for w in good.partition(": ")[2].split(", ") if w})
                 for student, game, _, good, _, _ in rows}
        assert shown == {(student, display[game]): (len(words), words)
                         for (student, game), words in recorded.items()}
        shows(teacher, "round 1 is over, waiting for Next round")
