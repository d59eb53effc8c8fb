"""MY WORD! cards: a face with an identity, so that a claim can name the very cards it uses.

Two ``E`` cards on the table are different cards: a claim names card ids, never faces.

>>> table = as_table(["M", "??", "K"])
>>> table
(Card(id=0, face='M'), Card(id=1, face='??'), Card(id=2, face='K'))
>>> faces(table)
('M', '??', 'K')
>>> len(deck())
60
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.tiles import TileSet, normalize_tile
from wordgames.kit.validate import shown

#: Cards in the order they were dealt (the table's face-up cards, a deck, a claim's cards).
Cards = tuple["Card", ...]


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One physical card: ``id`` tells it apart from every other card of the deck.

    >>> Card(7, "sh")
    Card(id=7, face='SH')
    """

    id: int
    face: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "face", normalize_tile(self.face))

    def __str__(self) -> str:
        return self.face


def as_table(
    cards: Iterable[Card | str],
    twice: type[WordgamesError] = InvalidInput,
    where: str = "on the table",
) -> Cards:
    """Cards from ``Card`` objects or bare faces (a face's id is its position).

    The same id twice raises ``twice`` (``InvalidInput``: a table holds each card once; a claim
    naming a card twice is an ``IllegalAction``), saying ``where``.

    >>> as_table(["qu", Card(5, "E")])
    (Card(id=0, face='QU'), Card(id=5, face='E'))
    >>> as_table([Card(1, "A"), Card(1, "B")])
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: card #1 (B) appears twice on the table
    """
    if isinstance(cards, str):
        written = repr(list(cards)) if len(cards) <= 20 else "a list of faces"
        raise InvalidInput(
            f"cards must be a list of card faces, not the string {shown(cards)}: write {written}"
        )
    if not isinstance(cards, Iterable) or isinstance(cards, bytes | bytearray | dict):
        raise InvalidInput(f"cards must be a list of card faces, not {type(cards).__name__}")
    table = tuple(c if isinstance(c, Card) else Card(i, c) for i, c in enumerate(cards))
    seen: set[int] = set()
    for card in table:
        if card.id in seen:
            raise twice(f"card #{card.id} ({card.face}) appears twice {where}")
        seen.add(card.id)
    return table


def faces(cards: Iterable[Card]) -> tuple[str, ...]:
    """The faces of some cards, in order."""
    return tuple(card.face for card in cards)


def deck(tileset: str | TileSet = "myword") -> Cards:
    """Every card of a tile set (a name or a variant), ids 0.. in its fixed order (unshuffled)."""
    return tuple(Card(i, face) for i, face in enumerate(TileSet.of(tileset).tiles()))

