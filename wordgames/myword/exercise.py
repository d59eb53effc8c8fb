"""MY WORD! exercises (:data:`MAKER`, which ``INFO.exercise`` names): a deal, the cards in
dealing order, in which every target word can be claimed once its last card is on the table
(options ``min_cards=3``, ``cards=None``: the whole deck, or fewer cards in all).

>>> import random
>>> made = MAKER.make(["cat"], random.Random(1), {})
>>> made.targets, len(made.tiles), made.solution[0][0]
(('cat',), 60, 'cat')
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.exercises import Exercised, Made, Maker, only_letters, option_int
from wordgames.kit.protocol import check_players
from wordgames.kit.tiles import DOUBLE_WILD, WILD, TileSet
from wordgames.lexicon import spellings
from wordgames.myword.cards import Card
from wordgames.myword.game import PLAYERS, Claim, Deal, Pile, State


def _make(
    targets: list[str], rng: random.Random, options: Mapping[str, Any]
) -> Made:
    min_cards = option_int(options, "min_cards", 3, 1)
    cards = options.get("cards")
    pool = Counter(TileSet.load("myword").tiles())
    groups: list[tuple[str, list[str]]] = []
    for word in targets:
        only_letters(word, "MY WORD!")
        found = [s for s in spellings(word, sorted(pool.elements())) if len(s.tiles) >= min_cards]
        if not found:
            after = f" beside {', '.join(w for w, _ in groups)}" if groups else ""
            raise InvalidInput(
                f"the MY WORD! cards cannot make {word!r} with {min_cards} or more cards{after}"
            )

        def cost(s: Any) -> tuple[int, int]:
            wilds = sum(t in (WILD, DOUBLE_WILD) for t in s.tiles)
            return wilds, sum(len(t) > 1 for t in s.tiles if t not in (WILD, DOUBLE_WILD))

        best = min(cost(s) for s in found)
        chosen = rng.choice([s for s in found if cost(s) == best])
        faces = list(chosen.tiles)
        pool -= Counter(faces)
        groups.append((word, faces))
    rest = sorted(pool.elements())
    rng.shuffle(rest)
    needed = sum(len(faces) for _, faces in groups)
    if cards is not None:
        cards = option_int(options, "cards", needed, needed)
        deck = TileSet.load("myword").size
        if cards > deck:
            raise InvalidInput(f"cards must be at most {deck} (the MY WORD! deck), not {cards}")
        rest = rest[: cards - needed]
    # The fillers go in len(groups) + 1 runs: before, between and after the targets' cards.
    cuts = sorted(rng.randint(0, len(rest)) for _ in groups)
    runs = [rest[a:b] for a, b in zip([0, *cuts], [*cuts, len(rest)], strict=True)]
    tiles: list[str] = []
    solution = []
    for (word, faces), run in zip(groups, runs, strict=False):
        tiles += run
        shuffled = list(faces)
        rng.shuffle(shuffled)
        # The positions of the word's own cards, in word order (a spelling's order).
        start = len(tiles)
        tiles += shuffled
        positions: list[int] = []
        for face in faces:
            position = next(start + i for i, f in enumerate(shuffled)
                            if f == face and start + i not in positions)
            positions.append(position)
        solution.append((word, len(tiles), tuple(positions)))
    tiles += runs[-1]
    return Made(tuple(targets), tuple(tiles), tuple(solution))


def _check(exercise: Exercised) -> list[str]:
    game = exercise.game()
    state = exercise.new_round(players=2)
    claims = sorted(exercise.solution, key=lambda c: c[1])
    if sorted(c[0] for c in claims) != sorted(exercise.targets):
        return ["the solution does not claim each target once"]
    problems: list[str] = []
    at = 0.0
    for dealt in range(1, len(exercise.tiles) + 1):
        at += 1.0
        state = game.apply(state, Deal(at=at))
        for word, when, positions in claims:
            if when != dealt:
                continue
            at += 0.5
            state = game.apply(state, Claim(player=0, cards=tuple(positions), word=word, at=at))
            check = state.last_check
            if check is None or not check.ok:
                problems.append(f"{word!r} cannot be claimed after {dealt} cards: {check}")
    if state.piles[0].claims != len(claims) - len(problems):
        problems.append("the claims did not all score")
    return problems


def _deal(exercise: Exercised, game: Any, players: int, rng: random.Random) -> State:
    """The cards are dealt in the exercise's order."""
    check_players(game.title, PLAYERS, players)
    deck = tuple(Card(i, face) for i, face in enumerate(exercise.tiles))
    return State(players=players, dealer=0, deck=deck, piles=(Pile(),) * players)


def target_cards(solution: tuple[Any, ...]) -> list[int]:
    """The ids of the cards that spell the targets, from an exercise's ``solution``.

    >>> target_cards((("cat", 5, (2, 4, 3)), ("dog", 9, (7, 6, 8))))
    [2, 3, 4, 6, 7, 8]
    """
    return sorted({int(p) for _, _, positions in solution for p in positions})


def _rules(targets: tuple[str, ...], options: Mapping[str, Any]) -> dict[str, Any]:
    return {"subject_words": frozenset(targets), "min_cards": int(options.get("min_cards", 3))}


def _bot_options(exercise: Exercised) -> dict[str, Any]:
    """The bots leave the target words' cards alone: the words of the week are the student's."""
    return {"protected": frozenset(target_cards(exercise.solution))}


#: How MY WORD!'s exercises are made, checked and dealt.
MAKER = Maker(_make, _check, _deal, ("min_cards", "cards"), _rules, _bot_options)

__all__ = ["MAKER", "target_cards"]
