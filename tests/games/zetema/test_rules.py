"""Zetema (``zetema.txt``): each test quotes the sentence it checks, with the arithmetic in a comment."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import Rank
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.zetema.rules import RANKS, Zetema, ZetemaGameOptions

GAME = Zetema()
NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")


def start(players: int = 2, teams=(), **options):
    """A game whose table enters every discard (the app counts the piles); see test_declarations.py for
    the default recording, the declarations alone."""
    options = {"recording": "discards"} | options
    setup = GameSetup(NAMES[:players], parse_options(ZetemaGameOptions, options), 0, teams)
    return GAME.start(setup)


def play(match, *entries):
    """Apply ``("discard", "J")``-style entries: a rank for discards, a dict payload for the others."""
    for kind, payload in entries:
        match = GAME.apply(match, Event(kind, {"rank": payload} if kind == "discard" else payload))
    return match


def refused(match, kind, payload, message, field):
    with pytest.raises(RuleError, match=message) as caught:
        GAME.apply(match, Event(kind, payload))
    assert caught.value.field == field
    return caught.value


def open_rank(match, *, low_first: bool = False) -> str:
    """A rank that may be discarded now (aces first, or 2s first)."""
    piles = GAME.prompt(match).data["piles"]
    return next(p["rank"] for p in (reversed(piles) if low_first else piles) if p["open"])


def deal_counts(match) -> int:
    deal = match.deal
    piles = deal.piles
    return deal.turns.stock + sum(deal.turns.hands) + sum(piles.piles) + sum(piles.gone)


# --- Setup ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "stock"), [(2, 53 - 1), (3, 47 - 1), (4, 41 - 1), (5, 35 - 1), (6, 35 - 1)]
)
def test_deal_six_cards_each_or_five_with_six_players(players, stock):
    # "Shuffle and deal six cards to each player, or five in the six-player game. Place the remainder of the
    # pack in the center of the table, forming the stock." 65 - 2 x 6 = 53, less the first player's draw.
    match = start(players)
    hand = 5 if players == 6 else 6
    assert match.deal.turns.stock == stock
    # "The player to the left of the dealer goes first. They draw one card from the stock."
    assert match.deal.turn == 1 and match.deal.turns.hands[1] == hand + 1
    assert deal_counts(match) == 65


@pytest.mark.parametrize(
    ("players", "columns"),
    [(2, ["Ann", "Bob"]), (4, ["Ann & Cid", "Bob & Dee"]), (6, ["Ann & Dee", "Bob & Eve", "Cid & Fay"])],
)
def test_four_or_six_play_in_two_or_three_partnerships_alternating(players, columns):
    # "so that as the turn goes around the table clockwise, it alternates partnerships (A, B, A, B in the
    # four-player game, or A, B, C, A, B, C in the six-player game)"
    assert GAME.score_sheet(start(players)).columns == tuple(columns)


def test_partnerships_that_do_not_alternate_are_refused():
    with pytest.raises(RuleError, match="alternates partnerships: Ann with Cid, Bob with Dee") as caught:
        start(4, teams=((0, 1), (2, 3)))
    assert caught.value.field == "teams"
    with pytest.raises(RuleError, match="Only four or six play in partnerships"):
        start(3, teams=((0,), (1, 2)))
    assert len(GAME.score_sheet(start(6, teams=((1, 4), (0, 3), (2, 5)))).columns) == 3


@pytest.mark.parametrize(("players", "target"), [(2, 300), (3, 300), (4, 200), (5, 200), (6, 200)])
def test_target_is_300_or_200_when_four_or_more_play(players, target):
    # "be the first player to reach a score of 300 points (200 when four or more play)"
    assert GAME.score_sheet(start(players)).target == target
    assert GAME.score_sheet(start(players, target=300)).target == 300


# --- Zetemas --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rank", "points"), [("J", 20), ("A", 15), ("5", 15), ("9", 5), ("2", 5), ("K", 50), ("Q", 50)]
)
def test_the_fifth_card_of_a_rank_forms_a_zetema(rank, points):
    # "When a player discards the fifth card of one rank to that rank's discard pile, they have formed a
    # zetema ... of jacks scores 20 points, of aces or 5s scores 15 points, and of any other rank 5 points.
    # Zetemas of kings or queens theoretically score 50 points each"
    match = play(start(2), *[("discard", rank)] * 4)
    assert GAME.score_sheet(match).totals == (0, 0)
    match = play(match, ("discard", rank))  # Bob, Ann, Bob, Ann, Bob: Bob discards the fifth
    assert GAME.score_sheet(match).totals == (0, points)
    # "the player forming it moves all five cards in the general discard pile"
    pile = next(p for p in GAME.prompt(match).data["piles"] if p["rank"] == rank)
    assert (pile["pile"], pile["left"], pile["open"]) == (0, 0, False)
    refused(match, "discard", {"rank": rank}, "discarded already", "rank")


def test_kings_form_no_zetema_once_a_marriage_is_declared():
    # "they cannot be scored if even one marriage is formed": KH QH go to the general pile, four kings
    # remain, and a fifth king can never reach the king pile.
    match = play(start(2), ("marriage", {"cards": "KH QH"}), *[("discard", "K")] * 4)
    assert GAME.score_sheet(match).totals == (0, 10)
    refused(match, "discard", {"rank": "K"}, "All 5 kings are discarded already", "rank")


def test_a_rank_that_is_not_a_rank_is_refused():
    match = start(2)
    refused(match, "discard", {"rank": "Z"}, "Tap the rank of the card discarded", "rank")
    refused(match, "discard", {}, "Tap the rank", "rank")


# --- Melds ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "points"),
    [
        (
            "4H 5S 6D 7C 8H 9S",
            20,
        ),  # "Sequence—Six cards of consecutive rank, not of the same suit. Scores 20."
        ("2H 5H 7H 9H JH KH", 30),  # "Flush—Six cards of the same suit, not in sequence. Scores 30."
        ("4H 5H 6H 7H 8H 9H", 50),  # "Flush sequence— ... Scores 50."
        ("KS KS KH KD KC", 130),  # "Assembly— ... kings or queens 130"
        ("JS JS JH JD JC", 120),  # "jacks 120"
        ("5S 5S 5H 5D 5C", 110),  # "aces or 5s 110"
        ("8S 8S 8H 8D 8C", 100),  # "all other ranks 100"
    ],
)
def test_a_meld_scores_at_once(cards, points):
    # "If they have any melds, they may show them ... Upon doing so, they immediately score for the meld."
    match = play(start(2), ("meld", {"cards": cards}))
    assert GAME.score_sheet(match).totals == (0, points)  # Bob (left of the dealer) plays first
    assert GAME.prompt(match).actor == 1  # the turn is not over: the discard ends it


def test_the_discard_after_a_meld_is_one_of_its_cards():
    # "if they declared a meld on that turn, the discard must be one of the cards of that meld"
    match = play(start(2), ("meld", {"cards": "4H 5S 6D 7C 8H 9S"}))
    refused(
        match, "discard", {"rank": "K"}, "After a meld the discard is one of its cards: a 9, 8, 7", "rank"
    )
    match = play(match, ("discard", "9"))
    assert GAME.prompt(match).actor == 0
    assert next(p["pile"] for p in GAME.prompt(match).data["piles"] if p["rank"] == "9") == 1


def test_one_meld_a_turn():
    match = play(start(2), ("meld", {"cards": "KS KS KH KD KC"}))
    refused(match, "meld", {"cards": "4H 5S 6D 7C 8H 9S"}, "One meld a turn", "cards")


def test_six_players_meld_five_cards():
    # "in the six-player game, these melds consist of five cards instead"
    match = start(6)
    refused(match, "meld", {"cards": "4H 5S 6D 7C 8H 9S"}, "has 5 cards and an assembly 5, not 6", "cards")
    match = play(match, ("meld", {"cards": "4H 5S 6D 7C 8H"}))
    assert GAME.score_sheet(match).totals == (0, 20, 0)  # Bob's partnership, Bob & Eve


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("4H 5S 6D 7C 8H 10S", "not a meld"),
        ("KH KH KS KD KC", "KH appears twice"),  # spades are doubled, not hearts
        ("", "Enter the meld's cards"),
        ("4H 5S 6D 7C 8H 9S 10D", "has 6 cards and an assembly 5, not 7"),
    ],
)
def test_what_is_not_a_meld_is_refused(cards, message):
    refused(start(2), "meld", {"cards": cards}, message, "cards")


def test_a_sixth_card_of_a_rank_is_refused():
    # Four 9s are on the 9 pile: a meld cannot hold two 9s any more, nor an assembly of them.
    match = play(start(2), *[("discard", "9")] * 4)
    refused(match, "meld", {"cards": "9S 9S 9H 9D 9C"}, "Only 1 9 can still be held", "cards")


def test_a_player_cannot_meld_more_cards_than_they_hold():
    # After the stock runs out hands shrink; the app counts them.
    match = start(2)
    while match.deal.turns.stock or match.deal.turns.holding > 4:
        match = play(match, ("discard", open_rank(match)))
    refused(match, "meld", {"cards": "4H 5S 6D 7C 8H 9S"}, "holds only 4 cards, not 6", "cards")


# --- Marriages ------------------------------------------------------------------------------------------


#: Bob, Ann, Bob, Ann, Bob discard a king and four queens: Ann can take them back for her marriages.
ON_THE_PILES = [("discard", "K")] + [("discard", "Q")] * 4


@pytest.mark.parametrize(
    ("cards", "pulled", "points"),
    [
        ("KH QH", "", 10),  # "A single marriage scores 10 points"
        ("KH QH KD QD", "", 30),  # "a double marriage 30 points"
        ("KH QH KD QD KC QC", "", 60),  # "a triple 60"
        ("KH QH KD QD KC QC KS QS", "QH QD QC QS", 110),  # "a quadruple 100", one imperial: 100 + 10
        ("KS QS", "", 20),  # "an extra 10 points is scored for each of these declared": 10 + 10
        ("KS QS KS QS", "", 50),  # two imperial marriages: 30 + 2 x 10
        # "If all five marriages are declared at once, the player scores 150 points!"
        ("KH QH KD QD KC QC KS QS KS QS", "QH QD QC QS KS", 150),
    ],
)
def test_marriages_score_more_in_bulk(cards, pulled, points):
    before = ON_THE_PILES if pulled else [("discard", r) for r in "23467"]  # either way, Ann's turn
    match = play(start(2), *before, ("marriage", {"cards": cards, "pulled": pulled}))
    assert GAME.score_sheet(match).totals == (points, 0)
    # "They do not make a discard to the per-rank piles": the turn passes; "draws back up to six".
    assert GAME.prompt(match).actor == 1
    assert match.deal.turns.hands[0] == 6 and deal_counts(match) == 65


def test_all_five_marriages_plus_imperial_as_an_option():
    five = {"cards": "KH QH KD QD KC QC KS QS KS QS", "pulled": "QH QD QC QS KS"}
    match = play(start(2, all_five="plus_imperial"), *ON_THE_PILES, ("marriage", five))
    assert GAME.score_sheet(match).totals == (170, 0)  # 150 + 2 imperial marriages x 10


def test_more_marriage_cards_than_a_hand_holds_are_refused():
    cards = "KH QH KD QD KC QC KS QS"
    refused(start(2), "marriage", {"cards": cards}, "Bob holds only 7 cards, not 8", "cards")


def test_a_marriage_card_can_be_pulled_from_its_discard_pile():
    # "if a player holds just one card of the marriage, and the other is in the discard pile of the
    # appropriate rank, they can pull it out of the discards to score the marriage"
    match = play(start(2), ("discard", "Q"))  # Bob discards a queen
    hands_before = match.deal.turns.hands[0]
    match = play(match, ("marriage", {"cards": "KH QH", "pulled": "QH"}))
    assert GAME.score_sheet(match).totals == (10, 0)
    data = GAME.prompt(match).data
    assert next(p["pile"] for p in data["piles"] if p["rank"] == "Q") == 0
    assert (hands_before, match.deal.turns.hands[0]) == (7, 6)  # 7 less the king, and 0 drawn: 6
    assert deal_counts(match) == 65


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"cards": "KH QH", "pulled": "QH"}, "The queen pile holds 0, not 1"),
        ({"cards": "KH QH", "pulled": "QD"}, "QD is not one of the cards married"),
        ({"cards": "KH QH", "pulled": "KH QH"}, "has one card in hand"),
    ],
)
def test_pulling_what_is_not_on_the_pile_is_refused(payload, message):
    refused(start(2), "marriage", payload, message, "pulled")


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("KH QD", "A king of hearts has no queen of hearts to marry"),
        ("KH QH JH", "JH cannot be part of a marriage"),
        ("", "Enter the kings and queens married"),
    ],
)
def test_what_is_not_a_marriage_is_refused(cards, message):
    refused(start(2), "marriage", {"cards": cards}, message, "cards")


def test_a_card_married_earlier_is_in_the_general_pile():
    match = play(start(2), ("marriage", {"cards": "KH QH"}))
    refused(match, "marriage", {"cards": "KH QH"}, "KH was married earlier this hand", "cards")


def test_a_meld_and_a_marriage_of_the_same_king_and_queen_not_on_one_turn():
    # "A player holding a meld (such as a flush or sequence) involving a king and queen cannot declare the
    # meld and [marriage] on the same turn. Instead, the meld must be declared first, and the marriage
    # declared on a subsequent turn."
    match = play(start(2), ("meld", {"cards": "8H 9S 10D JC QH KH"}))
    before = GAME.score_sheet(match)
    refused(match, "marriage", {"cards": "KH QH"}, "The meld and a marriage of K♥ Q♥ cannot both", "cards")
    refused(match, "marriage", {"cards": "KD QD"}, "instead of a meld, not on the same turn", "cards")
    assert GAME.score_sheet(match) == before
    match = play(match, ("discard", "8"), ("discard", "2"), ("marriage", {"cards": "KH QH"}))
    assert GAME.score_sheet(match).totals == (0, 30)  # 20 for the sequence + 10 for the marriage


# --- The hand and the game ------------------------------------------------------------------------------


def play_out_hand(match):
    number = match.deal.number
    while match.deal is not None and match.deal.number == number and not match.is_over:
        match = play(match, ("discard", open_rank(match)))
    return match


def test_the_hand_ends_when_every_card_is_played_and_the_deal_passes_left():
    # "Game play continues as above until the stock is depleted ... if a player runs out of cards, they drop
    # out of the hand. The hand ends when the entire deck is in the general discard pile."
    match = play_out_hand(start(3))
    assert len(match.played) == 1 and match.deal.number == 2 and match.deal.dealer == 1
    # Every rank reached its fifth card: 13 zetemas, J 20 + A, 5 15 each + K, Q 50 each + 8 x 5 = 190.
    assert sum(GAME.score_sheet(match).totals) == 20 + 2 * 15 + 2 * 50 + 8 * 5
    assert len(match.played[0].facts["zetemas"]) == 13


def test_a_player_out_of_cards_drops_out_of_the_hand():
    # "Game play continues as above until the stock is depleted, at which point players simply stop drawing.
    # At this point, if a player runs out of cards, they drop out of the hand."
    match = start(2)
    while match.deal.turns.stock:
        match = play(match, ("discard", open_rank(match, low_first=True)))
    seat, other = match.deal.turn, 1 - match.deal.turn  # seat drew the last card of the stock
    match = play(match, ("marriage", {"cards": "KH QH"}), ("discard", open_rank(match, low_first=True)))
    match = play(match, ("marriage", {"cards": "KD QD"}))  # no drawing back up: the stock is gone
    assert (match.deal.turns.hands[seat], match.deal.turns.hands[other]) == (3, 5)  # 7 - 2 - 2, 6 - 1
    while match.deal.turns.hands[seat]:
        match = play(match, ("discard", open_rank(match, low_first=True)))
    assert match.deal.turns.hands[other] == 2
    for _ in range(2):  # the other player plays on alone, twice in a row
        assert GAME.prompt(match).actor == other
        match = play(match, ("discard", open_rank(match, low_first=True)))
    assert match.deal.number == 2 and len(match.played) == 1


def test_the_game_ends_the_moment_the_target_is_reached():
    # "When this happens, the rest of the hand is not played—the game ends immediately. Whoever reached
    # the target score is the winner."
    match = play(start(2), ("meld", {"cards": "KS KS KH KD KC"}), ("discard", "K"), ("discard", "2"))
    match = play(match, ("meld", {"cards": "QS QS QH QD QC"}), ("discard", "Q"), ("discard", "2"))
    assert GAME.score_sheet(match).totals == (0, 260) and not match.is_over  # 130 + 130
    match = play(match, ("meld", {"cards": "JS JS JH JD JC"}))  # 260 + 120 = 380 >= 300, mid-hand
    assert match.is_over and GAME.prompt(match).phase == "over"
    assert GAME.score_sheet(match).totals == (0, 380) and GAME.score_sheet(match).winners == (1,)
    assert GAME.result(match) == "Bob wins 380–0, by Bob's assembly of jacks"
    refused(match, "discard", {"rank": "J"}, "The game is over", None)


def test_partners_reach_200_together():
    # "Partners' scores are added together": Bob 120 + Dee 130 = 250 >= 200
    match = play(start(4), ("meld", {"cards": "JS JS JH JD JC"}), ("discard", "J"), ("discard", "2"))
    match = play(match, ("meld", {"cards": "KS KS KH KD KC"}))
    assert match.is_over and GAME.score_sheet(match).totals == (0, 250)
    assert GAME.result(match) == "Bob & Dee win 250–0, by Dee's assembly of kings"
    assert match.played[-1].facts["ended_mid_deal"] is True


# --- Invariants -----------------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10_000))
def test_cards_are_conserved_and_scores_only_grow(players, seed):
    from random import Random

    rng, match = Random(seed), start(players)
    totals = (0,) * len(GAME.score_sheet(match).totals)
    for _ in range(150):
        if match.is_over:
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
        sheet = GAME.score_sheet(match)
        assert all(now >= then for now, then in zip(sheet.totals, totals, strict=True))
        totals = sheet.totals
        if match.deal is not None:
            assert deal_counts(match) == 65  # stock + hands + rank piles + general pile
            assert all(0 <= p["pile"] <= 4 for p in GAME.prompt(match).data["piles"])


def test_ranks_are_the_thirteen_piles():
    assert len(RANKS) == 13


# --- The discard after a meld is a card, not a rank (issue 23) -----------------------------------------


def test_the_discard_after_a_meld_is_checked_by_its_suit_too():
    # "if they declared a meld on that turn, the discard must be one of the cards of that meld": a 9 of
    # another suit than the meld's 9S is not one of its cards.
    match = play(start(2), ("meld", {"cards": "4H 5S 6D 7C 8H 9S"}))
    refused(match, "discard", {"card": "9H"}, "9H is not one of the meld's cards: 4H, 5S, 6D", "card")
    match = GAME.apply(match, Event("discard", {"card": "9S"}))
    assert match.deal.piles.on_pile(Rank.NINE) == 1 and match.deal.turn == 0
