"""The teacher's exercises on the classroom server: the lobby offers those of the classroom
folder by name (never a path from the page), a student starts one as a table of their own
against an easy bot, plays it over the websocket, and the play is in the class's progress,
word for word, with what was kept said on the student's screen."""

from __future__ import annotations

import asyncio
import html
from pathlib import Path

from tests.server.client import Browser, run, text_of
from wordgames.classroom import Exercise, Progress, make_exercise
from wordgames.server import ClassroomServer

FIVE = "week 3 five tiers"


def _classroom(folder: Path) -> Exercise:
    five = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3)
    five.save(FIVE, folder=folder)
    make_exercise("anagram", ["cat", "tiger"], seed=3).save("week 3 drill", folder=folder)
    (folder / "exercises" / "broken.json").write_text("{not json", encoding="utf-8")
    return Exercise.open(FIVE, folder)


def test_a_student_plays_the_teachers_exercise_and_the_play_is_recorded(
        tmp_path: Path) -> None:
    exercise = _classroom(tmp_path)
    words = ["go", "cat", "frog", "hroes", "always"]  # HORSE misspelt, from the same tiles
    assert list(exercise.solution) == ["go", "cat", "frog", "horse", "always"]

    async def scenario(server: ClassroomServer) -> None:
        assert server.room is not None
        ana = Browser(server.url)
        lobby = (await ana.get("/")).body.decode()
        assert "Play your teacher" in lobby
        assert f'value="{FIVE}"' in lobby and 'value="week 3 drill"' in lobby  # a drill too
        assert "broken" not in lobby
        refused = await ana.post("/exercise", name="Ana", exercise="../server/secret")
        assert refused.code == 400
        assert "There is no exercise '../server/secret' to play here" in html.unescape(
            text_of(refused.body.decode()))
        response = await ana.post("/exercise", name="Ana", exercise=FIVE)
        assert response.code == 303, response.body.decode()[:2000]
        code = str(response.headers["Location"]).rsplit("/", 1)[-1]
        sitting = server.room.tables[code]
        assert not sitting.open and [s.kind for s in sitting.table.seats] == ["person", "bot"]
        assert sitting.table.exercise == exercise and sitting.level == "easy"
        screen = await ana.screen(code)
        page = await screen.until(lambda h: "Start" in h, what="the Start button")
        assert f"Five Tiers exercise: {FIVE}" in text_of(page)
        assert "Find the 3 words of the week: CAT, FROG, HORSE." in text_of(page)
        await screen.send({"type": "next"})
        await screen.until(lambda h: "Pause</button>" in h, what="the round")
        assert sorted(sitting.table.view_json(0)["view"]["rack"]) == sorted(exercise.tiles)
        await screen.send({"type": "declare", "words": words})
        page = await screen.until(lambda h: "Saved for your teacher" in h, timeout=120,
                                  what="what was recorded")
        assert ("Saved for your teacher, Ana: 4 good words, and 2 of the 3 words of the week "
                "(CAT, FROG). This did not count: HROES. Check the spelling next time."
                ) in text_of(page)
        assert "wg-msg wg-msg-ok" not in page  # no tick: a word did not count
        for _ in range(100):  # the writer thread records it
            if server.room.recorder.recorded:
                break
            await asyncio.sleep(0.05)
        assert server.room.recorder.recorded == 1
        screen.close()

    run(tmp_path, scenario, speed=40.0)
    progress = Progress(tmp_path)
    [play] = progress.plays()
    assert (play["student"], play["game"], play["exercise"]) == ("Ana", "fivetiers", FIVE)
    assert play["session"].startswith("table ")
    assert [(w["word"], w["accepted"], w["target"]) for w in progress.words()] == [
        ("go", 1, 0), ("cat", 1, 1), ("frog", 1, 1), ("always", 1, 0), ("hroes", 0, 0)]
    assert {t["word"]: t["found"] for t in progress.targets()} == {
        "cat": 1, "frog": 1, "horse": 0}


def test_an_exercise_table_comes_back_after_a_restart(tmp_path: Path) -> None:
    exercise = _classroom(tmp_path)
    kept: dict[str, object] = {}

    async def before(server: ClassroomServer) -> None:
        assert server.room is not None
        ana = Browser(server.url)
        response = await ana.post("/exercise", name="Ana", exercise=FIVE)
        code = str(response.headers["Location"]).rsplit("/", 1)[-1]
        screen = await ana.screen(code)
        await screen.until(lambda h: "Start" in h)
        await screen.send({"type": "next"})
        await screen.until(lambda h: "Pause</button>" in h)
        server.room.save_all()
        kept["code"] = code
        kept["state"] = server.room.tables[code].table.state
        screen.close()

    async def after(server: ClassroomServer) -> None:
        assert server.room is not None
        table = server.room.tables[str(kept["code"])].table
        assert table.exercise == exercise
        assert tuple(table.state.racks[0]) == exercise.tiles

    run(tmp_path, before, speed=1.0)
    run(tmp_path, after, speed=1.0)
