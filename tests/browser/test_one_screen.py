"""One browser scenario per game, written once and played in both hosts of the screen: the
classroom server's page and JupyterLab's notebook (the ``host`` parameter). A person sits at a
table with a bot, dealt from a fixed seed, and plays as a child would: by keyboard and by mouse
(a card or tile clicked types it into the word; Word Storm's board by drag, by typing into a
clicked square, Backspace and arrows), a Five Tiers clock ticking with no move, a screen update
arriving while a word is half typed (the text and the caret stay), and a lost connection (the
browser goes offline: the screen stays, greyed, with "Reconnecting…", and comes back).

Chromium is launched once for the module, the classroom server and JupyterLab once each; in
JupyterLab one notebook, a play cell per game, is opened once (one kernel for the three games:
each test runs its game's cell and stops its table at the end).
In JupyterLab the connection is lost as the browser loses it: Playwright's
``context.set_offline`` (the page's offline event) and the kernel's websocket closed, new ones
refused until the network is back (JupyterLab then reconnects and the kernel's buffered
messages come). Screenshots: ``build/screens/one-<host>-<game>-<step>.png``.

Without chromium, playwright or JupyterLab these tests skip, except under ``CI=true``, where
they fail (``tests/ui/lab.py``).
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_browser import App, launched_chromium
from tests.ui.lab import SCREENS, Lab, notebook, opened
from tests.ui.lab import wait_for as waited
from wordgames.kit.protocol import GAMES
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import find_claims

#: Every table of the module is dealt from this seed, in both hosts.
SEED = 11
#: The tables' clocks run at twice real time (cards come, bots move, sand runs: the test is
#: shorter); a clock's text still changes each second, by two.
SPEED = 2
HOSTS = ("server", "lab")
LABELS = {"myword": "MY WORD!", "fivetiers": "Five Tiers", "wordstorm": "Word Storm"}
SCREEN = ".wg-screen"
#: JupyterLab's notebook: a play cell per game, in the order of :data:`LABELS`.
NOTEBOOK = "games.ipynb"


# -- the module's browser and servers --------------------------------------------------------

@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium, once for the module (a skip without it; a failure under ``CI=true``)."""
    yield from launched_chromium()


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    """The classroom server, every table dealt from :data:`SEED`."""
    with App(tmp_path_factory.mktemp("app"), seed=SEED, speed=SPEED) as running:
        yield running


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """JupyterLab over a notebook of a play cell per game (:data:`NOTEBOOK`), each with a bot,
    dealt from :data:`SEED`."""
    folder = tmp_path_factory.mktemp("lab")
    cells = [f'from wordgames import ui\nplay_{game} = ui.play("{game}", bots=1, seed={SEED}, '
             f'speed={SPEED})\nplay_{game}' for game in LABELS]
    (folder / NOTEBOOK).write_text(json.dumps(notebook(cells)), encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("WORDGAMES_QUICK", raising=False)  # a person's kernel, not a quick run
        try:
            running = Lab(folder)
            running.__enter__()
        except (RuntimeError, OSError) as err:
            import os

            if os.environ.get("CI") == "true":
                pytest.fail(f"JupyterLab could not start under CI=true: {err}")
            pytest.skip(f"JupyterLab could not start: {err}")
        try:
            yield running
        finally:
            running.__exit__()
    shutil.rmtree(folder / ".runtime", ignore_errors=True)


@pytest.fixture(scope="module")
def notebook_page(lab: Lab, browser: Any) -> Iterator[tuple[Any, Cut]]:
    """The notebook open in chromium once for the module (one kernel for the three games), its
    kernel's websocket routed through a :class:`Cut`."""
    cut = Cut()
    route = re.compile(r"/api/kernels/[^/]+/channels")
    with opened(lab, NOTEBOOK, (), viewport=(1280, 1300), ready=".jp-Notebook",
                browser=browser, prepare=lambda page: page.route_web_socket(route, cut)) as page:
        yield page, cut


# -- the hosts ---------------------------------------------------------------------------

class Cut:
    """A page's websockets whose address matches, routed through Playwright so that the test
    can close them and refuse new ones (the network gone), then let them through again."""

    def __init__(self) -> None:
        self.off = False
        self.open: list[tuple[Any, Any]] = []

    def __call__(self, ws: Any) -> None:
        if self.off:
            ws.close()
            return
        self.open.append((ws, ws.connect_to_server()))

    def drop(self) -> None:
        self.off = True
        for ws, server in self.open:
            for side in (server, ws):
                with contextlib.suppress(Exception):  # closed by the other side already
                    side.close()
        self.open.clear()


class Host:
    """Where a screen lives: :meth:`sit` opens a table of a game for one person and a bot
    (Start pressed) and gives the page; :meth:`screen` the screen's element in it."""

    name = ""
    cut: Cut | None = None

    def screen(self, page: Any) -> Any:
        return page.locator(SCREEN).first

    def notice(self, page: Any, screen: Any) -> Any:
        """Where the page says the connection is lost: the page's status line."""
        return page.locator("#status")

    def lose(self, page: Any) -> None:
        """The network goes: the browser is offline."""
        page.context.set_offline(True)
        if self.cut is not None:
            self.cut.drop()

    def back(self, page: Any) -> None:
        if self.cut is not None:
            self.cut.off = False
        page.context.set_offline(False)

    def settle(self, page: Any) -> None:
        """What the host itself said of the lost connection is answered (JupyterLab's "Server
        Connection Error" dialog is dismissed, as a person would)."""

    def shot(self, page: Any, game: str, step: str) -> Path:
        SCREENS.mkdir(parents=True, exist_ok=True)
        path = SCREENS / f"one-{self.name}-{game}-{step}.png"
        page.screenshot(path=str(path), full_page=True)
        return path


class ServerHost(Host):
    name = "server"

    def __init__(self, app: App, browser: Any) -> None:
        self.app = app
        self.browser = browser

    @contextmanager
    def sit(self, game: str) -> Iterator[Any]:
        context = self.browser.new_context(viewport={"width": 1100, "height": 900})
        try:
            page = context.new_page()
            page.errors = []
            page.on("pageerror", lambda err: page.errors.append(str(err)))
            page.goto(self.app.url + "/")
            page.fill("input[name=name]", "Cleo")
            page.select_option("select[name=game]", label=LABELS[game])
            page.select_option("select[name=bots]", "1")
            page.click("text=Start a table")
            start(self.screen(page))
            yield page
        finally:
            context.close()


class LabHost(Host):
    name = "lab"

    def __init__(self, lab: Lab, opened: tuple[Any, Cut]) -> None:
        self.lab = lab
        self.page, self.cut = opened
        self.cell = 0

    @contextmanager
    def sit(self, game: str) -> Iterator[Any]:
        """The game's play cell run (the notebook is the module's: its other games' screens
        stay above and below, their tables stopped)."""
        page = self.page
        self.cell = list(LABELS).index(game)
        page.evaluate(
            "i => { const a = window.jupyterapp; a.shell.currentWidget.content"
            ".activeCellIndex = i; return a.commands.execute('notebook:run-cell'); }",
            self.cell)
        self.screen(page).locator("button:has-text('Start')").wait_for(timeout=60_000)
        try:
            start(self.screen(page))
            yield page
        finally:
            self.back(page)
            with self.lab.kernel(NOTEBOOK) as kernel:
                kernel.run(f"play_{game}.close()")

    def screen(self, page: Any) -> Any:
        return page.locator(".jp-Notebook .jp-Cell").nth(self.cell).locator(SCREEN).first

    def notice(self, page: Any, screen: Any) -> Any:
        """The screen client's own line above the screen (JupyterLab has no status line)."""
        return screen.locator("xpath=../div[@role='status']")

    def settle(self, page: Any) -> None:
        page.wait_for_timeout(1000)  # the dialog comes with JupyterLab's next poll
        dialog = page.locator(".jp-Dialog")
        while dialog.count():
            dialog.first.locator(".jp-Dialog-button").last.click()
            page.wait_for_timeout(300)

    def shot(self, page: Any, game: str, step: str) -> Path:
        """The screen's cell, whole (the notebook scrolls inside the page)."""
        SCREENS.mkdir(parents=True, exist_ok=True)
        path = SCREENS / f"one-{self.name}-{game}-{step}.png"
        cell = page.locator(".jp-Notebook .jp-Cell").nth(self.cell)
        cell.scroll_into_view_if_needed()
        cell.screenshot(path=str(path))
        return path


@pytest.fixture(params=HOSTS)
def host(request: pytest.FixtureRequest, browser: Any) -> Host:
    if request.param == "server":
        return ServerHost(request.getfixturevalue("app"), browser)
    return LabHost(request.getfixturevalue("lab"), request.getfixturevalue("notebook_page"))


# -- what a person does on any screen --------------------------------------------------------

def start(screen: Any) -> None:
    screen.get_by_role("button", name="Start", exact=True).click()
    screen.get_by_role("button", name="Pause", exact=True).wait_for(timeout=30_000)


def lexicon_of(game: str) -> Lexicon:
    """The words a child would play: the game's dictionary cut at a common level."""
    info = GAMES.get_info(game)
    found: Lexicon = info.default_lexicon(info.rules()).at_level(35)
    return found


def version(screen: Any) -> str:
    return str(screen.get_attribute("data-version") or "")


def an_update(screen: Any, timeout: float = 60) -> None:
    """Wait for the next screen from the table."""
    before = version(screen)
    waited(lambda: version(screen) != before, timeout=timeout, what="a screen update")


def typing_state(page: Any) -> list[Any]:
    """The focused field's name, text and caret."""
    return list(page.evaluate("() => { const b = document.activeElement; "
                              "return [b.name, b.value, b.selectionStart]; }"))


def half_typed_survives(page: Any, screen: Any, box: Any, letters: str) -> None:
    """Type ``letters`` into ``box``, move the caret one left, wait for a screen update: the
    text and the caret are where they were."""
    box.click()
    box.press_sequentially(letters, delay=20)
    box.press("ArrowLeft")
    name = box.get_attribute("name")
    an_update(screen)
    assert typing_state(page) == [name, letters, len(letters) - 1]


def connection_lost_and_back(host: Host, page: Any, screen: Any, game: str,
                             still: str) -> None:
    """The network goes: the screen stays (``still`` shows in it), greyed, with
    "Reconnecting…"; it comes back and takes the next screen."""
    greyed = "s => !!s.closest('.wg-offline')"
    host.lose(page)
    waited(lambda: screen.evaluate(greyed), timeout=15, what="the screen greyed")
    notice = host.notice(page, screen)
    waited(lambda: notice.inner_text() == "Reconnecting…", timeout=10, what="Reconnecting…")
    assert screen.locator(still).count() >= 1  # the last screen stays
    assert screen.evaluate("s => getComputedStyle(s).filter").startswith("grayscale")
    host.shot(page, game, "8-reconnecting")
    host.back(page)
    waited(lambda: not screen.evaluate(greyed), timeout=60, what="the screen back")
    assert notice.inner_text() == ""
    assert screen.locator(still).count() >= 1
    host.settle(page)
    # Moves go and screens come again: Pause, then Resume.
    screen.get_by_role("button", name="Pause", exact=True).click()
    screen.get_by_role("button", name="Resume", exact=True).click(timeout=30_000)
    screen.get_by_role("button", name="Pause", exact=True).wait_for(timeout=30_000)
    host.shot(page, game, "9-back")


# -- MY WORD! --------------------------------------------------------------------------------

def cards_of(screen: Any) -> list[str]:
    return [f.strip() for f in screen.locator(".wg-cards .wg-card").all_inner_texts()]


def spelled_by(word: str, faces: list[str]) -> list[int] | None:
    """Which cards (positions), in order, spell ``word`` (a card may carry two letters)."""
    def go(rest: str, used: list[int]) -> list[int] | None:
        if not rest:
            return used
        for n, face in enumerate(faces):
            if n not in used and face and rest.startswith(face.upper()):
                found = go(rest[len(face):], [*used, n])
                if found is not None:
                    return found
        return None

    return go(word.upper(), [])


def call(page: Any, screen: Any, lexicon: Lexicon, by_mouse: bool, timeout: float = 180) -> str:
    """Call a good word from the cards: typed and Enter, or by clicking its cards (each one
    types its letters into the word box) and Call word. A bot may take the cards first: then
    look again."""
    min_cards = GAMES.get_info("myword").rules().min_cards
    tried: set[str] = set()
    deadline = time.monotonic() + timeout
    box = screen.locator("input[name='word']")
    while time.monotonic() < deadline:
        if screen.locator(".wg-btn-card").count():  # a free card owed: take one
            screen.locator(".wg-btn-card").first.click()
            page.wait_for_timeout(300)
            continue
        faces = cards_of(screen)
        claims = find_claims(faces, lexicon, min_cards) if len(faces) >= min_cards else []
        word = next((w for w in sorted(claims, key=lambda w: (-len(w), w)) if w not in tried),
                    None)
        if word is None:
            page.wait_for_timeout(300)
            continue
        tried.add(word)
        box.click()
        box.fill("")
        if by_mouse:
            order = spelled_by(word, faces)
            assert order is not None, (word, faces)
            for n in order:
                screen.locator(".wg-cards .wg-card").nth(n).click()
            if box.input_value() != word.lower():
                continue  # a card went meanwhile: look again
            screen.get_by_role("button", name="Call word", exact=True).click()
        else:
            box.press_sequentially(word, delay=20)
            box.press("Enter")
        try:
            waited(lambda w=word: f"You called {w.upper()}: a good word" in screen.inner_text(),
                   timeout=8, what=f"the call of {word}")
        except TimeoutError:
            continue
        return word
    raise AssertionError("no word called")


def test_my_word(host: Host) -> None:
    lexicon = lexicon_of("myword")
    with host.sit("myword") as page:
        screen = host.screen(page)
        screen.locator(".wg-cards .wg-card").first.wait_for(timeout=30_000)
        host.shot(page, "myword", "1-started")
        screen.locator("summary:text-is('How to play')").click()  # opened: it stays open
        box = screen.locator("input[name='word']")
        half_typed_survives(page, screen, box, "plan")
        assert screen.locator("details[data-key=how]").evaluate("d => d.open")
        host.shot(page, "myword", "2-half-typed")
        screen.locator("summary:text-is('How to play')").click()
        box.fill("")
        call(page, screen, lexicon, by_mouse=False)
        assert box.input_value() == ""  # the box is cleared for the next word
        host.shot(page, "myword", "3-keyboard")
        clicked = call(page, screen, lexicon, by_mouse=True)
        assert f"You called {clicked.upper()}: a good word" in screen.inner_text()
        assert box.input_value() == ""
        host.shot(page, "myword", "4-mouse")
        connection_lost_and_back(host, page, screen, "myword", ".wg-cards")
        assert not page.errors, page.errors


# -- Five Tiers ------------------------------------------------------------------------------

def seconds(text: str) -> int:
    minutes, secs = text.strip().split(":")
    return 60 * int(minutes) + int(secs)


def rack_of(screen: Any) -> list[str]:
    return [str(t.get_attribute("data-tile")) for t in
            screen.locator(".wg-rack [data-tile]:not(.wg-used)").all()]


def test_five_tiers(host: Host) -> None:
    lexicon = lexicon_of("fivetiers")
    with host.sit("fivetiers") as page:
        screen = host.screen(page)
        clock = screen.locator("[data-ends]")
        clock.wait_for(timeout=30_000)
        # The sand runs once the bots have looked at their tiles: then 3 s with no move,
        # read each second, and the clock says a new second each time.
        first = clock.inner_text()
        waited(lambda: clock.inner_text() != first, timeout=60, what="the clock running")
        host.shot(page, "fivetiers", "1-clock")
        read = [clock.inner_text()]
        for _ in range(3):
            page.wait_for_timeout(1000)
            read.append(clock.inner_text())
        assert len(set(read)) >= 3, read
        assert 2 * SPEED <= seconds(read[0]) - seconds(read[-1]) <= 4 * SPEED, read
        host.shot(page, "fivetiers", "2-three-seconds-later")

        boxes = screen.locator("input[name='words[]']")
        rack = rack_of(screen)
        words = sorted((w for w in lexicon.words_from([t for t in rack if t != "?"], min_len=2)
                        if len(w) == 2), key=str)
        assert len(words) >= 1, rack
        # By keyboard: a two-letter word in row 1, Enter places it.
        boxes.nth(0).click()
        boxes.nth(0).press_sequentially(words[0], delay=20)
        boxes.nth(0).press("Enter")
        waited(lambda: screen.locator(".wg-tier-ok").count() == 1, timeout=30,
               what="the typed word placed")
        host.shot(page, "fivetiers", "4-keyboard")
        # By mouse: row 2 (three letters) clicked, then its letters' tiles, then Place my
        # words.
        rest = rack_of(screen)
        three = sorted(w for w in lexicon.words_from([t for t in rest if t != "?"], min_len=3)
                       if len(w) == 3 and "'" not in w)
        assert three, rest
        boxes.nth(1).click()
        for n, letter in enumerate(three[0].upper()):
            screen.locator(f".wg-rack [data-tile='{letter}']:not(.wg-used)").nth(
                three[0].upper()[:n].count(letter)).click()
        assert boxes.nth(1).input_value() == three[0].lower()
        screen.get_by_role("button", name="Place my words", exact=True).click()
        waited(lambda: screen.locator(".wg-tier-ok").count() == 2, timeout=30,
               what="the clicked word placed")
        assert screen.locator(".wg-used").count() == len(words[0]) + len(three[0])
        host.shot(page, "fivetiers", "5-mouse")
        connection_lost_and_back(host, page, screen, "fivetiers", "input[name='words[]']")
        assert not page.errors, page.errors


# -- Word Storm ------------------------------------------------------------------------------

def board(screen: Any) -> dict[str, Any]:
    """The board's data as the table's last screen said it."""
    found: dict[str, Any] = json.loads(
        screen.locator("[data-wg-board]").get_attribute("data-wg-board") or "{}")
    return found


def held(screen: Any) -> dict[str, str]:
    """The crossword the table holds, by ``"row,col"``."""
    return {f"{r},{c}": face for r, c, face in board(screen).get("cells", [])}


def shown(screen: Any) -> dict[str, str]:
    """The letters the board shows, by ``"row,col"``."""
    return dict(screen.evaluate("""s => Object.fromEntries(
        [...s.querySelectorAll('.wgb-cell .wgb-tile')].map(t => {
            const c = t.closest('.wgb-cell');
            return [c.dataset.row + ',' + c.dataset.col, t.dataset.face]; }))"""))


def cell(screen: Any, row: int, col: int) -> Any:
    return screen.locator(f".wgb-cell[data-row='{row}'][data-col='{col}']")


def test_word_storm(host: Host) -> None:
    with host.sit("wordstorm") as page:
        screen = host.screen(page)
        tiles = screen.locator(".wgb:not(.wgb-locked) .wgb-rack [data-tile]")
        waited(lambda: tiles.count() >= 4, timeout=60, what="the first letters")
        data = board(screen)
        assert screen.locator(".wgb-cell[data-row][data-col]").count() == \
            data["rows"] * data["cols"]
        assert "Drag a letter onto a square" in screen.inner_text()
        assert not screen.locator("textarea").is_visible()  # the board stands in for it
        host.shot(page, "wordstorm", "1-dealt")
        # By mouse: the first letter dragged from the hand onto row 3, column 4.
        tile = tiles.first
        letter = str(tile.get_attribute("data-tile"))
        tile.drag_to(cell(screen, 3, 4))
        waited(lambda: held(screen).get("3,4") == letter, timeout=15, what="the dragged tile")
        assert shown(screen) == {"3,4": letter}
        host.shot(page, "wordstorm", "2-dragged")
        # By keyboard: a square clicked, the rest typed in small letters, across.
        rest = list(board(screen)["hand"])
        cell(screen, 5, 2).click()
        page.keyboard.type("".join(rest).lower(), delay=40)
        want = {"3,4": letter} | {f"5,{2 + i}": face for i, face in enumerate(rest)}
        waited(lambda: held(screen) == want, timeout=15, what="the typed letters")
        assert shown(screen) == want and board(screen)["hand"] == []
        host.shot(page, "wordstorm", "3-typed")
        # Backspace takes the last letter typed back to the hand.
        page.keyboard.press("Backspace")
        last = f"5,{1 + len(rest)}"
        waited(lambda: last not in held(screen), timeout=15, what="the letter taken back")
        assert board(screen)["hand"] == [rest[-1]]
        # An arrow moves the cursor (two rows down) and the letter goes there.
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
        page.keyboard.type(rest[-1].lower())
        below = f"7,{1 + len(rest)}"
        waited(lambda: held(screen).get(below) == rest[-1], timeout=15, what="arrow and type")
        # Shift+arrow moves the whole crossword one square right, its button one down.
        before = held(screen)
        page.keyboard.press("Shift+ArrowRight")
        moved = {f"{k.split(',')[0]},{int(k.split(',')[1]) + 1}": f for k, f in before.items()}
        waited(lambda: held(screen) == moved, timeout=15, what="the crossword moved")
        screen.locator("[data-shift=down]").click()
        moved = {f"{int(k.split(',')[0]) + 1},{k.split(',')[1]}": f for k, f in moved.items()}
        waited(lambda: held(screen) == moved, timeout=15, what="the crossword moved down")
        host.shot(page, "wordstorm", "4-backspace-arrows")
        # The cursor's square stays marked while the table's screens come.
        focused = screen.locator(".wgb-cell.wgb-focus")
        at = (focused.get_attribute("data-row"), focused.get_attribute("data-col"))
        an_update(screen, timeout=60)
        assert (focused.get_attribute("data-row"), focused.get_attribute("data-col")) == at
        special = board(screen)["special"]
        if special:  # a star square is drawn where the board has one
            r, c = special[0]
            assert "★" in cell(screen, r, c).inner_text()
        # Every letter is in: Word Storm! brings more (unless a bot's storm did first).
        storm = screen.get_by_role("button", name="Word Storm!", exact=True)
        if not board(screen)["hand"] and storm.is_enabled():
            storm.click()
            waited(lambda: len(board(screen)["hand"]) >= 1, timeout=30, what="more letters")
            assert held(screen) == moved  # the crossword stays
            host.shot(page, "wordstorm", "5-storm")
        connection_lost_and_back(host, page, screen, "wordstorm", ".wgb-cell")
        assert not page.errors, page.errors
