"""The layers hold: the core imports neither pandas, matplotlib nor ipywidgets, and no module
imports one of a higher layer than its own (the order of docs/design.md's layer table)."""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli import run_cli
from tests.test_lexicon import load_script

#: The core: every module of these packages runs on Python alone (a game from a plain script).
CORE = ["wordgames.kit", "wordgames.lexicon", "wordgames.saving", "wordgames.play",
        "wordgames.screens"]
GAME_PACKAGES = [m for m in ("wordgames.wordstorm", "wordgames.myword", "wordgames.fivetiers")
         if importlib.util.find_spec(m) is not None]
HEAVY = ("pandas", "matplotlib", "ipywidgets", "numpy", "anywidget", "tornado")
PACKAGE_DIR = Path(__file__).resolve().parent.parent / "wordgames"


def _modules_of(package: str) -> list[str]:
    """``package`` and every module in it, by dotted name."""
    folder = PACKAGE_DIR.joinpath(*package.split(".")[1:])
    found = [package]
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts
        if parts[-1] != "__init__":
            found.append(".".join(parts))
    return found


@pytest.mark.parametrize("package", ["wordgames", *CORE, *GAME_PACKAGES])
def test_core_package_imports_no_heavy_dependency(package: str) -> None:
    modules = ["wordgames", "wordgames.errors"] if package == "wordgames" else _modules_of(package)
    code = (
        f"import importlib, sys; [importlib.import_module(m) for m in {modules!r}]; "
        f"heavy = [m for m in {HEAVY!r} if m in sys.modules]; "
        "print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"{package} pulls in {out.stdout.strip()}"


def test_cli_help_works(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_cli(["--help"], capsys)  # in this process; tests/test_cli.py starts a real one
    assert out.returncode == 0 and "simulate" in out.stdout and "lookup" in out.stdout


# -- the layer order of docs/design.md ------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "wordgames"
DESIGN = ROOT / "docs" / "design.md"

#: Imports against the order that are the lead's to remove, each with why it is still here:
#: (importing module, imported module). Each must still be made (test below), so that an entry
#: is deleted as soon as its import is gone.
ALLOWED: dict[tuple[str, str], str] = {}


def _layer_table() -> list[list[str]]:
    """The first cell of each row of the layer table, top (highest) first, as module names."""
    text = DESIGN.read_text(encoding="utf-8")
    lines = text[text.index("| layer | job |"):].splitlines()[2:]
    rows = []
    for line in lines:
        if not line.startswith("| "):
            break
        cell = line.split("|")[1]
        names = []
        for token in re.findall(r"`([^`]+)`", cell):
            token = token.removeprefix("wordgames/")
            if token == "notebooks/":
                continue
            dotted = token.removesuffix("/").removesuffix(".py").replace("/", ".")
            names.append("wordgames" if dotted == "__init__" else f"wordgames.{dotted}")
        rows.append(names)
    return rows


#: The one walk of the package's imports, shared with ``scripts/count_imports.py``.
count_imports = load_script("count_imports")
MODULES: dict[str, Path] = count_imports.modules()
ROWS = _layer_table()
RANK = {name: len(ROWS) - i for i, row in enumerate(ROWS) for name in row}


def _rank(module: str) -> int | None:
    """The row of ``module``: its own, or its package's (``wordgames`` itself only by name)."""
    parts = module.split(".")
    for n in range(len(parts), 1, -1):
        rank = RANK.get(".".join(parts[:n]))
        if rank is not None:
            return rank
    return RANK.get(module)


#: (module, imported module, line, enclosing function or None): every import of the package.
IMPORTS: list[tuple[str, str, int, str | None]] = count_imports.imports()


def _against_the_order(module: str, target: str, function: str | None) -> bool:
    low, high = _rank(target), _rank(module)
    assert low is not None and high is not None
    display_hook = function == "_repr_html_" and target.startswith("wordgames.screens")
    return low > high and not display_hook


def test_every_module_has_a_row_of_the_layer_table() -> None:
    assert 5 <= len(ROWS) <= 8 and RANK["wordgames.errors"] == 1  # the table was read
    assert [m for m in MODULES if _rank(m) is None] == []


def test_the_table_is_over_packages_and_the_root_holds_little() -> None:
    # Each row names packages; of the root's modules only the front, the command line and the
    # errors, which every layer raises.
    root = sorted(m for m, path in MODULES.items() if path.parent == PACKAGE and m != "wordgames")
    assert root == ["wordgames.__main__", "wordgames.errors"]
    named = [name for row in ROWS for name in row]
    modules = [name for name in named if name in MODULES and MODULES[name].name != "__init__.py"]
    assert sorted(modules) == root


def test_no_module_imports_a_higher_layer() -> None:
    wrong = [f"{module}:{line} imports {target}" + (f" (in {function})" if function else "")
             for module, target, line, function in IMPORTS
             if _against_the_order(module, target, function) and (module, target) not in ALLOWED]
    assert wrong == []


def test_the_core_never_asks_the_notebook_it_runs_in() -> None:
    # Which cell runs, how an error shows: the notebook's concerns are ui's (ui/cells.py).
    below = tuple(f"{p}." for p in CORE + GAME_PACKAGES if p != "wordgames")
    core = [m for m in MODULES if m in CORE or m.startswith(below)]
    asking = []
    for module in core:
        for node in ast.walk(ast.parse(MODULES[module].read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom)
                     else [node.value] if isinstance(node, ast.Constant)
                     and isinstance(node.value, str) else [])
            asking += [f"{module}:{getattr(node, 'lineno', 0)}" for name in names
                       if name.split(".")[0] == "IPython"]
    assert len(core) > 20 and asking == []


def test_each_allowed_import_is_still_there() -> None:
    made = {(module, target) for module, target, _, function in IMPORTS
            if _against_the_order(module, target, function)}
    assert set(ALLOWED) <= made


def test_the_walk_sees_lazy_and_relative_imports() -> None:
    # A lazy import inside a function, and a display hook's, are both found.
    found = {(m, t, f) for m, t, _, f in IMPORTS}
    assert ("wordgames.classroom.progress", "wordgames.classroom.reports", "report") in found
    assert ("wordgames.kit.tiles", "wordgames.screens.common", "_repr_html_") in found
    assert not _against_the_order("wordgames.kit.tiles", "wordgames.screens.common", "_repr_html_")
    assert _against_the_order("wordgames.kit.tiles", "wordgames.screens.common", "save")


def test_no_import_cycle_holds_a_layer_above_the_games() -> None:
    # Every import counts, a function's too: the play layer reads a saved table's exercise with
    # the classroom's reader named by where it is (play.exercise_reader), never importing it.
    above = ("wordgames.play", "wordgames.sim", "wordgames.design", "wordgames.analysis",
             "wordgames.classroom", "wordgames.ui", "wordgames.server", "wordgames.__main__")
    edges = {(count_imports.package_of(a), count_imports.package_of(b))
             for a, b, _, _ in IMPORTS}
    packages = count_imports.cycles({(a, b) for a, b in edges if a != b})
    modules = count_imports.cycles({(a, b) for a, b, _, _ in IMPORTS})
    assert [c for c in packages if set(c) & set(above)] == []
    assert [c for c in modules if any(m.startswith(above) for m in c)] == []
