# %% [markdown]
# # Play MY WORD! against bots
#
# **MY WORD!** is a race to spot words. The dealer turns cards face up one at a time; as soon as
# you see a word of **three or more cards** among the cards on the table, call it. The first to
# call an allowed word takes its cards. A word that is not allowed costs you: every other player
# takes a free card from the table. When all the cards are dealt and nobody can call any more,
# the round is over and every card you won is a point. The deal passes to the left, and a game is
# one round per player.
#
# Some cards hold two letters (**SH**, **ND**...): their letters stay together and in order.
# **?** is any one letter and **??** any two letters next to each other.
#
# ## How to play here
#
# 1. Run the cell below (**Shift+Enter**). The set-up appears: type your name, choose how
#    hard (**Easy** to **Expert**: how good the bots are) and how many players, and, under
#    **More options**, a few of the rules.
# 2. Press **Start**. The cards come one by one, and the bots play on their own clock.
# 3. **Type a word and press Enter** (or **Call word**). The game finds the cards for you.
#    When someone else calls a word that is not allowed, you get a free card: **click the card
#    you want**.
# 4. **Pause** stops the clock. After each round, **Next round** deals the next one.
#
# While you play: **Hint** shows a word you could make, **Save** writes the game to a file
# (the screen says where, and how to go on with it later: `ui.play("myword",
# resume="saved/...json")`), **Larger letters** draws everything half as big again, and
# under the game, what each word you make means.
#
# To skip the set-up, give `play` the bots: `bots=1` (how many), `bots=["beginner",
# "expert"]` (how good each one is); other options: `name="Ada"`, `seed=5` (the same seed
# deals the same cards), `level=50` (a smaller word list), `speed=2` (a faster clock),
# `large=True` (big letters for a projector), `meanings=False`.

# %%
from wordgames import ui

ui.play("myword")
