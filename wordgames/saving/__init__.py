"""Saved games as files: the codec's JSON (:mod:`wordgames.saving.codec`) written whole or not at
all, and read back checked, naming the file and the field::

    save(state, "round.json")
    state = load("round.json")

The codec is the one format for values; what a file adds is its envelope (``{"format": ...,
"value": ...}``, :func:`wordgames.saving.codec.to_json`), a cap on its size and an atomic write
(:func:`wordgames.kit.files.write_atomic`, which every file the library writes goes through). The
codec's :func:`~wordgames.saving.codec.to_json` and :func:`~wordgames.saving.codec.from_json`
are here too, for those who save values as text.

>>> import tempfile, os
>>> from wordgames.kit.tiles import Tile
>>> with tempfile.TemporaryDirectory() as tmp:
...     save(Tile("QU", 10), os.path.join(tmp, "tile.json"))
...     load(os.path.join(tmp, "tile.json"))
Tile(face='QU', value=10)
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.files import read_bytes, save_atomic, size_text
from wordgames.saving.codec import FORMAT, MAX_BYTES, from_json, to_json


def save(obj: Any, path: str | os.PathLike[str]) -> None:
    """Write ``obj`` to the file ``path`` (whole or not at all: an old file stays until the new
    one is complete)."""
    text = to_json(obj, indent=1)
    if len(text) > MAX_BYTES:  # it could not be loaded back
        raise InvalidInput(f"this is {size_text(len(text))} saved; a save holds at most "
                           f"{size_text(MAX_BYTES)}")
    target = _path(path)
    save_atomic(target, text + "\n", source=str(path))


def load(path: str | os.PathLike[str], expected: type | None = None) -> Any:
    """The value saved in the file ``path`` (of the type ``expected``, if given);
    ``InvalidInput`` names the file and the field."""
    source = _path(path)
    try:
        data = read_bytes(source, limit=MAX_BYTES, what="a saved game")
    except OSError as err:
        raise InvalidInput(f"cannot read a saved game: {err.strerror or err}",
                           source=str(path)) from None
    try:
        return from_json(data, expected)
    except InvalidInput as err:
        raise InvalidInput(err.message, source=str(path), line=err.line, column=err.column) \
            from None


def _path(path: object) -> Path:
    if not isinstance(path, str | os.PathLike):
        raise InvalidInput(f"a file name is needed, not {type(path).__name__}")
    text = os.fspath(path)
    if not isinstance(text, str) or not text or "\0" in text:
        raise InvalidInput(f"not a usable file name: {text!r}")
    return Path(text)


__all__ = ["FORMAT", "MAX_BYTES", "from_json", "load", "save", "to_json"]
