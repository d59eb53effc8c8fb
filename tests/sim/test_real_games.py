"""The simulator on the real games: the same frame for 1 and 2 workers and a Dask cluster."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from tests.cli import run_cli
from wordgames.errors import InvalidInput
from wordgames.sim import load_results, per_game, simulate


def test_myword_frame_is_the_same_for_one_and_two_workers_and_a_dask_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    one = simulate("myword", 3, players=2, seed=11, workers=1, progress=False)
    two = simulate("myword", 3, players=2, seed=11, workers=2, progress=False)
    pd.testing.assert_frame_equal(one, two)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        on_dask = simulate("myword", 3, players=2, seed=11, executor=client.get_executor(),
                           progress=False)
    pd.testing.assert_frame_equal(one, on_dask)


def test_myword_records_add_up() -> None:
    frame = simulate("myword", 2, players=3, seed=4, workers=1, progress=False)
    assert len(frame) == 2 * 3 * 3  # games x rounds x players
    # Scores are cards won (no bonus by default), and totals are the sum over rounds.
    assert (frame.score == frame.cards).all()
    totals = frame.groupby(["game_index", "player"]).score.sum()
    assert (frame.set_index(["game_index", "player"]).total.groupby(level=[0, 1]).first()
            == totals).all()
    assert (frame.groupby(["game_index", "round"]).is_dealer.sum() == 1).all()
    assert per_game(frame).rounds.tolist() == [3, 3]


def test_wordstorm_score_components_add_up() -> None:
    frame = simulate("wordstorm", 2, players=2, rules={"rounds": 1}, seed=2, workers=1,
                     progress=False)
    parts = frame.unused + frame.misplaced_points - frame.big_words - frame.special_squares
    assert (parts == frame.score).all()
    assert (frame.round_seconds > 0).all()


def test_unknown_rule_options_are_named() -> None:
    with pytest.raises(InvalidInput, match="unknown rule option 'min_card'"):
        simulate("myword", 1, rules={"min_card": 4}, progress=False)
    with pytest.raises(InvalidInput, match="min_cards must be at least 1"):
        simulate("myword", 1, rules={"min_cards": 0}, progress=False)


def test_fivetiers_games_run_to_the_target_and_totals_add_up() -> None:
    frame = simulate("fivetiers", 2, players=3, rules={"target": 60}, seed=8, workers=1,
                     progress=False)
    games = per_game(frame)
    assert games.reached_target.all()
    final = frame.groupby(["game_index", "player"]).running_total.last()
    assert (final == frame.groupby(["game_index", "player"]).score.sum()).all()
    assert (frame.groupby(["game_index", "player"]).total.first() == final).all()
    # Only winners score, and a winner declared.
    assert (frame[frame.score > 0].round_won).all()
    assert (frame[frame.round_won].declared).all()
    assert (frame.timer_periods >= 1).all()


def test_the_command_line_simulates_and_saves(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run.csv"
    done = run_cli(["simulate", "myword", "--n", "2", "--players", "2", "--seed", "3",
                    "--workers", "1", "--rule", "min_cards=4", "--out", str(out)], capsys)
    assert done.returncode == 0, done.stderr
    assert "saved 8 rows (2 games)" in done.stdout  # 2 games x 2 rounds x 2 players
    frame = load_results(out)
    assert frame.attrs["params"]["rules"] == {"min_cards": 4}
    direct = simulate("myword", 2, players=2, seed=3, rules={"min_cards": 4}, workers=1,
                      progress=False)
    pd.testing.assert_frame_equal(frame, direct, check_dtype=False)
    bad = run_cli(["simulate", "chess", "--out", str(out)], capsys)
    assert bad.returncode == 2 and "unknown game 'chess'" in bad.stderr
