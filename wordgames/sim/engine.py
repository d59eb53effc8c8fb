"""Batch simulation: many seeded rounds of a game, in parallel, as tidy pandas frames.

Each game is played from its own seed, derived from the master seed and the game's index
(:func:`wordgames.kit.seeding.derive_seed`), so the frame is the same whatever runs it: one process,
several, or a Dask cluster's executor. Workers send back plain records, never game states, so
memory stays flat however long the run.
"""

from __future__ import annotations

import contextlib
import gc
import os
import signal
import threading
import time
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from wordgames import __version__
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit import validate
from wordgames.kit.agents import Skill
from wordgames.kit.protocol import GAMES, check_players
from wordgames.kit.seeding import derive_seed
from wordgames.sim.games import play, rules_check
from wordgames.sim.runbar import close_bar, open_bar

Record = dict[str, Any]
#: What a game adapter returns for one game: one record per player, and one for the game.
GameRecords = tuple[list[Record], Record]
Adapter = Callable[["Lineup", int], GameRecords]


@dataclass(frozen=True)
class Simulated:
    """How the simulator plays a game: ``play(setup, seed)`` one seeded match, for ``players``
    (the fewest and most), with ``check_rules(rules)`` refusing unknown rule options."""

    play: Adapter
    players: tuple[int, int]
    check_rules: Callable[[Mapping[str, Any]], None]
    title: str


#: Stand-ins the simulator plays besides the games of ``GAMES`` (a test's dice game, fast to
#: run): every real game is read from ``GAMES`` (:func:`simulated`), never registered here.
STAND_INS: dict[str, Simulated] = {}

#: ``simulate``'s ``attrs["interrupted"]`` when its ``stop`` event ended the run.
STOPPED = "stopped by the caller"
#: The most worker processes a run starts for each core: more only wait their turn.
MAX_WORKERS_PER_CORE = 8


class Stopped(WordgamesError):
    """A run that its caller stopped (its ``stop`` event was set) before it was over: after
    ``finished`` of its ``total`` games. Not a result: a comparison of two sets needs every
    game of both.

    >>> str(Stopped(3, 80))
    'stopped after 3 of 80 games'
    """

    def __init__(self, finished: int, total: int) -> None:
        self.finished, self.total = finished, total
        super().__init__(f"stopped after {finished:,} of {total:,} games")


class _StopAsked(Exception):
    """Raised inside the run's loop when its stop event is seen (it ends the workers)."""


def register_stand_in(
    name: str,
    adapter: Adapter,
    players: tuple[int, int],
    check_rules: Callable[[Mapping[str, Any]], None] = lambda rules: None,
) -> None:
    """Let the simulator play ``name``, a stand-in that is not one of ``GAMES``:
    ``adapter(setup, seed)`` plays one game."""
    STAND_INS[name] = Simulated(adapter, players, check_rules, name)


def known_games() -> list[str]:
    """The games the simulator plays: every game of ``GAMES``, and the stand-ins."""
    return sorted({*GAMES, *STAND_INS})


def simulated(name: object) -> Simulated:
    """How the simulator plays the game called ``name`` (one of :func:`known_games`)."""
    if isinstance(name, str) and name in STAND_INS:
        return STAND_INS[name]
    if not isinstance(name, str) or name not in GAMES:
        raise InvalidInput(f"unknown game {validate.shown(name)}; choose one of "
                           f"{', '.join(known_games())}")
    info = GAMES[name]
    return Simulated(play, info.players, rules_check(info), info.display_name)


@dataclass(frozen=True)
class Lineup:
    """Who plays what: the game, the number of players, each seat's skill, the rule options.

    ``rules`` maps rule option names to values (the game's ``Rules`` fields); ``variant`` is a
    label for the frame (defaults to the rule options written out).
    """

    game: str
    players: int = 4
    skills: tuple[Skill, ...] = ()
    rules: Mapping[str, Any] = field(default_factory=dict)
    variant: str = ""

    @classmethod
    def build(
        cls,
        game: str,
        players: int = 4,
        skills: Skill | str | Sequence[Skill | str] = "adult",
        rules: Mapping[str, Any] | None = None,
        variant: str | None = None,
    ) -> Lineup:
        """Check every parameter and fill in defaults; bad values raise ``InvalidInput``."""
        how = simulated(game)
        check_players(how.title, how.players, players)
        if rules is not None and not isinstance(rules, Mapping):
            raise InvalidInput(f"rules map option names to values, not {validate.shown(rules)}")
        if variant is not None:
            validate.text(variant, "variant", longest=200)
        rules = dict(rules or {})
        how.check_rules(rules)
        if isinstance(skills, Skill | str):
            skills = [skills] * players
        seat_skills = tuple(Skill.of(s) for s in validate.items(skills, "skills",
                                                                  lambda s, _: s))
        if len(seat_skills) != players:
            raise InvalidInput(f"skills: {len(seat_skills)} given for {players} players")
        if variant is None:
            variant = ", ".join(f"{k}={v}" for k, v in sorted(rules.items())) or "rulebook"
        return cls(game, players, seat_skills, rules, variant)


def simulate(
    game: str | Lineup,
    n: int,
    players: int = 4,
    rules: Mapping[str, Any] | None = None,
    skills: Skill | str | Sequence[Skill | str] = "adult",
    seed: int = 0,
    workers: int | None = None,
    executor: Executor | None = None,
    progress: bool | Callable[[int], None] = True,
    variant: str | None = None,
    stop: threading.Event | None = None,
) -> pd.DataFrame:
    """Simulate ``n`` games with bots and return one row per player per game.

    - ``game``: ``"wordstorm"``, ``"myword"`` or ``"fivetiers"`` (or a :class:`Lineup`).
    - ``players``, ``skills`` (a preset name, a ``Skill``, or one per seat), ``rules`` (rule
      option names of the game's ``Rules`` and their values), ``variant`` (a label).
    - ``seed``: the master seed; game ``i`` is played from ``derive_seed(seed, i)``.
    - ``workers``: local processes (default: the machine's cores; 1 runs in this process).
    - ``executor``: any ``concurrent.futures.Executor`` instead, such as a Dask cluster's
      ``distributed.Client(...).get_executor()``.
    - ``progress``: a tqdm bar with games per second; or a function, called with the number
      of games each time some finish (a screen's own progress bar: a tqdm bar drawn from
      another thread has no cell to draw in).
    - ``stop``: an event another thread may set to end the run early (a screen's Stop
      button): in this process the run ends before its next game; with its own worker
      processes at once (they are ended, the games in play lost); with an ``executor``, the
      chunks not yet started are cancelled.

    Columns always present: ``game``, ``variant``, ``seed`` (master), ``game_index``,
    ``game_seed``, ``player`` (seat), ``skill_level``, ``skill_speed``, ``skill_error_rate``,
    ``score``, ``won``; then the game's own columns (score components, rounds, seconds, counts
    of draws, deals, exchanges, calls): see the adapters in :mod:`wordgames.sim.games`.
    Each game's own columns (round seconds, deals, exchanges...) repeat on its players' rows;
    :func:`per_game` gives one row per game. ``frame.attrs["params"]`` holds the parameters and
    the package version, ``frame.attrs["finished"]`` the number of games finished. If the run
    is interrupted (Ctrl-C, a worker crash), the finished games are returned,
    ``frame.attrs["interrupted"]`` says why, and a warning says so; when ``stop`` ended it,
    the same with :data:`STOPPED` and no warning (the caller asked for it).
    """
    lineup = (game if isinstance(game, Lineup)
              else Lineup.build(game, players, skills, rules, variant))
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise InvalidInput(f"n must be a whole number >= 0, not {validate.shown(n)}")
    if n > validate.MAX_GAMES:
        raise InvalidInput(f"n must be at most {validate.MAX_GAMES:,} games (a day's work of "
                           f"a machine), not {validate.shown(n)}")
    # A seed is recorded with the results and derives every game's: it must be a number.
    validate.seed(seed)
    if workers is not None and (not isinstance(workers, int) or isinstance(workers, bool)
                                or workers < 1):
        raise InvalidInput(f"workers must be a whole number >= 1, not {workers!r}")
    cores = os.cpu_count() or 1
    if workers is not None and workers > MAX_WORKERS_PER_CORE * cores:
        # Each worker is a process: a million of them would bring the machine down.
        raise InvalidInput(f"workers must be at most {MAX_WORKERS_PER_CORE * cores} (this "
                           f"machine has {cores} cores), not {workers}")
    if not isinstance(progress, bool) and not callable(progress):
        raise InvalidInput(f"progress must be True, False or a function of the games done, not "
                           f"{progress!r}"[:200])
    player_rows: list[Record] = []
    game_rows: list[Record] = []
    interrupted = ""
    bar = _progress_bar(n, lineup, progress)
    try:
        for chunk in _run_chunks(lineup, n, seed, workers, executor, stop):
            for players_part, game_part in chunk:
                player_rows.extend(players_part)
                game_rows.append(game_part)
            if bar is not None:
                bar.update(len(chunk))
    except _StopAsked:
        interrupted = STOPPED
    except KeyboardInterrupt:
        interrupted = "interrupted by the user (Ctrl-C)"
    except BrokenProcessPool as err:
        interrupted = f"a worker process crashed ({err})"
    finally:
        if bar is not None:
            close_bar(bar)
    if interrupted and interrupted != STOPPED:
        warnings.warn(
            f"simulation {interrupted}: returning the {len(game_rows)} of {n} games that finished",
            RuntimeWarning,
            stacklevel=2,
        )
    return _frames(lineup, seed, n, player_rows, game_rows, interrupted)


def _frames(
    lineup: Lineup,
    seed: int,
    n: int,
    player_rows: list[Record],
    game_rows: list[Record],
    interrupted: str,
) -> pd.DataFrame:

    by_game = {row["game_index"]: row for row in game_rows}
    game_columns = list(dict.fromkeys(k for row in game_rows for k in row))
    rows = []
    for row in sorted(player_rows, key=lambda r: (r["game_index"], r.get("round", 0), r["player"])):
        shared = by_game[row["game_index"]]
        rows.append({**row, **{k: v for k, v in shared.items() if k not in row}})
    frame = pd.DataFrame(rows)
    frame.attrs["game_columns"] = game_columns
    frame.attrs["params"] = {
        "game": lineup.game,
        "n": n,
        "players": lineup.players,
        "rules": dict(lineup.rules),
        "skills": [_skill_dict(s) for s in lineup.skills],
        "seed": seed,
        "variant": lineup.variant,
        "wordgames_version": __version__,
    }
    frame.attrs["interrupted"] = interrupted
    frame.attrs["finished"] = len(game_rows)  # games finished, of params["n"]
    return frame


def _game_keys(frame: pd.DataFrame) -> list[str]:
    # A sweep numbers its games afresh at each grid point: the point is part of a game's key.
    return [k for k in ("sweep_point", "game_index") if k in frame.columns]


def per_round(frame: pd.DataFrame) -> pd.DataFrame:
    """One row per round of a simulated frame (its first player's row: the round's columns)."""
    keys = _game_keys(frame) + (["round"] if "round" in frame.columns else [])
    return frame.drop_duplicates(keys).reset_index(drop=True)


def per_game(frame: pd.DataFrame) -> pd.DataFrame:
    """One row per game of a simulated frame: the game's own columns (length, deals, winner...).

    The player frame repeats each game's columns on its players' rows, so that any figure can be
    grouped by them; this takes them back out, one row per game.
    """
    columns = frame.attrs.get("game_columns") or [
        c for c in frame.columns if c not in ("player", "score", "won")
    ]
    present = [c for c in columns if c in frame.columns]
    return frame.drop_duplicates(_game_keys(frame))[present].reset_index(drop=True)


def _skill_dict(skill: Skill) -> dict[str, float]:
    return {
        "level": skill.level,
        "speed": skill.speed,
        "error_rate": skill.error_rate,
        "spread": skill.spread,
    }


def play_range(lineup: Lineup, seed: int, start: int, stop: int) -> list[GameRecords]:
    """Play games ``start .. stop-1`` of a run (what each worker does), with the common columns."""
    adapter = simulated(lineup.game).play
    out = []
    for index in range(start, stop):
        one_seed = derive_seed(seed, index)
        players_part, game_part = adapter(lineup, one_seed)
        if _settle_pending:
            tune_gc(settle=True)  # a worker's first game has loaded what it keeps
        common = {
            "game": lineup.game,
            "variant": lineup.variant,
            "seed": seed,
            "game_index": index,
            "game_seed": one_seed,
        }
        rows = []
        for row in players_part:
            skill = lineup.skills[row["player"]]
            rows.append(
                {
                    **common,
                    "player": row["player"],
                    "skill_level": skill.level,
                    "skill_speed": skill.speed,
                    "skill_error_rate": skill.error_rate,
                    **{k: v for k, v in row.items() if k != "player"},
                }
            )
        out.append((rows, {**common, "players": lineup.players, **game_part}))
    return out


def _run_chunks(
    lineup: Lineup, n: int, seed: int, workers: int | None, executor: Executor | None,
    stop: threading.Event | None = None,
) -> Iterator[list[GameRecords]]:
    def check() -> None:
        if stop is not None and stop.is_set():
            raise _StopAsked

    if executor is None and (workers == 1 or n <= 1):
        with young_gc_threshold(WORKER_GC_THRESHOLD):
            for start in range(n):
                check()
                yield play_range(lineup, seed, start, start + 1)
        return
    own_pool = executor is None
    workers = workers or os.cpu_count() or 1
    # Own workers ignore Ctrl-C: the terminal sends it to them too, and this process stops
    # them itself (each would print a traceback of its own otherwise).
    pool: Executor = executor if executor is not None else ProcessPoolExecutor(
        workers, initializer=_start_worker)
    # Several chunks per worker balance uneven games; chunks of a few games amortise the
    # round trip, which matters on a cluster.
    size = max(1, min(50, n // (workers * 8) or 1))
    futures: list[Future[list[GameRecords]]] = []
    try:
        # Submitting is inside: a Ctrl-C while the work is handed out stops the workers too
        # (else the pool's exit would wait for every game already queued).
        for start in range(0, n, size):
            futures.append(pool.submit(play_range, lineup, seed, start, min(n, start + size)))
        pending = set(futures)
        while pending:
            # Without a stop event, wait for the next chunk; with one, look at it 10 times a
            # second meanwhile (the games are the same either way: each has its own seed).
            done, pending = wait(pending, timeout=None if stop is None else 0.1,
                                 return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
            if pending:
                check()
    except BaseException:
        # Ctrl-C, a stop or a crashed worker: stop at once rather than wait for running chunks.
        if own_pool:
            _stop_workers(pool)
        else:
            for future in futures:
                future.cancel()
        raise
    if own_pool:
        pool.shutdown(wait=True)


#: The young generation's threshold in a simulation worker (Python's default is 700).
WORKER_GC_THRESHOLD = 1_000_000
_settle_pending = False  # set in a worker until its first game has been played


@contextlib.contextmanager
def young_gc_threshold(objects: int) -> Iterator[None]:
    """For a run in this process: :func:`tune_gc`'s young-generation threshold while it lasts
    (nothing is frozen), then the caller's own thresholds back.

    >>> saved = gc.get_threshold()
    >>> with young_gc_threshold(WORKER_GC_THRESHOLD):
    ...     gc.get_threshold()[0]
    1000000
    >>> gc.get_threshold() == saved
    True
    """
    saved = gc.get_threshold()
    gc.set_threshold(objects, *saved[1:])
    try:
        yield
    finally:
        gc.set_threshold(*saved)


def tune_gc(settle: bool = False) -> None:
    """Make garbage collection cheap in a process that only simulates (this module's pool
    workers call it; so does ``benchmarks/bench_sim.py``'s worker): not for a notebook's own
    process, whose frozen objects would never be collected.

    A simulated Word Storm round spent a tenth of its time in the collector: a full collection
    walked every object alive, the word lists and the solver's indexes among them (14-28 ms
    each, several per 40 rounds). At the start (``settle=False``) the young generation is
    collected once :data:`WORKER_GC_THRESHOLD` more objects are alive rather than 700: what a
    worker keeps is its caches, which a collection only walks (300 Word Storm rounds left 25
    objects a round in reference cycles, and kept 480,000 alive: the same memory either way,
    and a tenth of the time at 50,000); once the first game has loaded the word lists, the
    bots' vocabularies and their indexes (``settle=True``), garbage is collected and what is
    left is frozen (``gc.freeze``): the collector no longer walks it. Neither changes what a
    game does.

    >>> saved = gc.get_threshold()
    >>> tune_gc()
    >>> gc.get_threshold()[0]
    1000000
    >>> gc.set_threshold(*saved)
    """
    global _settle_pending
    if settle:
        _settle_pending = False
        gc.collect()
        gc.freeze()
    else:
        gc.set_threshold(WORKER_GC_THRESHOLD, *gc.get_threshold()[1:])


def _start_worker() -> None:
    global _settle_pending
    _ignore_interrupts()
    tune_gc()
    _settle_pending = True


def _ignore_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop_workers(pool: Executor) -> None:
    """Shut the pool down without waiting: the running workers are ended, not waited for (a
    chunk may take minutes, and its games are lost either way). Nothing is cancelled first:
    the pool fails its pending work itself once its workers are gone (Python 3.11's pool
    raises in its own thread if it finds some of that work already cancelled). Each ended
    worker is waited for (a few milliseconds): none is left running, or unreaped, once this
    returns."""
    processes = dict(getattr(pool, "_processes", None) or {})
    pool.shutdown(wait=False)
    for process in processes.values():
        if process.is_alive():
            process.terminate()
    for process in processes.values():
        if not _ended(process, 5.0):  # still running after SIGTERM: SIGKILL cannot be ignored
            process.kill()
            _ended(process, 5.0)


def _ended(process: Any, seconds: float) -> bool:
    """Wait up to ``seconds`` for an ended process to be gone and reaped. ``join`` alone is not
    enough: it returns once the process's pipe closes, which comes a moment before the process
    has exited, and then it still counts as alive (one stop in two under test left one so)."""
    deadline = time.monotonic() + seconds
    process.join(timeout=seconds)
    while process.is_alive():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.002)
    return True


class _Called:
    """A progress bar that calls ``done(games)``: what ``simulate(progress=done)`` updates."""

    def __init__(self, done: Callable[[int], None]) -> None:
        self.update = done

    def close(self) -> None:
        pass


def _progress_bar(n: int, lineup: Lineup, enabled: bool | Callable[[int], None]) -> Any:
    if callable(enabled):
        return _Called(enabled)
    if not enabled or n == 0:
        return None
    return open_bar(n, f"{lineup.game} ({lineup.variant})", "game", smoothing=0.1)
