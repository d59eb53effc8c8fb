"""Saving a table and loading it again: the set-up, the rounds played and, for the round in
play, the people's moves and the seat changes; loading deals the round again from its seed and
replays them (see :mod:`wordgames.play.table`).

A table is saved and restored through its public interface only (its set-up, ``rounds``,
``seats``, :meth:`~wordgames.play.table.Table.round_log` and
:meth:`~wordgames.play.table.Table.restore`); the table calls :func:`dump_table` and
:func:`load_table`, and this module never imports it. A saved table holds its seed, so its
rounds are checked by replay (:mod:`wordgames.saving.replay`): each round played is dealt again
(``table.extras.deal``) and its log applied through the game's ``apply``, and the last round's
state between rounds is the one that replay reached; a round saved without its log is checked
as a result alone.

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
import itertools
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from wordgames.errors import DoesNotReplay, InvalidInput
from wordgames.kit.agents import Skill
from wordgames.kit.envelope import Envelope, check, saved_field, unknown
from wordgames.kit.match import match_over
from wordgames.kit.protocol import GAMES, Event, RoundResult
from wordgames.lexicon import Lexicon
from wordgames.play.exercise_reader import saved_exercise
from wordgames.play.table_round import RoundLog, SeatChange, kept_result
from wordgames.play.table_seats import Seat, SeatPerson, SeatSpec, clean_name
from wordgames.saving import codec
from wordgames.saving.replay import check_replays, replay_log

if TYPE_CHECKING:
    from wordgames.play.table import Clock, Table

#: The format of a saved table (its envelope's kind and version).
FORMAT = "wordgames.table/1"

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
    # Each round with its log is dealt again and replayed (the last one's state is kept).
    reached = None
    for k in range(len(table.rounds)):
        reached = _replayed_round(table, k)
    if current is None:
        table.restore(number=number, ended_by=ended_by,
                      standing_in=_standing_in(saved_seats, ()),
                      last_state=_last_state(data, table, ended_by, reached))
        return table
    log = _load_log(current, table)
    table.restore(number=number, ended_by=ended_by,
                  standing_in=_standing_in(saved_seats, log.changes), log=log)
    return table


def _field(data: dict[str, Any], name: str, kinds: type | tuple[type, ...]) -> Any:
    return saved_field(data, name, kinds, "table")


def _decoded(value: Any, expected: type | None, where: str, checked: bool = True) -> Any:
    """``value`` decoded by the codec, an error named by ``where`` it was (``checked=False``:
    without the checks of its validate hooks, for what a replay checks)."""
    try:
        return codec.decode(value, expected, checked=checked)
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
    """The rounds played: those with their log as decoded (their replay checks them,
    :func:`_replayed_round`), one saved without it checked as a result alone."""
    rounds = []
    for i, saved in enumerate(_field(data, "rounds", list)):
        result = _decoded(saved, RoundResult, f"rounds[{i}]", checked=False)
        if not result.events:
            result = _decoded(saved, RoundResult, f"rounds[{i}]")
        if len(result.scores) != players:
            raise InvalidInput(f"rounds[{i}]: {len(result.scores)} scores at a table of "
                               f"{players}")
        rounds.append(result)
    return rounds


def _replayed_round(table: Table, k: int) -> Any:
    """Round ``k`` (from 0) of the rounds played, dealt again from the match's seed and its
    log applied, reaches its saved result: scores, winners, breakdowns, clock, the hints'
    charge (a result saved without its log: nothing to replay, None). The state it reached."""
    saved = table.rounds[k]
    if not saved.events:
        return None
    where = f"rounds[{k}]"
    free = _seats(saved.extra.get("free", ()), table, f"{where}.extra['free']")
    out = _seats(saved.extra.get("out", free), table, f"{where}.extra['out']")
    hints = saved.extra.get("hints", ())
    if not (isinstance(hints, tuple | list) and len(hints) in (0, table.players)
            and all(_count(h, 10_000) for h in hints)):
        raise InvalidInput(f"{where}.extra['hints']: how many hints each seat had")
    try:
        return _round_replays(table, k, out, out)
    except DoesNotReplay:
        if "out" in saved.extra:
            raise
        # Saved before a round said who sat it out: a seat taken while it was played sat it
        # out too (at most 2**6 deals tried, and only for such a save).
        taken = [n for n, seat in enumerate(table.seats) if seat.kind == "person"
                 and n not in out][:6]
        for size in range(1, len(taken) + 1):
            for more in itertools.combinations(taken, size):
                try:
                    return _round_replays(table, k, tuple(sorted((*out, *more))), out)
                except DoesNotReplay:
                    pass
        raise


def _round_replays(table: Table, k: int, out: tuple[int, ...], said: tuple[int, ...]) -> Any:
    """Round ``k`` dealt with the seats ``out`` sitting it out (``said``: the seats its saved
    result says sat it out) reaches the saved result (else a ``DoesNotReplay`` naming the
    first field it does not); the state it reached."""
    saved, number, where = table.rounds[k], k + 1, f"rounds[{k}]"
    state = _dealt_and_replayed(table, number, out, saved.events, f"{where}.events")
    result = table.game.result(state)
    if result is None:
        raise DoesNotReplay(f"{where}.events: the log does not end the round "
                            f"({len(saved.events)} events)")
    hints = saved.extra.get("hints") or [0] * table.players
    charged = table.hinting.charged(table, result.scores, hints)
    free = tuple(saved.extra.get("free", ()))
    check_replays(saved, kept_result(result, number, free=free, out=said, charged=charged),
                  where)
    return state


def _dealt_and_replayed(table: Table, number: int, out: tuple[int, ...],
                        events: Sequence[Event], where: str) -> Any:
    """Round ``number`` dealt again from the match's seed, with the seats ``out`` sitting it
    out, and the log ``events`` (saved at ``where``) applied: the state that reaches."""
    start, _ = table.extras.deal(table.players, table.seed, number,
                                 dealer=table.dealer(number), out=out)
    return replay_log(table.game, start, events, where)


def _seats(value: object, table: Table, where: str) -> tuple[int, ...]:
    """A round's list of people's seats (free, or out of play), checked."""
    if not (isinstance(value, tuple | list) and len(set(value)) == len(value)
            and all(_count(n, table.players - 1) and table.seats[n].kind == "person"
                    for n in value)):
        raise InvalidInput(f"{where}: people's seats of the table, each once")
    return tuple(value)


def _count(value: object, most: int) -> bool:
    """``value`` is a whole number from 0 to ``most``."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


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


def _last_state(data: dict[str, Any], table: Table, ended_by: str | None,
                reached: Any) -> Any:
    """The last round's state between rounds (None: none was saved), checked by replay: the
    state the last round played reached (``reached``, if its replay reached it already), or
    the round in play when the match was ended, dealt again and its log applied."""
    last = data.get("last_state")
    if last is None:
        return None
    if reached is not None and _saved_as_reached(last, reached, data["rounds"][-1]):
        return reached  # what the last round's replay reached, saved as it is now saved
    state_type = importlib.import_module(f"wordgames.{table.info.name}").State
    state = _decoded(last, state_type, "last_state", checked=False)
    if getattr(state, "players", None) != table.players:
        raise InvalidInput("last_state: a round of another table")
    over = getattr(table.game, "over", None)  # the engine's; a game's own may have none
    finished = (over(state) if over is not None else table.game.result(state)) is not None
    number = len(table.rounds) + (not finished)
    if number < 1 or (not finished and ended_by != "abandoned"):
        raise DoesNotReplay("last_state: a round in play is kept only when a match was ended "
                            "with it")
    if finished and table.rounds[-1].events and state.events != table.rounds[-1].events:
        raise DoesNotReplay(f"last_state.events: not the log of the last round played "
                            f"(rounds[{len(table.rounds) - 1}].events)")
    if not finished or reached is None:
        out = _seats(getattr(state, "out", ()), table, "last_state.out")
        reached = _dealt_and_replayed(table, number, out, state.events, "last_state.events")
    check_replays(state, reached, "last_state")
    return state


def _saved_as_reached(last: Any, reached: Any, last_round: Any) -> bool:
    """Whether the saved last state (as JSON, ``last``) is ``reached`` as saved today: its log
    the last round's (``last_round``, as JSON: the log the replay applied), the rest what
    ``reached`` saves as. Then no decoding is needed (a state saved another way is decoded
    and compared field by field)."""
    value = last.get("value") if isinstance(last, dict) else None
    round_value = last_round.get("value") if isinstance(last_round, dict) else None
    logged = round_value.get("events") if isinstance(round_value, dict) else None
    if not isinstance(value, dict) or logged is None or value.get("events") != logged \
            or not dataclasses.is_dataclass(reached) or not hasattr(reached, "events"):
        return False
    mine = codec.encode(dataclasses.replace(reached, events=()))  # type: ignore[type-var]
    return bool({**mine, "value": {**mine["value"], "events": logged}} == last)


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


__all__ = ["ENVELOPE", "FORMAT", "SAVE_LIMIT", "dump_table", "load_table"]
