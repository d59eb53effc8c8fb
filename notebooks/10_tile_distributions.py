# %% [markdown]
# # 10 · Tile distributions: do the games' letters match the language?
#
# Each game ships its own tiles or cards. The rulebooks give only totals, so the library's tile
# sets are documented reconstructions (see each set's `provenance`). This notebook asks how well
# those letters match English as the dictionary spells it, how often a player opens with no
# vowel, where MY WORD!'s double cards and wilds stand, and what each letter costs in play.
#
# Every number below is computed when the notebook runs. Under the tests it runs in *quick mode*
# (small samples); `make figures` runs it in full.

# %%
from wordgames import Lexicon, TileSet
from wordgames.analysis import quick_mode
from wordgames.analysis.letters import (
    ALPHABET,
    chance_no_vowel,
    commonness_weights,
    lexicon_letter_shares,
    tile_letter_shares,
    vowel_share,
)
from wordgames.analysis.plots import paired_bars
from wordgames.analysis.style import GAME_NAMES, use_style

use_style()
QUICK = quick_mode()
GAMES = ["wordstorm", "myword", "fivetiers"]
tilesets = {game: TileSet.load(game) for game in GAMES}
lexicon = Lexicon.default(70)

# %% [markdown]
# ## Letters on the tiles against letters in words
#
# We count every letter of every word of the level-70 dictionary (with nltk's `FreqDist`), once
# plainly and once weighting each word by how common it is (a level-10 word counts twice as much
# as a level-20 word, and so on). A tile set that matched the language would put each letter's
# bar level with the dictionary's.

# %%
plain = lexicon_letter_shares(lexicon)
weighted = lexicon_letter_shares(lexicon, commonness_weights([10, 20, 35, 40, 50, 55, 60, 70]))
series = {GAME_NAMES[g]: [tile_letter_shares(tilesets[g])[ch] for ch in ALPHABET] for g in GAMES}
series["dictionary (every word)"] = [plain[ch] for ch in ALPHABET]
series["dictionary (common words count more)"] = [weighted[ch] for ch in ALPHABET]
ax = paired_bars(
    list(ALPHABET), series, ylabel="share of all letters",
    title="All three games over-supply J, Q and X, and give S half to two thirds of its share",
)

# %% [markdown]
# Over- and under-representation as a ratio (tile share ÷ dictionary share): above 1 the game
# has more of the letter than words use.

# %%
print(f"{'letter':>6} " + " ".join(f"{GAME_NAMES[g]:>11}" for g in GAMES))
for ch in "EAIOSTQJXZK":
    ratios = [tile_letter_shares(tilesets[g])[ch] / plain[ch] for g in GAMES]
    print(f"{ch:>6} " + " ".join(f"{r:>11.2f}" for r in ratios))

# %% [markdown]
# **Finding** (full run): all three sets carry far more of the rare letters than words use, Q 6
# to 8 times its share, J 6 to 9 times, X 3.6 to 5 times, and only half to two thirds of the S
# that words need (ratios 0.48, 0.66 and 0.50): S is what English leans on for plurals. The
# commonest vowels sit close to their share (0.9 to 1.2).

# %% [markdown]
# ## Vowels, and opening hands with none
#
# A vowel-less hand is the classic frustration of tile games. The chance is exact
# (hypergeometric); a wild tile or a card that carries a vowel (IN, ER...) counts as a vowel.

# %%
dictionary_vowels = sum(plain[v] for v in "AEIOU")
print(f"dictionary: {dictionary_vowels:.1%} of letters are vowels")
for game, hand in (("wordstorm", 4), ("myword", 3), ("fivetiers", 20)):
    ts = tilesets[game]
    chance = chance_no_vowel(ts, hand)
    odds = f"{chance:.2%}" if chance >= 0.001 else f"about 1 in {1 / chance:,.0f}"
    print(
        f"{GAME_NAMES[game]:>10}: vowels {vowel_share(ts):.1%} of letters; "
        f"a first {hand} tiles with no vowel: {odds}"
    )

# %% [markdown]
# **Finding** (full run): vowels are 41.7% of Word Storm's letters and 40.6% of Five Tiers',
# slightly more than the dictionary's 37.7%; MY WORD! has 37.1%, but its double cards IN, ER, RE,
# ON, AN, EN and IT carry vowels too. A first Word Storm draw of 4 tiles holds no vowel or wild
# 9.4% of the time, the first 3 MY WORD! cards 13.1% of the time, and a Five Tiers hand of 20
# about once in 104,000 hands.

# %% [markdown]
# ## MY WORD!'s double cards and wilds
#
# The 13 double cards keep two letters together. Are they the pairs English uses most? We rank
# every adjacent letter pair in the dictionary's words (nltk `ngrams` and `FreqDist`).

# %%
from wordgames.analysis.letters import bigram_ranks

doubles = [face for face in tilesets["myword"].counts if len(face) == 2 and face != "??"]
ranks = bigram_ranks(lexicon, doubles)
for pair, rank in sorted(ranks.items(), key=lambda item: item[1] or 10**6):
    print(f"{pair}: no. {rank} of the commonest letter pairs" if rank else f"{pair}: never adjacent")

# %% [markdown]
# How many of the words on a table of 12 cards exist only thanks to a double card or a wild? We
# deal random tables and count the words claimable with and without those cards.

# %%
from wordgames.myword import find_claims
from wordgames.sim import mean_ci
from wordgames.tiles import Bag

TABLES = 5 if QUICK else 300
need_double, need_wild, total = [], [], []
for seed in range(TABLES):
    table = Bag(tilesets["myword"], seed=seed).draw(12)
    every = set(find_claims(table, lexicon))
    without_doubles = set(find_claims([f for f in table if len(f) == 1 or f == "??"], lexicon))
    without_wilds = set(find_claims([f for f in table if f not in ("?", "??")], lexicon))
    total.append(len(every))
    need_double.append(len(every - without_doubles) / max(1, len(every)))
    need_wild.append(len(every - without_wilds) / max(1, len(every)))
print(f"claimable words on 12 cards: {mean_ci(total)}")
print(f"share that need a double card: {mean_ci(need_double)}")
print(f"share that need a wild:        {mean_ci(need_wild)}")

# %% [markdown]
# **Finding** (full run, 300 tables): seven of the 13 doubles are among the 16 commonest letter
# pairs of the dictionary (IN 1st, ER 2nd, ON 7th, RE 8th, ST 10th, EN 12th, AN 16th); TH (71st)
# and SH (78th) are common in running text more than in a word list, and QU (147th) is there for
# the Q's sake. A table of 12 cards holds 2,797 claimable words on average (95% CI 2,184 to
# 3,409); 35% of them (33% to 38%) need a double card and 49% (44% to 55%) need a wild, so the
# three wild cards shape the game more than their number suggests.

# %% [markdown]
# ## Letter values derived from play
#
# Word Storm prints Scrabble's values on its tiles. Which letters actually hurt? We simulate
# rounds and, for each letter, count how often a drawn tile of it ends the round unused or
# removed from an incorrect crossword (its *stuck rate*). A letter whose stuck rate is high but
# whose printed value is low is under-priced, and the reverse.

# %%
from wordgames.analysis.letters import stuck_rates
from wordgames.sim import simulate

ROUNDS = 10 if QUICK else 1500
ws = simulate("wordstorm", ROUNDS, players=4, rules={"rounds": 1}, seed=10,
              progress=not QUICK)
rates = stuck_rates(ws.held, ws.stuck)
printed = tilesets["wordstorm"].values
mean_rate = sum(rate for rate, _ in rates.values()) / len(rates)
mean_value = sum(printed[ch] for ch in rates) / len(rates)
derived = {ch: rate / mean_rate * mean_value for ch, (rate, _) in rates.items()}
letters = sorted(rates)
under = max(letters, key=lambda ch: derived[ch] - printed[ch])
over = max(letters, key=lambda ch: printed[ch] - derived[ch])
paired_bars(
    letters,
    {"printed value": [printed[ch] for ch in letters],
     "value derived from play": [derived[ch] for ch in letters]},
    ylabel="points",
    title=f"In play {under} is dearer than its printed {printed[under]}, "
          f"{over} cheaper than its {printed[over]}",
)
print(f"{'letter':>6} {'printed':>8} {'stuck rate':>11} {'derived':>8} {'drawn':>7}")
for ch in sorted(letters, key=lambda c: -rates[c][0]):
    rate, drawn = rates[ch]
    print(f"{ch:>6} {printed[ch]:>8} {rate:>11.1%} {derived[ch]:>8.1f} {drawn:>7}")

# %% [markdown]
# **Finding** (full run, 1,500 four-player rounds, every tile of the set dealt in each): every
# letter ends a round stuck (unused, or removed from an incorrect crossword) 28% to 31% of the
# time, except Q (40%) and J (32%). What leaves a tile unused is mostly being drawn late, when
# someone calls "Done", not which letter it is. By this measure the printed values overstate the
# rare letters: a Q costs a player about 1.4 times what an average letter does, while it is
# printed at 10 times an E.
