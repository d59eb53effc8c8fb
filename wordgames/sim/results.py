"""Saving simulated frames with their parameters and the package version, and loading them back.

A run is saved as ``NAME.csv`` or ``NAME.parquet``, one row per player per game. A CSV file's
first line is a comment holding the parameters (and which columns belong to the game) as JSON; a
Parquet file keeps the same in its schema metadata.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd

from wordgames.errors import InvalidInput

MAGIC = "wordgames-results/1"
RESULTS_DIR = Path("data") / "results"


def save_results(frame: pd.DataFrame, path: str | Path) -> Path:
    """Write a frame from :func:`simulate` or :func:`sweep`, with its parameters.

    A bare file name goes under ``data/results/`` (the project's place for runs).
    """
    path = Path(path)
    if path.parent == Path("."):
        path = RESULTS_DIR / path
    if path.suffix not in (".csv", ".parquet"):
        raise InvalidInput(f"{path}: results are saved as .csv or .parquet")
    path.parent.mkdir(parents=True, exist_ok=True)
    meta = {
        "format": MAGIC,
        "params": frame.attrs.get("params", {}),
        "interrupted": frame.attrs.get("interrupted", ""),
        "game_columns": frame.attrs.get("game_columns", []),
    }
    plain = pd.DataFrame(frame)
    plain.attrs = {}
    if path.suffix == ".csv":
        with path.open("w", encoding="utf-8", newline="") as out:
            out.write("# " + json.dumps(meta, default=str) + "\n")
            plain.to_csv(out, index=False)
    else:
        import pyarrow as pa
        import pyarrow.parquet as pq

        table = pa.Table.from_pandas(plain, preserve_index=False)
        merged = {**(table.schema.metadata or {}), b"wordgames": json.dumps(meta).encode()}
        pq.write_table(table.replace_schema_metadata(merged), path)
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
        if path.suffix == ".csv":
            with path.open(encoding="utf-8") as src:
                first = src.readline()
                if not first.startswith("# "):
                    raise InvalidInput(f"{path}: not a wordgames results file (no header line)")
                meta = json.loads(first[2:])
                frame = pd.read_csv(src)
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
    if not isinstance(meta, dict) or meta.get("format") != MAGIC:
        raise InvalidInput(f"{path}: not a wordgames results file (format {MAGIC!r} expected)")
    return frame, meta
