"""Five Tiers' round end on the screen: everyone's words, row by row, in English and Spanish."""

from __future__ import annotations

import re

import pytest

from wordgames.fivetiers import Rules, solve
from wordgames.play.table import Table
from wordgames.screens import render


def declared_at_once(spanish: bool, seed: int, words: tuple[str, ...] = ()
                     ) -> tuple[Table, tuple[str, ...]]:
    """A table whose person declares five words (``words``, or the solver's) straight away (no
    Place first), the round over."""
    table = Table("fivetiers", ["person", "beginner"], rules=Rules(spanish=spanish), seed=seed,
                  clock="simulated", names=["Ana", "Bo"])
    table.join(0)
    table.start()
    if not words:
        solution = solve(list(table.state.racks[0]), table.game.lexicon)
        assert solution is not None
        words = tuple(w for w in solution.words if w is not None)
    table.send(0, {"type": "declare", "words": list(words)})
    table.run_until(table.now + 5)
    assert not table.playing and table.rounds[-1].winners == (0,)
    return table, words


def cells(html: str) -> list[list[str]]:
    """The rows of the "Everyone's words" table, as text."""
    part = html.split("Everyone's words", 1)[1].split("</table>", 1)[0]
    return [[re.sub(r"<[^>]+>", "", cell).strip()
             for cell in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row)]
            for row in re.findall(r"<tr[^>]*>(.*?)</tr>", part)]


@pytest.mark.parametrize(("spanish", "seed", "unit"), [(False, 1, "letters"),
                                                       (True, 10, "tiles")])
def test_the_round_end_shows_everyones_words_by_row(spanish: bool, seed: int, unit: str) -> None:
    table, words = declared_at_once(spanish, seed)
    html = render(table.view_json(0))
    rows = cells(html)
    assert rows[0] == ["player", *(f"{n} {unit}" for n in (2, 3, 4, 5, 6))]
    assert rows[1] == ["Ana (you)", *(w.upper() for w in words)]
    # The other player's words are the ones the round scored them for, row by row.
    state = table.state
    theirs = state.arrangements[1] if state.declarations[1] is None else \
        state.declarations[1].arrangement
    expected = [(w or "—").upper() for w in (theirs.words if theirs else [None] * 5)]
    assert rows[2] == ["Bo", *expected]
    # Declared at once, the person's own words still show as their tiles.
    assert "You placed no words" not in html and html.count('class="wg-tier-size"') == 5
    # Bo's screen shows the same words, Ana's by name.
    seen_by_bo = cells(render(table.view_json(1)))
    assert seen_by_bo[1] == ["Ana", *(w.upper() for w in words)]
    assert seen_by_bo[2][0] == "Bo (you)"


def test_in_spanish_a_word_with_a_double_letter_tile_sits_in_the_row_of_its_tiles() -> None:
    # Seed 13 deals a hand with LL, RR and Ñ: ALLA takes three tiles (A LL A), CHURREN six
    # (C H U RR E N): each sits in the row of its tiles, not of its letters.
    table, words = declared_at_once(True, 13)
    assert words == ("ka", "alla", "heñi", "duplo", "churren")
    declaration = table.state.declarations[0]
    assert declaration is not None
    assert declaration.arrangement.spellings[1].tiles == ("A", "LL", "A")
    assert declaration.arrangement.spellings[4].tiles == ("C", "H", "U", "RR", "E", "N")
    rows = cells(render(table.view_json(0)))
    assert rows[0][1:] == ["2 tiles", "3 tiles", "4 tiles", "5 tiles", "6 tiles"]
    assert rows[1][1:] == ["KA", "ALLA", "HEÑI", "DUPLO", "CHURREN"]


def test_no_one_elses_words_show_while_the_round_is_played() -> None:
    table = Table("fivetiers", ["person", "beginner"], seed=1, clock="simulated")
    table.join(0)
    table.start()
    data = table.view_json(0)
    assert data["view"]["shown"] == [] and "Everyone's words" not in render(data)
