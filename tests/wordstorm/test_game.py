"""Round flow, one test per rule: deals, Word Storm calls, stalls, the final split, exchanges,
Done, Trade Offs, teams, the board's sides; and bad actions leave the state untouched."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.kit.protocol import GAME
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon
from wordgames.saving import from_json, to_json
from wordgames.wordstorm.board import Board
from wordgames.wordstorm.game import (
    Arrange,
    CallStorm,
    Deal,
    Done,
    Game,
    Rules,
    State,
    TimeUp,
    Trade,
)
from wordgames.wordstorm.grid import Grid


def fixed(game: Game, hands: list[str], centre: str) -> State:
    """A round with chosen hands and centre (in draw order)."""
    state = game.new_round(players=len(hands), rng=random.Random(0))
    return replace(state, hands=tuple(tuple(sorted(h)) for h in hands), centre=tuple(centre))


@pytest.fixture
def game(lex: Lexicon) -> Game:
    return Game(lexicon=lex)


def test_start_each_player_takes_four_tiles(game: Game) -> None:
    state = game.new_round(players=3, rng=random.Random(5))
    assert [len(h) for h in state.hands] == [4, 4, 4]
    assert len(state.centre) == 100 - 12
    assert state.tiles() == Counter(TileSet.load("wordstorm").tiles())


def test_word_storm_call_gives_everyone_four_more(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGHIJKLMNOP")
    state = game.apply(state, Arrange(0, Grid.parse("CATS"), at=3.0))
    state = game.apply(state, CallStorm(0, at=4.0))
    assert state.hands == (("A", "B", "C", "D"), ("E", "F", "G", "H", "J", "Q", "X", "Z"))
    assert state.centre == tuple("IJKLMNOP")
    assert state.last_deal == 4.0


def test_word_storm_call_needs_every_tile_in_the_crossword(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    state = game.apply(state, Arrange(0, Grid.parse("CAT"), at=3.0))
    with pytest.raises(IllegalAction, match="1 tiles are not in the crossword"):
        game.apply(state, CallStorm(0, at=4.0))


def test_stall_limit_everyone_takes_four_anyway(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    plan = game.scheduled(state)
    assert plan is not None and plan.at == 60.0 and isinstance(plan.action, Deal)
    with pytest.raises(IllegalAction, match=r"stall limit runs until 60\.00s"):
        game.apply(state, Deal(at=59.0))
    state = game.apply(state, Deal(at=60.0))
    assert [len(h) for h in state.hands] == [8, 8]
    assert state.events[-1].player == GAME


def test_stall_limit_is_a_rule_option(lex: Lexicon) -> None:
    game = Game(Rules(stall_limit=15.0), lexicon=lex)
    state = game.new_round(players=2, rng=random.Random(1))
    plan = game.scheduled(state)
    assert plan is not None and plan.at == 15.0


def test_final_split_two_players_take_two_each(game: Game) -> None:
    state = game.new_round(players=2, rng=random.Random(2))
    while len(state.centre) >= 8:
        state = game.apply(state, Deal(at=state.last_deal + 60.0))
    assert len(state.centre) == 4
    state = game.apply(state, Deal(at=state.last_deal + 60.0))
    assert [len(h) for h in state.hands] == [50, 50]
    assert state.centre == () and state.drawn_out


def test_final_split_three_players_one_each_one_left_in_centre(game: Game) -> None:
    state = game.new_round(players=3, rng=random.Random(3))
    while len(state.centre) >= 12:
        state = game.apply(state, Deal(at=state.last_deal + 60.0))
    assert len(state.centre) == 4
    state = game.apply(state, Deal(at=state.last_deal + 60.0))
    assert [len(h) for h in state.hands] == [33, 33, 33]
    assert len(state.centre) == 1 and state.drawn_out
    plan = game.scheduled(state)
    assert plan is not None and isinstance(plan.action, TimeUp)
    with pytest.raises(IllegalAction, match="nothing to deal"):
        game.apply(state, Deal(at=state.last_deal + 60.0))


def test_crossword_exchange_rearranges_any_or_all_tiles(game: Game) -> None:
    state = fixed(game, ["TACS", "XQZJ"], "ABCDEFGH")
    state = game.apply(state, Arrange(0, Grid.parse("ACT"), at=1.0))
    assert state.hands[0] == ("S",)
    state = game.apply(state, Arrange(0, Grid.parse("CATS"), at=2.0))
    assert state.hands[0] == () and state.grids[0] == Grid.parse("CATS")


def test_move_the_entire_crossword(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    state = game.apply(state, Arrange(0, Grid.parse("CATS"), at=1.0))
    moved = Grid.parse("CATS").shifted(3, 5)
    state = game.apply(state, Arrange(0, moved, at=2.0))
    assert state.grids[0] == moved and state.hands[0] == ()


def test_crossword_must_stay_on_the_players_side(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    off = Grid.parse("CATS").shifted(0, 13)  # the north side is 16 columns wide
    with pytest.raises(IllegalAction, match="leaves the north side") as err:
        game.apply(state, Arrange(0, off, at=1.0))
    assert "(0, 16)" in str(err.value)
    assert state.grids[0] == Grid()  # unchanged


def test_tiles_not_in_hand_are_rejected(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    with pytest.raises(IllegalAction, match="does not have these tiles for that crossword: "
                                            "A, 2 x B"):
        game.apply(state, Arrange(0, Grid.parse("ABBA"), at=1.0))
    assert state.hands[0] == ("A", "C", "S", "T")


def test_a_crossword_with_more_wilds_than_the_set_holds_is_refused(game: Game) -> None:
    state = fixed(game, ["?????", "XQZJ"], "ABCDEFGH")
    with pytest.raises(IllegalAction, match="5 wild tiles, but the wordstorm set holds only 4"):
        game.apply(state, Arrange(0, Grid.parse("?????"), at=1.0))
    # A state made by hand with such a crossword cannot be scored either.
    bad = replace(state, grids=(Grid.parse("?????"), Grid()), hands=((), ("X",)))
    with pytest.raises(InvalidInput, match="5 wild tiles, but the wordstorm set holds only 4"):
        game.score(bad)


def test_removal_is_a_rule_option(lex: Lexicon) -> None:
    with pytest.raises(InvalidInput, match="removal must be 'rulebook' or 'most_value'"):
        Rules(removal="generous")
    rulebook, generous = (Game(Rules(removal=r), lexicon=lex) for r in ("rulebook", "most_value"))
    state = fixed(rulebook, ["CATHAOX", "XQZJ"], "")
    state = replace(state, grids=(Grid.parse("CAT....\n..HAOX"), Grid()),
                    hands=((), state.hands[1]))
    assert rulebook.score(state)[0].misplaced == 14
    assert generous.score(state)[0].misplaced == 10


def test_done_when_centre_empty_ends_the_round(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "")
    with pytest.raises(IllegalAction, match="cannot call Done: 4 tiles"):
        game.apply(state, Done(0, at=1.0))
    state = game.apply(state, Arrange(0, Grid.parse("CATS"), at=1.0))
    with pytest.raises(IllegalAction, match="call Done, not Word Storm"):
        game.apply(state, CallStorm(0, at=2.0))
    state = game.apply(state, Done(0, at=2.0))
    result = game.result(state)
    assert result is not None
    assert result.scores == (0, 8 + 10 + 10 + 8)
    assert result.winners == (0,)
    assert result.extra["finished_by"] == 0


def test_done_needs_an_empty_centre(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    state = game.apply(state, Arrange(0, Grid.parse("CATS"), at=1.0))
    with pytest.raises(IllegalAction, match="call Word Storm, not Done"):
        game.apply(state, Done(0, at=2.0))


def test_no_rearranging_after_done(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "")
    state = game.apply(state, Arrange(0, Grid.parse("CATS"), at=1.0))
    state = game.apply(state, Done(0, at=2.0))
    with pytest.raises(IllegalAction, match=r"round is over \(player 0 called Done"):
        game.apply(state, Arrange(1, Grid.parse("Q"), at=3.0))


def test_finish_limit_ends_a_round_nobody_can_finish(game: Game) -> None:
    state = fixed(game, ["XQZJ", "XQZJ"], "")
    plan = game.scheduled(state)
    assert plan is not None and isinstance(plan.action, TimeUp) and plan.at == 120.0
    state = game.apply(state, plan.action)
    result = game.result(state)
    assert result is not None and result.scores == (36, 36) and result.winners == (0, 1)


def test_actions_cannot_go_back_in_time(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    state = game.apply(state, Arrange(0, Grid.parse("CAT"), at=5.0))
    with pytest.raises(IllegalAction, match="before the last action"):
        game.apply(state, Arrange(0, Grid.parse("CATS"), at=4.0))


def test_unknown_player_and_non_actions_are_rejected(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    with pytest.raises(IllegalAction, match="no player 5"):
        game.apply(state, CallStorm(5, at=1.0))
    with pytest.raises(IllegalAction, match="not a Word Storm action"):
        game.apply(state, "storm")


def test_trade_offs_swap_one_tile_for_one(lex: Lexicon) -> None:
    game = Game(Rules(trade_offs=True), lexicon=lex)
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    state = game.apply(state, Trade(0, 1, give="S", take="Q", at=1.0))
    assert state.hands == (("A", "C", "Q", "T"), ("J", "S", "X", "Z"))
    with pytest.raises(IllegalAction, match="player 1 has no 'E'"):
        game.apply(state, Trade(0, 1, give="A", take="E", at=2.0))


def test_trade_offs_is_off_by_default(game: Game) -> None:
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    with pytest.raises(IllegalAction, match="Trade Offs"):
        game.apply(state, Trade(0, 1, give="S", take="Q", at=1.0))


def test_teams_share_one_crossword_and_one_hand(lex: Lexicon) -> None:
    game = Game(Rules(teams=((0, 2), (1, 3))), lexicon=lex)
    state = game.new_round(players=4, rng=random.Random(4))
    assert len(state.hands) == 2 and len(state.centre) == 92
    assert game.view(state, 2).hand == game.view(state, 0).hand
    hand = state.hands[0]
    state = game.apply(state, Arrange(2, Grid({(0, 0): hand[0]}), at=1.0))
    assert game.view(state, 0).grid == Grid({(0, 0): hand[0]})
    state = game.apply(state, Arrange(0, Grid(), at=2.0))
    assert game.view(state, 2).hand == hand and game.view(state, 1).hand == state.hands[1]


def test_more_than_four_players_play_in_teams(lex: Lexicon) -> None:
    state = Game(lexicon=lex).new_round(players=6, rng=random.Random(0))
    assert state.teams == ((0, 4), (1, 5), (2,), (3,))
    with pytest.raises(InvalidInput, match="play in teams"):
        Game(Rules(teams=((0,), (1,), (2,), (3,), (4,))), lexicon=lex).new_round(
            players=5, rng=random.Random(0))
    game = Game(Rules(teams=((0, 1), (2, 3), (4, 5), (6, 7))), lexicon=lex)
    assert len(game.new_round(players=8, rng=random.Random(0)).hands) == 4
    with pytest.raises(InvalidInput, match="2 to 8 players"):
        Game(lexicon=lex).new_round(players=9, rng=random.Random(0))


def test_bad_teams_are_rejected(lex: Lexicon) -> None:
    with pytest.raises(InvalidInput, match="exactly one team"):
        Game(Rules(teams=((0, 1), (1, 2))), lexicon=lex).new_round(3, random.Random(0))


def test_bad_rules_are_rejected() -> None:
    with pytest.raises(InvalidInput, match="stall_limit"):
        Rules(stall_limit=0)


def test_view_hides_the_centre_order(game: Game) -> None:
    state = game.new_round(players=2, rng=random.Random(9))
    view = game.view(state, 1)
    assert view.centre == 92 and view.hand == state.hands[1]
    assert not any(isinstance(v, tuple) and len(v) == 92 for v in vars(view).values())


def test_score_breakdown_per_player(game: Game) -> None:
    state = fixed(game, ["CATS", "QZ"], "")
    state = game.apply(state, Arrange(0, Grid.parse("CATS"), at=1.0))
    result = game.result(replace(state, ended=True))
    assert result is not None and [b.total for b in result.breakdowns] == [0, 20]


def test_game_to_50_lowest_total_wins_ties_share() -> None:
    from wordgames.kit.match import match_over, winners
    from wordgames.wordstorm import INFO

    assert match_over(INFO, Rules(), (30, 30, 51), 2) == "target"
    assert winners(INFO, (30, 30, 51)) == (0, 1)
    assert match_over(INFO, Rules(), (5, 7), 1) is None
    assert match_over(INFO, Rules(rounds=1), (5, 7), 1) == "rounds"
    assert match_over(INFO, Rules(target=None, rounds=None), (500, 7), 99) is None


def test_same_seed_same_deal(game: Game) -> None:
    a = game.new_round(players=4, rng=random.Random(11))
    b = game.new_round(players=4, rng=random.Random(11))
    assert a == b
    assert a != game.new_round(players=4, rng=random.Random(12))


# -- tiles are conserved through any sequence of legal actions ---------------------------------


def random_action(game: Game, state: State, rng: random.Random) -> object:
    player = rng.randrange(state.players)
    team = state.team_of(player)
    at = state.now + rng.choice([0.0, 1.0, 30.0])
    kind = rng.randrange(5)
    if kind == 0 and not state.drawn_out:
        return Deal(at=max(at, state.last_deal + game.rules.stall_limit))
    if kind == 1:
        return Trade(player, (player + 1) % state.players,
                     give=rng.choice(state.hands[team] or ("A",)),
                     take=rng.choice(state.hands[(team + 1) % len(state.teams)] or ("A",)), at=at)
    if kind == 2:
        return (Done if state.drawn_out else CallStorm)(player, at=at)
    pool = list(state.hands[team]) + state.grids[team].tiles()
    rng.shuffle(pool)
    cells = {}
    for face in pool[: rng.randrange(len(pool) + 1)]:
        cells[(rng.randrange(9), rng.randrange(13))] = face
    return Arrange(player, Grid(cells), at=at)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 4), st.booleans())
def test_tiles_are_conserved_through_any_legal_actions(seed: int, players: int,
                                                       trades: bool) -> None:
    game = Game(Rules(trade_offs=trades), lexicon=Lexicon.from_words(["cat", "at"]))
    rng = random.Random(seed)
    state = game.new_round(players=players, rng=rng)
    everything = Counter(TileSet.load("wordstorm").tiles())
    for _ in range(60):
        if state.ended:
            break
        action = random_action(game, state, rng)
        try:
            new = game.apply(state, action)
        except IllegalAction:
            assert state.tiles() == everything  # a refused action changed nothing
            continue
        state = new
        assert state.tiles() == everything
    assert from_json(to_json(state)) == state


def test_saved_round_that_is_not_one_is_rejected() -> None:
    with pytest.raises(InvalidInput, match="'chess' is not a wordgames format"):
        from_json(json.dumps({"format": "chess"}))
    state = Game(lexicon=Lexicon.from_words(["at"])).new_round(2, random.Random(0))
    good = json.loads(to_json(state))
    good["value"]["grids"][0] = "A$"
    with pytest.raises(InvalidInput, match=r"state.grids\[0\], line 1, column 2"):
        from_json(json.dumps(good))


def test_players_may_begin_anywhere_on_their_side_of_a_custom_board(lex: Lexicon) -> None:
    board = Board.from_dict({"format": "wordgames.wordstorm.board/1", "name": "tiny",
                             "sides": [{"rows": 3, "cols": 5, "special": [[2, 4]]},
                                       {"rows": 3, "cols": 5}]})
    game = Game(Rules(board=board), lexicon=lex)
    state = fixed(game, ["CATS", "XQZJ"], "ABCDEFGH")
    state = game.apply(state, Arrange(0, Grid.parse("CATS").shifted(2, 1), at=1.0))
    assert state.grids[0][(2, 4)] == "S"
    assert game.score(state)[0].covered == 1
    with pytest.raises(IllegalAction, match="leaves the side 1 side"):
        game.apply(state, Arrange(0, Grid.parse("CATS").shifted(3, 0), at=2.0))
