"""Five Tiers drawn: racks with values, the five tiers of words, declarations and scores.

>>> from wordgames.fivetiers.solver import Arrangement
>>> from wordgames.lexicon import Spelling
>>> out = arrangement_html(Arrangement.of({3: Spelling(("C", "?", "T"), ("c", "a", "t"))}))
>>> "CAT" in out, '<span class="wg-stands">A</span>' in out, out.count('class="wg-slot"')
(True, True, 17)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING

from wordgames.render import common
from wordgames.tiles import TileSet

if TYPE_CHECKING:
    from wordgames.fivetiers.game import Breakdown, Declaration, State, View
    from wordgames.fivetiers.solver import Arrangement

#: The tiers' sizes, shortest first: ``wordgames.fivetiers.solver.TIERS`` (not imported: the
#: games import this module; a test keeps the two equal).
TIERS = (2, 3, 4, 5, 6)


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
        common.row(*players),
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


def breakdowns_html(points: Sequence[Breakdown], *, scale: float | None = None) -> str:
    """Every player's score sheet side by side (a round's end)."""
    return common.page(common.row(*(breakdown(b) for b in points)), scale=scale)


__all__ = [
    "TIERS",
    "arrangement",
    "arrangement_html",
    "breakdown",
    "breakdown_html",
    "breakdowns_html",
    "declaration",
    "state_html",
    "view_html",
]
