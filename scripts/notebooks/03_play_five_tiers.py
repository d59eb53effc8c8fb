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
# 1. Run the cell below (**Shift+Enter**). Set up the game in the panel: your name, the bots,
#    the rule variants (timer, target, challenges, subject words, apostrophe rules, tie window:
#    each with the rulebook's words), the dictionary and a seed. Press **Start**.
# 2. **Type a word and press Enter:** it goes to the tier of its length, taking the tiles from
#    your rack (a blank fills a missing letter). Or **click tiles, then a tier button**; for a
#    blank, type its letter in the *blank is* box. Click a tier button with no tiles chosen to
#    take its word back. **Escape** unchooses the tiles.
# 3. With five words in place, press **Declare**. When the sand runs out, choose tiles to give
#    back (or all of them), or pass.
# 4. **Pause**, **Hint** (counted in the score sheet), **Save**, **Large font** and the
#    **colour-blind palette** are in the toolbar; `play("fivetiers", resume="that file")` goes
#    on with a saved game.
#
# Nothing here needs editing.

# %%
from wordgames.ui import play

game = play("fivetiers")
game

# %% [markdown]
# *For the notebook tests only:* with `WORDGAMES_QUICK` set, a scripted player plays one round
# at high speed, so the whole screen is exercised without a person.

# %%
import os

if os.environ.get("WORDGAMES_QUICK"):
    screen = await game.autoplay(speed=1000)  # noqa: F704 (the kernel runs top-level await)
    print(screen.session.message.text, "totals:", screen.session.totals)
