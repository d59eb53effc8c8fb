"""Cheap proofs that a Word Storm rack has no crossword of every tile, tried before searching.

A crossword of two tiles or more is one connected grid of words of two letters or more, each
spelled from the tiles (a wild as any letter). So every letter tile is in some word the tiles
spell (:func:`unplaceable`), and the crossword's words, which cross each other by sharing a
letter, all lie in one group of words linked by shared letters: the tiles' letters must all be
in one such group (:func:`letter_groups`). Either failing proves the rack impossible without a
search: :func:`impossible_reason` says which, in words.

Both work on the lexicon's bitsets (:class:`~wordgames.lexicon.spelling.CountIndex`: per
letter, the words that hold it), never listing the words: a few dozen big-int operations,
about a millisecond for 21 tiles, where a search that must fail runs to its time limit.
Most racks are not hopeless, and their words of two and three letters alone already hold and
link every letter (:func:`_linked_by_short_words`): that is proved first, on a bitset index of
those few words, in a tenth of the time, so that a solve pays almost nothing for the check.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["cat", "act", "xi", "qi"])
>>> impossible_reason(list("CATQ"), lex)
'no word from these tiles uses the Q'
>>> impossible_reason(list("CATXI"), lex)
'no crossword joins the A, C, T to the I, X: no word from these tiles links them'
>>> impossible_reason(list("CAT"), lex) is None
True
"""

from __future__ import annotations

from collections.abc import Sequence

from wordgames.lexicon import CountIndex, Lexicon
from wordgames.lexicon.spelling import TileCounts
from wordgames.wordstorm.grid import WILD
from wordgames.wordstorm.search import short_of_at_most

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
#: The longest words of the quick proof (:func:`_linked_by_short_words`).
_SHORT = 3


def holding(faces: Sequence[str], lexicon: Lexicon) -> dict[str, int]:
    """Per letter a-z, the words of two letters or more that the tiles spell (a wild as any
    letter) and that hold it, as a bitset of ``lexicon.count_index``; letters no such word
    holds are left out."""
    index = lexicon.count_index
    rack = TileCounts.parse(faces)
    # Words short of the lettered tiles by at most the wilds (never an apostrophe or hyphen).
    candidates = index.length_range(2, rack.letters)
    if rack.wilds <= 1:  # most racks: the search's own few operations a letter
        for ch, marks in index.at_least.items():
            if not ch.isalpha() and len(marks) > 1:
                candidates &= ~marks[1]
        spelled = short_of_at_most(index.at_least, dict(rack.singles), rack.wilds, candidates)
    else:
        spelled = 0
        for fits in index.coverable(rack.singles, rack.wilds, candidates):
            spelled |= fits
    out = {}
    for ch in _LETTERS:
        rows = index.at_least.get(ch)
        bits = spelled & rows[1] if rows is not None and len(rows) > 1 else 0
        if bits:
            out[ch] = bits
    return out


def unplaceable(faces: Sequence[str], held: dict[str, int]) -> list[str]:
    """The letter tiles (upper case, each as often as held) that no spelled word holds
    (``held``: :func:`holding`'s answer)."""
    return sorted(f for f in faces if f != WILD and f.lower() not in held)


def letter_groups(faces: Sequence[str], held: dict[str, int]) -> list[list[str]]:
    """The tiles' letters (upper case) grouped by the words that link them: two letters are in
    one group when a chain of spelled words, each sharing a letter with the next, holds both
    (``held``: :func:`holding`'s answer; a letter no word holds is a group of its own)."""
    mine = sorted({f.lower() for f in faces if f != WILD})
    grouped: set[str] = set()
    groups = []
    for start in mine:
        if start in grouped:
            continue
        # Grow the group: a letter joins when a word holds it and a letter already in
        # (``reach``: every word that holds a letter of the group), until none joins.
        members, reach, growing = {start}, held.get(start, 0), True
        while growing and reach:
            growing = False
            for ch, bits in held.items():
                if ch not in members and bits & reach:
                    members.add(ch)
                    reach |= bits
                    growing = True
        grouped |= members
        groups.append(sorted(ch.upper() for ch in members if ch in mine))
    return sorted(groups)


def impossible_reason(faces: Sequence[str], lexicon: Lexicon) -> str | None:
    """Why no crossword holds every one of ``faces`` (upper-case tile faces, ``?`` a wild), in
    words, when a cheap proof shows it; None when none does (the rack may still be impossible:
    only a search can tell)."""
    if len(faces) < 2 or _linked_by_short_words(faces, lexicon):
        return None
    held = holding(faces, lexicon)
    if not held:
        return "no word of two letters or more can be spelled from these tiles"
    lost = sorted(set(unplaceable(faces, held)))
    if lost:
        return f"no word from these tiles uses the {_listed(lost, 'or')}"
    groups = letter_groups(faces, held)
    if len(groups) > 1:
        parts = [", ".join(g) for g in groups]
        return (f"no crossword joins the {' to the '.join(parts)}: no word from these tiles "
                "links them")
    return None


def _short_words(lexicon: Lexicon) -> CountIndex:
    """The bitset index of the lexicon's words of two and three plain letters a-z (kept with the
    lexicon: :meth:`~wordgames.lexicon.Lexicon.derived`)."""
    index = lexicon.count_index  # its words are sorted by length: the short ones come first
    upto = index.upto_length
    short = index.words[upto[min(2, len(upto) - 1)]:upto[min(_SHORT + 1, len(upto) - 1)]]
    return CountIndex(w for w in short if w.isascii() and w.isalpha())


def _linked_by_short_words(faces: Sequence[str], lexicon: Lexicon) -> bool:
    """Whether the words of two and three letters that the tiles spell (with at most one of
    their wilds) hold every letter tile and link them all into one group.

    Then :func:`impossible_reason` has nothing to say: these words are some of those it reads
    (so every letter is held) and their links some of its links (so the letters are in one
    group). Word Storm faces only (one letter A-Z or ``?``); False says only "not shown here".

    >>> lex = Lexicon.from_words(["cat", "at", "xi", "taxi"])
    >>> _linked_by_short_words(list("CAT"), lex), _linked_by_short_words(list("CATXI"), lex)
    (True, False)
    >>> impossible_reason(list("CATXI"), lex) is None   # TAXI links them: the full check says so
    True
    """
    rack: dict[str, int] = {}
    wilds = 0
    for face in faces:
        if face == WILD:
            wilds += 1
        elif len(face) == 1 and "A" <= face <= "Z":
            ch = face.lower()
            rack[ch] = rack.get(ch, 0) + 1
        else:
            return False
    if not rack:
        return False
    index = lexicon.derived(_short_words)
    at_least = index.at_least
    spelled = short_of_at_most(at_least, rack, min(wilds, 1),
                               index.length_range(2, min(_SHORT, len(faces))))
    held = []
    for ch in rack:
        rows = at_least.get(ch)
        bits = spelled & rows[1] if rows is not None and len(rows) > 1 else 0
        if not bits:
            return False
        held.append(bits)
    # Grow one group from the first letter: a letter joins when a word holds it and a letter
    # already in (``reach``: the words that hold a letter of the group).
    reach, left = held[0], held[1:]
    while left:
        apart = []
        for bits in left:
            if bits & reach:
                reach |= bits
            else:
                apart.append(bits)
        if len(apart) == len(left):
            return False
        left = apart
    return True


def prepare(lexicon: Lexicon) -> None:
    """Build now the index of short words that the first check with ``lexicon`` builds (kept
    with the lexicon): for :func:`wordgames.wordstorm.solver.prepare`.

    >>> prepare(Lexicon.from_words(["cat", "at"]))
    """
    lexicon.derived(_short_words)


def _listed(items: Sequence[str], joint: str) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {joint} {items[-1]}"


__all__ = ["holding", "impossible_reason", "letter_groups", "prepare", "unplaceable"]
