"""Five Tiers drawn: the five tiers, racks with values, declarations, score sheets."""

from __future__ import annotations

from dataclasses import replace

from tests.screens.examples import FIVE_TIERS_WORDS, fivetiers_round
from wordgames.fivetiers.game import Declaration
from wordgames.fivetiers.solver import Arrangement
from wordgames.lexicon import Spelling
from wordgames.screens import fivetiers as draw


def test_an_arrangement_shows_each_word_on_its_tiles_and_empty_places() -> None:
    tiers = Arrangement.of({3: Spelling(("C", "?", "T"), ("c", "a", "t"))}, unused=("Q",))
    out = tiers._repr_html_()
    assert '<span class="wg-word">CAT</span>' in out
    assert '<span class="wg-stands">A</span><span class="wg-value">0</span>' in out
    assert out.count('class="wg-slot"') == 2 + 4 + 5 + 6
    assert 'Q<span class="wg-value">10</span>' in out  # the unused Q, with its value


def test_the_state_shows_racks_with_values_and_who_declared() -> None:
    _, state = fivetiers_round()
    out = state._repr_html_()
    assert "Five Tiers" in out and "closing" in out and "subject: Foods" in out
    assert out.count('<span class="wg-value">') >= 40
    assert "✓ declared at 5.0 s" in out and "not declared" in out
    assert all(f'<span class="wg-word">{w.upper()}</span>' in out for w in FIVE_TIERS_WORDS)
    assert '<span class="wg-word">FIX</span>' in out  # P1's arrangement


def test_a_rejected_or_invalid_declaration_is_marked_and_escaped() -> None:
    game, state = fivetiers_round()
    bad = Declaration(5.0, Arrangement.of({}), invalid=("<script>",))
    rejected = replace(
        state, declarations=(bad, None), rejections=(None, "'<script>' is not a word")
    )
    out = rejected._repr_html_()
    assert "<script>" not in out
    assert "✗ declared at 5.0 s; not words: &lt;SCRIPT&gt;" in out
    assert "✗ declaration rejected: &#x27;&lt;script&gt;&#x27; is not a word" in out
    view = game.view(rejected, 1)._repr_html_()
    assert "✗ declaration rejected" in view and "<script>" not in view


def test_the_view_shows_own_tiles_timer_and_declarations() -> None:
    game, state = fivetiers_round()
    out = game.view(state, 1)._repr_html_()
    assert out.startswith('<div class="wg"') and "P1" in out
    assert "declared: P0" in out and "tie window until" in out
    assert 'Q<span class="wg-value">10</span>' in out and "you have declared" not in out
    assert "✓ you have declared" in game.view(state, 0)._repr_html_()


def test_the_score_sheets_mark_the_winner() -> None:
    game, state = fivetiers_round()
    while state.outcome is None:
        plan = game.scheduled(state)
        assert plan is not None
        state = game.apply(state, plan.action)
    winner = state.outcome.breakdowns[0]
    first, second = (b._repr_html_() for b in state.outcome.breakdowns)
    assert "★ winner" in first and "★ winner" not in second
    assert "+68" in first and "unused tiles, worth 63" in second
    # the winner used every tile: one line says so; the other's tiles stand under their worth
    assert '<div class="wg-note">unused tiles: none</div>' in first
    assert "worth 0" not in first and '<div class="wg-note">none</div>' not in first
    assert '<div class="wg-note">unused tiles, worth 63:</div><div class="wg-rack">' in second
    assert winner._repr_html_().count("<style>") == 1


def test_each_row_takes_no_more_letters_than_its_tiles_can_spell() -> None:
    """The 2-tile row takes 2 letters, not 3 (a third could never go there); a Spanish rack's
    RR and LL tiles (two letters each) let the 2-tile row take 4, the 3-tile row 5."""
    import re

    from wordgames.play.table import Table

    table = Table("fivetiers", ["person", "adult"], seed=1, clock="simulated")
    table.join(0, "Ana")
    table.start()
    data = table.view_json(0)
    assert not any(len(face) > 1 for face in data["view"]["rack"])
    limits = [int(n) for n in re.findall(r'name="words\[\]"[^>]*maxlength="(\d+)"',
                                          draw.draw(data))]
    assert limits == [2, 3, 4, 5, 6]
    rack = ["RR", "LL", *data["view"]["rack"][2:]]
    spanish = {**data, "view": {**data["view"], "rack": rack, "spanish": True}}
    limits = [int(n) for n in re.findall(r'name="words\[\]"[^>]*maxlength="(\d+)"',
                                          draw.draw(spanish))]
    assert limits == [4, 5, 6, 7, 8]
    assert draw.row_limit(2, ["CH", "'", "?", "A"]) == 3  # the apostrophe and ? are one each
