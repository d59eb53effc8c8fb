"""The classroom server: one process owns every table; students play from plain web pages.

``python -m wordgames app`` (or ``make app``) starts it: a lobby where a student types a name
and a table's join code or makes a table (a game, a level, people and bots), the table's page
(the seat's screen over a websocket), and the teacher's page behind the key printed at start.
Its modules, one job each: :mod:`~wordgames.server.levels` (what a level means),
:mod:`~wordgames.server.store` (its files in the classroom folder),
:mod:`~wordgames.server.recorder` (plays into the progress database),
:mod:`~wordgames.server.room` (tables, seats, tokens, saving),
:mod:`~wordgames.server.pages` (HTML), :mod:`~wordgames.server.web` (tornado handlers and
sockets) and :mod:`~wordgames.server.app` (the process).
"""

from wordgames.server.app import ClassroomServer, serve
from wordgames.server.room import Room, Sitting

__all__ = ["ClassroomServer", "Room", "Sitting", "serve"]
