"""The Word Storm screen without a browser: the set-up panel, a whole match through the board
widget at high speed, the round's end, pause, save and resume."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from wordgames.errors import InvalidInput
from wordgames.ui import play
from wordgames.ui.wordstorm_table import play_round
from wordgames.wordstorm import Bot


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=180))


def test_the_panel_offers_word_storms_rules_with_mark_words_and_up_to_seven_bots() -> None:
    app = play("wordstorm")
    names = list(app.panel.rule_widgets)
    assert names[:3] == ["deal_size", "stall_limit", "finish_limit"]
    assert {"trade_offs", "mark_words", "target", "rounds"} <= set(names)
    assert list(app.panel.count.options) == [1, 2, 3, 4, 5, 6, 7]


def test_a_match_to_a_low_target_through_the_board_widget() -> None:
    app = play("wordstorm", speed=500)
    app.panel.rule_widgets["target"].value = "10"
    app.panel.seed.value = "3"

    async def match() -> Any:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        while True:
            await play_round(screen.session, Bot("expert", seed=1), send=screen.board.receive)
            if screen.session.match_over():
                return screen
            screen.next_button.click()

    screen = run(match())
    session = screen.session
    assert max(session.totals) >= 10
    assert session.winners == tuple(p for p, t in enumerate(session.totals)
                                    if t == min(session.totals))
    end = screen.end.value
    assert "Score sheet" in end and "★ Winner:" in end and "lowest score wins" in end
    sides = [side.name for side in session.game.board.sides]
    assert all(f"{name} side" in end for name in sides)  # every side's crossword
    assert "unused tiles" in end and "Big Words" in end and "special squares" in end
    assert screen.board.locked and screen.board.call_label == "Done!"
    assert "Traceback" not in screen.message.value


def test_pause_locks_the_board_and_a_move_then_is_refused(tmp_path: Path) -> None:
    app = play("wordstorm", speed=1.0, save_dir=tmp_path)
    app.panel.seed.value = "25"
    seen: dict[str, Any] = {}

    async def play_some() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        board, session = screen.board, screen.session
        board.receive({"kind": "drop", "from": {"rack": "H"}, "to": {"cell": [4, 5]}})
        while session.human.queue:
            await asyncio.sleep(0.01)
        screen.pause_button.click()
        seen["locked"] = board.locked
        board.receive({"kind": "drop", "from": {"rack": "A"}, "to": {"cell": [4, 6]}})
        seen["paused"] = board.note
        screen.pause_button.click()
        screen.save_button.click()
        seen["saved"] = session.message.text
        session.stop()

    run(play_some())
    assert seen["locked"] is True
    assert seen["paused"] == "The game is paused: press Resume to play on."
    path = seen["saved"].split("Saved to ")[1].split(". To go on")[0]
    resumed = play("wordstorm", resume=path)

    async def go_on() -> Any:
        resumed.panel.start_button.click()
        assert resumed.screen is not None
        await asyncio.sleep(0.05)
        board = resumed.screen.board
        state = (board.cells, board.rack)
        resumed.screen.session.stop()
        return state

    cells, rack = run(go_on())
    assert cells == [[4, 5, "H"]] and rack == ["A", "D", "R"]


def test_hint_names_words_for_the_tiles_in_hand_and_counts() -> None:
    app = play("wordstorm", speed=1.0)
    app.panel.seed.value = "25"  # A D H R: HARD

    async def hint() -> tuple[str, list[int]]:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        screen.hint_button.click()
        while not screen.session.message.text.startswith("Hint: try"):
            await asyncio.sleep(0.02)
        said = screen.session.message.text, list(screen.session.hints)
        screen.session.stop()
        return said

    text, hints = run(hint())
    assert text.startswith("Hint: try ") and hints == [1]
    assert screen_words(text) and all(set(w) <= set("ADHR") for w in screen_words(text))


def screen_words(text: str) -> list[str]:
    return [w.strip(" .") for w in text.removeprefix("Hint: try ").split(",")]


def _saved_with_a_wild(tmp_path: Path) -> tuple[str, dict[str, Any]]:
    """A game saved while the person's crossword holds a lettered wild (seed 12 deals the
    person ? D O U): the path, and what the board and the table showed before saving."""
    app = play("wordstorm", speed=1.0, save_dir=tmp_path)
    app.panel.seed.value = "12"
    seen: dict[str, Any] = {}

    async def play_some() -> None:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        board, session = screen.board, screen.session
        assert sorted(session.view().hand) == ["?", "D", "O", "U"]
        board.receive({"kind": "drop", "from": {"rack": "?"}, "to": {"cell": [2, 3]}})
        board.receive({"kind": "letter", "cell": [2, 3], "letter": "l"})
        board.receive({"kind": "drop", "from": {"rack": "O"}, "to": {"cell": [2, 4]}})
        while session.human.queue:
            await asyncio.sleep(0.01)
        board.focus, board.direction = [5, 6], "down"  # where the person's cursor is
        session.calls[1] = "Word Storm!"  # what the table says of a bot's side
        screen.pause_button.click()
        seen.update(cells=board.cells, wilds=board.wilds, rack=board.rack, focus=board.focus,
                    direction=board.direction, others=screen.others.value,
                    log=list(session.log))
        screen.save_button.click()
        seen["saved"] = session.message.text
        session.stop()

    run(play_some())
    return seen["saved"].split("Saved to ")[1].split(". To go on")[0], seen


def test_a_saved_game_keeps_the_wild_letters_cursor_calls_and_log(tmp_path: Path) -> None:
    path, before = _saved_with_a_wild(tmp_path)
    assert before["wilds"] == [[2, 3, "L"]] and before["log"]
    resumed = play("wordstorm", resume=path)

    async def go_on() -> dict[str, Any]:
        resumed.panel.start_button.click()
        screen = resumed.screen
        assert screen is not None
        await asyncio.sleep(0.05)
        board, session = screen.board, screen.session
        shown = dict(cells=board.cells, wilds=board.wilds, rack=board.rack, focus=board.focus,
                     direction=board.direction, others=screen.others.value,
                     log=session.log[: len(before["log"])], said=session.message.text,
                     letters=screen._letters(session.team, session.view().grid))
        session.stop()
        return shown

    after = run(go_on())
    assert after["cells"] == [[2, 3, "?"], [2, 4, "O"]] == before["cells"]
    assert after["wilds"] == [[2, 3, "L"]] and after["letters"] == {(2, 3): "L"}
    assert after["rack"] == before["rack"] == ["D", "U"]
    assert (after["focus"], after["direction"]) == ([5, 6], "down")
    assert "Word Storm!" in after["others"] and after["others"] == before["others"]
    assert after["log"] == before["log"]
    assert after["said"] == "Round 1 goes on from the saved game."


def test_a_saved_wild_letter_on_no_wild_is_refused_naming_it(tmp_path: Path) -> None:
    path, _ = _saved_with_a_wild(tmp_path)
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    data["kept"]["wilds"] = [[2, 4, "L"]]  # the O's cell
    Path(path).write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InvalidInput, match=r"kept\.wilds\[0\]: no wild tile at \(2, 4\)"):
        play("wordstorm", resume=path)
    data["kept"]["wilds"] = [[2, 3, "7"]]
    Path(path).write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InvalidInput, match=r"kept\.wilds\[0\]: a wild stands for a letter"):
        play("wordstorm", resume=path)


def test_six_players_are_told_whom_they_share_their_crossword_with() -> None:
    app = play("wordstorm", speed=1.0)
    app.panel.seed.value = "25"
    app.panel.count.value = 5

    async def start() -> str:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        table = str(screen.others.value)
        screen.session.stop()
        return table

    table = run(start())
    assert "You + Bot 4 (adult)" in table
    assert ("You share one crossword and one hand with Bot 4 (adult): their moves show on "
            "your board too.") in table


def test_the_board_opens_once_the_bots_have_made_their_first_plans() -> None:
    app = play("wordstorm", speed=1.0)
    app.panel.seed.value = "25"

    async def start() -> tuple[tuple[bool, str, list[str]], tuple[bool, str]]:
        app.panel.start_button.click()
        screen = app.screen
        assert screen is not None
        board, live = screen.board, screen.session.live
        assert live is not None
        before = (board.locked, board.note, board.rack)
        await live.changed(0)  # the round's first state shown
        after = (board.locked, board.note)
        screen.session.stop()
        return before, after

    before, after = run(start())
    assert before == (True, "Dealing the tiles: the board opens in a moment...",
                      ["A", "D", "H", "R"])
    assert after == (False, "")
