"""Light clients of an in-process classroom server: a student's browser as far as cookies, the
lobby's forms and the table's websocket go (tornado's HTTP and websocket clients, no browser).
The tests and ``benchmarks/bench_hub.py`` share them."""

from __future__ import annotations

import asyncio
import json
import re
import time
import urllib.parse
from collections.abc import Awaitable, Callable
from html import unescape
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any

from tornado.httpclient import AsyncHTTPClient, HTTPRequest, HTTPResponse
from tornado.websocket import WebSocketClientConnection, websocket_connect

from wordgames.server import ClassroomServer


class Browser:
    """One browser's cookies (a student's, or the teacher's) against ``base``; its pages are
    asked for from the address ``source`` (another loopback address, 127.0.0.2 and on: a
    machine of its own as the server's limits by address see it; None: the system's)."""

    def __init__(self, base: str, source: str | None = None) -> None:
        self.base = base
        self.source = source
        #: headers sent with every page (a proxy's ``X-Forwarded-For``)
        self.headers: dict[str, str] = {}
        self.cookies: dict[str, str] = {}
        self.http = AsyncHTTPClient()

    def _keep(self, response: HTTPResponse) -> None:
        for header in response.headers.get_list("Set-Cookie"):
            jar: SimpleCookie = SimpleCookie()
            jar.load(header)
            for name, morsel in jar.items():
                self.cookies[name] = morsel.value

    @property
    def cookie_header(self) -> str:
        return "; ".join(f"{k}={v}" for k, v in self.cookies.items())

    async def get(self, path: str) -> HTTPResponse:
        response = await self.http.fetch(self.base + path,
                                         headers={**self.headers, "Cookie": self.cookie_header},
                                         follow_redirects=False, raise_error=False,
                                         network_interface=self.source)
        self._keep(response)
        return response

    async def post(self, path: str, **fields: str) -> HTTPResponse:
        if "_xsrf" not in self.cookies:
            await self.get("/")
        body = urllib.parse.urlencode({"_xsrf": self.cookies["_xsrf"], **fields})
        response = await self.http.fetch(self.base + path, method="POST", body=body,
                                         headers={**self.headers, "Cookie": self.cookie_header},
                                         follow_redirects=False, raise_error=False,
                                         network_interface=self.source)
        self._keep(response)
        return response

    async def ask_to_make(self, name: str, game: str, *, people: int = 1, bots: int = 1,
                          level: str = "easy") -> HTTPResponse:
        """The lobby's answer to the form that makes a table."""
        return await self.post("/make", name=name, game=game, level=level,
                               people=str(people), bots=str(bots))

    async def make(self, name: str, game: str, *, people: int = 1, bots: int = 1,
                   level: str = "easy") -> str:
        """Make a table from the lobby; returns its code."""
        response = await self.ask_to_make(name, game, people=people, bots=bots, level=level)
        assert response.code == 303, response.body.decode()[:2000]
        return str(response.headers["Location"]).rsplit("/", 1)[-1]

    async def join(self, name: str, code: str) -> str:
        response = await self.post("/join", name=name, code=code)
        assert response.code == 303, response.body.decode()[:2000]
        return str(response.headers["Location"]).rsplit("/", 1)[-1]

    async def screen(self, code: str, origin: str | None = None) -> Screen:
        headers = {"Cookie": self.cookie_header}
        if origin is not None:
            headers["Origin"] = origin
        url = self.base.replace("http://", "ws://") + f"/t/{code}/socket"
        connection = await websocket_connect(HTTPRequest(url, headers=headers))
        if connection.protocol is not None:
            connection.protocol.set_nodelay(True)  # as browsers send: no Nagle's delay
        return Screen(connection)


class Screen:
    """A table page's websocket: the newest screen it was sent (``html``)."""

    def __init__(self, socket: WebSocketClientConnection) -> None:
        self.socket = socket
        self.html = ""
        self.refused: list[str] = []
        self.received = 0

    async def send(self, message: dict[str, Any]) -> None:
        await self.socket.write_message(json.dumps(message))

    async def read(self, timeout: float = 10.0) -> dict[str, Any] | None:
        text = await asyncio.wait_for(self.socket.read_message(), timeout)
        if text is None:
            return None
        data: dict[str, Any] = json.loads(text)
        self.received += 1
        if "html" in data:
            self.html = data["html"]
        if "refused" in data:
            self.refused.append(data["refused"])
        return data

    async def until(self, test: Callable[[str], bool], timeout: float = 15.0,
                    what: str = "the screen") -> str:
        """Read screens until ``test(html)`` holds; the html."""
        end = time.monotonic() + timeout
        while not test(self.html):
            left = end - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{what} never came; the last screen: "
                                     f"{text_of(self.html)[-1500:]}")
            try:
                if await self.read(left) is None:
                    raise AssertionError(f"the socket closed ({self.socket.close_code}) before "
                                         f"{what}")
            except TimeoutError:
                continue
        return self.html

    def close(self) -> None:
        self.socket.close()


def anyone_away(html: str) -> bool:
    """Whether the screen's seats line marks a seat away (its mark, not the word: a called
    word's meaning may say "away" too)."""
    return re.search(r'class="[^"]*\bwg-seat-gone\b', html) is not None


def text_of(html: str) -> str:
    """The words of a screen, without tags and style."""
    html = re.sub(r"<style>.*?</style>", "", html, flags=re.S)
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip())


def run(folder: Path, scenario: Callable[[ClassroomServer], Awaitable[None]], *,
        speed: float = 1.0) -> None:
    """Start a server over ``folder`` on a free localhost port, play ``scenario``, stop it."""

    async def main() -> None:
        server = ClassroomServer(folder, speed=speed)
        await server.start(0)
        try:
            await scenario(server)
        finally:
            await server.stop()

    asyncio.run(main())


__all__ = ["Browser", "Screen", "run", "text_of"]
