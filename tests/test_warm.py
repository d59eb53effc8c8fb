"""Indexes built once, whatever the threads, and ahead of the first round by ``warm``."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

import wordgames
from wordgames import fivetiers, myword, wordstorm
from wordgames.errors import InvalidInput
from wordgames.fivetiers import search as five_search
from wordgames.kit.agents import Skill
from wordgames.kit.once import Once
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon, wordlist
from wordgames.myword import spotter
from wordgames.play.runner import simulate_round
from wordgames.wordstorm import search as storm_search

MODULES: dict[str, Any] = {"wordstorm": wordstorm, "myword": myword, "fivetiers": fivetiers}


def fresh_lexicon() -> Lexicon:
    """A new lexicon (nothing built yet) of SCOWL 35's words and levels."""
    return Lexicon.default(35).restrict()


def play(name: str, lexicon: Lexicon, seed: int) -> Any:
    """A seeded round of two bots, who know the words up to SCOWL 20 and 35."""
    module = MODULES[name]
    bots = [module.Bot(Skill(level=level), seed=seed + i) for i, level in enumerate([20, 35])]
    return simulate_round(module.Game(lexicon=lexicon), bots, random.Random(seed))[1]


def test_once_builds_once_while_another_thread_waits_for_that_build() -> None:
    started, release = threading.Event(), threading.Event()
    calls: list[int] = []

    def build() -> list[int]:
        calls.append(1)
        started.set()
        release.wait(5)
        return [len(calls)]

    once = Once(build)
    got: list[list[int]] = []
    first = threading.Thread(target=lambda: got.append(once.get()))
    first.start()
    assert started.wait(5)
    second = threading.Thread(target=lambda: got.append(once.get()))
    second.start()
    second.join(0.05)
    assert second.is_alive() and not once.built  # waiting on the build under way
    release.set()
    first.join(5)
    second.join(5)
    assert calls == [1] and got[0] is got[1] and once.built


def test_derived_and_the_count_index_are_built_once_across_threads() -> None:
    lex = Lexicon.from_words(["cat", "act", "dog"])
    gate = threading.Barrier(4)
    calls: list[str] = []

    def build(lexicon: Lexicon) -> list[str]:
        calls.append("built")
        return sorted(lexicon)

    found: list[Any] = []

    def ask() -> None:
        gate.wait(5)
        found.append((lex.derived(build), lex.count_index))

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(5)
    assert calls == ["built"]
    assert all(f[0] is found[0][0] and f[1] is found[0][1] for f in found)


def test_two_threads_loading_a_bundled_lexicon_get_the_same_one(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A fresh cache, as in a new process: both threads ask before either has it.
    monkeypatch.setattr(wordlist, "_default", wordlist.cache(wordlist._default.__wrapped__))
    gate = threading.Barrier(2)
    found: list[Lexicon] = []

    def load() -> None:
        gate.wait(5)
        found.append(Lexicon.default(20))

    threads = [threading.Thread(target=load) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert len(found) == 2 and found[0] is found[1]


def test_warm_builds_each_games_indexes_for_the_dictionary_and_the_bots_levels() -> None:
    lex = fresh_lexicon()
    assert wordgames.warm(["wordstorm", "myword", "fivetiers"], lex, levels=[10, 20],
                          background=False) is None
    values = tuple(sorted((k.lower(), v) for k, v in TileSet.load("wordstorm").values.items()
                          if len(k) == 1))
    for vocabulary in (lex, lex.at_level(10), lex.at_level(20)):
        assert vocabulary._index.built
        index = vocabulary._derived[(storm_search._new_word_index, (values,))].get()
        assert index._by_counts.built and index._ranked_rows.built
        assert vocabulary._derived[(five_search._Prepared, ())].get()._rows.built
    built = {(key[0], key[1]) for key in lex._derived}
    assert {(spotter._pair_gaps, (n,)) for n in range(2, spotter.MAX_PAIRED + 1)} <= built
    assert {(spotter._anagrams, ()), (spotter._sides, (None,))} <= built
    assert lex.count_index._bigrams.built


@pytest.mark.parametrize("name", ["wordstorm", "myword", "fivetiers"])
def test_after_warm_a_round_builds_no_index(name: str,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    lex = fresh_lexicon()
    wordgames.warm(name, lex, levels=[20, 35], background=False)
    kept = set(lex._derived)
    built: list[int] = []

    class Counted(wordlist.CountIndex):
        def __init__(self, words: Any) -> None:
            built.append(1)
            super().__init__(words)

    monkeypatch.setattr(wordlist, "CountIndex", Counted)
    play(name, lex, seed=3)
    assert built == []  # no spelling index of any vocabulary (the bots' cuts too)
    indexes = (spotter._pair_gaps, spotter._anagrams, storm_search._new_word_index,
               five_search._Prepared)
    assert {k for k in lex._derived if k[0] in indexes} <= kept


def test_warm_in_the_background_and_a_table_share_one_build() -> None:
    lex = fresh_lexicon()
    thread = wordgames.warm("fivetiers", lex, levels=[])
    assert isinstance(thread, threading.Thread)
    asked = five_search._prepared(lex)  # a table asking meanwhile
    thread.join(60)
    assert not thread.is_alive()
    assert lex._derived[(five_search._Prepared, ())].get() is asked and asked._rows.built


@pytest.mark.parametrize("name", ["wordstorm", "myword", "fivetiers"])
def test_warming_changes_no_game(name: str) -> None:
    cold, warmed = fresh_lexicon(), fresh_lexicon()
    wordgames.warm(name, warmed, background=False)
    for seed in (1, 2):
        assert play(name, warmed, seed) == play(name, cold, seed)


def test_warm_takes_games_by_name_or_as_game_objects() -> None:
    lex = Lexicon.from_words(["be", "cat", "dogs", "apple", "orange", "mask", "am"])
    game = fivetiers.Game(lexicon=lex)
    wordgames.warm([game], levels=[], background=False)
    assert lex._derived[(five_search._Prepared, ())].get()._rows.built


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"games": "chess"}, "unknown game 'chess'"),
    ({"games": 3}, "games: a game's name, a list of names or Game objects, or None, not int"),
    ({"games": [object()]}, "is neither a game's name nor a Game"),
    ({"lexicon": "words.txt"}, "lexicon must be a Lexicon or None"),
    ({"levels": [33]}, "levels: 33 is not a SCOWL level"),
    ({"levels": "70"}, "levels: a list of SCOWL levels"),
    ({"background": "yes"}, "background must be True or False"),
])
def test_warm_refuses_bad_arguments_at_once(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        wordgames.warm(**kwargs)
