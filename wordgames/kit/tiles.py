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

import random
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import InitVar, dataclass, field, replace
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit.envelope import Envelope, check, kind_of, same_fields, saved_field, unknown
from wordgames.kit.lookalike import LOOKALIKES, described, typed
from wordgames.kit.validate import items, shown, stream, text
from wordgames.kit.validate import seed as seed_number

WILD = "?"
DOUBLE_WILD = "??"
APOSTROPHE = "'"
#: The most tiles (or cards) a tile set holds: ten times the largest shipped set (146, in Spanish).
MAX_TILES = 1_500
#: The most a tile is worth (the shipped sets' dearest is 10).
MAX_VALUE = 1_000


def one_face_each(mapping: Mapping[str, Any], where: str) -> dict[str, str]:
    """Each face of ``mapping`` as its tile, to the face as typed: faces as a person types
    them ("qu") are the tiles' own ("QU"); two that are one tile ("a" and "A") are refused,
    not merged without a word (``where`` says whose faces they are).

    >>> one_face_each({"qu": 1, "E": 2}, "counts")
    {'QU': 'qu', 'E': 'E'}
    >>> one_face_each({"e": 1, "E": 2}, "counts")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: counts: 'e' and 'E' are the same tile 'E'; give it once
    """
    faces: dict[str, str] = {}
    for face in mapping:
        tile = normalize_tile(face)
        if tile in faces:
            raise InvalidInput(f"{where}: {shown(faces[tile])} and {shown(face)} are the same "
                               f"tile {tile!r}; give it once")
        faces[tile] = face
    return faces


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
    if not face.isascii():
        face = typed(face)  # a full-width letter is its letter, a curly apostrophe "'"
    upper = face.upper()
    if upper and upper.isalpha() and len(upper) <= 3 and upper.isupper() and not any(
            ch in LOOKALIKES for ch in upper):
        return upper
    odd = next((ch for ch in face if ch in LOOKALIKES or not ch.isascii()), None)
    what = f"unknown tile {shown(face)}" + (f": {described(odd)} is in it" if odd else "")
    raise InvalidInput(f"{what}: a tile is letters, '?', '??' or \"'\"")


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
        from wordgames.screens.common import tile_html  # screens import this module

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

    def __post_init__(self) -> None:
        # A count a table can hold, not one that fills memory when a bag is made of it.
        for label, mapping, most in (("count", self.counts, MAX_TILES),
                                     ("value", self.values, MAX_VALUE)):
            if not isinstance(mapping, Mapping):
                raise InvalidInput(f"tile set {self.name!r}: {label}s map faces to numbers")
            for face, number in mapping.items():
                if not isinstance(number, int) or isinstance(number, bool) or not (
                        0 <= number <= most):
                    raise InvalidInput(f"tile set {self.name!r}: the {label} of {face!r} must "
                                       f"be a whole number from 0 to {most:,}, not {number!r}")
            faces = one_face_each(mapping, f"tile set {self.name!r}: {label}s")
            if any(tile != face for tile, face in faces.items()):
                object.__setattr__(self, f"{label}s",
                                   {tile: mapping[face] for tile, face in faces.items()})
        size = sum(self.counts.values())
        if size > MAX_TILES:
            raise InvalidInput(f"tile set {self.name!r} has {size:,} tiles; a set holds at most "
                               f"{MAX_TILES:,} (ten times the largest shipped one)")

    @classmethod
    def load(cls, name: str, include: Iterable[str] = ()) -> TileSet:
        """A shipped tile set: ``"wordstorm"``, ``"myword"``, ``"fivetiers"`` or ``"bananagrams"``
        (the 144-tile reference bag), or a variant saved beside them (:meth:`save`).

        ``include`` names optional groups to add, such as Five Tiers' ``"spanish"`` tiles.

        >>> TileSet.load("fivetiers").size, TileSet.load("fivetiers", include="spanish").size
        (142, 146)
        """
        if not isinstance(name, str):  # a list is no name (and cannot be cached)
            raise InvalidInput(f"no tile set named {shown(name)}; shipped: {', '.join(SHIPPED)}")
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

    def loads_by_name(self) -> bool:
        """Whether ``TileSet.load(name, include)`` gives this set back (a shipped set, or one
        saved beside them), so that a save may name it rather than hold it whole.

        >>> TileSet.load("myword").loads_by_name()
        True
        >>> TileSet.load("myword").variant("more-e", add={"E": 1}).loads_by_name()
        False
        """
        try:
            return TileSet.load(self.name, self.include) == self
        except InvalidInput:
            return False

    @classmethod
    def from_file(cls, path: str | Path) -> TileSet:
        """A tile set saved as JSON (:meth:`save`) at ``path``."""
        return _read_tileset(Path(path), ())

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], include: Iterable[str] = ()) -> TileSet:
        """Build from the JSON layout of ``wordgames/data/tilesets/`` (:data:`TILESET_FILE`,
        any version); ``InvalidInput`` names the field.

        >>> TileSet.from_dict({"name": "x", "tiles": {"A": {"count": -1, "value": 1}}})
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: tileset.tiles['A'].count: a count is 0 or more, not -1
        """
        body = TILESET_FILE.open(dict(data) if isinstance(data, Mapping) else data)
        unknown(body, _TILESET_FIELDS, "tileset")
        include = _group_names(include)
        tiles = saved_field(body, "tiles", dict, "tileset")
        groups = saved_field(body, "groups", dict, "tileset", default={})
        name = saved_field(body, "name", str, "tileset", default="custom")
        entries = {face: (entry, f"tileset.tiles[{face!r}]") for face, entry in tiles.items()}
        for group in include:
            if group not in groups:
                raise InvalidInput(f"tile set {name!r} has no group {group!r}; "
                                   f"it has {sorted(groups) or 'none'}")
            where = f"tileset.groups[{group!r}]"
            check(groups[group], dict, where)
            entries.update({face: (entry, f"{where}[{face!r}]")
                            for face, entry in groups[group].items()})
        counts: dict[str, int] = {}
        values: dict[str, int] = {}
        named: dict[str, str] = {}
        for raw, (entry, where) in entries.items():
            check(entry, dict, where)
            unknown(entry, _TILE_FIELDS, where)
            face = _face(raw, where)
            if face in named:  # "a" and "A" are one tile: not merged without a word
                raise InvalidInput(f"{where}: {shown(raw)} and {shown(named[face])} are the "
                                   f"same tile {face!r}; give it once")
            named[face] = raw
            counts[face] = saved_field(entry, "count", int, where)
            values[face] = saved_field(entry, "value", int, where)
            if counts[face] < 0:
                raise InvalidInput(f"{where}.count: a count is 0 or more, not {counts[face]}")
        return cls(
            name=name,
            counts=counts,
            values=values,
            provenance=saved_field(body, "provenance", str, "tileset", default=""),
            title=saved_field(body, "title", str, "tileset", default=""),
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
            for face, raw in one_face_each(mapping, f"variant {name!r}: {label}").items():
                number = mapping[raw]
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
        """The JSON layout of the shipped sets (``wordgames/data/tilesets/``), in its
        envelope (:data:`TILESET_FILE`).

        >>> ts = TileSet.load("wordstorm")
        >>> TileSet.from_dict(ts.to_dict()) == ts
        True
        """
        return TILESET_FILE.seal(self.fields())

    def fields(self) -> dict[str, Any]:
        """The set's saved fields (without the envelope)."""
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
        TILESET_FILE.write(path, self.fields())
        _load_tileset.cache_clear()  # a variant saved again under its name is read afresh
        return path

    def __hash__(self) -> int:
        # Frozen, but its maps are dicts: hash what they hold, so Rules holding a set hash too.
        return hash((self.name, tuple(sorted(self.counts.items())),
                     tuple(sorted(self.values.items())), self.include))

    def __str__(self) -> str:
        return self.name

    def _repr_html_(self) -> str:
        from wordgames.screens.common import tileset_html

        return tileset_html(self)


def _group_names(include: Iterable[str]) -> tuple[str, ...]:
    # One name is one group, not its letters: include="spanish" means ["spanish"].
    if isinstance(include, str):
        return (include,)
    return tuple(sorted(items(include, "include", lambda g, name: text(g, name))))


#: The tile sets that come with the package (saved variants sit beside them).
SHIPPED = ("fivetiers", "myword", "wordstorm", "bananagrams")
#: The most a tile set file may hold (the shipped ones hold 2 kB).
MAX_FILE_BYTES = 1_000_000
_SAFE_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")  # a file name of a set, never a long one
#: A tile set's file. The shipped sets, and those saved before version 1, have no ``format``:
#: they are version 1's layout.
TILESET_FILE = Envelope("wordgames.tileset", 1, "a tile set", MAX_FILE_BYTES, unversioned=1)
_TILESET_FIELDS = frozenset({"name", "title", "provenance", "tiles", "groups"})


@cache
def _load_tileset(name: str, include: tuple[str, ...]) -> TileSet:
    if not isinstance(name, str) or not _SAFE_NAME.fullmatch(name):
        raise InvalidInput(f"no tile set named {shown(name)}; shipped: {', '.join(SHIPPED)}")
    path = resources.files("wordgames") / "data" / "tilesets" / f"{name}.json"
    if not path.is_file():
        raise InvalidInput(f"no tile set named {shown(name)}; shipped: {', '.join(SHIPPED)}")
    return _read_tileset(Path(str(path)), include)


def _read_tileset(path: Path, include: Iterable[str]) -> TileSet:
    tileset: TileSet = TILESET_FILE.read(path, lambda body: TileSet.from_dict(
        TILESET_FILE.seal(body), include))
    return tileset


def _face(value: object, path: str) -> str:
    """A tile face as a person wrote it in a file (``qu`` is ``QU``), named by ``path``."""
    try:
        return normalize_tile(value)  # type: ignore[arg-type]
    except InvalidInput as err:
        raise InvalidInput(f"{path}: {err.message}") from None


def check_saved_tile(value: object, path: str) -> str:
    """A tile face in its canonical form (``'QU'``, ``'?'``), as the games save them.

    >>> check_saved_tile("qu", "bag.tiles[3]")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: bag.tiles[3]: a tile is saved as 'QU', not 'qu'
    """
    face = _face(value, path)
    if face != value:
        raise InvalidInput(f"{path}: a tile is saved as {face!r}, not {value!r}")
    return face


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
        if not isinstance(self.tileset, TileSet):
            raise InvalidInput(f"a bag is filled from a TileSet, not {shown(self.tileset)}")
        if self.seed is not None:
            seed_number(self.seed)
        if rng is not None:
            stream(rng)
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
        """Plain JSON data in the bag's envelope (:data:`BAG_FILE`): the tiles in order, the
        top last."""
        return BAG_FILE.seal({
            "tileset": _saved_tileset(self.tileset),
            "include": list(self.tileset.include),
            "seed": self.seed,
            "tiles": list(self._tiles),
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], tileset: TileSet | None = None, *,
                  path: str = "bag") -> Bag:
        """The inverse of :meth:`to_dict` (any version: the codec reads a saved game's bag
        with it too), checked field by field; ``InvalidInput`` names the field under
        ``path``.

        Bags saved in the first format ("wordgames.bag/1", which kept a random stream) load as
        the order in which that stream would have drawn their tiles.

        >>> Bag.from_dict({"format": "wordgames.bag/2", "tileset": "myword", "seed": 1,
        ...                "tiles": ["A", "qu"]})
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: bag.tiles[1]: a tile is saved as 'QU', not 'qu'
        """
        body = BAG_FILE.open(data, path)
        unknown(body, _BAG_FIELDS, path)
        named = saved_field(body, "tileset", (str, dict), path)
        if isinstance(named, str) and not _SAFE_NAME.fullmatch(named):
            raise InvalidInput(f"{path}.tileset: {kind_of(named)} is not the name of a tile set")
        include = saved_field(body, "include", list, path, default=[])  # saved before groups were
        for i, group in enumerate(include):
            check(group, str, f"{path}.include[{i}]")
        seed = saved_field(body, "seed", (int, str), path, optional=True)
        tiles = saved_field(body, "tiles", list, path)
        bag = cls.__new__(cls)
        if tileset is not None:
            bag.tileset = tileset
        elif isinstance(named, str):
            bag.tileset = TileSet.load(named, include=include)
        else:
            try:
                bag.tileset = replace(TileSet.from_dict(named), include=tuple(include))
            except InvalidInput as err:
                raise InvalidInput(f"{path}.tileset: {err.message}") from None
        bag.seed = seed
        bag._tiles = [check_saved_tile(t, f"{path}.tiles[{i}]") for i, t in enumerate(tiles)]
        extra = Counter(bag._tiles) - Counter(bag.tileset.tiles())
        if extra:
            raise InvalidInput(f"{path}.tiles: tiles not in the set: {sorted(extra)}")
        return bag

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Bag):
            return NotImplemented
        return self.tileset == other.tileset and self._tiles == other._tiles

    __hash__ = None  # type: ignore[assignment]


def _bag_v1(body: dict[str, Any], path: str) -> dict[str, Any]:
    """A first-format bag (which kept a random stream, ``rng``) as version 2: its tiles in the
    order that stream would have drawn them."""
    saved_rng = saved_field(body, "rng", list, path)
    _check_rng_state(saved_rng, f"{path}.rng")
    out = {k: v for k, v in body.items() if k != "rng"}
    if isinstance(body.get("tiles"), list):  # else version 2's checks say what is wrong
        out["tiles"] = _draw_order(body["tiles"], saved_rng)
    return out


def _check_rng_state(data: Any, path: str) -> None:
    """The state of a ``random.Random`` as bags of the first format saved it: version 3, 624
    32-bit words and a position, and no pending Gaussian (or a finite one)."""
    if not isinstance(data, list) or len(data) != 3:
        raise InvalidInput(f"{path}: [3, [624 words and a position], null] is needed, not "
                           f"{kind_of(data)}")
    version, words, gauss = data
    if version != 3 or isinstance(version, bool):
        raise InvalidInput(f"{path}[0]: the version 3 is needed, not {kind_of(version)}")
    if not isinstance(words, list) or len(words) != 625:
        raise InvalidInput(f"{path}[1]: 625 numbers are needed, not {kind_of(words)}")
    for i, word in enumerate(words):
        top = 624 if i == 624 else 2**32 - 1
        if not isinstance(word, int) or isinstance(word, bool) or not 0 <= word <= top:
            raise InvalidInput(f"{path}[1][{i}]: a whole number from 0 to {top} is needed, not "
                               f"{kind_of(word)}")
    if gauss is not None and not isinstance(gauss, float):
        raise InvalidInput(f"{path}[2]: null or a number is needed, not {kind_of(gauss)}")


def _saved_tileset(tileset: TileSet) -> str | dict[str, Any]:
    """How a bag names its set: by name where that loads it (a shipped set, or one saved
    beside them), else whole, in its file's layout (a variant played unsaved)."""
    return tileset.name if tileset.loads_by_name() else tileset.to_dict()


#: A bag saved on its own or in a game: version 2 holds the tiles in drawing order; version 3
#: holds a set of one's own whole (``tileset``: a name, or the set in its file's layout).
BAG_FILE = Envelope("wordgames.bag", 3, "a saved bag", MAX_FILE_BYTES,
                    upgrades={1: _bag_v1, 2: same_fields})
#: The fields of one tile's entry in a tile set.
_TILE_FIELDS = frozenset({"count", "value"})
_BAG_FIELDS = frozenset({"tileset", "include", "seed", "tiles"})


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
        from wordgames.screens.common import rack_html

        return rack_html(self.faces, self.tileset.values)

