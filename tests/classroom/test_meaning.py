"""The meaning a child sees: the held-out check of 200 words and the issue's examples."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgames.classroom import WordList, make_exercise, meaning
from wordgames.classroom.meaning import child_sense

DATA = Path(__file__).parent / "data" / "meanings_200.tsv"
#: What the chooser reached on the 200 words (WordNet's most used sense alone: 158).
SCORE = 159


def expected() -> list[tuple[str, list[str]]]:
    rows = []
    for line in DATA.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            word, accepted = line.split("\t")
            rows.append((word, accepted.split(" | ")))
    return rows


def test_the_held_out_200_words_score_at_least_what_the_chooser_reached() -> None:
    rows = expected()
    assert len(rows) == 200
    right = 0
    for word, accepted in rows:
        sense = child_sense(word)
        right += sense is not None and any(sense.definition.startswith(a) for a in accepted)
    assert right >= SCORE


@pytest.mark.parametrize(
    ("word", "wrong"),
    [
        ("or", "a state in northwestern United States"),
        ("tap", "cut a female screw thread"),
        ("arc", "electrical conduction through a gas"),
        ("planet", "Pluto"),
        ("storm", "knots"),
        ("cloud", "any collection of particles"),
        ("in", "a state in midwestern United States"),
        ("me", "a state in New England"),
    ],
)
def test_the_issues_meanings_are_gone(word: str, wrong: str) -> None:
    shown = meaning(word)
    assert shown is not None and wrong not in shown


def test_names_and_abbreviations_are_skipped() -> None:
    assert meaning("od") is None  # only a degree and an eye: nothing for a child
    assert meaning("sand") == "a loose material consisting of grains of rock or coral"
    assert "Peel" not in (meaning("peel") or "") and meaning("peel") == "strip the skin off"
    assert child_sense("hamlet").kind == "" and child_sense("atlas").kind == ""


def test_the_teachers_definition_comes_first() -> None:
    words = WordList.load("word,definition\ncloud,A white or grey mass in the sky\n")
    assert meaning("cloud", words) == "A white or grey mass in the sky"
    assert meaning("CLOUD ", words) == "A white or grey mass in the sky"


def test_the_anagram_hint_is_the_childs_meaning() -> None:
    drill = make_exercise("anagram", ["storm"], seed=1)
    hint = drill.hint(0, 0)
    assert hint is not None and "knots" not in hint and "Beaufort" not in hint
    assert hint.startswith("a violent weather condition")


@pytest.mark.parametrize(("word", "shown"), [
    ("doe", 'mature female of mammals of which the male is called "buck"'),
    ("heifer", "young cow"),
])
def test_wordnets_quote_marks_and_cut_examples_leave_no_marks_behind(word: str,
                                                                     shown: str) -> None:
    # WordNet quotes `so' and ends a sense before its examples with a colon.
    assert meaning(word) == shown
