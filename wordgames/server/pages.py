"""The classroom server's pages: the lobby, a table's page, the teacher's page.

What each page shows is gathered here as plain values; its HTML is in tornado templates
(``templates/``: every value escaped unless a template says ``raw``), a live part (the
lobby's open tables, the teacher's tables) a template of its own that the page asks for again
and the screen client morphs in. Plain words for a 12-year-old; no page names a file of the
server. The forms carry tornado's XSRF field (``xsrf``, given by the handler).

>>> "&lt;b&gt;" in lobby([], xsrf="", name="<b>", error="")
True
>>> '<p class="error" role="alert">Table AB12 is full.</p>' in lobby(
...     [], xsrf="", error="table AB12 is full")
True
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tornado import template

from wordgames.classroom.progress import words_made, words_not_counted
from wordgames.errors import WordgamesError
from wordgames.kit.protocol import GAMES
from wordgames.play.plainwords import sentence
from wordgames.screens import css_name
from wordgames.server.drills import DrillSitting
from wordgames.server.levels import LEVEL_LABELS
from wordgames.server.room import CHOICES, DRILL, Room, Sitting

#: How often a page's live part asks for its news (the teacher's page, the lobby's tables).
LIVE_EVERY_MS = 2000

#: The pages' templates (tornado's) and static files, shipped in the package.
TEMPLATES = Path(__file__).parent / "templates"
STATIC = Path(__file__).parent / "static"
_loader = template.Loader(str(TEMPLATES))


def pages_css() -> str:
    """The pages' own stylesheet (``static/pages.css``)."""
    return (STATIC / "pages.css").read_text(encoding="utf-8")


def pages_css_name() -> str:
    """``pages.css`` under a name with a hash of its text: kept by a browser for good.

    >>> pages_css_name().startswith("pages.") and pages_css_name().endswith(".css")
    True
    """
    return f"pages.{hashlib.sha256(pages_css().encode()).hexdigest()[:10]}.css"


def _part(name: str, **values: Any) -> str:
    """Template ``name`` filled in, a part of a page (a live part asked for again)."""
    return _loader.load(name).generate(**values).decode("utf-8")


def _render(template_name: str, *, title: str, root: str = "", live: bool = False,
            screen: bool = False, **values: Any) -> str:
    """Template ``template_name`` (in ``templates/``) filled in: every value escaped unless the
    template says ``raw``; ``root`` is the way from the page's address to the server's root,
    ``live`` loads the screen client (``page.js``), ``screen`` the screens' stylesheet too."""
    text = _loader.load(template_name).generate(
        title=title, root=root, live=live, pages_css=pages_css_name(),
        screens_css=css_name() if screen else "", **values)
    return text.decode("utf-8")


def _who(sitting: Sitting) -> str:
    return ", ".join(s.name for s in sitting.table.seats
                     if s.kind == "person" and s.number in sitting.tokens.values()) or "nobody"


#: How many players a new table has unless the maker chooses (bots fill the rest).
USUAL_PLAYERS = 4


def game_range(choice: str) -> tuple[int, int, int]:
    """The lobby's game ``choice``'s smallest, largest and usual number of players.

    >>> game_range("fivetiers"), game_range("fivetiers:es")
    ((2, 4, 4), (2, 4, 4))
    """
    low, high = GAMES.get_info(choice.partition(":")[0]).players
    return low, high, max(low, min(high, USUAL_PLAYERS))


def default_bots(choice: str, people: int) -> int:
    """The bots that fill a table of ``people`` to the game's usual count (none past it).

    >>> default_bots("fivetiers", 1), default_bots("fivetiers", 4), default_bots("myword", 5)
    (3, 0, 0)
    """
    return max(0, game_range(choice)[2] - people)


@dataclass(frozen=True)
class Choice:
    """One ``<option>`` of a list: what it sends, what it says, whether it is chosen."""

    value: str
    label: str
    chosen: bool = False
    low: int = 0  # a game's: its smallest, largest and usual number of players
    high: int = 0
    usual: int = 0


def _numbers(low: int, high: int, chosen: int) -> list[Choice]:
    return [Choice(str(n), str(n), n == chosen) for n in range(low, high + 1)]


@dataclass(frozen=True)
class OpenTable:
    """A table of the lobby's live list: its code, game, level, who sits there, free seats."""

    code: str
    game: str
    level: str
    who: str
    free: int


def _open_tables(open_tables: Sequence[Sitting]) -> list[OpenTable]:
    return [OpenTable(s.code, s.table.info.display_name, LEVEL_LABELS[s.level], _who(s),
                      len(s.free_seats())) for s in open_tables]


def lobby(open_tables: Sequence[Sitting], *, xsrf: str, name: str = "", code: str = "",
          error: str = "", exercises: Sequence[tuple[str, str]] = (),
          mine: Sequence[Sitting] = (), notice: str = "") -> str:
    """The lobby (``templates/lobby.html``): a name, then a join code, an open table, the
    teacher's ``exercises`` ((name, game) pairs), or a new table; ``mine``: the tables this
    browser sits at (a way back to each); ``notice``: what happened to the child's table,
    said first.

    People and bots are offered within the chosen game's range (``page.js`` narrows the
    lists when another game is chosen; the server checks again)."""
    chosen = next(iter(CHOICES))[0]
    low, high, _ = game_range(chosen)
    games = [Choice(value, label, value == chosen, *game_range(value))
             for value, label in CHOICES]
    lines = [(info.display_name, *info.players, info.about)  # what each game is (INFO.about)
             for info in map(GAMES.get_info, GAMES)]
    return _render(
        "lobby.html", title="Word games", live=True, xsrf=xsrf, name=name, code=code,
        notice=notice, error=sentence(error) if error else "", every=LIVE_EVERY_MS,
        mine=[(s.code, s.table.info.display_name) for s in mine],
        open_tables=_open_tables(open_tables), exercises=list(exercises), games=games,
        game_lines=lines,
        levels=[Choice(v, label, v == "easy") for v, label in LEVEL_LABELS.items()],
        people=_numbers(1, high, 1),
        bots=_numbers(max(0, low - 1), high - 1, default_bots(chosen, 1)))


def open_tables_html(open_tables: Sequence[Sitting]) -> str:
    """The lobby's live list of the tables waiting for players (a Join button each, inside
    the lobby's form), asked for again every :data:`LIVE_EVERY_MS`
    (``templates/open_tables.html``)."""
    return _part("open_tables.html", open_tables=_open_tables(open_tables))


def table_page(sitting: Sitting, *, xsrf: str = "") -> str:
    """A seat's page (at ``t/CODE``): the table's code and the screen, which the page's
    websocket fills (``page.js``), and Leave the table. "Friends join with this code" only
    while friends may (not on a solo exercise, a full or closed table): hidden otherwise, and
    shown or hidden live by the socket's ``joinable``. (That the teacher moved this child here
    is said on the seat's screen, :meth:`~wordgames.server.room.Room.move`, live too.) Every
    address is relative, so that the server may live under a prefix (a JupyterHub
    service's)."""
    code = sitting.code
    # The screen names the game in its own title: the page's line says only the table.
    return _render("table.html", title=f"{sitting.table.info.display_name} · table {code}",
                   root="../", live=True, screen=True, code=code,
                   level=LEVEL_LABELS[sitting.level], lobby=f"../?code={code}",
                   joinable=sitting.joinable, xsrf=xsrf)


def drill_page(sitting: DrillSitting) -> str:
    """A student's anagram drill (at ``t/CODE``, like a table): the screen, which the page's
    websocket fills, and the way back to the lobby."""
    return _render("drill.html", title=sitting.title, root="../", live=True, screen=True,
                   code=sitting.code, lobby="../")


def _clock(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def _words(table: Any, seat: int, read: Any = words_made) -> list[str]:
    """The words ``seat`` has made in the round in play (or the last one); with ``read`` =
    ``words_not_counted``, those it tried that did not count."""
    if table.state is None:
        return []
    try:
        return list(read(table.game, table.state, seat))
    except (WordgamesError, AttributeError, IndexError):
        return []


def _cards(table: Any, seat: int) -> int | None:
    """Mid-round in MY WORD!, the cards ``seat`` has won this round (the match's points only
    change at a round's end, so they would read 0 all round); else None (the points say)."""
    piles = getattr(table.state, "piles", None) if table.playing else None
    if piles and seat < len(piles) and hasattr(piles[seat], "cards"):
        return len(piles[seat].cards)
    return None


@dataclass(frozen=True)
class SeatRow:
    """One seat's row of a table's box on the teacher's page."""

    seat: int
    name: str  # "" for a free seat
    mark: str  # "away", "bot", "a bot plays for now" or ""
    total: int
    cards: int | None  # MY WORD!'s cards this round, mid-round
    words: list[str]
    refused: list[str]  # the words tried that did not count
    moves: list[Choice]  # the tables the teacher may move this person to (none: no Move)


@dataclass(frozen=True)
class TableBox:
    """One table's box on the teacher's page: what it is, how far, its seats and buttons."""

    code: str
    game: str
    exercise: str | None
    level: str
    round: str
    clock: str
    state: str
    open: bool
    over: bool
    seats: list[SeatRow]
    error: str


def _table_box(sitting: Sitting, others: Sequence[Sitting] = ()) -> TableBox:
    table = sitting.table
    planned = table.rounds_planned()
    state = ("ended" if table.over else "paused" if table.paused else
             "playing" if table.playing else
             f"round {table.round_number} is over, waiting for Next round" if table.rounds
             else "waiting for Start")
    choices = [Choice(o.code, f"table {o.code} ({o.table.info.display_name})") for o in others]
    seats = []
    for seat in table.seats:
        seated = seat.number in sitting.tokens.values()
        # A seat whose person left for good (moved, or Leave) is a bot's, named as one.
        held = seat.kind == "bot" or seated or seat.left
        mark = {"away": "away", "bot": "bot"}.get(seat.playing, "")
        if mark == "bot" and seat.name.startswith("Bot "):
            mark = ""  # "Bot 1 (easy)" says it already: not "Bot 1 (easy) (bot)"
        if seat.kind == "person" and seat.playing == "bot" and not seat.left:
            mark = "a bot plays for now"
        movable = seat.kind == "person" and seated and not table.over
        seats.append(SeatRow(
            seat.number, seat.name if held else "", mark, table.totals[seat.number],
            _cards(table, seat.number), _words(table, seat.number),
            _words(table, seat.number, words_not_counted), choices if movable else []))
    return TableBox(
        sitting.code, table.info.display_name,
        (table.exercise.name or "") if table.exercise else None, LEVEL_LABELS[sitting.level],
        (f"round {table.round_number}" + (f" of {planned}" if planned else "")
         if table.round_number else ""),
        # The clock only once a round was dealt, and not once the match ended (it would
        # run on with nobody playing).
        "" if table.over or not table.round_number else _clock(table.now), state,
        sitting.open, table.over, seats, str(sitting.table.failure or ""))


@dataclass(frozen=True)
class DrillBox:
    """One student's drill on the teacher's page: who, which, how far, the words so far."""

    code: str
    student: str
    name: str
    position: str
    recorded: bool
    lines: list[str]


def _drill_box(sitting: DrillSitting) -> DrillBox:
    drill = sitting.drill
    lines = [drill.summary()] + [
        f"{what}: {', '.join(w.upper() for w in words)}"
        for what, words in (("Found", drill.accepted), ("Not words", drill.refused),
                            ("Real words, not the one wanted", drill.other_words))
        if words]
    return DrillBox(sitting.code, drill.student, drill.exercise.name or
                    f"seed {drill.exercise.seed}", drill.position, drill.handed, lines)


def without_paths(text: str, folder: Path) -> str:
    """``text`` with the classroom folder's path said as words: a page names no server file.

    >>> without_paths("cannot open '/srv/c/progress.sqlite'", Path("/srv/c"))
    "cannot open 'the classroom folder/progress.sqlite'"
    """
    for form in {str(folder.resolve()), str(folder)}:
        text = text.replace(form, "the classroom folder")
    return text


def _game_name(game: str) -> str:
    """A recorded play's game as the teacher reads it."""
    return DRILL if game == "anagram" else GAMES.get_info(game).display_name


@dataclass(frozen=True)
class PlayRow:
    """One recorded play in the teacher's list."""

    student: str
    game: str
    score: str
    good: str
    not_words: str
    at: str


def _play_rows(plays: Sequence[dict[str, Any]]) -> list[PlayRow]:
    return [PlayRow(
        str(p["student"]),
        _game_name(p["game"]) + (" · " + str(p["exercise"]) if p.get("exercise") else ""),
        # A game's play with no score was cut short (the student was moved or left, or the
        # teacher ended the game): the teacher is told, not shown a blank.
        str(p["score"]) if p["score"] is not None else
        "not finished" if p["game"] in GAMES else "",
        f"{p['accepted']}" + (": " + ", ".join(p["words"]) if p.get("words") else ""),
        ", ".join(p.get("not_words") or []) or str(p["tried"] - p["accepted"]),
        time.strftime("%H:%M", time.localtime(p["started"])))
        for p in reversed(plays) if p["game"] in GAMES or p["game"] == "anagram"]


def _teacher_values(room: Room, plays: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """What ``templates/teacher_live.html`` draws: the tables, the drills, the recording."""
    folder = room.store.folder
    joinable = room.open_tables()
    recorder = room.recorder
    errors = []
    if recorder.waiting:
        why = without_paths(recorder.error or "not yet tried", folder)
        errors.append(f"{recorder.waiting} play(s) are waiting to be recorded: {why}. They "
                      "are kept and tried again in a few seconds.")
    errors += [f"Not recorded: {play.get('student')}'s {play.get('game')}: "
               f"{without_paths(why, folder)}" for play, why in recorder.refused[-5:]]
    errors += [without_paths(problem, folder) for problem in
               room.problems + [f"table {c}: {e}" for c, e in room.save_errors.items()]]
    return {
        "tables": [_table_box(s, [o for o in joinable if o is not s])
                   for s in sorted(room.tables.values(), key=lambda s: s.made)],
        "drills": [_drill_box(d) for d in sorted(room.drills.values(), key=lambda d: d.made)],
        "recorded": recorder.recorded, "errors": errors, "plays": _play_rows(plays)}


def teacher_live(room: Room, plays: Sequence[dict[str, Any]], xsrf: str) -> str:
    """The live part of the teacher's page (``templates/teacher_live.html``): the tables, the
    recording, the latest plays."""
    return _part("teacher_live.html", xsrf=xsrf, **_teacher_values(room, plays))


def teacher(room: Room, plays: Sequence[dict[str, Any]], xsrf: str, lobby_url: str) -> str:
    """The teacher's page: the live part, asked for again every :data:`LIVE_EVERY_MS` and
    morphed in by the screen client (a Move list's choice stays)."""
    return _render("teacher.html", title="The classroom · teacher", live=True, xsrf=xsrf,
                   lobby_url=lobby_url, every=LIVE_EVERY_MS, **_teacher_values(room, plays))


def message_page(title: str, text: str, link: str = "./", *, root: str = "") -> str:
    """A page that says one thing (``root``: the way from its address to the server's root).

    >>> "&lt;b&gt;" in message_page("Oops", "<b>")
    True
    """
    return _render("message.html", title=title, root=root, text=text, link=link)


__all__ = ["LIVE_EVERY_MS", "STATIC", "TEMPLATES", "default_bots", "drill_page",
           "game_range", "lobby", "message_page", "open_tables_html", "pages_css",
           "pages_css_name", "table_page", "teacher", "teacher_live"]
