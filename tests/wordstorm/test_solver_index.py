"""The Word Storm solver's quick ways to its words give exactly the words of the plain way.

The solver reads a rack's words out of bitsets by rank, filters a smaller rack's words out of
a bigger rack's, and finds a hook's words by looking up packed letter counts; each is checked
here against ``Lexicon.words_from`` on many seeded racks.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from wordgames.kit.tiles import Bag, TileSet
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.grid import WILD
from wordgames.wordstorm.search import _GUARDS, _pack, _within, _word_index, _WordIndex

TILES = TileSet.load("wordstorm")
VALUES = {k.lower(): v for k, v in TILES.values.items() if len(k) == 1}


@pytest.fixture(scope="module")
def index(lex: Lexicon) -> _WordIndex:
    return _word_index(lex, VALUES)


def rack_key(letters: list[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(Counter(ch.lower() for ch in letters).items()))


def plain_words(lex: Lexicon, index: _WordIndex, letters: list[str], wilds: int
                ) -> tuple[tuple[str, int], ...]:
    """The words the plain way: every word spelled, those the search ranks, in rank order."""
    found = lex.words_from([*letters, *[WILD] * wilds], min_len=2)
    return tuple(index.item[w] for w in sorted(found & index.rank.keys(), key=index.rank.get))


def draws(seed: int, count: int) -> list[tuple[list[str], int]]:
    """Seeded racks of 1 to 25 letters (the bag's wild tiles set apart) and 0 to 2 wilds more
    (the letter a word borrows from the grid counts as one)."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        faces = Bag(TILES, seed=rng.randrange(10**6)).draw(rng.randint(1, 25))
        letters = [f for f in faces if f != WILD]
        out.append((letters, min(2, faces.count(WILD) + rng.randint(0, 1))))
    return out


def test_a_racks_words_by_rank_are_the_plain_ones(lex: Lexicon, index: _WordIndex) -> None:
    for letters, wilds in draws(1, 150):
        index.spelled.clear()  # not an answer kept from an earlier search
        # A long list is made as it is read: read whole (and again, as a later search reads
        # the kept list), the same words in the same order.
        words = index.spell(rack_key(letters), wilds)
        plain = plain_words(lex, index, letters, wilds)
        assert tuple(words) == plain and tuple(words) == plain and len(words) == len(plain)


def test_a_smaller_racks_words_filtered_from_a_bigger_racks(lex: Lexicon, index: _WordIndex
                                                            ) -> None:
    rng = random.Random(2)
    compared = 0
    for letters, wilds in draws(3, 150):
        index.spelled.clear()
        wider = index.spell(rack_key(letters), wilds)
        part = rng.sample(letters, rng.randint(0, len(letters)))
        fewer = rng.randint(0, wilds)
        index.spelled.clear()
        narrowed = index.spell(rack_key(part), fewer, wider)
        assert tuple(narrowed) == plain_words(lex, index, part, fewer)
        compared += bool(narrowed)
    assert compared > 100  # most of the smaller racks spell something


def test_any_bigger_racks_words_filtered_are_the_plain_ones(lex: Lexicon, index: _WordIndex
                                                           ) -> None:
    # spell filters only a short list (longer ones go by the bitsets): the filter itself, on
    # lists of every length.
    rng = random.Random(6)
    for letters, wilds in draws(7, 100):
        index.spelled.clear()
        wider = index.spell(rack_key(letters), wilds)
        part = rng.sample(letters, rng.randint(0, len(letters)))
        fewer = rng.randint(0, wilds)
        guarded = _pack(Counter(ch.lower() for ch in part)) | _GUARDS
        assert _within(wider, guarded, fewer) == plain_words(lex, index, part, fewer)


def test_a_hooks_words_by_packed_counts_are_the_plain_ones(lex: Lexicon, index: _WordIndex
                                                           ) -> None:
    rng = random.Random(4)
    words = sorted(w for w in index.rank if 2 <= len(w) <= 8)
    looked_up = 0
    for _ in range(300):
        text = rng.choice(words)
        drawn = Bag(TILES, seed=rng.randrange(10**6)).draw(rng.randint(1, 5))
        letters = [f for f in drawn if f != WILD] or ["S"]
        held = index._holding(rack_key(letters), text)
        plain = lex.words_from([*letters, *text.upper()], min_len=len(text) + 1)
        if held is None:  # a rack with too many choices goes the plain way
            continue
        looked_up += 1
        assert held == tuple(sorted(w for w in plain if text in w))
    assert looked_up > 250


def test_hook_words_keep_every_word_that_holds_the_run(lex: Lexicon, index: _WordIndex) -> None:
    index.hooked.clear()
    assert "cats" in index.hook_words(lex, rack_key(["S", "Q"]), 0, "cat")
    assert "scat" in index.hook_words(lex, rack_key(["S", "Q"]), 0, "cat")
    assert "cat" not in index.hook_words(lex, rack_key(["S", "Q"]), 0, "cat")  # longer only
    with_wild = index.hook_words(lex, rack_key(["Q"]), 1, "cat")  # a wild: the plain way
    assert "cats" in with_wild and "chat" in with_wild
