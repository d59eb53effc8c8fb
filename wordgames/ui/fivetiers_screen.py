"""The Five Tiers screen: the sand timer, the person's tiles as buttons, five tiers, exchanges."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from wordgames.fivetiers import TIERS
from wordgames.render import common
from wordgames.render.fivetiers import breakdown
from wordgames.tiles import TileSet
from wordgames.ui.fivetiers_table import FiveTiersSession
from wordgames.ui.screen import Screen
from wordgames.ui.widgets import button, on_loop, page

VALUES = TileSet.load("fivetiers", include=("spanish",)).values


class FiveTiersScreen(Screen):
    title = "Five Tiers"

    def __init__(self, session: FiveTiersSession, **kwargs: Any) -> None:
        self.session: FiveTiersSession = session
        self.timer = w.HTML()
        self.tiles: list[w.ToggleButton] = []
        self.rack_box = w.HBox(layout=w.Layout(flex_flow="row wrap",
                                               min_height="2.6em"))
        self.rack_note = w.HTML()
        self.tier_buttons = [button(f"{n} tiles", f"put the chosen tiles in the {n}-tile tier, "
                                    "or take its word back") for n in TIERS]
        self.tier_html = [w.HTML() for _ in TIERS]
        self.blank = w.Text(description="blank is", placeholder="a letter",
                            layout=w.Layout(width="13em"))
        self.declare_button = button("Declare", "all five words are ready", "success")
        self.give_button = button("Give back chosen", "exchange the tiles you chose")
        self.all_button = button("Give back all", "exchange all 20 tiles")
        self.pass_button = button("Pass", "keep your tiles")
        self.exchange_box = w.HBox([self.give_button, self.all_button, self.pass_button])
        self.others = w.HTML()
        super().__init__(session, **kwargs)
        report = self.report
        for i, tier in enumerate(self.tier_buttons):
            tier.on_click(on_loop(report, self)(lambda _, i=i: self._tier(i)))
        self.blank.observe(on_loop(report, self)(lambda _: self._blank()), names="value")
        self.declare_button.on_click(on_loop(report, self)(lambda _: self._declare()))
        self.give_button.on_click(on_loop(report, self)(lambda _: self._exchange(False)))
        self.all_button.on_click(on_loop(report, self)(lambda _: self._exchange(True)))
        self.pass_button.on_click(on_loop(report, self)(lambda _: self._pass()))

    def table_widgets(self) -> list[Any]:
        tiers = [w.HBox([b, h], layout=w.Layout(align_items="center"))
                 for b, h in zip(self.tier_buttons, self.tier_html, strict=True)]
        return [
            self.timer,
            w.HTML('<div class="wg-section">Your tiles</div>'),
            self.rack_box,
            self.rack_note,
            self.exchange_box,  # under the tiles it gives back
            w.HTML('<div class="wg-section">Your tiers</div>'),
            *tiers,
            w.HBox([self.word, self.blank, self.declare_button],
                   layout=w.Layout(align_items="center", margin="0.4em 0",
                                   flex_flow="row wrap")),
            w.HTML('<div class="wg-help">Type a word and press Enter: it goes to the tier of '
                   'its length. Or click tiles, then a tier button. Click a tier button with '
                   'no tiles chosen to take its word back. Escape unchooses.</div>'),
            self.others,
        ]

    # -- input ----------------------------------------------------------------------------------

    def entered(self, text: str) -> None:
        self.session.type_word(text)
        self.word.refocus()

    def escaped(self) -> None:
        self.session.clear()

    def _tier(self, index: int) -> None:
        self.session.click_tier(index)
        self.word.refocus()

    def _blank(self) -> None:
        self.session.blank_letters = self.blank.value

    def _declare(self) -> None:
        self.session.declare()
        self.word.refocus()

    def _exchange(self, everything: bool) -> None:
        self.session.exchange(everything)

    def _pass(self) -> None:
        self.session.selected = []
        self.session.exchange(False)

    def _clicked(self, index: int) -> None:
        tile = self.tiles[index]
        if getattr(tile, "_drawing", False):
            return
        self.session.click_tile(index)
        self.word.refocus()

    # -- drawing --------------------------------------------------------------------------------

    def status(self) -> str:
        session = self.session
        if session.live is None:
            return ""
        view = session.view()
        totals = " · ".join(f"{n} {t}" for n, t in zip(session.names, session.totals,
                                                        strict=True))
        subject = f" · subject: {view.subject}" if view.subject else ""
        return html.escape(f"Round {session.round_number} · flip {view.flips}{subject} · "
                           f"{view.bag_size} tiles in the bag · {self._totals_to()}: {totals}")

    def _totals_to(self) -> str:
        """"totals to 500", or "totals" in a game with no target (an exercise's one round)."""
        target = self.session.setup.rules.target
        return f"totals to {target}" if target is not None else "totals"

    def draw_clock(self) -> None:
        super().draw_clock()
        self.timer.value = self._timer()

    def _timer(self) -> str:
        session = self.session
        if session.live is None:
            return ""
        what, left = session.seconds_left()
        view = session.view()
        whole = view.rules.timer if view.phase == "play" else view.rules.exchange_time
        share = 100 * left / whole if view.phase in ("play", "exchange") and whole else 0
        paused = " (paused)" if session.live.paused else ""
        if view.phase == "over":
            return '<div class="wg-timer">Round over</div>'
        minutes, seconds = divmod(int(left + 0.999), 60)
        return (f'<div class="wg-timer">{html.escape(what)}: {minutes}:{seconds:02d} left'
                f"{paused}</div><div class='wg-bar' role='progressbar' aria-valuenow="
                f"'{share:.0f}'><div style='width:{share:.0f}%'></div></div>")

    def draw_table(self) -> None:
        session = self.session
        if session.live is None:
            return
        view = session.view()
        free = session.free_tiles()
        while len(self.tiles) < len(free):
            tile = w.ToggleButton(layout=w.Layout(width="auto"))
            tile.add_class("wg-tilebtn")
            index = len(self.tiles)
            tile.observe(on_loop(self.report, self)(lambda change, i=index: self._clicked(i)),
                         names="value")
            self.tiles.append(tile)
        for i, (tile, face) in enumerate(zip(self.tiles, free, strict=False)):
            value = VALUES.get(face, 0)
            tile.description = f"{face} {value}" if face not in ("?", "'") else face
            tile.tooltip = f"{face}: {value} points"
            picked = i in session.selected
            if tile.value != picked:
                tile._drawing = True
                tile.value = picked
                tile._drawing = False
        if len(self.rack_box.children) != len(free):
            self.rack_box.children = tuple(self.tiles[: len(free)])
        self.rack_note.value = ("" if free else
                                '<div class="wg-help">Every tile is in a tier.</div>')
        arrangement = session.arrangement() if view.phase != "exchange" else None
        for i, size in enumerate(TIERS):
            spelling = arrangement.spellings[i] if arrangement is not None else None
            if spelling is None:
                self.tier_html[i].value = page(common.slots(size), large=self.large)
            else:
                letters = [ch if t.startswith("?") else None
                           for t, ch in zip(spelling.tiles, spelling.letters, strict=True)]
                self.tier_html[i].value = page(common.row(
                    common.rack(spelling.tiles, VALUES, letters),
                    common.word("".join(spelling.letters))), large=self.large)
        playing = session.playing and view.phase in ("play", "closing")
        for tier in self.tier_buttons:
            tier.disabled = not playing
        self.declare_button.disabled = not playing or view.declared[0]
        exchanging = session.running and view.phase == "exchange" and not view.exchanged
        self.exchange_box.layout.display = "" if exchanging else "none"
        for choice in self.exchange_box.children:  # shown while paused, not clickable
            choice.disabled = not session.playing
        self.timer.value = self._timer()
        self.others.value = page(self._others(view), large=self.large)

    def _others(self, view: Any) -> str:
        session = self.session
        state = session.state
        rows = []
        for p, name in enumerate(session.names):
            placed = state.arrangements[p]
            words = sum(1 for s in placed.spellings if s is not None) if placed else 0
            declared = view.declared[p]
            rows.append([common.escape(name), str(words),
                         common.verdict(True, "declared", "") if declared else "—",
                         str(session.totals[p])])
        return common.table(rows, ["player", "words placed", "declared", "total"],
                            numeric={1, 3})

    def round_end_html(self) -> str:
        session = self.session
        if not session.rounds:
            return ""
        result = session.rounds[-1]
        panels = []
        for p, name in enumerate(session.names):
            points = result.breakdowns[p]
            extra = []
            if points.doubled:
                extra.append("an apostrophe word doubled the points")
            if points.subject_words:
                extra.append("subject words: " + ", ".join(w.upper() for w in
                                                           points.subject_words))
            if points.unused_apostrophes:
                extra.append(f"{points.unused_apostrophes} unused apostrophe(s) paid to the "
                             "winner")
            if p == 0 and session.hints[-1]:
                extra.append(f"hints used: {session.hints[-1]}")
            sheet = breakdown(points).replace(common.heading(common.seat(p), points.won),
                                              common.heading(name, points.won), 1)
            notes = "".join(common.note(e) for e in extra)
            panels.append(sheet[: -len("</div>")] + notes + "</div>")
        totals = ", ".join(f"{n} {t}" for n, t in zip(session.names, session.totals,
                                                       strict=True))
        parts = [common.title(f"Round {len(session.rounds)}",
                              f"running {self._totals_to()}: {totals}"),
                 common.row(*panels)]
        if session.match_over():
            winners = ", ".join(session.names[p] for p in session.winners)
            parts += [common.title(f"★ Winner: {winners}"), self.bars()]
        else:
            parts.append(common.note("Press Next round to deal again."))
        return page(*parts, large=self.large)


__all__ = ["FiveTiersScreen"]
