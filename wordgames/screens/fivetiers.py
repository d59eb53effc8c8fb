"""Five Tiers drawn, from the same pieces (:mod:`wordgames.screens.common`) in both places:

- its play screen (:func:`draw`, from a seat's view JSON): your twenty tiles, five rows to
  type your words in, the timer;
- its values in a notebook (each ``*_html``, a value's ``_repr_html_``): racks with values,
  the five tiers of words, declarations and score sheets.

>>> from wordgames.play.table import Table
>>> table = Table("fivetiers", ["person", "adult"], seed=1, clock="simulated")
>>> table.join(0, "Ana")
>>> table.start()
>>> draw(table.view_json(0)).count('name="words[]"')
5
>>> from wordgames.fivetiers.solver import Arrangement
>>> from wordgames.lexicon import Spelling
>>> out = arrangement_html(Arrangement.of({3: Spelling(("C", "?", "T"), ("c", "a", "t"))}))
>>> "CAT" in out, '<span class="wg-stands">A</span>' in out, out.count('class="wg-slot"')
(True, True, 17)
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from wordgames.fivetiers.hints import row_unit
from wordgames.fivetiers.solver import TIERS
from wordgames.kit.tiles import TileSet
from wordgames.screens import common

if TYPE_CHECKING:
    from wordgames.fivetiers.game import Breakdown, Declaration, State, View
    from wordgames.fivetiers.solver import Arrangement


def clock(seconds: float) -> str:
    """Time left as a child reads it on a clock, counting whole seconds down.

    >>> clock(295.2), clock(9)
    ('4:56', '0:09')
    """
    whole = max(0, math.ceil(seconds - 0.05))
    return f"{whole // 60}:{whole % 60:02d}"


def _ticking_clock(ends: float, now: float) -> str:
    """The time left to the table's moment ``ends``: the screen client counts it down each
    second by itself (``data-ends``), from the table's clock sent with the screen.

    >>> _ticking_clock(300, 4.8)
    '<span class="wg-clock" data-ends="300.00">4:56</span>'
    """
    return f'<span class="wg-clock" data-ends="{float(ends):.2f}">{clock(ends - now)}</span>'


def _rack(view: dict[str, Any]) -> str:
    """The twenty tiles, the ones in a word faded (the rest are still to use)."""
    placed = view["arrangement"]
    unused = list(view["rack"] if placed is None else placed["unused"])
    tiles = []
    for face in view["rack"]:
        if face in unused:
            unused.remove(face)
            # a tile clicked goes into the row being typed (the screen client)
            tiles.append(f'<span data-tile="{common.escape(face)}">{common.tile(face)}</span>')
        else:
            tiles.append(f'<span class="wg-used" data-tile="{common.escape(face)}" '
                         f'title="in one of your words">{common.tile(face)}</span>')
    return ('<div class="wg-rack" title="click a tile to type it in your word">'
            + "".join(tiles) + "</div>")


def seat_notes(data: dict[str, Any]) -> list[str]:
    """Who has said "I have all five!"."""
    view = data["view"]
    if view is None or not data["playing"]:
        return []
    return ["has all five!" if said else "" for said in view["declared"]]


def _blanks(tiles: list[str], word: str | None) -> list[str | None]:
    """The letter each blank of a placed word stands for (a blank is one letter; an RR or LL
    tile covers two).

    >>> _blanks(["?", "V", "O"], "ovo"), _blanks(["P", "I", "LL", "?", "S"], "pillas")
    (['O', None, None], [None, None, None, 'A', None])
    """
    letters: list[str | None] = []
    at = 0
    for tile in tiles:
        width = 1 if tile == "?" else len(tile)
        letters.append(word[at].upper() if tile == "?" and word and at < len(word) else None)
        at += width
    if not word or at != len(word):
        return [None] * len(tiles)
    return letters


def _final(view: dict[str, Any], seat: int) -> dict[str, Any] | None:
    """The words ``seat`` ended the round with (declared, or else placed); before the round's
    end, the seat's own placed words."""
    shown = view.get("shown") or []
    if seat < len(shown):
        final: dict[str, Any] | None = shown[seat]
        return final
    return view["arrangement"] if seat == view["player"] else None


def _words(view: dict[str, Any]) -> str:
    """The words placed, each as its tiles (at the round's end)."""
    placed = _final(view, view["player"])
    if placed is None or not any(placed["words"]):
        return '<div class="wg-help">You placed no words this round.</div>'
    rows = [f'<div class="wg-tier"><span class="wg-tier-size">{size} {_unit(view)}</span>'
            + (common.rack(tiles, letters=_blanks(tiles, word)) if tiles
               else '<span class="wg-help">—</span>') + "</div>"
            for size, tiles, word in zip(view["tiers"], placed["tiles"], placed["words"],
                                         strict=True)]
    return '<div class="wg-tiers">' + "".join(rows) + "</div>"


def _everyone(data: dict[str, Any]) -> str:
    """Everyone's words at the round's end, row by row (the rulebook: words are presented at
    the end of a round, for anyone to challenge); a word the dictionary does not know is
    marked."""
    view = data["view"]
    if not view.get("shown"):
        return ""
    rows = []
    for n, seat in enumerate(data["seats"]):
        placed = _final(view, n) or {}
        words = placed.get("words") or [None] * len(view["tiers"])
        known = placed.get("known") or [None] * len(view["tiers"])
        cells = ['<span class="wg-help">—</span>' if not word else common.word(word)
                 if ok else f'<span class="wg-tier-bad" title="not in the dictionary">✗ '
                 f"{common.escape(word.upper())}</span>"
                 for word, ok in zip(words, known, strict=True)]
        you = " (you)" if n == data["seat"] and seat["name"].lower() != "you" else ""
        name = common.escape(seat["name"]) + you  # as the seats line above names them
        rows.append([name, *cells])
    header = ["player", *(f"{size} {_unit(view)}" for size in view["tiers"])]
    return ('<div class="wg-section">Everyone\'s words</div>'
            + common.table(rows, header))


def row_limit(size: int, rack: list[str]) -> int:
    """The most letters a row of ``size`` tiles can hold: the longest spelling ``size`` of the
    seat's tiles make (a Spanish RR, LL or CH tile is two letters; the apostrophe and a blank
    one each). The row's box takes no more, so a child cannot type three letters into the
    2-tile row; a longer word could never go there anyway.

    >>> row_limit(2, list("CAT'?")), row_limit(2, ["RR", "LL", "A"]), row_limit(3, ["CH", "E"])
    (2, 4, 3)
    """
    lengths = sorted((len(face) for face in rack), reverse=True)
    return max(size, sum(lengths[:size]))


def _unit(view: dict[str, Any]) -> str:
    """What a row counts (:func:`~wordgames.fivetiers.hints.row_unit`), for a row's label."""
    return row_unit(bool(view.get("spanish"))) + "s"


def draw(data: dict[str, Any]) -> str:
    """Five Tiers' part of a seat's screen."""
    view = data["view"]
    if view is None:
        return '<div class="wg-help">Press Start to get your 20 tiles.</div>'
    phase = view["phase"]
    playing = data["playing"]
    if phase == "play":
        status = f"Time left: {_ticking_clock(view['timer_ends'], data['now'])}"
    elif phase == "closing" and view["window_ends"] is not None:
        status = (f"Someone has all five! {_ticking_clock(view['window_ends'], data['now'])} "
                  "left to finish yours")
    else:
        status = {"exchange": "Time is up! Swap some tiles for new ones, or keep them all.",
                  "closing": "Someone has all five! Last chance..."}.get(phase,
                                                                        "The round is over.")
    if view["subject"]:
        status += f" · bonus words: {common.escape(view['subject'])}"
    if not playing:
        return ('<div class="wg-section">Your words</div>' + _words(view)
                + _everyone(data) + _declared(data))
    parts = [f'<div class="wg-status">{status}</div>',
             '<div class="wg-section">Your tiles</div>', _rack(view)]
    told = (data.get("notice") or {}).get("text")
    if view["rejection"] and playing and view["rejection"] != told:
        parts.append(f'<div class="wg-msg wg-msg-error">{common.escape(view["rejection"])}'
                     "</div>")
    words = (view["arrangement"] or {}).get("words") or [None] * len(view["tiers"])
    known = (view["arrangement"] or {}).get("known") or [None] * len(view["tiers"])
    if playing and phase in ("play", "closing"):
        rows = []
        for i, (size, word, ok) in enumerate(zip(view["tiers"], words, known, strict=True)):
            value = common.escape(word or "")
            auto = " autofocus" if i == 0 else ""
            placed = "" if not word else (
                '<span class="wg-tier-ok">✓ placed</span>' if ok else
                f'<span class="wg-tier-bad">✗ {common.escape(word.upper())} is not a word we '
                "know. Check the spelling.</span>")
            most = row_limit(size, view["rack"])
            rows.append(f'<label class="wg-tier"><span class="wg-tier-size">{size} {_unit(view)}'
                        f'</span><input name="words[]" data-slot="{i}" value="{value}" '
                        f'data-value maxlength="{most}"{auto}>{placed}</label>')
        parts.append(
            '<div class="wg-section">Your five words</div>'
            # autocomplete and spellcheck once, for every row (the rows inherit them)
            '<form data-move=\'{"type": "arrange"}\' autocomplete="off" spellcheck="false">'
            '<div class="wg-tiers">' + "".join(rows)
            + '</div><div class="wg-row"><button class="wg-btn" type="submit">Place my words'
            '</button><button class="wg-btn wg-btn-primary" type="submit" '
            'data-move=\'{"type": "declare"}\'>I have all five!</button></div></form>'
            '<div class="wg-help">Type a word in each row, then press Enter or Place my '
            "words.</div>")
    elif playing and phase == "exchange" and not view["exchanged"]:
        parts.append(
            '<div class="wg-section">Tick the tiles to swap</div>'
            '<form class="wg-row" data-move=\'{"type": "exchange"}\'>'
            + "".join(f'<label class="wg-swap"><input type="checkbox" name="tiles[]" '
                      f'value="{common.escape(t)}">{common.escape(t)}</label>'
                      for t in view["rack"])
            + '<button class="wg-btn wg-btn-primary" type="submit">Swap the ticked tiles'
            "</button></form>"
            '<div class="wg-help">Tick none to keep all your tiles.</div>')
    elif playing and phase == "exchange":
        parts.append('<div class="wg-help">Waiting for the others to swap their tiles.</div>')
    parts.append(_declared(data))
    return "".join(parts)


def _declared(data: dict[str, Any]) -> str:
    """Who said "I have all five!" (what they said, not a verdict: a word may be wrong)."""
    declared = [data["seats"][n]["name"] for n, d in enumerate(data["view"]["declared"]) if d]
    if not declared:
        return ""
    return common.note(", ".join(map(common.escape, declared)) + " said: I have all five!")


# -- the game's values in a notebook (their ``_repr_html_``) ----------------------------------


@cache
def _values() -> Mapping[str, int]:
    # Every face Five Tiers has, Spanish tiles included: a view does not say which set it uses.
    return TileSet.load("fivetiers", include=("spanish",)).values


def arrangement(tiers: Arrangement, values: Mapping[str, int] | None = None) -> str:
    """The five tiers, 2 to 6 tiles: each word on its tiles (a blank shows its letter), empty
    places for a tier with no word, and the tiles left over."""
    values = _values() if values is None else values
    rows = []
    for size, spelling in zip(TIERS, tiers.spellings, strict=True):
        if spelling is None:
            rows.append([f"{size} tiles", common.slots(size), common.note("—")])
            continue
        letters = [
            ch if tile.startswith("?") else None
            for tile, ch in zip(spelling.tiles, spelling.letters, strict=True)
        ]
        rows.append(
            [
                f"{size} tiles",
                common.rack(spelling.tiles, values, letters),
                common.word("".join(spelling.letters)),
            ]
        )
    left = common.rack(tiers.unused, values) if tiers.unused else common.note("none")
    rows.append(["unused", left, ""])
    return common.table(rows)


def arrangement_html(tiers: Arrangement, *, scale: float | None = None) -> str:
    """A five-tier rack (see :func:`arrangement`)."""
    return common.page(arrangement(tiers), scale=scale)


def declaration(declared: Declaration | None, rejection: str | None = None) -> str:
    """Whether a player has declared, and whether the words held."""
    if declared is None:
        return (
            common.verdict(False, "", f"declaration rejected: {rejection}")
            if rejection
            else common.note("not declared")
        )
    if declared.invalid:
        bad = ", ".join(w.upper() for w in declared.invalid)
        return common.verdict(False, "", f"declared at {declared.at:.1f} s; not words: {bad}")
    return common.verdict(True, f"declared at {declared.at:.1f} s", "")


def _status(phase: str, now: float, flips: int, subject: str | None) -> list[str]:
    return [phase, f"{now:.1f} s", f"flip {flips}", *([f"subject: {subject}"] if subject else [])]


def state_html(state: State, *, scale: float | None = None) -> str:
    """A round as it stands: every rack with its values, what each player has placed or
    declared."""
    values = state.bag.tileset.values
    players = []
    for p, tiles in enumerate(state.racks):
        declared = state.declarations[p] if p < len(state.declarations) else None
        placed = (
            declared.arrangement
            if declared
            else (state.arrangements[p] if p < len(state.arrangements) else None)
        )
        rejection = state.rejections[p] if p < len(state.rejections) else None
        players.append(
            common.panel(
                common.heading(f"{common.seat(p)}: {len(tiles)} tiles"),
                common.rack(tiles, values),
                declaration(declared, rejection),
                arrangement(placed, values) if placed is not None else "",
            )
        )
    return common.page(
        common.title(
            "Five Tiers",
            *_status(state.phase, state.now, state.flips, state.subject),
            f"{len(state.bag)} tiles in the bag",
        ),
        common.beside(*players),
        scale=scale,
    )


def view_html(view: View, *, scale: float | None = None) -> str:
    """What one player sees: their tiles with values, the timer, who has declared."""
    timer = (
        f"tie window until {view.window_ends:.1f} s"
        if view.window_ends is not None
        else f"timer runs out at {view.timer_ends:.1f} s"
    )
    declared = ", ".join(common.seat(p) for p, d in enumerate(view.declared) if d) or "nobody"
    return common.page(
        common.title(
            f"{common.seat(view.player)}",
            *_status(view.phase, view.now, view.flips, view.subject),
            timer,
        ),
        common.rack(view.rack, _values()),
        arrangement(view.arrangement) if view.arrangement is not None else "",
        common.verdict(True, "you have declared", "")
        if view.declared[view.player]
        else common.verdict(False, "", f"declaration rejected: {view.rejection}")
        if view.rejection
        else "",
        common.note(f"declared: {declared}; {view.bag_size} tiles in the bag"),
        scale=scale,
    )


def breakdown(points: Breakdown) -> str:
    """A player's round score: only a winner scores, from the opponents' unused tiles."""
    lines = [("opponents' unused tiles", points.base)]
    if points.doubled:
        lines.append(("apostrophe word: doubled", points.base))
    lines.append((f"subject words ({len(points.subject_words)})", points.bonus))
    words = " ".join(common.word(w) for w in points.words) or "none"
    invalid = " ".join(common.word(w) for w in points.invalid_words)
    return common.panel(
        common.heading(common.seat(points.player), points.won),
        common.verdict(False, "", "challenged: a word is not valid") if points.challenged else "",
        common.score_sheet(lines, ("round score", points.total)),
        f'<div class="wg-note">words: {words}</div>',
        f'<div class="wg-note">not valid: {invalid}</div>' if invalid else "",
        # No tiles left: one line, not a heading over "none" (and a "worth 0" that reads odd).
        (common.note(f"unused tiles, worth {points.unused_value}:")
         + common.rack(points.unused, _values())) if points.unused
        else common.note("unused tiles: none"),
    )


def breakdown_html(points: Breakdown, *, scale: float | None = None) -> str:
    """One player's score for a round and where it comes from."""
    return common.page(breakdown(points), scale=scale)


__all__ = ["TIERS", "arrangement", "arrangement_html", "breakdown", "breakdown_html",
           "clock", "declaration", "draw", "row_limit", "seat_notes", "state_html", "view_html"]
