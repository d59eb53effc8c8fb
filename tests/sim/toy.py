"""A toy game for testing the simulator without the real games' cost."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.sim.engine import GameRecords, Setup, register_game

RULES = {"sides": 6}


def check_rules(rules: Mapping[str, Any]) -> None:
    for name in rules:
        if name not in RULES:
            raise InvalidInput(f"unknown rule option {name!r} for toy")


def play_toy(table: Setup, seed: int) -> GameRecords:
    """Each player rolls a die; the highest roll wins. Interrupts on seed 'crash' markers."""
    rng = random.Random(seed)
    sides = table.rules.get("sides", RULES["sides"])
    rolls = [rng.randint(1, sides) for _ in range(table.players)]
    best = max(rolls)
    players = [{"player": p, "score": r, "won": r == best} for p, r in enumerate(rolls)]
    return players, {"best": best, "seconds": float(sum(rolls))}


register_game("toy", play_toy, players=(2, 6), check_rules=check_rules)
