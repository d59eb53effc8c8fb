"""The analysis notebooks: findings computed by the run, short cells, twins out of the way.

A finding is a code cell that calls a ``*_finding`` function of ``wordgames.analysis``, which
writes its text with ``finding(f"...")``: the literal text may hold no digit, so every number in
it comes from the run. Markdown cells hold no findings at all.
"""

from __future__ import annotations

import ast
import statistics
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parent.parent
ANALYSIS = ["10_tile_distributions", "11_scoring_balance", "12_round_lengths"]


def _cells(name: str) -> list[tuple[str, str]]:
    notebook = jupytext.read(ROOT / "notebooks" / f"{name}.ipynb")
    return [(cell.cell_type, cell.source) for cell in notebook.cells]


def _literal_digits(source: str) -> list[str]:
    """Pieces of literal text with digits in the cell's strings, leaving out format specs
    (``:.1f``) and subscript keys (``ranks['level 35']``), which are not prose."""
    tree = ast.parse(source)
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            skip.update(id(n) for n in ast.walk(node.format_spec))
        if isinstance(node, ast.Subscript):
            skip.update(id(n) for n in ast.walk(node.slice))
    return [
        node.value for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        and id(node) not in skip and any(ch.isdigit() for ch in node.value)
    ]


@pytest.mark.parametrize("name", ANALYSIS)
def test_every_finding_is_computed_by_the_run(name: str) -> None:
    cells = _cells(name)
    assert not [src for kind, src in cells if kind == "markdown" and "Finding" in src], \
        "a finding typed into a markdown cell"
    findings = [src for kind, src in cells if kind == "code" and "finding(" in src]
    assert len(findings) >= 4
    for source in findings:
        assert _literal_digits(source) == [], source


@pytest.mark.parametrize("module", ["letters", "scoring", "lengths"])
def test_the_library_writes_findings_with_no_typed_number(module: str) -> None:
    tree = ast.parse((ROOT / "wordgames" / "analysis" / f"{module}.py").read_text())
    writers = [node for node in tree.body
               if isinstance(node, ast.FunctionDef) and node.name.endswith("_finding")]
    assert len(writers) >= 3
    for node in writers:
        body = node.body[1:] if ast.get_docstring(node) else node.body
        source = "\n".join(ast.unparse(statement) for statement in body)
        assert "finding(" in source and _literal_digits(source) == [], node.name


def test_the_digit_check_catches_a_typed_number() -> None:
    assert _literal_digits('finding(f"a round costs 12.0 points, {x:.1f} {d[\'a 1\']}")') == [
        "a round costs 12.0 points, "
    ]
    assert _literal_digits('finding(f"a round costs {ci(x, 1)} points")') == []


@pytest.mark.parametrize("name", ANALYSIS)
def test_analysis_cells_are_short(name: str) -> None:
    lengths = [len([line for line in src.splitlines() if line.strip()])
               for kind, src in _cells(name) if kind == "code"]
    assert statistics.median(lengths) <= 3, lengths


def test_twins_are_kept_out_of_the_notebooks_folder() -> None:
    assert not list((ROOT / "notebooks").glob("*.py"))
    notebooks = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")}
    twins = {p.stem for p in (ROOT / "scripts" / "notebooks").glob("*.py")}
    assert notebooks == twins and {"00_start_here", *ANALYSIS} <= notebooks


def test_the_start_page_defaults_to_a_classroom_level_and_says_how_to_change_it() -> None:
    cells = _cells("00_start_here")
    code = "\n".join(src for kind, src in cells if kind == "code")
    prose = "\n".join(src for kind, src in cells if kind == "markdown")
    assert "LEVEL = 35" in code and "Lexicon.default(LEVEL)" in code
    assert "set `LEVEL`" in prose


@pytest.mark.parametrize("name", ANALYSIS)
def test_figure_cells_show_the_figure_not_the_axes(name: str) -> None:
    for kind, source in _cells(name):
        last = ast.parse(source).body[-1] if kind == "code" and source.strip() else None
        if (isinstance(last, ast.Expr) and isinstance(last.value, ast.Call)
                and isinstance(last.value.func, ast.Name)
                and last.value.func.id.endswith(("_plot", "_bars", "_figure"))):
            assert source.rstrip().endswith(";"), source
