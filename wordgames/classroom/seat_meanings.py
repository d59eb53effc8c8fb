"""What a word means, shown on the play screen after it is accepted (every game, one place).

:class:`Meanings` follows a round being played: after each change it asks the game which words
the person (and, if asked, the bots) have made that the rules accept
(:func:`wordgames.classroom.progress.words_made`), and looks each new one up with
:func:`wordgames.classroom.define`: its lemma and part of speech, and the meaning a child
most likely means (:func:`wordgames.classroom.meaning`), the teacher's own definition first.
Plain Python and HTML: the screen puts the HTML in a widget.

>>> from types import SimpleNamespace
>>> meanings = Meanings(glossary={"cat": "our school's pet"})
>>> meanings.add(0, "cats", "You")
>>> meanings.add(0, "the", "You")
>>> [line.word for line in meanings.lines]
['the', 'cats']
>>> print(meanings.lines[1].text)
CATS (cat, noun): our school's pet (your teacher's words)
>>> print(meanings.lines[0].text)
THE: a word that points to one thing we know about: the sun, the door
>>> meanings.add(0, "zorbling", "You")
>>> print(meanings.lines[0].text)
ZORBLING: we have no meaning for this word yet
>>> spanish = Meanings(glossary={"gato": "nuestro gato"}, language="es")
>>> spanish.add(0, "gatos", "You"); spanish.add(0, "perro", "You")
>>> [line.text for line in spanish.lines]
['PERRO: dog', "GATOS (gato): nuestro gato (your teacher's words)"]
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from wordgames.classroom import Entry, WordList, define
from wordgames.classroom.glosses import spanish_line
from wordgames.classroom.meaning import meaning, meaning_pos, plain_glosses
from wordgames.classroom.progress import words_made
from wordgames.kit.protocol import GAME

#: How many meanings the screen shows at once, the newest first.
SHOWN = 2


@dataclass(frozen=True)
class Line:
    """One word's meaning as shown: the word, who made it, and the text."""

    word: str
    who: str
    text: str
    found: bool
    target: bool = False  # one of an exercise's words of the week
    player: int = 0


class Meanings:
    """The meanings of the words accepted in the round being played, and still made: ``lines``
    holds one per word, the newest first, and the panel shows the first :data:`SHOWN`.

    ``bots``: the bots' words too, not only the person's (seat 0). ``glossary``: the teacher's
    definitions by word, shown before WordNet's. ``targets``: an exercise's words of the week,
    marked with a star, and how many of them the person has now (``found``).
    """

    def __init__(self, glossary: Mapping[str, str] | None = None, bots: bool = False,
                 targets: Iterable[str] = (), seat: int = 0, language: str = "en") -> None:
        self.bots = bots
        self.seat = seat
        self.language = language  # "es": English glosses of Spanish words (classroom.glosses)
        self.glossary = _glossary(glossary or {})
        self.targets = tuple(dict.fromkeys(t.lower() for t in targets))
        self.found: list[str] = []
        self.lines: list[Line] = []
        self._made: dict[int, set[str]] = {}
        self._state: Any = None
        self._seen = 0
        self._round = 0
        #: the round has ended: the panel lists every word of the week with its meaning
        self.ended = False
        self._week: dict[str, str] = {}  # each word of the week's meaning, looked up once

    @classmethod
    def for_seat(cls, table: Any, seat: int, *, bots: bool = False) -> Meanings:
        """What ``seat`` of ``table`` (a :class:`~wordgames.play.table.Table`) is shown: at an
        exercise's table the teacher's definitions first and the words of the week starred; a
        Spanish round's words with their English glosses.

        >>> from wordgames.play.table import Table
        >>> Meanings.for_seat(Table("myword", ["person", "easy"]), 0).targets
        ()
        """
        exercise = getattr(table, "exercise", None)
        if exercise is None:
            return cls(bots=bots, seat=seat)
        spanish = bool(exercise.options.get("spanish"))
        return cls(exercise.definitions, bots=bots, seat=seat, targets=exercise.targets,
                   language="es" if spanish else "en")

    def update(self, session: Any) -> bool:
        """Look at the round of ``session`` (a play screen's session, or a
        :class:`~wordgames.play.table.Table`) from the seat's side; True when a new word's meaning
        was added."""
        state = session.state
        ended = getattr(session, "playing", True) is False and state is not None
        if ended != self.ended:
            self.ended = ended
            if ended and self.targets and not self._week:  # looked up once, at the end
                self._week = {word: self._text(word)[0] for word in self.targets}
        if state is None or state is self._state:
            return False
        # A Spanish round (Five Tiers' spanish rule) shows English glosses of its words.
        spanish = getattr(getattr(session.game, "rules", None), "spanish", False) is True
        self.language = "es" if spanish else self.language
        if session.round_number != self._round:
            self._round = session.round_number
            self._made = {}
            self._seen = 0
            self.found = []
        events = getattr(state, "events", ())
        fresh = events[self._seen:]
        self._seen = len(events)
        self._state = state
        # Only a player's own action can make that player a word: ask the game for no one else.
        me = self.seat
        players = {e.player for e in fresh if e.player != GAME and (self.bots or e.player == me)}
        added = False

        for player in sorted(players):
            made = words_made(session.game, state, player)
            if player == me:  # the targets the person has now (a tier's word may be taken back)
                self.found = [t for t in self.targets if t in made]
            before = self._made.setdefault(player, set())
            # A word that is no longer made (a Word Storm word extended or broken up as the
            # crossword changes, a tier taken back) leaves the panel with its meaning.
            gone = before - set(made)
            if gone:
                before -= gone
                self.lines = [line for line in self.lines
                              if not (line.player == player and line.word in gone)]
            for word in made:
                if word not in before:
                    before.add(word)
                    self.add(player, word, "You" if player == me else _names(session)[player])
                    added = True
        return added

    def add(self, player: int, word: str, who: str) -> None:
        """Look ``word`` up and show it first."""
        text, found = self._text(word)
        self.lines.insert(0, Line(word, who, text, found, word in self.targets, player))

    def _text(self, word: str) -> tuple[str, bool]:
        """What ``word`` means as a line shows it, and whether a meaning was found."""

        found = define(word, wordlist=self.glossary, extras=False, language=self.language)
        # The sense a child most likely means, not WordNet's most used (OR: Oregon); a Spanish
        # word's is its English gloss.
        child = meaning(word, self.glossary) if self.language == "en" else None
        shown = word.upper()
        mine = found is not None and found.source.startswith("teacher")
        teacher = " (your teacher's words)" if mine else ""
        if child is not None and (found is None or (word in plain_glosses() and not mine)):
            text = f"{shown}: {child}"  # THE, OR; a child's plain meaning, no part of speech
        elif found is None:
            # A child reads what to expect, not which dictionary lacks the word.
            what = "no English meaning" if self.language == "es" else "no meaning"
            text = f"{shown}: we have {what} for this word yet"
        else:
            # The part of speech of the meaning shown, not of WordNet's first sense (MARCH: noun).
            # A plain gloss that is no verb's names none (GUIDES: "a person who shows the way"
            # is no verb's meaning, whatever WordNet's first sense is).
            pos = found.pos if mine or child is None else meaning_pos(word)
            about = ", ".join(x for x in (found.lemma if found.lemma != found.word else "",
                                          pos or "") if x)
            gloss = found.definitions[0] if self.language == "es" and found.definitions else None
            first = child or gloss or "we have no meaning for this word yet"
            text = f"{shown}{f' ({about})' if about else ''}: {first}{teacher}"
            if self.language == "es" and not teacher:
                # Both spellings of a word the tiles fold (TE: you; TÉ: tea).
                text = spanish_line(word) or text
        return text, found is not None or child is not None

    def panel(self) -> str:
        """:meth:`html` under its heading, as a play screen shows it (a line of text alone
        says nothing)."""
        return '<div class="wg-section">What your words mean</div>' + self.html()

    def html(self) -> str:
        """The meanings, newest first, in a box as tall as :data:`SHOWN` of them (so that the
        table below does not move as words come), under the count of the week's words found."""
        head = ""
        if self.targets:
            found = ", ".join(t.upper() for t in self.found)
            head = (f'<div class="wg-found">★ Words of the week found: {len(self.found)} of '
                    f"{len(self.targets)}{': ' + html.escape(found) if found else ''}</div>")
        if self.ended and self._week:  # the round's end: every word of the week, the
            # teacher's meaning first, found or not (they are what the exercise teaches)
            rows = '<div class="wg-section">This week\'s words</div>' + "".join(
                f'<div class="wg-meaning">{"★ " if word in self.found else ""}'
                f"<b>{html.escape(text[: len(word)])}</b>{html.escape(text[len(word):])}</div>"
                for word, text in self._week.items())
        elif not self.lines:
            rows = ('<div class="wg-help">What each word you make means will show here.'
                    "</div>")
        else:
            rows = "".join(
                f'<div class="wg-meaning{"" if line.found else " wg-meaning-none"}">'
                f"{'' if line.who == 'You' else html.escape(line.who) + ': '}"
                f"{'★ ' if line.target else ''}<b>{html.escape(line.text[: len(line.word)])}</b>"
                f"{html.escape(line.text[len(line.word):])}</div>" for line in self.lines[:SHOWN])
        return (f'<div class="wg-meanings" role="status" aria-label="meanings">{head}{rows}'
                "</div>")


def _names(session: Any) -> list[str]:
    names = getattr(session, "names", None)
    return list(names) if names is not None else [seat.name for seat in session.seats]


def _glossary(definitions: Mapping[str, str]) -> Any:
    """The teacher's definitions as the word list ``define`` reads them from."""

    return WordList([Entry(line, word.lower(), text) for line, (word, text)
                     in enumerate(definitions.items(), start=1)], name="the teacher's")


def warm_meanings() -> None:
    """Read what meanings are looked up in (WordNet's senses, the everyday words that choose
    among them, the Spanish glosses) now: a first word's meaning read on a loop that serves
    tables would hold every one of them up for a second."""

    define("warm", extras=False)
    meaning("warm")
    define("perro", extras=False, language="es")


__all__ = ["SHOWN", "Line", "Meanings", "warm_meanings"]
