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


# -- the held-out samples: the dictionary's words and the gloss the line shows first ----------

HELD_OUT = Path(__file__).resolve().parent / "data" / "glosses_es_heldout.tsv"
#: What a judge may say of a word other than "ok": why a learner should not meet it.
VERDICTS = ("ok", "name", "abbreviation", "english", "vulgar", "pronoun", "fragment")


@dataclass(frozen=True)
class HeldOut:
    sample: str  # A: judged before the fixes, B: after
    level: int
    word: str  # as the tiles spell it (no accents)
    verdict: str  # one of VERDICTS
    answers: tuple[str, ...]


def read_held_out(path: Path = HELD_OUT) -> list[HeldOut]:
    """The judged rows; a row with an unknown verdict or no answer is an error."""
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        sample, level, word, verdict, answers = line.split("\t")
        said = tuple(a.strip() for a in answers.split("|") if a.strip())
        if verdict not in VERDICTS or not said:
            raise ValueError(f"{path.name}:{number}: a verdict of {VERDICTS} and answers")
        rows.append(HeldOut(sample, int(level), word, verdict, said))
    return rows


def shown_gloss(word: str) -> str | None:
    """The first gloss of the line a play screen shows for ``word`` (its commonest spelling's
    first entry), or None."""
    found = spanish_spellings(word)
    return found[0][1][0][1][0] if found else None


def held_out_accepted(gloss: str | None, answers: tuple[str, ...]) -> bool:
    """Like :func:`accepted`, but an answer with a capital must be written so (English writes
    Israeli and Hindu with one).

    >>> held_out_accepted("israeli", ("Israeli",)), held_out_accepted("Israeli", ("Israeli",))
    (False, True)
    """
    if gloss is None:
        return False
    capitals = tuple(a for a in answers if a != a.lower())
    plain = tuple(a.lower() for a in answers if a == a.lower())
    return accepted(gloss, plain) or any(
        re.search(rf"(?<![\w']){re.escape(a)}(?![\w'])", gloss) for a in capitals)


@dataclass(frozen=True)
class LevelScore:
    sample: str
    level: int
    words: int
    clean: int  # words a learner should meet
    glossed_right: int  # first gloss shown holds an answer

    def line(self) -> str:
        return (f"sample {self.sample} level {self.level:>2}: dictionary clean "
                f"{self.clean}/{self.words} = {self.clean / self.words:.1%}, "
                f"gloss right {self.glossed_right}/{self.words} = "
                f"{self.glossed_right / self.words:.1%}")


def score_held_out(rows: list[HeldOut]) -> tuple[list[LevelScore], list[tuple[str, str | None]]]:
    """Per sample and level: how many words are clean and how many show a right first gloss
    (a word that should not be there counts as clean only if the dictionary dropped it), and
    the gloss misses (word, gloss shown)."""
    from wordgames.lexicon import Lexicon

    scores, misses = [], []
    for sample, level in sorted({(r.sample, r.level) for r in rows}):
        part = [r for r in rows if (r.sample, r.level) == (sample, level)]
        friendly = Lexicon.default(level, language="es")
        clean = sum(r.verdict == "ok" or r.word not in friendly for r in part)
        right = 0
        for row in part:
            gloss = shown_gloss(row.word)
            if held_out_accepted(gloss, row.answers):
                right += 1
            else:
                misses.append((row.word, gloss))
        scores.append(LevelScore(sample, level, len(part), clean, right))
    return scores, misses


def lemma_coverage(count: int = 3000) -> tuple[int, int, list[str]]:
    """How many of the ``count`` commonest Spanish lemmas have a gloss: wordfreq's commonest
    words that the family-friendly dictionary holds, each counted under its first headword
    (tengo, tiene: tener), a word without a gloss as a lemma of its own. Returns (glossed,
    lemmas, the commonest words without one)."""
    import wordfreq

    from wordgames.lexicon import Lexicon, fold_accents

    friendly = Lexicon.default(80, language="es")
    seen: set[str] = set()
    glossed, missing = 0, []
    for word in wordfreq.top_n_list("es", 20 * count):
        folded = fold_accents(word.lower())
        if folded not in friendly:
            continue
        found = spanish_spellings(folded)
        own = next((entries for spelling, entries in found if spelling == word), None)
        entries = own or (found[0][1] if found else None)
        lemma = entries[0][0] if entries else word
        if lemma in seen:
            continue
        seen.add(lemma)
        if entries:
            glossed += 1
        else:
            missing.append(word)
        if len(seen) == count:
            break
    return glossed, len(seen), missing
