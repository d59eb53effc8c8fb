"""The analysis notebooks: findings computed by the run, short cells, twins out of the way.

A finding is a code cell that calls a ``*_finding`` function of ``wordgames.analysis``, which
writes its text with ``finding(f"...")``: the literal text may hold no digit, so every number in
it comes from the run. Markdown cells hold no findings at all.
"""

from __future__ import annotations

import ast
import functools
import statistics
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parent.parent
#: The analysis notebooks, each with the fewest findings it computes (13 has two: the search
#: and the solvability curve; the others one a section).
FINDINGS = {"10_tile_distributions": 4, "11_scoring_balance": 4, "12_round_lengths": 4,
            "13_component_designer": 2, "14_balance_report": 5}
ANALYSIS = list(FINDINGS)
#: Notebooks held to short cells (loops and figures in library functions), findings or not.
THIN = ANALYSIS


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
    assert len(findings) >= FINDINGS[name]
    for source in findings:
        assert _literal_digits(source) == [], source


ANALYSIS_PACKAGE = ROOT / "wordgames" / "analysis"
#: Library helpers whose digits are display rules, not results: ``p_value`` writes a p-value
#: below its printed precision as "p < 0.001".
DISPLAY_RULES = {("findings", "p_value")}


@functools.cache
def _tree(module: str) -> ast.Module:
    """A module of ``wordgames.analysis`` parsed once (the walk below visits each often)."""
    return ast.parse((ANALYSIS_PACKAGE / f"{module}.py").read_text())


def _functions(module: str) -> dict[str, ast.FunctionDef]:
    return {node.name: node for node in _tree(module).body if isinstance(node, ast.FunctionDef)}


def _analysis_imports(nodes: list[ast.stmt] | ast.AST) -> dict[str, str]:
    """Names imported from ``wordgames.analysis.X``, mapped to ``X``."""
    found: dict[str, str] = {}
    for root in nodes if isinstance(nodes, list) else [nodes]:
        for node in ast.walk(root):
            if (isinstance(node, ast.ImportFrom) and node.module
                    and node.module.startswith("wordgames.analysis.")):
                found.update({alias.asname or alias.name: node.module.rsplit(".", 1)[1]
                              for alias in node.names})
    return found


def _writers(start: list[tuple[str, str]]) -> dict[tuple[str, str], ast.FunctionDef]:
    """Every library function that ``start`` (module, name) pairs call, directly or through
    other functions of ``wordgames.analysis``: all the code that writes a finding's text."""
    seen: dict[tuple[str, str], ast.FunctionDef] = {}
    todo = list(start)
    while todo:
        module, name = todo.pop()
        if (module, name) in seen:
            continue
        functions = _functions(module)
        assert name in functions, f"{name} is not a function of wordgames.analysis.{module}"
        node = seen[(module, name)] = functions[name]
        module_tree = _tree(module)
        imported = {**_analysis_imports(module_tree.body), **_analysis_imports(node)}
        for used in ast.walk(node):
            if isinstance(used, ast.Name) and isinstance(used.ctx, ast.Load):
                if used.id in imported and used.id in _functions(imported[used.id]):
                    todo.append((imported[used.id], used.id))
                elif used.id in functions and used.id != name:
                    todo.append((module, used.id))
    return seen


@pytest.mark.parametrize("name", ANALYSIS)
def test_each_finding_cell_calls_library_code_that_types_no_number(name: str) -> None:
    # The notebook's finding cells call *_finding functions imported from wordgames.analysis;
    # those functions, and every analysis helper they call on the way (titles, verdicts,
    # formatting), take each number of the text from their arguments.
    cells = _cells(name)
    imported = _analysis_imports([ast.parse(src) for kind, src in cells if kind == "code"])
    called = sorted({node.func.id for kind, src in cells if kind == "code" and "finding(" in src
                     for node in ast.walk(ast.parse(src))
                     if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                     and node.func.id.endswith("_finding")})
    assert len(called) >= FINDINGS[name] and all(c in imported for c in called), called
    _assert_no_typed_number(_writers([(imported[c], c) for c in called]))


@pytest.mark.parametrize(("module", "least"), [("letters", 3), ("scoring", 3), ("lengths", 3),
                                               ("component_designer", 2), ("balance", 6),
                                               ("report", 1)])
def test_the_library_writes_findings_with_no_typed_number(module: str, least: int) -> None:
    # Every finding writer of the library, used by a notebook or not.
    finders = [name for name in _functions(module) if name.endswith("_finding")]
    assert len(finders) >= least
    for name in finders:
        _assert_no_typed_number(_writers([(module, name)]))


def _assert_no_typed_number(writers: dict[tuple[str, str], ast.FunctionDef]) -> None:
    assert ("findings", "finding") in writers  # every finding goes through finding()
    for (module, function), node in sorted(writers.items()):
        if (module, function) in DISPLAY_RULES:
            continue
        body = node.body[1:] if ast.get_docstring(node) else node.body
        source = "\n".join(ast.unparse(statement) for statement in body)
        assert _literal_digits(source) == [], f"wordgames.analysis.{module}.{function}"


def test_the_writer_walk_follows_helpers_across_modules() -> None:
    writers = _writers([("scoring", "dealer_finding")])
    assert {("findings", "equal_means_verdict"), ("findings", "_amount"),
            ("findings", "p_value"), ("findings", "ci")} <= set(writers)


def test_the_digit_check_catches_a_typed_number() -> None:
    assert _literal_digits('finding(f"a round costs 12.0 points, {x:.1f} {d[\'a 1\']}")') == [
        "a round costs 12.0 points, "
    ]
    assert _literal_digits('finding(f"a round costs {ci(x, 1)} points")') == []


@pytest.mark.parametrize("name", THIN)
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


@pytest.mark.parametrize("name", THIN)
def test_figure_cells_show_the_figure_not_the_axes(name: str) -> None:
    for kind, source in _cells(name):
        last = ast.parse(source).body[-1] if kind == "code" and source.strip() else None
        if (isinstance(last, ast.Expr) and isinstance(last.value, ast.Call)
                and isinstance(last.value.func, ast.Name)
                and last.value.func.id.endswith(("_plot", "_bars", "_figure"))):
            assert source.rstrip().endswith(";"), source
