"""The play screens' controllers in plain Python: a scripted person plays seeded rounds.

The person acts only through the controller's methods (what the widgets call); the round they
played is replayed through ``simulate_round`` with their actions as a script.
"""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
from typing import Any

import pytest

from wordgames.fivetiers import solve
from wordgames.myword import Bot as MyWordBot
from wordgames.myword import Deal, Game
from wordgames.myword.claims import find_claims
from wordgames.runner import Script, simulate_round
from wordgames.ui.fivetiers_table import FiveTiersSession
from wordgames.ui.fivetiers_table import quick_setup as fivetiers_setup
from wordgames.ui.myword_table import HandDealing, MyWordSession
from wordgames.ui.myword_table import quick_setup as myword_setup
from wordgames.ui.session import round_seed


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=90))


def replay(session: Any) -> Any:
    """The session's first round through simulate_round, the person's moves as a script."""
    result = session.rounds[0]
    bots = [session.make_bot(s, 1) for s in range(1, session.players)]
    return simulate_round(session.game, [Script.of(result, 0), *bots],
                          random.Random(round_seed(session.setup.seed, 1)))


async def play_myword(session: MyWordSession) -> None:
    """Call the longest word on the table whenever the table changes (and nothing is owed)."""
    session.start_round()
    live = session.live
    assert live is not None
    while not live.done:
        version = live.version
        if session.running and not session.owed:
            view = session.view()
            claims = find_claims(view.table, view.lexicon, view.min_cards)
            if claims:
                session.call(claims.longest()[0])
        elif session.owed:
            session.click(session.view().table[0].id)
        await live.changed(version)
    await live.finished


def test_myword_scripted_person_replays_through_simulate_round() -> None:
    session = MyWordSession(myword_setup(bots=3, seed=4, speed=500))
    run(play_myword(session))
    result = session.rounds[0]
    mine = [e for e in result.events if e.player == 0]
    assert len(mine) >= 3
    state, replayed = replay(session)
    assert replayed == result
    assert state == session.state
    assert [line.who for line in session.log].count("You") == len(mine)


async def play_fivetiers(session: FiveTiersSession) -> None:
    """Type the solver's five words as soon as the hand is dealt, then declare."""
    session.start_round()
    live = session.live
    assert live is not None
    solution = solve(session.view().rack, session.setup.lexicon)
    assert solution is not None
    for word in solution.words:
        session.type_word(word or "")
        await asyncio.sleep(0.01)
    session.declare()
    await live.finished


def test_fivetiers_scripted_person_replays_through_simulate_round() -> None:
    session = FiveTiersSession(fivetiers_setup(bots=2, seed=12, speed=500))
    run(play_fivetiers(session))
    result = session.rounds[0]
    assert 0 in result.winners
    assert session.tiers == list(result.breakdowns[0].words)
    state, replayed = replay(session)
    assert replayed == result
    assert state == session.state


@pytest.mark.parametrize("text, says", [
    ("", "the word is empty"),
    ("12345", "contains a digit"),
    ("The quick brown fox jumps over the lazy dog. " * 3, "one word at a time"),
])
def test_myword_bad_words_are_messages_and_the_round_goes_on(text: str, says: str) -> None:
    session = MyWordSession(myword_setup(bots=1, seed=2, speed=1000))

    async def play() -> None:
        session.start_round()
        session.call(text)
        assert session.message.kind == "error" and says in session.message.text
        assert session.live is not None
        await session.live.finished

    run(play())
    assert len(session.rounds) == 1


def test_myword_refused_call_says_why_in_the_rulebooks_terms() -> None:
    session = MyWordSession(myword_setup(bots=1, seed=2, speed=50))
    seen: list[str] = []

    async def play() -> None:
        session.start_round()
        live = session.live
        assert live is not None
        while len(session.view().table) < 3:
            await live.changed(live.version)
        session.call("zzxq")  # no such word, whichever cards are there
        version = live.version
        while not any("ZZXQ" in line.what for line in session.log):
            await live.changed(version)
            version = live.version
        seen.append(session.message.text)
        live.stop()

    run(play())
    assert "ZZXQ: not allowed" in seen[0] and "The others each take a free card" in seen[0]


def test_fivetiers_typed_words_go_to_their_tier_and_come_back() -> None:
    session = FiveTiersSession(fivetiers_setup(bots=1, seed=3, speed=1.0))

    async def play() -> None:
        session.start_round()
        solution = solve(session.view().rack, session.setup.lexicon)
        assert solution is not None
        four = solution.words[2]
        session.type_word(four or "")
        assert session.tiers[2] == four and session.message.kind == "ok"
        session.type_word("qqq")
        assert session.message.kind == "error" and "QQQ" in session.message.text
        session.type_word("abcdefgh")
        assert "too long" in session.message.text
        session.click_tier(2)  # nothing chosen: the word comes back
        assert session.tiers[2] is None
        session.declare()
        assert "Fill every tier first" in session.message.text
        assert session.live is not None
        session.live.stop()

    run(play())


def test_fivetiers_clicked_tiles_fill_a_tier() -> None:
    session = FiveTiersSession(fivetiers_setup(bots=1, seed=3, speed=1.0))

    async def play() -> None:
        session.start_round()
        solution = solve(session.view().rack, session.setup.lexicon)
        assert solution is not None
        spelling = solution.spellings[0]
        assert spelling is not None
        free = list(session.free_tiles())
        for tile, letter in zip(spelling.tiles, spelling.letters, strict=True):
            position = next(i for i, f in enumerate(free)
                            if f == tile and i not in session.selected)
            session.click_tile(position)
            if tile.startswith("?"):
                session.blank_letters += letter
        session.click_tier(0)
        assert session.tiers[0] == "".join(spelling.letters)
        assert len(session.free_tiles()) == 18
        assert session.live is not None
        session.live.stop()

    run(play())


def test_controllers_import_no_widgets() -> None:
    code = ("import sys, wordgames.ui, wordgames.ui.myword_table, wordgames.ui.fivetiers_table, "
            "wordgames.ui.saved; print([m for m in ('ipywidgets', 'anywidget') "
            "if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


async def deal_by_hand(session: MyWordSession, deals_between: int = 2) -> None:
    """Deal each card by hand; call the longest word on the table after every few deals."""
    session.start_round()
    live = session.live
    assert live is not None
    await session.shown()
    dealt = 0
    while not live.done:
        version = live.version
        view = session.view()
        claims = find_claims(view.table, view.lexicon, view.min_cards)
        if session.owed:
            session.click(view.table[0].id)
        elif claims and dealt % deals_between == 0:
            session.call(claims.longest()[0])
        elif session.dealing:
            session.deal()
            dealt += 1
        await live.changed(version, timeout=0.5)
    await live.finished


def test_myword_person_deals_by_hand_and_the_round_replays_through_simulate_round() -> None:
    session = MyWordSession(myword_setup(bots=2, seed=6, speed=200, deal="hand"))
    run(deal_by_hand(session))
    result = session.rounds[0]
    deals = [e for e in result.events if isinstance(e.action, Deal)]
    assert deals and all(e.player == 0 for e in deals)  # the person dealt every card
    assert any(e.player == 0 and type(e.action).__name__ == "Claim" for e in result.events)
    state, replayed = replay(session)
    assert replayed == result and state == session.state
    # The cards came in the order of the round's one stream: as simulate_round deals them with
    # the game dealing at its pace to three bots.
    bots = [MyWordBot("adult") for _ in range(3)]
    simulated = simulate_round(Game(), bots, random.Random(round_seed(6, 1)))[1]
    mine, theirs = turned(session.game, result), turned(Game(), simulated)
    assert len(mine) == len(theirs) == 60 and mine == theirs


def turned(game: Any, result: Any, seed: int = 6) -> list[Any]:
    """The cards a round's deals turned, in order (its events replayed from round 1's deal)."""
    state = game.new_round(len(result.scores), random.Random(round_seed(seed, 1)), dealer=0)
    cards = []
    for event in result.events:
        state = game.apply(state, event.action)
        if isinstance(event.action, Deal):
            cards.append(state.table[-1])
    return cards


def test_myword_deal_button_is_only_for_the_dealer_by_hand() -> None:
    session = MyWordSession(myword_setup(bots=1, seed=2, speed=50, deal="hand"))

    async def play() -> None:
        session.start_round()
        await session.shown()
        assert session.dealing and session.view().table == ()
        session.deal()
        live = session.live
        assert live is not None
        await live.changed(live.version - 1)
        while not session.view().table:
            await live.changed(live.version)
        assert len(session.view().table) == 1
        live.stop()

    run(play())
    auto = MyWordSession(myword_setup(bots=1, seed=2, speed=50))

    async def automatic() -> None:
        auto.start_round()
        await auto.shown()
        assert not auto.dealing  # the game deals at the rule's pace
        auto.deal()
        assert auto.live is not None
        auto.live.stop()

    run(automatic())


def test_a_saved_game_keeps_dealing_by_hand() -> None:
    from wordgames.ui.saved import session_from_dict, session_to_dict

    session = MyWordSession(myword_setup(bots=1, seed=2, deal="hand"))
    setup = session_from_dict(session_to_dict(session))[0]
    assert setup.deal == "hand" and isinstance(MyWordSession(setup).game, HandDealing)
    old = session_to_dict(MyWordSession(myword_setup(bots=1, seed=2)))
    del old["deal"]  # a game saved before dealing by hand was a choice
    assert session_from_dict(old)[0].deal == "auto"


def test_a_saved_fivetiers_arrangement_that_does_not_fit_the_rack_is_refused() -> None:
    import dataclasses

    from wordgames.errors import InvalidInput
    from wordgames.fivetiers import Arrangement, Game, Rules, place
    from wordgames.fivetiers.solver import Spelling

    rack = list("ABCDEFGHIJKLMNOPRSTU")
    state = Game(Rules()).deal([rack, rack])
    fits = dataclasses.replace(state, arrangements=(place([None, "cab", None, None, None],
                                                          rack), None))
    assert FiveTiersSession.check_kept({}, fits)["tiers"] == [None, "cab", None, None, None]
    tampered = dataclasses.replace(state, arrangements=(
        Arrangement.of({2: Spelling(("Z", "Z"), ("z", "z"))}), None))
    with pytest.raises(InvalidInput, match=r"state\.arrangements\[0\]: your tiers \(ZZ - - - -\)"
                                           r" do not fit your rack"):
        FiveTiersSession.check_kept({}, tampered)
