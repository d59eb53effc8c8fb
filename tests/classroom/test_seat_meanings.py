"""After an accepted word the play screen shows what it means (``ui.play(meanings=...)``), the
same code for every game: the meanings follow the table's state; the exercise's screen on a fast
clock, without a browser."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from wordgames import GAMES
from wordgames.classroom import make_exercise
from wordgames.classroom.seat_meanings import Meanings
from wordgames.fivetiers import Arrange
from wordgames.lexicon import Lexicon
from wordgames.ui.exercise import play_exercise
from wordgames.ui.table_screen import PlayScreen

#: A Five Tiers rack in which the person places AND (WordNet has no conjunctions) and CATS.
RACK = list("CATANDSUNHOTRAINBOWS")
OTHER = list("EEEEAAIIOONNRRTTLSUE")


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=120))


def _placed(*words: str, glossary: dict[str, str] | None = None,
            targets: tuple[str, ...] = ()) -> Meanings:
    """The meanings after the person (seat 0) places ``words`` in Five Tiers' tiers, one after
    another, on RACK (what a screen's meanings follow: the table's state)."""
    game = GAMES["fivetiers"].game(rules=GAMES["fivetiers"].rules(rounds=1),
                                   lexicon=Lexicon.default(80, contractions=True))
    state = game.deal([RACK, OTHER], seed=1)
    meanings = Meanings(glossary, targets=targets)
    table = SimpleNamespace(game=game, round_number=1, names=["You", "Bot"], state=state)
    tiers: list[str | None] = [None] * 5
    for word in words:
        tiers[len(word) - 2] = word
        table.state = game.apply(table.state, Arrange(player=0, words=tuple(tiers)))
        meanings.update(table)
    return meanings


def test_meanings_show_the_lemma_part_of_speech_and_first_definition_teacher_first() -> None:
    meanings = _placed("cats", "and", glossary={"cat": "the animal in our class story"})
    shown = meanings.html()
    # The newest first: AND, which WordNet does not know (a plain gloss of ours), then CATS with
    # the teacher's words.
    assert shown.index("<b>AND</b>: a word that joins words or ideas") < shown.index(
        "<b>CATS</b> (cat, noun): the animal in")
    assert "your teacher&#x27;s words" in shown
    assert [line.word for line in meanings.lines] == ["and", "cats"]


def test_wordnet_gives_the_meaning_when_the_teacher_has_none() -> None:
    assert "<b>CATS</b> (cat, noun): a small furry animal that people keep as a pet" in \
        _placed("cats").html()
    assert "<b>SNOW</b> (noun): precipitation falling from clouds" in _placed("snow").html()


def test_an_exercises_words_of_the_week_are_starred_and_counted() -> None:
    meanings = _placed("cat", "snow", targets=("cat", "rain", "dog"))
    shown = meanings.html()
    assert "★ Words of the week found: 1 of 3: CAT" in shown
    assert "★ <b>CAT</b>: a small furry animal" in shown and "<b>SNOW</b>" in shown
    assert "★ <b>SNOW</b>" not in shown
    assert meanings.found == ["cat"]


def test_a_word_not_in_the_dictionary_has_no_meaning_shown() -> None:
    meanings = _placed("tca")
    assert meanings.lines == []
    assert "What each word you make means will show here." in meanings.html()


def test_an_exercise_screen_shows_the_meanings_of_the_persons_words(tmp_path: Path) -> None:
    """MY WORD! on the new screen: each word of the week called as soon as its cards are out;
    the meanings panel shows the person's words only, each accepted when it was made."""
    from tests.ui.test_exercise import play_quickly
    from wordgames.classroom.progress import round_words

    exercise = make_exercise("myword", ["cat", "dog", "coat", "rain"], seed=3)

    async def play() -> PlayScreen:
        screen = play_exercise(exercise, "Ada", bots=1, speed=400, folder=tmp_path)
        assert isinstance(screen, PlayScreen)
        try:
            await play_quickly(screen, exercise)
        finally:
            screen.close()
        return screen

    screen = run(play())
    table = screen.table
    accepted, _ = round_words(table.game, table.rounds[-1])
    assert screen.meanings is not None
    lines = screen.meanings.lines
    assert set(exercise.targets) <= set(accepted)
    assert lines and all(line.who == "You" for line in lines)
    assert {line.word for line in lines} <= set(accepted)
    assert all(line.target for line in lines if line.word in exercise.targets)
    assert lines[0].text.startswith(lines[0].word.upper())
    html = screen.html
    assert 'aria-label="meanings"' in html and "Words of the week found: 4 of 4" in html


def test_a_word_no_longer_made_leaves_the_panel_and_the_one_before_comes_back() -> None:
    """Word Storm's crossword changes under the person's hands (CAT becomes CATS, a tile moved
    breaks a word up), and a Five Tiers tier can be taken back: the panel shows the meanings of
    the words the person has now, not of every word that stood there for a moment."""
    from wordgames.fivetiers import Game

    game = Game()
    state = game.deal([list("CATDOGSUNHATRAINBOWS"), list("EEEEAAAIIOONNRRTTLSU")], seed=1)
    meanings = Meanings()
    session = SimpleNamespace(game=game, round_number=1, names=["You", "Bot"], state=state)
    shown = []
    for words in [("no", None, "snow", None, None), ("no", "cat", "snow", None, None),
                  ("no", "cat", "snow", "birds", None), ("no", "cat", "snow", None, None)]:
        session.state = game.apply(session.state, Arrange(player=0, words=words))
        meanings.update(session)
        shown.append([line.word for line in meanings.lines])
    assert shown == [["snow", "no"], ["cat", "snow", "no"], ["birds", "cat", "snow", "no"],
                     ["cat", "snow", "no"]]
    assert "<b>CAT</b>" in meanings.html() and "BIRDS" not in meanings.html()


def test_the_round_end_shows_every_word_of_the_week_with_the_teachers_meaning() -> None:
    from wordgames.classroom import WordList
    from wordgames.play.table import Table

    words = WordList.load("word,definition\ncat,our class pet\nfrog,a jumping green friend\n"
                          "horse,the farm's big animal\n")
    five = make_exercise("fivetiers", words.usable("fivetiers"), seed=3, k=3)
    table = Table("fivetiers", ["person", "easy"], exercise=five, clock="simulated",
                  names=["Ana"], preset="easy")
    table.join(0)
    table.start()
    meanings = Meanings.for_seat(table, 0)
    placed = [w if w != "frog" else None for w in five.solution]  # FROG not found
    assert table.send(0, {"type": "arrange", "words": placed})["ok"]
    meanings.update(table)
    assert "This week's words" not in meanings.html()  # in play: the newest words
    assert table.send(0, {"type": "declare", "words": placed})["ok"]
    table.play_round()
    meanings.update(table)
    end = meanings.html().replace("&#x27;", "'")
    assert "This week's words" in end
    for line in ("★ <b>CAT</b> (noun): our class pet (your teacher's words)",
                 "<b>FROG</b> (noun): a jumping green friend (your teacher's words)",
                 "★ <b>HORSE</b> (noun): the farm's big animal (your teacher's words)"):
        assert line in end
    assert "★ <b>FROG</b>" not in end
