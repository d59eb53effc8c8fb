"""Five Tiers' facts for the match loop, the simulator, saving and the screens.

>>> INFO.players, INFO.lowest_wins, INFO.rounds_per_player
((2, 4), False, False)
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from wordgames.fivetiers.bot import Bot
from wordgames.fivetiers.game import (
    PLAYERS,
    Arrange,
    Breakdown,
    Declaration,
    Declare,
    EndRound,
    Exchange,
    Flip,
    Game,
    Rules,
    State,
    TimeUp,
    default_lexicon,
)
from wordgames.fivetiers.solver import Arrangement
from wordgames.protocol import GameInfo, RoundResult
from wordgames.tiles import Bag


def records(result: RoundResult) -> list[dict[str, Any]]:
    """One record per player of a round: the score's parts, the timer's flips, exchanges."""
    counts = Counter(type(event.action).__name__ for event in result.events)
    return [
        {
            "player": player,
            "score": part.total,
            "round_won": part.won,
            "declared": part.declared,
            "challenged": part.challenged,
            "valid_words": len(part.words),
            "unused_value": part.unused_value,
            "unused_apostrophes": part.unused_apostrophes,
            "base": part.base,
            "doubled": part.doubled,
            "subject_bonus": part.bonus,
            "round_seconds": result.seconds,
            "timer_periods": counts["TimeUp"] + 1,
            "exchanges": counts["Exchange"],
            "declarations": counts["Declare"],
        }
        for player, part in enumerate(result.breakdowns)
    ]


def hidden(state: State) -> tuple[Any, ...]:
    """The face-down order, which no view may show."""
    return state.bag.order


INFO = GameInfo(
    name="fivetiers",
    display_name="Five Tiers",
    players=PLAYERS,
    game=Game,
    rules=Rules,
    bot=Bot,
    default_lexicon=default_lexicon,
    records=records,
    hidden=hidden,
    actions=(Declare, Arrange, Exchange, TimeUp, Flip, EndRound),
    values=(State, Bag, Arrangement, Declaration, Breakdown),
)
