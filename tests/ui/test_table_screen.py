"""``ui.play``: the one screen over a live table, without a browser (the comm is a dummy one in
plain pytest). Each test runs on its own event loop, as the kernel's, and closes the screen."""

from __future__ import annotations

import asyncio
import html
import json
import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from wordgames import ui
from wordgames.errors import InvalidInput
from wordgames.play import presets
from wordgames.play.table import Table
from wordgames.saving import codec
from wordgames.ui import table_screen
from wordgames.ui.table_screen import PlayScreen


def run(test: Callable[[], Awaitable[Any]]) -> Any:
    return asyncio.run(asyncio.wait_for(test(), timeout=120))


async def until(check: Callable[[], bool], within: float = 30) -> None:
    """Wait on the loop (the table's task plays meanwhile) until ``check()`` holds."""
    for _ in range(int(within / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("waited in vain")


def test_start_from_the_page_deals_and_the_screen_shows_the_round() -> None:
    async def body() -> None:
        screen = ui.play("myword", bots=["adult"], seed=4, name="Ana", speed=20)
        try:
            assert isinstance(screen, PlayScreen)
            assert "Ana" in screen.html and ">Start</button>" in screen.html
            assert screen.table.seats[0].present and screen.table.round_number == 0
            first = screen.version
            # what the client's click on Start sends, through the widget's comm
            screen._handle_custom_msg({"type": "next"}, [])
            assert screen.table.round_number == 1 and screen.version > first
            assert "cards still to come" in screen.html and ">Start</button>" not in screen.html
            await until(lambda: 'class="wg-card"' in screen.html)  # the deal goes on by itself
        finally:
            screen.close()

    run(body)


def test_a_word_typed_by_the_person_is_judged_and_shown() -> None:
    async def body() -> None:
        screen = ui.play("myword", bots=["beginner"], seed=4, speed=20)
        try:
            screen.receive({"type": "next"})
            await until(lambda: bool(screen.table.state.table))
            screen.receive({"type": "claim", "word": "qzxv"})
            await until(lambda: "You called <span class=\"wg-word\">QZXV</span>" in screen.html)
            assert "not allowed" in screen.html
        finally:
            screen.close()

    run(body)


def test_a_malformed_message_is_refused_on_the_screen_and_changes_nothing() -> None:
    async def body() -> None:
        screen = ui.play("fivetiers", bots=1, seed=2)
        try:
            screen.receive({"type": "next"})
            screen.table.pause()  # nothing moves by itself meanwhile
            before = screen.table.view_json(0)
            events = len(screen.table.events)
            screen.receive({"type": 5})
            after = screen.table.view_json(0)
            assert after["view"] == before["view"] and len(screen.table.events) == events
            assert after["notice"]["kind"] == "error"
            assert 'wg-msg-error" role="status">a move names its &quot;type&quot; as text' \
                in screen.html
        finally:
            screen.close()

    run(body)


def test_an_error_inside_a_callback_shows_on_the_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    async def body() -> None:
        screen = ui.play("wordstorm", bots=1, seed=2)
        try:
            def broken(seat: int, message: object) -> dict[str, Any]:
                raise RuntimeError("the table fell over")

            monkeypatch.setattr(screen.table, "send", broken)
            screen._handle_custom_msg({"type": "next"}, [])
            assert 'role="alert">Something went wrong: RuntimeError: the table fell over' \
                in screen.html
        finally:
            screen.close()

    run(body)


def test_the_sand_clock_counts_down_in_the_browser_from_the_tables_clock() -> None:
    """No redraw each second: the screen says where the sand ends (``data-ends``), the
    ``clock`` trait the table's time and pace, and the client counts down from them; a pause
    stops the pace."""

    async def body() -> None:
        screen = ui.play("fivetiers", bots=["beginner"], seed=2)
        try:
            assert screen.clock["rate"] == 0  # no round yet: the clock stands
            screen.receive({"type": "next"})
            assert 'data-ends="300.00">5:00</span>' in screen.html
            assert screen.clock["rate"] == 1.0 and screen.clock["now"] < 1
            drawn, changes = screen.version, screen.table.version
            await asyncio.sleep(1.5)
            # redrawn only for the table's changes (a bot's plan), never for the clock
            assert screen.version - drawn == screen.table.version - changes
            screen.receive({"type": "pause"})
            assert screen.clock["rate"] == 0 and ">Resume</button>" in screen.html

            assert "<style" not in screen.html  # the stylesheet is the widget's _css, once
            assert ".wgb-cell" in PlayScreen._css and ".wg-tile" in PlayScreen._css
        finally:
            screen.close()

    run(body)


def test_large_draws_everything_half_as_big_again() -> None:
    async def body() -> None:
        screen = ui.play("myword", bots=1, large=True)
        screen.close()
        assert 'class="wg" style="font-size:150%"' in screen.html

    run(body)


def test_bots_are_a_number_or_skills_and_named_by_skill() -> None:
    async def body() -> None:
        screen = ui.play("myword", bots=["beginner", "expert"], seed=1)
        screen.close()
        assert [s.name for s in screen.table.seats] == ["You", "Bot 1 (beginner)",
                                                         "Bot 2 (expert)"]
        assert [s.kind for s in screen.table.seats] == ["person", "bot", "bot"]
        # The same names when the table names its bots itself (the classroom server's way):
        # numbered from 1 among the bots, not by seat.
        made = Table("myword", ["person", "beginner", "expert"], clock="simulated")
        assert [s.name for s in made.seats] == ["Player 1", "Bot 1 (beginner)",
                                                "Bot 2 (expert)"]

    run(body)
    with pytest.raises(InvalidInput, match="'genius' is not a skill"):
        ui.play("myword", bots=["genius"])
    with pytest.raises(InvalidInput, match="bots: a number from 1 to 7"):
        ui.play("myword", bots=9)


def test_a_free_card_owed_is_taken_by_clicking_a_card_on_the_screen() -> None:
    # Two people at one table (seat 1 played by the test): seat 1 calls a word that is not
    # allowed, so seat 0's screen offers the cards on the table as buttons.
    async def body() -> None:
        table = Table("myword", ["person", "person"], seed=4, clock="simulated")
        table.join(0, "Ana")
        table.join(1, "Bo")
        screen = PlayScreen(table, 0)
        try:
            screen.receive({"type": "next"})
            table.run_until(8.0)
            assert table.send(1, {"type": "claim", "word": "qzxv"})["ok"]
            table.run_until(table.now)
            screen.redraw()  # a simulated clock's moves tell no listener: draw by hand
            assert "A free card for you! Click the card you want." in screen.html
            clicks = re.findall(r'data-send="([^"]*free_card[^"]*)"', screen.html)
            assert len(clicks) == len(table.view_json(0)["view"]["table"]) >= 1
            screen.receive(json.loads(html.unescape(clicks[0])))  # the first card's button
            table.run_until(table.now)
            screen.redraw()
            view = table.view_json(0)["view"]
            assert view["free_cards"][0] == 1 and view["cards_won"][0] == 1
            assert "A free card for you!" not in screen.html
        finally:
            screen.close()

    run(body)


def board_of(page: str) -> dict[str, Any]:
    """The board's data in a screen's HTML (``data-wg-board``: what the client draws)."""
    found = re.search(r"data-wg-board='([^']*)'", page)
    assert found, "no board on the screen"
    return json.loads(html.unescape(found.group(1)))  # type: ignore[no-any-return]


def test_word_storm_puts_its_board_on_the_screen_and_its_moves_are_checked() -> None:
    """The board's moves are the same messages as a server page's: arrange with cells (what the
    client sends after a drop or a letter typed), storm; a bad one is refused on the screen."""
    async def body() -> None:
        screen = ui.play("wordstorm", bots=["beginner"], seed=25)
        try:
            assert isinstance(screen, PlayScreen) and "data-wg-board" not in screen.html
            screen.receive({"type": "next"})
            board = board_of(screen.html)
            assert board["hand"] == ["A", "D", "H", "R"] and board["running"]
            assert board["cells"] == [] and board["special"]
            cells = [[4, 5, "H"], [4, 6, "A"], [4, 7, "R"], [4, 8, "D"]]
            screen.receive({"type": "arrange", "cells": cells})
            await until(lambda: len(screen.table.view_json(0)["view"]["grid"]) == 4)
            assert board_of(screen.html)["hand"] == [] and board_of(screen.html)["cells"] == cells
            screen.receive({"type": "storm"})  # the Word Storm! button
            await until(lambda: len(board_of(screen.html)["hand"]) == 4)
            screen.receive({"type": "arrange", "cells": [[-1, 0, "A"]]})
            await until(lambda: board_of(screen.html)["refused"])
            assert 'wg-msg-error' in screen.html
        finally:
            screen.close()

    run(body)


def test_running_the_cell_again_closes_its_last_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_screen, "current_cell", lambda: ("cell", "c1"))

    async def body() -> None:
        first = ui.play("myword", bots=1, seed=1)
        first.receive({"type": "next"})
        task = first.table.live.task
        second = ui.play("myword", bots=1, seed=1)
        try:
            await asyncio.sleep(0.05)
            assert first.closed and not second.closed
            assert task is not None and task.done()  # the old table plays on no more
        finally:
            second.close()

    run(body)


def two_letter_word(screen: PlayScreen) -> str:
    """A two-letter word the dictionary holds, made of the seat's Five Tiers tiles."""
    rack = [t.lower() for t in screen.table.view_json(0)["view"]["rack"]]
    lexicon = screen.table.game.lexicon
    for i, first in enumerate(rack):
        for j, second in enumerate(rack):
            if i != j and first + second in lexicon:
                return str(first + second)
    raise AssertionError(f"no two-letter word in {rack}")


def test_a_word_placed_shows_its_meaning_the_teachers_first() -> None:
    async def body() -> None:
        screen = ui.play("fivetiers", bots=["beginner"], seed=2, speed=0.05)
        try:
            screen.receive({"type": "next"})
            word = two_letter_word(screen)
            assert "What each word you make means will show here" in screen.html
            screen.receive({"type": "arrange", "words": [word, None, None, None, None]})
            await until(lambda: f"<b>{word.upper()}" in screen.html)
        finally:
            screen.close()

    async def glossary() -> None:
        screen = ui.play("fivetiers", bots=["beginner"], seed=2, speed=0.05, meanings=False)
        screen.receive({"type": "next"})
        word = two_letter_word(screen)
        screen.close()
        try:
            screen = ui.play("fivetiers", bots=["beginner"], seed=2, speed=0.05,
                             glossary={word: "our class's own meaning"})
            screen.receive({"type": "next"})
            screen.receive({"type": "arrange", "words": [word, None, None, None, None]})
            await until(lambda: f"<b>{word.upper()}</b>: our class&#x27;s own meaning"
                        in screen.html)
        finally:
            screen.close()

    run(body)
    run(glossary)


def test_no_meanings_when_switched_off() -> None:
    async def body() -> None:
        screen = ui.play("myword", bots=1, seed=1, meanings=False)
        screen.close()
        assert screen.meanings is None and "wg-meanings" not in screen.html

    run(body)


def test_save_writes_the_table_and_resume_plays_on_from_there(tmp_path: Any) -> None:
    async def body() -> None:
        screen = ui.play("fivetiers", bots=["beginner"], seed=2, speed=0.05, save_dir=tmp_path)
        try:
            screen.receive({"type": "next"})
            word = two_letter_word(screen)
            screen.receive({"type": "arrange", "words": [word, None, None, None, None]})
            await until(lambda: screen.table.view_json(0)["view"]["tiers"][0] is not None)
            assert ">Save</button>" in screen.html
            screen._handle_custom_msg({"type": "save"}, [])  # what the Save button sends
            saved = list(tmp_path.glob("fivetiers-*.json"))
            assert sorted(p.name for p in tmp_path.iterdir()) == [saved[0].name]  # no temporary
            assert f"Saved as {saved[0]}" in screen.html
            assert f'ui.play(&quot;fivetiers&quot;, resume=&quot;{saved[0]}&quot;)' \
                in screen.html
            view = screen.table.view_json(0)["view"]
        finally:
            screen.close()
        again = ui.play("fivetiers", resume=saved[0], save_dir=tmp_path)
        try:
            assert again.table.seats[0].present and again.table.playing
            assert again.table.view_json(0)["view"]["tiers"] == view["tiers"]
            assert again.table.live.task is not None and not again.table.live.task.done()  # live
        finally:
            again.close()

    run(body)


def test_a_bad_saved_file_is_a_one_line_error(tmp_path: Any) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(table_screen.SavedGameError, match="not a saved game that wordgames"
                       ) as err:
        ui.play("myword", resume=bad)
    assert err.value._render_traceback_() == [f"SavedGameError: {err.value}"]
    with pytest.raises(table_screen.SavedGameError, match="there is no such file"):
        ui.play("myword", resume=tmp_path / "missing.json")
    five = Table("fivetiers", ["person", "adult"], seed=1, clock="simulated")
    path = table_screen.save_table(five, tmp_path)
    with pytest.raises(table_screen.SavedGameError, match="a saved game of Five Tiers, not of"):
        ui.play("myword", resume=path)


def test_a_game_saved_by_the_earlier_code_resumes_and_a_bad_field_is_named(
        tmp_path: Any) -> None:
    # Written before saved tables went through wordgames.kit.envelope (wordgames.table/1).
    old = Path(__file__).parent.parent / "data" / "old_formats" / "table-1.json"
    table = table_screen.load_saved(old, "fivetiers")
    assert (table.seed, table.now, table.seats[0].name) == (1, 40.0, "Ana")
    again, before = json.loads(table.to_json()), json.loads(old.read_text(encoding="utf-8"))
    assert again["rules"]["format"] == codec.FORMAT  # saved again as today's codec writes
    again["rules"]["format"] = before["rules"]["format"]
    # Saved today, the round in play names the seats that sat it out: none, as it was played.
    assert again["current"].pop("out") == []
    assert {**again, "seats": None} == {**before, "seats": None}  # a person is away till back
    bad = tmp_path / "bad.json"
    bad.write_text(old.read_text(encoding="utf-8").replace('"seed": 1', '"seed": "1"'),
                   encoding="utf-8")
    with pytest.raises(table_screen.SavedGameError,
                       match=r"table\.seed: a whole number is needed, not the string '1'"):
        table_screen.load_saved(bad, "fivetiers")


def test_the_larger_letters_button_switches_the_font_size() -> None:
    async def body() -> None:
        screen = ui.play("myword", bots=1, seed=1)
        try:
            assert "font-size:150%" not in screen.html and ">Larger letters</button>" in screen.html
            screen.receive({"type": "large"})
            assert 'class="wg" style="font-size:150%"' in screen.html
            assert ">Normal letters</button>" in screen.html
            screen.receive({"type": "large"})
            assert "font-size:150%" not in screen.html
        finally:
            screen.close()

    run(body)


def test_the_set_up_screen_comes_first_and_its_start_makes_the_table() -> None:
    async def body() -> None:
        screen = ui.play("myword", seed=3, speed=20)
        try:
            assert "Set up the game" in screen.html and ">Start</button>" in screen.html
            assert '<option value="Easy" selected>' in screen.html
            assert "More options" in screen.html and "SCOWL" not in screen.html
            assert "default" not in screen.html.lower()
            first = screen.table
            easy = presets.preset("easy", "myword").skill
            assert len(first.seats) == 4 and first.seats[1].skill == easy
            # what the form's Start sends
            screen._handle_custom_msg({"type": "setup", "name": "Ana", "level": "Expert",
                                       "players": "2", "rule.min_cards": "4",
                                       "rule.seconds_per_card": "3", "rule.rounds": ""}, [])
            table = screen.table
            assert table is not first
            assert [s.name for s in table.seats] == ["Ana", "Bot 1 (expert)"]
            assert table.rules.min_cards == 4
            # Easy's clock was shown and sent back unchanged: Expert's own clock plays
            assert table.rules.seconds_per_card == presets.preset(
                "expert", "myword").rules().seconds_per_card != 3.0
            assert table.preset == "expert"
            assert table.round_number == 1
            assert "Set up the game" not in screen.html and "cards still to come" in screen.html
        finally:
            screen.close()

    run(body)


def test_the_five_tiers_set_up_offers_spanish_and_its_start_plays_in_spanish() -> None:
    async def body() -> None:
        screen = ui.play("fivetiers", seed=4, speed=20)
        try:
            assert "Play in Spanish" in screen.html
            screen._handle_custom_msg({"type": "setup", "name": "Lucía", "level": "Easy",
                                       "players": "2", "rule.spanish": "yes"}, [])
            table = screen.table
            assert table.rules.spanish and "perro" in table.game.lexicon
            assert all(table.game.tileset.count(t) for t in ("RR", "LL", "Ñ"))
        finally:
            screen.close()

    run(body)


def test_a_wrong_set_up_choice_is_shown_and_nothing_starts() -> None:
    async def body() -> None:
        screen = ui.play("fivetiers", seed=3)
        try:
            screen.receive({"type": "setup", "name": "Bo", "players": "3",
                            "rule.timer": "-5", "rule.target": "500", "rule.rounds": ""})
            assert screen.setup is not None and screen.table.round_number == 0
            assert "Seconds per round: the timer must run a positive number of seconds" \
                in screen.html
            setup = screen.setup[0]
            assert setup.name == "You" and setup.players == 4  # nothing half-applied
            screen.receive({"type": "next"})  # Start as it stands
            assert screen.setup is None and screen.table.round_number == 1
            assert len(screen.table.seats) == 4
        finally:
            screen.close()

    run(body)


def test_bots_given_skip_the_set_up_unless_asked() -> None:
    async def body() -> None:
        plain = ui.play("myword", bots=2, seed=1)
        asked = ui.play("myword", bots=2, seed=1, setup=True)
        plain.close()
        asked.close()
        assert plain.setup is None and "Set up the game" not in plain.html
        assert asked.setup is not None and '<option value="3" selected>' in asked.html

    run(body)


def test_word_storm_teams_are_shown_and_a_trade_offs_form_trades_with_any_seat() -> None:
    from wordgames.screens import render
    from wordgames.wordstorm import Rules

    table = Table("wordstorm", ["person", *["adult"] * 5], seed=1, clock="simulated",
                  rules=Rules(trade_offs=True), names=["Ana", "B", "C", "D", "E", "F"])
    table.join(0)
    table.start()
    data = table.view_json(0)
    assert data["view"]["sides"] == [[0, 4], [1, 5], [2], [3]]
    html = render(data)
    assert "You play in a team with E: you share one set of letters and one crossword." in html
    assert "Teams: you and E · B and F · C · D" in html
    assert "Trade with B</button>" in html and "Trade with E</button>" not in html
    assert "5 in hand" not in html and html.count("4 in hand") == 6  # a team's one hand
    give = data["view"]["hand"][0]
    take = table.state.hands[1][0]  # what seat 5's side holds (the test peeks; a person asks)
    # what the form sends with the Trade with F button (a seat beyond the number of sides)
    assert table.send(0, {"type": "trade", "give": give, "take": take.lower(), "partner": 5}
                      ) == {"ok": True}
    after = table.view_json(0)["view"]["hand"]
    assert sorted(after) == sorted([*data["view"]["hand"][1:], take])
    # the trade's answer is told to the trading seat in words, and to nobody else
    assert table.view_json(0)["notice"] == {"kind": "ok",
                                            "text": f"You gave {give} to F and got {take}."}
    assert f"You gave {give} to F and got {take}." in render(table.view_json(0))
    assert table.view_json(1)["notice"] == {}
    missing = next(f for f in "QZXJKVWYBCDEFGHILMNOPRSTUA" if f not in table.state.hands[1])
    hand = table.view_json(0)["view"]["hand"]
    assert table.send(0, {"type": "trade", "give": hand[0], "take": missing, "partner": 1}
                      ) == {"ok": True}  # taken as a move; the rules refuse it when applied
    assert table.view_json(0)["notice"] == {
        "kind": "error",
        "text": f"B has no {missing} to give you. Ask for another letter."}
    assert table.view_json(0)["view"]["hand"] == hand
    off = Table("wordstorm", ["person", "adult"], seed=1, clock="simulated", names=["Ana", "B"])
    off.join(0)
    off.start()
    assert "Trade a letter" not in render(off.view_json(0))


def test_five_tiers_in_spanish_on_the_screen_with_spanish_words_and_tiles() -> None:
    from wordgames.fivetiers import Rules, solve
    from wordgames.lexicon import Lexicon

    async def body() -> None:
        screen = ui.play("fivetiers", rules=Rules(spanish=True), bots=["beginner"], seed=10,
                         speed=20)
        try:
            game = screen.table.game
            assert game.lexicon is Lexicon.default(80, language="es")
            assert {"RR", "LL", "Ñ"} <= set(game.tileset.counts)
            screen.receive({"type": "next"})
            await until(lambda: screen.table.state is not None)
            rack = list(screen.table.state.racks[0])
            solution = solve(rack, game.lexicon)
            assert solution is not None  # seed 10 deals the person a hand five words complete
            words = [w.upper() for w in solution.words if w is not None]
            screen.receive({"type": "arrange", "words": words})
            await until(lambda: screen.html.count("✓ placed") == 5)
            placed = screen.table.state.arrangements[0]
            assert placed is not None and placed.complete and placed.words == solution.words
            assert "is not a word we know" not in screen.html
        finally:
            screen.close()

    run(body)


def test_the_set_up_deals_my_word_by_hand_when_ticked() -> None:
    async def body() -> None:
        screen = ui.play("myword", seed=3, speed=20)
        try:
            assert 'name="hand_deal"' in screen.html and "I deal the cards by hand" in screen.html
            screen.receive({"type": "setup", "name": "Ana", "players": "2",
                            "rule.min_cards": "3", "hand_deal": "yes"})
            table = screen.table
            assert table.hand_deal and table.game.by_hand == {0}
            await asyncio.sleep(0.5)  # the clock runs: no card turns by itself
            assert table.view_json(0)["view"]["table"] == []
            assert "You deal this round" in screen.html and "Deal a card</button>" in screen.html
            screen.receive({"type": "deal"})
            await until(lambda: len(table.view_json(0)["view"]["table"]) == 1)
        finally:
            screen.close()
        other = ui.play("fivetiers", seed=3)
        try:
            assert 'name="hand_deal"' not in other.html  # no dealer to deal by hand
        finally:
            other.close()

    run(body)


def test_the_screens_colours_read_the_same_to_colour_blind_eyes_and_never_alone() -> None:
    """The screens have one palette, Okabe and Ito's (the old screens' colour-blind one): a
    good move and a refused one differ in blue and vermillion, and in a mark and words."""
    from wordgames.screens import stylesheet

    css = stylesheet()
    assert ".wg .wg-msg-ok{border-left-color:#0072B2" in css
    assert ".wg .wg-msg-error{border-left-color:#B34700" in css
    assert '.wg-msg-ok::before{content:"✓"' in css and '.wg-msg-error::before{content:"✗"' in css
    for red_or_green in ("#00ff00", "#ff0000", "green", "#2e7d32", "#c62828"):
        assert red_or_green not in css.lower()


def test_a_word_storm_round_on_the_board_screen_to_done_and_the_rounds_end() -> None:
    """Every letter laid out as the textarea sends it (row after full row: the rules judge the
    words only at the end), Word Storm! by its button each time,
    until the middle is empty; then Done! by the same button, and the round's end."""
    async def body() -> None:
        screen = ui.play("wordstorm", bots=[presets.preset("easy", "wordstorm").skill],
                         seed=7, speed=20, meanings=False)
        try:
            screen.receive({"type": "next"})
            table = screen.table
            calls = 0
            while table.playing and calls < 60:
                view = table.view_json(0)["view"]
                tiles = [face for _, _, face in view["grid"]] + list(view["hand"])
                wide = view["side"]["cols"] or 16  # the side's board: 10 rows of 16 here
                rows = ["".join(tiles[i:i + wide]) for i in range(0, len(tiles), wide)]
                screen.receive({"type": "arrange", "grid": "\n".join(rows)})
                count = len(tiles)
                await until(lambda n=count: not table.playing or (
                    len(table.view_json(0)["view"]["grid"]) == n
                    and not table.view_json(0)["view"]["hand"]))
                if not table.playing:
                    break
                label = "Done!" if table.view_json(0)["view"]["drawn_out"] else "Word Storm!"
                assert f">{label}</button>" in screen.html
                screen.receive({"type": "done" if label == "Done!" else "storm"})
                calls += 1
                if label == "Done!":
                    await until(lambda: not table.playing)
                else:
                    await until(lambda: not table.playing or bool(
                        table.view_json(0)["view"]["hand"]) or table.view_json(0)["view"][
                        "drawn_out"])
            assert not table.playing and len(table.rounds) == 1, calls
            assert table.rounds[0].extra["finished_by"] == 0  # the person's Done!
            assert "Round 1 is over" in screen.html and not board_of(screen.html)["running"]
            assert "Next round" in screen.html or "The game is over" in screen.html
        finally:
            screen.close()

    run(body)
