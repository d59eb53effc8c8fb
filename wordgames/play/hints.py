"""Hints at a player's level: a word the player can make now, from the words they know.

The games' own dictionaries hold rare words (JIVER, QUIRES, JA, AVA, ANE are all Five Tiers
words); a hint gives words of the player's dictionary level (a preset's ``level``,
:mod:`wordgames.play.presets`) and never past it: to a child (a level up to :data:`CEILING`) the
commonest words first (SCOWL 10, then 20...: an Easy player is told NEW, not RENEWING, where
both are on the table), to a stronger player their own level's. A teacher's words (ungraded)
always count; a word not for a class (:func:`not_for_a_class`) never does. A hint that finds
no word is said and neither counted nor charged (the table's part). What a hint costs is a
classroom rule: :class:`wordgames.play.presets.HintRule`.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.myword.cards import Card
>>> from wordgames.myword.claims import find_claims
>>> def longest(faces, level):
...     cards = tuple(Card(i, face) for i, face in enumerate(faces))
...     found = first_found(lambda words: find_claims(cards, words, 3), Lexicon.default(70), level)
...     return found and str(found.longest()[0])
>>> [longest("RENEWING", level) for level in (None, 20, 70)]
['renewing', 'green', 'renewing']
>>> longest("JIVER", None), longest("JIVER", 20)
('jiver', None)
>>> [len(lex) for lex in levels_for(Lexicon.default(70), 20)]
[3967, 10868]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import TypeVar

from wordgames.kit.protocol import Advice
from wordgames.lexicon import LEVELS, Lexicon, not_for_class

#: The highest level of a child's play (the words a school pupil meets): a hint at this level
#: or below gives the commonest words first.
CEILING = 35
Found = TypeVar("Found")


@cache
def not_for_a_class() -> frozenset[str]:
    """The words a hint never gives, whatever the dictionary or a teacher's list holds.

    The one place a hint reads them: the lexicon's words not for a class
    (:func:`~wordgames.lexicon.not_for_class`: sexual words, slurs, drugs) and the
    family-friendly blocklists the default dictionaries leave out (``data/blocklist.txt``,
    ``data/blocklist-es.txt``).

    >>> "sexy" in not_for_a_class(), "sex" in not_for_a_class()
    (True, True)
    """
    return not_for_class("en") | not_for_class("es")


def _for_a_class(lexicon: Lexicon, level: int | None) -> Lexicon:
    """``lexicon`` cut to ``level``, less the words not for a class (the cut itself, shared
    with the bots of that level, when it holds none of them)."""
    cut = lexicon.at_level(level)
    blocked = [word for word in not_for_a_class() if word in cut]
    return cut.restrict(exclude=blocked) if blocked else cut


def levels_for(lexicon: Lexicon, level: int | None) -> Iterator[Lexicon]:
    """The words a hint at ``level`` tries, in turn: the game's ``lexicon`` cut to each level
    from the commonest (a child's level, up to :data:`CEILING`) or from ``level`` itself, up
    to ``level`` and never past it (the whole lexicon when ``level`` is None), each less the
    words :func:`not_for_a_class`."""
    if level is None:
        yield lexicon.derived(_for_a_class, None)
        return
    start = LEVELS[0] if level <= CEILING else level
    for lv in LEVELS:
        if start <= lv <= level:
            yield lexicon.derived(_for_a_class, lv)


def first_found(find: Callable[[Lexicon], Found | None], lexicon: Lexicon,
                level: int | None) -> Found | None:
    """What ``find`` first finds (a word, a list of them: anything but None or empty) in the
    words :func:`levels_for` tries in turn, or None: a hint at ``level``, for any game (the
    table asks each game's ``GameInfo.hint``)."""
    for words in levels_for(lexicon, level):
        found = find(words)
        if found:
            return found
    return None


__all__ = ["CEILING", "Advice", "first_found", "levels_for", "not_for_a_class"]
