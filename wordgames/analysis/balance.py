"""The steps of notebook 14 (balance report): ratings, skill against luck, drama, choices and
their sensitivity to a component change, each with its interval.

- **Ratings**: every entrant of :func:`wordgames.sim.tables.entrants` rated from rounds at mixed
  tables by ``openskill``'s Plackett-Luce model (a rating system for several players at once);
  each rating's interval comes from a bootstrap of the matches (the model's own sigma
  overstates how far a fresh run's rating would wander). A gap is put in plain
  words by how often the lower of two neighbours on the ladder finished a round ahead of the
  higher when they met.
- **Skill against luck**: duplicate deals (each deal played once per rotation of a field round
  the seats). A seat's result in a round (its points ahead of the table's mean) is split into
  who plays (the entrant's mean), the deal (the hand dealt to that seat: the mean of the
  entrants who held it) and the rest (how the round went); in this balanced design the three
  sums of squares add up, and each share has a bootstrap interval over deals.
- **Drama and choices** come from each round's event log (:mod:`wordgames.sim.tables`).
- **Sensitivity**: the same deals under a component change (common random numbers), each
  measure's change with its paired interval.

>>> import pandas as pd
>>> rows = [{"deal": d, "round": 1, "rotation": r, "seat": s, "seed": d,
...          "entrant": "ab"[(s - r) % 2], "ahead": (1.0 if "ab"[(s - r) % 2] == "a" else -1.0)}
...         for d in range(20) for r in range(2) for s in range(2)]
>>> shares = skill_and_luck(pd.DataFrame(rows), boot=50)
>>> round(shares["who plays"].mean, 6), round(shares["the deal"].mean, 6)
(1.0, 0.0)
"""

from __future__ import annotations

import itertools
import math
import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import pandas as pd

from wordgames.analysis.findings import (
    Finding,
    ci,
    equal_means_verdict,
    finding,
    interval,
    number,
)
from wordgames.analysis.plots import difference_plot, interval_points, set_title
from wordgames.analysis.scoring import seat_test
from wordgames.analysis.style import COLOURS, axes
from wordgames.sim.stats import EqualMeansTest, Estimate, cluster_mean_ci, proportion_ci
from wordgames.sim.tables import MOMENTS

#: What each game's rounds are played to at the tables: one round a match (Five Tiers: until a
#: round has a winner).
ROUND_RULES: Mapping[str, Mapping[str, Any]] = {
    "myword": {"rounds": 1}, "fivetiers": {"target": 1}, "wordstorm": {"rounds": 1}}
#: The field of the duplicate deals: the four bot skills, one of each at every table.
FIELD = ("beginner", "student", "adult", "expert")
#: The measures the sensitivity figure follows (a round's own figures, and the two shares).
MEASURES = {
    "settled": "winner settled at (share of the round)",
    "lead_changes": "lead changes per round",
    "comeback": "comeback rate",
    "words_at_50": "words a player could make half way",
    "seconds": "round length (seconds)",
    "moves": "players' moves a round",
    "flips": "timer flips a round",
}


# -- Ratings --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rating:
    """An entrant's rating on the openskill scale (mu), its sigma, and its 95% interval:
    mu ± 1.96 times the spread of mu over a bootstrap of the matches (``boot`` draws) when there
    is one, else the model's own mu ± 1.96 sigma.

    openskill's sigma is how sure the model is after updating match by match; it keeps a floor
    (its tau lets skill drift a little every match) and knows nothing of how the matches
    happened to fall. The bootstrap's spread is what a fresh run of as many matches would give:
    on matches of known strengths it matches the spread of mu over fresh runs, which sigma
    overstates by about two fifths (tests/analysis/test_balance.py).

    >>> Rating("a", 25.0, 1.0, 40).estimate.low, Rating("a", 25.0, 1.0, 40, 0.5, 99).estimate.low
    (23.04, 24.02)
    """

    name: str
    mu: float
    sigma: float
    rounds: int
    spread: float = math.nan  # the standard deviation of mu over the bootstrap's draws
    boot: int = 0

    @property
    def estimate(self) -> Estimate:
        if self.boot:
            return Estimate(self.mu, self.mu - 1.96 * self.spread, self.mu + 1.96 * self.spread,
                            self.rounds, unit="rounds")
        return self.model_estimate

    @property
    def model_estimate(self) -> Estimate:
        """openskill's own interval, mu ± 1.96 sigma."""
        return Estimate(self.mu, self.mu - 1.96 * self.sigma, self.mu + 1.96 * self.sigma,
                        self.rounds, unit="rounds")


def ordered_rounds(frame: pd.DataFrame) -> list[pd.DataFrame]:
    """The frame's rounds, one small frame each, in the order they were played."""
    keys = [k for k in ("deal", "rotation", "round") if k in frame.columns]
    return [group for _, group in frame.groupby(keys, sort=True)]


def _matches(frame: pd.DataFrame) -> list[list[tuple[list[str], list[float]]]]:
    """The frame's matches (a table's rounds share its ``deal``), each a list of rounds in
    play order: the entrants round the table and their ranks."""
    matches: dict[Any, list[tuple[list[str], list[float]]]] = {}
    for group in ordered_rounds(frame):
        matches.setdefault(group.deal.iloc[0], []).append(
            (group.entrant.tolist(), [float(r) for r in group["rank"]]))
    return list(matches.values())


def _openskill(rounds: Sequence[tuple[list[str], list[float]]]) -> dict[str, Any]:
    """openskill's Plackett-Luce ratings after ``rounds``, played in the order given."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings: dict[str, Any] = {}
    for names, ranks in rounds:
        teams = [[ratings.setdefault(n, model.rating(name=n))] for n in names]
        for name, team in zip(names, model.rate(teams, ranks=ranks), strict=True):
            ratings[name] = team[0]
    return ratings


def rate(frame: pd.DataFrame, boot: int = 0, seed: int = 0) -> dict[str, Rating]:
    """Every entrant's rating from the rounds of ``frame`` (seats ranked by ``rank``), best
    first, by ``openskill``'s Plackett-Luce model; with ``boot``, each rating's 95% interval comes
    from a bootstrap over matches (the frame's ``deal``: its tables), each draw of matches
    played in a random order (openskill's ratings depend on the order, and a fresh run could
    play them in any): mu ± 1.96 times the standard deviation of the draws' mu (centred on the
    rating given, where the draws' percentiles would carry the order's own chance).

    >>> rows = [{"deal": d, "round": 1, "seat": s, "entrant": e, "rank": s + 1}
    ...         for d in range(30) for s, e in enumerate(["strong", "weak"])]
    >>> list(rate(pd.DataFrame(rows)))
    ['strong', 'weak']
    """
    matches = _matches(frame)
    played = [r for match in matches for r in match]
    ratings = _openskill(played)
    counts = frame.groupby("entrant").size().to_dict()
    draws: dict[str, list[float]] = {name: [] for name in ratings}
    rng = np.random.default_rng(seed)
    for _ in range(boot):
        picked = rng.integers(0, len(matches), len(matches))
        drawn = _openskill([r for m in rng.permutation(picked) for r in matches[m]])
        for name in draws:
            draws[name].append(float(drawn[name].mu) if name in drawn else math.nan)
    found = [Rating(name, float(r.mu), float(r.sigma), int(counts[name]),
                    float(np.nanstd(draws[name], ddof=1)) if boot > 1 else math.nan,
                    boot if boot > 1 else 0)
             for name, r in ratings.items()]
    return {r.name: r for r in sorted(found, key=lambda r: -r.mu)}


def entrant_label(name: str) -> str:
    """An entrant as a reader knows it: a bot skill, a level's bots or the child-like player.

    >>> entrant_label("expert"), entrant_label("expert bots"), entrant_label("child")
    ('expert bot', 'Expert-level bots', 'child-like player')
    """
    if name == "child":
        return "child-like player"
    if name.endswith(" bots"):
        return f"{name.removesuffix(' bots').capitalize()}-level bots"
    return f"{name} bot"


def win_chance(ratings: Mapping[str, Rating], lower: str, higher: str) -> float:
    """The model's chance that ``lower`` finishes ahead of ``higher`` when the two meet alone.

    >>> r = {"a": Rating("a", 30.0, 1.0, 10), "b": Rating("b", 20.0, 1.0, 10)}
    >>> round(win_chance(r, "b", "a"), 2) < 0.5
    True
    """
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    a = model.rating(mu=ratings[lower].mu, sigma=ratings[lower].sigma)
    b = model.rating(mu=ratings[higher].mu, sigma=ratings[higher].sigma)
    return float(model.predict_win([[a], [b]])[0])


def head_to_head(frame: pd.DataFrame, lower: str, higher: str) -> Estimate:
    """How often ``lower`` finished a round ahead of ``higher`` when both sat at the table
    (a tie counts half), clustered by table; the interval is never narrower than Wilson's on
    the rounds, which stays honest when one side won every time (a clustered interval shrinks
    to a point then).

    >>> rows = [{"deal": d, "round": 1, "seat": s, "entrant": e, "rank": r}
    ...         for d in range(4) for s, (e, r) in enumerate([("x", 1 + d % 2), ("y", 2)])]
    >>> head_to_head(pd.DataFrame(rows), "x", "y").mean
    0.75
    >>> never = [{"deal": d, "round": 1, "seat": s, "entrant": e, "rank": s + 1}
    ...          for d in range(40) for s, e in enumerate(["y", "x"])]
    >>> met = head_to_head(pd.DataFrame(never), "x", "y")
    >>> met.mean, met.low, round(met.high, 3)
    (0.0, 0.0, 0.088)
    """
    keys = [k for k in ("deal", "rotation", "round") if k in frame.columns]
    pivot = frame.pivot_table(index=keys, columns="entrant", values="rank", aggfunc="first")
    if lower not in pivot or higher not in pivot:
        return Estimate(math.nan, math.nan, math.nan, 0, unit="tables")
    met = pivot[[lower, higher]].dropna()
    ahead = (met[lower] < met[higher]).astype(float) + 0.5 * (met[lower] == met[higher])
    tables = [idx[0] if isinstance(idx, tuple) else idx for idx in met.index]
    clustered = cluster_mean_ci(ahead.tolist(), tables, unit="tables", obs="rounds",
                                bounds=(0.0, 1.0))
    wilson = proportion_ci(round(float(ahead.sum())), len(ahead))
    return replace(clustered, low=min(clustered.low, wilson.low),
                   high=max(clustered.high, wilson.high))


def gaps(frame: pd.DataFrame, ratings: Mapping[str, Rating]) -> pd.DataFrame:
    """Each neighbour pair on the ladder: the rating gap, how often the lower finished ahead
    when they met (with its interval) and the model's chance of it."""
    names = list(ratings)
    rows = []
    for higher, lower in itertools.pairwise(names):
        met = head_to_head(frame, lower, higher)
        rows.append({"higher": higher, "lower": lower,
                     "gap": round(ratings[higher].mu - ratings[lower].mu, 1),
                     "lower ahead (seen)": ci(met, 0, percent=True),
                     "rounds met": met.n,
                     "lower ahead (model)": number(win_chance(ratings, lower, higher), 0,
                                                   percent=True)})
    return pd.DataFrame(rows)


def ladder_caption(ratings: Mapping[str, Rating]) -> str:
    """What a ladder's axis and bars are, in two lines."""
    boot = max((r.boot for r in ratings.values()), default=0)
    bars = (f"bars: 95% intervals, a bootstrap of the matches ({boot:,} draws)" if boot else
            "bars: mu ± 1.96 sigma (the model's own)")
    return ("rating: openskill's Plackett-Luce mu (every entrant starts at 25)\n"
            f"{bars}; tables of four entrants")


def ladder_plot(ratings: Mapping[str, Rating], title: str = "", ax: Any = None,
                caption: bool = True) -> Any:
    """The ladder: each entrant's rating with its 95% interval, best at the top (``caption``:
    the axis says what the bars are; a figure of several ladders says it once)."""

    ax = axes(ax, figsize=(8, 1.2 + 0.45 * len(ratings)))
    names = list(ratings)[::-1]
    mus = [ratings[n].mu for n in names]
    err = [[ratings[n].mu - ratings[n].estimate.low for n in names],
           [ratings[n].estimate.high - ratings[n].mu for n in names]]
    ax.errorbar(mus, range(len(names)), xerr=err, fmt="o", capsize=4)
    ax.set_yticks(range(len(names)), [entrant_label(n) for n in names])
    rounds = f"{sum(r.rounds for r in ratings.values()) // 4:,}"  # four seats a table
    ax.set_xlabel(f"{ladder_caption(ratings)}, {rounds} rounds" if caption
                  else f"rating ({rounds} rounds)")
    set_title(ax, title or "The ladder")
    return ax


def ratings_finding(game: str, ratings: Mapping[str, Rating], table: pd.DataFrame,
                    quick: bool | None = None, frame: pd.DataFrame | None = None) -> Finding:
    """The ladder in words: top and bottom, where the child stands, and what the widest gap
    between neighbours means at the table (with the rounds of ``frame``, whether the model's
    chance of it agrees with them)."""
    names = list(ratings)
    top, bottom = ratings[names[0]], ratings[names[-1]]
    text = (f"in {game}, the top of the ladder is the {entrant_label(top.name)}, "
            f"{ci(top.estimate)}, and the bottom the {entrant_label(bottom.name)}, "
            f"{ci(bottom.estimate)}.")
    if "child" in names:
        at = names.index("child")
        near = [entrant_label(n) for n in names[max(0, at - 1):at + 2] if n != "child"]
        text += (f" The child-like player is {at + 1} of {len(names)}, "
                 f"{ci(ratings['child'].estimate)}, next to the " + " and the ".join(near) + ".")
    if len(table):
        widest = table.loc[table.gap.idxmax()]
        text += (f" The widest gap between neighbours is the {entrant_label(widest.higher)} "
                 f"over the {entrant_label(widest.lower)}, {widest.gap:.1f} points: in the "
                 f"{widest['rounds met']} rounds they met, the lower finished ahead in "
                 f"{widest['lower ahead (seen)']}; the model predicts "
                 f"{widest['lower ahead (model)']}.")
        seen = head_to_head(frame, widest.lower, widest.higher) if frame is not None else None
        chance = win_chance(ratings, widest.lower, widest.higher)
        if seen is not None and not seen.low <= chance <= seen.high:
            text += (" The rounds seen leave out the model's chance: in this game the ratings "
                     "spread wider than the results at the table, so read a gap as an order, "
                     "not as odds.")
    spreads = [(r.sigma, r.spread) for r in ratings.values() if r.boot]
    if spreads:
        wider = sum(sigma for sigma, _ in spreads) / sum(spread for _, spread in spreads)
        text += (f" Each interval comes from {ratings[names[0]].boot:,} bootstrap draws of the "
                 f"matches; openskill's own sigma would make them {wider:.1f} times as wide.")
    smallest = min((r.rounds for r in ratings.values()), default=0)
    basis = Estimate(0, 0, 0, smallest, unit="rounds")
    return finding(text, basis, quick=quick)


# -- Skill against luck ---------------------------------------------------------------------------


def _cube(frame: pd.DataFrame, keys: Sequence[Any] | None = None) -> tuple[np.ndarray, list[Any]]:
    """The rounds of duplicate deals as an array [deal-round, seat, entrant] of ``ahead``,
    keeping the deal-rounds every rotation played (a Five Tiers round nobody won is replayed,
    so some deals run to more rounds in one seating than in another)."""
    entrants_ = sorted(frame.entrant.unique())
    seats = sorted(frame.seat.unique())
    rotations = frame.rotation.nunique()
    frame = frame.assign(key=list(zip(frame.deal, frame["round"], strict=True)))
    complete = frame.groupby("key").size() == rotations * len(seats)
    found = sorted(complete[complete].index)
    if keys is not None:
        found = [k for k in found if k in set(keys)]
    cube = np.full((len(found), len(seats), len(entrants_)), np.nan)
    where = {k: i for i, k in enumerate(found)}
    e_at = {e: i for i, e in enumerate(entrants_)}
    for key, seat, entrant, ahead in zip(frame.key, frame.seat, frame.entrant, frame.ahead,
                                         strict=True):
        if key in where:
            cube[where[key], seat, e_at[entrant]] = ahead
    keep = ~np.isnan(cube).any(axis=(1, 2))
    return cube[keep], [k for k, ok in zip(found, keep, strict=True) if ok]


def _shares(cube: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """The shares (who plays, the deal, the rest) of the sum of squares, deals weighted."""
    total_w = weights.sum()
    grand = float((weights[:, None, None] * cube).sum() / (total_w * cube.shape[1] * cube.shape[2]))
    dev = cube - grand
    entrant = (weights[:, None] * dev.mean(axis=1)).sum(axis=0) / total_w
    hand = dev.mean(axis=2)
    ss_total = float((weights * (dev ** 2).sum(axis=(1, 2))).sum())
    ss_who = float(total_w * cube.shape[1] * (entrant ** 2).sum())
    ss_deal = float((weights * cube.shape[2] * (hand ** 2).sum(axis=1)).sum())
    if ss_total == 0:
        return np.array([math.nan, math.nan, math.nan])
    who, deal = ss_who / ss_total, ss_deal / ss_total
    return np.array([who, deal, 1 - who - deal])


SHARE_NAMES = ("who plays", "the deal", "the rest")


def skill_and_luck(frame: pd.DataFrame, boot: int = 400, seed: int = 0,
                   keys: Sequence[Any] | None = None) -> dict[str, Estimate]:
    """The shares of the variance of a seat's round result explained by who plays, by the deal
    and by the rest, each with a percentile bootstrap interval over deals."""
    cube, found = _cube(frame, keys)
    deals = len(found)
    if deals == 0:
        nan = Estimate(math.nan, math.nan, math.nan, 0, units=0, unit="deals")
        return dict.fromkeys(SHARE_NAMES, nan)
    point = _shares(cube, np.ones(deals))
    rng = np.random.default_rng(seed)
    draws = np.array([_shares(cube, rng.multinomial(deals, np.full(deals, 1 / deals)).astype(float))
                      for _ in range(boot)])
    n = int(cube.size)
    out = {}
    for i, name in enumerate(SHARE_NAMES):
        low, high = (np.nanpercentile(draws[:, i], [2.5, 97.5]) if deals > 1
                     else (math.nan, math.nan))
        out[name] = Estimate(float(point[i]), float(low), float(high), n, units=deals,
                             unit="deals", obs="player-rounds")
    return out


def share_changes(frame_a: pd.DataFrame, frame_b: pd.DataFrame, boot: int = 400,
                  seed: int = 0) -> dict[str, Estimate]:
    """How each share moves from ``frame_a`` to ``frame_b`` (the same deals under another rule):
    the difference b - a, with a paired bootstrap over the deals both played in full."""
    cube_a, keys_a = _cube(frame_a)
    cube_b, keys_b = _cube(frame_b)
    both = sorted(set(keys_a) & set(keys_b))
    pick_a = [keys_a.index(k) for k in both]
    pick_b = [keys_b.index(k) for k in both]
    cube_a, cube_b = cube_a[pick_a], cube_b[pick_b]
    deals = len(both)
    if deals < 2:
        nan = Estimate(math.nan, math.nan, math.nan, 0, units=deals, unit="deals")
        return dict.fromkeys(SHARE_NAMES, nan)
    ones = np.ones(deals)
    point = _shares(cube_b, ones) - _shares(cube_a, ones)
    rng = np.random.default_rng(seed)
    draws = []
    for _ in range(boot):
        w = rng.multinomial(deals, np.full(deals, 1 / deals)).astype(float)
        draws.append(_shares(cube_b, w) - _shares(cube_a, w))
    spread = np.array(draws)
    out = {}
    for i, name in enumerate(SHARE_NAMES):
        low, high = np.nanpercentile(spread[:, i], [2.5, 97.5])
        out[name] = Estimate(float(point[i]), float(low), float(high), n=int(cube_a.size),
                             units=deals, unit="deals", obs="player-rounds")
    return out


def shares_plot(shares: Mapping[str, Mapping[str, Estimate]], title: str = "", ax: Any = None
                ) -> Any:
    """Stacked shares per game or rule (who plays, the deal, the rest), with the who-plays and
    deal intervals as error bars."""
    from matplotlib.ticker import PercentFormatter

    ax = axes(ax, figsize=(8, 4.5))
    names = list(shares)
    bottom = np.zeros(len(names))
    for i, part in enumerate(SHARE_NAMES):
        values = np.array([shares[n][part].mean for n in names])
        bars = ax.bar(names, values, bottom=bottom, label=part, color=COLOURS[i % len(COLOURS)])
        if part != "the rest":
            lows = np.array([shares[n][part].low for n in names])
            highs = np.array([shares[n][part].high for n in names])
            ax.errorbar([b.get_x() + b.get_width() / 2 for b in bars], bottom + values,
                        yerr=[values - lows, highs - values], fmt="none", ecolor="black",
                        capsize=4)
        bottom = bottom + values
    ax.set_ylim(0, 1)
    ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_ylabel("share of the variance of a seat's round result")
    first = shares[names[0]]["who plays"] if names else None
    ax.set_xlabel(f"duplicate deals, {first.units if first else 0:,} deals each in every "
                  "seating; bars: 95% bootstrap intervals over deals")
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0))
    set_title(ax, title or "Skill against luck")
    return ax


def skill_finding(game: str, shares: Mapping[str, Estimate], quick: bool | None = None
                  ) -> Finding:
    who, deal = shares["who plays"], shares["the deal"]
    verdict = ("who plays matters more than the deal" if who.low > deal.high else
               "the deal matters more than who plays" if deal.low > who.high else
               "neither who plays nor the deal clearly matters more")
    return finding(
        f"in {game}, with a beginner, a student, an adult and an expert bot at every table, "
        f"who plays explains {ci(who, 0, percent=True)} of the variance of a seat's round "
        f"result, the hand dealt to the seat {ci(deal, 0, percent=True)}, and how the round "
        f"went the remaining {number(shares['the rest'].mean, 0, percent=True)}; {verdict} "
        f"({who.counts()}).",
        who, quick=quick)


# -- Drama and choices ----------------------------------------------------------------------------


def rounds_of(frame: pd.DataFrame) -> pd.DataFrame:
    """One row per round played (its first seat's row: the round's own figures)."""
    keys = [k for k in ("deal", "rotation", "round") if k in frame.columns]
    return frame.drop_duplicates(keys).reset_index(drop=True)


def drama_estimates(frame: pd.DataFrame) -> dict[str, Estimate]:
    """When the winner is settled, lead changes per round and the comeback rate, each with an
    interval clustered by deal (a deal's seatings, and a match's rounds, share it)."""
    rounds = rounds_of(frame)
    tables = rounds.deal.tolist()
    out = {
        "settled": cluster_mean_ci(rounds.settled.astype(float), tables, unit="deals",
                                   obs="rounds", bounds=(0.0, 1.0)),
        "lead_changes": cluster_mean_ci(rounds.lead_changes.astype(float), tables,
                                        unit="deals", obs="rounds"),
    }
    led = rounds[rounds.comeback.notna()]
    out["comeback"] = cluster_mean_ci(led.comeback.astype(float), led.deal.tolist(),
                                      unit="deals", obs="rounds", bounds=(0.0, 1.0))
    return out


def choices_estimates(frame: pd.DataFrame) -> dict[str, Estimate]:
    """The words a seat could make at each moment of a round (mean over seats), clustered by
    deal."""

    out = {}
    for moment in MOMENTS:
        column = f"words_at_{round(moment * 100)}"
        if column in frame.columns:
            out[f"{round(moment * 100)}%"] = cluster_mean_ci(
                frame[column].astype(float), frame.deal.tolist(), unit="deals",
                obs="player-rounds")
    return out


def drama_plot(drama: Mapping[str, Mapping[str, Estimate]], title: str = "") -> Any:
    """Three panels (settled, lead changes, comebacks), one point per game or rule."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import PercentFormatter


    figure, panels = plt.subplots(1, 3, figsize=(11, 3.8), layout="constrained")
    labels = {"settled": "winner leads for good from\n(share of the round's time)",
              "lead_changes": "lead changes a round",
              "comeback": "comebacks: behind at half time,\nthen won (share of rounds)"}
    for ax, measure in zip(panels, labels, strict=True):
        interval_points(list(drama), {name: values[measure] for name, values in drama.items()},
                        ax=ax, ylabel=labels[measure])
        legend = ax.get_legend()
        if legend is not None:
            legend.remove()
        # Names of rule changes are long: each on lines of its own under its point.
        ax.set_xticks(range(len(drama)), [textwrap.fill(name, 10) for name in drama])
        if measure != "lead_changes":
            ax.yaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
        if not ax.get_xlabel():  # the counts differ (Five Tiers replays a round nobody won)
            deals = max((values[measure].units or 0) for values in drama.values())
            ax.set_xlabel(f"each point: the rounds of {deals:,} deals"
                          + (",\nthose with a leader at half time" if measure == "comeback"
                             else ""))
    figure.suptitle((title or "Drama and decisiveness")
                    + "; error bars: 95% intervals, clustered by deal", fontweight="bold")
    return panels


def choices_plot(choices: Mapping[str, Mapping[str, Estimate]], title: str = "", ax: Any = None
                 ) -> Any:
    """The words a seat could make through a round, one line per game or rule."""

    ax = axes(ax, figsize=(8, 4))
    moments = list(next(iter(choices.values()), {}))
    for i, (name, by_moment) in enumerate(choices.items()):
        # Each line a little to the side, so that equal lines do not hide one another.
        xs = [moments.index(m) + (i - (len(choices) - 1) / 2) * 0.04 for m in by_moment]
        ys = [e.mean for e in by_moment.values()]
        lows = [e.mean - e.low for e in by_moment.values()]
        highs = [e.high - e.mean for e in by_moment.values()]
        ax.errorbar(xs, ys, yerr=[lows, highs], marker="o", capsize=4, label=name)
    ax.set_xticks(range(len(moments)), moments)
    ax.set_xlabel("moment of the round (share of its time); bars: 95% intervals by deal")
    ax.set_ylabel("words a player could make")
    ax.legend()
    set_title(ax, title or "Choices through a round")
    return ax


def drama_finding(game: str, drama: Mapping[str, Estimate], quick: bool | None = None
                  ) -> Finding:
    """When the winner is settled, lead changes and comebacks, in a sentence."""
    settled = drama["settled"]
    return finding(
        f"in {game}, the final winner leads alone for good from {ci(settled, 0, percent=True)} "
        f"of the round on; the lead changes hands {ci(drama['lead_changes'])} times a round; a "
        f"player behind the leader at half time wins {ci(drama['comeback'], 0, percent=True)} of "
        f"the rounds that had a leader then ({settled.counts()}).", settled, quick=quick)


def choices_finding(game: str, choices: Mapping[str, Estimate], quick: bool | None = None
                    ) -> Finding:
    """How the words a player could make grow or shrink through a round."""
    moments = list(choices)
    first, last = choices[moments[0]], choices[moments[-1]]
    trend = ("grow" if first.high < last.low else "shrink" if first.low > last.high
             else "change no more than chance")
    middle = moments[len(moments) // 2]
    half = (f", {ci(choices[middle], 0)} {_when(middle)},"
            if middle not in (moments[0], moments[-1]) else "")
    return finding(
        f"in {game}, a player could make {ci(first, 0)} words {_when(moments[0])}{half} and "
        f"{ci(last, 0)} {_when(moments[-1])}: the choices {trend} as the round goes on "
        f"({first.counts()}).", first, quick=quick)


#: The moments of :data:`wordgames.sim.tables.MOMENTS` in words, by their labels.
MOMENT_WORDS = {"0%": "at the start of a round", "25%": "a quarter of the way through",
                "50%": "half way", "75%": "three quarters of the way through"}


def _when(moment: str) -> str:
    """A moment of the round in words (``50%``: half way)."""
    return MOMENT_WORDS.get(moment, f"at {moment} of the round")


# -- Seat and dealer edges (notebook 11's method) -------------------------------------------------


def seat_edges(frame: pd.DataFrame, effect: float = 0.5) -> dict[str, EqualMeansTest]:
    """The seat test (and MY WORD!'s dealer test) of notebook 11 on a run of equal bots:
    :func:`wordgames.analysis.scoring.seat_test`, the same function."""

    tests = {"seat": seat_test(frame, effect=effect)}
    if "seat_after_dealer" in frame.columns:
        tests["place from the dealer"] = seat_test(
            frame, by="seat_after_dealer", effect=effect,
            label=lambda k: "the dealer" if k == 0 else f"{k} after the dealer")
    return tests


def first_player_edge(test: EqualMeansTest) -> Estimate:
    """Seat 0's (or the dealer's) mean less the mean of the other seats' means, with seat 0's
    interval shifted: the first player's edge as notebook 11's test measures the seats."""
    groups = list(test.groups.values())
    others = sum(g.mean for g in groups[1:]) / max(1, len(groups) - 1)
    return groups[0].shifted(-others)


def edges_finding(game: str, tests: Mapping[str, EqualMeansTest], quick: bool | None = None,
                  lowest_wins: bool = False) -> Finding:

    unit = "cards" if "MY WORD" in game else "points"
    better = " (the lowest score wins: a negative edge is an advantage)" if lowest_wins else ""
    parts = [f"{name.capitalize()} test: {equal_means_verdict(test, what=name, unit=unit)}."
             for name, test in tests.items()]
    edge = first_player_edge(tests["seat"])
    seat = tests["seat"]
    played = f"{seat.units:,} {next(iter(seat.groups.values())).unit or 'games'}"
    dealer = ""
    if "place from the dealer" in tests:
        dealer = (f" The dealer's edge over the others is "
                  f"{ci(first_player_edge(tests['place from the dealer']), 2)} {unit} a round.")
    return finding(f"in {game}, in {played} of four adult bots, the first seat's edge over "
                   f"the others is {ci(edge, 2)} {unit} a round{better}.{dealer} "
                   + " ".join(parts), *tests.values(), quick=quick)


# -- Sensitivity ----------------------------------------------------------------------------------


def round_measures(frame: pd.DataFrame) -> pd.DataFrame:
    """Each deal-round's measures (mean over its seatings): the rows sensitivity pairs."""
    rounds = rounds_of(frame)
    columns = [c for c in MEASURES if c in rounds.columns and rounds[c].notna().any()]
    return rounds.groupby(["deal", "round"])[columns].mean()


def changes(frame_a: pd.DataFrame, frame_b: pd.DataFrame, boot: int = 400, seed: int = 0
            ) -> dict[str, Estimate]:
    """Each measure's change b - a on the same deals, paired by deal-round and clustered by
    deal, and the shares' changes (paired bootstrap)."""
    a, b = round_measures(frame_a), round_measures(frame_b)
    joined = a.merge(b, left_index=True, right_index=True, suffixes=("_a", "_b"))
    deals = [k[0] for k in joined.index]
    out = {}
    for column in MEASURES:
        if f"{column}_a" in joined:
            both = joined[[f"{column}_a", f"{column}_b"]].astype(float).dropna()
            out[MEASURES[column]] = cluster_mean_ci(
                (both[f"{column}_b"] - both[f"{column}_a"]).astype(float),
                [k[0] for k in both.index], unit="deals", obs="rounds")
    del deals
    for name, est in share_changes(frame_a, frame_b, boot, seed).items():
        out[f"share explained by {name}"] = est
    return out


@dataclass(frozen=True)
class Wording:
    """How a measure's change is drawn and said: the panel's title, the scale and unit of a
    change, and the phrases for more and for less."""

    title: str
    unit: str
    more: str
    less: str
    scale: float = 1.0
    digits: int = 1


_POINTS = "percentage points"
#: Each measure of :func:`changes` by its label (the shares of the variance too).
WORDING: Mapping[str, Wording] = {
    MEASURES["settled"]: Wording("When the winner is settled", f"{_POINTS} of the round",
                                 "the winner is settled later", "the winner is settled earlier",
                                 100),
    MEASURES["lead_changes"]: Wording("Lead changes a round", "times a round",
                                      "the lead changes hands more often",
                                      "the lead changes hands less often", digits=2),
    MEASURES["comeback"]: Wording("Comebacks (behind at half time, then won)", _POINTS,
                                  "comebacks are more common", "comebacks are rarer", 100),
    MEASURES["words_at_50"]: Wording("Words a player could make half way", "words",
                                     "a player could make more words half way",
                                     "a player could make fewer words half way", digits=0),
    MEASURES["seconds"]: Wording("Round length", "seconds", "rounds last longer",
                                 "rounds are shorter"),
    MEASURES["moves"]: Wording("Players' moves a round", "moves a round",
                               "players make more moves", "players make fewer moves"),
    MEASURES["flips"]: Wording("Timer flips a round", "flips a round",
                               "the timer is turned more often", "the timer is turned less often",
                               digits=2),
    **{f"share explained by {name}": Wording(
        f"Share of a seat's result explained by {name}", f"{_POINTS} of the variance",
        f"{name} explains more of a seat's result", f"{name} explains less of a seat's result",
        100) for name in SHARE_NAMES},
}


def wording(measure: str) -> Wording:
    """The measure's :class:`Wording` (a plain one for a measure the table lacks)."""
    return WORDING.get(measure, Wording(measure, "", f"{measure} rises", f"{measure} falls"))


def said(measure: str, change: Estimate) -> str:
    """A change in words: which way, then the change with its sign, unit and interval.

    >>> said("round length (seconds)", Estimate(-3.57, -4.52, -2.62, 60))
    'rounds are shorter (-3.6 seconds, 95% CI -4.5 to -2.6)'
    >>> said("comeback rate", Estimate(0.021, 0.004, 0.038, 60))
    'comebacks are more common (+2.1 percentage points, 95% CI 0.4 to 3.8)'
    """
    words = wording(measure)
    scaled = change.scaled(words.scale)
    phrase = words.more if change.mean >= 0 else words.less
    sign = "+" if scaled.mean >= 0 else ""
    return (f"{phrase} ({sign}{number(scaled.mean, words.digits)} {words.unit}, "
            f"{interval(scaled, words.digits)})")


def sensitivity_plot(found: Mapping[str, Mapping[str, Estimate]], title: str = "") -> Any:
    """One panel per measure: its change under each component change, with its interval; the
    changes named once, on the left, and what the bars are said once, under the panels."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator


    measures = list(next(iter(found.values())))
    cols = 2
    rows = math.ceil(len(measures) / cols)
    figure, panels = plt.subplots(rows, cols, figsize=(11, (1.5 + 0.45 * len(found)) * rows),
                                  squeeze=False, sharey=True, layout="constrained")
    flat = list(panels.flat)
    for ax, measure in zip(flat, measures, strict=False):
        words = wording(measure)
        difference_plot({change: by[measure].scaled(words.scale) for change, by in found.items()},
                        title="", ax=ax)
        ax.set_title(words.title, fontsize="medium")
        ax.set_xlabel(f"change ({words.unit})" if words.unit else "change")
        ax.xaxis.set_major_locator(MaxNLocator(nbins=5))
    for ax in flat[len(measures):]:
        ax.set_visible(False)
    first = next(iter(next(iter(found.values())).values()))
    figure.suptitle(title or "Sensitivity to a component change (same deals)",
                    fontweight="bold")
    figure.supxlabel(
        f"Each point: the change from the rulebook on the same {first.units or first.n:,} deals, "
        "each played in every seating. Error bars: 95% intervals clustered by deal\n(the shares "
        "of the variance: a paired bootstrap over deals). A bar off the zero line is a change "
        "beyond chance.", fontsize="small")
    return flat


def sensitivity_finding(game: str, found: Mapping[str, Mapping[str, Estimate]],
                        quick: bool | None = None) -> Finding:
    """What each component change moves beyond chance, in plain sentences."""
    parts = []
    for change, by in found.items():
        moved = [said(measure, est) for measure, est in by.items() if est.excludes(0)]
        parts.append(f"With {change}, " + ("; ".join(moved) if moved else
                                           "no measure moves beyond chance"))
    basis = [est for by in found.values() for est in by.values()]
    level = number(basis[0].level if basis else math.nan, 0, percent=True)
    return finding(f"in {game}, each change played on the same deals as the rulebook; what "
                   f"moves beyond chance ({level} intervals that leave out zero). "
                   + ". ".join(parts) + ".", *basis[:1], quick=quick)
