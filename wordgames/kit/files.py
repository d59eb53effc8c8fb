"""Reading a file a person names, safely: only a regular file, and never more than a cap;
and writing one whole or not at all (:func:`write_atomic`).

Every file the library reads (word lists, dictionaries, saved games, exercises, tile sets and
boards, results, progress) comes through here. ``stat`` cannot be trusted for size alone:
``/dev/zero`` says 0 bytes and never ends, and a named pipe (FIFO) blocks whoever opens it until
something writes. So a file is read only if it is a regular file, it is opened without blocking
(a FIFO swapped in after the check is seen by ``fstat`` on the open file, not waited on), and at
most ``limit + 1`` bytes are read whatever its size says.

>>> import tempfile, os
>>> with tempfile.TemporaryDirectory() as tmp:
...     path = os.path.join(tmp, "words.txt")
...     _ = open(path, "w").write("cat\\ndog\\n")
...     read_text(path, limit=100, what="a word list")
'cat\\ndog\\n'
>>> read_bytes("/dev/zero", limit=100, what="a word list")
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: /dev/zero: a word list is read from a regular file; this is a \
device
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from wordgames.errors import InvalidInput

#: How much is read at a time: the cap is checked between reads.
_CHUNK = 1 << 20


def size_text(size: int) -> str:
    """A number of bytes for a person: ``5 MB``, ``12.7 MB``, ``200 kB``.

    >>> size_text(5_000_000), size_text(12_700_000), size_text(200_000), size_text(12)
    ('5 MB', '12.7 MB', '200 kB', '12 bytes')
    """
    for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if size >= scale:
            return f"{size / scale:.1f}".removesuffix(".0") + f" {unit}"
    return f"{size} bytes"


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _checked(path: str, info: os.stat_result, limit: int | None, what: str) -> None:
    if stat.S_ISDIR(info.st_mode):
        # Callers already answer OSError with their own words ("... is a folder").
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), path)
    if not stat.S_ISREG(info.st_mode):
        raise InvalidInput(f"{what} is read from a regular file; this is {_kind(info.st_mode)}",
                           source=path)
    if limit is not None and info.st_size > limit:
        raise InvalidInput(f"the file is {size_text(info.st_size)}; {what} is at most "
                           f"{size_text(limit)}", source=path)


def _name(path: object, what: str) -> str:
    """The text of a path, or ``InvalidInput``: no file's name holds a NUL (``os.stat`` says
    "embedded null byte" as a ValueError), and a path is text or a ``Path``."""
    if not isinstance(path, str | os.PathLike):
        raise InvalidInput(f"{what} is read from a file named by its path, not "
                           f"{type(path).__name__}")
    name = os.fspath(path)
    if not isinstance(name, str):
        raise InvalidInput(f"{what} is read from a file named by its path as text, not bytes")
    if "\0" in name:
        raise InvalidInput(f"the path {name!r} has a NUL character: no file has one"[:300])
    return name


def regular_file(path: str | os.PathLike[str], *, what: str, limit: int | None = None) -> Path:
    """``path`` if it names a regular file (of at most ``limit`` bytes if given), for readers
    that open it themselves (SQLite, pandas); ``InvalidInput`` if it is a pipe, a device or too
    large; ``OSError`` as ``os.stat`` raises it (no such file, a folder, no permission).

    >>> regular_file("/dev/null", what="a progress file")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: /dev/null: a progress file is read from a regular file; this \
is a device
    """
    name = _name(path, what)
    _checked(name, os.stat(name), limit, what)
    return Path(name)


def read_bytes(path: str | os.PathLike[str], *, limit: int, what: str) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    ``what`` names the file for a person ("a saved game"). A pipe, a device, a socket, or a
    file over the cap (by its size, or by what reading it gives) raises ``InvalidInput`` naming
    the file and the cap; ``OSError`` is raised as opening raises it (no such file, a folder,
    no permission), for the caller to word.
    """
    name = _name(path, what)
    _checked(name, os.stat(name), limit, what)
    # O_NONBLOCK: a FIFO put in the file's place since the check must not block the open.
    handle = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(
        os, "O_CLOEXEC", 0))
    try:
        _checked(name, os.fstat(handle), limit, what)
        chunks: list[bytes] = []
        held = 0
        while held <= limit:
            chunk = os.read(handle, min(_CHUNK, limit + 1 - held))
            if not chunk:
                break
            chunks.append(chunk)
            held += len(chunk)
    finally:
        os.close(handle)
    if held > limit:  # it grew since the check
        raise InvalidInput(f"the file holds more than {size_text(limit)}; {what} is at most "
                           f"{size_text(limit)}", source=name)
    return b"".join(chunks)


def read_text(path: str | os.PathLike[str], *, limit: int, what: str,
              encoding: str = "utf-8") -> str:
    """The text of the regular file ``path``, as :func:`read_bytes` reads it;
    ``UnicodeDecodeError`` if it is not ``encoding``."""
    return read_bytes(path, limit=limit, what=what).decode(encoding)


def read_json(path: str | os.PathLike[str], *, limit: int, what: str) -> Any:
    """The JSON value in the regular file ``path``, read as :func:`read_bytes` reads it; text
    that is not UTF-8 JSON raises ``InvalidInput`` naming the file (and the line)."""
    name = os.fspath(path)
    return parse_json(read_bytes(name, limit=limit, what=what), what=what, source=name)


def parse_json(text: str | bytes, *, what: str, source: str | None = None) -> Any:
    """The JSON value of ``text`` (UTF-8 if bytes); ``InvalidInput`` names ``what`` it should
    be, the ``source`` if given, and the line of a syntax error.

    >>> parse_json('{"a": [1,', what="an exercise")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: line 1, column 10: an exercise must be JSON: Expecting value
    """
    try:
        if isinstance(text, bytes | bytearray):
            text = bytes(text).decode("utf-8")
        # Notepad's byte-order mark starts the text it saves: no part of the JSON.
        return json.loads(text.removeprefix("\ufeff"), object_pairs_hook=_once_each)
    except _Twice as err:
        raise InvalidInput(f"{what} must be JSON with each key once in an object: "
                           f"{shown_key(err.key)} appears twice", source=source) from None
    except UnicodeDecodeError as err:
        raise InvalidInput(f"{what} must be UTF-8 text: byte {err.start} is not",
                           source=source) from None
    except json.JSONDecodeError as err:
        raise InvalidInput(f"{what} must be JSON: {err.msg}", source=source, line=err.lineno,
                           column=err.colno) from None
    except RecursionError:
        raise InvalidInput(f"{what} nests too deeply", source=source) from None
    except ValueError as err:  # a number of more than 4300 digits
        raise InvalidInput(f"{what} must be JSON: {err}"[:200], source=source) from None


def umask() -> int:
    """The process's umask, read without changing it where the system says it (Linux's
    ``/proc/self/status``: setting and restoring it races with other threads' files)."""
    with contextlib.suppress(OSError, ValueError), \
            open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def shared_mode(folder: str | os.PathLike[str]) -> int:
    """The permissions of a file saved for others to read in ``folder``: what the umask
    allows a new file (as an editor would write it), and read and write for the group and
    the others wherever the folder itself gives them (a classroom folder shared with the
    server's account on a JupyterHub, whatever the teacher's umask). A private folder keeps
    its files private.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     os.chmod(tmp, 0o770)
    ...     oct(shared_mode(tmp) & 0o060)
    '0o60'
    """
    mode = 0o666 & ~umask()
    with contextlib.suppress(OSError):
        mode |= os.stat(folder).st_mode & 0o066
    return mode


def check_replaceable(path: str | os.PathLike[str], what: str = "a file") -> None:
    """Nothing at ``path``, a regular file or a folder (which replacing refuses on its own),
    else ``InvalidInput``: a save never puts a file in the place of a named pipe, a socket or
    a device (another program's, or the machine's own: as root, even ``/dev/null``).

    >>> check_replaceable("/dev/null", "results")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: /dev/null: results are saved as a regular file; this is a
    device, which a save does not replace
    """
    try:
        info = os.stat(path)
    except (OSError, ValueError):  # nothing there (or a name no file has): the write says
        return
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISDIR(info.st_mode)):
        raise InvalidInput(f"{what} {'is' if what == 'a file' else 'are'} saved as a regular "
                           f"file; this is {_kind(info.st_mode)}, which a save does not "
                           f"replace", source=os.fspath(path))


class _Twice(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


def _once_each(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are each given once (Python's reader keeps the last silently)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Twice(key)
        out[key] = value
    return out


def shown_key(key: str) -> str:
    """A key for a message, cut short."""
    return repr(key) if len(key) <= 40 else repr(key[:37] + "...")


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *,
                 encoding: str = "utf-8", shared: bool = False) -> Path:
    """Write ``data`` to ``path`` whole or not at all: it goes to a new file beside ``path``
    (flushed to the disk) that then replaces it, so a reader (or
    a crash, even of the machine) never sees half a file and an old file stays until the new
    one is complete. A named pipe, socket or device there is refused (``InvalidInput``), not
    replaced. ``OSError`` is the caller's to put in its words. The file is its owner's alone (a
    secret, a seat token), unless ``shared``: then its permissions are :func:`shared_mode`'s.

    >>> import tempfile, os
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     path = write_atomic(os.path.join(tmp, "a.json"), "{}")
    ...     path.read_text(), os.listdir(tmp)
    ('{}', ['a.json'])
    """
    name = os.fspath(path)
    if isinstance(name, str) and "\0" in name:
        raise InvalidInput(f"the path {name!r} has a NUL character: no file has one"[:300])
    target = Path(path)
    check_replaceable(target)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.",
                                         suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data.encode(encoding) if isinstance(data, str) else data)
            out.flush()
            os.fsync(out.fileno())
            if shared and hasattr(os, "fchmod"):
                os.fchmod(out.fileno(), shared_mode(target.parent))
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return target


def save_atomic(path: str | os.PathLike[str], data: str | bytes, *, what: str = "",
                source: str | None = None) -> Path:
    """:func:`write_atomic` of a file for people (a word list, an exercise, a saved game),
    readable as the folder's other files are (:func:`shared_mode`: a server running as
    another account reads a teacher's exercises); a place that cannot take the file said as
    ``InvalidInput``: "cannot save ``what`` here: why" (``source``: the file as the person
    named it).

    >>> save_atomic("/proc/a.json", "{}", what="a list")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: /proc/a.json: cannot save a list here: No such file or directory
    """
    try:
        return write_atomic(path, data, shared=True)
    except OSError as err:
        where = f"{what} here" if what else "here"
        raise InvalidInput(f"cannot save {where}: {err.strerror or err}",
                           source=os.fspath(path) if source is None else source) from None


__all__ = ["check_replaceable", "parse_json", "read_bytes", "read_json", "read_text",
           "regular_file", "save_atomic", "shared_mode", "size_text", "umask", "write_atomic"]
