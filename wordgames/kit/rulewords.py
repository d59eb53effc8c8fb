"""Rule options that hold a teacher's words, with the same names in every game's ``Rules``.

- ``word_list``: the list is the game's dictionary: only its words count, and bots (which know
  the round's dictionary up to their level) know only them. None: the game's own dictionary.
- ``subject_words``: the game's dictionary stays, and each of these words a player makes earns
  the game's ``subject_bonus`` (Five Tiers' subject-word rule, with the list as the subject).

``wordgames.classroom.WordList.rules(game, ...)`` makes either from a teacher's list.

>>> word_list([" Cat", "dog", "cat"], "word_list")
('cat', 'dog')
>>> sorted(subject_words(["Owl", "bat"], "subject_words"))
['bat', 'owl']
>>> "dog" in list_lexicon(("cat", "dog")), "cow" in list_lexicon(("cat", "dog"))
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon


def word_list(value: Iterable[str] | None, name: str) -> tuple[str, ...] | None:
    """The option checked: lowercase words in the order given, each once; None stays None."""
    if value is None:
        return None
    words = tuple(dict.fromkeys(_checked(value, name)))
    if not words:
        raise InvalidInput(f"{name} holds no words: give some, or None for the game's dictionary")
    return words


def subject_words(value: Iterable[str], name: str) -> frozenset[str]:
    """The option checked: a set of lowercase words."""
    return frozenset(_checked(value, name))


def _checked(value: Iterable[str], name: str) -> list[str]:
    if isinstance(value, str):
        raise InvalidInput(f"{name} is a list of words, not the string {value!r}")
    try:
        items = list(value)
    except TypeError:
        raise InvalidInput(f"{name} is a list of words, not {type(value).__name__}") from None
    # Lexicon.from_words says which word is no word, and normalises the others.
    return list(Lexicon.from_words(items, name=name))


@cache
def list_lexicon(words: tuple[str, ...]) -> Lexicon:
    """The dictionary of a ``word_list`` (one per list, kept: its caches serve every round)."""
    return Lexicon.from_words(words, name="the teacher's list")


def subject_hits(words: Iterable[str], subjects: frozenset[str]) -> tuple[str, ...]:
    """The words that are subject words, in order (case does not matter).

    >>> subject_hits(["CAT", "dog", "cat"], frozenset({"cat"}))
    ('CAT', 'cat')
    """
    return tuple(w for w in words if w.lower() in subjects)


__all__ = ["list_lexicon", "subject_hits", "subject_words", "word_list"]
