"""Results files: a plain CSV that pandas reads as it is, its parameters in a JSON file beside."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd

from tests.sim import toy  # noqa: F401  (registers the toy game)
from wordgames.sim import load_results, save_results, simulate


def test_a_saved_csv_is_plain_and_its_parameters_sit_beside_it(tmp_path: Path) -> None:
    frame = simulate("toy", 4, players=3, seed=5, workers=1, progress=False)
    path = save_results(frame, tmp_path / "run.csv")
    plain = pd.read_csv(path)
    assert list(plain.columns) == list(frame.columns) and len(plain) == 12
    meta = json.loads((tmp_path / "run.json").read_text())
    assert meta["format"] == "wordgames-results/2" and meta["data"] == "run.csv"
    assert meta["params"]["seed"] == 5 and meta["rows"] == 12
    back = load_results(path)
    pd.testing.assert_frame_equal(back, frame, check_dtype=False)
    assert back.attrs["params"]["players"] == 3


def test_files_of_the_first_format_still_load(tmp_path: Path) -> None:
    frame = simulate("toy", 3, seed=2, workers=1, progress=False)
    meta = {"format": "wordgames-results/1", "params": {"seed": 2}, "interrupted": "",
            "game_columns": ["game_index"]}
    old = tmp_path / "old.csv"
    with old.open("w", encoding="utf-8", newline="") as out:
        out.write("# " + json.dumps(meta) + "\n")
        pd.DataFrame(frame).to_csv(out, index=False)
    back = load_results(old)
    pd.testing.assert_frame_equal(back, frame, check_dtype=False)
    assert back.attrs["params"] == {"seed": 2}
