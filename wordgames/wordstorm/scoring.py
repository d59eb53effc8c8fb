"""Scoring a round: unused tiles, misplaced tiles, Big Words, special squares. Low is good.

The rulebook's worked example: player 2 holds G and N unused and misspelled HOAX; he removes the
misspelled tiles (and those attached to them) until a correct crossword remains, and scores
3 + 14 = 17.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.tiles import TileSet
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
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from wordgames.lexicon import Lexicon
from wordgames.wordstorm.check import check, components
from wordgames.wordstorm.grid import Grid, Position


@dataclass(frozen=True)
class ScoreBreakdown:
    """One player's (or team's) round score and where it comes from.

    ``total = unused + misplaced * multiplier - big_words - special_squares``.
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

    def _repr_html_(self) -> str:
        from wordgames.render.wordstorm import breakdown_html

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


def best_kept(grid: Grid, lexicon: Lexicon, values: Mapping[str, int]) -> frozenset[Position]:
    """The tiles that stay when an incorrect crossword is cut back to a correct one.

    Tiles are only removed, never moved. Of all the correct crosswords that remain, the engine
    keeps the one of highest value; ties go to the one with more tiles (wilds are worth 0 but
    stay where they can), then to the one whose removed positions come first in reading order.

    A lone tile is a correct crossword, so value can beat length: below, TX is no word, and the
    X (8 points) alone is worth more than CAT (5).

    >>> from wordgames.lexicon import Lexicon
    >>> values = {"C": 3, "A": 1, "T": 1, "X": 8, "S": 1}
    >>> sorted(best_kept(Grid.parse("CAT\\n..X"), Lexicon.from_words(["cat"]), values))
    [(1, 2)]
    """
    best: list[tuple[tuple[int, int, tuple[tuple[int, int], ...]], frozenset[Position]]] = []
    seen: set[frozenset[Position]] = set()
    cells = dict(grid.cells)
    everything = tuple(sorted(cells))

    def key(kept: frozenset[Position]) -> tuple[int, int, tuple[tuple[int, int], ...]]:
        removed = tuple(p for p in everything if p not in kept)
        # Python compares tuples left to right: negate the positions so earlier removals win.
        return (sum(values.get(cells[p], 0) for p in kept), len(kept),
                tuple((-r, -c) for r, c in removed))

    def bound(kept: frozenset[Position]) -> tuple[int, int]:
        return sum(values.get(cells[p], 0) for p in kept), len(kept)

    def search(kept: frozenset[Position]) -> None:
        if kept in seen:
            return
        seen.add(kept)
        if best and bound(kept) < best[0][0][:2]:
            return
        groups = components(kept)
        if len(groups) > 1:
            for group in groups:
                search(frozenset(group))
            return
        result = check({p: cells[p] for p in kept}, lexicon)
        if result.ok:
            k = key(kept)
            if not best or k > best[0][0]:
                best[:] = [(k, kept)]
            return
        conflict = min(result.conflicts, key=lambda c: (len(c), sorted(c)))
        for p in sorted(conflict):
            search(kept - {p})

    search(frozenset(cells))
    return best[0][1] if best else frozenset()


def score_crossword(
    grid: Grid,
    hand: Iterable[str],
    lexicon: Lexicon,
    values: Mapping[str, int],
    special: Iterable[Position] = (),
    misplaced_multiplier: int = 1,
    big_word_length: int = 5,
) -> ScoreBreakdown:
    """Score one crossword and the tiles still in hand at the end of a round."""
    unused = sum(values.get(face, 0) for face in hand)
    result = check(grid, lexicon)
    removed: tuple[Position, ...] = ()
    kept_grid, final = grid, result
    if not result.ok:
        kept = best_kept(grid, lexicon, values)
        removed = tuple(p for p in grid if p not in kept)
        kept_grid = grid.without(removed)
        final = check(kept_grid, lexicon)
    misplaced = sum(values.get(grid[p], 0) for p in removed)
    words = tuple(w.text for w in final.words)
    big = big_words_bonus(words, big_word_length)
    covered = sum(1 for p in set(special) if p in kept_grid)
    bonus = special_bonus(covered)
    total = unused + misplaced * misplaced_multiplier - big - bonus
    return ScoreBreakdown(unused, misplaced, misplaced_multiplier, big, bonus, covered, total,
                          removed, words, result.ok)


__all__ = ["ScoreBreakdown", "best_kept", "big_words_bonus", "score_crossword", "special_bonus"]
