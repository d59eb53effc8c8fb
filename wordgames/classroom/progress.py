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

import os
import re
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordgames.classroom.exercises import Exercise
from wordgames.classroom.folder import classroom_folder
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit import validate
from wordgames.kit.files import regular_file
from wordgames.kit.names import one_alphabet, visible
from wordgames.kit.protocol import GAMES, GameInfo

if TYPE_CHECKING:
    import pandas

#: The layout of the database; a file made by a newer wordgames is refused, never changed.
SCHEMA_VERSION = 1
FILE_NAME = "progress.sqlite"
#: What a play is recorded for, besides a game of ``wordgames.GAMES``: the anagram exercise.
EXERCISES = ("anagram",)
_NAME = re.compile(r"[^\x00-\x1f\x7f]{1,60}")
#: The largest score recorded either way: far beyond any game's, well inside SQLite's integers.
MAX_SCORE = 10**9
#: The most words one play records (a student types a few hundred in a lesson at most).
MAX_WORDS = 10_000

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

#: The columns of each table (a file missing one is not recorded into).
_COLUMNS = {table: re.findall(r"^    (\w+) ", body, re.MULTILINE)
            for table, body in re.findall(r"CREATE TABLE IF NOT EXISTS (\w+) \((.*?)\);",
                                          _SCHEMA, re.DOTALL)}


class Progress:
    """The class's progress in the classroom folder (``progress.sqlite``).

    ``folder``: the classroom folder (default ``~/wordgames-classroom`` or
    ``$WORDGAMES_CLASSROOM``); ``timeout``: how long a writer waits for another to finish.
    """

    def __init__(self, folder: str | Path | None = None, timeout: float = 30.0) -> None:
        self.folder = classroom_folder(folder)
        self.path = self.folder / FILE_NAME
        self.timeout = validate.number(timeout, "timeout", least=0, unit="seconds")
        validate.whole(int(self.timeout), "timeout", most=validate.LONGEST)
        with self._connect() as db:
            self._setup(db)

    def __repr__(self) -> str:
        return f"<Progress {str(self.path)!r}: {self.count()} plays>"

    # -- the database ---------------------------------------------------------------------------

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            if self.path.exists() or self.path.is_symlink():
                regular_file(self.path, what="the progress file")  # not a pipe or a device
            # Autocommit (isolation_level=None): the transactions below are explicit.
            db = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        except (sqlite3.Error, OSError) as err:
            raise self._unusable(f"cannot open the progress file {str(self.path)!r}", err) \
                from None
        try:
            db.execute("PRAGMA foreign_keys = ON")
            yield db
        except sqlite3.DatabaseError as err:
            raise self._unusable(f"the progress file {str(self.path)!r} cannot be used", err) \
                from None
        finally:
            db.close()

    def _unusable(self, what: str, err: Exception) -> WordgamesError:
        """The error for a file SQLite cannot open or use: a read-only folder (or file) says
        so, for moving a good file away would not help."""
        if not self.path.exists():  # nothing to move away: the folder cannot hold the file
            return WordgamesError(
                f"cannot make the progress file in the classroom folder {str(self.folder)!r} "
                f"({err}): use a folder you can write to (Progress(folder) or "
                "$WORDGAMES_CLASSROOM)")
        if not all(os.access(p, os.W_OK) for p in (self.folder, self.path) if p.exists()):
            return WordgamesError(
                f"the classroom folder {str(self.folder)!r} is read-only here, so progress "
                f"cannot be recorded in it ({err}): use a folder you can write to "
                "(Progress(folder) or $WORDGAMES_CLASSROOM)")
        return WordgamesError(f"{what}: {err} ({_advice(err)})")

    def _setup(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise WordgamesError(
                f"the progress file {str(self.path)!r} was made by a newer wordgames (schema "
                f"{version}; this one reads {SCHEMA_VERSION}): update wordgames"
            )
        # The layout is checked before anything is written (the journal mode is a write): a
        # file of someone else's tables, or of ours missing columns, is left as it was.
        self._check_layout(db)
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

    def _check_layout(self, db: sqlite3.Connection) -> None:
        tables = {name: {row[1] for row in db.execute(f"PRAGMA table_info({name})")}
                  for (name,) in db.execute(
                      "SELECT name FROM sqlite_master WHERE type = 'table' "
                      "AND name NOT LIKE 'sqlite_%'")}
        foreign = sorted(set(tables) - set(_COLUMNS))
        if foreign:
            raise WordgamesError(
                f"the progress file {str(self.path)!r} is not a wordgames progress file: it "
                f"holds the tables {', '.join(foreign)} (move it away to start a new one)")
        for table, columns in tables.items():
            missing = [c for c in _COLUMNS[table] if c not in columns]
            if missing:
                raise WordgamesError(
                    f"the progress file {str(self.path)!r} is in a layout this wordgames does "
                    f"not read: its table {table} lacks {', '.join(missing)} (move it away to "
                    "start a new one)")

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
        if not isinstance(game, str) or (game not in GAMES and game not in EXERCISES):
            raise InvalidInput(f"no game {game!r}: {', '.join([*sorted(GAMES), *EXERCISES])}")
        exercise_name = None
        target_words = [_word(w) for w in _listed(targets, "targets")]
        if isinstance(exercise, str):
            exercise_name = validate.text(exercise, "exercise", longest=100)
        elif isinstance(exercise, Exercise):
            exercise_name = exercise.name or f"{exercise.kind} {exercise.seed}"
            target_words = target_words or list(exercise.targets)
        elif exercise is not None:
            raise InvalidInput(f"exercise is an Exercise, its name or None, not "
                               f"{validate.shown(exercise)}")
        if session is not None:
            validate.text(session, "session", longest=100)
        if score is not None:
            validate.whole(score, "score", least=-MAX_SCORE, most=MAX_SCORE)
        if started is not None:
            validate.number(started, "started (a Unix time)", least=0)
        good = [_word(w) for w in _listed(accepted, "accepted")]
        bad = [_word(w) for w in _listed(refused, "refused")]
        if not isinstance(hints, int) or isinstance(hints, bool) or not 0 <= hints <= MAX_SCORE:
            raise InvalidInput(f"hints is a count (0 to {MAX_SCORE:,}), not "
                               f"{validate.shown(hints)}")
        if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not (
                0 <= seconds <= validate.LONGEST):
            raise InvalidInput(f"seconds is a time (0 to {validate.LONGEST:,} seconds), not "
                               f"{validate.shown(seconds)}")
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

    # -- removing -------------------------------------------------------------------------------

    def remove_play(self, play: int) -> None:
        """Remove one play (its ``id`` from :meth:`plays`), its words and targets with it."""
        if not isinstance(play, int) or isinstance(play, bool):
            raise InvalidInput(f"a play is its id (a whole number), not {play!r}")
        self._remove("id = ?", (play,), f"no play {play} is recorded")

    def remove_student(self, student: str) -> int:
        """Remove every play of ``student`` (a test name, a student who left); returns how
        many plays went."""
        name = _student(student)
        with self._connect() as db:
            count = int(db.execute("SELECT COUNT(*) FROM plays WHERE student = ?",
                                   (name,)).fetchone()[0])
        known = ", ".join(self.students()) or "none yet"
        self._remove("student = ?", (name,), f"no student {name!r} has played; students: {known}")
        return count

    def _remove(self, where: str, args: tuple[Any, ...], missing: str) -> None:
        with self._connect() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                ids = [r[0] for r in db.execute(f"SELECT id FROM plays WHERE {where}", args)]
                if not ids:
                    raise InvalidInput(missing)
                marks = ", ".join("?" * len(ids))
                for table in ("words", "targets"):
                    db.execute(f"DELETE FROM {table} WHERE play IN ({marks})", ids)
                db.execute(f"DELETE FROM plays WHERE id IN ({marks})", ids)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise

    # -- reading --------------------------------------------------------------------------------

    def count(self) -> int:
        """How many plays are recorded."""
        with self._connect() as db:
            return int(db.execute("SELECT COUNT(*) FROM plays").fetchone()[0])

    def plays(self, student: str | None = None, *,
              latest: int | None = None) -> list[dict[str, Any]]:
        """Every play (of ``student``, or everyone's; only the ``latest`` so many, if given),
        oldest first, as dicts with the counts: ``tried``, ``accepted``, ``refused``,
        ``targets``, ``found``."""
        # The latest are chosen before their words are counted: the teacher's live page asks
        # every two seconds, and a term's plays hold tens of thousands of words.
        query = """
            SELECT p.id, p.student, p.game, p.exercise, p.session, p.started, p.seconds,
                   p.hints, p.score,
                   (SELECT COUNT(*) FROM words w WHERE w.play = p.id) AS tried,
                   (SELECT COUNT(*) FROM words w WHERE w.play = p.id AND w.accepted) AS accepted,
                   (SELECT COUNT(*) FROM targets t WHERE t.play = p.id) AS targets,
                   (SELECT COUNT(*) FROM targets t WHERE t.play = p.id AND t.found) AS found
            FROM (SELECT * FROM plays {where} ORDER BY started DESC, id DESC {limit}) p
            ORDER BY p.started, p.id
        """
        args: list[Any] = []
        where = limit = ""
        if student is not None:
            where = "WHERE student = ?"
            args.append(_student(student))
        if latest is not None:
            if not isinstance(latest, int) or isinstance(latest, bool) or latest < 0:
                raise InvalidInput(f"latest: a number of plays (0 or more), not {latest!r}")
            limit = "LIMIT ?"
            args.append(latest)
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            rows = [dict(row) for row in db.execute(query.format(where=where, limit=limit),
                                                    args)]
        for row in rows:
            row["refused"] = row["tried"] - row["accepted"]
        return rows

    def words(self, plays: Iterable[int] | None = None) -> list[dict[str, Any]]:
        """Every word tried (in the ``plays`` given by id, if given): ``play``, ``student``,
        ``word``, ``accepted``, ``target``."""
        ids = None if plays is None else sorted({int(p) for p in plays})
        where = "" if ids is None else f"WHERE w.play IN ({', '.join('?' * len(ids))})"
        with self._connect() as db:
            db.row_factory = sqlite3.Row
            return [dict(row) for row in db.execute(
                "SELECT w.play, p.student, p.exercise, w.word, w.accepted, w.target FROM words w "
                f"JOIN plays p ON p.id = w.play {where} ORDER BY w.play, w.rowid", ids or ()
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
        from wordgames.classroom import reports  # pandas: only when a report is asked for

        if student is None:
            return reports.per_student(self)
        return reports.student_plays(self, student)


def round_words(game: Any, result: Any, player: int = 0) -> tuple[list[str], list[str]]:
    """The words ``player`` tried in a finished round: (accepted, refused), in order.

    MY WORD!: the words the player called (a call is refused when the dictionary lacks the
    word or it has too few cards); Five Tiers: the valid and invalid words of the player's rack
    at the end; Word Storm: the words of the player's team's crossword, right and wrong.
    """
    return _info(game).round_words(game, result, player)


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
    return _info(game).words_made(game, state, player)


def words_not_counted(game: Any, state: Any, player: int = 0) -> list[str]:
    """The words ``player`` has tried so far in a round being played that did not count, in
    order: MY WORD!: the calls refused; Five Tiers: the words in the player's rows the
    dictionary lacks; Word Storm: none (a grid's words are checked at the round's end).

    >>> from wordgames.fivetiers import Arrange, Game
    >>> game = Game()
    >>> state = game.deal([list("CATDOGSUNHATRAINBOWS"), list("EEEEAAAIIOONNRRTTLSU")], seed=1)
    >>> state = game.apply(state, Arrange(player=0, words=("no", "cat", "bowt", None, None)))
    >>> words_not_counted(game, state, 0)
    ['bowt']
    """
    return _info(game).words_not_counted(game, state, player)


def _info(game: Any) -> GameInfo:
    """The facts of the game ``game`` (a ``Game``) is a round of: how its words are read
    (``GameInfo.round_words`` and the rest, declared by each game)."""
    name = getattr(game, "name", "")
    if not isinstance(name, str) or name not in GAMES:
        raise InvalidInput(f"no words to read from a round of {name or type(game).__name__!r}")
    return GAMES[name]


def _student(name: object) -> str:
    """A student's name as the tables show it: invisible characters dropped, spaces folded, and
    no name mixing look-alike alphabets (the classroom server's names,
    :mod:`wordgames.kit.names`)."""
    shown = " ".join(visible(name).split()) if isinstance(name, str) else name
    if not isinstance(name, str) or not isinstance(shown, str) or not _NAME.fullmatch(shown) \
            or not _NAME.fullmatch(name.strip()):  # a control character is refused, not dropped
        raise InvalidInput(
            f"a student's name is 1 to 60 characters of text, not {name!r}"[:200]
        )
    return one_alphabet(shown)


def _word(word: object) -> str:
    if not isinstance(word, str) or not word.strip() or len(word) > 100:
        raise InvalidInput(f"a word is text of 1 to 100 characters, not {word!r}")
    return word.strip().lower()


def _listed(words: Iterable[str], what: str) -> list[str]:
    if isinstance(words, str):
        raise InvalidInput(f"{what} is a list of words, not the string {words!r}")
    return list(validate.items(words, what, lambda word, _: word, longest=MAX_WORDS))


def _advice(err: Exception) -> str:
    """What to do about a progress file SQLite refused, by why: moving the file away is
    advised only for a file that is not a progress database at all, never for a locked or
    full one (that would put the class's progress out of reach, with nothing wrong in it).

    >>> _advice(sqlite3.OperationalError("database is locked"))[:40]
    'another program is writing to it (a note'
    >>> "move" in _advice(sqlite3.OperationalError("database or disk is full"))
    False
    """
    code = getattr(err, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    words = str(err).lower()
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "locked" in words:
        return ("another program is writing to it (a notebook, a copy being made): nothing is "
                "lost; try again in a moment, and close that program if it goes on")
    if primary == sqlite3.SQLITE_FULL or "full" in words:
        return ("the disk is full: free some space on it, then try again; the progress "
                "recorded so far is kept")
    if primary in (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT) or isinstance(
            err, OSError) or "not a database" in words or "malformed" in words:
        return ("is it a wordgames progress file? move it away (keep it) to start a new "
                "one")
    return ("the progress recorded so far is kept; try again, and if it goes on, ask whoever "
            "looks after this computer")


__all__ = ["FILE_NAME", "SCHEMA_VERSION", "Progress", "round_words", "words_made",
           "words_not_counted"]
