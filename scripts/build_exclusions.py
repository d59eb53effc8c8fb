"""Rebuild ``wordgames/data/slang.txt`` and ``wordgames/data/affixes.txt``: the words that some
games' default dictionaries leave out of the bundled SCOWL list.

    python scripts/build_exclusions.py            # writes both files and prints the reasoning
    python scripts/build_exclusions.py --check    # only prints (exit 1 if the files differ)

Needs the bundled ``wordgames/data/lexicon.txt.gz`` and, for the affixes, WordNet 3.0 from
Debian's ``wordnet-base`` package (``apt-get install wordnet-base``: /usr/share/wordnet).

Slang (Word Storm: "Abbreviations and slang are not allowed"; MY WORD! keeps to "a standard
English dictionary"; Five Tiers allows "slang, and colloquial words", so it keeps them). SCOWL
marks no word as slang, and WordNet's usage labels are no guide either: every sense of
``anywhere``, ``certainly`` and ``frugal`` is filed under "colloquialism" (the script prints the
184 words of the list that WordNet files so). So the list is curated by hand, with one rule: a
word is slang here when it spells how one or more ordinary words sound in casual speech, and has
no standard sense of its own. That is the kind the audit found (``gonna`` = going to, ``dunno``
= don't know), and the kind no word-game dictionary takes as a word. Informal words with a
meaning of their own (``comfy``, ``nerdy``, ``kiddo``, ``dis``) are words that a general
dictionary defines: they stay, since no data here tells slang from informal among them and
forbidding them would be a judgment per word that players would not share. Each entry below
gives the ordinary words it respells; entries with a standard sense too are left out and named
in ``NOT_SLANG`` with that sense (``yah`` is an interjection of derision, ``cos`` a lettuce,
``sup`` to eat supper, ``til`` sesame).

Affixes (Five Tiers: "Proper nouns, abbreviations, prefixes, and suffixes are not permitted").
The candidates are the English prefixes and suffixes in ``PREFIXES`` and ``SUFFIXES`` that the
bundled list holds as words. One is excluded when it is used only as part of a word: WordNet has
no sense for it (any part of speech, its lowercase lemma, or as an inflection: a plural, an
irregular form such as ``ate``), it is none of the function words and letter names WordNet
leaves out by design (``FUNCTION_WORDS``), and ``KEEP`` does not give it a standalone sense that
WordNet lacks (``hyper`` the adjective, ``uni`` the university). So ``pre``, ``un``, ``ment`` and
``ous`` go; ``anti`` (a person opposed), ``ism`` (a doctrine), ``ex`` and ``re`` stay.
"""

from __future__ import annotations

import argparse
import gzip
import sys
import tempfile
from pathlib import Path
from typing import Any

from wordgames.classroom.wordnet import DEBIAN_WORDNET, debian_installed, open_wordnet

DATA_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data"
SLANG_FILE = DATA_DIR / "slang.txt"
AFFIX_FILE = DATA_DIR / "affixes.txt"

#: Respellings of casual speech, each with the ordinary words it stands for.
SLANG: dict[str, str] = {
    # a word run together with "to", "of", "you", "me" or "it"
    "gonna": "going to", "wanna": "want to", "gotta": "got to", "hafta": "have to",
    "hasta": "has to", "oughta": "ought to", "useta": "used to", "kinda": "kind of",
    "sorta": "sort of", "outta": "out of", "lotta": "lot of", "lotsa": "lots of",
    "coulda": "could have", "shoulda": "should have", "woulda": "would have",
    "musta": "must have", "dunno": "don't know", "gimme": "give me", "gimmes": "give mes",
    "lemme": "let me", "gotcha": "got you", "gotchas": "got yous", "betcha": "bet you",
    "whatcha": "what are you", "dontcha": "don't you", "didja": "did you",
    "innit": "isn't it", "y'all": "you all", "c'mon": "come on", "ain't": "am not, is not",
    "whaddaya": "what do you", "wassup": "what's up",
    # one word respelt as it is said
    "ya": "you", "yer": "your", "ur": "your, you are", "yous": "you (plural)",
    "youse": "you (plural)", "wot": "what", "sez": "says", "cuz": "because", "coz": "because",
    "tho": "though", "thru": "through", "tonite": "tonight", "nite": "night", "nuff": "enough",
    "nother": "other (a whole nother)", "luv": "love", "wuz": "was",
    # yes and no as said in passing
    "yeah": "yes", "yeahs": "yeses", "yep": "yes", "yeps": "yeses", "yup": "yes",
    "yups": "yeses", "yeh": "yes", "nope": "no", "nopes": "noes", "nah": "no", "naw": "no",
}

#: Casual words that look like respellings but have a standard sense: never excluded.
NOT_SLANG: dict[str, str] = {
    "yah": "an interjection of derision", "cos": "a lettuce (cos lettuce)",
    "sup": "to eat supper", "til": "sesame", "bout": "a contest", "em": "a printer's unit",
    "yea": "a vote for", "aye": "a vote for", "nay": "a vote against",
    "ye": "the old second person plural", "howdy": "a greeting",
    "okay": "agreed (a standard word)", "gal": "a girl", "kiddo": "a young person",
    "nowt": "nothing (dialect word, not a respelling)", "owt": "anything (dialect word)",
    "dis": "to disrespect (a verb of its own)",
}

#: English prefixes and combining forms (without the hyphen).
PREFIXES = """
    a ab ad ambi an ante anti arch auto be bi bio circum cis co col com con contra counter cryo
    crypto de deca demi di dia dis dys eco ecto em en endo epi equi eu euro ex exo extra fore
    geo giga hemi hetero homo hydro hyper hypo il im in infra inter intra ir iso kilo macro mal
    mega meta micro mid milli mini mis mono multi nano neo neuro non ob octo omni out over pan
    para penta per peri photo poly post pre pro proto pseudo psycho quadri re retro semi sub
    super supra sur sym syn techno tele tetra thermo trans tri ultra un under uni up vice
""".split()

#: English suffixes (without the hyphen).
SUFFIXES = """
    able ible al ial an ian ance ence ancy ency ant ent ar ard ary ery ory ate dom ed ee eer en
    er ers es ess est ette esque ful fy ify hood ic ical ics ide ile ine ing ion ise ish ism ist
    ite itis ity ive ize kin less let like ling logy ly ment most ness ology oid ose osis ous
    phile phobe phobia ship sion some ster th tion tude ty ure ward wards ways wise y
""".split()

#: Words WordNet leaves out (it holds nouns, verbs, adjectives and adverbs only), and letter
#: names: a candidate that is one of these is a word.
FUNCTION_WORDS = frozenset(
    "a an and at be by ex for in of on or per so to up us we ar ef el em en er es ess".split()
)

#: Candidates WordNet has no sense for that are still used as words on their own.
KEEP: dict[str, str] = {
    "er": "an interjection of hesitation", "bi": "bisexual (adjective)",
    "contra": "against (preposition)", "dis": "to disrespect (verb)",
    "hetero": "a heterosexual (noun)", "hydro": "hydroelectric power (noun)",
    "hyper": "overexcited (adjective)", "mega": "very large (adjective)",
    "meta": "self-referential (adjective)", "poly": "a polytechnic (noun)",
    "uni": "a university (noun)", "eco": "ecological (adjective)",
    "mini": "a miniskirt, a small car (noun)", "demi": "half (adjective)",
    "ard": "a simple plough (noun)", "crypto": "a secret member (noun)",
    "ers": "bitter vetch (noun)", "giga": "a jig (noun)", "ide": "a fish, the orfe (noun)",
}


def bundled_words() -> set[str]:
    """Every word and contraction of the bundled list, at any level."""
    with gzip.open(DATA_DIR / "lexicon.txt.gz", "rt", encoding="ascii") as lines:
        return {line.strip() for line in lines if line.strip() and not line.startswith("@")}


def has_sense(wordnet: Any, word: str) -> bool:
    """Whether WordNet gives ``word`` a sense of its own: as a lowercase lemma, or as an
    inflection of one (a plural such as "mis", an irregular form such as "ate")."""
    for synset in wordnet.synsets(word):
        for lemma in synset.lemmas():
            # Lowercase only: "UN" (United Nations) gives no sense to the prefix "un".
            if lemma.name() == lemma.name().lower():
                return True
    return False


def slang_words(words: set[str]) -> list[str]:
    overlap = set(SLANG) & set(NOT_SLANG)
    if overlap:
        raise SystemExit(f"both slang and not slang: {sorted(overlap)}")
    return sorted(w for w in SLANG if w in words)


def affix_words(wordnet: Any, words: set[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """The excluded affixes, and (candidate, why it stays) for the ones kept."""
    excluded, kept = [], []
    for word in sorted(set(PREFIXES) | set(SUFFIXES)):
        if word not in words:
            continue
        if word in FUNCTION_WORDS:
            kept.append((word, "a function word or letter name"))
        elif has_sense(wordnet, word):
            kept.append((word, "WordNet gives it a sense"))
        elif word in KEEP:
            kept.append((word, KEEP[word]))
        else:
            excluded.append(word)
    return excluded, kept


def print_wordnet_colloquial(wordnet: Any, words: set[str]) -> None:
    """The words all of whose WordNet senses are filed under slang or colloquialism: why that
    label is not used (it holds "anywhere" and "certainly")."""
    marks = {wordnet.synset("slang.n.02"), wordnet.synset("colloquialism.n.01")}
    only = []
    for word in sorted(words):
        synsets = [s for s in wordnet.synsets(word)
                   if any(lemma.name() == word for lemma in s.lemmas())]
        if synsets and all(marks & set(s.usage_domains()) for s in synsets):
            only.append(word)
    print(f"WordNet files all senses of {len(only)} listed words under slang/colloquialism, "
          f"e.g. {', '.join(only[:12])}: not used")


def render(title: str, words: list[str]) -> str:
    header = (
        f"# {title}\n"
        "# Rebuilt by scripts/build_exclusions.py (the reasoning is in its docstring).\n"
    )
    return header + "".join(f"{w}\n" for w in words)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only print; exit 1 if stale")
    args = parser.parse_args()
    if not debian_installed():
        raise SystemExit(f"no WordNet database in {DEBIAN_WORDNET}: apt-get install wordnet-base")
    words = bundled_words()
    slang = slang_words(words)
    with tempfile.TemporaryDirectory() as staging:
        wordnet = open_wordnet(DEBIAN_WORDNET, Path(staging))
        affixes, kept = affix_words(wordnet, words)
        print_wordnet_colloquial(wordnet, words)
    print(f"slang: {len(slang)} of {len(SLANG)} curated respellings are in the bundled list: "
          + " ".join(slang))
    print(f"  not in the list: {' '.join(sorted(set(SLANG) - set(slang)))}")
    print(f"affixes: {len(affixes)} excluded: {' '.join(affixes)}")
    print(f"  {len(kept)} kept: " + "; ".join(f"{w} ({why})" for w, why in kept))
    outputs = {
        SLANG_FILE: render("Slang (respellings of casual speech): left out of the Word Storm "
                           "and MY WORD! dictionaries.", slang),
        AFFIX_FILE: render("Bare prefixes and suffixes: left out of the Five Tiers "
                           "dictionary.", affixes),
    }
    stale = [p.name for p, text in outputs.items()
             if not p.exists() or p.read_text(encoding="ascii") != text]
    if args.check:
        print("stale: " + ", ".join(stale) if stale else "up to date")
        sys.exit(1 if stale else 0)
    for path, text in outputs.items():
        path.write_text(text, encoding="ascii")
    print(f"wrote {SLANG_FILE.name} ({len(slang)} words), {AFFIX_FILE.name} ({len(affixes)})")


if __name__ == "__main__":
    main()
