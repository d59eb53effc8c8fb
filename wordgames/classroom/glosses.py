"""English glosses of Spanish words, for learners: FreeDict's Spanish-English dictionary.

Shipped with the package (``wordgames/data/definitions/glosses-es.tsv.xz``, built by
``scripts/build_glosses_es.py`` from Debian's ``dict-freedict-spa-eng`` and
``dict-freedict-eng-spa``, GPL-2+, ``FREEDICT-COPYRIGHT.txt`` beside it). Every word of the
Spanish dictionary that is a form of a glossed headword finds it (``perros``: perro, dog), by
its spelling with or without accents.

>>> spanish_glosses("perros")
[('perro', ['dog'])]
>>> [head for head, _ in spanish_glosses("el")], spanish_glosses("xyz")
(['el', 'él'], [])
"""

from __future__ import annotations

import lzma
from dataclasses import dataclass
from functools import cache
from importlib import resources

from wordgames.lexicon import fold_accents


@dataclass(frozen=True)
class _Glosses:
    by_headword: dict[str, list[str]]  # headword (with accents) -> English glosses
    headwords: dict[str, tuple[str, ...]]  # word as the tiles spell it -> its headwords


@cache
def _data() -> _Glosses:
    folder = resources.files("wordgames") / "data" / "definitions"
    text = lzma.decompress((folder / "glosses-es.tsv.xz").read_bytes()).decode("utf-8")
    by_headword: dict[str, list[str]] = {}
    headwords: dict[str, tuple[str, ...]] = {}
    section = ""
    for line in text.splitlines():
        if line.startswith("#") or not line:
            continue
        if line.startswith("@"):
            section = line
            continue
        key, _, value = line.partition("\t")
        if section == "@gloss":
            by_headword[key] = value.split("; ")
        else:
            headwords[key] = tuple(value.split(","))
    return _Glosses(by_headword, headwords)


def spanish_glosses(word: str) -> list[tuple[str, list[str]]]:
    """(headword, English glosses) for each dictionary entry ``word`` is a form of, the word's
    own entry first; empty when FreeDict has none."""
    data = _data()
    heads = data.headwords.get(fold_accents(word.strip().lower()), ())
    return [(head, data.by_headword[head]) for head in heads if head in data.by_headword]


__all__ = ["spanish_glosses"]
