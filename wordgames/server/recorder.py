"""Every finished round's plays, recorded in the classroom's progress (SQLite) by one writer.

A play the database does not take (locked, disk full, a moved folder) is kept, saved beside
the tables so that a restart keeps it too, and tried again at the next round end or
:meth:`Recorder.retry`; the teacher's page shows how many wait and why. Nothing is dropped.

>>> import tempfile
>>> from wordgames.play.table import Table
>>> with tempfile.TemporaryDirectory() as tmp:
...     table = Table("fivetiers", ["person", "beginner"], seed=2, clock="simulated",
...                   names=["Ana", "Bot"])
...     result = table.play_round()
...     recorder = Recorder(Store(tmp))
...     recorder.add(plays_of(table, result, "ABCD"))
...     recorder.recorded, recorder.waiting, Progress(tmp).plays()[0]["student"]
(1, 0, 'Ana')
"""

from __future__ import annotations

import sqlite3
from typing import Any

from wordgames.classroom import plays as classroom_plays
from wordgames.classroom.progress import Progress
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.protocol import RoundResult
from wordgames.play.table import Table
from wordgames.server.store import Store


def plays_of(table: Table, result: RoundResult, code: str) -> list[dict[str, Any]]:
    """One play per person's seat of a finished round at table ``code``, as
    :meth:`Progress.record` takes it (:func:`wordgames.classroom.plays.plays_of`)."""
    return classroom_plays.plays_of(table, result, session=f"table {code}")


class Recorder:
    """The one writer of the classroom's progress (see the module docstring)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.pending: list[dict[str, Any]] = store.unrecorded()
        self.refused: list[tuple[dict[str, Any], str]] = []  # plays the database calls wrong
        self.recorded = 0
        self.error: str | None = None  # why the last try failed, while plays wait
        self.kept = True  # whether the waiting plays are saved beside the tables

    @property
    def waiting(self) -> int:
        return len(self.pending)

    def add(self, plays: list[dict[str, Any]]) -> None:
        """Record ``plays`` (after any still waiting, in order)."""
        self.pending.extend(plays)
        self.retry()

    def retry(self) -> None:
        """Try the waiting plays again, oldest first; stop at the first that fails."""
        before = len(self.pending)
        while self.pending:
            play = self.pending[0]
            try:
                Progress(self.store.folder).record(**play)
            except InvalidInput as err:  # never right however often tried: shown, kept aside
                self.refused.append((self.pending.pop(0), str(err)))
                continue
            except (WordgamesError, OSError, sqlite3.Error) as err:
                self.error = str(err)
                break
            self.pending.pop(0)
            self.recorded += 1
        else:
            self.error = None
        if before or self.pending:
            self._keep()

    def _keep(self) -> None:
        try:
            self.store.write_unrecorded(self.pending)
            self.kept = True
        except OSError as err:
            self.kept = False
            self.error = f"{self.error or ''} (and the waiting plays cannot be saved: {err})"


__all__ = ["Recorder", "plays_of"]
