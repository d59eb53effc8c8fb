"""What every game's screen shares: the seats and scores, the message to the seat, how to
play in a few short lines, the buttons of the table (Pause, Next round) and the round's end.

>>> move_button("Go", {"type": "next"})
'<button class="wg-btn" type="button" data-send="{&quot;type&quot;: &quot;next&quot;}">Go</button>'
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from wordgames.kit.protocol import GAMES
from wordgames.screens import common

#: How to play each game, in a child's words (the rulebook's details are folded away).
HOW_TO_PLAY: dict[str, tuple[str, ...]] = {
    "myword": (
        "Cards are turned face up one by one.",
        "See a word made of 3 or more cards? Type it and press Enter.",
        "A card with two letters (SH, QU) gives both, side by side and in that order.",
        "A ? card is any one letter you like. A ?? card is any two letters side by side.",
        "A good word wins you its cards. A wrong one gives the others a free card.",
        "Most cards at the end wins.",
    ),
    "wordstorm": (
        "Build your own crossword with the letters in your hand.",
        "When all your letters are in, press Word Storm!: everyone takes 4 more.",
        "When no letters are left to take, finish and press Done!",
        "Letters left over cost points: the lowest score wins.",
    ),
    "fivetiers": (
        # Tiles, not letters: DON'T is five tiles, and in Spanish PERRO may be four (RR).
        "Make five words from your 20 tiles: one of 2 tiles, then 3, 4, 5 and 6 tiles.",
        "Type a word in each row. Press Place to keep them.",
        "When all five are good, press I have all five!",
        "Be first: you score the tiles the others did not use.",
    ),
}


def move_button(label: str, message: dict[str, Any], *, kind: str = "",
                key: str | None = None, disabled: bool = False, title: str | None = None,
                big: bool = False) -> str:
    """A button that sends ``message`` when clicked (or when ``key`` is typed)."""
    classes = "wg-btn" + (f" wg-btn-{kind}" if kind else "") + (" wg-btn-big" if big else "")
    extra = (f' data-key="{common.escape(key)}"' if key else "") + (
        " disabled" if disabled else "") + (f' title="{common.escape(title)}"' if title else "")
    return (f'<button class="{classes}" type="button" '
            f'data-send="{common.escape(json.dumps(message))}"{extra}>'
            f"{common.escape(label)}</button>")


def notice(data: dict[str, Any]) -> str:
    """The message to this seat (a refused move says why), if any; once a round has ended,
    the round's end says what matters, and a refusal from the round is old news."""
    told = data.get("notice") or {}
    if not told.get("text") or (data.get("last_scores") is not None and not data["playing"]
                                and told.get("kind") == "error"):
        return ""
    kind = told.get("kind") if told.get("kind") in ("error", "ok") else "info"
    return f'<div class="wg-msg wg-msg-{kind}" role="status">{common.escape(told["text"])}</div>'


def seats_line(data: dict[str, Any], extra: Sequence[str] = ()) -> str:
    """Who sits where, their totals, and who is away."""
    cells = []
    for n, seat in enumerate(data["seats"]):
        name = common.escape(seat["name"])
        mine = n == data["seat"]
        you = " (you)" if mine and seat["name"].lower() != "you" else ""
        away = seat["playing"] if seat["playing"] in ("away", "free") else (
            "a bot plays for now" if seat["kind"] == "person" and seat["playing"] == "bot"
            else "")
        notes = [x for x in (away, extra[n] if n < len(extra) else "") if x]
        # A space before each note, so that words read apart ("Ben away", not "Benaway").
        more = "".join(f' <span class="wg-seat-note{" wg-seat-gone" if x == "away" else ""}">'
                       f"{common.escape(x)}</span>" for x in notes)
        cells.append(f'<span class="wg-seat{" wg-seat-you" if mine else ""}">{name}{you}'
                     f'{_total(data, n)}{more}</span>')
    return '<div class="wg-seats">' + "".join(cells) + "</div>"


def _total(data: dict[str, Any], seat: int) -> str:
    """A seat's match points: none in the first round's play (the round's own count is the
    game's to show; a row of "0 points" reads as a score), "so far" while a later round plays.

    >>> _total({"totals": [0], "playing": True, "round": 1}, 0)
    ''
    >>> _total({"totals": [7], "playing": True, "round": 2}, 0)
    ' <b>7</b> points so far'
    >>> _total({"totals": [1], "playing": False, "round": 1}, 0)
    ' <b>1</b> point'
    """
    if data.get("playing") and data.get("round", 0) <= 1:
        return ""
    points = data["totals"][seat]
    so_far = " so far" if data.get("playing") else ""
    return f' <b>{points}</b> point{"" if points == 1 else "s"}{so_far}'


def how_to_play(game: str) -> str:
    lines = "".join(f"<li>{common.escape(line)}</li>" for line in HOW_TO_PLAY[game])
    return (f'<details class="wg-how" data-key="how"><summary>How to play</summary>'
            f"<ul>{lines}</ul></details>")


def round_line(data: dict[str, Any]) -> str:
    """The game's name and the round: ``MY WORD! · Round 1 of 3``."""
    title = common.escape(GAMES.get_info(data["game"]).display_name)
    planned = data.get("rounds_planned")
    number = max(1, data["round"]) if data.get("playing") or data["round"] else 0
    of = f" of {planned}" if planned else ""
    which = f" · Round {number}{of}" if number else ""
    state = ' <span class="wg-paused">paused</span>' if data.get("paused") else ""
    return f'<div class="wg-round">{title}{which}{state}</div>'


def table_buttons(data: dict[str, Any]) -> str:
    """Hint and Pause (or Resume) while a round is played; Start, or Next round, between
    rounds."""
    if data.get("over"):
        return ""
    if not data.get("playing"):
        label = "Start" if data["round"] == 0 else "Next round"
        return move_button(label, {"type": "next"}, kind="primary", big=True)
    if data.get("paused"):
        return move_button("Resume", {"type": "resume"}, kind="primary")
    # What a hint costs shows beside it, before it is pressed (a title is never seen on a
    # tablet, and a child who finds a point gone later cannot tell why).
    price = data.get("hint_price")
    return (move_button("Hint", {"type": "hint"}, title="a word you could make")
            + (f'<span class="wg-help wg-hint-price">{common.escape(price)}</span>'
               if price else "")
            + move_button("Pause", {"type": "pause"}))


def screen_buttons(data: dict[str, Any]) -> str:
    """The buttons of the screen itself, when whoever shows it offers them (``data["screen"]``:
    JupyterLab's screen saves to a file and switches the font size; the table never sees
    these messages).

    >>> "Larger letters" in screen_buttons({"screen": {"save": False, "large": False}})
    True
    >>> screen_buttons({})
    ''
    """
    offered = data.get("screen") or {}
    if not offered:
        return ""
    out = ""
    if offered.get("save") and not data.get("over"):
        out += move_button("Save", {"type": "save"}, title="save the game to go on later")
    large = bool(offered.get("large"))
    out += move_button("Normal letters" if large else "Larger letters", {"type": "large"},
                       title="draw the screen smaller again" if large
                       else "draw everything half as big again")
    return out


def _hints_taken(used: int, data: dict[str, Any]) -> str:
    """What the round's hints did to a score, beside it ("" for none).

    >>> _hints_taken(2, {"hint_cost": 10}), _hints_taken(1, {"hint_cost": 5, "lowest_wins": True})
    (' (2 hints: −20)', ' (1 hint: +5)')
    """
    cost = int(data.get("hint_cost") or 0)
    if not used or not cost:
        return ""
    sign = "+" if data.get("lowest_wins") else "−"
    return f" ({used} hint{'s' * (used != 1)}: {sign}{used * cost})"


def round_end(data: dict[str, Any]) -> str:
    """The scores of the round just ended, and the winner when the match is over."""
    scores = data.get("last_scores")
    if scores is None:
        return ""
    names = [s["name"] for s in data["seats"]]
    winners = set(data.get("winners", [])) if data.get("over") else set()
    hints = data.get("last_hints") or [0] * len(names)
    rows = [[common.escape(n) + (" ★" if i in winners else ""),
             str(s) + _hints_taken(hints[i], data), str(t)]
            for i, (n, s, t) in enumerate(zip(names, scores, data["totals"], strict=True))]
    marks = ["wg-winner" if i in winners else "" for i in range(len(rows))]
    parts = [common.title(f"Round {data['round']} is over"),
             common.table(rows, ["player", "this round", "total"], numeric={1, 2},
                          row_classes=marks)]
    if data.get("lowest_wins"):  # the one game where a child's bigger number is the worse
        parts.append('<p class="wg-help">The fewest points win.</p>')
    if not data.get("over") and scores:  # who won the round, said (not left to the numbers)
        best = (min if data.get("lowest_wins") else max)(scores)
        won = " and ".join(common.escape(n) for n, s in zip(names, scores, strict=True)
                           if s == best)
        parts.append(f'<p class="wg-round-winner">{won} won this round.</p>')
    if data.get("over"):
        best = " and ".join(names[w] for w in sorted(winners))
        parts.append(common.title(f"★ The game is over. The winner: {common.escape(best)}"))
    return '<div class="wg-end">' + "".join(parts) + "</div>"


def exercise_line(data: dict[str, Any]) -> str:
    """An exercise's title and what it asks, in plain words (a table dealt from one).

    >>> exercise_line({"exercise": {"title": "Five Tiers exercise: week 3", "note": "Find..."}})
    '<div class="wg-exercise"><b>Five Tiers exercise: week 3</b> Find...</div>'
    """
    about = data.get("exercise")
    if not about:
        return ""
    return (f'<div class="wg-exercise"><b>{common.escape(about["title"])}</b> '
            f'{common.escape(about["note"])}</div>')


def paused_line(data: dict[str, Any]) -> str:
    """While the game is paused: who paused it and that the game is hidden till Resume (a
    pause is nobody's extra time to look for words).

    >>> paused_line({"paused": True, "paused_by": "Ana", "game": "myword"})[-75:]
    'Ana paused the game. The cards are hidden until someone presses Resume.</p>'
    >>> paused_line({"paused": False, "game": "myword"})
    ''
    """
    if not data.get("paused"):
        return ""
    who = str(data.get("paused_by") or "")
    said = f"{who[:1].upper()}{who[1:]} paused the game." if who else "The game is paused."
    game = str(data.get("game"))
    hidden = f"{GAMES[game].pieces} are" if game in GAMES else "game is"  # each game's own word
    return (f'<p class="wg-paused-note" data-key="paused" role="status">{common.escape(said)} '
            f"The {hidden} hidden until someone presses Resume.</p>")


def covered(data: dict[str, Any], body: str) -> str:
    """The game's own part in a box that hides it while paused: the same elements either way,
    so that a word typed meanwhile stays in its box when the screen is morphed (known by its
    ``data-key``: the pause's line before it does not make the morph draw it anew).

    >>> covered({"paused": True}, "<b>cards</b>")
    '<div class="wg-game wg-covered" data-key="game" aria-hidden="true"><b>cards</b></div>'
    """
    if data.get("paused"):
        return f'<div class="wg-game wg-covered" data-key="game" aria-hidden="true">{body}</div>'
    return f'<div class="wg-game" data-key="game">{body}</div>'


def frame(data: dict[str, Any], body: str, notes: Sequence[str] = ()) -> str:
    """A screen: the game and round with the table's buttons, the seats (with the game's
    ``notes`` on each), the message, the round's end, the game's own part, the meanings of
    the words made (``meanings_html``, drawn by whoever adds it: the classroom knows
    meanings, the table does not), how to play."""
    return (f'<div class="wg-top">{round_line(data)}'
            f'<div class="wg-row">{table_buttons(data)}{screen_buttons(data)}</div></div>'
            + exercise_line(data) + seats_line(data, notes) + paused_line(data) + notice(data)
            + round_end(data) + covered(data, body)
            + str(data.get("meanings_html", ""))
            + how_to_play(data["game"]))


__all__ = ["HOW_TO_PLAY", "covered", "exercise_line", "frame",
           "how_to_play", "move_button", "notice", "paused_line", "round_end", "screen_buttons",
           "seats_line", "table_buttons"]
