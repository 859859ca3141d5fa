"""Pay cards (rules/beggar-my-neighbour.txt and rules/egyptian-ratscrew.txt): ``families.pay_cards``."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import CardError, parse_cards, standard_52
from scorekeeper.core import RuleError
from scorekeeper.families.pay_cards import CHANCES, PayOptions, Play, pay_state

A, B, C = 0, 1, 2


def alternate(first: int, players: int, cards: str) -> list[tuple[int, str]]:
    """Cards played one each in turn (no pay cards in between)."""
    return [((first + i) % players, c) for i, c in enumerate(cards.split())]


# --- Pay cards: Beggar My Neighbour ---------------------------------------------------------------


#: "A plays a queen; B plays a six and then a jack; A plays an ace; B plays 3,7,king; A plays 10,4,6."
BEGGAR_EXAMPLE = [(A, "QS"), (B, "6H"), (B, "JH"), (A, "AS"), (B, "3H"), (B, "7H"), (B, "KH")]
BEGGAR_EXAMPLE += [(A, "10S"), (A, "4S"), (A, "6S")]


def test_beggar_text_example_b_takes_the_pile():
    # "The king has been paid for so B takes the centre pile."
    state = pay_state(BEGGAR_EXAMPLE, players=2)
    assert state.taker == B
    assert state.to_play == B  # "continues the game by playing their top card"
    assert state.as_dict() == {
        "chances_left": 0,
        "taker": B,
        "to_play": B,
        "pay_card": "KH",
        "owner": B,
        "cards": 10,
    }


@pytest.mark.parametrize(
    ("count", "to_play", "chances", "owner", "pay_card"),
    [
        (1, B, 2, A, "QS"),  # a queen: B pays 2
        (2, B, 1, A, "QS"),  # the six: one chance left
        (3, A, 1, B, "JH"),  # B's jack cancels the queen: A pays 1
        (4, B, 4, A, "AS"),  # A's ace: B pays 4
        (7, A, 3, B, "KH"),  # 3, 7, then B's king: A pays 3
        (9, A, 1, B, "KH"),  # 10, 4
    ],
)
def test_beggar_text_example_step_by_step(count, to_play, chances, owner, pay_card):
    pile = [
        (A, "QS"),
        (B, "6H"),
        (B, "JH"),
        (A, "AS"),
        (B, "3H"),
        (B, "7H"),
        (B, "KH"),
        (A, "10S"),
        (A, "4S"),
    ]
    state = pay_state(pile[:count], players=2)
    assert (state.to_play, state.chances_left, state.owner, state.pay_card, state.taker) == (
        to_play,
        chances,
        owner,
        pay_card,
        None,
    )


@pytest.mark.parametrize(("card", "chances"), [("AS", 4), ("KS", 3), ("QS", 2), ("JS", 1)])
def test_payment_rates(card, chances):
    # "4 ordinary cards for an ace, 3 for a king, 2 for a queen, 1 for a jack"
    state = pay_state([(A, card)], players=2)
    assert (state.chances_left, state.to_play) == (chances, B)
    paid = [(A, card)] + [(B, c) for c in ["2H", "3H", "4H", "5H"][:chances]]
    assert pay_state(paid, players=2).taker == A


def test_ordinary_cards_alternate():
    state = pay_state(alternate(A, 2, "2S 3S 4S 5S"), players=2)
    assert (state.to_play, state.chances_left, state.taker) == (A, None, None)


def test_more_than_two_players_the_following_player_pays():
    # "the following player plays the required number of cards, stopping if another pay card is played,
    # which the next person must pay for."
    pile = [(A, "2S"), (B, "QS"), (C, "3S"), (C, "KS"), (A, "4S"), (A, "5S"), (A, "6S")]
    state = pay_state(pile, players=3)
    assert (state.taker, state.to_play) == (C, C)


def test_counter_clockwise_suck_the_well():
    # "The direction of play in the Caribbean version "Suck the Well" is counter-clockwise"
    options = PayOptions(counter_clockwise=True)
    state = pay_state([(A, "2S"), (C, "JS")], options, players=3)
    assert (state.to_play, state.chances_left) == (B, 1)


def test_players_out_of_cards_are_passed_over():
    state = pay_state([(A, "2S"), (C, "3S")], players=3, out=[B])
    assert state.to_play == A
    with pytest.raises(RuleError, match="Player 2 is out of cards"):
        pay_state([(A, "2S"), (B, "3S")], players=3, out=[B])


def test_out_of_turn_play_is_refused():
    with pytest.raises(RuleError, match="Player 1 played 3S out of turn: it was Player 2's turn"):
        pay_state([(A, "2S"), (A, "3S")], players=2)


def test_no_card_after_the_pile_is_won():
    with pytest.raises(RuleError, match="Player 1 has won the pile"):
        pay_state([(A, "JS"), (B, "2S"), (B, "3S")], players=2)


# --- Pay cards: Egyptian Ratscrew sequences --------------------------------------------------------


def test_ratscrew_queen_then_two_number_cards():
    # "Now the next player must play up to two cards: ... Now the player who played the queen takes the deck"
    state = pay_state([(A, "QH"), (B, "4C"), (B, "9D")], players=3)
    assert (state.taker, state.to_play) == (A, A)


def test_ratscrew_king_ace_jack_sequence():
    # "The next player has three chances… and he plays a face card after two. The following player now has
    # four chances… and she manages to play a jack. The next player has but one chance: …and fails. The
    # player of the jack picks up the pile and continues play."
    pile = [(A, "KS"), (B, "5H"), (B, "7H"), (B, "AH"), (C, "2D"), (C, "3D"), (C, "JD")]
    assert pay_state(pile, players=3).chances_left == 1
    state = pay_state([*pile, (A, "9S")], players=3)
    assert (state.taker, state.to_play) == (C, C)


def test_input_as_play_objects_and_dicts():
    state = pay_state([Play(A, parse_cards("QS")[0]), {"player": B, "card": "2S"}], players=2)
    assert state.chances_left == 1


@pytest.mark.parametrize(
    ("pile", "players", "error", "message"),
    [
        ([(A, "QS"), (B, "QS")], 2, CardError, "QS appears twice"),
        ([(A, "ZZ")], 2, CardError, "is not a card"),
        ([(A, "JK")], 2, CardError, "played without jokers"),
        ([(5, "2S")], 2, RuleError, "unknown player"),
        ([(A, "2S")], 1, RuleError, "at least two players"),
    ],
)
def test_bad_piles_are_refused(pile, players, error, message):
    with pytest.raises(error, match=message):
        pay_state(pile, players=players)


def test_joker_is_an_ordinary_card_when_paying():
    state = pay_state([(A, "QS"), (B, "JK")], PayOptions(jokers=True), players=2)
    assert state.chances_left == 1


# --- Properties -----------------------------------------------------------------------------------

DECK = [str(c) for c in standard_52()]


def _deal(cards: list[str], players: int) -> list[tuple[int, str]]:
    """Play the cards in turn order as pay_state says, from seat 0."""
    pile: list[tuple[int, str]] = []
    for card in cards:
        state = pay_state(pile, players=players)
        if state.taker is not None:
            break
        pile.append((0 if state.to_play is None else state.to_play, card))
    return pile


@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=30, unique=True), st.integers(2, 5))
def test_pay_state_invariants(cards, players):
    pile = _deal(cards, players)
    state = pay_state(pile, players=players)
    pay = [(p, c) for p, c in pile if c[:-1] in ("A", "K", "Q", "J")]
    if not pay:
        assert state.chances_left is None and state.owner is None
    else:
        owner, card = pay[-1]
        assert state.owner == owner and state.pay_card == card  # the latest pay card is the one paid for
        assert 0 <= state.chances_left <= CHANCES[parse_cards(card)[0].rank]
    if state.taker is not None:
        assert state.taker == state.owner == state.to_play and state.chances_left == 0
