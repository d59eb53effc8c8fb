"""``make lab`` takes a port and a token, and keeps --allow-root for root."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _make_dry_run(target: str, *settings: str) -> list[str]:
    if shutil.which("make") is None:
        if os.environ.get("CI") == "true":
            pytest.fail("no make on this machine under CI=true")
        pytest.skip("no make on this machine")
    done = subprocess.run(["make", "-n", target, *settings], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return done.stdout.splitlines()


def _lab_command(*settings: str) -> str:
    return next(line for line in _make_dry_run("lab", *settings) if "jupyter lab" in line)


def test_make_lab_takes_a_port_and_a_token() -> None:
    command = _lab_command("PORT=8899", "TOKEN=abc")
    assert "--ServerApp.port=8899" in command and "--IdentityProvider.token=abc" in command
    assert command.endswith("notebooks/00_start_here.ipynb")
    assert "--IdentityProvider.token= " in _lab_command("TOKEN=none")
    plain = _lab_command()
    assert "--ServerApp.port" not in plain and "IdentityProvider.token" not in plain
    assert ("--allow-root" in plain) == (os.getuid() == 0)


def test_make_figures_runs_full_mode_with_figures_kept() -> None:
    # An exported MPLBACKEND=Agg (make test's) or WORDGAMES_QUICK=1 must not reach the run.
    command = next(line for line in _make_dry_run("figures") if "nbconvert" in line)
    assert "WORDGAMES_QUICK= " in command
    assert "MPLBACKEND=module://matplotlib_inline.backend_inline" in command


def test_every_target_that_runs_the_package_builds_the_compiled_search_first() -> None:
    # make -n prints the recipes of stale prerequisites too: build_native comes before the run.
    for target, runs in (("test", "pytest"), ("quick", "pytest"), ("lab", "jupyter lab"),
                         ("app", "wordgames app"), ("benchmarks", "bench_"),
                         ("figures", "nbconvert")):
        lines = _make_dry_run(target)
        build = next(i for i, line in enumerate(lines) if "scripts/build_native.py" in line)
        run = next(i for i, line in enumerate(lines) if runs in line)
        assert build < run, target
