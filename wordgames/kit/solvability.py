"""How often random racks can be completed: the result of both games' ``solvable_fraction``.

A :class:`Solvability` *is* the share of racks solved (a ``float``, so ``solvable_fraction(...)
> 0.9`` reads as it says), and it carries the three outcomes counted apart: racks **solved**,
racks **proven impossible** (no arrangement of every tile exists) and racks **undecided** (the
solver stopped at its budget with neither). A solver that is exact (Five Tiers') has no
undecided racks; a heuristic one (Word Storm's crosswords) does, and the share solved is then a
lower bound of the true share, ``1 - impossible`` an upper bound.

>>> s = Solvability(solved=90, impossible=6, undecided=4, tiles=12, bag="bananagrams")
>>> float(s), s.n, s.bounds()
(0.9, 100, (0.9, 0.94))
>>> s > 0.85
True
>>> [round(x, 3) for x in s.interval()]
[0.826, 0.945]
"""

from __future__ import annotations

import math
import statistics
from typing import Any

from wordgames.errors import InvalidInput

#: The three outcomes of one rack, in the order they are reported.
OUTCOMES = ("solved", "impossible", "undecided")


class Solvability(float):
    """The share of racks solved, with the counts of each outcome and what was drawn.

    ``tiles`` is the rack size, ``bag`` and ``lexicon`` name what they were drawn from and
    judged by, ``seconds`` is the solver's time in all.
    """

    solved: int
    impossible: int
    undecided: int
    tiles: int | None
    bag: str
    lexicon: str
    seconds: float

    def __new__(
        cls,
        solved: int,
        impossible: int,
        undecided: int = 0,
        tiles: int | None = None,
        bag: str = "",
        lexicon: str = "",
        seconds: float = 0.0,
    ) -> Solvability:
        counts = (solved, impossible, undecided)
        if any(not isinstance(c, int) or isinstance(c, bool) or c < 0 for c in counts):
            raise InvalidInput(f"outcome counts are whole numbers >= 0, not {counts}")
        n = sum(counts)
        self = float.__new__(cls, solved / n if n else math.nan)
        self.solved, self.impossible, self.undecided = counts
        self.tiles, self.bag, self.lexicon, self.seconds = tiles, bag, lexicon, seconds
        return self

    def __getnewargs__(self) -> tuple[Any, ...]:
        # Pickled (sent back from a worker process) with its counts, not only the float.
        return (self.solved, self.impossible, self.undecided, self.tiles, self.bag,
                self.lexicon, self.seconds)

    @property
    def n(self) -> int:
        """Racks drawn."""
        return self.solved + self.impossible + self.undecided

    def share(self, outcome: str = "solved") -> float:
        """The share of racks with ``outcome`` (``"solved"``, ``"impossible"``, ``"undecided"``)."""
        return self._count(outcome) / self.n if self.n else math.nan

    def bounds(self) -> tuple[float, float]:
        """What the racks say of the true share solvable: at least the share solved, at most
        the share not proven impossible."""
        return self.share("solved"), 1.0 - self.share("impossible")

    def interval(self, outcome: str = "solved", level: float = 0.95) -> tuple[float, float]:
        """The Wilson score interval of an outcome's share (the racks are independent draws):
        the same as :func:`wordgames.sim.stats.proportion_ci`, without importing the simulator.
        """
        count, n = self._count(outcome), self.n
        if n == 0:
            return math.nan, math.nan
        z = statistics.NormalDist().inv_cdf(0.5 + level / 2)
        p = count / n
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return max(0.0, centre - half), min(1.0, centre + half)

    def to_record(self) -> dict[str, Any]:
        """One flat row for a frame: counts, shares and the solved share's 95% interval."""
        low, high = self.interval()
        return {
            "bag": self.bag, "lexicon": self.lexicon, "tiles": self.tiles, "n": self.n,
            "solved": self.solved, "impossible": self.impossible, "undecided": self.undecided,
            "share_solved": self.share("solved"), "low": low, "high": high,
            "share_impossible": self.share("impossible"),
            "share_undecided": self.share("undecided"), "seconds": self.seconds,
        }

    def _count(self, outcome: str) -> int:
        if outcome not in OUTCOMES:
            raise InvalidInput(f"outcome must be one of {', '.join(OUTCOMES)}, not {outcome!r}")
        count: int = getattr(self, outcome)
        return count

    def __repr__(self) -> str:
        low, high = self.interval()
        return (f"Solvability({self.share():.3f} solved (95% CI {low:.3f} to {high:.3f}), "
                f"{self.impossible} impossible, {self.undecided} undecided, n = {self.n}"
                + (f", {self.tiles} tiles" if self.tiles is not None else "") + ")")

    __str__ = __repr__


__all__ = ["OUTCOMES", "Solvability"]
