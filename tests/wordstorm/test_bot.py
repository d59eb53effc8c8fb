"""Bots play whole rounds through the protocol; breakdowns add up; same seed, same round."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from dataclasses import replace

from wordgames.kit.agents import Skill
from wordgames.kit.protocol import GAME, RoundResult
from wordgames.lexicon import Lexicon
from wordgames.play.runner import simulate_round
from wordgames.wordstorm.bot import Bot
from wordgames.wordstorm.check import check
from wordgames.wordstorm.game import Arrange, CallStorm, Deal, Done, Game, Rules, State
from wordgames.wordstorm.grid import Grid


def play(seed: int, skills: list[str] | None = None,
         rules: Rules | None = None) -> tuple[Game, State, RoundResult]:
    game = Game(rules, lexicon=Lexicon.default(70))
    bots = [Bot(s, seed=seed * 10 + i) for i, s in enumerate(skills or ["adult"] * 4)]
    state, result = simulate_round(game, bots, random.Random(seed))
    return game, state, result


def test_seeded_four_bot_round_plays_to_the_end_and_adds_up() -> None:
    game, state, result = play(7)
    assert state.ended
    assert len(result.scores) == 4
    for player, b in enumerate(result.breakdowns):
        assert b.total == (b.unused + b.misplaced * b.multiplier - b.big_words
                           - b.special_squares)
        assert b.unused == sum(game.tileset.value(f) for f in state.hands[player])
        assert result.scores[player] == b.total
    assert result.winners == tuple(p for p, s in enumerate(result.scores)
                                   if s == min(result.scores))
    # The round really happened through the actions a person uses.
    kinds = {type(e.action) for e in result.events}
    assert Arrange in kinds and (Done in kinds or result.extra["finished_by"] is None)
    assert CallStorm in kinds or Deal in kinds
    assert result.seconds == result.events[-1].at > 0
    assert all(e.player == GAME for e in result.events if isinstance(e.action, Deal))


def test_same_seed_same_round() -> None:
    _, _, a = play(3)
    _, _, b = play(3)
    assert a.scores == b.scores and a.events == b.events


def test_bots_that_err_exercise_the_penalty_rules() -> None:
    clumsy = Skill(level=70, speed=1.0, error_rate=1.0)
    game = Game(lexicon=Lexicon.default(70))
    _, result = simulate_round(game, [Bot(clumsy, seed=1), Bot(clumsy, seed=2)],
                               random.Random(1))
    assert any(b.misplaced > 0 and not b.correct for b in result.breakdowns)


def test_bot_lays_one_tile_alone_when_no_word_fits_then_waits() -> None:
    game = Game(lexicon=Lexicon.default(70))
    state = game.new_round(2, random.Random(0))
    state = replace(state, hands=(("Q", "Q", "X", "Z"), state.hands[1]))
    bot = Bot("adult", seed=0)
    plan = bot.plan(game.view(state, 0), now=0.0)
    assert plan is not None and isinstance(plan.action, Arrange)
    assert plan.action.grid == Grid.parse("Q")  # a lone tile is a correct crossword
    state = game.apply(state, plan.action)
    assert bot.plan(game.view(state, 0), now=plan.at) is None


def test_bot_calls_word_storm_when_its_tiles_are_all_placed() -> None:
    game = Game(lexicon=Lexicon.default(70))
    state = game.new_round(2, random.Random(0))
    state = replace(state, hands=((), state.hands[1]), grids=(Grid.parse("CATS"), Grid()))
    plan = Bot("adult", seed=0).plan(game.view(state, 0), now=5.0)
    assert plan is not None and isinstance(plan.action, CallStorm) and plan.at > 5.0


def test_faster_bots_finish_sooner_on_average() -> None:
    slow = Skill(level=70, speed=0.5, error_rate=0.0)
    fast = Skill(level=70, speed=2.0, error_rate=0.0)
    game = Game(lexicon=Lexicon.default(70))
    state = game.new_round(2, random.Random(0))
    state = replace(state, hands=(("A", "C", "S", "T"), state.hands[1]))
    slow_at = [Bot(slow, seed=s).plan(game.view(state, 0), 0.0) for s in range(5)]
    fast_at = [Bot(fast, seed=s).plan(game.view(state, 0), 0.0) for s in range(5)]
    slow_times = [p.at for p in slow_at if p is not None]
    fast_times = [p.at for p in fast_at if p is not None]
    assert len(slow_times) == len(fast_times) == 5
    assert sum(fast_times) < sum(slow_times)


def test_same_seed_same_round_in_other_processes() -> None:
    """String hashing differs between processes; the round must not."""
    code = (
        "import random; from wordgames.play.runner import simulate_round; "
        "from wordgames.wordstorm import Bot, Game; "
        "_, r = simulate_round(Game(), [Bot('student', seed=i) for i in range(3)], "
        "random.Random(5)); print(r.scores, len(r.events), round(r.seconds, 6))"
    )
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env=env, check=True)
        outputs.add(run.stdout)
    assert len(outputs) == 1


def test_a_bot_does_not_notice_its_own_slip() -> None:
    lex = Lexicon.default(70)
    game = Game(lexicon=lex)
    state = game.new_round(2, random.Random(0))
    state = replace(state, hands=(("A", "C", "S", "T"), state.hands[1]))
    bot = Bot(Skill(level=70, error_rate=1.0), seed=4)
    plan = bot.plan(game.view(state, 0), now=0.0)
    assert plan is not None and isinstance(plan.action, Arrange)
    shown = plan.action.grid
    assert not check(shown, lex).ok  # it slipped
    state = game.apply(state, plan.action)
    bot.skill = Skill(level=70, error_rate=0.0)  # no new slips from here on
    state = replace(state, hands=(("D", "E", "O", "R"), state.hands[1]))
    plan = bot.plan(game.view(state, 0), now=plan.at)
    assert plan is not None and isinstance(plan.action, Arrange)
    assert not check(plan.action.grid, lex).ok  # the old slip is still there
    assert len(plan.action.grid) > len(shown)
