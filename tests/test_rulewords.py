"""The teacher's words as rule options of every game: the dictionary, or subject words."""

from __future__ import annotations

import json
import random

import pytest

from wordgames import GAMES, fivetiers, myword, saving, wordstorm
from wordgames.classroom import WordList
from wordgames.errors import InvalidInput
from wordgames.wordstorm import Grid

LIST = ("cat", "act", "tac", "dog", "god")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_takes_a_word_list_as_its_dictionary(name: str) -> None:
    info = GAMES[name]
    rules = info.rules(word_list=[" Cat", "DOG", "cat"])
    assert rules.word_list == ("cat", "dog")
    game = info.game(rules=rules)
    assert sorted(game.lexicon) == ["cat", "dog"]
    assert info.default_lexicon(info.rules()).name != "the teacher's list"


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"word_list": "cat"}, "word_list is a list of words, not the string 'cat'"),
        ({"word_list": []}, "word_list holds no words"),
        ({"subject_words": ["c4t"]}, "'c4t' contains a digit"),
        ({"subject_words": 3}, "subject_words is a list of words, not int"),
    ],
)
def test_bad_word_options_say_what(name: str, options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        GAMES[name].rules(**options)


def test_myword_with_the_list_as_dictionary_and_as_subject_words() -> None:
    game = myword.Game(myword.Rules(word_list=LIST))
    assert myword.check_claim(["C", "A", "T"], "cat", game.lexicon).ok
    assert not myword.check_claim(["C", "A", "T", "S"], "cats", game.lexicon).ok
    bonus = myword.Game(myword.Rules(subject_words={"cat"}, subject_bonus=2))
    state = bonus.new_round(players=2, rng=random.Random(1))
    cards = [next(c for c in state.deck if c.face == face) for face in "CAT"]
    state = myword.State(players=2, dealer=0, deck=tuple(cards), piles=(myword.Pile(),) * 2)
    for at in (1.0, 2.0, 3.0):
        state = bonus.apply(state, myword.Deal(at=at))
    state = bonus.apply(state, myword.Claim(player=1, cards=[c.id for c in cards], word="cat",
                                            at=4.0))
    assert state.piles[1].bonus == 2 and state.piles[1].score == 5


def test_myword_bots_know_only_the_list() -> None:
    from wordgames.play.table import play_match

    words = ("cat", "act", "ten", "net", "tin", "nit", "den", "end", "red", "ire", "tie", "toe")
    game = myword.Game(myword.Rules(word_list=words))
    result = play_match(game, [myword.Bot("adult"), myword.Bot("adult")], seed=3)
    claimed = [e.action.word for r in result.rounds for e in r.events
               if isinstance(e.action, myword.Claim)]
    assert claimed and set(claimed) <= set(words)


def test_fivetiers_subject_words_earn_the_subject_bonus() -> None:
    hand = list("BECATDOGSAPPLEORANGE")
    game = fivetiers.Game(fivetiers.Rules(subject_words={"apple", "orange", "tea"},
                                          subject_bonus=7, tie_window=0.0))
    state = game.deal([hand, list("AAAAEEEEIIIIOOOOUUUU")], seed=1)
    state = game.apply(state, fivetiers.Declare(player=0, at=5.0,
                                                words=("be", "cat", "dogs", "apple", "orange")))
    state = game.apply(state, game.scheduled(state).action)
    won = game.result(state).breakdowns[0]
    assert won.subject_words == ("apple", "orange") and won.bonus == 14
    listed = fivetiers.Game(fivetiers.Rules(word_list=("be", "cat", "dogs", "apple", "orange")))
    assert listed.valid("apple") and not listed.valid("pear")


def test_wordstorm_subject_words_take_points_off() -> None:
    rules = wordstorm.Rules(subject_words={"cat"}, subject_bonus=3)
    game = wordstorm.Game(rules)
    state = game.new_round(players=2, rng=random.Random(2))
    grid = Grid.parse("CAT\n..O\n..P")
    state = wordstorm.State(state.players, state.teams, state.centre, ((), ()),
                            (grid, Grid()), deals=1)
    points = game.score(state)[0]
    assert points.subject_words == ("CAT",) and points.subject_points == 3
    assert points.total == points.unused - points.big_words - points.special_squares - 3
    assert "subject words (1)" in points._repr_html_()
    plain = wordstorm.Game().score(state)[0]
    assert plain.subject_points == 0 and plain.total == points.total + 3


def test_a_teachers_list_makes_either_kind_of_rules() -> None:
    words = WordList.load("cat\ndog\nelephant\nox")
    assert words.rules("fivetiers").word_list == ("cat", "dog", "ox")  # elephant: too long
    assert words.rules("myword", use="bonus", min_cards=2).subject_words == {
        "cat", "dog", "elephant"}  # ox: too short for MY WORD!'s 3 cards
    with pytest.raises(InvalidInput, match="use is 'dictionary' or 'bonus'"):
        words.rules("myword", use="both")
    with pytest.raises(InvalidInput, match="no game 'chess'"):
        words.rules("chess")


def test_saves_of_format_1_load_with_the_new_options_at_their_defaults() -> None:
    game = fivetiers.Game()
    state = game.new_round(players=2, rng=random.Random(4))
    data = json.loads(saving.to_json(state))
    assert data["format"] == "wordgames.saving/3"
    rules = data["value"]["rules"]
    del rules["word_list"], rules["subject_words"]
    data["format"] = "wordgames.saving/1"
    assert saving.from_json(json.dumps(data)) == state
    rules["colour"] = "red"
    with pytest.raises(InvalidInput, match="colour: unknown field"):
        saving.from_json(json.dumps(data))
