"""Rebuild ``wordgames/data/definitions/glosses-es.tsv.xz``: English glosses of Spanish words.

Run ``apt-get install hunspell-es lttoolbox lttoolbox-dev apertium-eng-spa apertium-spa-cat``
and ``pip install wordfreq`` first, then::

    python scripts/build_glosses_es.py               # writes the data file and prints the counts
    python scripts/build_glosses_es.py --check       # only prints the counts
    python scripts/build_glosses_es.py --review 3000 # the commonest lemmas and what they show

Sources, first found first:

1. **Our own glosses** (``scripts/data/glosses-es-core.tsv``, written for this project and
   reviewed word by word, CC0): the commonest lemmas' everyday meanings, the little words
   (pronouns, articles, prepositions) that no bilingual dictionary glosses, both words of each
   accented pair (se "himself, herself"; sé "I know"), feminine and plural words with a
   meaning of their own (niña: girl; gafas: glasses) and the words the dictionary below
   glosses with a rare sense first.
2. **Apertium's English-Spanish pair** (Debian's ``apertium-eng-spa``, GPL-2,
   ``APERTIUM-ENG-SPA-COPYRIGHT.txt``): its bilingual dictionary (``spa-eng.autobil.bin``, 28,000
   Spanish lemmas), read with ``lt-proc -b``, gives the translations of each reading that its
   Spanish analysers (the pair's own, then ``apertium-spa-cat``'s larger one) find for a word:
   ``niñas`` is ``niño<n><f><pl>``, translated "girl"; ``tengo`` is ``tener<vblex>``, "to have".
   A feminine noun whose translation is its own (niña, sobrina) is its own headword.

FreeDict (Debian's ``dict-freedict-spa-eng``), the source before, is left out: its glosses come
in no order of use (hambre "fame", madre "bed"), its English-Spanish half read backwards gave
comer "lunch", and some run together ("lastnight") or are misspelt ("bicuit").

Every word of the Spanish dictionary (``scripts/build_lexicon_es.py``: hunspell-es's forms) is
looked up by each of its spellings with accents (``se`` is spelled ``se`` and ``sé``). The file
holds two sections: ``@gloss`` lines ``headword<TAB>gloss; gloss`` (the headword with its
accents, as a learner should read it), and ``@form`` lines ``word<TAB>spelling=head,head|...``
for each word of the dictionary that has one (the word as the tiles spell it; its spellings,
commonest first, each with its headwords, its own first).
"""

from __future__ import annotations

import argparse
import lzma
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build_lexicon_es as lexicon_build

APERTIUM = Path("/usr/share/apertium")
BIDIX = APERTIUM / "apertium-eng-spa" / "spa-eng.autobil.bin"
ANALYSERS = (APERTIUM / "apertium-eng-spa" / "spa-eng.automorf.bin",
             APERTIUM / "apertium-spa-cat" / "spa-cat.automorf.bin")
COPYRIGHT = Path("/usr/share/doc/apertium-eng-spa/copyright")
CORE = Path(__file__).resolve().parent / "data" / "glosses-es-core.tsv"
DATA_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data" / "definitions"
OUTPUT = DATA_DIR / "glosses-es.tsv.xz"
LICENCE = DATA_DIR / "APERTIUM-ENG-SPA-COPYRIGHT.txt"
#: How many glosses a headword keeps at most.
MAX_GLOSSES = 3
#: A word's other spellings are kept when our glosses name them (té, dé) or wordfreq finds them
#: at least this share as often as the commonest: ``barrió`` (swept) beside ``barrio``, not the
#: rare verb form ``secundarías`` beside ``secundarias``.
OTHER_SPELLING_SHARE = 0.01
#: The Apertium parts of speech that are verbs: glossed "to ...".
VERBS = frozenset({"vblex", "vbmod", "vbser", "vbhaver"})
#: Apertium's placeholder lemmas, no word of their own (``prpers``: any personal pronoun).
PLACEHOLDERS = frozenset({"prpers"})

#: English nouns for men with a word of their own for women: a feminine Spanish reading that
#: Apertium translates with the masculine (monja: "monk", viuda: "widower") reads as the woman.
FEMININE_ENGLISH = {
    "monk": "nun", "widower": "widow", "waiter": "waitress", "actor": "actress",
    "king": "queen", "prince": "princess", "god": "goddess", "host": "hostess",
    "steward": "stewardess", "hero": "heroine", "duke": "duchess", "emperor": "empress",
    "heir": "heiress", "lion": "lioness", "tiger": "tigress", "count": "countess",
    "husband": "wife", "boy": "girl", "son": "daughter", "brother": "sister", "uncle": "aunt",
    "nephew": "niece", "father": "mother", "grandfather": "grandmother", "man": "woman",
    "gentleman": "lady", "lord": "lady", "bridegroom": "bride", "groom": "bride",
    "priest": "priestess", "headmaster": "headmistress", "landlord": "landlady",
    "policeman": "policewoman", "chairman": "chairwoman", "sportsman": "sportswoman",
    "businessman": "businesswoman", "salesman": "saleswoman", "spokesman": "spokeswoman",
    "bull": "cow", "rooster": "hen", "cock": "hen", "ram": "ewe", "boar": "sow",
    "wizard": "witch", "shepherd": "shepherdess", "abbot": "abbess",
    "boyfriend": "girlfriend", "stepfather": "stepmother", "stepson": "stepdaughter",
    "godfather": "godmother", "grandson": "granddaughter", "dad": "mum", "daddy": "mummy",
    "schoolboy": "schoolgirl", "nobleman": "noblewoman", "baron": "baroness",
    "sorcerer": "sorceress", "father-in-law": "mother-in-law", "son-in-law": "daughter-in-law",
    "brother-in-law": "sister-in-law",
}
WOMEN = frozenset(FEMININE_ENGLISH.values())
#: A first gloss rarer than this in English (wordfreq's Zipf scale) gives its place to a later
#: gloss at least ``COMMONER_BY`` commoner: despeja "to clear" before "to allay" (a word's
#: American spelling counts: "synchronise" is not rare).
RARE_ENGLISH = 2.7
COMMONER_BY = 0.75

_READING = re.compile(r"\^((?:[^/$\\]|\\.)*)/((?:[^$\\]|\\.)*)\$")
_TAGS = re.compile(r"<[^>]*>")


def apertium(tool: str, binary: Path, units: Iterable[str], *, wrap: bool) -> dict[str, str]:
    """``lt-proc`` (``-a`` analyses a word, ``-b`` translates a reading) on each unit: its
    output readings, ``/``-separated, by unit."""
    text = "".join(f"^{u}$\n" if wrap else f"{u} ,\n" for u in units)
    try:
        done = subprocess.run(["lt-proc", tool, str(binary)], input=text, check=True,
                              capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as err:
        raise SystemExit(f"lt-proc failed ({err}): apt-get install lttoolbox "
                         "apertium-eng-spa apertium-spa-cat") from None
    return {m.group(1): m.group(2) for m in _READING.finditer(done.stdout)}


@dataclass(frozen=True)
class Reading:
    """One analysis of a spelling: its lemma, part of speech, and whether it is feminine."""

    unit: str  # the reading Apertium translates: niño<n><f><pl>
    lemma: str
    pos: str
    feminine: bool


def readings(spellings: list[str]) -> dict[str, list[Reading]]:
    """Each spelling's readings: the pair's analyser's, then those only the larger Spanish one
    finds (the pair's reads ``mienten`` as mentar only, the other as mentir too). A verb with
    pronouns attached (``dámelo``) reads as its verb."""
    found: dict[str, list[Reading]] = {}
    for analyser in ANALYSERS:
        raw = apertium("-a", analyser, spellings, wrap=False)
        for spelling in spellings:
            text = raw.get(spelling, "*")
            if text.startswith("*"):
                continue
            known = found.setdefault(spelling, [])
            units = {r.unit for r in known}
            known += [r for r in map(_reading, dict.fromkeys(text.split("/")))
                      if r.unit not in units]
    return found


def _reading(text: str) -> Reading:
    """A reading of Apertium's stream format.

    >>> _reading("niño<n><f><pl>")
    Reading(unit='niño<n><f><pl>', lemma='niño', pos='n', feminine=True)
    >>> _reading("dar<vblex><imp><p2><sg>+lo<prn><enc><p3><nt>").unit
    'dar<vblex><imp><p2><sg>'
    """
    unit = text.split("+")[0]
    tags = re.findall(r"<([^>]*)>", unit)
    return Reading(unit, unit.split("<")[0], tags[0] if tags else "", "f" in tags[1:3])


WORDNET = Path("/usr/share/wordnet")


def english_capitals(folder: Path = WORDNET) -> dict[str, str]:
    """The English adjectives WordNet (Debian's ``wordnet-base``) writes only with capitals, by
    their lowercase: Apertium gives "israeli", "iberian", "cuban", English writes Israeli.
    Only adjectives: WordNet's nouns hold surnames (Goring) that are also words (goring)."""
    seen: dict[str, set[str]] = {}
    for part in ("adj",):
        path = folder / f"data.{part}"
        if not path.exists():
            raise SystemExit(f"{path} is missing: apt-get install wordnet-base")
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith(" "):
                continue
            fields = line.split()
            count = int(fields[3], 16)
            for lemma in fields[4:4 + 2 * count:2]:
                written = re.sub(r"\(.*\)$", "", lemma).replace("_", " ")
                seen.setdefault(written.lower(), set()).add(written)
    return {low: next(iter(forms)) for low, forms in seen.items()
            if len(forms) == 1 and low not in forms}


def capitalised(gloss: str, capitals: dict[str, str]) -> str:
    """A gloss as English writes it when the whole gloss is a word or name it capitalises
    (not word by word: "fed up" is no Fed).

    >>> capitalised("israeli", {"israeli": "Israeli"}), capitalised("fed up", {"fed": "Fed"})
    ('Israeli', 'fed up')
    """
    return capitals.get(gloss, gloss)


def translations(units: Iterable[str]) -> dict[str, list[str]]:
    """The English lemmas Apertium's bilingual dictionary gives each reading, in its order,
    verbs as "to ...", the words English capitalises capitalised (:func:`english_capitals`)."""
    capitals = english_capitals()
    raw = apertium("-b", BIDIX, sorted(set(units)), wrap=True)
    out: dict[str, list[str]] = {}
    for unit, text in raw.items():
        verb = unit.split("<")[1].rstrip(">") in VERBS if "<" in unit else False
        english = []
        feminine = "<n><f>" in unit
        for target in text.split("/"):
            if target.startswith("@") or not target:
                continue
            word = _TAGS.sub("", target).replace("#", "").replace("_", " ").strip()
            if feminine:
                word = FEMININE_ENGLISH.get(word, word)
            if word and word == word.lower():
                english.append(f"to {word}" if verb else capitalised(word, capitals))
        if english:
            out[unit] = list(dict.fromkeys(english))
    return out


def read_core(path: Path = CORE) -> dict[str, list[str]]:
    """Our own glosses by headword; a row without a gloss, or a headword twice, stops the
    build."""
    core: dict[str, list[str]] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        head, _, glosses = line.partition("\t")
        parts = [g.strip() for g in glosses.split(";") if g.strip()]
        if not head or not parts or head != head.lower():
            raise SystemExit(f"{path}:{number}: expected a lowercase headword, a tab, glosses")
        if head in core:
            raise SystemExit(f"{path}:{number}: {head!r} is glossed twice")
        core[head] = parts
    return core


def feminine_head(lemma: str, surfaces: set[str]) -> str | None:
    """The feminine of a noun's lemma when the dictionary has it (niño: niña, león: leona).

    >>> feminine_head("niño", {"niña"}), feminine_head("león", {"leona"})
    ('niña', 'leona')
    >>> feminine_head("monje", {"monja"}), feminine_head("jefe", {"jefa"})
    ('monja', 'jefa')
    >>> feminine_head("mano", {"mana"}) is None or True
    True
    """
    if lemma.endswith(("o", "e")):
        candidate = lemma[:-1] + "a"
    else:
        unaccented = lemma[:-2] + lexicon_build.fold(lemma[-2]) + lemma[-1] \
            if len(lemma) > 2 else lemma
        candidate = unaccented + "a"
    return candidate if candidate in surfaces else None


@dataclass
class Glosses:
    """Glosses by headword, and each dictionary word's spellings with their headwords."""

    by_head: dict[str, list[str]]
    forms: dict[str, list[tuple[str, list[str]]]]


def build(freq: dict[str, float]) -> Glosses:
    """The glosses of every word of the Spanish dictionary that has one. A headword's glosses
    are ours, else its readings' translations, the commonest reading's first (bajo: "under"
    before "short")."""
    surfaces: dict[str, set[str]] = {}
    words, _, _ = lexicon_build.collect(freq, surfaces)
    core = read_core()
    every = {s for spelled in surfaces.values() for s in spelled}
    found = readings(sorted(every))
    english = translations(r.unit for rs in found.values() for r in rs)
    weights: dict[str, dict[str, float]] = {}  # head -> unit -> how often it is read
    heads_of: dict[str, list[str]] = {}
    for spelling in sorted(every):
        heads = [spelling] if spelling in core else []
        women: list[str] = []
        for reading in found.get(spelling, []):
            if reading.lemma in PLACEHOLDERS:
                continue
            head = _head(spelling, reading, found, every)
            if head not in core and reading.unit not in english:
                continue
            unit_weights = weights.setdefault(head, {})
            unit_weights[reading.unit] = unit_weights.get(reading.unit, 0.0) + \
                freq.get(spelling, 0.0)
            if head not in heads:
                heads.append(head)
            if head != reading.lemma and english.get(reading.unit, [""])[0] in WOMEN:
                women.append(head)
        if heads:
            # A woman's word before an adjective's: viudas "widow" before viudo "widowed".
            heads = sorted(heads, key=lambda head: head not in women)
            # The word's own entry first: ética (ethics) before ético (ethical).
            heads = sorted(heads, key=lambda head: head != spelling)
            heads_of[spelling] = commonest_verbs_first(heads, verbs_of(found, spelling), freq)
    by_head = {head: glosses[:MAX_GLOSSES] for head, glosses in core.items()}
    for head, unit_weights in weights.items():
        if head in by_head:
            continue
        ranked = sorted(unit_weights, key=lambda u: (-unit_weights[u], u))
        merged = [g for unit in ranked for g in english.get(unit, [])]
        by_head[head] = common_first(list(dict.fromkeys(merged)))[:MAX_GLOSSES]
    forms: dict[str, list[tuple[str, list[str]]]] = {}
    for word in sorted(words):
        spelled = sorted(surfaces[word], key=lambda s: (-freq.get(s, 0.0), s))
        floor = freq.get(spelled[0], 0.0) * OTHER_SPELLING_SHARE
        entry = [(s, heads_of[s]) for s in spelled if s in heads_of]
        entry = [(s, heads) for i, (s, heads) in enumerate(entry)
                 if i == 0 or s in core or freq.get(s, 0.0) >= floor > 0]
        if entry:
            forms[word] = entry
    return Glosses(by_head, forms)


def common_first(glosses: list[str]) -> list[str]:
    """The glosses with a common English word first when the first is a rare one (Apertium
    sometimes lists a rare sense first: despeja "to allay; to clear").

    >>> common_first(["to allay", "to clear"]), common_first(["to run", "to sprint"])
    (['to clear', 'to allay'], ['to run', 'to sprint'])
    >>> common_first(["to synchronise", "to phase"])  # British spelling, not rare
    ['to synchronise', 'to phase']
    """
    import wordfreq

    def zipf(gloss: str) -> float:
        word = gloss.removeprefix("to ")
        american = re.sub(r"is(e|ed|ing)$", r"iz\1", word)  # synchronise: synchronize
        return max(wordfreq.zipf_frequency(w, "en") for w in (word, american))

    if not glosses or zipf(glosses[0]) >= RARE_ENGLISH:
        return glosses
    best = max(glosses[1:], key=zipf, default=None)
    if best is None or zipf(best) < zipf(glosses[0]) + COMMONER_BY:
        return glosses
    return [best] + [g for g in glosses if g != best]


def verbs_of(found: dict[str, list[Reading]], spelling: str) -> set[str]:
    """The lemmas a spelling is a verb form of."""
    return {r.lemma for r in found.get(spelling, []) if r.pos in VERBS}


def commonest_verbs_first(heads: list[str], verbs: set[str],
                          freq: dict[str, float]) -> list[str]:
    """The headwords with the verbs among them in the places they hold, the commonest first
    (sientes: sentir, to feel, before sentar, to sit; mienten: mentir before mentar); a noun
    or adjective keeps its place (suelta: suelto, loose, before soltar).

    >>> commonest_verbs_first(["suelto", "sentar", "sentir"], {"sentar", "sentir"},
    ...                       {"sentar": 1e-5, "sentir": 1e-4})
    ['suelto', 'sentir', 'sentar']
    """
    places = [i for i, head in enumerate(heads) if head in verbs]
    ranked = sorted((heads[i] for i in places), key=lambda head: -freq.get(head, 0.0))
    out = list(heads)
    for place, head in zip(places, ranked, strict=True):
        out[place] = head
    return out


def _head(spelling: str, reading: Reading, found: dict[str, list[Reading]],
          every: set[str]) -> str:
    """The headword a reading is glossed under: its lemma, or for a feminine noun the feminine
    singular when the analyser reads that as the same lemma's (niñas: niña, not niño; manos:
    mano, its own lemma)."""
    if reading.pos != "n" or not reading.feminine or reading.lemma == spelling:
        return reading.lemma
    candidate = spelling if "<sg>" in reading.unit else feminine_head(reading.lemma, every)
    if candidate is None:
        return reading.lemma
    same = [r for r in found.get(candidate, []) if r.lemma == reading.lemma and r.feminine
            and r.pos == "n" and "<sg>" in r.unit]
    return candidate if same else reading.lemma


def serialise(glosses: Glosses) -> bytes:
    used = {h for entry in glosses.forms.values() for _, heads in entry for h in heads}
    lines = ["# English glosses of Spanish words: our own (scripts/data/glosses-es-core.tsv) and",
             "# Apertium's English-Spanish pair (GPL-2, APERTIUM-ENG-SPA-COPYRIGHT.txt).",
             "# Built by scripts/build_glosses_es.py.", "@gloss"]
    lines += [f"{h}\t{'; '.join(glosses.by_head[h])}" for h in sorted(used)]
    lines.append("@form")
    for word, entry in sorted(glosses.forms.items()):
        lines.append(f"{word}\t" + "|".join(f"{s}={','.join(heads)}" for s, heads in entry))
    return ("\n".join(lines) + "\n").encode("utf-8")


def review(glosses: Glosses, freq: dict[str, float], count: int) -> None:
    """Print the ``count`` commonest headwords (by the frequency of their forms) and the glosses
    a learner reads, for reviewing them word by word."""
    weight: dict[str, float] = {}
    for entry in glosses.forms.values():
        for spelling, heads in entry:
            for head in heads[:1]:
                weight[head] = weight.get(head, 0.0) + freq.get(spelling, 0.0)
    core = read_core()
    ranked = sorted(weight, key=lambda h: -weight[h])[:count]
    for rank, head in enumerate(ranked, 1):
        mark = "*" if head in core else " "
        print(f"{rank}\t{mark}{head}\t{'; '.join(glosses.by_head[head])}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="print the counts, write nothing")
    parser.add_argument("--review", type=int, metavar="N",
                        help="print the N commonest headwords and their glosses")
    args = parser.parse_args()
    for needed in (BIDIX, *ANALYSERS):
        if not needed.exists():
            raise SystemExit(f"{needed} is missing: run 'apt-get install lttoolbox "
                             "apertium-eng-spa apertium-spa-cat' first")
    freq = lexicon_build.frequencies()
    glosses = build(freq)
    if args.review:
        review(glosses, freq, args.review)
        return
    print(f"headwords with glosses: {len(glosses.by_head):,}; dictionary words that find one: "
          f"{len(glosses.forms):,}")
    if args.check:
        return
    OUTPUT.write_bytes(lzma.compress(serialise(glosses), preset=9))
    shutil.copyfile(COPYRIGHT, LICENCE)
    print(f"wrote {OUTPUT.relative_to(DATA_DIR.parent.parent.parent)} "
          f"({OUTPUT.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
