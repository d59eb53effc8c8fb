"""What one page's websocket plays at: a seat of a table or a student's anagram drill, both
behind one interface (:class:`Place`), so the socket handler
(:class:`wordgames.server.web.SeatSocket`) is a thin handler over one object, as jupyter_server's
websocket handlers are over one kernel connection.

:func:`place_of` finds the place a page's seat token holds; it is the
one place where the two kinds are told apart.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from wordgames.server import pages

if TYPE_CHECKING:
    from wordgames.server.drills import DrillSitting
    from wordgames.server.room import Room, Sitting


class Place(Protocol):
    """A page's place: where its messages go and what its screen is."""

    @property
    def code(self) -> str:
        """The join code of the table or drill."""

    @property
    def seat(self) -> int:
        """The seat at the table (a drill's one student: 0)."""

    @property
    def gone_reason(self) -> str:
        """What a page is told when its table or drill leaves the room."""

    def arrive(self) -> None:
        """A page of the seat connected: its person is at the screen."""

    def handle(self, message: str | bytes) -> None:
        """A message from the page, played (a refused one is said on the seat's screen)."""

    def screen(self) -> str:
        """The message that draws the seat's screen now (JSON text)."""

    def depart(self, last: bool) -> None:
        """A page of the seat closed (``last``: no other page of the seat is open)."""

    def page(self, xsrf: str) -> str:
        """The seat's web page (at ``t/CODE``), which its websocket then fills."""


@dataclass
class TableSeat:
    """A seat of a table of the room; ``draw`` makes its screen's message (the web side's
    :meth:`~wordgames.server.web.Screens.screen`, which keeps one per change)."""

    room: Room
    sitting: Sitting
    seat: int
    draw: Callable[[Sitting, int], str]
    gone_reason: str = "this table is gone: back to the lobby"

    @property
    def code(self) -> str:
        return self.sitting.code

    def arrive(self) -> None:
        table = self.sitting.table
        if not table.seats[self.seat].present:
            table.join(self.seat)  # back at the screen: the table pushes to all

    def handle(self, message: str | bytes) -> None:
        self.sitting.table.send(self.seat, message)  # a refusal shows on the seat's screen

    def screen(self) -> str:
        return self.draw(self.sitting, self.seat)

    def depart(self, last: bool) -> None:
        if last and self.code in self.room.tables:
            self.sitting.table.leave(self.seat)  # away: the rules play on, shown to everyone

    def page(self, xsrf: str) -> str:
        return pages.table_page(self.sitting, xsrf=xsrf)


@dataclass
class DrillSeat:
    """A student's anagram drill (its one seat, 0)."""

    room: Room
    sitting: DrillSitting
    seat: int = 0
    gone_reason: str = "this drill is gone: back to the lobby"

    @property
    def code(self) -> str:
        return self.sitting.code

    def arrive(self) -> None:
        """Nothing: a drill waits for its student, with no clock to hold."""

    def handle(self, message: str | bytes) -> None:
        self.room.drill_send(self.sitting, message)  # a refusal shows on its screen

    def screen(self) -> str:
        return json.dumps({"html": self.sitting.screen(), "version": self.sitting.version,
                           "clock": self.sitting.drill.clock_json()})

    def depart(self, last: bool) -> None:
        """Nothing: the drill stays where it was until the student comes back."""

    def page(self, xsrf: str) -> str:
        return pages.drill_page(self.sitting)


def place_of(room: Room, code: str, token: str | None,
             draw: Callable[[Sitting, int], str]) -> Place | None:
    """What the page holding seat ``token`` at ``code`` plays at (a table's seat, or a drill;
    ``draw`` draws a table seat's screen), or None: no seat there. The one place where the two
    kinds are told apart."""
    drill = room.drills.get(code)
    if drill is not None:
        return DrillSeat(room, drill) if token is not None and token == drill.token else None
    found = room.seat_of(code, token)
    return None if found is None else TableSeat(room, *found, draw=draw)


__all__ = ["DrillSeat", "Place", "TableSeat", "place_of"]
