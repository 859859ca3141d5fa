"""``deal_ending``: the end conditions as data, tie-breaker deals, and the sentences of the result."""

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.families.deal import ending as deal_ending
from scorekeeper.families.deal import loop as deal_loop
from scorekeeper.families.deal.ending import (
    Ending,
    Tie,
    result_sentence,
    settlement,
    settlement_from_average,
    tie_breaker_winners,
)
from scorekeeper.families.deal.sides import Sides
from scorekeeper.families.deal.state import DealRecord
from scorekeeper.families.ruleset import GameSetup, HandRow

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


def test_money_from_the_average_rounds_to_the_hundredth_and_still_adds_up():
    three = Sides.players(GameSetup(("Ann", "Bob", "Cid"), None))
    # Totals 10, 0, 0: the average is 3⅓; at 1 a point Ann receives 6.67 and the others pay 3.33 or 3.34.
    assert settlement_from_average(three, (10, 0, 0), 100) == [
        "Ann receives 6.67",
        "Bob pays 3.33",
        "Cid pays 3.34",
    ]
    assert settlement_from_average(three, (5, 5, 5), 100) == ["Ann is even", "Bob is even", "Cid is even"]


@given(st.lists(st.integers(-5000, 5000), min_size=2, max_size=8), st.integers(0, 10000))
def test_money_from_the_average_is_zero_sum_and_within_a_hundredth(totals, stake):
    sides = Sides.players(GameSetup(tuple(f"P{i}" for i in range(len(totals))), None))
    lines = settlement_from_average(sides, totals, stake)
    amounts = [_hundredths(line) for line in lines]
    assert sum(amounts) == 0
    average = sum(totals) / len(totals)
    for total, amount in zip(totals, amounts, strict=True):
        assert abs(amount - stake * (total - average)) < 1


def _hundredths(line: str) -> int:
    if line.endswith("even"):
        return 0
    units, cents = line.rsplit(" ", 1)[1].split(".")
    sign = 1 if " receives " in line else -1
    return sign * (int(units) * 100 + int(cents))
