"""The classroom, walked through once as a class uses it (the acceptance of the issue "The
classroom, finished for a teacher and a class").

A teacher makes a word list with her own definitions and a Five Tiers exercise as notebook 20
does (the same library calls, with ``$WORDGAMES_CLASSROOM`` naming her classroom folder). The
server starts as ``make app`` starts it (``python -m wordgames app``, no folder named: it finds
the teacher's by itself) and says the folder and the lobby's address; the exercise is in its
lobby. Four students in four browser contexts play: Ana and Ben MY WORD! (Ben joins by the
code, a seat stays free), Cleo and Dev Five Tiers (Dev joins from the lobby's list), Dev Word
Storm (with one free seat), Cleo the exercise. The teacher, from her page, moves Ben to the
Word Storm table, ends the Five Tiers game and removes the exercise's table once it is over;
each child's page says what happened and where to go. Eve, a fifth student, joins the MY
WORD! table: a seat of her own, with no words, no hints, nothing of Ben's. At the end the
teacher's page and ``Progress`` hold every play (Ben's MY WORD! before his move and the ended
Five Tiers game too: their words so far, "not finished") and no seat nobody took. The
tables' clock runs at six times real time. Screenshots:
``build/screens/classroom-walk-NN-*.png``.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest

from tests.server.test_acceptance_browser import a_crossword, five_words, join, lobby, make, over
from tests.server.test_browser import App, browser, call_a_word, said, shows
from tests.ui.lab import SCREENS
from wordgames import classroom
from wordgames.classroom.folder import ENVIRONMENT
from wordgames.kit.protocol import GAMES

__all__ = ["browser"]  # the fixture (chromium once: this module's one test)

SIZE = {"width": 1100, "height": 820}
SPEED = 6
#: The teacher's list, as her spreadsheet saves it: her own words for each meaning.
WEEK = """word,definition,category
cat,a small furry pet that purrs,Animals
horse,a big animal you can ride,Animals
tiger,a big wild cat with stripes,Animals
bread,food made from flour and baked in an oven,Foods
lemon,a sour yellow fruit,Foods
coat,what you wear over your clothes when it is cold,Clothing
chair,a seat with a back for one person,House Objects
river,water that flows across the land to the sea,Places
cloud,a white or grey shape in the sky made of tiny drops of water,Weather
rain,water that falls from the clouds,Weather
"""
EXERCISE = "week 3 five tiers"


def shot(page: Any, number: int, what: str) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENS / f"classroom-walk-{number:02d}-{what}.png"),
                    full_page=True)


def teacher_makes_an_exercise(folder: Path) -> classroom.Exercise:
    """Notebook 20's cells: where the classroom is, the week's list (saved), a Five Tiers
    exercise with three words of the week, checked and saved by name."""
    assert classroom.classroom_folder() == folder  # $WORDGAMES_CLASSROOM, no folder named
    assert "No classroom server serves it now" in classroom.where()
    listed = folder.parent / "week3.csv"
    listed.write_text(WEEK, encoding="utf-8")
    words = classroom.WordList.load(str(listed))
    assert not [row for row in words.report if row.word in {"cat", "rain", "cloud"}]
    words.save()
    five = classroom.make_exercise("fivetiers", words.usable("fivetiers"), seed=3, k=3)
    assert five.check() == []
    for target in five.targets:  # her meanings go with the exercise
        assert five.definitions[target] in WEEK
    five.save(EXERCISE)
    assert EXERCISE in classroom.saved_exercises()
    return classroom.Exercise.open(EXERCISE)


def seat_row(page: Any, code: str, name: str) -> Any:
    """The teacher page's row of ``name`` at table ``code``."""
    return page.locator(f"#table-{code} table.seats tr").filter(
        has=page.locator(".who", has_text=re.compile(f"^{name}$")))


def cards_row(page: Any, name: str) -> list[str]:
    """The cells of ``name``'s row of MY WORD!'s Cards won table."""
    return list(page.evaluate(
        """name => [...document.querySelectorAll('.wg-table tr')]
            .map(tr => [...tr.querySelectorAll('td')].map(td => td.innerText.trim()))
            .find(cells => cells.length > 2 && (cells[0] === name
                                                || cells[0].startsWith(name + ' ')))""", name))


def told(page: Any, sentence: str) -> None:
    """Wait until the page says ``sentence`` (its words, whitespace folded)."""
    page.wait_for_function(
        "t => document.body.innerText.replace(/\\s+/g, ' ').includes(t)", arg=sentence,
        polling=20, timeout=20_000)


def test_app_help_says_what_the_server_prints(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m wordgames app --help``: the lobby's address, the teacher's page and the
    classroom folder it prints, and where that folder is by default."""
    from wordgames.__main__ import main

    with pytest.raises(SystemExit):
        main(["app", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    for words in ("the lobby's address (students open it)", "the teacher's page",
                  "the classroom folder", "notebook 20", "$WORDGAMES_CLASSROOM or "
                  "~/wordgames-classroom", "default 8866"):
        assert words in said, words


def test_a_teacher_and_five_students_walk_through_a_lesson(
        tmp_path: Path, browser: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    began = time.monotonic()
    folder = tmp_path / "classroom"
    monkeypatch.setenv(ENVIRONMENT, str(folder))
    five = teacher_makes_an_exercise(folder)
    words_of = {name: GAMES.get_info(name).default_lexicon(GAMES.get_info(name).rules())
                for name in GAMES}
    with App(tmp_path, speed=SPEED, named=False) as app:
        printed = app.log.read_text()
        assert f"The classroom folder: {folder.resolve()}" in printed  # the teacher's own
        assert f"The classroom is at {app.url}/" in printed
        # Notebook 20's first cell now says the lobby's address too.
        assert f"The lobby (students open it; your exercises saved here are listed there): " \
               f"{app.url}/" in classroom.where()

        contexts = {n: browser.new_context(viewport=SIZE)
                    for n in ("teacher", "Ana", "Ben", "Cleo", "Dev", "Eve")}
        ana, ben, cleo, dev = (contexts[n].new_page() for n in ("Ana", "Ben", "Cleo", "Dev"))
        teacher = contexts["teacher"].new_page()
        teacher.goto(app.teacher)
        shows(teacher, "No tables yet")

        # The lobby lists the teacher's exercise with no other step.
        lobby(ana, app.url, "Ana")
        assert ana.locator(f"button[value='{EXERCISE}']").count() == 1
        shot(ana, 1, "lobby-with-the-exercise")

        # MY WORD!: Ana makes a table for four people (no bots); Ben types its code.
        mine = make(ana, app.url, "Ana", "MY WORD!", "Easy", people=4, bots=0)
        shot(ana, 2, "myword-waiting")
        join(ben, app.url, "Ben", mine)
        shows(ana, "Ben")
        shot(ben, 3, "myword-joined-by-code")

        # Word Storm: Dev makes a table for two people and a bot; one seat stays free.
        storm_page = contexts["Dev"].new_page()
        storm = make(storm_page, app.url, "Dev", "Word Storm", "Easy", people=2, bots=1)
        storm_page.locator(".wg-screen button:text-is('Start')").click()  # the longest round

        # Five Tiers: Cleo makes a table; Dev joins it from the lobby's list of tables.
        tiers = make(cleo, app.url, "Cleo", "Five Tiers", "Easy", people=2, bots=1)
        dev.goto(app.url + "/")
        assert dev.input_value("input[name=name]") == "Dev"  # the lobby remembers his name
        shows(dev, f"Join table {tiers}")
        shows(dev, f"Back to your table {storm}")  # he sits at Word Storm already
        shot(dev, 4, "lobby-join-from-the-list")
        dev.click(f"button:text-is('Join table {tiers}')")
        shows(dev, "Dev (you)")

        # Cleo plays the teacher's exercise in a second tab, from the lobby's button.
        exercise_page = contexts["Cleo"].new_page()
        lobby(exercise_page, app.url, "Cleo")
        exercise_page.click(f"button[value='{EXERCISE}']")
        shows(exercise_page, f"exercise: {EXERCISE}")
        assert "friends join" not in exercise_page.inner_text("body")  # she plays it alone
        exercise_code = exercise_page.url.rstrip("/").rsplit("/", 1)[-1].split("?")[0]
        shot(exercise_page, 5, "exercise-table")

        # The tables start (MY WORD!, the shortest round, once the others have their words).
        for page in (cleo, exercise_page):
            page.locator(".wg-screen button:text-is('Start')").click()

        # Moves: a word in Dev's crossword; the teacher's exercise words in Cleo's rows and
        # "I have all five!"; words in the Five Tiers rows; a called word each at MY WORD!.
        dev_word = a_crossword(storm_page, words_of["wordstorm"])
        rows = exercise_page.locator("input[name='words[]']")
        rows.first.wait_for()
        for n, word in enumerate(five.solution):
            rows.nth(n).focus()
            exercise_page.keyboard.type(word)
        exercise_page.keyboard.press("Enter")
        exercise_page.wait_for_function(
            "() => document.querySelectorAll('.wg-tier-ok').length === 5", polling=20,
            timeout=20_000)
        exercise_page.get_by_role("button", name="I have all five!", exact=True).click()
        five_tiers = {"Cleo": five_words(cleo, words_of["fivetiers"]),
                      "Dev": five_words(dev, words_of["fivetiers"])}
        shot(cleo, 6, "fivetiers-playing")
        ana.locator(".wg-screen button:text-is('Start')").click()
        calls = {}
        for me, page, other in (("Ana", ana, ben), ("Ben", ben, ana)):
            calls[me] = call_a_word(page, words_of["myword"], 3)
            said(other, me, calls[me])
        ben.locator(".wg-screen button:text-is('Hint')").click()  # Ben takes a hint
        ben.locator(".wg-msg", has_text=re.compile("Try|No word fits")).wait_for(timeout=20_000)
        shot(ana, 7, "myword-playing")
        shot(storm_page, 8, "wordstorm-playing")

        # The exercise's round is over: her words counted, the teacher's meanings shown.
        shows(exercise_page, "Saved for your teacher, Cleo")
        for target in five.targets:
            shows(exercise_page, five.definitions[target])
        shot(exercise_page, 9, "exercise-over-with-her-meanings")

        # The teacher's page: every table, who sits where, the words made.
        for code in (mine, storm, tiers, exercise_code):
            shows(teacher, f"Table {code}")
        for word in (calls["Ana"], dev_word, five_tiers["Cleo"][0]):
            shows(teacher, word.lower())
        shot(teacher, 10, "teacher-live")

        # The teacher moves Ben to the Word Storm table: his page says so, he plays there.
        row = seat_row(teacher, mine, "Ben")
        row.locator("select[name=to]").select_option(storm)
        row.locator("button:text-is('Move')").click()
        ben.wait_for_url(re.compile(f"/t/{storm}"), timeout=20_000)
        told(ben, f"Your teacher moved you to table {storm}: you play Word Storm here now.")
        shows(ben, "Ben (you)")
        shot(ben, 11, "ben-moved")
        ben_word = a_crossword(ben, words_of["wordstorm"])
        # Ana is told where Ben went: a bot plays his old seat, nobody else gets it.
        told(ana, "Your teacher moved Ben to another table: a bot plays for Ben now.")
        shot(ana, 12, "myword-after-the-move")
        # The teacher's page: Ben's old seat is the bot's (not a free seat), Ben at Word Storm.
        # (named as every bot is: numbered among the table's bots, with its level)
        assert seat_row(teacher, mine, r"Bot 1 \(easy\)").inner_text().split("\t")[0] == \
            "Bot 1 (easy)"
        seat_row(teacher, storm, "Ben").wait_for()

        # Eve joins the MY WORD! table from the lobby: a seat of her own, from nothing.
        eve = contexts["Eve"].new_page()
        lobby(eve, app.url, "Eve")
        shows(eve, f"Join table {mine}")
        eve.click(f"button:text-is('Join table {mine}')")
        shows(eve, "Eve (you)")
        # No word called, nothing of Ben's, and no free card: an empty chair sits the round
        # out (MY WORD!'s free cards after a word not allowed go to the players only).
        mine_now = cards_row(eve, "Eve")
        assert mine_now[1] == "0" and mine_now[2] == "—"
        # the bot plays on
        assert cards_row(eve, "Bot 1 (easy)")[2].startswith(calls["Ben"].upper())
        assert "Ben" not in eve.inner_text("body")  # his seat is a bot's now
        shot(eve, 13, "eve-joins-a-seat-of-her-own")

        # The teacher ends the Five Tiers game: Cleo's and Dev's screens say so, and where to go.
        teacher.locator(f"#table-{tiers} button[value=end]").click()
        for page in (cleo, dev):
            told(page, "Your teacher ended this game. Go back to the lobby to start a new one.")
        shot(dev, 14, "fivetiers-ended")

        # The exercise is over: the teacher removes its table; Cleo's page lands in the lobby,
        # which says what happened (not "No table has the code").
        teacher.locator(f"#table-{exercise_code} button[value=remove]").click()
        told(exercise_page, f"Your teacher closed table {exercise_code}.")
        assert "No table has the code" not in exercise_page.inner_text("body")
        shot(exercise_page, 15, "exercise-table-removed")

        # MY WORD! and Word Storm play to the round's end.
        end = time.monotonic() + 150
        for page in (ana, eve, storm_page, ben):
            while not over(page):
                assert time.monotonic() < end, "a round never ended"
                page.wait_for_timeout(500)
        shot(eve, 16, "myword-over")
        assert "hint" not in " ".join(cards_row(eve, "Eve"))  # Ben's hint is not hers
        shot(ben, 17, "wordstorm-over")

        # The teacher's report: every play, those cut short too (Ben's MY WORD! before his
        # move, the Five Tiers game the teacher ended: their words so far, no score), and no
        # seat nobody took.
        expected = sorted([
            ("Ana", "myword", ""), ("Eve", "myword", ""), ("Ben", "myword", ""),
            ("Ben", "wordstorm", ""), ("Dev", "wordstorm", ""),
            ("Cleo", "fivetiers", EXERCISE), ("Cleo", "fivetiers", ""),
            ("Dev", "fivetiers", "")])
        shows(teacher, f"Recorded plays ({len(expected)} since the server started)",
              timeout=30_000)
        shot(teacher, 18, "teacher-recorded-plays")
        display = {name: GAMES.get_info(name).display_name for name in GAMES}
        rows_shown = [r.split("\t") for r in
                      teacher.locator("table.plays tr").all_inner_texts()[1:]]
        assert sorted((r[0], r[1]) for r in rows_shown) == sorted(
            (student, display[game] + (f" · {exercise}" if exercise else ""))
            for student, game, exercise in expected)
        assert sorted((r[0], r[1]) for r in rows_shown if r[2] == "not finished") == [
            ("Ben", "MY WORD!"), ("Cleo", "Five Tiers"), ("Dev", "Five Tiers")]
        assert f"Table {exercise_code}" not in teacher.inner_text("#live")  # removed
    progress = classroom.Progress()  # the teacher's own folder, as notebook 20 reads it
    assert progress.students() == ["Ana", "Ben", "Cleo", "Dev", "Eve"]  # no "Player 4"
    kept = progress.plays()
    assert sorted((p["student"], p["game"], p.get("exercise") or "") for p in kept) == expected
    unfinished = {(p["student"], p["game"]) for p in kept if p["score"] is None}
    assert unfinished == {("Ben", "myword"), ("Cleo", "fivetiers"), ("Dev", "fivetiers")}
    exercise_play = next(p for p in kept if p.get("exercise") == EXERCISE)
    assert exercise_play["found"] == len(five.targets)
    accepted = {(w["student"], w["word"]) for w in progress.words() if w["accepted"]}
    assert ("Ana", calls["Ana"].lower()) in accepted and ("Ben", calls["Ben"].lower()) in accepted
    assert ("Dev", dev_word.lower()) in accepted and ("Ben", ben_word.lower()) in accepted
    for student in ("Cleo", "Dev"):  # their Five Tiers words when the teacher ended the game
        assert {w.lower() for w in five_tiers[student]} <= {w for s, w in accepted if s == student}
    print(f"the walk took {time.monotonic() - began:.0f} s")
