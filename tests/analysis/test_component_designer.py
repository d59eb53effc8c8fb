"""Notebook 13's steps: each figure's title is computed from the numbers it plots, and the
full runs are read only when they were made with the notebook's sizes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib
import pandas as pd
import pytest

from wordgames import design
from wordgames.analysis import component_designer as designer
from wordgames.sim import save_results
from wordgames.sim.stats import Estimate

matplotlib.use("Agg")


@pytest.fixture(autouse=True)
def _close_figures() -> Any:
    import matplotlib.pyplot as plt

    yield
    plt.close("all")


def arms(metric: str, base: float, new: float, half: float = 0.5, units: int = 200,
         **extra: Any) -> pd.DataFrame:
    """An evaluation frame: the base, the variant, and their difference, each +- ``half``."""
    return pd.DataFrame([{"metric": metric, "arm": arm, "mean": m, "low": m - half,
                          "high": m + half, "units": units, **extra}
                         for arm, m in (("base", base), ("variant", new),
                                        ("difference", new - base))])


def test_the_values_title_and_line_come_from_the_difference() -> None:
    ax, title = designer.values_plot(arms("game_minutes", 70.0, 62.6, half=2.2), "values x2")
    assert title == "Values x2 shorten a game by 7 minutes (95% CI 5 to 10)"
    assert ax.get_title() == title
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["the box: 30-60 minutes"]
    # Another box, other numbers: the band's label and the title follow them.
    ax, title = designer.values_plot(arms("game_minutes", 50.0, 47.0), "values x1.1", (20, 45))
    assert title == "Values x1.1 shorten a game by 3 minutes (95% CI 2 to 4)"
    assert ax.get_legend().get_texts()[0].get_text() == "the box: 20-45 minutes"
    # Values that lengthen a game say so, and an interval across 0 keeps its sign.
    assert designer.values_plot(arms("game_minutes", 50.0, 54.0, half=6.0), "values x0.5")[1] == (
        "Values x0.5 lengthen a game by 4 minutes (95% CI -2 to 10)")
    assert designer.values_plot(arms("game_minutes", 50.0, 46.0, half=6.0), "values x2")[1] == (
        "Values x2 shorten a game by 4 minutes (95% CI -2 to 10)")
    line = designer.values_line(arms("game_minutes", 50.0, 47.0, units=40), "values x1.1", 3)
    assert line.startswith("3 adult bots, 40 paired games: shipped 50.00 (95% CI 49.50 to ")
    assert line.endswith("difference -3.00 (95% CI -3.50 to -2.50, n = 40)")


def steps(roles: list[str], means: list[float], taken: bool = True) -> pd.DataFrame:
    decisions = {"move": "taken: it separates" if taken else "not taken: too few games"}
    return pd.DataFrame({"step": range(len(roles)), "role": roles,
                         "games": [40] * (len(roles) - 1) + [120], "mean": means,
                         "low": [m - 3 for m in means], "high": [m + 4 for m in means],
                         "decision": [decisions.get(r, "measured") for r in roles]})


def test_the_search_title_counts_the_moves_and_states_the_last_point() -> None:
    ax, title = designer.search_plot(steps(["start", "neighbour", "move", "neighbour", "move"],
                                           [66.0, 58.0, 58.0, 51.0, 51.2]))
    assert title == ("The search ends at 51 minutes a game (48 to 55, n = 120 games) after "
                     "2 moves")
    assert ax.get_title() == title
    # A step with no measurement (a point the constraints refused) is not plotted.
    unmeasured = steps(["start", "neighbour"], [66.0, float("nan")])
    ax, title = designer.search_plot(unmeasured)
    assert title == "The search ends at 66 minutes a game (63 to 70, n = 40 games) after 0 moves"
    assert [len(c.lines[0].get_xdata()) for c in ax.containers] == [1]


def test_a_move_not_taken_is_plotted_but_the_search_ends_where_it_stood() -> None:
    tried = steps(["start", "neighbour", "move"], [66.0, 58.0, 58.5], taken=False)
    ax, title = designer.search_plot(tried)
    assert title == "The search ends at 66 minutes a game (63 to 70, n = 40 games) after 0 moves"
    assert [len(c.lines[0].get_xdata()) for c in ax.containers] == [1, 1, 1]
    assert [t.get_text() for t in ax.get_legend().get_texts()][-1] == "a move not taken"


def test_the_bag_title_names_the_smallest_bag_that_reaches_the_target() -> None:
    minutes = {"84 tiles": Estimate(4.2, 4.0, 4.4, 200), "100 tiles": Estimate(5.1, 4.9, 5.3, 200),
               "116 tiles": Estimate(5.9, 5.7, 6.1, 200)}
    assert designer.bag_plot(minutes, players=3)[1] == (
        "A 3-player round reaches 5 minutes at 100 tiles")
    assert designer.bag_plot(minutes, players=2, target=6)[1] == (
        "No bag up to 116 tiles gives 2 players a 6-minute round")
    assert designer.lines(minutes, "minutes").splitlines()[1] == (
        "100 tiles: 5.10 (95% CI 4.90 to 5.30, n = 200) minutes")


def test_the_doubles_title_says_fewer_or_more_from_the_sign() -> None:
    fewer = {"no doubles": arms("unclaimed", 3.0, 1.8, half=0.4),
             "twice the doubles": arms("unclaimed", 3.0, 4.0)}
    ax, title = designer.doubles_plot(fewer)
    assert title == ("Without double cards a round leaves 1.2 fewer cards unclaimed "
                     "(95% CI 0.8 to 1.6)")
    # The shipped deck's bar names its 13 double cards, counted from the deck.
    assert [t.get_text() for t in ax.get_xticklabels()] == [
        "shipped (13)", "no doubles", "twice the doubles"]
    more = {"no doubles": arms("unclaimed", 3.0, 3.7, half=0.2), "twice": arms("unclaimed", 3, 2)}
    assert designer.doubles_plot(more)[1] == (
        "Without double cards a round leaves 0.7 more cards unclaimed (95% CI 0.5 to 0.9)")
    # An interval across 0 is said with its sign, in the sense of the change.
    unsure = {"no doubles": arms("unclaimed", 3.0, 2.0, half=2.5), "twice": arms("unclaimed", 3, 2)}
    assert designer.doubles_plot(unsure)[1] == (
        "Without double cards a round leaves 1.0 fewer cards unclaimed (95% CI -1.5 to 3.5)")


def curve(sizes: tuple[int, ...], shares: tuple[float, ...], level: int = 80) -> pd.DataFrame:
    return pd.DataFrame([{"bag": bag, "level": level, "tiles": t, "n": 400,
                          "share_solved": s - shift, "low": s - shift - 0.02,
                          "high": s - shift + 0.02, "share_undecided": 0.01 * i + shift,
                          "share_impossible": 0.0}
                         for bag, shift in (("bananagrams", 0.0), ("wordstorm", 0.1))
                         for i, (t, s) in enumerate(zip(sizes, shares, strict=True))])


def test_the_curve_titles_start_at_the_first_rack_of_the_plateau() -> None:
    fig, titles = designer.curve_plot(curve((8, 12, 15), (0.7, 0.9, 0.97)))
    assert titles == ["bananagrams: from 12 tiles on, 90% to 97% solved",
                      "wordstorm: from 12 tiles on, 80% to 87% solved"]
    assert [ax.get_title() for ax in fig.axes] == titles
    assert fig.axes[0].get_ylabel() == "share solved (95% CI, n = 400 racks a point)"
    assert designer.curve_plot(curve((11, 15), (0.9, 0.95)))[1][0] == (
        "bananagrams: from 11 tiles on, 90% to 95% solved")


def test_the_outcome_titles_give_the_most_left_undecided_at_the_top_level() -> None:
    frame = pd.concat([curve((8, 12, 15), (0.7, 0.9, 0.97), level=80),
                       curve((8, 12, 15), (0.5, 0.6, 0.6), level=35).assign(share_undecided=0.5)])
    fig, titles = designer.outcomes_plot(frame)
    assert titles == ["bananagrams, level 80: at most 2% of racks undecided",
                      "wordstorm, level 80: at most 12% of racks undecided"]
    assert [t.get_text() for t in fig.legends[0].get_texts()] == [
        "solved", "impossible", "undecided"]


def test_a_saved_run_is_read_only_with_the_notebooks_sizes(tmp_path: Path) -> None:
    frame = curve((8, 12), (0.7, 0.9))
    frame.attrs["params"] = {"n": 400, "seed": 2016}
    save_results(frame, tmp_path / "solvability_curve.csv")
    read = designer.saved(tmp_path, "solvability_curve.csv", {"n": 400}, quick=False)
    assert read is not None and read.share_solved.tolist() == frame.share_solved.tolist()
    assert designer.saved(tmp_path, "solvability_curve.csv", {"n": 40}, quick=False) is None
    assert designer.saved(tmp_path, "solvability_curve.csv", {"n": 400}, quick=True) is None
    # The notebook's curve reads it rather than drawing 41,600 racks.
    assert designer.solvability(tmp_path, 400, quick=False).tiles.tolist() == [8, 12, 8, 12]


def test_the_found_variant_is_read_with_its_evaluation(tmp_path: Path) -> None:
    row = dict(game="fivetiers", label="game length (minutes)", variant="v", n=200,
               unit="games", paired_by="game", note="")
    frame = arms("game_minutes", 66.1, 53.3, **row)
    frame.attrs["params"] = {"variant": "fivetiers-scale1.25: 16 values changed"}
    save_results(frame, tmp_path / "design_search_evaluation.csv")
    text = designer.found_evaluation(tmp_path, quick=False)
    assert text is not None
    first, _, values = text.splitlines()
    assert first == "fivetiers-scale1.25: 16 values changed"
    assert "66.10 (65.60 to 66.60)" in values and "-12.80 (-13.30 to -12.30)" in values
    assert designer.found_evaluation(tmp_path, quick=True) is None


def test_the_search_reads_the_full_runs_steps_and_verdict(tmp_path: Path) -> None:
    saved = steps(["start", "move"], [65.7, 54.3])
    save_results(saved, tmp_path / "design_search_steps.csv")
    (tmp_path / "design_search.json").write_text('{"met": true}')
    read, verdict = designer.box_search(tmp_path, players=4, quick=False)
    assert read["mean"].tolist() == [65.7, 54.3] and verdict == '{"met": true}'


def test_press_types_into_the_boxes_then_evaluates() -> None:
    class Box:
        value = "2"

    class FakePanel:
        def __init__(self) -> None:
            self.counts = {"?": Box(), "'": Box()}
            self.seen: dict[str, str] = {}

        def evaluate(self) -> pd.DataFrame:
            self.seen = {face: box.value for face, box in self.counts.items()}
            return arms("game_minutes", 60.0, 55.0, game="fivetiers", label="game length",
                        variant="v", n=2, unit="games", paired_by="game", note="")

    panel = FakePanel()
    text = designer.press(panel, {"?": "4"})
    assert panel.seen == {"?": "4", "'": "2"}
    assert "-5.00 (-5.50 to -4.50)" in text


def test_a_bag_of_a_size_keeps_every_face_and_plays_one_round() -> None:
    shipped = design.shipped("wordstorm").tileset
    small = designer.bag_of(50)
    assert set(small.tileset.counts) == set(shipped.counts)
    assert min(small.tileset.counts.values()) >= 1
    assert 40 <= small.tileset.size <= 60 and small.rules == {"rounds": 1}
    assert designer.bag_of(150).tileset.size > shipped.size


def search_steps(near: float = 54.3, taken: bool = True) -> pd.DataFrame:
    """A search's steps: the start at 65.7, three neighbours, and a move to the nearest."""
    points = ["{'value scale': 1.0, '? tiles': 2}", "{'value scale': 1.25, '? tiles': 2}",
              "{'value scale': 1.0, '? tiles': 3}", "{'value scale': 0.75, '? tiles': 2}",
              "{'value scale': 1.25, '? tiles': 2}"]
    means = [65.7, near, 67.7, 75.3, near]
    move = "taken: it separates" if taken else "not taken: the games allowed do not separate"
    return pd.DataFrame({"step": range(5), "role": ["start", *["neighbour"] * 3, "move"],
                         "point": points, "games": [40, 40, 40, 40, 40 if taken else 320],
                         "mean": means, "low": [m - 5 for m in means],
                         "high": [m + 5 for m in means],
                         "difference": [None] * 4 + [near - 65.7],
                         "difference_low": [None] * 4 + [near - 69.4],
                         "difference_high": [None] * 4 + [near - 61.9],
                         "decision": ["measured"] * 4 + [move],
                         "games_so_far": [40, 80, 120, 160, 160 if taken else 1000]})


def evaluation(round_change: float, hands_change: float = 0.0) -> pd.DataFrame:
    """A found variant's evaluation: game length, rounds, round length, the box's share and
    hands completable at level 50 (800 hands of each set)."""
    return pd.concat([
        arms("game_minutes", 66.1, 53.3, half=1.5),
        arms("rounds", 20.3, 16.5, half=0.4),
        arms("round_minutes", 3.26, 3.26 + round_change, half=0.02),
        arms("games_within_30_60", 0.335, 0.615, half=0.065),
        arms("completable_50", 0.82, 0.82 + hands_change, half=0.03, units=800),
    ], ignore_index=True)


def test_the_search_finding_follows_the_steps() -> None:
    text = designer.search_finding(search_steps(), None, players=4, quick=False)
    flat = " ".join(text.split())
    assert flat.startswith("**Finding** (full run): With 4 adult bots the shipped set's games "
                           "last 65.7 minutes (95% CI 60.7 to 70.7, 40 games): outside the box's "
                           "30-60 minutes. Of the 3 neighbours tried first, value scale 1 → 1.25 "
                           "came nearest (54.3 minutes, 95% CI 49.3 to 59.3); the others came to "
                           "67.7 (? tiles 2 → 3), 75.3 (value scale 1 → 0.75).")
    assert ("Its paired difference, -11.4 minutes (95% CI -15.1 to -7.6), separated from zero at "
            "once and the move was taken. After 1 move the search stands at 54.3 minutes (95% CI "
            "49.3 to 59.3): the target is met, after 160 games.") in flat
    # A run that recorded its seed says it.
    seeded = search_steps()
    seeded.attrs["params"] = {"seed": 16}
    assert designer.search_finding(seeded, None, 4, quick=False).startswith(
        "**Finding** (full run): Seed 16: With 4 adult bots")
    # A nearest neighbour whose interval leaves the box: the target is not met.
    flat = " ".join(designer.search_finding(search_steps(near=57.0), None, 4, quick=False).split())
    assert "stands at 57.0 minutes (95% CI 52.0 to 62.0): the target is not met" in flat
    # A move not taken: the search stays at the start, and says on how many games it tried.
    flat = " ".join(designer.search_finding(search_steps(taken=False), None, 4,
                                            quick=False).split())
    assert "did not separate from zero on 320 games a point, and the move was not taken" in flat
    assert "With no move taken the search stays at 65.7 minutes" in flat
    assert "after 1,000 games" in flat
    # 40 games a point is enough to conclude; a toy search in quick mode is not.
    assert "*Too small to conclude" not in text
    small = search_steps().assign(games=2)
    assert "as few as 2 independent games" in " ".join(
        designer.search_finding(small, None, 4, quick=True).split())


def test_the_search_finding_reads_the_evaluation_as_it_comes_out() -> None:
    flat = " ".join(designer.search_finding(search_steps(), evaluation(0.0), 4,
                                            quick=False).split())
    assert ("On 200 fresh paired games the variant's games last 53.3 minutes (95% CI 51.8 to 54.8) "
            "against 66.1 (95% CI 64.6 to 67.6): 12.8 minutes (95% CI 11.3 to 14.3) shorter, 3.8 "
            "rounds fewer (95% CI 3.4 to 4.2), each round as long as before (3.3 minutes, "
            "difference 0.00 (95% CI -0.02 to 0.02))") in flat
    assert ("62% (95% CI 55% to 68%) of its games fall in 30-60 minutes against 34% (95% CI 27% "
            "to 40%).") in flat
    assert ("The share of hands that can be completed does not measurably change: 82% (95% CI 79% "
            "to 85%) against 82% (95% CI 79% to 85%) at level 50 (800 random hands of each set a "
            "level).") in flat
    # Rounds measurably shorter, hands measurably fewer: the sentences say so.
    flat = " ".join(designer.search_finding(search_steps(), evaluation(-0.1, -0.1), 4,
                                            quick=False).split())
    assert ("each round 3.1% shorter than the 3.26 minutes before (0.10 minutes, 95% CI 0.08 to "
            "0.12)") in flat
    assert "can be completed changes: 82% (95% CI 79% to 85%) against 72%" in flat
    # A variant that lengthens the game says longer.
    longer = pd.concat([arms("game_minutes", 50.0, 56.0)], ignore_index=True)
    assert "6.0 minutes (95% CI 5.5 to 6.5) longer" in designer.search_finding(
        search_steps(), longer, 4, quick=False).replace("\n", " ")


def test_the_curve_finding_says_no_plateau_only_when_the_shares_rise_past_it() -> None:
    rising = curve((2, 8, 12, 29), (0.4, 0.9, 0.95, 1.0))  # wordstorm 0.1 lower throughout
    flat = " ".join(designer.curve_finding(rising, quick=False).split())
    assert flat.startswith("**Finding** (full run): 400 racks a point, 3,200 in all. With the "
                           "Bananagrams bag the share solved climbs from 40% at 2 tiles to 90% "
                           "at 8 tiles. With level 80 it is 95.0% (95% CI 93.0% to 97.0%) at "
                           "12 tiles, then goes on rising, to 100.0% (95% CI 98.0% to 102.0%) at "
                           "29: **no plateau at 96%**; at most 3.0% of racks are left undecided")
    # Word Storm's bag stays below 96% and does not flatten: no "no plateau" for it.
    assert ("With Word Storm's bag the share solved climbs from 30% at 2 tiles to 80% at 8 tiles. "
            "With level 80 the share stays below 96% and is still rising: 85.0% (95% CI 83.0% to "
            "87.0%) at 12 tiles, 90.0% (95% CI 88.0% to 92.0%) at 29") in flat
    assert flat.count("**no plateau at 96%**") == 1
    assert ("does not hold here as a plateau with level 80: the share keeps growing with the "
            "rack, and the published height is only the level reached at 12 tiles (95.0%).") in flat
    # Lower the last share: the Bananagrams curve flattens and the plateau claim goes.
    flatter = " ".join(designer.curve_finding(curve((2, 8, 12, 29), (0.4, 0.8, 0.85, 0.86)),
                                              quick=False).split())
    assert "no plateau" not in flatter
    assert ("With level 80 the curve flattens from 12 tiles on, but lower: 85-86% solved, with 0% "
            "of racks **proven impossible** (a tile that no word the list spells from the rack can "
            "hold) and at most 3.0% undecided.") in flatter
    assert "a plateau appears, lower, where the racks solved and those proven impossible" in flatter


def test_the_quick_curve_finding_says_what_it_cannot_tell() -> None:
    small = curve((2, 5, 12), (0.5, 0.25, 0.75)).assign(n=4, lexicon="SCOWL 50")
    flat = " ".join(designer.curve_finding(small, quick=True).split())
    assert "the share solved goes from 50% at 2 tiles to 25% at 5 tiles" in flat
    assert ("With SCOWL 50 it is 75.0% (95% CI 73.0% to 77.0%) at 12 tiles, the only rack size "
            "from the plateau's start on: one size cannot show whether the share flattens.") in flat
    assert "Nothing here tests whether the published plateau near 96% from 11 tiles holds." in flat
    assert "*Too small to conclude: these figures rest on as few as 4 independent racks." in flat
