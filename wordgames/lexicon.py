"""The dictionary: words graded by commonness, and fast spelling from tiles.

The bundled list is SCOWL (Spell Checker Oriented Word Lists), levels 10 to 80, rebuilt by
``scripts/build_lexicon.py``. Contractions are kept apart: Word Storm and MY WORD! forbid them,
Five Tiers uses them.

>>> lex = Lexicon.default()
>>> "Cats" in lex, "paris" in lex, lex.level("cat")
(True, False, 10)
>>> sorted(lex.words_from(["C", "A", "T"], min_len=3))
['act', 'cat']
>>> [s.letters for s in lex.spellings("mask", ["M", "K", "??"])]
[('m', 'as', 'k')]
"""

from __future__ import annotations

import csv
import gzip
import io
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from itertools import compress
from pathlib import Path
from typing import Self

from wordgames.errors import InvalidInput, LexiconError
from wordgames.tiles import APOSTROPHE, DOUBLE_WILD, WILD, normalize_tile

#: The SCOWL levels the bundled list holds, from most to least common words.
LEVELS = (10, 20, 35, 40, 50, 55, 60, 70, 80)


@dataclass(frozen=True, slots=True)
class Spelling:
    """One way to spell a word with tiles: the tiles in word order, and the letters each covers.

    A wild's letters are what it stands for: ``Spelling(("M", "??", "K"), ("m", "as", "k"))``.
    """

    tiles: tuple[str, ...]
    letters: tuple[str, ...]

    @property
    def wild_letters(self) -> tuple[str, ...]:
        """What each wild tile of the spelling stands for, in word order."""
        return tuple(
            letters for tile, letters in zip(self.tiles, self.letters, strict=True)
            if tile in (WILD, DOUBLE_WILD)
        )


@dataclass(frozen=True, slots=True)
class _Rack:
    """Tiles sorted by what they can spell, for the search."""

    singles: Counter[str]  # one-character tiles: letters and the apostrophe
    multis: Counter[str]  # multi-letter tiles, lowercase ("qu", "rr")
    wilds: int
    double_wilds: int

    @classmethod
    def parse(cls, tiles: Iterable[str]) -> Self:
        singles: Counter[str] = Counter()
        multis: Counter[str] = Counter()
        wilds = double_wilds = 0
        if isinstance(tiles, str):
            raise InvalidInput(
                f"tiles must be a list of tile strings, not the string {tiles!r}: "
                f"write {list(tiles)!r}"
            )
        for tile in tiles:
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


class _CountIndex:
    """Bit-parallel letter counts: for each letter and k, the set of words with >= k of it.

    Sets are Python ints used as bitsets over the words sorted by length, so that filtering the
    whole lexicon by what a rack can cover is a few dozen big-int operations instead of a scan.
    """

    def __init__(self, words: Iterable[str]) -> None:
        # By length, then alphabetically: two C-level sorts (sorted is stable).
        ordered = sorted(sorted(words), key=len)
        # Fresh copies, made one after another, lie side by side in memory: ``select`` walks
        # the whole list and runs three times faster than over strings scattered by the loader.
        self.words: list[str] = "\n".join(ordered).split("\n") if ordered else []
        if len(self.words) != len(ordered):  # a word with a newline (never from the loaders)
            self.words = ordered
        n = len(self.words)
        self.upto_length: list[int] = []  # upto_length[L] = how many words have len < L
        for i, word in enumerate(self.words):
            while len(self.upto_length) <= len(word):
                self.upto_length.append(i)
        self.upto_length.append(n)
        # at_least[ch][k]: the words with >= k of ch (k = 0 is everything).
        self.at_least: dict[str, list[int]] = {}
        text = "\n".join(self.words)
        if text.isascii() and text.count("\n") == n - 1 and (not n or len(self.words[-1]) < 256):
            self._count_ascii(text)
        else:
            self._count_any()
        self.alphabet = frozenset(self.at_least)
        apostrophe = self.at_least.get(APOSTROPHE, [])
        self.with_apostrophe = apostrophe[1] if len(apostrophe) > 1 else 0

    def _count_ascii(self, text: str) -> None:
        """Fill ``at_least`` a letter at a time, in C-level passes over the joined word list.

        Deleting every other character leaves, per word, a run of ``ch`` whose length is its
        count; this is most of a big lexicon's first query, three times faster than per word.
        """
        data = text.encode("ascii")
        chars = sorted(set(text) - {"\n"})
        for ch in chars:
            others = "".join(c for c in chars if c != ch).encode("ascii")
            counts = bytes(map(len, data.translate(None, others).split(b"\n")))
            rows = [-1]
            for k in range(1, max(counts) + 1):
                # b"1" where the count is >= k; reversed, so that word 0 is the lowest bit.
                rows.append(int(counts.translate(_at_least_table(k))[::-1], 2))
            self.at_least[ch] = rows

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
        top = len(self.upto_length) - 1
        lo = self.upto_length[min(max(min_len, 0), top)]
        hi = self.upto_length[min(max(max_len + 1, 0), top)]
        return ((1 << hi) - 1) ^ ((1 << lo) - 1) if hi > lo else 0

    def excess(self, ch: str, have: int, j: int) -> int:
        """Words that need at least ``j`` more of ``ch`` than ``have``."""
        rows = self.at_least[ch]
        k = have + j
        return rows[k] if k < len(rows) else 0

    def coverable(self, pool: Counter[str], budget: int, candidates: int) -> list[int]:
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
        if not bitset:
            return []
        if bitset.bit_count() < 64:
            text = bin(bitset)
            last = len(text) - 1
            out = []
            pos = text.find("1", 2)
            while pos != -1:
                out.append(self.words[last - pos])
                pos = text.find("1", pos + 1)
            return out[::-1]
        # One C-level pass: the bits as 0/1 bytes, lowest first, drive itertools.compress.
        flags = bin(bitset)[:1:-1].encode("ascii").translate(_BIT_BYTES)
        return list(compress(self.words, flags))

    def containing(self, pieces: Iterable[str]) -> int:
        """Words that hold at least one of the pieces (all words, for pieces not of 2 letters)."""
        bits = 0
        for piece in pieces:
            if len(piece) != 2:
                return -1  # no index of longer pieces: every word may hold one
            bits |= self.bigrams.get(piece, 0)
        return bits

    @cached_property
    def bigrams(self) -> dict[str, int]:
        """For each pair of adjacent letters, the words that contain it."""
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


@cache
def _at_least_table(k: int) -> bytes:
    """A ``bytes.translate`` table: a count byte becomes b"1" when it is >= k, else b"0"."""
    return bytes(ord("1") if count >= k else ord("0") for count in range(256))


class Lexicon:
    """A set of words, optionally graded by SCOWL level, that knows how to spell from tiles.

    Build one with :meth:`default`, :meth:`from_words`, :meth:`from_file` or :meth:`from_nltk`.
    Look-ups are case-insensitive; words are stored lowercase.

    >>> lex = Lexicon.from_words(["Dog", "god", "go"])
    >>> len(lex), "DOG" in lex, sorted(lex)
    (3, True, ['dog', 'go', 'god'])
    >>> sorted(lex.words_from(["G", "O", "?"]))
    ['dog', 'go', 'god']
    """

    def __init__(self, levels: dict[str, int | None], name: str = "custom") -> None:
        self._levels = levels
        self.name = name
        self._index: _CountIndex | None = None

    # -- construction ---------------------------------------------------------------------------

    @classmethod
    def default(
        cls, level: int = 70, contractions: bool = False, family_friendly: bool = True
    ) -> Lexicon:
        """The bundled SCOWL words up to ``level`` (10, 20, 35, 40, 50, 55, 60, 70 or 80).

        Cached per process: the same arguments give the same object.

        >>> len(Lexicon.default(10, family_friendly=False)), len(Lexicon.default(10))
        (3971, 3969)
        >>> "don't" in Lexicon.default(80), "don't" in Lexicon.default(80, contractions=True)
        (False, True)
        """
        if level not in LEVELS:
            raise LexiconError(f"level must be one of {', '.join(map(str, LEVELS))}, not {level}")
        return _default(level, contractions, family_friendly)

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "custom") -> Lexicon:
        """A lexicon of the given words (case-folded, duplicates merged, no levels).

        Words are letters, optionally with apostrophes or hyphens; a word with digits, spaces or
        other characters raises ``InvalidInput`` naming it.
        """
        if isinstance(words, str):
            raise InvalidInput("from_words takes a list of words, not one string")
        levels: dict[str, int | None] = {}
        for position, word in enumerate(words, start=1):
            levels[_clean_word(word, where=f"word {position}")] = None
        return cls(levels, name=name)

    @classmethod
    def from_file(cls, path: str | Path) -> Lexicon:
        """A teacher's word list: one word per line, or a CSV file with a ``word`` column.

        UTF-8 with or without a byte-order mark, CRLF line ends, blank lines and ``#`` comments
        are accepted. Problems raise ``LexiconError`` / ``InvalidInput`` naming the file and line.
        """
        path = Path(path)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            raise LexiconError(f"word list {str(path)!r} not found") from None
        except OSError as err:
            raise LexiconError(f"cannot read word list {str(path)!r}: {err.strerror}") from None
        if b"\x00" in raw:
            raise LexiconError(f"{path}: this is a binary file, not a word list")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            line = raw[: err.start].count(b"\n") + 1
            raise InvalidInput(
                "not UTF-8 text (save the list as UTF-8)", source=str(path), line=line
            ) from None
        levels: dict[str, int | None] = {}
        csv_file = path.suffix.lower() == ".csv"
        for line_no, word in _word_list_entries(text, str(path), csv_file):
            levels[_clean_word(word, where="", source=str(path), line=line_no)] = None
        if not levels:
            raise LexiconError(f"{path}: the word list has no words")
        return cls(levels, name=path.stem)

    @classmethod
    def from_nltk(cls, corpus: str = "words") -> Lexicon:
        """The lowercase letter words of an nltk word-list corpus installed on this machine.

        Never downloads: when the corpus is missing, a ``LexiconError`` says how to install it.
        """
        try:
            import nltk.corpus  # optional dependency, imported lazily
        except ImportError:
            raise LexiconError(
                "nltk is not installed: pip install 'wordgames[notebooks]'"
            ) from None
        try:
            reader = getattr(nltk.corpus, corpus)
            entries = reader.words()
        except (LookupError, AttributeError, OSError):
            raise LexiconError(
                f"the nltk corpus {corpus!r} is not installed on this machine. Install it once "
                f"with: python -m nltk.downloader {corpus}  (wordgames never downloads by itself)"
            ) from None
        return cls({w: None for w in entries if w.isalpha() and w.islower()}, name=corpus)

    def restrict(
        self,
        level: int | None = None,
        min_len: int | None = None,
        exclude: Iterable[str] = (),
    ) -> Lexicon:
        """A new lexicon: words up to ``level`` (ungraded words are kept), of ``min_len`` letters
        or more, less ``exclude``.

        >>> lex = Lexicon.default(35)
        >>> small = lex.restrict(level=10, min_len=4, exclude=["cats"])
        >>> "cat" in small, "cats" in small, "words" in small
        (False, False, True)
        """
        if isinstance(exclude, str):
            # A bare string would exclude its letters, one by one.
            raise InvalidInput(f"exclude takes a list of words, not the string {exclude!r}")
        excluded = {w.lower() for w in exclude}
        levels = {
            w: lv
            for w, lv in self._levels.items()
            if (level is None or lv is None or lv <= level)
            and (min_len is None or len(w) >= min_len)
            and w not in excluded
        }
        return Lexicon(levels, name=self.name)

    # -- the set --------------------------------------------------------------------------------

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self._levels

    def __len__(self) -> int:
        return len(self._levels)

    def __iter__(self) -> Iterator[str]:
        return iter(self._levels)

    def __repr__(self) -> str:
        return f"<Lexicon {self.name!r}: {len(self):,} words>"

    def level(self, word: str) -> int | None:
        """The SCOWL level of a word (10 = commonest), None for words from other sources."""
        return self._levels.get(word.lower())

    # -- spelling from tiles --------------------------------------------------------------------

    @property
    def _count_index(self) -> _CountIndex:
        if self._index is None:
            self._index = _CountIndex(self._levels)
        return self._index

    def words_from(
        self, tiles: Iterable[str], min_len: int = 2, min_tiles: int = 1
    ) -> set[str]:
        """Every word spelled by some of the tiles, each tile used at most once.

        ``min_tiles`` counts tiles, not letters: with E and ND, END takes 2 tiles.

        >>> lex = Lexicon.from_words(["end", "den", "sh", "she", "hues"])
        >>> sorted(lex.words_from(["E", "ND"], min_tiles=3))
        []
        >>> sorted(lex.words_from(["SH", "U", "E"]))
        ['sh', 'she']
        """
        rack = _Rack.parse(tiles)
        index = self._count_index
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

    def spellings(self, word: str, tiles: Iterable[str]) -> list[Spelling]:
        """Every distinct way ``word`` can be spelled with some of ``tiles`` (empty if none).

        >>> lex = Lexicon.default()
        >>> lex.spellings("hues", ["SH", "U", "E"])
        []
        >>> [s.tiles for s in lex.spellings("end", ["E", "ND", "N", "D"])]
        [('E', 'N', 'D'), ('E', 'ND')]
        """
        rack = _Rack.parse(tiles)
        found: list[Spelling] = []
        _spell(word.lower(), 0, rack.counts(), 1, [], first_only=False, out=found)
        return sorted(set(found), key=lambda s: (-len(s.tiles), s.tiles, s.letters))


def _one_double_wild(
    index: _CountIndex, rack: _Rack, fits: list[int], rest: int, min_tiles: int
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

    def __init__(self, rack: _Rack, min_tiles: int) -> None:
        self.singles = dict(rack.singles)
        self.specials = dict(rack.multis)
        self.wilds = rack.wilds
        self.double_wilds = rack.double_wilds
        self.min_tiles = max(min_tiles, 1)

    def can_spell(self, word: str) -> bool:
        self.word = word
        return self._from(0, self.wilds, self.double_wilds, 0)

    def _from(self, at: int, wilds: int, double_wilds: int, tiles: int) -> bool:
        word = self.word
        if at == len(word):
            return tiles >= self.min_tiles
        specials = self.specials
        for key, n in specials.items():
            if n and word.startswith(key, at):
                specials[key] = n - 1
                ok = self._from(at + len(key), wilds, double_wilds, tiles + 1)
                specials[key] = n
                if ok:
                    return True
        if double_wilds:
            pair = word[at : at + 2]
            if len(pair) == 2 and pair.isalpha() and self._from(
                at + 2, wilds, double_wilds - 1, tiles + 1
            ):
                return True
        ch = word[at]
        n = self.singles.get(ch, 0)
        if n:
            self.singles[ch] = n - 1
            ok = self._from(at + 1, wilds, double_wilds, tiles + 1)
            self.singles[ch] = n
            return ok
        if wilds and ch.isalpha():
            return self._from(at + 1, wilds - 1, double_wilds, tiles + 1)
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
) -> bool:
    """Depth-first search over the tiles that can cover ``word[at:]``.

    ``counts`` holds the rack by key (``'e'``, ``'nd'``, ``'?'``, ``'??'``); it is changed and
    restored as the search goes. ``used`` collects (key, letters covered) in word order.
    """
    if at == len(word):
        if len(used) < min_tiles:
            return False
        if out is not None:
            out.append(Spelling(tuple(_face(k) for k, _ in used), tuple(c for _, c in used)))
        return True
    found = False
    for key, covered in _options(word, at, counts):
        counts[key] -= 1
        used.append((key, covered))
        ok = _spell(word, at + len(covered), counts, min_tiles, used,
                    first_only=first_only, out=out)
        used.pop()
        counts[key] += 1
        if ok:
            if first_only:
                return True
            found = True
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


def _clean_word(
    word: object, where: str, source: str | None = None, line: int | None = None
) -> str:
    """The word lowercased, or ``InvalidInput`` naming ``where`` (or ``source`` and ``line``)."""

    def bad(message: str) -> InvalidInput:
        if source is not None:
            return InvalidInput(message, source=source, line=line)
        return InvalidInput(f"{where}: {message}")

    if not isinstance(word, str):
        raise bad(f"a word is text, not {type(word).__name__}")
    text = word.strip().lower()
    if not text:
        raise bad("empty word")
    for ch in text:
        if not (ch.isalpha() or ch in "'-"):
            what = "a space" if ch.isspace() else "a digit" if ch.isdigit() else repr(ch)
            raise bad(f"{word.strip()!r} contains {what}; a word is letters")
    if not any(ch.isalpha() for ch in text):
        # An apostrophe or hyphen alone would be "spelled" by a lone apostrophe tile.
        raise bad(f"{word.strip()!r} has no letters; a word is letters")
    return text


def _word_list_entries(
    text: str, source: str, csv_file: bool = False
) -> Iterator[tuple[int, str]]:
    """(line number, word) pairs of a plain or CSV word list.

    A list is CSV when its first line has a comma or the file is named ``*.csv`` (a one-column
    spreadsheet export has no comma, but its ``word`` header is no word).
    """
    lines = text.splitlines()
    content = [(i, line) for i, line in enumerate(lines, start=1)
               if line.strip() and not line.lstrip().startswith("#")]
    if content and ("," in content[0][1] or csv_file):
        header_line, header = content[0]
        columns = [c.strip().lower() for c in next(csv.reader([header]))]
        if "word" not in columns:
            raise InvalidInput(
                f"a CSV word list needs a 'word' column; the header has {columns}",
                source=source, line=header_line,
            )
        column = columns.index("word")
        for line_no, line in content[1:]:
            row = next(csv.reader(io.StringIO(line)))
            if column >= len(row) or not row[column].strip():
                raise InvalidInput("no word in the 'word' column", source=source, line=line_no)
            yield line_no, row[column]
        return
    for line_no, line in content:
        yield line_no, line


@cache
def _bundled_sections() -> dict[tuple[str, int], list[str]]:
    data = resources.files("wordgames") / "data" / "lexicon.txt.gz"
    text = gzip.decompress(data.read_bytes()).decode("ascii")
    sections: dict[tuple[str, int], list[str]] = {}
    for block in text.split("@")[1:]:
        header, _, body = block.partition("\n")
        kind, level = header.split()
        sections[(kind, int(level))] = body.split()
    return sections


@cache
def _blocklist() -> frozenset[str]:
    data = resources.files("wordgames") / "data" / "blocklist.txt"
    lines = data.read_text(encoding="ascii").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


@cache
def _default(level: int, contractions: bool, family_friendly: bool) -> Lexicon:
    levels: dict[str, int | None] = {}
    kinds: Sequence[str] = ("word", "contraction") if contractions else ("word",)
    for (kind, lv), words in _bundled_sections().items():
        if kind in kinds and lv <= level:
            levels.update(dict.fromkeys(words, lv))
    if family_friendly:
        for word in _blocklist():
            levels.pop(word, None)
    name = f"SCOWL {level}" + (" + contractions" if contractions else "")
    return Lexicon(levels, name=name)
