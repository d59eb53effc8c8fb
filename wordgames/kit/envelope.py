"""Saved formats of their own, one way: a kind and a version around the format's fields, read
from a regular file of at most a cap (:mod:`wordgames.kit.files`) and written whole or not at all.

The games' values (states, rounds, matches) go through the codec (:mod:`wordgames.saving.codec`);
the files a person keeps beside them (an exercise, a design variant, a Word Storm board, a
tile set, a bag inside an old save) each have an :class:`Envelope`: ``{"format":
"<kind>/<version>", ...its fields}``. Older versions are upgraded one step at a time as they
load, so every file ever written still reads; a newer one is refused saying so.

>>> NOTE = Envelope("wordgames.note", 2, "a note", limit=1000,
...                 upgrades={1: lambda body, path: {**body, "size": 12}})
>>> NOTE.dumps({"text": "hi", "size": 10})
'{\\n "format": "wordgames.note/2",\\n "text": "hi",\\n "size": 10\\n}\\n'
>>> NOTE.loads('{"format": "wordgames.note/1", "text": "hi"}')
{'text': 'hi', 'size': 12}
>>> NOTE.loads('{"format": "wordgames.note/3", "text": "hi"}')
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: format: 'wordgames.note/3' was saved by a newer wordgames; \
this one reads 'wordgames.note/2'
>>> saved_field({"text": 3}, "text", str, "note")
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: note.text: text is needed, not the number 3
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any, TypeVar

from wordgames.errors import InvalidInput
from wordgames.kit.files import parse_json, read_bytes, save_atomic, size_text

T = TypeVar("T")
#: A step from one version's fields to the next's (given where the value is, for a message).
Upgrade = Callable[[dict[str, Any], str], dict[str, Any]]

_NAMES: dict[type, str] = {str: "text", int: "a whole number", float: "a number",
                           bool: "true or false", list: "a list", dict: "an object"}


def kind_of(value: object) -> str:
    """What a JSON value is, for a message.

    >>> kind_of(True), kind_of([1]), kind_of("x")
    ('the boolean true', 'a list', "the string 'x'")
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the string {value[:40]!r}" + ("..." if len(value) > 40 else "")
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


@dataclass(frozen=True)
class Envelope:
    """One saved format: ``kind`` (``"wordgames.exercise"``) at ``version``, ``what`` it is
    for a person (``"an exercise"``), the most a file of it may hold (``limit`` bytes), and
    ``upgrades[v]`` turning version ``v``'s fields into version ``v + 1``'s. ``unversioned``:
    the version of a file with no ``format`` (tile sets were saved without one); ``indent``:
    how the text is laid out (``None``: on one line, for a file no person reads)."""

    kind: str
    version: int
    what: str
    limit: int
    upgrades: Mapping[int, Upgrade] = dataclass_field(default_factory=dict)
    unversioned: int | None = None
    indent: int | None = 1

    @property
    def format(self) -> str:
        """What files of this version say they are: ``"<kind>/<version>"``."""
        return f"{self.kind}/{self.version}"

    def seal(self, fields: Mapping[str, Any]) -> dict[str, Any]:
        """``fields`` in today's envelope (plain JSON data)."""
        return {"format": self.format, **fields}

    def dumps(self, fields: Mapping[str, Any]) -> str:
        """``fields`` in today's envelope as JSON text, refused if it could not be read back."""
        text = json.dumps(self.seal(fields), indent=self.indent, ensure_ascii=False,
                          allow_nan=False) + "\n"
        if len(text.encode("utf-8")) > self.limit:
            raise InvalidInput(f"this is {size_text(len(text.encode('utf-8')))} saved; "
                               f"{self.what} holds at most {size_text(self.limit)}")
        return text

    def open(self, data: Any, where: str | None = None) -> dict[str, Any]:
        """The fields of ``data`` (a parsed file of any version), in today's version;
        ``where``: the path of the value inside a larger one (``state.bag``), for messages."""
        version = self.version_of(data, where)
        body = {k: v for k, v in data.items() if k != "format"}
        while version < self.version:
            upgrade = self.upgrades.get(version)
            if upgrade is None:
                raise InvalidInput(f"{where + '.format' if where else 'format'}: "
                                   f"{data.get('format')!r} is not read any more; this "
                                   f"wordgames reads {self.format!r}")
            body = upgrade(body, where or self.kind.rsplit(".", 1)[-1])
            version += 1
        return body

    def version_of(self, data: Any, where: str | None = None) -> int:
        """The version ``data`` (a parsed file) was saved at, or ``InvalidInput`` if it is not
        of this kind or is newer than this wordgames reads."""
        if not isinstance(data, dict):
            at = f"{where}: " if where else ""
            raise InvalidInput(f"{at}{self.what} is a JSON object with a 'format', not "
                               f"{kind_of(data)}")
        fmt = data.get("format")
        if fmt is None and self.unversioned is not None:
            return self.unversioned
        return self._version(fmt, f"{where}.format" if where else "format")

    def _version(self, fmt: object, at: str) -> int:
        prefix = f"{self.kind}/"
        number = fmt[len(prefix):] if isinstance(fmt, str) and fmt.startswith(prefix) else ""
        if not (number.isascii() and number.isdigit()):
            raise InvalidInput(f"{at}: not {self.what} ({self.format!r} expected, not "
                               f"{kind_of(fmt)})")
        version = int(number)
        if version > self.version:
            raise InvalidInput(f"{at}: {fmt!r} was saved by a newer wordgames; this one reads "
                               f"{self.format!r}")
        return version

    def loads(self, text: str | bytes) -> dict[str, Any]:
        """The fields saved in ``text``, in today's version."""
        if not isinstance(text, str | bytes | bytearray):
            raise InvalidInput(f"{self.what} is JSON text, not {type(text).__name__}")
        if len(text) > self.limit:
            raise InvalidInput(f"this is {size_text(len(text))}; {self.what} holds at most "
                               f"{size_text(self.limit)}")
        return self.open(parse_json(text, what=self.what))

    def read(self, path: str | os.PathLike[str],
             check: Callable[[dict[str, Any]], T] | None = None) -> Any:
        """The fields saved in the regular file ``path`` (or what ``check`` makes of them);
        ``InvalidInput`` names the file, and the field."""
        name = os.fspath(path)
        try:
            data = read_bytes(name, limit=self.limit, what=self.what)
        except OSError as err:
            raise InvalidInput(f"cannot read {self.what}: {err.strerror or err}",
                               source=name) from None
        try:
            body = self.open(parse_json(data, what=self.what))
            return body if check is None else check(body)
        except InvalidInput as err:
            if err.source is not None:
                raise
            raise InvalidInput(err.message, source=name, line=err.line,
                               column=err.column) from None

    def write(self, path: str | os.PathLike[str], fields: Mapping[str, Any]) -> Path:
        """Write ``fields`` in today's envelope to ``path``, whole or not at all."""
        return save_atomic(path, self.dumps(fields), what=self.what)


def same_fields(body: dict[str, Any], where: str) -> dict[str, Any]:
    """The upgrade of a version whose fields read as the next version's do (the next one only
    allows more: a field of a new kind, a default the reader gives)."""
    return body


def saved_field(body: Mapping[str, Any], name: str, kind: type | tuple[type, ...], where: str,
          *, default: Any = ..., optional: bool = False) -> Any:
    """The field ``name`` of a saved ``where`` (``"exercise"``), of the JSON type ``kind``
    (``int`` refuses booleans); ``default`` if it is missing (an error if none is given);
    ``optional``: null is allowed too."""
    if name not in body:
        if default is ...:
            raise InvalidInput(f"{where}.{name}: missing")
        return default
    value = body[name]
    if value is None and optional:
        return value
    check(value, kind, f"{where}.{name}")
    return value


def check(value: Any, kind: type | tuple[type, ...], path: str) -> None:
    """``value`` is of the JSON type ``kind`` (``int`` refuses booleans), or ``InvalidInput``
    names ``path``."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    fits = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
    if not fits:
        wanted = " or ".join(_NAMES.get(k, k.__name__) for k in kinds)
        raise InvalidInput(f"{path}: {wanted} is needed, not {kind_of(value)}")


def texts(value: Any, path: str) -> tuple[str, ...]:
    """A list of texts, each checked."""
    check(value, list, path)
    for i, item in enumerate(value):
        check(item, str, f"{path}[{i}]")
    return tuple(value)


def text_table(value: Any, path: str) -> dict[str, str]:
    """An object of texts (word -> definition), each checked."""
    if value is None:
        return {}
    check(value, dict, path)
    for key, item in value.items():
        check(item, str, f"{path}[{key!r}]")
    return dict(value)


def unknown(body: Mapping[str, Any], known: frozenset[str] | set[str], where: str) -> None:
    """No field of ``body`` but the ``known`` ones."""
    extra = sorted(set(body) - set(known))
    if extra:
        raise InvalidInput(f"{where}.{extra[0]}: unknown field of {where.split('.')[0]!r} "
                           f"(it has {', '.join(sorted(known))})")


__all__ = ["Envelope", "check", "kind_of", "same_fields", "saved_field", "text_table", "texts",
           "unknown"]
