"""Saving simulated frames with their parameters and the package version, and loading them back.

A run is saved as ``NAME.csv`` or ``NAME.parquet``, one row per player per round of each game.
The CSV file is plain (``pandas.read_csv("NAME.csv")`` reads it as it is, in any spreadsheet
too); its parameters, the package version and which columns belong to the game sit beside it in
``NAME.json``. A Parquet file keeps the same in its schema metadata. Files of the first format (a
CSV whose first line is a ``# {json}`` comment) still load.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd

from wordgames.errors import InvalidInput

MAGIC = "wordgames-results/2"
#: The first format: the parameters as a comment on the CSV's first line.
OLD_MAGIC = "wordgames-results/1"
RESULTS_DIR = Path("data") / "results"


def save_results(frame: pd.DataFrame, path: str | Path) -> Path:
    """Write a frame from :func:`simulate` or :func:`sweep`, with its parameters.

    A bare file name goes under ``data/results/`` (the project's place for runs). A ``.csv``
    file gets its parameters in a ``.json`` file of the same name beside it.
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
        plain.to_csv(path, index=False)
        sidecar = {**meta, "data": path.name, "rows": len(plain)}
        path.with_suffix(".json").write_text(
            json.dumps(sidecar, indent=2, default=str) + "\n", encoding="utf-8"
        )
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
                if first.startswith("# "):  # the first format: parameters on a comment line
                    meta = json.loads(first[2:])
                    frame = pd.read_csv(src)
                    return frame, _checked(path, meta)
            sidecar = path.with_suffix(".json")
            if not sidecar.exists():
                raise InvalidInput(
                    f"{path}: not a wordgames results file (no {sidecar.name} beside it)"
                )
            meta = json.loads(sidecar.read_text(encoding="utf-8"))
            frame = pd.read_csv(path)
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
    # Parquet files written in the first format carry its name; their layout is unchanged.
    if not isinstance(meta, dict) or meta.get("format") not in (MAGIC, OLD_MAGIC):
        raise InvalidInput(f"{path}: not a wordgames results file (format {MAGIC!r} expected)")
    return meta
