"""HTML for notebooks and play screens, kept apart from the rules (as python-chess keeps its
drawing in ``chess/svg.py``).

``common`` holds the stylesheet and what all games draw alike (tiles, racks, tables, score
sheets, match results); ``wordstorm``, ``myword`` and ``fivetiers`` draw each game's own things.
A game's ``_repr_html_`` is two lines that call one of these functions. Every function is pure:
a thing in, a string of HTML out, all text escaped. Names ending in ``_html`` give a finished
output with the stylesheet once; the others give fragments to put together with :func:`page`.

Colour never carries meaning alone (the palette is Okabe and Ito's, and every mark has a sign
or a word), and ``scale`` (or :func:`set_scale` for a whole session) makes everything larger.

>>> from wordgames.render import page, rack, set_scale
>>> out = page(rack(["C", "A", "T"]), scale=2)
>>> out.count("<style>"), 'font-size:200%' in out
(1, True)

This package imports the games' types for type checking only: the games import it, from
inside their ``_repr_html_``, when something is drawn.
"""

from wordgames.render.common import (
    STYLE,
    escape,
    match_html,
    page,
    rack,
    rack_html,
    round_result_html,
    score_sheet,
    scores_table,
    set_scale,
    table,
    tile,
    tile_html,
    tileset_html,
    verdict,
)

__all__ = [
    "STYLE",
    "escape",
    "match_html",
    "page",
    "rack",
    "rack_html",
    "round_result_html",
    "score_sheet",
    "scores_table",
    "set_scale",
    "table",
    "tile",
    "tile_html",
    "tileset_html",
    "verdict",
]
