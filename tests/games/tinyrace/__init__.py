"""Tiny Race, the toy game of ``docs/add_a_game.md``: the game turns numbered cards face up
one a second, and the first to take a card scores its number.

It is a game of ``wordgames.GAMES`` when its folder's parent is on ``wordgames.__path__``
(``tests/test_toy_game.py`` puts it there): nothing outside this package names it.
"""

from .game import INFO, Game, Rules, State, Take

__all__ = ["INFO", "Game", "Rules", "State", "Take"]
