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
from collections.abc import Iterable, Sequence
from typing import Any

from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.agents import Skill
from wordgames.kit.envelope import Envelope, check, saved_field, unknown
from wordgames.kit.match import match_over
from wordgames.kit.protocol import GAMES, Event, Plan, RoundResult
from wordgames.lexicon import Lexicon
from wordgames.play.runner import Person
from wordgames.play.table import (
    FORMAT,
    Clock,
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
    seats = []
    for seat in table.seats:
        agent = table._agents[seat.number]
        if seat.kind == "bot" and seat.skill is None:
            raise InvalidInput(f"seat {seat.number} is played by {agent!r}, which a saved "
                               f"table cannot make again: give bots by their skill")
        if seat.kind == "person" and not isinstance(agent, SeatPerson) \
                and not seat.standing_in:
            raise InvalidInput(f"seat {seat.number} is a scripted person; a saved table "
                               f"holds people who play through messages")
        seats.append({"kind": seat.kind, "name": seat.name, "present": seat.present,
                      "standing_in": seat.standing_in, "taken": seat.taken, "left": seat.left,
                      "skill": None if seat.skill is None else dataclasses.asdict(seat.skill)})
    current = None
    if table._round is not None:
        events = table._round.events
        current = {
            "moves": [codec.encode(events[i]) for i in table._person_events],
            "indices": list(table._person_events),
            "changes": [[c.seat, c.bot, c.events] for c in table._changes],
            "events": len(events),
            "now": table.now,
            "hints": list(table.hints),
        }
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
        "speed": table._live.speed if table._live is not None else 1.0,
        "first_dealer": table.first_dealer,
        "hand_deal": table.hand_deal,
        "max_rounds": table.max_rounds,
        "seats": seats,
        "rounds": [codec.encode(r) for r in table.rounds],
        "number": table._number,
        "ended_by": table.ended_by,
        "current": current,
        "last_state": None if current is not None or table._last_state is None
        else codec.encode(table._last_state),
    })


def replay_round(table: Table, moves: Iterable[tuple[int, Event]],
                 changes: Sequence[SeatChange], events: int) -> None:
    """Deal ``table``'s round again and replay it to ``events`` events: the people's ``moves``
    (each at its index in the log), the seat changes where they were made; bots play as they
    did (the same views in the same order give them the same thoughts)."""
    number = table._number
    wanted = dict(moves)
    table._deal(number)
    round_ = table._round
    assert round_ is not None
    scripted: dict[int, list[Plan]] = {}
    for index in sorted(wanted):
        event = wanted[index]
        scripted.setdefault(event.player, []).append(Plan(event.at, event.action))
    pending = sorted(changes, key=lambda c: c.events)
    while len(round_.events) < events:
        if round_.result is not None:
            raise InvalidInput(f"the saved round ended after {len(round_.events)} events, "
                               f"not {events}")
        if round_.found is None:
            _replay_changes(table, round_, pending)
        index = len(round_.events)
        if index in wanted:
            event = wanted[index]
            agent = table._agents.get(event.player)
            if not isinstance(agent, Person):
                raise InvalidInput(f"move {index} of the saved round is by seat "
                                   f"{event.player}, which a bot played then")
            agent.queue.appendleft(Plan(event.at, event.action))
            offer = round_.due()
            if offer is None or offer.seat != event.player or offer.plan.action != event.action:
                raise InvalidInput(f"the saved round does not replay: move {index} of seat "
                                   f"{event.player} is not the next move there")
        else:
            offer = round_.due()
            if offer is None:
                raise InvalidInput(f"the saved round does not replay: nothing happens after "
                                   f"event {index}")
        try:
            applied = round_.apply(offer)
        except WordgamesError as err:
            raise InvalidInput(f"the saved round does not replay at event {index}: {err}") \
                from None
        if not applied:
            raise InvalidInput(f"the saved round does not replay: move {index} was refused")
    if pending and pending[0].events == len(round_.events):
        _replay_changes(table, round_, pending)


def _replay_changes(table: Table, round_: Any, pending: list[SeatChange]) -> None:
    """The plans for the state, then each seat change recorded at this point of the log, each
    followed by fresh plans, as the table made them (``Table._settle_changes``)."""
    if round_.found is None:
        round_.plan()
    while pending and pending[0].events == len(round_.events):
        change = pending.pop(0)
        table.seats[change.seat].standing_in = change.bot
        table._changes.append(change)
        table._apply_change(change.seat, change.bot)
        round_.plan()


def load_table(cls: type[Table], text: str | bytes, clock: Clock | None) -> Table:
    """The table saved in ``text`` (see :meth:`Table.from_json`)."""
    data = ENVELOPE.loads(text)

    def decoded(value: Any, expected: type | None, where: str) -> Any:
        try:
            return codec.decode(value, expected)
        except InvalidInput as err:
            raise InvalidInput(f"{where}: {err}") from None

    def field_(name: str, kinds: type | tuple[type, ...]) -> Any:
        return saved_field(data, name, kinds, "table")

    # Held to the codec's own checks: no field it does not write, each of the type it writes.
    unknown(data, _FIELDS, "table")
    info = GAMES.get_info(field_("game", str))
    rules = decoded(field_("rules", dict), info.rules, "rules")
    words = data.get("words")
    lexicon = None
    if words is not None:
        if not isinstance(words, dict) or not isinstance(words.get("levels"), dict):
            raise InvalidInput("words: a saved dictionary is {name, levels}")
        levels = {}
        for word, level in words["levels"].items():
            if not (level is None or (isinstance(level, int) and not isinstance(level, bool))):
                raise InvalidInput(f"words: the level of {word!r} is not a whole number")
            levels[word] = level
        lexicon = Lexicon(levels, name=str(words.get("name", "custom")))
    saved_seats = field_("seats", list)
    specs: list[SeatSpec] = []
    skills: list[Skill | None] = []
    for n, seat in enumerate(saved_seats):
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
        specs.append("person" if seat["kind"] == "person" else skill)
        skills.append(skill)
    chosen: Clock = clock or field_("clock", str)
    level = data.get("level")
    preset = data.get("preset")
    if preset is not None and not isinstance(preset, str):
        raise InvalidInput("preset: a level's name (easy, normal, hard or expert)")
    exercise = _saved_exercise(data.get("exercise"), info.name)
    speed = saved_field(data, "speed", (int, float), "table", default=1.0)
    if level is not None:
        check(level, int, "table.level")
    table = cls(info.name, specs, rules=rules, lexicon=lexicon, level=level,
                seed=field_("seed", int), clock=chosen, speed=float(speed),
                names=[str(s.get("name", "")) or f"Player {n + 1}"
                       for n, s in enumerate(saved_seats)],
                first_dealer=field_("first_dealer", int), max_rounds=field_("max_rounds", int),
                preset=preset, exercise=exercise,
                hand_deal=data.get("hand_deal", False) is True)
    for n, skill in enumerate(skills):
        if skill is not None:
            table.seats[n].skill = skill
    for n, seat in enumerate(saved_seats):  # a save from before seats were taken: as named
        spot = table.seats[n]
        if spot.kind == "person":
            spot.left = seat.get("left") is True
            spot.taken = spot.left or seat.get("taken", spot.name != f"Player {n + 1}") is True
    rounds = field_("rounds", list)
    number = field_("number", int)
    table.rounds = [decoded(r, RoundResult, f"rounds[{i}]") for i, r in enumerate(rounds)]
    for i, r in enumerate(table.rounds):
        if len(r.scores) != table.players:
            raise InvalidInput(f"rounds[{i}]: {len(r.scores)} scores at a table of "
                               f"{table.players}")
    current = data.get("current")
    expected = len(table.rounds) + (current is not None)
    if number != expected:
        raise InvalidInput(f"number: round {number} with {len(table.rounds)} rounds played"
                           + (" and one in play" if current is not None else ""))
    ended_by = data.get("ended_by")
    why = match_over(info, rules, table.totals, len(table.rounds)) if table.rounds else None
    if why is None and len(table.rounds) >= table.max_rounds:
        why = "limit"
    if ended_by not in (why, "abandoned") or (current is not None and ended_by is not None):
        raise InvalidInput(f"ended_by: {ended_by!r} does not follow from the rounds played")
    table.ended_by = ended_by
    table._number = number
    for spot in table.seats:
        spot.present = False  # people come back by joining again
    if current is None:
        last = data.get("last_state")
        if last is not None:
            state_type = importlib.import_module(f"wordgames.{info.name}").State
            table._last_state = decoded(last, state_type, "last_state")
            if getattr(table._last_state, "players", None) != table.players:
                raise InvalidInput("last_state: a round of another table")
        for n, seat in enumerate(saved_seats):
            if seat["kind"] == "person" and seat.get("standing_in") is True:
                table.seats[n].standing_in = True
                table._apply_change(n, True)
        return table
    if not isinstance(current, dict):
        raise InvalidInput("current: the round in play is an object")
    unknown(current, _CURRENT_FIELDS, "current")
    moves_data, indices = current.get("moves"), current.get("indices")
    if not isinstance(moves_data, list) or not isinstance(indices, list) \
            or len(moves_data) != len(indices):
        raise InvalidInput("current.moves: the people's moves and their places in the log")
    moves = []
    for i, (index, move) in enumerate(zip(indices, moves_data, strict=True)):
        if not isinstance(index, int) or isinstance(index, bool) or index < 0:
            raise InvalidInput(f"current.indices[{i}]: not a place in the log")
        event = decoded(move, Event, f"current.moves[{i}]")
        moves.append((index, event))
    changes = []
    for i, change in enumerate(current.get("changes") or []):
        if (not isinstance(change, list) or len(change) != 3
                or not isinstance(change[0], int) or not isinstance(change[1], bool)
                or not isinstance(change[2], int) or not 0 <= change[0] < table.players
                or table.seats[change[0]].kind != "person" or change[2] < 0):
            raise InvalidInput(f"current.changes[{i}]: [seat, bot, events] of a person's seat")
        changes.append(SeatChange(change[0], change[1], change[2]))
    events = current.get("events")
    if not isinstance(events, int) or isinstance(events, bool) or events < 0 \
            or events > 100_000:
        raise InvalidInput("current.events: the number of events of the round in play")
    first: dict[int, bool] = {}
    for change in changes:
        first.setdefault(change.seat, not change.bot)
    for n, seat in enumerate(saved_seats):
        if seat["kind"] == "person":
            at_start = first.get(n, seat.get("standing_in") is True)
            table.seats[n].standing_in = at_start
            if at_start:
                table._apply_change(n, True)
    replay_round(table, moves, changes, events)
    hints = current.get("hints", [0] * table.players)
    if (not isinstance(hints, list) or len(hints) != table.players
            or not all(isinstance(h, int) and not isinstance(h, bool) and 0 <= h <= 10_000
                       for h in hints)):
        raise InvalidInput("current.hints: how many hints each seat has had this round")
    table.hints = list(hints)
    now = current.get("now")
    if not isinstance(now, int | float) or isinstance(now, bool) or not math.isfinite(now):
        raise InvalidInput("current.now: the clock of the round in play")
    assert table._round is not None
    now = max(float(now), table._round.now)
    if table._live is not None:
        table._live.set(now)
        table._live.release("start")
    else:
        table._time = now
    return table


#: The fields a saved table has (``dump_table`` writes them), of a seat, of the round in play.
_FIELDS = frozenset({"game", "rules", "level", "words", "seed", "preset", "exercise", "clock",
                     "speed", "first_dealer", "hand_deal", "max_rounds", "seats", "rounds",
                     "number", "ended_by", "current", "last_state"})
_SEAT_FIELDS = frozenset({"kind", "name", "present", "standing_in", "skill", "taken", "left"})
_CURRENT_FIELDS = frozenset({"moves", "indices", "changes", "events", "now", "hints"})


def _saved_exercise(data: object, game: str) -> Any:
    """The exercise a saved table was dealt from (None: the game dealt it), checked."""
    if data is None:
        return None
    from wordgames.classroom.exercises import Exercise

    exercise = Exercise.from_dict(data)  # InvalidInput names the field: exercise.tiles[3]
    if exercise.kind != game:
        raise InvalidInput(f"exercise: a {exercise.kind} exercise at a {game} table")
    return exercise


__all__ = ["ENVELOPE", "SAVE_LIMIT", "dump_table", "load_table", "replay_round"]
