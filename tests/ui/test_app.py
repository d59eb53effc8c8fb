"""The Voila app in a real browser: ``python -m wordgames voila`` on a free localhost port,
over a classroom folder holding the week's exercises (made from a teacher's CSV), fetched page
by page, then played by keyboard with Playwright on Debian's chromium. The pages show the
screens ``ui.play`` shows (``wordgames.screens`` through the generic client), and the anagram
drill's (``wordgames.ui.drill_screen``) (the harness of
``tests/ui/lab.py``: its chromium, flags, free port and skip rule). Screenshots go to
``build/screens/app-*.png``.
"""

from __future__ import annotations

import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.lab import (
    ROOT,
    SCREENS,
    ClassroomApp,
    browser_or_skip,
    offline,
    playwright_or_skip,
)
from wordgames.classroom import Exercise, Progress, WordList, make_exercise
from wordgames.fivetiers import solve
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import find_claims
from wordgames.protocol import GAMES as INFOS
from wordgames.ui.webapp import FILES, app_pages

#: What one more tab of a game, started, adds to the app's memory (server and kernels) stays
#: under this. Measured here: about 162 MB; see the README ("Several students at once").
TAB_LIMIT_MB = 200


def _get(url: str) -> tuple[int, str]:
    with urllib.request.urlopen(url, timeout=60) as reply:
        return reply.status, reply.read().decode("utf-8", errors="replace")


DATA = ROOT / "tests" / "classroom" / "data"
#: The week's exercises, saved in the app's classroom folder by the fixture.
FIVE, DEAL, DRILL = "week 3 five tiers", "week 3 my word", "week 3 words"


@pytest.fixture(scope="module")
def classroom(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A teacher's classroom folder: this week's Five Tiers, MY WORD! and anagram exercises."""
    folder = tmp_path_factory.mktemp("classroom")
    words = WordList.load(DATA / "week3.csv")
    make_exercise("fivetiers", words.usable("fivetiers"), seed=3, k=3).save(FIVE, folder=folder)
    make_exercise("myword", ["cat", "dog", "coat", "rain"], seed=3).save(DEAL, folder=folder)
    make_exercise("anagram", ["cat", "tiger"], seed=3, distractors=1).save(DRILL, folder=folder)
    return folder


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory,
        classroom: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """The app, started as a teacher starts it (one that does not start fails the tests with
    its log); yields its base URL and process."""
    with ClassroomApp(tmp_path_factory.mktemp("app"), classroom) as running:
        assert running.proc is not None
        yield running.url, running.proc


def test_every_page_is_served_without_code(app: tuple[str, Any], classroom: Path) -> None:
    url, _ = app
    pages = app_pages(classroom)
    assert [p.game for p in pages[1:4]] == list(FILES)
    assert [(p.title, p.game) for p in pages[4:]] == [(FIVE, "fivetiers"), (DEAL, "myword"),
                                                      (DRILL, "anagram")]
    for page in pages:
        status, text = _get(f"{url}/voila/render/{page.file}")
        assert status == 200
        assert f"<title>{page.title}</title>" in text.replace("&#34;", '"')
        assert "from wordgames" not in text and "landing()" not in text  # no source code
        assert "exercise_page(" not in text
        assert "cdn.jsdelivr.net" not in text  # every asset local
    status, root = _get(url)  # the server's root sends students on to the landing page
    assert status == 200 and "<title>Word games</title>" in root


@pytest.fixture(scope="module")
def browser(app: tuple[str, Any]) -> Iterator[Any]:
    with playwright_or_skip()() as p:
        chromium = browser_or_skip(p)  # Debian's chromium
        yield chromium
        chromium.close()


GAMES_LINKS = "ul[aria-label='games'] a"
EXERCISE_LINKS = "ul[aria-label='exercises'] a"


def _shot(page: Any, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"{name}.png"), full_page=True)


def _tab_to(page: Any, test: str, limit: int = 60) -> None:
    """Press Tab until the focused element passes ``test`` (a JS predicate on it)."""
    check = f"() => {{ const e = document.activeElement; return !!e && ({test}); }}"
    if page.evaluate(check):
        return
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate(check):
            return
    raise AssertionError(f"Tab never reached {test}")


def _type_in_focus(page: Any, text: str) -> None:
    for _ in range(3):  # on a busy machine the kernel's echo of a keystroke can overwrite the
        # next ones: type again until the box holds the whole text
        page.keyboard.press("Control+A")
        page.keyboard.type(text, delay=60)
        page.wait_for_timeout(500)
        if page.evaluate("() => document.activeElement.value") == text:
            break
    assert page.evaluate("() => document.activeElement.value") == text


SCREEN = ".wg-screen"


def _start_by_keyboard(page: Any, name: str) -> None:
    """On a game's set-up screen (or the drill's first): type a name, Enter (Start), with the
    keyboard only."""
    page.wait_for_selector(f"{SCREEN} button:has-text('Start')", timeout=90_000)
    _tab_to(page, "e.tagName === 'INPUT' && e.name === 'name'")
    _type_in_focus(page, name)
    page.keyboard.press("Enter")


def _open(browser: Any, url: str, file: str, query: str = "") -> tuple[Any, list[str]]:
    page = browser.new_page(viewport={"width": 1100, "height": 950})
    page.set_default_timeout(60_000)
    asked: list[str] = []
    offline(page, url, asked)
    page.goto(f"{url}/voila/render/{file}{query}")
    return page, asked


def _faces(page: Any, selector: str) -> list[str]:
    return [t.strip() for t in page.locator(selector).all_inner_texts()]


def _claim(page: Any) -> str:
    """MY WORD!: wait for a word on the table and call it by typing it and Enter."""
    lexicon = Lexicon.default()
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        claims = find_claims(_faces(page, ".wg-cards .wg-card"), lexicon, 3)
        if claims:
            word = claims.longest()[0]
            page.keyboard.type(word)  # the word box has the focus after Start
            page.keyboard.press("Enter")
            return word.upper()
        page.wait_for_timeout(250)
    raise AssertionError("no word appeared on the table within 90 s")


def _tier(page: Any) -> str:
    """Five Tiers: type the longest word of a solution of the hand in its tier, and Enter."""
    page.wait_for_selector(".wg-rack .wg-tile >> nth=19", timeout=60_000)
    rack = [t.split()[0] for t in _faces(page, ".wg-rack .wg-tile")]
    # words a child knows first (the game's own dictionary, SCOWL 80, has NOONER and such)
    solution = solve(rack, Lexicon.default(50, contractions=True)) or solve(
        rack, Lexicon.default(80, contractions=True))
    if solution is None:  # no five words in this hand: a word a child knows, of 2 to 6 letters
        found = [w for w in find_claims(rack, Lexicon.default(35), 2) if len(w) <= 6]
        word = max(found, key=len)
    else:
        word = max((w for w in solution.words if w), key=len)
    box = page.locator("input[name='words[]']").nth(len(word) - 2)
    box.click()
    box.press_sequentially(word, delay=40)
    box.press("Enter")
    return word.upper()


def _tile(page: Any) -> str:
    """Word Storm: Tab to the board, an arrow key puts the cursor on its first square, and a
    letter of the rack typed there places that tile."""
    page.wait_for_selector(".wgb:not(.wgb-locked) .wgb-rack .wgb-tile", timeout=60_000)
    faces = [f for f in (t.get_attribute("data-face") or "" for t in
                         page.locator(".wgb-rack .wgb-tile").all()) if f.isalpha()]
    assert faces, "no letter tile in the rack"
    in_rack = page.locator(".wgb-rack .wgb-tile").count()
    _tab_to(page, "e.classList.contains('wgb')")
    page.keyboard.press("ArrowDown")
    page.wait_for_selector(".wgb-cell.wgb-focus")
    page.keyboard.type(faces[0].lower())
    page.wait_for_selector(".wgb-cell .wgb-tile:not(.wgb-pending)")
    page.wait_for_function("n => document.querySelectorAll('.wgb-rack .wgb-tile').length < n",
                           arg=in_rack)
    return faces[0]


def test_landing_page_lists_the_games_and_carries_the_larger_letters(
        app: tuple[str, Any], browser: Any) -> None:
    url, _ = app
    page, asked = _open(browser, url, "index.ipynb")
    page.wait_for_selector(".wg-games a >> nth=0", timeout=90_000)
    assert _faces(page, GAMES_LINKS) == [INFOS.get_info(g).display_name for g in FILES]
    assert _faces(page, EXERCISE_LINKS) == [FIVE, DEAL, DRILL]
    _shot(page, "app-0-landing")
    page.click("button:has-text('Larger letters')")
    page.wait_for_function(
        "() => document.querySelector('.wg-games a').getAttribute('href').includes('large')")
    href = page.get_attribute(f"{GAMES_LINKS} >> nth=0", "href")
    assert href == "my_word.ipynb?large=1"
    page.click(f"{GAMES_LINKS} >> nth=0")
    large = f"{SCREEN} .wg[style*='font-size:150%']"
    page.wait_for_selector(f"{large} button:has-text('Start')", timeout=90_000)
    _shot(page, "app-0-large-setup")
    _start_by_keyboard(page, "Ada")  # the play screen stays large
    page.wait_for_selector(f"{large} input[name='word']", timeout=60_000)
    page.wait_for_selector(f"{SCREEN} button:has-text('Normal letters')")
    _shot(page, "app-0-large-play")
    assert asked == [], f"pages asked the internet for {asked}"
    page.close()


@pytest.mark.parametrize("game", ["myword", "fivetiers", "wordstorm"])
def test_play_each_game_page_by_keyboard(app: tuple[str, Any], browser: Any, game: str) -> None:
    url, _ = app
    file = next(p.file for p in app_pages() if p.game == game)
    page, asked = _open(browser, url, file, "?speed=3" if game == "myword" else "")
    try:
        _start_by_keyboard(page, "Ada")
        page.wait_for_selector(f"{SCREEN} button:has-text('Pause')", timeout=60_000)
        if game == "myword":
            word = _claim(page)
            page.wait_for_function(
                "w => document.querySelector('.wg-screen').innerText.includes("
                "'You called ' + w)", arg=word)
        elif game == "fivetiers":
            _tier(page)
            page.wait_for_selector(".wg-tier-ok", timeout=60_000)
        else:
            _tile(page)
        page.wait_for_selector(".wg-seats :text('Ada (you)')")
    except Exception:
        _shot(page, f"app-{game}-failed")  # what the page showed, to look at
        raise
    body = page.inner_text("body")
    assert "Ada" in body and "Traceback" not in body
    assert "from wordgames" not in page.content()
    _shot(page, f"app-{game}")
    assert asked == [], f"pages asked the internet for {asked}"
    page.close()


def test_a_student_plays_an_exercise_page_and_the_play_is_recorded(
        app: tuple[str, Any], browser: Any, classroom: Path) -> None:
    """From the landing page by keyboard: the exercise's link, a name, Start, the five words of
    the hand typed (three of them the week's words, each one's meaning shown), Declare; the
    play is then in the classroom's progress (SQLite)."""
    url, _ = app
    exercise = Exercise.open(FIVE, classroom)
    file = next(p.file for p in app_pages(classroom) if p.exercise == FIVE)
    page, asked = _open(browser, url, "index.ipynb")
    try:
        page.wait_for_selector(EXERCISE_LINKS, timeout=90_000)
        _tab_to(page, f"e.tagName === 'A' && e.innerText.trim() === {FIVE!r}")
        page.keyboard.press("Enter")
        page.wait_for_url(f"**/{file}")
        page.wait_for_selector(".wg-screen button:has-text('Start')", timeout=90_000)
        assert "Five Tiers exercise: week 3 five tiers" in page.inner_text("body")
        from tests.ui.test_exercise_lab import play_the_hand

        play_the_hand(page, exercise, "Ana", lambda name: _shot(page, f"app-exercise-{name}"))
    except Exception:
        _shot(page, "app-exercise-failed")
        raise
    _shot(page, "app-exercise-recorded")
    assert_recorded(classroom, "Ana", exercise)
    assert "Traceback" not in page.inner_text("body")
    assert asked == [], f"pages asked the internet for {asked}"
    page.close()


def test_a_student_plays_an_anagram_drill_page_by_keyboard(
        app: tuple[str, Any], browser: Any, classroom: Path) -> None:
    """The drill's page with Larger letters from the address: a name, Start, another word of
    the same tiles, a hint, the right word (its meaning shown), Next, a try that is no word, a
    skip; the summary and the play in the classroom's progress."""
    url, _ = app
    file = next(p.file for p in app_pages(classroom) if p.exercise == DRILL)
    page, asked = _open(browser, url, file, "?large=1")
    large = f"{SCREEN} .wg[style*='font-size:150%']"
    try:
        page.wait_for_selector(f"{large} button:has-text('Start')", timeout=90_000)
        assert "Anagram exercise: week 3 words" in page.inner_text("body")
        _shot(page, "app-drill-0-name")
        _start_by_keyboard(page, "Dee")
        page.wait_for_selector(f"{large} input[name='word']")
        page.wait_for_selector(".wg-puzzle .wg-tile >> nth=3")  # CAT's three tiles, one extra
        _answer(page, "act", ".wg-msg:has-text('ACT is a word too')")
        page.click("button:has-text('Hint')")
        page.wait_for_selector(".wg-meaning:has-text('Hint 1: a small furry animal')")
        _answer(page, "cat", ".wg-meaning:has-text('CAT: a small furry')")
        _shot(page, "app-drill-1-right")
        page.keyboard.press("Enter")  # Next (the focus is on it)
        page.wait_for_selector(".wg-sub:has-text('puzzle 2 of 2')")
        _answer(page, "12345", ".wg-msg:has-text('type letters only')")
        _shot(page, "app-drill-2-bad-input")
        page.click("button:has-text('Skip')")
        page.wait_for_selector(".wg-end:has-text('Found 1 of 2 words, 1 hint, 1 skipped')")
        page.wait_for_selector(".wg-msg:has-text('All done, Dee! Your teacher can see')")
    except Exception:
        _shot(page, "app-drill-failed")
        raise
    _shot(page, "app-drill-3-summary")
    plays = Progress(classroom).plays("Dee")
    # ACT is a word of the same tiles, not a misspelling: it is not counted as refused.
    assert [(p["exercise"], p["game"], p["accepted"], p["refused"], p["found"], p["hints"])
            for p in plays] == [(DRILL, "anagram", 1, 0, 1, 1)]
    assert "Traceback" not in page.inner_text("body")
    assert asked == [], f"pages asked the internet for {asked}"
    page.close()


def _answer(page: Any, text: str, shows: str) -> None:
    """Type ``text`` in the drill's word box (the focus is there after each redraw), press
    Enter, and wait until the screen ``shows`` (a selector) what the drill said."""
    page.wait_for_function("() => document.activeElement.name === 'word'")
    page.keyboard.type(text, delay=40)
    page.keyboard.press("Enter")
    page.wait_for_selector(shows)


def assert_recorded(classroom: Path, student: str, exercise: Exercise) -> None:
    """The classroom's progress (SQLite) holds the one play: five words, every target."""
    progress = Progress(classroom)
    plays = progress.plays(student)
    count = len(exercise.targets)
    assert [(p["exercise"], p["game"], p["accepted"], p["found"], p["targets"])
            for p in plays] == [(exercise.name, "fivetiers", 5, count, count)]
    found = {t["word"] for t in progress.targets() if t["found"] and t["student"] == student}
    assert found == set(exercise.targets)


def _rss_mb(pid: int) -> float:
    import psutil

    server = psutil.Process(pid)
    everyone = [server, *server.children(recursive=True)]
    return sum(p.memory_info().rss for p in everyone if p.is_running()) / 2**20


def test_memory_with_four_tabs_on_one_game(app: tuple[str, Any], browser: Any) -> None:
    import psutil

    url, server = app
    time.sleep(2)
    before = _rss_mb(server.pid)
    tabs = []
    for number in range(4):
        page, _ = _open(browser, url, "my_word.ipynb")
        _start_by_keyboard(page, f"Student {number + 1}")
        page.wait_for_selector(".wg-cards .wg-card >> nth=0", timeout=90_000)
        tabs.append(page)
    time.sleep(3)
    after = _rss_mb(server.pid)
    kernels = sum("ipykernel" in " ".join(p.cmdline())
                  for p in psutil.Process(server.pid).children(recursive=True))
    server_mb = psutil.Process(server.pid).memory_info().rss / 2**20
    print(f"\napp memory: {before:.0f} MB before, {after:.0f} MB with 4 tabs of MY WORD! "
          f"started ({kernels} kernels; the server itself {server_mb:.0f} MB); "
          f"{(after - before) / 4:.0f} MB per tab")
    for page in tabs:
        page.close()
    assert after - before < 4 * TAB_LIMIT_MB
