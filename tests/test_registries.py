"""What other layers need of a game is declared once, in its package (its ``GameInfo``): each
layer reads it there, and every game declares what its rulebook gives it."""

from __future__ import annotations

import dataclasses

import pytest

from wordgames import GAMES
from wordgames.__main__ import _parser
from wordgames.analysis.style import game_name
from wordgames.classroom.wordlist import game_needs
from wordgames.design.evaluate import METRICS, measures, metric
from wordgames.errors import InvalidInput
from wordgames.kit.protocol import GameInfo
from wordgames.kit.tiles import TileSet
from wordgames.play.presets import NAMES as LEVEL_NAMES
from wordgames.play.presets import PRESETS, preset
from wordgames.screens.classroom import kind_name
from wordgames.sim.engine import Lineup, known_games, simulated
from wordgames.ui.design_requests import default_faces
from wordgames.ui.setup import SetUp

NAMES = set(GAMES)
DEFAULTS = {f.name: f.default for f in dataclasses.fields(GameInfo)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_declares_what_the_classroom_and_the_designer_read(name: str) -> None:
    info = GAMES[name]
    for field in ("round_words", "words_made", "levels", "word_lengths", "options", "faces",
                  "about", "exercise"):
        assert getattr(info, field) != DEFAULTS[field], f"{name} does not declare {field}"
    assert info.pieces in ("cards", "tiles", "letters")
    assert set(info.faces) <= set(TileSet.load(name).counts)
    fields = {f.name for f in dataclasses.fields(info.rules)}
    assert {option.field for option in info.options} <= fields
    for known in info.metrics:
        assert metric(known, name).applies(name)
    assert not set(measures(name)) & set(METRICS)  # a game's own names never hide the shared


def test_the_layers_read_the_declarations() -> None:
    assert default_faces("myword") == GAMES["myword"].faces
    assert [row[1] for row in game_needs()] == sorted(NAMES)
    setup = SetUp("fivetiers")
    assert [label for _, label, _ in setup.options] == [o.label for o in
                                                         GAMES["fivetiers"].options]
    assert preset("easy", "wordstorm").hints.cost == GAMES["wordstorm"].levels.hint_cost == 5
    with pytest.raises(InvalidInput, match="metric 'unclaimed' is for myword, not wordstorm"):
        metric("unclaimed", "wordstorm")  # MY WORD!'s own


def test_every_game_has_its_levels_of_play() -> None:
    assert all(set(PRESETS[level]) == NAMES for level in LEVEL_NAMES)
    for name in NAMES:
        skills = [PRESETS[level][name].skill for level in LEVEL_NAMES]
        assert skills == list(GAMES[name].levels.skills)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_pages_and_figures_name_each_game_as_its_info_does(name: str) -> None:
    assert kind_name(name) == game_name(name) == GAMES[name].display_name


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_simulator_plays_each_game_as_its_info_says(name: str) -> None:
    info = GAMES[name]
    assert name in known_games() and simulated(name).players == info.players
    low, high = info.players
    # One check of the player count, with the message of every other: GameInfo.check_players.
    with pytest.raises(InvalidInput, match=f"^{info.display_name} is for {low} to {high} "):
        Lineup.build(name, players=high + 1)
    with pytest.raises(InvalidInput, match=f"^{info.display_name} is for {low} to {high} "):
        info.check_players(high + 1)


def test_the_command_line_offers_every_game() -> None:
    parser = _parser()
    draw = parser.parse_args(["draw", sorted(GAMES)[0], "3"])
    assert draw.game == sorted(GAMES)[0]
    with pytest.raises(SystemExit):
        parser.parse_args(["draw", "chess", "3"])
    simulate_help = next(a for a in parser._subparsers._group_actions[0].choices["simulate"]
                         ._actions if a.dest == "game").help
    assert simulate_help == ", ".join(sorted(GAMES))


def test_exercises_are_made_for_every_game_and_the_drill() -> None:
    from wordgames.classroom.exercises import ANAGRAM, display_name, kinds, maker

    assert set(kinds()) == NAMES | {ANAGRAM}
    assert all(maker(name) is GAMES[name].exercise for name in NAMES)  # each game's own
    assert all(maker(name).make.__module__ == f"wordgames.{name}.exercise" for name in NAMES)
    assert all(display_name(name) == GAMES[name].display_name for name in NAMES)
