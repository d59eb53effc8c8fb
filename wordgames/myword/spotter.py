"""The complete word spotter's engine: every word some of the table cards spell, with bitsets.

The lexicon's count index (``Lexicon.words_from``) holds, for every letter and k, the set of
words with at least k of that letter, as one big integer per row. A word spelled with single
cards and ``?`` is a letter-count question, answered for the whole lexicon at once. Double-letter
cards add an order constraint; this module handles them by trying every subset ``U`` of the
table's double-letter cards (a table rarely holds more than five, so at most a few dozen
subsets): a word spelled using exactly the cards of ``U`` contains each of their bigrams, and
the rest of its letters are a letter-count question again. ``??`` covers a bigram of the word:
pairs of letters that no double card holds can never clash with one, so their rows are ORed once
per table (``_Beside``) and only pairs with a double card's letter are looked at per subset. Only
the few words where the bigrams of ``U`` could overlap (ER with RE, IN with ND) or where ``??``
may have to sit against a double card are checked one by one, by letter counts (``spellable``).

Most tables skip the bitsets (``_listed``: no ``?``, at most one ``??``, up to
``MAX_LISTED`` sets of cards, ``MAX_LISTED_PAIRED`` with the ``??``): each set of cards'
letters, sorted, is looked up among the words by their letters (``_anagrams``) and, with the
``??``, among the words by the letters left when a pair side by side is taken out
(``_pair_gaps``, built per word length when a table first needs it, or all ahead by
:func:`prepare`: about a second and 90 MB for SCOWL 70's words of up to 12 letters, paid back
within some 150 simulated games).

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["end", "hues", "she", "mask", "shed", "tend"])
>>> claimable_words(["E", "ND", "SH", "U", "T"], lex, min_cards=3)
['tend']
>>> claimable_words(["E", "ND", "SH", "U", "D"], lex, min_cards=2)
['end', 'she', 'shed']
>>> claimable_words(["M", "K", "??"], lex, min_cards=3)
['mask']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations

from wordgames.errors import InvalidInput
from wordgames.kit.once import Once
from wordgames.kit.tiles import APOSTROPHE, DOUBLE_WILD, WILD, TileSet
from wordgames.kit.validate import whole
from wordgames.lexicon import CountIndex, Lexicon, TileCounts, fold_excess

#: Up to this many words, checking each costs less than a round of bitset operations.
FEW = 60

#: Up to this many sets of cards (eight different cards make 256), a table without wilds is
#: spotted by looking up each set's letters (``_by_listing``): on the tables of seeded games,
#: 256 to 1,024 cost the least, a third less than 64.
MAX_LISTED = 256

#: Up to this many sets of cards and letters, a table with one '??' (and no '?') is spotted by
#: looking up each set's letters with and without a pair of letters more (``_pair_gaps``).
MAX_LISTED_PAIRED = 4096
MAX_PAIRED = 12

#: Tables with a '??' covering up to this many letters use the rows cut to words as long
#: (``_Upto``); in SCOWL 70, 63% of the words have 9 letters or fewer.
MAX_CUT = 9

#: Beyond this many distinct double-letter cards the subset enumeration gives way to a search.
MAX_SUBSET_MULTIS = 8


@dataclass(frozen=True, slots=True)
class CardCounts(TileCounts):
    """Card faces sorted by what they can spell (lowercase letters): the lexicon's rack of tiles."""

    @classmethod
    def of(cls, faces: Iterable[str]) -> CardCounts:
        """Sort ``faces``; the apostrophe card is left out: MY WORD! allows no word with one.

        >>> hand = CardCounts.of(["E", "nd", "'", "?"])
        >>> hand.singles, hand.multis, hand.wilds
        (Counter({'e': 1}), Counter({'nd': 1}), 1)
        """
        if not isinstance(faces, tuple | list):
            return cls.parse(face for face in faces if face != APOSTROPHE)  # it checks them
        # A table's faces are counted by their keys, each face parsed the first time it is met
        # only (the parser raises then for a face that is no tile), in plain loops: a bot asks
        # for every table it sees, and Counter's own constructor costs more than the counting.
        keys: dict[str, int] = {}
        key_of = _FACES.get
        try:
            for face in faces:
                key = key_of(face) or _face_key(face)
                keys[key] = keys.get(key, 0) + 1
        except TypeError:  # a face that cannot be looked up: the parser says what is wrong
            return cls.parse(face for face in faces if face != APOSTROPHE)
        wilds, double_wilds = keys.pop(WILD, 0), keys.pop(DOUBLE_WILD, 0)
        keys.pop(APOSTROPHE, None)
        singles: Counter[str] = Counter()
        multis: Counter[str] = Counter()
        for key, n in keys.items():
            if len(key) == 1:
                singles[key] = n
            else:
                multis[key] = n
        return cls(singles, multis, wilds, double_wilds)


#: Each card face met so far by its key: '?', '??', "'" or its letters in lowercase.
_FACES: dict[str, str] = {}


def _face_key(face: str) -> str:
    """``CardCounts.of``'s key for a face, parsed by ``TileCounts.parse`` (``InvalidInput``
    for a face that is no tile)."""
    parsed = TileCounts.parse([face])
    key = WILD if parsed.wilds else DOUBLE_WILD if parsed.double_wilds else next(
        iter(parsed.singles or parsed.multis))
    _FACES[face] = key
    return key


def claimable_words(faces: Sequence[str], lexicon: Lexicon, min_cards: int) -> list[str]:
    """Every all-letter word of ``lexicon`` spelled by ``min_cards`` or more of the cards,
    shortest first, then alphabetical.

    Each card is used at most once and whole: a double-letter card covers its two letters in
    order, ``?`` one letter, ``??`` two adjacent letters.
    """
    if isinstance(faces, str) or not isinstance(faces, Iterable):
        raise InvalidInput(f"the cards are a list of faces, not {type(faces).__name__}")
    if not isinstance(lexicon, Lexicon):
        raise InvalidInput(f"the cards' words are looked up in a Lexicon, not "
                           f"{type(lexicon).__name__}")
    whole(min_cards, "min_cards", least=0)
    return _claimable(CardCounts.of(faces), lexicon, min_cards)


def _claimable(
    hand: CardCounts, lexicon: Lexicon, min_cards: int, within: int | None = None
) -> list[str]:
    """``claimable_words`` of a hand; only the words among the bits ``within`` of the count
    index, when given (the bitset algebra settles each word on its own bits, so a part of the
    words gives that part of the answer)."""
    cards = sum(hand.singles.values()) + sum(hand.multis.values())
    if cards + hand.wilds + hand.double_wilds < max(min_cards, 1):
        return []
    if within is None and _listed(hand):
        # A small table: looking up each set of cards' letters costs less than the bitset
        # algebra below, whose cost hardly depends on the table.
        return _in_index_order(_by_listing(lexicon, hand, min_cards))
    # The lexicon's bitset rows (see the module docstring). With a '??' most of the work is
    # on the rows of letter pairs: cut to the words no longer than the table's letters (the
    # first bits: words are sorted by length), they cost what those words do.
    cut = hand.letters if hand.double_wilds and hand.letters <= MAX_CUT else None
    index = lexicon.derived(_index_upto, cut)
    base = index.length_range(max(min_cards, 1), hand.letters)
    base ^= base & lexicon.derived(_non_alpha)
    if within is not None:
        base &= within
    if not base:
        return []
    simple_multis = all(n == 1 and len(m) == 2 for m, n in hand.multis.items())
    if hand.double_wilds > 1 or not simple_multis or len(hand.multis) > MAX_SUBSET_MULTIS:
        # Unusual hands (two '??', a three-letter card, the same double twice): check each
        # candidate that the letter counts allow.
        budget = hand.wilds + 2 * hand.double_wilds
        pool = Counter(hand.singles)
        for multi, n in hand.multis.items():
            for ch in multi:
                pool[ch] += n
        rows = index.coverable(pool, budget, base)
        candidates = 0
        for row in rows:
            candidates |= row
        return [w for w in index.select(candidates) if spellable(w, hand, min_cards)]
    return _by_subsets(index, lexicon.derived(_sides, cut), hand, base, min_cards)


class _Upto(CountIndex):
    """The words of a count index up to ``max_len`` characters, every row cut to them.

    The words are sorted by length, so they are the first bits of every row: each row ANDed
    with the mask of those bits (ANDs and ORs of cut rows give the cut of what the whole
    rows give). Every letter of the whole index keeps its rows, some of them now empty.
    """

    def __init__(self, full: CountIndex, max_len: int) -> None:  # the rows, not the words
        self._full = full
        n = full.upto_length[max_len + 1]
        self._mask = mask = (1 << n) - 1
        self.words = full.words[:n]
        self.upto_length = full.upto_length[: max_len + 2]
        self.at_least = {ch: [rows[0], *(row & mask for row in rows[1:])]
                         for ch, rows in full.at_least.items()}
        self.alphabet = full.alphabet
        self.with_apostrophe = full.with_apostrophe & mask
        self._bigrams = Once(self._make_bigrams)

    def _make_bigrams(self) -> dict[str, int]:
        """The whole index's bigram rows, cut."""
        mask = self._mask
        return {pair: row & mask for pair, row in self._full.bigrams.items()}


def _index_upto(lexicon: Lexicon, max_len: int | None) -> CountIndex:
    """The lexicon's count index cut to words of ``max_len`` characters or fewer (None: all
    of it), built once per length and kept with the lexicon.

    >>> lex = Lexicon.from_words(["at", "cat", "cart", "carts"])
    >>> list(lex.derived(_index_upto, 3).words), lex.derived(_index_upto, None) is lex.count_index
    (['at', 'cat'], True)
    """
    full = lexicon.count_index
    if max_len is None or max_len + 2 >= len(full.upto_length):
        return full
    return _Upto(full, max_len)


def _anagrams(lexicon: Lexicon) -> dict[str, list[str]]:
    """The all-letter words of ``lexicon`` by their letters sorted, each list in index order.
    Built once per lexicon (``lexicon.derived``)."""
    groups: dict[str, list[str]] = {}
    for word in lexicon.count_index.words:
        if word.isalpha():
            groups.setdefault("".join(sorted(word)), []).append(word)
    return groups


def _pair_gaps(lexicon: Lexicon, length: int) -> dict[str, tuple[tuple[str, int], ...]]:
    """The all-letter words of ``length`` letters by the letters left (sorted) when two side by
    side are taken out: the words a ``'??'`` completes. Each word comes with the places of
    those pairs (bit ``i``: its letters ``i`` and ``i + 1``), each list in index order. Built
    once per lexicon and length (``lexicon.derived``), for the lengths tables ask for.

    >>> lex = Lexicon.from_words(["mask", "mast", "am"])
    >>> gaps = lex.derived(_pair_gaps, 4)
    >>> gaps["km"], gaps["st"], lex.derived(_pair_gaps, 2)[""]
    ((('mask', 2),), (('mast', 1),), (('am', 1),))
    """
    index = lexicon.count_index
    bounds = index.upto_length
    if length + 1 >= len(bounds):
        return {}
    groups: dict[str, list[tuple[str, int]]] = {}
    for word in index.words[bounds[length] : bounds[length + 1]]:
        if not word.isalpha():
            continue
        letters = "".join(sorted(word))
        places: dict[str, int] = {}
        for i in range(len(word) - 1):
            gap = letters.replace(word[i], "", 1).replace(word[i + 1], "", 1)
            places[gap] = places.get(gap, 0) | 1 << i
        for gap, at in places.items():
            groups.setdefault(gap, []).append((word, at))
    # Tuples, not lists: the cycle collector stops looking at a tuple once it has seen it holds
    # only strings and numbers, and these are most of a simulation's objects.
    return {gap: tuple(words) for gap, words in groups.items()}


def _by_listing(
    lexicon: Lexicon, hand: CardCounts, min_cards: int, must: str | None = None
) -> set[str]:
    """``claimable_words`` for a hand without ``'?'`` and at most one ``'??'`` (``_listed``):
    the words with the letters of each set of ``min_cards`` or more cards (only the sets holding
    a card of face ``must``, when given; with ``must`` the ``'??'``, only the words it helps
    spell). Single cards spell such a word in any order; a set with a double-letter card is
    checked word by word (its letters must stand together, in order), and so is a set with the
    ``'??'`` beside double cards.

    >>> lex = Lexicon.from_words(["end", "den", "ned", "tend", "dent", "mask"])
    >>> sorted(_by_listing(lex, CardCounts.of(["E", "ND", "T"]), 2))
    ['end', 'tend']
    >>> sorted(_by_listing(lex, CardCounts.of(["M", "K", "??"]), 3))
    ['mask']
    """
    anagrams = lexicon.derived(_anagrams)
    # Letters taken in alphabetical order keep each set's string sorted: it is the key. A set
    # with the new card of face ``must`` holds every card of that face: one left out could
    # stand in for the new card, and the set's words were there before.
    singles = [("", 0)]
    for ch in sorted(hand.singles):
        least = hand.singles[ch] if ch == must else 0
        singles = [(s + ch * k, c + k) for s, c in singles
                   for k in range(least, hand.singles[ch] + 1)]
    doubles: list[tuple[str, tuple[str, ...]]] = [("", ())]
    for multi in sorted(hand.multis):
        least = hand.multis[multi] if multi == must else 0
        doubles = [(s + multi * k, (*faces, *(multi,) * k)) for s, faces in doubles
                   for k in range(least, hand.multis[multi] + 1)]
    dwild = hand.double_wilds
    plain = must != DOUBLE_WILD  # a new '??': the words without it were there before
    gaps: dict[int, dict[str, tuple[tuple[str, int], ...]]] = {}
    found: set[str] = set()
    for extra, multis in doubles:
        taken = len(multis)
        for letters, cards in singles:
            if cards + taken + dwild < min_cards:
                continue
            key = "".join(sorted(letters + extra)) if extra else letters
            if plain and cards + taken >= min_cards:
                words = anagrams.get(key)
                if not words:
                    pass
                elif not extra:
                    found.update(words)
                elif taken == 1:
                    # One double card: its letters side by side, the single cards the rest.
                    found.update(w for w in words if extra in w)
                else:
                    found.update([w for w in words if _placed(w, multis)])
            if dwild:
                size = len(key) + 2
                by_gap = gaps.get(size)
                if by_gap is None:
                    by_gap = gaps[size] = lexicon.derived(_pair_gaps, size)
                completed = by_gap.get(key)
                if not completed:
                    pass
                elif not extra:
                    found.update([w for w, _ in completed])  # '??' on the pair, singles the rest
                else:
                    found.update([w for w, at in completed if _placed(w, multis, at)])
    return found


def _placed(word: str, multis: Sequence[str], pairs: int | None = None, taken: int = 0) -> bool:
    """Whether the double cards ``multis`` stand in ``word`` side by side (none of them on the
    letters ``taken``: bit ``i``, letter ``i``), and with ``pairs``, clear of one of those
    pairs of letters too (bit ``i``: letters ``i`` and ``i + 1``): where the ``'??'`` goes.

    >>> _placed("shed", ["sh"], 0b100), _placed("shed", ["sh"], 0b010)
    (True, False)
    >>> _placed("under", ["nd", "er"]), _placed("ere", ["er", "re"])
    (True, False)
    """
    if not multis:
        # A pair clear of the cards: neither of its letters taken.
        return pairs is None or bool(pairs & ~(taken | taken >> 1))
    multi, rest = multis[0], multis[1:]
    span = (1 << len(multi)) - 1
    at = word.find(multi)
    while at != -1:
        if not taken & span << at and _placed(word, rest, pairs, taken | span << at):
            return True
        at = word.find(multi, at + 1)
    return False


def _in_index_order(words: Iterable[str]) -> list[str]:
    """``words`` shortest first, then alphabetical: the count index's order.

    >>> _in_index_order(["tea", "at", "eat", "seat"])
    ['at', 'eat', 'tea', 'seat']
    """
    ordered = sorted(words)
    ordered.sort(key=len)  # stable: alphabetical within a length, with C-level keys only
    return ordered


def _listed(hand: CardCounts, must: str | None = None) -> bool:
    """Whether ``_by_listing`` suits the hand: no ``'?'``, at most one ``'??'`` and words
    within ``MAX_PAIRED`` letters then, and at most ``MAX_LISTED`` sets of cards to look up
    (those with a card of face ``must``, when given; ``MAX_LISTED_PAIRED`` with a ``'??'``,
    whose bitset algebra costs more)."""
    if hand.wilds or hand.double_wilds > 1:
        return False
    if hand.double_wilds and hand.letters > MAX_PAIRED:
        return False
    n = 1
    for face, count in (*hand.singles.items(), *hand.multis.items()):
        n *= 1 if face == must else count + 1
    return n <= (MAX_LISTED_PAIRED if hand.double_wilds else MAX_LISTED)


def grown(
    before: Sequence[str], faces: Sequence[str], hand: CardCounts, lexicon: Lexicon,
    min_cards: int,
) -> tuple[list[str], frozenset[str]]:
    """``claimable_words(faces, ...)`` when ``before`` are the words of the same table without
    its last card (``hand`` is the faces' ``CardCounts``): those, and the words of the card
    sets that hold the new one (a table grows a card at a time: the new sets are half of
    them); and the words the last card added (the others are ``before``'s).

    >>> lex = Lexicon.from_words(["tea", "eat", "teas", "seat", "east", "sat"])
    >>> faces = ["T", "E", "A", "S"]
    >>> grown(["eat", "tea"], faces, CardCounts.of(faces), lex, 3)[0]
    ['eat', 'sat', 'tea', 'east', 'seat', 'teas']
    """
    new = faces[-1].lower() if faces else None
    if new is None or new == APOSTROPHE:
        words = claimable_words(faces, lexicon, min_cards)  # the new card spells nothing
        return words, frozenset(words).difference(before)
    if _listed(hand, new):
        found = _by_listing(lexicon, hand, min_cards, must=new)
    else:
        # A new word uses the new card, and with a letter card every card of that letter:
        # one left out could stand in for the new card, and the word was there before. The
        # bitset algebra then works on those words only: most of its steps find nothing.
        index = lexicon.count_index
        if new in (WILD, DOUBLE_WILD):
            within = None
        elif len(new) == 1:
            rows = index.at_least.get(new, [])
            k = hand.singles[new]  # the table's cards of that letter, the new one too
            within = rows[k] if k < len(rows) else 0
        else:
            within = index.bigrams.get(new, 0)
        found = set(_claimable(hand, lexicon, min_cards, within))
    added = frozenset(found.difference(before))
    found.update(before)
    return _in_index_order(found), added


def _by_subsets(
    index: CountIndex, sides: _Sides, hand: CardCounts, base: int, min_cards: int
) -> list[str]:
    wilds, dwild = hand.wilds, hand.double_wilds
    budget = wilds + 2 * dwild
    found = 0
    to_check = 0
    multis = sorted(hand.multis)
    # Words that need the '??': worked out after every subset's plain words are found, since
    # the bitset algebra below skips letters and pairs whose words are all found already.
    needs_dwild: list[tuple[Counter[str], tuple[str, ...], int, int]] = []
    # The letter counts of the subsets differ only in the double cards' letters: fold every
    # other letter into the count rows once, and the rest per subset (see ``_fold``).
    doubled = {ch for multi in multis for ch in multi}
    letters = sides.letters
    shared = _fold(
        index, [base] + [0] * (budget + 1), hand.singles, budget,
        [ch for ch in letters if ch not in doubled],
    )
    doubled_letters = [ch for ch in letters if ch in doubled]
    most = hand.letters  # a property that counts them
    for size in range(len(multis) + 1):
        # Each double card saves a card: the word needs more letters to reach min_cards.
        long_enough = base & index.length_range(min_cards + size, most)
        longer = index.length_range(min_cards + size + 1, most)
        for subset in combinations(multis, size):
            candidates = long_enough
            for multi in subset:
                candidates &= index.bigrams.get(multi, 0)
            if not candidates:
                continue
            pool = Counter(hand.singles)
            for multi in subset:
                for ch in multi:
                    pool[ch] += 1
            reach = _fold(index, list(shared), pool, budget, doubled_letters)
            fits = [(reach[d] ^ reach[d + 1]) & candidates for d in range(budget + 1)]
            with_wilds = 0
            for row in fits[: wilds + 1]:
                with_wilds |= row
            overlap = _may_overlap(subset)
            if overlap:
                to_check |= with_wilds
            else:
                found |= with_wilds
            if not dwild:
                continue
            # '??' covers two adjacent letters: one card fewer again.
            one_short = fits[wilds + 1] & longer
            two_short = fits[wilds + 2] & longer
            if overlap:
                to_check |= one_short | two_short
            elif one_short or two_short:
                needs_dwild.append((pool, subset, one_short, two_short))
    beside = _Beside(index, sides, hand.singles, multis)
    for pool, subset, one_short, two_short in needs_dwild:
        # Only words not found yet need the work below (a ^ (a & b): a without b).
        one_short ^= one_short & found
        two_short ^= two_short & found
        if not one_short and not two_short:
            continue
        if (one_short | two_short).bit_count() <= FEW:
            to_check |= one_short | two_short  # cheaper one by one than by bitsets
            continue
        sure, maybe = _double_wild(index, pool, subset, one_short, two_short, beside)
        found |= sure
        to_check |= maybe
    to_check ^= to_check & found
    if to_check:
        # Bits set in a bytearray, made an int once: 1 << i per word builds a big int each time.
        spelled = bytearray((len(index.words) + 7) // 8)
        text = bin(to_check)
        last = len(text) - 1
        pos = text.find("1", 2)
        words = index.words
        # The words here are all letters: with one '??' at most, straight to the count check.
        check = _by_counts if hand.double_wilds <= 1 else spellable
        while pos != -1:
            i = last - pos
            if check(words[i], hand, min_cards):
                spelled[i >> 3] |= 1 << (i & 7)
            pos = text.find("1", pos + 1)
        found |= int.from_bytes(spelled, "little")
    return index.select(found)


def _fold(
    index: CountIndex, reach: list[int], pool: Counter[str], budget: int, letters: Iterable[str]
) -> list[int]:
    """Fold ``letters`` into ``reach``, where ``reach[k]`` holds the words whose letters seen so
    far exceed ``pool`` by ``k`` or more (``k <= budget + 1``, saturating); as in
    ``CountIndex.coverable``.

    Every step is an AND or OR, so folding from the whole base and ANDing with a subset's
    candidates at the end gives what folding from those candidates would: the letters outside
    the double cards are folded once per table, not once per subset.
    """
    at_least = index.at_least
    if budget == 0:
        # No wilds: one counter, the words short of some letter; one OR a letter, then one AND
        # (fold_excess letter by letter would AND every row with reach[0] first).
        short = 0
        for ch in letters:
            rows = at_least[ch]
            k = pool.get(ch, 0) + 1
            if k < len(rows):
                short |= rows[k]
        reach[1] |= reach[0] & short
        return reach
    for ch in letters:
        rows = at_least[ch]
        have = pool.get(ch, 0)
        fold_excess(
            reach, [rows[have + j] if have + j < len(rows) else 0 for j in range(1, budget + 2)]
        )
    return reach


def _may_overlap(subset: Sequence[str]) -> bool:
    """Whether two bigrams of the subset can share a letter in a word (ER and RE in 'ere')."""
    return any(a != b and a[-1] == b[0] for a in subset for b in subset)


class _Beside:
    """For one table: the bigram rows around each letter that hold no letter of a double card.

    Such a pair can never overlap a double card, whichever subset of them is used, so its rows
    are ORed once per table (when first needed) instead of once per subset; only the few pairs
    with a double card's letter are looked at per subset.
    """

    def __init__(
        self, index: CountIndex, sides: _Sides, singles: Counter[str], multis: Iterable[str]
    ) -> None:
        self.index = index
        self.sides = sides
        self.singles = singles
        self.doubled = frozenset(ch for multi in multis for ch in multi)
        self.doubled_letters = tuple(sorted(self.doubled))
        self._before: dict[str, int] = {}
        self._after: dict[str, int] = {}
        self._adjacent: dict[str, int] = {}
        self._right: dict[str, int] = {}
        self._left: dict[str, int] = {}
        self._next: dict[str, int] = {}

    def short(self, ch: str) -> int:
        """The words with more ``ch`` than the single cards."""
        rows = self.index.at_least[ch]
        k = self.singles.get(ch, 0) + 1
        return rows[k] if k < len(rows) else 0

    @cached_property
    def sure_one(self) -> int:
        """The words lacking a letter of no double card beside another such letter: '??' on
        the two covers the lack and overlaps no double card, whichever subset is used."""
        sure = 0
        for ch in self.sides.letters:
            if ch not in self.doubled:
                short = self.short(ch)
                if short:
                    sure |= short & self.adjacent(ch)
        return sure

    @cached_property
    def sure_two(self) -> int:
        """The words lacking two letters side by side, neither on a double card."""
        sure = 0
        for ch in self.sides.letters:
            if ch not in self.doubled:
                short = self.short(ch)
                if short:
                    sure |= short & self.next_short(ch)
        return sure

    def before(self, y: str) -> int:
        """The words where a letter of no double card, lacking from the single cards, stands
        just before ``y``."""
        row = self._before.get(y)
        if row is None:
            row = self._lacking_beside(self.sides.before[y])
            self._before[y] = row
        return row

    def after(self, x: str) -> int:
        """The words where a letter of no double card, lacking from the single cards, stands
        just after ``x``."""
        row = self._after.get(x)
        if row is None:
            row = self._lacking_beside(self.sides.after[x])
            self._after[x] = row
        return row

    def _lacking_beside(self, pairs: Iterable[tuple[str, int]]) -> int:
        row = 0
        for other, pair_row in pairs:
            if other in self.doubled:
                continue
            if self.singles.get(other, 0):
                row |= pair_row & self.short(other)
            else:
                row |= pair_row  # holding the pair, the word holds the letter: none is dealt
        return row

    def adjacent(self, ch: str) -> int:
        """The words where ``ch`` stands beside a letter of no double card."""
        row = self._adjacent.get(ch)
        if row is None:
            sides = self.sides
            near = sides.near[ch]
            if self.doubled & sides.plain:  # an unusual double card: no shortcut
                row = 0
                others: Iterable[str] = near
            else:
                row = sides.near_plain[ch]
                others = (z for z in near if z not in sides.plain)
            for other in others:
                if other not in self.doubled:
                    row |= near[other]
            self._adjacent[ch] = row
        return row

    def right(self, ch: str) -> int:
        """The words where ``ch`` is followed by a letter of no double card."""
        row = self._right.get(ch)
        if row is None:
            row = 0
            for y, pair_row in self.sides.after[ch]:
                if y not in self.doubled:
                    row |= pair_row
            self._right[ch] = row
        return row

    def left(self, ch: str) -> int:
        """The words where ``ch`` follows a letter of no double card."""
        row = self._left.get(ch)
        if row is None:
            row = 0
            for x, pair_row in self.sides.before[ch]:
                if x not in self.doubled:
                    row |= pair_row
            self._left[ch] = row
        return row

    def next_short(self, a: str) -> int:
        """The words where ``a`` is followed by a letter of no double card that the single
        cards are short of (twice short, when it is ``a`` again)."""
        row = self._next.get(a)
        if row is None:
            at_least = self.index.at_least
            row = 0
            singles = self.singles
            for b, pair_row in self.sides.after[a]:
                if b in self.doubled:
                    continue
                have = singles.get(b, 0)
                if not have:
                    row |= pair_row  # a word with ab holds b (bb: two b) beyond no single card
                    continue
                rows = at_least[b]
                k = have + (2 if a == b else 1)
                if k < len(rows):
                    row |= pair_row & rows[k]
            self._next[a] = row
        return row


def _double_wild(
    index: CountIndex,
    pool: Counter[str],
    subset: Sequence[str],
    one_short: int,
    two_short: int,
    beside: _Beside,
) -> tuple[int, int]:
    """Words that need the ``'??'`` beside the double cards of ``subset``: (sure, to check).

    ``'??'`` stands for a bigram ``xy`` of the word. Covering one missing letter (``one_short``)
    it needs ``x`` or ``y`` missing; covering two (``two_short``), both. When ``xy`` cannot
    overlap any bigram of the subset (``x`` ends none, ``y`` starts none, ``xy`` is none of
    them), the cards surely fit side by side; otherwise the word is checked one by one.
    """
    starts = {m[0] for m in subset}
    ends = {m[-1] for m in subset}
    doubled = beside.doubled
    bigrams = index.bigrams
    at_least = index.at_least
    # Most words are settled by pairs away from every double card, worked out once per table.
    sure = one_short & beside.sure_one
    left = one_short ^ sure
    if left:
        # A lacking letter of no double card beside a double card's letter y: the pair clashes
        # only when y may start (after it) or end (before it) a double card of the subset.
        lone = 0
        for ch in beside.doubled_letters:
            if ch not in starts:
                lone |= beside.before(ch)
            if ch not in ends:
                lone |= beside.after(ch)
        hit = left & lone
        sure |= hit
        left ^= hit
    if left:
        for ch in beside.doubled_letters:
            rows = at_least[ch]
            k = pool.get(ch, 0) + 1
            words = rows[k] & left if k < len(rows) else 0
            if not words:
                continue
            if ch not in starts and ch not in ends:
                # Most words hold the letter only beside letters that clash with no double card:
                # a pair clashes when its second letter starts one or its first ends one.
                clash = 0
                for z in starts:
                    clash |= bigrams.get(ch + z, 0)
                for z in ends:
                    clash |= bigrams.get(z + ch, 0)
                hit = words ^ (words & clash)
                words ^= hit
                sure |= hit
                left ^= hit
                if not words:
                    continue
            if ch not in starts and ch not in ends:
                safe = beside.adjacent(ch)  # either side, away from every double card
            else:
                safe = beside.right(ch) if ch not in ends else 0
                if ch not in starts:
                    safe |= beside.left(ch)
            if ch not in ends:
                for y in doubled:
                    if y not in starts and ch + y not in subset:
                        safe |= bigrams.get(ch + y, 0)
            if ch not in starts:
                for x in doubled:
                    if x not in ends and x + ch not in subset:
                        safe |= bigrams.get(x + ch, 0)
            hit = words & safe
            sure |= hit
            left ^= hit
            if not left:
                break
    if not two_short:
        return sure, left
    bad = 0
    settled = two_short & beside.sure_two
    sure |= settled
    two_short ^= settled
    if two_short:
        # A lacking letter of no double card before a lacking letter b of one: the pair
        # clashes only when b starts a double card of the subset.
        good_pairs = bad_pairs = 0
        for b in beside.doubled_letters:
            rows = at_least[b]
            k = pool.get(b, 0) + 1
            if k < len(rows):
                if b in starts:
                    bad_pairs |= beside.before(b) & rows[k]
                else:
                    good_pairs |= beside.before(b) & rows[k]
        sure |= two_short & good_pairs
        bad |= two_short & bad_pairs
    for a in beside.doubled_letters if two_short else ():
        rows = at_least[a]
        k = pool.get(a, 0) + 1
        words_a = rows[k] & two_short if k < len(rows) else 0
        if not words_a:
            continue
        # Pairs with a letter of no double card clash only when a double card ends in ``a``.
        good_pairs = bad_pairs = 0
        if a in ends:
            bad_pairs = beside.next_short(a)
        else:
            good_pairs = beside.next_short(a)
        for b in doubled:
            row = bigrams.get(a + b)
            if not row:
                continue
            # A doubled letter must be missing twice to be covered by '??' alone.
            rows = at_least[b]
            k = pool.get(b, 0) + (2 if a == b else 1)
            if k >= len(rows):
                continue
            hit = row & rows[k]
            if a in ends or b in starts or a + b in subset:
                bad_pairs |= hit
            else:
                good_pairs |= hit
        sure |= words_a & good_pairs
        bad |= words_a & bad_pairs
    # Without two missing letters side by side, '??' cannot help at all.
    maybe = left | bad
    return sure, maybe ^ (maybe & sure)


@dataclass(frozen=True, slots=True)
class _Sides:
    """The bigram rows of a lexicon around each letter (letters only: '??' covers no
    apostrophe)."""

    after: dict[str, list[tuple[str, int]]]  # after[a]: (b, the words holding ab)
    before: dict[str, list[tuple[str, int]]]  # before[b]: (a, the words holding ab)
    letters: tuple[str, ...]  # the letters of the lexicon ('??' covers no apostrophe)
    near: dict[str, dict[str, int]]  # near[a][b]: the words holding ab or ba
    plain: frozenset[str]  # the letters on no double card of the MY WORD! deck
    near_plain: dict[str, int]  # near_plain[a]: the words holding a beside a plain letter


def _sides(lexicon: Lexicon, max_len: int | None = None) -> _Sides:
    """Built once per lexicon (and cut of its index, ``_index_upto``) and kept with it
    (``lexicon.derived(_sides, max_len)``): no table changes them."""
    index = lexicon.derived(_index_upto, max_len)
    letters = tuple(sorted(ch for ch in index.alphabet if ch.isalpha()))
    after: dict[str, list[tuple[str, int]]] = {ch: [] for ch in letters}
    before: dict[str, list[tuple[str, int]]] = {ch: [] for ch in letters}
    for pair, row in index.bigrams.items():
        a, b = pair[0], pair[1]
        if a.isalpha() and b.isalpha():
            after[a].append((b, row))
            before[b].append((a, row))
    near: dict[str, dict[str, int]] = {ch: {} for ch in letters}
    for pair, row in index.bigrams.items():
        a, b = pair[0], pair[1]
        if a.isalpha() and b.isalpha():
            near[a][b] = near[a].get(b, 0) | row
            near[b][a] = near[b].get(a, 0) | row
    # A table's double cards never hold these letters: their rows are ORed once here.
    on_doubles = {ch for face in TileSet.load("myword").counts
                  if len(face) > 1 and face not in (WILD, DOUBLE_WILD)
                  for ch in face.lower()}
    plain = frozenset(ch for ch in letters if ch not in on_doubles)
    near_plain = {}
    for ch in letters:
        row = 0
        for other, pair_row in near[ch].items():
            if other in plain:
                row |= pair_row
        near_plain[ch] = row
    return _Sides(after, before, letters, near, plain, near_plain)


def prepare(lexicon: Lexicon) -> None:
    """Build now every index the spotter builds on first use, for tables of every size (kept
    with ``lexicon``): :func:`wordgames.play.warm.warm` calls this in a thread of its own, so
    that no first table (a round's end, on the event loop) waits for a build.

    >>> lex = Lexicon.from_words(["mask", "mast", "am"])
    >>> prepare(lex)
    >>> lex.derived(_pair_gaps, 4)["km"]
    (('mask', 2),)
    """
    lexicon.derived(_non_alpha)
    lexicon.derived(_anagrams)
    # The sizes a table with a '??' looks words up by (see _by_listing and _listed): up to a
    # fifth of a second each in SCOWL 70.
    for length in range(2, MAX_PAIRED + 1):
        lexicon.derived(_pair_gaps, length)
    # The whole index's sides and bigrams. A cut of them (a rare table with '?' and '??', see
    # _claimable) is then a few milliseconds of masking, left to first use: all eight cuts
    # would keep some 28 MB more in SCOWL 70.
    lexicon.derived(_sides, None)


def _non_alpha(lexicon: Lexicon) -> int:
    """The words with an apostrophe or hyphen: never claimable in MY WORD! (kept with the
    lexicon)."""
    index = lexicon.count_index
    rows = 0
    for ch in index.alphabet:
        if not ch.isalpha():
            rows |= index.at_least[ch][1]
    return rows


def spellable(word: str, hand: CardCounts, min_cards: int) -> bool:
    """Whether some ``min_cards`` or more of the hand's cards spell ``word`` exactly.

    >>> spellable("hues", CardCounts.of(["SH", "U", "E"]), 3)
    False
    >>> end = CardCounts.of(["E", "ND"])
    >>> spellable("end", end, 2), spellable("end", end, 3)
    (True, False)
    """
    if hand.double_wilds > 1 or not word.isalpha():
        return _search(word, hand, min_cards, most=False) is not None
    return _by_counts(word, hand, min_cards)


def _by_counts(word: str, hand: CardCounts, min_cards: int) -> bool:
    """``spellable`` for a hand with at most one ``'??'``, by letter counts instead of a
    letter-by-letter search.

    Once the double cards are placed (each way of placing some of them, on letters no other
    one covers), the single cards and ``'?'`` spell the free letters exactly when the
    letters the single cards lack number at most the ``'?'`` cards; ``'??'`` cuts that number
    by what the two free letters it covers lack. Words have few places for double cards, so
    there are few ways to try, each a handful of dictionary look-ups.

    >>> _by_counts("mask", CardCounts.of(["M", "K", "??"]), 3)
    True
    >>> _by_counts("mask", CardCounts.of(["M", "??"]), 2)
    False
    >>> _by_counts("shed", CardCounts.of(["SH", "??"]), 2)
    True
    """
    size = len(word)
    if size < min_cards:
        return False
    singles = hand.singles
    need: dict[str, int] = {}
    lacking = 0  # the letters the single cards lack, counted with repeats
    for ch in set(word):
        n = need[ch] = word.count(ch) - singles.get(ch, 0)
        if n > 0:
            lacking += n
    wilds, dwild = hand.wilds, hand.double_wilds
    if lacking <= wilds:
        return True
    places = []
    for multi in hand.multis:
        at = word.find(multi)
        while at != -1:
            places.append((at, multi))
            at = word.find(multi, at + 1)
    if not places and (not dwild or lacking > wilds + 2):
        return False
    left = dict(hand.multis)

    def fits(taken: int, cards: int, short: int) -> bool:
        if short <= wilds:
            return True
        if not dwild or cards <= min_cards or short > wilds + 2:
            return False
        # '??' helps only on a lacking letter: try the two pairs around each one.
        for ch, n in need.items():
            if n <= 0:
                continue
            at = word.find(ch)
            while at != -1:
                for start in (at - 1, at):
                    if 0 <= start < size - 1 and not (taken >> start) & 3:
                        first, second = word[start], word[start + 1]
                        covers = (need[first] > 0) + (need[second] > (first == second))
                        if short - covers <= wilds:
                            return True
                at = word.find(ch, at + 1)
        return False

    # ``place`` is handed itself (``again``) rather than calling itself by name: a closure that
    # names itself is a reference cycle per call, left to the cyclic garbage collector, whose
    # sweeps were a tenth of a simulation's time.
    def place(again: Callable[..., bool], i: int, taken: int, cards: int, short: int) -> bool:
        if cards < min_cards:
            return False
        if i == len(places):
            return fits(taken, cards, short)
        # Placing the card first: the words checked here mostly need their double cards.
        at, multi = places[i]
        span = ((1 << len(multi)) - 1) << at
        if not taken & span and left[multi]:
            left[multi] -= 1
            covered = short
            for ch in multi:
                if need[ch] > 0:
                    covered -= 1
                need[ch] -= 1
            ok = again(again, i + 1, taken | span, cards - len(multi) + 1, covered)
            for ch in multi:
                need[ch] += 1
            left[multi] += 1
            if ok:
                return True
        return again(again, i + 1, taken, cards, short)

    return place(place, 0, 0, size, lacking)


def best_spelling(word: str, hand: CardCounts, min_cards: int = 1) -> tuple[str, ...] | None:
    """The faces, in word order, of a spelling of ``word`` with the most cards (at least
    ``min_cards``), or None. Among equals, the first found trying at each letter a single
    letter card, then ``?``, then a double-letter card, then ``??``.

    >>> best_spelling("end", CardCounts.of(["ND", "E", "N", "D"]))
    ('E', 'N', 'D')
    >>> best_spelling("mask", CardCounts.of(["M", "K", "??", "A"]))
    ('M', 'A', '??')
    """
    return _search(word, hand, min_cards, most=True)


def _search(word: str, hand: CardCounts, min_cards: int, *, most: bool) -> tuple[str, ...] | None:
    """Depth-first search with a bound: each remaining letter on its own card is the most
    cards a spelling can still gain.

    A place (a letter of the word, the cards left) the search went on from without stopping is
    remembered and not tried again: what it leads to depends only on the place (the cards
    used so far are the hand less those left), and a later visit wants more cards, not fewer.
    So a hand of dozens of wild cards is searched in as many steps as there are places, not
    in every order of its wilds.

    >>> _search("a" * 41, CardCounts.of(["?"] * 20 + ["??"] * 10), 3, most=True) is None
    True
    """
    singles = dict(hand.singles)
    multis = dict(hand.multis)
    wilds = [hand.wilds, hand.double_wilds]
    size = len(word)
    used: list[str] = []
    best: list[tuple[str, ...] | None] = [None]
    floor = [min_cards - 1]  # a spelling must beat this many cards
    seen: set[tuple[int, tuple[int, ...], tuple[int, ...], int, int]] = set()

    # No closure here names itself (see ``_by_counts``): ``search`` is handed itself.
    def take(again: Callable[..., bool], at: int, key: str, step: int) -> bool:
        used.append(key)
        stop = again(again, at + step)
        used.pop()
        return stop

    def search(again: Callable[..., bool], at: int) -> bool:
        if at == size:
            if len(used) > floor[0]:
                best[0], floor[0] = tuple(used), len(used)
            # Stop at the first spelling, or at one with a card per letter (none has more).
            return best[0] is not None and (not most or floor[0] == size)
        if len(used) + size - at <= floor[0]:
            return False
        place = (at, tuple(singles.values()), tuple(multis.values()), wilds[0], wilds[1])
        if place in seen:
            return False
        seen.add(place)
        ch = word[at]
        if singles.get(ch, 0) > 0:
            singles[ch] -= 1
            stop = take(again, at, ch.upper(), 1)
            singles[ch] += 1
            if stop:
                return True
        if wilds[0] > 0 and ch.isalpha():
            wilds[0] -= 1
            stop = take(again, at, WILD, 1)
            wilds[0] += 1
            if stop:
                return True
        for multi, left in multis.items():
            if left > 0 and word.startswith(multi, at):
                multis[multi] -= 1
                stop = take(again, at, multi.upper(), len(multi))
                multis[multi] += 1
                if stop:
                    return True
        if wilds[1] > 0 and at + 2 <= size and word[at : at + 2].isalpha():
            wilds[1] -= 1
            stop = take(again, at, DOUBLE_WILD, 2)
            wilds[1] += 1
            if stop:
                return True
        return False

    search(search, 0)
    return best[0]
