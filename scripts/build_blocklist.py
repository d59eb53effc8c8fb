"""Rebuild ``wordgames/data/blocklist.txt``: the offensive words of the bundled English lexicon.

    python scripts/build_blocklist.py            # write the list
    python scripts/build_blocklist.py --check    # print what it would block, write nothing

Three sources, each a registry package or the shipped data built from one:

- the PyPI package ``better-profanity`` 0.7.0 (MIT): its ``profanity_wordlist.txt``;
- the npm package ``naughty-words`` 1.2.0 (the List of Dirty, Naughty, Obscene and Otherwise
  Bad Words, CC-BY-4.0; the Spanish list comes from it too): its ``en.json``;
- WordNet 3.0 (Debian's ``wordnet-base``, shipped in ``data/definitions/``): every word whose
  every sense of its own WordNet marks as a slur or a vulgar word ("(ethnic slur) ...",
  "obscene terms for ...": ``definitions.offensive_sense``);

and ``MORE``, slurs that none of them lists. The entries that are words of the lexicon are
kept, less ``KEEP`` (words whose ordinary meaning is innocent in a classroom: organ, pawn, tit
the bird...), and then every form of a blocked word: a lexicon word whose WordNet lemmas are all
blocked (chinks, wops), or one WordNet does not know that is a blocked word and an ``s`` or
``es`` (milfs). ``Lexicon.default()`` removes the list unless ``family_friendly=False``; the
packages' licences are copied beside it.
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.classroom.definitions import (  # noqa: E402  (the checkout's package)
    POS_NAMES,
    morphy,
    offensive_sense,
    wordnet_senses,
)

PACKAGE = "better-profanity==0.7.0"
NPM_PACKAGE = "naughty-words@1.2.0"
DATA_DIR = ROOT / "wordgames" / "data"

#: Entries of the lists (and WordNet's slur-only words) that are ordinary words a classroom
#: should keep.
KEEP = frozenset(
    """
    anus areole bestial bondage breasts cowgirl cowgirls crotch dink dinks dogging dong doofus
    dopey drunk dummy enlargement erect erection facial fat fingering fisted fisty flange fondle
    foreskin gay gays glans god gonad gonads hell hemp heroin herpes hoar hookah hooter hump
    humped humping hymen inbred jerk jerked junkie kill knob labia leper lesbians loin loins
    lube lust lusting lusty mams masochist maxi menses menstruate menstruation meth moron muff
    murder naked napalm nappy niggle nimrod ninny nipple nipples nude nudes opiate opium oral
    orally organ ovary ovum paddy pantie panties pastie pasty pawn pee penetrate penetration
    penial penile penis perversion peyote phalli phallic playboy poop pot potty prick pricks
    prig prostitute prude pubic pubis punky puss queer racy raunch rectal rectum rectus reefer
    revue ritard rum rump sadism sadist sandbar scantily screw screwed screwing scrotum scum
    seaman seamen seduce semen sex sexual shag sissy slave sleaze sleazy slope smut smutty
    snatch sniper snuff souse soused sperm spunk steamy stoned strip stroke stupid suck sucked
    sucking tampon tawdry teat teste testee testes testicle testis thrust thug tinkle tit titi
    tits toke toots tramp transsexual trashy tush ugly undies unwed urinal urine uterus vagina
    virgin vixen vodka vomit voyeur vulgar vulva wad wazoo wedgie weed weenie weewee weiner
    weirdo wench whiz willies willy womb woody homey gringo gringos boob hooch hookers
    runt runts ragtag ragtags riffraff riffraffs hillbilly hillbillies expurgator expurgators
    placeman placemen popery poperies
    bareback bastinado bastinadoed bastinadoes bastinadoing bastinados butt butted butting butts
    cocked cocking domination dominations escort escorted escorting escorts eunuch eunuchs fecal
    genitals grope groped gropes hardcore hardcores intercourse intercourses kinkier kinkiest
    nudities nudity pegging peggings retarding scat scats scatted scatting scissoring sexualities
    sexuality sexually shrimping shrimpings skeet skeets snowballing strappado strappadoes
    strappados sucks swinger swingers twinkie twinkies undressing undressings vibrator vibrators
    """.split()
)

#: Slurs in the lexicon that none of the sources lists.
MORE = frozenset("ginzo ginzos".split())


def lexicon_words() -> set[str]:
    with gzip.open(DATA_DIR / "lexicon.txt.gz", "rt", encoding="ascii") as lines:
        return {line.strip() for line in lines if not line.startswith("@")}


def better_profanity(folder: Path) -> tuple[set[str], str]:
    """The entries of better-profanity's list, and its licence text."""
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d",
                    str(folder), PACKAGE], check=True)
    wheel = next(folder.glob("*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        listed = archive.read("better_profanity/profanity_wordlist.txt").decode("utf-8")
        licence = next(n for n in archive.namelist() if n.endswith("dist-info/LICENSE"))
        return {w.strip().lower() for w in listed.splitlines()}, \
            archive.read(licence).decode("utf-8")


def naughty_words(folder: Path) -> set[str]:
    """The single-word entries of naughty-words' ``en.json``."""
    subprocess.run(["npm", "pack", "--silent", NPM_PACKAGE], cwd=folder, check=True,
                   stdout=subprocess.DEVNULL)
    (archive,) = folder.glob("naughty-words-*.tgz")
    with tarfile.open(archive) as tar:
        handle = tar.extractfile("package/en.json")
        assert handle is not None, f"{NPM_PACKAGE} has no en.json"
        entries = json.loads(handle.read().decode("utf-8"))
    return {str(e).strip().lower() for e in entries if " " not in str(e).strip()}


def slurs_only(words: set[str]) -> set[str]:
    """The words every sense of whose own (not a name's) WordNet marks as a slur or vulgar."""
    found = set()
    for word in words:
        own = [s for s in wordnet_senses(word)[0] if not s.kind]
        if own and all(offensive_sense(s.definition) for s in own):
            found.add(word)
    return found


def forms(blocked: set[str], words: set[str]) -> set[str]:
    """The words of ``words`` that are forms of blocked ones (see the module's docstring)."""
    found = set()
    for word in words - blocked:
        lemmas = {lemma for pos in POS_NAMES for lemma in morphy(word, pos)}
        if lemmas:
            if lemmas <= blocked:
                found.add(word)
        elif (word.endswith("s") and word[:-1] in blocked) or \
                (word.endswith("es") and word[:-2] in blocked):
            found.add(word)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="print the list, write nothing")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        listed, licence_text = better_profanity(Path(tmp))
        naughty = naughty_words(Path(tmp))
    words = lexicon_words()
    sources = {"better-profanity": listed & words, "naughty-words": naughty & words,
               "WordNet": slurs_only(words), "MORE": MORE & words}
    entries = set().union(*sources.values()) - KEEP
    inflected = forms(entries, words) - KEEP
    blocked = sorted(entries | inflected)
    for name, found in sources.items():
        print(f"{name}: {len(found)} lexicon words")
    print(f"{len(entries)} entries, {len(inflected)} more forms of them: {len(blocked)} blocked")
    if args.check:
        print(" ".join(blocked))
        return
    header = (
        "# Offensive words removed from Lexicon.default() unless family_friendly=False.\n"
        f"# From {PACKAGE} (MIT, licence in BETTER-PROFANITY-LICENSE.txt), {NPM_PACKAGE}\n"
        "# (en.json, CC-BY-4.0, NAUGHTY-WORDS-LICENSE.txt) and WordNet 3.0's slurs (licence in\n"
        "# definitions/WORDNET-LICENSE.txt), limited to the bundled lexicon, less ordinary\n"
        "# words, with every form of each: rebuilt by scripts/build_blocklist.py.\n"
    )
    (DATA_DIR / "blocklist.txt").write_text(header + "\n".join(blocked) + "\n", encoding="ascii")
    (DATA_DIR / "BETTER-PROFANITY-LICENSE.txt").write_text(licence_text, encoding="utf-8")


if __name__ == "__main__":
    main()
