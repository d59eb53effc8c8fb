"""The CSV export's formula guard holds whatever separator the spreadsheet splits on (issue
37): a name like ``Ana;=HYPERLINK(...)`` is one quoted cell, and each part a spreadsheet could
split off is guarded too."""

from __future__ import annotations

import csv
import unicodedata
from pathlib import Path

import pytest

from wordgames.classroom.progress import Progress
from wordgames.classroom.reports import export_csv, spreadsheet_cell

NAMES = ["Ana;=HYPERLINK(\"http://x\",\"y\")", "Bo,+1", "Cy|@SUM(A1)", "Di -2+3",
         "Ed ＝1+1", "Fa;;=1", "=1", "Gil ; =2", "Ana María"]


def _formula(cell: str) -> bool:
    text = unicodedata.normalize("NFKC", cell).strip(" \u00a0\"")
    return text[:1] in ("=", "+", "-", "@")


@pytest.mark.parametrize("separator", [",", ";", "\t", "|", " "])
def test_no_cell_of_the_export_is_a_formula_whatever_the_separator(
        tmp_path: Path, separator: str) -> None:
    progress = Progress(tmp_path)
    for name in NAMES:
        progress.record(name, "anagram", accepted=["cat"], seconds=60, started=1000)
    export_csv(progress, tmp_path / "out")
    text = (tmp_path / "out" / "students.csv").read_text(encoding="utf-8")
    # As a spreadsheet that honours quotes reads it, and as one that splits on the separator
    # alone (quotes and all).
    quoted = [cell for row in csv.reader(text.splitlines(), delimiter=separator)
              for cell in row]
    naive = [cell for line in text.splitlines() for cell in line.split(separator)]
    assert not [cell for cell in quoted + naive if _formula(cell)]


def test_the_export_still_reads_back_as_the_names(tmp_path: Path) -> None:
    progress = Progress(tmp_path)
    for name in NAMES:
        progress.record(name, "anagram", accepted=["cat"], seconds=60, started=1000)
    export_csv(progress, tmp_path / "out")
    with (tmp_path / "out" / "students.csv").open(encoding="utf-8", newline="") as src:
        students = {row["student"] for row in csv.DictReader(src)}
    assert "Ana María" in students and "'=1" in students
    # The names as recorded (a full-width sign is read as the plain one, as at a table).
    assert {s.replace("'", "") for s in students} == set(progress.students())
    assert "Ed =1+1" in progress.students()


@pytest.mark.parametrize(("text", "safe"), [
    ("x\n=1", "x\n'=1"), ("x\r\n+1", "x\r\n'+1"), ("\t=1", "'\t'=1"), ("x\u2028@a", "x\u2028'@a"),
    ("plain words", "plain words"), ("-", "'-"),
])
def test_line_ends_and_other_breaks_are_guarded(text: str, safe: str) -> None:
    assert spreadsheet_cell(text) == safe
