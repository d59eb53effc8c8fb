"""The check of a saved round that carries its seed and its log: deal it again, apply each
logged action through the game's one ``apply`` (:class:`wordgames.kit.protocol.Engine`), and
compare what that reaches with what was saved.

A round that replays is one the rules reach, whatever it holds, so this one check stands for
every count, clock and phase a game would otherwise prove reachable by hand. What it refuses
is a :class:`~wordgames.errors.DoesNotReplay` naming the field: the first log entry the game
refuses (``last_state.events[12].action``), or the first saved field the replay does not reach
(``rounds[0].scores[1]``).

>>> import random
>>> from wordgames.myword import Game
>>> game = Game()
>>> start = game.new_round(2, random.Random(3))
>>> log = game.apply(start, game.scheduled(start).action).events
>>> replayed = replay_log(game, start, log, "state.events")
>>> replayed.events == log
True
>>> check_replays(dataclasses.replace(replayed, now=9.0), replayed, "state")
Traceback (most recent call last):
...
wordgames.errors.DoesNotReplay: state.now: saved 9.0, but replaying the log reaches 0.0
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from wordgames.errors import (
    DoesNotReplay,
    NoSuchSeat,
    NotAnAction,
    RoundOver,
    TimeGoesBack,
    WordgamesError,
)
from wordgames.kit.protocol import GAME, Event
from wordgames.kit.validate import shown

#: The field of a log entry each of the engine's shared refusals is about.
_FIELD_OF: dict[type[WordgamesError], str] = {
    TimeGoesBack: ".at", NoSuchSeat: ".player", NotAnAction: ".action", RoundOver: ""}

#: What a handler given an odd action (one its own checks let pass) may raise by itself.
_ODD = (TypeError, ValueError, KeyError, IndexError, AttributeError, ArithmeticError)


def replay_log(game: Any, start: Any, events: Sequence[Event], path: str) -> Any:
    """The state ``game`` reaches from ``start`` (a round as dealt) by applying the action of
    each of ``events`` (a saved log, at ``path``) in turn; the first entry it refuses, or that
    is not the event its action makes, is a ``DoesNotReplay`` naming that entry's field."""
    state = start
    for i, event in enumerate(events):
        where = f"{path}[{i}]"
        action = getattr(event, "action", None)
        if not isinstance(event, Event):
            raise DoesNotReplay(f"{where}: a logged event is needed, not {shown(event)}")
        player = getattr(action, "player", GAME)
        if event.player != player:
            raise DoesNotReplay(f"{where}.player: {event.player}, but the action is player "
                                f"{shown(player)}'s")
        stamped = getattr(action, "at", event.at)
        if event.at != stamped:
            raise DoesNotReplay(f"{where}.at: {event.at}, but the action is at {shown(stamped)}")
        try:
            state = game.apply(state, action)
        except WordgamesError as err:
            field = _FIELD_OF.get(type(err), ".action")
            raise DoesNotReplay(f"{where}{field}: the game refuses it: {err}") from None
        except _ODD as err:  # well-typed data no game makes, which its handler trips on
            raise DoesNotReplay(f"{where}.action: the game cannot apply it "
                                f"({type(err).__name__}: {err})") from None
        if state.events[-1] != event:  # pragma: no cover - apply logs the action it applied
            raise DoesNotReplay(f"{where}: the game logs it as {state.events[-1]}")
    return state


def check_replays(saved: Any, replayed: Any, path: str) -> None:
    """``saved`` is what the replay reached (``replayed``), or a ``DoesNotReplay`` naming the
    first field where it is not."""
    difference = first_difference(saved, replayed, path)
    if difference is not None:
        raise DoesNotReplay(difference)


def first_difference(saved: Any, replayed: Any, path: str) -> str | None:
    """Where ``saved`` first differs from ``replayed``, said for a message (None: nowhere):
    the fields of dataclasses that take part in equality, the entries of sequences and
    mappings, in order.

    >>> first_difference((1, (2, 3)), (1, (2, 4)), "scores")
    'scores[1][1]: saved 3, but replaying the log reaches 4'
    """
    if saved == replayed:
        return None
    if type(saved) is type(replayed) and dataclasses.is_dataclass(saved):
        for f in dataclasses.fields(saved):
            if f.compare:
                found = first_difference(getattr(saved, f.name), getattr(replayed, f.name),
                                         f"{path}.{f.name}")
                if found is not None:
                    return found
    elif isinstance(saved, tuple | list) and isinstance(replayed, tuple | list):
        for i, (mine, theirs) in enumerate(zip(saved, replayed, strict=False)):
            found = first_difference(mine, theirs, f"{path}[{i}]")
            if found is not None:
                return found
        if len(saved) == len(replayed):
            return None  # a list and a tuple of the same entries: one saved form
        return (f"{path}: {len(saved)} entries saved, but replaying the log reaches "
                f"{len(replayed)}")
    elif isinstance(saved, Mapping) and isinstance(replayed, Mapping):
        for key in [*saved, *(k for k in replayed if k not in saved)]:
            found = first_difference(saved.get(key), replayed.get(key), f"{path}[{key!r}]")
            if found is not None:
                return found
    return f"{path}: saved {shown(saved)}, but replaying the log reaches {shown(replayed)}"


__all__ = ["check_replays", "first_difference", "replay_log"]
