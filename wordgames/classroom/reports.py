"""The class's progress as tables and a chart (pandas and matplotlib: only this module).

Every function takes a :class:`~wordgames.classroom.progress.Progress`:

- :func:`per_student`: one row per student: plays, words tried, accepted and refused, targets
  found, hints, minutes, words per minute;
- :func:`student_plays`: one student's plays, one row each;
- :func:`per_exercise`: the class on each exercise (and each game played without one);
- :func:`hard_words`: the target words the class finds hard: found by the fewest, most
  misspelled (a refused word one or two letters from the target);
- :func:`words_per_minute` and :func:`words_per_minute_chart`: each student's accepted words
  per minute over their plays;
- :func:`export_csv`: the tables as CSV files for a spreadsheet;
- :func:`table`: any of these frames for a teacher to read: plain headings, no row numbers,
  shares as percentages, minutes rounded (the frames keep their short column names for code).

>>> import tempfile
>>> from wordgames.classroom.progress import Progress
>>> with tempfile.TemporaryDirectory() as tmp:
...     progress = Progress(tmp)
...     _ = progress.record("Ana", "anagram", accepted=["cat", "dog"], targets=["cat", "dog"],
...                         seconds=60)
...     _ = progress.record("Ben", "anagram", accepted=["cat"], refused=["dgo"],
...                         targets=["cat", "dog"], seconds=30)
...     students = per_student(progress)
...     hard = hard_words(progress)
>>> students[["student", "accepted", "found", "targets", "words_per_minute"]]
  student  accepted  found  targets  words_per_minute
0     Ana         2      2        2               2.0
1     Ben         1      1        2               2.0
>>> hard[["word", "students", "found_by", "misspelled"]]
  word  students  found_by  misspelled
0  dog         2         1           1
1  cat         2         2           0
>>> print(table(hard[["word", "found_share", "examples"]], "Hard words"))
Hard words
target word share of targets found misspellings
        dog                    50%          dgo
        cat                   100%
"""

from __future__ import annotations

import csv
import re
import unicodedata
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pandas as pd

from wordgames.analysis.style import plain_text
from wordgames.classroom.exercises import display_name, kinds
from wordgames.screens.common import escape, page, title
from wordgames.screens.common import table as html_table

if TYPE_CHECKING:
    from wordgames.classroom.progress import Progress

_COUNTS = ["tried", "accepted", "refused", "targets", "found", "hints"]


def plays_frame(progress: Progress, student: str | None = None) -> pd.DataFrame:
    """Every play, one row each, with its counts, its start as a date and its words per
    minute (accepted words over minutes played; NaN for a play of no time)."""
    frame = pd.DataFrame(progress.plays(student), columns=[
        "id", "student", "game", "exercise", "session", "started", "seconds", "hints", "score",
        "tried", "accepted", "targets", "found", "refused",
    ])
    frame["when"] = pd.to_datetime(frame["started"], unit="s")
    minutes = frame["seconds"] / 60
    frame["words_per_minute"] = (frame["accepted"] / minutes.where(minutes > 0)).round(2)
    return frame


def per_student(progress: Progress) -> pd.DataFrame:
    """One row per student: totals over all their plays, and words per minute overall."""
    plays = plays_frame(progress)
    columns = ["student", "plays", *_COUNTS, "minutes", "words_per_minute"]
    if plays.empty:
        return pd.DataFrame(columns=columns)
    table = plays.groupby("student", as_index=False).agg(
        plays=("id", "count"), **{c: (c, "sum") for c in _COUNTS}, seconds=("seconds", "sum")
    )
    table["minutes"] = (table["seconds"] / 60).round(1)
    minutes = table["seconds"] / 60
    table["words_per_minute"] = (table["accepted"] / minutes.where(minutes > 0)).round(2)
    return table[columns]


def student_plays(progress: Progress, student: str) -> pd.DataFrame:
    """One student's plays, oldest first."""
    columns = ["when", "game", "exercise", "session", *_COUNTS, "seconds", "words_per_minute"]
    return plays_frame(progress, student)[columns].reset_index(drop=True)


def per_exercise(progress: Progress) -> pd.DataFrame:
    """The class on each exercise (a game played without one is its game's row): how many
    students, plays, the share of target words found, refused words, words per minute."""
    plays = plays_frame(progress)
    columns = ["exercise", "students", "plays", "found_share", "refused", "words_per_minute"]
    if plays.empty:
        return pd.DataFrame(columns=columns)
    plays["exercise"] = plays["exercise"].fillna("(" + plays["game"] + ")")
    table = plays.groupby("exercise", as_index=False).agg(
        students=("student", "nunique"), plays=("id", "count"), found=("found", "sum"),
        targets=("targets", "sum"), refused=("refused", "sum"),
        words_per_minute=("words_per_minute", "mean"),
    )
    share = table["found"] / table["targets"].where(table["targets"] > 0)
    table["found_share"] = share.round(2)
    table["words_per_minute"] = table["words_per_minute"].round(2)
    return table[columns]


def hard_words(progress: Progress) -> pd.DataFrame:
    """The target words, hardest first: how many students met each, how many found it, the
    share, and how often the class misspelled it (a refused word within two edits of it,
    which ``examples`` lists)."""
    columns = ["word", "students", "found_by", "found_share", "misspelled", "examples"]
    targets = pd.DataFrame(progress.targets(), columns=["play", "student", "exercise", "word",
                                                        "found"])
    if targets.empty:
        return pd.DataFrame(columns=columns)
    per_word = targets.groupby(["word", "student"], as_index=False)["found"].max()
    table = per_word.groupby("word", as_index=False).agg(
        students=("student", "nunique"), found_by=("found", "sum")
    )
    table["found_share"] = (table["found_by"] / table["students"]).round(2)
    refused = [w for w in progress.words() if not w["accepted"]]
    met = {w: set(targets.loc[targets["word"] == w, "play"]) for w in table["word"]}
    slips: dict[str, list[str]] = {w: [] for w in table["word"]}
    for row in refused:
        for word, plays in met.items():
            if row["play"] in plays and row["word"] != word and _close(row["word"], word):
                slips[word].append(row["word"])
    table["misspelled"] = [len(slips[w]) for w in table["word"]]
    table["examples"] = [", ".join(dict.fromkeys(slips[w])) for w in table["word"]]
    table = table.sort_values(["found_share", "misspelled", "word"],
                              ascending=[True, False, True])
    table = table[columns].reset_index(drop=True)
    table.attrs["headings"] = {"students": "students who met it"}
    return table


def _close(tried: str, word: str) -> bool:
    """Within two edits (a letter added, dropped, changed, or two swapped)."""
    if abs(len(tried) - len(word)) > 2:
        return False
    previous = list(range(len(word) + 1))
    before: list[int] = []
    for i, a in enumerate(tried, start=1):
        row = [i]
        for j, b in enumerate(word, start=1):
            cost = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a != b))
            if i > 1 and j > 1 and a == word[j - 2] and tried[i - 2] == b:
                cost = min(cost, before[j - 2] + 1)
            row.append(cost)
        before, previous = previous, row
    return previous[-1] <= 2


def words_per_minute(progress: Progress) -> pd.DataFrame:
    """Each student's words per minute, play by play in each game (``play`` counts a
    student's plays of that game: a MY WORD! minute and a Five Tiers minute do not compare)."""
    plays = plays_frame(progress).dropna(subset=["words_per_minute"])
    plays["play"] = plays.groupby(["student", "game"]).cumcount() + 1
    return plays[["student", "game", "play", "when", "session", "exercise", "words_per_minute"]]


def words_per_minute_chart(progress: Progress, ax: Any = None) -> Any:
    """A line per student and game: accepted words per minute over their plays; returns the
    axes. Different games are never one line (each has its own pace): with more than one game
    in the class, each line is named "student, game". The title says how many plays by how
    many students and when; the scale starts at 0, so that 1 and 2 words a minute do not look
    worlds apart."""
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=(7, 3.5), layout="constrained")
    frame = words_per_minute(progress)
    several = frame["game"].nunique() > 1
    markers = dict(zip(sorted(frame["game"].unique()), "osD^v", strict=False))
    for (student, game), rows in frame.groupby(["student", "game"]):
        name = plain_text(str(student))
        shown = display_name(str(game)) if game in kinds() else game
        label = f"{name}, {shown}" if several else name
        ax.plot(rows["play"], rows["words_per_minute"], marker=markers.get(game, "o"),
                label=label)
    ax.set_xlabel("play (each student's first, second, ... play of the game)")
    ax.set_ylabel("words accepted per minute")
    ax.set_title(_chart_title(frame))
    if not frame.empty:
        ax.legend(title="student", fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1))
        last = int(frame["play"].max())
        ax.set_xticks(range(1, last + 1))
        ax.set_xlim(0.5, last + 0.5)
        ax.set_ylim(0, float(frame["words_per_minute"].max()) * 1.15)
    return ax


def _chart_title(frame: pd.DataFrame) -> str:
    """"Words per minute: 3 plays by 2 students, 1 Dec 2026" (or a span of days).

    >>> _chart_title(pd.DataFrame({"student": [], "when": []}))
    'Words per minute: no plays recorded yet'
    """
    if frame.empty:
        return "Words per minute: no plays recorded yet"
    plays, students = len(frame), frame["student"].nunique()
    first, last = (f"{day:%d %b %Y}".lstrip("0") for day in (frame["when"].min(),
                                                               frame["when"].max()))
    when = first if first == last else f"{first} to {last}"
    return (f"Words per minute: {plays} play{'s' * (plays != 1)} by {students} "
            f"student{'s' * (students != 1)}, {when}")


def export_csv(progress: Progress, folder: str | Path | None = None) -> list[Path]:
    """Write ``students.csv``, ``plays.csv``, ``exercises.csv`` and ``hard_words.csv`` into
    ``folder`` (default: ``reports/`` in the classroom folder); returns the paths."""
    out = Path(folder) if folder is not None else progress.folder / "reports"
    out.mkdir(parents=True, exist_ok=True)
    tables = {
        "students.csv": per_student(progress),
        "plays.csv": plays_frame(progress).drop(columns=["started"]),
        "exercises.csv": per_exercise(progress),
        "hard_words.csv": hard_words(progress),
    }
    paths = []
    for name, table in tables.items():
        # Every text cell in quotes: a spreadsheet that splits on ';' or a tab keeps it whole.
        spreadsheet_safe(table).to_csv(out / name, index=False, quoting=csv.QUOTE_NONNUMERIC)
        paths.append(out / name)
    return paths


#: What makes a spreadsheet read a cell as a formula (OWASP's "CSV injection" list), after
#: any spaces and with full-width forms read as the plain ones (NFKC: '＝' is '=').
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n")

#: Where a spreadsheet may split a cell: the separators it offers on import (comma, semicolon
#: in many countries, tab, space, '|') and the line ends of every kind.
_SPLITS = re.compile(r"([,; \t|\r\n\x0b\x0c\x1c-\x1e\x85\u2028\u2029])")


def _formula_like(piece: str) -> bool:
    if piece[:1] in ("\t", "\r", "\n"):
        return True
    plain = unicodedata.normalize("NFKC", piece).lstrip(" \u00a0")
    return plain.startswith(_FORMULA_START)


def spreadsheet_cell(text: str) -> str:
    """``text`` as no spreadsheet runs it as a formula: a quote before it, and before each
    part a spreadsheet could split off (at ';', a space, a tab, '|', a line end...) that would
    start one.

    >>> spreadsheet_cell("=1+1"), spreadsheet_cell("Ana;=HYPERLINK()"), spreadsheet_cell("Bo")
    ("'=1+1", "Ana;'=HYPERLINK()", 'Bo')
    >>> spreadsheet_cell("Ana|+1"), spreadsheet_cell("Bo ＝1+1")
    ("Ana|'+1", "Bo '＝1+1")
    """
    parts = _SPLITS.split(text)
    for at in range(0, len(parts), 2):  # the separators are the odd parts
        if _formula_like(parts[at]):
            parts[at] = "'" + parts[at]
    safe = "".join(parts)
    return "'" + safe if _formula_like(safe) and not safe.startswith("'") else safe


def spreadsheet_safe(frame: pd.DataFrame) -> pd.DataFrame:
    """``frame`` with every text cell that a spreadsheet would run as a formula (a student
    named ``=HYPERLINK(...)``, or ``Ana;=HYPERLINK(...)`` where a spreadsheet splits on ';')
    guarded by :func:`spreadsheet_cell`, so that it shows as the text it is.

    >>> spreadsheet_safe(pd.DataFrame({"student": ["=1+1", "Ana", "-x"], "n": [-1, 2, 3]}))
      student  n
    0   '=1+1 -1
    1     Ana  2
    2     '-x  3
    """
    def cell(value: object) -> object:
        return spreadsheet_cell(value) if isinstance(value, str) else value

    safe = frame.copy()
    for column in safe.columns:
        if safe[column].dtype == object or pd.api.types.is_string_dtype(safe[column]):
            safe[column] = safe[column].map(cell)
    return safe


#: The plain heading of each column, for :func:`table` (a frame's ``attrs["headings"]`` can
#: say it differently: in :func:`hard_words` "students" are the students who met the word).
HEADINGS = {
    "tried": "words tried", "accepted": "words accepted", "refused": "words refused",
    "targets": "target words", "found": "target words found", "hints": "hints used",
    "minutes": "minutes played", "seconds": "minutes played",
    "words_per_minute": "words per minute", "found_share": "share of targets found",
    "found_by": "students who found it", "misspelled": "times misspelled",
    "examples": "misspellings", "word": "target word",
}


class Report:
    """A report's frame as a teacher reads it: a titled table with plain headings, no row
    numbers, shares as percentages and times in minutes, and no column that is empty all
    the way down (no play had a session, say). ``data`` is the frame, unchanged."""

    def __init__(self, frame: pd.DataFrame, caption: str = "") -> None:
        self.data = frame
        self.caption = caption
        empty = [c for c in frame.columns if len(frame) and frame[c].isna().all()]
        self.frame = frame.drop(columns=empty)

    def headings(self) -> list[str]:
        """The plain heading of each column, in order."""
        own: dict[str, str] = {**HEADINGS, **self.frame.attrs.get("headings", {})}
        return [own.get(str(c), str(c).replace("_", " ")) for c in self.frame.columns]

    def cells(self) -> list[list[str]]:
        """Every row as the text shown, column by column."""
        columns = [(str(c), self.frame[c].tolist()) for c in self.frame.columns]
        return [[_cell(name, values[i]) for name, values in columns]
                for i in range(len(self.frame))]

    def text(self) -> pd.DataFrame:
        """The shown table as a frame of strings (headings as columns, a plain index)."""
        return pd.DataFrame(self.cells(), columns=self.headings())

    def __repr__(self) -> str:
        shown = self.text()
        body = "(nothing recorded yet)" if shown.empty else shown.to_string(index=False)
        return f"{self.caption}\n{body}" if self.caption else body

    def _repr_html_(self) -> str:
        head = title(self.caption) if self.caption else ""
        if self.frame.empty:
            return page(head, f'<div class="wg-note">{escape("nothing recorded yet")}</div>')
        numeric = [i for i, c in enumerate(self.frame.columns)
                   if pd.api.types.is_numeric_dtype(self.frame[c]) or c == "seconds"]
        rows = [[escape(cell) for cell in row] for row in self.cells()]
        return page(head, html_table(rows, self.headings(), numeric=numeric))


def table(frame: pd.DataFrame, caption: str = "") -> Report:
    """``frame`` (any table of this module) for reading: see :class:`Report`."""
    return Report(frame, caption)


def _cell(column: str, value: Any) -> str:
    """One value as a teacher reads it: a share as a percentage, seconds as minutes, a game
    by its name; nothing known as a dash."""
    if value is None or (not isinstance(value, str) and pd.isna(value)):
        return "–"
    if column == "found_share":
        return f"{value:.0%}"
    if column in ("minutes", "seconds"):
        minutes = value / 60 if column == "seconds" else value
        return f"{minutes:.1f}"
    if column == "words_per_minute":
        return f"{value:.1f}"
    if column == "when":  # the frame's times are UTC; the teacher reads their own clock
        local = datetime.fromtimestamp(pd.Timestamp(value).timestamp())
        return f"{local:%d %b %Y, %H:%M}".lstrip("0")
    if column == "game":
        return display_name(value) if value in kinds() else str(value)
    if column == "exercise" and str(value).startswith("(") and str(value)[1:-1] in kinds():
        return f"{display_name(str(value)[1:-1])} (no exercise)"
    return str(value)


__all__ = [
    "HEADINGS",
    "Report",
    "export_csv",
    "hard_words",
    "per_exercise",
    "per_student",
    "plays_frame",
    "student_plays",
    "table",
    "words_per_minute",
    "words_per_minute_chart",
]
