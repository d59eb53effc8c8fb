"""Rebuild ``wordgames/data/blocklist.txt`` from the PyPI package ``better-profanity`` (MIT).

    python scripts/build_blocklist.py

Downloads the 0.7.0 wheel with pip (the registry is the only network this needs), reads its
``profanity_wordlist.txt``, keeps the entries that are words of the bundled lexicon, and drops
the ones whose ordinary meaning is innocent in a classroom (organ, pawn, slope, tit the bird...):
``KEEP`` below lists them. ``Lexicon.default()`` removes what is left unless
``family_friendly=False``. The package's licence is copied beside the list.
"""

from __future__ import annotations

import gzip
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

PACKAGE = "better-profanity==0.7.0"
DATA_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data"

#: Entries of better-profanity's list that are ordinary words a classroom should keep.
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
    weirdo wench whiz willies willy womb woody homey gringo boob hooch
    """.split()
)


def lexicon_words() -> set[str]:
    with gzip.open(DATA_DIR / "lexicon.txt.gz", "rt", encoding="ascii") as lines:
        return {line.strip() for line in lines if not line.startswith("@")}


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", tmp, PACKAGE],
            check=True,
        )
        wheel = next(Path(tmp).glob("*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            listed = archive.read("better_profanity/profanity_wordlist.txt").decode("utf-8")
            licence = next(n for n in archive.namelist() if n.endswith("dist-info/LICENSE"))
            licence_text = archive.read(licence).decode("utf-8")
    words = lexicon_words()
    candidates = {w.strip().lower() for w in listed.splitlines()} & words
    blocked = sorted(candidates - KEEP)
    header = (
        "# Offensive words removed from Lexicon.default() unless family_friendly=False.\n"
        f"# From {PACKAGE} (MIT, licence in BETTER-PROFANITY-LICENSE.txt), limited to the\n"
        "# bundled lexicon, less ordinary words: rebuilt by scripts/build_blocklist.py.\n"
    )
    (DATA_DIR / "blocklist.txt").write_text(header + "\n".join(blocked) + "\n", encoding="ascii")
    (DATA_DIR / "BETTER-PROFANITY-LICENSE.txt").write_text(licence_text, encoding="utf-8")
    print(f"{len(candidates)} listed words are in the lexicon; {len(blocked)} blocked")


if __name__ == "__main__":
    main()
