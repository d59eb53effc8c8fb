"""The shared figure style: colour-blind-safe colours and one matplotlib style file."""

from __future__ import annotations

from importlib import resources
from typing import Any

from wordgames.kit.protocol import GAMES

#: Okabe & Ito's palette, safe for the common kinds of colour blindness.
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")


def game_name(name: str) -> str:
    """A game's name as a figure shows it (its ``GameInfo.display_name``); any other name, such
    as a tile set's, as it is.

    >>> game_name("myword"), game_name("bananagrams")
    ('MY WORD!', 'bananagrams')
    """

    return GAMES[name].display_name if name in GAMES else name


def plain_text(text: object) -> str:
    """``text`` as matplotlib shows it letter for letter: a name a person typed (a student's,
    a variant's) is not read as mathtext, where two dollar signs open a formula, and a broken
    one stops the figure from drawing.

    >>> plain_text("costs $5 or $6")
    'costs \\\\$5 or \\\\$6'
    """
    return str(text).replace("$", r"\$")


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
