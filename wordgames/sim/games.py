"""The simulator's one adapter: play a seeded match of any game in ``wordgames.GAMES``.

A simulated *game* is one match of the game's own rules (:func:`wordgames.play.table.play_match`):
Word Storm rounds until a player reaches the target score (or ``rounds`` are played), MY WORD!
one round per player with the deal passing left, Five Tiers rounds until a player reaches the
target. The records of each round come from the game's own ``GameInfo.records``; this module
adds only what a match knows: the round's number, each player's running and final totals, and
whether they won the match.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from wordgames.errors import InvalidInput
from wordgames.kit.protocol import GAMES, GameInfo
from wordgames.play.table import play_match

if TYPE_CHECKING:  # the engine imports this adapter
    from wordgames.sim.engine import GameRecords, Lineup, Record


def rules_check(info: GameInfo) -> Any:
    """Check rule options against the game's ``Rules``."""

    def check(rules: Mapping[str, Any]) -> None:
        names = {f.name for f in dataclasses.fields(info.rules)}
        for name in rules:
            if name not in names:
                near = difflib.get_close_matches(str(name), sorted(names), 1, 0.6)
                raise InvalidInput(
                    f"unknown rule option {name!r} for {info.name}"
                    + (f": did you mean {near[0]!r}?" if near else "")
                    + f"; options are {', '.join(sorted(names))}"
                )
        try:
            info.rules(**rules)
        except TypeError as err:
            raise InvalidInput(f"bad rule value for {info.name}: {err}") from None

    return check


def play(setup: Lineup, seed: int) -> GameRecords:
    """Play one seeded match of ``setup.game`` with bots; one record per player per round."""
    info = GAMES[setup.game]
    game = info.game(rules=info.rules(**setup.rules))
    bots = [info.bot(skill) for skill in setup.skills]
    match = play_match(game, bots, seed)
    rows: list[Record] = []
    running = [0] * setup.players
    for result in match.rounds:
        number = result.extra["round"]
        for row in info.records(result):
            running[row["player"]] += result.scores[row["player"]]
            rows.append({**row, "round": number, "running_total": running[row["player"]]})
    for row in rows:
        row["total"] = match.totals[row["player"]]
        row["won"] = row["player"] in match.winners
    target = getattr(game.rules, "target", None)
    return rows, {
        "rounds": len(match.rounds),
        "game_seconds": sum(r.seconds for r in match.rounds),
        "winners": len(match.winners),
        "reached_target": target is not None and match.ended_by == "target",
    }
