"""The words not for a class: what hints, bots and a child's dictionary leave out.

A word can be fit for a family dictionary (SEX, DRUNK, NAKED are words) and still wrong for a
12-year-old's game: a Word Storm hint once said "Try LENDS, SEX.". ``data/not-for-class.txt``
(built by ``scripts/build_not_for_class.py`` from the blocklist, WordNet's senses and this
project's own list, each word with its reason) holds them, with every form. Hints and bots
never use them (:func:`for_class`), and ``Lexicon.default(level)`` leaves them out at the
children's levels (``level <= CHILD_LEVEL``) unless ``family_friendly=False``.

>>> "sex" in not_for_class(), "ogling" in not_for_class(), "cat" in not_for_class()
(True, True, False)
>>> from wordgames.lexicon import Lexicon
>>> "sex" in Lexicon.default(50), "sex" in Lexicon.default(70)
(False, True)
>>> "sex" in for_class(Lexicon.default(70)), "cat" in for_class(Lexicon.default(70))
(False, True)
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordgames.lexicon.wordlist import Lexicon

#: The highest dictionary level that is a child's (the easy, normal and hard presets' levels).
CHILD_LEVEL = 50


@cache
def not_for_class(language: str = "en") -> frozenset[str]:
    """The words no hint offers and no bot plays in a class: English's own list (which holds
    its family-friendly blocklist), and for Spanish (``"es"``) the Spanish blocklist, which is
    its list.

    >>> "joder" in not_for_class("es"), "joder" in not_for_class()
    (True, False)
    """
    name = "blocklist-es" if language == "es" else "not-for-class"
    data = resources.files("wordgames") / "data" / f"{name}.txt"
    lines = data.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def for_class(lexicon: Lexicon) -> Lexicon:
    """``lexicon`` without the words not for a class (made once per lexicon, kept with it)."""
    return lexicon.derived(_without_class_words)


def _without_class_words(lexicon: Lexicon) -> Lexicon:
    unfit = [w for w in not_for_class() if w in lexicon]
    return lexicon.restrict(exclude=unfit) if unfit else lexicon


__all__ = ["CHILD_LEVEL", "for_class", "not_for_class"]
