"""Hints at a player's level: a word the player can make now, from the words they know.

The games' own dictionaries hold rare words (JIVER, QUIRES, JA, AVA, ANE are all Five Tiers
words); a hint to a child gives words of the child's dictionary level (a preset's ``level``,
:mod:`wordgames.presets`): the commonest first, wider levels only when nothing fits, never
past :data:`CEILING` unless the level itself is higher. A teacher's words (ungraded) always
count. What a hint costs is a classroom rule: :class:`wordgames.presets.HintRule`.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.myword.cards import Card
>>> table = tuple(Card(i, face) for i, face in enumerate("JIVER"))
>>> myword_hint(table, Lexicon.default(70), 3), myword_hint(table, Lexicon.default(70), 3, 20)
('jiver', 'ire')
>>> [len(lex) for lex in levels_for(Lexicon.default(70), 20)]
[10889, 39020]
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from wordgames.lexicon import LEVELS, Lexicon, for_class

#: The widest level a hint reaches from a lower level: the words a school pupil meets.
CEILING = 35


def hint_level(game: str, level: str | None = None) -> int:
    """The dictionary level of a preset (``easy``... ; the default preset when None): where a
    player's hints in ``game`` come from.

    >>> hint_level("fivetiers"), hint_level("fivetiers", "expert")
    (20, 70)
    """
    from wordgames.presets import DEFAULT, preset

    return preset(level or DEFAULT, game).level


def levels_for(lexicon: Lexicon, level: int | None) -> Iterator[Lexicon]:
    """The game's ``lexicon`` cut to ``level``, then to each wider level up to
    ``max(level, CEILING)``; the whole lexicon when ``level`` is None. Never a word not for a
    class (:func:`~wordgames.lexicon.not_for_class`): no hint says "Try LENDS, SEX."."""
    if level is None:
        yield for_class(lexicon)
        return
    top = max(level, CEILING)
    for lv in LEVELS:
        if level <= lv <= top:
            yield for_class(lexicon.at_level(lv))


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


__all__ = ["CEILING", "fivetiers_hint", "hint_level", "levels_for", "myword_hint", "wordstorm_hint"]
