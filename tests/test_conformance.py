"""One generic test that every game must pass: seeded rounds through the protocol.

Each game is driven only through ``new_round``, ``apply`` (by the runner), ``view``,
``scheduled`` and ``result``, by its own bots, so the runner, the simulator and the UI can treat
the three games alike.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Callable
from typing import Any

import pytest

from wordgames.protocol import RoundResult
from wordgames.runner import simulate_round
from wordgames.tiles import Bag


def _hidden_wordstorm(state: Any) -> tuple[str, ...]:
    return tuple(state.centre)


def _hidden_myword(state: Any) -> tuple[Any, ...]:
    return tuple(state.deck)


def _hidden_fivetiers(state: Any) -> tuple[Any, ...]:
    return tuple(state.bag._tiles)


#: game name -> how to read the face-down order from a state (what no view may show).
HIDDEN: dict[str, Callable[[Any], tuple[Any, ...]]] = {
    "wordstorm": _hidden_wordstorm,
    "myword": _hidden_myword,
    "fivetiers": _hidden_fivetiers,
}


def _play(name: str, seed: int, players: int) -> tuple[Any, Any, RoundResult]:
    package = importlib.import_module(f"wordgames.{name}")
    game = package.Game()
    bots = [package.Bot("adult", seed=seed * 10 + seat) for seat in range(players)]
    start = game.new_round(players=players, rng=random.Random(seed))
    _, result = simulate_round(game, bots, random.Random(seed), state=start)
    return game, start, result


@pytest.mark.parametrize("name", sorted(HIDDEN))
def test_seeded_round_plays_to_the_end_through_the_protocol(name: str) -> None:
    game, start, result = _play(name, seed=3, players=3)
    assert game.result(start) is None
    assert isinstance(result, RoundResult) and result.game == name
    assert len(result.scores) == 3 and len(result.breakdowns) == 3
    assert result.winners and set(result.winners) <= {0, 1, 2}
    times = [event.at for event in result.events]
    assert times == sorted(times) and result.seconds >= times[-1] > 0
    assert all(-1 <= event.player < 3 for event in result.events)


@pytest.mark.parametrize("name", sorted(HIDDEN))
def test_the_same_seed_gives_the_same_round(name: str) -> None:
    _, _, first = _play(name, seed=5, players=2)
    _, _, again = _play(name, seed=5, players=2)
    assert first.scores == again.scores
    assert [(e.at, e.player, e.action) for e in first.events] == [
        (e.at, e.player, e.action) for e in again.events
    ]


@pytest.mark.parametrize("name", sorted(HIDDEN))
def test_views_never_show_the_face_down_order(name: str) -> None:
    package = importlib.import_module(f"wordgames.{name}")
    game = package.Game()
    state = game.new_round(players=2, rng=random.Random(1))
    hidden = HIDDEN[name](state)
    assert len(hidden) > 1
    for player in range(2):
        view = game.view(state, player)
        values = [getattr(view, f.name) for f in dataclasses.fields(view)]
        assert all(value != hidden and not isinstance(value, Bag) for value in values)


@pytest.mark.parametrize("name", sorted(HIDDEN))
def test_a_bad_action_raises_a_wordgames_error_and_leaves_the_state_unchanged(name: str) -> None:
    from wordgames.errors import WordgamesError

    package = importlib.import_module(f"wordgames.{name}")
    game = package.Game()
    state = game.new_round(players=2, rng=random.Random(1))
    before = state
    with pytest.raises(WordgamesError):
        game.apply(state, object())
    assert state == before
