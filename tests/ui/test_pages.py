"""The classroom app's pages without a browser: the notebooks it writes and the options."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from wordgames.classroom import Exercise, make_exercise
from wordgames.errors import InvalidInput
from wordgames.ui.drill_screen import DrillScreen
from wordgames.ui.pages import Landing, exercise_page, game_page
from wordgames.ui.table_screen import PlayScreen
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


def test_landing_links_carry_the_larger_letters(tmp_path: Path) -> None:
    landing = Landing(tmp_path)
    assert 'href="my_word.ipynb"' in landing.html and "Larger letters" in landing.html
    landing.receive({"type": "large"})  # what its Larger letters button sends
    assert 'href="my_word.ipynb?large=1"' in landing.html
    assert "font-size:150%" in landing.html and "Normal letters" in landing.html


def test_the_address_options_reach_the_set_up_and_the_play_screen() -> None:
    async def start() -> None:
        page = game_page("fivetiers")
        screen = page.screen
        try:
            assert isinstance(screen, PlayScreen) and "Set up the game" in screen.html
            page.options.large = True
            page.options.speed = 2.0
            assert "font-size:150%" in screen.html
            screen.receive({"type": "setup", "name": "Ana"})  # Start
            assert screen.table._live is not None and screen.table._live.speed == 2.0
            assert "font-size:150%" in screen.html and "Ana (you)" in screen.html
        finally:
            screen.close()

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
    listed = landing.html
    assert 'href="exercise-week-3-five-tiers.ipynb"' in listed
    assert "Five Tiers: 3 of this week&#x27;s words to find; everyone gets the same tiles." \
        in listed
    assert "MY WORD!: 2 of this week&#x27;s words to find; everyone gets the same cards." \
        in listed
    assert "Anagrams: 2 of this week&#x27;s words with the letters shuffled, to type." in listed
    assert 'href="exercise-drill.ipynb"' in listed and "broken" not in listed
    landing.receive({"type": "large"})
    assert 'href="exercise-week-3-my-word.ipynb?large=1"' in landing.html
    assert "No exercises yet" in Landing(classroom / "empty").html


def test_an_exercise_page_asks_only_for_the_name_and_deals_the_exercise(
        classroom: Path) -> None:
    from wordgames.ui.table_screen import PlayScreen

    async def start() -> None:
        page = exercise_page("week 3 five tiers", classroom)
        screen = page.children[-1]
        assert isinstance(screen, PlayScreen)
        assert "Five Tiers exercise: week 3 five tiers" in screen.html
        assert "Find the 3 words of the week" in screen.html
        assert "You play against 1 bot." in screen.html
        screen.receive({"type": "setup", "name": "", "players": "2"})  # nothing starts
        assert screen.setup is not None and "Type your name first" in screen.html
        screen.receive({"type": "setup", "name": "  Ana ", "players": "2"})
        table = screen.table
        assert table.seats[0].name == "Ana" and screen.meanings is not None
        exercise = Exercise.open("week 3 five tiers", classroom)
        assert tuple(table.state.racks[0]) == exercise.tiles
        # One round, no target; the bot is Easy's (level 20).
        assert (table.rules.rounds, table.rules.target) == (1, None)
        assert table.seats[1].skill is not None and table.seats[1].skill.level == 20
        screen.close()

    asyncio.run(asyncio.wait_for(start(), timeout=60))


def test_an_anagram_drill_page_takes_the_address_options(classroom: Path) -> None:
    page = exercise_page("drill", classroom)
    screen = page.screen
    assert isinstance(screen, DrillScreen) and "Anagram exercise: drill" in screen.html
    page.options.large = True
    screen.receive({"type": "start", "name": "Ana"})
    assert "font-size:150%" in screen.html and "Ana · puzzle 1 of 2" in screen.html
