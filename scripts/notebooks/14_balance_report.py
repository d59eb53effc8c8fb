# %% [markdown]
# # 14 · Balance report: ratings, skill against luck, drama and sensitivity
#
# What a designer asks of a game beyond its scores, for all three games, each answer with its
# 95% interval:
#
# - **How strong is each bot level?** Every bot skill, every level's bots and the child-like
#   player (the one `benchmarks/bench_presets.py` measures the levels against) rated on one scale
#   from rounds at mixed tables of four, by `openskill`'s Plackett-Luce model; and what a gap
#   means at the table: how often the lower of two neighbours finished a round ahead.
# - **How much is skill, how much the deal?** Duplicate deals: the same deal played four times
#   with a beginner, a student, an adult and an expert bot moved round the seats. A seat's result
#   (its points ahead of the table) splits into who plays, the hand dealt to the seat, and the
#   rest; the shares carry bootstrap intervals over deals.
# - **Drama and choices**, from each round's event log: from when the final winner leads alone
#   for good, how often the lead changes hands, how often a player behind at half time wins, and
#   how many words a player could make as the round goes on.
# - **Seat and dealer edges**, by notebook 11's test on games of four adult bots.
# - **Sensitivity**: each measure's change when a component changes (MY WORD! with 4 cards a
#   word, Five Tiers with half the timer, a tile's count...), on the same deals.
#
# Every number in the findings is computed by this run. In quick mode (under the tests) the
# samples are tiny and the findings say so; `make figures` runs the full sizes, and
# `python -m wordgames report GAME --out report.html` writes the same figures and findings as
# one page.

# %%
from wordgames.analysis.report import (
    balance_run,
    change_finding,
    choices_figure,
    decisiveness_finding,
    drama_figure,
    expected_directions,
    growth_finding,
    ladder_finding,
    ladders_figure,
    luck_finding,
    seats_finding,
    seats_table,
    sensitivity_figure,
    shares_figure,
)
from wordgames.analysis.style import use_style

use_style()
GAMES = ["myword", "fivetiers", "wordstorm"]

# %%
runs = {game: balance_run(game) for game in GAMES}

# %% [markdown]
# ## Ratings
#
# Each point is an entrant's rating (openskill's mu) with its 95% interval, best at the top:
# mu ± 1.96 times the rating's spread over a bootstrap of the matches (each draw of tables
# played in a random order), which is how far a fresh run's rating would wander; openskill's own
# sigma overstates that. The tables below give, for each two neighbours, how often the lower finished a
# round ahead of the higher when they met, and the model's chance of it.

# %%
ladders_figure(runs);

# %%
runs["myword"].gaps

# %%
runs["fivetiers"].gaps

# %%
runs["wordstorm"].gaps

# %%
ladder_finding(runs)

# %% [markdown]
# ## Skill against luck
#
# The bars stack the three shares of the variance of a seat's result in a round; the error bars
# are 95% bootstrap intervals over deals. A game where who plays explains little is one where
# a class of mixed players all have a chance; one where it explains everything rewards practice.

# %%
shares_figure(runs);

# %%
luck_finding(runs)

# %% [markdown]
# ## Drama and decisiveness
#
# A round is *settled* from the moment its final winner leads alone for good (1: only the end
# decided it). While a round is played the leader is who is ahead by the game's own standing:
# MY WORD! the cards won so far, Five Tiers the tiers filled, Word Storm the fewest tiles still
# held. The winner's own last move (a Five Tiers declaration, Word Storm's last tile) often
# decides the round, so a late settlement there is the rules, not a bug.

# %%
drama_figure(runs);

# %%
decisiveness_finding(runs)

# %% [markdown]
# ## Choices through a round
#
# The words of the game's list a player could make: MY WORD! from the cards on the table, Five
# Tiers from the tiles not yet in the player's words, Word Storm from the player's tiles.

# %%
choices_figure(runs);

# %%
growth_finding(runs)

# %% [markdown]
# ## Seat and dealer edges
#
# Notebook 11's test, the same function, on games of four adult bots.

# %%
seats_table(runs)

# %%
seats_finding(runs)

# %% [markdown]
# ## Sensitivity to a component change
#
# Each change is played on the same deals as the rulebook (common random numbers), so each
# point is a paired difference with its interval. Quick mode plays only the first change.

# %%
sensitivity_figure(runs["myword"]);

# %%
sensitivity_figure(runs["fivetiers"]);

# %%
sensitivity_figure(runs["wordstorm"]);

# %%
change_finding(runs)

# %% [markdown]
# ### Changes whose effect is known
#
# Four cards a word leaves fewer claims to make in MY WORD! (notebook 11 finds fewer calls); half
# the Five Tiers timer runs out, and is turned again, more often before anyone has five words.
# The table says whether the run agrees.

# %%
expected_directions(runs)
