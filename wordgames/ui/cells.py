"""What the library asks of the notebook it runs in; the core never inspects IPython.

- :func:`current_cell`: which cell is running. A screen belongs to the cell that showed it:
  running the cell again replaces the screen (``ui.table_screen.keep_for_cell``), so that its
  table does not play on unseen.
- :func:`show_plainly`: a ``WordgamesError`` shown as one line saying what to fix.

>>> current_cell() is None  # outside a Jupyter kernel
True
"""

from __future__ import annotations

import sys
from collections.abc import Hashable

from wordgames.errors import WordgamesError


def current_cell() -> Hashable | None:
    """The id of the notebook cell running now, in a Jupyter kernel; else None."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    kernel = getattr(shell, "kernel", None)
    if kernel is None:
        return None
    try:
        parent = kernel.get_parent()
    except Exception:  # an old kernel without get_parent: no cell to tell apart
        return None
    cell = (parent.get("metadata") or {}).get("cellId")
    return ("cell", cell) if cell else None


def show_plainly() -> bool:
    """In a notebook, show a ``WordgamesError`` as its message alone, with no traceback: what
    a teacher reads is what to fix ("✗ word list 'week3.csv' not found"), not the library's
    insides. Other errors keep their traceback. Returns whether a notebook was there.

    >>> show_plainly()  # outside a notebook it does nothing
    False
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None:
        return False

    def plainly(shell: object, etype: type, value: BaseException, tb: object,
                tb_offset: int | None = None) -> None:
        print(f"✗ {value}")

    shell.set_custom_exc((WordgamesError,), plainly)
    return True


__all__ = ["current_cell", "show_plainly"]
