"""The classroom server in process, on a free localhost port, through light clients (tornado's
HTTP and websocket clients): people at one table see each other's moves, a reopened tab gets
its seat back, a page without a seat goes to the lobby, a foreign origin is refused, the
teacher's page needs the key, flooding is limited, and a restart brings the tables back."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tornado.httpclient import HTTPClientError
from tornado.websocket import WebSocketClosedError

from tests.server.client import Browser, Screen, anyone_away, run, text_of
from wordgames.classroom.progress import Progress
from wordgames.myword.claims import find_claims
from wordgames.server import ClassroomServer
from wordgames.server.web import NO_SEAT, RATE


def a_word(server: ClassroomServer, code: str, seat: int) -> str | None:
    """A word the cards on the table spell now (the test's head, as a person's eyes)."""
    assert server.room is not None
    table = server.room.tables[code].table
    view = table.view_json(seat)["view"]
    if view is None:
        return None
    faces = [face for _, face in view["table"]]
    found = sorted(find_claims(faces, table.game.lexicon, view["min_cards"]), key=len)
    return found[0] if found else None


async def call_a_word(server: ClassroomServer, code: str, seat: int, screen: Screen) -> str:
    """Wait for the table to spell a word, then call it from ``screen``."""
    word = None
    for _ in range(200):
        word = a_word(server, code, seat)
        if word:
            break
        await screen.read(5)
    assert word, "the table never spelt a word"
    await screen.send({"type": "claim", "word": word})
    return word


def called(name: str, word: str) -> Callable[[str], bool]:
    """Whether a screen says that ``name`` called ``word`` and that it is a good word (the
    screens' wording may change: only these words are relied on)."""
    said = re.compile(rf"\b{re.escape(name)} called {word.upper()}\b[^.!]*good word")
    return lambda html: said.search(text_of(html)) is not None


@pytest.mark.parametrize("people", [2, 4])
def test_people_at_one_table_see_each_others_words(tmp_path: Path, people: int) -> None:
    names = ["Ana", "Bo", "Cy", "Di"][:people]

    async def scenario(server: ClassroomServer) -> None:
        browsers = [Browser(server.url) for _ in names]
        code = await browsers[0].make(names[0], "myword", people=people, bots=0)
        for browser, name in zip(browsers[1:], names[1:], strict=True):
            assert await browser.join(name, code.lower()) == code  # any case works
        screens = [await b.screen(code) for b in browsers]
        for screen in screens:  # everyone sees everyone, nobody away
            await screen.until(lambda h: all(n in h for n in names) and not anyone_away(h))
        await screens[1].send({"type": "next"})  # anyone may start
        for seat in range(people):
            word = await call_a_word(server, code, seat, screens[seat])
            for other, screen in enumerate(screens):
                if other != seat:
                    await screen.until(called(names[seat], word), what=f"{word} called")
            await screens[seat].until(called("You", word))
        for screen in screens:
            screen.close()

    run(tmp_path, scenario, speed=8.0)


def test_a_reopened_tab_gets_its_seat_back_and_a_closed_one_shows_away(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo = Browser(server.url), Browser(server.url)
        code = await ana.make("Ana", "fivetiers", people=2, bots=1)
        await bo.join("Bo", code)
        first, theirs = await ana.screen(code), await bo.screen(code)
        await first.send({"type": "next"})
        html = await first.until(lambda h: 'name="words[]"' in h, what="Ana's rack")
        rack_before = _rack(server, code, 0)
        first.close()
        await theirs.until(anyone_away, what="Ana away")
        assert server.room is not None
        assert [s.playing for s in server.room.tables[code].table.seats] == ["away", "person",
                                                                             "bot"]
        again = await ana.screen(code)
        html = await again.until(lambda h: "Ana (you)" in h and not anyone_away(h))
        assert "Ana (you)" in html and "Bo (you)" not in html
        assert _rack(server, code, 0) == rack_before  # the same round, the same tiles
        await theirs.until(lambda h: not anyone_away(h), what="Ana back")
        again.close()
        theirs.close()

    run(tmp_path, scenario)


def _rack(server: ClassroomServer, code: str, seat: int) -> list[str]:
    assert server.room is not None
    return list(server.room.tables[code].table.view_json(seat)["view"]["rack"])


def test_a_page_without_a_seat_is_sent_to_the_lobby(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, stranger = Browser(server.url), Browser(server.url)
        code = await ana.make("Ana", "myword")
        screen = await stranger.screen(code)  # no cookie for this table
        assert await screen.socket.read_message() is None
        assert screen.socket.close_code == NO_SEAT
        forged = Browser(server.url)
        forged.cookies[f"wg-seat-{code}"] = "not-signed"
        screen = await forged.screen(code)
        assert await screen.socket.read_message() is None
        assert screen.socket.close_code == NO_SEAT
        page = await stranger.get(f"/t/{code}")  # the page itself goes to the lobby
        assert page.code == 302 and page.headers["Location"] == f"../?code={code}"

    run(tmp_path, scenario)


def test_a_socket_from_another_site_is_refused(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        code = await ana.make("Ana", "myword")
        with pytest.raises(HTTPClientError) as refused:
            await ana.screen(code, origin="http://evil.example")
        assert refused.value.code == 403
        screen = await ana.screen(code, origin=server.url)  # its own pages are fine
        assert "Ana" in await screen.until(lambda h: "Ana" in h)
        screen.close()

    run(tmp_path, scenario)


def test_the_teachers_page_needs_the_key_and_escapes_names(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        student = Browser(server.url)
        code = await student.make("<b>Bo</b>", "wordstorm", people=1, bots=2)
        seen = await student.screen(code)
        await seen.until(lambda h: "Bot 2" in h)
        teacher = Browser(server.url)
        assert (await teacher.get("/teacher")).code == 403
        assert (await teacher.get("/teacher?key=guess")).code == 403
        assert (await teacher.get("/teacher/live")).code == 403
        assert (await student.get("/teacher")).code == 403
        answer = await teacher.get(f"/teacher?key={server.key}")
        assert answer.code == 302 and answer.headers["Location"] == "teacher"
        page = (await teacher.get("/teacher")).body.decode()
        assert code in page and "&lt;b&gt;Bo&lt;/b&gt;" in page and "<b>Bo</b>" not in page
        assert "Bot 2" in page and "Word Storm" in page
        closed = await teacher.post("/teacher/table", code=code, do="close")
        assert closed.code == 303
        assert server.room is not None and not server.room.tables[code].open
        refused = await Browser(server.url).post("/join", name="Cy", code=code)
        assert refused.code == 400 and "closed" in refused.body.decode()
        forged = await student.post("/teacher/table", code=code, do="end")
        assert forged.code == 403 and not server.room.tables[code].table.over
        ended = await teacher.post("/teacher/table", code=code, do="end")
        assert ended.code == 303 and server.room.tables[code].table.over
        assert await teacher.post("/teacher/table", code=code, do="remove")
        assert code not in server.room.tables
        assert code not in (await teacher.get("/teacher/live")).body.decode()
        while await seen.read(5) is not None:
            pass
        assert seen.socket.close_code == NO_SEAT  # the student's page goes to the lobby

    run(tmp_path, scenario)


def test_flooding_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        code = await ana.make("Ana", "fivetiers", people=1, bots=1)
        screen = await ana.screen(code)
        await screen.until(lambda h: "Ana" in h)
        assert server.room is not None
        table = server.room.tables[code].table
        flood, before = int(3 * RATE), table.version
        for _ in range(flood):
            await screen.socket.write_message(json.dumps({"type": "pause"}))
        while len(screen.refused) < flood // 2:
            await screen.read(5)
        assert "Too many messages" in screen.refused[0]
        assert table.version - before <= RATE + 5  # the refused ones never reached the table
        await asyncio.sleep(1.1)  # the bucket fills again
        big = json.dumps({"type": "declare", "words": ["a" * 5000]})
        await screen.socket.write_message(big)
        while not any("too long" in r for r in screen.refused):
            await screen.read(5)
        with contextlib.suppress(WebSocketClosedError):  # a page that never stops is closed
            for _ in range(20 * int(RATE)):
                await screen.socket.write_message(json.dumps({"type": "pause"}))
        while await screen.read(5) is not None:
            pass
        assert screen.socket.close_code == 1008

    run(tmp_path, scenario)


def test_starting_tables_is_rate_limited_by_address(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A page request that starts a table is limited too: past the burst (a class behind one
    address), a new browser from the same address is told to wait and nothing is made."""
    from wordgames.server import web

    monkeypatch.setattr(web, "START_BURST", 3)

    async def scenario(server: ClassroomServer) -> None:
        assert server.room is not None
        for n in range(3):
            await Browser(server.url).make(f"Kid{n}", "fivetiers", people=2, bots=0)
        late = Browser(server.url)  # a fresh cookie changes nothing: the limit is by address
        response = await late.ask_to_make("Zed", "fivetiers")
        assert response.code == 429
        assert "Lots of new tables were just started here. Wait a few seconds" in text_of(
            response.body.decode())
        response = await late.post("/exercise", exercise="anything", name="Zed")
        assert response.code == 429
        assert len(server.room.tables) + len(server.room.drills) == 3
        # Another machine (here another loopback address) has a limit of its own.
        await Browser(server.url, source="127.0.0.2").make("Yan", "fivetiers", people=2,
                                                           bots=0)
        assert len(server.room.tables) == 4
        assert await late.join("Zed", next(iter(server.room.tables))) in server.room.tables

    run(tmp_path, scenario)


@pytest.mark.parametrize(("hub", "peer", "answers"), [
    (False, None, [303, 429]), (True, None, [303, 303]), (True, "127.0.0.2", [303, 429])])
def test_a_forwarded_address_counts_only_behind_the_hubs_proxy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hub: bool, peer: str | None,
        answers: list[int]) -> None:
    """As a JupyterHub service on loopback, the hub's proxy says whose browser it forwards,
    and the start limit is that browser's machine's; anywhere else the header is ignored (a
    browser could send any), and so it is from any peer but the proxy's own address (here
    127.0.0.2, though the hub's variable is set)."""
    from wordgames.server import web

    monkeypatch.setattr(web, "START_BURST", 1)
    if hub:
        monkeypatch.setenv("JUPYTERHUB_SERVICE_PREFIX", "/")
    else:
        monkeypatch.delenv("JUPYTERHUB_SERVICE_PREFIX", raising=False)

    async def scenario(server: ClassroomServer) -> None:
        assert server.behind_hub == hub
        codes = []
        for n, address in enumerate(("10.0.0.7", "10.0.0.8")):
            browser = Browser(server.url, source=peer)
            browser.headers["X-Forwarded-For"] = address
            response = await browser.ask_to_make(f"Kid{n}", "fivetiers", people=2, bots=0)
            codes.append(response.code)
        assert codes == answers

    run(tmp_path, scenario)


def test_a_restart_brings_back_the_tables_mid_round(tmp_path: Path) -> None:
    saved: dict[str, Any] = {}

    async def before(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        code = await ana.make("Ana", "myword", people=1, bots=1)
        screen = await ana.screen(code)
        await screen.send({"type": "next"})
        await screen.until(lambda h: h.count('class="wg-card"') >= 3, what="three cards")
        assert server.room is not None
        screen.close()
        await asyncio.sleep(0.3)  # Ana is away: the table holds its clock
        view = server.room.tables[code].table.view_json(0)
        saved.update(code=code, cookies=dict(ana.cookies), view=view["view"],
                     round=view["round"])

    async def after(server: ClassroomServer) -> None:
        code = str(saved["code"])
        assert server.room is not None and code in server.room.tables
        table = server.room.tables[code].table
        assert table.playing and table.round_number == saved["round"]
        assert table.view_json(0)["view"] == saved["view"]
        ana = Browser(server.url)
        ana.cookies.update(saved["cookies"])
        screen = await ana.screen(code)
        html = await screen.until(lambda h: "Ana (you)" in h and not anyone_away(h))
        assert "Bot 1 (easy)" in html  # bots numbered among the bots
        screen.close()

    run(tmp_path, before, speed=8.0)
    run(tmp_path, after, speed=8.0)


def test_a_finished_round_is_recorded_and_waits_when_the_database_cannot_take_it(
        tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        code = await ana.make("Ana", "myword", people=1, bots=1)
        screen = await ana.screen(code)
        assert server.room is not None
        database = Progress(tmp_path).path
        database.unlink()
        database.mkdir()  # the progress file cannot be opened now
        await screen.send({"type": "next"})
        await screen.until(lambda h: "Round 1 is over" in h, timeout=120, what="the round's end")
        await asyncio.sleep(0.5)
        recorder = server.room.recorder
        assert recorder.waiting == 1 and recorder.error
        teacher = Browser(server.url)
        await teacher.get(f"/teacher?key={server.key}")
        live = (await teacher.get("/teacher/live")).body.decode()
        assert "1 play(s) are waiting to be recorded" in live
        assert str(tmp_path) not in live and "the classroom folder" in live
        database.rmdir()
        server._writer.submit(recorder.retry).result()
        assert recorder.waiting == 0 and recorder.recorded == 1
        plays = Progress(tmp_path).plays()
        assert [(p["student"], p["game"]) for p in plays] == [("Ana", "myword")]
        screen.close()

    run(tmp_path, scenario, speed=40.0)


def test_the_server_imports_no_notebook_layer() -> None:
    import subprocess
    import sys

    code = ("import sys, wordgames.server; print(','.join(m for m in ('pandas', 'matplotlib', "
            "'ipywidgets', 'anywidget') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""


def test_the_teacher_moves_a_student_to_another_table(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo = Browser(server.url), Browser(server.url)
        here = await ana.make("Ana", "myword", people=1, bots=1)
        there = await bo.make("Bo", "fivetiers", people=2, bots=0)
        screen = await ana.screen(here)
        await screen.until(lambda h: "Ana (you)" in h)
        teacher = Browser(server.url)
        await teacher.get(f"/teacher?key={server.key}")
        live = (await teacher.get("/teacher/live")).body.decode()
        assert f'<option value="{there}">' in live  # Ana's Move lists Bo's table
        moved = await teacher.post("/teacher/move", code=here, seat="0", to=there)
        assert moved.code == 303
        told = None
        while told is None:
            data = await screen.read(5)
            assert data is not None
            told = data.get("goto")
        assert told.startswith("../moved/")
        taken = await ana.get("/" + told.removeprefix("../"))  # the page goes there
        assert taken.code == 302 and taken.headers["Location"] == f"../t/{there}?moved=1"
        new = await ana.screen(there)
        await new.until(lambda h: "Ana (you)" in h and "Bo" in h)
        bo_screen = await bo.screen(there)
        await bo_screen.until(lambda h: "Ana" in text_of(h) and "Bo (you)" in h)
        assert server.room is not None
        # The old seat is a bot's to the match's end: nobody inherits Ana's points there.
        left = server.room.tables[here]
        assert left.free_seats() == [] and not left.joinable
        assert (left.table.seats[0].name, left.table.seats[0].playing) == ("Bot 2 (easy)", "bot")
        old = await ana.get(f"/t/{here}")  # the old table's address leads on, once used
        assert old.code == 302
        for socket in (screen, new, bo_screen):
            socket.close()

    run(tmp_path, scenario)


def test_a_lobby_makes_a_five_tiers_table_in_spanish(tmp_path):
    from wordgames.server.room import Room
    from wordgames.server.store import Store

    room = Room(Store(tmp_path), clock="simulated")
    sitting, _, _ = room.make("fivetiers:es", "easy", people=1, bots=1, name="Ana")
    table = sitting.table
    assert table.rules.spanish and "perro" in table.game.lexicon
    table.start()
    assert all(table.game.tileset.count(t) > 0 for t in ("RR", "LL", "Ñ"))


@pytest.mark.parametrize(("people", "bots", "said"), [
    (10**50, 0, "MY WORD! is for 2 to 6 players, and you chose 1.0e+50 people and 0 bots. "
                "Choose fewer people or bots"),
    (5, 4, "MY WORD! is for 2 to 6 players, and you chose 5 people and 4 bots. Choose fewer "
           "people or bots"),
    (1, 0, "MY WORD! is for 2 to 6 players, and you chose 1 person and 0 bots. Add a bot or "
           "a friend"),
    (1, -10**40, "bots: a number from 0, not -1.0e+40"),
])
def test_a_tampered_lobby_form_is_refused_in_short_words(tmp_path, people, bots, said):
    from wordgames.errors import InvalidInput
    from wordgames.server.room import Room
    from wordgames.server.store import Store

    room = Room(Store(tmp_path), clock="simulated")
    with pytest.raises(InvalidInput) as refused:
        room.make("myword", "easy", people=people, bots=bots, name="Ana")
    assert str(refused.value) == said
    assert not room.tables


def test_a_full_room_makes_room_from_its_oldest_finished_table_nobody_is_at(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgames.errors import IllegalAction
    from wordgames.server import room as rooms
    from wordgames.server.room import Room
    from wordgames.server.store import Store

    monkeypatch.setattr(rooms, "TABLE_LIMIT", 3)
    room = Room(Store(tmp_path), clock="simulated")
    codes = [room.make("fivetiers", "easy", people=1, bots=1, name=n)[0].code
             for n in ("Ana", "Bo", "Cy")]
    with pytest.raises(IllegalAction, match=r"the room is full: 3 tables are playing\. Ask "):
        room.make("fivetiers", "easy", people=1, bots=1, name="Di")  # nothing finished yet
    room.end(codes[2])
    room.tables[codes[1]].table.join(0)  # Bo's game ends while Bo is still at it
    room.end(codes[1])
    room.make("fivetiers", "easy", people=1, bots=1, name="Di")
    assert codes[2] not in room.tables and {codes[0], codes[1]} <= set(room.tables)
    saved = tmp_path / "server" / "tables"
    assert len(room.tables) == 3 and not (saved / f"{codes[2]}.json").exists()
    assert (saved / f"{codes[1]}.json").exists()


def test_a_word_made_at_the_server_shows_its_meaning_to_its_maker_only(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo = Browser(server.url), Browser(server.url)
        code = await ana.make("Ana", "myword", people=2, bots=0)
        await bo.join("Bo", code)
        mine, theirs = await ana.screen(code), await bo.screen(code)
        html = await mine.until(lambda h: "What your words mean" in h, what="the meanings")
        assert "What each word you make means will show here." in text_of(html)
        await mine.send({"type": "next"})
        word = await call_a_word(server, code, 0, mine)
        await theirs.until(called("Ana", word), what=f"{word} on Bo's screen")
        from wordgames.classroom.meaning import meaning

        child = meaning(word)
        shown = await mine.until(lambda h: f"{word.upper()}" in text_of(h).split(
            "What your words mean")[-1], what=f"{word}'s meaning")
        told = text_of(shown).split("What your words mean")[-1]
        assert (child or "we have no meaning") in told
        # Bo made no word: his panel says what it will show, not Ana's word's meaning.
        assert "What each word you make means" in text_of(theirs.html).split(
            "What your words mean")[-1]
        mine.close()
        theirs.close()

    run(tmp_path, scenario, speed=8.0)


def test_a_newcomer_never_takes_the_seat_a_moved_student_left(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo, cy, eve, fay = (Browser(server.url) for _ in range(5))
        here = await ana.make("Ana", "myword", people=3, bots=0)
        await bo.join("Bo", here)
        there = await cy.make("Cy", "fivetiers", people=2, bots=0)
        teacher = Browser(server.url)
        await teacher.get(f"/teacher?key={server.key}")
        assert (await teacher.post("/teacher/move", code=here, seat="1", to=there)).code == 303
        assert await eve.join("Eve", here) == here
        assert server.room is not None
        table = server.room.tables[here].table
        assert [s.name for s in table.seats] == ["Ana", "Bot 1 (easy)", "Eve"]
        screen = await eve.screen(here)
        html = await screen.until(lambda h: "Eve (you)" in h)
        assert "Bo" not in text_of(html).replace("Bot 1", "")
        view = table.view_json(2)
        assert view["totals"][2] == 0 and view["hints"] == 0
        refused = await fay.post("/join", name="Fay", code=here)
        assert refused.code != 303 and "full" in text_of(refused.body.decode())
        screen.close()

    run(tmp_path, scenario)


def test_the_teachers_page_shows_this_rounds_cards_the_words_that_did_not_count_and_ended(
        tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo = Browser(server.url), Browser(server.url)
        code = await ana.make("Ana", "myword", people=1, bots=1)
        other = await bo.make("Bo", "fivetiers", people=2, bots=0)
        mine = await ana.screen(code)
        await mine.send({"type": "next"})
        word = await call_a_word(server, code, 0, mine)
        await mine.send({"type": "claim", "word": "zzqx"})
        assert server.room is not None
        table = server.room.tables[code].table
        for _ in range(100):
            piles = table.state.piles
            if piles[0].cards and piles[0].invalid_claims:
                break
            await mine.read(2)
        won = len(table.state.piles[0].cards)
        assert won >= 3 and table.playing
        teacher = Browser(server.url)
        await teacher.get(f"/teacher?key={server.key}")
        live = (await teacher.get("/teacher/live")).body.decode()
        box = live[live.index(f'id="table-{code}"'):live.index(f'id="table-{other}"')
                   if live.index(f'id="table-{other}"') > live.index(f'id="table-{code}"')
                   else None]
        ana_row = re.search(r"<tr><td><span class=\"who\">Ana</span>.*?</tr>", box)
        assert ana_row, box
        row = text_of(ana_row.group(0))
        # This round's cards, not the match's 0 points; the word called and the one refused.
        assert f"{won} cards this round" in row and "0 points" not in row
        assert word in row and "did not count: zzqx" in row
        assert re.search(r"<select[^>]*move-" + code, ana_row.group(0))  # Move on the row
        ended = await teacher.post("/teacher/table", code=other, do="end")
        assert ended.code == 303
        live = (await teacher.get("/teacher/live")).body.decode()
        box = text_of(live[live.index(f'id="table-{other}"'):])
        box = box[:box.index("Remove")]
        # An ended table that never played: "ended", no "round 0", no clock running on.
        assert "ended" in box and "round 0" not in box
        assert re.search(r"\d+:\d\d", box) is None, box
        mine.close()

    run(tmp_path, scenario, speed=4.0)
