"""Checking a player's words against their tiles: which tiles each word takes, or why it can't.

A person says words, not tiles; the game works out a spelling. A word goes in the tier of as
many tiles as it takes (DON'T takes five; with Spanish tiles PERRO takes four, P E RR O, or five).

>>> place(["at", None, "dogs", None, None], list("DOGSTA?")).unused
('?',)
>>> place(["at", "cat", None, None, None], list("ACT"))
Traceback (most recent call last):
...
wordgames.errors.IllegalAction: your tiles do not cover these words: one A, one T short
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.fivetiers.search import _make_option, _Option, _Problem, _segmentations, _SplitRack
from wordgames.fivetiers.solver import HAND_SIZE, TIERS, Arrangement, _arrangement
from wordgames.kit.tiles import APOSTROPHE
from wordgames.lexicon import fold_accents


def _clean(words: Sequence[str | None]) -> list[str | None]:
    if isinstance(words, str) or not isinstance(words, Sequence):
        raise InvalidInput(
            "words are a list of five (2-, 3-, 4-, 5- and 6-tile word; None for an empty tier)"
        )
    if len(words) != len(TIERS):
        raise InvalidInput(
            f"a five-tier rack takes {len(TIERS)} words (2 to 6 tiles), not {len(words)}"
        )
    out: list[str | None] = []
    for tier, word in zip(TIERS, words, strict=True):
        if word is None or word == "":
            out.append(None)
            continue
        if not isinstance(word, str):
            raise InvalidInput(f"the {tier}-tile word must be text, not {type(word).__name__}")
        text = fold_accents(word.strip().lower())  # CAFÉ is played C A F E
        bad = [ch for ch in text if not (ch.isalpha() or ch == APOSTROPHE)]
        if bad:
            raise InvalidInput(f"the {tier}-tile word {word!r} contains {bad[0]!r}")
        out.append(text)
    return out


def place(words: Sequence[str | None], tiles: Iterable[str]) -> Arrangement:
    """Put ``words`` (one per tier, shortest first, None for an empty tier) on ``tiles``.

    Raises ``IllegalAction`` when a word cannot take its tier's number of tiles or the tiles do
    not cover the words (a blank covers any letter, never an apostrophe); ``InvalidInput`` for
    malformed words. Whether the words are in a dictionary is not checked here.
    """
    hand = _SplitRack.parse(tiles, None)
    cleaned = _clean(words)
    multis = [k for k in hand.keys if len(k) > 1]
    keys = tuple(sorted(
        set(hand.keys) | {ch for w in cleaned if w is not None for ch in w}
    ))
    index = {k: i for i, k in enumerate(keys)}
    per_tier: list[list[_Option]] = []
    for tier, word in zip(TIERS, cleaned, strict=True):
        if word is None:
            continue
        options = [
            o for segments in _segmentations(word, multis)
            if len(segments) == tier and (o := _make_option(word, segments, index)) is not None
        ]
        if not options:
            counts = sorted({len(s) for s in _segmentations(word, multis)})
            takes = " or ".join(map(str, counts))
            raise IllegalAction(
                f"{word!r} takes {takes} tiles, so it cannot go in the {tier}-tile tier"
            )
        per_tier.append(options)
    have = dict(zip(hand.keys, hand.counts, strict=True))
    counts = [have.get(k, 0) for k in keys]
    chosen = _cover(per_tier, list(counts), hand.blanks)
    if chosen is None:
        raise IllegalAction(f"your tiles do not cover these words: {_shortfall(cleaned, hand)}")
    problem = _Problem(keys, tuple(counts), hand.blanks, ())
    return _arrangement(problem, chosen, hand.faces)


def _cover(
    per_tier: list[list[_Option]], rem: list[int], blanks: int
) -> dict[int, tuple[_Option, tuple[int, ...]]] | None:
    """One option per listed tier that the tiles cover together (real tiles first)."""
    if not per_tier:
        return {}
    for option in per_tier[0]:
        if not option.fits(rem, blanks):
            continue
        before = tuple(rem)
        left = option.take(rem, blanks)
        rest = _cover(per_tier[1:], rem, left)
        rem[:] = before
        if rest is not None:
            rest[option.tier] = (option, before)
            return rest
    return None


def _shortfall(words: Sequence[str | None], hand: _SplitRack) -> str:
    """What the words need beyond the tiles, in words a player understands."""
    need = Counter(ch for w in words if w is not None for ch in w)
    have = Counter(dict(zip(hand.keys, hand.counts, strict=True)))
    for multi in (k for k in hand.keys if len(k) > 1):
        for ch in multi:
            have[ch] += have[multi]
    missing = need - have
    names = ", ".join(
        f"{_count(n)} {'apostrophe' if ch == APOSTROPHE else ch.upper()}"
        for ch, n in sorted(missing.items())
    )
    blanks = f" (after your {hand.blanks} blank{'s' * (hand.blanks != 1)})" if hand.blanks else ""
    return f"{names} short{blanks}" if names else "the tiles do not split into these words"


def _count(n: int) -> str:
    return {1: "one", 2: "two", 3: "three"}.get(n, str(n))


def place_all(words: Sequence[str | None], tiles: Iterable[str]) -> Arrangement:
    """:func:`place` for a declaration: five words that use every one of the 20 tiles.

    >>> place_all(["be", "cat", "dogs", "apple", "orange"], list("BECATDOGSAPPLEORANGE")).complete
    True
    """
    faces = list(tiles)
    if len(faces) != HAND_SIZE:
        raise IllegalAction(f"a declaration needs a hand of {HAND_SIZE} tiles, not {len(faces)}")
    cleaned = _clean(words)
    empty = [t for t, w in zip(TIERS, cleaned, strict=True) if w is None]
    if empty:
        raise IllegalAction(
            "a declaration needs all five words; empty tier"
            f"{'s' * (len(empty) > 1)}: {', '.join(f'{t} tiles' for t in empty)}"
        )
    arrangement = place(cleaned, faces)
    # Words of 2+3+4+5+6 tiles use all 20: a covered set is complete.
    assert arrangement.complete and not arrangement.unused
    return arrangement


__all__ = ["place", "place_all"]
