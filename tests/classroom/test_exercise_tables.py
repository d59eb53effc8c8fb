"""Tables dealt from a teacher's exercise: the student (seat 0) gets its cards or tiles, MY
WORD!'s bots never take the words of the week, a saved table comes back mid-round and plays
on identically, and the round's play is recorded word for word (the one recording function
of JupyterLab and the classroom server)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from wordgames.classroom import Exercise, Progress, make_exercise
from wordgames.classroom.plays import record_round
from wordgames.errors import InvalidInput
from wordgames.myword import Claim
from wordgames.myword.exercise import target_cards
from wordgames.play import exercise_reader
from wordgames.play.table import Table

WEEK = ["cat", "dog", "rain", "coat"]


def _table(exercise: Exercise, seats: list[str], seed: int | None = None,
           names: list[str] | None = None) -> Table:
    table = Table(exercise.kind, seats, exercise=exercise, clock="simulated",
                  seed=exercise.seed if seed is None else seed, names=names)
    if seats[0] == "person":
        table.join(0)
    return table


def test_myword_bots_never_take_a_target_card_over_several_rounds() -> None:
    deal = make_exercise("myword", WEEK, seed=3)
    targets = set(target_cards(deal.solution))
    assert len(targets) >= 12  # four words of three cards or more
    claimed = 0
    for seed in range(6):
        table = _table(deal, ["person", "expert", "expert"], seed=seed)
        table.leave(0)  # the student says nothing: the bots have every chance
        table.start()
        cards = [*table.state.table, *table.state.deck]  # the first card is out at Start
        assert sorted((c.id, c.face) for c in cards) == list(enumerate(deal.tiles))
        table.play_round()
        claims = [e.action for e in table.events if isinstance(e.action, Claim)]
        by_bots = [c for c in claims if c.player != 0]
        claimed += len(by_bots)
        assert all(not set(c.cards) & targets for c in by_bots), by_bots
        piles = table.state.piles
        assert all(not {card.id for card in pile.cards} & targets for pile in piles[1:])
    assert claimed > 20  # the bots did play: they left only the targets alone


def test_an_exercise_bot_is_the_exercises_and_a_stand_in_too() -> None:
    deal = make_exercise("myword", WEEK, seed=3)
    table = _table(deal, ["person", "easy"])
    table.start()
    protected = frozenset(target_cards(deal.solution))
    assert getattr(table.agent(1), "protected", None) == protected
    table.leave(0, stand_in=True)
    assert getattr(table.agent(0), "protected", None) == protected


def test_five_tiers_student_rack_is_the_exercise_hand_and_the_rules_are_one_round() -> None:
    five = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3)
    table = _table(five, ["person", "easy", "easy"])
    table.start()
    view = table.view_json(0)
    assert tuple(table.state.racks[0]) == five.tiles
    assert sorted(view["view"]["rack"]) == sorted(five.tiles)
    assert (table.rules.rounds, table.rules.target) == (1, None)
    assert table.rules.subject_words == frozenset(five.targets)
    assert view["exercise"]["title"] == "Five Tiers exercise: practice 3"
    assert "CAT, FROG, HORSE" in view["exercise"]["note"]
    table.play_round()
    assert table.over  # one round, no target score


def test_word_storm_deals_the_exercise_tiles_to_the_student() -> None:
    storm = make_exercise("wordstorm", ["cat", "coat", "toe"], seed=2)
    table = _table(storm, ["person", "easy"])
    table.start()
    assert table.state.hands[0] == tuple(sorted(storm.tiles[:4]))


def test_every_student_gets_the_same_deal() -> None:
    five = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3)
    racks = set()
    for name in ("Ana", "Ben"):
        table = _table(five, ["person", "easy"], names=[name])
        table.start()
        racks.add(tuple(map(tuple, table.state.racks)))
    assert len(racks) == 1


def test_an_exercise_of_another_game_is_refused() -> None:
    five = make_exercise("fivetiers", ["cat", "frog"], seed=1)
    with pytest.raises(InvalidInput, match="a fivetiers exercise deals no myword table"):
        Table("myword", ["person", "easy"], exercise=five)
    with pytest.raises(InvalidInput, match="an exercise of a game"):
        Table("myword", ["person", "easy"], exercise=object())


def _claims_of(deal: Exercise) -> dict[int, str]:
    """When each target can be called: after so many cards are dealt."""
    return {int(dealt): str(word) for word, dealt, _ in deal.solution}


@pytest.mark.parametrize("kind", ["myword", "fivetiers"])
def test_a_saved_exercise_table_restored_mid_round_plays_on_identically(kind: str) -> None:
    if kind == "myword":
        exercise = make_exercise("myword", WEEK, seed=3)
    else:
        exercise = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3)
    table = _table(exercise, ["person", "easy", "normal"], names=["Ana"])
    table.start()
    if kind == "myword":
        first = min(_claims_of(exercise))
        while len(table.state.table) < first:  # the cards of the first target are out
            at = table.next_move_at()
            assert at is not None
            table.run_until(at)
        assert table.send(0, {"type": "claim", "word": _claims_of(exercise)[first]})["ok"]
    else:
        three = [*exercise.solution[:3], None, None]
        assert table.send(0, {"type": "arrange", "words": three})["ok"]
    table.run_until(table.now + 5.0)
    saved = table.to_json()
    assert '"exercise"' in saved
    again = Table.from_json(saved)
    assert again.exercise == exercise
    assert again.state == table.state and again.now == table.now
    assert again.events == table.events
    for copy in (table, again):
        if kind == "fivetiers":
            copy.send(0, {"type": "declare", "words": list(exercise.solution)})
        copy.play_round()
    assert again.events == table.events
    assert again.rounds == table.rounds


def test_a_saved_table_reads_its_exercise_with_the_classrooms_checks() -> None:
    # The play layer never imports the classroom: it names the classroom's reader.
    exercise = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3)
    saved = _table(exercise, ["person", "easy"]).to_json()
    assert exercise_reader.EXERCISE_READER.load() == Exercise.from_dict
    assert Table.from_json(saved).exercise == exercise
    # A bad exercise in a save is refused by the exercise's own checks, naming the field.
    with pytest.raises(InvalidInput, match=r"exercise\.tiles\[0\]"):
        Table.from_json(saved.replace(f'"tiles": ["{exercise.tiles[0]}"', '"tiles": [7', 1))


def test_the_round_is_recorded_word_for_word_and_the_student_is_told(tmp_path: Path) -> None:
    five = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3, k=3)
    five.save("week 3", folder=tmp_path)
    five = Exercise.open("week 3", tmp_path)
    table = _table(five, ["person", "easy"], names=["Ben"])
    table.start()
    words = ["go", "cat", "frog", "hroes", "always"]  # HORSE misspelt, from the same tiles
    assert table.send(0, {"type": "declare", "words": words})["ok"]
    result = table.play_round()
    progress = Progress(tmp_path)

    def record(plays: list[dict[str, Any]]) -> None:
        for play in plays:
            progress.record(**play)

    record_round(table, result, "week 3", record)
    rows = [(w["word"], w["accepted"], w["target"]) for w in progress.words()]
    assert rows == [("go", 1, 0), ("cat", 1, 1), ("frog", 1, 1), ("always", 1, 0),
                    ("hroes", 0, 0)]
    found = {t["word"]: t["found"] for t in progress.targets()}
    assert found == {"cat": 1, "frog": 1, "horse": 0}
    [play] = progress.plays()
    assert (play["student"], play["exercise"], play["session"]) == ("Ben", "week 3", "week 3")
    told = table.view_json(0)["notice"]
    assert told["kind"] == "info"  # not a tick: a word did not count
    assert told["text"] == ("Saved for your teacher, Ben: 4 good words, and 2 of the 3 words "
                            "of the week (CAT, FROG). This did not count: HROES. Check the "
                            "spelling next time.")


def test_a_word_storm_exercise_is_played_to_its_end_and_recorded(tmp_path: Path) -> None:
    from wordgames.play.scripted import play_round_as
    from wordgames.wordstorm import Bot

    storm = make_exercise("wordstorm", ["cat", "coat", "toe"], seed=2)
    storm.save("storm week", folder=tmp_path)
    storm = Exercise.open("storm week", tmp_path)
    table = _table(storm, ["person", "easy"], names=["Cy"])
    result = play_round_as(table, {0: Bot("expert", seed=5)})
    assert not table.playing and result.scores
    progress = Progress(tmp_path)

    def record(plays: list[dict[str, Any]]) -> None:
        for play in plays:
            progress.record(**play)

    record_round(table, result, "storm week", record)
    [play] = progress.plays()
    assert (play["student"], play["game"], play["exercise"]) == ("Cy", "wordstorm", "storm week")
    words = [w["word"] for w in progress.words() if w["accepted"]]
    assert words, "the student's crossword words are recorded"
    assert {t["word"] for t in progress.targets()} == {"cat", "coat", "toe"}
    told = table.view_json(0)["notice"]["text"]
    assert told.startswith(f"Saved for your teacher, Cy: {len(words)} good word")
