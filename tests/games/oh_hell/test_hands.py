"""A hand of Oh Hell: the pack, the hand sizes, and how a hand is named on the table."""

from dataclasses import replace

import pytest

from scorekeeper.cards import Suit
from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.oh_hell.hands import deal_heading, deck_size, hand_label, hand_size_sequence
from scorekeeper.games.oh_hell.options import OhHellOptions
from scorekeeper.games.oh_hell.rules import OhHell

NAMES = ("Ann", "Bob", "Cid", "Dee")


def start(**options):
    return OhHell().start(GameSetup(NAMES, parse_options(OhHellOptions, options), 0))


@pytest.mark.parametrize(
    ("deck", "players", "size"), [("standard", 4, 52), ("jokers", 5, 54), ("piquet", 4, 32), ("bust", 6, 78)]
)
def test_deck_size_by_pack_and_players(deck, players, size):
    # Bust: "13 cards per player" from mixed packs.
    assert deck_size(deck, players) == size


def test_a_hand_is_named_by_its_place_in_the_sequence_its_cards_and_trump():
    match = start()
    hand = replace(match.deal, trump=Suit.HEARTS, trump_pending=False)
    total = len(hand_size_sequence(match))
    assert hand_label(match, hand) == f"Hand 1 of {total}"
    assert hand_label(match, hand, of_total=False) == "Hand 1"
    assert deal_heading(match, hand) == f"Hand 1 of {total} · {hand.cards} cards · ♥ trumps"


def test_a_play_off_hand_is_counted_apart_and_the_trump_may_be_still_to_turn():
    match = start()
    total = len(hand_size_sequence(match))
    assert hand_label(match, replace(match.deal, number=total + 2, playoff=True)) == "Play-off hand 2"
    pending = replace(match.deal, trump_pending=True)
    assert deal_heading(match, pending).endswith("· trumps to turn")
