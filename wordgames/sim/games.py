"""The three games' adapters for the simulator: play one seeded game with bots, return records.

A simulated *game* follows the game's own rules: Word Storm rounds until a player reaches the
target score (or ``rounds`` are played), MY WORD! one round per player with the deal passing
left, Five Tiers rounds until a player reaches the target. Each adapter returns one record per
player per round (the round's own columns repeated on its players' rows) and one per game.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.runner import simulate_round
from wordgames.sim.engine import GameRecords, Record, Table, register_game


def _rules_of(game: str) -> Any:
    """Check rule options against the game's ``Rules`` (imported when first needed)."""

    def check(rules: Mapping[str, Any]) -> None:
        rules_type = importlib.import_module(f"wordgames.{game}").Rules
        names = {f.name for f in dataclasses.fields(rules_type)}
        for name in rules:
            if name not in names:
                raise InvalidInput(
                    f"unknown rule option {name!r} for {game}; "
                    f"options are {', '.join(sorted(names))}"
                )
        try:
            rules_type(**rules)
        except TypeError as err:
            raise InvalidInput(f"bad rule value for {game}: {err}") from None

    return check


def _with_totals(rows: list[Record], totals: Sequence[int], winners: Sequence[int]) -> None:
    """Add each player's game total and whether they won the game to their round rows."""
    for row in rows:
        row["total"] = totals[row["player"]]
        row["won"] = row["player"] in winners


def _leaders(totals: Sequence[int]) -> list[int]:
    """The players with the highest game total: the winners where no target decides."""
    best = max(totals)
    return [player for player, total in enumerate(totals) if total == best]


def _seed(game_seed: int, *parts: object) -> int:
    return random.Random(":".join(map(str, (game_seed, *parts)))).getrandbits(63)


def _actions(events: Any) -> Counter[str]:
    return Counter(type(event.action).__name__ for event in events)


# -- Word Storm ---------------------------------------------------------------------------------


def play_wordstorm(table: Table, seed: int) -> GameRecords:
    from wordgames.wordstorm import Bot, Game, Rules, Tally

    rules = Rules(**table.rules)
    game = Game(rules)
    tally = Tally.start(table.players)
    rows: list[Record] = []
    seconds = 0.0
    while not tally.over(rules) and tally.rounds < 50:
        number = tally.rounds + 1
        bots = [Bot(skill, seed=_seed(seed, number, seat)) for seat, skill in
                enumerate(table.skills)]
        final, result = simulate_round(game, bots, random.Random(_seed(seed, number)))
        tally = tally.add(result)
        counts = _actions(result.events)
        seconds += result.seconds
        for player, breakdown in enumerate(result.breakdowns):
            team = final.team_of(player)
            grid, hand = final.grids[team], final.hands[team]
            rows.append({
                "player": player,
                "round": number,
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
    _with_totals(rows, tally.totals, tally.winners)
    return rows, {"rounds": tally.rounds, "game_seconds": seconds,
                  "winners": len(tally.winners)}


register_game("wordstorm", play_wordstorm, players=(2, 8),
              check_rules=_rules_of("wordstorm"))


# -- MY WORD! -----------------------------------------------------------------------------------


def play_myword(table: Table, seed: int) -> GameRecords:
    from wordgames.myword import Bot, Claim, Deal, Game, Rules, find_claims

    rules = Rules(**table.rules)
    game = Game(rules)
    bots = [Bot(skill, seed=_seed(seed, seat)) for seat, skill in enumerate(table.skills)]
    rng = random.Random(seed)
    rows: list[Record] = []
    totals = [0] * table.players
    seconds = 0.0
    for number in range(table.players):
        for bot in bots:
            bot.reset()
        dealer = number % table.players
        start = game.new_round(table.players, rng, dealer=dealer)
        final, result = simulate_round(game, bots, rng, state=start)
        kinds = [type(e.action) for e in result.events]
        first_claim = next((i for i, k in enumerate(kinds) if k is Claim), None)
        dealt_before = kinds[:first_claim].count(Deal) if first_claim is not None else None
        on_table = (len(find_claims(start.deck[:dealt_before], game.lexicon, rules.min_cards))
                    if dealt_before is not None else None)
        seconds += result.seconds
        face_of = {card.id: card.face for card in start.deck}
        kept = [{card.id for card in tally.cards} for tally in final.tallies]
        # A claim's cards end in the claimer's pile only when the word was allowed.
        by_player = [
            [[face_of[i] for i in e.action.cards] for e in result.events
             if isinstance(e.action, Claim) and e.action.player == p
             and set(e.action.cards) <= kept[p]]
            for p in range(table.players)
        ]
        for player, (points, tally) in enumerate(zip(result.breakdowns, final.tallies,
                                                     strict=True)):
            faces = [card.face for card in tally.cards]
            claims = by_player[player]
            with_double = [c for c in claims if any(_is_double(f) for f in c)]
            with_wild = [c for c in claims if any(f in ("?", "??") for f in c)]
            totals[player] += result.scores[player]
            rows.append({
                "player": player,
                "round": number + 1,
                "dealer": dealer,
                "is_dealer": player == dealer,
                "seat_after_dealer": (player - dealer) % table.players,
                "score": result.scores[player],
                "round_won": player in result.winners,
                "cards": points.cards,
                "bonus": points.bonus,
                "claims": points.claims,
                "invalid_claims": points.invalid_claims,
                "free_cards": points.free_cards,
                "double_cards_won": sum(1 for f in faces if _is_double(f)),
                "valid_claims": len(claims),
                "claim_cards": sum(map(len, claims)),
                "claims_with_double": len(with_double),
                "claim_cards_with_double": sum(map(len, with_double)),
                "claims_with_wild": len(with_wild),
                "claim_cards_with_wild": sum(map(len, with_wild)),
                "wilds_won": sum(1 for f in faces if f in ("?", "??")),
                "round_seconds": result.seconds,
                "deals": kinds.count(Deal),
                "calls": kinds.count(Claim),
                "cards_before_first_claim": dealt_before,
                "words_at_first_claim": on_table,
                "left_on_table": result.extra["left_on_table"],
            })
    leaders = _leaders(totals)
    _with_totals(rows, totals, leaders)
    return rows, {"rounds": table.players, "game_seconds": seconds, "winners": len(leaders)}


def _is_double(face: str) -> bool:
    return len(face) == 2 and face != "??"


register_game("myword", play_myword, players=(2, 6),
              check_rules=_rules_of("myword"))


# -- Five Tiers ---------------------------------------------------------------------------------


def play_fivetiers(table: Table, seed: int) -> GameRecords:
    from wordgames.fivetiers import Bot, Game, Rules

    rules = Rules(**table.rules)
    game = Game(rules)
    bots = [Bot(skill, seed=_seed(seed, seat)) for seat, skill in enumerate(table.skills)]
    rng = random.Random(seed)
    rows: list[Record] = []
    totals = [0] * table.players
    seconds = 0.0
    number = 0
    while max(totals) < rules.target and number < 200:
        number += 1
        _, result = simulate_round(game, bots, rng)
        counts = _actions(result.events)
        seconds += result.seconds
        for player, part in enumerate(result.breakdowns):
            totals[player] += part.score
            rows.append({
                "player": player,
                "round": number,
                "score": part.score,
                "round_won": part.won,
                "declared": part.declared,
                "challenged": part.challenged,
                "valid_words": len(part.words),
                "unused_value": part.unused_value,
                "unused_apostrophes": part.unused_apostrophes,
                "base": part.base,
                "doubled": part.doubled,
                "subject_bonus": part.bonus,
                "running_total": totals[player],
                "round_seconds": result.seconds,
                "timer_periods": counts["TimeUp"] + 1,
                "exchanges": counts["Exchange"],
                "declarations": counts["Declare"],
            })
    leaders = _leaders(totals)
    _with_totals(rows, totals, leaders)
    return rows, {"rounds": number, "game_seconds": seconds, "winners": len(leaders),
                  "reached_target": max(totals) >= rules.target}


register_game("fivetiers", play_fivetiers, players=(2, 4),
              check_rules=_rules_of("fivetiers"))
