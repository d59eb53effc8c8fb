"""The shared pieces: one stylesheet per output, escaping, marks that do not rely on colour."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from tests.screens.examples import examples
from wordgames.errors import InvalidInput
from wordgames.kit.protocol import RoundResult
from wordgames.kit.tiles import TileSet
from wordgames.screens import common
from wordgames.screens.common import (
    match_html,
    page,
    rack,
    rack_html,
    round_result_html,
    set_scale,
    tile,
    tileset_html,
)

VOID = {"br", "meta", "img", "input", "hr"}


class _Balance(HTMLParser):
    """Checks that every element opened is closed, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:]}")
        else:
            self.stack.pop()


@pytest.fixture(scope="module")
def outputs() -> dict[str, str]:
    return examples()


def test_every_output_has_the_stylesheet_exactly_once_and_balanced_tags(
    outputs: dict[str, str],
) -> None:
    assert len(outputs) >= 25
    for name, out in outputs.items():
        assert out.count("<style>") == 1, name
        assert out.startswith('<div class="wg"') and out.endswith("</div>"), name
        checker = _Balance()
        checker.feed(out)
        assert not checker.errors and not checker.stack, (name, checker.errors, checker.stack)


def test_no_inline_styles_outside_the_stylesheet(outputs: dict[str, str]) -> None:
    # The CSS is written once: the only style attribute is the root's size.
    for name, out in outputs.items():
        styles = re.findall(r'style="([^"]*)"', out)
        assert all(re.fullmatch(r"font-size:\d+%", s) for s in styles), (name, styles)


def test_verdicts_and_winners_carry_a_mark_not_only_a_colour(outputs: dict[str, str]) -> None:
    marked = 0
    for name, out in outputs.items():
        for text in re.findall(r'<span class="wg-(?:yes|no|badge)">([^<]*)', out):
            assert text[:1] in "✓✗★", (name, text)
            marked += 1
    assert marked >= 15


def test_a_bare_tile_face_or_title_is_escaped() -> None:
    out = rack_html(["<script>", "A"], {"A": 1})
    assert "<script>" not in out and "&lt;script&gt;" in out
    assert '<span class="wg-value">1</span>' in out
    evil = TileSet.from_dict(
        {
            "name": "x",
            "title": "<script>alert(1)</script>",
            "tiles": {"A": {"count": 2, "value": 1}},
        }
    )
    out = tileset_html(evil)
    assert "<script>" not in out and "&lt;script&gt;alert(1)" in out
    assert "×2" in out


def test_a_wild_shows_the_letter_it_stands_for_and_says_so() -> None:
    out = tile("?", 0, letter="t")
    assert '<span class="wg-stands">T</span>' in out
    assert 'title="? standing for T"' in out and '<span class="wg-corner">?</span>' in out


def test_a_misplaced_tile_is_crossed_and_hatched() -> None:
    out = tile("X", 8, misplaced=True, special=True)
    assert "wg-misplaced" in out and "✗" in out
    assert 'title="misplaced tile; special square"' in out


def test_scale_makes_everything_larger_and_is_checked() -> None:
    assert 'style="font-size:150%"' in page(rack(["A"]), scale=1.5)
    assert "style=" not in page(rack(["A"]))
    old = set_scale(2)
    try:
        assert 'style="font-size:200%"' in rack_html(["A"])
        assert "style=" not in rack_html(["A"], scale=1)
    finally:
        set_scale(old)
    for bad in (0, -1, float("nan"), float("inf"), True, "2", 100):
        with pytest.raises(InvalidInput, match=r"scale is a number from 0\.25 to 8"):
            page("", scale=bad)  # type: ignore[arg-type]


class Match:
    def __init__(
        self, rounds: tuple[RoundResult, ...], totals: tuple[int, ...], winners: tuple[int, ...]
    ) -> None:
        self.rounds, self.totals, self.winners = rounds, totals, winners


def test_match_marks_the_winner_in_the_header_and_the_total() -> None:
    rounds = (
        RoundResult("g", (3, 9), (1,), extra={"dealer": 0, "round": 1}),
        RoundResult("g", (5, 4), (0,), extra={"dealer": 1, "round": 2}),
    )
    out = match_html(Match(rounds, (8, 13), (1,)))
    assert '<th class="wg-num">P0</th>' in out and '<th class="wg-num">P1 ★</th>' in out
    assert '<span class="wg-yes">★ 13</span>' in out and ">8<" in out
    assert "round 2 (dealer P1)" in out
    assert "★ winner</span>: P1" in out
    shared = match_html(Match(rounds[:1], (5, 5), (0, 1)))
    assert "★ shared win</span>: P0, P1" in shared


def test_round_result_shows_breakdown_fields_and_marks_the_winner() -> None:
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Points:
        cards: int
        words: tuple[str, ...]
        spots: tuple[tuple[int, int], ...]

    result = RoundResult(
        "toy", (2, 5), (1,), (Points(2, ("<script>",), ((0, 0),)), Points(5, (), ()))
    )
    out = round_result_html(result)
    assert '<th class="wg-num">cards</th>' in out and "<th>words</th>" in out
    assert '<tr class="wg-winner"><td>P1 <span class="wg-badge">★ winner</span>' in out
    assert "<script>" not in out and "&lt;SCRIPT&gt;" in out
    assert result._repr_html_() == out


def test_the_palette_is_okabe_ito() -> None:
    # Blue and vermillion are told apart with every common colour blindness.
    # (Vermillion darkened to 5:1 contrast on white.)
    assert "#0072B2" in common.stylesheet() and "#B34700" in common.stylesheet()


def test_a_rounds_end_says_who_won_the_round() -> None:
    """Mid-match, the round's end says who won it in words (not left to the numbers): the
    most points, or in Word Storm the fewest; a tie names both."""
    from wordgames.screens.parts import round_end

    seats = [{"name": "Ana"}, {"name": "<b>Ben</b>"}, {"name": "Cy"}]
    data = {"seats": seats, "last_scores": [-15, -8, -15], "totals": [-15, -8, -15],
            "round": 1, "over": False, "lowest_wins": True}
    assert "Ana and Cy won this round." in round_end(data)
    most = round_end({**data, "lowest_wins": False})
    assert "&lt;b&gt;Ben&lt;/b&gt; won this round." in most and "<b>Ben" not in most
    assert "won this round" not in round_end({**data, "over": True, "winners": [1]})
