"""Five Tiers: make five words of 2, 3, 4, 5 and 6 tiles from 20 before the timer runs out."""

from wordgames.fivetiers.solver import (
    HAND_SIZE,
    TIERS,
    Arrangement,
    best_partial,
    solvable_fraction,
    solve,
)

__all__ = ["HAND_SIZE", "TIERS", "Arrangement", "best_partial", "solvable_fraction", "solve"]
