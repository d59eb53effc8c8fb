# %% [markdown]
# # Play an exercise
#
# Your teacher has made an exercise for the class: every student gets the same cards or tiles.
# Put the exercise's name in the cell below, run it (**Shift+Enter**), type your name and press
# **Start**. You can play with a bot (`bots=1`) or more, and the Five Tiers timer can be longer
# (`timer=600` is ten minutes). What you play is kept for your teacher: the words you make, the
# target words you find, the hints you ask for and the time you take. After each word you make,
# the screen says what it means, and the words of the week get a star.
#
# *For the notebook tests only:* with `WORDGAMES_QUICK` set, the next cell makes a scratch
# classroom with an exercise in it; it does nothing for you.

# %%
import os

if os.environ.get("WORDGAMES_QUICK"):
    import tempfile

    from wordgames.classroom import make_exercise

    os.environ["WORDGAMES_CLASSROOM"] = tempfile.mkdtemp()
    make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3).save("week 3 five tiers")

# %%
from wordgames.classroom import make_exercise, saved_exercises
from wordgames.ui import show_plainly
from wordgames.ui.exercise import play_exercise

show_plainly()  # a wrong name says which exercises there are, in one line
EXERCISE = "week 3 five tiers"  # your teacher's exercise: put its name here
saved = saved_exercises()
if EXERCISE in saved:
    exercise = EXERCISE
elif saved:
    print(f"There is no exercise {EXERCISE!r}; your teacher's exercises: {', '.join(saved)}. "
          f"Playing {saved[0]!r}.")
    exercise = saved[0]
else:  # no exercise saved yet: a practice one, saved nowhere
    print("Your teacher has saved no exercise yet: here is a practice one.")
    exercise = make_exercise("fivetiers", ["cat", "frog", "horse"], seed=3)
game = play_exercise(exercise, bots=1)
game

# %% [markdown]
# *For the notebook tests only:* a scripted student plays the round at high speed, and the
# play is recorded.

# %%
if os.environ.get("WORDGAMES_QUICK"):
    import asyncio

    from wordgames.classroom import Exercise

    test_game = play_exercise(exercise, student="Test", bots=1, speed=400)
    test_game.receive({"type": "next"})  # what Start sends
    chosen = exercise if isinstance(exercise, Exercise) else Exercise.open(exercise)
    if chosen.kind == "fivetiers":  # the student lays down the hand's five words
        test_game.receive({"type": "declare", "words": list(chosen.solution)})
    while test_game.table.playing:
        await asyncio.sleep(0.05)  # noqa: F704
    print(test_game.table.view_json(0)["notice"]["text"])
