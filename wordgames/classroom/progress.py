"""What the students did: every play of an exercise or a game, kept in SQLite.

``Progress(folder)`` opens (or makes) ``progress.sqlite`` in the classroom folder. Each
:meth:`Progress.record` is one transaction: a play (student, game, exercise, when, how long,
hints used, score) with its words, each accepted or refused, and the exercise's target words,
each found or not. Several students on one JupyterHub can record at once and lose nothing: the
database is in WAL mode (readers never block the writer) and a writer waits its turn for up to
``timeout`` seconds. (WAL needs the folder on a local disk, not a network share.)

>>> import tempfile
>>> with tempfile.TemporaryDirectory() as tmp:
...     progress = Progress(tmp)
...     play = progress.record("Ana", "anagram", accepted=["cat"], refused=["cta"],
...                            targets=["cat", "dog"], hints=1, seconds=40)
...     progress.plays()[0]["found"], progress.count()
(1, 1)

The reports (tables per student and for the class, the hard words, words per minute, CSV
export) are pandas frames: :meth:`Progress.report` and the functions of
``wordgames.classroom.reports``.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgames.classroom.folder import classroom_folder
from wordgames.errors import InvalidInput, WordgamesError

if TYPE_CHECKING:
    import pandas

    from wordgames.classroom.exercises import Exercise

#: The layout of the database; a file made by a newer wordgames is refused, never changed.
SCHEMA_VERSION = 1
FILE_NAME = "progress.sqlite"
GAMES = ("myword", "fivetiers", "wordstorm", "anagram")
_NAME = re.compile(r"[^\x00-\x1f\x7f]{1,60}")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS plays (
    id INTEGER PRIMARY KEY,
    student TEXT NOT NULL,
    game TEXT NOT NULL,
    exercise TEXT,
    session TEXT,
    started REAL NOT NULL,
    seconds REAL NOT NULL,
    hints INTEGER NOT NULL,
    score INTEGER
);
CREATE TABLE IF NOT EXISTS words (
    play INTEGER NOT NULL REFERENCES plays(id),
    word TEXT NOT NULL,
    accepted INTEGER NOT NULL,
    target INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS targets (
    play INTEGER NOT NULL REFERENCES plays(id),
    word TEXT NOT NULL,
    found INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS words_play ON words(play);
CREATE INDEX IF NOT EXISTS targets_play ON targets(play);
CREATE INDEX IF NOT EXISTS plays_student ON plays(student);
"""


class Progress:
    """The class's progress in the classroom folder (``progress.sqlite``).

    ``folder``: the classroom folder (default ``~/wordgames-classroom`` or
    ``$WORDGAMES_CLASSROOM``); ``timeout``: how long a writer waits for another to finish.
    """

    def __init__(self, folder: str | Path | None = None, timeout: float = 30.0) -> None:
        self.folder = classroom_folder(folder)
        self.path = self.folder / FILE_NAME
        self.timeout = timeout
        with self._connect() as db:
            self._setup(db)

    def __repr__(self) -> str:
        return f"<Progress {str(self.path)!r}: {self.count()} plays>"

    # -- the database ---------------------------------------------------------------------------

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            # Autocommit (isolation_level=None): the transactions below are explicit.
            db = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        except sqlite3.Error as err:
            raise WordgamesError(
                f"cannot open the progress file {str(self.path)!r}: {err}"
            ) from None
        try:
            db.execute("PRAGMA foreign_keys = ON")
            yield db
        except sqlite3.DatabaseError as err:
            raise WordgamesError(
                f"the progress file {str(self.path)!r} cannot be used: {err} (is it a "
                "wordgames progress file? move it away to start a new one)"
            ) from None
        finally:
            db.close()

    def _setup(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise WordgamesError(
                f"the progress file {str(self.path)!r} was made by a newer wordgames (schema "
                f"{version}; this one reads {SCHEMA_VERSION}): update wordgames"
            )
        # WAL: readers and one writer at a time, without blocking each other.
        mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":  # pragma: no cover - filesystems without shared memory
            raise WordgamesError(f"the progress file cannot use WAL mode here (got {mode})")
        if version < SCHEMA_VERSION:
            db.execute("BEGIN IMMEDIATE")
            try:
                # One statement at a time: executescript would commit on its own.
                for statement in _SCHEMA.split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise

    @property
    def schema_version(self) -> int:
        """The layout version of the file (``SCHEMA_VERSION`` for a file this code made)."""
        with self._connect() as db:
            return int(db.execute("PRAGMA user_version").fetchone()[0])

    # -- recording ------------------------------------------------------------------------------

    def record(
        self,
        student: str,
        game: str,
        *,
        accepted: Iterable[str] = (),
        refused: Iterable[str] = (),
        targets: Iterable[str] = (),
        hints: int = 0,
        seconds: float = 0.0,
        exercise: Exercise | str | None = None,
        session: str | None = None,
        score: int | None = None,
        started: float | None = None,
    ) -> int:
        """Record one play, in one transaction; returns its id.

        ``accepted`` and ``refused``: the words the student tried, in order (a word may come
        twice); ``targets``: the exercise's target words (an ``Exercise`` gives its own), each
        found when accepted; ``seconds``: how long the play took; ``started``: when (Unix time,
        default now). ``session`` groups plays (a lesson's date, "week 3").
        """
        name = _student(student)
        if game not in GAMES:
            raise InvalidInput(f"no game {game!r}: {', '.join(GAMES)}")
        exercise_name = None
        target_words = [_word(w) for w in _listed(targets, "targets")]
        if exercise is not None:
            if isinstance(exercise, str):
                exercise_name = exercise
            else:
                exercise_name = exercise.name or f"{exercise.kind} {exercise.seed}"
                target_words = target_words or list(exercise.targets)
        good = [_word(w) for w in _listed(accepted, "accepted")]
        bad = [_word(w) for w in _listed(refused, "refused")]
        if not isinstance(hints, int) or isinstance(hints, bool) or hints < 0:
            raise InvalidInput(f"hints is a count (0 or more), not {hints!r}")
        if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not seconds >= 0:
            raise InvalidInput(f"seconds is a time (0 or more), not {seconds!r}")
        wanted = set(dict.fromkeys(target_words))
        rows = [(w, 1, int(w in wanted)) for w in good] + [(w, 0, int(w in wanted)) for w in bad]
        found = set(good)
        with self._connect() as db:
            db.execute("BEGIN IMMEDIATE")  # take the write lock now: no deadlock on upgrade
            try:
                cursor = db.execute(
                    "INSERT INTO plays (student, game, exercise, session, started, seconds, "
                    "hints, score) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (name, game, exercise_name, session,
                     time.time() if started is None else float(started), float(seconds),
                     hints, score),
                )
                play = int(cursor.lastrowid or 0)
                db.executemany(
                    "INSERT INTO words (play, word, accepted, target) VALUES (?, ?, ?, ?)",
                    [(play, *row) for row in rows],
                )
                db.executemany(
                    "INSERT INTO targets (play, word, found) VALUES (?, ?, ?)",
                    [(play, w, int(w in found)) for w in dict.fromkeys(target_words)],
                )
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        return play

    # -- reading --------------------------------------------------------------------------------

    def count(self) -> int:
        """How many plays are recorded."""
        with self._connect() as db:
            return int(db.execute("SELECT COUNT(*) FROM plays").fetchone()[0])

    def plays(self, student: str | None = None) -> list[dict[str, Any]]:
        """Every play (of ``student``, or everyone's), oldest first, as dicts with the counts:
        ``tried``, ``accepted``, ``refused``, ``targets``, ``found``."""
        query = """
            SELECT p.id, p.student, p.game, p.exercise, p.session, p.started, p.seconds,
                   p.hints, p.score,
                   (SELECT COUNT(*) FROM words w WHERE w.play = p.id) AS tried,
                   (SELECT COUNT(*) FROM words w WHERE w.play = p.id AND w.accepted) AS accepted,
                   (SELECT COUNT(*) FROM targets t WHERE t.play = p.id) AS targets,
                   (SELECT COUNT(*) FROM targets t WHERE t.play = p.id AND t.found) AS found
            FROM plays p {where} ORDER BY p.started, p.id
        """
        args: tuple[Any, ...] = ()
        where = ""
        if student is not None:
            where, args = "WHERE p.student = ?", (_student(student),)
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            rows = [dict(row) for row in db.execute(query.format(where=where), args)]
        for row in rows:
            row["refused"] = row["tried"] - row["accepted"]
        return rows

    def words(self) -> list[dict[str, Any]]:
        """Every word tried: ``play``, ``student``, ``word``, ``accepted``, ``target``."""
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            return [dict(row) for row in db.execute(
                "SELECT w.play, p.student, p.exercise, w.word, w.accepted, w.target FROM words w "
                "JOIN plays p ON p.id = w.play ORDER BY w.play, w.rowid"
            )]

    def targets(self) -> list[dict[str, Any]]:
        """Every target met: ``play``, ``student``, ``exercise``, ``word``, ``found``."""
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            return [dict(row) for row in db.execute(
                "SELECT t.play, p.student, p.exercise, t.word, t.found FROM targets t "
                "JOIN plays p ON p.id = t.play ORDER BY t.play, t.rowid"
            )]

    def students(self) -> list[str]:
        """The students who have played, sorted."""
        with self._connect() as db:
            return [r[0] for r in db.execute("SELECT DISTINCT student FROM plays ORDER BY 1")]

    # -- reports (pandas) -----------------------------------------------------------------------

    def report(self, student: str | None = None) -> pandas.DataFrame:
        """A table: one row per student (the class), or one row per play of ``student``.

        See ``wordgames.classroom.reports`` for the class's table per exercise, the hard
        words, words per minute and CSV export.
        """
        from wordgames.classroom import reports

        if student is None:
            return reports.per_student(self)
        return reports.student_plays(self, student)


def round_words(game: Any, result: Any, player: int = 0) -> tuple[list[str], list[str]]:
    """The words ``player`` tried in a finished round: (accepted, refused), in order.

    MY WORD!: the words the player called (a call is refused when the dictionary lacks the
    word or it has too few cards); Five Tiers: the valid and invalid words of the player's rack
    at the end; Word Storm: the words of the player's team's crossword, right and wrong.
    """
    name = getattr(game, "name", "")
    if name == "myword":
        return _calls(game, result.events, player)
    breakdown = result.breakdowns[player]
    if name == "fivetiers":
        return [w.lower() for w in breakdown.words], [w.lower() for w in breakdown.invalid_words]
    if name == "wordstorm":
        right = [w.lower() for w in breakdown.words]
        return right, []
    raise InvalidInput(f"no words to read from a round of {name or type(game).__name__!r}")


def words_made(game: Any, state: Any, player: int = 0) -> list[str]:
    """The words ``player`` has made so far in a round being played that the game's rules
    accept, in order: MY WORD!: the calls allowed; Five Tiers: the words in the player's
    tiers that the dictionary has; Word Storm: the words of the player's team's crossword.

    >>> from wordgames.fivetiers import Arrange, Game
    >>> game = Game()
    >>> state = game.deal([list("CATDOGSUNHATRAINBOWS"), list("EEEEAAAIIOONNRRTTLSU")], seed=1)
    >>> state = game.apply(state, Arrange(player=0, words=("no", "cat", "bowt", None, None)))
    >>> words_made(game, state, 0)
    ['no', 'cat']
    """
    name = getattr(game, "name", "")
    if name == "myword":
        return _calls(game, state.events, player)[0]
    if name == "fivetiers":
        placed = state.arrangements[player] if state.arrangements else None
        if placed is None:
            return []
        return [w.lower() for w in placed.words if w and game.valid(w)]
    if name == "wordstorm":
        from wordgames.wordstorm import check

        grid = state.grids[state.team_of(player)]
        return [placed.text.lower() for placed in check(grid, game.lexicon).words]
    raise InvalidInput(f"no words to read from a round of {name or type(game).__name__!r}")


def _calls(game: Any, events: Iterable[Any], player: int) -> tuple[list[str], list[str]]:
    """MY WORD!: the words ``player`` called, (allowed, refused), in order."""
    accepted: list[str] = []
    refused: list[str] = []
    for event in events:
        action = event.action
        if event.player != player or type(action).__name__ != "Claim":
            continue
        word = str(action.word).strip().lower()
        ok = (word.isalpha() and word in game.lexicon
              and len(action.cards) >= game.rules.min_cards)
        (accepted if ok else refused).append(word)
    return accepted, refused


def _student(name: object) -> str:
    if not isinstance(name, str) or not _NAME.fullmatch(name.strip()):
        raise InvalidInput(
            f"a student's name is 1 to 60 characters of text, not {name!r}"
        )
    return name.strip()


def _word(word: object) -> str:
    if not isinstance(word, str) or not word.strip() or len(word) > 100:
        raise InvalidInput(f"a word is text of 1 to 100 characters, not {word!r}")
    return word.strip().lower()


def _listed(words: Iterable[str], what: str) -> list[str]:
    if isinstance(words, str):
        raise InvalidInput(f"{what} is a list of words, not the string {words!r}")
    return list(words)


__all__ = ["FILE_NAME", "SCHEMA_VERSION", "Progress", "round_words", "words_made"]
