"""Sweeps over a parameter grid, and paired comparisons of two variants on the same draws."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from wordgames.errors import InvalidInput
from wordgames.sim.engine import Table, per_game, simulate
from wordgames.sim.stats import Estimate, mean_ci


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
    """
    if not grid:
        raise InvalidInput("sweep needs at least one parameter in grid")
    for key in grid:
        if key not in ("players", "skills") and not key.startswith("rules."):
            raise InvalidInput(
                f"grid key {key!r}: use 'players', 'skills' or 'rules.<option>'"
            )
    frames = []
    keys = list(grid)
    for point_index, values in enumerate(itertools.product(*(grid[k] for k in keys))):
        point = dict(zip(keys, values, strict=True))
        rules = {k.removeprefix("rules."): v for k, v in point.items() if k.startswith("rules.")}
        table = Table.build(
            game,
            players=point.get("players", options.get("players", 4)),
            skills=point.get("skills", options.get("skills", "adult")),
            rules={**options.get("rules", {}), **rules},
        )
        frame = simulate(table, n, seed=seed, **_engine_options(options))
        frame["sweep_point"] = point_index
        for key, value in point.items():
            column = key.removeprefix("rules.")
            frame[column] = str(value) if key == "skills" else value
        frames.append(frame)
    result = pd.concat(frames, ignore_index=True)
    result.attrs["game_columns"] = list(dict.fromkeys([
        "sweep_point", *frames[0].attrs["game_columns"], *(k.removeprefix("rules.") for k in keys)
    ]))
    result.attrs["params"] = {"game": game, "n": n, "seed": seed, "grid": _plain(grid)}
    result.attrs["interrupted"] = "; ".join(
        f.attrs["interrupted"] for f in frames if f.attrs["interrupted"]
    )
    return result


def _engine_options(options: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in options.items() if k in ("workers", "executor", "progress")}


def _plain(grid: Mapping[str, Sequence[Any]]) -> dict[str, list[Any]]:
    return {k: [v if isinstance(v, int | float | str | bool) else str(v) for v in vs]
            for k, vs in grid.items()}


@dataclass(frozen=True)
class Comparison:
    """The difference ``b - a`` of a metric, paired on the same draws, with its interval."""

    metric: str
    a: str
    b: str
    difference: Estimate
    mean_a: Estimate
    mean_b: Estimate
    frame_a: pd.DataFrame
    frame_b: pd.DataFrame

    def __str__(self) -> str:
        return (
            f"{self.metric}: {self.a} {self.mean_a.mean:.2f}, {self.b} {self.mean_b.mean:.2f}; "
            f"difference {self.difference}"
        )


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

    ``variant_a`` / ``variant_b`` are keyword sets for :class:`Table` (``rules``, ``players``,
    ``skills``, ``variant``). ``level`` is ``"player"`` (pair each seat of each game) or
    ``"game"`` (pair games, on the per-game frame). The interval is a paired t interval.
    """
    tables = [Table.build(game, **v) for v in (variant_a, variant_b)]
    frames = [simulate(t, n, seed=seed, **_engine_options(options)) for t in tables]
    pick = [f if level == "player" else per_game(f) for f in frames]
    if level not in ("player", "game"):
        raise InvalidInput(f"level must be 'player' or 'game', not {level!r}")
    for frame in pick:
        if metric not in frame.columns:
            raise InvalidInput(f"no column {metric!r}; columns are {sorted(frame.columns)}")
    keys = ["game_index", "player"] if level == "player" else ["game_index"]
    joined = pick[0].merge(pick[1], on=keys, suffixes=("_a", "_b"))
    diffs = joined[f"{metric}_b"].astype(float) - joined[f"{metric}_a"].astype(float)
    return Comparison(
        metric=metric,
        a=tables[0].variant,
        b=tables[1].variant,
        difference=mean_ci(diffs),
        mean_a=mean_ci(joined[f"{metric}_a"].astype(float)),
        mean_b=mean_ci(joined[f"{metric}_b"].astype(float)),
        frame_a=frames[0],
        frame_b=frames[1],
    )
