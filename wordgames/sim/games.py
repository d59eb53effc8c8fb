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
        _, result = simulate_round(game, bots, random.Random(_seed(seed, number)))
        tally = tally.add(result)
        counts = _actions(result.events)
        seconds += result.seconds
        for player, breakdown in enumerate(result.breakdowns):
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
