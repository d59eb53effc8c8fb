"""What the games say, in a child's words (wordgames.play.plainwords)."""

from __future__ import annotations

import re

import pytest

from wordgames.errors import IllegalAction
from wordgames.lexicon import Lexicon
from wordgames.myword.claims import check_claim
from wordgames.play.plainwords import RETOLD, for_a_child, word_verdict


@pytest.fixture(scope="module")
def lex() -> Lexicon:
    return Lexicon.default()


@pytest.mark.parametrize("word", ["chlid", "tinal", "plante", "nnea", "zorbling"])
def test_a_misspelling_is_never_ok(lex: Lexicon, word: str) -> None:
    verdict = word_verdict(word, lex)
    assert not verdict.ok and verdict.kind == "unknown"
    assert verdict.text.startswith(f"{word.upper()} is not a word we know. Check the spelling")


def test_the_word_meant_is_offered(lex: Lexicon) -> None:
    assert word_verdict("chlid", lex).meant == "child"
    assert word_verdict("CHLID", lex).text == (
        "CHLID is not a word we know. Check the spelling: did you mean CHILD?")
    assert word_verdict("cloud", lex).ok and word_verdict("cloud", lex).kind == "word"
    assert word_verdict("zorbling", lex, targets=["zorbling"]).ok  # the teacher's word


def test_the_games_refusals_are_retold(lex: Lexicon) -> None:
    check = check_claim([], "child", lex)
    told = for_a_child("; ".join(check.reasons))
    assert "cover" not in told and "0 letters" not in told
    assert told.startswith("A word needs at least 3 cards. You picked 0.")
    assert for_a_child(IllegalAction("player(s) 1, 2, 3 still take a free card")) == (
        "Wait a moment: the other players are taking their free cards.")
    assert for_a_child("CHLID is not in the word list (SCOWL 70)") == (
        "CHLID is not a word we know. Check the spelling.")
    assert for_a_child("the centre is empty: call Done, not Word Storm") == (
        "No tiles are left in the middle: call Done!")


def test_every_retelling_is_plain() -> None:
    for pattern, said in RETOLD:
        if isinstance(said, str):
            plain = re.sub(r"\\g<\w+>", "X", said)
            assert not re.search(r"player\(s\)|cover|#\d|\bp\b", plain), pattern.pattern
            assert plain[0].isupper() or plain.startswith("X"), pattern.pattern


def test_five_tiers_declaring_too_soon_says_which_rows_are_empty() -> None:
    from wordgames.fivetiers.placing import place_all

    with pytest.raises(IllegalAction) as refused:
        place_all(["at", None, "bead", None, None], list("ATBEADXXXXXXXXXXXXXX"))
    assert for_a_child(refused.value) == (
        "You need all five words first. Still empty: the 3-tile, 5-tile and 6-tile rows.")
    assert for_a_child("a declaration needs all five words; empty tier: 6 tiles") == (
        "You need all five words first. Still empty: the 6-tile row.")
    assert "tier" not in for_a_child(
        "'cat' takes 3 tiles, so it cannot go in the 4-tile tier")
