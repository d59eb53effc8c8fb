"""Confidence intervals and tests for simulated figures: every headline number carries one.

Simulated observations are rarely independent: the four players of one round share its deal and
race each other, and the rounds of one game share its running totals. An interval that treated
them as independent would be too narrow. So every interval here is computed over the
*independent units* (the games, or the rounds when each game is one round), with a
**cluster-robust standard error** (the "CR1" sandwich estimator, clustered by game): for a mean
of observations ``y`` in clusters ``g``,

    var(mean) = G / (G - 1) * sum over g of (sum over i in g of (y_i - mean))**2 / N**2

with ``G`` clusters and ``N`` observations, and a Student t quantile with ``G - 1`` degrees of
freedom. The fits, covariances and distributions are ``statsmodels``' and ``scipy.stats``' (what
analysts already trust); what no library computes from this package's inputs stays here: the
delta-method interval of a ratio of clustered sums, Welch's difference of two intervals, and the
power of the seat test with the sample size that would give it 80%.

When every cluster holds one observation this is the ordinary t interval exactly; when a
cluster's observations are identical it is the t interval on the cluster means. An
:class:`Estimate` keeps both counts: ``n`` observations in ``units`` independent units.

>>> est = mean_ci([1.0, 2.0, 3.0, 4.0])
>>> est.mean, est.n, round(est.low, 3), round(est.high, 3)
(2.5, 4, 0.446, 4.554)
>>> str(est)
'2.50 (95% CI 0.45 to 4.55, n = 4)'
>>> str(cluster_mean_ci([1, 1, 3, 3, 5, 5, 7, 7], [0, 0, 1, 1, 2, 2, 3, 3], unit="games",
...                     obs="players"))
'4.00 (95% CI -0.11 to 8.11, n = 8 players in 4 games)'
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any


def _counted(count: int, plural: str) -> str:
    """``games`` for any count but one, ``game`` for one.

    >>> _counted(1, "player-rounds"), _counted(2, "games")
    ('player-round', 'games')
    """
    return plural.removesuffix("s") if count == 1 else plural


#: The power the sample sizes aim at (``EqualMeansTest.needed``): the usual 80%.
TARGET_POWER = 0.8


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean with its confidence interval, its observations ``n`` and its independent units.

    ``units`` is the number of independent units the interval was computed over (None: the
    ``n`` observations are themselves independent); ``unit`` and ``obs`` name them for figures.
    """

    mean: float
    low: float
    high: float
    n: int
    level: float = 0.95
    units: int | None = None
    unit: str = ""
    obs: str = ""

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2

    @property
    def independent(self) -> int:
        """How many independent units the interval rests on.

        >>> Estimate(1, 0, 2, n=40, units=10).independent, Estimate(1, 0, 2, n=40).independent
        (10, 40)
        """
        return self.n if self.units is None else self.units

    def counts(self) -> str:
        """Both counts in words: ``n = 3,200 player-rounds in 800 games``.

        >>> Estimate(1, 0, 2, n=3200, units=800, unit="games", obs="player-rounds").counts()
        'n = 3,200 player-rounds in 800 games'
        >>> Estimate(1, 0, 2, n=800, unit="games").counts()
        'n = 800 games'
        >>> Estimate(1, 0, 2, n=4, units=1, unit="games", obs="rounds").counts()
        'n = 4 rounds in 1 game'
        """
        if self.units is None or self.units == self.n:
            name = _counted(self.n, self.obs or self.unit)
            return f"n = {self.n:,}" + (f" {name}" if name else "")
        obs = f"{self.n:,}" + (f" {_counted(self.n, self.obs)}" if self.obs else "")
        return f"n = {obs} in {self.units:,} {_counted(self.units, self.unit or 'clusters')}"

    def named(self, unit: str = "", obs: str = "") -> Estimate:
        """The same estimate with its units and observations named (for figures and findings)."""
        return replace(self, unit=unit or self.unit, obs=obs or self.obs)

    def shifted(self, by: float) -> Estimate:
        """The estimate of ``mean + by`` (an interval moves with its mean).

        >>> Estimate(1.0, 0.5, 1.5, 10).shifted(-1.0).low
        -0.5
        """
        return replace(self, mean=self.mean + by, low=self.low + by, high=self.high + by)

    def scaled(self, by: float) -> Estimate:
        """The estimate of ``mean * by`` (a negative factor swaps the bounds).

        >>> e = Estimate(2.0, 1.0, 3.0, 10).scaled(-1)
        >>> e.mean, e.low, e.high
        (-2.0, -3.0, -1.0)
        """
        low, high = sorted((self.low * by, self.high * by))
        return replace(self, mean=self.mean * by, low=low, high=high)

    def excludes(self, value: float) -> bool:
        """True when ``value`` lies outside the interval (the data rule it out at this level).

        >>> Estimate(1.0, 0.2, 1.8, 10).excludes(0), Estimate(1.0, -0.2, 2.2, 10).excludes(0)
        (True, False)
        """
        return not self.low <= value <= self.high

    def __str__(self) -> str:
        pct = round(self.level * 100)
        return f"{self.mean:.2f} ({pct}% CI {self.low:.2f} to {self.high:.2f}, {self.counts()})"


def t_quantile(p: float, df: float) -> float:
    """Student's t quantile (``scipy.stats.t``).

    >>> [round(t_quantile(0.975, df), 3) for df in (3, 30, 10**6)]
    [3.182, 2.042, 1.96]
    """
    return float(_scipy().t.ppf(p, df))


def t_two_sided_p(x: float, df: float) -> float:
    """The chance that Student's t with ``df`` degrees of freedom is at least ``x`` away from 0.

    >>> round(t_two_sided_p(t_quantile(0.975, 30), 30), 6), round(t_two_sided_p(1.96, 10**6), 4)
    (0.05, 0.05)
    >>> t_two_sided_p(0.0, 5), t_two_sided_p(1e6, 5) < 1e-14
    (1.0, True)
    """
    if x <= 0:
        return 1.0
    return float(2 * _scipy().t.sf(x, df))


def independent_difference(a: Estimate, b: Estimate) -> Estimate:
    """The difference ``b - a`` of two means from independent samples (no pairs: other seeds,
    other code), with Welch's interval at ``a``'s level, from each one's interval and units.

    No library takes two intervals (the raw samples are gone): the standard errors are read
    back from the intervals and the Welch-Satterthwaite degrees of freedom computed here.

    >>> a = Estimate(12.0, 11.0, 13.0, n=400, units=100)
    >>> d = independent_difference(a, Estimate(11.0, 10.0, 12.0, n=400, units=100))
    >>> round(d.mean, 2), round(d.low, 2), round(d.high, 2), d.units
    (-1.0, -2.41, 0.41, 200)
    """
    q = 1 - (1 - a.level) / 2
    se_a = a.half_width / t_quantile(q, max(a.independent - 1, 1))
    se_b = b.half_width / t_quantile(q, max(b.independent - 1, 1))
    se = math.hypot(se_a, se_b)
    df = se**4 / (se_a**4 / max(a.independent - 1, 1) + se_b**4 / max(b.independent - 1, 1))
    half = t_quantile(q, max(df, 1.0)) * se
    diff = b.mean - a.mean
    return Estimate(diff, diff - half, diff + half, n=a.n + b.n, level=a.level,
                    units=a.independent + b.independent, unit=a.unit, obs=a.obs)


def _scipy() -> Any:
    """``scipy.stats``, imported when first needed (``import wordgames.sim`` stays light)."""
    from scipy import stats

    return stats


def _clustered_ols(x: Any, y: Any, clusters: Sequence[Hashable]) -> Any:
    """A least-squares fit with cluster-robust (CR1) covariance, by ``statsmodels``: its
    default small-sample correction G / (G - 1) * (N - 1) / (N - K) and t with G - 1 df."""
    import numpy as np
    import pandas as pd
    import statsmodels.api as sm

    codes, _ = pd.factorize(pd.Series(list(clusters), dtype=object))
    return sm.OLS(np.asarray(y, dtype=float), np.asarray(x, dtype=float)).fit(
        cov_type="cluster", cov_kwds={"groups": codes}, use_t=True)


def mean_ci(values: Iterable[float], level: float = 0.95, unit: str = "") -> Estimate:
    """The mean of independent ``values`` with a t-based interval (``scipy.stats.t``; NaN
    bounds for n < 2)."""
    data = [float(v) for v in values]
    n = len(data)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0, level, unit=unit)
    mean = statistics.fmean(data)
    if n < 2:
        return Estimate(mean, math.nan, math.nan, n, level, unit=unit)
    sem = statistics.stdev(data) / math.sqrt(n)
    if sem == 0:
        return Estimate(mean, mean, mean, n, level, unit=unit)
    low, high = _scipy().t.interval(level, n - 1, loc=mean, scale=sem)
    return Estimate(mean, float(low), float(high), n, level, unit=unit)


def cluster_mean_ci(
    values: Iterable[float],
    clusters: Iterable[Hashable],
    level: float = 0.95,
    unit: str = "games",
    obs: str = "",
    bounds: tuple[float, float] | None = None,
) -> Estimate:
    """The mean of ``values`` with a cluster-robust (CR1) interval over ``clusters``: the
    intercept of a least-squares fit with ``statsmodels``' clustered covariance.

    ``clusters[i]`` names the independent unit (game) that observation ``i`` belongs to. See
    the module docstring for the formula. ``bounds`` clips the interval to the values a mean
    can take (0 to 1 for a share), which a t interval on few clusters can overstep. With one
    observation per cluster it is :func:`mean_ci`; with identical values inside each cluster it
    is :func:`mean_ci` of the cluster means:

    >>> a = cluster_mean_ci([1, 2, 4, 7], [0, 1, 2, 3])
    >>> b = mean_ci([1, 2, 4, 7])
    >>> round(a.low, 9) == round(b.low, 9), a.units
    (True, 4)
    >>> c = cluster_mean_ci([1, 1, 2, 2, 6, 6], "aabbcc")
    >>> d = mean_ci([1, 2, 6])
    >>> (round(c.low, 9), round(c.high, 9)) == (round(d.low, 9), round(d.high, 9)), c.n, c.units
    (True, 6, 3)
    """
    data = [float(v) for v in values]
    keys = list(clusters)
    if len(keys) != len(data):
        raise ValueError(f"{len(data)} values but {len(keys)} cluster labels")
    n = len(data)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0, level, 0, unit, obs)
    mean = statistics.fmean(data)
    g = len(set(keys))
    if g < 2:
        return Estimate(mean, math.nan, math.nan, n, level, g, unit, obs)
    fit = _clustered_ols([[1.0]] * n, data, keys)
    low, high = (float(v) for v in fit.conf_int(1 - level)[0])
    if bounds is not None:
        low, high = max(bounds[0], low), min(bounds[1], high)
    return Estimate(mean, low, high, n, level, g, unit, obs)


def cluster_ratio_ci(
    numerator: Iterable[float],
    denominator: Iterable[float],
    clusters: Iterable[Hashable],
    level: float = 0.95,
    unit: str = "games",
    obs: str = "",
    bounds: tuple[float, float] | None = None,
) -> Estimate:
    """A ratio of sums (cards per claim...) with a delta-method interval clustered by game.

    ``n`` counts the denominator's total (the claims), ``units`` the clusters. ``bounds`` clips
    the interval to the values the ratio can take (0 to 1 for a part of a whole).

    >>> est = cluster_ratio_ci([3, 4, 5, 4], [1, 1, 1, 1], [0, 1, 2, 3], obs="claims")
    >>> est.mean, est.n, est.units
    (4.0, 4, 4)
    >>> cluster_ratio_ci([1, 1, 0], [1, 1, 1], [0, 1, 2], bounds=(0.0, 1.0)).high
    1.0
    """
    num_by: dict[Hashable, float] = {}
    den_by: dict[Hashable, float] = {}
    for top, bottom, key in zip(numerator, denominator, clusters, strict=True):
        num_by[key] = num_by.get(key, 0.0) + float(top)
        den_by[key] = den_by.get(key, 0.0) + float(bottom)
    total = math.fsum(den_by.values())
    g = len(den_by)
    if total == 0:
        return Estimate(math.nan, math.nan, math.nan, 0, level, g, unit, obs)
    ratio = math.fsum(num_by.values()) / total
    if g < 2:
        return Estimate(ratio, math.nan, math.nan, round(total), level, g, unit, obs)
    # Linearise: each cluster's contribution to the ratio's error.
    residuals = [(num_by[k] - ratio * den_by[k]) / total for k in den_by]
    variance = g / (g - 1) * math.fsum(r * r for r in residuals)
    half = t_quantile(0.5 + level / 2, g - 1) * math.sqrt(variance)
    low, high = ratio - half, ratio + half
    if bounds is not None:
        low, high = max(bounds[0], low), min(bounds[1], high)
    return Estimate(ratio, low, high, round(total), level, g, unit, obs)


def proportion_ci(successes: int, n: int, level: float = 0.95, unit: str = "") -> Estimate:
    """A share of independent trials with its Wilson score interval (sound near 0 and 1), by
    ``statsmodels.stats.proportion.proportion_confint``.

    For a share of observations clustered in games, use :func:`cluster_mean_ci` on 0s and 1s.

    >>> est = proportion_ci(0, 100)
    >>> est.mean, round(est.high, 3)
    (0.0, 0.037)
    """
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0, level, unit=unit)
    from statsmodels.stats.proportion import proportion_confint

    low, high = proportion_confint(successes, n, alpha=1 - level, method="wilson")
    return Estimate(successes / n, max(0.0, float(low)), min(1.0, float(high)), n, level,
                    unit=unit)


# -- Tests of equal means across groups (seats) ---------------------------------------------------


def chi2_sf(x: float, df: int) -> float:
    """The chance that a chi-square variable with ``df`` degrees of freedom exceeds ``x``.

    >>> round(chi2_sf(3.841, 1), 4), round(chi2_sf(5.991, 2), 4), round(chi2_sf(7.815, 3), 4)
    (0.05, 0.05, 0.05)
    >>> round(chi2_sf(20.0, 10), 5)
    0.02925
    """
    if df < 1:
        raise ValueError(f"df must be at least 1, not {df}")
    return float(_scipy().chi2.sf(x, df))


def chi2_quantile(p: float, df: int) -> float:
    """The value a chi-square variable with ``df`` degrees of freedom stays below with chance p.

    >>> round(chi2_quantile(0.95, 3), 3)
    7.815
    """
    return float(_scipy().chi2.ppf(p, df))


def noncentral_chi2_sf(x: float, df: int, noncentrality: float) -> float:
    """The tail of a noncentral chi-square (``scipy.stats.ncx2``): a test's power.

    >>> round(noncentral_chi2_sf(chi2_quantile(0.95, 1), 1, (1.96 + 0.8416) ** 2), 3)
    0.8
    """
    if noncentrality <= 0:
        return chi2_sf(x, df)
    return float(_scipy().ncx2.sf(x, df, noncentrality))


@dataclass(frozen=True)
class PairDifference:
    """The difference ``a - b`` of two groups' means, with its p-value, and the p-value and
    interval adjusted for all the pairs at once by one rule (Bonferroni): ``p_adjusted`` is
    below 0.05 exactly when the interval leaves out 0, so a plot of the intervals and the
    pairs a finding names always agree."""

    a: str
    b: str
    difference: Estimate
    p_value: float
    p_adjusted: float


@dataclass(frozen=True)
class EqualMeansTest:
    """A Wald test that several groups (seats) have equal means, on clustered observations.

    ``groups`` holds each group's mean with its cluster-robust interval; ``statistic`` is
    chi-square with ``df`` degrees of freedom under equal means; ``pairs`` compares every two
    groups (Bonferroni-adjusted p-values and intervals, so that all of them hold together at
    95% and a pair stands out exactly when its interval leaves out 0); ``power`` is the chance
    the test (at 5%) finds ``effect``, one group off by that much from the others, with the
    observed covariance; ``needed`` is how many independent units would give that chance 80%.
    """

    metric: str
    groups: dict[str, Estimate]
    statistic: float
    df: int
    p_value: float
    pairs: tuple[PairDifference, ...]
    effect: float
    power: float
    needed: int
    units: int
    n: int

    def __str__(self) -> str:
        return (f"{self.metric}: chi-square {self.statistic:.2f} on {self.df} df, "
                f"p = {self.p_value:.3g}; power {self.power:.0%} to find one group "
                f"{self.effect:g} off ({self.units:,} units, {self.n:,} observations; "
                f"{self.needed:,} units give {TARGET_POWER:.0%})")


def equal_means_test(
    values: Sequence[float],
    groups: Sequence[Hashable],
    clusters: Sequence[Hashable],
    effect: float,
    metric: str = "",
    level: float = 0.95,
    unit: str = "games",
    obs: str = "",
    label: Any = str,
) -> EqualMeansTest:
    """Test that every group has the same mean, pairing the groups inside each cluster.

    Each group's mean is a ratio of its sums; their covariance is the cluster-robust sandwich
    (clusters are independent, the groups inside a cluster are not), so the test is paired:
    what a cluster's deal or race does to all its seats cancels out. The Wald statistic
    ``m' C' (C V C')^-1 C m`` (``C`` the contrasts with the last group) is chi-square with
    k - 1 degrees of freedom when the means are equal.

    >>> import random
    >>> rng = random.Random(1)
    >>> rows = [(g, s, rng.gauss(0, 1) + (1.0 if s == 2 else 0.0)) for g in range(400)
    ...         for s in range(3)]
    >>> test = equal_means_test([v for *_, v in rows], [s for _, s, _ in rows],
    ...                         [g for g, *_ in rows], effect=0.5)
    >>> test.df, test.p_value < 0.001, test.power > 0.9
    (2, True, True)
    >>> [(p.a, p.b) for p in test.pairs if p.p_adjusted < 0.05]
    [('0', '2'), ('1', '2')]
    """
    import numpy as np

    names: list[Any] = sorted(set(groups), key=_order)
    index = {g: i for i, g in enumerate(names)}
    k = len(names)
    if k < 2:
        raise ValueError("a test of equal means needs at least two groups")
    keys = list(clusters)
    n_clusters = len(set(keys))
    # The group means are the coefficients of the group dummies; statsmodels gives their
    # cluster-robust covariance and the Wald test of the contrasts with the last group.
    dummies = np.zeros((len(values), k))
    dummies[np.arange(len(values)), [index[g] for g in groups]] = 1.0
    fit = _clustered_ols(dummies, values, keys)
    means = np.asarray(fit.params, dtype=float)
    cov = np.asarray(fit.cov_params(), dtype=float)
    totals = dummies.sum(axis=0)
    contrasts = np.hstack([np.eye(k - 1), -np.ones((k - 1, 1))])
    diff = contrasts @ means
    inner = np.linalg.pinv(contrasts @ cov @ contrasts.T)
    statistic = float(diff @ inner @ diff)
    df = k - 1
    crit = chi2_quantile(0.95, df)
    shift = np.zeros(k)
    shift[0] = effect
    noncentrality = float((contrasts @ shift) @ inner @ (contrasts @ shift))
    power = noncentral_chi2_sf(crit, df, noncentrality)
    needed = _units_for_power(crit, df, noncentrality, n_clusters)
    bounds = fit.conf_int(1 - level)
    group_estimates = {
        label(g): Estimate(float(means[i]), float(bounds[i][0]), float(bounds[i][1]),
                           int(totals[i]), level, n_clusters, unit, obs)
        for g, i in index.items()
    }
    raw = []
    pairs_at_once = k * (k - 1) // 2
    t_all = t_quantile(1 - (1 - level) / (2 * pairs_at_once), n_clusters - 1)
    for a, b in itertools.combinations(names, 2):
        i, j = index[a], index[b]
        d = float(means[i] - means[j])
        se = math.sqrt(max(0.0, cov[i, i] + cov[j, j] - 2 * cov[i, j]))
        p = t_two_sided_p(abs(d) / se, n_clusters - 1) if se > 0 else math.nan
        est = Estimate(d, d - t_all * se, d + t_all * se, int(totals[i] + totals[j]), level,
                       n_clusters, unit, obs)
        raw.append((label(a), label(b), est, p))
    adjusted = _adjusted([p for *_, p in raw], "bonferroni")
    return EqualMeansTest(
        metric=metric,
        groups=group_estimates,
        statistic=statistic,
        df=df,
        p_value=chi2_sf(statistic, df),
        pairs=tuple(PairDifference(a, b, est, p, q)
                    for (a, b, est, p), q in zip(raw, adjusted, strict=True)),
        effect=effect,
        power=power,
        needed=needed,
        units=n_clusters,
        n=len(values),
    )


def _order(value: Any) -> tuple[str, Any]:
    """Sort numbers as numbers and everything else by its text, each kind apart."""
    return ("0", value) if isinstance(value, int | float) else (type(value).__name__, str(value))


def _units_for_power(crit: float, df: int, noncentrality: float, units: int,
                     power: float = TARGET_POWER) -> int:
    """Units for the given power: the noncentrality grows in proportion to the sample
    (``scipy.optimize.brentq`` finds the noncentrality that gives ``power``)."""
    if noncentrality <= 0:
        return 0
    from scipy.optimize import brentq

    high = 1.0
    while noncentral_chi2_sf(crit, df, high) < power:
        high *= 2
    needed = brentq(lambda nc: noncentral_chi2_sf(crit, df, nc) - power, 0.0, high, xtol=1e-9)
    return math.ceil(units * float(needed) / noncentrality)


def _adjusted(p_values: Sequence[float], method: str) -> list[float]:
    """p-values adjusted for several tests at once (``statsmodels``' ``multipletests``); a NaN
    (a test that could not be made) stays NaN and counts as a test."""
    from statsmodels.stats.multitest import multipletests

    if not p_values:
        return []
    known = [i for i, p in enumerate(p_values) if not math.isnan(p)]
    out = [math.nan] * len(p_values)
    if known:
        # Each known p is adjusted as if all len(p_values) tests were made (as Bonferroni did).
        padded = [p_values[i] for i in known] + [1.0] * (len(p_values) - len(known))
        adjusted = multipletests(padded, method=method)[1]
        for slot, i in enumerate(known):
            out[i] = float(adjusted[slot])
    return out


def _holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjustment: controls the chance of any false "effect" among m tests.

    >>> [round(p, 3) for p in _holm([0.01, 0.04, 0.03])]
    [0.03, 0.06, 0.06]
    """
    return _adjusted(p_values, "holm")


# -- Regression with clustered errors ------------------------------------------------------------


def cluster_regression(
    rows: Sequence[Sequence[float]],
    outcome: Sequence[float],
    clusters: Sequence[Hashable],
    names: Sequence[str],
    level: float = 0.95,
    unit: str = "games",
    obs: str = "",
) -> dict[str, Estimate]:
    """Least-squares coefficients of ``outcome`` on the columns of ``rows``, each with a
    cluster-robust (CR1) interval: the sandwich ``B M B`` with ``B = (X'X)^-1`` and ``M`` the
    sum over clusters of ``(X_g' e_g)(X_g' e_g)'``, scaled by G / (G - 1) * (N - 1) / (N - K),
    as ``statsmodels`` computes it. No intercept is added: put a column of ones in ``rows``
    for one.

    >>> rows = [[1, x] for x in range(10)]
    >>> fit = cluster_regression(rows, [3 + 2 * x for x in range(10)], range(10), ["a", "b"])
    >>> round(fit["a"].mean, 6), round(fit["b"].mean, 6), fit["b"].half_width < 1e-6
    (3.0, 2.0, True)
    """
    import numpy as np

    x = np.asarray(rows, dtype=float)
    y = np.asarray(outcome, dtype=float)
    keys = list(clusters)
    if x.shape != (len(y), len(names)) or len(keys) != len(y):
        raise ValueError(f"rows {x.shape}, outcome {len(y)}, clusters {len(keys)} and "
                         f"{len(names)} names do not fit together")
    g = len(set(keys))
    fit = _clustered_ols(x, y, keys)
    # A column the data cannot tell apart from others (a tile every rack holds alike) can get a
    # variance a hair below zero by rounding: its interval is then its point, not NaN.
    se = np.sqrt(np.clip(np.diag(np.asarray(fit.cov_params(), dtype=float)), 0.0, None))
    t = t_quantile(0.5 + level / 2, g - 1)
    return {
        name: Estimate(float(fit.params[i]), float(fit.params[i] - t * se[i]),
                       float(fit.params[i] + t * se[i]), len(y), level, g, unit, obs)
        for i, name in enumerate(names)
    }
