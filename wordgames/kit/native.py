"""Compiled modules: mypyc builds of a few pure-Python modules, used only when they are current.

``scripts/build_native.py`` (run by ``make``) compiles the modules of :data:`COMPILED` with mypyc,
when a C compiler is there, into extension modules beside their sources
(``search.cpython-311-x86_64-linux-gnu.so`` beside ``search.py``), and records each source's
digest beside it (``search.py.sha256``). Python's import prefers an extension module to the
source beside it, so a build left behind by an edit would run old code: the finder installed
here (when ``wordgames`` is first imported) imports the source instead whenever the record is
not the source's digest, or when ``WORDGAMES_PURE=1`` is in the environment. Compiled or not,
the code is the same and so are the games (``tests/test_native.py``); only the speed differs.

>>> "wordgames.wordstorm.search" in COMPILED
True
>>> import wordgames.wordstorm.search as search
>>> is_compiled(search) and not current("wordgames.wordstorm.search")   # never a stale build
False
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

#: The modules mypyc compiles. Each keeps to what mypyc compiles (see its docstring).
COMPILED = ("wordgames.wordstorm.search", "wordgames.fivetiers.search")
#: Set to 1 to run every module from its source.
PURE_ENV = "WORDGAMES_PURE"

#: The folder that holds the package (the module itself may sit in a subpackage).
_ROOT = Path(__file__).resolve().parents[__name__.count(".")]


def source_path(name: str) -> Path:
    """The source file of module ``name`` of this package.

    >>> source_path("wordgames.wordstorm.search").name
    'search.py'
    """
    return _ROOT.joinpath(*name.split(".")).with_suffix(".py")


def record_path(name: str) -> Path:
    """Where the build records the digest of the source it compiled."""
    source = source_path(name)
    return source.with_name(source.name + ".sha256")


def digest(path: Path) -> str:
    """The SHA-256 of a file's bytes, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def current(name: str) -> bool:
    """Whether a build of ``name`` recorded the digest of its source as it is now."""
    try:
        return record_path(name).read_text().strip() == digest(source_path(name))
    except OSError:
        return False


def source_module(name: str) -> ModuleType:
    """Module ``name`` run from its source, whatever an import of it gives: the module whose
    doctests pytest collects from the file (it refuses a module from another file).

    >>> source_module("wordgames.wordstorm.search").__file__.endswith("search.py")
    True
    """
    spec = importlib.util.spec_from_file_location(name, source_path(name))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    imported = sys.modules.get(name)
    sys.modules[name] = module  # while it runs, as an import has it (dataclasses look it up)
    try:
        spec.loader.exec_module(module)
    finally:
        if imported is None:
            del sys.modules[name]
        else:
            sys.modules[name] = imported
    return module


def is_compiled(module: ModuleType) -> bool:
    """Whether ``module`` was imported from an extension module (a mypyc build)."""
    return not str(getattr(module, "__file__", "") or "").endswith(".py")


def running_compiled() -> tuple[str, ...]:
    """The modules of :data:`COMPILED` that run compiled in this process (importing them).

    >>> set(running_compiled()) <= set(COMPILED)
    True
    """
    import importlib

    return tuple(name for name in COMPILED if is_compiled(importlib.import_module(name)))


class _SourceWhenStale(importlib.abc.MetaPathFinder):
    """Finds a module of :data:`COMPILED` in its source when its build is not current."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in COMPILED:
            return None
        if current(fullname) and os.environ.get(PURE_ENV, "") in ("", "0"):
            return None  # the usual import: the build where there is one
        return importlib.util.spec_from_file_location(fullname, source_path(fullname))


if not any(isinstance(f, _SourceWhenStale) for f in sys.meta_path):
    sys.meta_path.insert(0, _SourceWhenStale())

__all__ = ["COMPILED", "PURE_ENV", "current", "digest", "is_compiled", "record_path",
           "running_compiled", "source_module", "source_path"]
