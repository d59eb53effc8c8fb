"""Rebuild ``wordgames/data/lexicon-es.txt.gz``, the Spanish dictionary, from registry packages.

Run ``apt-get install hunspell-es lttoolbox apertium-spa-cat`` and ``pip install wordfreq``
first, then::

    python scripts/build_lexicon_es.py            # writes the data file and prints the counts
    python scripts/build_lexicon_es.py --check    # writes nothing, fails if the data would move

Sources, and why:

- **Word forms**: Debian's ``hunspell-es`` (the RLA-ES dictionary of LibreOffice, by Santiago
  Bosio; GPL-3+ or LGPL-3+ or MPL-1.1+). Its stems and affix rules give every plural, feminine
  and verb form (``perros``, ``comíamos``), the forms a game accepts. Debian's ``wspanish`` was
  the other candidate: it lists only dictionary forms (no ``perros``), so a game would refuse
  plurals. Hunspell's own ``unmunch`` skips the two-step suffixes this dictionary uses
  (``abanicar`` -> ``abanicación`` -> ``abanicaciones``), so the rules are applied here
  (:func:`expand`).
- **Grades**: the PyPI package ``wordfreq`` (code Apache-2.0, data CC-BY-SA 4.0), the
  frequency of each form in subtitles, Wikipedia, books and the web, capped at its dictionary
  entry's (so that ``lle``, a form of the rare ``llar`` and a common token elsewhere, is no
  everyday word). Forms are ranked by it and
  cut into the SCOWL level numbers, each Spanish level as big as the English one
  (``LEVEL_SIZES``), so that a bot of a given skill knows as many words in either language.
  Forms wordfreq never saw are level 80, "everything".
- **Offensive words**: the npm package ``naughty-words`` (the List of Dirty, Naughty, Obscene
  and Otherwise Bad Words, CC-BY-4.0), its ``es.json``, less the entries whose ordinary meaning
  is innocent in a classroom (``KEEP``), with every form of a blocked stem. Written to
  ``blocklist-es.txt``: ``Lexicon.default(language="es")`` leaves them out unless
  ``family_friendly=False``.

- **Names, abbreviations and English words** that hunspell-es lists in lowercase (``juan``,
  ``brasil``, ``vol``, ``aprox``, ``man``, ``tell``): Debian's ``apertium-spa-cat`` (the
  Apertium Spanish analyser, GPL-3), run with ``lt-proc`` from ``lttoolbox``. A lowercase entry
  it does not know as a word is a name when it knows the capitalised one as a proper noun
  (``Juan``), an abbreviation when it knows it with a dot (``vol.``), and English when wordfreq
  finds it three times commoner in English than in Spanish (``tell``): :func:`name_checks`.
  The same checks run on every form hunspell makes (:func:`form_checks`: ``rita``, a feminine
  it makes of ``rito``, is Rita; ``rocks``), and a stem spelled as English is (k, w, sh, a
  double consonant: ``hobby``, ``curry``) that wordfreq finds three times commoner in English
  is English (:func:`english_spelling_checks`). ``--check`` rebuilds in memory, prints what
  would move and fails if anything would: ``tests/test_lexicon_es.py`` runs its :func:`check`.
- **The curated list** ``scripts/data/lexicon-es-curated.tsv``, written for this project: the
  vulgar words and slurs of Spain and Latin America (with the reason and region of each), the
  names and fragments the checks miss, and the real words they would drop (``chile``, a chili).

What is dropped: stems with a capital (proper names: Madrid, María, and abbreviations such as
ABS), entries with a dot, a digit or a space, abbreviations (no vowel: ``km``; or two first
consonants no Spanish word begins with: ``srta``, ``dpto``, and ``sras``, a form of ``sr``:
:func:`is_abbreviation`; and the few listed without their dot, ``etc``, ``tel``, ``pág``, with
bits of foreign phrases such as ``qu`` and ``ad``: ``NOT_WORDS``), one-letter words, and verb
forms with pronouns attached (``dámelo``, ``anquilosándonoslas``) unless wordfreq has seen
them more than at its floor (``CLITIC_MIN_FREQUENCY``), that is unless people write them.

Spelling as the tiles spell: accents are dropped (CAFÉ is played C A F E; ``é`` and ``e`` are one
letter), Ü is U, and Ñ stays its own letter. Forms that differ only by accents (``él`` and
``el``) become one word, at the commonest one's level. RR and LL are letters side by side, as in
any word list: the spelling engine lets an RR tile cover them, or two R tiles.

The file holds one section per level: a header line ``@word 35``, then the words first seen at
that level, one per line, sorted, UTF-8.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from wordgames.lexicon.spelling import fold_accents

HUNSPELL = Path("/usr/share/hunspell/es_ES")
HUNSPELL_COPYRIGHT = Path("/usr/share/doc/hunspell-es/copyright")
ANALYSER = Path("/usr/share/apertium/apertium-spa-cat/spa-cat.automorf.bin")
ANALYSER_COPYRIGHT = Path("/usr/share/doc/apertium-spa-cat/copyright")
CURATED = Path(__file__).resolve().parent / "data" / "lexicon-es-curated.tsv"
BLOCKLIST_PACKAGE = "naughty-words@1.2.0"
DATA_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data"
OUTPUT = DATA_DIR / "lexicon-es.txt.gz"
BLOCKLIST = DATA_DIR / "blocklist-es.txt"
LICENCES = {
    "hunspell": DATA_DIR / "HUNSPELL-ES-COPYRIGHT.txt",
    "wordfreq": DATA_DIR / "WORDFREQ-LICENSE.txt",
    "naughty-words": DATA_DIR / "NAUGHTY-WORDS-LICENSE.txt",
    "apertium": DATA_DIR / "APERTIUM-SPA-COPYRIGHT.txt",
}
#: wordfreq's floor: a form seen no more often than this is noise, not a form people write
#: (``quereme``, ``bájenlo``); verb forms with pronouns need more.
CLITIC_MIN_FREQUENCY = 3e-8
#: How much commoner in English than in Spanish a word the analyser does not know must be to
#: be taken for an English word (``tell``, ``her``, ``home``).
ENGLISH_RATIO = 3.0

LEVELS = (10, 20, 35, 40, 50, 55, 60, 70, 80)
#: How many words each level holds, all levels below it included: the English SCOWL list's
#: sizes (``Lexicon.default(level)``), rounded. Level 80 holds every form.
LEVEL_SIZES = {10: 4_000, 20: 11_000, 35: 39_000, 40: 44_000, 50: 61_000, 55: 67_000,
               60: 77_000, 70: 111_000}

#: The letters of a Spanish word as the tiles spell it.
TILE_WORD = re.compile(r"[a-zñ]{2,}")
VOWELS = frozenset("aeiou")
#: The pronouns a verb form may carry at its end (the enclitic affix classes all end in one).
CLITIC = re.compile(r"(?:me|te|se|nos|os|lo|la|los|las|le|les)$")

#: Entries of the naughty-words list that are ordinary words a classroom should keep: a donkey,
#: a shell, drugs, hell, a hammer, urine, an idiot, a nipple, and ``pinche`` (a kitchen hand,
#: and the verb ``pinchar``'s "pinche aquí", click here)... Its sexual words (sexo, semen,
#: vulva, prostituta) are left out, as the English list leaves them out of a class's words.
KEEP = frozenset(
    """
    asesinato asno bastardo caca chupada chupetón concha drogas esperma heroína idiota imbécil
    infierno maciza maldito martillo nazi orina pedo pervertido pezón pinche pis racista sádico
    travesti trio
    """.split()
)
#: Entries of hunspell-es that no game accepts as a word and the rules above let through:
#: abbreviations it lists without their dot (etc., tel., lic., pág., núm., art., ing., ej.,
#: av., ed., op., ib., ob.) and bits of other languages' phrases (the qu of qu'il, ad of ad
#: hoc, et of et al., is, aj, ef, der, abc). wordfreq counts them in any text, so they graded
#: as everyday words (qu, etc and tel as Easy ones).
NOT_WORDS = frozenset(
    """
    abc ad aj ap art av der ed ef ej et etc ib ing is lic núm ob op pág qu tel
    """.split()
)
#: Stems the list leaves out: ``puto`` (``puta``, one of its entries, is a form of it), and
#: words a child meets at the Easy levels that it lacks (``porno`` graded everyday, ``sexy``).
MORE = frozenset({"puto", "porno", "pornografía", "sexy"})


def fold(word: str) -> str:
    """A word as the tiles spell it: lowercase, accents and the diaeresis dropped, ñ kept (the
    package's own :func:`~wordgames.lexicon.fold_accents`, which lookups use too).

    >>> fold("Café"), fold("pingüino"), fold("AÑO"), fold("él")
    ('cafe', 'pinguino', 'año', 'el')
    """
    return fold_accents(word.lower())


# -- hunspell's affix rules -----------------------------------------------------------------


@dataclass(frozen=True)
class Rule:
    """One affix rule: strip ``strip`` from the word's end (suffix) or start (prefix), add
    ``add``, where the word matches ``condition``; ``flags`` are rules to apply after it."""

    strip: str
    add: str
    flags: str
    condition: re.Pattern[str]


@dataclass(frozen=True)
class Affix:
    """An affix class: suffix or prefix, whether it combines with the other kind, its rules."""

    suffix: bool
    cross: bool
    rules: tuple[Rule, ...]


def read_affixes(path: Path) -> dict[str, Affix]:
    """The affix classes of a hunspell ``.aff`` file whose flags are single characters
    (``FLAG UTF-8``), by flag."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if not any(line.split()[:2] == ["FLAG", "UTF-8"] for line in lines if line.strip()):
        raise SystemExit(f"{path}: expected 'FLAG UTF-8' (one character a flag)")
    heads: dict[str, tuple[bool, bool]] = {}
    rules: dict[str, list[Rule]] = {}
    for line in lines:
        parts = line.split()
        if len(parts) < 4 or parts[0] not in ("SFX", "PFX"):
            continue
        kind, flag = parts[0], parts[1]
        if len(parts) == 4 and flag not in heads:
            heads[flag] = (kind == "SFX", parts[2] == "Y")
            rules[flag] = []
            continue
        strip, add, condition = parts[2], parts[3], parts[4]
        add, _, flags = add.partition("/")
        pattern = f"{condition}$" if kind == "SFX" else f"^{condition}"
        rules[flag].append(Rule("" if strip == "0" else strip, "" if add == "0" else add,
                                flags, re.compile(pattern)))
    return {flag: Affix(suffix, cross, tuple(rules[flag]))
            for flag, (suffix, cross) in heads.items()}


def clitic_flags(affixes: dict[str, Affix]) -> frozenset[str]:
    """The suffix classes that attach pronouns to verbs: in this dictionary, the flags that are
    no ASCII letter, every rule of which ends in a pronoun (checked: a new layout fails here)."""
    found = {flag for flag, affix in affixes.items() if affix.suffix and not flag.isascii()}
    for flag in found:
        bad = [r.add for r in affixes[flag].rules if not CLITIC.search(r.add)]
        if bad:
            raise SystemExit(f"affix class {flag!r} was taken for pronouns, but adds {bad[:3]}")
    return frozenset(found)


def _apply(word: str, affix: Affix) -> Iterator[tuple[str, str]]:
    """(form, further flags) for each rule of ``affix`` that applies to ``word``."""
    for rule in affix.rules:
        if not rule.condition.search(word):
            continue
        if affix.suffix:
            if rule.strip and not word.endswith(rule.strip):
                continue
            base = word[: len(word) - len(rule.strip)] if rule.strip else word
            yield base + rule.add, rule.flags
        else:
            if rule.strip and not word.startswith(rule.strip):
                continue
            yield rule.add + word[len(rule.strip):], rule.flags


def expand(
    stem: str, flags: str, affixes: dict[str, Affix], clitics: frozenset[str]
) -> Iterator[tuple[str, bool]]:
    """Every form of a dictionary entry, and whether it carries pronouns.

    Suffixes first, a second suffix where a rule names one (``ción/S``), then prefixes, on the
    stem and, where both classes allow it, on the suffixed forms.

    >>> aff = {"S": Affix(True, True, (Rule("", "s", "", re.compile("[aeiou]$")),)),
    ...        "a": Affix(False, True, (Rule("", "re", "", re.compile("^.")),))}
    >>> sorted(expand("casa", "Sa", aff, frozenset()))
    [('casa', False), ('casas', False), ('recasa', False), ('recasas', False)]
    """
    yield stem, False
    suffixed: list[tuple[str, bool, bool]] = []  # form, clitic, may take a prefix
    for flag in flags:
        affix = affixes.get(flag)
        if affix is None or not affix.suffix:
            continue
        clitic = flag in clitics
        for form, more in _apply(stem, affix):
            suffixed.append((form, clitic, affix.cross))
            for second in more:
                inner = affixes.get(second)
                if inner is not None and inner.suffix:
                    suffixed += [(f, clitic or second in clitics, False)
                                 for f, _ in _apply(form, inner)]
    for form, clitic, _ in suffixed:
        yield form, clitic
    for flag in flags:
        affix = affixes.get(flag)
        if affix is None or affix.suffix:
            continue
        for form, _ in _apply(stem, affix):
            yield form, False
        if affix.cross:
            for word, clitic, cross in suffixed:
                if cross:
                    for form, _ in _apply(word, affix):
                        yield form, clitic


def dictionary_entries(path: Path) -> Iterator[tuple[str, str]]:
    """(stem, flags) of a hunspell ``.dic`` file (its first line is a count)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        entry = line.split()
        if not entry:
            continue
        stem, _, flags = entry[0].partition("/")
        yield stem, flags


#: The two consonants a Spanish word may begin with; loanwords and Greek words add the second
#: set (psicología, gnomo, tsunami, show, stand), in words of four letters or more.
ONSETS = frozenset("bl br cl cr dr fl fr gl gr kl kr pl pr tr ch ll rr".split())
LOAN_ONSETS = frozenset("ps pt gn mn cn gh tl ts sh sc sp st sw wh".split())


def is_abbreviation(stem: str) -> bool:
    """Whether a lowercase entry is an abbreviation: no vowel, or two first consonants no word
    begins with (hunspell-es lists srta, dpto, pta, tfno among its words).

    >>> [w for w in ("srta", "dpto", "pta", "sras", "km", "psicología", "stand", "tren", "y")
    ...  if is_abbreviation(w)]
    ['srta', 'dpto', 'pta', 'sras', 'km']
    """
    word = fold(stem)
    if VOWELS.isdisjoint(word):
        return len(word) > 1
    onset = word[:2]
    if len(word) < 2 or onset[0] in VOWELS or onset[1] in VOWELS or onset[1] == "y":
        return False
    return onset not in ONSETS and not (onset in LOAN_ONSETS and len(word) >= 4)


def is_game_word(stem: str, form: str) -> bool:
    """Whether a form of a dictionary entry is a word a game accepts: no proper name (the
    stem has a capital), no abbreviation (a dot, no vowel, an onset no word has: the forms of
    ``sr``, señor, go too; or one of ``NOT_WORDS``), letters only, two or more.

    >>> [is_game_word(s, f) for s, f in [("perro", "perros"), ("Madrid", "Madrid"),
    ...     ("km", "km"), ("café", "cafés"), ("a", "a"), ("sr", "sras"), ("srta", "srta"),
    ...     ("etc", "etc"), ("qu", "qu")]]
    [True, False, False, True, False, False, False, False, False]
    """
    if not stem[:1].islower() or not form.islower() or is_abbreviation(stem) \
            or stem in NOT_WORDS:
        return False
    folded = fold(form)
    return bool(TILE_WORD.fullmatch(folded)) and not VOWELS.isdisjoint(folded)


# -- names, abbreviations, English words and the curated list ------------------------------


@dataclass(frozen=True)
class Curated:
    """The curated list (``scripts/data/lexicon-es-curated.tsv``) by what it says of a word:
    ``stems`` to block with every form (vulgar words, slurs, sexual words), single ``forms``,
    stems that are ``not_words``, and real words to ``keep`` whatever the checks say."""

    stems: frozenset[str]
    forms: frozenset[str]
    not_words: frozenset[str]
    keep: frozenset[str]


LISTS = ("vulgar", "slur", "sexual", "drug", "form", "not-a-word", "keep")


def read_curated(path: Path = CURATED) -> Curated:
    """The curated list; a row with an unknown list name or no reason stops the build."""
    found: dict[str, set[str]] = {name: set() for name in LISTS}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3 or parts[1] not in found or not parts[2].strip():
            raise SystemExit(f"{path}:{number}: expected word, one of {LISTS}, a reason")
        found[parts[1]].add(parts[0])
    return Curated(frozenset(found["vulgar"] | found["slur"] | found["sexual"] | found["drug"]),
                   frozenset(found["form"]),
                   frozenset(found["not-a-word"]), frozenset(found["keep"]))


def analyse(words: Iterable[str]) -> dict[str, str]:
    """The Apertium Spanish analyser's readings of each word (``perro<n><m><sg>``, or
    ``*juan`` for a word it does not know), by word."""
    text = "".join(f"{w} ,\n" for w in words)
    try:
        done = subprocess.run(["lt-proc", "-a", str(ANALYSER)], input=text, check=True,
                              capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as err:
        raise SystemExit(f"lt-proc failed ({err}): apt-get install lttoolbox "
                         "apertium-spa-cat") from None
    return dict(re.findall(r"\^([^/$]*)/([^$]*)\$", done.stdout))


def name_checks(stems: Iterable[str], freq: dict[str, float]) -> dict[str, str]:
    """The lowercase stems the analyser does not know as words, with what they are instead:
    ``name`` (it knows the capitalised one as a proper noun: juan, brasil), ``abbreviation``
    (it knows it with a dot: vol., aprox.) or ``english`` (wordfreq finds it ``ENGLISH_RATIO``
    times commoner in English: tell, her). Stems it does not know and none of these are kept:
    hunspell-es knows more words than the analyser."""
    import wordfreq

    lower = sorted({s for s in stems if s[:1].islower()})
    plain = analyse(lower)
    unknown = [s for s in lower if plain.get(s, "*").startswith("*")]
    capital = analyse(s[:1].upper() + s[1:] for s in unknown)
    dotted = analyse(f"{s}." for s in unknown)
    kinds: dict[str, str] = {}
    for stem in unknown:
        if "<np>" in capital.get(stem[:1].upper() + stem[1:], ""):
            kinds[stem] = "name"
        elif not dotted.get(f"{stem}.", "*").startswith("*"):
            kinds[stem] = "abbreviation"
        elif wordfreq.word_frequency(stem, "en") > ENGLISH_RATIO * freq.get(stem, 0.0):
            kinds[stem] = "english"
    return kinds


#: Spellings Spanish does not write in its own words: k, w, sh, ck, th, ph, a double consonant
#: (but cc, ll, rr, nn), a final -ng, a final consonant Spanish words do not end in, a final y
#: after a consonant, ee, oo. Such a stem wordfreq finds ``ENGLISH_RATIO`` times commoner in
#: English is an English word (hobby, ferry, curry) unless the curated list keeps it (film,
#: golf, test: the DLE prints them in roman type).
FOREIGN_SPELLING = re.compile(
    r"[kw]|sh|ck|th|ph|ng$|([b-df-hj-mp-tv-z])\1|[^aeiouslnrdzjxy]$|[^aeiou]y$|ee|oo"
)


def english_spelling_checks(stems: Iterable[str], freq: dict[str, float]) -> dict[str, str]:
    """The lowercase stems without accents that are spelled as English is
    (:data:`FOREIGN_SPELLING`) and that wordfreq finds ``ENGLISH_RATIO`` times commoner in
    English (hobby, scooter; the analyser knows some of them as Spanish nouns).

    >>> english_spelling_checks(["hobby", "perro", "álbum", "Jazz"], {"perro": 1e-4})
    {'hobby': 'english'}
    """
    import wordfreq

    return {stem: "english" for stem in stems
            if stem.isascii() and stem.islower() and FOREIGN_SPELLING.search(stem)
            and wordfreq.word_frequency(stem, "en") > ENGLISH_RATIO * freq.get(stem, 0.0)}


def form_checks(surfaces: dict[str, set[str]], freq: dict[str, float]) -> dict[str, str]:
    """The game words (by tile spelling) none of whose written forms the analyser knows, with
    what they are instead: ``name`` when one is a proper noun capitalised (Apertium's ``<np>``:
    rita, a feminine hunspell makes of rito, is Rita; goya, of goyo, is Goya),
    ``abbreviation`` when the analyser knows one with a dot, ``english`` when wordfreq finds
    one ``ENGLISH_RATIO`` times commoner in English than any in Spanish (rocks, of rock;
    olive). A word one of whose forms the analyser knows stays (dura: durá, a form it does not
    know, is also dura).

    hunspell-es's own capitalised entries are no evidence here: most are places whose names
    are plurals or diminutives of real words (Lares, Camelias, Chiquita), which a check on
    them dropped at level 35 with the names (14 of its 16 words there were real words)."""
    import wordfreq

    forms = sorted({form for spellings in surfaces.values() for form in spellings})
    plain = analyse(forms)
    unknown = [f for f in forms if plain.get(f, "*").startswith("*")]
    capital = analyse(f[:1].upper() + f[1:] for f in unknown)
    dotted = analyse(f"{f}." for f in unknown)
    unknown_set = set(unknown)
    kinds: dict[str, str] = {}
    for word, spellings in surfaces.items():
        if not spellings <= unknown_set:
            continue
        ordered = sorted(spellings)
        spanish = max(freq.get(form, 0.0) for form in ordered)
        if any("<np>" in capital.get(f[:1].upper() + f[1:], "") for f in ordered):
            kinds[word] = "name"
        elif any(not dotted.get(f"{form}.", "*").startswith("*") for form in ordered):
            kinds[word] = "abbreviation"
        elif max(wordfreq.word_frequency(form, "en") for form in ordered) \
                > ENGLISH_RATIO * spanish:
            kinds[word] = "english"
    return kinds


def left_out_stems(freq: dict[str, float], curated: Curated) -> dict[str, str]:
    """The dictionary entries no game accepts, with why: :func:`name_checks`,
    :func:`english_spelling_checks` and the curated ``not-a-word`` rows, less the curated
    ``keep`` rows."""
    stems = [stem for stem, _ in dictionary_entries(HUNSPELL.with_suffix(".dic"))]
    kinds = english_spelling_checks(stems, freq)
    kinds.update(name_checks(stems, freq))
    kinds.update(dict.fromkeys(curated.not_words, "curated"))
    return {stem: kind for stem, kind in kinds.items() if stem not in curated.keep}


# -- grading --------------------------------------------------------------------------------


def frequencies() -> dict[str, float]:
    """wordfreq's Spanish frequencies (its large list), by form as written."""
    try:
        import wordfreq
    except ImportError:
        raise SystemExit("wordfreq is missing: pip install wordfreq") from None
    return dict(wordfreq.get_frequency_dict("es", wordlist="large"))


def collect(
    freq: dict[str, float], surfaces: dict[str, set[str]] | None = None,
    left_out: dict[str, str] | None = None,
) -> tuple[dict[str, float], dict[str, set[str]], int]:
    """The game words by tile spelling with their frequency, the stems each word comes from
    (for the blocklist), and how many pronoun forms were left out (:func:`left_out_stems`
    drops names, abbreviations and English words first, :func:`form_checks` the words whose
    every form is one).

    A word's frequency is its commonest written form's, but no more than that form's dictionary
    entry's (``perros`` as often as wordfreq says, never more than ``perro``). ``surfaces``, if
    given, receives each word's spellings with their accents (``se``: ``se``, ``sé``);
    ``left_out``, the stems and words the checks dropped, with why."""
    affixes = read_affixes(HUNSPELL.with_suffix(".aff"))
    clitics = clitic_flags(affixes)
    curated = read_curated()
    dropped = left_out_stems(freq, curated)
    if surfaces is None:
        surfaces = {}
    words: dict[str, float] = {}
    stems_of: dict[str, set[str]] = {}
    unseen_clitics = 0
    for stem, flags in dictionary_entries(HUNSPELL.with_suffix(".dic")):
        if stem in dropped:
            continue
        for form, clitic in expand(stem, flags, affixes, clitics):
            if not is_game_word(stem, form):
                continue
            seen = freq.get(form, 0.0)
            if clitic and seen <= CLITIC_MIN_FREQUENCY:
                unseen_clitics += 1
                continue
            key = fold(form)
            # A form is no commoner than its entry: a rare verb's form that is also a foreign
            # word or a typo (lle, of llar) would otherwise grade as everyday Spanish.
            words[key] = max(words.get(key, 0.0), min(seen, freq.get(stem, 0.0)))
            stems_of.setdefault(key, set()).add(fold(stem))
            surfaces.setdefault(key, set()).add(form)
    kept = {fold(k) for k in curated.keep}
    by_form = {word: kind for word, kind in form_checks(surfaces, freq).items()
               if word not in kept}
    # A curated not-a-word that is a form, not an entry (time, times: forms of timar), when
    # it is every spelling of its word (ésto, a misspelling, does not take esto with it).
    by_form.update({word: "curated" for word, spelled in surfaces.items()
                    if spelled <= curated.not_words})
    for word in by_form:
        del words[word], stems_of[word], surfaces[word]
    if left_out is not None:
        left_out.update(dropped)
        left_out.update(by_form)
    return words, stems_of, unseen_clitics


def grade(words: dict[str, float]) -> dict[int, list[str]]:
    """The words new at each level: the commonest first, each level as big as
    ``LEVEL_SIZES`` says; words wordfreq never saw are level 80."""
    ranked = sorted((w for w, f in words.items() if f > 0), key=lambda w: (-words[w], w))
    levels: dict[int, list[str]] = {}
    start = 0
    for level in LEVELS[:-1]:
        end = min(LEVEL_SIZES[level], len(ranked))
        levels[level] = sorted(ranked[start:end])
        start = max(start, end)
    levels[80] = sorted(ranked[start:] + [w for w, f in words.items() if f == 0])
    return levels


def serialise(levels: dict[int, list[str]]) -> bytes:
    lines: list[str] = []
    for level, entries in levels.items():
        lines.append(f"@word {level}")
        lines.extend(entries)
    return ("\n".join(lines) + "\n").encode("utf-8")


# -- offensive words ------------------------------------------------------------------------


def naughty_words(folder: Path) -> tuple[list[str], str]:
    """The ``es.json`` entries of the naughty-words npm package, and its licence text."""
    try:
        subprocess.run(["npm", "pack", "--silent", BLOCKLIST_PACKAGE], cwd=folder,
                       check=True, stdout=subprocess.DEVNULL)
    except (OSError, subprocess.CalledProcessError) as err:
        raise SystemExit(f"npm pack {BLOCKLIST_PACKAGE} failed: {err}") from None
    (archive,) = folder.glob("naughty-words-*.tgz")
    with tarfile.open(archive) as tar:
        entries = json.loads(_member(tar, "package/es.json"))
        licence = _member(tar, "package/LICENSE")
    return [str(e) for e in entries], licence


def _member(tar: tarfile.TarFile, name: str) -> str:
    handle = tar.extractfile(name)
    if handle is None:
        raise SystemExit(f"{BLOCKLIST_PACKAGE} has no {name}")
    return handle.read().decode("utf-8")


def blocked(entries: Iterable[str], stems_of: dict[str, set[str]]) -> list[str]:
    """The dictionary words to leave out: each single-word entry not in ``KEEP``, and every form
    made only from blocked entries, ``MORE`` and the curated vulgar words and slurs, and the
    curated single forms (``zorra``, not ``zorro``) (``puta``, a form of ``puto``, blocks ``putas``
    and ``putos``), but no form that an innocent entry also makes (``fuelle``, bellows, is a
    form of ``follar`` too).

    >>> blocked(["Culo", "martillo", "hijo de puta", "puta"], {"culo": {"culo"},
    ...     "culos": {"culo"}, "martillo": {"martillo"}, "culata": {"culo", "cular"},
    ...     "puta": {"puto"}, "putas": {"puto"}, "putos": {"puto"}, "zorra": {"zorro"},
    ...     "zorro": {"zorro"}})
    ['culo', 'culos', 'puta', 'putas', 'putos', 'zorra']
    """
    curated = read_curated()
    keep = {fold(k) for k in KEEP | curated.keep}
    listed = {fold(e.strip()) for e in entries if " " not in e.strip()}
    bad = (listed - keep) | {fold(m) for m in MORE | curated.stems}
    forms = {fold(f) for f in curated.forms}
    return sorted(word for word, stems in stems_of.items()
                  if word in bad or word in forms or stems <= bad)


def read_levels(data: bytes) -> dict[int, list[str]]:
    """The words new at each level of a serialised dictionary (:func:`serialise`'s inverse).

    >>> read_levels(serialise({10: ["casa"], 20: ["perro", "gato"]}))
    {10: ['casa'], 20: ['perro', 'gato']}
    """
    levels: dict[int, list[str]] = {}
    current: list[str] = []
    for line in data.decode("utf-8").splitlines():
        if line.startswith("@word "):
            current = levels.setdefault(int(line.split()[1]), [])
        elif line:
            current.append(line)
    return levels


def read_blocklist(text: str) -> list[str]:
    """The words of a ``blocklist-es.txt`` (its ``#`` lines are its header)."""
    return [w for w in text.splitlines() if w and not w.startswith("#")]


def moved(old: dict[int, list[str]], new: dict[int, list[str]]) -> list[str]:
    """Lines saying which words a rebuild adds to and drops from each level, all levels below
    it included (a word that only changes level shows where it was and is).

    >>> moved({10: ["casa", "rita"], 20: ["perro"]}, {10: ["casa", "perro"]})[0]
    'up to level 10: +1 -1  added: perro  dropped: rita'
    """
    lines = []
    before: set[str] = set()
    after: set[str] = set()
    for level in sorted(set(old) | set(new)):
        before |= set(old.get(level, []))
        after |= set(new.get(level, []))
        added, dropped = sorted(after - before), sorted(before - after)
        if added or dropped:
            lines.append(f"up to level {level}: +{len(added)} -{len(dropped)}  "
                         f"added: {' '.join(added[:60]) or '-'}  "
                         f"dropped: {' '.join(dropped[:60]) or '-'}")
    return lines


def check(levels: dict[int, list[str]], block: list[str]) -> list[str]:
    """What differs between a build and the shipped data (empty when they agree): the check
    mode's verdict, which ``tests/test_lexicon_es.py`` runs so that a change to the curated
    list or the checks that is not rebuilt, or a shipped file edited by hand, fails."""
    problems = moved(read_levels(gzip.decompress(OUTPUT.read_bytes())), levels)
    shipped_block = set(read_blocklist(BLOCKLIST.read_text(encoding="utf-8")))
    if shipped_block != set(block):
        problems.append(f"blocklist: +{sorted(set(block) - shipped_block)[:40]} "
                        f"-{sorted(shipped_block - set(block))[:40]}")
    return problems


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; print what a rebuild would change and fail if "
                             "it would change anything")
    args = parser.parse_args()
    if not HUNSPELL.with_suffix(".dic").exists():
        raise SystemExit(f"{HUNSPELL}.dic is missing: run 'apt-get install hunspell-es' first")
    left_out: dict[str, str] = {}
    words, stems_of, unseen = collect(frequencies(), left_out=left_out)
    levels = grade(words)
    total = 0
    print(f"{'level':>5} {'words':>9}")
    for level, entries in levels.items():
        total += len(entries)
        print(f"{level:>5} {total:>9,}")
    print(f"verb forms with pronouns left out (wordfreq never saw them): {unseen:,}")
    with tempfile.TemporaryDirectory() as tmp:
        entries, licence = naughty_words(Path(tmp))
    block = blocked(entries, stems_of)
    print(f"blocklist: {len(block):,} words from {len(entries)} naughty-words entries and "
          "the curated list")
    kinds: dict[str, int] = {}
    for kind in left_out.values():
        kinds[kind] = kinds.get(kind, 0) + 1
    print("left out by the checks: " + ", ".join(f"{n:,} {k}" for k, n in sorted(kinds.items())))
    problems = check(levels, block)
    print("\n".join(problems) or "the shipped data is what this build makes")
    if args.check:
        if problems:
            raise SystemExit("the shipped data differs from the build: run "
                             "'python scripts/build_lexicon_es.py' and commit what moved")
        return
    # mtime=0 so that rebuilding the same lists gives the same bytes.
    OUTPUT.write_bytes(gzip.compress(serialise(levels), compresslevel=9, mtime=0))
    BLOCKLIST.write_text(
        f"# Spanish words left out of family-friendly play: {BLOCKLIST_PACKAGE} (es.json,\n"
        "# CC-BY-4.0, NAUGHTY-WORDS-LICENSE.txt) and the vulgar words and slurs of\n"
        "# scripts/data/lexicon-es-curated.tsv (written for this project, each with its\n"
        "# region and reason), with every form of each blocked stem.\n"
        "# Built by scripts/build_lexicon_es.py.\n" + "\n".join(block) + "\n",
        encoding="utf-8",
    )
    shutil.copyfile(HUNSPELL_COPYRIGHT, LICENCES["hunspell"])
    shutil.copyfile(ANALYSER_COPYRIGHT, LICENCES["apertium"])
    LICENCES["wordfreq"].write_text(wordfreq_notice(), encoding="utf-8")
    LICENCES["naughty-words"].write_text(licence, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(DATA_DIR.parent.parent)} ({OUTPUT.stat().st_size:,} bytes)")


def wordfreq_notice() -> str:
    """wordfreq's licence section (its package metadata), which covers the grades' data."""
    from importlib.metadata import metadata

    text = str(metadata("wordfreq").get_payload())  # type: ignore[attr-defined]
    start = text.index("## License")
    end = text.index("## Citing wordfreq")
    version = metadata("wordfreq")["Version"]
    return (f"The levels of lexicon-es.txt.gz are derived from wordfreq {version}'s Spanish "
            "frequencies.\n\n" + text[start:end].strip() + "\n")


if __name__ == "__main__":
    sys.exit(main())
