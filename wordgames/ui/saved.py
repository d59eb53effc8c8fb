"""Save a game in progress to a JSON file and pick it up again.

A saved game holds the set-up (name, bots, rules, dictionary, seed), the rounds played and the
round in play, the last two through the saving codec (``wordgames.saving``), and what the
screen shows that the round's state does not hold (``kept``: the game log, Word Storm's wild
letters; see ``Session.kept``). Loading checks all of it and raises ``InvalidInput`` naming
what is wrong.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from wordgames import saving
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.lexicon import Lexicon
from wordgames.protocol import RoundResult
from wordgames.ui.options import BotChoice, Setup
from wordgames.ui.session import Session
from wordgames.ui.tables import table_for

FORMAT = "wordgames.ui.game/1"


class Saved(NamedTuple):
    """A saved game, loaded: the set-up, the rounds played (their scores), the hints, the round
    in play (or None) and what the screen kept (``Session.check_kept``'s answer)."""

    setup: Setup
    rounds: list[RoundResult]
    hints: list[int]
    state: Any
    kept: Mapping[str, Any] = MappingProxyType({})


def session_to_dict(session: Session) -> dict[str, Any]:
    setup = session.setup
    lexicon = setup.lexicon
    state = session.state if session.running else None
    return {
        "format": FORMAT,
        "game": setup.game,
        "name": setup.name,
        "bots": [{"preset": b.preset, "level": b.level, "speed": b.speed} for b in setup.bots],
        "rules": _coded(setup.rules),
        "dictionary": ({"words": sorted(lexicon), "name": lexicon.name} if setup.word_list
                       else {"level": setup.level or _level(lexicon)}),
        "seed": setup.seed,
        "speed": setup.speed,
        "deal": setup.deal,
        "rounds": [_coded(r) for r in session.rounds],
        "hints": list(session.hints[: len(session.rounds) + (state is not None)]),
        "state": None if state is None else _coded(state),
        "kept": session.kept() if state is not None else {},
    }


def _coded(value: Any) -> Any:
    """A value in the saving codec's JSON form (embedded in the saved game)."""
    return json.loads(saving.to_json(value))


def _decoded(data: Any, expected: type | None, what: str) -> Any:
    try:
        return saving.from_json(json.dumps(data), expected=expected)
    except InvalidInput as err:
        raise InvalidInput(f"{what}: {err}") from None


def _level(lexicon: Lexicon) -> int:
    for level in (10, 20, 35, 40, 50, 55, 60, 70, 80):
        if lexicon.name.endswith(f" {level}") or lexicon.name.endswith(f" {level})"):
            return level
    return max((lexicon.level(w) or 80 for w in lexicon), default=70)


def save_session(session: Session, folder: str | Path = ".") -> Path:
    """Write the game to ``folder/<game>-<time>.json``; returns the path."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{session.setup.game}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps(session_to_dict(session), indent=1), encoding="utf-8")
    return path


def load_session(path: str | Path) -> Saved:
    """The saved game in the file ``path``."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InvalidInput(f"saved game {str(path)!r} not found") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise InvalidInput(f"{path}: not a saved game ({err})") from None
    return session_from_dict(data, source=str(path))


def session_from_dict(data: Any, source: str = "saved game") -> Saved:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise InvalidInput(f"{source}: not a saved game (format {FORMAT!r} expected)")
    try:
        table = table_for(data["game"])
        rules_cls = table.load("rules")
        rules = _decoded(data["rules"], rules_cls, "rules")
        bots = tuple(BotChoice(str(b["preset"]), int(b["level"]), float(b["speed"]))
                     for b in data["bots"])
        for bot in bots:
            bot.skill()
        dictionary = data["dictionary"]
        word_list = "words" in dictionary
        lexicon = (Lexicon.from_words(dictionary["words"], name=str(dictionary.get("name")))
                   if word_list else Lexicon.default(int(dictionary["level"]),
                                                     contractions=table.contractions))
        seed = int(data["seed"])
        speed = float(data["speed"])
        if not math.isfinite(speed) or speed <= 0:
            raise InvalidInput(f"speed must be a positive number, not {speed}")
        players = 1 + len(bots)
        low, high = table.players
        if not low <= players <= high:
            raise InvalidInput(f"{table.display_name} takes {low} to {high} players")
        rounds = [_decoded(r, RoundResult, f"round {n}")
                  for n, r in enumerate(data["rounds"], start=1)]
        if any(len(r.scores) != players for r in rounds):
            raise InvalidInput("a round's scores do not match the players")
        hints = [int(h) for h in data["hints"]]
        state, kept = None, {}
        if data["state"] is not None:
            module = __import__(f"wordgames.{table.name}", fromlist=["State"])
            state = _decoded(data["state"], module.State, "the round in play")
            if state.players != players:
                raise InvalidInput("the round in play has a different number of players")
            kept = table.load("session").check_kept(data.get("kept", {}), state)
        deal = data.get("deal", "auto")  # games saved before hand dealing: automatic
        if deal not in ("auto", "hand"):
            raise InvalidInput(f"deal must be 'auto' or 'hand', not {deal!r}")
        setup = Setup(table.name, str(data["name"]), bots, rules, lexicon, seed, speed,
                      word_list, None if word_list else int(dictionary["level"]), deal)
    except KeyError as err:
        raise InvalidInput(f"{source}: missing {err}") from None
    except WordgamesError as err:
        raise InvalidInput(f"{source}: {err}") from None
    except (TypeError, ValueError, OverflowError) as err:
        raise InvalidInput(f"{source}: {err}") from None
    return Saved(setup, rounds, hints, state, kept)


__all__ = ["FORMAT", "Saved", "load_session", "save_session", "session_from_dict",
           "session_to_dict"]
