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
# 1. Run the cell below (**Shift+Enter**). A set-up panel appears: your name, how many bots and
#    how good they are, the rule variants (with the rulebook's words), the dictionary (a SCOWL
#    level or your own word list) and a seed (the same seed deals the same cards).
# 2. Press **Start**. The bots play on their own clock while you play.
# 3. **Type a word and press Enter.** The game picks the cards for you (the most cards). To
#    choose the cards yourself, click them first, then type the word.
#    **Escape** clears what you chose. When someone else calls a word that is not allowed,
#    click the card you want as your free card.
#    In the round you deal, the cards come by themselves at the rules' pace; pick **You deal:
#    by hand** in the panel to turn each card yourself with **Deal a card** (or **Space** in the
#    empty word box).
# 4. **Pause** stops the clock; **Hint** shows a word on the table (hints are counted in the
#    score sheet); **Save** writes the game to a file, and `play("myword", resume="that file")`
#    goes on from there. **Large font** and a **colour-blind palette** are in the toolbar.
#
# Nothing here needs editing.

# %%
from wordgames.ui import play

game = play("myword")
game

# %% [markdown]
# *For the notebook tests only:* with `WORDGAMES_QUICK` set, a scripted player plays one round
# at high speed, so the whole screen is exercised without a person.

# %%
import os

if os.environ.get("WORDGAMES_QUICK"):
    screen = await game.autoplay(speed=400)  # noqa: F704 (the kernel runs top-level await)
    print(screen.session.message.text, "totals:", screen.session.totals)
