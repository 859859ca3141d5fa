"""Oh Hell!: hand sizes, packs, trumps, bidding and the hook, tricks, prompts and the score sheet.

Scoring systems, Boerenbridge and the play-off are in ``test_oh_hell_scoring.py``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import CardError, Suit
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.deal.loop import Match
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.tricks.engine import NominatedJokers, SuitJokers
from scorekeeper.games import registry
from scorekeeper.games.oh_hell.rules import (
    Hand,
    OhHell,
    OhHellOptions,
    forbidden_bid,
    hand_sizes,
    max_cards,
    preset_options,
    trick_rules,
)
from scorekeeper.games.tricks import legal_plays_for, winner_for

RULES = OhHell()
NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus")


# --- Helpers (also used by test_oh_hell_scoring.py) ---------------------------------------------------


def start(players: int = 4, first_dealer: int = 0, **options) -> Match:
    return RULES.start(GameSetup(NAMES[:players], parse_options(OhHellOptions, options), first_dealer))


def send(state: Match, kind: str, **payload) -> Match:
    return RULES.apply(state, Event(kind, payload))


def refused(state: Match, kind: str, **payload) -> RuleError:
    with pytest.raises(RuleError) as caught:
        send(state, kind, **payload)
    return caught.value


def play_hand(state: Match, bids: Sequence[int | None], taken: Sequence[int], trump: str = "7H") -> Match:
    """Turn a trump if asked, enter the bids at once, then the tricks."""
    if RULES.prompt(state).phase == "trump":
        state = send(state, "trump", card=trump)
    if RULES.prompt(state).phase in ("bid", "bids"):
        state = send(state, "bids", bids=list(bids))
    return send(state, "tricks", taken=list(taken))


def split(rng: random.Random, total: int, parts: int) -> list[int]:
    """A random way for ``parts`` players to take ``total`` tricks."""
    taken = [0] * parts
    for _ in range(total):
        taken[rng.randrange(parts)] += 1
    return taken


def random_game(rng: random.Random, state: Match, hands: int) -> tuple[Match, list[Event]]:
    """Play up to ``hands`` hands of legal random entries; return the state and the events sent."""
    events: list[Event] = []
    while len(state.played) < hands:
        prompt = RULES.prompt(state)
        if prompt.phase == "over":
            break
        if prompt.phase == "trump":
            event = Event("trump", {"card": rng.choice(["7H", "AS", "9D", "8C"])})
        elif prompt.phase == "bid":
            event = Event("bid", {"player": prompt.actor, "bid": rng.choice(prompt.data["allowed_bids"])})
        elif prompt.phase == "bids":
            bids = [rng.randint(0, prompt.data["cards"]) for _ in state.setup.players]
            for seat in prompt.data["not_bidding"]:
                bids[seat] = None
            event = Event("bids", {"bids": bids})
        else:
            event = Event("tricks", {"taken": split(rng, prompt.data["cards"], state.setup.size)})
        state = RULES.apply(state, event)
        events.append(event)
    return state, events


# --- Registration and options ----------------------------------------------------------------------


def test_registered_as_oh_hell():
    ruleset = registry.get_ruleset("oh-hell")
    assert isinstance(ruleset, OhHell)
    assert ruleset.name == "Oh Hell!"
    # "From 3 to 7 people can play."
    assert (ruleset.min_players, ruleset.max_players) == (3, 7)


@pytest.mark.parametrize("players", [2, 8])
def test_three_to_seven_players(players):
    with pytest.raises(RuleError, match="3 to 7 players"):
        RULES.start(GameSetup(tuple(f"P{i}" for i in range(players)), OhHellOptions()))


def test_unknown_option_value_is_refused():
    with pytest.raises(RuleError) as caught:
        parse_options(OhHellOptions, {"scoring": "poker"})
    assert caught.value.field == "scoring"


def test_options_not_from_oh_hell_are_refused():
    with pytest.raises(RuleError, match="not Oh Hell! options"):
        RULES.start(GameSetup(NAMES[:4], {"sequence": "up"}))


def test_option_values_out_of_their_choices_are_refused_even_when_built_directly():
    with pytest.raises(RuleError) as caught:
        RULES.start(GameSetup(NAMES[:4], OhHellOptions(trump="clubs")))
    assert caught.value.field == "trump"


# --- Sequence of hands -----------------------------------------------------------------------------


def test_seven_players_go_7_down_to_1_and_back_13_hands():
    # "With 7 players, the hands are: 7 cards, then 6,5,4,3,2,1, then 2,3,4,5,6,7, for a total of 13 hands"
    assert hand_sizes(OhHellOptions(), 7) == (7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7)
    assert RULES.prompt(start(7)).data["hands"] == 13


@pytest.mark.parametrize(("players", "first"), [(3, 10), (4, 10), (5, 10), (6, 8), (7, 7)])
def test_first_hand_size_depends_on_players(players, first):
    # "3 to 5 players, 10 cards each; 6 players, 8 cards each; 7 players, 7 cards each"
    assert max_cards(OhHellOptions(), players) == first
    assert RULES.prompt(start(players)).data["cards"] == first
    assert len(hand_sizes(OhHellOptions(), players)) == 2 * first - 1  # down to 1 and back: 19, 15, 13


@pytest.mark.parametrize(
    ("sequence", "sizes"),
    [
        ("down_up", (3, 2, 1, 2, 3)),
        ("up_down", (1, 2, 3, 2, 1)),  # "start from 1 card each, go up to the maximum ... back down to 1"
        ("down", (3, 2, 1)),  # "just go from the maximum down to 1 and then stop"
        ("up", (1, 2, 3)),  # "or vice versa"
        ("down_up_double", (3, 2, 1, 1, 2, 3)),  # "playing two 1-card hands in the middle"
        ("up_down_double", (1, 2, 3, 3, 2, 1)),  # "with two maximum hands in the middle"
        ("fixed", (3, 3, 3, 3)),  # each of 4 players deals once
    ],
)
def test_each_hand_size_sequence(sequence, sizes):
    assert hand_sizes(OhHellOptions(sequence=sequence, max_cards=3), 4) == sizes


def test_fixed_sequence_plays_the_chosen_number_of_hands():
    assert hand_sizes(OhHellOptions(sequence="fixed", fixed_hands=6), 5) == (10,) * 6


def test_ten_op_en_neer_is_1_up_to_10_and_down_19_hands():
    # "1, 2, …, 9, 10, 9, …, 1"
    sizes = hand_sizes(preset_options("10-op-en-neer"), 4)
    assert sizes == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    assert len(sizes) == 19


def test_seven_truf_has_22_deals():
    # 7 deals 1..7, "4 deals with all cards dealt: 8 cards each", 7 deals 7..1, "4 more deals with 8 cards"
    sizes = hand_sizes(preset_options("7-truf"), 4)
    assert sizes == (1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1, 8, 8, 8, 8)
    assert len(sizes) == 22


def test_seven_truf_needs_four_players_and_the_32_card_pack():
    with pytest.raises(RuleError, match="4 players, not 5"):
        start(5, sequence="seven_truf", deck="piquet")
    with pytest.raises(RuleError, match="32-card pack") as caught:
        OhHellOptions(sequence="seven_truf")
    assert caught.value.field == "deck"
    with pytest.raises(RuleError, match="leave the maximum at 0"):
        start(4, sequence="seven_truf", deck="piquet", max_cards=6)


@pytest.mark.parametrize(("players", "top"), [(4, 13), (3, 17)])
def test_maximum_may_be_13_with_four_or_17_with_three(players, top):
    # "If there are four people the maximum ... may be 13 rather than 10, with three people ... 17"
    state = start(players, max_cards=top)
    assert RULES.prompt(state).data["cards"] == top
    assert len(hand_sizes(state.options, players)) == 2 * top - 1


def test_maximum_of_7_irrespective_of_players():
    for players in range(3, 8):
        assert max_cards(OhHellOptions(max_cards=7), players) == 7


def test_maximum_the_pack_cannot_deal_is_refused():
    # 5 x 13 = 65 cards, but the pack has 52: at most 52 // 5 = 10 each.
    with pytest.raises(RuleError) as caught:
        start(5, max_cards=13)
    assert caught.value.message == "With 5 players a 52-card pack deals at most 10 cards each, not 13."
    assert caught.value.field == "max_cards"


@pytest.mark.parametrize(("players", "size"), [(3, 39), (4, 52), (5, 65), (6, 78)])
def test_bust_pack_deals_13_each(players, size):
    # "add 13 low cards from a second pack to make a 65 card pack, so as to deal 13 cards each"
    state = start(players, deck="bust")
    assert RULES.prompt(state).data["cards"] == 13
    # The first hand deals the whole Bust pack (13 x players = size), so no card is turned.
    assert RULES.prompt(state).phase == "bid"
    assert size == 13 * players


def test_bust_pack_is_not_made_for_seven():
    with pytest.raises(RuleError, match="3 to 6 players, not 7"):
        start(7, deck="bust")


@pytest.mark.parametrize(("players", "first"), [(4, 10), (6, 9), (7, 7)])
def test_pack_with_jokers_has_54_cards(players, first):
    # min(10, 54 // players): 6 players -> 9, 7 players -> 7
    assert max_cards(OhHellOptions(deck="jokers"), players) == first


def test_piquet_pack_deals_at_most_8_to_four():
    # 32 // 4 = 8
    assert max_cards(OhHellOptions(deck="piquet"), 4) == 8


def test_blackout_atkinson_deals_10_with_five_and_9_with_six():
    # "With 5 players the deal is always 10 cards each and with 6 players 9 cards each."
    assert hand_sizes(preset_options("blackout-atkinson"), 5) == (10,) * 5
    assert hand_sizes(preset_options("blackout-atkinson"), 6) == (9,) * 6


def test_unknown_preset_is_refused():
    with pytest.raises(RuleError, match="no Oh Hell! preset"):
        preset_options("bridge")


@pytest.mark.parametrize(
    "name", ["10-op-en-neer", "boerenbridge", "7-truf", "kachuful", "blackout-atkinson", "oh-shit"]
)
def test_every_preset_starts_a_four_or_five_player_game(name):
    players = 5 if name == "blackout-atkinson" else 4
    state = RULES.start(GameSetup(NAMES[:players], preset_options(name)))
    assert RULES.prompt(state).phase in ("trump", "bid", "bids")


# --- Determining trumps -----------------------------------------------------------------------------


def test_turned_card_sets_the_trump_suit():
    state = send(start(4), "trump", card="7h")
    prompt = RULES.prompt(state)
    assert (prompt.phase, prompt.data["trump"], prompt.data["turned"]) == ("bid", "H", "7H")
    assert "♥ trumps" in prompt.title


def test_no_trump_when_all_cards_are_dealt():
    # "hands in which all cards are dealt (for example 13 cards each to 4 players) ... without trumps"
    prompt = RULES.prompt(start(4, max_cards=13))
    assert (prompt.phase, prompt.data["trump"]) == ("bid", None)
    assert "no trumps" in prompt.title


def test_none_is_refused_while_cards_remain_to_turn():
    error = refused(start(4), "trump", card="none")
    assert error.field == "card"


def test_turned_card_must_be_in_the_pack():
    assert "not in the deck" in refused(start(4, deck="piquet", max_cards=7), "trump", card="2H").message
    assert "not in the deck" in refused(start(4), "trump", card="JK").message
    assert refused(start(4), "trump", card="7H 8H").field == "card"


def test_largest_deals_without_trumps_even_if_cards_remain():
    # "Some play the largest deals without trumps even if not all the cards are used."
    state = start(4, no_trump_on_max=True)
    assert RULES.prompt(state).phase == "bid"  # 10 each: 40 of 52 dealt, yet no card is turned
    state = play_hand(state, [0, 0, 0, 0], [10, 0, 0, 0])
    assert RULES.prompt(state).phase == "trump"  # 9 each is not the largest deal


def test_turned_joker_makes_the_other_joker_the_only_trump():
    # Brader: "If a joker is turned up the other joker is the only trump."
    state = send(start(4, deck="jokers"), "trump", card="JK")
    prompt = RULES.prompt(state)
    assert prompt.data["trump"] is None and prompt.data["joker_trump"] is True
    assert "other joker" in prompt.title
    state = play_hand(state, [3, 3, 3, 0], [4, 3, 3, 0])
    assert RULES.score_sheet(state).rows[0].summary == "10 cards · other joker"


def trumps_of_first_hands(state: Match, count: int) -> list[str | None]:
    trumps = []
    for _ in range(count):
        trumps.append(RULES.prompt(state).data["trump"])
        cards = RULES.prompt(state).data["cards"]
        state = play_hand(state, [0] * 4, [cards, 0, 0, 0])
    return trumps


def test_kachuful_rotation_is_spades_diamonds_clubs_hearts():
    # "the sequence of trump suits is spades, diamonds, clubs, hearts"
    state = start(4, trump="rotation", rotation_order="kachuful", hook=False)
    assert trumps_of_first_hands(state, 5) == ["S", "D", "C", "H", "S"]


def test_rotation_may_include_no_trumps():
    # "This sequence may or may not include 'no trumps'."
    state = start(4, trump="rotation", rotation_no_trump=True, hook=False)
    assert trumps_of_first_hands(state, 6) == ["S", "D", "C", "H", None, "S"]


@pytest.mark.parametrize(
    ("order", "suits"),
    [("atkinson", ["H", "C", "D", "S"]), ("shcd", ["S", "H", "C", "D"]), ("cdhs", ["C", "D", "H", "S"])],
)
def test_other_rotation_orders(order, suits):
    # Atkinson: "The trump suit rotates from deal to deal in the order hearts, clubs, diamonds, spades."
    state = start(4, trump="rotation", rotation_order=order, hook=False)
    assert trumps_of_first_hands(state, 4) == suits


def test_rotation_keeps_its_trump_when_the_whole_pack_is_dealt():
    # 6 players x 9 = 54 = the whole pack with jokers, yet Atkinson's trumps still rotate: hearts first.
    state = RULES.start(GameSetup(NAMES[:6], preset_options("blackout-atkinson")))
    assert RULES.prompt(state).data["trump"] == "H"


def test_oh_shit_spades_are_always_trumps():
    # "a version called 'Oh Shit!' in which Spades are always trumps"
    state = RULES.start(GameSetup(NAMES[:4], preset_options("oh-shit")))
    assert trumps_of_first_hands(state, 3) == ["S", "S", "S"]


@pytest.mark.parametrize(
    ("card", "trump"), [("2C", None), ("6D", None), ("7D", "D"), ("10S", "S"), ("KH", "H"), ("AD", "D")]
)
def test_coulon_turned_2_to_6_means_no_trumps(card, trump):
    # "If the rank of the turned up card is from 2 to 6, there are no trumps ... 7 or higher ... trumps"
    state = send(start(4, trump="coulon"), "trump", card=card)
    assert RULES.prompt(state).data["trump"] == trump


def test_seven_truf_turns_trumps_up_to_7_and_plays_8_card_deals_without():
    state = RULES.start(GameSetup(NAMES[:4], preset_options("7-truf")))
    phases = []
    for size in hand_sizes(state.options, 4)[:9]:
        phases.append(RULES.prompt(state).phase)
        state = play_hand(state, [size] * 4, [size, 0, 0, 0], trump="AS")  # 4 x size bid: never the total
    # 1..7 cards: "A card is turned"; 8 cards: "all cards dealt ... with no trumps"
    assert phases == ["trump"] * 7 + ["bid"] * 2
    assert [row.summary for row in RULES.score_sheet(state).rows][6:] == [
        "7 cards · ♠",
        *["8 cards · no trumps"] * 2,
    ]


# --- Bidding ----------------------------------------------------------------------------------------


def test_bidding_starts_left_of_the_dealer_and_ends_with_the_dealer():
    # "The bidding ... begins with the player to the left of the dealer ... back around to the dealer"
    prompt = RULES.prompt(send(start(4, first_dealer=2), "trump", card="7H"))
    assert prompt.data["bid_order"] == [3, 0, 1, 2]
    assert prompt.actor == 3


def test_out_of_turn_bid_names_who_bids_now():
    state = send(start(4), "trump", card="7H")
    error = refused(state, "bid", player=2, bid=1)
    assert error.message == "It is Bob's turn to bid, not Cid's."
    assert error.field == "player"


def test_a_bid_may_be_changed_until_the_next_player_bids():
    # "A bid may be changed only if the next player to the left has not yet bid."
    state = send(send(start(4), "trump", card="7H"), "bid", player=1, bid=2)
    state = send(state, "bid", player=1, bid="3")
    assert state.deal.bids[1] == 3
    state = send(state, "bid", player=2, bid=0)
    assert refused(state, "bid", player=1, bid=1).message == "Bob's bid of 3 stands: Cid has bid since."


def test_the_hook_refuses_the_dealers_bid_that_makes_the_total():
    # 7 players, 7 cards; Bob..Gus bid 1 each = 6, so Ann (dealer) may not bid 7 - 6 = 1.
    state = send(start(7), "trump", card="7H")
    for seat in range(1, 7):
        state = send(state, "bid", player=seat, bid=1)
    # Ann bidding 1 would make the total 7.
    prompt = RULES.prompt(state)
    assert prompt.data["forbidden_bid"] == 1
    assert prompt.data["allowed_bids"] == [0, 2, 3, 4, 5, 6, 7]
    error = refused(state, "bid", player=0, bid=1)
    assert error.message == "The dealer may not bid 1: the bids would add up to 7, the number of tricks."
    assert error.field == "bid"
    assert RULES.prompt(send(state, "bid", player=0, bid=0)).phase == "tricks"


def test_the_hook_has_nothing_to_forbid_when_the_others_overbid():
    # 4 players, 10 cards: 4 + 4 + 4 = 12 > 10 already, so any dealer bid leaves the total above 10.
    state = send(start(4), "trump", card="7H")
    for seat in (1, 2, 3):
        state = send(state, "bid", player=seat, bid=4)
    assert RULES.prompt(state).data["forbidden_bid"] is None


def test_the_hook_falls_on_whoever_bids_last():
    # A Boerenbridge dealer on 80+ does not bid: the last bidder (seat 3) carries the hook.
    deal = Hand(1, 0, cards=5, bid_order=(1, 2, 3), bids=(None, 1, 2, None))
    assert forbidden_bid(deal, 3, deal.bids, hook=True) == 2  # 5 - (1 + 2)
    assert forbidden_bid(deal, 2, deal.bids, hook=True) is None
    assert forbidden_bid(deal, 3, deal.bids, hook=False) is None


def test_without_the_hook_the_bids_may_add_up():
    # "Some people play without the hook rule, so the dealer is allowed to bid in such a way that
    # everyone can win."
    state = send(start(4, hook=False), "trump", card="7H")
    for seat, bid in ((1, 3), (2, 3), (3, 3), (0, 1)):  # 3 + 3 + 3 + 1 = 10 tricks
        state = send(state, "bid", player=seat, bid=bid)
    assert RULES.prompt(state).phase == "tricks"


def test_simultaneous_bids_may_add_up_even_with_the_hook_set():
    # "with this method, there's no restriction against the total ... being equal to the number of cards"
    state = send(start(4, bidding="simultaneous"), "trump", card="7H")
    prompt = RULES.prompt(state)
    assert (prompt.phase, prompt.events, prompt.actor) == ("bids", ("bids",), None)
    state = send(state, "bids", bids=[1, 3, 3, 3])
    assert RULES.prompt(state).phase == "tricks"
    assert refused(state, "bid", player=0, bid=1).message == "Now the table records tricks, not bid."


def test_quick_entry_of_all_bids_checks_the_hook_on_the_dealer():
    state = send(start(4, first_dealer=1), "trump", card="7H")
    error = refused(state, "bids", bids=[3, 1, 3, "3"])  # Bob deals: 3 + 3 + 3 + 1 = 10
    assert error.message == "The dealer may not bid 1: the bids would add up to 10, the number of tricks."
    assert error.field == "bids.1"
    state = send(state, "bids", bids=[3, 2, 3, "3"])
    assert state.deal.bids == (3, 2, 3, 3)


def test_quick_entry_is_only_before_the_first_bid():
    state = send(send(start(4), "trump", card="7H"), "bid", player=1, bid=2)
    assert RULES.prompt(state).events == ("bid",)
    assert "not bids" in refused(state, "bids", bids=[0, 2, 0, 0]).message


def test_bids_run_from_zero_to_the_hand_size():
    state = send(start(4), "trump", card="7H")
    assert refused(state, "bid", player=1, bid=11).message == "Bob's bid cannot be more than 10."
    assert refused(state, "bid", player=1, bid=-1).message == "Bob's bid cannot be less than 0."
    assert refused(state, "bids", bids=[1, 2, 3]).field == "bids"
    assert refused(state, "bids", bids=[1, 2, "x", 0]).field == "bids.2"


def test_the_trump_is_entered_before_the_bids():
    assert "Now the table records trump, not bid" in refused(start(4), "bid", player=1, bid=1).message


# --- Tricks -----------------------------------------------------------------------------------------


def test_tricks_taken_must_add_up_to_the_hand_size():
    state = send(start(7), "trump", card="7H")
    state = send(state, "bids", bids=[0, 1, 1, 1, 1, 1, 1])  # 6 of 7: the hook is kept
    error = refused(state, "tricks", taken=[0, 1, 1, 1, 1, 1, 1])
    assert error.message == "The tricks taken add up to 6, but 7 were played."
    assert error.field == "taken"
    assert refused(state, "tricks", taken=[0, 1, 1, 1, 1, 4, -1]).field == "taken.6"


# --- Prompt, score sheet, end of game ---------------------------------------------------------------


def test_prompt_title_names_hand_size_trump_and_dealer():
    state = start(4)
    state = play_hand(state, [0, 0, 0, 1], [9, 0, 0, 1])
    state = play_hand(state, [0, 0, 0, 1], [8, 0, 0, 1])
    state = send(state, "trump", card="QH")
    prompt = RULES.prompt(state)
    # Third hand of 19 (10, 9, 8 ...), the deal passing left from Ann: Cid.
    assert prompt.title == "Hand 3 of 19 · 8 cards · ♥ trumps · Cid deals"
    assert (prompt.data["hand"], prompt.data["hands"], prompt.data["dealer"]) == (3, 19, 2)


def test_score_sheet_rows_notes_lines_and_extras():
    state = play_hand(start(4), [2, 3, 4, 0], [2, 4, 4, 0], trump="KS")
    sheet = RULES.score_sheet(state)
    row = sheet.rows[0]
    # Ann 2 + 10, Bob 4 (missed), Cid 4 + 10, Dee 0 + 10
    assert row.points == (12, 4, 14, 10)
    assert row.notes == ("bid 2 · took 2", "bid 3 · took 4 ✗", "bid 4 · took 4", "bid 0 · took 0")
    assert [(line.label, line.points) for line in row.lines[0]] == [("tricks", 2), ("exact bid bonus", 10)]
    assert row.summary == "10 cards · ♠"
    assert row.label == "Hand 1"
    assert sheet.totals == (12, 4, 14, 10)
    assert sheet.dealer == 1 and not sheet.is_over and sheet.winners == ()
    assert sheet.extras["hands"] == [
        {
            "cards": 10,
            "trump": "S",
            "turned": "KS",
            "dealer": 0,
            "playoff": False,
            "bids": [2, 3, 4, 0],
            "taken": [2, 4, 4, 0],
        }
    ]


def test_in_progress_text_shows_the_bids_so_far():
    state = send(send(start(4), "trump", card="7H"), "bid", player=1, bid=2)
    assert RULES.score_sheet(state).in_progress == "Hand 1 of 19 · 10 cards · ♥ trumps · bids: Bob 2"


def test_game_ends_after_the_last_hand_and_names_the_winner():
    state = start(3, sequence="down", max_cards=2)  # hands of 2 then 1 card
    state = play_hand(state, [2, 0, 1], [2, 0, 0])  # Ann 2 + 10 = 12, Bob 10, Cid 0
    state = play_hand(state, [0, 0, 0], [0, 0, 1])  # Bob deals; Ann 10, Bob 10, Cid 1
    sheet = RULES.score_sheet(state)
    assert sheet.totals == (22, 20, 1)
    assert sheet.is_over and sheet.winners == (0,) and sheet.dealer is None
    prompt = RULES.prompt(state)
    assert (prompt.phase, prompt.title) == ("over", "Game over · Ann wins with 22 points")
    assert (
        refused(state, "tricks", taken=[1, 0, 0]).message == "The game is over: nothing more can be entered."
    )


def test_entries_must_be_objects():
    with pytest.raises(RuleError):
        RULES.apply(send(start(4), "trump", card="7H"), Event("bids", ["not", "a", "mapping"]))


# --- The play of the tricks: the "who won the trick?" rules from the game's own options ----------------


def test_trick_rules_follow_the_games_pack_and_play_options():
    # 7-truf's 32-card pack; La Podrida: "a player who has no card of the suit led must trump"
    rules = trick_rules(Suit.SPADES, preset_options("7-truf"))
    assert len(rules.deck) == 32 and not rules.must_trump_when_void
    assert trick_rules(Suit.SPADES, OhHellOptions(must_trump=True)).must_trump_when_void
    # Bust: low cards of a second pack, so two of each card may meet in a trick (104 to check against)
    assert len(trick_rules(None, OhHellOptions(deck="bust")).deck) == 104
    # The 54-card pack: Brader's jokers, a suit of their own; Atkinson's Blackout plays them high or low
    assert isinstance(trick_rules(None, OhHellOptions(deck="jokers")).jokers, SuitJokers)
    assert isinstance(trick_rules(Suit.HEARTS, preset_options("blackout-atkinson")).jokers, NominatedJokers)


def test_jokers_played_high_or_low_need_the_pack_with_jokers():
    with pytest.raises(RuleError) as caught:
        OhHellOptions(joker_play="high_low")
    assert caught.value.field == "joker_play"


def test_a_hand_with_a_turned_joker_plays_the_other_joker_as_the_only_trump():
    # Brader: "If a joker is turned up the other joker is the only trump."
    state = send(start(4, deck="jokers"), "trump", card="JK")
    rules = trick_rules(state.deal.trump, state.options, joker_turned=state.deal.joker_turned)
    assert rules.trump is None and rules.jokers.is_trump
    with pytest.raises(ValueError, match="only trump"):
        trick_rules(Suit.HEARTS, state.options, joker_turned=True)


def test_a_turned_joker_is_out_of_play_so_a_trick_holds_one_joker_at_most():
    # "If a joker is turned up the other joker is the only trump": the turned one cannot be played.
    options = {"deck": "jokers", "joker_trump": True}
    assert winner_for("oh-hell", None, ["5H", "AH", "JK"], options) == 2
    with pytest.raises(CardError, match="JK appears twice, but the deck has only one"):
        winner_for("oh-hell", None, ["JK", "JK", "2H"], options)
    with pytest.raises(CardError, match="JK appears twice"):
        legal_plays_for("oh-hell", None, ["JK", "2D"], ["JK"], options)


# --- Random entries (the simulation test's) -----------------------------------------------------------


@pytest.mark.parametrize("name", ["", "10-op-en-neer", "boerenbridge", "7-truf", "blackout-atkinson"])
def test_random_entries_are_legal_and_play_a_game_to_its_end(name):
    options = preset_options(name) if name else OhHellOptions(playoff=True)
    players = 5 if name == "blackout-atkinson" else 4
    state = RULES.start(GameSetup(NAMES[:players], options, first_dealer=2))
    rng = random.Random(name)
    while RULES.prompt(state).phase != "over":
        state = RULES.apply(state, RULES.random_entry(state, rng))  # a refused entry raises
    assert RULES.score_sheet(state).is_over and state.winners


# --- Invariants -------------------------------------------------------------------------------------

GAME_OPTIONS = st.fixed_dictionaries(
    {
        "sequence": st.sampled_from(["down_up", "up", "down_up_double", "fixed"]),
        "max_cards": st.integers(1, 4),
        "trump": st.sampled_from(["turned", "rotation", "spades", "coulon"]),
        "bidding": st.sampled_from(["in_turn", "simultaneous"]),
        "hook": st.booleans(),
        "scoring": st.sampled_from(
            ["trick_plus_ten", "squares", "five_ten", "boerenbridge", "seven_truf", "zero_five_plus_cards"]
        ),
        "playoff": st.booleans(),
    }
).filter(lambda o: not (o["playoff"] and o["scoring"] == "boerenbridge"))


@settings(max_examples=60, deadline=None)
@given(options=GAME_OPTIONS, players=st.integers(3, 7), seed=st.integers(0, 10**6))
def test_replaying_the_same_events_gives_the_same_sheet(options, players, seed):
    first, events = random_game(random.Random(seed), start(players, **options), hands=12)
    again = start(players, **options)
    for event in events:
        again = RULES.apply(again, event)
    assert RULES.score_sheet(again) == RULES.score_sheet(first)
    assert RULES.prompt(again) == RULES.prompt(first)
    assert RULES.score_sheet(first).totals == first.totals


@settings(max_examples=60, deadline=None)
@given(players=st.integers(3, 7), top=st.integers(1, 7), seed=st.integers(0, 10**6))
def test_under_the_hook_the_dealers_bid_never_makes_the_total(players, top, seed):
    rng = random.Random(seed)
    state = start(players, max_cards=top, first_dealer=rng.randrange(players))
    while RULES.prompt(state).phase != "over":
        prompt = RULES.prompt(state)
        if prompt.phase == "trump":
            state = send(state, "trump", card="9C")
        elif prompt.phase == "bid":
            bid = rng.randint(0, prompt.data["cards"])  # any bid, the forbidden one included
            if bid == prompt.data["forbidden_bid"]:
                assert prompt.actor == state.deal.dealer
                with pytest.raises(RuleError, match="may not bid"):
                    send(state, "bid", player=prompt.actor, bid=bid)
                continue
            state = send(state, "bid", player=prompt.actor, bid=bid)
        else:
            state = send(state, "tricks", taken=split(rng, prompt.data["cards"], players))
    for hand in state.played:
        assert sum(hand.facts["bids"]) != hand.facts["cards"]


def test_the_named_games_for_a_number_of_players_refuse_a_new_game_of_another_size():
    boerenbridge, atkinson = preset_options("boerenbridge"), preset_options("blackout-atkinson")
    RULES.check_new_game(GameSetup(NAMES[:4], boerenbridge))
    for players in (5, 6):
        RULES.check_new_game(GameSetup(NAMES[:players], atkinson))
    with pytest.raises(RuleError, match=r"Boerenbridge is played by 4 players, not 3\."):
        RULES.check_new_game(GameSetup(NAMES[:3], boerenbridge))
    with pytest.raises(RuleError, match=r"version for 5 or 6 players, not 4\."):
        RULES.check_new_game(GameSetup(NAMES[:4], atkinson))
    # A game stored before the check still replays: its set-up is still a game the rules can start.
    assert RULES.start(GameSetup(NAMES[:3], boerenbridge)).deal.number == 1
