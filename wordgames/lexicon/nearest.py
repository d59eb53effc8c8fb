"""The dictionary words nearest a misspelt one: what "did you mean" offers.

A teacher's list reports them beside a word the dictionary lacks, and a child's word that is
not a word gets the one it most likely meant (:mod:`wordgames.play.plainwords`).
"""

from __future__ import annotations

from wordgames.lexicon.spelling import fold_accents
from wordgames.lexicon.wordlist import Lexicon

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def edits(word: str, alphabet: str = _ALPHABET) -> set[str]:
    """Every text one edit from ``word``: a letter dropped, two swapped, one changed or added.

    >>> sorted(w for w in edits("at", "t") if len(w) == 3)
    ['att', 'tat']
    """
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return (
        {a + b[1:] for a, b in splits if b}
        | {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
        | {a + c + b[1:] for a, b in splits if b for c in alphabet}
        | {a + c + b for a, b in splits for c in alphabet}
    )


def nearest(word: str, dictionary: Lexicon, n: int = 3, most_edits: int = 2) -> list[str]:
    """Up to ``n`` dictionary words one or two edits (a letter added, dropped, changed or two
    swapped) from ``word``: the closest first, then the commonest. ``most_edits=1`` looks one
    edit away only: a few hundred look-ups where two edits take a hundred thousand.

    >>> nearest("monky", Lexicon.default())
    ['money', 'monkey', 'monks']
    >>> nearest("definately", Lexicon.default(), n=1)
    ['definitely']
    >>> nearest("elefant", Lexicon.default()), nearest("elefant", Lexicon.default(), most_edits=1)
    (['elegant', 'element', 'relevant'], ['elegant'])
    """
    word = fold_accents(word.lower())
    if len(word) > 30:
        return []
    # The dictionary's own letters beyond a-z (Spanish ñ) are letters an edit may use.
    alphabet = _ALPHABET + "".join(sorted(dictionary.count_index.alphabet - set(_ALPHABET)
                                          - {"'", "-"}))
    first = edits(word, alphabet)
    found = [w for w in first if w in dictionary and w != word]
    if len(found) < n and len(word) <= 12 and most_edits >= 2:
        second = {e2 for e1 in first for e2 in edits(e1, alphabet)} - first - {word}
        # Folded lowercase already: the dictionary's words are walked once (not 10^5 look-ups).
        found += second.intersection(dictionary)
    distance = {w: (0 if w in first else 1) for w in found}
    # Sounding alike counts too: same first letter, same length first.
    found.sort(key=lambda w: (distance[w], dictionary.level(w) or 100, w[0] != word[0],
                              abs(len(w) - len(word)), w))
    return list(dict.fromkeys(found))[:n]


__all__ = ["edits", "nearest"]
