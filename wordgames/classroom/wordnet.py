"""WordNet 3.0 through nltk's reader, from Debian's ``wordnet-base``: never downloaded.

Two users: the build scripts (``scripts/build_categories.py``, ``scripts/build_definitions.py``)
read the database to make the shipped lists, and :func:`wordgames.classroom.define` asks it for
examples and synonyms when it is installed. No PyPI package ships WordNet's data, and nltk's
``wordnet`` corpus comes only from ``nltk.download`` (which wordgames never calls): so the route is
``apt-get install wordnet-base``, then copies of its files in a folder on ``nltk.data.path``
(nltk refuses corpus roots outside its data path, and links that leave it), plus the
``lexnames`` file that Debian leaves out. See ``docs/live-play.md``, "WordNet offline".

>>> LEXNAMES[:3], len(LEXNAMES)
(('adj.all', 'adj.pert', 'adv.all'), 45)
>>> lexnames_text().splitlines()[5]
'05\\tnoun.animal\\t1'
"""

from __future__ import annotations

import os
import shutil
import tempfile
import warnings
from functools import cache
from pathlib import Path
from typing import Any

#: Where Debian's ``wordnet-base`` puts the database, and its licence.
DEBIAN_WORDNET = Path("/usr/share/wordnet")
DEBIAN_COPYRIGHT = Path("/usr/share/doc/wordnet-base/copyright")
#: The name of WordNet's licence beside every list the project derives from it.
LICENCE_NAME = "WORDNET-LICENSE.txt"

#: The files nltk's reader opens. Debian leaves out ``lexnames`` (see LEXNAMES) and
#: ``index.sense`` (only needed for sense keys, which nothing here uses).
DATABASE_FILES = tuple(
    """
    data.noun data.verb data.adj data.adv index.noun index.verb index.adj index.adv
    noun.exc verb.exc adj.exc adv.exc cntlist.rev
    """.split()
)

#: WordNet 3.0's 45 lexicographer files in number order, as listed by lexnames(5WN). Debian does
#: not ship the ``lexnames`` file, but nltk's reader refuses to start without it.
LEXNAMES = tuple(
    """
    adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute
    noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group
    noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant
    noun.possession noun.process noun.quantity noun.relation noun.shape noun.state
    noun.substance noun.time verb.body verb.change verb.cognition verb.communication
    verb.competition verb.consumption verb.contact verb.creation verb.emotion verb.motion
    verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl
    """.split()
)
_POS_NUMBER = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}


def lexnames_text() -> str:
    """The ``lexnames`` file nltk expects: number, name and part-of-speech number per line."""
    return "".join(
        f"{n:02d}\t{name}\t{_POS_NUMBER[name.split('.')[0]]}\n" for n, name in enumerate(LEXNAMES)
    )


def debian_installed(source: Path = DEBIAN_WORDNET) -> bool:
    """Whether Debian's ``wordnet-base`` database is on this machine."""
    return all((source / name).is_file() for name in DATABASE_FILES)


def open_wordnet(source: Path, staging: Path) -> Any:
    """nltk's WordNet reader over a copy of the database in ``source`` made in ``staging``.

    A copy, not the folder itself, because nltk reads only from folders listed in
    ``nltk.data.path`` and needs a ``lexnames`` file that Debian leaves out; and copies, not
    symlinks, because nltk refuses to follow links. ``staging`` is created when missing and
    added to ``nltk.data.path``; files already there with the source's size are kept.
    """
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class DebianWordNet(WordNetCorpusReader):  # type: ignore[misc]
        def map_wn(self, version: str = "wordnet") -> None:
            # nltk maps synsets from its own downloaded WordNet 3.0 for multilingual data; this
            # database is WordNet 3.0 itself, and there is nothing (and nothing may be
            # downloaded) to map from.
            return None

    staging.mkdir(parents=True, exist_ok=True)
    for name in DATABASE_FILES:
        target = staging / name
        if not target.is_file() or target.stat().st_size != (source / name).stat().st_size:
            shutil.copyfile(source / name, target)
    (staging / "lexnames").write_text(lexnames_text(), encoding="ascii")
    if str(staging) not in nltk.data.path:
        nltk.data.path.append(str(staging))
    with warnings.catch_warnings():
        # "The multilingual functions are not available": expected, none are used.
        warnings.simplefilter("ignore", UserWarning)
        return DebianWordNet(str(staging), None)


def copy_licence(out_dir: Path) -> None:
    """Put WordNet's licence (Debian's copyright file for it) into ``out_dir``."""
    shutil.copyfile(DEBIAN_COPYRIGHT, out_dir / LICENCE_NAME)


def _cache_folder() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "wordgames" / "nltk_data" / "corpora" / "wordnet"


@cache
def installed_wordnet() -> Any | None:
    """A WordNet reader if this machine has one, else None (nothing is ever downloaded).

    nltk's own ``wordnet`` corpus (from an earlier ``nltk.download``) comes first; else Debian's
    ``wordnet-base``, copied once into the user's cache folder. None also when nltk is missing.
    """
    try:
        import nltk.corpus
    except ImportError:
        return None
    try:
        reader = nltk.corpus.wordnet
        reader.ensure_loaded()
        return reader
    except (LookupError, OSError):
        pass
    if not debian_installed():
        return None
    try:
        return open_wordnet(DEBIAN_WORDNET, _cache_folder())
    except OSError:  # an unwritable home: a private temporary folder instead
        return open_wordnet(DEBIAN_WORDNET, Path(tempfile.mkdtemp(prefix="wordgames-wordnet-")))


__all__ = [
    "DATABASE_FILES",
    "DEBIAN_COPYRIGHT",
    "DEBIAN_WORDNET",
    "LEXNAMES",
    "LICENCE_NAME",
    "copy_licence",
    "debian_installed",
    "installed_wordnet",
    "lexnames_text",
    "open_wordnet",
]
