"""evaluate: paired seeds, tidy frames with intervals; the solvability results of both games."""

from __future__ import annotations

import math
import pickle
import threading

import pytest

from wordgames.design import evaluate, games_within, summary, variant
from wordgames.design.evaluate import COLUMNS, newcombe
from wordgames.errors import InvalidInput
from wordgames.fivetiers import solvable_fraction as fivetiers_fraction
from wordgames.kit.solvability import Solvability
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon
from wordgames.sim import Stopped
from wordgames.sim.stats import proportion_ci
from wordgames.wordstorm import solvable_fraction
from wordgames.wordstorm.solvable import rack


def test_evaluate_is_tidy_paired_and_exact_for_a_value_change() -> None:
    v = variant("fivetiers", "double", scale=2)
    frame = evaluate("fivetiers", v, ["round_minutes", "rounds", "score"], n=4, seed=3,
                     players=2, workers=1, progress=False)
    assert list(frame.columns) == COLUMNS
    assert list(frame["arm"]) == ["base", "variant", "difference"] * 3
    rows = frame.set_index(["metric", "arm"])
    # Doubled values: the same draws and the same bots' chance, so the first round of each
    # game is the same round; the games end sooner, so the game is compared whole.
    assert rows.loc[("rounds", "difference"), "mean"] < 0
    for m in ("round_minutes", "rounds", "score"):
        d = rows.loc[(m, "difference")]
        a, b = rows.loc[(m, "base"), "mean"], rows.loc[(m, "variant"), "mean"]
        assert d["mean"] == pytest.approx(b - a)
        assert d["low"] <= d["mean"] <= d["high"]
        assert d["units"] == 4


def test_same_components_give_a_difference_of_exactly_zero() -> None:
    same = variant("myword", "same")
    frame = evaluate("myword", same, ["unclaimed", "game_minutes"], n=3, seed=1, players=3,
                     workers=1, progress=False)
    diff = frame[frame["arm"] == "difference"]
    assert (diff["mean"] == 0).all() and (diff["low"] == 0).all() and (diff["high"] == 0).all()
    # Paired on each player of each round (the pairing's name since sim.compare pairs rounds).
    assert set(frame.loc[frame["metric"] == "unclaimed", "paired_by"]) == {"player-round"}


def test_completable_compares_independent_hands() -> None:
    v = variant("fivetiers", "blanks", counts={"?": 8})
    frame = evaluate("fivetiers", v, ["completable_50"], n=2, seed=2, hands=30,
                     progress=False)
    rows = frame.set_index("arm")
    assert rows.loc["base", "n"] == rows.loc["variant", "n"] == 30
    assert rows.loc["difference", "paired_by"] == "independent hands"
    assert "Newcombe" in rows.loc["difference", "note"]


def test_a_share_metric_and_the_summary() -> None:
    frame = evaluate("wordstorm", variant("wordstorm", "w"), [games_within(0, 1000)], n=2,
                     seed=1, players=2, workers=1, progress=False)
    assert frame.loc[frame["arm"] == "base", "mean"].item() == 1.0
    table = summary(frame)
    assert list(table.columns) == ["metric", "label", "base", "variant", "difference", "units"]


def test_skill_spread_needs_different_skills() -> None:
    frame = evaluate("wordstorm", variant("wordstorm", "w"), ["skill_spread"], n=2, seed=1,
                     players=2, workers=1, progress=False)
    assert math.isnan(frame["mean"].iloc[0]) and "equally skilled" in frame["note"].iloc[0]


def test_bad_metrics_and_games_are_refused() -> None:
    v = variant("wordstorm", "w")
    with pytest.raises(InvalidInput, match="unknown metric 'length'"):
        evaluate("wordstorm", v, ["length"], n=2, progress=False)
    with pytest.raises(InvalidInput, match="metric 'unclaimed' is for myword"):
        evaluate("wordstorm", v, ["unclaimed"], n=2, progress=False)
    with pytest.raises(InvalidInput, match="is for wordstorm, not myword"):
        evaluate("myword", v, ["score"], n=2, progress=False)


def test_newcombe_matches_its_published_example() -> None:
    # Newcombe (1998), example (a): 56/70 vs 48/80: difference 0.2, interval 0.0524 to 0.3339.
    d = newcombe(proportion_ci(48, 80), proportion_ci(56, 70))
    assert (round(d.mean, 4), round(d.low, 4), round(d.high, 4)) == (0.2, 0.0524, 0.3339)


def test_solvability_is_a_share_with_its_outcomes() -> None:
    s = Solvability(solved=380, impossible=12, undecided=8, tiles=15, bag="wordstorm")
    assert s == 0.95 and s.n == 400 and s.bounds() == (0.95, 0.97)
    low, high = s.interval()
    est = proportion_ci(380, 400)
    assert (low, high) == pytest.approx((est.low, est.high))
    assert pickle.loads(pickle.dumps(s)).undecided == 8
    with pytest.raises(InvalidInput, match="outcome must be one of"):
        s.share("lost")


def test_word_storm_racks_are_nested_and_shared_by_every_word_list() -> None:
    bag = TileSet.load("bananagrams")
    assert bag.size == 144 and bag.count("E") == 18 and bag.count("?") == 0
    assert rack(bag, 29, 7, 3)[:8] == rack(bag, 8, 7, 3)


def test_word_storm_solvable_fraction_counts_three_outcomes() -> None:
    lex = Lexicon.default(70)
    small = solvable_fraction(lex, n_tiles=2, n=40, seed=1, bag="bananagrams")
    assert small.n == 40 and small.undecided + small.impossible + small.solved == 40
    # Two tiles that spell no word are in no word the rack can spell: proven impossible.
    assert small.solved > 0 and small.impossible > 0 and small.undecided == 0
    again = solvable_fraction(lex, n_tiles=2, n=40, seed=1, bag="bananagrams")
    assert (again.solved, again.impossible) == (small.solved, small.impossible)
    assert small.bag == "bananagrams" and small.tiles == 2
    real = solvable_fraction(Lexicon.default(70), n_tiles=12, n=10, seed=2)
    assert real >= 0.8  # twelve Word Storm tiles nearly always make a crossword


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"n_tiles": 0}, "n_tiles must be a whole number >= 1"),
    ({"n_tiles": 101}, "holds only 100 tiles"),
    ({"n": 0}, "n must be a positive number of racks"),
    ({"bag": "myword"}, "places letters A-Z and '\\?' only"),
    ({"bag": "scrabble"}, "no tile set named 'scrabble'"),
])
def test_word_storm_solvable_fraction_refuses_bad_input(kwargs: dict, message: str) -> None:
    args = {"lexicon": Lexicon.from_words(["at"]), "n_tiles": 3, "n": 2, "seed": 1, **kwargs}
    with pytest.raises(InvalidInput, match=message):
        solvable_fraction(**args)


def test_five_tiers_solvable_fraction_has_the_same_result_and_takes_a_bag() -> None:
    lex = Lexicon.default(50, contractions=True)
    shipped = fivetiers_fraction(lex, n=10, seed=4)
    assert isinstance(shipped, Solvability) and shipped.undecided == 0
    assert shipped.solved + shipped.impossible == 10 and shipped.tiles == 20
    blanks = TileSet.load("fivetiers").variant("b", counts={"?": 30})
    assert fivetiers_fraction(lex, n=10, seed=4, bag=blanks) >= shipped
    with pytest.raises(InvalidInput, match="a hand is 20"):
        fivetiers_fraction(lex, n=1, seed=1, bag=TileSet.load("fivetiers").variant(
            "few", counts=dict.fromkeys("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 0)))


@pytest.mark.parametrize(("metrics", "after", "finished"), [
    (["score"], 1, 1),  # after game 0 of the shipped set: game 1 never starts
    (["score"], 2, 2),  # after the shipped set's last game: yours never starts
    (["score", "completable"], 4, 4),  # every game played, stopped before the hands
])
def test_a_stop_ends_evaluate_with_stopped_and_no_frame(metrics: list[str], after: int,
                                                        finished: int) -> None:
    stop = threading.Event()
    played = []

    def progress(games: int) -> None:
        played.append(games)
        if sum(played) == after:
            stop.set()

    with pytest.raises(Stopped) as err:
        evaluate("fivetiers", variant("fivetiers", "v", counts={"E": 19}), metrics, n=2,
                 players=2, workers=1, progress=progress, stop=stop)
    assert (err.value.finished, err.value.total) == (finished, 4)
    assert str(err.value) == f"stopped after {finished} of 4 games"
