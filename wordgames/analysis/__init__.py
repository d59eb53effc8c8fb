"""Analysis helpers for the notebooks: letter statistics, intervals and plots (matplotlib)."""

import os


def quick_mode() -> bool:
    """True when the notebooks run under the tests (``WORDGAMES_QUICK=1``): small samples.

    >>> isinstance(quick_mode(), bool)
    True
    """
    return os.environ.get("WORDGAMES_QUICK", "") not in ("", "0")
