"""``deal_state``: the ``Match`` and its deals, as the deal loop keeps them."""

from dataclasses import replace

from scorekeeper.families.deal import loop as deal_loop
from scorekeeper.families.deal import state as deal_state
from scorekeeper.families.deal.state import Deal, DealRecord, Match
from scorekeeper.families.ruleset import GameSetup, HandRow

SETUP = GameSetup(("Ann", "Bob", "Cid"), None)


def test_a_new_match_opens_deal_one_and_is_not_over():
    match = Match(SETUP, (0, 0, 0))
    assert match.deal_number == 1 and not match.is_over and match.names == SETUP.players


def test_thrown_in_deals_use_up_a_deal_number():
    # Two deals played and one thrown in: the next deal is the fourth.
    played = tuple(DealRecord(HandRow(f"Deal {n}", (1, 0, 0)), n - 1) for n in (1, 2))
    match = Match(SETUP, (2, 0, 0), deal=Deal(4, 0), played=played, thrown_in=1)
    assert match.deal_number == 4
    assert replace(match, winners=(0,)).is_over


def test_games_still_import_these_from_the_deal_loop():
    assert deal_loop.Deal is deal_state.Deal
    assert deal_loop.DealRecord is deal_state.DealRecord
    assert deal_loop.Match is deal_state.Match
