"""A toy game for testing the simulator without the real games' cost."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.sim.engine import GameRecords, Lineup, register_stand_in

RULES = {"sides": 6}


def check_rules(rules: Mapping[str, Any]) -> None:
    for name in rules:
        if name not in RULES:
            raise InvalidInput(f"unknown rule option {name!r} for toy")


def play_toy(lineup: Lineup, seed: int) -> GameRecords:
    """Each player rolls a die; the highest roll wins. Interrupts on seed 'crash' markers."""
    rng = random.Random(seed)
    sides = lineup.rules.get("sides", RULES["sides"])
    rolls = [rng.randint(1, sides) for _ in range(lineup.players)]
    best = max(rolls)
    players = [{"player": p, "score": r, "won": r == best} for p, r in enumerate(rolls)]
    return players, {"best": best, "seconds": float(sum(rolls))}


register_stand_in("toy", play_toy, players=(2, 6), check_rules=check_rules)
