"""Calypso (calypso.txt): each test quotes the sentence it checks, with the arithmetic in a comment; every
worked example of the text (who wins a trick); the refusals with their sentences; and properties of the
cards accounted for and of the scores.

Seats: Ann 0 ♠, Bob 1 ♦, Cid 2 ♥, Dee 3 ♣ (the default trumps); Ann & Cid (column 0, spades and hearts)
against Bob & Dee (column 1, diamonds and clubs). Ann deals first; the deal passes to the left.
"""

from __future__ import annotations

import re
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.cards import Suit, parse_cards
from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.deal.loop import Sides
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.families.tricks.engine import trick_winner
from scorekeeper.games.calypso.rules import CalypsoOptions, Layout, trick_rules
from scorekeeper.games.registry import get_ruleset
from scorekeeper.games.tricks import winner_for

NAMES = ("Ann", "Bob", "Cid", "Dee")
GAME = get_ruleset("calypso")
ANN, BOB, CID, DEE = range(4)
SPADE, DIAMOND, HEART, CLUB = ANN, BOB, CID, DEE  # each seat's own trump suit by default


def start(**options):
    return GAME.start(GameSetup(NAMES, CalypsoOptions(**options)))


def count(calypsos=(0, 0, 0, 0), incomplete=(0, 0, 0, 0), won=(0, 0), **more):
    """The count after a deal: the table as it lies."""
    return ("count", {"calypsos": list(calypsos), "incomplete": list(incomplete), "won": list(won)} | more)


def by_cards(calypsos, cards, won):
    return ("count", {"calypsos": list(calypsos), "cards": list(cards), "won": list(won)})


LATER = ("count_later", {})
#: After deal 1: Ann 5 ♠ and Cid 4 ♥ in progress, pile 19 (28 cards: 7 tricks); Bob 3 ♦, Dee 2 ♣, pile 19
#: (24 cards: 6 tricks); 28 + 24 = 52 dealt.
DEAL_1 = count(incomplete=(5, 3, 4, 2), won=(19, 19))


def play(match, *entries):
    for type_, payload in entries:
        match = GAME.apply(match, Event(type_, payload))
    return match


def refused(match, entry, text: str, field: str | None = "any"):
    type_, payload = entry
    with pytest.raises(RuleError, match=re.escape(text)) as caught:
        GAME.apply(match, Event(type_, payload))
    assert caught.value.message.endswith(".")
    if field != "any":
        assert caught.value.field == field
    return caught.value


# --- The table ---------------------------------------------------------------------------------------------


def test_four_players_in_partnerships_seated_across():
    # "It is a partnership game for four players." "Players should be seated so that their partner is seated
    # across from them, with their opponents at their immediate right and left."
    assert GAME.score_sheet(start()).columns == ("Ann & Cid", "Bob & Dee")
    with pytest.raises(RuleError, match="played by 4 players, not"):
        GAME.start(GameSetup(NAMES[:3], CalypsoOptions()))
    with pytest.raises(RuleError, match="Ann with Cid, Bob with Dee") as caught:
        GAME.start(GameSetup(NAMES, CalypsoOptions(), teams=((0, 1), (2, 3))))
    assert caught.value.field == "teams"


def test_each_player_has_a_trump_suit_of_their_own_by_default_the_custom():
    # "Customarily, the spade player's partner will be the heart player and the diamond player's partner will
    # be the club player."
    assert CalypsoOptions().trumps == "SDHC"  # Ann ♠ & Cid ♥ against Bob ♦ & Dee ♣
    assert GAME.prompt(start()).data["suits"] == ["S", "D", "H", "C"]
    # "there is no real reason this convention needs to be followed": every order of the four suits (4! = 24).
    assert parse_options(CalypsoOptions, {"trumps": "HCSD"}).trumps == "HCSD"
    assert len(GAME.catalogue_entry()["options"][0]["choices"]) == 24
    with pytest.raises(RuleError, match="choose one of"):
        parse_options(CalypsoOptions, {"trumps": "SSHC"})


# --- Who wins a trick: every example of the text --------------------------------------------------------


@pytest.mark.parametrize(
    ("leader", "plays", "winner", "example"),
    [
        # "if the diamond player led a diamond, and everyone played diamonds, the diamond player wins the
        # trick, regardless of the rank of the cards played": 5♦ beats A♦.
        (DIAMOND, "5D KD AD QD", 0, "everyone played diamonds"),
        # "If the diamond player led a diamond, and the only player not to play diamonds was the club player,
        # who played a spade, the diamond player would still win the trick."
        (DIAMOND, "5D KD AS QD", 0, "the club player played a spade"),
        # "if the diamond player led the J♦, and the spade player played the Q♠, the spade player would win".
        (DIAMOND, "JD 3D 4D QS", 3, "Q♠ beats J♦"),
        # "if, say, hearts are led by the club player, the heart player does not 'trump' ... They can only
        # win the trick by playing the highest heart": K♥ from the spade player beats the heart player's 10♥.
        (CLUB, "9H KH 2H 10H", 1, "the heart player does not trump"),
        # "the spade player leads the 9♥. If the club player is out of hearts and instead plays the 4♣, the
        # club player would win the trick."
        (SPADE, "9H JH AH 4C", 3, "4♣ wins"),
        # "the spade player leads the 9♥, which is followed by the 4♣ from the club player, and the 6♦ from
        # the diamond player. The diamond player would win the trick."
        (SPADE, "9H 6D AH 4C", 1, "6♦ beats 4♣"),
        # "If two cards tie for taking the trick, the one that was played first takes the trick."
        (SPADE, "9H KH KH 2H", 1, "two K♥"),
        (SPADE, "9H 6D 3H 6C", 1, "two trumps of rank 6"),
    ],
)
def test_who_wins_a_trick(leader, plays, winner, example):
    rules = trick_rules(None, CalypsoOptions())
    assert trick_winner(parse_cards(plays), rules, leader=leader) == winner
    assert winner_for("calypso", None, plays.split(), {}, {"leader": leader}) == winner  # the trick tool


def test_the_trick_rules_follow_the_trumps_option_and_have_no_common_trump():
    # With "HCSD" Ann holds hearts: the 2♥ she plays to a diamond lead she cannot follow trumps (seat 0 plays
    # fourth when seat 1 leads).
    assert trick_winner(parse_cards("9D 3D 4D 2H"), trick_rules(None, CalypsoOptions("HCSD")), leader=1) == 3
    with pytest.raises(ValueError, match="their own trump suit"):
        trick_rules(Suit.HEARTS, CalypsoOptions())


# --- Four deals --------------------------------------------------------------------------------------------


def test_four_deals_and_every_player_deals_once():
    # "Deal thirteen cards ... to each player" (4 x 13 = 52 of 208) and "After all thirteen tricks have been
    # played, the deal passes to the left ... When all of the cards dealt in the last batch of thirteen have
    # been exhausted, the game ends": 208 / 52 = 4 deals, dealt by Ann, Bob, Cid and Dee.
    match, dealers = start(), []
    for _ in range(3):
        dealers.append(match.deal.dealer)
        match = play(match, LATER)
    dealers.append(match.deal.dealer)
    assert dealers == [ANN, BOB, CID, DEE] and GAME.prompt(match).title == "Deal 4 of 4 · Dee deals"
    assert GAME.prompt(match).events == ("count",)  # the last deal must be counted
    refused(match, LATER, "Now the table records count, not count later")
    match = play(match, count(incomplete=(6, 0, 6, 0), won=(100, 96)))  # 12 + 100 = 112, 96: 208
    assert match.is_over and len(match.played) == 4
    refused(match, DEAL_1, "The game is over")


def test_the_first_dealer_is_the_tables():
    match = GAME.start(GameSetup(NAMES, CalypsoOptions(), first_dealer=2))
    assert GAME.prompt(match).title == "Deal 1 of 4 · Cid deals"
    assert play(match, LATER).deal.dealer == DEE


# --- The score -------------------------------------------------------------------------------------------


def test_cards_in_progress_score_20_and_cards_in_the_pile_10_partners_together():
    # "Both partners' scores are then combined. Each side adds to their calypso scores 10 points for each
    # unused card in their won-tricks pile and 20 points for each card in their uncompleted calypsos."
    match = play(start(), DEAL_1)
    # Ann & Cid: (5 + 4) x 20 + 19 x 10 = 180 + 190 = 370; Bob & Dee: (3 + 2) x 20 + 190 = 290.
    assert match.totals == (370, 290)
    row = match.played[0].row
    assert [line.label for line in row.lines[0]] == [
        "Ann: 5 ♠ in progress × 20",
        "Cid: 4 ♥ in progress × 20",
        "won-tricks pile: 19 × 10",
    ]
    assert row.notes == ("7 tricks", "6 tricks")  # 28 / 4 and 24 / 4
    assert row.summary == "Ann & Cid took 7 tricks, Bob & Dee 6"


def test_the_first_calypso_500_the_second_750_the_third_and_fourth_1000_each():
    # "Each partner first calculates the value of their calypsos: 500 for the first, 750 for the second, and
    # 1000 each for the third and (almost impossible) fourth."
    # Counted only after deal 4: Ann has all four (4 x 13 = 52 spades), Ann & Cid's pile 48 (100 cards: 25
    # tricks); Bob & Dee's pile 108 (27 tricks); 100 + 108 = 208.
    match = play(start(), LATER, LATER, LATER, count(calypsos=(4, 0, 0, 0), won=(48, 108)))
    # 500 + 750 + 1000 + 1000 = 3250, + 48 x 10 = 3730; Bob & Dee 108 x 10 = 1080.
    assert match.totals == (3730, 1080) and match.is_over and match.winners == (0,)
    assert match.played[-1].row.lines[0][0].label == "Ann: 4 calypsos ♠ (500 + 750 + 1000 + 1000)"
    assert GAME.prompt(match).title == "Game over · Ann & Cid win 3730–1080"


def test_each_partner_counts_their_own_calypsos():
    # Ann and Cid one calypso each: 500 + 500, not 500 + 750 (the values go "for the first, ... the
    # second" of each partner). Ann & Cid 13 + 13 + pile 54 = 80 (20 tricks); Bob & Dee pile 24 (6 tricks).
    match = play(start(), LATER, count(calypsos=(1, 0, 1, 0), won=(54, 24)))
    assert match.totals == (500 + 500 + 540, 240)


def test_the_sheet_shows_the_standing_after_each_count():
    # The text counts at the end; the sheet's rows are the change in the standing, so the totals are
    # always what each side would score now. Deal 2: Ann completes her calypso (13 + 1 spades) and Bob
    # has 6 diamonds; piles 38 and 40. Ann & Cid 14 + 4 + 38 = 56 (7 more tricks), Bob & Dee 6 + 2 + 40 = 48.
    match = play(start(), DEAL_1, count(calypsos=(1, 0, 0, 0), incomplete=(1, 6, 4, 2), won=(38, 40)))
    # Ann & Cid: 500 + (1 + 4) x 20 + 38 x 10 = 980, less 370 after deal 1 = 610 this deal.
    # Bob & Dee: (6 + 2) x 20 + 40 x 10 = 560, less 290 = 270.
    row = match.played[1].row
    assert row.points == (610, 270) and match.totals == (980, 560)
    assert row.lines[0][0].label == "Ann: 1 calypso ♠ (500)"
    assert row.lines[0][-1].label == "less the standing after deal 1" and row.lines[0][-1].points == -370
    assert row.notes == ("7 tricks · calypso: Ann", "6 tricks")
    assert row.summary == "Ann & Cid took 7 tricks, Bob & Dee 6 · calypso for Ann"
    assert match.played[1].facts["standing"] == [980, 560]


def test_a_table_may_count_only_at_the_end():
    # "When all of the cards dealt in the last batch of thirteen have been exhausted, the game ends. The
    # scores are then calculated."
    match = play(start(), LATER)
    assert match.totals == (0, 0) and match.played[0].row.points == (None, None)
    assert match.played[0].row.summary == "not counted: the next count covers it"
    # Counted after deal 3, for deals 1 to 3 (156 cards): Ann & Cid 5 + 4 + 71 = 80 (20 tricks), Bob & Dee
    # 3 + 2 + 71 = 76 (19 tricks); 80 + 76 = 156.
    match = play(match, LATER, count(incomplete=(5, 3, 4, 2), won=(71, 71)))
    row = match.played[2].row
    assert row.summary == "Deals 1–3: Ann & Cid took 20 tricks, Bob & Dee 19" and row.notes[0] == "20 tricks"
    assert row.points == (180 + 710, 100 + 710) and not any(line.points < 0 for line in row.lines[0])
    assert GAME.extras(match)["span"] == "deals 1–3" and GAME.extras(match)["tricks"] == [20, 19]


def test_the_winning_side_has_the_higher_score_and_level_totals_tie():
    # "Whichever partnership has the higher score wins the game." Level totals: a tie (no tie-break).
    match = play(start(), LATER, LATER, LATER, count(won=(104, 104)))  # 26 tricks each: 1040 each
    assert match.is_over and match.winners == (0, 1) and match.totals == (1040, 1040)
    assert GAME.prompt(match).title == "Game over · Ann & Cid and Bob & Dee tie with 1040"


# --- What the table records, and what the app refuses ------------------------------------------------------


def test_the_count_must_account_for_every_card_dealt():
    # "a 208-card pack ... Deal thirteen cards ... to each player. Set the rest of the deck aside": after
    # deal 1, 52 cards are in calypsos and piles and 156 are not dealt yet.
    match = start()
    # 5 + 3 + 4 + 2 = 14 in progress, + 19 + 15 in the piles = 48, not 52.
    error = refused(match, count(incomplete=(5, 3, 4, 2), won=(19, 15)), "After deal 1", "won")
    assert error.message == (
        "After deal 1 the counts should hold 52 cards (208 less the 156 not dealt), not 48: count again."
    )
    last = play(start(), LATER, LATER, LATER)
    refused(last, count(won=(100, 100)), "After deal 4 the counts should hold all 208 cards, not 200", "won")


def test_a_sides_cards_are_whole_tricks():
    # "they place any cards of the opponents' suits in a face-up won-tricks pile at their side. Then, they
    # pass any cards of their partner's suit ... to them": every card of a trick stays with the side that
    # won it. Ann & Cid 9 + 20 = 29 cards are not whole tricks of four (and Bob & Dee 5 + 18 = 23).
    refused(start(), count(incomplete=(5, 3, 4, 2), won=(20, 18)), "so Ann & Cid's 29 cards", "won.0")
    # (With 52 cards in all, when one side's cards are not whole tricks, the other's are not either.)
    assert play(start(), count(incomplete=(5, 3, 4, 2), won=(23, 15))).totals == (180 + 230, 100 + 150)


def test_a_calypso_in_progress_holds_at_most_twelve_cards():
    # "When a player has obtained one card of each rank in their trump suit, they have completed their
    # calypso": thirteen in progress is a completed calypso.
    refused(
        start(),
        count(incomplete=(13, 0, 0, 0), won=(19, 20)),
        "13 cards make Ann's calypso complete: count it as completed",
        "incomplete.0",
    )
    refused(
        start(),
        count(incomplete=(-1, 0, 0, 0), won=(0, 0)),
        "Ann's cards in progress cannot be less than 0",
        "incomplete.0",
    )


def test_at_most_four_calypsos_a_player_from_four_packs():
    # Four packs hold four cards of each rank: at most four calypsos, and with four none is in progress.
    refused(
        start(), count(calypsos=(5, 0, 0, 0)), "Ann's completed calypsos cannot be more than 4", "calypsos.0"
    )
    last = play(start(), LATER, LATER, LATER)
    refused(
        last,
        count(calypsos=(4, 0, 0, 0), incomplete=(4, 0, 0, 0), won=(44, 108)),
        "With four calypsos Ann has every card",
        "incomplete.0",
    )


def test_nothing_leaves_a_calypso_or_a_pile():
    # "Incomplete calypsos are fanned out face-up ... continuing to build the calypsos they already have in
    # progress"; a completed calypso is set aside; a pile only grows.
    match = play(start(), DEAL_1)
    refused(
        match,
        count(incomplete=(4, 3, 4, 2), won=(20, 71)),
        "Ann's calypso in progress had 5 cards after deal 1: it keeps its cards until complete",
        "incomplete.0",
    )
    refused(
        match,
        count(incomplete=(5, 3, 4, 2), won=(15, 75)),
        "Ann & Cid's won-tricks pile had 19 cards after deal 1: a pile only grows",
        "won.0",
    )
    later = play(match, count(calypsos=(1, 0, 0, 0), incomplete=(1, 6, 4, 2), won=(38, 40)))
    refused(
        later,
        count(incomplete=(1, 6, 4, 2), won=(92, 51)),
        "Ann had 1 calypso after deal 2: a completed calypso stays",
        "calypsos.0",
    )
    # "The player may then use any unused cards in the last trick won to start a new calypso": after a
    # calypso completed, fewer cards in progress than before are fine (Ann 5 -> 13 + 1).
    assert later.played[1].facts["completed"] == [1, 0, 0, 0]


def test_the_calypso_in_progress_may_be_entered_as_its_cards():
    # "A calypso is a set of thirteen cards of the player's trump suit (one of each rank)."
    match = play(
        start(), by_cards((0, 0, 0, 0), ["AS KS 7S 2S 10S", "2D 3D 4D", "AH KH QH JH", "9C 8C"], (19, 19))
    )
    layout = match.played[0].facts["layout"]
    assert layout.incomplete == (5, 3, 4, 2) and layout.cards[0] == ("AS", "KS", "10S", "7S", "2S")
    assert match.totals == (370, 290)  # as counted: (5 + 4) x 20 + 190, (3 + 2) x 20 + 190
    assert GAME.extras(match)["layout"].cards[2] == ("AH", "KH", "QH", "JH")
    # A card that leaves: Ann's 7♠ was in her calypso after deal 1.
    refused(
        match,
        by_cards((0, 0, 0, 0), ["AS KS 10S 2S 3S 4S", "2D 3D 4D", "AH KH QH JH", "9C 8C"], (52, 37)),
        "Ann's calypso in progress had 7S after deal 1",
        "cards.0",
    )


def test_calypso_cards_are_the_owners_suit_and_one_of_each_rank():
    # "If they or their partner happen to win a trick that contains a duplicate of a card already in their
    # calypso, this card is simply added to the won-trick pile."
    blank = ["", "", "", ""]
    refused(
        start(),
        by_cards((0,) * 4, ["AS AS", *blank[1:]], (0, 0)),
        "Ann's calypso holds one of each rank: the second AS goes to the pile",
        "cards.0",
    )
    refused(
        start(),
        by_cards((0,) * 4, ["", "AS", "", ""], (0, 0)),
        "Bob's calypso is of ♦ diamonds: AS is not one",
        "cards.1",
    )
    refused(start(), by_cards((0,) * 4, ["", "", "XX", ""], (0, 0)), "Cid: “XX” is not a card", "cards.2")
    refused(start(), by_cards((0,) * 4, ["", ""], (0, 0)), "calypso cards of each of the 4 players", "cards")
    refused(
        start(), ("count", {"calypsos": [0] * 4, "won": [0, 0]}), "as a count or as its cards", "incomplete"
    )
    both = {"calypsos": [0] * 4, "incomplete": [0] * 4, "cards": blank, "won": [26, 26]}
    refused(start(), ("count", both), "as a count or as its cards (one of the two)", "incomplete")


def test_badly_formed_counts_are_refused_with_a_sentence():
    refused(
        start(),
        ("count", {"incomplete": [0] * 4, "won": [0, 0]}),
        "Enter a number for each of 4 players",
        "calypsos",
    )
    refused(start(), count(won=(52,)), "Enter the cards in each side's won-tricks pile", "won")
    refused(start(), count(won=(52, "x")), "Bob & Dee's won-tricks pile must be a whole number", "won.1")
    refused(start(), count(won=(300, 0)), "Ann & Cid's won-tricks pile cannot be more than 208", "won.0")


def test_the_prompt_and_the_scoreboard_show_the_table_as_last_counted():
    match = play(start(), DEAL_1)
    prompt = GAME.prompt(match)
    assert prompt.phase == "count" and prompt.events == ("count", "count_later")
    assert prompt.title == "Deal 2 of 4 · Bob deals" and prompt.actor is None
    data = prompt.data
    assert data["counted_after"] == 1 and data["layout"].won == (19, 19) and data["held"] == (28, 24)
    assert data["undealt"] == 104 and data["span"] == "deal 1" and data["tricks"] == [7, 6]
    assert data["parts"] == [(0, 180, 190), (0, 100, 190)]
    assert data["last"] == {"label": "Deal 1", "summary": "Ann & Cid took 7 tricks, Bob & Dee 6"}
    assert GAME.extras(start())["counted_after"] == 0 and GAME.extras(start())["last"] is None


# --- Every game, whatever is entered ----------------------------------------------------------------------


def text_score(layout: Layout, sides: Sides) -> list[int]:
    """The text's count, done independently: calypsos 500, 750, 1000, 1000 per player, 20 per card in
    progress, 10 per card in the pile, partners together."""
    worth = [0, 500, 1250, 2250, 3250]
    return [
        sum(worth[layout.calypsos[s]] + 20 * layout.incomplete[s] for s in seats) + 10 * layout.won[side]
        for side, seats in enumerate(sides.seats)
    ]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["SDHC", "HCSD", "CSDH"]), st.booleans())
def test_the_cards_accounted_always_total_208(seed, trumps, swapped):
    # Every count: 13 x calypsos + cards in progress + piles + cards not dealt = 208; each side's cards are
    # whole tricks; the totals are the standing; after deal 4 they are the text's count.
    teams = ((1, 3), (0, 2)) if swapped else ()
    setup = GameSetup(NAMES, CalypsoOptions(trumps), teams=teams)
    match, rng, sides = GAME.start(setup), Random(seed), Sides.partnerships(setup)
    while not match.is_over:
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError as exc:
            assert exc.message.endswith(".") and exc.field
    for number, record in enumerate(match.played, start=1):
        if "layout" not in record.facts:
            assert record.row.points == (None, None)
            continue
        layout = record.facts["layout"]
        held = layout.held(sides)
        assert (
            13 * sum(layout.calypsos) + sum(layout.incomplete) + sum(layout.won) + (208 - 52 * number) == 208
        )
        assert all(h % 4 == 0 for h in held) and record.facts["standing"] == text_score(layout, sides)
        assert all(0 <= b <= 12 for b in layout.incomplete) and all(0 <= c <= 4 for c in layout.calypsos)
    final = match.played[-1].facts["layout"]
    assert list(match.totals) == text_score(final, sides)
    assert set(match.winners) == {s for s in (0, 1) if match.totals[s] == max(match.totals)}
