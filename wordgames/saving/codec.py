"""One versioned JSON codec for everything the games hold; never pickle.

States, actions, rules, bags, grids, tile sets, round results and whole matches all go through
:func:`to_json` and :func:`from_json` (or :func:`encode` and :func:`decode`, as JSON data);
:mod:`wordgames.saving` writes and reads them as files, and the formats that are no codec value
(a table, an exercise, a variant, a board, a tile set) each have an envelope of
:mod:`wordgames.kit.envelope`::

    state = from_json(to_json(state))

The codec is driven by dataclass fields and their type annotations (frozen dataclasses, tuples,
frozensets, mappings, unions, ``Literal``, ``int``/``float``/``str``/``bool``/``None``). Each game
registers its value types in its ``saved`` module (imported here the first time one of the
game's values is saved or loaded, so that a game package imports no codec), with a hook
where a value has its own text form (a Word Storm grid as its text, a MY WORD! card as
``[id, face]``) and a ``validate`` hook for what types cannot say: that every tile and card is
in exactly one place, that seats exist, that times run forward, that each count is one the
round's log reaches from a new round (a game's ``check_state(state, rules)`` adds what only
the rules can say, such as MY WORD!'s bonus points). A result's winners must be those its
game's rules make winners (:func:`register_result_check`).

Loading checks everything and raises ``InvalidInput`` naming the field, as a path from the top
(``state.hands[2][5]``); nothing else escapes :func:`from_json` and :func:`load`. Files saved
before this codec (``wordgames.wordstorm.state/1`` and the others, found by their ``format``
key) load through the same functions into today's types.

>>> from wordgames.kit.tiles import Tile
>>> text = to_json(Tile("QU", 10))
>>> text
'{"format": "wordgames.saving/3", "value": {"@type": "Tile", "face": "QU", "value": 10}}'
>>> from_json(text)
Tile(face='QU', value=10)
>>> from_json(text.replace("10", "true"))
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: tile.value: a whole number is needed, not the boolean true

A bare class name is the ``@type`` of the package's own values; a game's values carry its name
(``"myword.Claim"``). Fields whose values do not take part in equality (``compare=False``, such
as a verdict kept for display) are not saved and come back as their defaults; a field missing
from a file takes its default, an unknown one is an error.
"""

from __future__ import annotations

import contextvars
import importlib
import json
import math
import re
import types
import typing
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields, is_dataclass, replace
from functools import cache
from importlib import resources
from typing import Any, Literal, Union, get_args, get_origin

from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.envelope import Envelope, kind_of, same_fields
from wordgames.kit.files import size_text
from wordgames.kit.match import MatchResult
from wordgames.kit.protocol import GAME, GAMES, Event, GameInfo, Plan, RoundResult
from wordgames.kit.tiles import (
    BAG_FILE,
    DOUBLE_WILD,
    WILD,
    Bag,
    Rack,
    Tile,
    TileSet,
    check_saved_tile,
)
from wordgames.lexicon import Spelling

#: The largest whole number a save may hold (a 64-bit seed is the largest the games make).
MAX_INT = 2**64
#: How deeply saved values may nest; the games' own values nest a dozen levels at most.
MAX_DEPTH = 64
#: The most a save may hold, checked before parsing: twice the longest match the safety limit
#: of rounds lets a game play (measured: a six-player MY WORD! match, 20 kB a round, 200 rounds).
MAX_BYTES = 8_000_000


#: What :func:`to_json` writes: ``{"format": "wordgames.saving/3", "value": ...}``. Version 2: the
#: games' ``Rules`` gained the teacher's ``word_list`` and ``subject_words`` (MY WORD!'s and Word
#: Storm's also ``subject_bonus``), Word Storm's ``ScoreBreakdown`` its ``subject_words`` and
#: ``subject_points``; a version 1 file gets their defaults. Version 3: a tile set of the user's
#: own is saved in its file's layout (``{"include": [...], "set": {"format":
#: "wordgames.tileset/1", ...}}``), and a bag holds it whole (the layout before is still read); MY
#: WORD!'s ``Pile`` gained the ``words`` its claims were called as. Older versions are today's
#: less what came since: a field they lack takes its default as the value is decoded (nested
#: values carry no type name where their field's type says it, so this is decided while decoding,
#: not by rewriting the data). When a saved type gains a field, this gets a new version.
SAVED = Envelope("wordgames.saving", 3, "a saved game", MAX_BYTES,
                 upgrades={1: same_fields, 2: same_fields}, indent=None)
FORMAT = SAVED.format

Encoder = Callable[[Any], Any]
Decoder = Callable[[Any, str], Any]
Validator = Callable[[Any, str], object]  # what it returns is not used
Upgrader = Callable[[Any], tuple[type, Any]]

_TAG_KEY = "@type"
_NAME = re.compile(r"[a-z][a-z0-9_]*")


@dataclass(frozen=True)
class _Entry:
    cls: type
    tag: str
    encode: Encoder | None
    decode: Decoder | None
    validate: Validator | None
    nonnegative: frozenset[str]


_BY_TAG: dict[str, _Entry] = {}
_BY_CLASS: dict[type, _Entry] = {}
_FORMATS: dict[str, Upgrader] = {}
_RESULT_CHECKS: dict[str, Validator] = {}

#: True while a value that a replay checks is decoded: its ``validate`` hooks are left out.
_UNCHECKED: contextvars.ContextVar[bool] = contextvars.ContextVar("unchecked", default=False)

#: True while a value of an older :data:`SAVED` version is decoded: a field its files lack
#: takes its default (a field without one is still missing).
_DEFAULTS_FOR_NEW_FIELDS: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "defaults_for_new_fields", default=False
)


def register(
    cls: type,
    tag: str,
    *,
    encode: Encoder | None = None,
    decode: Decoder | None = None,
    validate: Validator | None = None,
    nonnegative: Iterable[str] = (),
) -> None:
    """Make ``cls`` savable under the type tag ``tag`` (``"<game>.<Class>"`` for a game's).

    A dataclass is saved field by field; ``encode(value) -> JSON data`` and
    ``decode(data, path) -> value`` replace that for a value with its own form. ``validate(value,
    path)`` runs after loading and raises ``InvalidInput`` naming the field; the fields named in
    ``nonnegative`` (numbers, or tuples of them) must not be negative.
    """
    if (encode is None) != (decode is None):
        raise TypeError(f"{cls.__name__}: give both encode and decode, or neither")
    if encode is None and not is_dataclass(cls):
        raise TypeError(f"{cls.__name__} is not a dataclass: give it encode and decode hooks")
    old = _BY_TAG.get(tag)
    if old is not None and old.cls.__qualname__ != cls.__qualname__:
        raise TypeError(f"type tag {tag!r} is taken by {old.cls.__qualname__}")
    entry = _Entry(cls, tag, encode, decode, validate, frozenset(nonnegative))
    _BY_TAG[tag] = entry
    _BY_CLASS[cls] = entry


def register_result_check(game: str, check: Validator) -> None:
    """Check a loaded ``RoundResult`` of ``game`` (its ``game`` field) with ``check(result,
    path)``: what the game's rules say of its scores and winners."""
    _RESULT_CHECKS[game] = check


def register_format(format: str, upgrade: Upgrader) -> None:
    """Load files of an older kind (``"wordgames.myword.state/1"``, saved before every value
    went into :data:`SAVED`): ``upgrade(data)`` returns the type to load and the data in
    today's form, which is then checked like any saved value. Every field must be there: an
    upgrader names the fields the old format had (:func:`require`) and gives the others their
    defaults (:func:`with_defaults`)."""
    _FORMATS[format] = upgrade


# -- the public functions -------------------------------------------------------------------------


def encode(obj: Any) -> dict[str, Any]:
    """``obj`` as JSON data in today's format, for an envelope that holds saved values among
    its fields (a table's rounds); :func:`decode` reads it back."""
    return SAVED.seal({"value": _encode_any(obj, _top_name(type(obj)), 0)})


def to_json(obj: Any, *, indent: int | None = None) -> str:
    """``obj`` as JSON text in today's format (``InvalidInput`` for what cannot be saved)."""
    return json.dumps(encode(obj), ensure_ascii=False, allow_nan=False, indent=indent)


def decode(data: Any, expected: type | None = None, *, checked: bool = True) -> Any:
    """The value in the JSON data ``data`` (what :func:`encode` gave, in any format
    :func:`to_json` ever wrote), checked as :func:`from_json` checks it; ``checked=False``
    leaves out the ``validate`` hooks, for a round a replay checks
    (:mod:`wordgames.saving.replay`).

    >>> decode(encode(Plan(2.5, "deal")), Plan)
    Plan(at=2.5, action='deal')
    """
    token = _UNCHECKED.set(not checked)
    try:
        value = _load_tree(data, expected)
    finally:
        _UNCHECKED.reset(token)
    if expected is not None and not isinstance(value, expected):
        raise InvalidInput(f"value: a saved {expected.__name__} is needed, not "
                           f"{type(value).__name__}")
    return value


def from_json(text: str | bytes, expected: type | None = None) -> Any:
    """The value saved in ``text`` (any format :func:`to_json` ever wrote), checked; with
    ``expected``, anything but a value of that type is refused.

    >>> from_json("[1, 2]")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: not a saved wordgames value: an object with a 'format' is \
needed, not a list
    """
    if isinstance(text, str | bytes | bytearray) and len(text) > MAX_BYTES:
        raise InvalidInput(f"saved data is {size_text(len(text))}; a save holds at most "
                           f"{size_text(MAX_BYTES)}")
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise InvalidInput(f"saved data is not UTF-8 text (byte {err.start})") from None
    if not isinstance(text, str):
        raise InvalidInput(f"saved data is JSON text, not {type(text).__name__}")
    text = text.removeprefix("\ufeff")  # the byte-order mark Notepad starts a file with
    try:
        tree = json.loads(text, parse_int=_parse_int, object_pairs_hook=_object)
    except RecursionError:
        raise InvalidInput("saved data nests too deeply to be a saved game") from None
    except ValueError as err:
        if isinstance(err, json.JSONDecodeError):
            raise InvalidInput(f"not JSON: {err.msg}", line=err.lineno, column=err.colno) \
                from None
        raise InvalidInput(f"not JSON: {err}") from None
    return decode(tree, expected)


def require(data: Any, names: Iterable[str], path: str) -> dict[str, Any]:
    """Old data as an object with (at least) the fields ``names``, which its format had."""
    if not isinstance(data, dict):
        raise InvalidInput(f"{path}: an object is needed, not {_kind(data)}")
    for name in names:
        if name not in data:
            raise InvalidInput(f"{path}.{name}: missing")
    return data


def with_defaults(cls: type, data: Any) -> Any:
    """Old data of ``cls`` (an object) with today's defaults for the fields it lacks, saved
    the way today's format saves them.

    >>> with_defaults(Plan, {"action": None})
    {'action': None}
    """
    if not isinstance(data, dict):
        return data  # the checks of today's form say what is wrong with it
    out = dict(data)
    for f in fields(cls):
        if f.name in out or not any(f.name == name for name, _, _ in _fields(cls)):
            continue
        if f.default is not MISSING:
            default = f.default
        elif f.default_factory is not MISSING:
            default = f.default_factory()
        else:
            continue
        out[f.name] = _encode(default, typing.get_type_hints(cls)[f.name], f.name, 0)
    return out


def upgrade_events(
    events: Any, key: str, actions: tuple[type, ...], path: str
) -> Any:
    """An old round's log: each action keyed on its class name under ``key`` (``"kind"``,
    ``"type"``) becomes today's tagged action, with today's defaults for fields it lacked."""
    if not isinstance(events, list):
        return events
    by_name = {cls.__name__: cls for cls in actions}
    out = []
    for i, event in enumerate(events):
        if isinstance(event, dict) and isinstance(event.get("action"), dict):
            action = event["action"]
            kind = action.get(key)
            cls = by_name.get(kind) if isinstance(kind, str) else None
            if cls is None:
                raise InvalidInput(f"{path}[{i}].action.{key}: unknown action {_kind(kind)} "
                                   f"(the game's: {', '.join(by_name)})")
            body = with_defaults(cls, {k: v for k, v in action.items() if k != key})
            event = {**event, "action": {_TAG_KEY: _BY_CLASS[cls].tag, **body}}
        out.append(event)
    return out


def check_saved_seat(value: object, players: int, path: str, *, game: bool = False) -> None:
    """A seat of a ``players``-player round (or, with ``game``, the game's own ``GAME``).

    >>> check_saved_seat(4, 3, "state.dealer")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: state.dealer: there is no seat 4 in a 3-player round
    """
    if game and value == GAME:
        return
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise InvalidInput(f"{path}: there is no seat {value!r} in a {players}-player round")


def check_size(items: Sequence[Any], size: int, path: str, what: str) -> None:
    """``items`` holds exactly ``size`` entries, one per ``what``."""
    if len(items) != size:
        raise InvalidInput(f"{path}: {len(items)} entries for {size} {what}")


def check_events(
    events: Sequence[Event], players: int, now: float, actions: tuple[type, ...], path: str
) -> None:
    """A round's log: the game's actions by existing seats, in time order, none after ``now``."""
    last = 0.0
    for i, event in enumerate(events):
        where = f"{path}[{i}]"
        if type(event.action) not in actions:
            names = ", ".join(cls.__name__ for cls in actions)
            raise InvalidInput(f"{where}.action: {type(event.action).__name__} is not an action "
                               f"of this game ({names})")
        check_saved_seat(event.player, players, f"{where}.player", game=True)
        for name in ("player", "partner"):
            if hasattr(event.action, name):
                check_saved_seat(getattr(event.action, name), players, f"{where}.action.{name}",
                           game=True)
        if event.player != getattr(event.action, "player", GAME):
            raise InvalidInput(f"{where}.player: {event.player} is not the action's player")
        if event.at != getattr(event.action, "at", event.at):
            raise InvalidInput(f"{where}.at: {event.at} is not the action's time")
        if event.at < last:
            raise InvalidInput(f"{where}.at: {event.at} comes before the event before it ({last})")
        last = event.at
    if last > now:
        raise InvalidInput(f"{path}: the last event ({last}) comes after now ({now})")


def check_clock_and_end(
    now: float, ended: bool, events: Sequence[Event], enders: tuple[type, ...], path: str,
    field: str = "ended", shown: str | None = None,
) -> None:
    """A round's clock stands at its last action (0.0 before any), and it has ended exactly
    when that action is one of ``enders`` and no earlier one was (``field`` names the saved
    field that says it has ended, ``shown`` its value in a message).

    >>> check_clock_and_end(0.0, True, (), (Plan,), "state")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: state.ended: true, but the log does not end the round there
    """
    last = events[-1].at if events else 0.0
    if now != last:
        raise InvalidInput(f"{path}.now: {now}, but the last action was at {last}")
    ends = [i for i, e in enumerate(events) if isinstance(e.action, enders)]
    if ends != ([len(events) - 1] if ended else []):
        shown = str(ended).lower() if shown is None else shown
        raise InvalidInput(f"{path}.{field}: {shown}, but the log "
                           f"{'ends' if ends else 'does not end'} the round there")


def check_times(value: Any, path: str, now: float, names: Iterable[str]) -> None:
    """The named time fields of ``value`` are not after ``now``."""
    for name in names:
        t = getattr(value, name)
        if t is not None and t > now:
            raise InvalidInput(f"{path}.{name}: {t} comes after now ({now})")


def check_conserved(
    places: Iterable[tuple[str, str]], tileset: TileSet, holders: str
) -> None:
    """Every tile of ``tileset`` is in exactly one of ``places`` ((path of a tile, face), in the
    state's order); names the first tile too many, or the tiles that ``holders`` (the fields
    that hold tiles) hold nowhere.

    >>> ts = TileSet.load("myword")
    >>> places = [(f"bag[{i}]", face) for i, face in enumerate(ts.tiles())]
    >>> check_conserved(places + [("hand[0]", "QU")], ts, "bag, hand")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: hand[0]: one 'QU' tile too many: the myword set has 1
    >>> check_conserved(places[1:], ts, "bag, hand")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: bag, hand: tiles are not conserved: 1 x '?' held nowhere
    """
    expected = Counter(tileset.tiles())
    seen: Counter[str] = Counter()
    for where, face in places:
        seen[face] += 1
        if seen[face] > expected[face]:
            if not expected[face]:
                raise InvalidInput(f"{where}: {face!r} is not a tile of the {tileset.name} set")
            raise InvalidInput(f"{where}: one {face!r} tile too many: the {tileset.name} set "
                               f"has {expected[face]}")
    missing = expected - seen
    if missing:
        listing = ", ".join(f"{n} x {face!r}" for face, n in sorted(missing.items()))
        raise InvalidInput(f"{holders}: tiles are not conserved: {listing} held nowhere")


def matching_tileset(faces: Iterable[str], default: str) -> TileSet:
    """The shipped tile set whose tiles are exactly ``faces``, else the set called ``default``
    (a state that holds no rules is checked against the set its tiles are)."""
    held = Counter(faces)
    for name in shipped_tilesets():
        tileset = TileSet.load(name)
        if Counter(tileset.tiles()) == held:
            return tileset
    return TileSet.load(default)


@cache
def shipped_tilesets() -> tuple[str, ...]:
    """The names of the tile sets shipped in ``wordgames/data/tilesets``."""
    folder = resources.files("wordgames") / "data" / "tilesets"
    return tuple(sorted(e.name[: -len(".json")] for e in folder.iterdir()
                        if e.name.endswith(".json")))


def check_name(value: object, path: str) -> str:
    """A name of shipped data (a tile set, a board): lowercase letters, digits and ``_``."""
    if not isinstance(value, str) or not _NAME.fullmatch(value):
        raise InvalidInput(f"{path}: {_kind(value)} is not a name of shipped data")
    return value


#: A tile face in its canonical form, as the games save them (one check: the bag's).
check_tile = check_saved_tile


# -- encoding -------------------------------------------------------------------------------------


def _encode(value: Any, tp: Any, path: str, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise InvalidInput(f"{path}: nested too deeply to save")
    if tp is Any or tp is object:
        return _encode_any(value, path, depth)
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        for alt in get_args(tp):
            if _fits(value, alt):
                classes = sum(1 for a in get_args(tp) if _entry(a) is not None)
                if _entry(alt) is not None and classes > 1:
                    return _encode_any(value, path, depth)
                return _encode(value, alt, path, depth)
        raise InvalidInput(f"{path}: cannot save {type(value).__name__} as {_describe(tp)}")
    if origin is Literal:
        if not any(value == a and type(value) is type(a) for a in get_args(tp)):
            raise InvalidInput(f"{path}: cannot save {value!r} as {_describe(tp)}")
        return value
    if tp in (int, float, str, bool, type(None)) or tp is None:
        if not _fits(value, tp):
            raise InvalidInput(f"{path}: cannot save {type(value).__name__} as {_describe(tp)}")
        return _encode_any(value, path, depth)
    if origin in (tuple, list):
        if not isinstance(value, tuple | list):
            raise InvalidInput(f"{path}: cannot save {type(value).__name__} as a list")
        item_types = _item_types(tp, len(value))
        if item_types is None:
            raise InvalidInput(f"{path}: cannot save {len(value)} entries as {_describe(tp)}")
        return [_encode(v, t, f"{path}[{i}]", depth + 1)
                for i, (v, t) in enumerate(zip(value, item_types, strict=True))]
    if origin in (frozenset, set):
        if not isinstance(value, frozenset | set):
            raise InvalidInput(f"{path}: cannot save {type(value).__name__} as a set")
        try:
            items = sorted(value)
        except TypeError:
            items = sorted(value, key=repr)
        (item,) = get_args(tp)
        return [_encode(v, item, f"{path}[{i}]", depth + 1) for i, v in enumerate(items)]
    if origin in (Mapping, dict, typing.Mapping):
        if not isinstance(value, Mapping):
            raise InvalidInput(f"{path}: cannot save {type(value).__name__} as a mapping")
        key_type, value_type = get_args(tp)
        if key_type is str:
            return {_key(k, path): _encode(v, value_type, f"{path}[{k!r}]", depth + 1)
                    for k, v in value.items()}
        return [[_encode(k, key_type, f"{path}[{i}][0]", depth + 1),
                 _encode(v, value_type, f"{path}[{i}][1]", depth + 1)]
                for i, (k, v) in enumerate(value.items())]
    entry = _entry(tp)
    if entry is None:
        raise TypeError(f"{path}: the type {tp!r} is not registered for saving")
    if type(value) is not entry.cls:
        raise InvalidInput(f"{path}: cannot save {type(value).__name__} as {_describe(tp)}")
    return _encode_object(value, entry, path, depth, tagged=False)


def _scalar(value: Any, path: str) -> bool:
    """Whether ``value`` is a scalar (None, bool, str, int, float) fit to save: a whole number
    in range, a finite number; refused saying where, if not."""
    if value is None or isinstance(value, bool | str):
        return True
    if isinstance(value, int):
        if abs(value) > MAX_INT:
            raise InvalidInput(f"{path}: the number {value} is out of range")
        return True
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInput(f"{path}: {value} is not a finite number")
        return True
    return False


def _encode_any(value: Any, path: str, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise InvalidInput(f"{path}: nested too deeply to save")
    if _scalar(value, path):
        return value
    entry = _entry(type(value))
    if entry is not None:
        return _encode_object(value, entry, path, depth, tagged=True)
    if isinstance(value, tuple | list):
        return [_encode_any(v, f"{path}[{i}]", depth + 1) for i, v in enumerate(value)]
    if isinstance(value, Mapping):
        return {_key(k, path): _encode_any(v, f"{path}[{k!r}]", depth + 1)
                for k, v in value.items()}
    raise InvalidInput(f"{path}: a {type(value).__name__} cannot be saved (not registered with "
                       "wordgames.saving.codec)")


def _encode_object(value: Any, entry: _Entry, path: str, depth: int, tagged: bool) -> Any:
    if entry.encode is not None:
        data = entry.encode(value)
        return {_TAG_KEY: entry.tag, "value": data} if tagged else data
    out: dict[str, Any] = {_TAG_KEY: entry.tag} if tagged else {}
    for name, tp, _ in _fields(entry.cls):
        out[name] = _encode(getattr(value, name), tp, f"{path}.{name}", depth + 1)
    return out


def _key(key: object, path: str) -> str:
    if not isinstance(key, str) or key.startswith("@"):
        raise InvalidInput(f"{path}: a mapping saved here needs text keys, not {key!r}")
    return key


# -- decoding -------------------------------------------------------------------------------------


class _Bad:
    """What the JSON parser found wrong at one place (reported with the field's name)."""

    __slots__ = ("message",)

    def __init__(self, message: str) -> None:
        self.message = message


def _parse_int(text: str) -> int | _Bad:
    # Python refuses ints of more than 4300 digits with a bare ValueError, far too late to say
    # where; any number longer than a 64-bit seed is out of range anyway.
    if len(text.lstrip("-")) > 21:
        return _Bad(f"the number {text[:12]}... ({len(text)} digits) is out of range")
    return int(text)


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any] | _Bad:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            return _Bad(f"the key {key!r} appears twice")
        out[key] = value
    return out


def _enveloped(body: dict[str, Any]) -> Any:
    """The value among a saved file's fields (``{"value": ...}``), which holds nothing else."""
    extra = sorted(set(body) - {"value"})
    if extra:
        raise InvalidInput(f"{extra[0]}: unknown key of a saved value (it has 'format' and "
                           "'value')")
    if "value" not in body:
        raise InvalidInput("value: missing from the saved data")
    return body["value"]


def _load_tree(tree: Any, expected: type | None) -> Any:
    if not isinstance(tree, dict) or not isinstance(tree.get("format"), str):
        raise InvalidInput("not a saved wordgames value: an object with a 'format' is needed, "
                           f"not {_kind(tree)}")
    fmt = tree["format"]
    if fmt.startswith(f"{SAVED.kind}/"):
        older = SAVED.version_of(tree) < SAVED.version
        value = _enveloped(SAVED.open(tree))
        token = _DEFAULTS_FOR_NEW_FIELDS.set(older)
        try:
            if expected is not None and _entry(expected) is not None:
                return _decode(value, expected, _top_name(expected), 0)
            name = "value"
            if isinstance(value, dict) and isinstance(value.get(_TAG_KEY), str):
                name = _top_name(_entry_for_tag(value[_TAG_KEY], "value").cls)
            return _decode_any(value, name, 0)
        finally:
            _DEFAULTS_FOR_NEW_FIELDS.reset(token)
    upgrade = _upgrader(fmt)
    if upgrade is None:
        raise InvalidInput(f"format: {fmt!r} is not a wordgames format")
    try:
        tp, data = upgrade(tree)
    except WordgamesError:
        raise
    except _BARE as err:  # an upgrader only moves data about; old data of a strange shape
        raise InvalidInput(f"not a saved {fmt!r}: {type(err).__name__}: {err}") from None
    token = _DEFAULTS_FOR_NEW_FIELDS.set(True)  # older than every version of SAVED
    try:
        return _decode(data, tp, _top_name(tp), 0)
    finally:
        _DEFAULTS_FOR_NEW_FIELDS.reset(token)


def _upgrader(fmt: str) -> Upgrader | None:
    if fmt not in _FORMATS:
        parts = fmt.split(".")
        if len(parts) > 2 and parts[0] == "wordgames":
            _import_game(parts[1])
    return _FORMATS.get(fmt)


def _import_game(name: str) -> None:
    """Import a game's ``saved`` module (which registers its values), only if it is a game."""
    if name in GAMES:
        importlib.import_module(f"wordgames.{name}.saved")


def _entry_for_tag(tag: object, path: str) -> _Entry:
    if not isinstance(tag, str):
        raise InvalidInput(f"{path}.{_TAG_KEY}: a type name is needed, not {_kind(tag)}")
    if tag not in _BY_TAG and "." in tag:
        _import_game(tag.split(".", 1)[0])
    entry = _BY_TAG.get(tag)
    if entry is None:
        raise InvalidInput(f"{path}.{_TAG_KEY}: unknown type {tag[:60]!r}")
    return entry


def _decode(data: Any, tp: Any, path: str, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise InvalidInput(f"{path}: nested too deeply")
    if isinstance(data, _Bad):
        raise InvalidInput(f"{path}: {data.message}")
    if tp is Any or tp is object:
        return _decode_any(data, path, depth)
    if tp is None or tp is type(None):
        if data is not None:
            raise InvalidInput(f"{path}: null is needed, not {_kind(data)}")
        return None
    if tp is bool:
        if not isinstance(data, bool):
            raise InvalidInput(f"{path}: true or false is needed, not {_kind(data)}")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise InvalidInput(f"{path}: a whole number is needed, not {_kind(data)}")
        return _decode_any(data, path, depth)
    if tp is float:
        if not isinstance(data, int | float) or isinstance(data, bool):
            raise InvalidInput(f"{path}: a number is needed, not {_kind(data)}")
        return float(_decode_any(data, path, depth))
    if tp is str:
        if not isinstance(data, str):
            raise InvalidInput(f"{path}: a string is needed, not {_kind(data)}")
        return data
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        return _decode_union(data, tp, path, depth)
    if origin is Literal:
        if not any(data == a and type(data) is type(a) for a in get_args(tp)):
            raise InvalidInput(f"{path}: {_describe(tp)} is needed, not {_kind(data)}")
        return data
    if origin in (tuple, list, frozenset, set):
        if not isinstance(data, list):
            raise InvalidInput(f"{path}: a list is needed, not {_kind(data)}")
        if origin in (frozenset, set):
            (item,) = get_args(tp)
            out: list[Any] = []
            for i, raw in enumerate(data):
                value = _decode(raw, item, f"{path}[{i}]", depth + 1)
                if value in out:
                    raise InvalidInput(f"{path}[{i}]: {value!r} appears twice in a set")
                out.append(value)
            return frozenset(out) if origin is frozenset else set(out)
        item_types = _item_types(tp, len(data))
        if item_types is None:
            raise InvalidInput(f"{path}: {len(get_args(tp))} entries are needed, not {len(data)}")
        items = [_decode(raw, t, f"{path}[{i}]", depth + 1)
                 for i, (raw, t) in enumerate(zip(data, item_types, strict=True))]
        return tuple(items) if origin is tuple else items
    if origin in (Mapping, dict, typing.Mapping):
        return _decode_mapping(data, tp, path, depth)
    entry = _entry(tp)
    if entry is None:
        raise TypeError(f"{path}: the type {tp!r} is not registered for saving")
    return _decode_object(data, entry, path, depth)


def _decode_union(data: Any, tp: Any, path: str, depth: int) -> Any:
    alts = get_args(tp)
    candidates = [alt for alt in alts if _fits(data, alt, saved=True)]
    if not candidates:
        raise InvalidInput(f"{path}: {_describe(tp)} is needed, not {_kind(data)}")
    if isinstance(data, dict) and isinstance(data.get(_TAG_KEY), str):
        for alt in candidates:
            entry = _entry(alt)
            if entry is not None and entry.tag == data[_TAG_KEY]:
                return _decode_object(data, entry, path, depth)
    errors: list[InvalidInput] = []
    for alt in candidates:
        try:
            return _decode(data, alt, path, depth)
        except InvalidInput as err:
            errors.append(err)
    raise errors[0]


def _decode_mapping(data: Any, tp: Any, path: str, depth: int) -> dict[Any, Any]:
    key_type, value_type = get_args(tp)
    if key_type is str:
        if not isinstance(data, dict):
            raise InvalidInput(f"{path}: an object is needed, not {_kind(data)}")
        return {k: _decode(v, value_type, f"{path}[{k!r}]", depth + 1) for k, v in data.items()}
    if not isinstance(data, list):
        raise InvalidInput(f"{path}: a list of [key, value] pairs is needed, not {_kind(data)}")
    out: dict[Any, Any] = {}
    for i, pair in enumerate(data):
        if not isinstance(pair, list) or len(pair) != 2:
            raise InvalidInput(f"{path}[{i}]: a [key, value] pair is needed, not {_kind(pair)}")
        key = _decode(pair[0], key_type, f"{path}[{i}][0]", depth + 1)
        if key in out:
            raise InvalidInput(f"{path}[{i}][0]: the key {key!r} appears twice")
        out[key] = _decode(pair[1], value_type, f"{path}[{i}][1]", depth + 1)
    return out


def _decode_any(data: Any, path: str, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise InvalidInput(f"{path}: nested too deeply")
    if isinstance(data, _Bad):
        raise InvalidInput(f"{path}: {data.message}")
    if _scalar(data, path):
        return data
    if isinstance(data, list):
        return tuple(_decode_any(v, f"{path}[{i}]", depth + 1) for i, v in enumerate(data))
    if _TAG_KEY in data:
        return _decode_object(data, _entry_for_tag(data[_TAG_KEY], path), path, depth)
    return {k: _decode_any(v, f"{path}[{k!r}]", depth + 1) for k, v in data.items()}


def _decode_object(data: Any, entry: _Entry, path: str, depth: int) -> Any:
    if isinstance(data, _Bad):
        raise InvalidInput(f"{path}: {data.message}")
    if isinstance(data, dict) and _TAG_KEY in data:
        if data[_TAG_KEY] != entry.tag:
            raise InvalidInput(f"{path}.{_TAG_KEY}: a {entry.tag} is needed here, not "
                               f"{_kind(data[_TAG_KEY])}")
        if entry.decode is not None:
            if set(data) != {_TAG_KEY, "value"}:
                raise InvalidInput(f"{path}: a saved {entry.tag} has '@type' and 'value' only")
            data = data["value"]
    if entry.decode is not None:
        _check_plain(data, path, depth)
        value = _guarded(entry.decode, data, path)
    else:
        value = _decode_fields(data, entry, path, depth)
    if entry.validate is not None and not _UNCHECKED.get():
        _guarded(entry.validate, value, path)
    return value


def _decode_fields(data: Any, entry: _Entry, path: str, depth: int) -> Any:
    plan = _fields(entry.cls)
    if not isinstance(data, dict):
        raise InvalidInput(f"{path}: a {entry.tag} (an object of its fields) is needed, not "
                           f"{_kind(data)}")
    names = {name for name, _, _ in plan}
    unknown = sorted(k for k in data if k not in names and k != _TAG_KEY)
    if unknown:
        raise InvalidInput(f"{path}.{unknown[0]}: unknown field of {entry.tag} (its fields: "
                           f"{', '.join(name for name, _, _ in plan)})")
    kwargs: dict[str, Any] = {}
    for name, tp, required in plan:
        if name in data:
            kwargs[name] = _decode(data[name], tp, f"{path}.{name}", depth + 1)
        elif required or not _DEFAULTS_FOR_NEW_FIELDS.get():
            raise InvalidInput(f"{path}.{name}: missing")
    for name in entry.nonnegative:
        if name in kwargs:
            _nonnegative(kwargs[name], f"{path}.{name}")
    return _guarded(lambda kw, _: entry.cls(**kw), kwargs, path)


def _guarded(call: Callable[[Any, str], Any], value: Any, path: str) -> Any:
    """Run a constructor or hook on checked data: whatever it refuses names the field."""
    try:
        return call(value, path)
    except WordgamesError as err:
        message = str(err)
        raise InvalidInput(message if message.startswith(path) else f"{path}: {message}") \
            from None
    except _BARE as err:
        raise InvalidInput(f"{path}: {type(err).__name__}: {err}") from None


#: What a constructor, hook or upgrader given odd (but well-typed) data may raise by itself.
_BARE = (TypeError, ValueError, KeyError, IndexError, AttributeError, ArithmeticError,
         RecursionError)


def _nonnegative(value: Any, path: str) -> None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        if value < 0:
            raise InvalidInput(f"{path}: {value} is negative; it must be 0 or more")
    elif isinstance(value, tuple | list | frozenset):
        for i, item in enumerate(sorted(value) if isinstance(value, frozenset) else value):
            _nonnegative(item, f"{path}[{i}]")


def _check_plain(data: Any, path: str, depth: int) -> None:
    """JSON data for a hook: no parser findings, finite numbers, not too deep."""
    if depth > MAX_DEPTH:
        raise InvalidInput(f"{path}: nested too deeply")
    if isinstance(data, _Bad):
        raise InvalidInput(f"{path}: {data.message}")
    _scalar(data, path)
    if isinstance(data, list):
        for i, item in enumerate(data):
            _check_plain(item, f"{path}[{i}]", depth + 1)
    elif isinstance(data, dict):
        for key, item in data.items():
            _check_plain(item, f"{path}.{key}", depth + 1)


def _fits(value: Any, tp: Any, saved: bool = False) -> bool:
    """Whether ``value`` is of the annotation ``tp``: a Python value about to be saved, or
    (``saved``) JSON data of the kind ``tp`` is saved as (a number too long to read counts as
    a number, so that the field's own check says what is wrong with it)."""
    if tp is Any or tp is object:
        return True
    if tp is None or tp is type(None):
        return value is None
    if isinstance(value, bool) or tp is bool:
        return isinstance(value, bool) and tp is bool
    if tp is int:
        return isinstance(value, int) or (saved and isinstance(value, _Bad))
    if tp is float:
        return isinstance(value, int | float) or (saved and isinstance(value, _Bad))
    if tp is str:
        return isinstance(value, str)
    origin, args = get_origin(tp), get_args(tp)
    if origin is Literal:
        return any(type(value) is type(a) and (saved or value == a) for a in args)
    if origin in (Union, types.UnionType):
        return any(_fits(value, a, saved) for a in args)
    if origin in (tuple, list, frozenset, set):
        if saved:
            return isinstance(value, list)
        return isinstance(value, tuple | list if origin in (tuple, list) else frozenset | set)
    if origin in (Mapping, dict, typing.Mapping):
        if saved:
            return isinstance(value, dict if args[0] is str else list)
        return isinstance(value, Mapping)
    entry = _entry(tp)
    if entry is None:
        return False
    if not saved:
        return type(value) is entry.cls
    return isinstance(value, dict) if entry.decode is None else value is not None


# -- types ----------------------------------------------------------------------------------------


def _entry(tp: Any) -> _Entry | None:
    if not isinstance(tp, type):
        return None
    entry = _BY_CLASS.get(tp)
    if entry is None and tp.__module__.startswith("wordgames."):
        _import_game(tp.__module__.split(".")[1])  # a game's value, saved for the first time
        entry = _BY_CLASS.get(tp)
    return entry


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    """(name, annotation, required) of each saved field: the init fields that take part in
    equality (one that does not, with a default, is for display and is not kept)."""
    hints = typing.get_type_hints(cls)
    out = []
    for f in fields(cls):
        has_default = f.default is not MISSING or f.default_factory is not MISSING
        if not f.init or (not f.compare and has_default):
            continue
        out.append((f.name, hints[f.name], not has_default))
    return tuple(out)


def _item_types(tp: Any, n: int) -> tuple[Any, ...] | None:
    args = get_args(tp)
    if get_origin(tp) is list or (len(args) == 2 and args[1] is Ellipsis):
        return (args[0],) * n
    if args == ((),):  # tuple[()]
        args = ()
    return args if len(args) == n else None


def _top_name(tp: Any) -> str:
    """The path of a saved value's top: ``state`` for a State, ``round_result``."""
    entry = _entry(tp)
    if entry is None:
        return "value"
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", entry.cls.__name__).lower()


def _describe(tp: Any) -> str:
    if tp is None or tp is type(None):
        return "null"
    names = {bool: "true or false", int: "a whole number", float: "a number", str: "a string"}
    if tp in names:
        return names[tp]
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        return " or ".join(_describe(a) for a in get_args(tp))
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(tp))
    if origin in (tuple, list, frozenset, set):
        return "a list"
    if origin in (Mapping, dict, typing.Mapping):
        return "an object"
    entry = _entry(tp)
    return f"a {entry.tag}" if entry is not None else repr(tp)


def _kind(data: Any) -> str:
    """Some JSON data, in words, for a message (what the parser found wrong, where it did)."""
    return data.message if isinstance(data, _Bad) else kind_of(data)


# -- the package's own values ---------------------------------------------------------------------


def _encode_tileset(tileset: TileSet) -> dict[str, Any]:
    """A shipped set by its name and groups; a set of the user's own whole, in the layout of
    a tile set's file (:meth:`TileSet.to_dict`)."""
    if tileset.loads_by_name():
        return {"name": tileset.name, "include": list(tileset.include)}
    return {"include": list(tileset.include), "set": tileset.to_dict()}


def _decode_tileset(data: Any, path: str) -> TileSet:
    if not isinstance(data, dict):
        raise InvalidInput(f"{path}: a tile set (an object) is needed, not {_kind(data)}")
    fields = {"set", "include"} if "set" in data else (
        {"name", "include", "counts", "values", "provenance", "title"} if "counts" in data
        else {"name", "include"})
    unknown = sorted(set(data) - fields)
    if unknown:
        raise InvalidInput(f"{path}.{unknown[0]}: unknown field of a tile set")
    include = _decode(data.get("include", []), tuple[str, ...], f"{path}.include", 1)
    if "set" in data:
        try:
            return replace(TileSet.from_dict(data["set"]), include=include)
        except InvalidInput as err:
            raise InvalidInput(f"{path}.set: {err.message}") from None
    if "counts" not in data:
        name = check_name(data.get("name"), f"{path}.name")
        for i, group in enumerate(include):
            check_name(group, f"{path}.include[{i}]")
        return TileSet.load(name, include)
    return _decode_tileset_v2(data, include, path)


def _decode_tileset_v2(data: dict[str, Any], include: tuple[str, ...], path: str) -> TileSet:
    """A set of the user's own as versions 1 and 2 of :data:`SAVED` laid it out: its
    ``counts`` and ``values`` beside its name."""
    name = _decode(data.get("name"), str, f"{path}.name", 1)
    counts = _decode(data["counts"], Mapping[str, int], f"{path}.counts", 1)
    values = _decode(data.get("values"), Mapping[str, int], f"{path}.values", 1)
    for face in counts:
        check_tile(face, f"{path}.counts[{face!r}]")
        _nonnegative(counts[face], f"{path}.counts[{face!r}]")
        if face not in values:
            raise InvalidInput(f"{path}.values: no value for the tile {face!r}")
    extra = sorted(set(values) - set(counts))
    if extra:
        raise InvalidInput(f"{path}.values[{extra[0]!r}]: a value for a tile the set lacks")
    return TileSet(name, counts, values, _decode(data.get("provenance", ""), str, path, 1),
                   _decode(data.get("title", ""), str, path, 1), include)


def _upgrade_bag(data: Any) -> tuple[type, Any]:
    return Bag, data


def _validate_event(event: Event, path: str) -> None:
    if event.player < GAME:
        raise InvalidInput(f"{path}.player: {event.player} is not a seat (nor the game's -1)")


def _validate_result(result: RoundResult, path: str) -> None:
    players = len(result.scores)
    seen: set[int] = set()
    for i, seat in enumerate(result.winners):
        check_saved_seat(seat, players, f"{path}.winners[{i}]")
        if seat in seen:
            raise InvalidInput(f"{path}.winners[{i}]: seat {seat} is listed twice")
        seen.add(seat)
    if result.breakdowns:
        check_size(result.breakdowns, players, f"{path}.breakdowns", "players")
        for i, (score, breakdown) in enumerate(zip(result.scores, result.breakdowns,
                                                   strict=True)):
            total = getattr(breakdown, "total", score)
            if total != score:
                raise InvalidInput(f"{path}.scores[{i}]: {score}, but the breakdown's total "
                                   f"is {total}")
    for i, event in enumerate(result.events):
        check_saved_seat(event.player, players, f"{path}.events[{i}].player", game=True)
    last = result.events[-1].at if result.events else 0.0
    if result.seconds < last:
        raise InvalidInput(f"{path}.seconds: {result.seconds}, but the log runs to {last}")
    if result.game in GAMES:
        info = GAMES[result.game]
        low, high = info.players
        if not low <= players <= high:
            raise InvalidInput(f"{path}.scores: {players} players; {info.display_name} is for "
                               f"{low} to {high}")
        _import_game(result.game)
        check = _RESULT_CHECKS.get(result.game)
        if check is not None:
            check(result, path)


def check_best_winners(result: RoundResult, path: str) -> None:
    """The winners of a round won by the best score (the lowest, if the game says so) are the
    players with that score.

    >>> check_best_winners(RoundResult("myword", (37, 21), (1,)), "round_result")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: round_result.winners: [1], but the best score of (37, 21) \
is player 0's
    """
    _check_winners(GAMES[result.game], result.scores, result.winners, path, "score")


def _check_winners(info: GameInfo, scores: Sequence[int], winners: Sequence[int], path: str,
                   what: str) -> None:
    if not scores:
        return
    best = min(scores) if info.lowest_wins else max(scores)
    expected = tuple(p for p, s in enumerate(scores) if s == best)
    if tuple(sorted(winners)) != expected:
        who = ", ".join(str(p) for p in expected)
        raise InvalidInput(f"{path}.winners: {list(winners)}, but the best {what} of "
                           f"{tuple(scores)} is player{'s' if len(expected) > 1 else ''} "
                           f"{who}'s")


#: Why a match ends (see ``wordgames.kit.match``).
_ENDED_BY = ("target", "rounds", "limit")


def _validate_match(match: MatchResult, path: str) -> None:
    players = len(match.totals)
    for k, result in enumerate(match.rounds):
        check_size(result.scores, players, f"{path}.rounds[{k}].scores", "players")
    sums = tuple(sum(r.scores[p] for r in match.rounds) for p in range(players))
    if match.rounds and sums != match.totals:
        raise InvalidInput(f"{path}.totals: {match.totals}, but the rounds add up to {sums}")
    for i, seat in enumerate(match.winners):
        check_saved_seat(seat, players, f"{path}.winners[{i}]")
    if match.game not in GAMES:
        return
    if not match.rounds:
        raise InvalidInput(f"{path}.rounds: a match plays at least one round")
    for k, result in enumerate(match.rounds):
        if result.game != match.game:
            raise InvalidInput(f"{path}.rounds[{k}].game: {result.game!r} in a match of "
                               f"{match.game!r}")
    if match.ended_by not in _ENDED_BY:
        raise InvalidInput(f"{path}.ended_by: {match.ended_by!r} is not why a match ends "
                           f"({', '.join(_ENDED_BY)})")
    _check_winners(GAMES[match.game], match.totals, match.winners, path, "total")


def _validate_spelling(spelling: Spelling, path: str) -> None:
    if len(spelling.tiles) != len(spelling.letters):
        raise InvalidInput(f"{path}.letters: {len(spelling.letters)} letters for "
                           f"{len(spelling.tiles)} tiles")
    for i, (face, letters) in enumerate(zip(spelling.tiles, spelling.letters, strict=True)):
        check_tile(face, f"{path}.tiles[{i}]")
        if face in (WILD, DOUBLE_WILD):
            fits = letters.isalpha() and letters.islower() and len(letters) == len(face)
        else:
            fits = letters == face.lower()
        if not fits:
            raise InvalidInput(f"{path}.letters[{i}]: the tile {face!r} cannot spell "
                               f"{letters[:20]!r}")


register(TileSet, "TileSet", encode=_encode_tileset, decode=_decode_tileset)
register(Bag, "Bag", encode=Bag.to_dict, decode=lambda data, path: Bag.from_dict(data, path=path))
register(Tile, "Tile", validate=lambda tile, path: check_tile(tile.face, f"{path}.face"))
register(Rack, "Rack")
register(Spelling, "Spelling", validate=_validate_spelling)
register(Plan, "Plan", nonnegative=("at",))
register(Event, "Event", validate=_validate_event, nonnegative=("at",))
register(RoundResult, "RoundResult", validate=_validate_result, nonnegative=("seconds",))
register(MatchResult, "MatchResult", validate=_validate_match)
for _version in range(1, BAG_FILE.version + 1):  # a bag's own file, of any version
    register_format(f"{BAG_FILE.kind}/{_version}", _upgrade_bag)

__all__ = [
    "FORMAT",
    "SAVED",
    "check_best_winners",
    "check_clock_and_end",
    "check_conserved",
    "check_events",
    "check_name",
    "check_saved_seat",
    "check_size",
    "check_tile",
    "check_times",
    "decode",
    "encode",
    "from_json",
    "matching_tileset",
    "register",
    "register_format",
    "register_result_check",
    "require",
    "shipped_tilesets",
    "to_json",
    "upgrade_events",
    "with_defaults",
]
