"""Rebuild the classroom definitions (``wordgames/data/definitions/``) from WordNet 3.0.

Run ``apt-get install wordnet-base`` first (it fills /usr/share/wordnet/), then::

    python scripts/build_definitions.py             # writes the data and the licence
    python scripts/build_definitions.py --out DIR   # writes them into DIR instead (the tests)

What it writes, read by ``wordgames.classroom.define``:

- ``senses.tsv.xz``: one line per sense, ``lemma pos uses category definition kind``, for every
  lemma that a word of ``Lexicon.default(70, spelling="both", family_friendly=False)`` comes from
  (``morphy``: cats -> cat, went -> go). ``pos`` is ``n``, ``v``, ``a`` or ``r`` (adjective
  satellites count as ``a``); ``uses`` is how often WordNet's corpus tagged the lemma in that
  sense (cntlist); ``category`` is the subject category (``wordgames/data/categories``) the sense
  belongs to, if any; ``kind`` is ``name`` when WordNet has the lemma in that sense only
  capitalised (OR: Oregon, OD: a doctor's degree, Peel: a politician), ``instance`` for one named
  thing (Atlas the Titan, Hamlet the prince), else empty: what a child's meaning skips. A lemma
  keeps its first ``SENSES`` senses per part of speech, in WordNet's order (most used first).
- ``exceptions.tsv``: WordNet's irregular forms (``pos  form  lemma...``: geese -> goose) whose
  lemmas are in ``senses.tsv.xz``, so that ``define`` finds lemmas the way ``morphy`` does with
  no WordNet installed.
- ``WORDNET-LICENSE.txt``: WordNet's licence, which asks to travel with the data.

Nothing is downloaded: nltk only reads the files Debian installed (see
``wordgames.classroom.wordnet``). The categories come from ``build_categories.py``: rebuild
those first when they change (``make data`` does both, in that order).
"""

from __future__ import annotations

import argparse
import lzma
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from wordgames.classroom.wordnet import (
    DEBIAN_WORDNET,
    copy_licence,
    debian_installed,
    open_wordnet,
)
from wordgames.fivetiers.categories import category_words
from wordgames.lexicon import Lexicon

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_categories import CATEGORIES, category_synsets  # a sibling script

OUT_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data" / "definitions"
LEVEL = 70
#: Senses kept per lemma and part of speech: the most used ones, as a teacher reads them.
SENSES = 4
POS = ("n", "v", "a", "r")
HEADER = (
    "# Built by scripts/build_definitions.py from WordNet 3.0 (Debian's wordnet-base; licence\n"
    "# in WORDNET-LICENSE.txt) for the SCOWL level {level} words. Do not edit by hand.\n"
)


def lemmas_of(wordnet: Any, words: Iterable[str]) -> dict[str, set[str]]:
    """Part of speech -> the lemmas the words come from, by nltk's ``morphy``."""
    found: dict[str, set[str]] = {pos: set() for pos in POS}
    for word in words:
        for pos in POS:
            found[pos].update(wordnet._morphy(word, pos))
    return found


def sense_lines(wordnet: Any, lemmas: dict[str, set[str]]) -> list[str]:
    """The ``senses.tsv`` lines, sorted by lemma, then part of speech, then WordNet's order."""
    members = {name: category_synsets(wordnet, spec) for name, spec in CATEGORIES.items()}
    listed = {name: category_words(name) for name in CATEGORIES}
    lines = []
    for pos in POS:
        for lemma in sorted(lemmas[pos]):
            synsets = [s for s in wordnet.synsets(lemma, pos=pos) if lemma in _names(s)]
            # A name's sense never used in WordNet's corpus (the River Cam, a cam's first
            # sense) goes after the unused senses of the word itself: a word played in a
            # game is a common word, and the screens show the first definition.
            synsets.sort(key=lambda s: _proper(s, lemma) and _uses(s, lemma) == 0)
            for synset in synsets[:SENSES]:
                uses = _uses(synset, lemma)
                category = next(
                    (
                        name
                        for name in CATEGORIES
                        if synset in members[name] and lemma in listed[name]
                    ),
                    "",
                )
                text = " ".join(synset.definition().split())
                kind = _kind(synset, lemma)
                lines.append(f"{lemma}\t{pos}\t{uses}\t{category}\t{text}\t{kind}\n")
    order = {pos: i for i, pos in enumerate(POS)}
    # A stable sort: each lemma's senses keep WordNet's order within a part of speech.
    return sorted(lines, key=lambda line: (line.split("\t", 1)[0], order[line.split("\t")[1]]))


def _names(synset: Any) -> set[str]:
    return {lemma.name().lower() for lemma in synset.lemmas()}


def _uses(synset: Any, lemma: str) -> int:
    """How often WordNet's corpus used ``lemma`` in this sense."""
    return sum(int(lem.count()) for lem in synset.lemmas() if lem.name().lower() == lemma)


def _proper(synset: Any, lemma: str) -> bool:
    """Whether the synset has ``lemma`` only as a name (capitalized: Cam, May, Turkey)."""
    return all(lem.name() != lemma for lem in synset.lemmas() if lem.name().lower() == lemma)


def _kind(synset: Any, lemma: str) -> str:
    """``name``, ``instance`` or empty: see ``senses.tsv.xz`` in the module's docstring."""
    if _proper(synset, lemma):
        return "name"
    return "instance" if synset.instance_hypernyms() else ""


def exception_lines(wordnet: Any, lemmas: dict[str, set[str]]) -> list[str]:
    """The ``exceptions.tsv`` lines: WordNet's irregular forms, with the lemmas that are kept.

    A form whose lemmas are all left out stays, with none: an exception stops ``morphy``'s
    suffix rules (adj.exc has "bother bother", so that bother is no comparative of both).
    """
    lines = []
    for pos in POS:
        for form, bases in sorted(wordnet._exception_map[pos].items()):
            if "_" not in form:
                kept = [base for base in bases if base in lemmas[pos]]
                lines.append(f"{pos}\t{form}\t{' '.join(kept)}\n")
    return lines


def build(out_dir: Path, wordnet: Any | None = None) -> dict[str, int]:
    """Write the definitions, the exceptions and WordNet's licence; return what was written."""
    if wordnet is None:
        with tempfile.TemporaryDirectory() as staging:
            return build(out_dir, open_wordnet(DEBIAN_WORDNET, Path(staging)))
    # Every word, the offensive ones too: the blocklist (scripts/build_blocklist.py) reads
    # which words WordNet marks as slurs from these senses.
    lemmas = lemmas_of(wordnet, Lexicon.default(LEVEL, spelling="both", family_friendly=False))
    senses = sense_lines(wordnet, lemmas)
    exceptions = exception_lines(wordnet, lemmas)
    out_dir.mkdir(parents=True, exist_ok=True)
    header = HEADER.format(level=LEVEL)
    # xz, not gzip: 1.3 MB instead of 2.1 MB for some 9 MB of text.
    data = lzma.compress((header + "".join(senses)).encode("utf-8"), preset=9)
    (out_dir / "senses.tsv.xz").write_bytes(data)
    (out_dir / "exceptions.tsv").write_text(header + "".join(exceptions), encoding="utf-8")
    copy_licence(out_dir)
    return {
        "lemmas": len({line.split("\t", 1)[0] for line in senses}),
        "senses": len(senses),
        "exceptions": len(exceptions),
        "bytes": len(data),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder to write the data to")
    args = parser.parse_args()
    if not debian_installed():
        raise SystemExit(f"no WordNet database in {DEBIAN_WORDNET}: apt-get install wordnet-base")
    counts = build(args.out)
    print(", ".join(f"{name}: {count:,}" for name, count in counts.items()))


if __name__ == "__main__":
    main()
