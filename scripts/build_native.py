"""Compile the modules of ``wordgames.kit.native.COMPILED`` with mypyc, where that can be done.

Run by the Makefile before the notebooks, the app, the tests and the benchmarks; it does nothing
when every build is current (a build of each source as it is now). mypyc comes with mypy (in the
``notebooks`` and ``dev`` extras) and needs a C compiler and Python's headers, which a Debian
machine with python3-dev has. Where the build fails, the package runs from its sources: the same
games, simulated more slowly; with ``CI=true`` a failed build fails the run
(the tests would otherwise measure the sources and say nothing).

    python scripts/build_native.py            # build what is stale
    python scripts/build_native.py --force    # build again
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.kit import native  # noqa: E402  (the checkout's package, not an installed one)


def stale(name: str) -> bool:
    """Whether ``name`` has no current build beside its source.

    >>> stale("wordgames.wordstorm.search") == (not native.current("wordgames.wordstorm.search")
    ...     or not any(native.source_path("wordgames.wordstorm.search").parent.glob("search.*.so")))
    True
    """
    source = native.source_path(name)
    built = any(source.parent.glob(f"{source.stem}.*.so"))
    return not (built and native.current(name))


def build(name: str) -> None:
    """Compile one module in place; its digest is taken before, so an edit made meanwhile shows
    as stale."""
    source = native.source_path(name)
    digest = native.digest(source)
    with tempfile.TemporaryDirectory(prefix="mypyc-") as work:
        # mypyc builds in the working directory (its build/ and the extension modules, placed
        # by module name): a scratch one, so that the checkout's build/ (figures, screenshots)
        # is left alone. The module's name comes from the package around the source.
        out = Path(work).joinpath(*name.split(".")[:-1])
        out.mkdir(parents=True)
        # (The project's mypy settings are checked by `make test`; here only the third-party
        # packages without type information are let through, as pyproject.toml lets them.)
        run = subprocess.run([sys.executable, "-m", "mypyc", "--ignore-missing-imports",
                              str(source)], cwd=work, capture_output=True, text=True)
        built = sorted(out.glob("*.so"))
        if run.returncode != 0 or not built:
            tail = "\n".join((run.stdout + run.stderr).strip().splitlines()[-15:])
            raise RuntimeError(f"mypyc could not compile {source.relative_to(ROOT)}:\n{tail}")
        for path in built:
            shutil.copy2(path, source.parent / path.name)
    native.record_path(name).write_text(digest + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--force", action="store_true", help="build even when current")
    args = parser.parse_args()
    names = [n for n in native.COMPILED if args.force or stale(n)]
    if not names:
        return 0
    strict = os.environ.get("CI", "").lower() == "true"
    if shutil.which("cc") is None and shutil.which("gcc") is None:
        print("build_native: no C compiler: the searches run from their sources "
              "(apt-get install gcc python3-dev for quicker simulation)")
        return 1 if strict else 0
    try:
        import mypyc  # noqa: F401
    except ImportError:
        print("build_native: mypyc (part of mypy) is not installed: the searches run from their "
              "sources")
        return 1 if strict else 0
    for name in names:
        print(f"build_native: compiling {name} with mypyc (about 10 s)", flush=True)
        try:
            build(name)
        except RuntimeError as error:
            print(f"build_native: {error}\nThat search runs from its source.")
            return 1 if strict else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
