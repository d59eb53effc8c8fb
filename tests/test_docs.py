"""The project's own notes live in docs/, and the docstrings that point to notes point there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_docstring_links_point_to_notes_in_the_repository() -> None:
    links = []
    for path in sorted((ROOT / "wordgames").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "shared/" not in text, f"{path.relative_to(ROOT)} points outside the repository"
        links += [(path, link) for link in re.findall(r"``(docs/[\w./-]+)``", text)]
    assert len(links) >= 5
    for path, link in links:
        assert (ROOT / link).is_file(), f"{path.relative_to(ROOT)}: {link} does not exist"


def test_every_note_is_listed_in_the_docs_index() -> None:
    index = (ROOT / "docs" / "README.md").read_text(encoding="utf-8")
    notes = sorted(p.relative_to(ROOT / "docs").as_posix() for p in (ROOT / "docs").rglob("*.md"))
    assert [n for n in notes if n != "README.md" and f"({n})" not in index] == []
    assert {"design.md", "rules/word-storm.md", "rules/my-word.md", "rules/five-tiers.md"} <= set(
        notes)


def test_the_doctests_of_every_module_are_collected() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "wordgames"],
                          cwd=ROOT, capture_output=True, text=True)
    collected = {line.split("::")[0] for line in done.stdout.splitlines() if "::" in line}
    with_examples = {p.relative_to(ROOT).as_posix() for p in (ROOT / "wordgames").rglob("*.py")
                     if ">>> " in p.read_text(encoding="utf-8")}
    assert "wordgames/__main__.py" in with_examples
    assert sorted(with_examples - collected) == []


def _resolves(dotted: str) -> bool:
    """Whether ``dotted`` names a module of the package, or something inside one."""
    import importlib

    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for attr in parts[i:]:
            if attr in getattr(found, "__dataclass_fields__", {}):
                return True  # a dataclass field without a default
            if not hasattr(found, attr):
                return False
            found = getattr(found, attr)
        return True
    return False


def test_the_modules_and_files_the_docs_name_exist() -> None:
    """Every ``wordgames.x.y`` and ``wordgames/x/y.py`` the README and the notes name is there:
    a module moved or a function removed leaves no stale name behind. (A save format's name,
    ``wordgames.table/1``, and the recipe's placeholders, ``wordgames/NAME/`` and
    ``wordgames.NAME``, are not names of code.)"""
    stale, named = [], 0
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = doc.read_text(encoding="utf-8")
        dotted = set(re.findall(r"\bwordgames(?:\.[A-Za-z_]\w*)+(?![\w/])", text))
        paths = set(re.findall(r"\bwordgames/[\w/.-]*\w", text))
        named += len(dotted) + len(paths)
        stale += [(doc.name, name) for name in sorted(dotted)
                  if not re.search(r"\bNAME\b", name) and not _resolves(name)]
        stale += [(doc.name, path) for path in sorted(paths)
                  if not re.search(r"\bNAME\b|tinyrace", path) and not (ROOT / path).exists()]
    assert stale == [] and named >= 50
    assert _resolves("wordgames.play.table.Table.join") and not _resolves("wordgames.render")


def test_the_names_the_docstrings_give_exist() -> None:
    """The same for what the package's docstrings and comments name (``:mod:`wordgames.x```,
    ``:func:`wordgames.x.f```). A name in quotes is a file format's (``"wordgames.bag"``)."""
    stale, named = [], 0
    for path in sorted((ROOT / "wordgames").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        dotted = set(re.findall(r"(?<![\"'\w.])wordgames(?:\.[A-Za-z_]\w*)+(?![\w/])", text))
        named += len(dotted)
        stale += [(path.relative_to(ROOT).as_posix(), name) for name in sorted(dotted)
                  if name != "wordgames.mplstyle" and not _resolves(name)]
    assert stale == [] and named >= 200
