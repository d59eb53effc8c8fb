"""The clock: runs agents against a game in simulated time, applying the earliest plan first.

After every change of state each agent is asked for its plan (what and when); the game's own
``scheduled`` event (a deal, a timer) competes with them. The earliest plan is applied; plans at
exactly the same moment are ordered by a seeded draw (the dealer "hears one first"). A plan for
the past is applied now: nobody acts before the clock.

>>> from wordgames.runner import simulate_round
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from typing import Any

from wordgames.errors import IllegalAction
from wordgames.protocol import GAME, Agent, Event, Game, Plan, RoundResult


class RoundDidNotEnd(RuntimeError):
    """The runner's safety limit: a round that neither ends nor has anything left to do."""


def simulate_round(
    game: Game[Any],
    agents: Sequence[Agent] | Mapping[int, Agent],
    rng: random.Random,
    state: Any = None,
    max_steps: int = 100_000,
) -> tuple[Any, RoundResult]:
    """Play one round to its end in simulated time; returns the final state and its result.

    ``agents[i]`` plays seat ``i``. ``rng`` deals the round (when ``state`` is None) and breaks
    ties between plans for the same moment, so the same seed gives the same round.
    """
    seats = dict(enumerate(agents)) if isinstance(agents, Sequence) else dict(agents)
    if state is None:
        state = game.new_round(players=len(seats), rng=rng)
    now = 0.0
    for _ in range(max_steps):
        result = game.result(state)
        if result is not None:
            return state, result
        plans: list[tuple[float, float, int, Plan]] = []
        own = game.scheduled(state)
        if own is not None:
            plans.append((own.at, rng.random(), GAME, own))
        for seat, agent in seats.items():
            plan = agent.plan(game.view(state, seat), now)
            if plan is not None:
                plans.append((plan.at, rng.random(), seat, plan))
        if not plans:
            raise RoundDidNotEnd("no agent and no game event has anything left to do")
        at, _, seat, plan = min(plans, key=lambda p: (p[0], p[1]))
        now = max(now, at)
        try:
            state = game.apply(state, _at(plan.action, now))
        except IllegalAction as err:
            raise IllegalAction(f"seat {seat} planned an illegal action at {now:.2f}s: {err}") \
                from err
    raise RoundDidNotEnd(f"round still running after {max_steps} steps")


def _at(action: Any, now: float) -> Any:
    """The action stamped with the moment it is applied (plans for the past happen now)."""
    if getattr(action, "at", now) < now:
        return dataclasses.replace(action, at=now)
    return action


__all__ = ["Event", "RoundDidNotEnd", "simulate_round"]
