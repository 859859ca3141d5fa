"""The shared trick engine: its invariants (hypothesis), its building blocks, and the preset entry points.

Game-by-game rules are in test_tricks_whist.py (ace-high games, jokers) and test_tricks_special.py
(Belote, Twenty-Nine, the Briscolas, Malilla, Calypso).
"""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import ACE_HIGH, SUITS, CardError, Rank, Suit, parse_card, parse_cards
from scorekeeper.core import RuleError
from scorekeeper.families.tricks.engine import (
    SuitJokers,
    Tie,
    TrickContext,
    TrickRules,
    check_play,
    legal_plays,
    trick_winner,
)
from scorekeeper.games.registry import get_ruleset
from scorekeeper.games.tricks import (
    check_play_for,
    context_from,
    legal_plays_for,
    most_cards_in_a_trick,
    parse_suit,
    rules_for,
    trick_games,
    winner_for,
)

#: One configuration of every preset and option that changes trick play.
CONFIGS = [
    ("oh-hell", "H", {}),
    ("oh-hell", None, {"must_trump": True}),
    ("oh-hell", "S", {"deck": "jokers", "must_trump": True}),
    ("oh-hell", "S", {"deck": "bust", "must_trump": True}),
    ("oh-hell", None, {"deck": "jokers", "joker_trump": True}),
    ("oh-hell", "D", {"deck": "jokers", "joker_play": "high_low", "must_trump": True}),
    ("belote", "H", {}),
    ("twenty-nine", "S", {}),
    ("twenty-nine", None, {}),
    ("briscola", "C", {}),
    ("briscola-chiamata", "D", {"first_trick_in_the_dark": True}),
    ("malilla", "H", {}),
    ("pickle", "S", {}),
    ("cramps", None, {}),
    ("cramps", "H", {"players": 5}),
    ("cramps", None, {"players": 8}),
    ("calypso", None, {}),
    ("bourre", "S", {}),
    ("couillon", "H", {}),
    ("nine-card-don", "C", {}),
    ("bacon", "D", {}),
]
#: Games where a card off the suit led and off trumps can never win (no jokers, one trump for all).
PLAIN_DISCARDS = [
    (game, trump, options)
    for game, trump, options in CONFIGS
    if game not in ("calypso", "pickle", "twenty-nine")
    and options.get("deck") != "jokers"
    and options.get("players") != 5
]


@st.composite
def dealt(draw, configs=CONFIGS, most=8):
    """Rules of a random game, and distinct cards of its deck (a trick of 1 to ``most`` cards)."""
    slug, trump, options = draw(st.sampled_from(configs))
    rules = rules_for(slug, trump, options)
    count = draw(st.integers(1, most))
    picks = draw(st.lists(st.integers(0, len(rules.deck) - 1), unique=True, min_size=count, max_size=count))
    return rules, [rules.deck[i] for i in picks]


@st.composite
def contexts(draw, trick_size):
    """Any per-trick facts a rule may consult."""
    return TrickContext(
        leader=draw(st.integers(0, 3)),
        partners=frozenset(draw(st.sets(st.integers(0, max(trick_size - 1, 0)))) if trick_size else ()),
        suits_led=frozenset(draw(st.sets(st.sampled_from(SUITS)))),
        cinch=draw(st.booleans()),
        last_to_play=draw(st.booleans()),
        first_trick=draw(st.booleans()),
        bidder=draw(st.booleans()),
        joker_high=(draw(st.booleans()),),
    )


def everyone_followed(plays):
    return all(card.suit == plays[0].suit for card in plays)


# --- Invariants ----------------------------------------------------------------------------------


@given(dealt(), st.integers(0, 3), st.booleans())
def test_the_winner_is_always_one_of_the_plays(deal, leader, high):
    rules, plays = deal
    try:
        winner = trick_winner(plays, rules, leader=leader, context=TrickContext(joker_high=(high,)))
    except RuleError:
        # Only Twenty-Nine's hidden trump refuses, and only once someone failed to follow suit.
        assert rules.hidden_trump and rules.trump is None and not everyone_followed(plays)
        return
    assert 0 <= winner < len(plays)


@given(st.permutations(ACE_HIGH), st.data())
def test_with_no_trumps_and_following_suit_the_winner_follows_the_suit_led(order, data):
    rules = TrickRules(plain_order=tuple(order), must_follow=True)
    deck = [parse_card(f"{r.value}{s.value}") for s in SUITS for r in order]
    plays = data.draw(st.lists(st.sampled_from(deck), unique=True, min_size=1, max_size=8))
    winner = trick_winner(plays, rules)
    assert plays[winner].suit == plays[0].suit
    # ... and it is the highest card of that suit in the given order.
    followers = [c for c in plays if c.suit == plays[0].suit]
    assert plays[winner] == min(followers, key=lambda c: order.index(c.rank))


@given(dealt(PLAIN_DISCARDS), st.randoms(use_true_random=False))
def test_permuting_the_discards_does_not_change_the_winner(deal, random):
    rules, plays = deal
    led = plays[0].suit
    discards = [i for i, c in enumerate(plays) if i and c.suit not in (led, rules.trump)]
    shuffled = list(plays)
    moved = [plays[i] for i in discards]
    random.shuffle(moved)
    for i, card in zip(discards, moved, strict=True):
        shuffled[i] = card
    assert trick_winner(shuffled, rules) == trick_winner(plays, rules)


@given(dealt(most=15), st.data())
def test_a_card_is_in_legal_plays_exactly_when_check_play_accepts_it(deal, data):
    rules, cards = deal
    split = data.draw(st.integers(0, len(cards) - 1))
    trick, hand = cards[:split], cards[split:]
    context = data.draw(contexts(len(trick)))
    legal = legal_plays(hand, trick, rules, context)
    assert legal, "a player always has a legal card"
    assert all(card in hand for card in legal)
    for card in hand:
        try:
            check_play(hand, trick, card, rules, context)
        except RuleError as refused:
            assert card not in legal
            assert refused.message.endswith(".")
        else:
            assert card in legal


# --- The building blocks -------------------------------------------------------------------------


def test_default_rules_are_ace_high_no_trump_follow_suit():
    rules = TrickRules()
    assert trick_winner(parse_cards("5H AS KH 2H"), rules) == 2
    assert legal_plays(parse_cards("3H AS"), parse_cards("5H"), rules) == parse_cards("3H")


def test_ties_first_or_last_decide_between_identical_cards():
    plays = parse_cards("2H KH KH")
    assert trick_winner(plays, TrickRules(ties=Tie.FIRST)) == 1
    assert trick_winner(plays, TrickRules(ties=Tie.LAST)) == 2


def test_a_trick_needs_a_card():
    with pytest.raises(RuleError, match="at least one card"):
        trick_winner([], TrickRules())


def test_a_rank_outside_the_games_order_is_refused():
    with pytest.raises(CardError, match="rank 10"):
        trick_winner(
            parse_cards("10H AH"), rules_for("briscola", "S", {}).__class__(plain_order=ACE_HIGH[:3])
        )


def test_a_joker_in_a_game_without_jokers_is_refused():
    with pytest.raises(CardError, match="JK is not in the deck"):
        trick_winner(parse_cards("5H JK"), TrickRules())


@pytest.mark.parametrize(
    ("settings", "problem"),
    [
        ({"plain_order": (Rank.ACE, Rank.ACE)}, "appears twice"),
        ({"trump_order": ACE_HIGH[:8]}, "same ranks"),
        ({"trump": Suit.HEARTS, "personal_trumps": (Suit.SPADES, Suit.HEARTS)}, "no common trump"),
        ({"personal_trumps": (Suit.SPADES, Suit.SPADES)}, "must be different"),
        ({"trump": Suit.HEARTS, "jokers": SuitJokers(trumps=True)}, "only trump"),
    ],
)
def test_inconsistent_rules_are_refused(settings, problem):
    with pytest.raises(ValueError, match=problem):
        TrickRules(**settings)


def test_seats_default_to_clockwise_from_the_leader_and_are_checked():
    rules = rules_for("calypso", None, {})
    plays = parse_cards("9H 6D AH 4C")
    assert trick_winner(plays, rules, leader=0) == trick_winner(plays, rules, seats=[0, 1, 2, 3]) == 1
    # The same cards from seats 3, 0, 1, 2: the 6D is the spade player's discard and the 4C no trump for
    # the heart player, so the highest heart, AH, wins.
    assert trick_winner(plays, rules, leader=3) == 2
    with pytest.raises(ValueError, match="seat of each"):
        trick_winner(plays, rules, seats=[0, 1])
    with pytest.raises(ValueError, match="numbered 0 to 3"):
        trick_winner(plays, rules, seats=[0, 1, 2, 7])
    with pytest.raises(ValueError, match="numbered 0 to 3"):
        trick_winner(plays, rules, leader=4)


def test_obligations_to_beat_an_opponent_apply_when_no_partner_is_named():
    # Malilla without partner information: the KH is taken to be an opponent's.
    rules = rules_for("malilla", "S", {})
    assert legal_plays(parse_cards("AH 2H"), parse_cards("KH"), rules) == parse_cards("AH")


def test_an_empty_hand_has_no_legal_play():
    assert legal_plays([], parse_cards("5H"), TrickRules()) == []
    with pytest.raises(RuleError, match="You do not hold 9H"):
        check_play([], parse_cards("5H"), parse_card("9H"), TrickRules())


def test_a_refusal_points_at_the_card_field():
    with pytest.raises(RuleError) as refused:
        check_play(parse_cards("3H AS"), parse_cards("5H"), parse_card("AS"), TrickRules())
    assert refused.value.field == "card"


# --- Presets and entry points --------------------------------------------------------------------


def test_every_trick_game_has_a_preset():
    assert {g.slug for g in trick_games()} == {
        "oh-hell",
        "belote",
        "twenty-nine",
        "briscola",
        "briscola-chiamata",
        "malilla",
        "pickle",
        "cramps",
        "calypso",
        "bourre",
        "couillon",
        "nine-card-don",
        "bacon",
    }
    assert all(g.tricks.rules.__doc__ for g in trick_games())


def test_zetema_is_not_a_trick_game_so_it_has_no_preset():
    with pytest.raises(ValueError, match="There are no trick rules for “zetema”"):
        rules_for("zetema", None, {})
    with pytest.raises(ValueError, match="There are no trick rules"):
        rules_for(None, None, {})


@pytest.mark.parametrize(
    ("game", "options", "problem"),
    [
        ("oh-hell", {"must_trump": "maybe"}, "expected yes or no"),
        ("oh-hell", {"joker_play": "wild"}, "choose one of"),
        ("belote", {"must_trump": True}, "Unknown option: must_trump"),
        ("cramps", {"players": 3}, "at least 4"),
        ("cramps", {"players": "many"}, "whole number"),
    ],
)
def test_bad_options_are_refused_with_a_readable_message(game, options, problem):
    with pytest.raises(ValueError, match=problem):
        rules_for(game, "H", options)


def test_options_must_be_a_mapping():
    with pytest.raises(ValueError, match="names and values"):
        rules_for("oh-hell", None, ["must_trump"])


def test_options_accept_form_text():
    assert rules_for("oh-hell", "S", {"must_trump": "on"}).must_trump_when_void
    assert rules_for("cramps", None, {"players": "6"}).jokers.any_time


@pytest.mark.parametrize("text", ["H", "h", "♥", " hearts ", Suit.HEARTS])
def test_a_trump_may_be_written_as_letter_symbol_or_name(text):
    assert parse_suit(text) is Suit.HEARTS


@pytest.mark.parametrize("text", [None, ""])
def test_no_trump_is_none_or_empty(text):
    assert parse_suit(text) is None


@pytest.mark.parametrize("text", ["X", "HH", 3])
def test_a_bad_trump_is_refused(text):
    with pytest.raises(ValueError, match="suit"):
        parse_suit(text)


def test_winner_for_reads_a_list_or_one_string_of_cards():
    # Hearts trumps: 2H beats AS.
    assert winner_for("oh-hell", "♥", ["AS", "2H", "KS"]) == 1
    assert winner_for("oh-hell", "H", "AS, 2H, KS") == 1


def test_winner_for_refuses_unreadable_cards():
    with pytest.raises(CardError, match="not a card"):
        winner_for("oh-hell", "H", ["AS", "1Z"])
    with pytest.raises(ValueError, match="as a list"):
        winner_for("oh-hell", "H", 42)
    with pytest.raises(RuleError, match="at least one card"):
        winner_for("oh-hell", "H", [])


def test_check_play_for_checks_hand_and_trick_against_the_deck():
    with pytest.raises(CardError, match="AS appears twice"):
        check_play_for("oh-hell", "H", ["AS", "2H"], ["AS"], "2H")


def test_check_play_for_refuses_an_illegal_card():
    with pytest.raises(RuleError, match=re.escape("You must follow spades: you hold 3S.")):
        check_play_for("oh-hell", "H", "3S 2H", "AS", "2H")
    check_play_for("oh-hell", "H", "3S 2H", "AS", "3S")


def test_legal_plays_for_answers_in_canonical_notation():
    assert legal_plays_for("oh-hell", None, "th 2h 4c", "9h") == ["10H", "2H"]


def test_context_from_reads_every_detail():
    context = context_from(
        {
            "leader": 2,
            "seats": [2, 3],
            "partners": [0],
            "suits_led": ["H", "♣"],
            "gone": ["QS"],
            "joker_high": [True],
            "cinch": True,
            "last_to_play": True,
            "first_trick": True,
            "bidder": True,
            "trump_revealed": False,
        }
    )
    assert context == TrickContext(
        leader=2,
        seats=(2, 3),
        partners=frozenset({0}),
        suits_led=frozenset({Suit.HEARTS, Suit.CLUBS}),
        gone=(parse_card("QS"),),
        joker_high=(True,),
        cinch=True,
        last_to_play=True,
        first_trick=True,
        bidder=True,
        trump_revealed=False,
    )
    assert context_from(None) == TrickContext()


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ({"partner": [0]}, "Unknown trick detail: partner"),
        ({"cinch": "yes"}, "cinch must be true or false"),
        ({"joker_high": True}, "joker_high must be a list"),
        ({"leader": -1}, "leader cannot be negative"),
        ({"suits_led": [""]}, "suits_led must list suits"),
        ({"gone": ["ZZ"]}, "not a card"),
        ({"gone": 3}, "as a list"),
        ({"joker_high": [1]}, "joker_high must be true or false"),
    ],
)
def test_context_from_refuses_bad_details(data, problem):
    with pytest.raises(ValueError, match=problem):
        context_from(data)


def test_context_must_be_a_mapping():
    with pytest.raises(ValueError, match="names and values"):
        context_from(["cinch"])


# --- One card from each player -------------------------------------------------------------------


def test_a_trick_has_at_most_one_card_from_each_player():
    with pytest.raises(RuleError) as refused:
        winner_for("belote", "H", ["7H", "8H", "9H", "10H", "JH"])
    assert (
        refused.value.message == "A trick has at most 4 cards in Belote: one from each player; you entered 5."
    )
    assert refused.value.field == "plays"


def test_a_full_trick_leaves_nobody_to_play():
    with pytest.raises(RuleError) as refused:
        check_play_for("belote", "H", ["7S"], ["7H", "8H", "9H", "10H"], "7S")
    assert refused.value.message == (
        "A trick has at most 4 cards in Belote: one from each player; with 4 already played, nobody is left "
        "to play."
    )
    assert refused.value.field == "trick"
    with pytest.raises(RuleError, match="nobody is left to play"):
        legal_plays_for("belote", "H", ["7S"], ["7H", "8H", "9H", "10H"])


def _trick_args(game):
    """A trump each game accepts, and ``count`` cards of its deck in deck order."""
    trump = None if game == "calypso" else "H"
    deck = rules_for(game, trump, {}).deck
    return trump, [str(card) for card in deck]


@pytest.mark.parametrize("game", sorted(g.slug for g in trick_games()))
def test_every_trick_game_takes_a_card_from_each_player_and_no_more(game):
    trump, deck = _trick_args(game)
    most = most_cards_in_a_trick(game)
    assert 0 <= winner_for(game, trump, deck[:most]) < most
    with pytest.raises(RuleError, match=f"at most {most} cards in {re.escape(get_ruleset(game).name)}:"):
        winner_for(game, trump, deck[: most + 1])
    hand = deck[most : most + 1]
    assert legal_plays_for(game, trump, hand, deck[: most - 1]) == hand
    with pytest.raises(RuleError, match=f"with {most} already played"):
        check_play_for(game, trump, hand, deck[:most], hand[0])


@pytest.mark.parametrize(("players", "fits", "refused"), [(None, 4, 5), (5, 5, 6), (8, 8, 9)])
def test_cramps_tricks_have_a_card_from_each_player_its_option_seats(players, fits, refused):
    # "5 to 8 Players: Use 1 regular deck plus the following from a second deck": the option says how many.
    options = {} if players is None else {"players": players}
    deck = [str(card) for card in rules_for("cramps", None, options).deck]
    assert winner_for("cramps", None, deck[:fits], options) == 0  # the ace of spades led, then lower spades
    with pytest.raises(
        RuleError, match=f"at most {fits} cards in Cramps: one from each player; you entered {refused}"
    ):
        winner_for("cramps", None, deck[:refused], options)


def test_every_trick_game_says_how_many_play():
    for game in trick_games():
        ruleset = get_ruleset(game.slug)
        # (Briscola Chiamata seats six, but "the dealer ... taking no further part": five play a deal)
        most = getattr(ruleset, "most_in_a_deal", ruleset.max_players)
        if "players" not in game.tricks.options_class.__dataclass_fields__:
            assert most_cards_in_a_trick(game.slug) == most, game.slug
