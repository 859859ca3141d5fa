"""Nine-Card Don's own statistics, counted by hand from a short game."""

from __future__ import annotations

from scorekeeper.families.results import game_result
from scorekeeper.families.statistics import Count
from tests.games.nine_card_don.test_rules import GAME, play, sheet, start, take, trump


def counts(tally) -> tuple[Count, ...]:
    return tally["game_won"], tally["trump_five"], tally["pitching"]


def test_game_won_five_of_trumps_and_points_as_pitcher_counted_by_hand():
    # Ann & Cid (side 0) against Bob & Dee (side 1). Deal 1, Ann deals, Bob pitches hearts: Bob & Dee take
    # the 5H (10), Ann & Cid the AH (4); Bob & Dee have more for game (8). Rows 4 and 18.
    match = play(start(), trump("H"), take(1, "5H"), take(0, "AH"), ("game", {"higher": 1}))
    # Deal 2, Bob deals, Cid pitches spades: Ann & Cid take the 5S (10), Bob & Dee the 5H (a plain 5: 5);
    # game 31 to 22 to Ann & Cid (8). Rows 18 and 5.
    match = play(match, trump("S"), take(0, "5S"), take(1, "5H"), ("game", {"points": [31, 22]}))
    # Deal 3, Cid deals, Dee pitches diamonds: nothing captured, game tied. Rows 0 and 0.
    match = play(match, trump("D"), ("game", {"higher": "tie"}))
    # Deal 4, Dee deals, Ann pitches clubs: under way, not counted.
    match = play(match, trump("C"), take(0, "5C"))
    assert [row.points for row in sheet(match).rows[:3]] == [(4, 18), (18, 5), (0, 0)]
    ann, bob, cid, dee = GAME.tallies(match)
    # Game: each side won it once in 3 deals. Five of trumps: each side once in 3 deals.
    # Pitching: Ann not yet; Bob's deal 18 for his side; Cid's 18; Dee's 0.
    assert counts(ann) == (Count(1, 3), Count(1, 3), Count(0, 0))
    assert counts(bob) == (Count(1, 3), Count(1, 3), Count(18, 1))
    assert counts(cid) == (Count(1, 3), Count(1, 3), Count(18, 1))
    assert counts(dee) == (Count(1, 3), Count(1, 3), Count(0, 1))
    result = game_result(GAME.ruleset, match.setup, match, sheet(match))
    assert [counts(seat.tally) for seat in result.seats] == [counts(t) for t in (ann, bob, cid, dee)]


def test_a_deal_ended_by_reaching_121_has_no_game_to_count():
    # Four deals of 27 for Ann & Cid (the trump 5 10, the 9 9, game 8): 108. In deal 5 they take the trump
    # 5 (118), then the 9 (127): the game ends mid-deal, game never settled.
    deal = (trump("H"), take(0, "5H"), take(0, "9H"), ("game", {"higher": 0}))
    match = play(start(), *deal * 4, trump("H"), take(0, "5H"), take(0, "9H"))
    assert match.winners == (0,) and len(match.played) == 5 and match.played[-1].facts["ended_mid_deal"]
    ann, bob, cid, _dee = GAME.tallies(match)
    # Game won in 4 of the 4 deals settled; the five of trumps in all 5.
    assert (ann["game_won"], ann["trump_five"]) == (Count(4, 4), Count(5, 5))
    assert (bob["game_won"], bob["trump_five"]) == (Count(0, 4), Count(0, 5))
    # Pitchers: Bob deals 1 and 5 (his side 0 each), Cid deal 2 (27), Dee deal 3, Ann deal 4 (27).
    assert (ann["pitching"], bob["pitching"], cid["pitching"]) == (Count(27, 1), Count(0, 2), Count(27, 1))
