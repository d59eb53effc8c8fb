"""The Spanish dictionary: its levels, its spelling as the tiles spell, what it leaves out, and
its build from hunspell-es and wordfreq."""

from __future__ import annotations

import gzip
import importlib.util
import os
from importlib import resources
from pathlib import Path
from types import ModuleType

import pytest

from wordgames.errors import LexiconError
from wordgames.lexicon import LEVELS, Lexicon

#: Cumulative counts per level with nothing left out: as big as the English levels, rounded
#: (``LEVEL_SIZES`` of the build script); level 80 holds every form.
SHIPPED_COUNTS = {10: 4_000, 20: 11_000, 35: 39_000, 40: 44_000, 50: 61_000, 55: 67_000,
                  60: 77_000, 70: 111_000, 80: 577_738}

#: Proper names of our own choosing (countries, cities, regions, first names) that are no
#: Spanish common noun: none may be a word. (Some names are also words and stay: chile the
#: pepper, cuba a barrel, granada a pomegranate, rosa a rose.)
HELD_NAMES = """
    madrid barcelona sevilla bilbao zaragoza toledo cádiz méxico españa francia alemania italia
    bolivia colombia venezuela uruguay guatemala europa américa londres tokio lisboa portugal
    inglaterra asturias galicia cataluña andalucía josé carlos antonio manuel javier miguel
    isabel fernando alejandro pablo sofía
""".split()


@pytest.fixture(scope="module")
def everything() -> Lexicon:
    return Lexicon.default(80, language="es", family_friendly=False)


@pytest.mark.parametrize("level", LEVELS)
def test_shipped_cumulative_counts(level: int) -> None:
    assert len(Lexicon.default(level, language="es", family_friendly=False)) == \
        SHIPPED_COUNTS[level]


def test_levels_grade_by_commonness(everything: Lexicon) -> None:
    assert everything.level("casa") == 10 and everything.level("perro") == 10
    assert everything.level("etimologizando") == 80
    assert Lexicon.default(language="es").name == "Spanish 70"


def test_english_stays_the_default() -> None:
    assert Lexicon.default() is Lexicon.default(language="en")
    assert "cat" in Lexicon.default() and "cat" not in Lexicon.default(language="es")
    with pytest.raises(LexiconError, match="language must be one of 'en', 'es', not 'fr'"):
        Lexicon.default(language="fr")


@pytest.mark.parametrize("word", ["perros", "comíamos", "hablábamos", "niños", "cafés",
                                  "cigüeñas", "dámelo", "calles", "llamar"])
def test_forms_a_game_accepts(word: str) -> None:
    assert word in Lexicon.default(80, language="es")


def test_spelled_as_the_tiles_spell(everything: Lexicon) -> None:
    # Accents are no letters: the words are stored without them, and found with or without.
    assert "cafe" in everything and "café" in everything and "CAFÉ" in everything
    assert "camion" in everything and "cigueña" in everything and "cigüeña" in everything
    # Ñ is a letter of its own: año and ano are two words.
    assert "año" in everything and "ano" in everything
    assert all(set(w) <= set("abcdefghijklmnopqrstuvwxyzñ") for w in everything)


def test_no_proper_names(everything: Lexicon) -> None:
    assert [name for name in HELD_NAMES if name in everything] == []


def test_no_abbreviations_or_single_letters(everything: Lexicon) -> None:
    assert [w for w in everything if not set(w) & set("aeiou")] == []
    assert min(len(w) for w in everything) == 2
    for abbreviation in ("km", "ph", "srta", "dpto", "sras", "tfno"):
        assert abbreviation not in everything
    # hunspell-es lists some without their dot, and bits of foreign phrases; wordfreq graded
    # them as everyday words (QU and ETC were Easy words).
    for listed in ("etc", "tel", "lic", "pag", "num", "art", "ej", "av", "qu", "ad", "et", "is"):
        assert listed not in everything
    # Short words that are Spanish stay: id (go!, of ir), oc (la lengua de oc), as (an ace).
    assert {"id", "oc", "as", "ex", "ve"} <= set(everything)


def test_offensive_words_left_out_when_family_friendly(everything: Lexicon) -> None:
    friendly = Lexicon.default(80, language="es")
    for word in ("mierda", "putas", "follaban", "gilipollas"):
        assert word in everything and word not in friendly
    # Innocent words of the source list, and innocent forms of blocked stems, stay.
    for word in ("martillo", "idiota", "concha", "fuelle", "pinche"):
        assert word in friendly


@pytest.mark.parametrize("word", [
    # Names hunspell-es lists in lowercase, graded Easy before (issue 34).
    "juan", "maria", "pedro", "brasil", "peru", "japon", "garcia", "santiago",
    # Abbreviations it lists without their dot (the solver played IZQ and TRAD).
    "vol", "aprox", "prof", "izq", "trad", "pp", "gral", "avda", "nro",
    # English words and fragments.
    "man", "tell", "her", "in", "to", "home", "yes",
    # Played by the Easy bots (issue 34): English the DLE prints in italics, a name, fragments.
    "light", "show", "stand", "hall", "flash", "marketing", "swing", "buda", "dix", "ju",
    "pal", "val", "car", "atte", "ña", "ño", "nis",
    # Found by the build's own checks (issue 34): forms hunspell makes that are names (rita of
    # rito, goya of goyo, eros, cronos) and English (rocks, olive, curry, ferry, hippy).
    "rita", "goya", "eros", "cronos", "atenea", "rocks", "olive", "curry", "ferry", "hippy",
    "bungalow", "dallas", "cristina",
])
def test_no_names_abbreviations_or_english_words(everything: Lexicon, word: str) -> None:
    assert word not in everything


def test_real_words_that_look_like_names_stay(everything: Lexicon) -> None:
    # chile (a chili), rosa, cuba (a barrel), granada, bermudas (shorts), the verb form irán;
    # plurals and diminutives that are also place names (lares, camelias, chiquita), érase.
    assert {"chile", "rosa", "cuba", "granada", "bermudas", "iran", "zorro", "pollo", "chiles",
            "lares", "camelias", "chiquita", "erase", "llanera", "oh", "dura"} <= set(everything)


def test_loans_the_dle_prints_in_roman_stay(everything: Lexicon) -> None:
    # Adapted loans are Spanish words (test, film, wifi: roman type in the DLE); letter and
    # note names are words too (efe, be, cu; fa, re).
    assert {"test", "film", "wifi", "kit", "web", "golf", "efe", "be", "cu", "fa", "re"} \
        <= set(everything)


@pytest.mark.parametrize("word", [
    "joder", "jodido", "jodiendo", "carajo", "carajos", "coño", "cojonudo", "hostia", "cabrones",
    "cagar", "cagando", "cagada", "mear", "culo", "teta", "pendejo", "pendejos", "boludo",
    "boludas", "pelotudo", "pendejos", "chingar", "chingada", "verga", "cagaste", "chucha",
    "maricon", "marica", "bollera", "zorra", "polla", "gilipollas", "follar", "puto",
    # Sexual words and drugs: no hint or bot offers them (SEX was a hint in English).
    "sexo", "sexual", "coito", "coites", "cocaina", "marihuana", "prostituta",
    "puñetero", "malnacidos", "cabronada", "marimacho", "sarasa", "naco",
])
def test_vulgar_words_and_slurs_of_spain_and_latin_america_left_out(
    everything: Lexicon, word: str
) -> None:
    assert word in everything and word not in Lexicon.default(80, language="es")


def test_no_bare_affixes_in_five_tiers_spanish() -> None:
    # Five Tiers forbids prefixes and suffixes: hunspell-es lists none as words (its "anti",
    # "ex", "in" and "ínter" are words of the Spanish Academy's dictionary too).
    lex = Lexicon.default(80, language="es")
    assert [w for w in ("pre", "sub", "bi", "trans", "semi", "ción", "ísimo") if w in lex] == []


# -- the build --------------------------------------------------------------------------------


def load_build() -> ModuleType:
    from tests.classroom.test_definitions import load_script

    return load_script("build_lexicon_es")


def test_is_game_word() -> None:
    build = load_build()
    keep = [("perro", "perros"), ("café", "cafés"), ("año", "años"), ("él", "él")]
    drop = [("Madrid", "Madrid"), ("ABS", "ABS"), ("km", "km"), ("a", "a"), ("ex\tx", "ex x"),
            ("pH", "pH"), ("iPad", "iPad")]
    assert [pair for pair in keep if build.is_game_word(*pair)] == keep
    assert [pair for pair in drop if build.is_game_word(*pair)] == []


def _sources_missing() -> bool:
    build = load_build()
    if not build.HUNSPELL.with_suffix(".dic").exists() or not build.ANALYSER.exists():
        return True
    return importlib.util.find_spec("wordfreq") is None


@pytest.mark.slow  # scripts/build_lexicon_es.py end to end: lt-proc processes, a minute
# CI installs Debian's hunspell-es (.ci/run) and wordfreq (the dev extra): there the build
# test must run, never skip.
@pytest.mark.skipif(
    os.environ.get("CI") != "true" and _sources_missing(),
    reason="apt-get install hunspell-es lttoolbox apertium-spa-cat; pip install wordfreq",
)
def test_build_reproduces_the_shipped_file() -> None:
    build = load_build()
    left_out: dict[str, str] = {}
    words, stems_of, unseen = build.collect(build.frequencies(), left_out=left_out)
    levels = build.grade(words)
    shipped = (resources.files("wordgames") / "data" / "lexicon-es.txt.gz").read_bytes()
    assert build.serialise(levels) == gzip.decompress(shipped)
    # The check mode's verdict: a curated row or a check changed without a rebuild fails here.
    listed = (resources.files("wordgames") / "data" / "blocklist-es.txt").read_text("utf-8")
    assert build.check(levels, build.read_blocklist(listed)) == []
    assert build.check(levels, ["mierda"])[-1].startswith("blocklist: +[]")
    # The checks in the build: names, abbreviations and English, by stem and by form.
    assert left_out["juan"] == "name" and left_out["vol"] == "abbreviation"
    assert left_out["bulldozer"] == "english" and left_out["curry"] == "english"
    assert left_out["rita"] == "name" and left_out["rocks"] == "english"
    assert unseen > 10_000  # pronoun forms nobody writes, left out
    # Every word of the shipped blocklist is what the build blocks from its stems.
    listed = (resources.files("wordgames") / "data" / "blocklist-es.txt").read_text("utf-8")
    blocklist = [w for w in listed.splitlines() if w and not w.startswith("#")]
    assert set(blocklist) <= set(words) and "mierda" in blocklist
    block = build.blocked(["mierda", "martillo"], stems_of)
    assert {"mierda", "mierdas"} <= set(block) and "martillo" not in block
    # The analyser's checks: a name, an abbreviation, an English word; a real word kept.
    kinds = build.name_checks(["juan", "vol", "tell", "perro", "través"], build.frequencies())
    assert kinds == {"juan": "name", "vol": "abbreviation", "tell": "english"}


def test_the_curated_list_gives_a_reason_for_every_word(tmp_path: Path) -> None:
    build = load_build()
    curated = build.read_curated()
    assert {"joder", "pendejo", "boludo", "maricón"} <= curated.stems
    assert "zorra" in curated.forms and "chile" in curated.keep and "maría" in curated.not_words
    bad = tmp_path / "bad.tsv"
    bad.write_text("joder\tvulgar\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"bad\.tsv:1: expected word"):
        build.read_curated(bad)


def test_the_check_mode_names_what_moved() -> None:
    build = load_build()
    lines = build.moved({10: ["casa", "rita"], 20: ["perro"]}, {10: ["casa", "perro"]})
    assert lines[0] == "up to level 10: +1 -1  added: perro  dropped: rita"
    assert build.read_levels(build.serialise({10: ["casa"], 35: ["goya"]})) == \
        {10: ["casa"], 35: ["goya"]}


@pytest.mark.skipif(
    os.environ.get("CI") != "true" and _sources_missing(),
    reason="apt-get install hunspell-es lttoolbox apertium-spa-cat; pip install wordfreq",
)
def test_the_form_and_spelling_checks() -> None:
    build = load_build()
    kinds = build.form_checks({"rita": {"rita"}, "rocks": {"rocks"}, "dura": {"dura", "durá"},
                               "perros": {"perros"}, "izqda": {"izqda"}}, {})
    assert kinds == {"rita": "name", "rocks": "english", "izqda": "abbreviation"}
    spelled = build.english_spelling_checks(["hobby", "ferry", "perro", "álbum", "Jazz"],
                                            {"perro": 1e-4})
    assert spelled == {"hobby": "english", "ferry": "english"}
