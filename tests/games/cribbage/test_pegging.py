"""The play of a cribbage deal as a table enters it, card by card (Pegging)."""

import pytest

from scorekeeper.cards import parse_card
from scorekeeper.core import RuleError, ScoreLine
from scorekeeper.games.cribbage.pegging import Pegging, pegging_words
from scorekeeper.games.cribbage.play import is_go
from scorekeeper.games.cribbage.show import FIVE_CARD, SIX_CARD

# --- The play of a deal, entry by entry (Pegging) ------------------------------------------------

NAMES = ("Ann", "Bob")


def played(*plays: tuple[int, str], variant: str = FIVE_CARD, lead: int = 1) -> Pegging:
    """The play after each (seat, card); Bob (1) leads unless ``lead`` says otherwise."""
    play = Pegging(turn=lead)
    for seat, card in plays:
        play = play.play(seat, parse_card(card), variant)
    return play


def refused(check) -> tuple[str, str | None]:
    with pytest.raises(RuleError) as error:
        check()
    return error.value.message, error.value.field


def test_the_turn_alternates_and_each_card_pegs_as_the_calculator_says():
    # Bob 7H (7), Ann 8S (15: "fifteen two"), Bob 8D (23: a pair).
    play = played((1, "7H"), (0, "8S"))
    assert (play.turn, play.count(FIVE_CARD), play.cards_left(FIVE_CARD)) == (1, 15, (2, 2))
    assert play.as_dict(FIVE_CARD) == {
        "count": 15,
        "plays": [
            {"seat": 1, "card": "7H", "count": 7, "points": 0, "labels": []},
            {"seat": 0, "card": "8S", "count": 15, "points": 2, "labels": ["fifteen"]},
        ],
        "cards_left": [2, 2],
        "on_go": [],
        "can_go": False,
    }
    moves = played((1, "7H"), (0, "8S"), (1, "8D")).moves(FIVE_CARD)
    assert [(m.seat, m.card, m.said, m.lines[0].label) for m in moves] == [
        (0, "8S", "a fifteen", "fifteen"),
        (1, "8D", "a pair", "pair"),
    ]


def test_a_go_lets_the_other_player_carry_on_and_five_card_ends_when_neither_can():
    # Bob KS 10, Ann QS 20, Bob 9S 29: Ann cannot play on, says go; Bob plays his last card AS (30)
    # and, with neither able to play, the five-card play is over: Bob has the last card.
    play = played((1, "KS"), (0, "QS"), (1, "9S"))
    after_go = play.go(0, FIVE_CARD)
    assert (after_go.turn, after_go.on_go) == (1, frozenset({0}))
    over = after_go.play(1, parse_card("AS"), FIVE_CARD)
    assert over.over and over.turn is None
    assert over.result(FIVE_CARD).last_line == ScoreLine("last card", 1, ("AS",))
    assert over.moves(FIVE_CARD)[-1].said == "the last card"


def test_six_card_restarts_the_count_after_a_go_with_one_for_the_go():
    # The same play in six-card: after Bob's AS (30) neither can play on, so Bob pegs 1 for the go and
    # the count starts again from 0, led by Ann.
    play = played((1, "KS"), (0, "QS"), (1, "9S"), variant=SIX_CARD).go(0, SIX_CARD)
    play = play.play(1, parse_card("AS"), SIX_CARD).go(1, SIX_CARD)
    assert (play.count(SIX_CARD), play.turn, play.over, play.plays[-1]) == (0, 0, False, (None, "go"))
    assert [(m.seat, m.card, m.said) for m in play.moves(SIX_CARD)] == [(1, "AS", "the go")]
    assert play.rows(SIX_CARD)[-1] == {"seat": 1, "go": True, "points": 1}
    # Five-card: 31 ends the play ("you only play up to 31 once"); six-card: the next player leads again.
    assert played((1, "KS"), (0, "QS"), (1, "AS"), (0, "10D")).over
    again = played((1, "KS"), (0, "QS"), (1, "AS"), (0, "10D"), variant=SIX_CARD)
    assert (again.over, again.turn, again.count(SIX_CARD)) == (False, 1, 0)


def test_entries_out_of_turn_or_past_31_are_refused():
    play = played((1, "KS"), (0, "QS"), (1, "9S"))  # count 29, Ann to play
    assert play.verify_turn(None, NAMES, FIVE_CARD) == 0
    assert refused(lambda: play.verify_turn(1, NAMES, FIVE_CARD)) == (
        "It is Ann's turn to play, not Bob's.",
        "player",
    )
    assert refused(lambda: play.go(0, FIVE_CARD).verify_turn(0, NAMES, FIVE_CARD))[0] == (
        "Ann has said go, so it is Bob's turn to play, not Ann's."
    )
    assert refused(lambda: play.verify_play(0, parse_card("5S"), FIVE_CARD, NAMES, "2C")) == (
        "Ann cannot play 5S: the count would go from 29 to 34, past 31.",
        "card",
    )
    assert refused(lambda: play.verify_play(0, parse_card("KS"), FIVE_CARD, NAMES, "2C"))[0] == (
        "KS has already been played this deal, by Bob."
    )
    assert refused(lambda: play.verify_play(0, parse_card("2C"), FIVE_CARD, NAMES, "2C"))[0] == (
        "2C is the start card: it cannot be played."
    )
    play.verify_go(0, FIVE_CARD, NAMES)  # at 29 a go is allowed
    assert refused(lambda: Pegging(turn=1).verify_go(1, FIVE_CARD, NAMES))[0] == (
        "Bob cannot say go at a count of 0: any card can be played without passing 31."
    )


def test_how_a_pegging_score_is_said():
    assert pegging_words([ScoreLine("fifteen", 2), ScoreLine("pair", 2)]) == "a fifteen and a pair"
    assert pegging_words([ScoreLine("run of 4", 4)]) == "a run of four"
    assert is_go(" GO ") and not is_go("5H") and not is_go(None)
