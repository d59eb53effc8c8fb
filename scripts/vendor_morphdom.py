"""Vendor ``morphdom`` (the DOM-morphing library the screen client uses) into the package.

    python scripts/vendor_morphdom.py            # write the files
    python scripts/vendor_morphdom.py --check    # say whether the shipped copy is that version

From the npm registry package ``morphdom`` (MIT), by ``npm pack``: its ES module
``dist/morphdom-esm.js`` becomes ``wordgames/screens/vendor/morphdom.js`` and its ``LICENSE``
``wordgames/screens/vendor/MORPHDOM-LICENSE.txt`` beside it. The screen client
(``wordgames.screens.client_js``) puts the file in front of ``client.js``, since an anywidget
module is one text with no imports of its own.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "wordgames" / "screens" / "vendor"
PACKAGE = "morphdom"
VERSION = "2.7.8"
FILES = {"package/dist/morphdom-esm.js": "morphdom.js", "package/LICENSE": "MORPHDOM-LICENSE.txt"}


def fetch() -> dict[str, bytes]:
    """The package's two files, by their names in the package folder."""
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(["npm", "pack", f"{PACKAGE}@{VERSION}", "--silent"], cwd=folder,
                       check=True, stdout=subprocess.DEVNULL)
        archive = Path(folder) / f"{PACKAGE}-{VERSION}.tgz"
        with tarfile.open(archive) as tar:
            out = {}
            for inside, name in FILES.items():
                member = tar.extractfile(inside)
                if member is None:
                    raise SystemExit(f"{PACKAGE} {VERSION} has no {inside}")
                out[name] = member.read()
    header = (f"// {PACKAGE} {VERSION} from the npm registry (MIT: MORPHDOM-LICENSE.txt beside "
              "this file),\n// vendored by scripts/vendor_morphdom.py: do not edit.\n").encode()
    out["morphdom.js"] = header + out["morphdom.js"]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args()
    files = fetch()
    if args.check:
        stale = [n for n, data in files.items() if not (VENDOR / n).is_file()
                 or (VENDOR / n).read_bytes() != data]
        print("up to date" if not stale else f"differs: {', '.join(stale)}")
        return 1 if stale else 0
    VENDOR.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (VENDOR / name).write_bytes(data)
        print(f"wrote {VENDOR / name} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
