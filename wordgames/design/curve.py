"""The solvability curve: the share of random racks of n tiles that make one crossword of them all.

Clement and Kachuck (banangram, 2016) drew random racks of n Bananagrams tiles for n = 2 to 29
and found the share that can be built into one crossword using every tile rising to a plateau
near 96% from n = 11 on (TWL06). :func:`solvability_curve` draws the same curve for any bags and
word lists, with :func:`wordgames.wordstorm.solvable_fraction` at every point: the racks
**solved**, **proven impossible** and **undecided** counted apart, with the Wilson interval of
the share solved. The racks are nested and shared (rack ``i`` is the same draw at every size and
every level), so the curve's steps come from the tiles and the words, not from chance.

>>> frame = solvability_curve(bags=["bananagrams"], levels=[50], sizes=[2, 3], n=5, seed=1,
...                           workers=1, progress=False)
>>> list(frame.columns[:6]), len(frame)
(['bag', 'level', 'tiles', 'n', 'solved', 'impossible'], 2)
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from functools import cache
from typing import Any

import pandas as pd

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.sim.runbar import close_bar, open_bar
from wordgames.wordstorm.solvable import MAX_STEPS, solvable_fraction

#: The rack sizes of the issue (and of Clement and Kachuck's range, 2 to 29).
SIZES = (2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 21, 25, 29)
#: The SCOWL levels of the curve.
CURVE_LEVELS = (35, 50, 70, 80)
#: The two bags.
BAGS = ("bananagrams", "wordstorm")
#: Where their plateau begins, and its height (TWL06).
PLATEAU_FROM, PLATEAU_HEIGHT = 11, 0.96


@cache
def _lexicon(level: int) -> Lexicon:
    return Lexicon.default(level)


def point(bag: str, level: int | None, tiles: int, n: int, seed: int,
          lexicon: Lexicon | None = None, max_steps: int | None = None) -> dict[str, Any]:
    """One point of the curve as a flat record (what a worker process returns)."""
    words = lexicon if lexicon is not None else _lexicon(level or 70)
    found = solvable_fraction(words, tiles, n, seed, bag=bag,
                              max_steps=max_steps or MAX_STEPS)
    record = found.to_record()
    record.pop("lexicon")
    return {"bag": bag, "level": level, **{k: v for k, v in record.items() if k != "bag"},
            "lexicon": words.name}


def solvability_curve(
    bags: Sequence[str] = BAGS,
    levels: Sequence[int] = CURVE_LEVELS,
    sizes: Sequence[int] = SIZES,
    n: int = 400,
    seed: int = 0,
    *,
    lexicon: Lexicon | None = None,
    max_steps: int | None = None,
    workers: int | None = None,
    progress: bool = True,
) -> pd.DataFrame:
    """One row per bag, level and rack size: racks drawn, each outcome's count and share, and
    the share solved with its 95% interval (``low``, ``high``).

    ``lexicon``: a word list of the user's own instead of the SCOWL levels (``levels`` is then
    ignored and the ``level`` column is empty). ``workers``: processes (default: the cores).
    """
    if not isinstance(n, int) or n < 1:
        raise InvalidInput(f"n must be a positive number of racks, not {n!r}")
    if not sizes or any(not isinstance(s, int) or s < 1 for s in sizes):
        raise InvalidInput(f"sizes must be whole numbers of tiles >= 1, not {list(sizes)!r}")
    jobs = [(bag, None if lexicon is not None else level, size)
            for bag in bags for level in ([None] if lexicon is not None else levels)
            for size in sizes]
    workers = workers or os.cpu_count() or 1
    bar = None
    if progress:
        bar = open_bar(len(jobs) * n, "solvability curve", "rack")
    rows = []
    try:
        if workers == 1:
            for bag, level, size in jobs:
                rows.append(point(bag, level, size, n, seed, lexicon, max_steps))
                if bar is not None:
                    bar.update(n)
        else:
            with ProcessPoolExecutor(workers) as pool:
                # The slowest points (big racks, low levels) first: the pool ends together.
                order = sorted(jobs, key=lambda j: (-j[2], j[1] or 0))
                futures = [pool.submit(point, bag, level, size, n, seed, lexicon, max_steps)
                           for bag, level, size in order]
                for future in as_completed(futures):
                    rows.append(future.result())
                    if bar is not None:
                        bar.update(n)
    finally:
        if bar is not None:
            close_bar(bar)
    frame = pd.DataFrame(rows).sort_values(["bag", "level", "tiles"], na_position="first")
    frame = frame.reset_index(drop=True)
    frame.attrs["params"] = {"bags": list(bags), "levels": list(levels), "sizes": list(sizes),
                             "n": n, "seed": seed, "max_steps": max_steps,
                             "lexicon": None if lexicon is None else lexicon.name}
    return frame


def plateau(frame: pd.DataFrame, start: int = PLATEAU_FROM) -> pd.DataFrame:
    """Per bag and level: the share solved over the racks of ``start`` tiles or more (lowest,
    highest and mean of the points), and the share undecided there.

    >>> rows = [{"bag": "b", "level": 50, "tiles": t, "share_solved": s, "low": s - .02,
    ...          "high": s + .02, "share_undecided": 0.01, "share_impossible": 0.0}
    ...         for t, s in ((10, .8), (12, .9), (15, .95))]
    >>> [float(x) for x in plateau(pd.DataFrame(rows)).iloc[0][["lowest", "highest", "points"]]]
    [0.9, 0.95, 2.0]
    """
    tail = frame[frame["tiles"] >= start]
    groups = tail.groupby(["bag", "level"], dropna=False)
    out = groups.agg(lowest=("share_solved", "min"), highest=("share_solved", "max"),
                     mean=("share_solved", "mean"), low=("low", "min"), high=("high", "max"),
                     undecided=("share_undecided", "max"),
                     impossible=("share_impossible", "max"), points=("tiles", "size"))
    return out.reset_index()


__all__ = ["BAGS", "CURVE_LEVELS", "PLATEAU_FROM", "PLATEAU_HEIGHT", "SIZES", "plateau", "point",
           "solvability_curve"]
