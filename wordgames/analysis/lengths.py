"""The steps of notebook 12 (round lengths): minutes per round and game, calls, the first word.

Lengths are in game seconds from the bots' time models (:func:`time_models`), not a stopwatch.
Where a quantity is fixed by a rule (MY WORD!'s dealing pace), it is computed from the rule and
stated as its consequence, not estimated.

>>> import pandas as pd
>>> rounds = pd.DataFrame({"game_index": [0, 1, 2, 3], "players": [2, 2, 4, 4],
...                        "round_seconds": [480, 500, 170, 180]})
>>> {k: round(e.mean, 2) for k, e in minutes_by_players(rounds).items()}
{'2 players': 8.17, '4 players': 2.92}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pandas as pd

from wordgames.analysis.findings import Finding, ci, finding, number
from wordgames.analysis.frames import estimate, estimates_by, fixed_value, game_keys
from wordgames.analysis.plots import estimate_bars, histogram
from wordgames.fivetiers import bot as fivetiers_bot
from wordgames.fivetiers import solvable_fraction
from wordgames.kit.agents import SKILLS
from wordgames.lexicon import Lexicon
from wordgames.myword import Bot as MyWordBot
from wordgames.sim import per_game, per_round
from wordgames.sim.stats import Estimate, mean_ci, proportion_ci
from wordgames.wordstorm import bot as wordstorm_bot


def minutes_by_players(rounds: pd.DataFrame) -> dict[str, Estimate]:
    """Minutes per round for each number of players (one row per round)."""
    return estimates_by(rounds, "players", rounds.round_seconds / 60, "{} players".format)


def storm_calls(rounds: pd.DataFrame) -> dict[str, Estimate]:
    """Per Word Storm round: "Word Storm" calls, stall deals, and the share ended by "Done".

    >>> rounds = pd.DataFrame({"game_index": [0, 1], "storm_calls": [5, 6], "stall_deals": [1, 0],
    ...                        "finished": [True, True]})
    >>> {k: e.mean for k, e in storm_calls(rounds).items()}
    {'"Word Storm" calls': 5.5, 'stall deals': 0.5, 'ended by "Done"': 1.0}
    """
    return {
        '"Word Storm" calls': estimate(rounds, "storm_calls"),
        "stall deals": estimate(rounds, "stall_deals"),
        'ended by "Done"': estimate(rounds, rounds.finished.astype(bool)),
    }


def first_call(rounds: pd.DataFrame) -> dict[str, Estimate]:
    """Per MY WORD! round: cards on the table at the first call, the words they offered, and the
    cards left unclaimed at the end (rounds with no claim have no first call).

    >>> rounds = pd.DataFrame({"game_index": [0, 0], "round": [1, 2],
    ...                        "cards_before_first_claim": [4, None],
    ...                        "words_at_first_claim": [20, None], "left_on_table": [3, 5]})
    >>> {k: e.n for k, e in first_call(rounds).items()}
    {'cards at the first call': 1, 'words on the table then': 1, 'cards left unclaimed': 2}
    """
    return {
        "cards at the first call": estimate(rounds, "cards_before_first_claim"),
        "words on the table then": estimate(rounds, "words_at_first_claim"),
        "cards left unclaimed": estimate(rounds, "left_on_table"),
    }


def myword_rule_seconds(rules: Any, cards: int) -> float:
    """The part of a MY WORD! round the rules fix: every card dealt at the dealer's pace, then
    the grace period in which nobody calls a word.

    >>> from wordgames.myword import Rules
    >>> myword_rule_seconds(Rules(), 60)
    130.0
    """
    return float(cards * rules.seconds_per_card + rules.grace_seconds)


def myword_length(rounds: pd.DataFrame, rules: Any) -> dict[str, Any]:
    """A MY WORD! round's length: what the rules fix (all the cards, if every round deals them
    all, at the dealing pace, and the grace period) and what the claims add to it.

    >>> from wordgames.myword import Rules
    >>> rounds = pd.DataFrame({"game_index": [0, 0, 1], "round": [1, 2, 1], "deals": [60] * 3,
    ...                        "round_seconds": [140.0, 150.0, 145.0]})
    >>> length = myword_length(rounds, Rules())
    >>> length["cards"], length["fixed minutes"], round(length["added by claims"].mean, 1)
    (60, 2.1666666666666665, 15.0)
    """
    cards = fixed_value(rounds.deals)
    fixed = myword_rule_seconds(rules, int(cards)) if cards is not None else None
    extra = estimate(rounds, rounds.round_seconds - (fixed or 0.0))
    return {
        "cards": None if cards is None else int(cards),
        "fixed minutes": None if fixed is None else fixed / 60,
        "added by claims": extra,
        "minutes": estimate(rounds, rounds.round_seconds / 60),
    }


def solvable_shares(
    levels: Iterable[int], draws: int, language: str = "en"
) -> dict[str, Estimate]:
    """The share of ``draws`` random 20-tile Five Tiers hands that can be completed, for each
    vocabulary level (the solver is exact; each draw is an independent trial). ``language=
    "es"``: Spanish play, hands drawn from the bag with its Spanish tiles, judged by the Spanish
    dictionary up to each level.

    >>> {k: e.n for k, e in solvable_shares([35], 2).items()}
    {'level 35': 2}
    """
    out = {}
    for level in levels:
        lexicon = Lexicon.default(level, contractions=True, language=language)
        share = solvable_fraction(lexicon, n=draws, seed=level, spanish=language == "es")
        out[f"level {level}"] = proportion_ci(round(share * draws), draws, unit="hands")
    return out


def fivetiers_lengths(ft: pd.DataFrame) -> dict[str, Estimate]:
    """Per Five Tiers round: timer periods and minutes; per game: minutes and rounds.

    >>> frame = pd.DataFrame({"game_index": [0, 0, 1], "round": [1, 2, 1], "player": [0, 0, 0],
    ...                       "timer_periods": [1, 2, 1], "round_seconds": [120, 300, 180],
    ...                       "game_seconds": [420, 420, 180], "rounds": [2, 2, 1]})
    >>> {k: e.mean for k, e in fivetiers_lengths(frame).items()}
    {'timer periods per round': 1.3333333333333333, 'minutes per round': 3.3333333333333335, \
'minutes per game': 5.0, 'rounds per game': 1.5}
    """

    rounds, games = per_round(ft), per_game(ft)
    return {
        "timer periods per round": estimate(rounds, "timer_periods"),
        "minutes per round": estimate(rounds, rounds.round_seconds / 60),
        "minutes per game": mean_ci(games.game_seconds / 60, unit="games"),
        "rounds per game": mean_ci(games.rounds, unit="games"),
    }


def share_within(values: Iterable[float], low: float, high: float) -> Estimate:
    """The share of independent values (games) that fall within ``low`` to ``high``.

    >>> share_within([20, 45, 70, 50], 30, 60).mean
    0.5
    """
    data = list(values)
    return proportion_ci(sum(low <= v <= high for v in data), len(data), unit="games")


def time_models() -> pd.DataFrame:
    """Every bot's time parameters, read one way: the values the bots play with.

    >>> table = time_models()
    >>> float(table.loc[("MY WORD!", "base"), "seconds"])
    4.0
    """
    myword = MyWordBot()
    rows = [
        ("Word Storm", "PLACE_SECONDS", wordstorm_bot.PLACE_SECONDS, "per tile placed, x rarity"),
        ("Word Storm", "MOVE_SECONDS", wordstorm_bot.MOVE_SECONDS, "per tile moved"),
        ("Word Storm", "THINK_SECONDS", wordstorm_bot.THINK_SECONDS, "per 100 search steps"),
        ("Word Storm", "CALL_SECONDS", wordstorm_bot.CALL_SECONDS, "to call"),
        ("MY WORD!", "base", myword.base, "to notice a 3-card word, x rarity"),
        ("MY WORD!", "per_letter", myword.per_letter, "more per letter beyond 3 (a fraction)"),
        ("MY WORD!", "look", myword.look, "a look for a longer word"),
        ("Five Tiers", "BASE_SECONDS", fivetiers_bot.BASE_SECONDS,
         "for an easy hand, x rarity x search effort"),
        ("Five Tiers", "EXCHANGE_SECONDS", fivetiers_bot.EXCHANGE_SECONDS,
         "to choose an exchange"),
    ]
    frame = pd.DataFrame(rows, columns=["game", "parameter", "seconds", "what it is"])
    return frame.set_index(["game", "parameter"])


def skill_presets() -> pd.DataFrame:
    """The skill presets: vocabulary level, speed (an adult is 1) and error rate.

    >>> float(skill_presets().loc["adult", "speed"])
    1.0
    """

    return pd.DataFrame({name: {"level": s.level, "speed": s.speed, "error rate": s.error_rate}
                         for name, s in SKILLS.items()}).T


# -- Figures and findings of notebook 12 ---------------------------------------------------------


def minutes_plot(minutes: Mapping[str, Estimate]) -> Any:
    """Minutes per Word Storm round by the number of players."""

    means = [e.mean for e in minutes.values()]
    return estimate_bars(minutes, ylabel="minutes per round (game time)",
                         title=f"Word Storm rounds last {min(means):.1f} to {max(means):.1f} "
                               f"minutes, from {next(iter(minutes))} to {list(minutes)[-1]}")


def wordstorm_finding(minutes: Mapping[str, Estimate], calls: Mapping[str, Estimate],
                      quick: bool | None = None) -> Finding:
    """Word Storm's round lengths, calls and stalls.

    >>> e = Estimate(3.0, 2.9, 3.1, 400, unit="rounds")
    >>> text = wordstorm_finding({"2 players": e, "4 players": e},
    ...                          {'"Word Storm" calls': e, "stall deals": e,
    ...                           'ended by "Done"': Estimate(1, 1, 1, 400)}, quick=False)
    >>> " ".join(text.split()[:16])
    '**Finding** (full run): a round lasts 3.0 (95% CI 2.9 to 3.1) minutes with 2 players;'
    """

    lasts = "; ".join(f"{ci(e)} minutes with {k}" for k, e in minutes.items())
    return finding(f"""a round lasts {lasts} ({next(iter(minutes.values())).counts()} per player
        count; beyond four players the board's four sides make teams). With four players a round
        sees {ci(calls['"Word Storm" calls'])} "Word Storm" calls and
        {ci(calls['stall deals'], 2)} stall deals, and
        {ci(calls['ended by "Done"'], 0, percent=True)} of rounds end with a "Done" call.""",
        *minutes.values(), quick=quick)


def first_call_plot(rounds: pd.DataFrame) -> Any:
    """How many cards are on the table at a MY WORD! round's first call (one per round; the
    legend counts the rounds and the games they come from).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> rounds = pd.DataFrame({"game_index": [0, 0, 1], "round": [1, 2, 1],
    ...                        "cards_before_first_claim": [4, 5, 6]})
    >>> first_call_plot(rounds).get_legend().get_texts()[0].get_text()
    'n = 3 rounds in 2 games'
    """

    called = rounds[rounds.cards_before_first_claim.notna()]
    first = called.cards_before_first_claim
    games = len(called.drop_duplicates(game_keys(called)))
    return histogram(first, bins=range(0, 16), unit="rounds", clusters=games,
                     xlabel="cards on the table at the first call",
                     title=f"The first word comes after {first.median():.0f} cards (median)")


def myword_finding(first: Mapping[str, Estimate], length: Mapping[str, Any], rules: Any
                   ) -> Finding:
    """When the first word comes, what is wasted, and what the rules fix of a round's length.

    >>> from wordgames.myword import Rules
    >>> e = Estimate(5.0, 4.5, 5.5, 1600, units=400, unit="games", obs="rounds")
    >>> length = {"cards": 60, "fixed minutes": 130 / 60, "added by claims": e,
    ...           "minutes": Estimate(2.4, 2.3, 2.5, 1600, units=400, unit="games")}
    >>> text = myword_finding({"cards at the first call": e, "words on the table then": e,
    ...                        "cards left unclaimed": e}, length, Rules())
    >>> "mostly a consequence of the rules: every round deals all 60 cards" in " ".join(
    ...     text.split())
    True
    """

    mostly = "a consequence of the rules only in part"
    if length["cards"] is not None:
        if length["fixed minutes"] >= length["minutes"].mean / 2:
            mostly = "mostly a consequence of the rules"
        fixed = (f"every round deals all {length['cards']} cards, so the rules fix "
                 f"{number(length['fixed minutes'], 2)} minutes of it ({length['cards']} cards "
                 f"at one every {rules.seconds_per_card:g} s, then the {rules.grace_seconds:g} s "
                 "in which nobody calls); the pauses while the dealer checks claimed words add "
                 f"{ci(length['added by claims'])} seconds")
    else:
        fixed = (f"rounds deal different numbers of cards; a round lasts "
                 f"{ci(length['minutes'], 2)} minutes")
    at_first = first["cards at the first call"]
    return finding(f"""the first word is called after {ci(at_first)} cards, when the table
        already offers {ci(first['words on the table then'])} claimable words
        ({at_first.counts()}). A round leaves {ci(first['cards left unclaimed'])} cards
        unclaimed. Its length is {mostly}: {fixed}.""",
        *first.values())


def solvable_plot(solvable: Mapping[str, Estimate]) -> Any:
    """The share of Five Tiers hands that can be completed, by vocabulary level."""

    first, last = next(iter(solvable)), list(solvable)[-1]
    return estimate_bars(solvable, ylabel="share of 20-tile draws that can be completed",
                         title=f"{solvable[first].mean:.0%} of hands can be completed at "
                               f"{first}, {solvable[last].mean:.0%} at {last}")


def solvable_finding(solvable: Mapping[str, Estimate]) -> Finding:
    """How often a hand can be completed, per vocabulary level."""

    shares = "; ".join(f"{ci(e, 0, percent=True)} at {k}" for k, e in solvable.items())
    return finding(f"""the share of hands that can be completed is {shares}
        ({next(iter(solvable.values())).counts()} per level).""", *solvable.values())


def game_minutes_plot(game_minutes: pd.Series, target: int, box: tuple[float, float]) -> Any:
    """Minutes per Five Tiers game, with the box's promised band shaded."""

    return histogram(game_minutes, bins=12, unit="games", xlabel="minutes per game (game time)",
                     band=box, band_label=f"the box: {box[0]:g}-{box[1]:g} minutes",
                     title=f"Bots take {game_minutes.median():.0f} minutes (median) to reach "
                           f"{target}")


def fivetiers_finding(lengths: Mapping[str, Estimate], within: Estimate, target: int,
                      box: tuple[float, float]) -> Finding:
    """Five Tiers' round and game lengths against the box's promise."""

    per_game, per_round = lengths["minutes per game"], lengths["minutes per round"]
    return finding(f"""with four adult bots playing to {target} ({per_game.counts()},
        {per_round.n:,} rounds), a round takes {ci(per_round)} minutes and
        {ci(lengths['timer periods per round'], 2)} timer periods, and a game {ci(per_game)}
        minutes over {ci(lengths['rounds per game'])} rounds. {ci(within, 0, percent=True)} of
        games fall within the box's {box[0]:g}-{box[1]:g} minutes. The bots' base time per hand
        (below) is the assumption to tune if real players are faster.""", *lengths.values())
