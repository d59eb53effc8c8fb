"""Rebuild ``wordgames/data/lexicon.txt.gz`` from Debian's ``scowl`` package.

Run ``apt-get install scowl`` first (it fills /usr/share/dict/scowl/), then::

    python scripts/build_lexicon.py            # writes the data file and prints the counts
    python scripts/build_lexicon.py --check    # only prints the counts

The file holds one section per (kind, level): a header line ``@word 35`` or ``@contraction 35``,
then the words first seen at that level, one per line, sorted. Only lowercase a-z entries are
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


def collect() -> tuple[dict[int, list[str]], dict[int, list[str]], list[tuple[int, int, int]]]:
    """Words and contractions new at each level, and (level, raw cumulative, kept cumulative)."""
    seen_raw: set[str] = set()
    seen_kept: set[str] = set()
    seen_contractions: set[str] = set()
    words: dict[int, list[str]] = {}
    contractions: dict[int, list[str]] = {}
    counts = []
    for level in LEVELS:
        entries = read_level("english-words", level) | read_level("american-words", level)
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


def serialise(words: dict[int, list[str]], contractions: dict[int, list[str]]) -> bytes:
    lines: list[str] = []
    for kind, table in (("word", words), ("contraction", contractions)):
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
    words, contractions, counts = collect()
    print(f"{'level':>5} {'raw a-z words':>14} {'after filter':>13}")
    for level, raw, kept in counts:
        print(f"{level:>5} {raw:>14,} {kept:>13,}")
    total_contractions = sum(len(v) for v in contractions.values())
    print(f"contractions (all levels): {total_contractions:,}")
    if args.check:
        return
    # mtime=0 so that rebuilding the same lists gives the same bytes.
    OUTPUT.write_bytes(gzip.compress(serialise(words, contractions), compresslevel=9, mtime=0))
    shutil.copyfile(SCOWL_COPYRIGHT, LICENCE)
    print(f"wrote {OUTPUT.relative_to(DATA_DIR.parent.parent)} ({OUTPUT.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
