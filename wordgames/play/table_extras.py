"""What the classroom adds to a table's match: a teacher's exercise the rounds are dealt from,
people dealing their own rounds by hand, and hints (see :mod:`wordgames.play.table`).

The match itself (:class:`wordgames.play.table.Table`) knows none of these: it asks
:class:`ClassroomExtras` for its bots and its deals, and :class:`Hints` for a seat's hint (a
``{"type": "hint"}`` message) and for what the hints charge at a round's end. A hint is looked
for in the default executor on the live clock; what it finds is told to the seat back on the
loop (the future's callback), so the table's state changes only there.
"""

from __future__ import annotations

import asyncio
import random
from typing import TYPE_CHECKING, Any

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit.protocol import GAMES, Advice, Agent, GameInfo
from wordgames.play.hints import levels_for

if TYPE_CHECKING:
    from wordgames.kit.agents import Skill
    from wordgames.play.table import Table


class ClassroomExtras:
    """A table's exercise (None: the game deals its rounds) and its hand dealing.

    >>> extras = ClassroomExtras(None, game=None)
    >>> extras.heading(2), extras.hand_deal
    ({}, False)
    """

    def __init__(self, exercise: Any, *, game: Any, hand_deal: bool = False) -> None:
        #: the exercise the rounds are dealt from (None: the game deals them)
        self.exercise = exercise
        #: the people deal their own rounds by hand (the game's ``by_hand`` holds who now)
        self.hand_deal = hand_deal
        self.game = game

    def bot(self, info: GameInfo, skill: Skill) -> Agent:
        """A bot of ``skill`` for this table (an exercise's bots get its options)."""
        options = self.exercise.bot_options() if self.exercise is not None else {}
        bot: Agent = info.bot(skill, **options)
        return bot

    def new_round(self, players: int, rng: random.Random, *, seed: int, dealer: int) -> Any:
        """A round's first state: dealt from the exercise (from its own ``seed``), or by the
        game from the round's stream."""
        if self.exercise is not None:
            return self.exercise.new_round(players, seed=seed, game=self.game)
        return self.game.new_round(players, rng, dealer=dealer)

    def deal_by_hand(self, seat: int, person: bool) -> None:
        """On a table dealt by hand, ``seat`` deals its rounds by hand when a person plays it."""
        if not self.hand_deal:
            return
        by_hand: set[int] = self.game.by_hand
        if person:
            by_hand.add(seat)
        else:
            by_hand.discard(seat)

    def deals_by_hand(self, seat: int) -> bool:
        """``seat`` turns the cards of the rounds it deals (its screen shows the deal)."""
        return self.hand_deal and seat in self.game.by_hand

    def heading(self, players: int) -> dict[str, Any]:
        """What a seat's view says of the exercise (nothing at a table of the game's own)."""
        if self.exercise is None:
            return {}
        return {"exercise": self.exercise.heading(players)}


class Hints:
    """The hints of a table's seats: how many each seat had this round (:attr:`counts`), the
    hint a seat asks for (:meth:`ask`), and what they charge (:meth:`charged`). The table is
    given to each call, never kept (no cycle for the collector to find).

    >>> Hints(2).counts
    [0, 0]
    """

    def __init__(self, players: int) -> None:
        #: hints each seat has had this round
        self.counts: list[int] = [0] * players
        self._coming: set[int] = set()  # seats whose hint is being looked for

    def new_round(self) -> None:
        self.counts[:] = [0] * len(self.counts)

    def ask(self, table: Table, seat: int) -> None:
        """A hint for ``seat``, with words of the seat's own level
        (:func:`wordgames.play.hints.levels_for`), counted for the round and charged only when it
        gives a word: "no word fits" (or a game's advice, :class:`~wordgames.play.hints.Advice`)
        is said for free."""
        if not table.playing:
            raise IllegalAction("hints are for a round in play")
        if table.paused:
            raise IllegalAction("the game is paused")
        if seat in self._coming:
            raise IllegalAction("a hint is on its way")
        rule = table.level_preset.hints
        if not rule.allows(self.counts[seat]):
            raise IllegalAction(f"no more hints this round: you have had {self.counts[seat]}")
        view = table.game.view(table.state, seat)
        level, info, lexicon = table.level_preset.level, table.info, table.game.lexicon
        number = table.round_number

        def find() -> str:
            for words in levels_for(lexicon, level):
                found = info.hint(view, words)
                if found is not None:
                    return found
            return Advice("No word fits right now. Look again in a moment.")

        def told(text: str) -> None:
            self._coming.discard(seat)
            if table.round_number != number or not table.playing:
                return
            if isinstance(text, Advice):  # no word given: nothing counted, nothing charged
                table.tell(seat, str(text), "hint")
                return
            self.counts[seat] += 1
            said = [x for x in (rule.price(info.lowest_wins) if rule.cost else "",
                                rule.left(self.counts[seat])) if x]
            table.tell(seat, text + (f" ({'; '.join(said)})" if said else ""), "hint")

        self._coming.add(seat)
        if table.live is None:
            told(find())
            return
        future = asyncio.get_running_loop().run_in_executor(None, find)

        def done(f: asyncio.Future[str]) -> None:  # on the loop
            if f.cancelled():
                self._coming.discard(seat)
            elif f.exception() is not None:
                self._coming.discard(seat)
                table.tell(seat, f"No hint: {f.exception()}", "error")
            else:
                told(f.result())

        future.add_done_callback(done)

    def charged(self, table: Table, scores: tuple[int, ...]) -> dict[str, Any]:
        """What a round's result records of the hints (nothing when none was had): how many
        each seat had and its score after their charge, beside the game's own scores."""
        if not any(self.counts):
            return {}
        rule = table.level_preset.hints
        lowest = table.info.lowest_wins
        return {"hints": tuple(self.counts),
                "charged": tuple(rule.charge(score, used, lowest)
                                 for score, used in zip(scores, self.counts, strict=True))}

    def view(self, table: Table, seat: int) -> dict[str, Any]:
        """What a seat's view says of hints."""
        rule = table.level_preset.hints
        between = bool(table.rounds) and not table.playing
        return {"hints": self.counts[seat], "hint_cost": rule.cost,
                "hint_price": rule.price(table.info.lowest_wins),
                "last_hints": list(table.rounds[-1].extra.get("hints", [0] * table.players))
                if between else None}


def exercise_game(game: object, exercise: Any) -> str:
    """The game of a table dealt from ``exercise`` (``game`` None, or the exercise's kind)."""
    kind = getattr(exercise, "kind", None)
    if kind not in GAMES:
        raise InvalidInput(f"exercise: an exercise of a game ({', '.join(GAMES)}), not "
                           f"{type(exercise).__name__ if kind is None else repr(kind)}")
    if game is not None and game != kind:
        raise InvalidInput(f"exercise: a {kind} exercise deals no {game} table")
    return str(kind)


__all__ = ["ClassroomExtras", "Hints", "exercise_game"]
