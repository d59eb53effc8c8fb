"""The classroom app's pages without a browser: the notebooks it writes and the options."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from wordgames.classroom import Exercise, make_exercise
from wordgames.errors import InvalidInput
from wordgames.ui.anagram_screen import DrillApp
from wordgames.ui.pages import GamePage, Landing, exercise_page
from wordgames.ui.webapp import build_app, serve, voila_command, voila_env


def test_build_app_writes_one_code_cell_per_page_and_a_template_without_cdn(
        tmp_path: Path) -> None:
    written = build_app(tmp_path / "app", classroom=tmp_path / "no classroom")
    assert [p.name for p in written] == ["index.ipynb", "my_word.ipynb", "five_tiers.ipynb",
                                            "word_storm.ipynb"]
    page = json.loads(written[1].read_text())
    assert page["metadata"]["title"] == "MY WORD!"
    assert [c["source"] for c in page["cells"]] == [
        "from wordgames.ui.pages import game_page\ngame_page('myword')"]
    template = (tmp_path / "app/share/voila/templates/wordgames/index.html.j2").read_text()
    assert "cdn.jsdelivr.net" not in template and "block notebook_css" in template
    command = voila_command(tmp_path / "app", 9999)
    assert "--Voila.ip=127.0.0.1" in command and "--strip_sources=True" in command


def test_a_port_out_of_range_is_refused() -> None:
    with pytest.raises(InvalidInput, match="65535"):
        serve(port=70000)


def test_landing_links_carry_the_options(tmp_path: Path) -> None:
    landing = Landing(tmp_path)
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


@pytest.fixture
def classroom(tmp_path: Path) -> Path:
    """A classroom folder with the week's Five Tiers and MY WORD! exercises, an anagram drill
    (its own screen) and a file that is no exercise (left out, not a crash)."""
    folder = tmp_path / "classroom"
    make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3).save("week 3 five tiers",
                                                                    folder=folder)
    make_exercise("myword", ["cat", "dog"], seed=3).save("Week 3 my word", folder=folder)
    make_exercise("anagram", ["cat", "dog"]).save("drill", folder=folder)
    (folder / "exercises" / "broken.json").write_text("{", encoding="utf-8")
    return folder


def test_each_saved_exercise_gets_a_page(classroom: Path, tmp_path: Path) -> None:
    written = build_app(tmp_path / "app", classroom=classroom)
    assert [p.name for p in written][4:] == ["exercise-week-3-my-word.ipynb",
                                             "exercise-drill.ipynb",
                                             "exercise-week-3-five-tiers.ipynb"]
    page = json.loads(written[4].read_text())
    assert page["metadata"]["title"] == "Week 3 my word"
    assert page["cells"][0]["source"] == ("from wordgames.ui.pages import exercise_page\n"
                                          "exercise_page('Week 3 my word')")
    env = voila_env(tmp_path / "app", classroom)
    assert env["WORDGAMES_CLASSROOM"] == str(classroom.resolve())


def test_the_landing_page_lists_the_exercises_with_a_line_each(classroom: Path) -> None:
    landing = Landing(classroom)
    listed = landing.exercises.value
    assert 'href="exercise-week-3-five-tiers.ipynb"' in listed
    assert "Five Tiers: 3 of this week&#x27;s words to find; everyone gets the same tiles." \
        in listed
    assert "MY WORD!: 2 of this week&#x27;s words to find; everyone gets the same cards." \
        in listed
    assert "Anagrams: 2 of this week&#x27;s words with the letters shuffled, to type." in listed
    assert 'href="exercise-drill.ipynb"' in listed and "broken" not in listed
    landing.large_box.value = True
    assert 'href="exercise-week-3-my-word.ipynb?large=1"' in landing.exercises.value
    assert "No exercises yet" in Landing(classroom / "empty").exercises.value


def test_an_exercise_page_asks_only_for_the_name_and_deals_the_exercise(
        classroom: Path) -> None:
    page = exercise_page("week 3 five tiers", classroom)
    app = page.app
    shown = " ".join(getattr(c, "value", "") for c in app.panel.children
                     if isinstance(getattr(c, "value", None), str))
    assert "Five Tiers exercise: week 3 five tiers" in shown
    assert "3 of this week&#x27;s words to find, playing against 1 bot." in shown
    assert app.panel.name_box in app.panel.children
    assert all(row not in app.panel.children for row in app.panel.bot_rows)  # no set-up

    async def start() -> None:
        app.panel.start_button.click()  # no name typed: nothing starts, the panel says why
        assert app.screen is None and "type a name" in app.panel.error.value
        app.panel.name_box.value = "  Ana "
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        assert screen.session.setup.name == "Ana" and screen.meanings_box.value
        exercise = Exercise.open("week 3 five tiers", classroom)
        assert screen.session.state.racks[0] == exercise.tiles
        assert "· totals: Ana 0 · Bot 1 (student) 0" in screen.header.value  # no target
        screen.session.stop()

    asyncio.run(asyncio.wait_for(start(), timeout=60))


def test_an_anagram_drill_page_takes_the_address_options(classroom: Path) -> None:
    page = exercise_page("drill", classroom)
    app = page.app
    assert isinstance(app, DrillApp) and "Anagram exercise: drill" in app.title
    page.options.large = True
    page.options.colour_blind = True
    app.name_box.value = "Ana"
    app.start_button.click()
    screen = app.screen
    assert screen is not None and screen.large_box.value and screen.colour_box.value
    assert {"wg-large", "wg-cb"} <= set(screen._dom_classes)
    assert "puzzle 1 of 2" in screen.header.value
