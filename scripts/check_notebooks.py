"""Check that committed notebooks carry no outputs and match their py:percent twins.

    python scripts/check_notebooks.py          # exit 1 with a list of problems
    python scripts/check_notebooks.py --fix    # strip outputs and re-sync the twins
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import jupytext

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def problems(fix: bool) -> list[str]:
    found = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        data = json.loads(path.read_text(encoding="utf-8"))
        dirty = [
            i for i, cell in enumerate(data["cells"])
            if cell.get("outputs") or cell.get("execution_count") is not None
        ]
        twin = path.with_suffix(".py")
        notebook = jupytext.read(path)
        script = jupytext.writes(notebook, fmt="py:percent")
        stale = not twin.exists() or twin.read_text(encoding="utf-8") != script
        if fix:
            for cell in data["cells"]:
                if cell["cell_type"] == "code":
                    cell["outputs"], cell["execution_count"] = [], None
            path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            twin.write_text(script, encoding="utf-8")
            continue
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
