"""The choices of the set-up screen before the first round: kept here, drawn by
:mod:`wordgames.screens.setup`, changed by the screen's Start message.

Pure Python (no widgets). :meth:`SetUp.take` checks a whole Start message first and changes
nothing when any part is wrong (the screen then shows why, and keeps what was typed).

>>> setup = SetUp("myword")
>>> setup.choices()["level"], setup.players, setup.bots(), setup.rules.seconds_per_card
('Easy', 4, ['easy', 'easy', 'easy'], 3.0)
>>> setup.take({"type": "setup", "name": "Ana", "level": "Hard", "players": "2",
...             "rule.min_cards": "4", "rule.seconds_per_card": "3"})
>>> setup.name, setup.bots(), setup.rules.min_cards, setup.rules.seconds_per_card
('Ana', ['hard'], 4, 2.0)
>>> setup.take({"type": "setup", "players": "9"})
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: players: MY WORD! is for 2 to 6 players, not 9
"""

from __future__ import annotations

import dataclasses
from typing import Any

from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.protocol import GAMES
from wordgames.play import presets
from wordgames.play.table import clean_name
from wordgames.ui.options import RuleOption, rule_options

#: The four levels of the set-up screen (``wordgames.play.presets``' four, in order), the first
#: the default, each with what it means.
LEVEL_CHOICES: tuple[tuple[str, str], ...] = tuple(presets.LABELS[n] for n in presets.NAMES)


def preset_name(level: str) -> str:
    """The name in :mod:`wordgames.play.presets` of a set-up level (its bots' skill, its clock,
    its hints).

    >>> [preset_name(name) for name, _ in LEVEL_CHOICES]
    ['easy', 'normal', 'hard', 'expert']
    """
    names = {shown: name for (shown, _), name in zip(LEVEL_CHOICES, presets.NAMES, strict=True)}
    if level not in names:
        raise InvalidInput(f"level: choose one of {', '.join(names)}, not {level!r}")
    return names[level]


class SetUp:
    """The set-up of a game of ``game`` before its first round: the person's ``name``, the
    ``level`` (see :data:`LEVEL_CHOICES`: the table's preset), the number of ``players`` (the person
    too) and the rules: the level's (``rules`` given: those), with what the person changed
    under More options (the game's ``GameInfo.options``) on top, and for MY WORD! whether the person
    deals their rounds by hand (``hand_deal``, also under More options); ``error`` is what
    was wrong with the last Start.

    >>> setup = SetUp("myword")
    >>> setup.take({"type": "setup", "hand_deal": "yes", "rule.min_cards": "3"})
    >>> setup.hand_deal, SetUp("fivetiers").choices()["hand_deal"]
    (True, None)
    """

    def __init__(self, game: str, *, name: str = "You", level: str = "Easy",
                 players: int | None = None, rules: Any = None) -> None:
        self.info = GAMES.get_info(game)
        self.name = clean_name(name)
        preset_name(level)
        self.level = level
        low, high = self.info.players
        self.players = self.info.check_players(players) if players is not None \
            else min(max(4, low), high)
        self.given = rules
        #: the rules the person changed under More options, by field
        self.changed: dict[str, Any] = {}
        self.error = ""
        #: the person deals their own rounds by hand (games dealt by a dealer only)
        self.hand_deal = False
        #: the clock's pace (2: twice as fast; a page's address may set it before Start)
        self.speed = 1.0
        known = {o.name: o for o in rule_options(self.info.rules)}
        self.options: list[tuple[RuleOption, str, str]] = [
            (known[option.field], option.label, option.help) for option in self.info.options
            if option.field in known]

    @property
    def preset(self) -> str:
        """The table's preset (:mod:`wordgames.play.presets`)."""
        return preset_name(self.level)

    @property
    def rules(self) -> Any:
        """The rules the table plays by."""
        return self._rules(self.level, self.changed)

    def _rules(self, level: str, changed: dict[str, Any]) -> Any:
        if self.given is not None:
            return dataclasses.replace(self.given, **changed)
        return presets.preset(preset_name(level), self.info.name).rules(**changed)

    def bots(self) -> list[str]:
        """The bots' seats: one at the level for each player but the person."""
        return [self.preset] * (self.players - 1)

    def choices(self) -> dict[str, Any]:
        """What the set-up screen draws (:mod:`wordgames.screens.setup`)."""
        low, high = self.info.players
        rules = []
        for option, label, text in self.options:
            value = getattr(self.rules, option.name)
            rules.append({"name": option.name, "label": label, "help": text,
                          "kind": option.kind, "value": option.shown(value)})
        return {"game": self.info.name, "name": self.name, "level": self.level,
                "levels": [list(x) for x in LEVEL_CHOICES], "players": self.players, "fewest": low,
                "most": high, "rules": rules, "error": self.error,
                "hand_deal": self.hand_deal if self.info.hand_dealt is not None else None}

    def take(self, message: dict[str, Any]) -> None:
        """The choices of a Start message (``{"type": "setup", "name", "level", "players",
        "rule.<field>": ...}``; what it leaves out stays), all of them or none."""
        options = {o.name: o for o, _, _ in self.options}
        name = clean_name(message["name"]) if "name" in message else self.name
        level = str(message.get("level", self.level))
        preset_name(level)
        players = self.players
        if "players" in message:
            text = str(message["players"]).strip()
            low, high = self.info.players
            if not text.isdigit() or not low <= int(text) <= high:
                raise InvalidInput(f"players: {self.info.display_name} is for {low} to {high} "
                                   f"players, not {text}")
            players = int(text)
        values: dict[str, Any] = {}
        hand_deal = self.hand_deal
        if self.info.hand_dealt is not None and any(k.startswith("rule.") for k in message):
            hand_deal = message.get("hand_deal") == "yes"  # an unticked box is not sent
        for key, raw in message.items():
            if key in ("type", "name", "level", "players") or (
                    key == "hand_deal" and self.info.hand_dealt is not None):
                continue
            field = key.removeprefix("rule.")
            if not key.startswith("rule.") or field not in options:
                raise InvalidInput(f"the set-up has no choice {key!r}")
            values[field] = options[field].parse(raw == "yes" if options[field].kind == "bool"
                                                 else raw)
        for option in options.values():  # an unticked box is not sent at all
            if option.kind == "bool" and any(k.startswith("rule.") for k in message):
                values.setdefault(option.name, False)
        # A value as shown is the level's (or one changed before): only a new one is a change,
        # so that a new level brings its own clock.
        shown = self.rules
        changed = dict(self.changed)
        changed.update({n: v for n, v in values.items() if v != getattr(shown, n)})
        try:
            self._rules(level, changed)
        except WordgamesError as err:
            labels = {o.name: label for o, label, _ in self.options}
            named = next((labels[n] for n in values if n in str(err)), "rules")
            raise InvalidInput(f"{named}: {err}") from None
        self.name, self.level, self.players, self.changed = name, level, players, changed
        self.hand_deal = hand_deal
        self.error = ""


__all__ = ["LEVEL_CHOICES", "SetUp", "preset_name"]
