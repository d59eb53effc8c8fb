"""Exercises: every target can really be made (the game's own rules, and brute force on small
cases); seeded; saved as JSON; generators refuse, naming the word, what they cannot make."""

from __future__ import annotations

import itertools
import json
import random
import shutil
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

from wordgames.classroom import Exercise, WordList, make_exercise, saved_exercises
from wordgames.classroom.exercises import saved_kind
from wordgames.errors import InvalidInput, LexiconError
from wordgames.lexicon import Lexicon

DATA = Path(__file__).parent / "data"
#: Files written by earlier versions of the library, which must still load.
OLD = Path(__file__).parent.parent / "data" / "old_formats"
ANIMALS = ["cat", "dog", "horse", "tiger", "frog", "lion", "bear", "owl", "duck", "goat"]
WORD_SETS = [
    ANIMALS,
    ["apple", "bread", "lemon", "rice", "pie", "cake", "jam", "egg", "milk", "tea"],
    ["coat", "shirt", "boots", "hat", "sock", "scarf", "dress", "belt"],
]


def spells(cards: Sequence[str], word: str) -> bool:
    """Brute force: do these cards, all of them in some order, spell ``word``?"""
    return any(_matches(order, word) for order in itertools.permutations(cards))


def _matches(cards: Sequence[str], word: str) -> bool:
    if not cards:
        return not word
    face, rest = cards[0], cards[1:]
    if face == "?":
        return bool(word) and word[0].isalpha() and _matches(rest, word[1:])
    if face == "??":
        return len(word) >= 2 and _matches(rest, word[2:])
    return word.startswith(face.lower()) and _matches(rest, word[len(face):])


# -- MY WORD! -----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("words", WORD_SETS)
def test_myword_targets_are_claimed_by_the_games_rules(words: list[str], seed: int) -> None:
    words = words[:4]  # ten words need more of some letters than the 60 cards have (1 P, 1 L)
    exercise = make_exercise("myword", words, seed=seed)
    assert exercise.check() == []
    assert exercise.targets == tuple(words)
    assert Counter(exercise.tiles) == Counter(
        face for face in __import__("wordgames").TileSet.load("myword").tiles()
    )  # the whole deck, in a new order


@pytest.mark.parametrize("seed", range(6))
def test_myword_small_deals_against_brute_force(seed: int) -> None:
    words = random.Random(seed).sample(["cat", "dog", "owl", "pig", "hen", "ant", "bee"], 2)
    exercise = make_exercise("myword", words, seed=seed, cards=9)
    assert len(exercise.tiles) == 9
    table: list[str] = []
    dealt = 0
    for word, when, _ in sorted(exercise.solution, key=lambda c: c[1]):
        table += exercise.tiles[dealt:when]
        dealt = when
        # Any 3 or more of the cards on the table, in any order: not the generator's choice.
        found = next(
            (subset for n in range(3, len(table) + 1)
             for subset in itertools.combinations(range(len(table)), n)
             if spells([table[i] for i in subset], word)),
            None,
        )
        assert found is not None, (word, table)
        table = [c for i, c in enumerate(table) if i not in found]


def test_myword_refuses_naming_the_word() -> None:
    with pytest.raises(InvalidInput, match="cannot make 'buzz' with 3 or more cards beside jazz"):
        make_exercise("myword", ["jazz", "fizz", "buzz"])
    with pytest.raises(InvalidInput, match="MY WORD! cannot use \"don't\""):
        make_exercise("myword", ["cat", "don't"])
    with pytest.raises(InvalidInput, match="cannot make 'ox' with 3 or more cards"):
        make_exercise("myword", ["ox"])
    with pytest.raises(InvalidInput, match="cards must be a whole number of at least 6"):
        make_exercise("myword", ["cat", "dog"], cards=5)
    with pytest.raises(InvalidInput, match="no option 'k'"):
        make_exercise("myword", ["cat"], k=2)


# -- Five Tiers ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("words", WORD_SETS)
def test_fivetiers_hands_complete_with_k_targets(words: list[str], seed: int) -> None:
    exercise = make_exercise("fivetiers", words, seed=seed, k=3)
    assert exercise.check() == []  # place_all, the dictionary and the game's solver
    assert len(exercise.tiles) == 20 and len(exercise.targets) == 3
    assert set(exercise.targets) <= set(exercise.solution) and set(exercise.targets) <= set(words)


def _complete(hand: Counter[str], tiers: Sequence[int], words: dict[int, list[str]],
              targets: set[str], k: int, have: int = 0) -> bool:
    """Brute force: some word per tier from ``words`` uses exactly the hand, ``k`` targets."""
    if not tiers:
        return not +hand and have >= k
    for word in words[tiers[0]]:
        need = Counter(word.upper())
        short = sum((need - hand).values())
        if short <= hand["?"]:
            left = hand - need
            left["?"] = hand["?"] - short
            if _complete(left, tiers[1:], words, targets, k, have + (word in targets)):
                return True
    return False


@pytest.mark.parametrize("seed", range(6))
def test_fivetiers_small_lexicons_against_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    targets = rng.sample(["ox", "cat", "frog", "horse", "donkey", "owl", "goat", "mouse"], 4)
    exercise = make_exercise("fivetiers", targets, seed=seed, k=2)
    everyday = sorted(w for w in Lexicon.default(10) if w.isalpha() and 2 <= len(w) <= 6)
    small = set(rng.sample(everyday, 300)) | set(targets) | set(exercise.solution)
    by_tier = {t: sorted(w for w in small if len(w) == t) for t in (2, 3, 4, 5, 6)}
    assert _complete(Counter(exercise.tiles), (2, 3, 4, 5, 6), by_tier, set(targets), 2)


def test_fivetiers_refuses_naming_the_word() -> None:
    with pytest.raises(InvalidInput, match="cannot use 'elephant': a word takes 2 to 6 tiles"):
        make_exercise("fivetiers", ["cat", "elephant"])
    with pytest.raises(InvalidInput, match="cannot use 'x-ray'"):
        make_exercise("fivetiers", ["x-ray"])
    with pytest.raises(InvalidInput, match="the targets have only 2 different lengths"):
        make_exercise("fivetiers", ["cat", "dog", "frog"], k=3)
    with pytest.raises(InvalidInput, match="cannot make 'zzzzz'"):
        make_exercise("fivetiers", ["zzzzz"])


def test_fivetiers_blanks_stand_in_where_the_tiles_run_out() -> None:
    exercise = make_exercise("fivetiers", ["jazz", "pizza"], seed=2)
    assert exercise.check() == [] and exercise.targets == ("jazz", "pizza")
    assert exercise.tiles.count("?") == 2  # four Zs, and the set has two


# -- Word Storm ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("words", WORD_SETS)
def test_wordstorm_tiles_build_a_crossword_with_k_targets(words: list[str], seed: int) -> None:
    exercise = make_exercise("wordstorm", words, seed=seed, k=4)
    assert exercise.check() == []  # the game's check, the tiles, the board's sides
    assert len(exercise.targets) == 4


@pytest.mark.parametrize(("first", "second"), [("cat", "tiger"), ("frog", "goat"),
                                                ("lion", "owl"), ("duck", "cake")])
def test_wordstorm_two_words_against_brute_force(first: str, second: str) -> None:
    from wordgames.wordstorm import Grid, check

    exercise = make_exercise("wordstorm", [first, second], k=2)
    lexicon = Lexicon.from_words([first, second])
    # Every crossing of the two words, both ways round: some one uses exactly the tiles.
    found = []
    for a, b in ((first, second), (second, first)):
        for i, j in itertools.product(range(len(a)), range(len(b))):
            if a[i] != b[j]:
                continue
            cells = {(j, k): ch.upper() for k, ch in enumerate(a)}
            cells.update({(k, i): ch.upper() for k, ch in enumerate(b)})
            grid = Grid(cells)
            if sorted(grid.tiles()) == sorted(exercise.tiles) and check(grid, lexicon).ok:
                found.append(str(grid))
    assert found


def test_wordstorm_refuses_naming_the_word() -> None:
    with pytest.raises(InvalidInput, match=r"'(cat|bob)' cannot cross the other targets"):
        make_exercise("wordstorm", ["cat", "bob"], k=2)
    with pytest.raises(InvalidInput, match="Word Storm cannot use 'a'"):
        make_exercise("wordstorm", ["cat", "a"])
    with pytest.raises(InvalidInput, match="cannot make 'zzzzzz'"):
        make_exercise("wordstorm", ["zzzzzz"])
    with pytest.raises(InvalidInput, match="only 2 target words"):
        make_exercise("wordstorm", ["cat", "tag"], k=3)


# -- anagrams -----------------------------------------------------------------------------------


@pytest.mark.parametrize("distractors", [0, 2])
def test_anagram_puzzles_hold_the_word_and_nothing_gives_it_away(distractors: int) -> None:
    exercise = make_exercise("anagram", ANIMALS[:6], seed=4, distractors=distractors)
    assert exercise.check() == []
    for word, puzzle in zip(exercise.targets, exercise.tiles, strict=True):
        assert len(puzzle) == len(word) + distractors
        assert puzzle[: len(word)] != word.upper() or distractors
        spelled = {"".join(p).lower() for p in itertools.permutations(puzzle, len(word))}
        assert word in spelled  # brute force: some letters of the puzzle spell the word


def test_anagram_answers_and_hints_teacher_first() -> None:
    words = WordList.load(DATA / "week3.csv")
    drill = make_exercise("anagram", words.usable("wordstorm")[:3], seed=1)
    assert drill.targets == ("cat", "dog", "horse")
    drill = make_exercise("anagram", words, seed=1)
    assert drill.answer(0, "Cat") and not drill.answer(0, "act")
    assert drill.hint(0, 0) == "a small furry pet that purrs"  # the teacher's
    assert drill.hint(1, 0).startswith("an animal that people keep as a pet")  # plain gloss
    assert drill.hint(1, 1) == "it starts with D" and drill.hint(1, 2) is None
    with pytest.raises(InvalidInput, match=r"puzzles are 0\.\.17"):
        drill.hint(18, 0)
    with pytest.raises(InvalidInput, match="an anagram cannot use 'tr33'"):
        make_exercise("anagram", ["tr33"])


# -- all kinds ----------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["myword", "fivetiers", "wordstorm", "anagram"])
def test_seeded_and_saved_as_json(kind: str, tmp_path: Path) -> None:
    words = ANIMALS[:5]
    one = make_exercise(kind, words, seed=11)
    assert make_exercise(kind, words, seed=11) == one
    assert make_exercise(kind, words, seed=12).tiles != one.tiles
    text = one.to_json()
    assert json.loads(text)["format"] == "wordgames.exercise/1"
    assert Exercise.from_json(text) == one
    path = one.save(f"week3 {kind}", folder=tmp_path)
    assert path == tmp_path / "exercises" / f"week3 {kind}.json"
    assert Exercise.open(f"week3 {kind}", folder=tmp_path).tiles == one.tiles
    assert saved_exercises(tmp_path) == [f"week3 {kind}"]
    assert "exercise" in one._repr_html_()


def test_a_tampered_or_broken_file_is_refused_naming_the_field() -> None:
    exercise = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=1)
    data = exercise.to_dict()
    data["tiles"] = ["Q"] * 20
    with pytest.raises(InvalidInput, match=r"^exercise\.solution: .*do not cover"):
        Exercise.from_dict(data)
    with pytest.raises(InvalidInput, match="an exercise must be JSON"):
        Exercise.from_json("{oops")
    with pytest.raises(InvalidInput, match=r"format: not an exercise \('wordgames.exercise/1' "
                                           r"expected, not the string 'something else'\)"):
        Exercise.from_json('{"format": "something else"}')
    with pytest.raises(InvalidInput, match=r"^exercise\.targets: missing"):
        Exercise.from_dict({"format": "wordgames.exercise/1", "kind": "anagram"})
    with pytest.raises(InvalidInput, match=r"^exercise\.kind: no exercise kind 'chess'"):
        Exercise.from_dict({**exercise.to_dict(), "kind": "chess"})
    with pytest.raises(InvalidInput, match=r"^exercise\.seed: a whole number is needed, not "
                                           "the boolean true"):
        Exercise.from_dict({**exercise.to_dict(), "seed": True})
    with pytest.raises(InvalidInput, match=r"^exercise\.definitions\['cat'\]: text is needed"):
        Exercise.from_dict({**exercise.to_dict(), "definitions": {"cat": 3}})
    with pytest.raises(InvalidInput, match=r"^exercise\.colour: unknown field"):
        Exercise.from_dict({**exercise.to_dict(), "colour": "red"})
    with pytest.raises(InvalidInput, match=r"'wordgames\.exercise/2' was saved by a newer"):
        Exercise.from_dict({**exercise.to_dict(), "format": "wordgames.exercise/2"})
    with pytest.raises(LexiconError, match="no saved exercise"):
        Exercise.open("nothing", folder="/nonexistent/classroom")


def test_a_file_saved_before_the_envelope_opens(tmp_path: Path) -> None:
    # Written by the code before exercises went through wordgames.kit.envelope (version 1).
    folder = tmp_path / "exercises"
    folder.mkdir()
    shutil.copy(OLD / "exercise-1.json", folder / "week one.json")
    old = Exercise.open("week one", folder=tmp_path)
    # What the file holds, not what make_exercise deals today: a larger blocklist changes the
    # words a seed's search meets.
    assert (old.kind, old.name, old.seed, old.targets) == ("fivetiers", "week one", 1,
                                                          ("cat", "frog"))
    assert "".join(old.tiles) == "SANIDIHCDGONEFSPTRSE"
    assert old.solution == ("is", "cat", "frog", "spend", "shined")
    assert saved_kind("week one", folder=tmp_path) == "fivetiers"


def test_a_bad_file_is_named_with_its_field(tmp_path: Path) -> None:
    exercise = make_exercise("anagram", ["cat"], seed=1)
    path = exercise.save("drill", folder=tmp_path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["drill.json"]  # no temporary left
    path.write_text(path.read_text().replace('"seed": 1', '"seed": "one"'))
    with pytest.raises(InvalidInput) as caught:
        Exercise.open("drill", folder=tmp_path)
    assert caught.value.source == str(path)
    assert caught.value.message == "exercise.seed: a whole number is needed, not the string 'one'"
    assert saved_kind("drill", folder=tmp_path) == "anagram"  # a quick look reads the kind


def test_bad_arguments() -> None:
    with pytest.raises(InvalidInput, match="no exercise kind 'bingo'"):
        make_exercise("bingo", ["cat"])
    with pytest.raises(InvalidInput, match="not one string"):
        make_exercise("anagram", "cat")
    with pytest.raises(InvalidInput, match="at least one target"):
        make_exercise("anagram", [])
    with pytest.raises(InvalidInput, match="k must be a whole number"):
        make_exercise("fivetiers", ["cat"], k=0)


# -- playing ------------------------------------------------------------------------------------


def test_new_rounds_give_the_student_the_exercise() -> None:
    from wordgames.myword import Deal

    my = make_exercise("myword", ANIMALS[:3], seed=2)
    state = my.new_round(players=3)
    assert tuple(card.face for card in state.deck) == my.tiles
    game = my.game()
    state = game.apply(state, Deal(at=0.0))
    assert state.table[0].face == my.tiles[0]

    five = make_exercise("fivetiers", ANIMALS, seed=2, k=3)
    state = five.new_round(players=2, seed=5)
    assert state.racks[0] == five.tiles and len(state.racks[1]) == 20

    storm = make_exercise("wordstorm", ANIMALS, seed=2, k=3)
    state = storm.new_round(players=2)
    game = storm.game()
    mine: Counter[str] = Counter(state.hands[0])
    while state.centre:
        before = len(state.centre)
        state = game._deal(state, state.now)
        mine.update(state.hands[0])
        assert len(state.centre) < before
        mine = Counter(state.hands[0])
    assert Counter(state.hands[0]) == Counter(storm.tiles)
    assert len(state.hands[1]) == len(storm.tiles)


@pytest.mark.parametrize(("mask", "folder_mode", "file_mode"), [
    (0o022, 0o755, 0o644),  # a usual umask: readable by all, as an editor saves
    (0o077, 0o770, 0o660),  # a strict umask in a folder shared with a group (a hub's server)
    (0o077, 0o700, 0o600),  # a private folder keeps its files private
])
def test_an_exercise_and_a_list_are_saved_readable_as_the_folder_is(
        tmp_path: Path, mask: int, folder_mode: int, file_mode: int) -> None:
    import os
    import stat

    folder = tmp_path / "classroom"
    folder.mkdir()
    old = os.umask(mask)
    try:
        for sub in ("", "exercises", "lists"):
            (folder / sub).mkdir(exist_ok=True)
            os.chmod(folder / sub, folder_mode)
        make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3).save("week 3",
                                                                          folder=folder)
        WordList.load("cat, frog").save("week 3", folder=folder)
    finally:
        os.umask(old)
    for saved in (folder / "exercises" / "week 3.json", folder / "lists" / "week 3.csv"):
        assert stat.S_IMODE(saved.stat().st_mode) == file_mode, saved
