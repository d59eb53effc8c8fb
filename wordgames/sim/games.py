"""The three games' adapters for the simulator: play one seeded game with bots, return records.

A simulated *game* follows the game's own rules: Word Storm rounds until a player reaches the
target score (or ``rounds`` are played), MY WORD! one round per player with the deal passing
left, Five Tiers rounds until a player reaches the target. Each adapter returns one record per
player per round (the round's own columns repeated on its players' rows) and one per game.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.runner import simulate_round
from wordgames.sim.engine import GameRecords, Record, Table, register_game


def _rule_checker(rules_type: type) -> Any:
    names = {f.name for f in dataclasses.fields(rules_type)}

    def check(rules: Mapping[str, Any]) -> None:
        for name in rules:
            if name not in names:
                raise InvalidInput(
                    f"unknown rule option {name!r} for {rules_type.__module__.split('.')[1]}; "
                    f"options are {', '.join(sorted(names))}"
                )
        try:
            rules_type(**rules)
        except TypeError as err:
            raise InvalidInput(f"bad rule value: {err}") from None

    return check


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
    for row in rows:
        row["total"] = tally.totals[row["player"]]
        row["won"] = row["player"] in tally.winners
    return rows, {"rounds": tally.rounds, "game_seconds": seconds,
                  "winners": len(tally.winners)}


def _wordstorm_rules() -> type:
    from wordgames.wordstorm import Rules

    return Rules


register_game("wordstorm", play_wordstorm, players=(2, 8),
              check_rules=lambda rules: _rule_checker(_wordstorm_rules())(rules))


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
    best = max(totals)
    for row in rows:
        row["total"] = totals[row["player"]]
        row["won"] = totals[row["player"]] == best
    return rows, {"rounds": table.players, "game_seconds": seconds,
                  "winners": totals.count(best)}


def _is_double(face: str) -> bool:
    return len(face) == 2 and face != "??"


def _myword_rules() -> type:
    from wordgames.myword import Rules

    return Rules


register_game("myword", play_myword, players=(2, 6),
              check_rules=lambda rules: _rule_checker(_myword_rules())(rules))
