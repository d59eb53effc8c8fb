"""Letter statistics of tile sets and word lists, for comparing a game's tiles with the language.

>>> from wordgames import Lexicon, TileSet
>>> shares = tile_letter_shares(TileSet.load("wordstorm"))
>>> round(shares["E"], 3)
0.125
>>> round(vowel_share(TileSet.load("wordstorm")), 3)
0.417
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from wordgames.analysis.findings import Finding, ci, finding
from wordgames.analysis.frames import clusters, ratio, units_of
from wordgames.analysis.plots import interval_points, paired_bars
from wordgames.analysis.style import game_name
from wordgames.kit.tiles import Bag, TileSet
from wordgames.lexicon import LEVELS, Lexicon
from wordgames.myword import find_claims
from wordgames.sim.stats import Estimate, cluster_regression, mean_ci

if TYPE_CHECKING:
    import pandas as pd

VOWELS = frozenset("AEIOU")
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def tile_letter_counts(tileset: TileSet) -> Counter[str]:
    """How many of each letter the tiles carry (a double card ``SH`` counts an S and an H)."""
    counts: Counter[str] = Counter()
    for face, n in tileset.counts.items():
        for ch in face:
            if ch.isalpha():
                counts[ch.upper()] += n
    return counts


def tile_letter_shares(tileset: TileSet) -> dict[str, float]:
    """Each letter's share of all the letters on the tiles (wilds and apostrophes left out)."""
    counts = tile_letter_counts(tileset)
    total = sum(counts.values())
    return {letter: counts[letter] / total for letter in ALPHABET}


def lexicon_letter_shares(
    lexicon: Lexicon, weights: Mapping[int | None, float] | None = None
) -> dict[str, float]:
    """Each letter's share of all letters in a word list, optionally weighting words by level.

    With ``weights`` (SCOWL level -> weight), a common word counts more than a rare one: a crude
    stand-in for how often players meet each word.
    """
    from nltk import FreqDist

    dist: FreqDist = FreqDist()
    for word in lexicon:
        weight = 1.0 if weights is None else weights.get(lexicon.level(word), 0.0)
        if weight:
            for ch in word:
                if "a" <= ch <= "z":
                    dist[ch.upper()] += weight
    total = dist.N() or 1  # a word list without levels has no weighted letters at all
    return {letter: dist[letter] / total for letter in ALPHABET}


def commonness_weights(levels: Iterable[int]) -> dict[int | None, float]:
    """Weights that halve with each SCOWL level step: level 10 words count most.

    >>> commonness_weights([10, 20, 35])
    {10: 1.0, 20: 0.5, 35: 0.25}
    """
    return {level: 0.5**i for i, level in enumerate(sorted(levels))}


def vowel_share(tileset: TileSet) -> float:
    """The share of letters that are vowels (A E I O U)."""
    counts = tile_letter_counts(tileset)
    return sum(counts[v] for v in VOWELS) / sum(counts.values())


def chance_no_vowel(tileset: TileSet, hand: int) -> float:
    """The chance that ``hand`` tiles drawn from a full bag hold no vowel (a wild counts as one).

    Exact, hypergeometric: tiles that carry a vowel (A, E, I, O, U, or a card such as IN or ER)
    and wild tiles are the "good" tiles.

    >>> round(chance_no_vowel(TileSet.load("wordstorm"), 4), 4)
    0.0937
    """
    helpful = sum(
        n for face, n in tileset.counts.items()
        if face in ("?", "??") or any(ch in VOWELS for ch in face.upper())
    )
    total = tileset.size
    return math.comb(total - helpful, hand) / math.comb(total, hand)


def bigram_ranks(lexicon: Lexicon, pairs: Iterable[str]) -> dict[str, int | None]:
    """Each letter pair's rank among all adjacent pairs in the lexicon's words (1 = commonest).

    >>> from wordgames.lexicon import Lexicon
    >>> bigram_ranks(Lexicon.from_words(["then", "this", "that", "hen"]), ["TH", "EN", "QU"])
    {'TH': 1, 'EN': 3, 'QU': None}
    """
    from nltk import FreqDist, ngrams

    dist = FreqDist(a + b for word in lexicon for a, b in ngrams(word, 2))
    order = {pair: rank for rank, (pair, _) in enumerate(dist.most_common(), start=1)}
    return {pair: order.get(pair.lower()) for pair in pairs}


# -- Tables for notebook 10 ------------------------------------------------------------------------

GAME_TILESETS = ("wordstorm", "myword", "fivetiers")
PLAIN = "dictionary (every word)"
WEIGHTED = "dictionary (common words count more)"


def load_tilesets(games: Iterable[str] = GAME_TILESETS) -> dict[str, TileSet]:
    """The games' shipped tile sets, by game name.

    >>> sorted(load_tilesets())
    ['fivetiers', 'myword', 'wordstorm']
    """
    return {game: TileSet.load(game) for game in games}


def letter_shares(tilesets: Mapping[str, TileSet], lexicon: Lexicon) -> pd.DataFrame:
    """Each letter's share of all letters: on each game's tiles, in the dictionary's words, and in
    its words weighted by commonness (:func:`commonness_weights` over the SCOWL levels).

    >>> from wordgames.lexicon import Lexicon
    >>> shares = letter_shares(load_tilesets(["wordstorm"]), Lexicon.from_words(["cab", "bee"]))
    >>> shares.columns.tolist()[:2], round(float(shares.loc["E", PLAIN]), 3)
    (['Word Storm', 'dictionary (every word)'], 0.333)
    """
    import pandas as pd


    columns = {game_name(g): tile_letter_shares(ts) for g, ts in tilesets.items()}
    columns[PLAIN] = lexicon_letter_shares(lexicon)
    columns[WEIGHTED] = lexicon_letter_shares(lexicon, commonness_weights(LEVELS))
    return pd.DataFrame(columns).loc[list(ALPHABET)]


def letter_ratios(shares: pd.DataFrame) -> pd.DataFrame:
    """Each game's share of a letter over the dictionary's (above 1: more than words use).

    >>> import pandas as pd
    >>> letter_ratios(pd.DataFrame({"game": [0.2, 0.8], PLAIN: [0.4, 0.6], WEIGHTED: [0, 0]},
    ...                            index=["A", "B"])).round(2).game.tolist()
    [0.5, 1.33]
    """
    games = [c for c in shares.columns if c not in (PLAIN, WEIGHTED)]
    return shares[games].div(shares[PLAIN], axis=0)


def supply_title(ratios: pd.DataFrame, over: float = 2.0, under: float = 0.75) -> str:
    """A title that says which letters every game over- or under-supplies.

    >>> import pandas as pd
    >>> print(supply_title(pd.DataFrame({"a": [3.0, 0.5, 1.0], "b": [2.5, 0.7, 3.0]},
    ...                                 index=["Q", "S", "E"])))
    Every game over-supplies Q (2.5 to 3.0 times its share in words) and under-supplies S
    (0.5 to 0.7)
    """
    many = [ch for ch in ratios.index if ratios.loc[ch].min() >= over]
    few = [ch for ch in ratios.index if ratios.loc[ch].max() <= under]

    def span(letters: list[str]) -> str:
        part = ratios.loc[letters]
        return f"{part.min().min():.1f} to {part.max().max():.1f}"

    parts = []
    if many:
        parts.append(f"over-supplies {_and(many)} ({span(many)} times "
                     f"{'its' if len(many) == 1 else 'their'} share in words)")
    if few:
        parts.append(f"under-supplies {_and(few)} ({span(few)})")
    if not parts:
        return "No letter is out of line in every game"
    return "Every game " + " and ".join(parts)


def _and(items: Sequence[str]) -> str:
    """``A``, ``A and B``, ``A, B and C``.

    >>> _and(["J"]), _and(["J", "Q"]), _and(["J", "Q", "X"])
    ('J', 'J and Q', 'J, Q and X')
    """
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def vowel_table(tilesets: Mapping[str, TileSet], hands: Mapping[str, int]) -> pd.DataFrame:
    """Per game: the vowels' share of the letters, the first tiles a player holds, and the exact
    chance that they hold no vowel (a wild, or a card carrying a vowel, counts as one).

    >>> table = vowel_table(load_tilesets(["wordstorm"]), {"wordstorm": 4})
    >>> row = table.loc["Word Storm"]
    >>> round(float(row["vowel share"]), 4), int(row["first tiles"]), row["about"]
    (0.4167, 4, 'once in 11 hands')
    """
    import pandas as pd


    rows = {}
    for game, hand in hands.items():
        chance = chance_no_vowel(tilesets[game], hand)
        rows[game_name(game)] = {
            "vowel share": vowel_share(tilesets[game]),
            "first tiles": hand,
            "chance of no vowel": chance,
            "about": f"once in {1 / chance:,.0f} hands" if chance else "never",
        }
    return pd.DataFrame(rows).T.astype({"first tiles": int, "vowel share": float,
                                        "chance of no vowel": float})


def double_faces(tileset: TileSet) -> list[str]:
    """The cards that carry two letters (MY WORD!'s doubles), not the two-letter wild ``??``.

    >>> double_faces(TileSet.load("myword"))[:3]
    ['AN', 'CH', 'EN']
    """
    return sorted(face for face in tileset.counts if len(face) == 2 and face != "??")


def double_ranks(tileset: TileSet, lexicon: Lexicon) -> pd.Series:
    """Each double card's rank among the dictionary's adjacent letter pairs, commonest first.

    >>> from wordgames.lexicon import Lexicon
    >>> double_ranks(TileSet.load("myword"), Lexicon.from_words(["then", "in"])).head(2).to_dict()
    {'TH': 1, 'EN': 3}
    """
    import pandas as pd

    ranks = bigram_ranks(lexicon, double_faces(tileset))
    known = {pair: rank for pair, rank in ranks.items() if rank is not None}
    return pd.Series(known, name="rank", dtype=int).sort_values()


def table_words(
    tileset: TileSet, lexicon: Lexicon, tables: int, cards: int = 12
) -> dict[str, Estimate]:
    """On ``tables`` random tables of ``cards`` cards: how many words can be claimed, and the
    share of them that need a double card or a wild (each table an independent unit).

    >>> from wordgames.lexicon import Lexicon
    >>> found = table_words(TileSet.load("myword"), Lexicon.from_words(["cat", "tea", "eat"]), 3)
    >>> sorted(found), found["claimable words"].n
    (['claimable words', 'share that need a double card', 'share that need a wild'], 3)
    """
    every_count, need_double, need_wild = [], [], []
    for seed in range(tables):
        table = Bag(tileset, seed=seed).draw(cards)
        every = set(find_claims(table, lexicon))
        singles = set(find_claims([f for f in table if len(f) == 1 or f == "??"], lexicon))
        tame = set(find_claims([f for f in table if f not in ("?", "??")], lexicon))
        every_count.append(len(every))
        need_double.append(len(every - singles) / max(1, len(every)))
        need_wild.append(len(every - tame) / max(1, len(every)))
    return {
        "claimable words": mean_ci(every_count, unit="tables"),
        "share that need a double card": mean_ci(need_double, unit="tables"),
        "share that need a wild": mean_ci(need_wild, unit="tables"),
    }


# -- Letter values derived from play -------------------------------------------------------------


def tile_counts(held: Iterable[str], faces: Sequence[str]) -> list[list[int]]:
    """For each player-round, how many tiles of each face it held (faces are single characters).

    >>> tile_counts(["AAQ", "E?"], ["?", "A", "E", "Q"])
    [[0, 2, 0, 1], [1, 0, 1, 0]]
    """
    out = []
    for text in held:
        counts = Counter(text)
        out.append([counts[f] for f in faces])
    return out


def letter_values(frame: pd.DataFrame, faces: Sequence[str] | None = None) -> dict[str, Estimate]:
    """What each tile costs the player who holds it, in points of round score, by regression.

    The method (after A. C. Thomas, "Inferring the value of Scrabble tiles", arXiv:1107.2456):
    regress each player's round score on how many tiles of each face they held (the ``held``
    column), with no intercept, by least squares; each coefficient is the points a tile of that
    face adds to its holder's score on average, other tiles held equal. The intervals are
    cluster-robust by round, since the players of a round share its tiles and its race
    (:func:`wordgames.sim.stats.cluster_regression`). Where every player holds the same number
    of tiles (four Word Storm players share out all 100), the average coefficient is the average
    score per tile, so no intercept is lost.

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"game_index": [0, 0, 1, 1, 2, 2], "round": [1] * 6,
    ...                      "held": ["QA", "EE", "QE", "AA", "AE", "QQ"],
    ...                      "score": [10, 2, 11, 2, 2, 20]})
    >>> {k: round(v.mean, 2) for k, v in letter_values(rows).items()}
    {'A': 0.85, 'E': 1.05, 'Q': 9.85}
    """

    faces = list(faces) if faces is not None else sorted(set("".join(frame.held)))
    unit, obs = units_of(frame)
    return cluster_regression(tile_counts(frame.held, faces), frame.score.astype(float).tolist(),
                              clusters(frame), faces, unit=unit, obs=obs)


def average_tile(frame: pd.DataFrame) -> Estimate:
    """The points an average tile costs its holder: score per tile held, clustered by round.

    >>> import pandas as pd
    >>> rows = pd.DataFrame({"game_index": [0, 1], "held": ["AB", "CD"], "score": [2, 4]})
    >>> average_tile(rows).mean
    1.5
    """

    return ratio(frame, frame.score.astype(float), frame.held.str.len().astype(float),
                 obs="tiles")


def letter_values_table(values: Mapping[str, Estimate], tileset: TileSet) -> pd.DataFrame:
    """Printed and derived values side by side, dearest in play first.

    >>> from wordgames.sim.stats import Estimate
    >>> table = letter_values_table({"Q": Estimate(4.0, 3.0, 5.0, 10), "E": Estimate(0.2, 0, 0.4,
    ...                              10)}, TileSet.load("wordstorm"))
    >>> table.index.tolist(), table.loc["Q"].tolist()
    (['Q', 'E'], [10.0, 4.0, 3.0, 5.0])
    """
    import pandas as pd

    rows = {face: {"printed": float(tileset.values.get(face, 0)), "in play": est.mean,
                   "low": est.low, "high": est.high} for face, est in values.items()}
    return pd.DataFrame(rows).T.sort_values("in play", ascending=False)


def letter_values_title(values: Mapping[str, Estimate], average: float) -> str:
    """A title that says only what the intervals support: which tiles cost their holder more,
    or less, than an average tile.

    >>> from wordgames.sim.stats import Estimate
    >>> letter_values_title({"Q": Estimate(4, 3, 5, 9), "E": Estimate(0.1, -0.1, 0.3, 9),
    ...                      "A": Estimate(0.5, 0.2, 0.8, 9)}, 0.5)
    'Beyond their 95% intervals, Q costs its holder more than an average tile, E less'
    """
    dear = [f for f, e in sorted(values.items(), key=lambda kv: -kv[1].mean) if e.low > average]
    cheap = [f for f, e in sorted(values.items(), key=lambda kv: kv[1].mean) if e.high < average]
    level = f"{min(e.level for e in values.values()):.0%}"
    if not dear and not cheap:
        return f"No tile's cost in play differs from an average tile's beyond its {level} interval"
    verb = "costs its holder" if len(dear) == 1 else "cost their holder"
    parts = [f"{_and(dear)} {verb} more than an average tile"] if dear else []
    if cheap:
        parts.append(f"{_and(cheap)} less" if dear else
                     f"{_and(cheap)} {'costs' if len(cheap) == 1 else 'cost'} less than an "
                     "average tile")
    return f"Beyond their {level} intervals, " + ", ".join(parts)


# -- Figures and findings of notebook 10 ---------------------------------------------------------


def shares_plot(shares: pd.DataFrame, ratios: pd.DataFrame) -> Any:
    """Each letter's share on each game's tiles and in the dictionary, titled by what the
    ratios show (:func:`supply_title`)."""

    return paired_bars(list(shares.index), shares.to_dict("list"), ylabel="share of all letters",
                       title=supply_title(ratios))


def supply_finding(ratios: pd.DataFrame) -> Finding:
    """What the tile-to-dictionary ratios say about the rare letters, S and the vowels.

    >>> shares = letter_shares(load_tilesets(), Lexicon.from_words(["cats", "dogs", "quiz"]))
    >>> supply_finding(letter_ratios(shares)).startswith("**Finding**")
    True
    """

    def span(letters: str, digits: int = 1) -> str:
        part = ratios.loc[list(letters)]
        return f"{part.min().min():.{digits}f} to {part.max().max():.{digits}f}"

    # The words that judge the ratios follow them, so another tile set or word list cannot
    # be described as this one is.
    rare = ratios.loc[list("QJX")]
    supply = ("far more" if rare.min().min() >= 2 else "more" if rare.min().min() > 1
              else "not always more")
    s_low = ratios.loc["S"].max() < 1
    plural = (f"only {span('S', 2)} of the S that words need: S is what English leans on for "
              "plurals" if s_low else f"{span('S', 2)} times the S that words use")
    return finding(f"""all three sets carry {supply} of the rare letters than words use: Q
        {span('Q')} times its share, J {span('J')} times, X {span('X')} times, and
        {plural}. The commonest vowels sit at {span('EAIO', 2)} times their share.""")


def vowel_finding(vowels: pd.DataFrame, shares: pd.DataFrame) -> Finding:
    """The vowels' shares and the chances of a first hand with none, from :func:`vowel_table`.

    >>> tilesets = load_tilesets()
    >>> shares = letter_shares(tilesets, Lexicon.from_words(["cats"]))
    >>> text = vowel_finding(vowel_table(tilesets, {"wordstorm": 4, "myword": 3,
    ...                                             "fivetiers": 20}), shares)
    >>> "41.7% of Word Storm's letters" in text
    True
    """

    v = vowels["vowel share"]
    none = vowels["chance of no vowel"]
    dictionary = shares.loc[list("AEIOU"), PLAIN].sum()
    return finding(f"""vowels are {v['Word Storm']:.1%} of Word Storm's letters,
        {v['MY WORD!']:.1%} of MY WORD!'s and {v['Five Tiers']:.1%} of Five Tiers', against the
        dictionary's {dictionary:.1%} (MY WORD!'s double cards carry vowels too). A first Word
        Storm draw of {vowels.loc['Word Storm', 'first tiles']} tiles holds no vowel or wild
        {none['Word Storm']:.1%} of the time, MY WORD!'s first
        {vowels.loc['MY WORD!', 'first tiles']} cards {none['MY WORD!']:.1%} of the time, and a
        Five Tiers hand of {vowels.loc['Five Tiers', 'first tiles']} has none about
        {vowels.loc['Five Tiers', 'about']}.""")


def doubles_finding(ranks: pd.Series, table: Mapping[str, Estimate], cards: int,
                    top: int = 16, quick: bool | None = None) -> Finding:
    """Where the double cards rank among letter pairs, and what doubles and wilds add to a table.

    >>> from wordgames.sim.stats import Estimate
    >>> import pandas as pd
    >>> e = Estimate(0.35, 0.33, 0.38, 300, unit="tables")
    >>> print(doubles_finding(pd.Series({"IN": 1, "QU": 147}), {"claimable words": e,
    ...       "share that need a double card": e, "share that need a wild": e}, 12, quick=False))
    **Finding** (full run): 1 of the 2 doubles are among the 16 commonest letter pairs of the
    dictionary (IN no. 1); the others rank QU 147. A table of 12 cards holds 0 (95% CI 0 to 0)
    claimable words; 35% (95% CI 33% to 38%) of them need a double card and 35% (95% CI 33% to 38%)
    need a wild (n = 300 tables).
    """

    common = ranks[ranks <= top]
    words = table["claimable words"]
    return finding(f"""{len(common)} of the {len(ranks)} doubles are among the {top} commonest
        letter pairs of the dictionary ({', '.join(f'{p} no. {r}' for p, r in common.items())});
        the others rank {', '.join(f'{p} {r}' for p, r in ranks[ranks > top].items())}. A table
        of {cards} cards holds {ci(words, 0)} claimable words;
        {ci(table['share that need a double card'], 0, percent=True)} of them need a double card
        and {ci(table['share that need a wild'], 0, percent=True)} need a wild
        ({words.counts()}).""", *table.values(), quick=quick)


def letter_values_plot(values: Mapping[str, Estimate], per_tile: Estimate,
                       tileset: TileSet) -> Any:
    """Each tile's cost in play with its 95% interval, dearest first, beside its printed value."""

    faces = sorted(values, key=lambda face: -values[face].mean)
    printed = {face: float(tileset.values.get(face, 0)) for face in faces}
    return interval_points(faces, values, printed, ylabel="points",
                           label="cost in play per tile held", reference_label="printed value",
                           title=letter_values_title(values, per_tile.mean))


def letter_values_finding(values: Mapping[str, Estimate], per_tile: Estimate,
                          tileset: TileSet) -> Finding:
    """The dearest and cheapest tiles in play against their printed values.

    >>> from wordgames.sim.stats import Estimate
    >>> values = {"Q": Estimate(4.0, 3.0, 5.0, 100, units=25, unit="rounds"),
    ...           "E": Estimate(0.2, 0.0, 0.4, 100, units=25, unit="rounds")}
    >>> text = letter_values_finding(values, Estimate(0.5, 0.4, 0.6, 100),
    ...                              TileSet.load("wordstorm"))
    >>> "Q at 4.00 (95% CI 3.00 to 5.00) points (printed 10)" in text
    True
    """

    faces = sorted(values, key=lambda face: -values[face].mean)
    dear, cheap = values[faces[0]], values[faces[-1]]
    return finding(f"""a tile costs its holder {ci(per_tile, 2)} points on average
        ({dear.counts()}). The dearest in play is {faces[0]} at {ci(dear, 2)} points (printed
        {tileset.values.get(faces[0], 0)}), the cheapest {faces[-1]} at {ci(cheap, 2)} (printed
        {tileset.values.get(faces[-1], 0)}). {letter_values_title(values, per_tile.mean)}.""",
        dear, per_tile)
