"""The one meaning a child sees after making a word: the sense a 12-year-old most likely means.

:func:`define` gives every sense WordNet has, commonest in its corpus first: for OR that is
Oregon, for TAP "cut a female screw thread", for CLOUD "any collection of particles (e.g.,
smoke or dust)". :func:`meaning` chooses one for a child:

1. the teacher's definition, when the word list has one;
2. a plain gloss, written for this project in words a 12-year-old reads
   (``data/definitions/plain.tsv``, checked by ``scripts/check_plain_glosses.py``): the little
   words WordNet defines oddly or not at all (or, an, the, because, into), the words children
   meet most (BANK: a place that keeps money safe, not sloping land; CAT, not "feline
   mammal..."), and words whose sense is out of date (planet), a specialist's (TAP: cut a
   screw thread) or speaks of sex in passing; an inflected form takes its lemma's (banks);
3. else a WordNet sense: names and single named things (OR: Oregon, OD: a degree, Atlas the
   Titan) are skipped when the word has a sense of its own; among the rest, the one used most,
   with a bonus for a sense of a school subject category (Animals, Weather...) and a cost for
   what a child does not need: a specialist's label ("(astronomy)", "(Italian cuisine)"),
   the law's, the army's or the electrician's words (BILL: a statute; SHELL: ammunition),
   figures (64-72 knots), slang and street names, grown-up topics, relational adjectives ("of
   or relating to"), the word defined by itself ("the curfew signal").

The text is shortened for a screen: parenthetical asides go ("(11 on the Beaufort scale)"),
and a later clause with figures goes whole, never leaving "freezes into ice below centigrade".
The evaluation: ``benchmarks/bench_meanings.py`` on 1,055 hand-judged words (512 of them held out)
and on fresh samples of Easy play judged before any fix made from them
(``tests/classroom/data/meanings_fresh.tsv``: the latest, 'fresh-4', 95.7% as first judged).

>>> meaning("or")
'a word that joins choices: tea or milk'
>>> meaning("od") is None, meaning("sand")  # not OD, a doctor's degree; not George Sand
(True, 'a loose material consisting of grains of rock or coral')
>>> meaning("cloud")
'a visible mass of water or ice particles suspended at a considerable altitude'
>>> meaning("storm")
'a violent weather condition with winds and precipitation and thunder and lightning'
"""

from __future__ import annotations

import math
import re
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from wordgames.classroom.definitions import Sense, offensive_sense, wordnet_senses
from wordgames.lexicon import Lexicon

if TYPE_CHECKING:
    from wordgames.classroom.wordlist import WordList

#: Words in a definition that mark a sense a child does not mean (slang, drugs, adult topics).
GROWN_UP = frozenset(
    """
    slang informal vulgar obscene offensive street seductive sexual sex erotic venereal
    clitoris penis vagina masturbate marijuana heroin cocaine lysergic narcotic prostitute
    obsolete archaic castrated amorous gamete copulation copulate intercourse genitals genital
    testicle testicles lewd lust lustful nightclub brothel
    """.split()
)
#: Words in a definition that mark a specialist's sense (the law's, the army's, the
#: electrician's, the psychologist's): a child means the everyday one (BILL: a beak or what you
#: pay, not a statute; SHELL: a snail's, not ammunition).
TECHNICAL = frozenset(
    """
    statute statutes legislature legislative ammunition projectile explosive military
    troops artillery electrical circuit psychological securities
    army soldiers downfield botany typography
    """.split()
)
TECHNICAL_COST = 2.0
#: What the score weighs: log(1 + uses) plus these.
CATEGORY_BONUS = 1.5
SPECIALIST_COST = 0.5
FIGURES_COST = 1.0
GROWN_UP_COST = 2.0
RELATIONAL_COST = 1.0
CIRCULAR_COST = 1.0
#: The cost of a definition all in rare words (fewer everyday words, the higher), and which
#: words are everyday ones: SCOWL level 20, what a young child reads.
HARD_WORDS_COST = 1.0
EVERYDAY_LEVEL = 20
#: The most words a shortened definition keeps when it has later clauses to drop.
MAX_WORDS = 20

_SPECIALIST = re.compile(r"^\([^)]*\)\s*")
_ASIDE = re.compile(r"\s*\([^()]*\)")
_FIGURES = re.compile(r"\d")
_MEASURE = re.compile(
    r"(\b[a-z]+)?\s+\d[\d.,\-]*\s+(knots|mph|miles per hour|degrees)\b"
    r"(\s+(centigrade|celsius|fahrenheit))?")
#: Words after which a figure cannot go without the sentence losing its sense ("below 0
#: degrees": "freezes into ice below centigrade" is no sentence).
_NEEDS_FIGURE = frozenset("below above at over under of to than about from between".split())
_WORDS = re.compile(r"[a-z]+")
_TEX_QUOTE = re.compile(r"`+([^`']+)'+")
#: Asides a sentence cannot lose: "provide with (something) usually for a purpose".
_NEEDED_ASIDE = re.compile(r"\((something|someone|somebody|a person|one's)\)")
#: A quoted author at the end of a clause: "witty language ...; --Jonathan Swift".
_AUTHOR = re.compile(r"\s*--\s*[A-Z][^;]*")
#: Slips in WordNet's own text: "behave as expected during of holidays".
_SLIPS = (("during of ", "during "),)
#: The dictionary level past which a later clause's word is a specialist's ("the order
#: Tubulidentata", "the actuating cause of an individual life"): such a clause goes.
SPECIALIST_LEVEL = 50
#: WordNet's words that read as something else to a child: its "horny" is "made of horn".
_PLAINER = (re.compile(r"\bhorny\b"), "horn-like")


def meaning(word: str, wordlist: WordList | None = None) -> str | None:
    """The meaning to show a child for ``word``: the teacher's, a plain gloss, or the WordNet
    sense :func:`child_sense` chooses, shortened; None when there is none to show."""
    text = word.strip().lower()
    if wordlist is not None:
        lemmas = dict.fromkeys(s.lemma for s in wordnet_senses(text)[0])
        for form in (text, *lemmas):  # the teacher defined "cat": "cats" means it too
            entry = wordlist.entry(form)
            if entry is not None and entry.definition:
                return entry.definition
    gloss = _plain_gloss(text)
    if gloss is not None:
        return gloss or None
    sense = child_sense(text)
    return None if sense is None else shorten(sense.definition)


def meaning_pos(word: str) -> str | None:
    """The part of speech of the WordNet sense :func:`meaning` shows (without a teacher's
    list), so that a line names the part of speech of the meaning it shows (MARCH: a noun, not
    WordNet's first "verb"); for a plain gloss, "verb" when it reads as a verb's ("to ...":
    BLOWS is no noun there), "noun" when it starts as a noun's ("a place...": GUIDES is no
    verb there), else None (it names none).

    >>> meaning_pos("march"), meaning_pos("fired"), meaning_pos("bank"), meaning_pos("blows")
    ('noun', None, 'noun', 'verb')
    """
    text = word.strip().lower()
    gloss = _plain_gloss(text)
    if gloss is not None:
        if gloss.startswith("to "):
            return "verb"
        return "noun" if gloss.startswith(("a ", "an ")) else None
    sense = child_sense(text)
    return None if sense is None else sense.pos


def _plain_gloss(text: str) -> str | None:
    """The plain gloss of ``text`` or of its lemma ('' for a word left without one)."""
    glosses = plain_glosses()
    if text in glosses:
        return glosses[text]
    # An inflected form takes its lemma's plain gloss (banks: bank, oxen: ox), but not a form
    # that only looks like another word's (wound is no form of wind, bore none of bear).
    # Of several lemmas, the most used one's: HAS is HAVE's form, not HA's (a laugh).
    # An irregular form that is no word of its own (knew, woke, gave) takes its lemma's too.
    # (A word known on its own only as a name is no word of its own: DREW, Drew.)
    uses: dict[str, int] = {}
    parts: dict[str, set[str]] = {}
    for found in wordnet_senses(text)[0]:
        if found.lemma == text and found.kind:
            continue
        uses[found.lemma] = uses.get(found.lemma, 0) + found.uses + 1
        parts.setdefault(found.lemma, set()).add(found.pos)
    for lemma in sorted(set(uses) - {text}, key=lambda lemma: -uses[lemma])[:1]:
        regular = text.startswith(lemma[:max(2, len(lemma) - 1)])
        if lemma in glosses and (regular or text not in uses):
            # A verb's form (-ing, -ed; sank, rang) takes only a verb's gloss ("to ..."), or
            # the verb's part of one ("a bowl ...; also to go down under water"): PLEASED is
            # not "a polite word", EVENING not EVEN's, WORKING not "a job", SANK not a bowl,
            # SLID not a slope, OWNS not "belonging to you".
            if text.endswith(("ing", "ed")) or (text not in uses and parts[lemma] == {"verb"}):
                return _verbs_part(glosses[lemma])
            return glosses[lemma]
    return None


def _verbs_part(gloss: str) -> str | None:
    """The part of a plain gloss that a verb's form means: all of it when it is a verb's, its
    "also to ..." part when it has one, else None.

    >>> _verbs_part("a bowl with taps for washing; also to go down under water")
    'to go down under water'
    >>> _verbs_part("the part of your body behind you; also to the place you came from") is None
    True
    >>> _verbs_part("to shut with a key; also a thing that keeps a door shut")
    'to shut with a key'
    """
    verbs = [part for part in gloss.split("; also ")
             if part.startswith("to ") and part.split()[1:2] not in (["the"], ["a"], ["an"])]
    return "; also ".join(verbs) or None


def child_sense(word: str) -> Sense | None:
    """The WordNet sense of ``word`` a child most likely means (see the module's docstring).

    >>> child_sense("planet").definition[:30]
    '(astronomy) any of the nine la'
    >>> child_sense("sapphire").pos
    'noun'
    """
    # A slur or a vulgar sense is never shown: "mickey" is no meaning for a child.
    senses = [s for s in wordnet_senses(word.strip().lower())[0]
              if not offensive_sense(s.definition)]
    own = [s for s in senses if not s.kind]
    candidates = own or senses
    if not own and len(word) <= 3:
        return None  # a short word known only as a name or abbreviation: OD, AN
    if not candidates:
        return None
    return max(candidates, key=lambda s: (_score(s, word), -candidates.index(s)))


def _score(sense: Sense, word: str) -> float:
    text = sense.definition
    words = set(_WORDS.findall(text.lower()))
    score = math.log1p(sense.uses)
    if sense.category:
        score += CATEGORY_BONUS
    if _SPECIALIST.match(text):
        score -= SPECIALIST_COST
    if _FIGURES.search(text):
        score -= FIGURES_COST
    if words & GROWN_UP:
        score -= GROWN_UP_COST
    if words & TECHNICAL:
        score -= TECHNICAL_COST
    if sense.pos == "adjective" and re.match(r"(of|relating to|pertaining to)\b", text):
        score -= RELATIONAL_COST
    if {word.lower(), sense.lemma} & words:
        score -= CIRCULAR_COST
    listed = _WORDS.findall(text.lower())
    if listed:
        everyday = _everyday()
        score -= HARD_WORDS_COST * sum(w not in everyday for w in listed) / len(listed)
    return score


@cache
def _everyday() -> Lexicon:
    return Lexicon.default(EVERYDAY_LEVEL)


def shorten(text: str) -> str:
    """A definition without its asides and WordNet's leftover quote marks.

    >>> shorten("a violent weather condition with winds 64-72 knots (11 on the Beaufort scale)")
    'a violent weather condition with winds'
    >>> shorten("mature female of mammals of which the male is called `buck'")
    'mature female of mammals of which the male is called "buck"'
    >>> shorten("horny projecting mouth of a bird")
    'horn-like projecting mouth of a bird'
    >>> shorten("a clear liquid; freezes into ice below 0 degrees centigrade; a solvent")
    'a clear liquid; a solvent'
    >>> shorten("liquid that freezes below 0 degrees centigrade")
    'liquid that freezes below 0 degrees centigrade'
    """
    short = _TEX_QUOTE.sub(r'"\1"', text)  # WordNet quotes the TeX way: `buck'
    short = _PLAINER[0].sub(_PLAINER[1], short)
    # An aside the sentence needs stays, without its brackets: "provide with (something)
    # usually for..." is no sentence without it. WordNet's slips and quoted authors go.
    short = _NEEDED_ASIDE.sub(r"\1", short)
    short = _AUTHOR.sub("", short)
    for slip, right in _SLIPS:
        short = short.replace(slip, right)
    # A later clause with figures in it goes whole ("freezes into ice below 0 degrees...").
    first, *rest = short.split("; ")
    short = "; ".join([first, *(c for c in rest if not _FIGURES.search(c))])
    short = _MEASURE.sub(_without_measure, _ASIDE.sub("", short))
    short = _SPECIALIST.sub("", short)
    short = re.sub(r"(;\s*)+(-\s*[A-Z][^;]*)?$", "", short)  # "; ; - Mark Twain"
    return _clauses(" ".join(short.split()).strip(" ;,:")) or text


def _clauses(text: str) -> str:
    """The clauses of a definition a child reads: no quoted author ("- David Denby"), no
    clause that is the word itself ("chew; to bite and grind"), no "e.g." left without its
    example, no trailing "etc." list, and later clauses dropped while the whole is longer than
    :data:`MAX_WORDS` (the first clause always stays).

    >>> _clauses("located inward; - Leonard Bernstein; - David Denby")
    'located inward'
    >>> _clauses("chew; to bite and grind with the teeth")
    'to bite and grind with the teeth'
    >>> _clauses("give off, send forth, or discharge; as of light, heat, or radiation, vapor, etc.")
    'give off, send forth, or discharge'
    """
    parts = [c.strip(" ,") for c in text.split("; ")]
    kept = [c for c in parts
            if c and not re.match(r"-\s*[A-Z]", c) and c not in ("e.g.", "e.g", "etc.")
            and not c.endswith(", etc.") and not (len(c.split()) == 1 and len(parts) > 1)]
    kept = [re.sub(r",?\s*e\.g\.?$", "", c) for c in kept] or parts[:1]
    # A later clause goes when a quote in it is left open (a leaked example: 'm siding
    # against the current candidate"') or it has a specialist's word.
    kept = kept[:1] + [c for c in kept[1:] if c.count('"') % 2 == 0 and not _specialist(c)]
    while len(kept) > 1 and len(" ".join(kept).split()) > MAX_WORDS:
        kept.pop()
    return "; ".join(kept)


def _specialist(clause: str) -> bool:
    """Whether a clause has a word above :data:`SPECIALIST_LEVEL` (in no inflection).

    >>> _specialist("sole extant representative of the order Tubulidentata")
    True
    >>> _specialist("a smooth thin-walled nut in a woody cup-shaped base")
    False
    """
    known = _specialist_lexicon()
    return any(word not in known and word.rstrip("s") not in known
               for word in _WORDS.findall(clause.lower()) if len(word) > 2)


@cache
def _specialist_lexicon() -> Lexicon:
    return Lexicon.default(SPECIALIST_LEVEL)


def _without_measure(match: re.Match[str]) -> str:
    """A measure taken out ("with winds 64-72 knots": "with winds"), or left in where the word
    before it needs it ("below 0 degrees")."""
    before = match.group(1) or ""
    return match.group(0) if before in _NEEDS_FIGURE else before


@cache
def plain_glosses() -> dict[str, str]:
    """The shipped plain glosses: word -> gloss ('' for a word best left without one)."""
    data = resources.files("wordgames") / "data" / "definitions" / "plain.tsv"
    glosses: dict[str, str] = {}
    for line in data.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            word, _, gloss = line.partition("\t")
            glosses[word] = gloss.strip()
    return glosses


__all__ = ["child_sense", "meaning", "meaning_pos", "plain_glosses", "shorten"]
