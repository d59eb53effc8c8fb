"""The word spotter is complete (agrees with brute force) and every claim it offers is valid."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon
from wordgames.myword import check_claim, find_claims, spotter
from wordgames.myword.spotter import (
    CardCounts,
    _by_counts,
    _listed,
    _search,
    claimable_words,
    grown,
    spellable,
)

from .conftest import brute_force

DECK = TileSet.load("myword").tiles()
FACES = sorted(set(DECK))

#: Real tables: cards drawn from the deck without replacement.
deck_tables = st.permutations(DECK).flatmap(
    lambda cards: st.integers(3, 7).map(lambda n: list(cards[:n]))
)
#: Any faces, repeats allowed: two '??', the same double card twice (the spotter's slow path).
any_tables = st.lists(st.sampled_from(FACES), min_size=3, max_size=6)
#: Tables rich in wilds and double cards, where the bitset reasoning is subtle.
tricky_tables = st.lists(
    st.sampled_from(
        ["?", "??", "ER", "RE", "IN", "ND", "AN", "ST", "TH", "SH", "E", "A", "T", "S"]
    ),
    min_size=3,
    max_size=6,
)

SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@SETTINGS
@given(table=deck_tables, min_cards=st.sampled_from([2, 3, 4]))
def test_spotter_agrees_with_brute_force_on_deck_tables(
    small_lex: Lexicon, table: list[str], min_cards: int
) -> None:
    assert set(find_claims(table, small_lex, min_cards)) == brute_force(
        table, small_lex, min_cards
    )


@SETTINGS
@given(table=any_tables, min_cards=st.sampled_from([2, 3]))
def test_spotter_agrees_with_brute_force_on_any_faces(
    small_lex: Lexicon, table: list[str], min_cards: int
) -> None:
    assert set(find_claims(table, small_lex, min_cards)) == brute_force(
        table, small_lex, min_cards
    )


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(table=tricky_tables, min_cards=st.sampled_from([2, 3, 4]))
def test_spotter_agrees_with_brute_force_with_overlapping_doubles_and_wilds(
    table: list[str], min_cards: int
) -> None:
    lex = Lexicon.default(35)
    assert set(find_claims(table, lex, min_cards)) == brute_force(table, lex, min_cards)


@settings(max_examples=25, deadline=None)
@given(table=st.one_of(deck_tables, tricky_tables).filter(lambda t: len(t) >= 5))
def test_every_claim_the_spotter_offers_passes_check_claim_with_the_most_cards(
    table: list[str],
) -> None:
    lex = Lexicon.default(70)
    claims = find_claims(table, lex)
    for word in claims:
        cards = claims[word]
        assert len({c.id for c in cards}) == len(cards)
        assert set(cards) <= set(claims.table)
        assert check_claim(cards, word, lex).ok, (word, cards)
        # The set a player would pick: no spelling uses more cards.
        most = max(len(s.tiles) for s in lex.spellings(word, [c.face for c in claims.table]))
        assert len(cards) == most, (word, cards)


def test_spotter_on_a_full_benchmark_table_matches_the_lexicon_search(lex: Lexicon) -> None:
    table = ["A", "E", "R", "ST", "IN", "T", "ND", "O", "L", "SH", "?", "??"]
    expected = {w for w in lex.words_from(table, min_len=3, min_tiles=3) if w.isalpha()}
    assert set(claimable_words(table, lex, 3)) == expected
    assert len(expected) > 1000


def test_spellable_counts_cards_not_letters() -> None:
    hand = CardCounts.of(["ST", "EN", "CH"])
    assert spellable("stench", hand, 3)
    assert not spellable("stench", hand, 4)
    assert not spellable("hues", CardCounts.of(["SH", "U", "E"]), 1)


#: Hands for the spelling check: any faces with at most one '??' (its count-based fast path).
count_hands = st.lists(
    st.sampled_from([f for f in FACES if f != "??"] + ["ER", "RE", "EE", "ING"]),
    min_size=1,
    max_size=7,
).flatmap(lambda faces: st.booleans().map(lambda dw: [*faces, "??"] if dw else faces))


@settings(max_examples=300, deadline=None)
@given(
    hand=count_hands,
    word=st.text(alphabet="eirnstadhg", min_size=1, max_size=9),
    min_cards=st.integers(1, 5),
)
def test_spellable_by_letter_counts_agrees_with_the_card_search(
    hand: list[str], word: str, min_cards: int
) -> None:
    parsed = CardCounts.of(hand)
    expected = _search(word, parsed, min_cards, most=False) is not None
    assert _by_counts(word, parsed, min_cards) == expected
    assert spellable(word, parsed, min_cards) == expected


DOUBLES = sorted(f for f in set(DECK) if len(f) == 2 and f != "??")
SINGLES = sorted(f for f in set(DECK) if len(f) == 1 and f != "?")


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    doubles=st.lists(st.sampled_from(DOUBLES), min_size=1, max_size=3, unique=True),
    singles=st.lists(st.sampled_from(SINGLES), min_size=0, max_size=2),
    min_cards=st.sampled_from([2, 3, 4]),
)
def test_spotter_agrees_with_brute_force_when_the_double_wild_meets_double_cards(
    doubles: list[str], singles: list[str], min_cards: int
) -> None:
    # The '??' beside double cards is worked out with per-table pair rows (spotter._Beside).
    table = [*doubles, *singles, "?", "??"]
    lex = Lexicon.default(35)
    assert set(find_claims(table, lex, min_cards)) == brute_force(table, lex, min_cards)


@settings(max_examples=12, deadline=None)
@given(
    cards=st.permutations([f for f in DECK if f not in ("?", "??")]).map(lambda c: c[:10])
)
def test_spotter_on_benchmark_shaped_tables_matches_the_lexicon_search(cards: list[str]) -> None:
    # Twelve cards with one '?' and one '??', as in benchmarks/bench_myword.py.
    lex = Lexicon.default(70)
    table = [*cards, "?", "??"]
    expected = {w for w in lex.words_from(table, min_len=3, min_tiles=3) if w.isalpha()}
    assert set(claimable_words(table, lex, 3)) == expected


@pytest.mark.parametrize("min_cards", [2, 3, 4])
def test_words_a_dealt_card_adds_match_the_spotter_from_scratch(min_cards: int) -> None:
    # Tables dealt a card at a time from 25 seeded decks, some cards taken away now and then
    # (a claim): at every deal the words before and those the card adds are the words of the
    # whole table, whatever the card (letters, doubles, wilds) and the path (listing, bitsets).
    lex = Lexicon.default()
    paths = set()
    for seed in range(25):
        rng = random.Random(seed)
        cards = list(DECK)
        rng.shuffle(cards)
        table: list[str] = []
        words: list[str] = []
        for face in cards[:16]:
            table.append(face)
            hand = CardCounts.of(table)
            paths.add(_listed(hand, face.lower()))
            expected = claimable_words(table, lex, min_cards)
            got, added = grown(words, table, hand, lex, min_cards)
            assert got == expected, (table, min_cards)
            assert added == set(expected) - set(words)
            words = got
            if rng.random() < 0.2 and len(table) > 4:
                for _ in range(3):
                    table.pop(rng.randrange(len(table)))
                words = claimable_words(table, lex, min_cards)
    assert paths == {True, False}


@pytest.mark.parametrize("min_cards", [2, 3, 4])
def test_listing_and_bitsets_find_the_same_words_on_seeded_tables(
    min_cards: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Tables up to 12 cards from 60 seeded decks, '??' tables and double cards among them, each
    # spotted from scratch and grown by its last card: the listing of card sets (with the index
    # of pair gaps for the '??') finds exactly what the bitset algebra does.
    lex = Lexicon.default()
    cases = []
    for seed in range(60):
        rng = random.Random(seed)
        cards = [f for f in DECK if f != "?"]
        rng.shuffle(cards)
        if seed % 2 and "??" in cards[12:]:
            cards.insert(rng.randrange(6), "??")  # half the decks show their '??' early
        for size in range(2, 13):
            table = cards[:size]
            hand = CardCounts.of(table)
            if _listed(hand) or _listed(hand, table[-1].lower()):
                cases.append(table)
    assert sum("??" in t for t in cases) > 100 and sum("??" not in t for t in cases) > 100

    def answers() -> list[tuple[list[str], list[str], frozenset[str]]]:
        out = []
        for table in cases:
            before = claimable_words(table[:-1], lex, min_cards)
            got, added = grown(before, table, CardCounts.of(table), lex, min_cards)
            out.append((claimable_words(table, lex, min_cards), got, added))
        return out

    listed = answers()
    monkeypatch.setattr(spotter, "MAX_LISTED", 0)
    monkeypatch.setattr(spotter, "MAX_LISTED_PAIRED", 0)
    by_bitsets = answers()
    assert listed == by_bitsets
    assert all(whole == got for whole, got, _ in listed)
    assert sum(len(added) for _, _, added in listed) > 1000
