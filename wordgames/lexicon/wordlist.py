"""The word list: words graded by commonness, loaded from the bundled SCOWL data or a file.

The bundled list is SCOWL (Spell Checker Oriented Word Lists), levels 10 to 80, rebuilt by
``scripts/build_lexicon.py``. Contractions are kept apart: Word Storm and MY WORD! forbid them,
Five Tiers uses them. Spelling from tiles is :mod:`wordgames.lexicon.spelling`; a
:class:`Lexicon` owns its spelling index and everything else derived from it (see
:meth:`Lexicon.derived`), so that all of it lives exactly as long as the lexicon.

>>> lex = Lexicon.default()
>>> "Cats" in lex, "paris" in lex, lex.level("cat")
(True, False, 10)
"""

from __future__ import annotations

import csv
import gzip
import io
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar, TypeVarTuple, cast

from wordgames.errors import InvalidInput, LexiconError
from wordgames.lexicon.spelling import CountIndex, Spelling, spellings, words_from

#: The SCOWL levels the bundled list holds, from most to least common words.
LEVELS = (10, 20, 35, 40, 50, 55, 60, 70, 80)

T = TypeVar("T")
Ts = TypeVarTuple("Ts")


class Lexicon:
    """A set of words, optionally graded by SCOWL level, that knows how to spell from tiles.

    Build one with :meth:`default`, :meth:`from_words`, :meth:`from_file` or :meth:`from_nltk`.
    Look-ups are case-insensitive; words are stored lowercase.

    >>> lex = Lexicon.from_words(["Dog", "god", "go"])
    >>> len(lex), "DOG" in lex, sorted(lex)
    (3, True, ['dog', 'go', 'god'])
    >>> sorted(lex.words_from(["G", "O", "?"]))
    ['dog', 'go', 'god']
    """

    def __init__(self, levels: dict[str, int | None], name: str = "custom") -> None:
        self._levels = levels
        self.name = name
        self._index: CountIndex | None = None
        self._derived: dict[tuple[object, tuple[object, ...]], object] = {}

    # -- construction ---------------------------------------------------------------------------

    @classmethod
    def default(
        cls, level: int = 70, contractions: bool = False, family_friendly: bool = True
    ) -> Lexicon:
        """The bundled SCOWL words up to ``level`` (10, 20, 35, 40, 50, 55, 60, 70 or 80).

        Cached per process: the same arguments give the same object.

        >>> len(Lexicon.default(10, family_friendly=False)), len(Lexicon.default(10))
        (3971, 3969)
        >>> "don't" in Lexicon.default(80), "don't" in Lexicon.default(80, contractions=True)
        (False, True)
        """
        if level not in LEVELS:
            raise LexiconError(f"level must be one of {', '.join(map(str, LEVELS))}, not {level}")
        return _default(level, contractions, family_friendly)

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "custom") -> Lexicon:
        """A lexicon of the given words (case-folded, duplicates merged, no levels).

        Words are letters, optionally with apostrophes or hyphens; a word with digits, spaces or
        other characters raises ``InvalidInput`` naming it.
        """
        if isinstance(words, str):
            raise InvalidInput("from_words takes a list of words, not one string")
        levels: dict[str, int | None] = {}
        for position, word in enumerate(words, start=1):
            levels[_clean_word(word, where=f"word {position}")] = None
        return cls(levels, name=name)

    @classmethod
    def from_file(cls, path: str | Path) -> Lexicon:
        """A teacher's word list: one word per line, or a CSV file with a ``word`` column.

        UTF-8 with or without a byte-order mark, CRLF line ends, blank lines and ``#`` comments
        are accepted. Problems raise ``LexiconError`` / ``InvalidInput`` naming the file and line.
        """
        path = Path(path)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            raise LexiconError(f"word list {str(path)!r} not found") from None
        except OSError as err:
            raise LexiconError(f"cannot read word list {str(path)!r}: {err.strerror}") from None
        if b"\x00" in raw:
            raise LexiconError(f"{path}: this is a binary file, not a word list")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            line = raw[: err.start].count(b"\n") + 1
            raise InvalidInput(
                "not UTF-8 text (save the list as UTF-8)", source=str(path), line=line
            ) from None
        levels: dict[str, int | None] = {}
        csv_file = path.suffix.lower() == ".csv"
        for line_no, word in _word_list_entries(text, str(path), csv_file):
            levels[_clean_word(word, where="", source=str(path), line=line_no)] = None
        if not levels:
            raise LexiconError(f"{path}: the word list has no words")
        return cls(levels, name=path.stem)

    @classmethod
    def from_nltk(cls, corpus: str = "words") -> Lexicon:
        """The lowercase letter words of an nltk word-list corpus installed on this machine.

        Never downloads: when the corpus is missing, a ``LexiconError`` says how to install it.
        """
        try:
            import nltk.corpus  # optional dependency, imported lazily
        except ImportError:
            raise LexiconError(
                "nltk is not installed: pip install 'wordgames[notebooks]'"
            ) from None
        try:
            reader = getattr(nltk.corpus, corpus)
            entries = reader.words()
        except (LookupError, AttributeError, OSError):
            raise LexiconError(
                f"the nltk corpus {corpus!r} is not installed on this machine. Install it once "
                f"with: python -m nltk.downloader {corpus}  (wordgames never downloads by itself)"
            ) from None
        return cls({w: None for w in entries if w.isalpha() and w.islower()}, name=corpus)

    def restrict(
        self,
        level: int | None = None,
        min_len: int | None = None,
        exclude: Iterable[str] = (),
    ) -> Lexicon:
        """A new lexicon: words up to ``level`` (ungraded words are kept), of ``min_len`` letters
        or more, less ``exclude``.

        >>> lex = Lexicon.default(35)
        >>> small = lex.restrict(level=10, min_len=4, exclude=["cats"])
        >>> "cat" in small, "cats" in small, "words" in small
        (False, False, True)
        """
        if isinstance(exclude, str):
            # A bare string would exclude its letters, one by one.
            raise InvalidInput(f"exclude takes a list of words, not the string {exclude!r}")
        excluded = {w.lower() for w in exclude}
        levels = {
            w: lv
            for w, lv in self._levels.items()
            if (level is None or lv is None or lv <= level)
            and (min_len is None or len(w) >= min_len)
            and w not in excluded
        }
        return Lexicon(levels, name=self.name)

    # -- the set --------------------------------------------------------------------------------

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self._levels

    def __len__(self) -> int:
        return len(self._levels)

    def __iter__(self) -> Iterator[str]:
        return iter(self._levels)

    def __repr__(self) -> str:
        return f"<Lexicon {self.name!r}: {len(self):,} words>"

    def level(self, word: str) -> int | None:
        """The SCOWL level of a word (10 = commonest), None for words from other sources."""
        return self._levels.get(word.lower())

    # -- what is derived from the words, built once and kept with them ------------------------

    @property
    def count_index(self) -> CountIndex:
        """The spelling engine's bitset index of these words, built on first use (a moment for a
        big list) and kept: see :class:`~wordgames.lexicon.spelling.CountIndex`."""
        index = self._index
        if index is None:
            index = self._index = CountIndex(self._levels)
        return index

    def derived(self, build: Callable[[Lexicon, *Ts], T], *args: *Ts) -> T:
        """What ``build(self, *args)`` returns, built on the first call and kept with this
        lexicon.

        For what other modules derive from a word list (a solver's word index, the words of one
        length): the lexicon owns it, so it lives exactly as long as the lexicon, and a new
        lexicon (``restrict``, ``from_words``) starts with none. ``build`` must be a function
        defined once (a module-level function or a class), and ``args`` hashable: together they
        are the key.

        >>> lex = Lexicon.from_words(["go", "dog", "gods"])
        >>> def longest(lexicon: Lexicon, n: int) -> list[str]:
        ...     return sorted(lexicon, key=len)[-n:]
        >>> lex.derived(longest, 1), lex.derived(longest, 1) is lex.derived(longest, 1)
        (['gods'], True)
        """
        key = (build, args)
        try:
            return cast(T, self._derived[key])
        except KeyError:
            # Two threads may both build it; the values are equal, and one of them is kept.
            value = self._derived.setdefault(key, build(self, *args))
            return cast(T, value)

    def at_level(self, level: int | None) -> Lexicon:
        """The words up to ``level`` (ungraded words kept), as one lexicon kept with this one:
        every bot of a skill level shares it, and its spelling index is built once. This very
        lexicon when the cut leaves every word (``None`` cuts nothing).

        >>> lex = Lexicon.default(35)
        >>> lex.at_level(10) is lex.at_level(10), lex.at_level(35) is lex, lex.at_level(None) is lex
        (True, True, True)
        """
        return self if level is None else self.derived(_cut_to_level, level)

    def __reduce__(self) -> tuple[Any, ...]:
        # A copy sent to another process carries the words, not the caches (rebuilt there).
        return (Lexicon, (self._levels, self.name))

    # -- spelling from tiles --------------------------------------------------------------------

    def words_from(
        self, tiles: Iterable[str], min_len: int = 2, min_tiles: int = 1
    ) -> set[str]:
        """Every word spelled by some of the tiles, each tile used at most once.

        ``min_tiles`` counts tiles, not letters: with E and ND, END takes 2 tiles.

        >>> lex = Lexicon.from_words(["end", "den", "sh", "she", "hues"])
        >>> sorted(lex.words_from(["E", "ND"], min_tiles=3))
        []
        >>> sorted(lex.words_from(["SH", "U", "E"]))
        ['sh', 'she']
        """
        return words_from(self.count_index, tiles, min_len, min_tiles)

    def spellings(self, word: str, tiles: Iterable[str]) -> list[Spelling]:
        """Every distinct way ``word`` can be spelled with some of ``tiles`` (empty if none).

        >>> lex = Lexicon.default()
        >>> lex.spellings("hues", ["SH", "U", "E"])
        []
        >>> [s.tiles for s in lex.spellings("end", ["E", "ND", "N", "D"])]
        [('E', 'N', 'D'), ('E', 'ND')]
        """
        return spellings(word, tiles)


def _cut_to_level(lexicon: Lexicon, level: int) -> Lexicon:
    cut = lexicon.restrict(level=level)
    return lexicon if len(cut) == len(lexicon) else cut


def _clean_word(
    word: object, where: str, source: str | None = None, line: int | None = None
) -> str:
    """The word lowercased, or ``InvalidInput`` naming ``where`` (or ``source`` and ``line``)."""

    def bad(message: str) -> InvalidInput:
        if source is not None:
            return InvalidInput(message, source=source, line=line)
        return InvalidInput(f"{where}: {message}")

    if not isinstance(word, str):
        raise bad(f"a word is text, not {type(word).__name__}")
    text = word.strip().lower()
    if not text:
        raise bad("empty word")
    for ch in text:
        if not (ch.isalpha() or ch in "'-"):
            what = "a space" if ch.isspace() else "a digit" if ch.isdigit() else repr(ch)
            raise bad(f"{word.strip()!r} contains {what}; a word is letters")
    if not any(ch.isalpha() for ch in text):
        # An apostrophe or hyphen alone would be "spelled" by a lone apostrophe tile.
        raise bad(f"{word.strip()!r} has no letters; a word is letters")
    return text


def _word_list_entries(
    text: str, source: str, csv_file: bool = False
) -> Iterator[tuple[int, str]]:
    """(line number, word) pairs of a plain or CSV word list.

    A list is CSV when its first line has a comma or the file is named ``*.csv`` (a one-column
    spreadsheet export has no comma, but its ``word`` header is no word).
    """
    lines = text.splitlines()
    content = [(i, line) for i, line in enumerate(lines, start=1)
               if line.strip() and not line.lstrip().startswith("#")]
    if content and ("," in content[0][1] or csv_file):
        header_line, header = content[0]
        columns = [c.strip().lower() for c in next(csv.reader([header]))]
        if "word" not in columns:
            raise InvalidInput(
                f"a CSV word list needs a 'word' column; the header has {columns}",
                source=source, line=header_line,
            )
        column = columns.index("word")
        for line_no, line in content[1:]:
            row = next(csv.reader(io.StringIO(line)))
            if column >= len(row) or not row[column].strip():
                raise InvalidInput("no word in the 'word' column", source=source, line=line_no)
            yield line_no, row[column]
        return
    for line_no, line in content:
        yield line_no, line


@cache
def _bundled_sections() -> dict[tuple[str, int], list[str]]:
    data = resources.files("wordgames") / "data" / "lexicon.txt.gz"
    text = gzip.decompress(data.read_bytes()).decode("ascii")
    sections: dict[tuple[str, int], list[str]] = {}
    for block in text.split("@")[1:]:
        header, _, body = block.partition("\n")
        kind, level = header.split()
        sections[(kind, int(level))] = body.split()
    return sections


@cache
def _blocklist() -> frozenset[str]:
    data = resources.files("wordgames") / "data" / "blocklist.txt"
    lines = data.read_text(encoding="ascii").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


@cache
def _default(level: int, contractions: bool, family_friendly: bool) -> Lexicon:
    levels: dict[str, int | None] = {}
    kinds: Sequence[str] = ("word", "contraction") if contractions else ("word",)
    for (kind, lv), words in _bundled_sections().items():
        if kind in kinds and lv <= level:
            levels.update(dict.fromkeys(words, lv))
    if family_friendly:
        for word in _blocklist():
            levels.pop(word, None)
    name = f"SCOWL {level}" + (" + contractions" if contractions else "")
    return Lexicon(levels, name=name)

