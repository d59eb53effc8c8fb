"""The anagram drill's screen, drawn from the drill's JSON only (as a game's screen is drawn
from a seat's view): the student's name and Start, then each puzzle's tiles, the word box,
Hint and Skip (Next after a right answer), right or wrong said in words, the meaning of a word
found, and at the end how the student did. The generic client (``client.js``) shows it and
sends the student's clicks and words back as messages:

- ``{"type": "start", "name": "Ana"}`` (the Start form), ``{"type": "try", "word": "cat"}``
  (Enter or Check), ``{"type": "hint"}``, ``{"type": "next"}`` (Skip, Next or Finish);
- ``{"type": "large"}`` (Larger letters / Normal letters), which the screen itself answers.

``data`` holds: ``title``, ``count`` (puzzles), ``timer`` (seconds, or None), ``error``
(what was wrong with the last Start), ``screen`` ({"large": bool}) and, once started,
``drill``: ``student``, ``position``, ``seconds_left``, ``ends`` (the timer: the client counts
the clock down to it from the drill's ``clock_json``, sent beside the screen), ``message``
({"text", "kind"}), ``tiles``, ``extra`` (tiles to leave out), ``hints``, ``solved``,
``last``, ``meaning``, ``done``, ``summary`` and ``missed``.

>>> html = render({"title": "Anagram exercise: week 3", "count": 2, "timer": None,
...                "error": "", "screen": {"large": False}, "drill": None})
>>> "Your name" in html and "Start</button>" in html
True
"""

from __future__ import annotations

import json
from typing import Any

from wordgames.screens import box, common
from wordgames.screens.parts import move_button


def _clock(seconds: float) -> str:
    """Time left as a child reads it on a clock (the client counts it down from there).

    >>> _clock(75), _clock(9)
    ('1:15', '0:09')
    """
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def _message(told: dict[str, Any]) -> str:
    if not told.get("text"):
        return ""
    kind = {"error": "error", "ok": "ok"}.get(str(told.get("kind")), "info")
    return (f'<div class="wg-msg wg-msg-{kind}" role="status">{common.escape(told["text"])}'
            "</div>")


def _start(data: dict[str, Any]) -> str:
    count = data["count"]
    limit = "" if data["timer"] is None else f" You have {data['timer']:g} seconds."
    error = (f'<div class="wg-msg wg-msg-error" role="alert">{common.escape(data["error"])}'
             "</div>" if data.get("error") else "")
    move = common.escape(json.dumps({"type": "start"}))
    return (f'<div class="wg-help">{count} of this week\'s word{"s" * (count != 1)} with the '
            f"letters mixed up: type each word.{common.escape(limit)} Type your name and "
            f"press Start.</div>{error}"
            f'<form class="wg-row" data-move="{move}" autocomplete="off">'
            '<label class="wg-setup-line">Your name <input class="wg-input wg-input-name" '
            f'name="name" value="{common.escape(data.get("student", ""))}" maxlength="24" '
            "autofocus></label>"
            '<button class="wg-btn wg-btn-primary wg-btn-big" type="submit">Start</button>'
            "</form>")


def _end(drill: dict[str, Any]) -> str:
    missed = drill["missed"]
    left = ('<div class="wg-help">You found every word.</div>' if not missed else
            '<div class="wg-help">The words you did not find: '
            f'{common.escape(", ".join(w.upper() for w in missed))}</div>')
    return (f'<div class="wg-end"><div class="wg-section">How you did</div>'
            f'<div class="wg-status">{common.escape(drill["summary"])}</div>{left}</div>')


def _puzzle(drill: dict[str, Any]) -> str:
    extra = drill["extra"]
    note = (f"{extra} tile{' is' if extra == 1 else 's are'} extra: leave "
            f"{'it' if extra == 1 else 'them'} out." if extra else "Use every tile once.")
    hints = "".join(f'<div class="wg-meaning">Hint {n}: {common.escape(text)}</div>'
                    for n, text in enumerate(drill["hints"], start=1))
    solved = drill["solved"]
    parts = [f'<div class="wg-puzzle">{common.rack(drill["tiles"])}</div>',
             f'<div class="wg-help">{note}</div>', hints]
    if not solved:
        parts.append(
            '<form class="wg-row" data-move=\'{"type": "try"}\'>'
            '<input class="wg-word-box" name="word" autofocus autocomplete="off" data-clear '
            'spellcheck="false" placeholder="type the word" aria-label="the word" '
            'maxlength="40">'
            '<button class="wg-btn wg-btn-primary" type="submit">Check</button>'
            + move_button("Hint", {"type": "hint"},
                          title="what the word means, then its first letter")
            + move_button("Skip", {"type": "next"},
                          title="leave this one and go to the next puzzle")
            + "</form>")
    else:
        label = "Finish" if drill["last"] else "Next"
        # the focus on it: Enter (or Space) goes on, as it checked the word a moment ago
        button = move_button(label, {"type": "next"}, kind="primary", big=True)
        parts.append('<div class="wg-row">' + button.replace("<button ", "<button autofocus ", 1)
                     + "</div>")
    if drill["meaning"]:
        parts.append(f'<div class="wg-meaning" role="status">{common.escape(drill["meaning"])}'
                     "</div>")
    return "".join(parts)


def draw(data: dict[str, Any]) -> str:
    """The drill's screen, inside the page's box (see :func:`render`)."""
    drill = data.get("drill")
    large = bool((data.get("screen") or {}).get("large"))
    size = move_button("Normal letters" if large else "Larger letters", {"type": "large"},
                       title="draw the screen smaller again" if large
                       else "draw everything half as big again")
    where = ""
    if drill is not None:
        left, ends = drill["seconds_left"], drill.get("ends")
        clock = ("" if left is None or ends is None or drill["done"] else
                 f' · <span class="wg-clock" data-ends="{float(ends):.2f}">{_clock(left)}'
                 "</span> left")
        where = (f'<div class="wg-sub">{common.escape(drill["student"])} · '
                 f'{common.escape(drill["position"])}{clock}</div>')
    top = (f'<div class="wg-top"><div class="wg-round">{common.escape(data["title"])}</div>'
           f'<div class="wg-row">{size}</div></div>{where}')
    if drill is None:
        return top + _start(data)
    body = _end(drill) if drill["done"] else _puzzle(drill)
    told = drill["message"]
    hints = drill["hints"]
    if hints and told.get("text") == f"Hint {len(hints)}: {hints[-1]}":
        told = {}  # the hint shows in the puzzle's list of hints: once is enough
    return top + _message(told) + body


def render(data: dict[str, Any], *, scale: float | None = None, styled: bool = True) -> str:
    """The HTML of the drill's screen from ``data`` (the module docstring says what it holds);
    ``styled`` as :func:`wordgames.screens.render`'s."""

    return box(draw(data), scale=scale, styled=styled)


__all__ = ["draw", "render"]
