# %% [markdown]
# # Start here: wordgames
#
# **wordgames** brings three tabletop word games to the classroom and the analyst's desk:
#
# | game | what players do | in the library |
# | --- | --- | --- |
# | **Word Storm** | race to build a personal crossword from tiles drawn 4 at a time; lowest score wins | `wordgames.wordstorm` |
# | **MY WORD!** | cards are dealt face up; the first to call a word of 3+ cards takes them | `wordgames.myword` |
# | **Five Tiers** | turn 20 tiles into five words of 2, 3, 4, 5 and 6 letters before the timer runs out | `wordgames.fivetiers` |
#
# You do not need to read any code to use these notebooks: run each cell with **Shift+Enter**
# from top to bottom.
#
# ## The notebooks
#
# - [00 Start here](00_start_here.ipynb): this page, the dictionary and the tiles.
# - [01 Play MY WORD!](01_play_my_word.ipynb): call words from the cards dealt, against bots.
# - [02 Play Word Storm](02_play_word_storm.ipynb): play a round against bots on a crossword
#   board: drag tiles or click and type, call Word Storm! and Done!
# - [03 Play Five Tiers](03_play_five_tiers.ipynb): five words from 20 tiles before the sand
#   timer runs out, against bots.
# - [10 Tile distributions](10_tile_distributions.ipynb): each game's letters against English,
#   vowels, MY WORD!'s double cards and wilds, letter values derived from play.
# - [11 Scoring balance](11_scoring_balance.ipynb): where the points come from, rule variants,
#   seat, dealer and skill effects.
# - [12 Round lengths](12_round_lengths.ipynb): how long rounds and games take, and why.
# - [13 Component designer](13_component_designer.ipynb): change a tile set, deck or board and
#   measure it; search for a variant that meets a target.
# - [20 The classroom](20_classroom.ipynb), for teachers: a word list and its report, what the
#   words mean, exercises, the class's progress.
# - [21 Play an exercise](21_exercise.ipynb), for students: the teacher's exercise, one cell.

# %%
from wordgames import Bag, Lexicon, Rack, TileSet

# %% [markdown]
# ## The dictionary
#
# The bundled dictionary is SCOWL, graded by how common a word is: level 10 holds the commonest
# words, level 80 nearly everything a large dictionary has. Proper names, abbreviations and
# offensive words are left out.
#
# This page uses **level 35**, the words a school pupil meets. To change it, set `LEVEL` in the
# next cell to another level (10, 20, 35, 40, 50, 55, 60, 70 or 80) and run the page again:
# 20 suits young children, 50 or 70 an adult class (level 70 holds rare words such as *bice*,
# *otic* and *obi*), 80 word-game experts.
#
# The spelling is **American** by default (*color*, *center*), as the rulebooks spell.
# `Lexicon.default(LEVEL, spelling="british")` takes *colour*, *centre* and *honour* instead
# (and both *realise* and *realize*); `spelling="both"` takes every spelling.

# %%
LEVEL = 35
lex = Lexicon.default(LEVEL)
lex

# %%
for word in ["cats", "geese", "walked", "paris", "nasa", "qi"]:
    verdict = f"a word (level {lex.level(word)})" if word in lex else "not a word"
    print(f"{word:>8}: {verdict}")

# %%
british = Lexicon.default(LEVEL, spelling="british")
for word in ["color", "colour", "center", "centre"]:
    print(f"{word:>8}: American {word in lex}, British {word in british}")

# %% [markdown]
# A smaller or larger vocabulary is one call away:

# %%
for level in (20, LEVEL, 70):
    print(f"level {level} has {len(Lexicon.default(level)):,} words")

# %% [markdown]
# ## Tiles and cards
#
# Each game has its own tiles. The rulebooks give no letter distributions, so the library ships
# documented reconstructions; each says where its numbers come from.

# %%
word_storm_tiles = TileSet.load("wordstorm")
print(word_storm_tiles.provenance)
word_storm_tiles

# %% [markdown]
# Draw a rack of 7 tiles from a shuffled bag. The `seed` makes the draw repeatable: change it for
# a different rack.

# %%
bag = Bag(word_storm_tiles, seed=2026)
rack = bag.draw(7)
print(f"{len(bag)} tiles left in the bag")
Rack(rack, word_storm_tiles)

# %% [markdown]
# Which words can the rack spell? Longest first:

# %%
words = sorted(lex.words_from(rack, min_len=3), key=lambda w: (-len(w), w))
print(len(words), "words:", ", ".join(words[:20]))

# %% [markdown]
# Wild tiles (`?` stands for any letter) and MY WORD!'s double cards (like `SH`, whose letters
# stay together) work the same way:

# %%
for spelling in lex.spellings("mask", ["M", "K", "??"]):
    print(spelling.tiles, "->", spelling.letters)
