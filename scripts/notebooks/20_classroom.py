# %% [markdown]
# # The classroom: this week's words, their meanings, exercises, and what the class did
#
# For the teacher. Bring a word list, read what the games can do with it, look up what the
# words mean, make exercises that every student gets the same tiles for, and read the class's
# progress. Run each cell with **Shift+Enter**, top to bottom.
#
# Everything is kept in the classroom folder, `~/wordgames-classroom/` unless you choose another
# (a shared folder on a JupyterHub, say): word lists, exercises and the progress file.

# %%
import os
import tempfile

from wordgames import InvalidInput, classroom
from wordgames.classroom import reports

# The test run (WORDGAMES_QUICK) keeps to a scratch folder; you get your own classroom folder.
folder = classroom.classroom_folder(tempfile.mkdtemp() if os.environ.get("WORDGAMES_QUICK") else None)
folder

# %% [markdown]
# ## This week's words
#
# A list is a text file with one word a line, or a spreadsheet saved as CSV with a `word`
# column and, if you like, `definition`, `category` and `note` columns. You can also paste the
# words straight into a cell: `classroom.WordList.load("cat, dog, horse")`. The report says, line
# by line, what needs your eye: words that are not in the dictionary (with the nearest ones),
# duplicates, words the family-friendly filter removes, and words a game cannot use.

# %%
words = classroom.WordList.load("data/week3.csv")
words

# %% [markdown]
# "monky" is a typo (the nearest words say which), line 20 repeats "dog", and "tr33" is no
# word. The last two are left out of the list; the typo stays until you fix the file.
# Saved by name, the list is there next lesson:

# %%
words.save(folder=folder)
classroom.saved_lists(folder)

# %% [markdown]
# ## What the words mean
#
# `define` looks a word up in WordNet 3.0, which comes with the library (nothing to download).
# Plurals and past tenses find their dictionary form; your own definition, from the list, comes
# first.

# %%
classroom.define("geese")

# %%
classroom.define("cats", wordlist=words)

# %%
[classroom.define(w).lemma for w in ["boxes", "walked", "went", "mice"]]

# %% [markdown]
# Each word also gets its subject category, when it has one: the twelve categories (Animals,
# Body, Clothing, Colours, Foods, House Objects, Jobs, Places, Plants, Sports, Vehicles,
# Weather) are the subject words of Five Tiers' advanced play.

# %%
{w: classroom.define(w).category for w in words.words[:12]}

# %% [markdown]
# ## Exercises
#
# An exercise is made from your words with a seed: the same seed gives the same tiles to every
# student, on every machine. Each one comes with a solution, checked by the game's own rules
# (`check()` lists any problem; an empty list means all is well).
#
# **Five Tiers**: a hand of 20 tiles that five words complete, three of them this week's.
# `words.usable("fivetiers")` leaves out what the report says Five Tiers cannot use (and the
# typo).

# %%
five = classroom.make_exercise("fivetiers", words.usable("fivetiers"), seed=3, k=3)
print("problems:", five.check())
five

# %% [markdown]
# **MY WORD!**: the cards in dealing order; each target can be claimed once its last card is
# on the table. The deck has 60 cards (one P, one L), so a deal holds only a few words.

# %%
deal = classroom.make_exercise("myword", ["cat", "dog", "coat", "rain"], seed=3)
print("problems:", deal.check())
deal

# %% [markdown]
# **Word Storm** (tiles that build one crossword holding four targets) and **anagrams**
# (each word's letters shuffled; hints give the definition, then the first letter):

# %%
storm = classroom.make_exercise("wordstorm", words.usable("wordstorm"), seed=3, k=4)
print(storm.solution[0])

# %%
drill = classroom.make_exercise("anagram", words.usable("wordstorm")[:6], seed=3)
drill.tiles, drill.hint(0, 0)

# %% [markdown]
# An exercise that cannot be made says which word is the trouble, rather than giving you
# something else:

# %%
try:
    classroom.make_exercise("fivetiers", ["cat", "elephant"])
except InvalidInput as err:
    print(err)

# %% [markdown]
# Saved by name, an exercise is what the students open in
# [21 Play an exercise](21_exercise.ipynb), or on its own page in the classroom app
# (`python -m wordgames app`, which lists the saved exercises): their play screen deals its
# cards or tiles, shows what each word they make means, and records what they did. The targets earn a bonus there (the subject-word rule). Your list can
# also be a game's whole dictionary, or its bonus words, in any game:
# `words.rules("fivetiers", use="dictionary")` or `use="bonus"`.

# %%
five.save("week 3 five tiers", folder=folder)
deal.save("week 3 my word", folder=folder)
five = classroom.Exercise.open("week 3 five tiers", folder)  # now with its name, as students get it
classroom.saved_exercises(folder)

# %% [markdown]
# ## The class's progress
#
# Every play is recorded in the classroom folder (SQLite; several students may play at the
# same time). The play screens record for the students; here two plays are recorded by hand so
# that the reports below have something to show.

# %%
progress = classroom.Progress(folder)
progress.record("Ana", "fivetiers", exercise=five, accepted=list(five.solution), seconds=150)
slips = [w[1] + w[0] + w[2:] for w in five.targets[1:]]  # two letters swapped
progress.record("Ben", "fivetiers", exercise=five, accepted=[five.targets[0], "at"],
                refused=slips, hints=1, seconds=120)
reports.table(progress.report(), "The class, one row per student")

# %% [markdown]
# One student's plays, one row each: `progress.report("Ben")`.

# %%
reports.table(progress.report("Ben"), "Ben's plays")

# %% [markdown]
# Which target words the class finds hard: found by the fewest, and most misspelled.

# %%
reports.table(reports.hard_words(progress), "Target words, hardest first")

# %%
reports.table(reports.per_exercise(progress), "The class on each exercise")

# %% [markdown]
# Each student's words accepted per minute, play by play: a dot for each play, joined into a
# line once a student has played more than once.

# %%
ax = reports.words_per_minute_chart(progress)

# %% [markdown]
# `reports.table` only changes how a table looks. The tables themselves
# (`progress.report()`, `reports.hard_words(progress)`, ...) are pandas frames with short
# column names, for sorting and filtering, and for the CSV files a spreadsheet opens:

# %%
[path.name for path in reports.export_csv(progress)]
