"""The Word Storm board's Python side: its traits round-trip, its moves become the crossword the
person meant, and every move it sends is judged by the engine (refused ones snap back)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import InvalidInput
from wordgames.lexicon import Lexicon
from wordgames.ui.board import BoardWidget
from wordgames.ui.wordstorm_board import Base, Desk, Picture, mistakes, moves_to
from wordgames.wordstorm import Grid, Rules
from wordgames.wordstorm.grid import FACES


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=90))


# -- traits -------------------------------------------------------------------------------------

cells = st.tuples(st.integers(0, 9), st.integers(0, 19))
pictures = st.builds(
    Picture,
    rows=st.integers(1, 30), cols=st.integers(1, 30),
    special=st.frozensets(cells, max_size=8),
    grid=st.dictionaries(cells, st.sampled_from(sorted(FACES)), max_size=20).map(Grid),
    rack=st.lists(st.sampled_from(sorted(FACES)), max_size=12).map(tuple),
    values=st.dictionaries(st.sampled_from(sorted(FACES)), st.integers(0, 10), max_size=5),
    marks=st.frozensets(cells, max_size=5),
    focus=st.none() | cells,
    direction=st.sampled_from(["across", "down"]),
    ask=st.none() | cells,
    locked=st.booleans(),
    note=st.text(max_size=30),
    note_kind=st.sampled_from(["info", "ok", "error"]),
    call_label=st.sampled_from(["Word Storm!", "Done!"]),
    can_call=st.booleans(),
    pending=st.integers(0, 5),
)


@settings(max_examples=60, deadline=None)
@given(pictures, st.data())
def test_traits_round_trip(picture: Picture, data: st.DataObject) -> None:
    wild_cells = [p for p in picture.grid if picture.grid[p] == "?"]
    letters = {p: data.draw(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ")) for p in wild_cells}
    picture = Picture(**{**picture.__dict__, "wilds": letters})
    board = BoardWidget()
    before = board.revision
    board.show(picture)
    assert board.picture() == picture
    assert board.revision == before + 1  # one redraw per show, even of the same picture
    state = board.get_state()
    assert state["cells"] == [[r, c, picture.grid[(r, c)]] for r, c in sorted(picture.grid)]
    assert state["focus"] == ([] if picture.focus is None else list(picture.focus))


def test_the_browsers_cursor_reaches_the_controller_and_a_bad_one_is_dropped() -> None:
    board = BoardWidget()
    seen: list[Any] = []
    board.on_cursor(lambda focus, direction: seen.append((focus, direction)))
    board.focus = [3, 4]  # what the browser writes when the person clicks a cell
    board.direction = "down"
    board.focus = [-1, 2]  # never sent by the board: cleared, and no cell is passed on
    assert seen == [((3, 4), "across"), ((3, 4), "down"), (None, "down")]
    assert board.focus == []
    board.show(Picture(rows=2, cols=2, focus=(1, 1)))  # the controller's own: not echoed
    assert len(seen) == 3 and board.focus == [1, 1]


def test_messages_from_the_browser_reach_the_controller() -> None:
    board = BoardWidget()
    got: list[dict[str, Any]] = []
    board.on_move(got.append)
    board.receive({"kind": "exchange"})
    board._message(board, ["not", "a", "mapping"], [])  # ignored, not raised
    assert got == [{"kind": "exchange"}]


# -- the desk: what each move means -------------------------------------------------------------


def test_drops_place_move_swap_and_take_back() -> None:
    desk = Desk()
    base = Base(Grid.parse("CAT"), ("S", "?"))
    place = desk.handle({"kind": "drop", "from": {"rack": "S"}, "to": {"cell": [0, 3]}}, base)
    assert str(place.grid) == "CATS"
    move = desk.handle({"kind": "drop", "from": {"cell": [0, 2]}, "to": {"cell": [1, 2]}}, base)
    assert str(move.grid) == "CA.\n..T"
    swap = desk.handle({"kind": "drop", "from": {"cell": [0, 0]}, "to": {"cell": [0, 2]}}, base)
    assert str(swap.grid) == "TAC"
    back = desk.handle({"kind": "drop", "from": {"cell": [0, 0]}, "to": {"rack": True}}, base)
    assert back.grid == Grid({(0, 1): "A", (0, 2): "T"})
    same = desk.handle({"kind": "drop", "from": {"cell": [0, 0]}, "to": {"cell": [0, 0]}}, base)
    assert same.grid is None


def test_a_wild_asks_for_its_letter_keeps_it_when_moved_and_can_be_relettered() -> None:
    """The rulebook's LOOK/TEAL wild: it stands for one letter, and may change it later."""
    desk = Desk()
    base = Base(Grid.parse("T...\nE...\nA...\n.OOK"), ("?",))
    out = desk.handle({"kind": "drop", "from": {"rack": "?"}, "to": {"cell": [3, 0]}}, base)
    assert desk.ask == (3, 0)
    grid = out.grid
    assert grid is not None
    desk.handle({"kind": "letter", "cell": [3, 0], "letter": "l"}, Base(grid, ()))
    assert desk.ask is None and desk.wilds(grid) == {(3, 0): "L"}
    moved = desk.handle({"kind": "drop", "from": {"cell": [3, 0]}, "to": {"cell": [4, 0]}},
                        Base(grid, ()))
    assert moved.grid is not None and desk.wilds(moved.grid) == {(4, 0): "L"}
    desk.handle({"kind": "reletter", "cell": [3, 0]}, Base(grid, ()))
    assert desk.ask == (3, 0)
    desk.handle({"kind": "letter", "cell": [3, 0], "letter": "M"}, Base(grid, ()))
    assert desk.wilds(grid) == {(3, 0): "M"}
    with pytest.raises(InvalidInput, match="not a tile's letter"):
        desk.handle({"kind": "letter", "cell": [3, 0], "letter": "7"}, Base(grid, ()))


def test_typing_goes_through_letters_uses_a_wild_and_backspace_takes_the_last_back() -> None:
    desk = Desk()
    desk.set_cursor([0, 0], "across")
    base = Base(Grid.parse(".A"), ("C", "?"))
    first = desk.handle({"kind": "type", "letter": "c"}, base)
    assert first.grid == Grid.parse("CA") and desk.focus == (0, 1)
    base = Base(Grid.parse("CA"), ("?",))
    through = desk.handle({"kind": "type", "letter": "A"}, base)  # the A is there already
    assert through.grid is None and desk.focus == (0, 2)
    wild = desk.handle({"kind": "type", "letter": "T"}, base)  # no T in hand: the wild is T
    assert wild.grid == Grid.parse("CA?") and desk.wilds(wild.grid) == {(0, 2): "T"}
    assert desk.focus == (0, 3)
    back = desk.handle({"kind": "back"}, Base(Grid.parse("CA?"), ()))
    assert back.grid == Grid.parse("CA") and desk.focus == (0, 2)
    back = desk.handle({"kind": "back"}, Base(Grid.parse("CA"), ("?",)))
    assert back.grid == Grid({(0, 1): "A"}) and desk.focus == (0, 0)  # the C was typed too
    desk.set_cursor([2, 1], "down")
    desk.handle({"kind": "type", "letter": "A"}, Base(Grid(), ("A",)))
    assert desk.focus == (3, 1)


def test_moving_the_whole_crossword_and_the_exchange() -> None:
    desk = Desk()
    base = Base(Grid.parse("..\n.C?"), ())
    desk.handle({"kind": "letter", "cell": [1, 2], "letter": "U"}, base)
    right = desk.handle({"kind": "shift", "rows": 0, "cols": 1}, base)
    assert right.grid == base.grid.shifted(0, 1) and desk.wilds(right.grid) == {(1, 3): "U"}
    top = Base(Grid.parse("CAT"), ())
    edge = desk.handle({"kind": "shift", "rows": -1, "cols": 0}, top)
    assert edge.grid is None and "top edge" in edge.note
    gone = desk.handle({"kind": "exchange"}, top)
    assert gone.grid == Grid()
    with pytest.raises(InvalidInput, match="-1, 0 or 1"):
        desk.handle({"kind": "shift", "rows": 5, "cols": 0}, top)


@pytest.mark.parametrize("message, says", [
    ("drop", "a mapping"),
    ({"kind": "jump"}, "unknown board message"),
    ({"kind": "drop", "from": {"rack": "A"}, "to": {"cell": [1]}},
     r"a cell is \[row, column\], not \[1\]"),
    ({"kind": "drop", "from": {"rack": "AB"}, "to": {"cell": [1, 1]}}, "not a tile's letter"),
    ({"kind": "type", "letter": "A", "focus": [0, 0], "direction": "up"}, "across' or 'down"),
])
def test_a_malformed_message_says_what_is_wrong(message: Any, says: str) -> None:
    with pytest.raises(InvalidInput, match=says):
        Desk().handle(message, Base(Grid(), ("A",)))


def test_moves_to_rebuilds_any_crossword() -> None:
    start, goal = Grid.parse("DOG\n...\nCAT"), Grid.parse("..?\nDOGS\n..T")
    for typing in (True, False):
        desk, base = Desk(), Base(start, ("S", "?"))
        for message in moves_to(start, goal, {(0, 2): "A"}, typing=typing):
            out = desk.handle(message, base)
            if out.grid is not None:
                have = sorted([*base.hand, *base.grid.tiles()])
                left = list(have)
                for face in out.grid.tiles():
                    left.remove(face)
                base = Base(out.grid, tuple(left))
        assert base.grid == goal
        assert desk.wilds(goal) == {(0, 2): "A"}


def test_mistakes_marks_non_words_and_cut_off_tiles() -> None:
    lex = Lexicon.from_words(["cat", "dog"])
    assert mistakes(Grid.parse("CAT"), lex) == frozenset()
    assert mistakes(Grid.parse("CAT\n...\nDOG"), lex) == {(2, 0), (2, 1), (2, 2)}
    assert mistakes(Grid.parse("CAX"), lex) == {(0, 0), (0, 1), (0, 2)}


# -- the marks on the new screen's board ---------------------------------------------------------


def test_mark_words_marks_the_runs_that_are_no_words_on_the_screens_board() -> None:
    from wordgames import ui

    async def play() -> tuple[list[list[int]], list[list[int]]]:
        screen = ui.play("wordstorm", bots=["beginner"], seed=25, meanings=False,
                         rules=Rules(mark_words=True))
        plain = ui.play("wordstorm", bots=["beginner"], seed=25, meanings=False)
        try:
            for one in (screen, plain):
                one.receive({"type": "next"})
                for face, cell in (("H", [4, 5]), ("A", [4, 6]), ("D", [4, 7])):  # HAD
                    one.receive({"kind": "drop", "from": {"rack": face}, "to": {"cell": cell}})
                one.receive({"kind": "drop", "from": {"rack": "R"}, "to": {"cell": [6, 5]}})
            for _ in range(400):
                if all(len(o.table.view_json(0)["view"]["grid"]) == 4 for o in (screen, plain)):
                    break
                await asyncio.sleep(0.02)
            return screen.marks, plain.marks
        finally:
            screen.close()
            plain.close()

    marked, unmarked = run(play())
    assert marked == [[6, 5]]  # R cut off from HAD; HAD itself is a word
    assert unmarked == []


def test_the_board_controllers_import_no_widgets() -> None:
    code = ("import sys, wordgames.ui.wordstorm_board; "
            "print([m for m in ('ipywidgets', 'anywidget') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_the_lab_connection_turns_nagle_off() -> None:
    from jupyter_server.services.kernels.connection.channels import (
        ZMQChannelsWebsocketConnection,
    )

    from wordgames.ui.nodelay import Connection

    calls: list[bool] = []

    class Handler:
        ws_connection = object()

        def set_nodelay(self, value: bool) -> None:
            calls.append(value)

    fake = Connection.__new__(Connection)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Connection, "websocket_handler", Handler(), raising=False)
        mp.setattr(ZMQChannelsWebsocketConnection, "connect", lambda self: "connected")
        assert fake.connect() == "connected"
    assert calls == [True]
