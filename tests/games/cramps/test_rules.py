"""Cramps (cramps.txt): each test quotes the sentence it checks, with the arithmetic in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3 (Eve 4 ... Hal 7 with more). Ann deals first, so Bob leads (and bids
first in Royal Cramps). A hand's tricks are written as a string of seats, one digit per trick in order:
"0123..." means Ann took trick 1, Bob trick 2, and so on.
"""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.cramps.rules import FOUR, MORE, CrampsOptions, token_cards, trick_rules
from scorekeeper.games.tricks import winner_for
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal")
GAME = Driver("cramps", NAMES, CrampsOptions)
play, refused = GAME.play, GAME.refused


def start(players: int = 4, **options):
    return GAME.start(NAMES[:players], **options)


def tricks(seats: str):
    """One tap per trick: 'trick' entries for the seats written as digits."""
    return [("trick", {"player": int(seat)}) for seat in seats]


def queens(*seats: int):
    """One tap per queen on who took it."""
    return [("queen", {"player": seat}) for seat in seats]


def hand(match, seats: str, *queen_takers: int):
    return play(match, *tricks(seats), *queens(*queen_takers))


def last(match):
    return GAME.score_sheet(match).rows[-1]


# --- The tricks' values ---------------------------------------------------------------------------------


def test_each_trick_scores_by_its_place_in_the_hand():
    # "1st trick 0 points, 2nd trick -1 point, 3rd trick +3 points, 4th trick +3 points, 5th trick -3 points,
    # 6th trick 0 points, 7th trick +5 points, 8th trick +5 points, 9th trick -5 points, 10th trick 0 points,
    # 11th trick +7 points, 12th trick +7 points, 13th trick -7 points. Each Queen -1 point"
    assert FOUR.places.values == (0, -1, 3, 3, -3, 0, 5, 5, -5, 0, 7, 7, -7)
    match = hand(start(), "0000111122233", 0, 1, 1, 3)
    row = last(match)
    # Ann 0 - 1 + 3 + 3 = 5, one queen: 4. Bob -3 + 0 + 5 + 5 = 7, two queens: 5. Cid -5 + 0 + 7 = 2.
    # Dee 7 - 7 = 0, one queen: -1. 4 + 5 + 2 - 1 = 10.
    assert row.points == (4, 5, 2, -1) and sum(row.points) == 10
    assert row.lines[0][0].label == "tricks 1, 2, 3 and 4: 0 − 1 + 3 + 3" and row.lines[0][0].points == 5
    assert row.lines[1][1].label == "2 queens × −1" and row.lines[1][1].points == -2
    assert row.notes[3] == "tricks 0 · 1 queen"
    assert GAME.score_sheet(match).totals == (4, 5, 2, -1)


def test_a_player_can_score_at_most_thirty_in_the_four_player_game():
    # "A player can score a maximum of 30 points on any hand in the 4 player game, by winning all the tricks
    # with positive scores, avoiding tricks with negative scores and avoiding penalties for Queens."
    match = hand(start(), "1100110011001", 1, 1, 2, 3)  # Ann takes 3, 4, 7, 8, 11 and 12
    row = last(match)
    assert row.points[0] == 3 + 3 + 5 + 5 + 7 + 7 == 30 == FOUR.highest
    # Bob: 0 - 1 - 3 + 0 - 5 + 0 - 7 = -16 and two queens: -18; Cid -1; Dee -1; 30 - 18 - 1 - 1 = 10.
    assert row.points == (30, -18, -1, -1)


def test_the_hand_is_scored_after_the_last_queen_and_the_deal_passes_to_the_left():
    # "The player to the left of the dealer leads to the first trick." "The winner of a trick leads to the
    # next." "After each hand, the deal passes to the left."
    match = start()
    prompt = GAME.prompt(match)
    assert prompt.phase == "play" and prompt.events == ("trick", "hand") and prompt.data["leader"] == 1
    match = play(match, *tricks("2"))
    assert GAME.prompt(match).data["leader"] == 2 and GAME.prompt(match).events == ("trick",)
    match = play(match, *tricks("333333333333"))
    prompt = GAME.prompt(match)
    assert prompt.phase == "queens" and prompt.title == "Hand 1 · queens"
    match = play(match, *queens(0, 0, 0))
    assert GAME.prompt(match).data["queens_taken"] == [3, 0, 0, 0] and not GAME.score_sheet(match).rows
    match = play(match, *queens(1))
    assert GAME.score_sheet(match).dealer == 1 and GAME.prompt(match).title == "Hand 2 · trick 1"


def test_the_token_cards_one_ace_and_three_3s_5s_7s_and_10s():
    # "Select one Ace and three 3's, 5's, 7's and 10's (10's are for tricks with no points), black for
    # positive points and red for negative points. Arrange the cards face up in order of the points"
    cards = token_cards(FOUR.places.values)
    assert Counter(rank for rank, _ in cards) == {"A": 1, "3": 3, "5": 3, "7": 3, "10": 3}
    for value, (rank, suit) in zip(FOUR.places.values, cards, strict=True):
        assert rank == ("10" if value == 0 else "A" if abs(value) == 1 else str(abs(value)))
        assert value == 0 or suit.is_red == (value < 0)
    assert len(set(cards)) == 13  # 3♠ and 3♣ for the two +3s: real cards of one pack
    # With five to eight: the same rule on 0, -3, 5, 5, -5, ... 9, 9, -9.
    assert [rank for rank, _ in token_cards(MORE.places.values)][-3:] == ["9", "9", "9"]


def test_the_scoreboard_shows_the_tokens_with_who_took_them():
    # "Give the top card to the winner of each trick as a score token."
    match = play(start(), *tricks("21"))
    tokens = GAME.score_sheet(match).extras["hand"]["tokens"]
    assert [t["taker"] for t in tokens[:3]] == [2, 1, None]
    assert tokens[1] == {"trick": 2, "value": -1, "rank": "A", "suit": "H", "taker": 1}
    assert GAME.score_sheet(match).extras["hand"]["taken"] == [0, -1, 0, 0]


# --- The hand entered per player -------------------------------------------------------------------------


def test_each_players_trick_points_and_queens_at_the_end_of_the_hand():
    # "The total of players' scores should be ten after each hand. (Remember to deduct a point for each
    # Queen taken.)" Trick points 5 + 7 + 2 + 0 = 14; queens 1 + 2 + 0 + 1 = 4: 14 - 4 = 10.
    match = play(start(), ("hand", {"points": [5, 7, 2, 0], "queens": [1, 2, 0, 1]}))
    row = last(match)
    assert row.points == (4, 5, 2, -1) and row.lines[0][0].label == "trick points"


def test_a_hand_that_does_not_add_up_to_ten_is_refused_with_its_sum():
    # "The total of players' scores should be ten after each hand." 6 + 7 + 2 + 1 = 16 trick points,
    # minus 4 queens: 12.
    match = start()
    refused(
        match,
        "hand",
        {"points": [6, 7, 2, 1], "queens": [1, 2, 0, 1]},
        "The hand adds up to 12, not 10: the trick points make 16, not 14.",
        "points",
    )
    refused(match, "hand", {"points": [5, 7, 2, 0], "queens": [1, 2, 0, 0]}, "add up to 3, but there are 4")
    # 28 + 0 + 0 - 14 = 14, but no token cards make 28 (30 less 2) nor -14.
    refused(match, "hand", {"points": [28, 0, 0, -14], "queens": [1, 1, 1, 1]}, "cannot be shared out as 28")
    refused(match, "hand", {"points": [31, 0, 0, -17], "queens": [1, 1, 1, 1]}, "cannot be more than 30")
    refused(match, "hand", {"points": [5, 7, 2], "queens": [1, 2, 0, 1]}, "each of 4 players", "points")
    assert GAME.score_sheet(match).rows == ()


def test_after_the_first_trick_the_hand_is_entered_trick_by_trick():
    match = play(start(), *tricks("0"))
    refused(match, "hand", {"points": [5, 7, 2, 0], "queens": [1, 2, 0, 1]}, "records trick, not hand")
    refused(match, "trick", {"player": 4}, "cannot be more than 3", "player")


# --- The end of the game ---------------------------------------------------------------------------------


def big_hand(match, seat: int, *queen_takers: int):
    """``seat`` takes the six tricks worth points (30), the others the rest."""
    other = (seat + 1) % 4
    seats = "".join(str(seat if v > 0 else other) for v in FOUR.places.values)
    return hand(match, seats, *(queen_takers or (other,) * 4))


def test_the_first_player_to_reach_31_wins():
    # "Object: To be the first player to reach 31 points."
    match = big_hand(start(), 0)  # Ann 30
    assert not GAME.score_sheet(match).is_over
    match = hand(match, "1100110011001", 1, 1, 1, 1)  # Ann 30 more: 60
    sheet = GAME.score_sheet(match)
    assert (
        sheet.is_over
        and sheet.winners == (0,)
        and GAME.prompt(match).title == "Game over · Ann wins with 60 points"
    )


def test_of_several_past_31_the_higher_total_wins_and_a_tie_plays_on():
    # "If more than 1 player reaches 31 after a hand, the player with the higher total wins. If 2 players are
    # tied at such a point, continue playing until a single player has the highest total of 31 or more."
    ending = GAME.ending_for(GameSetup(NAMES[:4], CrampsOptions()))
    assert ending.winners((33, 31, 0, -54), 3) == (0,)
    assert ending.winners((33, 33, 0, -56), 3) is None  # tied: another hand
    assert ending.winners((35, 34, 0, -59), 4) == (0,)
    assert ending.winners((33, 33, 36, -92), 4) == (2,)


# --- Five to eight players -------------------------------------------------------------------------------


def test_five_to_eight_players_use_the_second_table_and_play_to_43():
    # "the score is adjusted for each trick to keep a total of ten for the hand by making the tricks worth,
    # in order, 0, -3, 5, 5, -5, 0, 7, 7, -7, 0, 9, 9, -9. Queens are still worth -1 ... The maximum a player
    # can score in a hand in a 5 to 8 player game is 42 ... the winning score is 43."
    assert MORE.places.values == (0, -3, 5, 5, -5, 0, 7, 7, -7, 0, 9, 9, -9)
    assert MORE.highest == 5 + 5 + 7 + 7 + 9 + 9 == 42 and MORE.target == 43
    match = start(5)
    # "Because there are 4 more Queens": eight queens, 18 - 8 = 10.
    match = hand(match, "0000111122234", 0, 0, 1, 2, 3, 4, 4, 4)
    # Ann 0 - 3 + 5 + 5 = 7, 2 queens: 5. Bob -5 + 0 + 7 + 7 = 9: 8. Cid -7 + 0 + 9 = 2: 1. Dee 9: 8.
    # Eve -9, 3 queens: -12. 5 + 8 + 1 + 8 - 12 = 10.
    assert last(match).points == (5, 8, 1, 8, -12)
    assert GAME.score_sheet(match).target == 43


@pytest.mark.parametrize(("players", "cards"), [(4, 52), (5, 65), (6, 78), (7, 91), (8, 104)])
def test_the_pack_deals_thirteen_cards_to_each_player(players, cards):
    # "If 5 are playing, the Queen through Ace of each suit and 1 Joker; 6: the 9 through Ace and 2 Jokers;
    # 7: the 6 through Ace and 3 Jokers; and 8: a second full deck and no jokers." 13 cards each.
    deck = trick_rules(None, CrampsOptions(), players).deck
    assert len(deck) == cards == 13 * players
    assert sum(1 for card in deck if not card.is_joker and card.rank.value == "Q") == (
        4 if players == 4 else 8
    )


def test_the_trick_tool_plays_the_games_own_rules():
    # "There is no trump. The winner of a trick is the player with the highest card of the suit led."
    assert winner_for("cramps", None, ["QH", "AS", "2H", "KH"]) == 3
    # Royal Cramps: "the highest trump or, if no trump are played, the highest card of the suit led takes"
    assert winner_for("cramps", "S", ["QH", "2S", "AH"]) == 1
    # "If 2 cards of the same suit and rank are played on the same trick, the card first played is dominant."
    assert winner_for("cramps", None, ["KH", "AH", "AH", "2H", "3H", "4H"], {"players": 6}) == 1


def test_three_or_nine_players_are_refused():
    # "Players: 4"; "5 to 8 Players: Use 1 regular deck plus the following from a second deck."
    for players in (3, 9):
        with pytest.raises(RuleError, match=f"played by 4 to 8 players, not {players}"):
            GAME.ruleset.start(GameSetup(tuple(f"P{i}" for i in range(players)), CrampsOptions()))


# --- Royal Cramps ----------------------------------------------------------------------------------------


def royal(players: int = 4, **options):
    return start(players, royal=True, **options)


def call(seat, bid):
    return ("bid", {"player": seat, "bid": bid})


def test_royal_bidding_from_the_dealers_left_from_eleven():
    # "Players bid for the right to name a trump suit. The minimum bid is 11. The player to the left of the
    # dealer has the option to bid first."
    match = royal()
    prompt = GAME.prompt(match)
    assert prompt.phase == "bid" and prompt.actor == 1
    assert prompt.data["auction"]["allowed_bids"] == list(range(11, 31))  # up to the most a hand scores, 30
    refused(match, "bid", {"player": 1, "bid": 10}, "A bid is from 11 to 30, not 10", "bid")
    refused(match, "bid", {"player": 2, "bid": 12}, "It is Bob's turn to bid, not Cid's", "player")
    refused(match, "bid", {"player": 1}, "Enter a bid from 11 to 30, or pass", "bid")


def test_the_bidding_ends_when_no_one_raises_then_the_bidder_names_trumps():
    # "Bidding then proceeds clockwise until no one is willing to raise the last bid (auction style). Only
    # points are bid. A suit is only declared after the winning bidder is determined."
    match = play(royal(), call(1, 12), call(2, "pass"))
    refused(match, "bid", {"player": 3, "bid": 12}, "Dee must bid more than 12: at least 13, or pass")
    match = play(match, call(3, 14), call(0, "pass"), call(1, "pass"))
    prompt = GAME.prompt(match)
    assert prompt.phase == "trump" and prompt.actor == 3 and prompt.title == "Hand 1 · Dee bid 14 · trumps?"
    match = play(match, ("trump", {"suit": "H"}))
    prompt = GAME.prompt(match)
    # "Winning bidders lead to the first trick"
    assert prompt.phase == "play" and prompt.data["leader"] == 3
    assert prompt.title == "Hand 1 · Dee bid 14 · ♥ hearts · trick 1"


def test_a_pass_is_final_unless_the_option_says_otherwise():
    match = play(royal(), call(1, "pass"), call(2, 11))
    assert GAME.prompt(match).actor == 3
    match = play(match, call(3, "pass"), call(0, 12))
    assert GAME.prompt(match).actor == 2  # Bob passed: out of the bidding
    match = play(royal(passes="open"), call(1, "pass"), call(2, 11), call(3, "pass"), call(0, 12))
    assert GAME.prompt(match).actor == 1  # Bob may come back in while the bidding goes on
    match = play(match, call(1, 13), call(2, "pass"), call(3, "pass"), call(0, "pass"))
    assert GAME.prompt(match).phase == "trump" and GAME.prompt(match).actor == 1


def test_if_nobody_bids_play_as_regular():
    # "If nobody bids, play as regular."
    match = play(royal(), *[call(seat, "pass") for seat in (1, 2, 3, 0)])
    prompt = GAME.prompt(match)
    assert prompt.phase == "play" and prompt.data["trump"] is None and prompt.data["leader"] == 1
    match = hand(match, "0000111122233", 0, 1, 1, 3)
    assert last(match).points == (4, 5, 2, -1) and last(match).summary == "nobody bid · no trumps"
    # One tap for the same: "Nobody bids".
    match = play(royal(), ("no_bid", {}))
    assert GAME.prompt(match).phase == "play"
    refused(play(royal(), call(1, 11)), "no_bid", {}, "Bob has bid 11: finish the bidding")


def test_the_queen_of_trumps_is_minus_four_the_other_queens_nothing_and_a_made_bid_scores_the_hand():
    # "If a trump suit is declared, the Queen of trumps is worth -4 and other queens are worth zero. Bidders
    # make their score or are penalized their bid. Other players score as usual."
    match = play(royal(), ("contract", {"bidder": 1, "bid": 14, "trump": "S"}))
    prompt = GAME.prompt(match)
    assert prompt.data["queens_in_play"] == 1 and prompt.data["queen_value"] == -4
    match = hand(match, "0111111122233", 2)  # then one tap: Cid took the queen of spades
    row = last(match)
    # Bob bid 14 and took tricks 2 to 8: -1 + 3 + 3 - 3 + 0 + 5 + 5 = 12 < 14: set, -14.
    assert row.points[1] == -14 and row.lines[1][0].label == "bid 14, made 12: set, minus the bid"
    # Cid: -5 + 0 + 7 = 2, the queen of spades -4: -2. Ann 0, Dee 0. The scores do not add up to 10.
    assert row.points == (0, -14, -2, 0)
    assert row.lines[2][1].label == "1 queen of spades × −4"
    assert row.notes == ("tricks 0", "bid 14 · set · tricks +12", "tricks +2 · Q♠", "tricks 0")
    assert row.summary == "Bob bid 14 · ♠ spades · set with 12: −14"


def test_a_bidder_who_makes_it_scores_the_hand_and_the_hand_still_adds_up_to_ten():
    # "If you use this option, players' scores won't add to 10 if the bidder is set."
    match = play(royal(), ("contract", {"bidder": 0, "bid": 20, "trump": "H"}))
    match = hand(match, "1100110011001", 2)  # Ann 30 from tricks; Cid the queen of hearts
    row = last(match)
    assert row.points == (30, -16, -4, 0) and sum(row.points) == 10
    assert row.notes[0] == "bid 20 · made · tricks +30"
    # The option: a made bid scores the bid itself.
    match = play(royal(made="bid"), ("contract", {"bidder": 0, "bid": 20, "trump": "H"}))
    row = last(hand(match, "1100110011001", 2))
    assert row.points == (20, -16, -4, 0) and row.lines[0][0].label == "bid 20, made 30: the bid"


def test_with_trumps_the_hand_per_player_asks_only_for_the_queen_of_trumps():
    match = play(royal(), ("contract", {"bidder": 0, "bid": 20, "trump": "C"}))
    refused(match, "hand", {"points": [30, -16, 0, 0], "queens": [0, 1, 1, 1]}, "but there is 1", "queens")
    row = last(play(match, ("hand", {"points": [30, -16, 0, 0], "queens": [0, 1, 0, 0]})))
    # Ann 30 >= 20, made; Bob -16 and the queen of clubs -4: -20. 30 - 20 = 10.
    assert row.points == (30, -20, 0, 0) and row.notes[1] == "tricks −16 · Q♣"


def test_a_no_trump_bid_keeps_every_queen_at_minus_one():
    # "Players may bid and call no trump (to prevent someone else naming a suit)."
    match = play(
        royal(), call(1, 11), call(2, "pass"), call(3, "pass"), call(0, "pass"), ("trump", {"suit": "none"})
    )
    assert GAME.prompt(match).data["queens_in_play"] == 4 and GAME.prompt(match).data["queen_value"] == -1
    row = last(hand(match, "1100110011001", 1, 1, 1, 1))
    # Bob: -1 - 3 + 0 - 5 + 0 - 7 = -16, 4 queens: -20 < 11: set, -11.
    assert row.points == (30, -11, 0, 0)


def test_five_to_eight_royal_bids_from_15_and_two_queens_of_trumps():
    # "the minimum bid is 15 for Royal Cramps"; "Queens are still worth -1 (or each trump Queen is worth -4)"
    match = royal(6)
    assert (
        GAME.prompt(match).data["auction"]["lowest"] == 15
        and GAME.prompt(match).data["auction"]["highest"] == 42
    )
    refused(match, "contract", {"bidder": 0, "bid": 14, "trump": "S"}, "from 15 to 42, not 14", "bid")
    match = play(match, ("contract", {"bidder": 0, "bid": 15, "trump": "D"}))
    match = play(match, *tricks("1100110011001"))
    assert GAME.prompt(match).data["queens_in_play"] == 2
    match = play(match, *queens(0))
    assert GAME.prompt(match).phase == "queens"
    row = last(play(match, *queens(1)))
    # Ann: 5 + 5 + 7 + 7 + 9 + 9 = 42, queen of diamonds -4: 38 >= 15, made. Bob: -3 - 5 - 7 - 9 = -24, -4.
    assert row.points == (38, -28, 0, 0, 0, 0) and sum(row.points) == 10


def test_the_contract_alone_and_its_refusals():
    match = play(royal(), call(1, 12))
    refused(match, "contract", {"bidder": 2, "bid": 13, "trump": "S"}, "call by call")
    refused(royal(), "contract", {"bidder": 2, "bid": 13}, "The trump: choose a suit, or no trump", "trump")
    refused(royal(), "contract", {"bidder": 2, "bid": 13, "trump": "X"}, "not a suit", "trump")
    refused(royal(), "contract", {"bid": 13, "trump": "S"}, "The winning bidder is missing", "bidder")
    refused(royal(), "trick", {"player": 0}, "Now the table records bid or contract or no bid, not trick")


# --- The invariants --------------------------------------------------------------------------------------


def random_hand(rng: Random, players: int, queens_in_play: int):
    seats = "".join(str(rng.randrange(players)) for _ in range(13))
    return seats, [rng.randrange(players) for _ in range(queens_in_play)]


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(4, 8), st.booleans())
def test_plain_cramps_hands_add_up_to_ten(rng, players, per_player):
    # "The total of players' scores should be ten after each hand." Any hand, either way it is entered.
    seats, takers = random_hand(rng, players, 4 if players == 4 else 8)
    match = start(players)
    if per_player:
        places = (FOUR if players == 4 else MORE).places
        points = list(places.points([int(s) for s in seats], players))
        counts = [takers.count(seat) for seat in range(players)]
        match = play(match, ("hand", {"points": points, "queens": counts}))
    else:
        match = hand(match, seats, *takers)
    assert sum(last(match).points) == 10
    assert sum(GAME.score_sheet(match).totals) == 10


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(4, 8), st.sampled_from(["S", "H", "none"]))
def test_royal_hands_add_up_to_ten_unless_the_bidder_is_set(rng, players, trump):
    # "If you use this option, players' scores won't add to 10 if the bidder is set": then they add up to
    # 10 - what the bidder's hand scored - the bid.
    size = FOUR if players == 4 else MORE
    bidder, bid = rng.randrange(players), rng.randint(size.lowest_bid, size.highest)
    match = play(royal(players), ("contract", {"bidder": bidder, "bid": bid, "trump": trump}))
    seats, takers = random_hand(rng, players, GAME.prompt(match).data["queens_in_play"])
    match = hand(match, seats, *takers)
    record = match.played[-1]
    got = size.places.points([int(s) for s in seats], players)[bidder] + takers.count(bidder) * (
        -1 if trump == "none" else -4
    )
    total = sum(record.row.points)
    assert record.facts["made"] == (got >= bid)
    assert total == (10 if got >= bid else 10 - got - bid)


def test_options_validate():
    assert parse_options(CrampsOptions, {"royal": "on", "made": "bid"}) == CrampsOptions(
        royal=True, made="bid"
    )
    with pytest.raises(RuleError, match="choose one of"):
        parse_options(CrampsOptions, {"passes": "never"})
    assert trick_rules(Suit.HEARTS, CrampsOptions()).trump is Suit.HEARTS
