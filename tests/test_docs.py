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
