"""Claims: each rule of 'Allowable Words' has a test named after it; the rulebook's examples."""

from __future__ import annotations

from collections import Counter

import pytest

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.myword import Card, Failure, as_table, cards_for, check_claim, find_claims

# -- the rulebook's worked examples ------------------------------------------------------------


def test_rulebook_end_with_e_and_nd_is_not_allowed(lex: Lexicon) -> None:
    check = check_claim(["E", "ND"], "end", lex)
    assert not check.ok
    assert check.failures == (Failure.TOO_FEW_CARDS,)
    assert "2 cards" in check.reasons[0]
    # The same word from three cards is fine.
    assert check_claim(["E", "N", "D"], "end", lex).ok


def test_rulebook_hues_cannot_be_spelled_with_sh_u_e(lex: Lexicon) -> None:
    check = check_claim(["SH", "U", "E"], "hues", lex)
    assert check.failures == (Failure.NOT_SPELLED,)
    assert "hues" not in find_claims(["SH", "U", "E"], lex)


def test_rulebook_mask_with_m_k_and_double_wild(lex: Lexicon) -> None:
    check = check_claim(["M", "K", "??"], "mask", lex)
    assert check.ok
    assert check.spelling is not None
    assert check.spelling.tiles == ("M", "??", "K")
    assert check.spelling.letters == ("m", "as", "k")
    # The spotter finds it too, with the cards in word order.
    assert find_claims(["M", "K", "??"], lex)["mask"] == (Card(0, "M"), Card(2, "??"), Card(1, "K"))


# -- Allowable Words, one test per rule ---------------------------------------------------------


def test_words_need_three_or_more_cards_not_letters(lex: Lexicon) -> None:
    assert check_claim(["ST", "EN", "CH"], "stench", lex).ok  # 3 cards, 6 letters
    assert check_claim(["ST", "AN"], "stan", Lexicon.from_words(["stan"])).failures == (
        Failure.TOO_FEW_CARDS,
    )
    assert check_claim(["C", "A", "T"], "cat", lex).ok


def test_min_cards_variant_four_cards_for_a_more_challenging_game(lex: Lexicon) -> None:
    assert check_claim(["C", "A", "T"], "cat", lex, min_cards=4).failures == (
        Failure.TOO_FEW_CARDS,
    )
    assert check_claim(["C", "A", "T", "S"], "cats", lex, min_cards=4).ok
    assert "cat" not in find_claims(["C", "A", "T", "S"], lex, min_cards=4)
    assert "cats" in find_claims(["C", "A", "T", "S"], lex, min_cards=4)


def test_min_cards_variant_two_cards_for_young_players(lex: Lexicon) -> None:
    assert check_claim(["E", "ND"], "end", lex, min_cards=2).ok
    assert "end" in find_claims(["E", "ND"], lex, min_cards=2)


def test_cards_may_be_used_in_any_order_regardless_of_location(lex: Lexicon) -> None:
    table = as_table(["T", "A", "C"])
    assert check_claim(table, "cat", lex).ok
    assert check_claim(table[::-1], "act", lex).ok
    assert set(find_claims(table, lex)) == {"act", "cat"}


def test_every_chosen_card_must_be_used(lex: Lexicon) -> None:
    check = check_claim(["C", "A", "T", "S"], "cat", lex)
    assert check.failures == (Failure.NOT_SPELLED,)
    assert "cover 4 letters" in check.reasons[0]


def test_double_letter_cards_keep_their_letters_together_and_in_order(lex: Lexicon) -> None:
    assert check_claim(["SH", "E", "D"], "shed", lex).ok
    assert check_claim(["SH", "I", "F"], "fish", lex).ok  # the card may go anywhere
    # 'HS' reversed, or S and H split apart, is not allowed.
    assert check_claim(["SH", "O", "T"], "host", lex).failures == (Failure.NOT_SPELLED,)
    assert check_claim(["SH", "A", "E"], "heas", Lexicon.from_words(["heas"])).failures == (
        Failure.NOT_SPELLED,
    )


def test_single_wild_stands_for_any_one_letter(lex: Lexicon) -> None:
    check = check_claim(["C", "?", "T"], "cut", lex)
    assert check.ok and check.spelling is not None
    assert check.spelling.letters == ("c", "u", "t")
    assert check_claim(["C", "?", "T"], "cart", lex).failures == (Failure.NOT_SPELLED,)


def test_double_wild_stands_for_two_adjacent_letters_not_necessarily_the_same(
    lex: Lexicon,
) -> None:
    assert check_claim(["B", "??", "K"], "book", lex).ok  # the same two letters
    assert check_claim(["B", "??", "K"], "bask", lex).ok  # two different letters
    # Its letters must be adjacent: B ?? K cannot spell BAKE (B, A, K, E: ?? would split).
    assert check_claim(["B", "??", "K"], "bake", lex).failures == (Failure.NOT_SPELLED,)


def test_word_must_be_in_the_dictionary(lex: Lexicon) -> None:
    check = check_claim(["C", "T", "A"], "cta", lex)
    assert check.failures == (Failure.NOT_ALLOWED,)
    assert "not in the word list" in check.reasons[0]


def test_capitalised_words_are_not_allowed(lex: Lexicon) -> None:
    assert check_claim(["P", "A", "R", "I", "S"], "paris", lex).failures == (
        Failure.NOT_ALLOWED,
    )
    assert "paris" not in find_claims(["P", "A", "R", "I", "S"], lex)


def test_words_needing_apostrophes_or_hyphens_are_not_allowed() -> None:
    lex = Lexicon.from_words(["don't", "x-ray", "dont"])
    assert check_claim(["D", "O", "N", "?", "T"], "don't", lex).failures == (
        Failure.NOT_SPELLED,
        Failure.NOT_ALLOWED,
    )
    check = check_claim(["X", "?", "R", "A", "Y"], "x-ray", lex)
    assert Failure.NOT_ALLOWED in check.failures
    assert "apostrophe or hyphen" in check.reasons[-1]
    # The spotter never offers them, even when wild cards could cover the letters.
    assert set(find_claims(["D", "O", "N", "?", "T", "X", "R", "A", "Y"], lex)) == {"dont"}


def test_plurals_and_past_tenses_are_allowed(lex: Lexicon) -> None:
    assert check_claim(["M", "A", "S", "K", "S"], "masks", lex).ok
    assert check_claim(["W", "A", "L", "K", "ED"], "walked", Lexicon.from_words(["walked"])).ok
    assert check_claim(["W", "A", "L", "K", "E", "D"], "walked", lex).ok


def test_all_failing_conditions_are_reported(lex: Lexicon) -> None:
    check = check_claim(["Q", "X"], "qxz", lex)
    assert check.failures == (Failure.TOO_FEW_CARDS, Failure.NOT_SPELLED, Failure.NOT_ALLOWED)
    assert str(check).startswith("QXZ: not allowed: 2 cards")


# -- bad input ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "message"),
    [("", "empty"), ("   ", "empty"), ("m4sk", "a digit"), ("ma sk", "a space"), ("mask!", "'!'")],
)
def test_bad_words_raise_invalid_input(lex: Lexicon, word: str, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        check_claim(["M", "A", "S", "K"], word, lex)


def test_unknown_card_face_raises_invalid_input(lex: Lexicon) -> None:
    with pytest.raises(InvalidInput, match="unknown tile 'A1'"):
        check_claim(["A1", "B", "C"], "abc", lex)
    with pytest.raises(InvalidInput, match="unknown tile"):
        find_claims(["A", "$"], lex)


def test_same_card_twice_raises_illegal_action(lex: Lexicon) -> None:
    card = Card(4, "A")
    with pytest.raises(IllegalAction, match="twice in the claim"):
        check_claim([card, Card(5, "T"), card], "ata", lex)


def test_cards_as_one_string_raise_invalid_input(lex: Lexicon) -> None:
    with pytest.raises(InvalidInput, match="not the string"):
        check_claim("MASK", "mask", lex)
    with pytest.raises(InvalidInput, match="not the string"):
        find_claims("MASK", lex)


# -- the cards a player would pick --------------------------------------------------------------


def test_spotter_prefers_the_set_with_the_most_cards(lex: Lexicon) -> None:
    table = as_table(["ND", "E", "N", "D", "T"])
    assert find_claims(table, lex)["tend"] == (
        Card(4, "T"),
        Card(1, "E"),
        Card(2, "N"),
        Card(3, "D"),
    )
    # With only the double card left, it is used.
    assert find_claims(as_table(["ND", "E", "T", "S"]), lex)["tends"] == (
        Card(2, "T"),
        Card(1, "E"),
        Card(0, "ND"),
        Card(3, "S"),
    )


def test_cards_for_a_word_the_table_cannot_spell_is_illegal(lex: Lexicon) -> None:
    with pytest.raises(IllegalAction, match="cannot spell HUES"):
        cards_for(as_table(["SH", "U", "E"]), "hues")


def test_claims_mapping_is_case_insensitive_and_complete_on_a_small_table(lex: Lexicon) -> None:
    claims = find_claims(["C", "A", "T", "S"], lex)
    assert "CATS" in claims and claims["Cats"] == claims["cats"]
    # Complete: exactly the lexicon's words that some 3 or 4 of the cards spell.
    expected = {
        w for w in lex if len(w) >= 3 and w.isalpha() and not Counter(w) - Counter("cats")
    }
    assert set(claims) == expected
    with pytest.raises(KeyError):
        claims["dog"]
