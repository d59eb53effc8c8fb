"""Mixed and rotated tables: duplicate deals deal the same hands, the drama read from a round's
standings, and the words a rack spells."""

from __future__ import annotations

import pytest

from wordgames.errors import InvalidInput
from wordgames.sim.tables import _spellable, drama, entrants, mixed, rotated, run_tables


def test_a_duplicate_deal_gives_each_seat_the_same_tiles_whoever_sits_there() -> None:
    frame = run_tables("fivetiers", rotated(["beginner", "child"], 1, 4), {"target": 1},
                       choices=True)
    first = frame[frame["round"] == 1]
    # Before anyone moves, a seat's words come from its rack alone: the deal's, not the player's.
    by_seat = first.groupby("seat").words_at_0.nunique()
    assert (by_seat == 1).all() and first.words_at_0.nunique() > 1
    # Every entrant sat in every seat once.
    assert (first.groupby("entrant").seat.nunique() == 2).all()
    assert set(first.entrant) == {"beginner", "child"}


def test_rotations_and_mixed_tables_are_seeded_plans() -> None:
    plan = rotated(["a", "b", "c", "d"], 2, 0)
    assert len(plan) == 8 and len({s.seed for s in plan}) == 2
    assert mixed(["a", "b", "c", "d", "e"], 5, 4, 3) == mixed(["a", "b", "c", "d", "e"], 5, 4, 3)
    assert all(len(set(s.seats)) == 4 for s in mixed(["a", "b", "c", "d", "e"], 5, 4, 3))
    with pytest.raises(InvalidInput, match="5 players need 5 entrants"):
        mixed(["a", "b"], 1, 5, 0)


def test_every_level_and_the_child_are_entrants_and_others_are_refused() -> None:
    names = list(entrants("myword"))
    assert names == ["beginner", "student", "adult", "expert", "easy bots", "normal bots",
                     "hard bots", "expert bots", "child"]
    with pytest.raises(InvalidInput, match="unknown entrants"):
        run_tables("myword", rotated(["adult", "grandmaster"], 1, 0), {"rounds": 1})


def test_drama_counts_changes_of_the_sole_leader_and_when_the_winner_took_over() -> None:
    series = [(0.0, (0, 0, 0)), (0.1, (2, 0, 0)), (0.3, (2, 3, 0)), (0.4, (2, 3, 3)),
              (0.7, (5, 3, 3)), (1.0, (5, 3, 4))]
    # Leaders: none, 0, 1, none (a tie), 0, 0: two changes (0 to 1, 1 to 0).
    # At half time (the last standing before it, at 0.4) nobody led alone: no comeback to count.
    assert drama(series, {0}) == {"settled": 0.7, "lead_changes": 2, "comeback": None}
    behind = [(0.0, (0, 0)), (0.3, (0, 2)), (0.8, (3, 2))]
    assert drama(behind, {0}) == {"settled": 0.8, "lead_changes": 1, "comeback": True}
    # A winner who never led alone is settled only at the end; nobody led at half time here.
    assert drama([(0.0, (0, 0)), (0.6, (1, 0))], {1}) == {
        "settled": 1.0, "lead_changes": 0, "comeback": None}


def test_a_rack_spells_the_words_whose_letters_it_holds_wilds_for_any() -> None:
    words = ("cat", "act", "at", "tack", "attack", "don't")
    assert _spellable(words, ["C", "A", "T"]) == 3
    assert _spellable(words, ["C", "A", "T", "?"]) == 4  # tack, with K from the wild
    assert _spellable(words, ["D", "O", "N", "'", "T"]) == 1


def test_a_dask_executor_plays_the_same_tables() -> None:
    from distributed import Client, LocalCluster

    plan = rotated(["adult", "child"], 2, 1)
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        remote = run_tables("myword", plan, {"rounds": 1}, executor=client.get_executor())
    local = run_tables("myword", plan, {"rounds": 1})
    assert remote.equals(local)
