"""Word Storm's values in saved games (see :mod:`wordgames.saving`): a grid is saved as its
text, and a loaded round must hold every tile of its set exactly once.

>>> import random
>>> from wordgames.saving.codec import from_json, to_json
>>> from wordgames.wordstorm.game import Game
>>> from wordgames.lexicon import Lexicon
>>> state = Game(lexicon=Lexicon.from_words(["at"])).new_round(players=2, rng=random.Random(4))
>>> from_json(to_json(state)) == state
True
>>> from_json(to_json(state).replace('"players": 2', '"players": 3'))
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: state.teams: the teams seat 0..1; the round has 3 players
"""

from __future__ import annotations

from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.tiles import TileSet
from wordgames.saving.codec import (
    check_best_winners,
    check_clock_and_end,
    check_conserved,
    check_events,
    check_name,
    check_saved_seat,
    check_size,
    check_tile,
    check_times,
    matching_tileset,
    register,
    register_format,
    register_result_check,
    require,
    upgrade_events,
    with_defaults,
)
from wordgames.wordstorm.board import Board, Side
from wordgames.wordstorm.game import (
    CallStorm,
    Deal,
    Done,
    Rules,
    State,
    TimeUp,
    Trade,
)
from wordgames.wordstorm.grid import FACES, Grid
from wordgames.wordstorm.info import INFO
from wordgames.wordstorm.scoring import ScoreBreakdown

ACTIONS = INFO.actions
PLAYERS = INFO.players


def _decode_grid(data: Any, path: str) -> Grid:
    if not isinstance(data, str):
        raise InvalidInput(f"{path}: a grid is saved as its text, not {type(data).__name__}")
    return Grid.parse(data, source=path)


def _validate_rules(rules: Rules, path: str) -> None:
    if isinstance(rules.board, str):
        Board.load(check_name(rules.board, f"{path}.board"))
    if isinstance(rules.tileset, str):  # a set of one's own is saved whole, and checked so
        TileSet.load(check_name(rules.tileset, f"{path}.tileset"))
    if rules.teams is not None:
        seats = [p for team in rules.teams for p in team]
        if sorted(seats) != list(range(len(seats))) or not all(rules.teams):
            raise InvalidInput(f"{path}.teams: each seat 0..{len(seats) - 1} must be in "
                               f"exactly one team, not {rules.teams}")


def _validate_side(side: Side, path: str) -> None:
    for name in ("rows", "cols"):
        size = getattr(side, name)
        if size is not None and size < 1:
            raise InvalidInput(f"{path}.{name}: a side is at least 1 square, not {size}")
    for r, c in sorted(side.special):
        if r < 0 or c < 0 or (side.rows is not None and r >= side.rows) \
                or (side.cols is not None and c >= side.cols):
            raise InvalidInput(f"{path}.special: the square {(r, c)} is off the side")


def _validate_board(board: Board, path: str) -> None:
    if not board.sides:
        raise InvalidInput(f"{path}.sides: a board has at least one side")


def _validate_action(action: Any, path: str) -> None:
    player = action.player
    if isinstance(action, Deal | TimeUp):
        check_saved_seat(player, PLAYERS[1], f"{path}.player", game=True)
    else:
        check_saved_seat(player, PLAYERS[1], f"{path}.player")
    if isinstance(action, Trade):
        check_saved_seat(action.partner, PLAYERS[1], f"{path}.partner")
        for name in ("give", "take"):
            face = check_tile(getattr(action, name), f"{path}.{name}")
            if face not in FACES:
                raise InvalidInput(f"{path}.{name}: {face!r} is not a Word Storm tile")


def _validate_state(state: State, path: str) -> None:
    low, high = PLAYERS
    if not low <= state.players <= high:
        raise InvalidInput(f"{path}.players: Word Storm is for {low} to {high} players, not "
                           f"{state.players}")
    seats = sorted(p for team in state.teams for p in team)
    if seats != list(range(state.players)):
        raise InvalidInput(f"{path}.teams: the teams seat {_seats(seats)}; the round has "
                           f"{state.players} players")
    for i, seat in enumerate(state.out):  # seats nobody took when dealt: each once
        check_saved_seat(seat, state.players, f"{path}.out[{i}]")
        if seat in state.out[:i]:
            raise InvalidInput(f"{path}.out[{i}]: player {seat} is out of play once, not twice")
    if len(state.teams) < 2 or not all(state.teams):
        raise InvalidInput(f"{path}.teams: at least two teams, none empty, not {state.teams}")
    check_size(state.hands, len(state.teams), f"{path}.hands", "teams")
    check_size(state.grids, len(state.teams), f"{path}.grids", "teams")
    check_times(state, path, state.now, ("last_deal",))
    if state.finished_by is not None:
        check_saved_seat(state.finished_by, state.players, f"{path}.finished_by")
        if not state.ended:
            raise InvalidInput(f"{path}.finished_by: player {state.finished_by} finished a "
                               "round that has not ended")
    if state.deals < 1:
        raise InvalidInput(f"{path}.deals: the first deal is part of every round, not "
                           f"{state.deals}")
    places = [(f"{path}.centre[{i}]", f) for i, f in enumerate(state.centre)]
    for t, hand in enumerate(state.hands):
        places += [(f"{path}.hands[{t}][{i}]", f) for i, f in enumerate(hand)]
    for t, grid in enumerate(state.grids):
        places += [(f"{path}.grids[{t}][{pos}]", grid[pos]) for pos in grid]
    check_conserved(places, matching_tileset((f for _, f in places), "wordstorm"),
                    f"{path}.centre, {path}.hands, {path}.grids")
    check_events(state.events, state.players, state.now, ACTIONS, f"{path}.events")
    _check_reachable(state, path)


def _check_reachable(state: State, path: str) -> None:
    """The counts of ``state`` are those its log reaches from a new round, under any rules:
    one deal to start and one per stall deal or Word Storm call, every team dealt alike (a
    trade swaps one tile for one), the round ended by its last action and only by it."""
    events = state.events
    actions = [e.action for e in events]
    check_clock_and_end(state.now, state.ended, events, (Done, TimeUp), path)
    dealt = [e.at for e in events if isinstance(e.action, Deal | CallStorm)]
    if state.deals != 1 + len(dealt):
        raise InvalidInput(f"{path}.deals: {state.deals}, but the log reaches {1 + len(dealt)} "
                           "(the first deal, then one per stall deal or Word Storm call)")
    if state.last_deal != (dealt[-1] if dealt else 0.0):
        raise InvalidInput(f"{path}.last_deal: {state.last_deal}, but the last deal was at "
                           f"{dealt[-1] if dealt else 0.0}")
    finisher = actions[-1].player if state.ended and isinstance(actions[-1], Done) else None
    if state.finished_by != finisher:
        raise InvalidInput(f"{path}.finished_by: {state.finished_by}, but the log's finisher "
                           f"is {finisher}")
    if finisher is not None and (not state.drawn_out or state.hands[state.team_of(finisher)]):
        raise InvalidInput(f"{path}.finished_by: player {finisher} called Done with tiles "
                           "left to play")
    for t, hand in enumerate(state.hands):
        if list(hand) != sorted(hand):
            raise InvalidInput(f"{path}.hands[{t}]: a hand is kept in alphabetical order")
    held = [len(hand) + len(grid) for hand, grid in zip(state.hands, state.grids, strict=True)]
    taken = list(zip(*_deals_taken(state), strict=True))  # per team: the deals it took
    alike = {taken[t]: held[t] for t in range(len(held))}
    if any(alike[taken[t]] != held[t] for t in range(len(held))):
        raise InvalidInput(f"{path}.hands: the teams hold {held} tiles; every deal gives each "
                           "team in play as many")


def _deals_taken(state: State) -> list[tuple[bool, ...]]:
    """For each deal of the round (the first, then each stall deal or Word Storm call), which
    teams took it: all the first; then a team with a seat in play (not sitting the round out,
    or that had moved before: ``protocol.sitting_out``)."""
    first: dict[int, int] = {}
    for i, event in enumerate(state.events):
        first.setdefault(event.player, i)
    deals = [tuple(True for _ in state.teams)]
    for i, event in enumerate(state.events):
        if isinstance(event.action, Deal | CallStorm):
            deals.append(tuple(any(p not in state.out or first.get(p, i) < i for p in team)
                               for team in state.teams))
    return deals


def _dealt(rules: Rules, tiles: int, deals: list[tuple[bool, ...]]) -> tuple[list[int], int]:
    """(tiles each team holds, tiles left in the centre) after ``deals`` (which teams took
    each) of ``tiles``."""
    held, centre = [0] * len(deals[0]), tiles
    for taking in deals:
        n = sum(taking)
        each = rules.deal_size if centre >= rules.deal_size * n else centre // max(n, 1)
        held = [h + (each if takes else 0) for h, takes in zip(held, taking, strict=True)]
        centre -= each * n
    return held, centre


def check_state(state: State, rules: Rules, path: str = "state") -> None:
    """What a loaded ``state`` holds that only the rules it is played by can check: the tiles
    the deals so far have given each team, and the rules' teams.

    >>> import random
    >>> from wordgames.lexicon import Lexicon
    >>> from wordgames.wordstorm.game import Game
    >>> state = Game(lexicon=Lexicon.from_words(["at"])).new_round(2, random.Random(4))
    >>> check_state(state, Rules())
    >>> check_state(state, Rules(deal_size=5))
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: state.hands: each team holds 4 tiles, but 1 deals of these \
rules give 5
    """
    if rules.teams is not None and tuple(map(tuple, rules.teams)) != state.teams:
        raise InvalidInput(f"{path}.teams: {state.teams}, but the rules' teams are "
                           f"{rules.teams}")
    total = len(state.centre) + sum(len(h) + len(g) for h, g in zip(state.hands, state.grids,
                                                                   strict=True))
    dealt, centre = _dealt(rules, total, _deals_taken(state))
    for t, (hand, grid) in enumerate(zip(state.hands, state.grids, strict=True)):
        held = len(hand) + len(grid)
        if held != dealt[t] or len(state.centre) != centre:
            raise InvalidInput(f"{path}.hands: {'each team' if t == 0 else f'team {t}'} "
                               f"holds {held} tiles, but {state.deals} deals of these rules "
                               f"give {dealt[t]}")


def _seats(seats: list[int]) -> str:
    return f"0..{seats[-1]}" if seats == list(range(len(seats))) and seats else str(seats)


#: The fields of a round saved by ``State.to_dict`` before the codec.
V0_STATE = ("players", "teams", "centre", "hands", "grids", "last_deal", "now", "deals",
            "finished_by", "ended", "events")


def _upgrade_state(data: Any) -> tuple[type, Any]:
    """A round saved by ``State.to_dict`` before the codec: actions were keyed on "kind"."""
    new = with_defaults(State, require(data, V0_STATE, "state"))
    del new["format"]
    new["events"] = upgrade_events(new["events"], "kind", ACTIONS, "state.events")
    return State, new


def _upgrade_grid(data: Any) -> tuple[type, Any]:
    """A grid saved by ``Grid.to_dict`` before the codec: its text under "text"."""
    if set(data) != {"format", "text"}:
        raise InvalidInput("grid: a saved grid has 'format' and 'text'")
    return Grid, data["text"]


register(Grid, "wordstorm.Grid", encode=str, decode=_decode_grid)
register(Rules, "wordstorm.Rules", validate=_validate_rules,
         nonnegative=("deal_size", "stall_limit", "finish_limit", "big_word_length"))
register(Side, "wordstorm.Side", validate=_validate_side)
register(Board, "wordstorm.Board", validate=_validate_board)
for _cls in ACTIONS:
    register(_cls, f"wordstorm.{_cls.__name__}", validate=_validate_action, nonnegative=("at",))
register(ScoreBreakdown, "wordstorm.ScoreBreakdown",
         nonnegative=("unused", "misplaced", "multiplier", "big_words", "special_squares",
                      "covered"))
register(State, "wordstorm.State", validate=_validate_state,
         nonnegative=("last_deal", "now", "deals"))
register_format("wordgames.wordstorm.state/1", _upgrade_state)
register_format("wordgames.wordstorm.grid/1", _upgrade_grid)
register_result_check("wordstorm", check_best_winners)
