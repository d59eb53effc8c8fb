"""Each rule of the Five Tiers rulebook, as a test named after it, plus bad input."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from wordgames.errors import IllegalAction, InvalidInput
from wordgames.fivetiers import (
    Arrange,
    Declare,
    EndRound,
    Exchange,
    Flip,
    Game,
    Rules,
    State,
    TimeUp,
)
from wordgames.kit.protocol import GAME
from wordgames.kit.tiles import TileSet
from wordgames.lexicon import Lexicon

SPANISH = Path(__file__).parent / "data" / "spanish_words.txt"

# AT | DOG | CATS | DON'T | PLANET: twenty tiles, one apostrophe word.
WINNER = [*"AT", *"DOG", *"CATS", "D", "O", "N", "'", "T", *"PLANET"]
WINNER_WORDS = ("at", "dog", "cats", "don't", "planet")
# AT | DOG | CATS | MOUSE | PLANET: no apostrophe.
PLAIN = [*"AT", *"DOG", *"CATS", *"MOUSE", *"PLANET"]
PLAIN_WORDS = ("at", "dog", "cats", "mouse", "planet")
# Twenty hard tiles: face value 76, and an apostrophe worth 5 more to a winner when unused.
LOSER = [*"QZXJKVWYBFHMPEEIOU", "'", "R"]
LOSER_PENALTY = 76 + 5
# The Spanish bag has no apostrophe: the same hard tiles with an A for it.
SPANISH_LOSER = [*LOSER[:-2], "A", "R"]


def end(game: Game, state: State) -> State:
    """Run the game's own events (the tie window closing) until the round is over."""
    while game.result(state) is None:
        plan = game.scheduled(state)
        assert plan is not None
        state = game.apply(state, plan.action)
    return state


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(Rules())


# -- the round's flow -----------------------------------------------------------------------------


def test_deal_gives_each_player_20_tiles_and_starts_the_timer(game: Game) -> None:
    state = game.new_round(players=4, rng=random.Random(1))
    assert [len(r) for r in state.racks] == [20, 20, 20, 20]
    assert len(state.bag) == 142 - 80
    assert (state.phase, state.timer_started, state.flips) == ("play", 0.0, 1)
    plan = game.scheduled(state)
    assert plan is not None and plan.at == 300.0


def test_timer_runs_out_and_opens_the_exchange(game: Game) -> None:
    state = game.deal([PLAIN, LOSER])
    plan = game.scheduled(state)
    assert plan is not None and plan.action == TimeUp(at=300.0)
    with pytest.raises(IllegalAction, match=r"the timer runs until 300\.0s"):
        game.apply(state, TimeUp(at=299.0))
    state = game.apply(state, plan.action)
    assert state.phase == "exchange"
    with pytest.raises(IllegalAction, match="the timer has run out"):
        game.apply(state, Declare(0, PLAIN_WORDS, at=301.0))


def test_timer_no_declaring_after_it_ran_out(game: Game) -> None:
    state = game.deal([PLAIN, LOSER])
    with pytest.raises(IllegalAction, match=r"the timer ran out at 300\.0s"):
        game.apply(state, Declare(0, PLAIN_WORDS, at=300.5))
    assert game.apply(state, Declare(0, PLAIN_WORDS, at=300.0)).phase == "closing"


def test_timer_option_sets_the_seconds_per_flip() -> None:
    game = Game(Rules(timer=120.0))
    state = game.deal([PLAIN, LOSER])
    plan = game.scheduled(state)
    assert plan is not None and plan.at == 120.0


def test_exchange_is_not_allowed_while_the_timer_runs(game: Game) -> None:
    state = game.deal([PLAIN, LOSER])
    with pytest.raises(IllegalAction, match="no exchanges while the timer runs"):
        game.apply(state, Exchange(0, ("A",), at=10.0))


def test_exchange_returns_tiles_and_draws_as_many(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER], seed=3), TimeUp(at=300.0))
    bag_before = state.bag.to_dict()
    after = game.apply(state, Exchange(1, ("Q", "Z", "X"), at=305.0))
    assert state.bag.to_dict() == bag_before  # the old state's bag is untouched
    assert len(after.racks[1]) == 20 and len(after.bag) == len(state.bag)
    # The 17 kept tiles stay in order; the 3 drawn ones come last.
    assert after.racks[1][:17] == tuple(t for t in LOSER if t not in ("Q", "Z", "X"))
    total = Counter(after.bag.remaining) + Counter(after.racks[0]) + Counter(after.racks[1])
    assert total == Counter(TileSet.load("fivetiers").counts)


def test_exchange_then_the_timer_is_flipped_again(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), TimeUp(at=300.0))
    state = game.apply(state, Exchange(0, (), at=302.0))
    plan = game.scheduled(state)
    assert plan is not None and plan.at == 300.0 + game.rules.exchange_time  # still waiting for 1
    state = game.apply(state, Exchange(1, ("Q",), at=310.0))
    plan = game.scheduled(state)
    assert plan is not None and plan.action == Flip(at=310.0)
    state = game.apply(state, plan.action)
    assert (state.phase, state.timer_started, state.flips) == ("play", 310.0, 2)
    plan = game.scheduled(state)
    assert plan is not None and plan.at == 610.0


def test_exchange_break_ends_after_exchange_time(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), TimeUp(at=300.0))
    with pytest.raises(IllegalAction, match="still exchanging"):
        game.apply(state, Flip(at=330.0))
    state = game.apply(state, Flip(at=360.0))
    assert state.phase == "play" and state.flips == 2


def test_exchange_only_once_per_break(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), TimeUp(at=300.0))
    state = game.apply(state, Exchange(1, ("Q",), at=301.0))
    with pytest.raises(IllegalAction, match="already exchanged"):
        game.apply(state, Exchange(1, ("Z",), at=302.0))


# -- winning and scoring --------------------------------------------------------------------------


def test_winner_scores_the_value_of_opponents_unused_tiles(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, PLAIN_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None
    assert result.winners == (0,)
    assert result.scores == (LOSER_PENALTY, 0)
    loser = result.breakdowns[1]
    assert (loser.unused_value, loser.unused_apostrophes, loser.total) == (76, 1, 0)


def test_other_players_score_zero(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER, LOSER[::-1]]), Declare(0, PLAIN_WORDS, at=5.0))
    result = game.result(end(game, state))
    assert result is not None and result.scores == (2 * LOSER_PENALTY, 0, 0)


def test_unused_tiles_are_those_not_in_a_valid_word_of_the_arrangement(game: Game) -> None:
    state = game.deal([PLAIN, LOSER])
    state = game.apply(state, Arrange(1, ("ox", None, None, None, None), at=20.0))
    state = game.apply(state, Declare(0, PLAIN_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None
    assert result.scores == (LOSER_PENALTY - 8 - 1, 0)  # OX (X 8, O 1) is used
    assert result.breakdowns[1].words == ("ox",)


def test_arranged_non_word_leaves_its_tiles_unused(game: Game) -> None:
    state = game.deal([PLAIN, LOSER])
    state = game.apply(state, Arrange(1, ("xo", None, None, None, None), at=20.0))
    state = game.apply(state, Declare(0, PLAIN_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None and result.scores == (LOSER_PENALTY, 0)
    assert result.breakdowns[1].invalid_words == ("xo",)


def test_ties_at_the_same_moment_both_win(game: Game) -> None:
    state = game.deal([PLAIN, PLAIN[::-1], LOSER])
    state = game.apply(state, Declare(0, PLAIN_WORDS, at=50.0))
    assert state.phase == "closing"
    state = game.apply(state, Declare(1, PLAIN_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None
    assert result.winners == (0, 1)
    assert result.scores == (LOSER_PENALTY, LOSER_PENALTY, 0)


def test_ties_after_the_first_moment_do_not_count_by_default(game: Game) -> None:
    state = game.deal([PLAIN, PLAIN[::-1], LOSER])
    state = game.apply(state, Declare(0, PLAIN_WORDS, at=50.0))
    with pytest.raises(IllegalAction, match=r"too late: the round was won at 50\.0s"):
        game.apply(state, Declare(1, PLAIN_WORDS, at=50.5))
    plan = game.scheduled(state)
    assert plan is not None and isinstance(plan.action, EndRound) and 50.0 < plan.at < 50.001


def test_arranging_after_the_round_was_won_is_refused(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, PLAIN_WORDS, at=50.0))
    with pytest.raises(IllegalAction, match="too late"):
        game.apply(state, Arrange(1, ("ox", None, None, None, None), at=51.0))


def test_tie_window_option_lets_close_finishers_win() -> None:
    game = Game(Rules(tie_window=2.0))
    state = game.deal([PLAIN, PLAIN[::-1], LOSER])
    state = game.apply(state, Declare(0, PLAIN_WORDS, at=50.0))
    state = game.apply(state, Declare(1, PLAIN_WORDS, at=52.0))
    result = game.result(end(game, state))
    assert result is not None and result.winners == (0, 1)


def test_tie_window_none_variant_everyone_before_the_timer_wins() -> None:
    game = Game(Rules(tie_window=None))
    state = game.deal([PLAIN, PLAIN[::-1], LOSER])
    state = game.apply(state, Declare(0, PLAIN_WORDS, at=50.0))
    plan = game.scheduled(state)
    assert plan is not None and isinstance(plan.action, EndRound) and plan.at > 300.0
    state = game.apply(state, Declare(1, PLAIN_WORDS, at=299.0))
    result = game.result(end(game, state))
    assert result is not None and result.winners == (0, 1)


def test_apostrophe_word_doubles_the_winners_score(game: Game) -> None:
    state = game.apply(game.deal([WINNER, LOSER]), Declare(0, WINNER_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None
    assert result.scores == (2 * LOSER_PENALTY, 0)
    assert result.breakdowns[0].doubled and result.breakdowns[0].base == LOSER_PENALTY


def test_apostrophe_doubling_can_be_turned_off() -> None:
    game = Game(Rules(apostrophe_doubles=False))
    state = game.apply(game.deal([WINNER, LOSER]), Declare(0, WINNER_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None and result.scores == (LOSER_PENALTY, 0)


def test_unused_apostrophe_gives_the_winner_5_points(game: Game) -> None:
    no_apostrophe = [*LOSER[:-2], "E", "R"]  # the apostrophe swapped for an E (1 point)
    state = game.apply(game.deal([PLAIN, no_apostrophe]), Declare(0, PLAIN_WORDS, at=50.0))
    without = game.result(end(game, state))
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, PLAIN_WORDS, at=50.0))
    with_apostrophe = game.result(end(game, state))
    assert without is not None and with_apostrophe is not None
    assert without.scores[0] == 77 and with_apostrophe.scores[0] == 81


def test_unused_apostrophe_points_option() -> None:
    game = Game(Rules(unused_apostrophe_points=0))
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, PLAIN_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None and result.scores[0] == 76


def test_challenge_at_end_invalid_word_loses_the_points(game: Game) -> None:
    # "tac" for "cat": the tiles fit, the word does not exist.
    words = ("at", "dog", "tacs", "mouse", "planet")
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, words, at=50.0))
    assert state.phase == "closing"  # nobody checks until the round ends
    result = game.result(end(game, state))
    assert result is not None
    assert result.winners == () and result.scores == (0, 0)
    assert result.breakdowns[0].challenged and result.breakdowns[0].invalid_words == ("tacs",)
    assert Counter(result.breakdowns[0].unused) == Counter("TACS")


def test_challenge_at_end_other_valid_declarer_still_wins(game: Game) -> None:
    state = game.deal([PLAIN, PLAIN[::-1], LOSER])
    state = game.apply(state, Declare(0, ("at", "dog", "tacs", "mouse", "planet"), at=50.0))
    state = game.apply(state, Declare(1, PLAIN_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None and result.winners == (1,)
    # the challenged player's invalid word's tiles count as unused: T A C S = 1+1+3+1
    assert result.scores == (0, 6 + LOSER_PENALTY, 0)


def test_challenge_immediate_rejects_and_the_round_goes_on() -> None:
    game = Game(Rules(challenges="immediate"))
    state = game.deal([PLAIN, LOSER])
    state = game.apply(state, Declare(0, ("at", "dog", "tacs", "mouse", "planet"), at=50.0))
    assert state.phase == "play"
    assert game.view(state, 0).rejection == "not in the dictionary: tacs"
    state = game.apply(state, Declare(0, PLAIN_WORDS, at=60.0))
    result = game.result(end(game, state))
    assert result is not None and result.winners == (0,) and result.seconds > 60.0


def test_acceptance_list_makes_house_words_valid() -> None:
    words = ("at", "dog", "tacs", "mouse", "planet")
    game = Game(Rules(challenges="immediate", accept=frozenset({"TACS"})))
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, words, at=50.0))
    result = game.result(end(game, state))
    assert result is not None and result.winners == (0,)


def test_subject_bonus_for_each_category_word_a_winner_used() -> None:
    # Two foods, PIE and SOUP; AT, MOUSE and BASKET are not.
    hand = [*"AT", *"PIE", *"SOUP", *"MOUSE", *"BASKET"]
    game = Game(Rules(subjects=True))
    state = game.deal([hand, LOSER], subject="Foods")
    state = game.apply(state, Declare(0, ("at", "pie", "soup", "mouse", "basket"), at=9.0))
    result = game.result(end(game, state))
    assert result is not None
    assert result.breakdowns[0].subject_words == ("pie", "soup")
    assert result.scores[0] == LOSER_PENALTY + 2 * 5


def test_subject_bonus_option_and_drawn_category() -> None:
    game = Game(Rules(subjects=True, subject_bonus=7, categories=("Clothing",)))
    state = game.new_round(players=2, rng=random.Random(3))
    assert state.subject == "Clothing"
    no_subjects = Game(Rules()).new_round(players=2, rng=random.Random(3))
    assert no_subjects.subject is None
    with pytest.raises(InvalidInput, match="no category 'Planets'"):
        Rules(subjects=True, categories=("Planets",))


def test_round_ends_when_someone_declares(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, PLAIN_WORDS, at=50.0))
    state = end(game, state)
    assert state.phase == "over" and game.scheduled(state) is None
    with pytest.raises(IllegalAction, match="the round is over"):
        game.apply(state, Arrange(1, ("ox", None, None, None, None), at=60.0))


def test_events_log_who_did_what_and_when(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, PLAIN_WORDS, at=50.0))
    result = game.result(end(game, state))
    assert result is not None
    assert [(e.player, type(e.action).__name__) for e in result.events] == [
        (0, "Declare"), (GAME, "EndRound"),
    ]
    records = result.to_records()
    assert records[0]["score"] == LOSER_PENALTY and records[1]["unused_value"] == 76


# -- Spanish --------------------------------------------------------------------------------------


def test_spanish_tiles_kept_out_of_english_play(game: Game) -> None:
    spanish = {"RR", "LL", "Ñ"}
    state = game.new_round(players=4, rng=random.Random(9))
    assert not spanish & set(state.bag.remaining)
    assert not spanish & {f for rack in state.racks for f in rack}
    assert state.bag.tileset.size == 142
    with pytest.raises(InvalidInput, match="Spanish tiles stay out of English play"):
        game.deal([[*PLAIN[:-1], "Ñ"], LOSER])


def test_spanish_play_uses_the_spanish_tiles_and_word_list() -> None:
    lex = Lexicon.from_file(SPANISH)
    game = Game(Rules(spanish=True), lexicon=lex)
    state = game.new_round(players=2, rng=random.Random(2))
    assert state.bag.tileset.size == 146 and state.bag.tileset.count("'") == 0
    hand = ["E", "L", "A", "Ñ", "O", "P", "E", "RR", "O", *"GATOS", *"CAMINO"]
    state = game.deal([hand, SPANISH_LOSER])
    state = game.apply(state, Declare(0, ("el", "año", "perro", "gatos", "camino"), at=5.0))
    result = game.result(end(game, state))
    assert result is not None and result.winners == (0,)


def test_spanish_play_picks_the_spanish_dictionary() -> None:
    game = Game(Rules(spanish=True))
    assert game.lexicon is Lexicon.default(80, language="es")
    assert game.valid("perros") and game.valid("CAFÉ") and not game.valid("madrid")


# The rulebook's Spanish tiles (RR, LL, Ñ): a word takes a multi-letter tile or its letters'
# single tiles, so PERRO takes four tiles (P E RR O) or five (P E R R O). Accents are no letters
# (CAMIÓN is played C A M I O N); Ñ is a letter of its own.
@pytest.mark.parametrize(("hand", "words", "faces"), [
    ([*"SIAÑOPE", "RR", *"OGATOSCAMION"], ("si", "año", "perro", "gatos", "camión"),
     ("P", "E", "RR", "O")),
    ([*"SIAÑOGATOPERROCALLES"], ("si", "año", "gato", "perro", "calles"),
     ("P", "E", "R", "R", "O")),
    ([*"SIAÑOPE", "RR", *"OCA", "LL", *"ESCAMION"], ("si", "año", "perro", "calles", "camion"),
     ("C", "A", "LL", "E", "S")),
])
def test_spanish_multi_letter_tiles_as_the_rulebook_allows(
    hand: list[str], words: tuple[str, ...], faces: tuple[str, ...]
) -> None:
    game = Game(Rules(spanish=True))
    state = game.deal([hand, SPANISH_LOSER])
    state = game.apply(state, Declare(0, words, at=5.0))
    declaration = state.declarations[0]
    assert declaration is not None and declaration.invalid == ()
    spellings = [s for s in declaration.arrangement.spellings if s is not None]
    assert faces in [s.tiles for s in spellings]
    assert [s.tiles for s in spellings][1] == ("A", "Ñ", "O")
    result = game.result(end(game, state))
    assert result is not None and result.winners == (0,) and result.scores[0] > 0


def test_spanish_word_of_the_wrong_tile_count_is_refused() -> None:
    game = Game(Rules(spanish=True))
    state = game.deal([[*"SIAÑOPE", "RR", *"OGATOSCAMION"], SPANISH_LOSER])
    # With the RR tile and no second R, PERRO takes 4 tiles: it cannot fill the 5-tile tier.
    with pytest.raises(IllegalAction, match="do not cover these words"):
        game.apply(state, Declare(0, ("si", "año", "gato", "perro", "camión"), at=5.0))


# -- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "error", "message"),
    [
        (Declare(0, ("at", "dog", "cats", "mouse"), at=1.0), InvalidInput, "takes 5 words"),
        (Declare(0, ("dog", "at", "cats", "mouse", "planet"), at=1.0), IllegalAction,
         "'dog' takes 3 tiles, so it cannot go in the 2-tile tier"),
        (Declare(0, ("at", "dog", "cats", "mouse", "plants"), at=1.0), IllegalAction,
         "your tiles do not cover these words: one S short"),
        (Declare(0, ("at", "dog", "cats", "mouse", None), at=1.0), IllegalAction,  # type: ignore[arg-type]
         "empty tier: 6 tiles"),
        (Declare(0, ("at", "dog", "ca$s", "mouse", "planet"), at=1.0), InvalidInput,
         "contains '\\$'"),
        (Declare(5, PLAIN_WORDS, at=1.0), IllegalAction, "no player 5"),
        (Arrange(1, ("ox", "zoo", None, None, None), at=1.0), IllegalAction, "two O short"),
        (Exchange(0, ("A",), at=1.0), IllegalAction, "no exchanges while the timer runs"),
        ("hello", IllegalAction, "not a Five Tiers action"),
    ],
)
def test_bad_actions_are_refused_and_the_state_is_unchanged(
    game: Game, action: object, error: type[Exception], message: str
) -> None:
    state = game.deal([PLAIN, LOSER])
    before = (state.racks, state.bag.to_dict(), state.events, state.phase)
    with pytest.raises(error, match=message):
        game.apply(state, action)
    assert (state.racks, state.bag.to_dict(), state.events, state.phase) == before


def test_exchange_of_tiles_not_held_is_refused(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), TimeUp(at=300.0))
    bag = state.bag.to_dict()
    with pytest.raises(IllegalAction, match="player 0 does not hold Z to exchange"):
        game.apply(state, Exchange(0, ("A", "Z"), at=301.0))
    assert state.bag.to_dict() == bag and state.racks[0] == tuple(PLAIN)


def test_time_only_goes_forward(game: Game) -> None:
    state = game.apply(game.deal([PLAIN, LOSER]), Arrange(1, ("ox", None, None, None, None), at=9))
    with pytest.raises(IllegalAction, match="time only goes forward"):
        game.apply(state, Declare(0, PLAIN_WORDS, at=3.0))


def test_declaring_twice_is_refused() -> None:
    game = Game(Rules(tie_window=10.0))
    state = game.apply(game.deal([PLAIN, LOSER]), Declare(0, PLAIN_WORDS, at=1.0))
    with pytest.raises(IllegalAction, match="player 0 has already declared"):
        game.apply(state, Declare(0, PLAIN_WORDS, at=2.0))


@pytest.mark.parametrize(
    ("racks", "message"),
    [
        ([PLAIN], "for 2 to 4 players"),
        ([PLAIN[:-1], LOSER], "rack 0 has 19 tiles"),
        ([PLAIN, [*LOSER[:-2], "Q", "Q"]], "the racks hold 3 'Q' tiles"),
    ],
)
def test_bad_deals_raise_invalid_input(game: Game, racks: list[list[str]], message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        game.deal(racks)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"timer": 0}, "the timer must run a positive number of seconds"),
        ({"tie_window": -1.0}, "tie_window must be >= 0"),
        ({"target": 0}, "target must be a positive score"),
        ({"challenges": "never"}, "challenges must be 'end' or 'immediate'"),
        ({"accept": "tacs"}, "accept is a list of words"),
    ],
)
def test_bad_rules_raise_invalid_input(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        Rules(**options)  # type: ignore[arg-type]


def test_player_count_is_2_to_4(game: Game) -> None:
    with pytest.raises(InvalidInput, match="2 to 4 players"):
        game.new_round(players=5, rng=random.Random(1))


def test_view_shows_own_tiles_and_never_the_bag(game: Game) -> None:
    state = game.deal([PLAIN, LOSER])
    view = game.view(state, 1)
    assert view.rack == tuple(LOSER) and view.bag_size == 142 - 40
    assert not hasattr(view, "bag") and not hasattr(view, "racks")
    with pytest.raises(IllegalAction, match="no player 2"):
        game.view(state, 2)
