"""Check that committed notebooks carry no outputs and match their py:percent twins.

    python scripts/check_notebooks.py          # exit 1 with a list of problems
    python scripts/check_notebooks.py --fix    # re-sync each pair from its newer file, no outputs

Edit either file of a pair: ``--fix`` takes the one changed last as the source.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import jupytext

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


KERNEL = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def sync(path: Path) -> None:
    """Rewrite the older file of a pair from the newer one, without outputs."""
    twin = path.with_suffix(".py")
    in_sync = twin.exists() and twin.read_text(encoding="utf-8") == jupytext.writes(
        jupytext.read(path), fmt="py:percent"
    )
    # An untouched pair is left alone: rewriting from the script would renumber the cell ids.
    newer_script = twin.exists() and twin.stat().st_mtime > path.stat().st_mtime
    source = twin if newer_script and not in_sync else path
    notebook = jupytext.read(source)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    notebook.metadata["kernelspec"] = KERNEL
    jupytext.write(notebook, path)
    twin.write_text(jupytext.writes(notebook, fmt="py:percent"), encoding="utf-8")


def problems(fix: bool) -> list[str]:
    found = []
    for script in sorted(NOTEBOOKS.glob("*.py")):
        if not script.with_suffix(".ipynb").exists():
            if fix:
                jupytext.write(jupytext.read(script), script.with_suffix(".ipynb"))
            else:
                found.append(f"{script.name}: no paired notebook (run with --fix)")
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        if fix:
            sync(path)
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        dirty = [
            i for i, cell in enumerate(data["cells"])
            if cell.get("outputs") or cell.get("execution_count") is not None
        ]
        twin = path.with_suffix(".py")
        script = jupytext.writes(jupytext.read(path), fmt="py:percent")
        stale = not twin.exists() or twin.read_text(encoding="utf-8") != script
        if dirty:
            found.append(f"{path.name}: cells {dirty} have outputs (run with --fix)")
        if stale:
            found.append(f"{path.name}: {twin.name} is missing or out of sync (run with --fix)")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fix", action="store_true")
    found = problems(parser.parse_args().fix)
    for line in found:
        print(line, file=sys.stderr)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
