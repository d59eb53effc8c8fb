"""What every game draws the same way, in its values' HTML and on its play screen: tiles,
racks, tables, score sheets, match and round results, and the box with the one stylesheet.

Two kinds of function live here and in the game modules:

- a *fragment* (``tile``, ``rack``, ``table``, ``score_sheet``...) is markup without styles, to
  be put together with other fragments (a play screen is made of them too);
- an *output* (every name ending in ``_html``: what a value's ``_repr_html_`` returns) is one
  finished piece of HTML: fragments wrapped by :func:`page`, which adds the stylesheet
  (``screens.css``, the play screens' too) exactly once, as a notebook's output has no page
  stylesheet of its own.

An output is built from many fragments: ``page(rack(hand), score_sheet(...))``.
All text is escaped; the class names all start with ``wg-``, so the styles touch nothing else
on the page.

>>> out = rack_html(["Q", "<"], {"Q": 10})
>>> out.count("<style>"), "&lt;" in out, "<span class=\\"wg-value\\">10</span>" in out
(1, True, True)
"""

from __future__ import annotations

import dataclasses
import html
import math
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Protocol

from wordgames.errors import InvalidInput

if TYPE_CHECKING:
    from wordgames.kit.protocol import RoundResult
    from wordgames.kit.tiles import Tile, TileSet

# The palette is Okabe and Ito's, which reads the same to the common colour blindnesses; even
# so no colour carries meaning alone: a special square has a star, a misplaced tile a cross and
# a hatching, a verdict a mark and a word, a winner a star and the word "winner". The
# stylesheet (screens.css) names the colours.


@cache
def stylesheet() -> str:
    """The one stylesheet (``screens.css`` and the board's ``board.css``, shipped beside this
    module): every value's and every play screen's, without its comments (a notebook keeps a
    copy in every output).
    Sizes are in em, so ``scale`` grows everything at once.

    >>> ".wg-tile{" in stylesheet() and ".wg .wg-btn{" in stylesheet(), "/*" in stylesheet()
    (True, False)
    """
    folder = resources.files(__package__)
    text = "".join(folder.joinpath(name).read_text(encoding="utf-8")
                   for name in ("screens.css", "board.css"))
    return re.sub(r"/\*.*?\*/\n?", "", text, flags=re.S)

# A large font for a projector or a young class: every output of the session that is not
# given a ``scale`` of its own (a notebook's ``_repr_html_`` cannot be given one).
_default_scale = [1.0]


def set_scale(scale: float) -> float:
    """Make every output ``scale`` times the normal size from now on; returns the old scale.

    >>> old = set_scale(1.5); 'font-size:150%' in rack_html(["A"])
    True
    >>> _ = set_scale(old)
    """
    previous = _default_scale[0]
    _default_scale[0] = _checked_scale(scale)
    return previous


def _checked_scale(scale: object) -> float:
    if (
        isinstance(scale, bool)
        or not isinstance(scale, int | float)
        or not math.isfinite(scale)
        or not 0.25 <= scale <= 8
    ):
        raise InvalidInput(f"scale is a number from 0.25 to 8 (1 is normal size), not {scale!r}")
    return float(scale)


def page(*fragments: str, scale: float | None = None, styled: bool = True) -> str:
    """One output: the fragments in a box, with the stylesheet once; ``scale`` 2 is twice as big.
    ``styled=False`` leaves the stylesheet out, for a host that gave its page the stylesheet
    once (a play screen's updates).

    >>> page("<b>hi</b>").count("<style>"), page("<b>hi</b>", styled=False)
    (1, '<div class="wg"><b>hi</b></div>')
    >>> page("x", scale=0)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: scale is a number from 0.25 to 8 (1 is normal size), not 0
    """
    size = _default_scale[0] if scale is None else _checked_scale(scale)
    style = "" if size == 1 else f' style="font-size:{size * 100:g}%"'
    sheet = f"<style>{stylesheet()}</style>" if styled else ""
    return f'<div class="wg"{style}>{sheet}{"".join(fragments)}</div>'


def escape(text: object) -> str:
    """Text made safe to put in HTML (quotes too, for attributes)."""
    return html.escape(str(text), quote=True)


def attrs(classes: Iterable[str] = (), title: str | None = None) -> str:
    """A class attribute (and a title, the tooltip that says what a mark means), or nothing."""
    names = " ".join(classes)
    out = f' class="{escape(names)}"' if names else ""
    return out + (f' title="{escape(title)}"' if title else "")


def title(text: str, *notes: str) -> str:
    """A heading line, bold, with notes after it (all escaped)."""
    extra = "".join(f" · {escape(n)}" for n in notes if n)
    return f'<div class="wg-title">{escape(text)}<span class="wg-note">{extra}</span></div>'


def note(text: str) -> str:
    """A line of plain, quieter text (escaped)."""
    return f'<div class="wg-note">{escape(text)}</div>'


def block(*fragments: str, label: str | None = None) -> str:
    """Fragments kept together, with an optional label above them."""
    head = f'<div class="wg-note">{escape(label)}</div>' if label else ""
    return f'<div class="wg-block">{head}{"".join(fragments)}</div>'


def panel(head: str, *fragments: str) -> str:
    """A framed group under a heading fragment: one player's part of a screen."""
    return f'<div class="wg-panel">{head}{"".join(fragments)}</div>'


def badge(text: str) -> str:
    """A word that stands out on its own (``★ winner``), escaped."""
    return f'<span class="wg-badge">{escape(text)}</span>'


def heading(text: str, won: bool = False) -> str:
    """A player's heading, with ``★ winner`` after it when ``won``."""
    return f'<div class="wg-title">{escape(text)} {badge("★ winner") if won else ""}</div>'


def beside(*fragments: str) -> str:
    """Fragments side by side, top-aligned, wrapping on a narrow screen (players' panels, a
    crossword and its score sheet)."""
    return f'<div class="wg-beside">{"".join(fragments)}</div>'


def verdict(ok: bool, yes: str, no: str) -> str:
    """A mark and a word: ``✓ yes`` or ``✗ no``, never the colour alone.

    >>> verdict(False, "correct", "not correct")
    '<span class="wg-no">✗ not correct</span>'
    """
    return (
        f'<span class="wg-yes">✓ {escape(yes)}</span>'
        if ok
        else (f'<span class="wg-no">✗ {escape(no)}</span>')
    )


def word(text: str) -> str:
    """A word as played: upper case, bold."""
    return f'<span class="wg-word">{escape(text.upper())}</span>'


def tile(
    face: str,
    value: int | None = None,
    *,
    letter: str | None = None,
    misplaced: bool = False,
    special: bool = False,
) -> str:
    """One tile: its face, its value in the corner, the ``letter`` a wild stands for.

    A misplaced tile is hatched and crossed (✗); a tile on a special square has a star (★).
    """
    wild = face.startswith("?")
    classes = ["wg-tile", *(["wg-wild"] if wild else []), *(["wg-misplaced"] if misplaced else [])]
    marks = [
        *(["misplaced tile"] if misplaced else []),
        *(["special square"] if special else []),
        *([f"{face} standing for {letter.upper()}"] if wild and letter else []),
    ]
    # One corner, one mark, the strongest first: misplaced, then special, then wild.
    corner = "✗" if misplaced else ("★" if special else (face if wild and letter else ""))
    # A wild shows the letter it stands for (read as part of the word), in italics.
    shown = (
        f'<span class="wg-stands">{escape(letter.upper())}</span>'
        if wild and letter
        else escape(face)
    )
    inner = (
        (f'<span class="wg-corner">{escape(corner)}</span>' if corner else "")
        + shown
        + (f'<span class="wg-value">{value}</span>' if value is not None else "")
    )
    return f"<span{attrs(classes, '; '.join(marks) or None)}>{inner}</span>"


def rack(
    faces: Iterable[str],
    values: Mapping[str, int] | None = None,
    letters: Sequence[str | None] = (),
) -> str:
    """A row of tiles; ``values`` gives their points, ``letters`` what wild tiles stand for."""
    values = values or {}
    faces = list(faces)
    letters = list(letters) + [None] * (len(faces) - len(letters))
    tiles = "".join(tile(f, values.get(f), letter=ch) for f, ch in zip(faces, letters, strict=True))
    return f'<div class="wg-rack">{tiles}</div>'


def slots(n: int) -> str:
    """``n`` empty places for tiles (a tier with no word yet)."""
    return '<div class="wg-rack">' + '<span class="wg-slot"></span>' * n + "</div>"


def table(
    rows: Iterable[Sequence[str]],
    header: Sequence[str] = (),
    *,
    numeric: Collection[int] = (),
    row_classes: Sequence[str] = (),
) -> str:
    """A table of fragments (escape text cells first); ``numeric`` columns align right.

    ``row_classes[i]`` is added to row ``i``: ``"wg-winner"``, ``"wg-total"``.
    """

    def cells(tag: str, items: Sequence[str]) -> str:
        return "".join(
            f"<{tag}{attrs(['wg-num'] if i in numeric else [])}>{item}</{tag}>"
            for i, item in enumerate(items)
        )

    head = f"<tr>{cells('th', [escape(h) for h in header])}</tr>" if header else ""
    body = "".join(
        f"<tr{attrs([row_classes[i]] if i < len(row_classes) and row_classes[i] else [])}>"
        f"{cells('td', items)}</tr>"
        for i, items in enumerate(rows)
    )
    return f'<table class="wg-table">{head}{body}</table>'


def score_sheet(lines: Iterable[tuple[str, int]], total: tuple[str, int]) -> str:
    """A breakdown: each line's label and signed points, then the total in bold.

    >>> sheet = score_sheet([("unused tiles", 3), ("Big Words", -2)], ("round score", 1))
    >>> "+3" in sheet and "-2" in sheet and "wg-total" in sheet
    True
    """
    lines = list(lines)
    rows = [[escape(label), f"{points:+d}"] for label, points in lines]
    rows.append([escape(total[0]), str(total[1])])
    return table(rows, numeric={1}, row_classes=[""] * len(lines) + ["wg-total"])


def seat(player: int) -> str:
    """How a seat is named on screen (seats count from 0, as everywhere in the library)."""
    return f"P{player}"


def winners_line(winners: Sequence[int]) -> str:
    """``★ winner: P1`` or ``★ shared win: P0, P2``."""
    what = "winner" if len(winners) == 1 else "shared win"
    who = ", ".join(seat(w) for w in winners) or "nobody"
    return f'<div class="wg-block"><span class="wg-yes">★ {what}</span>: {escape(who)}</div>'


def scores_table(
    players: int,
    rounds: Sequence[tuple[str, Sequence[int]]],
    totals: Sequence[int] | None,
    winners: Collection[int],
) -> str:
    """Rounds down, players across, a total row; a winner's column has a star (★) on top and
    at its total."""
    header = ["", *(seat(p) + (" ★" if p in winners else "") for p in range(players))]
    rows = [[escape(label), *map(str, scores)] for label, scores in rounds]
    classes = [""] * len(rows)
    if totals is not None:
        rows.append(
            [
                "total",
                *(
                    f'<span class="wg-yes">★ {t}</span>' if p in winners else str(t)
                    for p, t in enumerate(totals)
                ),
            ]
        )
        classes.append("wg-total")
    return table(rows, header, numeric=set(range(1, players + 1)), row_classes=classes)


class MatchLike(Protocol):
    """What :func:`match_html` reads: a match's rounds, each seat's total and the winners."""

    @property
    def rounds(self) -> Sequence[RoundResult]: ...
    @property
    def totals(self) -> Sequence[int]: ...
    @property
    def winners(self) -> Sequence[int]: ...


def round_label(number: int, result: RoundResult) -> str:
    """``round 2 (dealer P1)``: the round's own number when it has one, and its dealer."""
    extra = result.extra
    label = f"round {extra.get('round', number)}"
    return label + (f" (dealer {seat(extra['dealer'])})" if extra.get("dealer") is not None else "")


def match_html(match: MatchLike, *, scale: float | None = None) -> str:
    """A whole match: every round's scores, the totals, the winners marked (★ and the word)."""
    rounds = [(round_label(n, r), r.scores) for n, r in enumerate(match.rounds, start=1)]
    return page(
        scores_table(len(match.totals), rounds, match.totals, set(match.winners)),
        winners_line(match.winners),
        scale=scale,
    )


def round_result_html(result: RoundResult, *, scale: float | None = None) -> str:
    """One round's result: each seat's score and breakdown (its numbers), winners marked."""
    fields = _breakdown_fields(result.breakdowns)
    header = ["", "score", *(name.replace("_", " ") for name in fields)]
    rows, classes = [], []
    for p, points in enumerate(result.scores):
        won = p in result.winners
        parts = result.breakdowns[p] if p < len(result.breakdowns) else None
        rows.append(
            [
                escape(seat(p)) + (" " + badge("★ winner") if won else ""),
                str(points),
                *(_cell(getattr(parts, name, "")) for name in fields),
            ]
        )
        classes.append("wg-winner" if won else "")
    numeric = {1} | {i + 2 for i, name in enumerate(fields) if _is_number(result, name)}
    return page(
        title(f"{result.game}: round result", f"{result.seconds:.1f} s"),
        table(rows, header, numeric=numeric, row_classes=classes),
        winners_line(result.winners),
        scale=scale,
    )


def _breakdown_fields(breakdowns: Sequence[object]) -> list[str]:
    # The breakdown's own fields, less the seat (the row says it) and the score (a column).
    first = breakdowns[0] if breakdowns else None
    if first is None or not dataclasses.is_dataclass(first):
        return []
    skip = {"player", "score", "total"}
    return [f.name for f in dataclasses.fields(first) if f.name not in skip]


def _is_number(result: RoundResult, name: str) -> bool:
    return all(isinstance(getattr(b, name, None), int | float) for b in result.breakdowns)


def _cell(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple | list | frozenset | set):
        if all(isinstance(v, str) for v in value):
            return escape(" ".join(v.upper() for v in value)) or "—"
        return str(len(value))  # positions, cards: how many
    return escape(value)


def tile_html(the_tile: Tile, *, scale: float | None = None) -> str:
    """One tile with its value."""
    return page(tile(the_tile.face, the_tile.value), scale=scale)


def rack_html(
    faces: Iterable[str], values: Mapping[str, int] | None = None, *, scale: float | None = None
) -> str:
    """Tiles drawn as a row of squares with their values.

    >>> "QU" in rack_html(["QU", "?"], {"QU": 10, "?": 0})
    True
    """
    return page(rack(faces, values), scale=scale)


def tileset_html(tileset: TileSet, *, scale: float | None = None) -> str:
    """A tile set: each face as a tile with its value, and how many of it there are."""
    counted = "".join(
        f'<span class="wg-count">{tile(f, tileset.values[f])} ×{tileset.counts[f]}</span>'
        for f in sorted(tileset.counts)
    )
    return page(
        title(
            tileset.title or tileset.name,
            f"{tileset.size} tiles",
            "each tile with its value, and how many of it",
        ),
        f'<div class="wg-counts">{counted}</div>',
        scale=scale,
    )
