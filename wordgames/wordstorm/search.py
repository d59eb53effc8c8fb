"""The crossword search behind :func:`wordgames.wordstorm.solver.solve`: its hot loops.

:func:`find` takes what ``solve`` has checked and returns what it found. The search places a
long word first, then attaches words through letters already on the grid, preferring moves that
use many tiles and hard letters (high values). Candidate words are those the rack can spell with
one letter to spare (the crossing letter); they are filtered again at each step with packed
letter counts. A limited-discrepancy search backtracks from dead ends; when the rack is nearly
empty, "hooks" that lengthen a word already placed are tried too. Given a grid, it first tries
to add only the new tiles; failing that it rebuilds everything (the rulebook's crossword
exchange).

This module is compiled with mypyc where a C compiler is there (``scripts/build_native.py``,
run by ``make``; :mod:`wordgames.kit.native` says when the compiled one is used): the same code, the
same games, a Word Storm round about a fifth quicker. So it keeps to what mypyc compiles: no
``functools.cached_property`` (a native class recomputes it at every read), and the public
checks stay in ``solve`` (a native function turns a wrong argument type into a bare
``TypeError``).

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["cat", "act", "at"])
>>> grid, leftover, complete, *_ , status = find(list("CAT"), lex, None, 1.0, 0, None, None, {})
>>> sorted(grid.tiles()), leftover, complete, status
(['A', 'C', 'T'], (), True, 'solved')
"""

from __future__ import annotations

import functools
import itertools
import operator
import random
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from wordgames.kit.once import Once
from wordgames.lexicon import CountIndex, Lexicon
from wordgames.lexicon.spelling import at_least_rows
from wordgames.wordstorm.check import ACROSS, check, runs
from wordgames.wordstorm.grid import WILD, Grid, Position

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_INDEX = {ch: i for i, ch in enumerate(_LETTERS)}
# Five bits per letter: four for the count, the top one a guard that a subtraction clears
# exactly where the word needs more of that letter than the rack holds.
_GUARDS = sum(16 << (5 * i) for i in range(26))
_ACROSS = (0, 1)
_DOWN = (1, 0)
# A move: the tiles it puts down (where, letter, whether a wild stands for it), and a scored one.
# Tuples, not lists: the kept moves are many, and the garbage collector stops walking tuples
# that hold only numbers and strings (a full collection over kept lists took a tenth of a round).
_Move = tuple[tuple[Position, str, bool], ...]
_Scored = tuple[float, _Move]
_Item = tuple[str, int]  # a word and its packed letter counts
_SCORE = operator.itemgetter(0)  # a scored move's score
_FIELD = {ch: 31 << (5 * i) for ch, i in _INDEX.items()}  # a letter's five bits when packed
_GUARD = {ch: 16 << (5 * i) for ch, i in _INDEX.items()}  # and its guard bit
# Racks remembered per word index (lexicon and tile values) before it starts afresh.
_MEMO_SIZE = 20_000
# A bigger rack's words are filtered for a smaller rack's when they are at most this many;
# past that the bitsets are quicker (measured: 47 against 32 us at 128-255 words, 608 against
# 92 us at 2,048-4,095), and both give the same words in the same order.
_FILTER_AT_MOST = 160
# A longer list is sorted as it is read: this many words first (_Ranked).
_HEAD = 64
# From this many tiles (the borrowed letter counted), a rack's words are read out of the
# bitsets in the search's order (_WordIndex.ranked_rows): most of its long list is never read.
_BIG_RACK = 10
# A hook's rack with more ways than this to choose some of its letters is spelled out the
# general way (a whole-list filter) rather than by looking each choice up.
_HOOK_CHOICES = 128


#: ``Solution.status``: a crossword with every tile was found.
SOLVED = "solved"
#: ``Solution.status``: no crossword with every tile exists (shown by an exhaustive search or a
#: tile that no spellable word holds).
IMPOSSIBLE = "impossible"
#: ``Solution.status``: none was found before the limit, and none was shown impossible.
UNDECIDED = "undecided"
#: Up to this many tiles in all, a failed search is followed by an exhaustive one, which
#: either finds a crossword or shows there is none.
EXHAUSTIVE_TILES = 7
# The exhaustive search's bound, in cells tried; a bot's step budget scales it (see solve).
_EXHAUSTIVE_NODES = 200_000


class _OutOfBudget(Exception):
    pass


class _Found(Exception):
    pass


class _Ranked:
    """A long list of a rack's words in the search's order, made only as far as it is read.

    A long list is a big rack's (a rebuild's first positions): the search reads its first few
    dozen words (it stops once it has enough moves), and no smaller rack filters it (see
    :data:`_FILTER_AT_MOST`). Given the words' places (``ranks``), they are sorted (in C);
    given a bitset over ``items`` in their order (``bits``), the first words are its lowest
    bits. The words of the first :data:`_HEAD` are looked up at once, the rest's only if read.

    >>> items = tuple((w, 0) for w in "abcdef")
    >>> ranked = _Ranked(items, ranks=[5, 1, 4, 0])
    >>> len(ranked), [w for w, _ in ranked]
    (4, ['a', 'b', 'e', 'f'])
    >>> [w for w, _ in _Ranked(items, bits=0b110011)] == [w for w, _ in ranked]
    True
    """

    __slots__ = ("_bits", "_count", "_head", "_items", "_ranks", "_rest")

    def __init__(self, items: tuple[_Item, ...], ranks: list[int] | None = None,
                 bits: int = 0) -> None:
        self._items = items
        self._bits = bits
        self._rest: tuple[_Item, ...] | None = None
        if ranks is not None:
            ranks.sort()
            self._ranks = ranks
            self._count = len(ranks)
            self._head = tuple(map(items.__getitem__, ranks[:_HEAD]))
            return
        self._ranks = []
        self._count = bits.bit_count()
        text = bin(bits)  # the lowest bit last: the first words, from the right
        last = pos = len(text) - 1
        head: list[_Item] = []
        pos = text.rfind("1", 2, pos + 1)
        while pos != -1 and len(head) < _HEAD:
            head.append(items[last - pos])
            pos = text.rfind("1", 2, pos)
        self._head = tuple(head)

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[_Item]:
        yield from self._head
        if self._count > _HEAD:
            if self._rest is None:
                self._rest = (tuple(map(self._items.__getitem__, self._ranks[_HEAD:]))
                              if self._ranks
                              else tuple(CountIndex.pick(self._bits, self._items)[_HEAD:]))
            yield from self._rest


_Words = tuple[_Item, ...] | _Ranked  # a rack's words, in the search's order


class _WordIndex:
    """Per lexicon and tile values: each word's packed letter counts and how much the search
    likes it (long words with hard letters first). Filled in as words turn up, and kept."""

    def __init__(self, values: Mapping[str, int]) -> None:
        self.values = values
        # Prebuilt (word, packed) pairs: a search then allocates no tuples of its own.
        self.item: dict[str, _Item] = {}
        self.rank: dict[str, int] = {}
        self.by_rank: tuple[_Item, ...] = ()
        # The words a rack spells, ordered, by rack; the hooks of a run, by rack and run. A
        # search meets the same racks again and again (backtracking, restarts, the next bot's
        # search, the next deal), and spelling them out was most of a simulated round's time.
        self.spelled: dict[tuple[tuple[tuple[str, int], ...], int], _Words] = {}
        self.hooked: dict[tuple[tuple[tuple[str, int], ...], int, str], tuple[str, ...]] = {}
        # The moves from a position (letters placed, rack, side), before the jitter.
        self.positions: dict[tuple[Any, ...], Any] = {}
        # Per word: (letter, its guard bit, where it stands), the letters in the order they
        # first stand (the order of moves decides ties).
        self.shapes: dict[str, tuple[tuple[str, int, tuple[int, ...]], ...]] = {}
        # Made on first use, once however many threads ask (wordgames.warm makes them ahead).
        self._by_counts: Once[dict[int, tuple[str, ...]]] = Once(self._make_by_counts)
        self._ranked_rows: Once[tuple[dict[str, list[int]], list[int]]] = Once(
            self._make_ranked_rows)

    def shape(self, word: str) -> tuple[tuple[str, int, tuple[int, ...]], ...]:
        where: dict[str, list[int]] = {}
        for i, ch in enumerate(word):  # one pass; a dict keeps the letters' first-seen order
            where.setdefault(ch, []).append(i)
        found = tuple((ch, 16 << (5 * _INDEX[ch]), tuple(at)) for ch, at in where.items())
        self.shapes[word] = found
        return found

    def spell(self, rack: tuple[tuple[str, int], ...], wilds: int,
              wider: _Words | None = None) -> _Words:
        """The (word, packed) of the words ``rack`` (sorted (letter, count) pairs) and ``wilds``
        wild tiles spell, in the search's order (kept).

        ``wider``: the words of a rack that holds this one, with at least as many wilds (the
        search's last position): this rack's words are among them, and filtering a few of
        them (:data:`_FILTER_AT_MOST`) is quicker than reading the bitsets.
        """
        key = (rack, wilds)
        found = self.spelled.get(key)
        if found is None:
            if wider is not None and len(wider) <= _FILTER_AT_MOST:
                found = _within(wider, _pack(dict(rack)) | _GUARDS, wilds)
            else:
                # The spelling engine's bitsets, read out as the words' places in the search's
                # order: a sort of whole numbers, no set of words made and filtered.
                spelling = self.spelling
                tiles = sum(n for _, n in rack) + wilds
                if tiles >= _BIG_RACK and wilds <= 1:
                    # A big rack spells many words, of which the search reads few: bitsets in
                    # the search's own order give them in order, the first ones first.
                    rows, upto = self.ranked_rows
                    words = upto[min(tiles, len(upto) - 1)] & ~upto[1] if len(upto) > 1 else 0
                    found = _in_order(short_of_at_most(rows, dict(rack), wilds, words, whole=True),
                                      self.by_rank)
                else:
                    candidates = spelling.length_range(2, tiles)
                    bits = (short_of_at_most(spelling.at_least, dict(rack), wilds, candidates)
                            if wilds <= 1
                            else _spelled_bits(spelling, dict(rack), wilds, candidates))
                    ranks = spelling.pick(bits, self.ranks)
                    found = (_Ranked(self.by_rank, ranks=ranks) if len(ranks) > _FILTER_AT_MOST
                             else tuple(map(self.by_rank.__getitem__, sorted(ranks))))
            self._keep(self.spelled, key, found)
        return found

    def hook_words(self, lexicon: Lexicon, rack: tuple[tuple[str, int], ...], wilds: int,
                   text: str) -> tuple[str, ...]:
        """The words longer than ``text`` that ``rack`` (sorted (letter, count) pairs), ``wilds``
        and its letters spell, sorted: at least those that hold ``text`` (the only ones a hook
        can use)."""
        key = (rack, wilds, text)
        found = self.hooked.get(key)
        if found is None:
            found = None if wilds else self._holding(rack, text)
            if found is None:
                faces = ([ch.upper() for ch, n in rack for _ in range(n)] + [WILD] * wilds
                         + [ch.upper() for ch in text])
                found = tuple(sorted(lexicon.words_from(faces, min_len=len(text) + 1)))
            self._keep(self.hooked, key, found)
        return found

    def _holding(self, rack: tuple[tuple[str, int], ...], text: str) -> tuple[str, ...] | None:
        """The words that hold ``text`` and some of ``rack``'s letters besides, sorted, or None
        for a rack with too many ways to choose some of its letters.

        A hook's rack is small: looking up each choice of its letters (added to ``text``'s) by
        packed counts is quicker than filtering the whole word list for it.
        """
        choices, tiles = 1, 0
        for _, n in rack:
            choices *= n + 1
            tiles += n
        if choices > _HOOK_CHOICES:
            return None  # many choices: the general way
        known = self.item.get(text)  # a run is most often a word: its counts are packed
        if known is not None and len(text) + tiles <= 15:  # (no count can overflow)
            sums = [known[1]]
        else:
            counts = Counter(text)
            for ch, n in rack:
                counts[ch] += n
            if max(counts.values()) > 15 or not counts.keys() <= _INDEX.keys():
                return None  # counts that packing cannot hold: the general way
            sums = [sum(text.count(ch) << (5 * _INDEX[ch]) for ch in set(text))]
        for ch, n in rack:
            unit = 1 << (5 * _INDEX[ch])
            sums = [s + k * unit for s in sums for k in range(n + 1)]
        by_counts = self.by_counts
        # sums[0] adds none of the rack's letters: a hook lengthens the word.
        return tuple(sorted(w for s in sums[1:] for w in by_counts.get(s, ()) if text in w))

    @property
    def by_counts(self) -> dict[int, tuple[str, ...]]:
        """The words by their packed letter counts (anagrams together), made on first use
        (no ``cached_property``: see the module's note on mypyc)."""
        return self._by_counts.get()

    def _make_by_counts(self) -> dict[int, tuple[str, ...]]:
        out: dict[int, list[str]] = {}
        for w, packed in self.item.values():
            out.setdefault(packed, []).append(w)
        return {packed: tuple(words) for packed, words in out.items()}

    @property
    def ranked_rows(self) -> tuple[dict[str, list[int]], list[int]]:
        """The spelling engine's bitsets over the words in the search's order (word 0, the one
        it likes best, the lowest bit): per letter, ``rows[k]`` = the words with at least ``k``
        of it; and ``upto[n]`` = the words of at most ``n`` letters. Made on a first big rack."""
        return self._ranked_rows.get()

    def _make_ranked_rows(self) -> tuple[dict[str, list[int]], list[int]]:
        order = [w for w, _ in self.by_rank]
        lengths = bytes(map(len, order))  # (words have at most MAX_WORD_LENGTH letters)
        upto = [int(lengths.translate(_at_most_table(n))[::-1], 2) if order else 0
                for n in range(max(lengths, default=0) + 1)]
        return at_least_rows("\n".join(order)) if order else {}, upto

    @staticmethod
    def _keep(memo: dict[Any, Any], key: Any, value: Any) -> None:
        if len(memo) >= _MEMO_SIZE:  # a bound on memory over a long sweep: start afresh
            memo.clear()
        memo[key] = value

    def rank_words(self, words: Iterable[str], spelling: CountIndex | None = None) -> None:
        """Give every word of the lexicon its place in the search's order once: sorting by
        a whole number is several times quicker than by the (liking, word) pair it stands for,
        and the order is the same (no two words share a pair). ``spelling``: the lexicon's
        own spelling index, the very index this one would build when every word is plain
        letters (a third of a second and 8 MB saved in SCOWL 70)."""
        values = self.values
        # How much the search likes each word (a whole number: its letters' values and twice
        # its length), needed only to rank them, so not kept. Ties go alphabetically: sorted
        # by word, then stably by liking, which is the order of the (liking, word) pairs in
        # a quarter of the time (no tuples to compare).
        liking: dict[str, int] = {}
        for w in words:
            if w.isalpha() and w.isascii():
                self.item[w] = (w, sum(w.count(ch) << (5 * _INDEX[ch]) for ch in set(w)))
                liking[w] = -(sum(values.get(ch, 1) for ch in w) + 2 * len(w))
        order = sorted(liking)
        order.sort(key=liking.__getitem__)
        self.rank = {w: i for i, w in enumerate(order)}
        # Tuples of numbers and strings, which the garbage collector stops walking.
        self.by_rank = tuple(self.item[w] for w in order)
        # The spelling engine's bitsets over the words it ranks, and each one's rank beside.
        # (An index holds its words sorted by length, then alphabetically, whatever their
        # order here: the lexicon's, when it has no other words, is this one.)
        self.spelling = (spelling if spelling is not None and len(spelling.words) == len(order)
                         else CountIndex(order))
        self.ranks = tuple(map(self.rank.__getitem__, self.spelling.words))


def _word_index(lexicon: Lexicon, values: Mapping[str, int]) -> _WordIndex:
    # Kept with the lexicon, one per set of tile values.
    return lexicon.derived(_new_word_index, tuple(sorted(values.items())))


def _new_word_index(lexicon: Lexicon, values: tuple[tuple[str, int], ...]) -> _WordIndex:
    index = _WordIndex(dict(values))
    index.rank_words(lexicon, lexicon.count_index)
    return index


def _ready(lexicon: Lexicon, values: Mapping[str, int]) -> tuple[dict[str, int], _WordIndex]:
    """The letter values of the tile ``values``, and the search's word index for them: built
    here (with the lexicon's spelling index) when first asked for, not in the search's time."""
    lexicon.count_index  # noqa: B018 (built when first read)
    letter_values = {k.lower(): v for k, v in values.items() if len(k) == 1}
    return letter_values, _word_index(lexicon, letter_values)


def prepare(lexicon: Lexicon, values: Mapping[str, int]) -> None:
    """Build now everything a search with ``lexicon`` and tile ``values`` builds on first use
    (kept with the lexicon), the parts only some racks need too: see :mod:`wordgames.play.warm`.

    >>> lex = Lexicon.from_words(["cat", "act", "at"])
    >>> prepare(lex, {"C": 3, "A": 1, "T": 1})
    >>> _word_index(lex, {"c": 3, "a": 1, "t": 1}).by_counts[_pack({"a": 1, "t": 1})]
    ('at',)
    """
    index = _ready(lexicon, values)[1]
    index.by_counts  # noqa: B018 (built when first read)
    index.ranked_rows  # noqa: B018


def _spelled_bits(spelling: CountIndex, rack: Mapping[str, int], wilds: int,
                  candidates: int) -> int:
    """The ``candidates`` that ``rack`` and ``wilds`` wild tiles spell, as a bitset."""
    bits = 0
    for bitset in spelling.coverable(rack, wilds, candidates):
        bits |= bitset
    return bits


def short_of_at_most(at_least: Mapping[str, list[int]], rack: Mapping[str, int], wilds: int,
                      candidates: int, *, whole: bool = False) -> int:
    """:func:`_spelled_bits` for no wild or one (most searches): the candidates short of the
    rack by at most ``wilds`` letters, in a few big-int operations a letter (the general
    counters' lists and calls cost more than the operations here). ``whole``: the candidates
    are nearly every word (a big rack's): the rows are joined whole and the candidates taken
    out once at the end, not from every row (the same answer, quicker).

    >>> index = CountIndex(["at", "cat", "tact"])
    >>> everything = index.length_range(0, 9)
    >>> index.select(short_of_at_most(index.at_least, {"a": 1, "t": 1}, 1, everything))
    ['at', 'cat']
    >>> short_of_at_most(index.at_least, {"a": 1, "t": 1}, 1, everything) == _spelled_bits(
    ...     index, {"a": 1, "t": 1}, 1, everything)
    True
    >>> short_of_at_most(index.at_least, {"a": 1, "t": 1}, 1, everything, whole=True) == (
    ...     short_of_at_most(index.at_least, {"a": 1, "t": 1}, 1, everything))
    True
    """
    once = twice = 0  # the candidates short of one letter or more so far; of two or more
    # (The search's words are all letters: no apostrophe for a wild to be refused for.)
    for ch, rows in at_least.items():
        k = rack.get(ch, 0) + 1
        if k >= len(rows):
            continue  # no word needs more of this letter than the rack holds
        short = rows[k] if whole else rows[k] & candidates
        if wilds:
            twice |= once & short
            if k + 1 < len(rows):
                twice |= rows[k + 1] if whole else rows[k + 1] & candidates
        once |= short
    return candidates & ~(twice if wilds else once)


@functools.cache
def _at_most_table(n: int) -> bytes:
    """A ``bytes.translate`` table: a length byte becomes b"1" when it is <= n, else b"0"."""
    return bytes(ord("1") if length <= n else ord("0") for length in range(256))


def _in_order(bits: int, items: tuple[_Item, ...]) -> _Words:
    """The items of ``bits`` (a bitset over ``items``), in order: a long list made as it is
    read (the first :data:`_HEAD` found from the lowest bits up), a short one whole.

    >>> items = tuple((w, 0) for w in "abcdefgh")
    >>> [w for w, _ in _in_order(0b10100110, items)]
    ['b', 'c', 'f', 'h']
    """
    if bits.bit_count() <= _FILTER_AT_MOST:
        return tuple(CountIndex.pick(bits, items))
    return _Ranked(items, bits=bits)


def _pack(counts: Mapping[str, int]) -> int:
    return sum(min(n, 15) << (5 * _INDEX[ch]) for ch, n in counts.items() if ch in _INDEX)


def _short_by(d: int, short: int) -> int:
    """How many letters a word needs beyond a rack, from ``d`` (the guarded rack's packed
    counts minus the word's) and ``short`` (its cleared guard bits: the letters short)."""
    if not short & (short - 1):  # one letter short, as for most words a search looks at
        return 16 - ((d >> (short.bit_length() - 5)) & 31)
    total = 0
    while short:
        low = short & -short
        total += 16 - ((d >> (low.bit_length() - 5)) & 31)
        short ^= low
    return total


def _within(items: Iterable[_Item], guarded: int, budget: int) -> tuple[_Item, ...]:
    """The words of ``items`` at most ``budget`` letters beyond the guarded packed rack.

    >>> rack = _pack({"c": 1, "a": 1, "t": 1}) | _GUARDS
    >>> items = [(w, _pack(Counter(w))) for w in ("act", "cats", "scat", "tacks", "tact")]
    >>> [w for w, _ in _within(items, rack, 0)], [w for w, _ in _within(items, rack, 1)]
    (['act'], ['act', 'cats', 'scat', 'tact'])
    """
    out = []
    for item in items:
        d = guarded - item[1]
        short = ~d & _GUARDS
        if not short:
            out.append(item)
        elif not budget:
            continue
        elif short & (short - 1):  # two letters short or more
            if budget > 1 and _short_by(d, short) <= budget:
                out.append(item)
        elif 16 - ((d >> (short.bit_length() - 5)) & 31) <= budget:
            out.append(item)
    return tuple(out)


class _Search:
    """One crossword under construction: letters by position, the wilds among them, a rack."""

    def __init__(
        self,
        lexicon: Lexicon,
        values: Mapping[str, int],
        cells: dict[Position, str],
        wild_cells: set[Position],
        rack: Counter[str],
        wilds: int,
        size: tuple[int, int] | None,
        rng: random.Random,
        deadline: float,
        max_steps: int | None,
        held: int = 0,
    ) -> None:
        self.lexicon = lexicon
        self.values = values  # by lowercase letter (solve works them out once)
        self.cells = cells
        self.wild_cells = wild_cells
        # A plain dict without zero counts, not a Counter: do and undo change it at every
        # node, and Counter's deletion is Python code.
        self.rack: dict[str, int] = {ch: n for ch, n in rack.items() if n}
        self.wilds = wilds
        self.held = held  # wilds set aside for later: still the rack's, still unplaced
        self.size = size
        self.rng = rng
        self.deadline = deadline
        self.max_steps = max_steps
        self.steps = 0
        self.by_letter: dict[str, set[Position]] = {}
        for p, ch in cells.items():
            self.by_letter.setdefault(ch, set()).add(p)
        # The letters on the grid: all five bits of each one's packed count (a word holds one
        # of them when its packed counts meet these), and their guard bits; do and undo keep
        # them as the letters come and go.
        self._fields = sum(_FIELD.get(ch, 0) for ch in self.by_letter)
        self._guards = sum(_GUARD.get(ch, 0) for ch in self.by_letter)
        self.best: tuple[int, int, dict[Position, str], set[Position], dict[str, int], int] | None
        self.best = None
        self.jitter = 0.0
        self.cut = False  # did the last run leave moves untried?
        self.capped = False  # did the last move list stop short of every move?
        self._box: tuple[int, int, int, int, int] | None = None  # (cells, grid bounds)
        # The letters placed and the rack, as keys: worked out once per position.
        self._here: tuple[frozenset[tuple[Position, str]], tuple[tuple[str, int], ...]] | None
        self._here = None
        # The rack's tiles and their value, kept up to date by do and undo.
        self._count = sum(rack.values())
        self._left = self._left_value()
        self.index = _word_index(lexicon, self.values)
        self._note_partial()

    # -- bookkeeping --------------------------------------------------------------------------

    def _left_value(self) -> int:
        return sum(self.values.get(ch, 0) * n for ch, n in self.rack.items())

    def _note_partial(self) -> None:
        left, unplaced, best = self._left, self._count + self.wilds + self.held, self.best
        if best is None or left < best[0] or (left == best[0] and unplaced < best[1]):
            self.best = (left, unplaced, dict(self.cells), set(self.wild_cells),
                         dict(self.rack), self.wilds + self.held)

    def _tick(self) -> None:
        self.steps += 1
        if self.max_steps is not None and self.steps > self.max_steps:
            raise _OutOfBudget
        if time.perf_counter() > self.deadline:
            raise _OutOfBudget

    # -- candidates ---------------------------------------------------------------------------

    def candidates(self, wider: _Words | None = None) -> _Words:
        """(word, packed counts) of the words the rack can spell, best first; with a grid to
        cross, one letter more (the crossing letter a word borrows from the grid). ``wider``:
        the candidates of a position this one was reached from by a move on a grid."""
        return self.index.spell(self._where()[1], self.wilds + (1 if self.cells else 0), wider)

    # -- moves --------------------------------------------------------------------------------

    def _where(self) -> tuple[frozenset[tuple[Position, str]], tuple[tuple[str, int], ...]]:
        here = self._here
        if here is None:
            here = self._here = (frozenset(self.cells.items()),
                                 tuple(sorted(self.rack.items())))  # (no zero counts)
        return here

    def _state(self, kind: str, want: int = 0) -> tuple[Any, ...]:
        """What the moves from here depend on: the letters placed, the rack, the side."""
        cells, rack = self._where()
        return (kind, cells, rack, self.wilds, want, self.size)

    def _jittered(self, base: tuple[_Scored, ...]) -> list[_Scored]:
        """The moves with this run's random jitter added, in the order they were found (one
        draw each, as when they are found), best first."""
        if not self.jitter:
            return sorted(base, key=_SCORE, reverse=True)  # (stable: ties keep their order)
        # jitter * random() is what uniform(0, jitter) returns, to the last bit.
        jitter, draw = self.jitter, self.rng.random
        found = [(score + jitter * draw(), move) for score, move in base]
        found.sort(key=_SCORE, reverse=True)
        return found

    def moves(self, cands: _Words, want: int) -> list[_Scored]:
        """Up to ``want`` legal moves (score, new tiles), best first.

        The moves of a position are worked out once and kept (the widening searches and the
        restarts come back to the same positions); only the jitter is drawn afresh. Moves of
        equal score keep the order in which the first search to reach the position found them
        (it follows the order the grid's tiles were put down): a search reaching it by another
        path may list such ties otherwise, which once in a while makes a bot choose another of
        two equally good placements.
        """
        key = self._state("moves", want)
        kept = self.index.positions.get(key)
        if kept is None:
            kept = self._moves(cands, want)
            self.index._keep(self.index.positions, key, kept)
        base, self.capped = kept
        return self._jittered(base)

    def _moves(self, cands: _Words, want: int) -> tuple[tuple[_Scored, ...], bool]:
        found: list[_Scored] = []
        seen: set[frozenset[tuple[Position, str, bool]]] = set()
        self._box = None
        cells, wilds = self.cells, self.wilds
        rack = _pack(self.rack) | _GUARDS
        capped = False
        by_letter, shapes = self.by_letter, self.index.shapes
        place, keep, get = self._place, self._keep, cells.get
        enough = 4 * want
        if not cells:
            for scanned, (word, packed) in enumerate(cands):
                if scanned > enough and len(found) >= want:
                    capped = True
                    break
                d = rack - packed
                short = ~d & _GUARDS
                if short and (_short_by(d, short) if short & (short - 1)
                              else 16 - ((d >> (short.bit_length() - 5)) & 31)) > wilds:
                    continue
                move = place(word, (0, 0), _ACROSS, True, True, not short)
                if move is not None:
                    keep(found, seen, move)
            return tuple(found), capped
        on_grid, guards = self._fields, self._guards
        for scanned, (word, packed) in enumerate(cands):
            if scanned > enough and len(found) >= want:
                capped = True
                break
            # A word crosses the grid through one of its letters: none on the grid, or more
            # letters short than the wilds and one borrowed letter cover, and it cannot go.
            if not packed & on_grid:
                continue
            d = rack - packed
            short = ~d & _GUARDS
            # One letter short (the crossing supplies it) is most words: worked out inline.
            total = (0 if not short else _short_by(d, short) if short & (short - 1)
                     else 16 - ((d >> (short.bit_length() - 5)) & 31))
            if total - 1 > wilds:
                continue
            # One letter more than the wilds cover: the word must cross at that letter.
            usable = guards if total <= wilds else guards & short
            if not usable:
                continue
            n = len(word)
            letters = shapes.get(word) or self.index.shape(word)
            for ch, bit, where in letters:
                if not bit & usable:
                    continue
                # No wild needed: the rack holds the whole word, or all of it but one of the
                # letter it crosses at (the grid's tile is that one).
                covered = not total or (total == 1 and bit == short)
                spots = by_letter[ch]
                for i in where:
                    for (r, c) in spots:
                        # A tile just before or after the word would lengthen it: _place
                        # refuses that first, and most tries end there (so try no further).
                        # Nor does it go on when a tile beside the crossing, along the word,
                        # is not the word's letter there (a crossing inside a word already
                        # down): those ends being free, the word has a letter on each side.
                        if (r, c - i - 1) not in cells and (r, c - i + n) not in cells:
                            side = get((r, c - 1))
                            if side is None or side == word[i - 1]:
                                side = get((r, c + 1))
                                if side is None or side == word[i + 1]:
                                    move = place(word, (r, c - i), _ACROSS, False, True, covered)
                                    if move is not None:
                                        keep(found, seen, move)
                        if (r - i - 1, c) not in cells and (r - i + n, c) not in cells:
                            side = get((r - 1, c))
                            if side is None or side == word[i - 1]:
                                side = get((r + 1, c))
                                if side is None or side == word[i + 1]:
                                    move = place(word, (r - i, c), _DOWN, False, True, covered)
                                    if move is not None:
                                        keep(found, seen, move)
        return tuple(found), capped

    def _keep(self, found: list[_Scored], seen: set[frozenset[tuple[Position, str, bool]]],
              move: _Move) -> None:
        # The same new tiles are the same move, whichever word or crossing made them (their
        # wilds too: those go to a line's last tiles of a letter the rack lacks).
        key = frozenset(move)
        if key in seen:
            return
        seen.add(key)
        values = self.values
        used = wild = 0
        for _, ch, w in move:
            if w:
                wild += 1
            else:
                used += values.get(ch, 1)
        score = used + 1.5 * len(move) - 2.5 * wild
        if len(move) == self._count + self.wilds:
            score += 1000.0
        found.append((score, move))  # the jitter is added by _jittered

    def _place(self, word: str, start: Position, step: tuple[int, int],
               first: bool = False, ends_free: bool = False, covered: bool = False,
               ) -> _Move | None:
        """The new tiles for ``word`` at ``start`` going ``step``, or None if illegal.

        ``ends_free``: the caller has seen that no tile stands just before or after the word;
        ``covered``: the rack holds every letter the new tiles need, so no wild is needed.
        """
        cells = self.cells
        dr, dc = step
        r, c = start
        n = len(word)
        if not ends_free and ((r - dr, c - dc) in cells or (r + n * dr, c + n * dc) in cells):
            return None
        new: list[tuple[Position, str]] = []
        get = cells.get
        for ch in word:
            have = get((r, c))
            if have is None:
                new.append(((r, c), ch))
            elif have != ch:
                return None
            r += dr
            c += dc
        if not new or (not first and len(new) == n):
            return None
        # A new tile must not make a bad word across the line it is placed on (looked at only
        # once the letters already down agree: a lexicon look-up costs more).
        for p, ch in new:
            r, c = p
            if ((r - dc, c - dr) in cells or (r + dc, c + dr) in cells) and not self._cross_ok(
                    p, ch, (dc, dr)):
                return None
        if self.size is not None and not self._fits(new):
            return None
        if covered:
            return tuple([(p, ch, False) for p, ch in new])
        need: dict[str, int] = {}
        for _, ch in new:
            need[ch] = need.get(ch, 0) + 1
        wild_for: dict[str, int] = {}
        rack = self.rack
        for ch, k in need.items():
            have_n = rack.get(ch, 0)
            if k > have_n:
                wild_for[ch] = k - have_n
        if not wild_for:
            return tuple([(p, ch, False) for p, ch in new])
        if sum(wild_for.values()) > self.wilds:
            return None
        move = []
        for p, ch in reversed(new):
            if wild_for.get(ch, 0) > 0:
                wild_for[ch] -= 1
                move.append((p, ch, True))
            else:
                move.append((p, ch, False))
        return tuple(reversed(move))

    def _cross_ok(self, p: Position, ch: str, step: tuple[int, int]) -> bool:
        cells = self.cells
        dr, dc = step
        r, c = p
        while (r - dr, c - dc) in cells:
            r, c = r - dr, c - dc
        letters = []
        while True:
            if (r, c) == p:
                letters.append(ch)
            elif (r, c) in cells:
                letters.append(cells[(r, c)])
            else:
                break
            r, c = r + dr, c + dc
        return "".join(letters) in self.lexicon

    def _fits(self, new: list[tuple[Position, str]]) -> bool:
        assert self.size is not None
        box = self._box
        if box is None or box[0] != len(self.cells):
            # The grid's bounds, kept while a move list is worked out on the same grid.
            rows = [r for r, _ in self.cells] or [0]
            cols = [c for _, c in self.cells] or [0]
            box = self._box = (len(self.cells), min(rows), max(rows), min(cols), max(cols))
        _, top, bottom, left, right = box
        # The new tiles stand on one line, in order: its first and last reach farthest.
        (r0, c0), (r1, c1) = new[0][0], new[-1][0]
        if not self.cells:
            top, bottom, left, right = r0, r0, c0, c0
        if r0 < top:
            top = r0
        if r1 > bottom:
            bottom = r1
        if c0 < left:
            left = c0
        if c1 > right:
            right = c1
        return bottom - top < self.size[0] and right - left < self.size[1]

    def hooks(self) -> list[_Scored]:
        """Moves that lengthen a word already on the grid (CAT -> CATS, SCAT) by rack tiles."""
        key = self._state("hooks")
        base = self.index.positions.get(key)
        if base is None:
            base = self._hooks()
            self.index._keep(self.index.positions, key, base)
        return self._jittered(base)

    def _hooks(self) -> tuple[_Scored, ...]:
        self._box = None
        found: list[_Scored] = []
        seen: set[frozenset[tuple[Position, str, bool]]] = set()
        runs = _runs(self.cells)
        rack = self._where()[1]
        for (dr, dc), cells_of_run in runs:
            text = "".join(map(self.cells.__getitem__, cells_of_run))
            words = self.index.hook_words(self.lexicon, rack, self.wilds, text)
            r0, c0 = cells_of_run[0]
            for w in words:
                at = w.find(text)
                while at != -1:
                    move = self._place(w, (r0 - at * dr, c0 - at * dc), (dr, dc))
                    if move is not None:
                        self._keep(found, seen, move)
                    at = w.find(text, at + 1)
        return tuple(found)

    # -- search -------------------------------------------------------------------------------

    def do(self, move: _Move) -> None:
        self._here = None
        cells, rack, by_letter, values = self.cells, self.rack, self.by_letter, self.values
        for p, ch, wild in move:
            cells[p] = ch
            placed = by_letter.get(ch)
            if placed is None:
                by_letter[ch] = {p}
                self._fields |= _FIELD.get(ch, 0)
                self._guards |= _GUARD.get(ch, 0)
            else:
                if not placed:
                    self._fields |= _FIELD.get(ch, 0)
                    self._guards |= _GUARD.get(ch, 0)
                placed.add(p)
            if wild:
                self.wild_cells.add(p)
                self.wilds -= 1
            else:
                n = rack[ch] - 1
                if n:
                    rack[ch] = n
                else:
                    del rack[ch]
                self._count -= 1
                self._left -= values.get(ch, 0)

    def undo(self, move: _Move) -> None:
        self._here = None
        cells, rack, by_letter, values = self.cells, self.rack, self.by_letter, self.values
        for p, ch, wild in move:
            del cells[p]
            placed = by_letter[ch]
            placed.discard(p)
            if not placed:
                self._fields &= ~_FIELD.get(ch, 0)
                self._guards &= ~_GUARD.get(ch, 0)
            if wild:
                self.wild_cells.discard(p)
                self.wilds += 1
            else:
                rack[ch] = rack.get(ch, 0) + 1
                self._count += 1
                self._left += values.get(ch, 0)

    def run(self, discrepancies: int, branch: int) -> bool:
        """Limited-discrepancy search: the best move, except up to ``discrepancies`` times."""
        try:
            self._dfs(discrepancies, branch)
        except _Found:
            return True
        return False

    def _dfs(self, left: int, branch: int, wider: _Words | None = None) -> None:
        # _tick, _note_partial, candidates and moves' look-up written out: a node's own work,
        # once its moves are known, is mostly calls.
        self.steps += 1
        if ((self.max_steps is not None and self.steps > self.max_steps)
                or time.perf_counter() > self.deadline):
            raise _OutOfBudget
        if not self.rack and not self.wilds:
            raise _Found
        best = self.best
        if best is None or self._left < best[0] or (
                self._left == best[0] and self._count + self.wilds + self.held < best[1]):
            self._note_partial()
        cells, rack = self._where()
        index = self.index
        spelled = index.spelled.get((rack, self.wilds + 1 if self.cells else self.wilds))
        cands = spelled if spelled is not None else self.candidates(wider)
        want = branch if branch > 6 else 6
        kept = index.positions.get(("moves", cells, rack, self.wilds, want, self.size))
        if kept is not None:
            self.capped = kept[1]
            moves = self._jittered(kept[0])
        else:
            moves = self.moves(cands, want)
        if not moves:
            hooked = index.positions.get(("hooks", cells, rack, self.wilds, 0, self.size))
            moves = self._jittered(hooked) if hooked is not None else self.hooks()
        if len(moves) > branch or len(moves) > left + 1 or self.capped:  # > min(branch, ...)
            self.cut = True
        # After a move on a grid the rack is smaller and the borrowed letter the same: the
        # next position's words are among these (from an empty grid, one letter more).
        narrow = cands if self.cells else None
        for i, (_, move) in enumerate(moves[:branch]):
            if i > left:
                break
            self.do(move)
            try:
                self._dfs(left - i, branch, narrow)
            finally:
                if self.rack or self.wilds:
                    self.undo(move)


def _widen(search: _Search) -> bool:
    """Widening searches, then random restarts, until one succeeds, one has tried every move
    (nothing left to try), or the budget runs out."""
    schedule = [(0, 1), (2, 3), (4, 4), (8, 6), (20, 8)]
    for k in itertools.count():
        disc, branch = schedule[k] if k < len(schedule) else (6, 5)
        search.jitter = 1.5 * min(k, 4)
        search.cut = False
        try:
            if search.run(disc, branch):
                return True
        except _OutOfBudget:
            return False
        if not search.cut:
            return False
    return False


def _runs(cells: Mapping[Position, str]) -> list[tuple[tuple[int, int], tuple[Position, ...]]]:
    """:func:`~wordgames.wordstorm.check.runs` as steps, the across runs first (each group in
    reading order): the order the search tries hooks in."""
    found = runs(cells)
    return ([(_ACROSS, run) for way, run in found if way == ACROSS]
            + [(_DOWN, run) for way, run in found if way != ACROSS])


def _to_grid(cells: Mapping[Position, str], wild_cells: Iterable[Position],
             size: tuple[int, int] | None) -> tuple[Grid, dict[Position, str]]:
    """Faces at board positions: moved onto the side if needed (the whole crossword moves)."""
    wild_set = set(wild_cells)
    if not cells:
        return Grid(), {}
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    dr = dc = 0
    if min(rows) < 0 or (size is not None and max(rows) >= size[0]):
        dr = -min(rows)
    if min(cols) < 0 or (size is not None and max(cols) >= size[1]):
        dc = -min(cols)
    # Letters a-z and wilds, moved onto the side (no position negative): a valid grid as it is.
    grid = Grid._trusted({(r + dr, c + dc): (WILD if (r, c) in wild_set else ch.upper())
                          for (r, c), ch in cells.items()})
    letters = {(r + dr, c + dc): cells[(r, c)].upper() for (r, c) in wild_set}
    return grid, letters


# -- proving that no crossword exists ---------------------------------------------------------


@functools.cache
def _shapes(n: int) -> tuple[tuple[Position, ...], ...]:
    """Every connected set of ``n`` cells (fixed polyominoes), moved to row 0 and column 0."""
    if n == 1:
        return (((0, 0),),)
    out: set[tuple[Position, ...]] = set()
    for shape in _shapes(n - 1):
        cells = set(shape)
        for r, c in shape:
            for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if nb in cells:
                    continue
                grown = cells | {nb}
                top = min(p[0] for p in grown)
                left = min(p[1] for p in grown)
                out.add(tuple(sorted((a - top, b - left) for a, b in grown)))
    return tuple(sorted(out))


def _uncoverable(faces: list[str], words: Iterable[str]) -> list[str]:
    """The letter tiles no word in ``words`` holds: with 2 tiles or more, each must be in one."""
    left = {f.lower() for f in faces if f != WILD}
    for w in words:  # stops as soon as every letter is held: a big rack has many words
        if not left:
            break
        left.difference_update(w)
    return sorted(f.upper() for f in left)


class _Exhausted(Exception):
    pass


def _exhaustive(faces: list[str], lexicon: Lexicon, size: tuple[int, int] | None,
                budget: int, deadline: float, words: Iterable[str] | None = None,
                ) -> tuple[dict[Position, str], set[Position]] | None:
    """A crossword of exactly ``faces`` (letters, wild cells) or None if there is none; raises
    _Exhausted when ``budget`` cells tried or the deadline come first.

    Every shape the tiles could cover is filled cell by cell in reading order, each run kept a
    prefix of a word of its length that the tiles can spell (every word of a crossword is).
    ``words``: those words (``lexicon.words_from(faces, min_len=2)``), if already known.
    """
    n = len(faces)
    if n == 0:
        return {}, set()
    if words is None:
        words = lexicon.words_from(faces, min_len=2)
    # By word length: the letters that may follow each prefix of a word of that length.
    by_length: dict[int, dict[str, set[str]]] = {}
    for w in words:
        if w.isalpha():
            following = by_length.setdefault(len(w), {})
            for k in range(len(w)):
                following.setdefault(w[:k], set()).add(w[k])
    rack = Counter(f.lower() for f in faces if f != WILD)
    wilds = faces.count(WILD)
    tried = [0]
    for shape in _shapes(n):
        rows = shape[-1][0] + 1 if shape else 0
        cols = max(c for _, c in shape) + 1
        if size is not None and (rows > size[0] or cols > size[1]):
            continue
        cells = dict.fromkeys(shape, "")
        lines = _runs(cells)
        if any(len(run) not in by_length for _, run in lines):
            continue
        # For each cell, the runs through it: (run length, cells of the run before it).
        through: dict[Position, list[tuple[int, tuple[Position, ...]]]] = {p: [] for p in shape}
        for _, run in lines:
            for k, p in enumerate(run):
                through[p].append((len(run), run[:k]))
        found = _fill(list(shape), through, by_length, rack, wilds, tried, budget, deadline)
        if found is not None:
            return found
    return None


def _fill(order: list[Position], through: dict[Position, list[tuple[int, tuple[Position, ...]]]],
          following: dict[int, dict[str, set[str]]], rack: Counter[str], wilds: int,
          tried: list[int], budget: int, deadline: float,
          ) -> tuple[dict[Position, str], set[Position]] | None:
    letters: dict[Position, str] = {}
    wild_cells: set[Position] = set()

    def allowed(p: Position) -> set[str] | None:
        """The letters that keep every run through ``p`` a prefix of a word of its length (None:
        any letter), worked out once for the cell rather than once for each letter tried."""
        found: set[str] | None = None
        for length, before in through[p]:
            nxt = following[length].get("".join([letters[q] for q in before]))
            if nxt is None:
                return set()
            found = nxt if found is None else found & nxt
        return found

    def place(i: int) -> bool:
        nonlocal wilds
        if i == len(order):
            return True
        tried[0] += 1
        if tried[0] > budget or (tried[0] % 1024 == 0 and time.perf_counter() > deadline):
            raise _Exhausted
        p = order[i]
        fits = allowed(p)
        for ch in _LETTERS:
            if fits is not None and ch not in fits:
                continue
            if rack[ch] > 0:
                rack[ch] -= 1
                letters[p] = ch
                if place(i + 1):
                    return True
                rack[ch] += 1
            if wilds > 0:
                wilds -= 1
                letters[p] = ch
                wild_cells.add(p)
                if place(i + 1):
                    return True
                wild_cells.discard(p)
                wilds += 1
            letters.pop(p, None)
        return False

    return (dict(letters), set(wild_cells)) if place(0) else None


def _status_without(faces: list[str], lexicon: Lexicon, size: tuple[int, int] | None,
                    budget: int, deadline: float,
                    ) -> tuple[str, tuple[dict[Position, str], set[Position]] | None]:
    """After the search failed: IMPOSSIBLE, UNDECIDED, or SOLVED with the crossword found."""
    words = lexicon.words_from(faces, min_len=2)
    if len(faces) >= 2 and _uncoverable(faces, words):
        return IMPOSSIBLE, None
    if len(faces) > EXHAUSTIVE_TILES:
        return UNDECIDED, None
    try:
        found = _exhaustive(faces, lexicon, size, budget, deadline, words)
    except _Exhausted:
        return UNDECIDED, None
    return (IMPOSSIBLE, None) if found is None else (SOLVED, found)


def _span_fits(grid: Grid, size: tuple[int, int]) -> bool:
    box = grid.bounds()
    return box is None or (box[2] - box[0] < size[0] and box[3] - box[1] < size[1])


#: What :func:`find` returns: the crossword, the tiles left over, whether every tile is placed,
#: whether the given grid was rebuilt, the search's steps and seconds, the wilds' letters and
#: the status (the fields of :class:`~wordgames.wordstorm.solver.Solution`, in its order).
Found = tuple[Grid, tuple[str, ...], bool, bool, int, float, dict[Position, str], str]


def find(rack_faces: list[str], lexicon: Lexicon, grid: Grid | None, time_limit: float,
         seed: int, max_steps: int | None, size: tuple[int, int] | None,
         values: Mapping[str, int]) -> Found:
    """``solve``'s search, once its arguments are known to be good: tile faces (upper case,
    ``?`` for a wild), the tile values by face."""
    letter_values = _ready(lexicon, values)[0]
    started = time.perf_counter()
    # The search stops a little early: its last step and assembling the answer must also fit.
    deadline = started + time_limit * 0.97
    rng = random.Random(seed)
    base = grid if grid is not None else Grid()
    base_cells: dict[Position, str] = {}
    base_wilds: set[Position] = set()
    base_ok = True
    if base:
        result = check(base, lexicon)
        base_ok = result.ok and (size is None or _span_fits(base, size))
        for p in base:
            face = base[p]
            if face == WILD:
                letter = result.wilds.get(p)
                if letter is None:
                    base_ok = False
                    letter = "E"
                base_wilds.add(p)
                base_cells[p] = letter.lower()
            else:
                base_cells[p] = face.lower()
    rack = Counter(f.lower() for f in rack_faces if f != WILD)
    wilds = rack_faces.count(WILD)

    attempts: list[tuple[_Search, bool]] = []

    def attempt(cells: dict[Position, str], wild_cells: set[Position], r: Counter[str],
                w: int, rebuilt: bool, until: float, budget: int | None) -> _Search | None:
        if w:
            # Letters first, wilds last: a wild fits almost anywhere, and spelling with wilds
            # in the rack means sifting far more words. Failing that, search with them.
            search = _Search(lexicon, letter_values, dict(cells), set(wild_cells), Counter(r), 0,
                             size, rng, until, budget, held=w)
            attempts.append((search, rebuilt))
            if _widen(search):
                search.wilds, search.held = w, 0
                if _widen(search):
                    return search
            if budget is not None:
                budget = max(budget - search.steps, 1)
        search = _Search(lexicon, letter_values, cells, wild_cells, r, w, size, rng, until,
                         budget)
        attempts.append((search, rebuilt))
        return search if _widen(search) else None

    steps_total = 0
    found: _Search | None = None
    rebuilt = False
    if base_cells and base_ok:
        share = started + time_limit * 0.5
        budget = None if max_steps is None else max_steps // 2
        found = attempt(dict(base_cells), set(base_wilds), Counter(rack), wilds, False,
                        share, budget)
    if found is None and (base_cells or not attempts):
        all_rack = Counter(rack)
        all_wilds = wilds
        for p, ch in base_cells.items():
            if p in base_wilds:
                all_wilds += 1
            else:
                all_rack[ch] += 1
        used = sum(s.steps for s, _ in attempts)
        budget = None if max_steps is None else max(max_steps - used, 1)
        found = attempt({}, set(), all_rack, all_wilds, True, deadline, budget)
        rebuilt = found is not None
    steps_total = sum(s.steps for s, _ in attempts)
    if found is not None:
        out_grid, letters = _to_grid(found.cells, found.wild_cells, size)
        return (out_grid, (), True, rebuilt and bool(base_cells), steps_total,
                time.perf_counter() - started, letters, SOLVED)
    # What is known about a crossword of every tile: the search is not exhaustive.
    every = [*rack_faces, *(WILD if p in base_wilds else ch.upper()
                            for p, ch in base_cells.items())]
    nodes = _EXHAUSTIVE_NODES if max_steps is None else max(1000, 100 * max_steps)
    status, exact = _status_without(every, lexicon, size, nodes, deadline)
    if exact is not None:
        cells_found, wilds_found = exact
        out_grid, letters = _to_grid(cells_found, wilds_found, size)
        return (out_grid, (), True, bool(base_cells), steps_total,
                time.perf_counter() - started, letters, SOLVED)
    # No complete crossword: the partial one that leaves the least value unplaced.
    best_search, best_rebuilt = min(
        attempts, key=lambda a: (a[0].best[:2] if a[0].best else (10**9, 10**9), a[1]))
    assert best_search.best is not None
    _, _, cells, wild_cells, best_rack, left_wilds = best_search.best
    left_rack = Counter(best_rack)
    if not cells and left_rack:
        # No word at all: one tile alone is still a correct crossword, so lay down the dearest.
        lone = max(sorted(left_rack), key=lambda ch: values.get(ch.upper(), 0))
        left_rack[lone] -= 1
        cells = {(0, 0): lone}
    out_grid, letters = _to_grid(cells, wild_cells, size)
    leftover = tuple(sorted(ch.upper() for ch in left_rack.elements())) + (WILD,) * left_wilds
    if not leftover:
        status = SOLVED  # one tile alone: a correct crossword of every tile
    return (out_grid, leftover, not leftover, best_rebuilt and bool(base_cells),
            steps_total, time.perf_counter() - started, letters, status)


__all__ = ["EXHAUSTIVE_TILES", "IMPOSSIBLE", "SOLVED", "UNDECIDED", "Found", "find", "prepare",
           "short_of_at_most"]
