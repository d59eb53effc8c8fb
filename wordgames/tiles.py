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
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import InitVar, dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
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
        """A shipped tile set: ``"wordstorm"``, ``"myword"``, ``"fivetiers"`` or ``"bananagrams"``
        (the 144-tile reference bag), or a variant saved beside them (:meth:`save`).

        ``include`` names optional groups to add, such as Five Tiers' ``"spanish"`` tiles.

        >>> TileSet.load("fivetiers").size, TileSet.load("fivetiers", include="spanish").size
        (142, 148)
        """
        return _load_tileset(name, _group_names(include))

    @classmethod
    def of(cls, spec: str | TileSet, include: Iterable[str] = ()) -> TileSet:
        """A tile set given as a name (a shipped set or a variant saved beside them) or itself.

        This is how a game reads ``Rules.tileset``, so that a variant made in a notebook plays
        without being saved first.

        >>> TileSet.of("myword").size, TileSet.of(TileSet.load("myword")).size
        (60, 60)
        """
        if isinstance(spec, TileSet):
            return spec
        if isinstance(spec, str):
            return cls.load(spec, include)
        raise InvalidInput(f"a tile set is a name or a TileSet, not {type(spec).__name__}")

    @classmethod
    def from_file(cls, path: str | Path) -> TileSet:
        """A tile set saved as JSON (:meth:`save`) at ``path``."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except OSError as err:
            raise InvalidInput(f"cannot read tile set {str(path)!r}: {err.strerror}") from None
        except json.JSONDecodeError as err:
            raise InvalidInput(f"tile set {str(path)!r} is not JSON: {err}") from None
        if not isinstance(data, Mapping):
            raise InvalidInput(f"tile set {str(path)!r} is not a JSON object")
        return cls.from_dict(data)

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

    def variant(
        self,
        name: str,
        *,
        counts: Mapping[str, int] | None = None,
        add: Mapping[str, int] | None = None,
        values: Mapping[str, int] | None = None,
        title: str = "",
        note: str = "",
    ) -> TileSet:
        """A changed copy of this set: the designer's component variant, as data.

        - ``counts``: new counts for some faces (0 takes a face out); a face the set lacks
          (a new double card ``"TH"``, an apostrophe ``"'"``, a wild ``"?"``) needs a value in
          ``values`` unless it has one here;
        - ``add``: changes to counts (``{"E": 2, "Q": -1}``), after ``counts``;
        - ``values``: new point values for some faces.

        A negative count or value, a face that is not a tile, or an empty set raises
        ``InvalidInput`` saying which. The variant's ``provenance`` records what changed from
        which set, so that a saved variant says where it came from.

        >>> base = TileSet.load("wordstorm")
        >>> more = base.variant("wordstorm-2e", add={"E": 2, "Q": -1}, values={"Q": 8})
        >>> more.count("E"), more.count("Q"), more.value("Q"), more.size
        (14, 0, 8, 101)
        >>> base.variant("bad", add={"Z": -2})
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: variant 'bad': the count of 'Z' would be -1 (a count is >= 0)
        >>> base.variant("x", counts={"TH": 2})
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: variant 'x': 'TH' is new to the wordstorm set: give its value
        """
        if not isinstance(name, str) or not name.strip():
            raise InvalidInput("a variant needs a name (it labels figures and files)")
        new_counts = dict(self.counts)
        new_values = dict(self.values)
        changes = []
        for label, mapping in (("counts", counts), ("add", add), ("values", values)):
            if mapping is None:
                continue
            if not isinstance(mapping, Mapping):
                raise InvalidInput(f"variant {name!r}: {label} maps tile faces to numbers")
            for raw, number in mapping.items():
                face = normalize_tile(raw)
                if not isinstance(number, int) or isinstance(number, bool):
                    raise InvalidInput(
                        f"variant {name!r}: {label}[{face!r}] is a whole number, not {number!r}"
                    )
                if label == "values":
                    if number < 0:
                        raise InvalidInput(
                            f"variant {name!r}: the value of {face!r} is {number} (a value is "
                            ">= 0)")
                    new_values[face] = number
                    changes.append(f"{face} worth {number}")
                    continue
                count = number if label == "counts" else new_counts.get(face, 0) + number
                if count < 0:
                    raise InvalidInput(
                        f"variant {name!r}: the count of {face!r} would be {count} (a count is "
                        ">= 0)")
                new_counts[face] = count
                changes.append(f"{face} x{count}")
        for face in new_counts:
            if face not in new_values:
                raise InvalidInput(
                    f"variant {name!r}: {face!r} is new to the {self.name} set: give its value")
        # A face taken out keeps its value (count 0): its points still mean something to a
        # player holding a rack from the shipped set, and the variant says what was removed.
        new_values = {f: v for f, v in new_values.items() if f in new_counts}
        if not any(new_counts.values()):
            raise InvalidInput(f"variant {name!r} has no tiles left")
        what = ", ".join(changes) or "no change"
        return TileSet(
            name=name,
            counts=new_counts,
            values=new_values,
            provenance=f"Variant of {self.name}: {what}." + (f" {note}" if note else ""),
            title=title or f"{self.title or self.name}: variant {name}",
            include=self.include,
        )

    def diff(self, other: TileSet) -> dict[str, tuple[tuple[int, int], tuple[int, int]]]:
        """The faces whose count or value differ: face -> ((count, value) here, there).

        >>> base = TileSet.load("wordstorm")
        >>> base.diff(base.variant("v", add={"E": 1}))
        {'E': ((12, 1), (13, 1))}
        """
        faces = sorted(set(self.counts) | set(other.counts))
        out = {}
        for face in faces:
            mine = (self.count(face), self.values.get(face, 0))
            theirs = (other.count(face), other.values.get(face, 0))
            if mine != theirs:
                out[face] = (mine, theirs)
        return out

    def to_dict(self) -> dict[str, Any]:
        """The JSON layout of the shipped sets (``wordgames/data/tilesets/``).

        >>> ts = TileSet.load("wordstorm")
        >>> TileSet.from_dict(ts.to_dict()) == ts
        True
        """
        return {
            "name": self.name,
            "title": self.title,
            "provenance": self.provenance,
            "tiles": {face: {"count": self.counts[face], "value": self.values[face]}
                      for face in sorted(self.counts)},
        }

    def save(self, folder: str | Path | None = None) -> Path:
        """Write the set as ``NAME.json``: by default beside the shipped sets, where
        ``TileSet.load(NAME)`` and ``Rules(tileset=NAME)`` find it. A shipped set's name is
        refused (a variant never overwrites the rulebook's set); returns the file written.
        """
        if not _SAFE_NAME.fullmatch(self.name):
            raise InvalidInput(
                f"tile set name {self.name!r}: letters, digits, '-' and '_' only, for a file name"
            )
        if folder is None:
            if self.name in SHIPPED:
                raise InvalidInput(f"{self.name!r} is a shipped tile set: give the variant a name "
                                   "of its own")
            folder = Path(str(resources.files("wordgames") / "data" / "tilesets"))
        path = Path(folder) / f"{self.name}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
        _load_tileset.cache_clear()  # a variant saved again under its name is read afresh
        return path

    def __hash__(self) -> int:
        # Frozen, but its maps are dicts: hash what they hold, so Rules holding a set hash too.
        return hash((self.name, tuple(sorted(self.counts.items())),
                     tuple(sorted(self.values.items())), self.include))

    def __str__(self) -> str:
        return self.name

    def _repr_html_(self) -> str:
        from wordgames.render.common import tileset_html

        return tileset_html(self)


def _group_names(include: Iterable[str]) -> tuple[str, ...]:
    # One name is one group, not its letters: include="spanish" means ["spanish"].
    return (include,) if isinstance(include, str) else tuple(sorted(include))


#: The tile sets that come with the package (saved variants sit beside them).
SHIPPED = ("fivetiers", "myword", "wordstorm", "bananagrams")
_SAFE_NAME = re.compile(r"[A-Za-z0-9_-]+")


@cache
def _load_tileset(name: str, include: tuple[str, ...]) -> TileSet:
    if not isinstance(name, str) or not _SAFE_NAME.fullmatch(name):
        raise InvalidInput(f"no tile set named {name!r}; shipped: {', '.join(SHIPPED)}")
    path = resources.files("wordgames") / "data" / "tilesets" / f"{name}.json"
    if not path.is_file():
        raise InvalidInput(f"no tile set named {name!r}; shipped: {', '.join(SHIPPED)}")
    return TileSet.from_dict(json.loads(path.read_text(encoding="utf-8")), include)


@dataclass
class Bag:
    """The face-down tiles of a game: shuffled once, then drawn from the top; no tile is lost.

    The bag is mixed once, when it is made, by the round's stream of chance (``rng``) or a
    ``seed`` of its own: it owns no stream after that, so a round has one owner of chance. Drawn
    tiles come off the top; tiles given back go in under the others, so a player exchanging
    tiles draws new ones ("exchange any or all of their tiles with new ones from the bag").
    ``len(bag)`` is how many remain; ``bag.remaining`` is their multiset (never their order).

    >>> bag = Bag(TileSet.load("myword"), seed=1)
    >>> bag.draw(61)
    Traceback (most recent call last):
    ...
    wordgames.errors.IllegalAction: cannot draw 61 tiles: only 60 remain in the bag
    >>> import random
    >>> Bag(TileSet.load("myword"), rng=random.Random(5)) == Bag(TileSet.load("myword"), seed=5)
    True
    """

    tileset: TileSet
    seed: int | None = None
    rng: InitVar[random.Random | None] = None
    _tiles: list[str] = field(init=False, repr=False)

    def __post_init__(self, rng: random.Random | None) -> None:
        self._tiles = list(self.tileset.tiles())
        (rng or random.Random(self.seed)).shuffle(self._tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    @property
    def remaining(self) -> Counter[str]:
        return Counter(self._tiles)

    @property
    def order(self) -> tuple[str, ...]:
        """The face-down order, the next to draw last: for saving and checks, never for play."""
        return tuple(self._tiles)

    def draw(self, n: int) -> tuple[str, ...]:
        """Take ``n`` tiles from the top."""
        if not isinstance(n, int) or isinstance(n, bool):
            raise InvalidInput(f"the number of tiles to draw is a whole number, not {n!r}")
        if n < 0:
            raise IllegalAction(f"cannot draw a negative number of tiles ({n})")
        if n > len(self._tiles):
            raise IllegalAction(
                f"cannot draw {n} tiles: only {len(self._tiles)} remain in the bag"
            )
        drawn = self._tiles[len(self._tiles) - n :]
        del self._tiles[len(self._tiles) - n :]
        return tuple(reversed(drawn))

    def take(self, faces: Iterable[str]) -> None:
        """Take these particular tiles out (racks chosen for a lesson); the rest keep their order.

        >>> bag = Bag(TileSet.load("myword"), seed=2)
        >>> bag.take(["QU", "?"]); len(bag)
        58
        """
        if isinstance(faces, str):
            raise InvalidInput(f"take takes a list of tiles, not the string {faces!r}")
        faces = [normalize_tile(f) for f in faces]
        short = Counter(faces) - Counter(self._tiles)
        if short:
            raise IllegalAction(f"the bag does not hold {', '.join(sorted(short.elements()))}")
        for face in faces:
            self._tiles.remove(face)

    def put_back(self, faces: Iterable[str]) -> None:
        """Return tiles to the bag, under the others; only faces of this tile set, never more
        than the set has. Nothing is returned when any face is refused.
        """
        if isinstance(faces, str):
            # "QU" would otherwise come back as a Q and a U.
            raise InvalidInput(f"put_back takes a list of tiles, not the string {faces!r}")
        faces = [normalize_tile(f) for f in faces]
        back = Counter(self._tiles) + Counter(faces)
        for face, n in back.items():
            if n > self.tileset.count(face):
                raise IllegalAction(
                    f"cannot return {face!r}: the {self.tileset.name} set has only "
                    f"{self.tileset.count(face)} of it"
                )
        self._tiles[:0] = reversed(faces)

    def exchange(self, faces: Iterable[str]) -> tuple[str, ...]:
        """Draw as many new tiles as are given back; the old ones go in under the others.

        >>> bag = Bag(TileSet.load("wordstorm"), seed=3)
        >>> hand = bag.draw(5)
        >>> new = bag.exchange(hand[:2])
        >>> len(new), len(bag), bag.draw(95)[-2:] == hand[:2]
        (2, 95, True)
        """
        if isinstance(faces, str):
            raise InvalidInput(f"exchange takes a list of tiles, not the string {faces!r}")
        faces = list(faces)
        if len(faces) > len(self._tiles):
            raise IllegalAction(
                f"cannot exchange {len(faces)} tiles: only {len(self._tiles)} remain in the bag"
            )
        twin = self.copy()
        drawn = twin.draw(len(faces))
        twin.put_back(faces)
        self._tiles = twin._tiles
        return drawn

    def copy(self) -> Bag:
        """An independent bag in the same state: the same tiles in the same order."""
        twin = Bag.__new__(Bag)
        twin.tileset, twin.seed = self.tileset, self.seed
        twin._tiles = list(self._tiles)
        return twin

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (versioned) for saved games: the tiles in order, the top last."""
        return {
            "format": BAG_FORMAT,
            "tileset": self.tileset.name,
            "include": list(self.tileset.include),
            "seed": self.seed,
            "tiles": list(self._tiles),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], tileset: TileSet | None = None) -> Bag:
        """The inverse of :meth:`to_dict`; a saved bag that is not ours raises ``InvalidInput``.

        Bags saved in the first format ("wordgames.bag/1", which kept a random stream) load as
        the order in which that stream would have drawn their tiles.
        """
        formats = (BAG_FORMAT, "wordgames.bag/1")
        if not isinstance(data, Mapping) or data.get("format") not in formats:
            raise InvalidInput(f"not a saved wordgames bag (format {BAG_FORMAT!r} expected)")
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
            if data["format"] == "wordgames.bag/1":
                bag._tiles = _draw_order(bag._tiles, data["rng"])
        except (KeyError, TypeError, ValueError, OverflowError) as err:
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
        return self.tileset == other.tileset and self._tiles == other._tiles

    __hash__ = None  # type: ignore[assignment]


BAG_FORMAT = "wordgames.bag/2"


def _draw_order(tiles: list[str], saved_rng: Any) -> list[str]:
    """The tiles of a first-format bag in the order its saved stream would have drawn them
    (swap-remove draws), as a bag of today's kind holds them: the next to draw last."""
    version, internal, gauss = saved_rng
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))
    left, order = list(tiles), []
    while left:
        i = rng.randrange(len(left))
        left[i], left[-1] = left[-1], left[i]
        order.append(left.pop())
    return order[::-1]


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

