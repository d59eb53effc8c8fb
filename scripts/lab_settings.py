"""JupyterLab's settings for this environment: no news prompt and no update check.

Run by the Makefile when it installs the notebooks' packages. JupyterLab otherwise asks every
new user "Would you like to get notified about official Jupyter news?" (a box over a student's
game) and asks PyPI for a newer JupyterLab at every start; a classroom may have no internet, and
nothing here fetches at run time. The settings go into ``overrides.json`` of this Python
environment's JupyterLab (``<prefix>/share/jupyter/lab/settings``), so they hold for ``make lab``
and for the browser tests alike, and a person can still change them in Settings.

    python scripts/lab_settings.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

NOTIFICATION = "@jupyterlab/apputils-extension:notification"
QUIET = {"fetchNews": "false", "checkForUpdates": False}


def write(prefix: Path = Path(sys.prefix)) -> Path:
    """Merge :data:`QUIET` into the overrides of the JupyterLab under ``prefix``.

    >>> import tempfile
    >>> path = write(Path(tempfile.mkdtemp()))
    >>> json.loads(path.read_text())[NOTIFICATION]["fetchNews"]
    'false'
    """
    path = prefix / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    overrides = json.loads(path.read_text()) if path.exists() else {}
    overrides[NOTIFICATION] = {**overrides.get(NOTIFICATION, {}), **QUIET}
    path.write_text(json.dumps(overrides, indent=2) + "\n")
    return path


if __name__ == "__main__":
    print(f"JupyterLab settings: {write()}")
