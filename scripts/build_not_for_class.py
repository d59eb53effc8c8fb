"""Rebuild ``wordgames/data/not-for-class.txt``: the words not for a class (issue 34).

    python scripts/build_not_for_class.py            # write the list
    python scripts/build_not_for_class.py --check    # print what it would hold, write nothing

Hints and bots never use these words, and the children's levels of the family-friendly
dictionary (``Lexicon.default(level)`` with ``level <= CHILD_LEVEL``) leave them out
(:func:`wordgames.lexicon.not_for_class`). Three sources, all shipped with the package:

- ``data/blocklist.txt`` (``scripts/build_blocklist.py``: better-profanity, naughty-words and
  WordNet's slurs), which the family-friendly dictionary already leaves out at every level;
- WordNet 3.0 (the shipped senses, ``data/definitions/``; its licence beside them): a word of
  the lexicon whose commonest sense of its own is sexual, a drug or a slur by WordNet's own
  usage words (``offensive_sense``, and :data:`MARKERS`: "sexual", "copulate", "street name
  for"...), unless the word is everyday at SCOWL level 10;
- ``data/not-for-class-own.tsv``: words chosen for this project, each with its reason; a reason
  starting ``kept:`` keeps a word WordNet would take (crack: a split first).

Every form of a taken word is taken (sexes, ogled: ``build_blocklist.forms``).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from build_blocklist import forms, lexicon_words  # noqa: E402

from wordgames.classroom.definitions import offensive_sense, wordnet_senses  # noqa: E402
from wordgames.lexicon import Lexicon  # noqa: E402

DATA_DIR = ROOT / "wordgames" / "data"
OUTPUT = DATA_DIR / "not-for-class.txt"
OWN = DATA_DIR / "not-for-class-own.tsv"
#: What in a WordNet definition says its sense is sexual or a drug.
MARKERS = re.compile(
    r"\b(sexual intercourse|sexual desire|sexual activity|sexually (arousing|attractive|"
    r"promiscuous)|genitals|genitalia|copulat\w*|coitus|orgasm\w*|masturbat\w*|erotic\w*|"
    r"prostitut\w*|pornograph\w*|street names? for)\b", re.I)
#: Words whose first sense WordNet marks so but which a classroom keeps, being everyday.
EVERYDAY_LEVEL = 10


def own_list() -> tuple[dict[str, str], set[str]]:
    """(word -> reason) of the project's own list, and the words it keeps."""
    taken: dict[str, str] = {}
    kept: set[str] = set()
    for line in OWN.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            word, reason = line.split("\t")
            if not reason.strip():
                raise SystemExit(f"{OWN.name}: {word} has no reason")
            (kept.add(word) if reason.startswith("kept:") else taken.__setitem__(word, reason))
    return taken, kept


def wordnet_marked(words: set[str]) -> set[str]:
    """The words whose commonest own WordNet sense is sexual, a drug or a slur."""
    everyday = Lexicon.default(EVERYDAY_LEVEL)
    found = set()
    for word in words:
        own = [s for s in wordnet_senses(word)[0] if not s.kind]
        if not own or word in everyday:
            continue
        first = own[0].definition
        if own[0].lemma == word and (offensive_sense(first) or MARKERS.search(first)):
            found.add(word)
    return found


def build() -> tuple[list[str], dict[str, int]]:
    """The list, and how many words each source gave."""
    words = lexicon_words()
    blocklist = {w for w in (DATA_DIR / "blocklist.txt").read_text(encoding="utf-8")
                 .splitlines() if w and not w.startswith("#")}
    taken, kept = own_list()
    marked = wordnet_marked(words) - kept
    entries = (blocklist | marked | set(taken)) - kept
    inflected = forms(entries & words, words) - kept
    listed = sorted(entries | inflected)
    if "--wordnet" in sys.argv:
        print(" ".join(sorted(marked - blocklist - set(taken))))
    return listed, {"blocklist": len(blocklist), "WordNet": len(marked),
                    "own": len(taken), "forms": len(inflected - entries)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="print the list, write nothing")
    parser.add_argument("--wordnet", action="store_true",
                        help="print the words WordNet alone gives, to review")
    args = parser.parse_args()
    listed, counts = build()
    print(", ".join(f"{k}: {v}" for k, v in counts.items()), f"-> {len(listed)} words")
    if args.check:
        print(" ".join(listed))
        return
    header = (
        "# Words not for a class: hints and bots never use them, and the children's levels of\n"
        "# the family-friendly dictionary leave them out (wordgames.lexicon.not_for_class).\n"
        "# From data/blocklist.txt (its sources' licences beside it), WordNet 3.0's senses\n"
        "# (definitions/WORDNET-LICENSE.txt) and this project's not-for-class-own.tsv, with\n"
        "# every form: rebuilt by scripts/build_not_for_class.py.\n"
    )
    OUTPUT.write_text(header + "\n".join(listed) + "\n", encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
