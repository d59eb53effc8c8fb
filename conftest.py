"""pytest set-up shared by the whole tree."""

from __future__ import annotations

import inspect
import re
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
    """A module that runs compiled (wordgames.kit.native) has its doctests collected from its
    source: pytest imports the module of a file and refuses one from another file (an extension
    module: "import file mismatch"), so for that while the import gives the source's module. (Its
    doctests, and any module named on the command line, which pytest collects as tests too.)"""
    import pytest

    if not isinstance(collector, pytest.Module):
        return
    from wordgames.kit import native

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


#: What marks a test module as a browser's (chromium through playwright, or a JupyterLab server).
BROWSER_SIGNS = ("playwright", "from tests.ui.lab import")
#: The fixtures that give a test a browser or a JupyterLab server.
BROWSER_FIXTURES = frozenset({"browser", "chromium", "lab", "page"})
#: What marks a test function as starting processes of its own: a program, a process pool, or
#: the simulator's or Dask's worker processes (``workers=2``, ``processes=True``).
PROCESS_SIGNS = re.compile(r"subprocess|sys\.executable|Popen|ProcessPoolExecutor|multiprocessing"
                           r"|\bworkers=[2-9]|processes=True")


def _starts_processes(function: Any) -> bool:
    try:
        source = inspect.getsource(function)
    except (OSError, TypeError):
        return False
    return PROCESS_SIGNS.search(source) is not None


def _drives_a_browser(module: Any, seen: dict[Any, bool]) -> bool:
    if module not in seen:
        try:
            source = inspect.getsource(module)
        except (OSError, TypeError):
            source = ""
        seen[module] = any(sign in source for sign in BROWSER_SIGNS)
    return seen[module]


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    """Mark ``slow`` every notebook, browser and process test, so that ``make quick`` (``-m
    'not slow'``) runs the rest in a few minutes; ``make test`` still runs them all.

    The marks are read from what a test does (a notebook file, a module that drives chromium or
    JupyterLab, a test function that starts a process), so a new test of those kinds is slow
    without anyone remembering to say so. A test that runs a data build of ``scripts/`` end to
    end (``make data``'s steps: Debian's ``lt-proc`` in processes out of sight, or the whole of
    WordNet) says ``@pytest.mark.slow`` itself.
    """
    import pytest

    seen: dict[Any, bool] = {}
    for item in items:
        module = getattr(item, "module", None)
        function = getattr(item, "function", None)
        if (Path(str(item.fspath)).suffix == ".ipynb"
                or (module is not None and _drives_a_browser(module, seen))
                or BROWSER_FIXTURES.intersection(getattr(item, "fixturenames", ()))
                or (function is not None and _starts_processes(function))):
            item.add_marker(pytest.mark.slow)
