"""The command line run in the test's own process: ``wordgames.__main__.main(argv)`` with its
output captured, as ``python -m wordgames ARGV`` would print it and exit.

A process costs a second of imports and start-up for each case; the command line's cases run
here instead, and a few tests (``tests/test_cli.py``) start the real process to prove that
``python -m wordgames`` itself works (its exit status, Ctrl-C, no traceback).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

import pytest

from wordgames.__main__ import main


@dataclass(frozen=True)
class Ran:
    """What a run of the command line gave: its exit status and what it printed."""

    returncode: int
    stdout: str
    stderr: str


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> Ran:
    """Run ``python -m wordgames *argv`` in this process; argparse's refusals (a
    ``SystemExit``) are an exit status as the process would give."""
    capsys.readouterr()  # only this run's output
    try:
        code = main(argv)
    except SystemExit as stop:
        if isinstance(stop.code, str):  # sys.exit("message"): printed, status 1
            print(stop.code, file=sys.stderr)
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    out, err = capsys.readouterr()
    return Ran(code, out, err)
