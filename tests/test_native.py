"""The compiled searches (wordgames.kit.native, scripts/build_native.py: Word Storm's and Five
Tiers') play the games their sources play, are used only when built from their sources as they
are, and keep their doctests (conftest.py collects them from the sources)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wordgames.kit import native

ROOT = Path(__file__).resolve().parent.parent
CI = os.environ.get("CI") == "true"


def compiled_sources() -> set[str]:
    """The sources (relative to the checkout) of the modules running compiled here."""
    return {native.source_path(name).relative_to(ROOT).as_posix()
            for name in native.running_compiled()}


def _need_build() -> None:
    if not compiled_sources():
        if CI:
            pytest.fail("the search is not compiled under CI=true: make test runs "
                        "scripts/build_native.py, which needs gcc and mypy")
        pytest.skip("no current mypyc build here (python scripts/build_native.py makes one)")


# Seeded rounds and searches whose outcome depends only on the code (step budgets, no clock).
PLAY = r"""
import json, random, sys
from wordgames import GAMES
from wordgames.kit import native
from wordgames.lexicon import Lexicon
from wordgames.play.runner import simulate_round
from wordgames.wordstorm import Grid, solvable_fraction, solve
import wordgames.wordstorm.search as search
info = GAMES["wordstorm"]
game = info.game()
out = {"compiled": native.is_compiled(search), "rounds": [], "solves": []}
for skill in ("beginner", "expert"):
    for seed in range(6):
        rng = random.Random(seed)
        bots = [info.bot(skill) for _ in range(4)]
        _, result = simulate_round(game, bots, rng, state=game.new_round(4, rng))
        out["rounds"].append([repr([e.action for e in result.events]), list(result.scores)])
lex = Lexicon.default()
grid = Grid.parse("CAT\n..O\n..P")
for tiles, kwargs in ((list("QUIZJOTE?"), {}), (list("SPLENDID?X"), {"grid": grid}),
                      (list("AEIOUXZ"), {}), (list("??RSTLNEAX"), {"size": (4, 5)})):
    s = solve(tiles, lex, seed=3, max_steps=300, time_limit=600.0, **kwargs)  # steps, not load
    out["solves"].append([str(s.grid), s.leftover, s.status, s.steps, sorted(s.wilds.items())])
out["fraction"] = repr(solvable_fraction(lex, 8, 30, seed=5))
from wordgames import fivetiers
from wordgames.fivetiers.game import default_lexicon
from wordgames.kit.tiles import Bag, TileSet
import wordgames.fivetiers.search as five_search
out["compiled"] = out["compiled"] and native.is_compiled(five_search)
five = GAMES["fivetiers"]
five_game = five.game()
for seed in range(8):
    rng = random.Random(seed)
    bots = [five.bot("adult") for _ in range(4)]
    _, result = simulate_round(five_game, bots, rng, state=five_game.new_round(4, rng))
    out["rounds"].append([repr([e.action for e in result.events]), list(result.scores)])
five_lex = default_lexicon(fivetiers.Rules())
hand = Bag(TileSet.load("fivetiers"), seed=3).draw(20)
for tiles in (hand, list("QZXJKVWYBFGHMPCDLNRS"), hand[:12]):
    partial = fivetiers.best_partial(tiles, five_lex, budget=400)
    out["solves"].append([partial.words, partial.unused])
out["five_fraction"] = repr(fivetiers.solvable_fraction(five_lex, 20, 5))
print(json.dumps(out))
"""


def _play(pure: bool) -> dict[str, object]:
    env = {**os.environ, native.PURE_ENV: "1" if pure else "0"}
    done = subprocess.run([sys.executable, "-c", PLAY], cwd=ROOT, env=env, capture_output=True,
                          text=True, check=True)
    result: dict[str, object] = json.loads(done.stdout)
    return result


def test_the_compiled_search_plays_the_games_of_its_source() -> None:
    _need_build()
    compiled, source = _play(pure=False), _play(pure=True)
    assert compiled.pop("compiled") is True and source.pop("compiled") is False
    assert compiled == source
    # Real games: every round was played out and scored, and the searches found crosswords.
    rounds = source["rounds"]
    assert isinstance(rounds, list) and len(rounds) == 20 and all(len(r[1]) == 4 for r in rounds)


def test_the_doctests_of_a_compiled_module_are_collected_from_its_source() -> None:
    _need_build()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "wordgames/wordstorm/search.py"], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stdout[-2000:]
    assert " passed" in done.stdout and "error" not in done.stdout.lower()
    import wordgames.wordstorm.search as search

    assert native.is_compiled(search)  # and the games go on with the build


def test_a_build_that_is_not_of_the_source_as_it_is_is_not_used(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    name = "wordgames.wordstorm.search"
    finder = next(f for f in sys.meta_path if type(f).__name__ == "_SourceWhenStale")
    record = tmp_path / "search.py.sha256"
    monkeypatch.setattr(native, "record_path", lambda _: record)
    monkeypatch.delenv(native.PURE_ENV, raising=False)
    record.write_text(native.digest(native.source_path(name)) + "\n")
    assert native.current(name) and finder.find_spec(name, None) is None  # the usual import
    record.write_text("0" * 64 + "\n")  # a build of some other version of the source
    spec = finder.find_spec(name, None)
    assert not native.current(name)
    assert spec is not None and spec.origin == str(native.source_path(name))
    record.unlink()  # no build recorded at all
    assert finder.find_spec(name, None) is not None
    record.write_text(native.digest(native.source_path(name)))
    monkeypatch.setenv(native.PURE_ENV, "1")  # asked for the sources
    assert finder.find_spec(name, None) is not None
    assert finder.find_spec("wordgames.wordstorm.solver", None) is None  # not a compiled one


def test_solve_still_says_what_is_wrong_with_its_arguments() -> None:
    # A compiled function meets a wrong type with a bare TypeError: solve checks first.
    from wordgames.errors import InvalidInput
    from wordgames.lexicon import Lexicon
    from wordgames.wordstorm import solve

    lex = Lexicon.from_words(["cat"])
    for kwargs, says in (({"time_limit": "1"}, "time_limit"), ({"seed": 1.5}, "seed"),
                         ({"size": [3, 3]}, "size"), ({"max_steps": 2.0}, "max_steps"),
                         ({"seed": True}, "seed")):
        with pytest.raises(InvalidInput, match=says):
            solve(list("CAT"), lex, **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("pure", [False, True], ids=["compiled", "pure"])
def test_the_bad_input_corpus_holds_compiled_and_pure(pure: bool) -> None:
    # A compiled search meets a wrong type with a TypeError of its own: the inputs are checked
    # before they reach it. The corpus's cases of the searches run against both builds.
    _need_build()
    env = {**os.environ, native.PURE_ENV: "1" if pure else "0", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x",
         "tests/test_bad_input.py", "-k", "solve or tile or r3- or ft- or claim"],
        cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:]
    assert " passed" in done.stdout
