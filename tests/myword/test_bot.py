"""The bot's documented time model, vocabulary, policies, errors and free-card choice."""

from __future__ import annotations

import math
import random

import pytest

from wordgames.errors import InvalidInput
from wordgames.kit.agents import Skill
from wordgames.kit.protocol import Plan
from wordgames.lexicon import Lexicon
from wordgames.myword import as_table
from wordgames.myword.bot import Bot, _claims
from wordgames.myword.game import Claim, Game, Pile, Rules, State, TakeFreeCard

LEX = Lexicon({"cat": 10, "act": 20, "cats": 10, "scat": 80}, name="tiny")
GAME = Game(Rules(), LEX)
STEADY = Skill(level=70, speed=1.0, error_rate=0.0, spread=0.0)  # no randomness in delays


def state_with(faces: list[str], now: float = 0.0, players: int = 2) -> State:
    return State(
        players=players,
        dealer=0,
        deck=(),
        table=as_table(faces),
        piles=(Pile(),) * players,
        now=now,
        pace_from=now,
    )


def plan_of(bot: Bot, state: State, player: int = 1) -> Plan | None:
    return bot.plan(GAME.view(state, player), state.now)


def test_notice_delay_grows_with_rarity_and_length_and_shrinks_with_speed() -> None:
    bot = Bot(STEADY)
    assert bot.difficulty("cats", 10) > bot.difficulty("cat", 10)
    assert bot.difficulty("cat", 70) > bot.difficulty("cat", 10)
    state = state_with(["C", "A", "T"], now=2.0)
    slow = plan_of(Bot(STEADY), state)
    fast = plan_of(Bot(Skill(level=70, speed=2.0, error_rate=0.0, spread=0.0)), state)
    assert slow is not None and fast is not None
    assert slow.at == pytest.approx(2.0 + 4.0)  # base 4 s for a common three-letter word
    assert fast.at == pytest.approx(2.0 + 2.0)


def test_first_noticed_policy_calls_the_first_word_it_notices() -> None:
    plan = plan_of(Bot(STEADY), state_with(["C", "A", "T", "S"]))
    assert plan is not None and isinstance(plan.action, Claim)
    assert plan.action.word == "cat" and plan.at == pytest.approx(4.0)
    assert plan.action.cards == (0, 1, 2)


def test_longest_policy_takes_a_short_look_and_calls_the_longest() -> None:
    plan = plan_of(Bot(STEADY, policy="longest"), state_with(["C", "A", "T", "S"]))
    assert plan is not None and isinstance(plan.action, Claim)
    # CAT at 4 s, CATS at 5 s (4 letters: 25 % longer), the look ends at 5.5 s.
    assert plan.action.word == "cats" and plan.at == pytest.approx(5.5)


def test_bot_knows_only_words_up_to_its_level() -> None:
    novice = Skill(level=10, speed=1.0, error_rate=0.0, spread=0.0)
    plan = plan_of(Bot(novice, policy="longest", look=100.0), state_with(["S", "C", "A", "T"]))
    assert plan is not None and isinstance(plan.action, Claim)
    assert plan.action.word == "cats"  # SCAT (level 80) and ACT (level 20) are unknown
    assert plan_of(Bot(novice), state_with(["S", "C", "T", "?"], players=2)) is not None
    only_rare = Lexicon({"scat": 80}, name="rare")
    view = Game(Rules(), only_rare).view(state_with(["S", "C", "A", "T"]), 1)
    assert Bot(novice).plan(view, 0.0) is None


def test_notice_times_hold_while_the_word_stays_on_the_table() -> None:
    bot = Bot(Skill(level=70, spread=0.5, error_rate=0.0), seed=4)
    state = state_with(["C", "A", "T"])
    first = plan_of(bot, state)
    later = plan_of(bot, state_with(["C", "A", "T", "Q"], now=1.0))
    assert first is not None and later is not None and first.at == later.at


def test_bot_errs_at_its_error_rate_with_a_non_word_from_the_same_cards() -> None:
    sloppy = Skill(level=70, speed=1.0, error_rate=1.0, spread=0.0)
    state = state_with(["C", "A", "T"])
    plan = plan_of(Bot(sloppy, seed=1), state)
    assert plan is not None and isinstance(plan.action, Claim)
    assert plan.action.word not in LEX and sorted(plan.action.word) == sorted("cat")
    after = GAME.apply(state, plan.action)
    assert after.piles[1].invalid_claims == 1 and after.owed == (0,)


def test_bot_looks_again_after_a_word_was_turned_down() -> None:
    sloppy = Skill(level=70, speed=1.0, error_rate=1.0, spread=0.0)
    bot = Bot(sloppy, seed=1)
    state = state_with(["C", "A", "T", "X"])
    plan = plan_of(bot, state)
    assert plan is not None
    after = GAME.apply(state, plan.action)
    after = GAME.apply(after, TakeFreeCard(0, card=3, at=5.0))
    replan = plan_of(bot, after)
    assert replan is not None and replan.at == pytest.approx(5.0 + 4.0)


def test_bot_takes_an_owed_free_card_by_its_policy() -> None:
    state = state_with(["C", "A", "?", "T"], players=2)
    bad = GAME.apply(state, Claim(0, (0, 1, 3), "tac", at=1.0))
    plan = Bot(STEADY).plan(GAME.view(bad, 1), 1.0)
    assert plan == Plan(2.0, TakeFreeCard(1, card=2, at=2.0))  # the '?', after 1 s
    assert Bot(STEADY).plan(GAME.view(bad, 0), 1.0) is None  # the caller waits


def test_same_seed_same_bot() -> None:
    state = state_with(["C", "A", "T", "S"])
    skill = Skill(level=70)
    assert plan_of(Bot(skill, seed=9), state) == plan_of(Bot(skill, seed=9), state)


def test_bad_bot_options_raise_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="policy"):
        Bot(policy="fastest")
    with pytest.raises(InvalidInput, match="look"):
        Bot(look=-1.0)


def test_log_normal_spread_varies_delays() -> None:
    delays = set()
    for seed in range(5):
        plan = plan_of(Bot(Skill(level=70, error_rate=0.0), seed=seed), state_with(["C", "A", "T"]))
        assert plan is not None
        delays.add(round(plan.at, 6))
    assert len(delays) == 5
    assert all(0 < d < 4.0 * math.exp(3) for d in delays)


def test_bot_forgets_the_last_round_when_told_a_round_begins() -> None:
    bot = Bot(STEADY)
    plan_of(bot, state_with(["C", "A", "T"], now=50.0))
    fresh = state_with(["C", "A", "T"], now=0.0)
    bot.begin_round(GAME.view(fresh, 1), random.Random(0))
    plan = plan_of(bot, fresh)
    assert plan is not None and plan.at == pytest.approx(4.0)


def test_bot_draws_from_the_stream_the_round_gives_it() -> None:
    skill = Skill(level=70, error_rate=0.0)
    state = state_with(["C", "A", "T"])
    plans = []
    for seed in (1, 1, 2):
        bot = Bot(skill, seed=99)
        bot.begin_round(GAME.view(state, 1), random.Random(seed))
        plans.append(plan_of(bot, state))
    assert plans[0] == plans[1] != plans[2]


def test_notice_times_are_skill_delay_and_errs_draws_to_the_bit() -> None:
    # The bot writes rng.gauss out for speed: its times and mistakes on growing tables are
    # exactly Skill.delay's and Skill.errs' on the same stream, word by word in sorted order,
    # with an odd number of gauss draws in between (gauss keeps its second value).
    lex = Lexicon.default()
    skill = Skill.named("beginner")
    deck = ["C", "A", "T", "S", "E", "R", "ND", "?", "O", "P", "L", "IN", "G"]
    for seed in range(20):
        cards = list(deck)
        random.Random(seed).shuffle(cards)
        bot = Bot(skill)
        bot.rng = random.Random(seed)
        reference = random.Random(seed)
        expected: dict[str, tuple[float, bool]] = {}
        for size in range(3, len(cards) + 1):
            now = float(size)
            # Noticing alone: a plan would draw too when it garbles a word to mis-call.
            bot._notice(_claims(as_table(cards[:size]), lex, 3), lex, now)
            for word in sorted(bot._noticed.keys() - expected.keys()):
                median = bot._median(word, lex)
                if median is None:
                    expected[word] = (math.inf, False)
                    continue
                at = now + skill.delay(reference, bot.base, median * skill.speed / bot.base)
                expected[word] = (at, skill.errs(reference))
            assert bot._noticed == expected
        assert len(expected) > 50 and any(e for _, e in expected.values())


def test_a_simulated_game_leaves_no_garbage_for_the_cycle_collector() -> None:
    # Reference cycles made per call (a closure naming itself) were a tenth of a simulation's
    # time in collector sweeps: with the collector off, three seeded games of four bots of
    # every preset leave nothing for it to find.
    import gc

    from wordgames import GAMES
    from wordgames.play.table import play_match

    info = GAMES["myword"]
    game = info.game()
    play_match(game, [info.bot(s) for s in ("beginner", "student", "adult", "expert")], 0)
    was_on = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        for seed in (1, 2, 3):
            bots = [info.bot(s) for s in ("beginner", "student", "adult", "expert")]
            assert play_match(game, bots, seed).rounds
        assert gc.collect() == 0
    finally:
        if was_on:
            gc.enable()
