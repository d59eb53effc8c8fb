"""The Word Storm board's controller: the person's moves on their side, as the engine's actions.

Pure Python (no widgets). The board (``wordgames.ui.board``) sends what the person did, a drop,
a key, a button, as a plain message; :meth:`Desk.handle` turns it into the crossword the person
now wants (an ``Arrange`` for the engine to judge), or into a change of the board's own state
(the cursor, the letter a wild stands for). It never decides whether a move is legal: that is
the engine's job, and an illegal crossword comes back refused with the engine's reason.

A move is made from a *base*: the crossword and hand as they will be once the person's moves
already sent are applied (two quick drops must not undo each other).

>>> from wordgames.wordstorm import Grid
>>> desk = Desk()
>>> base = Base(Grid(), ("A", "C", "T"))
>>> desk.handle({"kind": "drop", "from": {"rack": "C"}, "to": {"cell": [2, 3]}}, base).grid
Grid.parse('...\\n...\\n...C')
>>> desk.handle({"kind": "type", "letter": "A", "focus": [2, 4], "direction": "across"},
...             Base(Grid.parse("...\\n...\\n...C"), ("A", "T"))).grid
Grid.parse('....\\n....\\n...CA')
>>> desk.focus
(2, 5)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.check import check
from wordgames.wordstorm.grid import LETTERS, WILD, Grid, Position

ACROSS = "across"
DOWN = "down"
DIRECTIONS = (ACROSS, DOWN)

#: A side of unlimited size is drawn this big at least, and this many cells beyond the tiles.
OPEN_SIZE = (12, 18)
OPEN_MARGIN = 3
#: How many crosswords' wild letters are remembered (the person's recent arrangements).
REMEMBERED = 64


@dataclass(frozen=True)
class Base:
    """The crossword and hand a move starts from."""

    grid: Grid
    hand: tuple[str, ...]


@dataclass(frozen=True)
class Outcome:
    """What a board message asks for: a new crossword for the engine (``grid``; None when the
    move needs no action), and a note to show at once (``note``, e.g. a move the board cannot
    even express, like a crossword pushed off the top edge)."""

    grid: Grid | None = None
    note: str = ""


@dataclass(frozen=True)
class Picture:
    """Everything the board draws, as plain values (the widget's traits hold exactly this).

    ``rows`` x ``cols`` is the side's size; ``special`` its special squares; ``grid`` the
    crossword; ``wilds`` the letters the person gave the wild tiles; ``rack`` the tiles in hand;
    ``values`` each face's points; ``marks`` the tiles of runs that are not words (when marking
    is on); ``focus`` and ``direction`` the typing cursor; ``ask`` the wild whose letter is
    asked; ``locked`` while no move can be made (paused, round over); ``note`` a line under the
    board and its ``note_kind`` (``info``, ``ok``, ``error``); ``call_label`` the call button's
    word (Word Storm! or Done!) and ``can_call`` whether it may be pressed now; ``pending``
    how many of the person's moves the engine has still to judge (the board shows them done,
    and snaps back if the engine refuses one).
    """

    rows: int
    cols: int
    special: frozenset[Position] = frozenset()
    grid: Grid = field(default_factory=Grid)
    wilds: Mapping[Position, str] = field(default_factory=dict)
    rack: tuple[str, ...] = ()
    values: Mapping[str, int] = field(default_factory=dict)
    marks: frozenset[Position] = frozenset()
    focus: Position | None = None
    direction: str = ACROSS
    ask: Position | None = None
    locked: bool = False
    note: str = ""
    note_kind: str = "info"
    call_label: str = "Word Storm!"
    can_call: bool = False
    pending: int = 0


class Desk:
    """The board's own state between the engine's states, and the moves made on it.

    - ``focus`` and ``direction``: the typing cursor (the board sets them too, as the person
      clicks and presses arrows);
    - ``ask``: the wild tile whose letter the board is asking for;
    - the letters the person gave their wild tiles, remembered with each crossword they made,
      so that a refused move snaps the letters back with the tiles;
    - ``typed``: the cells filled by typing, newest last, for Backspace.
    """

    def __init__(self) -> None:
        self.focus: Position | None = None
        self.direction = ACROSS
        self.ask: Position | None = None
        self.typed: list[Position] = []
        self._letters: dict[Grid, dict[Position, str]] = {}
        self._before: tuple[Position | None, list[Position]] | None = None

    # -- the wild letters -----------------------------------------------------------------------

    def wilds(self, grid: Grid) -> dict[Position, str]:
        """The letters the person gave the wild tiles of ``grid``.

        >>> desk = Desk()
        >>> g = Grid.parse("C?T")
        >>> desk.handle({"kind": "letter", "cell": [0, 1], "letter": "a"}, Base(g, ())).grid
        >>> desk.wilds(g)
        {(0, 1): 'A'}
        """
        known = self._letters.get(grid, {})
        return {p: letter for p, letter in known.items() if grid.get(p) == WILD}

    def remember(self, grid: Grid, letters: Mapping[Position, str]) -> None:
        """Remember the letters of the wild tiles of ``grid`` (a crossword the person made)."""
        self._letters.pop(grid, None)
        self._letters[grid] = {p: ch for p, ch in letters.items() if grid.get(p) == WILD}
        while len(self._letters) > REMEMBERED:
            del self._letters[next(iter(self._letters))]

    # -- moves ----------------------------------------------------------------------------------

    def handle(self, message: object, base: Base) -> Outcome:
        """Turn one board message into an :class:`Outcome`; a malformed message raises
        ``InvalidInput`` saying what is wrong with it (the board never sends one)."""
        if not isinstance(message, Mapping):
            raise InvalidInput(f"a board message is a mapping, not {type(message).__name__}")
        kind = message.get("kind")
        if "focus" in message:
            self._set_cursor(message.get("focus"), message.get("direction", self.direction))
        if kind == "drop":
            return self._drop(message.get("from"), message.get("to"), base)
        if kind == "type":
            return self._type(_letter(message.get("letter"), wild=True), base)
        if kind == "back":
            return self._back(base)
        if kind == "take":
            cell = _cell(message.get("cell"))
            if cell not in base.grid:
                return Outcome()
            return self._submit(base, base.grid.without([cell]), self.wilds(base.grid))
        if kind == "letter":
            return self._letter(_cell(message.get("cell")), message.get("letter"), base)
        if kind == "reletter":
            cell = _cell(message.get("cell"))
            self.ask = cell if base.grid.get(cell) == WILD else None
            return Outcome()
        if kind == "shift":
            return self._shift(_step(message.get("rows")), _step(message.get("cols")), base)
        if kind == "exchange":
            self.typed = []
            self.ask = None
            return self._submit(base, Grid(), {})
        raise InvalidInput(f"unknown board message {kind!r}")

    def set_cursor(self, focus: object, direction: object = None) -> None:
        """The cursor as the board reports it (a click, an arrow key, the space bar)."""
        self._set_cursor(focus, self.direction if direction is None else direction)
        self.typed = []

    def refused(self) -> None:
        """The engine refused the last move sent: put the cursor back where it was."""
        if self._before is not None:
            self.focus, self.typed = self._before[0], list(self._before[1])
            self._before = None

    def reset(self) -> None:
        """A new round: a clean board."""
        self.__init__()  # type: ignore[misc]

    # -- the moves one by one -------------------------------------------------------------------

    def _set_cursor(self, focus: object, direction: object) -> None:
        if focus is None or (isinstance(focus, list | tuple) and len(focus) == 0):
            self.focus = None
        else:
            self.focus = _cell(focus)
        if direction not in DIRECTIONS:
            raise InvalidInput(f"direction is 'across' or 'down', not {direction!r}")
        self.direction = str(direction)

    def _drop(self, source: object, target: object, base: Base) -> Outcome:
        if not isinstance(source, Mapping) or not isinstance(target, Mapping):
            raise InvalidInput("a drop names where the tile comes from and where it goes")
        grid = base.grid
        letters = dict(self.wilds(grid))
        if "rack" in source:
            face = _letter(source.get("rack"), wild=True)
            if "cell" not in target:
                return Outcome()  # rack to rack: the rack keeps no order
            cell = _cell(target.get("cell"))
            letters.pop(cell, None)
            new = grid.placed(cell, face)
            self.ask = cell if face == WILD else None
            return self._submit(base, new, letters)
        start = _cell(source.get("cell"))
        face_at = grid.get(start)
        if face_at is None:
            return Outcome(note="that tile has already moved")
        if "cell" not in target:  # back to the rack
            letters.pop(start, None)
            if self.ask == start:
                self.ask = None
            return self._submit(base, grid.without([start]), letters)
        end = _cell(target.get("cell"))
        if end == start:
            return Outcome()
        cells = dict(grid.cells)
        other = cells.get(end)
        cells[end] = face_at
        if other is None:
            del cells[start]
        else:
            cells[start] = other  # onto a tile: the two change places
        moved = {start: end, end: start}
        letters = {moved.get(p, p): ch for p, ch in letters.items()}
        if self.ask in moved:
            self.ask = moved[self.ask] if self.ask is not None else None
        return self._submit(base, Grid(cells), letters)

    def _type(self, letter: str, base: Base) -> Outcome:
        if self.focus is None:
            return Outcome(note="click a cell first, then type")
        cell, grid = self.focus, base.grid
        letters = dict(self.wilds(grid))
        here = grid.get(cell)
        if letter != WILD and here == letter:
            self._advance()  # typing over a letter already there: go on through it
            return Outcome()
        if letter != WILD and here == WILD:
            letters[cell] = letter  # typing over a wild gives it that letter
            self.remember(grid, letters)
            self._advance()
            return Outcome()
        hand = Counter(base.hand)
        if letter == WILD:
            face = WILD
            self.ask = cell
        elif hand[letter] or not hand[WILD]:
            # A letter the person does not hold goes to the engine all the same: it says so.
            face = letter
        else:
            face = WILD  # no such letter in hand, but a wild: it stands for the letter typed
            letters[cell] = letter
        before = (self.focus, list(self.typed))
        outcome = self._submit(base, grid.placed(cell, face), letters)
        self._before = before
        self.typed.append(cell)
        self._advance()
        return outcome

    def _back(self, base: Base) -> Outcome:
        grid = base.grid
        while self.typed and self.typed[-1] not in grid:
            self.typed.pop()
        if self.typed:
            cell = self.typed.pop()
        elif self.focus is not None and self.focus in grid:
            cell = self.focus
        elif self.focus is not None:
            cell = self._behind(self.focus)
            if cell not in grid:
                self.focus = cell
                return Outcome()
        else:
            return Outcome(note="click a cell first")
        before = (self.focus, [*self.typed, cell])
        self.focus = cell
        outcome = self._submit(base, grid.without([cell]), self.wilds(grid))
        self._before = before
        return outcome

    def _letter(self, cell: Position, letter: object, base: Base) -> Outcome:
        self.ask = None
        if letter in (None, ""):
            return Outcome()
        shown = _letter(letter, wild=False)
        if base.grid.get(cell) != WILD:
            return Outcome(note="that tile is not a wild")
        letters = dict(self.wilds(base.grid))
        letters[cell] = shown
        self.remember(base.grid, letters)
        return Outcome()

    def _shift(self, rows: int, cols: int, base: Base) -> Outcome:
        if not base.grid:
            return Outcome(note="there is no crossword to move yet")
        box = base.grid.bounds()
        assert box is not None
        if box[0] + rows < 0 or box[1] + cols < 0:
            edge = "top" if box[0] + rows < 0 else "left"
            return Outcome(note=f"the crossword is at the {edge} edge of your side: it cannot "
                                "move further")
        letters = {(r + rows, c + cols): ch for (r, c), ch in self.wilds(base.grid).items()}
        if self.focus is not None:
            self.focus = (max(0, self.focus[0] + rows), max(0, self.focus[1] + cols))
        self.typed = [(r + rows, c + cols) for r, c in self.typed]
        if self.ask is not None:
            self.ask = (self.ask[0] + rows, self.ask[1] + cols)
        return self._submit(base, base.grid.shifted(rows, cols), letters)

    # -- helpers --------------------------------------------------------------------------------

    def _submit(self, base: Base, grid: Grid, letters: Mapping[Position, str]) -> Outcome:
        self._before = None
        self.remember(grid, letters)
        if grid == base.grid:
            return Outcome()
        return Outcome(grid=grid)

    def _advance(self) -> None:
        if self.focus is None:
            return
        r, c = self.focus
        self.focus = (r + 1, c) if self.direction == DOWN else (r, c + 1)

    def _behind(self, cell: Position) -> Position:
        r, c = cell
        return (max(0, r - 1), c) if self.direction == DOWN else (r, max(0, c - 1))


def _cell(value: object) -> Position:
    if (not isinstance(value, list | tuple) or len(value) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in value)):
        raise InvalidInput(f"a cell is [row, column], not {value!r}")
    r, c = value
    if r < 0 or c < 0:
        raise InvalidInput(f"cell {value!r} is off the board")
    return (r, c)


def _letter(value: object, wild: bool) -> str:
    text = str(value).upper() if isinstance(value, str) else ""
    if text in LETTERS or (wild and text == WILD):
        return text
    raise InvalidInput(f"{value!r} is not a tile's letter (A-Z{' or ?' if wild else ''})")


def _step(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value not in (-1, 0, 1):
        raise InvalidInput(f"the crossword moves by -1, 0 or 1 a step, not {value!r}")
    return value


def base_of(hand: tuple[str, ...], grid: Grid, pending: Grid | None) -> Base:
    """The base for the next move: ``pending`` (the last crossword sent and not yet applied)
    with the tiles it leaves in hand, else the engine's crossword and hand.

    >>> base_of(("A",), Grid.parse("CT"), Grid.parse("CAT")).hand
    ()
    """
    if pending is None:
        return Base(grid, hand)
    have = Counter(hand) + Counter(grid.tiles())
    want = Counter(pending.tiles())
    if want - have:  # not the person's tiles any more (a trade meanwhile): the engine's
        return Base(grid, hand)
    return Base(pending, tuple(sorted((have - want).elements())))


def moves_to(start: Grid, goal: Grid, wilds: Mapping[Position, str] | None = None,
             typing: bool = True) -> list[dict[str, Any]]:
    """The board messages a person sends to turn crossword ``start`` into ``goal``: tiles that
    must go are dragged back to the rack, then the new ones are put down, by typing along each
    row when ``typing`` (a click on the row's first new cell, then the letters), else by
    dragging each from the rack; ``wilds`` gives the letter each new wild is to stand for.

    >>> for m in moves_to(Grid.parse("CT"), Grid.parse("CAT")):
    ...     print(m)
    {'kind': 'drop', 'from': {'cell': [0, 1]}, 'to': {'rack': True}}
    {'kind': 'type', 'letter': 'A', 'focus': [0, 1], 'direction': 'across'}
    {'kind': 'type', 'letter': 'T', 'focus': [0, 2], 'direction': 'across'}
    """
    wilds = wilds or {}
    messages: list[dict[str, Any]] = []
    for cell in start:
        if goal.get(cell) != start[cell]:
            messages.append({"kind": "drop", "from": {"cell": list(cell)}, "to": {"rack": True}})
    new = [cell for cell in goal if start.get(cell) != goal[cell]]
    i = 0
    while i < len(new):
        cell = new[i]
        face = goal[cell]
        if not typing:
            messages.append({"kind": "drop", "from": {"rack": face}, "to": {"cell": list(cell)}})
            if face == WILD and cell in wilds:
                messages.append({"kind": "letter", "cell": list(cell), "letter": wilds[cell]})
            i += 1
            continue
        # A run of new cells along the row: one click, then a letter per cell.
        run = [cell]
        while (i + len(run) < len(new)
               and new[i + len(run)] == (cell[0], cell[1] + len(run))):
            run.append(new[i + len(run)])
        for at in run:
            letter = goal[at]
            messages.append({"kind": "type", "letter": letter, "focus": list(at),
                             "direction": ACROSS})
            if letter == WILD and at in wilds:
                messages.append({"kind": "letter", "cell": list(at), "letter": wilds[at]})
        i += len(run)
    return messages



def mistakes(grid: Grid, lexicon: Lexicon) -> frozenset[Position]:
    """The tiles of runs that are not words, and tiles cut off from the rest (what the board
    marks when ``Rules.mark_words`` is on); the engine's own check decides.

    >>> sorted(mistakes(Grid.parse("CAT\\n..X"), Lexicon.from_words(["cat"])))
    [(0, 2), (1, 2)]
    """
    result = check(grid, lexicon)
    if result.ok:
        return frozenset()
    cells = {p for run in result.bad_runs for p in run.cells}
    return frozenset(cells | set(result.disconnected))


__all__ = ["ACROSS", "DIRECTIONS", "DOWN", "OPEN_MARGIN", "OPEN_SIZE", "Base", "Desk", "Outcome",
           "Picture", "base_of", "mistakes", "moves_to"]
