"""Tiles and cards: the three shipped tile sets as issue 2 gives them; a bag that loses nothing."""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import IllegalAction, InvalidInput, WordgamesError
from wordgames.kit.tiles import Bag, TileSet, normalize_tile

SCRABBLE_VALUES = dict(zip(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10],
    strict=True,
))


def letters(spec: str) -> dict[str, int]:
    """``"A9 B2"`` -> ``{"A": 9, "B": 2}``, as the issue writes distributions."""
    return {item[0]: int(item[1:]) for item in spec.split()}


WORD_STORM = letters(
    "A9 B2 C2 D4 E12 F2 G3 H2 I8 J1 K1 L4 M2 N6 O7 P2 Q1 R6 S4 T6 U4 V2 W2 X1 Y2 Z1"
)
MY_WORD_SINGLES = letters(
    "A4 B1 C1 D2 E5 F1 G1 H1 I4 J1 K1 L1 M1 N2 O3 P1 R3 S2 T3 U2 V1 W1 X1 Y1"
)
MY_WORD_DOUBLES = ["IT", "SH", "TH", "ER", "IN", "AN", "RE", "ON", "ST", "EN", "ND", "CH", "QU"]
FIVE_TIERS = letters(
    "A12 B3 C3 D6 E17 F3 G4 H3 I11 J2 K2 L5 M3 N8 O10 P3 Q2 R8 S6 T8 U6 V3 W3 X2 Y3 Z2"
)


def test_word_storm_set() -> None:
    ts = TileSet.load("wordstorm")
    assert sum(WORD_STORM.values()) == 96
    assert dict(ts.counts) == {**WORD_STORM, "?": 4}
    assert ts.size == 100 == len(ts.tiles())
    assert dict(ts.values) == {**SCRABBLE_VALUES, "?": 0}
    # The rulebook's worked example: unused G and N score 3, HOAX scores 14.
    assert ts.total_value(["G", "N"]) == 3
    assert ts.total_value("HOAX") == 14
    assert "Scrabble" in ts.provenance


def test_my_word_set() -> None:
    ts = TileSet.load("myword")
    assert sum(MY_WORD_SINGLES.values()) == 44
    singles = {f: n for f, n in ts.counts.items() if len(f) == 1 and f != "?"}
    doubles = {f: n for f, n in ts.counts.items() if len(f) == 2 and f != "??"}
    assert singles == MY_WORD_SINGLES
    assert doubles == dict.fromkeys(MY_WORD_DOUBLES, 1)
    assert (ts.count("?"), ts.count("??")) == (2, 1)
    assert ts.size == 60 == 44 + 13 + 3
    # Cards carry no printed value: every card scores the same (one point when won).
    assert set(ts.values.values()) == {1}
    assert "56-card" in ts.provenance


def test_five_tiers_set() -> None:
    ts = TileSet.load("fivetiers")
    assert sum(FIVE_TIERS.values()) == 138
    assert dict(ts.counts) == {**FIVE_TIERS, "?": 2, "'": 2}
    assert ts.size == 142
    assert dict(ts.values) == {**SCRABBLE_VALUES, "?": 0, "'": 0}
    spanish = TileSet.load("fivetiers", include=["spanish"])
    # Spanish play adds RR, LL and Ñ and takes out the two apostrophes (no Spanish word has one).
    assert spanish.size == 146 and spanish.count("'") == 0
    assert {f: (spanish.count(f), spanish.value(f)) for f in ["RR", "LL", "Ñ"]} == {
        "RR": (2, 8), "LL": (2, 8), "Ñ": (2, 8)}
    assert "RR" not in ts.counts and ts.include == () and spanish.include == ("spanish",)


def test_tileset_errors() -> None:
    with pytest.raises(InvalidInput, match="no tile set named 'scrabble'; shipped: fivetiers"):
        TileSet.load("scrabble")
    with pytest.raises(InvalidInput, match="has no group 'welsh'; it has \\['spanish'\\]"):
        TileSet.load("fivetiers", include=["welsh"])
    with pytest.raises(InvalidInput, match="tile 'RR' is not in the wordstorm tile set"):
        TileSet.load("wordstorm").value("RR")
    with pytest.raises(InvalidInput, match=r"^tileset\.tiles\['A'\]\.value: missing$"):
        TileSet.from_dict({"name": "x", "tiles": {"A": {"count": 1}}})
    with pytest.raises(InvalidInput, match=r"^tileset\.tiles\['A'\]\.count: a count is 0 or "):
        TileSet.from_dict({"name": "x", "tiles": {"A": {"count": -1, "value": 1}}})
    with pytest.raises(InvalidInput, match=r"^tileset\.tiles\['A'\]\.count: a whole number is "
                                           "needed, not the boolean true"):
        TileSet.from_dict({"name": "x", "tiles": {"A": {"count": True, "value": 1}}})
    with pytest.raises(InvalidInput, match=r"^tileset\.tiles: an object is needed, not a list"):
        TileSet.from_dict({"name": "x", "tiles": []})
    with pytest.raises(InvalidInput, match=r"'wordgames\.tileset/2' was saved by a newer"):
        TileSet.from_dict({"format": "wordgames.tileset/2", "name": "x", "tiles": {}})
    with pytest.raises(InvalidInput, match=r"^tileset\.tiles\['A1'\]: unknown tile 'A1'"):
        TileSet.from_dict({"name": "x", "tiles": {"A1": {"count": 1, "value": 1}}})
    custom = TileSet.from_dict({"name": "x", "tiles": {"qu": {"count": 2, "value": 5}}})
    assert (custom.size, custom.tiles(), custom.value("QU")) == (2, ("QU", "QU"), 5)


@pytest.mark.parametrize(
    ("typed", "face"),
    [("a", "A"), ("qu", "QU"), ("Sh", "SH"), ("ñ", "Ñ"), ("rr", "RR"), ("?", "?"), ("??", "??"),
     ("'", "'")],
)
def test_normalize_tile(typed: str, face: str) -> None:
    assert normalize_tile(typed) == face


@pytest.mark.parametrize("typed", ["", "A1", "???", "ABCD", " A", "-", "?A", 7])
def test_normalize_tile_rejects(typed: Any) -> None:
    with pytest.raises(InvalidInput, match=r"unknown tile|a tile is a string"):
        normalize_tile(typed)


# -- the bag ----------------------------------------------------------------------------------

TILESETS = [TileSet.load("wordstorm"), TileSet.load("myword"),
            TileSet.load("fivetiers", include=["spanish"])]


def test_draw_and_over_draw() -> None:
    bag = Bag(TileSet.load("myword"), seed=5)
    hand = bag.draw(55)
    assert len(hand) == 55 and len(bag) == 5
    before = bag.remaining
    with pytest.raises(IllegalAction, match="cannot draw 6 tiles: only 5 remain in the bag"):
        bag.draw(6)
    with pytest.raises(IllegalAction, match="negative"):
        bag.draw(-1)
    with pytest.raises(InvalidInput, match="whole number"):
        bag.draw(2.0)  # type: ignore[arg-type]
    assert bag.remaining == before
    assert Counter(hand) + bag.remaining == Counter(TileSet.load("myword").tiles())
    assert bag.draw(0) == () and len(bag.draw(5)) == 5 and len(bag) == 0


def test_put_back_refuses_tiles_the_set_lacks() -> None:
    bag = Bag(TileSet.load("wordstorm"), seed=2)
    hand = list(bag.draw(3))
    before = bag.remaining
    with pytest.raises(IllegalAction, match="cannot return 'QU': the wordstorm set has only 0"):
        bag.put_back([hand[0], "QU"])
    with pytest.raises(IllegalAction, match="cannot return 'Z': the wordstorm set has only 1"):
        bag.put_back(["Z", "Z"] if "Z" not in hand else ["Z", "Z", "Z"])
    with pytest.raises(InvalidInput, match="not the string 'QU'"):
        bag.put_back("QU")
    with pytest.raises(InvalidInput, match="not the string"):
        bag.exchange("AB")
    assert bag.remaining == before  # nothing half-returned


def test_exchange_keeps_count() -> None:
    bag = Bag(TileSet.load("wordstorm"), seed=3)
    hand = list(bag.draw(7))
    new = bag.exchange(hand[:3])
    assert len(new) == 3 and len(bag) == 93
    assert Counter(hand[3:]) + Counter(new) + bag.remaining == Counter(bag.tileset.tiles())


def test_same_seed_same_draws() -> None:
    a, b = Bag(TileSet.load("fivetiers"), seed=11), Bag(TileSet.load("fivetiers"), seed=11)
    assert [a.draw(5) for _ in range(10)] == [b.draw(5) for _ in range(10)]
    c = Bag(TileSet.load("fivetiers"), seed=12)
    assert Bag(TileSet.load("fivetiers"), seed=11).draw(20) != c.draw(20)


def test_copy_is_independent_with_same_stream() -> None:
    bag = Bag(TileSet.load("wordstorm"), seed=4)
    bag.draw(10)
    twin = bag.copy()
    assert twin == bag
    assert twin.draw(5) == bag.draw(5)
    twin.draw(1)
    assert len(twin) == len(bag) - 1 and twin != bag


Op = tuple[str, int, int]
ops = st.lists(
    st.tuples(st.sampled_from(["draw", "put_back", "exchange"]), st.integers(0, 12),
              st.integers(0, 2**16)),
    max_size=25,
)


def run_ops(bag: Bag, held: list[str], operations: list[Op]) -> None:
    """Apply random operations; refused ones must change nothing."""
    for kind, n, pick in operations:
        rng = random.Random(pick)
        before = (bag.remaining, len(bag))
        if kind == "draw":
            if n > len(bag):
                with pytest.raises(IllegalAction):
                    bag.draw(n)
                assert (bag.remaining, len(bag)) == before
            else:
                held.extend(bag.draw(n))
        else:
            chosen = rng.sample(held, min(n, len(held)))
            for face in chosen:
                held.remove(face)
            if kind == "put_back":
                bag.put_back(chosen)
            elif len(chosen) > len(bag):  # more than the bag holds to swap them for
                with pytest.raises(IllegalAction):
                    bag.exchange(chosen)
                assert (bag.remaining, len(bag)) == before
                held.extend(chosen)
            else:
                held.extend(bag.exchange(chosen))


@settings(max_examples=200, deadline=None)
@given(which=st.integers(0, 2), seed=st.integers(0, 2**32), operations=ops)
def test_tiles_are_conserved(which: int, seed: int, operations: list[Op]) -> None:
    tileset = TILESETS[which]
    bag = Bag(tileset, seed=seed)
    held: list[str] = []
    run_ops(bag, held, operations)
    assert Counter(held) + bag.remaining == Counter(tileset.tiles())
    assert len(held) + len(bag) == tileset.size


@settings(max_examples=150, deadline=None)
@given(which=st.integers(0, 2), seed=st.none() | st.integers(0, 2**32), operations=ops)
def test_saved_bag_round_trip(which: int, seed: int | None, operations: list[Op]) -> None:
    bag = Bag(TILESETS[which], seed=seed)
    run_ops(bag, [], [op for op in operations if op[0] == "draw"])
    saved = json.loads(json.dumps(bag.to_dict()))
    restored = Bag.from_dict(saved)
    assert restored == bag
    assert restored.to_dict() == saved
    n = min(5, len(bag))
    assert restored.draw(n) == bag.draw(n)  # the random stream continues where it stopped


def test_saved_spanish_bag_can_take_its_tiles_back() -> None:
    bag = Bag(TileSet.load("fivetiers", include=["spanish"]), seed=8)
    hand = bag.draw(146)
    restored = Bag.from_dict(json.loads(json.dumps(bag.to_dict())))
    restored.put_back(hand)
    assert len(restored) == 146 and restored.remaining["Ñ"] == 2


def saved(**changes: Any) -> dict[str, Any]:
    bag = Bag(TileSet.load("wordstorm"), seed=1)
    bag.draw(3)
    data = bag.to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "^bag: a saved bag is a JSON object with a 'format', not a list"),
        ({"format": "wordgames.bag/9"}, r"^bag\.format: 'wordgames\.bag/9' was saved by a newer"),
        ({"format": "wordgames.board/1"}, r"^bag\.format: not a saved bag"),
        (saved(tileset="scrabble"), "no tile set named 'scrabble'"),
        (saved(tileset="../x"), r"^bag\.tileset: the string '\.\./x' is not the name of a tile"),
        (saved(tiles=["A"] * 10), r"^bag\.tiles: tiles not in the set: \['A'\]"),
        (saved(tiles=["A", "B1"]), r"^bag\.tiles\[1\]: unknown tile 'B1'"),
        (saved(tiles=["A", "qu"]), r"^bag\.tiles\[1\]: a tile is saved as 'QU', not 'qu'"),
        (saved(tiles="ABC"), r"^bag\.tiles: a list is needed, not the string 'ABC'"),
        (saved(tiles=None), r"^bag\.tiles: a list is needed, not null"),
        (saved(format="wordgames.bag/1", rng=[3, [1, 2, 3], None]),
         r"^bag\.rng\[1\]: 625 numbers are needed"),
        (saved(format="wordgames.bag/1", rng="abc"), r"^bag\.rng: a list is needed"),
        (saved(format="wordgames.bag/1", rng=[3, [2**70] * 625, None]),
         r"^bag\.rng\[1\]\[0\]: a whole number from 0 to 4294967295"),
        (saved(seed=[7]), r"^bag\.seed: a whole number or text is needed, not a list"),
        (saved(include="spanish"), r"^bag\.include: a list is needed"),
        (saved(include=["welsh"]), "has no group 'welsh'"),
        (saved(format="wordgames.bag/1"), r"^bag\.rng: missing"),
        (saved(colour="red"), r"^bag\.colour: unknown field"),
    ],
)
def test_corrupt_saved_bag(data: Any, message: str) -> None:
    with pytest.raises(InvalidInput, match=message) as info:
        Bag.from_dict(data)
    assert isinstance(info.value, WordgamesError)


def test_first_format_bag_draws_what_it_would_have_drawn() -> None:
    # Saved by the bag that kept a random stream; the next ten draws were recorded then.
    saved_v1 = json.loads((Path(__file__).parent / "fixtures" / "bag_v1.json").read_text())
    bag = Bag.from_dict(saved_v1["bag"])
    assert bag.draw(10) == tuple(saved_v1["next_draws"])


def test_large_seed_round_trip() -> None:
    # Seeds are whole numbers (a string is refused: see the bad-input corpus), up to 64 bits.
    bag = Bag(TileSet.load("myword"), seed=2**64 - 1)
    bag.draw(4)
    assert Bag.from_dict(json.loads(json.dumps(bag.to_dict()))) == bag


def test_include_one_group_by_name() -> None:
    assert TileSet.load("fivetiers", include="spanish") == TileSet.load(
        "fivetiers", include=["spanish"])


def test_old_saved_bag_without_include_loads() -> None:
    data = saved()
    del data["include"]
    assert Bag.from_dict(data).remaining == Bag.from_dict(saved()).remaining


OLD = Path(__file__).parent / "data" / "old_formats"


def test_a_tile_set_saved_before_its_envelope_loads_and_saves_in_it(tmp_path: Path) -> None:
    # Written with no "format" (as the shipped sets are): read as version 1's layout.
    old = TileSet.from_file(OLD / "tileset-0.json")
    assert old == TileSet.load("wordstorm").variant("ws-more-e", add={"E": 2})
    path = old.save(tmp_path)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "wordgames.tileset/1"
    assert TileSet.from_file(path) == old and os.listdir(tmp_path) == [path.name]
    path.write_text(path.read_text(encoding="utf-8").replace('"count": 14', '"count": "14"'))
    with pytest.raises(InvalidInput) as caught:
        TileSet.from_file(path)
    assert (caught.value.source, caught.value.message) == (
        str(path), "tileset.tiles['E'].count: a whole number is needed, not the string '14'")


def test_a_bag_saved_before_its_envelope_loads() -> None:
    saved_bag = json.loads((OLD / "bag-2.json").read_text(encoding="utf-8"))
    bag = Bag.from_dict(saved_bag)
    assert bag == Bag(TileSet.load("myword"), seed=5)
    assert bag.to_dict() == {**saved_bag, "format": "wordgames.bag/3"}  # a name still


def test_a_bag_of_a_set_of_ones_own_holds_the_set_whole() -> None:
    mine = TileSet.load("myword").variant("more-e", add={"E": 3})
    bag = Bag(mine, seed=5)
    saved = bag.to_dict()
    assert saved["tileset"] == mine.to_dict()
    assert Bag.from_dict(json.loads(json.dumps(saved))) == bag
    saved["tileset"]["tiles"]["E"] = {"count": "many", "value": 1}
    with pytest.raises(InvalidInput, match=r"^bag\.tileset: tileset\.tiles\['E'\]\.count"):
        Bag.from_dict(saved)
