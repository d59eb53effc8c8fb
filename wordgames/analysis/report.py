"""A game's balance report: every run of notebook 14 for one game, its figures and findings, and
the same as one self-contained HTML page (``python -m wordgames report GAME --out report.html``).

Sizes: :data:`QUICK` under the tests (``WORDGAMES_QUICK=1``), :data:`FULL` for ``make figures``
and the command. Large runs go through the simulator's executor (local worker processes, or a
Dask cluster's ``Client.get_executor()``).
"""

from __future__ import annotations

import base64
import html
import io
import re
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from wordgames import __version__
from wordgames.analysis import balance
from wordgames.analysis import quick_mode as _quick_mode
from wordgames.analysis.balance import (
    choices_finding,
    drama_finding,
    edges_finding,
    ratings_finding,
    sensitivity_finding,
    skill_finding,
)
from wordgames.analysis.findings import Finding, ci
from wordgames.analysis.scoring import seat_table
from wordgames.analysis.style import use_style
from wordgames.design.variants import variant
from wordgames.errors import InvalidInput
from wordgames.kit.files import write_atomic
from wordgames.kit.protocol import GAMES
from wordgames.sim import simulate
from wordgames.sim.stats import EqualMeansTest, Estimate
from wordgames.sim.tables import entrants, mixed, rotated, run_tables


@dataclass(frozen=True)
class Sizes:
    """How much a report simulates: mixed tables for the ratings, duplicate deals (each played
    in every seating), games of equal bots for the seat test, bootstrap draws."""

    mixed: int
    deals: int
    seat_games: int
    boot: int
    changes: int  # how many of a game's component changes the sensitivity plays


QUICK = Sizes(mixed=4, deals=2, seat_games=2, boot=30, changes=1)
FULL = Sizes(mixed=240, deals=60, seat_games=300, boot=400, changes=3)

#: Rules of notebook 11's seat test (its method: one-round games, MY WORD! a whole match).
SEAT_RULES: Mapping[str, Mapping[str, Any]] = {
    "wordstorm": {"rounds": 1}, "myword": {}, "fivetiers": {"target": 1}}


def component_changes(game: str) -> dict[str, dict[str, Any]]:
    """The component changes the sensitivity plays, as rule options (``wordgames.design``'s
    variants): first the one whose effect is known (MY WORD! with 4 cards a word, Five Tiers
    with half the timer), then a tile's count and a clock.

    >>> list(component_changes("fivetiers"))
    ['half the timer', 'four blanks', 'double the timer']
    """

    rules = GAMES[game].rules()
    if game == "myword":
        return {"4 cards a word": {"min_cards": 4},
                "no double wild": variant(game, "no ??", counts={"??": 0}).rule_options(),
                "cards dealt twice as fast": {"seconds_per_card": rules.seconds_per_card / 2}}
    if game == "fivetiers":
        return {"half the timer": {"timer": rules.timer / 2},
                "four blanks": variant(game, "4 ?", counts={"?": 4}).rule_options(),
                "double the timer": {"timer": rules.timer * 2}}
    if game == "wordstorm":
        return {"no wilds": variant(game, "no ?", counts={"?": 0}).rule_options(),
                "half the stall limit": {"stall_limit": rules.stall_limit / 2},
                "3 tiles dealt at a time": {"deal_size": 3}}
    raise InvalidInput(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")


@dataclass
class BalanceRun:
    """Everything one game's report measured (frames kept for a reader's own looks)."""

    game: str
    sizes: Sizes
    mixed: pd.DataFrame
    ratings: dict[str, balance.Rating]
    gaps: pd.DataFrame
    duplicate: pd.DataFrame
    shares: dict[str, Estimate]
    drama: dict[str, Estimate]
    choices: dict[str, Estimate]
    seats: dict[str, EqualMeansTest]
    variants: dict[str, pd.DataFrame] = field(default_factory=dict)
    changes: dict[str, dict[str, Estimate]] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def title(self) -> str:
        return GAMES[self.game].display_name

    @property
    def rounds(self) -> int:
        """Rounds simulated for the report (every frame's rounds)."""
        frames = [self.mixed, self.duplicate, *self.variants.values()]
        return sum(len(balance.rounds_of(f)) for f in frames) + self.seat_rounds

    seat_rounds: int = 0


def balance_run(game: str, quick: bool | None = None, seed: int = 14, workers: int | None = None,
                executor: Executor | None = None, sizes: Sizes | None = None,
                log: Callable[[str], None] | None = None) -> BalanceRun:
    """Run everything one game's report needs (``quick``: the tests' small sizes)."""

    if game not in GAMES:
        raise InvalidInput(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    quick = _quick_mode() if quick is None else quick
    sizes = sizes or (QUICK if quick else FULL)
    workers = workers if workers is not None else (1 if quick else None)
    say = log or (lambda text: None)
    start = time.perf_counter()
    rules = balance.ROUND_RULES[game]
    say(f"{game}: {sizes.mixed} mixed tables")
    mixed_frame = run_tables(game, mixed(list(entrants(game)), sizes.mixed, 4, seed), rules,
                             workers=workers, executor=executor)
    ratings = balance.rate(mixed_frame, boot=sizes.boot, seed=seed)
    say(f"{game}: {sizes.deals} duplicate deals x 4 seatings")
    plan = rotated(balance.FIELD, sizes.deals, seed + 1)
    duplicate = run_tables(game, plan, rules, choices=True, workers=workers, executor=executor)
    say(f"{game}: {sizes.seat_games} games of four adult bots (notebook 11's seat test)")
    seat_frame = simulate(game, sizes.seat_games, players=4, rules=dict(SEAT_RULES[game]),
                          seed=seed + 2, progress=False, workers=workers, executor=executor)
    run = BalanceRun(
        game=game, sizes=sizes, mixed=mixed_frame, ratings=ratings,
        gaps=balance.gaps(mixed_frame, ratings), duplicate=duplicate,
        shares=balance.skill_and_luck(duplicate, boot=sizes.boot, seed=seed),
        drama=balance.drama_estimates(duplicate), choices=balance.choices_estimates(duplicate),
        seats=balance.seat_edges(seat_frame),
        seat_rounds=len(seat_frame.drop_duplicates(["game_index", "round"])),
    )
    for name, options in list(component_changes(game).items())[:sizes.changes]:
        say(f"{game}: the same deals with {name}")
        frame = run_tables(game, plan, {**rules, **options}, choices=True, workers=workers,
                           executor=executor)
        run.variants[name] = frame
        run.changes[name] = balance.changes(duplicate, frame, boot=sizes.boot, seed=seed)
    run.seconds = time.perf_counter() - start
    return run


# -- Figures and findings, section by section ----------------------------------------------------


@dataclass(frozen=True)
class Section:
    """A heading, what it shows in a sentence or two, its figure (drawn on demand) and its
    finding."""

    title: str
    text: str
    figure: Callable[[], Any] | None
    finding: Finding
    table: pd.DataFrame | None = None


def sections(run: BalanceRun, quick: bool | None = None) -> list[Section]:
    """The report's sections for one game, in order."""
    name = run.title
    out = [
        Section("Ratings", "Every bot skill, every level's bots and the child-like player, rated "
                "from rounds at mixed tables of four (openskill's Plackett-Luce model). The table "
                "below the ladder says what a gap means: how often the lower of two neighbours "
                "finished a round ahead of the higher when they met.",
                lambda: balance.ladder_plot(run.ratings, f"{name}: the ladder"),
                ratings_finding(name, run.ratings, run.gaps, quick=quick, frame=run.mixed),
                run.gaps.assign(higher=run.gaps.higher.map(balance.entrant_label),
                                lower=run.gaps.lower.map(balance.entrant_label))),
        Section("Skill against luck", "The same deals played four times with a beginner, a "
                "student, an adult and an expert bot moved round the seats: how much of a seat's "
                "result in a round comes from who plays, how much from the hand dealt to the "
                "seat, and how much from how the round went.",
                lambda: balance.shares_plot({"rulebook": run.shares, **{
                    n: balance.skill_and_luck(f, boot=run.sizes.boot)
                    for n, f in run.variants.items()}}, f"{name}: skill against luck"),
                skill_finding(name, run.shares, quick=quick)),
        Section("Drama and decisiveness", "From each round's event log: from when the final "
                "winner leads alone for good, how often the lead changes hands, and how often a "
                "player behind at half time wins.",
                lambda: balance.drama_plot({"rulebook": run.drama, **{
                    n: balance.drama_estimates(f) for n, f in run.variants.items()}},
                    f"{name}: drama"),
                drama_finding(name, run.drama, quick=quick)),
        Section("Choices through a round", "The words of the game's list a player could make at "
                "the start, a quarter, half and three quarters of the round.",
                lambda: balance.choices_plot({"rulebook": run.choices, **{
                    n: balance.choices_estimates(f) for n, f in run.variants.items()}},
                    f"{name}: choices"),
                choices_finding(name, run.choices, quick=quick)),
        Section("Seat and dealer edges", "The scoring notebook's seat test, on games of four adult "
                "bots: is any seat (and in MY WORD! the dealer) better off?",
                None, edges_finding(name, run.seats, quick=quick,
                                    lowest_wins=GAMES[run.game].lowest_wins)),
    ]
    if run.changes:
        out.append(Section(
            "Sensitivity", "Each measure's change when one component changes, on the same deals "
            "(common random numbers), with its paired interval.",
            lambda: balance.sensitivity_plot(run.changes, f"{name}: sensitivity"),
            sensitivity_finding(name, run.changes, quick=quick)))
    return out


def section_finding(runs: Mapping[str, BalanceRun], section: str,
                    quick: bool | None = None) -> Finding:
    """One section's findings for every game of ``runs``, a paragraph each."""
    return Finding("\n\n".join(str(s.finding) for run in runs.values()
                                for s in sections(run, quick) if s.title == section))


def ladder_finding(runs: Mapping[str, BalanceRun], quick: bool | None = None) -> Finding:
    """The ratings' findings, a paragraph a game."""
    return section_finding(runs, "Ratings", quick)


def luck_finding(runs: Mapping[str, BalanceRun], quick: bool | None = None) -> Finding:
    """Skill against luck's findings, a paragraph a game."""
    return section_finding(runs, "Skill against luck", quick)


def decisiveness_finding(runs: Mapping[str, BalanceRun], quick: bool | None = None) -> Finding:
    """Drama's findings, a paragraph a game."""
    return section_finding(runs, "Drama and decisiveness", quick)


def growth_finding(runs: Mapping[str, BalanceRun], quick: bool | None = None) -> Finding:
    """The choices' findings, a paragraph a game."""
    return section_finding(runs, "Choices through a round", quick)


def seats_finding(runs: Mapping[str, BalanceRun], quick: bool | None = None) -> Finding:
    """The seat and dealer edges' findings, a paragraph a game."""
    return section_finding(runs, "Seat and dealer edges", quick)


def change_finding(runs: Mapping[str, BalanceRun], quick: bool | None = None) -> Finding:
    """The sensitivity findings, a paragraph a game."""
    return section_finding(runs, "Sensitivity", quick)


def ladders_figure(runs: Mapping[str, BalanceRun]) -> Any:
    """Every game's ladder side by side."""
    import matplotlib.pyplot as plt

    figure, panels = plt.subplots(1, len(runs), figsize=(5.2 * len(runs), 4.6),
                                  layout="constrained", squeeze=False)
    for ax, run in zip(panels[0], runs.values(), strict=True):
        balance.ladder_plot(run.ratings, run.title, ax=ax, caption=False)
    first = next(iter(runs.values()), None)
    if first is not None:
        figure.supxlabel(balance.ladder_caption(first.ratings), fontsize="medium")
    return panels[0]


def shares_figure(runs: Mapping[str, BalanceRun]) -> Any:
    """Skill against luck, one stacked bar per game."""
    return balance.shares_plot({run.title: run.shares for run in runs.values()})


def drama_figure(runs: Mapping[str, BalanceRun]) -> Any:
    """Drama, one point per game in each panel."""
    return balance.drama_plot({run.title: run.drama for run in runs.values()})


def choices_figure(runs: Mapping[str, BalanceRun]) -> Any:
    """Choices through a round, one line per game (a log scale: the games differ a hundredfold)."""
    ax = balance.choices_plot({run.title: run.choices for run in runs.values()})
    ax.set_yscale("symlog", linthresh=1)  # log above one word, linear from none to one
    ax.set_ylim(bottom=0)  # no word count is below none
    ax.set_ylabel("words a player could make (log scale)")
    return ax


def sensitivity_figure(run: BalanceRun) -> Any:
    """One game's sensitivity figure."""
    return balance.sensitivity_plot(run.changes, f"{run.title}: sensitivity (same deals)")


def seats_table(runs: Mapping[str, BalanceRun]) -> pd.DataFrame:
    """Notebook 11's seat table for every game's seat (and dealer) tests."""

    return seat_table({f"{run.title}: {name}": test for run in runs.values()
                       for name, test in run.seats.items()})


#: The changes whose effect is known, the measure each should move and which way.
EXPECTED = (
    ("myword", "4 cards a word", "players' moves a round", -1),
    ("fivetiers", "half the timer", "timer flips a round", 1),
)


def expected_directions(runs: Mapping[str, BalanceRun]) -> pd.DataFrame:
    """The changes whose effect is known beside what the run measured: whether the interval of
    the change lies on the expected side of zero."""

    rows = []
    for game, change, measure, sign in EXPECTED:
        if game not in runs or change not in runs[game].changes:
            continue
        est = runs[game].changes[change][measure]
        side = est.low > 0 if sign > 0 else est.high < 0
        wrong = est.high < 0 if sign > 0 else est.low > 0
        rows.append({"game": runs[game].title, "change": change, "measure": measure,
                     "expected": "up" if sign > 0 else "down", "measured": ci(est, 2),
                     "agrees": "yes" if side else "no: the other way" if wrong else
                     "not beyond chance"})
    return pd.DataFrame(rows)


def figure_png(draw: Callable[[], Any]) -> str:
    """A figure drawn by ``draw`` as base64 PNG (then closed)."""
    import matplotlib.pyplot as plt

    drawn = draw()
    if not hasattr(drawn, "figure"):  # several panels: any one knows the figure
        drawn = next(iter(getattr(drawn, "flat", drawn)))
    figure = drawn.figure
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=90, bbox_inches="tight")
    plt.close(figure)
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def _markdown(text: str) -> str:
    """A finding's light markdown (bold, italics, paragraphs) as HTML."""
    out = []
    for paragraph in str(text).split("\n\n"):
        escaped = html.escape(" ".join(paragraph.split()))
        escaped = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", escaped)
        escaped = re.sub(r"\*(.+?)\*", r"<em>\1</em>", escaped)
        escaped = re.sub(r"`(.+?)`", r"<code>\1</code>", escaped)
        out.append(f"<p>{escaped}</p>")
    return "\n".join(out)


def to_html(runs: Mapping[str, BalanceRun], quick: bool | None = None) -> str:
    """The report of ``runs`` as one HTML page, figures inline."""

    use_style()
    parts = []
    for run in runs.values():
        parts.append(f"<h2>{html.escape(run.title)}</h2>")
        parts.append(f"<p class='meta'>{run.rounds:,} simulated rounds in "
                     f"{run.seconds:,.0f} seconds.</p>")
        for section in sections(run, quick):
            parts.append(f"<h3>{html.escape(section.title)}</h3><p>{html.escape(section.text)}</p>")
            if section.figure is not None:
                parts.append(f"<img alt='{html.escape(section.title)}' "
                             f"src='data:image/png;base64,{figure_png(section.figure)}'>")
            if section.table is not None and len(section.table):
                parts.append(section.table.to_html(index=False, border=0))
            parts.append(_markdown(section.finding))
    names = ", ".join(run.title for run in runs.values())
    return (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
        f"<title>Balance report: {html.escape(names)}</title><style>"
        "body{font-family:sans-serif;max-width:980px;margin:2em auto;line-height:1.45;"
        "padding:0 1em}img{max-width:100%}table{border-collapse:collapse;margin:1em 0}"
        "td,th{padding:.25em .6em;border-bottom:1px solid #ddd;text-align:left}"
        ".meta{color:#555}</style></head><body>"
        f"<h1>Balance report: {html.escape(names)}</h1>"
        f"<p class='meta'>wordgames {html.escape(__version__)}; every number below was computed "
        "by this run of the simulations (95% intervals throughout).</p>"
        + "\n".join(parts) + "</body></html>")


def write_report(games: list[str], out: str | Path, quick: bool | None = None,
                 workers: int | None = None, executor: Executor | None = None,
                 log: Callable[[str], None] | None = None) -> Path:
    """Run the report for ``games`` and write it to ``out`` as one HTML page."""
    import matplotlib


    matplotlib.use("Agg")
    for game in games:
        if game not in GAMES:
            raise InvalidInput(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    path = Path(out)
    if path.suffix.lower() not in (".html", ".htm"):
        raise InvalidInput(f"the report is an HTML page: give it a name ending in .html, not "
                           f"{path.name!r}")
    runs = {g: balance_run(g, quick=quick, workers=workers, executor=executor, log=log)
            for g in games}
    write_atomic(path, to_html(runs, quick).encode("utf-8"))
    return path
