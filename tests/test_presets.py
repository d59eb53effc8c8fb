"""Levels of play (wordgames.play.presets) and hints at a player's level (wordgames.play.hints)."""

from __future__ import annotations

import random

import pytest

from wordgames import GAMES
from wordgames.classroom import make_exercise
from wordgames.errors import InvalidInput
from wordgames.fivetiers.hints import hint_at
from wordgames.kit.agents import Skill
from wordgames.lexicon import Lexicon
from wordgames.myword.cards import Card
from wordgames.myword.claims import find_claims
from wordgames.myword.exercise import target_cards
from wordgames.play.hints import first_found, levels_for, not_for_a_class
from wordgames.play.presets import DEFAULT, NAMES, PRESETS, HintRule, preset
from wordgames.play.runner import simulate_round
from wordgames.sim.tables import child


def test_every_level_has_every_game_with_a_skill_a_level_and_rules() -> None:
    assert tuple(PRESETS) == NAMES == ("easy", "normal", "hard", "expert") and DEFAULT == "easy"
    for name in NAMES:
        for game in ("myword", "fivetiers", "wordstorm"):
            chosen = PRESETS[name][game]
            assert isinstance(chosen.skill, Skill) and chosen.game == game
            assert isinstance(chosen.rules(), GAMES[game].rules)
    # Each level's bots know more words and are quicker than the level below.
    for game in ("myword", "fivetiers", "wordstorm"):
        skills = [PRESETS[name][game].skill for name in NAMES]
        assert [s.level for s in skills] == sorted(s.level for s in skills)
        assert [s.speed for s in skills] == sorted(s.speed for s in skills)
    assert PRESETS["easy"]["fivetiers"].rules().timer > PRESETS["hard"]["fivetiers"].rules().timer


def test_a_preset_gives_its_bot_and_rules_with_more_options() -> None:
    easy = preset("easy", "myword")
    assert easy.bot(seed=1)._skill == easy.skill
    assert easy.rules(min_cards=4).min_cards == 4 and easy.rules().seconds_per_card == 3.0
    with pytest.raises(InvalidInput, match="no level 'medium'"):
        preset("medium", "myword")
    with pytest.raises(InvalidInput, match="no game 'chess'"):
        preset("easy", "chess")


def test_easy_bots_leave_a_child_more_than_the_rulebooks_adult_bots() -> None:
    info = GAMES["myword"]
    shares = {}
    for label, skill, rules in (("easy", PRESETS["easy"]["myword"].skill,
                                 PRESETS["easy"]["myword"].rules()),
                                ("adult", Skill.named("adult"), info.rules())):
        game = info.game(rules=rules, lexicon=info.default_lexicon(rules))
        won = total = 0
        for seed in range(3):
            agents = [child("myword", seed), *(info.bot(skill, seed=seed + s) for s in (1, 2, 3))]
            _, result = simulate_round(game, agents, random.Random(seed))
            won += result.scores[0]
            total += sum(result.scores)
        shares[label] = won / total
    assert shares["easy"] > 0.15 > shares["adult"]


def test_hint_rule_costs_and_limits() -> None:
    rule = HintRule(cost=10, most=3)
    assert rule.charge(90, hints=5) == 40 and rule.charge(30, hints=5) == 0
    assert rule.charge(12, hints=2, lowest_wins=True) == 32
    assert rule.allows(2) and not rule.allows(3) and HintRule(most=None).allows(99)
    with pytest.raises(InvalidInput):
        HintRule(cost=-1)


def test_hints_come_from_the_players_level() -> None:
    lexicon = Lexicon.default(70)

    def myword_hint(faces: str, level: int | None = None) -> str | None:
        cards = tuple(Card(i, face) for i, face in enumerate(faces))
        found = first_found(lambda words: find_claims(cards, words, 3), lexicon, level)
        return str(found.longest()[0]) if found else None

    assert myword_hint("JIVER") == "jiver"
    assert myword_hint("JIVER", level=20) is None  # IRE is above an Easy level
    child_hint = myword_hint("QUIRES", level=20)
    assert child_hint is not None and (lexicon.level(child_hint) or 0) <= 20
    # The player's level, less the words not for a class (SEX): no hint offers them.
    fifty = lexicon.at_level(50)
    assert [len(x) for x in levels_for(lexicon, 50)] == [
        len(fifty) - len([w for w in not_for_a_class() if w in fifty])]
    assert "sex" not in next(levels_for(lexicon, 50))
    rack = list("QUIRESJAAVANEDOGCATS")
    found = first_found(lambda words: hint_at(tuple(rack), (None,) * 5, words), lexicon, 20)
    assert found is not None and (lexicon.level(found[1]) or 0) <= 20


def test_in_a_my_word_exercise_the_bots_leave_the_targets_alone() -> None:
    deal = make_exercise("myword", ["cat", "dog", "rain"], seed=3)
    game = deal.game()
    state = deal.new_round(players=3, seed=1)
    bots = deal.bots(players=3, level="expert")
    student = child("myword", seed=9)
    state, _ = simulate_round(game, [student, *bots], random.Random(4), state=state)
    protected = set(target_cards(deal.solution))
    for seat in (1, 2):
        taken = {c.id for c in state.piles[seat].cards}
        assert not taken & protected
    assert {c.id for c in state.piles[0].cards} & protected
