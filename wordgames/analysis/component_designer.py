"""The steps of notebook 13 (the component designer): variants evaluated, searched, and plotted.

Each step plays a variant beside the shipped components on the same seeds
(:func:`wordgames.design.evaluate`) or reads a full run saved by ``scripts/design_search.py``
or ``scripts/solvability_curve.py``; each figure function returns its axes (or figure) and the
finding its title states, computed from the numbers it plots.

>>> import pandas as pd
>>> rows = [{"metric": "round_minutes", "arm": arm, "mean": m, "low": m - 1, "high": m + 1,
...          "units": 40} for arm, m in (("base", 4.0), ("variant", 5.0), ("difference", 1.0))]
>>> str(evaluated(pd.DataFrame(rows), "round_minutes", "difference"))
'1.00 (95% CI 0.00 to 2.00, n = 40)'
"""

from __future__ import annotations

import ast
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from wordgames import design
from wordgames.analysis import quick_mode
from wordgames.analysis.findings import Finding, ci, finding, interval, number
from wordgames.analysis.plots import estimate_bars
from wordgames.analysis.style import COLOURS, axes
from wordgames.kit.files import read_text
from wordgames.sim import load_results
from wordgames.sim.stats import Estimate
from wordgames.wordstorm.search import EXHAUSTIVE_TILES

#: The box's promise for a Five Tiers game, in minutes.
BOX = (30.0, 60.0)
#: What the Five Tiers search may change: every value scaled, the blanks, the apostrophes,
#: with no letter rarer than one tile in 150 (``scripts/design_search.py`` runs it in full).
SEARCH_SPACE = design.Space(
    "fivetiers",
    (design.scale((0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)),
     design.count("?", (0, 1, 2, 3, 4, 6), game="fivetiers"),
     design.count("'", (0, 1, 2, 3, 4), game="fivetiers")),
    (design.rarest_at_least(1 / 150),),
)
#: The search's target: a game within the box's minutes.
SEARCH_TARGET = design.Target("game_minutes", *BOX)
#: The columns of the search's steps a reader needs.
STEP_COLUMNS = ["step", "role", "variant", "games", "mean", "low", "high", "decision"]
#: The columns of the solvability curve a reader needs.
CURVE_COLUMNS = ["bag", "level", "tiles", "n", "solved", "impossible", "undecided",
                 "share_solved", "low", "high"]


def evaluated(frame: pd.DataFrame, metric: str, arm: str = "variant") -> Estimate:
    """One row of an evaluation frame (:func:`wordgames.design.evaluate`) as an Estimate, its
    n the games (or rounds) its interval is clustered by: a round's length is one per round,
    not one per player."""
    row = frame[(frame.metric == metric) & (frame.arm == arm)].iloc[0]
    return Estimate(row["mean"], row["low"], row["high"], int(row["units"]))


def saved(folder: str | Path, name: str, params: Mapping[str, Any] | None = None,
          quick: bool | None = None) -> pd.DataFrame | None:
    """A full run's saved frame ``folder/name``, if it is there and was made with ``params``
    (else None, and the caller runs it). Quick mode never reads one: its sizes are not the
    saved run's.

    >>> saved("no-such-folder", "design_search_steps.csv", quick=False) is None
    True
    """

    path = Path(folder) / name
    if (quick_mode() if quick is None else quick) or not path.exists():
        return None
    frame = load_results(path)
    made_with = frame.attrs.get("params", {})
    return frame if all(made_with.get(k) == v for k, v in (params or {}).items()) else None


def values_evaluation(factor: float, n: int, seed: int, players: int, **options: Any
                      ) -> tuple[design.Variant, pd.DataFrame]:
    """Five Tiers with every tile value scaled by ``factor``, beside the shipped set on the
    same seeds: game length, rounds per game and round length (``options`` go to
    :func:`wordgames.design.evaluate`).

    >>> higher, frame = values_evaluation(1.25, n=2, seed=13, players=2, workers=1,
    ...                                   progress=False)
    >>> higher.name, sorted(set(frame.metric))
    ('values-x1.25', ['game_minutes', 'round_minutes', 'rounds'])
    """
    higher = design.variant("fivetiers", f"values-x{factor:g}", scale=factor)
    frame = design.evaluate("fivetiers", higher, ["game_minutes", "rounds", "round_minutes"],
                            n=n, seed=seed, players=players, **options)
    return higher, frame


def _sensed(est: Estimate, less: str, more: str) -> tuple[str, Estimate]:
    """A difference said the way it goes (``less`` when it is not above 0, else ``more``),
    as a positive amount with its interval in the same sense (it may cross 0).

    >>> word, size = _sensed(Estimate(-3.0, -4.0, 1.0, 9), "shorter", "longer")
    >>> word, size.mean, size.low, size.high
    ('shorter', 3.0, -1.0, 4.0)
    """
    sign = -1 if est.mean <= 0 else 1
    low, high = sorted((sign * est.low, sign * est.high))
    return (less if sign < 0 else more), Estimate(sign * est.mean, low, high, est.n)


def values_plot(frame: pd.DataFrame, label: str, box: tuple[float, float] = BOX
                ) -> tuple[Any, str]:
    """Minutes per game of the shipped set and the variant called ``label``, with the box's
    band; the title says by how much the variant shortens (or lengthens) a game.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> rows = [{"metric": "game_minutes", "arm": arm, "mean": m, "low": m - 2, "high": m + 2,
    ...          "units": 200} for arm, m in (("base", 66.0), ("variant", 53.0),
    ...                                        ("difference", -13.0))]
    >>> ax, title = values_plot(pd.DataFrame(rows), "values x1.25")
    >>> title
    'Values x1.25 shorten a game by 13 minutes (95% CI 11 to 15)'
    """
    base, new = evaluated(frame, "game_minutes", "base"), evaluated(frame, "game_minutes")
    diff = evaluated(frame, "game_minutes", "difference")
    sense, amount = _sensed(diff, "shorten", "lengthen")
    title = (f"{label.capitalize()} {sense} a game by {amount.mean:.0f} minutes "
             f"(95% CI {amount.low:.0f} to {amount.high:.0f})")
    ax = estimate_bars({"shipped": base, label: new}, ylabel="minutes per game", title=title)
    ax.axhspan(*box, color=COLOURS[2], alpha=0.15,
               label=f"the box: {box[0]:g}-{box[1]:g} minutes")
    ax.legend()
    return ax, title


def values_line(frame: pd.DataFrame, label: str, players: int) -> str:
    """The game lengths of a values evaluation in one line, for the record under the figure.

    >>> rows = [{"metric": "game_minutes", "arm": arm, "mean": 1.0, "low": 0.0, "high": 2.0,
    ...          "units": 2} for arm in ("base", "variant", "difference")]
    >>> values_line(pd.DataFrame(rows), "values x2", 2)[:40]
    '2 adult bots, 2 paired games: shipped 1.'
    """
    base, new = evaluated(frame, "game_minutes", "base"), evaluated(frame, "game_minutes")
    diff = evaluated(frame, "game_minutes", "difference")
    return (f"{players} adult bots, {new.n} paired games: shipped {base}; {label} {new}; "
            f"difference {diff}")


def box_search(folder: str | Path, players: int, quick: bool | None = None, **options: Any
               ) -> tuple[pd.DataFrame, str]:
    """The search for a Five Tiers set whose games fit the box: the full run's steps and its
    verdict when ``scripts/design_search.py`` has saved them in ``folder``, else a search run
    here (a toy one in quick mode: a few games a point). Returns the steps and the verdict.

    >>> steps, verdict = box_search("no-such-folder", players=2, quick=True, workers=1,
    ...                             progress=False)
    >>> steps["role"].iloc[0], verdict.startswith("fivetiers-shipped")
    ('start', True)
    """

    quick = quick_mode() if quick is None else quick
    steps = saved(folder, "design_search_steps.csv", quick=quick)
    if steps is not None:
        return steps, read_text(Path(folder) / "design_search.json", limit=1_000_000,
                                what="a design search's verdict")
    result = design.search("fivetiers", SEARCH_TARGET, SEARCH_SPACE,
                           budget=6 if quick else 2400, games=2 if quick else 40,
                           max_games=4 if quick else 320, players=players, seed=16, **options)
    return result.steps, str(result)


def found_frame(folder: str | Path, quick: bool | None = None) -> pd.DataFrame | None:
    """The found variant's evaluation on fresh paired games, as ``scripts/design_search.py``
    saved it in ``folder`` (None when it has not, or in quick mode).

    >>> found_frame("no-such-folder", quick=False) is None
    True
    """
    return saved(folder, "design_search_evaluation.csv", quick=quick)


def found_evaluation(folder: str | Path, quick: bool | None = None) -> str | None:
    """The variant the full search found, beside the shipped set on fresh paired games, as
    text (None when ``scripts/design_search.py`` has not saved it, or in quick mode).

    >>> found_evaluation("no-such-folder", quick=False) is None
    True
    """
    checked = found_frame(folder, quick)
    if checked is None:
        return None
    table = design.summary(checked).to_string(index=False)
    return f"{checked.attrs['params']['variant']}\n{table}"


def search_plot(steps: pd.DataFrame, box: tuple[float, float] = BOX) -> tuple[Any, str]:
    """Each measured step of the search with its interval, marked by what it was (the start,
    a neighbour tried, a move taken or not), against the box's band; the title says where
    the search ended and after how many moves.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> steps = pd.DataFrame({"step": [0, 1, 2], "role": ["start", "neighbour", "move"],
    ...                       "games": [40, 40, 80], "mean": [66.0, 54.0, 53.5],
    ...                       "low": [61.0, 49.0, 50.0], "high": [71.0, 59.0, 57.0],
    ...                       "decision": ["measured", "measured", "taken: it separates"]})
    >>> ax, title = search_plot(steps)
    >>> title
    'The search ends at 54 minutes a game (50 to 57, n = 80 games) after 1 move'
    >>> [t.get_text() for t in ax.get_legend().get_texts()]
    ['the box: 30-60 minutes', 'the start', 'a neighbour tried', 'a move taken']
    """
    from matplotlib.ticker import MaxNLocator


    measured = steps[steps["mean"].notna()]
    ax = axes(figsize=(9, 4))
    ax.axhspan(*box, color=COLOURS[2], alpha=0.15,
               label=f"the box: {box[0]:g}-{box[1]:g} minutes")
    # A move the search tried but did not take is measured and plotted, but the search ends
    # at its last point taken: the start, or the last move taken.
    taken = measured["decision"].fillna("").str.startswith("taken")
    kinds = {"the start": (measured["role"] == "start", "s", COLOURS[7]),
             "a neighbour tried": (measured["role"] == "neighbour", "o", COLOURS[0]),
             "a move taken": ((measured["role"] == "move") & taken, "D", COLOURS[5]),
             "a move not taken": ((measured["role"] == "move") & ~taken, "x", COLOURS[1])}
    for label, (rows, marker, colour) in kinds.items():
        part = measured[rows]
        if len(part):
            ax.errorbar(part["step"], part["mean"], yerr=[part["mean"] - part["low"],
                                                          part["high"] - part["mean"]],
                        fmt=marker, capsize=3, color=colour, label=label)
    moves = measured[kinds["a move taken"][0]]
    last = measured[kinds["the start"][0] | kinds["a move taken"][0]].iloc[-1]
    title = (f"The search ends at {last['mean']:.0f} minutes a game "
             f"({last['low']:.0f} to {last['high']:.0f}, n = {int(last['games'])} games) after "
             f"{len(moves)} move{'s' if len(moves) != 1 else ''}")
    ax.set(xlabel="search step", ylabel="minutes per game (95% CI)", title=title)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    # Beside the axes: inside, it would cover the points of some step.
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1), fontsize=9)
    return ax, title


def bag_of(size: int) -> design.Variant:
    """The Word Storm set scaled to about ``size`` tiles (every letter's count scaled by the
    same factor and rounded, every face kept), for one round (no match to a target).

    >>> bag_of(120).tileset.size
    116
    """
    shipped = design.shipped("wordstorm").tileset
    factor = size / shipped.size
    counts = {f: max(1, round(n * factor)) for f, n in shipped.counts.items()}
    return design.variant("wordstorm", f"bag-{size}", counts=counts, rules={"rounds": 1})


def bag_minutes(sizes: Sequence[int], n: int, seed: int, players: int, **options: Any
                ) -> dict[str, Estimate]:
    """Minutes per Word Storm round with a bag of about each of ``sizes`` tiles, each bag on
    the same seeds as the shipped one, keyed by the bag's real size (``options`` go to
    :func:`wordgames.design.evaluate`).

    >>> {k: e.n for k, e in bag_minutes([120], n=2, seed=5, players=3, workers=1,
    ...                                 progress=False).items()}
    {'116 tiles': 2}
    """
    plain = design.variant("wordstorm", "shipped-1-round", rules={"rounds": 1})
    minutes = {}
    for size in sizes:
        bag = bag_of(size)
        frame = design.evaluate("wordstorm", bag, ["round_minutes", "calls", "stalls"], n=n,
                                seed=seed, players=players, base=plain, **options)
        minutes[f"{bag.tileset.size} tiles"] = evaluated(frame, "round_minutes")
    return minutes


def bag_plot(minutes: Mapping[str, Estimate], players: int, target: float = 5
             ) -> tuple[Any, str]:
    """Minutes per round by bag size (from :func:`bag_minutes`), against the ``target``; the
    title names the smallest bag that reaches it, or says none did.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> e = {"84 tiles": Estimate(4.0, 3.5, 4.5, 200), "116 tiles": Estimate(5.5, 5.0, 6.0, 200)}
    >>> bag_plot(e, players=3)[1]
    'A 3-player round reaches 5 minutes at 116 tiles'
    """
    ax = estimate_bars(minutes, ylabel=f"minutes per round, {players} players")
    ax.axhline(target, color=COLOURS[1], linestyle="--", label=f"{target:g} minutes")
    means = [(int(k.split()[0]), e.mean) for k, e in minutes.items()]
    above = [size for size, m in means if m >= target]
    title = (f"A {players}-player round reaches {target:g} minutes at {min(above)} tiles"
             if above else
             f"No bag up to {means[-1][0]} tiles gives {players} players a {target:g}-minute "
             "round")
    ax.set_title(title)
    ax.legend()
    return ax, title


def lines(estimates: Mapping[str, Estimate], unit: str) -> str:
    """Estimates one a line, each with its unit.

    >>> print(lines({"84 tiles": Estimate(4.0, 3.5, 4.5, 2)}, "minutes"))
    84 tiles: 4.00 (95% CI 3.50 to 4.50, n = 2) minutes
    """
    return "\n".join(f"{name}: {est} {unit}" for name, est in estimates.items())


def doubles(deck: Any) -> list[str]:
    """The double-letter cards of a MY WORD! deck (TH, ER, QU...).

    >>> len(doubles(design.shipped("myword").tileset))
    13
    """
    return [f for f in deck.counts if len(f) == 2 and f.isalpha()]


def doubles_evaluations(n: int, seed: int, players: int, **options: Any
                        ) -> dict[str, pd.DataFrame]:
    """MY WORD! with no double cards, and with two of each, each beside the shipped deck on
    the same seeds: cards left unclaimed, round length, score (``options`` go to
    :func:`wordgames.design.evaluate`).

    >>> frames = doubles_evaluations(n=2, seed=9, players=4, workers=1, progress=False)
    >>> list(frames), sorted(set(frames["no doubles"].metric))
    (['no doubles', 'twice the doubles'], ['round_minutes', 'score', 'unclaimed'])
    """
    pairs = doubles(design.shipped("myword").tileset)
    decks = {
        "no doubles": design.variant("myword", "no-doubles", counts=dict.fromkeys(pairs, 0)),
        "twice the doubles": design.variant("myword", "double-doubles",
                                            counts=dict.fromkeys(pairs, 2)),
    }
    return {name: design.evaluate("myword", v, ["unclaimed", "round_minutes", "score"], n=n,
                                  seed=seed, players=players, **options)
            for name, v in decks.items()}


def doubles_plot(frames: Mapping[str, pd.DataFrame]) -> tuple[Any, str]:
    """Cards left unclaimed per round with the shipped deck and each variant (from
    :func:`doubles_evaluations`); the title says what dropping the doubles does.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> def arms(base, new):
    ...     return pd.DataFrame([{"metric": "unclaimed", "arm": a, "mean": m, "low": m - 0.5,
    ...                           "high": m + 0.5, "units": 200} for a, m in
    ...                          (("base", base), ("variant", new), ("difference", new - base))])
    >>> doubles_plot({"no doubles": arms(3.0, 1.0), "twice the doubles": arms(3.0, 4.0)})[1]
    'Without double cards a round leaves 2.0 fewer cards unclaimed (95% CI 1.5 to 2.5)'
    """
    count = sum(design.shipped("myword").tileset.counts[f]
                for f in doubles(design.shipped("myword").tileset))
    left = {f"shipped ({count})": evaluated(frames["no doubles"], "unclaimed", "base")}
    left.update({name: evaluated(f, "unclaimed") for name, f in frames.items()})
    change = evaluated(frames["no doubles"], "unclaimed", "difference")
    sense, amount = _sensed(change, "fewer", "more")
    title = (f"Without double cards a round leaves {amount.mean:.1f} {sense} cards "
             f"unclaimed (95% CI {amount.low:.1f} to {amount.high:.1f})")
    ax = estimate_bars(left, ylabel="cards left unclaimed per round", title=title)
    return ax, title


def summaries(frames: Mapping[str, pd.DataFrame]) -> str:
    """Each evaluation's summary table under its name.

    >>> row = dict(game="g", metric="m", label="m", arm="base", variant="a", mean=1.0,
    ...            low=0.5, high=1.5, n=10, units=10, unit="games", paired_by="game", note="")
    >>> print(summaries({"first": pd.DataFrame([row])}))
    first
    metric label              base  units
         m     m 1.00 (0.50 to 1.50)     10
    """
    return "\n".join(f"{name}\n{design.summary(frame).to_string(index=False)}"
                     for name, frame in frames.items())


def press(panel: Any, counts: Mapping[str, str]) -> str:
    """Type ``counts`` into a designer panel's boxes and evaluate, as pressing **Evaluate**
    does (here in the caller's thread); the panel shows the result, and so does the text
    returned (the summary table). The notebook does this for the tests."""
    for face, text in counts.items():
        panel.counts[face].value = text
    return str(design.summary(panel.evaluate()).to_string(index=False))


def solvability(folder: str | Path, n: int, quick: bool | None = None, **options: Any
                ) -> pd.DataFrame:
    """The solvability curve: the full run saved by ``scripts/solvability_curve.py`` in
    ``folder`` when it has ``n`` racks a point, else drawn here (in quick mode at one level
    and three rack sizes; ``options`` go to :func:`wordgames.design.solvability_curve`).

    >>> curve = solvability("no-such-folder", 2, quick=True, workers=1, progress=False)
    >>> sorted(set(curve.tiles)), sorted(set(curve.level))
    ([2, 5, 12], [50])
    """

    quick = quick_mode() if quick is None else quick
    curve = saved(folder, "solvability_curve.csv", {"n": n}, quick=quick)
    if curve is not None:
        return curve
    return design.solvability_curve(levels=(50,) if quick else design.curve.CURVE_LEVELS,
                                    sizes=(2, 5, 12) if quick else design.curve.SIZES,
                                    n=n, seed=2016, **options)


def _racks(curve: pd.DataFrame) -> int:
    """The racks drawn at each point of the curve."""
    return int(curve["n"].max())


def curve_plot(curve: pd.DataFrame) -> tuple[Any, list[str]]:
    """The share of racks solved by rack size, one panel per bag and a line per level, with
    the published plateau's height; each panel's title says how high the share stays from
    the plateau's start on (:func:`wordgames.design.plateau`).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> curve = pd.DataFrame([{"bag": b, "level": 50, "tiles": t, "n": 4, "share_solved": s,
    ...                        "low": s - 0.1, "high": s, "share_undecided": 0.0,
    ...                        "share_impossible": 0.0}
    ...                       for b in ("bananagrams", "wordstorm")
    ...                       for t, s in ((5, 0.5), (12, 0.75), (15, 1.0))])
    >>> curve_plot(curve)[1][0]
    'bananagrams: from 12 tiles on, 75% to 100% solved'
    """
    import matplotlib.pyplot as plt

    plateau = design.plateau(curve)
    start = int(curve.tiles[curve.tiles >= design.curve.PLATEAU_FROM].min())
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5), sharey=True)
    titles = []
    for ax, (bag, part) in zip(axes, curve.groupby("bag"), strict=False):
        for colour, (level, rows) in zip(COLOURS, part.groupby("level"), strict=False):
            ax.plot(rows.tiles, rows.share_solved, "o-", color=colour, label=f"level {level}")
            ax.fill_between(rows.tiles, rows.low, rows.high, color=colour, alpha=0.2)
        ax.axhline(design.curve.PLATEAU_HEIGHT, color="grey", linestyle=":",
                   label=f"{design.curve.PLATEAU_HEIGHT:.0%} (TWL06, 2016)")
        top = plateau[plateau.bag == bag]
        titles.append(f"{bag}: from {start} tiles on, "
                      f"{top['lowest'].min():.0%} to {top['highest'].max():.0%} solved")
        ax.set(xlabel="tiles in the rack", title=titles[-1])
        ax.legend(fontsize=8)
    axes[0].set_ylabel(f"share solved (95% CI, n = {_racks(curve)} racks a point)")
    return fig, titles


def outcomes_plot(curve: pd.DataFrame) -> tuple[Any, list[str]]:
    """At the curve's highest level, the share of racks solved, proven impossible and left
    undecided by rack size, one panel per bag; each title gives the most left undecided.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> curve = pd.DataFrame([{"bag": b, "level": 80, "tiles": t, "n": 4, "share_solved": 0.5,
    ...                        "share_impossible": 0.25, "share_undecided": u}
    ...                       for b in ("bananagrams", "wordstorm")
    ...                       for t, u in ((5, 0.25), (12, 0.0))])
    >>> outcomes_plot(curve)[1][1]
    'wordstorm, level 80: at most 25% of racks undecided'
    """
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(12, 4), sharey=True)
    titles = []
    for ax, (bag, part) in zip(axes, curve[curve.level == curve.level.max()].groupby("bag"),
                               strict=False):
        bottom = 0
        for colour, outcome in zip(COLOURS, ("share_solved", "share_impossible",
                                             "share_undecided"), strict=False):
            ax.bar(part.tiles.astype(str), part[outcome], bottom=bottom, color=colour,
                   label=outcome.removeprefix("share_"))
            bottom = bottom + part[outcome].to_numpy()
        worst = part.share_undecided.max()
        titles.append(f"{bag}, level {part.level.max()}: at most {worst:.0%} of racks undecided")
        ax.set(xlabel="tiles in the rack", title=titles[-1])
    axes[0].set_ylabel(f"share of racks (n = {_racks(curve)} a bar)")
    # One legend below both, outside the axes: the bars fill every column to the top.
    fig.legend(*axes[0].get_legend_handles_labels(), loc="outside lower center", ncol=3,
               fontsize=9)
    return fig, titles


def plateau_table(curve: pd.DataFrame) -> str:
    """Per bag and level, the share solved from the plateau's start on, as a table.

    >>> curve = pd.DataFrame([{"bag": "b", "level": 50, "tiles": 12, "share_solved": 0.9,
    ...                        "low": 0.8, "high": 0.95, "share_undecided": 0.0,
    ...                        "share_impossible": 0.1}])
    >>> print(plateau_table(curve))
    bag  level  lowest  highest  mean   low  high  undecided  impossible  points
      b     50   0.900    0.900 0.900 0.800 0.950      0.000       0.100       1
    """
    return str(design.plateau(curve).to_string(index=False, float_format=lambda x: f"{x:.3f}"))


def _point(value: Any) -> dict[str, Any]:
    """A search step's point: a dict live, its text once saved to CSV."""
    return dict(value) if isinstance(value, Mapping) else dict(ast.literal_eval(str(value)))


def _moved(start: Mapping[str, Any], point: Mapping[str, Any]) -> str:
    """What a point changes from the start, in the search space's words.

    >>> _moved({"value scale": 1.0, "? tiles": 2}, {"value scale": 1.25, "? tiles": 2})
    'value scale 1 → 1.25'
    """
    return ", ".join(f"{k} {start[k]:g} → {v:g}" for k, v in point.items() if start.get(k) != v)


def _minutes(est: Estimate) -> str:
    """``54.3 minutes (95% CI 49.3 to 59.3)``."""
    return f"{number(est.mean)} minutes ({interval(est)})"


def _step(row: pd.Series) -> Estimate:
    """A measured search step as an Estimate over its games."""
    return Estimate(float(row["mean"]), float(row["low"]), float(row["high"]),
                    int(row["games"]), unit="games")


def search_finding(steps: pd.DataFrame, checked: pd.DataFrame | None, players: int,
                   box: tuple[float, float] = BOX, quick: bool | None = None) -> Finding:
    """The search's finding, from its steps (:func:`box_search`) and, when the full run made
    it, the found variant's evaluation on fresh paired games (:func:`found_frame`): where the
    shipped set stands, which neighbour came nearest and what was decided, whether the target
    was met, and what the variant changes.

    >>> steps = pd.DataFrame({
    ...     "step": [0, 1, 2, 3], "role": ["start", "neighbour", "neighbour", "move"],
    ...     "point": ["{'value scale': 1.0}", "{'value scale': 0.75}", "{'value scale': 1.25}",
    ...               "{'value scale': 1.25}"],
    ...     "games": [40] * 4, "mean": [66.0, 75.0, 54.0, 54.0],
    ...     "low": [61.0, 70.0, 49.0, 49.0], "high": [71.0, 80.0, 59.0, 59.0],
    ...     "difference": [None, None, None, -11.5], "difference_low": [None, None, None, -15.0],
    ...     "difference_high": [None, None, None, -8.0],
    ...     "decision": ["measured", "measured", "measured", "taken: it separates"],
    ...     "games_so_far": [40, 80, 120, 120]})
    >>> print(search_finding(steps, None, players=4, quick=False))  # doctest: +NORMALIZE_WHITESPACE
    **Finding** (full run): With 4 adult bots the shipped set's games last 66.0 minutes (95% CI
    61.0 to 71.0, 40 games): outside the box's 30-60 minutes. Of the 2 neighbours tried first,
    value scale 1 → 1.25 came nearest (54.0 minutes, 95% CI 49.0 to 59.0); the others came to
    75.0 (value scale 1 → 0.75). Its paired difference, -11.5 minutes (95% CI -15.0 to -8.0),
    separated from zero at once and the move was taken. After 1 move the search stands at 54.0
    minutes (95% CI 49.0 to 59.0): the target is met, after 120 games.
    """
    target = design.Target("game_minutes", *box)
    measured = steps[steps["mean"].notna()]
    start_row = measured[measured["role"] == "start"].iloc[0]
    start, origin = _step(start_row), _point(start_row["point"])
    where = "inside" if target.met(start) else "outside"
    # scripts/design_search.py records its seed with the steps (runs before it did not).
    seed = steps.attrs.get("params", {}).get("seed")
    text = [f"{'' if seed is None else f'Seed {seed}: '}With {players} adult bots the "
            f"shipped set's games last {number(start.mean)} minutes ({interval(start)}, "
            f"{start.n:,} games): {where} the box's {box[0]:g}-{box[1]:g} minutes. "]
    moves = measured[measured["role"] == "move"]
    # The neighbours of the start: those tried before the first move was weighed.
    first_move = int(moves["step"].iloc[0]) if len(moves) else int(measured["step"].max()) + 1
    around = measured[(measured["role"] == "neighbour") & (measured["step"] < first_move)]
    if len(around):
        ranked = around.assign(key=[target.key(m) for m in around["mean"]]).sort_values("key")
        near, others = ranked.iloc[0], ranked.iloc[1:]
        text.append(f"Of the {len(around)} neighbours tried first, "
                    f"{_moved(origin, _point(near['point']))} came nearest "
                    f"({_minutes(_step(near)).replace(' (', ', ')}")
        if len(others):
            text.append("; the others came to " + ", ".join(
                f"{m:.1f} ({_moved(origin, _point(p))})"
                for m, p in zip(others["mean"], others["point"], strict=True)))
        text.append(". ")
    if len(moves):
        move = moves.iloc[0]
        diff = Estimate(float(move["difference"]), float(move["difference_low"]),
                        float(move["difference_high"]), int(move["games"]))
        taken = str(move["decision"]).startswith("taken")
        games = f"on {int(move['games']):,} games a point"
        when = "at once" if taken and int(move["games"]) == start.n else games
        text.append(f"Its paired difference, {_minutes(diff)}, "
                    + (f"separated from zero {when} and the move was taken. " if taken else
                       f"did not separate from zero {when}, and the move was not taken. "))
    taken_rows = measured[(measured["role"] == "start") | ((measured["role"] == "move") & measured[
        "decision"].fillna("").str.startswith("taken"))]
    end, count = _step(taken_rows.iloc[-1]), len(taken_rows) - 1
    spent = int(steps["games_so_far"].max()) if "games_so_far" in steps else int(
        steps["games"].sum())
    text.append((f"After {count} move{'s' if count != 1 else ''} the search stands at "
                 if count else "With no move taken the search stays at ") +
                f"{_minutes(end)}: the target is {'met' if target.met(end) else 'not met'}, "
                f"after {spent:,} games.")
    basis = [start]
    if checked is not None:
        text.append(" " + _checked_text(checked, box))
        basis.append(evaluated(checked, "game_minutes", "difference"))
    return finding("".join(text), *basis, quick=quick)


def _checked_text(checked: pd.DataFrame, box: tuple[float, float]) -> str:
    """What the found variant's evaluation on fresh paired games says, metric by metric."""
    def pct(e: Estimate) -> str:
        return ci(e, 0, percent=True)

    base, new = evaluated(checked, "game_minutes", "base"), evaluated(checked, "game_minutes")
    sense, diff = _sensed(evaluated(checked, "game_minutes", "difference"), "shorter", "longer")
    text = [f"On {new.n:,} fresh paired games the variant's games last {_minutes(new)} "
            f"against {ci(base)}: {_minutes(diff)} {sense}"]
    metrics = set(checked["metric"])
    if "rounds" in metrics:
        fewer, rounds = _sensed(evaluated(checked, "rounds", "difference"), "fewer", "more")
        text.append(f", {number(rounds.mean)} rounds {fewer} ({interval(rounds)})")
    if "round_minutes" in metrics:
        was = evaluated(checked, "round_minutes", "base")
        change = evaluated(checked, "round_minutes", "difference")
        if change.low <= 0 <= change.high:
            text.append(f", each round as long as before ({number(was.mean)} minutes, "
                        f"difference {ci(change, 2)})")
        else:
            word, size = _sensed(change, "shorter", "longer")
            text.append(f", each round {number(size.mean / was.mean, 1, True)} {word} than "
                        f"the {number(was.mean, 2)} minutes before ({number(size.mean, 2)} "
                        f"minutes, {interval(size, 2)})")
    within = f"games_within_{box[0]:g}_{box[1]:g}"
    if within in metrics:
        text.append(f"; {pct(evaluated(checked, within))} of its games fall in "
                    f"{box[0]:g}-{box[1]:g} minutes against "
                    f"{pct(evaluated(checked, within, 'base'))}")
    text.append(".")
    hands = sorted((m for m in metrics if m.startswith("completable_")),
                   key=lambda m: int(m.rsplit("_", 1)[1]))
    if hands:
        changes = [evaluated(checked, m, "difference") for m in hands]
        same = all(c.low <= 0 <= c.high for c in changes)
        levels = ", ".join(
            f"{pct(evaluated(checked, m, 'base'))} against "
            f"{pct(evaluated(checked, m))} at level {m.rsplit('_', 1)[1]}" for m in hands)
        sets = evaluated(checked, hands[0], "base").n
        text.append(f" The share of hands that can be completed "
                    f"{'does not measurably change' if same else 'changes'}: {levels} "
                    f"({sets:,} random hands of each set a level).")
    return "".join(text)


#: How a finding names each bag of the solvability curve.
BAG_NAMES = {"bananagrams": "the Bananagrams bag", "wordstorm": "Word Storm's bag"}


def _span(values: Sequence[float], digits: int = 0) -> str:
    """A share or a range of shares: ``95%``, or ``85-90%``.

    >>> _span([0.8525, 0.895]), _span([0.5, 0.5]), _span([0.955, 0.9825], 1)
    ('85-90%', '50%', '95.5-98.2%')
    """
    low, high = number(min(values), digits, True), number(max(values), digits, True)
    return low if low == high else f"{low.rstrip('%')}-{high}"


def _lists(names: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def curve_shapes(curve: pd.DataFrame) -> pd.DataFrame:
    """Per bag and level, how the share solved behaves from the published plateau's start on:
    ``beyond`` (it rises past the published height: the largest rack's interval lies above
    it and above the share where the plateau begins), ``lower`` (every interval lies below
    the height and the largest rack's overlaps the first's: a plateau, lower), ``rising``
    (below the height and still rising), ``near`` (otherwise: consistent with the height), or
    ``short`` (a single rack size there: no shape to read).

    >>> rows = [{"bag": "b", "level": lv, "tiles": t, "share_solved": s, "low": s - .01,
    ...          "high": s + .01} for lv, pts in ((80, ((12, .95), (29, 1.0))),
    ...                                       (35, ((12, .85), (29, .86))))
    ...         for t, s in pts]
    >>> curve_shapes(pd.DataFrame(rows))[["level", "shape"]].values.tolist()
    [[35, 'lower'], [80, 'beyond']]
    """
    height = design.curve.PLATEAU_HEIGHT
    rows = []
    tail = curve[curve["tiles"] >= design.curve.PLATEAU_FROM].sort_values("tiles")
    for (bag, level), part in tail.groupby(["bag", "level"], dropna=False):
        first, last = part.iloc[0], part.iloc[-1]
        if len(part) < 2:
            shape = "short"
        elif last["low"] > height and last["low"] > first["share_solved"]:
            shape = "beyond"
        elif part["high"].max() < height:
            shape = "lower" if last["low"] <= first["high"] else "rising"
        else:
            shape = "near"
        rows.append({"bag": bag, "level": level, "shape": shape})
    return pd.DataFrame(rows, columns=["bag", "level", "shape"])


def curve_finding(curve: pd.DataFrame, quick: bool | None = None) -> Finding:
    """The solvability curve's finding (:func:`solvability`): per bag, how the share solved
    climbs over small racks, and per group of levels whether it rises past the published
    plateau (:func:`curve_shapes`) or flattens lower, with the shares proven impossible and
    left undecided there; then what that says of the published plateau.

    >>> rows = [{"bag": "bananagrams", "level": lv, "tiles": t, "n": 400, "share_solved": s,
    ...          "low": s - .02, "high": min(s + .02, 1.0), "share_impossible": (1 - s) * .9,
    ...          "share_undecided": (1 - s) * .1, "lexicon": f"SCOWL {lv}"}
    ...         for lv, pts in ((80, ((2, .4), (8, .9), (12, .95), (29, 1.0))),
    ...                         (35, ((2, .2), (8, .75), (12, .85), (29, .86))))
    ...         for t, s in pts]
    >>> print(curve_finding(pd.DataFrame(rows), quick=False))  # doctest: +NORMALIZE_WHITESPACE
    **Finding** (full run): 400 racks a point, 3,200 in all. With the Bananagrams bag the share
    solved climbs from 20-40% at 2 tiles (SCOWL 35 to 80) to 75-90% at 8 tiles. With SCOWL
    80 it is 95.0% (95% CI 93.0% to 97.0%) at 12 tiles, then goes on rising, to 100.0% (95% CI
    98.0% to 100.0%) at 29: **no plateau at 96%**; at most 0.5% of racks are left undecided from
    12 tiles on (the true share is at most that above the share solved) and at most 4.5% proven
    impossible. With SCOWL 35 the curve flattens from 12 tiles on, but lower: 85-86% solved, with
    13-14% of racks **proven impossible** (a tile that no word the list spells from the rack can
    hold) and at most 1.5% undecided. So the published plateau near 96% from 11 tiles does not
    hold here as a plateau with SCOWL 80: the share keeps growing with the rack, and the published
    height is only the level reached at 12 tiles (95.0%). With SCOWL 35 a plateau appears, lower,
    where the racks solved and those proven impossible together make at least 98% of all: its
    height is set by the racks a tile makes impossible.
    """
    height, begin = design.curve.PLATEAU_HEIGHT, design.curve.PLATEAU_FROM
    named = curve.assign(name=curve["lexicon"] if "lexicon" in curve else
                         "level " + curve["level"].astype(str))
    shapes = curve_shapes(named).merge(named[["bag", "level", "name"]].drop_duplicates(),
                                       on=["bag", "level"])
    seed = curve.attrs.get("params", {}).get("seed")
    text = [f"{'' if seed is None else f'seed {seed}, '}{_racks(curve):,} racks a point, "
            f"{int(curve['n'].sum()):,} in all."]
    starts = named[named["tiles"] >= begin]["tiles"]
    start = int(starts.min()) if len(starts) else None
    said: dict[str, list[tuple[Any, Any]]] = {}  # the (bag, level) pairs of each shape
    for bag, part in named.groupby("bag"):
        bag_shapes = shapes[shapes["bag"] == bag]
        text.append(f" With {BAG_NAMES.get(str(bag), f'the {bag} bag')} " +
                    _climb(part, EXHAUSTIVE_TILES, begin))
        if start is not None:
            for shape in ("beyond", "lower", "rising", "near", "short"):
                levels = bag_shapes[bag_shapes["shape"] == shape]["level"].tolist()
                if levels:
                    rows = part[part["level"].isin(levels)]
                    text.append(" " + _shape_text(shape, rows, start, height, EXHAUSTIVE_TILES))
                    said.setdefault(shape, []).extend((bag, level) for level in levels)
    text.append(_plateau_text(named, said, start, height, begin))
    # The warning for small samples counts the racks of a point, the curve's unit.
    row = curve.iloc[0]
    basis = Estimate(float(row["share_solved"]), float(row["low"]), float(row["high"]),
                     int(row["n"]), unit="racks")
    return finding("".join(text), basis, quick=quick)


def _climb(part: pd.DataFrame, exhaustive: int, begin: int) -> str:
    """How the share solved climbs over the racks below the plateau's start, across levels:
    from the smallest rack to the first one past the exhaustive search (or the largest one
    below the plateau)."""
    sizes = sorted(int(t) for t in part["tiles"].unique() if t < begin)
    if len(sizes) < 2:
        return "the curve starts at the plateau's rack sizes."
    past = [s for s in sizes if s > exhaustive]
    top = past[0] if past else sizes[-1]
    names = part.sort_values("level")["name"].unique()
    at = {s: part[part["tiles"] == s]["share_solved"].tolist() for s in (sizes[0], top)}
    # "SCOWL 35 to 80": the last name without the word the two share.
    first, last = str(names[0]), str(names[-1])
    words = first.split(), last.split()
    common = words[0][0] if min(map(len, words)) > 1 and words[0][0] == words[1][0] else ""
    levels = (f" ({first} to {last.removeprefix(common).strip()})" if len(names) > 1 else "")
    # Climbs only when every level's share at the top is above every one at the start.
    goes = "climbs" if min(at[top]) > max(at[sizes[0]]) else "goes"
    return (f"the share solved {goes} from {_span(at[sizes[0]])} at {sizes[0]} tiles{levels} "
            f"to {_span(at[top])} at {top} tiles.")


def _shape_text(shape: str, rows: pd.DataFrame, start: int, height: float,
                exhaustive: int) -> str:
    """One sentence for the levels of one bag that share a shape (:func:`curve_shapes`)."""
    names = _lists(list(rows.sort_values("level")["name"].unique()))
    tail = rows[rows["tiles"] >= start]
    first = tail[tail["tiles"] == start].sort_values("level")
    last_size = int(tail["tiles"].max())
    last = tail[tail["tiles"] == last_size].sort_values("level")

    def shares(frame: pd.DataFrame) -> str:
        return _lists([ci(Estimate(s, lo, hi, 1), 1, True)
                       for s, lo, hi in zip(frame["share_solved"], frame["low"], frame["high"],
                                            strict=True)])

    undecided = number(tail["share_undecided"].max(), 1, True)
    impossible = tail["share_impossible"]
    if shape == "beyond":
        return (f"With {names} it is {shares(first)} at {start} tiles, then goes on rising, to "
                f"{shares(last)} at {last_size}: **no plateau at {number(height, 0, True)}**; "
                f"at most {undecided} of racks are left undecided from {start} tiles on (the "
                "true share is at most that above the share solved) and at most "
                f"{number(impossible.max(), 1, True)} proven impossible.")
    why = (" (a tile that no word the list spells from the rack can hold)"
           if start > exhaustive else "")
    if shape == "lower":
        return (f"With {names} the curve flattens from {start} tiles on, but lower: "
                f"{_span(tail['share_solved'].tolist())} solved, with "
                f"{_span(impossible.tolist())} of racks **proven impossible**{why} and at most "
                f"{undecided} undecided.")
    if shape == "rising":
        return (f"With {names} the share stays below {number(height, 0, True)} and is still "
                f"rising: {shares(first)} at {start} tiles, {shares(last)} at {last_size}, "
                f"with at most {undecided} undecided.")
    if shape == "short":
        return (f"With {names} it is {shares(first)} at {start} tiles, the only rack size from "
                "the plateau's start on: one size cannot show whether the share flattens.")
    return (f"With {names} the share from {start} tiles on, "
            f"{_span(tail['share_solved'].tolist())}, is within reach of the published "
            f"{number(height, 0, True)} (at most {undecided} undecided).")


def _plateau_text(curve: pd.DataFrame, said: Mapping[str, list[tuple[Any, Any]]],
                  start: int | None, height: float, begin: int) -> str:
    """What the shapes say of the published plateau, for the groups of levels that have one
    (``said``: the bag and level pairs of each shape)."""
    def rows(shape: str) -> pd.DataFrame:
        keys = pd.MultiIndex.from_tuples(said[shape])
        return curve[curve.set_index(["bag", "level"]).index.isin(keys)]

    def names(shape: str) -> str:
        return _lists(list(dict.fromkeys(rows(shape).sort_values("level")["name"])))

    if start is None or not said:
        return (f" The racks stop short of {begin} tiles: nothing here tests the published "
                "plateau.")
    text = []
    published = f"{number(height, 0, True)} from {begin} tiles"
    if "beyond" in said:
        at = rows("beyond")[rows("beyond")["tiles"] == start]
        # The published height may still be what these lists reach where its plateau begins.
        reached = ("the published height is only the level reached"
                   if ((at["low"] <= height) & (height <= at["high"])).any() else
                   "the published height is not even the level reached")
        text.append(f" So the published plateau near {published} does not hold here as a "
                    f"plateau with {names('beyond')}: the share keeps growing with the "
                    f"rack, and {reached} at {start} tiles ({_span(at['share_solved'].tolist(), 1)}"
                    ").")
    if "lower" in said:
        tail = rows("lower")[rows("lower")["tiles"] >= start]
        decided = number((tail["share_solved"] + tail["share_impossible"]).min(), 0, True)
        text.append(f" With {names('lower')} a plateau appears, lower, where the racks "
                    f"solved and those proven impossible together make at least {decided} of "
                    "all: its height is set by the racks a tile makes impossible.")
    if set(said) == {"short"}:
        text.append(" Nothing here tests whether the published plateau near "
                    f"{published} holds.")
    if "near" in said and not text:
        text.append(f" With {names('near')} the share is consistent with the published "
                    f"plateau near {published}.")
    return "".join(text)
