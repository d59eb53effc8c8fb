"""The designer's workbench: change a component, measure what it does, search for a target.

- :mod:`~wordgames.design.variants`: a tile set, deck or board variant as data
  (:func:`variant`, :func:`check`, :meth:`Variant.save`);
- :func:`evaluate`: the variant beside the shipped components on the same seeds, as a tidy
  frame of metrics with 95% intervals;
- :func:`search`: a coordinate search for a variant that meets a target;
- :func:`solvability_curve`: the share of random racks that make one crossword, by rack size.

The notebook's panel over them is the UI's (:mod:`wordgames.ui.design_panel`).

Pandas is used from here up (never by the games).
"""

from wordgames.design.curve import plateau, solvability_curve
from wordgames.design.evaluate import (
    METRICS,
    Metric,
    completable,
    evaluate,
    games_within,
    simulate_pair,
    summary,
)
from wordgames.design.search import (
    Dimension,
    SearchResult,
    Space,
    Target,
    completable_at_least,
    count,
    rarest_at_least,
    rule,
    scale,
    search,
    special,
    value,
)
from wordgames.design.variants import Variant, board_variant, check, shipped, variant

__all__ = ["METRICS", "Dimension", "Metric", "SearchResult", "Space", "Target", "Variant",
           "board_variant", "check", "completable", "completable_at_least", "count", "evaluate",
           "games_within", "plateau", "rarest_at_least", "rule", "scale", "search", "shipped",
           "simulate_pair", "solvability_curve", "special", "summary", "value", "variant"]
