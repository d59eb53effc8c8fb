"""What the designer's panel reads and shows, in plain Python (its widgets are in
:mod:`wordgames.ui.design_panel`).

A person types into the panel's boxes, so :func:`read_request` takes their text as typed and
either returns a checked :class:`Request` or raises ``InvalidInput`` naming the box and what
is wrong, before anything runs. :func:`results` turns :func:`~wordgames.design.evaluate`'s
frame into the words and numbers the panel shows: each measure with its unit, its 95%
interval and its ``n``, for the shipped set, the variant and their difference.

>>> r = read_request("fivetiers", "more-e", counts={"E": "19"}, values={"Q": "8"},
...                  games="2", seed="0", players="2")
>>> r.variant.describe(), r.games, r.players
('more-e: E 17 -> 19; Q worth 10 -> 8', 2, 2)
>>> read_request("fivetiers", "x", counts={"E": "-2"}, values={}, games="2", seed="0",
...              players="2")
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: E, tiles in the set: a whole number from 0 to 999, not -2
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

import pandas as pd

from wordgames.design.variants import Variant, check, shipped, variant
from wordgames.errors import InvalidInput
from wordgames.kit.protocol import GAMES
from wordgames.kit.tiles import APOSTROPHE, DOUBLE_WILD, WILD


def default_faces(game: str) -> tuple[str, ...]:
    """The faces a panel offers by default: the game's own choice (``GameInfo.faces``: the
    commonest letter, the rare ones, the specials), else its tile set's two commonest faces and
    two rarest.

    >>> default_faces("myword")
    ('E', 'S', 'TH', 'QU', '?', '??')
    """
    info = GAMES[game]
    if info.faces:
        return info.faces
    counts = shipped(game).tileset.counts
    ranked = sorted(counts, key=lambda face: (-counts[face], face))
    return tuple(dict.fromkeys([*ranked[:2], *ranked[-2:]]))

#: The most games of each set one press of Evaluate plays (a typing slip of a zero or two
#: would otherwise start a run of hours, with no way to stop it but the kernel).
MOST_GAMES = 5000


@dataclass(frozen=True)
class Request:
    """What one press of Evaluate runs: ``games`` of the shipped set and of ``variant``,
    game ``i`` of both from one seed, with ``players`` bots."""

    game: str
    variant: Variant
    games: int
    seed: int
    players: int


def face_name(game: str, face: str) -> str:
    """A face as a designer calls it: letters as they are, the specials in words.

    >>> face_name("fivetiers", "?"), face_name("wordstorm", "?"), face_name("myword", "??")
    ('blank ?', 'wild ?', 'double wild ??')
    """
    if face == WILD:
        return f"{GAMES[game].wild_name} ?"
    if face == DOUBLE_WILD:
        return "double wild ??"
    if face == APOSTROPHE:
        return "apostrophe '"
    return face


def whole_number(text: str, what: str, low: int, high: int) -> int:
    """``text`` as typed in the box ``what``, a whole number from ``low`` to ``high``.

    >>> whole_number(" 12 ", "Seed", 0, 99)
    12
    >>> whole_number("eight", "Q, points each", 0, 999)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: Q, points each: a whole number from 0 to 999, not 'eight'
    """
    shown = text.strip()
    try:
        number = int(shown)
    except ValueError:
        number = None
    if number is None or not low <= number <= high:
        said = repr(shown) if number is None else shown
        if not shown:
            said = "empty"
        # The box is the error's source: the panel marks the box it names.
        raise InvalidInput(f"a whole number from {low:,} to {high:,}, not {said}", source=what)
    return number


def count_box(game: str, face: str) -> str:
    """The name of ``face``'s count box (what a message about it says first)."""
    return f"{face_name(game, face)}, tiles in the set"


def value_box(game: str, face: str) -> str:
    """The name of ``face``'s value box."""
    return f"{face_name(game, face)}, points each"


#: The names (and labels) of the other boxes.
GAMES_BOX, SEED_BOX, PLAYERS_BOX = "Games of each set", "Seed", "Players"


def read_request(game: str, name: str, counts: Mapping[str, str], values: Mapping[str, str],
                 games: str, seed: str, players: str) -> Request:
    """The panel's boxes as typed (count and value text per face, the number of games of
    each set, the seed, the players) as a checked :class:`Request`: every box is read and
    the variant checked for the players (enough tiles for the first deal) before anything
    runs; the first mistake raises ``InvalidInput`` naming its box."""
    info = GAMES.get_info(game)
    base = shipped(game).tileset
    new_counts = {}
    for face, text in counts.items():
        count = whole_number(text, count_box(game, face), 0, 999)
        if count != base.count(face):
            new_counts[face] = count
    new_values = {}
    for face, text in values.items():
        value = whole_number(text, value_box(game, face), 0, 999)
        if value != base.values.get(face, 0):
            new_values[face] = value
    n = whole_number(games, GAMES_BOX, 2, MOST_GAMES)
    number = whole_number(seed, SEED_BOX, 0, 2**63 - 1)
    low, high = info.players
    seats = whole_number(players, PLAYERS_BOX, low, high)
    made = variant(game, name.strip() or "mine", counts=new_counts or None,
                   values=new_values or None)
    check(made, seats)
    return Request(game, made, n, number, seats)


@dataclass(frozen=True)
class Cell:
    """One arm of one measure, as shown: ``value`` with its unit, the ``interval`` and ``n``."""

    value: str
    interval: str
    n: str


@dataclass(frozen=True)
class Line:
    """One measure: its ``label`` and the cells for the shipped set, the variant and the
    difference; ``verdict`` reads the difference's interval; ``note`` says how its pairs were
    paired, when that needs saying."""

    label: str
    cells: tuple[Cell, Cell, Cell]
    note: str
    verdict: str = ""


def verdict(low: float, high: float) -> str:
    """What the difference's 95% interval says: which way, or that it cannot tell yet.

    >>> verdict(-15.2, -7.7), verdict(-1.1, 1.2)
    ('yours is lower', 'no clear difference yet: the interval holds 0')
    """
    if low > 0:
        return "yours is higher"
    if high < 0:
        return "yours is lower"
    if not (math.isfinite(low) and math.isfinite(high)):
        return ""
    return "no clear difference yet: the interval holds 0"


def number(x: float, signed: bool = False) -> str:
    """A number as the panel shows it: three figures or so, a minus sign that reads as one.

    >>> number(65.7123), number(4.3662), number(198.3), number(-0.0585, signed=True)
    ('65.7', '4.37', '198', '−0.06')
    """
    if not math.isfinite(x):
        return "—"
    places = 0 if abs(x) >= 100 else 1 if abs(x) >= 10 else 2
    text = f"{x:+.{places}f}" if signed else f"{x:.{places}f}"
    return text.replace("-", "−")


def _unit(label: str) -> tuple[str, str, float]:
    """The label without its unit, the unit shown after a number, and the scale."""
    if label.startswith("share"):
        return label, "%", 100.0
    if label.endswith(" (minutes)"):
        return label.removesuffix(" (minutes)"), " min", 1.0
    return label, "", 1.0


def results(frame: pd.DataFrame) -> list[Line]:
    """:func:`~wordgames.design.evaluate`'s frame as the panel's lines, one per measure.

    >>> rows = [dict(metric="m", label="game length (minutes)", arm=arm, mean=m, low=m - 1,
    ...              high=m + 1, n=40, units=40, unit="games", note="")
    ...         for arm, m in (("base", 65.71), ("variant", 54.3), ("difference", -11.41))]
    >>> line = results(pd.DataFrame(rows))[0]
    >>> line.label, line.cells[2].value
    ('game length', '−11.4 min')
    >>> line.cells[0]
    Cell(value='65.7 min', interval='95% CI 64.7 to 66.7', n='n = 40 games')
    >>> share = [dict(row, label="share of hands", mean=row["mean"] / 100, low=0.5, high=0.9)
    ...          for row in rows]
    >>> [c.value for c in results(pd.DataFrame(share))[0].cells]
    ['65.7%', '54.3%', '−11.4 percentage points']
    >>> results(pd.DataFrame(share))[0].cells[0].interval
    '95% CI 50.0% to 90.0%'
    """
    lines = []
    for name, rows in frame.groupby("metric", sort=False):
        label, unit, scale = _unit(str(rows["label"].iloc[0]))
        cells = []
        for arm in ("base", "variant", "difference"):
            row = rows[rows["arm"] == arm].iloc[0]
            signed = arm == "difference"
            mean, low, high = (float(row[k]) * scale for k in ("mean", "low", "high"))
            # A share's difference is in percentage points: "+5%" would read as relative.
            shown_unit = " percentage points" if unit == "%" and signed else unit
            end = "%" if unit == "%" and not signed else ""
            n = f"n = {int(row['units']):,} {row['unit']}"
            if int(row["n"]) > int(row["units"]):  # a value per player per round
                n += f" ({int(row['n']):,} player-rounds)"
            cells.append(Cell(number(mean, signed) + shown_unit, f"95% CI {number(low, signed)}"
                              f"{end} to {number(high, signed)}{end}", n))
        # The notes name the metric as code does ("round_minutes"): say it in words.
        note = str(rows["note"].iloc[0]).replace(str(name), label)
        difference = rows[rows["arm"] == "difference"].iloc[0]
        lines.append(Line(label, (cells[0], cells[1], cells[2]), note,
                          verdict(float(difference["low"]), float(difference["high"]))))
    return lines


__all__ = [
    "GAMES_BOX",
    "MOST_GAMES",
    "PLAYERS_BOX",
    "SEED_BOX",
    "Cell",
    "Line",
    "Request",
    "count_box",
    "default_faces",
    "face_name",
    "number",
    "read_request",
    "results",
    "value_box",
    "verdict",
    "whole_number",
]
