"""Rebuild ``wordgames/data/lexicon.txt.gz`` from Debian's ``scowl`` package.

Run ``apt-get install scowl`` first (it fills /usr/share/dict/scowl/), then::

    python scripts/build_lexicon.py            # writes the data file and prints the counts
    python scripts/build_lexicon.py --check    # only prints the counts

The file holds one section per (kind, level): a header line such as ``@word 35``, then the words
first seen at that level, one per line, sorted. Kinds: ``word`` (every spelling, or the same
level in American and British spelling), ``american`` and ``british`` (the words one spelling
has that the other lacks, or has at another level: color / colour, center / centre) and
``contraction``. American is SCOWL's ``english`` and ``american`` lists; British is ``english``,
``british`` (-ise) and ``british_z`` (Oxford -ize: both are taught in British schools).
Only lowercase a-z entries are
kept (that drops proper names, abbreviations and possessives); contractions keep their
apostrophes. Single letters, letter plurals and unit symbols, which SCOWL lists but no word game
accepts, are dropped: see :func:`is_game_word`.
"""

from __future__ import annotations

import argparse
import gzip
import re
import shutil
from pathlib import Path

SCOWL_DIR = Path("/usr/share/dict/scowl")
SCOWL_COPYRIGHT = Path("/usr/share/doc/scowl/copyright")
LEVELS = (10, 20, 35, 40, 50, 55, 60, 70, 80)
#: SCOWL's lists of each spelling, besides the ``english`` list every spelling shares.
SPELLINGS = {"american": ("american",), "british": ("british", "british_z")}
DATA_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data"
OUTPUT = DATA_DIR / "lexicon.txt.gz"
LICENCE = DATA_DIR / "SCOWL-COPYRIGHT.txt"

WORD = re.compile(r"[a-z]+")
CONTRACTION = re.compile(r"[a-z]+(?:'[a-z]*)+|'[a-z]+")
LETTER_PLURAL = re.compile(r"[b-df-hj-np-tv-z]s")
#: Unit symbols and abbreviations that SCOWL lists as lowercase words (kilobyte, lumen, lux...).
UNIT_SYMBOLS = frozenset({"kb", "lm", "ln", "lx", "mb", "mf", "csc", "dkl", "hhd"})


def is_game_word(word: str) -> bool:
    """False for the entries no word game accepts: single letters, letter plurals, unit symbols.

    >>> [w for w in ["a", "cs", "kb", "ox", "qi", "is", "us", "es"] if is_game_word(w)]
    ['ox', 'qi', 'is', 'us', 'es']
    """
    if len(word) < 2 or word in UNIT_SYMBOLS:
        return False
    return not LETTER_PLURAL.fullmatch(word)


def read_level(stem: str, level: int) -> set[str]:
    path = SCOWL_DIR / f"{stem}.{level}"
    if not path.exists():
        return set()
    return set(path.read_text(encoding="latin-1").split("\n"))


def collect(
    spelling: str = "american",
) -> tuple[dict[int, list[str]], dict[int, list[str]], list[tuple[int, int, int]]]:
    """Words and contractions new at each level in ``spelling`` (``american`` or ``british``),
    and (level, raw cumulative, kept cumulative)."""
    seen_raw: set[str] = set()
    seen_kept: set[str] = set()
    seen_contractions: set[str] = set()
    words: dict[int, list[str]] = {}
    contractions: dict[int, list[str]] = {}
    counts = []
    for level in LEVELS:
        entries = read_level("english-words", level)
        for stem in SPELLINGS[spelling]:
            entries |= read_level(f"{stem}-words", level)
        raw = {w for w in entries if WORD.fullmatch(w)} - seen_raw
        seen_raw |= raw
        kept = {w for w in raw if is_game_word(w)} - seen_kept
        seen_kept |= kept
        words[level] = sorted(kept)
        new_contractions = {
            w for w in read_level("english-contractions", level) if CONTRACTION.fullmatch(w)
        } - seen_contractions
        seen_contractions |= new_contractions
        contractions[level] = sorted(new_contractions)
        counts.append((level, len(seen_raw), len(seen_kept)))
    return words, contractions, counts


def split_spellings(
    american: dict[int, list[str]], british: dict[int, list[str]]
) -> dict[str, dict[int, list[str]]]:
    """The sections ``word``, ``american`` and ``british``: a word both spellings have at the
    same level is a ``word``; the rest go to the spelling that has them.

    >>> split = split_spellings({10: ["cat", "color"]}, {10: ["cat", "colour"]})
    >>> split["word"], split["american"], split["british"]
    ({10: ['cat']}, {10: ['color']}, {10: ['colour']})
    """
    level_of = {
        name: {word: level for level, entries in table.items() for word in entries}
        for name, table in (("american", american), ("british", british))
    }
    sections: dict[str, dict[int, list[str]]] = {
        kind: {level: [] for level in american} for kind in ("word", "american", "british")
    }
    for name, mine, other in (("american", level_of["american"], level_of["british"]),
                              ("british", level_of["british"], level_of["american"])):
        for word, level in mine.items():
            if other.get(word) != level:
                sections[name][level].append(word)
            elif name == "american":
                sections["word"][level].append(word)
    return {kind: {lv: sorted(ws) for lv, ws in table.items()} for kind, table in sections.items()}


def serialise(
    sections: dict[str, dict[int, list[str]]], contractions: dict[int, list[str]]
) -> bytes:
    lines: list[str] = []
    for kind, table in (*sections.items(), ("contraction", contractions)):
        for level, entries in table.items():
            lines.append(f"@{kind} {level}")
            lines.extend(entries)
    return ("\n".join(lines) + "\n").encode("ascii")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="print the counts, write nothing")
    args = parser.parse_args()
    if not SCOWL_DIR.is_dir():
        raise SystemExit(f"{SCOWL_DIR} is missing: run 'apt-get install scowl' first")
    words, contractions, counts = collect("american")
    british, _, british_counts = collect("british")
    print(f"{'level':>5} {'raw a-z words':>14} {'after filter':>13} {'British':>9}")
    for (level, raw, kept), (_, _, kept_british) in zip(counts, british_counts, strict=True):
        print(f"{level:>5} {raw:>14,} {kept:>13,} {kept_british:>9,}")
    total_contractions = sum(len(v) for v in contractions.values())
    print(f"contractions (all levels): {total_contractions:,}")
    if args.check:
        return
    # mtime=0 so that rebuilding the same lists gives the same bytes.
    sections = split_spellings(words, british)
    OUTPUT.write_bytes(gzip.compress(serialise(sections, contractions), compresslevel=9, mtime=0))
    shutil.copyfile(SCOWL_COPYRIGHT, LICENCE)
    print(f"wrote {OUTPUT.relative_to(DATA_DIR.parent.parent)} ({OUTPUT.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
