"""The Word Storm screen: the board, the others' progress, Trade Offs, the round's end."""

from __future__ import annotations

import asyncio
import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from wordgames.render import common
from wordgames.render.wordstorm import breakdown, crossword
from wordgames.ui.board import BoardWidget
from wordgames.ui.screen import Screen
from wordgames.ui.widgets import button, guard, page
from wordgames.ui.wordstorm_table import WordStormSession
from wordgames.wordstorm import Arrange, check

#: After the person's own move, how long the rest of the screen waits for the board's paint
#: (a frame at 60 Hz and a little more), in wall seconds.
REST_AFTER = 0.02


class WordStormScreen(Screen):
    title = "Word Storm"

    def __init__(self, session: WordStormSession, **kwargs: Any) -> None:
        self.session: WordStormSession = session
        self.board = BoardWidget()
        # The render stylesheet once, not in every redraw of the table below: a new <style>
        # makes the browser restyle the whole page, which slowed the board's redraws.
        self.styles = w.HTML(f"<style>{common.STYLE}</style>")
        self.others = w.HTML()
        self.trade_give = w.Dropdown(description="Give", options=[], layout=w.Layout(width="9em"),
                                     style={"description_width": "3em"})
        self.trade_partner = w.Dropdown(description="to", options=[],
                                        layout=w.Layout(width="16em"),
                                        style={"description_width": "2em"})
        self.trade_take = w.Text(description="for", placeholder="letter",
                                 layout=w.Layout(width="8em"), style={"description_width": "2em"})
        self.trade_button = button("Offer trade", "Trade Offs: one of your tiles for one of "
                                   "theirs")
        self.trade_box = w.HBox([w.HTML('<span class="wg-section">Trade Offs</span>'),
                                 self.trade_give, self.trade_partner, self.trade_take,
                                 self.trade_button], layout=w.Layout(align_items="center"))
        self._rest: asyncio.TimerHandle | None = None
        self._events_drawn = 0  # the round's events when the screen was last drawn whole
        super().__init__(session, **kwargs)
        session.on_board = self.draw_board
        report = self.report
        self.board.on_move(self.on_loop(guard(report)(session.move)))
        self.board.on_cursor(self.on_loop(guard(report)(session.cursor)))
        self.trade_button.on_click(self.on_loop(guard(report)(lambda _: self._trade())))

    def on_loop(self, handler: Callable[..., None]) -> Callable[..., None]:
        """``handler``, run on the live round's event loop.

        JupyterLab 4.4+ sends widget messages to a kernel *subshell* (its setting
        ``commsOverSubshells``, on by default), so with ipykernel 7 a widget callback runs in
        the subshell's thread, not on the main loop where the round's task runs. Called from
        there, the person's move would neither wake the round (it waited for the next timer:
        75-165 ms measured) nor be safe beside the round's own redraws. So a callback from
        another loop is handed to the round's loop, which then does everything.
        """

        def call(*args: Any) -> None:
            loop = _loop_of(self.session)
            try:
                here: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
            except RuntimeError:
                here = None
            if loop is None or loop is here or loop.is_closed():
                handler(*args)
            else:
                loop.call_soon_threadsafe(handler, *args)

        return call

    def table_widgets(self) -> list[Any]:
        return [self.styles, self.board, self.trade_box,
                w.HTML('<div class="wg-section">At the table</div>'), self.others]

    def status(self) -> str:
        return html.escape(self.session.status())

    def draw_board(self) -> None:
        """The board alone: after the person's own moves, before the engine has judged them."""
        self.board.show(self.session.picture())

    def redraw(self) -> None:
        # The board first: it is what the person is looking at (the browser handles the
        # messages in order, and the log and tables take longer to lay out).
        self.draw_board()
        if self._own_move_applied():
            # After the person's own move the rest (clock, table, log) follows a frame later,
            # so that the browser paints the judged board before it lays the page out again.
            loop = _loop_of(self.session)
            if loop is not None and loop.is_running():
                if self._rest is None:
                    self._rest = loop.call_later(REST_AFTER, self._redraw_rest)
                return
        self._redraw_rest()

    def _redraw_rest(self) -> None:
        if self._rest is not None:
            self._rest.cancel()
            self._rest = None
        self._board_drawn = True
        try:
            super().redraw()
        finally:
            self._board_drawn = False
        self._events_drawn = len(getattr(self.session.state, "events", ()))

    def _own_move_applied(self) -> bool:
        """Whether all that happened since the screen was last drawn whole is the person's own
        crossword, in a round still going (anything else, a pause, a call, is drawn at once)."""
        session = self.session
        if not session.running or session.live is None or session.live.paused:
            return False
        events: tuple[Any, ...] = session.state.events
        new = events[self._events_drawn:]
        return bool(new) and all(e.player == 0 and isinstance(e.action, Arrange) for e in new)

    def draw_table(self) -> None:
        session = self.session
        if not getattr(self, "_board_drawn", False):
            self.draw_board()
        scale = ' style="font-size:135%"' if self.large else ""
        self.others.value = f'<div class="wg"{scale}>{self._others()}</div>'

        trading = bool(session.running and session.game.rules.trade_offs)
        self.trade_box.layout.display = "" if trading else "none"
        if trading:
            hand = sorted(set(session.view().hand))
            if list(self.trade_give.options) != hand:
                self.trade_give.options = hand
            partners = [(name, seat) for seat, name in enumerate(session.names)
                        if seat and session.state.team_of(seat) != session.team]
            if list(self.trade_partner.options) != partners:
                self.trade_partner.options = partners

    def _trade(self) -> None:
        give, partner = self.trade_give.value, self.trade_partner.value
        if give is None or partner is None:
            self.report("Choose a tile to give and a player to trade with.", "error")
            return
        self.session.trade(int(partner), str(give), self.trade_take.value)
        self.trade_take.value = ""

    def _others(self) -> str:
        session = self.session
        rows = []
        for side in session.progress():
            mark = " (you)" if side.mine and "You" not in side.names.split(" + ") else ""
            name = common.escape(side.names) + mark
            call = common.escape(side.last_call) if side.last_call else "—"
            rows.append([name, str(side.hand), str(side.placed), call])
        totals = ", ".join(f"{common.escape(n)} {t}" for n, t in zip(session.names,
                                                                      session.totals,
                                                                      strict=True))
        mates = [session.names[p] for p in session.state.teams[session.team] if p != 0]
        shared = (common.note(f"You share one crossword and one hand with "
                              f"{' and '.join(mates)}: their moves show on your board too.")
                  if mates else "")
        return (common.table(rows, ["side", "tiles in hand", "in crossword", "last call"],
                             numeric={1, 2})
                + shared
                + (common.note(f"totals so far: {totals}") if session.rounds else ""))

    def round_end_html(self) -> str:
        session = self.session
        if not session.rounds:
            return ""
        result = session.rounds[-1]
        state = session.state
        board = session.game.board
        panels = []
        for t, seats in enumerate(state.teams):
            points = result.breakdowns[seats[0]]
            side = board.sides[t]
            names = " + ".join(session.names[p] for p in seats)
            won = any(p in result.winners for p in seats)
            extra = []
            if state.hands[t]:
                extra.append(common.note("in hand at the end: " + " ".join(state.hands[t])))
            if result.extra.get("finished_by") in seats:
                extra.append(common.note("called Done!"))
            if 0 in seats and session.hints[-1]:
                extra.append(common.note(f"hints used: {session.hints[-1]}"))
            panels.append(common.panel(
                common.heading(f"{names}, {side.name} side", won),
                common.row(crossword(state.grids[t], special=side.special, size=side.size(),
                                     misplaced=set(points.removed),
                                     wilds=self._letters(t, state.grids[t])),
                           breakdown(points)),
                *extra))
        rules = session.game.rules
        goal = " or ".join(x for x in (
            f"to {rules.target} points" if rules.target else "",
            f"{rules.rounds} round{'s' * (rules.rounds != 1)}" if rules.rounds else "") if x)
        parts = [common.title(f"Round {len(session.rounds)} is over", "lowest score wins",
                              f"the game runs {goal}" if goal else ""),
                 *panels, self._score_sheet()]
        if session.match_over():
            champions = ", ".join(session.names[p] for p in session.winners)
            parts.insert(0, common.title(f"★ Winner: {champions}", "the lowest total"))
        else:
            parts.append(common.note("Press Next round to deal again."))
        return page(*parts, large=self.large)

    def _letters(self, team: int, grid: Any) -> dict[tuple[int, int], str]:
        """The letters the wilds stood for: the person's own, else what the referee read."""
        session = self.session
        read = dict(check(grid, session.game.lexicon).wilds)
        if team == session.team:
            read.update(session.desk.wilds(grid))
        return read

    def _score_sheet(self) -> str:
        session = self.session
        rows = [[f"round {i}", *map(str, r.scores)] for i, r in
                enumerate(session.rounds, start=1)]
        best = set(session.winners)
        rows.append(["total", *(f'<span class="wg-yes">★ {t}</span>' if p in best else str(t)
                                for p, t in enumerate(session.totals))])
        header = ["", *session.names]
        return (common.block(common.table(rows, header, numeric=set(range(1, len(header))),
                                          row_classes=[""] * (len(rows) - 1) + ["wg-total"]),
                             label="Score sheet"))


def _loop_of(session: WordStormSession) -> asyncio.AbstractEventLoop | None:
    """The event loop the session's live round runs on (None before the first round)."""
    if session.live is None:
        return None
    try:
        return session.live.finished.get_loop()
    except RuntimeError:  # not started yet
        return None


__all__ = ["WordStormScreen"]
