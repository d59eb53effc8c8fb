"""A person's match against bots on the live clock: rounds, totals, log, hints, messages.

The controller of a play screen, in pure Python: the view calls its methods with the person's
input and redraws from its attributes when ``on_update`` is called. It never touches widgets.
Each game's table (``myword_table``, ``fivetiers_table``) adds the game's own moves.

The person sits in seat 0; the bots in seats 1, 2, ...; round ``k`` (from 1) is dealt by
``random.Random(round_seed(seed, k))``, so the same seed gives the same deals.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from wordgames import match
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.protocol import GAME, GAMES, Event, GameInfo, RoundResult
from wordgames.runner import HumanAgent, LiveRound
from wordgames.seeding import derive_seed
from wordgames.ui.options import Setup

log = logging.getLogger(__name__)

#: What a move or a Hint made while the game is paused is told.
PAUSED = "The game is paused: press Resume to play on."

#: Log lines kept for the screen (the round's events stay whole in the state).
LOG_LINES = 200


def round_seed(seed: int, number: int) -> int:
    """The seed of round ``number`` of a match played with ``seed``, as ``wordgames.match``
    derives it (so a live match deals what a simulated one deals).

    >>> round_seed(7, 1) == round_seed(7, 1) != round_seed(7, 2)
    True
    """
    return derive_seed(seed, "round", number)


def one_word(text: object) -> str:
    """What a person typed, checked to be one word (a pasted sentence gets a short message,
    not itself read back).

    >>> one_word(" mask ")
    ' mask '
    >>> one_word("The quick brown fox jumps over the lazy dog.")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: one word at a time: 'The quick brown fox jump…' is 9 words
    """
    words = str(text).split()
    if len(words) > 1:
        shown = " ".join(words)
        shown = shown if len(shown) <= 24 else shown[:24] + "…"
        raise InvalidInput(f"one word at a time: {shown!r} is {len(words)} words")
    return str(text)


@dataclass(frozen=True)
class Message:
    """What the screen tells the person: ``kind`` is ``info``, ``ok`` or ``error``."""

    text: str = ""
    kind: str = "info"


@dataclass(frozen=True)
class LogLine:
    at: float
    who: str
    what: str


class Session:
    """A match of one person (seat 0) against the bots of ``setup``.

    - ``start_round()`` (on the running loop) deals the next round and starts its clock;
    - ``pause()`` / ``resume()``; ``hint()``; the game's own moves in the subclasses;
    - read ``message``, ``log``, ``totals``, ``rounds``, ``live`` to draw the screen.
    """

    game_name: ClassVar[str] = ""

    def __init__(self, setup: Setup, on_update: Callable[[], None] | None = None,
                 owner: Hashable | None = None) -> None:
        self.setup = setup
        #: who owns this match's live rounds (a notebook cell): a new match there stops this one
        self.owner: Hashable = owner if owner is not None else ("session", id(self))
        self.on_update = on_update
        self.game = self.make_game()
        self.players = 1 + len(setup.bots)
        self.names = setup.names
        self.human = HumanAgent(on_reject=self._rejected)
        self.rounds: list[RoundResult] = []
        self.hints: list[int] = []  # hints used by the person, per round
        self.live: LiveRound | None = None
        self.message = Message()
        self.log: list[LogLine] = []
        self.failure: BaseException | None = None
        self._seen = 0  # events of the current round already in the log
        self._open = 0  # 1 while a round is being played
        self._thinking: asyncio.Future[Any] | None = None  # a hint being looked for
    # -- what each game says --------------------------------------------------------------------

    @property
    def info(self) -> GameInfo:
        return GAMES[self.setup.game]

    def make_game(self) -> Any:
        return self.info.game(rules=self.setup.rules, lexicon=self.setup.lexicon)

    def make_bot(self, seat: int, round_number: int) -> Any:
        """Seat ``seat``'s bot; the runner gives it the round's stream and the round's words."""
        return self.info.bot(self.setup.bots[seat - 1].skill())

    def new_state(self, rng: random.Random, round_number: int) -> Any:
        dealer = (round_number - 1) % self.players if self.info.has_dealer else 0
        return self.game.new_round(players=self.players, rng=rng, dealer=dealer)

    def next_dealer(self) -> int:
        return len(self.rounds) % self.players

    def rounds_planned(self) -> int | None:
        """How many rounds the match has, if that is fixed."""
        agreed = getattr(self.setup.rules, "rounds", None)
        if agreed is None and self.info.rounds_per_player:
            return self.players
        return agreed

    def match_over(self) -> bool:
        return bool(self.rounds) and match.match_over(
            self.info, self.setup.rules, self.totals, len(self.rounds)) is not None

    def describe(self, event: Event, state: Any) -> str:
        return type(event.action).__name__

    def round_started(self) -> None:
        """Reset the game's screen state for a new round."""

    def opening(self, number: int) -> str:
        """What the message bar says when round ``number`` begins."""
        return f"Round {number} begins."

    def changed(self, state: Any, event: Event | None) -> None:
        """After each applied action (the event), before the screen redraws."""

    # -- what a saved game keeps besides the engine's state -----------------------------------

    def kept(self) -> dict[str, Any]:
        """What the screen shows that the round's state does not hold, as JSON values, saved
        with the game: the game log (the games add their own, e.g. Word Storm's wild letters).
        """
        return {"log": [[line.at, line.who, line.what] for line in self.log]}

    @classmethod
    def check_kept(cls, data: object, state: Any) -> dict[str, Any]:
        """``data`` (what :meth:`kept` saved) checked against ``state``, the round in play, as
        :meth:`restore` takes it; ``InvalidInput`` naming what is wrong.

        >>> Session.check_kept({"log": [[1.5, "Ann", "claims CAT"]]}, None)
        {'log': [LogLine(at=1.5, who='Ann', what='claims CAT')]}
        >>> Session.check_kept({"log": [3]}, None)
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: kept.log[0]: a log line is [seconds, who, what], not 3
        """
        if not isinstance(data, Mapping):
            raise InvalidInput(f"kept: a mapping, not {type(data).__name__}")
        lines = data.get("log", [])
        if not isinstance(lines, list):
            raise InvalidInput(f"kept.log: a list of log lines, not {type(lines).__name__}")
        log = []
        for i, line in enumerate(lines):
            if (not isinstance(line, list) or len(line) != 3
                    or not isinstance(line[0], int | float) or isinstance(line[0], bool)
                    or not all(isinstance(x, str) for x in line[1:])):
                raise InvalidInput(f"kept.log[{i}]: a log line is [seconds, who, what], not "
                                   f"{line!r}")
            log.append(LogLine(float(line[0]), line[1], line[2]))
        return {"log": log[-LOG_LINES:]}

    def restore(self, kept: Mapping[str, Any]) -> None:
        """Show again what a saved game kept (:meth:`check_kept`'s answer), once the round in
        play has started again."""
        self.log[:0] = kept.get("log", [])
        del self.log[:-LOG_LINES]
        self.say(f"Round {self.round_number} goes on from the saved game.", "info")

    # -- the match ------------------------------------------------------------------------------

    @property
    def round_number(self) -> int:
        """The round being played (or just played), from 1."""
        return len(self.rounds) + self._open

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.scores[p] for r in self.rounds) for p in range(self.players))

    @property
    def winners(self) -> tuple[int, ...]:
        return match.winners(self.info, self.totals)

    @property
    def state(self) -> Any:
        return None if self.live is None else self.live.state

    @property
    def running(self) -> bool:
        """A round is being played (its last action not yet applied)."""
        return self.live is not None and bool(self._open) and not self.live.done

    @property
    def playing(self) -> bool:
        """A round is being played and not paused: only then do the person's moves and the
        Hint act on it (a pause stops the round for everyone, the person too)."""
        return self.running and self.live is not None and not self.live.paused

    def refused_while_paused(self) -> bool:
        """Whether the game is paused, having told the person so: a move or a Hint made now
        is dropped whole (nothing changes on the screen that the round did not take)."""
        paused = self.running and self.live is not None and self.live.paused
        if paused:
            self.tell(PAUSED, "error")
        return paused

    @property
    def between_rounds(self) -> bool:
        """A round has ended and the next has not begun."""
        return bool(self.rounds) and not self._open

    def view(self) -> Any:
        assert self.live is not None
        return self.live.view(0)

    def start_round(self, state: Any = None) -> None:
        """Deal the next round (or go on with ``state``) and start its clock."""
        if self.running:
            raise WordgamesError("a round is still being played")
        if self.match_over():
            raise WordgamesError("the game is over: start a new one")
        number = len(self.rounds) + 1
        rng = random.Random(round_seed(self.setup.seed, number))
        if state is None:
            state = self.new_state(rng, number)
        agents = [self.human, *(self.make_bot(s, number) for s in range(1, self.players))]
        self.hints.append(0)
        self._open = 1
        self._seen = len(getattr(state, "events", ()))
        self.round_started()
        self.live = LiveRound(self.game, agents, rng, speed=self.setup.speed, state=state,
                              on_change=self._changed, on_error=self._failed,
                              owner=self.owner)
        self.say(self.opening(number), "info")
        self.live.start()

    async def shown(self) -> None:
        """Wait until the live round tells of its deal, which it does once the bots have looked
        at it (a scripted person then acts, as a person would, on what the bots have seen)."""
        live = self.live
        while live is not None and live.version < 1 and not live.done:
            await live.changed(live.version)

    def pause(self) -> None:
        if self.live is not None and self.running:
            self.live.pause()
            self.say("Paused: the clock has stopped. Press Resume to play on.")

    def resume(self) -> None:
        if self.live is not None and self.running:
            self.live.resume()
            self.say("Play on!")

    def stop(self) -> None:
        if self.live is not None:
            self.live.stop()

    def hint(self) -> None:
        """A word the person can make now (counted in the score sheet); the game's
        :meth:`hint_work` looks for it in a thread, so the round's loop stays free."""
        if not self.running or self._thinking is not None:
            return
        if self.refused_while_paused():
            return
        found = self.hint_work()
        if found is None:
            return
        work, args = found
        self.tell("Looking for a hint...")
        self._thinking = asyncio.get_running_loop().run_in_executor(None, work, *args)
        self._thinking.add_done_callback(self._hinted)

    def hint_work(self) -> tuple[Callable[..., Any], tuple[Any, ...]] | None:
        """The function that finds a hint (its answer for :meth:`hint_text`, or nothing) and its
        arguments, taken now; None when there is nothing to look for (the game has said why)."""
        raise NotImplementedError

    def hint_text(self, found: Any) -> str:
        """What the hint says of what :meth:`hint_work`'s function found (a word here)."""
        return f"Hint: try {found.upper()}."

    def no_hint(self) -> str:
        """What the hint says when there is no word to make."""
        return "Hint: no word to make yet."

    def _hinted(self, done: asyncio.Future[Any]) -> None:
        self._thinking = None
        if done.cancelled():
            return
        error = done.exception()
        if error is not None:
            self.tell(f"No hint: {error}", "error")
        elif not done.result():
            self.tell(self.no_hint())
        else:
            self.hints[-1] += 1
            self.tell(self.hint_text(done.result()))

    def say(self, text: str, kind: str = "info") -> None:
        self.message = Message(text, kind)

    def tell(self, text: str, kind: str = "info") -> None:
        """Say ``text`` and show it now (not at the round's next change)."""
        self.say(text, kind)
        self.update()

    def update(self) -> None:
        if self.on_update is not None:
            self.on_update()

    # -- from the live round --------------------------------------------------------------------

    def _changed(self, state: Any) -> None:
        events = getattr(state, "events", ())
        new = events[self._seen:]
        self._seen = len(events)
        for event in new:
            who = "dealer" if event.player == GAME else self.names[event.player]
            self.log.append(LogLine(event.at, who, self.describe(event, state)))
        del self.log[:-LOG_LINES]
        self.changed(state, new[-1] if new else None)
        assert self.live is not None
        result = self.live.game.result(state)
        if result is not None:
            self.rounds.append(result)
            self._open = 0
        self.update()

    def _rejected(self, action: Any, reason: str) -> None:
        self.say(f"Not allowed: {reason}", "error")
        self.update()

    def _failed(self, err: BaseException) -> None:
        # A bug, not the person's doing: say so in the game and keep the details for a teacher.
        self.failure = err
        log.debug("live round failed", exc_info=err)
        self.say(f"The game stopped because of an error inside it: {err}", "error")
        self.update()


__all__ = ["LogLine", "Message", "Session", "one_word", "round_seed"]
