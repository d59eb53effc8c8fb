"""Play a game in JupyterLab: one screen (an anywidget) over a live table, the person at seat 0.

The screen is the one every place draws (``wordgames.screens``): Python turns seat 0's view
JSON into HTML, the widget's ``html`` trait carries it to the screen client (``client.js``,
the classroom server's pages run the same), and what the person clicks and types, and Word
Storm's board, comes back as messages for :meth:`Table.send`. The browser holds no game: every
change of the table draws the screen again, morphed into the page; the stylesheet is the
widget's ``_css``, sent once; a timer (Five Tiers' sand) counts down in the browser from the
table's clock (the ``clock`` trait), with no redraw each second.

>>> import asyncio
>>> async def a_round():
...     screen = play("myword", bots=["adult"], seed=4, name="Ana")
...     before = "Start" in screen.html
...     screen.receive({"type": "next"})  # what the Start button sends
...     after = "cards still to come" in screen.html
...     screen.close()
...     return before, after, screen.table.round_number
>>> asyncio.run(a_round())
(True, True, 1)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import threading
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

import anywidget
import traitlets

from wordgames import screens
from wordgames.classroom.seat_meanings import Meanings, warm_meanings
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.agents import SKILLS, Skill, bot_name
from wordgames.kit.files import read_text, write_atomic
from wordgames.kit.protocol import GAMES
from wordgames.play.seat_view import view_of
from wordgames.play.table import Table
from wordgames.play.table_saving import SAVE_LIMIT
from wordgames.play.warm import warm
from wordgames.screens import LARGE, common
from wordgames.ui.cells import current_cell
from wordgames.ui.guard import guard
from wordgames.ui.setup import SetUp

log = logging.getLogger(__name__)

#: The bots' skill when only their number is given: a match for a class of twelve-year-olds.
DEFAULT_BOT = "student"

#: The screen each notebook cell showed last: running the cell again closes it (its table
#: would play on unseen, bots and all).
_BY_CELL: dict[Hashable, PlayScreen] = {}


#: The messages the screen itself answers (the table never sees them): Save writes the table
#: to a file, Larger letters / Normal letters switch the font size.
SCREEN_MESSAGES = ("save", "large")


class SavedGameError(InvalidInput):
    """A saved game that cannot be read: a notebook shows this one line, not a traceback."""

    def _render_traceback_(self) -> list[str]:  # IPython's hook for how an error shows
        return [f"{type(self).__name__}: {self}"]


class PlayScreen(anywidget.AnyWidget):
    """Seat ``seat`` of ``table`` on a screen; see the module docstring.

    Traits: ``html`` (the screen, drawn from the seat's view), ``version`` (one more at each
    redraw) and ``clock`` (the table's, for the timers the page counts down). :meth:`receive`
    is what a message from the page does; :meth:`close` stops the table.
    """

    _esm = screens.client_js()
    _css = screens.css()
    html = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)
    #: the table's clock when drawn ({now, rate}: :func:`wordgames.screens.clock`)
    clock = traitlets.Dict().tag(sync=True)

    def __init__(self, table: Table, seat: int = 0, *, scale: float | None = None,
                 meanings: Meanings | None = None, save_dir: str | Path | None = None,
                 setup: tuple[SetUp, Callable[[SetUp], Table]] | None = None) -> None:
        super().__init__()
        #: the set-up shown before the first round, and what makes its table at Start (the
        #: table given meanwhile is the one the set-up's first choices make)
        self.setup = setup
        self.table = table
        self.seat = seat
        self.scale = scale
        #: the meanings of the words the seat makes, drawn under the game (None: not shown)
        self.meanings = meanings
        #: where Save writes the table (None: the screen has no Save button)
        self.save_dir = None if save_dir is None else Path(save_dir)
        #: what went wrong outside the game (a bug in drawing or in a callback), shown on top,
        #: or what the screen itself says (``problem_kind`` "ok": where a game was saved)
        self.problem = ""
        self.problem_kind = "error"
        try:
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:  # a plain script: messages run where they arrive
            self.loop = None
        self._guard = guard(self.report, lambda: self.loop)
        self.on_msg(lambda _widget, content, _buffers: self.receive(content))
        self._listen(table)
        self.redraw()

    def _listen(self, table: Table) -> None:
        def changed(changed: Table) -> None:
            if changed is not self.table:  # a table the set-up replaced
                return
            if self.meanings is not None:  # first: the redraw shows the new meanings
                self._guard(self.meanings.update)(changed)
            self._guard(self.redraw)()

        table.listen(changed)

    # -- what the page sends ----------------------------------------------------------------

    def receive(self, message: Any) -> None:
        """What the page sending ``message`` does (a click or a submitted form; tests and
        scripts call it too): the message goes to the table, and a refused one comes back as
        the seat's notice, drawn by the table's redraw."""
        self._guard(self._to_table)(message)

    def _to_table(self, message: Any) -> None:
        self.problem = ""
        kind = message.get("type") if isinstance(message, dict) else None
        if kind in SCREEN_MESSAGES and set(message) == {"type"}:
            if kind == "save":
                self.save()
            else:
                self.scale = None if self.scale else LARGE
                self.redraw()
            return
        if self.setup is not None and kind in ("setup", "next"):
            self.start_from_setup(message)
            return
        self.table.send(self.seat, message)

    def start_from_setup(self, message: dict[str, Any]) -> None:
        """Start on the set-up screen: its choices make the table and deal the first round;
        a wrong choice is shown on the set-up screen, and nothing starts."""
        assert self.setup is not None
        setup, make = self.setup
        try:
            setup.take(message)
        except WordgamesError as err:
            setup.error = str(err)
            self.redraw()
            return
        old, self.table = self.table, make(setup)
        self.setup = None
        with contextlib.suppress(Exception):
            old.stop()
        self._listen(self.table)
        self.table.send(self.seat, {"type": "next"})

    def save(self) -> Path:
        """Write the table to a new file in ``save_dir`` (whole or not at all) and say where,
        and how to go on with it."""
        if self.save_dir is None:
            raise InvalidInput("this screen has no folder to save in (give save_dir)")
        path = save_table(self.table, self.save_dir)
        game = self.table.info.name
        where = "" if path.is_absolute() else f" (in the folder {path.parent.resolve()})"
        self.report(f'Saved as {path}{where}. To go on later, run: ui.play("{game}", '
                    f'resume="{path}")', "ok")
        return path

    # -- drawing ----------------------------------------------------------------------------

    def report(self, text: str, kind: str = "error") -> None:
        """Show ``text`` on the screen above the game (a callback's error lands here)."""
        self.problem = text
        self.problem_kind = "ok" if kind == "ok" else "error"
        self.redraw()

    def screen_data(self) -> dict[str, Any]:
        """The seat's view JSON with what this screen adds: the meanings' HTML, and its own
        buttons (Save, the font size) for the frame to draw."""
        data = view_of(self.table, self.seat)
        if self.meanings is not None:
            data["meanings_html"] = self.meanings.panel()
        data["screen"] = {"save": self.save_dir is not None, "large": bool(self.scale)}
        return data

    def redraw(self) -> None:
        """Draw the seat's view again (without the stylesheet: the widget's ``_css`` has it)."""
        try:
            if self.setup is not None:
                body = screens.render_setup(self.setup[0].choices(), scale=self.scale,
                                            styled=False)
            else:
                body = screens.render(self.screen_data(), scale=self.scale, styled=False)
        except Exception as err:  # a bug in a screen: say so on it rather than draw nothing
            log.debug("screen failed to draw", exc_info=err)
            self.problem = f"The screen could not be drawn: {type(err).__name__}: {err}"
            body = screens.box(scale=self.scale, styled=False)
        failure = self.table.failure
        if failure is not None and not self.problem:
            self.problem = f"The game stopped because of an error inside it: {failure}"
            self.problem_kind = "error"
        if self.problem:
            kind = self.problem_kind
            banner = (f'<div class="wg-msg wg-msg-{kind}" '
                      f'role="{"alert" if kind == "error" else "status"}">'
                      f"{common.escape(self.problem)}</div>")
            body = body.replace(">", ">" + banner, 1)  # first thing in the screen's box
        with self.hold_sync():
            self.clock = screens.clock(self.table)
            self.html = body
            self.version += 1

    # -- closing ----------------------------------------------------------------------------

    closed = False

    def close(self) -> None:
        """Stop the table's round; the widget goes from the page."""
        self.closed = True
        table = getattr(self, "table", None)
        if table is not None:
            with contextlib.suppress(Exception):
                table.stop()
        super().close()


def save_table(table: Table, folder: str | Path) -> Path:
    """Write ``table`` to a new file ``<game>-<date>-<time>.json`` in ``folder``: written
    beside it first and then renamed, so a file there is always a whole saved game.

    >>> import tempfile
    >>> table = Table("fivetiers", ["person", "adult"], seed=1, clock="simulated")
    >>> folder = tempfile.mkdtemp()
    >>> path = save_table(table, folder)
    >>> path.name.startswith("fivetiers-"), load_saved(path, "fivetiers").seed
    (True, 1)
    """
    where = Path(folder)
    where.mkdir(parents=True, exist_ok=True)
    stem = f"{table.info.name}-{time.strftime('%Y-%m-%d-%H%M%S')}"
    path = where / f"{stem}.json"
    number = 1
    while path.exists():  # two saves in one second
        number += 1
        path = where / f"{stem}-{number}.json"
    return write_atomic(path, table.to_json())


def load_saved(path: str | Path, game: str) -> Table:
    """The table saved in ``path`` by a screen's Save button, a game of ``game``; a file that
    is missing, not a saved game, or another game's raises :class:`SavedGameError` saying so.

    >>> load_saved("gone.json", "myword")
    Traceback (most recent call last):
    ...
    wordgames.ui.table_screen.SavedGameError: no saved game in gone.json: there is no such file
    """
    where = Path(path)
    try:  # a regular file of at most saving's limit: a pipe or a device would never end
        text = read_text(where, limit=SAVE_LIMIT, what="a saved game")
    except FileNotFoundError:
        raise SavedGameError(f"no saved game in {where}: there is no such file") from None
    except InvalidInput as err:  # a pipe, a device, a file too big
        raise SavedGameError(str(err)) from None
    except (OSError, UnicodeDecodeError) as err:
        raise SavedGameError(f"no saved game in {where}: it cannot be read ({err})") from None
    try:
        table = Table.from_json(text)
    except (WordgamesError, ValueError, KeyError, TypeError) as err:
        raise SavedGameError(f"{where} is not a saved game that wordgames can read: {err}"
                             ) from None
    if table.info.name != GAMES.get_info(game).name:
        raise SavedGameError(f"{where} is a saved game of {table.info.display_name}, not of "
                             f"{GAMES.get_info(game).display_name}")
    return table


def bot_seats(bots: int | Sequence[str | Skill]) -> list[str | Skill]:
    """The bots' seats: ``3`` is three bots of :data:`DEFAULT_BOT`'s skill, or a list of skills
    and preset names.

    >>> bot_seats(2), bot_seats(["beginner", "expert"])
    (['student', 'student'], ['beginner', 'expert'])
    >>> bot_seats(0)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: bots: a number from 1 to 7, or a list of skills, not 0
    """
    if isinstance(bots, int) and not isinstance(bots, bool):
        if not 1 <= bots <= 7:
            raise InvalidInput(f"bots: a number from 1 to 7, or a list of skills, not {bots}")
        return [DEFAULT_BOT] * bots
    if isinstance(bots, str) or not isinstance(bots, Sequence) or not bots:
        raise InvalidInput(f"bots: a number, or a list of skills ({', '.join(SKILLS)}), "
                           f"not {bots!r}")
    for bot in bots:
        if not isinstance(bot, Skill) and bot not in SKILLS:
            raise InvalidInput(f"bots: {bot!r} is not a skill; the skills are "
                               f"{', '.join(SKILLS)}")
    return list(bots)


def play(game: str, *, bots: int | Sequence[str | Skill] | None = None, name: str = "You",
         seed: int | None = None, rules: Any = None, level: int | None = None,
         lexicon: Any = None, speed: float = 1.0, large: bool = False,
         meanings: bool | Literal["all"] = True, glossary: Mapping[str, str] | None = None,
         save_dir: str | Path = "saved", resume: str | Path | None = None,
         setup: bool | None = None, hand_deal: bool = False,
         warm_up: bool = True) -> PlayScreen:
    """A game of ``game`` ("myword", "wordstorm", "fivetiers") against ``bots``, on one screen.

    ``setup``: show the set-up screen first (name, how hard, how many players, More options;
    the default when no ``bots`` are given). ``bots``: how many (of the student's skill) or
    a list of skills (``"beginner"``, ``"student"``, ``"adult"``, ``"expert"``); ``seed``
    deals the same game again (None: a new one); ``rules``: the game's ``Rules``; ``level``
    cuts the dictionary at a SCOWL level (or give a ``lexicon``); ``speed`` 2 plays the clock
    twice as fast; ``large`` draws it all half as big again (the screen's Larger letters
    button too). The first round starts with the screen's Start button.

    ``meanings``: after each word the person makes, what it means (``"all"``: the bots'
    words too; False: not shown), the teacher's ``glossary`` first. The screen's Save button
    writes the game to a file in ``save_dir``; ``resume`` is such a file: the game goes on
    from where it was saved (a file that cannot be read raises :class:`SavedGameError`).
    ``hand_deal`` (MY WORD!): the person turns the cards of the rounds they deal, one at a
    time (the set-up's "I deal the cards by hand"). ``warm_up``: build the dictionary's
    indexes (and read the meanings' data) in a thread now, so that no round waits for them;
    False leaves them to first use (a kernel that should not hold their memory from the
    start).
    """
    if seed is None:
        seed = random.SystemRandom().randrange(1, 1_000_000)

    def make(seats: Sequence[str | Skill], person: str, chosen: Any,
             preset: str | None = None, by_hand: bool = hand_deal,
             pace: float = speed) -> Table:
        table = Table(game, ["person", *seats], rules=chosen, lexicon=lexicon, level=level,
                      seed=seed, clock="live", speed=pace, preset=preset, hand_deal=by_hand,
                      names=[person, *(bot_name(n, b) for n, b in enumerate(seats, start=1))])
        table.join(0)
        # While the person looks at the screen, a thread builds what the first round would
        # (the indexes of the dictionary and of each seat's vocabulary): no round waits.
        if warm_up:
            warm([table.game], levels=[s.skill.level for s in table.seats if s.skill])
        return table

    choose: tuple[SetUp, Callable[[SetUp], Table]] | None = None
    if resume is not None:
        table = load_saved(resume, game)
        table.join(0)
        if warm_up:
            warm([table.game], levels=[s.skill.level for s in table.seats if s.skill])
    elif setup or (setup is None and bots is None):
        first = SetUp(game, name=name, rules=rules,
                      players=None if bots is None else 1 + len(bot_seats(bots)))
        first.hand_deal, first.speed = hand_deal, speed
        choose = (first, lambda chosen: make(chosen.bots(), chosen.name, chosen.rules,
                                             chosen.preset, chosen.hand_deal, chosen.speed))
        table = choose[1](first)
    else:
        table = make(bot_seats(3 if bots is None else bots), name, rules)
    follow = None
    if meanings:
        follow = Meanings(glossary, bots=meanings == "all", seat=0)
        if warm_up:
            warm_definitions()
    screen = PlayScreen(table, 0, scale=LARGE if large else None, meanings=follow,
                  save_dir=save_dir, setup=choose)
    if resume is not None:
        table.resume_live()
    keep_for_cell(screen)
    return screen


def keep_for_cell(screen: PlayScreen) -> None:
    """``screen`` is the one the running notebook cell shows: the screen the cell showed
    before closes (its table would play on unseen, bots and all)."""
    cell = current_cell()
    if cell is not None:
        old = _BY_CELL.pop(cell, None)
        if old is not None:
            old.close()
        _BY_CELL[cell] = screen


def warm_definitions() -> None:
    """Read the meanings' data (WordNet) in a worker thread now, so that the first word's
    meaning does not hold up the round's loop."""
    threading.Thread(target=warm_meanings, daemon=True).start()


__all__ = ["DEFAULT_BOT", "LARGE", "SCREEN_MESSAGES", "PlayScreen",
           "SavedGameError", "bot_name", "bot_seats", "keep_for_cell", "load_saved", "play",
           "save_table", "warm_definitions"]
