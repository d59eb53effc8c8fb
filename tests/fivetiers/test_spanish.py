"""Five Tiers in Spanish with the bundled dictionary: bots at each level, the solver, hints."""

from __future__ import annotations

import random

import pytest

from wordgames.errors import InvalidInput
from wordgames.fivetiers import Bot, Game, Rules, best_partial, place_all, solvable_fraction, solve
from wordgames.fivetiers.hints import hint_at
from wordgames.kit.agents import SKILLS, Skill
from wordgames.kit.tiles import Bag, TileSet
from wordgames.lexicon import Lexicon
from wordgames.play.runner import simulate_round


@pytest.mark.parametrize("preset", list(SKILLS))
def test_bots_finish_spanish_rounds_at_each_level(preset: str) -> None:
    game = Game(Rules(spanish=True))
    bots = [Bot(Skill.named(preset), seed=s) for s in range(3)]
    state, result = simulate_round(game, bots, random.Random(11))
    assert result is not None and len(result.scores) == 3
    level = Lexicon.default(SKILLS[preset].level, language="es")
    for bot in bots:  # each bot knows the Spanish words of its level, no more
        assert len(bot.lexicon) == len(level) and "perro" in bot.lexicon
    # A winner's five words are Spanish words its vocabulary knows (a slip would have lost).
    for p in result.winners:
        declaration = state.declarations[p]
        assert declaration is not None and declaration.invalid == ()
        assert all(w in level for w in declaration.arrangement.words if w is not None)


def test_the_exact_solver_completes_a_spanish_hand_with_its_tiles() -> None:
    lex = Lexicon.default(80, language="es")
    hand = ["S", "I", "A", "Ñ", "O", "P", "E", "RR", "O", "C", "A", "LL", "E", "S",
            "C", "A", "M", "I", "O", "N"]
    solution = solve(hand, lex)
    assert solution is not None and solution.complete
    assert all(w in lex for w in solution.words if w is not None)
    # The words really take the hand's tiles, RR and LL and Ñ included.
    assert place_all(list(solution.words), hand).complete
    used = sorted(t for s in solution.spellings if s is not None for t in s.tiles)
    assert used == sorted(hand)


def test_spanish_hints_come_from_the_spanish_dictionary() -> None:
    from wordgames.fivetiers.hints import hint
    from wordgames.play.hints import first_found

    lex = Lexicon.default(70, language="es")
    hand = tuple([*"SIAÑOPE", "RR", *"OGATOSCAMION"])
    found = hint_at(hand, (None, None, None, None, None), lex)
    assert found is not None and found[1] in lex
    # At a player's level (the screens' hints), widening as wordgames.play.hints says.
    said = first_found(lambda words: hint_at(hand, (None,) * 5, words), lex, 20)
    assert said is not None and said[1] in Lexicon.default(35, language="es")
    game = Game(Rules(spanish=True))
    view = game.view(game.deal([list(hand), [*"QZXJKVWYBFHMPEEIOUAR"]]), 0)
    said = hint(view, game.lexicon.at_level(35))
    assert said.startswith("Try ") and said.split()[1].lower() in Lexicon.default(
        35, language="es")
    partial = best_partial([*"PE", "RR", "O", "Q", "X"], lex, budget=2000)
    assert "perro" in [w for w in partial.words if w]


def test_spanish_solvable_share_draws_from_the_spanish_bag() -> None:
    lex = Lexicon.default(35, language="es")
    share = solvable_fraction(lex, n=12, seed=3, spanish=True)
    assert share.n == 12 and share.bag == "fivetiers" and share.lexicon == "Spanish 35"
    # The same draws, judged one by one, agree with the share.
    rng = random.Random(3)
    tileset = TileSet.load("fivetiers", include=("spanish",))
    hands = [Bag(tileset, seed=rng.getrandbits(64)).draw(20) for _ in range(12)]
    assert share.solved == sum(solve(h, lex) is not None for h in hands)


def test_spanish_play_takes_the_apostrophes_out_of_the_bag() -> None:
    # No Spanish word has an apostrophe: a Spanish hand holding one could never be completed,
    # so the Spanish bag leaves them out as the English bag leaves out RR, LL and Ñ.
    game = Game(Rules(spanish=True))
    assert game.tileset.size == 146 and game.tileset.count("'") == 0
    assert not any("'" in w for w in game.lexicon)
    for seed in range(20):
        state = game.new_round(4, random.Random(seed))
        assert all("'" not in rack for rack in state.racks)
        assert "'" not in state.bag.remaining
    with pytest.raises(InvalidInput, match="the racks hold 1 \"'\" tiles; the fivetiers set has 0"):
        game.deal([[*"SIAÑOPE", "RR", *"OGATOSCAMIO", "'"], [*"QZXJKVWYBFHMPEEIOUAR"]])
    # A table that wants them back plays a variant of the Spanish set.
    spanish = TileSet.load("fivetiers", include="spanish")
    with_them = spanish.variant("fivetiers-es-apostrophes", counts={"'": 2})
    assert Game(Rules(spanish=True, tileset=with_them)).tileset.count("'") == 2


@pytest.mark.parametrize(("perro", "said"), [
    (["P", "E", "RR", "O"], "Try PERRO in the 4-tile row."),      # RR is one tile
    (["P", "E", "R", "R", "O"], "Try PERRO in the 5-tile row."),
])
def test_a_spanish_hint_names_the_row_by_its_tiles(perro: list[str], said: str) -> None:
    from wordgames.fivetiers.hints import hint

    game = Game(Rules(spanish=True))
    hand = [*perro, *"QXZJKVWYBFHMCDGT"][:20]
    view = game.view(game.deal([hand, [*"AEIOUAEIOUAEIOUSNLTD"]]), 0)
    assert hint(view, Lexicon.from_words(["perro"])) == said


def test_an_english_hint_names_the_row_by_its_letters() -> None:
    from wordgames.fivetiers.hints import hint

    game = Game(Rules())
    view = game.view(game.deal([[*"CATQXZJKVWYBFHMPDGLN"], [*"AEIOUAEIOUAEIOUSNLTR"]]), 0)
    assert hint(view, Lexicon.from_words(["cat"])) == "Try CAT in the 3-letter row."
