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
>>> cards = tuple(Card(i, face) for i, face in enumerate("RENEWING"))
>>> [myword_hint(cards, Lexicon.default(70), 3, level) for level in (None, 20, 70)]
['renewing', 'green', 'renewing']
>>> jiver = tuple(Card(i, face) for i, face in enumerate("JIVER"))
>>> myword_hint(jiver, Lexicon.default(70), 3), myword_hint(jiver, Lexicon.default(70), 3, 20)
('jiver', None)
>>> [len(lex) for lex in levels_for(Lexicon.default(70), 20)]
[3967, 10869]
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any

from wordgames.kit.protocol import Advice
from wordgames.lexicon import LEVELS, Lexicon, not_for_class

#: The highest level of a child's play (the words a school pupil meets): a hint at this level
#: or below gives the commonest words first.
CEILING = 35


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


def hint_level(game: str, level: str | None = None) -> int:
    """The dictionary level of a preset (``easy``... ; the default preset when None): where a
    player's hints in ``game`` come from.

    >>> hint_level("fivetiers"), hint_level("fivetiers", "expert")
    (20, 70)
    """
    from wordgames.play.presets import DEFAULT, preset

    return preset(level or DEFAULT, game).level


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


def myword_hint(table: Sequence[Any], lexicon: Lexicon, min_cards: int,
                level: int | None = None) -> str | None:
    """The longest word the table's cards make among the words of ``level`` (widening as
    :func:`levels_for` says), or None."""
    from wordgames.myword.claims import find_claims

    for words in levels_for(lexicon, level):
        claims = find_claims(tuple(table), words, min_cards)
        if claims:
            return str(claims.longest()[0])
    return None


def fivetiers_hint(rack: Sequence[str], tiers: Sequence[str | None], lexicon: Lexicon,
                   level: int | None = None) -> str | None:
    """A word for an empty tier that leaves the placed words in place
    (:func:`wordgames.fivetiers.hints.hint_word`), in the words of ``level`` (widening as
    :func:`levels_for` says); None when none fits.

    >>> rack = list("CATDOGHORSEFROGS") + ["P", "I", "N", "E"]
    >>> fivetiers_hint(rack, [None] * 5, Lexicon.default(70), level=20) is not None
    True
    """
    from wordgames.fivetiers.hints import hint_word

    for words in levels_for(lexicon, level):
        found = hint_word(tuple(rack), tuple(tiers), words)
        if found is not None:
            return found
    return None


def wordstorm_hint(hand: Sequence[str], grid: Any, lexicon: Lexicon,
                   size: tuple[int, int] | None, level: int | None = None) -> list[str]:
    """Up to three new words the solver makes with ``hand`` on ``grid``
    (:func:`wordgames.wordstorm.hints.hint_words`), in the words of ``level`` (widening as
    :func:`levels_for` says); empty when it places nothing."""
    from wordgames.wordstorm.hints import hint_words

    for words in levels_for(lexicon, level):
        found = hint_words(tuple(hand), grid, words, size)
        if found:
            return found
    return []


__all__ = ["CEILING", "Advice", "fivetiers_hint", "hint_level", "levels_for", "myword_hint",
           "not_for_a_class", "wordstorm_hint"]
