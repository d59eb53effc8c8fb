"""The lobby and a table page as a child meets them, in process (tornado's clients): the
people and bots each game allows, the bots that fill a table, what each game is, the name
remembered, the way back to one's table, Leave the table, and the sentences that say what
the teacher did (moved, ended, removed)."""

from __future__ import annotations

import re
import time
from html import unescape
from pathlib import Path

import pytest

from tests.server.client import Browser, Screen, run, text_of
from wordgames.server import ClassroomServer
from wordgames.server.pages import default_bots, game_range, lobby
from wordgames.server.room import Room
from wordgames.server.store import Store


def _select(html: str, name: str) -> list[str]:
    found = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S)
    assert found, name
    return re.findall(r'<option value="([^"]*)"', found.group(1))


def _chosen(html: str, name: str) -> str:
    found = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', html, re.S)
    assert found, name
    chosen = re.search(r'<option value="([^"]*)"[^>]* selected', found.group(1))
    assert chosen, name
    return chosen.group(1)


def test_the_lobby_offers_only_what_the_first_game_allows_and_says_what_each_game_is() -> None:
    html = lobby([], xsrf="")
    assert _chosen(html, "game") == "fivetiers"
    assert _select(html, "people") == ["1", "2", "3", "4"]  # Five Tiers is for 2 to 4
    assert _select(html, "bots") == ["1", "2", "3"]  # one person needs a bot at least
    assert (_chosen(html, "people"), _chosen(html, "bots")) == ("1", "3")  # a table of four
    text = text_of(html)
    assert "Five Tiers (2 to 4 players): Make five words" in text
    assert "MY WORD! (2 to 6 players): Cards turn up" in text
    assert "Word Storm (2 to 8 players): Build your own crossword" in text
    # Each game's range rides on its option, for the page's script to narrow the lists.
    assert 'value="myword" data-low="2" data-high="6" data-usual="4"' in html


@pytest.mark.parametrize(("choice", "people", "bots"), [
    ("fivetiers", 1, 3), ("fivetiers", 3, 1), ("fivetiers", 4, 0), ("myword", 4, 0),
    ("myword", 6, 0), ("wordstorm", 2, 2), ("fivetiers:es", 2, 2)])
def test_the_default_bots_fill_a_table_to_four_and_never_past_the_game(
        tmp_path: Path, choice: str, people: int, bots: int) -> None:
    assert default_bots(choice, people) == bots
    low, high, _ = game_range(choice)
    assert low <= people + bots <= high
    room = Room(Store(tmp_path), clock="simulated")
    sitting, _, _ = room.make(choice, "easy", people=people, bots=bots, name="Ana")
    assert len(sitting.table.seats) == people + bots  # no fifth seat, no "Bot 5"


@pytest.mark.parametrize(("game", "people", "bots", "said"), [
    ("fivetiers", 4, 1, "Five Tiers is for 2 to 4 players, and you chose 4 people and 1 bot. "
                        "Choose fewer people or bots."),
    ("myword", 4, 3, "MY WORD! is for 2 to 6 players, and you chose 4 people and 3 bots. "
                     "Choose fewer people or bots."),
    ("wordstorm", 1, 0, "Word Storm is for 2 to 8 players, and you chose 1 person and 0 bots. "
                        "Add a bot or a friend."),
])
def test_the_server_refuses_a_count_the_game_does_not_take_in_a_childs_sentence(
        tmp_path: Path, game: str, people: int, bots: int, said: str) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        answer = await ana.ask_to_make("Ana", game, people=people, bots=bots)
        assert answer.code == 400
        assert said in unescape(answer.body.decode())
        assert server.room is not None and not server.room.tables

    run(tmp_path, scenario)


def test_the_lobby_remembers_the_name_and_leads_back_to_the_table(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        first = (await ana.get("/")).body.decode()
        assert "Back to your table" not in first
        code = await ana.make("Ana", "myword", people=2, bots=1)
        again = (await ana.get("/")).body.decode()
        assert 'name="name"' in again and 'value="Ana"' in again
        assert f'href="t/{code}">Back to your table {code}</a>' in again
        assert f"Join table {code}" not in again  # her own table: only the way back
        assert f"Join table {code}" not in (await ana.get("/tables")).body.decode()
        bo = Browser(server.url)  # another browser: not Ana's name, not Ana's table
        theirs = (await bo.get("/")).body.decode()
        assert 'value="Ana"' not in theirs and "Back to your table" not in theirs
        assert f"Join table {code}" in theirs

    run(tmp_path, scenario)


def test_leave_the_table_puts_a_bot_in_the_seat_and_the_child_in_the_lobby(
        tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo = Browser(server.url), Browser(server.url)
        code = await ana.make("Ana", "myword", people=2, bots=1)
        await bo.join("Bo", code)
        page = (await ana.get(f"/t/{code}")).body.decode()
        assert f'action="{code}/leave"' in page and "Leave the table" in page
        assert not friends_join(page)  # the table is full now
        left = await ana.post(f"/t/{code}/leave")
        assert left.code == 303 and left.headers["Location"] == "../../"
        assert server.room is not None
        sitting = server.room.tables[code]
        # Ana's seat is the table's second bot, named as the bots are numbered.
        assert (sitting.table.seats[0].name, sitting.table.seats[0].playing) == (
            "Bot 2 (easy)", "bot")
        assert sorted(sitting.tokens.values()) == [1]  # Bo still sits; Ana holds nothing
        assert sitting.free_seats() == []  # nobody inherits Ana's seat
        back = await ana.get(f"/t/{code}")
        assert back.code == 302  # no seat any more: to the lobby
        lobby_now = (await ana.get("/")).body.decode()
        assert "Back to your table" not in lobby_now

    run(tmp_path, scenario)


def friends_join(page: str) -> bool:
    """Whether a table page shows "friends join with this code" (its line is there, hidden
    while friends may not join, for the page to show when they may)."""
    line = re.search(r"<span[^>]*\bdata-joinable\b[^>]*>(.*?)</span>", page, re.S)
    assert line is not None and "friends join with this code" in text_of(line.group(1))
    return "hidden" not in line.group(0)


def test_a_table_page_says_friends_join_only_while_they_may(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo = Browser(server.url), Browser(server.url)
        code = await ana.make("Ana", "myword", people=2, bots=1)
        page = (await ana.get(f"/t/{code}")).body.decode()
        assert friends_join(page) and f"Table {code}" in text_of(page)
        screen = await ana.screen(code)
        assert (await screen.read() or {}).get("joinable") is True
        # Bo takes the last free seat: Ana's page, loaded before, is told to drop the line.
        await bo.join("Bo", code)
        assert await _joinable_becomes(screen, False)
        assert server.room is not None
        server.room.set_open(code, False)  # closed (as a solo exercise's table is)
        assert not friends_join((await ana.get(f"/t/{code}")).body.decode())
        screen.close()

    run(tmp_path, scenario)


def test_a_table_page_tells_friends_to_join_again_when_the_teacher_opens_it(
        tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana = Browser(server.url)
        code = await ana.make("Ana", "myword", people=2, bots=1)
        assert server.room is not None
        server.room.set_open(code, False)
        page = (await ana.get(f"/t/{code}")).body.decode()
        assert not friends_join(page)
        screen = await ana.screen(code)
        assert (await screen.read() or {}).get("joinable") is False
        server.room.set_open(code, True)
        assert await _joinable_becomes(screen, True)
        screen.close()

    run(tmp_path, scenario)


async def _joinable_becomes(screen: Screen, value: bool, timeout: float = 10.0) -> bool:
    """Read a page's socket until it says whether friends may join as ``value``."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        data = await screen.read(end - time.monotonic())
        if data is not None and data.get("joinable") is value:
            return True
    return False


def test_the_child_is_told_what_the_teacher_did(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo = Browser(server.url), Browser(server.url)
        here = await ana.make("Ana", "myword", people=1, bots=1)
        there = await bo.make("Bo", "fivetiers", people=2, bots=0)
        teacher = Browser(server.url)
        await teacher.get(f"/teacher?key={server.key}")
        assert server.room is not None
        # Moved: the new table's page says so.
        ticket = server.room.move(here, 0, there)
        taken = await ana.get(f"/moved/{ticket}")
        await ana.get("/" + taken.headers["Location"].removeprefix("../"))
        # Said on the live screen (not drawn once on the page): it goes when it is old news.
        moved = f"Your teacher moved you to table {there}: you play Five Tiers here now."
        screen = await ana.screen(there)
        await screen.until(lambda h: moved in text_of(h) and "Ana (you)" in h)
        # Ended: the screen says so, and where to go.
        ended = await teacher.post("/teacher/table", code=there, do="end")
        assert ended.code == 303
        await screen.until(lambda h: "Your teacher ended this game." in text_of(h)
                           and "Go back to the lobby to start a new one." in text_of(h))
        # Removed: the lobby the page lands on says what happened, not "No table has...".
        await teacher.post("/teacher/table", code=there, do="remove")
        landed = text_of((await ana.get(f"/?code={there}")).body.decode())
        assert f"Your teacher closed table {there}." in landed
        assert "No table has the code" not in landed
        screen.close()

    run(tmp_path, scenario)


def test_a_pause_names_who_paused_and_hides_the_cards_on_every_screen(tmp_path: Path) -> None:
    async def scenario(server: ClassroomServer) -> None:
        ana, bo = Browser(server.url), Browser(server.url)
        code = await ana.make("Ana", "myword", people=2, bots=0)
        await bo.join("Bo", code)
        screens = [await ana.screen(code), await bo.screen(code)]
        await screens[0].until(lambda h: "Bo" in h)
        await screens[0].send({"type": "next"})
        for screen in screens:
            await screen.until(lambda h: 'class="wg-game"' in h and "Pause" in text_of(h))
        await screens[0].send({"type": "pause"})
        for screen in screens:
            html = await screen.until(lambda h: "wg-covered" in h)
            assert "Ana paused the game. The cards are hidden until someone presses Resume." \
                in text_of(html)
            assert '<div class="wg-game wg-covered" data-key="game" aria-hidden="true">' in html
        await screens[1].send({"type": "resume"})  # anyone may resume
        for screen in screens:
            html = await screen.until(lambda h: "wg-covered" not in h)
            assert "paused the game" not in text_of(html)
        for screen in screens:
            screen.close()

    run(tmp_path, scenario)
