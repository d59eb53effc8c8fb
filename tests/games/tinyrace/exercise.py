"""Tiny Race's exercises (``INFO.exercise`` names :data:`MAKER`): the cards come up in the order
of the target words' lengths, so a child who spells each word counts its card.

>>> import random
>>> made = MAKER.make(["cat", "frog"], random.Random(1), {})
>>> made.tiles[:2], sorted(made.tiles), made.solution
(('3', '4'), ['1', '2', '3', '4', '5', '6'], (3, 4))
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.exercises import Exercised, Made, Maker, only_letters
from wordgames.kit.protocol import check_players

from .game import PLAYERS, Reveal, Rules, State


def _make(targets: list[str], rng: random.Random, options: Mapping[str, Any]) -> Made:
    cards = Rules().cards
    lengths: list[int] = []
    for word in targets:
        only_letters(word, "Tiny Race")
        if not 1 <= len(word) <= cards or len(word) in lengths:
            raise InvalidInput(f"Tiny Race cannot use {word!r}: each word takes a card of its "
                               f"own length, 1 to {cards}")
        lengths.append(len(word))
    rest = [n for n in range(1, cards + 1) if n not in lengths]
    rng.shuffle(rest)
    return Made(tuple(targets), tuple(map(str, lengths + rest)), tuple(lengths))


def _check(exercise: Exercised) -> list[str]:
    lengths = [len(word) for word in exercise.targets]
    if list(exercise.solution) != lengths:
        return ["the solution is not the targets' lengths"]
    game = exercise.game()
    state = exercise.new_round(players=2)
    if sorted(state.deck) != list(range(1, game.rules.cards + 1)):
        return ["the tiles are not the deck"]
    for at, length in enumerate(lengths, start=1):  # the game's own moves turn them up
        state = game.apply(state, Reveal(at=float(at), card=state.deck[0]))
        if state.shown != length:
            return [f"card {length} is not the next one turned up"]
    return []


def _deal(exercise: Exercised, game: Any, players: int, rng: random.Random) -> State:
    check_players(game.title, PLAYERS, players)
    return State(players, tuple(int(card) for card in exercise.tiles), ((),) * players)


#: How Tiny Race's exercises are made, checked and dealt.
MAKER = Maker(_make, _check, _deal)
