"""The classroom server's web side (tornado): the lobby, the table pages and their websockets,
the teacher's page, the lobby's live list of open tables, the screens' scripts and the
stylesheets (static files, the stylesheets under names with their hash).

A seat's websocket is found by the seat token in the table's signed cookie (HttpOnly,
SameSite=Strict); without one it is closed with code :data:`NO_SEAT` and the page goes to the
lobby. After every change of a table each of its sockets is sent that seat's screen
(``wordgames.screens.render`` of ``view_of(table, seat)``, without the stylesheet, which the
page has once as a static file) and the table's clock, and nothing else; a socket still sending
gets only the newest screen when it is free, never a queue of stale ones. Every message is
size- and rate-limited here, then checked by the table like any other input. A student's
anagram drill (``Room.drills``) has the same page, cookie and socket, its screen drawn by
``wordgames.screens.anagram``.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import time
from collections.abc import Callable
from typing import Any

import tornado.netutil
import tornado.web
import tornado.websocket

from wordgames.classroom.progress import Progress
from wordgames.classroom.seat_meanings import Meanings
from wordgames.errors import WordgamesError
from wordgames.play.seat_view import view_of
from wordgames.play.table import MESSAGE_LIMIT
from wordgames.screens import ASSETS, asset, clock, css, css_name, render
from wordgames.server import pages
from wordgames.server.drills import DrillSitting
from wordgames.server.places import Place, place_of
from wordgames.server.room import Room, Sitting

log = logging.getLogger(__name__)

#: The websocket close code for "no seat here": the page sends the person to the lobby.
NO_SEAT = 4001

#: Messages a socket may send per second (a burst of as many is allowed).
RATE = 20.0

#: A socket refused this many times the rate in all is closed (a person is never refused).
FLOOD_CLOSE = 5

#: New tables and drills one address may start at once (a class behind one school address),
#: and then one every :data:`START_EVERY` seconds (see :class:`Starts`).
START_BURST = 40
START_EVERY = 3.0

#: Seats one address may take by joining at once, then one every :data:`JOIN_EVERY` seconds
#: (one address once took every free seat in the room in 0.04 s).
JOIN_BURST = 40
JOIN_EVERY = 2.0

SEAT_COOKIE = "wg-seat-{code}"
TEACHER_COOKIE = "wg-teacher"
NAME_COOKIE = "wg-name"  # the name a student last played under: the lobby fills it in

#: Above a screen whose game the teacher ended: what happened and where to go next.
ENDED_NOTICE = ('<p class="wg-teacher-notice" role="status">Your teacher ended this game. '
                '<a href="../">Go back to the lobby</a> to start a new one.</p>')

#: What the lobby tells a child whose table the teacher (or the room) ended or took away.
GONE_NOTICES = {
    "ended": "Your teacher ended the game at table {code}. Start a new table or join your "
             "friends below.",
    "removed": "Your teacher closed table {code}. Start a new table or join your friends "
               "below.",
    "cleared": "Table {code} was finished and cleared away. Start a new table below.",
    "unstarted": "Table {code} closed because nobody started its game. Start a new table "
                 "below.",
}
COOKIE_DAYS = 2


class Bucket:
    """A token bucket: :meth:`take` is True while a sender keeps within ``rate`` a second,
    after a first burst of ``burst`` (as many as ``rate`` unless told).

    >>> bucket = Bucket(2.0, now=lambda: 0.0)
    >>> [bucket.take() for _ in range(3)]
    [True, True, False]
    """

    def __init__(self, rate: float, now: Callable[[], float] = time.monotonic, *,
                 burst: float | None = None) -> None:
        self.rate = rate
        self.burst = rate if burst is None else burst
        self.tokens = self.burst
        self.now = now
        self.last = now()
        self.refused = 0

    def take(self) -> bool:
        moment = self.now()
        self.tokens = min(self.burst, self.tokens + (moment - self.last) * self.rate)
        self.last = moment
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.refused += 1
        return False


class Starts:
    """Whether a network address may start a new table or drill now: a :class:`Bucket` per
    address, ``burst`` starts at once, then one every ``every`` seconds. By address, not by
    browser: a cleared cookie would be a fresh limit. The burst is a whole class's, since a
    school's students often share one address.

    >>> starts = Starts(burst=2, every=10.0, now=lambda: 0.0)
    >>> [starts.take("10.0.0.1") for _ in range(3)], starts.take("10.0.0.2")
    ([True, True, False], True)
    """

    #: Addresses remembered at most; a full bucket is forgotten first (it starts full anyway).
    KEEP = 10_000

    def __init__(self, burst: int, every: float,
                 now: Callable[[], float] = time.monotonic) -> None:
        self.burst = burst
        self.every = every
        self.now = now
        self._buckets: dict[str, Bucket] = {}

    def take(self, address: str) -> bool:
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= self.KEEP:
                self._forget_full()
            bucket = self._buckets[address] = Bucket(1 / self.every, self.now,
                                                     burst=self.burst)
        return bucket.take()

    def _forget_full(self) -> None:
        refilled = self.now() - self.burst * self.every
        self._buckets = {a: b for a, b in self._buckets.items() if b.last > refilled}
        if len(self._buckets) >= self.KEEP:  # that many busy addresses: each starts afresh
            self._buckets.clear()


class Screens:
    """The open sockets of every table, and each seat's latest screen."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.sockets: dict[str, set[SeatSocket]] = {}
        self._drawn: dict[tuple[str, int], tuple[int, str]] = {}
        #: what each seat's words mean, following its table (as ``ui.play`` shows them)
        self._meanings: dict[tuple[str, int], Meanings] = {}
        self._scheduled: set[str] = set()
        self.loop = asyncio.get_running_loop()
        room.listen(self.changed)
        room.listen_drills(self.drill_changed)

    def drill_changed(self, sitting: DrillSitting) -> None:
        """A drill moved: its tabs are sent its screen (removed: they go to the lobby)."""
        gone = sitting.code not in self.room.drills
        for socket in list(self.sockets.get(sitting.code, ())):
            if gone:
                socket.leave_gone()
            else:
                socket.push()

    def changed(self, sitting: Sitting) -> None:
        """A table changed: its sockets are sent their screens soon (once per burst)."""
        code = sitting.code
        if code in self._scheduled:
            return
        self._scheduled.add(code)
        self.loop.call_soon_threadsafe(self._push, code)

    def _push(self, code: str) -> None:
        self._scheduled.discard(code)
        gone = code not in self.room.tables  # the teacher removed it: its pages go to the lobby
        if gone:
            for key in [k for k in self._meanings if k[0] == code]:
                del self._meanings[key]
        for socket in list(self.sockets.get(code, ())):
            if gone:
                socket.leave_gone()
            else:
                socket.push()

    def screen(self, sitting: Sitting, seat: int) -> str:
        """The message of ``seat``'s screen now (drawn once per change for every tab of the
        seat; the table's clock is added as it is at sending, for the clocks the page counts
        down by itself). The stylesheet is never in it: the page has it once."""
        version = sitting.table.version
        key = (sitting.code, seat)
        drawn = self._drawn.get(key)
        if drawn is None or drawn[0] != version:
            data = view_of(sitting.table, seat)
            data["meanings_html"] = self._meanings_html(sitting, seat)
            html = render(data, styled=False)
            if self.room.gone.get(sitting.code) == "ended":
                html = ENDED_NOTICE + html
            drawn = (version, json.dumps({"html": html, "version": version})[:-1])
            self._drawn[key] = drawn
        # Whether friends may join (the page's line says so) changes with no new screen: a
        # seat taken, the table closed or over; so it is sent with the clock, as it is now.
        return (f'{drawn[1]}, "clock": {json.dumps(clock(sitting.table))}, '
                f'"joinable": {json.dumps(sitting.joinable)}}}')

    def _meanings_html(self, sitting: Sitting, seat: int) -> str:
        """The meanings of the words ``seat`` has made this round (the teacher's first)."""
        key = (sitting.code, seat)
        follow = self._meanings.get(key)
        if follow is None:
            follow = self._meanings[key] = Meanings.for_seat(sitting.table, seat)
        try:
            follow.update(sitting.table)
        except Exception:  # a meaning that cannot be looked up leaves the game playable
            log.exception("the meanings of table %s seat %d", sitting.code, seat)
        return follow.panel()

    def seat_sockets(self, code: str, seat: int) -> int:
        return sum(s.seat == seat for s in self.sockets.get(code, ()))


class Base(tornado.web.RequestHandler):
    """What every page handler shares: the room, plain headers, the seat cookies."""

    def initialize(self, room: Room, screens: Screens, key: str, lobby_url: str,
                   starts: Starts, joins: Starts | None = None,
                   proxies: frozenset[str] = frozenset()) -> None:
        self.room = room
        self.screens = screens
        self.key = key
        self.lobby_url = lobby_url
        self.starts = starts
        self.joins = joins or Starts(JOIN_BURST, JOIN_EVERY)
        self.proxies = proxies

    @property
    def address(self) -> str:
        """The browser's network address, for the limits by address: the peer's, or the one
        the hub's proxy forwards when the peer is that proxy (:func:`client_address`)."""
        return client_address(self.request, self.proxies)

    def set_default_headers(self) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("X-Frame-Options", "DENY")
        self.set_header("Referrer-Policy", "same-origin")
        self.set_header("Cache-Control", "no-store")

    def seat_token(self, code: str) -> str | None:
        raw = self.get_signed_cookie(SEAT_COOKIE.format(code=code), max_age_days=COOKIE_DAYS)
        return raw.decode() if raw else None

    def give_seat(self, code: str, token: str) -> None:
        self.set_signed_cookie(SEAT_COOKIE.format(code=code), token, expires_days=COOKIE_DAYS,
                               httponly=True, samesite="Strict", path="/")

    def is_teacher(self) -> bool:
        raw = self.get_signed_cookie(TEACHER_COOKIE, max_age_days=COOKIE_DAYS)
        return raw is not None and same_key(raw.decode(errors="replace"), self.key)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        # The way back to the server's root from here (its stylesheet is there): one step up
        # for each folder of the address below the root the app's routes start at.
        depth = self.request.path.count("/") - self.application.settings.get("base", "/").count(
            "/")
        self.finish(pages.message_page("Something went wrong",
                                       f"The server could not answer that ({status_code}).",
                                       root="../" * max(0, depth)))


def open_to(handler: Base) -> list[Sitting]:
    """The tables waiting for players but those the browser of ``handler`` sits at already:
    its lobby leads back to them ("Back to your table"), and a "Join table" of one's own
    table would only confuse."""
    return [s for s in handler.room.open_tables()
            if handler.room.seat_of(s.code, handler.seat_token(s.code)) is None]


class Lobby(Base):
    def get(self) -> None:
        code = "".join(self.get_query_argument("code", "").split()).upper()[:8]
        notice = ""
        if code in self.room.gone and code not in self.room.tables:
            notice = GONE_NOTICES.get(self.room.gone[code], "").format(code=code)
            code = ""
        self.write(pages.lobby(open_to(self), xsrf=self.xsrf_form_html(),
                               code=code, name=self.remembered_name(),
                               exercises=self.room.exercises(), mine=self.my_tables(),
                               notice=notice))

    def remembered_name(self) -> str:
        """The name typed in the address, or the one this browser last played under."""
        typed = self.get_query_argument("name", "")[:24]
        if typed:
            return typed
        raw = self.get_signed_cookie(NAME_COOKIE, max_age_days=COOKIE_DAYS * 100)
        return raw.decode("utf-8", "replace")[:24] if raw else ""

    def my_tables(self) -> list[Sitting]:
        """The tables whose game goes on where this browser holds a seat."""
        return [s for code, s in sorted(self.room.tables.items())
                if not s.table.over and self.room.seat_of(code, self.seat_token(code))]

    def refuse(self, error: str, status: int = 400) -> None:
        self.set_status(status)
        self.write(pages.lobby(open_to(self), xsrf=self.xsrf_form_html(),
                               name=self.get_body_argument("name", "")[:24],
                               code=self.get_body_argument("code", "")[:8], error=error,
                               exercises=self.room.exercises(), mine=self.my_tables()))

    def sit(self, take: Callable[[], tuple[Sitting | DrillSitting, str, int]], *,
            starts: bool) -> None:
        """Take the seat that ``take`` (a call of the room) gives, and go to its table; or say
        in the lobby why not. ``starts``: it starts a table or drill, which one network address
        may do only so often (:class:`Starts`: 429 past it)."""
        if not (self.starts if starts else self.joins).take(self.address):
            done = "new tables were just started" if starts else "seats were just taken"
            self.refuse(f"Lots of {done} here. Wait a few seconds, then try again.",
                        status=429)
            return
        try:
            sitting, token, _ = take()
        except WordgamesError as err:
            self.refuse(str(err))
            return
        self.give_seat(sitting.code, token)
        name = self.get_body_argument("name", "").strip()[:24]
        if name:
            self.set_signed_cookie(NAME_COOKIE, name, expires_days=COOKIE_DAYS * 100,
                                   httponly=True, samesite="Strict")
        self.redirect(f"t/{sitting.code}", status=303)


class LobbyTables(Base):
    """The lobby's live list of open tables (the page asks again every few seconds)."""

    def get(self) -> None:
        self.write(pages.open_tables_html(open_to(self)))


class Join(Lobby):
    def post(self) -> None:
        code = "".join(self.get_body_argument("code", "").split()).upper()[:8]
        if not code:
            self.refuse("Type your friends' table code, or start a new table.")
            return
        if self.room.seat_of(code, self.seat_token(code)) is not None:
            self.redirect(f"t/{code}", status=303)  # this browser has a seat there already
            return
        self.sit(lambda: self.room.join(code, self.get_body_argument("name", "")), starts=False)


class Make(Lobby):
    def post(self) -> None:
        try:
            people = int(self.get_body_argument("people", "1"))
            bots = int(self.get_body_argument("bots", "0"))
        except ValueError:
            self.refuse("Choose how many people and bots from the lists.")
            return
        self.sit(lambda: self.room.make(
            self.get_body_argument("game", ""), self.get_body_argument("level", ""),
            people=people, bots=bots, name=self.get_body_argument("name", ""),
            address=self.address), starts=True)


class MakeExercise(Lobby):
    """A student starts one of the teacher's exercises (by the name the lobby offered)."""

    def post(self) -> None:
        self.sit(lambda: self.room.make_exercise(self.get_body_argument("exercise", ""),
                                                 self.get_body_argument("name", ""),
                                                 address=self.address),
                 starts=True)


class TablePage(Base):
    def get(self, code: str) -> None:
        token = self.seat_token(code)
        place = place_of(self.room, code, token, self.screens.screen)
        if place is not None:
            self.write(place.page(self.xsrf_form_html()))
        elif code in self.room.drills:
            self.redirect("../")
        elif token in self.room.forwarding:  # the teacher moved them
            self.redirect(f"../moved/{self.room.forwarding[token]}")
        else:
            self.redirect(f"../?code={code}")


class Leave(Base):
    """A table page's Leave the table: a bot plays the seat on, the person goes to the
    lobby (and the seat's cookie is forgotten)."""

    def post(self, code: str) -> None:
        self.room.leave(code, self.seat_token(code))
        self.clear_cookie(SEAT_COOKIE.format(code=code))
        self.redirect("../../", status=303)


class Moved(Base):
    """A moved student's browser takes its new seat's cookie here, then goes to the table."""

    def get(self, ticket: str) -> None:
        found = self.room.take_ticket(ticket)
        if found is None:
            self.redirect("../")
            return
        code, token = found
        self.give_seat(code, token)
        self.redirect(f"../t/{code}?moved=1")


class Asset(Base):
    """The screens' static files: the client's scripts (asked again each time, answered 304
    while unchanged), and the stylesheet under a name with its hash, kept by a browser for
    good (a new version has a new name)."""

    def get(self, name: str) -> None:
        styles = {css_name(): css, pages.pages_css_name(): pages.pages_css}
        if name in styles:
            self.set_header("Content-Type", "text/css; charset=utf-8")
            self.set_header("Cache-Control", "public, max-age=31536000, immutable")
            self.write(styles[name]())
            return
        if name not in ASSETS or not name.endswith(".js"):
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "text/javascript; charset=utf-8")
        self.set_header("Cache-Control", "no-cache")
        self.write(asset(name))


class Teacher(Base):
    def get(self) -> None:
        given = self.get_query_argument("key", None)
        if given is not None and same_key(given, self.key):
            self.set_signed_cookie(TEACHER_COOKIE, self.key, expires_days=COOKIE_DAYS,
                                   httponly=True, samesite="Strict", path="/")
            self.redirect("teacher")  # the key leaves the address bar (and the history)
            return
        if not self.is_teacher():
            self.set_status(403)
            self.write(pages.message_page(
                "For the teacher", "This page needs the teacher's key: open the teacher's "
                "address that the server printed when it started."))
            return
        self.write(pages.teacher(self.room, recent_plays(self.room), self.xsrf_form_html(),
                                 self.lobby_url))


class TeacherLive(Base):
    def get(self) -> None:
        if not self.is_teacher():
            raise tornado.web.HTTPError(403)
        self.write(pages.teacher_live(self.room, recent_plays(self.room),
                                      self.xsrf_form_html()))


class TeacherMove(Base):
    def post(self) -> None:
        if not self.is_teacher():
            raise tornado.web.HTTPError(403)
        code, to = self.get_body_argument("code", ""), self.get_body_argument("to", "")
        try:
            seat = int(self.get_body_argument("seat", ""))
            ticket = self.room.move(code, seat, to)
        except (ValueError, WordgamesError):
            self.redirect("../teacher", status=303)  # the page shows the room as it is
            return
        for socket in list(self.screens.sockets.get(code, ())):
            if socket.seat == seat:
                socket.send_away(f"../moved/{ticket}")
        self.redirect("../teacher", status=303)


class TeacherTable(Base):
    def post(self) -> None:
        if not self.is_teacher():
            raise tornado.web.HTTPError(403)
        code, do = self.get_body_argument("code", ""), self.get_body_argument("do", "")
        actions: dict[str, Callable[[str], None]] = {
            "open": lambda c: self.room.set_open(c, True),
            "close": lambda c: self.room.set_open(c, False),
            "end": self.room.end, "remove": self.room.remove}
        if do not in actions:
            raise tornado.web.HTTPError(400)
        with contextlib.suppress(WordgamesError):  # gone meanwhile: the page shows the room
            actions[do](code)
        self.redirect("../teacher", status=303)


def same_key(given: str, key: str) -> bool:
    """Whether ``given`` is the teacher's ``key``, compared in constant time (as bytes: any
    letter may be typed); a blank key is never anyone's.

    >>> same_key("", ""), same_key("é", "abcdefgh"), same_key("abcdefgh", "abcdefgh")
    (False, False, True)
    """
    return bool(key.strip()) and hmac.compare_digest(given.encode(), key.encode())


def client_address(request: Any, proxies: frozenset[str]) -> str:
    """The address a request comes from: the peer's, unless the peer is one of ``proxies``
    (the hub's proxy on this machine), whose ``X-Forwarded-For`` then says it (its last
    entry: the one the proxy added; what a browser wrote before it is not believed).

    >>> from types import SimpleNamespace as Ask
    >>> ask = Ask(remote_ip="127.0.0.1", headers={"X-Forwarded-For": "6.6.6.6, 10.0.0.7"})
    >>> client_address(ask, frozenset({"127.0.0.1"})), client_address(ask, frozenset())
    ('10.0.0.7', '127.0.0.1')
    """
    peer = str(request.remote_ip or "")
    if peer not in proxies:
        return peer
    forwarded = str(request.headers.get("X-Forwarded-For", "")).split(",")[-1].strip()
    return forwarded if forwarded and tornado.netutil.is_valid_ip(forwarded) else peer


def recent_plays(room: Room, limit: int = 30) -> list[dict[str, Any]]:
    """The class's latest plays from the progress database, each with its good ``words``
    (none if the database cannot be read)."""
    try:
        progress = Progress(room.store.folder)
        plays = progress.plays(latest=limit)
        tried = progress.words(p["id"] for p in plays)
    except WordgamesError:
        return []
    good: dict[int, list[str]] = {}
    bad: dict[int, list[str]] = {}
    for row in tried:
        (good if row["accepted"] else bad).setdefault(row["play"], []).append(row["word"])
    for play in plays:
        play["words"] = good.get(play["id"], [])
        play["not_words"] = bad.get(play["id"], [])
    return plays


class SeatSocket(tornado.websocket.WebSocketHandler):
    """One tab's websocket at one seat (see the module docstring): a thin handler over the
    :class:`~wordgames.server.places.Place` its seat token holds, a table's seat or a drill,
    which it never tells apart."""

    def initialize(self, room: Room, screens: Screens, key: str, lobby_url: str,
                   starts: Starts, joins: Starts | None = None,
                   proxies: frozenset[str] = frozenset()) -> None:
        self.room = room
        self.screens = screens
        self.place: Place | None = None
        self.bucket = Bucket(RATE)
        self._sending = False
        self._stale = False

    @property
    def seat(self) -> int:
        """The seat this socket plays (-1: none)."""
        return -1 if self.place is None else self.place.seat

    def open(self, *args: str, **kwargs: str) -> None:
        # Screens are small messages: without this, Nagle's algorithm and delayed ACKs held
        # some back 40-200 ms (tornado leaves it on by default).
        self.set_nodelay(True)
        code = args[0]
        raw = self.get_signed_cookie(SEAT_COOKIE.format(code=code), max_age_days=COOKIE_DAYS)
        place = place_of(self.room, code, raw.decode() if raw else None, self.screens.screen)
        if place is None:
            self.close(NO_SEAT, "no seat here: go to the lobby")
            return
        self.place = place
        self.screens.sockets.setdefault(code, set()).add(self)
        place.arrive()
        self.push()

    def on_message(self, message: str | bytes) -> None:
        if self.place is None:
            return
        if not self.bucket.take():
            if self.bucket.refused > FLOOD_CLOSE * RATE:
                self.close(1008, "too many messages")
                return
            self._send(json.dumps({"refused": f"Too many messages: at most {RATE:g} a "
                                              "second. Slow down a little."}))
            return
        if message_size(message) > MESSAGE_LIMIT:
            self._send(json.dumps({"refused": f"That message is too long (at most "
                                              f"{MESSAGE_LIMIT // 1024} KB)."}))
            return
        self.place.handle(message)  # a refusal shows on the seat's screen

    def send_away(self, address: str) -> None:
        """Tell the page to go to ``address`` (its seat is elsewhere now); it gets no more
        screens of this seat."""
        place, self.place = self.place, None
        if place is not None:
            self.screens.sockets.get(place.code, set()).discard(self)
        self._send(json.dumps({"goto": address}))

    def push(self) -> None:
        """Send this seat's screen now, or as soon as the last one is sent (the newest only)."""
        if self.place is None or self.ws_connection is None:
            return
        if self._sending:
            self._stale = True
            return
        self._send(self.place.screen())

    def leave_gone(self) -> None:
        """The table or drill left the room: the page goes to the lobby."""
        if self.place is not None:
            self.close(NO_SEAT, self.place.gone_reason)

    def _send(self, text: str) -> None:
        try:
            sent = self.write_message(text)
        except tornado.websocket.WebSocketClosedError:
            return
        self._sending = True
        self._stale = False
        sent.add_done_callback(self._sent)

    def _sent(self, future: asyncio.Future[None]) -> None:
        self._sending = False
        if future.exception() is not None:  # closed meanwhile: on_close tidies up
            return
        if self._stale:
            self.push()

    def on_close(self) -> None:
        place, self.place = self.place, None
        if place is None:
            return
        self.screens.sockets.get(place.code, set()).discard(self)
        place.depart(self.screens.seat_sockets(place.code, place.seat) == 0)


def message_size(message: str | bytes) -> int:
    """A websocket message's size in bytes as it came (UTF-8): the limit is on bytes, and a
    letter may take four.

    >>> message_size("abc"), message_size("ééé"), message_size(b"abc")
    (3, 6, 3)
    """
    return len(message) if isinstance(message, bytes) else len(message.encode("utf-8",
                                                                              "surrogatepass"))


def application(room: Room, screens: Screens, *, key: str, secret: str, lobby_url: str,
                prefix: str = "/",
                proxies: frozenset[str] = frozenset()) -> tornado.web.Application:
    """The server's routes under ``prefix`` (``/``, or a JupyterHub service's
    ``/services/NAME/``); ``key`` is the teacher's, ``secret`` signs the cookies; ``proxies``:
    the peers whose ``X-Forwarded-For`` is believed (the hub's proxy). The pages' own
    addresses are relative, so they work under any prefix."""
    if not key.strip() or not secret.strip():
        raise ValueError("the teacher's key and the cookie secret are never blank")
    shared = {"room": room, "screens": screens, "key": key, "lobby_url": lobby_url,
              "starts": Starts(START_BURST, START_EVERY),
              "joins": Starts(JOIN_BURST, JOIN_EVERY), "proxies": proxies}
    base = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    routes = [("", Lobby), ("tables", LobbyTables), ("join", Join), ("make", Make),
              ("t/([A-Z0-9]{4,8})", TablePage), ("t/([A-Z0-9]{4,8})/leave", Leave),
              ("exercise", MakeExercise),
              ("t/([A-Z0-9]{4,8})/socket", SeatSocket), ("asset/([a-z0-9.]{1,40})", Asset),
              ("moved/([A-Za-z0-9_-]{8,40})", Moved),
              ("teacher", Teacher), ("teacher/live", TeacherLive),
              ("teacher/table", TeacherTable), ("teacher/move", TeacherMove)]
    return tornado.web.Application(
        [(base + pattern, handler, shared) for pattern, handler in routes],
        cookie_secret=secret, xsrf_cookies=True, base=base,
        xsrf_cookie_kwargs={"httponly": True, "samesite": "Strict"},
        websocket_max_message_size=64 * 1024, websocket_ping_interval=20,
        websocket_ping_timeout=20)


__all__ = ["JOIN_BURST", "JOIN_EVERY", "NO_SEAT", "RATE", "START_BURST", "START_EVERY", "Bucket",
           "Screens", "SeatSocket", "Starts", "application", "client_address", "message_size",
           "recent_plays", "same_key"]
