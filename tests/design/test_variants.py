"""Component variants: made, checked, saved and played through the games' own rule options."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from wordgames import GAMES
from wordgames.design import Variant, board_variant, check, shipped, variant
from wordgames.errors import InvalidInput
from wordgames.kit.tiles import TileSet
from wordgames.sim import Lineup, simulate
from wordgames.wordstorm.board import Board


def test_a_variant_changes_only_what_it_says() -> None:
    base = TileSet.load("wordstorm")
    v = base.variant("v", counts={"?": 6}, add={"E": 2, "Q": -1}, values={"Z": 7})
    assert base.diff(v) == {"?": ((4, 0), (6, 0)), "E": ((12, 1), (14, 1)),
                            "Q": ((1, 10), (0, 10)), "Z": ((1, 10), (1, 7))}
    assert v.size == base.size + 3
    assert "Variant of wordstorm" in v.provenance and "E x14" in v.provenance
    assert base.count("E") == 12  # the shipped set is untouched


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"add": {"Z": -2}}, "the count of 'Z' would be -1"),
    ({"counts": {"E": -1}}, "the count of 'E' would be -1"),
    ({"values": {"E": -3}}, "the value of 'E' is -3"),
    ({"counts": {"E": 1.5}}, r"counts\['E'\] is a whole number"),
    ({"counts": {"TH": 1}}, "'TH' is new to the wordstorm set: give its value"),
    ({"counts": {"A1": 1}}, "unknown tile 'A1'"),
])
def test_a_bad_variant_says_what_is_wrong(kwargs: dict, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        TileSet.load("wordstorm").variant("bad", **kwargs)


def test_a_variant_with_no_tiles_left_is_refused() -> None:
    base = TileSet.load("bananagrams")
    with pytest.raises(InvalidInput, match="has no tiles left"):
        base.variant("empty", counts=dict.fromkeys(base.counts, 0))


@pytest.mark.parametrize(("game", "players", "kwargs", "message"), [
    ("fivetiers", 4, {"scale": 1, "counts": dict.fromkeys("EAIOUSTRNLD", 0)},
     "4 players need 80 tiles"),
    ("wordstorm", 2, {"counts": {"QU": 2}, "values": {"QU": 10}},
     "Word Storm tiles are single letters"),
    ("myword", 3, {"counts": {"'": 2}, "values": {"'": 1}}, "only Five Tiers has apostrophe"),
    ("fivetiers", 2, {"counts": {"??": 1}, "values": {"??": 0}}, "only MY WORD! has the double"),
])
def test_check_refuses_what_the_game_cannot_play(game: str, players: int, kwargs: dict,
                                                 message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        check(variant(game, "bad", **kwargs), players)


def test_enough_tiles_counts_the_first_deal() -> None:
    few = variant("wordstorm", "few", counts={f: 0 for f in TileSet.load("wordstorm").counts
                                              if f not in "ABCDEFG"})
    check(few, players=4)  # 4 x 4 = 16 <= 18 tiles
    tiny = variant("wordstorm", "tiny", counts={f: 0 for f in TileSet.load("wordstorm").counts
                                                if f not in "AB"})
    with pytest.raises(InvalidInput, match="4 players need 16 tiles"):
        check(tiny, players=4)


def test_saved_variants_load_by_name_beside_the_shipped_sets(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    v = variant("myword", "design-test-deck", counts={"TH": 3, "??": 2})
    path = v.tileset.save(tmp_path)
    assert path == tmp_path / "design-test-deck.json"
    assert TileSet.from_file(path) == v.tileset
    data = json.loads(path.read_text())
    assert data["tiles"]["TH"] == {"count": 3, "value": 1}
    with pytest.raises(InvalidInput, match="is a shipped tile set"):
        TileSet.load("myword").save()
    with pytest.raises(InvalidInput, match="letters, digits"):
        TileSet.load("myword").variant("a/b").save(tmp_path)


def test_a_whole_variant_round_trips_as_json() -> None:
    v = variant("wordstorm", "storm-2", add={"E": 2}, values={"Q": 8}, special=12,
                rules={"target": 40})
    again = Variant.from_dict(json.loads(json.dumps(v.to_dict())))
    assert again == v
    assert sum(len(s.special) for s in again.board.sides) == 12
    assert v.describe() == ("storm-2: E 12 -> 14; Q worth 10 -> 8; 12 special squares (was 30); "
                            "target=40")


def test_special_squares_keep_the_shipped_ones_first() -> None:
    board = Board.load("default")
    fewer = variant("wordstorm", "s10", special=10).board
    for old, new in zip(board.sides, fewer.sides, strict=True):
        assert new.special <= old.special
    more = variant("wordstorm", "s50", special=50).board
    for old, new in zip(board.sides, more.sides, strict=True):
        assert old.special <= new.special
    assert variant("wordstorm", "s50", special=50).board == more  # seeded: the same board
    with pytest.raises(InvalidInput, match="special squares are a Word Storm board's"):
        variant("myword", "x", special=3)


@pytest.mark.parametrize("game", ["fivetiers", "myword", "wordstorm"])
def test_every_game_plays_a_variant_through_its_rules(game: str) -> None:
    kwargs = {"fivetiers": {"scale": 3}, "myword": {"counts": {"TH": 4}},
              "wordstorm": {"values": {"E": 5}, "special": 0}}[game]
    v = variant(game, f"{game}-test", **kwargs)
    info = GAMES[game]
    g = info.game(rules=info.rules(**v.rule_options()))
    state = g.new_round(3, random.Random(1))
    every = [getattr(x, "face", x) for x in info.hidden(state)]
    dealt = {"fivetiers": lambda: [t for r in state.racks for t in r],
             "myword": lambda: [c.face for c in state.table],
             "wordstorm": lambda: [t for h in state.hands for t in h]}[game]()
    assert sorted(every + dealt) == sorted(v.tileset.tiles())  # the variant's tiles, all of them
    frame = simulate(Lineup.build(game, players=3, rules=v.rule_options(), variant=v.name), 2,
                     seed=5, workers=2, progress=False)  # through worker processes
    assert set(frame["variant"]) == {v.name} and len(frame) >= 6


def test_the_shipped_variant_is_the_rulebook_set() -> None:
    assert shipped("fivetiers").tileset == TileSet.load("fivetiers")
    assert shipped("wordstorm").board is None


def test_a_variant_and_a_board_saved_before_the_envelope_load(tmp_path: Path) -> None:
    from wordgames.design.variants import save_board
    from wordgames.wordstorm.board import Board

    old = Path(__file__).parent.parent / "data" / "old_formats"
    saved = json.loads((old / "variant-1.json").read_text(encoding="utf-8"))
    assert Variant.from_dict(saved) == variant("wordstorm", "w", add={"E": 1}, special=20)
    board = Board.from_dict(json.loads((old / "board-1.json").read_text(encoding="utf-8")))
    assert board == board_variant(Board.load("default"), "b12", 12)
    path = save_board(board, tmp_path)
    assert Board.from_dict(json.loads(path.read_text(encoding="utf-8"))) == board
    assert [p.name for p in tmp_path.iterdir()] == ["b12.json"]  # no temporary left


def test_a_bad_saved_variant_or_board_names_the_field() -> None:
    from wordgames.wordstorm.board import Board

    v = variant("wordstorm", "w", add={"E": 1}, special=20)
    data = v.to_dict()
    data["board"]["sides"][1]["rows"] = 0
    with pytest.raises(InvalidInput, match=r"^variant\.board\.sides\[1\]\.rows: 0 rows; a side "):
        Variant.from_dict(data)
    with pytest.raises(InvalidInput, match=r"^variant\.game: text is needed, not the number 3"):
        Variant.from_dict({**v.to_dict(), "game": 3})
    with pytest.raises(InvalidInput, match=r"^format: not a saved variant"):
        Variant.from_dict({**v.to_dict(), "format": "wordgames.exercise/1"})
    with pytest.raises(InvalidInput, match=r"^board\.sides\[0\]\.special\[0\]\[1\]: a whole "):
        Board.from_dict({"format": "wordgames.wordstorm.board/1",
                         "sides": [{"rows": 3, "cols": 3, "special": [[0, "1"]]}]})
