"""A teacher's word list: loaded from a file or pasted text, checked, saved by name.

>>> words = WordList.load('''word,definition,category
... cat,a small furry pet,Animals
... elephant
... girafe
... cat
... ox
... ''')
>>> words.words
['cat', 'elephant', 'girafe', 'ox']
>>> for row in words.report:
...     print(row)
line 3: elephant: too long for Five Tiers (6 tiles at most)
line 4: girafe: not in the dictionary; nearest: giraffe, grave, garage
line 5: cat: a duplicate of line 2
line 6: ox: too short for MY WORD! (3 cards at least)

A list is one word a line, or words separated by commas, semicolons, tabs or spaces, or a table
(CSV, or cells pasted from a spreadsheet) with a ``word`` column and optional ``definition``,
``category`` and ``note`` columns (named in English or Spanish: ``palabra``, ``definición``,
``significado``, ``categoría``, ``nota``). Blank lines and lines starting with ``#`` are
skipped; a numbered or bulleted list (``1. cat``, ``2) dog``, ``• owl``) is read as its words.
A line of several words in a list of one word a line (``ice cream``) is a phrase: kept in
``phrases`` (its meaning can be shown), reported, and left out of ``words``, since a game takes
one word at a time.

Files come as teachers' programs write them: UTF-8 (with or without a byte-order mark),
UTF-16 or UTF-32 (Excel's "Unicode text", with or without a mark) or Windows-1252 (Excel's
plain "CSV"); ``encoding`` says which was read, and the report says so when it was not UTF-8.
Accents typed either way (a Mac's decomposed ``n`` + ``◌̃``) become one letter, curly quotes
straight ones, no-break spaces plain spaces.
The report gives each problem with its line: words that are not words (digits, symbols), not in
the dictionary (with the nearest dictionary words), duplicates, words the family-friendly
filter removes, and words a game cannot use (too short for MY WORD!'s 3 cards, longer than 6
for Five Tiers, letters a game's tiles lack). Words that are not words, duplicates and filtered
words are left out of ``words``; the others stay (a game may still use them).

Input that is no word list at all (an empty or binary file, a file of no text encoding, a line
of 200,000 letters) raises ``InvalidInput`` saying what and where. The nearest-word search is
bounded: past :data:`MAX_SEARCHED` unknown words (a pasted class roster), the rest get only
the words one letter off, and the report says so.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from wordgames import GAMES
from wordgames.classroom.definitions import define
from wordgames.classroom.folder import (
    check_name,
    classroom_folder,
    classroom_subfolder,
    saved_names,
)
from wordgames.errors import InvalidInput, LexiconError
from wordgames.fivetiers.categories import categories as bundled_categories
from wordgames.kit.files import read_bytes, save_atomic
from wordgames.kit.tiles import DOUBLE_WILD, WILD, TileSet
from wordgames.lexicon import LANGUAGES, Lexicon, fold_accents
from wordgames.lexicon.nearest import edits, nearest
from wordgames.screens.classroom import report_html, wordlist_html

#: The largest word list file read, in bytes, and the longest line, in characters.
MAX_BYTES = 5_000_000
MAX_LINE = 2_000
#: How many words the dictionary lacks get the full nearest-word search (two edits); the rest
#: get the words one edit off (a roster of 400 names is read in a second, not a minute).
MAX_SEARCHED = 25
#: The most words a line of a plain list may have to be read as one phrase (``ice cream``).
MAX_PHRASE = 4
#: The columns of a table; other columns are ignored. Alternative header names on the right,
#: in English and Spanish, compared without case or accents (``Definición`` is ``definicion``).
COLUMNS = {
    "word": ("word", "words", "term", "palabra", "palabras", "termino", "vocabulario"),
    "definition": ("definition", "definitions", "meaning", "meanings", "translation",
                   "definicion", "definiciones", "significado", "significados", "traduccion"),
    "category": ("category", "subject", "topic", "categoria", "tema"),
    "note": ("note", "notes", "comment", "nota", "notas", "comentario"),
}
_CELL_SEPARATORS = re.compile(r"[,;\t]+")
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'"})
#: The quotes a word processor puts around a word, taken off a word (not off a definition).
_QUOTES = "\"'\u201c\u201d\u201e\u201f\u2018\u2019\u201a\u201b\u00ab\u00bb"
#: Characters a copy from a web page or a word processor brings that mean nothing in a list.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"))
#: A list's numbering or bullet at the start of a line: "1. ", "2) ", "(3) ", "4 - ", "• ".
_NUMBERING = re.compile(
    r"^\s*(?:\(?\d{1,4}[.):]\s*|\d{1,4}\s+[-\u2013\u2014]\s+|[-\u2013\u2014*\u2022\u00b7\u25aa\u25cf\u25e6]\s+)")
# Whitespace other than these in a text file means it is not one.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


@dataclass(frozen=True)
class Entry:
    """One word of the list, with the line it came from and the teacher's columns."""

    line: int
    word: str
    definition: str | None = None
    category: str | None = None
    note: str | None = None


@dataclass(frozen=True)
class Problem:
    """One row of the report: the line, the word as written, what is wrong (``kind`` is short:
    ``not a word``, ``not in the dictionary``, ``duplicate``, ``family filter``, ``MY WORD!``,
    ``Five Tiers``, ``Word Storm``; and what was read another way, which needs no fixing:
    ``read as`` for a cell of several words, an accented word or a file's encoding (its word
    is empty), ``phrase`` for a phrase kept in ``phrases``, ``your word`` for a word the
    teacher keeps though the dictionary lacks it), and the nearest dictionary words."""

    line: int
    word: str
    kind: str
    problem: str
    nearest: tuple[str, ...] = ()

    def __str__(self) -> str:
        if not self.word:  # about the whole file: how it was read
            return f"line {self.line}: {self.problem}"
        return f"line {self.line}: {self.word}: {self.problem}"


class Report(Sequence[Problem]):
    """The problems of a list, by line: a table in a notebook, records for pandas."""

    def __init__(self, rows: Iterable[Problem]) -> None:
        self.rows = tuple(sorted(rows, key=lambda r: r.line))

    def __getitem__(self, i: int) -> Problem:  # type: ignore[override]
        return self.rows[i]

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[Problem]:
        return iter(self.rows)

    def __repr__(self) -> str:
        return f"<Report: {len(self)} problems>"

    def __str__(self) -> str:
        return "\n".join(map(str, self.rows)) or "no problems"

    def to_records(self) -> list[dict[str, object]]:
        """One dict per row (``line``, ``word``, ``kind``, ``problem``, ``nearest``)."""
        return [
            {"line": r.line, "word": r.word, "kind": r.kind, "problem": r.problem,
             "nearest": ", ".join(r.nearest)}
            for r in self.rows
        ]

    def _repr_html_(self) -> str:
        return report_html(self)


class WordList:
    """A teacher's words, in order, with their definitions, categories and notes, and the
    report of what :meth:`load` found. ``len``, ``in`` and iteration are over ``words``."""

    def __init__(
        self, entries: Iterable[Entry], report: Iterable[Problem] = (), name: str = "words",
        language: str = "en", phrases: Iterable[Entry] = (), encoding: str | None = None,
    ) -> None:
        self.entries = tuple(entries)
        self.report = Report(report)
        self.name = name
        self.language = _language(language)
        #: The list's phrases of several words (``ice cream``): meanings, not game words.
        self.phrases = tuple(phrases)
        #: The text encoding a file was read in (``UTF-8``, ``Windows-1252``...); None for text.
        self.encoding = encoding
        self._by_word = {entry.word: entry for entry in (*self.phrases, *self.entries)}

    #: The report's kinds that are no trouble: what was read another way, the teacher's words.
    NOTES = ("read as", "your word", "phrase")

    # -- loading --------------------------------------------------------------------------------

    @classmethod
    def load(
        cls, source: str | Path | bytes, name: str | None = None,
        dictionary: Lexicon | None = None, language: str = "en",
    ) -> WordList:
        """A list from a file (a path), the bytes of one (an upload), or pasted text.

        A string with no line break that names an existing file, or looks like a file name
        (``words.csv``, ``lists/week3.txt``), is read as a file; any other string is the list.
        ``dictionary`` is what "not in the dictionary" means (default: ``Lexicon.default(70)``,
        in ``language``: ``"es"`` checks a Spanish list against the Spanish dictionary and the
        Five Tiers tiles with their Spanish ones). Words are kept as the tiles spell them:
        ``camión`` is ``camion``.

        >>> spanish = WordList.load("perro, camión, pequeno, carreta", language="es")
        >>> spanish.words, spanish.report[0].nearest
        (['perro', 'camion', 'pequeno', 'carreta'], ('pequeño', 'pequen', 'pequeña'))
        """
        language = _language(language)
        text, where, default_name, encoding = _read(source)
        entries, problems = _parse(_clean_text(text), where)
        if not entries and not problems:
            raise InvalidInput("the word list has no words (only blank lines or # comments)",
                               source=where)
        if language == "es":  # Spanish words as the tiles spell them: camión is camion
            entries = [replace(e, word=fold_accents(e.word)) for e in entries]
        phrases = [e for e in entries if " " in e.word]
        entries = [e for e in entries if " " not in e.word]
        kept, found = _check(entries, dictionary or Lexicon.default(70, language=language),
                             language)
        if encoding not in (None, "UTF-8", "UTF-8 with a byte-order mark"):
            problems.insert(0, Problem(1, "", "read as", f"read as {encoding} text"
                                       + _ENCODING_NOTES.get(encoding, "")))
        return cls(kept, [*problems, *found], name=name or default_name, language=language,
                   phrases=phrases, encoding=encoding)

    @classmethod
    def from_words(
        cls, words: Iterable[str], name: str = "words", language: str = "en"
    ) -> WordList:
        """A list of these words, each on its own "line", checked like a loaded list."""
        if isinstance(words, str):
            raise InvalidInput("from_words takes a list of words, not one string")
        return cls.load("\n".join(words), name=name, language=language)

    # -- the words ------------------------------------------------------------------------------

    @property
    def words(self) -> list[str]:
        """The list's words (lowercase), in the order given."""
        return [entry.word for entry in self.entries]

    def entry(self, word: str) -> Entry | None:
        """The entry of ``word`` (any case; a Spanish list's with or without accents), or None."""
        key = word.strip().lower().translate(_APOSTROPHES)
        return self._by_word.get(key) or self._by_word.get(fold_accents(key))

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, index: slice) -> WordList:
        """The list's words ``index`` (a slice: ``words[:6]``), a list with their entries."""
        if not isinstance(index, slice):
            raise InvalidInput("a word list is cut with a slice (words[:6]); its words are "
                               ".words")
        return self._with(self.entries[index])

    def _with(self, entries: Iterable[Entry]) -> WordList:
        """This list with only ``entries``, their report rows kept."""
        kept = tuple(entries)
        lines = {(e.line, e.word) for e in kept}
        return WordList(kept, [r for r in self.report if (r.line, r.word.lower()) in lines],
                        name=self.name)

    def __iter__(self) -> Iterator[str]:
        return iter(self.words)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.entry(word) is not None

    def __repr__(self) -> str:
        return f"<WordList {self.name!r}: {len(self)} words, {len(self.report)} problems>"

    def usable(self, game: str) -> WordList:
        """The words that ``game`` (``myword``, ``fivetiers``, ``wordstorm``, or ``anagram``:
        any word of letters) can use, as a list with their definitions, categories and notes:
        in the dictionary (or kept as the teacher's own, :meth:`keep`), and no report row
        about that game.

        >>> words = WordList.load("word,definition\\ncat,a pet\\nox,\\nelephant,")
        >>> usable = words.usable("fivetiers")
        >>> usable.words, usable.entry("cat").definition
        (['cat', 'ox'], 'a pet')
        """
        labels = {tileset: name for name, tileset, _, _ in game_needs()}
        if not isinstance(game, str) or game not in (*GAMES, "anagram"):
            raise InvalidInput(f"no game {game!r}: {', '.join(sorted(GAMES))} or anagram")
        bad = {row.word.lower() for row in self.report
               if row.kind in (labels.get(game), "not in the dictionary")}
        entries = [e for e in self.entries if e.word not in bad
                   and (game != "anagram" or e.word.isalpha())]
        return self._with(entries)

    def keep(self, *words: str) -> WordList:
        """This list with ``words`` kept as the teacher's own though the dictionary lacks them
        (a made-up word of a story, a name): exercises and :meth:`usable` then take them.

        >>> words = WordList.load("cat, zorbling")
        >>> words.usable("wordstorm").words, words.keep("zorbling").usable("wordstorm").words
        (['cat'], ['cat', 'zorbling'])
        >>> print(words.keep("zorbling").report[0])
        line 1: zorbling: your own word: the games take it in your exercises
        """
        wanted = {w.strip().lower() for w in words}
        unknown = sorted(wanted - set(self.words))
        if unknown:
            raise InvalidInput(f"{unknown[0]!r} is not a word of this list")
        rows = []
        for row in self.report:
            if row.kind == "not in the dictionary" and row.word.lower() in wanted:
                row = Problem(row.line, row.word, "your word",
                              "your own word: the games take it in your exercises")
            rows.append(row)
        return WordList(self.entries, rows, name=self.name, language=self.language,
                        phrases=self.phrases, encoding=self.encoding)

    def categories(self) -> dict[str, str | None]:
        """Each word's subject category: the list's own, else WordNet's (None when neither
        has one, as for a word no dictionary knows).

        >>> WordList.load("word,category\\ncat,Pets\\ndog,\\nzorbling,").categories()
        {'cat': 'Pets', 'dog': 'Animals', 'zorbling': None}
        """
        found: dict[str, str | None] = {}
        for entry in self.entries:
            known = define(entry.word, wordlist=self, extras=False)
            found[entry.word] = entry.category or (known.category if known else None)
        return found

    def lexicon(self) -> Lexicon:
        """The list as a game's dictionary: only its words count (bots know only those).

        >>> lex = WordList.load("cat dog").lexicon()
        >>> "dog" in lex, "cow" in lex, lex.name
        (True, False, 'pasted')
        """
        return Lexicon.from_words(self.words, name=self.name)

    def rules(self, game: str, use: str = "dictionary", **options: Any) -> Any:
        """The ``Rules`` of ``game`` that use this list: as its dictionary (``use=
        "dictionary"``: only the list's words count, bots know only them) or as bonus words
        (``use="bonus"``: the game's dictionary stays, each list word earns the game's
        ``subject_bonus``). Other ``options`` are the game's own rule options.

        >>> sorted(WordList.load("cat, dog, owl").rules("myword", use="bonus").subject_words)
        ['cat', 'dog', 'owl']
        >>> WordList.load("cat, dog").rules("fivetiers", target=100).word_list
        ('cat', 'dog')
        """

        if game not in GAMES:
            raise InvalidInput(f"no game {game!r}: {', '.join(GAMES)}")
        usable = self.usable(game)
        if self.language == "es" and GAMES[game].has_option("spanish"):
            options.setdefault("spanish", True)
        if use == "dictionary":
            return GAMES[game].rules(word_list=tuple(usable), **options)
        if use == "bonus":
            return GAMES[game].rules(subject_words=frozenset(usable), **options)
        raise InvalidInput(f"use is 'dictionary' or 'bonus', not {use!r}")

    def _repr_html_(self) -> str:
        return wordlist_html(self)

    # -- saving ---------------------------------------------------------------------------------

    def save(self, name: str | None = None, folder: str | Path | None = None) -> Path:
        """Save as ``lists/NAME.csv`` in the classroom folder (a CSV a spreadsheet opens);
        returns the path. The same name again replaces the saved list."""
        name = check_name(name or self.name)
        lists = classroom_subfolder("lists", folder)
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["word", "definition", "category", "note"])
        for e in sorted((*self.entries, *self.phrases), key=lambda e: e.line):
            writer.writerow([e.word, e.definition or "", e.category or "", e.note or ""])
        # Whole or not at all: a reader never sees half a file.
        return save_atomic(lists / f"{name}.csv", out.getvalue(), what="the word list")

    @classmethod
    def open(
        cls, name: str, folder: str | Path | None = None, language: str = "en"
    ) -> WordList:
        """A list saved by :meth:`save`, by name (checked against ``language``'s dictionary)."""
        name = check_name(name)
        path = classroom_folder(folder, create=False) / "lists" / f"{name}.csv"
        if not path.exists():  # a pipe or a folder in its place is refused by the reading
            known = saved_lists(folder)
            raise LexiconError(
                f"no saved list {name!r}; saved lists: {', '.join(known) or 'none yet'}"
            )
        return cls.load(path, name=name, language=language)


def saved_lists(folder: str | Path | None = None) -> list[str]:
    """The names of the lists saved in the classroom folder, sorted."""
    return saved_names(classroom_folder(folder, create=False) / "lists", ".csv")


# -- reading ------------------------------------------------------------------------------------


def _read(source: str | Path | bytes) -> tuple[str, str | None, str, str | None]:
    """(text, where for messages, default list name, the encoding read or None for text)."""
    if isinstance(source, bytes | bytearray):
        text, encoding = _decode(bytes(source), "the uploaded file")
        return text, "the uploaded file", "uploaded", encoding
    if isinstance(source, str) and not _looks_like_path(source):
        # Text copied from a file saved by a spreadsheet keeps its byte-order mark.
        return source.removeprefix("\ufeff"), None, "pasted", None
    if not isinstance(source, str | Path):
        raise InvalidInput(
            f"a word list is a file's path, its bytes or pasted text, not {type(source).__name__}"
        )
    path = Path(source).expanduser()
    try:
        raw = read_bytes(path, limit=MAX_BYTES, what="a word list")
    except FileNotFoundError:
        raise LexiconError(f"word list {str(path)!r} not found") from None
    except IsADirectoryError:
        raise LexiconError(f"{str(path)!r} is a folder, not a word list file") from None
    except OSError as err:
        raise LexiconError(f"cannot read word list {str(path)!r}: {err.strerror}") from None
    text, encoding = _decode(raw, str(path))
    return text, str(path), path.stem, encoding


def _looks_like_path(text: str) -> bool:
    if "\n" in text or "\r" in text or len(text) > 1000:
        return False
    stripped = text.strip()
    if not stripped:
        return False
    if Path(stripped).expanduser().exists():
        return True
    return bool(re.search(r"\.(txt|csv|tsv)$", stripped, re.IGNORECASE)) or "/" in stripped


#: What the report adds about an encoding: where such a file comes from.
_ENCODING_NOTES = {
    "Windows-1252": " (as Excel's plain 'CSV' and Word's plain text are saved on Windows)",
    "UTF-16": " (Excel's 'Unicode Text')",
}
#: The byte-order marks, longest first (UTF-32's little-endian mark starts like UTF-16's).
_MARKS = (
    (b"\xff\xfe\x00\x00", "utf-32", "UTF-32"), (b"\x00\x00\xfe\xff", "utf-32", "UTF-32"),
    (b"\xff\xfe", "utf-16", "UTF-16"), (b"\xfe\xff", "utf-16", "UTF-16"),
    (b"\xef\xbb\xbf", "utf-8-sig", "UTF-8 with a byte-order mark"),
)


def _decode(raw: bytes, where: str) -> tuple[str, str]:
    """(the text of a file, the encoding it was read in), or ``InvalidInput`` saying why it is
    none. A byte-order mark says the encoding; without one, NUL bytes at every second or fourth
    place are UTF-16 or UTF-32 text, and bytes that are no UTF-8 are Windows-1252 (what Excel
    writes for 'CSV' on Windows: é is the one byte E9).

    >>> _decode("caf\u00e9".encode("cp1252"), "x"), _decode("owl".encode("utf-16-le"), "x")
    (('café', 'Windows-1252'), ('owl', 'UTF-16'))
    """
    if len(raw) > MAX_BYTES:
        raise InvalidInput(
            f"the file is {len(raw) / 1e6:.1f} MB; a word list is at most "
            f"{MAX_BYTES / 1e6:.0f} MB", source=where,
        )
    if not raw.strip():
        raise InvalidInput("the file is empty: a word list has one word a line", source=where)
    text, encoding = _unmarked(raw, where)
    bad = _CONTROL.search(text)
    if bad:
        raise InvalidInput(
            f"a control character (U+{ord(bad.group()):04X}) that no text file has: this is "
            "no word list", source=where, line=text[: bad.start()].count("\n") + 1,
        )
    return text, encoding


def _unmarked(raw: bytes, where: str) -> tuple[str, str]:
    """The text and encoding of ``raw``: by its byte-order mark, else by its bytes."""
    for mark, codec, name in _MARKS:
        if raw.startswith(mark):
            try:
                return raw.decode(codec), name
            except UnicodeDecodeError:
                raise InvalidInput(f"the file says it is {name} text but is not",
                                   source=where) from None
    nul = raw.find(b"\x00")
    if nul >= 0:
        wide = _wide_text(raw)
        if wide is not None:
            return wide
        raise InvalidInput(
            "this is a binary file (a document, picture or spreadsheet?), not a word list: "
            "save it as plain text or CSV (UTF-8)",
            source=where, line=raw[:nul].count(b"\n") + 1,
        )
    try:
        return raw.decode("utf-8"), "UTF-8"
    except UnicodeDecodeError as err:
        error = err
    try:
        return raw.decode("cp1252"), "Windows-1252"
    except UnicodeDecodeError:
        line_start = raw.rfind(b"\n", 0, error.start) + 1
        raise InvalidInput(
            f"not UTF-8 or Windows-1252 text (byte 0x{raw[error.start]:02X}): save the list as "
            "UTF-8 (in Excel: 'CSV UTF-8')",
            source=where, line=raw[: error.start].count(b"\n") + 1,
            column=len(raw[line_start : error.start].decode("utf-8", "replace")) + 1,
        ) from None


def _wide_text(raw: bytes) -> tuple[str, str] | None:
    """UTF-16 or UTF-32 text with no byte-order mark, told by where its NUL bytes fall (a
    letter of the Latin alphabet has one non-NUL byte: ``c\\0a\\0t\\0`` is UTF-16 "cat"), or
    None for a binary file."""
    for width, codec in ((4, "utf-32"), (2, "utf-16")):
        if len(raw) % width:
            continue
        for order, low in (("le", 0), ("be", width - 1)):
            cells = [raw[i : i + width] for i in range(0, min(len(raw), 4096), width)]
            plain = sum(1 for c in cells if c[low] and not any(c[:low] + c[low + 1 :]))
            if plain < 0.6 * len(cells):
                continue
            try:
                text = raw.decode(f"{codec}-{order}")
            except UnicodeDecodeError:
                continue
            if not _CONTROL.search(text) and "\x00" not in text:
                return text, codec.upper()
    return None


def _clean_text(text: str) -> str:
    """``text`` with its accents composed (a Mac's ``n`` + ``◌̃`` is ``ñ``), no-break and other
    odd spaces plain ones, and invisible characters (zero-width spaces, soft hyphens) gone.

    >>> _clean_text("nin\u0303o\u00a0caf\u00e9\u200b")
    'niño café'
    """
    text = unicodedata.normalize("NFC", text).translate(_INVISIBLE)
    if not text.isascii():
        text = "".join(" " if unicodedata.category(ch) == "Zs" else ch for ch in text)
    return text


# -- parsing ------------------------------------------------------------------------------------


def _parse(text: str, where: str | None) -> tuple[list[Entry], list[Problem]]:
    """The entries of a list (not yet checked) and the rows that are no words."""
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE:
            raise InvalidInput(
                f"the line is {len(line):,} characters long; a word list has one word (or a "
                f"few) a line, at most {MAX_LINE:,} characters",
                source=where, line=number,
            )
    content = [(n, line) for n, line in enumerate(lines, start=1)
               if line.strip() and not line.lstrip().startswith("#")]
    if not content:
        return [], []
    columns = _header(content[0][1])
    if columns is not None:
        return _parse_table(lines, content[0][0], *columns)
    entries: list[Entry] = []
    problems: list[Problem] = []
    content = [(n, _NUMBERING.sub("", line, count=1)) for n, line in content]
    # Several lines and no commas, semicolons or tabs: one word or phrase a line.
    one_a_line = len(content) > 1 and not any(_CELL_SEPARATORS.search(ln) for _, ln in content)
    for number, line in content:
        if one_a_line and len(line.split()) <= MAX_PHRASE:
            _add(entries, problems, number, line)
        elif one_a_line:  # a title or a sentence among the words: said, not split
            problems.append(Problem(number, line.strip(), "not a word",
                                    f"{len(line.split())} words on a line of a list of one "
                                    "word a line: a title or a sentence? left out"))
        elif _CELL_SEPARATORS.search(line):  # "ice cream, bus stop": a comma ends a phrase
            for item in _CELL_SEPARATORS.split(line):
                if item.strip():
                    _add(entries, problems, number, _NUMBERING.sub("", item, count=1))
        else:
            for token in line.split():
                _add(entries, problems, number, token)
    return entries, problems


def _header(line: str) -> tuple[str | None, dict[str, int]] | None:
    """(delimiter, column -> index) when ``line`` is a table's header, else None."""
    for delimiter in ("\t", ",", ";", None):
        if delimiter is None:
            cells = [line]
        elif delimiter in line:
            cells = next(csv.reader([line], delimiter=delimiter))
        else:
            continue
        names = [_unaccented(cell.strip().strip(_QUOTES).lower()) for cell in cells]
        found = {
            column: names.index(alias)
            for column, aliases in COLUMNS.items()
            for alias in aliases
            if alias in names
        }
        if "word" in found:
            return delimiter, found
    return None


def _parse_table(
    lines: list[str], header_line: int, delimiter: str | None, columns: dict[str, int]
) -> tuple[list[Entry], list[Problem]]:
    entries: list[Entry] = []
    problems: list[Problem] = []
    body = io.StringIO("\n".join(lines[header_line:]))
    reader = csv.reader(body, delimiter=delimiter or "\x1f")
    line = header_line
    while True:
        start = header_line + reader.line_num + 1
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as err:
            raise InvalidInput(f"cannot read this table row: {err}", line=start) from None
        line = start
        if not any(cell.strip() for cell in row) or row[0].lstrip().startswith("#"):
            continue

        def cell(column: str, row: list[str] = row) -> str | None:
            index = columns.get(column)
            if index is None or index >= len(row):
                return None
            return row[index].strip() or None

        word = cell("word")
        if word is None:
            problems.append(Problem(line, "", "not a word", "no word in the 'word' column"))
            continue
        _add(entries, problems, line, word, cell("definition"), cell("category"), cell("note"))
    return entries, problems


def _add(
    entries: list[Entry], problems: list[Problem], line: int, raw: str,
    definition: str | None = None, category: str | None = None, note: str | None = None,
) -> None:
    raw = raw.strip()
    word = raw.strip(_QUOTES).strip().translate(_APOSTROPHES).lower()
    if re.search(r"[;,\t]", word):
        # A table's cell of several words ("rain; snow; wind"): each is a word of the list.
        parts = [p.strip() for p in re.split(r"[;,\t]+", word) if p.strip()]
        problems.append(Problem(line, raw, "read as",
                                f"read as {len(parts)} words: {', '.join(parts)}"))
        for part in parts:
            _add(entries, problems, line, part, definition if len(parts) == 1 else None,
                 category, note)
        return
    parts = word.split()
    if len(parts) > 1 and all(p.replace("'", "").replace("-", "").isalpha() for p in parts):
        if len(parts) <= MAX_PHRASE:
            # A phrase ("ice cream"): kept for its meaning, never a game's word.
            problems.append(Problem(
                line, raw, "phrase",
                f"a phrase of {len(parts)} words: kept in the list's phrases for its meaning; "
                f"a game takes one word at a time (put {' and '.join(p.upper() for p in parts)}"
                " on lines of their own, or write it as one word)"))
            entries.append(Entry(line, " ".join(parts), definition,
                                 None if category is None else _category_name(category), note))
            return
        problems.append(Problem(line, raw, "not a word",
                                f"{len(parts)} words: a game takes one word at a time; "
                                f"put {' and '.join(p.upper() for p in parts)} on lines of "
                                "their own, or write it as one word"))
        return
    for ch in word:
        if not (ch.isalpha() or ch in "'-"):
            what = ("a space" if ch.isspace() else "a digit" if ch.isdigit()
                    else f"the character {ch!r}")
            problems.append(Problem(line, raw, "not a word", f"has {what}; a word is letters"))
            return
    if not any(ch.isalpha() for ch in word):
        problems.append(Problem(line, raw, "not a word", "has no letters"))
        return
    if category is not None:
        category = _category_name(category)
    entries.append(Entry(line, word, definition, category, note))


def _unaccented(word: str) -> str:
    """``word`` with its letters' accents taken off (café -> cafe, naïve -> naive); letters
    with no plain form (ß, ø) stay.

    >>> _unaccented("café"), _unaccented("Ñandú"), _unaccented("straße")
    ('cafe', 'Nandu', 'straße')
    """
    if word.isascii():
        return word
    out = []
    for ch in word:
        base = unicodedata.normalize("NFD", ch)[0]
        out.append(base if base.isascii() and base.isalpha() else ch)
    return "".join(out)


def _category_name(name: str) -> str:
    """A bundled category's own spelling of a name typed any way; other names as typed."""
    def key(text: str) -> str:
        return text.lower().replace("color", "colour").rstrip("s")

    for known in bundled_categories():
        if key(known) == key(name):
            return known
    return name


# -- checking -----------------------------------------------------------------------------------


def _language(language: object) -> str:
    if language not in LANGUAGES:
        raise InvalidInput(f"language must be one of {', '.join(map(repr, LANGUAGES))}, "
                           f"not {language!r}")
    return str(language)


def _check(
    entries: list[Entry], dictionary: Lexicon, language: str = "en"
) -> tuple[list[Entry], list[Problem]]:
    """The entries kept (first of each word, not filtered) and the report's rows about them."""
    problems: list[Problem] = []
    kept: list[Entry] = []
    first: dict[str, int] = {}
    blocked = _blocked(language)
    searched = 0  # words given the full nearest-word search: MAX_SEARCHED at most
    for entry in entries:
        if entry.word in first:
            problems.append(Problem(entry.line, entry.word, "duplicate",
                                    f"a duplicate of line {first[entry.word]}"))
            continue
        first[entry.word] = entry.line
        if entry.word in blocked:
            problems.append(Problem(entry.line, entry.word, "family filter",
                                    "removed by the family-friendly filter"))
            continue
        kept.append(entry)
        if entry.word in dictionary and (language != "en"
                                         or _unaccented(entry.word) == entry.word):
            continue  # (an English naïve is the dictionary's naive, but the tiles lack Ï)
        if searched == MAX_SEARCHED:
            problems.append(Problem(
                entry.line, "", "read as",
                f"more than {MAX_SEARCHED} words are not in the dictionary: from here on, the "
                "nearest words offered are only those one letter off"))
        searched += 1
        row = _not_in(entry, dictionary, language, 2 if searched <= MAX_SEARCHED else 1)
        if row is not None:
            problems.append(row)
    problems += _game_problems(kept, language)
    return kept, problems


def _not_in(
    entry: Entry, dictionary: Lexicon, language: str = "en", most_edits: int = 2
) -> Problem | None:
    wider = Lexicon.default(80, contractions=True, language=language)
    plain = _unaccented(entry.word)
    if plain != entry.word:  # English: a Spanish list's words come without accents
        accents = "".join(dict.fromkeys(a for a, b in zip(entry.word, plain, strict=True)
                                        if a != b))
        return Problem(entry.line, entry.word, "not in the dictionary",
                       f"the tiles have no {accents.upper()}: write it as {plain}", (plain,))
    other = next((s for s in ("british", "american")
                  if language == "en" and entry.word in Lexicon.default(80, spelling=s)), None)
    if entry.word not in wider and other is not None:
        near = nearest(entry.word, dictionary, most_edits=most_edits)
        text = (f"the {other.title()} spelling (nearest here: {', '.join(near) or 'none'}); "
                f"a dictionary with spelling='{other}' or 'both' takes it")
        return Problem(entry.line, entry.word, "not in the dictionary", text, tuple(near))
    if entry.word in wider:
        if "'" in entry.word:
            return None  # a contraction: the rows about each game say which allow it
        grade = "SCOWL level" if language == "en" else "level"
        where = (f"a rare word ({grade} {wider.level(entry.word)}), not in the "
                 f"dictionary ({dictionary.name})")
    else:
        where = "not in the dictionary"
    near = nearest(entry.word, dictionary, most_edits=most_edits)
    text = f"{where}; nearest: {', '.join(near)}" if near else where
    if not any(w in edits(entry.word) for w in near):  # no typo of a word: a word of one's own?
        text += f"; a word of your own? keep it: words.keep({entry.word!r})"
    return Problem(entry.line, entry.word, "not in the dictionary", text, tuple(near))


@cache
def _blocked(language: str = "en") -> frozenset[str]:
    """The words the family-friendly filter takes out of the bundled dictionary."""
    everything = Lexicon.default(80, contractions=True, family_friendly=False,
                                 language=language)
    friendly = Lexicon.default(80, contractions=True, language=language)
    return frozenset(w for w in everything if w not in friendly)


def game_needs() -> list[tuple[str, str, int, int | None]]:
    """What each game needs of a word, for the report: (its name for people, its tile set,
    fewest tiles, most tiles), from each game's ``GameInfo.word_lengths``.

    >>> game_needs()[0]
    ('Five Tiers', 'fivetiers', 2, 6)
    """
    return [(info.display_name, info.name, *info.word_lengths) for info in GAMES.values()
            if info.word_lengths is not None]


def _game_problems(entries: list[Entry], language: str = "en") -> list[Problem]:
    rows: list[Problem] = []
    words = [e.word for e in entries]
    for label, tileset_name, fewest, most in game_needs():
        # A game a class may play in Spanish (its "spanish" option: Five Tiers) has Spanish
        # tiles (RR, LL, Ñ); the others have none.
        spanish = language == "es" and GAMES[tileset_name].has_option("spanish")
        tileset = TileSet.load(tileset_name, include=("spanish",) if spanish else ())
        tiles = list(tileset.tiles())
        plain = [t for t in tiles if t not in (WILD, DOUBLE_WILD)]
        lex = Lexicon.from_words(words) if words else None
        with_wilds = lex.words_from(tiles, min_len=1, min_tiles=fewest) if lex else set()
        without = lex.words_from(plain, min_len=1, min_tiles=fewest) if lex else set()
        for entry in entries:
            if language == "en" and _unaccented(entry.word) != entry.word:
                continue  # one row says it all: the tiles have no accents (Spanish: ñ is one)
            # A word takes as few tiles as its double-letter tiles let it (P E RR O: four).
            length = len(entry.word) - sum(
                entry.word.count(face.lower()) for face in tileset.counts if len(face) > 1)
            problem = _game_problem(entry.word, label, tileset, fewest, most,
                                    entry.word in with_wilds, entry.word in without, length)
            if problem:
                rows.append(Problem(entry.line, entry.word, label, problem))
    return rows


def _game_problem(
    word: str, label: str, tileset: TileSet, fewest: int, most: int | None,
    spellable: bool, without_wilds: bool, length: int | None = None,
) -> str | None:
    length = len(word) if length is None else length
    unit = "cards" if label == "MY WORD!" else "tiles"
    if label != "Five Tiers" and not word.isalpha():
        return f"{label} allows no apostrophes or hyphens"
    if "-" in word:
        return f"{label} has no hyphen tile"
    if len(word) < fewest:
        return f"too short for {label} ({fewest} {unit} at least)"
    if most is not None and length > most:
        return f"too long for {label} ({most} {unit} at most)"
    if not spellable:
        return f"the {label} {unit} cannot make it: {_lacking(word, tileset)}"
    if not without_wilds:
        return f"the {label} {unit} have {_lacking(word, tileset)}: only a wild can stand in"
    return None


def _lacking(word: str, tileset: TileSet) -> str:
    """What the tile set lacks for ``word``, in words ("no Z", "1 Z (the word needs 2)").

    Letters are counted on every tile first (QU gives a Q); when that finds nothing short,
    on single-letter tiles alone, since a double-letter card keeps its letters together.
    """
    def short(have: Counter[str]) -> list[str]:
        parts = []
        for ch, n in sorted(Counter(word).items()):
            if have[ch] == 0:
                parts.append(f"no {ch.upper()}")
            elif have[ch] < n:
                parts.append(f"{have[ch]} {ch.upper()} (the word needs {n})")
        return parts

    faces = [f for f in tileset.tiles() if f not in (WILD, DOUBLE_WILD)]
    parts = short(Counter(ch for face in faces for ch in face.lower()))
    if parts:
        return ", ".join(parts)
    parts = short(Counter(face.lower() for face in faces if len(face) == 1))
    return ", ".join(parts) + " outside the double-letter cards"


__all__ = ["Entry", "Problem", "Report", "WordList", "nearest", "saved_lists"]
