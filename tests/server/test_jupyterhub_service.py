"""``deploy/jupyterhub_config.py``, as far as it runs without a hub: it loads with the loader
JupyterHub reads its configuration with (traitlets' ``PyFileConfigLoader``: ``get_config``,
``c.JupyterHub...``), names one managed service whose command is the classroom server on the
service's own address, and that command, given the environment a hub gives its services
(``JUPYTERHUB_SERVICE_PREFIX``), serves the lobby under the hub's prefix and nothing outside
it. (A whole hub, JupyterHub 6.1 with its proxy, was tried by hand: see the README.)"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from tests.ui.lab import ROOT, free_port

CONFIG = ROOT / "deploy" / "jupyterhub_config.py"


def hub_config() -> Any:
    from traitlets.config.loader import PyFileConfigLoader

    return PyFileConfigLoader(CONFIG.name, str(CONFIG.parent)).load_config()


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as err:
        return err.code


def test_the_hub_config_names_the_classroom_server_as_a_managed_service() -> None:
    services = hub_config().JupyterHub.services
    assert [s["name"] for s in services] == ["wordgames"]
    service = services[0]
    command = service["command"]
    assert command[1:4] == ["-m", "wordgames", "app"]
    port = command[command.index("--port") + 1]
    assert urlparse(service["url"]).port == int(port)  # the hub proxies to where it listens
    assert command[command.index("--ip") + 1] == "127.0.0.1"  # only the hub's proxy reaches it


def test_the_service_command_serves_under_the_hubs_prefix(tmp_path: Path) -> None:
    command = list(hub_config().JupyterHub.services[0]["command"])
    port = free_port()
    command[0] = sys.executable
    command[command.index("--port") + 1] = str(port)
    command[command.index("--classroom") + 1] = str(tmp_path / "classroom")
    env = {**os.environ, "PYTHONPATH": str(ROOT),
           "JUPYTERHUB_SERVICE_PREFIX": "/services/wordgames/"}
    log = tmp_path / "service.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT,
                                cwd=tmp_path)
    try:
        end = time.monotonic() + 120
        while "Ready:" not in log.read_text():
            assert proc.poll() is None and time.monotonic() < end, log.read_text()
            time.sleep(0.2)
        printed = log.read_text()
        lobby = re.search(r"The classroom is at (\S+)", printed)
        assert lobby and lobby.group(1) == f"http://127.0.0.1:{port}/services/wordgames/"
        assert status(lobby.group(1)) == 200
        assert status(f"http://127.0.0.1:{port}/") == 404  # nothing outside the prefix
        assert status(lobby.group(1) + "teacher") == 403  # the key is still needed
    finally:
        proc.terminate()
        proc.wait(timeout=30)
