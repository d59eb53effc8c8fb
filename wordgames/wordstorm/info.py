"""Word Storm's facts for the match loop, the simulator, saving and the screens.

>>> INFO.players, INFO.lowest_wins, INFO.has_dealer
((2, 8), True, False)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

from wordgames.kit.agents import Skill, vocabularies
from wordgames.kit.protocol import GameInfo, LevelsOfPlay, Option, RoundResult, lazy
from wordgames.wordstorm.board import Board, Side
from wordgames.wordstorm.check import check
from wordgames.wordstorm.check import prepare as check_prepare
from wordgames.wordstorm.game import (
    PLAYERS,
    Game,
    Rules,
    State,
    default_lexicon,
)
from wordgames.wordstorm.grid import Grid
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


def round_words(game: Game, result: RoundResult, player: int) -> tuple[list[str], list[str]]:
    """The words of ``player``'s team's crossword at a round's end (none refused: a
    crossword's words are checked as a whole)."""
    return [w.lower() for w in result.breakdowns[player].words], []


def words_made(game: Game, state: State, player: int) -> list[str]:
    """The words of ``player``'s team's crossword so far."""
    grid = state.grids[state.team_of(player)]
    return [placed.text.lower() for placed in check(grid, game.lexicon).words]


#: Easy and Normal wait longer than the rulebook; a hint adds 5 points (the lowest wins).
LEVELS_OF_PLAY = LevelsOfPlay(
    skills=(Skill(20, 0.45, 0.08), Skill(35, 0.6, 0.05), Skill(50, 1.0, 0.02),
            Skill(80, 1.6, 0.01)),
    clocks=({"stall_limit": 90.0, "finish_limit": 180.0},
            {"stall_limit": 75.0, "finish_limit": 150.0}, {}, {}),
    hint_cost=5,
    child=Skill(level=35, speed=0.6, error_rate=0.05),
)

OPTIONS = (
    Option("deal_size", "Letters each time",
           "How many letters everyone takes at the start and at each Word Storm!"),
    Option("trade_offs", "Trade letters", "Players may swap letters with each other."),
    Option("target", "Points to finish", "The game ends when someone has this many points."),
    Option("rounds", "Rounds to play", "Leave it empty to play until the points to finish."),
)

INFO = GameInfo(
    name="wordstorm",
    display_name="Word Storm",
    about="Build your own crossword with your letters, faster than the others.",
    players=PLAYERS,
    game=Game,
    rules=Rules,
    bot=lazy("wordgames.wordstorm.bot:Bot"),
    default_lexicon=default_lexicon,
    records=records,
    hidden=hidden,
    prepare=prepare,
    lowest_wins=True,
    values=(State, Grid, Board, Side, ScoreBreakdown),
    view_json=lazy("wordgames.wordstorm.messages:view_json"),
    action_from_message=lazy("wordgames.wordstorm.messages:action_from_message"),
    message_of=lazy("wordgames.wordstorm.messages:message_of"),
    hint=lazy("wordgames.wordstorm.hints:hint"),
    told=lazy("wordgames.wordstorm.messages:told"),
    round_words=round_words,
    words_made=words_made,
    levels=LEVELS_OF_PLAY,
    pieces="letters",
    word_lengths=(2, None),
    options=OPTIONS,
    faces=("E", "S", "Q", "Z", "?"),
    metrics=("round_minutes", "game_minutes", "rounds", "seat_edge", "calls", "stalls"),
    measures=(("calls", "Word Storm calls per round", "storm_calls"),
              ("stalls", "stall deals per round", "stall_deals")),
    check_state=lazy("wordgames.wordstorm.saved:check_state"),
    exercise=lazy("wordgames.wordstorm.exercise:MAKER"),
)
