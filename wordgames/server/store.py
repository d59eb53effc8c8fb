"""The server's files in the classroom folder: table snapshots, its secrets, unrecorded plays.

Everything lives under ``FOLDER/server/``: ``tables/CODE.json`` (one per table, written whole
to a temporary file and moved into place, so that a crash leaves the old snapshot or the new
one, never half of one), ``secret`` (signs the seat cookies, so that people keep their seats
across restarts), ``teacher-key`` and ``unrecorded.json`` (plays the progress database has not
taken yet). A page never names any of these files.

They are checked when the server starts, each fault said in a sentence
(:class:`~wordgames.errors.InvalidInput`, never a traceback): a file where a folder belongs, a
folder or a binary file where a key belongs, a classroom folder the server cannot write to.
An empty key file is replaced with a new key and said so in :attr:`Store.notes`: a blank
teacher's key is never taken (``/teacher?key=`` would open the teacher's page to anyone).

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
import stat
import sys
from pathlib import Path
from typing import Any

from wordgames.classroom.folder import classroom_folder
from wordgames.errors import InvalidInput
from wordgames.kit.files import read_bytes, read_json, write_atomic
from wordgames.play.table_saving import SAVE_LIMIT

_CODE = re.compile(r"[A-Z0-9]{4,8}")

#: What a teacher's key may be: it goes in an address (``/teacher?key=...``).
_KEY = re.compile(r"[A-Za-z0-9_-]{8,200}")

#: The shortest secret that signs cookies.
_SECRET_LEAST = 16


class Store:
    """The server's files under ``folder/server`` (see the module docstring)."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = classroom_folder(folder)
        self.root = self.folder / "server"
        self.tables_dir = self.root / "tables"
        #: saved tables that could not be read, with why (the teacher's page shows them)
        self.unreadable: list[str] = []
        #: what was found wrong and mended at start, in sentences (the server prints them)
        self.notes: list[str] = []
        self._check_folders()

    def _check_folders(self) -> None:
        """Make ``server/tables`` and try writing in it: a file in the way, or a folder the
        server cannot write to, is said now rather than at the first save."""
        for path, what in ((self.root, "the server's folder"),
                           (self.tables_dir, "the folder of the saved tables")):
            if (path.is_symlink() or path.exists()) and not path.is_dir():
                raise InvalidInput(f"{str(path)!r} should be {what}, but it is "
                                   f"{_kind(path)}: move it out of the classroom folder, then "
                                   "start the server again")
        try:
            self.tables_dir.mkdir(parents=True, exist_ok=True)
            probe = write_atomic(self.tables_dir / ".can-write", "")
            probe.unlink()
        except OSError as err:
            raise InvalidInput(f"the server cannot write in the classroom folder "
                               f"{str(self.folder)!r} ({err.strerror or err}): it saves the "
                               "tables there. Choose a folder you can write to with "
                               "--classroom") from None

    def _private(self, name: str, make: int, what: str) -> str:
        """A secret kept in a file only the server's user may read, made on first use; an
        empty one is made again (and said in :attr:`notes`); a damaged one is refused."""
        path = self.root / name
        if path.exists() or path.is_symlink():
            value = self._read_private(path, what)
            if value:
                return value
            self.notes.append(f"The file {str(path)!r} was empty (it should hold {what}): a "
                              "new one is made and kept there.")
        value = secrets.token_urlsafe(make)
        try:
            write_atomic(path, value)
            if sys.platform != "win32":
                os.chmod(path, 0o600)
        except OSError as err:
            raise InvalidInput(f"cannot keep {what} in {str(path)!r} ({err.strerror or err}): "
                               "choose a classroom folder you can write to") from None
        return value

    @staticmethod
    def _read_private(path: Path, what: str) -> str:
        """The key in ``path`` ("" when blank), or why it cannot be one."""
        again = (f"Delete {str(path)!r} (a new {what} is made at start), then start the "
                 "server again")
        if not path.is_file():
            raise InvalidInput(f"{str(path)!r} should be a file holding {what}, but it is "
                               f"{_kind(path)}. {again}")
        try:
            raw = read_bytes(path, limit=4096, what=what)
        except OSError as err:
            raise InvalidInput(f"cannot read {what} in {str(path)!r} "
                               f"({err.strerror or err}). {again}") from None
        except InvalidInput:
            raise InvalidInput(f"{str(path)!r} is too large to hold {what}. {again}") from None
        try:
            value = raw.decode("utf-8").strip()
        except UnicodeDecodeError:
            value = "\0"
        if not value:
            return ""
        if not value.isprintable() or "\0" in value:
            raise InvalidInput(f"{str(path)!r} holds binary data, not {what}. {again}")
        if what == "the teacher's key" and not _KEY.fullmatch(value):
            raise InvalidInput(f"{str(path)!r} holds no usable teacher's key: a key is 8 to 200 "
                               f"letters, digits, '-' or '_'. {again}")
        if len(value) < _SECRET_LEAST and what != "the teacher's key":
            raise InvalidInput(f"{str(path)!r} holds too short a secret to sign the seats' "
                               f"cookies (at least {_SECRET_LEAST} characters). {again}")
        return value

    def secret(self) -> str:
        """The key that signs the seat and teacher cookies."""
        return self._private("secret", 32, "the secret that signs the seats' cookies")

    def teacher_key(self) -> str:
        """The teacher's key (the same across restarts, so the teacher's cookie stays good)."""
        return self._private("teacher-key", 9, "the teacher's key")

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


def _kind(path: Path) -> str:
    """What is at ``path``, in words: "a folder", "a file", "a broken link"..."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return "a broken link" if path.is_symlink() else "missing"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISREG(mode):
        return "a file"
    return "a special file (a pipe, a socket or a device)"


def _checked(code: str) -> str:
    if not _CODE.fullmatch(code):
        raise ValueError(f"not a table code: {code!r}")
    return code


__all__ = ["Store"]
