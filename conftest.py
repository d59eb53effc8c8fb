"""pytest set-up shared by the whole tree."""

from __future__ import annotations

from pathlib import Path
from typing import Any

# The py:percent twins of the notebooks are run through the .ipynb files by nbval, and the
# scripts and benchmarks are programs, not test modules.
collect_ignore_glob = ["scripts/*.py", "scripts/notebooks/*.py", "benchmarks/*.py", "build/*"]

PACKAGE = Path(__file__).resolve().parent / "wordgames"


def _compiled_sources() -> list[str]:
    """The sources of the modules that run compiled (wordgames.native): pytest cannot collect
    doctests from a source whose module is an extension ("import file mismatch"), so
    tests/test_native.py runs those doctests on the sources, in a process of their own."""
    import importlib

    from wordgames import native

    return [str(native.source_path(name).relative_to(PACKAGE.parent))
            for name in native.COMPILED if native.is_compiled(importlib.import_module(name))]


collect_ignore = _compiled_sources()


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
