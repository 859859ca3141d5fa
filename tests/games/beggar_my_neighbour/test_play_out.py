"""The Beggar My Neighbour play-out (``games/beggar_my_neighbour/play_out.py``) against the text
(``beggar-my-neighbour.txt``) and against the pile games' table (``families.piles.PileTable``)."""

from __future__ import annotations

import random

import pytest

from scorekeeper.cards import format_cards, standard_52
from scorekeeper.families.piles import PileTable
from scorekeeper.games.beggar_my_neighbour.play_out import play_out, read_stacks

DECK = format_cards(standard_52())

#: Three players (a short pack, so the whole game is a few tricks); with ``owner_takes`` a payer who runs
#: out gives the pile to the pay card's player at once.
THREE = [["2H", "3D", "10D"], ["AH", "JS"], ["JC", "4C"]]
#: Casella's non-terminating deal (Casella, Anderson, Kleber, Mann et al. 2024, "A non-terminating game of
#: Beggar-My-Neighbor"), in Mann's notation: "a cyclical structure of 62 tricks".
ENDLESS = ("---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA")


def deal(seed: int, players: int) -> list[list[str]]:
    cards = DECK[:]
    random.Random(seed).shuffle(cards)
    return [cards[i::players] for i in range(players)]


def test_the_texts_example_b_takes_the_centre_pile() -> None:
    # "A plays a queen; B plays a six and then a jack; A plays an ace; B plays 3,7,king; A plays 10,4,6.
    # The king has been paid for so B takes the centre pile."
    a, b = ["QS", "AS", "10S", "4S", "6S", "2C"], ["6H", "JH", "3H", "7H", "KH", "5C"]
    trick = play_out([a, b], steps=True, max_tricks=1).steps[0]
    assert trick.taker == 1 and len(trick.plays) == 10 and trick.counts == (1, 11)


def test_a_position_repeats_only_with_the_same_players_out() -> None:
    # "The player who first runs out of cards loses" / "possibly indefinitely": after trick 2 Player 1 has
    # no card but is not out yet; in trick 3 they must pay for Player 2's ace and are out (Player 3 takes
    # the pile). After trick 5 the stacks and the turn are those after trick 2 again, but Player 1 is out
    # now: the game goes on differently and ends, Player 3 winning after 22 cards and 6 piles. (Counting the
    # stacks only, the play-out called it endless.)
    result = play_out(THREE, owner_takes=True)
    assert not result.endless and result.winner == 2
    assert (result.out_order, result.cards, result.tricks) == ((0, 1), 22, 6)


def test_a_game_over_before_any_card_is_turned_step_by_step() -> None:
    # A player dealt no card is out from the start, so the other has won with no card turned: step by step
    # this used to crash (no pile was ever started).
    result = play_out([[], ["KS", "2C"]], steps=True)
    assert (result.winner, result.out_order, result.cards, result.tricks, result.steps) == (1, (0,), 0, 0, ())


def test_a_deal_that_never_ends() -> None:
    # "the game can go on for a long time – possibly indefinitely": Casella's deal reaches a cycle of 62
    # tricks: the position after trick 4 comes back after trick 66 (66 - 4 = 62)
    result = play_out(read_stacks(ENDLESS))
    assert result.endless and result.winner is None
    assert (result.repeat_from, result.tricks) == (4, 66)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(6))
def test_the_play_out_agrees_with_the_table(players: int, seed: int) -> None:
    """Every trick of the play-out, replayed through ``PileTable``: same taker, same counts, adding up."""
    result = play_out(deal(seed, players), steps=True)
    table = PileTable.dealt(players)
    for trick in result.steps:
        for seat, card in trick.plays:
            while table.to_play != seat:  # a player who ran out is passed over
                table = table.drop_out(table.to_play)
            table = table.play(seat, card)
        if table.taker is not None:
            table = table.take()
            assert table.to_play == trick.taker
            assert table.counts == trick.counts and sum(trick.counts) == 52
    assert result.cards == sum(len(t.plays) for t in result.steps)
    assert result.winner is not None and len(result.out_order) == players - 1
    assert result.winner not in result.out_order


def test_a_thousand_random_deals_all_play_out_to_an_end() -> None:
    # "a long published game runs to several thousand cards": each deal ends with a winner or is found
    # endless (a position seen before). How fast is measured by `make bench` (bench/calculators.py).
    for seed in range(1000):
        result = play_out(deal(seed, 2))
        assert (result.winner is not None) != result.endless


def test_stacks_in_manns_notation_and_in_cards() -> None:
    stacks = read_stacks(ENDLESS)
    assert [len(s) for s in stacks] == [26, 26] and stacks[0][3] == "KS"
    with pytest.raises(ValueError, match="More than four"):
        read_stacks(["AAAAA" + "-" * 21, "-" * 26])
    with pytest.raises(Exception, match="appears twice"):
        read_stacks([["AS", "AS"], DECK[2:]])


def test_a_long_deal_runs_to_two_thousand_cards() -> None:
    # The benchmark's deal (bench/calculators.py, which times it): 2,049 cards turned in 272 tricks,
    # player 1 wins
    result = play_out(read_stacks(["-JQ---Q--------J--K-AQ--K-", "-K---A---AA--------J-Q-J-K"]))
    assert (result.winner, result.cards, result.tricks) == (0, 2049, 272)
