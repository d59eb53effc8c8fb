"""MY WORD! drawn: cards with ids, claims and verdicts, the table, the tallies, a whole game."""

from __future__ import annotations

from dataclasses import replace

from tests.screens.examples import lexicon, myword_state, shown
from wordgames.kit.match import MatchResult
from wordgames.kit.protocol import RoundResult
from wordgames.myword.cards import as_table
from wordgames.myword.claims import ClaimCheck, check_claim, find_claims
from wordgames.myword.game import Game, Points
from wordgames.screens import myword as draw


def test_cards_show_face_and_id() -> None:
    out = draw.cards(as_table(["SH", "??"]))
    assert out.count('<span class="wg-card" data-card=') == 2
    assert '<span class="wg-card" data-card="0">SH<span class="wg-id">#0</span></span>' in out
    assert "no cards on the table" in draw.cards(())


def test_claims_list_the_longest_words_with_their_cards() -> None:
    claims = find_claims(["C", "A", "T", "S"], lexicon())
    out = claims._repr_html_()
    assert '<span class="wg-word">CATS</span>' in out
    assert f"{len(claims)} claimable words:" in out and "more" not in out
    many = find_claims(["C", "A", "T", "S", "??"], lexicon())
    out = draw.claims_html(many, limit=3)
    assert out.count('<span class="wg-word">') == 3 and f"and {len(many) - 3} more" in out


def test_a_claim_verdict_has_a_mark_and_the_reasons() -> None:
    ok = check_claim(["M", "K", "??"], "mask", lexicon())._repr_html_()
    assert "✓ allowed" in ok and "spelled M + AS + K" in ok
    bad = check_claim(["SH", "U", "E"], "hues", lexicon())._repr_html_()
    assert "✗ the cards SH U E do not spell HUES" in bad and "✓" not in shown(bad)


def test_a_word_with_markup_is_escaped() -> None:
    check = ClaimCheck("<script>alert(1)</script>", as_table(["A"]), (), (), None)
    out = check._repr_html_()
    assert "<script>" not in out and "&lt;SCRIPT&gt;ALERT(1)" in out


def test_the_state_shows_table_tallies_owed_cards_and_the_last_claim() -> None:
    state = myword_state()
    out = state._repr_html_()
    assert "5 cards to deal" in out and "dealer P1" in out and "P1 (dealer)" in out
    assert out.count('<span class="wg-card" data-card=') == 6 + 3  # the table, and the last claim's
    assert "to take a free card: P0, P1" in out and "last claim" in out
    assert '<td>P0</td><td class="wg-num">3</td>' in out  # three cards won
    assert "round over" in replace(state, ended=True)._repr_html_()


def test_a_view_shows_what_the_player_may_see() -> None:
    state = myword_state()
    view = Game(lexicon=lexicon()).view(state, 0)
    out = view._repr_html_()
    assert "P0 sees" in out and "P0 (you)" in out and "words of 3+ cards" in out
    assert "you take a free card from the table" in out


def test_points_add_up_on_the_sheet() -> None:
    out = Points(cards=7, bonus=2, claims=2, invalid_claims=1, free_cards=1)._repr_html_()
    assert "+7" in out and "+2" in out and 'wg-num">9</td>' in out
    assert "1 not allowed" in out


def test_a_game_marks_its_winner() -> None:
    rounds = (
        RoundResult("myword", (7, 3), (0,), extra={"dealer": 0, "round": 1}),
        RoundResult("myword", (4, 9), (1,), extra={"dealer": 1, "round": 2}),
    )
    out = MatchResult("myword", rounds, (11, 12), (1,))._repr_html_()
    assert "round 1 (dealer P0)" in out and "round 2 (dealer P1)" in out
    assert '<th class="wg-num">P1 ★</th>' in out and "★ 12" in out and "★ winner</span>: P1" in out
