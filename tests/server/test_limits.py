"""The classroom server under a student who probes it (issue 37): each kind of attack bounded,
every test on loopback, few connections, a few seconds at most.

Idle and slow connections are closed; a request body is refused by its announced size before
it is read; connections are bounded (in all and by address) and a full server or one out of
descriptors pauses instead of spinning; joins and unstarted tables are limited by address (the
proxy's word is believed only from the proxy: test_server.py); an unstarted table ends on its
own; snapshots never
wait for the progress database and are written again until saved; the stop message says what
was saved."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.server.client import Browser, run, text_of
from wordgames.classroom.progress import Progress
from wordgames.server import ClassroomServer

LINUX = sys.platform.startswith("linux")


def _raw(server: ClassroomServer, source: str = "127.0.0.1") -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((source, 0))
    sock.setblocking(False)
    sock.connect_ex(("127.0.0.1", server.port))
    return sock


async def _closed(sock: socket.socket, within: float) -> bool:
    """Whether the server closes ``sock`` within ``within`` seconds (what it sent is read)."""
    end = time.monotonic() + within
    while time.monotonic() < end:
        try:
            if sock.recv(65536) == b"":
                return True
        except BlockingIOError:
            pass
        except (ConnectionResetError, BrokenPipeError):
            return True
        await asyncio.sleep(0.05)
    return False


def _rss() -> int:
    """This process's resident memory, in bytes (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


def test_an_idle_or_slow_connection_is_closed(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgames.server import gate

    monkeypatch.setattr(gate, "IDLE", 0.5)
    monkeypatch.setattr(gate, "BODY_TIME", 0.5)

    async def scenario(server: ClassroomServer) -> None:
        idle, slow, stalled = _raw(server), _raw(server), _raw(server)
        await asyncio.sleep(0.1)
        slow.send(b"GET / HTTP/1.1\r\nHost: x\r\n")  # the headers never end
        stalled.send(b"POST /join HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nname=")
        assert await _closed(idle, 5.0), "an idle connection stayed open"
        assert await _closed(slow, 5.0), "a connection with half its headers stayed open"
        assert await _closed(stalled, 5.0), "a connection with half its body stayed open"
        for sock in (idle, slow, stalled):
            sock.close()
        assert (await Browser(server.url).get("/")).code == 200

    run(tmp_path, scenario)


@pytest.mark.skipif(not LINUX, reason="reads the process's memory from /proc")
def test_a_large_body_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """A 95 MB form is refused by its Content-Length: the connection closes after the headers,
    the server reads next to nothing of it and its memory stays where it was."""

    async def scenario(server: ClassroomServer) -> None:
        assert server.room is not None
        size = 95 * 1024 * 1024
        sock = _raw(server)
        await asyncio.sleep(0.1)
        sock.setblocking(True)
        sock.settimeout(5)
        before = _rss()
        sock.sendall(b"POST /make HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-"
                     b"urlencoded\r\nContent-Length: " + str(size).encode() + b"\r\n\r\n")
        chunk, sent = b"name=" + b"a" * 65531, 0

        def push() -> int:
            done = 0
            try:
                while done < size:
                    done += sock.send(chunk)
            except OSError:  # the server closed it: the rest is never sent
                pass
            return done

        sent = await asyncio.get_running_loop().run_in_executor(None, push)
        answer = b""
        with contextlib.suppress(OSError):
            answer = sock.recv(100)
        sock.close()
        assert sent < 16 * 1024 * 1024, f"the server took {sent:,} bytes of the body"
        assert answer in (b"", b"HTTP/1.1 400 Bad Request\r\n\r\n"[:len(answer)])
        assert _rss() - before < 24 * 1024 * 1024
        assert not server.room.tables
        assert (await Browser(server.url).get("/")).code == 200

    run(tmp_path, scenario)


def test_connections_are_bounded_by_address_and_in_all(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """One address's connections past its share are closed at once; a full server stops
    accepting for a moment (no spinning) and takes the waiting ones when room is made."""
    from wordgames.server import app

    monkeypatch.setattr(app, "PER_ADDRESS", 4)

    async def scenario(server: ClassroomServer) -> None:
        http = server._http
        assert http is not None
        held = [_raw(server, "127.0.0.3") for _ in range(7)]
        await asyncio.sleep(0.3)
        closed = [await _closed(sock, 0.2) for sock in held]
        assert sum(closed) == 3 and http.turned_away == 3
        assert (await Browser(server.url).get("/")).code == 200  # another address is served
        for sock in held:
            sock.close()
        # Full in all: the door shuts for a moment instead of accepting in a loop.
        http.most = 3
        idle = [_raw(server, f"127.0.0.{4 + n}") for n in range(3)]
        await asyncio.sleep(0.3)
        # Spinning is told by how often the door is tried, not by a clock: shut, it is tried
        # once a pause (0.5 s); an accept loop that spun would try it thousands of times.
        tries: list[int] = []
        count = http.open_connections
        monkeypatch.setattr(http, "open_connections", lambda: tries.append(1) or count())
        waiting = asyncio.ensure_future(Browser(server.url).get("/"))
        await asyncio.sleep(1.0)
        assert not waiting.done() and http.pauses >= 1
        assert len(tries) <= 10, f"the accept loop spun: the door tried {len(tries)} times"
        for sock in idle:
            sock.close()
        assert (await asyncio.wait_for(waiting, 5)).code == 200

    run(tmp_path, scenario)


_OUT_OF_DESCRIPTORS = """
import asyncio, resource, sys
from wordgames.server import app
resource.setrlimit(resource.RLIMIT_NOFILE, (72, 72))
app.fitting_limit = lambda soft: 10_000  # no bound of our own: the system runs out first
async def main():
    server = app.ClassroomServer(sys.argv[1], warm=False)
    await server.start(0)
    print(server.port, flush=True)
    await asyncio.sleep(float(sys.argv[2]))
    print("pauses", server._http.pauses, flush=True)
    await server.stop()
asyncio.run(main())
"""


@pytest.mark.skipif(not LINUX, reason="reads the server's CPU time from /proc")
def test_out_of_descriptors_the_server_waits_instead_of_spinning(tmp_path: Path) -> None:
    """With the system's descriptors used up (EMFILE on accept) the server pauses its door:
    little CPU, a few lines of log, and it serves again once the sockets go."""
    child = subprocess.Popen([sys.executable, "-c", _OUT_OF_DESCRIPTORS, str(tmp_path), "6"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        port = int(child.stdout.readline())
        held = []
        for _ in range(90):
            sock = socket.create_connection(("127.0.0.1", port))
            held.append(sock)
        time.sleep(0.5)

        def cpu() -> float:
            fields = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / 100  # utime + stime, in ticks

        before = cpu()
        time.sleep(2.0)
        assert cpu() - before < 0.8, "the accept loop spun on EMFILE"
        for sock in held:
            sock.close()
        time.sleep(1.0)
        with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
            sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            assert sock.recv(12) == b"HTTP/1.1 200"
        out, err = child.communicate(timeout=30)
        assert int(out.split()[-1]) >= 1
        assert len(err.splitlines()) < 200, "the log ran away"
    finally:
        child.kill()
        child.wait()


def test_joins_are_limited_by_address(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgames.server import web

    monkeypatch.setattr(web, "JOIN_BURST", 2)

    async def scenario(server: ClassroomServer) -> None:
        assert server.room is not None
        code = await Browser(server.url).make("Ana", "myword", people=4, bots=0)
        for name in ("Bo", "Cy"):
            await Browser(server.url, source="127.0.0.2").join(name, code)
        late = await Browser(server.url, source="127.0.0.2").post("/join", name="Di", code=code)
        assert late.code == 429
        assert "Lots of seats were just taken here. Wait a few seconds" in text_of(
            late.body.decode())
        assert len(server.room.tables[code].tokens) == 3
        assert await Browser(server.url, source="127.0.0.3").join("Ed", code) == code

    run(tmp_path, scenario)


def test_tables_waiting_unstarted_are_limited_by_address_and_end_on_their_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgames.server import room as rooms

    monkeypatch.setattr(rooms, "UNSTARTED_PER_ADDRESS", 2)

    async def scenario(server: ClassroomServer) -> None:
        room = server.room
        assert room is not None
        kid = Browser(server.url, source="127.0.0.2")
        first = await kid.make("Ana", "fivetiers", people=2, bots=0)
        second = await kid.make("Bo", "fivetiers", people=2, bots=0)
        refused = await kid.ask_to_make("Cy", "fivetiers", people=2, bots=0)
        assert refused.code == 400
        assert "2 tables made here are waiting for their game to start. Join one of them" in \
            text_of(refused.body.decode())
        assert len(room.tables) == 2
        other = await Browser(server.url, source="127.0.0.3").make("Di", "fivetiers")
        # Nobody started them and nobody is at them: a few minutes on, they end and go.
        screen = await kid.screen(second)  # someone at the second keeps it
        await screen.until(lambda h: "Bo" in h)
        later = time.time() + rooms.UNSTARTED_FOR + 1
        assert room.end_unstarted(later) == [first, other] or \
            sorted(room.end_unstarted(later)) == sorted([first, other])
        assert set(room.tables) == {second}
        lobby = text_of((await kid.get("/")).body.decode())
        assert first not in lobby
        assert not (tmp_path / "server" / "tables" / f"{first}.json").exists() or \
            await _gone(tmp_path / "server" / "tables" / f"{first}.json")
        teacher = Browser(server.url)
        await teacher.get(f"/teacher?key={server.key}")
        assert first not in text_of((await teacher.get("/teacher")).body.decode())
        assert (await kid.make("Ed", "fivetiers")) in room.tables  # room for one more
        screen.close()

    run(tmp_path, scenario)


async def _gone(path: Path) -> bool:
    for _ in range(50):
        if not path.exists():
            return True
        await asyncio.sleep(0.05)
    return False


def test_a_started_table_or_one_with_someone_at_it_stays(tmp_path: Path) -> None:
    from wordgames.server.room import UNSTARTED_FOR, Room
    from wordgames.server.store import Store

    room = Room(Store(tmp_path), clock="simulated")
    played = room.make("fivetiers", "easy", people=1, bots=1, name="Ana")[0]
    played.table.join(0)
    played.table.play_round()
    present = room.make("fivetiers", "easy", people=1, bots=1, name="Bo")[0]
    present.table.join(0)
    left = room.make("fivetiers", "easy", people=1, bots=1, name="Cy")[0]
    later = time.time() + UNSTARTED_FOR + 1
    assert room.end_unstarted(later) == [left.code]
    assert set(room.tables) == {played.code, present.code}


def test_a_drill_nobody_touched_ends_and_a_played_one_stays(tmp_path: Path) -> None:
    from wordgames.classroom import make_exercise
    from wordgames.server.room import UNTOUCHED_DRILL_FOR, Room
    from wordgames.server.store import Store

    make_exercise("anagram", ["cat", "dog"], seed=1).save("words", tmp_path)
    room = Room(Store(tmp_path), clock="simulated")
    untouched = room.make_exercise("words", "Ana")[0]
    played = room.make_exercise("words", "Bo")[0]
    played.send('{"type": "try", "word": "cat"}')
    assert room.end_unstarted(time.time() + UNTOUCHED_DRILL_FOR - 5) == []
    assert room.end_unstarted(time.time() + UNTOUCHED_DRILL_FOR + 1) == [untouched.code]
    assert set(room.drills) == {played.code}


def test_snapshots_never_wait_for_the_progress_database(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """While the progress database is held (its writer stuck on a lock), tables are still
    saved; a snapshot that failed is written again without any change of its table."""
    from wordgames.server import app

    monkeypatch.setattr(app, "SAVE_EVERY", 0.2)

    async def scenario(server: ClassroomServer) -> None:
        room = server.room
        assert room is not None
        stuck = threading.Event()
        server._records.submit(stuck.wait, 30)  # the recorder waits on a locked database
        store = room.store
        real = store.write_table
        failing = {"left": 2}

        def flaky(code: str, entry: dict[str, object]) -> None:
            if failing["left"]:
                failing["left"] -= 1
                raise OSError(28, "No space left on device")
            real(code, entry)

        monkeypatch.setattr(store, "write_table", flaky)
        code = await Browser(server.url).make("Ana", "fivetiers")
        saved = tmp_path / "server" / "tables" / f"{code}.json"
        for _ in range(100):  # retried until saved, the table unchanged meanwhile
            if saved.exists() and code not in room.unsaved:
                break
            await asyncio.sleep(0.05)
        assert json.loads(saved.read_text())["code"] == code
        assert failing["left"] == 0 and code not in room.save_errors
        stuck.set()

    run(tmp_path, scenario)


def test_the_stop_message_says_what_was_saved(tmp_path: Path) -> None:
    said: list[str] = []

    async def saved(server: ClassroomServer) -> None:
        await Browser(server.url).make("Ana", "fivetiers")
        said.append(await server.stop())

    async def unsaved(server: ClassroomServer) -> None:
        assert server.room is not None

        def refuse(code: str, entry: dict[str, object]) -> None:
            raise PermissionError(13, "Permission denied")

        server.room.store.write_table = refuse  # type: ignore[method-assign]
        await Browser(server.url).make("Bo", "fivetiers")
        said.append(await server.stop())

    async def plays_waiting(server: ClassroomServer) -> None:
        assert server.room is not None
        recorder = server.room.recorder
        recorder.pending.append({"student": "Ana", "game": "fivetiers"})
        recorder.error = "database is locked"
        said.append(await server.stop())

    run(tmp_path / "a", saved)
    run(tmp_path / "b", unsaved)
    run(tmp_path / "c", plays_waiting)
    assert said[2] == (f"Stopped; 0 table(s) saved in {tmp_path / 'c' / 'server' / 'tables'}. "
                       "1 play(s) could not go to the progress database yet (database is "
                       "locked): they are kept and recorded at the next start.")
    assert said[0] == f"Stopped; 1 table(s) saved in {tmp_path / 'a' / 'server' / 'tables'}."
    assert said[1].startswith("Stopped, but 1 of 1 table(s) could not be saved in ")
    assert "Permission denied" in said[1] and "saved in" not in said[1].replace(
        "could not be saved in", "")


def test_a_locked_progress_database_is_never_advised_away(tmp_path: Path) -> None:
    from wordgames.classroom.progress import _advice
    from wordgames.errors import WordgamesError

    Progress(tmp_path)
    holder = sqlite3.connect(tmp_path / "progress.sqlite")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(WordgamesError) as locked:
            Progress(tmp_path, timeout=0.1).record(
                student="Ana", game="fivetiers", accepted=["cat"], session="x")
    finally:
        holder.rollback()
        holder.close()
    assert "move it away" not in str(locked.value)
    assert "another program is writing to it" in str(locked.value)
    full = _advice(sqlite3.OperationalError("database or disk is full"))
    assert "move" not in full and full.startswith("the disk is full")
    assert "move it away" in _advice(sqlite3.DatabaseError("file is not a database"))


@pytest.mark.parametrize(("typed", "seated"), [
    ("Ana\u3164", "Ana"), ("\u200bBo\u200d", "Bo"), ("Ｃｙ", "Cy"), ("Di\u202eX", "DiX"),
    ("Ana\u00a0María", "Ana María"), ("Ed\ufe0f\u2800", "Ed"), ("山田 Taro", "山田 Taro"),
    ("Ελένη", "Ελένη"), ("Аня", "Аня"),
])
def test_a_name_is_seated_as_it_shows(typed: str, seated: str) -> None:
    from wordgames.play.table import clean_name

    assert clean_name(typed) == seated


@pytest.mark.parametrize(("typed", "said"), [
    ("\u3164", "a name needs at least one letter"),
    ("\u3164\u3164 \u115f\u200b", "a name needs at least one letter"),
    ("\u2800\u2800", "a name needs at least one letter"),
    ("\u0410na", "a name mixes letters of two alphabets (Latin and Cyrillic: 'А' is Cyrillic)"),
    ("Pablo\u03bf", "a name mixes letters of two alphabets (Latin and Greek: 'ο' is Greek)"),
    ("Аn", "a name mixes letters of two alphabets"),
])
def test_an_invisible_or_look_alike_name_is_refused_in_a_sentence(
        tmp_path: Path, typed: str, said: str) -> None:
    async def scenario(server: ClassroomServer) -> None:
        assert server.room is not None
        response = await Browser(server.url).ask_to_make(typed, "fivetiers")
        assert response.code == 400
        assert said.lower() in text_of(response.body.decode()).lower()
        assert not server.room.tables

    run(tmp_path, scenario)


def test_a_message_is_limited_in_bytes_not_characters(tmp_path: Path) -> None:
    """1,100 four-byte letters are 1,100 characters but 4,400 bytes: over the 4 KB."""

    async def scenario(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        code = await ana.make("Ana", "myword", bots=1)
        screen = await ana.screen(code)
        await screen.until(lambda h: "Ana" in h)
        raw = json.dumps({"type": "claim", "word": "\U0001F600" * 1100}, ensure_ascii=False)
        assert len(raw) < 4096 < len(raw.encode())
        await screen.socket.write_message(raw)
        await screen.until(lambda h: bool(screen.refused), what="the refusal")
        assert screen.refused == ["That message is too long (at most 4 KB)."]
        screen.close()

    run(tmp_path, scenario)


def test_untouched_drills_count_as_waiting_for_their_address(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgames.classroom import make_exercise
    from wordgames.errors import IllegalAction
    from wordgames.server import room as rooms
    from wordgames.server.room import Room
    from wordgames.server.store import Store

    monkeypatch.setattr(rooms, "UNSTARTED_PER_ADDRESS", 2)
    make_exercise("anagram", ["cat", "frog"], seed=3).save("drill", folder=tmp_path)
    room = Room(Store(tmp_path), clock="simulated")
    first = room.make_exercise("drill", "Ana", address="10.0.0.9")[0]
    room.make_exercise("drill", "Bo", address="10.0.0.9")
    with pytest.raises(IllegalAction, match="2 tables made here are waiting"):
        room.make_exercise("drill", "Cy", address="10.0.0.9")
    room.drill_send(first, '{"type": "try", "word": "tac"}')  # a move: it has begun
    room.make_exercise("drill", "Cy", address="10.0.0.9")
    assert len(room.drills) == 3
