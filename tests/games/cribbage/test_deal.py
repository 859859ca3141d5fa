"""A deal of cribbage as recorded: the target, who shows next, the scores a deal makes and its row."""

from scorekeeper.core import parse_options
from scorekeeper.games.cribbage.calculators import FIVE_CARD, Pegging, Shown
from scorekeeper.games.cribbage.deal import (
    CribbageDeal,
    CribbageOptions,
    deal_scores,
    row_of,
    seen_cards,
    target_of,
)

NAMES = ("Ann", "Bob")


def test_the_target_follows_the_game_unless_chosen():
    # "To be the first to score 61 points"; the six-card game is played to 121.
    assert target_of(CribbageOptions()) == 61
    assert target_of(parse_options(CribbageOptions, {"variant": "six-card"})) == 121
    assert target_of(parse_options(CribbageOptions, {"variant": "six-card", "target": 61})) == 61


def test_the_pone_shows_first_then_the_dealer_then_the_crib():
    # "First the non-dealer's hand ... Finally ... the crib"
    deal = CribbageDeal(1, 0)
    assert (deal.pone, deal.shower) == (1, (1, False))
    shown = Shown(1, False, (), None, 4)
    assert CribbageDeal(1, 0, shown=(shown,)).shower == (0, False)
    assert CribbageDeal(1, 0, shown=(shown, Shown(0, False, (), None, 2))).shower == (0, True)


def test_three_for_last_and_his_heels_come_before_the_play():
    deal = CribbageDeal(1, 0, three_for_last=True, starter="JH")
    scores = deal_scores(deal, FIVE_CARD)
    assert [(s.column, s.part, s.lines[0].points) for s in scores] == [(1, "last", 3), (0, "heels", 2)]


def test_the_row_names_the_crib_the_cut_and_the_start_card():
    play = Pegging(plays=((1, "7H"), (0, "8S")), turn=1)
    deal = CribbageDeal(2, 1, cut=("3S", "9D"), starter="5S", play=play)
    row = row_of(NAMES, deal, FIVE_CARD)
    assert row.label == "Deal 2 · Bob's crib"
    assert row.summary.startswith("cut: Ann 3♠, Bob 9♦ · start card 5♠")  # suit symbols, as everywhere
    assert row.points[0] == 2  # Ann's 8 on the 7 makes fifteen
    assert seen_cards(deal) == ["5S", "7H", "8S"]
