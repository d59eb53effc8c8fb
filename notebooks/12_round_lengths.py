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
ROUNDS = 8 if QUICK else 400  # Word Storm rounds per player count
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
means = {name: est.mean for name, est in minutes.items()}
estimate_bars(minutes, ylabel="minutes per round (game time)",
              title=f"Word Storm rounds last {min(means.values()):.1f} to "
                    f"{max(means.values()):.1f} minutes from 2 to 8 players")
for name, est in minutes.items():
    print(f"{name:>10}: {est} minutes")

# %%
four = rounds[rounds.players == 4]
print(f"4 players: {mean_ci(four.storm_calls)} 'Word Storm' calls and "
      f"{mean_ci(four.stall_deals)} stall deals per round")
print(f"rounds that ended with a 'Done' call: {four.finished.mean():.0%} (n = {len(four)})")

# %% [markdown]
# **Finding** (full run, 400 rounds per player count): a round lasts 8.3 minutes with 2 players
# (95% CI 8.1 to 8.4), 4.5 with 3, 2.9 with 4, 2.4 with 6 and 2.2 with 8 (beyond 4 players the
# board's four sides make teams). The 100 tiles run out faster when more hands draw them. With 4
# players a round sees 5.5 "Word Storm" calls (5.4 to 5.5) and 0.55 stall deals (0.48 to 0.62),
# and every round ended with a "Done" call.

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

# %% [markdown]
# **Finding** (full run, 400 games, 1,600 rounds): the first word is called after 5.2 cards on
# average (95% CI 5.2 to 5.3), when the table already offers 33 claimable words (27.9 to 37.5):
# players are slower than the table is generous. A round leaves 3.0 cards unclaimed (2.9 to 3.1)
# and lasts 2.4 minutes at the default pace of one card every 2 seconds.

# %% [markdown]
# ## Five Tiers: can a hand be completed at all?
#
# A hand of 20 tiles must become five words of 2, 3, 4, 5 and 6 tiles. How often is that
# possible, for players whose vocabulary stops at SCOWL level 35 (a child), 50, 70 or 80 (a
# word-game expert)? The solver is exact, so these are the true shares for each word list.

# %%
from wordgames import Lexicon
from wordgames.fivetiers import solvable_fraction
from wordgames.sim import proportion_ci

DRAWS = 20 if QUICK else 1000
solvable = {}
for level in (35, 50, 70, 80):
    share = solvable_fraction(Lexicon.default(level, contractions=True), n=DRAWS, seed=level)
    solvable[f"level {level}"] = proportion_ci(round(share * DRAWS), DRAWS)
estimate_bars(solvable, ylabel="share of 20-tile draws that can be completed",
              title=f"{solvable['level 35'].mean:.0%} of hands can be completed at level 35, "
                    f"{solvable['level 80'].mean:.0%} at level 80")
for name, est in solvable.items():
    print(f"{name}: {est}")

# %% [markdown]
# **Finding** (full run, 1,000 draws per level): 73% of hands can be completed with a level-35
# vocabulary (95% CI 70% to 76%), 84% at level 50, 92% at level 70 and 95% at level 80 (94% to
# 96%). A child's vocabulary fails on about one hand in four, which is why exchanges matter more
# in a classroom than among word-game experts.

# %% [markdown]
# ## Five Tiers: timer periods and minutes per game
#
# When the sand timer (300 s) runs out with no winner, everyone may exchange tiles and the timer
# is flipped again. The box promises about 5 minutes per round and 30 to 60 minutes per game.

# %%
TARGET = 100 if QUICK else 500
FT_GAMES = 2 if QUICK else 100
ft = simulate("fivetiers", FT_GAMES, players=4, rules={"target": TARGET}, seed=12, **SHOW)
ft_rounds = per_round(ft)
ft_games = ft.drop_duplicates("game_index")
print(f"timer periods per round: {mean_ci(ft_rounds.timer_periods)}")
print(f"minutes per round:       {mean_ci(ft_rounds.round_seconds / 60)}")
print(f"minutes per game to {TARGET}: {mean_ci(ft_games.game_seconds / 60)}")
histogram(ft_games.game_seconds / 60, bins=12, xlabel="minutes per game (game time)",
          title=f"Bots take {ft_games.game_seconds.median() / 60:.0f} minutes "
                f"(median) to reach {TARGET}; the box says 30-60")

# %% [markdown]
# **Finding** (full run, 100 games to 500 with four adult bots, 2,059 rounds): a round takes
# 3.2 minutes (95% CI 3.2 to 3.3) and 1.09 timer periods, so the 5-minute timer rarely runs out;
# a game takes 67 minutes (63.7 to 69.9), a little beyond the box's "30-60 minutes per game".
# The bots' 90-second base time per hand is the assumption to tune if real players are faster.

# %% [markdown]
# ## What the bots' time models assume
#
# Every length above follows from these parameters (each bot's docstring explains its model).
# Delays are log-normal around `base × difficulty ÷ speed`; an adult has speed 1.

# %%
from wordgames.agents import PRESETS
from wordgames.fivetiers import bot as fivetiers_bot
from wordgames.myword import Bot as MyWordBot
from wordgames.wordstorm import bot as wordstorm_bot

print("skill presets:")
for name, skill in PRESETS.items():
    print(f"  {name:>8}: level {skill.level}, speed {skill.speed}, error rate {skill.error_rate}")
print(f"Word Storm: {wordstorm_bot.PLACE_SECONDS} s per tile placed x word rarity, "
      f"{wordstorm_bot.MOVE_SECONDS} s per tile moved, {wordstorm_bot.THINK_SECONDS} s per 100 "
      f"search steps, {wordstorm_bot.CALL_SECONDS} s to call")
mw_bot = MyWordBot()
print(f"MY WORD!: a word is noticed after {mw_bot.base} s x rarity x (1 + {mw_bot.per_letter} per "
      f"letter beyond 3); a look of {mw_bot.look} s for a longer word")
print(f"Five Tiers: {fivetiers_bot.BASE_SECONDS} s for an easy hand x rarity x search effort; "
      f"{fivetiers_bot.EXCHANGE_SECONDS} s to choose an exchange")
