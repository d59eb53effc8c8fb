"""Tiles and cards: faces, tile sets shipped as data, and a seeded bag that never loses a tile.

A tile is its face, a string: a letter ``'A'``, a multi-letter tile ``'QU'`` or ``'Ñ'`` (its
letters in that order, never split or reversed), ``'?'`` any one letter, ``'??'`` any two letters,
``"'"`` an apostrophe.

>>> ts = TileSet.load("wordstorm")
>>> ts.size, ts.value("Q"), ts.count("?")
(100, 10, 4)
>>> bag = Bag(ts, seed=7)
>>> rack = bag.draw(4)
>>> len(rack), len(bag)
(4, 96)
>>> bag.put_back(rack); len(bag)
100
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from wordgames.errors import IllegalAction, InvalidInput

WILD = "?"
DOUBLE_WILD = "??"
APOSTROPHE = "'"


def normalize_tile(face: str) -> str:
    """The canonical face of a tile typed by a person: letters upper-cased, checked.

    >>> normalize_tile("qu"), normalize_tile("ñ"), normalize_tile("??")
    ('QU', 'Ñ', '??')
    >>> normalize_tile("A1")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: unknown tile 'A1': a tile is letters, '?', '??' or "'"
    """
    if not isinstance(face, str):
        raise InvalidInput(f"a tile is a string, not {type(face).__name__}")
    if face in (WILD, DOUBLE_WILD, APOSTROPHE):
        return face
    upper = face.upper()
    if upper and upper.isalpha() and len(upper) <= 3 and upper.isupper():
        return upper
    raise InvalidInput(f"unknown tile {face!r}: a tile is letters, '?', '??' or \"'\"")


def tile_letters(face: str) -> str:
    """The lowercase letters a non-wild tile spells (``'QU'`` -> ``'qu'``, ``"'"`` -> ``"'"``)."""
    return face.lower()


@dataclass(frozen=True, slots=True)
class Tile:
    """A face and its point value, for display and scoring.

    >>> Tile("QU", 10)
    Tile(face='QU', value=10)
    """

    face: str
    value: int

    def _repr_html_(self) -> str:
        """The tile with its value, for a notebook.

        >>> '<span class="wg-value">10</span>' in Tile("QU", 10)._repr_html_()
        True
        """
        from wordgames.render.common import tile_html  # render imports this module

        return tile_html(self)


@dataclass(frozen=True)
class TileSet:
    """How many tiles of each face a game has, and what each is worth, with where that came from.

    ``counts`` and ``values`` map faces to numbers; ``provenance`` says where every number comes
    from (the rulebooks give no distributions: the shipped sets are documented reconstructions).
    ``include`` names the optional groups added to the base set (saved bags record it).
    """

    name: str
    counts: Mapping[str, int]
    values: Mapping[str, int]
    provenance: str = ""
    title: str = ""
    include: tuple[str, ...] = ()

    @classmethod
    def load(cls, name: str, include: Iterable[str] = ()) -> TileSet:
        """A shipped tile set: ``"wordstorm"``, ``"myword"`` or ``"fivetiers"``.

        ``include`` names optional groups to add, such as Five Tiers' ``"spanish"`` tiles.

        >>> TileSet.load("fivetiers").size, TileSet.load("fivetiers", include="spanish").size
        (142, 148)
        """
        return _load_tileset(name, _group_names(include))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], include: Iterable[str] = ()) -> TileSet:
        """Build from the JSON layout of ``wordgames/data/tilesets/``."""
        include = _group_names(include)
        try:
            entries = dict(data["tiles"])
            groups = data.get("groups", {})
            for group in include:
                if group not in groups:
                    raise InvalidInput(
                        f"tile set {data.get('name')!r} has no group {group!r}; "
                        f"it has {sorted(groups) or 'none'}"
                    )
                entries.update(groups[group])
            counts = {normalize_tile(f): int(e["count"]) for f, e in entries.items()}
            values = {normalize_tile(f): int(e["value"]) for f, e in entries.items()}
        except (KeyError, TypeError, ValueError) as err:
            if isinstance(err, InvalidInput):
                raise
            raise InvalidInput(f"malformed tile set: {err}") from err
        if any(c < 0 for c in counts.values()):
            raise InvalidInput("malformed tile set: a negative count")
        return cls(
            name=str(data.get("name", "custom")),
            counts=counts,
            values=values,
            provenance=str(data.get("provenance", "")),
            title=str(data.get("title", "")),
            include=include,
        )

    @property
    def size(self) -> int:
        """The number of tiles in the set."""
        return sum(self.counts.values())

    def count(self, face: str) -> int:
        return self.counts.get(face, 0)

    def value(self, face: str) -> int:
        """The point value of a face; raises ``InvalidInput`` for a face this set does not have."""
        try:
            return self.values[face]
        except KeyError:
            raise InvalidInput(f"tile {face!r} is not in the {self.name} tile set") from None

    def total_value(self, faces: Iterable[str]) -> int:
        """The summed value of some tiles.

        >>> TileSet.load("wordstorm").total_value(["G", "N"])
        3
        """
        return sum(self.value(f) for f in faces)

    def tiles(self) -> tuple[str, ...]:
        """Every tile of the set, faces in a fixed order (the bag's starting order)."""
        return tuple(face for face in sorted(self.counts) for _ in range(self.counts[face]))

    def _repr_html_(self) -> str:
        from wordgames.render.common import tileset_html

        return tileset_html(self)


def _group_names(include: Iterable[str]) -> tuple[str, ...]:
    # One name is one group, not its letters: include="spanish" means ["spanish"].
    return (include,) if isinstance(include, str) else tuple(sorted(include))


@cache
def _load_tileset(name: str, include: tuple[str, ...]) -> TileSet:
    path = resources.files("wordgames") / "data" / "tilesets" / f"{name}.json"
    if not path.is_file():
        raise InvalidInput(f"no tile set named {name!r}; shipped: fivetiers, myword, wordstorm")
    return TileSet.from_dict(json.loads(path.read_text(encoding="utf-8")), include)


@dataclass
class Bag:
    """The face-down tiles of a game: seeded draws, returns and exchanges; no tile is ever lost.

    The bag owns its ``random.Random``: the same seed gives the same draws on any machine.
    ``len(bag)`` is how many remain; ``bag.remaining`` is their multiset (never their order).

    >>> bag = Bag(TileSet.load("myword"), seed=1)
    >>> bag.draw(61)
    Traceback (most recent call last):
    ...
    wordgames.errors.IllegalAction: cannot draw 61 tiles: only 60 remain in the bag
    """

    tileset: TileSet
    seed: int | None = None
    rng: random.Random = field(init=False, repr=False)
    _tiles: list[str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self._tiles = list(self.tileset.tiles())

    def __len__(self) -> int:
        return len(self._tiles)

    @property
    def remaining(self) -> Counter[str]:
        return Counter(self._tiles)

    def draw(self, n: int) -> tuple[str, ...]:
        """Take ``n`` tiles at random."""
        if not isinstance(n, int):
            raise InvalidInput(f"the number of tiles to draw is a whole number, not {n!r}")
        if n < 0:
            raise IllegalAction(f"cannot draw a negative number of tiles ({n})")
        if n > len(self._tiles):
            raise IllegalAction(
                f"cannot draw {n} tiles: only {len(self._tiles)} remain in the bag"
            )
        drawn = []
        for _ in range(n):
            # swap-remove: O(1) per draw, and the result depends only on the seed.
            i = self.rng.randrange(len(self._tiles))
            self._tiles[i], self._tiles[-1] = self._tiles[-1], self._tiles[i]
            drawn.append(self._tiles.pop())
        return tuple(drawn)

    def put_back(self, faces: Iterable[str]) -> None:
        """Return tiles to the bag; only faces of this tile set, never more than the set has.

        Nothing is returned when any face is refused.
        """
        if isinstance(faces, str):
            # "QU" would otherwise come back as a Q and a U.
            raise InvalidInput(f"put_back takes a list of tiles, not the string {faces!r}")
        faces = list(faces)
        back = Counter(self._tiles) + Counter(faces)
        for face, n in back.items():
            if n > self.tileset.count(face):
                raise IllegalAction(
                    f"cannot return {face!r}: the {self.tileset.name} set has only "
                    f"{self.tileset.count(face)} of it"
                )
        self._tiles.extend(faces)

    def exchange(self, faces: Iterable[str]) -> tuple[str, ...]:
        """Give tiles back and draw as many new ones (the new ones may include the old).

        >>> bag = Bag(TileSet.load("wordstorm"), seed=3)
        >>> hand = bag.draw(5)
        >>> len(bag.exchange(hand[:2])), len(bag)
        (2, 95)
        """
        if isinstance(faces, str):
            raise InvalidInput(f"exchange takes a list of tiles, not the string {faces!r}")
        faces = list(faces)
        self.put_back(faces)
        return self.draw(len(faces))

    def copy(self) -> Bag:
        """An independent bag in the same state: same tiles, same random stream."""
        twin = Bag.__new__(Bag)
        twin.tileset, twin.seed = self.tileset, self.seed
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin._tiles = list(self._tiles)
        return twin

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (versioned) for saved games."""
        version, internal, gauss = self.rng.getstate()
        return {
            "format": "wordgames.bag/1",
            "tileset": self.tileset.name,
            "include": list(self.tileset.include),
            "seed": self.seed,
            "tiles": list(self._tiles),
            "rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], tileset: TileSet | None = None) -> Bag:
        """The inverse of :meth:`to_dict`; a saved bag that is not ours raises ``InvalidInput``."""
        if not isinstance(data, Mapping) or data.get("format") != "wordgames.bag/1":
            raise InvalidInput("not a saved wordgames bag (format 'wordgames.bag/1' expected)")
        try:
            bag = cls.__new__(cls)
            include = data.get("include", [])  # bags saved before groups were recorded
            if not isinstance(include, list) or not all(isinstance(g, str) for g in include):
                raise InvalidInput(
                    f"corrupt saved bag: 'include' is not a list of group names: {include!r}"
                )
            bag.tileset = tileset or TileSet.load(str(data["tileset"]), include=include)
            bag.seed = data["seed"]
            # What random.Random accepts as a seed and JSON can hold.
            if bag.seed is not None and not isinstance(bag.seed, int | float | str):
                raise InvalidInput(f"corrupt saved bag: {bag.seed!r} is not a seed")
            if not isinstance(data["tiles"], list):
                raise InvalidInput("corrupt saved bag: 'tiles' is not a list of tile faces")
            bag._tiles = [normalize_tile(t) for t in data["tiles"]]
            version, internal, gauss = data["rng"]
            bag.rng = random.Random()
            bag.rng.setstate((version, tuple(internal), gauss))
        except (KeyError, TypeError, ValueError) as err:
            if isinstance(err, InvalidInput):
                raise
            raise InvalidInput(f"corrupt saved bag: {err}") from err
        extra = Counter(bag._tiles) - Counter(bag.tileset.tiles())
        if extra:
            raise InvalidInput(f"corrupt saved bag: tiles not in the set: {sorted(extra)}")
        return bag

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Bag):
            return NotImplemented
        return (
            self.tileset == other.tileset
            and self._tiles == other._tiles
            and self.rng.getstate() == other.rng.getstate()
        )

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Rack:
    """Some tiles to show: a bare ``Rack`` at the end of a notebook cell draws them with values.

    >>> rack = Rack(("Q", "U", "?"), TileSet.load("wordstorm"))
    >>> len(rack), rack.value
    (3, 11)
    """

    faces: tuple[str, ...]
    tileset: TileSet

    def __len__(self) -> int:
        return len(self.faces)

    @property
    def value(self) -> int:
        return self.tileset.total_value(self.faces)

    def _repr_html_(self) -> str:
        from wordgames.render.common import rack_html

        return rack_html(self.faces, self.tileset.values)

