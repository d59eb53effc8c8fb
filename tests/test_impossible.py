"""The cheap proofs that a rack is hopeless are sound: whenever one says impossible, the exact
search finds nothing (Word Storm: every crossword shape of a small rack; Five Tiers: the exact
cover). And ``solve`` answers such a rack with the reason, without a search for every tile."""

from __future__ import annotations

import random
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.fivetiers import solver as ft
from wordgames.lexicon import Lexicon
from wordgames.wordstorm import search
from wordgames.wordstorm.impossible import impossible_reason
from wordgames.wordstorm.solver import IMPOSSIBLE, solve

WORDS = ["cat", "act", "at", "ta", "to", "oat", "dog", "god", "go", "xi", "qi", "ax", "ox",
         "zoo", "zap", "pa", "ad", "do", "cod", "tax", "quiz", "it", "ti", "in", "inn"]
LEX = Lexicon.from_words(WORDS)
SOUND = settings(max_examples=300, deadline=None)


@SOUND
@given(st.lists(st.sampled_from("ACTODGXIQZPUN?"), min_size=2, max_size=6))
def test_a_word_storm_proof_never_calls_a_solvable_rack_impossible(rack: list[str]) -> None:
    reason = impossible_reason(rack, LEX)
    if reason is not None:
        found = search._exhaustive(rack, LEX, None, 10**9, time.perf_counter() + 600)
        assert found is None, (rack, reason, found)


def test_the_word_storm_proofs_say_why() -> None:
    assert impossible_reason(list("CATQ"), LEX) == "no word from these tiles uses the Q"
    assert impossible_reason(list("CATXIJ"), LEX) == "no word from these tiles uses the J"
    assert impossible_reason(list("INNDOG"), LEX) == (
        "no crossword joins the D, G, O to the I, N: no word from these tiles links them")
    assert impossible_reason(list("CATO"), LEX) is None  # TACO is no word, but OAT crosses CAT


def test_solve_answers_a_hopeless_rack_with_its_reason_and_the_rest_placed() -> None:
    lex = Lexicon.default()
    rack = list("DECEDAQANOKHMNANEYZVE")
    solution = solve(rack, lex, time_limit=20.0, max_steps=50_000)
    assert solution.status == IMPOSSIBLE and not solution.complete
    assert solution.reason == "no word from these tiles uses the Q"
    assert "Q" in solution.leftover
    assert sorted([*solution.grid.tiles(), *solution.leftover]) == sorted(rack)


@st.composite
def five_tier_hands(draw: st.DrawFn) -> list[str]:
    """20 tiles: five words of the small lexicon, some of their tiles changed."""
    words = ["be", "cat", "dogs", "apple", "orange"]
    hand = [ch.upper() for w in words for ch in w]
    for _ in range(draw(st.integers(0, 3))):
        hand[draw(st.integers(0, 19))] = draw(st.sampled_from("ABCDEGLNOPRSTQZ?'"))
    return hand


FT_LEX = Lexicon.from_words(["be", "by", "cat", "act", "dogs", "gods", "apple", "ample",
                             "orange", "organs", "don't", "it's", "pears", "spare", "bet",
                             "zap", "quite"])


@SOUND
@given(five_tier_hands())
def test_a_five_tiers_proof_never_calls_a_solvable_hand_impossible(hand: list[str]) -> None:
    reason = ft.impossible_reason(hand, FT_LEX)
    if reason is not None:
        assert ft.solve(hand, FT_LEX) is None, (hand, reason)


def test_the_five_tiers_proofs_say_why() -> None:
    base = list("BECATDOGSAPPLEORANGE")
    assert ft.impossible_reason(base, FT_LEX) is None
    assert ft.impossible_reason([*base[:-1], "Q"], FT_LEX) == (
        "no word of 2 to 6 tiles from this hand uses the Q")
    assert ft.impossible_reason(list("BECATDOGSAPPLEEEEEEE"), FT_LEX) == (
        "no word of 6 tiles can be spelled from this hand")
    apostrophe = Lexicon.from_words(["be", "cat", "don't", "apple", "orange", "dogs"])
    hand = [*"BECATDOGS", "D", "O", "N", "'", "T", *"ORANG?"]  # DON'T takes the apostrophe
    assert ft.impossible_reason(hand, apostrophe) is None
    assert ft.solve(hand, apostrophe) is not None
    rng = random.Random(4)
    for _ in range(50):  # the proof agrees with the exact search on random hands it decides
        hand = rng.sample(base * 2, 20)
        if ft.impossible_reason(hand, FT_LEX) is not None:
            assert ft.solve(hand, FT_LEX) is None
