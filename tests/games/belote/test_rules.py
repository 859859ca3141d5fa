"""Belote (rules/belote.txt): every worked figure of the text, every option, the refusals with their
sentences, and properties of the card points and the end of the game.

Seats: Ann 0, Bob 1, Cid 2, Dee 3; Ann & Cid (column 0) against Bob & Dee (column 1). Ann deals first, so
Bob is the first to speak; the deal passes to the left.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import piquet_32
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import Event, GameSetup, running_totals
from scorekeeper.games.belote.options import BeloteOptions
from scorekeeper.games.belote.rules import Belote
from scorekeeper.games.registry import get_ruleset

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = Belote()
ANN, BOB, CID, DEE = range(4)
ANN_CID, BOB_DEE = 0, 1


def start(**options):
    """A game with exact points unless told (the arithmetic stays visible; rounding is tested on its own)."""
    options.setdefault("rounding", "none")
    return GAME.start(GameSetup(NAMES, BeloteOptions(**options)))


def apply(match, event_type, **payload):
    return GAME.apply(match, Event(event_type, payload))


def run(seat, length, high, suit="S"):
    return {"seat": seat, "kind": "run", "length": length, "high": high, "suit": suit}


def four(seat, high):
    return {"seat": seat, "kind": "four", "high": high}


def declare(match, *declared, belote=""):
    return apply(match, "declarations", declared=list(declared), belote=belote)


def deal(match, taker=ANN, trump="H", declared=(), belote="", **result):
    """One whole deal: the contract, the declarations (when the game has them) and the result."""
    match = apply(match, "contract", taker=taker, trump=trump)
    if GAME.prompt(match).phase == "declarations":
        match = declare(match, *declared, belote=belote)
    return apply(match, "result", **result)


def last_row(match):
    return match.played[-1].row


def refused(match, event_type, message, **payload):
    """The entry is refused with ``message`` and the state is unchanged."""
    with pytest.raises(RuleError, match=message) as caught:
        apply(match, event_type, **payload)
    assert GAME.prompt(match).events  # the same state still asks for its entry
    return caught.value


# --- The registry and the set-up ---------------------------------------------------------------------


def test_belote_is_registered_for_four_players_in_partnerships():
    # "It is most commonly played with four players in partnerships"; "the first partnership to reach a
    # score of 1,000 points".
    ruleset = get_ruleset("belote")
    assert isinstance(ruleset, Belote) and ruleset.uses_teams
    assert ruleset.min_players == ruleset.max_players == 4
    sheet = GAME.score_sheet(start())
    assert sheet.columns == ("Ann & Cid", "Bob & Dee") and sheet.target == 1000


def test_partners_sit_opposite():
    # "Partners should sit opposite one another, with their opponents sitting in between."
    GAME.check_setup(GameSetup(NAMES, BeloteOptions(), teams=((1, 3), (0, 2))))
    with pytest.raises(RuleError, match="Partners sit opposite one another: Ann with Cid, Bob with Dee"):
        GAME.check_setup(GameSetup(NAMES, BeloteOptions(), teams=((0, 1), (2, 3))))


def test_a_deal_asks_for_the_contract_then_the_declarations_then_the_card_points():
    match = start()
    prompt = GAME.prompt(match)
    assert prompt.phase == "contract" and prompt.title == "Deal 1 · Ann deals · who took?"
    assert prompt.data["order"] == [BOB, CID, DEE, ANN]  # "the player to the dealer's left" speaks first
    match = apply(match, "contract", taker=BOB, trump="S")
    assert GAME.prompt(match).title == "Deal 1 · Bob took ♠ · declarations"
    match = declare(match)
    assert GAME.prompt(match).phase == "result"
    match = apply(match, "result", points=100)
    # "the deal passes to the left": Bob deals the second deal.
    assert match.deal.dealer == BOB and GAME.prompt(match).title == "Deal 2 · Bob deals · who took?"


# --- The contract --------------------------------------------------------------------------------------


def test_all_passed_twice_throws_the_cards_in_and_the_deal_passes_to_the_left():
    # "If all four players pass, the cards are thrown in, the deal passes to the left, and new hands are
    # dealt."
    match = apply(start(), "all_passed")
    assert match.played == () and match.deal.dealer == BOB and match.deal.number == 2
    assert GAME.score_sheet(match).totals == (0, 0)


def test_the_upcard_tells_the_first_round_from_the_second():
    # "accept the suit of the upcard as the trump suit" (first round); "name a trump suit other than that
    # of the upcard" (second round).
    match = apply(start(), "contract", taker=BOB, trump="H", turned="H")
    assert GAME.score_sheet(match).extras["contract"]["round"] == "first round"
    assert last_row(deal(start(), taker=ANN, trump="S", points=91)).summary == "Ann took ♠ · made 91–71"
    match = apply(apply(start(), "contract", taker=ANN, trump="S", turned="H"), "declarations")
    match = apply(match, "result", points=91)
    assert last_row(match).summary == "Ann took ♠ (second round) · made 91–71"


def test_contract_refusals():
    # "When a player takes, there is no more bidding, and that player becomes the taker": a taker and a suit.
    match = start()
    refused(match, "contract", "Tap the player who took, then the trump suit", trump="H")
    refused(match, "contract", "Trumps: choose a suit", taker=ANN)
    refused(match, "contract", "not a suit", taker=ANN, trump="X")
    refused(match, "contract", "cannot be more than 3", taker=4, trump="H")
    refused(match, "result", "Now the table records contract or all passed, not result", points=81)


# --- Card points and the contract ------------------------------------------------------------------------


def test_card_points_total_162_with_dix_de_der():
    # "There are 152 possible points available through tricks, plus the ten for dix de der, which adds up
    # to a maximum score of 162." Trumps J 20 + 9 14 + A 11 + 10 10 + K 4 + Q 3 = 62; three other suits
    # 3 x (A 11 + 10 10 + K 4 + Q 3 + J 2) = 90; 62 + 90 = 152; + 10 = 162.
    match = deal(start(), points=91)
    assert match.played[-1].facts["card_points"] == [91, 71] and match.played[-1].facts["deck_points"] == 162
    every_card = [str(card) for card in piquet_32()]
    match = deal(start(), cards=every_card, last_trick=True)
    assert match.played[-1].facts["card_points"] == [162, 0]


def test_made_both_teams_score_their_tricks_and_declarations():
    # "If the taking team scores more in tricks than their opponents, they have made their contract and both
    # teams score all of the points they've earned through tricks, plus any points in declarations they may
    # be entitled to." Ann & Cid 91 + Ann's run of four 50 = 141; Bob & Dee 71.
    match = deal(start(), declared=[run(ANN, 4, "K")], points=91)
    row = last_row(match)
    assert row.points == (141, 71)
    assert row.notes == ("took ♥ · made", "")
    assert [(ln.label, ln.points) for ln in row.lines[ANN_CID]] == [
        ("card points", 91),
        ("run of four to the king ♠", 50),
    ]
    assert row.lines[ANN_CID][1].cards == ("KS", "QS", "JS", "10S")
    assert row.summary == "Ann took ♥ · made 91–71 · Ann's run of four to the king ♠ is highest"


def test_the_defenders_scoring_more_is_dedans():
    # "If the taking team fails to make their contract, their opponents score 162 points, plus their
    # declarations, plus the taking team's declarations!" Ann (taker) holds the highest declaration, a run
    # of four (50), and Cid a run of three (20): Bob & Dee 162 + 50 + 20 = 232; Ann & Cid 0.
    match = deal(start(), declared=[run(ANN, 4, "K"), run(CID, 3, "A", "D")], points=70)
    row = last_row(match)
    assert row.points == (0, 232)
    assert [(ln.label, ln.points) for ln in row.lines[BOB_DEE]] == [
        ("dedans: all 162", 162),
        ("takers' run of four to the king ♠", 50),
        ("takers' run of three to the ace ♦", 20),
    ]
    assert row.notes == ("took ♥ · dedans", "")
    assert row.summary.startswith("Ann took ♥ · dedans 70–92")


def test_dedans_the_defenders_keep_their_own_declarations_too():
    # "their opponents score 162 points, plus their declarations": Bob's four jacks (200) is highest;
    # Bob & Dee 162 + 200 = 362.
    match = deal(start(), declared=[four(BOB, "J"), run(ANN, 3, "A", "D")], points=50)
    assert last_row(match).points == (0, 362)


def test_belote_rebelote_stays_with_its_holder_even_dedans():
    # "Belote and rebelote are always scored." Ann holds the king and queen of trumps and goes dedans
    # 60-102: Ann & Cid keep 20; Bob & Dee 162.
    match = deal(start(), belote=ANN, points=60)
    assert last_row(match).points == (20, 162)
    assert last_row(match).summary == "Ann took ♥ · dedans 60–102 · Ann's belote-rebelote"
    assert [(ln.label, ln.points) for ln in last_row(match).lines[ANN_CID]] == [("belote-rebelote", 20)]


def test_a_capot_by_the_takers_is_252_plus_declarations():
    # "If the taking side scores a capot, they score an additional 90 points, giving them a score of 252
    # for the hand, plus declarations." 162 + 90 + run of five 100 = 352. Bob & Dee took no tricks but keep
    # Dee's belote-rebelote: 20.
    match = deal(start(), declared=[run(CID, 5, "A")], belote=DEE, all_tricks=ANN_CID)
    row = last_row(match)
    assert row.points == (352, 20)
    assert [(ln.label, ln.points) for ln in row.lines[ANN_CID]] == [
        ("card points", 162),
        ("capot", 90),
        ("run of five to the ace ♠", 100),
    ]
    assert row.notes == ("took ♥ · capot", "")
    assert (
        row.summary
        == "Ann took ♥ · capot · Cid's run of five to the ace ♠ is highest · Dee's belote-rebelote"
    )
    assert match.played[-1].facts["card_points"] == [162, 0]  # the 90 is a bonus, not card points


def test_a_capot_by_the_defenders_is_252_plus_both_sides_declarations():
    # "Likewise, if the taker's opponents score a capot, they score 252, plus both sides' declarations."
    # Ann's four 9s (150) is highest, Cid adds a run of three (20): Bob & Dee 252 + 150 + 20 = 422.
    match = deal(start(), declared=[four(ANN, "9"), run(CID, 3, "A", "C")], all_tricks=BOB_DEE)
    row = last_row(match)
    assert row.points == (0, 422)
    assert [ln.points for ln in row.lines[BOB_DEE]] == [162, 90, 150, 20]
    assert row.notes == ("took ♥ · dedans", "capot")
    assert match.played[-1].facts["card_points"] == [0, 162]


def test_a_team_that_takes_no_tricks_scores_only_belote():
    # "In any case, whenever a team takes no tricks, the only declaration they may score for in that hand
    # is belote and rebelote." Bob's four jacks (200) is highest, Dee holds belote-rebelote; Ann & Cid
    # take every trick: Bob & Dee keep 20, not the 200; Ann & Cid 252 (their run of three does not count).
    match = deal(start(), declared=[four(BOB, "J"), run(CID, 3, "A")], belote=DEE, all_tricks=ANN_CID)
    assert last_row(match).points == (252, 20)


def test_capot_by_the_cards_taken():
    # "When one side takes all of the tricks in the game, it is called a capot."
    # Ann & Cid's pile is empty: Bob & Dee took every trick, a capot (252).
    match = deal(start(), cards=[], last_trick=False)
    assert last_row(match).points == (0, 252) and match.played[-1].facts["capot"] == BOB_DEE


def test_card_points_counted_from_the_cards():
    # "The jack of trump: 20 points. The nine of trump: 14 points. Aces: 11 ... 10s: 10 ... Kings: 4 ...
    # Queens: 3"; "8s and 7s ... do not score anything."
    # Trumps hearts. JH 20 + 9H 14 + AS 11 + 10S 10 + KS 4 + QS 3 + 8C 0 + 7C 0 = 62, with dix de der 72;
    # Bob & Dee 162 - 72 = 90: dedans.
    match = deal(start(), cards="JH 9H AS 10S KS QS 8C 7C", last_trick=True)
    assert match.played[-1].facts["card_points"] == [72, 90] and last_row(match).points == (0, 162)


# --- Declaration values and how high ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("declared", "value"),
    [
        # "Four jacks score 200 points, four nines score 150, and four of either aces, 10s, kings, or
        # queens score 100 points."
        (four(ANN, "J"), 200),
        (four(ANN, "9"), 150),
        (four(ANN, "A"), 100),
        (four(ANN, "10"), 100),
        (four(ANN, "K"), 100),
        (four(ANN, "Q"), 100),
        # "A run of five or more scores 100 points, a run of four scores 50 points, and a run of three
        # scores 20 points."
        (run(ANN, 3, "A"), 20),
        (run(ANN, 4, "A"), 50),
        (run(ANN, 5, "A"), 100),
        (run(ANN, 8, "A"), 100),
    ],
)
def test_declaration_values(declared, value):
    # Made 91-71: Ann & Cid 91 + the declaration.
    assert last_row(deal(start(), declared=[declared], points=91)).points == (91 + value, 71)


def test_belote_rebelote_scores_20():
    # "Belote and rebelote: The king and queen of trump. Scores 20 points." Made 91-71 with Bob's belote:
    # Ann & Cid 91; Bob & Dee 71 + 20 = 91.
    row = last_row(deal(start(), belote=BOB, points=91))
    assert row.points == (91, 91)
    assert row.summary == "Ann took ♥ · made 91–71 · Bob's belote-rebelote"  # the deal's line says it


def test_only_the_team_with_the_highest_declaration_scores_its_declarations():
    # "only the team holding the highest declaration may score for the other declarations": Bob's run of
    # five (100) beats Ann's run of four; Dee's run of three (20) counts with it. Made 91-71:
    # Ann & Cid 91; Bob & Dee 71 + 100 + 20 = 191.
    match = deal(
        start(), declared=[run(ANN, 4, "A"), run(BOB, 5, "K", "D"), run(DEE, 3, "A", "C")], points=91
    )
    row = last_row(match)
    assert row.points == (91, 191)
    assert row.summary.endswith(
        "Bob's run of five to the king ♦ is highest: Ann & Cid's declarations do not count"
    )


@pytest.mark.parametrize(
    ("declared", "scores"),
    [
        # "Longer sequences rank higher than shorter ones": Bob's run of four to the 10 beats Ann's run of
        # three to the ace.
        ([run(ANN, 3, "A"), run(BOB, 4, "10", "D")], BOB_DEE),
        # "Ties are broken by the rank of the highest card of the sequence."
        ([run(ANN, 4, "A"), run(BOB, 4, "K", "D")], ANN_CID),
        # "If there are two identical sequences and one is trump, the trump sequence ranks higher" (♥).
        ([run(BOB, 3, "K", "S"), run(ANN, 3, "K", "H")], ANN_CID),
        # Two identical plain runs: Bob speaks first (Ann deals) and Ann cannot beat it: "good".
        ([run(ANN, 3, "K", "S"), run(BOB, 3, "K", "D")], BOB_DEE),
        # Fours: "Ties are broken by the rank of the cards": jacks over aces; and a four beats any run.
        ([four(ANN, "A"), four(BOB, "J")], BOB_DEE),
        ([four(ANN, "A"), run(BOB, 7, "K", "D")], ANN_CID),
    ],
)
def test_how_high(declared, scores):
    row = last_row(deal(start(), declared=declared, points=91))
    counted = [sum(ln.points for ln in side if ln.label != "card points") for side in row.lines]
    assert counted[scores] > 0 and counted[1 - scores] == 0


def test_declarations_found_in_the_hands():
    # "the opponents may request that any of the combinations declared be revealed": the hands tapped in.
    # Trumps hearts, Ann deals: Ann a run of four in spades (50); Bob a run of three in clubs and the king
    # and queen of hearts (belote); Cid a run of three in diamonds (20). Ann's run is highest: Ann & Cid
    # 91 + 50 + 20 = 161; Bob & Dee 71 + belote 20 = 91.
    hands = {
        "0": "AS KS QS JS 9H AD 10C 8C",
        "1": "KC QC JC KH QH 9S 7S JD",
        "2": "10D 9D 8D 10S 8S AH 7C JH",
    }
    match = apply(apply(start(), "contract", taker=ANN, trump="H"), "declarations", hands=hands)
    assert GAME.prompt(match).data["declared"]["belote"] == "Bob"
    assert last_row(apply(match, "result", points=91)).points == (161, 91)


def test_the_phone_forms_lists():
    # The phone sends what was said by type as lists (who, what, how high), one item per declaration.
    # who / what / high, one entry per declaration slot: Cid four jacks, Ann a run of three to the 10♦.
    match = apply(start(), "contract", taker=ANN, trump="H")
    match = apply(match, "declarations", who=["2", "0"], what=["fourJ", "run3"], high=["", "10D"], belote="3")
    # Made 91-71: Ann & Cid 91 + 200 + 20 = 311; Bob & Dee 71 + 20 = 91.
    assert last_row(apply(match, "result", points=91)).points == (311, 91)


# --- Refusals of declarations ------------------------------------------------------------------------------

AT_DECLARATIONS = apply(start(), "contract", taker=ANN, trump="H")


@pytest.mark.parametrize("rank", ["8", "7"])
def test_no_four_of_a_kind_in_8s_or_7s(rank):
    # "You cannot declare four of a kind in 8s or 7s."
    refused(
        AT_DECLARATIONS,
        "declarations",
        "You cannot declare four of a kind in 8s or 7s.",
        declared=[four(BOB, rank)],
    )
    error = refused(
        AT_DECLARATIONS, "declarations", "in 8s or 7s", who=["1"], what=[f"four{rank}"], high=[""]
    )
    assert error.field == "what.0"


@pytest.mark.parametrize(
    ("declared", "message"),
    [
        ([run(ANN, 2, "A")], "A run is 3 to 8 cards long, not 2."),
        ([run(ANN, 9, "A")], "A run is 3 to 8 cards long, not 9."),
        # "A run of three or more cards of the same suit, in sequence ... (high) A, K, Q, J, 10, 9, 8, 7"
        ([run(ANN, 4, "9")], r"A run of four cannot be to the 9: 9, 8 and 7 are only 3 cards."),
        ([four(ANN, "J"), four(ANN, "J")], "Ann declared the same four of a kind twice."),
        ([four(ANN, "J"), four(CID, "J")], "Ann and Cid cannot both hold four jacks."),
        ([run(ANN, 3, "K"), run(BOB, 3, "A")], "Ann and Bob cannot both hold the K♠."),
        ([run(ANN, 3, "A"), run(ANN, 3, "J")], "Ann's runs in spades meet: declare them as one run."),
        (
            [four(ANN, "J"), four(ANN, "9"), four(ANN, "A")],
            "Ann's declarations need 12 cards, but a hand has 8.",
        ),
        ([four(ANN, "6")], "there are no 6s"),
        ([{"seat": ANN, "kind": "tierce"}], "A declaration is a run or a four of a kind"),
        ([run(5, 3, "A")], "cannot be more than 3"),
    ],
)
def test_declarations_no_hand_could_hold_are_refused(declared, message):
    # "A run of three or more cards of the same suit, in sequence"; a card is in one hand only.
    refused(AT_DECLARATIONS, "declarations", message, declared=declared)


def test_belote_refusals():
    # "Belote and rebelote: The king and queen of trump." One player holds them, or nobody.
    # Belote-rebelote is the king and queen of trumps: Ann's run to the K♥ holds them already.
    refused(
        AT_DECLARATIONS,
        "declarations",
        "Ann and Bob cannot both hold the K♥",
        declared=[run(ANN, 3, "K", "H")],
        belote=BOB,
    )
    refused(AT_DECLARATIONS, "declarations", "cannot be more than 3", belote=7)
    # Only belote: "Others allow only belote and rebelote to be declared."
    match = apply(start(declarations="belote"), "contract", taker=ANN, trump="H")
    refused(match, "declarations", "allows only belote and rebelote", declared=[run(ANN, 3, "A")])


def test_hand_and_form_refusals():
    # The hands are the 32-card pack dealt eight each: "Deal a batch of three ... then another batch of two",
    # then "three more cards to each player, except for the taker, who only receives two".
    refused(
        AT_DECLARATIONS,
        "declarations",
        "by type or by the hands, not both",
        declared=[run(ANN, 3, "A")],
        hands={"0": "AS KS QS JS 9H AD 10C 8C"},
    )
    error = refused(AT_DECLARATIONS, "declarations", "Bob: a Belote hand has 8 cards", hands={"1": "AS KS"})
    assert error.field == "hands.1"
    refused(
        AT_DECLARATIONS,
        "declarations",
        "AS appears twice",
        hands={"0": "AS KS QS JS 9H AD 10C 8C", "1": "AS 7S 8S 9S 10H JH QH KH"},
    )
    refused(
        AT_DECLARATIONS,
        "declarations",
        "The hands show who holds belote-rebelote",
        hands={"0": "AS KS QS JS 9H AD 10C 8C"},
        belote=ANN,
    )
    assert (
        refused(AT_DECLARATIONS, "declarations", "Declaration 1: tap who declared it.", what=["run3"]).field
        == "who.0"
    )
    assert (
        refused(
            AT_DECLARATIONS,
            "declarations",
            "Declaration 2: tap a run or a four",
            who=["0", "1"],
            what=["fourJ", ""],
        ).field
        == "what.1"
    )
    assert (
        refused(
            AT_DECLARATIONS, "declarations", "tap the highest card of the run", who=["0"], what=["run3"]
        ).field
        == "high.0"
    )
    refused(AT_DECLARATIONS, "declarations", "a list of objects", declared="run of three")


# --- Refusals of the result -----------------------------------------------------------------------------

AT_RESULT = declare(AT_DECLARATIONS)


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"points": 163}, "Ann & Cid's card points cannot be more than 162."),
        ({"points": -1}, "cannot be less than 0"),
        ({"points": ""}, "Ann & Cid's card points is missing."),
        ({"points": 1}, "1 card points leave 161, but no card is worth 1 point. Count again."),
        ({"points": 161}, "no card is worth 1 point"),
        (
            {"points": 100, "all_tricks": 1},
            "Bob & Dee took every trick, so Ann & Cid have 0 points, not 100.",
        ),
        ({"cards": "JH 9H AS"}, "Tricks have four cards, so 3 cards are not whole tricks."),
        ({"cards": [], "last_trick": True}, "The takers took no trick, so not the last one either"),
        ({"cards": [str(c) for c in piquet_32()]}, "took every trick, so they took the last one too"),
        ({"cards": "JH 9H AS 10S", "points": 50}, "The cards count 55 points, not 50."),
        ({"cards": "JH 9H AS 2S"}, "2S is not in the deck"),
    ],
)
def test_result_refusals(payload, message):
    # "There are 152 possible points available through tricks, plus the ten for dix de der ... 162."
    refused(AT_RESULT, "result", message, **payload)


# --- Options ---------------------------------------------------------------------------------------------


def test_no_declarations_skips_the_phase():
    # "Some players choose not to allow declarations."
    match = apply(start(declarations="none"), "contract", taker=ANN, trump="H")
    assert GAME.prompt(match).phase == "result"
    assert last_row(apply(match, "result", points=91)).points == (91, 71)


def test_only_belote():
    # "Others allow only belote and rebelote to be declared." The hands hold runs, but only belote counts:
    # Ann & Cid 91; Bob & Dee 71 + 20 = 91.
    match = apply(start(declarations="belote"), "contract", taker=ANN, trump="H")
    match = apply(
        match, "declarations", hands={"0": "AS KS QS JS 9H AD 10C 8C", "1": "KC QC JC KH QH 9S 7S JD"}
    )
    assert last_row(apply(match, "result", points=91)).points == (91, 91)
    match = apply(
        apply(start(declarations="belote"), "contract", taker=ANN, trump="H"), "declarations", belote=str(CID)
    )
    assert last_row(apply(match, "result", points=91)).points == (111, 71)


@pytest.mark.parametrize(
    ("points", "rounded"),
    [
        (91, (90, 70)),  # 91 -> 90, 71 -> 70
        (85, (90, 80)),  # 85 -> 90 (5 up), 77 -> 80
        (124, (120, 40)),  # 124 -> 120, 38 -> 40
    ],
)
def test_rounding_to_the_nearest_ten(points, rounded):
    # "Scores are traditionally rounded to the nearest ten after each hand is scored."
    row = last_row(deal(start(rounding="nearest_ten"), points=points))
    assert row.points == rounded
    assert row.lines[ANN_CID][-1].label == "rounded" or rounded[0] == points


def test_each_hand_is_rounded_to_the_nearest_ten_by_default():
    # "Scores are traditionally rounded to the nearest ten after each hand is scored."
    assert BeloteOptions().rounding == "nearest_ten"
    match = GAME.start(GameSetup(NAMES, BeloteOptions()))
    assert last_row(deal(match, points=91)).points == (90, 70)


def test_exact_points_as_an_option():
    assert last_row(deal(start(rounding="none"), points=91)).points == (91, 71)


def test_a_hung_deal_is_dedans_by_default():
    # "If the taking team scores more in tricks than their opponents" - at 81-81 they do not: dedans,
    # Bob & Dee 162.
    assert last_row(deal(start(), points=81)).points == (0, 162)


def test_a_hung_deal_split():
    # Not in the text (an option): at 81-81 each team scores its own 81.
    row = last_row(deal(start(tie_deal="split"), points=81))
    assert row.points == (81, 81) and row.summary == "Ann took ♥ · hung 81–81: each keeps its own"


def test_litige_holds_the_takers_points_for_the_winner_of_the_next_deal():
    # Not in the text (the French litige, an option): the takers' points wait for the next deal's winner.
    # Deal 1: Ann takes, 81-81 with Ann's run of three (20): Bob & Dee score 81 now; Ann & Cid's
    # 81 + 20 = 101 are held.
    match = deal(start(tie_deal="litige"), declared=[run(ANN, 3, "A")], points=81)
    assert (
        last_row(match).points == (0, 81) and last_row(match).notes[ANN_CID] == "took ♥ · litige · 101 held"
    )
    assert GAME.score_sheet(match).extras["held"] == 101
    # Deal 2: Bob takes and makes it 100-62: Bob & Dee 100 + 101 = 201; Ann & Cid 62.
    made = deal(match, taker=BOB, points=100)
    assert last_row(made).points == (62, 201)
    assert last_row(made).lines[BOB_DEE][-1].label == "litige from an earlier deal"
    # Or Bob goes dedans 60-102: Ann & Cid 162 + 101 = 263.
    assert last_row(deal(match, taker=BOB, points=60)).points == (263, 0)
    # A deal thrown in keeps the points waiting; two hung deals in a row add up (81 + 101 = 182).
    again = deal(apply(match, "all_passed"), taker=CID, points=81)
    assert GAME.score_sheet(again).extras["held"] == 182


def test_the_contract_may_count_the_declarations():
    # The text: "If the taking team scores more in tricks than their opponents"; the option counts the
    # declarations too (the common French reading).
    # With declarations counted: Ann & Cid 75 + run of four 50 = 125 > Bob & Dee 87: made, 125 - 87.
    match = deal(start(contract_counts="with_declarations"), declared=[run(ANN, 4, "A")], points=75)
    assert last_row(match).points == (125, 87)
    # By the text (tricks only) 75 < 87 is dedans: Bob & Dee 162 + 50 = 212.
    assert last_row(deal(start(), declared=[run(ANN, 4, "A")], points=75)).points == (0, 212)


def play_to(match, *points):
    for value in points:
        match = deal(match, points=value)
    return match


def test_the_game_ends_when_a_team_reaches_1000():
    # "Game play ends when one team reaches a score of 1,000 points at the end of a hand. That partnership is
    # the winner." Ann takes every deal: 6 x 162 (dedans for Bob & Dee: 0-162 each) = 972, then 28 more.
    match = play_to(start(), *[0] * 6)
    assert match.totals == (0, 972) and not match.is_over
    match = play_to(match, 130)  # Ann & Cid 130, Bob & Dee 972 + 32 = 1004
    assert match.is_over and match.winners == (BOB_DEE,)
    assert GAME.prompt(match).title == "Game over · Bob & Dee win 1004–130"
    with pytest.raises(RuleError, match="The game is over"):
        apply(match, "contract", taker=ANN, trump="H")


@pytest.mark.parametrize(
    ("both_reach", "winners"),
    [("tie", (ANN_CID, BOB_DEE)), ("higher", (BOB_DEE,)), ("play_on", (BOB_DEE,))],
)
def test_both_teams_past_the_target(both_reach, winners):
    # "If both teams exceed 1,000 points on the same hand, the game ends as a tie." Target 300.
    match = play_to(
        start(target=300, both_reach=both_reach), 100, 100, 0
    )  # 100-62, 200-124, 200-286 (dedans)
    match = deal(match, points=110)  # 310-338: both past 300 on one deal
    assert match.totals == (310, 338) and match.winners == winners
    # One team past the target wins whatever the option: 150-12, 280-44, then Bob takes 140-22.
    match = deal(play_to(start(target=300, both_reach=both_reach), 150, 130), taker=BOB, points=140)
    assert match.totals == (302, 184) and match.winners == (ANN_CID,)


@pytest.mark.parametrize(("both_reach", "over"), [("tie", True), ("higher", True), ("play_on", False)])
def test_both_past_the_target_and_level(both_reach, over):
    # "If both teams exceed 1,000 points on the same hand, the game ends as a tie."
    # Ann and Bob take in turn, 100-62 each time: 100-62, 162-162, 262-224, 324-324.
    match = start(target=300, both_reach=both_reach)
    for taker in (ANN, BOB, ANN, BOB):
        match = deal(match, taker=taker, points=100)
    assert match.totals == (324, 324) and match.is_over == over
    if over:
        assert match.winners == (ANN_CID, BOB_DEE)  # level: a tie, even for "the higher total wins"
    else:
        match = deal(match, points=100)  # another deal: 424-386
        assert match.winners == (ANN_CID,)


# --- Properties ---------------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(["points", "capot", "cards"]))
def test_card_points_always_total_162_and_a_made_hand_is_card_points_plus_declarations(rng, how):
    # "152 possible points ... plus the ten for dix de der ... 162"; made: "both teams score all of the
    # points they've earned through tricks, plus any points in declarations they may be entitled to."
    deck = [str(card) for card in piquet_32()]
    rng.shuffle(deck)
    hands = {str(seat): deck[seat * 8 : seat * 8 + 8] for seat in range(4)}
    match = apply(start(), "contract", taker=rng.randrange(4), trump=rng.choice("SHDC"))
    match = apply(match, "declarations", hands=hands)
    declared = GAME.prompt(match).data["declared"]
    if how == "points":
        result = {"points": rng.choice([p for p in range(163) if p not in (1, 161)])}
    elif how == "capot":
        result = {"all_tricks": rng.randrange(2)}
    else:
        tricks = rng.randint(1, 7)
        result = {"cards": deck[: tricks * 4], "last_trick": rng.random() < 0.5}
    match = apply(match, "result", **result)
    facts, row = match.played[-1].facts, last_row(match)
    assert sum(facts["card_points"]) == facts["deck_points"] == 162
    assert all(0 <= points <= 162 for points in facts["card_points"])
    if facts["verdict"] == "made":
        belote = {
            side: 20 * (declared["belote"] is not None and NAMES.index(declared["belote"]) % 2 == side)
            for side in (0, 1)
        }
        for side in (0, 1):
            decl = sum(line["points"] for line in declared["lines"][side])
            assert row.points[side] == facts["card_points"][side] + decl + belote[side]
    assert sum(row.points) >= 162  # no rounding: 162 and more always go to someone


@settings(max_examples=30, deadline=None)
@given(
    st.integers(0, 10_000),
    st.sampled_from([{}, {"rounding": "nearest_ten"}, {"tie_deal": "litige"}, {"declarations": "belote"}]),
)
def test_the_game_ends_exactly_when_a_team_reaches_the_target(seed, options):
    # "Game play ends when one team reaches a score of 1,000 points at the end of a hand." (Target 500.)
    rng = Random(seed)
    match = GAME.start(GameSetup(NAMES, parse_options(BeloteOptions, {"target": 500, **options})))
    refusals = 0
    while not match.is_over:
        before = match
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            refusals += 1
            assert refusals < 50
            continue
        if len(match.played) > len(before.played):
            reached = max(match.totals) >= 500
            assert match.is_over == reached
        sheet = GAME.score_sheet(match)
        assert sheet.totals == running_totals(sheet.rows, 2)
    assert match.winners and set(match.winners) <= {0, 1}
