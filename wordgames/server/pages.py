"""The HTML of the classroom server's pages: the lobby, a table's page, the teacher's page.

Plain words for a 12-year-old; every name a person typed is escaped; no page names a file of
the server. The forms carry tornado's XSRF field (``xsrf``, given by the handler).

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
from pathlib import Path
from typing import Any

from tornado import template

from wordgames.classroom.progress import words_made, words_not_counted
from wordgames.errors import WordgamesError
from wordgames.kit.protocol import GAMES
from wordgames.play.plainwords import sentence
from wordgames.screens import css_name
from wordgames.screens.common import escape
from wordgames.server.drills import DrillSitting
from wordgames.server.levels import LEVELS
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


def _render(name: str, *, title: str, root: str = "", live: bool = False,
            screen: bool = False, **values: Any) -> str:
    """Template ``name`` (in ``templates/``) filled in: every value escaped unless the template
    says ``raw``; ``root`` is the way from the page's address to the server's root, ``live``
    loads the screen client (``page.js``), ``screen`` the screens' stylesheet too."""
    text = _loader.load(name).generate(
        title=title, root=root, live=live, pages_css=pages_css_name(),
        screens_css=css_name() if screen else "", **values)
    return text.decode("utf-8")


def _page(title: str, body: str, *, live: bool = False) -> str:
    """A page at the server's root around ``body`` (HTML made here, its text escaped)."""
    return _render("page.html", title=title, body=body, live=live)


def _options(pairs: Sequence[tuple[str, str]], chosen: str = "") -> str:
    return "".join(f'<option value="{escape(value)}"{" selected" if value == chosen else ""}>'
                   f"{escape(label)}</option>" for value, label in pairs)


def _numbers(low: int, high: int, chosen: int) -> str:
    return _options([(str(n), str(n)) for n in range(low, high + 1)], str(chosen))


def _who(sitting: Sitting) -> str:
    return ", ".join(escape(s.name) for s in sitting.table.seats
                     if s.kind == "person" and s.number in sitting.tokens.values()) or "nobody"


def _exercises(exercises: Sequence[tuple[str, str]]) -> str:
    """The lobby's buttons for the teacher's exercises (each sends the exercise's name)."""
    if not exercises:
        return ""
    buttons = "".join(
        f'<li><button name="exercise" value="{escape(name)}" formaction="exercise">'
        f"{escape(name)}</button> {escape(game)}</li>" for name, game in exercises)
    return ("<h2>Play your teacher's exercise</h2>"
            '<p class="note">Everyone gets the same letters, and your teacher sees the words '
            "you make. In a game you play against one easy bot; in an anagram drill you unmix "
            "the letters of each word on your own.</p>"
            f'<ul class="seats">{buttons}</ul>')


#: What each game is, in one line a 12-year-old reads in the lobby.
GAME_LINES: dict[str, str] = {
    "fivetiers": "Make five words from your tiles, from 2 to 6 tiles long, before the others.",
    "myword": "Cards turn up one by one: be first to call a word they spell.",
    "wordstorm": "Build your own crossword with your letters, faster than the others.",
}

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


def _game_option(value: str, label: str, chosen: str) -> str:
    low, high, usual = game_range(value)
    return (f'<option value="{escape(value)}" data-low="{low}" data-high="{high}" '
            f'data-usual="{usual}"{" selected" if value == chosen else ""}>'
            f"{escape(label)}</option>")


def _game_lines() -> str:
    """One line per game of the lobby: what it is and for how many."""
    lines = []
    for name in GAMES:
        info = GAMES.get_info(name)
        low, high = info.players
        line = GAME_LINES.get(name, "")
        lines.append(f"<li><b>{escape(info.display_name)}</b> ({low} to {high} players): "
                     f"{escape(line)}</li>")
    return f'<ul class="games">{"".join(lines)}</ul>'


def _back_to(mine: Sequence[Sitting]) -> str:
    """The way back to the tables this browser already sits at."""
    if not mine:
        return ""
    links = "".join(
        f'<li><a class="go" href="t/{escape(s.code)}">Back to your table {escape(s.code)}</a> '
        f"{escape(s.table.info.display_name)}</li>" for s in mine)
    return f'<ul class="seats back">{links}</ul>'


def lobby(open_tables: Sequence[Sitting], *, xsrf: str, name: str = "", code: str = "",
          error: str = "", exercises: Sequence[tuple[str, str]] = (),
          mine: Sequence[Sitting] = (), notice: str = "") -> str:
    """The lobby: a name, then a join code, an open table, the teacher's ``exercises``
    ((name, game) pairs), or a new table; ``mine``: the tables this browser sits at (a way
    back to each); ``notice``: what happened to the child's table, said first.

    People and bots are offered within the chosen game's range (``page.js`` narrows the
    lists when another game is chosen; the server checks again)."""
    games = list(CHOICES)
    chosen = games[0][0]
    low, high, _ = game_range(chosen)
    body = (
        "<h1>Word games</h1>"
        + (f'<p class="notice" role="status">{escape(notice)}</p>' if notice else "")
        + (f'<p class="error" role="alert">{escape(sentence(error))}</p>' if error else "")
        + _back_to(mine)
        + f'<form method="post" action="join" class="box">{xsrf}'
        '<label>Your name <input name="name" required maxlength="24" autocomplete="off" '
        f'value="{escape(name)}" autofocus></label>'
        "<h2>Join your friends</h2>"
        '<label>Table code <input class="code" name="code" maxlength="8" autocomplete="off" '
        f'value="{escape(code)}" placeholder="ABCD"></label>'
        '<button class="go" type="submit" formaction="join">Join</button>'
        + f'<div data-live="tables" data-every="{LIVE_EVERY_MS}">{open_tables_html(open_tables)}'
        "</div>"
        + _exercises(exercises)
        + "<h2>Or start a new table</h2>"
        + _game_lines()
        + '<label>Game <select name="game" data-players>'
        + "".join(_game_option(v, label, chosen) for v, label in games) + "</select></label>"
        f'<label>Level <select name="level">{_options(list(LEVELS.items()), "easy")}'
        "</select></label><br>"
        f'<label>People <select name="people">{_numbers(1, high, 1)}</select></label>'
        f'<label>Bots <select name="bots">'
        f"{_numbers(max(0, low - 1), high - 1, default_bots(chosen, 1))}</select></label>"
        '<button class="go" type="submit" formaction="make">Start a table</button>'
        '<p class="note">Bots play the seats no person takes. Friends join with the table\'s '
        "code.</p></form>")
    return _page("Word games", body, live=True)


def open_tables_html(open_tables: Sequence[Sitting]) -> str:
    """The lobby's live list of the tables waiting for players (a Join button each, inside
    the lobby's form), asked for again every :data:`LIVE_EVERY_MS`."""
    listed = "".join(
        f'<li id="open-{escape(s.code)}"><button name="code" value="{escape(s.code)}" '
        f'formaction="join">Join table {escape(s.code)}</button> '
        f"{escape(s.table.info.display_name)}, "
        f"{escape(LEVELS[s.level])}, with {_who(s)} · {len(s.free_seats())} seat"
        f'{"s" if len(s.free_seats()) != 1 else ""} free</li>'
        for s in open_tables)
    return (f'<ul class="seats">{listed}</ul>' if listed else
            '<p class="note">No table is waiting for players yet.</p>')


def table_page(sitting: Sitting, *, xsrf: str = "", moved: bool = False) -> str:
    """A seat's page (at ``t/CODE``): the table's code and the screen, which the page's
    websocket fills (``page.js``), and Leave the table. "Friends join with this code" only
    while friends may (not on a solo exercise, a full or closed table); ``moved``: the teacher
    just moved this child here, which the page says first. Every address is relative, so that
    the server may live under a prefix (a JupyterHub service's)."""
    code = sitting.code
    # The screen names the game in its own title: the page's line says only the table.
    return _render("table.html", title=f"{sitting.table.info.display_name} · table {code}",
                   root="../", live=True, screen=True, code=code,
                   level=LEVELS[sitting.level], lobby=f"../?code={code}",
                   joinable=sitting.joinable, xsrf=xsrf,
                   moved=f"Your teacher moved you to table {code}." if moved else "")


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


def _score(table: Any, seat: int, total: int) -> str:
    """What a seat has so far: mid-round in MY WORD!, this round's cards (the match's points
    only change at a round's end, so they would read 0 all round), else the match's points."""
    piles = getattr(table.state, "piles", None) if table.playing else None
    if piles and seat < len(piles) and hasattr(piles[seat], "cards"):
        won = len(piles[seat].cards)
        return (f"{won} card{'' if won == 1 else 's'} this round"
                f'<span class="note"> · match {total}</span>')
    return f"{total} point{'' if total == 1 else 's'}"


def _move_form(sitting: Sitting, seat: int, others: Sequence[Sitting], xsrf: str) -> str:
    """The teacher's Move button for the person at ``seat``: to a table with a free seat."""
    if not others:
        return ""
    choices = _options([(o.code, f"table {o.code} ({o.table.info.display_name})")
                        for o in others])
    # The ids keep each student's choice on their own list while the page updates.
    return (f' <form method="post" action="teacher/move" class="move">{xsrf}'
            f'<input type="hidden" name="code" value="{escape(sitting.code)}">'
            f'<input type="hidden" name="seat" value="{seat}">'
            f'<select name="to" aria-label="move to" id="move-{escape(sitting.code)}-{seat}">'
            f"{choices}</select><button>Move</button></form>")


def _table_box(sitting: Sitting, xsrf: str, others: Sequence[Sitting] = ()) -> str:
    table = sitting.table
    planned = table.rounds_planned()
    state = ("ended" if table.over else "paused" if table.paused else
             "playing" if table.playing else
             f"round {table.round_number} is over, waiting for Next round" if table.rounds
             else "waiting for Start")
    seats = []
    for seat in table.seats:
        total = table.totals[seat.number]
        held = seat.kind == "bot" or seat.number in sitting.tokens.values()
        who = f'<span class="who">{escape(seat.name)}</span>' if held else "(free seat)"
        mark = {"away": ' <span class="away">away</span>', "bot": " (bot)"}.get(
            seat.playing, "")
        if seat.kind == "person" and seat.playing == "bot":
            mark = " (a bot plays for now)"
        words = _words(table, seat.number)
        made = f"words: {escape(', '.join(words))}" if words else ""
        wrong = _words(table, seat.number, words_not_counted)
        missed = (f'<span class="refused">did not count: {escape(", ".join(wrong))}</span>'
                  if wrong else "")
        move = _move_form(sitting, seat.number, others, xsrf) if (
            seat.kind == "person" and held and not table.over) else ""
        seats.append(f"<tr><td>{who}{mark}</td><td>{_score(table, seat.number, total)}</td>"
                     f"<td>{made}{' · ' if made and missed else ''}{missed}</td>"
                     f"<td>{move}</td></tr>")
    code = escape(sitting.code)
    buttons = [
        f'<form method="post" action="teacher/table" style="display:inline">{xsrf}'
        f'<input type="hidden" name="code" value="{code}">'
        + (f'<button name="do" value="{"close" if sitting.open else "open"}">'
           f'{"Close to new players" if sitting.open else "Open to new players"}</button>'
           if not table.over else "")
        + ('<button name="do" value="end">End the game</button>' if not table.over else
           '<button name="do" value="remove">Remove</button>')
        + "</form>"]
    error = sitting.table.failure or None
    return (f'<div class="box" data-table="{code}" id="table-{code}"><b>Table '
            f'<span class="code-big">{code}'
            f"</span></b> {escape(table.info.display_name)}"
            + (f" exercise “{escape(table.exercise.name or '')}”" if table.exercise else "")
            + f" · {escape(LEVELS[sitting.level])}"
            + (f" · round {table.round_number}{f' of {planned}' if planned else ''}"
               if table.round_number else "")
            # An ended table's clock is not shown: it would run on with nobody playing.
            + ("" if table.over else f" · {_clock(table.now)}") + f" · {state}"
            + ("" if table.over else f' · {"open" if sitting.open else "closed"} to new players')
            + f'<table class="seats">{"".join(seats)}</table>'
            + (f'<p class="error">{escape(error)}</p>' if error else "")
            + "".join(buttons) + "</div>")


def _drill_box(sitting: DrillSitting, xsrf: str) -> str:
    """The teacher's box of one student's drill: who, which, how far, and the words so far."""
    drill = sitting.drill
    lines = [escape(drill.summary())] + [
        f"{what}: {escape(', '.join(w.upper() for w in words))}"
        for what, words in (("Found", drill.accepted), ("Not words", drill.refused),
                            ("Real words, not the one wanted", drill.other_words))
        if words]
    name = drill.exercise.name or f"seed {drill.exercise.seed}"
    return (f'<div class="box" data-drill="{escape(sitting.code)}" '
            f'id="drill-{escape(sitting.code)}"><b>'
            f"{escape(drill.student)}</b> · “{escape(name)}” · {escape(drill.position)}"
            f"{' · recorded' if drill.handed else ''}"
            f'<ul class="seats">{"".join(f"<li>{line}</li>" for line in lines)}</ul>'
            f'<form method="post" action="teacher/table" style="display:inline">{xsrf}'
            f'<input type="hidden" name="code" value="{escape(sitting.code)}">'
            '<button name="do" value="remove">Remove</button></form></div>')


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


def teacher_live(room: Room, plays: Sequence[dict[str, Any]], xsrf: str) -> str:
    """The live part of the teacher's page: the tables, the recording, the latest plays."""
    folder = room.store.folder
    joinable = room.open_tables()
    boxes = "".join(_table_box(s, xsrf, [o for o in joinable if o is not s]) for s in
                    sorted(room.tables.values(), key=lambda s: s.made))
    recorder = room.recorder
    kept = ""
    if recorder.waiting:
        why = without_paths(recorder.error or "not yet tried", folder)
        kept = (f'<p class="error">{recorder.waiting} play(s) are waiting to be recorded: '
                f"{escape(why)}. They are kept and tried again in a few seconds.</p>")
    for play, why in recorder.refused[-5:]:
        kept += (f'<p class="error">Not recorded: {escape(play.get("student"))}\'s '
                 f"{escape(play.get('game'))}: {escape(without_paths(why, folder))}</p>")
    for problem in room.problems + [f"table {c}: {e}" for c, e in room.save_errors.items()]:
        kept += f'<p class="error">{escape(without_paths(problem, folder))}</p>'
    rows = "".join(
        f"<tr><td>{escape(p['student'])}</td><td>{escape(_game_name(p['game']))}"
        f"{escape(' · ' + p['exercise']) if p.get('exercise') else ''}</td>"
        f"<td>{p['score'] if p['score'] is not None else ''}</td><td>{p['accepted']}"
        f"{': ' + escape(', '.join(p['words'])) if p.get('words') else ''}</td>"
        f"<td>{escape(', '.join(p.get('not_words') or [])) or p['tried'] - p['accepted']}</td>"
        f"<td>{escape(time.strftime('%H:%M', time.localtime(p['started'])))}</td></tr>"
        for p in reversed(plays) if p["game"] in GAMES or p["game"] == "anagram")
    drills = "".join(_drill_box(d, xsrf)
                     for d in sorted(room.drills.values(), key=lambda d: d.made))
    return (f"<h2>Tables ({len(room.tables)})</h2>"
            + (boxes or '<p class="note">No tables yet: students make them in the lobby.</p>')
            + (f"<h2>Anagram drills ({len(room.drills)})</h2>{drills}" if drills else "")
            + f"<h2>Recorded plays ({recorder.recorded} since the server started)</h2>{kept}"
            + ('<table class="plays"><tr><th>student</th><th>game</th><th>score</th>'
               f"<th>good words</th><th>not words</th><th>at</th></tr>{rows}</table>"
               if rows else '<p class="note">No plays recorded yet.</p>'))


def teacher(room: Room, plays: Sequence[dict[str, Any]], xsrf: str, lobby_url: str) -> str:
    """The teacher's page: the live part, refreshed every 2 seconds."""
    body = ("<h1>The classroom</h1>"
            f'<p>Students open <a href="./">{escape(lobby_url)}</a>, type their name and '
            "make or join a table.</p>"
            f'<div id="live" data-live="teacher/live" data-every="{LIVE_EVERY_MS}">'
            f"{teacher_live(room, plays, xsrf)}</div>")
    return _page("The classroom · teacher", body, live=True)


def message_page(title: str, text: str, link: str = "./", *, root: str = "") -> str:
    """A page that says one thing (``root``: the way from its address to the server's root).

    >>> "&lt;b&gt;" in message_page("Oops", "<b>")
    True
    """
    return _render("message.html", title=title, root=root, text=text, link=link)


__all__ = ["GAME_LINES", "LIVE_EVERY_MS", "STATIC", "TEMPLATES", "default_bots", "drill_page",
           "game_range", "lobby", "message_page", "open_tables_html", "pages_css",
           "pages_css_name", "table_page", "teacher", "teacher_live"]
