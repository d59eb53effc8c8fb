"""Saving a Five Tiers round as plain JSON data and loading it back (versioned; never pickle).

>>> import json, random
>>> from wordgames.fivetiers.game import Game, Rules
>>> game = Game(Rules(timer=120.0))
>>> state = game.new_round(players=2, rng=random.Random(4))
>>> data = json.loads(json.dumps(state_to_dict(state)))
>>> state_from_dict(data) == state
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.fivetiers.game import (
    Arrange,
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
from wordgames.fivetiers.solver import Arrangement
from wordgames.lexicon import Spelling
from wordgames.protocol import Event, RoundResult
from wordgames.tiles import Bag, TileSet

FORMAT = "wordgames.fivetiers.state/1"
_ACTIONS: dict[str, type] = {
    cls.__name__: cls for cls in (Declare, Arrange, Exchange, TimeUp, Flip, EndRound)
}


def state_to_dict(state: State) -> dict[str, Any]:
    """Plain JSON-ready data for a round in any phase."""
    return {
        "format": FORMAT,
        "rules": _rules_to_dict(state.rules),
        "racks": [list(r) for r in state.racks],
        "bag": state.bag.to_dict(),
        "phase": state.phase,
        "now": state.now,
        "timer_started": state.timer_started,
        "phase_started": state.phase_started,
        "flips": state.flips,
        "subject": state.subject,
        "arrangements": [_arrangement_to_dict(a) for a in state.arrangements],
        "declarations": [
            None if d is None else {
                "at": d.at, "arrangement": _arrangement_to_dict(d.arrangement),
                "invalid": list(d.invalid),
            }
            for d in state.declarations
        ],
        "first_declared": state.first_declared,
        "exchanged": sorted(state.exchanged),
        "rejections": list(state.rejections),
        "events": [_event_to_dict(e) for e in state.events],
        "outcome": None if state.outcome is None else _result_to_dict(state.outcome),
    }


def state_from_dict(data: Mapping[str, Any]) -> State:
    """The inverse of :func:`state_to_dict`; data that is not a saved round raises
    ``InvalidInput`` saying what is wrong."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise InvalidInput(f"not a saved Five Tiers round (format {FORMAT!r} expected)")
    try:
        rules = _rules_from_dict(data["rules"])
        tileset = TileSet.load("fivetiers", include=("spanish",) if rules.spanish else ())
        events = tuple(_event_from_dict(e) for e in data["events"])
        return State(
            rules=rules,
            racks=tuple(tuple(str(f) for f in r) for r in data["racks"]),
            bag=Bag.from_dict(data["bag"], tileset),
            phase=data["phase"],
            now=float(data["now"]),
            timer_started=float(data["timer_started"]),
            phase_started=float(data["phase_started"]),
            flips=int(data["flips"]),
            subject=data["subject"],
            arrangements=tuple(_arrangement_from_dict(a) for a in data["arrangements"]),
            declarations=tuple(
                None if d is None else Declaration(
                    float(d["at"]), _required(_arrangement_from_dict(d["arrangement"])),
                    tuple(d["invalid"]),
                )
                for d in data["declarations"]
            ),
            first_declared=data["first_declared"],
            exchanged=frozenset(int(p) for p in data["exchanged"]),
            rejections=tuple(data["rejections"]),
            events=events,
            outcome=None if data["outcome"] is None else _result_from_dict(data["outcome"], events),
        )
    except (KeyError, TypeError, ValueError) as err:
        if isinstance(err, InvalidInput):
            raise
        raise InvalidInput(f"corrupt saved Five Tiers round: {err!r}") from err


def _required(arrangement: Arrangement | None) -> Arrangement:
    if arrangement is None:
        raise InvalidInput("corrupt saved Five Tiers round: a declaration without words")
    return arrangement


def _rules_to_dict(rules: Rules) -> dict[str, Any]:
    out = {f.name: getattr(rules, f.name) for f in fields(rules)}
    out["accept"] = sorted(rules.accept)
    out["categories"] = list(rules.categories)
    return out


def _rules_from_dict(data: Mapping[str, Any]) -> Rules:
    known = {f.name for f in fields(Rules)}
    unknown = set(data) - known
    if unknown:
        raise InvalidInput(f"corrupt saved Five Tiers round: unknown rules {sorted(unknown)}")
    options = dict(data)
    options["accept"] = frozenset(options.get("accept", ()))
    options["categories"] = tuple(options.get("categories", Rules().categories))
    return Rules(**options)


def _arrangement_to_dict(arrangement: Arrangement | None) -> dict[str, Any] | None:
    if arrangement is None:
        return None
    return {
        "spellings": [
            None if s is None else {"tiles": list(s.tiles), "letters": list(s.letters)}
            for s in arrangement.spellings
        ],
        "unused": list(arrangement.unused),
    }


def _arrangement_from_dict(data: Mapping[str, Any] | None) -> Arrangement | None:
    if data is None:
        return None
    spellings = tuple(
        None if s is None else Spelling(tuple(s["tiles"]), tuple(s["letters"]))
        for s in data["spellings"]
    )
    return Arrangement(spellings, tuple(data["unused"]))


def _action_to_dict(action: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):
        value = getattr(action, f.name)
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def _action_from_dict(data: Mapping[str, Any]) -> Any:
    kind = _ACTIONS.get(data.get("type", ""))
    if kind is None:
        raise InvalidInput(f"corrupt saved Five Tiers round: unknown action {data.get('type')!r}")
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k != "type"}
    return kind(**values)


def _event_to_dict(event: Event) -> dict[str, Any]:
    return {"at": event.at, "player": event.player, "action": _action_to_dict(event.action)}


def _event_from_dict(data: Mapping[str, Any]) -> Event:
    return Event(float(data["at"]), int(data["player"]), _action_from_dict(data["action"]))


def _result_to_dict(result: RoundResult) -> dict[str, Any]:
    return {
        "scores": list(result.scores),
        "winners": list(result.winners),
        "breakdowns": [
            {f.name: (list(getattr(b, f.name)) if isinstance(getattr(b, f.name), tuple)
                      else getattr(b, f.name)) for f in fields(b)}
            for b in result.breakdowns
        ],
        "seconds": result.seconds,
        "extra": dict(result.extra),
    }


def _result_from_dict(data: Mapping[str, Any], events: tuple[Event, ...]) -> RoundResult:
    breakdowns = []
    for entry in data["breakdowns"]:
        values: dict[str, Any] = {
            k: tuple(v) if isinstance(v, list) else v for k, v in entry.items()
        }
        if "score" in values:  # rounds saved before breakdowns named their total "total"
            values["total"] = values.pop("score")
        breakdowns.append(Breakdown(**values))
    return RoundResult(
        game="fivetiers",
        scores=tuple(data["scores"]),
        winners=tuple(data["winners"]),
        breakdowns=tuple(breakdowns),
        events=events,
        seconds=float(data["seconds"]),
        extra=dict(data["extra"]),
    )


__all__ = ["FORMAT", "state_from_dict", "state_to_dict"]
