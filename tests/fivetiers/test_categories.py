"""The shipped subject categories: their words, their files, and the build that makes them."""

from __future__ import annotations

import importlib.util
import os
import sys
from importlib import resources
from pathlib import Path
from types import ModuleType

import pytest

from wordgames.fivetiers.categories import _singulars, categories, category_words, in_category
from wordgames.lexicon import Lexicon

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "wordgames" / "data" / "categories"
NAMES = (
    "Animals", "Body", "Clothing", "Colours", "Foods", "House Objects", "Jobs", "Places",
    "Plants", "Sports", "Vehicles", "Weather",
)
FILES = tuple(name.lower().replace(" ", "_") + ".txt" for name in NAMES)
#: CI installs Debian's wordnet-base (.ci/run): there, the build tests must run, never skip.
NEEDS_WORDNET = pytest.mark.skipif(
    not Path("/usr/share/wordnet/data.noun").exists() and os.environ.get("CI") != "true",
    reason="needs Debian's wordnet-base (apt-get install wordnet-base)",
)


def words_of(path: Path) -> list[str]:
    lines = path.read_text(encoding="ascii").splitlines()
    return [line for line in lines if not line.startswith("#")]


def test_the_folder_holds_twelve_lists_and_the_wordnet_licence() -> None:
    shipped = resources.files("wordgames") / "data" / "categories"
    assert sorted(entry.name for entry in shipped.iterdir() if entry.name.endswith(".txt")) == [
        "WORDNET-LICENSE.txt",
        *FILES,
    ]
    assert categories() == NAMES
    licence = (FOLDER / "WORDNET-LICENSE.txt").read_text(encoding="utf-8")
    assert "WordNet 3.0 Copyright 2006 by Princeton University" in licence


@pytest.mark.parametrize("name", FILES)
def test_lists_are_sorted_unique_lowercase_words_of_the_level_80_lexicon(name: str) -> None:
    words = words_of(FOLDER / name)
    assert words == sorted(set(words))
    assert all(word.isascii() and word.isalpha() and word.islower() for word in words)
    lexicon = Lexicon.default(80)
    assert [word for word in words if word not in lexicon] == []
    # No plural whose singular is listed too: the game finds plurals from the singular.
    assert [w for w in words if any(s in words for s in _singulars(w)[1:])] == []


@pytest.mark.parametrize("name", FILES)
def test_lists_say_how_they_were_built(name: str) -> None:
    header = (FOLDER / name).read_text(encoding="ascii").split("\n", 3)
    assert "scripts/build_categories.py" in header[0] and "WordNet 3.0" in header[0]
    assert "WORDNET-LICENSE.txt" in header[1]


@pytest.mark.parametrize(
    ("word", "category", "expected"),
    [
        ("soup", "Foods", True),
        ("cherries", "Foods", True),
        ("fruit", "Foods", True),  # a single synset: fruit.n.01's hyponyms are botanical
        ("acorn", "Foods", False),
        ("beer", "Foods", False),  # alcohol.n.01 is pruned
        ("riboflavin", "Foods", False),  # so is vitamin.n.01
        ("leg", "Foods", False),  # excluded: a leg of lamb is no pupil's idea of a food
        ("jeans", "Clothing", True),  # the list holds "jean"
        ("sneakers", "Clothing", True),
        ("laundry", "Clothing", False),
        ("knives", "House Objects", True),
        ("doors", "House Objects", True),
        ("throne", "House Objects", False),
        ("pear", "Clothing", False),
        ("tigers", "Animals", True),
        ("man", "Animals", False),  # hominid.n.01 is pruned
        ("monitor", "Animals", False),  # excluded: a lizard, but no pupil's idea of one
        ("elbows", "Body", True),
        ("button", "Body", False),
        ("turquoise", "Colours", True),
        ("redness", "Colours", False),
        ("nurses", "Jobs", True),
        ("firefighter", "Jobs", True),  # a single synset: its parents are "defenders"
        ("woman", "Jobs", False),
        ("libraries", "Places", True),
        ("brothel", "Places", False),  # whorehouse.n.01 is pruned
        ("tulips", "Plants", True),
        ("leaves", "Plants", True),
        ("marijuana", "Plants", False),
        ("tennis", "Sports", True),
        ("steal", "Sports", False),
        ("bicycles", "Vehicles", True),
        ("cat", "Vehicles", False),
        ("tornado", "Weather", True),
        ("rainbow", "Weather", True),
        ("front", "Weather", False),
    ],
)
def test_category_membership(word: str, category: str, expected: bool) -> None:
    assert in_category(word, category) is expected


def load_build() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_categories", ROOT / "scripts" / "build_categories.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # Registered first: dataclasses look their module up while the script defines Category.
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@NEEDS_WORDNET
def test_the_build_reproduces_the_shipped_files(tmp_path: Path) -> None:
    found = load_build().build(tmp_path)
    assert set(found) == set(categories())
    for name in (*FILES, "WORDNET-LICENSE.txt"):
        assert (tmp_path / name).read_bytes() == (FOLDER / name).read_bytes(), name
    assert {name: set(words) for name, words in found.items()} == {
        name: category_words(name) for name in categories()
    }
