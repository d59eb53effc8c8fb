"""Word Storm's board as the hosts give it to the screen client: the classroom's mark_words
option marks the runs that are not words, and the lab's kernel websocket has no Nagle delay
(the board's moves and the screens they bring go at once). The board itself (drag, type,
Backspace, move the crossword) is the client's, tried in a browser in both hosts:
tests/browser/test_one_screen.py."""

from __future__ import annotations

import asyncio
import html
import json
import re
from typing import Any

import pytest

from wordgames.wordstorm import Rules


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=90))


def board_of(page: str) -> dict[str, Any]:
    found = re.search(r"data-wg-board='([^']*)'", page)
    assert found, "no board on the screen"
    return json.loads(html.unescape(found.group(1)))  # type: ignore[no-any-return]


def test_mark_words_marks_the_runs_that_are_no_words_on_the_screens_board() -> None:
    from wordgames import ui

    async def play() -> tuple[list[list[int]], list[list[int]]]:
        screen = ui.play("wordstorm", bots=["beginner"], seed=25, meanings=False,
                         rules=Rules(mark_words=True))
        plain = ui.play("wordstorm", bots=["beginner"], seed=25, meanings=False)
        try:
            for one in (screen, plain):
                one.receive({"type": "next"})
                one.receive({"type": "arrange", "cells": [  # HAD, and R cut off from it
                    [4, 5, "H"], [4, 6, "A"], [4, 7, "D"], [6, 5, "R"]]})
            for _ in range(400):
                if all(len(o.table.view_json(0)["view"]["grid"]) == 4 for o in (screen, plain)):
                    break
                await asyncio.sleep(0.02)
            return board_of(screen.html)["marks"], board_of(plain.html)["marks"]
        finally:
            screen.close()
            plain.close()

    marked, unmarked = run(play())
    assert marked == [[6, 5]]  # R cut off from HAD; HAD itself is a word
    assert unmarked == []


def test_the_lab_connection_turns_nagle_off() -> None:
    from jupyter_server.services.kernels.connection.channels import (
        ZMQChannelsWebsocketConnection,
    )

    from wordgames.ui.nodelay import Connection

    calls: list[bool] = []

    class Handler:
        ws_connection = object()

        def set_nodelay(self, value: bool) -> None:
            calls.append(value)

    fake = Connection.__new__(Connection)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Connection, "websocket_handler", Handler(), raising=False)
        mp.setattr(ZMQChannelsWebsocketConnection, "connect", lambda self: "connected")
        assert fake.connect() == "connected"
    assert calls == [True]
