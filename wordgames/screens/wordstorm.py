"""Word Storm drawn, from the same pieces (:mod:`wordgames.screens.common`) in both places:

- its play screen (:func:`draw`, from a seat's view JSON): your hand, your crossword,
  everyone's crosswords, Word Storm! and Done!;
- its values in a notebook (each ``*_html``, a value's ``_repr_html_``): crosswords on their
  sides, special squares, checks, scores and solutions.

>>> from wordgames.play.table import Table
>>> table = Table("wordstorm", ["person", "adult"], seed=1, clock="simulated")
>>> table.join(0, "Ana")
>>> table.start()
>>> "Word Storm!" in draw(table.view_json(0))
True
>>> from wordgames.wordstorm.grid import Grid
>>> out = grid_html(Grid.parse("C?T"), special=[(0, 0)], wilds={(0, 1): "A"})
>>> "★" in out, '<span class="wg-stands">A</span>' in out
(True, True)
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from wordgames.kit.tiles import WILD  # the grid's "?" too (its display hook imports this)
from wordgames.screens import common
from wordgames.screens.parts import move_button

if TYPE_CHECKING:
    from wordgames.kit.protocol import RoundResult
    from wordgames.wordstorm.board import Board, Side
    from wordgames.wordstorm.check import CheckResult
    from wordgames.wordstorm.game import State, View
    from wordgames.wordstorm.grid import Grid, Position
    from wordgames.wordstorm.scoring import ScoreBreakdown
    from wordgames.wordstorm.solver import Solution


def grid_text(cells: list[list[Any]]) -> str:
    """A crossword's ``[row, column, face]`` cells as text, dots for empty squares.

    >>> grid_text([[0, 0, "A"], [0, 1, "T"], [1, 1, "O"]])
    'AT\\n.O'
    """
    if not cells:
        return ""
    rows = max(r for r, _, _ in cells) + 1
    cols = max(c for _, c, _ in cells) + 1
    lines = [["."] * cols for _ in range(rows)]
    for r, c, face in cells:
        lines[r][c] = face
    return "\n".join("".join(line) for line in lines)


def _crossword(cells: list[list[Any]], empty: str = "No tiles placed yet.") -> str:
    """A crossword as a grid of letters: a square with a letter is drawn as a tile (by the
    stylesheet, ``.wg-board td:not(:empty)``; a ? tile's square is ``w``), so that a big
    crossword stays a small update."""
    if not cells:
        return f'<div class="wg-help">{common.escape(empty)}</div>'
    top = min(r for r, _, _ in cells)
    left = min(c for _, c, _ in cells)
    at = {(r - top, c - left): face for r, c, face in cells}
    rows = max(r for r, _ in at) + 1
    cols = max(c for _, c in at) + 1

    def square(face: str | None) -> str:
        if face is None:
            return "<td></td>"
        return f'<td{" class=w" if face == "?" else ""}>{common.escape(face)}</td>'

    body = "".join("<tr>" + "".join(square(at.get((r, c))) for c in range(cols)) + "</tr>"
                   for r in range(rows))
    return f'<table class="wg-grid wg-board" aria-label="crossword">{body}</table>'


#: A side of unlimited size is drawn this big at least, and this many squares beyond the tiles.
OPEN_SIZE = (12, 18)
OPEN_MARGIN = 3


def board_spot(data: dict[str, Any]) -> str:
    """Where the screen client draws the seat's board (drag a letter, or click a square and
    type), with what it needs as JSON: the side's size and ★ squares, the crossword, the
    hand, whether moves may be made, the round, whether the table just refused a move
    (the board then shows the table's crossword again), and the tiles of runs that are not
    words (``marks``, when the host adds them: :func:`wordgames.play.seat_view.view_of`).

    >>> from json import loads
    >>> import html
    >>> spot = board_spot({"playing": True, "paused": False, "round": 1, "notice": {},
    ...     "view": {"grid": [[0, 0, "A"]], "hand": ["T"], "drawn_out": False,
    ...              "side": {"rows": None, "cols": None, "special": [[2, 2]]}}})
    >>> loads(html.unescape(spot.split("data-wg-board='")[1].split("'")[0]))["rows"]
    12
    """
    view = data["view"]
    side = view["side"]
    rows, cols = side["rows"], side["cols"]
    if rows is None or cols is None:
        rows = max([OPEN_SIZE[0]] + [r + 1 + OPEN_MARGIN for r, _, _ in view["grid"]])
        cols = max([OPEN_SIZE[1]] + [c + 1 + OPEN_MARGIN for _, c, _ in view["grid"]])
    board = {"rows": rows, "cols": cols, "special": side["special"], "cells": view["grid"],
             "hand": view["hand"], "running": bool(data["playing"] and not data["paused"]),
             "round": data["round"],
             "refused": (data.get("notice") or {}).get("kind") == "error",
             "marks": data.get("marks", [])}
    # In single quotes, compact: a quote escaped as &quot; six times over made it twice as big.
    text = json.dumps(board, separators=(",", ":"))
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace("'", "&#x27;")
    return f"<div class=\"wg-board-spot\" data-key=\"board\" data-wg-board='{text}'></div>"


def sides_of(view: dict[str, Any], seats: int) -> list[list[int]]:
    """The seats of each side (a team shares one hand and one crossword), in the order of the
    view's ``grids`` and ``hand_sizes``; each seat its own side when the view does not say.

    >>> sides_of({"sides": [[0, 2], [1]]}, 3), sides_of({}, 2)
    ([[0, 2], [1]], [[0], [1]])
    """
    return [list(side) for side in view.get("sides") or [[n] for n in range(seats)]]


def seat_notes(data: dict[str, Any]) -> list[str]:
    """How many letters each seat's side still holds."""
    view = data["view"]
    if view is None or not data["playing"]:
        return []
    notes = [""] * len(data["seats"])
    for side, seats in enumerate(sides_of(view, len(data["seats"]))):
        for seat in seats:
            notes[seat] = f"{view['hand_sizes'][side]} in hand"
    return notes


def _names(data: dict[str, Any], seats: list[int]) -> str:
    mine = data["seat"]
    return " and ".join("you" if n == mine and len(seats) > 1 else data["seats"][n]["name"]
                        for n in seats)


def teams_line(data: dict[str, Any]) -> str:
    """Who plays with whom, when some play in teams (they share letters and a crossword)."""
    sides = sides_of(data["view"], len(data["seats"]))
    if all(len(side) == 1 for side in sides):
        return ""
    mine = next(side for side in sides if data["seat"] in side)
    partners = [n for n in mine if n != data["seat"]]
    you = (f"You play in a team with {_names(data, partners)}: you share one set of letters "
           "and one crossword." if partners else "You play on your own.")
    teams = " · ".join(_names(data, side) for side in sides)
    return (f'<div class="wg-help"><b>{common.escape(you)}</b> Teams: {common.escape(teams)}'
            "</div>")


def trade_form(data: dict[str, Any]) -> str:
    """Trade Offs (when the rule is on): give one of your letters to a player of another
    side for one of theirs (the trade happens if they have it)."""
    view = data["view"]
    if not view["trade_offs"] or not data["playing"] or not view["hand"]:
        return ""
    sides = sides_of(view, len(data["seats"]))
    mine = next(side for side in sides if data["seat"] in side)
    letters = "".join(f'<option value="{common.escape(face)}">{common.escape(face)}</option>'
                      # a ? tile (it can stand for any letter) is worth keeping: offered last
                      for face in sorted(set(view["hand"]), key=lambda f: (f == "?", f)))
    buttons = "".join(
        f'<button class="wg-btn" type="submit" data-move="'
        f'{common.escape(json.dumps({"type": "trade", "partner": n}))}">'
        f'Trade with {common.escape(data["seats"][n]["name"])}</button>'
        for n in range(len(data["seats"])) if n not in mine)
    return ('<form class="wg-trade" data-move=\'{"type": "trade"}\' autocomplete="off">'
            '<div class="wg-section">Trade a letter</div>'
            '<div class="wg-row"><label>Give <select class="wg-select" name="give">'
            f"{letters}</select></label>"
            '<label>for <input class="wg-input-letter" name="take" maxlength="1" size="2" '
            'data-fresh aria-label="the letter you want" placeholder="?"></label>'
            f"{buttons}</div>"
            '<div class="wg-help">One letter for one. It works if they have the letter you ask '
            "for.</div></form>")


def draw(data: dict[str, Any]) -> str:
    """Word Storm's part of a seat's screen."""
    view = data["view"]
    if view is None:
        return '<div class="wg-help">Press Start to get your first 4 letters.</div>'
    left = view["centre"]
    parts = [f'<div class="wg-status">{left} letter{"s" if left != 1 else ""} left in the '
             "middle</div>" if left else
             '<div class="wg-status">No letters left in the middle: finish your crossword '
             "and press Done!</div>" if data["playing"] else
             '<div class="wg-status">No letters left in the middle.</div>',
             teams_line(data), board_spot(data)]
    if data["playing"]:
        ready = not view["hand"]
        label = "Done!" if view["drawn_out"] else "Word Storm!"
        kind = "done" if view["drawn_out"] else "storm"
        parts.append('<div class="wg-row">'
                     + move_button(label, {"type": kind}, kind="primary", disabled=not ready,
                                   title=None if ready else "first put all your letters in")
                     + ('<span class="wg-help">All your letters are in: press it!</span>'
                        if ready else
                        '<span class="wg-help">Put all your letters in your crossword, then '
                        f"press {label}</span>") + "</div>")
        text = common.escape(grid_text(view["grid"]))
        parts.append(
            '<details class="wg-typed" data-key="typed">'
            "<summary>Type your crossword as text instead</summary>"
            '<form data-move=\'{"type": "arrange"}\'>'
            '<div class="wg-help">One row on each line, a dot for an empty square (a ? tile '
            "goes in as ?). Then press Place.</div>"
            f'<textarea name="grid" rows="6" cols="16" spellcheck="false" data-value '
            f'autocomplete="off" aria-label="your crossword, one row a line, dots for empty '
            f'squares">{text}'
            '</textarea><div class="wg-row"><button class="wg-btn" type="submit">Place'
            "</button></div></form></details>")
    parts.append(trade_form(data))
    others = [f'<div class="wg-other"><div class="wg-section">'
              f"{common.escape(_names(data, seats))}</div>"
              f'{_crossword(view["grids"][side], "No tiles yet.")}</div>'
              for side, seats in enumerate(sides_of(view, len(data["seats"])))
              if data["seat"] not in seats]
    parts.append('<details open data-key="others"><summary>Everyone\'s crosswords</summary>'
                 '<div class="wg-others">' + "".join(others) + "</div></details>")
    return "".join(parts)


# -- the game's values in a notebook (their ``_repr_html_``) ----------------------------------


def crossword(
    grid: Grid | Mapping[Position, str],
    *,
    special: Iterable[Position] = (),
    wilds: Mapping[Position, str] | None = None,
    size: tuple[int, int] | None = None,
    misplaced: Collection[Position] = (),
    small: bool = False,
) -> str:
    """A crossword as a table of cells: special squares starred (★) and framed, wilds with the
    letter they stand for, misplaced tiles hatched and crossed (✗). ``size`` is the side's
    (rows, columns); by default the table just holds the tiles and the special squares.
    ``small`` draws it at three quarters of the size (a board's overview)."""
    marks = set(special)
    wilds = wilds or {}
    cells = grid if isinstance(grid, Mapping) else grid.cells
    spots = [*cells, *marks]
    rows = size[0] if size else max((r for r, _ in spots), default=0) + 1
    cols = size[1] if size else max((c for _, c in spots), default=0) + 1
    out = [f'<table class="wg-grid{" wg-small" if small else ""}">']
    for r in range(rows):
        out.append("<tr>")
        for c in range(cols):
            face = cells.get((r, c))
            is_special = (r, c) in marks
            if face is None:
                inner = '<span class="wg-star">★</span>' if is_special else ""
            else:
                letter = wilds.get((r, c)) if face == WILD else None
                inner = common.tile(
                    face, letter=letter, misplaced=(r, c) in misplaced, special=is_special
                )
            kind = ' class="wg-special" title="special square"' if is_special else ""
            out.append(f"<td{kind}>{inner}</td>")
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)


def grid_html(
    grid: Grid,
    *,
    special: Iterable[Position] = (),
    wilds: Mapping[Position, str] | None = None,
    size: tuple[int, int] | None = None,
    misplaced: Collection[Position] = (),
    scale: float | None = None,
) -> str:
    """A crossword on its own (see :func:`crossword`)."""
    return common.page(
        crossword(grid, special=special, wilds=wilds, size=size, misplaced=misplaced), scale=scale
    )


def side(the_side: Side) -> str:
    """One side of the board, empty, with its special squares."""
    size = the_side.size()
    body = (
        crossword({}, special=the_side.special, size=size, small=True)
        if size
        else common.note("unlimited size")
    )
    return common.block(body, label=f"{the_side.name} ({len(the_side.special)} special squares)")


def board_html(board: Board, *, scale: float | None = None) -> str:
    """Every side of a board with its special squares (★)."""
    return common.page(
        common.title(board.title or board.name, f"{len(board.sides)} sides"),
        common.beside(*(side(s) for s in board.sides)),
        scale=scale,
    )


def _team_name(seats: Sequence[int]) -> str:
    return ("team " if len(seats) > 1 else "") + " + ".join(common.seat(p) for p in seats)


def state_html(state: State, *, scale: float | None = None) -> str:
    """A round as it stands: the centre, and each team's crossword and hand."""
    status = "round over" if state.ended else f"deal {state.deals}"
    teams = [
        common.block(
            crossword(grid), _hand(hand), label=f"{_team_name(seats)}: {len(hand)} in hand"
        )
        for seats, hand, grid in zip(state.teams, state.hands, state.grids, strict=True)
    ]
    return common.page(
        common.title(
            "Word Storm", f"{state.now:.1f} s", f"{len(state.centre)} tiles in the centre", status
        ),
        common.beside(*teams),
        scale=scale,
    )


def _hand(hand: Sequence[str]) -> str:
    return common.rack(hand) if hand else common.note("no tiles in hand")


def view_html(view: View, *, scale: float | None = None) -> str:
    """What one player sees: their side of the board (special squares ★), their hand, and how
    many tiles everyone holds."""
    status = (
        "round over"
        if view.ended
        else (
            "centre empty: first to finish calls Done" if view.drawn_out else f"deal {view.deals}"
        )
    )
    others = ", ".join(str(n) for t, n in enumerate(view.hand_sizes) if t != view.team)
    return common.page(
        common.title(
            f"{common.seat(view.player)}, {view.side.name} side",
            f"{view.now:.1f} s",
            f"{view.centre} tiles in the centre",
            status,
        ),
        crossword(view.grid, special=view.side.special, size=view.side.size()),
        common.block(_hand(view.hand), label="your hand"),
        common.note(f"tiles in the other hands: {others or 'none'}"),
        scale=scale,
    )


def check(result: CheckResult) -> str:
    """A check's verdict (✓/✗ with the words), the words found and the runs that are not."""
    good = " ".join(common.word(w.text) for w in result.words) or "none"
    bad = " ".join(common.word(w.text) for w in result.bad_runs) or "none"
    lines = [
        common.verdict(result.ok, "crossword correct", "crossword not correct"),
        f'<div class="wg-block">words: {good}</div>',
        f'<div class="wg-block">not words: {bad}</div>',
    ]
    if result.disconnected:
        lines.append(common.verdict(False, "", f"{len(result.disconnected)} tiles not connected"))
    return "".join(lines)


def check_html(result: CheckResult, *, scale: float | None = None) -> str:
    """What :func:`wordgames.wordstorm.check.check` found."""
    return common.page(check(result), scale=scale)


def breakdown(points: ScoreBreakdown) -> str:
    """The score sheet of a crossword: low is good, so bonuses count negative."""
    lines = [
        ("unused tiles", points.unused),
        (f"misplaced tiles ×{points.multiplier}", points.misplaced * points.multiplier),
        ("Big Words", -points.big_words),
        # One square alone earns nothing (the rule starts at two): say so, or +0 looks wrong.
        (f"special squares ({points.covered} covered"
         f"{': 2 or more count' if points.covered == 1 else ''})", -points.special_squares),
        *([(f"subject words ({len(points.subject_words)})", -points.subject_points)]
          if points.subject_words else []),
    ]
    words = " ".join(common.word(w) for w in points.words) or "none"
    return common.block(
        common.verdict(
            points.correct,
            "crossword correct",
            f"crossword not correct: {len(points.removed)} tiles removed (✗)",
        ),
        common.score_sheet(lines, ("round score", points.total)),
        f'<div class="wg-note">words: {words}</div>',
    )


def breakdown_html(points: ScoreBreakdown, *, scale: float | None = None) -> str:
    """One crossword's score and where it comes from."""
    return common.page(breakdown(points), scale=scale)


def scored(
    grid: Grid,
    points: ScoreBreakdown,
    special: Iterable[Position] = (),
    size: tuple[int, int] | None = None,
) -> str:
    """A crossword at the end of a round beside its score sheet: the misplaced tiles it lost
    are hatched and crossed (✗), the special squares starred (★)."""
    return common.beside(
        crossword(grid, special=special, size=size, misplaced=set(points.removed)),
        breakdown(points),
    )


def round_html(
    state: State, result: RoundResult, board: Board | None = None, *, scale: float | None = None
) -> str:
    """The end of a round: every team's crossword marked and scored, the winners starred.

    ``board`` (the game's) puts the special squares on the crosswords."""
    parts = [
        common.title("Word Storm", "round over", f"{result.seconds:.1f} s", "lowest score wins")
    ]
    for t, seats in enumerate(state.teams):
        points = result.breakdowns[seats[0]]
        the_side = board.sides[t] if board is not None and t < len(board.sides) else None
        won = any(p in result.winners for p in seats)
        parts.append(
            common.panel(
                common.heading(
                    _team_name(seats) + (f", {the_side.name} side" if the_side else ""), won
                ),
                scored(
                    state.grids[t],
                    points,
                    the_side.special if the_side else (),
                    the_side.size() if the_side else None,
                ),
            )
        )
    return common.page(*parts, scale=scale)


def solution_html(solution: Solution, *, scale: float | None = None) -> str:
    """A solver's crossword, its wilds' letters, and the tiles it could not place."""
    status = common.verdict(
        solution.complete, "all tiles used", f"left over: {' '.join(solution.leftover)}"
    )
    how = f"{solution.steps} steps, {solution.seconds:.2f} s" + (
        ", rebuilt" if solution.rebuilt else ""
    )
    return common.page(
        crossword(solution.grid, wilds=solution.wilds), status, common.note(how), scale=scale
    )


__all__ = ["OPEN_MARGIN", "OPEN_SIZE", "board_html", "board_spot", "breakdown",
           "breakdown_html", "check", "check_html", "crossword", "draw", "grid_html",
           "grid_text", "round_html", "scored", "seat_notes", "side", "sides_of",
           "solution_html", "state_html", "teams_line", "trade_form", "view_html"]
