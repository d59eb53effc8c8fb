"""The shape the table keeps (issue 35): no class of the package over
:data:`MOST_METHODS` methods, and a table saved and restored through its public interface
only (``table_saving`` reaches into no private attribute)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "wordgames"

#: The most methods (properties and class methods counted) one class of the package has.
MOST_METHODS = 35


def _classes() -> list[tuple[str, int]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                methods = sum(isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                              for item in node.body)
                found.append((f"{path.relative_to(PACKAGE.parent)}:{node.name}", methods))
    return found


def test_no_class_has_more_than_35_methods() -> None:
    classes = _classes()
    assert any(name.endswith(":Table") for name, _ in classes)  # the walk found the package
    too_big = {name: n for name, n in classes if n > MOST_METHODS}
    assert too_big == {}


def test_the_counter_counts_methods() -> None:
    tree = ast.parse("class A:\n    def a(self): ...\n    @property\n    def b(self): ...\n"
                     "    async def c(self): ...\n    x = 1\n")
    [node] = tree.body
    assert isinstance(node, ast.ClassDef)
    assert sum(isinstance(i, ast.FunctionDef | ast.AsyncFunctionDef) for i in node.body) == 3


def _private_attributes(path: Path) -> list[str]:
    """Every ``x._name`` read or written in ``path`` (dunders aside), with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{node.lineno}: .{node.attr}" for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr.startswith("_")
            and not node.attr.startswith("__")]


def test_table_saving_uses_only_the_tables_public_interface() -> None:
    assert _private_attributes(PACKAGE / "play" / "table_saving.py") == []


def test_the_private_attribute_finder_finds_one(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f(table):\n    return table._round, table.__class__, table.rounds\n")
    assert _private_attributes(sample) == ["2: ._round"]


def test_the_table_is_wordgames_table() -> None:
    import wordgames
    from wordgames.play.table import Table

    assert wordgames.Table is Table
    match = wordgames.Table("myword", ["adult", "expert"], seed=3, clock="simulated").play()
    assert [r.extra["round"] for r in match.rounds] == [1, 2]


def _runtime_imports(path: Path) -> set[str]:
    """The modules ``path`` imports when it runs, anywhere in it (an ``if TYPE_CHECKING:``
    block aside: it never runs)."""
    found: set[str] = set()

    def walk(node: ast.AST) -> None:
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            return
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        for child in ast.iter_child_nodes(node):
            walk(child)

    walk(ast.parse(path.read_text(encoding="utf-8")))
    return found


def test_the_table_and_its_saving_are_no_cycle() -> None:
    # The table imports its saving; the saving sees the table only as the type it is given.
    assert "wordgames.play.table_saving" in _runtime_imports(PACKAGE / "play" / "table.py")
    assert "wordgames.play.table" not in _runtime_imports(PACKAGE / "play" / "table_saving.py")
