"""The test tiers stay fast where they can (issue 35): chromium is launched once per module, the
command line's cases run in this process, and no test times the machine.

``make quick`` leaves out what ``conftest.py`` marks slow; these checks keep the rest of the
suite from growing the costs that tier was made to avoid.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parent

#: The helpers that launch chromium, each called by a fixture of a module's scope or wider
#: (``chromium`` is the launch itself, ``opened`` launches one when given none).
LAUNCHERS = {"launched_chromium", "launched_browser", "browser_or_skip", "chromium"}
#: Where ``python -m wordgames`` is started as a real process, and how often: the two tests of
#: the real command line, the classroom server that the browser tests drive, and the JupyterHub
#: service's command (a server too).
REAL_PROCESSES = {"test_cli.py": 2, "server/test_browser.py": 1,
                  "server/test_jupyterhub_service.py": 1}
#: Clocks no test may compare: a test asserts what happened, never how long it took
#: (``benchmarks/`` measures speed).
TIMERS = ("perf_counter", "process_time", "thread_time")


def _modules() -> list[tuple[str, ast.Module, str]]:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        found.append((path.relative_to(TESTS).as_posix(), ast.parse(text), text))
    return found


def _called(node: ast.AST) -> set[str]:
    names = set()
    for call in ast.walk(node):
        if isinstance(call, ast.Call):
            func = call.func
            names.add(func.id if isinstance(func, ast.Name) else
                      func.attr if isinstance(func, ast.Attribute) else "")
    return names


def _fixture_scope(function: ast.FunctionDef) -> str | None:
    """The scope of a ``@pytest.fixture`` (``"function"`` by default), or None if not one."""
    for decorator in function.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if ast.unparse(target) in ("pytest.fixture", "fixture"):
            keywords = decorator.keywords if isinstance(decorator, ast.Call) else []
            scopes = [k.value.value for k in keywords
                      if k.arg == "scope" and isinstance(k.value, ast.Constant)]
            return scopes[0] if scopes else "function"
    return None


def test_chromium_is_launched_once_per_module() -> None:
    wrong, opened_alone = [], Counter[str]()
    for name, tree, _ in _modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                launches = bool(LAUNCHERS & _called(node)) or any(
                    isinstance(c, ast.Attribute) and c.attr == "launch"
                    and ast.unparse(c.value).endswith("chromium") for c in ast.walk(node))
                scope = _fixture_scope(node)
                if launches and node.name not in (*LAUNCHERS, "opened") and (
                        scope is None or scope == "function"):
                    wrong.append(f"{name}::{node.name}")
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "opened"
                    and not any(k.arg == "browser" for k in node.keywords)):
                opened_alone[name] += 1  # opened() launches a chromium of its own
    assert wrong == [], "chromium launched per test (give it a module's fixture)"
    assert [name for name, n in opened_alone.items() if n > 1] == [], \
        "several opened() calls without browser=: pass a module's chromium"


def test_the_command_line_runs_in_this_process() -> None:
    started = {name: text.count('"-m", "wordgames"') for name, _, text in _modules()
               if name != "test_tiers.py"}
    assert {name: n for name, n in started.items() if n} == REAL_PROCESSES, \
        "run the command line with tests/cli.run_cli (wordgames.__main__.main in this process)"


def test_no_test_asserts_how_long_something_took() -> None:
    timed = [f"{name}:{node.lineno}" for name, tree, _ in _modules() if name != "test_tiers.py"
             for node in ast.walk(tree)
             if isinstance(node, ast.Assert) and any(t in ast.unparse(node) for t in TIMERS)]
    assert timed == []

