"""The classroom folder: where a teacher's lists, exercises and the class's progress are kept.

The default is ``~/wordgames-classroom/``; the environment variable ``WORDGAMES_CLASSROOM``
or a path given to any function that takes ``folder`` chooses another (a shared folder on a
JupyterHub, say). Inside: ``lists/NAME.csv``, ``exercises/NAME.json`` and ``progress.sqlite``.

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
from pathlib import Path

from wordgames.errors import InvalidInput

#: The environment variable that moves the default classroom folder.
ENVIRONMENT = "WORDGAMES_CLASSROOM"
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


__all__ = ["ENVIRONMENT", "check_name", "classroom_folder", "classroom_subfolder", "saved_names"]
