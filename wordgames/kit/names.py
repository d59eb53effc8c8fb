"""People's names as they are shown to others: no invisible letters, no look-alike mixes.

A name typed in a lobby is shown on every screen of its table and on the teacher's page, so it
must look like what it is. :func:`visible` folds compatibility forms (full-width letters, the
ligature "ﬁ") to plain ones and drops what is not seen: format and control characters,
Unicode's default-ignorable code points (the Hangul filler U+3164 that makes a "blank" name,
zero-width spaces, direction overrides) and the blank Braille pattern. :func:`one_alphabet`
refuses a name that mixes look-alike alphabets (a Cyrillic "А" in a Latin "Аna"), by the rule
of Unicode's "highly restrictive" identifiers (UTS #39): one alphabet, or Latin with the
Chinese, Japanese or Korean ones a name may mix. Python has no script property, so a letter's
alphabet is the first word of its Unicode name (LATIN, CYRILLIC, CJK...).

>>> visible("Ana\\u3164"), visible("\\u200bＢｏ"), visible("Ana\\u00a0María")
('Ana', 'Bo', 'Ana María')
>>> one_alphabet("Ana María"), one_alphabet("山田 Taro")
('Ana María', '山田 Taro')
>>> one_alphabet("\\u0410na")
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: a name mixes letters of two alphabets (Latin and Cyrillic: 'А' ...
"""

from __future__ import annotations

import unicodedata

from wordgames.errors import InvalidInput

#: Unicode's Default_Ignorable_Code_Point ranges (DerivedCoreProperties.txt, Unicode 15), and
#: the blank Braille pattern (shown as nothing, though a symbol).
_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x2800, 0x2800), (0x3164, 0x3164), (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)

#: Alphabets a name may mix (Japanese writes Han, Hiragana and Katakana together; Chinese and
#: Korean names mix Han with Bopomofo or Hangul; any of them with Latin).
_TOGETHER = (
    frozenset({"LATIN", "CJK", "HIRAGANA", "KATAKANA"}),
    frozenset({"LATIN", "CJK", "BOPOMOFO"}),
    frozenset({"LATIN", "CJK", "HANGUL"}),
)

#: First words of Unicode names that are no alphabet's (or are folded into one).
_ALIASES = {"IDEOGRAPHIC": "CJK", "KATAKANA-HIRAGANA": "KATAKANA"}
_NO_ALPHABET = frozenset({"MODIFIER", "COMBINING", "DIGIT"})


def _ignorable(ch: str) -> bool:
    point = ord(ch)
    return any(low <= point <= high for low, high in _IGNORABLE)


def visible(text: str) -> str:
    """``text`` with compatibility forms folded (NFKC), every kind of space made a plain
    space, and every character that shows as nothing dropped (see the module docstring)."""
    kept = []
    for ch in unicodedata.normalize("NFKC", text):
        if ch.isspace():
            kept.append(" ")
        elif not _ignorable(ch) and ch.isprintable():
            kept.append(ch)
    return "".join(kept)


def alphabet(ch: str) -> str | None:
    """The alphabet of a letter (the first word of its Unicode name), or None for what is no
    alphabet's (digits, marks, signs).

    >>> alphabet("a"), alphabet("\\u0430"), alphabet("字"), alphabet("1")
    ('LATIN', 'CYRILLIC', 'CJK', None)
    """
    if not ch.isalpha():
        return None
    first = unicodedata.name(ch, "").split(" ", 1)[0]
    if not first or first in _NO_ALPHABET:
        return None
    return _ALIASES.get(first, first)


def one_alphabet(name: str) -> str:
    """``name`` when its letters are of one alphabet (or a mix a name may have); else the
    refusal says which two and a letter of the odd one."""
    seen: dict[str, str] = {}
    counts: dict[str, int] = {}
    for ch in name:
        kind = alphabet(ch)
        if kind is not None:
            seen.setdefault(kind, ch)
            counts[kind] = counts.get(kind, 0) + 1
    if len(seen) <= 1 or any(set(seen) <= allowed for allowed in _TOGETHER):
        return name
    main = max(counts, key=lambda kind: counts[kind])
    odd = min((kind for kind in counts if kind != main), key=lambda kind: counts[kind])
    raise InvalidInput(f"a name mixes letters of two alphabets ({main.title()} and "
                       f"{odd.title()}: {seen[odd]!r} is {odd.title()}), so it could "
                       "look like someone else's: type it with one keyboard")


__all__ = ["alphabet", "one_alphabet", "visible"]
