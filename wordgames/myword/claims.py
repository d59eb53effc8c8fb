"""Claims: is a called word with these cards allowed, and which words are on the table?

A claim names a word and the table cards it uses. It is valid when all three hold:

- ``TOO_FEW_CARDS``: it uses at least ``min_cards`` cards (cards, not letters);
- ``NOT_SPELLED``: the cards, in some order and every one of them used, spell the word; a
  double-letter card keeps its letters together and in order, ``?`` is any one letter and ``??``
  any two adjacent letters;
- ``NOT_ALLOWED``: the word is in the lexicon and all letters (no apostrophe or hyphen).

The rulebook's examples:

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.default()
>>> check_claim(["E", "ND"], "end", lex).failures
(<Failure.TOO_FEW_CARDS: 'too few cards'>,)
>>> check_claim(["SH", "U", "E"], "hues", lex).failures
(<Failure.NOT_SPELLED: 'the cards do not spell the word'>,)
>>> check = check_claim(["M", "K", "??"], "mask", lex)
>>> check.ok, check.spelling.letters
(True, ('m', 'as', 'k'))

The word spotter finds every claimable word, each with the cards a player would pick:

>>> claims = find_claims(["M", "K", "??", "S"], lex)
>>> "mask" in claims, "masks" in claims
(True, True)
>>> claims["masks"]
(Card(id=0, face='M'), Card(id=2, face='??'), Card(id=1, face='K'), Card(id=3, face='S'))
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit.lookalike import LOOKALIKES, described, typed
from wordgames.kit.tiles import DOUBLE_WILD, WILD
from wordgames.kit.validate import shown, whole
from wordgames.lexicon import Lexicon, Spelling, full_spelling
from wordgames.myword.cards import Card, Cards, as_table, faces
from wordgames.myword.spotter import CardCounts, best_spelling, claimable_words


class Failure(enum.Enum):
    """Why a claim is not allowed."""

    TOO_FEW_CARDS = "too few cards"
    NOT_SPELLED = "the cards do not spell the word"
    NOT_ALLOWED = "not an allowed word"


@dataclass(frozen=True)
class ClaimCheck:
    """The verdict on a claim: ``ok``, or ``failures`` saying which conditions failed and
    ``reasons`` in words; ``spelling`` shows how the cards spell the word when they do."""

    word: str
    cards: Cards
    failures: tuple[Failure, ...]
    reasons: tuple[str, ...]
    spelling: Spelling | None

    @property
    def ok(self) -> bool:
        return not self.failures

    def _repr_html_(self) -> str:
        from wordgames.screens.myword import claim_check_html

        return claim_check_html(self)

    def __str__(self) -> str:
        if self.ok:
            return f"{self.word.upper()}: allowed"
        return f"{self.word.upper()}: not allowed: " + "; ".join(self.reasons)


def clean_word(word: object) -> str:
    """The lowercase word a person called, or ``InvalidInput`` for an empty one or one with
    digits or other characters that no word has.

    Apostrophes and hyphens pass: a word needing them is a call the dealer turns down, not a typo.

    >>> clean_word(" Mask ")
    'mask'
    >>> clean_word("m4sk")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: column 2: the word 'm4sk' contains a digit; a word is letters
    """
    if not isinstance(word, str):
        raise InvalidInput(f"a word is text, not {type(word).__name__}")
    # A phone's curly apostrophe (i’m), a ligature from a PDF (ﬁt), full-width letters.
    text = typed(word).strip()
    if not text:
        raise InvalidInput("the word is empty")
    for column, ch in enumerate(text, start=1):
        if not (ch.isalpha() or ch in "'-") or ch in LOOKALIKES:
            what = ("a space" if ch.isspace() else "a digit" if ch.isdigit()
                    else described(ch))
            raise InvalidInput(
                f"the word {shown(text)} contains {what}; a word is letters", column=column
            )
    return text.lower()


def check_claim(
    cards: Iterable[Card | str], word: str, lexicon: Lexicon, min_cards: int = 3
) -> ClaimCheck:
    """Check a claim of ``word`` with exactly these cards (``Card`` objects or faces).

    Every condition is checked, so the result lists all that fail. Bad input (an empty word, a
    digit, an unknown face, the same card twice) raises ``InvalidInput`` or ``IllegalAction``.

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.default()
    >>> print(check_claim(["E", "ND"], "end", lex, min_cards=2))
    END: allowed
    >>> print(check_claim(["C", "A", "T"], "cta", lex))
    CTA: not allowed: CTA is not in the word list (SCOWL 70)
    >>> print(check_claim(["D", "O", "?"], "d'oh", lex))
    D'OH: not allowed: the cards D O ? do not spell D'OH (the cards cover 3 letters, the word
    has 4); a word with an apostrophe or hyphen is not allowed
    """
    text = clean_word(word)
    if not isinstance(lexicon, Lexicon):
        raise InvalidInput(f"check_claim needs a Lexicon, not {type(lexicon).__name__}")
    whole(min_cards, "min_cards", least=0)
    table = _claim_cards(cards)
    failures: list[Failure] = []
    reasons: list[str] = []
    if len(table) < min_cards:
        failures.append(Failure.TOO_FEW_CARDS)
        reasons.append(
            f"{len(table)} card{'s' if len(table) != 1 else ''}; a word needs at least "
            f"{min_cards} cards (cards, not letters)"
        )
    spelling = full_spelling(text, faces(table))
    if spelling is None:
        failures.append(Failure.NOT_SPELLED)
        reasons.append(
            f"the cards {' '.join(faces(table)) or '(none)'} do not spell {text.upper()}"
            + _spelling_hint(table, text)
        )
    if not text.isalpha():
        failures.append(Failure.NOT_ALLOWED)
        reasons.append("a word with an apostrophe or hyphen is not allowed")
    elif text not in lexicon:
        failures.append(Failure.NOT_ALLOWED)
        reasons.append(f"{text.upper()} is not in the word list ({lexicon.name})")
    return ClaimCheck(text, table, tuple(failures), tuple(reasons), spelling)


def _claim_cards(cards: Iterable[Card | str]) -> Cards:
    return as_table(cards, twice=IllegalAction, where="in the claim")


def _spelling_hint(table: Cards, word: str) -> str:
    letters = sum(2 if c.face == "??" else len(c.face) for c in table)
    if letters != len(word):
        return f" (the cards cover {letters} letters, the word has {len(word)})"
    return ""


class Claims(Mapping[str, Cards]):
    """Every claimable word on a table (the keys, found at once) and the cards a player would
    pick for each (the values, worked out when first asked for, then kept).

    The cards for a word are a spelling with the most cards (see ``spotter.best_spelling``),
    each face taken from the earliest dealt card that shows it.
    """

    def __init__(
        self, table: Cards, words: Iterable[str], lexicon: Lexicon, min_cards: int = 3,
        hand: CardCounts | None = None,
    ) -> None:
        """``words`` in the order to list them (the spotter gives shortest first); ``hand``
        the table's ``CardCounts`` when the caller has them."""
        self.table = table
        self.lexicon = lexicon
        self.min_cards = min_cards
        self._words = list(words)
        self._cards: dict[str, Cards] = {}
        self._counts = hand
        #: (the claims of this table without its last card, the words that card added), when
        #: whoever built these claims knows them (``myword.bot`` does): a bot that saw those
        #: claims notices only the new words, and a word's cards may be those worked out then.
        self.grown: tuple[Claims, frozenset[str]] | None = None

    @cached_property
    def _hand(self) -> CardCounts:
        # Built when a word's cards are first asked for: most tables' claims never are.
        return self._counts if self._counts is not None else CardCounts.of(faces(self.table))

    @cached_property
    def _by_face(self) -> dict[str, list[Card]]:
        return _by_face(self.table)

    @cached_property
    def _known(self) -> frozenset[str]:
        # Built on first look-up: hashing some 10,000 words is a good part of a spotter call
        # that a caller listing the words never needs.
        return frozenset(self._words)

    @property
    def words(self) -> frozenset[str]:
        """The claimable words (lowercase), without working out their cards."""
        return self._known

    def __getitem__(self, word: str) -> Cards:
        key = word.lower() if isinstance(word, str) else word
        if key not in self._known:
            raise KeyError(word)
        cards = self._cards.get(key)
        if cards is None:
            cards = self._as_before(key)
            if cards is None:
                spelled = best_spelling(key, self._hand, self.min_cards)
                if spelled is None:  # pragma: no cover - the spotter and the search agree
                    raise IllegalAction(f"the table cannot spell {key.upper()}")
                cards = _assign(spelled, self._by_face)
            self._cards[key] = cards
        return cards

    def _as_before(self, word: str) -> Cards | None:
        """The cards worked out for ``word`` on this table before its last card, when that
        card cannot change them: no wild, and its letters not in the word, it changes neither
        the search for the best spelling nor the cards picked for it."""
        if self.grown is None:
            return None
        new = self.table[-1].face
        if new in (WILD, DOUBLE_WILD) or new.lower() in word:
            return None
        return self.grown[0]._cards.get(word)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self._known

    def __iter__(self) -> Iterator[str]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)

    def __repr__(self) -> str:
        shown = ", ".join(w.upper() for w in self._words[-5:][::-1])
        more = f", ... ({len(self)} words)" if len(self) > 5 else ""
        return f"<Claims on {' '.join(faces(self.table))}: {shown}{more}>"

    def _repr_html_(self) -> str:
        """The table and its longest words, for a notebook's hint.

        >>> from wordgames.lexicon import Lexicon
        >>> "CATS" in find_claims(["C", "A", "T", "S"], Lexicon.default())._repr_html_()
        True
        """
        from wordgames.screens.myword import claims_html  # screens import this module's types

        return claims_html(self)

    def longest(self) -> list[str]:
        """The words that use the most letters, longest first.

        >>> from wordgames.lexicon import Lexicon
        >>> find_claims(["C", "A", "T", "S"], Lexicon.default()).longest()[:2]
        ['acts', 'cast']
        """
        return sorted(self._words, key=lambda w: (-len(w), w))


def cards_for(table: Cards, word: str, min_cards: int = 1) -> Cards:
    """The table cards a player would pick to spell ``word``: the most cards, in word order,
    each face from the earliest dealt card that shows it.

    Raises ``IllegalAction`` when the table cannot spell it with ``min_cards`` cards.

    >>> cards_for(as_table(["ND", "E", "N", "D"]), "end")
    (Card(id=1, face='E'), Card(id=2, face='N'), Card(id=3, face='D'))
    """
    spelled = best_spelling(word.lower(), CardCounts.of(faces(table)), min_cards)
    if spelled is None:
        raise IllegalAction(f"the table cannot spell {word.upper()}")
    return _assign(spelled, _by_face(table))


def _by_face(table: Cards) -> dict[str, list[Card]]:
    """The cards of each face, earliest dealt first."""
    by_face: dict[str, list[Card]] = {}
    for card in sorted(table, key=lambda c: c.id):
        by_face.setdefault(card.face, []).append(card)
    return by_face


def _assign(spelled: Sequence[str], by_face: Mapping[str, Sequence[Card]]) -> Cards:
    """Cards for the faces of a spelling, each face from the earliest dealt card showing it."""
    taken: dict[str, int] = {}
    cards = []
    for face in spelled:
        n = taken.get(face, 0)
        cards.append(by_face[face][n])
        taken[face] = n + 1
    return tuple(cards)


def find_claims(
    table: Iterable[Card | str], lexicon: Lexicon, min_cards: int = 3
) -> Claims:
    """Every word claimable from the table: complete, each with one set of cards that spells it.

    ``table`` holds ``Card`` objects or bare faces (then a card's id is its position).

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.default()
    >>> sorted(find_claims(["E", "ND", "T"], lex))
    ['tend']
    >>> sorted(find_claims(["E", "ND", "T"], lex, min_cards=2))
    ['end', 'et', 'tend']
    """
    whole(min_cards, "min_cards", least=1)
    if not isinstance(lexicon, Lexicon):
        raise InvalidInput(f"find_claims needs a Lexicon, not {type(lexicon).__name__}")
    cards = as_table(table)
    words = claimable_words(faces(cards), lexicon, min_cards)
    return Claims(cards, words, lexicon, min_cards)
