"""The solver: correct crosswords with every tile, extending a grid, partial results, budgets."""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.check import check
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.solver import IMPOSSIBLE, SOLVED, UNDECIDED, solve

BANANAGRAMS = ("A" * 13 + "B" * 3 + "C" * 3 + "D" * 6 + "E" * 18 + "F" * 3 + "G" * 4 + "H" * 3
               + "I" * 12 + "J" * 2 + "K" * 2 + "L" * 5 + "M" * 3 + "N" * 8 + "O" * 11 + "P" * 3
               + "Q" * 2 + "R" * 9 + "S" * 6 + "T" * 9 + "U" * 6 + "V" * 3 + "W" * 3 + "X" * 2
               + "Y" * 3 + "Z" * 2)


def assert_uses_exactly(grid: Grid, tiles: list[str]) -> None:
    assert Counter(grid.tiles()) == Counter(tiles)


@pytest.mark.parametrize("seed", range(6))
def test_solves_21_tile_racks_with_every_tile(lex: Lexicon, seed: int) -> None:
    rack = random.Random(seed).sample(BANANAGRAMS, 21)
    # A budget of search nodes, not of seconds: the same result on a loaded machine.
    sol = solve(rack, lex, seed=seed, max_steps=10_000, time_limit=600.0)
    assert sol.complete and sol.leftover == ()
    assert check(sol.grid, lex).ok
    assert_uses_exactly(sol.grid, rack)


def test_uses_wild_tiles(lex: Lexicon) -> None:
    rack = [*"QZXJKV", "?", "?", "?", *"AEIOU"]
    sol = solve(rack, lex, max_steps=10_000, time_limit=600.0)
    result = check(sol.grid, lex)
    assert sol.complete and result.ok
    assert_uses_exactly(sol.grid, rack)
    assert set(sol.wilds) == {p for p in sol.grid if sol.grid[p] == "?"}


def test_extends_a_grid_by_adding_only_the_new_tiles(lex: Lexicon) -> None:
    base = Grid.parse("ELEPHANT")
    sol = solve(list("DOGS"), lex, grid=base)
    assert sol.complete and not sol.rebuilt
    assert check(sol.grid, lex).ok
    assert_uses_exactly(sol.grid, list("ELEPHANT") + list("DOGS"))
    # ELEPHANT is still there in one piece (the whole crossword may have moved)
    assert any(all(sol.grid.get((r, c + k)) == ch for k, ch in enumerate("ELEPHANT"))
               for r, c in sol.grid)


def test_rebuilds_when_the_new_tiles_cannot_be_added(lex: Lexicon) -> None:
    # Q and I cannot hang on ZU (no QI without an I to cross), but rearranged, QUIZ works.
    base = Grid.parse("ZU")
    sol = solve(["Q", "I"], lex, grid=base, time_limit=1.0)
    assert sol.complete and sol.rebuilt
    assert check(sol.grid, lex).ok
    assert_uses_exactly(sol.grid, ["Z", "U", "Q", "I"])


def test_best_partial_crossword_when_no_complete_one(lex: Lexicon) -> None:
    sol = solve(list("CATQQ"), lex, time_limit=0.5)
    assert not sol.complete
    assert Counter(sol.leftover) == Counter("QQ")
    assert check(sol.grid, lex).ok
    assert Counter(sol.grid.tiles()) + Counter(sol.leftover) == Counter("CATQQ")


def test_same_seed_same_crossword(lex: Lexicon) -> None:
    rack = random.Random(99).sample(BANANAGRAMS, 21)
    a = solve(rack, lex, seed=3, max_steps=200, time_limit=10)
    b = solve(rack, lex, seed=3, max_steps=200, time_limit=10)
    assert a.grid == b.grid and a.leftover == b.leftover


class TickingClock:
    """A stand-in for ``time.perf_counter`` that moves on ``tick`` seconds at each reading: the
    search's time limit is tested by how many readings it takes, never by the wall clock (a
    shared machine's load would decide such a test). It is put on the ``time`` module itself,
    where the compiled search reads it too."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick, self.readings = 1000.0, tick, 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.tick
        return self.now


def test_stops_at_the_time_limit(lex: Lexicon, monkeypatch: pytest.MonkeyPatch) -> None:
    # Hard letters and few vowels: no crossword of all of them, and no quick proof of it.
    rack = list("QQQQZZZZXXXXAEIOUUUAEIOJJJKKK")
    solve(["A", "T"], lex)  # the word indexes are built on first use, outside the limit
    clock = TickingClock(0.01)
    monkeypatch.setattr(time, "perf_counter", clock)
    sol = solve(rack, lex, time_limit=1.0)
    monkeypatch.undo()
    # One reading a node: the search ends within a reading or two of its 1 s (100 readings).
    assert 90 <= clock.readings <= 102
    assert not sol.complete and sol.status == UNDECIDED


def test_gives_up_early_when_every_move_has_been_tried(
        lex: Lexicon, monkeypatch: pytest.MonkeyPatch) -> None:
    # A clock that crawls (5 s would take 500,000 readings): having tried every move ends this
    # search, long before its limit would; had the limit ended it, it would say undecided.
    monkeypatch.setattr(time, "perf_counter", TickingClock(1e-5))
    sol = solve(list("QQXXZZJJVVKKWW"), lex, time_limit=5.0)
    monkeypatch.undo()
    assert sol.status == IMPOSSIBLE
    # No word can be made; one tile alone is still a correct crossword: the dearest goes down.
    assert Counter(sol.leftover) == Counter("QXXZZJJVVKKWW")
    assert sol.grid == Grid.parse("Q")


def test_no_word_holds_the_q_is_proven_without_the_limit(
        lex: Lexicon, monkeypatch: pytest.MonkeyPatch) -> None:
    # A Q with no U or I to cross: shown impossible, not merely not found in time.
    rack = list("AAAACEJKNOOPQRRSTTVYY")
    solve(["A", "T"], lex)
    monkeypatch.setattr(time, "perf_counter", TickingClock(1e-7))
    sol = solve(rack, lex, time_limit=0.2)
    monkeypatch.undo()
    assert not sol.complete and sol.leftover == ("Q",)
    assert sol.status == IMPOSSIBLE  # no word of these tiles holds the Q


def test_stays_inside_the_given_size(lex: Lexicon) -> None:
    rack = random.Random(5).sample(BANANAGRAMS, 21)
    sol = solve(rack, lex, size=(8, 12), max_steps=10_000, time_limit=600.0)
    box = sol.grid.bounds()
    assert box is not None and box[0] >= 0 and box[1] >= 0 and box[2] < 8 and box[3] < 12
    assert check(sol.grid, lex).ok


def test_bad_tiles_are_rejected(lex: Lexicon) -> None:
    with pytest.raises(InvalidInput, match="not a Word Storm tile"):
        solve(["QU", "A"], lex)


@pytest.mark.parametrize("wilds", [1, 2, 4])
def test_tiles_are_conserved_in_every_result(lex: Lexicon, wilds: int) -> None:
    for seed in range(3):
        rack = random.Random(seed).sample(BANANAGRAMS, 8) + ["?"] * wilds + ["Q", "Q", "X"]
        for limit in (0.001, 0.5):
            sol = solve(rack, lex, seed=seed, time_limit=limit)
            assert Counter(sol.grid.tiles()) + Counter(sol.leftover) == Counter(rack)
            assert check(sol.grid, lex).ok


# -- what the result knows: solved, impossible, undecided --------------------------------------

def test_status_solved_when_every_tile_is_placed(lex: Lexicon) -> None:
    sol = solve(list("DOGS"), lex)
    assert (sol.status, sol.complete) == (SOLVED, True)


def test_one_tile_alone_is_a_solved_crossword(lex: Lexicon) -> None:
    sol = solve(["Q"], lex)
    assert (sol.status, sol.complete, sol.leftover, sol.grid) == (SOLVED, True, (), Grid.parse("Q"))


def test_status_impossible_when_a_tile_is_in_no_spellable_word(lex: Lexicon) -> None:
    # The search tries until the limit (it cannot know), but no word of these tiles holds a Q.
    sol = solve(list("CATQQ"), lex, time_limit=0.3)
    assert (sol.status, sol.complete, sol.leftover) == (IMPOSSIBLE, False, ("Q", "Q"))


def test_status_impossible_after_an_exhaustive_search() -> None:
    # Every tile is in some word (CAT, XI), but XI shares no letter with CAT.
    sol = solve(list("CATXI"), Lexicon.from_words(["cat", "xi"]))
    assert sol.status == IMPOSSIBLE and not sol.complete


def test_exhaustive_search_finds_what_the_heuristic_search_misses() -> None:
    # Two parallel words whose columns are words too: no crossing letter for the search to
    # start from, so only the exhaustive fill finds it.
    words = Lexicon.from_words(["at", "to", "ta", "oo"])
    sol = solve(list("ATTO"), words, max_steps=1)
    assert sol.status == SOLVED and sol.complete
    assert check(sol.grid, words).ok
    assert_uses_exactly(sol.grid, list("ATTO"))


def test_status_undecided_when_the_budget_runs_out(lex: Lexicon) -> None:
    rack = random.Random(7).sample(BANANAGRAMS, 21)
    sol = solve(rack, lex, max_steps=1, time_limit=5.0)
    assert (sol.status, sol.complete) == (UNDECIDED, False)


def _brute_force_exists(tiles: str, lexicon: Lexicon) -> bool:
    """Every shape of len(tiles) cells, every order of the tiles: does any make a crossword?"""
    from wordgames.wordstorm.search import _shapes

    for shape in _shapes(len(tiles)):
        for order in set(itertools.permutations(tiles)):
            if check(Grid(dict(zip(shape, order, strict=True))), lexicon).ok:
                return True
    return False


SMALL = Lexicon.from_words(["at", "to", "ta", "oat", "tab", "bat", "boa", "bot", "tot", "abo",
                            "tao", "boat", "ab", "ba", "ob", "bo", "zoa", "azo"])


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="ABOTZ", min_size=2, max_size=5))
def test_impossible_and_solved_agree_with_brute_force(tiles: str) -> None:
    sol = solve(list(tiles), SMALL, max_steps=5)
    assert sol.status in (SOLVED, IMPOSSIBLE)  # 5 tiles or fewer: always decided
    assert (sol.status == SOLVED) == _brute_force_exists(tiles, SMALL)
    if sol.complete:
        assert check(sol.grid, SMALL).ok
        assert_uses_exactly(sol.grid, list(tiles))


def test_shapes_are_the_fixed_polyominoes() -> None:
    from wordgames.wordstorm.search import _shapes

    assert [len(_shapes(n)) for n in range(1, 8)] == [1, 2, 6, 19, 63, 216, 760]


def test_hooks_are_tried_along_the_across_runs_first_each_group_in_reading_order() -> None:
    from wordgames.wordstorm.search import _runs

    rng = random.Random(5)
    for _ in range(200):
        cells = {(rng.randrange(6), rng.randrange(6)): rng.choice("abc") for _ in range(14)}
        plain = []
        for (r, c) in cells:  # every maximal run of 2+, found cell by cell
            for dr, dc in ((0, 1), (1, 0)):
                if (r - dr, c - dc) in cells or (r + dr, c + dc) not in cells:
                    continue
                run = [(r, c)]
                while (run[-1][0] + dr, run[-1][1] + dc) in cells:
                    run.append((run[-1][0] + dr, run[-1][1] + dc))
                plain.append(((dr, dc), tuple(run)))
        assert _runs(cells) == sorted(plain)
