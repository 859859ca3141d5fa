"""Skull & Roses (skull-and-roses.txt): each test quotes the sentence it checks, with the count in a comment.

Seats: Ann 0, Bob 1, Cid 2, Dee 3; Ann is the first player of round 1 (the set-up's first dealer). Each
round opens with one card on every mat.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.registry import get_ruleset
from scorekeeper.games.skull_and_roses.rules import SkullOptions, cards_left, standing

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = get_ruleset("skull-and-roses")


def start(players=NAMES, first=0, **options):
    return GAME.start(GameSetup(tuple(players), SkullOptions(**options), first))


def play(match, *entries):
    for type_, payload in entries:
        match = GAME.apply(match, Event(type_, payload))
    return match


def refused(match, type_, payload, text: str, field: str | None = "any"):
    with pytest.raises(RuleError, match=text) as caught:
        GAME.apply(match, Event(type_, payload))
    assert caught.value.message.endswith(".")
    if field != "any":
        assert caught.value.field == field
    return caught.value


def place(seat):
    return ("place", {"player": seat})


def challenge(seat, bid):
    return ("challenge", {"player": seat, "bid": bid})


def aloud(seat, bid, mat):
    """The challenge alone, from a table placing aloud: ``mat`` cards on the challenger's mat."""
    return ("challenge", {"challenger": seat, "bid": bid, "mat": mat})


def bid(seat, value):
    return ("bid", {"player": seat, "bid": value})


def won():
    return ("reveal", {"won": True})


def skull(seat):
    return ("reveal", {"skull": seat})


def passes(*seats):
    return [bid(seat, "pass") for seat in seats]


def lost_round(match, challenger, owner):
    """A round placed aloud where ``challenger`` had one card down, bid 2, everyone else passed, and
    ``owner``'s skull stopped the flipping."""
    match = play(match, aloud(challenger, 2, 1))
    while GAME.prompt(match).phase == "bid":
        match = play(match, bid(GAME.prompt(match).actor, "pass"))
    return play(match, skull(owner))


# --- 1-2. The start of the hand, placing or challenging ---------------------------------------------------


def test_each_player_starts_with_one_card_on_the_mat_and_four_cards():
    # "Each player takes 4 cards" and "chooses one card and places it face down on his mat".
    match = start()
    assert match.deal.hands == (4, 4, 4, 4) and match.deal.mats == (1, 1, 1, 1)
    prompt = GAME.prompt(match)
    assert prompt.phase == "place" and prompt.actor == 0 and prompt.data["on_mats"] == 4
    assert GAME.progress(match) == "Round 1 · Ann starts · placing · 4 cards down"


def test_placing_goes_clockwise_from_the_first_player():
    # "Starting with the first player and going clockwise around the table, each player may either: Place
    # another card face down on their mat".
    match = play(start(first=2), place(2), place(3), place(0))
    assert match.deal.mats == (2, 1, 2, 2) and match.deal.turn == 1
    refused(match, "place", {"player": 2}, "It is Bob's turn to place or challenge, not Cid's.", "player")


def test_a_player_with_no_cards_in_hand_must_challenge():
    # "A player with no cards in hand must challenge": Ann has 4 on her mat after 3 more placed (1 + 3).
    match = play(start(), *[place(s) for s in (0, 1, 2, 3) * 3])
    assert match.deal.mats == (4, 4, 4, 4)
    assert GAME.prompt(match).data["must_challenge"]
    refused(match, "place", {"player": 0}, "Ann has no cards in hand and must challenge.", "player")
    assert play(match, challenge(0, 5)).deal.auction.high.bid == 5


# --- 3. The challenge and the bidding ---------------------------------------------------------------------


def test_the_challenge_is_a_bid_within_the_cards_on_the_mats():
    # "The player who issued the challenge bids the number of cards he intends to flip": 1 + 1 + 1 + 1 + 1
    # (Ann placed one more) = 5 cards on the mats, so 6 is refused and 0 too.
    match = play(start(), place(0))
    refused(
        match, "challenge", {"player": 1, "bid": 6}, "There are 5 cards on the mats: bid from 1 to 5.", "bid"
    )
    refused(match, "challenge", {"player": 1, "bid": 0}, "bid from 1 to 5", "bid")
    refused(match, "challenge", {"player": 2, "bid": 2}, "It is Bob's turn")
    match = play(match, challenge(1, 2))
    prompt = GAME.prompt(match)
    assert prompt.phase == "bid" and prompt.actor == 2 and prompt.data["allowed_bids"] == [3, 4, 5]


def test_each_raises_or_passes_until_all_but_one_have_passed():
    # "Going clockwise, each player must then either: Raise the stakes by increasing the previous bid Or
    # pass ... This continues until all players but one have passed. Remaining highest bidder called the
    # challenger." Bob challenges 2; Cid 3; Dee passes; Ann passes; Bob 4; Cid passes: Bob is challenger.
    match = play(start(), place(0), challenge(1, 2), bid(2, 3), *passes(3, 0))
    refused(match, "bid", {"player": 1, "bid": 3}, "Bob must bid more than 3: at least 4, or pass.", "bid")
    refused(match, "bid", {"player": 1, "bid": 9}, "There are 5 cards on the mats: bid from 1 to 5.", "bid")
    match = play(match, bid(1, 4))
    # A pass is final ("push in his game mat"): Dee and Ann are not asked again.
    assert GAME.prompt(match).actor == 2
    match = play(match, bid(2, "pass"))
    prompt = GAME.prompt(match)
    assert prompt.phase == "reveal" and prompt.actor == 1 and prompt.data["bid"] == 4
    assert GAME.progress(match) == "Round 1 · Bob must flip 4 roses"


def test_a_burn_out_ends_the_bidding():
    # "Burn out: A bet that would reveal all cards on the table": nobody can raise 4 of 4.
    match = play(start(), challenge(0, 4))
    assert GAME.prompt(match).phase == "reveal"
    # The option off: the others are still asked, and can only pass.
    match = play(start(burn_out_ends=False), challenge(0, 4))
    assert GAME.prompt(match).phase == "bid" and GAME.prompt(match).data["allowed_bids"] == []
    match = play(match, *passes(1, 2, 3))
    assert GAME.prompt(match).phase == "reveal"


def test_the_challenge_alone_for_a_table_that_places_aloud():
    # Placing went round from Ann, one card at a time: Cid challenges with 2 down, so Ann and Bob (before
    # him) have 3 and Cid and Dee 2: 3 + 3 + 2 + 2 = 10 cards on the mats.
    match = play(start(), aloud(2, 7, 2))
    assert match.deal.mats == (3, 3, 2, 2) and match.deal.on_mats == 10
    assert GAME.prompt(match).actor == 3
    # Ann challenging with 4 down means everyone has 4.
    assert play(start(), aloud(0, 7, 4)).deal.mats == (4, 4, 4, 4)
    refused(start(), "challenge", {"challenger": 2, "bid": 3, "mat": 5}, "cannot be more than 4", "mat")
    # Ann would need 5 before Cid had 4 down: she holds 4, so she had to challenge first.
    refused(start(), "challenge", {"challenger": 2, "bid": 3, "mat": 4}, "Ann has only 4 cards", "mat")
    refused(play(start(), place(0)), "challenge", {"challenger": 2, "bid": 3, "mat": 2}, "one by one", "mat")


# --- 4. The revelation ------------------------------------------------------------------------------------


def test_a_won_bet_flips_the_mat_and_the_challenger_plays_first_next_round():
    # "If challenger flips number of Roses equal to his bid, the bet is won. Player flips his game mat to
    # the Roses side." and "Challenger plays first next round."
    match = play(start(), place(0), challenge(1, 3), *passes(2, 3, 0), won())
    assert match.totals == (0, 1, 0, 0) and match.deal.dealer == 1 and match.deal.number == 2
    row = match.played[-1].row
    assert row.points == (None, 1, None, None) and row.notes[1] == "bid 3 · won"
    assert row.summary == "Bob bid 3 and flipped 3 roses: the mat turns to the roses side"
    assert GAME.extras(match)["players"][1]["flipped"]


def test_the_second_won_bet_wins_the_game():
    # "If a player has won his second bet, he wins the game!": 1 + 1 = 2.
    match = play(start(), challenge(0, 1), *passes(1, 2, 3), won(), challenge(0, 1), *passes(1, 2, 3), won())
    assert match.is_over and match.winners == (0,) and match.totals == (2, 0, 0, 0)
    assert GAME.result(match) == "Ann wins with 2 bets won"
    assert GAME.prompt(match).title == "Game over · Ann wins with 2 bets won"
    # One won bet is enough with the option at 1.
    assert play(start(bets_to_win=1), challenge(0, 1), *passes(1, 2, 3), won()).is_over


def test_a_lost_bet_costs_the_challenger_one_card_chosen_by_the_skulls_owner():
    # "When a Skull is revealed, the challenger stops flipping cards. He has lost the bet ... The challenger
    # loses one card from the game. Opponent that revealed skull selects one of challenger's face down
    # shuffled cards": Ann 4 - 1 = 3 cards.
    match = play(start(), challenge(0, 4), skull(2))
    assert cards_left(match) == (3, 4, 4, 4) and match.totals == (0, 0, 0, 0)
    row = match.played[-1].row
    assert row.notes[0] == "bid 4 · Cid's skull · 3 cards left"
    assert row.summary == "Ann bid 4 and met Cid's skull: Cid takes one of Ann's cards, 3 cards left"
    # "All players take their cards back into their hands": the next round opens with one card each again,
    # Ann first ("Challenger plays first next round").
    assert match.deal.mats == (1, 1, 1, 1) and match.deal.hands == (3, 4, 4, 4) and match.deal.dealer == 0


def test_the_challengers_own_skull():
    # "If challenger revealed own skull, he looks at his cards and chooses one to discard."
    match = play(start(), challenge(0, 4), skull(0))
    assert cards_left(match) == (3, 4, 4, 4)
    assert match.played[-1].row.summary == "Ann bid 4 and met own skull: Ann discards a card, 3 cards left"


def test_the_challenger_reveals_their_own_mat_first():
    # "The challenger starts by revealing all the cards on his own mat": Ann has 2 down and bid 2, so she
    # flips only her own cards; Cid's skull cannot have stopped her.
    match = play(start(), *[place(s) for s in (0, 1, 2, 3)], challenge(0, 2), *passes(1, 2, 3))
    refused(
        match, "reveal", {"skull": 2}, "Ann bid 2 with 2 down: only their own cards were flipped", "skull"
    )
    assert play(match, skull(0)).played[-1].facts["skull"] == 0
    # Bob bid 2 with 1 down: his own rose, then any other mat: Cid's skull may stop him.
    match = play(start(), place(0), challenge(1, 2), *passes(2, 3, 0))
    assert play(match, skull(2)).played[-1].facts["skull"] == 2


def test_the_reveal_says_won_or_whose_skull_not_both_nor_neither():
    match = play(start(), challenge(0, 4))
    refused(match, "reveal", {}, "Say whether all the roses were flipped, or whose skull", "skull")
    refused(match, "reveal", {"won": True, "skull": 1}, "Say whether", "skull")
    refused(match, "reveal", {"skull": 7}, "cannot be more than 3", "skull")


# --- Elimination and who starts next ---------------------------------------------------------------------


def lose_all(match, challenger, owner, times):
    for _ in range(times):
        match = lost_round(match, challenger, owner)
    return match


def test_losing_the_last_card_eliminates_and_the_skulls_owner_plays_first():
    # "If the challenger loses their last card, they are eliminated from the game." 4 losses: 4 - 4 = 0.
    # "If challenger was eliminated, first player is the owner of the revealed skull."
    match = lose_all(start(), 0, 2, 4)
    assert cards_left(match) == (0, 4, 4, 4) and standing(match).still_in == (1, 2, 3)
    assert match.deal.dealer == 2 and match.deal.mats == (0, 1, 1, 1)
    assert match.played[-1].row.notes[0] == "bid 2 · Cid's skull · out of the game"
    # Ann is passed over: placing goes Cid, Dee, Bob; her mat has no skull to find.
    match = play(match, place(2), place(3), place(1))
    assert match.deal.turn == 2
    match = play(match, challenge(2, 6))
    refused(match, "reveal", {"skull": 0}, "Ann is out of the game: no mat, no skull.", "skull")
    assert GAME.extras(match)["players"][0]["out"]


def test_an_eliminated_challenger_with_their_own_skull_chooses_the_first_player():
    # "Eliminated challenger chooses first player if he revealed own skull."
    match = lose_all(start(), 0, 2, 3)
    match = lost_round(match, 0, 0)
    prompt = GAME.prompt(match)
    assert prompt.phase == "first" and prompt.actor == 0 and not match.played[3:]
    refused(
        match, "first_player", {"player": 0}, "Ann is out of the game: choose a player still in.", "player"
    )
    match = play(match, ("first_player", {"player": 3}))
    assert match.deal.dealer == 3 and match.played[-1].facts["out"][0]["seat"] == 0


def test_a_player_already_out_cannot_be_chosen():
    match = lose_all(start(), 1, 2, 4)  # Bob out
    match = lose_all(match, 2, 3, 3)  # Cid down to 1 card; Dee plays first after each of Cid's losses
    match = lost_round(match, 2, 2)
    refused(match, "first_player", {"player": 1}, "Bob is out of the game: choose a player still in.")
    assert play(match, ("first_player", {"player": 0})).deal.dealer == 0


def test_the_last_player_standing_wins():
    # Three players: Ann and Bob lose all their cards to Cid's skull; Cid is left and wins.
    match = lose_all(start(NAMES[:3]), 0, 2, 4)
    match = lose_all(match, 1, 2, 4)
    assert match.is_over and match.winners == (2,)
    assert GAME.result(match) == "Cid wins, the last player standing"


def test_with_two_left_an_own_skull_ends_the_game_without_a_choice():
    match = lose_all(start(NAMES[:3]), 0, 2, 4)  # Ann out; Cid starts
    match = lose_all(match, 1, 1, 4)  # Bob's own skull, four times: out, and Cid is left
    assert match.is_over and match.winners == (2,)


# --- The scoreboard ---------------------------------------------------------------------------------------


def test_the_scoreboard_shows_mats_cards_left_the_bid_and_who_passed():
    match = play(start(), place(0), challenge(1, 3), bid(2, "pass"))
    extras = GAME.extras(match)
    assert extras["bid"] == 3 and extras["on_mats"] == 5 and extras["turn"] == 3
    ann, bob, cid = extras["players"][:3]
    assert ann["down"] == 2 and ann["cards"] == 4 and not ann["flipped"]
    assert bob["challenger"] and cid["passed"] and not bob["passed"]
    assert GAME.score_sheet(match).dealer is None  # nobody deals


# --- Properties -------------------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(st.integers(3, 6), st.integers(0, 10_000))
def test_cards_only_go_down_one_a_lost_bet_and_the_game_ends_with_one_winner(players, seed):
    """Every round either flips one mat (+1) or costs its challenger exactly one card; the game ends with
    one winner, who won the bets or is the last one standing."""
    rng, match = Random(seed), start(NAMES[:3] + ("Eve", "Fay", "Gus")[: players - 3])
    while not match.is_over:
        rounds, hands, totals = len(match.played), cards_left(match), match.totals
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
        if len(match.played) > rounds:
            lost = sum(hands) - sum(cards_left(match))
            won = sum(match.totals) - sum(totals)
            assert (lost, won) in ((1, 0), (0, 1)), "A round costs one card or flips one mat, not both."
    (winner,) = match.winners
    assert match.totals[winner] == 2 or standing(match).still_in == (winner,)
    assert all(c >= 0 for c in cards_left(match))
