"""The levels a student picks when making a table: the classroom's presets
(``wordgames.play.presets``: the bots' skill, the clock, the hints' dictionary), by name, with
the words a page shows.

>>> list(LEVEL_LABELS.values())
['Easy', 'Normal', 'Hard', 'Expert']
>>> checked_level("hard")
'hard'
>>> checked_level("impossible")
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: no level 'impossible': the levels are easy, normal, hard, expert
"""

from __future__ import annotations

from wordgames.errors import InvalidInput
from wordgames.play import presets

#: The levels, easiest first, with the words a page shows for them.
LEVEL_LABELS: dict[str, str] = {name: presets.LABELS[name][0] for name in presets.NAMES}


def checked_level(level: object) -> str:
    """``level`` if it names a preset (a table is made at it, its bots play at it)."""
    if not isinstance(level, str) or level not in LEVEL_LABELS:
        raise InvalidInput(f"no level {level!r}: the levels are {', '.join(LEVEL_LABELS)}")
    return level


__all__ = ["LEVEL_LABELS", "checked_level"]
