"""Card points of every point-trick game, checked against the rules texts' values and totals."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import Card, CardError, Rank, Suit, format_cards, italian_40, piquet_32, standard_52
from scorekeeper.core import RuleError
from scorekeeper.games.card_points import (
    card_value,
    check_split,
    count_piles,
    count_points,
    deck_total,
    game_slugs,
    schedule_for,
)
from scorekeeper.games.nine_card_don.rules import CountedFor
from scorekeeper.games.pickle.rules import PickleTable

# --- Totals ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "options", "total"),
    [
        ("belote", {}, 162),  # "152 possible points ... plus the ten for dix de der ... 162"
        ("briscola", {}, 120),  # 4 x (11 + 10 + 4 + 3 + 2)
        ("briscola", {"players": 3}, 120),  # the 2 left out is worth nothing
        ("briscola-chiamata", {}, 120),  # "The total number of points in the pack is 120."
        ("malilla", {}, 70),  # "all ten tricks ... 70 points"
        ("twenty-nine", {}, 28),  # "seven card points in each suit, or 28 altogether"
        ("twenty-nine", {"last_trick_point": True}, 29),  # 28 + "one extra point ... for the last trick"
    ],
)
def test_deck_total_is_the_total_the_text_states(game, options, total):
    assert deck_total(game, options=options) == total


@pytest.mark.parametrize(
    ("game", "options", "total"),
    [
        ("nine-card-don", {}, 44),  # trumps 10 + 9 + 4 + 3 + 2 + 1 = 29, three other 5s 15
        ("nine-card-don", {"count": "game"}, 80),  # 4 x (4 + 3 + 2 + 1 + 10)
        ("couillon", {}, 40),  # 4 x (4 + 3 + 2 + 1)
        ("pickle", {}, 145),  # 4 x (5 + 10 + 1 + 2 + 3 + 4) = 100, jokers 2 x 15, lowest trump 15
        ("hand-and-foot", {}, 3950),  # a pack 200 + 10 + 80 + 80 + 240 + 80 + 100 = 790, five packs
    ],
)
def test_deck_total_of_games_whose_text_states_none(game, options, total):
    assert deck_total(game, options=options) == total


@pytest.mark.parametrize("game", game_slugs())
def test_every_schedule_counts_its_expected_total(game):
    assert deck_total(game) == schedule_for(game).expected_total


def test_game_slugs_lists_every_counting_game():
    assert set(game_slugs()) == {
        "belote",
        "briscola",
        "briscola-chiamata",
        "malilla",
        "twenty-nine",
        "nine-card-don",
        "couillon",
        "pickle",
        "hand-and-foot",
    }


# --- Belote ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("JH", 20),  # "The jack of trump: 20 points."
        ("9H", 14),  # "The nine of trump: 14 points."
        ("AH", 11),
        ("10H", 10),
        ("KH", 4),
        ("QH", 3),
        ("8H", 0),
        ("7H", 0),
        ("AS", 11),
        ("10S", 10),
        ("KS", 4),
        ("QS", 3),
        ("JS", 2),  # "Non-trump jacks: 2 points each."
        ("9S", 0),  # "9s in non-trump suits, do not score anything"
        ("8S", 0),
        ("7S", 0),
    ],
)
def test_belote_card_values(card, points):
    assert card_value("belote", card, trump="H") == points


def test_belote_152_in_tricks_plus_ten_for_dix_de_der():
    deck = format_cards(piquet_32())
    assert count_points("belote", deck, trump="S").total == 152
    assert count_points("belote", deck, trump="S", last_trick=True).total == 162  # 152 + 10


def test_belote_breakdown_names_each_group():
    result = count_points("belote", "JH 9H AS AD 10S 7D QC", trump="H", last_trick=True)
    # 20 + 14 + 11 + 11 + 10 + 0 + 3 + 10 = 79
    assert result.total == 79
    assert [(ln.label, ln.points, ln.cards) for ln in result.lines] == [
        ("jack of trumps", 20, ("JH",)),
        ("9 of trumps", 14, ("9H",)),
        ("non-trump aces", 22, ("AS", "AD")),
        ("non-trump 10s", 10, ("10S",)),
        ("non-trump queens", 3, ("QC",)),
        ("dix de der", 10, ()),
    ]


def test_belote_needs_the_trump_suit():
    with pytest.raises(RuleError, match="trump suit"):
        count_points("belote", "JH")


@pytest.mark.parametrize("trump", ["H", "h", "♥", "hearts", "Heart", Suit.HEARTS])
def test_trump_suit_in_any_notation(trump):
    assert card_value("belote", "JH", trump=trump) == 20


def test_trump_must_be_a_suit():
    with pytest.raises(RuleError, match="“X” is not a suit"):
        card_value("belote", "JH", trump="X")


def test_belote_split_needs_the_side_that_took_the_last_trick():
    deck = piquet_32()
    with pytest.raises(RuleError, match="dix de der"):
        check_split("belote", deck[:16], deck[16:], trump="H")
    with pytest.raises(RuleError, match="one of the piles"):
        check_split("belote", deck[:16], deck[16:], trump="H", last_trick_to=2)


# --- Briscola and Briscola Chiamata ---------------------------------------------------------------


@pytest.mark.parametrize("game", ["briscola", "briscola-chiamata"])
@pytest.mark.parametrize(
    ("card", "points"),
    [("AC", 11), ("3C", 10), ("KC", 4), ("QC", 3), ("JC", 2), ("7C", 0), ("4C", 0), ("2C", 0)],
)
def test_briscola_card_values(game, card, points):
    assert card_value(game, card) == points


@pytest.mark.parametrize("card", ["10H", "9S", "8D"])
def test_briscola_pack_has_no_10s_9s_or_8s(card):
    with pytest.raises(CardError, match=f"{card} is not in the deck"):
        count_points("briscola", [card])


def test_briscola_three_players_leave_one_two_out():
    # "The three-player game uses a 39-card deck ... removing one of the 2s"
    three = {"players": 3, "removed_two": "C"}
    assert len(schedule_for("briscola", three).deck) == 39
    deck = [c for c in italian_40() if c != Card(Rank.TWO, Suit.CLUBS)]
    a, b = check_split("briscola", deck[:20], deck[20:], options=three)
    assert a.total + b.total == 120
    with pytest.raises(CardError, match="2C is not in the deck"):
        count_points("briscola", "2C", options=three)


def test_briscola_two_players_use_the_whole_pack():
    deck = [c for c in format_cards(italian_40()) if c != "2S"]
    with pytest.raises(CardError, match="missing 2S:"):
        check_split("briscola", deck[:20], deck[20:])


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 5}, "at most 4"),
        ({"removed_two": "X"}, "choose one of"),
        ({"trumps": "H"}, "Unknown option"),
    ],
)
def test_briscola_options_are_validated(options, message):
    with pytest.raises(RuleError, match=message):
        deck_total("briscola", options=options)


def test_briscola_chiamata_bidders_need_61_of_120():
    # "undertake to win more than half of the card points - i.e. at least 61"
    bidders = "AS AH AD AC 3S KS QS"  # 4 x 11 + 10 + 4 + 3 = 61
    rest = [c for c in format_cards(italian_40()) if c not in bidders.split()]
    a, b = check_split("briscola-chiamata", bidders, rest)
    assert (a.total, b.total) == (61, 59)  # 120 - 61 = 59


def test_briscola_col_monte_discards_count_with_the_last_trick():
    # "The five discarded cards count for the team of the player who wins the last of the seven tricks."
    deck = format_cards(italian_40())
    monte = ["AS", "3S", "KS", "2H", "4H"]  # 11 + 10 + 4 = 25
    tricks = [c for c in deck if c not in monte]
    without, _ = check_split("briscola-chiamata", [*tricks[:15], *monte], tricks[15:])
    assert without.total == count_points("briscola-chiamata", tricks[:15]).total + 25


# --- Malilla --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "points"), [("7D", 5), ("AD", 4), ("KD", 3), ("QD", 2), ("JD", 1), ("6D", 0), ("2D", 0)]
)
def test_malilla_card_values_and_the_dealers_turned_up_bonus(card, points):
    # "If the dealer's last (face-up) card is a point-scoring card, the dealer's team scores that many"
    assert card_value("malilla", card) == points


def test_malilla_capote_collects_70():
    # 4 suits x (5 + 4 + 3 + 2 + 1) = 60, plus one point for each of the ten tricks
    result = count_points("malilla", italian_40())
    assert result.total == 70
    assert result.lines[-1].label == "10 tricks"


def test_malilla_both_sides_collecting_35_tie():
    # "If both partnerships tie, both collecting 35 points": two suits (30) and five tricks (5) each
    deck = italian_40()
    majors = [c for c in deck if c.suit in (Suit.HEARTS, Suit.SPADES)]
    minors = [c for c in deck if c.suit in (Suit.DIAMONDS, Suit.CLUBS)]
    a, b = check_split("malilla", majors, minors)
    assert (a.total, b.total) == (35, 35)


def test_malilla_tricks_can_be_given_when_only_point_cards_are_entered():
    assert count_points("malilla", "7H AH KS", tricks=3).total == 15  # 5 + 4 + 3 + 3 tricks


@pytest.mark.parametrize(
    ("cards", "tricks", "message"),
    [
        ("7H AH KS", None, "3 cards are not whole tricks"),
        ("7H AH KS 2C 3C", 1, "5 cards cannot come from 1 trick"),
        ("7H", 11, "0 to 10 tricks"),
    ],
)
def test_malilla_tricks_must_fit_the_cards(cards, tricks, message):
    with pytest.raises(CardError, match=message):
        count_points("malilla", cards, tricks=tricks)


# --- Twenty-Nine ----------------------------------------------------------------------------------


@pytest.mark.parametrize("suit", list(Suit))
def test_twenty_nine_seven_points_in_each_suit(suit):
    cards = [Card(rank, suit) for rank in Rank if rank.number >= 7 or rank == Rank.ACE]
    assert count_points("twenty-nine", cards).total == 7  # J 3 + 9 2 + A 1 + 10 1


def test_twenty_nine_last_trick_point_is_an_option():
    assert count_points("twenty-nine", "JS", last_trick=True).total == 3  # not counted by default
    assert count_points("twenty-nine", "JS", last_trick=True, options={"last_trick_point": True}).total == 4


# --- Nine-Card Don --------------------------------------------------------------------------------


def test_don_points_for_trumps_and_other_fives():
    # trump 5 10 + 9 9 + A 4 + K 3 + Q 2 + J 1 = 29, "any non-trump 5 captured scores five", trump 10 nothing
    result = count_points("nine-card-don", "5S 9S AS KS QS JS 10S 5H 9H", trump="S")
    assert result.total == 34
    assert result.lines[-1].label == "non-trump 5s"


def test_don_points_for_game():
    game = CountedFor(count="game")
    # A 4 + K 3 + Q 2 + J 1 + 10 + 10 = 30; 5s and 9s count nothing for game, trumps or not
    assert count_points("nine-card-don", "AS KH QD JC 10H 10S 5S 9S", options=game).total == 30


def test_don_trump_count_needs_trumps_but_game_count_does_not():
    with pytest.raises(RuleError, match="trump"):
        count_points("nine-card-don", "5S")
    assert count_points("nine-card-don", "10S", options={"count": "game"}).total == 10


def test_don_has_36_cards_in_play():
    dealt = standard_52()[:36]
    a, b = check_split("nine-card-don", dealt[:20], dealt[20:], trump="S")
    assert a.total + b.total == count_points("nine-card-don", dealt, trump="S").total
    with pytest.raises(CardError, match="36 cards in play, but the piles hold 35"):
        check_split("nine-card-don", dealt[:20], dealt[20:35], trump="S")


# --- Couillon -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "points"), [("AH", 4), ("KH", 3), ("QH", 2), ("JH", 1), ("10H", 0), ("9H", 0), ("7H", 0)]
)
def test_couillon_card_values(card, points):
    assert card_value("couillon", card) == points


def test_couillon_plays_four_tricks_of_four():
    dealt = piquet_32()[:16]
    a, b = check_split("couillon", dealt[:8], dealt[8:])
    assert a.total + b.total == 20  # A K Q J of spades and hearts: 2 x (4 + 3 + 2 + 1)
    with pytest.raises(CardError, match="16 cards in play"):
        check_split("couillon", piquet_32()[:16], piquet_32()[16:])


# --- Pickle ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "points"),
    [("5C", 5), ("10C", 10), ("JC", 1), ("QC", 2), ("KC", 3), ("AC", 4), ("JK", 15), ("9C", 0), ("2C", 0)],
)
def test_pickle_card_values(card, points):
    assert card_value("pickle", card) == points  # face values do not depend on trumps


def test_pickle_lowest_trump_in_play_counts_15():
    in_play = "4H 9H AH 2S JK 10D"  # the 2 and 3 of hearts were not dealt: the 4 is the lowest trump
    result = count_points("pickle", "4H AH JK", trump="H", in_play=in_play)
    assert result.total == 34  # lowest trump 15 + jokers 15 + ace 4
    assert result.lines[0].label == "lowest trump"
    assert count_points("pickle", "9H 10D", trump="H", in_play=in_play).total == 10  # 10D only


def test_pickle_lowest_trump_counts_15_instead_of_its_face_value():
    assert count_points("pickle", "5H", trump="H", in_play="5H 10H").total == 15  # not 5 + 15


def test_pickle_lowest_trump_may_count_15_on_top_of_its_face_value():
    plus = {"lowest_trump": "plus"}
    assert count_points("pickle", "5H", trump="H", in_play="5H 10H", options=plus).total == 20  # 5 + 15
    assert count_points("pickle", "2H", trump="H", in_play="2H", options=plus).total == 15  # 0 + 15
    assert deck_total("pickle", options=plus) == 145  # the 2 of trumps is the lowest in the whole deck


def test_pickle_lowest_trump_needs_every_card_in_play():
    with pytest.raises(RuleError, match="enter every card played"):
        count_points("pickle", "4H", trump="H")
    with pytest.raises(CardError, match="AS is in the pile but not among the cards in play"):
        count_points("pickle", "AS", trump="H", in_play="4H")


def test_pickle_reads_any_joker_as_a_joker():
    assert count_points("pickle", "RJ BJ", trump="H", in_play="RJ BJ").total == 30


def test_pickle_three_players_count_three_piles():
    dealt = standard_52(jokers=2)[:30]  # ten cards to each of three players
    piles = [dealt[:10], dealt[10:20], dealt[20:]]
    results = count_piles("pickle", piles, trump="S", options=PickleTable(players=3))
    # spades A..2 are the first 13 cards, so the 2S (the lowest trump) is in the second pile
    assert ("lowest trump", 15, ("2S",)) in [(ln.label, ln.points, ln.cards) for ln in results[1].lines]
    assert sum(r.total for r in results) == count_points("pickle", dealt, trump="S", in_play=dealt).total
    with pytest.raises(CardError, match="40 cards in play"):
        count_piles("pickle", piles, trump="S")


# --- Hand and Foot --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("3H", 100),
        ("3D", 100),
        ("JK", 50),
        ("2C", 20),
        ("AC", 20),
        ("KC", 10),
        ("8C", 10),
        ("7C", 5),
        ("4C", 5),
        ("3C", 5),
        ("3S", 5),
    ],
)
def test_hand_and_foot_card_values(card, points):
    assert card_value("hand-and-foot", card) == points


def test_hand_and_foot_uses_five_packs():
    assert len(schedule_for("hand-and-foot").deck) == 270  # 5 x (52 + 2 jokers)
    assert count_points("hand-and-foot", ["KS"] * 5).total == 50
    with pytest.raises(CardError, match="more than 5 times"):
        count_points("hand-and-foot", ["KS"] * 6)


# --- Common checks --------------------------------------------------------------------------------


def test_unknown_game_is_refused():
    with pytest.raises(RuleError, match="no card-point table for “bridge”"):
        count_points("bridge", "AS")


def test_a_card_counted_twice_is_refused():
    deck = format_cards(piquet_32())
    with pytest.raises(CardError, match="9S appears twice"):
        check_split("twenty-nine", deck, ["9S"])


def test_missing_cards_are_named():
    deck = format_cards(piquet_32())
    with pytest.raises(CardError, match="missing 7S and 7H: together they must hold all 32 cards"):
        check_split("twenty-nine", [c for c in deck if c not in ("7S", "7H")], [])


def test_other_games_options_are_refused():
    with pytest.raises(RuleError, match="not Belote's"):
        deck_total("belote", options=PickleTable())


def test_result_as_dict():
    assert count_points("twenty-nine", "JS JH 9S 8C").as_dict() == {
        "total": 8,  # 3 + 3 + 2
        "lines": [
            {"label": "jacks", "points": 6, "cards": ["JS", "JH"]},
            {"label": "9s", "points": 2, "cards": ["9S"]},
        ],
    }


# --- Invariants -----------------------------------------------------------------------------------

WHOLE_DECK_GAMES = [
    ("belote", {}),
    ("briscola", {}),
    ("briscola", {"players": 3}),
    ("briscola-chiamata", {}),
    ("malilla", {}),
    ("twenty-nine", {}),
    ("twenty-nine", {"last_trick_point": True}),
]
PARTIAL_DEAL_GAMES = [
    ("nine-card-don", {}),
    ("nine-card-don", {"count": "game"}),
    ("couillon", {}),
    ("pickle", {}),
    ("pickle", {"players": 2}),
]


@given(data=st.data(), game=st.sampled_from(WHOLE_DECK_GAMES), trump=st.sampled_from(list(Suit)))
def test_two_sides_split_the_whole_deck_total(data, game, trump):
    slug, options = game
    schedule = schedule_for(slug, options)
    deck = data.draw(st.permutations(schedule.deck))
    tricks = len(deck) // schedule.trick_size
    cut = data.draw(st.integers(0, tricks)) * schedule.trick_size  # whole tricks to each side
    last = data.draw(st.sampled_from([0, 1]))
    a, b = check_split(slug, deck[:cut], deck[cut:], trump=trump, last_trick_to=last, options=options)
    assert a.total + b.total == deck_total(slug, options=options)  # Belote 162 with dix de der to one side


@given(data=st.data(), game=st.sampled_from(PARTIAL_DEAL_GAMES), trump=st.sampled_from(list(Suit)))
def test_two_sides_split_the_points_of_the_cards_in_play(data, game, trump):
    slug, options = game
    schedule = schedule_for(slug, options)
    dealt = data.draw(st.permutations(schedule.deck))[: schedule.in_play]
    cut = data.draw(st.integers(0, len(dealt)))
    a, b = check_split(slug, dealt[:cut], dealt[cut:], trump=trump, options=options)
    whole = count_points(slug, dealt, trump=trump, in_play=dealt, options=options)
    assert a.total + b.total == whole.total


@given(data=st.data(), game=st.sampled_from(game_slugs()), trump=st.sampled_from(list(Suit)))
def test_points_do_not_depend_on_the_order_of_the_cards(data, game, trump):
    deck = schedule_for(game).deck
    pile = data.draw(st.lists(st.sampled_from(range(len(deck))), min_size=4, max_size=12, unique=True))
    cards = [deck[i] for i in pile]
    shuffled = data.draw(st.permutations(cards))
    first = count_points(game, cards, trump=trump, in_play=deck, tricks=3)
    assert count_points(game, shuffled, trump=trump, in_play=deck, tricks=3).as_dict() == first.as_dict()
