"""A MY WORD! bot: it notices words on the table after human-like delays and calls them.

The time model. When a word becomes claimable (its last card is dealt) at time ``t0``, a bot
that knows the word notices it at

    t0 + skill.delay(rng, base, difficulty)
       = t0 + base * difficulty / speed * exp(N(0, spread))
    difficulty = rarity(level) * (1 + per_letter * (letters - 3))

so a common three-letter word takes an average adult (speed 1) about ``base`` = 4 seconds, a
level-80 word three times as long, every letter beyond three ``per_letter`` = 25 % more.
``rarity`` is ``wordgames.kit.agents.rarity``: 1 at SCOWL level 10, 3 at level 80. A bot knows the
dealer's words up to its ``skill.level`` (its vocabulary); it never notices the others.

Policies: ``"first"`` calls the first word it notices; ``"longest"`` takes a short ``look``
(1.5 s) after the first word it notices and calls the longest noticed by then (most cards, then
most letters).

Errors: each noticed word is, with probability ``skill.error_rate``, mis-called as a non-word
(the same cards in another order, one that is not a word). The dealer turns it down, everyone
else takes a free card, and the bot looks at the word again (a new notice delay).

Free cards: when owed one, the bot takes :func:`~wordgames.myword.game.free_card_choice`'s card
after ``skill.delay(rng, free_card_base)`` seconds (1 s for an average adult).

Every random draw comes from the stream the runner hands the bot when a round begins
(:meth:`Bot.begin_round`; ``seed`` seeds the stream used before any round), in a fixed order
(words are visited sorted), so the same seed gives the same round.

>>> import random
>>> from wordgames.lexicon import Lexicon
>>> from wordgames.myword.game import Game, Rules
>>> from wordgames.play.runner import simulate_round
>>> game = Game(Rules(), Lexicon.default())
>>> bots = [Bot(Skill.named("adult"), seed=i) for i in range(3)]
>>> state, result = simulate_round(game, bots, random.Random(5))
>>> sum(result.scores) + len(state.table) == 60
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache

from wordgames.errors import InvalidInput
from wordgames.kit import validate
from wordgames.kit.agents import Skill, rarity
from wordgames.kit.protocol import Plan
from wordgames.lexicon import Lexicon, not_for_class
from wordgames.myword.cards import Cards, faces
from wordgames.myword.claims import Claims, find_claims
from wordgames.myword.game import Claim, TakeFreeCard, View, free_card_choice
from wordgames.myword.spotter import CardCounts, grown

POLICIES = ("first", "longest")
NEVER = float("inf")
_NEVER_NOTICED = (NEVER, False)
_TAU = math.tau


def _claims(table: Cards, lexicon: Lexicon, min_cards: int) -> Claims:
    # Every bot at the table looks at the same cards: spot the words once per table.
    return lexicon.derived(_spotted_tables)(table, min_cards)


def _spotted_tables(lexicon: Lexicon) -> Callable[[Cards, int], Claims]:
    """The claims of the last tables seen with ``lexicon``, kept with it."""
    last: list[Claims] = []  # the last table spotted

    def claims(table: Cards, min_cards: int) -> Claims:
        seen = last[0] if last else None
        if seen is not None and seen.table is table and seen.min_cards == min_cards:
            return seen  # the very table the last bot asked about: no hashing its cards
        found = spotted(table, min_cards)
        last[:] = [found]
        return found

    @lru_cache(maxsize=128)
    def spotted(table: Cards, min_cards: int) -> Claims:
        before = last[0] if last else None
        if (before is not None and before.min_cards == min_cards
                and len(table) == len(before.table) + 1 and table[:-1] == before.table):
            # The dealer turned a card: only the card sets holding it are new.
            shown = faces(table)
            hand = CardCounts.of(shown)
            words, added = grown(list(before), shown, hand, lexicon, min_cards)
            found = Claims(table, words, lexicon, min_cards, hand=hand)
            found.grown = (before, added)
            before.grown = None  # one link back is all a bot needs: no chain of old tables
        else:
            found = find_claims(table, lexicon, min_cards)
        return found

    return claims


#: A word whose median is not worked out yet (None is a word outside the vocabulary).
_UNKNOWN = -1.0


def _medians(
    lexicon: Lexicon, difficulty: object, level: int, speed: float, base: float, per_letter: float
) -> dict[str, float | None]:
    """The notice medians of the bots with these settings (filled as words come), kept with
    ``lexicon``; ``difficulty`` is the bots' method, so that a subclass gets its own."""
    return {}


@dataclass
class Bot:
    """A simulated MY WORD! player; see the module docstring for its time model.

    ``skill`` is a :class:`~wordgames.kit.agents.Skill` or a preset's name, as for the other bots.
    ``protected``: the ids of cards this bot leaves alone (an exercise's target words: the bot
    neither calls them nor breaks them up for words of its own).

    >>> Bot(Skill.named("expert"), policy="longest").policy, Bot("beginner")._skill.level
    ('longest', 35)
    """

    skill: Skill | str = "adult"
    policy: str = "first"
    seed: int | None = None
    base: float = 4.0
    per_letter: float = 0.25
    look: float = 1.5
    free_card_base: float = 1.0
    protected: frozenset[int] = frozenset()
    _skill: Skill = field(init=False, repr=False)  # a preset name resolved
    rng: random.Random = field(init=False, repr=False)
    _noticed: dict[str, tuple[float, bool]] = field(init=False, repr=False)
    _free_at: dict[float, float] = field(init=False, repr=False)
    _last: tuple[float, int, int] = field(init=False, repr=False)
    _planned: tuple[tuple[object, ...], Plan] = field(init=False, repr=False)  # the last call
    _seen: Claims | None = field(init=False, repr=False)  # the claims _noticed has the words of
    _first: tuple[float, str] | None = field(init=False, repr=False)  # _noticed's earliest

    def __post_init__(self) -> None:
        self._skill = Skill.of(self.skill)
        self.protected = frozenset(self.protected)
        if self.policy not in POLICIES:
            raise InvalidInput(f"policy must be one of {POLICIES}, not {self.policy!r}")
        for name in ("base", "per_letter", "look", "free_card_base"):
            if not getattr(self, name) >= 0:
                raise InvalidInput(f"{name} must be >= 0, not {getattr(self, name)}")
            validate.number(getattr(self, name), name, least=0)
        self.rng = random.Random(self.seed)
        self._forget()

    def begin_round(self, view: View, rng: random.Random) -> None:
        """A new round: forget the last one, and draw from ``rng``."""
        self.rng = rng
        self._forget()

    def _forget(self) -> None:
        self._noticed = {}
        self._free_at = {}
        self._last = (-1.0, -1, 0)
        self._planned = ((), Plan(NEVER, None))
        self._seen = None
        self._first = None

    def plan(self, view: View, now: float) -> Plan | None:
        """Take an owed free card, or call the word this bot will notice first."""
        if self.protected:
            view = replace(view, table=tuple(c for c in view.table if c.id not in self.protected))
        me = view.player
        mistakes = view.invalid_claims[me]
        if mistakes > self._last[2]:
            # My last call was turned down: look at those words again.
            self._noticed = {w: (t, e) for w, (t, e) in self._noticed.items() if not e}
            self._seen, self._first = None, None
        self._last = (now, view.dealt, mistakes)
        if view.ended:
            return None
        if view.owed:
            return self._free_card(view, now) if me in view.owed else None
        claims = _claims(view.table, view.lexicon, view.min_cards)
        self._notice(claims, view.lexicon, now)
        if self._first is None:
            # The word noticed first, until the words noticed change.
            self._first = min(((t, w) for w, (t, _) in self._noticed.items()),
                              default=(NEVER, ""))
        first_at, word = self._first
        if first_at == NEVER:
            return None
        if self.policy == "longest":
            first_at += self.look
            ready = [w for w, (t, _) in self._noticed.items() if t <= first_at]
            word = max(ready, key=lambda w: (len(claims[w]), len(w), w))
        cards = claims[word]
        at = max(first_at, now)
        ids = tuple(c.id for c in cards)
        if self._noticed[word][1]:
            return Plan(at, Claim(me, ids, self._garble(word, cards, view.lexicon), at))
        # Asked again at every step, a bot mostly means the same call: the same plan, made once.
        key = (me, ids, word, at)
        if self._planned[0] != key:
            self._planned = (key, Plan(at, Claim(me, ids, word, at)))
        return self._planned[1]

    def _notice(self, claims: Claims, lexicon: Lexicon, now: float) -> None:
        noticed, seen = self._noticed, self._seen
        if claims is seen:
            return  # the same table: nothing new
        self._seen = claims
        if seen is not None and claims.grown is not None and claims.grown[0] is seen:
            new = claims.grown[1]  # the table grew a card from the one last noticed
        else:
            words = claims.words
            gone = noticed.keys() - words
            if gone:
                self._first = None
                for word in gone:
                    del noticed[word]
            new = words - noticed.keys()
        if not new:
            return
        # Every bot of these settings notices a word after the same median: worked out once
        # per word and kept with the lexicon, for all of them (a sweep meets the same words
        # in thousands of rounds). The draws are Skill.delay's and Skill.errs', in its order.
        medians = lexicon.derived(
            _medians, type(self).difficulty, self._skill.level, self._skill.speed, self.base,
            self.per_letter)
        rng, spread, error_rate = self.rng, self._skill.spread, self._skill.error_rate
        draw, exp, log, sqrt = rng.random, math.exp, math.log, math.sqrt
        cos, sin = math.cos, math.sin
        # rng.gauss(0.0, spread) written out, the standard library's draws and arithmetic to the
        # bit (test_bot checks it), its spare value held here for the loop and handed back:
        # a call less per word, thousands per round.
        spare = rng.gauss_next  # type: ignore[attr-defined]  # Random's own, not in typeshed
        ordered = sorted(new)
        for word in ordered:
            median = medians.get(word, _UNKNOWN)
            if median is _UNKNOWN:
                median = medians[word] = self._median(word, lexicon)
            if median is None:
                noticed[word] = _NEVER_NOTICED  # outside its vocabulary
                continue
            if spare is None:
                x2pi = draw() * _TAU
                g2rad = sqrt(-2.0 * log(1.0 - draw()))
                z = cos(x2pi) * g2rad
                spare = sin(x2pi) * g2rad
            else:
                z, spare = spare, None
            noticed[word] = (now + median * exp(0.0 + z * spread), draw() < error_rate)
        rng.gauss_next = spare  # type: ignore[attr-defined]
        if self._first is not None:
            # The word noticed first is the last one, or one of the new words: no need to look
            # at every word noticed (hundreds on a big table) again.
            self._first = min(self._first, min((noticed[w][0], w) for w in ordered))

    def _median(self, word: str, lexicon: Lexicon) -> float | None:
        """The median seconds to notice ``word`` (``Skill.delay`` without its chance), None
        when it is outside the bot's vocabulary.

        >>> from wordgames.lexicon import Lexicon
        >>> lex = Lexicon.default()
        >>> Bot()._median("cat", lex), Bot("beginner")._median("xylem", lex)  # level 50
        (4.0, None)
        """
        level = lexicon.level(word)
        if (level is not None and level > self._skill.level) or word in not_for_class():
            return None  # past its vocabulary, or a word not for a class (SEX)
        return self.base * self.difficulty(word, level) / self._skill.speed

    def difficulty(self, word: str, level: int | None) -> float:
        """How much longer than a common three-letter word this word takes to notice.

        >>> bot = Bot()
        >>> bot.difficulty("cat", 10), bot.difficulty("cats", 10), bot.difficulty("cat", 80)
        (1.0, 1.25, 3.0)
        """
        return rarity(level) * (1 + self.per_letter * (len(word) - 3))

    def _free_card(self, view: View, now: float) -> Plan:
        at = self._free_at.get(view.owed_since)
        if at is None:
            at = max(now, view.owed_since) + self._skill.delay(self.rng, self.free_card_base)
            self._free_at = {view.owed_since: at}
        card = free_card_choice(view.table).id if view.table else None
        return Plan(at, TakeFreeCard(view.player, card, at))

    def _garble(self, word: str, cards: Cards, lexicon: Lexicon) -> str:
        """A non-word from the same cards: their letters in another order."""
        chunks, at = [], 0
        for card in cards:
            size = 2 if card.face == "??" else 1 if card.face == "?" else len(card.face)
            chunks.append(word[at : at + size])
            at += size
        for _ in range(30):
            order = list(range(len(chunks)))
            self.rng.shuffle(order)
            said = "".join(chunks[i] for i in order)
            if said != word and said not in lexicon:
                return said
        # Every order tried is a word: a letter too many is not.
        return word + word[-1]
