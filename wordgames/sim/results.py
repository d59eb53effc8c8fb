"""Saving simulated frames with their parameters and the package version, and loading them back.

A run is saved as ``NAME.csv`` or ``NAME.parquet``, one row per player per round of each game.
The CSV file is plain (``pandas.read_csv("NAME.csv")`` reads it as it is, in any spreadsheet
too); its parameters, the package version and which columns belong to the game sit beside it in
``NAME.json``. A Parquet file keeps the same in its schema metadata. Files of the first format (a
CSV whose first line is a ``# {json}`` comment) still load.
"""

from __future__ import annotations

import importlib.util
import json
import os
import tempfile
from pathlib import Path
from typing import Any

import pandas as pd

from wordgames.errors import InvalidInput
from wordgames.kit.envelope import Envelope, same_fields
from wordgames.kit.files import check_replaceable, regular_file, write_atomic

RESULTS_DIR = Path("data") / "results"
#: The largest results file read (pandas holds it all in memory): a million rounds and more.
MAX_BYTES = 2_000_000_000
#: A run's parameters, the package version and its game's columns: the sidecar of a CSV file,
#: the schema metadata of a Parquet one. Version 1 put them on a ``# {json}`` comment line
#: at the top of the CSV (a Parquet file of version 1 is laid out as today's).
RESULTS_META = Envelope("wordgames-results", 2, "a results file's metadata", 10_000_000,
                        upgrades={1: same_fields}, indent=2)


def results_path(path: str | Path) -> Path:
    """Where :func:`save_results` writes ``path``: a bare file name (no folder in it, not even
    ``./``) goes under ``data/results/`` (the project's place for runs); any other path is
    taken as it is, ``./run.csv`` in the current folder.

    >>> results_path("run.csv").as_posix(), results_path("out/run.csv").as_posix()
    ('data/results/run.csv', 'out/run.csv')
    >>> results_path("./run.csv") == Path.cwd() / "run.csv"
    True
    """
    if not isinstance(path, str | Path):
        raise InvalidInput(f"a results file is a path, not {type(path).__name__}")
    text = str(path)
    if "\0" in text:
        raise InvalidInput(f"{text!r}: a file name cannot hold a NUL character")
    if isinstance(path, str) and path.startswith("./"):
        # Path("./run.csv") forgets the "./": say the current folder the only way that stays.
        return Path.cwd() / path[2:]
    plain = Path(path)
    if plain.parent == Path(".") and not plain.is_absolute():
        return RESULTS_DIR / plain
    return plain


def writable_results_path(path: str | Path) -> Path:
    """The file :func:`save_results` would write for ``path``, checked before a run: an
    unknown extension, a folder, or a place that cannot be written raise ``InvalidInput``,
    so that a long simulation is not lost at the end. Nothing is created.

    >>> writable_results_path("run.txt")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: data/results/run.txt: results are saved as .csv or ... (not .txt)
    """
    target = results_path(path)
    if str(path).endswith(("/", os.sep)) or target.is_dir():
        raise InvalidInput(f"{target}: is a folder; give a file name ending in .csv or .parquet")
    if target.suffix not in (".csv", ".parquet"):
        got = f"not {target.suffix}" if target.suffix else "no extension given"
        raise InvalidInput(f"{target}: results are saved as .csv or .parquet ({got})")
    if target.suffix == ".parquet" and importlib.util.find_spec("pyarrow") is None:
        raise InvalidInput(f"{target}: saving .parquet needs pyarrow (pip install pyarrow), "
                           "or save as .csv")
    folder = target.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        raise InvalidInput(f"{target}: cannot be written, {folder} is a file, not a folder")
    try:
        # Write access is only known by trying (os.access says yes to root on a read-only disk).
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".wordgames-probe-"):
            pass
    except OSError as err:
        raise InvalidInput(f"{target}: cannot be written ({err.strerror or err})") from None
    for existing in (target, target.with_suffix(".json") if target.suffix == ".csv" else None):
        if existing is not None and existing.is_dir():
            raise InvalidInput(f"{target}: cannot be written, {existing} is a folder")
        if existing is not None:
            check_replaceable(existing, "results")
        if existing is not None and existing.exists() and not os.access(existing, os.W_OK):
            raise InvalidInput(f"{target}: cannot be written, {existing} is read-only")
    return target


def save_results(frame: pd.DataFrame, path: str | Path) -> Path:
    """Write a frame from :func:`simulate` or :func:`sweep`, with its parameters.

    Where it goes: see :func:`results_path` (a bare file name goes under ``data/results/``).
    A ``.csv`` file gets its parameters in a ``.json`` file of the same name beside it.
    """
    if not isinstance(frame, pd.DataFrame):
        raise InvalidInput(f"save_results saves a DataFrame, not {type(frame).__name__}")
    path = writable_results_path(path)
    try:
        return _write(frame, path)
    except OSError as err:
        raise InvalidInput(f"{path}: could not be written ({err.strerror or err})") from None


def _write(frame: pd.DataFrame, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    # A parameter JSON cannot hold (a path, a numpy number) is kept as its text.
    meta = json.loads(json.dumps({
        "params": frame.attrs.get("params", {}),
        "interrupted": frame.attrs.get("interrupted", ""),
        "game_columns": frame.attrs.get("game_columns", []),
    }, default=str))
    plain = pd.DataFrame(frame)
    plain.attrs = {}
    if path.suffix == ".csv":
        write_atomic(path, plain.to_csv(index=False))
        RESULTS_META.write(path.with_suffix(".json"),
                           {**meta, "data": path.name, "rows": len(plain)})
    else:
        import pyarrow as pa
        import pyarrow.parquet as pq

        table = pa.Table.from_pandas(plain, preserve_index=False)
        merged = {**(table.schema.metadata or {}),
                  b"wordgames": json.dumps(RESULTS_META.seal(meta)).encode()}
        data = pa.BufferOutputStream()
        pq.write_table(table.replace_schema_metadata(merged), data)
        write_atomic(path, data.getvalue().to_pybytes())
    return path


def load_results(path: str | Path) -> pd.DataFrame:
    """Read a saved run; a file that is not ours or is damaged raises ``InvalidInput``."""
    path = Path(path)
    frame, meta = _read_one(path)
    frame.attrs["game_columns"] = meta.get("game_columns", [])
    frame.attrs["params"] = meta.get("params", {})
    frame.attrs["interrupted"] = meta.get("interrupted", "")
    return frame


def _read_one(path: Path) -> tuple[pd.DataFrame, dict[str, Any]]:
    if not path.exists():
        raise InvalidInput(f"{path}: no such results file")
    try:
        regular_file(path, what="a results file", limit=MAX_BYTES)
        if path.suffix == ".csv":
            with path.open(encoding="utf-8") as src:
                first = src.readline()
                if first.startswith("# "):  # the first format: parameters on a comment line
                    meta = json.loads(first[2:])
                    return pd.read_csv(src), _checked(path, meta)
            sidecar = path.with_suffix(".json")
            if not sidecar.exists():
                raise InvalidInput(
                    f"{path}: not a wordgames results file (no {sidecar.name} beside it)"
                )
            meta = RESULTS_META.read(sidecar)
            frame = pd.read_csv(path)
            return frame, meta
        elif path.suffix == ".parquet":
            import pyarrow.parquet as pq

            table = pq.read_table(path)
            raw = (table.schema.metadata or {}).get(b"wordgames")
            if raw is None:
                raise InvalidInput(f"{path}: not a wordgames results file (no metadata)")
            meta = json.loads(raw)
            frame = table.to_pandas()
        else:
            raise InvalidInput(f"{path}: results are .csv or .parquet files")
    except InvalidInput:
        raise
    except (ValueError, OSError, UnicodeDecodeError, pd.errors.ParserError) as err:
        raise InvalidInput(f"{path}: corrupt results file ({err})") from None
    except Exception as err:  # pyarrow raises its own error types for damaged files
        raise InvalidInput(f"{path}: corrupt results file ({type(err).__name__}: {err})") from None
    return frame, _checked(path, meta)


def _checked(path: Path, meta: Any) -> dict[str, Any]:
    """The fields of ``meta`` (a CSV's comment line or a Parquet file's metadata)."""
    try:
        return RESULTS_META.open(meta)
    except InvalidInput as err:
        raise InvalidInput(f"{path}: not a wordgames results file ({err.message})") from None
