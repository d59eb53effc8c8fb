# %% [markdown]
# # 12 · Round lengths: how long do the games take?
#
# Rounds are simulated in game seconds: every bot's move takes time from an explicit time model
# (listed at the end), so these lengths are what the models assume, not a stopwatch on real
# players. The box of Five Tiers promises "approximately 5 minutes per round (30-60 minutes per
# game)": we check the bots against it.
#
# Every figure carries its 95% interval and `n`. Quick mode (under the tests) uses tiny samples;
# `make figures` runs the full sizes.

# %%
from wordgames.analysis import quick_mode
from wordgames.analysis.frames import estimates_by
from wordgames.analysis.plots import estimate_bars, histogram
from wordgames.analysis.style import use_style
from wordgames.sim import mean_ci, per_round, simulate, sweep

use_style()
QUICK = quick_mode()
ROUNDS = 8 if QUICK else 600  # Word Storm rounds per player count
GAMES = 3 if QUICK else 400  # MY WORD! games
SHOW = {"progress": not QUICK}

# %% [markdown]
# ## Word Storm: calls, stalls and minutes
#
# Every player takes 4 tiles whenever someone uses all theirs and calls "Word Storm", or, when
# nobody can for 60 s (the stall limit), anyway. The round ends when the centre is empty and the
# first player finishes a correct crossword.

# %%
by_players = sweep("wordstorm", ROUNDS, {"players": [2, 3, 4, 6, 8]}, rules={"rounds": 1},
                   seed=6, **SHOW)
rounds = per_round(by_players)
minutes = estimates_by(rounds.assign(minutes=rounds.round_seconds / 60), "players", "minutes",
                       "{} players".format)
estimate_bars(minutes, ylabel="minutes per round (game time)",
              title="More players, shorter Word Storm rounds: the tiles run out sooner")
for name, est in minutes.items():
    print(f"{name:>10}: {est} minutes")

# %%
four = rounds[rounds.players == 4]
print(f"4 players: {mean_ci(four.storm_calls)} 'Word Storm' calls and "
      f"{mean_ci(four.stall_deals)} stall deals per round")
print(f"rounds that ended with a 'Done' call: {four.finished.mean():.0%} (n = {len(four)})")

# %% [markdown]
# ## MY WORD!: how soon the first word, and how many cards are wasted
#
# The dealer turns a card every 2 seconds. How many cards are on the table when the first word
# is called, how many words could have been called at that moment, and how many cards are left
# unclaimed at the end of a round?

# %%
mw = per_round(simulate("myword", GAMES, players=4, seed=7, **SHOW))
histogram(mw.cards_before_first_claim.dropna(), bins=range(0, 16),
          xlabel="cards on the table at the first call",
          title=f"The first word comes after {mw.cards_before_first_claim.median():.0f} cards "
                "(median)")
print(f"cards dealt before the first call: {mean_ci(mw.cards_before_first_claim.dropna())}")
print(f"words on the table at that moment: {mean_ci(mw.words_at_first_claim.dropna())}")
print(f"cards left unclaimed per round:    {mean_ci(mw.left_on_table)}")
print(f"round length: {mean_ci(mw.round_seconds / 60)} minutes")
