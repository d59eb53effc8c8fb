"""One multi-round match for every game, read from its :class:`~wordgames.protocol.GameInfo`.

Rounds are played until the game's end condition: a total reaches ``Rules.target``, the agreed
``Rules.rounds`` are played, or (MY WORD!) each player has dealt once. The deal passes to the
left each round where the game has a dealer. Totals add up each round's scores; the lowest or
the highest total wins, as the game says, and equal totals share the win. Rounds are numbered
from 1, and round ``k`` is played from its own stream of chance,
``random.Random(derive_seed(seed, "round", k))``, so the same seed gives the same match with any
clock: simulated (:func:`~wordgames.runner.simulate_round`) or live.

>>> from wordgames import GAMES
>>> info = GAMES["myword"]
>>> game = info.game()
>>> match = play_match(game, [info.bot("adult"), info.bot("expert")], seed=3)
>>> [r.extra["round"] for r in match.rounds], [r.extra["dealer"] for r in match.rounds]
([1, 2], [0, 1])
>>> match.totals == tuple(map(sum, zip(*(r.scores for r in match.rounds))))
True
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.protocol import GAMES, Agent, GameInfo, RoundResult
from wordgames.runner import simulate_round
from wordgames.seeding import derive_seed

#: A clock plays one round: ``clock(game, agents, rng, state=...) -> (final state, result)``.
Clock = Callable[..., tuple[Any, RoundResult]]


@dataclass(frozen=True)
class MatchResult:
    """The rounds of a match (numbered from 1 in ``extra["round"]``), each player's total, the
    winners (ties share the win), and why it ended: ``"target"``, ``"rounds"`` or ``"limit"``
    (the safety limit of rounds was reached first)."""

    game: str
    rounds: tuple[RoundResult, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    ended_by: str = "rounds"

    def to_records(self) -> list[dict[str, Any]]:
        """One flat dict per round and player (with ``round``), ready for ``pandas.DataFrame``."""
        return [
            {"round": result.extra["round"], **record}
            for result in self.rounds
            for record in result.to_records()
        ]

    def _repr_html_(self) -> str:
        from wordgames.render.common import match_html

        return match_html(self)


def info_of(game: Any) -> GameInfo:
    """The :class:`GameInfo` of a game object (by its ``name``)."""
    return GAMES.get_info(getattr(game, "name", None))


def match_over(info: GameInfo, rules: Any, totals: Sequence[int], rounds: int) -> str | None:
    """Why the match ends after ``rounds`` rounds with these totals, or None if it goes on.

    >>> from wordgames import GAMES
    >>> ws = GAMES["wordstorm"]
    >>> match_over(ws, ws.rules(), (12, 50), 2), match_over(ws, ws.rules(rounds=3), (1, 2), 3)
    ('target', 'rounds')
    >>> match_over(GAMES["myword"], GAMES["myword"].rules(), (9, 7, 3), 2) is None
    True
    """
    target = getattr(rules, "target", None)
    if target is not None and max(totals) >= target:
        return "target"
    agreed = getattr(rules, "rounds", None)
    if agreed is None and info.rounds_per_player:
        agreed = len(totals)
    if agreed is not None and rounds >= agreed:
        return "rounds"
    return None


def winners(info: GameInfo, totals: Sequence[int]) -> tuple[int, ...]:
    """The seats with the best total (lowest or highest, as the game says); ties share."""
    best = min(totals) if info.lowest_wins else max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


def play_match(
    game: Any,
    agents: Sequence[Agent],
    seed: int,
    *,
    clock: Clock = simulate_round,
    first_dealer: int = 0,
    max_rounds: int = 200,
) -> MatchResult:
    """Play a whole match of ``game`` with ``agents[i]`` in seat ``i``; see the module docstring.

    ``max_rounds`` is a safety limit for matches that might never end (a Word Storm match to a
    target where every crossword scores 0): the match then ends with ``ended_by="limit"``.
    """
    info = info_of(game)
    players = info.check_players(len(agents))
    if not isinstance(first_dealer, int) or not 0 <= first_dealer < players:
        raise InvalidInput(f"first_dealer must be one of 0..{players - 1}, not {first_dealer!r}")
    derive_seed(seed)  # a bad seed is refused before anything is played
    totals = [0] * players
    rounds: list[RoundResult] = []
    ended_by = "limit"
    for number in range(1, max_rounds + 1):
        rng = random.Random(derive_seed(seed, "round", number))
        dealer = (first_dealer + number - 1) % players if info.has_dealer else 0
        state = game.new_round(players, rng, dealer=dealer)
        _, result = clock(game, agents, rng, state=state)
        result = dataclasses.replace(result, extra={**result.extra, "round": number})
        rounds.append(result)
        totals = [t + s for t, s in zip(totals, result.scores, strict=True)]
        why = match_over(info, game.rules, totals, number)
        if why is not None:
            ended_by = why
            break
    return MatchResult(info.name, tuple(rounds), tuple(totals), winners(info, totals), ended_by)


__all__ = ["Clock", "MatchResult", "info_of", "match_over", "play_match", "winners"]
