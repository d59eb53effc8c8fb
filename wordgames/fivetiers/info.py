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
from wordgames.fivetiers.game import (
    PLAYERS,
    Breakdown,
    Declaration,
    Game,
    Rules,
    State,
    default_lexicon,
)
from wordgames.fivetiers.solver import Arrangement, solve
from wordgames.kit.agents import Skill, vocabularies
from wordgames.kit.protocol import GameInfo, LevelsOfPlay, Option, RoundResult, lazy
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


def round_words(game: Game, result: RoundResult, player: int) -> tuple[list[str], list[str]]:
    """The words of ``player``'s rows at a round's end, (valid, invalid)."""
    breakdown = result.breakdowns[player]
    return [w.lower() for w in breakdown.words], [w.lower() for w in breakdown.invalid_words]


def _placed(game: Game, state: State, player: int, valid: bool) -> list[str]:
    placed = state.arrangements[player] if state.arrangements else None
    if placed is None:
        return []
    return [w.lower() for w in placed.words if w and game.valid(w) == valid]


def words_made(game: Game, state: State, player: int) -> list[str]:
    """The words in ``player``'s rows so far that the dictionary has."""
    return _placed(game, state, player, True)


def words_not_counted(game: Game, state: State, player: int) -> list[str]:
    """The words in ``player``'s rows so far that the dictionary lacks."""
    return _placed(game, state, player, False)


#: Easy and Normal run the timer longer than the rulebook; a hint costs 10 points (a round's
#: words make 60 to 120).
LEVELS_OF_PLAY = LevelsOfPlay(
    skills=(Skill(20, 0.5, 0.08), Skill(35, 0.6, 0.05), Skill(50, 1.0, 0.02),
            Skill(80, 1.6, 0.01)),
    clocks=({"timer": 480.0}, {"timer": 360.0}, {}, {}),
    hint_cost=10,
    child=Skill(level=35, speed=0.6, error_rate=0.05),
)

OPTIONS = (
    Option("spanish", "Play in Spanish", "Spanish words, and the Spanish tiles RR, LL and Ñ."),
    Option("timer", "Seconds per round", "How long the sand timer runs."),
    Option("target", "Points to win", "The first to this many points wins."),
    Option("rounds", "Rounds to play", "Leave it empty to play until the points to win."),
)

INFO = GameInfo(
    name="fivetiers",
    display_name="Five Tiers",
    about="Make five words from your tiles, from 2 to 6 tiles long, before the others.",
    players=PLAYERS,
    game=Game,
    rules=Rules,
    bot=lazy("wordgames.fivetiers.bot:Bot"),
    default_lexicon=default_lexicon,
    records=records,
    hidden=hidden,
    prepare=prepare,
    values=(State, Bag, Arrangement, Declaration, Breakdown),
    view_json=lazy("wordgames.fivetiers.messages:view_json"),
    action_from_message=lazy("wordgames.fivetiers.messages:action_from_message"),
    message_of=lazy("wordgames.fivetiers.messages:message_of"),
    hint=lazy("wordgames.fivetiers.hints:hint"),
    round_words=round_words,
    words_made=words_made,
    words_not_counted=words_not_counted,
    levels=LEVELS_OF_PLAY,
    pieces="tiles",
    wild_name="blank",
    word_lengths=(2, 6),
    options=OPTIONS,
    faces=("E", "S", "Q", "Z", "?", "'"),
    metrics=("round_minutes", "game_minutes", "rounds", "seat_edge", "completable"),
    check_state=lazy("wordgames.fivetiers.saved:check_state"),
    exercise=lazy("wordgames.fivetiers.exercise:MAKER"),
)
