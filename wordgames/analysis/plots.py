"""Plotting helpers: each takes ``ax=None`` (new axes in the wordgames style) and returns the axes.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from wordgames.sim.stats import mean_ci
>>> ax = estimate_bars({"x1": mean_ci([1, 2, 3]), "x2": mean_ci([2, 4, 6])},
...                    ylabel="points", title="Doubling doubles the penalty")
>>> ax.get_ylabel(), len(ax.patches)
('points', 2)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wordgames.analysis.style import COLOURS, axes
from wordgames.sim.stats import Estimate


def estimate_bars(
    estimates: Mapping[str, Estimate],
    ax: Any = None,
    ylabel: str = "",
    title: str = "",
    colour: str = COLOURS[0],
) -> Any:
    """Means as bars with their 95% intervals as error bars, and n under each label."""
    ax = axes(ax)
    labels = [f"{name}\n(n = {est.n:,})" for name, est in estimates.items()]
    means = [est.mean for est in estimates.values()]
    errors = [
        [est.mean - est.low for est in estimates.values()],
        [est.high - est.mean for est in estimates.values()],
    ]
    ax.bar(labels, means, yerr=errors, capsize=4, color=colour)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    return ax


def paired_bars(
    categories: Sequence[str],
    series: Mapping[str, Sequence[float]],
    ax: Any = None,
    ylabel: str = "",
    title: str = "",
) -> Any:
    """Side-by-side bars of several series over the same categories (e.g. letters)."""
    ax = axes(ax, figsize=(10, 4))
    width = 0.8 / max(1, len(series))
    for i, (name, values) in enumerate(series.items()):
        xs = [x + (i - (len(series) - 1) / 2) * width for x in range(len(categories))]
        ax.bar(xs, values, width=width, label=name, color=COLOURS[i % len(COLOURS)])
    ax.set_xticks(range(len(categories)), list(categories))
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend()
    return ax


def histogram(
    values: Sequence[float],
    ax: Any = None,
    bins: int | Sequence[float] = 20,
    xlabel: str = "",
    title: str = "",
    label: str | None = None,
    colour: str = COLOURS[0],
) -> Any:
    """A histogram of counts (share of games on the y axis)."""
    ax = axes(ax)
    weights = [1 / len(values)] * len(values) if len(values) else None
    ax.hist(values, bins=bins, weights=weights, color=colour, alpha=0.75, label=label)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("share of games")
    ax.set_title(title)
    if label:
        ax.legend()
    return ax
