"""Five Tiers at the table: the person's rack, five tiers, exchanges, declaring, hints.

The person fills a tier by typing a word (it goes to the empty tier of its length; the tiles
are taken from the rack, a blank standing for a missing letter) or by clicking tiles and then
a tier (a blank among them stands for the letter typed in the "blank is" box). A click on a
filled tier takes its tiles back. Every change is sent to the game as ``Arrange`` (so the words
count as used if someone else wins); ``Declare`` sends the five words. A match runs to
``Rules.target``.

>>> import asyncio
>>> session = FiveTiersSession(quick_setup(bots=1, seed=2, speed=1000))
>>> async def play():
...     session.start_round()
...     session.type_word("at")   # placed if the rack has the tiles, refused (with why) if not
...     await session.live.finished
>>> asyncio.run(play())
>>> session.round_number, len(session.totals)
(1, 2)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wordgames.errors import IllegalAction, InvalidInput, WordgamesError
from wordgames.fivetiers import (
    TIERS,
    Arrange,
    Arrangement,
    Declare,
    EndRound,
    Exchange,
    Flip,
    Rules,
    TimeUp,
    best_partial,
    place,
    solve,
)
from wordgames.lexicon import Lexicon
from wordgames.protocol import Event
from wordgames.tiles import APOSTROPHE
from wordgames.ui.options import BotChoice, Setup
from wordgames.ui.session import Session, one_word

PLAYERS = (2, 4)


def quick_setup(bots: int = 3, seed: int = 1, speed: float = 1.0, name: str = "You",
                rules: Rules | None = None, lexicon: Lexicon | None = None) -> Setup:
    """A set-up with adult bots and the rulebook's rules (for demonstrations and tests)."""
    return Setup("fivetiers", name, (BotChoice("adult"),) * bots, rules or Rules(),
                 lexicon or Lexicon.default(80, contractions=True), seed, speed,
                 level=None if lexicon else 80)


class FiveTiersSession(Session):
    """The controller of the Five Tiers screen; see the module docstring."""

    game_name = "fivetiers"

    def __init__(self, setup: Setup, on_update: Any = None, owner: Any = None) -> None:
        super().__init__(setup, on_update, owner)
        self.tiers: list[str | None] = [None] * len(TIERS)
        self.selected: list[int] = []  # positions in ``free_tiles()``, in click order
        self.blank_letters = ""

    def round_started(self) -> None:
        self.tiers = [None] * len(TIERS)
        self.selected = []

    # -- a saved game -------------------------------------------------------------------------

    @classmethod
    def check_kept(cls, data: object, state: Any) -> dict[str, Any]:
        """Besides the log: the person's tiers, from the round's own record of them (the
        ``Arrange`` they sent), checked against their rack."""
        kept = super().check_kept(data, state)
        kept["tiers"] = _saved_tiers(state)
        return kept

    def restore(self, kept: Mapping[str, Any]) -> None:
        super().restore(kept)
        self.tiers = list(kept.get("tiers", self.tiers))
        self.update()

    # -- what the screen shows ----------------------------------------------------------------

    def arrangement(self) -> Arrangement:
        """The person's tiers placed on their rack (what the screen draws)."""
        return place(self.tiers, self.view().rack)

    def free_tiles(self) -> tuple[str, ...]:
        """The tiles not in a tier (all of them while exchanging), in rack order."""
        view = self.view()
        if view.phase == "exchange":
            return tuple(view.rack)
        return self.arrangement().unused

    def seconds_left(self) -> tuple[str, float]:
        """What the sand timer shows: the phase's name and the game seconds left in it."""
        if self.live is None:
            return "", 0.0
        view = self.view()
        now = self.live.now
        if view.phase == "play":
            return "sand timer", max(0.0, view.timer_ends - now)
        if view.phase == "exchange":
            end = view.phase_started + view.rules.exchange_time
            return "exchange", max(0.0, end - now)
        if view.phase == "closing" and view.window_ends is not None:
            return "others may still declare", max(0.0, view.window_ends - now)
        return "round over", 0.0

    # -- the person's moves -------------------------------------------------------------------

    def click_tile(self, position: int) -> None:
        """A click on a free tile: choose it (or unchoose it)."""
        if not self.running:
            return
        if not 0 <= position < len(self.free_tiles()):
            self.say("That tile is no longer on your rack.", "error")
        elif position in self.selected:
            self.selected.remove(position)
            self.say("")
        else:
            self.selected.append(position)
            chosen = " ".join(self.free_tiles()[i] for i in self.selected)
            if self.view().phase == "exchange":
                self.say(f"To give back: {chosen}. Press Give back chosen when you are ready.")
            else:
                self.say(f"Chosen: {chosen}. Click a tier button to put them there.")
        self.update()

    def click_tier(self, index: int) -> None:
        """A click on tier ``index`` (0 = the 2-tile tier): put the chosen tiles there, or take
        its word back when no tiles are chosen."""
        if not self.running or not 0 <= index < len(TIERS) or self.refused_while_paused():
            return
        if self.view().phase == "exchange":
            self.say("While exchanging, choose the tiles to give back.", "error")
        elif self.selected:
            self._place_chosen(index)
        elif self.tiers[index] is not None:
            word = self.tiers[index]
            self._arrange([w if i != index else None for i, w in enumerate(self.tiers)],
                          f"{(word or '').upper()} is back on your rack.")
        else:
            self.say(f"Choose {TIERS[index]} tiles first, or type a word.")
        self.update()

    def type_word(self, text: str) -> None:
        """A typed word goes to the empty tier of its length."""
        if not self.running or self.refused_while_paused():
            return
        try:
            word = _clean(text)
        except InvalidInput as err:
            self.say(str(err), "error")
            self.update()
            return
        if self.view().phase == "exchange":
            self.say("The timer has run out: give tiles back or pass first.", "error")
            self.update()
            return
        empty = [i for i, w in enumerate(self.tiers) if w is None]
        tried: str | None = None
        for index in empty:
            if TIERS[index] != len(word):
                continue
            words = list(self.tiers)
            words[index] = word
            try:
                place(words, self.view().rack)
            except WordgamesError as err:
                tried = str(err)
                continue
            self._arrange(words, f"{word.upper()} is on the {TIERS[index]}-tile tier.")
            self.update()
            return
        if tried is not None:
            self.say(f"{word.upper()}: {tried}", "error")
        elif not 2 <= len(word) <= 6:
            self.say(f"{word.upper()} has {len(word)} letters: a tier takes 2 to 6 tiles.",
                     "error")
        else:
            self.say(f"The {len(word)}-tile tier is full: click it to take its word back.",
                     "error")
        self.update()

    def clear(self) -> None:
        """Escape: unchoose the tiles."""
        if self.selected:
            self.say("Tiles unchosen.")
        self.selected = []
        self.update()

    def declare(self) -> None:
        if not self.running or self.refused_while_paused():
            return
        missing = [f"{TIERS[i]} tiles" for i, w in enumerate(self.tiers) if w is None]
        if missing:
            self.say("Fill every tier first: empty " + ", ".join(missing) + ".", "error")
        else:
            self.human.submit(Declare(player=0, words=tuple(w or "" for w in self.tiers)))
        self.update()

    def exchange(self, everything: bool = False) -> None:
        """Give back the chosen tiles (or all 20; with none chosen, pass)."""
        if not self.running or self.refused_while_paused():
            return
        view = self.view()
        if view.phase != "exchange":
            self.say("Exchanges come when the sand timer has run out.", "error")
            self.update()
            return
        tiles = view.rack if everything else tuple(view.rack[i] for i in sorted(self.selected))
        self.selected = []
        self.human.submit(Exchange(player=0, tiles=tuple(tiles)))
        self.update()

    def hint_work(self) -> tuple[Any, tuple[Any, ...]]:
        """A word for an empty tier, from the solver."""
        return _hint, (self.view().rack, tuple(self.tiers), self.setup.lexicon)

    def no_hint(self) -> str:
        return "Hint: no word fits the empty tiers with the tiles you have left."

    def _place_chosen(self, index: int) -> None:
        free = self.free_tiles()
        tiles = [free[i] for i in self.selected]
        if len(tiles) != TIERS[index]:
            self.say(f"The {TIERS[index]}-tile tier takes {TIERS[index]} tiles; "
                     f"you chose {len(tiles)}.", "error")
            return
        letters = list(self.blank_letters.strip().lower())
        word = ""
        for face in tiles:
            if face.startswith("?"):
                if not letters:
                    self.say("Say which letter each blank is: type it in the 'blank is' box.",
                             "error")
                    return
                word += letters.pop(0)
            else:
                word += face.lower()
        words = list(self.tiers)
        words[index] = word
        self._arrange(words, f"{word.upper()} is on the {TIERS[index]}-tile tier.")

    def _arrange(self, words: Sequence[str | None], said: str) -> None:
        try:
            place(words, self.view().rack)
        except WordgamesError as err:
            self.say(str(err), "error")
            return
        self.tiers = list(words)
        self.selected = []
        self.say(said, "ok")
        self.human.submit(Arrange(player=0, words=tuple(words)))

    # -- from the live round ------------------------------------------------------------------

    def changed(self, state: Any, event: Event | None) -> None:
        if event is None:
            return
        action = event.action
        view = self.view()
        if isinstance(action, Exchange) and event.player == 0:
            self.tiers = [None] * len(TIERS) if action.tiles else self.tiers
            self.say(f"You gave back {len(action.tiles)} tiles." if action.tiles
                     else "You kept your tiles.", "ok")
        elif isinstance(action, Declare) and event.player == 0:
            if view.rejection:
                self.say(f"Your declaration was rejected: {view.rejection}", "error")
            else:
                self.say("You declared! The others may still finish within the tie window.",
                         "ok")
        elif isinstance(action, Declare):
            self.say(f"{self.names[event.player]} has declared!", "info")
        elif isinstance(action, TimeUp):
            self.selected = []
            self.say("The sand has run out: choose tiles to give back (or all), or pass.")
        elif isinstance(action, Flip):
            self.say("The timer is flipped: play on.")
        elif isinstance(action, EndRound):
            result = self.game.result(state)
            won = ", ".join(f"{self.names[p]} ({result.scores[p]} points)"
                            for p in result.winners) if result is not None else ""
            self.say(f"Round {self.round_number} is over. "
                     + (f"Won by {won}." if won else "Nobody won it."),
                     "ok" if result is not None and 0 in result.winners else "info")
        # The rack may have changed under the chosen tiles: keep the tiers only if they fit.
        try:
            place(self.tiers, view.rack)
        except WordgamesError:
            self.tiers = [None] * len(TIERS)
        self.selected = [i for i in self.selected if i < len(self.free_tiles())] \
            if view.phase != "over" else []

    def describe(self, event: Event, state: Any) -> str:
        action = event.action
        if isinstance(action, Declare):
            return "declares: " + " ".join(w.upper() for w in action.words) \
                if event.player == 0 else "declares"
        if isinstance(action, Arrange):
            placed = sum(1 for w in action.words if w)
            return f"has {placed} word{'s' * (placed != 1)} on the rack"
        if isinstance(action, Exchange):
            return f"gives back {len(action.tiles)} tiles" if action.tiles else "passes"
        if isinstance(action, TimeUp):
            return "the sand has run out"
        if isinstance(action, Flip):
            return f"the timer is flipped (flip {state.flips})"
        if isinstance(action, EndRound):
            return "the round is over"
        return type(action).__name__


def _clean(text: str) -> str:
    word = " ".join(one_word(text).split()).lower()
    if not word:
        raise InvalidInput("the word is empty")
    for column, ch in enumerate(word, start=1):
        if not (ch.isalpha() or ch == APOSTROPHE):
            what = "a space" if ch.isspace() else "a digit" if ch.isdigit() else repr(ch)
            raise InvalidInput(f"the word {word!r} contains {what}; a word is letters",
                               column=column)
    if len(word) > 6:
        raise InvalidInput(f"{word.upper()} is too long: the longest tier takes 6 tiles")
    return word


def _saved_tiers(state: Any) -> list[str | None]:
    """The person's (seat 0's) words on the rack in the round ``state``; ``InvalidInput`` when
    a saved game's arrangement does not fit the rack it was saved with.

    >>> from wordgames.fivetiers import Game, Rules
    >>> import random
    >>> state = Game(Rules()).new_round(2, random.Random(1))
    >>> _saved_tiers(state)
    [None, None, None, None, None]
    """
    arrangement = state.arrangements[0] if state.arrangements else None
    if arrangement is None:
        return [None] * len(TIERS)
    words = list(arrangement.words)
    try:
        place(words, state.racks[0])
    except WordgamesError as err:
        shown = " ".join((w or "-").upper() for w in words)
        raise InvalidInput(f"state.arrangements[0]: your tiers ({shown}) do not fit your "
                           f"rack: {err}") from None
    return words


def _hint(rack: tuple[str, ...], tiers: tuple[str | None, ...], lexicon: Lexicon) -> str | None:
    """A word for an empty tier that still leaves the placed words in place."""
    solution = solve(rack, lexicon)
    options = [solution] if solution is not None else []
    for arrangement in options:
        for i, word in enumerate(arrangement.words):
            if tiers[i] is None and word is not None:
                words = list(tiers)
                words[i] = word
                try:
                    place(words, rack)
                except IllegalAction:
                    continue
                return word
    left = place(tiers, rack).unused
    partial = best_partial(left, lexicon, budget=2000)
    for i, word in enumerate(partial.words):
        if tiers[i] is None and word is not None:
            return word
    return None


__all__ = ["FiveTiersSession", "quick_setup"]
