"""The core stays light: games and the runner import neither pandas, matplotlib nor ipywidgets."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

CORE = ["wordgames", "wordgames.tiles", "wordgames.lexicon", "wordgames.runner",
        "wordgames.agents", "wordgames.protocol", "wordgames.errors", "wordgames.saving"]
GAMES = [m for m in ("wordgames.wordstorm", "wordgames.myword", "wordgames.fivetiers")
         if importlib.util.find_spec(m) is not None]
HEAVY = ("pandas", "matplotlib", "ipywidgets", "numpy")


@pytest.mark.parametrize("module", CORE + GAMES)
def test_core_module_imports_no_heavy_dependency(module: str) -> None:
    code = (
        f"import sys, {module}; "
        f"heavy = [m for m in {HEAVY!r} if m in sys.modules]; "
        "print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"{module} pulls in {out.stdout.strip()}"


def test_cli_help_works() -> None:
    out = subprocess.run([sys.executable, "-m", "wordgames", "--help"], capture_output=True,
                         text=True, check=True)
    assert "simulate" in out.stdout and "lookup" in out.stdout
