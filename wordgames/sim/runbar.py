"""A progress bar for a long run: live while it runs, one line of plain text once it ends.

In a notebook the bar is a widget, and a saved notebook (nbconvert's output, a page without the
widgets' state) keeps only the text the widget had when it was first shown: "0/1500", which
reads as a run that never ran. So when the run ends the bar's output is replaced, in place, by
the line a terminal would show ("... 100%|...| 1500/1500 [02:03<00:00, 12.2game/s]"). In a
terminal the bar is tqdm's, on standard error, as usual.

>>> bar = open_bar(3, "demo", "game", disable=True)
>>> bar.update(3)
>>> close_bar(bar)
"""

from __future__ import annotations

from typing import Any


def open_bar(total: int, desc: str, unit: str, **options: Any) -> Any:
    """A tqdm bar (a widget in a notebook) of ``total`` steps; end it with :func:`close_bar`."""
    from tqdm.auto import tqdm
    from tqdm.notebook import tqdm as notebook_tqdm

    # tqdm.auto's class is the notebook one (a subclass of it) when a widget can be shown.
    if not issubclass(tqdm, notebook_tqdm) or options.get("disable"):
        return tqdm(total=total, desc=desc, unit=unit, **options)
    from IPython.display import display

    bar = tqdm(total=total, desc=desc, unit=unit, display=False, **options)
    bar.output = display(bar.container, display_id=True)  # type: ignore[no-untyped-call]
    return bar


def close_bar(bar: Any) -> None:
    """End the bar; in a notebook, leave in its place the final line as plain text."""
    output = getattr(bar, "output", None)
    bar.close()
    if output is not None:
        text = bar.format_meter(**{**bar.format_dict, "ncols": None})
        output.update({"text/plain": text}, raw=True)


__all__ = ["close_bar", "open_bar"]
