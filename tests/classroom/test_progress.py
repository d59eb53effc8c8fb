"""Progress in SQLite: records, the schema, concurrent writers, bad input, the reports."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from wordgames.classroom import Progress, make_exercise, reports
from wordgames.classroom.progress import SCHEMA_VERSION
from wordgames.errors import InvalidInput, WordgamesError

WRITERS = 4
EACH = 50


def _writer(folder: str, writer: int, barrier: Any) -> None:
    progress = Progress(folder)
    barrier.wait()  # all four start writing at the same moment
    for i in range(EACH):
        progress.record(f"student {writer}", "anagram", accepted=["cat", f"w{i}"],
                        refused=["cta"], targets=["cat", "dog"], seconds=10 + i)


def test_four_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    Progress(tmp_path)  # the schema exists before the writers race
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(WRITERS)
    workers = [context.Process(target=_writer, args=(str(tmp_path), w, barrier))
               for w in range(WRITERS)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=120)
    assert [worker.exitcode for worker in workers] == [0] * WRITERS
    progress = Progress(tmp_path)
    assert progress.count() == WRITERS * EACH
    with sqlite3.connect(progress.path) as db:
        assert db.execute("SELECT COUNT(*) FROM words").fetchone()[0] == WRITERS * EACH * 3
        assert db.execute("SELECT COUNT(*) FROM targets").fetchone()[0] == WRITERS * EACH * 2
        per_student = dict(db.execute("SELECT student, COUNT(*) FROM plays GROUP BY student"))
    assert per_student == {f"student {w}": EACH for w in range(WRITERS)}
    assert sorted(p["id"] for p in progress.plays()) == list(range(1, WRITERS * EACH + 1))


def test_a_record_is_one_play_with_its_words_and_targets(tmp_path: Path) -> None:
    progress = Progress(tmp_path)
    exercise = make_exercise("anagram", ["cat", "dog", "owl"], seed=1)
    play = progress.record("  Ana ", "anagram", accepted=["Cat", "owl"], refused=["dgo"],
                           exercise=exercise, hints=2, seconds=90, session="week 3",
                           started=1_700_000_000)
    assert play == 1
    (row,) = progress.plays("Ana")
    assert {k: row[k] for k in ("student", "game", "exercise", "session", "tried", "accepted",
                                "refused", "targets", "found", "hints", "seconds")} == {
        "student": "Ana", "game": "anagram", "exercise": "anagram 1", "session": "week 3",
        "tried": 3, "accepted": 2, "refused": 1, "targets": 3, "found": 2, "hints": 2,
        "seconds": 90.0,
    }
    assert [(w["word"], w["accepted"], w["target"]) for w in progress.words()] == [
        ("cat", 1, 1), ("owl", 1, 1), ("dgo", 0, 0)
    ]
    assert [(t["word"], t["found"]) for t in progress.targets()] == [
        ("cat", 1), ("dog", 0), ("owl", 1)
    ]
    assert progress.students() == ["Ana"]


def test_the_latest_plays_and_their_words_are_read_alone(tmp_path: Path) -> None:
    # The teacher's live page reads these every two seconds, never the whole term.
    progress = Progress(tmp_path)
    for n, (student, word) in enumerate([("Ana", "cat"), ("Bo", "dog"), ("Ana", "owl"),
                                         ("Cy", "hen")]):
        progress.record(student, "myword", accepted=[word], refused=["zzq"],
                        started=1_700_000_000 + n)
    latest = progress.plays(latest=2)
    assert [(p["student"], p["accepted"]) for p in latest] == [("Ana", 1), ("Cy", 1)]
    assert [p["student"] for p in progress.plays("Ana", latest=1)] == ["Ana"]
    assert [w["word"] for w in progress.words(p["id"] for p in latest)] == [
        "owl", "zzq", "hen", "zzq"]
    assert progress.words([]) == [] and len(progress.words()) == 8
    with pytest.raises(InvalidInput, match="latest: a number of plays"):
        progress.plays(latest=-1)


def test_the_file_has_a_schema_version_and_uses_wal(tmp_path: Path) -> None:
    progress = Progress(tmp_path)
    with sqlite3.connect(progress.path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 1
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        db.execute("PRAGMA user_version = 99")
    with pytest.raises(WordgamesError, match="made by a newer wordgames"):
        Progress(tmp_path)


def test_a_file_that_is_no_database(tmp_path: Path) -> None:
    (tmp_path / "progress.sqlite").write_text("student,score\nAna,3\n")
    with pytest.raises(WordgamesError, match="cannot be used: file is not a database"):
        Progress(tmp_path)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"student": ""}, "a student's name is 1 to 60 characters"),
        ({"student": "x" * 61}, "a student's name is 1 to 60 characters"),
        ({"student": "Ana\x00"}, "a student's name"),
        ({"game": "chess"}, "no game 'chess'"),
        ({"accepted": "cat"}, "accepted is a list of words, not the string 'cat'"),
        ({"refused": [3]}, "a word is text"),
        ({"hints": -1}, "hints is a count"),
        ({"seconds": float("nan")}, "seconds is a time"),
    ],
)
def test_bad_records_are_refused_and_nothing_is_written(
    tmp_path: Path, change: dict[str, Any], message: str
) -> None:
    progress = Progress(tmp_path)
    args: dict[str, Any] = {"student": "Ana", "game": "myword", "accepted": ["cat"]} | change
    with pytest.raises(InvalidInput, match=message):
        progress.record(**args)
    assert progress.count() == 0


@pytest.fixture
def lesson(tmp_path: Path) -> Progress:
    progress = Progress(tmp_path)
    targets = ["cat", "dog", "horse"]
    progress.record("Ana", "fivetiers", exercise="week 3", targets=targets,
                    accepted=["cat", "dog", "at"], seconds=120, started=1000)
    progress.record("Ana", "fivetiers", exercise="week 3", targets=targets,
                    accepted=["cat", "dog", "horse", "it"], seconds=60, started=2000)
    progress.record("Ben", "fivetiers", exercise="week 3", targets=targets,
                    accepted=["cat"], refused=["hrose", "dgo", "xyz"], hints=1, seconds=60,
                    started=1500)
    progress.record("Ben", "myword", accepted=["mask", "ten"], seconds=30, started=2500)
    return progress


def test_the_table_per_student(lesson: Progress) -> None:
    table = lesson.report()
    assert table.to_dict("records") == [
        {"student": "Ana", "plays": 2, "tried": 7, "accepted": 7, "refused": 0, "targets": 6,
         "found": 5, "hints": 0, "minutes": 3.0, "words_per_minute": 2.33},
        {"student": "Ben", "plays": 2, "tried": 6, "accepted": 3, "refused": 3, "targets": 3,
         "found": 1, "hints": 1, "minutes": 1.5, "words_per_minute": 2.0},
    ]
    ben = lesson.report("Ben")
    assert list(ben["game"]) == ["fivetiers", "myword"]
    assert list(ben["words_per_minute"]) == [1.0, 4.0]


def test_the_class_per_exercise_and_the_hard_words(lesson: Progress) -> None:
    table = reports.per_exercise(lesson)
    assert table.fillna(-1).to_dict("records") == [
        {"exercise": "(myword)", "students": 1, "plays": 1, "found_share": -1,  # no targets
         "refused": 0, "words_per_minute": 4.0},
        {"exercise": "week 3", "students": 2, "plays": 3, "found_share": 0.67, "refused": 3,
         "words_per_minute": 2.17},  # the mean of 1.5, 4 and 1
    ]
    hard = reports.hard_words(lesson)
    assert hard.to_dict("records") == [
        {"word": "dog", "students": 2, "found_by": 1, "found_share": 0.5, "misspelled": 1,
         "examples": "dgo"},
        {"word": "horse", "students": 2, "found_by": 1, "found_share": 0.5, "misspelled": 1,
         "examples": "hrose"},
        {"word": "cat", "students": 2, "found_by": 2, "found_share": 1.0, "misspelled": 0,
         "examples": ""},
    ]


def test_words_per_minute_over_sessions_and_the_chart(lesson: Progress) -> None:
    import matplotlib

    matplotlib.use("Agg")
    frame = reports.words_per_minute(lesson)
    assert frame[["student", "game", "play", "words_per_minute"]].values.tolist() == [
        ["Ana", "fivetiers", 1, 1.5], ["Ben", "fivetiers", 1, 1.0],
        ["Ana", "fivetiers", 2, 4.0], ["Ben", "myword", 1, 4.0],
    ]
    ax = reports.words_per_minute_chart(lesson)
    # Ben's Five Tiers and MY WORD! plays are two lines, never one.
    assert [line.get_label() for line in ax.get_lines()] == [
        "Ana, Five Tiers", "Ben, Five Tiers", "Ben, MY WORD!"]
    assert list(ax.get_lines()[0].get_ydata()) == [1.5, 4.0]
    assert list(ax.get_lines()[2].get_ydata()) == [4.0]


def test_a_play_or_a_student_is_removed(lesson: Progress) -> None:
    ben = [play["id"] for play in lesson.plays("Ben")]
    lesson.remove_play(ben[0])
    assert [play["id"] for play in lesson.plays("Ben")] == ben[1:]
    assert all(row["play"] != ben[0] for row in lesson.words())
    assert lesson.remove_student("Ana") == 2
    assert lesson.students() == ["Ben"] and all(r["student"] == "Ben" for r in lesson.targets())
    with pytest.raises(InvalidInput, match="no student 'Cy' has played; students: Ben"):
        lesson.remove_student("Cy")
    with pytest.raises(InvalidInput, match="no play 999"):
        lesson.remove_play(999)


def test_csv_export(lesson: Progress, tmp_path: Path) -> None:
    paths = reports.export_csv(lesson)
    assert [p.name for p in paths] == ["students.csv", "plays.csv", "exercises.csv",
                                       "hard_words.csv"]
    assert all(p.parent == lesson.folder / "reports" for p in paths)
    assert paths[0].read_text().splitlines()[1].startswith('"Ana",2,7,7,0,6,5,0,3.0,2.33')
    out = reports.export_csv(lesson, tmp_path / "elsewhere")
    assert out[1].read_text().count("\n") == 5  # a header and four plays


def test_reports_of_an_empty_class(tmp_path: Path) -> None:
    progress = Progress(tmp_path)
    assert list(progress.report().columns)[:3] == ["student", "plays", "tried"]
    assert progress.report().empty and reports.hard_words(progress).empty
    assert reports.per_exercise(progress).empty and reports.words_per_minute(progress).empty


def test_only_the_reports_import_pandas() -> None:
    import subprocess
    import sys

    heavy = ("pandas", "matplotlib", "ipywidgets")
    code = ("import sys, wordgames.classroom as c; c.define('cat'); "
            f"print(','.join(m for m in {heavy!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_tables_a_teacher_reads(lesson: Progress) -> None:
    students = reports.table(lesson.report(), "The class")
    assert students.headings()[:4] == ["student", "plays", "words tried", "words accepted"]
    assert students.headings()[-2:] == ["minutes played", "words per minute"]
    assert students.cells()[1] == ["Ben", "2", "6", "3", "3", "3", "1", "1", "1.5", "2.0"]
    assert students.cells()[0][-2] == "3.0"
    assert lesson.report().columns[-1] == "words_per_minute"  # the data keeps its names
    shown = students._repr_html_()
    assert ">words per minute</th>" in shown and "words_per_minute" not in shown
    assert shown.count("<th") == 10  # the ten columns and no column of row numbers
    exercises = reports.table(reports.per_exercise(lesson)).cells()
    assert exercises == [["MY WORD! (no exercise)", "1", "1", "–", "0", "4.0"],
                         ["week 3", "2", "3", "67%", "3", "2.2"]]
    hard = reports.table(reports.hard_words(lesson))
    assert hard.headings()[:4] == ["target word", "students who met it",
                                   "students who found it", "share of targets found"]
    assert [row[3] for row in hard.cells()] == ["50%", "50%", "100%"]
    plays = reports.table(lesson.report("Ben"))
    assert "session" not in plays.headings()  # no play had one: no column of dashes
    assert "session" in plays.data.columns
    assert [row[1:3] for row in plays.cells()] == [["Five Tiers", "week 3"], ["MY WORD!", "–"]]
    assert [row[-2] for row in plays.cells()] == ["1.0", "0.5"]  # 60 and 30 seconds


def test_the_chart_says_what_it_shows(lesson: Progress) -> None:
    import matplotlib

    matplotlib.use("Agg")
    ax = reports.words_per_minute_chart(lesson)
    assert ax.get_title() == "Words per minute: 4 plays by 2 students, 1 Jan 1970"
    assert ax.get_xlabel().startswith("play") and ax.get_ylabel() == "words accepted per minute"
    assert ax.get_legend().get_title().get_text() == "student"
    assert ax.get_ylim()[0] == 0
    empty = reports.words_per_minute_chart(Progress(lesson.folder / "empty"))
    assert empty.get_title() == "Words per minute: no plays recorded yet"
    assert empty.get_legend() is None


def test_a_recorded_name_is_held_to_the_tables_name_rules(tmp_path: Path) -> None:
    # The same rules as a table's seat: an invisible Hangul filler dropped, look-alike
    # alphabets refused, a name of nothing visible refused; the class's report stays readable.
    progress = Progress(tmp_path)
    progress.record("Ana\u3164", "anagram", accepted=["cat"])
    assert progress.students() == ["Ana"]
    with pytest.raises(InvalidInput, match="two alphabets"):
        progress.record("\u0410na", "anagram", accepted=["cat"])
    with pytest.raises(InvalidInput, match="1 to 60 characters"):
        progress.record("\u3164", "anagram", accepted=["cat"])
    assert len(progress.plays()) == 1
