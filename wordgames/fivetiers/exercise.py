"""Five Tiers exercises (:data:`MAKER`, which ``INFO.exercise`` names): a hand of 20 tiles
that five words complete, ``k`` of them targets (one word per tier, so the targets need ``k``
different lengths from 2 to 6); ``spanish=True``: Spanish words, the Spanish tiles and
dictionary.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.fivetiers.placing import place_all
from wordgames.fivetiers.solver import TIERS, solve
from wordgames.kit.exercises import Exercised, Made, Maker, option_int, short
from wordgames.kit.tiles import WILD, TileSet
from wordgames.lexicon import Lexicon

#: Where the tiers no target takes are filled from: everyday words (SCOWL level 20).
FILL_LEVEL = 20


def _make(
    targets: list[str], rng: random.Random, options: Mapping[str, Any]
) -> Made:
    spanish = options.get("spanish", False)
    if not isinstance(spanish, bool):
        raise InvalidInput(f"spanish must be True or False, not {spanish!r}")
    tileset = TileSet.load("fivetiers", include=("spanish",) if spanish else ())
    # Words are spelled with single-letter tiles (the Spanish Ñ is one); RR and LL tiles are
    # left in the bag for the others.
    have = Counter({face: n for face, n in tileset.counts.items()
                    if face != WILD and len(face) == 1})
    blanks = tileset.count(WILD)
    letters = "A to Z, Ñ" if spanish else "A to Z"
    for word in targets:
        if any(not (ch.isalpha() and ch.upper() in have) and ch != "'" for ch in word):
            raise InvalidInput(f"Five Tiers cannot use {word!r}: its tiles are {letters} and "
                               "\"'\"")
        if not TIERS[0] <= len(word) <= TIERS[-1]:
            raise InvalidInput(
                f"Five Tiers cannot use {word!r}: a word takes 2 to 6 tiles, it has {len(word)}"
            )
        if short(Counter(word.upper()), have) > blanks:
            raise InvalidInput(f"the Five Tiers tiles cannot make {word!r}, even with blanks")
    by_length: dict[int, list[str]] = {}
    for word in targets:
        by_length.setdefault(len(word), []).append(word)
    k = options.get("k")
    k = len(by_length) if k is None else option_int(options, "k", 1, 1)
    if k > len(by_length):
        missing = [str(n) for n in TIERS if n not in by_length]
        raise InvalidInput(
            f"k={k}, but the targets have only {len(by_length)} different lengths "
            f"({', '.join(map(str, sorted(by_length)))}): a hand holds one word of each length "
            f"from 2 to 6. Ask for k={len(by_length)}, or add a word of "
            f"{', '.join(missing[:-1])}{' or ' if len(missing) > 1 else ''}{missing[-1]} letters"
        )
    fill = _fill_words("es" if spanish else "en")
    tries = 200
    for _ in range(tries):
        tiers = rng.sample(sorted(by_length), k)
        chosen = {t: rng.choice(by_length[t]) for t in tiers}
        need = Counter("".join(chosen.values()).upper())
        if short(need, have) > blanks:
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
    return Made(placed, tuple(hand), tuple(words))


def _fill_words(language: str = "en") -> dict[int, list[str]]:
    words: dict[int, list[str]] = {}
    for word in sorted(Lexicon.default(FILL_LEVEL, language=language)):
        if word.isalpha() and (word.isascii() or language == "es") and 2 <= len(word) <= 6:
            words.setdefault(len(word), []).append(word)
    return words


def _fill_tiers(
    chosen: dict[int, str], need: Counter[str], have: Counter[str], blanks: int,
    fill: dict[int, list[str]], rng: random.Random,
) -> list[str] | None:
    """The five words, shortest first: the chosen targets, everyday words in the other tiers,
    all within the tiles (blanks only where the targets need them)."""
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


def _check(exercise: Exercised) -> list[str]:
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


def _deal(exercise: Exercised, game: Any, players: int, rng: random.Random) -> Any:
    """Player 0's rack is the hand; the others draw from the rest (seeded)."""
    rest = list((Counter(game.tileset.tiles()) - Counter(exercise.tiles)).elements())
    rng.shuffle(rest)
    racks = [list(exercise.tiles)] + [rest[20 * i : 20 * i + 20] for i in range(players - 1)]
    return game.deal(racks, seed=rng.getrandbits(32))


def _rules(targets: tuple[str, ...], options: Mapping[str, Any]) -> dict[str, Any]:
    spanish = {"spanish": True} if options.get("spanish") else {}
    return {"subject_words": frozenset(targets), **spanish}


def _language(code: str) -> dict[str, Any]:
    """A Spanish word list makes a Spanish hand."""
    return {"spanish": True} if code == "es" else {}


#: How Five Tiers' exercises are made, checked and dealt.
MAKER = Maker(_make, _check, _deal, ("k", "spanish"), _rules, language=_language)

__all__ = ["FILL_LEVEL", "MAKER"]
