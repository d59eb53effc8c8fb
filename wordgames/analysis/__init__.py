"""The analysis notebooks' steps: estimates with intervals, tests, figures and findings.

One module per notebook (``letters`` for 10, ``scoring`` for 11, ``lengths`` for 12,
``component_designer`` for 13, ``balance`` for 14 with ``report``, its runs and its HTML page),
and the helpers they share: ``frames`` (estimates from
simulated frames), ``plots``, ``findings`` (text computed from the results), ``style``.

**How the intervals count the evidence.** The players of one round are not independent
observations (they share its deal and race each other), nor are the rounds of one game (they
share its running totals). Every interval here is therefore a 95% interval *clustered by game*:
a cluster-robust standard error (the CR1 sandwich estimator) over the games, with a Student t
quantile on (games - 1) degrees of freedom,

    var(mean) = G / (G - 1) * sum over games g of (sum over rows i of g of (y_i - mean))**2 / N**2

for ``N`` observations in ``G`` games (:func:`wordgames.sim.stats.cluster_mean_ci`; ratios of
sums and regression coefficients likewise, by the delta method and the sandwich). With one
observation per game it is the ordinary t interval; when all of a game's observations agree it
is the t interval on the game means; a test in ``tests/sim`` checks its coverage on simulated
data whose answer is known. Each :class:`~wordgames.sim.stats.Estimate` keeps both counts,
``n`` observations in ``units`` independent units, and every figure and finding states both.
Seats are compared by one Wald test of equal means paired inside each game
(:func:`wordgames.sim.stats.equal_means_test`), with its power, and pairwise with Bonferroni's
correction (p-values and intervals alike, so a figure's intervals and a finding's pairs agree).
Variants are compared on the same seeds, paired one to one (:func:`wordgames.sim.compare`).
"""

import os


def quick_mode() -> bool:
    """True when the notebooks run under the tests (``WORDGAMES_QUICK=1``): small samples.

    >>> isinstance(quick_mode(), bool)
    True
    """
    return os.environ.get("WORDGAMES_QUICK", "") not in ("", "0")
