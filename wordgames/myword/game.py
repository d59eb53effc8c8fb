"""The MY WORD! round: the dealer turns cards, players call words, the table empties and fills.

A pure rules engine over timestamped actions (see ``docs/design.md``): ``Game.apply`` returns a
new ``State`` or raises ``IllegalAction`` and leaves the old one untouched.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> game = Game(Rules(), Lexicon.default())
>>> state = game.new_round(players=3, rng=random.Random(1))
>>> for _ in range(3):
...     state = game.apply(state, game.scheduled(state).action)
>>> [card.face for card in state.table]
['I', 'Y', 'I']
>>> game.scheduled(state)
Plan(at=6.0, action=Deal(at=6.0, player=-1))
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit import rulewords, validate
from wordgames.kit.protocol import (
    GAME,
    Engine,
    Event,
    Plan,
    RoundResult,
    check_players,
    check_seat,
    sitting_out,
)
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon
from wordgames.myword.cards import Card, Cards, deck
from wordgames.myword.claims import ClaimCheck, check_claim, find_claims

#: A common house rule against games won with short words: the first claim of a round with 4
#: cards scores 1 extra point, with 5 cards 2, with 6 or more cards 3.
HOUSE_BONUS: tuple[tuple[int, int], ...] = ((4, 1), (5, 2), (6, 3))


@dataclass(frozen=True)
class Rules:
    """The options of a MY WORD! round; the defaults are the rulebook's.

    - ``min_cards = 3``: "Words must be formed using three or more cards -- not three or more
      letters." The rulebook's variant: "For a more challenging game, increase the number of
      letters required" (4 or more); 2 suits young players.
    - ``seconds_per_card = 2.0``: "The placement and speed at which the cards are dealt is left
      to the judgment of the dealer." The dealer turns a card this long after the last card or
      the last claim ("When the dealer hears a word, he or she pauses to check the word").
    - ``grace_seconds = 10.0``: the round ends "when all of the cards have been dealt" and no one
      can claim any more; in play that is when nobody calls a word this long after the last
      card or claim. With fewer than ``min_cards`` cards on the table it ends at once.
    - ``free_card_seconds = 5.0``: after a word that is not allowed, "all the other players take
      a free card from the table" (their choice); a player who has not chosen after this long
      is handed one by :func:`free_card_choice`.
    - ``bonus = ()``: no bonus (the rulebook has none). ``HOUSE_BONUS`` gives extra points to
      the first claim of a round with 4, 5 and 6 or more cards; each entry is (cards, points)
      and the last one also covers longer claims.
    - ``tileset = "myword"``: the deck (60 cards: 44 single letters, 13 double-letter cards,
      two ``?`` and one ``??``; every card scores 1 point), by name or as a
      :class:`~wordgames.kit.tiles.TileSet` (a variant: ``TileSet.variant``).
    - ``rounds = None``: a game is one round per player, the deal passing to the left ("The
      game is over when each player has dealt once"); a number plays that many rounds instead.
      ``target = None``: the most cards won wins; a number ends the game when a total reaches it.
    - ``word_list = None``: the dealer's dictionary; a teacher's list of words makes only those
      words allowed (bots then know only them). See ``wordgames.kit.rulewords``.
    - ``subject_words = frozenset()``, ``subject_bonus = 1``: a teacher's words that earn
      ``subject_bonus`` extra points each time one is claimed (the dictionary stays).

    >>> Rules(min_cards=4).min_cards
    4
    >>> Rules(min_cards=0)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: min_cards must be at least 1, not 0
    """

    min_cards: int = 3
    seconds_per_card: float = 2.0
    grace_seconds: float = 10.0
    free_card_seconds: float = 5.0
    bonus: tuple[tuple[int, int], ...] = ()
    tileset: str | TileSet = "myword"
    rounds: int | None = None
    target: int | None = None
    word_list: tuple[str, ...] | None = None
    subject_words: frozenset[str] = frozenset()
    subject_bonus: int = 1

    def __new__(cls, *args: Any, **options: Any) -> Rules:
        # A misspelt option is named, with the nearest right one (not Python's TypeError).
        validate.known_options(cls, args, options)
        return super().__new__(cls)

    def __post_init__(self) -> None:
        validate.whole(self.min_cards, "min_cards", least=1)
        object.__setattr__(self, "word_list", rulewords.word_list(self.word_list, "word_list"))
        object.__setattr__(
            self, "subject_words", rulewords.subject_words(self.subject_words, "subject_words")
        )
        validate.whole(self.subject_bonus, "subject_bonus", least=0)
        for name in ("seconds_per_card", "grace_seconds", "free_card_seconds"):
            if validate.number(getattr(self, name), name, unit="seconds") < 0:
                raise InvalidInput(f"{name} must be >= 0, not {getattr(self, name)}")
            validate.duration(getattr(self, name), name, zero=True)
        validate.optional_whole(self.rounds, "rounds", least=1)
        validate.whole(self.rounds or 1, "rounds", most=validate.MAX_ROUNDS,
                       why="a match's safety limit")
        if self.target is not None and not (isinstance(self.target, int)
                                            and not isinstance(self.target, bool)
                                            and self.target >= 1):
            raise InvalidInput(f"target must be a positive score or None, not "
                               f"{validate.shown(self.target)}")
        validate.whole(self.target or 1, "target", most=validate.MAX_TARGET)
        validate.whole(self.subject_bonus, "subject_bonus", most=validate.MAX_POINTS)
        validate.instance(self.tileset, "tileset", (str, TileSet),
                          "a tile set name or a TileSet")
        deck = TileSet.of(self.tileset)
        validate.whole(self.min_cards, "min_cards", most=deck.size,
                       why=f"the {deck.name} deck has {deck.size} cards")
        bad_bonus = InvalidInput(
            f"bonus must be (cards, points) pairs with rising card counts and points >= 0, "
            f"not {validate.shown(self.bonus)}"
        )
        try:
            # Lists (as JSON gives them) become tuples, so that a Rules stays hashable.
            bonus = validate.items(self.bonus, "bonus", lambda pair, name: tuple(
                validate.items(pair, name, lambda v, where: validate.whole(v, where))))
        except InvalidInput:
            raise bad_bonus from None
        sizes = [pair[0] for pair in bonus if len(pair) == 2]
        if (len(sizes) != len(bonus) or sizes != sorted(set(sizes))
                or any(points < 0 for _, points in bonus)):
            raise bad_bonus
        for i, (cards, points) in enumerate(bonus):
            validate.whole(cards, f"bonus[{i}] cards", least=1, most=deck.size,
                           why=f"the {deck.name} deck has {deck.size} cards")
            validate.whole(points, f"bonus[{i}] points", most=validate.MAX_POINTS)
        object.__setattr__(self, "bonus", bonus)

    def bonus_for(self, cards: int) -> tuple[int, int] | None:
        """The bonus tier (cards, points) a claim of this many cards falls in, if any.

        >>> Rules(bonus=HOUSE_BONUS).bonus_for(7), Rules(bonus=HOUSE_BONUS).bonus_for(3)
        ((6, 3), None)
        """
        tier = None
        for size, points in self.bonus:
            if size == cards or (size < cards and (size, points) == self.bonus[-1]):
                tier = (size, points)
        return tier


def default_lexicon(rules: Rules) -> Lexicon:
    """The dealer's dictionary: SCOWL up to level 70, family friendly, without slang ("a
    standard English dictionary": no "gonna", no "dunno"); or the teacher's ``word_list``."""
    if rules.word_list is not None:
        return rulewords.list_lexicon(rules.word_list)
    return Lexicon.default(slang=False)


# -- actions ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """The dealer turns the next card face up."""

    at: float = 0.0
    player: int = GAME

    def __post_init__(self) -> None:
        validate.action(self)


@dataclass(frozen=True)
class Claim:
    """``player`` calls ``word`` with the table cards whose ids are ``cards``.

    >>> Claim(player=1, cards=[4, 7, 9], word="Mask")
    Claim(player=1, cards=(4, 7, 9), word='Mask', at=0.0)
    """

    player: int
    cards: tuple[int, ...]
    word: str
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)
        if isinstance(self.cards, str) or not isinstance(self.cards, Iterable):
            raise InvalidInput(f"a claim names its cards as a list of card ids, not "
                               f"{validate.shown(self.cards)}")
        ids = tuple(c.id if isinstance(c, Card) else c for c in self.cards)
        for card in ids:
            if not isinstance(card, int) or isinstance(card, bool):
                raise InvalidInput(f"a claim names cards by their ids (ints), not "
                                   f"{validate.shown(card)}")
        object.__setattr__(self, "cards", ids)
        # Only its type here: what the word says (empty, a digit) is the dealer's call to make.
        validate.text(self.word, "the claimed word", empty=True)


@dataclass(frozen=True)
class TakeFreeCard:
    """After someone's word was not allowed, ``player`` takes a free card: the table card
    ``card`` (an id), or with ``card=None`` the one :func:`free_card_choice` picks, or the top
    of the deck when the table is empty."""

    player: int
    card: int | None = None
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)
        if self.card is not None:
            validate.whole(self.card, "card")


@dataclass(frozen=True)
class EndRound:
    """All cards are dealt and nobody claims any more: the round is over."""

    at: float = 0.0
    player: int = GAME

    def __post_init__(self) -> None:
        validate.action(self)


def free_card_choice(table: Sequence[Card]) -> Card:
    """The free card a player takes by default: the most versatile card, which also denies it
    to the others: ``??``, then ``?``, then a double-letter card, then a single letter; among
    equals the earliest dealt.

    >>> from wordgames.myword.cards import as_table
    >>> free_card_choice(as_table(["E", "SH", "?", "T"]))
    Card(id=2, face='?')
    """
    if not table:
        raise IllegalAction("the table is empty: there is no card to choose")

    def rank(card: Card) -> int:
        if card.face == "??":
            return 0
        if card.face == "?":
            return 1
        return 2 if len(card.face) > 1 else 3

    return min(table, key=rank)


# -- state --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pile:
    """One player's round so far: the cards won and how; ``claimed`` holds the faces of each
    allowed claim's cards, in order, and ``words`` the word each was called as (empty in a
    round saved before they were kept)."""

    cards: Cards = ()
    claimed: tuple[tuple[str, ...], ...] = ()
    claims: int = 0
    invalid_claims: int = 0
    free_cards: int = 0
    bonus: int = 0
    words: tuple[str, ...] = ()

    @property
    def score(self) -> int:
        return len(self.cards) + self.bonus


@dataclass(frozen=True)
class Points:
    """A player's score breakdown: ``total = cards + bonus``."""

    cards: int
    bonus: int
    claims: int
    invalid_claims: int
    free_cards: int

    @property
    def total(self) -> int:
        return self.cards + self.bonus

    def _repr_html_(self) -> str:
        """The score sheet, for a notebook.

        >>> "round score" in Points(3, 1, claims=2, invalid_claims=0, free_cards=0)._repr_html_()
        True
        """
        from wordgames.screens.myword import points_html

        return points_html(self)


@dataclass(frozen=True)
class State:
    """An immutable snapshot of a round. ``deck`` is face down, next card first: never shown."""

    players: int
    dealer: int
    deck: Cards
    table: Cards = ()
    piles: tuple[Pile, ...] = ()
    owed: tuple[int, ...] = ()  # players who still take a free card
    out: tuple[int, ...] = ()  # seats nobody took when dealt: no free card till their first move
    owed_since: float = 0.0  # when the word that was not allowed was called
    now: float = 0.0  # the time of the last action
    pace_from: float | None = None  # the dealer's next card counts from here (None: at once)
    bonus_taken: tuple[int, ...] = ()  # bonus tiers (card counts) already won this round
    first_claim_table: tuple[str, ...] | None = None  # the faces on the table at the first call
    ended: bool = False
    last_check: ClaimCheck | None = field(default=None, compare=False)  # for display only
    events: tuple[Event, ...] = field(default=(), repr=False)

    @property
    def dealt(self) -> int:
        """How many cards the dealer has turned (the deck had ``dealt + len(deck)``)."""
        return self.total_cards - len(self.deck)

    @property
    def total_cards(self) -> int:
        return len(self.deck) + len(self.table) + sum(len(t.cards) for t in self.piles)

    def _repr_html_(self) -> str:
        from wordgames.screens.myword import state_html

        return state_html(self)


@dataclass(frozen=True)
class View:
    """What a player sees: the table, everyone's card counts, the deck's size (never its order).

    ``lexicon`` is the dealer's word list, which every player may consult.
    """

    player: int
    players: int
    dealer: int
    table: Cards
    cards_won: tuple[int, ...]
    invalid_claims: tuple[int, ...]
    deck_left: int
    dealt: int
    owed: tuple[int, ...]
    owed_since: float
    now: float
    ended: bool
    min_cards: int
    lexicon: Lexicon = field(repr=False)
    #: the faces of the cards each player has won, which lie face up in front of them
    piles: tuple[tuple[str, ...], ...] = ()
    #: the good words each player called, in order (everyone heard them called)
    words: tuple[tuple[str, ...], ...] = ()
    claims: tuple[int, ...] = ()
    free_cards: tuple[int, ...] = ()
    #: the last call and the dealer's verdict, heard by everyone: (player, word, allowed, why)
    last_claim: tuple[int, str, bool | None, tuple[str, ...]] | None = None

    def _repr_html_(self) -> str:
        from wordgames.screens.myword import view_html

        return view_html(self)


def _last_claim(state: State) -> tuple[int, str, bool | None, tuple[str, ...]] | None:
    """The last call of the round and its verdict, or None before the first."""
    check = state.last_check
    for event in reversed(state.events):
        if isinstance(event.action, Claim):
            word = event.action.word
            if check is not None and check.word == word:
                return (event.player, word, check.ok, tuple(check.reasons))
            return (event.player, word, None, ())  # a loaded round keeps no verdict
    return None


# -- the game -----------------------------------------------------------------------------------


#: The rulebook does not fix the number of players; a table of 2 to 6 plays well.
PLAYERS = (2, 6)


class Game(Engine[State]):
    """MY WORD! as a rules engine: ``new_round``, ``apply``, ``view``, ``scheduled``, ``result``.

    ``lexicon`` is the dealer's dictionary: a called word is allowed when it is in it.
    """

    name, title, state_type = "myword", "MY WORD!", State

    def __init__(self, rules: Rules | None = None, lexicon: Lexicon | None = None) -> None:
        validate.instance(rules, "rules", (Rules, type(None)), f"a {__package__}.Rules or None")
        validate.instance(lexicon, "lexicon", (Lexicon, type(None)), "a Lexicon or None")
        self.rules = rules or Rules()
        self.lexicon = lexicon if lexicon is not None else default_lexicon(self.rules)
        # The last state shown and its view (one pair, swapped whole: safe from threads).
        self._shown: tuple[State | None, View | None] = (None, None)

    def __repr__(self) -> str:
        return f"myword.Game({self.rules!r}, {self.lexicon!r})"

    def new_round(self, players: int, rng: random.Random, dealer: int = 0) -> State:
        """A round with a deck shuffled by ``rng``; ``dealer`` turns the cards."""
        rules = self.rules
        check_players(self.title, PLAYERS, players)
        validate.round_start(players, rng, dealer)
        cards = list(deck(rules.tileset))
        rng.shuffle(cards)
        return State(
            players=players,
            dealer=dealer,
            deck=tuple(cards),
            piles=(Pile(),) * players,
        )

    # -- apply --------------------------------------------------------------------------------

    def over(self, state: State) -> str | None:
        return "" if state.ended else None

    def _deal(self, state: State, action: Deal) -> State:
        if state.owed:
            raise IllegalAction(
                f"the dealer waits: player(s) {_names(state.owed)} still take a free card"
            )
        if not state.deck:
            raise IllegalAction("every card has been dealt")
        return replace(
            state, deck=state.deck[1:], table=(*state.table, state.deck[0]), pace_from=action.at,
        )

    def _claim(self, state: State, action: Claim) -> State:
        if state.owed:
            raise IllegalAction(
                f"wait: player(s) {_names(state.owed)} still take a free card"
            )
        on_table = {card.id: card for card in state.table}
        seen: set[int] = set()
        for card_id in action.cards:
            if card_id in seen:
                raise IllegalAction(f"card #{card_id} appears twice in the claim")
            seen.add(card_id)
            if card_id not in on_table:
                raise IllegalAction(f"card #{card_id} is not on the table")
        cards = tuple(on_table[card_id] for card_id in action.cards)
        check = check_claim(cards, action.word, self.lexicon, self.rules.min_cards)
        if state.first_claim_table is None:
            state = replace(state, first_claim_table=tuple(c.face for c in state.table))
        piles = list(state.piles)
        me = piles[action.player]
        if check.ok:
            gain = 0
            taken = state.bonus_taken
            tier = self.rules.bonus_for(len(cards))
            if tier is not None and tier[0] not in taken:
                gain, taken = tier[1], (*taken, tier[0])
            if check.word in self.rules.subject_words:
                gain += self.rules.subject_bonus
            piles[action.player] = replace(
                me, cards=(*me.cards, *cards), claims=me.claims + 1, bonus=me.bonus + gain,
                claimed=(*me.claimed, tuple(c.face for c in cards)),
                words=(*me.words, check.word),
            )
            return replace(
                state,
                table=tuple(c for c in state.table if c.id not in seen),
                piles=tuple(piles),
                bonus_taken=taken,
                pace_from=action.at,
                last_check=check,
            )
        piles[action.player] = replace(me, invalid_claims=me.invalid_claims + 1)
        # Everyone else takes a free card, starting on the claimer's left: every player, not
        # a seat out of play (an empty chair earns nothing for whoever sits there later).
        out = sitting_out(state)
        others = tuple(p for k in range(1, state.players)
                       if (p := (action.player + k) % state.players) not in out)
        return _settle(
            replace(
                state,
                piles=tuple(piles),
                owed=others,
                owed_since=action.at,
                pace_from=action.at,
                last_check=check,
            )
        )

    def _free_card(self, state: State, action: TakeFreeCard) -> State:
        if action.player not in state.owed:
            raise IllegalAction(f"player {action.player} is not owed a free card")
        if state.table:
            if action.card is None:
                card = free_card_choice(state.table)
            else:
                found = [c for c in state.table if c.id == action.card]
                if not found:
                    raise IllegalAction(f"card #{action.card} is not on the table")
                card = found[0]
            table, deck_ = tuple(c for c in state.table if c.id != card.id), state.deck
        else:
            if action.card is not None:
                raise IllegalAction(
                    f"card #{action.card} is not on the table: the table is empty, so the "
                    "free card comes from the deck (card=None)"
                )
            # "If there are not enough cards on the table, the dealer provides them from the deck."
            card, table, deck_ = state.deck[0], state.table, state.deck[1:]
        piles = list(state.piles)
        me = piles[action.player]
        piles[action.player] = replace(
            me, cards=(*me.cards, card), free_cards=me.free_cards + 1
        )
        owed = list(state.owed)
        owed.remove(action.player)
        return _settle(
            replace(
                state,
                table=table,
                deck=deck_,
                piles=tuple(piles),
                owed=tuple(owed),
                pace_from=action.at,
            )
        )

    def _end(self, state: State, action: EndRound) -> State:
        if state.deck:
            raise IllegalAction(f"{len(state.deck)} cards are still to be dealt")
        if state.owed:
            raise IllegalAction(f"player(s) {_names(state.owed)} still take a free card")
        return replace(state, ended=True)

    handlers = MappingProxyType({
        Deal: _deal, Claim: _claim, TakeFreeCard: _free_card, EndRound: _end})

    # -- what players see and what happens by itself ------------------------------------------

    def view(self, state: State, player: int) -> View:
        """What ``player`` sees: everything but the order of the deck."""
        validate.state(state, State, "MY WORD!")
        check_seat(state.players, player)
        seen, shown = self._shown
        if seen is state and shown is not None:
            if shown.player == player:
                return shown
            # Every player is shown the same state in turn: the last view with its player
            # changed, copied whole (a frozen dataclass sets its 14 fields one call at a time).
            view = object.__new__(View)
            view.__dict__.update(shown.__dict__)
            view.__dict__["player"] = player
            return view
        shown = View(
            player=player,
            players=state.players,
            dealer=state.dealer,
            table=state.table,
            cards_won=tuple(len(t.cards) for t in state.piles),
            invalid_claims=tuple(t.invalid_claims for t in state.piles),
            deck_left=len(state.deck),
            dealt=state.dealt,
            owed=state.owed,
            owed_since=state.owed_since,
            now=state.now,
            ended=state.ended,
            min_cards=self.rules.min_cards,
            lexicon=self.lexicon,
            piles=tuple(tuple(c.face for c in t.cards) for t in state.piles),
            words=tuple(t.words or tuple("".join(c) for c in t.claimed) for t in state.piles),
            claims=tuple(t.claims for t in state.piles),
            free_cards=tuple(t.free_cards for t in state.piles),
            last_claim=_last_claim(state),
        )
        self._shown = (state, shown)
        return shown

    def scheduled(self, state: State) -> Plan | None:
        """The dealer's next move: hand out an owed free card, turn a card, or end the round."""
        validate.state(state, State, "MY WORD!")
        if state.ended:
            return None
        rules = self.rules
        if state.owed:
            at = state.owed_since + rules.free_card_seconds
            return Plan(at, TakeFreeCard(player=state.owed[0], card=None, at=at))
        if state.pace_from is None:
            return Plan(state.now, Deal(at=state.now))
        if state.deck:
            at = state.pace_from + rules.seconds_per_card
            return Plan(at, Deal(at=at))
        if len(state.table) < rules.min_cards:
            return Plan(state.now, EndRound(at=state.now))
        at = state.pace_from + rules.grace_seconds
        return Plan(at, EndRound(at=at))

    def result(self, state: State) -> RoundResult | None:
        """None while the round runs; then one point per card won (plus any bonus)."""
        validate.state(state, State, "MY WORD!")
        if not state.ended:
            return None
        scores = tuple(t.score for t in state.piles)
        best = max(scores)
        first_claim = next(
            (e.at for e in state.events if isinstance(e.action, Claim)), None
        )
        return RoundResult(
            game=self.name,
            scores=scores,
            winners=tuple(i for i, s in enumerate(scores) if s == best),
            breakdowns=tuple(
                Points(len(t.cards), t.bonus, t.claims, t.invalid_claims, t.free_cards)
                for t in state.piles
            ),
            events=state.events,
            seconds=state.now,
            extra={
                "dealer": state.dealer,
                "left_on_table": len(state.table),
                "first_claim_at": first_claim,
                # How many words the table held when the first word was called.
                "words_at_first_claim": None if state.first_claim_table is None else len(
                    find_claims(state.first_claim_table, self.lexicon, self.rules.min_cards)),
                "claimed": tuple(p.claimed for p in state.piles),
                "won": tuple(tuple(c.face for c in p.cards) for p in state.piles),
                "min_cards": self.rules.min_cards,
            },
        )


def _settle(state: State) -> State:
    """Free cards nobody can have (table and deck both empty) are forgotten."""
    if state.owed and not state.table and not state.deck:
        return replace(state, owed=())
    return state


def _names(players: Sequence[int]) -> str:
    return ", ".join(str(p) for p in players)


__all__ = [
    "HOUSE_BONUS",
    "PLAYERS",
    "Claim",
    "Deal",
    "EndRound",
    "Game",
    "Pile",
    "Points",
    "Rules",
    "State",
    "TakeFreeCard",
    "View",
    "default_lexicon",
    "free_card_choice",
]
