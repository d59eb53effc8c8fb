"""Sweeps over a parameter grid, and paired comparisons of two variants on the same draws."""

from __future__ import annotations

import itertools
import math
import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from wordgames.errors import InvalidInput
from wordgames.kit.validate import MAX_GAMES, shown
from wordgames.sim.engine import Lineup, _game_keys, per_game, per_round, simulate
from wordgames.sim.stats import Estimate, cluster_mean_ci

#: The most points a sweep's grid may have (each is a simulation of its own).
MAX_POINTS = 10_000

#: The levels :func:`compare` pairs at.
UNITS = ("player", "round", "game")


def sweep(
    game: str,
    n: int,
    grid: Mapping[str, Sequence[Any]],
    seed: int = 0,
    **options: Any,
) -> pd.DataFrame:
    """Simulate every combination of ``grid`` and return one frame with a column per parameter.

    Grid keys are ``players``, ``skills`` or ``rules.<option>``; every combination is played
    from the same master seed, so the combinations differ only by what the grid changes.
    ``options`` go to :func:`simulate` (workers, executor, progress...).

    An interruption (Ctrl-C, a crashed worker) stops the whole sweep: what finished is
    returned, ``attrs["interrupted"]`` says where and why, and ``attrs["games_per_point"]``
    gives the number of games finished at each grid point (in ``sweep_point`` order; points
    never reached have 0), so that points of different sizes are not mixed unawares.
    """
    if not grid:
        raise InvalidInput("sweep needs at least one parameter in grid")
    for key in grid:
        if key not in ("players", "skills") and not key.startswith("rules."):
            raise InvalidInput(
                f"grid key {key!r}: use 'players', 'skills' or 'rules.<option>'"
            )
    tried: dict[str, list[Any]] = {}
    for key, values in grid.items():
        if isinstance(values, str) or not isinstance(values, Iterable):
            raise InvalidInput(f"grid[{key!r}] is a list of values to try, not {values!r}"[:200])
        # A range of a billion is not listed to be refused: one value past the limit tells.
        tried[key] = list(itertools.islice(values, MAX_POINTS + 1))
    if not isinstance(n, int) or isinstance(n, bool):
        raise InvalidInput(f"n must be a whole number >= 0, not {shown(n)}")
    count = math.prod(len(values) for values in tried.values())
    if count > MAX_POINTS or count * n > MAX_GAMES:
        raise InvalidInput(f"the grid has {'more than ' if count > MAX_POINTS else ''}"
                           f"{min(count, MAX_POINTS):,} points of {n:,} games; a sweep plays at "
                           f"most {MAX_POINTS:,} points and {MAX_GAMES:,} games")
    frames = []
    keys = list(tried)
    points = [dict(zip(keys, values, strict=True))
              for values in itertools.product(*(tried[k] for k in keys))]
    # Every point's setup is checked before the first game: a bad value must not stop a
    # sweep half-way.
    lineups = [Lineup.build(
        game,
        players=point.get("players", options.get("players", 4)),
        skills=point.get("skills", options.get("skills", "adult")),
        rules={**options.get("rules", {}),
               **{k.removeprefix("rules."): v for k, v in point.items() if k.startswith("rules.")}},
    ) for point in points]
    finished = [0] * len(points)
    interrupted = ""
    for point_index, (point, lineup) in enumerate(zip(points, lineups, strict=True)):
        try:
            with warnings.catch_warnings():
                # The sweep's own warning below says where it stopped, for the whole sweep.
                warnings.simplefilter("ignore", RuntimeWarning)
                frame = simulate(lineup, n, seed=seed, **_engine_options(options))
        except KeyboardInterrupt:  # between two games' records: nothing of this point is kept
            interrupted = f"point {point_index}: interrupted by the user (Ctrl-C)"
            break
        frame["sweep_point"] = point_index
        for key, value in point.items():
            column = key.removeprefix("rules.")
            frame[column] = str(value) if key == "skills" else value
        frames.append(frame)
        finished[point_index] = frame.attrs["finished"]
        if frame.attrs["interrupted"]:
            interrupted = f"point {point_index}: {frame.attrs['interrupted']}"
            break
    if not frames:
        frames.append(pd.DataFrame({"sweep_point": pd.Series([], dtype=int)}))
        frames[0].attrs.update(game_columns=[], interrupted=interrupted)
    result = pd.concat(frames, ignore_index=True)
    result.attrs["game_columns"] = list(dict.fromkeys([
        "sweep_point", *frames[0].attrs["game_columns"], *(k.removeprefix("rules.") for k in keys)
    ]))
    result.attrs["params"] = {"game": game, "n": n, "seed": seed, "grid": _plain(grid)}
    result.attrs["interrupted"] = interrupted
    result.attrs["games_per_point"] = finished
    if interrupted:
        warnings.warn(f"sweep stopped at {interrupted}: returning {sum(finished)} games "
                      f"(per point: {finished})", RuntimeWarning, stacklevel=2)
    return result


def _engine_options(options: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in options.items() if k in ("workers", "executor", "progress")}


def _plain(grid: Mapping[str, Sequence[Any]]) -> dict[str, list[Any]]:
    return {k: [v if isinstance(v, int | float | str | bool) else str(v) for v in vs]
            for k, vs in grid.items()}


#: What one pair is, by :func:`pair_rows`'s ``by``, in the words a figure uses.
OBSERVATIONS = {"player-round": "player-rounds", "player": "players", "round": "rounds",
                "game": ""}


@dataclass(frozen=True)
class Paired:
    """Two variants' values of a metric, pair by pair on the same draws, and what a pair is.

    ``by`` is ``"player-round"`` (one player in one round of one game), ``"player"`` (one player
    of a game without rounds), ``"round"`` (one round: a round's own column) or ``"game"`` (one
    game: its own column, or the mean of the metric over its rows when rounds cannot be paired).
    ``clusters`` names each pair's game, the independent unit; ``unit`` is "rounds" when every
    game is one round.
    """

    a: pd.Series
    b: pd.Series
    clusters: list[tuple[Any, ...]]
    by: str
    note: str
    unit: str = "games"

    @property
    def differences(self) -> pd.Series:
        return self.b - self.a

    def estimates(self) -> tuple[Estimate, Estimate, Estimate]:
        """The difference b - a and both means, with intervals clustered by game."""
        obs = OBSERVATIONS[self.by] if self.unit != OBSERVATIONS[self.by] else ""
        first, second, third = (
            cluster_mean_ci(values, self.clusters, unit=self.unit, obs=obs)
            for values in (self.differences, self.a, self.b)
        )
        return first, second, third


def pair_rows(
    frame_a: pd.DataFrame, frame_b: pd.DataFrame, metric: str, level: str = "player"
) -> Paired:
    """Pair two simulated frames of the same draws one to one: same game, round and player.

    ``level`` is ``"player"`` (a row per player per round), ``"round"`` (a round's own columns,
    one row per round: :func:`per_round`) or ``"game"`` (the games' own columns:
    :func:`per_game`). Where a game of one variant ran to more rounds than the same game of the
    other (a game to a target), its rounds cannot be paired: then every game is compared whole,
    by the mean of the metric over its rows, and ``note`` says so.

    >>> a = pd.DataFrame({"game_index": [0, 0, 0, 0], "round": [1, 1, 2, 2],
    ...                   "player": [0, 1, 0, 1], "score": [1, 2, 3, 4]})
    >>> paired = pair_rows(a, a.assign(score=a.score + 1), "score")
    >>> paired.by, paired.differences.tolist()
    ('player-round', [1.0, 1.0, 1.0, 1.0])
    >>> longer = pd.concat([a, a.tail(2).assign(round=3)])
    >>> paired = pair_rows(a, longer, "score")
    >>> paired.by, paired.a.tolist(), paired.b.tolist()
    ('game', [2.5], [2.8333333333333335])
    """
    if level not in UNITS:
        raise InvalidInput(f"level must be one of {', '.join(map(repr, UNITS))}, not {level!r}")
    pick = {"player": lambda f: f, "round": per_round, "game": per_game}[level]
    frames = [pick(f) for f in (frame_a, frame_b)]
    for frame in frames:
        if metric not in frame.columns:
            raise InvalidInput(f"no column {metric!r}; columns are {sorted(frame.columns)}")
    games = _game_keys(frames[0])
    has_rounds = level != "game" and all("round" in f.columns for f in frames)
    one_round = has_rounds and all(
        bool((f.groupby(games)["round"].nunique() <= 1).all()) for f in frames
    )
    unit = "rounds" if one_round else "games"
    by, note = "game", ""
    keys = [*games]
    if level == "player":
        keys, by = [*games, "player"], "player"
    if has_rounds:
        rounds = [set(f[[*games, "round"]].itertuples(index=False, name=None)) for f in frames]
        if rounds[0] == rounds[1]:
            keys = [*games, "round", *(["player"] if level == "player" else [])]
            # Games of one round too: a pair is a player in a round (a player-round), as in
            # every other figure, not a "player" a reader would count as a person.
            by = "player-round" if level == "player" else "round"
        else:
            frames = [f.groupby(games, as_index=False)[metric].mean() for f in frames]
            keys, by, unit = [*games], "game", "games"
            note = ("the variants' games ran to different numbers of rounds, so rounds cannot "
                    f"be paired: each game is compared whole (its mean {metric} per row)")
    joined = frames[0][[*keys, metric]].merge(
        frames[1][[*keys, metric]], on=keys, suffixes=("_a", "_b"), validate="one_to_one"
    )
    return Paired(
        a=joined[f"{metric}_a"].astype(float).reset_index(drop=True),
        b=joined[f"{metric}_b"].astype(float).reset_index(drop=True),
        clusters=list(joined[games].itertuples(index=False, name=None)),
        by=by,
        note=note,
        unit=unit,
    )


@dataclass(frozen=True)
class Comparison:
    """The difference ``b - a`` of a metric, paired on the same draws, with its interval.

    The intervals are clustered by game (the players of a round, and the rounds of a game, are
    not independent: see :mod:`wordgames.sim.stats`); ``paired_by`` says what was paired and
    ``note`` why, when rounds could not be.
    """

    metric: str
    a: str
    b: str
    difference: Estimate
    mean_a: Estimate
    mean_b: Estimate
    frame_a: pd.DataFrame
    frame_b: pd.DataFrame
    paired_by: str = "player"
    note: str = ""

    def __str__(self) -> str:
        text = (
            f"{self.metric}: {self.a} {self.mean_a.mean:.2f}, {self.b} {self.mean_b.mean:.2f}; "
            f"difference {self.difference}, paired by {self.paired_by}"
        )
        return f"{text} ({self.note})" if self.note else text


def compare(
    variant_a: Mapping[str, Any],
    variant_b: Mapping[str, Any],
    game: str,
    n: int,
    metric: str = "score",
    level: str = "player",
    seed: int = 0,
    **options: Any,
) -> Comparison:
    """Run two variants on the same seeds (common random numbers) and compare a metric.

    ``variant_a`` / ``variant_b`` are keyword sets for :class:`Lineup` (``rules``, ``players``,
    ``skills``, ``variant``); ``players``, ``skills`` and ``rules`` given here apply to both
    (a variant's own win). ``level`` is ``"player"`` (pair each player of each round of each
    game), ``"round"`` (pair rounds, for a round's own columns such as ``left_on_table``) or
    ``"game"`` (pair games, for the game's own columns); whole games are compared where rounds
    cannot be paired (see :func:`pair_rows`). Intervals are paired and clustered by game.
    """
    if level not in UNITS:
        raise InvalidInput(f"level must be one of {', '.join(map(repr, UNITS))}, not {level!r}")
    shared: dict[str, Any] = {k: options[k] for k in ("players", "skills") if k in options}
    lineups = [
        Lineup.build(game, **{**shared, **v,
                             "rules": {**options.get("rules", {}), **v.get("rules", {})}})
        for v in (variant_a, variant_b)
    ]
    frames = [simulate(t, n, seed=seed, **_engine_options(options)) for t in lineups]
    paired = pair_rows(frames[0], frames[1], metric, level)
    difference, mean_a, mean_b = paired.estimates()
    return Comparison(
        metric=metric,
        a=lineups[0].variant,
        b=lineups[1].variant,
        difference=difference,
        mean_a=mean_a,
        mean_b=mean_b,
        frame_a=frames[0],
        frame_b=frames[1],
        paired_by=paired.by,
        note=paired.note,
    )
