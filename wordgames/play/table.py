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
on from the same state and clock; the rounds played are checked by replay (each dealt again
and its log applied, :mod:`wordgames.saving.replay`). :mod:`wordgames.play.table_saving` does it
through the table's public interface only (:meth:`Table.round_log`, :meth:`Table.restore`).

The table is the match; beside it, each in a module of its own: who sits where
(:class:`~wordgames.play.table_seats.TableSeats`, the table's base), the round being stepped
(:class:`~wordgames.play.table_round.RoundInPlay`), the live driver
(:class:`~wordgames.play.table_driver.LiveDriver`: the asyncio task and the executor it thinks in)
and the classroom's extras (:mod:`wordgames.play.table_extras`: exercises, dealing by hand, hints).
The table's state changes only on the caller's thread (the event loop, on the live clock):
the executor's work is the bots' thinking, which the driver awaits (see
:mod:`wordgames.play.table_driver`), so the table needs no lock.
"""

from __future__ import annotations

import dataclasses
import json
import math
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Literal

from wordgames.errors import IllegalAction, InvalidInput, WordgamesError
from wordgames.kit.envelope import kind_of
from wordgames.kit.match import MatchResult, info_of, match_over, winners
from wordgames.kit.protocol import GAMES, Agent, Event, GameInfo, Plan, RoundResult
from wordgames.kit.seeding import derive_seed
from wordgames.kit.validate import shown
from wordgames.lexicon import LEVELS
from wordgames.play import presets
from wordgames.play.presets import Preset
from wordgames.play.runner import Person, RoundDidNotEnd, earliest
from wordgames.play.table_driver import LiveDriver, needs_live, running_loop
from wordgames.play.table_extras import ClassroomExtras, Hints, exercise_game
from wordgames.play.table_round import RoundInPlay, RoundLog, SeatChange, kept_result
from wordgames.play.table_saving import FORMAT, dump_table, load_table
from wordgames.play.table_seats import (
    NAME_LIMIT,
    Seat,
    SeatPerson,
    SeatSpec,
    TableSeats,
    clean_name,
)

#: The largest message a seat may send, as JSON text.
MESSAGE_LIMIT = 4096

Clock = Literal["live", "simulated"]


class Table(TableSeats):
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
            game = exercise_game(game, exercise)
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
        self.extras = ClassroomExtras(exercise, game=self.game, hand_deal=self.hand_deal)
        #: the level the table was made at (None: the default one, for hints and stand-ins)
        self.preset = preset
        self.level = level
        #: the dictionary given, when it is not the rules' own (saved with the table)
        self.given_lexicon = given
        if isinstance(seats, str | bytes) or not isinstance(seats, Sequence):
            raise InvalidInput("seats: a list with one entry per seat ('person' or a bot)")
        self.players = self.info.check_players(len(seats))
        if clock not in ("live", "simulated"):
            raise InvalidInput(f"clock must be 'live' or 'simulated', not {clock!r}")
        if not isinstance(first_dealer, int) or not 0 <= first_dealer < self.players:
            raise InvalidInput(f"first_dealer must be one of 0..{self.players - 1}, not "
                               f"{first_dealer!r}")
        if not isinstance(max_rounds, int) or isinstance(max_rounds, bool) or max_rounds < 1:
            raise InvalidInput(f"max_rounds must be a whole number from 1, not {max_rounds!r}")
        derive_seed(seed)  # a bad seed is refused before anything is played
        self.seed = seed
        self.clock: Clock = clock
        self.first_dealer = first_dealer
        self.max_rounds = max_rounds
        self.abandon_after = abandon_after
        self.live: LiveDriver | None = None
        self._round: RoundInPlay | None = None
        #: the round in play or last played, from 1 (0 before the first)
        self.round_number = 0
        self._seat_up(list(seats), _names(names, len(seats)))
        self.rounds: list[RoundResult] = []
        self.ended_by: str | None = None
        self._last_state: Any = None  # the last round's state, between rounds
        self._time = 0.0  # the simulated clock's time
        #: live clock: game seconds per wall second (1.0 on the simulated clock)
        self.speed = 1.0
        if clock == "live":
            self.live = LiveDriver(self, speed)
            self.speed = self.live.clock.speed
        self._listeners: list[Callable[[Table], None]] = []
        self.failure: BaseException | None = None
        self.version = 0
        #: live clock: the longest stretch of the table's own work on the loop, in wall
        #: seconds (a start's deal, or a step of the live task between two awaits), which is
        #: how long a click may wait behind it
        self.longest_step = 0.0
        self.hinting = Hints(self.players)
        #: hints each seat has had this round
        self.hints: list[int] = self.hinting.counts
        #: the game is paused (live clock), and who paused it, as its screens say it (a
        #: seat's name, or "your teacher")
        self.paused = False
        self.paused_by: str | None = None

    # -- the match ------------------------------------------------------------------------------

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
        if self.live is not None:
            return self.live.clock.now()
        return self._time

    def start(self) -> None:
        """Deal the next round. On the live clock, call it on the running loop: the round
        then plays by itself (one task), and the next round starts on :meth:`start` again."""
        if self._round is not None:
            raise IllegalAction("a round is being played")
        if self.over:
            raise IllegalAction("the match is over")
        if self.live is not None:
            running_loop()  # before dealing: nothing half-started
        tick = time.perf_counter()
        self.round_number += 1
        self._deal(self.round_number)
        if self.live is not None:
            self.live.clock.set(self._round.now if self._round else 0.0)
            self.live.run()
        else:
            self._time = self._round.now if self._round else 0.0
            self.run_until(self._time)  # the plans for the state, and what is due now
        self._changed()
        if self.live is not None:
            self.live.measure(tick)

    def _deal(self, number: int, out: Iterable[int] | None = None) -> None:
        """Deal round ``number``; the seats nobody took (or the saved round's ``out``) sit it
        out: the rules give them nothing, so a newcomer there starts from nothing."""
        self._out = tuple(sorted(set(out if out is not None else
                                     (seat.number for seat in self.seats if seat.free))))
        state, rng = self.extras.deal(self.players, self.seed, number,
                                      dealer=self.dealer(number), out=self._out)
        self._changes = []
        self._person_events: list[int] = []  # indices of this round's events made by people
        self.hinting.new_round()
        for seat in self.seats:
            seat.notice = {}
            if seat.kind == "person" and not isinstance(self._agents[seat.number], Person) \
                    and not seat.standing_in:
                self._agents[seat.number] = self._person(seat.number)
        for seat in self.seats:
            agent = self._agents[seat.number]
            if isinstance(agent, SeatPerson):
                agent.queue.clear()
            self.extras.deal_by_hand(seat.number, isinstance(agent, Person))
        self._round = RoundInPlay(self.game, state, self._agents, rng, self._on_event)

    def _on_event(self, event: Event, seat: int) -> None:
        assert self._round is not None
        if isinstance(self._agents.get(seat), Person):
            self._person_events.append(len(self._round.events) - 1)
            text = self.info.told(event.action, self.names)
            if text is not None:  # the seat's move done, said to that seat
                self.seats[seat].notice = {"kind": "ok", "text": text}

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
        # The free seats' scores stand, the match counts none of them; the hints are charged
        # beside the game's scores, which its breakdowns explain.
        result = kept_result(result, self.round_number,
                             free=tuple(seat.number for seat in self.seats if seat.free),
                             out=self._out, charged=self.hinting.charged(self, result.scores))
        self.rounds.append(result)
        self._last_state = round_.state
        self._round = None
        why = match_over(self.info, self.rules, self.totals, len(self.rounds))
        if why is None and len(self.rounds) >= self.max_rounds:
            why = "limit"
        self.ended_by = why
        self._changed()
        return result

    def _drop_round(self, why: str) -> None:
        """End the match now, the round in play unscored (``why``: how it ended)."""
        if self._round is not None:
            self._last_state = self._round.state
            self._round = None
        self.ended_by = why
        self._changed()

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
        self.round_number = len(self.rounds)
        self._drop_round("abandoned")

    # -- messages from seats --------------------------------------------------------------------

    def send(self, seat: int, message: object) -> dict[str, Any]:
        """A message from ``seat``'s screen: a move of the game (checked by the game's
        ``action_from_message``) or a table command (``{"type": "pause"}``, ``"resume"``,
        ``"next"`` for the next round, ``"hint"``). The reply says whether it was taken and, if
        not, why; a refused message changes nothing, and its reason is shown to that seat
        only."""
        try:
            spot = self._check_seat(seat)
            message = check_message(message)
            if spot.kind != "person":
                raise IllegalAction(f"seat {seat} is played by a bot")
            kind = message["type"]
            extra = set(message) - {"type"}
            if kind in TABLE_MESSAGES and extra:
                raise InvalidInput(f"{kind!r} takes nothing more, not "
                                   f"{', '.join(sorted(extra))}")
            if kind == "next":
                if self._round is not None:
                    raise IllegalAction("this round is still being played")
                self.start()
            elif kind == "hint":
                self.hinting.ask(self, seat)
            elif kind == "pause":
                self.pause(seat)
            elif kind == "resume":
                self.resume()
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
        if self.live is None:
            self.run_until(self._time)
        else:
            self.live.wake_up()

    # -- views ----------------------------------------------------------------------------------

    def view_json(self, seat: int) -> dict[str, Any]:
        """What ``seat``'s screen draws, as JSON values: the game's view of the seat (or None
        before the first round), the table's seats, totals and rounds, and the seat's notice."""
        spot = self._check_seat(seat)
        state = self.state
        view = (None if state is None
                else self.info.view_json(self.game.view(state, seat)))
        return self.extras.heading(self.players) | {
            "game": self.info.name,
            "seat": seat,
            "seats": [{"name": s.name, "kind": "bot" if s.left else s.kind,
                       "playing": s.playing} for s in self.seats],
            "round": self.round_number,
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
            **self.hinting.view(self, seat),
            "notice": dict(spot.notice),
            "hand_deal": self.extras.deals_by_hand(seat),
        }

    def listen(self, listener: Callable[[Table], None]) -> None:
        """Call ``listener(table)`` after every change a screen may show."""
        self._listeners.append(listener)

    def unlisten(self, listener: Callable[[Table], None]) -> None:
        """Call ``listener`` no more."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _changed(self) -> None:
        self.version += 1
        for listener in list(self._listeners):
            listener(self)

    # -- the live clock (its driver: wordgames.play.table_driver) ----------------------------

    def pause(self, by: int | str | None = None) -> None:
        """Stop the clock. Anyone at the table may pause (a child called away, a bell; in
        JupyterLab nobody else could) and anyone may resume, since the one who paused may
        not come back; the view names who paused (``paused_by``: seat ``by``'s name, or the
        text given, such as "your teacher"), and the screens hide the cards meanwhile, so a
        pause is nobody's extra time to look for words."""
        live = needs_live(self, "a simulated clock has no pause")
        who = self.seats[by].name if isinstance(by, int) else by
        if not self.paused:  # who paused first is said until the game goes on
            self.paused_by = who
        self.paused = True
        live.pause()
        self._changed()

    def resume(self) -> None:
        live = needs_live(self, "a simulated clock has no pause")
        self.paused = False
        self.paused_by = None
        live.resume()
        self._changed()

    def stop(self) -> None:
        """Stop the live task (the table keeps its state; :meth:`start` or a restore goes on)."""
        if self.live is not None:
            self.live.stop()

    def resume_live(self) -> None:
        """Live clock: play on from a restored table (on the running loop)."""
        live = needs_live(self, "resume_live is for a live table")
        if self._round is not None:
            live.run()

    # -- saving: what a save keeps, and the table made again from it ----------------------------

    def to_json(self) -> str:
        """The table as JSON text (see the module docstring); :meth:`from_json` reads it."""
        return dump_table(self)

    @classmethod
    def from_json(cls, text: str | bytes, *, clock: Clock | None = None) -> Table:
        """A table saved by :meth:`to_json`, with the round in play replayed to where it was.
        On the live clock, call :meth:`resume_live` on the running loop to play on."""
        return load_table(cls, text, clock)

    def round_log(self) -> RoundLog | None:
        """The round in play as a save keeps it (None: no round is in play)."""
        if self._round is None:
            return None
        events = self._round.events
        return RoundLog(tuple((i, events[i]) for i in self._person_events),
                        tuple(self._changes), len(events), self.now, tuple(self.hints),
                        self._out)

    def restore(self, *, number: int, ended_by: str | None, standing_in: Iterable[int] = (),
                last_state: Any = None, log: RoundLog | None = None) -> None:
        """Bring a new table (its :attr:`rounds` set) to where a saved one was: round
        ``number``, ended by ``ended_by``, nobody at the screens, bots standing in at the
        people's seats ``standing_in`` (at the start of the round in play); between rounds the
        last round's ``last_state``, else the round in play dealt again and replayed to
        ``log``."""
        self.ended_by = ended_by
        self.round_number = number
        for spot in self.seats:
            spot.present = False  # people come back by joining again
        for n in sorted(set(standing_in)):
            if self.seats[n].kind == "person":
                self.seats[n].standing_in = True
                self._swap_agent(n, True)
        if log is None:
            self._last_state = last_state
            return
        self._deal(number, log.out)
        assert self._round is not None
        self._round.replay(log.moves, log.changes, log.events, self._change_seat)
        self.hints[:] = log.hints
        now = max(float(log.now), self._round.now)
        if self.live is not None:
            self.live.clock.set(now)
            self.live.clock.release("start")
        else:
            self._time = now


#: Table commands a person's screen may send, beside the game's moves.
TABLE_MESSAGES = ("next", "pause", "resume", "hint")

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


def _level(level: object) -> int:
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
    see :mod:`wordgames.kit.match`. The match is a :class:`wordgames.play.table.Table`'s, the one
    match loop of the package.

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


__all__ = ["FORMAT", "MESSAGE_LIMIT", "NAME_LIMIT", "Clock", "RoundLog", "Seat", "SeatChange",
           "SeatPerson", "SeatSpec", "Table", "check_message", "clean_name", "counted_scores",
           "play_match"]
