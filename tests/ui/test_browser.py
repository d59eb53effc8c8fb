"""Play in a real browser: JupyterLab on a free localhost port, driven by Playwright on Debian's
chromium (never a downloaded browser). Screenshots go to ``build/screens/``.

Without chromium or playwright these tests skip, except under ``CI=true``, where a browser that
cannot start fails the run.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from wordgames.fivetiers import solve
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import find_claims

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "build" / "screens"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TOKEN = "wordgames-browser-test"


def _unavailable(why: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI needs a real browser for the play tests: {why}")
    pytest.skip(why)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _notebook(path: Path, code: str) -> None:
    path.write_text(json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "id": "play", "metadata": {},
                   "outputs": [], "source": code}],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)",
                                    "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A JupyterLab server of this checkout; yields its base URL."""
    if not Path(CHROMIUM).exists():
        _unavailable(f"no chromium at {CHROMIUM} (apt-get install -y chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        _unavailable("playwright is not installed (pip install playwright)")
    home = tmp_path_factory.mktemp("lab")
    _notebook(home / "myword.ipynb",
              "from wordgames.ui import play\ngame = play('myword', speed=3)\ngame")
    _notebook(home / "fivetiers.ipynb",
              "from wordgames.ui import play\ngame = play('fivetiers', speed=1)\ngame")
    port = _free_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "JUPYTER_CONFIG_DIR": str(home / "config"),
           "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces")}
    command = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
               "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}",
               f"--ServerApp.root_dir={home}", "--LabApp.news_url=",
               "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
    if hasattr(os, "getuid") and os.getuid() == 0:
        command.append("--allow-root")
    log = (home / "lab.log").open("wb")
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/status?token={TOKEN}", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail("JupyterLab did not start: "
                            + (home / "lab.log").read_text(errors="replace")[-2000:])
            time.sleep(0.5)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


@pytest.fixture(scope="module")
def browser(lab: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        try:
            chromium = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        except Exception as err:  # the browser itself would not start
            _unavailable(f"chromium did not start: {err}")
        yield chromium
        chromium.close()


def _open(browser: Any, lab: str, name: str) -> Any:
    page = browser.new_page(viewport={"width": 1280, "height": 1500})
    page.set_default_timeout(60_000)
    # A workspace of its own, reset: only this notebook is open.
    page.goto(f"{lab}/lab/workspaces/{name}/tree/{name}.ipynb?reset&token={TOKEN}")
    page.wait_for_selector(".jp-Notebook .jp-Cell .cm-content")
    page.wait_for_function("() => document.body.innerText.includes('Python 3 (ipykernel) | Idle')",
                           timeout=90_000)
    news = page.locator(".jp-Notification-Toast-Close, .Toastify__close-button")
    if news.count():  # JupyterLab asks about news: close it so that it hides nothing
        news.first.click()
    page.click(".jp-Notebook .jp-Cell .cm-content")
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector(".wg-app button:has-text('Start')", timeout=90_000)
    return page


def _shot(page: Any, name: str) -> Path:
    SCREENS.mkdir(parents=True, exist_ok=True)
    path = SCREENS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def _faces(page: Any, selector: str) -> list[str]:
    return [t.strip() for t in page.locator(selector).all_inner_texts()]


def test_play_my_word_in_jupyterlab(lab: str, browser: Any) -> None:
    page = _open(browser, lab, "myword")
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
    page.close()


def test_play_five_tiers_in_jupyterlab(lab: str, browser: Any) -> None:
    page = _open(browser, lab, "fivetiers")
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
    page.close()
