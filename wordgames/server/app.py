"""The classroom server: one process that owns every table (``python -m wordgames app``).

:class:`ClassroomServer` binds its port first and says the address it really serves (the next
free port when the one asked for is taken, said so), builds the word searches' indexes before
any table plays (the first search of a process is slow, and must not freeze a round's end),
brings back the tables saved in the classroom folder, snapshots the changed tables every few
seconds (again until it is saved) and every table when it stops. Snapshots and the progress
database have a writer thread each, off the event loop: a locked database never holds back a
snapshot. Its door (:mod:`~wordgames.server.gate`) bounds connections, idle time and request
bodies.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import gc
import os
import signal
import socket
import sys
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import tornado.ioloop
import tornado.netutil

from wordgames.classroom.folder import ADDRESS_FILE, classroom_folder
from wordgames.classroom.seat_meanings import warm_meanings
from wordgames.errors import InvalidInput
from wordgames.kit.files import write_atomic
from wordgames.kit.protocol import GAMES
from wordgames.play.table import Table
from wordgames.server.gate import (
    PER_ADDRESS,
    GuardedHTTPServer,
    fitting_limit,
    raise_descriptor_limit,
)
from wordgames.server.room import Room
from wordgames.server.store import Store
from wordgames.server.web import Screens, application

#: How often the changed tables are snapshotted, in seconds.
SAVE_EVERY = 3.0

#: The environment variable in which JupyterHub gives a managed service its address prefix.
SERVICE_PREFIX = "JUPYTERHUB_SERVICE_PREFIX"

#: The server's own machine's addresses: behind the hub it listens on one of these.
LOOPBACK = ("127.0.0.1", "::1", "localhost")

#: How many ports after a busy one are tried.
PORT_TRIES = 20

_warmed: list[bool] = []


def warm_up() -> None:
    """Play one bots' round of every game on the simulated clock, so that the word searches'
    indexes (built on first use, shared by every table of the process) exist before any
    table plays on the event loop, and read the meanings' data; then freeze what is alive
    (``gc.freeze``): the word lists and indexes stay for the life of the server, and a full
    collection that walked them stopped every table for up to a second
    (``benchmarks/bench_hub.py``)."""

    if _warmed:
        return
    for name in GAMES:
        low = GAMES.get_info(name).players[0]
        Table(name, ["beginner"] * low, clock="simulated", seed=1).play_round()
    warm_meanings()  # a seat's first word's meaning, looked up on the loop
    gc.collect()
    gc.freeze()
    _warmed.append(True)


def default_folder(folder: str | Path | None) -> Path:
    """``folder``, else the classroom folder every notebook uses
    (:func:`wordgames.classroom.folder.classroom_folder`: ``$WORDGAMES_CLASSROOM``, else
    ``~/wordgames-classroom``, whatever folder the server starts in), so that a teacher's
    exercise saved in notebook 20 is in the lobby with no other step."""

    return classroom_folder(folder, create=False)


def bind(port: int, ip: str, tries: int = PORT_TRIES) -> list[socket.socket]:
    """Listening sockets on ``port`` of ``ip``, or on the next free port after it."""
    if not 0 <= port <= 65535:
        raise InvalidInput(f"--port is a number from 1 to 65535, not {port}")
    for candidate in range(port, min(port + tries, 65536)) if port else [0]:
        try:
            return tornado.netutil.bind_sockets(candidate, address=ip)
        except OSError as err:
            if err.errno == errno.EADDRINUSE:
                continue
            if err.errno in (errno.EADDRNOTAVAIL, errno.EAFNOSUPPORT) or isinstance(
                    err, socket.gaierror):
                raise InvalidInput(f"--ip {ip}: this machine has no such address ({err})") \
                    from None
            raise
    raise InvalidInput(f"ports {port} to {port + tries - 1} are all taken: choose another "
                       "with --port")


class ClassroomServer:
    """The server over the classroom folder ``folder``; :meth:`start` on a running loop.

    ``speed``: the tables' live clock pace (1: real time); ``warm``: build the word searches
    first (see :func:`warm_up`); ``abandon_after``: seconds a table with nobody at it waits
    before it ends.
    """

    def __init__(self, folder: str | Path | None = None, *, speed: float = 1.0,
                 warm: bool = True, abandon_after: float | None = 1800.0,
                 prefix: str | None = None) -> None:
        self.store = Store(default_folder(folder))
        self.speed = speed
        self.warm = warm
        self.abandon_after = abandon_after
        self.key = self.store.teacher_key()
        self.secret = self.store.secret()  # both checked now: a damaged one is said at start
        # A JupyterHub managed service is proxied under its prefix, which the hub gives here.
        given = prefix if prefix is not None else os.environ.get(SERVICE_PREFIX, "/")
        self.prefix = "/" + given.strip("/") + "/" if given.strip("/") else "/"
        self.port = 0
        self.ip = "127.0.0.1"
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wordgames-save")
        self._records = ThreadPoolExecutor(max_workers=1, thread_name_prefix="wordgames-record")
        self._http: GuardedHTTPServer | None = None
        self._sockets: list[socket.socket] = []
        self._saver: tornado.ioloop.PeriodicCallback | None = None
        self._saving: asyncio.Task[None] | None = None
        self.room: Room | None = None
        self._stopped = False

    @property
    def url(self) -> str:
        host = "127.0.0.1" if self.ip in ("0.0.0.0", "::", "") else self.ip
        return f"http://{host}:{self.port}{self.prefix.rstrip('/')}"

    @property
    def network_url(self) -> str:
        """The address the other machines use (this machine's name when serving them all)."""
        if self.ip in ("0.0.0.0", "::", ""):
            return f"http://{socket.gethostname()}:{self.port}{self.prefix.rstrip('/')}"
        return self.url

    @property
    def behind_hub(self) -> bool:
        """Whether the server runs as a JupyterHub service on this machine's loopback address:
        only the hub's proxy reaches it then, so the browser's address it forwards
        (``X-Forwarded-For``) is believed, and a limit by address (starting tables) is each
        student's machine's, not the proxy's one address. Anywhere else the header is a
        browser's word and is ignored."""
        return SERVICE_PREFIX in os.environ and self.ip in LOOPBACK

    @property
    def proxies(self) -> frozenset[str]:
        """The peers whose ``X-Forwarded-For`` is believed: behind the hub, the proxy's own
        address on this machine (the loopback address the server listens on); else none. Any
        other peer's header is a browser's word."""
        if not self.behind_hub:
            return frozenset()
        return frozenset(("127.0.0.1", "::1") if self.ip == "localhost" else (self.ip,))

    @property
    def teacher_url(self) -> str:
        return f"{self.url}/teacher?key={self.key}"

    def bind(self, port: int = 8866, ip: str = "127.0.0.1") -> int:
        """Take the port (or the next free one); returns the port taken. Requests wait until
        :meth:`start` has got everything ready."""
        self._sockets = bind(port, ip)
        self.port = int(self._sockets[0].getsockname()[1])
        self.ip = ip
        return self.port

    async def start(self, port: int = 8866, ip: str = "127.0.0.1") -> int:
        """Bind (unless :meth:`bind` did), get ready, serve; returns the port served."""
        if not self._sockets:
            self.bind(port, ip)
        sockets, self._sockets = self._sockets, []
        loop = asyncio.get_running_loop()
        if self.warm:
            await loop.run_in_executor(None, warm_up)
        room = Room(self.store, speed=self.speed, abandon_after=self.abandon_after,
                    writer=self._submit, record_writer=self._submit_record)
        self.room = room
        screens = Screens(room)
        room.restore()
        app = application(room, screens, key=self.key, secret=self.secret,
                          lobby_url=self.network_url + "/", prefix=self.prefix,
                          proxies=self.proxies)
        # Behind the hub every browser comes through the proxy's one address: no share by
        # address of the connections then (the start and join limits count the forwarded one).
        self._http = GuardedHTTPServer(
            app, most=fitting_limit(raise_descriptor_limit()),
            per_address=None if self.behind_hub else PER_ADDRESS)
        self._http.add_sockets(sockets)
        self._say_address()
        self._saver = tornado.ioloop.PeriodicCallback(self._tick, SAVE_EVERY * 1000)
        self._saver.start()
        return self.port

    @property
    def _address_file(self) -> Path:
        return self.store.folder / ADDRESS_FILE

    def _say_address(self) -> None:
        """Keep the lobby's address in the classroom folder while serving, for notebook 20
        (:func:`wordgames.classroom.folder.where`); a folder that cannot take it only loses
        that line."""
        with contextlib.suppress(OSError):
            write_atomic(self._address_file, self.network_url + "/", shared=True)

    def _unsay_address(self) -> None:
        with contextlib.suppress(OSError):
            if self._address_file.read_text(encoding="utf-8").strip() == \
                    self.network_url + "/":  # not another server's, started since
                self._address_file.unlink()

    def _submit(self, job: Callable[[], None]) -> None:
        self._writer.submit(job)

    def _submit_record(self, job: Callable[[], None]) -> None:
        self._records.submit(job)

    def _tick(self) -> None:
        assert self.room is not None
        if self._saving is None or self._saving.done():
            self._saving = asyncio.get_running_loop().create_task(self._save_changed())
        if self.room.recorder.waiting:
            self._records.submit(self.room.recorder.retry)
        self.room.end_unstarted()

    async def _save_changed(self) -> None:
        """Snapshot the changed tables one per turn of the loop: a table's snapshot is made
        on the loop (10-25 ms for MY WORD!), and 20 at once stopped every table for half a
        second (``benchmarks/bench_hub.py``)."""
        assert self.room is not None
        for sitting in self.room.changed():
            if sitting.code in self.room.tables and (
                    sitting.saved_version != sitting.table.version
                    or sitting.code in self.room.unsaved):
                self.room.save(sitting)
            await asyncio.sleep(0)
        for code in list(self.room.unsaved):  # a drill's snapshot that failed: again
            if code in self.room.drills:
                self.room.save_drill(self.room.drills[code])

    async def stop(self) -> str:
        """Stop serving; every table is saved first (its round goes on after a restart).
        Returns what became of the snapshots, in a sentence (none saved is said so)."""
        if self._stopped:
            return self.saved_sentence()
        self._stopped = True
        if self._saver is not None:
            self._saver.stop()
        if self._saving is not None:
            self._saving.cancel()
        if self._http is not None:
            self._http.stop()
            await self._http.close_all_connections()
            self._unsay_address()
        if self.room is not None:
            self.room.save_all()
            for sitting in self.room.tables.values():
                sitting.table.stop()
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, self._writer.shutdown)
        await loop.run_in_executor(None, self._records.shutdown)
        return self.saved_sentence()

    def saved_sentence(self) -> str:
        """How many tables the last snapshots saved, and why any was not."""
        if self.room is None:
            return "Stopped before any table was brought back."
        room, where = self.room, self.store.tables_dir
        every = len(room.tables) + len(room.drills)
        failed = sorted(code for code in room.unsaved if code in room.tables
                        or code in room.drills)
        waiting = room.recorder.waiting
        fate = ("they are kept and recorded at the next start" if room.recorder.kept else
                "they could not be kept either, and are lost")
        plays = (f" {waiting} play(s) could not go to the progress database yet "
                 f"({room.recorder.error}): {fate}." if waiting else "")
        if not failed:
            return f"Stopped; {every} table(s) saved in {where}.{plays}"
        reason = room.save_errors.get(failed[0], "it could not be written")
        return (f"Stopped, but {len(failed)} of {every} table(s) could not be saved in {where} "
                f"({', '.join(failed[:10])}): {reason}. Their games since the last save are "
                f"lost when the server stops.{plays}")


def serve(port: int = 8866, ip: str = "127.0.0.1", classroom: str | None = None,
          speed: float = 1.0) -> int:
    """``python -m wordgames app``: serve until Ctrl-C or a stop signal."""
    return asyncio.run(_serve(port, ip, classroom, speed))


async def _serve(port: int, ip: str, classroom: str | None, speed: float) -> int:
    server = ClassroomServer(classroom, speed=speed)
    served = server.bind(port, ip)
    if served != port and port:
        print(f"Port {port} is taken: serving on port {served} instead.", flush=True)
    print(f"The classroom is at {server.url}/ (the lobby: the students open it)", flush=True)
    if ip in ("0.0.0.0", "::"):
        print(f"  from the other machines of the network: {server.network_url}/ (anyone on "
              "the network can open the lobby; the teacher's page needs the key)", flush=True)
    print(f"The teacher's page: {server.teacher_url}", flush=True)
    print(f"The classroom folder: {server.store.folder.resolve()} (the exercises saved there "
          "are in the lobby; --classroom or $WORDGAMES_CLASSROOM chooses another)", flush=True)
    print("Getting the games ready...", flush=True)
    await server.start()
    assert server.room is not None
    print(f"Ready: {len(server.room.tables)} table(s) brought back. Ctrl-C stops the server.",
          flush=True)
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stopped.set)
    await stopped.wait()
    print(await server.stop(), file=sys.stderr, flush=True)
    return 0


__all__ = ["ClassroomServer", "bind", "default_folder", "serve", "warm_up"]
