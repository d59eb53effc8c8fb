"""Shared fixtures and a brute-force word finder for the MY WORD! tests."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from itertools import combinations, permutations

import pytest

from wordgames.lexicon import Lexicon


@pytest.fixture(scope="session")
def lex() -> Lexicon:
    return Lexicon.default(70)


@pytest.fixture(scope="session")
def small_lex() -> Lexicon:
    return Lexicon.default(20)


def _letters(face: str) -> int:
    return 2 if face == "??" else 1 if face == "?" else len(face)


def _matches(word: str, order: Sequence[str]) -> bool:
    at = 0
    for face in order:
        if face == "?":
            at += 1
        elif face == "??":
            at += 2
        else:
            if word[at : at + len(face)] != face.lower():
                return False
            at += len(face)
    return at == len(word)


def brute_force(faces: Sequence[str], words: Iterable[str], min_cards: int) -> set[str]:
    """Words that some subset of >= min_cards cards spells in some order, every card used.

    Tries every subset of the cards and every order of it: slow, obviously right.
    """
    # Each subset of cards by the letters it spells, with the letters its fixed cards need.
    by_length: dict[int, list[tuple[tuple[str, ...], list[tuple[str, int]]]]] = defaultdict(list)
    for size in range(min_cards, len(faces) + 1):
        for subset in combinations(faces, size):
            fixed = Counter(ch for f in subset if f not in ("?", "??") for ch in f.lower())
            by_length[sum(map(_letters, subset))].append((subset, list(fixed.items())))
    orders: dict[tuple[str, ...], set[tuple[str, ...]]] = {}  # each subset's orders, made once
    found = set()
    for word in words:
        if not word.isalpha() or len(word) not in by_length:
            continue
        for subset, fixed in by_length[len(word)]:
            if any(word.count(ch) < n for ch, n in fixed):  # a fixed card's letter is missing
                continue
            if subset not in orders:
                orders[subset] = set(permutations(subset))
            if any(_matches(word, order) for order in orders[subset]):
                found.add(word)
                break
    return found
