# %% [markdown]
# # Play Five Tiers against bots
#
# **Five Tiers**: everyone gets **20 tiles**. Make five words that use all of them: one word of
# **2, 3, 4, 5 and 6 tiles**. The first player to make all five words before the sand timer runs
# out wins the round and scores the value of the tiles the others could not use. Words with an
# apostrophe double the winner's points. When the timer runs out with no winner, each player may
# give tiles back to the bag (or pass), and the timer is flipped. The first to reach **500**
# points wins the game.
#
# A **?** tile is a blank: it stands for any letter. The **'** tile is an apostrophe (DON'T).
#
# ## How to play here
#
# 1. Run the cell below (**Shift+Enter**). The set-up appears: type your name, choose how
#    hard (**Easy** to **Expert**: how good the bots are) and how many players, and, under
#    **More options**, a few of the rules.
# 2. Press **Start**: your 20 tiles come, and the sand timer starts.
# 3. **Type a word in each row** (2, 3, 4, 5 and 6 letters) and press **Enter** or **Place my
#    words**: the tiles you used fade on your rack. A wrong word says why.
# 4. With five good words, press **I have all five!** When the sand runs out, tick the tiles to
#    swap for new ones (or none) and press **Swap the ticked tiles**.
# 5. **Pause** stops the clock. After each round, **Next round** deals the next one.
#
# While you play: **Hint** shows a word you could make, **Save** writes the game to a file
# (the screen says where, and how to go on with it later: `ui.play("fivetiers",
# resume="saved/...json")`), **Larger letters** draws everything half as big again, and
# under the game, what each word you make means.
#
# To skip the set-up, give `play` the bots: `bots=1` (how many), `bots=["beginner",
# "expert"]` (how good each one is); other options: `name="Ada"`, `seed=5` (the same seed
# deals the same tiles), `level=50` (a smaller word list), `speed=2` (a faster clock),
# `large=True` (big letters for a projector), `meanings=False`.
#
# **In Spanish** (*en español*): on the set-up, open **More options** and tick **Play in
# Spanish** (or skip the set-up: `ui.play("fivetiers", rules=fivetiers.Rules(spanish=True))`).
# The rulebook's six Spanish tiles (RR, LL, Ñ) join the bag and the two apostrophe tiles leave
# it (no Spanish word has one); the words come from the Spanish dictionary, the bots play
# Spanish at their level, and under the game each word's meaning shows in English. Accents are
# no letters (type CAFE for CAFÉ); Ñ is a letter of its own. A row counts tiles, not letters:
# PERRO goes in the 4-tile row with the RR tile, in the 5-tile row with two R tiles.

# %%
from wordgames import ui

ui.play("fivetiers")
