"""The server's files in the classroom folder: table snapshots, its secrets, unrecorded plays.

Everything lives under ``FOLDER/server/``: ``tables/CODE.json`` (one per table, written whole
to a temporary file and moved into place, so that a crash leaves the old snapshot or the new
one, never half of one), ``secret`` (signs the seat cookies, so that people keep their seats
across restarts), ``teacher-key`` and ``unrecorded.json`` (plays the progress database has not
taken yet). A page never names any of these files.

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as tmp:
...     store = Store(tmp)
...     store.write_table("ABCD", {"code": "ABCD"})
...     [entry["code"] for entry in store.tables()], store.secret() == Store(tmp).secret()
(['ABCD'], True)
"""

from __future__ import annotations

import json
import os
import re
import secrets
import sys
from pathlib import Path
from typing import Any

from wordgames.classroom.folder import classroom_folder
from wordgames.errors import InvalidInput
from wordgames.files import read_json, write_atomic
from wordgames.table_saving import SAVE_LIMIT

_CODE = re.compile(r"[A-Z0-9]{4,8}")


class Store:
    """The server's files under ``folder/server`` (see the module docstring)."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = classroom_folder(folder)
        self.root = self.folder / "server"
        self.tables_dir = self.root / "tables"
        self.tables_dir.mkdir(parents=True, exist_ok=True)
        #: saved tables that could not be read, with why (the teacher's page shows them)
        self.unreadable: list[str] = []

    def _private(self, name: str, make: int) -> str:
        """A secret kept in a file only the server's user may read, made on first use."""
        path = self.root / name
        if path.exists():
            return path.read_text(encoding="utf-8").strip()
        value = secrets.token_urlsafe(make)
        write_atomic(path, value)
        if sys.platform != "win32":
            os.chmod(path, 0o600)
        return value

    def secret(self) -> str:
        """The key that signs the seat and teacher cookies."""
        return self._private("secret", 32)

    def teacher_key(self) -> str:
        """The teacher's key (the same across restarts, so the teacher's cookie stays good)."""
        return self._private("teacher-key", 9)

    def write_table(self, code: str, entry: dict[str, Any]) -> None:
        write_atomic(self.tables_dir / f"{_checked(code)}.json", json.dumps(entry))

    def remove_table(self, code: str) -> None:
        (self.tables_dir / f"{_checked(code)}.json").unlink(missing_ok=True)

    def tables(self) -> list[dict[str, Any]]:
        """Every saved table, each as written; one that cannot be read is named in
        ``unreadable``."""
        found = []
        for path in sorted(self.tables_dir.glob("*.json")):
            try:
                entry = read_json(path, limit=2 * SAVE_LIMIT, what="a saved table")
            except (OSError, InvalidInput) as err:
                self.unreadable.append(f"{path.name}: {err}")
                continue
            if isinstance(entry, dict):
                found.append(entry)
        return found

    def unrecorded(self) -> list[dict[str, Any]]:
        path = self.root / "unrecorded.json"
        if not path.exists():
            return []
        try:
            plays = read_json(path, limit=2 * SAVE_LIMIT, what="the unrecorded plays")
        except (OSError, InvalidInput):
            return []
        return [p for p in plays if isinstance(p, dict)] if isinstance(plays, list) else []

    def write_unrecorded(self, plays: list[dict[str, Any]]) -> None:
        write_atomic(self.root / "unrecorded.json", json.dumps(plays))


def _checked(code: str) -> str:
    if not _CODE.fullmatch(code):
        raise ValueError(f"not a table code: {code!r}")
    return code


__all__ = ["Store"]
