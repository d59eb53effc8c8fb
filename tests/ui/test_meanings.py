"""After an accepted word the play screen shows what it means (the display option "Meanings"),
the same code for every game; widgets without a browser, rounds on a fast clock."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from wordgames import GAMES
from wordgames.classroom import make_exercise
from wordgames.lexicon import Lexicon
from wordgames.ui.app import App
from wordgames.ui.exercise import play_exercise
from wordgames.ui.options import BotChoice, Setup

#: A Five Tiers rack in which the person places AND (WordNet has no conjunctions) and CATS.
RACK = list("CATANDSUNHOTRAINBOWS")
OTHER = list("EEEEAAIIOONNRRTTLSUE")


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=120))


def _fivetiers(meanings: Any, glossary: dict[str, str] | None = None,
               targets: tuple[str, ...] = ()) -> App:
    """A Five Tiers app, prepared on RACK against one slow bot."""
    info = GAMES["fivetiers"]
    rules = info.rules(rounds=1)
    lexicon = Lexicon.default(80, contractions=True)
    game = info.game(rules=rules, lexicon=lexicon)
    setup = Setup("fivetiers", "Ada", (BotChoice("beginner"),), rules, lexicon, 1, 1.0)
    app = App("fivetiers", meanings=meanings, glossary=glossary, targets=targets)
    app.prepare(setup, game.deal([RACK, OTHER], seed=1))
    return app


async def _type(app: App, *words: str) -> Any:
    screen = app.start()
    live = screen.session.live
    for word in words:
        moves = _moves(live.state)
        screen.word.type(word)
        while screen.session.message.kind != "error" and _moves(live.state) == moves:
            await live.changed(live.version)
    await asyncio.sleep(0)
    screen.session.stop()
    return screen


def _moves(state: Any) -> int:
    """How many actions the person (seat 0) has made in the round."""
    return sum(1 for event in state.events if event.player == 0)


def test_meanings_on_show_the_lemma_part_of_speech_and_first_definition_teacher_first() -> None:
    app = _fivetiers(True, glossary={"cat": "the animal in our class story"})
    screen = run(_type(app, "cats", "and"))
    shown = screen.meaning_html.value
    assert screen.meanings_box.value
    # The newest first: AND, which WordNet does not know, then CATS with the teacher's words.
    assert shown.index("<b>AND</b>: no meaning found (WordNet does not list it)") < shown.index(
        "<b>CATS</b> (cat, noun): the animal in")
    assert "your teacher&#x27;s words" in shown
    assert [line.word for line in screen.meanings.lines] == ["and", "cats"]


def test_wordnet_gives_the_meaning_when_the_teacher_has_none() -> None:
    screen = run(_type(_fivetiers(True), "cats"))
    assert "<b>CATS</b> (cat, noun): feline mammal usually having thick soft fur" in \
        screen.meaning_html.value


def test_meanings_off_show_nothing_and_the_box_turns_them_on() -> None:
    app = _fivetiers(False)

    async def play() -> Any:
        screen = await _type(app, "cat")
        assert screen.meaning_html.value == ""
        screen.meanings_box.value = True  # the person ticks the box: the word made is shown
        return screen

    screen = run(play())
    assert "<b>CAT</b> (noun)" in screen.meaning_html.value
    screen.meanings_box.value = False
    assert screen.meaning_html.value == ""


def test_an_exercises_words_of_the_week_are_starred_and_counted() -> None:
    screen = run(_type(_fivetiers(True, targets=("cat", "rain", "dog")), "cat", "hot"))
    shown = screen.meaning_html.value
    assert "★ Words of the week found: 1 of 3: CAT" in shown
    assert "★ <b>CAT</b> (noun)" in shown and "★ <b>HOT</b>" not in shown
    assert screen.meanings.found == ["cat"]


def test_a_refused_word_has_no_meaning_shown() -> None:
    screen = run(_type(_fivetiers(True), "tca"))
    assert screen.meanings.lines == []
    assert "What each word you make means will show here." in screen.meaning_html.value


@pytest.mark.parametrize("kind", ["myword", "wordstorm"])
def test_the_other_games_show_the_meanings_of_the_persons_words(kind: str,
                                                                 tmp_path: Path) -> None:
    """MY WORD!: a call allowed; Word Storm: a word in the person's crossword. An expert bot
    plays the person's seat through the same HumanAgent a screen uses."""
    from wordgames.agents import PRESETS
    from wordgames.runner import drive

    words = ["cat", "dog", "coat", "rain"] if kind == "myword" else ["cat", "coat", "toad"]
    options = {} if kind == "myword" else {"k": 2}
    exercise = make_exercise(kind, words, seed=3, **options)
    # Not too fast: a cold expert's first Word Storm plan takes long enough that at 400x the
    # round may end before it plays.
    app = play_exercise(exercise, "Ada", bots=1, speed=50, folder=tmp_path)

    async def play() -> Any:
        screen = app.start()
        session = screen.session
        await drive(session.live, session.human, GAMES[kind].bot(PRESETS["expert"]))
        await session.live.finished
        assert app.recorder is not None
        await app.recorder
        return screen

    screen = run(play())
    from wordgames.classroom.progress import round_words

    accepted, _ = round_words(screen.session.game, screen.session.rounds[-1])
    assert accepted, "the expert made no word"
    lines = screen.meanings.lines
    assert lines and all(line.who == "You" for line in lines)
    # Each shown word was accepted when it was made (MY WORD!: one of the person's calls;
    # Word Storm: a word of the person's crossword then, which may change later).
    if kind == "myword":
        assert {line.word for line in lines} <= set(accepted)
    assert all(line.word in screen.session.game.lexicon for line in lines)
    assert lines[0].text.startswith(lines[0].word.upper())
    assert 'aria-label="meanings"' in screen.meaning_html.value


def test_a_word_no_longer_made_leaves_the_panel_and_the_one_before_comes_back() -> None:
    """Word Storm's crossword changes under the person's hands (CAT becomes CATS, a tile moved
    breaks a word up), and a Five Tiers tier can be taken back: the panel shows the meanings of
    the words the person has now, not of every word that stood there for a moment."""
    from types import SimpleNamespace

    from wordgames.fivetiers import Arrange, Game
    from wordgames.ui.meanings import Meanings

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
