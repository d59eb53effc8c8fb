"""The walk-through of ``docs/add_a_game.md``, followed: Tiny Race (``tests/games/tinyrace``)
is a game of ``GAMES`` by its package alone, plays whole matches through ``play_match`` and a
``Table``, and passes the conformance test that every game passes."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

import wordgames
from tests import test_conformance as conformance
from wordgames import GAMES
from wordgames.errors import IllegalAction, InvalidInput, NotAnAction
from wordgames.play.table import Table, play_match
from wordgames.saving import from_json, to_json

GAMES_FOLDER = Path(__file__).parent / "games"


@pytest.fixture(autouse=True)
def tinyrace(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Tiny Race's folder on the package's path, as if it were ``wordgames/tinyrace/``; once
    the folder is off the path again, ``GAMES`` no longer lists it (its modules stay loaded,
    unreachable by name)."""
    monkeypatch.setattr(wordgames, "__path__", [*wordgames.__path__, str(GAMES_FOLDER)])
    yield


def test_its_package_alone_makes_it_a_game() -> None:
    assert "tinyrace" in GAMES and "tinyrace" in sorted(GAMES)
    info = GAMES["tinyrace"]
    assert info.display_name == "Tiny Race" and info.players == (2, 4)
    assert [kind.__name__ for kind in info.actions] == ["Reveal", "Take", "End"]


def test_a_match_through_play_match_and_a_table() -> None:
    info = GAMES["tinyrace"]
    bots = [info.bot("expert"), info.bot("beginner"), info.bot("adult")]
    match = play_match(info.game(), bots, seed=2)
    assert match.ended_by == "target" and max(match.totals) >= 30
    assert sum(map(sum, (r.scores for r in match.rounds))) == 21 * len(match.rounds)
    assert play_match(info.game(), bots, seed=2) == match
    table = Table("tinyrace", ["adult", "adult"], seed=2, clock="simulated")
    played = table.play()
    assert played.totals == table.totals and from_json(to_json(played)) == played


def test_the_engine_refuses_for_it_in_its_own_name() -> None:
    game = GAMES["tinyrace"].game()
    start = game.new_round(2, random.Random(1))
    with pytest.raises(NotAnAction, match=r"^'take' is not a Tiny Race action$"):
        game.apply(start, "take")
    with pytest.raises(IllegalAction, match="no card is face up"):  # the handler's own rule
        game.apply(start, GAMES["tinyrace"].actions[1](player=0, at=1.0))


def test_the_classroom_lobby_says_what_it_is_in_its_own_line() -> None:
    from wordgames.server.pages import lobby

    page = lobby([], xsrf="x")
    assert ("<li><b>Tiny Race</b> (2 to 4 players): Cards turn up one a second: be first to "
            "take one and win its number.</li>") in page


def test_the_classroom_makes_its_exercises_from_its_own_maker() -> None:
    from wordgames.classroom.exercises import Exercise, kinds, make_exercise

    assert "tinyrace" in kinds()
    exercise = make_exercise("tinyrace", ["cat", "frog", "a"], seed=4)
    assert exercise.tiles[:3] == ("3", "4", "1") and sorted(exercise.tiles) == list("123456")
    assert exercise.check() == [] and Exercise.from_json(exercise.to_json()) == exercise
    assert make_exercise("tinyrace", ["cat", "frog", "a"], seed=4) == exercise
    assert exercise.new_round(players=3).deck == tuple(map(int, exercise.tiles))
    assert exercise.heading(2)["title"] == "Tiny Race exercise: practice 4"
    played = Table("tinyrace", ["adult", "adult"], seed=1, clock="simulated",
                   exercise=exercise).play()
    first = [event.action.card for event in played.rounds[0].events
             if type(event.action).__name__ == "Reveal"]
    assert first == list(map(int, exercise.tiles))  # every round dealt from the exercise
    with pytest.raises(InvalidInput, match="Tiny Race cannot use 'dog': each word takes a card"):
        make_exercise("tinyrace", ["cat", "dog"])
    wrong = exercise.to_dict() | {"solution": [4, 3, 1]}
    with pytest.raises(InvalidInput, match=r"^exercise\.solution: the solution is not the "
                       r"targets' lengths$"):
        Exercise.from_dict(wrong)


def test_a_game_that_declares_no_maker_has_no_exercises(monkeypatch: pytest.MonkeyPatch) -> None:
    from wordgames.classroom.exercises import kinds, make_exercise

    plain = dataclasses.replace(GAMES["tinyrace"], exercise=None)
    monkeypatch.setitem(GAMES._loaded, "tinyrace", plain)  # as if INFO named no maker
    assert "tinyrace" not in kinds() and "tinyrace" in GAMES
    with pytest.raises(InvalidInput, match=r"^no exercise kind 'tinyrace': fivetiers, myword, "):
        make_exercise("tinyrace", ["cat"])


CONFORMANCE = [
    conformance.test_seeded_round_plays_to_the_end_through_the_protocol,
    conformance.test_random_rounds_replay_and_refuse_bad_actions,
    conformance.test_the_same_seed_gives_the_same_round,
    conformance.test_views_never_show_the_face_down_order,
    conformance.test_a_wrong_player_count_is_invalid_input_everywhere,
    conformance.test_a_whole_match_through_the_one_match_loop,
]


@pytest.mark.parametrize("check", CONFORMANCE, ids=lambda check: check.__name__)
def test_it_passes_the_conformance_test(check: object) -> None:
    check(name="tinyrace")  # type: ignore[operator]


def test_every_other_layer_takes_it_from_its_package_alone() -> None:
    """A game that declares only what ``add_a_game.md`` asks gets each layer's default: its
    levels of play, the classroom's words, the set-up screen, the designer's metrics, the word
    list report and the pause."""
    from wordgames.classroom.progress import round_words, words_made
    from wordgames.classroom.wordlist import WordList
    from wordgames.play.presets import PRESETS, preset
    from wordgames.screens.parts import paused_line
    from wordgames.ui.setup import SetUp

    easy = preset("easy", "tinyrace")
    assert easy.level == 20 and easy.hints.cost == 1 and "tinyrace" in PRESETS["expert"]
    game = GAMES["tinyrace"].game()
    match = play_match(game, [GAMES["tinyrace"].bot("adult")] * 2, seed=1)
    assert round_words(game, match.rounds[0], 0) == ([], [])
    assert words_made(game, game.new_round(2, random.Random(1)), 0) == []
    assert SetUp("tinyrace").options == []
    assert GAMES["tinyrace"].metrics == ("round_minutes", "game_minutes", "seat_edge")
    assert "Tiny Race" not in str(WordList.load("cat, dog").report)
    assert "The tiles are hidden" in paused_line({"paused": True, "game": "tinyrace"})

