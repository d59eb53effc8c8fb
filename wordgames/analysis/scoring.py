"""The steps of notebook 11 (scoring balance): score components, seats, skills, claims, points.

Every estimate is clustered by game (see :mod:`wordgames.analysis.frames`); every comparison of
variants is a paired difference (see :func:`wordgames.sim.compare`).

>>> import pandas as pd
>>> frame = pd.DataFrame({"game_index": [0, 0, 1, 1], "round": [1, 1, 1, 1], "player": [0, 1, 0, 1],
...                       "unused": [5, 0, 8, 2], "misplaced_points": [1, 0, 0, 0],
...                       "big_words": [0, 2, 0, 1], "special_squares": [0, 0, 2, 0]})
>>> frame["score"] = (frame.unused + frame.misplaced_points - frame.big_words
...                   - frame.special_squares)
>>> {k: e.mean for k, e in score_components(frame).items()}["round score"]
2.75
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pandas as pd

from wordgames.analysis.findings import Finding, ci, equal_means_verdict, finding, p_value
from wordgames.analysis.frames import clusters, estimate, estimates_by, ratio, units_of
from wordgames.analysis.plots import difference_plot, estimate_bars, interval_note
from wordgames.analysis.style import use_style
from wordgames.sim import Comparison
from wordgames.sim.stats import (
    EqualMeansTest,
    Estimate,
    _holm,
    cluster_mean_ci,
    equal_means_test,
    mean_ci,
)
from wordgames.wordstorm import Rules
from wordgames.wordstorm.board import Board

#: Word Storm's skill presets by vocabulary level, for labels.
SKILL_NAMES = {35: "beginner", 50: "student", 70: "adult", 80: "expert"}


def score_components(ws: pd.DataFrame) -> dict[str, Estimate]:
    """A Word Storm player's round score and its parts, each per player per round."""
    return {
        "unused": estimate(ws, "unused"),
        "misplaced": estimate(ws, "misplaced_points"),
        "Big Words (off)": estimate(ws, -ws.big_words),
        "special squares (off)": estimate(ws, -ws.special_squares),
        "round score": estimate(ws, "score"),
    }


def unused_share(ws: pd.DataFrame) -> Estimate:
    """The unused tiles' share of the penalty points (unused plus misplaced), clustered.

    >>> frame = pd.DataFrame({"game_index": [0, 1], "unused": [3, 1], "misplaced_points": [1, 0]})
    >>> unused_share(frame).mean
    0.8
    """
    return ratio(ws, "unused", ws.unused + ws.misplaced_points, obs="penalty points",
                 share=True)


def winner_changed(comparison: Comparison) -> Estimate:
    """The share of rounds whose winners change between the two variants (same draws).

    >>> a = pd.DataFrame({"game_index": [0, 0, 1, 1], "round": [1, 1, 1, 1],
    ...                   "player": [0, 1, 0, 1], "round_won": [True, False, True, False]})
    >>> b = a.assign(round_won=[True, False, False, True])
    >>> from wordgames.sim.stats import Estimate
    >>> cmp = Comparison("score", "a", "b", *[Estimate(0, 0, 0, 1)] * 3, a, b)
    >>> winner_changed(cmp).mean
    0.5
    """
    keys = [*_keys(comparison.frame_a), "round"]
    winners = [f.groupby(keys).round_won.apply(tuple) for f in (comparison.frame_a,
                                                                  comparison.frame_b)]
    changed = (winners[0] != winners[1]).astype(float)
    rounds = changed.reset_index()
    unit, _ = units_of(rounds.assign(player=0))
    return cluster_mean_ci(changed, clusters(rounds), unit=unit, obs="rounds" if unit ==
                           "games" else "", bounds=(0.0, 1.0))


def _keys(frame: pd.DataFrame) -> list[str]:
    return [k for k in ("sweep_point", "game_index") if k in frame.columns]


def differences(comparisons: Mapping[str, Comparison]) -> dict[str, Estimate]:
    """Each comparison's paired difference, for :func:`wordgames.analysis.plots.difference_plot`.

    >>> from wordgames.sim.stats import Estimate
    >>> d = Estimate(0.4, 0.3, 0.5, 10)
    >>> differences({"doubled": Comparison("score", "a", "b", d, d, d, None, None)})["doubled"].mean
    0.4
    """
    return {name: c.difference for name, c in comparisons.items()}


# -- Seats ---------------------------------------------------------------------------------------


def seat_test(frame: pd.DataFrame, metric: str = "score", effect: float = 0.5,
              by: str = "player", label: Callable[[Any], str] = "seat {}".format
              ) -> EqualMeansTest:
    """A paired test that every seat (``by``) has the same mean ``metric``, with its power to find
    one seat ``effect`` off the others. Each game is a cluster: its seats are compared with each
    other (see :func:`wordgames.sim.stats.equal_means_test`).

    >>> frame = pd.DataFrame({"game_index": [g for g in range(50) for _ in range(2)],
    ...                       "player": [0, 1] * 50, "score": [g % 7 for g in range(100)]})
    >>> test = seat_test(frame)
    >>> test.df, test.units, sorted(test.groups)
    (1, 50, ['seat 0', 'seat 1'])
    """
    unit, obs = units_of(frame)
    return equal_means_test(frame[metric].astype(float).tolist(), frame[by].tolist(),
                            clusters(frame), effect=effect, metric=metric, unit=unit, obs=obs,
                            label=label)


def seat_pairs(test: EqualMeansTest) -> dict[str, Estimate]:
    """Every pair of seats' paired difference, with intervals that hold for all pairs at once.

    >>> frame = pd.DataFrame({"game_index": [0, 0, 1, 1, 2, 2], "player": [0, 1] * 3,
    ...                       "score": [1, 2, 3, 5, 2, 2]})
    >>> list(seat_pairs(seat_test(frame)))
    ['seat 0 - seat 1']
    """
    return {f"{p.a} - {p.b}": p.difference for p in test.pairs}


def seat_table(tests: Mapping[str, EqualMeansTest]) -> pd.DataFrame:
    """One line per test: the statistic, its p-value, the power and the sample it rests on.

    >>> frame = pd.DataFrame({"game_index": [g for g in range(40) for _ in range(2)],
    ...                       "player": [0, 1] * 40, "score": [g % 5 for g in range(80)]})
    >>> seat_table({"toy": seat_test(frame)}).columns.tolist()[:4]
    ['chi-square', 'df', 'p', 'largest pair difference']
    """
    rows = {}
    for name, test in tests.items():
        largest = max(test.pairs, key=lambda p: abs(p.difference.mean))
        rows[name] = {
            "chi-square": round(test.statistic, 2),
            "df": test.df,
            "p": round(test.p_value, 3),
            "largest pair difference": f"{largest.a} - {largest.b}: "
                                       f"{largest.difference.mean:+.2f}",
            "effect sought": test.effect,
            "power": f"{test.power:.0%}",
            "units": f"{test.units:,}",
            "observations": f"{test.n:,}",
            "units for 80% power": f"{test.needed:,}",
        }
    return pd.DataFrame(rows).T


def rotations(skills: Sequence[str]) -> list[tuple[str, ...]]:
    """Seatings in which each skill sits in each seat equally often (the cyclic rotations).

    >>> rotations(["beginner", "expert"])
    [('beginner', 'expert'), ('expert', 'beginner')]
    """
    items = list(skills)
    return [tuple(items[i:] + items[:i]) for i in range(len(items))]


def skill_estimates(frame: pd.DataFrame) -> dict[str, Estimate]:
    """The mean score of each skill preset (rows labelled by ``skill_level``).

    In a sweep over seatings (:func:`rotations`) every seating replays the same deals, so the
    intervals are clustered by deal (``game_index``), not by game.

    >>> frame = pd.DataFrame({"game_index": [0, 0, 1, 1], "player": [0, 1, 0, 1],
    ...                       "skill_level": [35, 80, 80, 35], "score": [20, 2, 1, 25]})
    >>> {k: e.mean for k, e in skill_estimates(frame).items()}
    {'beginner': 22.5, 'expert': 1.5}
    >>> skill_estimates(frame)["expert"].counts()
    'n = 2 players'
    """
    _, obs = units_of(frame)
    return estimates_by(frame, "skill_level", "score",
                        lambda level: SKILL_NAMES.get(level, str(level)),
                        cluster_on=["game_index"], unit="deals", obs=obs)


def seat_balance(frame: pd.DataFrame, by: str = "skills") -> pd.DataFrame:
    """How often each skill sat in each seat (a rotated design has equal counts).

    >>> frame = pd.DataFrame({"player": [0, 1, 0, 1], "skill_level": [35, 80, 80, 35]})
    >>> seat_balance(frame).values.tolist()
    [[1, 1], [1, 1]]
    """
    table = pd.crosstab(frame.skill_level.map(lambda v: SKILL_NAMES.get(v, str(v))),
                        frame.player)
    table.columns = [f"seat {c}" for c in table.columns]
    table.index.name = "skill"
    return table


# -- MY WORD! ------------------------------------------------------------------------------------


def dealer_estimates(mw: pd.DataFrame) -> dict[str, Estimate]:
    """Cards won per round by the dealer and by the other players, clustered by game.

    >>> frame = pd.DataFrame({"game_index": [0, 0, 1, 1], "round": [1, 1, 1, 1],
    ...                       "is_dealer": [True, False, False, True], "score": [5, 7, 9, 3]})
    >>> {k: e.mean for k, e in dealer_estimates(frame).items()}
    {'other players': 8.0, 'dealer': 4.0}
    """
    names = {False: "other players", True: "dealer"}
    return estimates_by(mw, "is_dealer", "score", lambda dealt: names[bool(dealt)])


def claim_values(mw: pd.DataFrame) -> dict[str, Estimate]:
    """Cards taken per valid claim, for claims with a double card, with a wild, or neither.

    >>> frame = pd.DataFrame({"game_index": [0, 1], "valid_claims": [4, 3], "claim_cards": [13, 9],
    ...                       "claims_with_double": [2, 1], "claim_cards_with_double": [7, 3],
    ...                       "claims_with_wild": [1, 0], "claim_cards_with_wild": [3, 0]})
    >>> {k: round(e.mean, 2) for k, e in claim_values(frame).items()}
    {'with a double card': 3.33, 'with a wild': 3.0, 'plain letters': 3.0, 'every claim': 3.14}
    """
    plain_claims = mw.valid_claims - mw.claims_with_double - mw.claims_with_wild
    plain_cards = mw.claim_cards - mw.claim_cards_with_double - mw.claim_cards_with_wild
    return {
        "with a double card": ratio(mw, "claim_cards_with_double", "claims_with_double",
                                    obs="claims"),
        "with a wild": ratio(mw, "claim_cards_with_wild", "claims_with_wild", obs="claims"),
        "plain letters": ratio(mw, plain_cards, plain_claims, obs="claims"),
        "every claim": ratio(mw, "claim_cards", "valid_claims", obs="claims"),
    }


def double_share(mw: pd.DataFrame) -> Estimate:
    """The share of valid claims that used a double card, clustered by game.

    >>> frame = pd.DataFrame({"game_index": [0, 1], "valid_claims": [4, 4],
    ...                       "claims_with_double": [2, 1]})
    >>> double_share(frame).mean
    0.375
    """
    return ratio(mw, "claims_with_double", "valid_claims", obs="claims", share=True)


# -- Five Tiers ----------------------------------------------------------------------------------


def round_points(ft: pd.DataFrame) -> Estimate:
    """The points all the winners of a round score in it, per round, clustered by game.

    >>> frame = pd.DataFrame({"game_index": [0, 0, 1, 1], "round": [1, 1, 1, 1],
    ...                       "player": [0, 1, 0, 1], "score": [60, 0, 0, 80]})
    >>> round_points(frame).mean
    70.0
    """
    rounds = ft.groupby([*_keys(ft), "round"], as_index=False).score.sum()
    return estimate(rounds, "score")


def doubled_share(ft: pd.DataFrame) -> Estimate:
    """The share of round winners whose five words include one with an apostrophe (doubled).

    >>> frame = pd.DataFrame({"game_index": [0, 0, 1, 1], "round": [1, 1, 1, 1],
    ...                       "player": [0, 1, 0, 1], "round_won": [True, False, False, True],
    ...                       "doubled": [True, False, False, False]})
    >>> doubled_share(frame).mean
    0.5
    """
    winners = ft[ft.round_won]
    return estimate(winners, winners.doubled.astype(bool), obs="winners")


def loser_apostrophes(ft: pd.DataFrame) -> Estimate:
    """Unused apostrophe tiles per player who did not win the round."""
    losers = ft[~ft.round_won]
    return estimate(losers, "unused_apostrophes", obs="losers")


def claims_title(values: Mapping[str, Estimate]) -> str:
    """A title for the cards per claim that says only what the intervals support.

    >>> from wordgames.sim.stats import Estimate
    >>> e = Estimate(3.05, 3.0, 3.1, 100)
    >>> claims_title({"with a double card": e, "with a wild": e, "plain letters": e,
    ...               "every claim": e})
    'A valid claim takes 3.05 cards, double card or wild or neither'
    >>> claims_title({"with a double card": Estimate(3.5, 3.4, 3.6, 9), "with a wild": e,
    ...               "plain letters": e, "every claim": e})
    'Claims with a double card take more cards (3.50) than plain ones (3.05)'
    """
    every, plain = values["every claim"], values["plain letters"]
    special = {k: v for k, v in values.items() if k not in ("every claim", "plain letters")}
    apart = [(k, v) for k, v in special.items() if v.low > plain.high or v.high < plain.low]
    if not apart:
        return f"A valid claim takes {every.mean:.2f} cards, double card or wild or neither"
    name, est = apart[0]
    more = "more" if est.mean > plain.mean else "fewer"
    return f"Claims {name} take {more} cards ({est.mean:.2f}) than plain ones ({plain.mean:.2f})"


def seat_figure(tests: Mapping[str, EqualMeansTest], units: Mapping[str, str]) -> Any:
    """One panel per game: every pair of seats' paired difference with intervals that hold for
    all pairs at once, and the test of equal seats in the panel's title.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> frame = pd.DataFrame({"game_index": [g for g in range(40) for _ in range(2)],
    ...                       "player": [0, 1] * 40, "score": [g % 5 for g in range(80)]})
    >>> axes = seat_figure({"toy": seat_test(frame)}, {"toy": "points"})
    >>> axes[0].get_title()
    'toy: no seat differs beyond chance (p = 1.00; power 34%)'
    """
    import matplotlib.pyplot as plt


    use_style()
    _, axes = plt.subplots(len(tests), 1, figsize=(8, 3.3 * len(tests)), squeeze=False)
    for ax, (name, test) in zip(axes[:, 0], tests.items(), strict=True):
        verdict = "seats differ" if test.p_value < 0.05 else "no seat differs beyond chance"
        pairs = seat_pairs(test)
        note = interval_note(list(pairs.values())).replace(
            "intervals", "intervals for all pairs at once", 1)
        difference_plot(pairs, ax=ax, xlabel=units[name], note=note,
                        title=f"{name}: {verdict} ({p_value(test.p_value)}; "
                              f"power {test.power:.0%})")
    return list(axes[:, 0])


# -- Figures and findings of notebook 11 ---------------------------------------------------------


def components_plot(components: Mapping[str, Estimate], unused: Estimate) -> Any:
    """The parts of a Word Storm round score as bars with their intervals."""

    return estimate_bars(components, ylabel="points per player per round",
                         title=f"Unused tiles are {ci(unused, 0, percent=True)} of the penalty "
                               "points")


def components_finding(components: Mapping[str, Estimate], unused: Estimate,
                       quick: bool | None = None) -> Finding:
    """Where a Word Storm player's points come from.

    >>> from wordgames.sim.stats import Estimate
    >>> e = Estimate(1.0, 0.5, 1.5, 3200, units=800, unit="rounds", obs="player-rounds")
    >>> names = ["unused", "misplaced", "Big Words (off)", "special squares (off)", "round score"]
    >>> text = components_finding({k: e for k in names}, Estimate(0.9, 0.85, 0.95, 800),
    ...                           quick=False)
    >>> " ".join(text.split()[:14])
    "**Finding** (full run): a player's round costs 1.0 (95% CI 0.5 to 1.5) points"
    """

    score = components["round score"]
    decides = (", so the race to place every tile, more than spelling, decides the score"
               if unused.low > 0.8 else "")
    return finding(f"""a player's round costs {ci(score)} points ({score.counts()}). Unused
        tiles cost {ci(components['unused'])}; misplaced tiles add
        {ci(components['misplaced'], 2)}; Big Words take off
        {ci(components['Big Words (off)'].scaled(-1))} and special squares
        {ci(components['special squares (off)'].scaled(-1))}. Unused tiles are
        {ci(unused, 0, percent=True)} of the penalty points{decides}.""", score, unused,
        quick=quick)


def multiplier_finding(multiplier: Comparison, changed: Estimate) -> Finding:
    """What doubling the misplaced tiles changes, paired on the same rounds."""
    d = multiplier.difference
    return finding(f"""doubling adds {ci(d, 2)} points per player per round ({d.counts()},
        paired by {multiplier.paired_by}) and changes the round's winner in
        {ci(changed, 1, percent=True)} of rounds. The library's default is
        `misplaced_multiplier={Rules().misplaced_multiplier}`.""", d, changed)


def dealer_plot(dealing: Mapping[str, Estimate]) -> Any:
    """Cards won per round by the dealer and by the others."""

    return estimate_bars(dealing, ylabel="cards won per round",
                         title=f"The dealer wins {dealing['dealer'].mean:.1f} cards a round, the "
                               f"others {dealing['other players'].mean:.1f}")


def dealer_finding(dealing: Mapping[str, Estimate], test: EqualMeansTest) -> Finding:
    """The dealer's cards against the others', and the test of the positions around the table."""

    return finding(f"""the dealer wins {ci(dealing['dealer'])} cards a round against
        {ci(dealing['other players'])} for the others ({dealing['dealer'].counts()} for the
        dealer). Comparing the four positions around the table relative to the dealer,
        {equal_means_verdict(test, 'position', 'cards')}.""", test)


def claims_finding(claims: Mapping[str, Estimate], doubles: Estimate) -> Finding:
    """What a double card or a wild is worth in cards per claim."""

    return finding(f"""{ci(doubles, 0, percent=True)} of valid claims use a double card
        ({claims['every claim'].counts()}). A claim takes
        {ci(claims['with a double card'], 2)} cards with a double card,
        {ci(claims['with a wild'], 2)} with a wild and {ci(claims['plain letters'], 2)} with
        plain letters: {claims_title(claims).lower()}. The tile-distributions notebook measures what
        the doubles and wilds add in words on the table.""", *claims.values())


def minimum_plot(minimum: Mapping[str, Comparison]) -> Any:
    """The paired differences the 4-card minimum makes to a round."""

    return difference_plot({"cards left unclaimed": minimum["left_on_table"].difference,
                            "words called": minimum["calls"].difference},
                           xlabel="per round: 4-card minus 3-card minimum",
                           title="The 4-card minimum")


def minimum_finding(minimum: Mapping[str, Comparison]) -> Finding:
    """What the 4-card minimum changes in calls and cards left unclaimed, paired by round."""

    left, calls = minimum["left_on_table"], minimum["calls"]
    return finding(f"""from `{calls.a}` to `{calls.b}` ({left.difference.counts()}, paired by
        {left.paired_by}) calls change from {calls.mean_a.mean:.1f} to {calls.mean_b.mean:.1f}
        a round (difference {ci(calls.difference, 2)}) and the cards left unclaimed from
        {left.mean_a.mean:.1f} to {left.mean_b.mean:.1f} (difference
        {ci(left.difference, 2)}).""", left.difference, calls.difference)


def apostrophes_plot(apostrophes: Mapping[str, Comparison]) -> Any:
    """The paired differences of dropping each apostrophe rule."""

    return difference_plot({f"{name}\nminus the rulebook": c.difference
                            for name, c in apostrophes.items()},
                           xlabel="points per player per round",
                           title="What the apostrophe rules add")


def fivetiers_finding(points: Estimate, doubled: Estimate,
                      apostrophes: Mapping[str, Comparison]) -> Finding:
    """Points per Five Tiers round and what the apostrophe rules add to them."""

    doubling, bonus = apostrophes["no doubling"], apostrophes["no points for unused apostrophes"]
    notes = sorted({c.note for c in apostrophes.values() if c.note})
    return finding(f"""a round's winners score {ci(points)} points in all ({points.counts()});
        {ci(doubled, 0, percent=True)} of winners have an apostrophe word and score double.
        Without the doubling a player's round is worth {ci(doubling.difference.scaled(-1), 2)}
        points less, without the points for unused apostrophes
        {ci(bonus.difference.scaled(-1), 2)} less ({doubling.difference.counts()}, paired by
        {doubling.paired_by}{'; ' + notes[0] if notes else ''}).""", points,
        doubling.difference, bonus.difference)


def target_finding(games: pd.DataFrame, target: int, quick: bool | None = None) -> Finding:
    """How many rounds a Five Tiers game to ``target`` takes (one row per game).

    >>> text = " ".join(target_finding(pd.DataFrame({"rounds": [18, 22, 20]}), 500,
    ...                                quick=False).split())
    >>> print(text[:text.index("; from")])
    **Finding** (full run): a game to 500 takes 20.0 (95% CI 15.0 to 25.0) rounds (n = 3 games
    >>> "*Too small to conclude: these figures rest on as few as 3 independent games." in text
    True
    """

    rounds = mean_ci(games.rounds, unit="games")
    return finding(f"""a game to {target} takes {ci(rounds)} rounds ({rounds.counts()}; from
        {games.rounds.min()} to {games.rounds.max()}).""", rounds, quick=quick)


def seats_finding(tests: Mapping[str, EqualMeansTest],
                  wins: Mapping[str, EqualMeansTest]) -> Finding:
    """The seat tests of every game, in points (cards) and in shares of round wins."""

    units = {"MY WORD!": "cards"}
    parts = [f"{name} ({t.n:,} {next(iter(t.groups.values())).obs or 'observations'} in "
             f"{t.units:,} {next(iter(t.groups.values())).unit}): "
             f"{equal_means_verdict(t, unit=units.get(name, 'points'))}"
             for name, t in tests.items()]
    shares = [f"{name}: {equal_means_verdict(t, percent=True)}" for name, t in wins.items()]
    return finding(f"""{'. '.join(parts)}. In the shares of round wins, {'; '.join(shares)}.
        {seat_tests_together({**{f"{k}, score": t for k, t in tests.items()},
                              **{f"{k}, round wins": t for k, t in wins.items()}})}""",
                   *tests.values())


def seat_tests_together(tests: Mapping[str, EqualMeansTest]) -> str:
    """What the seat tests say taken together: each is one of several run at once, so one
    p below 0.05 among them can come by chance; Holm's correction over them says what holds.

    >>> import random
    >>> from wordgames.sim.stats import equal_means_test
    >>> rng = random.Random(3)
    >>> def one(shift):
    ...     return equal_means_test([rng.gauss(0, 1) + shift * (i % 2) for i in range(400)],
    ...                             [i % 2 for i in range(400)], [i // 2 for i in range(400)],
    ...                             effect=0.5)
    >>> print(seat_tests_together({"A": one(0.0), "B": one(0.0), "C": one(1.0)}))
    Taken together (3 tests of seats at once, Holm's correction over them), a seat effect holds
    up only in C (p < 0.001).
    """

    adjusted = _holm_adjusted(tests)
    held = [name for name, p in adjusted.items() if p < 0.05]
    head = f"Taken together ({len(tests)} tests of seats at once, Holm's correction over them)"
    if held:
        return (f"{head}, a seat effect holds up only in "
                + ", ".join(f"{name} ({p_value(adjusted[name])})" for name in held) + ".")
    smallest = min(adjusted, key=lambda name: adjusted[name])
    return (f"{head}, no seat effect holds up: the smallest corrected p is "
            f"{adjusted[smallest]:.2f} ({smallest}).")


def _holm_adjusted(tests: Mapping[str, EqualMeansTest]) -> dict[str, float]:
    """Each test's p-value after Holm's correction over all of them, by name."""

    return dict(zip(tests, _holm([t.p_value for t in tests.values()]), strict=True))


def skills_plot(by_skill: Mapping[str, Estimate]) -> Any:
    """Points per round by skill, the seats rotated."""

    return estimate_bars(by_skill, ylabel="points per round (lower wins)",
                         title=f"A beginner's round costs {by_skill['beginner'].mean:.0f} "
                               f"points, an expert's {by_skill['expert'].mean:.0f}")


def skills_finding(by_skill: Mapping[str, Estimate]) -> Finding:
    """What each skill's round costs at a mixed table with the seats rotated."""

    costs = ", ".join(f"the {name} {ci(e)}" for name, e in by_skill.items())
    first = next(iter(by_skill.values()))
    return finding(f"""at a mixed table, each skill in each seat equally often
        ({first.counts()} per skill), a round costs {costs} points.""", *by_skill.values())


# -- Where a seat effect could come from ---------------------------------------------------------

#: Word Storm's score parts, as the frame's columns, and what they are called.
PARTS = {"unused": "unused tiles", "misplaced_points": "misplaced tiles",
         "big_words": "Big Words bonus", "special_squares": "special-squares bonus"}


def part_seat_tests(ws: pd.DataFrame, effect: float = 0.1) -> dict[str, EqualMeansTest]:
    """The seat test on each part of Word Storm's score: a seat effect too small to show in the
    score can show in the part it comes from."""
    return {name: seat_test(ws, metric=column, effect=effect) for column, name in PARTS.items()}


def side_table(ws: pd.DataFrame, tests: Mapping[str, EqualMeansTest],
               board: str = "default") -> pd.DataFrame:
    """Each seat's side of the Word Storm board (one seat per side with four players): its size,
    its special squares, how densely they lie, and how many lie in the part every side has (the
    smallest side's rows and columns, where the bots' crosswords grow: the solver moves a
    crossword to its side's top left corner), beside the seat's mean of each score part.

    >>> frame = pd.DataFrame({"game_index": [g for g in range(40) for _ in range(4)],
    ...                       "round": 1, "player": [0, 1, 2, 3] * 40,
    ...                       **{c: [g % 3 for g in range(160)] for c in PARTS}})
    >>> side_table(frame, part_seat_tests(frame)).loc["seat 2", "side"]
    'east'
    """
    sides = Board.load(board).sides
    shared_rows, shared_cols = min(s.rows or 0 for s in sides), min(s.cols or 0 for s in sides)
    rows = {}
    for seat in sorted(ws.player.unique()):
        side = sides[seat % len(sides)]
        row: dict[str, Any] = {"side": side.name, "cells": side.rows * side.cols,
                               "special squares": len(side.special),
                               "special share": round(len(side.special) /
                                                      (side.rows * side.cols), 4),
                               "in the shared part": sum(1 for r, c in side.special
                                                         if r < shared_rows and c < shared_cols)}
        for name, test in tests.items():
            row[name] = round(test.groups[f"seat {seat}"].mean, 3)
        rows[f"seat {seat}"] = row
    return pd.DataFrame(rows).T


def seat_source_finding(score: EqualMeansTest, parts: Mapping[str, EqualMeansTest],
                        sides: pd.DataFrame) -> Finding:
    """Which parts of the score differ by seat (Holm's correction over the parts), and how the
    board's sides differ, which is where such a difference would come from.

    >>> frame = pd.DataFrame({"game_index": [g for g in range(60) for _ in range(4)],
    ...                       "round": 1, "player": [0, 1, 2, 3] * 60,
    ...                       **{c: [(g * 7) % 5 for g in range(240)] for c in PARTS}})
    >>> frame["score"] = frame.unused
    >>> parts = part_seat_tests(frame)
    >>> text = seat_source_finding(seat_test(frame), parts, side_table(frame, parts))
    >>> "with 7 on each in the part of the side where crosswords grow" in " ".join(text.split())
    True
    """

    adjusted = _holm_adjusted(parts)
    differing = [name for name, p in adjusted.items() if p < 0.05]
    shares = {str(r.side): float(r["special share"]) for _, r in sides.iterrows()}
    density = ", ".join(f"{side} {share:.1%}" for side, share in shares.items())
    if differing:
        detail = "; ".join(
            f"{name} ({p_value(adjusted[name])} after Holm's correction over the parts: "
            + ", ".join(f"{seat} {e.mean:.2f}" for seat, e in parts[name].groups.items()) + ")"
            for name in differing)
        what = f"of the score's parts, these differ by seat: {detail}"
    else:
        what = "no part of the score differs by seat after Holm's correction over the parts"
    shared = {int(n) for n in sides["in the shared part"]}
    dense = len(set(shares.values())) == 1
    equal = dense and len(shared) == 1
    whole = "differs" if score.p_value < 0.05 else "shows no difference beyond chance"
    special = PARTS["special_squares"]
    if equal:
        source = (f"with {shared.pop()} on each in the part of the side where crosswords grow, so "
                  "the side a seat builds on gives it no more special squares than another")
    elif special in differing:
        source = ("so a seat's side decides how many special squares its crossword can cover: "
                  "the likely source of the special-squares difference")
    else:
        source = ("so a seat's side could decide how many special squares its crossword "
                  "covers, yet the special-squares bonus shows no difference by seat beyond "
                  "chance")
    return finding(f"""the score as a whole {whole} by seat ({p_value(score.p_value)}); {what}. The
        board's sides hold their special squares {'equally' if dense else 'unequally'}
        densely ({density} of their cells), {source}.""", score,
        *parts.values())
