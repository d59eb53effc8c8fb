"""Exercises made from a teacher's words: seeded, saved as JSON, the same tiles for the class.

``make_exercise(kind, words, seed=0, **options)`` makes one of :func:`kinds`: one per game
that declares how (``GameInfo.exercise``, a maker in the game's own package), and the drill:

- ``"myword"``: a MY WORD! deal (the cards in dealing order) in which every target word can be
  claimed once its last card is on the table (options ``min_cards=3``, ``cards=None``: the
  whole deck, or fewer cards in all);
- ``"fivetiers"``: a Five Tiers hand of 20 tiles that five words complete, ``k`` of them
  targets (one word per tier, so the targets need ``k`` different lengths from 2 to 6);
  ``spanish=True`` (or a Spanish :class:`WordList`): Spanish words, the Spanish tiles and
  dictionary;
- ``"wordstorm"``: Word Storm tiles that build one crossword holding ``k`` target words;
- ``"anagram"``: each target's letters shuffled (``tiles[i]`` is the i-th puzzle), with
  ``distractors`` extra letters; the student types the word; hints go definition first, then
  first letter.

>>> ex = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=1)
>>> ex.targets, len(ex.tiles), ex.solution
(('cat', 'frog', 'horse'), 20, ('am', 'cat', 'frog', 'horse', 'needed'))
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

import random
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

from wordgames.classroom.definitions import define
from wordgames.classroom.folder import (
    check_name,
    classroom_folder,
    classroom_subfolder,
    saved_names,
)
from wordgames.classroom.meaning import meaning
from wordgames.classroom.wordlist import Entry, WordList
from wordgames.errors import InvalidInput, LexiconError
from wordgames.kit.envelope import Envelope, check, saved_field, text_table, texts, unknown
from wordgames.kit.exercises import Exercised, Made, Maker, only_letters, option_int
from wordgames.kit.protocol import GAMES
from wordgames.kit.seeding import derive_seed
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon, fold_accents
from wordgames.play.plainwords import word_verdict
from wordgames.play.presets import preset
from wordgames.screens.classroom import exercise_html

#: The kind of exercise that is no game's: a drill of anagrams.
ANAGRAM = "anagram"
#: The most an exercise file may hold: as much as the word list it could be made from.
MAX_BYTES = 5_000_000
#: An exercise's file: its fields at version 1 (the first, and still today's).
ENVELOPE = Envelope("wordgames.exercise", 1, "an exercise", MAX_BYTES)
FORMAT = ENVELOPE.format
_FIELDS = frozenset({"kind", "name", "seed", "targets", "tiles", "solution", "options",
                     "definitions", "categories", "notes"})


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
      ``definitions``, ``categories`` and ``notes`` of targets, from the word list (hints and
      the meanings on the play screen come from them first).
    """

    kind: str
    targets: tuple[str, ...]
    tiles: tuple[str, ...]
    solution: tuple[Any, ...]
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    definitions: Mapping[str, str] = field(default_factory=dict)
    name: str | None = None
    categories: Mapping[str, str] = field(default_factory=dict)
    notes: Mapping[str, str] = field(default_factory=dict)

    # -- as data --------------------------------------------------------------------------------

    def fields(self) -> dict[str, Any]:
        """The exercise's saved fields (plain JSON data, without the envelope)."""
        return {
            "kind": self.kind, "name": self.name, "seed": self.seed,
            "targets": list(self.targets), "tiles": list(self.tiles),
            "solution": _listed(self.solution), "options": dict(self.options),
            "definitions": dict(self.definitions), "categories": dict(self.categories),
            "notes": dict(self.notes),
        }

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data in the exercise's envelope (:data:`ENVELOPE`)."""
        return ENVELOPE.seal(self.fields())

    def to_json(self) -> str:
        """The exercise as JSON text (what :meth:`save` writes)."""
        return ENVELOPE.dumps(self.fields())

    @classmethod
    def from_dict(cls, data: Any) -> Exercise:
        """The inverse of :meth:`to_dict` (any version of it); data that is not an exercise
        raises ``InvalidInput`` naming the field. The solution is checked against the game's
        rules.

        >>> Exercise.from_dict({"format": FORMAT, "kind": "anagram", "targets": ["cat"],
        ...                     "tiles": [7], "solution": [""]})
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: exercise.tiles[0]: text is needed, not the number 7
        """
        return cls._checked(ENVELOPE.open(dict(data) if isinstance(data, Mapping) else data))

    @classmethod
    def _checked(cls, body: dict[str, Any]) -> Exercise:
        unknown(body, _FIELDS, "exercise")
        kind = saved_field(body, "kind", str, "exercise")
        if kind not in kinds():
            raise InvalidInput(f"exercise.kind: no exercise kind {kind!r}; kinds: "
                               f"{', '.join(kinds())}")
        for name in ("targets", "tiles", "solution"):
            saved_field(body, name, list, "exercise")
        options = saved_field(body, "options", dict, "exercise", default={}, optional=True)
        exercise = cls(
            kind=kind,
            targets=texts(body["targets"], "exercise.targets"),
            tiles=texts(body["tiles"], "exercise.tiles"),
            solution=_tupled(body["solution"], "exercise.solution"),
            seed=saved_field(body, "seed", int, "exercise", default=0),
            options=dict(options or {}),
            definitions=text_table(body.get("definitions"), "exercise.definitions"),
            name=saved_field(body, "name", str, "exercise", default=None, optional=True),
            categories=text_table(body.get("categories"), "exercise.categories"),
            notes=text_table(body.get("notes"), "exercise.notes"),
        )
        problems = exercise.check()
        if problems:
            raise InvalidInput("exercise.solution: " + "; ".join(problems))
        return exercise

    @classmethod
    def from_json(cls, text: str | bytes) -> Exercise:
        """An exercise from :meth:`to_json`'s text (or any older version's)."""
        return cls._checked(ENVELOPE.loads(text))

    def save(self, name: str | None = None, folder: str | Path | None = None) -> Path:
        """Save as ``exercises/NAME.json`` in the classroom folder (whole or not at all);
        returns the path."""
        name = check_name(name or self.name or f"{self.kind} {self.seed}")
        out = classroom_subfolder("exercises", folder)
        return ENVELOPE.write(out / f"{name}.json", self.fields() | {"name": name})

    @classmethod
    def open(cls, name: str, folder: str | Path | None = None) -> Exercise:
        """An exercise saved by :meth:`save`, by name."""
        path = classroom_folder(folder, create=False) / "exercises" / f"{check_name(name)}.json"
        if not path.exists():  # a pipe or a folder in its place is refused by read_text
            known = saved_exercises(folder)
            raise LexiconError(
                f"no saved exercise {name!r}; saved: {', '.join(known) or 'none yet'}"
            )
        exercise: Exercise = ENVELOPE.read(path, cls._checked)
        return exercise

    def wordlist(self) -> WordList:
        """The targets as a word list with the teacher's definitions, categories and notes
        (what ``define(word, wordlist=...)`` and ``meaning`` read).

        >>> words = WordList.load("word,definition,category\\ncat,our pet,Animals\\ndog,,")
        >>> ex = make_exercise("anagram", words, seed=1)
        >>> ex.wordlist().entry("cat")
        Entry(line=1, word='cat', definition='our pet', category='Animals', note=None)
        """
        return WordList([Entry(line, word, self.definitions.get(word),
                               self.categories.get(word), self.notes.get(word))
                         for line, word in enumerate(self.targets, start=1)],
                        name=self.name or "the exercise's words")

    # -- playing --------------------------------------------------------------------------------

    @cached_property
    def lexicon(self) -> Lexicon:
        """The exercise's dictionary: the game's own, plus any target it lacks."""
        if self.kind == "anagram":
            base = Lexicon.default(70)
        else:
            base = GAMES[self.kind].default_lexicon(self.rules())
        if base is None:  # a game of no dictionary: the targets are its words
            return Lexicon.from_words(self.targets)
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
        return GAMES[self.kind].rules(**self._rule_options())

    def _rule_options(self) -> dict[str, Any]:
        return maker(self.kind).rules(self.targets, self.options)

    def table_rules(self, level: str = "easy") -> Any:
        """The rules of a table dealt from this exercise: :meth:`rules` on the clock of the
        preset ``level`` (``wordgames.play.presets``), for one round and no target score.

        >>> five = make_exercise("fivetiers", ["cat", "frog"])
        >>> rules = five.table_rules("easy")
        >>> rules.rounds, rules.target, rules.timer, sorted(rules.subject_words)
        (1, None, 480.0, ['cat', 'frog'])
        """
        if self.kind == "anagram":
            raise InvalidInput("an anagram drill is no game round: it has no table")
        rules = preset(level, self.kind).rules(**self._rule_options())
        return replace(rules, rounds=1, target=None)

    def bot_options(self) -> dict[str, Any]:
        """What the game's bot class is given at a table of this exercise: in MY WORD! the
        target words' cards are ``protected`` (the words of the week are the student's)."""
        if self.kind == ANAGRAM:
            return {}
        return maker(self.kind).bot_options(self)

    def heading(self, players: int) -> dict[str, str]:
        """What a screen says of the exercise, in a child's words: its ``title`` and a
        ``note`` (how many words of the week, against how many bots).

        >>> make_exercise("fivetiers", ["cat", "frog"], seed=1).heading(2)["note"]
        'Find the 2 words of the week: CAT, FROG. You play against 1 bot.'
        """
        what = self.name or f"practice {self.seed}"
        count = len(self.targets)
        words = ", ".join(w.upper() for w in self.targets)
        bots = players - 1
        against = (f" You play against {bots} bot{'s' * (bots != 1)}." if bots > 0 else "")
        find = (f"Find the word of the week: {words}." if count == 1
                else f"Find the {count} words of the week: {words}.")
        return {"title": f"{display_name(self.kind)} exercise: {what}", "note": find + against}

    def game(self) -> Any:
        """The game, with this exercise's rules and dictionary."""
        if self.kind == "anagram":
            raise InvalidInput("an anagram drill is no game round: use answer() and hint()")
        return GAMES[self.kind].game(rules=self.rules(), lexicon=self.lexicon)

    def new_round(self, players: int = 2, seed: int = 0, game: Any = None) -> Any:
        """A round of the game in which player 0 (the student) gets the exercise's tiles.

        MY WORD!: the cards are dealt in the exercise's order. Five Tiers: player 0's rack is
        the hand; the others draw from the rest (seeded). Word Storm: every deal gives player 0
        the exercise's next tiles and the others as many from the rest. ``game``: the game
        object the round is played with (a table's; default :meth:`game`).
        """
        game = self.game() if game is None else game
        rng = random.Random(derive_seed(seed, "exercise round", self.kind))
        return maker(self.kind).deal(self, game, players, rng)

    def bots(self, players: int = 2, level: str = "easy", seed: int = 0) -> list[Any]:
        """The bots for seats 1 to ``players - 1`` of :meth:`new_round`, at a preset ``level``
        (``wordgames.play.presets``: Easy unless the teacher picks another). In MY WORD! they leave
        the target words' cards alone: the student's words of the week are the student's.

        >>> from wordgames.myword.exercise import target_cards
        >>> deal = make_exercise("myword", ["cat", "dog"], seed=3)
        >>> [sorted(bot.protected) == target_cards(deal.solution) for bot in deal.bots(3)]
        [True, True]
        """
        if self.kind == "anagram":
            raise InvalidInput("an anagram drill has no bots")
        chosen = preset(level, self.kind)
        return [chosen.bot(seed=derive_seed(seed, "exercise bot", seat), **self.bot_options())
                for seat in range(1, players)]

    def answer(self, puzzle: int, text: str) -> bool:
        """Whether ``text`` is the word of anagram ``puzzle`` (counted from 0).

        >>> drill = make_exercise("anagram", ["cat", "dog"], seed=3)
        >>> drill.answer(0, " CAT "), drill.answer(1, "god")
        (True, False)
        """
        return text.strip().lower() == self._puzzle(puzzle)

    def judge(self, puzzle: int, text: str) -> tuple[str, str]:
        """What an answer to anagram ``puzzle`` is, and what to tell the student: ``right``;
        ``other word`` (a real word from the tiles that is not the one wanted: no mistake);
        ``not from the tiles``; ``not a word`` (a misspelling).

        >>> drill = make_exercise("anagram", ["cloud"], seed=3)
        >>> drill.judge(0, "could")
        ('other word', 'COULD is a word too, but not the one we want: try again.')
        >>> drill.judge(0, "cluod")[0], drill.judge(0, "clown")[0], drill.judge(0, "Cloud")[0]
        ('not a word', 'not from the tiles', 'right')
        """
        target = self._puzzle(puzzle)
        word = text.strip().lower()
        if word == target:
            return "right", f"Right: {word.upper()}!"
        shown = word.upper()
        if Counter(shown) - Counter(self.tiles[puzzle].upper()):
            return "not from the tiles", (f"{shown} uses letters that are not in the tiles. "
                                          "Try again, or ask for a hint.")
        verdict = word_verdict(word, self.lexicon, shortest=1, suggest=False)  # no answer given
        if not verdict.ok:
            return "not a word", f"{verdict.text} Try again, or ask for a hint."
        if Counter(word) == Counter(target):
            return "other word", f"{shown} is a word too, but not the one we want: try again."
        return "other word", (f"{shown} is a word from these tiles, but the one we want uses "
                              f"{len(target)} of them: try again.")

    def hint(self, puzzle: int, step: int) -> str | None:
        """Hint ``step`` (0, 1...) for anagram ``puzzle``: its definition (the teacher's first),
        then its first letter; None when there are no more.

        >>> drill = make_exercise("anagram", ["cat"])
        >>> drill.hint(0, 0)  # a child's meaning, which never names the word
        'a small furry animal that people keep as a pet and that says miaow'
        >>> drill.hint(0, 1), drill.hint(0, 2)
        ('it starts with C', None)
        """
        word = self._puzzle(puzzle)
        hints: list[str] = []
        if word in self.definitions:
            hints.append(_masked(self.definitions[word], (word,)))
        else:
            found = define(word, extras=False)
            shown = meaning(word)
            if found is not None and shown is not None:
                masked = _masked(shown, (word, found.lemma))
                meant, colon, examples = masked.partition(": ")
                # "...: domestic ___; ___" tells a child nothing but blanks.
                hints.append(meant if colon and "___" in examples else masked)
        hints.append(f"it starts with {word[0].upper()}")
        return hints[step] if 0 <= step < len(hints) else None

    def _puzzle(self, puzzle: int) -> str:
        if self.kind != "anagram":
            raise InvalidInput(f"a {display_name(self.kind)} exercise has no anagram puzzles")
        if not isinstance(puzzle, int) or not 0 <= puzzle < len(self.targets):
            raise InvalidInput(f"puzzles are 0..{len(self.targets) - 1}, not {puzzle!r}")
        return self.targets[puzzle]

    # -- checking -------------------------------------------------------------------------------

    def check(self) -> list[str]:
        """What is wrong with the exercise, by the game's own rules (empty when all is well):
        its solution is replayed to show that every target can really be made."""
        try:
            return maker(self.kind).check(self)
        except (ValueError, TypeError, KeyError, IndexError) as err:
            return [f"the solution does not fit the exercise: {err}"]

    def _repr_html_(self) -> str:
        return exercise_html(self)


def saved_exercises(folder: str | Path | None = None) -> list[str]:
    """The names of the exercises saved in the classroom folder, sorted."""
    return saved_names(classroom_folder(folder, create=False) / "exercises", ".json")


def saved_kind(name: str, folder: str | Path | None = None) -> str | None:
    """The kind of the exercise saved as ``name`` (a quick look: lists show it without
    checking the whole exercise), or None when there is no readable exercise of that name."""
    path = classroom_folder(folder, create=False) / "exercises" / f"{check_name(name)}.json"
    try:
        kind = ENVELOPE.read(path).get("kind")
    except InvalidInput:
        return None
    return kind if kind in kinds() else None


# -- making -------------------------------------------------------------------------------------


def make_exercise(
    kind: str, words: WordList | Iterable[str], seed: int = 0, **options: Any
) -> Exercise:
    """An exercise of ``kind`` whose targets are ``words`` (a :class:`WordList` or words).

    The same arguments give the same exercise on any machine. ``InvalidInput`` names the word
    when a target cannot be made, and says which option is wrong for a bad one.
    """
    made_by = maker(kind)
    if isinstance(words, WordList):  # a Spanish list makes a Spanish exercise, say
        for name, value in made_by.language(words.language).items():
            options.setdefault(name, value)
    targets, about = _targets(words)
    known = made_by.options
    extra = sorted(set(options) - set(known))
    if extra:
        raise InvalidInput(
            f"a {display_name(kind)} exercise has no option {extra[0]!r}; options: "
            f"{', '.join(known) or 'none'}"
        )
    rng = random.Random(derive_seed(seed, "exercise", kind))
    exercise = made_by.make(targets, rng, options)
    # What the list says about the targets travels with the exercise to every student.
    kept = [{w: t for w, t in table.items() if w in exercise.targets} for table in about]
    return Exercise(kind, exercise.targets, exercise.tiles, exercise.solution,
                    seed, dict(options), kept[0], categories=kept[1], notes=kept[2])


def _targets(
    words: WordList | Iterable[str],
) -> tuple[list[str], tuple[dict[str, str], dict[str, str], dict[str, str]]]:
    """The targets, and the list's (definitions, categories, notes) of them."""
    if isinstance(words, str):
        raise InvalidInput("the target words are a list (or a WordList), not one string")
    about: tuple[dict[str, str], dict[str, str], dict[str, str]] = ({}, {}, {})
    if isinstance(words, WordList):
        found = words.words
        for e in words.entries:
            for table, text in zip(about, (e.definition, e.category, e.note), strict=True):
                if text:
                    table[e.word] = text
    else:
        found = []
        for word in words:
            if not isinstance(word, str) or not word.strip():
                raise InvalidInput(f"a target word is text, not {word!r}")
            found.append(fold_accents(word.strip().lower()))
    unique = list(dict.fromkeys(found))
    if not unique:
        raise InvalidInput("an exercise needs at least one target word")
    return unique, about


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


def _make_anagram(targets: list[str], rng: random.Random, options: Mapping[str, Any]) -> Made:
    distractors = option_int(options, "distractors", 0, 0)
    weights = TileSet.load("wordstorm").counts
    letters = sorted(face for face in weights if len(face) == 1 and face.isalpha())
    tiles = []
    extra = []
    for word in targets:
        only_letters(word, "an anagram")
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
    return Made(tuple(targets), tuple(tiles), tuple(extra))


def _check_anagram(exercise: Exercised) -> list[str]:
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


def _no_round(exercise: Exercised, game: Any, players: int, rng: random.Random) -> Any:
    raise InvalidInput("an anagram drill is no game round: it has no table")


#: How the anagram drill's exercises are made and checked (it is no game: it is never dealt).
ANAGRAM_MAKER = Maker(_make_anagram, _check_anagram, _no_round, ("distractors",))


# -- shared -------------------------------------------------------------------------------------

def kinds() -> tuple[str, ...]:
    """The kinds of exercise: each game of ``GAMES`` that declares how its exercises are made
    (``GameInfo.exercise``), by its name, and the anagram drill.

    >>> kinds()
    ('fivetiers', 'myword', 'wordstorm', 'anagram')
    """
    return (*(name for name in GAMES if GAMES[name].exercise is not None), ANAGRAM)


def maker(kind: str) -> Maker:
    """How exercises of ``kind`` are made: the game's ``GameInfo.exercise``, or the drill's;
    ``InvalidInput`` naming the kinds for a kind of none (a game that declares no maker).

    >>> maker("chess")
    Traceback (most recent call last):
    ...
    wordgames.errors.InvalidInput: no exercise kind 'chess': fivetiers, myword, wordstorm, anagram
    """
    found = ANAGRAM_MAKER if kind == ANAGRAM else (
        GAMES[kind].exercise if isinstance(kind, str) and kind in GAMES else None)
    if found is None:
        raise InvalidInput(f"no exercise kind {kind!r}: {', '.join(kinds())}")
    return found


def display_name(kind: str) -> str:
    """An exercise kind as its exercises name it: the game's ``display_name``, or the drill.

    >>> display_name("myword"), display_name("anagram")
    ('MY WORD!', 'anagram')
    """
    return ANAGRAM if kind == ANAGRAM else GAMES[kind].display_name


def _listed(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_listed(v) for v in value]
    return value


def _tupled(value: Any, path: str) -> Any:
    """A saved solution: lists become tuples; texts, whole numbers and null stay."""
    if isinstance(value, list):
        return tuple(_tupled(v, f"{path}[{i}]") for i, v in enumerate(value))
    if value is not None:
        check(value, (str, int), path)
    return value


# A table saved with its exercise reads it back with this module's checks (the play layer below
# imports nothing of the classroom).
#: How a saved table's exercise is read back (named by :mod:`wordgames.play.exercise_reader`).
read_saved_exercise = Exercise.from_dict

__all__ = ["ANAGRAM", "ANAGRAM_MAKER", "ENVELOPE", "FORMAT", "Exercise", "display_name", "kinds",
           "make_exercise", "maker", "saved_exercises", "saved_kind"]
