"""The classroom server's door: how many connections it takes, and for how long.

Each open connection holds a file descriptor, and a process has a fixed number of them: about
a thousand idle sockets once made the accept loop fail on every turn (``EMFILE``) at full CPU,
a megabyte of log a second, the lobby silent. So :class:`GuardedHTTPServer` takes at most
:attr:`~GuardedHTTPServer.most` connections at once (well below the descriptor limit) and at
most :attr:`~GuardedHTTPServer.per_address` from one network address (a further one from it is
closed at once); when it is full, or the system has no descriptor left, it stops accepting for
:data:`PAUSE` seconds instead of spinning. Idle connections, slow headers and slow bodies are
closed after :data:`IDLE` and :data:`BODY_TIME` seconds, and a request body is refused by its
announced size before any of it is read (:data:`BODY_LIMIT`): the lobby's forms are a few
hundred bytes.

>>> fitting_limit(soft=1024, wanted=2000)
896
"""

from __future__ import annotations

import errno
import logging
import socket
from collections.abc import Callable, Iterable
from typing import Any

import tornado.httpserver
import tornado.ioloop

log = logging.getLogger(__name__)

#: Seconds a connection may wait between requests, or for a request's headers, before it is
#: closed (tornado's default is an hour).
IDLE = 20.0

#: Seconds a request's body may take to arrive.
BODY_TIME = 10.0

#: The largest request body taken, in bytes: checked against its Content-Length before it is
#: read (a longer one gets no answer but a closed connection).
BODY_LIMIT = 64 * 1024

#: The most a connection's read buffer holds, in bytes (a websocket message is at most 64 KB).
BUFFER_LIMIT = 256 * 1024

#: The most connections open at once (fewer when the descriptor limit is lower).
MOST_CONNECTIONS = 2000

#: The most connections from one network address (a class of thirty behind one school address,
#: each browser with a handful of connections and a websocket).
PER_ADDRESS = 300

#: Descriptors kept for everything else (saved tables, the progress database, word lists).
SPARE_DESCRIPTORS = 128

#: Seconds the door stays shut when the server is full or out of descriptors.
PAUSE = 0.5

#: The accept errors that mean "no descriptor or memory now", not a broken socket.
_EXHAUSTED = {errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM}


def fitting_limit(soft: int, wanted: int = MOST_CONNECTIONS) -> int:
    """The most connections to take under a descriptor limit of ``soft``."""
    return max(16, min(wanted, soft - SPARE_DESCRIPTORS))


def raise_descriptor_limit(wanted: int = MOST_CONNECTIONS + 4 * SPARE_DESCRIPTORS) -> int:
    """Raise this process's soft descriptor limit towards ``wanted`` (never above the hard
    limit the system allows); returns the soft limit now (a large number where there is no
    such limit)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows: no such limit to raise
        return 1 << 20
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    goal = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < goal:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (goal, hard))
            soft = goal
        except (ValueError, OSError):  # pragma: no cover - a system that refuses
            pass
    return int(soft) if soft != resource.RLIM_INFINITY else 1 << 20


class GuardedHTTPServer(tornado.httpserver.HTTPServer):
    """Tornado's HTTP server with the bounds of the module docstring. ``most``: connections
    at once; ``per_address``: from one address (None: no such limit, as behind a proxy whose
    one address carries every browser)."""

    def initialize(self, *args: Any, most: int = MOST_CONNECTIONS,
                   per_address: int | None = PER_ADDRESS, **kwargs: Any) -> None:
        kwargs.setdefault("idle_connection_timeout", IDLE)
        kwargs.setdefault("body_timeout", BODY_TIME)
        kwargs.setdefault("max_body_size", BODY_LIMIT)
        kwargs.setdefault("max_buffer_size", BUFFER_LIMIT)
        super().initialize(*args, **kwargs)
        self.most = most
        self.per_address = per_address
        self._open: dict[str, list[socket.socket]] = {}
        self._count = 0
        self.turned_away = 0  # connections closed at once: their address had its share
        self.pauses = 0  # times the door was shut (full, or no descriptor left)

    def add_sockets(self, sockets: Iterable[socket.socket]) -> None:
        for sock in sockets:
            self._sockets[sock.fileno()] = sock
            self._handlers[sock.fileno()] = self._watch(sock)

    def open_connections(self) -> int:
        """The accepted connections still open (closed ones are forgotten here)."""
        self._count = 0
        for address in list(self._open):
            alive = [s for s in self._open[address] if s.fileno() != -1]
            if alive:
                self._open[address] = alive
                self._count += len(alive)
            else:
                del self._open[address]
        return self._count

    def _watch(self, sock: socket.socket) -> Callable[[], None]:
        """Accept on ``sock`` within the bounds; returns what stops it (as tornado's)."""
        loop = tornado.ioloop.IOLoop.current()
        state = {"removed": False, "listening": True}

        def shut(why: str) -> None:
            state["listening"] = False
            self.pauses += 1
            loop.remove_handler(sock)
            log.warning("not taking new connections for %.1f s: %s", PAUSE, why)
            loop.call_later(PAUSE, reopen)

        def reopen() -> None:
            if not state["removed"] and not state["listening"]:
                state["listening"] = True
                loop.add_handler(sock, accept, tornado.ioloop.IOLoop.READ)

        def accept(fd: Any, events: int) -> None:
            for _ in range(128):  # then the loop's other work gets a turn
                if state["removed"]:
                    return
                if self._count >= self.most and self.open_connections() >= self.most:
                    shut(f"{self.most} connections are open")
                    return
                try:
                    connection, address = sock.accept()
                except BlockingIOError:
                    return
                except ConnectionAbortedError:
                    continue
                except OSError as err:
                    if err.errno in _EXHAUSTED:
                        shut(f"the system has no file descriptor left ({err.strerror})")
                        return
                    raise
                self._take(connection, address)

        def remove() -> None:
            if state["listening"]:
                loop.remove_handler(sock)
            state["removed"] = True

        loop.add_handler(sock, accept, tornado.ioloop.IOLoop.READ)
        return remove

    def _take(self, connection: socket.socket, address: Any) -> None:
        host = str(address[0]) if isinstance(address, tuple) and address else ""
        held = self._open.setdefault(host, [])
        if self.per_address is not None and len(held) >= self.per_address:
            held[:] = [s for s in held if s.fileno() != -1]
            if len(held) >= self.per_address:
                self.turned_away += 1
                connection.close()
                return
        held.append(connection)
        self._count += 1
        self._handle_connection(connection, address)


def descriptors() -> int | None:
    """How many file descriptors this process has open (None where that cannot be seen)."""
    import os

    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(folder)) - 1  # less the one listing them
        except OSError:
            continue
    return None


__all__ = ["BODY_LIMIT", "IDLE", "GuardedHTTPServer", "descriptors", "fitting_limit",
           "raise_descriptor_limit"]
