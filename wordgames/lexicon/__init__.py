"""The dictionary: words graded by commonness, and fast spelling from tiles.

Two parts: the word list (:mod:`wordgames.lexicon.wordlist`: loading, levels, restricting,
files: :class:`Lexicon`) and the spelling engine (:mod:`wordgames.lexicon.spelling`: racks,
the bitset index, ``words_from``, ``spellings``, and what the MY WORD! card spotter and the
solvers build on). A :class:`Lexicon` owns every cache derived from its words.

>>> lex = Lexicon.default()
>>> "Cats" in lex, "paris" in lex, lex.level("cat")
(True, False, 10)
>>> sorted(lex.words_from(["C", "A", "T"], min_len=3))
['act', 'cat']
>>> [s.letters for s in lex.spellings("mask", ["M", "K", "??"])]
[('m', 'as', 'k')]
"""

from __future__ import annotations

from wordgames.lexicon.classwords import CHILD_LEVEL, for_class, not_for_class
from wordgames.lexicon.spelling import (
    MAX_WORD_LENGTH,
    CountIndex,
    Spelling,
    TileCounts,
    fold_accents,
    fold_excess,
    full_spelling,
    spellings,
    words_from,
)
from wordgames.lexicon.wordlist import LANGUAGES, LEVELS, Lexicon

__all__ = [
    "CHILD_LEVEL",
    "LANGUAGES",
    "LEVELS",
    "MAX_WORD_LENGTH",
    "CountIndex",
    "Lexicon",
    "Spelling",
    "TileCounts",
    "fold_accents",
    "fold_excess",
    "for_class",
    "full_spelling",
    "not_for_class",
    "spellings",
    "words_from",
]
