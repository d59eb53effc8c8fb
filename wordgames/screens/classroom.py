"""HTML for the classroom toolkit: a word list and its report, a definition, an exercise.

>>> from wordgames.classroom import WordList, define, make_exercise
>>> "girafe" in report_html(WordList.load("cat girafe").report)
True
>>> "goose" in definition_html(define("geese", extras=False))
True
>>> "Five Tiers exercise" in exercise_html(make_exercise("fivetiers", ["cat"]))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordgames.kit.protocol import GAMES
from wordgames.screens.common import block, escape, note, page, rack, table, title, verdict

if TYPE_CHECKING:
    from wordgames.classroom.definitions import Definition
    from wordgames.classroom.exercises import Exercise
    from wordgames.classroom.wordlist import Report, WordList

#: The exercises that are not one of the games, by kind; a game's is its ``display_name``.
OTHER_KINDS = {"anagram": "Anagram"}


def kind_name(kind: str) -> str:
    """An exercise kind as a page names it.

    >>> kind_name("fivetiers"), kind_name("anagram")
    ('Five Tiers', 'Anagram')
    """
    return OTHER_KINDS[kind] if kind in OTHER_KINDS else GAMES[kind].display_name


def report_fragment(report: Report) -> str:
    """The report's rows as a table (line, word, problem), or a line saying all is well."""
    if not len(report):
        return verdict(True, "no problems: every word is usable in every game", "")
    rows = [(str(r.line), f"<b>{escape(r.word)}</b>", escape(r.problem)) for r in report]
    return table(rows, ("line", "word", "problem"), numeric=(0,))


def report_html(report: Report) -> str:
    """A word list's report, on its own."""
    return page(title("Word list report", f"{len(report)} problems"), report_fragment(report))


def wordlist_html(words: WordList, shown: int = 60) -> str:
    """A list's name, its words (the first ``shown``), the encoding its file was read in, and
    its report."""
    listed = ", ".join(words.words[:shown]) + (" ..." if len(words) > shown else "")
    read = (f"read as {words.encoding}",) if words.encoding else ()
    return page(
        title(words.name, f"{len(words)} words", f"{len(words.report)} problems", *read),
        note(listed),
        report_fragment(words.report),
    )


def definition_html(definition: Definition) -> str:
    """A word, its lemma, part of speech and category, numbered definitions, examples."""
    head = definition.lemma if definition.word == definition.lemma else (
        f"{definition.word} ({definition.lemma})"
    )
    notes = [n for n in (definition.pos, definition.category, definition.note) if n]
    items = "".join(f"<li>{escape(text)}</li>" for text in definition.definitions)
    parts = [title(head, *notes), f"<ol>{items}</ol>"]
    if definition.examples:
        parts.append(note("for example: " + "; ".join(definition.examples[:3])))
    if definition.synonyms:
        parts.append(note("also: " + ", ".join(definition.synonyms[:8])))
    return page(*parts)


def exercise_html(exercise: Exercise) -> str:
    """An exercise: its kind and targets, and the tiles every student gets."""
    head = title(f"{kind_name(exercise.kind)} exercise", exercise.name or "",
                 "targets: " + ", ".join(exercise.targets))
    if exercise.kind == "anagram":
        puzzles = [block(rack(list(p)), label=f"puzzle {i}") for i, p in enumerate(exercise.tiles)]
        return page(head, *puzzles)
    label = "the cards in dealing order" if exercise.kind == "myword" else "the tiles"
    return page(head, block(rack(exercise.tiles), label=label))


__all__ = ["definition_html", "exercise_html", "report_fragment", "report_html", "wordlist_html"]
