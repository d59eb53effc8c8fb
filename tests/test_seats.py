"""Seats: a person never inherits another person's points, words or hints. A seat nobody took
reads "free", scores nothing, never wins and is never recorded; a seat whose person left (the
teacher moved them) is a bot's to the match's end, and a newcomer gets a seat of their own
(or none: the table is full)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordgames.classroom.plays import record_round
from wordgames.classroom.progress import Progress
from wordgames.errors import IllegalAction
from wordgames.kit.protocol import sitting_out
from wordgames.play.table import Table
from wordgames.server.room import Room
from wordgames.server.store import Store

NAMES = ["myword", "fivetiers", "wordstorm"]


@pytest.mark.parametrize("game", NAMES)
def test_a_round_with_one_person_at_a_table_of_three_records_only_the_person(
        game: str, tmp_path: Path) -> None:
    # A lobby's table for three people (Five Tiers: two and a bot, whose declaration ends
    # the round: a round where nobody declares waits for one).
    seats = ["person", "person", "easy" if game == "fivetiers" else "person"]
    table = Table(game, seats, seed=2, clock="simulated")
    assert [s["playing"] for s in table.view_json(0)["seats"]][:2] == ["free"] * 2
    table.join(0, "Ana")
    assert [s["playing"] for s in table.view_json(0)["seats"]][:2] == ["person", "free"]
    result = table.play_round()
    assert table.totals[1] == 0 and 1 not in table.winners  # nobody played it
    assert table.view_json(0)["last_scores"][1] == 0
    again = Table.from_json(table.to_json(), clock="simulated")  # the round's own scores stay
    assert again.totals == table.totals and 1 in again.rounds[0].extra["free"]
    progress = Progress(tmp_path)
    plays = record_round(table, result, "lesson", lambda p: [progress.record(**x) for x in p])
    assert [p["student"] for p in plays] == ["Ana"]
    assert progress.students() == ["Ana"]
    assert {p["student"] for p in progress.plays()} == {"Ana"}


def test_a_free_seat_never_wins_where_the_lowest_total_wins() -> None:
    table = Table("wordstorm", ["person", "person", "easy"], seed=2, clock="simulated")
    table.join(0, "Ana")
    table.play_round()
    assert table.totals[1] == 0 and 1 not in table.winners


def test_an_empty_seat_is_free_and_a_closed_page_is_away() -> None:
    table = Table("myword", ["person", "person"], seed=1, clock="simulated",
                  names=["Ana"])  # a named seat is taken
    assert [s.playing for s in table.seats] == ["away", "free"]
    table.take(1, "Bo")
    assert table.seats[1].playing == "away"
    with pytest.raises(IllegalAction):
        table.take(1, "Cy")  # Bo's, even while Bo's page is closed


def test_a_moved_students_seat_is_a_bots_and_the_fifth_student_starts_from_nothing(
        tmp_path: Path) -> None:
    room = Room(Store(tmp_path), clock="simulated")
    here, _, _ = room.make("myword", "easy", people=3, bots=0, name="Ana")
    room.join(here.code, "Bo")
    there, _, _ = room.make("myword", "easy", people=3, bots=0, name="Cy")
    room.join(there.code, "Di")
    table = here.table
    for seat in (0, 1):
        table.join(seat)
    table.start()
    table.run_until(40.0)
    assert table.send(1, {"type": "hint"})["ok"]
    table.play_round()  # Bo's words, hint and points are seat 1's
    assert table.rounds[0].extra["hints"][1] == 1
    bo_points = table.totals[1]
    table.start()
    room.move(here.code, 1, there.code)  # mid-round
    assert there.table.seats[2].name == "Bo"
    assert (table.seats[1].name, table.seats[1].playing) == ("Bot 1 (easy)", "bot")
    assert table.view_json(0)["seats"][1]["kind"] == "bot"
    assert here.free_seats() == [2]  # never Bo's old seat
    _, token, seat = room.join(here.code, "Eve")
    assert seat == 2 and room.seat_of(here.code, token) == (here, 2)
    table.join(2)
    view = table.view_json(2)
    assert view["totals"][2] == 0 and view["hints"] == 0
    assert view["totals"][1] == bo_points  # the bot plays on with Bo's points
    with pytest.raises(IllegalAction, match="full"):
        room.join(here.code, "Fay")  # no seat of her own left: she cannot join
    result = table.play_round()
    names = [p["student"] for p in record_round(table, result, "t", lambda p: None)]
    assert names == ["Ana", "Eve"]  # no play of the bot's seat, none of a free one
    again = Table.from_json(table.to_json(), clock="simulated")
    assert [(s.taken, s.left, s.playing) for s in again.seats] == [
        (True, False, "away"), (True, True, "bot"), (True, False, "away")]


def test_a_table_saved_before_seats_were_taken_reads_its_named_seats_as_taken() -> None:
    import json

    table = Table("fivetiers", ["person", "person", "easy"], seed=1, clock="simulated",
                  names=["Ana"])
    data = json.loads(table.to_json())
    for seat in data["seats"]:
        seat.pop("taken"), seat.pop("left")
    again = Table.from_json(json.dumps(data), clock="simulated")
    assert [s.playing for s in again.seats] == ["away", "free", "bot"]


def test_a_person_who_leaves_the_table_leaves_a_bots_seat(tmp_path: Path) -> None:
    room = Room(Store(tmp_path), clock="simulated")
    sitting, _, _ = room.make("fivetiers", "easy", people=2, bots=0, name="Ana")
    _, bo, _ = room.join(sitting.code, "Bo")
    assert room.leave(sitting.code, bo) and not room.leave(sitting.code, bo)
    assert room.seat_of(sitting.code, bo) is None
    assert [s.playing for s in sitting.table.seats] == ["away", "bot"]
    assert sitting.free_seats() == [] and not sitting.joinable


def test_a_lobby_table_of_three_with_one_person_records_only_the_person(tmp_path: Path) -> None:
    room = Room(Store(tmp_path), clock="simulated")
    sitting, _, _ = room.make("myword", "easy", people=3, bots=0, name="Ana")
    assert [s.name for s in sitting.table.seats] == ["Ana", "Player 2", "Player 3"]
    sitting.table.join(0)
    sitting.table.play_round()
    assert room.recorder.recorded == 1 and room.recorder.waiting == 0
    assert Progress(tmp_path).students() == ["Ana"]
    assert [s["playing"] for s in sitting.table.view_json(0)["seats"]] == [
        "person", "free", "free"]


def test_the_servers_bots_are_numbered_among_the_bots_as_in_jupyterlab(tmp_path: Path) -> None:
    """One person and two bots: "Bot 1" and "Bot 2" (not "Bot 2" and "Bot 3" by seat), named
    as ``ui.play`` names them; a moved student's seat is the next bot's; a table saved with
    the old names loads with them."""
    from wordgames.ui.table_screen import bot_name

    room = Room(Store(tmp_path), clock="simulated")
    here, _, _ = room.make("myword", "easy", people=2, bots=2, name="Ana")
    assert [s.name for s in here.table.seats][2:] == ["Bot 1 (easy)", "Bot 2 (easy)"]
    assert [s.name for s in here.table.seats][2:] == [bot_name(n, "easy") for n in (1, 2)]
    room.make("fivetiers", "easy", people=2, bots=0, name="Cy")
    here.table.retire(0)
    assert here.table.seats[0].name == "Bot 3 (easy)"
    old = Table("myword", ["person", "easy"], names=["Ana", "Bot 2"], clock="simulated")
    assert Table.from_json(old.to_json()).seats[1].name == "Bot 2"


def _cards(table: Table) -> tuple[int, ...]:
    """Each MY WORD! seat's cards won (free cards too)."""
    return tuple(len(pile.cards) for pile in table.state.piles)


def test_an_empty_my_word_seat_takes_no_free_card_and_a_newcomer_starts_from_nothing() -> None:
    table = Table("myword", ["person", "person", "easy"], seed=4, clock="simulated")
    table.join(0, "Ana")  # seat 1 stays free
    table.start()
    table.run_until(12.0)  # a few cards on the table
    assert table.send(0, {"type": "claim", "word": "zzzq"})["ok"]
    table.run_until(table.now + 10.0)  # the free cards are handed out
    owed = [e for e in table.events if type(e.action).__name__ == "TakeFreeCard"]
    assert [e.player for e in owed] == [2]  # the bot takes one; the empty chair none
    assert _cards(table)[1] == 0 and table.state.piles[2].free_cards == 1
    saved = table.to_json()
    table.take(1, "Eve")
    table.join(1)
    view = table.view_json(1)["view"]
    assert view["cards_won"][1] == 0 and view["free_cards"][1] == 0
    # A restart mid-round: the same round, the seat still out until its first move.
    again = Table.from_json(saved, clock="simulated")
    assert again.state.piles == table.state.piles and again.state.out == (1,)
    # Eve plays: she is a player now, and the next word not allowed gives her a free card.
    assert table.send(1, {"type": "claim", "word": "qqqz"})["ok"]
    assert sitting_out(table.state) == frozenset()
    table.run_until(table.now + 10.0)
    assert table.state.piles[1].free_cards == 0 and table.state.piles[0].free_cards == 1
    assert table.send(0, {"type": "claim", "word": "zzzq"})["ok"]
    table.run_until(table.now + 10.0)
    assert table.state.piles[1].free_cards == 1
    restored = Table.from_json(table.to_json(), clock="simulated")
    assert restored.state.piles == table.state.piles and restored.state.out == (1,)


def test_a_table_with_no_free_seat_plays_the_rulebooks_free_cards() -> None:
    table = Table("myword", ["person", "easy", "easy"], seed=4, clock="simulated")
    table.join(0, "Ana")
    table.start()
    table.run_until(12.0)
    assert table.send(0, {"type": "claim", "word": "zzzq"})["ok"]
    table.run_until(table.now + 10.0)
    assert table.state.out == ()
    assert [table.state.piles[p].free_cards for p in (1, 2)] == [1, 1]


def test_a_free_five_tiers_rack_stays_as_dealt_and_gives_the_winner_nothing() -> None:
    table = Table("fivetiers", ["person", "person", "adult"], seed=3, clock="simulated")
    table.join(0, "Ana")  # seat 1 stays free
    table.start()
    dealt = table.state.racks[1]
    assert table.state.out == (1,)
    result = table.play_round()
    assert table.state.racks[1] == dealt and table.state.arrangements[1] is None
    marks = result.breakdowns
    unused = [b.unused_value + table.rules.unused_apostrophe_points * b.unused_apostrophes
              for b in marks]
    assert unused[1] > 0 and result.winners
    for winner in result.winners:  # the players' unused tiles, not the empty chair's
        assert marks[winner].base == sum(unused[o] for o in (0, 2) if o != winner)
    again = Table.from_json(table.to_json(), clock="simulated")  # its saved round checks out
    assert again.rounds[0].scores == result.scores


def test_the_moved_sentence_is_on_the_live_screen_and_goes_with_the_next_deal(
        tmp_path: Path) -> None:
    room = Room(Store(tmp_path), clock="simulated")
    here, _, _ = room.make("myword", "easy", people=1, bots=1, name="Ana")
    there, _, _ = room.make("fivetiers", "easy", people=2, bots=0, name="Bo")
    room.move(here.code, 0, there.code)
    sentence = f"Your teacher moved you to table {there.code}: you play Five Tiers here now."
    assert there.table.view_json(1)["notice"]["text"] == sentence
    assert there.table.view_json(0)["notice"].get("text") != sentence  # Bo is not told so
    there.table.join(1)
    there.table.start()  # a new round: old news
    assert there.table.view_json(1)["notice"] == {}


def test_a_free_word_storm_seat_is_dealt_nothing_until_a_newcomer_plays_it() -> None:
    table = Table("wordstorm", ["person", "person", "easy"], seed=2, clock="simulated")
    table.join(0, "Ana")  # seat 1 stays free
    table.start()
    dealt = table.state.hands[1]
    while table.state.deals < 3:  # the bot calls Word Storm (or the stall deals)
        table.run_until(table.now + 5.0)
    held = [len(h) + len(g) for h, g in zip(table.state.hands, table.state.grids, strict=True)]
    assert table.state.hands[1] == dealt and held[0] == held[2] > held[1]
    again = Table.from_json(table.to_json(), clock="simulated")  # a restart mid-round
    assert again.state.hands == table.state.hands and again.state.out == (1,)
    # Eve takes the seat and plays: she starts from the seat's first hand (nobody's tiles
    # but the deal's), and every deal after her first move gives her a share.
    table.take(1, "Eve")
    table.join(1)
    assert table.send(1, {"type": "arrange", "grid": dealt[0]})["ok"]
    deals = table.state.deals
    while table.state.deals == deals and table.playing:
        table.run_until(table.now + 5.0)
    if table.playing:
        assert len(table.state.hands[1]) + len(table.state.grids[1]) > len(dealt)
    restored = Table.from_json(table.to_json(), clock="simulated")
    assert restored.state.hands == table.state.hands
    table.play_round()
    assert Table.from_json(table.to_json(), clock="simulated").rounds == table.rounds
