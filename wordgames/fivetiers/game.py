"""Five Tiers rounds: rules as data, actions, an immutable state and the game engine.

A *round* here is what ends with a winner: 20 tiles each, the timer runs; when it runs out with
no declaration, everyone may exchange tiles and the timer is flipped again (the rulebook calls
each flip "the next round"; here they are the round's ``flips``). The first declaration ends the
round, after the tie window; declared words are challenged and everyone is scored.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> game = Game(Rules(), lexicon=Lexicon.default(80, contractions=True))
>>> state = game.new_round(players=2, rng=random.Random(7))
>>> len(state.racks[0]), state.phase, game.scheduled(state).at
(20, 'play', 300.0)
>>> state = game.apply(state, Exchange(player=0, tiles=(), at=1.0))
Traceback (most recent call last):
...
wordgames.errors.IllegalAction: no exchanges while the timer runs (rulebook: ... run out)
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Literal

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.fivetiers.categories import category_words, in_category
from wordgames.fivetiers.placing import place, place_all
from wordgames.fivetiers.solver import HAND_SIZE, UNUSED_APOSTROPHE_POINTS, Arrangement
from wordgames.kit import rulewords, validate
from wordgames.kit.lookalike import typed
from wordgames.kit.protocol import (
    GAME,
    Engine,
    Event,
    Plan,
    RoundResult,
    check_players,
    check_seat,
    sitting_out,
)
from wordgames.kit.tiles import APOSTROPHE, Bag, TileSet, normalize_tile
from wordgames.lexicon import Lexicon, fold_accents

Phase = Literal["play", "closing", "exchange", "over"]


#: The faces a Five Tiers tile may show: a letter, '?', the apostrophe, the Spanish tiles.
_FACES = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZÑ?'") | {"CH", "LL", "RR"}


@dataclass(frozen=True)
class Rules:
    """The options the rulebook leaves open; the defaults are the rulebook's.

    - ``timer``: seconds of each flip of the sand timer ("Approximately 5 minutes per round").
    - ``tie_window``: seconds after the first declaration in which others who complete also win
      ("If multiple players form all five words ... each scoring player earns points"); 0 means
      exactly the same moment; None is the variant where everyone who completes before the timer
      runs out wins.
    - ``target``: "The first player to reach 500 points is declared the winner." ``rounds``: an
      agreed number of rounds instead (None: play to the target; see :mod:`wordgames.kit.match`).
    - ``apostrophe_doubles``: "Words with an apostrophe earn double points for all players,
      including the winner." Read as: a winner whose five words include a word with an
      apostrophe scores double that round (non-winners score 0, so doubling theirs changes
      nothing). False turns the rule off.
    - ``unused_apostrophe_points``: "Unused apostrophe tiles at the end of a round award 5 points
      to the winner": per unused apostrophe of each opponent.
    - ``challenges``: ``"end"`` (rulebook: "Players can challenge words presented at the end of a
      round"): declared words are checked when the round ends, and a winner with an invalid word
      loses that round's points and is not a winner. ``"immediate"``: a declaration is checked
      at once, as interactive play does; one with an invalid word is rejected (logged, the round
      goes on) and the player may declare again.
    - ``accept``: a teacher's house words that count as valid besides the lexicon.
    - ``subjects``: advanced play; a category is drawn at the start of each round from
      ``categories`` and each category word a winner used earns ``subject_bonus``, added after
      any doubling.
    - ``subject_words``: a teacher's words that count as subject words in every round (with
      or without ``subjects``): each one a winner used earns ``subject_bonus`` too.
    - ``word_list``: the agreed dictionary is a teacher's list of words (None: the default
      dictionary); bots then know only those words. See ``wordgames.kit.rulewords``.
    - ``spanish``: play with the 6 Spanish tiles (RR, LL, Ñ) and the Spanish dictionary; in English
      play they stay out of the bag ("When playing in English, remove the tiles labeled rr, ll,
      and ñ from the bag").
    - ``tileset``: the tiles, by name (``"fivetiers"``, or a variant saved beside it) or as a
      :class:`~wordgames.kit.tiles.TileSet` (``TileSet.variant``); ``spanish`` adds its group.
    - ``exchange_time``: the longest break between two flips for exchanges (the rulebook says
      nothing; the timer starts again as soon as everyone has exchanged or passed).
    """

    timer: float = 300.0
    tie_window: float | None = 0.0
    target: int | None = 500
    rounds: int | None = None
    apostrophe_doubles: bool = True
    unused_apostrophe_points: int = UNUSED_APOSTROPHE_POINTS
    challenges: Literal["end", "immediate"] = "end"
    accept: frozenset[str] = frozenset()
    subjects: bool = False
    subject_bonus: int = 5
    categories: tuple[str, ...] = ("Foods", "Clothing", "House Objects")
    spanish: bool = False
    exchange_time: float = 60.0
    tileset: str | TileSet = "fivetiers"
    word_list: tuple[str, ...] | None = None
    subject_words: frozenset[str] = frozenset()

    def __new__(cls, *args: Any, **options: Any) -> Rules:
        # A misspelt option is named, with the nearest right one (not Python's TypeError).
        validate.known_options(cls, args, options)
        return super().__new__(cls)

    def __post_init__(self) -> None:
        # Types first (one shared checker each), then the rulebook's ranges.
        validate.number(self.timer, "timer", unit="seconds")
        validate.optional_number(self.tie_window, "tie_window", unit="seconds")
        validate.optional_whole(self.target, "target")
        validate.optional_whole(self.rounds, "rounds")
        for name in ("apostrophe_doubles", "subjects", "spanish"):
            validate.flag(getattr(self, name), name)
        validate.whole(self.unused_apostrophe_points, "unused_apostrophe_points", least=0)
        validate.whole(self.subject_bonus, "subject_bonus", least=0)
        validate.number(self.exchange_time, "exchange_time", unit="seconds")
        validate.instance(self.tileset, "tileset", (str, TileSet),
                          "a tile set name or a TileSet")
        if isinstance(self.categories, str):
            raise InvalidInput("categories is a list of category names, not one string")
        object.__setattr__(self, "categories", validate.items(
            self.categories, "categories", lambda v, name: validate.text(v, name)))
        if not isinstance(self.accept, str):
            validate.items(self.accept, "accept", lambda v, name: validate.text(v, name))
        object.__setattr__(self, "word_list", rulewords.word_list(self.word_list, "word_list"))
        object.__setattr__(
            self, "subject_words", rulewords.subject_words(self.subject_words, "subject_words")
        )
        if not self.timer > 0:
            raise InvalidInput(f"the timer must run a positive number of seconds, not {self.timer}")
        if self.tie_window is not None and self.tie_window < 0:
            raise InvalidInput(f"tie_window must be >= 0 seconds or None, not {self.tie_window}")
        if self.target is not None and self.target <= 0:
            raise InvalidInput(f"target must be a positive score or None, not {self.target}")
        if self.rounds is not None and self.rounds < 1:
            raise InvalidInput(f"rounds must be at least 1 or None, not {self.rounds}")
        if self.target is None and self.rounds is None:
            raise InvalidInput("a game needs a target score or a number of rounds")
        if self.challenges not in ("end", "immediate"):
            raise InvalidInput(f"challenges must be 'end' or 'immediate', not "
                               f"{validate.shown(self.challenges)}")
        if self.exchange_time < 0:
            raise InvalidInput(f"exchange_time must be >= 0 seconds, not {self.exchange_time}")
        validate.duration(self.timer, "timer")
        validate.duration(self.tie_window, "tie_window", optional=True, least=0)
        validate.duration(self.exchange_time, "exchange_time", zero=True)
        # Checked whole when made, not when a round first deals: categories there are, and
        # tiles Five Tiers cannot play (a MY WORD! deck's '??' and double-letter cards).
        for i, name in enumerate(self.categories):
            try:
                category_words(name)
            except InvalidInput as err:
                raise InvalidInput(f"categories[{i}]: {err}") from None
        tiles = self.tiles()
        foreign = sorted(set(tiles.tiles()) - _FACES)
        if foreign:
            raise InvalidInput(f"tileset: the {tiles.name} set has {', '.join(foreign[:6])} "
                               f"tiles, which Five Tiers has no use for (its tiles are letters, "
                               f"'?' and the apostrophe; with spanish=True also CH, LL, RR, Ñ)")
        validate.whole(self.target or 1, "target", most=validate.MAX_TARGET)
        validate.whole(self.rounds or 1, "rounds", most=validate.MAX_ROUNDS,
                       why="a match's safety limit")
        for name in ("unused_apostrophe_points", "subject_bonus"):
            validate.whole(getattr(self, name), name, most=validate.MAX_POINTS)
        if isinstance(self.accept, str):
            raise InvalidInput("accept is a list of words, not one string")
        object.__setattr__(self, "accept", frozenset(
            fold_accents(w.strip().lower()) for w in self.accept))
        if self.subjects:
            if not self.categories:
                raise InvalidInput("subject words need at least one category")
            for name in self.categories:
                category_words(name)  # raises InvalidInput naming the bundled ones

    def tiles(self) -> TileSet:
        """The tile set these rules play with: ``tileset``, with the Spanish tiles if
        ``spanish`` (a set given whole is taken as it is).

        >>> Rules(spanish=True).tiles().include
        ('spanish',)
        """
        return TileSet.of(self.tileset, include=("spanish",) if self.spanish else ())


def default_lexicon(rules: Rules) -> Lexicon:
    """The agreed dictionary: SCOWL up to level 80 with contractions and slang ("foreign-origin,
    slang, and colloquial words are allowed"), without bare prefixes and suffixes ("prefixes,
    and suffixes are not permitted": no "pre", no "un"), or the teacher's ``word_list``.
    Spanish play: the bundled Spanish dictionary, every level (``Lexicon.default(80,
    language="es")``: no proper names, abbreviations or bare affixes).

    >>> default_lexicon(Rules(spanish=True)).name
    'Spanish 80'
    """
    if rules.word_list is not None:
        return rulewords.list_lexicon(rules.word_list)
    if rules.spanish:
        return Lexicon.default(80, language="es")
    return Lexicon.default(80, contractions=True, affixes=False)


# -- actions ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declare:
    """``player`` has formed all five words: ``words`` of 2, 3, 4, 5 and 6 tiles, in that order."""

    player: int
    words: tuple[str, ...]
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)
        # A missing word (None) is the game's to refuse: it says which tier is empty.
        object.__setattr__(self, "words", validate.items(
            self.words, "declared words",
            # A phone's curly apostrophe (don’t) is the apostrophe tile's; a ligature its letters.
            lambda w, name: None if w is None else typed(validate.text(w, name, empty=True)),
            longest=HAND_SIZE))


@dataclass(frozen=True, slots=True)
class Arrange:
    """``player`` places words on the rack (None for an empty tier); what counts as used if
    someone else wins. A later arrangement replaces an earlier one."""

    player: int
    words: tuple[str | None, ...]
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)
        object.__setattr__(self, "words", validate.items(
            self.words, "arranged words",
            lambda w, name: None if w is None else typed(validate.text(w, name, empty=True)),
            longest=HAND_SIZE))


@dataclass(frozen=True, slots=True)
class Exchange:
    """After the timer ran out: ``player`` returns ``tiles`` and draws as many (none = pass)."""

    player: int
    tiles: tuple[str, ...] = ()
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)
        object.__setattr__(self, "tiles", validate.items(
            self.tiles, "tiles to exchange", lambda t, name: validate.text(t, name),
            longest=HAND_SIZE))


@dataclass(frozen=True, slots=True)
class TimeUp:
    """The game's own event: the sand has run through with no declaration."""

    at: float = 0.0
    player: int = GAME

    def __post_init__(self) -> None:
        validate.action(self)


@dataclass(frozen=True, slots=True)
class Flip:
    """The game's own event: the exchanges are done and the timer is flipped again."""

    at: float = 0.0
    player: int = GAME

    def __post_init__(self) -> None:
        validate.action(self)


@dataclass(frozen=True, slots=True)
class EndRound:
    """The game's own event: the tie window has closed; words are challenged and scored."""

    at: float = 0.0
    player: int = GAME

    def __post_init__(self) -> None:
        validate.action(self)




# -- state and results --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Declaration:
    """A declared set of five words as placed on the player's tiles, and whether all are valid."""

    at: float
    arrangement: Arrangement
    invalid: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Breakdown:
    """One player's score for a round, and where it comes from."""

    player: int
    won: bool
    declared: bool
    challenged: bool  # declared with a word that is not valid
    words: tuple[str, ...]  # the valid words on the player's rack at the end
    invalid_words: tuple[str, ...]
    unused: tuple[str, ...]
    unused_value: int  # the face value of the unused tiles
    unused_apostrophes: int
    base: int  # for a winner: opponents' unused value plus their apostrophe points
    doubled: bool
    subject_words: tuple[str, ...]
    bonus: int
    total: int

    def _repr_html_(self) -> str:
        """The score sheet, for a notebook (``wordgames.screens.fivetiers`` draws it)."""
        from wordgames.screens.fivetiers import breakdown_html

        return breakdown_html(self)


@dataclass(frozen=True)
class State:
    """A snapshot of a round; ``Game.apply`` returns a new one and never changes this one.

    ``bag`` is owned by the state: it is copied, never changed, when tiles move. It was mixed
    once by the round's stream of chance (the one owner of chance in a round).
    """

    rules: Rules
    racks: tuple[tuple[str, ...], ...]
    bag: Bag = field(repr=False)
    phase: Phase = "play"
    now: float = 0.0
    timer_started: float = 0.0
    phase_started: float = 0.0
    flips: int = 1
    subject: str | None = None
    arrangements: tuple[Arrangement | None, ...] = ()
    declarations: tuple[Declaration | None, ...] = ()
    first_declared: float | None = None
    exchanged: frozenset[int] = frozenset()
    rejections: tuple[str | None, ...] = ()
    events: tuple[Event, ...] = ()
    outcome: RoundResult | None = None
    #: seats nobody took when dealt: till their first move their racks count toward no win
    out: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.racks)

    @property
    def timer_ends(self) -> float:
        return self.timer_started + self.rules.timer

    def _repr_html_(self) -> str:
        from wordgames.screens.fivetiers import state_html

        return state_html(self)


@dataclass(frozen=True, slots=True)
class View:
    """What one player may see: their own tiles, the clock, who has declared. Never the bag."""

    player: int
    players: int
    rack: tuple[str, ...]
    phase: Phase
    now: float
    timer_started: float
    timer_ends: float
    phase_started: float
    window_ends: float | None  # while closing: declarations up to this moment still win
    flips: int
    subject: str | None
    arrangement: Arrangement | None
    declared: tuple[bool, ...]
    exchanged: bool
    rejection: str | None  # why the player's last declaration was rejected, if it was
    bag_size: int
    rules: Rules
    lexicon: Lexicon = field(repr=False, compare=False)
    #: everyone's words once the round is over (the rulebook: words are "presented at the end
    #: of a round"), each player's as :func:`final_arrangement` says; empty until then
    shown: tuple[Arrangement | None, ...] = ()

    def _repr_html_(self) -> str:
        from wordgames.screens.fivetiers import view_html

        return view_html(self)


def final_arrangement(state: State, player: int) -> Arrangement | None:
    """The words ``player`` ends the round with: those declared, else those last placed (what
    is scored, and what the round's end shows)."""
    declaration = state.declarations[player]
    return declaration.arrangement if declaration is not None else state.arrangements[player]


# -- the engine ---------------------------------------------------------------------------------


class Game(Engine[State]):
    """The Five Tiers rules engine over timestamped actions (see ``wordgames.kit.protocol``).

    ``lexicon`` is the agreed dictionary: by default SCOWL up to level 80 with contractions
    ("foreign-origin, slang, and colloquial words are allowed"); in Spanish play the bundled
    Spanish dictionary (:func:`default_lexicon`).
    """

    name, title, state_type = "fivetiers", "Five Tiers", State

    def __init__(self, rules: Rules | None = None, lexicon: Lexicon | None = None) -> None:
        validate.instance(rules, "rules", (Rules, type(None)), f"a {__package__}.Rules or None")
        validate.instance(lexicon, "lexicon", (Lexicon, type(None)), "a Lexicon or None")
        self.rules = rules or Rules()
        if lexicon is None:
            lexicon = default_lexicon(self.rules)
        if self.rules.accept:
            # The house words join the dictionary, so that bots (which know the round's
            # dictionary up to their level) may play them too.
            levels = {word: lexicon.level(word) for word in lexicon}
            levels.update((word, None) for word in self.rules.accept if word not in levels)
            lexicon = Lexicon(levels, name=f"{lexicon.name} + house words")
        self.lexicon = lexicon
        self.tileset = self.rules.tiles()

    # -- the protocol -------------------------------------------------------------------------

    def new_round(self, players: int, rng: random.Random, dealer: int = 0) -> State:
        """Everyone draws 20 tiles from a full bag mixed by ``rng``; the timer starts at 0.

        Five Tiers has no dealer: ``dealer`` is taken for the shape's sake and not used.
        """
        check_players(self.title, PLAYERS, players)
        validate.round_start(players, rng, dealer)
        if self.tileset.size < HAND_SIZE * players:
            raise InvalidInput(f"{players} players need {HAND_SIZE * players} tiles ({HAND_SIZE} "
                               f"each); the {self.tileset.name} set has {self.tileset.size}")
        bag = Bag(self.tileset, rng=rng)
        racks = tuple(bag.draw(HAND_SIZE) for _ in range(players))
        subject = rng.choice(self.rules.categories) if self.rules.subjects else None
        return State(
            rules=self.rules,
            racks=racks,
            bag=bag,
            subject=subject,
            arrangements=(None,) * players,
            declarations=(None,) * players,
            rejections=(None,) * players,
        )

    def deal(
        self, racks: Sequence[Sequence[str]], seed: int = 0, subject: str | None = None
    ) -> State:
        """A round with the given racks (for lessons and tests); the rest stays in the bag.

        Raises ``InvalidInput`` for racks that are not 20 tiles of this game's set.
        """
        check_players(self.title, PLAYERS, len(racks))
        bag = Bag(self.tileset, seed=seed)
        hands = []
        for p, rack in enumerate(racks):
            if isinstance(rack, str):
                raise InvalidInput(f"rack {p}: a list of tiles, not the string {rack!r}")
            faces = tuple(normalize_tile(t) for t in rack)
            if len(faces) != HAND_SIZE:
                raise InvalidInput(f"rack {p} has {len(faces)} tiles; a hand is {HAND_SIZE}")
            hands.append(faces)
        wanted = Counter(f for rack in hands for f in rack)
        for face, n in wanted.items():
            if n > self.tileset.count(face):
                raise InvalidInput(
                    f"the racks hold {n} {face!r} tiles; the {self.tileset.name} set has "
                    f"{self.tileset.count(face)}"
                    + (" (Spanish tiles stay out of English play)" if face in ("RR", "LL", "Ñ")
                       and not self.rules.spanish else "")
                )
        bag.take(wanted.elements())
        n = len(hands)
        return State(
            rules=self.rules, racks=tuple(hands), bag=bag, subject=subject,
            arrangements=(None,) * n, declarations=(None,) * n, rejections=(None,) * n,
        )

    def view(self, state: State, player: int) -> View:
        validate.state(state, State, "Five Tiers")
        self._seat(state, player)
        return View(
            player=player,
            players=state.players,
            rack=state.racks[player],
            phase=state.phase,
            now=state.now,
            timer_started=state.timer_started,
            timer_ends=state.timer_ends,
            phase_started=state.phase_started,
            window_ends=self._window_end(state) if state.phase == "closing" else None,
            flips=state.flips,
            subject=state.subject,
            arrangement=state.arrangements[player],
            declared=tuple(d is not None for d in state.declarations),
            exchanged=player in state.exchanged,
            rejection=state.rejections[player],
            bag_size=len(state.bag),
            rules=state.rules,
            lexicon=self.lexicon,
            shown=tuple(final_arrangement(state, p) for p in range(state.players))
            if state.phase == "over" else (),
        )

    def scheduled(self, state: State) -> Plan | None:
        validate.state(state, State, "Five Tiers")
        if state.phase == "play":
            return Plan(state.timer_ends, TimeUp(at=state.timer_ends))
        if state.phase == "closing":
            end = self._window_end(state)
            # Just after the window, so declarations at its last moment still count.
            after = math.nextafter(end, math.inf)
            return Plan(after, EndRound(at=after))
        if state.phase == "exchange":
            if len(state.exchanged) == state.players:
                return Plan(state.now, Flip(at=state.now))
            end = state.phase_started + state.rules.exchange_time
            return Plan(end, Flip(at=max(end, state.now)))
        return None

    def result(self, state: State) -> RoundResult | None:
        return validate.state(state, State, "Five Tiers").outcome

    def over(self, state: State) -> str | None:
        return "" if state.phase == "over" else None

    def stamped(self, before: State, after: State, event: Event) -> State:
        """The log in the result ends with the event that ended the round."""
        stamped = super().stamped(before, after, event)
        if stamped.outcome is None:
            return stamped
        return replace(stamped, outcome=replace(stamped.outcome, events=stamped.events))

    # -- actions ------------------------------------------------------------------------------

    def _seat(self, state: State, player: object) -> int:
        return check_seat(state.players, player)

    def _window_end(self, state: State) -> float:
        assert state.first_declared is not None
        if state.rules.tie_window is None:
            return max(state.timer_ends, state.first_declared)
        return state.first_declared + state.rules.tie_window

    def valid(self, word: str) -> bool:
        """Whether the agreed dictionary (or the teacher's acceptance list) has ``word``."""
        return word in self.lexicon or fold_accents(word.lower()) in self.rules.accept

    def _declare(self, state: State, action: Declare) -> State:
        p = self._seat(state, action.player)
        if state.phase == "exchange":
            raise IllegalAction("the timer has run out: exchange tiles or pass, then play on")
        if state.phase == "closing" and action.at > self._window_end(state):
            assert state.first_declared is not None
            raise IllegalAction(
                f"too late: the round was won at {state.first_declared:.1f}s"
            )
        if state.declarations[p] is not None:
            raise IllegalAction(f"player {p} has already declared")
        _check_timer(state, action.at)
        arrangement = place_all(action.words, state.racks[p])
        invalid = tuple(w for w in arrangement.words if w is not None and not self.valid(w))
        if invalid and state.rules.challenges == "immediate":
            why = f"not in the dictionary: {', '.join(invalid)}"
            rejections = _put(state.rejections, p, why)
            return replace(state, rejections=rejections)
        declarations = _put(state.declarations, p, Declaration(action.at, arrangement, invalid))
        first = state.first_declared if state.first_declared is not None else action.at
        return replace(
            state, declarations=declarations, first_declared=first, phase="closing",
            phase_started=state.phase_started if state.phase == "closing" else action.at,
            rejections=_put(state.rejections, p, None),
        )

    def _arrange(self, state: State, action: Arrange) -> State:
        p = self._seat(state, action.player)
        if state.declarations[p] is not None:
            raise IllegalAction(f"player {p} has declared; the words are set")
        if state.phase == "exchange":
            raise IllegalAction("the timer has run out: exchange tiles or pass first")
        if state.phase == "closing" and action.at > self._window_end(state):
            assert state.first_declared is not None
            raise IllegalAction(f"too late: the round was won at {state.first_declared:.1f}s")
        _check_timer(state, action.at)
        arrangement = place(action.words, state.racks[p])
        return replace(state, arrangements=_put(state.arrangements, p, arrangement))

    def _exchange(self, state: State, action: Exchange) -> State:
        p = self._seat(state, action.player)
        if state.phase != "exchange":
            raise IllegalAction(
                "no exchanges while the timer runs (rulebook: exchange only when it has run out)"
            )
        if p in state.exchanged:
            raise IllegalAction(f"player {p} has already exchanged this time")
        if isinstance(action.tiles, str):
            raise InvalidInput(f"tiles to exchange are a list, not the string {action.tiles!r}")
        give = Counter(normalize_tile(t) for t in action.tiles)
        short = give - Counter(state.racks[p])
        if short:
            raise IllegalAction(
                f"player {p} does not hold {', '.join(sorted(short.elements()))} to exchange"
            )
        bag = state.bag.copy()
        drawn = bag.exchange(give.elements())
        returned = Counter(give)
        kept = []
        for face in state.racks[p]:
            if returned[face] > 0:
                returned[face] -= 1
            else:
                kept.append(face)
        rack = (*kept, *drawn)
        arrangements = state.arrangements if not give else _put(state.arrangements, p, None)
        return replace(
            state, bag=bag, racks=_put(state.racks, p, rack), arrangements=arrangements,
            exchanged=state.exchanged | {p},
        )

    def _time_up(self, state: State, action: TimeUp) -> State:
        if state.phase != "play":
            raise IllegalAction(f"the timer is not running (phase {state.phase})")
        if action.at < state.timer_ends:
            raise IllegalAction(f"the timer runs until {state.timer_ends:.1f}s")
        return replace(state, phase="exchange", phase_started=action.at, exchanged=frozenset())

    def _flip(self, state: State, action: Flip) -> State:
        if state.phase != "exchange":
            raise IllegalAction("the timer is flipped only after it has run out")
        everyone = len(state.exchanged) == state.players
        if not everyone and action.at < state.phase_started + state.rules.exchange_time:
            raise IllegalAction("players are still exchanging")
        return replace(
            state, phase="play", timer_started=action.at, phase_started=action.at,
            flips=state.flips + 1, exchanged=frozenset(),
        )

    def _end(self, state: State, action: EndRound) -> State:
        if state.phase != "closing":
            raise IllegalAction("nobody has declared yet")
        if action.at <= self._window_end(state):
            raise IllegalAction("the tie window is still open")
        return replace(state, phase="over", outcome=self._score(state, action.at))

    handlers = MappingProxyType({
        Declare: _declare, Arrange: _arrange, Exchange: _exchange, TimeUp: _time_up,
        Flip: _flip, EndRound: _end})

    # -- scoring ------------------------------------------------------------------------------

    def _score(self, state: State, at: float) -> RoundResult:
        rules = state.rules
        placed: list[tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = []
        winners = []
        for p in range(state.players):
            declaration = state.declarations[p]
            if declaration is not None and not declaration.invalid:
                winners.append(p)
            placed.append(self._used(state.racks[p], final_arrangement(state, p)))
        penalties = []
        for _, _, unused in placed:
            value = sum(self.tileset.value(f) for f in unused)
            penalties.append(value + rules.unused_apostrophe_points * unused.count(APOSTROPHE))
        out = sitting_out(state)  # an empty chair's rack is nobody's penalty
        breakdowns = []
        for p in range(state.players):
            words, invalid, unused = placed[p]
            won = p in winners
            base = sum(penalties[o] for o in range(state.players)
                       if o != p and o not in out) if won else 0
            doubled = won and rules.apostrophe_doubles and any(APOSTROPHE in w for w in words)
            subject_words = tuple(
                w for w in words
                if (state.subject is not None and in_category(w, state.subject))
                or w in rules.subject_words
            ) if won else ()
            bonus = rules.subject_bonus * len(subject_words)
            declaration = state.declarations[p]
            breakdowns.append(Breakdown(
                player=p,
                won=won,
                declared=declaration is not None,
                challenged=declaration is not None and bool(declaration.invalid),
                words=words,
                invalid_words=invalid,
                unused=unused,
                unused_value=sum(self.tileset.value(f) for f in unused),
                unused_apostrophes=unused.count(APOSTROPHE),
                base=base,
                doubled=doubled,
                subject_words=subject_words,
                bonus=bonus,
                total=base * (2 if doubled else 1) + bonus,
            ))
        return RoundResult(
            game=self.name,
            scores=tuple(b.total for b in breakdowns),
            winners=tuple(winners),
            breakdowns=tuple(breakdowns),
            events=state.events,
            seconds=at,
            extra={"flips": state.flips, "subject": state.subject,
                   "first_declared": state.first_declared},
        )

    def _used(
        self, rack: tuple[str, ...], arrangement: Arrangement | None
    ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        """(valid words, invalid words, unused tiles): an invalid word's tiles are unused."""
        if arrangement is None:
            return (), (), rack
        words, invalid = [], []
        used: Counter[str] = Counter()
        for spelling in arrangement.spellings:
            if spelling is None:
                continue
            word = "".join(spelling.letters)
            if self.valid(word):
                words.append(word)
                used.update(spelling.tiles)
            else:
                invalid.append(word)
        unused = []
        for face in rack:
            if used[face] > 0:
                used[face] -= 1
            else:
                unused.append(face)
        return tuple(words), tuple(invalid), tuple(unused)


#: "Players: 2-4 players or teams".
PLAYERS = (2, 4)


def _check_timer(state: State, at: float) -> None:
    if state.phase == "play" and at > state.timer_ends:
        raise IllegalAction(f"the timer ran out at {state.timer_ends:.1f}s")


def _put(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return (*items[:i], value, *items[i + 1 :])


__all__ = [
    "PLAYERS",
    "Arrange",
    "Breakdown",
    "Declaration",
    "Declare",
    "EndRound",
    "Exchange",
    "Flip",
    "Game",
    "Rules",
    "State",
    "TimeUp",
    "View",
    "default_lexicon",
]
