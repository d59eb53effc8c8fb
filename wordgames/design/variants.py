"""Component variants as data: a game's tile set (or deck) and board, changed, checked and saved.

A :class:`Variant` is what a designer changes: the tiles (counts, values, wilds and blanks,
apostrophes, MY WORD!'s double cards: every one is a face of the tile set) and, for Word Storm,
the board's special squares. It plays wherever the game does, because it goes in through the
game's own rule options (``Rules.tileset`` and Word Storm's ``Rules.board`` take the objects):
``Lineup.build(game, rules=variant.rule_options())``.

>>> v = variant("fivetiers", "more-blanks", counts={"?": 4})
>>> v.tileset.count("?"), v.tileset.size
(4, 144)
>>> check(v, players=4)
>>> check(variant("fivetiers", "tiny", counts={"E": 0, "A": 0, "I": 0, "O": 0, "U": 0,
...       "S": 0, "T": 0, "R": 0, "N": 0, "L": 0, "D": 0}), players=4)
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: variant 'tiny': 4 players need 80 tiles (20 each); the set has 45
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from importlib import resources
from pathlib import Path
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.fivetiers.solver import HAND_SIZE
from wordgames.kit.envelope import Envelope, saved_field, unknown
from wordgames.kit.protocol import GAMES
from wordgames.kit.tiles import APOSTROPHE, DOUBLE_WILD, MAX_VALUE, WILD, TileSet
from wordgames.wordstorm import board as board_module
from wordgames.wordstorm.board import Board

#: A whole variant saved as one file (:meth:`Variant.to_dict`): its components and rules.
#: (At most what a tile set's file and a board's file hold together.)
VARIANT_FILE = Envelope("wordgames.design.variant", 1, "a saved variant", 2_000_000)
_FIELDS = frozenset({"game", "name", "tileset", "board", "rules"})


@dataclass(frozen=True)
class Variant:
    """A named set of components for ``game``: a tile set, and for Word Storm maybe a board.

    ``rules`` holds any other rule options the variant fixes (``{"target": 400}``); the
    components are data, the rules are the game's own options.
    """

    game: str
    name: str
    tileset: TileSet
    board: Any = None
    rules: Mapping[str, Any] = field(default_factory=dict)

    def rule_options(self) -> dict[str, Any]:
        """The rule options that play this variant: ``Lineup.build(..., rules=...)``."""
        options: dict[str, Any] = {**self.rules, "tileset": self.tileset}
        if self.board is not None:
            options["board"] = self.board
        return options

    def describe(self, base: Variant | None = None,
                 name_of: Callable[[str], str] = str) -> str:
        """What differs from ``base`` (the shipped components by default), in words;
        ``name_of(face)`` names a face (a panel says ``"blank ?"`` for ``"?"``).

        >>> variant("wordstorm", "v", add={"E": 2}, values={"Q": 8}).describe()
        'v: E 12 -> 14; Q worth 10 -> 8'
        """
        base = base if base is not None else shipped(self.game)
        parts = []
        worth = []
        for face, ((n0, v0), (n1, v1)) in base.tileset.diff(self.tileset).items():
            if n0 != n1:
                parts.append(f"{name_of(face)} {n0} -> {n1}")
            if v0 != v1:
                worth.append(f"{name_of(face)} worth {v0} -> {v1}")
        if len(worth) > 4:  # a scale of every value: say how many, show the dearest
            dear = sorted(worth, key=lambda w: -int(w.split()[-3]))[:3]
            worth = [f"{len(worth)} values changed ({', '.join(dear)}, ...)"]
        parts.extend(worth)
        if self.board is not None and base.board != self.board:
            parts.append(f"{_special_count(self.board)} special squares "
                         f"(was {_special_count(base.board or _default_board())})")
        parts.extend(f"{k}={v}" for k, v in sorted(self.rules.items()))
        return f"{self.name}: " + ("; ".join(parts) or "as shipped")

    def save(self, folder: str | Path | None = None) -> list[Path]:
        """Save the components as JSON: the tile set beside the shipped sets (then
        ``Rules(tileset=NAME)`` finds it by name) and a board beside the shipped boards, or
        both in ``folder``; returns the files written."""
        paths = [self.tileset.save(folder)]
        if self.board is not None and self.board.name not in ("default", "nolimits"):
            paths.append(save_board(self.board, folder))
        return paths

    def to_dict(self) -> dict[str, Any]:
        """The whole variant as plain JSON data (components and rule options), in its
        envelope (:data:`VARIANT_FILE`)."""
        return VARIANT_FILE.seal({
            "game": self.game,
            "name": self.name,
            "tileset": self.tileset.to_dict(),
            "board": None if self.board is None else board_to_dict(self.board),
            "rules": {k: v for k, v in self.rules.items()},
        })

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Variant:
        """The inverse of :meth:`to_dict`; data that is not a variant raises ``InvalidInput``.

        >>> v = variant("wordstorm", "w", add={"E": 1}, special=20)
        >>> import json
        >>> Variant.from_dict(json.loads(json.dumps(v.to_dict()))) == v
        True
        >>> Variant.from_dict({**v.to_dict(), "tileset": {"tiles": {"E": {"count": "2"}}}})
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: variant.tileset.tiles['E'].count: a whole number is \
needed, not the string '2'
        """
        body = VARIANT_FILE.open(dict(data) if isinstance(data, Mapping) else data)
        unknown(body, _FIELDS, "variant")
        game = saved_field(body, "game", str, "variant")
        GAMES.get_info(game)
        board = saved_field(body, "board", dict, "variant", default=None, optional=True)
        if board is not None:
            board = _within("variant.board", Board.from_dict, board)
        rules = saved_field(body, "rules", dict, "variant", default={}, optional=True) or {}
        if "tileset" not in body:
            raise InvalidInput("variant.tileset: missing: a saved variant holds its tile set "
                               "(a 'tileset' object)")
        saved_field(body, "tileset", dict, "variant")
        tileset = _within("variant.tileset", TileSet.from_dict, body["tileset"])
        made = cls(game, saved_field(body, "name", str, "variant"), tileset, board, dict(rules))
        _rules_of(made)  # an option the game lacks, or a value it refuses, is refused here
        return made


def shipped(game: str) -> Variant:
    """The game's components as shipped: the base every variant is compared with.

    >>> shipped("myword").tileset.size
    60
    """
    info = GAMES.get_info(game)
    rules = info.rules()
    tileset = TileSet.of(getattr(rules, "tileset", game))
    return Variant(game, "shipped", tileset)


def variant(
    game: str,
    name: str,
    *,
    counts: Mapping[str, int] | None = None,
    add: Mapping[str, int] | None = None,
    values: Mapping[str, int] | None = None,
    scale: float | None = None,
    special: int | Sequence[Iterable[tuple[int, int]]] | None = None,
    rules: Mapping[str, Any] | None = None,
    base: Variant | None = None,
) -> Variant:
    """A variant of ``game``'s shipped components (or of ``base``).

    - ``counts``, ``add``, ``values``: as :meth:`TileSet.variant` (wilds are ``"?"``, MY WORD!'s
      double wild ``"??"``, blanks ``"?"``, apostrophes ``"'"``, double cards ``"TH"``...);
    - ``scale``: multiply every value by this factor (rounded, a valued tile stays >= 1);
    - ``special`` (Word Storm): the number of special squares on the board (spread over the
      sides as the shipped board does, its own squares kept first), or the squares of each side;
    - ``rules``: other rule options the variant fixes.

    >>> variant("fivetiers", "x2", scale=2).tileset.value("Q")
    20
    >>> sum(len(s.special) for s in variant("wordstorm", "s", special=12).board.sides)
    12
    """
    if base is not None and not isinstance(base, Variant):
        raise InvalidInput(f"base must be a Variant (design.variant(...)) or None, not "
                           f"{base!r}"[:200])
    start = base if base is not None else shipped(game)
    new_values = dict(values or {})
    if scale is not None:
        if not isinstance(scale, int | float) or isinstance(scale, bool) or not (
                0 < scale < math.inf):
            raise InvalidInput(f"scale must be a positive number, not {scale!r}")
        for face, value in start.tileset.values.items():
            if face not in new_values and value * scale >= MAX_VALUE + 0.5:
                raise InvalidInput(f"scale {scale:g} makes {face!r} worth {value * scale:.3g}; "
                                   f"a tile is worth at most {MAX_VALUE:,}")
            if face not in new_values and value > 0:
                # Half up, not to even: 1.5 x 1 is 2 and 2.5 x 1 is 3, as a designer expects.
                new_values[face] = max(1, math.floor(value * scale + 0.5))
    tileset = start.tileset.variant(name, counts=counts, add=add, values=new_values or None)
    board = start.board
    if special is not None:
        if game != "wordstorm":
            raise InvalidInput(f"special squares are a Word Storm board's; {game} has none")
        board = board_variant(board or _default_board(), name, special)
    options = {**start.rules, **(rules or {})}
    made = Variant(game, name, tileset, board, options)
    _check_faces(made)
    return made


def check(v: Variant, players: int) -> None:
    """Raise ``InvalidInput`` unless ``players`` can play ``v``: enough tiles for the first
    deal, faces the game's rules can use, rule options the game has.

    >>> check(variant("wordstorm", "few", counts={"E": 0}), players=8)
    """
    info = GAMES.get_info(v.game)
    info.check_players(players)
    rules = _rules_of(v)
    size = v.tileset.size
    need, each = _first_deal(v.game, rules, players)
    if size < need:
        raise InvalidInput(f"variant {v.name!r}: {players} players need {need} tiles "
                           f"({each} each); the set has {size}")
    _check_faces(v)


def _rules_of(v: Variant) -> Any:
    """The game's ``Rules`` for the variant; an option it does not have is ``InvalidInput``."""
    info = GAMES.get_info(v.game)
    known = {f.name for f in fields(info.rules)}
    unknown = sorted(set(v.rules) - known)
    if unknown:
        raise InvalidInput(f"variant {v.name!r}: {info.display_name} has no rule option "
                           f"{unknown[0]!r}")
    return info.rules(**v.rule_options())


def _first_deal(game: str, rules: Any, players: int) -> tuple[int, int]:
    """Tiles the first deal takes, and how many each."""
    if game == "fivetiers":
        return HAND_SIZE * players, HAND_SIZE
    if game == "wordstorm":
        sides = len(rules.board.sides if not isinstance(rules.board, str)
                    else _board(rules.board).sides)
        teams = len(rules.teams) if rules.teams is not None else min(players, sides)
        return rules.deal_size * teams, rules.deal_size
    # MY WORD!: the table must be able to hold one claim.
    return rules.min_cards, 0


def _check_faces(v: Variant) -> None:
    faces = [f for f, n in v.tileset.counts.items() if n > 0]
    if v.game == "wordstorm":
        odd = sorted(f for f in faces if f != WILD and len(f) != 1)
        if odd:
            raise InvalidInput(f"variant {v.name!r}: Word Storm tiles are single letters and "
                               f"'?'; not {', '.join(odd)}")
    if v.game != "fivetiers" and APOSTROPHE in faces:
        raise InvalidInput(f"variant {v.name!r}: only Five Tiers has apostrophe tiles")
    if v.game != "myword" and DOUBLE_WILD in faces:
        raise InvalidInput(f"variant {v.name!r}: only MY WORD! has the double wild '??'")


# -- Word Storm boards --------------------------------------------------------------------------


def _board(name: str) -> Any:
    return Board.load(name)


def _default_board() -> Any:
    return _board("default")


def _special_count(board: Any) -> int:
    return sum(len(side.special) for side in board.sides)


def board_variant(board: Any, name: str, special: int | Sequence[Iterable[tuple[int, int]]],
                  seed: int = 0) -> Any:
    """A board like ``board`` with other special squares.

    ``special`` is a number or, per side, the squares themselves. A number is spread over the
    sides in proportion to their area, and so that no seat is favoured: the part every side has
    (the smallest side's rows and columns, in each player's own view, where crosswords are
    built) gets the same squares on every side, and a larger side's further squares go on its
    extra rows and columns. The squares a board already has in that shared part are kept first,
    then new ones come at seeded places, so the same number gives the same board.

    >>> from wordgames.wordstorm.board import Board
    >>> b = board_variant(Board.load("default"), "b40", 40)
    >>> [len(s.special) for s in b.sides], b.name
    ([11, 11, 9, 9], 'b40')
    >>> shared = [{(r, c) for r, c in s.special if c < 14} for s in b.sides]
    >>> all(part == shared[0] for part in shared), len(shared[0])
    (True, 9)
    >>> from wordgames.wordstorm.board import Side
    >>> square = Board("square", tuple(Side(n, 10, 10) for n in "NESW"))
    >>> [len(s.special) for s in board_variant(square, "sq", 30).sides]
    [8, 8, 7, 7]
    """
    sides = board.sides
    if isinstance(special, int) and not isinstance(special, bool):
        areas = [(s.rows or 0) * (s.cols or 0) for s in sides]
        if special < 0 or special > sum(areas):
            raise InvalidInput(f"special squares: 0 to {sum(areas)} on the {board.name} board, "
                               f"not {special}")
        if any(s.rows is None or s.cols is None for s in sides):
            raise InvalidInput(f"the {board.name} board has unlimited sides: give the squares")
        new_sides = _spread_special(sides, _apportion(special, areas), random.Random(seed))
    elif isinstance(special, bool) or not isinstance(special, Sequence) or isinstance(
            special, str):
        raise InvalidInput("special squares: a number, or the squares of each side")
    else:
        try:
            given = [frozenset((int(r), int(c)) for r, c in squares) for squares in special]
        except (TypeError, ValueError):
            raise InvalidInput("special squares: a list per side of (row, column) squares, "
                               f"not {special!r}"[:200]) from None
        if len(given) != len(sides):
            raise InvalidInput(f"special squares: one list per side ({len(sides)}), not "
                               f"{len(given)}")
        new_sides = [replace(side, special=squares) for side, squares in zip(sides, given,
                                                                             strict=True)]
    made = Board(name, tuple(new_sides), f"Variant of {board.name}: "
                 f"{sum(len(s.special) for s in new_sides)} special squares.", board.title)
    return Board.from_dict(board_to_dict(made))  # the board's own checks (squares on a side)


def _spread_special(sides: Sequence[Any], shares: Sequence[int], rng: random.Random) -> list[Any]:
    """Each side with its share of squares: the same ones on every side in the shared part.

    The shared part is the smallest side's rows and columns; each side takes ``min(shares)``
    squares there (the squares all sides already share first, then one seeded order of new
    cells), and the rest of its share on its own cells outside it (its own squares first).
    """
    rows, cols = min(s.rows for s in sides), min(s.cols for s in sides)
    shared_part = [(r, c) for r in range(rows) for c in range(cols)]
    already = sorted(frozenset.intersection(*(frozenset(s.special) for s in sides)))
    rng.shuffle(shared_part)
    common = min(shares)
    in_shared = (already + [p for p in shared_part if p not in already])[:common]
    out = []
    for side, k in zip(sides, shares, strict=True):
        beyond = [(r, c) for r in range(side.rows) for c in range(side.cols)
                  if r >= rows or c >= cols]
        own = sorted(p for p in side.special if p in beyond)
        rng.shuffle(beyond)
        # Sides of one size with unequal shares (30 squares on four equal sides) can only put
        # the odd square in the shared part.
        spare = [p for p in shared_part if p not in in_shared]
        extra = (own + [p for p in beyond if p not in own] + spare)[:k - common]
        out.append(replace(side, special=frozenset(in_shared + extra)))
    return out


def _apportion(total: int, weights: Sequence[int]) -> list[int]:
    """Whole shares of ``total`` in proportion to ``weights`` (largest remainders).

    >>> _apportion(30, [200, 200, 140, 140])
    [9, 9, 6, 6]
    """
    whole = sum(weights)
    exact = [total * w / whole for w in weights]
    shares = [int(x) for x in exact]
    order = sorted(range(len(weights)), key=lambda i: (-(exact[i] - shares[i]), i))
    for i in order[: total - sum(shares)]:
        shares[i] += 1
    return shares


def board_to_dict(board: Any) -> dict[str, Any]:
    """A board in the JSON layout of ``wordgames/data/wordstorm/`` (``Board.to_dict``)."""
    result: dict[str, Any] = board.to_dict()
    return result


def _within(path: str, load: Callable[[Any], Any], data: Any) -> Any:
    """What ``load`` makes of a part of a saved variant, its messages under ``path``
    (``variant.tileset.tiles['E'].count``)."""
    try:
        return load(data)
    except InvalidInput as err:
        head, _, rest = err.message.partition(".")
        known = head in ("tileset", "board") and rest and ":" in rest
        raise InvalidInput(f"{path}.{rest}" if known else f"{path}: {err.message}") from None


def save_board(board: Any, folder: str | Path | None = None) -> Path:
    """Write a board as ``NAME.json`` beside the shipped boards (``Board.load(NAME)`` finds it)
    or in ``folder``."""
    if board.name in ("default", "nolimits"):
        raise InvalidInput(f"{board.name!r} is a shipped board: give the variant a name of its own")
    if folder is None:
        folder = Path(str(resources.files("wordgames") / "data" / "wordstorm"))
    path = Path(folder) / f"{board.name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    board_module.BOARD_FILE.write(path, board.fields())
    board_module._load.cache_clear()
    return path


__all__ = ["VARIANT_FILE", "Variant", "board_to_dict", "board_variant", "check",
           "save_board", "shipped", "variant"]
