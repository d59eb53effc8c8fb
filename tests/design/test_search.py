"""search: a coordinate search on paired seeds that stops when the intervals separate."""

from __future__ import annotations

import pytest

from wordgames import design
from wordgames.design.search import name_of
from wordgames.errors import InvalidInput


def space() -> design.Space:
    return design.Space("wordstorm", (design.rule("target", (10, 25, 50), 50),))


def test_search_moves_toward_the_target_and_reports_every_step() -> None:
    # Shorter matches: a target score of 10 ends a Word Storm match after a round or two.
    result = design.search("wordstorm", design.Target("rounds", 1, 1.2), space(), budget=96,
                           players=2, games=8, max_games=16, workers=1, progress=False)
    assert result.best.rules["target"] == 10
    assert result.games <= 96 and result.reason == "no neighbour comes nearer the range"
    steps = result.steps
    assert steps["role"].iloc[0] == "start" and "taken" in " ".join(steps["decision"].dropna())
    assert {"games", "mean", "low", "high", "distance", "decision"} <= set(steps.columns)
    assert str(result).startswith("wordstorm-target10")


def test_a_met_target_stops_at_once() -> None:
    result = design.search("wordstorm", design.Target("rounds", -100, 1000), space(), budget=8,
                           players=2, games=4, workers=1, progress=False)
    assert result.met and result.reason == "target met" and result.games == 4
    assert result.best.name == "wordstorm-shipped"


def test_constraints_and_bad_spaces_are_refused() -> None:
    rare = design.rarest_at_least(1 / 150)
    assert rare(design.variant("fivetiers", "noz", counts={"Z": 0})) == (
        "Z is 0 of 140 tiles (rarer than 1 in 150)")
    with pytest.raises(InvalidInput, match="the start 3 is not one of its values"):
        design.scale([1, 2], start=3)
    with pytest.raises(InvalidInput, match="a hands metric is a constraint"):
        design.Target("completable", 0.9, 1.0)
    with pytest.raises(InvalidInput, match="the space is for wordstorm"):
        design.search("myword", design.Target("rounds", 1, 2), space(), progress=False)
    s = design.Space("fivetiers", (design.count("?", [0, 2, 4], game="fivetiers"),))
    assert name_of(s, (4,)) == "fivetiers-q4" and s.neighbours((0,)) == [(2,)]
