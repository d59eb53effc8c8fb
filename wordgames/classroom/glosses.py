"""English glosses of Spanish words for learners: ours for the commonest, Apertium's for the rest.

Shipped with the package (``wordgames/data/definitions/glosses-es.tsv.xz``, built by
``scripts/build_glosses_es.py`` from this project's ``scripts/data/glosses-es-core.tsv`` and
Debian's ``apertium-eng-spa``, GPL-2, ``APERTIUM-ENG-SPA-COPYRIGHT.txt`` beside it). Every word
of the Spanish dictionary finds the entries it is a form of (``perros``: perro, dog), by its
spelling with or without accents; a feminine word with a meaning of its own is its own entry
(``niña``: girl), and a word the tiles spell two ways (``te`` and ``té``) keeps both.

>>> spanish_glosses("perros")
[('perro', ['dog'])]
>>> [head for head, _ in spanish_glosses("el")], spanish_glosses("xyz")
(['el', 'él'], [])
>>> spanish_line("NIÑA"), spanish_line("te")
('NIÑA: girl', 'TE: you; TÉ: tea')
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
    #: word as the tiles spell it -> its spellings with accents, commonest first, each with the
    #: headwords it is a form of (its own first)
    spellings: dict[str, tuple[tuple[str, tuple[str, ...]], ...]]


@cache
def _data() -> _Glosses:
    folder = resources.files("wordgames") / "data" / "definitions"
    text = lzma.decompress((folder / "glosses-es.tsv.xz").read_bytes()).decode("utf-8")
    by_headword: dict[str, list[str]] = {}
    spellings: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}
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
            spellings[key] = tuple(
                (spelling, tuple(heads.split(",")))
                for spelling, _, heads in (part.partition("=") for part in value.split("|"))
            )
    return _Glosses(by_headword, spellings)


def spanish_spellings(word: str) -> list[tuple[str, list[tuple[str, list[str]]]]]:
    """Each spelling of ``word`` with accents (commonest first) with its entries' (headword,
    English glosses), its own entry first; empty when none has a gloss.

    >>> [spelling for spelling, _ in spanish_spellings("se")]
    ['se', 'sé']
    """
    data = _data()
    found = []
    for spelling, heads in data.spellings.get(fold_accents(word.strip().lower()), ()):
        entries = [(h, data.by_headword[h]) for h in heads if h in data.by_headword]
        if entries:
            found.append((spelling, entries))
    return found


def spanish_glosses(word: str) -> list[tuple[str, list[str]]]:
    """(headword, English glosses) for each dictionary entry ``word`` is a form of, whatever
    its accents, the commonest spelling's own entry first; empty when there is none."""
    seen: dict[str, list[str]] = {}
    for _, entries in spanish_spellings(word):
        for head, glosses in entries:
            seen.setdefault(head, glosses)
    return list(seen.items())


#: How many spellings and glosses the one line on a play screen shows.
LINE_SPELLINGS = 3
LINE_GLOSSES = 2


def spanish_line(word: str) -> str | None:
    """The line a learner reads on a play screen after making ``word``: the word in capitals
    as it is written (its accents: the tiles have none), with its entry when that is another
    word, and the commonest glosses; for a word the tiles spell two ways (TE, TÉ), each
    spelling with its first gloss, the commonest spelling first (MÁS before MAS, CRÍTICO
    "critical" before CRITICO "I criticise": the tiles' plain spelling first showed the rarer
    word's meaning). None when there is no gloss.

    >>> spanish_line("perros"), spanish_line("tengo"), spanish_line("cafe")
    ('PERROS (perro): dog', 'TENGO: I have (from tener)', 'CAFÉ: coffee')
    >>> spanish_line("mas")
    'MÁS: more; MAS: but'
    """
    found = spanish_spellings(fold_accents(word.strip().lower()))[:LINE_SPELLINGS]
    if not found:
        return None
    parts = []
    for spelling, entries in found:
        head, glosses = entries[0]
        shown = spelling.upper() if head == spelling else f"{spelling.upper()} ({head})"
        said = glosses[:LINE_GLOSSES] if len(found) == 1 else glosses[:1]
        parts.append(f"{shown}: {'; '.join(said)}")
    return "; ".join(parts)


__all__ = ["spanish_glosses", "spanish_line", "spanish_spellings"]
