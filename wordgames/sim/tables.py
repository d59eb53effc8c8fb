"""Mixed tables: named players (bot skills, the levels' bots, the child-like player) seated as
a plan says, each round kept with what its event log tells (when the winner was settled, lead
changes, comebacks) and the words a player could make at moments of the round.

A *table* is one seeded match of a game with one entrant in each seat. The same seed with the
entrants moved round the seats plays the same deal again (a *duplicate deal*): a round's chance
is one stream drawn from the match seed and the round's number
(:func:`wordgames.kit.seeding.derive_seed`), and the deck or bag is mixed from it before anyone
moves; the bots' own streams are drawn from it seat by seat, so they belong to the seat, like the
hand.

Tables run in worker processes, or on any ``concurrent.futures.Executor`` (a Dask cluster's),
like :func:`wordgames.sim.simulate`; workers send back plain records.

>>> plan = [Seating(("adult", "child"), seed=3)]
>>> rows = play_tables("myword", plan, {"rounds": 1})
>>> sorted({r["entrant"] for r in rows}), len(rows)
(['adult', 'child'], 2)
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from wordgames.errors import InvalidInput
from wordgames.kit.agents import SKILLS, Skill
from wordgames.kit.protocol import GAMES, RoundResult
from wordgames.kit.seeding import derive_seed
from wordgames.myword.bot import Bot as MyWordBot
from wordgames.myword.spotter import claimable_words
from wordgames.play.presets import NAMES, PRESETS, child_skill
from wordgames.play.table import play_match

Record = dict[str, Any]

#: The moments of a round (shares of its time) at which the words a player could make are
#: counted: the start, a quarter, half way and three quarters.
MOMENTS = (0.0, 0.25, 0.5, 0.75)


def entrants(game: str) -> dict[str, Callable[[int], Any]]:
    """Every player the analysis rates for ``game``, by name: the four bot skills
    (``beginner`` to ``expert``), the bots of each level of :data:`wordgames.play.presets.PRESETS`
    (``easy bots`` to ``expert bots``) and the child-like player (``child``) that
    ``benchmarks/bench_presets.py`` measures the levels against. Each makes an agent from a seed.

    >>> list(entrants("fivetiers"))[:5]
    ['beginner', 'student', 'adult', 'expert', 'easy bots']
    """

    info = GAMES[game]
    found: dict[str, Callable[[int], Any]] = {}
    for name, skill in SKILLS.items():
        found[name] = _bot_maker(info.bot, skill)
    for level in NAMES:
        found[f"{level} bots"] = _bot_maker(info.bot, PRESETS[level][game].skill)
    found["child"] = lambda seed: child(game, seed=seed)
    return found


def _bot_maker(make: Callable[..., Any], skill: Skill) -> Callable[[int], Any]:
    return lambda seed: make(skill, seed=seed)


#: In MY WORD!, the child's 2-second reaction between noticing a word and calling it (the bots
#: call as they notice).
REACTION_SECONDS = 2.0


class ChildBot(MyWordBot):
    """A MY WORD! bot that reacts :data:`REACTION_SECONDS` after noticing a word."""

    def difficulty(self, word: str, level: int | None) -> float:
        # The median is base * difficulty / speed: a constant REACTION_SECONDS added to it.
        react = REACTION_SECONDS * self._skill.speed / self.base
        return super().difficulty(word, level) + react


def child(game: str, seed: int = 0) -> Any:
    """A child-like player of ``game`` (:func:`wordgames.play.presets.child_skill`), a bot for
    the benchmark's seat 0.

    >>> from wordgames.lexicon import Lexicon
    >>> bot = child("myword")
    >>> round(bot._median("cat", Lexicon.default()), 2)  # 4 s / 0.7 to notice, 2 s to react
    7.71
    """
    if game != "myword":
        return GAMES[game].bot(child_skill(game), seed=seed)
    return ChildBot(child_skill(game), seed=seed)


@dataclass(frozen=True)
class Seating:
    """One table: the entrant in each seat, the match's seed, and labels for the frame
    (``deal``: which duplicate deal, ``rotation``: which seating of it)."""

    seats: tuple[str, ...]
    seed: int
    deal: int = 0
    rotation: int = 0
    labels: Mapping[str, Any] = field(default_factory=dict)


def rotated(field_: Sequence[str], deals: int, seed: int) -> list[Seating]:
    """Duplicate deals: each of ``deals`` seeds played once per rotation of ``field_`` round
    the seats, so that every entrant sits in every seat of every deal once.

    >>> [s.seats for s in rotated(["a", "b", "c"], 1, 0)]
    [('a', 'b', 'c'), ('c', 'a', 'b'), ('b', 'c', 'a')]
    """
    n = len(field_)
    return [Seating(tuple(field_[(seat - r) % n] for seat in range(n)),
                    derive_seed(seed, "deal", d), deal=d, rotation=r)
            for d in range(deals) for r in range(n)]


def mixed(pool: Sequence[str], tables: int, players: int, seed: int) -> list[Seating]:
    """``tables`` tables of ``players`` different entrants drawn at random from ``pool``, in a
    random order round the seats (the draw seeded: the same plan every run).

    >>> [s.seats for s in mixed(["a", "b", "c", "d"], 2, 2, seed=1)]
    [('b', 'c'), ('c', 'b')]
    """
    if players > len(pool):
        raise InvalidInput(f"{players} players need {players} entrants; the pool has {len(pool)}")
    rng = random.Random(derive_seed(seed, "mixed tables"))
    return [Seating(tuple(rng.sample(list(pool), players)), derive_seed(seed, "table", t), deal=t)
            for t in range(tables)]


def play_tables(game: str, plan: Sequence[Seating], rules: Mapping[str, Any] | None = None,
                choices: bool = False) -> list[Record]:
    """Play every table of ``plan`` (in this process); one record per seat per round.

    Each record: the table's labels, ``round``, ``seat``, ``entrant``, ``score``, ``won`` (the
    round), ``ahead`` (the score less the table's mean, turned so that more is better: Word
    Storm's lowest score wins), ``rank`` (1 the best, ties sharing the best), and the round's
    own figures: ``seconds``, ``moves`` (the players' moves: claims, arrangements, calls),
    ``flips`` (Five Tiers: how often the timer was turned; None elsewhere),
    ``settled`` (the share of the round's time after which a final
    winner led alone for good; 1 when only the end settled it), ``lead_changes``,
    ``comeback`` (a final winner was behind at half time; None when nobody led then), and with
    ``choices`` the words the seat could make at each of :data:`MOMENTS` (``words_at_25``...).
    """

    info = GAMES[game]
    rules_obj = info.rules(**dict(rules or {}))
    made = entrants(game)
    unknown = sorted({e for s in plan for e in s.seats} - set(made))
    if unknown:
        raise InvalidInput(f"unknown entrants {unknown}; choose from {', '.join(made)}")
    out: list[Record] = []
    for seating in plan:
        match_game = info.game(rules=rules_obj)
        agents = [made[name](derive_seed(seating.seed, "seat", seat))
                  for seat, name in enumerate(seating.seats)]
        match = play_match(match_game, agents, seating.seed)
        for result in match.rounds:
            out.extend(_round_records(game, match_game, seating, result, choices))
    return out


def _round_records(game: str, match_game: Any, seating: Seating, result: RoundResult,
                   choices: bool) -> list[Record]:
    info = GAMES[game]
    sign = -1.0 if info.lowest_wins else 1.0
    number = result.extra["round"]
    better = [sign * s for s in result.scores]
    mean = sum(better) / len(better)
    drama, words = _replay(game, match_game, seating, result, choices)
    rows = []
    for seat, name in enumerate(seating.seats):
        row: Record = {
            **seating.labels, "deal": seating.deal, "rotation": seating.rotation,
            "seed": seating.seed, "round": number, "seat": seat, "entrant": name,
            "score": result.scores[seat], "won": seat in result.winners,
            "ahead": better[seat] - mean, "rank": 1 + sum(b > better[seat] for b in better),
            "dealer": result.extra.get("dealer", 0), "seconds": result.seconds,
            "moves": sum(1 for e in result.events if e.player >= 0),
            "flips": result.extra.get("flips"), **drama,
        }
        for moment, counts in words.items():
            row[f"words_at_{round(moment * 100)}"] = counts[seat]
        rows.append(row)
    return rows


def _replay(game: str, match_game: Any, seating: Seating, result: RoundResult,
            choices: bool) -> tuple[Record, dict[float, list[float]]]:
    """Replay the round's event log from its deal: each seat's standing after every event
    (drama), and the words each seat could make at :data:`MOMENTS` (choices)."""
    players = len(seating.seats)
    number = result.extra["round"]
    rng = random.Random(derive_seed(seating.seed, "round", number))
    state = match_game.new_round(players, rng, dealer=result.extra.get("dealer", 0))
    length = result.seconds or max((e.at for e in result.events), default=0.0) or 1.0
    series: list[tuple[float, tuple[float, ...]]] = [(0.0, standing(game, state))]
    words: dict[float, list[float]] = {}
    moments = list(MOMENTS) if choices else []
    for event in result.events:
        while moments and event.at > moments[0] * length:
            words[moments.pop(0)] = available_words(game, match_game, state)
        state = match_game.apply(state, event.action)
        series.append((event.at / length, standing(game, state)))
    for moment in moments:
        words[moment] = available_words(game, match_game, state)
    return drama(series, set(result.winners)), words


def standing(game: str, state: Any) -> tuple[float, ...]:
    """Each seat's standing during a round, more is better: MY WORD! the cards won so far;
    Five Tiers the tiers filled (then tiles placed, as a fraction); Word Storm the tiles placed
    less those still held (what is held at the end is the penalty)."""
    if game == "myword":
        return tuple(float(len(pile.cards)) for pile in state.piles)
    if game == "fivetiers":
        out = []
        for arrangement in state.arrangements:
            if arrangement is None:
                out.append(0.0)
                continue
            filled = [s for s in arrangement.spellings if s is not None]
            out.append(len(filled) + sum(len(s.tiles) for s in filled) / 100)
        return tuple(out) if out else (0.0,) * state.players
    if game == "wordstorm":
        return tuple(-float(len(state.hands[state.team_of(p)])) for p in range(state.players))
    raise InvalidInput(f"no standing for {game!r}")


def drama(series: Sequence[tuple[float, Sequence[float]]], winners: set[int]) -> Record:
    """What a round's standings over time (share of the round's time, each seat's standing)
    say: ``settled`` (from when a final winner led alone for good, 1 if only at the end),
    ``lead_changes`` (how often the sole leader changed hands) and ``comeback`` (a final
    winner was behind the leader at half time; None when nobody led then).

    >>> drama([(0.0, (0, 0)), (0.2, (1, 0)), (0.6, (1, 2)), (0.9, (1, 3))], {1})
    {'settled': 0.6, 'lead_changes': 1, 'comeback': True}
    >>> drama([(0.0, (0, 0)), (0.3, (2, 0))], {0})
    {'settled': 0.3, 'lead_changes': 0, 'comeback': False}
    """
    leaders: list[tuple[float, int | None]] = []
    for at, marks in series:
        best = max(marks)
        top = [i for i, m in enumerate(marks) if m == best]
        leaders.append((at, top[0] if len(top) == 1 and any(m != best for m in marks) else None))
    settled = 1.0
    for at, leader in reversed(leaders):
        if leader is None or leader not in winners:
            break
        settled = at
    changes, last = 0, None
    for _, leader in leaders:
        if leader is not None:
            changes += last is not None and leader != last
            last = leader
    half = [leader for at, leader in leaders if at <= 0.5][-1] if leaders else None
    half_marks = [marks for at, marks in series if at <= 0.5][-1] if series else ()
    comeback: bool | None = None
    if half is not None:
        comeback = all(half_marks[w] < max(half_marks) for w in winners)
    return {"settled": settled, "lead_changes": changes, "comeback": comeback}


# -- Choices: the words a seat could make ----------------------------------------------------------


def available_words(game: str, match_game: Any, state: Any) -> list[float]:
    """How many words of the game's word list each seat could make now: MY WORD! from the
    cards on the table (the same for every seat: the game's own spotter), Five Tiers from the
    seat's tiles not yet in its words, Word Storm from the seat's tiles (held and placed),
    wilds standing for any letter."""
    lexicon = match_game.lexicon
    if game == "myword":
        faces = [card.face for card in state.table]
        found = float(len(claimable_words(faces, lexicon, match_game.rules.min_cards)))
        return [found] * state.players
    if game == "fivetiers":
        # The tiles not yet in the seat's five words (all of its rack before it arranges).
        return [float(_spellable(lexicon, rack if arranged is None else arranged.unused))
                for rack, arranged in zip(state.racks, _arrangements(state), strict=True)]
    if game == "wordstorm":
        out = []
        for p in range(state.players):
            team = state.team_of(p)
            tiles = [*state.hands[team], *state.grids[team].tiles()]
            out.append(float(_spellable(lexicon, tiles)))
        return out
    raise InvalidInput(f"no word count for {game!r}")


def _arrangements(state: Any) -> list[Any]:
    return list(state.arrangements) or [None] * len(state.racks)


def _spellable(lexicon: Any, tiles: Sequence[str]) -> int:
    """Words of ``lexicon`` that ``tiles`` spell (each tile a letter; ``?`` any letter).

    A word's set of letters as bits rules most words out at once (a letter the tiles lack
    needs a wild); only the rest are counted letter by letter."""
    import numpy as np

    matrix, masks, alphabet = _letter_matrix(lexicon)
    have = np.zeros(len(alphabet), dtype=np.int16)
    wilds = 0
    for tile in tiles:
        for ch in tile.lower():
            if ch == "?":
                wilds += 1
            elif ch in alphabet:
                have[alphabet[ch]] += 1
    held = sum(1 << i for i in range(len(alphabet)) if have[i])
    lacking = np.bitwise_count(masks & ~np.int64(held))
    candidates = matrix[lacking <= wilds]
    short = np.clip(candidates - have, 0, None).sum(axis=1)
    return int((short <= wilds).sum())


_MATRICES: dict[int, tuple[Any, Any, Any, dict[str, int]]] = {}


def _letter_matrix(lexicon: Any) -> tuple[Any, Any, dict[str, int]]:
    """Each word's letter counts (one row a word) and its set of letters as bits, kept per word
    list (for counting what a rack spells at once)."""
    import numpy as np

    kept = _MATRICES.get(id(lexicon))
    if kept is not None and kept[0] is lexicon:
        return kept[1], kept[2], kept[3]
    words = np.array([w.lower() for w in lexicon], dtype=str)
    letters = sorted(set("".join(words.tolist())))
    alphabet = {ch: i for i, ch in enumerate(letters)}
    matrix = np.stack([np.char.count(words, ch) for ch in letters], axis=1).astype(np.int16)
    masks = ((matrix > 0) * (np.int64(1) << np.arange(len(letters), dtype=np.int64))).sum(
        axis=1)
    if len(_MATRICES) > 8:
        _MATRICES.clear()
    _MATRICES[id(lexicon)] = (lexicon, matrix, masks, alphabet)
    return matrix, masks, alphabet


# -- Running many tables --------------------------------------------------------------------------


def run_tables(game: str, plan: Sequence[Seating], rules: Mapping[str, Any] | None = None,
               choices: bool = False, workers: int | None = 1,
               executor: Executor | None = None) -> Any:
    """Play ``plan`` in chunks on ``workers`` local processes (1: this process) or an
    ``executor`` (a Dask cluster's ``Client.get_executor()``); the records as a pandas frame,
    in the plan's order whatever ran them."""
    import pandas as pd

    if game not in GAMES:
        raise InvalidInput(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    rules = dict(rules or {})
    if executor is None and (workers or 1) <= 1:
        rows = play_tables(game, plan, rules, choices)
    else:
        rows = [row for part in _chunks(game, plan, rules, choices, workers, executor)
                for row in part]
    frame = pd.DataFrame(rows)
    frame.attrs["params"] = {"game": game, "rules": {k: str(v) for k, v in rules.items()},
                             "tables": len(plan)}
    return frame


def _chunks(game: str, plan: Sequence[Seating], rules: Mapping[str, Any], choices: bool,
            workers: int | None, executor: Executor | None) -> Iterator[list[Record]]:
    count = workers or os.cpu_count() or 1
    size = max(1, math.ceil(len(plan) / (count * 4)))
    parts = [list(plan[i:i + size]) for i in range(0, len(plan), size)]
    if executor is not None:
        yield from executor.map(play_tables, [game] * len(parts), parts, [rules] * len(parts),
                                [choices] * len(parts))
        return
    with ProcessPoolExecutor(count) as pool:
        yield from pool.map(play_tables, [game] * len(parts), parts, [rules] * len(parts),
                            [choices] * len(parts))
