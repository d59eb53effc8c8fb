# %% [markdown]
# # Play Word Storm
#
# Word Storm is a race to build your own crossword. Everyone starts with 4 tiles; the first to
# have all their tiles in their crossword calls **Word Storm!** and everyone takes 4 more. When
# the centre is empty, the first to finish calls **Done!** Then every crossword is checked:
# unused tiles and misplaced tiles cost their points, long words (Big Words) and special
# squares (★) take points off. The lowest total wins, when someone reaches 50 points.
#
# ## How to play here
#
# 1. Run the cell below (**Shift+Enter**). The set-up appears: type your name, choose how
#    hard (**Easy** to **Expert**: how good the bots are) and how many players, and, under
#    **More options**, a few of the rules.
# 2. Press **Start**: your first 4 tiles come, under the board.
# 3. **Build your crossword on the board**:
#    - *drag* a tile from your tiles onto a cell, from cell to cell, or back to your tiles
#      (mouse, pen or finger);
#    - or *click a cell and type*: the letters come from your tiles and the cursor moves on;
#      **Space** turns it across or down, the **arrow keys** move it, **Backspace** takes the
#      last tile back;
#    - a **wild tile** (?) asks which letter it stands for;
#    - **Move crossword** shifts the whole crossword (Shift + arrow keys too);
#      **Crossword exchange** picks every tile up to start again.
# 4. When all your tiles are down, press **Word Storm!** (or **Enter**): everyone takes 4 more.
#    When the middle is empty, the button becomes **Done!** A move the rules do not allow is
#    refused with the reason, and the tile goes back.
# 5. **Pause** stops the clock. After each round, **Next round** deals the next one.
#
# While you play: **Hint** shows a word you could make, **Save** writes the game to a file
# (the screen says where, and how to go on with it later: `ui.play("wordstorm",
# resume="saved/...json")`), **Larger letters** draws everything half as big again, and
# under the game, what each word you make means.
#
# To skip the set-up, give `play` the bots: `bots=1` (how many), `bots=["beginner",
# "expert"]` (how good each one is); other options: `name="Ada"`, `seed=5` (the same seed
# deals the same tiles), `level=50` (a smaller word list), `speed=2` (a faster clock),
# `large=True` (big letters for a projector), `meanings=False`.
#
# With more than four players, some play in teams: a team shares one set of letters and one
# crossword (the screen says who is with whom). Under **More options**, **Trade letters** lets
# anyone swap one of their letters for one of another player's.

# %%
from wordgames import ui

ui.play("wordstorm")

# %% [markdown]
# ## Watch a round
#
# Four bots, from expert to beginner, play a round at a table of their own on the simulated
# clock (a round takes a moment, not minutes). Below, the screen the expert's seat sees at the
# end: every crossword, and the round's scores (the lowest wins).

# %%
from IPython.display import HTML

from wordgames.play.table import Table
from wordgames.screens import render

table = Table("wordstorm", ["expert", "adult", "student", "beginner"], seed=7,
              clock="simulated", names=["Expert", "Adult", "Student", "Beginner"])
result = table.play_round()
HTML(render(table.view_json(0)))

# %%
result.scores

# %% [markdown]
# Where each score comes from: every side's crossword beside its score sheet, the misplaced
# tiles hatched and crossed (✗), the special squares starred (★), the winner marked.

# %%
from wordgames.screens.wordstorm import round_html

HTML(round_html(table.state, result, table.game.board))
