"""The Spanish glosses a learner reads, against the hand-judged evaluation set (issue 34): the
first gloss is the word's common meaning, feminine and plural words glossed as themselves, the
accented pairs kept apart, and nearly every Easy word glossed."""

from __future__ import annotations

import re

import pytest

from tests.classroom.glosses_es_eval import first_gloss, read_rows, score
from wordgames.classroom.glosses import spanish_glosses, spanish_line
from wordgames.lexicon import Lexicon


def test_the_evaluation_set_is_big_enough_and_judged_by_row() -> None:
    rows = read_rows()
    assert len(rows) >= 300 and len({r.word for r in rows}) == len(rows)
    assert all(r.answers and all(r.answers) for r in rows)


def test_at_least_95_percent_of_the_evaluation_set_reads_right() -> None:
    share, misses = score(read_rows())
    assert share >= 0.95, misses


@pytest.mark.parametrize(("word", "gloss"), [
    # The examples: each was wrong on the screen.
    ("comer", "to eat"), ("madre", "mother"), ("hambre", "hunger"), ("tengo", "I have"),
    ("quiero", "I want"), ("niña", "girl"), ("sobrina", "niece"), ("te", "you"),
    ("sé", "I know"), ("té", "tea"),
])
def test_the_first_gloss_is_the_common_meaning(word: str, gloss: str) -> None:
    found = first_gloss(word)
    assert found is not None and found.startswith(gloss)


def test_a_word_the_tiles_spell_two_ways_shows_both_meanings() -> None:
    assert spanish_line("TE") == "TE: you; TÉ: tea"
    assert spanish_line("se") == "SE: himself; SÉ: I know"
    for word, both in [("el", ("EL: the", "ÉL: he")), ("si", ("SI: if", "SÍ: yes")),
                       ("tu", ("TU: your", "TÚ: you")), ("mas", ("MAS: but", "MÁS: more"))]:
        line = spanish_line(word)
        assert line is not None and all(part in line for part in both), line


def test_a_feminine_or_plural_word_is_glossed_as_itself() -> None:
    assert spanish_glosses("niñas")[0] == ("niña", ["girl"])
    assert spanish_glosses("sobrinas")[0][0] == "sobrina"
    assert spanish_glosses("gafas")[0] == ("gafas", ["glasses"])
    assert spanish_glosses("padres")[0][1][0] == "parents"


def test_nearly_every_easy_word_is_glossed() -> None:
    easy = Lexicon.default(10, language="es")
    glossed = [w for w in easy if spanish_glosses(w)]
    assert len(glossed) / len(easy) >= 0.97


def test_nearly_every_word_the_easy_bots_play_is_glossed() -> None:
    # The Easy preset's bots play words up to level 20 (EFE, FA, FRAY had none, issue 34).
    words = Lexicon.default(20, language="es")
    glossed = [w for w in words if spanish_glosses(w)]
    assert len(glossed) / len(words) >= 0.99


def test_letter_and_note_names_are_glossed() -> None:
    assert first_gloss("efe") == "the letter F" and first_gloss("fa") == "the note F (fa)"


_RUN_TOGETHER = re.compile(r"^[a-z]{12,}$")


def test_no_run_together_or_placeholder_glosses() -> None:
    # FreeDict's "lastnight" and "havegot", Apertium's placeholder "prpers": none is shown.
    from wordgames.classroom.glosses import _data

    glosses = {g for gs in _data().by_headword.values() for g in gs}
    assert not {"lastnight", "havegot", "bicuit", "prpers"} & glosses
    assert not [g for g in glosses if "#" in g or "<" in g or "@" in g]


def test_no_everyday_word_is_glossed_with_a_word_not_for_a_class() -> None:
    # Apertium glosses colza (a crop) "rape" and asno "ass"; ours say rapeseed and donkey. A
    # Spanish word that is itself sexual or vulgar is left out of family play instead.
    from importlib import resources

    from wordgames.classroom.glosses import _data
    from wordgames.lexicon import fold_accents

    folder = resources.files("wordgames") / "data"
    english = {w for w in (folder / "blocklist.txt").read_text("utf-8").splitlines()
               if w and not w.startswith("#")}
    friendly = Lexicon.default(80, language="es")
    shown = [(head, gloss) for head, glosses in _data().by_headword.items()
             if fold_accents(head) in friendly for gloss in glosses
             if set(re.findall(r"[a-z]+", gloss.lower())) & english]
    assert sorted(shown) == [("nazi", "Nazi"), ("pedo", "fart")]


# -- the held-out samples (issue 34): drawn at random at levels 10, 20 and 35, judged by hand --


def test_the_held_out_samples_are_big_enough_and_judged() -> None:
    from tests.classroom.glosses_es_eval import read_held_out

    rows = read_held_out()
    for sample in ("A", "B"):
        part = [r for r in rows if r.sample == sample]
        assert len(part) >= 300 and {r.level for r in part} == {10, 20, 35}
    assert len({r.word for r in rows}) == len(rows)  # B shares no word with A


def test_sample_a_reads_right_after_its_kinds_were_fixed() -> None:
    from tests.classroom.glosses_es_eval import read_held_out, score_held_out

    scores, misses = score_held_out([r for r in read_held_out() if r.sample == "A"])
    # Judged before the fixes: clean 109, 110, 109 and gloss right 105, 105, 79 of 110.
    assert all(s.clean == s.words for s in scores), misses
    assert [s.glossed_right for s in scores] == [110, 110, 109], misses


def test_sample_b_keeps_its_honest_score() -> None:
    from tests.classroom.glosses_es_eval import read_held_out, score_held_out

    scores, misses = score_held_out([r for r in read_held_out() if r.sample == "B"])
    by_level = {s.level: s for s in scores}
    assert all(s.clean == s.words for s in scores)
    # As judged after sample A's fixes: 107, 106 and 92 of 110; after B's kinds were fixed
    # (a feminine read as the woman's word, a rare English first gloss, unglossed words):
    # 110, 110 and 105 (a regression fails here).
    assert by_level[10].glossed_right >= 110 and by_level[20].glossed_right >= 110
    assert by_level[35].glossed_right >= 105, misses


def test_sample_c_keeps_its_honest_score() -> None:
    from tests.classroom.glosses_es_eval import read_held_out, score_held_out

    scores, misses = score_held_out([r for r in read_held_out() if r.sample == "C"])
    # Level 35, judged once after B's kinds were fixed: MERLIN a name, 89 of 110 right (16
    # without a gloss, 5 with a wrong one: tachado "streaky", importados "to matter").
    assert [(s.level, s.clean, s.glossed_right >= 89) for s in scores] == [(35, 109, True)], \
        misses


def test_a_name_that_hunspell_makes_as_a_form_is_no_word() -> None:
    # rita (of rito) and goya (of goyo) were level-35 words; castro and marga graded by names.
    easy = Lexicon.default(35, language="es")
    assert not {"rita", "goya", "castro", "marga", "eros", "rocks"} & set(easy)


def test_a_form_of_two_verbs_shows_the_commoner_verb() -> None:
    assert first_gloss("sientes") == "to feel" and first_gloss("mienten") == "to lie"
    assert spanish_line("israeli") == "ISRAELÍ: Israeli"
    assert spanish_line("critico") is not None and spanish_line("critico").startswith(
        "CRÍTICO: critical")


def test_the_commonest_lemmas_are_glossed() -> None:
    from tests.classroom.glosses_es_eval import lemma_coverage

    glossed, lemmas, missing = lemma_coverage(3000)
    assert lemmas == 3000 and glossed >= 2990, missing
