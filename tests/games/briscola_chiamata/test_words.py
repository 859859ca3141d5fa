"""Briscola Chiamata's entries in words: each entry type as the table says it, and every entry of random games
said."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.briscola_chiamata.rules import BriscolaChiamataOptions
from scorekeeper.games.registry import get_ruleset
from tests.games.words_check import assert_every_entry_said

GAME = get_ruleset("briscola-chiamata")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee", "Eve"), BriscolaChiamataOptions())


def said(event_type: str, payload: dict) -> str:
    return GAME.describe(SETUP, Event(event_type, payload))


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("bid", {"player": 0, "bid": "K"}, "Ann bids the king"),
        ("bid", {"player": 1, "bid": "2"}, "Bob bids the 2"),
        ("bid", {"player": 2, "bid": 75}, "Cid bids 75"),
        ("bid", {"player": 3, "bid": "pass"}, "Dee passes"),
        ("contract", {"bidder": 4, "bid": "80"}, "Eve wins the bidding with 80"),
        ("contract", {"bidder": 0, "bid": "a"}, "Ann wins the bidding with the ace"),
        ("reopen", {"player": 1}, "Bob reopens the bidding at 61"),
        ("redeal", {}, "Everyone passed: the same dealer deals again"),
        ("call", {"suit": "H", "rank": "K"}, "The king of hearts is called: hearts are trumps"),
        ("call", {"suit": "C", "rank": ""}, "Clubs are trumps; the bid's card is called"),
        ("partner", {"player": 3}, "Dee plays the called card"),
        ("result", {"points": 70}, "The bidding team takes 70 card points"),
        (
            "result",
            {"player": 2, "points": "55"},
            "Cid played the called card; the bidding team takes 55 card points",
        ),
        ("result", {"made": True}, "The bidding team made it"),
        (
            "result",
            {"made": False, "all_tricks": 1},
            "The bidding team went down (the others take every trick)",
        ),
        ("result", {"all_tricks": 0, "points": ""}, "The bidding team takes every trick"),
        (
            "result",
            {"cards": ["AS", "3S", "KS", "QS", "JS"]},
            "The bidding team's cards are counted: 5 cards",
        ),
    ],
)
def test_each_entry_type_is_said_as_the_table_says_it(event_type, payload, words):
    assert said(event_type, payload) == words


def test_a_payload_the_words_do_not_read_is_said_plainly():
    assert said("contract", {"bidder": 0, "bid": "pass"}) == "contract (bidder 0; bid pass)"


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from([5, 6]))
def test_every_entry_of_a_random_game_is_said_in_the_games_words(seed, players):
    assert_every_entry_said("briscola-chiamata", players, seed)
