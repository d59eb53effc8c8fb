"""Build ahead, in a thread of its own, the indexes the games' rounds build on first use.

A dictionary's first use builds indexes kept with it (see :meth:`Lexicon.derived
<wordgames.lexicon.Lexicon.derived>`): Word Storm's solver about a second per vocabulary, MY
WORD!'s spotter one to two seconds, Five Tiers' search a few tenths. Built in the middle of a
round they hold it up, and a build on the event loop (MY WORD!'s round end counts the words of a
table) freezes every table the loop serves. :func:`warm` builds them all before the first table
needs them: the classroom server and :func:`wordgames.ui.play` call it when they start.

Every index is built once (:class:`~wordgames.kit.once.Once`): a table asking for one while
:func:`warm` builds it waits for that build instead of starting its own; the games and their
results are the same warmed or not. A server had best wait for the warm-up (``join()`` the
thread) before it opens its first table: while the builds run, the garbage collector's passes
over what they make and their longest C-level steps hold the interpreter lock, and the event
loop stalls as it does when tables build the indexes cold (``benchmarks/bench_coldstart.py``).

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["be", "cat", "dogs", "apple", "orange", "mask", "am"])
>>> thread = warm(["fivetiers", "myword"], lex)
>>> thread.join(); thread.is_alive()
False
>>> warm("wordstorm", lex, levels=[35], background=False) is None
True
"""

from __future__ import annotations

import gc
import logging
import threading
from collections.abc import Iterable
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit import validate
from wordgames.kit.agents import SKILLS
from wordgames.kit.protocol import GAMES, GameInfo
from wordgames.lexicon import LEVELS, Lexicon

log = logging.getLogger(__name__)

#: The bots' SCOWL levels warmed unless told otherwise: the skill presets' (what the play
#: screens' bots know). A bot of another level builds its vocabulary's indexes on first use.
PRESET_LEVELS = tuple(sorted({skill.level for skill in SKILLS.values()}))


def warm(
    games: str | Iterable[Any] | None = None,
    lexicon: Lexicon | None = None,
    *,
    levels: Iterable[int] | None = None,
    background: bool = True,
) -> threading.Thread | None:
    """Build every index a round of ``games`` needs, with bots of ``levels``.

    - ``games``: a game's name, several names, or ``Game`` objects (their own rules and
      dictionary); None: every game.
    - ``lexicon``: the dictionary of the games given by name; None: each game's own default.
    - ``levels``: the SCOWL levels of the bots to come (their vocabularies are cuts of the
      dictionary); None: the skill presets' (:data:`PRESET_LEVELS`).
    - ``background``: build in a daemon thread, returned at once (``join()`` it to wait); else
      build here and return None.

    Bad arguments raise ``InvalidInput`` at once; a build that fails in the thread is logged,
    and the table that needs it builds it (and meets the error) itself.
    """
    chosen = _games(games)
    validate.instance(lexicon, "lexicon", (Lexicon, type(None)), "a Lexicon or None")
    wanted = _levels(levels)
    if not isinstance(background, bool):
        raise InvalidInput(f"background must be True or False, not {background!r}")

    def build() -> None:
        for info, game in chosen:
            made = game if game is not None else info.game(rules=info.rules(), lexicon=lexicon)
            info.prepare(made, wanted)
        # The builds leave the collector a full pass over what they made (10 to 30 ms): taken
        # here, in the warm-up's time, not by the first table's next allocation.
        gc.collect()

    if not background:
        build()
        return None

    def build_logged() -> None:
        try:
            build()
        except Exception:  # a table builds what it needs itself (and reports the error)
            log.exception("warming the games' indexes failed")

    thread = threading.Thread(target=build_logged, name="wordgames warm", daemon=True)
    thread.start()
    return thread


def _games(games: str | Iterable[Any] | None) -> list[tuple[GameInfo, Any]]:
    """Each game as (its facts, the ``Game`` object given or None for a name)."""
    if games is None:
        return [(GAMES[name], None) for name in GAMES]
    if isinstance(games, str):
        return [(GAMES.get_info(games), None)]
    try:
        items = list(games)
    except TypeError:
        raise InvalidInput(
            f"games: a game's name, a list of names or Game objects, or None, not "
            f"{type(games).__name__}") from None
    chosen = []
    for item in items:
        if isinstance(item, str):
            chosen.append((GAMES.get_info(item), None))
            continue
        name = getattr(item, "name", None)
        if not isinstance(name, str) or name not in GAMES or not isinstance(
                getattr(item, "lexicon", None), Lexicon):
            raise InvalidInput(f"games: {item!r} is neither a game's name nor a Game")
        chosen.append((GAMES[name], item))
    return chosen


def _levels(levels: Iterable[int] | None) -> tuple[int, ...]:
    if levels is None:
        return PRESET_LEVELS
    if isinstance(levels, str | bytes) or not isinstance(levels, Iterable):
        raise InvalidInput(f"levels: a list of SCOWL levels, not {levels!r}")
    chosen = tuple(levels)
    for level in chosen:
        if isinstance(level, bool) or level not in LEVELS:
            raise InvalidInput(
                f"levels: {level!r} is not a SCOWL level ({', '.join(map(str, LEVELS))})")
    return chosen


__all__ = ["PRESET_LEVELS", "warm"]
