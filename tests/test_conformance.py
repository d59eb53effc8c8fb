"""One generic test that every game must pass, driven from ``wordgames.GAMES`` alone.

Each game is driven only through its ``GameInfo`` and the protocol (``new_round``, ``apply`` by
the runner, ``view``, ``scheduled``, ``result``), by its own bots, so that the runner, the match
loop, the simulator and the screens can treat every game alike: a fourth game passes this test
by declaring its ``INFO``, with nothing here to change.
"""

from __future__ import annotations

import asyncio
import dataclasses
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames import GAMES
from wordgames.errors import InvalidInput, NoSuchSeat, NotAnAction, RoundOver, TimeGoesBack
from wordgames.kit.protocol import GAME, GameInfo, RoundResult
from wordgames.kit.seeding import derive_seed
from wordgames.kit.tiles import Bag
from wordgames.play.runner import Script, simulate_round
from wordgames.play.scripted import play_live_round_as
from wordgames.play.table import Table, play_match
from wordgames.saving import from_json, to_json

SKILLS = ("beginner", "student", "adult", "expert")
NAMES = sorted(GAMES)


def _play(info: GameInfo, seed: int, players: int) -> tuple[Any, Any, Any, RoundResult]:
    game = info.game()
    rng = random.Random(seed)
    bots = [info.bot(SKILLS[(seed + seat) % 4]) for seat in range(players)]
    start = game.new_round(players, rng)
    final, result = simulate_round(game, bots, rng, state=start)
    return game, start, final, result


@pytest.mark.parametrize("name", NAMES)
def test_seeded_round_plays_to_the_end_through_the_protocol(name: str) -> None:
    info = GAMES[name]
    game, start, _, result = _play(info, seed=3, players=3)
    assert game.result(start) is None
    assert isinstance(result, RoundResult) and result.game == name == game.name
    assert len(result.scores) == 3 and len(result.breakdowns) == 3
    assert result.winners and set(result.winners) <= {0, 1, 2}
    assert [b.total for b in result.breakdowns] == list(result.scores)
    times = [event.at for event in result.events]
    assert times == sorted(times) and result.seconds >= times[-1] > 0
    assert all(GAME <= event.player < 3 for event in result.events)
    # Every action names who acts; the game's own actions name GAME.
    assert all(event.action.player == event.player for event in result.events)
    assert len(info.records(result)) == 3


@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 10**6), data=st.data())
@pytest.mark.parametrize("name", NAMES)
def test_random_rounds_replay_and_refuse_bad_actions(name: str, seed: int, data: Any) -> None:
    info = GAMES[name]
    low, high = info.players
    players = data.draw(st.integers(low, min(high, 4)))
    game, start, final, result = _play(info, seed, players)
    state = start
    for event in result.events:
        before = state
        # The same bad action is refused with the same class in every game (Engine.apply).
        if state.now >= 1.0:
            with pytest.raises(TimeGoesBack):  # time never goes back
                game.apply(state, dataclasses.replace(event.action, at=state.now - 1.0))
        else:
            with pytest.raises(InvalidInput, match="at must be"):  # nor before 0
                dataclasses.replace(event.action, at=state.now - 1.0)
        if event.player != GAME:
            with pytest.raises(NoSuchSeat):  # a seat that does not exist
                game.apply(state, dataclasses.replace(event.action, player=players + 3))
        with pytest.raises(NotAnAction):
            game.apply(state, object())
        assert state == before  # nothing half-applied
        state = game.apply(state, event.action)
        assert from_json(to_json(state)) == state  # every state saves and loads back
    assert state == final and game.result(state) == result
    with pytest.raises(RoundOver):  # nothing more once the round is over
        game.apply(state, result.events[-1].action)


@pytest.mark.parametrize("name", NAMES)
def test_the_same_seed_gives_the_same_round(name: str) -> None:
    info = GAMES[name]
    first = _play(info, seed=5, players=2)[3]
    again = _play(info, seed=5, players=2)[3]
    other = _play(info, seed=6, players=2)[3]
    assert first == again
    assert first.events != other.events


@pytest.mark.parametrize("name", NAMES)
def test_views_never_show_the_face_down_order(name: str) -> None:
    info = GAMES[name]
    game = info.game()
    state = game.new_round(2, random.Random(1))
    hidden = info.hidden(state)
    assert len(hidden) > 1
    for player in range(2):
        view = game.view(state, player)
        assert view.lexicon is game.lexicon
        values = [getattr(view, f.name) for f in dataclasses.fields(view)]
        assert all(value != hidden and not isinstance(value, Bag) for value in values)


@pytest.mark.parametrize("name", NAMES)
def test_a_wrong_player_count_is_invalid_input_everywhere(name: str) -> None:
    info = GAMES[name]
    low, high = info.players
    game = info.game()
    for players in (low - 1, high + 1, True, "3"):
        with pytest.raises(InvalidInput, match=f"{low} to {high} players"):
            game.new_round(players, random.Random(1))
        with pytest.raises(InvalidInput, match=f"{low} to {high} players"):
            play_match(game, [info.bot("adult")] * (low - 1), seed=1)


@pytest.mark.parametrize("name", NAMES)
def test_a_whole_match_through_the_one_match_loop(name: str) -> None:
    info = GAMES[name]
    game = info.game(rules=info.rules(rounds=2, target=None))
    bots = [info.bot(skill) for skill in ("adult", "expert", "student")]
    match = play_match(game, bots, seed=4)
    assert [r.extra["round"] for r in match.rounds] == [1, 2] and match.ended_by == "rounds"
    assert match.totals == tuple(map(sum, zip(*(r.scores for r in match.rounds), strict=True)))
    best = min(match.totals) if info.lowest_wins else max(match.totals)
    assert match.winners == tuple(p for p, t in enumerate(match.totals) if t == best)
    if info.has_dealer:
        assert [r.extra["dealer"] for r in match.rounds] == [0, 1]
    assert play_match(game, bots, seed=4) == match  # same seed, same match


def _run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=120))


def _first_round(info: GameInfo, seed: int, agents: list[Any]) -> tuple[Any, RoundResult]:
    """The first round of a table of ``seed`` played by ``agents`` through simulate_round."""
    game = info.game()
    rng = random.Random(derive_seed(seed, "round", 1))
    return simulate_round(game, agents, rng, state=game.new_round(len(agents), rng, dealer=0))


@pytest.mark.parametrize("name", NAMES)
def test_live_bots_alone_give_simulate_rounds_round(name: str) -> None:
    info = GAMES[name]

    async def live() -> Table:
        table = Table(name, [info.bot(SKILLS[seat]) for seat in range(3)], seed=11,
                      speed=1000.0)
        table.start()
        while table.playing:
            await asyncio.sleep(0.005)
        return table

    table = _run(live())
    state, result = _first_round(info, 11, [info.bot(SKILLS[s]) for s in range(3)])
    played = table.rounds[0]
    assert table.failure is None and table.state == state
    assert played.events == result.events and played.scores == result.scores


@pytest.mark.parametrize("name", NAMES)
def test_a_live_round_with_a_person_replays_through_simulate_round(name: str) -> None:
    """Seat 0 is a person's seat, played through the table's messages by a scripted player
    that makes a bot's choices, at speed 200; the round's log replays to the same round."""
    info = GAMES[name]

    async def live() -> tuple[Table, RoundResult]:
        others = [info.bot(SKILLS[seat]) for seat in range(1, 4)]
        table = Table(name, ["person", *others], seed=5, speed=200.0)
        table.join(0, "Ana")
        return table, await play_live_round_as(table, {0: info.bot("expert")})

    table, played = _run(live())
    assert any(e.player == 0 for e in played.events), "the person made no move"
    others = [info.bot(SKILLS[seat]) for seat in range(1, 4)]
    state, result = _first_round(info, 5, [Script.of(played, 0), *others])
    assert result.events == played.events and result.scores == played.scores
    assert state == table.state
