"""The five-word solver: exactness against a plain search, blanks, apostrophes, Spanish tiles."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.errors import InvalidInput
from wordgames.fivetiers import (
    HAND_SIZE,
    TIERS,
    best_partial,
    solvable_fraction,
    solve,
    solve_effort,
    unused_values,
)
from wordgames.fivetiers.search import _Partial, _prepared, _Problem, _problem, _Search, _SplitRack
from wordgames.fivetiers.solver import _arrangement
from wordgames.kit.tiles import Bag, TileSet
from wordgames.lexicon import Lexicon

SPANISH = Path(__file__).parent / "data" / "spanish_words.txt"
FIXTURE = HealthCheck.function_scoped_fixture  # the fixture is module-scoped: safe to share
HAND = list("BECATDOGSAPPLEORANGE")
WORDS = ["be", "cat", "dogs", "apple", "orange"]


# -- a plain, independent search (the tests' oracle) ----------------------------------------------


def _fits(word: str, have: Counter[str], blanks: int) -> int:
    """Blanks left after placing ``word`` on ``have`` (real tiles first), or -1."""
    need = Counter(word)
    short = 0
    for ch, n in need.items():
        if have[ch] < n:
            if not ch.isalpha():
                return -1
            short += n - have[ch]
    return blanks - short if short <= blanks else -1


def exhaustive(tiles: list[str], words: list[str]) -> list[str] | None:
    """Try every word for every tier, longest first, with no memo and no pruning."""
    by_tier = {t: sorted(w for w in words if len(w) == t) for t in TIERS}

    def go(have: Counter[str], blanks: int, tiers: list[int]) -> list[str] | None:
        if not tiers:
            return []
        for word in by_tier[tiers[0]]:
            left = _fits(word, have, blanks)
            if left < 0:
                continue
            rest = have - Counter(word)
            found = go(rest, left, tiers[1:])
            if found is not None:
                return [word, *found]
        return None

    have = Counter(t.lower() for t in tiles if t != "?")
    found = go(have, tiles.count("?"), sorted(TIERS, reverse=True))
    return None if found is None else found[::-1]


def _check_solution(tiles: list[str], lexicon: Lexicon) -> bool:
    solution = solve(tiles, lexicon)
    if solution is None:
        return False
    assert solution.complete and solution.unused == ()
    used = Counter(f for s in solution.spellings if s is not None for f in s.tiles)
    assert used == Counter(tiles)
    for tier, spelling, word in zip(TIERS, solution.spellings, solution.words, strict=True):
        assert spelling is not None and word is not None
        assert len(spelling.tiles) == tier
        assert word in lexicon
        for tile, letters in zip(spelling.tiles, spelling.letters, strict=True):
            assert letters.isalpha() if tile == "?" else letters == tile.lower()
    return True


# -- worked examples ------------------------------------------------------------------------------


def test_solve_makes_one_word_per_tier_from_all_20_tiles() -> None:
    lex = Lexicon.from_words([*WORDS, "zebra", "pe"])
    solution = solve(HAND, lex)
    assert solution is not None
    assert solution.words == ("be", "cat", "dogs", "apple", "orange")
    assert solution.tiles_used == HAND_SIZE


def test_solve_returns_none_when_no_partition_exists() -> None:
    lex = Lexicon.from_words(WORDS)
    assert solve([*HAND[:-1], "Z"], lex) is None


def test_blank_is_any_letter_and_says_which() -> None:
    lex = Lexicon.from_words(WORDS)
    solution = solve(["?", *HAND[1:]], lex)  # the B of BE is a blank
    assert solution is not None
    be = solution.spellings[0]
    assert be is not None and be.tiles == ("?", "E") and be.letters == ("b", "e")


def test_blank_never_stands_for_an_apostrophe() -> None:
    lex = Lexicon.from_words(["be", "cat", "dogs", "don't", "orange"])
    with_apostrophe = [*"BECATDOGS", "D", "O", "N", "'", "T", *"ORANGE"]
    solution = solve(with_apostrophe, lex)
    assert solution is not None and solution.words[3] == "don't"
    with_blank = [*"BECATDOGS", "D", "O", "N", "?", "T", *"ORANGE"]
    assert solve(with_blank, lex) is None


def test_apostrophe_tile_counts_as_a_tile() -> None:
    # DON'T is a five-tile word: it can only fill the 5-tile tier.
    lex = Lexicon.from_words(["be", "cat", "dogs", "don't", "orange"])
    solution = solve([*"BECATDOGS", "D", "O", "N", "'", "T", *"ORANGE"], lex)
    assert solution is not None
    spelling = solution.spellings[TIERS.index(5)]
    assert spelling is not None and spelling.tiles == ("D", "O", "N", "'", "T")


def test_solve_with_the_default_level_80_lexicon() -> None:
    lex = Lexicon.default(80, contractions=True)
    assert _check_solution(HAND, lex)


def test_solve_effort_counts_candidates_and_nodes() -> None:
    lex = Lexicon.from_words(WORDS)
    solution, candidates, nodes = solve_effort(HAND, lex)
    assert solution is not None and (candidates, nodes) == (5, 5)


@pytest.mark.parametrize(
    ("tiles", "message"),
    [
        (list("CAT"), "a Five Tiers hand has 20 tiles, not 3"),
        ([*HAND[:-1], "ZZ"], "tile 20: 'ZZ' is not a Five Tiers tile"),
        ([*HAND[:-1], "??"], "tile 20: Five Tiers has no '??' tile"),
        ([*HAND[:-1], "7"], "unknown tile '7'"),
        ("BECATDOGSAPPLEORANGE", "a hand is a list of tiles, not the string"),
    ],
)
def test_bad_hands_raise_invalid_input(tiles: list[str], message: str) -> None:
    with pytest.raises(InvalidInput, match=message.replace("?", r"\?")):
        solve(tiles, Lexicon.from_words(WORDS))


# -- best partial ---------------------------------------------------------------------------------


def test_best_partial_leaves_the_least_value_unused() -> None:
    lex = Lexicon.from_words(["qi", "it", "ax", "zax", "tax"])
    # Q I Z A X T: QI + ZAX leaves T (1 point); IT + TAX or IT + ZAX would leave Q (10).
    partial = best_partial(list("QIZAXT"), lex)
    assert partial.words == ("qi", "zax", None, None, None)
    assert partial.unused == ("T",)
    assert partial.unused_value() == 1


def test_best_partial_counts_an_unused_apostrophe_as_5() -> None:
    lex = Lexicon.from_words(["it's", "bits"])
    hand = ["B", "I", "T", "S", "'"]
    # Unused, the apostrophe costs 5 and the B 3: IT'S (leaving B) beats BITS (leaving ').
    assert best_partial(hand, lex).words == (None, None, "it's", None, None)
    assert best_partial(hand, lex).unused_value() == 3
    # Valued at 0, the apostrophe is the one to leave.
    zero = unused_values(0)
    assert best_partial(hand, lex, values=zero).words == (None, None, "bits", None, None)


def test_best_partial_of_a_solvable_hand_uses_every_tile() -> None:
    partial = best_partial(HAND, Lexicon.from_words(WORDS))
    assert partial.complete and partial.unused == ()


def test_best_partial_with_a_budget_still_returns_valid_words() -> None:
    lex = Lexicon.default(35, contractions=True)
    hand = list(Bag(TileSet.load("fivetiers"), seed=29).draw(HAND_SIZE))
    exact = best_partial(hand, lex)
    quick = best_partial(hand, lex, budget=10)
    assert quick.unused_value() >= exact.unused_value()
    for word in quick.words:
        assert word is None or word in lex
    assert Counter(quick.unused) + Counter(
        f for s in quick.spellings if s is not None for f in s.tiles
    ) == Counter(hand)


# -- properties -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def small_words() -> list[str]:
    rng = random.Random(11)
    pool = sorted(w for w in Lexicon.default(20) if 2 <= len(w) <= 6 and w.isalpha())
    return sorted(rng.sample(pool, 400))


def _hand_near_a_solution(words: list[str], rng: random.Random) -> list[str]:
    """Five words' letters (one per tier), a few swapped for random tiles or blanks."""
    tiles = [ch.upper() for t in TIERS for ch in rng.choice([w for w in words if len(w) == t])]
    for _ in range(rng.randrange(4)):
        tiles[rng.randrange(len(tiles))] = rng.choice([*"ABCDEFGHIJKLMNOPRSTUVWY", "?", "'"])
    return tiles


@settings(max_examples=60, deadline=None, suppress_health_check=[FIXTURE])
@given(seed=st.integers(0, 10**9))
def test_solve_agrees_with_exhaustive_search(small_words: list[str], seed: int) -> None:
    rng = random.Random(seed)
    tiles = _hand_near_a_solution(small_words, rng)
    lex = Lexicon.from_words(small_words)
    expected = exhaustive(tiles, small_words)
    assert _check_solution(tiles, lex) == (expected is not None)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_any_solution_uses_exactly_the_20_tiles_and_lexicon_words(seed: int) -> None:
    lex = Lexicon.default(50, contractions=True)
    tiles = list(Bag(TileSet.load("fivetiers"), seed=seed).draw(HAND_SIZE))
    _check_solution(tiles, lex)


@settings(max_examples=25, deadline=None, suppress_health_check=[FIXTURE])
@given(seed=st.integers(0, 10**9))
def test_best_partial_is_optimal_on_small_hands(small_words: list[str], seed: int) -> None:
    rng = random.Random(seed)
    lex = Lexicon.from_words(small_words)
    tiles = _hand_near_a_solution(small_words, rng)[: rng.randrange(4, 12)]
    values = unused_values()
    best = sum(values[t] for t in tiles)

    def go(have: Counter[str], blanks: int, tiers: list[int], used: int) -> None:
        nonlocal best
        best = min(best, sum(values[t] for t in tiles) - used)
        for i, tier in enumerate(tiers):
            for word in (w for w in small_words if len(w) == tier):
                left = _fits(word, have, blanks)
                if left >= 0:
                    real = have & Counter(word)
                    gain = sum(values[ch.upper()] * n for ch, n in real.items())
                    go(have - Counter(word), left, tiers[i + 1 :], used + gain)

    go(Counter(t.lower() for t in tiles if t != "?"), tiles.count("?"), list(TIERS), 0)
    assert best_partial(tiles, lex).unused_value() == best


def test_solvable_fraction_grows_with_the_vocabulary() -> None:
    small = solvable_fraction(Lexicon.default(20, contractions=True), n=12, seed=4)
    large = solvable_fraction(Lexicon.default(80, contractions=True), n=12, seed=4)
    assert 0.0 <= small <= large <= 1.0
    assert large > 0.5  # nearly every draw completes with the full dictionary
    assert solvable_fraction(Lexicon.default(20, contractions=True), n=12, seed=4) == small


def test_solvable_fraction_rejects_no_draws() -> None:
    with pytest.raises(InvalidInput, match="positive number of draws"):
        solvable_fraction(Lexicon.from_words(WORDS), n=0, seed=1)


# -- Spanish --------------------------------------------------------------------------------------


def test_spanish_multi_letter_tiles_take_one_tile() -> None:
    lex = Lexicon.from_file(SPANISH)
    # EL | A Ñ O | P E RR O | G A T O S | C A M I N O: PERRO takes 4 tiles with the RR tile.
    hand = ["E", "L", "A", "Ñ", "O", "P", "E", "RR", "O", *"GATOS", *"CAMINO"]
    solution = solve(hand, lex)
    assert solution is not None
    assert solution.words == ("el", "año", "perro", "gatos", "camino")
    perro = solution.spellings[TIERS.index(4)]
    assert perro is not None and perro.tiles == ("P", "E", "RR", "O")


def test_spanish_word_spelled_with_single_letters_takes_more_tiles() -> None:
    lex = Lexicon.from_file(SPANISH)
    # With R R instead of RR, PERRO is five tiles and GATO must take the 4-tile tier.
    hand = ["E", "L", "A", "Ñ", "O", *"PERRO", *"GATO", *"CAMINO"]
    solution = solve(hand, lex)
    assert solution is not None
    assert solution.words == ("el", "año", "gato", "perro", "camino")


def test_spanish_blank_can_be_a_letter_with_a_tilde() -> None:
    lex = Lexicon.from_file(SPANISH)
    hand = ["E", "L", "A", "?", "O", "P", "E", "RR", "O", *"GATOS", *"CAMINO"]
    solution = solve(hand, lex)
    assert solution is not None and solution.spellings[1] is not None
    assert solution.spellings[1].letters == ("a", "ñ", "o")


# -- the search over the prepared lexicon's bit sets ------------------------------------------


def _listed(problem: _Problem) -> _Problem:
    """The same hand with its options listed one by one (the general path's sets)."""
    options = tuple(problem.options[j] for j in problem.each())
    return _Problem(problem.keys, problem.counts, problem.blanks, options)


@pytest.mark.parametrize("level", [35, 70])
def test_search_over_lexicon_rows_matches_the_listed_options(level: int) -> None:
    # Same options, same search (nodes, words, blanks), same partial arrangement, on 60 seeded
    # draws per level: the rows ANDed with a hand's words are its own options' sets.
    lex = Lexicon.default(level, contractions=True)
    prepared = _prepared(lex)
    rng = random.Random(level)
    values = unused_values()
    solved = 0
    for _ in range(60):
        tiles = Bag(TileSet.of("fivetiers"), seed=rng.getrandbits(64)).draw(HAND_SIZE)
        hand = _SplitRack.parse(tiles, HAND_SIZE)
        problem = _problem(hand, lex)
        listed = _listed(problem)
        assert problem.rows is not None and listed.rows is None
        assert {o.word for o in listed.options} == prepared.short.words_from(tiles, min_len=2)
        assert problem.size == len(listed.options)
        fast, plain = _Search(problem), _Search(listed)
        found, expected = fast.run(), plain.run()
        assert fast.nodes == plain.nodes
        assert (found is None) == (expected is None)
        if found is not None and expected is not None:
            solved += 1
            assert _arrangement(problem, found, hand.faces) == _arrangement(
                listed, expected, hand.faces)
        part, part_plain = _Partial(problem, values, 300), _Partial(listed, values, 300)
        assert _arrangement(problem, part.run(), hand.faces) == _arrangement(
            listed, part_plain.run(), hand.faces)
        assert part.nodes == part_plain.nodes
    assert solved >= 10  # both kinds of hand were met
