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
    title="All three games over-supply J, Q, X, Z and give S about half its share",
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
# ## Vowels, and opening hands with none
#
# A vowel-less hand is the classic frustration of tile games. The chance is exact
# (hypergeometric); a wild tile or a card that carries a vowel (IN, ER...) counts as a vowel.

# %%
dictionary_vowels = sum(plain[v] for v in "AEIOU")
print(f"dictionary: {dictionary_vowels:.1%} of letters are vowels")
for game, hand in (("wordstorm", 4), ("myword", 3), ("fivetiers", 20)):
    ts = tilesets[game]
    print(
        f"{GAME_NAMES[game]:>10}: vowels {vowel_share(ts):.1%} of letters; "
        f"a first {hand} tiles with no vowel: {chance_no_vowel(ts, hand):.2%}"
    )
