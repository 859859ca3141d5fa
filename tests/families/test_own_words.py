"""A game's own wording of an entry, or ``None`` where it does not fit (the caller then says it plainly)."""

from __future__ import annotations

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.words import call_words, own_words

SETUP = GameSetup(("Ann", "Bob"), None)


def bids(setup: GameSetup, event: Event, actor: int | None) -> str | None:
    if event.type != "bid":
        return None
    return f"{setup.players[event.payload['player']]} bids {event.payload['bid']}"


def test_the_game_words_an_entry_it_knows():
    assert own_words(bids, SETUP, Event("bid", {"player": 1, "bid": 2})) == "Bob bids 2"


def test_an_entry_the_game_does_not_word_is_none():
    assert own_words(bids, SETUP, Event("pass", {})) is None


def test_a_payload_the_wording_does_not_fit_is_none_not_an_error():
    assert own_words(bids, SETUP, Event("bid", {"bid": 2})) is None
    assert own_words(bids, SETUP, Event("bid", {"player": 7, "bid": 2})) is None
    assert own_words(bids, SETUP, Event("bid", {"player": "x", "bid": 2})) is None


def test_a_call_of_an_auction_is_a_bid_or_a_pass():
    assert call_words(SETUP.players, {"player": 0, "bid": "15"}) == "Ann bids 15"
    assert call_words(SETUP.players, {"player": 1, "bid": " Pass"}) == "Bob passes"
    assert call_words(SETUP.players, {"bidder": 1, "call": 3}, seat="bidder", bid="call") == "Bob bids 3"
