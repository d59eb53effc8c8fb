"""Pause names who paused: any seat may pause and resume (the view's ``paused_by`` is the
seat's name, for every screen), and the teacher's pause says "your teacher"."""

from __future__ import annotations

import asyncio

from wordgames.play.table import Table


def test_the_view_names_who_paused_and_forgets_it_on_resume() -> None:
    async def play() -> None:
        table = Table("myword", ["person", "person"], names=["Ana", "Bo"], speed=50.0)
        table.join(0)
        table.join(1)
        assert table.send(0, {"type": "next"})["ok"]
        assert table.view_json(0)["paused_by"] is None
        assert table.send(1, {"type": "pause"}) == {"ok": True}
        for seat in (0, 1):
            view = table.view_json(seat)
            assert view["paused"] is True and view["paused_by"] == "Bo"
        assert "paused" in table.send(0, {"type": "claim", "word": "cat"})["error"]
        assert table.send(0, {"type": "resume"}) == {"ok": True}  # anyone resumes
        assert table.view_json(1)["paused"] is False and table.view_json(1)["paused_by"] is None
        table.pause("your teacher")
        assert table.view_json(0)["paused_by"] == "your teacher"
        table.send(0, {"type": "pause"})  # pausing again: who paused first stays said
        assert table.view_json(1)["paused_by"] == "your teacher"
        table.stop()

    asyncio.run(play())
