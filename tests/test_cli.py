"""The command line's simulate: where results go, and a run stopped by Ctrl-C. Two tests here
start ``python -m wordgames`` as a real process (its status, one line of error, Ctrl-C); the
rest run it in this process (tests/cli.py)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.cli import run_cli
from wordgames.sim import load_results

ROOT = Path(__file__).resolve().parent.parent


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def test_out_dot_slash_writes_to_the_current_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    done = run_cli(["simulate", "myword", "--n", "1", "--players", "2", "--workers", "1",
                    "--out", "./here.csv"], capsys)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "here.csv").exists() and (tmp_path / "here.json").exists()
    assert not (tmp_path / "data").exists()
    assert f"to {tmp_path / 'here.csv'}" in done.stdout


def test_a_real_process_refuses_a_bad_command_line_in_one_line(tmp_path: Path) -> None:
    """``python -m wordgames`` itself: status 2 and one line of ours, no traceback. (The other
    bad command lines run in this process: tests/test_bad_input.py.)"""
    done = subprocess.run(
        [sys.executable, "-m", "wordgames", "simulate", "chess", "--out", "x.csv"],
        capture_output=True, text=True, cwd=tmp_path, env=_env(),
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: unknown game 'chess'"), done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert not (tmp_path / "data").exists()


def test_ctrl_c_saves_what_finished_says_how_much_and_exits_130(tmp_path: Path) -> None:
    out = tmp_path / "run.csv"
    # More games than any machine plays in the minute this waits, so Ctrl-C always comes
    # mid-run, however fast or loaded the machine is.
    run = subprocess.Popen(
        [sys.executable, "-m", "wordgames", "simulate", "myword", "--n", "20000", "--players",
         "2", "--workers", "2", "--out", str(out)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(),
        # A run started in the background by a shell without job control inherits an ignored
        # SIGINT, and Python then installs no Ctrl-C handler: give the child Ctrl-C as a
        # terminal would.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    seen: list[str] = []
    reader = threading.Thread(target=lambda: seen.extend(iter(lambda: run.stderr.read(1), "")))
    reader.start()
    deadline = time.monotonic() + 60
    # Wait for the progress bar to show a finished game, then press Ctrl-C.
    while not re.search(r"\| *[1-9][\d,]*/20,?000", "".join(seen)) \
            and time.monotonic() < deadline:
        time.sleep(0.1)
    run.send_signal(signal.SIGINT)
    try:
        code = run.wait(timeout=60)
    finally:
        if run.poll() is None:  # never leave a run going (it would hold the pipes open)
            run.kill()
    assert code == 130
    stdout = run.stdout.read() if run.stdout else ""
    reader.join(timeout=10)
    err = "".join(seen)
    match = re.search(r"interrupted by the user \(Ctrl-C\): ([\d,]+) of 20,?000 games finished",
                      err)
    assert match is not None, err[-500:]
    finished = int(match.group(1).replace(",", ""))
    assert 0 < finished < 20000  # stopped mid-run, not after the workers' chunks
    assert "Traceback" not in err
    frame = load_results(out)
    assert frame.game_index.nunique() == finished
    assert "Ctrl-C" in frame.attrs["interrupted"]
    assert f"({finished:,} games)" in stdout
