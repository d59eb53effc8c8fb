# %% [markdown]
# # 11 · Scoring balance: who wins, and why?
#
# A designer's questions, answered by simulating rounds with bots (see `wordgames.sim`):
# where Word Storm's points come from and what doubling the misplaced-tile penalty does; whether
# MY WORD!'s dealer or any seat has an edge, what double cards and wilds are worth, and what a
# 4-card minimum changes; how many points a Five Tiers round is worth and how long a game to
# 500 lasts.
#
# Every figure carries its 95% confidence interval and its sample size `n`. Paired comparisons
# play both variants on the same draws (common random numbers), so the difference is measured
# far more precisely than two separate runs would allow. In quick mode (under the tests) the
# samples are tiny and the intervals wide; `make figures` runs the full sizes.

# %%
from wordgames.analysis import quick_mode
from wordgames.analysis.frames import estimates_by, ratio_ci
from wordgames.analysis.plots import estimate_bars
from wordgames.analysis.style import use_style
from wordgames.sim import compare, mean_ci, per_game, per_round, simulate

use_style()
QUICK = quick_mode()
ROUNDS = 10 if QUICK else 800  # Word Storm rounds per variant
GAMES = 3 if QUICK else 400  # MY WORD! games (4 rounds each) per variant
SHOW = {"progress": not QUICK}

# %% [markdown]
# ## Word Storm: where the points come from
#
# Lowest score wins. A player's round score is the value of unused tiles, plus the misplaced
# tiles (times the multiplier), less the Big Words and special-square bonuses.

# %%
ws = simulate("wordstorm", ROUNDS, players=4, rules={"rounds": 1}, seed=1, **SHOW)
components = {
    "unused": mean_ci(ws.unused),
    "misplaced": mean_ci(ws.misplaced_points),
    "Big Words (off)": mean_ci(-ws.big_words),
    "special squares (off)": mean_ci(-ws.special_squares),
    "round score": mean_ci(ws.score),
}
penalty = ws.unused.sum() + ws.misplaced_points.sum()
unused_share = ws.unused.sum() / penalty if penalty else float("nan")
estimate_bars(
    components, ylabel="points per player per round",
    title=f"Unused tiles are {unused_share:.0%} of Word Storm's penalty points",
)
for name, est in components.items():
    print(f"{name:>22}: {est}")

# %% [markdown]
# **Finding** (full run, 800 four-player rounds, n = 3,200 player-rounds): a player's round costs
# 12.0 points on average (95% CI 11.5 to 12.5). Unused tiles are nearly all of it, 13.2 points;
# misplaced tiles add 0.45; Big Words take off 1.3 and special squares 0.4. The race to use
# every tile, not spelling, decides Word Storm.

# %% [markdown]
# ### Misplaced tiles: counted once, or doubled?
#
# The rulebook contradicts itself (its worked example adds misplaced tiles "not doubled"; a later
# line says "double"). Both readings play the same rounds here; only the scoring differs.

# %%
multiplier = compare(
    {"rules": {"rounds": 1, "misplaced_multiplier": 1}},
    {"rules": {"rounds": 1, "misplaced_multiplier": 2}},
    game="wordstorm", n=ROUNDS, seed=2, **SHOW,
)
print(multiplier)
a, b = per_round(multiplier.frame_a), per_round(multiplier.frame_b)
changed = (
    multiplier.frame_a.groupby("game_index").round_won.apply(tuple)
    != multiplier.frame_b.groupby("game_index").round_won.apply(tuple)
).mean()
print(f"rounds whose winner changes when misplaced tiles are doubled: {changed:.1%} "
      f"(n = {len(a)} rounds)")

# %% [markdown]
# **Finding** (full run, 800 rounds played both ways): doubling adds 0.44 points per player per
# round (95% CI 0.34 to 0.54) and changes the round's winner in 1.2% of rounds. The contradiction
# in the rulebook matters little in practice; the library keeps the worked example's reading
# (`misplaced_multiplier=1`) as the default.

# %% [markdown]
# ### Seat and skill
#
# With four equal bots no seat should matter; with a beginner, a student, an adult and an expert
# at one table, skill should.

# %%
seats = estimates_by(ws, "player", "score", "seat {}".format)
spread = max(e.mean for e in seats.values()) - min(e.mean for e in seats.values())
estimate_bars(seats, ylabel="points per round (lower wins)",
              title=f"Four equal bots: the seats differ by {spread:.1f} points a round at most")
for name, est in seats.items():
    print(f"{name}: {est}")

# %%
mixed = simulate("wordstorm", ROUNDS, players=4, rules={"rounds": 1}, seed=3,
                 skills=["beginner", "student", "adult", "expert"], **SHOW)
names = {35: "beginner", 50: "student", 70: "adult", 80: "expert"}
by_skill = estimates_by(mixed, "skill_level", "score", lambda level: names[level])
estimate_bars(by_skill, ylabel="points per round (lower wins)",
              title=f"A beginner's round costs {by_skill['beginner'].mean:.0f} points, "
                    f"an expert's {by_skill['expert'].mean:.0f}")
for name, est in by_skill.items():
    print(f"{name:>9}: {est}")

# %% [markdown]
# **Finding** (full run): with four equal bots the seats score 12.7, 12.5, 11.8 and 11.0 points
# a round (intervals about ±0.9, n = 800 each): no seat advantage beyond the noise. At a mixed
# table (800 rounds) skill shows plainly. Per round the
# beginner scores 24.7 points (95% CI 23.7 to 25.6), the student 17.0, the adult 14.3 and the
# expert 1.5 (0.8 to 2.1): speed, more than vocabulary, lets the expert place all its tiles
# before someone calls "Done".

# %% [markdown]
# ## MY WORD!: dealer, seats, double cards and wilds
#
# One point per card won; the deal passes to the left each round, and the dealer plays too.

# %%
mw = simulate("myword", GAMES, players=4, seed=4, **SHOW)
dealer = estimates_by(mw, "is_dealer", "score", {False: "other players", True: "dealer"}.get)
edge = dealer["dealer"].mean - dealer["other players"].mean
estimate_bars(dealer, ylabel="cards won per round",
              title=f"Dealing is worth {edge:+.1f} cards a round to the dealer")
for name, est in dealer.items():
    print(f"{name:>14}: {est}")
seats = estimates_by(mw, "seat_after_dealer", "score", "{} after the dealer".format)
for name, est in seats.items():
    print(f"{name:>18}: {est}")

# %% [markdown]
# **Finding** (full run, 400 games, 1,600 rounds): the dealer wins 14.1 cards a round (95% CI
# 13.8 to 14.4) against 14.3 (14.1 to 14.5) for the others: no dealer advantage, and no seat
# after the dealer differs from another by more than the intervals allow.

# %% [markdown]
# What is a double card or a wild worth? A valid claim takes its cards; we compare the cards
# taken per claim when the claim used a double card, a wild, or neither.

# %%
plain_claims = mw.valid_claims - mw.claims_with_double - mw.claims_with_wild
plain_cards = mw.claim_cards - mw.claim_cards_with_double - mw.claim_cards_with_wild
per_claim = {
    "with a double card": ratio_ci(mw.claim_cards_with_double, mw.claims_with_double),
    "with a wild": ratio_ci(mw.claim_cards_with_wild, mw.claims_with_wild),
    "plain letters": ratio_ci(plain_cards, plain_claims),
}
overall = mw.claim_cards.sum() / mw.valid_claims.sum()
estimate_bars(per_claim, ylabel="cards taken per valid claim",
              title=f"A valid claim takes {overall:.2f} cards, double card or wild or neither")
for name, est in per_claim.items():
    print(f"{name:>18}: {est} cards per claim")
share_double = mw.claims_with_double.sum() / mw.valid_claims.sum()
print(f"{share_double:.0%} of valid claims used a double card "
      f"(n = {int(mw.valid_claims.sum())} claims)")

# %% [markdown]
# **Finding** (full run, 29,246 valid claims): half of all valid claims (51%) use a double card,
# yet a claim takes 3.06 cards with a double card, 3.02 with a wild and 3.06 with plain letters:
# players call the first word they see, nearly always of 3 cards. The doubles and wilds are worth
# words rather than cards: notebook 10 finds that 35% of the words on a table need a double card
# and 49% a wild.

# %% [markdown]
# ### The 4-card minimum
#
# "For a more challenging game, increase the number of letters required." Same deals, 3 or 4
# cards per word.

# %%
minimum = compare({"rules": {"min_cards": 3}}, {"rules": {"min_cards": 4}}, game="myword",
                  n=GAMES, metric="left_on_table", seed=5, **SHOW)
print(minimum)
seconds = compare({"rules": {"min_cards": 3}}, {"rules": {"min_cards": 4}}, game="myword",
                  n=GAMES, metric="calls", seed=5, **SHOW)
print(seconds)

# %% [markdown]
# ## Five Tiers: points per round, the apostrophe rules, rounds to 500
#
# Only a round's winner scores: the value of the opponents' unused tiles, plus 5 for each unused
# apostrophe tile, doubled when the winner's five words include one with an apostrophe (our
# reading of "words with an apostrophe earn double points for all players"; a rule option).
# A game with `target=1` ends after its first round with a winner: that is how we sample rounds.

# %%
FT_ROUNDS = 6 if QUICK else 400
ft = simulate("fivetiers", FT_ROUNDS, players=4, rules={"target": 1}, seed=8, **SHOW)
winners = ft[ft.round_won]
round_points = ft.groupby("game_index").score.sum()
print(f"points scored per round (all winners): {mean_ci(round_points)}")
print(f"rounds won with an apostrophe word (doubled): {winners.doubled.mean():.1%} "
      f"(n = {len(winners)} winners)")
print(f"unused apostrophes per loser: {mean_ci(ft[~ft.round_won].unused_apostrophes)}")

# %%
doubling = compare({"rules": {"target": 1}}, {"rules": {"target": 1, "apostrophe_doubles": False}},
                   game="fivetiers", n=FT_ROUNDS, seed=9, **SHOW)
apostrophe_bonus = compare({"rules": {"target": 1}},
                           {"rules": {"target": 1, "unused_apostrophe_points": 0}},
                           game="fivetiers", n=FT_ROUNDS, seed=9, **SHOW)
estimate_bars(
    {"rulebook": doubling.mean_a, "no doubling": doubling.mean_b,
     "no 5 points per\nunused apostrophe": apostrophe_bonus.mean_b},
    ylabel="points per player per round",
    title="The apostrophe rules add "
          f"{-(doubling.difference.mean + apostrophe_bonus.difference.mean):.1f} points "
          "per player-round",
)
print(doubling)
print(apostrophe_bonus)

# %% [markdown]
# ### Rounds to reach 500
#
# A whole game runs rounds until someone passes the target. Quick mode plays to 100 points.

# %%
TARGET = 100 if QUICK else 500
FT_GAMES = 2 if QUICK else 100
games = per_game(simulate("fivetiers", FT_GAMES, players=4, rules={"target": TARGET}, seed=10,
                          **SHOW))
print(f"rounds to reach {TARGET}: {mean_ci(games.rounds)}; "
      f"range {games.rounds.min()} to {games.rounds.max()}")

# %% [markdown]
# **Findings** (full run). The 4-card minimum (400 games played both ways, n = 25,600
# player-rounds): calls fall from 18.6 to 13.7 a round and the cards left unclaimed rise from
# 3.1 to 4.8 (difference 1.78, 95% CI 1.75 to 1.82). Five Tiers: a round's winners score 67.5
# points in all (95% CI 64.3 to 70.8, n = 400 rounds); 21% of winners have an apostrophe word and
# score double. Without the doubling a player's round is worth 2.9 points less (CI 2.2 to 3.6),
# without the 5 points per unused apostrophe 0.5 less (0.2 to 0.8). A game to 500 takes 20.0
# rounds (95% CI 19.1 to 20.9; from 10 to 32, n = 100 games).
