"""Paired comparisons (worked by hand) and clustered intervals (simulated, of known truth)."""

from __future__ import annotations

import math
import random

import numpy as np
import pandas as pd
import pytest

from wordgames.errors import InvalidInput
from wordgames.sim import compare
from wordgames.sim.engine import GameRecords, Lineup, register_stand_in
from wordgames.sim.experiments import pair_rows
from wordgames.sim.stats import (
    chi2_quantile,
    cluster_mean_ci,
    cluster_ratio_ci,
    equal_means_test,
    mean_ci,
    t_quantile,
)


def _frame(differences: dict[int, list[float]], rounds: int = 2, players: int = 2) -> pd.DataFrame:
    rows = []
    for game, diffs in differences.items():
        cells = [(r, p) for r in range(1, rounds + 1) for p in range(players)]
        for (number, player), d in zip(cells, diffs, strict=True):
            rows.append({"game_index": game, "round": number, "player": player, "score": d})
    return pd.DataFrame(rows)


def test_rounds_are_paired_one_to_one_and_clustered_by_game_by_hand() -> None:
    # 3 games x 2 rounds x 2 players: variant a scores 10 everywhere, b scores 10 + d.
    d = {0: [2, 0, 1, 1], 1: [2, 2, 2, 2], 2: [6, 6, 5, 7]}
    a = _frame({g: [10.0] * 4 for g in d})
    b = _frame({g: [10.0 + x for x in xs] for g, xs in d.items()})
    paired = pair_rows(a, b, "score")
    assert paired.by == "player-round"
    assert paired.differences.tolist() == [2, 0, 1, 1, 2, 2, 2, 2, 6, 6, 5, 7]
    difference, mean_a, mean_b = paired.estimates()
    # 12 pairs (not the 3 x 4 x 4 = 48 of pairing every round with every round), 3 games.
    assert (difference.n, difference.units) == (12, 3)
    assert difference.counts() == "n = 12 player-rounds in 3 games"
    # By hand: the mean is 36 / 12 = 3. Each game's sum of residuals: 4 - 12, 8 - 12, 24 - 12,
    # so var = G/(G-1) * (64 + 16 + 144) / 12**2 = 3/2 * 224/144 = 7/3, on 2 degrees of freedom.
    assert difference.mean == 3
    half = t_quantile(0.975, 2) * math.sqrt(7 / 3)
    assert difference.low == pytest.approx(3 - half) and difference.high == pytest.approx(3 + half)
    assert mean_a.mean == 10 and mean_b.mean == 13


def test_games_of_one_round_pair_player_rounds_counted_in_rounds() -> None:
    a = _frame({0: [1, 2], 1: [3, 4], 2: [5, 9]}, rounds=1)
    paired = pair_rows(a, a.assign(score=a.score * 2), "score")
    assert paired.by == "player-round"
    difference = paired.estimates()[0]
    # The differences are the scores themselves: 24 / 6 = 4, in 3 independent rounds.
    assert difference.mean == 4
    assert difference.counts() == "n = 6 player-rounds in 3 rounds"
    by_round = pair_rows(a.assign(best=a.groupby("game_index").score.transform("max")),
                         a.assign(best=0), "best", level="round")
    assert by_round.by == "round" and by_round.estimates()[0].counts() == "n = 3 rounds"


def test_games_of_different_lengths_are_compared_whole_and_the_note_says_so() -> None:
    a = _frame({0: [1, 2, 3, 4], 1: [0, 0, 0, 0], 2: [5, 5, 5, 5]})
    # In variant b, game 1 ends after its first round and game 2 runs to a third round.
    b = pd.concat([
        _frame({0: [2, 3, 4, 5]}),
        _frame({1: [4, 6]}, rounds=1),
        _frame({2: [5, 5, 5, 5, 8, 8]}, rounds=3),
    ], ignore_index=True)
    paired = pair_rows(a, b, "score")
    assert paired.by == "game" and "cannot be paired" in paired.note
    # Per game: a's means 2.5, 0, 5; b's 3.5, 5, 6; differences 1, 5, 1 (mean 7/3, one per game).
    assert paired.a.tolist() == [2.5, 0.0, 5.0]
    assert paired.b.tolist() == [3.5, 5.0, 6.0]
    difference = paired.estimates()[0]
    assert (difference.n, difference.units) == (3, 3)
    expected = mean_ci([1, 5, 1])
    assert difference.mean == pytest.approx(7 / 3)
    assert difference.low == pytest.approx(expected.low)


def _play_dice_rounds(lineup: Lineup, seed: int) -> GameRecords:
    """Each player rolls a die in each of ``rounds`` rounds; totals decide the winner."""
    rng = random.Random(seed)
    sides = lineup.rules.get("sides", 6)
    rounds = lineup.rules.get("rounds", 4)
    rows = [{"player": p, "round": r, "score": rng.randint(1, sides)}
            for r in range(1, rounds + 1) for p in range(lineup.players)]
    totals = [sum(row["score"] for row in rows if row["player"] == p)
              for p in range(lineup.players)]
    for row in rows:
        row["won"] = totals[row["player"]] == max(totals)
        # A round's own column, the same on each of its players' rows.
        row["round_best"] = max(r["score"] for r in rows if r["round"] == row["round"])
    return rows, {"rounds": rounds}


def _check_dice(rules: object) -> None:
    for name in rules:  # type: ignore[attr-defined]
        if name not in ("sides", "rounds"):
            raise InvalidInput(f"unknown rule option {name!r} for dice")


register_stand_in("dicerounds", _play_dice_rounds, players=(2, 6), check_rules=_check_dice)


def test_compare_counts_each_player_round_once() -> None:
    # 5 games x 4 rounds x 3 players = 60 pairs; pairing on game and player alone made 240.
    result = compare({"rules": {}}, {"rules": {"sides": 12}}, game="dicerounds", n=5,
                     players=3, workers=1, progress=False)
    assert result.paired_by == "player-round"
    assert (result.difference.n, result.difference.units) == (60, 5)
    # The same rolls scaled: the difference is the rolls of the 12-sided dice minus the 6's.
    same = compare({"rules": {}}, {"rules": {"sides": 6}}, game="dicerounds", n=5, players=3,
                   workers=1, progress=False)
    assert same.difference.mean == 0
    # A round's own column is paired once per round: 5 games x 4 rounds.
    by_round = compare({"rules": {}}, {"rules": {"sides": 12}}, game="dicerounds", n=5,
                       metric="round_best", level="round", players=3, workers=1, progress=False)
    assert by_round.paired_by == "round"
    assert by_round.difference.counts() == "n = 20 rounds in 5 games"
    longer = compare({"rules": {"rounds": 2}}, {"rules": {"rounds": 3}}, game="dicerounds", n=5,
                     players=3, workers=1, progress=False)
    assert longer.paired_by == "game" and longer.difference.n == 5
    assert "compared whole" in str(longer)


def test_clustered_intervals_cover_the_truth_where_naive_ones_do_not() -> None:
    # A known answer: 200 games of 4 players; each game shifts all its players by a common
    # amount (sd 2) and each player adds noise (sd 1). The true mean is 0 and the mean of a run
    # has variance (4 + 1/4) / 200. The clustered 95% interval must cover 0 about 95% of the
    # time; the naive one, which believes in 800 independent rows, far less often.
    rng = np.random.default_rng(17)
    games, players, runs = 200, 4, 1000
    clusters = np.repeat(np.arange(games), players)
    covered = naive_covered = 0
    widths = []
    for _ in range(runs):
        values = np.repeat(rng.normal(0, 2, games), players) + rng.normal(0, 1, games * players)
        clustered = cluster_mean_ci(values, clusters)
        naive = mean_ci(values)
        covered += clustered.low <= 0 <= clustered.high
        naive_covered += naive.low <= 0 <= naive.high
        widths.append(clustered.half_width)
    assert 0.93 <= covered / runs <= 0.97
    assert naive_covered / runs < 0.70
    # The interval's half-width is 1.97 standard errors of the known variance.
    assert np.mean(widths) == pytest.approx(1.972 * math.sqrt(4.25 / games), rel=0.02)


def test_a_clustered_ratio_is_the_ratio_of_sums_with_a_cluster_interval() -> None:
    est = cluster_ratio_ci([3, 3, 6, 6], [1, 1, 2, 2], ["x", "x", "y", "y"])
    assert est.mean == 3 and (est.n, est.units) == (6, 2)
    assert est.low == est.high == 3  # every game has exactly 3 cards a claim


def test_the_seat_test_holds_its_size_and_finds_a_planted_effect() -> None:
    # Four seats that share each game's luck. With no seat effect the test rejects about 5% of
    # the time; with seat 3 half a point better, it finds it about as often as it says it will.
    rng = np.random.default_rng(3)
    games, seats = 2000, 4
    crit = chi2_quantile(0.95, seats - 1)
    rejected, found, powers = 0, 0, []
    for run in range(200):
        luck = np.repeat(rng.normal(0, 3, games), seats)
        noise = rng.normal(0, 5, games * seats)
        seat = np.tile(np.arange(seats), games)
        cluster = np.repeat(np.arange(games), seats)
        null = equal_means_test(luck + noise, seat, cluster, effect=0.5)
        rejected += null.statistic > crit
        planted = equal_means_test(luck + noise + 0.5 * (seat == 3), seat, cluster, effect=0.5)
        found += planted.p_value < 0.05
        powers.append(planted.power)
        if run == 0:
            assert null.units == games and null.n == games * seats
    assert rejected / 200 <= 0.10
    assert abs(found / 200 - float(np.mean(powers))) < 0.12
