"""Move the package root's modules into the subpackages that show its shape, and rewrite every
reference to them, as often as it is run: a second run changes nothing.

The root of ``wordgames/`` keeps the package's front (``__init__``, ``__main__``) and its errors;
what a game is built from goes to ``wordgames/kit/``, playing a match to ``wordgames/play/`` and
the saved-game codec to ``wordgames/saving/`` (the old ``saving.py`` becomes that package's
``__init__.py``, so ``wordgames.saving`` keeps its name and its ``save``/``load``).

Code written against the old paths (on another branch, say) is brought along by running this
again after the merge: each file still at its old place is ``git mv``-ed, then every reference
``wordgames.<old>`` (imports, ``from wordgames import <old>``, strings such as mock.patch
targets, ``wordgames/<old>.py`` paths in prose) in the repository's Python files, notebooks and
their py:percent pairs, docs, README, pyproject.toml and Makefile is rewritten to the new module.
A saved format's kind (``"wordgames.table/1"``) is a name, not a module path: it is left alone.
Last, ``ruff --select I --fix`` sorts the imports of the files it changed (when ruff is there).

    python scripts/move_modules.py           # move and rewrite; prints what changed
    python scripts/move_modules.py --check   # exit 1 when something is still to move or rewrite
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

#: Old module -> new module. A module named on both sides alike keeps its name (``saving``).
MOVES: dict[str, str] = {
    # kit: what a game is built from (imports only the errors, the lexicon and each other)
    "wordgames.validate": "wordgames.kit.validate",
    "wordgames.names": "wordgames.kit.names",
    "wordgames.lookalike": "wordgames.kit.lookalike",
    "wordgames.files": "wordgames.kit.files",
    "wordgames.envelope": "wordgames.kit.envelope",
    "wordgames.once": "wordgames.kit.once",
    "wordgames.seeding": "wordgames.kit.seeding",
    "wordgames.native": "wordgames.kit.native",
    "wordgames.tiles": "wordgames.kit.tiles",
    "wordgames.protocol": "wordgames.kit.protocol",
    "wordgames.match": "wordgames.kit.match",
    "wordgames.messages": "wordgames.kit.messages",
    "wordgames.solvability": "wordgames.kit.solvability",
    "wordgames.agents": "wordgames.kit.agents",
    "wordgames.rulewords": "wordgames.kit.rulewords",
    # saving: the codec every game registers its values with, and saved games as files
    "wordgames.saving": "wordgames.saving",
    "wordgames.codec": "wordgames.saving.codec",
    # play: a match and what plays it
    "wordgames.table": "wordgames.play.table",
    "wordgames.table_saving": "wordgames.play.table_saving",
    "wordgames.table_seats": "wordgames.play.table_seats",
    "wordgames.table_round": "wordgames.play.table_round",
    "wordgames.table_driver": "wordgames.play.table_driver",
    "wordgames.table_extras": "wordgames.play.table_extras",
    "wordgames.runner": "wordgames.play.runner",
    "wordgames.clock": "wordgames.play.clock",
    "wordgames.presets": "wordgames.play.presets",
    "wordgames.hints": "wordgames.play.hints",
    "wordgames.scripted": "wordgames.play.scripted",
    "wordgames.plainwords": "wordgames.play.plainwords",
    "wordgames.warm": "wordgames.play.warm",
}

#: The new packages' ``__init__.py`` when there is none (``saving``'s is the old ``saving.py``).
PACKAGE_DOCS: dict[str, str] = {
    "wordgames.kit": "What a game is built from: checks of input, tiles, the game protocol "
                     "(``Engine``, ``GameInfo``),\nthe envelope of saved files, seeds, and what "
                     "bots and rules share.\n",
    "wordgames.play": "Playing a match: the table (seats, rounds, the live or simulated clock), "
                      "the runner's\nshared step, levels of play, hints, and warming the games' "
                      "indexes ahead.\n",
}

#: Files whose text is rewritten: by suffix, by name, and never under these folders.
SUFFIXES = (".py", ".pyi", ".md", ".ipynb", ".toml", ".cfg", ".ini", ".txt", ".yml", ".yaml",
            ".rst", ".js", ".html")
NAMES = ("Makefile",)
SKIP_UNDER = (".venv/", "build/")
#: Data (test fixtures, word lists, saved samples whose format kinds look like module paths).
SKIP_FOLDER = "data"

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().relative_to(ROOT).as_posix()


def _path(module: str, package: bool = False) -> Path:
    """``wordgames.kit.tiles`` -> ``wordgames/kit/tiles.py`` (a package: its ``__init__.py``)."""
    parts = module.split(".")
    return Path(*parts, "__init__.py") if package else Path(*parts[:-1], parts[-1] + ".py")


def _new_path(old: str) -> Path:
    new = MOVES[old]
    return _path(new, package=new == old)


# -- moving the files -----------------------------------------------------------------------------

def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout


def move_files(dry: bool) -> list[str]:
    """``git mv`` each module still at its old place; create the new packages' ``__init__``."""
    done = []
    for package, doc in PACKAGE_DOCS.items():
        init = ROOT / _path(package, package=True)
        if not init.exists():
            done.append(f"create {init.relative_to(ROOT)}")
            if not dry:
                init.parent.mkdir(parents=True, exist_ok=True)
                init.write_text(f'"""{doc}"""\n', encoding="utf-8")
                _git("add", str(init.relative_to(ROOT)))
    for old in MOVES:
        source, target = ROOT / _path(old), ROOT / _new_path(old)
        if not source.exists():
            continue
        if target.exists():
            raise SystemExit(f"both {source.relative_to(ROOT)} and {target.relative_to(ROOT)} "
                             "exist: merge the old one's changes into the new one by hand, "
                             "delete the old one and run again")
        done.append(f"move {source.relative_to(ROOT)} -> {target.relative_to(ROOT)}")
        if not dry:
            target.parent.mkdir(parents=True, exist_ok=True)
            tracked = _git("ls-files", "--", str(source.relative_to(ROOT))).strip()
            if tracked:
                _git("mv", str(source.relative_to(ROOT)), str(target.relative_to(ROOT)))
            else:
                source.rename(target)
    return done


# -- rewriting the references ---------------------------------------------------------------------

_RENAMED = {old: new for old, new in MOVES.items() if old != new}
_SHORT = {old.split(".", 1)[1]: new for old, new in _RENAMED.items()}
_ALTERNATIVES = "|".join(sorted((re.escape(s) for s in _SHORT), key=len, reverse=True))
#: Moved modules whose name the package's front also gives to something else: ``wordgames.warm``
#: is the function ``warm`` (``from wordgames.play.warm import warm`` in ``__init__``), so a
#: reference is the module's only when a name of it follows, it is imported, or ``:mod:`` says so.
FRONT = ("warm",)
_MODULE_BEFORE = re.compile(r"(?:\bfrom |\bimport |:mod:`~?)$")


#: ``wordgames.table`` (not ``wordgames.table_saving``, ``ui.wordgames.table`` nor the saved
#: format ``wordgames.table/1``).
_DOTTED = re.compile(rf"(?<![\w.])wordgames\.({_ALTERNATIVES})(?![\w/])")
def _dotted(match: re.Match[str]) -> str:
    short, text = match[1], match.string
    if short in FRONT and not (
            re.match(r"\.\w", text[match.end():match.end() + 2])
            or _MODULE_BEFORE.search(text[max(0, match.start() - 8):match.start()])):
        return match[0]
    return _SHORT[short]


#: ``wordgames/table.py`` in prose and comments (``saving.py`` too: it became a package).
_FILE = re.compile(r"(?<![\w./])wordgames/("
                   + "|".join(sorted((re.escape(m.split(".", 1)[1]) for m in MOVES),
                                     key=len, reverse=True))
                   + r")\.py\b")
#: ``from wordgames import a, b as c`` on one line or in parentheses over several.
_FROM = re.compile(r"^(?P<indent>[ \t]*(?:>>> |\.\.\. )?)"
                   r"from wordgames import (?P<names>\([^)]*\)|[^\n#]*?)"
                   r"(?P<tail>[ \t]*(?:#[^\n]*)?)$", re.MULTILINE)


def _from_import(match: re.Match[str]) -> str:
    """``from wordgames import GAMES, table`` -> the names left at the root, and a line for
    each new package (``from wordgames.play import table``)."""
    listed = re.sub(r"#[^\n]*", "", match["names"]).strip("()").replace("\n", " ")
    names = [n.strip() for n in listed.split(",")]
    names = [n for n in names if n]
    # ``from wordgames import warm`` is the front's function, not the module: it stays.
    if not any(n.split(" as ")[0].strip() in _SHORT.keys() - FRONT for n in names):
        return match.group(0)
    stay: list[str] = []
    moved: dict[str, list[str]] = {}
    for name in names:
        short = name.split(" as ")[0].strip()
        if short in _SHORT and short not in FRONT:
            parent, leaf = _SHORT[short].rsplit(".", 1)
            moved.setdefault(parent, []).append(leaf + name[len(short):])
        else:
            stay.append(name)
    indent, tail = match["indent"], match["tail"]
    lines = [f"{indent}from wordgames import {', '.join(stay)}"] if stay else []
    lines += [f"{indent}from {parent} import {', '.join(leaves)}"
              for parent, leaves in moved.items()]
    lines[0] += tail
    return "\n".join(lines)


def rewrite_text(text: str) -> str:
    """Every reference to a moved module in ``text`` made to its new one (``from wordgames
    import`` lines too, in Python files, doctests and the code blocks of prose)."""
    text = _FROM.sub(_from_import, text)
    text = _DOTTED.sub(_dotted, text)
    return _FILE.sub(lambda m: _new_path(f"wordgames.{m[1]}").as_posix(), text)


def rewrite_notebook(text: str) -> str:
    """A notebook's cells rewritten, its JSON written back as Jupyter writes it."""
    notebook = json.loads(text)
    changed = False
    for cell in notebook.get("cells", []):
        source = "".join(cell.get("source", []))
        new = rewrite_text(source)
        if new != source:
            cell["source"] = new.splitlines(keepends=True)
            changed = True
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n" if changed else text


def _files() -> list[Path]:
    listed = _git("ls-files", "-co", "--exclude-standard").splitlines()
    found = []
    for name in sorted(set(listed)):
        path = ROOT / name
        if (name == HERE or name.startswith(SKIP_UNDER) or SKIP_FOLDER in Path(name).parts[:-1]
                or not path.is_file()
                or not (name.endswith(SUFFIXES) or path.name in NAMES)):
            continue
        found.append(path)
    return found


def rewrite_files(dry: bool) -> list[Path]:
    """Rewrite every file that names a moved module; the files changed."""
    changed = []
    for path in _files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # not text this script could have written
        new = rewrite_notebook(text) if path.suffix == ".ipynb" else rewrite_text(text)
        if new != text:
            changed.append(path)
            if not dry:
                path.write_text(new, encoding="utf-8")
    return changed


def sort_imports(paths: list[Path]) -> None:
    """Sort the imports of the rewritten Python files as the project's ruff settings want."""
    python = [str(p) for p in paths if p.suffix == ".py"]
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if not python or ruff is None:
        return
    subprocess.run([ruff, "check", "--quiet", "--select", "I", "--fix", *python], cwd=ROOT,
                   check=False)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when something is still to move or rewrite")
    args = parser.parse_args()
    moves = move_files(dry=args.check)
    if args.check and moves:
        print("\n".join(moves))
        return 1
    changed = rewrite_files(dry=args.check)
    for line in moves:
        print(line)
    for path in changed:
        print(f"{'to rewrite' if args.check else 'rewrote'} {path.relative_to(ROOT)}")
    if args.check:
        return 1 if changed else 0
    sort_imports(changed)
    print(f"{len(moves)} moves, {len(changed)} files rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
