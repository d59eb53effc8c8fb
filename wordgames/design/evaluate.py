"""Measure a variant beside the shipped components on the same seeds: a tidy frame of metrics.

:func:`evaluate` plays ``n`` games of the base components and ``n`` of the variant, game ``i``
of both from the same seed (common random numbers), and reports each metric's mean for both and
their difference, with 95% intervals clustered by game (:mod:`wordgames.sim.stats`) and ``n``.

How well the pairs are paired depends on what the variant changes. A variant of values, rules
or the board deals the very same tiles and gives the bots the very same chance: the pairing is
exact, and the interval of the difference is much narrower than either mean's. A variant of
counts shuffles a bag of another size, which draws other tiles from the same seed: a pair then
shares only its seed, the difference stays unbiased and its interval valid, only wider. The
share of hands that can be completed (Five Tiers) is measured on random hands of each bag, not
in play; its two samples are independent and their difference has Newcombe's interval.

>>> from wordgames.design.variants import variant
>>> frame = evaluate("wordstorm", variant("wordstorm", "x2", scale=2), ["score"], n=2, seed=1,
...                  players=2, workers=1, progress=False)
>>> list(frame["arm"]), list(frame["variant"])
(['base', 'variant', 'difference'], ['shipped', 'x2', 'difference'])
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from wordgames.design.variants import Variant, check, shipped
from wordgames.errors import InvalidInput
from wordgames.fivetiers import solvable_fraction
from wordgames.kit import validate
from wordgames.kit.agents import Skill
from wordgames.kit.protocol import GAMES
from wordgames.lexicon import Lexicon
from wordgames.sim.engine import STOPPED, Lineup, Stopped, simulate
from wordgames.sim.experiments import pair_rows
from wordgames.sim.stats import Estimate, cluster_mean_ci, proportion_ci

#: Columns of :func:`evaluate`'s frame, in order.
#: The most random hands ``completable`` deals a bag (a million: a minute or so of solving).
MAX_HANDS = 1_000_000
COLUMNS = ["game", "metric", "label", "arm", "variant", "mean", "low", "high", "n", "units",
           "unit", "paired_by", "note"]


@dataclass(frozen=True)
class Metric:
    """One figure a designer reads off simulated games.

    ``of(frame)`` returns the frame with the metric's column added (``column``); ``level`` is
    ``"round"`` (a value per player per round: paired by round where the rounds line up, by
    whole game otherwise), ``"game"`` (one value per game) or ``"hands"`` (random hands of the
    bag, not play); ``games`` lists the games it applies to (empty: all).
    """

    name: str
    label: str
    level: str
    of: Callable[[pd.DataFrame], pd.Series] | None = None
    games: tuple[str, ...] = ()
    level_of_hands: int | None = None

    def applies(self, game: str) -> bool:
        return not self.games or game in self.games


def _column(name: str, scale: float = 1.0) -> Callable[[pd.DataFrame], pd.Series]:
    def of(frame: pd.DataFrame) -> pd.Series:
        return frame[name].astype(float) * scale

    return of


def _seat_edge(frame: pd.DataFrame) -> pd.Series:
    """Per game: the dealer's (MY WORD!) or seat 0's score per round minus the table's mean."""
    seat = frame["is_dealer"] if "is_dealer" in frame.columns else frame["player"] == 0
    keys = ["game_index", "round"]
    table = frame.groupby(keys)["score"].transform("mean")
    edge = (frame["score"] - table)[seat]
    return edge.groupby(frame.loc[seat, "game_index"]).mean()


def _skill_spread(frame: pd.DataFrame) -> pd.Series:
    """Per game: mean score per round of the most skilled seats minus the least skilled."""
    levels = frame["skill_level"]
    if levels.nunique() < 2:
        return pd.Series(dtype=float)
    top = frame[levels == levels.max()].groupby("game_index")["score"].mean()
    bottom = frame[levels == levels.min()].groupby("game_index")["score"].mean()
    return top - bottom


def _per_game(name: str, scale: float = 1.0) -> Callable[[pd.DataFrame], pd.Series]:
    def of(frame: pd.DataFrame) -> pd.Series:
        return frame.groupby("game_index")[name].first().astype(float) * scale

    return of


def _in_range(low: float, high: float) -> Callable[[pd.DataFrame], pd.Series]:
    def of(frame: pd.DataFrame) -> pd.Series:
        minutes = frame.groupby("game_index")["game_seconds"].first() / 60
        return ((minutes >= low) & (minutes <= high)).astype(float)

    return of


METRICS: dict[str, Metric] = {
    "round_minutes": Metric("round_minutes", "round length (minutes)", "round",
                            _column("round_seconds", 1 / 60)),
    "game_minutes": Metric("game_minutes", "game length (minutes)", "game",
                           _per_game("game_seconds", 1 / 60)),
    "rounds": Metric("rounds", "rounds per game", "game", _per_game("rounds")),
    "score": Metric("score", "score per player per round", "round", _column("score")),
    "skill_spread": Metric("skill_spread", "score per round, most skilled minus least",
                           "game", _skill_spread),
    "seat_edge": Metric("seat_edge", "dealer's (or first seat's) score per round minus the "
                        "table's mean",
                        "game", _seat_edge),
    "completable": Metric("completable", "share of 20-tile hands that can be completed",
                          "hands", None, ("fivetiers",)),
}


def measures(game: str) -> dict[str, Metric]:
    """The metrics of ``game``'s own records, as its ``GameInfo.measures`` declares them.

    >>> [m.label for m in measures("wordstorm").values()]
    ['Word Storm calls per round', 'stall deals per round']
    """
    return {name: Metric(name, label, "round", _column(column), (game,))
            for name, label, column in GAMES.get_info(game).measures}


def completable(level: int) -> Metric:
    """The share of hands completable with the words of SCOWL ``level`` and commoner.

    >>> completable(50).name
    'completable_50'
    """
    return Metric(f"completable_{level}", f"share of hands completable at level {level}",
                  "hands", None, ("fivetiers",), level)


def games_within(low: float, high: float) -> Metric:
    """The share of games lasting ``low`` to ``high`` minutes.

    >>> games_within(30, 60).label
    'share of games lasting 30-60 minutes'
    """
    return Metric(f"games_within_{low:g}_{high:g}", f"share of games lasting {low:g}-{high:g} "
                  "minutes", "game", _in_range(low, high))


def metric(spec: str | Metric, game: str | None = None) -> Metric:
    """A metric by name (see :data:`METRICS`, and ``game``'s own :func:`measures`, or every
    game's when None) or itself; ``InvalidInput`` names the choices.

    >>> metric("unclaimed").games, metric("rounds", "myword").level
    (('myword',), 'game')
    """
    if isinstance(spec, Metric):
        return spec
    if isinstance(spec, str) and spec.startswith("completable_") and spec[12:].isdigit():
        return completable(int(spec[12:]))
    games = [game] if game is not None else list(GAMES)
    known = {**METRICS, **{k: m for g in games for k, m in measures(g).items()}}
    try:
        return known[spec]
    except (KeyError, TypeError):
        owners = [g for g in GAMES if isinstance(spec, str) and spec in measures(g)]
        if owners:
            raise InvalidInput(f"metric {spec!r} is for {', '.join(owners)}, not {game}") from None
        raise InvalidInput(f"unknown metric {spec!r}; choose from {', '.join(known)}, "
                           "completable_LEVEL, or a design.Metric") from None


def simulate_pair(
    game: str,
    variant: Variant,
    n: int,
    seed: int,
    players: int = 4,
    skills: Skill | str | Sequence[Skill | str] = "adult",
    base: Variant | None = None,
    **options: Any,
) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The base's and the variant's simulated frames, game ``i`` of both from one seed.

    ``options`` go to :func:`~wordgames.sim.simulate`; when its ``stop`` event ends the run,
    :class:`~wordgames.sim.Stopped` says after how many of the ``2 * n`` games (half a pair
    of frames is no comparison).
    """
    base = base if base is not None else shipped(game)
    frames = []
    for v in (base, variant):
        if v.game != game:
            raise InvalidInput(f"variant {v.name!r} is for {v.game}, not {game}")
        check(v, players)
        setup = Lineup.build(game, players=players, skills=skills, rules=v.rule_options(),
                            variant=v.name)
        frames.append(simulate(setup, n, seed=seed, **options))
        if frames[-1].attrs["interrupted"] == STOPPED:
            raise Stopped(sum(f.attrs["finished"] for f in frames), 2 * n)
    return frames[0], frames[1]


def evaluate(
    game: str,
    variant: Variant,
    metrics: Sequence[str | Metric] | None = None,
    n: int = 200,
    seed: int = 0,
    *,
    players: int = 4,
    skills: Skill | str | Sequence[Skill | str] = "adult",
    base: Variant | None = None,
    hands: int | None = None,
    workers: int | None = None,
    progress: bool | Callable[[int], None] = True,
    frames: tuple[pd.DataFrame, pd.DataFrame] | None = None,
    stop: threading.Event | None = None,
) -> pd.DataFrame:
    """Play ``n`` games of ``base`` (the shipped components) and of ``variant`` on the same
    seeds, and return one row per metric and arm (base, variant, ``"difference"``: variant
    minus base) with the mean, its 95% interval (``low``, ``high``), ``n`` observations in
    ``units`` independent units, and how the pairs were paired.

    ``metrics``: names of :data:`METRICS` or :class:`Metric` objects (default: the game's
    ``GameInfo.metrics``). ``hands``: random hands per bag for ``completable`` (default
    ``n * players``; at the table's lowest skill level unless the metric names one).
    ``frames``: frames already simulated by :func:`simulate_pair` (the search reuses them).
    ``progress``: a bar per arm, or a function called with the number of games each time
    some finish (both arms count: ``2 * n`` in all).
    ``stop``: an event another thread may set (a Stop button) to end the evaluation early:
    :class:`~wordgames.sim.Stopped` then says after how many games, and nothing is returned.
    """
    GAMES.get_info(game)
    for name, given in (("variant", variant), ("base", base)):
        if given is not None and not isinstance(given, Variant):
            raise InvalidInput(f"{name} must be a Variant (design.variant(...)), not "
                               f"{validate.shown(given)}")
    validate.seed(seed)
    if hands is not None:
        validate.whole(hands, "hands", least=1, most=MAX_HANDS)
    base = base if base is not None else shipped(game)
    chosen = [metric(m, game)
              for m in (metrics if metrics is not None else GAMES[game].metrics)]
    for m in chosen:
        if not m.applies(game):
            raise InvalidInput(f"metric {m.name!r} is for {', '.join(m.games)}, not {game}")
    if not isinstance(n, int) or isinstance(n, bool) or n < 2:
        raise InvalidInput(f"n must be a whole number of games >= 2, not {n!r}")
    played = [m for m in chosen if m.level != "hands"]
    if played and frames is None:
        frames = simulate_pair(game, variant, n, seed, players, skills, base,
                               workers=workers, progress=progress, stop=stop)
    rows: list[dict[str, Any]] = []
    for m in chosen:
        if stop is not None and stop.is_set():  # while measuring: the games are all in
            raise Stopped(2 * n if played else 0, 2 * n)
        if m.level == "hands":
            level = m.level_of_hands or min(_levels(skills, players))
            estimates, paired_by, note = _hands(base, variant, level,
                                                hands or n * players, seed)
        else:
            assert frames is not None
            estimates, paired_by, note = _paired(m, frames[0], frames[1])
        for arm, name, est in zip(("base", "variant", "difference"),
                                  (base.name, variant.name, "difference"), estimates,
                                  strict=True):
            rows.append({
                "game": game, "metric": m.name, "label": m.label, "arm": arm,
                "variant": name, "mean": est.mean, "low": est.low, "high": est.high,
                "n": est.n, "units": est.independent, "unit": est.unit or "games",
                "paired_by": paired_by, "note": note,
            })
    frame = pd.DataFrame(rows, columns=COLUMNS)
    frame.attrs["params"] = {"game": game, "variant": variant.describe(base), "n": n,
                             "seed": seed, "players": players, "skills": str(skills)}
    return frame


def _levels(skills: Skill | str | Sequence[Skill | str], players: int) -> list[int]:
    if isinstance(skills, Skill | str):
        skills = [skills] * players
    return [Skill.of(s).level for s in skills]


def _paired(m: Metric, frame_a: pd.DataFrame, frame_b: pd.DataFrame
            ) -> tuple[tuple[Estimate, Estimate, Estimate], str, str]:
    assert m.of is not None
    if m.level == "round":
        a = frame_a.assign(**{m.name: m.of(frame_a)})
        b = frame_b.assign(**{m.name: m.of(frame_b)})
        paired = pair_rows(a, b, m.name, "player")
        difference, mean_a, mean_b = paired.estimates()
        return (mean_a, mean_b, difference), paired.by, paired.note
    per_a, per_b = m.of(frame_a), m.of(frame_b)
    joined = pd.concat({"a": per_a, "b": per_b}, axis=1).dropna()
    if joined.empty:
        nan = Estimate(math.nan, math.nan, math.nan, 0, unit="games")
        return (nan, nan, nan), "game", "no game has this metric (e.g. all seats equally skilled)"
    clusters = list(joined.index)
    estimates = tuple(cluster_mean_ci(values, clusters, unit="games")
                      for values in (joined["a"], joined["b"], joined["b"] - joined["a"]))
    return estimates, "game", ""  # type: ignore[return-value]


def _hands(base: Variant, variant: Variant, level: int, hands: int, seed: int
           ) -> tuple[tuple[Estimate, Estimate, Estimate], str, str]:
    lexicon = Lexicon.default(level, contractions=True)
    shares = [solvable_fraction(lexicon, hands, seed, bag=v.tileset) for v in (base, variant)]
    a, b = (proportion_ci(s.solved, s.n, unit="hands") for s in shares)
    difference = newcombe(a, b)
    return (a, b, difference), "independent hands", (
        f"random {hands:,} hands of each bag at level {level}; the bags differ, so the hands "
        "are two independent samples (Newcombe's interval for the difference)")


def newcombe(a: Estimate, b: Estimate) -> Estimate:
    """The difference ``b - a`` of two independent shares with Newcombe's hybrid score interval
    (from each share's Wilson interval).

    >>> from wordgames.sim.stats import proportion_ci
    >>> d = newcombe(proportion_ci(50, 100), proportion_ci(70, 100))
    >>> round(d.mean, 2), round(d.low, 3), round(d.high, 3)
    (0.2, 0.064, 0.326)
    """
    d = b.mean - a.mean
    low = d - math.sqrt((b.mean - b.low) ** 2 + (a.high - a.mean) ** 2)
    high = d + math.sqrt((b.high - b.mean) ** 2 + (a.mean - a.low) ** 2)
    return Estimate(d, low, high, a.n + b.n, a.level, unit=a.unit)


def summary(frame: pd.DataFrame) -> pd.DataFrame:
    """One row per metric: base, variant and difference as text with their intervals.

    >>> from wordgames.sim.stats import Estimate
    >>> row = dict(game="g", metric="m", label="m", arm="base", variant="a", mean=1.0, low=0.5,
    ...            high=1.5, n=10, units=10, unit="games", paired_by="game", note="")
    >>> summary(pd.DataFrame([row])).iloc[0]["base"]
    '1.00 (0.50 to 1.50)'
    """
    def text(row: pd.Series) -> str:
        return f"{row['mean']:.2f} ({row['low']:.2f} to {row['high']:.2f})"

    out = frame.assign(text=frame.apply(text, axis=1)).pivot_table(
        index=["metric", "label"], columns="arm", values="text", aggfunc="first", sort=False)
    n = frame.groupby("metric", sort=False)["units"].max()
    out = out.reset_index()
    out["units"] = out["metric"].map(n)
    return out[[c for c in ("metric", "label", "base", "variant", "difference", "units")
                if c in out.columns]]


__all__ = ["COLUMNS", "METRICS", "Metric", "completable", "evaluate",
           "games_within", "metric", "newcombe", "simulate_pair", "summary"]
