"""Scoring a round: unused tiles, misplaced tiles, Big Words, special squares. Low is good.

The rulebook's worked example: player 2 holds G and N unused and misspelled HOAX; he removes the
misspelled tiles (and those attached to them) until a correct crossword remains, and scores
3 + 14 = 17.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.kit.tiles import TileSet
>>> values = TileSet.load("wordstorm").values
>>> lex = Lexicon.from_words(["climb"])
>>> crossword = Grid.parse('''
... CLIMB...
... ....HAOX
... ''')
>>> b = score_crossword(crossword, ["G", "N"], lex, values)
>>> b.unused, b.misplaced, b.total
(3, 14, 17)
>>> score_crossword(crossword, ["G", "N"], lex, values, misplaced_multiplier=2).total
31

Which tiles are "incorrectly placed" is a reading of the rulebook; two are offered (see
:data:`REMOVALS`): ``"rulebook"`` (the default) removes the misspelled words and what hangs from
them, ``"most_value"`` keeps whatever correct crossword is worth the most, the reading most
generous to the player. They differ when the misspelled word is worth more than the correct
ones: below, OX is a word, and keeping O and X (9 points) beats keeping CAT (5).

>>> lex = Lexicon.from_words(["cat", "ox"])
>>> rulebook = score_crossword(Grid.parse("CAT....\\n..HAOX"), [], lex, values)
>>> generous = score_crossword(Grid.parse("CAT....\\n..HAOX"), [], lex, values,
...                            removal="most_value")
>>> rulebook.misplaced, rulebook.words, generous.misplaced, generous.words
(14, ('CAT',), 10, ('OX',))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.check import _check, _lexicon, _patterns, components, conflicts_of
from wordgames.wordstorm.grid import FACES, Grid, Position, shown_face


@dataclass(frozen=True)
class ScoreBreakdown:
    """One player's (or team's) round score and where it comes from.

    ``total = unused + misplaced * multiplier - big_words - special_squares - subject_points``;
    ``subject_points`` come from a teacher's ``subject_words`` (``Rules``) among ``words``.
    """

    unused: int
    misplaced: int
    multiplier: int
    big_words: int
    special_squares: int
    covered: int
    total: int
    removed: tuple[Position, ...] = ()
    words: tuple[str, ...] = ()
    correct: bool = True
    subject_words: tuple[str, ...] = ()
    subject_points: int = 0

    def _repr_html_(self) -> str:
        from wordgames.screens.wordstorm import breakdown_html

        return breakdown_html(self)


def special_bonus(covered: int) -> int:
    """Points off for covering special squares: 2 squares -2, 3 -4, 4 -6; fewer than 2: 0.

    >>> [special_bonus(n) for n in range(6)]
    [0, 0, 2, 4, 6, 8]
    """
    return 2 * (covered - 1) if covered >= 2 else 0


def big_words_bonus(words: Iterable[str], longer_than: int = 5) -> int:
    """Points off for long words: each word takes off its letters beyond ``longer_than``.

    >>> big_words_bonus(["ELEPHANT"]), big_words_bonus(["ELEPHANT", "GRUMPY", "CAT"])
    (3, 4)
    """
    return sum(len(w) - longer_than for w in words if len(w) > longer_than)


#: The readings of "remove all incorrectly placed tiles" that :func:`score_crossword` offers.
REMOVALS = ("rulebook", "most_value")

#: The cut-back search's work bound, in tiles examined (a wild search's letter tuples count a
#: fortieth of a tile, about their cost). Crosswords people build are settled far inside it;
#: a dense block of random tiles is not, and gets the best cut found within it.
CUT_BACK_LIMIT = 12_000
_WILD_WORK_PER_TILE = 10
_NODE_COST = 5  # a search step's own cost, in tiles


def rulebook_kept(grid: Grid, lexicon: Lexicon, values: Mapping[str, int]) -> frozenset[Position]:
    """The tiles that stay under the rulebook's reading of "remove":

    1. The tiles of every incorrect word that belong to no correct word are removed ("the
       player removes all incorrectly placed tiles").
    2. So is what hangs only from removed tiles ("and those attached to them"): of the parts
       left, the one that stays holds correct words; of several such, the one of highest value;
       equal values: the one with more tiles, then the one whose first tile comes first in
       reading order (top row first, then left to right). A part without a word (a lone tile)
       stays only if no part holds a word.
    3. Only if what is left is still incorrect (a tile shared by correct and incorrect words,
       such as two words laid side by side), it is cut back by the least value, as
       :func:`best_kept` does ("until a correct crossword remains").

    Tiles are only removed, never moved. Below, T belongs to CAT and to the misspelled TH, so
    it stays; H, A, O and X belong to no correct word and go:

    >>> from wordgames.lexicon import Lexicon
    >>> values = {"C": 3, "A": 1, "T": 1, "H": 4, "O": 1, "X": 8}
    >>> sorted(rulebook_kept(Grid.parse("CAT....\\n..HAOX"), Lexicon.from_words(["cat", "ox"]),
    ...                      values))
    [(0, 0), (0, 1), (0, 2)]
    """
    return _rulebook_cut(dict(_grid(grid).cells), lexicon, values)[0]


def _rulebook_cut(cells: dict[Position, str], lexicon: Lexicon,
                  values: Mapping[str, int]) -> tuple[frozenset[Position], bool]:
    """:func:`rulebook_kept`, and whether its cut back (if any) was settled within the bound."""
    result = _check(cells, lexicon)
    if result.ok:
        return frozenset(cells), True
    in_word = {p for w in result.words for p in w.cells}
    gone = {p for w in result.bad_runs for p in w.cells if p not in in_word}
    parts = components(p for p in cells if p not in gone)
    if not parts:
        return frozenset(), True

    def rank(part: set[Position]) -> tuple[bool, int, int, tuple[int, int]]:
        first = min(part)
        return (bool(part & in_word), sum(values.get(cells[p], 0) for p in part), len(part),
                (-first[0], -first[1]))

    part = max(parts, key=rank)
    kept = {p: cells[p] for p in part}
    if not conflicts_of(kept, lexicon):
        return frozenset(kept), True
    return _cut_back(kept, lexicon, values)


def best_kept(grid: Grid, lexicon: Lexicon, values: Mapping[str, int]) -> frozenset[Position]:
    """The tiles that stay when an incorrect crossword is cut back to the correct one of most
    value (the ``"most_value"`` reading, the most generous to the player).

    Tiles are only removed, never moved. Of all the correct crosswords that remain, the engine
    keeps the one of highest value; ties go to the one with more tiles (wilds are worth 0 but
    stay where they can), then to the first found: the rulebook's cut (:func:`rulebook_kept`)
    if it is among them, else the first of the search, which removes the cheapest tile of the
    smallest conflict first (among equals, the first in reading order).

    The search is a branch and bound that starts from the rulebook's cut and stops at
    :data:`CUT_BACK_LIMIT`: exact when it settles within it (small crosswords: the tests
    compare it with every subset of up to 8 tiles); on a larger tangled grid (many misspellings,
    dense blocks) the best cut found, which is always a correct crossword and never worth less
    than the rulebook's. ``benchmarks/bench_grids.py`` counts how often it stops at the bound.

    A lone tile is a correct crossword, so value can beat length: below, TX is no word, and the
    X (8 points) alone is worth more than CAT (5).

    >>> from wordgames.lexicon import Lexicon
    >>> values = {"C": 3, "A": 1, "T": 1, "X": 8, "S": 1}
    >>> sorted(best_kept(Grid.parse("CAT\\n..X"), Lexicon.from_words(["cat"]), values))
    [(1, 2)]
    """
    return _most_value_cut(dict(_grid(grid).cells), lexicon, values)[0]


def _most_value_cut(cells: dict[Position, str], lexicon: Lexicon,
                    values: Mapping[str, int]) -> tuple[frozenset[Position], bool]:
    """:func:`best_kept`, and whether it was settled within the bound. The rulebook's cut is
    the best to beat from the start: it is quick, and on a crossword with a few slips it is
    near the best, which a greedy first dive often is not (it breaks long words apart)."""
    start, _ = _rulebook_cut(cells, lexicon, values)
    return _cut_back(cells, lexicon, values, start=start)


class _Enough(Exception):
    pass


def _cut_back(cells: dict[Position, str], lexicon: Lexicon, values: Mapping[str, int],
              limit: int = CUT_BACK_LIMIT,
              start: frozenset[Position] | None = None) -> tuple[frozenset[Position], bool]:
    """The correct sub-crossword of most value (ties as :func:`best_kept` says), and whether
    the search settled it within ``limit`` (else: the best found).

    A branch and bound: split into connected parts (only one can stay); else remove, in turn,
    each tile of the smallest conflict, cheapest first, so the first dive is a greedy cut. A
    part is pruned when even removing only one tile per disjoint conflict cannot beat the best.
    ``start``, a correct crossword among ``cells``, is the best to beat from the outset.
    """
    if not cells:
        return frozenset(), True
    wild_before = _wild_work(lexicon)
    best: list[tuple[tuple[int, int], frozenset[Position]]] = []
    seen: set[frozenset[Position]] = set()
    spent = [0]

    def value(kept: Iterable[Position]) -> int:
        return sum(values.get(cells[p], 0) for p in kept)

    if start is None:
        # A lone tile is a correct crossword: the dearest (the first in reading order among
        # equals) is the least there is to beat, so the bound holds from the first step.
        lone = max(sorted(cells), key=lambda p: (values.get(cells[p], 0), -p[0], -p[1]))
        start = frozenset([lone])
    best.append(((value(start), len(start)), start))

    def over_budget() -> bool:
        wild = (_wild_work(lexicon) - wild_before) // _WILD_WORK_PER_TILE
        return spent[0] + wild > limit

    def search(kept: frozenset[Position], worth: int) -> None:
        spent[0] += _NODE_COST
        if best and over_budget():
            raise _Enough
        if kept in seen:
            return
        seen.add(kept)
        # Equal value and tiles do not replace the best: the first found of them stays.
        if best and (worth, len(kept)) <= best[0][0]:
            return
        spent[0] += len(kept)
        groups = components(kept)
        if len(groups) > 1:
            parts = [(value(g), frozenset(g)) for g in groups]
            for part_worth, part in sorted(parts, key=lambda g: (-g[0], -len(g[1]), min(g[1]))):
                search(part, part_worth)
            return
        conflicts = conflicts_of({p: cells[p] for p in kept}, lexicon)
        if not conflicts:
            best[:] = [((worth, len(kept)), kept)]
            return
        if best:
            # Each conflict must lose a tile: disjoint ones, their cheapest tile each at least.
            used: set[Position] = set()
            least_value = least_tiles = 0
            for conflict in sorted(conflicts, key=lambda c: (len(c), sorted(c))):
                if not conflict & used:
                    used |= conflict
                    least_value += min(values.get(cells[p], 0) for p in conflict)
                    least_tiles += 1
            if (worth - least_value, len(kept) - least_tiles) <= best[0][0]:
                return
        conflict = min(conflicts, key=lambda c: (len(c), sorted(c)))
        for p in sorted(conflict, key=lambda p: (values.get(cells[p], 0), p)):
            search(kept - {p}, worth - values.get(cells[p], 0))

    try:
        search(frozenset(cells), value(cells))
        settled = True
    except _Enough:
        settled = False
    return (best[0][1] if best else frozenset()), settled


def _wild_work(lexicon: Lexicon) -> int:
    return _patterns(lexicon).work


def _grid(grid: object) -> Grid:
    if not isinstance(grid, Grid):
        hint = ": use Grid.parse(text)" if isinstance(grid, str) else ""
        raise InvalidInput(f"a crossword to score is a Grid, not {type(grid).__name__}{hint}")
    return grid


def score_crossword(
    grid: Grid,
    hand: Iterable[str],
    lexicon: Lexicon,
    values: Mapping[str, int],
    special: Iterable[Position] = (),
    misplaced_multiplier: int = 1,
    big_word_length: int = 5,
    *,
    removal: str = "rulebook",
) -> ScoreBreakdown:
    """Score one crossword and the tiles still in hand at the end of a round.

    ``removal`` says which tiles of an incorrect crossword are misplaced: ``"rulebook"``
    (:func:`rulebook_kept`) or ``"most_value"`` (:func:`best_kept`). Bad input raises
    ``InvalidInput`` saying which argument:

    >>> from wordgames.lexicon import Lexicon
    >>> score_crossword(Grid.parse("CAT"), ["G"], Lexicon.from_words(["cat"]), {},
    ...                 removal="kindest")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: removal must be 'rulebook' or 'most_value', not 'kindest'
    """
    grid = _grid(grid)
    faces = _faces(hand)
    lexicon = _lexicon(lexicon, "score_crossword")
    values = _values(values)
    squares = _positions(special)
    misplaced_multiplier = _whole(misplaced_multiplier, "misplaced_multiplier", 0)
    big_word_length = _whole(big_word_length, "big_word_length", 1)
    if removal not in REMOVALS:
        raise InvalidInput(f"removal must be 'rulebook' or 'most_value', not {removal!r}")
    unused = sum(values.get(face, 0) for face in faces)
    result = _check(grid.cells, lexicon)
    removed: tuple[Position, ...] = ()
    kept_grid, final = grid, result
    if not result.ok:
        if removal == "rulebook":
            kept = rulebook_kept(grid, lexicon, values)
        else:
            kept = best_kept(grid, lexicon, values)
        removed = tuple(p for p in grid if p not in kept)
        kept_grid = grid.without(removed)
        final = _check(kept_grid.cells, lexicon)
    misplaced = sum(values.get(grid[p], 0) for p in removed)
    words = tuple(w.text for w in final.words)
    big = big_words_bonus(words, big_word_length)
    covered = sum(1 for p in squares if p in kept_grid)
    bonus = special_bonus(covered)
    total = unused + misplaced * misplaced_multiplier - big - bonus
    return ScoreBreakdown(unused, misplaced, misplaced_multiplier, big, bonus, covered, total,
                          removed, words, result.ok)


def _faces(hand: object) -> list[str]:
    if isinstance(hand, str) or not isinstance(hand, Iterable):
        raise InvalidInput(f"the tiles in hand are a list of faces, not {type(hand).__name__}")
    faces = list(hand)
    for face in faces:
        if face not in FACES:
            raise InvalidInput(f"{shown_face(face)} in hand is not a Word Storm tile (a letter "
                               f"A-Z or '?')")
    return faces


def _values(values: object) -> Mapping[str, int]:
    if not isinstance(values, Mapping) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in values.values()):
        raise InvalidInput("tile values are a mapping of faces to whole numbers, e.g. "
                           "TileSet.load('wordstorm').values")
    return values


def _positions(special: object) -> set[Position]:
    if isinstance(special, str) or not isinstance(special, Iterable):
        raise InvalidInput(f"special squares are (row, column) positions, not "
                           f"{type(special).__name__}")
    out = set()
    for p in special:
        if not (isinstance(p, tuple) and len(p) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in p)):
            raise InvalidInput(f"a special square is a (row, column) position, not {p!r}")
        out.add(p)
    return out


def _whole(value: object, name: str, least: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise InvalidInput(f"{name} must be a whole number >= {least}, not {value!r}")
    return value


__all__ = ["REMOVALS", "ScoreBreakdown", "best_kept", "big_words_bonus", "rulebook_kept",
           "score_crossword", "special_bonus"]
