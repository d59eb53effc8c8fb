"""Each layer that keeps something per game keys it by the names of ``wordgames.GAMES``, and
covers every one of them: a new game fails here until each layer's entry is there."""

from __future__ import annotations

import pytest

from wordgames import GAMES
from wordgames.__main__ import _parser
from wordgames.analysis.style import game_name
from wordgames.classroom import progress
from wordgames.design.evaluate import DEFAULT_METRICS, METRICS
from wordgames.errors import InvalidInput
from wordgames.play.presets import LEVEL_GAMES, PRESETS
from wordgames.screens.classroom import kind_name
from wordgames.sim.engine import Lineup, known_games, simulated
from wordgames.ui.design_requests import FACES

NAMES = set(GAMES)


def test_the_design_panel_offers_faces_for_every_game() -> None:
    assert set(FACES) == NAMES


def test_the_design_metrics_name_every_game_and_only_games() -> None:
    assert set(DEFAULT_METRICS) == NAMES
    for metrics in DEFAULT_METRICS.values():
        assert set(metrics) <= set(METRICS)
    assert {game for m in METRICS.values() for game in m.games} <= NAMES


def test_every_game_has_its_levels_of_play() -> None:
    assert set(LEVEL_GAMES) == NAMES
    assert all(set(PRESETS[level]) == NAMES for level in PRESETS)


def test_progress_reads_the_words_of_every_game() -> None:
    assert set(progress.ROUND_WORDS) == set(progress.WORDS_MADE) == NAMES
    assert set(progress.RECORDED) >= NAMES


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
    from wordgames.classroom.exercises import ANAGRAM, KINDS, MAKERS, display_name

    assert set(MAKERS) == NAMES | {ANAGRAM}
    assert set(KINDS) == set(MAKERS)
    assert all(display_name(name) == GAMES[name].display_name for name in NAMES)
