"""MY WORD! at the table: the person's moves (call a word, pick cards, take a free card, hint).

A match is one round per player, the deal passing left (seat 0 deals first). The person types a
word; the library picks the cards (the most cards, as the bots do) unless the person clicked the
cards they mean. A refused call says why in the rulebook's terms; the others take free cards.

>>> import asyncio
>>> from wordgames.ui.options import BotChoice
>>> session = MyWordSession(quick_setup(bots=2, seed=3, speed=1000))
>>> async def play():
...     session.start_round()
...     await session.live.finished
>>> asyncio.run(play())
>>> session.round_number, len(session.rounds[0].scores)
(1, 3)
"""

from __future__ import annotations

from typing import Any

from wordgames.errors import IllegalAction, InvalidInput, WordgamesError
from wordgames.lexicon import Lexicon
from wordgames.myword import Claim, Deal, EndRound, Game, Rules, State, TakeFreeCard
from wordgames.myword.cards import Card, Table
from wordgames.myword.claims import cards_for, check_claim, clean_word, find_claims
from wordgames.protocol import Event
from wordgames.ui.options import BotChoice, Setup
from wordgames.ui.session import Session, one_word

PLAYERS = (2, 6)


def quick_setup(bots: int = 3, seed: int = 1, speed: float = 1.0, name: str = "You",
                rules: Rules | None = None, lexicon: Lexicon | None = None,
                deal: str = "auto") -> Setup:
    """A set-up with adult bots and the rulebook's rules (for demonstrations and tests)."""
    return Setup("myword", name, (BotChoice("adult"),) * bots, rules or Rules(),
                 lexicon or Lexicon.default(), seed, speed,
                 level=None if lexicon else 70, deal=deal)


class HandDealing(Game):
    """MY WORD! where ``seat`` deals by hand in the rounds it deals: the game turns no card
    there (the person's ``Deal(player=seat)`` does, from the same shuffled deck); it still
    hands out owed free cards and ends the round.

    >>> import random
    >>> game = HandDealing(seat=0)
    >>> mine, theirs = game.new_round(2, random.Random(1)), game.new_round(2, random.Random(1), 1)
    >>> game.scheduled(mine) is None, type(game.scheduled(theirs).action).__name__
    (True, 'Deal')
    >>> game.apply(mine, Deal(player=0)).table == Game().apply(mine, Deal()).table
    True
    """

    def __init__(self, rules: Rules | None = None, lexicon: Lexicon | None = None,
                 seat: int = 0) -> None:
        super().__init__(rules=rules, lexicon=lexicon)
        self.seat = seat

    def scheduled(self, state: State) -> Any:
        if state.dealer == self.seat and state.deck and not state.owed and not state.ended:
            return None  # the dealer at the screen turns the next card
        return super().scheduled(state)


class MyWordSession(Session):
    """The controller of the MY WORD! screen; see the module docstring."""

    game_name = "myword"

    def __init__(self, setup: Setup, on_update: Any = None, owner: Any = None) -> None:
        super().__init__(setup, on_update, owner)
        self.selected: list[int] = []  # card ids the person clicked, in click order

    def make_game(self) -> Any:
        if self.setup.deal == "hand":
            return HandDealing(rules=self.setup.rules, lexicon=self.setup.lexicon, seat=0)
        return super().make_game()

    def round_started(self) -> None:
        self.selected = []

    def opening(self, number: int) -> str:
        dealer = self.state.dealer
        if dealer != 0:
            return f"Round {number} begins: {self.names[dealer]} deals."
        if self.setup.deal == "hand":
            return (f"Round {number}: you deal. Press Deal a card (or Space in the empty word "
                    "box) to turn each card.")
        return f"Round {number}: you deal; the cards come every " \
            f"{self.setup.rules.seconds_per_card:g} seconds."

    @property
    def dealing(self) -> bool:
        """Whether the person deals now, by hand (the screen shows the Deal button)."""
        if not self.running or self.setup.deal != "hand":
            return False
        view = self.view()
        return bool(view.dealer == 0 and view.deck_left > 0)

    def deal(self) -> None:
        """The Deal button (or its key): the person, dealing by hand, turns the next card."""
        if not self.dealing:
            if self.running and self.setup.deal == "hand":
                self.say("It is not your turn to deal: "
                         f"{self.names[self.view().dealer]} deals this round.", "error")
                self.update()
            return
        if self.refused_while_paused():
            return
        if self.owed:
            self.say("First take your free card: click a card on the table.", "error")
        else:
            self.human.submit(Deal(player=0))
        self.update()

    # -- the person's moves -------------------------------------------------------------------

    @property
    def owed(self) -> bool:
        """Whether the person is to take a free card now."""
        return self.running and 0 in self.view().owed

    def click(self, card_id: int) -> None:
        """A click on a table card: the free card when one is owed, else (un)choose it."""
        if not self.running:
            return
        table = {c.id for c in self.view().table}
        if card_id not in table:
            self.say("That card has just gone from the table.", "error")
        elif self.owed:
            if self.refused_while_paused():
                return
            self.human.submit(TakeFreeCard(player=0, card=card_id))
        elif card_id in self.selected:
            self.selected.remove(card_id)
            self.say("")
        else:
            self.selected.append(card_id)
            self.say("Cards chosen: " + " ".join(self._faces(self.selected))
                     + ". Type the word and press Enter.")
        self.update()

    def clear(self) -> None:
        """Escape: forget the chosen cards."""
        if self.selected:
            self.say("Cards unchosen.")
        self.selected = []
        self.update()

    def call(self, text: str) -> None:
        """The person calls ``text``: with the chosen cards, or the cards the library finds."""
        if not self.running:
            self.say("No round is being played.", "error")
            self.update()
            return
        if self.refused_while_paused():
            return
        try:
            word = clean_word(one_word(text))
            if len(word) > 30:
                raise InvalidInput("that is too long for a word on this table")
        except InvalidInput as err:
            self.say(f"{err}", "error")
            self.update()
            return
        view = self.view()
        if self.owed:
            self.say("First take your free card: click a card on the table.", "error")
            self.update()
            return
        table = view.table
        chosen = [c for c in self.selected if any(t.id == c for t in table)]
        cards = tuple(chosen) if chosen else _cards_for_call(table, word, view.min_cards)
        self.selected = []
        self.human.submit(Claim(player=0, cards=cards, word=word))
        self.update()

    def hint_work(self) -> tuple[Any, tuple[Any, ...]]:
        """A word on the table now (the longest), from the spotter."""
        view = self.view()
        return _longest, (view.table, view.lexicon, view.min_cards)

    def no_hint(self) -> str:
        return "Hint: no word on the table yet. Wait for more cards."

    # -- what the screen shows ----------------------------------------------------------------

    def changed(self, state: Any, event: Event | None) -> None:
        if event is None:
            return
        gone = {c.id for c in state.table}
        self.selected = [c for c in self.selected if c in gone]
        action = event.action
        if isinstance(action, Claim) and event.player == 0 and state.last_check is not None:
            check = state.last_check
            if check.ok:
                self.say(f"{check.word.upper()}: allowed. You win {len(check.cards)} cards.", "ok")
            else:
                self.say(f"{check.word.upper()}: not allowed: {'; '.join(check.reasons)}. "
                         "The others each take a free card.", "error")
        elif isinstance(action, Claim) and event.player != 0 and state.last_check is not None:
            if not state.last_check.ok and 0 in state.owed:
                self.say(f"{self.names[event.player]} called a word that is not allowed: "
                         "click a card on the table to take it free.", "info")
        elif isinstance(action, TakeFreeCard) and event.player == 0:
            self.say("You took a free card.", "ok")
        elif isinstance(action, EndRound):
            result = self.game.result(state)
            best = ", ".join(self.names[p] for p in result.winners) if result else ""
            self.say(f"Round {self.round_number} is over: most cards, {best}.", "info")

    def describe(self, event: Event, state: Any) -> str:
        action = event.action
        if isinstance(action, Deal):
            return f"turns {state.table[-1].face}" if state.table else "deals"
        if isinstance(action, Claim):
            check = state.last_check
            verdict = ("allowed" if check is not None and check.ok
                       else f"not allowed ({'; '.join(check.reasons)})" if check is not None
                       else "")
            faces = _faces_of(action.cards, state)
            return f"calls {action.word.upper()} with {faces}: {verdict}"
        if isinstance(action, TakeFreeCard):
            return "takes a free card"
        if isinstance(action, EndRound):
            return "the round is over"
        return type(action).__name__

    def _faces(self, ids: list[int]) -> list[str]:
        table = {c.id: c.face for c in self.view().table}
        return [table[i] for i in ids if i in table]


def _cards_for_call(table: Table, word: str, min_cards: int) -> tuple[int, ...]:
    """The cards for a call: the table's best spelling, else the closest cards that a
    dealer would see the person reach for (so a bad call is judged, and costs, as the rule says).
    """
    for minimum in (min_cards, 1):
        try:
            return tuple(c.id for c in cards_for(table, word, minimum))
        except IllegalAction:
            continue
    # The table cannot spell it: the cards whose letters appear in the word, in word order.
    left = list(table)
    picked: list[Card] = []
    rest = word
    while rest and left:
        match = next((c for c in left if c.face.isalpha() and rest.startswith(c.face.lower())),
                     None)
        if match is None:
            rest = rest[1:]
            continue
        picked.append(match)
        left.remove(match)
        rest = rest[len(match.face):]
    return tuple(c.id for c in picked)


def _longest(table: Table, lexicon: Lexicon, min_cards: int) -> str | None:
    """The longest word the table's cards make, or None."""
    claims = find_claims(table, lexicon, min_cards)
    return claims.longest()[0] if claims else None


def _faces_of(ids: tuple[int, ...], state: Any) -> str:
    known = {c.id: c.face for c in state.deck}
    known.update({c.id: c.face for t in state.piles for c in t.cards})
    known.update({c.id: c.face for c in state.table})
    return " ".join(known.get(i, "?") for i in ids) or "no cards"


def verdict(table: Table, word: str, lexicon: Lexicon, min_cards: int) -> str:
    """What the dealer would say of a call, before it is made (for tests and hints)."""
    try:
        cards = [c for c in table if c.id in _cards_for_call(table, word, min_cards)]
        return str(check_claim(cards, word, lexicon, min_cards))
    except WordgamesError as err:
        return str(err)


__all__ = ["HandDealing", "MyWordSession", "quick_setup"]
