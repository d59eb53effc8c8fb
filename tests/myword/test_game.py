"""The MY WORD! round and game: one test per rule of 'Playing the Game' and the issue's options."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import pytest

from wordgames.errors import IllegalAction, InvalidInput, NoSuchSeat, NotAnAction, TimeGoesBack
from wordgames.kit.protocol import GAME, Forgetful, Plan
from wordgames.lexicon import Lexicon
from wordgames.myword import as_table
from wordgames.myword.bot import Bot
from wordgames.myword.game import (
    HOUSE_BONUS,
    Claim,
    Deal,
    EndRound,
    Game,
    Pile,
    Rules,
    State,
    TakeFreeCard,
    View,
)
from wordgames.play.runner import simulate_round
from wordgames.play.table import play_match
from wordgames.saving import from_json, to_json


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(Rules(), Lexicon.default(70))


def table_state(
    faces: Sequence[str], players: int = 3, deck: Sequence[str] = (), now: float = 1.0
) -> State:
    """A round in progress: these cards on the table (ids 0..), ``deck`` still to deal."""
    table = as_table(faces)
    rest = as_table([*faces, *deck])[len(faces) :]
    return State(
        players=players,
        dealer=0,
        deck=rest,
        table=table,
        piles=(Pile(),) * players,
        now=now,
        pace_from=now,
    )


def ids(state: State, *faces: str) -> tuple[int, ...]:
    """The ids of table cards with these faces (each card once)."""
    free = list(state.table)
    out = []
    for face in faces:
        card = next(c for c in free if c.face == face)
        free.remove(card)
        out.append(card.id)
    return tuple(out)


# -- setting up ---------------------------------------------------------------------------------


def test_two_to_six_players_by_default(game: Game) -> None:
    rng = random.Random(1)
    assert game.new_round(2, rng).players == 2
    assert game.new_round(6, rng).players == 6
    for players in (1, 7, True):
        with pytest.raises(InvalidInput, match="2 to 6 players"):
            game.new_round(players, rng)


def test_the_deck_is_the_60_card_myword_set_shuffled_by_the_seed(game: Game) -> None:
    a = game.new_round(4, random.Random(3))
    b = game.new_round(4, random.Random(3))
    c = game.new_round(4, random.Random(4))
    assert a.deck == b.deck != c.deck
    assert len(a.deck) == 60 and len({card.id for card in a.deck}) == 60
    faces = [card.face for card in a.deck]
    assert faces.count("?") == 2 and faces.count("??") == 1
    assert sum(1 for f in faces if len(f) == 2 and f != "??") == 13


def test_rules_reject_bad_options() -> None:
    with pytest.raises(InvalidInput, match="min_cards"):
        Rules(min_cards=0)
    with pytest.raises(InvalidInput, match="seconds_per_card"):
        Rules(seconds_per_card=-1)
    with pytest.raises(InvalidInput, match="bonus"):
        Rules(bonus=((5, 1), (4, 2)))


# -- playing the game ---------------------------------------------------------------------------


def test_dealer_places_cards_face_up_one_at_a_time(game: Game) -> None:
    state = game.new_round(3, random.Random(2))
    assert game.scheduled(state) == Plan(0.0, Deal(at=0.0))
    top = state.deck[0]
    state = game.apply(state, Deal(at=0.0))
    assert state.table == (top,) and len(state.deck) == 59
    plan = game.scheduled(state)
    assert plan is not None and plan.action == Deal(at=2.0)  # the rulebook pace option
    state = game.apply(state, plan.action)
    assert len(state.table) == 2 and state.dealt == 2


def test_deal_pace_is_a_rule_option() -> None:
    game = Game(Rules(seconds_per_card=0.5), Lexicon.default(70))
    state = game.apply(game.new_round(2, random.Random(0)), Deal(at=0.0))
    assert game.scheduled(state) == Plan(0.5, Deal(at=0.5))


def test_view_shows_the_table_but_never_the_deck_order(game: Game) -> None:
    state = game.apply(game.new_round(3, random.Random(2)), Deal(at=0.0))
    view = game.view(state, 1)
    assert isinstance(view, View)
    assert view.table == state.table and view.deck_left == 59 and view.player == 1
    assert not any(isinstance(v, tuple) and len(v) == 59 for v in vars(view).values())


def test_valid_word_the_caller_takes_the_cards_used(game: Game) -> None:
    state = table_state(["C", "X", "A", "T"])
    after = game.apply(state, Claim(1, ids(state, "C", "A", "T"), "cat", at=2.0))
    assert [c.face for c in after.table] == ["X"]
    assert [c.face for c in after.piles[1].cards] == ["C", "A", "T"]
    assert after.piles[1].claims == 1 and not after.owed
    assert after.last_check is not None and after.last_check.ok


def test_the_dealer_plays_too(game: Game) -> None:
    state = table_state(["D", "O", "G"])
    after = game.apply(state, Claim(state.dealer, ids(state, "D", "O", "G"), "dog", at=1.5))
    assert len(after.piles[state.dealer].cards) == 3


def test_dealer_pauses_to_check_a_word(game: Game) -> None:
    state = table_state(["C", "A", "T", "X"], deck=["E", "F"])
    after = game.apply(state, Claim(1, ids(state, "C", "A", "T"), "cat", at=3.25))
    assert game.scheduled(after) == Plan(5.25, Deal(at=5.25))


def test_word_not_allowed_caller_gets_nothing_others_take_a_free_card(game: Game) -> None:
    state = table_state(["C", "A", "T", "?", "SH", "E"], players=4)
    bad = game.apply(state, Claim(1, ids(state, "C", "A", "T"), "tca", at=2.0))
    assert bad.piles[1].cards == () and bad.piles[1].invalid_claims == 1
    assert bad.table == state.table
    assert bad.owed == (2, 3, 0)  # starting on the caller's left
    # Their choice of card:
    step = game.apply(bad, TakeFreeCard(3, card=ids(bad, "SH")[0], at=2.5))
    assert [c.face for c in step.piles[3].cards] == ["SH"] and step.owed == (2, 0)
    # With no choice given, the documented policy picks ('?' first of these).
    step = game.apply(step, TakeFreeCard(0, at=2.7))
    assert [c.face for c in step.piles[0].cards] == ["?"]
    # Nobody claims and the dealer does not deal until everyone has their card.
    with pytest.raises(IllegalAction, match="still take a free card"):
        game.apply(step, Claim(2, ids(step, "C", "A", "T"), "cat", at=2.8))
    with pytest.raises(IllegalAction, match="not owed"):
        game.apply(step, TakeFreeCard(1, at=2.8))
    # The dealer hands the last one out after free_card_seconds.
    plan = game.scheduled(step)
    assert plan == Plan(7.0, TakeFreeCard(2, None, 7.0))
    done = game.apply(step, plan.action)
    assert not done.owed and len(done.piles[2].cards) == 1
    assert sum(len(t.cards) for t in done.piles) == 3


def test_free_cards_come_from_the_deck_when_the_table_has_too_few(game: Game) -> None:
    state = table_state(["C", "A", "T"], players=4, deck=["Q", "Z"])
    state = replace(state, table=state.table[:1])  # only 'C' left; 'A' 'T' not in play
    bad = game.apply(state, Claim(0, ids(state, "C"), "cat", at=2.0))
    assert bad.owed == (1, 2, 3)
    s1 = game.apply(bad, TakeFreeCard(1, at=2.1))
    assert [c.face for c in s1.piles[1].cards] == ["C"] and not s1.table
    with pytest.raises(IllegalAction, match="table is empty"):
        game.apply(s1, TakeFreeCard(2, card=99, at=2.2))
    s2 = game.apply(s1, TakeFreeCard(2, at=2.2))
    assert [c.face for c in s2.piles[2].cards] == ["Q"]
    s3 = game.apply(s2, TakeFreeCard(3, at=2.3))
    assert [c.face for c in s3.piles[3].cards] == ["Z"]
    assert not s3.deck and not s3.owed


def test_free_cards_nobody_can_have_are_forgotten(game: Game) -> None:
    state = table_state(["C", "A"], players=3)
    bad = game.apply(state, Claim(0, ids(state, "C", "A"), "ca", at=2.0))
    s1 = game.apply(bad, TakeFreeCard(1, at=2.1))
    s2 = game.apply(s1, TakeFreeCard(2, at=2.2))
    assert not s2.owed and not s2.table
    bad2 = game.apply(s2, EndRound(at=2.3))
    assert bad2.ended


def test_simultaneous_calls_the_dealer_hears_one_first_by_seeded_draw(game: Game) -> None:
    @dataclass
    class CallAt(Forgetful):
        word: str
        at: float

        def plan(self, view: View, now: float) -> Plan | None:
            cards = {c.face: c.id for c in view.table}
            if view.owed or not all(ch.upper() in cards for ch in self.word):
                return None
            claim = Claim(view.player, tuple(cards[ch.upper()] for ch in self.word), self.word)
            return Plan(self.at, replace(claim, at=self.at))

    def winner(seed: int) -> int:
        state = table_state(["C", "A", "T"], players=2, now=0.0)
        _, result = simulate_round(
            game, [CallAt("cat", 1.0), CallAt("act", 1.0)], random.Random(seed), state=state
        )
        assert sorted(result.scores) == [0, 3]
        return result.winners[0]

    winners = [winner(seed) for seed in range(12)]
    assert set(winners) == {0, 1}
    assert winners == [winner(seed) for seed in range(12)]


def test_earlier_call_wins(game: Game) -> None:
    state = table_state(["C", "A", "T"], players=2)
    first = game.apply(state, Claim(1, ids(state, "A", "C", "T"), "act", at=1.2))
    with pytest.raises(IllegalAction, match="not on the table"):
        game.apply(first, Claim(0, ids(state, "C", "A", "T"), "cat", at=1.3))


# -- bad input ----------------------------------------------------------------------------------


def test_bad_claims_are_illegal_and_leave_the_state_unchanged(game: Game) -> None:
    state = table_state(["C", "A", "T"])
    snapshot = replace(state)
    c, a, t = ids(state, "C", "A", "T")
    cases: list[tuple[object, type[Exception], str]] = [
        (Claim(1, (c, a, 42), "cat", at=2.0), IllegalAction, "#42 is not on the table"),
        (Claim(1, (c, a, a), "caa", at=2.0), IllegalAction, "twice in the claim"),
        (Claim(5, (c, a, t), "cat", at=2.0), NoSuchSeat, "no player 5"),
        (Claim(1, (c, a, t), "c4t", at=2.0), InvalidInput, "digit"),
        (Claim(1, (c, a, t), "", at=2.0), InvalidInput, "empty"),
        (Claim(1, (c, a, t), "cat", at=0.5), TimeGoesBack, "before the last action"),
        (TakeFreeCard(1, at=2.0), IllegalAction, "not owed"),
        (Deal(at=2.0), IllegalAction, "every card has been dealt"),
        ("cat", NotAnAction, "'cat' is not a MY WORD! action"),
    ]
    for action, error, message in cases:
        with pytest.raises(error, match=message):
            game.apply(state, action)
        assert state == snapshot
    with pytest.raises(InvalidInput, match="ids"):
        Claim(1, ("C", "A", "T"), "cat")  # type: ignore[arg-type]


def test_no_action_after_the_round_is_over(game: Game) -> None:
    state = game.apply(table_state(["C", "A"]), EndRound(at=5.0))
    with pytest.raises(IllegalAction, match="round is over"):
        game.apply(state, Deal(at=6.0))
    assert game.scheduled(state) is None


# -- the end of a round -------------------------------------------------------------------------


def test_round_ends_when_all_cards_are_dealt_and_nobody_calls_within_the_grace_period(
    game: Game,
) -> None:
    state = table_state(["C", "A", "T", "X"], deck=["E"], now=3.0)
    with pytest.raises(IllegalAction, match="1 cards are still to be dealt"):
        game.apply(state, EndRound(at=4.0))
    state = game.apply(state, Deal(at=5.0))
    assert game.scheduled(state) == Plan(15.0, EndRound(at=15.0))
    # A call restarts the grace period.
    state = game.apply(state, Claim(2, ids(state, "C", "A", "T"), "cat", at=9.0))
    assert len(state.table) == 2
    assert game.scheduled(state) == Plan(9.0, EndRound(at=9.0))  # 2 cards: no word possible
    assert game.scheduled(replace(state, table=(*state.table, *as_table(["Q"])))) == Plan(
        19.0, EndRound(at=19.0)
    )


def test_grace_period_is_a_rule_option() -> None:
    game = Game(Rules(grace_seconds=3.0), Lexicon.default(70))
    state = table_state(["C", "A", "T"], now=2.0)
    assert game.scheduled(state) == Plan(5.0, EndRound(at=5.0))


def test_one_point_per_card_won_cards_left_on_the_table_score_nothing(game: Game) -> None:
    state = table_state(["C", "A", "T", "D", "O", "G", "Q"], players=3)
    state = game.apply(state, Claim(0, ids(state, "C", "A", "T"), "cat", at=2.0))
    state = game.apply(state, Claim(2, ids(state, "D", "O", "G"), "dog", at=3.0))
    assert game.result(state) is None
    state = game.apply(state, EndRound(at=4.0))
    result = game.result(state)
    assert result is not None
    assert result.scores == (3, 0, 3)
    assert result.winners == (0, 2)  # ties share
    assert result.extra["left_on_table"] == 1
    assert [b.cards for b in result.breakdowns] == [3, 0, 3]
    assert [type(e.action).__name__ for e in result.events] == ["Claim", "Claim", "EndRound"]
    assert result.events[-1].player == GAME
    assert result.to_records()[2]["claims"] == 1


def test_bonus_variant_first_4_5_and_6_card_words() -> None:
    game = Game(Rules(bonus=HOUSE_BONUS), Lexicon.default(70))
    state = table_state(["C", "A", "T", "S", "M", "A", "S", "K", "S", "D", "O", "G", "S"])
    state = game.apply(state, Claim(0, ids(state, "C", "A", "T", "S"), "cats", at=2.0))
    state = game.apply(state, Claim(1, ids(state, "M", "A", "S", "K", "S"), "masks", at=3.0))
    state = game.apply(state, Claim(2, ids(state, "D", "O", "G", "S"), "dogs", at=4.0))
    assert [t.bonus for t in state.piles] == [1, 2, 0]  # only the first 4-card word
    state = game.apply(state, EndRound(at=5.0))
    result = game.result(state)
    assert result is not None and result.scores == (5, 7, 4)
    assert Game(Rules(), game.lexicon).apply(
        table_state(["C", "A", "T", "S"]), Claim(0, (0, 1, 2, 3), "cats", at=2.0)
    ).piles[0].bonus == 0


def test_min_cards_rule_applies_to_claims(game: Game) -> None:
    strict = Game(Rules(min_cards=4), game.lexicon)
    state = table_state(["C", "A", "T"])
    bad = strict.apply(state, Claim(0, ids(state, "C", "A", "T"), "cat", at=2.0))
    assert bad.owed and bad.last_check is not None
    assert "at least 4 cards" in bad.last_check.reasons[0]


# -- whole rounds and games through the protocol ------------------------------------------------


def test_a_game_has_as_many_rounds_as_players_and_the_deal_passes_left(game: Game) -> None:
    bots = [Bot(seed=i) for i in range(3)]
    result = play_match(game, bots, seed=11, first_dealer=2)
    assert [r.extra["dealer"] for r in result.rounds] == [2, 0, 1]
    assert result.totals == tuple(sum(r.scores[p] for r in result.rounds) for p in range(3))
    assert result.winners == tuple(p for p in range(3) if result.totals[p] == max(result.totals))
    records = result.to_records()
    assert len(records) == 9 and {r["round"] for r in records} == {1, 2, 3}


def test_seeded_four_bot_game_plays_to_the_end_scores_equal_cards_won(game: Game) -> None:
    from wordgames.kit.agents import Skill

    skills = ["beginner", "student", "adult", "expert"]
    bots = [Bot(Skill.named(s), seed=i) for i, s in enumerate(skills)]
    result = play_match(game, bots, seed=2026)
    assert len(result.rounds) == 4
    for rnd in result.rounds:
        assert rnd.scores == tuple(b.cards for b in rnd.breakdowns)
        assert sum(rnd.scores) + rnd.extra["left_on_table"] == 60
        assert isinstance(rnd.events[-1].action, EndRound)
    again = play_match(game, [Bot(Skill.named(s), seed=i) for i, s in enumerate(skills)], 2026)
    assert again == result


# -- saving and showing -------------------------------------------------------------------------


def test_saved_round_round_trips_through_json(game: Game) -> None:
    bots = [Bot(seed=i) for i in range(3)]
    state, _ = simulate_round(game, bots, random.Random(8))
    data = json.loads(to_json(state))
    assert from_json(json.dumps(data)) == state
    assert data["format"] == "wordgames.saving/3" and data["value"]["@type"] == "myword.State"


def test_corrupt_saved_rounds_raise_invalid_input(game: Game) -> None:
    data = json.loads(to_json(game.new_round(2, random.Random(1))))

    def load(**changes: Any) -> Any:
        return from_json(json.dumps({**data, "value": {**data["value"], **changes}}))

    with pytest.raises(InvalidInput, match="'something else' is not a wordgames format"):
        from_json(json.dumps({"format": "something else"}))
    with pytest.raises(InvalidInput, match=r"state.deck\[1\]: card #0 is '\?' in the myword "
                       "deck, not 'B'"):
        load(deck=[[0, "?"], [0, "B"]])
    with pytest.raises(InvalidInput, match=r"state.deck\[1\]: card #0 is already at "
                       r"state.deck\[0\]"):
        load(deck=[[0, "?"], [0, "?"]])
    with pytest.raises(InvalidInput, match=r"state.deck\[0\]: unknown tile 'A1'"):
        load(deck=[[0, "A1"]])
    with pytest.raises(InvalidInput, match=r"state.events\[0\].action.@type: unknown type "
                       "'myword.Nap'"):
        load(events=[{"at": 0, "player": -1, "action": {"@type": "myword.Nap"}}])


def test_states_and_views_show_the_table_in_notebooks(game: Game) -> None:
    state = table_state(["SH", "?"])
    assert "SH" in state._repr_html_() and "#0" in state._repr_html_()
    assert "P1" in game.view(state, 1)._repr_html_()
