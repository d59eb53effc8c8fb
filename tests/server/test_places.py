"""One kind of sitting for the server's sockets: ``place_of`` gives a table's seat and a
student's drill behind the one :class:`~wordgames.server.places.Place` interface, and a wrong
token gets neither."""

from __future__ import annotations

import json
from pathlib import Path

from wordgames.classroom import make_exercise
from wordgames.server.drills import DrillSitting
from wordgames.server.places import DrillSeat, Place, TableSeat, place_of
from wordgames.server.room import Room, Sitting
from wordgames.server.store import Store


def drawn(sitting: Sitting, seat: int) -> str:
    return json.dumps({"table": sitting.code, "seat": seat, "round": sitting.table.round_number})


def test_a_tables_seat_and_a_drill_are_played_through_one_interface(tmp_path: Path) -> None:
    make_exercise("anagram", ["cat"], seed=3).save("drill", folder=tmp_path)
    room = Room(Store(tmp_path), clock="simulated")
    table, token, seat = room.make("myword", "easy", people=1, bots=1, name="Ana")
    drill, drill_token, _ = room.make_exercise("drill", "Bo")
    assert isinstance(drill, DrillSitting)

    places: list[Place | None] = [place_of(room, table.code, token, drawn),
                                  place_of(room, drill.code, drill_token, drawn)]
    at_table, at_drill = places
    assert isinstance(at_table, TableSeat) and isinstance(at_drill, DrillSeat)
    assert (at_table.code, at_table.seat, at_drill.code, at_drill.seat) == (
        table.code, seat, drill.code, 0)

    at_table.arrive()
    assert table.table.seats[seat].present
    at_table.handle('{"type": "next"}')  # the table's command: the first round is dealt
    assert table.table.playing
    assert json.loads(at_table.screen()) == {"table": table.code, "seat": 0, "round": 1}
    at_table.depart(True)
    assert not table.table.seats[seat].present  # away: the rules play on

    at_drill.arrive()
    at_drill.handle('{"type": "try", "word": "cat"}')
    screen = json.loads(at_drill.screen())
    assert screen["version"] == drill.version == 1 and "html" in screen
    assert drill.drill.view_json()["solved"] is True  # the try reached the drill


def test_a_wrong_token_holds_no_place(tmp_path: Path) -> None:
    make_exercise("anagram", ["cat"], seed=3).save("drill", folder=tmp_path)
    room = Room(Store(tmp_path), clock="simulated")
    table, token, _ = room.make("myword", "easy", people=1, bots=1, name="Ana")
    drill, drill_token, _ = room.make_exercise("drill", "Bo")
    assert place_of(room, table.code, drill_token, drawn) is None
    assert place_of(room, drill.code, token, drawn) is None  # a table's token opens no drill
    assert place_of(room, drill.code, None, drawn) is None
    assert place_of(room, "ZZZZ", token, drawn) is None
