"""Check that committed notebooks carry no outputs and match their py:percent twins.

    python scripts/check_notebooks.py          # exit 1 with a list of problems
    python scripts/check_notebooks.py --fix    # re-sync each pair from its newer file, no outputs

The notebooks live in ``notebooks/``, their twins in ``scripts/notebooks/`` (``jupytext.toml``
pairs them), so JupyterLab's file browser shows each notebook once. Edit either file of a pair:
``--fix`` takes the one changed last as the source.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import jupytext

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
TWINS = ROOT / "scripts" / "notebooks"


KERNEL = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def twin_of(notebook: Path) -> Path:
    """The py:percent script paired with a notebook."""
    return TWINS / notebook.with_suffix(".py").name


def notebook_of(script: Path) -> Path:
    """The notebook paired with a py:percent script."""
    return NOTEBOOKS / script.with_suffix(".ipynb").name


def sync(path: Path) -> None:
    """Rewrite the older file of a pair from the newer one, without outputs."""
    twin = twin_of(path)
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
    twin.parent.mkdir(parents=True, exist_ok=True)
    twin.write_text(jupytext.writes(notebook, fmt="py:percent"), encoding="utf-8")


def problems(fix: bool) -> list[str]:
    found = []
    for stray in sorted(NOTEBOOKS.glob("*.py")):
        if fix:  # a twin written beside its notebook (an older jupytext.toml): move it
            TWINS.mkdir(parents=True, exist_ok=True)
            stray.replace(TWINS / stray.name)
        else:
            found.append(f"{stray.name}: twins belong in {TWINS.relative_to(ROOT)}/, not "
                         "notebooks/ (run with --fix to move it)")
    for script in sorted(TWINS.glob("*.py")):
        if not notebook_of(script).exists():
            if fix:
                notebook = jupytext.read(script)
                notebook.metadata["kernelspec"] = KERNEL
                jupytext.write(notebook, notebook_of(script))
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
        twin = twin_of(path)
        script = jupytext.writes(jupytext.read(path), fmt="py:percent")
        stale = not twin.exists() or twin.read_text(encoding="utf-8") != script
        if dirty:
            found.append(f"{path.name}: cells {dirty} have outputs (run with --fix)")
        if stale:
            found.append(f"{path.name}: {twin.relative_to(ROOT)} is missing or out of sync "
                         "(run with --fix)")
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
