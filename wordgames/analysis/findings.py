"""Findings written from the run that shows them: every number in the text is computed.

A notebook's finding is a cell that calls :func:`finding` with a sentence whose numbers come from
the results just computed. The finding says which mode measured it, and says plainly when the
sample is too small to conclude anything (in quick mode it always is).

>>> from wordgames.sim.stats import Estimate
>>> est = Estimate(12.04, 11.5, 12.6, n=3200, units=800, unit="rounds", obs="player-rounds")
>>> print(finding(f"a round costs {ci(est)} points ({est.counts()}).", est, quick=False))
**Finding** (full run): a round costs 12.0 (95% CI 11.5 to 12.6) points (n = 3,200 player-rounds
in 800 rounds).
>>> small = Estimate(12.0, 2.0, 22.0, n=40, units=10, unit="rounds")
>>> print(finding(f"a round costs {ci(small)} points.", small, quick=True))
**Finding** (quick run): a round costs 12.0 (95% CI 2.0 to 22.0) points.
<BLANKLINE>
*Too small to conclude: these figures rest on as few as 10 independent rounds. `make figures`
runs the full sizes.*
"""

from __future__ import annotations

import math
import textwrap

from wordgames.analysis import quick_mode
from wordgames.sim.stats import TARGET_POWER, EqualMeansTest, Estimate

#: Fewer independent units than this, and a finding says the sample is too small.
ENOUGH = 30


class Finding(str):
    """Markdown text that Jupyter shows as formatted text (no IPython needed to build it)."""

    def _repr_markdown_(self) -> str:
        return str(self)


def finding(
    text: str,
    *basis: Estimate | EqualMeansTest,
    quick: bool | None = None,
    enough: int = ENOUGH,
) -> Finding:
    """The finding ``text``, headed by the mode that computed it, with a warning when any of the
    ``basis`` estimates rests on fewer than ``enough`` independent units."""
    quick = quick_mode() if quick is None else quick
    head = f"**Finding** ({'quick' if quick else 'full'} run): "
    # Hyphens stay whole: markdown reads a line break as a space ("player- rounds").
    body = textwrap.fill(head + " ".join(text.split()), width=100, break_on_hyphens=False)
    estimates = [next(iter(b.groups.values())) if isinstance(b, EqualMeansTest) else b
                 for b in basis]
    sizes = [e.independent for e in estimates]
    if sizes and min(sizes) < enough:
        smallest = min(sizes)
        units = next((e.unit for e in estimates if e.independent == smallest and e.unit), "")
        warning = (f"*Too small to conclude: these figures rest on as few as {smallest:,} "
                   f"independent {units or 'units'}. `make figures` runs the full sizes.*")
        body += "\n\n" + textwrap.fill(warning, width=100, break_on_hyphens=False)
    return Finding(body)


def number(value: float, digits: int = 1, percent: bool = False) -> str:
    """A number as a finding writes it: thousands separated, or a percentage.

    >>> number(2797.4, 0), number(0.352, 0, percent=True), number(-0.4449, 2)
    ('2,797', '35%', '-0.44')
    """
    if math.isnan(value):
        return "n/a"
    if percent:
        return f"{value * 100:,.{digits}f}%"
    return f"{value:,.{digits}f}"


def ci(est: Estimate, digits: int = 1, percent: bool = False) -> str:
    """An estimate with its interval: ``12.0 (95% CI 11.5 to 12.5)``.

    >>> ci(Estimate(0.351, 0.33, 0.38, 300), 0, percent=True)
    '35% (95% CI 33% to 38%)'
    """
    pct = round(est.level * 100)
    return (f"{number(est.mean, digits, percent)} ({pct}% CI {number(est.low, digits, percent)}"
            f" to {number(est.high, digits, percent)})")


def interval(est: Estimate, digits: int = 1, percent: bool = False) -> str:
    """Only the interval: ``95% CI 11.5 to 12.5``.

    >>> interval(Estimate(1.0, 0.5, 1.5, 10))
    '95% CI 0.5 to 1.5'
    """
    return ci(est, digits, percent).split("(", 1)[1].rstrip(")")


def p_value(p: float) -> str:
    """A p-value as a reader wants it: small ones as an upper bound.

    >>> p_value(0.04321), p_value(0.00001), p_value(0.5)
    ('p = 0.043', 'p < 0.001', 'p = 0.50')
    """
    if p < 0.001:
        return "p < 0.001"
    return f"p = {p:.3f}" if p < 0.1 else f"p = {p:.2f}"


def equal_means_verdict(test: EqualMeansTest, what: str = "seat", unit: str = "points",
                        digits: int = 1, percent: bool = False) -> str:
    """What a test of equal means across seats says, with its power, in one or two sentences.

    With ``percent``, the means are shares and differences are written in percentage points.

    >>> import random
    >>> from wordgames.sim.stats import equal_means_test
    >>> rng = random.Random(2)
    >>> test = equal_means_test([rng.gauss(0, 1) for _ in range(200)], [0, 1] * 100,
    ...                         [g // 2 for g in range(200)], effect=0.5, label="seat {}".format)
    >>> print(equal_means_verdict(test))
    no seat differs from another beyond chance (chi-square 0.00 on 1 df, p = 0.97); the test had
    92% power to find one seat 0.5 points off the others, and 69 games would give it 80%
    """
    stats = f"chi-square {test.statistic:.2f} on {test.df} df, {p_value(test.p_value)}"
    if test.p_value < 0.05:
        found = [p for p in test.pairs if p.p_adjusted < 0.05]
        pairs = ", ".join(
            f"{p.a} minus {p.b} {_amount(p.difference.mean, unit, digits, percent)} "
            f"({p_value(p.p_adjusted)} corrected for {len(test.pairs)} pairs)" for p in found
        ) or f"no single pair stands out once corrected for {len(test.pairs)} pairs"
        text = f"the {what}s differ ({stats}): {pairs}"
    else:
        text = f"no {what} differs from another beyond chance ({stats})"
    unit_word = test.groups[next(iter(test.groups))].unit or "units"
    return (f"{text}; the test had {number(test.power, 0, percent=True)} power to find one "
            f"{what} {_amount(test.effect, unit, digits, percent, effect=True)} off the others, "
            f"and {test.needed:,} {unit_word} would give it "
            f"{number(TARGET_POWER, 0, percent=True)}")


def _amount(value: float, unit: str, digits: int, percent: bool, effect: bool = False) -> str:
    """``0.5 points``, or ``2 percentage points`` for a share.

    >>> _amount(0.5, "points", 1, False, effect=True), _amount(-0.021, "", 1, True)
    ('0.5 points', '-2.1 percentage points')
    """
    if percent:
        return f"{value * 100:{'g' if effect else f'.{digits}f'}} percentage points"
    return f"{value:g} {unit}" if effect else f"{number(value, digits)} {unit}"
