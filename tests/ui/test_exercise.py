"""A student plays an exercise on the new play screen (``ui.play``'s, without a browser): the
set-up names the exercise in plain words and wants the student's name, Start deals the
exercise's cards or tiles, and when the round ends the play is in the class's progress and the
screen says what was kept."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from wordgames.classroom import Exercise, Progress, WordList, make_exercise
from wordgames.errors import InvalidInput
from wordgames.ui.exercise import play_exercise
from wordgames.ui.table_screen import PlayScreen

DATA = Path(__file__).resolve().parents[1] / "classroom" / "data"


def _exercise(kind: str) -> Exercise:
    if kind == "myword":
        return make_exercise("myword", ["cat", "dog", "coat", "rain"], seed=3)
    words = WordList.load(DATA / "week3.csv")
    return make_exercise(kind, words.usable(kind), seed=3, k=3 if kind == "fivetiers" else 2)


async def play_quickly(screen: PlayScreen, exercise: Exercise) -> None:
    """Start, then play the round as a quick student would: Five Tiers: the hand's five words;
    MY WORD!: each word of the week as soon as its cards are out. Waits for the round's end."""
    screen.receive({"type": "next"})
    table = screen.table
    if exercise.kind == "fivetiers":
        screen.receive({"type": "declare", "words": list(exercise.solution)})
    called: set[str] = set()
    for _ in range(6000):
        if not table.playing:
            return
        if exercise.kind == "myword":
            out = {card for card, _ in table.view_json(0)["view"]["table"]}
            for word, _, positions in exercise.solution:
                if word not in called and set(positions) <= out:
                    called.add(word)
                    screen.receive({"type": "claim", "word": word})
        await asyncio.sleep(0.02)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("kind", ["fivetiers", "myword"])
def test_two_students_play_the_weeks_exercise_and_each_play_is_recorded(
        kind: str, tmp_path: Path) -> None:
    exercise = _exercise(kind)
    name = f"week 3 {kind}"
    exercise.save(name, folder=tmp_path)
    told: dict[str, str] = {}
    for student in ("Ana", "Ben"):
        async def play(student: str = student) -> None:
            screen = play_exercise(name, student, bots=1, speed=400, folder=tmp_path)
            assert isinstance(screen, PlayScreen)
            assert f"exercise: {name}" in screen.html and "words of the week" in screen.html
            try:
                await asyncio.wait_for(play_quickly(screen, exercise), timeout=120)
                state = screen.table.state
                if kind == "fivetiers":  # the exercise's own tiles, for everyone
                    assert tuple(state.racks[0]) == exercise.tiles
                told[student] = screen.table.view_json(0)["notice"]["text"]
                assert "Saved for your teacher" in screen.html
            finally:
                screen.close()

        asyncio.run(play())
    progress = Progress(tmp_path)
    plays = progress.plays()
    assert [(p["student"], p["exercise"], p["game"]) for p in plays] == [
        ("Ana", name, kind), ("Ben", name, kind)]
    assert all(p["targets"] == len(exercise.targets) for p in plays)
    for row in plays:
        assert told[row["student"]].startswith(
            f"Saved for your teacher, {row['student']}: {row['accepted']} good word")
    assert [p["found"] for p in plays] == [len(exercise.targets)] * 2  # every word of the week


def test_word_storm_deals_the_exercise_tiles_on_the_board_screen(tmp_path: Path) -> None:
    storm = _exercise("wordstorm")

    async def scenario() -> tuple[Any, str]:
        screen = play_exercise(storm, "Ana", folder=tmp_path, meanings=False)
        screen.receive({"type": "next"})
        hand = screen.table.view_json(0)["view"]
        html = screen.html
        screen.close()
        return hand, html

    view, html = asyncio.run(scenario())
    assert view["hand"] == sorted(storm.tiles[:4])
    assert "Word Storm exercise: practice 3" in html
    assert "data-wg-board" in html  # the board, drawn by the screen client


def test_the_set_up_wants_a_name_and_the_teachers_words_come_first(tmp_path: Path) -> None:
    words = WordList.load("word,definition\ncat,our class's pet\nfrog,\nhorse,")
    five = make_exercise("fivetiers", words, seed=3, k=3)

    async def scenario() -> tuple[str, Any, str]:
        screen = play_exercise(five, "", folder=tmp_path)
        assert isinstance(screen, PlayScreen)
        screen.receive({"type": "setup", "name": "  ", "level": "Easy", "players": "2"})
        refused = screen.html
        screen.receive({"type": "setup", "name": "Cy", "level": "Easy", "players": "2"})
        screen.receive({"type": "arrange", "words": [None, "cat", None, None, None]})
        for _ in range(100):
            if screen.meanings is not None and screen.meanings.lines:
                break
            await asyncio.sleep(0.05)
        assert screen.meanings is not None
        line = screen.meanings.lines[0].text
        table = screen.table
        screen.close()
        return refused, table, line

    refused, table, line = asyncio.run(scenario())
    assert "Type your name first" in refused
    assert table.seats[0].name == "Cy" and table.players == 2
    assert line == "CAT (noun): our class's pet (your teacher's words)"


def test_bad_set_ups(tmp_path: Path) -> None:
    five = make_exercise("fivetiers", ["cat", "frog"])

    async def scenario() -> None:
        with pytest.raises(InvalidInput, match="take 1 to 3 bots, not 5"):
            play_exercise(five, "Ana", bots=5, folder=tmp_path)
        with pytest.raises(InvalidInput, match="only Five Tiers has a timer"):
            play_exercise(make_exercise("myword", ["cat"]), "Ana", timer=60, folder=tmp_path)
        with pytest.raises(InvalidInput, match="bot: a level"):
            play_exercise(five, "Ana", bot="wizard", folder=tmp_path)
        screen = play_exercise(five, "Ana", timer=900, bot="hard", folder=tmp_path)
        assert isinstance(screen, PlayScreen)
        screen.receive({"type": "next"})
        rules = screen.table.rules
        assert rules.timer == 900.0 and rules.subject_words == {"cat", "frog"}
        assert (rules.rounds, rules.target) == (1, None)  # one round, no target
        assert screen.table.preset == "hard"
        screen.close()

    asyncio.run(scenario())
