"""The rule variants a set-up screen offers, read from a game's ``Rules`` (its fields, types and
the rulebook's words in its docstring).

Pure Python (no widgets): the set-up (:mod:`wordgames.ui.setup`) shows :func:`rule_options`
and parses what the person typed with :meth:`RuleOption.parse`: a bad value raises
``InvalidInput`` with a message naming the option, so nothing starts half-configured.

>>> from wordgames.myword import Rules
>>> [o.name for o in rule_options(Rules)][:2]
['min_cards', 'seconds_per_card']
>>> rule_options(Rules)[0].help[:47]
'"Words must be formed using three or more cards'
"""

from __future__ import annotations

import dataclasses
import math
import re
import types
import typing
from dataclasses import dataclass
from typing import Any, Literal

from wordgames.errors import InvalidInput

#: Rules fields that are not variants a teacher picks at the table (the dictionary has its own
#: section: ``word_list``).
HIDDEN = frozenset({"min_players", "max_players", "tileset", "board", "teams", "categories",
                    "word_list"})

#: How to type the values of the kinds that are not a number or a tick.
TYPING = {"words": "words separated by commas", "pairs": "cards:points pairs, as 4:1, 5:2, 6:3"}

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]*)*")


@dataclass(frozen=True)
class RuleOption:
    """One rule variant: its field, kind (``int``, ``float``, ``bool``, ``choice``, ``words``: a
    set of words, ``pairs``: whole-number pairs), default, whether it may be left empty (None),
    the choices, and the rulebook's wording.

    >>> sorted(RuleOption("accept", "words", frozenset(), False, (), "").parse("Y'all, ain't"))
    ["ain't", "y'all"]
    >>> RuleOption("bonus", "pairs", (), False, (), "").parse("4:1, 5:2")
    ((4, 1), (5, 2))
    >>> RuleOption("bonus", "pairs", (), False, (), "").shown(((4, 1), (5, 2)))
    '4:1, 5:2'
    """

    name: str
    kind: str
    default: Any
    optional: bool
    choices: tuple[str, ...]
    help: str

    @property
    def label(self) -> str:
        return self.name.replace("_", " ")

    def parse(self, raw: object) -> Any:
        """The value for what the person entered (text from a box, a bool from a checkbox)."""
        if self.kind == "bool":
            if not isinstance(raw, bool):
                raise InvalidInput(f"{self.label}: tick or untick it, not {raw!r}")
            return raw
        text = "" if raw is None else str(raw).strip()
        if self.kind == "words":
            return frozenset(self._items(text, self._word))
        if self.kind == "pairs":
            return tuple(self._items(text, self._pair))
        if self.kind == "choice":
            if text not in self.choices:
                raise InvalidInput(f"{self.label}: choose one of {', '.join(self.choices)}")
            return text
        if text == "" or text.lower() == "none":
            if self.optional:
                return None
            raise InvalidInput(f"{self.label}: a number is needed")
        try:
            value = float(text) if self.kind == "float" else int(text)
        except ValueError:
            what = "a number" if self.kind == "float" else "a whole number"
            raise InvalidInput(f"{self.label}: {text!r} is not {what}") from None
        if isinstance(value, float) and not math.isfinite(value):
            raise InvalidInput(f"{self.label}: {text!r} is not a finite number")
        return value

    def _items(self, text: str, parse: Any) -> list[Any]:
        return [parse(item) for item in re.split(r"[,;\s]+", text) if item]

    def _word(self, item: str) -> str:
        if not _WORD.fullmatch(item):
            raise InvalidInput(f"{self.label}: {item!r} is not a word (letters, and an "
                               "apostrophe inside)")
        return item.lower()

    def _pair(self, item: str) -> tuple[int, int]:
        first, colon, second = item.partition(":")
        if not (colon and first.isdigit() and second.isdigit()):
            raise InvalidInput(f"{self.label}: {item!r} is not {TYPING['pairs']}")
        return int(first), int(second)

    def shown(self, value: Any) -> str | bool:
        """How a value is shown in the panel."""
        if self.kind == "bool":
            return bool(value)
        if self.kind == "words":
            return ", ".join(sorted(value))
        if self.kind == "pairs":
            return ", ".join(f"{a}:{b}" for a, b in value)
        return "" if value is None else f"{value:g}" if isinstance(value, float) else str(value)


def rule_options(rules: type) -> list[RuleOption]:
    """The variants of a ``Rules`` dataclass a person can set, with the docstring's wording."""
    hints = typing.get_type_hints(rules)
    docs = _field_docs(rules.__doc__ or "")
    found = []
    f: dataclasses.Field[Any]
    for f in dataclasses.fields(rules):
        if f.name in HIDDEN or f.name.startswith("_"):
            continue
        kind, optional, choices = _kind(hints[f.name])
        if kind is None:
            continue
        default: Any = f.default
        factory: Any = f.default_factory
        if default is dataclasses.MISSING and factory is not dataclasses.MISSING:
            default = factory()
        found.append(RuleOption(f.name, kind, default, optional, choices, docs.get(f.name, "")))
    return found


def _kind(hint: Any) -> tuple[str | None, bool, tuple[str, ...]]:
    optional = False
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in args:
        optional = True
        rest = [a for a in args if a is not type(None)]
        if len(rest) != 1:
            return None, False, ()
        hint = rest[0]
    if typing.get_origin(hint) is Literal:
        return "choice", optional, tuple(str(a) for a in typing.get_args(hint))
    args = typing.get_args(hint)
    if typing.get_origin(hint) is frozenset and args == (str,):
        return "words", optional, ()
    if typing.get_origin(hint) is tuple and args[-1:] == (Ellipsis,) \
            and args[0] == tuple[int, int]:
        return "pairs", optional, ()
    if hint is bool:
        return "bool", optional, ()
    if hint is int:
        return "int", optional, ()
    if hint is float:
        return "float", optional, ()
    return None, False, ()


_BULLET = re.compile(r"^\s*- (?P<names>(?:``\w+[^`]*``[^:`]*)+):\s*(?P<text>.*)$")


def _field_docs(doc: str) -> dict[str, str]:
    """``- ``name``: text`` bullets of a Rules docstring, by field name (continued lines too)."""
    docs: dict[str, str] = {}
    current: list[str] = []
    lines: list[str] = []
    for line in doc.splitlines():
        match = _BULLET.match(line)
        if match:
            current = re.findall(r"``(\w+)", match["names"])
            lines = [match["text"].strip()]
            for name in current:
                docs[name] = " ".join(lines)
        elif current and line.strip() and not line.strip().startswith(">>>"):
            lines.append(line.strip())
            for name in current:
                docs[name] = " ".join(lines)
        else:
            current = []
    # A field named only inside another's bullet ("``rounds``: an agreed number ...", "earns
    # ``subject_bonus``") has that bullet's words.
    for text in list(docs.values()):
        for name in re.findall(r"``(\w+)", text):
            docs.setdefault(name, text)
    return {k: _plain(v) for k, v in docs.items()}


def _plain(text: str) -> str:
    """A docstring's words for the panel: no markup, names as the panel labels them
    (``min_cards`` is "min cards", ``HOUSE_BONUS`` "house bonus", None "empty").

    >>> _plain("``target = None``: with :func:`free_card_choice` and ``HOUSE_BONUS``")
    'target = empty: with free card choice and house bonus'
    """
    text = re.sub(r":\w+:`~?([^`]+)`", r"\1", text).replace("``", "")
    text = re.sub(r"\b[A-Z]+(?:_[A-Z]+)+\b", lambda m: m[0].lower().replace("_", " "), text)
    text = re.sub(r"\b[a-z]+(?:_[a-z]+)+\b", lambda m: m[0].replace("_", " "), text)
    return re.sub(r"\bNone\b", "empty", text)


__all__ = ["TYPING", "RuleOption", "rule_options"]
