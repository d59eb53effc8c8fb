"""Who sits at a table's seats: a person or a bot at each, a person who leaves and comes back,
a bot that stands in while its person is away (see :mod:`wordgames.play.table`).

:class:`TableSeats` is the part of :class:`wordgames.play.table.Table` that holds the seats and the
agent playing each; a seat change asked for during a round waits (``_pending``) until the
plans for the state are made, then is recorded (:class:`~wordgames.play.table_round.SeatChange`)
and applied, so that a replay meets every agent with the same views in the same order. All of
it runs on the caller's thread (the event loop, on the live clock): the live driver settles
the changes on the loop and only the new agent's thinking goes to its executor
(:mod:`wordgames.play.table_driver`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit.agents import SKILLS, Skill, bot_name
from wordgames.kit.envelope import kind_of
from wordgames.kit.names import one_alphabet, visible
from wordgames.kit.protocol import Agent, GameInfo, Plan
from wordgames.kit.seeding import derive_seed
from wordgames.play import presets
from wordgames.play.plainwords import for_a_child
from wordgames.play.runner import Person
from wordgames.play.table_extras import ClassroomExtras
from wordgames.play.table_round import RoundInPlay, SeatChange

if TYPE_CHECKING:
    from wordgames.play.presets import Preset
    from wordgames.play.table_driver import LiveDriver

#: The longest name a seat takes (a person's typed name).
NAME_LIMIT = 24

#: A seat of a new table: ``"person"``, a bot's skill (a name such as ``"adult"`` or a
#: :class:`~wordgames.kit.agents.Skill`), or an agent object (a bot, or a scripted person).
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


class TableSeats:
    """The seats of a table and the agent playing each (the table's part that says who sits
    where; :class:`wordgames.play.table.Table` is the rest of the match)."""

    # What the match gives the seats (set by Table.__init__).
    info: GameInfo
    level_preset: Preset
    extras: ClassroomExtras
    seed: int
    round_number: int
    live: LiveDriver | None
    _round: RoundInPlay | None

    def _changed(self) -> None:
        raise NotImplementedError  # the table tells its screens

    def _seat_up(self, specs: list[SeatSpec], names: list[str]) -> None:
        """Seat ``specs`` (one per seat) under the typed ``names``."""
        self.seats: list[Seat] = []
        self._agents: dict[int, Agent] = {}
        self._pending: list[tuple[int, bool]] = []  # seat changes waiting for the plans
        self._changes: list[SeatChange] = []  # this round's seat changes
        for number, spec in enumerate(specs):
            self.seats.append(self._seat(number, spec, names[number]
                                         if number < len(names) else ""))

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
            skill = _skill(spec, self.info.name)
            self._agents[number] = self.extras.bot(self.info, skill)
            return Seat(number, "bot", name or bot_name(bots, spec), skill=skill)
        if callable(getattr(spec, "plan", None)):
            self._agents[number] = spec
            known = getattr(spec, "skill", None)
            known = known if isinstance(known, Skill) else None
            return Seat(number, "bot", name or bot_name(bots, known), skill=known)
        raise InvalidInput(f"seat {number}: 'person', a level ({', '.join(presets.NAMES)}), a "
                           f"bot's skill ({', '.join(SKILLS)}) or an agent, not {spec!r}")

    def _person(self, number: int) -> SeatPerson:
        def refused(action: Any, reason: str) -> None:
            self.seats[number].notice = {"kind": "error", "text": self._retold(reason, number)}
            self._changed()

        return SeatPerson(refused)

    def _retold(self, reason: str, seat: int) -> str:
        """A refusal as the seat's screen says it: in a child's words, the players by name."""
        return for_a_child(reason, [s.name for s in self.seats], me=seat)

    def _check_seat(self, seat: object) -> Seat:
        if not isinstance(seat, int) or isinstance(seat, bool) or not (
                0 <= seat < len(self.seats)):
            raise InvalidInput(f"there is no seat {seat!r} at this table of {len(self.seats)}")
        return self.seats[seat]

    def agent(self, seat: int) -> Agent:
        """The agent playing ``seat`` now (a :class:`SeatPerson` for a person at a screen)."""
        self._check_seat(seat)
        return self._agents[seat]

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names, in seat order."""
        return tuple(s.name for s in self.seats)

    @property
    def people_present(self) -> int:
        return sum(s.kind == "person" and s.present for s in self.seats)

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
        self._people_changed(came=True)

    def leave(self, seat: int, *, stand_in: bool = False) -> None:
        """The person at ``seat`` leaves; with ``stand_in`` a bot of the seat's skill plays it
        until they come back, else the seat is away (the rules play on without them)."""
        spot = self._check_seat(seat)
        if spot.kind != "person":
            raise IllegalAction(f"seat {seat} is a bot's seat")
        spot.present = False
        if stand_in and not spot.standing_in:
            self._request(seat, bot=True)
        self._people_changed(came=False)

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
                             self.level_preset.name or spot.skill)
        if not spot.standing_in:
            self._request(seat, bot=True)
        self._people_changed(came=False)

    def tell(self, seat: int, text: str, kind: str = "info") -> None:
        """Show ``text`` to ``seat`` (``kind`` ``"info"`` or ``"error"``), as a refused move's
        reason is shown: what the classroom recorded of a round, for one."""
        self._check_seat(seat).notice = {"kind": kind, "text": text}
        self._changed()

    def _people_changed(self, *, came: bool) -> None:
        if self.live is not None:
            self.live.people_changed(self.people_present, came=came)
        self._changed()

    def _request(self, seat: int, *, bot: bool) -> None:
        self.seats[seat].standing_in = bot
        if self._round is None:
            self._swap_agent(seat, bot)  # between rounds: the seat's agent for next round
            return
        self._pending.append((seat, bot))
        if self.live is None or not self.live.has_task:
            self._settle_changes()
        else:
            self.live.wake_up()

    def _settle_changes(self) -> None:
        """Apply the seat changes asked for, once the plans for the state are made (all here,
        on the caller's thread: the live driver does the same, thinking in its executor)."""
        round_ = self._round
        if round_ is None or not self._pending:
            return
        if round_.found is None:
            round_.plan()
        while (stream := self._next_change()) is not None:
            round_.seat_agent(*stream)

    def _next_change(self) -> tuple[int, random.Random] | None:
        """The next seat change asked for, recorded and its agent seated (None: none waits);
        the round's new agent is then to begin with the stream returned."""
        round_ = self._round
        if round_ is None or not self._pending:
            return None
        seat, bot = self._pending.pop(0)
        self._changes.append(SeatChange(seat, bot, len(round_.events)))
        return seat, self._swap_agent(seat, bot)

    def _change_seat(self, change: SeatChange) -> None:
        """A saved round's seat change, replayed where it was made."""
        assert self._round is not None
        self.seats[change.seat].standing_in = change.bot
        self._changes.append(change)
        self._round.seat_agent(change.seat, self._swap_agent(change.seat, change.bot))

    def _swap_agent(self, seat: int, bot: bool) -> random.Random:
        """A bot (``bot``) or the person plays ``seat`` from now on; the stream a new agent
        begins the round in play with."""
        self.extras.deal_by_hand(seat, not bot)
        if bot:
            skill = self.seats[seat].skill or self.level_preset.skill
            agent: Agent = self.extras.bot(self.info, skill)
        else:
            agent = self._person(seat)
        self._agents[seat] = agent
        events = 0 if self._round is None else len(self._round.events)
        return random.Random(derive_seed(self.seed, "round", self.round_number, "seat", seat,
                                         events, len(self._changes)))


def _skill(spec: str | Skill, game: str) -> Skill:
    """A bot's skill: given, a level's (``easy``...) for ``game``, or a named one.

    >>> _skill("adult", "myword") == Skill.named("adult")
    True
    """
    if isinstance(spec, Skill):
        return spec
    if spec in presets.NAMES:
        return presets.preset(spec, game).skill
    return Skill.named(spec)


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


__all__ = ["NAME_LIMIT", "Seat", "SeatPerson", "SeatSpec", "TableSeats", "clean_name"]
