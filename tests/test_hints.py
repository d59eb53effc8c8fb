"""Hints at a table, in every game: counted and charged only when they give a word, words of
the player's level (commonest first for a child), never a word not for a class."""

from __future__ import annotations

import re

import pytest

from wordgames.lexicon import Lexicon
from wordgames.play import hints
from wordgames.play.table import Table

NAMES = ["myword", "fivetiers", "wordstorm"]


def fresh(lexicon: Lexicon) -> Lexicon:
    """A copy with caches of its own (a hint's cut is cached with its lexicon)."""
    return Lexicon({w: lexicon.level(w) for w in lexicon}, name="copy")


def a_table(game: str, lexicon: Lexicon | None = None, level: str = "normal") -> Table:
    table = Table(game, ["person", "person"], seed=4, clock="simulated", lexicon=lexicon,
                  preset=level, names=["Ana", "Bo"])
    table.join(0)
    table.join(1)
    table.start()
    table.run_until(40.0)  # MY WORD!: cards on the table
    return table


def hinted(table: Table, seat: int = 0) -> str:
    assert table.send(seat, {"type": "hint"}) == {"ok": True}
    notice = table.view_json(seat)["notice"]
    assert notice["kind"] == "hint"
    return str(notice["text"])


def words_of(text: str) -> list[str]:
    """The words a hint gives ("Try GREEN.", "Try CAT in the 3-letter row.", "Try A, B.")."""
    found = re.match(r"Try ([A-Z, ]+?)(?: in the|\.)", text)
    assert found, text
    return [w.strip().lower() for w in found.group(1).split(",")]


@pytest.mark.parametrize("game", NAMES)
def test_a_hint_that_finds_no_word_is_neither_counted_nor_charged(game: str) -> None:
    table = a_table(game, Lexicon.from_words(["xylophone"]))
    assert hinted(table) == "No word fits right now. Look again in a moment."
    assert table.hints == [0, 0] and table.view_json(0)["hints"] == 0
    with_word = a_table(game)
    assert hinted(with_word).startswith("Try ")
    assert with_word.hints == [1, 0]


def test_a_round_with_only_wordless_hints_charges_nothing() -> None:
    table = a_table("myword", Lexicon.from_words(["xylophone"]), level="hard")
    assert table.level_preset.hints.cost > 0
    for _ in range(5):  # more than the round's allowance: none of them was a hint
        hinted(table)
    result = table.play_round()
    assert "hints" not in result.extra


@pytest.mark.parametrize("game", NAMES)
def test_an_easy_players_hint_gives_words_of_their_level(game: str) -> None:
    lexicon = Lexicon.default(70)
    table = a_table(game, level="easy")
    given = words_of(hinted(table))
    assert given and all((lexicon.level(w) or 0) <= 20 for w in given), given


@pytest.mark.parametrize("game", NAMES)
def test_a_hint_never_gives_a_word_not_for_a_class(game: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    base = Lexicon.default(70)
    first = words_of(hinted(a_table(game, fresh(base))))
    blocked = hints.not_for_a_class() | frozenset(first)
    monkeypatch.setattr(hints, "not_for_a_class", lambda: blocked)
    again = words_of(hinted(a_table(game, fresh(base))))  # the same deal, the same moment
    assert again and not set(again) & set(first), (first, again)
