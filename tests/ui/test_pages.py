"""The classroom app's pages without a browser: the notebooks it writes and the options."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from wordgames.errors import InvalidInput
from wordgames.ui.pages import GamePage, Landing
from wordgames.ui.webapp import build_app, serve, voila_command


def test_build_app_writes_one_code_cell_per_page_and_a_template_without_cdn(
        tmp_path: Path) -> None:
    written = build_app(tmp_path)
    assert [p.name for p in written] == ["index.ipynb", "my_word.ipynb", "five_tiers.ipynb",
                                            "word_storm.ipynb"]
    page = json.loads(written[1].read_text())
    assert page["metadata"]["title"] == "MY WORD!"
    assert [c["source"] for c in page["cells"]] == [
        "from wordgames.ui.pages import game_page\ngame_page('myword')"]
    template = (tmp_path / "share/voila/templates/wordgames/index.html.j2").read_text()
    assert "cdn.jsdelivr.net" not in template and "block notebook_css" in template
    command = voila_command(tmp_path, 9999)
    assert "--Voila.ip=127.0.0.1" in command and "--strip_sources=True" in command


def test_a_port_out_of_range_is_refused() -> None:
    with pytest.raises(InvalidInput, match="65535"):
        serve(port=70000)


def test_landing_links_carry_the_options() -> None:
    landing = Landing()
    assert 'href="my_word.ipynb"' in landing.games.value
    landing.large_box.value = True
    landing.colour_box.value = True
    assert 'href="my_word.ipynb?large=1&cb=1"' in landing.games.value
    assert {"wg-app", "wg-large", "wg-cb"} <= set(landing._dom_classes)


def test_the_address_options_reach_the_panel_and_the_play_screen() -> None:
    page = GamePage("fivetiers")
    page.options.large = True
    page.options.speed = 2.0
    assert "wg-large" in page.app._dom_classes and "wg-cb" not in page.app._dom_classes
    assert page.app.speed == 2.0

    async def start() -> None:
        page.app.panel.start_button.click()
        screen = page.app.screen
        assert screen is not None
        assert screen.large_box.value and not screen.colour_box.value
        assert "wg-large" in screen._dom_classes
        screen.session.stop()

    asyncio.run(asyncio.wait_for(start(), timeout=60))
