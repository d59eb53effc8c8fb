"""A teacher's files as Excel, Google Sheets, Word and a Mac write them (data/teachers/), and
the odd characters such files bring: every one loads as the words the teacher meant."""

from __future__ import annotations

import time
import unicodedata
from pathlib import Path

import pytest

from wordgames.classroom import WordList
from wordgames.classroom.wordlist import MAX_SEARCHED
from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon

TEACHERS = Path(__file__).parent / "data" / "teachers"

#: file, language: (encoding read, words, phrases, the first word's definition)
EXPECTED = {
    "excel_windows.csv": ("en", "Windows-1252", ["café", "balloon", "recipe", "it's"], [],
                          "a small restaurant"),
    "excel_spanish.csv": ("es", "Windows-1252", ["niño", "corazon", "pequeña"], [],
                          "un chico joven"),
    "excel_utf8.csv": ("en", "UTF-8 with a byte-order mark", ["piñata", "naïve"], ["bus stop"],
                       "a paper animal full of sweets"),
    "excel_unicode.txt": ("en", "UTF-16", ["rocket", "crayon"], [],
                          "a machine that flies to space"),
    "google_sheets.csv": ("en", "UTF-8", ["museum", "jalapeño"], ["ice cream"],
                          "a building with old and beautiful things"),
    "word_numbered.txt": ("en", "Windows-1252", ["castle", "dragon", "knight", "don't"],
                          ["fire engine"], None),
    "mac_nfd.txt": ("es", "UTF-8", ["niño", "corazon", "camion", "cancion"], [], None),
    "mac_utf16_spanish.txt": ("es", "UTF-16", ["niño", "cancion"], ["helado de fresa"],
                              "un chico joven"),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_program_s_file_loads_as_the_words_meant(name: str) -> None:
    language, encoding, words, phrases, definition = EXPECTED[name]
    loaded = WordList.load(TEACHERS / name, language=language)
    assert loaded.encoding == encoding
    assert loaded.words == words
    assert [p.word for p in loaded.phrases] == phrases
    assert loaded.entries[0].definition == definition
    # Nothing of the file's bytes is left on a word: no accent apart, no quote, no number.
    for word in loaded.words:
        assert unicodedata.is_normalized("NFC", word) and word.replace("'", "").isalpha()
    assert f"read as {encoding}" in loaded._repr_html_()
    read_as = [str(r) for r in loaded.report if r.word == ""]
    if encoding in ("UTF-8", "UTF-8 with a byte-order mark"):
        assert read_as == []
    else:
        assert read_as[0].startswith(f"line 1: read as {encoding} text")


def test_the_files_report_what_they_hold_that_is_no_word() -> None:
    word = WordList.load(TEACHERS / "word_numbered.txt")
    rows = {(r.line, r.kind) for r in word.report}
    assert (1, "not a word") in rows  # the document's title, left out
    assert (7, "phrase") in rows
    assert word.entry("fire engine") is not None
    spanish = WordList.load(TEACHERS / "excel_spanish.csv", language="es")
    entry = spanish.entry("corazón")
    assert entry is not None and entry.definition == "órgano que bombea la sangre"
    assert "palabra" not in spanish.words and "definición" not in spanish.words
    excel = WordList.load(TEACHERS / "excel_utf8.csv")
    assert "line 3: naïve: the tiles have no Ï: write it as naive" in map(str, excel.report)


def test_a_decomposed_accent_is_one_letter() -> None:
    decomposed = unicodedata.normalize("NFD", "niño\ncamión\n")
    assert WordList.load(decomposed, language="es").words == ["niño", "camion"]
    english = WordList.load(unicodedata.normalize("NFD", "café\ncat\n"))
    assert english.words == ["café", "cat"]
    assert str(english.report[0]) == "line 1: café: the tiles have no É: write it as cafe"


@pytest.mark.parametrize(
    ("codec", "encoding"),
    [("utf-16", "UTF-16"), ("utf-16-le", "UTF-16"), ("utf-16-be", "UTF-16"),
     ("utf-32", "UTF-32"), ("utf-32-le", "UTF-32"), ("utf-32-be", "UTF-32"),
     ("cp1252", "Windows-1252"), ("utf-8-sig", "UTF-8 with a byte-order mark")],
)
def test_every_encoding_with_or_without_its_mark(codec: str, encoding: str) -> None:
    loaded = WordList.load("word;definición\ncafé;where we eat\nowl;a bird\n".encode(codec))
    assert loaded.encoding == encoding
    assert loaded.words == ["café", "owl"]
    assert loaded.entries[0].definition == "where we eat"


def test_a_binary_file_is_still_refused() -> None:
    with pytest.raises(InvalidInput, match="binary file"):
        WordList.load(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00")


def test_curly_quotes_no_break_spaces_and_invisible_characters_are_cleaned() -> None:
    loaded = WordList.load("\u201ccat\u201d\n\u2018dog\u2019\nit\u2019s\nowl\u00a0\nbee\u200b\n"
                           "ice\u00a0cream\n")
    assert loaded.words == ["cat", "dog", "it's", "owl", "bee"]
    assert [p.word for p in loaded.phrases] == ["ice cream"]


@pytest.mark.parametrize(
    "text",
    ["1. cat\n2. dog\n3. owl\n", "1) cat\n2) dog\n3) owl\n", "1.\tcat\n2.\tdog\n3.\towl\n",
     "(1) cat\n(2) dog\n(3) owl\n", "• cat\n• dog\n• owl\n", "- cat\n- dog\n- owl\n",
     "1 - cat\n2 - dog\n3 - owl\n", "1.cat, 2.dog, 3.owl"],
)
def test_numbered_and_bulleted_lists_are_their_words(text: str) -> None:
    loaded = WordList.load(text)
    assert loaded.words == ["cat", "dog", "owl"], loaded.report
    assert not [r for r in loaded.report if r.kind == "not a word"]


def test_phrases_in_a_plain_list_are_kept_and_reported() -> None:
    loaded = WordList.load("ice cream\nbus stop\ncat\n")
    assert loaded.words == ["cat"]
    assert [p.word for p in loaded.phrases] == ["ice cream", "bus stop"]
    assert [(r.line, r.kind) for r in loaded.report if r.kind == "phrase"] == [
        (1, "phrase"), (2, "phrase")]
    assert "ice cream" in loaded and loaded.entry("Bus Stop") is not None
    # After commas too; a line of spaces alone among comma lists stays words (frog toad).
    mixed = WordList.load("ice cream, cat\nfrog toad\n")
    assert mixed.words == ["cat", "frog", "toad"]
    assert [p.word for p in mixed.phrases] == ["ice cream"]
    # A phrase is no target of a game: usable() never gives it.
    assert loaded.usable("wordstorm").words == ["cat"]
    from wordgames.classroom import meaning

    assert meaning("ice cream", loaded) == "a frozen sweet food made from milk or cream"


def test_saved_and_opened_a_list_keeps_its_phrases(tmp_path: Path) -> None:
    WordList.load("ice cream\ncat\n").save("food", folder=tmp_path)
    again = WordList.open("food", folder=tmp_path)
    assert again.words == ["cat"] and [p.word for p in again.phrases] == ["ice cream"]


@pytest.mark.parametrize(
    "header",
    ["palabra;definición", "Palabra,Definicion", "PALABRAS\tSIGNIFICADO", "palabra;significado",
     "Word,Meaning", "término;traducción"],
)
def test_spanish_and_english_headers(header: str) -> None:
    separator = next(c for c in ";,\t" if c in header)
    loaded = WordList.load(f"{header}\ngato{separator}un animal que maúlla\n", language="es")
    assert loaded.words == ["gato"]
    assert loaded.entries[0].definition == "un animal que maúlla"


def test_a_roster_of_unknown_names_has_a_bounded_search() -> None:
    names = [f"zq{a}{b}{c}xk" for a in "abcdefgh" for b in "aeiouy" for c in "bdfglmnpr"][:400]
    Lexicon.default(70), Lexicon.default(80, contractions=True)  # loaded before the clock
    start = time.perf_counter()
    loaded = WordList.load("\n".join(names))
    took = time.perf_counter() - start
    unknown = [r for r in loaded.report if r.kind == "not in the dictionary"]
    assert len(unknown) == 400
    bounded = [r for r in loaded.report if r.kind == "read as" and r.word == ""]
    assert len(bounded) == 1 and f"more than {MAX_SEARCHED} words" in bounded[0].problem
    assert bounded[0].line == MAX_SEARCHED + 1
    print(f"400 unknown names checked in {took:.1f} s")  # timed by hand, never asserted


def test_everyday_contractions_are_words_and_poetic_ones_are_not_childrens() -> None:
    children = Lexicon.default(50, contractions=True)
    for word in ("it's", "i'm", "let's", "that's", "don't", "we're", "what's"):
        assert word in children, word
    for word in ("cowslip'd", "o'er", "ne'er", "e'er", "whate'er"):
        assert word not in children, word
    assert "cowslip'd" in Lexicon.default(80, contractions=True)
    loaded = WordList.load("it's\nI'm\nlet's\nthat's\n")
    assert loaded.words == ["it's", "i'm", "let's", "that's"]
    assert not [r for r in loaded.report if r.kind == "not in the dictionary"]
