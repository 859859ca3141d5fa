"""Egyptian Ratscrew (egyptian-ratscrew.txt): each test quotes the sentence it checks, with the arithmetic.

Seats: Ann 0, Bob 1, Cid 2 (and Dee 3 where four play). Ann deals the first game, so Bob turns first.
Cards are entered by rank, as the phone's pad does.
"""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.games.egyptian_ratscrew.rules import RatscrewOptions
from tests.games.driver import Driver

NAMES = ("Ann", "Bob", "Cid")
GAME = Driver("egyptian-ratscrew", NAMES, RatscrewOptions)
play, refused = GAME.play, GAME.refused


def start(names=NAMES, **options):
    return GAME.start(names, **options)


def dealt(counts=None, names=NAMES, **options):
    return play(start(names, **options), ("deal", {"counts": counts} if counts else {}))


def cards(match, *ranks):
    """Each card turned in turn, by whoever's turn it is."""
    return play(match, *(("play", {"card": r}) for r in ranks))


def slap(seat):
    return ("slap", {"player": seat})


def table(match):
    return match.deal.table


# --- The deal -----------------------------------------------------------------------------------------


def test_the_deck_is_divided_into_approximately_equal_stacks():
    # "divide the deck into approximately equal stacks, one for each player": 52 = 18 + 17 + 17, the extra
    # card to the first seat dealt, Bob on Ann's left
    match = start()
    assert GAME.prompt(match).data["counts"] == [17, 18, 17]
    assert table(dealt()).counts == (17, 18, 17)


def test_the_player_to_the_left_of_the_dealer_plays_first():
    # "the player to the left of the dealer plays her top card face up"
    assert table(dealt()).to_play == 1
    assert GAME.prompt(dealt()).title == "Game 1 · Bob to turn"


def test_stacks_that_do_not_add_up_to_the_deck_are_refused():
    # 20 + 20 + 10 = 50, not 52
    refused(start(), "deal", {"counts": [20, 20, 10]}, "add up to 50 cards but the pack has 52", "counts")
    refused(start(), "deal", {"counts": [52, 0, 0]}, "At least two players need a stack", "counts")
    # with jokers the pack has 54
    refused(start(jokers=True), "deal", {"counts": [18, 17, 17]}, "pack has 54", "counts")


def test_a_seat_without_a_stack_starts_out_of_the_game_and_is_passed_over():
    match = dealt([26, 26, 0])
    assert table(match).out == frozenset({2})
    match = cards(match, "5")  # Bob
    assert table(match).to_play == 0  # Cid is passed over


# --- The pay cards ----------------------------------------------------------------------------------------


def test_a_number_card_passes_the_turn_clockwise():
    # "If the card played is a number card ... the next player clockwise plays a card on top"
    match = cards(dealt(), "5", "9")
    assert table(match).to_play == 0 and table(match).counts == (17, 17, 16)


def test_a_queen_gives_the_next_player_two_chances_then_the_queen_player_takes_the_pile():
    # "Now the next player must play up to two cards" ... "Now the player who played the queen takes the deck
    # and continues play."
    match = cards(dealt(), "Q", "4")
    assert table(match).chances == 1 and "1 chance for Q" in GAME.prompt(match).title
    match = cards(match, "8")
    assert (
        GAME.prompt(match).events[0] == "take" and GAME.prompt(match).title == "Game 1 · Bob takes the pile"
    )
    match = play(match, ("take", {}))
    # Bob turned Q (17), Cid 4 and 8 (15): Bob picks up 3 cards, 17 + 3 = 20
    assert table(match).counts == (17, 20, 15) and table(match).to_play == 1 and not table(match).pile


def test_the_text_s_king_ace_jack_sequence():
    # "The next player has three chances… and he plays a face card after two. The following player now has
    # four chances… and she manages to play a jack. The next player has but one chance: …and fails. The
    # player of the jack picks up the pile and continues play."
    match = cards(dealt(), "K", "3", "7", "A")  # Bob K; Cid 3, 7, then an ace: Ann has four chances
    assert table(match).to_play == 0 and table(match).chances == 4
    match = cards(match, "2", "J")  # Ann plays a jack: Bob has but one chance
    assert table(match).to_play == 1 and table(match).chances == 1
    match = cards(match, "6")  # and fails
    assert table(match).taker == 0
    match = play(match, ("take", {}))
    # 7 cards on the pile: Ann 17 - 2 + 7 = 22
    assert table(match).counts[0] == 22 and table(match).to_play == 0


def test_a_card_turned_after_the_pile_was_won_is_refused():
    match = cards(dealt(), "J", "4")
    refused(match, "play", {"card": "5"}, "Bob has won the pile and picks it up before anyone plays on")
    refused(dealt(), "take", {}, "not take")


def test_a_fifth_seven_a_card_not_in_the_pack_and_a_joker_without_jokers_are_refused():
    match = cards(dealt(), "7", "7", "7", "7")
    refused(match, "play", {"card": "7"}, "All four 7s are already on the pile", "card")
    refused(match, "play", {"card": "X"}, "is not a card", "card")
    refused(match, "play", {"card": "JK"}, "without jokers", "card")


# --- Slaps -------------------------------------------------------------------------------------------------


def test_whoever_slaps_a_pair_first_picks_it_up_and_restarts_play():
    # "if the two top-most cards form a pair ... Whoever slaps the pile first picks it up and restarts play."
    match = play(cards(dealt(), "9", "9"), slap(0))
    assert "A pair of 9s: the first to slap takes the pile." in match.deal.said
    # Ann 17 + 2 = 19 and plays next
    assert table(match).counts == (19, 17, 16) and table(match).to_play == 0


def test_a_player_out_of_the_game_who_slaps_a_pair_enters_the_game():
    # "If they were not previously in the game, they now enter the game"
    match = play(cards(dealt([26, 26, 0]), "4", "4"), slap(2))
    assert table(match).counts == (25, 25, 2) and 2 not in table(match).out
    assert "Cid is back in the game." in match.deal.said


def test_slapping_a_triple_wins_the_game_instantly():
    # "triples (only occurring when people fail to slap pairs) – which will result in you instantly winning"
    match = play(cards(dealt(), "8", "8", "8"), slap(2))
    assert match.played[0].row.points == (None, None, 1) and match.totals == (0, 0, 1)
    assert match.played[0].facts["how"] == "triple" and match.deal.number == 2


def test_triple_sixes_everyone_loses():
    # "But beware of slapping triple sixes – which results in everyone losing"
    match = play(cards(dealt(), "6", "6", "6"), slap(1))
    row = match.played[0].row
    assert row.points == (None, None, None) and "everyone loses" in row.summary
    assert match.totals == (0, 0, 0) and match.played[0].facts["winner"] is None


def test_four_in_a_row_and_round_the_corner_take_the_pile():
    # "you may also slap four-in-a-row ... or even sequences that go around the corner ... for which you may
    # pick up the pile and continue play as for pairs"
    match = play(cards(dealt(), "5", "6", "7", "8"), slap(1))
    assert "Four in a row, 5-6-7-8" in match.deal.said and table(match).counts[1] == 18 - 2 + 4
    corner = play(cards(dealt(), "Q", "K", "A", "2"), slap(0))
    assert table(corner).counts[0] == 17 - 1 + 4  # Ann turned the ace, then took the 4 cards
    # Without the corner, Ann's slap is wrong: Bob turned the 2 last and picks up the pile.
    plain = play(cards(dealt(round_the_corner=False), "Q", "K", "A", "2"), slap(0))
    assert plain.deal.said == (
        "2 on top makes no pair, triple or four in a row: slapping now is a mistake. Bob picks up the pile."
    )


def test_a_wrong_slap_gives_the_pile_to_the_player_who_most_recently_played():
    # "if a pair occurs, and a player plays a card on top of it before another player manages to slap the
    # pair, and instead slaps something that is not a pair – then the player who played the 3 in this case
    # would get to pick up the pile."
    match = cards(dealt(), "10", "10", "3")  # Bob 10, Cid 10, Ann 3
    match = play(match, slap(1))
    assert "Ann picks up the pile" in match.deal.said
    # Ann 17 - 1 + 3 = 19; Bob 18 - 1 = 17; Cid 17 - 1 = 16
    assert table(match).counts == (19, 17, 16) and table(match).to_play == 0


def test_a_player_who_slaps_his_own_card_wrongly_gives_the_pile_to_the_player_before_him():
    # "unless a player slaps his own card, in which case the player before him picks up the pile and plays"
    match = play(cards(dealt(), "2", "9"), slap(2))  # Cid slaps his own 9: Bob, before him, picks up
    assert table(match).counts == (17, 17 + 2, 16) and table(match).to_play == 1


def test_a_wrong_slap_by_someone_not_in_the_game_is_ignored():
    # "if someone who is not in the game slaps something that is not a pair ... they are ignored"
    before = cards(dealt([26, 26, 0]), "2", "9")
    match = play(before, slap(2))
    assert table(match) == table(before) and "the slap is ignored" in match.deal.said


def test_a_slap_on_an_empty_pile_is_refused():
    refused(dealt(), "slap", {"player": 0}, "The pile is empty", "player")


def test_more_than_five_consecutive_wrong_slaps_put_a_player_out():
    # "If a player incorrectly slaps more than five consecutive cards, they are out of the game." Cid slaps
    # each of six cards in a row wrongly; after the sixth, his stack goes with the pile to its taker.
    match = dealt([20, 20, 12], ("Ann", "Bob", "Cid"))
    for turn in range(6):
        match = play(cards(match, "5"), slap(2))
        assert match.deal.wrong_run[2] == turn + 1
        assert (2 in table(match).out) == (turn == 5)
    assert table(match).counts[2] == 0 and sum(table(match).counts) == 52


def test_a_card_between_wrong_slaps_starts_the_count_again():
    match = dealt()
    for _ in range(5):
        match = play(cards(match, "5"), slap(2))
    match = play(cards(match, "5", "9"), slap(2))  # the 5 went unslapped: a new run of one
    assert match.deal.wrong_run[2] == 1 and 2 not in table(match).out


def test_jokers_can_always_be_slapped():
    # "If the game is played with jokers (intentionally or accidentally), jokers can always be slapped."
    match = play(cards(dealt(jokers=True), "4", "JK"), slap(0))
    assert "jokers can always be slapped" in match.deal.said
    assert sum(table(match).counts) == 54


# --- The end of a game and of the match -------------------------------------------------------------------


def test_the_player_who_gets_all_the_cards_wins():
    # "The goal is to get all the cards. Then you win." Ann 50, Bob 2: Bob turns a 3, Ann a queen, Bob
    # cannot answer with his last card; Bob is out and Ann picks up the pile: 52 cards.
    match = cards(dealt([50, 2, 0]), "3", "Q", "7")
    assert table(match).out == frozenset({1, 2}) and GAME.prompt(match).title == "Game 1 · Ann takes the pile"
    match = play(match, ("take", {}))
    assert match.totals == (1, 0, 0) and match.played[0].facts["how"] == "all_cards"


def test_until_the_last_player_in_picks_up_the_pile_an_outsider_may_slap_in():
    match = cards(dealt([51, 1, 0]), "9", "9")  # Bob turns his last card, Ann pairs it; Bob is out
    assert table(match).out == frozenset({1, 2}) and GAME.prompt(match).events[0] == "take"
    match = play(match, slap(1))
    assert table(match).counts == (50, 2, 0) and match.deal.number == 1


def test_the_result_entered_directly_and_the_match_tally():
    # A match to two games: Bob wins the first, nobody the second (triple sixes), Bob the third.
    match = start(wins=2)
    match = play(match, ("result", {"winner": 1}), ("result", {"winner": "everyone_loses"}))
    assert match.totals == (0, 1, 0) and not match.is_over
    match = play(match, ("result", {"winner": 1}))
    assert match.is_over and match.winners == (1,) and "Game over" in GAME.prompt(match).title
    refused(start(), "result", {}, "Choose who won", "winner")
    refused(start(triple_sixes=False), "result", {"winner": "everyone_loses"}, "Triple sixes are off")


def test_the_deal_passes_to_the_left_from_game_to_game():
    match = play(start(), ("result", {"winner": 0}))
    assert match.deal.dealer == 1 and GAME.prompt(match).title == "Game 2 · Bob deals"


def test_a_recount_must_add_up_with_the_pile():
    # "he must split his deck in half and let the cheated player take his choice": the table recounts.
    match = cards(dealt(), "5", "6")  # 2 cards on the pile: the stacks hold 50
    refused(match, "counts", {"counts": [17, 17, 17]}, "with 2 cards on the pile", "counts")
    match = play(match, ("counts", {"counts": [25, 9, 16]}))
    assert table(match).counts == (25, 9, 16)


# --- Invariants ------------------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), jokers=st.booleans())
def test_the_stacks_and_the_pile_always_add_up_to_the_pack_and_a_game_scores_at_most_one(
    seed, players, jokers
):
    rng = Random(seed)
    match = start(tuple(f"P{i}" for i in range(players)), jokers=jokers, wins=2)
    pack = 54 if jokers else 52
    for _ in range(300):
        if GAME.prompt(match).phase == "over":
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
        if match.deal is not None and match.deal.table is not None:
            t = match.deal.table
            assert sum(t.counts) + len(t.pile) == pack
        for record in match.played:
            assert sum(p or 0 for p in record.row.points) <= 1
    assert sum(match.totals) == sum(1 for r in match.played if r.facts["winner"] is not None)
