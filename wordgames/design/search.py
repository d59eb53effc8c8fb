"""Search for a variant that meets a target: a coordinate search on paired seeds.

The designer names a **target** (a metric and the range it must lie in, e.g. Five Tiers games
of 30 to 60 minutes with four adult bots), a **space** (dimensions, each an ordered list of
values for one component: a scale of all tile values, the number of blanks, a face's count...)
with **constraints** (no letter rarer than one tile in 150; 90% of hands completable at level
50), and a **budget** of simulated games. :func:`search` then works as follows.

1. Start at the space's starting point (the shipped components) and measure the metric on
   ``n`` games (the 95% interval of its mean, over games).
2. The target is **met** when that interval lies inside the range. When the mean is inside but
   the interval is not, the games are doubled (up to ``max_games``) before anything else.
3. Otherwise try every **neighbour**: one dimension moved one step up or down, the others kept,
   skipping those that break a constraint or that the players cannot play (``check``). Every
   point is played on the same seeds (common random numbers, batch by batch), so two points
   are compared game by game.
4. The neighbour whose mean is nearest the range is compared with the current point: the move
   is taken when the interval of their **paired difference** lies wholly on the target's side
   of zero (**the intervals separate**). While it does not, both are given more games
   (doubling, up to ``max_games``); when even then it does not, the search stops there: the
   two cannot be told apart with the games allowed.
5. Repeat until the target is met, no neighbour comes nearer, or the budget is spent.

Every measurement is a step of the report (``SearchResult.steps``: the point, its games, the
mean and interval, the distance to the range, what was decided); a progress bar counts the
games against the budget. The search is local: it finds a point that meets the target near the
start, or the nearest it could reach, not the best of the whole space.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from wordgames.design.evaluate import Metric, metric
from wordgames.design.variants import Variant, check, shipped, variant
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.fivetiers import solvable_fraction
from wordgames.kit import validate
from wordgames.kit.agents import Skill
from wordgames.kit.seeding import derive_seed
from wordgames.lexicon import Lexicon
from wordgames.sim.engine import Lineup, simulate
from wordgames.sim.runbar import close_bar, open_bar
from wordgames.sim.stats import Estimate, mean_ci
from wordgames.wordstorm.board import Board

Point = tuple[Any, ...]


@dataclass(frozen=True)
class Dimension:
    """One component a search may change: ``values`` in order, ``start`` among them.

    ``kind`` says what a value changes: ``"scale"`` (every tile value times it), ``"count"``
    or ``"value"`` of ``face``, ``"special"`` (Word Storm's special squares) or ``"rule"``
    (the rule option ``face`` names).
    """

    name: str
    kind: str
    values: tuple[Any, ...]
    start: Any
    face: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ("scale", "count", "value", "special", "rule"):
            raise InvalidInput(f"dimension {self.name!r}: unknown kind {self.kind!r}")
        if len(self.values) < 2:
            raise InvalidInput(f"dimension {self.name!r} needs at least two values")
        if self.start not in self.values:
            raise InvalidInput(f"dimension {self.name!r}: the start {self.start!r} is not one "
                               f"of its values {list(self.values)}")


def scale(values: Sequence[float], start: float = 1.0) -> Dimension:
    """Every tile value times a factor (rounded half up; a tile worth points stays >= 1)."""
    return Dimension("value scale", "scale", tuple(values), start)


def count(face: str, values: Sequence[int], start: int | None = None, game: str = "") -> Dimension:
    """How many ``face`` tiles (a letter, ``"?"`` a blank or wild, ``"'"`` an apostrophe,
    ``"TH"`` a double card); ``start`` defaults to the shipped count of ``game``."""
    if start is None:
        start = shipped(game).tileset.count(face) if game else values[0]
    return Dimension(f"{face} tiles", "count", tuple(values), start, face)


def value(face: str, values: Sequence[int], start: int) -> Dimension:
    """What one face is worth."""
    return Dimension(f"{face} value", "value", tuple(values), start, face)


def special(values: Sequence[int], start: int = 30) -> Dimension:
    """Word Storm's special squares on the board."""
    return Dimension("special squares", "special", tuple(values), start)


def rule(name: str, values: Sequence[Any], start: Any) -> Dimension:
    """A rule option (the components stay)."""
    return Dimension(name, "rule", tuple(values), start, name)


#: A constraint looks at a variant and says what it breaks (None: nothing).
Constraint = Callable[[Variant], "str | None"]


def rarest_at_least(share: float) -> Constraint:
    """No letter rarer than ``share`` of the tiles (``1 / 150``: one tile in 150).

    >>> rule_ = rarest_at_least(1 / 150)
    >>> rule_(shipped("fivetiers")) is None
    True
    >>> rule_(variant("fivetiers", "noq", counts={"Q": 0}))
    'Q is 0 of 140 tiles (rarer than 1 in 150)'
    """
    def constraint(v: Variant) -> str | None:
        size = v.tileset.size
        letters = sorted(f for f in v.tileset.counts if f.isalpha())
        for face in letters:
            if v.tileset.count(face) < share * size:
                return (f"{face} is {v.tileset.count(face)} of {size} tiles (rarer than 1 in "
                        f"{1 / share:g})")
        return None

    return constraint


def completable_at_least(share: float, level: int = 50, hands: int = 200, seed: int = 0
                         ) -> Constraint:
    """At least ``share`` of random Five Tiers hands completable with the words of ``level``:
    broken only when the 95% interval of the share lies wholly below it (a few hundred hands
    cannot show more)."""
    def constraint(v: Variant) -> str | None:
        found = solvable_fraction(Lexicon.default(level, contractions=True), hands, seed,
                                  bag=v.tileset)
        low, high = found.interval()
        if high < share:
            return (f"{float(found):.0%} of hands completable at level {level} (95% CI "
                    f"{low:.0%} to {high:.0%}), under {share:.0%}")
        return None

    return constraint


@dataclass(frozen=True)
class Space:
    """The dimensions a search moves along, and the constraints every point must keep."""

    game: str
    dimensions: tuple[Dimension, ...]
    constraints: tuple[Constraint, ...] = ()

    def start(self) -> Point:
        return tuple(d.start for d in self.dimensions)

    def make(self, point: Point) -> Variant:
        """The variant at ``point`` (named after what it changes)."""
        counts: dict[str, int] = {}
        values: dict[str, int] = {}
        rules: dict[str, Any] = {}
        factor = None
        squares = None
        for d, x in zip(self.dimensions, point, strict=True):
            if d.kind == "scale":
                factor = x
            elif d.kind == "count":
                counts[d.face] = x
            elif d.kind == "value":
                values[d.face] = x
            elif d.kind == "special":
                squares = x
            else:
                rules[d.face] = x
        name = name_of(self, point)
        if squares is not None and squares == _shipped_special(self.game):
            squares = None  # the shipped board
        return variant(self.game, name, counts=counts or None, values=values or None,
                       scale=factor, rules=rules or None, special=squares)

    def neighbours(self, point: Point) -> list[Point]:
        out = []
        for i, d in enumerate(self.dimensions):
            k = d.values.index(point[i])
            for j in (k - 1, k + 1):
                if 0 <= j < len(d.values):
                    out.append((*point[:i], d.values[j], *point[i + 1:]))
        return out

    def broken(self, v: Variant, players: int) -> str | None:
        """What ``v`` breaks (a constraint, or what the players need), or None."""
        try:
            check(v, players)
        except WordgamesError as err:
            return str(err)
        for constraint in self.constraints:
            why = constraint(v)
            if why:
                return why
        return None


def _shipped_special(game: str) -> int | None:
    if game != "wordstorm":
        return None
    return sum(len(s.special) for s in Board.load("default").sides)


def name_of(space: Space, point: Point) -> str:
    """A file-safe name for a point: what differs from the start.

    >>> s = Space("fivetiers", (scale([1, 1.5, 2]), count("?", [2, 4], game="fivetiers")))
    >>> name_of(s, (1.5, 4)), name_of(s, s.start())
    ('fivetiers-scale1.5-q4', 'fivetiers-shipped')
    """
    parts = []
    for d, x in zip(space.dimensions, point, strict=True):
        if x == d.start:
            continue
        tag = {"scale": "scale", "special": "special", "rule": d.face,
               "count": _face_tag(d.face), "value": _face_tag(d.face) + "v"}[d.kind]
        parts.append(f"{tag}{x:g}" if isinstance(x, int | float) else f"{tag}{x}")
    return f"{space.game}-" + ("-".join(parts) if parts else "shipped")


def _face_tag(face: str) -> str:
    return {"?": "q", "??": "qq", "'": "apos"}.get(face, face.lower())


@dataclass(frozen=True)
class Target:
    """``metric`` (a name of :data:`~wordgames.design.evaluate.METRICS` or a Metric) between
    ``low`` and ``high``: met when the 95% interval of its mean lies inside."""

    metric: str | Metric
    low: float
    high: float

    def __post_init__(self) -> None:
        if not self.low <= self.high:
            raise InvalidInput(f"target range {self.low} to {self.high}: low must not exceed high")
        m = metric(self.metric)
        if m.level == "hands":
            raise InvalidInput("a hands metric is a constraint (completable_at_least), not a "
                               "target of play")

    def distance(self, mean: float) -> float:
        """How far a mean lies outside the range (0 inside)."""
        return float(max(self.low - mean, mean - self.high, 0.0))

    def key(self, mean: float) -> tuple[float, float]:
        """What the search makes smaller: the distance outside the range, then from its middle.

        >>> Target("rounds", 10, 20).key(25), Target("rounds", 10, 20).key(14)
        ((5.0, 10.0), (0.0, 1.0))
        """
        return self.distance(mean), abs(mean - (self.low + self.high) / 2)

    def met(self, est: Estimate) -> bool:
        return self.low <= est.low and est.high <= self.high

    def __str__(self) -> str:
        return f"{metric(self.metric).label} in {self.low:g} to {self.high:g}"


@dataclass
class SearchResult:
    """What :func:`search` found: the best point's variant and estimate, whether it meets the
    target, why the search stopped, every step, and the games it played."""

    target: Target
    best: Variant
    estimate: Estimate
    met: bool
    reason: str
    steps: pd.DataFrame
    games: int
    points: dict[Point, Estimate] = field(default_factory=dict)

    def __str__(self) -> str:
        verdict = "meets" if self.met else "does not meet"
        return (f"{self.best.describe()}\n{self.target.metric}: {self.estimate} -- "
                f"{verdict} the target ({self.target}); stopped: {self.reason}; "
                f"{self.games:,} games played")


class _Measure:
    """Games of each point, batch by batch on shared seeds: per-game metric values."""

    def __init__(self, space: Space, target: Target, players: int,
                 skills: Skill | str | Sequence[Skill | str], seed: int, batch: int,
                 workers: int | None, bar: Any) -> None:
        self.space, self.metric = space, metric(target.metric, space.game)
        self.players, self.skills, self.seed, self.batch = players, skills, seed, batch
        self.workers, self.bar = workers, bar
        self.values: dict[Point, list[pd.Series]] = {}
        self.games = 0

    def ensure(self, point: Point, batches: int) -> pd.Series:
        have = self.values.setdefault(point, [])
        v = self.space.make(point)
        while len(have) < batches:
            k = len(have)
            setup = Lineup.build(self.space.game, players=self.players, skills=self.skills,
                                rules=v.rule_options(), variant=v.name)
            frame = simulate(setup, self.batch, seed=derive_seed(self.seed, "batch", k),
                             workers=self.workers, progress=False)
            assert self.metric.of is not None
            per = self.metric.of(frame)
            if self.metric.level == "round":
                per = per.groupby(frame["game_index"]).mean()
            per.index = pd.MultiIndex.from_product([[k], per.index])
            have.append(per)
            self.games += self.batch
            if self.bar is not None:
                self.bar.update(self.batch)
        return pd.concat(have[:batches])

    def estimate(self, point: Point, batches: int) -> Estimate:
        return mean_ci(self.ensure(point, batches), unit="games")

    def difference(self, a: Point, b: Point, batches: int) -> Estimate:
        joined = pd.concat({"a": self.ensure(a, batches), "b": self.ensure(b, batches)},
                           axis=1).dropna()
        return mean_ci(joined["b"] - joined["a"], unit="games")


def search(
    game: str,
    target: Target,
    space: Space,
    budget: int = 2000,
    *,
    players: int = 4,
    skills: Skill | str | Sequence[Skill | str] = "adult",
    seed: int = 0,
    games: int = 40,
    max_games: int = 320,
    workers: int | None = None,
    progress: bool = True,
) -> SearchResult:
    """Search ``space`` for a variant of ``game`` whose ``target`` metric lies in range.

    ``budget``: games to play in all (every point, every batch); ``games``: games per point at
    first (one batch); ``max_games``: the most a point is given while two points cannot be told
    apart. See the module docstring for the method.
    """
    if not isinstance(space, Space):
        raise InvalidInput(f"space must be a Space (design.search's Space(...)), not "
                           f"{space!r}"[:200])
    if space.game != game:
        raise InvalidInput(f"the space is for {space.game}, not {game}")
    validate.whole(games, "games", least=2, most=validate.MAX_GAMES)
    validate.whole(max_games, "max_games", least=games, most=validate.MAX_GAMES)
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < games:
        raise InvalidInput(f"budget must be at least one batch of {games} games, not "
                           f"{validate.shown(budget)}")
    validate.whole(budget, "budget", most=validate.MAX_GAMES,
                   why="a million games: a day's work of a machine")
    validate.seed(seed)
    bar = None
    if progress:
        bar = open_bar(budget, f"search {game}: {target}", "game")
    measure = _Measure(space, target, players, skills, seed, games, workers, bar)
    steps: list[dict[str, Any]] = []
    most = max(1, max_games // games)

    def note(point: Point, est: Estimate, role: str, decision: str,
             diff: Estimate | None = None) -> None:
        steps.append({
            "step": len(steps), "role": role, "variant": space.make(point).describe(),
            "point": dict(zip((d.name for d in space.dimensions), point, strict=True)),
            "games": est.n, "mean": est.mean, "low": est.low, "high": est.high,
            "distance": target.distance(est.mean),
            "difference": None if diff is None else diff.mean,
            "difference_low": None if diff is None else diff.low,
            "difference_high": None if diff is None else diff.high,
            "decision": decision, "games_so_far": measure.games,
        })

    def affordable(extra_batches: int) -> bool:
        return measure.games + extra_batches * games <= budget

    start = space.start()
    why = space.broken(space.make(start), players)
    if why:
        raise InvalidInput(f"the starting point breaks the space: {why}")
    point, batches = start, 1
    est = measure.estimate(point, batches)
    note(point, est, "start", "measured")
    reason = "budget spent"
    try:
        while True:
            if target.met(est):
                reason = "target met"
                break
            inside = target.distance(est.mean) == 0
            if inside and batches < most and affordable(batches):
                batches *= 2
                est = measure.estimate(point, batches)
                note(point, est, "current", "more games: mean in range, interval not")
                continue
            # Every neighbour on the current games, nearest the range first.
            tried = []
            for other in space.neighbours(point):
                v = space.make(other)
                broken = space.broken(v, players)
                if broken:
                    steps.append({"step": len(steps), "role": "neighbour",
                                  "variant": v.describe(), "decision": f"skipped: {broken}",
                                  "games_so_far": measure.games})
                    continue
                if not affordable(batches - len(measure.values.get(other, []))):
                    continue
                other_est = measure.estimate(other, batches)
                note(other, other_est, "neighbour", "measured")
                tried.append((target.key(other_est.mean), other))
            better = sorted((k, p) for k, p in tried if k < target.key(est.mean))
            if not better:
                reason = ("no neighbour comes nearer the range" if tried else
                          "budget spent" if not affordable(batches) else
                          "no neighbour can be played")
                break
            _, candidate = better[0]
            want = -1.0 if est.mean > target.high else 1.0
            if inside:  # in range already: move toward the middle
                want = -1.0 if est.mean > (target.low + target.high) / 2 else 1.0
            moved = False
            while True:
                diff = measure.difference(point, candidate, batches)
                cand_est = measure.estimate(candidate, batches)
                separated = diff.high < 0 if want < 0 else diff.low > 0
                if separated:
                    note(candidate, cand_est, "move", "taken: the paired difference "
                         "separates from 0 toward the target", diff)
                    point, est, moved = candidate, cand_est, True
                    break
                if batches >= most or not affordable(2 * batches):
                    note(candidate, cand_est, "move", "not taken: the paired difference does "
                         "not separate from 0 with the games allowed", diff)
                    break
                batches = min(most, batches * 2)
                est = measure.estimate(point, batches)
                note(point, est, "current", "more games: the move is not yet clear")
            if not moved:
                reason = "the nearest neighbour cannot be told apart from the current point"
                break
    finally:
        if bar is not None:
            close_bar(bar)
    points = {p: measure.estimate(p, min(batches, len(s))) for p, s in measure.values.items()}
    return SearchResult(target, space.make(point), est, target.met(est), reason,
                        pd.DataFrame(steps), measure.games, points)


__all__ = ["Dimension", "SearchResult", "Space", "Target", "completable_at_least", "count",
           "name_of", "rarest_at_least", "rule", "scale", "search", "special", "value"]
