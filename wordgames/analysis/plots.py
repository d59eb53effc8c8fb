"""Plotting helpers: each takes ``ax=None`` (new axes in the wordgames style) and returns the axes.

Every sampled figure states its counts (the independent units and the observations) and labels
its error bars as 95% intervals; a comparison of variants plots the paired difference.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from wordgames.sim.stats import Estimate
>>> est = Estimate(2.0, 1.0, 3.0, n=400, units=100, unit="games", obs="player-rounds")
>>> ax = estimate_bars({"x1": est, "x2": est}, ylabel="points", title="Doubling")
>>> ax.get_ylabel(), len(ax.patches)
('points', 2)
>>> print(ax.get_xlabel())
each bar: n = 400 player-rounds in 100 games
error bars: 95% intervals, clustered by game
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

from wordgames.analysis.style import COLOURS, axes, plain_text
from wordgames.sim.stats import Estimate


def set_title(ax: Any, title: str) -> None:
    """A title wrapped to the axes' width (long computed titles would run off the figure).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> from wordgames.analysis.style import axes
    >>> ax = axes()
    >>> set_title(ax, "a very long title " * 8)
    >>> ax.get_title().count("\\n") >= 1
    True
    """
    width_inches = ax.figure.get_size_inches()[0] * ax.get_position().width
    ax.set_title(textwrap.fill(plain_text(title), width=max(40, int(width_inches * 11))))


def interval_note(estimates: Sequence[Estimate]) -> str:
    """What the error bars are, in words: ``error bars: 95% intervals, clustered by game``,
    naming the unit the intervals are clustered by (a game, a deal replayed in several seatings).

    >>> interval_note([Estimate(1, 0, 2, 10)])
    'error bars: 95% intervals'
    >>> interval_note([Estimate(1, 0, 2, 40, units=10, unit="deals")])
    'error bars: 95% intervals, clustered by deal'
    """
    clustered = [e for e in estimates if e.units is not None and e.units != e.n]
    level = round(estimates[0].level * 100) if estimates else 95
    if not clustered:
        return f"error bars: {level}% intervals"
    units = {e.unit.removesuffix("s") or "game" for e in clustered}
    return f"error bars: {level}% intervals, clustered by {' or '.join(sorted(units))}"


def _interval_legend(ax: Any, estimates: Sequence[Estimate], loc: str = "best") -> None:
    from matplotlib.lines import Line2D

    handle = Line2D([], [], color="black", marker="|", markersize=12, linestyle="none")
    handles, labels = ax.get_legend_handles_labels()
    ax.legend([*handles, handle], [*labels, interval_note(estimates)], loc=loc)


def counts_label(estimates: Sequence[Estimate], each: str = "each bar") -> str:
    """The counts all the estimates share, as an axis label ('' when they differ).

    >>> counts_label([Estimate(1, 0, 2, 10), Estimate(1, 0, 2, 10)])
    'each bar: n = 10'
    >>> counts_label([Estimate(1, 0, 2, 10), Estimate(1, 0, 2, 12)])
    ''
    """
    texts = {e.counts() for e in estimates}
    return f"{each}: {texts.pop()}" if len(texts) == 1 else ""


def estimate_bars(
    estimates: Mapping[str, Estimate],
    ax: Any = None,
    ylabel: str = "",
    title: str = "",
    colour: str = COLOURS[0],
) -> Any:
    """Means as bars with their 95% intervals, labelled, and the counts on the figure."""
    ax = axes(ax)
    values = list(estimates.values())
    shared = counts_label(values)
    # Each bar's counts under its name, wrapped to the bar's share of the width so that
    # neighbouring labels do not run into each other.
    width = max(12, int(ax.figure.get_size_inches()[0] * 10 / max(1, len(values))))
    labels = [plain_text(name) if shared
              else f"{plain_text(name)}\n{textwrap.fill(f'({est.counts()})', width)}"
              for name, est in estimates.items()]
    ax.bar(labels, [e.mean for e in values], yerr=_errors(values), capsize=4, color=colour)
    ax.set_ylabel(ylabel)
    # The note goes under the axis, not in a legend that a tall bar's interval runs into.
    ax.set_xlabel("\n".join(part for part in (shared, interval_note(values)) if part))
    set_title(ax, title)
    return ax


def _errors(values: Sequence[Estimate]) -> list[list[float]]:
    return [[e.mean - e.low for e in values], [e.high - e.mean for e in values]]


def difference_plot(
    differences: Mapping[str, Estimate],
    ax: Any = None,
    xlabel: str = "",
    title: str = "",
    colour: str = COLOURS[5],
    note: str = "",
) -> Any:
    """Paired differences as points with their 95% intervals, against a line at zero. The axis
    label says what the bars are (``note`` to say more) and, when they share them, the counts.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = difference_plot({"b - a": Estimate(0.4, 0.3, 0.5, 800, unit="rounds")},
    ...                      xlabel="points per player-round")
    >>> ax.get_xlabel()
    'points per player-round\\neach: n = 800 rounds; error bars: 95% intervals'
    """
    ax = axes(ax, figsize=(7, 1.4 + 0.5 * len(differences)))
    values = list(differences.values())
    shared = counts_label(values, "each")
    positions = list(range(len(values)))[::-1]
    ax.errorbar([e.mean for e in values], positions, xerr=_errors(values), fmt="o",
                color=colour, capsize=4)
    ax.axvline(0, color="black", linewidth=0.8)
    names = [name if shared else f"{name}\n({e.counts()})" for name, e in differences.items()]
    ax.set_yticks(positions, names)
    ax.set_ylim(-0.7, len(values) - 0.3)
    details = "; ".join(part for part in (shared, note or interval_note(values)) if part)
    ax.set_xlabel(f"{xlabel}\n{details}" if xlabel else details)
    set_title(ax, title)
    return ax


def interval_points(
    categories: Sequence[str],
    estimates: Mapping[str, Estimate],
    reference: Mapping[str, float] | None = None,
    ax: Any = None,
    ylabel: str = "",
    title: str = "",
    label: str = "estimate",
    reference_label: str = "reference",
) -> Any:
    """Each category's estimate with its 95% interval, and an optional reference value beside.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = interval_points(["A", "B"], {"A": Estimate(1, 0.5, 1.5, 9), "B": Estimate(2, 1, 3, 9)},
    ...                      {"A": 1, "B": 3})
    >>> ax.get_xlabel()
    'each point: n = 9'
    """
    ax = axes(ax, figsize=(10, 4))
    xs = list(range(len(categories)))
    values = [estimates[c] for c in categories]
    ax.errorbar(xs, [e.mean for e in values], yerr=_errors(values), fmt="o", capsize=3,
                color=COLOURS[0], label=label)
    if reference is not None:
        ax.plot(xs, [reference[c] for c in categories], "_", markersize=14, markeredgewidth=2,
                color=COLOURS[1], label=reference_label)
    ax.set_xticks(xs, list(categories))
    ax.set_ylabel(ylabel)
    ax.set_xlabel(counts_label(values, "each point"))
    set_title(ax, title)
    _interval_legend(ax, values, loc="upper right")
    return ax


def paired_bars(
    categories: Sequence[str],
    series: Mapping[str, Sequence[float]],
    ax: Any = None,
    ylabel: str = "",
    title: str = "",
) -> Any:
    """Side-by-side bars of several exact series over the same categories (e.g. letters)."""
    ax = axes(ax, figsize=(10, 4))
    width = 0.8 / max(1, len(series))
    for i, (name, values) in enumerate(series.items()):
        xs = [x + (i - (len(series) - 1) / 2) * width for x in range(len(categories))]
        ax.bar(xs, values, width=width, label=plain_text(name), color=COLOURS[i % len(COLOURS)])
    ax.set_xticks(range(len(categories)), list(categories))
    ax.set_ylabel(ylabel)
    set_title(ax, title)
    ax.legend()
    return ax


def histogram(
    values: Sequence[float],
    ax: Any = None,
    bins: int | Sequence[float] = 20,
    xlabel: str = "",
    title: str = "",
    unit: str = "games",
    colour: str = COLOURS[0],
    band: tuple[float, float] | None = None,
    band_label: str = "",
    clusters: int | None = None,
    cluster_unit: str = "games",
) -> Any:
    """A histogram of ``values``, one per ``unit``: the share of units on the y axis, n in the
    legend, and an optional shaded ``band`` (a range a rulebook promises).

    When the values are not independent (rounds of the same games), ``clusters`` says how many
    independent ``cluster_unit`` they come from, and the legend names both counts.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> ax = histogram([1, 2, 2, 3], unit="rounds", band=(2, 3), band_label="the box")
    >>> ax.get_ylabel(), [t.get_text() for t in ax.get_legend().get_texts()]
    ('share of rounds', ['the box', 'n = 4 rounds'])
    >>> ax = histogram([1, 2, 2, 3], unit="rounds", clusters=2)
    >>> ax.get_legend().get_texts()[0].get_text()
    'n = 4 rounds in 2 games'
    """
    ax = axes(ax)
    data = list(values)
    if band is not None:
        ax.axvspan(*band, color=COLOURS[2], alpha=0.2, label=band_label or "range")
    weights = [1 / len(data)] * len(data) if data else None
    counts = Estimate(math.nan, math.nan, math.nan, len(data), units=clusters,
                      unit=cluster_unit if clusters is not None else unit, obs=unit).counts()
    ax.hist(data, bins=bins, weights=weights, color=colour, alpha=0.75, label=counts)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(f"share of {unit}")
    set_title(ax, title)
    ax.legend()
    return ax
