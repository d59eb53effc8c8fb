"""Word Storm drawn: crosswords on their sides, special squares, checks, scores and solutions.

>>> from wordgames.wordstorm.grid import Grid
>>> out = grid_html(Grid.parse("C?T"), special=[(0, 0)], wilds={(0, 1): "A"})
>>> "★" in out, '<span class="wg-stands">A</span>' in out
(True, True)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from wordgames.render import common

if TYPE_CHECKING:
    from wordgames.protocol import RoundResult
    from wordgames.wordstorm.board import Board, Side
    from wordgames.wordstorm.check import CheckResult
    from wordgames.wordstorm.game import State, View
    from wordgames.wordstorm.grid import Grid, Position
    from wordgames.wordstorm.scoring import ScoreBreakdown
    from wordgames.wordstorm.solver import Solution

WILD = "?"  # wordgames.wordstorm.grid.WILD (not imported: the games import this module)


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
        common.row(*(side(s) for s in board.sides)),
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
        common.row(*teams),
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
    return common.row(
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


__all__ = [
    "board_html",
    "breakdown",
    "breakdown_html",
    "check",
    "check_html",
    "crossword",
    "grid_html",
    "round_html",
    "scored",
    "side",
    "solution_html",
    "state_html",
    "view_html",
]
