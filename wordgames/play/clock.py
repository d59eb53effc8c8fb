"""The live clock: game seconds as wall seconds times a speed, held while anything holds it.

A live :class:`~wordgames.play.table.Table` keeps one: it is held at the start, while the game is
paused, while nobody sits at the table, and while the bots think about a new state (so a bot is
as quick as its time model, not as the machine), and runs when nothing holds it. The step it
times is :mod:`wordgames.play.runner`'s, the same as the simulated clock's.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from wordgames.errors import InvalidInput


class GameClock:
    """Game seconds: wall seconds times ``speed`` while running; held, it stands still.

    It is held for reasons (``"paused"``, ``"thinking"``) and runs when none is left.

    >>> wall = iter([0.0, 1.0, 3.0]).__next__
    >>> clock = GameClock(speed=2.0, wall=wall)
    >>> clock.release("start")        # wall 0: runs from game time 0
    >>> clock.now()                   # wall 1: two game seconds later
    2.0
    >>> clock.hold("paused")          # wall 3: stopped at 6
    >>> clock.now(), clock.now()
    (6.0, 6.0)
    """

    def __init__(self, speed: float = 1.0, start: float = 0.0,
                 wall: Callable[[], float] = time.monotonic) -> None:
        if not (isinstance(speed, int | float) and math.isfinite(speed) and speed > 0):
            raise InvalidInput(f"speed must be a positive number, not {speed!r}")
        self.speed = float(speed)
        self._wall = wall
        self._game = start
        self._since: float | None = None  # wall time it last started running; None: held
        self._holds: set[str] = {"start"}

    @property
    def running(self) -> bool:
        return not self._holds

    def held(self, reason: str) -> bool:
        return reason in self._holds

    def now(self) -> float:
        if self._since is None:
            return self._game
        return self._game + (self._wall() - self._since) * self.speed

    def set(self, game_time: float) -> None:
        """Show ``game_time`` from now on."""
        self._game = game_time
        if self._since is not None:
            self._since = self._wall()

    def hold(self, reason: str) -> None:
        if self.running:
            self._game = self.now()
            self._since = None
        self._holds.add(reason)

    def release(self, reason: str) -> None:
        self._holds.discard(reason)
        if self.running and self._since is None:
            self._since = self._wall()

    def wall_seconds(self, game_seconds: float) -> float:
        return game_seconds / self.speed


__all__ = ["GameClock"]
