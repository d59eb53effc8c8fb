# %% [markdown]
# # The classroom: this week's words, their meanings, exercises, and what the class did
#
# For the teacher. Bring a word list, read what the games can do with it, look up what the
# words mean, make exercises that every student gets the same tiles for, and read the class's
# progress. Run each cell with **Shift+Enter**, top to bottom.
#
# Everything is kept in the classroom folder, `~/wordgames-classroom/` unless you choose another
# (a shared folder on a JupyterHub, say): word lists, exercises and the progress file. The
# classroom server (`make app`) uses the same folder: an exercise you save here is in its lobby
# at once, and the plays at its tables are in your progress report. The first cell says the
# folder, and the lobby's address while the server runs. If
# something is wrong (a file name, a word an exercise cannot use), the cell says so in one
# line starting with ✗, and nothing is half done.

# %%
import os
import tempfile

from wordgames import InvalidInput, Lexicon, classroom
from wordgames.classroom import reports
from wordgames.ui import show_plainly

show_plainly()  # a mistake shows as one line saying what to fix, not a traceback
# The test run (WORDGAMES_QUICK) keeps to a scratch folder; you get your own classroom folder.
folder = classroom.classroom_folder(tempfile.mkdtemp() if os.environ.get("WORDGAMES_QUICK") else None)
print(classroom.where(folder))

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
#
# A list typed in a hurry has more: a word of a story no dictionary has (*zorbling*), an accent
# (*café*: the tiles have none), a British spelling (*colour*), a phrase (*ice cream*: a game
# takes one word at a time) and a line of words separated by semicolons. Each gets a line that
# says what happens to it:

# %%
messy = classroom.WordList.load("""word,definition,category
cloud,A white or grey mass in the sky,Weather
zorbling,a made-up creature from our story,
café,a small restaurant,Places
colour,,Colours
ice cream,a cold sweet food,Foods
rain; snow; wind
""")
messy.report

# %% [markdown]
# *zorbling* is our own word: `keep` makes it a word of the exercises. For *colour*, a British
# class uses the British dictionary (`spelling="british"`, or `"both"` for every spelling):

# %%
messy = messy.keep("zorbling")
british = classroom.WordList.load("colour, centre, honour", dictionary=Lexicon.default(70, spelling="british"))
print(messy.report[0])
print(british.report)

# %% [markdown]
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

# %% [markdown]
# The play screens show one meaning after each word a student makes: yours first, else the
# sense a 12-year-old most likely means (not OR as Oregon, nor CLOUD as "any collection of
# particles"), with short words such as *or* and *the* explained plainly:

# %%
{w: classroom.meaning(w, messy) for w in ["cloud", "or", "the", "storm", "tap", "zorbling"]}

# %%
[classroom.define(w).lemma for w in ["boxes", "walked", "went", "mice"]]

# %% [markdown]
# Each word also gets its subject category, when it has one: the twelve categories (Animals,
# Body, Clothing, Colours, Foods, House Objects, Jobs, Places, Plants, Sports, Vehicles,
# Weather) are the subject words of Five Tiers' advanced play.

# %%
words.categories()

# %% [markdown]
# ## Exercises
#
# An exercise is made from your words with a seed: the same seed gives the same tiles to every
# student, on every machine. Each one comes with a solution, checked by the game's own rules
# (`check()` lists any problem; an empty list means all is well). Your definitions,
# categories and notes go with the exercise: the students see your meaning of each word.
#
# **Five Tiers**: a hand of 20 tiles that five words complete, three of them this week's.
# `words.usable("fivetiers")` leaves out what the report says Five Tiers cannot use (and the
# typo), and keeps your definitions with the words.

# %%
five = classroom.make_exercise("fivetiers", words.usable("fivetiers"), seed=3, k=3)
print("problems:", five.check())
print("your definitions go with it:", five.definitions)
five

# %% [markdown]
# **MY WORD!**: the cards in dealing order; each target can be claimed once its last card is
# on the table. The deck has 60 cards (one P, one L), so a deal holds only a few words. The
# bots of an exercise leave the target words' cards to the student.

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
drill = classroom.make_exercise("anagram", words.usable("anagram")[:6], seed=3)
drill.tiles, drill.hint(0, 0)

# %% [markdown]
# In a drill a real word from the same tiles is not a mistake (COULD for CLOUD): the student is
# told to look again, and it is not recorded as a misspelling.

# %%
clouds = classroom.make_exercise("anagram", ["cloud"], seed=1)
[clouds.judge(0, answer) for answer in ["could", "cluod", "cloud"]]

# %% [markdown]
# ## Levels of play
#
# Every game has four levels, chosen with one word: `"easy"`, `"normal"`, `"hard"` and
# `"expert"`. A level sets how many words the bots know and how fast they are, the words a
# student's hints come from, and the clock. Students' pages and exercises start at Easy, where
# a child wins about their fair share.

# %%
from wordgames.play.presets import PRESETS

{name: (levels["myword"].skill.level, levels["myword"].skill.speed, levels["fivetiers"].rules().timer)
 for name, levels in PRESETS.items()}

# %% [markdown]
# An exercise that cannot be made says which word is the trouble, rather than giving you
# something else:

# %%
try:
    classroom.make_exercise("fivetiers", ["cat", "elephant"])
except InvalidInput as err:
    print(err)

# %%
try:
    classroom.make_exercise("fivetiers", ["horse", "storms"], k=3)
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
# same time). The play screens record for the students. Here two example students, Ana and
# Ben, play in an **example class** of their own (a scratch folder), so that the reports below
# have something to show and your real class stays as it is.

# %%
example_class = tempfile.mkdtemp(prefix="wordgames-example-class-")
progress = classroom.Progress(example_class)
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
# line once a student has played the same game more than once (a line never joins two games:
# each has its own pace).

# %%
ax = reports.words_per_minute_chart(progress)

# %% [markdown]
# `reports.table` only changes how a table looks. The tables themselves
# (`progress.report()`, `reports.hard_words(progress)`, ...) are pandas frames with short
# column names, for sorting and filtering, and for the CSV files a spreadsheet opens:

# %%
[path.name for path in reports.export_csv(progress)]

# %% [markdown]
# A play recorded by mistake, or a student who has left: remove it from your class with
# `classroom.Progress(folder).remove_play(play_id)` (the ids are in `progress.plays()`) or
# `.remove_student("name")`. Here, in the example class:

# %%
print(progress.remove_student("Ben"), "play removed;", "students left:", progress.students())
