"""Rebuild the Five Tiers subject categories (``wordgames/data/categories/*.txt``) from WordNet 3.0.

Run ``apt-get install wordnet-base`` first (it fills /usr/share/wordnet/), then::

    python scripts/build_categories.py             # writes the lists and the licence, prints counts
    python scripts/build_categories.py --out DIR   # writes them into DIR instead (the tests use it)

Each category is the hyponym closure of a few WordNet noun synsets (``CATEGORIES`` below). Its
words are the lemmas of those synsets that are plain lowercase a-z words of
``Lexicon.default(70)``, so the lists stay classroom vocabulary and skip proper names and
compounds; each category's ``exclude`` then drops the words that only belong through an odd
sense. WordNet's licence is copied beside the lists. Nothing is downloaded: nltk only reads the
files Debian installed.

To add a category, add an entry to ``CATEGORIES``: its file is its name in lowercase with
underscores (``"Animals"`` -> ``animals.txt``), and ``wordgames.fivetiers.categories`` picks up
every ``.txt`` file of the folder.
"""

from __future__ import annotations

import argparse
import re
import shutil
import tempfile
import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# The game's own plural rule, so that a list never holds a plural the game would find anyway.
from wordgames.fivetiers.categories import _singulars

WORDNET_DIR = Path("/usr/share/wordnet")
WORDNET_COPYRIGHT = Path("/usr/share/doc/wordnet-base/copyright")
OUT_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data" / "categories"
LICENCE_NAME = "WORDNET-LICENSE.txt"
LEVEL = 70
WORD = re.compile(r"[a-z]+")

#: The files nltk's reader opens. Debian leaves out ``lexnames`` (see LEXNAMES) and
#: ``index.sense`` (only needed for sense keys, which this script does not use).
_DATABASE_FILES = """
data.noun data.verb data.adj data.adv index.noun index.verb index.adj index.adv
noun.exc verb.exc adj.exc adv.exc cntlist.rev
""".split()

#: WordNet 3.0's 45 lexicographer files in number order, as listed by lexnames(5WN). Debian does
#: not ship the ``lexnames`` file, but nltk's reader refuses to start without it.
LEXNAMES = """
adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body
noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location
noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process
noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body
verb.change verb.cognition verb.communication verb.competition verb.consumption verb.contact
verb.creation verb.emotion verb.motion verb.perception verb.possession verb.social
verb.stative verb.weather adj.ppl
""".split()
_POS_NUMBER = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}


@dataclass(frozen=True)
class Category:
    """A category, as WordNet noun synsets (names like ``"food.n.02"``) and words to leave out.

    ``roots`` count with all their hyponyms; ``single`` count alone, for words whose WordNet
    neighbours are no part of the category (a door is a "movable barrier", like a turnstile);
    ``prune`` are hyponyms of a root left out with all of theirs.
    """

    roots: tuple[str, ...]
    single: tuple[str, ...] = ()
    prune: tuple[str, ...] = ()
    exclude: frozenset[str] = frozenset()


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Category name -> how to find its words. ``exclude`` lists words that reach the category only
#: through a sense a pupil would not think of (a "leg" of lamb, a "hero" sandwich, "black" as
#: mourning clothes, a "throne" as furniture) or that are not things of the category at all
#: ("laundry", "seatbelt", "perishable").
CATEGORIES: dict[str, Category] = {
    "Foods": Category(
        roots=(
            "food.n.02",  # solid food: meat, bread, produce
            "nutriment.n.01",  # dishes, meals, sweets (soup, pie and candy are not in food.n.02)
            "foodstuff.n.02",  # ingredients: flour, sugar, oil, grains
            "edible_fruit.n.01",
            "vegetable.n.01",
            "edible_nut.n.01",
            "herb.n.02",  # culinary herbs
            "beverage.n.01",  # milk, tea and cocoa were on the hand-written list
        ),
        # The everyday words, whose synsets are botanical (fruit.n.01 holds acorns and pine cones).
        single=("fruit.n.01", "nut.n.01"),
        prune=(
            "alcohol.n.01",  # a classroom game: no beers, wines or cocktails
            "vitamin.n.01",  # nutriments, but no pupil's idea of a food
        ),
        exclude=_words(
            """
            acetum ail aliment alimentation bird blade bomber brain brat broiler center
            chilly concentrate cooler coral crape cut delicatessen divinity dodger dog
            dope dove drinkable elixir emperor fixings formula game gem grinder gum
            halal heart hero ice iceberg ingesta intermixture jack java jerk joint kiss
            kosher leg mess mix mixer mixture mold mole murphy must neck organs paddy
            perishable philter phosphate plate poilu porcupines potable potion premix
            rack roaster rock round saddle shoulder side sinker snap snowball souse
            special split steamer stick sub submarine sucker torpedo twister undercut
            wedge western whip white windfall
            """
        ),
    ),
    "Clothing": Category(
        # clothing.n.01 covers garments and headdresses, but not shoes and gloves.
        roots=("clothing.n.01", "footwear.n.02", "handwear.n.01"),
        exclude=_words(
            """
            accouterment arctic argyle array beaver black blue bola brace castor change
            chap cockscomb coxcomb domino drag fin flipper formal foundation furnishing
            gray grizzle habit holster ironing jock jockstrap laundry lid lumberjack
            masquerade mending napkin platform pontifical pusher reversible rig rubber
            sable sack sailor scanty seatbelt separate shift shimmy skimmer sleeper
            sling slops spectator stays stock stovepipe strapless supporter suspensor
            switch teddy threads titfer turnout turtle unmentionable uplift walker wash
            washables washing waterproof wearable wedgie weeds white
            """
        ),
    ),
    "House Objects": Category(
        roots=(
            "furnishing.n.02",  # furniture, curtains, rugs, lamps
            "home_appliance.n.01",
            "kitchen_utensil.n.01",
            "tableware.n.01",
            "bedclothes.n.01",
            "towel.n.01",
            "cushion.n.03",
            "cleaning_implement.n.01",
            "clock.n.01",
            "floor_cover.n.01",
            "window_blind.n.01",
            "jar.n.01",
            "drinking_vessel.n.01",
        ),
        # Household things whose WordNet parents (vessel, device, barrier, fixture...) are far
        # too wide to take whole.
        single=tuple(
            """
            bathtub.n.01 bin.n.01 bucket.n.01 door.n.01 drawer.n.01 fan.n.01 heater.n.01 key.n.01
            knife.n.01 mirror.n.01 shelf.n.01 sink.n.01 faucet.n.01 water_faucet.n.01 blind.n.02
            tray.n.01 tub.n.02 jug.n.01 radio_receiver.n.01 television_receiver.n.01 rack.n.01
            grill.n.02 bookshelf.n.01 basket.n.01 candle.n.01 doormat.n.02
            """.split()
        ),
        exclude=_words(
            """
            altar appointment argyle bar berth board boat booth box checkout comfort
            commissary convertible cover credence crystal deathbed dixie drop file
            fitment fitting frontal glasswork grail grid grillwork hydrant lower
            mackinaw manta mantle marmite nest pall parquetry pew platen potbelly press
            puff sack secretary seeder service setting settle sickbed sleeper spider
            squab throne triclinium turner upper
            """
        ),
    ),
}


def file_name(category: str) -> str:
    """The list's file name: ``"House Objects"`` -> ``house_objects.txt``."""
    return category.lower().replace(" ", "_") + ".txt"


def open_wordnet(source: Path, staging: Path) -> Any:
    """nltk's WordNet reader over a copy of Debian's database in the private folder ``staging``.

    A copy, not the folder itself, because nltk reads only from folders listed in
    ``nltk.data.path`` and needs a ``lexnames`` file that Debian leaves out; and copies, not
    symlinks, because nltk refuses to follow links.
    """
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class DebianWordNet(WordNetCorpusReader):  # type: ignore[misc]
        def map_wn(self, version: str = "wordnet") -> None:
            # nltk maps synsets from its own downloaded WordNet 3.0 for multilingual data; this
            # database is WordNet 3.0 itself, and there is nothing (and nothing may be
            # downloaded) to map from.
            return None

    for name in _DATABASE_FILES:
        shutil.copyfile(source / name, staging / name)
    (staging / "lexnames").write_text(
        "".join(
            f"{n:02d}\t{name}\t{_POS_NUMBER[name.split('.')[0]]}\n"
            for n, name in enumerate(LEXNAMES)
        ),
        encoding="ascii",
    )
    nltk.data.path.append(str(staging))
    with warnings.catch_warnings():
        # "The multilingual functions are not available": expected, none are used.
        warnings.simplefilter("ignore", UserWarning)
        return DebianWordNet(str(staging), None)


def category_words(wordnet: Any, category: Category, vocabulary: Iterable[str]) -> list[str]:
    """The sorted words of ``category`` that are in ``vocabulary``."""

    def below(name: str) -> set[Any]:
        synset = wordnet.synset(name)
        return {synset, *synset.closure(lambda s: s.hyponyms() + s.instance_hyponyms())}

    synsets: set[Any] = {wordnet.synset(name) for name in category.single}
    for root in category.roots:
        synsets |= below(root)
    for name in category.prune:
        synsets -= below(name)
    lemmas = {lemma for synset in synsets for lemma in synset.lemma_names()}
    found = {lemma for lemma in lemmas if WORD.fullmatch(lemma)} & set(vocabulary)
    found -= category.exclude
    # WordNet also lists some plurals (eggs, chips); the game finds them from the singular.
    return sorted(w for w in found if not any(s in found for s in _singulars(w)[1:]))


def header(name: str, category: Category) -> str:
    """The comment lines that open a list: where its words come from."""
    lines = [
        f"{name}: built by scripts/build_categories.py from WordNet 3.0 (Debian's wordnet-base;",
        f"licence in {LICENCE_NAME}), limited to SCOWL level {LEVEL} words. Do not edit by hand.",
        "The hyponyms of:",
        *_wrapped(category.roots),
    ]
    if category.single:
        lines += ["and these synsets without their hyponyms:", *_wrapped(category.single)]
    if category.prune:
        lines += ["less the hyponyms of:", *_wrapped(category.prune)]
    if category.exclude:
        lines += ["less the words of the script's exclusion list."]
    return "".join(f"# {line}\n" for line in lines)


def _wrapped(names: Iterable[str], width: int = 90) -> list[str]:
    lines = [""]
    for name in names:
        if lines[-1] and len(lines[-1]) + len(name) + 1 > width:
            lines.append("")
        lines[-1] = f"{lines[-1]} {name}".strip()
    return ["  " + line for line in lines]


def build(out_dir: Path, wordnet_dir: Path = WORDNET_DIR) -> dict[str, int]:
    """Write every category list and WordNet's licence into ``out_dir``; return the counts."""
    from wordgames import Lexicon

    lexicon = Lexicon.default(LEVEL)
    out_dir.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as staging:
        wordnet = open_wordnet(wordnet_dir, Path(staging))
        for name, category in CATEGORIES.items():
            words = category_words(wordnet, category, lexicon)
            text = header(name, category) + "".join(f"{word}\n" for word in words)
            (out_dir / file_name(name)).write_text(text, encoding="ascii")
            counts[name] = len(words)
    shutil.copyfile(WORDNET_COPYRIGHT, out_dir / LICENCE_NAME)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder to write the lists to")
    args = parser.parse_args()
    if not (WORDNET_DIR / "data.noun").exists():
        raise SystemExit(f"no WordNet database in {WORDNET_DIR}: apt-get install wordnet-base")
    for name, count in build(args.out).items():
        print(f"{name}: {count} words")


if __name__ == "__main__":
    main()
