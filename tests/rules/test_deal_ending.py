"""``deal_ending``: the end conditions as data, tie-breaker deals, and the sentences of the result."""

from scorekeeper.rules import deal_ending, deal_loop
from scorekeeper.rules.base import GameSetup, HandRow
from scorekeeper.rules.deal_ending import Ending, Tie, result_sentence, settlement, tie_breaker_winners
from scorekeeper.rules.deal_sides import Sides
from scorekeeper.rules.deal_state import DealRecord

PLAYERS = Sides.players(GameSetup(("Ann", "Bob"), None))


def test_nothing_ends_a_game_without_end_conditions():
    assert Ending().winners((500, -500), 99) is None


def test_lowest_wins_at_a_target_looks_at_every_column():
    # Golf-like: someone reached 100, so the game ends and the lowest total wins.
    assert Ending(target=100, lower_wins=True).winners((100, 40, 70), 5) == (1,)


def test_a_floor_with_every_column_sunk_settles_among_all():
    assert Ending(floor=0).winners((-5, -2), 3) == (1,)


def test_level_best_totals_play_on_when_the_ending_says_so():
    assert Ending(deals=3, ties=Tie.PLAY_ON).winners((5, 5), 3) is None
    assert Ending(deals=3, ties=Tie.HIGHER).winners((5, 5), 3) == (0, 1)


def test_a_tie_breaker_deal_decides_between_the_level_columns():
    regular = [DealRecord(HandRow(f"Deal {n}", (5, 5)), 0) for n in (1, 2)]
    assert tie_breaker_winners(regular, 2) is None  # level after the regular deals: play a tie-breaker
    breaker = DealRecord(HandRow("Tie-breaker", (2, 7)), 1)
    assert tie_breaker_winners([*regular, breaker], 2) == (1,)
    assert tie_breaker_winners(regular[:1], 2) is None  # the regular deals are not over


def test_result_sentences_print_negatives_with_a_true_minus():
    assert result_sentence(PLAYERS, (0,), (12, -3)) == "Ann wins 12 to −3"
    assert result_sentence(PLAYERS, (), (0, 0)) == "Nobody wins"
    assert result_sentence(PLAYERS, (0, 1), (7, 7)) == "Ann and Bob tie with 7"


def test_settlement_says_who_pays_whom():
    assert settlement(PLAYERS, (10, 25), 0) == ["Ann pays Bob 15"]


def test_games_still_import_these_from_the_deal_loop():
    assert deal_loop.Ending is deal_ending.Ending
    assert deal_loop.Tie is deal_ending.Tie
    assert deal_loop.result_sentence is deal_ending.result_sentence
