"""A screen's callbacks, guarded: nothing a person does (nor a bug) escapes as a traceback.

>>> said = []
>>> @guard(lambda text, kind: said.append((kind, text)))
... def move(word: str) -> None:
...     raise WordgamesError(f"{word} is not a word")
>>> move("zzz"); said
[('error', 'zzz is not a word')]
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from wordgames.errors import WordgamesError

log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Any])


def guard(report: Callable[[str, str], None],
          loop: Callable[[], asyncio.AbstractEventLoop | None] | None = None,
          ) -> Callable[[F], F]:
    """Wrap a widget callback so that nothing escapes it: a person's mistake
    (``WordgamesError``) is shown with its message, anything else as an error in the game.

    With ``loop`` (the live round's event loop, when there is one), a callback that arrives on
    another thread (JupyterLab may send comms to a kernel subshell) is handed to that loop, so
    that only the round's loop ever changes the game and its widgets."""

    def wrap(handler: F) -> F:
        @functools.wraps(handler)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            target = loop() if loop is not None else None
            if target is not None and not target.is_closed():
                try:
                    here: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
                except RuntimeError:
                    here = None
                if here is not target:
                    target.call_soon_threadsafe(functools.partial(guarded, *args, **kwargs))
                    return None
            try:
                return handler(*args, **kwargs)
            except WordgamesError as err:
                report(str(err), "error")
            except Exception as err:  # a bug: shown in the game, details kept in the log
                log.debug("callback failed", exc_info=err)
                report(f"Something went wrong: {type(err).__name__}: {err}", "error")
            return None

        return guarded  # type: ignore[return-value]

    return wrap


__all__ = ["guard"]
