"""The screen client on a plain page, in a real browser (chromium through Playwright, the
harness of ``tests/server/test_browser.py``; chromium once for the module), with a stand-in
for the host's model: the client is the same module in every host (JupyterLab's widget, the
server's page), so what it sends here is what a table or drill would get, and their answers
are played back as the next screen.

Word Storm's wild tiles. The rulebook deals 4 wild tiles: "A wild tile can replace any
missing letter" and "may be reused as a different letter at any time". A ``?`` dragged onto
a square asks which letter it is (type it; Escape or "Any letter" leaves it any letter), the
tile then shows that letter with a small ``?``; a letter typed that the child does not hold
puts a ``?`` there and says so; a click on a placed ``?`` asks again. The move sent is the
same ``?`` either way (the table judges a wild as whatever letter makes the words).

The anagram drill's timer counts down in the page from the drill's clock, with no screen
sent meanwhile. Screenshots: ``build/screens/wild-*``, ``build/screens/drill-clock*``.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterator
from typing import Any

import pytest

from tests.server.test_browser import launched_chromium
from tests.ui.lab import SCREENS
from wordgames import screens


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """One chromium for the module's tests."""
    yield from launched_chromium()


def spot(hand: list[str], cells: list[list[Any]], *, refused: bool = False) -> str:
    """A screen holding only Word Storm's board, as ``screens/wordstorm.py`` draws it."""
    data = {"rows": 6, "cols": 8, "special": [[1, 1]], "cells": cells, "hand": hand,
            "running": True, "round": 1, "refused": refused, "marks": []}
    text = html.escape(json.dumps(data), quote=True)
    return f'<div class="wg-board-spot" data-key="board" data-wg-board="{text}"></div>'


PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>{css}</style></head>
<body><div id="screen"></div><script type="module">{client}
const values = {{html: {first}, clock: {clock}}};
const handlers = {{}};
window.sent = [];
const model = {{
  get: (n) => values[n], set: (n, v) => {{ values[n] = v; }},
  on: (n, h) => {{ (handlers[n] = handlers[n] || []).push(h); }}, off: () => {{}},
  send: (m) => window.sent.push(m), save_changes: () => {{}},
}};
window.showScreen = (text) => {{
  values.html = text;
  for (const h of handlers["change:html"] || []) h();
}};
wgClient.render({{ model, el: document.getElementById("screen") }});
</script></body></html>"""


def open_screen(chromium: Any, first: str, clock: dict[str, float] | None = None) -> Any:
    """A page showing the screen ``first`` (HTML) through the client, the host's clock
    ``clock`` beside it."""
    page = chromium.new_context(viewport={"width": 700, "height": 560}).new_page()
    client = screens.client_js().replace("export default { render };",
                                         "const wgClient = { render };")
    page.set_content(PAGE.format(css=screens.css(), client=client, first=json.dumps(first),
                                 clock=json.dumps(clock)))
    return page


def open_board(chromium: Any, hand: list[str]) -> Any:
    page = open_screen(chromium, spot(hand, []))
    page.wait_for_selector(".wgb-rack [data-tile]")
    return page


def cell(page: Any, r: int, c: int) -> Any:
    return page.locator(f".wgb-cell[data-row='{r}'][data-col='{c}']")


def drag(page: Any, source: Any, target: Any) -> None:
    source.hover()
    page.mouse.down()
    box = target.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=8)
    page.mouse.up()


def table_shows(page: Any, hand: list[str], cells: list[list[Any]]) -> None:
    """The table's next screen: it took the move (as a table would)."""
    page.evaluate("text => window.showScreen(text)", spot(hand, cells))


def shot(page: Any, name: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"wild-{name}.png"))


def test_a_dragged_wild_asks_its_letter_and_shows_it(chromium: Any) -> None:
    page = open_board(chromium, ["C", "T", "?", "S"])
    drag(page, page.locator(".wgb-rack [data-tile='?']"), cell(page, 2, 3))
    ask = page.locator(".wgb-ask")
    ask.wait_for(state="visible")
    assert "Which letter is your ? tile?" in ask.inner_text()
    assert page.evaluate("document.activeElement.classList.contains('wgb-ask-input')")
    assert page.evaluate("window.sent") == [{"type": "arrange", "cells": [[2, 3, "?"]]}]
    shot(page, "1-asked")
    page.keyboard.type("a")  # one letter answers: no Enter needed
    ask.wait_for(state="hidden")
    tile = cell(page, 2, 3).locator(".wgb-tile")
    assert tile.get_attribute("data-face") == "?" and tile.get_attribute("data-as") == "A"
    assert tile.locator(".wgb-face").inner_text() == "A"
    table_shows(page, ["C", "T", "S"], [[2, 3, "?"]])
    assert cell(page, 2, 3).locator(".wgb-tile").get_attribute("data-as") == "A"
    # Typing goes on on the board: CAT across, the A typed over the wild named A.
    cell(page, 2, 2).click()
    page.keyboard.type("cat")
    assert page.evaluate("window.sent.at(-1)") == {
        "type": "arrange", "cells": [[2, 2, "C"], [2, 3, "?"], [2, 4, "T"]]}
    table_shows(page, ["S"], [[2, 2, "C"], [2, 3, "?"], [2, 4, "T"]])
    shot(page, "2-named")
    # Moving the crossword moves the wild's letter with it.
    page.keyboard.press("Shift+ArrowDown")
    assert cell(page, 3, 3).locator(".wgb-tile").get_attribute("data-as") == "A"
    # A click on the placed wild asks again; Escape leaves it any letter.
    table_shows(page, ["S"], [[3, 2, "C"], [3, 3, "?"], [3, 4, "T"]])
    cell(page, 3, 3).locator(".wgb-tile").click()
    ask.wait_for(state="visible")
    page.keyboard.press("Escape")
    ask.wait_for(state="hidden")
    tile = cell(page, 3, 3).locator(".wgb-tile")
    assert tile.get_attribute("data-as") is None and tile.inner_text().strip() == "?"


def test_a_letter_typed_that_the_child_does_not_hold_uses_a_wild_and_says_so(
        chromium: Any) -> None:
    page = open_board(chromium, ["D", "O", "?"])
    cell(page, 1, 2).click()
    page.keyboard.type("dog")
    assert page.evaluate("window.sent.at(-1)") == {
        "type": "arrange", "cells": [[1, 2, "D"], [1, 3, "O"], [1, 4, "?"]]}
    assert page.locator(".wgb-note").inner_text() == "You have no G, so a ? tile is your G."
    assert not page.locator(".wgb-ask").is_visible()  # the letter typed said which
    tile = cell(page, 1, 4).locator(".wgb-tile")
    assert tile.get_attribute("data-as") == "G" and tile.get_attribute("data-face") == "?"
    table_shows(page, [], [[1, 2, "D"], [1, 3, "O"], [1, 4, "?"]])
    shot(page, "3-typed")
    # A click on the wild asks again; then a letter typed over it (one the child does not
    # hold) names it anew. Nothing is sent: it is the same ? tile.
    sent = len(page.evaluate("window.sent"))
    cell(page, 1, 4).locator(".wgb-tile").click()
    page.locator(".wgb-ask").wait_for(state="visible")
    page.keyboard.type("t")
    assert cell(page, 1, 4).locator(".wgb-tile").get_attribute("data-as") == "T"
    page.keyboard.type("s")
    assert cell(page, 1, 4).locator(".wgb-tile").get_attribute("data-as") == "S"
    assert page.locator(".wgb-note").inner_text() == "Your ? tile is the S now."
    assert len(page.evaluate("window.sent")) == sent
    # A refused move: the table shows its crossword again, the wild's letter goes with it.
    page.evaluate("text => window.showScreen(text)", spot(["D", "O", "?"], [], refused=True))
    assert page.locator(".wgb-cell [data-as]").count() == 0


def test_a_timed_drill_counts_down_in_the_page_with_no_screen_sent(chromium: Any) -> None:
    from wordgames.classroom import make_exercise
    from wordgames.classroom.drill import Drill
    from wordgames.screens import anagram

    now = [0.0]
    drill = Drill(make_exercise("anagram", ["cat", "dog"], seed=3), "Ana", timer=75,
                  clock=lambda: now[0])
    now[0] = 5.0  # 70 s left when the screen is drawn
    data = {"title": "Anagram exercise: week 3", "count": 2, "timer": 75, "error": "",
            "student": "Ana", "screen": {"large": False}, "drill": drill.view_json()}
    page = open_screen(chromium, anagram.render(data, styled=False), drill.clock_json())
    clock = page.locator(".wg-clock[data-ends]")
    assert clock.inner_text() == "1:10"
    page.wait_for_function("() => document.querySelector('.wg-clock').textContent === '1:08'",
                           polling=50, timeout=5_000)
    assert "left" in page.inner_text(".wg-sub")
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / "drill-clock.png"))
