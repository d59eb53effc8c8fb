"""Score the Spanish glosses against the hand-judged evaluation set
(``tests/classroom/data/glosses_es_320.tsv``): the first gloss a learner reads for each word,
for the spelling the row names (te and té are two rows), must hold one of the answers a teacher
accepts. Shared by ``tests/classroom/test_glosses_es_eval.py`` and
``benchmarks/bench_glosses_es.py``."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from wordgames.classroom.glosses import spanish_spellings

EVAL_SET = Path(__file__).resolve().parent / "data" / "glosses_es_320.tsv"


@dataclass(frozen=True)
class Row:
    word: str  # with its accents
    answers: tuple[str, ...]


def read_rows(path: Path = EVAL_SET) -> list[Row]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            word, answers = line.split("\t")
            rows.append(Row(word, tuple(a.strip().lower() for a in answers.split("|"))))
    return rows


def first_gloss(word: str) -> str | None:
    """The first gloss shown for ``word`` as spelled (its own spelling's entry when the tiles
    spell it two ways), or None."""
    found = spanish_spellings(word)
    if not found:
        return None
    chosen = next((entries for spelling, entries in found if spelling == word), found[0][1])
    return chosen[0][1][0]


def accepted(gloss: str | None, answers: tuple[str, ...]) -> bool:
    """Whether a gloss holds one of the answers as whole words ("I have (from tener)" holds
    "have").

    >>> accepted("I have (from tener)", ("have",)), accepted("haven", ("have",))
    (True, False)
    """
    if gloss is None:
        return False
    text = gloss.lower()
    return any(re.search(rf"(?<![\w']){re.escape(a)}(?![\w'])", text) for a in answers)


def score(rows: list[Row]) -> tuple[float, list[tuple[str, str | None]]]:
    """The share of rows whose first gloss is accepted, and the misses (word, gloss)."""
    misses = [(r.word, g) for r in rows if not accepted(g := first_gloss(r.word), r.answers)]
    return 1 - len(misses) / len(rows), misses
