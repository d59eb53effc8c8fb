"""The MY WORD! screen: the table's cards as buttons, the word box, everyone's piles."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from wordgames.render import common
from wordgames.ui.myword_table import MyWordSession
from wordgames.ui.screen import Screen
from wordgames.ui.widgets import button, on_loop, page


class MyWordScreen(Screen):
    title = "MY WORD!"

    def __init__(self, session: MyWordSession, **kwargs: Any) -> None:
        self.session: MyWordSession = session
        self.cards: list[w.ToggleButton] = []
        self.card_box = w.HBox(layout=w.Layout(flex_flow="row wrap",
                                               min_height="3em"))
        self.table_note = w.HTML()
        self.call_button = button("Call word", "call the word in the box (Enter)", "primary")
        self.deal_button = button("Deal a card", "turn the next card face up (Space in the "
                                  "empty word box)", "info")
        self.piles = w.HTML()
        super().__init__(session, **kwargs)
        self.call_button.on_click(on_loop(self.report, self)(lambda _: self._call_clicked()))
        self.deal_button.on_click(on_loop(self.report, self)(lambda _: self._deal()))
        if session.setup.deal == "hand":
            self.word.hotkeys = [" "]
            self.word.on_hotkey(on_loop(self.report, self)(lambda _: self._deal()))

    def table_widgets(self) -> list[Any]:
        return [
            w.HTML('<div class="wg-section">On the table</div>'),
            self.card_box,
            self.table_note,
            w.HBox([self.word, self.call_button, self.deal_button],
                   layout=w.Layout(align_items="center", margin="0.4em 0")),
            w.HTML('<div class="wg-help">Type a word and press Enter; Escape clears. '
                   'To choose the cards yourself, click them first.</div>'),
            self.piles,
        ]

    def entered(self, text: str) -> None:
        self.session.call(text)
        self.word.refocus()

    def escaped(self) -> None:
        self.session.clear()

    def _call_clicked(self) -> None:
        text = self.word.draft
        self.word.clear()
        self.entered(text)

    def _deal(self) -> None:
        self.session.deal()
        self.word.refocus()

    def status(self) -> str:
        session = self.session
        if session.live is None:
            return ""
        view = session.view()
        dealer = session.names[view.dealer]
        clock = "paused" if session.live.paused else f"{session.live.now:5.1f} s"
        return html.escape(
            f"Round {session.round_number} of {session.rounds_planned()} · dealer: {dealer} · "
            f"{view.deck_left} cards to deal · words of {view.min_cards}+ cards · {clock}")

    def draw_table(self) -> None:
        session = self.session
        if session.live is None:
            return
        view = session.view()
        table = view.table
        while len(self.cards) < len(table):
            card = w.ToggleButton(layout=w.Layout(width="auto"))
            card.add_class("wg-cardbtn")
            index = len(self.cards)
            card.observe(on_loop(self.report, self)(
                lambda change, i=index: self._clicked(i, change)),
                         names="value")
            self.cards.append(card)
        for card, face in zip(self.cards, table, strict=False):
            card.description = face.face
            card.tooltip = f"card #{face.id}"
            card._card_id = face.id
            picked = face.id in session.selected
            if card.value != picked:
                card._drawing = True
                card.value = picked
                card._drawing = False
        if len(self.card_box.children) != len(table):
            self.card_box.children = tuple(self.cards[: len(table)])
        owed = 0 in view.owed
        self.table_note.value = (
            '<div class="wg-msg wg-msg-info">Your free card: click the card you want.</div>'
            if owed else "" if table else '<div class="wg-help">No cards on the table.</div>')
        self.call_button.disabled = not session.playing
        self.deal_button.layout.display = "" if session.dealing else "none"
        self.deal_button.disabled = not session.playing
        self.piles.value = page(self._piles(view), large=self.large)

    def _clicked(self, index: int, change: Any) -> None:
        card = self.cards[index]
        if getattr(card, "_drawing", False):
            return
        self.session.click(card._card_id)
        self.word.refocus()

    def _piles(self, view: Any) -> str:
        session = self.session
        state = session.state
        rows = []
        for p, name in enumerate(session.names):
            tally = state.piles[p]
            faces = " ".join(c.face for c in tally.cards)
            rows.append([
                common.escape(name + (" · dealer" if p == view.dealer else "")),
                str(len(tally.cards)),
                f'<span class="wg-small wg-pile">{common.escape(faces) or "—"}</span>',
                str(tally.claims), str(tally.invalid_claims), str(tally.free_cards),
                str(session.totals[p]),
            ])
        return common.table(rows, ["player", "cards won", "pile", "words", "not allowed",
                                   "free cards", "game total"], numeric={1, 3, 4, 5, 6})

    def round_end_html(self) -> str:
        session = self.session
        if not session.rounds:
            return ""
        result = session.rounds[-1]
        state = session.state
        rows = []
        for p, name in enumerate(session.names):
            points = result.breakdowns[p]
            hints = session.hints[-1] if p == 0 else 0
            rows.append([
                common.escape(name) + (" " + common.badge("★ winner")
                                       if p in result.winners else ""),
                str(points.cards), str(points.bonus), str(points.claims),
                str(points.invalid_claims), str(points.free_cards),
                str(hints) if p == 0 else "", str(result.scores[p])])
        left = " ".join(c.face for c in state.table) or "none"
        parts = [
            common.title(f"Round {len(session.rounds)} score sheet"),
            common.table(rows, ["player", "cards", "bonus", "words", "not allowed",
                                "free cards", "hints", "points"],
                         numeric={1, 2, 3, 4, 5, 6, 7},
                         row_classes=["wg-winner" if p in result.winners else ""
                                      for p in range(session.players)]),
            common.note(f"Cards left on the table: {left}"),
        ]
        if session.match_over():
            winners = ", ".join(session.names[p] for p in session.winners)
            what = "Winner" if len(session.winners) == 1 else "Shared win"
            totals = ", ".join(f"{n} {t}" for n, t in zip(session.names, session.totals,
                                                           strict=True))
            parts += [common.title(f"★ {what}: {winners}", f"totals: {totals}"), self.bars()]
        else:
            parts.append(common.note(
                f"Next dealer: {session.names[session.next_dealer()]}. "
                "Press Next round when everyone is ready."))
        return page(*parts, large=self.large)


__all__ = ["MyWordScreen"]
