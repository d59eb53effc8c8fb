"""The set-up screen before the first round, drawn from a small JSON of choices (the glue that
shows it keeps the choices: :mod:`wordgames.ui.setup` in JupyterLab).

The choices: ``game``, ``name``, ``level`` (one of ``levels``), ``players`` (from ``fewest``
to ``most``), ``rules`` (the few a class may change, each ``{"name", "label", "help", "kind",
"value"}``, shown folded away under More options) and ``error`` (what was wrong with the last
Start); ``hand_deal`` (None: the game has no dealer to deal by hand) is the "I deal the cards
by hand" box. Start sends ``{"type": "setup", "name", "level", "players", "rule.<name>": ...}``
(and ``"hand_deal": "yes"`` when ticked). An exercise's set-up adds its ``title`` and ``note``
(what it asks).

>>> html = draw({"game": "myword", "name": "Ana", "level": "Easy",
...              "levels": [["Easy", "slow bots"], ["Hard", "quick bots"]],
...              "players": 3, "fewest": 2, "most": 6, "rules": [], "error": ""})
>>> 'value="Ana"' in html and '<option value="3" selected>' in html
True
"""

from __future__ import annotations

import json
from typing import Any

from wordgames.kit.protocol import GAMES
from wordgames.screens import common
from wordgames.screens.parts import how_to_play


def _field(rule: dict[str, Any]) -> str:
    name = f"rule.{rule['name']}"
    label = common.escape(rule["label"])
    help_ = f'<div class="wg-help">{common.escape(rule["help"])}</div>' if rule["help"] else ""
    if rule["kind"] == "bool":
        ticked = " checked" if rule["value"] else ""
        box = (f'<label class="wg-setup-line"><input type="checkbox" name="{name}" '
               f'value="yes"{ticked}> {label}</label>')
    else:
        box = (f'<label class="wg-setup-line">{label} <input class="wg-input wg-input-short" '
               f'name="{name}" value="{common.escape(rule["value"])}" data-value '
               f'autocomplete="off"></label>')
    return f'<div class="wg-setup-rule">{box}{help_}</div>'


def draw(choices: dict[str, Any]) -> str:
    """The set-up screen's HTML (inside a page: see :func:`wordgames.screens.render_setup`)."""
    game = GAMES.get_info(choices["game"]).display_name
    levels = "".join(
        f'<option value="{common.escape(name)}"{" selected" if name == choices["level"] else ""}>'
        f"{common.escape(name)}: {common.escape(about)}</option>"
        for name, about in choices["levels"])
    players = "".join(
        f'<option value="{n}"{" selected" if n == choices["players"] else ""}>{n}</option>'
        for n in range(choices["fewest"], choices["most"] + 1))
    error = (f'<div class="wg-msg wg-msg-error" role="alert">{common.escape(choices["error"])}'
             "</div>" if choices.get("error") else "")
    rules = "".join(_field(rule) for rule in choices["rules"])
    if choices.get("hand_deal") is not None:
        ticked = " checked" if choices["hand_deal"] else ""
        rules += ('<div class="wg-setup-rule"><label class="wg-setup-line"><input '
                  f'type="checkbox" name="hand_deal" value="yes"{ticked}> I deal the cards by '
                  'hand</label><div class="wg-help">In the rounds you deal, you turn each card '
                  "yourself (Deal a card, or the Space bar), as fast or as slow as you like."
                  "</div></div>")
    more = (f'<details class="wg-how wg-setup-more" data-key="more">'
            f"<summary>More options</summary>{rules}"
            "</details>" if rules else "")
    move = common.escape(json.dumps({"type": "setup"}))
    title = choices.get("title") or f"{game} · Set up the game"
    note = (f'<div class="wg-exercise">{common.escape(choices["note"])}</div>'
            if choices.get("note") else "")
    return (f'<div class="wg-top"><div class="wg-round">{common.escape(title)}</div></div>'
            f"{note}{error}"
            f'<form class="wg-setup" data-move="{move}" autocomplete="off">'
            f'<label class="wg-setup-line">Your name <input class="wg-input wg-input-name" '
            f'name="name" value="{common.escape(choices["name"])}" maxlength="24" autofocus>'
            f"</label>"
            f'<label class="wg-setup-line">How hard <select class="wg-select" name="level">'
            f"{levels}</select></label>"
            f'<label class="wg-setup-line">Players, you too <select class="wg-select" '
            f'name="players">{players}</select></label>'
            f"{more}"
            f'<div class="wg-row"><button class="wg-btn wg-btn-primary wg-btn-big" '
            f'type="submit">Start</button></div></form>'
            + how_to_play(choices["game"]))


__all__ = ["draw"]
