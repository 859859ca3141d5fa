"""The cut and the show of cribbage as a table enters them."""

import pytest

from scorekeeper.core import RuleError, ScoreLine
from scorekeeper.games.cribbage.entries import Shown, read_cut, read_show, shown_what
from scorekeeper.games.cribbage.pegging import Pegging
from scorekeeper.games.cribbage.show import FIVE_CARD

NAMES = ("Ann", "Bob")


def refused(check) -> tuple[str, str | None]:
    with pytest.raises(RuleError) as error:
        check()
    return error.value.message, error.value.field


# --- The cut and the show, as entered ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"dealer": 1}, 1),
        # "The player cutting the lower card deals" (ace low): 5H beats KD, AD beats KH.
        ({"cards": ["5H", "KD"]}, 0),
        ({"cards": ["KH", "AD"]}, 1),
    ],
)
def test_the_cut_decides_the_first_dealer(payload, expected):
    assert read_cut(payload, NAMES)[0] == expected


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ({"cards": ["AH", "AD"]}, ("Both cut an ace: cut again.", "cards")),
        ({"cards": ["AH", "AH"]}, ("Ann and Bob cannot both cut AH: the pack has one.", "cards.1")),
        ({"cards": ["AH", "2D"], "dealer": 0}, ("Enter the cards cut or who deals, not both.", "dealer")),
        ({}, ("Enter the card each player cut, or who deals first.", "cards")),
        ({"cards": ["7H"]}, ("Enter the card each of the two players cut.", "cards")),
        ({"cards": ["7H", ""]}, ("Enter the card Bob cut, such as 7H.", "cards.1")),
    ],
)
def test_a_cut_that_cannot_decide_is_refused(payload, expected):
    assert refused(lambda: read_cut(payload, NAMES)) == expected


# Bob (1) led 7H and 8D, Ann (0) played 8S; the start card is 5S.
PLAYED = Pegging(plays=((1, "7H"), (0, "8S"), (1, "8D")), over=True)


def shown(payload, seat=1, crib=False, before=()):
    return read_show(payload, FIVE_CARD, seat, crib, NAMES, starter="5S", play=PLAYED, shown=before)


def test_a_hand_is_shown_by_its_cards_or_its_points():
    # Bob's 7H 8D 9C with the 5S: fifteen two (7 + 8), and a run of three is five.
    hand = shown({"cards": "7H 9C 8D"})
    assert (hand.points, hand.part, hand.cards) == (5, "hand", ("7H", "9C", "8D"))
    assert [line.label for line in hand.lines] == ["hand: fifteen", "hand: run of 3"]
    assert hand.as_dict(NAMES)["said"] == "fifteen two, and a run is five"
    table = shown({"points": 5})
    assert table == Shown(1, False, (), None, 5)
    assert table.lines == (ScoreLine("hand: counted at the table", 5),)
    assert table.as_dict(NAMES) == {
        "what": "Bob's hand",
        "cards": [],
        "points": 5,
        "said": "counted at the table",
        "lines": [],
    }
    assert shown_what(NAMES, 0, False) == "Ann's hand" and shown_what(NAMES, 1, True) == "the crib"


@pytest.mark.parametrize(
    ("payload", "seat", "crib", "expected"),
    [
        ({"cards": "JC QC 4D"}, 0, False, "Ann's hand must hold 8S, which Ann played."),
        ({"cards": "7H 9C"}, 1, False, "Bob's hand has 3 cards besides the start card, not 2."),
        ({"points": 25}, 1, False, "Bob's hand cannot be more than 20."),
        (
            {"cards": "8D 7H 9C", "points": 3},
            1,
            False,
            "Enter the 3 cards of Bob's hand or the points it counts, not both.",
        ),
        ({}, 1, True, "Enter the 4 cards of the crib or the points it counts, one or the other."),
        ({"cards": "5C 9C 7H 2S"}, 1, True, "The crib cannot hold 7H: Bob played it."),
        ({"cards": "5S 9C 3D 2S"}, 1, True, "The crib cannot hold 5S: it is the start card."),
        ({"cards": "5C 9C 10D 2S"}, 1, True, "The crib cannot hold 10D: it is in Ann's hand."),
    ],
)
def test_a_show_that_cannot_be_so_is_refused(payload, seat, crib, expected):
    before = (Shown(0, False, ("10D", "2C", "3C"), None, 0),)
    assert refused(lambda: shown(payload, seat, crib, before))[0] == expected
