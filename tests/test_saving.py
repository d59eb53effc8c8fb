"""The saving codec: every value round-trips, old files load, and every tampered save is refused
with ``InvalidInput`` naming the field."""

from __future__ import annotations

import contextlib
import importlib
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames import GAMES, fivetiers, myword, wordstorm
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.match import MatchResult
from wordgames.kit.protocol import GAME, Event, Plan, RoundResult
from wordgames.kit.tiles import Bag, Rack, Tile, TileSet
from wordgames.lexicon import Spelling
from wordgames.play.runner import simulate_round
from wordgames.play.table import play_match
from wordgames.saving import FORMAT, from_json, load, save, to_json
from wordgames.wordstorm.grid import Grid

V0 = Path(__file__).parent / "data" / "saved_v0"
SAVES = ("wordstorm_round", "myword_round", "fivetiers_round", "fivetiers_over")


def v0(name: str) -> Any:
    return json.loads((V0 / f"{name}.json").read_text(encoding="utf-8"))


def today(name: str) -> Any:
    """A v0 save, loaded and saved again in today's format, as JSON data."""
    return json.loads(to_json(load(V0 / f"{name}.json")))


# -- files saved by the code before the codec -----------------------------------------------------


def test_v0_saves_still_load() -> None:
    ws = load(V0 / "wordstorm_round.json")
    assert isinstance(ws, wordstorm.State)
    assert ws.players == 3 and len(ws.events) == 4 and str(ws.grids[0]) == "?A"
    assert ws.hands[2] == ("?", "A", "E", "G", "J", "K", "U", "U")
    assert isinstance(ws.events[1].action, wordstorm.Arrange)
    mw = load(V0 / "myword_round.json")
    assert isinstance(mw, myword.State)
    assert mw.dealer == 1 and mw.owed == (2,) and mw.piles[2].claims == 1
    assert mw.piles[2].claimed == (("H", "IN", "S"),)  # found in the log
    assert mw.table == (myword.Card(59, "Y"), myword.Card(10, "CH"))
    assert isinstance(mw.events[-1].action, myword.TakeFreeCard)
    ft = load(V0 / "fivetiers_round.json")
    assert isinstance(ft, fivetiers.State)
    assert ft.flips == 2 and ft.phase == "play" and ft.rules.accept == {"zyx"}
    assert ft.subject == "House Objects" and len(ft.bag) == 102
    assert ft.arrangements[0] is not None and ft.arrangements[0].words[0] == "za"
    over = load(V0 / "fivetiers_over.json")
    assert over.phase == "over" and over.outcome is not None and over.outcome.scores == (33, 0)
    assert over.outcome.events == over.events and over.outcome.game == "fivetiers"
    assert over.outcome.breakdowns[0].won and over.outcome.breakdowns[0].base == 33
    assert len(load(V0 / "bag.json")) == 102
    assert load(V0 / "wordstorm_grid.json") == ws.grids[0]


@pytest.mark.parametrize("name", SAVES)
def test_v0_saves_load_the_same_through_from_json_and_back(name: str) -> None:
    state = from_json((V0 / f"{name}.json").read_text(encoding="utf-8"))
    assert from_json(to_json(state)) == state
    assert json.loads(to_json(state))["format"] == FORMAT


# -- every value round-trips -------------------------------------------------------------------


@pytest.mark.parametrize(("name", "seed", "players"), [
    ("wordstorm", 1, 2), ("wordstorm", 2, 4),
    ("myword", 1, 3), ("myword", 2, 5),
    ("fivetiers", 1, 2), ("fivetiers", 2, 4),
])
def test_every_state_of_seeded_random_rounds_round_trips(name: str, seed: int,
                                                          players: int) -> None:
    info = GAMES[name]
    game = info.game()
    rng = random.Random(seed)
    start = game.new_round(players, rng)
    bots = [info.bot(("student", "adult", "expert")[(seed + p) % 3]) for p in range(players)]
    _, result = simulate_round(game, bots, rng, state=start)
    state = start
    assert from_json(to_json(state)) == state
    for event in result.events:
        state = game.apply(state, event.action)
        assert from_json(to_json(state), info.values[0]) == state
        assert from_json(to_json(event)) == event
    assert game.result(state) == result
    assert from_json(to_json(result)) == result


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_whole_match_round_trips(name: str) -> None:
    info = GAMES[name]
    game = info.game(rules=info.rules(target=None, rounds=2)) if name != "myword" \
        else info.game()
    match = play_match(game, [info.bot("adult"), info.bot("expert")], seed=4)
    assert from_json(to_json(match), MatchResult) == match
    tree = json.loads(to_json(match))
    tree["value"]["totals"][0] += 1
    with pytest.raises(InvalidInput, match=r"match_result\.totals: \("):
        from_json(json.dumps(tree))


@pytest.mark.parametrize("value", [
    wordstorm.Rules(teams=((0, 2), (1, 3)), finish_limit=None, trade_offs=True),
    wordstorm.Rules(board=wordstorm.Board.load("nolimits")),
    myword.Rules(min_cards=4, bonus=myword.HOUSE_BONUS),
    fivetiers.Rules(subjects=True, tie_window=None, accept=frozenset({"zz", "qi"})),
    wordstorm.Trade(player=0, partner=1, give="Q", take="?", at=3.5),
    wordstorm.Arrange(player=1, grid=Grid.parse("CAT\n..?"), at=2.0),
    myword.Claim(player=1, cards=(4, 7, 9), word="mask", at=1.25),
    myword.TakeFreeCard(player=2),
    fivetiers.Exchange(player=1, tiles=("QU", "'"), at=301.0),
    fivetiers.Arrange(player=0, words=("at", None, None, None, None)),
    Grid.parse("LOOK\n...?\n...E\nTEA?"),
    Grid(),
    TileSet.load("fivetiers", include=("spanish",)),
    TileSet.from_dict({"name": "mine", "tiles": {"QU": {"count": 2, "value": 7}}}),
    Bag(TileSet.load("myword"), seed=3),
    Rack(("Q", "U"), TileSet.load("wordstorm")),
    Tile("QU", 10),
    Spelling(("M", "??", "K"), ("m", "as", "k")),
    Plan(at=2.5, action=myword.Deal(at=2.5)),
    Event(1.0, GAME, wordstorm.Deal(at=1.0)),
    RoundResult("myword", (3, 1), (0,), extra={"teams": ((0,), (1,)), "note": None}),
    (fivetiers.Rules(), myword.Rules()),
])
def test_values_round_trip(value: Any) -> None:
    assert from_json(to_json(value)) == value


def test_save_and_load_a_file(tmp_path: Path) -> None:
    state = load(V0 / "myword_round.json")
    save(state, tmp_path / "round.json")
    assert load(tmp_path / "round.json") == state
    save((state.players, "note"), str(tmp_path / "round.json"))  # replaced whole
    assert load(tmp_path / "round.json") == (3, "note")
    assert [p.name for p in tmp_path.iterdir()] == ["round.json"]


def test_a_custom_tile_set_is_saved_whole_a_shipped_one_by_name() -> None:
    shipped = json.loads(to_json(TileSet.load("fivetiers", include="spanish")))["value"]
    assert shipped == {"@type": "TileSet", "value": {"name": "fivetiers", "include": ["spanish"]}}
    mine = TileSet.from_dict({"name": "mine", "tiles": {"A": {"count": 2, "value": 1}}})
    assert json.loads(to_json(mine))["value"]["value"]["set"]["tiles"] == {
        "A": {"count": 2, "value": 1}}


def test_what_cannot_be_saved_is_refused_saying_where() -> None:
    with pytest.raises(InvalidInput, match=r"value\[1\]: nan is not a finite number"):
        to_json((1, float("nan")))
    with pytest.raises(InvalidInput, match=r"value: a object cannot be saved"):
        to_json(object())
    with pytest.raises(InvalidInput, match=r"value: a mapping saved here needs text keys"):
        to_json({1: 2})


# -- tampered saves: InvalidInput naming the field ------------------------------------------------

Change = Callable[[Any], None]


def put(*path: Any) -> Change:
    *where, last, value = path

    def change(tree: Any) -> None:
        for key in where:
            tree = tree[key]
        tree[last] = value

    return change


def drop(*path: Any) -> Change:
    *where, last = path

    def change(tree: Any) -> None:
        for key in where:
            tree = tree[key]
        del tree[last]

    return change


def append(*path: Any) -> Change:
    *where, value = path

    def change(tree: Any) -> None:
        for key in where:
            tree = tree[key]
        tree.append(value)

    return change


NAN, INF = float("nan"), float("inf")

TAMPERED: list[tuple[str, str, Change, str]] = [
    # (save, kind, change, what the message must hold)
    ("wordstorm_round", "shape", put("hands", "ABC"), "state.hands: a list is needed"),
    ("wordstorm_round", "shape", put("hands", 2, {"A": 1}), "state.hands[2]: a list is needed"),
    ("wordstorm_round", "shape", drop("teams"), "state.teams: missing"),
    ("wordstorm_round", "shape", put("colour", "red"), "state.colour: unknown field"),
    ("wordstorm_round", "type", put("players", True),
     "state.players: a whole number is needed, not the boolean true"),
    ("wordstorm_round", "type", put("ended", 0), "state.ended: true or false is needed"),
    ("wordstorm_round", "type", put("now", "63"), "state.now: a number is needed"),
    ("wordstorm_round", "unknown tile", put("hands", 2, 5, "ZZ"),
     "state.hands[2][5]: 'ZZ' is not a tile of the wordstorm set"),
    ("wordstorm_round", "unknown tile", put("grids", 1, "A$"),
     "state.grids[1], line 1, column 2: unknown character '$'"),
    ("wordstorm_round", "non-finite", put("deals", INF),
     "state.deals: a whole number is needed, not the number inf"),
    ("wordstorm_round", "non-finite", put("now", NAN), "state.now: nan is not a finite number"),
    ("wordstorm_round", "non-finite", put("events", 2, "at", NAN), "state.events[2].at: nan"),
    ("wordstorm_round", "out of range", put("deals", 2**70), "state.deals: the number"),
    ("wordstorm_round", "out of range", put("players", 2**64 + 1),
     "state.players: the number 18446744073709551617 is out of range"),
    ("wordstorm_round", "negative", put("deals", -1), "state.deals: -1 is negative"),
    ("wordstorm_round", "negative", put("last_deal", -60.0), "state.last_deal: -60.0 is negative"),
    ("wordstorm_round", "seat", put("finished_by", 7), "state.finished_by: there is no seat 7"),
    ("wordstorm_round", "seat", put("events", 1, "player", 5),
     "state.events[1].player: there is no seat 5"),
    ("wordstorm_round", "seat", put("events", 1, "action", "player", 5),
     "state.events[1].action.player: there is no seat 5"),
    ("wordstorm_round", "seat", put("teams", [[0], [1], [3]]), "state.teams: the teams seat"),
    ("wordstorm_round", "time", put("events", 2, "at", 62.0),
     "state.events[2].at: 62.0 is not the action's time"),
    ("wordstorm_round", "time", lambda tree: [put("events", 2, "at", 70.0)(tree),
                                              put("events", 2, "action", "at", 70.0)(tree)],
     "state.events[3].at: 63.0 comes before the event before it (70.0)"),
    ("wordstorm_round", "time", put("last_deal", 99.0), "state.last_deal: 99.0 comes after now"),
    ("wordstorm_round", "conserved", put("hands", 2, 5, "I"),
     "state.hands[2][5]: one 'I' tile too many: the wordstorm set has"),
    ("wordstorm_round", "conserved", append("hands", 2, "I"), "state.hands[2][8]: one 'I' tile"),
    ("wordstorm_round", "conserved", drop("centre", 0),
     "state.centre, state.hands, state.grids: tiles are not conserved: 1 x 'I' held nowhere"),
    ("wordstorm_round", "conserved", drop("grids", 2), "state.grids: 2 entries for 3 teams"),
    ("wordstorm_round", "type", put("events", 0, "action", {"@type": "myword.Deal", "at": 60.0,
                                                           "player": -1}),
     "state.events[0].action: Deal is not an action of this game"),
    ("myword_round", "shape", put("piles", {}), "state.piles: a list is needed, not an object"),
    ("myword_round", "shape", put("table", 0, [59]), "state.table[0]: a card is saved as [id, "
     "face]"),
    ("myword_round", "shape", drop("piles", 2), "state.piles: 2 entries for 3 players"),
    ("myword_round", "type", put("dealer", True),
     "state.dealer: a whole number is needed, not the boolean true"),
    ("myword_round", "type", put("events", 7, "action", "cards", None),
     "state.events[7].action.cards: a list is needed, not null"),
    ("myword_round", "unknown card", put("table", 0, [59, "A1"]),
     "state.table[0]: unknown tile 'A1'"),
    ("myword_round", "fake card", put("table", 0, [59, "Z"]),
     "state.table[0]: card #59 is 'Y' in the myword deck, not 'Z'"),
    ("myword_round", "fake card", put("table", 0, [999, "Y"]),
     "state.table[0]: there is no card #999 in the myword deck"),
    ("myword_round", "conserved", drop("deck", 0),
     "state.deck, state.table, state.piles: cards are not conserved: #4 (A) held nowhere"),
    ("myword_round", "conserved", append("table", [4, "A"]),
     "state.table[2]: card #4 is already at state.deck[0]"),
    ("myword_round", "conserved", append("piles", 0, "cards", [10, "CH"]),
     "state.piles[0].cards[0]: card #10 is already at state.table[1]"),
    ("myword_round", "negative", put("piles", 0, "claims", -1),
     "state.piles[0].claims: -1 is negative"),
    ("myword_round", "non-finite", put("owed_since", NAN),
     "state.owed_since: nan is not a finite number"),
    ("myword_round", "non-finite", put("now", -INF), "state.now: -inf is not a finite number"),
    ("myword_round", "out of range", put("piles", 1, "bonus", 10**30), "state.piles[1].bonus"),
    ("myword_round", "seat", put("dealer", 3), "state.dealer: there is no seat 3 in a 3-player"),
    ("myword_round", "seat", put("owed", [5]), "state.owed[0]: there is no seat 5"),
    ("myword_round", "seat", put("events", 7, "player", 4), "state.events[7].player"),
    ("myword_round", "phase", put("ended", True), "state.ended: a round ends once every card"),
    ("fivetiers_round", "shape", put("racks", 0, "EYZ"), "state.racks[0]: a list is needed"),
    ("fivetiers_round", "shape", put("rules", "accept", "zyx"), "state.rules.accept: a list"),
    ("fivetiers_round", "type", put("flips", True),
     "state.flips: a whole number is needed, not the boolean true"),
    ("fivetiers_round", "type", put("rules", "target", "500"), "state.rules.target:"),
    ("fivetiers_round", "unknown tile", put("racks", 0, 5, "@"),
     "state.racks[0][5]: '@' is not a tile of the fivetiers set"),
    ("fivetiers_round", "phase", put("phase", "lunch"),
     "state.phase: one of 'play', 'closing', 'exchange', 'over' is needed, not the string"),
    ("fivetiers_round", "phase", put("phase", "closing"), "state.first_declared: None does not "
     "fit the phase 'closing'"),
    ("fivetiers_round", "conserved", append("racks", 0, "E"),
     "state.racks[0]: 21 tiles; a rack holds 20"),
    ("fivetiers_round", "conserved", put("racks", 0, 0, "Ñ"),
     "state.racks[0][0]: 'Ñ' is not a tile of the fivetiers set"),
    ("fivetiers_round", "conserved", append("arrangements", 0, "unused", "Q"),
     "state.arrangements[0]: the arrangement uses Q not on the rack"),
    ("fivetiers_round", "negative", put("flips", -1), "state.flips: -1 is negative"),
    ("fivetiers_round", "negative", put("rules", "exchange_time", -1),
     "state.rules.exchange_time: -1.0 is negative"),
    ("fivetiers_round", "non-finite", put("timer_started", NAN), "state.timer_started: nan"),
    ("fivetiers_round", "non-finite", put("rules", "timer", INF), "state.rules.timer: inf is not"),
    ("fivetiers_round", "seat", put("exchanged", [7]),
     "state.exchanged[0]: there is no seat 7 in a 2-player round"),
    ("fivetiers_round", "seat", put("events", 2, "action", "player", 3),
     "state.events[2].action.player: there is no seat 3"),
    ("fivetiers_round", "seat", put("declarations", [None]),
     "state.declarations: 1 entries for 2 players"),
    ("fivetiers_over", "seat", put("outcome", "winners", [5]),
     "state.outcome.winners[0]: there is no seat 5 in a 2-player round"),
    ("fivetiers_over", "negative", put("outcome", "breakdowns", 0, "base", -33),
     "state.outcome.breakdowns[0].base: -33 is negative"),
    ("fivetiers_over", "phase", put("outcome", None), "state.outcome: a round has an outcome"),
    ("fivetiers_over", "shape", drop("outcome", "breakdowns", 1),
     "state.outcome.breakdowns: 1 entries for 2 players"),
]


@pytest.mark.parametrize(("name", "kind", "change", "field"), TAMPERED,
                         ids=[f"{n}-{k}-{i}" for i, (n, k, _, _) in enumerate(TAMPERED)])
def test_a_tampered_save_names_the_field(name: str, kind: str, change: Change,
                                         field: str) -> None:
    tree = today(name)
    change(tree["value"])
    with pytest.raises(InvalidInput) as info:
        from_json(json.dumps(tree))
    assert field in str(info.value), kind


@pytest.mark.parametrize(("change", "field"), [
    (put("bag", "rng", 1, 7, 2**70), "state.bag.rng[1][7]: the number 11805916207"),
    (put("bag", "rng", 1, 7, 2**40), "state.bag.rng[1][7]: a whole number from 0 to 4294967295"),
    (put("bag", "rng", 1, 624, 625), "state.bag.rng[1][624]: a whole number from 0 to 624"),
    (put("bag", "tiles", 0, "QU"), "state.bag"),
    (drop("bag", "tiles", 0), "state.racks, state.bag: tiles are not conserved"),
    (append("bag", "tiles", "Y"), "state.bag.tiles: one 'Y' tile too many"),
    (put("bag", "tileset", "../../etc/passwd"), "state.bag.tileset: the string '../../etc"),
    (put("events", 0, "action", "type", "Nap"), "state.events[0].action.type: unknown action "
     "the string 'Nap'"),
    (put("outcome", {"scores": "x"}), "state.outcome"),
])
def test_a_tampered_save_of_the_old_format_names_the_field(change: Change, field: str) -> None:
    tree = v0("fivetiers_round")
    change(tree)
    with pytest.raises(InvalidInput) as info:
        from_json(json.dumps(tree))
    assert field in str(info.value)


def tagged(value: Any, **changes: Any) -> Any:
    """A value as saved today, with some fields changed."""
    data = json.loads(to_json(value))["value"]
    data.update(changes)
    return data


@pytest.mark.parametrize(("value", "field"), [
    (tagged(myword.Claim(0, (1, 2, 3), "cat"), cards=None),
     "claim.cards: a list is needed, not null"),
    (tagged(myword.Claim(0, (1, 2, 3), "cat"), cards=[1, True]),
     "claim.cards[1]: a whole number is needed, not the boolean true"),
    (tagged(wordstorm.Deal(), at=NAN), "deal.at: nan is not a finite number"),
    (tagged(fivetiers.Declare(0, ()), player=True),
     "declare.player: a whole number is needed, not the boolean true"),
    (tagged(fivetiers.Exchange(0), tiles=["a"]),
     "exchange.tiles[0]: a tile is saved as 'A', not 'a'"),
    (tagged(wordstorm.Trade(0, 1, "A", "B"), partner=-1), "trade.partner: there is no seat -1"),
    (tagged(myword.Rules(), min_cards="3"), "rules.min_cards: a whole number is needed"),
    (tagged(myword.Rules(), min_cards=0), "rules: min_cards must be at least 1, not 0"),
    (tagged(wordstorm.Rules(), board="../x"), "rules: no Word Storm board named '../x'"),
    (tagged(wordstorm.Rules(), board="mars"), "rules: no Word Storm board named 'mars'"),
    (tagged(fivetiers.Rules(), categories=["Planets"]), "rules: categories[0]: no category"),
    (tagged(fivetiers.Rules(), timer=0), "rules: the timer must run a positive number"),
    ({"@type": "TileSet", "value": {"name": "x", "counts": {"A": -1}, "values": {"A": 1}}},
     "tile_set.counts['A']: -1 is negative"),
    ({"@type": "TileSet", "value": {"name": "klingon"}}, "tile_set: no tile set named 'klingon'"),
    (tagged(RoundResult("x", (1,), (0,)), extra={"deep": json.loads("[" * 100 + "]" * 100)}),
     "round_result.extra['deep']"),
    (tagged(RoundResult("x", (1, 2), (0,)), winners=[0, 0]),
     "round_result.winners[1]: seat 0 is listed twice"),
    (tagged(Spelling(("M", "??", "K"), ("m", "as", "k")), letters=["m", "a", "k"]),
     "spelling.letters[1]: the tile '??' cannot spell 'a'"),
    ({"@type": "Tally"}, "value.@type: unknown type 'Tally'"),
    ({"@type": "os.system"}, "value.@type: unknown type 'os.system'"),
    ({"@type": "wordstorm.Grid", "value": "A\nBB\n$"}, "grid, line 3, column 1"),
    ({"@type": "myword.Card", "value": [-1, "A"]}, "card[0]: a card id is a whole number >= 0"),
])
def test_tampered_values_name_the_field(value: Any, field: str) -> None:
    with pytest.raises(InvalidInput) as info:
        from_json(json.dumps({"format": FORMAT, "value": value}))
    assert field in str(info.value)


@pytest.mark.parametrize(("text", "message"), [
    ("", "not JSON: Expecting value"),
    ("{", "line 1, column 2: not JSON"),
    ("[" * 100_000 + "]" * 100_000, "nests too deeply"),
    ('{"format": "wordgames.saving/9", "value": 1}', "saved by a newer wordgames"),
    ('{"format": "wordgames.saving/2"}', "value: missing"),
    ('{"format": "wordgames.saving/2", "value": 1, "value": 2}', "'value' appears twice"),
    ('{"format": "wordgames.saving/2", "value": 1, "extra": 2}', "extra: unknown key"),
    ('{"format": "wordgames.saving/2", "value": ' + "1" * 5000 + "}", "value: the number 1111"),
    ('{"format": "wordgames.saving/2", "value": NaN}', "value: nan is not a finite number"),
    ('{"format": "wordgames.saving/2", "value": 1e999}', "value: inf is not a finite number"),
    ("null", "not a saved wordgames value"),
    ('{"format": 3}', "not a saved wordgames value"),
])
def test_text_that_is_not_a_save_is_refused(text: str, message: str) -> None:
    with pytest.raises(InvalidInput) as info:
        from_json(text)
    assert message in str(info.value)


@pytest.mark.parametrize(("data", "message"), [
    (b"\xff\xfe", "not UTF-8"),
    (None, "saved data is JSON text, not NoneType"),
    (["{}"], "saved data is JSON text, not list"),
])
def test_data_that_is_not_text_is_refused(data: Any, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        from_json(data)


def test_files_that_cannot_be_read_or_written_are_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidInput, match=r"missing\.json: cannot read a saved game"):
        load(tmp_path / "missing.json")
    with pytest.raises(InvalidInput, match="cannot read a saved game"):
        load(tmp_path)
    with pytest.raises(InvalidInput, match="not a usable file name"):
        load("a\0b.json")
    with pytest.raises(InvalidInput, match="a file name is needed, not NoneType"):
        load(None)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="cannot save here"):
        save(Tile("A", 1), tmp_path / "no" / "such" / "folder.json")
    (tmp_path / "bad.json").write_text('{"format": "wordgames.saving/2", "value": [1, NaN]}')
    with pytest.raises(InvalidInput, match=r"bad\.json: value\[1\]: nan is not a finite"):
        load(tmp_path / "bad.json")


# -- fuzz: only WordgamesError escapes --------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.sampled_from([2**70, -1, 2**64 + 1, 10**30])
    | st.floats() | st.text(max_size=6) | st.sampled_from(["A", "?", "??", "QU", "play", "@type"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.text(max_size=6) | st.sampled_from(["@type", "format", "value", "at", "player"]),
        inner, max_size=4),
    max_leaves=8,
)


def _paths(tree: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(tree, dict):
        for key, value in tree.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(tree, list):
        for i, value in enumerate(tree):
            out += _paths(value, (*prefix, i))
    return out


TREES = {f"{name}-{form}": load_(name) for name in SAVES
         for form, load_ in (("today", today), ("v0", v0))}
PATHS = {name: [p for p in _paths(tree) if p] for name, tree in TREES.items()}


@settings(max_examples=400, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), name=st.sampled_from(sorted(TREES)), how=st.sampled_from(
    ["replace", "delete", "duplicate"]))
def test_fuzz_mutated_saves_raise_only_wordgames_errors(data: st.DataObject, name: str,
                                                        how: str) -> None:
    tree = json.loads(json.dumps(TREES[name]))
    *where, last = data.draw(st.sampled_from(PATHS[name]))
    node = tree
    for key in where:
        node = node[key]
    if how == "replace":
        node[last] = data.draw(JSON_VALUES)
    elif how == "delete":
        del node[last]
    elif isinstance(node, list):
        node.insert(last, node[last])
    else:
        node[f"{last}2"] = node[last]
    with contextlib.suppress(WordgamesError):
        from_json(json.dumps(tree))


@settings(max_examples=300, deadline=None, database=None)
@given(value=JSON_VALUES, fmt=st.sampled_from([
    FORMAT, "wordgames.wordstorm.state/1", "wordgames.myword.state/1",
    "wordgames.fivetiers.state/1", "wordgames.bag/1", "wordgames.wordstorm.grid/1"]))
def test_fuzz_arbitrary_data_raises_only_wordgames_errors(value: Any, fmt: str) -> None:
    tree = {"format": fmt, "value": value}
    if isinstance(value, dict):
        tree = {**value, "format": fmt} if fmt != FORMAT else tree
    with contextlib.suppress(WordgamesError):
        from_json(json.dumps(tree))


@settings(max_examples=300, deadline=None, database=None)
@given(text=st.text(max_size=40) | st.binary(max_size=40))
def test_fuzz_arbitrary_text_raises_only_wordgames_errors(text: str | bytes) -> None:
    with contextlib.suppress(WordgamesError):
        from_json(text)


def test_a_custom_tile_set_is_saved_in_its_files_layout_and_the_older_layout_still_loads(
        tmp_path: Path) -> None:
    from wordgames.wordstorm import Rules

    mine = TileSet.load("wordstorm").variant("ws-more-e", add={"E": 2})
    saved = json.loads(to_json(Rules(tileset=mine)))  # a variant played unsaved
    assert saved["format"] == "wordgames.saving/3"
    assert saved["value"]["tileset"] == {"include": [], "set": mine.to_dict()}
    old = Path(__file__).parent / "data" / "old_formats" / "saving-2.json"
    assert "counts" in json.loads(old.read_text())["value"]["tileset"]  # the layout before
    assert load(old) == Rules(tileset=mine) == from_json(to_json(Rules(tileset=mine)))
    bad = {"include": [], "set": {**mine.to_dict(), "tiles": {"E": {"count": -1, "value": 1}}}}
    with pytest.raises(InvalidInput, match=r"^rules\.tileset\.set: tileset\.tiles\['E'\]\.count"):
        from_json(json.dumps({"format": "wordgames.saving/3",
                              "value": {**saved["value"], "tileset": bad}}))


@pytest.mark.parametrize("game", ["wordstorm", "myword", "fivetiers"])
def test_rules_with_a_tile_set_of_ones_own_load_back(game: str) -> None:
    # A variant made in a notebook plays without being saved first; a save of its rules
    # holds it whole.
    module = importlib.import_module(f"wordgames.{game}")
    mine = TileSet.load(game).variant("more-e", add={"E": 2})
    rules = module.Rules(tileset=mine)
    assert from_json(to_json(rules)) == rules
    if game == "fivetiers":  # its state holds its rules: the bag is checked against them
        state = module.Game(rules).new_round(2, random.Random(3))
        assert from_json(to_json(state)) == state
