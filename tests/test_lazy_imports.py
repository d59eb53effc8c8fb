"""A game's import stays light and its modules form no cycle: the package's names load on first
use (``kit.protocol.exports``) and its ``INFO`` names its bot, hints, screen messages and
saved-state check by where they are (``kit.protocol.lazy``).

What ``import wordgames.myword`` loads is read from the import graph of the sources (every
import statement that runs when a module is imported: at its top, not in a function nor under
``if TYPE_CHECKING:``), so that the check runs in the fast tier, in this process, without
unloading the package; one process test measures ``sys.modules`` itself.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import runpy
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import wordgames
from wordgames.kit.protocol import GAMES, GameInfo, Lazy, lazy

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ("myword", "wordstorm", "fivetiers")
#: The issue's bound on the package's modules a game's import loads.
MOST_MODULES = 15


#: scripts/count_imports.py, which reads the import graph of the package's sources.
COUNT = runpy.run_path(str(ROOT / "scripts" / "count_imports.py"))
IMPORTS = COUNT["imports"]()


def _loaded_by(module: str) -> set[str]:
    """The package's modules ``import module`` runs: its packages' ``__init__``s first, then
    every module imported at the top of one that runs, and so on."""
    at_top: dict[str, set[str]] = {}
    for importer, imported, _, function in IMPORTS:
        if function is None:
            at_top.setdefault(importer, set()).add(imported)
    seen: set[str] = set()
    todo = [module]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        parts = name.split(".")
        todo += [".".join(parts[:n]) for n in range(1, len(parts))]
        todo += at_top.get(name, ())
    return seen


@pytest.mark.parametrize("game", SHIPPED)
def test_a_games_import_loads_few_of_the_packages_modules(game: str) -> None:
    loaded = _loaded_by(f"wordgames.{game}")
    assert len(loaded) <= MOST_MODULES, sorted(loaded)
    # None of the game's own modules: each of its names loads its module on first use.
    assert sorted(m for m in loaded if m.startswith(f"wordgames.{game}.")) == []


@pytest.mark.parametrize("game", SHIPPED)
def test_a_games_facts_load_neither_its_bot_hints_messages_nor_saving(game: str) -> None:
    loaded = _loaded_by(f"wordgames.{game}.info")
    for module in ("bot", "hints", "messages", "saved", "dealing"):
        assert f"wordgames.{game}.{module}" not in loaded
    assert "wordgames.saving.codec" not in loaded


def test_no_cycle_among_the_modules_of_a_game_but_through_a_display_hook() -> None:
    edges = {(a, b) for a, b, _, function in IMPORTS if function != "_repr_html_"}
    games = tuple(f"wordgames.{game}" for game in SHIPPED)
    assert [group for group in COUNT["cycles"](edges)
            if any(m.startswith(games) for m in group)] == []


def test_the_measure_itself_in_a_fresh_process() -> None:
    code = ("import importlib, sys; importlib.import_module(sys.argv[1]); "
            "print(sum(m.startswith('wordgames') for m in sys.modules))")
    for game in SHIPPED:
        out = subprocess.run([sys.executable, "-c", code, f"wordgames.{game}"], cwd=ROOT,
                             capture_output=True, text=True, check=True)
        assert int(out.stdout) <= MOST_MODULES, game


def _declared(package: str) -> tuple[list[str], dict[str, str]]:
    """A package's ``__all__`` and the names of its ``if TYPE_CHECKING:`` imports (with the
    module of each), read from its source."""
    spec = importlib.util.find_spec(package)
    assert spec is not None and spec.origin is not None
    tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
    names: dict[str, str] = {}
    exported: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            for statement in node.body:
                assert isinstance(statement, ast.ImportFrom) and statement.module
                names.update({alias.name: statement.module for alias in statement.names})
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "__all__":
            exported = ast.literal_eval(node.value)
    return exported, names


@pytest.mark.parametrize("package", [f"wordgames.{game}" for game in SHIPPED])
def test_a_games_names_are_declared_alike_for_the_type_checker_and_on_first_use(
        package: str) -> None:
    exported, typed = _declared(package)
    module = importlib.import_module(package)
    assert sorted(exported) == sorted(typed) == sorted(module._exports)
    for name, where in typed.items():
        value = getattr(module, name)
        assert value is getattr(importlib.import_module(where), name)
        assert f"{package}.{module._exports[name]}" == where


def test_a_name_spelled_as_its_module_keeps_its_meaning_once_the_module_is_loaded() -> None:
    # ``wordstorm.check`` is the function of ``wordstorm/check.py``, however the module loaded.
    importlib.import_module("wordgames.fivetiers.categories")
    importlib.import_module("wordgames.wordstorm.check")
    from wordgames import fivetiers, wordstorm

    assert wordstorm.check is sys.modules["wordgames.wordstorm.check"].check  # not the module
    assert callable(fivetiers.categories) and not isinstance(fivetiers.categories, ModuleType)
    assert fivetiers.search is sys.modules["wordgames.fivetiers.search"]  # a submodule by name
    with pytest.raises(AttributeError, match="has no attribute 'nothing'"):
        _ = wordstorm.nothing  # type: ignore[attr-defined]


def test_the_package_front_and_its_games_by_name() -> None:
    from wordgames.kit.tiles import TileSet
    from wordgames.lexicon import Lexicon
    from wordgames.play.table import Table

    assert (wordgames.Lexicon, wordgames.TileSet, wordgames.Table) == (Lexicon, TileSet, Table)
    assert wordgames.myword is sys.modules["wordgames.myword"]
    assert {"Lexicon", "warm", "myword"} <= set(dir(wordgames))
    with pytest.raises(AttributeError):
        _ = wordgames.chess  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", SHIPPED)
def test_lazy_facts_read_as_the_objects_they_name(game: str) -> None:
    info = GAMES[game]
    bot = importlib.import_module(f"wordgames.{game}.bot").Bot
    saved = importlib.import_module(f"wordgames.{game}.saved")
    assert info.bot is bot and info.check_state is saved.check_state
    assert info.hint.__module__ == f"wordgames.{game}.hints"
    assert not any(isinstance(getattr(info, name), Lazy) for name in GameInfo.__dataclass_fields__)


def test_a_lazy_fact_names_a_module_and_a_name() -> None:
    for bad in ("wordgames.myword.bot", ":Bot", "wordgames.myword.bot:", "a:b.c"):
        with pytest.raises(ValueError, match=r"package\.module:name"):
            lazy(bad)
    assert repr(lazy("wordgames.myword.bot:Bot")) == "lazy('wordgames.myword.bot:Bot')"
