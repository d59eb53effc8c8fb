"""Play in a real browser: JupyterLab on a free localhost port, driven by Playwright on Debian's
chromium (never a downloaded browser). Screenshots go to ``build/screens/``.

Without chromium or playwright these tests skip, except under ``CI=true``, where a browser that
cannot start fails the run.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.lab import ROOT, SCREENS, Lab, opened
from wordgames.fivetiers import solve
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import find_claims

MYWORD = "01_play_my_word.ipynb"
FIVETIERS = "03_play_five_tiers.ipynb"
PLAY_CELL = (1,)  # the notebooks' one cell a person runs (the next is for the notebook tests)


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


def _shot(page: Any, name: str) -> Path:
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def _faces(page: Any, selector: str) -> list[str]:
    return [t.strip() for t in page.locator(selector).all_inner_texts()]


def test_play_my_word_in_jupyterlab(lab: Lab) -> None:
    with opened(lab, MYWORD, PLAY_CELL, ready=".wg-app button:has-text('Start')") as page, \
            lab.kernel(MYWORD) as kernel:
        kernel.run("game.speed = 3")
        _play_my_word(page)


def _play_my_word(page: Any) -> None:
    page.fill(".wg-app input[type='text'] >> nth=0", "Ada")  # the name box
    _shot(page, "myword-1-setup")
    page.click("button:has-text('Start')")
    page.wait_for_selector(".wg-cardbtn >> nth=3")
    lexicon = Lexicon.default()
    called: list[str] = []
    deadline = time.monotonic() + 60
    while not called and time.monotonic() < deadline:
        faces = _faces(page, ".wg-cardbtn")
        claims = find_claims(faces, lexicon, 3)
        if claims:
            word = claims.longest()[0]
            box = page.locator(".wg-wordbox")
            box.fill(word)
            box.press("Enter")
            called.append(word)
        else:
            page.wait_for_timeout(300)
    assert called, "no word appeared on the table within a minute"
    page.wait_for_function(
        "w => document.querySelector('.wg-log').innerText.includes('Ada: calls ' + w)",
        arg=called[0].upper())
    log = page.inner_text(".wg-log")
    assert f"Ada: calls {called[0].upper()}" in log
    # Escape clears the box; a paragraph in it is a message, not a traceback.
    box = page.locator(".wg-wordbox")
    box.fill("The quick brown fox jumps over the lazy dog.")
    box.press("Enter")
    page.wait_for_selector(".wg-msg-error")
    assert "contains a space" in page.inner_text(".wg-msg-error")
    box.fill("half a word")
    box.press("Escape")
    assert box.input_value() == ""
    _shot(page, "myword-2-table")
    page.click("label:has-text('Large font')")
    page.click("label:has-text('Colour-blind palette')")
    page.click("button:has-text('Pause')")
    page.wait_for_selector("button:has-text('Resume')")
    _shot(page, "myword-3-large-paused")
    assert "Traceback" not in page.inner_text("body")
    assert page.errors == []


def test_play_five_tiers_in_jupyterlab(lab: Lab) -> None:
    with opened(lab, FIVETIERS, PLAY_CELL, ready=".wg-app button:has-text('Start')") as page:
        _play_five_tiers(page)


def _play_five_tiers(page: Any) -> None:
    # A fixed seed, not the panel's random one: seed 1 deals the person a hand with a five-word
    # solution, so the whole round is played every time (a random deal sometimes has none).
    seed = page.locator(".widget-text:has(label:text-is('Seed')) input")
    seed.fill("1")
    seed.press("Tab")
    _shot(page, "fivetiers-1-setup")
    page.click("button:has-text('Start')")
    page.wait_for_selector(".wg-tilebtn >> nth=19")
    page.wait_for_selector(".wg-timer")
    rack = [t.split()[0] for t in _faces(page, ".wg-tilebtn")]
    assert len(rack) == 20
    solution = solve(rack, Lexicon.default(80, contractions=True))
    _shot(page, "fivetiers-2-dealt")
    box = page.locator(".wg-wordbox")
    # What seed 1 deals the person at a table of four (the panel's default three bots).
    assert sorted(rack) == sorted("STIOOAIZECEEYVBITUEL"), "the seed did not reach the deal"
    assert solution is not None, f"seed 1 dealt {rack}: no five-word solution; pick a seed " \
        "whose deal has one"
    for word in solution.words:
        box.fill(word or "")
        box.press("Enter")
        page.wait_for_function(
            "w => [...document.querySelectorAll('.wg-word')].some(e => e.innerText === w)",
            arg=(word or "").upper())
    assert page.locator(".wg-tilebtn:visible").count() == 0  # every tile is in a tier
    _shot(page, "fivetiers-3-tiers")
    page.click("button:has-text('Declare')")
    page.wait_for_function(
        "() => document.querySelector('.wg-log').innerText.includes('declares')")
    page.wait_for_selector("button:has-text('Next round')", timeout=60_000)
    _shot(page, "fivetiers-4-round-over")
    body = page.inner_text("body")
    assert "running totals to 500" in body and "winner" in body
    assert "Traceback" not in body
    assert page.errors == []
