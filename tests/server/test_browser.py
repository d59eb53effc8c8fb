"""The classroom server in a real browser, as a class uses it: ``python -m wordgames app`` on a
free localhost port, Playwright on Debian's chromium (the harness of ``tests/ui/lab.py``: its
chromium, flags and skip rule; without chromium or playwright the test skips, except under
``CI=true``, where it fails). Two students in two browser contexts play MY WORD! by keyboard,
one closes the tab and comes back, the teacher watches. Screenshots: ``build/screens/hub-*``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.lab import ROOT, SCREENS, browser_or_skip, free_port, playwright_or_skip
from wordgames.kit.protocol import GAMES
from wordgames.myword.claims import find_claims

#: Many pages at once need these, or chromium slows the pages it thinks nobody looks at.
BACKGROUND = ["--disable-background-timer-throttling", "--disable-renderer-backgrounding",
              "--disable-backgrounding-occluded-windows"]


#: ``python -m wordgames`` with every new table dealt from one seed (the ``%d``): the same
#: game at each table, as a test wants it.
SEEDED = ("import secrets, sys, types\n"
          "import wordgames.server.room as room\n"
          "from wordgames.__main__ import main\n"
          "room.secrets = types.SimpleNamespace(**vars(secrets))\n"
          "room.secrets.randbelow = lambda n: %d %% n\n"
          "sys.exit(main(sys.argv[1:]))")


class App:
    """``python -m wordgames app`` over a fresh classroom folder; ``teacher`` is the teacher's
    address it printed. ``named``: the folder is given by ``--classroom`` (False: the server
    finds its default, as ``make app`` does, which ``$WORDGAMES_CLASSROOM`` may set)."""

    def __init__(self, folder: Path, *, speed: float = 1.0, seed: int | None = None,
                 named: bool = True) -> None:
        self.folder = folder
        self.speed = speed
        #: every new table's seed (None: a new one each, as a class has)
        self.seed = seed
        self.named = named
        self.port = free_port()
        self.log = folder / "app.log"

    def __enter__(self) -> App:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        with open(self.log, "a") as out:
            out.write("\n== start\n")
            start = ["-m", "wordgames"] if self.seed is None else ["-c", SEEDED % self.seed]
            named = [f"--classroom={self.folder / 'classroom'}"] if self.named else []
            self.proc = subprocess.Popen(
                [sys.executable, *start, "app", f"--port={self.port}", *named,
                 f"--speed={self.speed:g}"],
                cwd=self.folder, env=env, stdout=out, stderr=subprocess.STDOUT)
        end = time.monotonic() + 120
        while "Ready:" not in self.log.read_text().rsplit("== start", 1)[1]:
            if self.proc.poll() is not None or time.monotonic() > end:
                raise RuntimeError(f"the server did not start:\n{self.log.read_text()}")
            time.sleep(0.2)
        printed = self.log.read_text().rsplit("== start", 1)[1]
        self.url = re.search(r"The classroom is at (\S+)/", printed).group(1)  # type: ignore[union-attr]
        self.teacher = re.search(r"teacher's page: (\S+)", printed).group(1)  # type: ignore[union-attr]
        return self

    def __exit__(self, *exc: object) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)

    def restart(self, *, kill: bool = False) -> None:
        """Stop the server (it saves every table) and start it again on the same port;
        ``kill``: kill it instead (SIGKILL: it saves nothing more, as when a machine stops)."""
        if kill:
            self.proc.kill()
            self.proc.wait(timeout=30)
        else:
            self.__exit__()
        url = self.url
        self.__enter__()
        assert self.url == url, f"the server came back on {self.url}, not {url}"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium, once for each module that uses it (each test opens contexts of its own)."""
    yield from launched_chromium()


def launched_chromium() -> Iterator[Any]:
    """Chromium through Playwright, closed after (a skip without it, a failure under
    CI=true): the ``browser`` fixture's, and a module's own fixture of a wider scope."""
    with playwright_or_skip()() as playwright:
        launched = browser_or_skip(playwright, BACKGROUND)
        yield launched
        launched.close()


def shot(page: Any, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"hub-{name}.png"), full_page=True)


def shows(page: Any, text: str, timeout: float = 20_000) -> None:
    """Wait, inside the page, until its text holds ``text``."""
    page.wait_for_function("t => document.body.innerText.includes(t)", arg=text,
                           polling=10, timeout=timeout)


def marked_away(page: Any, name: str | None, timeout: float = 10_000) -> None:
    """Wait until the seats line marks ``name`` away (``None``: until it marks nobody away).
    The seats line, not the page's words: a called word's meaning may say "away" too ("to
    run away" kept a reopened seat looking away)."""
    page.wait_for_function(
        """name => { const gone = [...document.querySelectorAll('.wg-seat')]
                                    .filter(e => e.querySelector('.wg-seat-gone'));
                     return name === null ? gone.length === 0
                                          : gone.some(e => e.textContent.includes(name)); }""",
        arg=name, polling=10, timeout=timeout)


def said(page: Any, name: str, word: str) -> None:
    """Wait until the page says ``name`` called ``word``, a good word (only these words of
    the screen's wording are relied on)."""
    page.wait_for_function(
        "([n, w]) => new RegExp('\\\\b' + n + ' called ' + w + '\\\\b[^.!]*good word')"
        ".test(document.body.innerText.replace(/\\s+/g, ' '))",
        arg=[name, word.upper()], polling=10, timeout=20_000)


def won(page: Any, name: str) -> int:
    """How many cards ``name`` has won this round, as the players' table shows (the row whose
    first cell is the name: another row's words may hold it, BENT for Ben)."""
    return int(page.evaluate(
        """name => [...document.querySelectorAll('.wg-table tr')]
            .map(tr => [...tr.querySelectorAll('td')].map(td => td.innerText.trim()))
            .find(cells => cells.length > 1 && /^\\d+$/.test(cells[1])
                  && (cells[0] === name || cells[0].startsWith(name + ' ')))[1]""", name))


def call_a_word(page: Any, lexicon: Any, min_cards: int, timeout: float = 90) -> str:
    """Look at the cards until they spell a word, then type it and press Enter."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        faces = page.locator(".wg-cards .wg-card").all_inner_texts()
        found = sorted(find_claims([f.strip() for f in faces], lexicon, min_cards), key=len)
        if found:
            box = page.locator("input[name=word]")
            box.focus()
            page.keyboard.type(found[0])
            page.keyboard.press("Enter")
            return str(found[0])
        page.wait_for_timeout(300)
    raise AssertionError("the cards never spelt a word")


def test_two_students_play_my_word_and_the_teacher_watches(tmp_path: Path,
                                                           browser: Any) -> None:
    info = GAMES.get_info("myword")
    rules = info.rules()
    lexicon = info.default_lexicon(rules)
    with App(tmp_path) as app:
        ana = browser.new_context(viewport={"width": 1000, "height": 800}).new_page()
        ana.goto(app.url + "/")
        ana.fill("input[name=name]", "Ana")
        ana.select_option("select[name=game]", label="MY WORD!")
        ana.select_option("select[name=people]", "2")
        ana.select_option("select[name=bots]", "0")
        shot(ana, "1-lobby")
        ana.click("text=Start a table")
        shows(ana, "Press Start")
        code = ana.locator(".code-big").inner_text().strip()
        assert re.fullmatch(r"[A-Z0-9]{4}", code)

        ben_context = browser.new_context(viewport={"width": 1000, "height": 800})
        ben = ben_context.new_page()
        ben.goto(app.url + "/")
        ben.fill("input[name=name]", "Ben")
        ben.fill("input[name=code]", code.lower())
        ben.keyboard.press("Enter")
        shows(ben, "Ben (you)")
        shows(ana, "Ben")
        shot(ben, "2-joined")

        ana.click("button:text-is('Start')")
        word = call_a_word(ana, lexicon, rules.min_cards)
        said(ben, "Ana", word)
        said(ana, "You", word)
        word = call_a_word(ben, lexicon, rules.min_cards)
        said(ana, "Ben", word)
        shot(ana, "3-playing")

        had = won(ben, "Ben")
        assert had >= 1
        ben.close(run_before_unload=True)
        marked_away(ana, "Ben")
        shot(ana, "4-away")
        ben = ben_context.new_page()
        began = time.monotonic()
        ben.goto(f"{app.url}/t/{code}")
        shows(ben, "Ben (you)")
        seconds = time.monotonic() - began
        marked_away(ana, None)
        assert "Round 1 of 2" in ben.inner_text("body") and won(ben, "Ben") >= had  # as it was
        shot(ben, "5-back")
        print(f"a reopened tab had its seat back in {seconds:.2f} s")

        stranger = browser.new_context().new_page()
        stranger.goto(f"{app.url}/t/{code}")  # no seat there: the lobby, the code filled in
        assert stranger.locator("input[name=code]").input_value() == code

        teacher = browser.new_context(viewport={"width": 1000, "height": 800}).new_page()
        teacher.goto(app.teacher)
        shows(teacher, f"Table {code}")
        shows(teacher, "Ana")
        shows(teacher, "Ben")
        assert "key=" not in teacher.url  # the key left the address bar
        shot(teacher, "6-teacher")

        app.restart()  # mid-round: the pages find their seats again by themselves
        for page, name in ((ana, "Ana"), (ben, "Ben")):
            page.wait_for_function(
                "n => document.getElementById('status').textContent === '' && "
                "document.body.innerText.includes(n + ' (you)')", arg=name, polling=50,
                timeout=120_000)
        assert "Round 1 of 2" in ana.inner_text("body") and won(ben, "Ben") >= had
        shows(teacher, f"Table {code}", timeout=30_000)  # its cookie still good
        shot(ana, "7-after-restart")


def test_a_spanish_five_tiers_round_against_easy_bots_from_the_lobby(tmp_path: Path,
                                                                     browser: Any) -> None:
    """A new student's Spanish round: Five Tiers in Spanish chosen in the lobby, Easy bots, five
    Spanish words typed, I have all five!, the round's end with everyone's words. A hand five
    Spanish words cannot use up (about two in five) is left for a new table, as a student
    would. Screenshots: ``build/screens/spanish-hub-*``."""
    from tests.ui.test_play_lab import spanish_words_for

    with App(tmp_path) as app:
        context = browser.new_context(viewport={"width": 1000, "height": 900})
        page = context.new_page()
        for attempt in range(8):
            page.goto(app.url + "/")
            page.fill("input[name=name]", "Cleo")
            page.select_option("select[name=game]", label="Five Tiers in Spanish")
            assert page.locator("select[name=level]").input_value() == "easy"
            page.select_option("select[name=bots]", "2")
            if attempt == 0:
                page.screenshot(path=str(SCREENS / "spanish-hub-1-lobby.png"), full_page=True)
            page.click("text=Start a table")
            page.click("button:text-is('Start')")
            page.wait_for_selector("input[name='words[]']")
            page.wait_for_function("() => document.querySelectorAll('.wg-rack .wg-tile')"
                                   ".length === 20", polling=50, timeout=30_000)
            rack = page.eval_on_selector_all(
                ".wg-rack .wg-tile", "els => els.map(e => e.childNodes[0].textContent.trim())")
            assert "'" not in rack  # the Spanish bag has no apostrophe
            solution = spanish_words_for(rack)
            if solution is not None:
                break
        else:
            raise AssertionError("eight Spanish hands in a row could not be completed")
        shows(page, "2 tiles")  # a row counts tiles: RR and LL are one
        words = [(w or "").upper() for w in solution.words]
        boxes = page.locator("input[name='words[]']")
        for n, word in enumerate(words):
            boxes.nth(n).focus()
            page.keyboard.type(word)
        page.keyboard.press("Enter")  # Place
        page.wait_for_function("() => document.querySelectorAll('.wg-tier-ok').length === 5",
                               polling=50, timeout=20_000)
        page.screenshot(path=str(SCREENS / "spanish-hub-2-placed.png"), full_page=True)
        page.get_by_role("button", name="I have all five!", exact=True).click()
        shows(page, "Round 1 is over", timeout=30_000)
        shows(page, "Everyone's words")
        end = page.inner_text("body")
        assert "Cleo said: I have all five!" in end and "6 tiles" in end
        for word in words:
            assert word in end
        page.screenshot(path=str(SCREENS / "spanish-hub-3-round-over.png"), full_page=True)
