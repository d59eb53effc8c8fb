"""Rebuild the Five Tiers subject categories (``wordgames/data/categories/*.txt``) from WordNet 3.0.

Run ``apt-get install wordnet-base`` first (it fills /usr/share/wordnet/), then::

    python scripts/build_categories.py             # writes the lists and the licence; prints the
                                                   # counts and the 20 least common words of each
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
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordgames.classroom.wordnet import (
    DEBIAN_WORDNET,
    LICENCE_NAME,
    copy_licence,
    debian_installed,
    open_wordnet,
)

# The game's own plural rule, so that a list never holds a plural the game would find anyway.
from wordgames.fivetiers.categories import _singulars
from wordgames.lexicon import Lexicon

OUT_DIR = Path(__file__).resolve().parent.parent / "wordgames" / "data" / "categories"
LEVEL = 70
WORD = re.compile(r"[a-z]+")


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
    "Animals": Category(
        roots=("animal.n.01",),
        prune=("hominid.n.01",),  # man, human, mankind: people are no pupil's "animals"
        exclude=_words(
            """
            adult baby bay beef biped blue booby brute captive char charger chat chestnut
            chow chum cob comma copper courser diver dragon drill drum embryo emperor
            entire ephemeral feeder female fisher flicker fluke game giant glutton grade
            gray grubby grunt guinea hack hag head hind hobby homer hooter hopper jack jade
            jigger killer kit knot layer lug male mate maverick mew milker miller monarch
            monitor monster mount mutant nanny offspring ounce pacemaker pacesetter painter
            pen permit plug poacher poll poster pout predator prey quarry queen rail rasher
            redhead ringlet roller royal ruff runner scad scooter sierra siren sitter
            sleeper smelt snowflake soldier solitaire spat stilt stint stock stray stud
            stunt sucker survivor sweeper thresher tinker tit torpedo toy trumpeter tumbler
            weaver whiff windowpane worker young
            """
        ),
    ),
    "Body": Category(
        roots=("body_part.n.01",),
        single=("hair.n.01",),
        exclude=_words(
            """
            acumen adhesion antagonist anvil apparatus area atlas attic axis bag ball band
            bean behind bill blade bob bobtail boob bottom breadbasket bridge brush buff
            bulb bunghole buns button bypass can cannon capsule center chamber channel chop
            chopper cistern clapper cobblers column conk contractor corona coronet
            corporation crop cusp digit dock dug egg eminence fillet flag float fluke fold
            frame germ girdle gob gorge graft grinder groove halter hammer hemisphere hole
            hood hooks hooter horseback index investment keel kisser knocker labyrinth
            lambda landmark layer leaflet left lens lien matrix member middle mug nib nipper node
            noodle nozzle nut opening optic orb orbit pacemaker pad pap partition passage
            passageway pathway pearly peeper peg pennon peter pin pinion pit plate pocket
            portal pot potbelly prick privates process pulp pump puss quad quick radiation
            rattle ray rear receptor region right root rudiment ruff saddle seat shaft
            shunt side siphon skullcap slit small snatch snoot spur stick sticker stigma
            stirrup structure stump style system ticker tit tool topknot tract transplant
            trap trapezoid trotter tube tuft tunic tush vane vegetation veil vent vessel
            vestibule web yap zone
            """
        ),
    ),
    "Colours": Category(
        roots=("chromatic_color.n.01", "achromatic_color.n.01"),
        exclude=_words(
            """
            blackness blueness bleach bone brownness chalk complementary drab dun
            frostiness grayness greenness hoariness inkiness orangeness pinkness
            purpleness redness rosiness sanguine straw viridity whiteness wine yellowness
            """
        ),
    ),
    "Jobs": Category(
        roots=(
            "worker.n.01",
            "professional.n.01",  # doctors, teachers, lawyers, nurses
            "entertainer.n.01",  # actors, singers, dancers, clowns
            "lawman.n.01",  # police
            "serviceman.n.01",  # soldiers, sailors
            "merchant.n.01",  # bakers, butchers, grocers
            "scientist.n.01",
            "artist.n.01",
        ),
        # Jobs whose WordNet parents (creator, defender, traveler, operator) hold far more.
        single=("farmer.n.01", "fireman.n.04", "astronaut.n.01", "driver.n.01"),
        exclude=_words(
            """
            accomplice adapter alto associate attraction auxiliary bargainer baritone bass
            beater blaster bull bunny buffoon canary card caster char checker classic cog
            companion confederate cookie copper courser coyote cutter decoy drawer draw
            dresser drudge earner elder extra familiar feller fence fisher flier flunky
            fodder fool forger founder fuller fuzz gallant gentleman gob goof grip gutter
            ham hand hanger hangover head heavy help hire idol incumbent independent
            instrument itinerant jack joker knacker lather lead loader lovely mace man
            mannequin mapper marcher mate menial minimalist mistress ordinary pawn peon
            perfecter pig plant plotter poster processor prompter provincial pusher quack
            ranker rat realist recorder regular resident rocker romantic router salter
            scab screw seasonal second setter sheller shrink slave standby star striker
            stripper stroke subordinate subsidiary supporter swagger sweep tanker tar
            temporary tender territorial tier tinker trimmer voice voluntary wag washer
            wetter wiper wit woman wrecker zany
            """
        ),
    ),
    "Places": Category(
        roots=(
            "geographical_area.n.01",  # parks, deserts, gardens, villages
            "administrative_district.n.01",  # cities, towns, countries
            "building.n.01",  # schools, hospitals, churches, restaurants
            "place_of_business.n.01",  # shops
            "facility.n.01",  # airports, stations, museums, zoos
            "geological_formation.n.01",  # mountains, beaches, caves
            "body_of_water.n.01",  # rivers, lakes, oceans
            "land.n.04",  # islands, forests
            "workplace.n.01",  # farms, offices, workshops
            "room.n.01",  # kitchens, classrooms, libraries
        ),
        prune=("whorehouse.n.01",),  # a classroom game
        exclude=_words(
            """
            affluent ambiance apron architecture assembly bagnio beacon bed bench bent boot bottom
            box branch briny cab caboose can canon cant car cavity central chain channel
            circuit cleaners climb collector compartment convenience cooler crib decline
            declension deep department dependency deposit depression descent dig dive door
            down downhill draw drink drop earth elevation element engineering environment
            environs excavation exchange fall feeder florist floor formation galley gondola
            grid grill gut hammock head heat heating hemisphere hold hole holler horseback
            hotbed ice incline installation institution job joint kettle keep key
            landscaping left magazine mailbox main medium module mouth mull narrow neck
            nest network offing oracle orient panhandle parcel parts patch pit plumbing
            point pothole premises preserve property raise range rapid recess reservation
            reserve right rise rough run sampler scenario scene sector setting shallow
            shambles shelf short side sink slash snug soil sound source sphere spit spot
            sprawl spread stall stand steep storage strip surround surroundings swell
            switchboard table tank timber tongue transit transportation trough trunk
            upgrade utility vein wall wallow wash waste water work wormhole
            """
        ),
    ),
    "Plants": Category(
        roots=("plant.n.02",),
        # The parts a class names; plant_part.n.01 whole also holds fruits, nuts and cones.
        single=tuple(
            """
            leaf.n.01 root.n.01 stalk.n.02 seed.n.01 petal.n.01 bud.n.01 flower.n.02
            blossom.n.01 branch.n.02 twig.n.01 bark.n.01 pollen.n.01 thorn.n.02
            """.split()
        ),
        exclude=_words(
            """
            aquatic axis bay bedder bent bittersweet blackjack blade blinks box brake
            broom bugle button cannabis cap charity chatterbox cheat cheese chess
            cleavers climber cling clocks composite cortex cosmos cube cutting dock duct
            ear elder embryo emperor endemic escape everlasting falls filament flag
            flamboyant flesh galaxy gall gill glad gum gumbo head hip honesty jack key lip
            lobe madder marijuana marrow mast mate may meat mum neophyte offset ornamental
            ovary pad pink pitcher pixie placenta poke pulp ramp ray receptacle rocket rue
            runner rush sallow sang savory scale simple skirt skullcap slip snag snowball
            spike stick sticker stigma stock stool stub stump style sucker thrift torch trumpets
            tuna veil vein wand weld windfall
            """
        ),
    ),
    "Sports": Category(
        roots=("sport.n.01",),
        exclude=_words(
            """
            ball bathe battue bullfighting cast casting cockfighting coursing crab curvet dip
            doubles ducking fight
            fives flip floating gainer jackknife overcast piaffe plunge round row shinny
            singles spar steal tauromachy troll trolling
            """
        ),
    ),
    "Vehicles": Category(
        roots=("vehicle.n.01",),
        exclude=_words(
            """
            amphibian bark bob bottom carrier cat compact dandy derelict diner electric flat
            hack heap hulk jolly junk launch lighter limber machine missile nonsmoker
            ordinary packet picket pirate projectile pusher saloon sausage shell sleeper
            smack smoker stage technical tender tower tramp trap wheel wreck
            """
        ),
    ),
    "Weather": Category(
        roots=("weather.n.01", "atmospheric_phenomenon.n.01"),
        # A rainbow is an "arc of light" and thunder a "noise" in WordNet.
        single=("rainbow.n.01", "thunder.n.01"),
        exclude=_words(
            """
            air atmosphere blast blow boom breath clemency conditions condensate
            condensation depression downfall draft elements elves front high inversion jet
            low pocket puff quiet roar roaring roughness scattering softness sprites
            stillness sweat thermal trade warming wave whiff
            """
        ),
    ),
}


def file_name(category: str) -> str:
    """The list's file name: ``"House Objects"`` -> ``house_objects.txt``."""
    return category.lower().replace(" ", "_") + ".txt"


def category_synsets(wordnet: Any, category: Category) -> set[Any]:
    """The WordNet synsets of ``category``: its roots with their hyponyms, its singles, less
    the pruned subtrees."""

    def below(name: str) -> set[Any]:
        synset = wordnet.synset(name)
        return {synset, *synset.closure(lambda s: s.hyponyms() + s.instance_hyponyms())}

    synsets: set[Any] = {wordnet.synset(name) for name in category.single}
    for root in category.roots:
        synsets |= below(root)
    for name in category.prune:
        synsets -= below(name)
    return synsets


def category_words(wordnet: Any, category: Category, vocabulary: Iterable[str]) -> list[str]:
    """The sorted words of ``category`` that are in ``vocabulary``."""
    synsets = category_synsets(wordnet, category)
    lemmas = {lemma for synset in synsets for lemma in synset.lemma_names()}
    found = {lemma for lemma in lemmas if WORD.fullmatch(lemma)} & set(vocabulary)
    found -= category.exclude
    # WordNet also lists some plurals (eggs, chips); the game finds them from the singular.
    return sorted(w for w in found if not any(s in found for s in _singulars(w)[1:]))


def least_common(wordnet: Any, words: Iterable[str], lexicon: Lexicon, n: int = 20) -> list[str]:
    """The ``n`` rarest of ``words``: highest SCOWL level first, then fewest WordNet uses.

    WordNet's counts (how often each sense was tagged in its corpus) break the ties within a
    level; the lists are reviewed from this end, where odd members show first.
    """

    def uses(word: str) -> int:
        return sum(lemma.count() for lemma in wordnet.lemmas(word, pos="n"))

    return sorted(words, key=lambda w: (-(lexicon.level(w) or 0), uses(w), w))[:n]


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


def build(out_dir: Path, wordnet: Any | None = None) -> dict[str, list[str]]:
    """Write every category list and WordNet's licence into ``out_dir``; return the words.

    ``wordnet`` is an open reader (see ``wordgames.classroom.wordnet``); by default one is
    opened over Debian's database in a temporary folder.
    """
    if wordnet is None:
        with tempfile.TemporaryDirectory() as staging:
            return build(out_dir, open_wordnet(DEBIAN_WORDNET, Path(staging)))
    lexicon = Lexicon.default(LEVEL)
    out_dir.mkdir(parents=True, exist_ok=True)
    found: dict[str, list[str]] = {}
    for name, category in CATEGORIES.items():
        words = category_words(wordnet, category, lexicon)
        text = header(name, category) + "".join(f"{word}\n" for word in words)
        (out_dir / file_name(name)).write_text(text, encoding="ascii")
        found[name] = words
    copy_licence(out_dir)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder to write the lists to")
    args = parser.parse_args()
    if not debian_installed():
        raise SystemExit(f"no WordNet database in {DEBIAN_WORDNET}: apt-get install wordnet-base")
    with tempfile.TemporaryDirectory() as staging:
        wordnet = open_wordnet(DEBIAN_WORDNET, Path(staging))
        lexicon = Lexicon.default(LEVEL)
        for name, words in build(args.out, wordnet).items():
            rare = " ".join(least_common(wordnet, words, lexicon))
            print(f"{name}: {len(words)} words; the 20 least common: {rare}")


if __name__ == "__main__":
    main()
