"""The dictionary: the shipped SCOWL counts, membership, word-list files, and spelling from tiles.

The spelling tests compare ``words_from`` and ``spellings`` with a brute force written here that
shares no code with the library: try every unused tile at every position of the word.
"""

from __future__ import annotations

import gzip
import importlib.util
import os
import random
from collections import Counter
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from wordgames.errors import InvalidInput, LexiconError, WordgamesError
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import LEVELS, CountIndex, Lexicon, Spelling, words_from

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"

# -- brute force ----------------------------------------------------------------------------------

Used = tuple[tuple[str, str], ...]  # (tile face, letters it covers), in word order


def covered_by(tile: str, word: str, at: int) -> str | None:
    """The letters ``tile`` covers when placed at ``word[at]``, or None if it cannot go there.

    '?' covers any one letter, '??' any two letters, any other tile exactly its own letters.
    """
    if tile == "?":
        letters = word[at : at + 1]
        return letters if letters.isalpha() else None
    if tile == "??":
        letters = word[at : at + 2]
        return letters if len(letters) == 2 and letters.isalpha() else None
    letters = tile.lower()
    return letters if word[at : at + len(letters)] == letters else None


def brute_spellings(word: str, tiles: Sequence[str]) -> set[Used]:
    """Every way to cover ``word`` left to right with distinct tiles (see ``covered_by``)."""
    found: set[Used] = set()

    def cover(at: int, left: list[str], used: Used) -> None:
        if at == len(word):
            if used:
                found.add(used)
            return
        for i, tile in enumerate(left):
            letters = covered_by(tile, word, at)
            if letters is not None:
                cover(at + len(letters), left[:i] + left[i + 1 :], (*used, (tile, letters)))

    cover(0, list(tiles), ())
    return found


def brute_can_spell(word: str, tiles: Sequence[str], min_tiles: int) -> bool:
    """Whether some spelling of ``word`` uses at least ``min_tiles`` tiles (one at least).

    The same search as :func:`brute_spellings`, stopping at the first success, and trying each
    distinct face once per position (equal tiles are interchangeable), so big racks stay fast.
    """

    def cover(at: int, left: tuple[str, ...], used: int) -> bool:
        if at == len(word):
            return used >= max(min_tiles, 1)
        for i, tile in enumerate(left):
            if tile in left[:i]:
                continue
            letters = covered_by(tile, word, at)
            if letters is not None and cover(at + len(letters), left[:i] + left[i + 1 :],
                                             used + 1):
                return True
        return False

    return cover(0, tuple(tiles), 0)


def brute_words_from(
    words: Sequence[str], tiles: Sequence[str], min_len: int = 2, min_tiles: int = 1
) -> set[str]:
    """The words of the list that the brute force can spell.

    For a big list, words that need more missing letters than the wilds could possibly supply are
    skipped first: a necessary condition, so nothing spellable is skipped.
    """
    pool: Counter[str] = Counter()
    for tile in tiles:
        if tile not in ("?", "??"):
            pool.update(tile.lower())
    wild_letters = tiles.count("?") + 2 * tiles.count("??")
    longest = sum(pool.values()) + wild_letters
    found = set()
    for word in words:
        if not min_len <= len(word) <= longest:
            continue
        if sum(max(0, word.count(ch) - pool[ch]) for ch in set(word)) > wild_letters:
            continue
        if brute_can_spell(word, tiles, min_tiles):
            found.add(word)
    return found


def as_used(spellings: list[Spelling]) -> set[Used]:
    return {tuple(zip(s.tiles, s.letters, strict=True)) for s in spellings}


def test_brute_force_itself() -> None:
    # The reference must be right before it judges anything.
    assert brute_spellings("end", ["E", "ND", "N", "D"]) == {
        (("E", "e"), ("N", "n"), ("D", "d")),
        (("E", "e"), ("ND", "nd")),
    }
    assert brute_spellings("mask", ["M", "K", "??"]) == {(("M", "m"), ("??", "as"), ("K", "k"))}
    assert brute_spellings("hues", ["SH", "U", "E"]) == set()
    assert brute_spellings("don't", ["D", "O", "N", "?", "T"]) == set()
    assert len(brute_spellings("don't", ["D", "O", "N", "'", "?"])) == 1
    assert brute_words_from(["at", "ta", "tat", "a"], ["T", "A"], min_len=1) == {"at", "ta", "a"}
    assert brute_can_spell("end", ["E", "ND"], 2) and not brute_can_spell("end", ["E", "ND"], 3)
    assert brute_can_spell("o'clock", list("O'CLOCK".replace("L", "?")), 7)
    assert not brute_can_spell("o'clock", list("O?CLOCK"), 1)


# -- the shipped file and the build ------------------------------------------------------------

#: Cumulative counts of the shipped words per level, after the game-word filter, no blocklist.
SHIPPED_COUNTS = {
    10: 3_971, 20: 10_900, 35: 39_091, 40: 43_803, 50: 61_458,
    55: 67_173, 60: 77_059, 70: 111_549, 80: 242_789,
}
#: Issue 2's raw cumulative counts of SCOWL's a-z words, before the filter.
RAW_COUNTS = {10: 3_973, 20: 10_902, 35: 39_095, 50: 61_491, 60: 77_092, 70: 111_593, 80: 242_844}


def load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def build() -> ModuleType:
    return load_script("build_lexicon")


@pytest.mark.parametrize("level", LEVELS)
def test_shipped_cumulative_counts(level: int) -> None:
    assert len(Lexicon.default(level, family_friendly=False)) == SHIPPED_COUNTS[level]


def test_levels_are_first_level_of_each_word() -> None:
    lex = Lexicon.default(80, family_friendly=False)
    by_level = Counter(lex.level(w) for w in lex)
    previous = 0
    for level in LEVELS:
        assert by_level[level] == SHIPPED_COUNTS[level] - previous
        previous = SHIPPED_COUNTS[level]
    assert lex.level("cat") == 10 and lex.level("CAT") == 10
    assert (qi := lex.level("qi")) is not None and qi > 10
    assert lex.level("notaword") is None


def test_is_game_word(build: ModuleType) -> None:
    keep = ["ox", "qi", "is", "us", "as", "es", "os", "at", "cat", "kbar"]
    drop = ["a", "i", "cs", "gs", "ks", "ls", "ms", "rs", "ts", "kb", "lm", "ln", "lx", "mb", "mf"]
    assert [w for w in keep if build.is_game_word(w)] == keep
    assert [w for w in drop if build.is_game_word(w)] == []


def test_every_shipped_word_passes_the_filter(build: ModuleType) -> None:
    lex = Lexicon.default(80, family_friendly=False)
    assert [w for w in lex if not build.is_game_word(w)] == []
    assert all(w.isascii() and w.isalpha() and w.islower() for w in lex)


# CI installs Debian's scowl (.ci/run): there, the build test must run, never skip.
@pytest.mark.skipif(
    not Path("/usr/share/dict/scowl").is_dir() and os.environ.get("CI") != "true",
    reason="Debian's scowl package is not installed (apt-get install scowl)",
)
def test_build_reproduces_raw_counts_and_shipped_file(build: ModuleType) -> None:
    words, contractions, counts = build.collect()
    raw = {level: n for level, n, _ in counts}
    kept = {level: n for level, _, n in counts}
    assert {level: raw[level] for level in RAW_COUNTS} == RAW_COUNTS
    assert kept == SHIPPED_COUNTS
    british, _, _ = build.collect("british")
    shipped = (resources.files("wordgames") / "data" / "lexicon.txt.gz").read_bytes()
    sections = build.split_spellings(words, british)
    assert build.serialise(sections, contractions) == gzip.decompress(shipped)


@pytest.mark.parametrize(
    ("spelling", "known", "unknown"),
    [
        ("american", ["color", "center", "honor", "realize"], ["colour", "centre", "honour"]),
        ("british", ["colour", "centre", "honour", "realise", "realize"], ["color", "center"]),
        ("both", ["color", "colour", "center", "centre"], []),
    ],
)
def test_spellings(spelling: str, known: list[str], unknown: list[str]) -> None:
    lex = Lexicon.default(70, spelling=spelling)
    assert [w for w in known if w not in lex] == []
    assert [w for w in unknown if w in lex] == []
    assert lex.level("colour" if spelling == "british" else "color") == 10


def test_british_keeps_the_shared_words_and_their_levels() -> None:
    american, british = Lexicon.default(35), Lexicon.default(35, spelling="british")
    shared = [w for w in american if w in british]
    assert len(shared) > 0.98 * len(american)
    assert [w for w in shared if american.level(w) != british.level(w)][:5] == []
    both = Lexicon.default(35, spelling="both")
    assert len(both) == len(set(american) | set(british))


def test_spelling_is_checked() -> None:
    with pytest.raises(InvalidInput, match="spelling is one of american, british, both"):
        Lexicon.default(spelling="canadian")


# -- membership -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def lex80() -> Lexicon:
    return Lexicon.default(80)


@pytest.mark.parametrize("word", ["cats", "boxes", "walked", "went", "mice", "geese", "Cats"])
def test_inflected_forms_are_words(word: str) -> None:
    assert word in Lexicon.default()


@pytest.mark.parametrize("word", ["paris", "nasa", "mr", "Paris", "NASA", "Mr"])
def test_names_and_abbreviations_are_not(word: str) -> None:
    assert word not in Lexicon.default()


def test_level_80_keeps_lowercase_paris(lex80: Lexicon) -> None:
    # SCOWL 80 lists "paris" lowercase (as in plaster of paris); the capitalised name never is.
    assert "paris" in lex80 and "nasa" not in lex80 and "mr" not in lex80


def test_two_letter_entries(lex80: Lexicon) -> None:
    assert [w for w in ["cs", "gs", "kb", "ms", "ts", "lx"] if w in lex80] == []
    assert [w for w in ["ox", "qi", "is", "us"] if w in lex80] == ["ox", "qi", "is", "us"]


def test_non_strings_are_not_words() -> None:
    lex = Lexicon.default()
    assert 3 not in lex and None not in lex and "" not in lex


def test_blocklist_removed_unless_asked() -> None:
    blocked = [
        line for line in
        (resources.files("wordgames") / "data" / "blocklist.txt").read_text("ascii").splitlines()
        if line and not line.startswith("#")
    ]
    assert len(blocked) > 100
    everything = Lexicon.default(80, contractions=True, family_friendly=False, spelling="both")
    clean = Lexicon.default(80, contractions=True, spelling="both")
    assert [w for w in blocked if w in clean] == []
    assert "arse" in Lexicon.default(family_friendly=False, spelling="british")
    assert "arse" not in Lexicon.default(spelling="british")
    present = [w for w in blocked if w in everything]
    assert len(present) == len(blocked)  # the list is limited to the bundled lexicon
    assert len(everything) - len(clean) == len(blocked)
    # At a child's level 10, SEX goes too: a word not for a class (wordgames.lexicon).
    gone = set(Lexicon.default(10, family_friendly=False)) - set(Lexicon.default(10))
    assert gone == {"cumming", "cums", "sex"}


def test_contractions_only_when_asked() -> None:
    plain = Lexicon.default(80)
    with_them = Lexicon.default(80, contractions=True)
    for word in ["don't", "o'clock", "can't", "you're"]:
        assert word not in plain
        assert word in with_them
    assert not any("'" in w for w in plain)
    assert len(with_them) - len(plain) == sum("'" in w for w in with_them) > 100


def test_default_is_cached_and_checks_level() -> None:
    assert Lexicon.default(35) is Lexicon.default(35)
    assert Lexicon.default(35) is not Lexicon.default(35, family_friendly=False)
    with pytest.raises(LexiconError, match="level must be one of 10, 20, 35"):
        Lexicon.default(45)


def test_restrict() -> None:
    lex = Lexicon.from_words(["ox", "cat", "cats", "house"])
    assert sorted(lex.restrict(min_len=3, exclude=["CATS"])) == ["cat", "house"]
    graded = Lexicon.default(80).restrict(level=20, min_len=5)
    # Lexicon.default(20) is a child's level: no words not for a class (NAKED) in it.
    assert len(graded) == sum(
        1 for w in Lexicon.default(20, family_friendly=False) if len(w) >= 5
        and w in Lexicon.default(80)
    )
    assert all(len(w) >= 5 and (graded.level(w) or 0) <= 20 for w in graded)
    # Ungraded words (a teacher's list) have no level to exclude them by.
    assert sorted(lex.restrict(level=10)) == sorted(lex)
    with pytest.raises(InvalidInput, match="not the string 'cat'"):
        lex.restrict(exclude="cat")


def test_iteration_len_repr() -> None:
    lex = Lexicon.from_words(["b", "a", "B"], name="mine")
    assert list(lex) == ["b", "a"] and len(lex) == 2
    assert repr(lex) == "<Lexicon 'mine': 2 words>"
    assert lex.level("a") is None


# -- from_words / from_file / from_nltk ---------------------------------------------------------


def test_from_words_rejects_bad_words() -> None:
    with pytest.raises(InvalidInput, match=r"word 2: 'ice cream' contains a space"):
        Lexicon.from_words(["cat", "ice cream"])
    with pytest.raises(InvalidInput, match=r"word 1: 'r2d2' contains a digit"):
        Lexicon.from_words(["r2d2"])
    with pytest.raises(InvalidInput, match="not one string"):
        Lexicon.from_words("cat")
    with pytest.raises(InvalidInput, match="word 3: empty word"):
        Lexicon.from_words(["a", "b", "  "])
    with pytest.raises(InvalidInput, match=r"word 1: \"'\" has no letters"):
        Lexicon.from_words(["'"])
    assert sorted(Lexicon.from_words(["Don't", "well-being"])) == ["don't", "well-being"]


def write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_from_file_plain_fixture() -> None:
    lex = Lexicon.from_file(FIXTURES / "plain.txt")
    assert sorted(lex) == ["cat", "dog", "don't", "mouse"]
    assert lex.name == "plain"


def test_from_file_csv_fixture() -> None:
    lex = Lexicon.from_file(FIXTURES / "words.csv")
    assert sorted(lex) == ["apple", "banana", "cherry"]


def test_from_file_bom_crlf_blank_comments_duplicates(tmp_path: Path) -> None:
    data = "\ufeff# my list\r\nCat\r\n\r\n  dog  \r\n# more\r\ncat\r\nDOG\r\nÉtude\r\n"
    lex = Lexicon.from_file(write(tmp_path, "list.txt", data.encode("utf-8")))
    # Stored as the tiles spell it (no tile has an accent); looked up either way.
    assert sorted(lex) == ["cat", "dog", "etude"]
    assert "Étude" in lex and "etude" in lex


def test_from_file_csv_with_bom_and_quotes(tmp_path: Path) -> None:
    data = '\ufeffid,Word,meaning\r\n1,Ox,"an animal, big"\r\n2,qi,"energy"\r\n3,OX,again\r\n'
    lex = Lexicon.from_file(write(tmp_path, "list.csv", data.encode("utf-8")))
    assert sorted(lex) == ["ox", "qi"]


def test_from_file_one_column_csv(tmp_path: Path) -> None:
    lex = Lexicon.from_file(write(tmp_path, "export.csv", b"word\ncat\ndog\n"))
    assert sorted(lex) == ["cat", "dog"]


def test_from_file_missing(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match=r"word list '.*nothere\.txt' not found"):
        Lexicon.from_file(tmp_path / "nothere.txt")


def test_from_file_directory(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="cannot read word list"):
        Lexicon.from_file(tmp_path)


@pytest.mark.parametrize("data", [b"", b"\n\n  \n", b"# only a comment\n\n"])
def test_from_file_empty(tmp_path: Path, data: bytes) -> None:
    with pytest.raises(LexiconError, match=r"empty\.txt: the word list has no words"):
        Lexicon.from_file(write(tmp_path, "empty.txt", data))


def test_from_file_binary(tmp_path: Path) -> None:
    path = write(tmp_path, "picture.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(LexiconError, match=r"picture\.txt: this is a binary file"):
        Lexicon.from_file(path)


def test_from_file_not_utf8(tmp_path: Path) -> None:
    path = write(tmp_path, "latin.txt", "cat\ndog\ncafé\n".encode("latin-1"))
    with pytest.raises(InvalidInput, match=r"latin\.txt, line 3: not UTF-8") as info:
        Lexicon.from_file(path)
    assert info.value.line == 3


@pytest.mark.parametrize(
    ("line", "what"), [("r2d2", "a digit"), ("ice cream", "a space"), ("c@t", "'@'")]
)
def test_from_file_bad_word_names_file_and_line(tmp_path: Path, line: str, what: str) -> None:
    path = write(tmp_path, "class.txt", f"# header\ncat\n\n{line}\ndog\n".encode())
    message = rf"class\.txt, line 4: '{line}' contains {what}"
    with pytest.raises(InvalidInput, match=message) as info:
        Lexicon.from_file(path)
    assert (info.value.source, info.value.line) == (str(path), 4)
    assert isinstance(info.value, WordgamesError)


def test_from_file_csv_without_word_column(tmp_path: Path) -> None:
    path = write(tmp_path, "terms.csv", b"# terms\nterm,meaning\nox,animal\n")
    with pytest.raises(InvalidInput, match=r"terms\.csv, line 2: a CSV word list needs a 'word'"):
        Lexicon.from_file(path)


def test_from_file_csv_row_without_word(tmp_path: Path) -> None:
    path = write(tmp_path, "terms.csv", b"meaning,word\nanimal,ox\nnothing\n")
    with pytest.raises(InvalidInput, match=r"terms\.csv, line 3: no word in the 'word' column"):
        Lexicon.from_file(path)


def test_from_nltk_missing_corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    nltk_data = pytest.importorskip("nltk.data")
    corpus_reader = pytest.importorskip("nltk.corpus.reader")
    corpus_util = pytest.importorskip("nltk.corpus.util")
    import nltk.corpus

    monkeypatch.setattr(nltk_data, "path", [str(tmp_path)])
    # A fresh lazy loader: an earlier successful load turns the module's loader into the reader.
    monkeypatch.setattr(nltk.corpus, "words", corpus_util.LazyCorpusLoader(
        "words", corpus_reader.WordListCorpusReader, r"(?!README|\.).*"))
    with pytest.raises(LexiconError, match=r"python -m nltk\.downloader words") as info:
        Lexicon.from_nltk("words")
    assert "not installed" in str(info.value) and "never downloads" in str(info.value)
    with pytest.raises(LexiconError, match="'nosuchcorpus' is not installed"):
        Lexicon.from_nltk("nosuchcorpus")


def test_from_nltk_installed_corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    nltk_data = pytest.importorskip("nltk.data")
    corpus_reader = pytest.importorskip("nltk.corpus.reader")
    corpus_util = pytest.importorskip("nltk.corpus.util")
    import nltk.corpus

    folder = tmp_path / "corpora" / "words"
    folder.mkdir(parents=True)
    (folder / "en").write_text("cat\nParis\ndog\nx-ray\nNASA\nmouse\n", encoding="utf-8")
    monkeypatch.setattr(nltk_data, "path", [str(tmp_path)])
    monkeypatch.setattr(nltk.corpus, "words", corpus_util.LazyCorpusLoader(
        "words", corpus_reader.WordListCorpusReader, r"(?!README|\.).*"))
    lex = Lexicon.from_nltk("words")
    assert sorted(lex) == ["cat", "dog", "mouse"]
    assert lex.name == "words"


# -- spelling: examples ---------------------------------------------------------------------------


def test_words_from_examples() -> None:
    lex = Lexicon.from_words(["end", "den", "ned", "sh", "she", "hues", "queen", "quest", "a"])
    assert lex.words_from(["E", "ND"]) == {"end"}
    assert lex.words_from(["E", "ND"], min_tiles=3) == set()
    assert lex.words_from(["E", "N", "D"], min_tiles=3) == {"end", "den", "ned"}
    assert lex.words_from(["SH", "U", "E"]) == {"sh", "she"}  # 'hues' would split SH
    assert lex.words_from(["QU", "E", "E", "N"]) == {"queen"}
    assert lex.words_from(["Q", "U", "E", "S", "T"]) == {"quest"}
    assert lex.words_from(["QU", "??", "T"]) == {"quest", "sh"}
    assert lex.words_from(["??"], min_len=1) == {"sh"}  # '??' is two letters, never one
    assert lex.words_from(["?"], min_len=1) == {"a"}
    assert lex.words_from([]) == set()


def test_words_from_rejects_bad_tiles() -> None:
    lex = Lexicon.default()
    with pytest.raises(InvalidInput, match=r"not the string 'cat': write \['c', 'a', 't'\]"):
        lex.words_from("cat")
    with pytest.raises(InvalidInput, match="unknown tile 'A1'"):
        lex.words_from(["A1"])
    with pytest.raises(InvalidInput, match="a tile is a string, not int"):
        lex.words_from([1])  # type: ignore[list-item]


def _wild_letters(spelling: Spelling) -> tuple[str, ...]:
    """What each wild tile of ``spelling`` stands for, in word order."""
    return tuple(letters for tile, letters in zip(spelling.tiles, spelling.letters, strict=True)
                 if tile in ("?", "??"))


def test_spellings_examples() -> None:
    lex = Lexicon.default()
    [mask] = lex.spellings("MASK", ["K", "??", "M"])
    assert mask == Spelling(("M", "??", "K"), ("m", "as", "k"))
    assert _wild_letters(mask) == ("as",)
    assert [s.tiles for s in lex.spellings("end", ["E", "ND", "N", "D"])] == [
        ("E", "N", "D"), ("E", "ND")]
    assert lex.spellings("hues", ["SH", "U", "E"]) == []
    quest = lex.spellings("quest", ["QU", "?", "?", "S", "T", "E"])
    assert {_wild_letters(s) for s in quest} == {
        (), ("e",), ("s",), ("t",), ("e", "s"), ("e", "t"), ("s", "t"), ("q", "u")}
    assert lex.spellings("o'clock", ["O", "'", "C", "L", "O", "C", "K"])[0].tiles == (
        "O", "'", "C", "L", "O", "C", "K")
    assert lex.spellings("o'clock", ["O", "?", "C", "L", "O", "C", "K"]) == []


# -- spelling: properties against the brute force ---------------------------------------------

# Few letters, so that racks often spell words; an apostrophe (Five Tiers), a hyphen (no tile
# spells it) and a non-ASCII letter (Spanish Ñ).
SMALL_ALPHABET = "abdenqsuh'-ñ"
small_words = st.text(alphabet=SMALL_ALPHABET, min_size=1, max_size=6).filter(
    lambda w: any(ch.isalpha() for ch in w)
)
TILE_FACES = ["A", "B", "D", "E", "N", "S", "U", "H", "Ñ", "QU", "SH", "ND", "AND", "?", "??", "'"]
racks = st.lists(st.sampled_from(TILE_FACES), max_size=7)


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(small_words, min_size=1, max_size=25),
    tiles=racks,
    min_len=st.integers(0, 4),
    min_tiles=st.integers(0, 4),
)
def test_words_from_matches_brute_force(
    words: list[str], tiles: list[str], min_len: int, min_tiles: int
) -> None:
    lex = Lexicon.from_words(words)
    expected = brute_words_from(list(lex), tiles, min_len, min_tiles)
    assert lex.words_from(tiles, min_len=min_len, min_tiles=min_tiles) == expected


# Racks that take the fast paths: singles and '?' only, or singles and '?' with one '??'.
single_racks = st.lists(st.sampled_from([f for f in TILE_FACES if len(f) == 1]), max_size=8)


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(small_words, min_size=1, max_size=25),
    tiles=single_racks,
    double_wild=st.booleans(),
    min_len=st.integers(0, 3),
    min_tiles=st.integers(0, 4),
)
def test_words_from_fast_paths_match_brute_force(
    words: list[str], tiles: list[str], double_wild: bool, min_len: int, min_tiles: int
) -> None:
    lex = Lexicon.from_words(words)
    rack = [*tiles, "??"] if double_wild else tiles
    expected = brute_words_from(list(lex), rack, min_len, min_tiles)
    assert lex.words_from(rack, min_len=min_len, min_tiles=min_tiles) == expected


@settings(max_examples=300, deadline=None)
@given(word=small_words, tiles=racks)
def test_spellings_match_brute_force(word: str, tiles: list[str]) -> None:
    lex = Lexicon.from_words([word])
    assert as_used(lex.spellings(word, tiles)) == brute_spellings(word, tiles)


@settings(max_examples=200, deadline=None)
@given(word=small_words, tiles=racks, data=st.data())
def test_spellings_of_a_coverable_word(word: str, tiles: list[str], data: st.DataObject) -> None:
    # Random racks rarely spell a random word; build one that does, then add noise.
    assume("-" not in word)  # no tile spells a hyphen
    cut: list[str] = []
    at = 0
    while at < len(word):
        size = data.draw(st.integers(1, min(2, len(word) - at)))
        piece = word[at : at + size]
        if not piece.isalpha():
            piece = word[at]  # an apostrophe is its own tile, never part of one
        wild = piece.isalpha() and data.draw(st.booleans())
        cut.append(("?" if len(piece) == 1 else "??") if wild else piece.upper())
        at += len(piece)
    rack = data.draw(st.permutations([*cut, *tiles]))
    lex = Lexicon.from_words([word])
    spellings = lex.spellings(word, rack)
    assert as_used(spellings) == brute_spellings(word, rack)
    assert spellings  # the cut itself is one way
    assert lex.words_from(rack, min_len=1) == {word}
    for s in spellings:
        assert "".join(s.letters) == word
        assert not Counter(s.tiles) - Counter(rack)


@pytest.fixture(scope="module")
def default_words() -> list[str]:
    return list(Lexicon.default())


WORD_STORM_LETTERS = [f for f in TileSet.load("wordstorm").tiles() if f != "?"]


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_default_lexicon_21_tiles_and_double_wild(seed: int, default_words: list[str]) -> None:
    rack = [*random.Random(seed).sample(WORD_STORM_LETTERS, 21), "??"]
    lex = Lexicon.default()
    assert lex.words_from(rack) == brute_words_from(default_words, rack)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    size=st.integers(5, 12),
    extras=st.lists(st.sampled_from(["?", "??", "QU", "SH", "ND", "TH", "ER"]), max_size=3),
    min_tiles=st.integers(1, 5),
)
def test_default_lexicon_mixed_racks(
    seed: int, size: int, extras: list[str], min_tiles: int, default_words: list[str]
) -> None:
    rack = [*random.Random(seed).sample(WORD_STORM_LETTERS, size), *extras]
    lex = Lexicon.default()
    expected = brute_words_from(default_words, rack, min_tiles=min_tiles)
    assert lex.words_from(rack, min_tiles=min_tiles) == expected


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), wilds=st.sampled_from([["?"], ["??"], ["?", "??"]]))
def test_default_lexicon_with_apostrophes(seed: int, wilds: list[str]) -> None:
    lex = Lexicon.default(80, contractions=True)
    letters = [f for f in TileSet.load("fivetiers").tiles() if f not in ("?", "'")]
    rack = [*random.Random(seed).sample(letters, 9), "'", *wilds]
    contractions = [w for w in lex if "'" in w]
    found = lex.words_from(rack)
    assert {w for w in found if "'" in w} == brute_words_from(contractions, rack)


@settings(max_examples=100, deadline=None)
@given(words=st.lists(st.text(alphabet="abcxyz'-", min_size=1, max_size=12), max_size=40))
def test_count_index_fast_build_matches_word_by_word(words: list[str]) -> None:
    # The index has a C-level build for ASCII lists and a word-by-word one for the rest.
    fast = CountIndex(set(words))
    slow = CountIndex.__new__(CountIndex)
    slow.words = fast.words
    slow.at_least = {}
    slow._count_any()
    assert fast.at_least == slow.at_least
    assert list(fast.words) == sorted(set(words), key=lambda w: (len(w), w))
    for k in range(14):
        assert fast.length_range(k, k).bit_count() == sum(len(w) == k for w in set(words))


def test_long_and_non_ascii_words_take_the_general_build() -> None:
    # The loaders refuse words longer than MAX_WORD_LENGTH; the index itself takes any.
    index = CountIndex(["a" * 300, "ñu", "año"])
    assert words_from(index, ["A"] * 299 + ["?"], min_len=1) == {"a" * 300}
    assert words_from(index, ["A"] * 299, min_len=1) == set()
    assert words_from(index, ["Ñ", "U", "A", "O"]) == {"ñu", "año"}


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(6, 10), min_tiles=st.integers(1, 4))
def test_default_lexicon_my_word_cards(
    seed: int, size: int, min_tiles: int, default_words: list[str]
) -> None:
    # MY WORD!'s cards: doubles (QU, ND, ...) with both wild kinds always in the display.
    cards = [f for f in TileSet.load("myword").tiles() if f not in ("?", "??")]
    rack = [*random.Random(seed).sample(cards, size), "?", "??"]
    lex = Lexicon.default()
    expected = brute_words_from(default_words, rack, min_tiles=min_tiles)
    assert lex.words_from(rack, min_tiles=min_tiles) == expected
