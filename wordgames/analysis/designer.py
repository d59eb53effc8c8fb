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

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pandas as pd

from wordgames import design
from wordgames.analysis.plots import estimate_bars
from wordgames.analysis.style import COLOURS
from wordgames.sim.stats import Estimate

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
    from wordgames.analysis import quick_mode
    from wordgames.sim import load_results

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
    # Said the way the difference goes, its interval in the same sense (it may cross 0).
    sense, sign = ("shorten", -1) if diff.mean <= 0 else ("lengthen", 1)
    low, high = sorted((sign * diff.low, sign * diff.high))
    title = (f"{label.capitalize()} {sense} a game by {sign * diff.mean:.0f} minutes "
             f"(95% CI {low:.0f} to {high:.0f})")
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
    from wordgames.analysis import quick_mode

    quick = quick_mode() if quick is None else quick
    steps = saved(folder, "design_search_steps.csv", quick=quick)
    if steps is not None:
        return steps, (Path(folder) / "design_search.json").read_text()
    result = design.search("fivetiers", SEARCH_TARGET, SEARCH_SPACE,
                           budget=6 if quick else 2400, games=2 if quick else 40,
                           max_games=4 if quick else 320, players=players, seed=16, **options)
    return result.steps, str(result)


def found_evaluation(folder: str | Path, quick: bool | None = None) -> str | None:
    """The variant the full search found, beside the shipped set on fresh paired games, as
    text (None when ``scripts/design_search.py`` has not saved it, or in quick mode).

    >>> found_evaluation("no-such-folder", quick=False) is None
    True
    """
    checked = saved(folder, "design_search_evaluation.csv", quick=quick)
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

    from wordgames.analysis.style import axes

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
    # Said the way the change goes, its interval in the same sense (it may cross 0).
    sense, sign = ("fewer", -1) if change.mean < 0 else ("more", 1)
    low, high = sorted((sign * change.low, sign * change.high))
    title = (f"Without double cards a round leaves {sign * change.mean:.1f} {sense} cards "
             f"unclaimed (95% CI {low:.1f} to {high:.1f})")
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
    from wordgames.analysis import quick_mode

    quick = quick_mode() if quick is None else quick
    curve = saved(folder, "solvability_curve.csv", {"n": n}, quick=quick)
    if curve is not None:
        return curve
    return design.solvability_curve(levels=(50,) if quick else design.curve.LEVELS,
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
