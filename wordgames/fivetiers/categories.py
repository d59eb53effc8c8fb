"""Subject words: the bundled categories (Foods, Clothing, House Objects, Animals...).

Rulebook, Advanced Play: "introduce a subject category at the start of a round (e.g., Foods,
Clothing, or House Objects). Players earn bonus points for creating words related to the chosen
category". The lists live in ``wordgames/data/categories/``, one file per category, built from
WordNet by ``scripts/build_categories.py``.

>>> len(categories()), categories()[:4]
(12, ('Animals', 'Body', 'Clothing', 'Colours'))
>>> in_category("pears", "Foods"), in_category("cherries", "foods"), in_category("pear", "Clothing")
(True, True, False)
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from wordgames.errors import InvalidInput
from wordgames.kit.validate import shown

_FILE_NAME = re.compile(r"[a-z_]+\.txt")


@cache
def _lists() -> dict[str, frozenset[str]]:
    folder = resources.files("wordgames") / "data" / "categories"
    out: dict[str, frozenset[str]] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        # Categories are lowercase names; the folder also holds WORDNET-LICENSE.txt.
        if not _FILE_NAME.fullmatch(entry.name):
            continue
        name = entry.name[: -len(".txt")].replace("_", " ").title()
        lines = entry.read_text(encoding="utf-8").splitlines()
        out[name] = frozenset(
            line.strip().lower() for line in lines if line.strip() and not line.startswith("#")
        )
    return out


def categories() -> tuple[str, ...]:
    """The names of the bundled categories, sorted."""
    return tuple(_lists())


def category_words(name: str) -> frozenset[str]:
    """The words of a category (singular forms), by name, case-insensitively.

    >>> "spoon" in category_words("house objects")
    True
    >>> category_words("Planets")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: no category 'Planets'; there are Animals, Body, Clothing, ...
    """
    for known, words in _lists().items():
        if known.lower() == name.strip().lower():
            return words
    raise InvalidInput(f"no category {shown(name)}; there are {', '.join(categories())}")


def _singulars(word: str) -> tuple[str, ...]:
    """The word and the singulars it may be the plural of (cats, dishes, cherries, knives)."""
    forms = [word]
    if word.endswith("ies"):
        forms.append(word[:-3] + "y")
    if word.endswith("ves"):
        forms += [word[:-3] + "f", word[:-3] + "fe"]
    if word.endswith("es"):
        forms.append(word[:-2])
    if word.endswith("s"):
        forms.append(word[:-1])
    return tuple(forms)


def in_category(word: str, name: str) -> bool:
    """Whether ``word`` (or the singular of it) belongs to the category ``name``."""
    words = category_words(name)
    return any(form in words for form in _singulars(word.lower()))


__all__ = ["categories", "category_words", "in_category"]
