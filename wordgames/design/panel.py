"""A small widget panel for a notebook: change some counts and values, press Evaluate.

>>> p = Panel("wordstorm", faces=["E", "Q"], n=2, players=2, metrics=["calls"], workers=1)
>>> p.counts["E"].value, p.values["Q"].value
(12, 10)
>>> p.counts["E"].value = 14
>>> frame = p.evaluate()
>>> p.variant().tileset.count("E"), list(frame["arm"])
(14, ['base', 'variant', 'difference'])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd

from wordgames.design.evaluate import evaluate, summary
from wordgames.design.variants import Variant, shipped, variant
from wordgames.errors import WordgamesError

#: The faces a panel offers by default: the commonest letter, the rare ones, the specials.
FACES = {
    "fivetiers": ("E", "S", "Q", "Z", "?", "'"),
    "myword": ("E", "S", "TH", "QU", "?", "??"),
    "wordstorm": ("E", "S", "Q", "Z", "?"),
}


class Panel:
    """Count and value boxes for some faces of ``game``'s shipped set, a name, an Evaluate
    button and the result: :func:`~wordgames.design.evaluate` on ``n`` paired games.

    The widgets are ``counts[face]``, ``values[face]`` and ``name``; :meth:`evaluate` is what
    the button runs (a notebook or a test may call it too); ``frame`` is the last result.
    """

    def __init__(self, game: str, faces: Sequence[str] | None = None, n: int = 40,
                 seed: int = 0, players: int = 4, metrics: Sequence[Any] | None = None,
                 workers: int | None = None) -> None:
        import ipywidgets as widgets

        self.game, self.n, self.seed, self.players = game, n, seed, players
        self.metrics, self.workers = metrics, workers
        base = shipped(game).tileset
        self.faces = tuple(faces or FACES[game])
        self.counts = {f: widgets.BoundedIntText(value=base.count(f), min=0, max=999,
                                                 description=f"{f} tiles",
                                                 layout=widgets.Layout(width="150px"))
                       for f in self.faces}
        self.values = {f: widgets.BoundedIntText(value=base.values.get(f, 0), min=0, max=99,
                                                 description="worth",
                                                 layout=widgets.Layout(width="130px"))
                       for f in self.faces}
        self.name = widgets.Text(value=f"{game}-mine", description="variant")
        self.button = widgets.Button(description=f"Evaluate ({n} games)",
                                     button_style="primary")
        self.output = widgets.Output()
        self.frame: pd.DataFrame | None = None
        self.button.on_click(lambda _: self._clicked())
        rows = [widgets.HBox([self.counts[f], self.values[f]]) for f in self.faces]
        self.widget = widgets.VBox([*rows, self.name, self.button, self.output])

    def variant(self) -> Variant:
        """The variant the boxes describe."""
        base = shipped(self.game).tileset
        counts = {f: box.value for f, box in self.counts.items() if box.value != base.count(f)}
        values = {f: box.value for f, box in self.values.items()
                  if box.value != base.values.get(f, 0)}
        return variant(self.game, self.name.value.strip() or "mine", counts=counts or None,
                       values=values or None)

    def evaluate(self) -> pd.DataFrame:
        """Evaluate the variant beside the shipped set (what the button does)."""
        self.frame = evaluate(self.game, self.variant(), self.metrics, n=self.n,
                              seed=self.seed, players=self.players, workers=self.workers,
                              progress=False)
        return self.frame

    def _clicked(self) -> None:
        from IPython.display import display

        self.output.clear_output()
        with self.output:
            try:
                display(summary(self.evaluate()))  # type: ignore[no-untyped-call]
            except WordgamesError as err:  # a bad variant: say why, in the panel
                print(f"Cannot evaluate: {err}")

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]


__all__ = ["FACES", "Panel"]
