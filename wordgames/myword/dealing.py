"""MY WORD! dealt by hand: the rulebook leaves "the placement and speed at which the cards are
dealt" to the dealer, so a person who deals may turn each card themselves.

:class:`HandDealing` is the game where the seats in ``by_hand`` deal their rounds by hand: in
those rounds the game turns no card (the dealer's ``Deal(player=dealer)`` does, from the same
shuffled deck); it still hands out owed free cards and ends the round. A round dealt by someone
else plays as the rulebook's game on the clock. A table changes ``by_hand`` when a bot stands
in for a person (a bot deals on the clock) and when the person comes back.

>>> import random
>>> from wordgames.myword.game import Deal, Game
>>> game = HandDealing(by_hand={0})
>>> mine, theirs = game.new_round(2, random.Random(1)), game.new_round(2, random.Random(1), 1)
>>> game.scheduled(mine) is None, type(game.scheduled(theirs).action).__name__
(True, 'Deal')
>>> game.apply(mine, Deal(player=0)).table == Game().apply(mine, Deal()).table
True
"""

from __future__ import annotations

from collections.abc import Iterable

from wordgames.kit.protocol import Plan
from wordgames.lexicon import Lexicon
from wordgames.myword.game import Game, Rules, State


class HandDealing(Game):
    """MY WORD! where the seats in ``by_hand`` turn the cards of the rounds they deal; see the
    module docstring."""

    def __init__(self, rules: Rules | None = None, lexicon: Lexicon | None = None,
                 by_hand: Iterable[int] = ()) -> None:
        super().__init__(rules=rules, lexicon=lexicon)
        #: the seats that deal by hand now (a table changes it as bots stand in and leave)
        self.by_hand: set[int] = set(by_hand)

    def __repr__(self) -> str:
        return f"myword.HandDealing({self.rules!r}, {self.lexicon!r}, by_hand={self.by_hand})"

    def deals_by_hand(self, state: State) -> bool:
        """Whether the next card of ``state`` waits for its dealer's hand."""
        return (state.dealer in self.by_hand and bool(state.deck) and not state.owed
                and not state.ended)

    def scheduled(self, state: State) -> Plan | None:
        if self.deals_by_hand(state):
            return None  # the dealer at the screen turns the next card
        return super().scheduled(state)


__all__ = ["HandDealing"]
