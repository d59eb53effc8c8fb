# %% [markdown]
# # 10 · Tile distributions: do the games' letters match the language?
#
# Each game ships its own tiles or cards. The rulebooks give only totals, so the library's tile
# sets are documented reconstructions (see each set's `provenance`). This notebook asks how well
# those letters match English as the dictionary spells it, how often a player opens with no
# vowel, where MY WORD!'s double cards and wilds stand, and what each letter costs in play.
#
# Every number below, in the figures and in the findings, is computed when the notebook runs.
# Under the tests it runs in *quick mode* (small samples, and the findings say they are too small
# to conclude); `make figures` runs it in full. Each step is a function of
# `wordgames.analysis`; `help(function)` shows how it works.

# %%
from wordgames import Lexicon
from wordgames.analysis import quick_mode
from wordgames.analysis.frames import table
from wordgames.analysis.letters import (
    average_tile,
    double_ranks,
    doubles_finding,
    letter_ratios,
    letter_shares,
    letter_values,
    letter_values_finding,
    letter_values_plot,
    letter_values_table,
    load_tilesets,
    shares_plot,
    supply_finding,
    table_words,
    vowel_finding,
    vowel_table,
)
from wordgames.analysis.style import use_style
from wordgames.sim import simulate

use_style()
QUICK = quick_mode()
tilesets = load_tilesets()
lexicon = Lexicon.default(70)

# %% [markdown]
# ## Letters on the tiles against letters in words
#
# We count every letter of every word of the level-70 dictionary (with nltk's `FreqDist`), once
# plainly and once weighting each word by how common it is (each SCOWL level step halves a
# word's weight). A tile set that matched the language would put each letter's bar level with
# the dictionary's. These are exact counts, not samples.

# %%
shares = letter_shares(tilesets, lexicon)
ratios = letter_ratios(shares)
shares_plot(shares, ratios);

# %% [markdown]
# Over- and under-representation as a ratio (tile share ÷ dictionary share): above 1 the game
# has more of the letter than words use.

# %%
ratios.loc[list("EAIOSTQJXZK")].round(2)

# %%
supply_finding(ratios)

# %% [markdown]
# ## Vowels, and opening hands with none
#
# A vowel-less hand is the classic frustration of tile games. The chance is exact
# (hypergeometric); a wild tile or a card that carries a vowel (IN, ER...) counts as a vowel.
# A Word Storm player starts with 4 tiles, MY WORD!'s table with 3 cards, a Five Tiers hand
# with 20 tiles.

# %%
vowels = vowel_table(tilesets, {"wordstorm": 4, "myword": 3, "fivetiers": 20})
vowels

# %%
vowel_finding(vowels, shares)

# %% [markdown]
# ## MY WORD!'s double cards and wilds
#
# The double cards keep two letters together. Are they the pairs English uses most? We rank
# every adjacent letter pair in the dictionary's words (nltk `ngrams` and `FreqDist`).

# %%
ranks = double_ranks(tilesets["myword"], lexicon)
ranks.to_frame().T

# %% [markdown]
# How many of the words on a table of 12 cards exist only thanks to a double card or a wild? We
# deal random tables and count the words claimable with and without those cards. Each table is
# an independent draw.

# %%
CARDS = 12
words = table_words(tilesets["myword"], lexicon, tables=5 if QUICK else 300, cards=CARDS)
table(words)

# %%
doubles_finding(ranks, words, CARDS)

# %% [markdown]
# ## Letter values derived from play
#
# Word Storm prints Scrabble's values on its tiles: an unused tile costs its holder that many
# points. What does a tile of each letter actually cost the player who draws it? Following
# A. C. Thomas's study of Scrabble (arXiv:1107.2456), we regress each player's round score on
# how many tiles of each letter they held, by least squares with no intercept: a letter's
# coefficient is the points one more tile of it adds to its holder's round score, the other
# tiles held being equal. With four players all 100 tiles are shared out, 25 each, so the
# coefficients average to the score per tile. Intervals are cluster-robust by round (the
# players of a round share its tiles). `help(letter_values)` gives the details.

# %%
ws = simulate("wordstorm", 10 if QUICK else 1500, players=4, rules={"rounds": 1}, seed=10,
              progress=not QUICK)
values, per_tile = letter_values(ws), average_tile(ws)

# %%
letter_values_plot(values, per_tile, tilesets["wordstorm"]);

# %%
letter_values_table(values, tilesets["wordstorm"]).round(2)

# %%
letter_values_finding(values, per_tile, tilesets["wordstorm"])
