"""Small helpers that turn simulated frames into estimates with intervals."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pandas as pd

from wordgames.sim.stats import Estimate, mean_ci, proportion_ci


def estimates_by(
    frame: pd.DataFrame, by: str, metric: str, label: Callable[[Any], str] = str
) -> dict[str, Estimate]:
    """The mean of ``metric`` for each value of ``by``, with its 95% interval.

    >>> frame = pd.DataFrame({"seat": [0, 0, 1, 1], "score": [1, 3, 5, 7]})
    >>> {k: v.mean for k, v in estimates_by(frame, "seat", "score", "seat {}".format).items()}
    {'seat 0': 2.0, 'seat 1': 6.0}
    """
    return {
        label(key): mean_ci(group[metric].dropna())
        for key, group in frame.groupby(by, sort=True)
    }


def share_by(frame: pd.DataFrame, by: str, flag: str) -> dict[str, Estimate]:
    """The share of rows where ``flag`` is true, for each value of ``by`` (Wilson intervals)."""
    return {
        str(key): proportion_ci(int(group[flag].sum()), len(group))
        for key, group in frame.groupby(by, sort=True)
    }


def ratio_ci(numerator: pd.Series, denominator: pd.Series) -> Estimate:
    """A ratio of sums (cards per claim...) with a delta-method interval over the rows.

    >>> est = ratio_ci(pd.Series([3, 4, 5, 4]), pd.Series([1, 1, 1, 1]))
    >>> est.mean
    4.0
    """
    num, den = numerator.astype(float), denominator.astype(float)
    ratio = float(num.sum() / den.sum())
    # Linearise: each row's contribution to the ratio's error.
    residual = (num - ratio * den) / den.mean()
    spread = mean_ci(residual)
    return Estimate(ratio, ratio + spread.low, ratio + spread.high, spread.n)
