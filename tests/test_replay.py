"""Saved tables are checked by replay: each round played is dealt again from the match's seed
and its log applied through the game's ``apply``; a log entry the game refuses, or a saved
field the replay does not reach, is a ``DoesNotReplay`` naming it
(``wordgames.saving.replay``)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from wordgames.errors import DoesNotReplay, InvalidInput
from wordgames.play.table import Table
from wordgames.saving.replay import first_difference

GAMES = ("myword", "fivetiers", "wordstorm")


@cache
def saved(game: str, ended: bool = False) -> str:
    """A bot table of ``game`` after one round (or, ``ended``, ended by the teacher in the
    second round's first moves), as saved JSON."""
    table = Table(game, ["adult", "expert"], seed=3, clock="simulated")
    table.play_round()
    if ended:
        table.start()
        table.run_until(table.state.now + 5.0)
        table.end()
    return table.to_json()


def tampered(game: str, change: Any, ended: bool = False) -> str:
    data = json.loads(saved(game, ended))
    change(data)
    return json.dumps(data)


def round_0(data: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = data["rounds"][0]["value"]
    return result


def last_state(data: dict[str, Any]) -> dict[str, Any]:
    state: dict[str, Any] = data["last_state"]["value"]
    return state


@pytest.mark.parametrize("game", GAMES)
def test_a_saved_table_replays_to_what_was_saved(game: str) -> None:
    for ended in (False, True):
        text = saved(game, ended)
        table = Table.from_json(text)
        assert table.to_json() == text


@pytest.mark.parametrize("game", GAMES)
def test_a_round_whose_clock_its_log_does_not_reach_is_refused(game: str) -> None:
    def later(data: dict[str, Any]) -> None:
        round_0(data)["seconds"] += 1.5

    seconds = json.loads(saved(game))["rounds"][0]["value"]["seconds"]
    with pytest.raises(DoesNotReplay, match=rf"^rounds\[0\]\.seconds: saved {seconds + 1.5}, "
                                            rf"but replaying the log reaches {seconds}$"):
        Table.from_json(tampered(game, later))


@pytest.mark.parametrize("game", GAMES)
def test_a_log_out_of_time_order_names_the_entry(game: str) -> None:
    def swap(data: dict[str, Any]) -> None:
        events = round_0(data)["events"]
        k = next(i for i in range(len(events) - 1) if events[i]["at"] < events[i + 1]["at"])
        events[k], events[k + 1] = events[k + 1], events[k]
        data["k"] = k

    data = json.loads(tampered(game, swap))
    k = data.pop("k")
    # The moved-up move is refused where it now stands, or else the one it jumped is.
    with pytest.raises(DoesNotReplay, match=rf"^rounds\[0\]\.events\[({k}\]\.action|{k + 1}\]"
                                            r"\.at): the game refuses it: "):
        Table.from_json(json.dumps(data))


@pytest.mark.parametrize("game", GAMES)
def test_a_log_cut_short_does_not_end_its_round(game: str) -> None:
    def cut(data: dict[str, Any]) -> None:
        round_0(data)["events"].pop()

    with pytest.raises(DoesNotReplay, match=r"^rounds\[0\]\.events: the log does not end the "
                                            "round"):
        Table.from_json(tampered(game, cut))


def test_an_entry_whose_seat_is_not_its_actions_is_refused() -> None:
    def other_seat(data: dict[str, Any]) -> None:
        event = next(e for e in round_0(data)["events"] if e["player"] == 1)
        event["player"] = 0

    with pytest.raises(DoesNotReplay, match=r"^rounds\[0\]\.events\[\d+\]\.player: 0, but the "
                                            "action is player 1's"):
        Table.from_json(tampered("myword", other_seat))


def test_an_arrangement_of_tiles_not_on_the_rack_is_refused_where_it_is() -> None:
    def foreign_word(data: dict[str, Any]) -> None:
        for i, event in enumerate(round_0(data)["events"]):
            if event["action"]["@type"] == "fivetiers.Arrange":
                event["action"]["words"][0] = "zzzzzzzzzz"
                data["k"] = i
                return

    data = json.loads(tampered("fivetiers", foreign_word))
    k = data.pop("k")
    with pytest.raises(DoesNotReplay, match=rf"^rounds\[0\]\.events\[{k}\]\.action: the game "
                                            "refuses it"):
        Table.from_json(json.dumps(data))


def test_a_last_state_with_counts_its_log_does_not_reach_is_refused() -> None:
    def more_claims(data: dict[str, Any]) -> None:
        last_state(data)["piles"][0]["claims"] += 1

    with pytest.raises(DoesNotReplay, match=r"^last_state\.piles\[0\]\.claims: saved \d+, but "
                                            r"replaying the log reaches \d+$"):
        Table.from_json(tampered("myword", more_claims))


@pytest.mark.parametrize("game", GAMES)
def test_a_last_state_that_is_not_the_last_rounds_is_refused(game: str) -> None:
    def cut(data: dict[str, Any]) -> None:
        last_state(data)["events"].pop()

    with pytest.raises(DoesNotReplay, match=r"^last_state\.events: not the log of the last "
                                            r"round played \(rounds\[0\]\.events\)"):
        Table.from_json(tampered(game, cut))


def test_a_round_ended_by_the_teacher_keeps_its_deal() -> None:
    """The deck a round in play holds face down is the one its seed dealt: a save that
    reorders it is refused (no check of a state alone could see that)."""
    def reorder(data: dict[str, Any]) -> None:
        deck = last_state(data)["deck"]
        deck[0], deck[-1] = deck[-1], deck[0]

    with pytest.raises(DoesNotReplay, match=r"^last_state\.deck\[0\]\.id: saved \d+, but "
                                            r"replaying the log reaches \d+$"):
        Table.from_json(tampered("myword", reorder, ended=True))


def test_a_round_in_play_that_does_not_replay_names_its_field() -> None:
    table = Table("fivetiers", ["person", "adult"], seed=1, clock="simulated")
    table.join(0, "Ana")
    table.start()
    table.run_until(40.0)
    data = json.loads(table.to_json())
    data["current"]["events"] += 1000
    with pytest.raises(DoesNotReplay, match=r"^current\.events: "):
        Table.from_json(json.dumps(data))


def test_a_bad_save_is_still_invalid_input() -> None:
    assert issubclass(DoesNotReplay, InvalidInput)


def test_the_first_difference_is_named_by_its_path() -> None:
    assert first_difference({"a": (1, 2)}, {"a": (1, 2)}, "x") is None
    assert first_difference((1, 2), [1, 2], "x") is None
    assert first_difference({"a": 1}, {"a": 1, "b": 2}, "x") == (
        "x['b']: saved None, but replaying the log reaches 2")
    assert first_difference((1,), (1, 2), "x") == (
        "x: 1 entries saved, but replaying the log reaches 2")


@cache
def hinted() -> str:
    """A MY WORD! table at the easy level where Ana had a hint, then a bot finished her round."""
    table = Table("myword", ["person", "adult"], seed=2, clock="simulated", preset="easy")
    table.join(0, "Ana")
    table.start()
    table.run_until(20.0)
    assert table.send(0, {"type": "hint"}) == {"ok": True}
    table.leave(0, stand_in=True)
    table.play_round()
    assert table.rounds[0].extra["hints"] == (1, 0)
    return table.to_json()


def test_a_round_replays_with_the_hints_its_scores_were_charged() -> None:
    assert Table.from_json(hinted()).rounds[0].extra["hints"] == (1, 0)
    data = json.loads(hinted())
    round_0(data)["extra"]["hints"] = [3, 0]
    # The charge for hints is in the scores, or beside them (extra['charged']).
    with pytest.raises(DoesNotReplay, match=r"^rounds\[0\]\.(scores|extra\['charged'\])\[0\]: "
                                            r"saved -?\d+, but replaying the log reaches -?\d+$"):
        Table.from_json(json.dumps(data))
    round_0(data)["extra"]["hints"] = [1, "two"]
    with pytest.raises(InvalidInput, match=r"^rounds\[0\]\.extra\['hints'\]: how many hints"):
        Table.from_json(json.dumps(data))


@pytest.mark.parametrize(("action", "message"), [
    ({"@type": "wordstorm.Deal", "player": 5, "at": 0.5},
     r"^rounds\[0\]\.events\[0\]\.player: the game refuses it: there is no player 5"),
    ({"@type": "myword.Deal", "player": -1, "at": 0.5},
     r"^rounds\[0\]\.events\[0\]\.action: the game refuses it: .* is not a Word Storm action"),
    ({"@type": "wordstorm.Trade", "player": 1, "partner": 7, "give": "A", "take": "B",
      "at": 0.5}, r"^rounds\[0\]\.events\[0\]\.action: the game refuses it: trading is"),
])
def test_an_entry_slipped_into_a_log_is_refused_where_it_is(action: dict[str, Any],
                                                            message: str) -> None:
    def slip(data: dict[str, Any]) -> None:
        event = {"at": 0.5, "player": action["player"], "action": action}
        round_0(data)["events"].insert(0, event)

    with pytest.raises(DoesNotReplay, match=message):
        Table.from_json(tampered("wordstorm", slip))


@pytest.mark.parametrize("game", GAMES)
def test_a_round_a_newcomer_joined_midway_replays_as_it_was_dealt(game: str) -> None:
    """Seat 1 was free when the round was dealt (it sat the round out) and was taken during
    it: the round says so (extra['out']), and its replay deals it that way again."""
    table = Table(game, ["person", "person", "easy"], seed=2, clock="simulated")
    table.join(0, "Ana")
    table.start()
    table.run_until(5.0)
    table.take(1, "Eve")
    table.play_round()
    assert table.rounds[0].extra["out"] == (1,) and "free" not in table.rounds[0].extra
    table.leave(0)
    text = table.to_json()
    assert Table.from_json(text).to_json() == text
    data = json.loads(text)
    round_0(data)["extra"]["out"] = []  # dealt with seat 1 in play, the log does not replay
    with pytest.raises(DoesNotReplay, match=r"^rounds\[0\]\."):
        Table.from_json(json.dumps(data))
    # Saved before a round said who sat it out: the seat taken during it sat it out too.
    del round_0(data)["extra"]["out"]
    assert Table.from_json(json.dumps(data)).rounds[0].scores == table.rounds[0].scores
    round_0(data)["extra"]["out"] = [1, 1]
    with pytest.raises(InvalidInput, match=r"^rounds\[0\]\.extra\['out'\]: people's seats"):
        Table.from_json(json.dumps(data))


def test_a_round_with_a_free_seat_replays_with_it_sitting_out() -> None:
    table = Table("myword", ["person", "person", "easy"], seed=2, clock="simulated")
    table.join(0, "Ana")
    table.play_round()
    assert table.rounds[0].extra["free"] == (1,) and "out" not in table.rounds[0].extra
    table.leave(0)
    text = table.to_json()
    assert Table.from_json(text).to_json() == text
    data = json.loads(text)
    round_0(data)["extra"]["free"] = [2]  # a bot's seat is never free
    with pytest.raises(InvalidInput, match=r"^rounds\[0\]\.extra\['free'\]: people's seats"):
        Table.from_json(json.dumps(data))


def test_a_table_dealt_by_hand_replays_its_rounds() -> None:
    table = Table("myword", ["person", "adult"], seed=4, clock="simulated", hand_deal=True)
    table.join(0, "Ana")
    table.leave(0, stand_in=True)  # the bot standing in deals on the clock
    table.play_round()
    text = table.to_json()
    again = Table.from_json(text)
    assert again.rounds == table.rounds and again.state == table.state


def test_a_move_of_the_round_in_play_that_does_not_replay_names_its_place() -> None:
    table = Table("myword", ["person", "adult"], seed=1, clock="simulated")
    table.join(0, "Ana")
    table.start()
    table.run_until(12.0)  # a few cards on the table
    assert table.send(0, {"type": "claim", "word": "zzzq"})["ok"]
    data = json.loads(table.to_json())
    assert data["current"]["moves"]
    data["current"]["moves"][0]["value"]["player"] = 1  # the bot's seat
    with pytest.raises(DoesNotReplay, match=r"^current\.moves\[0\]\.player: seat 1, which a "
                                            "bot played then"):
        Table.from_json(json.dumps(data))
