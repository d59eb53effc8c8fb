"""Five Tiers on a screen: a seat's view as JSON, and a seat's message as an action.

The view JSON holds what the rules let a player see: their own twenty tiles and how they are
placed, the clock, who has declared; never the bag nor another player's tiles.

>>> import random
>>> from wordgames.fivetiers import Game
>>> game = Game()
>>> view = game.view(game.new_round(2, random.Random(1)), 1)
>>> data = view_json(view)
>>> len(data["rack"]), data["phase"], data["declared"]
(20, 'play', [False, False])
>>> action_from_message(view, {"type": "arrange", "words": ["at", None, None, None, None]})
Arrange(player=1, words=('at', None, None, None, None), at=0.0)
"""

from __future__ import annotations

from typing import Any

from wordgames.errors import IllegalAction
from wordgames.fivetiers.game import Arrange, Declare, Exchange, View
from wordgames.fivetiers.solver import HAND_SIZE, TIERS, Arrangement
from wordgames.kit import messages
from wordgames.lexicon import Lexicon

#: The moves a Five Tiers seat may send.
MOVES = ("arrange", "declare", "exchange")


def view_json(view: View) -> dict[str, Any]:
    """``view`` as JSON values."""
    arrangement = view.arrangement
    return {
        "player": view.player,
        "players": view.players,
        "rack": list(view.rack),
        "phase": view.phase,
        "now": round(view.now, 2),
        "timer_started": round(view.timer_started, 2),
        "timer_ends": round(view.timer_ends, 2),
        "phase_started": round(view.phase_started, 2),
        "window_ends": None if view.window_ends is None else round(view.window_ends, 2),
        "flips": view.flips,
        "subject": view.subject,
        "tiers": list(TIERS),
        "arrangement": _placed(arrangement, view.lexicon),
        "shown": [_placed(a, view.lexicon) for a in view.shown],
        "declared": list(view.declared),
        "exchanged": view.exchanged,
        "rejection": view.rejection,
        "bag_size": view.bag_size,
        "spanish": view.rules.spanish,
    }


def _placed(arrangement: Arrangement | None, lexicon: Lexicon) -> dict[str, Any] | None:
    """A player's placed words as JSON: each tier's word, whether the dictionary knows it (the
    agreed dictionary is on the table for everyone to look in), its tiles; the tiles left."""
    if arrangement is None:
        return None
    return {"words": list(arrangement.words),
            "known": [None if w is None else w in lexicon for w in arrangement.words],
            "tiles": [None if s is None else list(s.tiles) for s in arrangement.spellings],
            "unused": list(arrangement.unused)}


def _words(value: object, name: str) -> tuple[str | None, ...]:
    entries = messages.items(value, name, len(TIERS))
    if len(entries) != len(TIERS):
        raise IllegalAction(f"{name}: one word for each of the {len(TIERS)} tiers "
                            f"({', '.join(map(str, TIERS))} tiles)")
    return tuple(None if w is None or (isinstance(w, str) and not w.strip())
                 else messages.text(w, f"{name}[{i}]").strip()
                 for i, w in enumerate(entries))


def action_from_message(view: View, message: dict[str, Any]) -> Any:
    """The action ``message`` asks for at ``view``'s seat, or ``InvalidInput`` /
    ``IllegalAction`` saying why not.

    - ``{"type": "arrange", "words": ["at", "cat", null, null, null]}``: place words on the
      rack's tiers (null for an empty tier);
    - ``{"type": "declare", "words": [... five words ...]}``: "I have all five";
    - ``{"type": "exchange", "tiles": ["Q", "Z"]}``: after the timer ran out, change tiles
      (an empty list passes).
    """
    kind = messages.move_kind(message, MOVES)
    if kind == "exchange":
        given = messages.fields(message, kind, required=("tiles",))
        tiles = messages.items(given["tiles"], "tiles", HAND_SIZE)
        return Exchange(player=view.player,
                        tiles=tuple(messages.text(t, f"tiles[{i}]", limit=3).upper()
                                    for i, t in enumerate(tiles)))
    given = messages.fields(message, kind, required=("words",))
    words = _words(given["words"], "words")
    if kind == "declare":
        return Declare(player=view.player, words=words)  # type: ignore[arg-type]
    return Arrange(player=view.player, words=words)


def message_of(action: Any) -> dict[str, Any]:
    """The message a screen would send for ``action`` (for scripted people and tests).

    >>> message_of(Exchange(player=0, tiles=("Q",)))
    {'type': 'exchange', 'tiles': ['Q']}
    """
    if isinstance(action, Declare):
        return {"type": "declare", "words": list(action.words)}
    if isinstance(action, Arrange):
        return {"type": "arrange", "words": list(action.words)}
    if isinstance(action, Exchange):
        return {"type": "exchange", "tiles": list(action.tiles)}
    raise IllegalAction(f"{type(action).__name__} is not a player's move")


__all__ = ["MOVES", "action_from_message", "message_of", "view_json"]
