"""JupyterLab as ``make lab`` sets it up: no news prompt over a student's game, no update check."""

from __future__ import annotations

import importlib.util
import json
import urllib.request
from pathlib import Path
from types import ModuleType

from tests.ui.lab import ROOT, Lab


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("lab_settings",
                                                  ROOT / "scripts" / "lab_settings.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_settings_merge_into_overrides_a_person_already_has(tmp_path: Path) -> None:
    script = _script()
    path = tmp_path / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"@jupyterlab/apputils-extension:themes": {"theme": "dark"},
                                script.NOTIFICATION: {"doNotDisturbMode": True}}))
    assert script.write(tmp_path) == path
    assert json.loads(path.read_text()) == {
        "@jupyterlab/apputils-extension:themes": {"theme": "dark"},
        script.NOTIFICATION: {"doNotDisturbMode": True, "fetchNews": "false",
                              "checkForUpdates": False}}


def test_jupyterlab_neither_asks_for_news_nor_checks_for_updates(tmp_path: Path) -> None:
    with Lab(tmp_path) as lab:
        address = f"{lab.url}/lab/api/settings/{_script().NOTIFICATION}?token={lab.token}"
        with urllib.request.urlopen(address, timeout=10) as answer:
            schema = json.loads(answer.read())["schema"]["properties"]
    # The overrides replace the defaults, which hold for every person with no settings of
    # their own (the prompt's default is "none": ask).
    assert schema["fetchNews"]["default"] == "false"
    assert schema["checkForUpdates"]["default"] is False
