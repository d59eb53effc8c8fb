"""The table: the one match loop, seats and people, saving mid-round, what views may show."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordgames import GAMES
from wordgames.errors import InvalidInput
from wordgames.kit.seeding import derive_seed
from wordgames.play.runner import Script, simulate_round
from wordgames.play.scripted import play_round_as
from wordgames.play.table import Table

NAMES = sorted(GAMES)


def brains(info, seats):
    return {seat: info.bot("expert") for seat in seats}


def four_seats(name):
    return ["person", "person", "adult", "student"][: min(4, GAMES[name].players[1])]


@pytest.mark.parametrize("name", NAMES)
def test_two_people_and_two_bots_give_simulate_rounds_events(name):
    info = GAMES[name]
    table = Table(name, four_seats(name), seed=11, clock="simulated")
    table.join(0, "Ana")
    table.join(1, "Ben")
    result = play_round_as(table, brains(info, [0, 1]))
    people = sum(e.player in (0, 1) for e in result.events)
    assert people > 0, "the people made no move: the test would prove nothing"
    rng = random.Random(derive_seed(11, "round", 1))
    game = info.game()
    agents = {0: Script.of(result, 0), 1: Script.of(result, 1),
              2: info.bot("adult"), 3: info.bot("student")}
    state = game.new_round(4, rng, dealer=0)
    _, expected = simulate_round(game, agents, rng, state=state)
    assert result.events == expected.events
    assert result.scores == expected.scores


@pytest.mark.parametrize("name", NAMES)
def test_a_table_saved_mid_round_finishes_identically(name):
    info = GAMES[name]

    def table_at():
        table = Table(name, four_seats(name), seed=5, clock="simulated", names=["Ana", "Ben"])
        table.join(0)
        table.join(1)
        table.start()
        return table

    whole = table_at()
    full = play_round_as(whole, brains(info, [0, 1]))
    assert len(full.events) > 6
    for cut in (1, len(full.events) // 2, len(full.events) - 2):
        table = table_at()
        # play the same round, stopping after `cut` events
        limited = _play_until(table, info, cut)
        text = limited.to_json()
        restored = Table.from_json(text)
        assert restored.events == limited.events
        assert restored.now == limited.now
        assert restored.state == limited.state
        restored.join(0)
        restored.join(1)
        finished = play_round_as(restored, brains(info, [0, 1]))
        original = play_round_as(limited, brains(info, [0, 1]))
        assert finished.events == original.events
        assert finished.scores == original.scores


def _play_until(table, info, cut):
    """The round played by expert brains in seats 0 and 1, stopped once `cut` events are in."""
    class Stop(Exception):
        pass

    def stop_at(t):
        if len(t.events) >= cut:
            raise Stop

    table.listen(stop_at)
    with pytest.raises(Stop):
        play_round_as(table, brains(info, [0, 1]))
    table._listeners.clear()
    return table


def test_a_bot_stands_in_and_gives_the_seat_back_and_a_restore_replays_it():
    info = GAMES["myword"]
    table = Table("myword", ["person", "adult", "adult"], seed=4, clock="simulated")
    table.join(0, "Ana")
    table.start()
    table.run_until(20.0)
    table.leave(0, stand_in=True)
    assert table.seats[0].playing == "bot"
    moment = 20.0
    while table.playing and not any(e.player == 0 for e in table.events):
        moment += 2.0
        table.run_until(moment)
    assert table.playing
    table.join(0)
    assert table.seats[0].playing == "person"
    made_by_stand_in = [e for e in table.events if e.player == 0]
    restored = Table.from_json(table.to_json())
    assert restored.state == table.state
    restored.join(0)
    a = play_round_as(table, brains(info, [0]))
    b = play_round_as(restored, brains(info, [0]))
    assert a.events == b.events
    assert made_by_stand_in, "the stand-in made no move: the test would prove nothing"


@pytest.mark.parametrize("name", NAMES)
def test_the_simulated_table_plays_a_match_like_play_match(name):
    info = GAMES[name]
    from wordgames.play.table import play_match

    by_table = Table(name, ["adult", "expert"], seed=9, clock="simulated").play()
    by_match = play_match(info.game(), [info.bot("adult"), info.bot("expert")], 9)
    assert by_table.totals == by_match.totals
    assert [r.events for r in by_table.rounds] == [r.events for r in by_match.rounds]


# -- what a view may show ---------------------------------------------------------------------


def _hide_myword(state, rng):
    deck = list(state.deck)
    rng.shuffle(deck)
    return dataclasses.replace(state, deck=tuple(deck))


def _hide_wordstorm(state, rng, seat):
    # Another team's hand and the centre swap tiles: what nobody at `seat` may see changes.
    team = state.team_of(seat)
    pool = list(state.centre)
    hands = [list(h) for h in state.hands]
    for t, hand in enumerate(hands):
        if t == team:
            continue
        pool += hand
    rng.shuffle(pool)
    new_hands = []
    for t, hand in enumerate(hands):
        if t == team:
            new_hands.append(tuple(hand))
        else:
            new_hands.append(tuple(pool[: len(hand)]))
            pool = pool[len(hand):]
    return dataclasses.replace(state, hands=tuple(new_hands), centre=tuple(pool))


def _hide_fivetiers(state, rng, seat):
    racks = [list(r) for r in state.racks]
    for p, rack in enumerate(racks):
        if p != seat:
            rng.shuffle(rack)
            racks[p] = rack[::-1]
    return dataclasses.replace(state, racks=tuple(tuple(r) for r in racks))


@pytest.mark.parametrize("name", NAMES)
def test_a_view_shows_nothing_the_rules_hide(name):
    """Along bot rounds, every seat's view JSON stays the same when what the rules hide from
    that seat is changed (the deck's order, the centre, the others' tiles), and never holds
    the hidden order itself."""
    info = GAMES[name]
    game = info.game()
    rng = random.Random(3)
    checked = 0
    for seed in range(3):
        players = 3
        state, result = simulate_round(
            game, [info.bot("adult") for _ in range(players)], random.Random(seed))
        del state
        # replay the round's states from its events
        round_rng = random.Random(seed)
        state = game.new_round(players, round_rng)
        for event in result.events[:60]:
            state = game.apply(state, event.action)
            for seat in range(players):
                seen = info.view_json(game.view(state, seat))
                if name == "myword":
                    other = _hide_myword(state, rng)
                elif name == "wordstorm":
                    other = _hide_wordstorm(state, rng, seat)
                else:
                    other = _hide_fivetiers(state, rng, seat)
                assert info.view_json(game.view(other, seat)) == seen
                text = json.dumps(seen)
                hidden = info.hidden(state)
                if len(hidden) >= 8:
                    assert json.dumps([getattr(h, "face", h) for h in hidden]) not in text
                checked += 1
    assert checked > 100


# -- messages from a page ---------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
    | st.text(max_size=50),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=5),
    max_leaves=20)

MOVE_TYPES = ["claim", "free_card", "deal", "arrange", "storm", "done", "trade", "declare",
              "exchange", "next", "pause", "resume", "jump", ""]


@st.composite
def messages(draw):
    kind = draw(st.sampled_from(["shaped", "any", "text"]))
    if kind == "any":
        return draw(JSON)
    if kind == "text":
        return draw(st.text(max_size=100))
    message = {"type": draw(st.sampled_from(MOVE_TYPES) | JSON)}
    for key in draw(st.lists(st.sampled_from(
            ["word", "cards", "card", "grid", "cells", "partner", "give", "take", "words",
             "tiles", "seat", "player", "at"]), max_size=4)):
        message[key] = draw(JSON | st.text(min_size=1, max_size=8, alphabet="ACESTR?")
                            | st.lists(st.integers(-3, 200), max_size=5))
    return message


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_refused_message_changes_nobodys_view(name, data):
    table = Table(name, ["person", "person", "adult"][: GAMES[name].players[1]], seed=1,
                  clock="simulated")
    table.join(0, "Ana")
    table.join(1, "Ben")
    table.start()
    table.run_until(5.0)
    for _ in range(3):
        message = data.draw(messages())
        before = [table.view_json(s) for s in range(table.players)]
        reply = table.send(0, message)
        assert set(reply) <= {"ok", "error"}
        if not reply["ok"]:
            assert isinstance(reply["error"], str) and reply["error"]
            after = [table.view_json(s) for s in range(table.players)]
            assert after[1:] == before[1:]
            assert {**after[0], "notice": {}} == {**before[0], "notice": {}}
            assert after[0]["notice"]["kind"] == "error"


def test_a_message_names_only_its_own_seat():
    table = Table("fivetiers", ["person", "person"], seed=1, clock="simulated")
    table.join(0, "Ana")
    table.join(1, "Ben")
    table.start()
    reply = table.send(0, {"type": "arrange", "words": ["at", None, None, None, None],
                           "player": 1})
    assert reply == {"ok": False, "error": "a arrange takes words, not player"}
    assert table.send(5, {"type": "pause"})["ok"] is False
    assert "no seat 5" in table.send(5, {"type": "pause"})["error"]
    big = {"type": "claim", "word": "a" * 5000}
    assert "at most 4096 characters" in table.send(0, big)["error"]


def test_a_bad_seat_list_says_what_a_seat_is():
    with pytest.raises(InvalidInput, match=r"'person', a level \(easy, normal"):
        Table("myword", ["person", 3])
    with pytest.raises(InvalidInput, match="MY WORD! is for 2 to 6"):
        Table("myword", ["person"])
    with pytest.raises(InvalidInput, match="unknown game 'chess'"):
        Table("chess", ["person", "adult"])


# -- the live clock -----------------------------------------------------------------------------


def test_a_live_table_plays_a_round_with_a_person_and_pauses_when_nobody_is_there():
    async def play():
        table = Table("myword", ["person", "adult"], seed=3, speed=200.0)
        table.start()
        await asyncio.sleep(0.2)
        assert table.now == 0.0  # nobody at the table: the clock waits
        table.join(0, "Ana")
        await asyncio.sleep(0.3)
        assert table.now > 0
        while table.playing:
            await asyncio.sleep(0.05)
        return table

    table = asyncio.run(play())
    assert len(table.rounds) == 1 and table.rounds[0].scores


@pytest.mark.parametrize("name", NAMES)
def test_a_hint_is_told_to_its_seat_only_and_counted(name):
    table = Table(name, ["person", "person"], seed=2, clock="simulated")
    table.join(0, "Ana")
    table.join(1, "Ben")
    table.start()
    table.run_until(30.0)
    assert table.send(0, {"type": "hint"}) == {"ok": True}
    mine, theirs = table.view_json(0), table.view_json(1)
    assert mine["notice"]["kind"] == "hint" and mine["notice"]["text"]
    assert mine["hints"] == 1 and theirs["hints"] == 0 and theirs["notice"] == {}
    again = Table.from_json(table.to_json())
    assert again.hints == [1, 0]


def test_the_meanings_of_a_seats_words_follow_a_table():
    from wordgames.classroom.seat_meanings import Meanings

    info = GAMES["myword"]
    table = Table("myword", ["person", "adult"], seed=2, clock="simulated", names=["Ana", "Bo"])
    table.join(0)
    meanings = Meanings(seat=0)
    table.listen(meanings.update)
    play_round_as(table, {0: info.bot("expert")})
    made = [e.action.word for e in table.events
            if e.player == 0 and type(e.action).__name__ == "Claim"]
    assert made and meanings.lines
    assert {line.word for line in meanings.lines} <= {w.lower() for w in made}


def test_a_five_tiers_word_not_in_the_dictionary_gets_no_tick():
    from wordgames.screens import render

    table = Table("fivetiers", ["person", "adult"], seed=1, clock="simulated")
    table.join(0, "Ana")
    table.start()
    rack = table.view_json(0)["view"]["rack"]
    # two letters of the rack in an order that is no word, and a real word where the rack has it
    bogus = (rack[0] + rack[1]).lower()
    while bogus in table.game.lexicon:
        rack = rack[1:] + rack[:1]
        bogus = (rack[0] + rack[1]).lower()
    assert table.send(0, {"type": "arrange", "words": [bogus, None, None, None, None]})["ok"]
    html = render(table.view_json(0))
    assert f"{bogus.upper()} is not a word we know" in html
    assert "✓ placed" not in html


def test_a_table_at_a_level_seats_that_levels_bots_and_hints_cost_points():
    from wordgames.play.presets import preset
    from wordgames.play.table import counted_scores

    easy = preset("easy", "myword")
    table = Table("myword", ["person", "easy", "hard"], seed=6, clock="simulated",
                  preset="easy")
    assert table.seats[1].skill == easy.skill
    assert table.seats[2].skill == preset("hard", "myword").skill
    assert table.rules.seconds_per_card == easy.rules().seconds_per_card
    table.join(0, "Ana")
    table.start()
    table.run_until(40.0)
    for _ in range(easy.hints.most or 0):
        assert table.send(0, {"type": "hint"})["ok"]
    refused = table.send(0, {"type": "hint"})
    assert not refused["ok"] and "no more hints" in refused["error"]
    result = play_round_as(table, {0: GAMES["myword"].bot("expert")})
    cards = result.breakdowns[0].total
    assert result.extra["hints"][0] == easy.hints.most
    assert result.scores[0] == cards  # the game's score, as its breakdown says
    charged = easy.hints.charge(cards, easy.hints.most or 0)
    assert counted_scores(result)[0] == table.totals[0] == charged  # what the match counts
    assert result.scores[1] == result.breakdowns[1].total
    assert Table.from_json(table.to_json()).totals == table.totals  # a charged round loads


@pytest.mark.parametrize(("name", "price", "taken"), [
    ("myword", "a hint costs 1 point", "(3 hints: −3)"),
    ("fivetiers", "a hint costs 10 points", "(3 hints: −30)"),
    ("wordstorm", "a hint adds 5 points", "(3 hints: +15)"),
])
def test_a_screen_says_what_a_hint_costs_before_and_after(name, price, taken):
    """A child sees the price beside the Hint button, how many are left after each, and at the
    round's end what the hints took from (or, lowest wins, added to) the round's score."""
    from wordgames.play.table import counted_scores
    from wordgames.screens import render

    table = Table(name, ["person", "easy"], seed=6, clock="simulated", preset="easy")
    table.join(0, "Ana")
    table.start()
    table.run_until(20.0)
    assert f'<span class="wg-help wg-hint-price">{price}</span>' in render(table.view_json(0))
    told = []
    for _ in range(3):
        assert table.send(0, {"type": "hint"})["ok"]
        told.append(table.view_json(0)["notice"]["text"])
    assert told[0].endswith(f"({price}; 2 more hints this round)")
    assert told[2].endswith(f"({price}; that was your last hint this round)")
    result = play_round_as(table, {0: GAMES[name].bot("expert")})
    end = table.view_json(0)
    charged = list(counted_scores(result))  # the game's scores after the hints' charge
    assert end["last_hints"] == [3, 0] and end["last_scores"] == charged
    html = render(end)
    assert f"{charged[0]} {taken}" in html and html.count(" hints: ") == 1


def test_a_live_round_end_is_judged_off_the_loop():
    """MY WORD!'s first round end searches the last cards (about a second in a fresh process):
    the live table judges each new state in its executor, never on the loop."""
    import threading

    loop_thread = []
    judged_on = []
    info = GAMES["myword"]

    class Watched(type(info.game())):
        def result(self, state):
            judged_on.append(threading.get_ident())
            return super().result(state)

    async def play():
        loop_thread.append(threading.get_ident())
        table = Table(Watched(), ["adult", "adult"], seed=3, speed=500.0)
        table.start()
        while table.playing:
            await asyncio.sleep(0.02)
        return table

    table = asyncio.run(play())
    assert table.rounds and judged_on
    assert loop_thread[0] not in judged_on


def test_a_person_deals_their_round_by_hand_and_a_stand_in_deals_on_the_clock():
    table = Table("myword", ["person", "adult", "person"], seed=1, clock="simulated",
                  hand_deal=True, names=["Ana", "Bo", "Cy"])
    table.join(0)
    table.join(2)
    table.start()
    table.run_until(30.0)
    assert table.view_json(0)["view"]["table"] == []  # no card turns by itself: Ana deals
    assert table.view_json(0)["hand_deal"] is True and table.view_json(2)["hand_deal"] is True
    assert table.view_json(1)["hand_deal"] is False
    refused = table.send(2, {"type": "deal"})
    assert refused == {"ok": False, "error": "it is not your turn to deal"}
    for _ in range(3):
        assert table.send(0, {"type": "deal"}) == {"ok": True}
    faces = [face for _, face in table.view_json(2)["view"]["table"]]
    assert len(faces) == 3
    # the same shuffled deck as the clock's dealing: the same first cards
    timed = Table("myword", ["person", "adult", "person"], seed=1, clock="simulated")
    timed.start()
    timed.run_until(3 * timed.rules.seconds_per_card - 0.01)
    assert [face for _, face in timed.view_json(0)["view"]["table"]][:3] == faces
    saved = Table.from_json(table.to_json(), clock="simulated")
    assert saved.hand_deal and saved.view_json(0)["view"] == table.view_json(0)["view"]
    table.leave(0, stand_in=True)  # a bot plays Ana's seat: the cards come on the clock
    table.run_until(table.now + 5 * table.rules.seconds_per_card)
    assert table.view_json(2)["view"]["deck_left"] < 60 - 3 - 2
    assert table.view_json(0)["hand_deal"] is False


def test_only_a_game_with_a_dealer_is_dealt_by_hand():
    with pytest.raises(InvalidInput, match="Five Tiers is not dealt by hand"):
        Table("fivetiers", ["person", "adult"], hand_deal=True)


@pytest.mark.parametrize(("game", "said"), [("wordstorm", True), ("myword", False),
                                            ("fivetiers", False)])
def test_the_round_end_says_the_fewest_points_win_where_they_do(game, said):
    from wordgames.screens import render

    info = GAMES[game]
    table = Table(game, ["person", "person"], seed=2, clock="simulated")
    table.join(0, "Ana")
    table.join(1, "Bo")
    table.start()
    play_round_as(table, brains(info, [0, 1]))
    html = render(table.view_json(0))
    assert "Round 1 is over" in html
    assert ("The fewest points win." in html) is said


def test_my_words_cards_won_say_the_words_that_won_them():
    from wordgames.screens import render

    table = Table("myword", ["person", "person"], seed=4, clock="simulated")
    table.join(0, "Ana")
    table.join(1, "Bo")
    table.start()
    play_round_as(table, brains(GAMES["myword"], [0, 1]))
    piles = table.state.piles
    assert all(len(p.words) == p.claims for p in piles) and any(p.words for p in piles)
    html = render(table.view_json(1))
    assert "words called" in html
    for pile in piles:
        called = ", ".join(w.upper() for w in pile.words)
        assert called in html
