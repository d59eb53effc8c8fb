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
Contractions are SCOWL's ``english-contractions`` (``I'm``, ``I'll`` lowercased, as a game
writes them), plus the ``'s`` contractions a child writes every day (it's, let's, that's:
:data:`S_CONTRACTIONS`), which SCOWL lists only among its possessives, at their SCOWL level; a
poetic or dialect contraction (o'er, ne'er, cowslip'd: :func:`is_poetic`) goes to level 80 at
the earliest, out of the children's levels.
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


#: The ``'s`` contractions of everyday writing: SCOWL has them only in its word lists, beside
#: possessives (book's), which the build leaves out.
S_CONTRACTIONS = frozenset(
    "it's let's that's he's she's what's there's here's who's where's".split())
#: The contractions of the first person, which SCOWL lists capitalised (I'm, I'd, I'll, I've).
I_CONTRACTION = re.compile(r"I'[a-z]+")
#: The lowest level a poetic or dialect contraction may have: none in the children's levels.
POETIC_LEVEL = 80
#: The ``'d`` contractions of everyday speech (I'd, she'd, how'd): any other ``'d`` is a poem's
#: past tense (cowslip'd, freez'd).
EVERYDAY_D = frozenset("i he she we they you who it that how why what where there".split())


def is_poetic(contraction: str) -> bool:
    """True for a contraction of old poems or dialect, not of a child's writing: a vowel or
    ``v`` dropped inside a word (o'er, ne'er, e'en, ta'en, whate'er), a ``'d`` past tense
    (cowslip'd), or letters after an apostrophe that start no English ending (ha'penny).

    >>> [w for w in ["o'er", "ne'er", "cowslip'd", "don't", "she'd", "you're", "y'all",
    ...               "ha'penny", "o'clock", "ma'am", "would've"] if is_poetic(w)]
    ["o'er", "ne'er", "cowslip'd", "ha'penny"]
    """
    head, _, tail = contraction.partition("'")
    if tail == "d":
        return head not in EVERYDAY_D
    if tail in ("er", "en"):
        return True
    return tail not in ("t", "re", "ll", "ve", "s", "m", "d", "all", "clock", "am")


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
    waiting: set[str] = set()
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
        listed = read_level("english-contractions", level)
        listed = {w.lower() if I_CONTRACTION.fullmatch(w) else w for w in listed}
        listed |= entries & S_CONTRACTIONS
        listed = {w for w in listed if CONTRACTION.fullmatch(w)}
        if level < POETIC_LEVEL:  # a poem's contraction waits for the level of rare words
            waiting |= {w for w in listed if is_poetic(w)}
            listed -= waiting
        else:
            listed |= waiting
        new_contractions = listed - seen_contractions
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
