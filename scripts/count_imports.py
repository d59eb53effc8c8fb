"""Count the package's function-level imports and its import cycles, to keep both few.

A function-level import of the package (one inside a ``def``) hides who needs whom; it belongs
only where a display hook (``_repr_html_``) or a heavy optional dependency needs it. A cycle is
a strongly connected group of modules (or of packages: ``--packages``) in the graph of every
import, top-level or not (``if TYPE_CHECKING:`` blocks never run and are left out). The walk
is the layer test's too (``tests/test_layers.py`` holds the layers with :func:`imports`).

    python scripts/count_imports.py            # the two counts
    python scripts/count_imports.py --list     # and each import, each cycle
"""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "wordgames"


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


class _Imports(ast.NodeVisitor):
    """The package's imports of one module: (target, line, enclosing function or None)."""

    def __init__(self, module: str, is_package: bool, known: dict[str, Path]) -> None:
        self.module, self.is_package, self.known = module, is_package, known
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

    def _target(self, name: str) -> str:
        while name not in self.known and "." in name:
            name = name.rsplit(".", 1)[0]
        return name

    def _add(self, name: str, line: int) -> None:
        if name == "wordgames" or name.startswith("wordgames."):
            where = self.functions[-1] if self.functions else None
            self.found.append((self._target(name), line, where))

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


def imports() -> list[tuple[str, str, int, str | None]]:
    """(module, imported module, line, enclosing function or None) for the whole package."""
    known = modules()
    found = []
    for module, path in known.items():
        visitor = _Imports(module, path.name == "__init__.py", known)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
        found += [(module, target, line, where) for target, line, where in visitor.found
                  if target != module]
    return found


def package_of(module: str) -> str:
    """``wordgames.play.table`` -> ``wordgames.play``; a root module is its own package."""
    return ".".join(module.split(".")[:2])


def cycles(edges: set[tuple[str, str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan's algorithm)."""
    graph: dict[str, set[str]] = {}
    for a, b in edges:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="show each import and each cycle")
    args = parser.parse_args()
    found = imports()
    # One per statement: ``from x import a, b`` inside a function is one import.
    lazy = sorted({(m, t, line, w) for m, t, line, w in found if w is not None})
    statements = {(m, line) for m, _, line, _ in lazy}
    module_cycles = cycles({(a, b) for a, b, _, _ in found})
    package_cycles = cycles({(package_of(a), package_of(b)) for a, b, _, _ in found
                             if package_of(a) != package_of(b)})
    print(f"function-level imports: {len(statements)} statements "
          f"({len(statements) - len({(m, line) for m, _, line, w in lazy if w == '_repr_html_'})}"
          " outside display hooks)")
    print(f"module cycles: {len(module_cycles)} "
          f"(modules in them: {sum(len(c) for c in module_cycles)})")
    real = cycles({(a, b) for a, b, _, where in found if where != "_repr_html_"})
    print(f"module cycles left without display hooks: {len(real)}")
    print(f"package cycles: {len(package_cycles)}")
    if args.list:
        for module, target, line, where in lazy:
            print(f"  {module}:{line} in {where}: {target}")
        for group in module_cycles + package_cycles:
            print("  cycle: " + " ".join(group))


if __name__ == "__main__":
    main()
