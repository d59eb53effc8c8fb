"""A value built on first use, exactly once, however many threads ask for it at the same time.

The indexes a round needs (a lexicon's spelling bitsets, a solver's word index) are built on
first use or ahead of time by :func:`wordgames.play.warm.warm` in a thread of its own. Whoever asks
while the build runs waits for that build rather than starting a second one (a second build
would cost as much again and keep two copies).

>>> calls = []
>>> index = Once(lambda: calls.append("built") or len(calls))
>>> index.built, index.get(), index.get(), calls, index.built
(False, 1, 1, ['built'], True)
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar, cast

T = TypeVar("T")


class Once(Generic[T]):
    """``get()`` returns what ``build()`` returned, calling it only the first time (under a
    lock of its own). A build that raises leaves nothing behind: the next ``get`` tries again.

    >>> def broken() -> int:
    ...     raise ValueError("no words")
    >>> Once(broken).get()
    Traceback (most recent call last):
    ...
    ValueError: no words
    """

    __slots__ = ("_build", "_lock", "_value")

    def __init__(self, build: Callable[[], T]) -> None:
        self._build: Callable[[], T] | None = build
        self._lock = threading.Lock()
        self._value: T | None = None

    @property
    def built(self) -> bool:
        """Whether the value is there (``get`` then returns at once)."""
        return self._build is None

    def get(self) -> T:
        if self._build is not None:
            with self._lock:
                build = self._build
                if build is not None:  # not built by another thread meanwhile
                    self._value = build()
                    self._build = None  # (it may hold its owner: no cycle kept)
        return cast(T, self._value)


__all__ = ["Once"]
