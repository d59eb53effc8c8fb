"""Saving a table and loading it again: the set-up, the rounds played and, for the round in
play, the people's moves and the seat changes; loading deals the round again from its seed and
replays them (see :mod:`wordgames.play.table`).

>>> from wordgames.play.table import Table
>>> table = Table("fivetiers", ["person", "adult"], seed=1, clock="simulated")
>>> table.join(0, "Ana")
>>> table.start()
>>> table.run_until(40.0)
>>> again = Table.from_json(table.to_json())
>>> again.state == table.state, again.now == table.now
(True, True)
"""

from __future__ import annotations

import dataclasses
import importlib
import math
from collections.abc import Sequence
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.agents import Skill
from wordgames.kit.envelope import Envelope, check, saved_field, unknown
from wordgames.kit.match import match_over
from wordgames.kit.protocol import GAMES, Event, RoundResult
from wordgames.lexicon import Lexicon
from wordgames.play.exercise_reader import saved_exercise
from wordgames.play.table import (
    FORMAT,
    Clock,
    RoundLog,
    Seat,
    SeatChange,
    SeatPerson,
    SeatSpec,
    Table,
    clean_name,
)
from wordgames.saving import codec

#: The largest saved table read, in bytes: a saved match's most (``codec.MAX_BYTES``; a long
#: match saves in well under 1 MB).
SAVE_LIMIT = codec.MAX_BYTES
_KIND, _VERSION = FORMAT.rsplit("/", 1)
#: A saved table's file: the set-up, the rounds (codec values) and the round in play.
ENVELOPE = Envelope(_KIND, int(_VERSION), "a saved game", SAVE_LIMIT, indent=None)


def dump_table(table: Table) -> str:
    """``table`` as JSON text."""
    log = table.round_log()
    lexicon = table.given_lexicon
    return ENVELOPE.dumps({
        "game": table.info.name,
        "rules": codec.encode(table.rules),
        "level": table.level,
        "words": None if lexicon is None
        else {"name": lexicon.name, "levels": {w: lexicon.level(w) for w in lexicon}},
        "seed": table.seed,
        "preset": table.preset,
        "exercise": None if table.exercise is None else table.exercise.to_dict(),
        "clock": table.clock,
        "speed": table.speed,
        "first_dealer": table.first_dealer,
        "hand_deal": table.hand_deal,
        "max_rounds": table.max_rounds,
        "seats": [_dump_seat(table, seat) for seat in table.seats],
        "rounds": [codec.encode(r) for r in table.rounds],
        "number": table.round_number,
        "ended_by": table.ended_by,
        "current": None if log is None else {
            "moves": [codec.encode(event) for _, event in log.moves],
            "indices": [index for index, _ in log.moves],
            "changes": [[c.seat, c.bot, c.events] for c in log.changes],
            "events": log.events,
            "now": log.now,
            "hints": list(log.hints),
            "out": list(log.out),
        },
        "last_state": None if log is not None or table.state is None
        else codec.encode(table.state),
    })


def _dump_seat(table: Table, seat: Seat) -> dict[str, Any]:
    """One seat as a save keeps it; a seat no save can make again is refused."""
    agent = table.agent(seat.number)
    if seat.kind == "bot" and seat.skill is None:
        raise InvalidInput(f"seat {seat.number} is played by {agent!r}, which a saved "
                           f"table cannot make again: give bots by their skill")
    if seat.kind == "person" and not isinstance(agent, SeatPerson) and not seat.standing_in:
        raise InvalidInput(f"seat {seat.number} is a scripted person; a saved table "
                           f"holds people who play through messages")
    return {"kind": seat.kind, "name": seat.name, "present": seat.present,
            "standing_in": seat.standing_in, "taken": seat.taken, "left": seat.left,
            "skill": None if seat.skill is None else dataclasses.asdict(seat.skill)}


def load_table(cls: type[Table], text: str | bytes, clock: Clock | None) -> Table:
    """The table saved in ``text`` (see :meth:`Table.from_json`)."""
    data = ENVELOPE.loads(text)
    # Held to the codec's own checks: no field it does not write, each of the type it writes.
    unknown(data, _FIELDS, "table")
    info = GAMES.get_info(_field(data, "game", str))
    saved_seats = _field(data, "seats", list)
    table = _new_table(cls, data, info, [_load_seat(n, seat) for n, seat in
                                         enumerate(saved_seats)], clock)
    _seat_states(table, saved_seats)
    table.rounds = _load_rounds(data, table.players)
    current = data.get("current")
    number = _field(data, "number", int)
    expected = len(table.rounds) + (current is not None)
    if number != expected:
        raise InvalidInput(f"number: round {number} with {len(table.rounds)} rounds played"
                           + (" and one in play" if current is not None else ""))
    ended_by = _ended_by(data, table, current is not None)
    if current is None:
        table.restore(number=number, ended_by=ended_by,
                      standing_in=_standing_in(saved_seats, ()),
                      last_state=_last_state(data, info.name, table.players))
        return table
    log = _load_log(current, table)
    table.restore(number=number, ended_by=ended_by,
                  standing_in=_standing_in(saved_seats, log.changes), log=log)
    return table


def _field(data: dict[str, Any], name: str, kinds: type | tuple[type, ...]) -> Any:
    return saved_field(data, name, kinds, "table")


def _decoded(value: Any, expected: type | None, where: str) -> Any:
    """``value`` decoded by the codec, an error named by ``where`` it was."""
    try:
        return codec.decode(value, expected)
    except InvalidInput as err:
        raise InvalidInput(f"{where}: {err}") from None


def _new_table(cls: type[Table], data: dict[str, Any], info: Any,
               seats: list[tuple[SeatSpec, Skill | None, str]], clock: Clock | None) -> Table:
    """The table of the saved set-up, before anything was played."""
    rules = _decoded(_field(data, "rules", dict), info.rules, "rules")
    level = data.get("level")
    preset = data.get("preset")
    if preset is not None and not isinstance(preset, str):
        raise InvalidInput("preset: a level's name (easy, normal, hard or expert)")
    exercise = _saved_exercise(data.get("exercise"), info.name)
    speed = saved_field(data, "speed", (int, float), "table", default=1.0)
    if level is not None:
        check(level, int, "table.level")
    chosen: Clock = clock or _field(data, "clock", str)
    table = cls(info.name, [spec for spec, _, _ in seats], rules=rules,
                lexicon=_saved_words(data.get("words")), level=level,
                seed=_field(data, "seed", int), clock=chosen, speed=float(speed),
                names=[name or f"Player {n + 1}" for n, (_, _, name) in enumerate(seats)],
                first_dealer=_field(data, "first_dealer", int),
                max_rounds=_field(data, "max_rounds", int), preset=preset, exercise=exercise,
                hand_deal=data.get("hand_deal", False) is True)
    for n, (_, skill, _) in enumerate(seats):
        if skill is not None:
            table.seats[n].skill = skill
    return table


def _saved_words(words: object) -> Lexicon | None:
    """The dictionary a table was given (None: its rules' own)."""
    if words is None:
        return None
    if not isinstance(words, dict) or not isinstance(words.get("levels"), dict):
        raise InvalidInput("words: a saved dictionary is {name, levels}")
    levels = {}
    for word, level in words["levels"].items():
        if not (level is None or (isinstance(level, int) and not isinstance(level, bool))):
            raise InvalidInput(f"words: the level of {word!r} is not a whole number")
        levels[word] = level
    return Lexicon(levels, name=str(words.get("name", "custom")))


def _load_seat(n: int, seat: object) -> tuple[SeatSpec, Skill | None, str]:
    """Saved seat ``n``: what sits there (as a table takes it), its skill and its name."""
    if not isinstance(seat, dict) or seat.get("kind") not in ("person", "bot"):
        raise InvalidInput(f"seats[{n}]: a seat is a person or a bot")
    unknown(seat, _SEAT_FIELDS, f"seats[{n}]")
    name = saved_field(seat, "name", str, f"seats[{n}]", default="")
    if name:
        try:
            clean_name(name)
        except InvalidInput as err:
            raise InvalidInput(f"seats[{n}].name: {err}") from None
    skill = seat.get("skill")
    if skill is not None:
        if not isinstance(skill, dict) or set(skill) - {f.name for f in
                                                         dataclasses.fields(Skill)}:
            raise InvalidInput(f"seats[{n}].skill: not a bot's skill")
        try:
            skill = Skill(**skill)
        except TypeError as err:
            raise InvalidInput(f"seats[{n}].skill: {err}") from None
    if seat["kind"] == "bot" and skill is None:
        raise InvalidInput(f"seats[{n}]: a bot's seat needs its skill")
    return ("person" if seat["kind"] == "person" else skill), skill, str(name)


def _seat_states(table: Table, saved_seats: list[dict[str, Any]]) -> None:
    """Whether each person's seat was taken or left (a save from before seats were taken:
    taken if named)."""
    for n, seat in enumerate(saved_seats):
        spot = table.seats[n]
        if spot.kind == "person":
            spot.left = seat.get("left") is True
            spot.taken = spot.left or seat.get("taken", spot.name != f"Player {n + 1}") is True


def _load_rounds(data: dict[str, Any], players: int) -> list[RoundResult]:
    rounds = [_decoded(r, RoundResult, f"rounds[{i}]")
              for i, r in enumerate(_field(data, "rounds", list))]
    for i, r in enumerate(rounds):
        if len(r.scores) != players:
            raise InvalidInput(f"rounds[{i}]: {len(r.scores)} scores at a table of {players}")
    return rounds


def _ended_by(data: dict[str, Any], table: Table, in_play: bool) -> str | None:
    """How the saved match ended, checked against its rounds (a table with a round in play
    has not ended)."""
    ended_by = data.get("ended_by")
    rounds = len(table.rounds)
    why = match_over(table.info, table.rules, table.totals, rounds) if rounds else None
    if why is None and rounds >= table.max_rounds:
        why = "limit"
    if ended_by not in (why, "abandoned") or (in_play and ended_by is not None):
        raise InvalidInput(f"ended_by: {ended_by!r} does not follow from the rounds played")
    return ended_by if isinstance(ended_by, str) else None


def _last_state(data: dict[str, Any], game: str, players: int) -> Any:
    """The last round's state between rounds (None: none was saved)."""
    last = data.get("last_state")
    if last is None:
        return None
    state_type = importlib.import_module(f"wordgames.{game}").State
    state = _decoded(last, state_type, "last_state")
    if getattr(state, "players", None) != players:
        raise InvalidInput("last_state: a round of another table")
    return state


def _standing_in(saved_seats: list[dict[str, Any]], changes: Sequence[SeatChange]) -> set[int]:
    """The people's seats a bot played at the start of the round in play: as the first seat
    change of each says, else as saved."""
    first: dict[int, bool] = {}
    for change in changes:
        first.setdefault(change.seat, not change.bot)
    return {n for n, seat in enumerate(saved_seats)
            if seat["kind"] == "person" and first.get(n, seat.get("standing_in") is True)}


def _load_log(current: object, table: Table) -> RoundLog:
    """The round in play as saved, checked for its shape (its replay checks the rest)."""
    if not isinstance(current, dict):
        raise InvalidInput("current: the round in play is an object")
    unknown(current, _CURRENT_FIELDS, "current")
    events = current.get("events")
    if not isinstance(events, int) or isinstance(events, bool) or events < 0 \
            or events > 100_000:
        raise InvalidInput("current.events: the number of events of the round in play")
    hints = current.get("hints", [0] * table.players)
    if (not isinstance(hints, list) or len(hints) != table.players
            or not all(isinstance(h, int) and not isinstance(h, bool) and 0 <= h <= 10_000
                       for h in hints)):
        raise InvalidInput("current.hints: how many hints each seat has had this round")
    now = current.get("now")
    if not isinstance(now, int | float) or isinstance(now, bool) or not math.isfinite(now):
        raise InvalidInput("current.now: the clock of the round in play")
    out = current.get("out", [])  # a save from before: nobody sat out
    if (not isinstance(out, list) or len(set(out)) != len(out)
            or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < table.players
                       and table.seats[n].kind == "person" for n in out)):
        raise InvalidInput("current.out: the people's seats nobody had taken when the round "
                           "in play was dealt")
    return RoundLog(_load_moves(current), _load_changes(current, table), events, float(now),
                    tuple(hints), tuple(out))


def _load_moves(current: dict[str, Any]) -> tuple[tuple[int, Event], ...]:
    """The people's moves of the round in play, each at its place in the log."""
    moves_data, indices = current.get("moves"), current.get("indices")
    if not isinstance(moves_data, list) or not isinstance(indices, list) \
            or len(moves_data) != len(indices):
        raise InvalidInput("current.moves: the people's moves and their places in the log")
    moves = []
    for i, (index, move) in enumerate(zip(indices, moves_data, strict=True)):
        if not isinstance(index, int) or isinstance(index, bool) or index < 0:
            raise InvalidInput(f"current.indices[{i}]: not a place in the log")
        moves.append((index, _decoded(move, Event, f"current.moves[{i}]")))
    return tuple(moves)


def _load_changes(current: dict[str, Any], table: Table) -> tuple[SeatChange, ...]:
    """The seat changes of the round in play."""
    changes = []
    for i, change in enumerate(current.get("changes") or []):
        if (not isinstance(change, list) or len(change) != 3
                or not isinstance(change[0], int) or not isinstance(change[1], bool)
                or not isinstance(change[2], int) or not 0 <= change[0] < table.players
                or table.seats[change[0]].kind != "person" or change[2] < 0):
            raise InvalidInput(f"current.changes[{i}]: [seat, bot, events] of a person's seat")
        changes.append(SeatChange(change[0], change[1], change[2]))
    return tuple(changes)


#: The fields a saved table has (``dump_table`` writes them), of a seat, of the round in play.
_FIELDS = frozenset({"game", "rules", "level", "words", "seed", "preset", "exercise", "clock",
                     "speed", "first_dealer", "hand_deal", "max_rounds", "seats", "rounds",
                     "number", "ended_by", "current", "last_state"})
_SEAT_FIELDS = frozenset({"kind", "name", "present", "standing_in", "skill", "taken", "left"})
_CURRENT_FIELDS = frozenset({"moves", "indices", "changes", "events", "now", "hints",
                             "out"})


def _saved_exercise(data: object, game: str) -> Any:
    """The exercise a saved table was dealt from (None: the game dealt it), checked."""
    if data is None:
        return None
    exercise = saved_exercise(data)  # InvalidInput names the field: exercise.tiles[3]
    if exercise.kind != game:
        raise InvalidInput(f"exercise: a {exercise.kind} exercise at a {game} table")
    return exercise


__all__ = ["ENVELOPE", "SAVE_LIMIT", "dump_table", "load_table"]
