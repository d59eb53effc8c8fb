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
import os
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache, partial
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar, TypeVarTuple, cast

from wordgames.errors import InvalidInput, LexiconError
from wordgames.kit.files import read_bytes
from wordgames.kit.lookalike import LOOKALIKES, described, typed
from wordgames.kit.once import Once
from wordgames.kit.validate import shown
from wordgames.lexicon.classwords import CHILD_LEVEL, not_for_class
from wordgames.lexicon.spelling import (
    MAX_WORD_LENGTH,
    CountIndex,
    Spelling,
    fold_accents,
    spellings,
    words_from,
)

#: The SCOWL levels the bundled list holds, from most to least common words.
LEVELS = (10, 20, 35, 40, 50, 55, 60, 70, 80)
#: The spellings the bundled list knows (``Lexicon.default(spelling=...)``); American first,
#: the default.
SPELLINGS = ("american", "british", "both")
#: The largest word list file read: ten times a whole-language list of half a million words.
MAX_FILE_BYTES = 50_000_000
#: The languages of the bundled dictionaries: English (SCOWL) and Spanish (hunspell-es graded
#: by wordfreq into the same level numbers, ``scripts/build_lexicon_es.py``).
LANGUAGES = ("en", "es")

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
        self._index = Once(self._new_count_index)
        self._derived: dict[tuple[object, tuple[object, ...]], Once[Any]] = {}

    # -- construction ---------------------------------------------------------------------------

    @classmethod
    def default(
        cls,
        level: int = 70,
        contractions: bool = False,
        family_friendly: bool = True,
        *,
        slang: bool = True,
        affixes: bool = True,
        spelling: str = "american",
        language: str = "en",
    ) -> Lexicon:
        """The bundled SCOWL words up to ``level`` (10, 20, 35, 40, 50, 55, 60, 70 or 80).

        ``spelling``: ``"american"`` (the default: color, center), ``"british"`` (colour,
        centre, realise and realize) or ``"both"`` (every spelling, each word at the commoner
        of its levels).

        ``language="es"``: the bundled Spanish dictionary, graded into the same levels, each as
        big as the English one (``scripts/build_lexicon_es.py`` says how), spelled as the tiles
        spell (no accents: ``"café" in lex`` finds ``cafe``; ñ a letter of its own). Spanish has
        no contractions, and no slang or bare affixes on its list, and one spelling: those
        flags change nothing there; ``family_friendly`` leaves out ``data/blocklist-es.txt``.

        ``family_friendly`` leaves out offensive words (``data/blocklist.txt``), and at a
        child's levels (``level <= CHILD_LEVEL``) the words not for a class as well (SEX,
        NAKED: :func:`~wordgames.lexicon.not_for_class`); ``slang=False``
        leaves out respellings of casual speech such as "gonna" and "dunno"
        (``data/slang.txt``: Word Storm and MY WORD! forbid slang); ``affixes=False`` leaves
        out bare prefixes and suffixes such as "pre" and "un" (``data/affixes.txt``: Five Tiers
        forbids them). ``scripts/build_exclusions.py`` builds both lists and says why each word
        is on them. Cached per process: the same arguments give the same object.

        >>> len(Lexicon.default(10, family_friendly=False)), len(Lexicon.default(10))
        (3971, 3968)
        >>> "don't" in Lexicon.default(80), "don't" in Lexicon.default(80, contractions=True)
        (False, True)
        >>> "gonna" in Lexicon.default(), "gonna" in Lexicon.default(slang=False)
        (True, False)
        >>> "pre" in Lexicon.default(80), "pre" in Lexicon.default(80, affixes=False)
        (True, False)
        >>> [w in Lexicon.default(spelling="british") for w in ("colour", "color", "cat")]
        [True, False, True]
        >>> "colour" in Lexicon.default(), "color" in Lexicon.default(spelling="both")
        (False, True)
        >>> es = Lexicon.default(35, language="es")
        >>> "perros" in es, "Café" in es, "año" in es, "madrid" in es, es.level("casa"), es.name
        (True, True, True, False, 10, 'Spanish 35')
        """
        if isinstance(level, bool) or level not in LEVELS:
            raise LexiconError(
                f"level must be one of {', '.join(map(str, LEVELS))}, not {level!r}"
            )
        for name, flag in (("contractions", contractions), ("family_friendly", family_friendly),
                           ("slang", slang), ("affixes", affixes)):
            if not isinstance(flag, bool):
                raise InvalidInput(f"{name} must be True or False, not {flag!r}")
        if spelling not in SPELLINGS:
            raise InvalidInput(f"spelling is one of {', '.join(SPELLINGS)}, not {spelling!r}")
        if language not in LANGUAGES:
            raise LexiconError(
                f"language must be one of {', '.join(map(repr, LANGUAGES))}, not {language!r}"
            )
        with _LOADING:  # two threads asking at once get the same lexicon, loaded once
            if language == "es":
                return _default_spanish(level, family_friendly)
            return _default(level, contractions, family_friendly, slang, affixes, spelling)

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "custom") -> Lexicon:
        """A lexicon of the given words (case-folded, duplicates merged, no levels).

        Words are letters, optionally with apostrophes or hyphens, at most
        :data:`MAX_WORD_LENGTH` characters; anything else raises ``InvalidInput`` naming the
        word's position.

        >>> Lexicon.from_words(["cat", None])
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: word 2: a word is text, not NoneType
        """
        if isinstance(words, str | bytes):
            raise InvalidInput("from_words takes a list of words, not one string")
        _check_name(name)
        try:
            entries = iter(words)
        except TypeError:
            raise InvalidInput(
                f"from_words takes a list of words, not {type(words).__name__}"
            ) from None
        levels: dict[str, int | None] = {}
        for position, word in enumerate(entries, start=1):
            levels[_clean_word(word, where=f"word {position}")] = None
        return cls(levels, name=name)

    @classmethod
    def from_file(cls, path: str | Path) -> Lexicon:
        """A teacher's word list: one word per line, or a CSV file with a ``word`` column.

        UTF-8 with or without a byte-order mark, CRLF line ends, blank lines and ``#`` comments
        are accepted. Problems raise ``LexiconError`` (no such file, not a text file, no words)
        or ``InvalidInput`` (a bad path, a bad line) naming the file and line.
        """
        if not isinstance(path, str | os.PathLike):
            raise InvalidInput(
                f"from_file takes the path of a word list (a str or Path), not "
                f"{type(path).__name__}"
            )
        text_path = os.fspath(path)
        if not isinstance(text_path, str):
            raise InvalidInput(f"from_file takes a text path, not the bytes {text_path!r}")
        if "\x00" in text_path:
            raise InvalidInput(f"the path {text_path!r} has a NUL character: no file has one")
        path = Path(text_path)
        try:
            raw = read_bytes(path, limit=MAX_FILE_BYTES, what="a word list file")
        except FileNotFoundError:
            raise LexiconError(f"word list {str(path)!r} not found") from None
        except OSError as err:
            reason = err.strerror or str(err)
            raise LexiconError(f"cannot read word list {str(path)!r}: {reason}") from None
        except InvalidInput:  # a pipe, a device, a file too large: it says which
            raise
        except ValueError as err:  # a path the system cannot take (too long, a bad character)
            raise InvalidInput(f"cannot open {str(path)!r}: {err}") from None
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
        if not isinstance(corpus, str) or not corpus.isidentifier():
            raise InvalidInput(f"an nltk corpus is named by a word such as 'words', not {corpus!r}")
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
        _check_count("level", level)
        _check_count("min_len", min_len)
        if isinstance(exclude, str | bytes):
            # A bare string would exclude its letters, one by one.
            raise InvalidInput(f"exclude takes a list of words, not the string {exclude!r}")
        try:
            entries = list(exclude)
        except TypeError:
            raise InvalidInput(
                f"exclude takes a list of words, not {type(exclude).__name__}"
            ) from None
        for position, word in enumerate(entries, start=1):
            if not isinstance(word, str):
                raise InvalidInput(
                    f"exclude, word {position}: a word is text, not {type(word).__name__}"
                )
        excluded = {w.lower() for w in entries}
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
        # Accents are no letters of the tiles: "café" is the word cafe (fold_accents).
        # A ligature or full-width letters from a PDF, a curly apostrophe: the word they spell.
        return isinstance(word, str) and fold_accents(
            (word if word.isascii() else typed(word)).lower()) in self._levels

    def __len__(self) -> int:
        return len(self._levels)

    def __iter__(self) -> Iterator[str]:
        return iter(self._levels)

    def __repr__(self) -> str:
        return f"<Lexicon {self.name!r}: {len(self):,} words>"

    def level(self, word: str) -> int | None:
        """The SCOWL level of a word (10 = commonest), None for words from other sources and
        for words not in the lexicon.

        >>> Lexicon.default().level("Cat"), Lexicon.default().level("zzz")
        (10, None)
        >>> Lexicon.default().level(None)
        Traceback (most recent call last):
        ...
        wordgames.errors.InvalidInput: level() takes a word (text), not NoneType
        """
        if not isinstance(word, str):
            raise InvalidInput(f"level() takes a word (text), not {type(word).__name__}")
        return self._levels.get(fold_accents(word.lower()))

    # -- what is derived from the words, built once and kept with them ------------------------

    @property
    def count_index(self) -> CountIndex:
        """The spelling engine's bitset index of these words, built on first use (a moment for a
        big list) and kept: see :class:`~wordgames.lexicon.spelling.CountIndex`. Built once:
        a thread asking while another builds it waits for that build."""
        return self._index.get()

    def _new_count_index(self) -> CountIndex:
        return CountIndex(self._levels)

    def derived(self, build: Callable[[Lexicon, *Ts], T], *args: *Ts) -> T:
        """What ``build(self, *args)`` returns, built on the first call and kept with this
        lexicon.

        For what other modules derive from a word list (a solver's word index, the words of one
        length): the lexicon owns it, so it lives exactly as long as the lexicon, and a new
        lexicon (``restrict``, ``from_words``) starts with none. ``build`` must be a function
        defined once (a module-level function or a class), and ``args`` hashable: together they
        are the key. Built once (:class:`~wordgames.kit.once.Once`): a thread asking while
        another builds it waits for that build.

        >>> lex = Lexicon.from_words(["go", "dog", "gods"])
        >>> def longest(lexicon: Lexicon, n: int) -> list[str]:
        ...     return sorted(lexicon, key=len)[-n:]
        >>> lex.derived(longest, 1), lex.derived(longest, 1) is lex.derived(longest, 1)
        (['gods'], True)
        """
        key = (build, args)
        once = self._derived.get(key)
        if once is None:
            # Two threads may both make a Once here; setdefault keeps one, whose build both use.
            once = self._derived.setdefault(key, Once(partial(build, self, *args)))
        return cast(T, once.get())

    def at_level(self, level: int | None) -> Lexicon:
        """The words up to ``level`` (ungraded words kept), as one lexicon kept with this one:
        every bot of a skill level shares it, and its spelling index is built once. This very
        lexicon when the cut leaves every word (``None`` cuts nothing).

        >>> lex = Lexicon.default(35)
        >>> lex.at_level(10) is lex.at_level(10), lex.at_level(35) is lex, lex.at_level(None) is lex
        (True, True, True)
        """
        _check_count("level", level)
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
    # A curly apostrophe (i’m), a ligature copied from a PDF (ﬁt), full-width letters.
    word = typed(word)
    text = fold_accents(word.strip().lower())
    if not text:
        raise bad("empty word")
    if len(text) > MAX_WORD_LENGTH:
        raise bad(
            f"a {len(text):,}-character entry ({text[:20]!r}...) is no word: the longest "
            f"allowed has {MAX_WORD_LENGTH}"
        )
    for ch in text:
        if not (ch.isalpha() or ch in "'-") or ch in LOOKALIKES:
            what = ("a space" if ch.isspace() else "a digit" if ch.isdigit()
                    else described(ch))
            raise bad(f"{shown(word.strip())} contains {what}; a word is letters")
    if not any(ch.isalpha() for ch in text):
        # An apostrophe or hyphen alone would be "spelled" by a lone apostrophe tile.
        raise bad(f"{shown(word.strip())} has no letters; a word is letters")
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
        columns = [c.strip().lower() for c in _csv_row(header, source, header_line)]
        if "word" not in columns:
            shown = ", ".join(repr(c[:30]) for c in columns[:10])
            raise InvalidInput(
                f"a CSV word list needs a 'word' column; the header has {shown}"
                + (", ..." if len(columns) > 10 else ""),
                source=source, line=header_line,
            )
        column = columns.index("word")
        for line_no, line in content[1:]:
            row = _csv_row(line, source, line_no)
            if column >= len(row) or not row[column].strip():
                raise InvalidInput("no word in the 'word' column", source=source, line=line_no)
            yield line_no, row[column]
        return
    for line_no, line in content:
        yield line_no, line


def _csv_row(line: str, source: str, line_no: int) -> list[str]:
    """One line of a CSV word list as cells; the csv module's complaints name the line."""
    try:
        return next(csv.reader(io.StringIO(line)))
    except csv.Error as err:
        # "field larger than field limit (131072)": no cell of a word list is that long.
        raise InvalidInput(f"not a CSV row ({err})", source=source, line=line_no) from None


def _check_name(name: object) -> None:
    if not isinstance(name, str):
        raise InvalidInput(f"a lexicon's name is text, not {type(name).__name__}")


def _check_count(what: str, value: object) -> None:
    """``value`` is a whole number or None (a level, a length)."""
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise InvalidInput(f"{what} must be a whole number or None, not {value!r}")
    if value is not None and value < 0:
        raise InvalidInput(f"{what} must be 0 or more (or None), not {value}")


#: Held while a bundled lexicon loads (``Lexicon.default``).
_LOADING = threading.Lock()


@cache
def _bundled_sections(name: str = "lexicon") -> dict[tuple[str, int], tuple[str, ...]]:
    """The sections of a bundled word list (``lexicon``, ``lexicon-es``) by (kind, level)."""
    data = resources.files("wordgames") / "data" / f"{name}.txt.gz"
    text = gzip.decompress(data.read_bytes()).decode("utf-8")
    sections: dict[tuple[str, int], tuple[str, ...]] = {}
    for block in text.split("@")[1:]:
        header, _, body = block.partition("\n")
        kind, level = header.split()
        # Tuples, kept for the process's life: the garbage collector stops walking them.
        sections[(kind, int(level))] = tuple(body.split())
    return sections


@cache
def _word_set(name: str) -> frozenset[str]:
    """The words of a shipped list (``blocklist``, ``slang``, ``affixes``, ``blocklist-es``),
    less comments."""
    data = resources.files("wordgames") / "data" / f"{name}.txt"
    lines = data.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


#: The sections of the bundled file each spelling reads (``scripts/build_lexicon.py``).
_SPELLING_KINDS = {"american": ("word", "american"), "british": ("word", "british"),
                   "both": ("word", "american", "british")}


@cache
def _default(
    level: int, contractions: bool, family_friendly: bool, slang: bool, affixes: bool,
    spelling: str = "american",
) -> Lexicon:
    levels: dict[str, int | None] = {}
    sections = _bundled_sections()
    kinds: Sequence[Sequence[str]] = (_SPELLING_KINDS[spelling],) + (
        (("contraction",),) if contractions else ()
    )
    # Level by level, each level's words sorted: the order the file had before it held two
    # spellings (seeded games iterate over it). A word of both spellings keeps its lower level.
    for group in kinds:
        for lv in LEVELS:
            if lv > level:
                break
            parts = [sections.get((kind, lv), ()) for kind in group]
            words = parts[0] if len(parts) == 1 else sorted(set().union(*parts))
            for word in words:
                levels.setdefault(word, lv)
    left_out = [name for name, keep in (("blocklist", not family_friendly), ("slang", slang),
                                        ("affixes", affixes)) if not keep]
    for name in left_out:
        for word in _word_set(name):
            levels.pop(word, None)
    if family_friendly and level <= CHILD_LEVEL:  # a child's levels: no words not for a class
        for word in not_for_class():
            levels.pop(word, None)
    name = f"SCOWL {level}" + (" + contractions" if contractions else "")
    if spelling != "american":
        name += f", {spelling} spelling" if spelling == "british" else ", both spellings"
    if not slang:
        name += ", no slang"
    if not affixes:
        name += ", no affixes"
    return Lexicon(levels, name=name)


@cache
def _default_spanish(level: int, family_friendly: bool) -> Lexicon:
    levels: dict[str, int | None] = {}
    for (_kind, lv), words in _bundled_sections("lexicon-es").items():
        if lv <= level:
            levels.update(dict.fromkeys(words, lv))
    if family_friendly:
        for word in _word_set("blocklist-es"):
            levels.pop(word, None)
    return Lexicon(levels, name=f"Spanish {level}")
