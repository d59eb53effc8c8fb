"""The five-word search behind :mod:`wordgames.fivetiers.solver`: a hand's options, the exact
cover and the best partial arrangement (branch and bound).

How the search works. Every word that some of the tiles can spell comes from
``Lexicon.words_from`` (on a copy of the lexicon cut to words of 2 to 6 letters, many times
faster). Each word becomes an *option*: the tile keys it needs (letters, the apostrophe,
multi-letter tiles such as Spanish ``RR``) and its tier, the number of tiles it takes. The search
fills the tiers as an exact cover: it picks the remaining tile with the fewest options (a Q or a Z
first) and tries each option of a still-empty tier that uses it. Sets of options are Python ints
used as bit sets, so finding which options the remaining tiles still cover is a few dozen big-int
operations per step; a step with an empty tier that no option fits, a tile that no option takes,
or vowels that cannot be shared out among the words left is a dead end, memoised on (remaining
tiles, blanks, empty tiers). Blanks cover only what real tiles cannot; that is never worse,
because any other use of a blank can be swapped with the real tile it spared.

Where it spends its time. With one tile per letter (the English sets), the options' bit sets are
the cut lexicon's own rows (``_Rows``: one bit per word, built once per lexicon) ANDed with the
words the hand spells, rather than sets built option by option for every hand; and below a node
without blanks only the keys of the option just taken can rule out more options (``narrowed``).

This module is compiled with mypyc where a C compiler is there, like the Word Storm search
(:mod:`wordgames.kit.native`; ``scripts/build_native.py``): the same code and games, quicker. So it
keeps to what mypyc compiles (no ``functools.cached_property``: a native class would recompute
it at every read), and the public functions that check what a person gives stay in ``solver``.

>>> from wordgames.lexicon import Lexicon
>>> problem = _problem(_SplitRack.parse(list("BECATDOGSAPPLEORANGE"), HAND_SIZE),
...                    Lexicon.from_words(["be", "cat", "dogs", "apple", "orange"]))
>>> sorted(tier for tier, _ in _Search(problem).run().items())
[2, 3, 4, 5, 6]
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from wordgames.errors import InvalidInput
from wordgames.kit.once import Once
from wordgames.kit.tiles import APOSTROPHE, DOUBLE_WILD, WILD, TileSet, normalize_tile
from wordgames.lexicon import CountIndex, Lexicon, Spelling, TileCounts

#: The tile counts of the five words, shortest first.
TIERS = (2, 3, 4, 5, 6)
#: Tiles in a hand: 2 + 3 + 4 + 5 + 6.
HAND_SIZE = sum(TIERS)

#: Letters counted as vowels by the search's class bound (any set is correct; these prune well).
VOWELS = frozenset("aeiouáéíóúü")

Tiers = tuple[str | None, str | None, str | None, str | None, str | None]

@cache
def _all_faces() -> TileSet:
    return TileSet.load("fivetiers", include=("spanish",))



# -- the hand ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _SplitRack:
    """A rack split into real tile keys (lowercase letters, "'", "rr") and its blanks."""

    keys: tuple[str, ...]  # distinct real keys, sorted
    counts: tuple[int, ...]  # how many of each key
    blanks: int
    faces: tuple[str, ...]  # the tiles as given, normalised

    @classmethod
    def parse(cls, tiles: Iterable[str], size: int | None) -> _SplitRack:
        if isinstance(tiles, str):
            raise InvalidInput(
                f"a hand is a list of tiles, not the string {tiles!r}: write {list(tiles)!r}"
            )
        faces = tuple(normalize_tile(t) for t in tiles)
        known = _all_faces().counts
        for position, face in enumerate(faces, start=1):
            if face == DOUBLE_WILD:
                raise InvalidInput(f"tile {position}: Five Tiers has no '??' tile")
            if face not in known:
                raise InvalidInput(
                    f"tile {position}: {face!r} is not a Five Tiers tile "
                    f"(letters A-Z, RR, LL, Ñ, '?' and \"'\")"
                )
        if size is not None and len(faces) != size:
            raise InvalidInput(f"a Five Tiers hand has {size} tiles, not {len(faces)}")
        if size is None and len(faces) > HAND_SIZE:
            raise InvalidInput(f"a Five Tiers hand has at most {HAND_SIZE} tiles, not {len(faces)}")
        real = Counter(f.lower() for f in faces if f != WILD)
        keys = tuple(sorted(real))
        return cls(keys, tuple(real[k] for k in keys), faces.count(WILD), faces)


@dataclass(frozen=True, slots=True)
class _Option:
    """A way to place one word: its tier, and the tile keys it asks for (by key index)."""

    word: str
    segments: tuple[str, ...]  # tile keys in word order
    tier: int
    hard: tuple[tuple[int, int], ...]  # (key index, count) no blank may stand for
    soft: tuple[tuple[int, int], ...]  # (key index, count) of single letters
    slots: tuple[int, ...]  # the bit sets it belongs to, see _Search

    def take(self, rem: list[int], blanks: int) -> int:
        """Subtract the option from ``rem`` in place (real tiles first); the blanks left.

        Only called on options the search found feasible.
        """
        short = 0
        for i, n in self.hard:
            rem[i] -= n
        for i, n in self.soft:
            have = rem[i]
            if have < n:
                short += n - have
                rem[i] = 0
            else:
                rem[i] = have - n
        return blanks - short

    def fits(self, rem: Sequence[int], blanks: int) -> bool:
        """Whether ``rem`` and ``blanks`` blanks can cover the option."""
        for i, n in self.hard:
            if rem[i] < n:
                return False
        short = 0
        for i, n in self.soft:
            if rem[i] < n:
                short += n - rem[i]
        return short <= blanks

    def value(self, rem: Sequence[int], key_values: Sequence[int]) -> int:
        """The value of the real tiles the option would use from ``rem``."""
        total = 0
        for i, n in self.hard:
            total += n * key_values[i]
        for i, n in self.soft:
            total += min(n, rem[i]) * key_values[i]
        return total

    def spell(self, rem: Sequence[int], keys: Sequence[str]) -> Spelling:
        """The spelling, with blanks where ``rem`` (before taking) has no real tile left."""
        left = {k: rem[i] for i, k in enumerate(keys)}
        tiles = []
        for seg in self.segments:
            if left.get(seg, 0) > 0:
                left[seg] -= 1
                tiles.append(seg if seg == APOSTROPHE else seg.upper())
            else:
                tiles.append(WILD)
        return Spelling(tuple(tiles), self.segments)


#: Slots of the search's bit sets: per key ``8 * i + k`` (needs at least k >= 1 of key i); after
#: the keys, one per vowel count.
_PER_KEY = 8


def _make_option(word: str, segments: tuple[str, ...], index: Mapping[str, int]) -> _Option | None:
    """The option for ``word`` cut into ``segments``, None when it cannot be a Five Tiers word."""
    if not TIERS[0] <= len(segments) <= TIERS[-1]:
        return None
    hard: list[tuple[int, int]] = []
    soft: list[tuple[int, int]] = []
    slots: list[int] = []
    for key, n in sorted(Counter(segments).items()):
        i = index.get(key)
        if i is None:
            return None
        (soft if len(key) == 1 and key.isalpha() else hard).append((i, n))
        slots.extend(_PER_KEY * i + k for k in range(1, n + 1))
    slots.append(_PER_KEY * len(index) + sum(seg in VOWELS for seg in segments))
    return _Option(word, segments, len(segments), tuple(hard), tuple(soft), tuple(slots))


def _segmentations(word: str, multis: Sequence[str]) -> list[tuple[str, ...]]:
    """The ways to cut ``word`` into tile keys: single characters, or multi-letter tiles held.

    >>> _segmentations("perro", ["rr"])
    [('p', 'e', 'r', 'r', 'o'), ('p', 'e', 'rr', 'o')]
    """
    if not multis:
        return [tuple(word)]
    out: list[tuple[str, ...]] = []

    def cut(at: int, done: list[str]) -> None:
        if at == len(word):
            out.append(tuple(done))
            return
        for piece in (word[at], *(m for m in multis if word.startswith(m, at))):
            done.append(piece)
            cut(at + len(piece), done)
            done.pop()

    cut(0, [])
    return out


class _Prepared:
    """A lexicon cut to Five Tiers words (2 to 6 letters), with each word's option cached.

    ``words_from`` works on bit sets over words sorted by length, so the short copy makes every
    call several times cheaper; and a word's option over the lexicon's fixed alphabet never
    changes, so it is built once per word, not once per hand.
    """

    def __init__(self, lexicon: Lexicon) -> None:
        self.short = Lexicon(
            {w: lexicon.level(w) for w in lexicon if 2 <= len(w) <= TIERS[-1]},
            name=f"{lexicon.name} (2-{TIERS[-1]} letters)",
        )
        chars = {ch for w in self.short for ch in w} | set("abcdefghijklmnopqrstuvwxyz'")
        self.keys: tuple[str, ...] = tuple(sorted(chars))
        self.index = {k: i for i, k in enumerate(self.keys)}
        self.options: dict[str, _Option | None] = {}
        self._rows: Once[_Rows] = Once(self._make_rows)

    def option(self, word: str) -> _Option | None:
        try:
            return self.options[word]
        except KeyError:
            option = self.options[word] = _make_option(word, tuple(word), self.index)
            return option

    @property
    def rows(self) -> _Rows:
        """The search's bit sets over every word of ``short`` (see :class:`_Rows`), made on
        first use, once however many threads ask (no ``cached_property``: see the module's
        note on mypyc)."""
        return self._rows.get()

    def _make_rows(self) -> _Rows:
        """The search's bit sets over every word of ``short`` (see :class:`_Rows`)."""
        index = self.short.count_index
        at_least = []
        for key in self.keys:
            rows = index.at_least.get(key, [-1])
            at_least.append([0, *(rows[k] if k < len(rows) else 0 for k in range(1, _PER_KEY))])
        vowels = [bytearray(b"0") * len(index.words) for _ in range(_PER_KEY)]
        for j, word in enumerate(index.words):
            vowels[sum(ch in VOWELS for ch in word)][j] = 49  # "1", as in _bits
        tiers = {tier: index.length_range(tier, tier) for tier in TIERS}
        return _Rows(index.words, self.option, at_least,
                     [int(row[::-1], 2) if row else 0 for row in vowels], tiers)


@dataclass(frozen=True, slots=True)
class _Rows:
    """A prepared lexicon's bit sets, one bit per word of 2 to 6 letters in its count index's
    order (by length, then alphabetical: the order of a hand's options, by tier then word), so
    that a hand's options are a subset of those bits and the search's sets are these rows ANDed
    with it: a few hundred big-int operations per hand instead of sorting its options into new
    sets one by one."""

    words: Sequence[str]
    option: Callable[[str], _Option | None]
    at_least: list[list[int]]  # [i][k]: the words with at least k of key i (k < _PER_KEY)
    vowels: list[int]  # [v]: the words with exactly v vowels
    tiers: dict[int, int]  # the words of each tier (length)


class _ByBit(Sequence[_Option]):
    """The options of a hand indexed by their bit in :class:`_Rows` (only those bits are used)."""

    def __init__(self, rows: _Rows) -> None:
        self.rows = rows

    def __getitem__(self, j: int) -> _Option:  # type: ignore[override]
        option = self.rows.option(self.rows.words[j])
        assert option is not None  # every word of the prepared lexicon makes one
        return option

    def __len__(self) -> int:
        return len(self.rows.words)


def _prepared(lexicon: Lexicon) -> _Prepared:
    return lexicon.derived(_Prepared)  # kept with the lexicon


def prepare(lexicon: Lexicon) -> None:
    """Build now what the first search with ``lexicon`` builds (its words of 2 to 6 letters,
    their spelling index and the search's bit sets, kept with it): see :mod:`wordgames.play.warm`.

    >>> lex = Lexicon.from_words(["be", "cat", "dogs", "apple", "orange", "oranges"])
    >>> prepare(lex)
    >>> list(_prepared(lex).rows.words)
    ['be', 'cat', 'dogs', 'apple', 'orange']
    """
    _prepared(lexicon).rows  # noqa: B018 (built when first read)


@dataclass(frozen=True, slots=True)
class _Problem:
    """A hand ready to search: tile keys, how many of each the hand has, blanks, options."""

    keys: tuple[str, ...]
    counts: tuple[int, ...]
    blanks: int
    options: Sequence[_Option]  # option j is bit j of the search's sets
    bits: int | None = None  # the bits of the hand's options (None: every one of ``options``)
    rows: _Rows | None = None  # the prepared lexicon's sets, when ``bits`` are its words

    @property
    def everything(self) -> int:
        """The bit set of every option."""
        return (1 << len(self.options)) - 1 if self.bits is None else self.bits

    @property
    def size(self) -> int:
        """How many options the hand has."""
        return len(self.options) if self.bits is None else self.bits.bit_count()

    def each(self) -> Iterator[int]:
        """The options' bits, lowest first."""
        bits = self.everything
        while bits:
            low = bits & -bits
            bits ^= low
            yield low.bit_length() - 1


def _problem(hand: _SplitRack, lexicon: Lexicon) -> _Problem:
    """Every way the hand can place a word of the lexicon in some tier."""
    prepared = _prepared(lexicon)
    if all(k in prepared.index for k in hand.keys):
        # One tile per letter: the lexicon's cached options and bit sets serve every hand;
        # its options are the bits of the words the tiles spell (Lexicon.words_from's).
        rows = prepared.rows
        bits = _spelled(prepared.short.count_index, TileCounts.parse(hand.faces))
        have = dict(zip(hand.keys, hand.counts, strict=True))
        counts = tuple(have.get(k, 0) for k in prepared.keys)
        return _Problem(prepared.keys, counts, hand.blanks, _ByBit(rows), bits, rows)
    # Multi-letter tiles (Spanish RR, LL): a word may take fewer tiles than letters.
    multis = [k for k in hand.keys if len(k) > 1]
    longest = max((len(k) for k in hand.keys), default=1)
    spelled = sorted(
        w for w in lexicon.words_from(hand.faces, min_len=2) if len(w) <= TIERS[-1] * longest
    )
    keys = tuple(sorted(set(hand.keys) | {ch for w in spelled for ch in w}))
    index = {k: i for i, k in enumerate(keys)}
    options = [
        option
        for word in spelled
        for segments in _segmentations(word, multis)
        if (option := _make_option(word, segments, index)) is not None
    ]
    options.sort(key=lambda o: o.tier)  # stable: by tier, then word
    have = dict(zip(hand.keys, hand.counts, strict=True))
    return _Problem(keys, tuple(have.get(k, 0) for k in keys), hand.blanks, tuple(options))


def _spelled(index: CountIndex, rack: TileCounts) -> int:
    """The words of at least two letters that single-letter tiles and blanks spell (bits of
    ``index``): ``Lexicon.words_from`` for such a rack, without listing them."""
    fits = index.coverable(rack.singles, rack.wilds, index.length_range(TIERS[0], rack.letters))
    bits = 0
    for row in fits:  # short of d letters, d <= blanks
        bits |= row
    return bits


def _bits(indices: Sequence[int], size: int) -> int:
    """The int whose set bits are ``indices`` (all below ``size``)."""
    if not indices:
        return 0
    # A row of ASCII digits parsed in base 2 is the cheapest way from Python to a big int.
    row = bytearray(b"0") * size
    for j in indices:
        row[j] = 49  # "1"
    return int(row[::-1], 2)


class _Search:
    """Exact cover of a hand by one option per tier, on bit sets with forward checking.

    Options are numbered; a Python int is a set of them. At each node a few dozen big-int
    operations find every option the remaining tiles can still cover (the way
    ``Lexicon.words_from`` filters a lexicon), so dead ends show early: an empty tier with no
    option, a tile no option can take, or vowels that cannot be shared out among the words left.
    The tile with the fewest options is branched on; dead states are memoised.
    """

    def __init__(self, problem: _Problem) -> None:
        self.problem = problem
        self.options = problem.options
        keys = len(problem.keys)
        rows = problem.rows
        if rows is not None:
            # The prepared lexicon's sets cut to the hand's options.
            bits = problem.everything
            #: [i][k]: options needing at least k of key i (k < 8; [i][0] is unused)
            self.at_least = [[row & bits for row in key_rows] for key_rows in rows.at_least]
            self.vowels = [row & bits for row in rows.vowels]  # [v]: options with v vowels
            self.tier_mask = rows.tiers
        else:
            size = len(self.options)
            # Bits are gathered as index lists first: or-ing into a growing int is quadratic.
            buckets: list[list[int]] = [[] for _ in range(_PER_KEY * (keys + 1))]
            adds = [b.append for b in buckets]
            for j, option in enumerate(self.options):
                for slot in option.slots:
                    adds[slot](j)
            masks = [_bits(b, size) for b in buckets]
            self.at_least = [masks[_PER_KEY * i : _PER_KEY * (i + 1)] for i in range(keys)]
            self.vowels = masks[_PER_KEY * keys :]
            # Options come sorted by tier, so each tier is a run of bits.
            tiers = [o.tier for o in self.options]
            self.tier_mask = {}
            for tier in TIERS:
                lo, hi = bisect.bisect_left(tiers, tier), bisect.bisect_right(tiers, tier)
                self.tier_mask[tier] = ((1 << hi) - 1) ^ ((1 << lo) - 1)
        self.uses = [row[1] for row in self.at_least]  # [i]: options using key i
        self.hard_keys = [
            i for i, k in enumerate(problem.keys) if not (len(k) == 1 and k.isalpha())
        ]
        self.soft_keys = [i for i in range(keys) if i not in self.hard_keys]
        self.vowel_keys = [i for i, k in enumerate(problem.keys) if k in VOWELS]
        self.dead: set[tuple[tuple[int, ...], int, tuple[int, ...]]] = set()
        self.nodes = 0

    def feasible(self, rem: Sequence[int], blanks: int, within: int) -> int:
        """The options of ``within`` that the tiles ``rem`` and ``blanks`` blanks can cover."""
        ok = within
        at_least = self.at_least
        # ok ^ (ok & x) is ok & ~x without the negative int that ~x makes of every row.
        for i in self.hard_keys:
            k = rem[i] + 1
            if k < _PER_KEY:
                ok ^= ok & at_least[i][k]
        if blanks == 0:
            for i in self.soft_keys:
                k = rem[i] + 1
                if k < _PER_KEY:
                    ok ^= ok & at_least[i][k]
            return ok
        # short[k]: options short of k or more letters so far (k = 1..blanks+1), saturating.
        short = [ok] + [0] * (blanks + 1)
        for i in self.soft_keys:
            have = rem[i]
            if have + 1 >= _PER_KEY:
                continue
            rows = at_least[i]
            if not rows[have + 1] & ok:
                continue
            over = [rows[have + j] if have + j < _PER_KEY else 0 for j in range(1, blanks + 2)]
            for k in range(blanks + 1, 0, -1):
                acc = short[k]
                for j in range(1, k + 1):
                    acc |= short[k - j] & over[j - 1]
                short[k] = acc
        return ok ^ (ok & short[blanks + 1])

    def narrowed(
        self, rem: Sequence[int], blanks: int, before: int, option: _Option, within: int
    ) -> int:
        """``feasible(rem, blanks, within)`` just after ``option`` was taken from a node with
        ``before`` blanks whose feasible set ``within`` is part of.

        Without blanks there, every option of ``within`` fits the tiles of every key the
        option did not take: only its own keys can rule more out.
        """
        if before:
            return self.feasible(rem, blanks, within)
        ok = within
        at_least = self.at_least
        for i, _ in option.hard + option.soft:
            k = rem[i] + 1
            if k < _PER_KEY:
                ok ^= ok & at_least[i][k]
        return ok

    def run(self) -> dict[int, tuple[_Option, tuple[int, ...]]] | None:
        chosen: dict[int, tuple[_Option, tuple[int, ...]]] = {}
        rem, blanks = list(self.problem.counts), self.problem.blanks
        everything = self.problem.everything
        if self._fill(rem, blanks, TIERS, self.feasible(rem, blanks, everything), chosen):
            return chosen
        return None

    def _fill(
        self,
        rem: list[int],
        blanks: int,
        tiers: tuple[int, ...],
        ok: int,
        chosen: dict[int, tuple[_Option, tuple[int, ...]]],
    ) -> bool:
        if not tiers:
            return True
        self.nodes += 1
        state = (tuple(rem), blanks, tiers)
        if state in self.dead:
            return False
        if not self._possible(rem, blanks, tiers, ok):
            self.dead.add(state)
            return False
        # Every real tile must be in some word: branch on the one with the fewest choices.
        pivot, fewest = -1, 0
        for i, n in enumerate(rem):
            if n:
                count = (ok & self.uses[i]).bit_count()
                if count == 0:
                    self.dead.add(state)
                    return False
                if pivot < 0 or count < fewest:
                    pivot, fewest = i, count
        # With only blanks left, any word of the shortest empty tier will do.
        candidates = ok & (self.tier_mask[tiers[0]] if pivot < 0 else self.uses[pivot])
        while candidates:
            low = candidates & -candidates
            candidates ^= low
            option = self.options[low.bit_length() - 1]
            tier = option.tier
            before = tuple(rem)
            left = option.take(rem, blanks)
            chosen[tier] = (option, before)
            rest = tuple(t for t in tiers if t != tier)
            within = ok ^ (ok & self.tier_mask[tier])  # ok & ~mask, without a negative int
            if self._fill(rem, left, rest, self.narrowed(rem, left, blanks, option, within),
                          chosen):
                return True
            del chosen[tier]
            rem[:] = before
        self.dead.add(state)
        return False

    def _possible(self, rem: Sequence[int], blanks: int, tiers: tuple[int, ...], ok: int) -> bool:
        """Counting bounds: each empty tier has an option, and the vowels can be shared out."""
        low_total = high_total = 0
        for tier in tiers:
            in_tier = ok & self.tier_mask[tier]
            if not in_tier:
                return False
            low_total += next(v for v in range(_PER_KEY) if in_tier & self.vowels[v])
            high_total += next(v for v in range(_PER_KEY - 1, -1, -1) if in_tier & self.vowels[v])
        # The words must take every real vowel, and find their vowels among vowels and blanks.
        vowels = sum(rem[i] for i in self.vowel_keys)
        return low_total <= vowels + blanks and high_total >= vowels


# -- the best partial arrangement -------------------------------------------------------------


class _Partial:
    """Branch and bound over tiers 6..2 (each filled or left empty) for the most value used.

    The bound: the empty tiers that still have an option hold so many tiles, so at best the
    most valuable of the remaining tiles that some option can still take fill them. States
    reached again with no more value used are cut.
    """

    def __init__(self, problem: _Problem, values: Mapping[str, int], budget: int) -> None:
        self.problem = problem
        self.search = _Search(problem)
        key_face = [k if k == APOSTROPHE else k.upper() for k in problem.keys]
        # The score favours value, then more tiles used (a blank in a word beats a blank unused).
        self.key_values = [values.get(f, 0) * 32 + 1 for f in key_face]
        self.blank_score = values.get(WILD, 0) * 32 + 1
        root = problem.counts
        self.upper = {}  # what each option (by its bit) can gain at most: its value at the root
        for j in problem.each():
            option = problem.options[j]
            real = sum(min(n, root[i]) for i, n in option.hard + option.soft)
            self.upper[j] = (
                option.value(root, self.key_values) + (option.tier - real) * self.blank_score
            )
        self.best = -1
        self.best_choice: dict[int, tuple[_Option, tuple[int, ...]]] = {}
        self.seen: dict[tuple[tuple[int, ...], int, int], int] = {}
        self.budget = budget
        self.nodes = 0

    def run(self) -> dict[int, tuple[_Option, tuple[int, ...]]]:
        rem, blanks = list(self.problem.counts), self.problem.blanks
        everything = self.problem.everything
        self._go(rem, blanks, 0, 0, self.search.feasible(rem, blanks, everything), {})
        return self.best_choice

    def _bound(self, rem: Sequence[int], blanks: int, start: int, ok: int) -> int:
        """The most the still-empty tiers (the ``start`` longest are done) can add."""
        search = self.search
        room = sum(t for t in TIERS[: len(TIERS) - start] if ok & search.tier_mask[t])
        scores = [self.blank_score] * blanks
        for i, n in enumerate(rem):
            if n and ok & search.uses[i]:
                scores.extend([self.key_values[i]] * n)
        scores.sort(reverse=True)
        return sum(scores[:room])

    def _go(
        self,
        rem: list[int],
        blanks: int,
        start: int,
        score: int,
        ok: int,
        chosen: dict[int, tuple[_Option, tuple[int, ...]]],
    ) -> None:
        self.nodes += 1
        if score > self.best:
            self.best, self.best_choice = score, dict(chosen)
        if start == len(TIERS) or self.nodes > self.budget:
            return
        state = (tuple(rem), blanks, start)
        if self.seen.get(state, -1) >= score:
            return
        self.seen[state] = score
        if score + self._bound(rem, blanks, start, ok) <= self.best:
            return
        # Fill the longest empty tier first, richest words first: a good answer early prunes.
        tier = TIERS[len(TIERS) - 1 - start]
        in_tier = self.search.tier_mask[tier]
        candidates = []
        bits = ok & in_tier
        while bits:
            low = bits & -bits
            bits ^= low
            candidates.append(low.bit_length() - 1)
        candidates.sort(key=lambda j: -self.upper[j])
        rest = ok ^ (ok & in_tier)
        for j in candidates:
            option = self.problem.options[j]
            before = tuple(rem)
            gained = option.value(rem, self.key_values)
            left = option.take(rem, blanks)
            gained += (blanks - left) * self.blank_score
            chosen[tier] = (option, before)
            self._go(rem, left, start + 1, score + gained,
                     self.search.narrowed(rem, left, blanks, option, rest), chosen)
            del chosen[tier]
            rem[:] = before
            if self.nodes > self.budget:
                return
        self._go(rem, blanks, start + 1, score, rest, chosen)


__all__ = ["HAND_SIZE", "TIERS", "VOWELS", "Tiers", "prepare"]
