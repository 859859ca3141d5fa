"""Zetema (``zetema.txt``) recorded by its declarations alone, the default: each zetema by its rank and
player, melds with the card discarded after them, marriages, and the end of the hand. Each test quotes the
sentence it checks, with the arithmetic in a comment."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError, parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.zetema.rules import RANKS, Zetema, ZetemaGameOptions

GAME = Zetema()
NAMES = ("Ann", "Bob", "Cid", "Dee")
#: The ranks in the order a hand's zetemas form below: the kings and queens last.
NOT_ROYAL = [r.value for r in RANKS if r.value not in ("K", "Q")]


def start(players: int = 2, **options):
    return GAME.start(GameSetup(NAMES[:players], parse_options(ZetemaGameOptions, options), 0))


def zetema(seat: int, rank: str) -> tuple[str, dict]:
    return "declare", {"seat": seat, "zetema": rank}


def play(match, *entries):
    for kind, payload in entries:
        match = GAME.apply(match, Event(kind, payload))
    return match


def refused(match, kind, payload, message, field):
    with pytest.raises(RuleError, match=message) as caught:
        GAME.apply(match, Event(kind, payload))
    assert caught.value.field == field


def test_the_default_records_declarations_and_old_games_every_discard():
    assert GAME.prompt(start()).events == ("declare", "hand_over")
    assert GAME.prompt(start()).title == "Hand 1 · Ann deals"
    # A game stored before the option existed replays as it was entered: one discard a turn.
    stored = parse_options(ZetemaGameOptions, GAME.stored_options({"doubled_suit": "H"}))
    assert stored.recording == "discards"


@pytest.mark.parametrize(
    ("rank", "points"), [("J", 20), ("A", 15), ("5", 15), ("7", 5), ("K", 50), ("Q", 50)]
)
def test_a_zetema_scores_to_the_player_who_formed_it(rank, points):
    # "A zetema of jacks scores 20 points, of aces or 5s scores 15 points, and of any other rank 5 points.
    # Zetemas of kings or queens theoretically score 50 points each"
    match = play(start(), zetema(0, rank))
    assert GAME.score_sheet(match).totals == (points, 0)


def test_the_form_sends_a_zetema_as_its_rank_in_the_players_place():
    match = play(start(), ("declare", {"zetema": ["", "J"], "cards": "", "pulled": ""}))
    assert GAME.score_sheet(match).totals == (0, 20)  # Bob's zetema of jacks


def test_a_rank_forms_its_zetema_once_a_hand():
    # "After scoring a zetema, the player forming it moves all five cards in the general discard pile":
    # no card of the rank is left to form another, nor to be shown in a meld.
    match = play(start(), zetema(1, "9"))
    refused(match, "declare", {"seat": 0, "zetema": "9"}, "The 9s formed their zetema already", "zetema")
    refused(match, "declare", {"seat": 0, "cards": "4H 5S 6D 7C 8H 9S"}, "all five are out", "cards")
    assert not next(p for p in GAME.prompt(match).data["piles"] if p["rank"] == "9")["open"]


def test_no_zetema_of_kings_or_queens_after_a_marriage():
    # "they cannot be scored if even one marriage is formed": a married king is in the general pile.
    match = play(start(), ("declare", {"seat": 0, "cards": "KH QH"}))
    assert GAME.score_sheet(match).totals == (10, 0)  # a single marriage: 10
    refused(match, "declare", {"seat": 1, "zetema": "K"}, "only 4 kings are left", "zetema")
    refused(match, "declare", {"seat": 1, "zetema": "Q"}, "only 4 queens are left", "zetema")
    play(match, zetema(1, "J"))


def test_marriages_score_together_and_take_one_card_back():
    # "A single marriage scores 10 points, a double marriage 30 points ... an extra 10 points is scored for
    # each [imperial marriage]": hearts and spades (doubled), 30 + 10 = 40.
    match = play(start(), ("declare", {"seat": 1, "cards": "KS QS KH QH", "pulled": "QH"}))
    assert GAME.score_sheet(match).totals == (0, 40)
    # "if a player holds just one card of the marriage": not both taken back.
    refused(start(), "declare", {"seat": 1, "cards": "KD QD", "pulled": "KD QD"}, "only the other", "pulled")


def test_a_meld_then_its_discard_by_card_and_suit():
    # "They then end their turn by discarding one card; if they declared a meld on that turn, the discard
    # must be one of the cards of that meld." 9H is a 9, but not the meld's 9S.
    match = play(start(), ("declare", {"seat": 1, "cards": "4H 5S 6D 7C 8H 9S"}))
    assert GAME.score_sheet(match).totals == (0, 20)  # a sequence: 20
    prompt = GAME.prompt(match)
    assert prompt.events == ("discard",) and prompt.title.endswith("Bob discards one of the meld's cards")
    refused(match, "discard", {"card": "9H"}, "9H is not one of the meld's cards", "card")
    refused(match, "discard", {"rank": "K"}, "After a meld the discard is one of its cards", "rank")
    match = play(match, ("discard", {"card": "9S"}))
    assert GAME.prompt(match).events == ("declare", "hand_over")


def test_the_discard_of_a_meld_may_form_a_zetema_for_the_melder():
    # The fifth 9 discarded after Bob's meld: a zetema of 9s for Bob, 20 + 5.
    match = play(start(), ("declare", {"seat": 1, "cards": "4H 5S 6D 7C 8H 9S"}))
    match = play(match, ("discard", {"card": "9S", "zetema": "yes"}))
    assert GAME.score_sheet(match).totals == (0, 25)
    refused(match, "declare", {"seat": 0, "zetema": "9"}, "formed their zetema already", "zetema")


def test_marriages_are_not_declared_on_the_turn_of_a_meld():
    # "the meld must be declared first, and the marriage declared on a subsequent turn"
    match = play(start(), ("declare", {"seat": 0, "cards": "8H 9S 10D JC QH KH"}))
    with pytest.raises(RuleError, match="discard"):
        GAME.apply(match, Event("declare", {"seat": 0, "cards": "KH QH"}))


def test_the_hand_ends_when_the_table_says_so_and_the_deal_passes_left():
    # "The hand ends when the entire deck is in the general discard pile. Another hand is then dealt"
    match = play(start(), zetema(0, "J"), zetema(1, "A"), ("hand_over", {}))
    sheet = GAME.score_sheet(match)
    assert sheet.totals == (20, 15) and len(sheet.rows) == 1
    assert GAME.prompt(match).title == "Hand 2 · Bob deals"


def test_the_hand_ends_by_itself_once_every_rank_formed_its_zetema():
    # Every card in the general pile: 13 zetemas, J 20 + A, 5 15 each + K, Q 50 each + 8 x 5 = 190.
    match = start()
    for rank in [r.value for r in RANKS]:
        match = play(match, zetema(0, rank))
    assert GAME.score_sheet(match).totals == (190, 0)
    assert GAME.prompt(match).title == "Hand 2 · Bob deals"


def test_the_game_ends_the_moment_the_target_is_reached():
    # "When this happens, the rest of the hand is not played—the game ends immediately."
    match = start()
    for rank in NOT_ROYAL:  # 11 zetemas: 20 + 15 + 15 + 8 x 5 = 90 a hand
        match = play(match, zetema(1, rank))
    match = play(match, ("hand_over", {}))
    for rank in NOT_ROYAL:
        match = play(match, zetema(1, rank))
    match = play(match, ("hand_over", {}))
    assert GAME.score_sheet(match).totals == (0, 180)
    match = play(match, ("declare", {"seat": 1, "cards": "KS KS KH KD KC"}))  # assembly of kings: 130
    assert match.is_over and GAME.score_sheet(match).totals == (0, 310)


def test_partners_score_together():
    # "Partners' scores are added together": Ann and Cid against Bob and Dee; 200 when four play.
    match = play(start(4), zetema(0, "J"), zetema(2, "A"), zetema(1, "7"))
    assert GAME.score_sheet(match).totals == (35, 5)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_random_declarations_score_what_they_declare_and_a_rank_forms_once_a_hand(seed):
    rng, match = Random(seed), start()
    for _ in range(120):
        if match.is_over:
            break
        try:
            match = GAME.apply(match, GAME.random_entry(match, rng))
        except RuleError:
            continue
        earlier = sum(d["points"] for hand in match.played for d in hand.facts["declarations"])
        declared = () if match.is_over else match.deal.declared
        assert sum(GAME.score_sheet(match).totals) == earlier + sum(d.points for d in declared)
        formed = [d.rank for d in declared if d.rank]
        assert len(formed) == len(set(formed))
