"""The app ends its Voila server when it is told to stop, by Ctrl-C or by a signal."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# A stand-in for `python -m wordgames app`: the same runner, serving a child that sleeps.
APP = """
import sys
from wordgames.ui.webapp import _run_until_stopped
code = "import os, time; print(os.getpid(), flush=True); time.sleep(120)"
sys.exit(_run_until_stopped([sys.executable, "-c", code], dict(__import__("os").environ)))
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A child that has ended but is not yet reaped by anyone shows as a zombie.
    stat = Path(f"/proc/{pid}/stat")
    return stat.exists() and stat.read_text().split(") ")[-1][:1] != "Z"


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_the_server_ends_with_the_app(how: signal.Signals) -> None:
    app = subprocess.Popen([sys.executable, "-c", APP], stdout=subprocess.PIPE, text=True,
                           env={**os.environ, "PYTHONPATH": str(ROOT)},
                           # A terminal's Ctrl-C, not the ignored SIGINT of a background shell.
                           preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert app.stdout is not None
        server = int(app.stdout.readline())
        assert _alive(server)
        app.send_signal(how)
        assert app.wait(timeout=30) == (130 if how == signal.SIGINT else 128 + how)
        deadline = time.monotonic() + 10
        while _alive(server) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(server), f"the server outlived the app after {how.name}"
    finally:
        app.kill()
        app.wait()
