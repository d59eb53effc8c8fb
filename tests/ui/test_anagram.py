"""The anagram drill: its controller (a scripted student), its screen (headless), the record."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgames.classroom import Exercise, Progress, make_exercise
from wordgames.classroom.drill import Drill
from wordgames.errors import InvalidInput
from wordgames.ui.drill_screen import DrillScreen, drill_screen
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
    other = drill.submit("act")  # a real word from the tiles: told apart, no misspelling
    assert (other.kind, other.text) == ("info", "ACT is a word too, but not the one we want: "
                                                "try again.")
    assert drill.refused == [] and drill.other_words == ["act"]
    wrong = drill.submit("tca")
    assert (wrong.kind, wrong.text) == ("error", "TCA is not a word we know. Check the "
                                                 "spelling. Try again, or ask for a hint.")
    first = drill.hint()
    assert first.text.startswith("Hint 1: a small furry animal")
    assert drill.hint().text == "Hint 2: it starts with C"
    with pytest.raises(InvalidInput, match="No more hints"):
        drill.hint()
    right = drill.submit(" Cat ")
    assert right.kind == "ok" and right.text == "Right: CAT! Press Next."
    assert drill.meaning.startswith("CAT: a small furry animal")
    with pytest.raises(InvalidInput, match="press Next"):
        drill.submit("cat")
    assert drill.next().text.startswith("Puzzle 2 of 3")
    assert drill.position == "puzzle 2 of 3" and drill.meaning == ""
    drill.skip()  # tiger left unsolved
    clock.now += 42
    assert drill.submit("HORSE").text == "Right: HORSE! Press Finish to see how you did."
    end = drill.next()
    assert drill.done and end.text == "All done, Ana! Your teacher can see how you did."
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
    """The student's name, Start, then the screen's messages as the page sends them (the
    client's clicks and words), and what the screen draws after each."""
    exercise = drill_exercise()
    exercise.save("week 3 drill", folder=tmp_path)
    screen = play_exercise("week 3 drill", "", folder=tmp_path, bots=1)
    assert isinstance(screen, DrillScreen)
    assert "Anagram exercise: week 3 drill" in screen.html and "Your name" in screen.html
    screen.receive({"type": "start", "name": ""})  # no name yet: said, no drill
    assert "Your name: a name needs at least one letter" in screen.html
    assert screen.drill is None
    screen.receive({"type": "start", "name": "Cy"})
    assert "Cy · puzzle 1 of 3" in screen.html
    assert screen.html.count('class="wg-tile"') == 4
    assert "1 tile is extra: leave it out." in screen.html
    screen.receive({"type": "try", "word": "12345"})
    assert 'wg-msg-error' in screen.html and "letters only" in screen.html
    screen.receive({"type": "try", "word": "tac"})
    assert "TAC is not a word we know" in screen.html
    screen.receive({"type": "hint"})
    assert "Hint 1: a small furry animal" in screen.html
    screen.receive({"type": "try", "word": "cat"})
    assert '<div class="wg-msg wg-msg-ok" role="status">Right: CAT!' in screen.html
    assert "CAT: a small furry animal" in screen.html
    assert "Check</button>" not in screen.html and ">Next</button>" in screen.html
    screen.receive({"type": "next"})
    assert "puzzle 2 of 3" in screen.html and "CAT (noun)" not in screen.html
    assert ">Skip</button>" in screen.html
    screen.receive({"type": "next"})
    screen.receive({"type": "try", "word": "horse"})
    screen.receive({"type": "next"})
    assert "Found 2 of 3 words, 1 hint, 1 skipped" in screen.html
    assert "did not find: TIGER" in screen.html and "Check</button>" not in screen.html
    screen.receive({"type": "large"})
    assert "font-size:150%" in screen.html and "Normal letters" in screen.html
    screen.receive({"type": "try", "word": "cat", "cards": [1]})  # a message out of shape
    assert "takes no cards" in screen.html
    play = Progress(tmp_path).plays()[0]
    assert (play["student"], play["exercise"], play["accepted"], play["refused"],
            play["hints"]) == ("Cy", "week 3 drill", 2, 1, 1)


def test_another_real_word_from_the_tiles_is_told_apart_and_not_a_misspelling(
        tmp_path: Path) -> None:
    screen = drill_screen(make_exercise("anagram", ["cloud"], seed=1), "Ana", folder=tmp_path)
    screen.receive({"type": "start", "name": "Ana"})
    screen.receive({"type": "try", "word": "could"})
    assert "COULD is a word too, but not the one we want: try again." in screen.html
    assert 'wg-msg-info' in screen.html
    screen.receive({"type": "try", "word": "cluod"})
    screen.receive({"type": "try", "word": "cloud"})
    screen.receive({"type": "next"})
    play = Progress(tmp_path).plays()[0]
    assert (play["accepted"], play["refused"]) == (1, 1)  # CLUOD; COULD is no misspelling


def test_a_timed_drill_counts_down_in_the_page_and_ends_by_itself(tmp_path: Path) -> None:
    """In a kernel (a running loop) the screen carries the clock's end (``data-ends``) and the
    drill's clock, which the page counts down by itself: the kernel sends nothing while the
    time runs, and at 0 the drill ends and is recorded once."""
    import asyncio

    async def play() -> tuple[list[int], DrillScreen, str, dict[str, float]]:
        screen = drill_screen(drill_exercise(), "Di", timer=1.2, folder=tmp_path)
        screen.receive({"type": "start", "name": "Di"})
        first, clock = screen.html, dict(screen.clock)
        versions = []
        for _ in range(20):
            await asyncio.sleep(0.1)
            versions.append(screen.version)
        return versions, screen, first, clock

    versions, screen, first, clock = asyncio.run(play())
    assert '<span class="wg-clock" data-ends="1.20">0:02</span> left' in first
    assert clock["rate"] == 1.0 and 0 <= clock["now"] < 0.5
    # no redraw while the time ran: one more screen only, the one that says time is up
    assert versions[0] == versions[8] and versions[-1] == versions[0] + 1
    assert screen.drill is not None and screen.drill.done
    assert screen.clock["rate"] == 0.0 and "data-ends" not in screen.html
    assert "Time is up, Di! Your teacher can see how you did. Found 0 of 3 words" in screen.html
    assert "How you did" in screen.html
    assert len(Progress(tmp_path).plays()) == 1
