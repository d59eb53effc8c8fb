"""Word Storm's round flow as a pure rules engine over timestamped actions.

Every player (or team) starts with 4 tiles. A player whose tiles are all in their crossword calls
"Word Storm" and everyone takes 4 more; if nobody calls within the stall limit, everyone takes 4
anyway. When fewer than 4 each remain, the rest are split equally and the remainder stays in the
centre. Then the first player to finish calls "Done" and the round is scored.

>>> import random
>>> from wordgames.lexicon import MAX_WORD_LENGTH, Lexicon
>>> game = Game(lexicon=Lexicon.from_words(["cat", "at"]))
>>> state = game.new_round(players=2, rng=random.Random(1))
>>> len(state.hands[0]), len(state.centre)
(4, 92)
>>> state = game.apply(state, Deal(at=60.0))      # nobody called within the stall limit
>>> len(state.hands[0]), len(state.centre)
(8, 84)
>>> game.apply(state, CallStorm(player=0, at=61.0))
Traceback (most recent call last):
...
wordgames.errors.IllegalAction: player 0 cannot call Word Storm: 8 tiles are not in the crossword
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit import rulewords, validate
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
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import MAX_WORD_LENGTH, Lexicon
from wordgames.wordstorm.board import Board, Side
from wordgames.wordstorm.grid import FACES, WILD, Grid
from wordgames.wordstorm.scoring import REMOVALS, ScoreBreakdown, score_crossword

#: The largest misplaced_multiplier: the rulebook reads 1 or 2; more makes a mistake cost more.
MAX_MULTIPLIER = 10

@dataclass(frozen=True)
class Rules:
    """The options of a round; the defaults are the rulebook's.

    - ``deal_size`` (4): "Everyone takes four tiles"; and four more at each "Word Storm" call.
    - ``stall_limit`` (60 s of game time): "If at any time during the game no one can use all
      their tiles to call 'Word Storm', players take four tiles and play proceeds." The rulebook
      gives no time; 60 s is the issue's choice.
    - ``finish_limit`` (120 s after the last deal, or None): the rulebook has players race to
      finish but says nothing of a round nobody can finish; this ends such a round so that
      simulations stop. None waits for ever.
    - ``misplaced_multiplier`` (1): incorrectly placed tiles add their value "(not doubled)", says
      the worked example; "a score of double the numerical value", says a later line. Set 2 for
      the doubled reading.
    - ``removal`` ("rulebook"): which tiles of an incorrect crossword are "incorrectly placed".
      "rulebook": the misspelled words' own tiles and what hangs from them only ("remove his
      incorrectly placed tiles and those attached to them until a correct crossword remains");
      "most_value": whatever leaves the correct crossword of most value, the reading most
      generous to the player. See :mod:`wordgames.wordstorm.scoring`.
    - ``big_word_length`` (5): "a word or words greater than five letters long can reduce his or
      her score by the number of letters used greater than five".
    - ``trade_offs`` (False): the advanced "Trade Offs" rule, "trade letters, one for one only, at
      any time during game play".
    - ``teams`` (None): seats grouped in teams that share one crossword and one hand, e.g.
      ``((0, 1), (2, 3))``. None puts each player on their own side while the board has sides
      enough, and otherwise deals the seats round the sides (with 6 players on 4 sides: teams
      (0, 4), (1, 5), (2,), (3,)). "2 to 8 players (in teams)".
    - ``board`` ("default"): the board whose sides the crosswords must stay on, by name or as a
      :class:`~wordgames.wordstorm.board.Board`; "nolimits" for unlimited sides and no special
      squares.
    - ``tileset`` ("wordstorm"): the tiles, by name (a shipped set or a variant saved beside
      it) or as a :class:`~wordgames.kit.tiles.TileSet` (``TileSet.variant``).
    - ``target`` (50) and ``rounds`` (None): "play rounds until one player reaches a score of
      50 (or other agreed upon score) ... or until an agreed upon number of rounds"; the lowest
      total wins (see :mod:`wordgames.kit.match`). None for either turns that end off.
    - ``mark_words`` (False): a classroom option, not the rulebook's: while building, the play
      screen marks the runs that are not words (as the scorer will judge them). Off for a strict
      game, where "your Word Storm victory can become a loss if your crossword has mistakes"
      shows only at the end. The engine plays the same either way.
    - ``word_list`` (None): the dictionary is a teacher's list of words (bots then know only
      those); None: the game's own. See ``wordgames.kit.rulewords``.
    - ``subject_words`` (none) and ``subject_bonus`` (1): a teacher's words, each of which in a
      correct crossword takes ``subject_bonus`` points off, as Big Words do (the dictionary
      stays).

    >>> Rules().stall_limit, Rules(misplaced_multiplier=2).misplaced_multiplier
    (60.0, 2)
    """

    deal_size: int = 4
    stall_limit: float = 60.0
    finish_limit: float | None = 120.0
    misplaced_multiplier: int = 1
    removal: str = "rulebook"
    big_word_length: int = 5
    trade_offs: bool = False
    teams: tuple[tuple[int, ...], ...] | None = None
    board: str | Board = "default"
    tileset: str | TileSet = "wordstorm"
    target: int | None = 50
    rounds: int | None = None
    mark_words: bool = False
    word_list: tuple[str, ...] | None = None
    subject_words: frozenset[str] = frozenset()
    subject_bonus: int = 1

    def __new__(cls, *args: Any, **options: Any) -> Rules:
        # A misspelt option is named, with the nearest right one (not Python's TypeError).
        validate.known_options(cls, args, options)
        return super().__new__(cls)

    def __post_init__(self) -> None:
        validate.whole(self.deal_size, "deal_size", least=1)
        validate.number(self.stall_limit, "stall_limit", positive=True, unit="seconds")
        validate.optional_number(self.finish_limit, "finish_limit", positive=True,
                                 unit="seconds")
        validate.duration(self.stall_limit, "stall_limit")
        validate.duration(self.finish_limit, "finish_limit", optional=True)
        validate.whole(self.misplaced_multiplier, "misplaced_multiplier", least=0,
                       most=MAX_MULTIPLIER, why="the rulebook reads 1 or 2")
        validate.choice(self.removal, "removal", REMOVALS)
        validate.whole(self.big_word_length, "big_word_length", least=1,
                       most=MAX_WORD_LENGTH, why="no word is longer")
        validate.flag(self.trade_offs, "trade_offs")
        validate.flag(self.mark_words, "mark_words")
        if self.teams is not None:
            # Lists (as JSON gives them) become tuples: a Rules is hashable and compares equal.
            teams = validate.items(self.teams, "teams", lambda team, name: validate.items(
                team, name, lambda p, where: validate.whole(
                    validate.seat(p, where, game=False), where, most=PLAYERS[1] - 1,
                    why=f"a table seats {PLAYERS[1]}")))
            object.__setattr__(self, "teams", teams)
        validate.instance(self.board, "board", (str, Board), "a board name or a Board")
        validate.instance(self.tileset, "tileset", (str, TileSet),
                          "a tile set name or a TileSet")
        tiles = TileSet.of(self.tileset)
        # The rules are checked whole when made, not when a round first needs them: a board
        # that is no board, teams that share a seat, tiles Word Storm cannot play.
        board = Board.load(self.board) if isinstance(self.board, str) else self.board
        if self.teams is not None:
            seats = [p for team in self.teams for p in team]
            if sorted(seats) != list(range(len(seats))) or not all(self.teams):
                raise InvalidInput(f"teams: each seat 0..{len(seats) - 1} must be in exactly "
                                   f"one team, not {validate.shown(self.teams)}")
            if len(self.teams) > len(board.sides):
                raise InvalidInput(f"teams: {len(self.teams)} teams, but the {board.name} "
                                   f"board has {len(board.sides)} sides: play in teams of "
                                   f"more seats (one team a side)")
            if isinstance(self.deal_size, int) and len(self.teams) * self.deal_size > \
                    TileSet.of(self.tileset).size:
                raise InvalidInput(f"deal_size: {len(self.teams)} teams dealt "
                                   f"{self.deal_size} each need {len(self.teams) * self.deal_size}"
                                   f" tiles; the set has {TileSet.of(self.tileset).size}")
        foreign = sorted(set(tiles.tiles()) - FACES)
        if foreign:
            raise InvalidInput(f"tileset: the {tiles.name} set has {', '.join(foreign[:6])} "
                               f"tiles, which Word Storm has no use for (its tiles are the "
                               f"letters A-Z and '?')")
        validate.whole(self.deal_size, "deal_size", most=tiles.size // 2,
                       why=f"the {tiles.name} set's {tiles.size} tiles deal two sides "
                           f"{tiles.size // 2} each")
        validate.optional_whole(self.target, "target", least=1)
        validate.optional_whole(self.rounds, "rounds", least=1)
        validate.whole(self.target or 1, "target", most=validate.MAX_TARGET)
        validate.whole(self.rounds or 1, "rounds", most=validate.MAX_ROUNDS,
                       why="a match's safety limit")
        object.__setattr__(self, "word_list", rulewords.word_list(self.word_list, "word_list"))
        object.__setattr__(
            self, "subject_words", rulewords.subject_words(self.subject_words, "subject_words")
        )
        validate.whole(self.subject_bonus, "subject_bonus", least=0, most=validate.MAX_POINTS)


def default_lexicon(rules: Rules) -> Lexicon:
    """The dictionary a Word Storm round is judged by: SCOWL up to level 70, family friendly,
    without slang ("Abbreviations and slang are not allowed": no "gonna", no "dunno"); or the
    teacher's ``word_list``."""
    if rules.word_list is not None:
        return rulewords.list_lexicon(rules.word_list)
    return Lexicon.default(slang=False)


# -- actions ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Arrange:
    """Set the player's crossword to ``grid``: place tiles, take them back, rearrange, or move the
    whole crossword (the rulebook's "crossword exchange"). Tiles come from the hand and the old
    crossword; the ones not in the new grid go back to the hand."""

    player: int
    grid: Grid
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)
        if not isinstance(self.grid, Grid):
            hint = " (use Grid.parse(text))" if isinstance(self.grid, str) else ""
            raise InvalidInput(f"Arrange needs a Grid, not {type(self.grid).__name__}{hint}")


@dataclass(frozen=True)
class CallStorm:
    """A player whose tiles are all in their crossword yells "Word Storm!": everyone takes 4."""

    player: int
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)


@dataclass(frozen=True)
class Done:
    """Once the centre is empty, the first player with every tile in their crossword yells
    "Done!" and everyone stops."""

    player: int
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)


@dataclass(frozen=True)
class Trade:
    """Trade Offs (an advanced rule): ``player`` gives ``give`` to ``partner`` for ``take``."""

    player: int
    partner: int
    give: str
    take: str
    at: float = 0.0

    def __post_init__(self) -> None:
        validate.action(self, game=False)
        # Its type here; which seats exist, the game (or a saved round's check) says.
        validate.seat(self.partner, "partner")
        for name in ("give", "take"):
            face = getattr(self, name)
            if face not in FACES:
                raise InvalidInput(f"{name} must be a Word Storm tile (a letter A-Z or '?'), "
                                   f"not {validate.shown(face)}")


@dataclass(frozen=True)
class Deal:
    """The game's own move: nobody called within the stall limit, so everyone takes 4 anyway."""

    at: float = 0.0
    player: int = GAME

    def __post_init__(self) -> None:
        validate.action(self)


@dataclass(frozen=True)
class TimeUp:
    """The game's own move: nobody finished within ``finish_limit`` of the last deal."""

    at: float = 0.0
    player: int = GAME

    def __post_init__(self) -> None:
        validate.action(self)


# -- state --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class State:
    """A snapshot of a round. Hands and crosswords are per team (a team of one per player
    unless ``Rules.teams`` says otherwise); ``centre`` holds the face-down tiles in draw order."""

    players: int
    teams: tuple[tuple[int, ...], ...]
    centre: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    grids: tuple[Grid, ...]
    last_deal: float = 0.0
    now: float = 0.0
    deals: int = 1
    finished_by: int | None = None
    ended: bool = False
    events: tuple[Event, ...] = field(default=(), repr=False)
    #: seats nobody took when dealt: till their first move a Word Storm deals them nothing
    out: tuple[int, ...] = ()

    def team_of(self, player: int) -> int:
        for t, seats in enumerate(self.teams):
            if player in seats:
                return t
        raise IllegalAction(f"there is no player {player} in this {self.players}-player round")

    @property
    def drawn_out(self) -> bool:
        """All tiles have been taken from the centre (what is left is the split's remainder)."""
        return len(self.centre) < max(1, sum(self.teams_in_play))

    @property
    def teams_in_play(self) -> tuple[bool, ...]:
        """For each team, whether a seat of it is in play (see ``protocol.sitting_out``)."""
        out = sitting_out(self)
        return tuple(any(p not in out for p in team) for team in self.teams)

    def _repr_html_(self) -> str:
        from wordgames.screens.wordstorm import state_html

        return state_html(self)

    def tiles(self) -> Counter[str]:
        """Every tile of the round, wherever it is (for conservation checks)."""
        total = Counter(self.centre)
        for hand, grid in zip(self.hands, self.grids, strict=True):
            total.update(hand)
            total.update(grid.tiles())
        return total


@dataclass(frozen=True)
class View:
    """What one player sees: their hand and crossword, every crossword on the table, how many
    tiles each hand and the centre hold, the clock (never the order of the centre), and the
    dictionary the round is judged by ("have a dictionary handy for reference")."""

    player: int
    team: int
    hand: tuple[str, ...]
    grid: Grid
    side: Side
    grids: tuple[Grid, ...]
    hand_sizes: tuple[int, ...]
    centre: int
    drawn_out: bool
    ended: bool
    now: float
    last_deal: float
    deals: int
    rules: Rules
    lexicon: Lexicon = field(repr=False, compare=False)
    #: the seats of each side (team), in the order of ``grids`` and ``hand_sizes``
    teams: tuple[tuple[int, ...], ...] = ()

    def _repr_html_(self) -> str:
        from wordgames.screens.wordstorm import view_html

        return view_html(self)


# -- the game -----------------------------------------------------------------------------------

#: "2 to 8 players (in teams)".
PLAYERS = (2, 8)


class Game(Engine[State]):
    """Word Storm on the game protocol: ``new_round``, ``apply``, ``view``, ``scheduled`` and
    ``result``."""

    name, title, state_type = "wordstorm", "Word Storm", State

    def __init__(self, rules: Rules | None = None, lexicon: Lexicon | None = None) -> None:
        validate.instance(rules, "rules", (Rules, type(None)), f"a {__package__}.Rules or None")
        validate.instance(lexicon, "lexicon", (Lexicon, type(None)), "a Lexicon or None")
        self.rules = rules or Rules()
        self.lexicon = lexicon if lexicon is not None else default_lexicon(self.rules)
        self.tileset = TileSet.of(self.rules.tileset)
        board = self.rules.board
        self.board = board if isinstance(board, Board) else Board.load(board)

    # -- protocol ---------------------------------------------------------------------------------

    def new_round(self, players: int, rng: random.Random, dealer: int = 0) -> State:
        """Shuffle the tiles with ``rng`` and give every player (or team) their first 4.

        Word Storm has no dealer: ``dealer`` is taken for the shape's sake and not used.
        """
        check_players(self.title, PLAYERS, players)
        validate.round_start(players, rng, dealer)
        teams = self._teams(players)
        tiles = list(self.tileset.tiles())
        rng.shuffle(tiles)
        state = State(players, teams, tuple(tiles), tuple(() for _ in teams),
                      tuple(Grid() for _ in teams), deals=0)
        return self._deal(state, 0.0)

    def over(self, state: State) -> str | None:
        return self._ended_how(state) if state.ended else None

    def view(self, state: State, player: int) -> View:
        validate.state(state, State, "Word Storm")
        team = state.team_of(check_seat(state.players, player))
        return View(
            player=player, team=team, hand=state.hands[team], grid=state.grids[team],
            side=self.board.sides[team], grids=state.grids,
            hand_sizes=tuple(len(h) for h in state.hands), centre=len(state.centre),
            drawn_out=state.drawn_out, ended=state.ended, now=state.now,
            last_deal=state.last_deal, deals=state.deals, rules=self.rules,
            lexicon=self.lexicon, teams=tuple(tuple(t) for t in state.teams),
        )

    def scheduled(self, state: State) -> Plan | None:
        """The stall deal while tiles remain; then the finish limit, if any."""
        validate.state(state, State, "Word Storm")
        if state.ended:
            return None
        if not state.drawn_out:
            return Plan(state.last_deal + self.rules.stall_limit,
                        Deal(at=state.last_deal + self.rules.stall_limit))
        if self.rules.finish_limit is not None:
            at = state.last_deal + self.rules.finish_limit
            return Plan(at, TimeUp(at=at))
        return None

    def result(self, state: State) -> RoundResult | None:
        """None while the round runs; then every player's score (a team's members share it)."""
        validate.state(state, State, "Word Storm")
        if not state.ended:
            return None
        breakdowns = self.score(state)
        scores = tuple(breakdowns[state.team_of(p)].total for p in range(state.players))
        low = min(scores)
        return RoundResult(
            game=self.name,
            scores=scores,
            winners=tuple(p for p, s in enumerate(scores) if s == low),
            breakdowns=tuple(breakdowns[state.team_of(p)] for p in range(state.players)),
            events=state.events,
            seconds=state.now,
            extra={"finished_by": state.finished_by, "teams": state.teams,
                   "left_in_centre": len(state.centre), "deals": state.deals,
                   "hands": state.hands, "grids": state.grids},
        )

    # -- helpers ----------------------------------------------------------------------------------

    def score(self, state: State) -> tuple[ScoreBreakdown, ...]:
        """Each team's score breakdown for the state as it stands."""
        for grid, hand in zip(state.grids, state.hands, strict=True):
            wilds = grid.tiles().count(WILD) + list(hand).count(WILD)
            if wilds > self.tileset.count(WILD):
                raise InvalidInput(self._too_many_wilds(wilds))
        scores = tuple(
            score_crossword(
                grid, hand, self.lexicon, self.tileset.values, self.board.sides[t].special,
                self.rules.misplaced_multiplier, self.rules.big_word_length,
                removal=self.rules.removal,
            )
            for t, (grid, hand) in enumerate(zip(state.grids, state.hands, strict=True))
        )
        if not self.rules.subject_words:
            return scores
        # The teacher's subject words of what stays of each crossword take points off.
        out = []
        for points in scores:
            hits = rulewords.subject_hits(points.words, self.rules.subject_words)
            off = self.rules.subject_bonus * len(hits)
            out.append(replace(points, subject_words=hits, subject_points=off,
                               total=points.total - off))
        return tuple(out)

    def _teams(self, players: int) -> tuple[tuple[int, ...], ...]:
        sides = len(self.board.sides)
        if self.rules.teams is None:
            teams: tuple[tuple[int, ...], ...] = tuple(
                tuple(range(t, players, sides)) for t in range(min(players, sides)))
        else:
            teams = tuple(tuple(t) for t in self.rules.teams)
            seats = sorted(p for t in teams for p in t)
            if seats != list(range(players)) or any(not t for t in teams):
                raise InvalidInput(
                    f"teams {teams} must put each of the players 0..{players - 1} in exactly one "
                    "team")
        if len(teams) > sides:
            raise InvalidInput(
                f"the {self.board.name} board has {len(self.board.sides)} sides, not enough for "
                f"{len(teams)} players or teams: play in teams (Rules.teams)")
        if len(teams) < 2:
            raise InvalidInput("Word Storm needs at least two players or teams")
        return teams

    def _deal(self, state: State, at: float) -> State:
        """Everyone takes ``deal_size``; when fewer remain, the rest is split equally."""
        playing = state.teams_in_play  # an empty chair's team takes nothing
        n = sum(playing)
        each = self.rules.deal_size
        if len(state.centre) < each * n:
            each = len(state.centre) // n
        centre = state.centre
        hands = []
        for hand, takes in zip(state.hands, playing, strict=True):
            hands.append(tuple(sorted(hand + centre[:each])) if takes else hand)
            centre = centre[each:] if takes else centre
        return replace(state, centre=centre, hands=tuple(hands), last_deal=at,
                       deals=state.deals + 1)

    def _seat(self, state: State, player: Any) -> int:
        return state.team_of(check_seat(state.players, player))

    def _arrange(self, state: State, action: Arrange) -> State:
        team = self._seat(state, action.player)
        if not isinstance(action.grid, Grid):
            raise IllegalAction(f"Arrange needs a Grid, not {type(action.grid).__name__} "
                                "(use Grid.parse(text))")
        available = Counter(state.hands[team]) + Counter(state.grids[team].tiles())
        wanted = Counter(action.grid.tiles())
        if wanted[WILD] > self.tileset.count(WILD):
            raise IllegalAction(f"player {action.player}'s crossword has "
                                + self._too_many_wilds(wanted[WILD]))
        missing = wanted - available
        if missing:
            listing = ", ".join(f"{n} x {face}" if n > 1 else face
                                for face, n in sorted(missing.items()))
            raise IllegalAction(
                f"player {action.player} does not have these tiles for that crossword: {listing}")
        side = self.board.sides[team]
        outside = side.outside(action.grid)
        if outside:
            raise IllegalAction(
                f"player {action.player}'s crossword leaves the {side.name} side "
                f"({side.rows} rows x {side.cols} columns) at {outside[0]}: move it back")
        hand = tuple(sorted((available - wanted).elements()))
        return replace(state, hands=_put(state.hands, team, hand),
                       grids=_put(state.grids, team, action.grid))

    def _storm(self, state: State, action: CallStorm) -> State:
        team = self._seat(state, action.player)
        if state.drawn_out:
            raise IllegalAction("the centre is empty: call Done, not Word Storm")
        if state.hands[team]:
            raise IllegalAction(
                f"player {action.player} cannot call Word Storm: {len(state.hands[team])} tiles "
                "are not in the crossword")
        return self._deal(state, action.at)

    def _done(self, state: State, action: Done) -> State:
        team = self._seat(state, action.player)
        if not state.drawn_out:
            raise IllegalAction(f"tiles remain in the centre ({len(state.centre)}): call Word "
                                "Storm, not Done")
        if state.hands[team]:
            raise IllegalAction(
                f"player {action.player} cannot call Done: {len(state.hands[team])} tiles are "
                "not in the crossword")
        return replace(state, ended=True, finished_by=action.player)

    def _trade(self, state: State, action: Trade) -> State:
        if not self.rules.trade_offs:
            raise IllegalAction("trading is the advanced 'Trade Offs' rule, which is off "
                                "(Rules(trade_offs=True))")
        team = self._seat(state, action.player)
        other = self._seat(state, action.partner)
        if team == other:
            raise IllegalAction("a trade is between two players of different sides")
        if action.give not in state.hands[team]:
            raise IllegalAction(f"player {action.player} has no {action.give!r} in hand to give")
        if action.take not in state.hands[other]:
            raise IllegalAction(f"player {action.partner} has no {action.take!r} in hand to give")
        mine = list(state.hands[team])
        mine.remove(action.give)
        theirs = list(state.hands[other])
        theirs.remove(action.take)
        hands = _put(state.hands, team, tuple(sorted([*mine, action.take])))
        hands = _put(hands, other, tuple(sorted([*theirs, action.give])))
        return replace(state, hands=hands)

    def _stall_deal(self, state: State, action: Deal) -> State:
        if action.player != GAME:
            raise IllegalAction("only the game deals on a stall; a player calls Word Storm")
        if state.drawn_out:
            raise IllegalAction("the centre is empty: nothing to deal")
        due = state.last_deal + self.rules.stall_limit
        if action.at < due - 1e-9:
            raise IllegalAction(f"the stall limit runs until {due:.2f}s, not {action.at:.2f}s")
        return self._deal(state, action.at)

    def _time_up(self, state: State, action: TimeUp) -> State:
        if action.player != GAME or self.rules.finish_limit is None:
            raise IllegalAction("only the game ends a round on time, and only with a "
                                "finish_limit")
        due = state.last_deal + self.rules.finish_limit
        if not state.drawn_out or action.at < due - 1e-9:
            raise IllegalAction(f"the round cannot end on time before {due:.2f}s with the "
                                "centre empty")
        return replace(state, ended=True)

    handlers = MappingProxyType({
        Arrange: _arrange, CallStorm: _storm, Done: _done, Trade: _trade, Deal: _stall_deal,
        TimeUp: _time_up})

    def _too_many_wilds(self, wilds: int) -> str:
        held = self.tileset.count(WILD)
        return (f"{wilds} wild tiles, but the {self.tileset.name} set holds only {held}: no "
                "game with this set can have that crossword")

    @staticmethod
    def _ended_how(state: State) -> str:
        if state.finished_by is not None:
            return f"player {state.finished_by} called Done"
        return "time ran out"


def _put(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*items[:index], value, *items[index + 1:])


__all__ = ["PLAYERS", "Arrange", "CallStorm", "Deal", "Done", "Game", "Rules", "State",
           "TimeUp", "Trade", "View", "default_lexicon"]
