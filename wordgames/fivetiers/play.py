"""A whole game of Five Tiers: rounds until someone reaches the target (500 points).

>>> from wordgames.agents import Skill
>>> from wordgames.fivetiers.bot import Bot
>>> from wordgames.fivetiers.game import Game, Rules
>>> game = Game(Rules(target=60))
>>> match = play_game(game, [Bot(Skill.named("expert"), seed=s) for s in range(2)], seed=3)
>>> max(match.totals) >= 60, len(match.rounds) >= 1, match.winners[0] in (0, 1)
(True, True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.fivetiers.game import Game
from wordgames.protocol import Agent, RoundResult
from wordgames.runner import simulate_round


@dataclass(frozen=True)
class GameResult:
    """The rounds of a game, the running totals at its end, and who won."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: tuple[RoundResult, ...]

    def to_records(self) -> list[dict[str, Any]]:
        """One flat dict per player and round (with the round number), for ``pandas``."""
        records = []
        for number, result in enumerate(self.rounds, start=1):
            for record in result.to_records():
                records.append({"round": number, **record})
        return records

    def _repr_html_(self) -> str:
        from wordgames.render.common import match_html

        return match_html(self)


def play_game(
    game: Game, agents: Sequence[Agent], seed: int, max_rounds: int = 1000
) -> GameResult:
    """Play rounds through ``simulate_round`` until a total reaches ``game.rules.target``.

    After each round all tiles go back to the bag and everyone draws 20 again (each round deals
    from a full bag). When several players pass the target in the same round, the highest total
    wins; equal highest totals share the win. ``seed`` seeds the whole game (bots have their
    own seeds). Raises ``RuntimeError`` if nobody reaches the target in ``max_rounds`` rounds.
    """
    if not 2 <= len(agents) <= 4:
        raise InvalidInput(f"Five Tiers is for 2 to 4 players or teams, not {len(agents)}")
    rng = random.Random(seed)
    totals = [0] * len(agents)
    rounds = []
    for _ in range(max_rounds):
        _, result = simulate_round(game, agents, rng)
        rounds.append(result)
        totals = [t + s for t, s in zip(totals, result.scores, strict=True)]
        if max(totals) >= game.rules.target:
            best = max(totals)
            winners = tuple(p for p, t in enumerate(totals) if t == best)
            return GameResult(tuple(totals), winners, tuple(rounds))
    raise RuntimeError(f"nobody reached {game.rules.target} points in {max_rounds} rounds")


__all__ = ["GameResult", "play_game"]
