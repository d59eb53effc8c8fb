"""A teacher's anagram drill on the classroom server: the lobby lists it with the other
exercises, a student starts it and plays it over the websocket (a right word, a real other word
from the same tiles told apart, a misspelling, a hint, a skip), a reopened socket gets the drill
as it was, a restart brings it back mid-way, and the play is recorded once, word for word."""

from __future__ import annotations

import asyncio
import html
import json
from pathlib import Path

from tests.server.client import Browser, Screen, run, text_of
from wordgames.classroom import Progress, make_exercise
from wordgames.play.table import MESSAGE_LIMIT
from wordgames.server import ClassroomServer
from wordgames.server.room import Room
from wordgames.server.store import Store
from wordgames.server.web import NO_SEAT

DRILL = "week 3 drill"


def _classroom(folder: Path) -> None:
    make_exercise("anagram", ["cat", "tiger", "frog"], seed=3).save(DRILL, folder=folder)
    make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3).save("five", folder=folder)


async def _start(server: ClassroomServer, ana: Browser) -> tuple[str, Screen]:
    lobby = html.unescape((await ana.get("/")).body.decode())
    assert f'value="{DRILL}"' in lobby and f"{DRILL}</button> Anagram drill" in lobby
    assert 'value="five"' in lobby  # with the other exercises
    response = await ana.post("/exercise", name="Ana", exercise=DRILL)
    assert response.code == 303, response.body.decode()[:2000]
    code = str(response.headers["Location"]).rsplit("/", 1)[-1]
    assert server.room is not None and code in server.room.drills
    assert code not in server.room.tables
    page = (await ana.get(f"/t/{code}")).body.decode()
    assert "Anagram exercise: week 3 drill" in page and f"{code}/socket" in page
    screen = await ana.screen(code)
    await screen.until(lambda h: "puzzle 1 of 3" in h, what="the first puzzle")
    return code, screen


def _words(page: str) -> str:
    return html.unescape(text_of(page))


async def _said(screen: Screen, move: dict[str, object], words: str) -> str:
    await screen.send(move)
    return _words(await screen.until(lambda h: words in _words(h), what=repr(words)))


async def _recorded(server: ClassroomServer) -> None:
    assert server.room is not None
    for _ in range(200):  # the writer thread records it
        if server.room.recorder.recorded:
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the drill's play was never recorded")


def test_a_student_plays_the_teachers_drill_and_the_play_is_recorded_once(
        tmp_path: Path) -> None:
    _classroom(tmp_path)

    async def scenario(server: ClassroomServer) -> None:
        assert server.room is not None
        ana = Browser(server.url)
        code, screen = await _start(server, ana)
        drill = server.room.drills[code].drill
        assert sorted(drill.tiles) == sorted("CAT")
        await _said(screen, {"type": "try", "word": "act"},
                    "ACT is a word too, but not the one we want: try again.")
        await _said(screen, {"type": "try", "word": "cta"},
                    "CTA is not a word we know. Check the spelling.")
        await _said(screen, {"type": "try", "word": "cat", "score": 9}, "'try' takes no score")
        await screen.send({"type": "try", "word": "x" * MESSAGE_LIMIT})
        await screen.until(lambda h: bool(screen.refused), what="the long message refused")
        assert screen.refused == [f"That message is too long (at most {MESSAGE_LIMIT // 1024} "
                                  "KB)."]
        await _said(screen, {"type": "hint"}, "Hint 1:")
        shown = await _said(screen, {"type": "try", "word": "Cat"}, "Right: CAT!")

        # the tab is closed and opened again: the same drill, as it was
        screen.close()
        again = await ana.screen(code)
        page = _words(await again.until(lambda h: "Right: CAT!" in h))
        assert page == shown and "puzzle 1 of 3" in page
        stranger = await Browser(server.url).screen(code)  # no cookie: sent to the lobby
        assert await stranger.socket.read_message() is None
        assert stranger.socket.close_code == NO_SEAT

        await _said(again, {"type": "next"}, "puzzle 2 of 3")
        await _said(again, {"type": "try", "word": "tiger"}, "Right: TIGER!")
        await _said(again, {"type": "next"}, "puzzle 3 of 3")
        end = await _said(again, {"type": "next"}, "How you did")  # Skip
        assert "Found 2 of 3 words, 1 hint, 1 skipped" in end
        assert "All done, Ana! Your teacher can see how you did." in end
        assert "The words you did not find: FROG" in end
        await _recorded(server)
        await _said(again, {"type": "next"}, "The drill is over")  # nothing more is recorded
        teacher = Browser(server.url)
        await teacher.get(f"/teacher?key={server.key}")
        live = text_of(html.unescape((await teacher.get("/teacher/live")).body.decode()))
        assert "Anagram drills (1)" in live
        assert ("Ana · “week 3 drill” · all 3 puzzles done · recorded Found 2 of 3 words, "
                "1 hint, 1 skipped") in live
        assert "Found: CAT, TIGER Not words: CTA Real words, not the one wanted: ACT" in live
        assert "Ana Anagram drill · week 3 drill 2: cat, tiger cta" in live  # words, not a count
        assert server.room.recorder.recorded == 1
        removed = await teacher.post("/teacher/table", code=code, do="remove")
        assert removed.code == 303 and code not in server.room.drills
        assert await again.socket.read_message() is None  # the tab goes to the lobby
        assert again.socket.close_code == NO_SEAT
        assert (await ana.get(f"/t/{code}")).code == 302

    run(tmp_path, scenario, speed=40.0)
    progress = Progress(tmp_path)
    [play] = progress.plays()
    assert (play["student"], play["game"], play["exercise"], play["hints"]) == (
        "Ana", "anagram", DRILL, 1)
    assert play["session"].startswith("drill ")
    assert [(w["word"], w["accepted"], w["target"]) for w in progress.words()] == [
        ("cat", 1, 1), ("tiger", 1, 1), ("cta", 0, 0)]
    assert {t["word"]: t["found"] for t in progress.targets()} == {
        "cat": 1, "tiger": 1, "frog": 0}


def test_a_kept_drill_that_is_no_drill_is_said_and_skipped(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.write_table("ABCD", {"code": "ABCD", "tokens": {"t": 0}, "drill": {"student": "Ana"}})
    room = Room(store, clock="simulated")
    assert room.restore() == 0
    assert room.problems == ["drill ABCD: a kept drill is the object Drill.to_dict makes"]


def test_a_drill_comes_back_mid_way_after_a_restart(tmp_path: Path) -> None:
    _classroom(tmp_path)
    kept: dict[str, object] = {}

    async def before(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        code, screen = await _start(server, ana)
        await _said(screen, {"type": "try", "word": "cat"}, "Right: CAT!")
        await _said(screen, {"type": "next"}, "puzzle 2 of 3")
        await _said(screen, {"type": "try", "word": "tigre"}, "TIGRE is not a word we know")
        kept.update(code=code, cookies=dict(ana.cookies))
        screen.close()

    async def after(server: ClassroomServer) -> None:
        assert server.room is not None
        code = str(kept["code"])
        drill = server.room.drills[code].drill
        assert (drill.position, drill.accepted, drill.refused) == (
            "puzzle 2 of 3", ["cat"], ["tigre"])
        ana = Browser(server.url)
        ana.cookies = dict(kept["cookies"])  # type: ignore[call-overload]
        screen = await ana.screen(code)
        page = _words(await screen.until(lambda h: "puzzle 2 of 3" in h))
        assert "TIGRE is not a word we know" in page
        await _said(screen, {"type": "try", "word": "tiger"}, "Right: TIGER!")
        await _said(screen, {"type": "next"}, "puzzle 3 of 3")
        await _said(screen, {"type": "try", "word": "frog"}, "Right: FROG!")
        await _said(screen, {"type": "next"}, "Found 3 of 3 words, 0 hints, 0 skipped")
        await _recorded(server)
        screen.close()

    run(tmp_path, before, speed=1.0)
    saved = json.loads(next((tmp_path / "server" / "tables").glob("*.json")).read_text())
    assert saved["drill"]["accepted"] == ["cat"] and saved["drill"]["puzzle"] == 1
    run(tmp_path, after, speed=1.0)
    progress = Progress(tmp_path)
    [play] = progress.plays()
    assert (play["student"], play["accepted"], play["hints"]) == ("Ana", 3, 0)
    assert [(w["word"], w["accepted"]) for w in progress.words()] == [
        ("cat", 1), ("tiger", 1), ("frog", 1), ("tigre", 0)]


def test_a_drills_screen_goes_with_its_clock_which_stands_on_the_server() -> None:
    """The page's client counts a drill's clock from the clock sent beside its screen; the
    server's drills are untimed, so it stands (rate 0) and the screen shows no clock."""
    import json as json_module

    from wordgames.classroom import make_exercise
    from wordgames.classroom.drill import Drill
    from wordgames.server.drills import DrillSitting
    from wordgames.server.places import DrillSeat

    sitting = DrillSitting("ABCD", Drill(make_exercise("anagram", ["cat"], seed=3), "Ana"), "t")
    sent = json_module.loads(DrillSeat(None, sitting).screen())  # type: ignore[arg-type]
    assert sent["clock"]["rate"] == 0.0 and sent["clock"]["now"] >= 0
    assert "data-ends" not in sent["html"]
