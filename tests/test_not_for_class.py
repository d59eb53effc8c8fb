"""Words not for a class (issue 34): one list, left out of hints, bots and a child's levels,
and never in a meaning shown for an everyday word."""

from __future__ import annotations

import re

import pytest

from wordgames.classroom import meaning
from wordgames.lexicon import CHILD_LEVEL, Lexicon, for_class, not_for_class
from wordgames.myword.bot import Bot as MyWordBot
from wordgames.play.hints import levels_for

#: Words that mean sex in any meaning shown to a child.
SEXUAL = frozenset(
    "sexual sexually horny seduce seduces lust lustful whores clitoris testicles foreskin "
    "castrated copulation intercourse erotic amorous promiscuity obscenities gamete".split())


def test_the_list_holds_the_issues_words_with_their_forms_and_not_everyday_ones() -> None:
    unfit = not_for_class()
    for word in ("sex", "sexes", "sexy", "ogling", "ogled", "heroin", "cocaine", "naked",
                 "prostitutes", "fuck"):
        assert word in unfit, word
    for word in ("cat", "mate", "shrimp", "strip", "crack", "joint", "gay", "drug", "taco"):
        assert word not in unfit, word


def test_a_childs_levels_leave_them_out_and_the_family_filter_decides() -> None:
    assert "sex" not in Lexicon.default(CHILD_LEVEL)
    assert "sex" in Lexicon.default(70)  # an adult's dictionary: a word, not for hints
    assert "sex" in Lexicon.default(20, family_friendly=False)
    assert "cat" in Lexicon.default(10)


def test_hints_never_offer_them_at_any_level() -> None:
    lexicon = Lexicon.default(80)
    for level in (None, 20, 50, 80):
        for words in levels_for(lexicon, level):
            assert "sex" not in words and "naked" not in words
    assert "sex" not in for_class(lexicon) and "lends" in for_class(lexicon)


def test_a_word_storm_hint_says_no_sex() -> None:
    from wordgames.wordstorm.grid import Grid
    from wordgames.wordstorm.hints import hint_words

    for words in levels_for(Lexicon.default(70), 20):
        found = hint_words(("S", "E", "X", "L", "E", "N", "D", "S"), Grid(), words, None)
        assert "sex" not in found


def test_bots_do_not_play_them() -> None:
    lexicon = Lexicon.default(80)
    assert MyWordBot("expert")._median("sex", lexicon) is None
    assert MyWordBot("expert")._median("lends", lexicon) is not None
    from wordgames.fivetiers.bot import Bot as FiveTiersBot

    assert "sex" not in FiveTiersBot("expert").lexicon


@pytest.mark.parametrize("seed", [105, 143])
def test_a_five_tiers_bot_plays_none_of_them_in_a_round(seed: int) -> None:
    # These Easy rounds' bots once played SEXES and SEX: a round gave them its own dictionary.
    from wordgames.classroom.progress import words_made
    from wordgames.play.table import Table

    table = Table("fivetiers", ["person", "easy", "easy"], seed=seed, clock="simulated",
                  preset="easy")
    table.start()
    table.play_round()
    made = {w for player in (1, 2) for w in words_made(table.game, table.state, player)}
    assert made and not made & not_for_class()


@pytest.mark.parametrize("level", [10, 20, 35])
def test_no_meaning_shown_for_a_childs_word_has_sexual_content(level: int) -> None:
    found = []
    words = Lexicon.default(level)
    for word in words:
        if words.level(word) != level:
            continue
        shown = meaning(word) or ""
        if set(re.findall(r"[a-z]+", shown.lower())) & SEXUAL:
            found.append(f"{word}: {shown}")
    assert found == []
