"""Simulation at scale: seeded rounds of any game with bots, as tidy pandas frames.

>>> from wordgames.sim import simulate, sweep, compare, save_results, load_results
"""

from wordgames.sim.engine import (
    Lineup,
    Stopped,
    known_games,
    per_game,
    per_round,
    register_stand_in,
    simulate,
)
from wordgames.sim.experiments import Comparison, compare, sweep
from wordgames.sim.results import load_results, save_results
from wordgames.sim.stats import Estimate, mean_ci, proportion_ci

__all__ = [
    "Comparison",
    "Estimate",
    "Lineup",
    "Stopped",
    "compare",
    "known_games",
    "load_results",
    "mean_ci",
    "per_game",
    "per_round",
    "proportion_ci",
    "register_stand_in",
    "save_results",
    "simulate",
    "sweep",
]
