"""The teacher's page and the lobby as the templates draw them (``server/templates/``), from a
room on the simulated clock: every name typed is escaped, each student's Move list holds the
tables with a free seat, a table's clock shows only once a round was dealt, and a moved
student's old seat reads as the bot it is."""

from __future__ import annotations

from pathlib import Path

from tests.server.client import text_of
from wordgames.classroom import make_exercise
from wordgames.server import pages
from wordgames.server.room import Room
from wordgames.server.store import Store


def test_the_teachers_live_part_escapes_lists_and_tells_seats_apart(tmp_path: Path) -> None:
    room = Room(Store(tmp_path), clock="simulated")
    here, _, _ = room.make("myword", "easy", people=1, bots=1, name="<b>Bo</b>")
    there, _, _ = room.make("fivetiers", "easy", people=2, bots=0, name="Cy")
    drill, _, _ = room._make_drill(make_exercise("anagram", ["cat"], seed=3), "<i>Di</i>")
    here.table.start()
    here.table.run_until(here.table.now + 12)
    live = pages.teacher_live(room, [], "<XSRF>")
    assert "&lt;b&gt;Bo&lt;/b&gt;" in live and "<b>Bo</b>" not in live
    assert "&lt;i&gt;Di&lt;/i&gt;" in live and "<i>Di</i>" not in live
    assert live.count("<XSRF>") == 4  # raw, in each form: Bo's Move, two tables', the drill's
    box = text_of(live[live.index(f'id="table-{here.code}"'):live.index(f'id="table-{there.code}"')
                       ])
    assert "· 0:12 · playing" in box
    later = text_of(live[live.index(f'id="table-{there.code}"'):])
    assert "waiting for Start" in later and "0:00" not in later  # no clock before a round
    # Bo's Move list: Cy's table, which has a free seat; Cy's list: none (no other has one).
    assert (f'<select name="to" id="move-{here.code}-0"><option value="{there.code}">'
            f"table {there.code} (Five Tiers)</option></select>") in live
    assert f"move-{there.code}-0" not in live
    room.move(here.code, 0, there.code)
    moved = pages.teacher_live(room, [], "")
    old = text_of(moved[moved.index(f'id="table-{here.code}"'):
                        moved.index(f'id="table-{there.code}"')])
    assert "Bot 2 (easy)" in old and "(bot)" not in old and "free seat" not in old
    assert "Bo" not in old.replace("Bot", "")
    assert drill.code in moved


def test_the_lobbys_live_list_says_who_waits_and_how_many_seats_are_free(tmp_path: Path) -> None:
    room = Room(Store(tmp_path), clock="simulated")
    sitting, _, _ = room.make("wordstorm", "normal", people=3, bots=0, name="<Ana>")
    listed = pages.open_tables_html(room.open_tables())
    assert (f'<li id="open-{sitting.code}"><button name="code" value="{sitting.code}" '
            f'formaction="join">Join table {sitting.code}</button> Word Storm, Normal, with '
            "&lt;Ana&gt; · 2 seats free</li>") in listed
    assert pages.open_tables_html([]) == (
        '<p class="note">No table is waiting for players yet.</p>\n')
    lobby = pages.lobby(room.open_tables(), xsrf="", mine=[sitting])
    assert f'<a class="go" href="t/{sitting.code}">Back to your table {sitting.code}</a>' in lobby
    assert listed in lobby  # the same part, drawn in the page and asked for again
