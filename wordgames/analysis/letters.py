"""Letter statistics of tile sets and word lists, for comparing a game's tiles with the language.

>>> from wordgames import Lexicon, TileSet
>>> shares = tile_letter_shares(TileSet.load("wordstorm"))
>>> round(shares["E"], 3)
0.125
>>> round(vowel_share(TileSet.load("wordstorm")), 3)
0.417
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping

from wordgames.lexicon import Lexicon
from wordgames.tiles import TileSet

VOWELS = frozenset("AEIOU")
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def tile_letter_counts(tileset: TileSet) -> Counter[str]:
    """How many of each letter the tiles carry (a double card ``SH`` counts an S and an H)."""
    counts: Counter[str] = Counter()
    for face, n in tileset.counts.items():
        for ch in face:
            if ch.isalpha():
                counts[ch.upper()] += n
    return counts


def tile_letter_shares(tileset: TileSet) -> dict[str, float]:
    """Each letter's share of all the letters on the tiles (wilds and apostrophes left out)."""
    counts = tile_letter_counts(tileset)
    total = sum(counts.values())
    return {letter: counts[letter] / total for letter in ALPHABET}


def lexicon_letter_shares(
    lexicon: Lexicon, weights: Mapping[int | None, float] | None = None
) -> dict[str, float]:
    """Each letter's share of all letters in a word list, optionally weighting words by level.

    With ``weights`` (SCOWL level -> weight), a common word counts more than a rare one: a crude
    stand-in for how often players meet each word.
    """
    from nltk import FreqDist

    dist: FreqDist = FreqDist()
    for word in lexicon:
        weight = 1.0 if weights is None else weights.get(lexicon.level(word), 0.0)
        if weight:
            for ch in word:
                if "a" <= ch <= "z":
                    dist[ch.upper()] += weight
    total = dist.N()
    return {letter: dist[letter] / total for letter in ALPHABET}


def commonness_weights(levels: Iterable[int]) -> dict[int | None, float]:
    """Weights that halve with each SCOWL level step: level 10 words count most.

    >>> commonness_weights([10, 20, 35])
    {10: 1.0, 20: 0.5, 35: 0.25}
    """
    return {level: 0.5**i for i, level in enumerate(sorted(levels))}


def vowel_share(tileset: TileSet) -> float:
    """The share of letters that are vowels (A E I O U)."""
    counts = tile_letter_counts(tileset)
    return sum(counts[v] for v in VOWELS) / sum(counts.values())


def chance_no_vowel(tileset: TileSet, hand: int) -> float:
    """The chance that ``hand`` tiles drawn from a full bag hold no vowel (a wild counts as one).

    Exact, hypergeometric: tiles that carry a vowel (A, E, I, O, U, or a card such as IN or ER)
    and wild tiles are the "good" tiles.

    >>> round(chance_no_vowel(TileSet.load("wordstorm"), 4), 4)
    0.0937
    """
    helpful = sum(
        n for face, n in tileset.counts.items()
        if face in ("?", "??") or any(ch in VOWELS for ch in face.upper())
    )
    total = tileset.size
    return math.comb(total - helpful, hand) / math.comb(total, hand)


def bigram_ranks(lexicon: Lexicon, pairs: Iterable[str]) -> dict[str, int | None]:
    """Each letter pair's rank among all adjacent pairs in the lexicon's words (1 = commonest).

    >>> from wordgames.lexicon import Lexicon
    >>> bigram_ranks(Lexicon.from_words(["then", "this", "that", "hen"]), ["TH", "EN", "QU"])
    {'TH': 1, 'EN': 3, 'QU': None}
    """
    from nltk import FreqDist, ngrams

    dist = FreqDist(a + b for word in lexicon for a, b in ngrams(word, 2))
    order = {pair: rank for rank, (pair, _) in enumerate(dist.most_common(), start=1)}
    return {pair: order.get(pair.lower()) for pair in pairs}


def stuck_rates(held: Iterable[str], stuck: Iterable[str]) -> dict[str, tuple[float, int]]:
    """For each letter, the share of the tiles drawn that ended up costing points, and how many
    were drawn. ``held`` and ``stuck`` are strings of tile faces, one per player per round.

    >>> stuck_rates(["AQE", "AQE"], ["Q", ""])["Q"]
    (0.5, 2)
    """
    drawn: Counter[str] = Counter()
    cost: Counter[str] = Counter()
    for text in held:
        drawn.update(ch for ch in text if ch.isalpha())
    for text in stuck:
        cost.update(ch for ch in text if ch.isalpha())
    return {ch: (cost[ch] / drawn[ch], drawn[ch]) for ch in ALPHABET if drawn[ch]}
