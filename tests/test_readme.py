"""The README's Python examples run as written, and say what they print."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

README = Path(__file__).parent.parent / "README.md"


def _blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def test_the_readme_examples_run_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # examples that save write here
    namespace: dict[str, Any] = {}
    blocks = _blocks()
    assert len(blocks) >= 3
    for block in blocks:
        exec(compile(block, str(README), "exec"), namespace)
    assert namespace["match"].totals == (18, 46, 106) and namespace["match"].winners == (2,)
    words = ("qi", "aim", "abed", "droll", "darter")
    assert namespace["fivetiers"].solve(namespace["hand"], namespace["Lexicon"].default(
        80, contractions=True)).words == words
