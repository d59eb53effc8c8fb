"""The bot: vocabulary, time model, exchange policy, mistakes."""

from __future__ import annotations

import random

import pytest

from wordgames.fivetiers import (
    Arrange,
    Bot,
    Declare,
    Exchange,
    Game,
    Rules,
    State,
    TimeUp,
    best_partial,
)
from wordgames.fivetiers.bot import PARTIAL_BUDGET
from wordgames.kit.agents import Skill
from wordgames.kit.protocol import Plan
from wordgames.lexicon import Lexicon
from wordgames.play.runner import simulate_round

from .test_rules import LOSER, PLAIN, PLAIN_WORDS

VOCABULARY = Lexicon.from_words([*PLAIN_WORDS, "ox", "zo", "jo", "qi"])


def follow(game: Game, state: State, bot: Bot, seat: int) -> list[Plan]:
    """Apply the bot's plans (only its own) while it has any during the first flip."""
    plans: list[Plan] = []
    while True:
        plan = bot.plan(game.view(state, seat), state.now)
        if plan is None or plan.at > state.timer_ends:
            return plans
        plans.append(plan)
        state = game.apply(state, plan.action)
        if isinstance(plan.action, Declare):
            return plans


def test_bot_declares_its_solution_after_placing_the_words() -> None:
    game = Game(Rules(), lexicon=VOCABULARY)
    plans = follow(game, game.deal([PLAIN, LOSER]), Bot(Skill(speed=2.0), seed=1,
                                                         lexicon=VOCABULARY), seat=0)
    assert [type(p.action) for p in plans] == [Arrange] * 4 + [Declare]
    assert plans[-1].action.words == PLAIN_WORDS
    assert plans[0].action.words == ("at", None, None, None, None)
    assert [p.at for p in plans] == sorted(p.at for p in plans)


def test_bot_time_model_scales_with_speed() -> None:
    game = Game(Rules(), lexicon=VOCABULARY)
    state = game.deal([PLAIN, LOSER])
    slow = follow(game, state, Bot(Skill(speed=1.0, spread=0.3), seed=4, lexicon=VOCABULARY), 0)
    fast = follow(game, state, Bot(Skill(speed=2.0, spread=0.3), seed=4, lexicon=VOCABULARY), 0)
    assert fast[-1].at == pytest.approx(slow[-1].at / 2)


def test_bot_without_a_solution_never_completes() -> None:
    game = Game(Rules(), lexicon=VOCABULARY)
    state = game.deal([PLAIN, LOSER])
    plans = follow(game, state, Bot(seed=2, lexicon=VOCABULARY), seat=1)
    assert plans and all(isinstance(p.action, Arrange) for p in plans)
    # It placed its best partial arrangement: OX, JO, QI leave the fewest points.
    expected = best_partial(LOSER, VOCABULARY, budget=PARTIAL_BUDGET)
    assert plans[-1].action.words == expected.words


def test_bot_exchange_policy_gives_back_its_unused_tiles() -> None:
    game = Game(Rules(), lexicon=VOCABULARY)
    state = game.apply(game.deal([PLAIN, LOSER]), TimeUp(at=300.0))
    bot = Bot(Skill(), seed=3, lexicon=VOCABULARY)
    plan = bot.plan(game.view(state, 1), state.now)
    assert plan is not None and isinstance(plan.action, Exchange) and plan.at > 300.0
    assert plan.action.tiles == best_partial(LOSER, VOCABULARY, budget=PARTIAL_BUDGET).unused
    # A bot that can complete its hand keeps it.
    keeper = Bot(Skill(), seed=3, lexicon=VOCABULARY).plan(game.view(state, 0), state.now)
    assert keeper is not None and keeper.action == Exchange(0, (), at=keeper.at)


def test_bot_errors_are_caught_by_challenges_at_the_end() -> None:
    game = Game(Rules(), lexicon=VOCABULARY)
    clumsy = Bot(Skill(error_rate=1.0), seed=5, lexicon=VOCABULARY)
    idle = Bot(Skill(), seed=6, lexicon=Lexicon.from_words(["zz"]))
    _, result = simulate_round(game, [clumsy, idle], random.Random(1),
                                   state=game.deal([PLAIN, LOSER]))
    assert result.winners == () and result.breakdowns[0].challenged
    (slip,) = result.breakdowns[0].invalid_words
    assert sorted(slip) == sorted("planet") and slip not in VOCABULARY


def test_bot_fixes_a_declaration_rejected_at_once() -> None:
    game = Game(Rules(challenges="immediate"), lexicon=VOCABULARY)
    clumsy = Bot(Skill(error_rate=1.0), seed=5, lexicon=VOCABULARY)
    idle = Bot(Skill(), seed=6, lexicon=Lexicon.from_words(["zz"]))
    _, result = simulate_round(game, [clumsy, idle], random.Random(1),
                                   state=game.deal([PLAIN, LOSER]))
    assert result.winners == (0,)
    declarations = [e for e in result.events if isinstance(e.action, Declare)]
    assert len(declarations) == 2 and declarations[-1].action.words == PLAIN_WORDS


def test_bot_vocabulary_is_its_skill_level() -> None:
    assert Bot(Skill.named("beginner")).lexicon is Lexicon.default(35, contractions=True)
    assert "don't" in Bot(Skill.named("expert")).lexicon


def test_bot_keeps_thinking_across_flips_when_it_keeps_its_hand() -> None:
    # With a 20-second timer the bot cannot finish in one flip; it keeps its hand and wins later.
    game = Game(Rules(timer=20.0, exchange_time=1.0), lexicon=VOCABULARY)
    bot = Bot(Skill(), seed=1, lexicon=VOCABULARY)
    idle = Bot(Skill(), seed=2, lexicon=Lexicon.from_words(["zz"]))
    _, result = simulate_round(game, [bot, idle], random.Random(3), state=game.deal([PLAIN, LOSER]))
    assert result.winners == (0,) and result.extra["flips"] > 1
    exchanges = [e.action for e in result.events if isinstance(e.action, Exchange)]
    assert all(a.tiles == () for a in exchanges if a.player == 0)
