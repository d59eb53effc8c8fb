"""What the games say, in a child's words: a word's verdict, and the games' refusals retold.

The games' own messages are exact and written for the people who build with the library ("the
cards cover 0 letters", "player(s) 1, 2, 3 still take a free card"). A play screen shows a
child these instead:

- :func:`word_verdict`: is this word a word? ``ok`` only for a word the dictionary knows (never
  a green tick for a misspelling), with a plain sentence and, for a slip, the word meant;
- :func:`for_a_child`: any refusal of a game (an ``IllegalAction``'s text, a MY WORD! claim's
  reasons) retold plainly; a message it does not know comes back as it was.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.default()
>>> print(word_verdict("chlid", lex))
CHLID is not a word we know. Check the spelling: did you mean CHILD?
>>> word_verdict("tinal", lex).ok, word_verdict("cloud", lex, targets=["cloud"]).text
(False, 'CLOUD is a word of the week!')
>>> for_a_child("player(s) 1, 2, 3 still take a free card")
'Wait a moment: the other players are taking their free cards.'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from wordgames.lexicon import Lexicon
from wordgames.lexicon.nearest import nearest


@dataclass(frozen=True)
class Verdict:
    """A word's verdict: the word, whether it counts (``ok``), what to tell the child, what
    ``kind`` of verdict (``word``, ``target``, ``unknown``, ``not letters``, ``too short``,
    ``too long``) and the word probably meant, if any."""

    word: str
    ok: bool
    text: str
    kind: str
    meant: str | None = None

    def __str__(self) -> str:
        return self.text


def word_verdict(
    word: str, lexicon: Lexicon, *, targets: Iterable[str] = (), shortest: int = 2,
    longest: int | None = None, suggest: bool = True,
) -> Verdict:
    """Whether ``word`` is a word of ``lexicon`` (a game's dictionary), said for a child.

    ``targets``: the words of the week (a target is always a word); ``shortest`` and
    ``longest``: the lengths the game takes; ``suggest``: offer the word meant (not in a
    puzzle, where it would be the answer).

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.default()
    >>> print(word_verdict("PLANTE", lex))
    PLANTE is not a word we know. Check the spelling: did you mean PLANET?
    >>> print(word_verdict("c4t", lex))
    C4T has a 4 in it: a word is made of letters only.
    >>> print(word_verdict("at", lex, shortest=3))
    AT is too short: a word here needs at least 3 letters.
    """
    text = word.strip().lower()
    shown = text.upper()
    odd = next((ch for ch in text if not (ch.isalpha() or ch in "'-")), None)
    if not text:
        return Verdict(text, False, "Type a word first.", "not letters")
    if odd is not None:
        what = "a space" if odd.isspace() else f"a {odd}" if odd.isdigit() else f"a '{odd}'"
        return Verdict(text, False, f"{shown} has {what} in it: a word is made of letters only.",
                       "not letters")
    if len(text) < shortest:
        return Verdict(text, False, f"{shown} is too short: a word here needs at least "
                       f"{shortest} letters.", "too short")
    if longest is not None and len(text) > longest:
        return Verdict(text, False, f"{shown} is too long: a word here has at most {longest} "
                       "letters.", "too long")
    wanted = {t.strip().lower() for t in targets}
    if text in wanted:
        return Verdict(text, True, f"{shown} is a word of the week!", "target")
    if text in lexicon:
        return Verdict(text, True, f"{shown} is a word.", "word")

    near = nearest(text, lexicon, n=1) if suggest else []
    meant = near[0] if near else None
    hint = f": did you mean {meant.upper()}?" if meant else "."
    return Verdict(text, False, f"{shown} is not a word we know. Check the spelling{hint}",
                   "unknown", meant)


def _cards(match: re.Match[str]) -> str:
    return f"Those cards do not spell {match['word']}: pick a card for every letter."


def _empty_rows(match: re.Match[str]) -> str:
    """Five Tiers' declaration with rows still empty, said as a child reads it."""
    rows = [row.replace(" tiles", "-tile") for row in match.group("rows").split(", ")]
    said = rows[0] if len(rows) == 1 else f"{', '.join(rows[:-1])} and {rows[-1]}"
    return (f"You need all five words first. Still empty: the {said} "
            f"row{'s' * (len(rows) > 1)}.")


#: The games' refusals and how a child hears them: (pattern, the child's words or a function
#: of the match). Checked in order; the first that matches wins.
RETOLD: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(pattern.removeprefix("^")), said) for pattern, said in (
        # MY WORD!
        (r"^(?P<n>\d+) cards?; a word needs at least (?P<m>\d+) cards",
         r"A word needs at least \g<m> cards. You picked \g<n>."),
        (r"^the cards .* do not spell (?P<word>[A-Z'\-]+)", _cards),
        (r"^a word with an apostrophe or hyphen is not allowed",
         "Only letters here: no apostrophes or hyphens."),
        (r"^(?P<word>[A-Z'\-]+) is not in the word list",
         r"\g<word> is not a word we know. Check the spelling."),
        (r"^the dealer waits: player\(s\) .* still take a free card",
         "Wait a moment: the other players are taking their free cards."),
        (r"^player\(s\) .* still take a free card",
         "Wait a moment: the other players are taking their free cards."),
        (r"^the table cannot spell (?P<word>\S+)",
         r"The cards on the table cannot make \g<word>."),
        (r"^the table is empty", "There are no cards on the table yet."),
        (r"^card #\d+ is not on the table", "That card has already gone from the table."),
        (r"^card #\d+ appears twice", "You picked the same card twice."),
        (r"^every card has been dealt", "All the cards are out."),
        (r"^player \d+ is not owed a free card", "You do not get a free card now."),
        (r"^\d+ cards are still to be dealt", "There are still cards to come."),
        # Five Tiers
        (r"^your tiles do not cover these words: (?P<short>.*)",
         r"You do not have the tiles for that: \g<short>."),
        (r"^'(?P<word>[^']+)' takes (?P<n>\d+) tiles, so it cannot go in the (?P<t>\d+)-tile",
         r"That word takes \g<n> tiles: it goes in the \g<n>-tile row, not the \g<t>-tile one."),
        (r"^a declaration needs all five words; empty tiers?: (?P<rows>.*)", _empty_rows),
        (r"^a declaration needs a hand of (?P<n>\d+) tiles", r"You need all \g<n> tiles first."),
        (r"^the timer has run out", "Time is up! Swap tiles or pass, then carry on."),
        (r"^player \d+ has already declared", "You have already said you are finished."),
        (r"^player \d+ has declared; the words are set",
         "You have said you are finished: your words stay as they are."),
        (r"^too late: the round was won", "Too late: someone else finished first."),
        (r"^player \d+ has already exchanged", "You have already swapped tiles this time."),
        # Word Storm
        (r"^the centre is empty: call Done", "No tiles are left in the middle: call Done!"),
        (r"^player \d+ cannot call (?P<call>Word Storm|Done): (?P<n>\d+) tiles",
         r"Put all your tiles in your crossword first: \g<n> still to place."),
        (r"^tiles remain in the centre", "There are still tiles in the middle: call Word Storm!"),
        (r"^trading is the advanced", "Swapping tiles with others is not part of this game."),
        (r"^player \d+ has no '(?P<t>[^']+)' in hand to give", r"You have no \g<t> to give."),
        (r"^(?P<who>.+?) has no '(?P<t>[^']+)' in hand to give",
         r"\g<who> has no \g<t> to give you. Ask for another letter."),
        # Every game
        (r"^the round is over", "This round is over."),
    )
)


def for_a_child(message: object, names: Sequence[str] = (), me: int | None = None) -> str:
    """A game's refusal (an ``IllegalAction`` or its text), in a child's words; a message with
    no retelling comes back as it was. A claim's reasons, joined by "; ", are each retold.
    ``names``: the players' names, which replace "player 2" (``me``, the seat told, is "you").

    >>> for_a_child("the cards M A do not spell MAT (the cards cover 2 letters, the word has 3)")
    'Those cards do not spell MAT: pick a card for every letter.'
    >>> for_a_child("your tiles do not cover these words: one A, one T short")
    'You do not have the tiles for that: one A, one T short.'
    >>> for_a_child("player 1 has no 'E' in hand to give", ["Ana", "Bot 1"], me=0)
    'Bot 1 has no E to give you. Ask for another letter.'
    >>> for_a_child("player 0 has no 'E' in hand to give", ["Ana", "Bot 1"], me=0)
    'You have no E to give.'
    >>> for_a_child("something new")
    'something new'
    """
    text = str(message).strip()
    if names:
        # Other seats by name first; the patterns below read "player N" as the seat told.
        text = re.sub(r"\bplayer (\d+)\b", lambda m: _named(m, names, me), text)
    told: list[str] = []
    at, changed = 0, False
    while at < len(text):
        # One reason after another ("; " between them), each retold if it can be.
        for pattern, said in RETOLD:
            match = pattern.match(text, at)
            if match:
                told.append(said(match) if callable(said) else match.expand(said))
                changed = True
                break
        end = _next_reason(text, match.end() if match else at)
        if not match:
            told.append(text[at:end].strip(" ;"))
        at = end
    return " ".join(t for t in told if t) if changed else text


def _named(match: re.Match[str], names: Sequence[str], me: int | None) -> str:
    seat = int(match.group(1))
    return names[seat] if seat != me and seat < len(names) else match.group(0)


def _next_reason(text: str, at: int) -> int:
    """Where the reason after ``at`` begins (after its "; "), or the end of the text."""
    found = text.find("; ", at)
    return len(text) if found < 0 else found + 2


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop (a reason is written to
    follow "cannot: ..." as well as to stand alone, as the lobby shows it).

    >>> sentence("the room is full"), sentence("Wait a few seconds, then try again.")
    ('The room is full.', 'Wait a few seconds, then try again.')
    """
    text = text.strip()
    if not text:
        return text
    return text[:1].upper() + text[1:] + ("" if text[-1] in ".!?" else ".")


__all__ = ["RETOLD", "Verdict", "for_a_child", "sentence", "word_verdict"]
