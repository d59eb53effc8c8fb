"""Five Tiers' facts for the match loop, the simulator, saving and the screens.

>>> INFO.players, INFO.lowest_wins, INFO.rounds_per_player
((2, 4), False, False)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from wordgames.fivetiers import search
from wordgames.fivetiers.bot import Bot
from wordgames.fivetiers.game import (
    PLAYERS,
    Breakdown,
    Declaration,
    Game,
    Rules,
    State,
    default_lexicon,
)
from wordgames.fivetiers.hints import hint
from wordgames.fivetiers.messages import action_from_message, message_of, view_json
from wordgames.fivetiers.solver import Arrangement, solve
from wordgames.kit.agents import vocabularies
from wordgames.kit.protocol import GameInfo, RoundResult
from wordgames.kit.tiles import Bag, TileSet


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


def prepare(game: Game, levels: Iterable[int]) -> None:
    """Build now what a round of ``game`` with bots of these SCOWL ``levels`` builds on first
    use: the search's words and bit sets of each bot's vocabulary and of the round's dictionary
    (the hints'): :mod:`wordgames.play.warm`."""
    # A first hand's parse reads the tile set's file, every face a hand may hold (1-3 ms).
    TileSet.load("fivetiers", include=("spanish",))
    # One solve of a sample hand after the builds, as Word Storm's warm-up does: the first
    # search's own first-time costs are paid here too.
    sample = list(game.new_round(2, random.Random(0)).racks[0])
    for vocabulary in vocabularies(game.lexicon, levels):
        search.prepare(vocabulary)
        solve(sample, vocabulary)


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
    prepare=prepare,
    values=(State, Bag, Arrangement, Declaration, Breakdown),
    view_json=view_json,
    action_from_message=action_from_message,
    message_of=message_of,
    hint=hint,
)
