"""The deal loop (rules/deal_loop.py): endings, dealers, sides, the loop's hooks, rows and settling."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.core import RuleError, ScoreLine
from scorekeeper.families.deal.loop import (
    Deal,
    DealGame,
    DealRecord,
    Ending,
    Match,
    Rotation,
    Score,
    Sides,
    Tie,
    bonus_row,
    column_row,
    count_row,
    difference_only,
    latest_points,
    next_dealer,
    next_dealing_side,
    parts_row,
    result_sentence,
    settlement,
    standing_row,
    tie_breaker_winners,
    winning_score,
)
from scorekeeper.families.deal.result import (
    whole_tricks,
)
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt

NAMES = ("Ann", "Bob", "Cid", "Dee")
TEAMS = Sides.partnerships(GameSetup(NAMES, None))


# --- Endings -------------------------------------------------------------------------------------------


def test_target_at_the_end_of_a_deal():
    ending = Ending(target=1000)
    assert ending.winners((990, 870), 7) is None
    assert ending.winners((1010, 870), 8) == (0,)


def test_both_past_the_target_on_one_deal_share_or_the_higher_wins():
    # Belote: "If both teams exceed 1,000 points on the same hand, the game ends as a tie."
    assert Ending(target=1000).winners((1010, 1050), 9) == (0, 1)
    assert Ending(target=1000, ties=Tie.HIGHER).winners((1010, 1050), 9) == (1,)
    assert Ending(target=1000, ties=Tie.PLAY_ON).winners((1010, 1010), 9) is None


def test_a_floor_loses_the_game():
    # Twenty-Nine: "it is possible for a team to reach -6 points; a team that does so loses."
    ending = Ending(target=6, floor=-6)
    assert ending.winners((-6, 2), 10) == (1,)
    assert ending.winners((6, 2), 10) == (0,)
    assert ending.winners((-5, 5), 10) is None


def test_fixed_deals_with_a_play_off_and_lowest_wins():
    assert Ending(deals=9, lower_wins=True).winners((30, 20, 25), 9) == (1,)
    assert Ending(deals=9, ties=Tie.PLAY_ON).winners((30, 30, 25), 9) is None
    assert Ending(deals=9).winners((30, 30, 25), 9) == (0, 1)
    assert Ending(deals=9).winners((30, 30, 25), 8) is None


def test_exact_target_and_last_standing():
    assert Ending(target=100, exact=True).winners((99, 100), 4) == (1,)
    assert Ending(target=100, exact=True).winners((99, 98), 4) is None
    assert Ending(last_standing=True).winners((0, 5, 0), 3, frozenset({0, 2})) == (1,)


@given(st.lists(st.integers(-50, 1200), min_size=2, max_size=6), st.integers(0, 20))
def test_winners_are_columns_and_only_the_best_when_one_wins(totals, deals):
    for ending in (Ending(target=1000), Ending(deals=10, ties=Tie.HIGHER), Ending(target=6, floor=-6)):
        winners = ending.winners(totals, deals)
        if winners is not None:
            assert winners and set(winners) <= set(range(len(totals)))


def test_dealer_rotation():
    assert next_dealer(Rotation.LEFT, 3, 4) == 0
    assert next_dealer(Rotation.WINNER, 3, 4, winner=1) == 1
    assert next_dealer(Rotation.LOSER, 0, 2, loser=1) == 1
    assert next_dealer(Rotation.LOSER, 0, 2) == 1  # nobody lost: to the left


def test_partnerships_and_result_sentences():
    assert TEAMS.names == ("Ann & Cid", "Bob & Dee") and TEAMS.of(3) == 1
    assert result_sentence(TEAMS, (0,), (1012, 870)) == "Ann & Cid win 1012–870"
    assert result_sentence(TEAMS, (0, 1), (1010, 1050)) == "Ann & Cid and Bob & Dee tie"
    assert result_sentence(TEAMS, (1,), (-6, 2)) == "Bob & Dee win 2 to −6"
    players = Sides.players(GameSetup(("Ann", "Bob", "Cid"), None))
    assert result_sentence(players, (1,), (3, 69, 4)) == "Bob wins with 69 points"


# --- An ending that depends on how many play --------------------------------------------------------------


@dataclass(frozen=True)
class _NoOptions:
    """No options."""


class _EachDealsOnce(DealGame[_NoOptions]):
    """Each player deals once and scores 1: the number of deals comes from the set-up, not the options."""

    slug, name, min_players, max_players = "each-deals-once", "Each Deals Once", 2, 4
    Options = _NoOptions
    phases = (Phase("deal", ("score",)),)

    def ending_for(self, setup: GameSetup) -> Ending:
        return Ending(deals=setup.size)

    def deal_prompt(self, match: Match) -> Prompt:
        return self.ask("deal", f"Deal {match.deal.number}")

    def on_score(self, match: Match, payload: object) -> Match:
        dealer = match.deal.dealer
        row = HandRow("deal", tuple(int(seat == dealer) for seat in range(match.setup.size)))
        return self.finish_deal(match, row)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_number_of_deals_may_depend_on_the_players(players):
    game = _EachDealsOnce()
    match = game.start(GameSetup(NAMES[:players], _NoOptions()))
    for dealer in range(players):
        assert not match.is_over and match.deal.dealer == dealer
        match = game.apply(match, Event("score"))
    # One point each after one deal each: a shared win, and the sheet is over too.
    assert match.totals == (1,) * players and match.winners == tuple(range(players))
    assert game.score_sheet(match).is_over


# --- The loop's hooks: a cut before the first deal, a deal scored as it goes, closing rows, who deals -------


@dataclass(frozen=True)
class _TallyDeal(Deal):
    so_far: tuple[int, ...] = (0, 0)


class _Tally(DealGame[_NoOptions]):
    """Two players. A cut opens the first deal; ``points`` pegs points at once (first to 10 wins the moment
    it is reached); ``done`` ends the deal; a closing bonus of 20 goes to the player who did not reach 10."""

    slug, name, min_players, max_players = "tally", "Tally", 2, 2
    Options = _NoOptions
    phases = (Phase("cut", ("cut",)), Phase("deal", ("points", "done")))
    first_dealer_by_cut = True

    def ending(self, options: _NoOptions) -> Ending:
        return Ending(target=10, ties=Tie.HIGHER)

    def new_deal(self, match: Match, number: int, dealer: int) -> _TallyDeal:
        return _TallyDeal(number, dealer)

    def deal_prompt(self, match: Match) -> Prompt:
        return self.ask("cut", "Cut") if match.deal is None else self.ask("deal", f"Deal {match.deal.number}")

    def on_cut(self, match: Match, payload: dict) -> Match:
        return self.open_deal(match, payload["dealer"])

    def deal_row(self, match: Match) -> HandRow | None:
        return HandRow(f"Deal {match.deal.number}", match.deal.so_far) if any(match.deal.so_far) else None

    def on_points(self, match: Match, payload: dict) -> Match:
        so_far = tuple(a + b for a, b in zip(match.deal.so_far, payload["points"], strict=True))
        match = replace(match, deal=replace(match.deal, so_far=so_far))
        return self.end_if_reached(match, self.deal_row(match), facts={"ended": "mid-deal"})

    def on_done(self, match: Match, payload: dict) -> Match:
        row = HandRow(f"Deal {match.deal.number}", match.deal.so_far)
        return self.finish_deal(match, row, deals_next=payload.get("deals_next"))

    def closing_rows(self, match: Match) -> tuple[HandRow, ...]:
        return (HandRow("Bonus", tuple(None if w in match.winners else 20 for w in range(2))),)


def _tally(*entries: tuple[str, dict]) -> Match:
    game = _Tally()
    match = game.start(GameSetup(NAMES[:2], _NoOptions()))
    for kind, payload in entries:
        match = game.apply(match, Event(kind, payload))
    return match


def test_a_cut_opens_the_first_deal():
    # Cribbage: "Cut cards to determine who deals first": no deal, and no dealer, before the cut.
    match = _tally()
    sheet = _Tally().score_sheet(match)
    assert match.deal is None and sheet.dealer is None and not sheet.rows
    assert _Tally().prompt(match).phase == "cut"
    match = _tally(("cut", {"dealer": 1}))
    assert (match.deal.number, match.deal.dealer) == (1, 1)


def test_a_deal_in_progress_is_on_the_sheet_and_the_target_counts_the_moment_it_is_reached():
    match = _tally(("cut", {"dealer": 0}), ("points", {"points": [3, 4]}))
    sheet = _Tally().score_sheet(match)
    assert sheet.rows == (HandRow("Deal 1", (3, 4)),) and sheet.totals == (3, 4) and match.totals == (0, 0)
    # Ann reaches 10 mid-deal: the deal is scored as it stands (with its facts) and the game ends.
    match = _tally(("cut", {"dealer": 0}), ("points", {"points": [3, 4]}), ("points", {"points": [7, 0]}))
    assert match.played[-1].facts == {"ended": "mid-deal"} and match.played[-1].row.points == (10, 4)
    assert match.is_over and match.deal is None


def test_closing_rows_count_in_the_totals_and_settle_the_winners_again():
    # Gin Rummy: the game bonus and boxes come after the target; the higher final total is paid.
    match = _tally(("cut", {"dealer": 0}), ("points", {"points": [10, 4]}))
    sheet = _Tally().score_sheet(match)
    assert [row.label for row in sheet.rows] == ["Deal 1", "Bonus"]
    assert sheet.totals == (10, 24) and sheet.winners == (1,)


def test_the_game_can_say_who_deals_next():
    # Gin Rummy: "the hand is cancelled, there is no score, and the same dealer deals again".
    assert _tally(("cut", {"dealer": 0}), ("done", {"deals_next": 0})).deal.dealer == 0
    assert _tally(("cut", {"dealer": 0}), ("done", {})).deal.dealer == 1  # else the rotation (left)


# --- Partnerships, settling, rows and scores made as a deal goes (Gin Rummy, Cribbage) ---------------


def test_a_side_deals_by_the_rotation_and_again_after_a_deal_nobody_scored():
    # Gin Rummy's four players: the team that did not score deals (loser), the one that did (winner), or
    # the other team (alternate); "the same team deals again" when the points cancel out.
    assert next_dealing_side(Rotation.LOSER, 0, 0) == 1
    assert next_dealing_side(Rotation.WINNER, 0, 1) == 1
    assert next_dealing_side(Rotation.LEFT, 0, None) == 1
    assert next_dealing_side(Rotation.LOSER, 1, None) == next_dealing_side(Rotation.SAME, 1, 0) == 1


def test_partners_alternate_opponents_and_only_the_difference_scores():
    # "Players alternate opponents, but stay in the same teams": Ann meets Bob, then Dee.
    assert TEAMS.pairings(0) == ((0, 1), (2, 3))
    assert TEAMS.pairings(1) == ((0, 3), (2, 1))
    # "the team with the higher score scores the difference": 30 against 12 is 18 to the first team.
    assert difference_only([30, 12]) == (18, None)
    assert difference_only([5, 25]) == (None, 20)
    assert difference_only([7, 7]) == (None, None)


def test_each_other_side_settles_the_difference_with_the_side_paid():
    players = Sides.players(GameSetup(NAMES[:3], None))
    level = "Cid and Ann are level: nothing to pay"
    assert settlement(players, (340, 100, 340), 0) == ["Bob pays Ann 240", level]
    assert settlement(players, (90, 130, 20), 0) == ["Ann pays Bob 40", "Cid pays Ann 70"]
    assert settlement(TEAMS, (300, 120), 0) == ["Bob & Dee pay Ann & Cid 180"]


def test_rows_where_only_some_columns_score():
    row = column_row("Hand 2", 3, "Bob knocked.", points={1: 12}, notes={1: "knock", 2: "dealt"})
    assert row == HandRow("Hand 2", (None, 12, None), ("", "knock", "dealt"), ((), (), ()), "Bob knocked.")
    bonus = bonus_row("Game bonus", 2, 0, 100, note="game", reason="game bonus", summary="Ann reached 100.")
    assert bonus.points == (100, None) and bonus.lines == ((ScoreLine("game bonus", 100),), ())
    # "a further 20 points for each hand they won": Ann won 3, Bob none.
    boxes = count_row("Boxes", (3, 0), 20, ("box", "boxes"), "20 per hand won.")
    assert boxes.points == (60, None) and boxes.notes == ("3 boxes", "")
    assert boxes.lines == ((ScoreLine("3 boxes × 20", 60),), ())


def test_the_deal_totals_leave_out_the_closing_rows_and_facts_add_up():
    setup = GameSetup(NAMES[:2], None)
    played = (
        DealRecord(HandRow("Hand 1", (25, None)), 0, {"boxes": (1, 0)}),
        DealRecord(HandRow("Hand 2", (None, 30)), 1, {"boxes": (0, 2)}),
    )
    bonus = HandRow("Game bonus", (100, None))
    match = Match(setup, (125, 50), played=played, winners=(0,), closing=(bonus,))
    assert match.deal_totals == (25, 30)
    assert match.fact_totals("boxes") == (1, 2)
    assert Match(setup, (0, 0)).fact_totals("boxes") == (0, 0)


def test_scores_made_as_a_deal_goes_make_its_row_and_say_how_the_game_was_won():
    scores = (
        Score(1, "last", (ScoreLine("three for last", 3),), "with three for last"),
        Score(0, "pegging", (ScoreLine("pegging 8S: fifteen", 2),), "pegging out with a fifteen"),
        Score(1, "pegging", (ScoreLine("pegging 8D: pair", 2),), "pegging out with a pair"),
        Score(1, "pegging", (ScoreLine("pegging 9C: go", 0),), "pegging out with the go"),
    )
    parts = ("last", "pegging", "hand", "crib")
    row = parts_row("Deal 1", 2, scores, parts, "start card 5S", entered={0: ("pegging", "hand")})
    assert row.points == (2, 5)
    assert row.notes == ("pegging 2 · hand 0", "last 3 · pegging 2")
    assert row.lines[1] == (scores[0].lines[0], scores[2].lines[0], scores[3].lines[0])  # as scored
    # Bob from 56: 3 for last makes 59, the pair 61 - "pegging out with a pair".
    assert winning_score((50, 56), scores, 61) == scores[2]
    assert winning_score((0, 0), scores, 61) is None
    assert latest_points(scores, 2) == [2, 2]


def test_a_standing_row_scores_the_change_and_shows_the_whole_standing():
    # Calypso: a side had 520 after deal 1 and stands at 1040 now: it scores 1040 - 520 = 520 this deal.
    now = [
        (ScoreLine("Ann: 1 calypso", 500), ScoreLine("won-tricks pile: 54 × 10", 540)),
        (ScoreLine("won-tricks pile: 30 × 10", 300),),
    ]
    row = standing_row("Deal 2", now, [520, 0], since="less the standing after deal 1", notes=("a", "b"))
    assert row.points == (520, 300) and row.notes == ("a", "b")
    assert row.lines[0][-1] == ScoreLine("less the standing after deal 1", -520)
    assert row.lines[1] == now[1]  # nothing before: no line to take off
    assert all(
        sum(line.points for line in lines) == p for lines, p in zip(row.lines, row.points, strict=True)
    )


def test_whole_tricks_keep_their_cards_together():
    assert whole_tricks(28, "won.0") == 7 and whole_tricks(0, "won.0") == 0
    assert whole_tricks(9, "cards", trick_size=3) == 3
    with pytest.raises(RuleError, match="Tricks have four cards, so Ann & Cid's 58 cards") as caught:
        whole_tricks(58, "won.0", whose="Ann & Cid's ")
    assert caught.value.field == "won.0"


# --- Tie-breaker deals (deal_loop.tie_breaker_winners, DealGame.settle) ------------------------------------


def _records(*rows: tuple[int, ...]) -> tuple[DealRecord, ...]:
    return tuple(DealRecord(HandRow(f"Deal {n}", row), 0) for n, row in enumerate(rows, start=1))


def test_tie_breaker_winners_after_the_regular_deals():
    # Briscola: "in the event of a tie, the winner of a tie-breaker hand wins the game"
    assert tie_breaker_winners(_records((60, 60)), 2) is None  # one deal of two played
    assert tie_breaker_winners(_records((60, 60), (70, 50)), 2) == (0,)  # 130-110
    assert tie_breaker_winners(_records((60, 60), (60, 60)), 2) is None  # level: a tie-breaker deal
    assert tie_breaker_winners(_records((60, 60), (60, 60), (50, 70)), 2) == (1,)
    assert tie_breaker_winners(_records((60, 60), (60, 60), (60, 60)), 2) is None  # level again


def test_tie_breaker_counts_only_the_level_columns_in_the_deal():
    # 100-100-40 after one deal: Cid's 90 in the tie-breaker does not count; Ann 20 beats Bob 10.
    assert tie_breaker_winners(_records((100, 100, 40), (20, 10, 90)), 1) == (0,)
    # Lowest wins: 30-30-50, then Bob 5 below Ann 9.
    assert tie_breaker_winners(_records((30, 30, 50), (9, 5, 0)), 1, lower_wins=True) == (1,)
