"""Word Storm's facts for the match loop, the simulator, saving and the screens.

>>> INFO.players, INFO.lowest_wins, INFO.has_dealer
((2, 8), True, False)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from wordgames.kit.agents import vocabularies
from wordgames.kit.protocol import GameInfo, RoundResult
from wordgames.wordstorm.board import Board, Side
from wordgames.wordstorm.bot import Bot
from wordgames.wordstorm.check import prepare as check_prepare
from wordgames.wordstorm.game import (
    PLAYERS,
    Game,
    Rules,
    State,
    default_lexicon,
)
from wordgames.wordstorm.grid import Grid
from wordgames.wordstorm.hints import hint
from wordgames.wordstorm.messages import action_from_message, message_of, told, view_json
from wordgames.wordstorm.scoring import ScoreBreakdown
from wordgames.wordstorm.solver import prepare as solver_prepare
from wordgames.wordstorm.solver import solve


def records(result: RoundResult) -> list[dict[str, Any]]:
    """One record per player of a round: the score's parts, the calls, the tiles held."""
    counts = Counter(type(event.action).__name__ for event in result.events)
    teams, hands, grids = result.extra["teams"], result.extra["hands"], result.extra["grids"]
    rows = []
    for player, breakdown in enumerate(result.breakdowns):
        team = next(t for t, seats in enumerate(teams) if player in seats)
        grid, hand = grids[team], hands[team]
        rows.append({
            "player": player,
            "score": breakdown.total,
            "round_won": player in result.winners,
            "unused": breakdown.unused,
            "misplaced": breakdown.misplaced,
            "misplaced_points": breakdown.misplaced * breakdown.multiplier,
            "big_words": breakdown.big_words,
            "special_squares": breakdown.special_squares,
            "covered": breakdown.covered,
            "correct": breakdown.correct,
            "words": len(breakdown.words),
            "round_seconds": result.seconds,
            "storm_calls": counts["CallStorm"],
            "stall_deals": counts["Deal"],
            "deals": result.extra["deals"],
            "finished": result.extra["finished_by"] is not None,
            "left_in_centre": result.extra["left_in_centre"],
            # Tiles as text, for letter statistics: all held, and those that cost points.
            "held": "".join(sorted(hand + tuple(grid.tiles()))),
            "stuck": "".join(sorted(hand + tuple(grid[p] for p in breakdown.removed))),
        })
    return rows


def hidden(state: State) -> tuple[Any, ...]:
    """The face-down order, which no view may show."""
    return tuple(state.centre)


def prepare(game: Game, levels: Iterable[int]) -> None:
    """Build now what a round of ``game`` with bots of these SCOWL ``levels`` builds on first
    use: the solver's indexes of each bot's vocabulary and of the round's dictionary (the
    hints'), and the texts the judge's check of many wilds reads (:mod:`wordgames.play.warm`)."""
    check_prepare(game.lexicon)
    # One search of a sample deal after the builds: the first search's own first-time costs
    # (the interpreter's warm-up of its code, its first allocations) are paid here too.
    sample = list(game.new_round(2, random.Random(0)).hands[0])
    for vocabulary in vocabularies(game.lexicon, levels):
        solver_prepare(vocabulary)
        solve(sample, vocabulary, max_steps=300, seed=0)


INFO = GameInfo(
    name="wordstorm",
    display_name="Word Storm",
    players=PLAYERS,
    game=Game,
    rules=Rules,
    bot=Bot,
    default_lexicon=default_lexicon,
    records=records,
    hidden=hidden,
    prepare=prepare,
    lowest_wins=True,
    values=(State, Grid, Board, Side, ScoreBreakdown),
    view_json=view_json,
    action_from_message=action_from_message,
    message_of=message_of,
    hint=hint,
    told=told,
)
