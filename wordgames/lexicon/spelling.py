"""The spelling engine: which words some tiles spell, and how, for a whole word list at once.

Tiles are sorted by what they can spell (:class:`TileCounts`); a :class:`CountIndex` holds, for
each letter and k, the set of words with at least k of it, as Python ints used as bitsets, so that
filtering a whole lexicon by what a rack covers is a few dozen big-int operations. Only words
that need a multi-letter tile or a ``'??'`` in a place the bitsets cannot settle are searched.
The word list itself (loading, levels, files) is :mod:`wordgames.lexicon.wordlist`; a
:class:`~wordgames.lexicon.Lexicon` builds its index once, on first use.

>>> index = CountIndex(["act", "cat", "cast", "at"])
>>> sorted(words_from(index, ["C", "A", "T"], min_len=3))
['act', 'cat']
>>> [s.letters for s in spellings("mask", ["M", "K", "??"])]
[('m', 'as', 'k')]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import compress
from typing import Self, TypeVar
from unicodedata import combining, normalize

from wordgames.errors import InvalidInput
from wordgames.kit.once import Once
from wordgames.kit.tiles import APOSTROPHE, DOUBLE_WILD, WILD, normalize_tile

#: The longest word a word list may hold or a spelling may be asked for. The longest word of a
#: general English dictionary has 45 letters (pneumonoultramicroscopicsilicovolcanoconiosis); a
#: longer entry is a mistake (a pasted sentence, a file that is no word list), refused before it
#: slows a game down.
MAX_WORD_LENGTH = 64

T = TypeVar("T")

_TILDE = "\u0303"


def fold_accents(word: str) -> str:
    """A word as tiles spell it: accents and the diaeresis dropped (no tile has them: CAFÉ is
    played C A F E), Ñ kept, for it is a letter of its own and a tile of its own.

    >>> fold_accents("café"), fold_accents("PINGÜINO"), fold_accents("año"), fold_accents("cat")
    ('cafe', 'PINGUINO', 'año', 'cat')
    """
    if word.isascii():
        return word
    out: list[str] = []
    for ch in normalize("NFD", word):
        if not combining(ch):
            out.append(ch)
        elif ch == _TILDE and out and out[-1] in "nN":
            out[-1] = "ñ" if out[-1] == "n" else "Ñ"
    return "".join(out)



@dataclass(frozen=True, slots=True)
class Spelling:
    """One way to spell a word with tiles: the tiles in word order, and the letters each covers.

    A wild's letters are what it stands for: ``Spelling(("M", "??", "K"), ("m", "as", "k"))``.
    """

    tiles: tuple[str, ...]
    letters: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TileCounts:
    """Tiles sorted by what they can spell: the rack as the spelling engine and the MY WORD!
    spotter see it (lowercase letters; the order of the tiles does not matter).

    >>> rack = TileCounts.parse(["E", "nd", "?", "??", "E"])
    >>> rack.singles, rack.multis, rack.wilds, rack.double_wilds, rack.letters
    (Counter({'e': 2}), Counter({'nd': 1}), 1, 1, 7)
    """

    singles: Counter[str]  # one-character tiles: letters and the apostrophe
    multis: Counter[str]  # multi-letter tiles, lowercase ("qu", "rr")
    wilds: int
    double_wilds: int

    @classmethod
    def parse(cls, tiles: Iterable[str]) -> Self:
        """Sort tile faces (any case); an unknown face or a bare string raises ``InvalidInput``."""
        singles: Counter[str] = Counter()
        multis: Counter[str] = Counter()
        wilds = double_wilds = 0
        if isinstance(tiles, str):
            raise InvalidInput(
                f"tiles must be a list of tile strings, not the string {tiles!r}: "
                f"write {list(tiles)!r}"
            )
        try:
            faces = iter(tiles)
        except TypeError:
            raise InvalidInput(
                f"tiles must be a list of tile strings, not {type(tiles).__name__}"
            ) from None
        for tile in faces:
            face = normalize_tile(tile)
            if face == WILD:
                wilds += 1
            elif face == DOUBLE_WILD:
                double_wilds += 1
            elif len(face) == 1:
                singles[face.lower()] += 1
            else:
                multis[face.lower()] += 1
        return cls(singles, multis, wilds, double_wilds)

    @property
    def letters(self) -> int:
        """The most letters these tiles can cover."""
        return sum(self.letter_pool.values()) + self.wilds + 2 * self.double_wilds

    @property
    def letter_pool(self) -> Counter[str]:
        """Every letter on a lettered tile, multi-letter tiles split into their letters."""
        pool = Counter(self.singles)
        for face, n in self.multis.items():
            for ch in face:
                pool[ch] += n
        return pool

    def counts(self) -> Counter[str]:
        """The rack keyed for :func:`_spell`: lowercase letters and multi-letter tiles, wilds."""
        keyed = self.singles + self.multis
        keyed[WILD] = self.wilds
        keyed[DOUBLE_WILD] = self.double_wilds
        return keyed


class CountIndex:
    """Bit-parallel letter counts: for each letter and k, the set of words with >= k of it.

    Sets are Python ints used as bitsets over the words sorted by length, so that filtering the
    whole lexicon by what a rack can cover is a few dozen big-int operations instead of a scan.
    """

    def __init__(self, words: Iterable[str]) -> None:
        # By length, then alphabetically: two C-level sorts (sorted is stable).
        ordered = sorted(sorted(words), key=len)
        # Fresh copies, made one after another, lie side by side in memory: ``select`` walks
        # the whole list and runs three times faster than over strings scattered by the loader.
        # A tuple: the garbage collector stops walking it (a full collection walked every word
        # of every list, a cache miss each, and took a tenth of a second).
        self.words: tuple[str, ...] = tuple("\n".join(ordered).split("\n")) if ordered else ()
        if len(self.words) != len(ordered):  # a word with a newline (never from the loaders)
            self.words = tuple(ordered)
        n = len(self.words)
        self.upto_length: list[int] = []  # upto_length[L] = how many words have len < L
        for i, word in enumerate(self.words):
            while len(self.upto_length) <= len(word):
                self.upto_length.append(i)
        self.upto_length.append(n)
        # at_least[ch][k]: the words with >= k of ch (k = 0 is everything).
        self.at_least: dict[str, list[int]] = {}
        text = "\n".join(self.words)
        if _one_byte(text) and text.count("\n") == n - 1 and (
                not n or len(self.words[-1]) < 256):
            self._count_bytes(text)
        else:
            self._count_any()
        self.alphabet = frozenset(self.at_least)
        apostrophe = self.at_least.get(APOSTROPHE, [])
        self.with_apostrophe = apostrophe[1] if len(apostrophe) > 1 else 0
        self._bigrams = Once(self._make_bigrams)

    def _count_bytes(self, text: str) -> None:
        """Fill ``at_least`` a letter at a time, in C-level passes over the joined word list."""
        self.at_least.update(at_least_rows(text))

    def _count_any(self) -> None:
        """Fill ``at_least`` word by word: any characters, any lengths."""
        n = len(self.words)
        bits: dict[tuple[str, int], bytearray] = {}
        for i, word in enumerate(self.words):
            for ch, k in Counter(word).items():
                for j in range(1, k + 1):
                    row = bits.get((ch, j))
                    if row is None:
                        row = bits[(ch, j)] = bytearray((n + 7) // 8)
                    row[i >> 3] |= 1 << (i & 7)
        # rows come sorted by j = 1, 2, ...: list position k holds the words with >= k of ch.
        for (ch, _j), row in sorted(bits.items()):
            self.at_least.setdefault(ch, [-1]).append(int.from_bytes(row, "little"))

    def length_range(self, min_len: int, max_len: int) -> int:
        """The words of ``min_len`` to ``max_len`` characters (the words are sorted by length).

        >>> index = CountIndex(["go", "dog", "gods"])
        >>> index.select(index.length_range(3, 9))
        ['dog', 'gods']
        """
        top = len(self.upto_length) - 1
        lo = self.upto_length[min(max(min_len, 0), top)]
        hi = self.upto_length[min(max(max_len + 1, 0), top)]
        return ((1 << hi) - 1) ^ ((1 << lo) - 1) if hi > lo else 0

    def excess(self, ch: str, have: int, j: int) -> int:
        """Words that need at least ``j`` more of ``ch`` than ``have``."""
        rows = self.at_least[ch]
        k = have + j
        return rows[k] if k < len(rows) else 0

    def coverable(self, pool: Mapping[str, int], budget: int, candidates: int) -> list[int]:
        """``fits[d]``: candidates whose letters exceed the pool by exactly ``d <= budget``.

        Only letters may be covered by the budget (wild tiles are never apostrophes).
        """
        # reach[k]: words whose excess so far is >= k (k = 1..budget+1), saturating.
        reach = [candidates] + [0] * (budget + 1)
        # Words short of an apostrophe (or hyphen) are out at any budget. They are kept apart
        # rather than put in reach[budget + 1] alone, which would break reach[k+1] <= reach[k].
        impossible = 0
        for ch in self.alphabet:
            have = pool.get(ch, 0)
            if not ch.isalpha():
                impossible |= self.excess(ch, have, 1)
                continue
            fold_excess(reach, [self.excess(ch, have, j) for j in range(1, budget + 2)])
        possible = candidates & ~impossible
        return [reach[d] & ~reach[d + 1] & possible for d in range(budget + 1)]

    def select(self, bitset: int) -> list[str]:
        """The words whose bits are set, in index order."""
        return self.pick(bitset, self.words)

    @staticmethod
    def pick(bitset: int, items: Sequence[T]) -> list[T]:
        """The items whose bits are set, in order: what ``select`` does to the words, for a list
        beside them (a caller's own data per word, in index order).

        >>> CountIndex.pick(0b101, ["dog", "go", "gods"])
        ['dog', 'gods']
        """
        if not bitset:
            return []
        count = bitset.bit_count()
        # Few bits, or bits sparse in a long set: a find per bit beats a pass over every item
        # up to the last (measured on the Word Storm solver's sets: 12 against 36 us at 64-127
        # bits, 78 against 178 at 512-1023; at one bit in 16 or denser the pass wins).
        if count < 64 or count * 16 < bitset.bit_length():
            text = bin(bitset)
            last = len(text) - 1
            out = []
            pos = text.find("1", 2)
            while pos != -1:
                out.append(items[last - pos])
                pos = text.find("1", pos + 1)
            return out[::-1]
        # One C-level pass: the bits as 0/1 bytes, lowest first, drive itertools.compress.
        flags = bin(bitset)[:1:-1].encode("ascii").translate(_BIT_BYTES)
        return list(compress(items, flags))

    def containing(self, pieces: Iterable[str]) -> int:
        """Words that hold at least one of the pieces (all words, for pieces not of 2 letters)."""
        bits = 0
        for piece in pieces:
            if len(piece) != 2:
                return -1  # no index of longer pieces: every word may hold one
            bits |= self.bigrams.get(piece, 0)
        return bits

    @property
    def bigrams(self) -> dict[str, int]:
        """For each pair of adjacent letters, the words that contain it (built once, on first
        use: a moment for a big list)."""
        return self._bigrams.get()

    def _make_bigrams(self) -> dict[str, int]:
        rows: dict[str, bytearray] = {}
        size = (len(self.words) + 7) // 8
        for i, word in enumerate(self.words):
            for k in range(len(word) - 1):
                pair = word[k : k + 2]
                row = rows.get(pair)
                if row is None:
                    row = rows[pair] = bytearray(size)
                row[i >> 3] |= 1 << (i & 7)
        return {pair: int.from_bytes(row, "little") for pair, row in rows.items()}


def fold_excess(reach: list[int], over: list[int]) -> None:
    """Add one letter's excess to saturating counters kept as bitsets, in place.

    ``reach[k]`` holds the words whose excess so far is ``k`` or more; ``over[j - 1]`` the words
    needing ``j`` or more of this letter beyond what the rack has. A word's new excess reaches
    ``k`` when its old one reached ``k - j`` and this letter adds ``j``.
    """
    if not over[0]:
        return
    for k in range(len(reach) - 1, 0, -1):
        acc = reach[k]
        for j in range(1, k + 1):
            if over[j - 1]:
                acc |= reach[k - j] & over[j - 1]
        reach[k] = acc


_BIT_BYTES = bytes.maketrans(b"01", b"\x00\x01")


def at_least_rows(text: str) -> dict[str, list[int]]:
    """For words of one-byte characters (Latin-1: a-z, ñ) joined by newlines (each under 256
    characters), in their order: per character, ``rows[k]`` = the words with at least ``k`` of
    it as a bitset (word 0 the lowest bit; ``rows[0]`` is -1, everything).

    Deleting every other character leaves, per word, a run of ``ch`` whose length is its count;
    this is most of a big lexicon's first query, three times faster than per word.

    >>> rows = at_least_rows(chr(10).join(["dog", "good"]))
    >>> bin(rows["o"][1]), bin(rows["o"][2])
    ('0b11', '0b10')
    """
    data = text.encode("latin-1")
    chars = sorted(set(text) - {"\n"})
    found: dict[str, list[int]] = {}
    for ch in chars:
        others = "".join(c for c in chars if c != ch).encode("latin-1")
        counts = bytes(map(len, data.translate(None, others).split(b"\n")))
        rows = [-1]
        for k in range(1, max(counts) + 1):
            # b"1" where the count is >= k; reversed, so that word 0 is the lowest bit.
            rows.append(int(counts.translate(_at_least_table(k))[::-1], 2))
        found[ch] = rows
    return found


def _one_byte(text: str) -> bool:
    """Whether every character of ``text`` is one byte in Latin-1 (English and Spanish words)."""
    if text.isascii():
        return True
    try:
        text.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return True


@cache
def _at_least_table(k: int) -> bytes:
    """A ``bytes.translate`` table: a count byte becomes b"1" when it is >= k, else b"0"."""
    return bytes(ord("1") if count >= k else ord("0") for count in range(256))



def words_from(
    index: CountIndex, tiles: Iterable[str], min_len: int = 2, min_tiles: int = 1
) -> set[str]:
    """Every word of ``index`` spelled by some of the tiles, each tile used at most once.

    ``min_tiles`` counts tiles, not letters: with E and ND, END takes 2 tiles.
    :meth:`Lexicon.words_from <wordgames.lexicon.Lexicon.words_from>` is this on its own index.

    >>> index = CountIndex(["end", "den", "sh", "she", "hues"])
    >>> sorted(words_from(index, ["E", "ND"], min_tiles=3))
    []
    >>> sorted(words_from(index, ["SH", "U", "E"]))
    ['sh', 'she']
    """
    for name, value in (("min_len", min_len), ("min_tiles", min_tiles)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidInput(f"{name} must be a whole number, not {value!r}")
        if value < 0:
            raise InvalidInput(f"{name} must be 0 or more, not {value}")
    rack = TileCounts.parse(tiles)
    budget = rack.wilds + 2 * rack.double_wilds
    candidates = index.length_range(min_len, rack.letters)
    # single_fits[d]: words d letters short of the single-letter tiles (d <= every wild).
    single_fits = index.coverable(rack.singles, budget, candidates)
    # Words the single-letter tiles and '?' spell alone, one tile a letter, need no search.
    plain_bits = 0
    for bitset in single_fits[: rack.wilds + 1]:
        plain_bits |= bitset
    plain_bits &= ~index.length_range(0, min_tiles - 1)
    if not rack.multis and not rack.double_wilds:
        return set(index.select(plain_bits))
    # A multi-letter tile only helps words that hold its letters side by side; the others
    # are spelled (if at all) by single tiles and wilds, which bitsets settle for one '??'.
    uses_multi = index.containing(rack.multis) if rack.multis else 0
    found_bits = plain_bits
    found: set[str] = set()
    to_search = -1
    if rack.double_wilds == 1:
        rest = 0
        for bitset in single_fits:
            rest |= bitset
        rest &= ~plain_bits & ~uses_multi
        bits, found = _one_double_wild(index, rack, single_fits, rest, min_tiles)
        found_bits |= bits
        to_search = uses_multi
    elif not rack.double_wilds:
        to_search = uses_multi
    if rack.multis or rack.double_wilds > 1:
        fits = index.coverable(rack.letter_pool, budget, candidates)
        rest = 0
        for bitset in fits:
            rest |= bitset
        rest &= ~plain_bits & to_search
        search = _Search(rack, min_tiles)
        found.update(word for word in index.select(rest) if search.can_spell(word))
    # One select for all the bitsets: on a big rack, listing the words is most of the cost.
    found.update(index.select(found_bits))
    return found


def _check_word(word: object, not_text: str) -> None:
    """A word to spell: text (else ``not_text``, and what it is) of at most
    :data:`MAX_WORD_LENGTH` characters."""
    if not isinstance(word, str):
        raise InvalidInput(f"{not_text}, not {type(word).__name__}")
    if len(word) > MAX_WORD_LENGTH:
        raise InvalidInput(
            f"a {len(word):,}-character word is longer than any word "
            f"({MAX_WORD_LENGTH} characters at most)"
        )


def spellings(word: str, tiles: Iterable[str]) -> list[Spelling]:
    """Every distinct way ``word`` can be spelled with some of ``tiles`` (empty if none), the
    spellings with the most tiles first. Any word: whether it is in a lexicon is not asked.
    Accents are no letters (:func:`fold_accents`): CAFÉ is spelled C A F E.

    >>> spellings("hues", ["SH", "U", "E"])
    []
    >>> [s.tiles for s in spellings("end", ["E", "ND", "N", "D"])]
    [('E', 'N', 'D'), ('E', 'ND')]
    >>> [s.tiles for s in spellings("Perro", ["P", "E", "RR", "R", "R", "O"])]
    [('P', 'E', 'R', 'R', 'O'), ('P', 'E', 'RR', 'O')]
    >>> [s.tiles for s in spellings("café", ["C", "A", "F", "E"])], spellings("año", list("ANO"))
    ([('C', 'A', 'F', 'E')], [])
    """
    _check_word(word, "spellings() takes a word (text)")
    rack = TileCounts.parse(tiles)
    found: list[Spelling] = []
    _spell(fold_accents(word.lower()), 0, rack.counts(), 1, [], first_only=False, out=found,
           tried=_Tried(word, rack))
    return sorted(set(found), key=lambda s: (-len(s.tiles), s.tiles, s.letters))


def full_spelling(word: str, tiles: Iterable[str]) -> Spelling | None:
    """The spelling of ``word`` that uses every one of ``tiles`` (the first of
    :func:`spellings` that does), or None.

    The search remembers the places (a letter, the tiles left) it found no way on from, so
    each is tried once: a claim of thirty wild cards is settled at once, not in billions of
    equal orders of its wilds.

    >>> full_spelling("mask", ["M", "K", "??"]).letters
    ('m', 'as', 'k')
    >>> full_spelling("a" * 41, ["?"] * 20 + ["??"] * 10) is None
    True
    >>> full_spelling("a" * 40, ["?"] * 20 + ["??"] * 10).tiles[:3]
    ('?', '?', '?')
    """
    _check_word(word, "a word is text")
    rack = TileCounts.parse(tiles)
    text = fold_accents(word.lower())
    pool = rack.letter_pool + Counter(k for k in rack.singles if not k.isalpha())
    # Every tile covers its letters: the tiles' letters must be the word's length, and no
    # lettered tile may hold a letter the word has fewer of.
    covered = sum(rack.singles.values()) + sum(len(k) * n for k, n in rack.multis.items()) \
        + rack.wilds + 2 * rack.double_wilds
    if covered != len(text) or any(n > text.count(ch) for ch, n in pool.items()):
        return None
    counts = rack.counts()
    found: list[Spelling] = []
    total = sum(counts.values())
    _spell(text, 0, counts, total, [], first_only=True, out=found, tried=_Tried(word, rack),
           ordered=True)
    return found[0] if found else None


#: The most places (a letter of the word, the tiles left) a spelling search may visit, and the
#: most spellings it may list: far beyond any table or rack of the games (they take a few
#: hundred), reached only by a designer's deck of dozens of wild cards.
MAX_SEARCH_STEPS = 200_000
#: Up to this many placed tiles (multi-letter tiles and '??'), a rack is searched without
#: remembering the places with no way on: it branches too little to need it.
MAX_UNREMEMBERED = 4
MAX_SPELLINGS = 10_000


class _Tried:
    """The places a spelling search found no way on from, and a count of the places visited
    (beyond ``MAX_SEARCH_STEPS``, ``InvalidInput`` says the tiles are too many to try)."""

    def __init__(self, word: str, rack: TileCounts) -> None:
        self.failed: set[tuple[int, tuple[int, ...]]] = set()
        self.steps = 0
        self.word = word
        self.rack = rack

    def step(self, found: int) -> None:
        self.steps += 1
        if self.steps > MAX_SEARCH_STEPS or found > MAX_SPELLINGS:
            rack = self.rack
            tiles = sum(rack.singles.values()) + sum(rack.multis.values()) + rack.wilds \
                + rack.double_wilds
            wild = rack.wilds + rack.double_wilds
            raise InvalidInput(
                f"{tiles} tiles ({wild} of them wild) spell a {len(self.word)}-letter word in "
                f"too many ways to try them all (more than "
                f"{MAX_SEARCH_STEPS if found <= MAX_SPELLINGS else MAX_SPELLINGS:,}); "
                f"use fewer wild tiles"
            )


def _one_double_wild(
    index: CountIndex, rack: TileCounts, fits: list[int], rest: int, min_tiles: int
) -> tuple[int, set[str]]:
    """Words that need the rack's one ``'??'``: a bitset found without search, and a few words
    (with apostrophes) confirmed by search.

    ``fits[d]`` holds the words ``d`` letters short of the single tiles; ``'?'`` tiles cover
    ``rack.wilds`` of them and ``'??'`` the rest, one or two, as two adjacent letters. One short:
    ``'??'`` covers it and a neighbouring letter (whose tile then stays unused). Two short: the
    two missing letters must stand side by side, so the word holds the bigram they make.
    """
    # A word spelled with the '??' takes one tile fewer than it has letters, and at least two
    # letters: so a one-letter word never qualifies, whatever min_tiles says.
    too_few_tiles = index.length_range(0, max(min_tiles, 1))
    one_short = fits[rack.wilds + 1] & rest & ~too_few_tiles
    # The neighbour of the missing letter may be an apostrophe, which '??' cannot cover.
    risky = one_short & index.with_apostrophe
    hit = one_short & ~risky
    search = _Search(rack, min_tiles)
    searched = {w for w in index.select(risky) if search.can_spell(w)}
    two_short = fits[rack.wilds + 2] & rest & ~too_few_tiles
    if not two_short:
        return hit, searched
    short_of = {}
    for ch in index.alphabet:
        if ch.isalpha():
            words = index.excess(ch, rack.singles.get(ch, 0), 1) & two_short
            if words:
                short_of[ch] = words
    for pair, words in index.bigrams.items():
        a, b = pair[0], pair[1]
        if a == b:
            if a in short_of:
                hit |= words & index.excess(a, rack.singles.get(a, 0), 2) & two_short
        elif a in short_of and b in short_of:
            hit |= words & short_of[a] & short_of[b]
    return hit, searched


class _Search:
    """Whether a word can be spelled from a rack with at least ``min_tiles`` tiles.

    Only the placements of multi-letter tiles and ``'??'`` are searched. Every other letter
    takes a single tile of that letter when one is left, else a ``'?'``: never worse, since a
    ``'?'`` covers whatever the single tile could, so swapping the two in any spelling keeps it a
    spelling with as many tiles. A letter-by-letter search that also tried the ``'?'`` where a
    single tile would do explores exponentially many equivalent spellings of a word that fails.
    """

    def __init__(self, rack: TileCounts, min_tiles: int) -> None:
        self.singles = dict(rack.singles)
        self.specials = dict(rack.multis)
        self.wilds = rack.wilds
        self.double_wilds = rack.double_wilds
        self.min_tiles = max(min_tiles, 1)

    def can_spell(self, word: str) -> bool:
        self.word = word
        # The places (a letter, the tiles left) with no way on, each tried once: with many
        # '??' a word that fails would otherwise be tried in every placing of them. A rack
        # of few placed tiles branches little: remembering would cost more than it saves.
        self.failed: set[tuple[int, int, int, tuple[int, ...], tuple[int, ...]]] = set()
        few = self.double_wilds + sum(self.specials.values()) <= MAX_UNREMEMBERED
        self._next = self._on if few else self._from
        return self._next(0, self.wilds, self.double_wilds, 0)

    def _from(self, at: int, wilds: int, double_wilds: int, tiles: int) -> bool:
        word = self.word
        if at == len(word):
            return tiles >= self.min_tiles
        place = (at, wilds, double_wilds, tuple(self.specials.values()),
                 tuple(self.singles.values()))
        if place in self.failed:
            return False
        if self._on(at, wilds, double_wilds, tiles):
            return True
        self.failed.add(place)
        return False

    def _on(self, at: int, wilds: int, double_wilds: int, tiles: int) -> bool:
        word = self.word
        if at == len(word):
            return tiles >= self.min_tiles
        specials = self.specials
        for key, n in specials.items():
            if n and word.startswith(key, at):
                specials[key] = n - 1
                ok = self._next(at + len(key), wilds, double_wilds, tiles + 1)
                specials[key] = n
                if ok:
                    return True
        if double_wilds:
            pair = word[at : at + 2]
            if len(pair) == 2 and pair.isalpha() and self._next(
                at + 2, wilds, double_wilds - 1, tiles + 1
            ):
                return True
        ch = word[at]
        n = self.singles.get(ch, 0)
        if n:
            self.singles[ch] = n - 1
            ok = self._next(at + 1, wilds, double_wilds, tiles + 1)
            self.singles[ch] = n
            return ok
        if wilds and ch.isalpha():
            return self._next(at + 1, wilds - 1, double_wilds, tiles + 1)
        return False


def _spell(
    word: str,
    at: int,
    counts: Counter[str],
    min_tiles: int,
    used: list[tuple[str, str]],
    *,
    first_only: bool,
    out: list[Spelling] | None = None,
    tried: _Tried | None = None,
    ordered: bool = False,
) -> bool:
    """Depth-first search over the tiles that can cover ``word[at:]``.

    ``counts`` holds the rack by key (``'e'``, ``'nd'``, ``'?'``, ``'??'``); it is changed and
    restored as the search goes (its keys stay, so its values name the tiles left).
    ``used`` collects (key, letters covered) in word order. ``tried`` remembers the places
    with no way on (whether a place leads on depends only on the letter and the tiles left)
    and bounds the work; ``ordered``: the tiles are tried in the order of their faces, so the
    first spelling found is the first of the sorted ones.
    """
    if at == len(word):
        if len(used) < min_tiles:
            return False
        if out is not None:
            out.append(Spelling(tuple(_face(k) for k, _ in used), tuple(c for _, c in used)))
        return True
    place = (at, tuple(counts.values()))
    if tried is not None:
        if place in tried.failed:
            return False
        tried.step(len(out) if out is not None else 0)
    found = False
    options = _options(word, at, counts)
    for key, covered in sorted(options, key=lambda o: _face(o[0])) if ordered else options:
        counts[key] -= 1
        used.append((key, covered))
        ok = _spell(word, at + len(covered), counts, min_tiles, used,
                    first_only=first_only, out=out, tried=tried, ordered=ordered)
        used.pop()
        counts[key] += 1
        if ok:
            if first_only:
                return True
            found = True
    if not found and tried is not None:
        tried.failed.add(place)
    return found


def _options(word: str, at: int, counts: Counter[str]) -> Iterator[tuple[str, str]]:
    """The (tile key, letters it covers) that can stand at ``word[at]``."""
    for key, n in counts.items():
        if n <= 0:
            continue
        if key == WILD:
            covered = word[at]
            if covered.isalpha():
                yield key, covered
        elif key == DOUBLE_WILD:
            covered = word[at : at + 2]
            if len(covered) == 2 and covered.isalpha():
                yield key, covered
        elif word.startswith(key, at):
            yield key, key


def _face(key: str) -> str:
    return key if key in (WILD, DOUBLE_WILD, APOSTROPHE) else key.upper()

