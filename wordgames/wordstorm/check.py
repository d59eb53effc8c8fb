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
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.once import Once
from wordgames.lexicon import Lexicon
from wordgames.wordstorm.grid import WILD, Grid, Position

ACROSS = "across"
DOWN = "down"
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Enumerate letter combinations for a run's wilds up to this many; beyond it, scan the words.
_ENUMERATE_LIMIT = 26 * 26
# The wild search's work bound, in letter tuples examined, per group of linked wilds. A grid of
# 10 wilds needs far less (the benchmark's worst case is printed by benchmarks/bench_grids.py);
# the bound is what keeps a grid of 100 wilds from running for hours.
WORK_LIMIT = 400_000


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
    - ``certain``: False only when a group of linked wilds was too large to search to the end
      within the work bound (:data:`WORK_LIMIT`; never with 10 wilds or fewer in the benchmark):
      its runs then count as not words, since no letters for them were found.
    """

    ok: bool
    words: tuple[PlacedWord, ...] = ()
    bad_runs: tuple[PlacedWord, ...] = ()
    disconnected: frozenset[Position] = frozenset()
    wilds: Mapping[Position, str] = field(default_factory=dict)
    conflicts: tuple[frozenset[Position], ...] = ()
    certain: bool = True

    def _repr_html_(self) -> str:
        from wordgames.screens.wordstorm import check_html

        return check_html(self)


def runs(cells: Mapping[Position, str]) -> list[tuple[str, tuple[Position, ...]]]:
    """Every maximal run of 2+ tiles: (direction, cells in reading order).

    >>> runs(Grid.parse("AB\\n.C").cells)
    [('across', ((0, 0), (0, 1))), ('down', ((0, 1), (1, 1)))]
    """
    found: list[tuple[str, tuple[Position, ...]]] = []
    # zip over a range builds each run in C: the solver asks for the runs of every crossword
    # it tries to lengthen.
    for r, c in sorted(cells):
        if (r, c + 1) in cells and (r, c - 1) not in cells:
            end = c + 2
            while (r, end) in cells:
                end += 1
            found.append((ACROSS, tuple(zip(itertools.repeat(r), range(c, end)))))
        if (r + 1, c) in cells and (r - 1, c) not in cells:
            end = r + 2
            while (end, c) in cells:
                end += 1
            found.append((DOWN, tuple(zip(range(r, end), itertools.repeat(c)))))
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
    """Check a crossword against a lexicon; finds letters for the wilds when any fit.

    ``grid`` is a :class:`~wordgames.wordstorm.grid.Grid` (or a mapping of positions to faces,
    checked like one); text is refused, since ``Grid.parse`` says where text is wrong:

    >>> check("CAT", Lexicon.from_words(["cat"]))
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: check needs a Grid, not str: use Grid.parse(text)
    """
    return _check(_grid_cells(grid, "check"), _lexicon(lexicon, "check"))


def _grid_cells(grid: object, where: str) -> Mapping[Position, str]:
    """The cells of a Grid, or of a mapping checked as a Grid would check it."""
    if isinstance(grid, Grid):
        return grid.cells
    if isinstance(grid, Mapping):
        return Grid(grid).cells
    hint = ": use Grid.parse(text)" if isinstance(grid, str) else ""
    raise InvalidInput(f"{where} needs a Grid, not {type(grid).__name__}{hint}")


def _lexicon(lexicon: object, where: str) -> Lexicon:
    if not isinstance(lexicon, Lexicon):
        raise InvalidInput(f"{where} needs a Lexicon, not {type(lexicon).__name__}")
    return lexicon


def _check(cells: Mapping[Position, str], lexicon: Lexicon) -> CheckResult:
    """:func:`check` on cells already known to be valid."""
    all_runs = runs(cells)
    groups = components(cells)
    disconnected = frozenset(p for g in groups[1:] for p in g)
    patterns = _patterns(lexicon)
    # Runs without wilds are words or not; runs with wilds become constraints on the wilds.
    plain_ok: dict[int, bool] = {}
    constraints: list[Constraint] = []
    for i, (_, cells_of_run) in enumerate(all_runs):
        faces = "".join(cells[p] for p in cells_of_run)
        if WILD not in faces:
            plain_ok[i] = faces.lower() in lexicon
        else:
            wild_cells = tuple(p for p in cells_of_run if cells[p] == WILD)
            constraints.append((i, wild_cells, patterns.allowed(faces), faces))
    letters, failed, certain = _solve_wilds(constraints, patterns)
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
    return CheckResult(ok, tuple(words), tuple(bad), disconnected, letters, tuple(conflicts),
                       certain)


def conflicts_of(cells: Mapping[Position, str], lexicon: Lexicon) -> list[frozenset[Position]]:
    """The conflicts of valid ``cells`` as :func:`check` finds them, without the rest of its
    answer (what the scorer asks at every step of cutting a crossword back). Connected cells
    with no conflicts are a correct crossword.

    >>> conflicts_of(Grid.parse("CAT\\n..Q").cells, Lexicon.from_words(["cat"]))
    [frozenset({(0, 2), (1, 2)})]
    """
    patterns = _patterns(lexicon)
    found: list[frozenset[Position]] = []
    constraints: list[Constraint] = []
    all_runs = runs(cells)
    for i, (_, cells_of_run) in enumerate(all_runs):
        faces = "".join(cells[p] for p in cells_of_run)
        if WILD not in faces:
            if faces.lower() not in lexicon:
                found.append(frozenset(cells_of_run))
        else:
            wild_cells = tuple(p for p in cells_of_run if cells[p] == WILD)
            constraints.append((i, wild_cells, patterns.allowed(faces), faces))
    if constraints:
        _, failed, _ = _solve_wilds(constraints, patterns, labels=False)
        for group in _failed_groups(constraints, failed):
            found.append(frozenset(p for i in group for p in all_runs[i][1]))
    return found


# -- the words a run of letters and wilds can be ----------------------------------------------

#: A run with wilds: its index among the runs, its wild cells, the letter tuples that make it
#: a word, and its pattern (``C?T``).
Constraint = tuple[int, tuple[Position, ...], tuple[str, ...], str]
GroupKey = tuple[tuple[str, tuple[Position, ...]], ...]


class _Patterns:
    """Per lexicon: its plain words of each length as one searchable text, and the letter tuples
    of each pattern (``C?T``) seen so far. A regular expression over one string per length
    scans 15,000 words in about a millisecond, with no index to build first."""

    CACHE_SIZE = 20_000
    CACHE_LETTERS = 1_000_000

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        # Made on the first pattern with three wilds or more, once however many threads ask.
        self.texts = Once(self._make_texts)
        self.cache: dict[str, tuple[str, ...]] = {}
        self.cached = 0  # answers held in ``cache``, counted in letter strings
        self.work = 0  # letter tuples the wild searches have examined, for callers' budgets
        self.groups: dict[GroupKey, tuple[dict[Position, str] | None, bool]] = {}
        self.blame: dict[GroupKey, tuple[dict[Position, str], frozenset[int]]] = {}

    def remember(self, cache: dict[Any, Any], key: Any, answer: Any) -> None:
        if len(cache) >= self.CACHE_SIZE:
            cache.clear()  # crude, but a cache of a whole session's grids would grow unbounded
        cache[key] = answer

    def _text(self, length: int) -> str:
        return self.texts.get().get(length, "")

    def _make_texts(self) -> dict[int, str]:
        by_length: dict[int, list[str]] = {}
        for word in self.lexicon:
            if word.isalpha() and word.isascii():
                by_length.setdefault(len(word), []).append(word.upper())
        return {n: "\n".join(ws) for n, ws in by_length.items()}

    def allowed(self, pattern: str) -> tuple[str, ...]:
        """What the wilds of ``pattern`` (uppercase, ``?`` wild) can stand for, sorted: one
        string per word, its wilds' letters in order. (Strings, not tuples of letters: the
        garbage collector does not walk strings, and an answer may hold 15,000 of them.)

        >>> _patterns(Lexicon.from_words(["cat", "cot", "dog"])).allowed("C?T")
        ('A', 'O')
        >>> _patterns(Lexicon.from_words(["mask", "musk"])).allowed("M??K")
        ('AS', 'US')
        """
        hit = self.cache.get(pattern)
        if hit is not None:
            return hit
        k = pattern.count(WILD)
        out: set[str] = set()
        if 26**k <= _ENUMERATE_LIMIT:
            parts = pattern.split(WILD)
            for combo in itertools.product(_ALPHABET, repeat=k):
                word = parts[0] + "".join(a + b for a, b in zip(combo, parts[1:], strict=True))
                if word in self.lexicon:
                    out.add("".join(combo))
        else:
            holes = [i for i, ch in enumerate(pattern) if ch == WILD]
            regex = re.compile("^" + pattern.replace(WILD, "[A-Z]") + "$", re.MULTILINE)
            for word in regex.findall(self._text(len(pattern))):
                out.add("".join(word[i] for i in holes))
        found = tuple(sorted(out))
        if self.cached > self.CACHE_LETTERS:
            self.cache.clear()  # bounded by what it holds, not only by how many patterns
            self.cached = 0
        self.cached += len(found)
        self.remember(self.cache, pattern, found)
        return found


def _patterns(lexicon: Lexicon) -> _Patterns:
    """The lexicon's pattern answers, kept with it (``lexicon.derived``)."""
    return lexicon.derived(_Patterns)


def prepare(lexicon: Lexicon) -> None:
    """Build now the words' texts that a check of a grid with many wilds reads (kept with
    ``lexicon``; a check runs on the event loop): see :mod:`wordgames.play.warm`.

    >>> lex = Lexicon.from_words(["cat", "dog", "mask"])
    >>> prepare(lex)
    >>> _patterns(lex)._text(3)
    'CAT\\nDOG'
    """
    _patterns(lexicon).texts.get()


# -- letters for the wilds: a small constraint search with a work bound ------------------------


class _OutOfWork(Exception):
    pass


Tuples = tuple[str, ...]


class _Group:
    """The runs linked by shared wilds, searched together: each run's wild cells and the letter
    tuples still possible for them (generalised arc consistency, re-established after each
    choice), with a count of the tuples examined so that no grid can keep it busy for long."""

    def __init__(self, constraints: list[Constraint], limit: int) -> None:
        self.constraints = constraints
        self.variables = sorted({p for c in constraints for p in c[1]})
        self.of: dict[Position, list[tuple[int, int]]] = {v: [] for v in self.variables}
        for j, con in enumerate(constraints):
            for k, v in enumerate(con[1]):
                self.of[v].append((j, k))
        self.work = 0
        self.limit = limit

    def _spend(self, n: int) -> None:
        self.work += n
        if self.work > self.limit:
            raise _OutOfWork

    def _split(self, tuples: Tuples, k: int) -> dict[str, Tuples]:
        """The tuples by their letter at ``k``: one pass, instead of one per letter."""
        self._spend(len(tuples) + 1)
        out: dict[str, list[str]] = {}
        for t in tuples:
            out.setdefault(t[k], []).append(t)
        return {ch: tuple(ts) for ch, ts in out.items()}

    def propagate(self, domains: dict[Position, frozenset[str]], live: list[Tuples],
                  queue: Iterable[int], cascade: bool = True) -> bool:
        """Narrow ``domains`` and ``live`` (in place) until every letter left has a tuple in
        every run; False when some run has none. Without ``cascade`` only the runs in
        ``queue`` are filtered (forward checking: in the search, full consistency after every
        choice costs more than the branches it saves)."""
        pending = list(dict.fromkeys(queue))
        queued = set(pending)
        while pending:
            j = pending.pop()
            queued.discard(j)
            wild_cells = self.constraints[j][1]
            tuples = live[j]
            for k, v in enumerate(wild_cells):
                dom = domains[v]
                if len(dom) < 26:
                    self._spend(len(tuples) + 1)
                    tuples = tuple(t for t in tuples if t[k] in dom)
            if not tuples:
                return False
            live[j] = tuples
            for k, v in enumerate(wild_cells):
                self._spend(len(tuples) + 1)
                supported = frozenset(t[k] for t in tuples)
                if len(supported) < len(domains[v]):
                    domains[v] = supported
                    for other, _ in self.of[v]:
                        if cascade and other != j and other not in queued:
                            queued.add(other)
                            pending.append(other)
        return True

    def satisfy(self) -> dict[Position, str] | None:
        """Letters meeting every run, or None if none do (raises _OutOfWork past the bound)."""
        domains = {v: frozenset(_ALPHABET) for v in self.variables}
        live = [c[2] for c in self.constraints]
        if not self.propagate(domains, live, range(len(self.constraints))):
            return None
        return self._search(domains, live)

    def _search(self, domains: dict[Position, frozenset[str]],
                live: list[Tuples]) -> dict[Position, str] | None:
        open_ = [v for v in self.variables if len(domains[v]) > 1]
        if not open_:
            # Forward checking filtered only the runs of the wilds chosen: every run must
            # still hold the one tuple left.
            if not self.propagate(dict(domains), list(live), range(len(self.constraints))):
                return None
            return {v: next(iter(d)) for v, d in domains.items()}
        v = min(open_, key=lambda p: (len(domains[p]), p))
        split = [(j, self._split(live[j], k)) for j, k in self.of[v]]
        for letter in sorted(domains[v]):
            doms = dict(domains)
            doms[v] = frozenset(letter)
            lv = list(live)
            for j, by_letter in split:
                lv[j] = by_letter.get(letter, ())
            if self.propagate(doms, lv, [j for j, _ in split], cascade=False):
                found = self._search(doms, lv)
                if found is not None:
                    return found
        return None

    def most(self) -> tuple[dict[Position, str], set[int], bool]:
        """Letters meeting as many runs as possible: the fewest runs dropped so that the rest
        can all be words (dropping first the runs read first, among equal counts), found by
        trying to drop 1 run, then 2, ... Within the work bound, or else the greedy answer
        (keep each run in reading order if it fits with those kept). Returns the letters, the
        unmet runs' indices, and whether the answer is known to meet the most runs."""
        everything = list(range(len(self.constraints)))
        kept: list[int] = []
        letters: dict[Position, str] = {}
        exact = True
        try:
            for j in everything:
                found = self._satisfy_only([*kept, j])
                if found is not None:
                    kept.append(j)
                    letters = found
            dropped = len(everything) - len(kept)
            for k in range(1, dropped):
                for drop in itertools.combinations(everything, k):
                    rest = [j for j in everything if j not in drop]
                    found = self._satisfy_only(rest)
                    if found is not None:
                        kept, letters = rest, found
                        raise _Found
        except _Found:
            pass
        except _OutOfWork:
            exact = False
        chosen = {p: letters[p] for p in letters
                  if any(p in self.constraints[j][1] for j in kept)}
        unmet = {self.constraints[j][0] for j in everything if j not in kept}
        return chosen, unmet, exact

    def _satisfy_only(self, which: list[int]) -> dict[Position, str] | None:
        """Letters meeting the runs ``which`` (positions in the group), ignoring the others."""
        part = _Group([self.constraints[j] for j in which], self.limit - self.work)
        try:
            return part.satisfy()
        finally:
            self._spend(part.work)


class _Found(Exception):
    pass


def _solve_wilds(
    constraints: list[Constraint], patterns: _Patterns, labels: bool = True
) -> tuple[dict[Position, str], set[int], bool]:
    """Letters for the wilds: all constraints met if possible, else as many as possible.

    Returns the letters, the run indices left unsatisfied, and whether every group was searched
    to the end (False: a group exceeded :data:`WORK_LIMIT` and counts as unsatisfied).
    Without ``labels``, a group no letters satisfy has all its runs unsatisfied (enough to know
    the crossword is not correct; finding which runs to blame costs more). Answers are cached
    per group (its runs' patterns and wild cells): a scorer cutting a crossword back asks about
    the same groups again and again.
    """
    letters: dict[Position, str] = {}
    failed: set[int] = set()
    certain = True
    for group in _linked(constraints):
        key = tuple((c[3], c[1]) for c in group)
        answer = patterns.groups.get(key)
        if answer is None:
            answer = _satisfy_group(group, patterns)
            patterns.remember(patterns.groups, key, answer)
        found, sure = answer
        certain = certain and sure
        if found is not None:
            letters.update(found)
            continue
        if not sure or not labels:
            failed.update(c[0] for c in group)
            continue
        blame = patterns.blame.get(key)
        if blame is None:
            blame = _blame_group(group, patterns)
            patterns.remember(patterns.blame, key, blame)
        chosen, unmet_at = blame
        letters.update(chosen)
        # The cache holds positions in the group; the run indices are this grid's own.
        failed.update(group[k][0] for k in unmet_at)
    return letters, failed, certain


def _satisfy_group(group: list[Constraint],
                   patterns: _Patterns) -> tuple[dict[Position, str] | None, bool]:
    """(letters meeting every run or None, settled within the bound); the tuples examined are
    added to ``patterns.work``."""
    search = _Group(group, WORK_LIMIT)
    try:
        return search.satisfy(), True
    except _OutOfWork:
        # Not settled within the bound: the runs count as not words, none having been found.
        return None, False
    finally:
        patterns.work += search.work


def _blame_group(group: list[Constraint],
                 patterns: _Patterns) -> tuple[dict[Position, str], frozenset[int]]:
    """For a group no letters satisfy: letters meeting the most runs, and the positions in
    ``group`` of the runs left unmet."""
    most = _Group(group, WORK_LIMIT)
    chosen, unmet, _ = most.most()
    patterns.work += most.work
    where = {c[0]: k for k, c in enumerate(group)}
    return chosen, frozenset(where[i] for i in unmet)


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


def _failed_groups(constraints: list[Constraint], failed: set[int]) -> list[list[int]]:
    """For each wild group with unmet runs, all its runs: together they cannot all stay."""
    out = []
    for group in _linked(constraints):
        indices = [c[0] for c in group]
        if any(i in failed for i in indices):
            out.append(indices)
    return out


__all__ = ["ACROSS", "DOWN", "WORK_LIMIT", "CheckResult", "PlacedWord", "check", "components",
           "prepare", "runs"]
