"""Rebuild ``wordgames/data/definitions/glosses-es.tsv.xz``: English glosses of Spanish words.

Run ``apt-get install dict-freedict-spa-eng dict-freedict-eng-spa hunspell-es`` and
``pip install wordfreq`` first, then::

    python scripts/build_glosses_es.py            # writes the data file and prints the counts
    python scripts/build_glosses_es.py --check    # only prints the counts

Sources: FreeDict's Spanish-English dictionary (Debian's ``dict-freedict-spa-eng``, GPL-2+), its
glosses first, then FreeDict's English-Spanish one read backwards (``dict-freedict-eng-spa``:
an English headword glosses each Spanish word it translates to: coffee glosses café).
Both are small (4,500 and 5,900 headwords) but free and on the registry; no larger free
Spanish-English dictionary is packaged as text (Apertium's pair ships compiled transducers).
Names (capitalised headwords) are left out.

Every word of the Spanish dictionary finds its glosses through the entries it is a form of: the
same hunspell-es stems and affix rules ``scripts/build_lexicon_es.py`` builds the dictionary
from (``perros`` is a form of ``perro``: dog). The file holds two sections: ``@gloss`` lines
``headword<TAB>gloss; gloss`` (the headword with its accents, as a learner should read it), and
``@form`` lines ``word<TAB>headword,headword`` for each word of the dictionary that has one (the
word as the tiles spell it).
"""

from __future__ import annotations

import argparse
import gzip
import lzma
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build_lexicon_es as lexicon_build

DICTD = Path("/usr/share/dictd")
SPA_ENG = DICTD / "freedict-spa-eng"
ENG_SPA = DICTD / "freedict-eng-spa"
COPYRIGHT = Path("/usr/share/doc/dict-freedict-spa-eng/copyright")
DATA_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data" / "definitions"
OUTPUT = DATA_DIR / "glosses-es.tsv.xz"
LICENCE = DATA_DIR / "FREEDICT-COPYRIGHT.txt"
#: How many glosses a headword keeps at most.
MAX_GLOSSES = 6

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_NUMBERED = re.compile(r"^\s*\d+\.\s*")
_IPA = re.compile(r"\s*/[^/]*/\s*$")


def _number(text: str) -> int:
    """A dictd index number (base 64, dictd's own digits).

    >>> _number("B"), _number("BA")
    (1, 64)
    """
    value = 0
    for ch in text:
        value = value * 64 + _B64.index(ch)
    return value


def dictd_entries(stem: Path) -> Iterator[tuple[str, list[str]]]:
    """(headword, translations) of a dictd dictionary (``stem.index``, ``stem.dict.dz``)."""
    body = gzip.decompress(stem.with_suffix(".dict.dz").read_bytes())
    for line in stem.with_suffix(".index").read_text(encoding="utf-8").splitlines():
        headword, offset, length = line.split("\t")
        if headword.startswith("00database"):
            continue
        text = body[_number(offset): _number(offset) + _number(length)].decode("utf-8")
        lines = text.strip("\n").split("\n")
        translations = []
        for row in lines[1:]:
            for part in _NUMBERED.sub("", row).split(","):
                part = part.strip()
                if part:
                    translations.append(part)
        yield _IPA.sub("", lines[0]).strip() or headword, translations


def _is_plain(word: str) -> bool:
    """A lowercase word or phrase, no name: ``NorthAmerica`` and ``Adam`` are not.

    >>> [_is_plain(w) for w in ("dog", "ice cream", "Adam", "NorthAmerica", "")]
    [True, True, False, False, False]
    """
    return bool(word) and word == word.lower() and any(ch.isalpha() for ch in word)


def glosses() -> dict[str, list[str]]:
    """English glosses by Spanish headword: FreeDict's Spanish-English entries first, then its
    English-Spanish entries read backwards (``coffee: café`` glosses café as coffee)."""
    found: dict[str, list[str]] = {}
    for headword, translations in dictd_entries(SPA_ENG):
        if _is_plain(headword):
            kept = [t for t in translations if _is_plain(t) or t[:1].islower()]
            if kept:
                found.setdefault(headword, []).extend(kept)
    backwards: dict[str, list[str]] = {}
    for english, spanish in dictd_entries(ENG_SPA):
        if not _is_plain(english):
            continue
        for word in spanish:
            if _is_plain(word) and " " not in word:
                backwards.setdefault(word, []).append(english)
    for word, english in backwards.items():
        found.setdefault(word, []).extend(english)
    return {word: list(dict.fromkeys(g))[:MAX_GLOSSES] for word, g in found.items()}


def forms(known: dict[str, list[str]]) -> dict[str, list[str]]:
    """For each word of the Spanish dictionary (as the tiles spell it), the headwords with
    glosses it is a form of (itself first, when it is one)."""
    words, stems_of, _ = lexicon_build.collect(lexicon_build.frequencies())
    by_folded: dict[str, list[str]] = {}
    for headword in known:
        by_folded.setdefault(lexicon_build.fold(headword), []).append(headword)
    out: dict[str, list[str]] = {}
    for word in words:
        heads = list(by_folded.get(word, []))
        for stem in sorted(stems_of.get(word, ())):
            heads += [h for h in by_folded.get(lexicon_build.fold(stem), []) if h not in heads]
        if heads:
            out[word] = heads
    return out


def serialise(known: dict[str, list[str]], of: dict[str, list[str]]) -> bytes:
    used = {h for heads in of.values() for h in heads}
    lines = ["# English glosses of Spanish words: FreeDict spa-eng and eng-spa (GPL-2+, "
             "FREEDICT-COPYRIGHT.txt).", "# Built by scripts/build_glosses_es.py.", "@gloss"]
    lines += [f"{h}\t{'; '.join(known[h])}" for h in sorted(used)]
    lines.append("@form")
    lines += [f"{word}\t{','.join(heads)}" for word, heads in sorted(of.items())]
    return ("\n".join(lines) + "\n").encode("utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="print the counts, write nothing")
    args = parser.parse_args()
    for stem in (SPA_ENG, ENG_SPA):
        if not stem.with_suffix(".index").exists():
            raise SystemExit(f"{stem}.index is missing: run 'apt-get install "
                             f"dict-{stem.name}' first")
    known = glosses()
    of = forms(known)
    print(f"headwords with glosses: {len(known):,}; dictionary words that find one: {len(of):,}")
    if args.check:
        return
    OUTPUT.write_bytes(lzma.compress(serialise(known, of), preset=9))
    shutil.copyfile(COPYRIGHT, LICENCE)
    print(f"wrote {OUTPUT.relative_to(DATA_DIR.parent.parent.parent)} "
          f"({OUTPUT.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
