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
ALLOWED: dict[tuple[str, str], str] = {
    # A saved table's exercise is loaded by classroom.exercises: its envelope
    # (wordgames.kit.envelope) is below the table, but its checks (replaying the solution through
    # the game) are the classroom's.
    ("wordgames.play.table_saving", "wordgames.classroom.exercises"):
        "a saved table's exercise is read by classroom.exercises",
}


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


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()
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


def _target(name: str) -> str:
    """The module of the package that ``import name`` runs (a name in a module: that module)."""
    while name not in MODULES and "." in name:
        name = name.rsplit(".", 1)[0]
    return name


class _Imports(ast.NodeVisitor):
    """Every import of the package in a module, at its top or inside a function, with the
    function it is in; an ``if TYPE_CHECKING:`` block is skipped (it never runs)."""

    def __init__(self, module: str, is_package: bool) -> None:
        self.module, self.is_package = module, is_package
        self.functions: list[str] = []
        self.found: list[tuple[str, int, str | None]] = []

    def visit_If(self, node: ast.If) -> None:
        test = node.test
        if (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
                isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"):
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self.functions.append(node.name)
        self.generic_visit(node)
        self.functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def _add(self, name: str, line: int) -> None:
        if name == "wordgames" or name.startswith("wordgames."):
            self.found.append((_target(name), line, self.functions[-1] if self.functions
                               else None))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add(alias.name, node.lineno)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            package = self.module.split(".")
            if not self.is_package:
                package.pop()
            package = package[:len(package) - node.level + 1]
            base = ".".join(package + ([node.module] if node.module else []))
        for alias in node.names:
            self._add(f"{base}.{alias.name}", node.lineno)


def _imports() -> list[tuple[str, str, int, str | None]]:
    found = []
    for module, path in sorted(MODULES.items()):
        visitor = _Imports(module, path.name == "__init__.py")
        visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
        found += [(module, target, line, function) for target, line, function in visitor.found]
    return found


IMPORTS = _imports()


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
    assert ("wordgames.classroom.exercises", "wordgames.play.presets", "table_rules") in found
    assert ("wordgames.kit.tiles", "wordgames.screens.common", "_repr_html_") in found
    assert not _against_the_order("wordgames.kit.tiles", "wordgames.screens.common", "_repr_html_")
    assert _against_the_order("wordgames.kit.tiles", "wordgames.screens.common", "save")
