"""The play screens' widgets without a browser: clicks and values drive them (no kernel: comm's
dummy comms), whole rounds at high speed inside ``asyncio.run``."""

from __future__ import annotations

import asyncio
import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from wordgames.myword.claims import find_claims
from wordgames.ui import play
from wordgames.ui.app import App


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=120))


def test_setup_panel_lists_the_rules_with_the_rulebooks_words() -> None:
    app = play("fivetiers")
    names = list(app.panel.rule_widgets)
    assert names[:3] == ["timer", "tie_window", "target"]
    assert app.panel.rule_widgets["challenges"].options == ("end", "immediate")
    html = " ".join(child.value for row in app.panel.children if hasattr(row, "children")
                    for child in row.children if hasattr(child, "value")
                    and isinstance(child.value, str))
    assert "The first player to reach 500 points is declared the winner." in html


def test_a_bad_value_in_the_panel_is_shown_and_nothing_starts() -> None:
    app = play("fivetiers")
    app.panel.rule_widgets["timer"].value = "-5"

    async def click() -> None:
        app.panel.start_button.click()

    run(click())
    assert app.screen is None
    assert "timer" in app.panel.error.value and "positive" in app.panel.error.value


def test_a_word_list_with_bad_lines_is_shown_with_its_line(tmp_path: Path) -> None:
    words = tmp_path / "class.txt"
    words.write_text("apple\nbanana\nb4nana\n", encoding="utf-8")
    app = play("myword")
    app.panel.word_list.value = str(words)

    async def click() -> None:
        app.panel.start_button.click()

    run(click())
    assert app.screen is None
    assert "line 3" in app.panel.error.value and "b4nana" in app.panel.error.value


def test_a_whole_myword_round_through_the_widgets() -> None:
    app = play("myword", speed=400)
    app.panel.count.value = 2
    app.panel.name_box.value = "Ada"

    async def game() -> App:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        live = screen.session.live
        while not live.done:
            version = live.version
            table = screen.session.view().table
            claims = find_claims(table, screen.session.view().lexicon, 3)
            if claims and not screen.session.owed:
                screen.word.type(claims.longest()[0])
            elif screen.session.owed:
                screen.cards[0].value = True  # a click on the first card takes it
            await live.changed(version)
        return app

    run(game())
    screen = app.screen
    assert screen is not None
    session = screen.session
    assert len(session.rounds) == 1
    assert "Round 1 score sheet" in screen.end.value and "Ada" in screen.end.value
    assert screen.end_box.layout.display == ""
    assert screen.next_button.layout.display == ""
    assert "Ada" in screen.game_log.value
    assert sum(1 for e in session.rounds[0].events if e.player == 0) >= 1


def test_a_whole_fivetiers_match_to_a_low_target_through_the_widgets() -> None:
    from wordgames.fivetiers import solve

    app = play("fivetiers", speed=500)
    app.panel.count.value = 1
    app.panel.rule_widgets["target"].value = "1"

    async def game() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        session = screen.session
        solution = solve(session.view().rack, session.setup.lexicon)
        if solution is not None:
            for word in solution.words:
                screen.word.type(word)
            screen.declare_button.click()
        await session.live.finished

    run(game())
    screen = app.screen
    assert screen is not None
    assert screen.session.match_over() or screen.next_button.layout.display == ""
    assert "running totals to 1" in screen.end.value


def test_an_error_in_a_callback_appears_in_the_message_widget(monkeypatch: Any) -> None:
    app = play("myword", speed=100)

    async def game() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None

        def broken(text: str) -> None:
            raise RuntimeError("the spotter fell over")

        monkeypatch.setattr(screen.session, "call", broken)
        screen.word.type("cat")
        assert "Something went wrong: RuntimeError: the spotter fell over" in screen.message.value
        screen.session.stop()

    run(game())


def test_pause_hint_large_font_and_palette() -> None:
    app = play("myword", speed=50)

    async def game() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        live = screen.session.live
        # A table with a word on it (the hint takes the table when pressed, below, with no
        # await between: a bot cannot take the word first).
        while not find_claims(screen.session.view().table, screen.session.view().lexicon,
                              screen.session.view().min_cards):
            await live.changed(live.version)
        screen.pause_button.click()
        assert live.paused and screen.pause_button.description == "Resume"
        held = live.now
        await asyncio.sleep(0.05)
        assert live.now == held
        screen.pause_button.click()
        assert not live.paused
        screen.hint_button.click()
        # The spotter looks in a thread: the loop (and the round) goes on meanwhile.
        assert screen.session.message.text == "Looking for a hint..."
        while screen.session.message.text == "Looking for a hint...":
            await asyncio.sleep(0.01)
        assert screen.session.message.text.startswith("Hint: try ")
        assert screen.session.hints == [1]
        screen.large_box.value = True
        screen.colour_box.value = True
        assert "wg-large" in screen._dom_classes and "wg-cb" in screen._dom_classes
        screen.session.stop()

    run(game())


def test_save_and_resume_a_game_in_progress(tmp_path: Path) -> None:
    app = play("myword", speed=50, save_dir=tmp_path)
    saved: list[Any] = []

    async def game() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        live = screen.session.live
        while len(live.state.events) < 5:
            await live.changed(live.version)
        screen.pause_button.click()
        screen.save_button.click()
        saved.append(live.state)
        screen.session.stop()

    run(game())
    files = list(tmp_path.glob("myword-*.json"))
    assert len(files) == 1
    assert resumed(files[0], "myword", 50, lambda session: session.state) == saved[0]


def resumed(path: Path, game: str, speed: float, look: Callable[[Any], Any]) -> Any:
    """``look`` at the session of the game saved in ``path`` once Start resumes it."""
    again = play(game, resume=path, speed=speed)

    async def started() -> Any:
        again.panel.start_button.click()
        screen = again.screen
        assert screen is not None
        seen = look(screen.session)
        screen.session.stop()
        return seen

    return run(started())


def test_a_broken_save_file_says_what_is_wrong(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "wordgames.ui.game/1", "game": "myword"}', encoding="utf-8")
    from wordgames.errors import InvalidInput

    with pytest.raises(InvalidInput, match="missing"):
        play("myword", resume=bad)


def test_running_the_cell_again_stops_the_game_it_started(monkeypatch: Any) -> None:
    monkeypatch.setattr("wordgames.ui.app.current_cell", lambda: ("cell", "abc"))
    first = play("myword", speed=10)

    async def game() -> tuple[bool, bool]:
        first.panel.start_button.click()
        assert first.session is not None
        live = first.session.live
        await live.changed(0)
        play("myword", speed=10)  # the same cell, run again
        await asyncio.sleep(0)
        return live.done, await live.finished is None

    assert run(game()) == (True, True)


def test_deal_by_hand_with_the_button_and_the_space_key() -> None:
    app = play("myword", speed=50)
    app.panel.count.value = 1
    app.panel.deal.value = "hand"

    async def game() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        session = screen.session
        await session.shown()
        assert "you deal" in session.message.text and "Space" in session.message.text
        assert screen.deal_button.layout.display == ""
        live = session.live
        screen.deal_button.click()
        while len(session.view().table) < 1:
            await live.changed(live.version)
        screen.word.press(" ")  # Space in the empty word box deals too
        while len(session.view().table) < 2:
            await live.changed(live.version)
        assert [e.player for e in session.state.events] == [0, 0]
        live.stop()

    run(game())
    # With automatic dealing (the default) there is no Deal button and Space deals nothing.
    auto = play("myword", speed=50)
    auto.panel.count.value = 1

    async def automatic() -> None:
        auto.panel.start_button.click()
        screen = auto.screen
        assert screen is not None
        await screen.session.shown()
        assert screen.deal_button.layout.display == "none" and screen.word.hotkeys == []
        screen.session.stop()

    run(automatic())


@pytest.mark.parametrize("game, values, says", [
    ("myword", {"min_cards": "three"}, "min cards: 'three' is not a whole number"),
    ("myword", {"seconds_per_card": "inf"}, "seconds per card: 'inf' is not a finite number"),
    ("myword", {"seconds_per_card": "-1"}, "seconds_per_card must be >= 0"),
    ("myword", {"target": "0"}, "target must be a positive score"),
    ("myword", {"bonus": "4-1"}, "bonus: '4-1' is not cards:points pairs"),
    ("myword", {"bonus": "5:1, 4:2"}, "bonus must be (cards, points) pairs with rising"),
    ("myword", {"subject_words": "cat, 123"}, "subject words"),
    ("fivetiers", {"timer": "-5"}, "the timer must run a positive number of seconds"),
    ("fivetiers", {"tie_window": "-1"}, "tie_window must be >= 0 seconds"),
    ("fivetiers", {"target": "", "rounds": ""}, "a game needs a target score or a number"),
    ("fivetiers", {"accept": "y'all, b4d"}, "accept: 'b4d' is not a word"),
    ("fivetiers", {"unused_apostrophe_points": "-5"}, "unused apostrophe points"),
    ("fivetiers", {"spanish": True}, "Spanish play needs a Spanish word list"),
])
def test_each_kind_of_bad_value_is_shown_in_the_panel_and_nothing_starts(
        game: str, values: dict[str, Any], says: str) -> None:
    app = play(game)
    for name, value in values.items():
        app.panel.rule_widgets[name].value = value

    async def click() -> None:
        app.panel.start_button.click()

    run(click())
    assert app.screen is None and app.session is None
    assert says in html.unescape(app.panel.error.value)


def test_every_rule_variant_is_in_the_panel_and_reaches_the_game() -> None:
    panel = play("fivetiers").panel
    assert set(panel.rule_widgets) == {
        "timer", "tie_window", "target", "rounds", "apostrophe_doubles",
        "unused_apostrophe_points", "challenges", "accept", "subjects", "subject_bonus",
        "spanish", "exchange_time", "subject_words"}
    words = " ".join(c.value for row in panel.children if hasattr(row, "children")
                     for c in row.children if isinstance(getattr(c, "value", None), str))
    assert "remove the tiles labeled rr, ll, and ñ from the bag" in words
    assert "(default: none)" in words  # the empty accept list
    app = play("myword")
    assert set(app.panel.rule_widgets) == {
        "min_cards", "seconds_per_card", "grace_seconds", "free_card_seconds", "bonus",
        "rounds", "target", "subject_words", "subject_bonus"}
    app.panel.rule_widgets["bonus"].value = "4:1, 5:2, 6:3"
    app.panel.rule_widgets["subject_words"].value = "Cat, dog"
    app.panel.count.value = 1

    async def start() -> None:
        app.panel.start_button.click()
        assert app.session is not None
        app.session.stop()

    run(start())
    rules = app.session.setup.rules
    assert rules.bonus == ((4, 1), (5, 2), (6, 3)) and rules.subject_words == {"cat", "dog"}


def test_a_saved_fivetiers_game_shows_the_same_tiers_again(tmp_path: Path) -> None:
    from wordgames.fivetiers import solve

    app = play("fivetiers", speed=1, save_dir=tmp_path)
    app.panel.count.value = 1
    placed: list[Any] = []

    async def game() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        session = screen.session
        solution = solve(session.view().rack, session.setup.lexicon)
        assert solution is not None
        for word in solution.words[:2]:  # two words, in the 2- and 3-tile tiers
            screen.word.type(word)
        live = session.live
        while live.state.arrangements[0] is None or live.state.arrangements[0].words[1] is None:
            await live.changed(live.version)  # the round takes the Arrange actions
        screen.pause_button.click()
        placed.append(list(session.tiers))
        screen.save_button.click()
        session.stop()

    run(game())
    assert placed[0][:2] != [None, None] and placed[0][2:] == [None, None, None]
    files = list(tmp_path.glob("fivetiers-*.json"))
    assert resumed(files[0], "fivetiers", 1, lambda session: session.tiers) == placed[0]


@pytest.mark.parametrize("game", ["myword", "fivetiers", "wordstorm"])
def test_pause_turns_off_the_hint_and_resume_turns_it_on(game: str) -> None:
    app = play(game, speed=1)
    app.panel.count.value = 1

    async def paused() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        session = screen.session
        await session.shown()
        assert not screen.hint_button.disabled
        screen.pause_button.click()
        assert screen.hint_button.disabled and screen.pause_button.description == "Resume"
        session.hint()  # a click sent before the redraw: refused, nothing looked for or counted
        assert "paused" in screen.message.value and session.hints[-1] == 0
        if game == "fivetiers":
            assert all(b.disabled for b in (*screen.tier_buttons, screen.declare_button))
            screen.word.type("at")
            assert session.tiers == [None] * 5 and "paused" in screen.message.value
        if game == "myword":
            assert screen.call_button.disabled
        screen.pause_button.click()
        assert not screen.hint_button.disabled and screen.pause_button.description == "Pause"
        session.stop()

    run(paused())
