"""The classroom server under a class: light websocket clients (no browser) against one server.

Run from the repository root::

    python benchmarks/bench_hub.py [--tables 8] [--people 4] [--seconds 60] [--speed 4]

The server runs in a child process (as ``python -m wordgames app`` runs it, warmed up first),
with a probe on its event loop (a 5 ms sleep, how late it wakes) and, as the baseline of the
same run on the same loop, a bare websocket echo. The clients, in this process:

1. ``--tables`` MY WORD! tables of ``--people`` people each (and ``--bots``) are made and
   joined from the lobby, every seat's socket opened, every round started; the people look at
   the cards on their screens and call the words they see (``find_claims``, in two processes
   of the clients' own, so that the search never holds up their reading), and for every call
   the time until each other person's screen shows it is taken; the next round is started
   when one ends.
   Printed: those times' p50/p99 beside the echo's, the loop's lag p99 overall and within 1 s
   of a round's end, the server's CPU.
2. Memory: the server's RSS before the class arrived and with every student seated and
   connected: the difference per student.
3. 30 students open the lobby at the same moment and sit down (10 make a table of 3, 20 join
   a friend's by its code as soon as the friend has it): how long until all 30 see their table.
4. Memory again: ``--more`` students seated at tables of ``--people`` (the first figure may
   hide in memory the warm-up freed, which Python hands out again).

5. The size of one screen update per game (in this process, no server): a round at a table
   of a person and three bots on the simulated clock, every screen the person's seat is sent,
   as the server sends it now (``render(..., styled=False)`` and the table's clock: the
   stylesheet is a static file, fetched once) beside the same screen the way it was sent
   before (the whole stylesheet inside every update). Printed: median and p99 bytes each.

"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import re
import statistics
import sys
import tempfile
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.server.client import Browser, Screen, text_of
from wordgames.kit.protocol import GAMES
from wordgames.myword.claims import find_claims

CARD = re.compile(r'<span class="wg-card" data-card="\d+">([^<]*)</span>')
CALLED = re.compile(r"(\S+) called ([A-Z]+)\b[^.!]*good word")


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# -- the server's process ---------------------------------------------------------------------

def server_process(folder: str, speed: float, said: Any, stop: Any) -> None:
    asyncio.run(_server(folder, speed, said, stop))


async def _server(folder: str, speed: float, said: Any, stop: Any) -> None:
    import tornado.web
    import tornado.websocket

    from wordgames.server import ClassroomServer

    class Echo(tornado.websocket.WebSocketHandler):
        def open(self, *args: str, **kwargs: str) -> None:
            self.set_nodelay(True)

        def on_message(self, message: str | bytes) -> None:
            self.write_message(message)

    server = ClassroomServer(folder, speed=speed)
    port = await server.start(0)
    echo = tornado.web.Application([(r"/echo", Echo)]).listen(0, "127.0.0.1")
    echo_port = next(iter(echo._sockets.values())).getsockname()[1]
    assert server.room is not None
    ends: list[float] = []
    counted: dict[str, int] = {}

    def watch(sitting: Any) -> None:
        rounds = len(sitting.table.rounds)
        if rounds > counted.get(sitting.code, 0):
            counted[sitting.code] = rounds
            ends.append(time.monotonic())

    server.room.listen(watch)
    lags: list[tuple[float, float]] = []
    said.put((port, echo_port, server.key))
    while not stop.is_set():
        began = time.monotonic()
        await asyncio.sleep(0.005)
        lags.append((began, time.monotonic() - began - 0.005))
    said.put((lags, ends))
    echo.stop()
    await server.stop()


# -- the students' eyes: the word search in processes of its own, so that the clients' loop ----
# -- reads every socket on time (in the loop it held the clients up to 2 s at 20 tables) ----

_LEXICON: list[Any] = []


def _load_words() -> None:
    info = GAMES.get_info("myword")
    _LEXICON.append(info.default_lexicon(info.rules()))
    find_claims(["C", "A", "T"], _LEXICON[0], 3)


def words_on(faces: list[str], min_cards: int) -> list[str]:
    """The words the cards ``faces`` spell, shortest first."""
    return sorted(find_claims(faces, _LEXICON[0], min_cards), key=len)


# -- the class --------------------------------------------------------------------------------

class Person:
    """A student at a table: reads every screen; calls the words its cards spell."""

    def __init__(self, name: str, browser: Browser, screen: Screen) -> None:
        self.name = name
        self.browser = browser
        self.screen = screen
        self.seen: dict[tuple[str, str], float] = {}  # (caller, WORD) -> when shown here

    async def listen(self, table: Table) -> None:
        while True:
            data = await self.screen.read(timeout=600)
            if data is None:
                return
            now = time.perf_counter()
            for caller, word in CALLED.findall(text_of(self.screen.html)):
                if (caller, word) not in self.seen:
                    self.seen[(caller, word)] = now
                    table.shown.set()
            table.changed.set()


class Table:
    def __init__(self, code: str, people: list[Person]) -> None:
        self.code = code
        self.people = people
        self.changed = asyncio.Event()
        self.shown = asyncio.Event()  # a call reached someone's screen
        self.called: set[str] = set()

    async def play(self, until: float, eyes: Executor, min_cards: int,
                   latencies: list[float]) -> None:
        """Call words while the clock allows, and start each next round."""
        starter = self.people[0]
        turn = 0
        while time.perf_counter() < until:
            self.changed.clear()
            html = starter.screen.html
            if 'data-send="{&quot;type&quot;: &quot;next&quot;}"' in html:
                await starter.screen.send({"type": "next"})
                self.called.clear()
            else:
                caller = self.people[turn % len(self.people)]
                faces = CARD.findall(caller.screen.html)
                found = await asyncio.get_running_loop().run_in_executor(
                    eyes, words_on, faces, min_cards)
                words = [w for w in found if w not in self.called]
                if words and "type a word" in caller.screen.html:
                    word = words[0]
                    self.called.add(word)
                    sent = time.perf_counter()
                    await caller.screen.send({"type": "claim", "word": word})
                    others = [p for p in self.people if p is not caller]
                    key = (caller.name, word.upper())
                    end = sent + 5
                    while time.perf_counter() < end and not all(key in p.seen for p in others):
                        self.shown.clear()
                        with contextlib.suppress(TimeoutError):
                            await asyncio.wait_for(self.shown.wait(), end - time.perf_counter())
                    latencies.extend(p.seen[key] - sent for p in others if key in p.seen)
                    turn += 1
                    continue
                turn += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), 1.0)


async def seat_class(url: str, tables: int, people: int, bots: int = 0,
                     level: str = "easy") -> list[Table]:
    made = []
    for t in range(tables):
        names = [f"T{t}P{p}" for p in range(people)]
        # Each table's people from a loopback address of their own, as from a machine each:
        # the server limits how many tables one address starts (web.Starts).
        source = f"127.0.{1 + t // 250}.{2 + t % 250}"
        browsers = [Browser(url, source=source) for _ in names]
        code = await browsers[0].make(names[0], "myword", people=people, bots=bots,
                                      level=level)
        for browser, name in zip(browsers[1:], names[1:], strict=True):
            await browser.join(name, code)
        screens = [await b.screen(code) for b in browsers]
        table = Table(code, [Person(n, b, s) for n, b, s in
                             zip(names, browsers, screens, strict=True)])
        for person in table.people:
            await person.screen.until(lambda h: "Press Start" in h)
        made.append(table)
    return made


async def echo_baseline(port: int, n: int = 200) -> list[float]:
    from tornado.websocket import websocket_connect

    socket = await websocket_connect(f"ws://127.0.0.1:{port}/echo")
    if socket.protocol is not None:
        socket.protocol.set_nodelay(True)
    times = []
    for i in range(n):
        sent = time.perf_counter()
        await socket.write_message(f'{{"n": {i}}}')
        await socket.read_message()
        times.append(time.perf_counter() - sent)
    socket.close()
    return times


async def rush(url: str, students: int = 30, group: int = 3) -> float:
    """``students`` open the lobby and sit down at once; seconds until all see their table."""
    codes: dict[int, asyncio.Future[str]] = {}
    loop = asyncio.get_running_loop()

    async def student(n: int) -> None:
        browser = Browser(url)
        await browser.get("/")
        table = n // group
        if n % group == 0:
            code = await browser.make(f"R{n}", "myword", people=group, bots=1)
            codes[table].set_result(code)
        else:
            code = await codes[table]
            await browser.join(f"R{n}", code)
        screen = await browser.screen(code)
        await screen.until(lambda h: f"R{n} (you)" in h, timeout=120)
        screen.close()

    for table in range((students + group - 1) // group):
        codes[table] = loop.create_future()
    began = time.perf_counter()
    await asyncio.gather(*(student(n) for n in range(students)))
    return time.perf_counter() - began


async def main_async(args: argparse.Namespace, pid: int, port: int, echo_port: int) -> float:
    """Parts 1 to 4; returns the server's move -> screens p50 (seconds)."""
    url = f"http://127.0.0.1:{port}"
    rules = GAMES.get_info("myword").rules()
    eyes = ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_load_words)
    await asyncio.gather(*(asyncio.get_running_loop().run_in_executor(
        eyes, words_on, ["C", "A", "T"], 3) for _ in range(4)))  # the eyes are open

    base = rss_kb(pid)
    tables = await seat_class(url, args.tables, args.people, args.bots, args.level)
    students = args.tables * args.people
    seated = rss_kb(pid)
    print(f"Memory: server RSS {base / 1024:.1f} MB warmed with no tables, "
          f"{seated / 1024:.1f} MB with {students} students seated and connected: "
          f"{(seated - base) / students:.0f} KB per student (tables included)")

    listeners = [asyncio.create_task(p.listen(t)) for t in tables for p in t.people]
    latencies: list[float] = []
    cpu_before, wall_before = cpu_seconds(pid), time.perf_counter()
    mine_before = cpu_seconds(os.getpid())
    until = time.perf_counter() + args.seconds
    await asyncio.gather(*(t.play(until, eyes, rules.min_cards, latencies) for t in tables))
    eyes.shutdown()
    wall = time.perf_counter() - wall_before
    cpu = (cpu_seconds(pid) - cpu_before) / wall
    mine = (cpu_seconds(os.getpid()) - mine_before) / wall
    echo = await echo_baseline(echo_port)
    p50, p99 = quantile(latencies, 0.5), quantile(latencies, 0.99)
    e50 = quantile(echo, 0.5)
    with_bots = f" and {args.bots} {args.level} bots" if args.bots else ""
    print(f"A move -> the other players' screens ({args.tables} tables x {args.people} people"
          f"{with_bots}, "
          f"{len(latencies)} screens): p50 {p50 * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms; bare websocket echo on the same loop: p50 "
          f"{e50 * 1000:.2f} ms, p99 {quantile(echo, 0.99) * 1000:.2f} ms; ratio x{p50 / e50:.1f}")
    print(f"CPU while playing: the server {cpu * 100:.0f}% of one core, the clients (this "
          f"process) {mine * 100:.0f}%; load average {os.getloadavg()[0]:.1f} on "
          f"{os.cpu_count()} cores")
    for task in listeners:
        task.cancel()
    for table in tables:
        for person in table.people:
            person.screen.close()

    seconds = await rush(url)
    print(f"30 students opening the lobby and sitting down at once (10 tables of 3): all seated "
          f"in {seconds:.2f} s")
    before = rss_kb(pid)
    more = await seat_class(url, args.more // args.people, args.people)
    after = rss_kb(pid)
    seated_more = len(more) * args.people
    print(f"Memory, {seated_more} more students at {len(more)} more tables, seated and "
          f"connected: RSS {before / 1024:.1f} -> {after / 1024:.1f} MB, "
          f"{(after - before) / seated_more:.0f} KB per student (tables included)")
    return p50


# -- the size of a screen update --------------------------------------------------------------

def update_sizes(game: str, seed: int = 3) -> tuple[list[int], list[int]]:
    """The bytes of every screen update seat 0 (a person who makes no move) is sent during a
    round against three adult bots: as sent now, and as sent before (the stylesheet inside)."""
    import json

    from wordgames import screens
    from wordgames.play.seat_view import view_of
    from wordgames.play.table import Table as Live

    table = Live(game, ["person", "adult", "adult", "adult"], seed=seed, clock="simulated",
                 names=["Ana", "Bo", "Cy", "Di"])
    table.join(0)
    now: list[int] = []
    before: list[int] = []

    def sent(changed: Live) -> None:
        data = view_of(changed, 0)
        data["meanings_html"] = ""
        html = screens.render(data, styled=False)
        now.append(len(json.dumps({"html": html, "version": changed.version,
                                   "clock": screens.clock(changed)}).encode()))
        styles = f"<style>{screens.css()}</style>"
        old = html.replace(">", ">" + styles, 1)  # as common.page put them, in every update
        before.append(len(json.dumps({"html": old, "version": changed.version}).encode()))

    table.listen(sent)
    table.start()
    steps = 0
    while table.playing and steps < 2000:
        table.run_until(table.now + 5)
        steps += 1
    return now, before


def print_update_sizes() -> None:
    for game in GAMES:
        now, before = update_sizes(game)
        print(f"Screen update size, {GAMES.get_info(game).display_name} ({len(now)} updates "
              f"of a round): median {statistics.median(now) / 1024:.1f} KB, p99 "
              f"{quantile([float(n) for n in now], 0.99) / 1024:.1f} KB; the way before (the "
              f"stylesheet in every update): median {statistics.median(before) / 1024:.1f} KB, "
              f"p99 {quantile([float(b) for b in before], 0.99) / 1024:.1f} KB; "
              f"x{statistics.median(before) / statistics.median(now):.1f} smaller")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--people", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--bots", type=int, default=0, help="bots at each table as well")
    parser.add_argument("--level", default="easy", help="the bots' level (easy ... expert)")
    parser.add_argument("--more", type=int, default=120,
                        help="students seated at the end for the memory per student")
    parser.add_argument("--speed", type=float, default=4.0,
                        help="the live clock's pace (4: a card every half second)")
    parser.add_argument("--sizes-only", action="store_true",
                        help="only part 5: the size of a screen update per game")
    args = parser.parse_args()
    if args.sizes_only:
        print_update_sizes()
        return
    context = multiprocessing.get_context("spawn")
    said, stop = context.Queue(), context.Event()
    with tempfile.TemporaryDirectory() as folder:
        child = context.Process(target=server_process, args=(folder, args.speed, said, stop))
        child.start()
        port, echo_port, _ = said.get(timeout=300)
        try:
            asyncio.run(main_async(args, child.pid or 0, port, echo_port))
        finally:
            stop.set()
            lags, ends = said.get(timeout=120)
            child.join(60)
    every = [lag for _, lag in lags]
    near = [lag for at, lag in lags if any(abs(at - end) <= 1.0 for end in ends)]
    print(f"Event-loop lag (a 5 ms sleep's lateness, {len(every)} samples): p50 "
          f"{statistics.median(every) * 1000:.1f} ms, p99 {quantile(every, 0.99) * 1000:.1f} ms, "
          f"max {max(every) * 1000:.0f} ms; within 1 s of the {len(ends)} round ends: p99 "
          f"{quantile(near, 0.99) * 1000:.1f} ms, max "
          f"{(max(near) if near else float('nan')) * 1000:.0f} ms")
    print_update_sizes()


if __name__ == "__main__":
    main()
