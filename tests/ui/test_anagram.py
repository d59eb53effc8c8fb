"""The anagram drill: its controller (a scripted student), its screen (headless), the record."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgames.classroom import Exercise, Progress, make_exercise
from wordgames.errors import InvalidInput
from wordgames.ui.anagram import Drill
from wordgames.ui.anagram_screen import DrillApp
from wordgames.ui.exercise import play_exercise


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def drill_exercise() -> Exercise:
    return make_exercise("anagram", ["cat", "tiger", "horse"], seed=4, distractors=1)


def test_a_scripted_student_plays_and_the_row_is_recorded(tmp_path: Path) -> None:
    clock = Clock()
    progress = Progress(tmp_path)
    exercise = drill_exercise()
    drill = Drill(exercise, "Ana", progress=progress, clock=clock)
    assert drill.position == "puzzle 1 of 3" and sorted(drill.tiles.lower()) != sorted("cat")
    assert drill.distractors == 1 and len(drill.tiles) == 4
    wrong = drill.submit("act")
    assert (wrong.kind, wrong.text) == ("error", "ACT is not the word. Try again, or ask "
                                                 "for a hint.")
    first = drill.hint()
    assert first.text.startswith("Hint 1: feline mammal")
    assert drill.hint().text == "Hint 2: it starts with C"
    with pytest.raises(InvalidInput, match="No more hints"):
        drill.hint()
    right = drill.submit(" Cat ")
    assert right.kind == "ok" and right.text == "Right: CAT! Press Next."
    assert drill.meaning.startswith("CAT (noun): feline mammal")
    with pytest.raises(InvalidInput, match="press Next"):
        drill.submit("cat")
    assert drill.next().text.startswith("Puzzle 2 of 3")
    assert drill.position == "puzzle 2 of 3" and drill.meaning == ""
    drill.skip()  # tiger left unsolved
    clock.now += 42
    assert drill.submit("HORSE").text == "Right: HORSE! Press Finish to see how you did."
    end = drill.next()
    assert drill.done and end.text == "All done: recorded for Ana."
    assert drill.summary() == "Found 2 of 3 words, 2 hints, 1 skipped, in 42 s."
    assert drill.position == "all 3 puzzles done"
    with pytest.raises(InvalidInput, match="The drill is over"):
        drill.submit("tiger")
    drill.finish()  # once only
    plays = progress.plays()
    assert len(plays) == 1
    play = plays[0]
    assert (play["student"], play["game"], play["accepted"], play["refused"], play["found"],
            play["targets"], play["hints"], play["seconds"]) == (
        "Ana", "anagram", 2, 1, 2, 3, 2, 42.0)


def test_bad_tries_say_why_and_count_for_nothing() -> None:
    drill = Drill(drill_exercise(), "Ana", clock=Clock())
    for text, why in (("", "the box is empty"), ("   ", "the box is empty"),
                      ("c4t", "letters only"), ("cat!", "letters only"),
                      ("the cat sat on the mat " * 20, "one word of up to 40 letters"),
                      ("two words", "one word")):
        with pytest.raises(InvalidInput, match=why):
            drill.submit(text)
    assert drill.refused == [] and drill.accepted == [] and drill.hints == 0
    with pytest.raises(InvalidInput, match="not 'fivetiers'"):
        Drill(make_exercise("fivetiers", ["cat", "frog"]), "Ana")
    with pytest.raises(InvalidInput, match="timer is seconds"):
        Drill(drill_exercise(), "Ana", timer=0)


def test_the_timer_ends_the_drill_and_records_it(tmp_path: Path) -> None:
    clock = Clock()
    progress = Progress(tmp_path)
    drill = Drill(drill_exercise(), "Bo", progress=progress, timer=60, clock=clock)
    drill.submit("cat")
    clock.now += 61
    with pytest.raises(InvalidInput, match=r"Time is up\. Found 1 of 3 words"):
        drill.next()
    assert drill.done and len(progress.plays()) == 1


def test_the_screen_headless(tmp_path: Path) -> None:
    """The student's name, Start, then the screen's box and buttons, as a person uses them."""
    exercise = drill_exercise()
    exercise.save("week 3 drill", folder=tmp_path)
    app = play_exercise("week 3 drill", "", folder=tmp_path, bots=1)
    assert isinstance(app, DrillApp)
    assert "Anagram exercise: week 3 drill" in app.panel.children[0].value
    app.start_button.click()  # no name yet: said, no screen
    assert "type a name" in app.error.value and app.screen is None
    app.name_box.value = "Cy"
    app.start_button.click()
    screen = app.screen
    assert screen is not None and app.children[1] is screen
    assert "puzzle 1 of 3" in screen.header.value
    assert screen.tiles_html.value.count('class="wg-tile"') == 4
    assert "1 tile is extra" in screen.tiles_html.value
    screen.word.type("12345")
    assert "✗" in screen.message.value and "letters only" in screen.message.value
    screen.word.type("tac")
    assert "✗ </span>TAC is not the word" in screen.message.value
    screen.hint_button.click()
    assert "Hint 1: feline mammal" in screen.hints_html.value
    screen.word.draft = "cat"
    screen.check_button.click()
    assert "✓ </span>Right: CAT!" in screen.message.value  # a mark and words
    assert screen.check_button.disabled and screen.hint_button.disabled
    assert "CAT (noun): feline mammal" in screen.meaning_html.value
    assert screen.next_button.description == "Next"
    screen.next_button.click()
    assert "puzzle 2 of 3" in screen.header.value and screen.meaning_html.value == ""
    assert screen.next_button.description == "Skip"
    screen.next_button.click()
    screen.word.type("horse")
    screen.next_button.click()
    assert screen.play_box.layout.display == "none"
    assert "Found 2 of 3 words, 1 hint, 1 skipped" in screen.end.value
    assert "did not find: TIGER" in screen.end.value
    screen.large_box.value = True
    screen.colour_box.value = True
    assert {"wg-large", "wg-cb"} <= set(screen._dom_classes)
    play = Progress(tmp_path).plays()[0]
    assert (play["student"], play["exercise"], play["accepted"], play["refused"],
            play["hints"]) == ("Cy", "week 3 drill", 2, 1, 1)


def test_a_timed_drill_counts_down_on_screen_and_ends_by_itself(tmp_path: Path) -> None:
    """In a kernel (a running loop) the seconds left move without any action, and at 0 the
    drill ends and is recorded once: before, the screen stood still until the next click."""
    import asyncio

    async def play() -> tuple[list[str], DrillApp]:
        app = DrillApp(drill_exercise(), "Di", timer=1.2, folder=tmp_path)
        app.start_button.click()
        screen = app.screen
        assert screen is not None
        seen = []
        for _ in range(20):
            await asyncio.sleep(0.1)
            seen.append(screen.header.value.split("·")[-1].strip().removesuffix("</div>"))
        return seen, app

    seen, app = asyncio.run(play())
    assert seen[0] == "2 s left" and "1 s left" in seen  # counted down with nobody acting
    assert app.drill is not None and app.drill.done and app.screen is not None
    assert app.screen.play_box.layout.display == "none"
    assert "Time is up: recorded for Di. Found 0 of 3 words" in app.screen.message.value
    assert len(Progress(tmp_path).plays()) == 1
