"""Five Tiers' values in saved games (see :mod:`wordgames.saving`): a loaded round must hold
every tile of its set exactly once, 20 on each rack and the rest in the bag.

>>> import random
>>> from wordgames.saving.codec import from_json, to_json
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
    Declare,
    EndRound,
    Exchange,
    Flip,
    Rules,
    State,
    TimeUp,
)
from wordgames.fivetiers.info import INFO
from wordgames.fivetiers.solver import HAND_SIZE, TIERS, Arrangement
from wordgames.kit.protocol import RoundResult, sitting_out
from wordgames.kit.tiles import APOSTROPHE
from wordgames.saving.codec import (
    check_clock_and_end,
    check_conserved,
    check_events,
    check_name,
    check_saved_seat,
    check_size,
    check_tile,
    check_times,
    register,
    register_format,
    register_result_check,
    require,
    upgrade_events,
    with_defaults,
)

ACTIONS = INFO.actions
PLAYERS = INFO.players


def _validate_rules(rules: Rules, path: str) -> None:
    if isinstance(rules.tileset, str):  # a set of one's own is saved whole, and checked so
        check_name(rules.tileset, f"{path}.tileset")
        rules.tiles()
    for i, name in enumerate(rules.categories):
        try:
            category_words(name)
        except InvalidInput as err:
            raise InvalidInput(f"{path}.categories[{i}]: {err}") from None


def _validate_action(action: Any, path: str) -> None:
    check_saved_seat(getattr(action, "player", -1), PLAYERS[1], f"{path}.player",
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
    for i, seat in enumerate(state.out):  # seats out of play: each once
        check_saved_seat(seat, players, f"{path}.out[{i}]")
        if seat in state.out[:i]:
            raise InvalidInput(f"{path}.out[{i}]: player {seat} is out of play once, not twice")
    tileset = state.rules.tiles()
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
        check_saved_seat(seat, players, f"{path}.exchanged[{i}]")
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
    _check_reachable(state, path)
    if state.outcome is not None:
        _check_outcome(state, state.outcome, f"{path}.outcome")


def _check_reachable(state: State, path: str) -> None:
    """The clock and the phase of ``state`` are those its log reaches from a new round: one
    flip to start and one per Flip, the phase set by the last TimeUp, Flip, first declaration
    or EndRound, exchanges only since the timer last ran out."""
    events = state.events
    actions = [e.action for e in events]
    check_clock_and_end(state.now, state.phase == "over", events, (EndRound,), path, "phase",
                        repr(state.phase))
    flips = [e.at for e in events if isinstance(e.action, Flip)]
    if state.flips != 1 + len(flips):
        raise InvalidInput(f"{path}.flips: {state.flips}, but the log reaches {1 + len(flips)} "
                           "(the first, then one per Flip)")
    if state.timer_started != (flips[-1] if flips else 0.0):
        raise InvalidInput(f"{path}.timer_started: {state.timer_started}, but the timer was "
                           f"last flipped at {flips[-1] if flips else 0.0}")
    for p, declaration in enumerate(state.declarations):
        if declaration is not None and not any(
                isinstance(e.action, Declare) and e.player == p and e.at == declaration.at
                for e in events):
            raise InvalidInput(f"{path}.declarations[{p}].at: player {p} did not declare at "
                               f"{declaration.at} in the round's log")
    for p, why in enumerate(state.rejections):
        if why is not None and not any(isinstance(e.action, Declare) and e.player == p
                                       for e in events):
            raise InvalidInput(f"{path}.rejections[{p}]: player {p} never declared, so no "
                               "declaration was turned down")
    ats = [d.at for d in state.declarations if d is not None]
    if ats and state.first_declared != min(ats):
        raise InvalidInput(f"{path}.first_declared: {state.first_declared}, but the first "
                           f"declaration was at {min(ats)}")
    turns = [(i, a) for i, a in enumerate(actions) if isinstance(a, TimeUp | Flip)]
    out = bool(turns) and isinstance(turns[-1][1], TimeUp)
    if state.first_declared is not None:
        phase, started = ("over" if state.phase == "over" else "closing"), state.first_declared
    else:
        phase = "exchange" if out else "play"
        started = events[turns[-1][0]].at if turns else 0.0
    if state.phase != phase or state.phase_started != started:
        raise InvalidInput(f"{path}.phase_started: {state.phase!r} since "
                           f"{state.phase_started}, but the log reaches {phase!r} since "
                           f"{started}")
    since = turns[-1][0] if out else len(actions)
    exchanged = {e.player for e in events[since:] if isinstance(e.action, Exchange)}
    if not state.exchanged <= exchanged:
        seat = min(state.exchanged - exchanged)
        raise InvalidInput(f"{path}.exchanged: player {seat} has not exchanged since the "
                           "timer ran out")


def _check_outcome(state: State, outcome: RoundResult, path: str) -> None:
    """The scores of a round that is over are the rulebook's sums of its breakdowns (its
    winners are checked as a result's, by ``_check_result``): a winner scores the others' unused
    tiles (doubled for an apostrophe word, if the rules say so) plus the subject bonus, and
    everyone else 0."""
    rules, values = state.rules, state.bag.tileset
    check_size(outcome.breakdowns, state.players, f"{path}.breakdowns", "players")
    marks: list[Breakdown] = []
    for p, b in enumerate(outcome.breakdowns):
        where = f"{path}.breakdowns[{p}]"
        if not isinstance(b, Breakdown) or b.player != p:
            raise InvalidInput(f"{where}: player {p}'s Five Tiers breakdown is needed")
        declaration = state.declarations[p]
        if b.declared != (declaration is not None) or b.won != (b.declared and not b.challenged):
            raise InvalidInput(f"{where}.won: the declarations do not reach {b.won}")
        if Counter(b.unused) - Counter(state.racks[p]):
            raise InvalidInput(f"{where}.unused: tiles that are not on player {p}'s rack")
        if b.unused_value != sum(values.value(f) for f in b.unused) \
                or b.unused_apostrophes != b.unused.count(APOSTROPHE):
            raise InvalidInput(f"{where}.unused_value: {b.unused_value}, but the unused tiles "
                               f"are worth {sum(values.value(f) for f in b.unused)}")
        marks.append(b)
    penalties = [b.unused_value + rules.unused_apostrophe_points * b.unused_apostrophes
                 for b in marks]
    out = sitting_out(state)
    for p, b in enumerate(marks):
        where = f"{path}.breakdowns[{p}]"
        base = sum(penalties[o] for o in range(len(marks))
                   if o != p and o not in out) if b.won else 0
        doubled = b.won and rules.apostrophe_doubles and any(APOSTROPHE in w for w in b.words)
        bonus = rules.subject_bonus * len(b.subject_words)
        if b.base != base or b.doubled != doubled or b.bonus != bonus \
                or (b.subject_words and not b.won):
            raise InvalidInput(f"{where}.base: {b.base}, but the other players' unused tiles "
                               f"give {base}")
        total = base * (2 if doubled else 1) + bonus
        if b.total != total or outcome.scores[p] != total:
            raise InvalidInput(f"{path}.scores[{p}]: {outcome.scores[p]}, but the breakdown "
                               f"adds up to {total}")
    if outcome.seconds != state.now or outcome.game != "fivetiers":
        raise InvalidInput(f"{path}.seconds: {outcome.seconds}, but the round ended at "
                           f"{state.now}")


def _check_result(result: RoundResult, path: str) -> None:
    """A round's winners are the players who declared valid words; the others score 0."""
    if not result.breakdowns:
        return
    won = []
    for p, b in enumerate(result.breakdowns):
        if not isinstance(b, Breakdown) or b.player != p:
            raise InvalidInput(f"{path}.breakdowns[{p}]: player {p}'s Five Tiers breakdown is "
                               "needed")
        if b.won:
            won.append(p)
        elif result.scores[p]:
            raise InvalidInput(f"{path}.scores[{p}]: {result.scores[p]} for a player who did "
                               "not win; only winners score")
    if tuple(sorted(result.winners)) != tuple(won):
        raise InvalidInput(f"{path}.winners: {list(result.winners)}, but the players who "
                           f"declared valid words are {won}")


def check_state(state: State, rules: Rules, path: str = "state") -> None:
    """Nothing more to check: a Five Tiers round keeps the rules it is played by (its timer,
    its scoring), checked with the rest as it loads, whatever ``rules`` the game holds (an
    exercise plays its round under a session's rules of one round, say)."""


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
register_result_check("fivetiers", _check_result)
