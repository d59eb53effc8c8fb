"""The Word Storm controller: a scripted person plays seeded rounds through the board's messages
(drags and typing, as the browser sends them) against bots at high speed; the round replays
through ``simulate_round`` with the person's actions as a script."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from wordgames.runner import Script, simulate_round
from wordgames.ui.options import BotChoice, Setup
from wordgames.ui.session import round_seed
from wordgames.ui.wordstorm_table import WordStormSession, play_round, quick_setup
from wordgames.wordstorm import Arrange, Bot, CallStorm, Deal, Done, Rules, Trade


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=240))


async def play_by_board(session: WordStormSession, brain: Bot, typing: bool) -> None:
    """The person plays like ``brain``, through the board's messages."""
    await play_round(session, brain, typing=typing)


def replay(session: WordStormSession) -> Any:
    result = session.rounds[0]
    bots = [session.make_bot(s, 1) for s in range(1, session.players)]
    return simulate_round(session.game, [Script.of(result, 0), *bots],
                          random.Random(round_seed(session.setup.seed, 1)))


def test_a_scripted_person_on_the_board_replays_through_simulate_round() -> None:
    session = WordStormSession(quick_setup(bots=3, seed=21, speed=400))
    run(play_by_board(session, Bot("expert", seed=3), typing=True))
    result = session.rounds[0]
    mine = [e.action for e in result.events if e.player == 0]
    arranges = [a for a in mine if isinstance(a, Arrange)]
    assert len(arranges) >= 8  # one action per typed letter or drop, not one per crossword
    assert any(isinstance(a, CallStorm | Done) for a in mine)
    state, replayed = replay(session)
    assert replayed == result
    assert state == session.state
    assert len(session.log) == len(result.events)


def test_drags_only_and_the_stall_rule_and_split_with_two_players() -> None:
    """Two players: the engine's stall deal when nobody calls, and on the last deal each takes
    two ("If there are two players, on the final 'Word Storm' call players each take two")."""
    setup = quick_setup(bots=1, seed=5, speed=600, rules=Rules(stall_limit=20.0))
    session = WordStormSession(setup)
    run(play_by_board(session, Bot("beginner", seed=1), typing=False))
    result = session.rounds[0]
    kinds = [type(e.action) for e in result.events]
    assert Deal in kinds or CallStorm in kinds
    assert result.extra["left_in_centre"] == 0  # 100 tiles: 2 x 4 each deal, then 2 x 2
    _, replayed = replay(session)
    assert replayed == result
    texts = [line.what for line in session.log]
    assert any("everyone draws" in t or "Everyone draws" in t for t in texts)


def test_trade_offs_with_a_bot_and_teams_beyond_four() -> None:
    """Six players on four sides: the engine's teams, (0, 4), (1, 5), (2,), (3,); the person
    trades a tile with a bot of another side (Trade Offs on)."""
    setup = Setup("wordstorm", "Ann", (BotChoice("adult"),) * 5, Rules(trade_offs=True),
                  quick_setup().lexicon, 8, 1.0, level=70)
    session = WordStormSession(setup)
    seen: dict[str, Any] = {}

    async def play() -> None:
        session.start_round()
        live = session.live
        assert live is not None
        seen["teams"] = [side.names for side in session.progress()]
        give = session.view().hand[0]
        theirs = live.state.hands[live.state.team_of(2)]
        session.trade(2, give, theirs[0])
        version = live.version
        while not any(isinstance(e.action, Trade) for e in live.state.events):
            await live.changed(version, timeout=1.0)
            version = live.version
        seen["message"] = session.message.text
        seen["trade"] = (give, theirs[0])
        session.trade(1, "q", "Z")  # a tile the person may not hold: the engine says so
        await asyncio.sleep(0.05)
        seen["refused"] = session.message.text
        session.stop()

    run(play())
    assert seen["teams"] == ["Ann + Bot 4 (adult)", "Bot 1 (adult) + Bot 5 (adult)",
                             "Bot 2 (adult)", "Bot 3 (adult)"]
    give, take = seen["trade"]
    assert seen["message"] == f"Traded: you gave {give} and got {take}."
    assert seen["refused"].startswith("Not allowed:")
