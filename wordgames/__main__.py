"""The command line: ``python -m wordgames --help``.

>>> main(["lookup", "cats", "nasa"])
cats: a word (SCOWL level 20)
nasa: not a word at level 70
0
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import sys
import warnings
from collections.abc import Callable, Sequence

from wordgames import __version__
from wordgames.errors import InvalidInput, WordgamesError
from wordgames.kit.protocol import GAMES
from wordgames.kit.tiles import MAX_TILES, Bag, TileSet
from wordgames.kit.validate import MAX_GAMES, MAX_SEED_DIGITS, shown
from wordgames.lexicon import LEVELS, MAX_WORD_LENGTH, Lexicon


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m wordgames",
        description="Word Storm, MY WORD! and Five Tiers: a library, notebooks and tools.",
    )
    parser.add_argument("--version", action="version", version=f"wordgames {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    lookup = commands.add_parser("lookup", help="say whether words are in the dictionary")
    lookup.add_argument("words", nargs="+", metavar="WORD", type=_word)
    lookup.add_argument("--level", type=int, default=70, choices=LEVELS)

    spell = commands.add_parser("spell", help="list the words some tiles can spell")
    spell.add_argument("tiles", nargs="+", metavar="TILE", help="e.g. C A T ? QU ??")
    spell.add_argument("--level", type=int, default=70, choices=LEVELS)
    spell.add_argument("--min-len", type=_whole(1, MAX_WORD_LENGTH), default=3)

    draw = commands.add_parser("draw", help="draw tiles from a game's bag")
    draw.add_argument("game", choices=sorted(GAMES))
    draw.add_argument("n", type=_whole(0, MAX_TILES))
    draw.add_argument("--seed", type=_whole(digits=MAX_SEED_DIGITS), default=None)
    simulate = commands.add_parser(
        "simulate", help="simulate games with bots and save the records (needs pandas)"
    )
    simulate.add_argument("game", help=", ".join(sorted(GAMES)))
    simulate.add_argument("--n", type=_whole(0, MAX_GAMES), default=100,
                          help=f"how many games (default 100, at most {MAX_GAMES:,})")
    simulate.add_argument("--seed", type=_whole(digits=MAX_SEED_DIGITS), default=0)
    simulate.add_argument("--players", type=int, default=4)
    simulate.add_argument("--skill", default="adult",
                          help="beginner, student, adult or expert (default adult)")
    simulate.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                          help="a rule option, e.g. --rule min_cards=4 (repeatable)")
    simulate.add_argument("--workers", type=int, default=None)
    simulate.add_argument("--out", required=True, metavar="FILE",
                          help="where to save: a .csv or .parquet file (a bare name goes "
                               "under data/results/, ./NAME in the current folder)")
    report = commands.add_parser(
        "report", help="a game's balance report as one HTML page (needs pandas, matplotlib)")
    report.add_argument("game", nargs="+", choices=sorted(GAMES), metavar="GAME",
                        help=", ".join(sorted(GAMES)))
    report.add_argument("--out", required=True, metavar="FILE.html")
    report.add_argument("--quick", action="store_true",
                        help="the tests' small samples (a minute), not the full run")
    report.add_argument("--workers", type=_whole(1, 64), default=None,
                        help="local worker processes (default: the machine's cores)")
    app = commands.add_parser(
        "app", help="the classroom server: every table in one process, plain web pages",
        description="The classroom server. It prints the lobby's address (students open it), "
                    "the teacher's page and the classroom folder, where the exercises "
                    "saved in notebook 20 are found and every play is recorded.")
    app.add_argument("--port", type=_whole(1, 65535), default=8866,
                     help="the lobby's port (default 8866; a taken port: the next free one)")
    app.add_argument("--ip", default="127.0.0.1", type=_address,
                     help="127.0.0.1 (default): this machine only; 0.0.0.0: every machine "
                          "on the network")
    app.add_argument("--classroom", default=None, metavar="FOLDER",
                     help="the classroom folder where tables are saved and plays recorded "
                          "(default: the notebooks' own, $WORDGAMES_CLASSROOM or "
                          "~/wordgames-classroom)")
    app.add_argument("--speed", type=_pace, default=1.0,
                     help="the tables' clock pace: 1 (default) is real time; a test or a "
                          "demonstration plays faster")
    return parser


def _whole(least: int | None = None, most: int | None = None,
           digits: int = MAX_SEED_DIGITS) -> Callable[[str], int]:
    """An argparse type: a whole number in a range (of at most ``digits`` digits), else a
    message saying the range; what was typed is shown cut short.

    >>> _whole(1, 64)("-3")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: must be a whole number from 1 to 64, not '-3'
    >>> _whole(digits=100)("9" * 5000)
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: must be a whole number of at most 100 digits, not '999...
    (5,000 characters)
    """
    span = (f" from {least} to {most}" if least is not None and most is not None
            else f" >= {least}" if least is not None else "")
    if least is None and most is None:
        span = f" of at most {digits} digits"

    def whole(text: str) -> int:
        value = None
        # Python reads at most 4,300 digits (a ValueError of its own words beyond): the text
        # is measured first.
        if len(text.strip().lstrip("+-")) <= digits:
            try:
                value = int(text)
            except ValueError:
                value = None
        if value is None or (least is not None and value < least) or (
                most is not None and value > most):
            raise argparse.ArgumentTypeError(f"must be a whole number{span}, not {shown(text)}")
        return value

    return whole


def _pace(text: str) -> float:
    """An argparse type: a clock pace from 0.1 to 100 (times real time).

    >>> _pace("4")
    4.0
    >>> _pace("0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a pace from 0.1 to 100 (1 is real time), not '0'
    """
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0.1 <= value <= 100:
        raise argparse.ArgumentTypeError(f"a pace from 0.1 to 100 (1 is real time), not {text!r}")
    return value


def _address(text: str) -> str:
    """An argparse type: an IP address to serve on (``127.0.0.1``, ``0.0.0.0``, ``::1``).

    >>> _address("localhost:8866")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: an IP address such as 127.0.0.1 or 0.0.0.0, not 'localhost:8866'
    """
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"an IP address such as 127.0.0.1 or 0.0.0.0, not {text!r}") from None


def _word(text: str) -> str:
    """An argparse type: a word to look up (text, at most as long as the longest word)."""
    if not text.strip() or len(text) > MAX_WORD_LENGTH:
        raise argparse.ArgumentTypeError(
            f"a word is 1 to {MAX_WORD_LENGTH} characters, not {len(text):,}")
    return text


def _rule(text: str) -> tuple[str, object]:
    """``name=value`` with the value read as JSON when it can be (numbers, true, false)."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise InvalidInput(f"--rule {text!r}: write NAME=VALUE, e.g. min_cards=4")
    try:
        return name.strip(), json.loads(value)
    except (ValueError, RecursionError):  # not JSON, a number of 4,300 digits, [[[[...
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
        elif args.command == "report":
            # pandas and matplotlib load only for the commands that need them.
            from wordgames.analysis.report import write_report

            path = write_report(args.game, args.out, quick=args.quick or None, workers=args.workers,
                                log=lambda text: print(text, file=sys.stderr))
            print(f"wrote {path}")
        elif args.command == "app":
            from wordgames.server import serve  # tornado, only to serve

            return serve(port=args.port, ip=args.ip, classroom=args.classroom,
                         speed=args.speed)
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
    # pandas, only for this command (``lookup``, ``spell`` and ``draw`` start quickly).
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
