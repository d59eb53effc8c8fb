"""The statistics come from statsmodels and scipy: each checked against the formula it replaces."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats as sp
from statsmodels.stats.multitest import multipletests

from wordgames.sim.stats import (
    _holm,
    chi2_quantile,
    cluster_mean_ci,
    cluster_regression,
    equal_means_test,
    mean_ci,
    noncentral_chi2_sf,
    proportion_ci,
    t_quantile,
)


def _clustered(rng: np.random.Generator, games: int = 60, seats: int = 4) -> tuple[
        np.ndarray, np.ndarray, np.ndarray]:
    values = np.repeat(rng.normal(0, 2, games), seats) + rng.normal(0, 1, games * seats)
    return values, np.tile(np.arange(seats), games), np.repeat(np.arange(games), seats)


def test_the_clustered_mean_is_the_cr1_formula_by_hand() -> None:
    values, _, clusters = _clustered(np.random.default_rng(5))
    est = cluster_mean_ci(values, clusters)
    mean, n, g = values.mean(), len(values), len(set(clusters))
    sums = np.bincount(clusters, weights=values - mean)
    se = math.sqrt(g / (g - 1) * float(sums @ sums) / n**2)
    half = sp.t.ppf(0.975, g - 1) * se
    assert est.mean == pytest.approx(mean)
    assert (est.low, est.high) == pytest.approx((mean - half, mean + half), rel=1e-9)


def test_the_seat_test_is_the_wald_test_on_the_sandwich_by_hand() -> None:
    values, seats, clusters = _clustered(np.random.default_rng(6))
    values = values + 0.4 * (seats == 2)
    test = equal_means_test(values, seats, clusters, effect=0.5)
    n, g, k = len(values), 60, 4
    sums = np.zeros((g, k))
    counts = np.zeros((g, k))
    np.add.at(sums, (clusters, seats), values)
    np.add.at(counts, (clusters, seats), 1)
    totals = counts.sum(axis=0)
    means = sums.sum(axis=0) / totals
    influence = (sums - counts * means) / totals
    cov = g / (g - 1) * (n - 1) / (n - k) * influence.T @ influence
    c = np.hstack([np.eye(k - 1), -np.ones((k - 1, 1))])
    wald = float((c @ means) @ np.linalg.inv(c @ cov @ c.T) @ (c @ means))
    assert test.statistic == pytest.approx(wald, rel=1e-9)
    assert test.p_value == pytest.approx(sp.chi2.sf(wald, k - 1), rel=1e-9)
    assert [e.mean for e in test.groups.values()] == pytest.approx(list(means))


def test_distributions_and_adjustments_are_the_libraries() -> None:
    assert t_quantile(0.975, 7) == pytest.approx(sp.t.ppf(0.975, 7))
    assert chi2_quantile(0.95, 3) == pytest.approx(7.814727903251178)
    assert noncentral_chi2_sf(3.84, 1, 7.85) == pytest.approx(sp.ncx2.sf(3.84, 1, 7.85))
    p = [0.01, 0.04, 0.03, 0.2]
    assert _holm(p) == pytest.approx(list(multipletests(p, method="holm")[1]))
    # Wilson's interval by its formula.
    est = proportion_ci(30, 100)
    z = sp.norm.ppf(0.975)
    centre = (0.3 + z * z / 200) / (1 + z * z / 100)
    half = z * math.sqrt(0.3 * 0.7 / 100 + z * z / 40000) / (1 + z * z / 100)
    assert (est.low, est.high) == pytest.approx((centre - half, centre + half))
    t = mean_ci([1.0, 2.0, 4.0, 9.0])
    assert t.high - t.mean == pytest.approx(sp.t.ppf(0.975, 3) * np.std([1, 2, 4, 9], ddof=1) / 2)


def test_a_clustered_regression_recovers_a_planted_slope() -> None:
    rng = np.random.default_rng(8)
    x = rng.normal(0, 1, 400)
    clusters = np.repeat(np.arange(100), 4)
    y = 1.0 + 0.5 * x + np.repeat(rng.normal(0, 1, 100), 4) + rng.normal(0, 0.5, 400)
    fit = cluster_regression([[1.0, v] for v in x], y, clusters, ["one", "x"])
    assert fit["x"].low < 0.5 < fit["x"].high
    assert fit["x"].units == 100 and fit["x"].n == 400
