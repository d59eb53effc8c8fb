"""The five-word solver: split 20 tiles into words of 2, 3, 4, 5 and 6 tiles.

A hand of Five Tiers is solved when its 20 tiles make five words, one per tier (2+3+4+5+6 = 20,
so every tile is used). :func:`solve` finds such a set or proves there is none;
:func:`best_partial` finds the arrangement that leaves the least value unused, which is what an
opponent loses when somebody else wins the round.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["be", "cat", "dogs", "apple", "orange"])
>>> hand = list("BECATDOGSAPPLEORANGE")
>>> solve(hand, lex).words
('be', 'cat', 'dogs', 'apple', 'orange')
>>> solve(hand[:-1] + ["?"], lex).spellings[-1].letters    # the blank stands for the last E
('o', 'r', 'a', 'n', 'g', 'e')
>>> solve(hand[:-1] + ["Z"], lex) is None
True

The search itself (options, the exact cover, the best partial arrangement's branch and bound)
is :mod:`wordgames.fivetiers.search`.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice

from wordgames.errors import InvalidInput
from wordgames.fivetiers.search import (
    HAND_SIZE,
    TIERS,
    Tiers,
    _all_faces,
    _Option,
    _Partial,
    _Problem,
    _problem,
    _Search,
    _SplitRack,
)
from wordgames.kit import validate
from wordgames.kit.solvability import Solvability
from wordgames.kit.tiles import APOSTROPHE, MAX_TILES, MAX_VALUE, WILD, Bag, TileSet
from wordgames.kit.validate import shown, whole
from wordgames.lexicon import Lexicon, Spelling

#: What an unused apostrophe tile gives the winner (rulebook: "Unused apostrophe tiles at the end
#: of a round award 5 points to the winner").
UNUSED_APOSTROPHE_POINTS = 5


def unused_values(apostrophe: int = UNUSED_APOSTROPHE_POINTS) -> dict[str, int]:
    """What each face costs its holder when left unused: its value, an apostrophe ``apostrophe``.

    >>> v = unused_values(); v["Q"], v["?"], v["'"]
    (10, 0, 5)
    """
    values = dict(_all_faces().values)
    values[APOSTROPHE] = apostrophe
    return values


@dataclass(frozen=True)
class Arrangement:
    """Tiles placed on a five-tier rack: at most one word per tier, and the tiles left over.

    ``words[i]`` and ``spellings[i]`` belong to the tier of ``TIERS[i]`` tiles (None when empty);
    a spelling says which tile covers which letters, so a blank's letter is
    ``spelling.letters[k]`` where ``spelling.tiles[k] == '?'``.

    >>> a = Arrangement.of({3: Spelling(("C", "A", "T"), ("c", "a", "t"))}, unused=("Q",))
    >>> a.words, a.complete, a.tiles_used
    ((None, 'cat', None, None, None), False, 3)
    """

    spellings: tuple[Spelling | None, ...]
    unused: tuple[str, ...] = ()

    @classmethod
    def of(cls, by_tier: Mapping[int, Spelling], unused: Iterable[str] = ()) -> Arrangement:
        """Build from ``{tier: spelling}``."""
        return cls(tuple(by_tier.get(t) for t in TIERS), tuple(unused))

    @property
    def words(self) -> Tiers:
        """The word of each tier (None when empty), shortest tier first."""
        w = ["".join(s.letters) if s is not None else None for s in self.spellings]
        return (w[0], w[1], w[2], w[3], w[4])

    @property
    def complete(self) -> bool:
        """Whether all five tiers hold a word (then no tile is unused)."""
        return all(s is not None for s in self.spellings)

    @property
    def tiles_used(self) -> int:
        return sum(len(s.tiles) for s in self.spellings if s is not None)

    def unused_value(self, values: Mapping[str, int] | None = None) -> int:
        """The points the unused tiles are worth (by default an apostrophe counts 5)."""
        values = unused_values() if values is None else values
        return sum(values.get(face, 0) for face in self.unused)

    def _repr_html_(self) -> str:
        from wordgames.screens.fivetiers import arrangement_html

        return arrangement_html(self)


#: The most draws :func:`solvable_fraction` makes (each a complete search of a hand).
MAX_DRAWS = 100_000


def _hand(tiles: object, size: int | None) -> _SplitRack:
    """The hand, checked here in Python: the compiled search (``wordgames.kit.native``) meets a
    wrong type with a bare TypeError of its own, so nothing but text reaches it."""
    if not isinstance(tiles, str) and isinstance(tiles, Iterable) \
            and not isinstance(tiles, bytes | bytearray | Mapping):
        faces = list(islice(tiles, MAX_TILES + 1))
        for position, face in enumerate(faces, start=1):
            if not isinstance(face, str):
                raise InvalidInput(f"tile {position}: a tile is text such as 'A', '?' or "
                                   f"\"'\", not {shown(face)}")
        if len(faces) > MAX_TILES:
            raise InvalidInput(f"more than {MAX_TILES:,} tiles: a tile set holds at most "
                               f"{MAX_TILES:,}")
        return _SplitRack.parse(faces, size)
    if isinstance(tiles, str):
        return _SplitRack.parse(tiles, size)  # it says how to write a list
    raise InvalidInput(f"a hand is a list of tiles such as ['C', 'A', '?'], not "
                       f"{type(tiles).__name__}")


def _lexicon(lexicon: object) -> Lexicon:
    if not isinstance(lexicon, Lexicon):
        raise InvalidInput(f"a Lexicon is needed to judge the words, not "
                           f"{type(lexicon).__name__}")
    return lexicon


def _arrangement(
    problem: _Problem, chosen: Mapping[int, tuple[_Option, tuple[int, ...]]], faces: Sequence[str]
) -> Arrangement:
    spellings = {t: o.spell(before, problem.keys) for t, (o, before) in chosen.items()}
    unused = Counter(faces) - Counter(f for s in spellings.values() for f in s.tiles)
    left = []
    for face in faces:  # in the hand's order
        if unused[face] > 0:
            unused[face] -= 1
            left.append(face)
    return Arrangement.of(spellings, left)


def solve(tiles: Iterable[str], lexicon: Lexicon) -> Arrangement | None:
    """Five words of 2, 3, 4, 5 and 6 tiles that use exactly these 20 tiles, or None.

    Exact: None means no such set exists in ``lexicon``. A blank (``'?'``) is any letter, never
    an apostrophe; an apostrophe is a tile (DON'T takes five). Raises ``InvalidInput`` for a hand
    that is not 20 Five Tiers tiles.

    >>> lex = Lexicon.from_words(["be", "cat", "don't", "apple", "orange", "dogs"])
    >>> solve(list("BECATDOGS") + ["D", "O", "N", "'", "T"] + list("ORANG?"), lex).words
    ('be', 'cat', 'dogs', "don't", 'orange')
    >>> solve(list("CAT"), lex)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: a Five Tiers hand has 20 tiles, not 3
    """
    return solve_effort(tiles, lexicon)[0]


def solve_effort(tiles: Iterable[str], lexicon: Lexicon) -> tuple[Arrangement | None, int, int]:
    """:func:`solve`, plus how many candidate words and search nodes it took (for bots' timing).

    >>> lex = Lexicon.from_words(["be", "cat", "dogs", "apple", "orange"])
    >>> solution, words, nodes = solve_effort(list("BECATDOGSAPPLEORANGE"), lex)
    >>> words, nodes
    (5, 5)
    """
    hand = _hand(tiles, HAND_SIZE)
    problem = _problem(hand, _lexicon(lexicon))
    search = _Search(problem)
    found = search.run()
    solution = None if found is None else _arrangement(problem, found, hand.faces)
    return solution, problem.size, search.nodes


def best_partial(
    tiles: Iterable[str],
    lexicon: Lexicon,
    values: Mapping[str, int] | None = None,
    budget: int | None = None,
    *,
    unsolvable: bool = False,
) -> Arrangement:
    """The arrangement into valid words, at most one per tier, that leaves the least value unused.

    ``values`` says what each face costs when unused (default :func:`unused_values`: the tile
    values, an apostrophe 5 points); among equal values, more tiles used wins. ``budget`` caps the
    search nodes (the best found so far is returned: a bot's limited patience); None is exact.
    A hand of fewer than 20 tiles is fine. ``unsolvable``: the caller knows that :func:`solve`
    found no complete arrangement of these tiles in ``lexicon``, so the exact search for one is
    not run again (on a hand that has none it is most of the work: it must try everything).

    >>> lex = Lexicon.from_words(["qi", "ax", "zax", "it"])
    >>> a = best_partial(list("QIZAXT"), lex)
    >>> a.words, a.unused
    (('qi', 'zax', None, None, None), ('T',))
    >>> hand = list("QIZAXTQIZAXTQIZAXTQI")
    >>> known = best_partial(hand, lex, unsolvable=True)
    >>> solve(hand, lex) is None, known == best_partial(hand, lex)
    (True, True)
    """
    hand = _hand(tiles, None)
    problem = _problem(hand, _lexicon(lexicon))
    if values is not None:
        if not isinstance(values, Mapping):
            raise InvalidInput(f"values map tile faces to points, not {shown(values)}")
        for face, points in values.items():
            if not isinstance(face, str):
                raise InvalidInput(f"values: a tile face is text, not {shown(face)}")
            whole(points, f"values[{face!r}]", least=0, most=MAX_VALUE)
    if budget is not None:
        whole(budget, "budget", least=1)
    validate.flag(unsolvable, "unsolvable")
    if len(hand.faces) == HAND_SIZE and not unsolvable:
        found = _Search(problem).run()
        if found is not None:
            return _arrangement(problem, found, hand.faces)
    values = unused_values() if values is None else values
    search = _Partial(problem, values, budget if budget is not None else 1 << 62)
    return _arrangement(problem, search.run(), hand.faces)


def impossible_reason(tiles: Iterable[str], lexicon: Lexicon) -> str | None:
    """Why these 20 tiles make no five words, in words, when a cheap proof shows it; None when
    none does (then only :func:`solve` can tell). All 20 tiles are used (2+3+4+5+6 = 20), so a
    tier that no word from the hand fits, a tile that no word of 2 to 6 tiles holds, or more of
    a tile than five words can hold, each rule the hand out.

    >>> lex = Lexicon.from_words(["be", "cat", "dogs", "apple", "orange", "qi"])
    >>> impossible_reason(list("BECATDOGSAPPLEORANGZ"), lex)
    'no word of 2 to 6 tiles from this hand uses the Z'
    >>> impossible_reason(list("BECATDOGSAPPLEQIQIQI"), lex)
    'no word of 6 tiles can be spelled from this hand'
    >>> impossible_reason(list("BECATDOGSAPPLEORANGE"), lex) is None
    True
    """
    hand = _hand(tiles, HAND_SIZE)
    lexicon = _lexicon(lexicon)
    if any(len(k) > 1 or not (k.isascii() and (k.isalpha() or k == APOSTROPHE))
           for k in hand.keys):
        return None  # a multi-letter tile spells a word with fewer tiles than letters
    words = [w for w in lexicon.words_from(hand.faces, min_len=TIERS[0]) if len(w) in TIERS]
    for tier in TIERS:
        if not any(len(w) == tier for w in words):
            return f"no word of {tier} tiles can be spelled from this hand"
    held = Counter(f.lower() for f in hand.faces if f != WILD)
    lost = sorted(k.upper() for k in held if not any(k in w for w in words))
    if lost:
        listing = lost[0] if len(lost) == 1 else f"{', '.join(lost[:-1])} or {lost[-1]}"
        return f"no word of {TIERS[0]} to {TIERS[-1]} tiles from this hand uses the {listing}"
    for key, n in sorted(held.items()):
        most = sum(max((w.count(key) for w in words if len(w) == tier), default=0)
                   for tier in TIERS)
        if n > most:
            return (f"five words from this hand hold at most {most} of the {key.upper()}, "
                    f"and the hand has {n}")
    return None


def solvable_fraction(
    lexicon: Lexicon, n: int, seed: int, spanish: bool = False,
    bag: str | TileSet | None = None,
) -> Solvability:
    """The share of ``n`` random 20-tile draws from a full bag that :func:`solve` can complete.

    The result is a :class:`~wordgames.kit.solvability.Solvability`: the share (a float) with the
    racks solved and proven impossible counted (:func:`solve` is exact: none is undecided).
    ``bag`` is another tile set or a variant (``TileSet.variant``) to draw from.

    >>> lex = Lexicon.from_words(["at"])
    >>> s = solvable_fraction(lex, n=3, seed=1)
    >>> s == 0.0, s.impossible, s.undecided
    (True, 3, 0)
    """
    if isinstance(n, bool) or not isinstance(n, int) or n <= 0:
        raise InvalidInput(f"n must be a positive number of draws, not {shown(n)}")
    whole(n, "n", most=MAX_DRAWS, why="each is a complete search")
    validate.seed(seed)
    validate.flag(spanish, "spanish")
    lexicon = _lexicon(lexicon)
    include = ("spanish",) if spanish else ()
    tileset = TileSet.of("fivetiers" if bag is None else bag, include=include)
    if tileset.size < HAND_SIZE:
        raise InvalidInput(f"the {tileset.name} bag holds {tileset.size} tiles: a hand is "
                           f"{HAND_SIZE}")
    rng = random.Random(seed)
    solved = 0
    began = time.process_time()
    for _ in range(n):
        hand = Bag(tileset, seed=rng.getrandbits(64)).draw(HAND_SIZE)
        solved += solve(hand, lexicon) is not None
    return Solvability(solved, n - solved, 0, tiles=HAND_SIZE, bag=tileset.name,
                       lexicon=lexicon.name, seconds=time.process_time() - began)


__all__ = [
    "HAND_SIZE",
    "TIERS",
    "UNUSED_APOSTROPHE_POINTS",
    "Arrangement",
    "best_partial",
    "impossible_reason",
    "solvable_fraction",
    "solve",
    "solve_effort",
    "unused_values",
]
