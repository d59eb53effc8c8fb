"""The lexicon in two parts: the word list and the spelling engine, with public names for what the
games use, and every cache derived from a lexicon owned by that lexicon."""

from __future__ import annotations

import gc
import importlib
import inspect
import pickle
import pkgutil
import re
import weakref
from pathlib import Path

import wordgames
from wordgames import lexicon as lexicon_package
from wordgames.lexicon import (
    CountIndex,
    Lexicon,
    Spelling,
    TileCounts,
    fold_excess,
    spellings,
    words_from,
)
from wordgames.lexicon.spelling import CountIndex as EngineIndex
from wordgames.lexicon.wordlist import Lexicon as WordListLexicon

PACKAGE = Path(wordgames.__file__).resolve().parent


def game_sources() -> list[tuple[str, str]]:
    """(path, text) of every module of the package outside the lexicon itself."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if "lexicon" not in path.relative_to(PACKAGE).parts:
            out.append((str(path.relative_to(PACKAGE)), path.read_text(encoding="utf-8")))
    return out


def test_the_two_parts_are_one_package() -> None:
    assert Lexicon is WordListLexicon and CountIndex is EngineIndex
    assert set(lexicon_package.__all__) >= {"Lexicon", "Spelling", "LEVELS", "CountIndex",
                                             "TileCounts", "fold_excess", "words_from",
                                             "spellings"}
    # The word list knows nothing of tiles beyond delegating to the engine's functions.
    lex = Lexicon.from_words(["end", "den", "she"])
    assert lex.words_from(["E", "ND"]) == words_from(lex.count_index, ["E", "ND"]) == {"end"}
    assert lex.spellings("end", ["E", "ND"]) == spellings("end", ["E", "ND"])
    assert spellings("end", ["E", "ND"]) == [Spelling(("E", "ND"), ("e", "nd"))]


def test_engine_parts_work_without_a_lexicon() -> None:
    index = CountIndex(["go", "dog", "gods", "egg"])
    assert index.select(index.length_range(3, 3)) == ["dog", "egg"]
    rack = TileCounts.parse(["G", "O", "D", "?"])
    assert (rack.wilds, rack.letters) == (1, 4)
    reach = [-1, 0, 0]
    fold_excess(reach, [0b0110, 0b0100])  # words 1 and 2 need one more, word 2 two more
    assert reach == [-1, 0b0110, 0b0100]


def test_no_module_uses_a_private_name_of_the_lexicon() -> None:
    private_import = re.compile(r"from wordgames\.lexicon[\w.]* import [^\n]*\b_\w+")
    private_attribute = re.compile(r"\blexicon\._\w+|\blex\._\w+")
    for path, text in game_sources():
        assert not private_import.search(text), path
        assert not private_attribute.search(text), path


def test_no_cache_keyed_on_a_lexicon_lives_outside_it() -> None:
    for path, text in game_sources():
        assert "WeakKeyDictionary" not in text, path
    # No functools cache takes a lexicon as an argument (it would keep the lexicon alive).
    for info in pkgutil.walk_packages(wordgames.__path__, "wordgames."):
        if info.name.startswith("wordgames.analysis") or info.name == "wordgames.__main__":
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if callable(value) and hasattr(value, "cache_info"):
                params = inspect.signature(value).parameters.values()
                hints = " ".join(str(p.annotation) for p in params)
                assert "Lexicon" not in hints, f"{info.name}.{name}"


def test_caches_live_and_die_with_their_lexicon() -> None:
    from wordgames.fivetiers.solver import solve as solve_five
    from wordgames.myword.bot import _claims
    from wordgames.myword.cards import as_table
    from wordgames.wordstorm.check import check
    from wordgames.wordstorm.grid import Grid
    from wordgames.wordstorm.solver import solve as solve_storm

    words = ["be", "cat", "dogs", "apple", "orange", "look", "teal", "end", "tend"]
    lex = Lexicon.from_words(words)
    assert solve_five(list("BECATDOGSAPPLEORANGE"), lex) is not None
    assert check(Grid.parse("T...\nE...\nA...\n?OOK"), lex).ok
    assert solve_storm(list("CATDOGS"), lex, max_steps=50).grid is not None
    assert "tend" in _claims(as_table(["E", "ND", "T"]), lex, 3)
    # The Five Tiers cut, the wild look-up, the solver's index, the spotted tables, the sides.
    assert len(lex._derived) >= 4
    ref = weakref.ref(lex)
    del lex
    gc.collect()
    assert ref() is None


def test_derived_is_built_once_per_lexicon_and_key() -> None:
    calls: list[int] = []

    def build(lexicon: Lexicon, n: int) -> int:
        calls.append(n)
        return len(lexicon) * n

    lex = Lexicon.from_words(["go", "dog"])
    assert (lex.derived(build, 2), lex.derived(build, 2), lex.derived(build, 3)) == (4, 4, 6)
    assert calls == [2, 3]
    assert Lexicon.from_words(["go"]).derived(build, 2) == 2  # a new lexicon starts with none


def test_at_level_is_shared_and_cuts_only_when_it_must() -> None:
    lex = Lexicon.default(35)
    ten = lex.at_level(10)
    assert ten is lex.at_level(10) and len(ten) == len(Lexicon.default(10))
    assert lex.at_level(80) is lex and lex.at_level(None) is lex
    graded = Lexicon({"cat": 10, "gnu": 50, "zyx": None})
    assert sorted(graded.at_level(20)) == ["cat", "zyx"]  # ungraded words kept


def test_a_pickled_lexicon_carries_its_words_not_its_caches() -> None:
    lex = Lexicon({"cat": 10, "act": None}, name="mine")
    lex.words_from(["C", "A", "T"])
    copy = pickle.loads(pickle.dumps(lex))
    assert (sorted(copy), copy.level("cat"), copy.level("act"), copy.name) == (
        ["act", "cat"], 10, None, "mine")
    assert not copy._index.built and copy._derived == {}
    assert copy.words_from(["C", "A", "T"]) == {"act", "cat"}


def test_pick_gives_the_items_of_the_set_bits_at_every_density() -> None:
    # pick reads sparse sets bit by bit and dense ones in one pass: both ways, the same items.
    import random

    rng = random.Random(8)
    items = list(range(5000))
    for _ in range(200):
        size = rng.choice([10, 300, 5000])
        chance = rng.choice([0.001, 0.01, 0.05, 0.2, 0.9])
        bits = sum(1 << i for i in range(size) if rng.random() < chance)
        assert CountIndex.pick(bits, items) == [i for i in range(size) if bits >> i & 1]
