"""The command line: ``python -m wordgames --help``.

>>> main(["lookup", "cats", "nasa"])
cats: a word (SCOWL level 10)
nasa: not a word at level 70
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from wordgames import __version__
from wordgames.errors import WordgamesError
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
    return parser


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
        elif args.command == "draw":
            print(" ".join(Bag(TileSet.load(args.game), seed=args.seed).draw(args.n)))
        else:
            parser.print_help()
    except WordgamesError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
