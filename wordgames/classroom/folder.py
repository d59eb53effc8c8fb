"""The classroom folder: where a teacher's lists, exercises and the class's progress are kept.

The default is ``~/wordgames-classroom/``, whatever folder a notebook or the server runs in:
notebook 20 (the teacher's), notebook 21, :class:`~wordgames.classroom.Progress`, ``make lab``
and ``make app`` (the classroom server) all find the same one, so a teacher's exercise saved in
a notebook is in the server's lobby at once. The environment variable ``WORDGAMES_CLASSROOM``
or a path given to any function that takes ``folder`` chooses another (a shared folder on a
JupyterHub, say). Inside: ``lists/NAME.csv``, ``exercises/NAME.json``, ``progress.sqlite`` and
the server's files (``server/``, with ``server/address``: the lobby's address while a server
serves the folder, read by :func:`lobby_address`).

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as tmp:
...     classroom_folder(tmp).name == Path(tmp).name
True
>>> check_name("Week 3: animals")
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: 'Week 3: animals' cannot name a file: use letters, digits, ...
"""

from __future__ import annotations

import os
import re
import socket
import urllib.parse
from pathlib import Path

from wordgames.errors import InvalidInput

#: The environment variable that moves the default classroom folder.
ENVIRONMENT = "WORDGAMES_CLASSROOM"

#: The file, in the classroom folder, where a running classroom server keeps its lobby's address.
ADDRESS_FILE = Path("server") / "address"

#: What starts the classroom server, said to a teacher.
START_SERVER = "make app"
_NAME = re.compile(r"[\w][\w \-]{0,79}")


def classroom_folder(folder: str | Path | None = None, create: bool = True) -> Path:
    """The classroom folder: ``folder``, else ``$WORDGAMES_CLASSROOM``, else
    ``~/wordgames-classroom``; created when missing (unless ``create`` is False)."""
    if folder is None:
        folder = os.environ.get(ENVIRONMENT) or Path.home() / "wordgames-classroom"
    if not isinstance(folder, str | os.PathLike) or "\0" in os.fspath(folder):
        raise InvalidInput(f"the classroom folder is a path, not {folder!r}"[:200])
    path = Path(folder).expanduser()
    if path.exists() and not path.is_dir():
        raise InvalidInput(f"{str(path)!r} is a file, not a folder for the classroom")
    if create:
        _make(path, f"the classroom folder {str(path)!r}")
    return path


def classroom_subfolder(name: str, folder: str | Path | None = None) -> Path:
    """The classroom folder's ``name`` folder (``lists``, ``exercises``), made when missing."""
    path = classroom_folder(folder) / name
    _make(path, f"the folder {str(path)!r} for the classroom's {name}")
    return path


def _make(path: Path, what: str) -> None:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as err:  # a read-only place, a file in the way, or /proc (no folders)
        raise InvalidInput(f"cannot make {what} ({err.strerror or err}): use a folder you can "
                           "write to") from None


def lobby_address(folder: str | Path | None = None) -> str | None:
    """The address of the lobby of the classroom server that serves ``folder`` now (its
    ``server/address``, when a server answers there), else None."""
    path = classroom_folder(folder, create=False) / ADDRESS_FILE
    try:
        with path.open(encoding="utf-8") as file:
            address = file.read(500).strip()
    except (OSError, UnicodeDecodeError):
        return None
    parts = urllib.parse.urlsplit(address)
    if parts.scheme != "http" or not parts.hostname or parts.port is None:
        return None
    try:  # a server that stopped without a word (a crash, a power cut) left its address
        with socket.create_connection((parts.hostname, parts.port), timeout=0.5):
            pass
    except OSError:
        return None
    return address


def where(folder: str | Path | None = None) -> str:
    """Where the classroom is, in a teacher's words: the folder, and the lobby's address when
    a classroom server serves it (else how to start one).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     print(where(tmp).replace(tmp, "FOLDER"))
    The classroom folder: FOLDER
    No classroom server serves it now: make app starts one (it says the lobby's address).
    """
    path = classroom_folder(folder, create=False)
    text = f"The classroom folder: {path}"
    address = lobby_address(path)
    if address is None:
        return (f"{text}\nNo classroom server serves it now: {START_SERVER} starts one (it says "
                "the lobby's address).")
    return (f"{text}\nThe lobby (students open it; your exercises saved here are listed "
            f"there): {address}")


def check_name(name: object) -> str:
    """A name for a saved list or exercise, checked: it becomes a file name."""
    if not isinstance(name, str) or not _NAME.fullmatch(name.strip()):
        raise InvalidInput(
            f"{name!r} cannot name a file: use letters, digits, spaces, '-' and '_'"
        )
    return name.strip()


def saved_names(folder: Path, suffix: str) -> list[str]:
    """The names of the files ending in ``suffix`` in ``folder``, sorted; none if it is missing."""
    if not folder.is_dir():
        return []
    return sorted(p.name[: -len(suffix)] for p in folder.iterdir() if p.name.endswith(suffix))


__all__ = ["ADDRESS_FILE", "ENVIRONMENT", "START_SERVER", "check_name", "classroom_folder",
           "classroom_subfolder", "lobby_address", "saved_names", "where"]
