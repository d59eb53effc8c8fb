"""The shape every game shares, so that one runner, simulator, UI and conformance test serve all.

A game is a pure rules engine over timestamped actions (see ``docs/design.md``)::

    state = game.new_round(players=4, rng=random.Random(7))   # an immutable snapshot
    state = game.apply(state, action)                         # a new state, or IllegalAction
    game.view(state, player=2)                                # what that player may see
    game.scheduled(state)                                     # the game's own next event, or None
    game.result(state)                                        # None while the round runs

Every game's ``Game`` derives from :class:`Engine`, the one ``apply``: it makes the checks every
game shares, with one error class for each kind of refusal, and hands the action to the game's
handler for its class.

``scheduled`` is how a game moves by itself: the dealer turning the next card, a stall limit or a
timer running out. The runner treats it like one more agent.

Each game package declares its facts once, in ``INFO`` (a :class:`GameInfo`) beside its ``Game``;
:data:`GAMES` maps each name to it, so that the match loop, the simulator, saving, the screens and
the conformance test never name a game:

>>> sorted(GAMES)
['fivetiers', 'myword', 'wordstorm']
>>> GAMES["myword"].players, GAMES["wordstorm"].lowest_wins
((2, 6), True)
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import random
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass, replace
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from wordgames.errors import (
    InvalidInput,
    NoSuchSeat,
    NotAnAction,
    RoundOver,
    TimeGoesBack,
    UnknownGame,
)
from wordgames.kit import validate
from wordgames.kit.validate import GAME as GAME

if TYPE_CHECKING:
    from wordgames.kit.exercises import Maker

State = TypeVar("State")


@dataclass(frozen=True, slots=True)
class Plan:
    """What an agent (or the game) means to do, and when, in game seconds.

    >>> Plan(at=2.5, action="deal")
    Plan(at=2.5, action='deal')
    """

    at: float
    action: Any


@dataclass(frozen=True, slots=True)
class Event:
    """One applied action of a round's log: when, who (``GAME`` for the game), what."""

    at: float
    player: int
    action: Any


class Agent(Protocol):
    """Anything that decides moves: a bot, or a person whose plans come from widgets.

    The runner calls ``begin_round`` on every agent, in seat order, before a round's first step,
    with a stream drawn from the round's one stream of chance: an agent keeps no chance, and
    nothing it learned, from one round to the next.
    """

    def begin_round(self, view: Any, rng: random.Random) -> None:
        """A new round begins; ``view`` is what the agent's seat sees at its start."""
        ...

    def plan(self, view: Any, now: float) -> Plan | None:
        """The next action and when, given what the player sees; None for nothing to do."""
        ...


class Forgetful:
    """A base for agents with nothing to forget between rounds and no chance of their own:
    ``begin_round`` does nothing."""

    def begin_round(self, view: Any, rng: random.Random) -> None:
        """Nothing to forget, and no chance to draw."""


class Game(Protocol[State]):
    """The protocol of ``wordstorm.Game``, ``myword.Game`` and ``fivetiers.Game``."""

    def new_round(self, players: int, rng: random.Random) -> State: ...

    def apply(self, state: State, action: Any) -> State: ...

    def view(self, state: State, player: int) -> Any: ...

    def scheduled(self, state: State) -> Plan | None: ...

    def result(self, state: State) -> RoundResult | None: ...


#: What applies one kind of action: ``handler(game, state, action)`` is the next state.
Handler = Callable[[Any, Any, Any], Any]


class RoundState(Protocol):
    """What :class:`Engine` reads of every game's state (a frozen dataclass)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def now(self) -> float: ...

    @property
    def events(self) -> tuple[Event, ...]: ...

    @property
    def players(self) -> int: ...


Round = TypeVar("Round", bound=RoundState)


class Engine(Generic[Round]):
    """The one ``apply`` every game shares: the common checks, then the game's own handler.

    A game's ``Game`` derives from it and declares ``name``, ``title`` (its name for people),
    ``state_type`` and ``handlers``, each of its action classes with the method that applies
    one (``GameInfo.actions`` are these classes), and says in :meth:`over` whether a round has
    ended. ``apply(state, action)`` then, whatever the game:

    1. takes only a state of this game (``InvalidInput``, from ``validate.state``);
    2. refuses what is none of the game's actions (:class:`~wordgames.errors.NotAnAction`),
       any action once the round is over (:class:`~wordgames.errors.RoundOver`), one stamped
       before the last (:class:`~wordgames.errors.TimeGoesBack`) and one by a seat the round
       does not have (:class:`~wordgames.errors.NoSuchSeat`);
    3. applies the handler, then stamps its state with the time and the event (:meth:`stamped`).

    A handler raises ``IllegalAction`` for what its game's rules refuse; the old state is never
    touched. A counting game in four lines:

    >>> @dataclass(frozen=True)
    ... class Count:
    ...     n: int
    ...     now: float = 0.0
    ...     events: tuple[Event, ...] = ()
    ...     players: int = 2
    >>> @dataclass(frozen=True)
    ... class Add:
    ...     player: int
    ...     at: float
    >>> class Counting(Engine[Count]):
    ...     name, title, state_type = "counting", "Counting", Count
    ...     def over(self, state): return "" if state.n >= 2 else None
    ...     def _add(self, state, action): return replace(state, n=state.n + 1)
    ...     handlers = {Add: _add}
    >>> game = Counting()
    >>> state = game.apply(Count(0), Add(player=1, at=1.5))
    >>> state.n, state.now, state.events
    (1, 1.5, (Event(at=1.5, player=1, action=Add(player=1, at=1.5)),))
    >>> game.apply(state, Add(player=0, at=1.0))
    Traceback (most recent call last):
    ...
    wordgames.errors.TimeGoesBack: Add at 1.00s comes before the last action at 1.50s: time only \
goes forward
    >>> game.apply(game.apply(state, Add(0, 2.0)), Add(0, 3.0))
    Traceback (most recent call last):
    ...
    wordgames.errors.RoundOver: the round is over: no more moves
    """

    name: ClassVar[str]
    title: ClassVar[str]
    state_type: ClassVar[type]
    handlers: ClassVar[Mapping[type, Handler]]

    def over(self, state: Round) -> str | None:
        """None while the round runs; once it is over, how it ended ("" for nothing to add)."""
        raise NotImplementedError

    def stamped(self, before: Round, after: Round, event: Event) -> Round:
        """``after`` (the handler's state) at the event's time, with the event in its log."""
        return replace(after, now=event.at, events=(*before.events, event))

    def apply(self, state: Round, action: Any) -> Round:
        """The state after ``action``, or an ``IllegalAction`` saying why not (state untouched)."""
        validate.state(state, self.state_type, self.title)
        handler = self.handlers.get(type(action))
        if handler is None:
            raise NotAnAction(f"{validate.shown(action)} is not a {self.title} action")
        ended = self.over(state)
        if ended is not None:
            raise RoundOver(f"the round is over{f' ({ended})' if ended else ''}: no more moves")
        at = action.at
        if math.isnan(at) or at < state.now:
            raise TimeGoesBack(f"{type(action).__name__} at {at:.2f}s comes before the last "
                               f"action at {state.now:.2f}s: time only goes forward")
        if action.player != GAME:
            check_seat(state.players, action.player)
        new: Round = handler(self, state, action)
        return self.stamped(state, new, Event(float(at), action.player, action))

    def check_state(self, state: Round) -> None:
        """``InvalidInput`` naming the field unless ``state`` (a round loaded from a file, say)
        holds what this game's rules can reach: its :attr:`GameInfo.check_state`, given the
        game's ``rules`` (a game without one takes any state). The runner asks it of a round it
        is given to play on."""
        check = GAMES[self.name].check_state if self.name in GAMES else None
        if check is not None:
            check(state, getattr(self, "rules", None))

    def sit_out(self, state: Round, seats: Iterable[int]) -> Round:
        """``state`` (a new round) with ``seats`` sitting it out (a table's seats nobody took):
        the rules give them nothing until their first move (:func:`sitting_out`); a game
        whose state has no ``out`` field plays them as any seat."""
        out = tuple(sorted(set(seats)))
        if not out or "out" not in {f.name for f in fields(state)}:
            return state
        return replace(state, out=out)


def sitting_out(state: Any) -> frozenset[int]:
    """The seats of ``state`` out of play now: those that sat the round out when it was dealt
    (``state.out``: nobody had taken them) and have made no move since (a seat is in play
    from its first move, so a newcomer there plays by the rules from then on).

    >>> from types import SimpleNamespace as S
    >>> sorted(sitting_out(S(out=(1, 2), events=(Event(3.0, 2, None),))))
    [1]
    """
    out: tuple[int, ...] = getattr(state, "out", ())
    if not out:
        return frozenset()
    moved = {event.player for event in state.events}
    return frozenset(p for p in out if p not in moved)


def check_seat(players: int, player: object) -> int:
    """``player`` if a round of ``players`` has that seat, else :class:`NoSuchSeat`.

    >>> check_seat(2, 5)
    Traceback (most recent call last):
    ...
    wordgames.errors.NoSuchSeat: there is no player 5: seats are 0 to 1
    """
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < players:
        raise NoSuchSeat(f"there is no player {validate.shown(player)}: seats are 0 to "
                         f"{players - 1}")
    return player


def check_players(title: str, players: tuple[int, int], value: object) -> int:
    """``value`` if a game called ``title`` for ``players`` (its smallest and largest number
    of players or teams) takes that many, else ``InvalidInput`` saying the range: the one
    check of a player count, for ``new_round``, the match loop and the simulator alike.

    >>> check_players("Five Tiers", (2, 4), 5)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: Five Tiers is for 2 to 4 players or teams, not 5
    """
    low, high = players
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InvalidInput(f"{title} is for {low} to {high} players or teams, not "
                           f"{validate.shown(value)}")
    return value


def _no_screen(view: Any) -> dict[str, Any]:
    raise InvalidInput("this game has no screen")


class Advice(str):
    """What a game's hint says when it gives no word (Word Storm: all your letters are in):
    said to the player, neither counted nor charged (``GameInfo.hint``)."""

    __slots__ = ()


def _no_hint(view: Any, lexicon: Any) -> str | None:
    return None


def _nothing_told(action: Any, names: Sequence[str]) -> str | None:
    return None


def _no_moves(view: Any, message: dict[str, Any]) -> Any:
    raise InvalidInput("this game takes no moves from a screen")


def _no_words(game: Any, state_or_result: Any, player: int) -> list[str]:
    return []


def _no_round_words(game: Any, result: Any, player: int) -> tuple[list[str], list[str]]:
    return [], []


@dataclass(frozen=True)
class LevelsOfPlay:
    """How a game plays at each level of play (easy, normal, hard and expert, in that order):
    what :mod:`wordgames.play.presets` makes its presets of, declared by the game.

    - ``skills``: the bots' skill at each level (a :class:`wordgames.kit.agents.Skill` each);
    - ``clocks``: the rule options that set the clock at each level (the rulebook's: ``{}``);
    - ``hint_cost``: the points a hint costs (a classroom rule, in the game's points);
    - ``child``: the skill of the child-like player the levels are tuned against.

    >>> from wordgames.kit.agents import Skill
    >>> LevelsOfPlay((Skill(),) * 4, ({},) * 3, 1, Skill())
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: a game's levels give 4 skills and 4 clocks, not 4 and 3
    """

    skills: tuple[Any, ...]
    clocks: tuple[Mapping[str, Any], ...]
    hint_cost: int
    child: Any

    def __post_init__(self) -> None:
        if len(self.skills) != 4 or len(self.clocks) != 4:
            raise InvalidInput(f"a game's levels give 4 skills and 4 clocks, not "
                               f"{len(self.skills)} and {len(self.clocks)}")


@dataclass(frozen=True)
class Option:
    """A rule a class may change before a game (the set-up's More options): the ``Rules``
    ``field``, its ``label`` and what it does (``help``), in a teacher's words."""

    field: str
    label: str
    help: str


class Lazy:
    """A fact of a game named by where it is, ``"wordgames.myword.bot:Bot"``: the module is
    imported when the fact is first read from its :class:`GameInfo` (:func:`lazy`)."""

    __slots__ = ("where",)

    def __init__(self, where: str) -> None:
        module, colon, name = where.partition(":")
        if not (module and colon and name.isidentifier()):
            raise ValueError(f"a lazy fact is 'package.module:name', not {where!r}")
        self.where = where

    def __repr__(self) -> str:
        return f"lazy({self.where!r})"

    def load(self) -> Any:
        """The object named, its module imported now if it was not yet."""
        module, _, name = self.where.partition(":")
        return getattr(importlib.import_module(module), name)


def lazy(where: str) -> Any:
    """A :class:`GameInfo` fact kept in a module of its own (``"package.module:name"``),
    imported the first time the fact is read: a game's facts load neither its bot, its hints
    nor its screens' messages until something asks for them.

    >>> info = replace(GAMES["myword"], hint=lazy("wordgames.myword.hints:hint"))
    >>> info.hint.__module__
    'wordgames.myword.hints'
    """
    return Lazy(where)


class _Package(ModuleType):
    """A package whose names load on first use (:func:`exports`)."""

    _exports: dict[str, str]

    def __getattr__(self, name: str) -> Any:
        module = self._exports.get(name)
        if module is not None:
            value = getattr(importlib.import_module(f"{self.__name__}.{module}"), name)
        elif not name.startswith("__") and importlib.util.find_spec(
                f"{self.__name__}.{name}") is not None:
            value = importlib.import_module(f"{self.__name__}.{name}")
        else:
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")
        setattr(self, name, value)  # once: the next read is a plain one
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        # Importing a submodule binds it to the package's name of the same spelling: a name the
        # package exports from that module (``wordstorm.check``, the function) keeps its meaning.
        if isinstance(value, ModuleType) and self._exports.get(name) == name:
            return
        super().__setattr__(name, value)

    def __dir__(self) -> list[str]:
        return sorted({*super().__dir__(), *self._exports})


def exports(package: str, modules: Mapping[str, Iterable[str]]) -> None:
    """Make ``package`` (a package's ``__name__``) load its names on first use: ``modules``
    maps each of its modules to the names the package exports from it. ``import
    wordgames.myword`` then loads the package alone, ``from wordgames.myword import Bot`` the
    bot's module and what it imports; a submodule (``wordgames.myword.saved``) is imported when
    first read as an attribute too. The package declares the same names under ``if
    TYPE_CHECKING:`` for the type checker, and in ``__all__``.

    >>> import wordgames.myword as myword
    >>> "Bot" in dir(myword), myword.Bot.__module__
    (True, 'wordgames.myword.bot')
    """
    where = {name: module for module, names in modules.items() for name in names}
    found = sys.modules[package]
    setattr(found, "_exports", where)  # noqa: B010 (a module has no such attribute to type)
    found.__class__ = _Package


@dataclass(frozen=True)
class GameInfo:
    """A game's facts, declared once beside its ``Game`` as ``INFO``.

    - ``name`` (the package's name) and ``display_name`` (for people); ``about``: what the
      game is, in one line a child reads (the classroom's lobby shows it; "": its name alone);
    - ``players``: the smallest and largest number of players (or teams) a round takes;
    - ``game``, ``rules``, ``bot``: the classes, called as ``game(rules=..., lexicon=...)``,
      ``rules(**options)`` and ``bot(skill)``;
    - ``default_lexicon(rules)``: the dictionary the rulebook's game is judged by;
    - what ends a match: ``Rules.target`` (a total that ends it, or None) and ``Rules.rounds``
      (an agreed number of rounds, or None), or with ``rounds_per_player`` one round per player;
      ``lowest_wins`` says which total wins; ``has_dealer``: the deal passes left each round;
    - ``records(result)``: the round as flat records, one per player (for the simulator);
    - ``hidden(state)``: the face-down order of a state (the deck, the centre, the bag), which
      no view may show;
    - ``prepare(game, levels)``: build now the indexes a round of ``game`` (a ``Game``) with
      bots of these SCOWL levels would build on first use (:func:`wordgames.play.warm.warm`);
    - ``values``: the value types its states hold besides its actions (for saving); the
      actions are :attr:`actions`, read from the game's handlers;
    - ``view_json(view)``: a seat's view as JSON values, for a screen (nothing the view does not
      hold, so nothing the rules hide from that seat);
    - ``action_from_message(view, message)``: the action a seat's screen asks for, every field
      checked (``InvalidInput`` or ``IllegalAction`` with a reason the player can read);
      ``message_of(action)``, the other way, is what a screen would send for an action;
    - ``hint(view, lexicon)``: what a hint tells the player of ``view`` with words from
      ``lexicon``, or None when none of its words fits (an :class:`Advice` when it says
      something other than a word: not counted as a hint);
    - ``told(action, names)``: what the seat that sent ``action`` is told once the table applied
      it, in a child's words, given the seats' ``names`` (None: nothing; a refusal is retold by
      :func:`wordgames.play.plainwords.for_a_child`);
    - ``hand_dealt``: for a game whose dealer may deal at their own pace, the game class where
      the seats ``by_hand`` (its argument) deal their rounds by hand (None: no such dealing).

    What the classroom, the set-up screen and the designer's tools need of a game is declared
    here too, so that a new game touches its own package only (each has a default):

    - ``round_words(game, result, player)``: the words a player tried in a finished round,
      (counted, not counted); ``words_made(game, state, player)`` and
      ``words_not_counted(game, state, player)``: those of a round in play, in order
      (:mod:`wordgames.classroom.progress` records them; default: none);
    - ``levels``: how it plays at each level of play (:class:`LevelsOfPlay`; None: every level with
      the rulebook's clock and a steady adult bot, :func:`wordgames.play.presets.preset`);
    - ``pieces``: what its pieces are called, for a child ("cards", "tiles", "letters"), and
      ``wild_name`` what its rulebook calls a ``?`` ("wild", "blank");
    - ``word_lengths``: the fewest and most pieces a word of it takes (None: no most), for the
      report on a teacher's word list (None: the report says nothing of this game);
    - ``options``: the rules a class may change before a game (:class:`Option`);
    - ``faces``: the faces the design panel offers to change first (default: the commonest
      and the rarest of its tile set);
    - ``metrics``: what the designer's :func:`wordgames.design.evaluate` reports by default,
      and ``measures``: its own per-round measures, each ``(name, label, records column)``;
    - ``check_state(state, rules)``: ``InvalidInput`` naming the field unless a state (a round
      loaded from a file, say) holds what ``rules`` can reach (:meth:`Engine.check_state`;
      None: no check beyond the codec's);
    - ``exercise``: how the classroom makes and checks exercises of it
      (:class:`wordgames.kit.exercises.Maker`; None: the classroom refuses them by name).

    A fact kept in a module of its own (the bot, the hints, a screen's messages, the saved
    state's check) is declared with :func:`lazy` and imported when first read: the game's
    ``info`` module imports its rules, not those modules (which may import ``info``).
    """

    name: str
    display_name: str
    players: tuple[int, int]
    game: Callable[..., Any]
    rules: type
    bot: Callable[..., Any]
    default_lexicon: Callable[[Any], Any]
    records: Callable[[RoundResult], list[dict[str, Any]]]
    hidden: Callable[[Any], tuple[Any, ...]]
    prepare: Callable[[Any, Iterable[int]], None]
    lowest_wins: bool = False
    has_dealer: bool = False
    rounds_per_player: bool = False
    values: tuple[type, ...] = ()
    view_json: Callable[[Any], dict[str, Any]] = _no_screen
    action_from_message: Callable[[Any, dict[str, Any]], Any] = _no_moves
    message_of: Callable[[Any], dict[str, Any]] = _no_screen
    hint: Callable[[Any, Any], str | None] = _no_hint
    told: Callable[[Any, Sequence[str]], str | None] = _nothing_told
    hand_dealt: Callable[..., Any] | None = None
    round_words: Callable[[Any, Any, int], tuple[list[str], list[str]]] = _no_round_words
    words_made: Callable[[Any, Any, int], list[str]] = _no_words
    words_not_counted: Callable[[Any, Any, int], list[str]] = _no_words
    levels: LevelsOfPlay | None = None
    pieces: str = "tiles"
    wild_name: str = "wild"
    word_lengths: tuple[int, int | None] | None = None
    options: tuple[Option, ...] = ()
    faces: tuple[str, ...] = ()
    metrics: tuple[str, ...] = ("round_minutes", "game_minutes", "seat_edge")
    measures: tuple[tuple[str, str, str], ...] = ()
    check_state: Callable[[Any, Any], None] | None = None
    about: str = ""
    exercise: Maker | None = None

    if not TYPE_CHECKING:
        def __getattribute__(self, name: str) -> Any:
            # A fact declared with :func:`lazy` is imported when first read, then kept.
            value = object.__getattribute__(self, name)
            if type(value) is Lazy:
                value = value.load()
                object.__setattr__(self, name, value)
            return value

    @property
    def actions(self) -> tuple[type, ...]:
        """Every action class of the game: those its ``Game`` has a handler for.

        >>> [kind.__name__ for kind in GAMES["myword"].actions]
        ['Deal', 'Claim', 'TakeFreeCard', 'EndRound']
        """
        return tuple(getattr(self.game, "handlers", ()))

    def has_option(self, field: str) -> bool:
        """Whether a class may change the rule ``field`` before a game (:attr:`options`).

        >>> GAMES["fivetiers"].has_option("spanish"), GAMES["myword"].has_option("spanish")
        (True, False)
        """
        return any(option.field == field for option in self.options)

    def check_players(self, players: object) -> int:
        """``players`` if this game takes that many, else ``InvalidInput`` saying the range.

        >>> GAMES["fivetiers"].check_players(5)
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: Five Tiers is for 2 to 4 players or teams, not 5
        """
        return check_players(self.display_name, self.players, players)


class GameRegistry(Mapping[str, GameInfo]):
    """The games of the package by name: each subpackage with a ``game`` module is one.

    The names are found without importing the games, in every folder of the package's path
    (``wordgames.__path__``: a folder added there, as a test adds its toy game's, is looked in
    too); a game is imported when its :class:`GameInfo` is first asked for (``import
    wordgames`` stays quick).
    """

    def __init__(self) -> None:
        self._roots: tuple[str, ...] = ()
        self._found: tuple[str, ...] = ()
        self._loaded: dict[str, GameInfo] = {}

    @property
    def _names(self) -> tuple[str, ...]:
        package = sys.modules.get("wordgames")
        here = Path(__file__).parents[__name__.count(".") - 1]  # the package's folder
        roots = tuple(getattr(package, "__path__", [str(here)]))
        if roots != self._roots:
            self._found = tuple(sorted({p.parent.name for root in roots
                                        for p in Path(root).glob("*/game.py")}))
            self._roots = roots
        return self._found

    def __getitem__(self, name: str) -> GameInfo:
        if name not in self._names:
            raise UnknownGame(f"unknown game {validate.shown(name)}; the games are "
                              f"{', '.join(self._names)}")
        if name not in self._loaded:
            info = importlib.import_module(f"wordgames.{name}").INFO
            self._loaded[name] = info
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def get_info(self, name: object) -> GameInfo:
        """The game called ``name``, or ``InvalidInput`` listing the games there are."""
        if not isinstance(name, str):
            raise UnknownGame(f"unknown game {validate.shown(name)}; the games are "
                              f"{', '.join(self._names)}")
        return self[name]


#: Every game of the package, by name.
GAMES = GameRegistry()


@dataclass(frozen=True)
class RoundResult:
    """The outcome of a round as data: scores, winners, per-player breakdowns and the event log.

    ``breakdowns[i]`` is a game-specific dataclass of player ``i``'s score components.

    >>> @dataclass(frozen=True)
    ... class Points:
    ...     cards: int
    >>> r = RoundResult("myword", scores=(3, 5), winners=(1,), breakdowns=(Points(3), Points(5)))
    >>> r.to_records()[1]
    {'game': 'myword', 'player': 1, 'score': 5, 'won': True, 'cards': 5}
    """

    game: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdowns: tuple[Any, ...] = ()
    events: tuple[Event, ...] = ()
    seconds: float = 0.0
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_records(self) -> list[dict[str, Any]]:
        """One flat dict per player, ready for ``pandas.DataFrame``."""
        records = []
        for player, score in enumerate(self.scores):
            record: dict[str, Any] = {
                "game": self.game,
                "player": player,
                "score": score,
                "won": player in self.winners,
            }
            if player < len(self.breakdowns):
                record.update(_flat(self.breakdowns[player]))
            records.append(record)
        return records

    def _repr_html_(self) -> str:
        from wordgames.screens.common import round_result_html

        return round_result_html(self)


def _flat(breakdown: Any) -> dict[str, Any]:
    if is_dataclass(breakdown) and not isinstance(breakdown, type):
        return {
            f.name: getattr(breakdown, f.name)
            for f in fields(breakdown)
            if not isinstance(getattr(breakdown, f.name), Sequence | Mapping)
            or isinstance(getattr(breakdown, f.name), str)
        }
    if isinstance(breakdown, Mapping):
        return dict(breakdown)
    # A dataclass *type* lands here too: asdict would raise on it, so it is kept whole.
    return {"breakdown": breakdown}
