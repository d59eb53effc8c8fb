# %% [markdown]
# # 13 · The component designer: change a tile, measure it, search for a target
#
# Notebooks 10 to 12 say what today's components do. A designer's next question is what to
# change. This notebook walks through one question per game, each answered the same way: make a
# **variant** (a tile set, deck or board changed as data), **evaluate** it beside the shipped
# components on the same seeds (common random numbers), read the difference with its 95%
# interval, and, for a target, let **search** find a variant that meets it.
#
# 1. Five Tiers: do its games last the box's 30 to 60 minutes with four adult players?
# 2. Word Storm: how many tiles should the bag hold for a 5-minute round with 3 players?
# 3. MY WORD!: what do the double-letter cards do?
# 4. A panel to try your own counts and values.
# 5. The solvability curve: how often random racks make one crossword of all their tiles.
#
# Every figure carries its interval and `n`; titles state what the run found. Quick mode (under
# the tests) uses tiny samples; `make figures` runs the full sizes (the search and the curve take
# about an hour each; `scripts/design_search.py` and `scripts/solvability_curve.py` run them
# alone, and this notebook then reads their results).

# %%
from pathlib import Path

from wordgames import design
from wordgames.analysis import quick_mode
from wordgames.analysis.component_designer import (
    CURVE_COLUMNS,
    STEP_COLUMNS,
    bag_minutes,
    bag_plot,
    box_search,
    curve_finding,
    curve_plot,
    doubles_evaluations,
    doubles_plot,
    found_evaluation,
    found_frame,
    lines,
    outcomes_plot,
    plateau_table,
    press,
    search_finding,
    search_plot,
    solvability,
    summaries,
    values_evaluation,
    values_line,
    values_plot,
)
from wordgames.analysis.style import use_style
from wordgames.ui.design_panel import Panel

use_style()
QUICK = quick_mode()
GAMES = 2 if QUICK else 200  # paired games per comparison
FT_PLAYERS = 2 if QUICK else 4
SHOW = {"progress": not QUICK, "workers": 1 if QUICK else None}
RESULTS = Path("../data/results")

# %% [markdown]
# ## 1 · Five Tiers against the box: 30 to 60 minutes a game
#
# A game is played to 500 points; the winner of a round scores the value of the tiles the others
# could not use. Higher tile values end games sooner. First the shipped set beside one with every
# value a quarter higher, on the same seeds: same deals, same bots' chance, so the only
# difference is the values.

# %%
higher, ft = values_evaluation(1.25, n=GAMES, seed=13, players=FT_PLAYERS, **SHOW)
print(higher.describe())
design.summary(ft)

# %%
values_plot(ft, "values x1.25");
print(values_line(ft, "values x1.25", FT_PLAYERS))

# %% [markdown]
# ### The search for a variant that meets the box
#
# `design.search` moves one component at a time (every value scaled, the number of blanks, the
# number of apostrophes), keeps no letter rarer than one tile in 150, plays every point on the
# same seeds, and takes a step only when the paired difference's interval lies wholly on the
# target's side of zero. The full run (`scripts/design_search.py`: budget 2,400 games, 40 games
# a point at first, up to 320) is read here when it has been made; quick mode runs a toy search.

# %%
steps, found = box_search(RESULTS, players=FT_PLAYERS, **SHOW)
print(found)
steps[STEP_COLUMNS]

# %% [markdown]
# The variant found, beside the shipped set on 200 fresh paired games (the full run's last
# step; quick mode has none):

# %%
checked = found_evaluation(RESULTS)
if checked is not None:
    print(checked)

# %%
search_plot(steps);

# %%
search_finding(steps, found_frame(RESULTS), players=FT_PLAYERS)

# %% [markdown]
# ## 2 · Word Storm: a bag for a 5-minute round with 3 players
#
# With 100 tiles a 3-player round lasts about 4.5 minutes (notebook 12). A bigger bag means more
# deals. Every letter's count is scaled by the same factor (rounded, each letter kept), and each
# bag is played on the same seeds as the shipped one; rounds only (no match to 50).

# %%
minutes = bag_minutes((80, 120) if QUICK else (70, 85, 100, 115, 130, 150),
                      n=2 if QUICK else 200, seed=5, players=3, **SHOW)
bag_plot(minutes, players=3);
print(lines(minutes, "minutes"))

# %% [markdown]
# ## 3 · MY WORD!'s double cards
#
# The deck has 13 double-letter cards (TH, ER, QU...). What happens with none, or twice as many?
# A deck without them is 47 cards; one with 26 has 73.

# %%
mw = doubles_evaluations(n=2 if QUICK else 200, seed=9, players=4, **SHOW)
doubles_plot(mw);
print(summaries(mw))

# %% [markdown]
# ## 4 · Try your own
#
# Change a count or a value and press **Evaluate**: the panel plays the variant beside the
# shipped set on the same seeds and shows each metric with its interval and n. A bar counts
# the games meanwhile; the kernel stays free (the games run in a thread), so other cells can
# run. A box typed wrong is said in the panel, and nothing runs. (In quick mode the button is
# pressed for you.)

# %%
panel = Panel("fivetiers", n=2 if QUICK else 40, players=FT_PLAYERS,
              metrics=["game_minutes", "round_minutes"], workers=SHOW["workers"])
if QUICK:
    print(press(panel, {"?": "4"}))
panel

# %% [markdown]
# ## 5 · The solvability curve
#
# Clement and Kachuck (banangram, 2016) drew random racks of n Bananagrams tiles and found the
# share that can be built into one crossword of every tile rising to a plateau near 96% from
# n = 11 on (TWL06). Here the same curve for the Bananagrams bag and Word Storm's, at SCOWL
# levels 35, 50, 70 and 80, with the solver's three outcomes counted apart: **solved**,
# **proven impossible** (a tile no word the rack spells can hold, or an exhaustive search of
# a rack of 7 tiles or fewer) and **undecided** (the search budget ran out). The racks are
# nested and shared by every level: rack i at 12 tiles is rack i at 10 tiles and two more.

# %%
CURVE_N = 4 if QUICK else 400
curve = solvability(RESULTS, CURVE_N, **SHOW)
curve[CURVE_COLUMNS]

# %%
curve_plot(curve);

# %%
outcomes_plot(curve);
print(plateau_table(curve))

# %%
curve_finding(curve)

# %% [markdown]
# **Reading the curve.** A share *solved* is a lower bound of the true share (the search is a
# bounded heuristic), and one minus the share *proven impossible* an upper bound; where the
# undecided share is small the two meet. Below 8 tiles the search is exhaustive, so the curve is
# exact there. The plateau's height depends on the word list: SCOWL at level 80 is close to a
# full Scrabble dictionary, level 35 is a child's vocabulary, and TWL06 (which the published
# figure used) holds the two- and three-letter words (QI, ZA, XU...) that let awkward tiles in.
