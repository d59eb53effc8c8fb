"""Five Tiers' values in saved games (see :mod:`wordgames.saving`): a loaded round must hold
every tile of its set exactly once, 20 on each rack and the rest in the bag.

>>> import random
>>> from wordgames.saving import from_json, to_json
>>> from wordgames.fivetiers.game import Game, Rules
>>> from wordgames.lexicon import Lexicon
>>> state = Game(Rules(), Lexicon.from_words(["at"])).new_round(2, random.Random(4))
>>> from_json(to_json(state)) == state
True
>>> from_json(to_json(state).replace('"phase": "play"', '"phase": "lunch"'))
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: state.phase: one of 'play', 'closing', 'exchange', 'over' is \
needed, not the string 'lunch'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.fivetiers.categories import category_words
from wordgames.fivetiers.game import (
    Breakdown,
    Declaration,
    EndRound,
    Exchange,
    Flip,
    Rules,
    State,
    TimeUp,
)
from wordgames.fivetiers.info import INFO
from wordgames.fivetiers.solver import HAND_SIZE, TIERS, Arrangement
from wordgames.protocol import RoundResult
from wordgames.saving import (
    check_conserved,
    check_events,
    check_seat,
    check_size,
    check_tile,
    check_times,
    register,
    register_format,
    require,
    upgrade_events,
    with_defaults,
)
from wordgames.tiles import TileSet

ACTIONS = INFO.actions
PLAYERS = INFO.players


def _validate_rules(rules: Rules, path: str) -> None:
    for i, name in enumerate(rules.categories):
        try:
            category_words(name)
        except InvalidInput as err:
            raise InvalidInput(f"{path}.categories[{i}]: {err}") from None


def _validate_action(action: Any, path: str) -> None:
    check_seat(getattr(action, "player", -1), PLAYERS[1], f"{path}.player",
               game=isinstance(action, TimeUp | Flip | EndRound))
    if isinstance(action, Exchange):
        for i, face in enumerate(action.tiles):
            check_tile(face, f"{path}.tiles[{i}]")


def _validate_arrangement(arrangement: Arrangement, path: str) -> None:
    check_size(arrangement.spellings, len(TIERS), f"{path}.spellings", "tiers")
    for i, (tier, spelling) in enumerate(zip(TIERS, arrangement.spellings, strict=True)):
        if spelling is not None and len(spelling.tiles) != tier:
            raise InvalidInput(f"{path}.spellings[{i}].tiles: {len(spelling.tiles)} tiles in "
                               f"the {tier}-tile tier")
    for i, face in enumerate(arrangement.unused):
        check_tile(face, f"{path}.unused[{i}]")


def _on_rack(arrangement: Arrangement | None, rack: tuple[str, ...], path: str) -> None:
    """The tiles of an arrangement are the rack's: its words' and the unused ones."""
    if arrangement is None:
        return
    placed = Counter(arrangement.unused)
    for spelling in arrangement.spellings:
        if spelling is not None:
            placed.update(spelling.tiles)
    if placed != Counter(rack):
        extra, short = placed - Counter(rack), Counter(rack) - placed
        what = (f"uses {', '.join(sorted(extra.elements()))} not on the rack" if extra
                else f"leaves out {', '.join(sorted(short.elements()))} of the rack")
        raise InvalidInput(f"{path}: the arrangement {what}")


def _validate_state(state: State, path: str) -> None:
    players = len(state.racks)
    low, high = PLAYERS
    if not low <= players <= high:
        raise InvalidInput(f"{path}.racks: Five Tiers is for {low} to {high} players, not "
                           f"{players}")
    for p, rack in enumerate(state.racks):
        if len(rack) != HAND_SIZE:
            raise InvalidInput(f"{path}.racks[{p}]: {len(rack)} tiles; a rack holds "
                               f"{HAND_SIZE}")
    tileset = TileSet.load("fivetiers", include=("spanish",) if state.rules.spanish else ())
    if state.bag.tileset != tileset:
        raise InvalidInput(f"{path}.bag.tileset: the bag holds the {state.bag.tileset.name} set "
                           f"{state.bag.tileset.include}, the rules play with {tileset.name} "
                           f"{tileset.include}")
    places = [(f"{path}.racks[{p}][{i}]", face)
              for p, rack in enumerate(state.racks) for i, face in enumerate(rack)]
    places += [(f"{path}.bag.tiles", face) for face in state.bag.remaining.elements()]
    check_conserved(places, tileset, f"{path}.racks, {path}.bag")
    for name in ("arrangements", "declarations", "rejections"):
        check_size(getattr(state, name), players, f"{path}.{name}", "players")
    for i, seat in enumerate(sorted(state.exchanged)):
        check_seat(seat, players, f"{path}.exchanged[{i}]")
    if state.subject is not None and state.subject not in state.rules.categories:
        raise InvalidInput(f"{path}.subject: {state.subject!r} is not one of the rules' "
                           f"categories")
    if state.flips < 1:
        raise InvalidInput(f"{path}.flips: the timer is flipped at least once, not {state.flips}")
    check_times(state, path, state.now, ("timer_started", "phase_started", "first_declared"))
    for p in range(players):
        _on_rack(state.arrangements[p], state.racks[p], f"{path}.arrangements[{p}]")
        declaration = state.declarations[p]
        if declaration is not None:
            where = f"{path}.declarations[{p}]"
            _on_rack(declaration.arrangement, state.racks[p], f"{where}.arrangement")
            check_times(declaration, where, state.now, ("at",))
    declared = any(d is not None for d in state.declarations)
    if (state.first_declared is not None) != (state.phase in ("closing", "over")) or (
        declared and state.first_declared is None
    ):
        raise InvalidInput(f"{path}.first_declared: {state.first_declared} does not fit the "
                           f"phase {state.phase!r} and the declarations")
    if (state.outcome is not None) != (state.phase == "over"):
        raise InvalidInput(f"{path}.outcome: a round has an outcome when it is over, and only "
                           "then")
    if state.outcome is not None:
        check_size(state.outcome.scores, players, f"{path}.outcome.scores", "players")
        if state.outcome.events != state.events:
            raise InvalidInput(f"{path}.outcome.events: the result's log is not the round's")
    check_events(state.events, players, state.now, ACTIONS, f"{path}.events")


#: The fields of a round (and of its rules and outcome) saved by ``fivetiers.saving`` before
#: the codec.
V0_STATE = ("rules", "racks", "bag", "phase", "now", "timer_started", "phase_started", "flips",
            "subject", "arrangements", "declarations", "first_declared", "exchanged",
            "rejections", "events", "outcome")
V0_RULES = ("timer", "tie_window", "target", "apostrophe_doubles", "unused_apostrophe_points",
            "challenges", "accept", "subjects", "subject_bonus", "categories", "spanish",
            "exchange_time")
V0_OUTCOME = ("scores", "winners", "breakdowns", "seconds", "extra")


def _upgrade_state(data: Any) -> tuple[type, Any]:
    """A round saved by ``fivetiers.saving`` before the codec: actions keyed on "type", the
    outcome without its game and events (the round's own)."""
    new = with_defaults(State, require(data, V0_STATE, "state"))
    del new["format"]
    new["rules"] = with_defaults(Rules, require(new["rules"], V0_RULES, "state.rules"))
    new["events"] = events = upgrade_events(new["events"], "type", ACTIONS, "state.events")
    if new["outcome"] is not None:
        outcome = require(new["outcome"], V0_OUTCOME, "state.outcome")
        breakdowns = outcome["breakdowns"]
        if isinstance(breakdowns, list):
            breakdowns = [_upgrade_breakdown(b) for b in breakdowns]
        new["outcome"] = with_defaults(RoundResult, {
            "game": "fivetiers", "events": events, **outcome, "breakdowns": breakdowns})
    return State, new


def _upgrade_breakdown(breakdown: Any) -> Any:
    if not isinstance(breakdown, dict):
        return breakdown
    new = {"@type": "fivetiers.Breakdown", **breakdown}
    if "score" in new and "score" not in _BREAKDOWN_FIELDS and "total" in _BREAKDOWN_FIELDS:
        new["total"] = new.pop("score")  # the breakdown's total was called score then
    return new


_BREAKDOWN_FIELDS = {f.name for f in fields(Breakdown)}

register(Rules, "fivetiers.Rules", validate=_validate_rules,
         nonnegative=("timer", "tie_window", "unused_apostrophe_points", "subject_bonus",
                      "exchange_time"))
for _cls in ACTIONS:
    register(_cls, f"fivetiers.{_cls.__name__}", validate=_validate_action, nonnegative=("at",))
register(Arrangement, "fivetiers.Arrangement", validate=_validate_arrangement)
register(Declaration, "fivetiers.Declaration", nonnegative=("at",))
register(Breakdown, "fivetiers.Breakdown", nonnegative=tuple(_BREAKDOWN_FIELDS & {
    "player", "unused_value", "unused_apostrophes", "base", "bonus", "score", "total"}))
register(State, "fivetiers.State", validate=_validate_state,
         nonnegative=("now", "timer_started", "phase_started", "flips", "first_declared"))
register_format("wordgames.fivetiers.state/1", _upgrade_state)
