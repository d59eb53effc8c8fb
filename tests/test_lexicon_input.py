"""The dictionary's input: what each game's default list leaves out (slang, bare affixes), and a
clear ``WordgamesError`` for every bad word, word list, path or argument, nothing half-applied."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames.errors import InvalidInput, LexiconError, WordgamesError
from wordgames.lexicon import MAX_WORD_LENGTH, CountIndex, Lexicon, spellings, words_from

ROOT = Path(__file__).resolve().parent.parent
AUDIT_SLANG = ("gonna", "wanna", "kinda", "dunno")


def shipped(name: str) -> list[str]:
    text = (resources.files("wordgames") / "data" / f"{name}.txt").read_text("ascii")
    return [line for line in text.splitlines() if line and not line.startswith("#")]


# -- what the default lists leave out ----------------------------------------------------------


def test_slang_is_left_out_only_when_asked() -> None:
    everything = Lexicon.default(80, contractions=True)
    no_slang = Lexicon.default(80, contractions=True, slang=False)
    for word in (*AUDIT_SLANG, "gotta", "sorta", "gimme", "lemme", "yeah", "nope", "y'all"):
        assert word in everything and word not in no_slang, word
    # Informal words with a meaning of their own, and look-alikes with a standard sense, stay.
    for word in ("comfy", "kiddo", "okay", "yah", "sup", "howdy", "dis"):
        assert word in no_slang, word
    assert set(everything) - set(no_slang) == set(shipped("slang"))
    assert no_slang.name == "SCOWL 80 + contractions, no slang"


def test_bare_affixes_are_left_out_only_when_asked() -> None:
    everything = Lexicon.default(80, contractions=True)
    no_affixes = Lexicon.default(80, contractions=True, affixes=False)
    for word in ("pre", "un", "ment", "ous", "multi"):
        assert word in everything and word not in no_affixes, word
    # Affixes that are words of their own (a person opposed, a doctrine, a former partner...).
    for word in ("anti", "ism", "ex", "re", "pro", "sub", "super", "ology", "semi", "hyper"):
        assert word in no_affixes, word
    assert set(everything) - set(no_affixes) == set(shipped("affixes"))


def test_each_games_default_dictionary_follows_its_rulebook() -> None:
    from wordgames import fivetiers, myword, wordstorm

    storm = wordstorm.game.default_lexicon(wordstorm.Rules())
    word = myword.game.default_lexicon(myword.Rules())
    tiers = fivetiers.game.default_lexicon(fivetiers.Rules())
    for lex in (storm, word):  # slang forbidden; contractions forbidden
        assert not set(AUDIT_SLANG) & set(lex) and "don't" not in lex and "pre" not in lex
        assert {"cat", "comfy", "okay"} <= set(lex)
    # Five Tiers: slang and contractions allowed, bare prefixes and suffixes not.
    assert set(AUDIT_SLANG) <= set(tiers) and "don't" in tiers
    assert "pre" not in tiers and "un" not in tiers and "anti" in tiers
    # The games use them when given no lexicon, and the registry hands out the same ones.
    assert wordstorm.Game().lexicon is storm and myword.Game().lexicon is word
    assert fivetiers.Game().lexicon is tiers
    from wordgames import GAMES

    assert GAMES["wordstorm"].default_lexicon(wordstorm.Rules()) is storm
    assert GAMES["fivetiers"].default_lexicon(fivetiers.Rules()) is tiers
    spanish = GAMES["fivetiers"].default_lexicon(fivetiers.Rules(spanish=True))
    assert spanish is Lexicon.default(80, language="es") and spanish.name == "Spanish 80"
    assert {"perro", "año", "cafe"} <= set(spanish) and "cat" not in spanish


def test_the_shipped_lists_hold_bundled_words_only() -> None:
    every = Lexicon.default(80, contractions=True, family_friendly=False)
    for name in ("slang", "affixes"):
        words = shipped(name)
        assert words == sorted(set(words)) and all(w in every for w in words), name
    assert set(AUDIT_SLANG) <= set(shipped("slang"))
    assert {"pre", "un"} <= set(shipped("affixes"))
    assert not set(shipped("slang")) & set(shipped("affixes"))


@pytest.mark.skipif(
    not Path("/usr/share/wordnet/data.noun").exists() and os.environ.get("CI") != "true",
    reason="needs Debian's wordnet-base (apt-get install wordnet-base)",
)
def test_the_build_script_reproduces_the_shipped_lists() -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_exclusions.py"), "--check"],
        capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.rstrip().endswith("up to date")
    excluded = "ance ary de fy geo ish mal ment multi ose ous pre tele un ure"
    assert f"affixes: 15 excluded: {excluded}" in out.stdout


# -- a clear error for every bad input ---------------------------------------------------------

LEX = Lexicon.from_words(["cat", "act", "end"])


class Weird:
    """An object that is neither a word nor a list of words."""


BAD_CALLS: list[tuple[str, Callable[[], object], type[WordgamesError], str]] = [
    ("level(None)", lambda: LEX.level(None), InvalidInput,  # type: ignore[arg-type]
     "level() takes a word (text), not NoneType"),
    ("level(3)", lambda: LEX.level(3), InvalidInput, "not int"),  # type: ignore[arg-type]
    ("level(b'cat')", lambda: LEX.level(b"cat"), InvalidInput,  # type: ignore[arg-type]
     "not bytes"),
    ("from_words(None)", lambda: Lexicon.from_words(None), InvalidInput,  # type: ignore[arg-type]
     "from_words takes a list of words, not NoneType"),
    ("from_words(5)", lambda: Lexicon.from_words(5), InvalidInput,  # type: ignore[arg-type]
     "not int"),
    ("from_words(object)", lambda: Lexicon.from_words(Weird()), InvalidInput,  # type: ignore[arg-type]
     "not Weird"),
    ("from_words('cat')", lambda: Lexicon.from_words("cat"), InvalidInput, "not one string"),
    ("from_words(b'cat')", lambda: Lexicon.from_words(b"cat"), InvalidInput,  # type: ignore[arg-type]
     "not one string"),
    ("from_words([None])", lambda: Lexicon.from_words(["cat", None]), InvalidInput,  # type: ignore[list-item]
     "word 2: a word is text, not NoneType"),
    ("from_words([3])", lambda: Lexicon.from_words([3]), InvalidInput,  # type: ignore[list-item]
     "word 1: a word is text, not int"),
    ("from_words([b'x'])", lambda: Lexicon.from_words([b"dog"]), InvalidInput,  # type: ignore[list-item]
     "word 1: a word is text, not bytes"),
    ("from_words(long)", lambda: Lexicon.from_words(["a" * 200_000]), InvalidInput,
     "word 1: a 200,000-character entry"),
    ("from_words(name=None)", lambda: Lexicon.from_words(["cat"], name=None),  # type: ignore[arg-type]
     InvalidInput, "name is text, not NoneType"),
    ("from_file(None)", lambda: Lexicon.from_file(None), InvalidInput,  # type: ignore[arg-type]
     "from_file takes the path of a word list (a str or Path), not NoneType"),
    ("from_file(3)", lambda: Lexicon.from_file(3), InvalidInput, "not int"),  # type: ignore[arg-type]
    ("from_file(bytes)", lambda: Lexicon.from_file(b"words.txt"), InvalidInput,  # type: ignore[arg-type]
     "not bytes"),
    ("from_file(NUL)", lambda: Lexicon.from_file("words\x00.txt"), InvalidInput,
     "has a NUL character"),
    ("from_file(long path)", lambda: Lexicon.from_file("x" * 5000), LexiconError,
     "cannot read word list"),
    ("from_nltk(None)", lambda: Lexicon.from_nltk(None), InvalidInput,  # type: ignore[arg-type]
     "an nltk corpus is named by a word"),
    ("from_nltk('../x')", lambda: Lexicon.from_nltk("../x"), InvalidInput,
     "an nltk corpus is named by a word"),
    ("default(level='70')", lambda: Lexicon.default("70"), LexiconError,  # type: ignore[arg-type]
     "level must be one of 10, 20"),
    ("default(level=True)", lambda: Lexicon.default(True), LexiconError,  # type: ignore[arg-type]
     "not True"),
    ("default(level=[])", lambda: Lexicon.default([]), LexiconError,  # type: ignore[arg-type]
     "not []"),
    ("default(contractions=None)", lambda: Lexicon.default(contractions=None),  # type: ignore[arg-type]
     InvalidInput, "contractions must be True or False, not None"),
    ("default(slang='no')", lambda: Lexicon.default(slang="no"),  # type: ignore[arg-type]
     InvalidInput, "slang must be True or False, not 'no'"),
    ("default(family_friendly=[])", lambda: Lexicon.default(family_friendly=[]),  # type: ignore[arg-type]
     InvalidInput, "family_friendly must be True or False"),
    ("restrict(level='x')", lambda: LEX.restrict(level="x"), InvalidInput,  # type: ignore[arg-type]
     "level must be a whole number or None, not 'x'"),
    ("restrict(min_len=2.5)", lambda: LEX.restrict(min_len=2.5), InvalidInput,  # type: ignore[arg-type]
     "min_len must be a whole number or None, not 2.5"),
    ("restrict(exclude=None)", lambda: LEX.restrict(exclude=None), InvalidInput,  # type: ignore[arg-type]
     "exclude takes a list of words, not NoneType"),
    ("restrict(exclude=[None])", lambda: LEX.restrict(exclude=["cat", None]),  # type: ignore[list-item]
     InvalidInput, "exclude, word 2: a word is text, not NoneType"),
    ("restrict(exclude='cat')", lambda: LEX.restrict(exclude="cat"), InvalidInput,
     "not the string 'cat'"),
    ("at_level('10')", lambda: LEX.at_level("10"), InvalidInput,  # type: ignore[arg-type]
     "level must be a whole number or None"),
    ("words_from(None)", lambda: LEX.words_from(None), InvalidInput,  # type: ignore[arg-type]
     "tiles must be a list of tile strings, not NoneType"),
    ("words_from(5)", lambda: LEX.words_from(5), InvalidInput, "not int"),  # type: ignore[arg-type]
    ("words_from([None])", lambda: LEX.words_from(["C", None]), InvalidInput,  # type: ignore[list-item]
     "a tile is a string, not NoneType"),
    ("words_from(min_len='2')", lambda: LEX.words_from(["C"], min_len="2"),  # type: ignore[arg-type]
     InvalidInput, "min_len must be a whole number, not '2'"),
    ("words_from(min_tiles=None)", lambda: LEX.words_from(["C"], min_tiles=None),  # type: ignore[arg-type]
     InvalidInput, "min_tiles must be a whole number, not None"),
    ("spellings(None)", lambda: LEX.spellings(None, ["C"]), InvalidInput,  # type: ignore[arg-type]
     "spellings() takes a word (text), not NoneType"),
    ("spellings(long)", lambda: LEX.spellings("a" * 1_100, ["?"] * 1_100), InvalidInput,
     "a 1,100-character word is longer than any word (64 characters at most)"),
    ("spellings(tiles=None)", lambda: spellings("cat", None), InvalidInput,  # type: ignore[arg-type]
     "tiles must be a list of tile strings"),
    ("words_from(index, 'CAT')", lambda: words_from(CountIndex(["cat"]), "CAT"), InvalidInput,
     "not the string 'CAT'"),
]


@pytest.mark.parametrize(("call", "error", "message"), [c[1:] for c in BAD_CALLS],
                         ids=[c[0] for c in BAD_CALLS])
def test_bad_arguments_raise_a_clear_error(
    call: Callable[[], object], error: type[WordgamesError], message: str
) -> None:
    with pytest.raises(error) as caught:
        call()
    assert message in str(caught.value)


def write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


BAD_FILES: list[tuple[str, str, bytes, type[WordgamesError], str]] = [
    ("empty", "list.txt", b"", LexiconError, "the word list has no words"),
    ("blank lines", "list.txt", b"\n \r\n\t\n", LexiconError, "the word list has no words"),
    ("comments only", "list.txt", b"# my words\n# none yet\n", LexiconError, "has no words"),
    ("BOM only", "list.txt", b"\xef\xbb\xbf", LexiconError, "has no words"),
    ("CSV header only", "list.csv", b"word,level\n", LexiconError, "has no words"),
    ("binary", "list.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", LexiconError,
     "this is a binary file, not a word list"),
    ("gzip", "list.txt", b"\x1f\x8b\x08\x00\x00\x00\x00\x00", LexiconError, "binary file"),
    ("Latin-1", "list.txt", b"cat\ncaf\xe9\n", InvalidInput,
     "line 2: not UTF-8 text (save the list as UTF-8)"),
    ("UTF-16", "list.txt", "cat\ndog\n".encode("utf-16"), LexiconError, "binary file"),
    ("long word", "list.txt", b"cat\n" + b"a" * 200_000 + b"\n", InvalidInput,
     "line 2: a 200,000-character entry ('aaaaaaaaaaaaaaaaaaaa'...) is no word: the longest "
     "allowed has 64"),
    ("65 letters", "list.txt", b"cat\n" + b"b" * (MAX_WORD_LENGTH + 1) + b"\n", InvalidInput,
     "line 2: a 65-character entry"),
    ("long CSV cell", "list.csv", b"word\n" + b"x" * 200_000 + b"\n", InvalidInput,
     "line 2: not a CSV row (field larger than field limit"),
    ("long quoted CSV cell", "list.csv", b'word,note\ncat,"' + b"y" * 140_000 + b'"\n',
     InvalidInput, "line 2: not a CSV row"),
    ("long CSV header", "list.csv", b"word," + b"h" * 140_000 + b"\ncat,x\n", InvalidInput,
     "line 1: not a CSV row"),
    ("CSV without word", "list.csv", b"name,level\ncat,1\n", InvalidInput,
     "line 1: a CSV word list needs a 'word' column; the header has 'name', 'level'"),
    ("wide CSV header", "list.csv", (",".join(f"c{i}" for i in range(50)) + "\n").encode(),
     InvalidInput, "'c9', ..."),
    ("CSV empty cell", "list.csv", b"word\ncat\n\"\"\n", InvalidInput,
     "line 3: no word in the 'word' column"),
    ("digit", "list.txt", b"cat\nc4t\n", InvalidInput, "line 2: 'c4t' contains a digit"),
    ("control character", "list.txt", b"cat\nd\x07g\n", InvalidInput, "line 2: 'd\\x07g'"),
    ("apostrophe alone", "list.txt", b"cat\n'\n", InvalidInput, "line 2: \"'\" has no letters"),
]


@pytest.mark.parametrize(("name", "data", "error", "message"), [f[1:] for f in BAD_FILES],
                         ids=[f[0] for f in BAD_FILES])
def test_bad_word_list_files_raise_a_clear_error(
    tmp_path: Path, name: str, data: bytes, error: type[WordgamesError], message: str
) -> None:
    path = write(tmp_path, name, data)
    with pytest.raises(error) as caught:
        Lexicon.from_file(path)
    assert message in str(caught.value)
    assert str(path) in str(caught.value)  # says which file


def test_the_csv_limit_is_the_modules_own() -> None:
    # The long-cell cases above go past the csv module's limit, whatever this Python sets.
    assert csv.field_size_limit() < 140_000


def test_a_directory_and_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="not found"):
        Lexicon.from_file(tmp_path / "nope.txt")
    with pytest.raises(LexiconError, match="cannot read word list"):
        Lexicon.from_file(tmp_path)


def test_the_longest_allowed_word_loads(tmp_path: Path) -> None:
    word = "a" * MAX_WORD_LENGTH
    assert word in Lexicon.from_words([word])
    assert word in Lexicon.from_file(write(tmp_path, "long.txt", word.encode()))
    assert "pneumonoultramicroscopicsilicovolcanoconiosis" in Lexicon.from_words(
        ["pneumonoultramicroscopicsilicovolcanoconiosis"])


def test_nothing_is_half_applied() -> None:
    lex = Lexicon.from_words(["cat", "dog"])
    with pytest.raises(InvalidInput):
        lex.restrict(exclude=["cat", None])  # type: ignore[list-item]
    with pytest.raises(InvalidInput):
        lex.words_from(["C", "A", None])  # type: ignore[list-item]
    assert sorted(lex) == ["cat", "dog"] and lex.words_from(["C", "A", "T"]) == {"cat"}
    # A failed default() caches nothing: the next good call works.
    with pytest.raises(InvalidInput):
        Lexicon.default(contractions="yes")  # type: ignore[arg-type]
    assert "cat" in Lexicon.default()


# -- fuzz: only WordgamesError escapes the loaders ---------------------------------------------

ANY_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text() | st.binary(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                 max_size=3),
    max_leaves=6,
)
WORDISH = st.text(alphabet=st.characters(codec="utf-8"), max_size=12) | st.sampled_from(
    ["cat", "Dog", "  end ", "don't", "x-ray", "ñu", "", "'", "-", "a" * 70, "c4t", "a b"])


def loaded_or_refused(make: Callable[[], Lexicon]) -> Lexicon | None:
    try:
        lex = make()
    except WordgamesError:
        return None
    # What loaded is usable: membership, levels and spelling all work on it.
    for word in list(lex)[:5]:
        assert word in lex and lex.level(word) is None
    lex.words_from(["A", "?", "??"])
    return lex


@settings(max_examples=300, deadline=None)
@given(words=st.lists(WORDISH | ANY_VALUE, max_size=8) | ANY_VALUE)
def test_fuzz_from_words(words: Any) -> None:
    lex = loaded_or_refused(lambda: Lexicon.from_words(words))
    if lex is not None:
        assert all(isinstance(w, str) and 0 < len(w) <= MAX_WORD_LENGTH for w in lex)


LINES = st.lists(WORDISH | st.sampled_from(["# note", "word", "word,level", '"cat",1', "a,b,c",
                                            '"unclosed', "\ufeffcat", "x" * 140_000]),
                 max_size=8)


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    content=st.binary(max_size=300)
    | LINES.map(lambda lines: "\n".join(lines).encode("utf-8", "surrogatepass"))
    | LINES.map(lambda lines: "\r\n".join(lines).encode("utf-8", "surrogatepass")),
    suffix=st.sampled_from([".txt", ".csv", ".CSV", ""]),
)
def test_fuzz_from_file(tmp_path: Path, content: bytes, suffix: str) -> None:
    path = write(tmp_path, f"list{suffix}", content)
    loaded_or_refused(lambda: Lexicon.from_file(path))


# Relative names only, read from an empty folder: a fuzzed "/dev/zero" would never end.
RELATIVE = st.text(max_size=300).filter(lambda p: not p.startswith(("/", "~")) and ".." not in p)


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=ANY_VALUE.filter(lambda v: not isinstance(v, str)) | RELATIVE)
def test_fuzz_from_file_paths(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, path: Any
) -> None:
    monkeypatch.chdir(tmp_path)
    loaded_or_refused(lambda: Lexicon.from_file(path))
