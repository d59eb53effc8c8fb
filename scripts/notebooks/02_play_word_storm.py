# %% [markdown]
# # Play Word Storm
#
# Word Storm is a race to build your own crossword. Everyone starts with 4 tiles; the first to
# have all their tiles in their crossword calls **Word Storm!** and everyone takes 4 more. When
# the centre is empty, the first to finish calls **Done!** Then every crossword is checked:
# unused tiles and misplaced tiles cost their points, long words (Big Words) and special
# squares (★) take points off. The lowest total wins, when someone reaches 50 points.
#
# Run the next cell, choose your bots and rules, and press **Start**.
#
# **On the board**
#
# - *Drag* a tile from your tiles onto a cell, from cell to cell, or back to your tiles
#   (mouse, pen or finger).
# - Or *click a cell and type*: the letters come from your tiles and the cursor moves on;
#   **Space** turns it across or down, the **arrow keys** move it, **Backspace** takes the last
#   tile back.
# - A **wild tile** (?) asks which letter it stands for. Type over it, or click it twice, to
#   give it another letter at any time (the rulebook's wild is the L of both LOOK and TEAL).
# - **Move crossword** shifts the whole crossword on your side (Shift + arrow keys too);
#   **Crossword exchange** picks every tile up to start again.
# - **Word Storm!** (or **Enter**) when all your tiles are down; it becomes **Done!** once the
#   centre is empty. A move the rules do not allow is refused with the reason, and the tile goes
#   back.
#
# For a classroom, tick *mark words* in the set-up: the board then marks (hatched, dashed) the
# tiles of runs that are not words while you build. Leave it off for a strict game, where
# mistakes show only at the end.

# %%
from wordgames.analysis import quick_mode
from wordgames.ui import play
from wordgames.ui.wordstorm_table import play_round, quick_setup
from wordgames.wordstorm import Bot

QUICK = quick_mode()

# %%
play("wordstorm")

# %% [markdown]
# ## Watch a round
#
# Here the person's seat is played by an expert bot *through the board*: each crossword it
# wants is made by the board's own moves (drags back to the rack, then typing along the rows),
# the same messages your mouse and keys send. The bots play on the same clock; the screen shows
# their progress, and at the end every crossword with its score.

# %%
demo = play("wordstorm")
screen = demo.start(quick_setup(bots=3, seed=7, speed=200 if QUICK else 3, name="Expert (demo)"))
demo

# %%
result = await play_round(screen.session, Bot("expert", seed=7), send=screen.board.receive)  # noqa: F704 (the kernel runs top-level await)
result.scores
