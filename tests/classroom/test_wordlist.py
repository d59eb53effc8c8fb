"""The teacher's word lists: loading, the report, bad input, saving by name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wordgames.classroom import WordList, saved_lists
from wordgames.errors import InvalidInput, LexiconError, WordgamesError

DATA = Path(__file__).parent / "data"


def rows(words: WordList) -> list[tuple[int, str, str]]:
    return [(row.line, row.word, row.kind) for row in words.report]


def test_a_20_word_csv_with_3_bad_lines_becomes_a_report() -> None:
    words = WordList.load(DATA / "week3.csv")
    assert words.name == "week3"
    assert len(words) == 18  # 20 rows, less the duplicate and the non-word
    assert words.words[:4] == ["cat", "dog", "horse", "tiger"]
    assert rows(words) == [
        (16, "monky", "not in the dictionary"),
        (20, "dog", "duplicate"),
        (21, "tr33", "not a word"),
    ]
    assert words.report[0].nearest == ("money", "monkey", "monks")
    assert str(words.report[1]) == "line 20: dog: a duplicate of line 3"
    cat = words.entry("Cat")
    assert cat is not None and cat.definition == "a small furry pet that purrs"
    assert cat.category == "Animals" and cat.line == 2
    boots = words.entry("boots")
    assert boots is not None and boots.note == "spelled with two Os"
    assert "<td><b>monky</b></td>" in words.report._repr_html_()


def test_pasted_text_one_word_a_line_or_separated() -> None:
    words = WordList.load("cat, dog; bird\tfish\n\n# a comment\nfrog  toad\n")
    assert words.words == ["cat", "dog", "bird", "fish", "frog", "toad"]
    assert [e.line for e in words.entries] == [1, 1, 1, 1, 4, 4]
    assert words.name == "pasted"
    assert len(words.report) == 0
    assert "no problems" in words.report._repr_html_()


def test_cells_pasted_from_a_spreadsheet_are_a_table() -> None:
    words = WordList.load("Word\tMeaning\tSubject\nrose\ta flower\tplant\nice cream\tcold\t\n")
    assert words.words == ["rose"]
    rose = words.entry("rose")
    assert rose is not None and rose.definition == "a flower" and rose.category == "Plants"
    assert rows(words) == [(3, "ice cream", "phrase")]
    assert words.report[0].problem == (
        "a phrase of 2 words: kept in the list's phrases for its meaning; a game takes one "
        "word at a time (put ICE and CREAM on lines of their own, or write it as one word)"
    )
    assert [(e.word, e.definition) for e in words.phrases] == [("ice cream", "cold")]


def test_a_quoted_csv_field_may_hold_commas_and_line_breaks() -> None:
    words = WordList.load('word,definition\ncat,"a pet, small and\nfurry"\nowl,a bird\n')
    assert words.words == ["cat", "owl"]
    cat, owl = words.entries
    assert cat.definition == "a pet, small and\nfurry"
    assert (cat.line, owl.line) == (2, 4)


def test_what_each_game_cannot_use() -> None:
    words = WordList.load("ox\nzebra\nelephant\njazz\ndon't\nx-ray\na")
    found = {(row.word, row.kind): row.problem for row in words.report}
    assert found[("ox", "MY WORD!")] == "too short for MY WORD! (3 cards at least)"
    assert found[("elephant", "Five Tiers")] == "too long for Five Tiers (6 tiles at most)"
    assert found[("zebra", "MY WORD!")] == (
        "the MY WORD! cards have no Z: only a wild can stand in"
    )
    assert found[("jazz", "Word Storm")] == (
        "the Word Storm tiles have 1 Z (the word needs 2): only a wild can stand in"
    )
    assert found[("don't", "MY WORD!")] == "MY WORD! allows no apostrophes or hyphens"
    assert ("don't", "Five Tiers") not in found  # Five Tiers has apostrophe tiles
    assert ("don't", "not in the dictionary") not in found  # a contraction, not a misspelling
    assert found[("x-ray", "Five Tiers")] == "Five Tiers has no hyphen tile"
    assert found[("a", "Word Storm")] == "too short for Word Storm (2 tiles at least)"
    assert words.usable("fivetiers").words == ["ox", "zebra", "jazz", "don't"]
    assert words.usable("myword").words == ["elephant"]
    with pytest.raises(InvalidInput, match="no game 'chess'"):
        words.usable("chess")


def test_the_family_friendly_filter_and_rare_words() -> None:
    words = WordList.load("cat\nshit\nquokka")
    assert words.words == ["cat", "quokka"]
    assert ("shit" in words) is False
    kinds = {(row.word, row.kind): row.problem for row in words.report}
    assert kinds[("shit", "family filter")] == "removed by the family-friendly filter"
    assert kinds[("quokka", "not in the dictionary")].startswith(
        "a rare word (SCOWL level 80), not in the dictionary (SCOWL 70)"
    )


def test_the_list_as_a_dictionary() -> None:
    lexicon = WordList.load(DATA / "week3.csv").lexicon()
    assert "tiger" in lexicon and "monky" in lexicon and "cow" not in lexicon
    assert lexicon.name == "week3"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "the file is empty"),
        (b"\n \n\t\n", "the file is empty"),
        (b"%PDF-1.4\n\x00\x01\x02binary", "line 2: this is a binary file"),
        (b"cat\ndog\n" + b"a" * 200_000 + b"\n", "line 3: the line is 200,000 characters long"),
        (b"cat\ncaf\x81\n", "line 2, column 4: not UTF-8 or Windows-1252 text (byte 0x81)"),
        (b"cat\n\x1b[31mred\n", "line 2: a control character (U+001B)"),
        (b"# only a comment\n", "the word list has no words"),
    ],
)
def test_bad_files_say_what_and_where(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "list.txt"
    path.write_bytes(content)
    with pytest.raises(InvalidInput) as info:
        WordList.load(path)
    assert message in str(info.value)
    assert str(path) in str(info.value)
    # The same bytes uploaded (from a file widget) say the same.
    with pytest.raises(InvalidInput, match=re.escape(message.split(": ", 1)[-1][:20])):
        WordList.load(content)


def test_utf16_from_excel_and_a_byte_order_mark_are_text(tmp_path: Path) -> None:
    path = tmp_path / "unicode.txt"
    path.write_bytes("word\ttranslation\ncafé\tcoffee\n".encode("utf-16"))
    assert WordList.load(path).words == ["café"]
    path.write_bytes("\ufeffcat\ndog\n".encode())
    assert WordList.load(path).words == ["cat", "dog"]
    # Pasted from such a file, the mark comes along: the header is still a header.
    pasted = WordList.load("\ufeffword,definition\ncloud,A white or grey mass in the sky\n")
    assert pasted.words == ["cloud"]
    entry = pasted.entry("cloud")
    assert entry is not None and entry.definition == "A white or grey mass in the sky"


def test_a_missing_file_or_folder(tmp_path: Path) -> None:
    with pytest.raises(LexiconError, match="not found"):
        WordList.load(tmp_path / "nope.csv")
    with pytest.raises(LexiconError, match="not found"):
        WordList.load("week9.csv")  # looks like a file name, so it is not read as one word
    with pytest.raises(LexiconError, match="is a folder"):
        WordList.load(tmp_path)
    with pytest.raises(WordgamesError, match="not int"):
        WordList.load(42)  # type: ignore[arg-type]


def test_saved_by_name_and_listed(tmp_path: Path) -> None:
    assert saved_lists(tmp_path) == []
    words = WordList.load(DATA / "week3.csv")
    path = words.save(folder=tmp_path)
    assert path == tmp_path / "lists" / "week3.csv"
    WordList.load("owl\nbat").save("night animals", folder=tmp_path)
    assert saved_lists(tmp_path) == ["night animals", "week3"]
    again = WordList.open("week3", folder=tmp_path)
    assert again.words == words.words
    assert again.entry("cat") == words.entry("cat")
    assert [r.kind for r in again.report] == ["not in the dictionary"]  # the others were dropped
    with pytest.raises(LexiconError, match="saved lists: night animals, week3"):
        WordList.open("week4", folder=tmp_path)
    with pytest.raises(InvalidInput, match="cannot name a file"):
        words.save("../escape", folder=tmp_path)


def test_the_default_folder_follows_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WORDGAMES_CLASSROOM", str(tmp_path / "class"))
    WordList.load("cat").save("one")
    assert (tmp_path / "class" / "lists" / "one.csv").is_file()
    assert saved_lists() == ["one"]


REAL_LIST = """word,definition,category,note
cloud,A white or grey mass in the sky,Weather,look up!
zorbling,a made-up creature,,
café,a small restaurant,Places,
colour,,Colours,
ice cream,a cold sweet food,Foods,
rain; snow; wind
storm,,Weather,
"""


def test_a_real_list_gets_a_plain_report_line_for_each_odd_word() -> None:
    words = WordList.load(REAL_LIST)
    assert words.words == ["cloud", "zorbling", "café", "colour", "rain", "snow", "wind",
                           "storm"]
    found = {(row.word, row.kind): row.problem for row in words.report}
    assert found[("zorbling", "not in the dictionary")].endswith(
        "a word of your own? keep it: words.keep('zorbling')")
    assert found[("café", "not in the dictionary")] == "the tiles have no É: write it as cafe"
    assert not any(w == "café" and k != "not in the dictionary" for w, k in found)
    assert found[("colour", "not in the dictionary")].startswith("the British spelling")
    assert found[("ice cream", "phrase")].startswith("a phrase of 2 words: kept")
    assert found[("rain; snow; wind", "read as")] == "read as 3 words: rain, snow, wind"
    assert "Traceback" not in str(words.report)


def test_british_spellings_pass_with_a_british_dictionary() -> None:
    from wordgames.lexicon import Lexicon

    british = WordList.load("colour, centre, cat", dictionary=Lexicon.default(70,
                                                                               spelling="british"))
    assert [row.word for row in british.report if row.kind == "not in the dictionary"] == []


def test_usable_keeps_the_lists_definitions_categories_and_notes() -> None:
    words = WordList.load(REAL_LIST)
    usable = words.usable("wordstorm")
    assert isinstance(usable, WordList)
    assert usable.words == ["cloud", "rain", "snow", "wind", "storm"]
    cloud = usable.entry("cloud")
    assert cloud is not None and cloud.definition == "A white or grey mass in the sky"
    assert (cloud.category, cloud.note) == ("Weather", "look up!")
    assert words.keep("zorbling").usable("anagram").words[:2] == ["cloud", "zorbling"]
    assert usable[:2].words == ["cloud", "rain"]
    with pytest.raises(InvalidInput, match="not a word of this list"):
        words.keep("dragon")


def test_every_route_from_a_list_to_an_exercise_keeps_the_teachers_words() -> None:
    from wordgames.classroom import Exercise, make_exercise

    words = WordList.load(REAL_LIST)
    for kind, targets in (("anagram", words.usable("anagram")),
                          ("wordstorm", words.usable("wordstorm")),
                          ("fivetiers", words.usable("fivetiers"))):
        ex = make_exercise(kind, targets, seed=3)
        shown = [e for e in targets.entries if e.word in ex.targets]
        assert ex.definitions == {e.word: e.definition for e in shown if e.definition}, kind
        assert ex.categories == {e.word: e.category for e in shown if e.category}, kind
        assert ex.notes == {e.word: e.note for e in shown if e.note}, kind
        assert ex.categories, kind
        again = Exercise.from_json(ex.to_json())
        assert again == ex and again.wordlist().entry("cloud") == ex.wordlist().entry("cloud")
    drill = make_exercise("anagram", words.usable("anagram")[:1], seed=1)
    assert drill.definitions == {"cloud": "A white or grey mass in the sky"}
    assert drill.hint(0, 0) == "A white or grey mass in the sky"


def test_k_beyond_the_lengths_says_what_to_do() -> None:
    from wordgames.classroom import make_exercise

    with pytest.raises(InvalidInput, match=r"Ask for k=2, or add a word of 2, 3 or 4 letters"):
        make_exercise("fivetiers", ["horse", "storms"], k=3)
