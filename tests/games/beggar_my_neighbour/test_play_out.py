"""The Beggar My Neighbour play-out (``calc/beggar.py``) against the text (``beggar-my-neighbour.txt``)."""

from __future__ import annotations

from scorekeeper.games.beggar_my_neighbour.play_out import play_out

#: Three players (a short pack, so the whole game is a few tricks); with ``owner_takes`` a payer who runs
#: out gives the pile to the pay card's player at once.
THREE = [["2H", "3D", "10D"], ["AH", "JS"], ["JC", "4C"]]


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
