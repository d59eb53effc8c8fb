"""The room: every table of the classroom server, who holds which seat, and nothing lost.

A :class:`Room` makes tables (a game, a level, people's seats and bots' seats), seats people by
a short join code, and gives each person a random seat token (the server keeps it in a signed
cookie) by which a reopened tab finds its seat again. Each table is snapshotted into the
classroom folder at every round end and, when it changed, every few seconds (the server's tick
snapshots :meth:`Room.changed`), with its seat tokens; a new room on the same folder brings every
table back (:meth:`Room.restore`). Each finished round's plays go to the classroom's progress
(:class:`~wordgames.server.recorder.Recorder`). A teacher's anagram drill is no table: the room
keeps each student's drill beside the tables (``drills``, :mod:`wordgames.server.drills`),
saved after every move and recorded once when it ends. A page's socket plays at what
:func:`wordgames.server.places.place_of` finds for its seat token, a table's seat or a drill,
through the one interface of :mod:`wordgames.server.places`. No web server here: the pages and
sockets are ``wordgames.server.web``'s.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as tmp:
...     room = Room(Store(tmp), clock="simulated")
...     sitting, token, seat = room.make("myword", "easy", people=2, bots=1, name="Ana")
...     other, token2, seat2 = room.join(sitting.code, "Bo")
...     [s.name for s in sitting.table.seats], seat2, room.seat_of(sitting.code, token2)[1]
(['Ana', 'Bo', 'Bot 1 (easy)'], 1, 1)
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from wordgames.classroom.drill import Drill
from wordgames.classroom.exercises import Exercise, saved_exercises, saved_kind
from wordgames.classroom.plays import plays_so_far, record_round
from wordgames.errors import IllegalAction, InvalidInput, WordgamesError
from wordgames.kit import validate
from wordgames.kit.protocol import GAMES
from wordgames.play.presets import preset
from wordgames.play.table import Clock, Table, clean_name
from wordgames.server.drills import DrillSitting
from wordgames.server.levels import LEVEL_LABELS, checked_level
from wordgames.server.recorder import Recorder
from wordgames.server.store import Store

#: The letters of join codes: no 0/O, 1/I/L to misread on a board.
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 4

#: The most tables (and drills) one room holds (a page request that makes one is refused
#: beyond).
TABLE_LIMIT = 200

#: Seconds a table nobody started, with nobody at it, waits before it ends and leaves the room
#: (the lobby and the teacher's page): made and left, it would hold its place for good.
UNSTARTED_FOR = 300.0
#: Seconds an anagram drill nobody has made a move in stays in the room (a child reading its
#: first puzzle is given longer than an unstarted table: nobody else waits for it).
UNTOUCHED_DRILL_FOR = 3 * UNSTARTED_FOR

#: Tables waiting unstarted that one network address may have made at once (a class behind one
#: school address, each student making a table for friends); then it is told to play at one.
UNSTARTED_PER_ADDRESS = 20

#: How many tables the room remembers the teacher ended or removed (their pages say so).
GONE_KEPT = 500

#: How the lobby names an anagram exercise's game.
DRILL = "Anagram drill"

#: The level of an exercise's table: its bot plays at it (``wordgames.play.presets``).
EXERCISE_LEVEL = "easy"


@dataclass
class Sitting:
    """One table of the room: its join code, level, the seat tokens, whether it takes new
    people (``open``), and how far it is saved and recorded."""

    code: str
    table: Table
    level: str
    tokens: dict[str, int] = field(default_factory=dict)  # seat token -> seat
    open: bool = True
    made: float = field(default_factory=time.time)
    recorded: int = 0  # rounds whose plays went to the recorder
    saved_version: int = -1  # the table's version last snapshotted
    address: str = ""  # the network address that made it (for the limit by address)
    seen: float = field(default_factory=time.time)  # last time someone was at it

    @property
    def started(self) -> bool:
        """Whether a round was ever dealt here (an unstarted table only waits)."""
        return bool(self.table.rounds) or self.table.playing or self.table.over

    def free_seats(self) -> list[int]:
        """The people's seats nobody has taken: a seat a person left (or was moved from) is a
        bot's to the match's end, never a newcomer's (nobody inherits points, words, hints)."""
        held = set(self.tokens.values())
        return [s.number for s in self.table.seats if s.free and s.number not in held]

    @property
    def finished(self) -> bool:
        """Its game is over, nobody is at it and its plays are recorded: the room may clear
        it away."""
        table = self.table
        return table.over and not table.people_present and self.recorded >= len(table.rounds)

    @property
    def joinable(self) -> bool:
        return self.open and not self.table.over and bool(self.free_seats())

    def entry(self) -> dict[str, Any]:
        """The snapshot written to the classroom folder."""
        return {"code": self.code, "level": self.level, "open": self.open, "made": self.made,
                "tokens": self.tokens, "recorded": self.recorded,
                "table": self.table.to_json()}


class Room:
    """Every table of a classroom server (see the module docstring).

    ``clock``: the tables' clock (``"simulated"`` for tests of the room alone); ``speed``: the
    live clock's pace (tests and benchmarks play faster); ``abandon_after``: seconds a table
    with nobody at it waits before it ends; ``writer``: how a snapshot is written (the web
    server passes one that runs it in its writer thread, off the event loop);
    ``record_writer``: how plays go to the progress database (a thread of its own: a locked
    database never holds back a snapshot; ``writer`` unless told).
    """

    def __init__(self, store: Store, *, clock: Clock = "live", speed: float = 1.0,
                 abandon_after: float | None = 1800.0,
                 writer: Callable[[Callable[[], None]], None] | None = None,
                 record_writer: Callable[[Callable[[], None]], None] | None = None) -> None:
        self.store = store
        self.clock: Clock = clock
        self.speed = speed
        self.abandon_after = abandon_after
        self.tables: dict[str, Sitting] = {}
        self.drills: dict[str, DrillSitting] = {}  # the students' anagram drills, by code
        self.recorder = Recorder(store)
        self.problems: list[str] = []  # saved tables that did not come back, and why
        self.save_errors: dict[str, str] = {}
        #: tables and drills whose last snapshot failed: written again until one is saved
        self.unsaved: set[str] = set()
        #: a moved student's way to the new seat: ticket -> (table code, seat token)
        self.moved: dict[str, tuple[str, str]] = {}
        self.forwarding: dict[str, str] = {}  # the old seat token -> its ticket
        #: what the teacher did to a table ("ended", "removed"), for its children's pages
        self.gone: dict[str, str] = {}
        self._write = writer or (lambda job: job())
        self._record = record_writer or self._write
        self._listeners: list[Callable[[Sitting], None]] = []
        self._drill_listeners: list[Callable[[DrillSitting], None]] = []

    def listen(self, listener: Callable[[Sitting], None]) -> None:
        """Call ``listener(sitting)`` after every change of any table."""
        self._listeners.append(listener)

    # -- making and joining tables ----------------------------------------------------------------

    def make(self, game: str, level: str, *, people: int, bots: int,
             name: str, address: str | None = None) -> tuple[Sitting, str, int]:
        """A new table of ``game`` at ``level`` with ``people`` seats for people and ``bots``
        bots; its maker sits at seat 0. Returns the table, the maker's seat token and seat.
        ``address``: the maker's network address, which may have only
        :data:`UNSTARTED_PER_ADDRESS` tables waiting unstarted."""
        game, language = _game_and_language(game)
        info = GAMES.get_info(game)
        level = checked_level(level)
        for what, count in (("people", people), ("bots", bots)):
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise InvalidInput(f"{what}: a number from 0, not {validate.shown(count)}")
        if people < 1:
            raise InvalidInput("a table needs at least one person")
        low, high = info.players
        if not low <= people + bots <= high:
            chose = (f"{info.display_name} is for {low} to {high} players, and you chose "
                     f"{validate.shown(people)} {'person' if people == 1 else 'people'} "
                     f"and {validate.shown(bots)} "
                     f"bot{'' if bots == 1 else 's'}")
            more = ("Choose fewer people or bots" if people + bots > high else
                    "Add a bot or a friend")
            raise InvalidInput(f"{chose}. {more}")
        maker = clean_name(name)
        self._check_waiting(address)
        self._make_room()
        seats = ["person"] * people + [level] * bots  # bots of the level's skill
        rules = preset(level, game).rules(**({"spanish": True} if language == "es" else {}))
        # Every person's seat free ("Player 2"...) until taken (the maker's now); the bots
        # "Bot 1 (easy)", "Bot 2 (easy)"... (numbered among the bots, as in JupyterLab).
        table = Table(game, seats, clock=self.clock, speed=self.speed,
                      seed=secrets.randbelow(2**31), abandon_after=self.abandon_after,
                      preset=level, rules=rules)
        sitting = Sitting(self._new_code(), table, level, address=address or "")
        _watch(self, sitting)
        self.tables[sitting.code] = sitting
        token = self._seat(sitting, 0, maker)
        self.save(sitting)
        return sitting, token, 0

    def exercises(self) -> list[tuple[str, str]]:
        """The teacher's exercises a student may start here (saved in the classroom folder:
        a game's, or an anagram drill), as (name, game)."""
        folder = self.store.folder
        found = ((name, saved_kind(name, folder)) for name in saved_exercises(folder))
        return [(name, DRILL if kind == "anagram" else GAMES.get_info(kind).display_name)
                for name, kind in found if kind in GAMES or kind == "anagram"]

    def make_exercise(self, exercise: object, name: str,
                      address: str | None = None) -> tuple[Sitting | DrillSitting, str, int]:
        """A table of the teacher's exercise saved as ``exercise`` (a name the lobby offered,
        checked against the folder's saved exercises) for ``name`` alone, against one bot at
        the exercise level (Easy); closed to other people (an anagram exercise: the student's
        drill). Returns the table (or drill), the student's seat token and seat."""
        offered = dict(self.exercises())
        if not isinstance(exercise, str) or exercise not in offered:
            raise InvalidInput(f"there is no exercise {str(exercise)[:40]!r} to play here: "
                               "choose one of your teacher's from the list")
        student = clean_name(name)
        self._check_waiting(address)
        self._make_room()
        chosen = Exercise.open(exercise, self.store.folder)
        if chosen.kind == "anagram":
            return self._make_drill(chosen, student, address or "")
        level = EXERCISE_LEVEL
        table = Table(chosen.kind, ["person", level], clock=self.clock, speed=self.speed,
                      seed=chosen.seed, preset=level,
                      abandon_after=self.abandon_after, exercise=chosen)
        sitting = Sitting(self._new_code(), table, level, open=False, address=address or "")
        _watch(self, sitting)
        self.tables[sitting.code] = sitting
        token = self._seat(sitting, 0, student)
        self.save(sitting)
        return sitting, token, 0

    def _make_drill(self, exercise: Exercise, student: str,
                    address: str = "") -> tuple[DrillSitting, str, int]:
        code, token = self._new_code(), secrets.token_urlsafe(18)
        drill = Drill(exercise, student, record=self._record_drill,
                      session=f"drill {code}")
        sitting = DrillSitting(code, drill, token, address=address)
        self.drills[code] = sitting
        self.save_drill(sitting)
        return sitting, token, 0

    def listen_drills(self, listener: Callable[[DrillSitting], None]) -> None:
        """Call ``listener(sitting)`` after every move of any drill."""
        self._drill_listeners.append(listener)

    def drill_send(self, sitting: DrillSitting, message: str | bytes) -> None:
        """A drill page's message played, the drill saved and its screens told (a removed
        drill takes none)."""
        if self.drills.get(sitting.code) is not sitting:
            return
        sitting.send(message)
        self.save_drill(sitting)
        for listener in list(self._drill_listeners):
            listener(sitting)

    def _record_drill(self, play: dict[str, Any]) -> None:
        self._record(lambda: self.recorder.add([play]))

    def save_drill(self, sitting: DrillSitting) -> None:
        """Snapshot a drill into the classroom folder (written by the writer)."""
        code, entry = sitting.code, sitting.entry()

        def write() -> None:
            self._write_snapshot(code, entry)

        self._write(write)

    def join(self, code: str, name: str) -> tuple[Sitting, str, int]:
        """``name`` sits at the first free seat of table ``code``: the table, the seat token
        and the seat."""
        sitting = self.find(code)
        person = clean_name(name)
        if not sitting.open:
            raise IllegalAction(f"table {sitting.code} is closed: the teacher can open it")
        seat = _free_seat(sitting)
        token = self._seat(sitting, seat, person)
        self.save(sitting)
        return sitting, token, seat

    def find(self, code: object) -> Sitting:
        """The table whose join code is ``code`` (any case, spaces ignored)."""
        text = "".join(str(code).split()).upper() if isinstance(code, str) else ""
        if text not in self.tables:
            raise InvalidInput(f"no table has the code {str(code)[:12]!r}: check the letters "
                               "on your friend's screen")
        return self.tables[text]

    def seat_of(self, code: str, token: str | None) -> tuple[Sitting, int] | None:
        """The table and seat that ``token`` holds at table ``code``, or None."""
        sitting = self.tables.get(code)
        if sitting is None or token is None or token not in sitting.tokens:
            return None
        return sitting, sitting.tokens[token]

    def open_tables(self) -> list[Sitting]:
        """The tables a student may join from the lobby, newest first."""
        return sorted((s for s in self.tables.values() if s.joinable),
                      key=lambda s: -s.made)

    def _seat(self, sitting: Sitting, seat: int, name: str) -> str:
        token = secrets.token_urlsafe(18)
        sitting.table.take(seat, name)
        sitting.tokens[token] = seat
        sitting.table.leave(seat)  # held, not yet at the screen: away until the page connects
        return token

    def _make_room(self) -> None:
        """Make room for one more table or drill: when the room is full, the oldest finished
        one that nobody is at goes (its plays recorded), as the teacher's Remove would, so that
        a day of classes does not fill the room with old games; none such: the room is full."""
        if len(self.tables) + len(self.drills) < TABLE_LIMIT:
            return
        done = [(s.made, s.code) for s in _sittings(self) if s.finished]
        if not done:
            raise IllegalAction(f"the room is full: {TABLE_LIMIT} tables are playing. Ask "
                                "your teacher to close some")
        self.remove(min(done)[1], why="cleared")

    def waiting_from(self, address: str) -> int:
        """The tables made from ``address`` that wait unstarted, and its drills with no move
        yet."""
        return sum(s.address == address and not s.started for s in _sittings(self))

    def _check_waiting(self, address: str | None) -> None:
        if address is not None and self.waiting_from(address) >= UNSTARTED_PER_ADDRESS:
            raise IllegalAction(f"{UNSTARTED_PER_ADDRESS} tables made here are waiting for "
                                "their game to start. Join one of them, or wait a few "
                                "minutes")

    def end_unstarted(self, now: float | None = None) -> list[str]:
        """Take out of the room every table nobody started and nobody has been at for
        :data:`UNSTARTED_FOR` seconds, and every drill with no move for
        :data:`UNTOUCHED_DRILL_FOR` (gone from the lobby and the teacher's page, as the
        teacher's Remove would): a few addresses cannot fill the room with tables or drills
        left waiting. Returns their codes. The server calls it every few seconds."""
        moment = time.time() if now is None else now
        gone = []
        for code, sitting in list(self.tables.items()):
            if sitting.started:
                continue
            if sitting.table.people_present:
                sitting.seen = moment
            elif moment - max(sitting.made, sitting.seen) >= UNSTARTED_FOR:
                gone.append(code)
        gone += [code for code, drill in self.drills.items()
                 if not drill.started and moment - drill.made >= UNTOUCHED_DRILL_FOR]
        for code in gone:
            self.remove(code, why="unstarted")
        return gone

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
            if code not in self.tables and code not in self.drills:
                return code

    # -- the teacher's commands -------------------------------------------------------------------

    def set_open(self, code: str, open_: bool) -> None:
        self.find(code).open = open_
        self._changed(self.find(code))

    def move(self, code: str, seat: int, to: str) -> str:
        """Move the person at ``seat`` of table ``code`` to the first free seat of table
        ``to`` (the teacher's word); returns the ticket by which their browser takes the new
        seat (``moved/TICKET``). A bot plays the old seat to the match's end
        (:meth:`Table.retire`): nobody else inherits its points, words or hints."""
        here, there = self.find(code), self.find(to)
        if here is there:
            raise InvalidInput("they are at that table already")
        old = [token for token, held in here.tokens.items() if held == seat]
        if not old:
            raise IllegalAction(f"nobody sits at seat {seat} of table {here.code}")
        spot = _free_seat(there)
        token = self._seat(there, spot, here.table.seats[seat].name)
        # Said on the new seat's screen, live: it goes with their first move or the next deal.
        there.table.tell(spot, f"Your teacher moved you to table {there.code}: you play "
                               f"{there.table.info.display_name} here now.")
        ticket = secrets.token_urlsafe(12)
        self.moved[ticket] = (there.code, token)
        for gone in old:
            del here.tokens[gone]
            self.forwarding[gone] = ticket
        name = here.table.seats[seat].name
        _record_so_far(self, here, [seat])
        here.table.retire(seat)
        _tell_the_others(here, f"Your teacher moved {name} to another table: a bot plays for "
                               f"{name} now.")
        self.save(here)
        self.save(there)
        return ticket

    def leave(self, code: str, token: str | None) -> bool:
        """The person holding ``token`` at table ``code`` leaves it for good (the table page's
        Leave): a bot plays their seat to the match's end (:meth:`Table.retire`; nobody
        inherits their points) and the token holds no seat any more. False: no such seat."""
        found = self.seat_of(code, token)
        if found is None:
            return False
        sitting, seat = found
        for held in [t for t, s in sitting.tokens.items() if s == seat]:
            del sitting.tokens[held]
        if not sitting.table.over:
            name = sitting.table.seats[seat].name
            _record_so_far(self, sitting, [seat])
            sitting.table.retire(seat)
            _tell_the_others(sitting, f"{name} left the table: a bot plays for {name} now.")
        self.save(sitting)
        return True

    def take_ticket(self, ticket: str) -> tuple[str, str] | None:
        """The table code and seat token a move's ticket leads to (once), or None."""
        return self.moved.pop(ticket, None)

    def end(self, code: str) -> None:
        """End the game at table ``code`` now: the rounds played count, the one in play
        does not."""
        sitting = self.find(code)
        self._mark(sitting.code, "ended")
        _record_so_far(self, sitting, range(sitting.table.players))
        sitting.table.end()
        self.save(sitting)

    def _mark(self, code: str, what: str) -> None:
        """Remember that the teacher ``what`` (ended, removed) table ``code`` (the newest
        :data:`GONE_KEPT` only: the memory is bounded)."""
        self.gone.pop(code, None)
        self.gone[code] = what
        while len(self.gone) > GONE_KEPT:
            del self.gone[next(iter(self.gone))]

    def remove(self, code: str, why: str = "removed") -> None:
        """Take table ``code`` out of the room (its game ended first), or the drill ``code``
        (its play so far is not recorded: a drill is recorded when the student ends it).
        ``why``: what its pages are told (:attr:`gone`): the teacher "removed" it, or the room
        "cleared" an old one, or nobody started it ("unstarted")."""
        if code in self.drills:
            drill = self.drills.pop(code)
            self._write(lambda: self.store.remove_table(code))
            for told in list(self._drill_listeners):
                told(drill)
            return
        sitting = self.find(code)
        self._mark(sitting.code, why)
        if not sitting.table.over:
            _record_so_far(self, sitting, range(sitting.table.players))
            sitting.table.end()
        del self.tables[sitting.code]
        self._write(lambda: self.store.remove_table(sitting.code))
        for listener in list(self._listeners):
            listener(sitting)

    # -- changes, saving, recording ---------------------------------------------------------------

    def _changed(self, sitting: Sitting) -> None:
        table = sitting.table
        if len(table.rounds) > sitting.recorded:
            ended = table.rounds[sitting.recorded:]
            sitting.recorded = len(table.rounds)

            def record(plays: list[dict[str, Any]]) -> None:
                self._record(lambda: self.recorder.add(plays))

            for result in ended:  # an exercise's student is told what their teacher sees
                record_round(table, result, f"table {sitting.code}", record,
                             tell=table.exercise is not None)
            self.save(sitting)
        for listener in list(self._listeners):
            listener(sitting)

    def save(self, sitting: Sitting) -> None:
        """Snapshot ``sitting`` into the classroom folder (the text is made now, written by
        the writer)."""
        if sitting.code not in self.tables:
            return
        try:
            text = json.dumps(sitting.entry())
        except WordgamesError as err:
            self.save_errors[sitting.code] = str(err)
            return
        sitting.saved_version = sitting.table.version
        code = sitting.code

        def write() -> None:
            self._write_snapshot(code, json.loads(text))

        self._write(write)

    def _write_snapshot(self, code: str, entry: dict[str, Any]) -> None:
        """Write one snapshot (in the writer); one that fails is marked to be written again."""
        try:
            self.store.write_table(code, entry)
        except (OSError, WordgamesError) as err:
            self.save_errors[code] = f"cannot save: {err}"
            self.unsaved.add(code)
        else:
            self.save_errors.pop(code, None)
            self.unsaved.discard(code)

    def changed(self) -> list[Sitting]:
        """The tables changed since their last snapshot, or whose last snapshot failed."""
        failed = set(self.unsaved)
        return [s for s in self.tables.values()
                if s.saved_version != s.table.version or s.code in failed]

    def save_all(self) -> None:
        for sitting in self.tables.values():
            self.save(sitting)

    def restore(self) -> int:
        """Bring back every table saved in the classroom folder; returns how many came back.
        A live table plays on (call it on the running loop); its people are away until their
        pages connect again."""
        for entry in self.store.tables():
            code = str(entry.get("code", "?"))
            try:
                if "drill" in entry:
                    drill = DrillSitting.restored(entry, self._record_drill)
                    self.drills[drill.code] = drill
                    continue
                sitting = self._restored(entry)
            except (WordgamesError, KeyError, TypeError, ValueError) as err:
                self.problems.append(f"{'drill' if 'drill' in entry else 'table'} {code}: "
                                     f"{err}")
                continue
            self.tables[sitting.code] = sitting
        self.problems.extend(self.store.unreadable)
        return len(self.tables) + len(self.drills)

    def _restored(self, entry: dict[str, Any]) -> Sitting:
        table = Table.from_json(str(entry["table"]), clock=self.clock)
        table.abandon_after = self.abandon_after
        tokens = entry.get("tokens") or {}
        if not isinstance(tokens, dict) or not all(
                isinstance(t, str) and isinstance(s, int) and 0 <= s < table.players
                for t, s in tokens.items()):
            raise InvalidInput("its seat tokens are not {token: seat}")
        level = entry.get("level")
        if level not in LEVEL_LABELS:
            raise InvalidInput(f"no level {level!r}")
        sitting = Sitting(str(entry["code"]), table, str(level), dict(tokens),
                          open=bool(entry.get("open", True)),
                          made=float(entry.get("made", time.time())),
                          recorded=int(entry.get("recorded", len(table.rounds))))
        for seat in set(tokens.values()):  # a save from before seats were taken
            table.seats[seat].taken = table.seats[seat].kind == "person"
        sitting.saved_version = table.version
        _watch(self, sitting)
        if table.clock == "live" and table.playing:
            table.resume_live()
        return sitting


#: The games a lobby offers: each game by its name, and Five Tiers in Spanish (its rulebook's
#: Spanish tiles, judged by the Spanish dictionary).
CHOICES: tuple[tuple[str, str], ...] = (
    *((name, GAMES.get_info(name).display_name) for name in GAMES),
    ("fivetiers:es", "Five Tiers in Spanish"),
)


def _game_and_language(choice: object) -> tuple[str, str]:
    """A lobby's game choice as the game's name and the language it is played in.

    >>> _game_and_language("fivetiers:es"), _game_and_language("myword")
    (('fivetiers', 'es'), ('myword', 'en'))
    >>> _game_and_language("myword:es")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: no game 'myword:es': the games are fivetiers, ...
    """
    names = [value for value, _ in CHOICES]
    if not isinstance(choice, str) or choice not in names:
        raise InvalidInput(f"no game {str(choice)[:30]!r}: the games are {', '.join(names)}")
    game, _, language = choice.partition(":")
    return game, language or "en"


def _record_so_far(room: Room, sitting: Sitting, seats: Iterable[int]) -> None:
    """Record what ``seats`` did in the round in play before it stops counting for them (a
    move, a Leave, the teacher's End or Remove): their words stay in the teacher's report."""
    plays = plays_so_far(sitting.table, seats, f"table {sitting.code}")
    if plays:
        room._record(lambda: room.recorder.add(plays))


def _tell_the_others(sitting: Sitting, text: str) -> None:
    """Say ``text`` on the screen of everyone still sitting at ``sitting`` (who went, and
    who plays their seat now: a friend's name does not just turn into "Bot 2")."""
    for seat in sorted(set(sitting.tokens.values())):
        sitting.table.tell(seat, text)


def _sittings(room: Room) -> list[Sitting | DrillSitting]:
    """Every table and drill of ``room``."""
    return [*room.tables.values(), *room.drills.values()]


def _watch(room: Room, sitting: Sitting) -> None:
    """``room`` is told of every change of ``sitting``'s table."""
    sitting.table.listen(lambda table: room._changed(sitting))


def _free_seat(sitting: Sitting) -> int:
    """The first free seat of a table whose game goes on, or why there is none."""
    if sitting.table.over:
        raise IllegalAction(f"the game at table {sitting.code} is over")
    free = sitting.free_seats()
    if not free:
        raise IllegalAction(f"table {sitting.code} is full")
    return free[0]


__all__ = ["CODE_LETTERS", "TABLE_LIMIT", "Room", "Sitting"]
