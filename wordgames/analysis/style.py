"""The shared figure style: colour-blind-safe colours and one matplotlib style file."""

from __future__ import annotations

from importlib import resources
from typing import Any

#: Okabe & Ito's palette, safe for the common kinds of colour blindness.
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")
GAME_COLOURS = {"wordstorm": COLOURS[0], "myword": COLOURS[1], "fivetiers": COLOURS[2]}
GAME_NAMES = {"wordstorm": "Word Storm", "myword": "MY WORD!", "fivetiers": "Five Tiers"}


def use_style() -> None:
    """Apply the wordgames style to every figure that follows."""
    import matplotlib.pyplot as plt

    plt.style.use(str(resources.files("wordgames.analysis") / "wordgames.mplstyle"))


def axes(ax: Any = None, **figure: Any) -> Any:
    """The given axes, or new ones in the wordgames style."""
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    use_style()
    return plt.subplots(**figure)[1]
