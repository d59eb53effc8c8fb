"""Word Storm drawn: special squares, misplaced tiles, wilds, checks and whole rounds."""

from __future__ import annotations

import re
from dataclasses import replace

from tests.screens.examples import GOOD, HOAX, lexicon, wordstorm_round
from wordgames.screens import wordstorm as draw
from wordgames.wordstorm.board import Board, Side
from wordgames.wordstorm.check import CheckResult, PlacedWord, check
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.scoring import ScoreBreakdown, score_crossword
from wordgames.wordstorm.solver import Solution

SPECIAL_CELL = '<td class="wg-special" title="special square">'


def test_every_special_square_of_every_side_is_shown_with_a_star() -> None:
    board = Board.load("default")
    out = board._repr_html_()
    assert out.count(SPECIAL_CELL) == 30 == sum(len(s.special) for s in board.sides)
    assert out.count('<span class="wg-star">★</span>') == 30
    assert all(f"{s.name} ({len(s.special)} special squares)" in out for s in board.sides)
    assert "unlimited size" in Board.load("nolimits")._repr_html_()


def test_a_grid_is_drawn_cell_by_cell_with_wild_letters() -> None:
    out = draw.grid_html(Grid.parse("C?T"), special=[(0, 0)], wilds={(0, 1): "A"})
    assert out.count("<td") == 3 and out.count(SPECIAL_CELL) == 1
    # The special square under a tile keeps its star, in the tile's corner.
    assert '<span class="wg-corner">★</span>C' in out
    assert '<span class="wg-stands">A</span>' in out
    assert Grid.parse("C?T")._repr_html_().count("<td") == 3
    sized = draw.grid_html(Grid.parse("A"), size=(3, 4))
    assert sized.count("<tr>") == 3 and sized.count("<td") == 12


def test_misplaced_tiles_are_marked_in_the_scored_crossword() -> None:
    values = {
        "C": 3,
        "L": 1,
        "I": 1,
        "M": 3,
        "B": 3,
        "H": 4,
        "A": 1,
        "O": 1,
        "X": 8,
        "G": 2,
        "N": 1,
    }
    points = score_crossword(HOAX, ["G", "N"], lexicon(), values)
    out = draw.scored(HOAX, points)
    marked = re.findall(
        r'<span class="wg-tile wg-misplaced" title="misplaced tile">'
        r'<span class="wg-corner">✗</span>(\w)',
        out,
    )
    assert marked == ["H", "A", "O", "X"] and len(points.removed) == 4
    assert "✗ crossword not correct: 4 tiles removed (✗)" in out
    assert '<td>misplaced tiles ×1</td><td class="wg-num">+14</td>' in out
    assert 'round score</td><td class="wg-num">17</td>' in out


def test_the_end_of_a_round_marks_the_winner_and_each_sides_squares() -> None:
    game, state = wordstorm_round()
    ended = replace(state, ended=True)
    result = game.result(ended)
    assert result is not None and result.winners == (0,)
    out = draw.round_html(ended, result, game.board)
    panels = out.split('<div class="wg-panel">')[1:]
    assert len(panels) == 2
    assert "★ winner</span>" in panels[0] and "★ winner" not in panels[1]
    assert "P0, north side" in panels[0] and "P1, south side" in panels[1]
    assert panels[1].count("wg-misplaced") == 4 and "wg-misplaced" not in panels[0]
    assert panels[0].count("<tr>") >= 10  # the whole side, 10 rows
    assert "lowest score wins" in out


def test_state_and_view_show_crosswords_and_hands() -> None:
    game, state = wordstorm_round()
    out = state._repr_html_()
    assert "92 tiles in the centre" in out and "P1: 2 in hand" in out
    assert out.count('class="wg-rack"') == 2
    view = game.view(state, 0)
    seen = view._repr_html_()
    assert "P0, north side" in seen and "your hand" in seen
    assert seen.count(SPECIAL_CELL) == len(view.side.special)
    assert seen.count("<tr>") == 10 and "tiles in the other hands: 2" in seen


def test_a_check_says_correct_or_not_with_its_words() -> None:
    good = check(GOOD, lexicon())._repr_html_()
    assert "✓ crossword correct" in good and "not words: none" in good
    bad = check(HOAX, lexicon())._repr_html_()
    assert "✗ crossword not correct" in bad and '<span class="wg-word">HAOX</span>' in bad


def test_text_from_anywhere_is_escaped() -> None:
    result = CheckResult(
        False,
        bad_runs=(PlacedWord("<script>", ((0, 0),), "across"),),
        disconnected=frozenset({(5, 5)}),
    )
    out = result._repr_html_()
    assert "<script>" not in out and "&lt;SCRIPT&gt;" in out
    assert "✗ 1 tiles not connected" in out
    board = Board(
        "evil", (Side("<script>x</script>", 2, 2, frozenset({(0, 0)})),), title="<b>board</b>"
    )
    out = board._repr_html_()
    assert "<script>" not in out and "<b>board" not in out and "&lt;script&gt;x" in out


def test_a_solution_shows_its_grid_and_what_is_left() -> None:
    sol = Solution(Grid.parse("CAT"), ("Q",), complete=False, steps=12, seconds=0.5)
    out = sol._repr_html_()
    assert "✗ left over: Q" in out and "12 steps" in out and out.count("<td") == 3
    done = Solution(Grid.parse("C?T"), (), complete=True, wilds={(0, 1): "A"})._repr_html_()
    assert "✓ all tiles used" in done and '<span class="wg-stands">A</span>' in done


def test_one_special_square_alone_says_why_it_earns_nothing() -> None:
    points = ScoreBreakdown(unused=0, misplaced=0, multiplier=1, big_words=0,
                            special_squares=0, covered=0, total=0)
    assert "special squares (1 covered: 2 or more count)" in draw.breakdown(
        replace(points, covered=1))
    assert "special squares (3 covered)" in draw.breakdown(
        replace(points, covered=3, special_squares=4))


def test_an_ended_round_does_not_ask_for_done() -> None:
    """With the middle empty, a round in play asks for Done!; once it is over it only says
    the middle is empty (no stale "press Done!" above the results)."""
    from wordgames.play.table import Table

    table = Table("wordstorm", ["person", "adult"], seed=1, clock="simulated")
    table.join(0, "Ana")
    table.start()
    data = table.view_json(0)
    empty = {**data, "view": {**data["view"], "centre": 0, "drawn_out": True}}
    assert "press Done!" in draw.draw(empty)
    over = draw.draw({**empty, "playing": False})
    assert "No letters left in the middle." in over and "press Done!" not in over
