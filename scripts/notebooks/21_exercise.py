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
from wordgames.ui.exercise import play_exercise

game = play_exercise("week 3 five tiers", bots=1)
game

# %% [markdown]
# *For the notebook tests only:* a scripted student plays the round at high speed, and the
# play is recorded.

# %%
if os.environ.get("WORDGAMES_QUICK"):
    from wordgames.agents import PRESETS
    from wordgames.fivetiers import Bot
    from wordgames.runner import drive

    test_game = play_exercise("week 3 five tiers", student="Test", bots=1, speed=400)
    screen = test_game.start()
    await drive(screen.session.live, screen.session.human, Bot(PRESETS["expert"]))  # noqa: F704
    await screen.session.live.finished  # noqa: F704
    await test_game.recorder  # noqa: F704
    print(screen.session.message.text)
