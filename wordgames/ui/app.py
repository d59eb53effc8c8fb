"""The set-up panel and the app that turns into the play screen when Start is pressed."""

from __future__ import annotations

import asyncio
import dataclasses
import html
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import ipywidgets as w

from wordgames.agents import PRESETS
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.lexicon import LEVELS
from wordgames.runner import current_cell, drive, stop_all
from wordgames.ui.options import (
    BOT_PRESETS,
    DEALING,
    EXAMPLES,
    TYPING,
    BotChoice,
    Setup,
    build_rules,
    build_setup,
    load_lexicon,
    person_name,
    rule_options,
)
from wordgames.ui.saved import load_session
from wordgames.ui.screen import Screen
from wordgames.ui.tables import Table, table_for
from wordgames.ui.widgets import STYLE, button, guard


class BotRow(w.HBox):  # type: ignore[misc]
    """One bot: a preset, or a level and speed of its own."""

    def __init__(self, number: int) -> None:
        self.preset = w.Dropdown(options=list(BOT_PRESETS), value="adult",
                                 description=f"Bot {number}", layout=w.Layout(width="16em"))
        self.level = w.Dropdown(options=list(LEVELS), value=50, description="level",
                                layout=w.Layout(width="12em"))
        self.speed = w.BoundedFloatText(value=1.0, min=0.1, max=10.0, step=0.1,
                                        description="speed", layout=w.Layout(width="10em"))
        self.about = w.HTML()
        self.preset.observe(lambda _: self._show(), names="value")
        super().__init__([self.preset, self.level, self.speed, self.about],
                         layout=w.Layout(align_items="center"))
        self._show()

    def _show(self) -> None:
        custom = self.preset.value == "custom"
        self.level.layout.display = "" if custom else "none"
        self.speed.layout.display = "" if custom else "none"
        if not custom:
            skill = PRESETS[self.preset.value]
            self.about.value = (f'<span class="wg-help">knows words to level {skill.level}, '
                                f"speed {skill.speed:g}</span>")
        else:
            self.about.value = ""

    def choice(self) -> BotChoice:
        return BotChoice(self.preset.value, int(self.level.value), float(self.speed.value))


class SetupPanel(w.VBox):  # type: ignore[misc]
    """Before a game: name, bots, rule variants, dictionary, seed, Start."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.rules_cls = table.load("rules")
        low, high = table.players
        self.name_box = w.Text(value="You", description="Your name", layout=w.Layout(width="22em"))
        self.count = w.Dropdown(options=list(range(low - 1, high)), value=min(3, high - 1),
                                description="Bots", layout=w.Layout(width="10em"))
        self.bot_rows = [BotRow(i) for i in range(1, high)]
        self.bot_box = w.VBox()
        self.count.observe(lambda _: self._show_bots(), names="value")
        self.options = rule_options(self.rules_cls)
        self.rule_widgets: dict[str, Any] = {}
        rule_rows = []
        for option in self.options:
            if option.kind == "bool":
                widget: Any = w.Checkbox(value=bool(option.default), description=option.label,
                                         indent=False, layout=w.Layout(width="24em"))
            elif option.kind == "choice":
                widget = w.Dropdown(options=list(option.choices), value=str(option.default),
                                    description=option.label, layout=w.Layout(width="24em"),
                                    style={"description_width": "13em"})
            else:
                widget = w.Text(value=str(option.shown(option.default)),
                                description=option.label, layout=w.Layout(width="24em"),
                                style={"description_width": "13em"},
                                placeholder=EXAMPLES.get(option.kind, "empty: none"
                                                         if option.optional else ""))
            self.rule_widgets[option.name] = widget
            default = option.shown(option.default)
            if default == "":
                default = "none"
            help_text = html.escape(option.help or "")
            if option.kind in TYPING:
                help_text += f" Type {html.escape(TYPING[option.kind])}."
            rule_rows.append(w.HBox([widget, w.HTML(
                f'<div class="wg-help">{help_text} <i>(default: {html.escape(str(default))})'
                "</i></div>")], layout=w.Layout(align_items="flex-start")))
        self.level = w.Dropdown(options=list(LEVELS), value=table.level,
                                description="Dictionary", layout=w.Layout(width="14em"))
        self.word_list = w.Text(description="or word list", placeholder="path to a .txt file",
                                layout=w.Layout(width="28em"))
        self.upload = w.FileUpload(accept=".txt,.csv", multiple=False,
                                   description="Upload word list")
        self.seed = w.Text(value=str(random.randrange(1000)), description="Seed",
                           layout=w.Layout(width="12em"))
        # The seat whose turn it is deals: a bot at the rule's pace; the person too, or by hand.
        self.deal = w.Dropdown(options=list(DEALING.items()), value="auto",
                               description="You deal", layout=w.Layout(width="34em"))
        dealing = [w.HBox([self.deal, w.HTML(
            '<span class="wg-help">in the rounds you deal: the cards come at the pace of '
            '"seconds per card", or each when you press Deal (or Space in the empty word '
            "box)</span>")], layout=w.Layout(align_items="center"))] if table.hand_dealing \
            else []
        self.start_button = button("Start", "deal the first round", "primary")
        self.error = w.HTML()
        super().__init__([
            w.HTML(f'<div class="wg-head">Set up a game of {html.escape(table.display_name)}'
                   "</div>"),
            self.name_box,
            w.HBox([self.count, w.HTML('<span class="wg-help">beginner, student, adult and '
                                       "expert are presets; custom sets a level and speed"
                                       "</span>")], layout=w.Layout(align_items="center")),
            self.bot_box,
            w.HTML('<div class="wg-section">Rules (the defaults are the rulebook\'s)</div>'),
            *dealing,
            *rule_rows,
            w.HTML('<div class="wg-section">Dictionary</div>'),
            w.HBox([self.level, w.HTML('<span class="wg-help">SCOWL level: 35 common words, '
                                       "50 a student's, 70 an adult's, 80 everything</span>")],
                   layout=w.Layout(align_items="center")),
            w.HBox([self.word_list, self.upload]),
            w.HBox([self.seed, w.HTML('<span class="wg-help">the same seed deals the same '
                                      "cards and tiles</span>")],
                   layout=w.Layout(align_items="center")),
            self.start_button,
            self.error,
        ])
        self._show_bots()

    def _show_bots(self) -> None:
        self.bot_box.children = tuple(self.bot_rows[: self.count.value])

    def setup(self, speed: float = 1.0) -> Setup:
        """The checked set-up, or ``InvalidInput`` with a message for the panel."""
        rules = build_rules(self.rules_cls, {name: widget.value
                                             for name, widget in self.rule_widgets.items()})
        uploaded = self.upload.value
        if uploaded:
            item = uploaded[0]
            lexicon = load_lexicon(word_list=bytes(item["content"]), source=str(item["name"]))
            word_list, level = True, None
        elif self.word_list.value.strip():
            lexicon = load_lexicon(word_list=self.word_list.value.strip())
            word_list, level = True, None
        else:
            if getattr(rules, "spanish", False):
                raise InvalidInput("spanish: Spanish play needs a Spanish word list: give its "
                                   "file under Dictionary (or untick spanish)")
            lexicon = load_lexicon(self.level.value, contractions=self.table.contractions)
            word_list, level = False, int(self.level.value)
        bots = [row.choice() for row in self.bot_rows[: self.count.value]]
        return build_setup(self.table.name, self.name_box.value, bots, rules, lexicon,
                           self.seed.value, self.table.players, speed, word_list, level,
                           deal=self.deal.value)

    def show_error(self, text: str) -> None:
        self.error.value = (f'<div class="wg-msg wg-msg-error" role="alert">'
                            f'<span class="wg-mark-error">✗ </span>{html.escape(text)}</div>')


@dataclass(frozen=True)
class Prepared:
    """A round made ready before Start: the set-up, the rounds already played with the hints
    used in them, the state to go on from (None: deal the next round by the seed), and what
    the screen kept of it (a saved game's ``kept``: ``Session.check_kept``'s answer)."""

    setup: Setup
    rounds: tuple[Any, ...] = ()
    hints: tuple[int, ...] = ()
    state: Any = None
    kept: Mapping[str, Any] = field(default_factory=dict)


class App(w.VBox):  # type: ignore[misc]
    """A game from set-up to the last round: the panel first, then the play screen.

    ``meanings``: after each accepted word the screen shows what it means (the person can
    switch it off); ``glossary``: the teacher's own definitions, shown before WordNet's;
    ``targets``: an exercise's words of the week, counted as the person finds them.
    :meth:`prepare` readies a round before Start (a saved game, an exercise's deal);
    :meth:`started` is called with the screen after each Start, for subclasses to extend.
    """

    def __init__(self, game: str, *, speed: float = 1.0, save_dir: str | Path = ".",
                 resume: str | Path | None = None, meanings: bool = False,
                 glossary: Mapping[str, str] | None = None, targets: Sequence[str] = ()
                 ) -> None:
        self.table = table_for(game)
        # The cell that made this app owns its games: running the cell again stops the old one
        # (a Start click comes from a widget message, which names no cell, so ask now).
        self.owner = current_cell() or ("app", id(self))
        stop_all(self.owner)
        self.speed = speed
        self.save_dir = save_dir
        self.meanings = meanings
        self.glossary = dict(glossary or {})
        self.targets = tuple(targets)
        self.screen: Screen | None = None
        self.prepared: Prepared | None = None
        self.panel = SetupPanel(self.table)
        self.panel.start_button.on_click(
            guard(lambda text, kind: self.panel.show_error(text))(lambda _: self.start()))
        self.style_html = w.HTML(STYLE)
        super().__init__([self.style_html, self.panel])
        self.add_class("wg-app")
        if resume is not None:
            saved = load_session(resume)
            self.prepare(saved.setup, saved.state, rounds=saved.rounds, hints=saved.hints,
                         kept=saved.kept,
                         note=f"Saved game of {saved.setup.name}: {len(saved.rounds)} rounds "
                              "played. Press Start to go on.",
                         title=f"Go on with a saved game of {self.table.display_name}")

    @property
    def session(self) -> Any:
        return None if self.screen is None else self.screen.session

    def prepare(self, setup: Setup, state: Any = None, *, rounds: Sequence[Any] = (),
                hints: Sequence[int] = (), kept: Mapping[str, Any] | None = None,
                note: str = "", title: str = "") -> None:
        """Make Start play ``setup`` from ``state`` (None: its next round by the seed) after
        ``rounds`` already played, instead of what the panel would set up. The panel then
        shows only the name (filled in from ``setup``, the person may change it), ``note``
        and Start: the rest is decided (but for the clock's pace: the app's ``speed``).
        ``kept``: what the screen showed of the round (a saved game's); ``title`` replaces the
        panel's heading."""
        self.prepared = Prepared(setup, tuple(rounds), tuple(hints[: len(rounds)]), state,
                                 dict(kept or {}))
        panel = self.panel
        panel.name_box.value = setup.name
        head = w.HTML(f'<div class="wg-head">{html.escape(title)}</div>') if title else \
            panel.children[0]
        panel.children = (head, w.HTML(f'<div class="wg-msg">{html.escape(note)}</div>'
                                        if note else ""),
                          panel.name_box, w.HBox([panel.start_button]), panel.error)

    def start(self, setup: Setup | None = None) -> Screen:
        """Build the game from ``setup``, else what :meth:`prepare` readied, else the panel,
        and deal the first round (or go on from the prepared state)."""
        prepared = self.prepared if setup is None else None
        try:
            if prepared is not None:
                setup = dataclasses.replace(prepared.setup, speed=self.speed,
                                            name=person_name(self.panel.name_box.value))
            elif setup is None:
                setup = self.panel.setup(self.speed)
        except WordgamesError as err:
            self.panel.show_error(str(err))
            raise
        session = self.table.load("session")(setup, owner=self.owner)
        if prepared is not None:
            session.rounds.extend(prepared.rounds)
            session.hints.extend(prepared.hints)
        screen: Screen = self.table.load("screen")(session, save_dir=self.save_dir,
                                                   meanings=self.meanings,
                                                   glossary=self.glossary,
                                                   targets=self.targets)
        self.screen = screen
        self.children = (self.style_html, screen)
        if prepared is not None and prepared.state is not None:
            screen.start(prepared.state)
            if prepared.kept:  # what the screen showed of it: the log, wild letters, ...
                session.restore(prepared.kept)
                screen.redraw()
        else:
            screen.start()
        self.started(screen)
        return screen

    def started(self, screen: Screen) -> None:
        """Called after each Start with the new play screen (its first round running)."""

    async def autoplay(self, brain: Any = None, rounds: int = 1, speed: float | None = None,
                       seed: int = 1) -> Screen:
        """Play ``rounds`` rounds with a bot at the person's seat (a scripted person, through
        the same ``submit`` a screen uses): for demonstrations and quick notebook runs."""
        from wordgames.ui.options import BotChoice

        table = self.table
        rules = self.panel.rules_cls()
        lexicon = load_lexicon(table.level, contractions=table.contractions)
        setup = Setup(table.name, "You (autoplay)", (BotChoice("adult"),) * 2, rules, lexicon,
                      seed, speed or self.speed, level=table.level)
        screen = self.start(setup)
        session = screen.session
        for number in range(rounds):
            if number:
                screen.next_round()
            person = brain or _brain(table.name)
            live = session.live
            assert live is not None
            driver = asyncio.get_running_loop().create_task(drive(live, session.human, person))
            await live.finished
            await driver
            if session.match_over():
                break
        return screen


def _brain(game: str) -> Any:
    module = __import__(f"wordgames.{game}", fromlist=["Bot"])
    return module.Bot("expert", seed=7)


__all__ = ["App", "BotRow", "Prepared", "SetupPanel"]
