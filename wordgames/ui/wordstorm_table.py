"""Word Storm at the table: the person's board moves, the calls, Trade Offs, hints, progress.

The person builds their crossword on the board (:mod:`wordgames.ui.board`); each drop, key or
button comes here as a board message, the :class:`~wordgames.ui.wordstorm_board.Desk` turns it
into the crossword wanted, and that goes to the engine as an ``Arrange`` through the person's
``HumanAgent``: the live runner applies it, or refuses it with the engine's reason (then the
board redraws as it was: the tile snaps back). "Word Storm!" and "Done!" are ``CallStorm`` and
``Done``; the stall deal and the final split are the engine's own. A match runs to
``Rules.target`` or ``Rules.rounds`` (:func:`wordgames.match.match_over`); lowest total wins.

>>> import asyncio
>>> session = WordStormSession(quick_setup(bots=1, seed=2, speed=1000))
>>> async def play():
...     session.start_round()
...     face = session.view().hand[0]
...     session.move({"kind": "drop", "from": {"rack": face}, "to": {"cell": [0, 0]}})
...     await session.live.finished
>>> asyncio.run(play())
>>> session.round_number, len(session.totals)
(1, 2)
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.protocol import GAME, Event
from wordgames.tiles import TileSet
from wordgames.ui.options import BotChoice, Setup
from wordgames.ui.session import Session
from wordgames.ui.wordstorm_board import ACROSS, DIRECTIONS, Base, Desk, Picture, base_of
from wordgames.wordstorm import (
    Arrange,
    CallStorm,
    Deal,
    Done,
    Grid,
    Rules,
    TimeUp,
    Trade,
    check,
    solve,
)
from wordgames.wordstorm.grid import LETTERS, WILD

#: A side of unlimited size is drawn this big at least, and this many cells beyond the tiles.
OPEN_SIZE = (12, 18)
OPEN_MARGIN = 3
#: What the board says until the round's first state is shown.
DEALING = "Dealing the tiles: the board opens in a moment..."
#: What a side's last call can be (the progress table shows it).
CALLS = ("Word Storm!", "Done!")


def quick_setup(bots: int = 3, seed: int = 1, speed: float = 1.0, name: str = "You",
                rules: Rules | None = None, lexicon: Lexicon | None = None) -> Setup:
    """A set-up with adult bots and the rulebook's rules (for demonstrations and tests)."""
    return Setup("wordstorm", name, (BotChoice("adult"),) * bots, rules or Rules(),
                 lexicon or Lexicon.default(), seed, speed, level=None if lexicon else 70)


@dataclass(frozen=True)
class Progress:
    """One side of the table as the others see it: who, tiles in hand and in the crossword,
    and their last call (``Word Storm!``, ``Done!`` or "")."""

    names: str
    hand: int
    placed: int
    last_call: str
    mine: bool


class WordStormSession(Session):
    """The controller of the Word Storm screen; see the module docstring."""

    game_name = "wordstorm"

    def __init__(self, setup: Setup, on_update: Any = None, owner: Any = None) -> None:
        super().__init__(setup, on_update, owner)
        self.desk = Desk()
        self.note = ""  # what the board says under the rack (a refusal's reason, a hint)
        self.note_kind = "info"
        self.calls: dict[int, str] = {}  # team -> its last call this round
        self.values = TileSet.load(self.game.rules.tileset).values
        #: called when only the board needs drawing (a move sent, the cursor moved); by
        #: default the whole screen is redrawn
        self.on_board: Any = None

    # -- what the game says ---------------------------------------------------------------------

    def round_started(self) -> None:
        self.desk.reset()
        self.calls = {}
        self.note, self.note_kind = "", "info"

    # -- a saved game -----------------------------------------------------------------------

    def kept(self) -> dict[str, Any]:
        """Besides the log: the letters of the wild tiles in the person's crossword, the
        cursor, and each side's last call this round."""
        kept = super().kept()
        if self.running:
            letters = self.desk.wilds(self.view().grid)
            kept["wilds"] = [[r, c, ch] for (r, c), ch in sorted(letters.items())]
            kept["cursor"] = None if self.desk.focus is None else list(self.desk.focus)
            kept["direction"] = self.desk.direction
            kept["calls"] = [[team, call] for team, call in sorted(self.calls.items())]
        return kept

    @classmethod
    def check_kept(cls, data: object, state: Any) -> dict[str, Any]:
        kept = super().check_kept(data, state)
        assert isinstance(data, Mapping)  # checked above
        grid = state.grids[state.team_of(0)]
        wilds: dict[tuple[int, int], str] = {}
        for i, item in enumerate(_listed(data, "wilds")):
            where = f"kept.wilds[{i}]"
            if not isinstance(item, list) or len(item) != 3:
                raise InvalidInput(f"{where}: a wild's letter is [row, column, letter], not "
                                   f"{item!r}")
            cell = _saved_cell(item[:2], where)
            if grid.get(cell) != WILD:
                raise InvalidInput(f"{where}: no wild tile at {cell} in your crossword")
            letter = item[2]
            if not isinstance(letter, str) or letter not in LETTERS:
                raise InvalidInput(f"{where}: a wild stands for a letter A-Z, not {letter!r}")
            wilds[cell] = letter
        kept["wilds"] = wilds
        cursor = data.get("cursor")
        kept["cursor"] = None if cursor is None else _saved_cell(cursor, "kept.cursor")
        direction = data.get("direction", ACROSS)
        if direction not in DIRECTIONS:
            raise InvalidInput(f"kept.direction: 'across' or 'down', not {direction!r}")
        kept["direction"] = direction
        calls: dict[int, str] = {}
        for i, item in enumerate(_listed(data, "calls")):
            if (not isinstance(item, list) or len(item) != 2 or item[0] not in
                    range(len(state.teams)) or item[1] not in CALLS):
                raise InvalidInput(f"kept.calls[{i}]: [side, 'Word Storm!' or 'Done!'] with a "
                                   f"side of 0..{len(state.teams) - 1}, not {item!r}")
            calls[int(item[0])] = str(item[1])
        kept["calls"] = calls
        return kept

    def restore(self, kept: Mapping[str, Any]) -> None:
        super().restore(kept)
        grid = self.view().grid
        self.desk.remember(grid, kept.get("wilds", {}))
        self.desk.set_cursor(kept.get("cursor"), kept.get("direction", ACROSS))
        self.calls.update(kept.get("calls", {}))
        self.update()

    # -- the person's side ----------------------------------------------------------------------

    @property
    def team(self) -> int:
        return int(self.view().team)

    def base(self) -> Base:
        """What the next move starts from: the last crossword sent and not yet applied, if any
        (so quick moves build on each other), else the engine's."""
        view = self.view()
        pending = None
        for plan in self.human.queue:
            if isinstance(plan.action, Arrange):
                pending = plan.action.grid
        return base_of(view.hand, view.grid, pending)

    def move(self, message: Mapping[str, Any]) -> None:
        """A board message (a drop, a key, a button): to the engine, if it is a move."""
        if not self.running:
            self.tell("No round is being played.", "error")
            return
        if self.refused_while_paused():
            return
        if message.get("kind") == "call":
            self.call()
            return
        try:
            outcome = self.desk.handle(message, self.base())
        except InvalidInput as err:
            self.tell(f"The board sent something odd: {err}", "error")
            return
        if outcome.grid is not None:
            self.note = ""
            self.human.submit(Arrange(player=0, grid=outcome.grid))
        if outcome.note:
            self.tell(outcome.note, "error")
            return
        if outcome.grid is not None and self.live is not None and not self.live.thinking:
            # The round judges the move at once and the board is redrawn then (applied or
            # refused): drawing it twice would only make the browser's answer later.
            return
        self.board_changed()

    def cursor(self, focus: Any, direction: str) -> None:
        """The person moved the cursor on the board (a click, an arrow, the space bar)."""
        if focus != self.desk.focus or direction != self.desk.direction:
            self.desk.set_cursor(focus, direction)
        self.board_changed()

    def board_changed(self) -> None:
        """Only the board changed: draw it at once (the rest follows with the engine)."""
        if self.on_board is not None:
            self.on_board()
        else:
            self.update()

    def call(self) -> None:
        """The call button (or Enter on the board): "Word Storm!" while tiles remain in the
        centre, "Done!" once it is empty."""
        if not self.running:
            return
        view = self.view()
        if view.drawn_out:
            self.human.submit(Done(player=0))
        else:
            self.human.submit(CallStorm(player=0))
        self.update()

    def storm(self) -> None:
        """Call "Word Storm!" (refused, with why, if tiles are still in hand)."""
        if self.running:
            self.human.submit(CallStorm(player=0))
            self.update()

    def done(self) -> None:
        """Call "Done!" (refused, with why, while tiles remain in the centre or in hand)."""
        if self.running:
            self.human.submit(Done(player=0))
            self.update()

    def trade(self, partner: int, give: str, take: str) -> None:
        """Trade Offs: offer ``give`` from the hand to seat ``partner`` for their ``take``.

        A bot agrees to any one-for-one trade of a tile it holds in hand (the engine refuses,
        saying so, when it holds none)."""
        if not self.running:
            return
        try:
            give_face = _face(give)
            take_face = _face(take)
        except InvalidInput as err:
            self.tell(str(err), "error")
            return
        self.human.submit(Trade(player=0, partner=partner, give=give_face, take=take_face))
        self.update()

    def hint_work(self) -> tuple[Callable[..., Any], tuple[Any, ...]] | None:
        """Where the tiles in hand could go, from the solver (run off the loop by
        :meth:`Session.hint`, which counts it)."""
        view, base = self.view(), self.base()
        if not base.hand:
            self.tell("Hint: all your tiles are down: call "
                      f"{'Done!' if view.drawn_out else 'Word Storm!'}", "info")
            return None
        return _hint, (base.hand, base.grid, self.setup.lexicon, view.side.size())

    def hint_text(self, found: Any) -> str:
        return "Hint: try " + ", ".join(w.upper() for w in found) + "."

    def no_hint(self) -> str:
        return "Hint: no new word fits with these tiles; try a crossword exchange."

    def tell(self, text: str, kind: str = "info") -> None:
        """Said under the rack as well, where the person's eyes are."""
        self.note, self.note_kind = text, kind
        super().tell(text, kind)

    # -- what the board shows -------------------------------------------------------------------

    def picture(self) -> Picture:
        """The board as it stands: the person's crossword and hand with the moves already sent
        (the engine judges them in a moment; a refused one then snaps back), the desk's
        cursor."""
        if self.live is None:
            return Picture(rows=OPEN_SIZE[0], cols=OPEN_SIZE[1], locked=True)
        view = self.view()
        base = self.base()
        grid = base.grid
        size = view.side.size()
        if size is None:
            box = grid.bounds() or (0, 0, 0, 0)
            size = (max(OPEN_SIZE[0], box[2] + 1 + OPEN_MARGIN),
                    max(OPEN_SIZE[1], box[3] + 1 + OPEN_MARGIN))
        marks: frozenset[tuple[int, int]] = frozenset()
        if getattr(self.game.rules, "mark_words", False) and grid:
            marks = mistakes(grid, self.game.lexicon)
        # The round's first state is the live round's to show, once the bots have made their
        # first plans (a move made before would wait for them): until then the board is shut.
        dealt = self.live.version > 0
        running = self.playing and dealt
        ask = self.desk.ask if self.desk.ask is not None and grid.get(self.desk.ask) == WILD \
            else None
        return Picture(
            rows=size[0], cols=size[1], special=view.side.special, grid=grid,
            wilds=self.desk.wilds(grid), rack=base.hand, values=self.values, marks=marks,
            focus=self.desk.focus, direction=self.desk.direction, ask=ask, locked=not running,
            note=self.note or ("" if dealt or not self.running else DEALING),
            note_kind=self.note_kind,
            call_label="Done!" if view.drawn_out else "Word Storm!",
            can_call=running and not base.hand, pending=len(self.human.queue),
        )

    def progress(self) -> list[Progress]:
        """Every side of the table: tiles left in each hand, tiles placed, last call."""
        if self.live is None:
            return []
        state = self.state
        return [
            Progress(" + ".join(self.names[p] for p in seats), len(state.hands[t]),
                     len(state.grids[t]), self.calls.get(t, ""), 0 in seats)
            for t, seats in enumerate(state.teams)
        ]

    def status(self) -> str:
        """The line under the title: round, deal, centre, the stall clock or the final race."""
        if self.live is None:
            return ""
        view, live = self.view(), self.live
        rules = self.game.rules
        planned = f" of {rules.rounds}" if rules.rounds else ""
        parts = [f"Round {self.round_number}{planned}", f"deal {view.deals}",
                 f"{view.centre} tiles in the centre"]
        now = live.now
        if view.ended:
            parts.append("round over")
        elif view.drawn_out:
            parts.append("all tiles are out: first to finish calls Done!")
            if rules.finish_limit is not None:
                left = max(0.0, view.last_deal + rules.finish_limit - now)
                parts.append(f"{left:.0f} s to finish")
        else:
            left = max(0.0, view.last_deal + rules.stall_limit - now)
            parts.append(f"everyone takes {rules.deal_size} more in {left:.0f} s if nobody "
                         "calls Word Storm!")
        parts.append("paused" if live.paused else f"{now:5.1f} s")
        return " · ".join(parts)

    # -- from the live round --------------------------------------------------------------------

    def changed(self, state: Any, event: Event | None) -> None:
        if event is None:
            return
        action = event.action
        team_of = state.team_of
        mine = event.player != GAME and team_of(event.player) == team_of(0)
        who = "You" if event.player == 0 else (
            "the game" if event.player == GAME else self.names[event.player])
        if isinstance(action, CallStorm):
            self.calls[team_of(event.player)] = "Word Storm!"
            self._say_deal(state, f"{who} called Word Storm!")
        elif isinstance(action, Deal):
            self._say_deal(state, f"Nobody called Word Storm! within "
                                  f"{self.game.rules.stall_limit:g} s, so")
        elif isinstance(action, Done):
            self.calls[team_of(event.player)] = "Done!"
            self.say(f"{who} called Done! The round is over.", "ok" if mine else "info")
        elif isinstance(action, TimeUp):
            self.say("Time is up: nobody finished. The round is over.", "info")
        elif isinstance(action, Trade) and 0 in (event.player, action.partner):
            self.say(f"Traded: you gave {action.give} and got {action.take}."
                     if event.player == 0 else
                     f"{who} traded you {action.give} for your {action.take}.", "ok")
        elif isinstance(action, Arrange) and event.player == 0:
            if self.message.kind == "error":
                self.say("")
            self.note = ""

    def _say_deal(self, state: Any, why: str) -> None:
        """``why`` and what the deal gave: "You called Word Storm! Everyone takes 4: ..."."""
        hand = len(state.hands[state.team_of(0)])
        if state.drawn_out:
            stays = len(state.centre)
            left = (f" {stays} {'tile stays' if stays == 1 else 'tiles stay'} in the centre."
                    if stays else "")
            what = (f"the last tiles are split: you now hold {hand}.{left} "
                    "First to finish calls Done!")
        else:
            what = f"everyone takes {self.game.rules.deal_size}: you now hold {hand}."
        joined = f"{why} {what[0].upper()}{what[1:]}" if why.endswith("!") else f"{why} {what}"
        self.say(joined, "info")

    def describe(self, event: Event, state: Any) -> str:
        action = event.action
        if isinstance(action, Arrange):
            team = state.team_of(event.player)
            placed = len(action.grid)
            return (f"arranges: {placed} {'tile' if placed == 1 else 'tiles'} in the "
                    f"crossword, {len(state.hands[team])} in hand")
        if isinstance(action, CallStorm):
            return "calls Word Storm! Everyone draws"
        if isinstance(action, Deal):
            return (f"nobody called within {self.game.rules.stall_limit:g} s: everyone draws"
                    if not state.drawn_out else "the last tiles are split")
        if isinstance(action, Done):
            return "calls Done! The round is over"
        if isinstance(action, TimeUp):
            return "time is up: the round is over"
        if isinstance(action, Trade):
            return f"trades {action.give} for {action.take} with {self.names[action.partner]}"
        return type(action).__name__

    def _rejected(self, action: Any, reason: str) -> None:
        if isinstance(action, Arrange):
            self.desk.refused()
        reason = yours(reason)
        self.note, self.note_kind = f"Not allowed: {reason}", "error"
        super()._rejected(action, reason)


async def play_round(session: WordStormSession, brain: Any, typing: bool = True,
                     send: Any = None) -> Any:
    """Play the person's seat of the session's round (started here if none is running) with
    ``brain`` (a bot) choosing the moves and the board's messages making them, as a person's
    hands would: drags back to the rack, then typing along the rows (or drags, without
    ``typing``), the call button for the calls. For demonstrations, tests and benchmarks.

    ``send`` takes each board message (default ``session.move``; a screen's
    ``board.receive`` goes through the widget too). Returns the round's result.
    """
    from wordgames.ui.wordstorm_board import moves_to

    if not session.running:
        session.start_round()
    live = session.live
    assert live is not None
    send = send or session.move
    loop = asyncio.get_running_loop()
    begin = getattr(brain, "begin_round", None)
    if begin is not None:
        begin(session.view(), random.Random(0))
    while not live.done:
        version = live.version
        view = session.view()
        plan = await loop.run_in_executor(None, brain.plan, view, float(live.state.now))
        if live.version != version:
            continue
        if plan is None or live.paused:
            await live.changed(version)
            continue
        while live.version == version and not live.done and plan.at > live.now:
            await live.changed(version, timeout=(plan.at - live.now) / live.speed)
        if live.version != version or live.done:
            continue
        action = plan.action
        if isinstance(action, Arrange):
            wilds = dict(check(action.grid, view.lexicon).wilds)
            for message in moves_to(view.grid, action.grid, wilds, typing=typing):
                send(message)
        else:
            send({"kind": "call"})
        await live.changed(version)
        while session.human.queue and not live.done:  # every move sent judged, then look again
            await live.changed(live.version, timeout=1.0)
    return await live.finished


def yours(reason: str) -> str:
    """The engine's reason, said to the person in seat 0.

    >>> yours("player 0 does not have these tiles for that crossword: Q")
    'you do not have these tiles for that crossword: Q'
    >>> yours("player 0's crossword leaves the north side"), yours("player 10 has no 'E'")
    ('your crossword leaves the north side', "player 10 has no 'E'")
    """
    for said, meant in (("player 0 does not", "you do not"), ("player 0 has no", "you have no"),
                        ("player 0's", "your"), ("player 0 ", "you ")):
        reason = re.sub(re.escape(said) + r"(?!\d)", meant, reason)
    return reason


def mistakes(grid: Grid, lexicon: Lexicon) -> frozenset[tuple[int, int]]:
    """The tiles of runs that are not words, and tiles cut off from the rest (what the board
    marks when ``Rules.mark_words`` is on); the engine's own check decides.

    >>> sorted(mistakes(Grid.parse("CAT\\n..X"), Lexicon.from_words(["cat"])))
    [(0, 2), (1, 2)]
    """
    result = check(grid, lexicon)
    if result.ok:
        return frozenset()
    cells = {p for run in result.bad_runs for p in run.cells}
    return frozenset(cells | set(result.disconnected))


def _hint(hand: tuple[str, ...], grid: Grid, lexicon: Lexicon,
          size: tuple[int, int] | None) -> list[str]:
    """The new words the solver makes with ``hand`` on ``grid`` (none when it places nothing)."""
    solution = solve(hand, lexicon, grid=grid, size=size, max_steps=300, seed=0)
    if solution.grid == grid:
        return []
    before = {w.text for w in check(grid, lexicon).words}
    return [w.text for w in check(solution.grid, lexicon).words if w.text not in before][:3]


def _listed(data: Mapping[str, Any], name: str) -> list[Any]:
    value = data.get(name, [])
    if not isinstance(value, list):
        raise InvalidInput(f"kept.{name}: a list, not {type(value).__name__}")
    return value


def _saved_cell(value: object, where: str) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0
                       for x in value)):
        raise InvalidInput(f"{where}: a cell is [row, column], not {value!r}")
    return (value[0], value[1])


def _face(value: object) -> str:
    text = str(value).strip().upper() if isinstance(value, str) else ""
    if len(text) == 1 and (text.isalpha() or text == WILD):
        return text
    raise InvalidInput(f"a trade is of one tile: a letter A-Z or ?, not {value!r}")


__all__ = ["Progress", "WordStormSession", "mistakes", "play_round", "quick_setup", "yours"]
