"""The classroom toolkit: a teacher's word lists, definitions, exercises and progress.

- :func:`define`: a word's definitions, part of speech and category, from WordNet 3.0 shipped
  with the package (inflected forms find their lemma: geese -> goose); :func:`meaning`: the one
  meaning a child sees (the teacher's, else the sense a 12-year-old most likely means);
- :class:`WordList`: a teacher's list from a file or pasted text, with a report of what a game
  cannot use, saved by name in the classroom folder (:func:`saved_lists`);
- :func:`make_exercise`: an :class:`Exercise` (MY WORD! deal, Five Tiers hand, Word Storm tiles,
  anagram drill) from target words, seeded, saved as JSON (:func:`saved_exercises`);
- :class:`Progress`: what each student did, in SQLite in the classroom folder; its reports
  (pandas, matplotlib) are in :mod:`wordgames.classroom.reports`;
- :func:`where`: the classroom folder (the notebooks' and the classroom server's one) and the
  lobby's address while a server serves it.

No widgets here (the screens are in ``wordgames.ui``), and pandas only in the reports.

>>> define("mice").lemma
'mouse'
>>> WordList.load("cat, dog, girafe").report[0].problem
'not in the dictionary; nearest: giraffe, grave, garage'
"""

from wordgames.classroom.definitions import Definition, Sense, define
from wordgames.classroom.exercises import Exercise, kinds, make_exercise, saved_exercises
from wordgames.classroom.folder import classroom_folder, where
from wordgames.classroom.meaning import meaning
from wordgames.classroom.progress import Progress
from wordgames.classroom.wordlist import Entry, Problem, Report, WordList, saved_lists

__all__ = [
    "Definition",
    "Entry",
    "Exercise",
    "Problem",
    "Progress",
    "Report",
    "Sense",
    "WordList",
    "classroom_folder",
    "define",
    "kinds",
    "make_exercise",
    "meaning",
    "saved_exercises",
    "saved_lists",
    "where",
]
