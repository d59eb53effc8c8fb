"""Invariants over simulated rounds: tiles conserved, scores add up, same seed same game."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import InvalidInput
from wordgames.fivetiers import Bot, Game, Rules, State
from wordgames.fivetiers.game import Breakdown
from wordgames.kit.agents import Skill
from wordgames.kit.protocol import RoundResult
from wordgames.kit.tiles import TileSet
from wordgames.play.runner import simulate_round
from wordgames.play.table import play_match
from wordgames.saving import from_json, to_json

SKILLS = ("beginner", "student", "adult", "expert")


def bots(seed: int, players: int = 4) -> list[Bot]:
    return [Bot(Skill.named(SKILLS[i % 4]), seed=seed * 10 + i) for i in range(players)]


def conserved(state: State) -> bool:
    held = Counter(f for rack in state.racks for f in rack)
    return held + state.bag.remaining == Counter(state.bag.tileset.counts)


def scores_add_up(result: RoundResult, rules: Rules) -> None:
    breakdowns: tuple[Breakdown, ...] = result.breakdowns
    for b in breakdowns:
        penalty = [o.unused_value + rules.unused_apostrophe_points * o.unused_apostrophes
                   for o in breakdowns]
        if b.won:
            assert b.base == sum(penalty) - penalty[b.player]
            assert b.unused == () and b.invalid_words == ()
            assert b.total == b.base * (2 if b.doubled else 1) + b.bonus
        else:
            assert b.total == 0
    assert result.scores == tuple(b.total for b in breakdowns)
    assert set(result.winners) == {b.player for b in breakdowns if b.won}


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_tiles_are_conserved_and_scores_add_up(seed: int, players: int) -> None:
    game = Game(Rules(subjects=True, tie_window=5.0))
    start = game.new_round(players, random.Random(seed))
    final, result = simulate_round(game, bots(seed, players), random.Random(seed), state=start)
    state = start
    assert conserved(state)
    for event in result.events:  # replay: every intermediate state holds all 142 tiles
        state = game.apply(state, event.action)
        assert conserved(state)
    assert state.events == final.events and game.result(state) == result
    scores_add_up(result, game.rules)


def test_same_seed_same_game() -> None:
    game = Game(Rules())
    first = simulate_round(game, bots(7), random.Random(7))[1]
    again = simulate_round(game, bots(7), random.Random(7))[1]
    other = simulate_round(game, bots(8), random.Random(8))[1]
    assert first.events == again.events and first.scores == again.scores
    assert first.events != other.events


def test_english_rounds_never_see_spanish_tiles() -> None:
    game = Game(Rules())
    state, _ = simulate_round(game, bots(3), random.Random(3))
    faces = set(state.bag.remaining) | {f for rack in state.racks for f in rack}
    assert not faces & {"RR", "LL", "Ñ"}
    assert state.bag.tileset == TileSet.load("fivetiers")


def test_seeded_four_bot_game_plays_to_500() -> None:
    game = Game(Rules())
    match = play_match(game, bots(1), seed=1)
    assert max(match.totals) >= 500
    assert all(sum(r.scores[p] for r in match.rounds) == match.totals[p] for p in range(4))
    assert all(match.totals[w] == max(match.totals) for w in match.winners)
    before_last = [sum(r.scores[p] for r in match.rounds[:-1]) for p in range(4)]
    assert max(before_last) < 500  # the game stopped at the first round that reached 500
    for result in match.rounds:
        scores_add_up(result, game.rules)
        assert any(b.declared for b in result.breakdowns)  # a round ends on a declaration
    records = match.to_records()
    assert len(records) == 4 * len(match.rounds) and records[-1]["round"] == len(match.rounds)
    assert play_match(game, bots(1), seed=1).totals == match.totals  # same seed, same game


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_saved_rounds_load_back_equal_at_every_step(seed: int) -> None:
    game = Game(Rules(subjects=True, challenges="immediate", accept=frozenset({"zz"})))
    start = game.new_round(3, random.Random(seed))
    _, result = simulate_round(game, bots(seed, 3), random.Random(seed), state=start)
    state = start
    for event in result.events:
        state = game.apply(state, event.action)
        assert from_json(to_json(state)) == state
    assert game.result(from_json(to_json(state))) == result


def test_loading_something_else_is_refused() -> None:
    # A first-format bag kept its random stream: without it, it cannot be read.
    with pytest.raises(InvalidInput, match=r"^bag\.rng: missing"):
        from_json(json.dumps({"format": "wordgames.bag/1"}))
    game = Game(Rules())
    data = json.loads(to_json(game.new_round(2, random.Random(1))))
    data["value"]["rules"]["speed"] = 3
    with pytest.raises(InvalidInput, match=r"state\.rules\.speed: unknown field"):
        from_json(json.dumps(data))
    data = json.loads(to_json(game.new_round(2, random.Random(1))))
    del data["value"]["racks"]
    with pytest.raises(InvalidInput, match=r"state\.racks: missing"):
        from_json(json.dumps(data))
