"""A whole game of MY WORD!: as many rounds as players, the deal passing to the left.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.myword.bot import Bot
>>> from wordgames.myword.game import Game
>>> game = Game(lexicon=Lexicon.default())
>>> result = play_game(game, [Bot(seed=1), Bot(seed=2)], seed=3)
>>> [r.extra["dealer"] for r in result.rounds]
[0, 1]
>>> result.totals == tuple(map(sum, zip(*(r.scores for r in result.rounds))))
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.myword.game import Game
from wordgames.protocol import Agent, RoundResult
from wordgames.runner import simulate_round


@dataclass(frozen=True)
class GameResult:
    """The rounds of a game, each player's total, and the winners (ties share the win)."""

    rounds: tuple[RoundResult, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def to_records(self) -> list[dict[str, Any]]:
        """One flat dict per round and player, ready for ``pandas.DataFrame``."""
        records = []
        for number, result in enumerate(self.rounds):
            for record in result.to_records():
                record.update(round=number, dealer=result.extra.get("dealer"))
                records.append(record)
        return records

    def _repr_html_(self) -> str:
        from wordgames.render.common import match_html

        return match_html(self)


def play_game(
    game: Game,
    agents: Sequence[Agent],
    seed: int | random.Random | None = None,
    first_dealer: int = 0,
) -> GameResult:
    """Simulate a whole game: one round per player, dealer ``first_dealer`` first, then the
    player on the left (the next seat). The same seed gives the same game."""
    players = len(agents)
    if not 0 <= first_dealer < players:
        raise InvalidInput(f"first_dealer must be one of 0..{players - 1}, not {first_dealer}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    rounds = []
    for number in range(players):
        for agent in agents:
            reset = getattr(agent, "reset", None)
            if callable(reset):
                reset()
        state = game.new_round(players, rng, dealer=(first_dealer + number) % players)
        _, result = simulate_round(game, agents, rng, state=state)
        rounds.append(result)
    totals = tuple(sum(r.scores[p] for r in rounds) for p in range(players))
    best = max(totals)
    return GameResult(tuple(rounds), totals, tuple(p for p, t in enumerate(totals) if t == best))
