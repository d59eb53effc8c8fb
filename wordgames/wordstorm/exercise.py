"""Word Storm exercises (:data:`MAKER`, which ``INFO.exercise`` names): the tiles of one
crossword holding ``k`` target words, every run of it a target.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.exercises import Exercised, Made, Maker, only_letters, option_int, short
from wordgames.kit.tiles import WILD, TileSet
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.board import Board
from wordgames.wordstorm.check import check, runs
from wordgames.wordstorm.game import State
from wordgames.wordstorm.grid import Grid

#: The largest crossword an exercise builds: the default board's smaller sides.
WORDSTORM_SIZE = (10, 14)


def _make(
    targets: list[str], rng: random.Random, options: Mapping[str, Any]
) -> Made:
    tileset = TileSet.load("wordstorm")
    have = Counter({face: n for face, n in tileset.counts.items() if face != WILD})
    wilds = tileset.count(WILD)
    for word in targets:
        only_letters(word, "Word Storm")
        if len(word) < 2:
            raise InvalidInput(f"Word Storm cannot use {word!r}: a word has 2 letters or more")
        if short(Counter(word.upper()), have) > wilds:
            raise InvalidInput(f"the Word Storm tiles cannot make {word!r}, even with wilds")
        if len(word) > WORDSTORM_SIZE[1]:
            raise InvalidInput(f"{word!r} is longer than a side of the board")
    k = options.get("k")
    k = min(len(targets), 4) if k is None else option_int(options, "k", 1, 1)
    if k > len(targets):
        raise InvalidInput(f"k={k}, but there are only {len(targets)} target words")
    # Every run of the crossword must be a target: no stray words where letters touch.
    lexicon = Lexicon.from_words(targets)
    best: tuple[dict[tuple[int, int], str], list[str]] = ({}, [])
    stuck = targets[-1]
    for _attempt in range(30):
        order = list(targets)
        rng.shuffle(order)
        cells = {(0, c): ch for c, ch in enumerate(order[0].upper())}
        placed = [order[0]]
        for word in order[1:]:
            if len(placed) == k:
                break
            crossings = _crossings(cells, word.upper())
            rng.shuffle(crossings)
            for new in crossings:
                trial = {**cells, **new}
                if (_fits(trial) and short(Counter(trial.values()), have) <= wilds
                        and check(Grid(_to_origin(trial)), lexicon).ok):
                    cells, placed = trial, [*placed, word]
                    break
            else:
                stuck = word
        if len(placed) > len(best[1]):
            best = (cells, placed)
        if len(placed) >= k:
            break
    cells, placed = best
    if len(placed) < k:
        raise InvalidInput(
            f"{stuck!r} cannot cross the other targets in one crossword of {k} target words "
            "(no letter it shares fits): try other words or a smaller k"
        )
    cells = _to_origin(cells)
    need = Counter(cells.values())
    # Letters beyond the tile set's become wilds, as many as the set has.
    extra = need - have
    faces = dict(cells)
    for pos in sorted(faces):
        if extra[faces[pos]] > 0:
            extra[faces[pos]] -= 1
            faces[pos] = WILD
    grid = Grid(faces)
    tiles = list(grid.tiles())
    rng.shuffle(tiles)
    return Made(tuple(w for w in targets if w in placed), tuple(tiles), (str(grid),))


def _crossings(
    cells: Mapping[tuple[int, int], str], word: str
) -> list[dict[tuple[int, int], str]]:
    """Every placement of ``word`` that crosses a placed letter: its new cells."""
    found = []
    for (r, c), letter in cells.items():
        for i, ch in enumerate(word):
            if ch != letter:
                continue
            for dr, dc in ((0, 1), (1, 0)):
                start = (r - i * dr, c - i * dc)
                new = {}
                ok = True
                for j, wch in enumerate(word):
                    pos = (start[0] + j * dr, start[1] + j * dc)
                    if pos in cells:
                        ok = cells[pos] == wch
                    else:
                        new[pos] = wch
                    if not ok:
                        break
                if ok and new and len(new) < len(word):
                    found.append(new)
    return found


def _to_origin(cells: Mapping[tuple[int, int], str]) -> dict[tuple[int, int], str]:
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return {(r - top, c - left): ch for (r, c), ch in cells.items()}


def _fits(cells: Mapping[tuple[int, int], str]) -> bool:
    rows = max(r for r, _ in cells) - min(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) - min(c for _, c in cells) + 1
    return rows <= WORDSTORM_SIZE[0] and cols <= WORDSTORM_SIZE[1]


def _check(exercise: Exercised) -> list[str]:
    grid = Grid.parse(str(exercise.solution[0]))
    problems = []
    if sorted(grid.tiles()) != sorted(exercise.tiles):
        problems.append("the crossword does not use exactly the exercise's tiles")
    result = check(grid, exercise.lexicon)
    if not result.ok:
        problems.append("the crossword is not correct by the game's check")
    # A target is in the crossword where a run reads it, a wild standing for any letter (the
    # check may read a wild as another letter: C?KE as COKE).
    words = {t for t in exercise.targets for run in _runs_of(grid) if _reads(run, t)}
    missing = [t for t in exercise.targets if t not in words]
    if missing:
        problems.append(f"the crossword lacks {', '.join(missing)}")
    k = exercise.options.get("k")
    if k is not None and len(set(exercise.targets) & words) < k:
        problems.append(f"the crossword holds fewer than {k} targets")
    if not all(side.fits(grid) for side in Board.load("default").sides):
        problems.append("the crossword does not fit on a side of the board")
    return problems


def _runs_of(grid: Any) -> list[str]:
    cells = grid.cells
    return ["".join(cells[p] for p in run) for _, run in runs(cells)]


def _reads(run: str, word: str) -> bool:
    return len(run) == len(word) and all(
        r in (WILD, ch) for r, ch in zip(run, word.upper(), strict=True)
    )


def _deal(exercise: Exercised, game: Any, players: int, rng: random.Random) -> Any:
    """Every deal gives player 0 the exercise's next tiles and the others as many from the rest."""
    teams = game._teams(players)
    rest = list((Counter(game.tileset.tiles()) - Counter(exercise.tiles)).elements())
    rng.shuffle(rest)
    mine = list(exercise.tiles)
    each = game.rules.deal_size
    others = len(teams) - 1
    if len(rest) < others * len(mine):
        raise InvalidInput(f"too many players for this exercise's {len(mine)} tiles each")
    # The centre in deal order: each deal gives team 0 its next tiles, the others theirs.
    centre: list[str] = []
    theirs = rest[: others * len(mine)]
    for start in range(0, len(mine), each):
        chunk = mine[start : start + each]
        centre += chunk
        for _ in range(others):
            centre += theirs[: len(chunk)]
            theirs = theirs[len(chunk):]
    first = min(each, len(mine))
    hands = tuple(tuple(sorted(centre[t * first : (t + 1) * first])) for t in range(len(teams)))
    return State(players, teams, tuple(centre[len(teams) * first :]), hands,
                 tuple(Grid() for _ in teams), deals=1)


def _rules(targets: tuple[str, ...], options: Mapping[str, Any]) -> dict[str, Any]:
    return {"subject_words": frozenset(targets)}


#: How Word Storm's exercises are made, checked and dealt.
MAKER = Maker(_make, _check, _deal, ("k",), _rules)

__all__ = ["MAKER", "WORDSTORM_SIZE"]
