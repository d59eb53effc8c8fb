"""The meaning a 12-year-old sees for the words children use: the hand-judged set of
``data/meanings_child.tsv`` (also scored by ``benchmarks/bench_meanings.py``) and the issue's
examples."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgames.classroom import WordList, meaning
from wordgames.classroom.meaning import plain_glosses, shorten

DATA = Path(__file__).parent / "data" / "meanings_child.tsv"
#: Fresh held-out samples of Easy play, judged before any fix was made from them (its header).
FRESH = Path(__file__).parent / "data" / "meanings_fresh.tsv"
#: The accepted start of a word judged best left out of a class (not shown any more).
NOT_FOR_CLASS = "NOT-FOR-CLASS"


def judged(data: Path = DATA) -> list[tuple[str, list[str], str]]:
    rows = []
    for line in data.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            word, accepted, source = line.split("\t")
            rows.append((word, accepted.split(" | "), source))
    return rows


def test_the_judged_set_scores_at_least_95_percent() -> None:
    rows = judged()
    assert len(rows) >= 300 and len({w for w, _, _ in rows}) == len(rows)
    wrong = [w for w, accepted, _ in rows
             if not any((meaning(w) or "\0").startswith(a) for a in accepted)]
    assert len(wrong) <= 0.05 * len(rows), wrong


def right(word: str, accepted: list[str]) -> bool:
    """Whether ``word`` shows one of its judged meanings (or is left out of a class)."""
    if accepted == [NOT_FOR_CLASS]:
        from wordgames.lexicon import not_for_class

        return word in not_for_class()
    shown = meaning(word)
    return shown is not None and any(shown.startswith(a) for a in accepted)


def test_the_fresh_samples_judged_right_still_show_the_judged_meaning() -> None:
    rows = judged(FRESH)
    sources = {source for _, _, source in rows}
    assert {"fresh-1", "fresh-pilot", "fresh-2", "fresh-3", "fresh-4"} <= sources
    for sample in ("fresh-1", "fresh-2", "fresh-3", "fresh-4"):  # each at least 300 words
        assert sum(s in (sample, sample + "-miss") for _, _, s in rows) >= 300
    assert len({w for w, _, _ in rows}) == len(rows)
    judged_words = {w for w, _, _ in judged()}
    assert not judged_words & {w for w, _, _ in rows}  # held out of the first set too
    wrong = [w for w, accepted, source in rows
             if not source.endswith("-miss") and not right(w, accepted)]
    assert wrong == []


def test_the_fresh_samples_score_no_lower_than_measured() -> None:
    # The score measured on each sample after this round's fixes (benchmarks/bench_meanings.py);
    # a change may raise it, never lower it.
    measured = {"fresh-1": 1.0, "fresh-pilot": 1.0, "fresh-2": 1.0, "fresh-3": 1.0,
                "fresh-4": 1.0}
    rows = judged(FRESH)
    for sample, floor in measured.items():
        part = [(w, a) for w, a, s in rows if s in (sample, sample + "-miss")]
        got = sum(right(w, a) for w, a in part)
        assert got / len(part) >= floor - 1e-9, (sample, got, len(part))


@pytest.mark.parametrize(
    ("word", "wrong", "right"),
    [
        ("bank", "sloping land", "a place that keeps money safe"),
        ("bunny", "waitress", "a rabbit"),
        ("hood", "criminal", "the part of a coat"),
        ("glasses", "brittle", "two pieces of glass"),
        ("bye", "tournament", "goodbye"),
        ("yeah", "not only so", "yes"),
        ("mole", "molecular", "a small furry animal"),
        ("ox", "castrated", "a big strong bull"),
        ("oxen", "castrated", "a big strong bull"),
        ("ogling", "amorous", "staring at someone"),
        ("ova", "gamete", "egg cells"),
        ("water", "below centigrade", "the clear liquid"),
        ("banks", "sloping", "a place that keeps money safe"),
    ],
)
def test_the_issues_words_show_the_everyday_sense(word: str, wrong: str, right: str) -> None:
    shown = meaning(word)
    assert shown is not None and wrong not in shown and shown.startswith(right)


@pytest.mark.parametrize("word", ["because", "when", "how", "him", "into", "where", "which",
                                  "would", "could", "should", "their", "please", "thanks"])
def test_the_little_words_have_a_meaning(word: str) -> None:
    assert meaning(word)


def test_a_form_that_only_looks_like_a_glossed_word_does_not_take_its_gloss() -> None:
    assert meaning("wound") != plain_glosses()["wind"]
    assert meaning("bore") != plain_glosses()["bear"]


def test_shortening_never_leaves_a_sentence_without_its_figure() -> None:
    text = ("binary compound that occurs at room temperature as a clear colorless odorless "
            "tasteless liquid; freezes into ice below 0 degrees centigrade and boils above 100 "
            "degrees centigrade; widely used as a solvent")
    short = shorten(text)
    assert "below centigrade" not in short and "above centigrade" not in short
    assert short.endswith("widely used as a solvent")


def test_the_teachers_definition_still_comes_first() -> None:
    words = WordList.load("word,definition\nbank,where the river bends\n")
    assert meaning("bank", words) == "where the river bends"


@pytest.mark.parametrize(
    ("text", "short"),
    [
        ("located inward; - Leonard Bernstein; - David Denby", "located inward"),
        ("chew; to bite and grind with the teeth", "to bite and grind with the teeth"),
        ("keep in a certain state, position, or activity; e.g.",
         "keep in a certain state, position, or activity"),
        ("give off, send forth, or discharge; as of light, heat, or radiation, vapor, etc.",
         "give off, send forth, or discharge"),
        ("large and complicated reddish-brown glandular organ located in the upper right portion "
         "of the abdominal cavity; secretes bile and functions in metabolism of protein",
         "large and complicated reddish-brown glandular organ located in the upper right portion "
         "of the abdominal cavity"),
    ],
)
def test_shortening_drops_authors_echoes_and_long_tails(text: str, short: str) -> None:
    assert shorten(text) == short


def test_a_form_takes_the_gloss_of_its_most_used_lemma() -> None:
    assert meaning("has") != plain_glosses()["ha"]  # HAS is HAVE's, not a laugh's


def test_a_line_names_the_part_of_speech_of_the_meaning_it_shows() -> None:
    from wordgames.classroom.seat_meanings import Meanings

    lines = Meanings()
    lines.add(0, "march", "You")  # WordNet's first sense is a verb; the one shown, a noun
    assert lines.lines[0].text.startswith("MARCH (noun): the act of marching")


@pytest.mark.parametrize("word", ["pleased", "evening", "working", "fishing", "willing"])
def test_a_verbs_form_does_not_take_a_nouns_gloss(word: str) -> None:
    glosses = plain_glosses()
    shown = meaning(word)
    assert shown is not None
    assert shown not in {glosses["please"], glosses["even"], glosses["work"], glosses["fish"],
                         glosses["will"]}


def test_a_form_with_a_verbs_plain_gloss_is_named_a_verb() -> None:
    from wordgames.classroom.seat_meanings import Meanings

    lines = Meanings()
    lines.add(0, "blows", "You")  # WordNet's first sense of BLOWS is a noun's
    assert lines.lines[0].text.startswith("BLOWS (blow, verb): to push air")
