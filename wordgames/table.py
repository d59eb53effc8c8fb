"""A table: one match of one game in progress, with its seats, its clock and its rounds.

A table is the unit of play: the simulator (bots only, simulated clock), JupyterLab (one person)
and the classroom server (many people at many tables) all step one. It owns what a match is
(round seeds, the deal passing left, totals, when the match ends) and who sits where: each seat
holds a person or a bot, a person may leave and come back, and a bot may play a seat while its
person is away. A screen never sees the state: it draws :meth:`Table.view_json` of one seat and
sends that seat's moves as messages (:meth:`Table.send`), which the game checks like any other
input (``GameInfo.action_from_message``).

>>> table = Table("myword", ["adult", "expert"], seed=3, clock="simulated")
>>> match = table.play()
>>> [r.extra["round"] for r in match.rounds], [r.extra["dealer"] for r in match.rounds]
([1, 2], [0, 1])
>>> match.totals == tuple(map(sum, zip(*(r.scores for r in match.rounds))))
True

A person's seat is played through messages. On the simulated clock the table's time moves only
when asked (:meth:`Table.run_until`), so a test can play as a person would, move by move:

>>> table = Table("fivetiers", ["person", "adult"], seed=1, clock="simulated")
>>> table.join(0, "Ana")
>>> table.start()
>>> len(table.view_json(0)["view"]["rack"])
20
>>> table.send(0, {"type": "declare", "words": ["at", "cat", "cats", "scats", "xyzzyq"]})["ok"]
True
>>> table.send(0, {"type": "jump"})
{'ok': False, 'error': "unknown move 'jump': the moves are arrange, declare, exchange"}

Chance: round ``k`` (from 1) is played from ``random.Random(derive_seed(seed, "round", k))``, the
one stream of the round, on either clock, so the same seed and the same moves give the same
match. A bot that takes over a seat mid-round draws from a stream of its own, named by the
round, the seat and the moment, so that a restored table plays on exactly as the saved one
would have.

Saving (:meth:`Table.to_json`, :meth:`Table.from_json`) keeps the set-up, the rounds played and,
for the round in play, the people's moves and the seat changes; loading deals the round again
from its seed and replays them, so that bots come back with the same memory and the round goes
on from the same state and clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import logging
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from wordgames import presets
from wordgames.agents import SKILLS, Skill, bot_name
from wordgames.clock import GameClock
from wordgames.envelope import kind_of
from wordgames.errors import IllegalAction, InvalidInput, WordgamesError
from wordgames.hints import levels_for
from wordgames.match import MatchResult, info_of, match_over, winners
from wordgames.names import one_alphabet, visible
from wordgames.plainwords import for_a_child
from wordgames.presets import Preset
from wordgames.protocol import GAMES, Advice, Agent, Event, GameInfo, Plan, RoundResult
from wordgames.runner import (
    Offer,
    Person,
    RoundDidNotEnd,
    begin_round,
    earliest,
    offers,
    person_offers,
    step,
)
from wordgames.seeding import derive_seed
from wordgames.validate import shown

FORMAT = "wordgames.table/1"

log = logging.getLogger(__name__)

#: The longest name a seat takes (a person's typed name).
NAME_LIMIT = 24

#: The largest message a seat may send, as JSON text.
MESSAGE_LIMIT = 4096

Clock = Literal["live", "simulated"]

#: A seat of a new table: ``"person"``, a bot's skill (a name such as ``"adult"`` or a
#: :class:`~wordgames.agents.Skill`), or an agent object (a bot, or a scripted person).
SeatSpec = Any


class SeatPerson(Person):
    """The person at a seat: their moves arrive as messages and wait here for the table to
    apply them; a refused one is told to the seat (``on_reject``)."""

    def __init__(self, on_reject: Callable[[Any, str], None]) -> None:
        super().__init__()
        self.on_reject = on_reject

    def rejected(self, plan: Plan, reason: str) -> None:
        self.queue.popleft()
        self.on_reject(plan.action, reason)


@dataclass
class Seat:
    """One seat: who sits there by the table's make-up (``kind``), their name, and now."""

    number: int
    kind: Literal["person", "bot"]
    name: str
    skill: Skill | None = None  # a bot seat's skill; for a person's seat, the bot that stands in
    present: bool = False  # a person is at the screen
    standing_in: bool = False  # a bot plays the person's seat while they are away
    notice: dict[str, str] = field(default_factory=dict)  # what the seat's screen tells them
    #: a person's seat that a person has taken (named when the table was made, joined, or
    #: given by the room); a seat nobody took is ``free``: never recorded, scores nothing
    taken: bool = False
    #: its person left the match for good (moved by the teacher, or left the table): a bot
    #: plays it to the match's end, and nobody else sits there (nobody inherits their points)
    left: bool = False

    @property
    def playing(self) -> str:
        """Who plays the seat now: ``person``, ``bot``, ``away`` (its person is not at the
        screen: played by the rules, as a player who says nothing) or ``free`` (nobody has
        taken it: played the same way, and a newcomer may sit there)."""
        if self.kind == "bot" or self.standing_in:
            return "bot"
        if self.present:
            return "person"
        return "away" if self.taken else "free"

    @property
    def free(self) -> bool:
        """A person's seat nobody has taken."""
        return self.kind == "person" and not self.taken and not self.present


@dataclass(frozen=True)
class SeatChange:
    """A bot took over a person's seat (``bot=True``) or gave it back, after ``events`` events
    of the round, once the plans for that state were made."""

    seat: int
    bot: bool
    events: int


class _Round:
    """One round being stepped: the state, the agents of each seat, the round's stream and the
    plans made for the state (``found``: None until the bots have planned for it).

    Both clocks drive it the same way: :meth:`plan` (the bots think), then :meth:`due` and
    :meth:`apply`; a seat change is applied once the plans for a state are made, and every
    agent plans again for that state, so a replay (on restore) meets every agent with the same
    views in the same order.
    """

    def __init__(self, game: Any, state: Any, agents: dict[int, Agent], rng: random.Random,
                 on_event: Callable[[Event, int], None]) -> None:
        self.game = game
        self.state = state
        self.agents = agents
        self.rng = rng
        self.now = float(getattr(state, "now", 0.0))
        self.found: list[Offer] | None = None
        self.on_event = on_event
        self._judged: Any = None
        self._outcome: RoundResult | None = None
        self._begun = False

    @property
    def result(self) -> RoundResult | None:
        """The round's result once it is over (kept per state: the first round end of a MY
        WORD! game searches the last cards, which the live clock does off the loop)."""
        if self._judged is not self.state:
            self._outcome = self.game.result(self.state)
            self._judged = self.state
        return self._outcome

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(getattr(self.state, "events", ()))

    def begin(self) -> None:
        """Tell the agents the round begins, before their first plans (on the live clock that
        is off the loop, with their thinking: a bot's first index may take a while)."""
        if not self._begun:
            self._begun = True
            begin_round(self.game, self.state, self.agents, self.rng)

    def plan(self) -> None:
        self.begin()
        self.found = offers(self.game, self.state, self.agents, self.rng, self.now, False)

    def due(self) -> Offer | None:
        assert self.found is not None
        return earliest([*self.found,
                         *person_offers(self.game, self.state, self.agents, self.now)])

    def apply(self, offer: Offer) -> bool:
        before = len(self.events)
        self.state, self.now, applied = step(self.game, self.state, offer, self.now,
                                             self.agents)
        if applied:
            self.found = None
            for event in self.events[before:]:
                self.on_event(event, offer.seat)
        return applied

    def replace(self, seat: int, agent: Agent, stream: random.Random) -> None:
        """``agent`` plays ``seat`` from now on (it begins with ``stream``); everyone plans
        again for the state."""
        self.begin()
        self.agents[seat] = agent
        begin = getattr(agent, "begin_round", None)
        if begin is not None:
            begin(self.game.view(self.state, seat), stream)
        self.found = None


class Table:
    """A match of one game in progress; see the module docstring.

    - ``game``: a name in ``GAMES`` (or a game object, as ``play_match`` passes);
    - ``seats``: one entry per seat, ``"person"``, a bot's skill, or an agent;
    - ``rules``, ``lexicon``: the game's; ``level`` cuts the dictionary at a SCOWL level;
    - ``seed``: the match's seed; ``clock``: ``"live"`` (wall time times ``speed``, on the
      running asyncio loop) or ``"simulated"`` (time moves when asked);
    - ``names``: the seats' names; ``first_dealer``; ``max_rounds``: a safety limit;
    - ``abandon_after``: wall seconds a live table with no person present waits before it
      ends (None: never);
    - ``exercise``: a teacher's exercise (``wordgames.classroom.Exercise``) the rounds are
      dealt from: seat 0 gets its cards or tiles, the bots are given its ``bot_options()``
      (MY WORD!'s leave the target words alone), the rules are its ``table_rules(preset)``
      (one round) and the dictionary its own, unless given; a saved table carries it;
    - ``hand_deal``: the people deal their own rounds by hand (MY WORD!: a ``deal`` message
      turns each card; a bot standing in for a person deals on the clock).
    """

    def __init__(
        self,
        game: Any,
        seats: Sequence[SeatSpec],
        *,
        rules: Any = None,
        lexicon: Any = None,
        level: int | None = None,
        seed: int = 0,
        clock: Clock = "live",
        speed: float = 1.0,
        names: Sequence[str] | None = None,
        first_dealer: int = 0,
        max_rounds: int = 200,
        abandon_after: float | None = 600.0,
        preset: str | None = None,
        exercise: Any = None,
        hand_deal: bool = False,
    ) -> None:
        given = lexicon
        #: the exercise the rounds are dealt from (None: the game deals them)
        self.exercise = exercise
        if exercise is not None:
            game = _exercise_game(game, exercise)
            if rules is None:
                rules = exercise.table_rules(preset or presets.DEFAULT)
            if lexicon is None:  # the exercise's own, made again from it on restore
                lexicon = exercise.lexicon
        if isinstance(game, str) or game is None:
            self.info: GameInfo = GAMES.get_info(game)
            if rules is not None and not isinstance(rules, self.info.rules):
                raise InvalidInput(f"rules must be a {self.info.name}.Rules, not "
                                   f"{type(rules).__name__}")
            self.level_preset: Preset = presets.preset(preset or presets.DEFAULT, self.info.name)
            if rules is None:
                rules = self.level_preset.rules() if preset is not None else self.info.rules()
            self.rules = rules
            if lexicon is None:
                lexicon = self.info.default_lexicon(self.rules)
                if level is not None:
                    lexicon = lexicon.at_level(_level(level))
            if hand_deal is not False and self.info.hand_dealt is None:
                raise InvalidInput(f"hand_deal: {self.info.display_name} is not dealt by hand")
            make = self.info.hand_dealt if hand_deal is True else self.info.game
            assert make is not None
            self.game = make(rules=self.rules, lexicon=lexicon)
        else:
            if hand_deal is not False:
                raise InvalidInput("hand_deal takes a game's name, not a game object")
            self.info = GAMES.get_info(getattr(game, "name", None))
            self.level_preset = presets.preset(preset or presets.DEFAULT, self.info.name)
            self.game = game
            self.rules = game.rules
        #: the people deal their own rounds by hand (the game's ``by_hand`` holds who now)
        self.hand_deal = hand_deal is True
        #: the level the table was made at (None: the default one, for hints and stand-ins)
        self.preset = preset
        self.level = level
        #: the dictionary given, when it is not the rules' own (saved with the table)
        self.given_lexicon = given
        if isinstance(seats, str | bytes) or not isinstance(seats, Sequence):
            raise InvalidInput("seats: a list with one entry per seat ('person' or a bot)")
        players = self.info.check_players(len(seats))
        if clock not in ("live", "simulated"):
            raise InvalidInput(f"clock must be 'live' or 'simulated', not {clock!r}")
        if not isinstance(first_dealer, int) or not 0 <= first_dealer < players:
            raise InvalidInput(f"first_dealer must be one of 0..{players - 1}, not "
                               f"{first_dealer!r}")
        if not isinstance(max_rounds, int) or isinstance(max_rounds, bool) or max_rounds < 1:
            raise InvalidInput(f"max_rounds must be a whole number from 1, not {max_rounds!r}")
        derive_seed(seed)  # a bad seed is refused before anything is played
        self.seed = seed
        self.clock: Clock = clock
        self.first_dealer = first_dealer
        self.max_rounds = max_rounds
        self.abandon_after = abandon_after
        typed = _names(names, len(seats))
        self.seats: list[Seat] = []
        self._agents: dict[int, Agent] = {}
        for number, spec in enumerate(seats):
            name = typed[number] if number < len(typed) else ""
            self.seats.append(self._seat(number, spec, name))
        self.rounds: list[RoundResult] = []
        self.ended_by: str | None = None
        self._round: _Round | None = None
        self._number = 0
        self._changes: list[SeatChange] = []  # this round's seat changes
        self._person_events: list[int] = []  # indices of this round's events made by people
        self._time = 0.0  # the simulated clock's time
        self._live: GameClock | None = None
        if clock == "live":
            self._live = GameClock(speed)
        self._listeners: list[Callable[[Table], None]] = []
        self._task: asyncio.Task[None] | None = None
        self._wake: asyncio.Event | None = None
        self._pending: list[tuple[int, bool]] = []  # seat changes waiting for the plans
        self._empty_since: float | None = time.monotonic()
        self.failure: BaseException | None = None
        self.version = 0
        #: live clock: the longest stretch of the table's own work on the loop, in wall
        #: seconds (a start's deal, or a step of the live task between two awaits), which is
        #: how long a click may wait behind it
        self.longest_step = 0.0
        #: hints each seat has had this round
        self.hints: list[int] = [0] * len(self.seats)
        self._hinting: set[int] = set()

    # -- seats ----------------------------------------------------------------------------------

    def _seat(self, number: int, spec: SeatSpec, name: str) -> Seat:
        if isinstance(spec, str) and spec == "person":  # named: a person sits there
            self._agents[number] = self._person(number)
            return Seat(number, "person", name or f"Player {number + 1}",
                        skill=self.level_preset.skill, taken=bool(name))
        if isinstance(spec, Person):
            self._agents[number] = spec
            return Seat(number, "person", name or f"Player {number + 1}", present=True,
                        taken=True)
        bots = 1 + sum(s.kind == "bot" for s in self.seats)  # "Bot 1" is the first bot
        if isinstance(spec, str | Skill):
            skill = self._skill(spec)
            self._agents[number] = self._bot(skill)
            return Seat(number, "bot", name or bot_name(bots, spec), skill=skill)
        if callable(getattr(spec, "plan", None)):
            self._agents[number] = spec
            known = getattr(spec, "skill", None)
            known = known if isinstance(known, Skill) else None
            return Seat(number, "bot", name or bot_name(bots, known), skill=known)
        raise InvalidInput(f"seat {number}: 'person', a level ({', '.join(presets.NAMES)}), a "
                           f"bot's skill ({', '.join(SKILLS)}) or an agent, not {spec!r}")

    def _bot(self, skill: Skill) -> Agent:
        """A bot of ``skill`` for this table (an exercise's bots get its options)."""
        options = self.exercise.bot_options() if self.exercise is not None else {}
        bot: Agent = self.info.bot(skill, **options)
        return bot

    def _skill(self, spec: str | Skill) -> Skill:
        """A bot's skill: given, a level's (``easy``...) for this game, or a named one."""
        if isinstance(spec, Skill):
            return spec
        if spec in presets.NAMES:
            return presets.preset(spec, self.info.name).skill
        return Skill.named(spec)

    def _person(self, number: int) -> SeatPerson:
        def refused(action: Any, reason: str) -> None:
            self.seats[number].notice = {"kind": "error", "text": self._retold(reason, number)}
            self._changed()

        return SeatPerson(refused)

    def _check_seat(self, seat: object) -> Seat:
        if not isinstance(seat, int) or isinstance(seat, bool) or not (
                0 <= seat < len(self.seats)):
            raise InvalidInput(f"there is no seat {seat!r} at this table of {len(self.seats)}")
        return self.seats[seat]

    def join(self, seat: int, name: str | None = None) -> None:
        """A person sits at ``seat`` (a person's seat), or comes back to it; a bot standing in
        gives the seat back."""
        spot = self._check_seat(seat)
        if spot.kind != "person" or spot.left:
            raise IllegalAction(f"seat {seat} is a bot's seat")
        if name is not None:
            spot.name = clean_name(name)
        spot.present = spot.taken = True
        if spot.standing_in:
            self._request(seat, bot=False)
        self._empty_since = None
        self._hold_if_empty()
        self._changed()

    def leave(self, seat: int, *, stand_in: bool = False) -> None:
        """The person at ``seat`` leaves; with ``stand_in`` a bot of the seat's skill plays it
        until they come back, else the seat is away (the rules play on without them)."""
        spot = self._check_seat(seat)
        if spot.kind != "person":
            raise IllegalAction(f"seat {seat} is a bot's seat")
        spot.present = False
        if stand_in and not spot.standing_in:
            self._request(seat, bot=True)
        if not self.people_present:
            self._empty_since = time.monotonic()
        self._hold_if_empty()
        self._changed()

    def take(self, seat: int, name: str) -> None:
        """A newcomer ``name`` takes the free seat ``seat`` (not yet at the screen: away until
        they :meth:`join`). Only a seat nobody took: a seat a person left is a bot's."""
        spot = self._check_seat(seat)
        if not spot.free:
            raise IllegalAction(f"seat {seat} is not free")
        spot.name = clean_name(name)
        spot.taken = True
        self._changed()

    def retire(self, seat: int) -> None:
        """The person at ``seat`` leaves the match for good (the teacher moved them, or they
        left the table): a bot of the seat's skill plays it, named as a bot, to the match's
        end; the seat is never free again, so nobody inherits its points, words or hints, and
        no play of it is recorded from now on."""
        spot = self._check_seat(seat)
        if spot.kind != "person" or spot.left:
            raise IllegalAction(f"seat {seat} is a bot's seat")
        spot.present = False
        spot.left = spot.taken = True
        spot.name = bot_name(sum(s.kind == "bot" or s.left for s in self.seats),
                             self.preset or spot.skill)
        if not spot.standing_in:
            self._request(seat, bot=True)
        if not self.people_present:
            self._empty_since = time.monotonic()
        self._hold_if_empty()
        self._changed()

    @property
    def people_present(self) -> int:
        return sum(s.kind == "person" and s.present for s in self.seats)

    def _request(self, seat: int, *, bot: bool) -> None:
        self.seats[seat].standing_in = bot
        if self._round is None:
            self._apply_change(seat, bot)  # between rounds: the seat's agent for next round
            return
        self._pending.append((seat, bot))
        if self.clock == "simulated" or self._task is None:
            self._settle_changes()
        self._wake_up()

    def _settle_changes(self) -> None:
        """Apply the seat changes asked for, once the plans for the state are made."""
        round_ = self._round
        if round_ is None or not self._pending:
            return
        if round_.found is None:
            round_.plan()
        while self._pending:
            seat, bot = self._pending.pop(0)
            self._changes.append(SeatChange(seat, bot, len(round_.events)))
            self._apply_change(seat, bot)
            round_.plan()

    def _apply_change(self, seat: int, bot: bool) -> None:
        self._deal_by_hand(seat, not bot)
        if bot:
            skill = self.seats[seat].skill or self.level_preset.skill
            agent: Agent = self._bot(skill)
        else:
            agent = self._person(seat)
        self._agents[seat] = agent
        if self._round is not None:
            stream = random.Random(derive_seed(
                self.seed, "round", self._number, "seat", seat, len(self._round.events),
                len(self._changes)))
            self._round.replace(seat, agent, stream)

    def _deal_by_hand(self, seat: int, person: bool) -> None:
        """On a table dealt by hand, ``seat`` deals its rounds by hand when a person plays it."""
        if not self.hand_deal:
            return
        by_hand: set[int] = self.game.by_hand
        if person:
            by_hand.add(seat)
        else:
            by_hand.discard(seat)

    # -- the match ------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def round_number(self) -> int:
        """The round in play or last played, from 1 (0 before the first)."""
        return self._number

    @property
    def playing(self) -> bool:
        """A round is in play."""
        return self._round is not None

    @property
    def over(self) -> bool:
        """The match has ended."""
        return self.ended_by is not None

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's match points: its rounds' scores, but none of a round it was free in
        (nobody played it; a newcomer there starts from nothing)."""
        return tuple(sum(counted_scores(r)[p] for r in self.rounds)
                     for p in range(self.players))

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the best total; a free seat (nobody took it) never wins."""
        counted = [n for n, s in enumerate(self.seats) if not s.free] or list(range(self.players))
        best = winners(self.info, [self.totals[n] for n in counted])
        return tuple(counted[i] for i in best)

    @property
    def state(self) -> Any:
        """The round in play's state (the last round's when between rounds), or None."""
        if self._round is not None:
            return self._round.state
        return self._last_state

    _last_state: Any = None

    @property
    def events(self) -> tuple[Event, ...]:
        """The events of the round in play (of the last round between rounds)."""
        state = self.state
        return tuple(getattr(state, "events", ())) if state is not None else ()

    def dealer(self, number: int) -> int:
        """The seat that deals round ``number`` (0 for games with no dealer)."""
        if not self.info.has_dealer:
            return 0
        return (self.first_dealer + number - 1) % self.players

    def rounds_planned(self) -> int | None:
        """How many rounds the match has, where that is fixed."""
        agreed = getattr(self.rules, "rounds", None)
        if agreed is None and self.info.rounds_per_player:
            return self.players
        return agreed

    @property
    def now(self) -> float:
        """The table's clock, in game seconds."""
        if self._live is not None:
            return self._live.now()
        return self._time

    def start(self) -> None:
        """Deal the next round. On the live clock, call it on the running loop: the round
        then plays by itself (one task), and the next round starts on :meth:`start` again."""
        if self._round is not None:
            raise IllegalAction("a round is being played")
        if self.over:
            raise IllegalAction("the match is over")
        if self._live is not None:
            _running_loop()  # before dealing: nothing half-started
        tick = time.perf_counter()
        self._number += 1
        self._deal(self._number)
        if self._live is not None:
            self._live.set(self._round.now if self._round else 0.0)
            self._run_live()
        else:
            self._time = self._round.now if self._round else 0.0
            self._round_plan()
        self._changed()
        self._measure(tick)

    def _deal(self, number: int) -> None:
        rng = random.Random(derive_seed(self.seed, "round", number))
        if self.exercise is not None:
            state = self.exercise.new_round(self.players, seed=derive_seed(
                self.seed, "round", number, "exercise"), game=self.game)
        else:
            state = self.game.new_round(self.players, rng, dealer=self.dealer(number))
        self._changes = []
        self._person_events = []
        self.hints = [0] * self.players
        for seat in self.seats:
            seat.notice = {}
            if seat.kind == "person" and not isinstance(self._agents[seat.number], Person) \
                    and not seat.standing_in:
                self._agents[seat.number] = self._person(seat.number)
        for seat in self.seats:
            agent = self._agents[seat.number]
            if isinstance(agent, SeatPerson):
                agent.queue.clear()
            self._deal_by_hand(seat.number, isinstance(agent, Person))
        self._round = _Round(self.game, state, self._agents, rng, self._event)

    def _event(self, event: Event, seat: int) -> None:
        assert self._round is not None
        if isinstance(self._agents.get(seat), Person):
            self._person_events.append(len(self._round.events) - 1)
            text = self.info.told(event.action, self.names)
            if text is not None:  # the seat's move done, said to that seat
                self.seats[seat].notice = {"kind": "ok", "text": text}

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names, in seat order."""
        return tuple(s.name for s in self.seats)

    def _round_plan(self) -> None:
        """Simulated clock: make the plans for the state and apply what is due by now."""
        self.run_until(self._time)

    def run_until(self, moment: float) -> None:
        """Simulated clock: apply every move due by game time ``moment`` and set the clock
        there (or to the round's end)."""
        if self.clock != "simulated":
            raise IllegalAction("run_until moves a simulated clock; a live clock runs itself")
        round_ = self._round
        while round_ is not None:
            if round_.result is not None:
                self._finish()
                return
            if round_.found is None:
                round_.plan()
                self._settle_changes()
            offer = round_.due()
            if offer is None or offer.plan.at > moment:
                break
            if round_.apply(offer):
                self._time = max(self._time, round_.now)
                self._changed()
        self._time = max(self._time, moment) if math.isfinite(moment) else self._time

    def next_move_at(self) -> float | None:
        """Simulated clock: when the next move of a bot or of the game is due (None: none is).
        """
        round_ = self._round
        if round_ is None or round_.result is not None:
            return None
        if round_.found is None:
            round_.plan()
            self._settle_changes()
        assert round_.found is not None
        offer = earliest(round_.found)
        return None if offer is None else max(offer.plan.at, round_.now)

    def play_round(self, max_steps: int = 100_000) -> RoundResult:
        """Simulated clock: play the round in play (dealing the next one if none is) to its end,
        time jumping to each next move."""
        if self._round is None:
            self.start()
        round_ = self._round
        if round_ is None:  # the round ended as it was dealt
            return self.rounds[-1]
        for _ in range(max_steps):
            if round_.result is not None:
                return self._finish()
            if round_.found is None:
                round_.plan()
                self._settle_changes()
            offer = round_.due()
            if offer is None:
                raise RoundDidNotEnd("no agent and no game event has anything left to do")
            self._time = max(self._time, offer.plan.at)
            if round_.apply(offer):
                self._changed()
        raise RoundDidNotEnd(f"round still running after {max_steps} steps")

    def play(self) -> MatchResult:
        """Simulated clock: play the match to its end."""
        while not self.over:
            self.play_round()
        return self.result()

    def result(self) -> MatchResult:
        """The match so far (whole once it is over)."""
        return MatchResult(self.info.name, tuple(self.rounds), self.totals, self.winners,
                           self.ended_by or "rounds")

    def _finish(self) -> RoundResult:
        round_ = self._round
        assert round_ is not None
        result = round_.result
        assert result is not None
        extra: dict[str, Any] = {**result.extra, "round": self._number}
        free = tuple(seat.number for seat in self.seats if seat.free)
        if free:  # nobody played them: the round's score stands, the match counts none of it
            extra["free"] = free
        if any(self.hints):  # charged beside the game's scores, which its breakdowns explain
            rule = self.level_preset.hints
            extra["hints"] = tuple(self.hints)
            extra["charged"] = tuple(
                rule.charge(score, used, self.info.lowest_wins)
                for score, used in zip(result.scores, self.hints, strict=True))
        result = dataclasses.replace(result, extra=extra)
        self.rounds.append(result)
        self._last_state = round_.state
        self._round = None
        why = match_over(self.info, self.rules, self.totals, len(self.rounds))
        if why is None and len(self.rounds) >= self.max_rounds:
            why = "limit"
        self.ended_by = why
        self._changed()
        return result

    # -- messages from seats --------------------------------------------------------------------

    def send(self, seat: int, message: object) -> dict[str, Any]:
        """A message from ``seat``'s screen: a move of the game (checked by the game's
        ``action_from_message``) or a table command (``{"type": "pause"}``, ``"resume"``,
        ``"next"`` for the next round). The reply says whether it was taken and, if not, why;
        a refused message changes nothing, and its reason is shown to that seat only."""
        try:
            spot = self._check_seat(seat)
            message = check_message(message)
            if spot.kind != "person":
                raise IllegalAction(f"seat {seat} is played by a bot")
            kind = message.get("type")
            if kind in TABLE_MESSAGES:
                self._command(seat, message)
            else:
                self._move(seat, message)
        except WordgamesError as err:
            if not (isinstance(seat, int) and 0 <= seat < len(self.seats)):
                return {"ok": False, "error": str(err)}
            told = self._retold(str(err), seat)
            self.seats[seat].notice = {"kind": "error", "text": told}
            self._changed()
            return {"ok": False, "error": told}
        return {"ok": True}

    def _retold(self, reason: str, seat: int) -> str:
        """A refusal as the seat's screen says it: in a child's words, the players by name."""
        return for_a_child(reason, [s.name for s in self.seats], me=seat)

    def _command(self, seat: int, message: dict[str, Any]) -> None:
        kind = message["type"]
        extra = set(message) - {"type"}
        if extra:
            raise InvalidInput(f"{kind!r} takes nothing more, not {', '.join(sorted(extra))}")
        if kind == "next":
            if self._round is not None:
                raise IllegalAction("this round is still being played")
            self.start()
        elif kind == "hint":
            self._hint(seat)
        elif kind == "pause":
            self.pause(seat)
        elif kind == "resume":
            self.resume()

    def _hint(self, seat: int) -> None:
        """A hint for ``seat``, with words of the seat's own level
        (:func:`wordgames.hints.levels_for`), counted for the round and charged only when it
        gives a word: "no word fits" (or a game's advice, :class:`~wordgames.hints.Advice`)
        is said for free."""
        round_ = self._round
        if round_ is None:
            raise IllegalAction("hints are for a round in play")
        if self.paused:
            raise IllegalAction("the game is paused")
        if seat in self._hinting:
            raise IllegalAction("a hint is on its way")
        rule = self.level_preset.hints
        if not rule.allows(self.hints[seat]):
            raise IllegalAction(f"no more hints this round: you have had {self.hints[seat]}")
        view = self.game.view(round_.state, seat)
        level = self.level_preset.level
        number = self._number
        info = self.info
        lexicon = self.game.lexicon

        def find() -> str:
            for words in levels_for(lexicon, level):
                found = info.hint(view, words)
                if found is not None:
                    return found
            return Advice("No word fits right now. Look again in a moment.")

        def told(text: str) -> None:
            self._hinting.discard(seat)
            if isinstance(text, Advice):  # no word given: nothing counted, nothing charged
                if self._number == number and self._round is not None:
                    self.seats[seat].notice = {"kind": "hint", "text": str(text)}
                    self._changed()
                return
            if self._number == number and self._round is not None:
                self.hints[seat] += 1
                said = [x for x in (rule.price(info.lowest_wins) if rule.cost else "",
                                    rule.left(self.hints[seat])) if x]
                self.seats[seat].notice = {"kind": "hint", "text": text + (
                    f" ({'; '.join(said)})" if said else "")}
                self._changed()

        self._hinting.add(seat)
        if self._live is None:
            told(find())
            return
        future = asyncio.get_running_loop().run_in_executor(None, find)

        def done(f: asyncio.Future[str]) -> None:
            if f.cancelled():
                self._hinting.discard(seat)
            elif f.exception() is not None:
                self._hinting.discard(seat)
                self.seats[seat].notice = {"kind": "error", "text": f"No hint: {f.exception()}"}
                self._changed()
            else:
                told(f.result())

        future.add_done_callback(done)

    def _move(self, seat: int, message: dict[str, Any]) -> None:
        round_ = self._round
        if round_ is None:
            raise IllegalAction("no round is being played" + (
                ": the match is over" if self.over else ": start the next round"))
        if self.paused:
            raise IllegalAction("the game is paused")
        agent = self._agents[seat]
        if not isinstance(agent, SeatPerson):
            raise IllegalAction("a bot is playing this seat while you are away")
        view = self.game.view(round_.state, seat)
        action = self.info.action_from_message(view, message)
        if getattr(action, "player", seat) != seat:
            raise IllegalAction(f"that move is for seat {action.player}, not yours ({seat})")
        at = self.now
        if hasattr(action, "at"):
            action = dataclasses.replace(action, at=at)
        self.seats[seat].notice = {}
        agent.queue.append(Plan(at, action))
        if self.clock == "simulated":
            self.run_until(self._time)
        else:
            self._wake_up()

    # -- views ----------------------------------------------------------------------------------

    def view_json(self, seat: int) -> dict[str, Any]:
        """What ``seat``'s screen draws, as JSON values: the game's view of the seat (or None
        before the first round), the table's seats, totals and rounds, and the seat's notice."""
        spot = self._check_seat(seat)
        state = self.state
        view = (None if state is None
                else self.info.view_json(self.game.view(state, seat)))
        about = {} if self.exercise is None else {"exercise": self.exercise.heading(
            self.players)}
        return about | {
            "game": self.info.name,
            "seat": seat,
            "seats": [{"name": s.name, "kind": "bot" if s.left else s.kind,
                       "playing": s.playing} for s in self.seats],
            "round": self._number,
            "rounds_planned": self.rounds_planned(),
            "playing": self.playing,
            "paused": self.paused,
            "paused_by": self.paused_by if self.paused else None,
            "over": self.over,
            "totals": list(self.totals),
            "lowest_wins": self.info.lowest_wins,
            "winners": list(self.winners) if self.over else [],
            "last_scores": list(counted_scores(self.rounds[-1]))
            if self.rounds and not self.playing else None,
            "now": round(self.now, 2),
            "view": view,
            "hints": self.hints[seat],
            "hint_cost": self.level_preset.hints.cost,
            "hint_price": self.level_preset.hints.price(self.info.lowest_wins),
            "last_hints": list(self.rounds[-1].extra.get("hints", [0] * self.players))
            if self.rounds and not self.playing else None,
            "notice": dict(spot.notice),
            "hand_deal": self.hand_deal and seat in self.game.by_hand,
        }

    def tell(self, seat: int, text: str, kind: str = "info") -> None:
        """Show ``text`` to ``seat`` (``kind`` ``"info"`` or ``"error"``), as a refused move's
        reason is shown: what the classroom recorded of a round, for one."""
        self._check_seat(seat).notice = {"kind": kind, "text": text}
        self._changed()

    def listen(self, listener: Callable[[Table], None]) -> None:
        """Call ``listener(table)`` after every change a screen may show."""
        self._listeners.append(listener)

    def unlisten(self, listener: Callable[[Table], None]) -> None:
        """Call ``listener`` no more."""
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    def _changed(self) -> None:
        self.version += 1
        for listener in list(self._listeners):
            listener(self)

    # -- the live clock -------------------------------------------------------------------------

    @property
    def paused(self) -> bool:
        return self._live is not None and self._live.held("paused")

    @property
    def speed(self) -> float:
        """Live clock: game seconds per wall second (1.0 on the simulated clock)."""
        return self._live.speed if self._live is not None else 1.0

    @property
    def clock_running(self) -> bool:
        """Live clock: the clock runs (the round has begun, the bots have planned for the
        state, and nothing holds it: not paused, somebody at the table)."""
        return self._live is not None and self._live.running

    def _measure(self, tick: float | None) -> None:
        """Count the work on the loop since ``tick`` (None: nothing to count)."""
        if tick is not None:
            self.longest_step = max(self.longest_step, time.perf_counter() - tick)

    #: who paused the game, as its screens say it (a seat's name, or "your teacher")
    paused_by: str | None = None

    def pause(self, by: int | str | None = None) -> None:
        """Stop the clock. Anyone at the table may pause (a child called away, a bell; in
        JupyterLab nobody else could) and anyone may resume, since the one who paused may
        not come back; the view names who paused (``paused_by``: seat ``by``'s name, or the
        text given, such as "your teacher"), and the screens hide the cards meanwhile, so a
        pause is nobody's extra time to look for words."""
        if self._live is None:
            raise IllegalAction("a simulated clock has no pause")
        who = self.seats[by].name if isinstance(by, int) else by
        if not self.paused:  # who paused first is said until the game goes on
            self.paused_by = who
        self._live.hold("paused")
        self._wake_up()
        self._changed()

    def resume(self) -> None:
        if self._live is None:
            raise IllegalAction("a simulated clock has no pause")
        self._live.release("paused")
        self.paused_by = None
        self._wake_up()
        self._changed()

    def _hold_if_empty(self) -> None:
        if self._live is None or not any(s.kind == "person" for s in self.seats):
            return
        if self.people_present:
            self._live.release("empty")
        else:
            self._live.hold("empty")
        self._wake_up()

    def _wake_up(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def _run_live(self) -> None:
        loop = _running_loop()
        if self._task is not None and not self._task.done():
            self._wake_up()
            return
        self._wake = asyncio.Event()
        self._task = loop.create_task(self._play_live(), name="wordgames table")
        _TASKS.add(self._task)
        self._task.add_done_callback(_TASKS.discard)

    def stop(self) -> None:
        """Stop the live task (the table keeps its state; :meth:`start` or a restore goes on)."""
        if self._task is not None and not self._task.done():
            self._task.cancel()

    def end(self) -> None:
        """End the match now (a teacher's word): the rounds played count, the round in play
        is dropped unscored; the match reads as abandoned.

        >>> table = Table("myword", ["person", "adult"], clock="simulated")
        >>> table.start()
        >>> table.end()
        >>> table.over, table.playing, table.round_number
        (True, False, 0)
        """
        if self.over:
            return
        self.stop()
        if self._round is not None:
            self._last_state = self._round.state
            self._round = None
            self._number = len(self.rounds)
        self.ended_by = "abandoned"
        self._changed()

    async def _play_live(self) -> None:
        clock = self._live
        assert clock is not None and self._wake is not None
        loop = asyncio.get_running_loop()
        self._hold_if_empty()
        tick: float | None = time.perf_counter()  # None while awaiting: no work of ours
        try:
            while self._round is not None:
                round_ = self._round
                if round_.found is None or self._pending:
                    # The bots think, and the new state is judged, off the loop.
                    clock.hold("thinking")
                    self._measure(tick)
                    tick = None
                    await loop.run_in_executor(None, self._think, round_)
                    tick = time.perf_counter()
                    if round_ is not self._round:
                        continue
                if round_.result is not None:  # judged by _think
                    self._finish()
                    break
                if clock.held("thinking"):
                    clock.set(round_.now)
                    clock.release("start")
                    clock.release("thinking")
                self._wake.clear()
                offer = round_.due()
                if offer is not None and offer.plan.at <= clock.now():
                    if round_.apply(offer):
                        clock.hold("thinking")
                        clock.set(round_.now)
                        self._changed()
                    continue
                wait = None
                if offer is not None and clock.running:
                    wait = clock.wall_seconds(offer.plan.at - clock.now())
                if self.abandon_after is not None and self._empty_since is not None:
                    left = self.abandon_after - (time.monotonic() - self._empty_since)
                    if left <= 0:
                        self.ended_by = "abandoned"
                        self._last_state = round_.state
                        self._round = None
                        self._changed()
                        break
                    wait = left if wait is None else min(wait, left)
                self._measure(tick)
                tick = None
                with contextlib.suppress(TimeoutError):  # the next move is due
                    await asyncio.wait_for(self._wake.wait(), wait)
                tick = time.perf_counter()
        except asyncio.CancelledError:
            raise
        except Exception as err:  # a bug in a bot or the game: the table says so and stops
            self.failure = err
            for seat in self.seats:
                seat.notice = {"kind": "error",
                               "text": f"The game stopped because of an error inside it: {err}"}
            try:
                self._changed()
            except Exception:  # a screen that failed drawing fails again: the task ends
                log.exception("a listener failed while told of %r", err)
        finally:
            self._measure(tick)

    def _think(self, round_: _Round) -> None:
        if round_.result is not None:  # judged here, off the loop
            return
        if round_.found is None:
            round_.plan()
        self._settle_changes()

    # -- saving ---------------------------------------------------------------------------------

    def to_json(self) -> str:
        """The table as JSON text (see the module docstring); :meth:`from_json` reads it."""
        from wordgames.table_saving import dump_table

        return dump_table(self)

    @classmethod
    def from_json(cls, text: str | bytes, *, clock: Clock | None = None) -> Table:
        """A table saved by :meth:`to_json`, with the round in play replayed to where it was.
        On the live clock, call :meth:`resume_live` on the running loop to play on."""
        from wordgames.table_saving import load_table

        return load_table(cls, text, clock)

    def resume_live(self) -> None:
        """Live clock: play on from a restored table (on the running loop)."""
        if self._live is None:
            raise IllegalAction("resume_live is for a live table")
        if self._round is not None:
            self._run_live()


#: Table commands a person's screen may send, beside the game's moves.
TABLE_MESSAGES = ("next", "pause", "resume", "hint")

#: Strong references to the tables' running tasks: the loop keeps only weak ones.
_TASKS: set[asyncio.Task[None]] = set()


def _running_loop() -> asyncio.AbstractEventLoop:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        raise RuntimeError(
            "a live table runs on a running asyncio loop (a Jupyter kernel has one; in a "
            "script, start it inside asyncio.run), or make it with clock='simulated'") from None


def check_message(message: object) -> dict[str, Any]:
    """A message from a screen, checked for its shape: a JSON object of at most
    :data:`MESSAGE_LIMIT` characters with a ``type`` string.

    >>> check_message({"type": "pause"})
    {'type': 'pause'}
    >>> check_message([1, 2])
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: a move is a JSON object with a "type", not a list
    """
    if isinstance(message, str | bytes):
        if len(message) > MESSAGE_LIMIT:
            raise InvalidInput(f"a message is at most {MESSAGE_LIMIT} characters")
        try:
            message = json.loads(message)
        except (ValueError, RecursionError):
            raise InvalidInput("a message must be JSON") from None
    if not isinstance(message, dict):
        raise InvalidInput(f'a move is a JSON object with a "type", not '
                           f"{kind_of(message)}")
    try:
        size = len(json.dumps(message))
    except (TypeError, ValueError, RecursionError):
        raise InvalidInput("a message holds only JSON values") from None
    if size > MESSAGE_LIMIT:
        raise InvalidInput(f"a message is at most {MESSAGE_LIMIT} characters, not {size}")
    _text_keys(message, "message")
    kind = message.get("type")
    if not isinstance(kind, str):
        raise InvalidInput(f'a move names its "type" as text, not {kind_of(kind)}')
    return message


def counted_scores(result: RoundResult) -> tuple[int, ...]:
    """A table's round's scores as its match counts them: after the hints' charge
    (``extra["charged"]``), and 0 for the seats that were free (``extra["free"]``: nobody took
    them). The round's own ``scores`` stay the game's, as its breakdowns explain them.

    >>> counted_scores(RoundResult("myword", scores=(3, 5), winners=(1,), extra={"free": (1,)}))
    (3, 0)
    >>> counted_scores(RoundResult("myword", scores=(3, 5), winners=(1,),
    ...                            extra={"hints": (1, 0), "charged": (2, 5)}))
    (2, 5)
    """
    free = result.extra.get("free") or ()
    scores = result.extra.get("charged") or result.scores
    return tuple(0 if n in free else int(score) for n, score in enumerate(scores))


def _text_keys(value: object, path: str) -> None:
    """Every key of a message's objects is text, as JSON's are (a dict from Python may hold
    others, which json.dumps turns into text unseen).

    >>> _text_keys({"type": "pause", 1: 2}, "message")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: message: a key is text (a JSON object's are), not 1
    """
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidInput(f"{path}: a key is text (a JSON object's are), not "
                                   f"{key!r}"[:200])
            _text_keys(item, f"{path}.{key}"[:200])
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            _text_keys(item, f"{path}[{i}]"[:200])


def _names(names: object, seats: int) -> list[str]:
    """The seats' names, each checked and named by its place (``names[1]: ...``).

    >>> _names("Ana", 2)
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: names: a list with a name for each seat, not the text 'Ana'
    """
    if names is None:
        return []
    if isinstance(names, str | bytes) or not isinstance(names, Sequence):
        what = f"the text {shown(names)}" if isinstance(names, str) else kind_of(names)
        raise InvalidInput(f"names: a list with a name for each seat, not {what}")
    if len(names) > seats:
        raise InvalidInput(f"names: {len(names)} names for {seats} seats")
    typed = []
    for i, name in enumerate(names):
        try:
            typed.append(clean_name(name))
        except InvalidInput as err:
            raise InvalidInput(f"names[{i}]: {err}") from None
    return typed


def clean_name(name: object) -> str:
    """A person's typed name, checked: text of 1 to :data:`NAME_LIMIT` printable characters,
    spaces folded.

    >>> clean_name("  Ana   María ")
    'Ana María'
    >>> clean_name("")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: a name needs at least one letter
    """
    if not isinstance(name, str):
        raise InvalidInput(f"a name is text, not {kind_of(name)}")
    text = " ".join(visible(name).split())  # no invisible letters (U+3164...)
    if not any(ch.isalnum() for ch in text):
        raise InvalidInput("a name needs at least one letter")
    if len(text) > NAME_LIMIT:
        raise InvalidInput(f"a name is at most {NAME_LIMIT} characters")
    return one_alphabet(text)  # no Cyrillic 'А' in a Latin name


def _exercise_game(game: object, exercise: Any) -> str:
    """The game of a table dealt from ``exercise`` (``game`` None, or the exercise's kind)."""
    kind = getattr(exercise, "kind", None)
    if kind not in GAMES:
        raise InvalidInput(f"exercise: an exercise of a game ({', '.join(GAMES)}), not "
                           f"{type(exercise).__name__ if kind is None else repr(kind)}")
    if game is not None and game != kind:
        raise InvalidInput(f"exercise: a {kind} exercise deals no {game} table")
    return str(kind)


def _level(level: object) -> int:
    from wordgames.lexicon import LEVELS

    if not isinstance(level, int) or isinstance(level, bool) or level not in LEVELS:
        raise InvalidInput(f"level must be one of {', '.join(map(str, LEVELS))}, not {level!r}")
    return level


def play_match(
    game: Any,
    agents: Sequence[Agent],
    seed: int,
    *,
    first_dealer: int = 0,
    max_rounds: int = 200,
) -> MatchResult:
    """Play a whole match of ``game`` with ``agents[i]`` in seat ``i`` on the simulated clock;
    see :mod:`wordgames.match`. The match is a :class:`wordgames.table.Table`'s, the one match
    loop of the package.

    ``max_rounds`` is a safety limit for matches that might never end (a Word Storm match to a
    target where every crossword scores 0): the match then ends with ``ended_by="limit"``.

    >>> info = GAMES["myword"]
    >>> match = play_match(info.game(), [info.bot("adult"), info.bot("expert")], seed=3)
    >>> [r.extra["round"] for r in match.rounds], [r.extra["dealer"] for r in match.rounds]
    ([1, 2], [0, 1])
    >>> match.totals == tuple(map(sum, zip(*(r.scores for r in match.rounds))))
    True
    """
    if isinstance(agents, str) or not isinstance(agents, Sequence):
        raise InvalidInput("agents: a list with one agent per seat")
    info_of(game).check_players(len(agents))
    return Table(game, list(agents), seed=seed, clock="simulated", first_dealer=first_dealer,
                 max_rounds=max_rounds).play()


__all__ = ["FORMAT", "Seat", "SeatChange", "SeatPerson", "Table", "check_message",
           "clean_name", "counted_scores", "play_match"]
