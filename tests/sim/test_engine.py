"""The simulator on a toy game: determinism across workers, records, interruption, bad input."""

from __future__ import annotations

import dataclasses
import multiprocessing
import random
import threading
import time
import warnings

import pandas as pd
import pytest

from tests.sim import toy
from wordgames.errors import InvalidInput
from wordgames.kit.seeding import derive_seed
from wordgames.sim import compare, load_results, per_game, save_results, simulate, sweep
from wordgames.sim.engine import STAND_INS, STOPPED


def test_rows_are_one_per_player_per_game_with_the_common_columns() -> None:
    frame = simulate("toy", 5, players=3, seed=1, workers=1, progress=False)
    assert len(frame) == 15
    assert list(frame[["game_index", "player"]].itertuples(index=False, name=None))[:4] == [
        (0, 0), (0, 1), (0, 2), (1, 0)
    ]
    assert {"game", "variant", "seed", "game_seed", "skill_level", "score", "won"} <= set(frame)
    games = per_game(frame)
    assert len(games) == 5 and {"best", "seconds", "players"} <= set(games)
    assert "score" not in games
    # Each game is played from its derived seed: replaying game 3 by hand gives its rolls.
    rng = random.Random(derive_seed(1, 3))
    expected = [rng.randint(1, 6) for _ in range(3)]
    assert frame[frame.game_index == 3].score.tolist() == expected


def test_same_seed_same_frame_for_one_and_two_workers() -> None:
    one = simulate("toy", 40, seed=9, workers=1, progress=False)
    two = simulate("toy", 40, seed=9, workers=2, progress=False)
    pd.testing.assert_frame_equal(one, two)


def test_an_interrupted_run_returns_the_finished_games_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = {"n": 0}

    def interrupting(lineup: toy.Lineup, seed: int) -> toy.GameRecords:
        calls["n"] += 1
        if calls["n"] == 4:
            raise KeyboardInterrupt
        return toy.play_toy(lineup, seed)

    monkeypatch.setitem(STAND_INS, "toy", dataclasses.replace(STAND_INS["toy"], play=interrupting))
    with pytest.warns(RuntimeWarning, match="returning the 3 of 10 games"):
        frame = simulate("toy", 10, players=2, workers=1, progress=False)
    assert frame.game_index.unique().tolist() == [0, 1, 2]
    assert "Ctrl-C" in frame.attrs["interrupted"]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"game": "chess", "n": 1}, "unknown game 'chess'"),
        ({"game": "toy", "n": -1}, "n must be a whole number >= 0"),
        ({"game": "toy", "n": 1, "players": 1}, "toy is for 2 to 6 players"),
        ({"game": "toy", "n": 1, "rules": {"colour": 1}}, "unknown rule option 'colour'"),
        ({"game": "toy", "n": 1, "skills": "wizard"}, "unknown skill 'wizard'"),
        ({"game": "toy", "n": 1, "workers": 0}, "workers must be"),
    ],
)
def test_bad_parameters_name_the_parameter(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        simulate(progress=False, **kwargs)  # type: ignore[arg-type]


def test_sweep_adds_a_column_per_parameter_and_shares_the_draws() -> None:
    frame = sweep("toy", 20, {"rules.sides": [6, 20], "players": [2, 3]}, workers=1,
                  progress=False)
    assert sorted(frame.groupby(["sides", "players"]).size().to_dict().items()) == [
        ((6, 2), 40), ((6, 3), 60), ((20, 2), 40), ((20, 3), 60)
    ]
    assert frame[frame.sides == 20].score.max() > 6
    # Each grid point numbers its games from 0: per_game keeps them apart.
    games = per_game(frame)
    assert len(games) == 4 * 20
    assert sorted(games.groupby(["sides", "players"]).size().tolist()) == [20, 20, 20, 20]
    with pytest.raises(InvalidInput, match="grid key 'colour'"):
        sweep("toy", 1, {"colour": [1]})


def test_compare_pairs_the_same_draws() -> None:
    same = compare({"rules": {}}, {"rules": {"sides": 6}}, game="toy", n=30, workers=1,
                   progress=False)
    assert same.difference.mean == 0 and same.difference.n == 120
    bigger = compare({}, {"rules": {"sides": 12}}, game="toy", n=200, workers=1, progress=False)
    assert bigger.difference.low > 2  # 6.5 - 3.5 = 3 on average
    assert "difference" in str(bigger)


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_results_round_trip_with_parameters(tmp_path: object, suffix: str) -> None:
    frame = simulate("toy", 6, seed=3, workers=1, progress=False)
    path = save_results(frame, tmp_path / f"run{suffix}")  # type: ignore[operator]
    back = load_results(path)
    pd.testing.assert_frame_equal(back, frame, check_dtype=False)
    pd.testing.assert_frame_equal(per_game(back), per_game(frame), check_dtype=False)
    assert back.attrs["params"]["seed"] == 3 and back.attrs["params"]["wordgames_version"]


def test_a_file_that_is_not_ours_or_is_corrupt_is_named(tmp_path: object) -> None:
    stranger = tmp_path / "other.csv"  # type: ignore[operator]
    stranger.write_text("a,b\n1,2\n")
    with pytest.raises(InvalidInput, match=r"other\.csv: not a wordgames results file"):
        load_results(stranger)
    broken = tmp_path / "broken.parquet"  # type: ignore[operator]
    broken.write_bytes(b"PAR1 not really")
    with pytest.raises(InvalidInput, match=r"broken\.parquet: corrupt results file"):
        load_results(broken)
    with pytest.raises(InvalidInput, match="no such results file"):
        load_results(tmp_path / "missing.csv")  # type: ignore[operator]


def test_a_crashed_worker_loses_no_finished_games(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    def crashing(lineup: toy.Lineup, seed: int) -> toy.GameRecords:
        if seed == derive_seed(0, 30):
            os._exit(1)  # a worker process dies as if killed
        return toy.play_toy(lineup, seed)

    clean = simulate("toy", 40, players=2, workers=1, progress=False)
    monkeypatch.setitem(STAND_INS, "toy", dataclasses.replace(STAND_INS["toy"], play=crashing))
    with pytest.warns(RuntimeWarning, match="worker process crashed"):
        frame = simulate("toy", 40, players=2, workers=2, progress=False)
    finished = set(frame.game_index)
    assert 30 not in finished and 0 < len(finished) < 40
    assert "crashed" in frame.attrs["interrupted"]
    # What finished is exactly what a clean run gives for those games.
    kept = clean[clean.game_index.isin(finished)].reset_index(drop=True)
    pd.testing.assert_frame_equal(frame.reset_index(drop=True), kept, check_like=True)


def test_a_bare_file_name_is_saved_under_data_results(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # type: ignore[arg-type]
    frame = simulate("toy", 2, workers=1, progress=False)
    path = save_results(frame, "run.csv")
    assert path.as_posix() == "data/results/run.csv" and path.exists()


def test_one_interruption_stops_a_whole_sweep_and_says_how_many_games_each_point_has(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = {"n": 0}

    def interrupting(lineup: toy.Lineup, seed: int) -> toy.GameRecords:
        calls["n"] += 1
        if calls["n"] == 24:  # the 4th game of the second point
            raise KeyboardInterrupt
        return toy.play_toy(lineup, seed)

    monkeypatch.setitem(STAND_INS, "toy", dataclasses.replace(STAND_INS["toy"], play=interrupting))
    with pytest.warns(RuntimeWarning, match=r"sweep stopped at point 1: .*Ctrl-C"):
        frame = sweep("toy", 20, {"rules.sides": [6, 8, 10, 12]}, workers=1, progress=False)
    assert calls["n"] == 24  # nothing ran after the interruption
    assert frame.attrs["games_per_point"] == [20, 3, 0, 0]
    assert frame.attrs["interrupted"].startswith("point 1: interrupted by the user (Ctrl-C)")
    assert per_game(frame).groupby("sides").size().to_dict() == {6: 20, 8: 3}


def test_a_sweep_checks_every_point_before_the_first_game() -> None:
    with pytest.raises(InvalidInput, match="toy is for 2 to 6 players"):
        sweep("toy", 5, {"players": [2, 3, 9]}, workers=1, progress=False)


def test_a_finished_sweep_says_its_points_are_whole() -> None:
    frame = sweep("toy", 4, {"players": [2, 3]}, workers=1, progress=False)
    assert frame.attrs["games_per_point"] == [4, 4] and frame.attrs["interrupted"] == ""


def test_a_stop_event_ends_the_run_before_the_next_game_and_keeps_what_finished(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stop = threading.Event()

    def stopping(lineup: toy.Lineup, seed: int) -> toy.GameRecords:
        if seed == derive_seed(0, 3):
            stop.set()  # during game 3: it is finished, game 4 never starts
        return toy.play_toy(lineup, seed)

    clean = simulate("toy", 10, players=2, workers=1, progress=False)
    monkeypatch.setitem(STAND_INS, "toy", dataclasses.replace(STAND_INS["toy"], play=stopping))
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # asked for: no warning
        frame = simulate("toy", 10, players=2, workers=1, progress=False, stop=stop)
    assert frame.game_index.unique().tolist() == [0, 1, 2, 3]
    assert frame.attrs["interrupted"] == STOPPED and frame.attrs["finished"] == 4
    pd.testing.assert_frame_equal(frame, clean[clean.game_index < 4])


def slow_toy(lineup: toy.Lineup, seed: int) -> toy.GameRecords:
    time.sleep(0.02)
    return toy.play_toy(lineup, seed)


def test_a_stop_event_ends_the_worker_processes_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(STAND_INS, "toy", dataclasses.replace(STAND_INS["toy"], play=slow_toy))
    # Processes another test left behind (a pool shut down without waiting) are not this run's.
    earlier = set(multiprocessing.active_children())
    stop = threading.Event()
    # Stopped once the first chunk is in (chunks of 50 games: a second each), while both
    # workers play on: the run does not wait for their chunks.
    frame = simulate("toy", 2000, players=2, workers=2, progress=lambda games: stop.set(),
                     stop=stop)
    finished = set(frame.game_index)
    assert frame.attrs["interrupted"] == STOPPED and 50 <= len(finished) <= 100
    assert frame.attrs["finished"] == len(finished)
    # No worker of this run left running (active_children also reaps the ended ones).
    assert [p for p in multiprocessing.active_children() if p not in earlier] == []
    monkeypatch.setitem(STAND_INS, "toy", dataclasses.replace(STAND_INS["toy"], play=toy.play_toy))
    clean = simulate("toy", 2000, players=2, workers=1, progress=False)
    kept = clean[clean.game_index.isin(finished)].reset_index(drop=True)
    pd.testing.assert_frame_equal(frame.reset_index(drop=True), kept, check_like=True)
