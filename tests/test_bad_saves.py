"""Tampered saves: a saved round, result or match loads only if the rules can reach it from a new
round (players in range, counts that follow the log, totals that add up, winners who won);
otherwise ``InvalidInput`` names the field.

Two parts: a corpus of hand-made tamperings (the issue's examples among them), each asserting
the error class and the message's key words; and, per game, a property test that tampers at
random with states saved along real bot-played rounds (mid-round and finished) and checks that
what still loads is consistent by invariants written here, apart from the loader's, and plays
on to a result whose invariants hold.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames import GAMES, fivetiers, myword, wordstorm
from wordgames.errors import InvalidInput
from wordgames.kit.match import MatchResult
from wordgames.kit.protocol import RoundResult
from wordgames.kit.tiles import TileSet
from wordgames.play.runner import simulate_round
from wordgames.saving import from_json, to_json

SKILLS = ("beginner", "student", "adult", "expert")


# -- rounds played by bots, and the states along them -----------------------------------------


@cache
def game_of(name: str) -> Any:
    if name == "fivetiers":  # a short timer: rounds where it runs out, with exchanges and flips
        return fivetiers.Game(fivetiers.Rules(timer=20.0))
    return GAMES[name].game()


@cache
def played(name: str, seed: int, players: int = 3) -> tuple[Any, ...]:
    """Every state of a bot-played round, from the deal to the end."""
    info, game = GAMES[name], game_of(name)
    rng = random.Random(seed)
    start = game.new_round(players, rng)
    bots = [info.bot(SKILLS[(seed + seat) % 4]) for seat in range(players)]
    _, result = simulate_round(game, bots, rng, state=start)
    states = [start]
    for event in result.events:
        states.append(game.apply(states[-1], event.action))
    return tuple(states)


def saved(name: str, seed: int, at: float) -> dict[str, Any]:
    """The state ``at`` (0 the deal, 1 the end) of the way through a round, as saved JSON."""
    states = played(name, seed)
    return json.loads(to_json(states[round(at * (len(states) - 1))]))


def with_claims(seed: int = 5) -> dict[str, Any]:
    """A finished MY WORD! round's state, as saved."""
    return saved("myword", seed, 1.0)


def loaded(tree: dict[str, Any], name: str) -> Any:
    """What a saved round in play loads as, checked as a saved game checks it (with the
    rules it is played by)."""
    module = {"myword": myword, "wordstorm": wordstorm, "fivetiers": fivetiers}[name]
    state = from_json(json.dumps(tree), module.State)
    __import__(f"wordgames.{name}.saved", fromlist=["check_state"]).check_state(
        state, game_of(name).rules)
    return state


def value(tree: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(tree)
    inner: dict[str, Any] = out["value"]
    return inner


def envelope(inner: dict[str, Any]) -> str:
    return json.dumps({"format": "wordgames.saving/2", "value": inner})


def pile_with_claims(tree: dict[str, Any]) -> int:
    piles = tree["value"]["piles"]
    return next(p for p, pile in enumerate(piles) if pile["claims"])


# -- the corpus -------------------------------------------------------------------------------


def _my(change: Callable[[dict[str, Any]], None], seed: int = 5, at: float = 1.0) -> str:
    inner = value({"value": saved("myword", seed, at)["value"]})
    change(inner)
    return envelope(inner)


def _set_pile(**fields: Any) -> Callable[[dict[str, Any]], None]:
    def change(inner: dict[str, Any]) -> None:
        p = next(p for p, pile in enumerate(inner["piles"]) if pile["claims"])
        inner["piles"][p].update(fields)
    return change


def _bonus_without_claims(inner: dict[str, Any]) -> None:
    p = next(p for p, pile in enumerate(inner["piles"]) if not pile["claims"]
             and not pile["invalid_claims"])
    inner["piles"][p]["bonus"] = 999


def _thousand_players(inner: dict[str, Any]) -> None:
    inner["players"] = 1000
    empty = {"cards": [], "claimed": [], "claims": 0, "invalid_claims": 0, "free_cards": 0,
             "bonus": 0}
    inner["piles"] = inner["piles"] + [empty] * 997


def _ws(change: Callable[[dict[str, Any]], None], at: float = 0.5) -> str:
    inner = value(saved("wordstorm", 2, at))
    change(inner)
    return envelope(inner)


def _ft(change: Callable[[dict[str, Any]], None], seed: int = 1, at: float = 1.0) -> str:
    inner = value(saved("fivetiers", seed, at))
    change(inner)
    return envelope(inner)


def _ws_unequal_teams(inner: dict[str, Any]) -> None:
    inner["hands"][0] = sorted([*inner["hands"][0], inner["centre"].pop()])


def _ft_outcome_score(inner: dict[str, Any]) -> None:
    outcome = inner["outcome"]
    winner = outcome["winners"][0]
    outcome["scores"][winner] += 10
    outcome["breakdowns"][winner]["total"] += 10
    outcome["breakdowns"][winner]["base"] += 10


def _result(game: str, scores: tuple[int, ...], winners: tuple[int, ...], **extra: Any) -> str:
    return to_json(RoundResult(game, scores, winners, **extra))


def _match(**changes: Any) -> str:
    rounds = (RoundResult("myword", (20, 11), (0,)), RoundResult("myword", (17, 10), (0,)))
    fields: dict[str, Any] = {"game": "myword", "rounds": rounds, "totals": (37, 21),
                              "winners": (0,), "ended_by": "rounds"} | changes
    return to_json(MatchResult(**fields))


def _bonus_in_session() -> None:
    tree = with_claims()
    p = pile_with_claims(tree)
    tree["value"]["piles"][p]["bonus"] = 999
    state = from_json(json.dumps(tree), myword.State)
    myword.saved.check_state(state, myword.Rules())


def _bonus_played_on() -> None:
    tree = saved("myword", 5, 0.8)
    tree["value"]["piles"][pile_with_claims(tree)]["bonus"] = 999
    state = from_json(json.dumps(tree), myword.State)  # loads: a state holds no rules
    bots = [myword.Bot("adult") for _ in range(state.players)]
    simulate_round(game_of("myword"), bots, random.Random(1), state=state)


def _ws_unsorted_hand(inner: dict[str, Any]) -> None:
    hand = next(h for h in inner["hands"] if len(set(h)) > 1)
    hand.reverse()


def _ws_other_deal_size() -> None:
    state = from_json(json.dumps(saved("wordstorm", 2, 0.5)), wordstorm.State)
    wordstorm.saved.check_state(state, wordstorm.Rules(deal_size=3))


CASES: list[tuple[str, Callable[[], object], str]] = [
    # The examples.
    ("my-bonus-and-free-cards", lambda: from_json(_my(_set_pile(bonus=999, free_cards=50))),
     "free_cards: 50, but player"),
    ("my-bonus-999-no-claims", lambda: from_json(_my(_bonus_without_claims)),
     "bonus: 999 is more than a player with no allowed claim can reach"),
    ("my-bonus-999-by-the-rules", _bonus_in_session,
     "bonus: 999 is more than the rules can reach with 3 claims"),
    ("my-bonus-999-played-on", _bonus_played_on, "bonus: 999 is more than the rules can reach"),
    ("my-bonus-beyond-any-rules", lambda: from_json(_my(_set_pile(bonus=10**6))),
     "bonus: 1000000 is more than any rules can reach with"),
    ("my-invalid-claims-million", lambda: from_json(_my(_set_pile(invalid_claims=10**6))),
     "invalid_claims: 1000000, but player"),
    ("my-thousand-players", lambda: from_json(_my(_thousand_players)),
     "state.players: MY WORD! is for 2 to 6 players, not 1000"),
    ("result-winners-not-best", lambda: from_json(_result("myword", (37, 21), (1,))),
     "round_result.winners: [1], but the best score of (37, 21) is player 0's"),
    ("match-winners-not-best", lambda: from_json(_match(winners=(1,))),
     "match_result.winners: [1], but the best total of (37, 21) is player 0's"),
    # MY WORD! rounds.
    ("my-free-card-never-taken", lambda: from_json(_my(_set_pile(free_cards=3))),
     "free_cards: 3, but player"),
    ("my-now-moved", lambda: from_json(_my(lambda v: v.update(now=v["now"] + 5))),
     "state.now:"),
    ("my-ended-undone", lambda: from_json(_my(lambda v: v.update(ended=False))),
     "state.ended: false, but the log ends the round there"),
    ("my-bonus-tier-too-long", lambda: from_json(_my(lambda v: v.update(bonus_taken=[60]))),
     "state.bonus_taken[0]: a 60-card bonus tier"),
    ("my-pace-moved", lambda: from_json(_my(lambda v: v.update(pace_from=0.5), at=0.5)),
     "state.pace_from: 0.5, but the last card or claim"),
    ("my-claims-uncounted", lambda: from_json(_my(_set_pile(claims=0, claimed=[], words=[]))),
     "claims: 0, but player"),
    ("my-words-uncounted", lambda: from_json(_my(_set_pile(words=["cat"]))),
     "state.piles[1].words: a word for each of its 3 claims is needed, not 1"),
    # Word Storm rounds.
    ("ws-deals-five", lambda: from_json(_ws(lambda v: v.update(deals=v["deals"] + 4))),
     "state.deals:"),
    ("ws-last-deal-moved", lambda: from_json(_ws(lambda v: v.update(last_deal=0.25))),
     "state.last_deal: 0.25, but the last deal was at"),
    ("ws-unequal-teams", lambda: from_json(_ws(_ws_unequal_teams, at=0.0)),
     "every deal gives each team in play as many"),
    ("ws-finished-by-other", lambda: from_json(_ws(lambda v: v.update(finished_by=None),
                                                   at=1.0)),
     "state.finished_by: None, but the log's finisher"),
    ("ws-hand-out-of-order", lambda: from_json(_ws(_ws_unsorted_hand, at=0.0)),
     "is kept in alphabetical order"),
    ("ws-deal-size-of-other-rules", _ws_other_deal_size, "but 5 deals of these rules give 15"),
    ("ws-result-highest-wins", lambda: from_json(_result("wordstorm", (9, 18), (1,))),
     "round_result.winners: [1], but the best score of (9, 18) is player 0's"),
    # Five Tiers rounds.
    ("ft-flips-three", lambda: from_json(_ft(lambda v: v.update(flips=v["flips"] + 2))),
     "state.flips:"),
    ("ft-timer-moved", lambda: from_json(_ft(lambda v: v.update(timer_started=1.5))),
     "state.timer_started: 1.5, but the timer was last flipped"),
    ("ft-exchange-phase-without-timeup", lambda: from_json(_ft(
        lambda v: v.update(phase="exchange", first_declared=None), at=0.0)),
     "state.phase_started: 'exchange' since 0.0, but the log reaches 'play'"),
    ("ft-outcome-score-raised", lambda: from_json(_ft(_ft_outcome_score)),
     "but the other players' unused tiles give"),
    ("ft-exchanged-without-exchange", lambda: from_json(_ft(
        lambda v: v.update(exchanged=[1]), at=0.0)),
     "state.exchanged: player 1 has not exchanged since the timer ran out"),
    ("ft-rejection-without-declaring", lambda: from_json(_ft(
        lambda v: v["rejections"].__setitem__(1, "not in the dictionary: zzz"), at=0.0)),
     "state.rejections[1]: player 1 never declared"),
    ("ft-result-loser-scores", lambda: from_json(_ft_loser_scores()),
     "for a player who did not win; only winners score"),
    # Results and matches.
    ("result-nine-players", lambda: from_json(_result("myword", (1,) * 9, (0,) * 1)),
     "9 players; MY WORD! is for 2 to 6"),
    ("result-seconds-before-log", lambda: from_json(_result_before_log()),
     "round_result.seconds: 1.0, but the log runs to"),
    ("match-no-rounds", lambda: from_json(_match(rounds=(), totals=(0, 0))),
     "match_result.rounds: a match plays at least one round"),
    ("match-other-game-round", lambda: from_json(_match(rounds=(
        RoundResult("myword", (20, 11), (0,)), RoundResult("wordstorm", (17, 10), (1,))))),
     "match_result.rounds[1].game: 'wordstorm' in a match of 'myword'"),
    ("match-ended-by-boredom", lambda: from_json(_match(ended_by="boredom")),
     "match_result.ended_by: 'boredom' is not why a match ends"),
]


def _ft_loser_scores() -> str:
    result = played("fivetiers", 1)[-1].outcome
    loser = next(p for p in range(len(result.scores)) if p not in result.winners)
    tree = json.loads(to_json(result))
    tree["value"]["scores"][loser] = 5
    tree["value"]["breakdowns"][loser]["total"] = 5
    return json.dumps(tree)


def _result_before_log() -> str:
    result = played("myword", 5)[-1]
    outcome = game_of("myword").result(result)
    tree = json.loads(to_json(outcome))
    tree["value"]["seconds"] = 1.0
    return json.dumps(tree)


def test_the_corpus_is_big_enough() -> None:
    assert len(CASES) >= 20
    assert len({name for name, _, _ in CASES}) == len(CASES)


@pytest.mark.parametrize(("name", "call", "words"), CASES, ids=[c[0] for c in CASES])
def test_bad_save(name: str, call: Callable[[], object], words: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        call()
    assert type(caught.value) is InvalidInput
    assert words in str(caught.value), str(caught.value)


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("at", [0.0, 0.4, 1.0])
def test_the_rounds_played_load_untampered(name: str, at: float) -> None:
    tree = saved(name, 2, at)
    assert loaded(tree, name) == played(name, 2)[round(at * (len(played(name, 2)) - 1))]


# -- random tampering -------------------------------------------------------------------------


def _nodes(tree: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(tree, dict):
        for key, item in tree.items():
            out += _nodes(item, (*path, key))
    elif isinstance(tree, list):
        for i, item in enumerate(tree):
            out += _nodes(item, (*path, i))
    return out


def _at(tree: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        tree = tree[key]
    return tree


@st.composite
def tampered(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """A state saved along a bot-played round, changed in one or two places the way a person
    editing the file might: a number changed, a list entry dropped or doubled, a string
    changed, two fields of an object swapped."""
    seed = draw(st.sampled_from([1, 2]))
    tree = copy.deepcopy(saved(name, seed, draw(st.sampled_from([0.0, 0.2, 0.5, 0.8, 1.0]))))
    for _ in range(draw(st.integers(1, 2))):
        nodes = [p for p in _nodes(tree) if len(p) > 1]
        # Half the time a count of the state or of a pile, not one of its many tiles.
        shallow = [p for p in nodes if len(p) <= 4 and not isinstance(_at(tree, p), str)]
        path = draw(st.sampled_from(shallow if draw(st.booleans()) else nodes))
        parent, key, node = _at(tree, path[:-1]), path[-1], _at(tree, path)
        kinds = ["number"] if isinstance(node, int | float) and not isinstance(node, bool) \
            else []
        kinds += ["string"] if isinstance(node, str) else []
        kinds += ["drop", "double"] if isinstance(node, list) and node else []
        kinds += ["swap"] if isinstance(node, dict) and len(node) > 1 else []
        kinds += ["bool"] if isinstance(node, bool) else []
        if not kinds:
            continue
        kind = draw(st.sampled_from(kinds))
        if kind == "number":
            parent[key] = draw(st.sampled_from([node + 1, node - 1, node * 2, 0, 1, 999,
                                                10**6, -1, node + 0.5]))
        elif kind == "string":
            strings = sorted({n for p in _nodes(tree) if isinstance(n := _at(tree, p), str)})
            parent[key] = draw(st.sampled_from([*strings, "", "Z", node + "S"]))
        elif kind == "bool":
            parent[key] = not node
        elif kind == "drop":
            del node[draw(st.integers(0, len(node) - 1))]
        elif kind == "double":
            i = draw(st.integers(0, len(node) - 1))
            node.insert(i, copy.deepcopy(node[i]))
        else:
            a, b = draw(st.lists(st.sampled_from(sorted(k for k in node if k != "@type")),
                                 min_size=2, max_size=2, unique=True))
            node[a], node[b] = node[b], node[a]
    return tree


def _counts(events: Any, kind: type, player: int) -> int:
    return sum(isinstance(e.action, kind) and e.player == player for e in events)


def consistent_myword(state: myword.State) -> None:
    """What any round of the default rules (no bonus) holds, by its own reckoning."""
    ids = sorted(c.id for c in (*state.deck, *state.table, *(c for p in state.piles
                                                             for c in p.cards)))
    assert ids == list(range(60))
    assert 2 <= state.players <= 6 and len(state.piles) == state.players
    for p, pile in enumerate(state.piles):
        assert pile.bonus == 0
        assert pile.free_cards == _counts(state.events, myword.TakeFreeCard, p)
        assert pile.claims + pile.invalid_claims == _counts(state.events, myword.Claim, p)
        assert len(pile.cards) == sum(map(len, pile.claimed)) + pile.free_cards
    assert state.now == (state.events[-1].at if state.events else 0.0)


def consistent_wordstorm(state: wordstorm.State) -> None:
    assert sum(state.tiles().values()) == len(TileSet.load("wordstorm").tiles())
    assert state.tiles() == Counter(TileSet.load("wordstorm").tiles())
    deals = sum(isinstance(e.action, wordstorm.Deal | wordstorm.CallStorm) for e in state.events)
    assert state.deals == 1 + deals
    held = {len(h) + len(g.tiles()) for h, g in zip(state.hands, state.grids, strict=True)}
    assert len(held) == 1
    assert state.now == (state.events[-1].at if state.events else 0.0)


def consistent_fivetiers(state: fivetiers.State) -> None:
    tiles = Counter(f for rack in state.racks for f in rack) + state.bag.remaining
    assert tiles == Counter(state.bag.tileset.tiles())
    assert all(len(rack) == 20 for rack in state.racks)
    assert state.flips == 1 + sum(isinstance(e.action, fivetiers.Flip) for e in state.events)
    assert state.now == (state.events[-1].at if state.events else 0.0)


CONSISTENT: dict[str, Callable[[Any], None]] = {
    "myword": consistent_myword, "wordstorm": consistent_wordstorm,
    "fivetiers": consistent_fivetiers,
}


def plays_on(name: str, state: Any) -> None:
    """Bots play the round on to its end; the result adds up."""
    info, game = GAMES[name], game_of(name)
    bots = [info.bot("adult") for _ in range(state.players)]
    final, result = simulate_round(game, bots, random.Random(3), state=state)
    assert [b.total for b in result.breakdowns] == list(result.scores)
    CONSISTENT[name](final)
    if name == "myword":
        won = sum(b.cards for b in result.breakdowns)
        assert won + result.extra["left_on_table"] == 60
        assert result.scores == tuple(len(p.cards) for p in final.piles)
    if name != "fivetiers":
        best = (min if info.lowest_wins else max)(result.scores)
        assert result.winners == tuple(p for p, s in enumerate(result.scores) if s == best)
    else:
        assert result.winners == tuple(b.player for b in result.breakdowns if b.won)


TAMPER = settings(max_examples=60, deadline=None,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_tampered_save_loads_only_if_consistent(name: str) -> None:
    @TAMPER
    @given(tampered(name))
    def check(tree: dict[str, Any]) -> None:
        try:
            state = loaded(tree, name)
        except InvalidInput:
            return
        CONSISTENT[name](state)
        if not (state.ended if name != "fivetiers" else state.phase == "over"):
            plays_on(name, state)

    check()


# -- round three (issue 37): saves held to the codec's own checks, good saves taken -------------
#
# Classified as tests/test_bad_input.py classifies its round three (``classify``): clear,
# valid, bare, hangs, silent accept, good input refused; ``test_round_three_saves_counts``
# prints the counts (run with -s).


def _state_text(name: str = "myword") -> str:
    return to_json(played(name, 2)[0])


def _table_text(change: Callable[[dict[str, Any]], None] | None = None) -> str:
    from wordgames.play.table import Table

    table = Table("myword", ["person", "adult"], clock="simulated", seed=3)
    table.start()
    table.run_until(5.0)
    tree = json.loads(table.to_json())
    if change is not None:
        change(tree)
    return json.dumps(tree)


def _table_of(text: str) -> Any:
    from wordgames.play.table import Table

    return Table.from_json(text)


def _ended_table_with(state: Any) -> Callable[[dict[str, Any]], None]:
    from wordgames.saving import codec

    def change(tree: dict[str, Any]) -> None:
        tree.update(current=None, number=0, last_state=codec.encode(state))
    return change


def _grid_with(text: str) -> str:
    return json.dumps({"format": json.loads(_state_text())["format"],
                       "value": {"@type": "wordstorm.Grid", "value": text}})


def _fresh_wordstorm() -> Any:
    from wordgames.lexicon import Lexicon

    game = wordstorm.Game(lexicon=Lexicon.from_words(["cat"]))
    return game.new_round(2, random.Random(1))


def _load_bom(tmp: Any) -> Any:
    from wordgames.saving import load

    path = tmp / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + _state_text().encode())
    return load(path)


R3_SAVES: list[tuple[str, str, Callable[[Any], object], tuple[str, Any]]] = [
    ("r3-save-duplicate-key", "silent", lambda tmp: from_json(_state_text().replace(
        '"players": 3', '"players": 3, "players": 2', 1)), ("error", "appears twice")),
    ("r3-save-unknown-field", "silent", lambda tmp: from_json(_state_text().replace(
        '"players": 3', '"players": 3, "colour": "red"', 1)),
     ("error", "state.colour: unknown field of myword.State")),
    ("r3-save-other-game-state", "silent", lambda tmp: from_json(
        to_json(_fresh_wordstorm()), myword.State), ("error", "a myword.State is needed here")),
    ("r3-save-seed-5000-digits", "bare", lambda tmp: from_json(_state_text().replace(
        '"players": 3', '"players": ' + "9" * 5000, 1)), ("error", "is out of range")),
    ("r3-save-grid-cyrillic", "message", lambda tmp: from_json(_grid_with("\u0421AT")),
     ("error", "a Cyrillic letter that looks like Latin C")),
    ("r3-table-duplicate-key", "silent", lambda tmp: _table_of(
        _table_text().replace("{", '{"seed": 9, ', 1)), ("error", "'seed' appears twice")),
    ("r3-table-unknown-field", "silent", lambda tmp: _table_of(_table_text(
        lambda t: t.update(colour="red"))), ("error", "table.colour: unknown field")),
    ("r3-table-seat-unknown-field", "silent", lambda tmp: _table_of(_table_text(
        lambda t: t["seats"][0].update(hat=1))), ("error", "seats[0].hat: unknown field")),
    ("r3-table-round-unknown-field", "silent", lambda tmp: _table_of(_table_text(
        lambda t: t["current"].update(later=1))), ("error", "current.later: unknown field")),
    ("r3-table-wordstorm-last-state", "silent", lambda tmp: _table_of(_table_text(
        _ended_table_with(_fresh_wordstorm()))),
     ("error", "last_state: ")),
    ("r3-table-seat-name-long", "message", lambda tmp: _table_of(_table_text(
        lambda t: t["seats"][1].update(name="N" * 200))),
     ("error", "seats[1].name: a name is at most 24 characters")),
    ("r3-table-speed-text", "bare", lambda tmp: _table_of(_table_text(
        lambda t: t.update(speed="fast"))), ("error", "table.speed: ")),
    ("r3-table-level-text", "bare", lambda tmp: _table_of(_table_text(
        lambda t: t.update(level="hard"))), ("error", "table.level:")),
    ("r3-save-with-bom", "good", lambda tmp: from_json("\ufeff" + _state_text()),
     ("valid", lambda s: s == played("myword", 2)[0])),
    ("r3-save-file-with-bom", "good", _load_bom,
     ("valid", lambda s: s == played("myword", 2)[0])),
    ("r3-table-with-bom", "good", lambda tmp: _table_of("\ufeff" + _table_text()),
     ("valid", lambda t: t.seed == 3 and t.playing)),
    ("r3-save-grid-mac-line-ends", "good", lambda tmp: from_json(_grid_with("CAT\rA..")),
     ("valid", lambda g: str(g) == "CAT\nA..")),
]


@pytest.mark.parametrize(("call", "expect"),
                         [pytest.param(c, e, id=i) for i, _, c, e in R3_SAVES])
def test_round_three_saves(call: Callable[[Any], object], expect: tuple[str, Any],
                           tmp_path: Any) -> None:
    from tests.test_bad_input import classify

    outcome, seen = classify(call, expect, tmp_path, "")
    assert outcome == ("valid" if expect[0] == "valid" else "clear"), seen


def test_round_three_saves_counts(tmp_path: Any) -> None:
    from tests.test_bad_input import classify

    counts: Counter[str] = Counter()
    for name, _, call, expect in R3_SAVES:
        (tmp_path / name).mkdir()
        counts[classify(call, expect, tmp_path / name, "")[0]] += 1
    print(f"\nround three saves ({len(R3_SAVES)} cases):", dict(counts))
    assert set(counts) <= {"clear", "valid"}, counts
