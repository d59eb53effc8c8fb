"""A round cut short for a student keeps their words in the teacher's report: the teacher
moves them, they leave the table, or the teacher ends the game. The play has the words and
hints so far and no score (the round never ended); a seat that did nothing, a free seat and
a bot's seat have none."""

from __future__ import annotations

from pathlib import Path

from wordgames.classroom.progress import Progress
from wordgames.myword.claims import find_claims
from wordgames.server.room import Room
from wordgames.server.store import Store


def call_a_word(room: Room, code: str, seat: int) -> str:
    """Let the cards come until they spell a word, and ``seat`` calls it."""
    table = room.tables[code].table
    for _ in range(60):
        view = table.view_json(seat)["view"]
        faces = [face for _, face in view["table"]] if view else []
        found = sorted(find_claims(faces, table.game.lexicon, view["min_cards"]), key=len) \
            if view else []
        if found:
            table.send(seat, {"type": "claim", "word": found[0]})
            return found[0]
        table.run_until(table.now + 3)
    raise AssertionError("the cards never spelt a word")


def plays(tmp_path: Path) -> dict[str, dict[str, object]]:
    return {p["student"]: p for p in Progress(tmp_path).plays()}


def test_a_moved_student_keeps_the_words_of_the_round_cut_short(tmp_path: Path) -> None:
    room = Room(Store(tmp_path), clock="simulated")
    here, _, _ = room.make("myword", "easy", people=4, bots=0, name="Ana")
    room.join(here.code, "Bo")
    there, _, _ = room.make("fivetiers", "easy", people=2, bots=0, name="Cy")
    here.table.start()
    word = call_a_word(room, here.code, 1)
    room.move(here.code, 1, there.code)
    room.recorder.retry()
    kept = plays(tmp_path)
    assert set(kept) == {"Bo"}  # Ana tried nothing yet; the free seats are nobody's
    assert kept["Bo"]["game"] == "myword" and kept["Bo"]["score"] is None
    assert [w["word"] for w in Progress(tmp_path).words()] == [word]
    # At the round's end Bo's old seat (a bot's now) records nothing more.
    here.table.run_until(10_000)
    room.recorder.retry()
    assert sorted(p["student"] for p in Progress(tmp_path).plays()) == ["Ana", "Bo"]


def test_leave_and_the_teachers_end_record_the_words_so_far(tmp_path: Path) -> None:
    room = Room(Store(tmp_path), clock="simulated")
    sitting, ana, _ = room.make("myword", "easy", people=3, bots=0, name="Ana")
    room.join(sitting.code, "Bo")
    sitting.table.start()
    ana_word = call_a_word(room, sitting.code, 0)
    bo_word = call_a_word(room, sitting.code, 1)
    assert room.leave(sitting.code, ana)
    room.recorder.retry()
    assert {p["student"] for p in Progress(tmp_path).plays()} == {"Ana"}
    room.end(sitting.code)
    room.recorder.retry()
    accepted = {(w["student"], w["word"]) for w in Progress(tmp_path).words() if w["accepted"]}
    assert accepted == {("Ana", ana_word), ("Bo", bo_word)}
    assert [p["score"] for p in Progress(tmp_path).plays()] == [None, None]
