"""Exercises made from a teacher's words: seeded, saved as JSON, the same tiles for the class.

``make_exercise(kind, words, seed=0, **options)`` makes one of four kinds:

- ``"myword"``: a MY WORD! deal (the cards in dealing order) in which every target word can be
  claimed once its last card is on the table (options ``min_cards=3``, ``cards=None``: the
  whole deck, or fewer cards in all);
- ``"fivetiers"``: a Five Tiers hand of 20 tiles that five words complete, ``k`` of them
  targets (one word per tier, so the targets need ``k`` different lengths from 2 to 6);
- ``"wordstorm"``: Word Storm tiles that build one crossword holding ``k`` target words;
- ``"anagram"``: each target's letters shuffled (``tiles[i]`` is the i-th puzzle), with
  ``distractors`` extra letters; the student types the word; hints go definition first, then
  first letter.

>>> ex = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=1)
>>> ex.targets, len(ex.tiles), ex.solution
(('cat', 'frog', 'horse'), 20, ('am', 'cat', 'frog', 'horse', 'nearer'))
>>> Exercise.from_json(ex.to_json()) == ex
True
>>> make_exercise("myword", ["jazz", "fizz", "buzz"])
Traceback (most recent call last):
...
wordgames.errors.InvalidInput: the MY WORD! cards cannot make 'buzz' with 3 or more cards beside ...

Every exercise carries its solution (a witness that the targets can be made), and
:meth:`Exercise.check` replays it through the game's own rules. A generator that cannot make
what was asked raises ``InvalidInput`` naming the word, never returning something else.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from wordgames.classroom.folder import check_name, classroom_folder, saved_names
from wordgames.classroom.wordlist import WordList
from wordgames.errors import InvalidInput, LexiconError
from wordgames.lexicon import Lexicon, spellings
from wordgames.seeding import derive_seed
from wordgames.tiles import DOUBLE_WILD, WILD, TileSet

KINDS = ("myword", "fivetiers", "wordstorm", "anagram")
FORMAT = "wordgames.exercise/1"
_DISPLAY = {"myword": "MY WORD!", "fivetiers": "Five Tiers", "wordstorm": "Word Storm",
            "anagram": "anagram"}
#: Where Five Tiers fills the tiers no target takes: everyday words (SCOWL level 20).
FILL_LEVEL = 20
#: The largest crossword a Word Storm exercise builds: the default board's smaller sides.
WORDSTORM_SIZE = (10, 14)


@dataclass(frozen=True)
class Exercise:
    """One exercise, as data: what it asks, the tiles every student gets, and a solution.

    - ``kind``: ``myword``, ``fivetiers``, ``wordstorm`` or ``anagram``;
    - ``targets``: the target words (lowercase) the exercise guarantees can be made;
    - ``tiles``: MY WORD!: the cards in dealing order; Five Tiers: the 20-tile hand; Word
      Storm: the tiles of the crossword, in the order they are dealt; anagram: one string of
      shuffled letters per target;
    - ``solution``: MY WORD!: per target ``(word, cards dealt, card positions)``; Five Tiers:
      the five words, shortest first; Word Storm: the crossword's text; anagram: each puzzle's
      distractor letters;
    - ``options`` as given (``k``, ``min_cards``...), ``seed``, ``name``, and the teacher's
      ``definitions`` of targets (hints come from them first).
    """

    kind: str
    targets: tuple[str, ...]
    tiles: tuple[str, ...]
    solution: tuple[Any, ...]
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    definitions: Mapping[str, str] = field(default_factory=dict)
    name: str | None = None

    # -- as data --------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data, versioned."""
        return {
            "format": FORMAT, "kind": self.kind, "name": self.name, "seed": self.seed,
            "targets": list(self.targets), "tiles": list(self.tiles),
            "solution": _listed(self.solution), "options": dict(self.options),
            "definitions": dict(self.definitions),
        }

    def to_json(self) -> str:
        """The exercise as JSON text (what :meth:`save` writes)."""
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> Exercise:
        """The inverse of :meth:`to_dict`; data that is not an exercise raises ``InvalidInput``
        saying what is wrong. The solution is checked against the game's rules."""
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise InvalidInput(f"not a saved exercise (format {FORMAT!r} expected)")
        try:
            kind = data["kind"]
            if kind not in KINDS:
                raise InvalidInput(f"unknown exercise kind {kind!r}; kinds: {', '.join(KINDS)}")
            exercise = cls(
                kind=kind,
                targets=tuple(_text(w, "a target") for w in data["targets"]),
                tiles=tuple(_text(t, "a tile") for t in data["tiles"]),
                solution=_tupled(data["solution"]),
                seed=_int(data.get("seed", 0), "the seed"),
                options=dict(data.get("options") or {}),
                definitions={_text(k, "a word"): _text(v, "a definition")
                             for k, v in dict(data.get("definitions") or {}).items()},
                name=data.get("name"),
            )
        except KeyError as err:
            raise InvalidInput(f"corrupt exercise: missing {err}") from None
        except (TypeError, ValueError) as err:
            if isinstance(err, InvalidInput):
                raise
            raise InvalidInput(f"corrupt exercise: {err}") from None
        problems = exercise.check()
        if problems:
            raise InvalidInput("corrupt exercise: " + "; ".join(problems))
        return exercise

    @classmethod
    def from_json(cls, text: str) -> Exercise:
        """An exercise from :meth:`to_json`'s text."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as err:
            raise InvalidInput(f"not an exercise: not JSON ({err})") from None
        return cls.from_dict(data)

    def save(self, name: str | None = None, folder: str | Path | None = None) -> Path:
        """Save as ``exercises/NAME.json`` in the classroom folder; returns the path."""
        name = check_name(name or self.name or f"{self.kind} {self.seed}")
        out = classroom_folder(folder) / "exercises"
        out.mkdir(exist_ok=True)
        path = out / f"{name}.json"
        tmp = path.with_suffix(".json.tmp")
        data = self.to_dict() | {"name": name}
        tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
        tmp.replace(path)
        return path

    @classmethod
    def open(cls, name: str, folder: str | Path | None = None) -> Exercise:
        """An exercise saved by :meth:`save`, by name."""
        path = classroom_folder(folder, create=False) / "exercises" / f"{check_name(name)}.json"
        if not path.is_file():
            known = saved_exercises(folder)
            raise LexiconError(
                f"no saved exercise {name!r}; saved: {', '.join(known) or 'none yet'}"
            )
        return cls.from_json(path.read_text(encoding="utf-8"))

    # -- playing --------------------------------------------------------------------------------

    @cached_property
    def lexicon(self) -> Lexicon:
        """The exercise's dictionary: the game's own, plus any target it lacks."""
        if self.kind == "anagram":
            base = Lexicon.default(70)
        else:
            from wordgames import GAMES

            base = GAMES[self.kind].default_lexicon(self.rules())
        missing = [t for t in self.targets if t not in base]
        if not missing:
            return base
        levels: dict[str, int | None] = {w: base.level(w) for w in base}
        levels.update(dict.fromkeys(missing))
        return Lexicon(levels, name=f"{base.name} + the teacher's words")

    def rules(self) -> Any:
        """The game's ``Rules`` for this exercise (None for an anagram drill): the targets are
        its subject words, each earning the game's ``subject_bonus``."""
        if self.kind == "anagram":
            return None
        from wordgames import GAMES

        options: dict[str, Any] = {"subject_words": frozenset(self.targets)}
        if self.kind == "myword":
            options["min_cards"] = int(self.options.get("min_cards", 3))
        return GAMES[self.kind].rules(**options)

    def game(self) -> Any:
        """The game, with this exercise's rules and dictionary."""
        if self.kind == "anagram":
            raise InvalidInput("an anagram drill is no game round: use answer() and hint()")
        from wordgames import GAMES

        return GAMES[self.kind].game(rules=self.rules(), lexicon=self.lexicon)

    def new_round(self, players: int = 2, seed: int = 0) -> Any:
        """A round of the game in which player 0 (the student) gets the exercise's tiles.

        MY WORD!: the cards are dealt in the exercise's order. Five Tiers: player 0's rack is
        the hand; the others draw from the rest (seeded). Word Storm: every deal gives player 0
        the exercise's next tiles and the others as many from the rest.
        """
        game = self.game()
        rng = random.Random(derive_seed(seed, "exercise round", self.kind))
        if self.kind == "myword":
            from wordgames import GAMES
            from wordgames.myword.cards import Card
            from wordgames.myword.game import Pile, State

            GAMES["myword"].check_players(players)
            deck = tuple(Card(i, face) for i, face in enumerate(self.tiles))
            return State(players=players, dealer=0, deck=deck, piles=(Pile(),) * players)
        if self.kind == "fivetiers":
            rest = list((Counter(game.tileset.tiles()) - Counter(self.tiles)).elements())
            rng.shuffle(rest)
            racks = [list(self.tiles)] + [rest[20 * i : 20 * i + 20] for i in range(players - 1)]
            return game.deal(racks, seed=rng.getrandbits(32))
        return _wordstorm_round(self, game, players, rng)

    def answer(self, puzzle: int, text: str) -> bool:
        """Whether ``text`` is the word of anagram ``puzzle`` (counted from 0).

        >>> drill = make_exercise("anagram", ["cat", "dog"], seed=3)
        >>> drill.answer(0, " CAT "), drill.answer(1, "god")
        (True, False)
        """
        return text.strip().lower() == self._puzzle(puzzle)

    def hint(self, puzzle: int, step: int) -> str | None:
        """Hint ``step`` (0, 1...) for anagram ``puzzle``: its definition (the teacher's first),
        then its first letter; None when there are no more.

        >>> drill = make_exercise("anagram", ["cat"])
        >>> drill.hint(0, 0)[:40]
        'feline mammal usually having thick soft '
        >>> drill.hint(0, 0)[-17:]  # WordNet's examples name the word: hidden
        'domestic ___; ___'
        >>> drill.hint(0, 1), drill.hint(0, 2)
        ('it starts with C', None)
        """
        word = self._puzzle(puzzle)
        hints: list[str] = []
        if word in self.definitions:
            hints.append(_masked(self.definitions[word], (word,)))
        else:
            from wordgames.classroom.definitions import define

            found = define(word, extras=False)
            if found is not None:
                hints.append(_masked(found.definitions[0], (word, found.lemma)))
        hints.append(f"it starts with {word[0].upper()}")
        return hints[step] if 0 <= step < len(hints) else None

    def _puzzle(self, puzzle: int) -> str:
        if self.kind != "anagram":
            raise InvalidInput(f"a {_DISPLAY[self.kind]} exercise has no anagram puzzles")
        if not isinstance(puzzle, int) or not 0 <= puzzle < len(self.targets):
            raise InvalidInput(f"puzzles are 0..{len(self.targets) - 1}, not {puzzle!r}")
        return self.targets[puzzle]

    # -- checking -------------------------------------------------------------------------------

    def check(self) -> list[str]:
        """What is wrong with the exercise, by the game's own rules (empty when all is well):
        its solution is replayed to show that every target can really be made."""
        try:
            return _CHECKS[self.kind](self)
        except (ValueError, TypeError, KeyError, IndexError) as err:
            return [f"the solution does not fit the exercise: {err}"]

    def _repr_html_(self) -> str:
        from wordgames.render.classroom import exercise_html

        return exercise_html(self)


def saved_exercises(folder: str | Path | None = None) -> list[str]:
    """The names of the exercises saved in the classroom folder, sorted."""
    return saved_names(classroom_folder(folder, create=False) / "exercises", ".json")


# -- making -------------------------------------------------------------------------------------


def make_exercise(
    kind: str, words: WordList | Iterable[str], seed: int = 0, **options: Any
) -> Exercise:
    """An exercise of ``kind`` whose targets are ``words`` (a :class:`WordList` or words).

    The same arguments give the same exercise on any machine. ``InvalidInput`` names the word
    when a target cannot be made, and says which option is wrong for a bad one.
    """
    if kind not in _MAKERS:
        raise InvalidInput(f"no exercise kind {kind!r}: {', '.join(KINDS)}")
    targets, definitions = _targets(words)
    known = _OPTIONS[kind]
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise InvalidInput(
            f"a {_DISPLAY[kind]} exercise has no option {unknown[0]!r}; options: "
            f"{', '.join(known) or 'none'}"
        )
    rng = random.Random(derive_seed(seed, "exercise", kind))
    exercise = _MAKERS[kind](targets, rng, seed, options)
    used = {w: d for w, d in definitions.items() if w in exercise.targets}
    return Exercise(exercise.kind, exercise.targets, exercise.tiles, exercise.solution,
                    seed, dict(options), used)


def _targets(words: WordList | Iterable[str]) -> tuple[list[str], dict[str, str]]:
    if isinstance(words, str):
        raise InvalidInput("the target words are a list (or a WordList), not one string")
    definitions: dict[str, str] = {}
    if isinstance(words, WordList):
        found = words.words
        definitions = {e.word: e.definition for e in words.entries if e.definition}
    else:
        found = []
        for word in words:
            if not isinstance(word, str) or not word.strip():
                raise InvalidInput(f"a target word is text, not {word!r}")
            found.append(word.strip().lower())
    unique = list(dict.fromkeys(found))
    if not unique:
        raise InvalidInput("an exercise needs at least one target word")
    return unique, definitions


def _needs(word: str, what: str) -> None:
    if not word.isalpha() or not word.isascii():
        raise InvalidInput(f"{what} cannot use {word!r}: a word of the letters A to Z only")


# MY WORD! --------------------------------------------------------------------------------------


def _make_myword(
    targets: list[str], rng: random.Random, seed: int, options: Mapping[str, Any]
) -> Exercise:
    min_cards = _option_int(options, "min_cards", 3, 1)
    cards = options.get("cards")
    pool = Counter(TileSet.load("myword").tiles())
    groups: list[tuple[str, list[str]]] = []
    for word in targets:
        _needs(word, "MY WORD!")
        found = [s for s in spellings(word, sorted(pool.elements())) if len(s.tiles) >= min_cards]
        if not found:
            after = f" beside {', '.join(w for w, _ in groups)}" if groups else ""
            raise InvalidInput(
                f"the MY WORD! cards cannot make {word!r} with {min_cards} or more cards{after}"
            )

        def cost(s: Any) -> tuple[int, int]:
            wilds = sum(t in (WILD, DOUBLE_WILD) for t in s.tiles)
            return wilds, sum(len(t) > 1 for t in s.tiles if t not in (WILD, DOUBLE_WILD))

        best = min(cost(s) for s in found)
        chosen = rng.choice([s for s in found if cost(s) == best])
        faces = list(chosen.tiles)
        pool -= Counter(faces)
        groups.append((word, faces))
    rest = sorted(pool.elements())
    rng.shuffle(rest)
    needed = sum(len(faces) for _, faces in groups)
    if cards is not None:
        cards = _option_int(options, "cards", needed, needed)
        rest = rest[: cards - needed]
    # The fillers go in len(groups) + 1 runs: before, between and after the targets' cards.
    cuts = sorted(rng.randint(0, len(rest)) for _ in groups)
    runs = [rest[a:b] for a, b in zip([0, *cuts], [*cuts, len(rest)], strict=True)]
    tiles: list[str] = []
    solution = []
    for (word, faces), run in zip(groups, runs, strict=False):
        tiles += run
        shuffled = list(faces)
        rng.shuffle(shuffled)
        # The positions of the word's own cards, in word order (a spelling's order).
        start = len(tiles)
        tiles += shuffled
        positions: list[int] = []
        for face in faces:
            position = next(start + i for i, f in enumerate(shuffled)
                            if f == face and start + i not in positions)
            positions.append(position)
        solution.append((word, len(tiles), tuple(positions)))
    tiles += runs[-1]
    return Exercise("myword", tuple(targets), tuple(tiles), tuple(solution), seed)


def _check_myword(exercise: Exercise) -> list[str]:
    from wordgames.myword import Claim, Deal

    game = exercise.game()
    state = exercise.new_round(players=2)
    claims = sorted(exercise.solution, key=lambda c: c[1])
    if sorted(c[0] for c in claims) != sorted(exercise.targets):
        return ["the solution does not claim each target once"]
    problems: list[str] = []
    at = 0.0
    for dealt in range(1, len(exercise.tiles) + 1):
        at += 1.0
        state = game.apply(state, Deal(at=at))
        for word, when, positions in claims:
            if when != dealt:
                continue
            at += 0.5
            state = game.apply(state, Claim(player=0, cards=tuple(positions), word=word, at=at))
            check = state.last_check
            if check is None or not check.ok:
                problems.append(f"{word!r} cannot be claimed after {dealt} cards: {check}")
    if state.piles[0].claims != len(claims) - len(problems):
        problems.append("the claims did not all score")
    return problems


# Five Tiers ------------------------------------------------------------------------------------


def _make_fivetiers(
    targets: list[str], rng: random.Random, seed: int, options: Mapping[str, Any]
) -> Exercise:
    from wordgames.fivetiers import TIERS

    tileset = TileSet.load("fivetiers")
    have = Counter({face: n for face, n in tileset.counts.items() if face != WILD})
    blanks = tileset.count(WILD)
    for word in targets:
        if any(not (ch.isascii() and ch.isalpha()) and ch != "'" for ch in word):
            raise InvalidInput(f"Five Tiers cannot use {word!r}: its tiles are A to Z and \"'\"")
        if not TIERS[0] <= len(word) <= TIERS[-1]:
            raise InvalidInput(
                f"Five Tiers cannot use {word!r}: a word takes 2 to 6 tiles, it has {len(word)}"
            )
        if _short(Counter(word.upper()), have) > blanks:
            raise InvalidInput(f"the Five Tiers tiles cannot make {word!r}, even with blanks")
    by_length: dict[int, list[str]] = {}
    for word in targets:
        by_length.setdefault(len(word), []).append(word)
    k = options.get("k")
    k = len(by_length) if k is None else _option_int(options, "k", 1, 1)
    if k > len(by_length):
        raise InvalidInput(
            f"k={k}, but the targets have only {len(by_length)} different lengths "
            f"({', '.join(map(str, sorted(by_length)))}): a hand holds one word of each length "
            "from 2 to 6"
        )
    fill = _fill_words()
    tries = 200
    for _ in range(tries):
        tiers = rng.sample(sorted(by_length), k)
        chosen = {t: rng.choice(by_length[t]) for t in tiers}
        need = Counter("".join(chosen.values()).upper())
        if _short(need, have) > blanks:
            continue
        words = _fill_tiers(chosen, need, have, blanks, fill, rng)
        if words is not None:
            break
    else:
        raise InvalidInput(
            f"no Five Tiers hand holds {k} of these targets together: their letters are more "
            f"than the tiles ({tries} tries); try a smaller k"
        )
    need = Counter("".join(words).upper())
    hand: list[str] = []
    for face, n in need.items():
        real = min(n, have[face])
        hand += [face] * real + [WILD] * (n - real)
    rng.shuffle(hand)
    placed = tuple(w for w in words if w in targets)
    return Exercise("fivetiers", placed, tuple(hand), tuple(words), seed)


def _short(need: Counter[str], have: Counter[str]) -> int:
    """How many of ``need`` the tiles ``have`` lack (what blanks must cover)."""
    return sum((need - have).values())


def _fill_words() -> dict[int, list[str]]:
    words: dict[int, list[str]] = {}
    for word in sorted(Lexicon.default(FILL_LEVEL)):
        if word.isalpha() and word.isascii() and 2 <= len(word) <= 6:
            words.setdefault(len(word), []).append(word)
    return words


def _fill_tiers(
    chosen: dict[int, str], need: Counter[str], have: Counter[str], blanks: int,
    fill: dict[int, list[str]], rng: random.Random,
) -> list[str] | None:
    """The five words, shortest first: the chosen targets, everyday words in the other tiers,
    all within the tiles (blanks only where the targets need them)."""
    from wordgames.fivetiers import TIERS

    left = have - need
    words = dict(chosen)
    for tier in TIERS:
        if tier in words:
            continue
        for word in rng.sample(fill[tier], min(400, len(fill[tier]))):
            if not Counter(word.upper()) - left:
                words[tier] = word
                left -= Counter(word.upper())
                break
        else:
            return None
    return [words[tier] for tier in TIERS]


def _check_fivetiers(exercise: Exercise) -> list[str]:
    from wordgames.fivetiers import TIERS, place_all, solve

    game = exercise.game()
    words = [str(w) for w in exercise.solution]
    problems = []
    if [len(w) for w in words] != list(TIERS):
        return [f"the solution {words} is not one word of each length 2 to 6"]
    place_all(words, exercise.tiles)  # raises IllegalAction when the tiles do not fit
    invalid = [w for w in words if not game.valid(w)]
    if invalid:
        problems.append(f"not in the dictionary: {', '.join(invalid)}")
    if not set(exercise.targets) <= set(words):
        problems.append("the solution does not use every target")
    k = exercise.options.get("k")
    if k is not None and len(exercise.targets) < k:
        problems.append(f"the hand holds {len(exercise.targets)} targets, not {k}")
    if solve(list(exercise.tiles), game.lexicon) is None:  # the game's own solver agrees
        problems.append("the solver finds no five words in the hand")
    return problems


# Word Storm ------------------------------------------------------------------------------------


def _make_wordstorm(
    targets: list[str], rng: random.Random, seed: int, options: Mapping[str, Any]
) -> Exercise:
    from wordgames.wordstorm import Grid, check

    tileset = TileSet.load("wordstorm")
    have = Counter({face: n for face, n in tileset.counts.items() if face != WILD})
    wilds = tileset.count(WILD)
    for word in targets:
        _needs(word, "Word Storm")
        if len(word) < 2:
            raise InvalidInput(f"Word Storm cannot use {word!r}: a word has 2 letters or more")
        if _short(Counter(word.upper()), have) > wilds:
            raise InvalidInput(f"the Word Storm tiles cannot make {word!r}, even with wilds")
        if len(word) > WORDSTORM_SIZE[1]:
            raise InvalidInput(f"{word!r} is longer than a side of the board")
    k = options.get("k")
    k = min(len(targets), 4) if k is None else _option_int(options, "k", 1, 1)
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
                if (_fits(trial) and _short(Counter(trial.values()), have) <= wilds
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
    return Exercise("wordstorm", tuple(w for w in targets if w in placed), tuple(tiles),
                    (str(grid),), seed)


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


def _check_wordstorm(exercise: Exercise) -> list[str]:
    from wordgames.wordstorm import Board, Grid, check

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
    from wordgames.wordstorm.check import runs

    cells = grid.cells
    return ["".join(cells[p] for p in run) for _, run in runs(cells)]


def _reads(run: str, word: str) -> bool:
    return len(run) == len(word) and all(
        r in (WILD, ch) for r, ch in zip(run, word.upper(), strict=True)
    )


def _wordstorm_round(exercise: Exercise, game: Any, players: int, rng: random.Random) -> Any:
    from wordgames.wordstorm import Grid, State

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



def _masked(text: str, words: Sequence[str]) -> str:
    """``text`` with the answer's forms hidden: a definition that says "domestic cats" gives the
    anagram away.

    >>> _masked("a young cat; kittens, cats and wildcats", ["cat"])
    'a young ___; kittens, ___ and ___'
    >>> _masked("to be at or in a place", ["at"])  # a short answer: whole words only
    'to be ___ or in a place'
    """
    for form in sorted({w.lower() for w in words if w}, key=len, reverse=True):
        inside = r"\w*" if len(form) >= 3 else ""
        text = re.sub(rf"(?i)\b{inside}{re.escape(form)}{inside}\b", "___", text)
    return text

# anagrams --------------------------------------------------------------------------------------


def _make_anagram(
    targets: list[str], rng: random.Random, seed: int, options: Mapping[str, Any]
) -> Exercise:
    distractors = _option_int(options, "distractors", 0, 0)
    weights = TileSet.load("wordstorm").counts
    letters = sorted(face for face in weights if len(face) == 1 and face.isalpha())
    tiles = []
    extra = []
    for word in targets:
        _needs(word, "an anagram")
        if len(word) < 2:
            raise InvalidInput(f"an anagram needs 2 letters or more: {word!r}")
        more = "".join(rng.choices(letters, [weights[ch] for ch in letters], k=distractors))
        shuffled = list(word.upper() + more)
        for _ in range(20):  # a shuffle that spells the word gives the answer away
            rng.shuffle(shuffled)
            if "".join(shuffled) != word.upper():
                break
        tiles.append("".join(shuffled))
        extra.append(more)
    return Exercise("anagram", tuple(targets), tuple(tiles), tuple(extra), seed)


def _check_anagram(exercise: Exercise) -> list[str]:
    problems = []
    if len(exercise.tiles) != len(exercise.targets) or len(exercise.solution) != len(
        exercise.targets
    ):
        return ["one puzzle per target, each with its distractors"]
    for word, puzzle, more in zip(exercise.targets, exercise.tiles, exercise.solution,
                                  strict=True):
        if Counter(puzzle) != Counter(word.upper() + str(more)):
            problems.append(f"puzzle {puzzle!r} is not {word!r} plus {more!r}")
    return problems


# -- shared -------------------------------------------------------------------------------------

_MAKERS = {"myword": _make_myword, "fivetiers": _make_fivetiers, "wordstorm": _make_wordstorm,
           "anagram": _make_anagram}
_CHECKS = {"myword": _check_myword, "fivetiers": _check_fivetiers,
           "wordstorm": _check_wordstorm, "anagram": _check_anagram}
_OPTIONS = {"myword": ("min_cards", "cards"), "fivetiers": ("k",), "wordstorm": ("k",),
            "anagram": ("distractors",)}


def _option_int(options: Mapping[str, Any], name: str, default: int, least: int) -> int:
    value = options.get(name, default)
    if value is None:
        return default
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise InvalidInput(f"{name} must be a whole number of at least {least}, not {value!r}")
    return value


def _listed(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_listed(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    if isinstance(value, str | int | float) or value is None:
        return value
    raise InvalidInput(f"corrupt exercise: unexpected {type(value).__name__} in the solution")


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise InvalidInput(f"corrupt exercise: {what} is text, not {value!r}")
    return value


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidInput(f"corrupt exercise: {what} is a whole number, not {value!r}")
    return value


__all__ = ["KINDS", "Exercise", "make_exercise", "saved_exercises"]
