"""define(): the shipped WordNet definitions, lemmas of inflected forms, the build script."""

from __future__ import annotations

import importlib.util
import lzma
import os
import random
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from wordgames.classroom import WordList, define
from wordgames.classroom import definitions as definitions_module
from wordgames.classroom.definitions import morphy, wordnet_senses
from wordgames.classroom.wordnet import debian_installed
from wordgames.errors import InvalidInput
from wordgames.fivetiers.categories import categories, category_words
from wordgames.lexicon import Lexicon

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "wordgames" / "data" / "definitions"
#: CI installs Debian's wordnet-base (.ci/run): there, these tests run, never skip.
NEEDS_WORDNET = pytest.mark.skipif(
    not debian_installed() and os.environ.get("CI") != "true",
    reason="needs Debian's wordnet-base (apt-get install wordnet-base)",
)


@pytest.mark.parametrize(
    ("word", "lemma", "pos"),
    [
        ("cats", "cat", "noun"),
        ("boxes", "box", "noun"),
        ("walked", "walk", "verb"),
        ("went", "go", "verb"),
        ("mice", "mouse", "noun"),
        ("geese", "goose", "noun"),
        ("Children", "child", "noun"),
        ("running", "run", "verb"),
        ("happier", "happy", "adjective"),
        ("quickly", "quickly", "adverb"),
        ("blogged", "blog", "verb"),  # a doubled consonant, which morphy leaves out
        ("chalkiest", "chalky", "adjective"),  # so is -iest
    ],
)
def test_inflected_forms_find_their_lemma(word: str, lemma: str, pos: str) -> None:
    found = define(word, extras=False)
    assert found is not None
    assert (found.word, found.lemma, found.pos) == (word.lower(), lemma, pos)
    assert found.definitions and all(isinstance(text, str) for text in found.definitions)


def test_the_first_definition_is_the_commonest_sense() -> None:
    cat = define("cat", extras=False)
    assert cat is not None
    assert cat.definitions[0].startswith("feline mammal usually having thick soft fur")
    assert cat.category == "Animals"
    run = define("ran", extras=False)
    assert run is not None and run.lemma == "run" and run.pos == "verb"
    assert run.definitions[0].startswith("move fast by using one's feet")
    assert define("xyzzy") is None


def test_a_name_no_one_used_comes_after_the_words_own_senses() -> None:
    """WordNet lists the River Cam before a cam and ACE (an enzyme) before an ace; a word
    played in a game is the common word. A name that is used keeps its place (May)."""
    firsts = {w: define(w, extras=False) for w in ("cam", "ace", "may")}
    assert {w: d.definitions[0] if d else None for w, d in firsts.items()} == {
        "cam": "a rotating disk shaped to convert circular into linear motion",
        "ace": "the smallest whole number or a numeral representing this number",
        "may": "the month following April and preceding June",
    }


def test_categories_come_from_the_commonest_sense_that_has_one() -> None:
    results = {w: define(w, extras=False) for w in ("tulips", "nurse", "rain", "orange")}
    assert {w: d.category if d else None for w, d in results.items()} == {
        "tulips": "Plants", "nurse": "Jobs", "rain": "Weather", "orange": "Foods",
    }
    happy = define("happy", extras=False)
    assert happy is not None and happy.category is None


def test_words_made_from_adjectives_say_so() -> None:
    found = define("divisiveness", extras=False)
    assert found is not None and found.lemma == "divisive" and found.pos == "adjective"
    assert found.note == "a noun made from divisive (adjective)"


def test_define_answers_for_95_percent_of_500_level_50_words() -> None:
    words = sorted(Lexicon.default(50))
    sample = random.Random(2024).sample(words, 500)
    known = [w for w in sample if define(w, extras=False) is not None]
    share = len(known) / len(sample)
    print(f"define() knows {len(known)} of 500 random level-50 words: {share:.1%}")
    assert share >= 0.95


def test_a_teachers_definition_comes_first() -> None:
    words = WordList.load(
        "word,definition,category,note\ncat,our class pet,Animals,Tom\nzorbing,rolling downhill"
        " in a big ball,Sports,\n"
    )
    cat = define("cats", wordlist=words, extras=False)
    assert cat is not None and cat.definitions[0] == "our class pet"
    assert cat.definitions[1].startswith("feline mammal")
    assert (cat.source, cat.note, cat.category) == ("teacher+wordnet", "Tom", "Animals")
    zorbing = define("zorbing", wordlist=words, extras=False)
    assert zorbing is not None
    assert (zorbing.lemma, zorbing.pos, zorbing.definitions) == (
        "zorbing", None, ["rolling downhill in a big ball"]
    )
    assert (zorbing.source, zorbing.category) == ("teacher", "Sports")


def test_bad_input_to_define() -> None:
    with pytest.raises(InvalidInput, match="not int"):
        define(3)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="empty"):
        define("  ")
    with pytest.raises(InvalidInput, match="200,000 characters"):
        define("a" * 200_000)


def test_display() -> None:
    geese = define("geese", extras=False)
    assert geese is not None
    assert str(geese).splitlines()[0] == "geese (goose), noun [Animals]"
    assert "geese (goose)<span class=\"wg-note\"> · noun · Animals" in geese._repr_html_()


def test_without_a_wordnet_reader_there_are_no_extras(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("wordgames.classroom.wordnet.installed_wordnet", lambda: None)
    run = define("run")
    assert run is not None and run.examples == [] and run.synonyms == []


@NEEDS_WORDNET
def test_with_debian_wordnet_there_are_examples_and_synonyms(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wordgames.classroom import wordnet

    # The user's cache folder is this test's: nothing outside it is written.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    wordnet.installed_wordnet.cache_clear()
    try:
        run = define("running")
    finally:
        wordnet.installed_wordnet.cache_clear()
    assert run is not None
    assert "The children ran to the store" in run.examples
    assert "run away" in run.synonyms  # of run's second sense: flee
    flee = define("flee")
    assert flee is not None and "fly" in flee.synonyms
    goose = define("geese")
    assert goose is not None and "goofball" in goose.synonyms  # a goose is also a fool
    assert "twat" not in goose.synonyms  # but the family-friendly filter holds


def test_the_shipped_data_and_its_licence() -> None:
    text = lzma.decompress((FOLDER / "senses.tsv.xz").read_bytes()).decode("utf-8")
    header = text.split("\n", 2)
    assert "scripts/build_definitions.py" in header[0] and "WordNet 3.0" in header[0]
    assert "WORDNET-LICENSE.txt" in header[1]
    licence = (FOLDER / "WORDNET-LICENSE.txt").read_text(encoding="utf-8")
    assert "WordNet 3.0 Copyright 2006 by Princeton University" in licence
    rows = [line.split("\t") for line in text.splitlines() if not line.startswith("#")]
    assert all(len(row) == 6 for row in rows)
    assert {row[1] for row in rows} == {"n", "v", "a", "r"}
    # Every category named is a bundled one whose list holds the lemma.
    named = {(row[0], row[3]) for row in rows if row[3]}
    assert {c for _, c in named} <= set(categories())
    assert [(lemma, c) for lemma, c in named if lemma not in category_words(c)] == []


def test_every_level_70_word_that_wordnet_knows_is_defined() -> None:
    lexicon = Lexicon.default(70)
    unknown = [w for w in lexicon if not wordnet_senses(w)[0]]
    assert len(unknown) / len(lexicon) < 0.2  # function words, new words, names


def load_script(name: str) -> ModuleType:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "scripts"))


@pytest.fixture(scope="module")
def reader() -> Iterator[Any]:
    from wordgames.classroom.wordnet import DEBIAN_WORDNET, open_wordnet

    with tempfile.TemporaryDirectory() as staging:
        yield open_wordnet(DEBIAN_WORDNET, Path(staging))


@pytest.mark.slow  # scripts/build_definitions.py over the whole of WordNet: 40 s of CPU
@NEEDS_WORDNET
def test_the_build_reproduces_the_shipped_data(tmp_path: Path, reader: Any) -> None:
    counts = load_script("build_definitions").build(tmp_path, reader)
    assert counts["lemmas"] > 50_000
    for name in ("exceptions.tsv", "WORDNET-LICENSE.txt"):
        assert (tmp_path / name).read_bytes() == (FOLDER / name).read_bytes(), name
    # Compared as text: another liblzma may compress the same text to other bytes.
    built = lzma.decompress((tmp_path / "senses.tsv.xz").read_bytes())
    assert built == lzma.decompress((FOLDER / "senses.tsv.xz").read_bytes())


@NEEDS_WORDNET
def test_morphy_matches_nltks_on_every_level_70_word(reader: Any) -> None:
    shipped = definitions_module._data().by_pos
    differ = [
        (word, pos)
        for word in Lexicon.default(70)
        for pos in "nvar"
        if morphy(word, pos) != [f for f in reader._morphy(word, pos) if f in shipped[pos]]
    ]
    assert differ == []
