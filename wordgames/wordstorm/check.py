"""Is a crossword correct? Words, wild letters, connection: ``check(grid, lexicon)``.

A crossword is correct when every maximal run of 2+ tiles read left to right or top to bottom is
a word, and all its tiles form one orthogonally connected group. A wild tile stands for one letter,
the same for both words that cross at it (the rulebook's wild is the L of LOOK and of TEAL).

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["look", "teal"])
>>> result = check(Grid.parse('''
... ...T
... ...E
... ...A
... LOO?
... '''), lex)
>>> result.ok, len(result.bad_runs)
(False, 1)

The wild ends LOOK, so it would have to be K, and TEAL wants an L: no letter does both. Where
the words share an L, the one wild serves both:

>>> result = check(Grid.parse('''
... T...
... E...
... A...
... ?OOK
... '''), lex)
>>> result.ok, result.wilds
(True, {(3, 0): 'L'})
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from wordgames.lexicon import Lexicon
from wordgames.wordstorm.grid import WILD, Grid, Position

ACROSS = "across"
DOWN = "down"
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Enumerate letter combinations for a run's wilds up to this many; beyond it, scan the words.
_ENUMERATE_LIMIT = 2000


@dataclass(frozen=True, slots=True)
class PlacedWord:
    """A run of tiles as read: its text (wilds shown as their letter, ``?`` if none fits),
    its cells in reading order and its direction, ``"across"`` or ``"down"``."""

    text: str
    cells: tuple[Position, ...]
    direction: str

    @property
    def start(self) -> Position:
        return self.cells[0]

    def __len__(self) -> int:
        return len(self.cells)


@dataclass(frozen=True)
class CheckResult:
    """What :func:`check` found.

    - ``ok``: the crossword is correct.
    - ``words``: the runs that are words; ``bad_runs``: the runs that are not.
    - ``disconnected``: tiles outside the main (largest) connected group.
    - ``wilds``: the letter chosen for each wild tile that lies in a run.
    - ``conflicts``: groups of tiles that cannot all stay (a bad run, or the runs of wilds that
      no choice of letters satisfies together); the scorer removes tiles from these.
    """

    ok: bool
    words: tuple[PlacedWord, ...] = ()
    bad_runs: tuple[PlacedWord, ...] = ()
    disconnected: frozenset[Position] = frozenset()
    wilds: Mapping[Position, str] = field(default_factory=dict)
    conflicts: tuple[frozenset[Position], ...] = ()

    def _repr_html_(self) -> str:
        from wordgames.render.wordstorm import check_html

        return check_html(self)


def runs(cells: Mapping[Position, str]) -> list[tuple[str, tuple[Position, ...]]]:
    """Every maximal run of 2+ tiles: (direction, cells in reading order).

    >>> runs(Grid.parse("AB\\n.C").cells)
    [('across', ((0, 0), (0, 1))), ('down', ((0, 1), (1, 1)))]
    """
    found: list[tuple[str, tuple[Position, ...]]] = []
    for r, c in sorted(cells):
        if (r, c - 1) not in cells and (r, c + 1) in cells:
            end = c + 1
            while (r, end + 1) in cells:
                end += 1
            found.append((ACROSS, tuple((r, k) for k in range(c, end + 1))))
        if (r - 1, c) not in cells and (r + 1, c) in cells:
            end = r + 1
            while (end + 1, c) in cells:
                end += 1
            found.append((DOWN, tuple((k, c) for k in range(r, end + 1))))
    return found


def components(positions: Iterable[Position]) -> list[set[Position]]:
    """The orthogonally connected groups, largest first (ties: the one read first).

    >>> [sorted(g) for g in components([(0, 0), (0, 1), (2, 2)])]
    [[(0, 0), (0, 1)], [(2, 2)]]
    """
    left = set(positions)
    groups: list[set[Position]] = []
    for start in sorted(left):
        if start not in left:
            continue
        left.discard(start)
        group = {start}
        stack = [start]
        while stack:
            r, c = stack.pop()
            for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if nb in left:
                    left.discard(nb)
                    group.add(nb)
                    stack.append(nb)
        groups.append(group)
    groups.sort(key=lambda g: (-len(g), min(g)))
    return groups


def check(grid: Grid | Mapping[Position, str], lexicon: Lexicon) -> CheckResult:
    """Check a crossword against a lexicon; finds letters for the wilds when any fit."""
    cells = grid.cells if isinstance(grid, Grid) else grid
    all_runs = runs(cells)
    groups = components(cells)
    disconnected = frozenset(p for g in groups[1:] for p in g)
    # Runs without wilds are words or not; runs with wilds become constraints on the wilds.
    plain_ok: dict[int, bool] = {}
    constraints: list[tuple[int, tuple[Position, ...], set[tuple[str, ...]]]] = []
    for i, (_, cells_of_run) in enumerate(all_runs):
        faces = [cells[p] for p in cells_of_run]
        if WILD not in faces:
            plain_ok[i] = "".join(faces).lower() in lexicon
        else:
            wild_cells = tuple(p for p in cells_of_run if cells[p] == WILD)
            constraints.append((i, wild_cells, _allowed("".join(faces), lexicon)))
    letters, failed = _solve_wilds(constraints)
    words: list[PlacedWord] = []
    bad: list[PlacedWord] = []
    conflicts: list[frozenset[Position]] = []
    for i, (direction, cells_of_run) in enumerate(all_runs):
        text = "".join(
            letters.get(p, WILD) if cells[p] == WILD else cells[p] for p in cells_of_run
        )
        placed = PlacedWord(text, cells_of_run, direction)
        good = plain_ok.get(i, i not in failed)
        (words if good else bad).append(placed)
        if i in plain_ok and not good:
            conflicts.append(frozenset(cells_of_run))
    for group in _failed_groups(constraints, failed):
        conflicts.append(frozenset(p for i in group for p in all_runs[i][1]))
    ok = not bad and not disconnected
    return CheckResult(ok, tuple(words), tuple(bad), disconnected, letters, tuple(conflicts))


def _allowed(pattern: str, lexicon: Lexicon) -> set[tuple[str, ...]]:
    """The letter tuples the wilds of ``pattern`` (uppercase, ``?`` wild) can take."""
    k = pattern.count(WILD)
    out: set[tuple[str, ...]] = set()
    lower = pattern.lower()
    if 26**k <= _ENUMERATE_LIMIT:
        parts = lower.split(WILD)
        for combo in itertools.product(_ALPHABET.lower(), repeat=k):
            word = parts[0] + "".join(a + b for a, b in zip(combo, parts[1:], strict=True))
            if word in lexicon:
                out.add(tuple(ch.upper() for ch in combo))
        return out
    holes = [i for i, ch in enumerate(lower) if ch == WILD]
    fixed = [(i, ch) for i, ch in enumerate(lower) if ch != WILD]
    for word in lexicon.derived(_by_length).get(len(lower), ()):
        if all(word[i] == ch for i, ch in fixed):
            out.add(tuple(word[i].upper() for i in holes))
    return out


def _by_length(lexicon: Lexicon) -> dict[int, list[str]]:
    """The all-letter words by length, kept with the lexicon (``lexicon.derived``)."""
    index: dict[int, list[str]] = {}
    for word in lexicon:
        if word.isalpha() and word.isascii():
            index.setdefault(len(word), []).append(word)
    return index


Constraint = tuple[int, tuple[Position, ...], set[tuple[str, ...]]]


def _solve_wilds(constraints: list[Constraint]) -> tuple[dict[Position, str], set[int]]:
    """Letters for the wilds: all constraints met if possible, else as many as possible.

    Returns the letters and the run indices left unsatisfied.
    """
    letters: dict[Position, str] = {}
    failed: set[int] = set()
    for group in _linked(constraints):
        variables = sorted({p for c in group for p in c[1]})
        found = _satisfy(group, variables)
        if found is not None:
            letters.update(found)
            continue
        best, unmet = _most(group, variables)
        letters.update(best)
        failed.update(unmet)
    return letters, failed


def _linked(constraints: list[Constraint]) -> list[list[Constraint]]:
    """Constraints grouped so that groups share no wild (each group is solved on its own)."""
    groups: list[tuple[set[Position], list[Constraint]]] = []
    for con in constraints:
        wilds = set(con[1])
        merged = [g for g in groups if g[0] & wilds]
        for g in merged:
            groups.remove(g)
            wilds |= g[0]
        members = [c for g in merged for c in g[1]] + [con]
        groups.append((wilds, members))
    return [members for _, members in groups]


def _satisfy(group: list[Constraint], variables: list[Position]) -> dict[Position, str] | None:
    domains: dict[Position, set[str]] = {}
    for v in variables:
        dom: set[str] | None = None
        for _, wild_cells, allowed in group:
            if v in wild_cells:
                k = wild_cells.index(v)
                here = {t[k] for t in allowed}
                dom = here if dom is None else dom & here
        domains[v] = dom or set()
    order = sorted(variables, key=lambda v: (len(domains[v]), v))
    assignment: dict[Position, str] = {}

    def consistent() -> bool:
        for _, wild_cells, allowed in group:
            if all(p in assignment for p in wild_cells) and (
                tuple(assignment[p] for p in wild_cells) not in allowed
            ):
                return False
        return True

    def search(depth: int) -> bool:
        if depth == len(order):
            return True
        v = order[depth]
        for letter in sorted(domains[v]):
            assignment[v] = letter
            if consistent() and search(depth + 1):
                return True
            del assignment[v]
        return False

    return dict(assignment) if search(0) else None


def _most(
    group: list[Constraint], variables: list[Position]
) -> tuple[dict[Position, str], set[int]]:
    """The assignment meeting the most constraints (branch and bound; groups are tiny)."""
    domains: dict[Position, list[str]] = {}
    for v in variables:
        dom: set[str] = set()
        for _, wild_cells, allowed in group:
            if v in wild_cells:
                k = wild_cells.index(v)
                dom |= {t[k] for t in allowed}
        domains[v] = sorted(dom) or [WILD]
    best: list[tuple[int, dict[Position, str]]] = [(-1, {})]
    assignment: dict[Position, str] = {}

    def met() -> tuple[int, int]:
        done = undecided = 0
        for _, wild_cells, allowed in group:
            if all(p in assignment for p in wild_cells):
                done += tuple(assignment[p] for p in wild_cells) in allowed
            else:
                undecided += 1
        return done, undecided

    def search(depth: int) -> None:
        done, undecided = met()
        if done + undecided <= best[0][0]:
            return
        if depth == len(variables):
            best[0] = (done, dict(assignment))
            return
        v = variables[depth]
        for letter in domains[v]:
            assignment[v] = letter
            search(depth + 1)
            del assignment[v]

    search(0)
    chosen = {p: ch for p, ch in best[0][1].items() if ch != WILD}
    unmet = {
        i for i, wild_cells, allowed in group
        if tuple(chosen.get(p, WILD) for p in wild_cells) not in allowed
    }
    return chosen, unmet


def _failed_groups(constraints: list[Constraint], failed: set[int]) -> list[list[int]]:
    """For each wild group with unmet runs, all its runs: together they cannot all stay."""
    out = []
    for group in _linked(constraints):
        indices = [i for i, _, _ in group]
        if any(i in failed for i in indices):
            out.append(indices)
    return out


__all__ = ["ACROSS", "DOWN", "CheckResult", "PlacedWord", "check", "components", "runs"]
