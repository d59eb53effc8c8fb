"""Print the meaning lines a child sees in Easy rounds, for words not yet in the judged set.

Run from the repository root::

    python scripts/sample_meanings.py 15 21      # seeds 15-20 of each game
    python scripts/sample_meanings.py 201 262 --fresh  # and no word with a plain gloss of its own

How the held-out parts of ``tests/classroom/data/meanings_child.tsv`` were gathered (issue 34):
each game played at the Easy preset (a person and two bots of level 20, simulated clock), the
meanings panel following the bots' words too; the lines printed are judged by hand before any
gloss is written for them (seeds 1-8: 'play-held-out', 9-14: '-2', 15-20: '-3').
With ``--fresh`` the words ``data/definitions/plain.tsv`` glosses are left out too (an inflected
form of one stays: it tries the lemma's gloss), so that the sample holds no word a gloss was
written for: ``tests/classroom/data/meanings_fresh.tsv`` (seeds 21-49 'fresh-1', judged before
the fixes; 61-89 a pilot; 101-144 'fresh-2' and 201-261 'fresh-3', each judged after the fixes
before it); 301-380 'fresh-4', drawn after a sweep of the level-20 lemmas with no plain gloss and
leaving out only the words glossed before that sweep (plain.tsv at commit a0c0e8e), judged after it.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.classroom.seat_meanings import Meanings  # noqa: E402
from wordgames.play.table import Table  # noqa: E402

JUDGED = ROOT / "tests" / "classroom" / "data" / "meanings_child.tsv"
FRESH = ROOT / "tests" / "classroom" / "data" / "meanings_fresh.tsv"
GAMES = ("myword", "fivetiers", "wordstorm")


def sample(first: int, last: int) -> dict[str, str]:
    """Each word shown in the rounds of seeds ``first`` to ``last - 1``, with its line."""
    shown: dict[str, str] = {}
    for game in GAMES:
        for seed in range(first, last):
            table = Table(game, ["person", "easy", "easy"], seed=seed, clock="simulated",
                          preset="easy")
            meanings = Meanings(bots=True, seat=0)
            table.start()
            table.play_round()
            meanings.update(table)
            for line in meanings.lines:
                shown.setdefault(line.word, line.text)
    return shown


def main() -> None:
    first, last = (int(a) for a in sys.argv[1:3])
    judged = {line.split("\t")[0] for path in (JUDGED, FRESH) if path.exists()
              for line in path.read_text(encoding="utf-8").splitlines()
              if line and not line.startswith("#")}
    if "--fresh" in sys.argv[3:]:
        from wordgames.classroom.meaning import plain_glosses

        judged |= set(plain_glosses())
    new = {w: t for w, t in sample(first, last).items() if w not in judged}
    for word in sorted(new):
        print(new[word])
    print(f"{len(new)} words not yet judged", file=sys.stderr)


if __name__ == "__main__":
    main()
