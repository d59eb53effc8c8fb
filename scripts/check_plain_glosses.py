"""Check ``wordgames/data/definitions/plain.tsv``, the plain glosses written for this project.

Run from the repository root (exits 1 and says why when a check fails)::

    python scripts/check_plain_glosses.py

The file is curated by hand (word, TAB, the meaning a 12-year-old reads), so this script does
not build it: it checks what a reviewer cannot see at a glance. Every word is a dictionary word
(SCOWL 80, contractions, either spelling) and glossed once; every gloss is short (at most
``MAX_WORDS`` words) and in words a child reads (each word of SCOWL level ``PLAIN_LEVEL`` or
below, in any inflection, or a capitalised name such as Earth); no gloss holds a word of the
not-for-a-class list (``wordgames.lexicon.not_for_class``). Licence: written for this project,
under the project's own licence (no source to credit).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.lexicon import Lexicon  # noqa: E402

PLAIN = ROOT / "wordgames" / "data" / "definitions" / "plain.tsv"
MAX_WORDS = 22
PLAIN_LEVEL = 50
_WORD = re.compile(r"[A-Za-z']+")
#: Headwords that are spoken words but no game's: a single letter, OK.
SPOKEN = frozenset({"a", "ok"})
_ENDINGS = ("s", "es", "ed", "d", "ing", "er", "est", "ly", "'s")


def rows() -> list[tuple[int, str, str]]:
    """(line, word, gloss) of every row of the file."""
    found = []
    for number, line in enumerate(PLAIN.read_text(encoding="utf-8").splitlines(), start=1):
        if line and not line.startswith("#"):
            word, _, gloss = line.partition("\t")
            found.append((number, word, gloss.strip()))
    return found


def plain(word: str, lexicon: Lexicon) -> bool:
    """Whether ``word`` is a word a child reads: in ``lexicon``, or an inflection of one."""
    if word in lexicon or word[0].isupper() or len(word) == 1:  # a, I: no game word
        return True
    return any(word.endswith(e) and (word[: -len(e)] in lexicon or word[: -len(e)] + "e"
                                     in lexicon or word[: -len(e) - 1] + "y" in lexicon)
               for e in _ENDINGS)


def problems() -> list[str]:
    """What is wrong with the file, one line each."""
    from wordgames.lexicon import not_for_class

    everything = Lexicon.default(80, contractions=True, spelling="both", family_friendly=False)
    easy = Lexicon.default(PLAIN_LEVEL, contractions=True, spelling="both")
    blocked = not_for_class()
    found: list[str] = []
    seen: dict[str, int] = {}
    for number, word, gloss in rows():
        where = f"line {number}: {word}"
        if word in seen:
            found.append(f"{where}: glossed again (first on line {seen[word]})")
        seen.setdefault(word, number)
        if any(part not in everything and part not in SPOKEN for part in word.split()):
            found.append(f"{where}: not a dictionary word")
        words = _WORD.findall(gloss)
        if len(words) > MAX_WORDS:
            found.append(f"{where}: the gloss has {len(words)} words (at most {MAX_WORDS})")
        hard = [w for w in words if not plain(w.lower() if not w[0].isupper() else w, easy)]
        if hard:
            found.append(f"{where}: words above level {PLAIN_LEVEL}: {', '.join(hard)}")
        bad = [w for w in words if w.lower() in blocked]
        if bad:
            found.append(f"{where}: a word not for a class: {', '.join(bad)}")
    return found


def main() -> None:
    found = problems()
    print(f"{PLAIN.relative_to(ROOT)}: {len(rows())} glosses, {len(found)} problems")
    for line in found:
        print("  " + line)
    if found:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
