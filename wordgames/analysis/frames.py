"""Estimates from simulated frames, with intervals clustered by game and both counts named.

A simulated frame has one row per player per round of each game. Its *independent units* are
the games (a game of one round is a round), its *observations* the rows. Every estimate here is
computed with :func:`wordgames.sim.stats.cluster_mean_ci` over the games, and names both:

>>> frame = pd.DataFrame({"game_index": [0, 0, 1, 1, 2, 2], "round": [1] * 6,
...                       "player": [0, 1] * 3, "score": [1, 3, 5, 7, 2, 2]})
>>> units_of(frame)
('rounds', 'player-rounds')
>>> estimate(frame, "score").counts()
'n = 6 player-rounds in 3 rounds'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pandas as pd

from wordgames.sim.stats import Estimate, cluster_mean_ci, cluster_ratio_ci


def game_keys(frame: pd.DataFrame) -> list[str]:
    """The columns that name a game: its index, and its grid point in a sweep.

    >>> game_keys(pd.DataFrame(columns=["sweep_point", "game_index", "player"]))
    ['sweep_point', 'game_index']
    """
    return [k for k in ("sweep_point", "game_index") if k in frame.columns]


def clusters(frame: pd.DataFrame, on: Sequence[str] | None = None) -> list[tuple[Any, ...]]:
    """Each row's game (its cluster): the independent unit it belongs to.

    ``on`` names other columns to cluster on: a sweep whose grid points replay the same deals
    (the same seeds) clusters on ``game_index`` alone, since those games share their draws.

    >>> clusters(pd.DataFrame({"game_index": [4, 4, 5], "player": [0, 1, 0]}))
    [(4,), (4,), (5,)]
    """
    keys = list(on) if on is not None else game_keys(frame)
    return list(frame[keys].itertuples(index=False, name=None))


def units_of(frame: pd.DataFrame) -> tuple[str, str]:
    """What the independent units and the observations of a frame are, in words.

    Games of one round are rounds; rows that are players are player-rounds (or players, when a
    frame has no rounds); one row per round is a round.

    >>> units_of(pd.DataFrame({"game_index": [0, 0, 1], "round": [1, 2, 1]}))
    ('games', 'rounds')
    >>> units_of(pd.DataFrame({"game_index": [0, 1], "rounds": [3, 4]}))
    ('games', '')
    """
    keys = game_keys(frame)
    if "round" in frame.columns:
        one_round = bool((frame.groupby(keys)["round"].nunique() <= 1).all())
        unit = "rounds" if one_round else "games"
        players = "player" in frame.columns and frame.duplicated([*keys, "round"]).any()
        obs = "player-rounds" if players else ("" if one_round else "rounds")
        return unit, obs
    players = "player" in frame.columns and frame.duplicated(keys).any()
    return "games", "players" if players else ""


def _values(frame: pd.DataFrame, metric: str | pd.Series) -> pd.Series:
    return frame[metric] if isinstance(metric, str) else metric


def estimate(
    frame: pd.DataFrame,
    metric: str | pd.Series,
    obs: str | None = None,
    cluster_on: Sequence[str] | None = None,
    unit: str | None = None,
) -> Estimate:
    """The mean of a column (or of a series aligned with ``frame``), clustered by game (or on
    the ``cluster_on`` columns, naming the units ``unit``).

    Rows where the value is missing are left out (a round with no claim has no first claim).
    A mean of true/false values is a share: its interval stays within 0 to 1.

    >>> frame = pd.DataFrame({"game_index": [0, 1, 2], "won": [True, False, False]})
    >>> estimate(frame, frame.won).low
    0.0
    """
    raw = _values(frame, metric)
    share = raw.dtype == bool
    values = raw.astype(float)
    keep = values.notna()
    kept = frame[keep.to_numpy()]
    default_unit, default_obs = units_of(kept) if len(kept) else ("games", "")
    return cluster_mean_ci(values[keep], clusters(kept, cluster_on),
                           unit=default_unit if unit is None else unit,
                           obs=default_obs if obs is None else obs,
                           bounds=(0.0, 1.0) if share else None)


def estimates_by(
    frame: pd.DataFrame,
    by: str,
    metric: str | pd.Series,
    label: Callable[[Any], str] = str,
    **options: Any,
) -> dict[str, Estimate]:
    """The mean of ``metric`` for each value of ``by``, each with its clustered 95% interval
    (``options`` go to :func:`estimate`).

    >>> frame = pd.DataFrame({"game_index": [0, 0, 1, 1], "player": [0, 1, 0, 1],
    ...                       "score": [1, 3, 5, 7]})
    >>> {k: v.mean for k, v in estimates_by(frame, "player", "score", "seat {}".format).items()}
    {'seat 0': 3.0, 'seat 1': 5.0}
    """
    values = _values(frame, metric)
    return {
        label(key): estimate(group, values.loc[group.index], **options)
        for key, group in frame.groupby(by, sort=True)
    }


def ratio(frame: pd.DataFrame, numerator: str | pd.Series, denominator: str | pd.Series,
          obs: str = "", share: bool = False) -> Estimate:
    """A ratio of sums (cards per claim...), with its delta-method interval clustered by game.
    With ``share`` the ratio is a part of a whole, and its interval stays within 0 to 1.

    >>> frame = pd.DataFrame({"game_index": [0, 1, 2], "cards": [3, 7, 6], "claims": [1, 2, 2]})
    >>> str(ratio(frame, "cards", "claims", obs="claims"))
    '3.20 (95% CI 2.41 to 3.99, n = 5 claims in 3 games)'
    """
    unit, _ = units_of(frame)
    return cluster_ratio_ci(_values(frame, numerator), _values(frame, denominator),
                            clusters(frame), unit=unit, obs=obs,
                            bounds=(0.0, 1.0) if share else None)


def fixed_value(values: Sequence[float] | pd.Series, tolerance: float = 1e-9) -> float | None:
    """The one value every row shares (a quantity the rules fix), or None if it varies.

    >>> fixed_value([60, 60, 60]), fixed_value([1.0, 1.5])
    (60.0, None)
    """
    data = [float(v) for v in values]
    if data and max(data) - min(data) <= tolerance:
        return data[0]
    return None


def table(estimates: Mapping[str, Estimate], digits: int = 2) -> pd.DataFrame:
    """Estimates as a table: mean, the 95% interval, and both counts.

    >>> table({"score": Estimate(12.04, 11.5, 12.6, n=3200, units=800)}).loc["score"].tolist()
    [12.04, 11.5, 12.6, '3,200', '800']
    """
    rows = {
        name: {"mean": round(e.mean, digits), "low": round(e.low, digits),
               "high": round(e.high, digits),
               "observations": f"{e.n:,}" + (f" {e.obs}" if e.obs else ""),
               "independent units": f"{e.independent:,}" + (f" {e.unit}" if e.unit else "")}
        for name, e in estimates.items()
    }
    return pd.DataFrame(rows).T
