"""One multi-round match for every game, read from its :class:`~wordgames.kit.protocol.GameInfo`.

Rounds are played until the game's end condition: a total reaches ``Rules.target``, the agreed
``Rules.rounds`` are played, or (MY WORD!) each player has dealt once. The deal passes to the
left each round where the game has a dealer. Totals add up each round's scores; the lowest or
the highest total wins, as the game says, and equal totals share the win. Rounds are numbered
from 1, and round ``k`` is played from its own stream of chance,
``random.Random(derive_seed(seed, "round", k))``, so the same seed gives the same match with any
clock: simulated or live. A match in progress is a :class:`wordgames.play.table.Table`
(:func:`wordgames.play.table.play_match` plays a whole one); this module holds what every table
asks: when a match is over, and who won.

>>> from wordgames import GAMES
>>> winners(GAMES["wordstorm"], (12, 3, 3))
(1, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from wordgames.kit.protocol import GAMES, GameInfo, RoundResult


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
        from wordgames.screens.common import match_html

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


__all__ = ["MatchResult", "info_of", "match_over", "winners"]
