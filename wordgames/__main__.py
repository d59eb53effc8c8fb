"""The command line: ``python -m wordgames --help``.

>>> main(["lookup", "cats", "nasa"])
cats: a word (SCOWL level 20)
nasa: not a word at level 70
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from wordgames import __version__
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.lexicon import LEVELS, Lexicon
from wordgames.tiles import Bag, TileSet


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m wordgames",
        description="Word Storm, MY WORD! and Five Tiers: a library, notebooks and tools.",
    )
    parser.add_argument("--version", action="version", version=f"wordgames {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    lookup = commands.add_parser("lookup", help="say whether words are in the dictionary")
    lookup.add_argument("words", nargs="+", metavar="WORD")
    lookup.add_argument("--level", type=int, default=70, choices=LEVELS)

    spell = commands.add_parser("spell", help="list the words some tiles can spell")
    spell.add_argument("tiles", nargs="+", metavar="TILE", help="e.g. C A T ? QU ??")
    spell.add_argument("--level", type=int, default=70, choices=LEVELS)
    spell.add_argument("--min-len", type=int, default=3)

    draw = commands.add_parser("draw", help="draw tiles from a game's bag")
    draw.add_argument("game", choices=["wordstorm", "myword", "fivetiers"])
    draw.add_argument("n", type=int)
    draw.add_argument("--seed", type=int, default=None)
    simulate = commands.add_parser(
        "simulate", help="simulate games with bots and save the records (needs pandas)"
    )
    simulate.add_argument("game", help="wordstorm, myword or fivetiers")
    simulate.add_argument("--n", type=int, default=100, help="how many games (default 100)")
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--players", type=int, default=4)
    simulate.add_argument("--skill", default="adult",
                          help="beginner, student, adult or expert (default adult)")
    simulate.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                          help="a rule option, e.g. --rule min_cards=4 (repeatable)")
    simulate.add_argument("--workers", type=int, default=None)
    simulate.add_argument("--out", required=True, metavar="FILE",
                          help="where to save: a .csv or .parquet file (a bare name goes "
                               "under data/results/, ./NAME in the current folder)")
    app = commands.add_parser("app", help="serve the games as web pages with no code (Voila)")
    app.add_argument("--port", type=int, default=8866)
    app.add_argument("--ip", default="127.0.0.1",
                     help="127.0.0.1 (default): this machine only; 0.0.0.0: every machine "
                          "on the network")
    app.add_argument("--classroom", default=None, metavar="FOLDER",
                     help="the classroom folder whose exercises get pages and where plays are "
                          "recorded (default: $WORDGAMES_CLASSROOM or ~/wordgames-classroom)")
    return parser


def _rule(text: str) -> tuple[str, object]:
    """``name=value`` with the value read as JSON when it can be (numbers, true, false)."""
    import json

    name, sep, value = text.partition("=")
    if not sep or not name:
        raise InvalidInput(f"--rule {text!r}: write NAME=VALUE, e.g. min_cards=4")
    try:
        return name.strip(), json.loads(value)
    except json.JSONDecodeError:
        return name.strip(), value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "lookup":
            lex = Lexicon.default(args.level)
            for word in args.words:
                level = lex.level(word)
                if word in lex:
                    print(f"{word}: a word (SCOWL level {level})")
                else:
                    print(f"{word}: not a word at level {args.level}")
        elif args.command == "spell":
            found = Lexicon.default(args.level).words_from(args.tiles, min_len=args.min_len)
            for word in sorted(found, key=lambda w: (-len(w), w)):
                print(word)
        elif args.command == "simulate":
            return _simulate(args)
        elif args.command == "app":
            from wordgames.ui.webapp import serve

            return serve(port=args.port, ip=args.ip, classroom=args.classroom)
        elif args.command == "draw":
            print(" ".join(Bag(TileSet.load(args.game), seed=args.seed).draw(args.n)))
        else:
            parser.print_help()
    except WordgamesError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted (Ctrl-C)", file=sys.stderr)
        return INTERRUPTED
    return 0


#: The exit status of a run stopped by Ctrl-C (128 + SIGINT, as shells report it).
INTERRUPTED = 130


def _simulate(args: argparse.Namespace) -> int:
    """The ``simulate`` command: the output file is checked before the first game, and an
    interrupted run saves what finished and says how much that is."""
    import warnings

    from wordgames.sim import save_results, simulate
    from wordgames.sim.results import writable_results_path

    path = writable_results_path(args.out)
    rules = dict(_rule(r) for r in args.rule)
    with warnings.catch_warnings():
        # The run's own warning says what the lines below say, with a traceback-like location.
        warnings.simplefilter("ignore", RuntimeWarning)
        frame = simulate(args.game, args.n, players=args.players, skills=args.skill,
                         rules=rules, seed=args.seed, workers=args.workers)
    finished = frame.attrs.get("finished", args.n)
    stopped = frame.attrs.get("interrupted", "")
    if stopped and not finished:
        print(f"{stopped}: 0 of {args.n:,} games finished; nothing saved", file=sys.stderr)
        return INTERRUPTED if "Ctrl-C" in stopped else 1
    path = save_results(frame, path)
    print(f"saved {len(frame):,} rows ({finished:,} games) to {path}")
    if stopped:
        print(f"{stopped}: {finished:,} of {args.n:,} games finished (saved)", file=sys.stderr)
        return INTERRUPTED if "Ctrl-C" in stopped else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
