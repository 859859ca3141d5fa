"""One Belote deal scored (rules/belote_scoring.py), with the arithmetic."""

from __future__ import annotations

from scorekeeper.core import ScoreLine
from scorekeeper.families.deal.result import SidePoints
from scorekeeper.games.belote.options import BeloteOptions
from scorekeeper.games.belote.scoring import DECK_POINTS, Declared, score_deal

OPTIONS = BeloteOptions(rounding="none")  # the text's arithmetic, unrounded


def test_a_made_contract_scores_each_sides_card_points():
    # "If the taking team scores more in tricks than their opponents, they have made their contract."
    outcome = score_deal(SidePoints((100, 62)), 0, Declared(), 0, OPTIONS)
    assert outcome.verdict == "made" and outcome.points == (100, 62)
    assert sum(outcome.points) == DECK_POINTS


def test_dedans_gives_the_defenders_162_and_both_sides_declarations():
    # "their opponents score 162 points, plus their declarations, plus the taking team's declarations!"
    declared = Declared(scoring=((ScoreLine("tierce", 20),), (ScoreLine("tierce", 20),)))
    outcome = score_deal(SidePoints((70, 92)), 0, declared, 0, OPTIONS)
    assert outcome.verdict == "dedans" and outcome.points == (0, 162 + 20 + 20)


def test_capot_adds_ninety_and_belote_always_stays_with_its_holder():
    # "they score an additional 90 points, giving them ... 252"; "Belote and rebelote are always scored."
    declared = Declared(belote=1, belote_side=1)
    outcome = score_deal(SidePoints((162, 0), all_tricks=0), 0, declared, 0, OPTIONS)
    assert outcome.verdict == "capot" and outcome.points == (252, 20)


def test_a_hung_deal_under_the_litige_option_holds_the_takers_points_for_the_next_winner():
    litige = BeloteOptions(tie_deal="litige", rounding="none")
    held = score_deal(SidePoints((81, 81)), 0, Declared(), 0, litige)
    assert held.verdict == "litige" and held.points == (0, 81) and held.held == 81
    after = score_deal(SidePoints((100, 62)), 1, Declared(), held.held, litige)
    assert after.verdict == "dedans" and after.points == (162 + 81, 0)
