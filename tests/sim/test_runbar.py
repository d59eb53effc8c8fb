"""A long run's progress bar, as a saved notebook keeps it: the final count, not "0/n"."""

from __future__ import annotations

import nbformat
from nbclient import NotebookClient

CELL = """\
from wordgames.sim.runbar import open_bar, close_bar
bar = open_bar(5, "demo run", "game")
bar.update(2)
bar.update(3)
close_bar(bar)
"""


def test_a_finished_bar_leaves_its_final_line_in_the_saved_notebook() -> None:
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CELL)])
    # The kernel inherits this process's environment, PYTHONPATH included.
    NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    outputs = nb.cells[0].outputs
    texts = [o["data"]["text/plain"] for o in outputs if o.get("output_type") == "display_data"]
    assert len(texts) == 1, outputs and "widget-view" not in str(outputs)
    assert texts[0].startswith("demo run: 100%") and "5/5" in texts[0]
