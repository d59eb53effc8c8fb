"""pytest set-up shared by the whole tree."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

# The py:percent twins of the notebooks are run through the .ipynb files by nbval, and the
# scripts and benchmarks are programs, not test modules.
collect_ignore_glob = ["scripts/*.py", "scripts/notebooks/*.py", "benchmarks/*.py", "build/*"]

PACKAGE = Path(__file__).resolve().parent / "wordgames"


# The modules running compiled whose source a doctest collection has in sys.modules for now.
_FROM_SOURCE: dict[str, Any] = {}


def pytest_collectstart(collector: Any) -> None:
    """A module that runs compiled (wordgames.native) has its doctests collected from its source:
    pytest imports the module of a file and refuses one from another file (an extension module:
    "import file mismatch"), so for that while the import gives the source's module. (Its
    doctests, and any module named on the command line, which pytest collects as tests too.)"""
    import pytest

    if not isinstance(collector, pytest.Module):
        return
    from wordgames import native

    for name in native.running_compiled():
        if Path(collector.path) == native.source_path(name):
            _FROM_SOURCE[name] = sys.modules[name]
            sys.modules[name] = native.source_module(name)


def pytest_collectreport(report: Any) -> None:
    """The compiled modules are back once their doctests are collected."""
    while _FROM_SOURCE:
        name, module = _FROM_SOURCE.popitem()
        sys.modules[name] = module


def pytest_collect_file(file_path: Path, parent: Any) -> Any:
    """Collect the doctests of ``wordgames/__main__.py`` too.

    pytest's doctest plugin skips every file named ``__main__.py`` (running one could start a
    program), so the command line's examples never ran; ours only runs under its guard.
    """
    if (file_path.name == "__main__.py" and parent.config.option.doctestmodules
            and file_path.is_relative_to(PACKAGE)):
        from _pytest.doctest import DoctestModule

        return DoctestModule.from_parent(parent, path=file_path)
    return None
