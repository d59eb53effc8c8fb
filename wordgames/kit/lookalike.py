"""Characters a person types that are not what they look like, said plainly in messages.

A Cyrillic С looks like a Latin C and a no-break space like a space; "unknown character 'С'"
leaves the person looking at what seems a C. :func:`described` names what the character is,
and which letter it looks like. :func:`typed` folds what is safe to fold (full-width letters,
ligatures from a PDF, a phone's curly apostrophe) into the letters the games play.

>>> described("С")
"'С' (a Cyrillic letter that looks like Latin C)"
>>> typed("ＣＡＴ"), typed("ﬁt"), typed("i’m")
('CAT', 'fit', "i'm")
"""

from __future__ import annotations

import unicodedata

#: Letters of other scripts that look like Latin ones (the common ones a keyboard layout or a
#: copied text gives).
LOOKALIKES = dict(zip(
    "АВЕКМНОРСТХУаеорсухіјѕЅІЈԁһԛԜԝ" "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧοινκ",
    "ABEKMHOPCTXYaeopcyxijsSIJdhqWw" "ABEZHIKMNOPTYXoivk", strict=True))

#: Apostrophes a phone or a word processor types for "'".
APOSTROPHES = "\u2019\u2018\u02bc\u2032\uff07"


def described(ch: str) -> str:
    """``ch`` for a message: itself, and for one that is not plain ASCII what it is.

    >>> described("$"), described("\\u00a0")
    ("'$'", "'\\\\xa0' (a no-break space)")
    >>> described("Ω")
    "'Ω' (a Greek letter)"
    """
    shown = repr(ch)
    if ch.isascii():
        return shown
    name = unicodedata.name(ch, "")
    script = name.split(" ")[0].capitalize() if name else ""
    if ch in LOOKALIKES:
        return f"{shown} (a {script} letter that looks like Latin {LOOKALIKES[ch]})"
    if ch.isspace():
        return f"{shown} (a {name.lower() or 'space'})"
    if ch.isalpha() and script and script != "Latin":
        return f"{shown} (a {script} letter)"
    return f"{shown} ({name.lower()})" if name else shown


def typed(text: str) -> str:
    """``text`` with what looks like a letter and is one folded to it: full-width letters and
    ligatures by Unicode's compatibility form (NFKC), curly apostrophes to "'". Look-alike
    letters of other scripts are left (they are other letters: a message names them).

    >>> typed("Ｑｕ"), typed("don‘t")
    ('Qu', "don't")
    """
    if text.isascii():
        return text
    folded = unicodedata.normalize("NFKC", text)
    for mark in APOSTROPHES:
        folded = folded.replace(mark, "'")
    return folded


__all__ = ["APOSTROPHES", "LOOKALIKES", "described", "typed"]
