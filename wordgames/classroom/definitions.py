"""What a word means: ``define(word)`` from WordNet 3.0, shipped with the package.

The definitions of the lemmas of every level-70 dictionary word come with the package
(``wordgames/data/definitions/``, built by ``scripts/build_definitions.py``; WordNet's licence
beside them), so ``define`` works on a fresh machine with nothing downloaded or installed.

>>> d = define("geese")
>>> d.lemma, d.pos, d.category
('goose', 'noun', 'Animals')
>>> d.definitions[0][:50]
'web-footed long-necked typically gregarious migrat'
>>> [define(w).lemma for w in ("cats", "boxes", "walked", "went", "mice")]
['cat', 'box', 'walk', 'go', 'mouse']
>>> define("xyzzy") is None
True

Inflected forms find their lemma the way WordNet's own ``morphy`` does: its irregular forms
(went -> go, mice -> mouse) and its suffix rules (boxes -> box, walked -> walk), checked against
the lemmas WordNet has. A few more rules cover what ``morphy`` leaves out, each tried only when
it finds nothing: doubled consonants (prepped -> prep), ``-ier``/``-iest``/``-ied`` (bulgier ->
bulgy), and adverbs and nouns made from adjectives (hollowly, divisiveness), which say so in
``note``:

>>> define("hollowly").note
'an adverb made from hollow (adjective)'

When a WordNet reader is installed (nltk's own corpus, or Debian's ``wordnet-base``), the
definition also carries examples and synonyms from it; otherwise they are empty.
"""

from __future__ import annotations

import lzma
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from wordgames.classroom import wordnet
from wordgames.classroom.glosses import spanish_glosses
from wordgames.errors import InvalidInput
from wordgames.lexicon import fold_accents
from wordgames.screens.classroom import definition_html

if TYPE_CHECKING:
    from wordgames.classroom.wordlist import WordList

#: How WordNet marks a sense that is a slur or a vulgar word: "(ethnic slur) ...", "obscene
#: terms for ...", "offensive term for ...", "a disparaging term for ...", "vulgar slang for".
_OFFENSIVE = re.compile(
    r"\(ethnic slur\)|\b(offensive|disparaging|derogatory|insulting|obscene|vulgar)\b[^;]*?"
    r"\b(term|name|word|slang)s?\b|\bterm\b[^;]*\b(considered|regarded as) offensive", re.I)


def offensive_sense(definition: str) -> bool:
    """Whether a WordNet definition says its sense is a slur or a vulgar word (not one that
    only speaks of offence: "an offensive against an enemy", "offensive in smell").

    >>> offensive_sense("(ethnic slur) offensive term for a person of Irish descent")
    True
    >>> offensive_sense("obscene terms for penis"), offensive_sense("very offensive in smell")
    (True, False)
    """
    return _OFFENSIVE.search(definition) is not None


#: WordNet's parts of speech, in the order its ``morphy`` tries them, and their names.
POS_NAMES = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}
#: How many definitions ``define`` gives at most.
MAX_DEFINITIONS = 5

#: WordNet's ``morphy`` suffix rules (as in nltk's reader): (ending, replacement) per part of
#: speech, each applied once to the word, every result that is a lemma kept.
SUBSTITUTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "n": (("s", ""), ("ses", "s"), ("ves", "f"), ("xes", "x"), ("zes", "z"), ("ches", "ch"),
          ("shes", "sh"), ("men", "man"), ("ies", "y")),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""),
          ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}
#: Rules of ours, tried when ``morphy`` finds nothing: inflections it misses.
MORE_INFLECTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "v": (("ied", "y"),),
    "a": (("ier", "y"), ("iest", "y")),
}
#: Adverbs and nouns made from adjectives: (ending, replacement, what the word is).
FROM_ADJECTIVES: tuple[tuple[str, str, str], ...] = (
    ("ically", "ic", "an adverb"), ("ably", "able", "an adverb"), ("ibly", "ible", "an adverb"),
    ("ily", "y", "an adverb"), ("lly", "ll", "an adverb"), ("ly", "", "an adverb"),
    ("ly", "le", "an adverb"), ("iness", "y", "a noun"), ("ness", "", "a noun"),
)
_VOWELS = frozenset("aeiou")


@dataclass(frozen=True)
class Sense:
    """One meaning: the lemma it belongs to, its part of speech (``"noun"``...), its definition,
    its subject category (or None), how often WordNet's corpus used the lemma so, and its
    ``kind``: ``"name"`` (WordNet has the lemma so only capitalised: OR for Oregon),
    ``"instance"`` (one named thing: Atlas the Titan) or ``""``."""

    lemma: str
    pos: str
    definition: str
    category: str | None = None
    uses: int = 0
    kind: str = ""


@dataclass(frozen=True)
class Definition:
    """What ``define`` says about a word.

    - ``word``: the word asked about (lowercase); ``lemma``: the dictionary form it comes from;
    - ``pos``: the part of speech of its commonest sense (``"noun"``, ``"verb"``,
      ``"adjective"``, ``"adverb"``; None for a teacher's word WordNet does not know);
    - ``definitions``: the short definitions of the lemma, the commonest sense first (a
      teacher's own definition before WordNet's);
    - ``category``: the subject category (Animals, Foods...) of its commonest sense that has one;
    - ``senses``: every sense found, with its lemma (``saw`` is a tool and the past of ``see``);
    - ``examples`` and ``synonyms``: from an installed WordNet reader, else empty;
    - ``note``: how the word relates to the lemma when a rule of ours found it, or the teacher's
      note; ``source``: ``"wordnet"``, ``"teacher"`` or ``"teacher+wordnet"``.
    """

    word: str
    lemma: str
    pos: str | None
    definitions: list[str]
    category: str | None = None
    senses: tuple[Sense, ...] = ()
    examples: list[str] = field(default_factory=list)
    synonyms: list[str] = field(default_factory=list)
    note: str | None = None
    source: str = "wordnet"

    def __str__(self) -> str:
        head = self.lemma if self.lemma == self.word else f"{self.word} ({self.lemma})"
        pos = f", {self.pos}" if self.pos else ""
        category = f" [{self.category}]" if self.category else ""
        lines = [f"{head}{pos}{category}"]
        lines += [f"  {i}. {text}" for i, text in enumerate(self.definitions, start=1)]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        return definition_html(self)


@dataclass(frozen=True)
class _Data:
    rows: Mapping[str, list[str]]  # lemma -> its lines of senses.tsv, in WordNet's order
    by_pos: Mapping[str, frozenset[str]]  # part of speech code -> its lemmas
    exceptions: Mapping[str, Mapping[str, tuple[str, ...]]]  # pos -> form -> lemmas

    def senses(self, lemma: str) -> list[Sense]:
        """The senses of a lemma, made when asked for: making all 92,000 at once takes a second."""
        out = []
        for row in self.rows[lemma]:
            _, pos, uses, category, definition, kind = row.split("\t")
            out.append(Sense(lemma, POS_NAMES[pos], definition, category or None, int(uses),
                             kind))
        return out


@cache
def _data() -> _Data:
    folder = resources.files("wordgames") / "data" / "definitions"
    text = lzma.decompress((folder / "senses.tsv.xz").read_bytes()).decode("utf-8")
    rows: dict[str, list[str]] = {}
    by_pos: dict[str, set[str]] = {pos: set() for pos in POS_NAMES}
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        lemma, pos, _ = line.split("\t", 2)
        rows.setdefault(lemma, []).append(line)
        by_pos[pos].add(lemma)
    exceptions: dict[str, dict[str, tuple[str, ...]]] = {pos: {} for pos in POS_NAMES}
    for line in (folder / "exceptions.tsv").read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        pos, form, lemmas = line.split("\t")
        exceptions[pos][form] = tuple(lemmas.split())
    return _Data(rows, {pos: frozenset(lemmas) for pos, lemmas in by_pos.items()}, exceptions)


def morphy(word: str, pos: str) -> list[str]:
    """The lemmas ``word`` may come from as part of speech ``pos`` (``n``, ``v``, ``a``, ``r``),
    as WordNet's ``morphy`` finds them among the shipped lemmas.

    >>> morphy("geese", "n"), morphy("boxes", "n"), morphy("saw", "v"), morphy("cats", "a")
    (['goose'], ['box'], ['saw', 'see'], [])
    """
    data = _data()
    known = data.by_pos[pos]
    irregular = data.exceptions[pos].get(word)
    if irregular is not None:
        forms: Iterable[str] = irregular
    else:
        forms = [word[: -len(old)] + new for old, new in SUBSTITUTIONS[pos] if word.endswith(old)]
    found: list[str] = []
    for form in (word, *forms):
        if form in known and form not in found:
            found.append(form)
    return found


def _more_lemmas(word: str) -> tuple[list[tuple[str, str]], str | None]:
    """Our rules beyond ``morphy``: (pos, lemma) pairs, and a note when the word is derived."""
    data = _data()
    found: list[tuple[str, str]] = []
    for pos, rules in MORE_INFLECTIONS.items():
        for old, new in rules:
            if word.endswith(old) and (lemma := word[: -len(old)] + new) in data.by_pos[pos]:
                found.append((pos, lemma))
    # A doubled final consonant before an ending: prepped, rehabbing, fatter.
    for ending, parts in (("ed", "v"), ("ing", "v"), ("er", "a"), ("est", "a")):
        stem = word[: -len(ending)]
        if (
            word.endswith(ending)
            and len(stem) >= 3
            and stem[-1] == stem[-2]
            and stem[-1] not in _VOWELS
            and stem[:-1] in data.by_pos[parts]
        ):
            found.append((parts, stem[:-1]))
    if found:
        return found, None
    for old, new, what in FROM_ADJECTIVES:
        lemma = word[: -len(old)] + new
        if word.endswith(old) and len(lemma) >= 3 and lemma in data.by_pos["a"]:
            return [("a", lemma)], f"{what} made from {lemma} (adjective)"
    return [], None


def wordnet_senses(word: str) -> tuple[list[Sense], str | None]:
    """Every shipped sense of every lemma ``word`` comes from, commonest first; and a note when
    the word was only found as derived from an adjective.

    A lemma of one letter is no form of a longer word (morphy reads LEST as the superlative of
    L, fifty): only the word itself may be one letter.

    >>> [(s.lemma, s.pos) for s in wordnet_senses("saw")[0][:3]]
    [('see', 'verb'), ('see', 'verb'), ('see', 'verb')]
    >>> wordnet_senses("lest")[0]
    []
    """
    data = _data()
    pairs = [(pos, lemma) for pos in POS_NAMES for lemma in morphy(word, pos)
             if len(lemma) > 1 or lemma == word]
    note = None
    if not pairs:
        pairs, note = _more_lemmas(word)
    senses: list[Sense] = []
    for pos, lemma in pairs:
        senses += [s for s in data.senses(lemma) if s.pos == POS_NAMES[pos]]
    # Stable: WordNet's order stays among senses of equal use (and all the unused ones).
    senses.sort(key=lambda s: -s.uses)
    return senses, note


def _clean(word: object) -> str:
    if not isinstance(word, str):
        raise InvalidInput(f"define takes a word (text), not {type(word).__name__}")
    text = word.strip().lower()
    if not text:
        raise InvalidInput("define takes a word; this one is empty")
    if len(text) > 100:
        raise InvalidInput(f"a word of {len(text):,} characters is no word to define")
    return text


def define(
    word: str, wordlist: WordList | None = None, extras: bool = True, language: str = "en"
) -> Definition | None:
    """The word's definitions, part of speech and category from WordNet 3.0; None if unknown.

    ``wordlist``: a teacher's list whose definitions, categories and notes for its words come
    first (the definition stands before WordNet's). ``extras``: ask an installed WordNet reader
    for examples and synonyms (nothing is ever downloaded); False skips it.
    ``language="es"``: a Spanish word's English glosses (ours and Apertium's, :mod:`.glosses`),
    the teacher's definition first; ``lemma`` is the entry it is a form of, with its accents.

    >>> d = define("Perros", language="es")
    >>> d.word, d.lemma, d.definitions, d.source
    ('perros', 'perro', ['dog'], 'glosses')

    >>> print(define("walked"))
    walked (walk), verb
      1. use one's feet to advance; advance by steps
      2. accompany or escort
      3. obtain a base on balls
      4. traverse or cover by walking
    """
    if language not in ("en", "es"):
        raise InvalidInput(f"define knows English ('en') and Spanish ('es'), not {language!r}")
    if language == "es":
        return _define_spanish(_clean(word), wordlist)
    text = _clean(word)
    senses, note = wordnet_senses(text)
    entry = None
    if wordlist is not None:
        entry = wordlist.entry(text) or (wordlist.entry(senses[0].lemma) if senses else None)
    if not senses and (entry is None or not (entry.definition or entry.category)):
        return None
    definitions: list[str] = []
    lemma, pos, category = text, None, None
    if senses:
        lemma, pos = senses[0].lemma, senses[0].pos
        mine = [s for s in senses if s.lemma == lemma]
        definitions = _unique(s.definition for s in mine)[:MAX_DEFINITIONS]
        category = next((s.category for s in senses if s.category), None)
    source = "wordnet"
    if entry is not None:
        if entry.definition:
            definitions = [entry.definition, *definitions][:MAX_DEFINITIONS]
            source = "teacher+wordnet" if senses else "teacher"
        category = entry.category or category
        note = entry.note or note
    examples: list[str] = []
    synonyms: list[str] = []
    if extras and senses:
        examples, synonyms = _extras(lemma, [s for s in senses if s.lemma == lemma])
    return Definition(
        word=text, lemma=lemma, pos=pos, definitions=definitions, category=category,
        senses=tuple(senses), examples=examples, synonyms=synonyms, note=note, source=source,
    )


def _define_spanish(text: str, wordlist: WordList | None) -> Definition | None:
    """A Spanish word's English glosses, after the teacher's own definition."""
    word = fold_accents(text)
    found = spanish_glosses(word)
    entry = None
    if wordlist is not None:
        entry = wordlist.entry(word) or (wordlist.entry(found[0][0]) if found else None)
    if not found and (entry is None or not (entry.definition or entry.category)):
        return None
    # One entry: its glosses; several (el, él): each gloss says whose it is, every entry's
    # first gloss before the others.
    if len(found) == 1:
        definitions = list(found[0][1])
    else:
        ranked = sorted(((i, head, gloss) for head, glosses in found
                         for i, gloss in enumerate(glosses)), key=lambda x: x[0])
        definitions = [f"{head}: {gloss}" for _, head, gloss in ranked]
    lemma = found[0][0] if found else word
    source = "glosses" if found else "teacher"
    category = note = None
    if entry is not None:
        if entry.definition:
            definitions = [entry.definition, *definitions]
            source = "teacher+glosses" if found else "teacher"
        category, note = entry.category, entry.note
    return Definition(word=word, lemma=lemma, pos=None,
                      definitions=definitions[:MAX_DEFINITIONS], category=category, note=note,
                      source=source)


def _unique(texts: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(texts))


def _extras(lemma: str, senses: Sequence[Sense]) -> tuple[list[str], list[str]]:
    """Examples and synonyms of the senses, from an installed WordNet reader (or nothing)."""
    reader = wordnet.installed_wordnet()  # looked up when called: a test may stand in for it
    if reader is None:
        return [], []
    codes = {name: code for code, name in POS_NAMES.items()}
    examples: list[str] = []
    synonyms: list[str] = []
    for sense in senses[:MAX_DEFINITIONS]:
        synset = _synset(reader, lemma, codes[sense.pos], sense.definition)
        if synset is None:
            continue
        examples += synset.examples()
        synonyms += [
            name.replace("_", " ") for name in synset.lemma_names()
            if name.lower() != lemma and not _offensive(name)
        ]
    return _unique(examples), _unique(synonyms)


@cache
def _blocklist() -> frozenset[str]:
    text = (resources.files("wordgames") / "data" / "blocklist.txt").read_text(encoding="ascii")
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))


def _offensive(name: str) -> bool:
    """Whether a WordNet lemma holds a word of the family-friendly filter's list: WordNet's
    synonyms of everyday words include slurs and vulgar words (a goose's: a fool's)."""
    return any(part in _blocklist() for part in name.lower().replace("-", "_").split("_"))


def _synset(reader: Any, lemma: str, pos: str, definition: str) -> Any | None:
    # Matched by definition: the reader may hold another WordNet version than the shipped one.
    for synset in reader.synsets(lemma, pos=pos):
        if " ".join(synset.definition().split()) == definition:
            return synset
    return None


__all__ = ["POS_NAMES", "Definition", "Sense", "define", "morphy", "offensive_sense",
           "wordnet_senses"]
