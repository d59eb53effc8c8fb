# %% [markdown]
# # 12 · Round lengths: how long do the games take?
#
# Rounds are simulated in game seconds: every bot's move takes time from an explicit time model
# (listed at the end), so these lengths are what the models assume, not a stopwatch on real
# players. The box of Five Tiers promises "approximately 5 minutes per round (30-60 minutes per
# game)": we check the bots against it.
#
# Every interval is a 95% interval clustered by game (see notebook 11), and every figure states
# its independent units and its observations. Where a quantity is fixed by a rule, we say so and
# compute it from the rule. Every number in the findings is computed by this run; quick mode
# (under the tests) uses tiny samples and says so, `make figures` runs the full sizes.

# %%
from wordgames.analysis import quick_mode
from wordgames.analysis.frames import table
from wordgames.analysis.lengths import (
    first_call,
    first_call_plot,
    fivetiers_finding,
    fivetiers_lengths,
    game_minutes_plot,
    minutes_by_players,
    minutes_plot,
    myword_finding,
    myword_length,
    share_within,
    skill_presets,
    solvable_finding,
    solvable_plot,
    solvable_shares,
    storm_calls,
    time_models,
    wordstorm_finding,
)
from wordgames.analysis.style import use_style
from wordgames.myword import Rules as MyWordRules
from wordgames.sim import per_game, per_round, simulate, sweep

use_style()
QUICK = quick_mode()
SHOW = {"progress": not QUICK}

# %% [markdown]
# ## Word Storm: calls, stalls and minutes
#
# Every player takes 4 tiles whenever someone uses all theirs and calls "Word Storm", or, when
# nobody can for 60 s (the stall limit), anyway. The round ends when the centre is empty and the
# first player finishes a correct crossword.

# %%
rounds = per_round(sweep("wordstorm", 8 if QUICK else 400, {"players": [2, 3, 4, 6, 8]},
                         rules={"rounds": 1}, seed=6, **SHOW))
minutes = minutes_by_players(rounds)
minutes_plot(minutes);

# %%
calls = storm_calls(rounds[rounds.players == 4])
table(calls)

# %%
wordstorm_finding(minutes, calls)

# %% [markdown]
# ## MY WORD!: how soon the first word, and how many cards are wasted
#
# The dealer turns a card every 2 seconds. How many cards are on the table when the first word
# is called, how many words could have been called at that moment, and how many cards are left
# unclaimed at the end of a round?

# %%
mw = per_round(simulate("myword", 3 if QUICK else 400, players=4, seed=7, **SHOW))
first, length = first_call(mw), myword_length(mw, MyWordRules())
first_call_plot(mw);

# %%
table({**first, "round minutes": length["minutes"]})

# %%
myword_finding(first, length, MyWordRules())

# %% [markdown]
# ## Five Tiers: can a hand be completed at all?
#
# A hand of 20 tiles must become five words of 2, 3, 4, 5 and 6 tiles. How often is that
# possible, for players whose vocabulary stops at SCOWL level 35 (a child), 50, 70 or 80 (a
# word-game expert)? The solver is exact, so each draw is an independent trial with a sure
# answer; the intervals are those of the share of draws.

# %%
solvable = solvable_shares([35, 50, 70, 80], 20 if QUICK else 1000)
solvable_plot(solvable);

# %%
solvable_finding(solvable)

# %% [markdown]
# The same in Spanish (the rulebook's six Spanish tiles in the bag and the two apostrophes out,
# since no Spanish word has one; the Spanish dictionary graded into the same levels, each as big
# as the English one):

# %%
solvable_es = solvable_shares([35, 50, 70, 80], 20 if QUICK else 1000, language="es")

# %%
solvable_finding(solvable_es)

# %% [markdown]
# ## Five Tiers: timer periods and minutes per game
#
# When the sand timer (300 s) runs out with no winner, everyone may exchange tiles and the timer
# is flipped again. The box promises about 5 minutes per round and 30 to 60 minutes per game;
# the figure shades that band.

# %%
TARGET, BOX = (100 if QUICK else 500), (30, 60)
ft = simulate("fivetiers", 2 if QUICK else 100, players=4, rules={"target": TARGET}, seed=12,
              **SHOW)
lengths, game_minutes = fivetiers_lengths(ft), per_game(ft).game_seconds / 60

# %%
game_minutes_plot(game_minutes, TARGET, BOX);

# %%
fivetiers_finding(lengths, share_within(game_minutes, *BOX), TARGET, BOX)

# %% [markdown]
# ## What the bots' time models assume
#
# Every length above follows from these parameters (each bot's docstring explains its model).
# Delays are log-normal around `base × difficulty ÷ speed`; an adult has speed 1.

# %%
skill_presets()

# %%
time_models()
