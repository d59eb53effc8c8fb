"""Ratings, skill against luck, drama estimates and the seat edges of the balance report, on
data of known answer and on a few real rounds."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from wordgames.analysis import balance
from wordgames.analysis.findings import ci
from wordgames.analysis.report import expected_directions
from wordgames.analysis.scoring import seat_test


def _duplicate(deals: int, skill: list[float], hand_sd: float, noise_sd: float,
               seed: int = 0) -> pd.DataFrame:
    """Duplicate deals of four entrants with known effects: result = skill + hand + noise."""
    rng = np.random.default_rng(seed)
    rows = []
    for d in range(deals):
        hands = rng.normal(0, hand_sd, 4)
        for r in range(4):
            for seat in range(4):
                e = (seat - r) % 4
                rows.append({"deal": d, "round": 1, "rotation": r, "seat": seat, "seed": d,
                             "entrant": f"e{e}",
                             "ahead": skill[e] + hands[seat] + rng.normal(0, noise_sd)})
    return pd.DataFrame(rows)


def test_the_shares_recover_known_skill_deal_and_noise_variances() -> None:
    # Skill effects -3, -1, 1, 3 (variance 5), hands sd 2 (variance 4), noise sd 1: the shares
    # are 5/10, 4/10 and 1/10.
    frame = _duplicate(400, [-3.0, -1.0, 1.0, 3.0], 2.0, 1.0)
    shares = balance.skill_and_luck(frame, boot=200)
    assert shares["who plays"].mean == pytest.approx(0.5, abs=0.04)
    assert shares["the deal"].mean == pytest.approx(0.4, abs=0.04)
    assert shares["the rest"].mean == pytest.approx(0.1, abs=0.03)
    assert shares["who plays"].low < 0.5 < shares["who plays"].high
    assert shares["who plays"].units == 400 and shares["who plays"].n == 400 * 16


def test_a_wider_skill_gap_on_the_same_deals_raises_the_skill_share() -> None:
    a = _duplicate(100, [-1.0, 0.0, 0.0, 1.0], 2.0, 1.0, seed=3)
    b = _duplicate(100, [-3.0, 0.0, 0.0, 3.0], 2.0, 1.0, seed=3)
    moved = balance.share_changes(a, b, boot=200)
    assert moved["who plays"].low > 0 and moved["the deal"].high < 0


def test_ratings_order_players_by_strength_and_the_gap_reads_as_a_win_share() -> None:
    rng = np.random.default_rng(1)
    strength = {"strong": 2.0, "middle": 1.0, "weak": 0.0}
    rows = []
    for t in range(80):
        names = list(rng.permutation(list(strength)))
        perf = {n: strength[n] + rng.normal(0, 1) for n in names}
        order = sorted(names, key=lambda n: -perf[n])
        rows += [{"deal": t, "round": 1, "seat": s, "entrant": n, "rank": order.index(n) + 1}
                 for s, n in enumerate(names)]
    frame = pd.DataFrame(rows)
    ratings = balance.rate(frame)
    assert list(ratings) == ["strong", "middle", "weak"]
    met = balance.head_to_head(frame, "weak", "strong")
    assert met.n == 80 and 0.0 < met.mean < 0.4
    assert balance.win_chance(ratings, "weak", "strong") < 0.5
    gaps = balance.gaps(frame, ratings)
    assert gaps.lower.tolist() == ["middle", "weak"]


def _ladder(tables: int, seed: int) -> pd.DataFrame:
    """Mixed tables of four drawn from six entrants of known strengths, ranked by a noisy
    performance each round."""
    rng = np.random.default_rng(seed)
    rows = []
    for t in range(tables):
        names = list(rng.choice(list(STRENGTH), 4, replace=False))
        perf = {n: STRENGTH[n] + rng.normal(0, 1) for n in names}
        order = sorted(names, key=lambda n: -perf[n])
        rows += [{"deal": t, "round": 1, "seat": s, "entrant": n, "rank": order.index(n) + 1}
                 for s, n in enumerate(names)]
    return pd.DataFrame(rows)


STRENGTH = {"a": 1.0, "b": 0.5, "c": 0.0, "d": 0.0, "e": -0.5, "f": -1.0}


def test_a_ratings_bootstrap_interval_is_as_wide_as_the_ratings_spread_over_fresh_runs() -> None:
    # The interval is honest if it is as wide as a fresh run's rating would wander: the spread
    # of each entrant's mu over 30 independent runs of 60 tables, against the bootstrap's spread
    # from one run. openskill's own sigma overstates it (it keeps a floor and knows nothing of
    # how the matches fell), which is why the ladder shows the bootstrap.
    fresh = {n: [balance.rate(_ladder(60, rep))[n].mu for rep in range(30)] for n in STRENGTH}
    one = balance.rate(_ladder(60, 999), boot=150, seed=1)
    ratio = np.mean([one[n].spread / np.std(fresh[n], ddof=1) for n in STRENGTH])
    assert 0.75 < ratio < 1.3
    sigma_ratio = np.mean([one[n].sigma / np.std(fresh[n], ddof=1) for n in STRENGTH])
    assert sigma_ratio > ratio + 0.2
    a, f = one["a"].estimate, one["f"].estimate
    assert one["a"].boot == 150 and a.low < one["a"].mu < a.high
    assert a.high - a.low == pytest.approx(2 * 1.96 * one["a"].spread)
    assert a.low > f.high  # the strongest and the weakest are told apart


def test_more_matches_narrow_the_ratings_bootstrap_intervals() -> None:
    few = balance.rate(_ladder(40, 3), boot=60, seed=2)
    many = balance.rate(_ladder(320, 3), boot=60, seed=2)
    assert np.mean([many[n].spread for n in STRENGTH]) < 0.7 * np.mean(
        [few[n].spread for n in STRENGTH])
    assert all(many[n].rounds > few[n].rounds for n in STRENGTH)


def test_drama_estimates_are_means_of_rounds_clustered_by_deal() -> None:
    frame = pd.DataFrame({"deal": [0, 0, 1, 1], "rotation": [0, 1, 0, 1], "round": 1,
                          "settled": [0.2, 0.4, 0.6, 0.8], "lead_changes": [1, 2, 3, 4],
                          "comeback": [True, None, False, False]})
    found = balance.drama_estimates(frame)
    assert found["settled"].mean == pytest.approx(0.5) and found["settled"].units == 2
    assert found["lead_changes"].mean == 2.5
    assert found["comeback"].mean == pytest.approx(1 / 3) and found["comeback"].n == 3


def test_the_reports_seat_edges_are_notebook_11s_seat_test() -> None:
    rng = np.random.default_rng(4)
    frame = pd.DataFrame([{"game_index": g, "round": r, "player": p, "score": rng.poisson(8 + p),
                           "seat_after_dealer": (p - r) % 4}
                          for g in range(30) for r in range(4) for p in range(4)])
    edges = balance.seat_edges(frame)
    nb11 = seat_test(frame, effect=0.5)
    assert edges["seat"].statistic == pytest.approx(nb11.statistic)
    assert edges["seat"].p_value == pytest.approx(nb11.p_value)
    assert edges["place from the dealer"].groups.keys() == seat_test(
        frame, by="seat_after_dealer", label=lambda k: "the dealer" if k == 0 else
        f"{k} after the dealer").groups.keys()
    groups = list(nb11.groups.values())
    edge = balance.first_player_edge(edges["seat"])
    assert edge.mean == pytest.approx(groups[0].mean - sum(g.mean for g in groups[1:]) / 3)
    dealer = list(edges["place from the dealer"].groups.values())
    dealer_edge = balance.first_player_edge(edges["place from the dealer"])
    assert dealer_edge.mean == pytest.approx(dealer[0].mean - sum(g.mean for g in dealer[1:]) / 3)
    text = balance.edges_finding("MY WORD!", edges, quick=False)
    assert f"first seat's edge over the others is {ci(edge, 2)} cards" in " ".join(text.split())
    assert f"dealer's edge over the others is {ci(dealer_edge, 2)} cards" in " ".join(
        text.split())


def test_the_known_changes_are_read_against_their_expected_direction() -> None:
    from types import SimpleNamespace

    from wordgames.sim.stats import Estimate

    run = SimpleNamespace(title="MY WORD!", changes={"4 cards a word": {
        "players' moves a round": Estimate(-2.0, -3.0, -1.0, 40)}}, seconds=0)
    other = SimpleNamespace(title="Five Tiers", changes={"half the timer": {
        "timer flips a round": Estimate(1.0, -1.0, 3.0, 40)}})
    table = expected_directions({"myword": run, "fivetiers": other})  # type: ignore[dict-item]
    assert table.agrees.tolist() == ["yes", "not beyond chance"]


def test_four_cards_a_word_means_fewer_claims_on_the_same_deals() -> None:
    from wordgames.sim.tables import rotated, run_tables

    plan = rotated(balance.FIELD, 2, 21)
    rulebook = run_tables("myword", plan, {"rounds": 1})
    four = run_tables("myword", plan, {"rounds": 1, "min_cards": 4})
    moved = balance.changes(rulebook, four, boot=50)
    # Two deals tell the direction, not its significance (the full report's run does that).
    assert moved["players' moves a round"].mean < -1


def test_half_the_timer_turns_the_five_tiers_timer_more_often_on_the_same_deals() -> None:
    # A round goes on until someone makes five words: with half the time, the timer runs out
    # (and is turned again after an exchange) more often.
    from wordgames.sim.tables import rotated, run_tables

    plan = rotated(["adult", "child"], 3, 5)
    rulebook = run_tables("fivetiers", plan, {"target": 1})
    half = run_tables("fivetiers", plan, {"target": 1, "timer": 150.0})
    assert balance.changes(rulebook, half, boot=50)["timer flips a round"].mean > 0


def test_the_report_command_refuses_a_page_that_is_not_html_before_running(tmp_path: object,
                                                                           capsys: object
                                                                           ) -> None:
    from wordgames.__main__ import main

    assert main(["report", "myword", "--quick", "--out", "report.txt"]) == 2
    assert "a name ending in .html" in capsys.readouterr().err  # type: ignore[attr-defined]


def test_a_quick_report_run_moves_four_cards_a_word_the_known_way() -> None:
    # The report's own run (balance_run, quick sizes): its first MY WORD! change is 4 cards a
    # word, which leaves fewer claims to make; the report's table reads it against that.
    from wordgames.analysis.report import QUICK, balance_run

    run = balance_run("myword", quick=True, sizes=QUICK)
    moved = run.changes["4 cards a word"]["players' moves a round"]
    assert moved.mean < 0 and moved.units == QUICK.deals
    table = expected_directions({"myword": run})
    assert table.change.tolist() == ["4 cards a word"] and table.expected.tolist() == ["down"]
    assert all(r.boot == QUICK.boot for r in run.ratings.values())
