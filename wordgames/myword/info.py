"""MY WORD!'s facts for the match loop, the simulator, saving and the screens.

>>> INFO.players, INFO.lowest_wins, INFO.has_dealer, INFO.rounds_per_player
((2, 6), False, True, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from wordgames.kit.agents import Skill
from wordgames.kit.protocol import GameInfo, LevelsOfPlay, Option, RoundResult, lazy
from wordgames.myword import spotter
from wordgames.myword.cards import Card
from wordgames.myword.game import (
    PLAYERS,
    Claim,
    Deal,
    Game,
    Pile,
    Points,
    Rules,
    State,
    default_lexicon,
)


def _is_double(face: str) -> bool:
    return len(face) == 2 and face != "??"


def _is_wild(face: str) -> bool:
    return face in ("?", "??")


def records(result: RoundResult) -> list[dict[str, Any]]:
    """One record per player of a round: cards won and how, claims with doubles and wilds."""
    kinds = [type(event.action) for event in result.events]
    first_claim = next((i for i, kind in enumerate(kinds) if kind is Claim), None)
    dealt_before = kinds[:first_claim].count(Deal) if first_claim is not None else None
    dealer = result.extra["dealer"]
    players = len(result.scores)
    rows = []
    for player, (points, claims) in enumerate(zip(result.breakdowns, result.extra["claimed"],
                                                  strict=True)):
        faces = result.extra["won"][player]
        with_double = [c for c in claims if any(map(_is_double, c))]
        with_wild = [c for c in claims if any(map(_is_wild, c))]
        rows.append({
            "player": player,
            "dealer": dealer,
            "is_dealer": player == dealer,
            "seat_after_dealer": (player - dealer) % players,
            "score": result.scores[player],
            "round_won": player in result.winners,
            "cards": points.cards,
            "bonus": points.bonus,
            "claims": points.claims,
            "invalid_claims": points.invalid_claims,
            "free_cards": points.free_cards,
            "double_cards_won": sum(map(_is_double, faces)),
            "valid_claims": len(claims),
            "claim_cards": sum(map(len, claims)),
            "claims_with_double": len(with_double),
            "claim_cards_with_double": sum(map(len, with_double)),
            "claims_with_wild": len(with_wild),
            "claim_cards_with_wild": sum(map(len, with_wild)),
            "wilds_won": sum(map(_is_wild, faces)),
            "round_seconds": result.seconds,
            "deals": kinds.count(Deal),
            "calls": kinds.count(Claim),
            "cards_before_first_claim": dealt_before,
            "words_at_first_claim": result.extra["words_at_first_claim"],
            "left_on_table": result.extra["left_on_table"],
        })
    return rows


def hidden(state: State) -> tuple[Any, ...]:
    """The face-down order, which no view may show."""
    return tuple(state.deck)


def prepare(game: Game, levels: Iterable[int]) -> None:
    """Build now what a round of ``game`` builds on first use: the spotter's indexes of the
    dealer's dictionary, for tables of every size (the bots spot with it too, whatever their
    ``levels``; the round's end counts the words of a table on the event loop):
    :mod:`wordgames.play.warm`."""
    spotter.prepare(game.lexicon)


def _calls(game: Game, events: Iterable[Any], player: int) -> tuple[list[str], list[str]]:
    """The words ``player`` called, (allowed, refused), in order: a call is allowed when the
    dictionary has the word and it takes at least the rules' fewest cards."""
    accepted: list[str] = []
    refused: list[str] = []
    for event in events:
        action = event.action
        if event.player != player or not isinstance(action, Claim):
            continue
        word = str(action.word).strip().lower()
        ok = (word.isalpha() and word in game.lexicon
              and len(action.cards) >= game.rules.min_cards)
        (accepted if ok else refused).append(word)
    return accepted, refused


def round_words(game: Game, result: RoundResult, player: int) -> tuple[list[str], list[str]]:
    """The calls ``player`` made in a finished round, (allowed, refused)."""
    return _calls(game, result.events, player)


def words_made(game: Game, state: State, player: int) -> list[str]:
    """The calls ``player`` made so far that the rules allow."""
    return _calls(game, state.events, player)[0]


def words_not_counted(game: Game, state: State, player: int) -> list[str]:
    """The calls ``player`` made so far that the rules refused."""
    return _calls(game, state.events, player)[1]


#: Easy and Normal deal slower than the rulebook (bench_presets.py tuned the bots' speeds so
#: that against Easy's bots a child wins about its fair share); a hint costs one card.
LEVELS_OF_PLAY = LevelsOfPlay(
    skills=(Skill(20, 0.6, 0.08), Skill(35, 0.8, 0.05), Skill(50, 1.0, 0.02),
            Skill(80, 1.6, 0.01)),
    clocks=({"seconds_per_card": 3.0, "grace_seconds": 15.0},
            {"seconds_per_card": 2.5, "grace_seconds": 12.0}, {}, {}),
    hint_cost=1,
    child=Skill(level=35, speed=0.7, error_rate=0.05),
)

OPTIONS = (
    Option("min_cards", "Shortest word, in cards", "A word must use at least this many cards."),
    Option("seconds_per_card", "Seconds between cards",
           "How long to wait before the next card is turned over."),
    Option("rounds", "Rounds to play", "Leave it empty to play until someone reaches the target."),
)

INFO = GameInfo(
    name="myword",
    display_name="MY WORD!",
    about="Cards turn up one by one: be first to call a word they spell.",
    players=PLAYERS,
    game=Game,
    rules=Rules,
    bot=lazy("wordgames.myword.bot:Bot"),
    default_lexicon=default_lexicon,
    records=records,
    hidden=hidden,
    prepare=prepare,
    has_dealer=True,
    rounds_per_player=True,
    values=(State, Pile, Points, Card),
    view_json=lazy("wordgames.myword.messages:view_json"),
    action_from_message=lazy("wordgames.myword.messages:action_from_message"),
    message_of=lazy("wordgames.myword.messages:message_of"),
    hint=lazy("wordgames.myword.hints:hint"),
    hand_dealt=lazy("wordgames.myword.dealing:HandDealing"),
    round_words=round_words,
    words_made=words_made,
    words_not_counted=words_not_counted,
    levels=LEVELS_OF_PLAY,
    pieces="cards",
    word_lengths=(3, None),
    options=OPTIONS,
    faces=("E", "S", "TH", "QU", "?", "??"),
    metrics=("round_minutes", "game_minutes", "seat_edge", "unclaimed"),
    measures=(("unclaimed", "cards left unclaimed per round", "left_on_table"),),
    check_state=lazy("wordgames.myword.saved:check_state"),
    exercise=lazy("wordgames.myword.exercise:MAKER"),
)
