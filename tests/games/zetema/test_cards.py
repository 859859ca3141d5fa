"""Zetema: the cards a declaration names, read and checked against what the app knows of the hand."""

import pytest

from scorekeeper.cards import Rank
from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.zetema.cards import (
    after_meld,
    check_held,
    checked,
    rank_set,
    read_discard,
    read_entered_cards,
    read_pulled,
    read_rank,
    read_zetema,
)
from scorekeeper.games.zetema.deal import ZetemaGameOptions
from scorekeeper.games.zetema.melds import ZetemaOptions, zetema_meld
from scorekeeper.games.zetema.rules import Zetema

MATCH = Zetema().start(GameSetup(("Ann", "Bob"), ZetemaGameOptions(recording="discards"), 0))
DECLARED = Zetema().start(GameSetup(("Ann", "Bob"), ZetemaGameOptions(), 0))


def refused(check) -> tuple[str, str | None]:
    with pytest.raises(RuleError) as error:
        check()
    return error.value.message, error.value.field


@pytest.mark.parametrize(("text", "rank"), [("k", Rank.KING), (" T ", Rank.TEN), ("10", Rank.TEN)])
def test_a_discard_is_read_by_its_rank(text, rank):
    assert read_rank(text) == rank


def test_a_discard_without_a_rank_is_refused():
    assert refused(lambda: read_rank("")) == ("Tap the rank of the card discarded.", "rank")


def test_the_cards_of_an_entry_must_be_given_and_from_the_pack():
    assert read_entered_cards(MATCH, {"cards": "KS QS"}, "cards", "the cards") == ["KS", "QS"]
    assert refused(lambda: read_entered_cards(MATCH, {}, "cards", "the meld's cards")) == (
        "Enter the meld's cards.",
        "cards",
    )


def test_only_the_other_card_of_a_marriage_is_pulled_from_its_pile():
    assert read_pulled(MATCH, {}, ["KS", "QS"]) == []
    message, field = refused(lambda: read_pulled(MATCH, {"pulled": "KH"}, ["KS", "QS"]))
    assert (message, field) == ("KH is not one of the cards married.", "pulled")


def test_a_player_holds_no_more_cards_than_the_hand_has():
    holding = MATCH.deal.turns.holding  # Bob, left of the dealer, goes first: six dealt and one drawn
    too_many = [f"{rank.value}S" for rank in list(Rank)[: holding + 1]]
    assert refused(lambda: check_held(MATCH, 1, too_many, [])) == (
        f"Bob holds only {holding} cards, not {holding + 1}.",
        "cards",
    )
    check_held(MATCH, 1, too_many[:holding], [])  # as many as the hand holds: accepted


def test_without_the_turns_a_player_holds_at_most_a_hand_and_the_card_drawn():
    # Declarations only: the app does not count the hands; six dealt and one drawn is the most.
    seven = [f"{rank.value}S" for rank in list(Rank)[:7]]
    check_held(DECLARED, 0, seven, [])
    assert refused(lambda: check_held(DECLARED, 0, [*seven, "2H"], [])) == (
        "Ann holds only 7 cards, not 8.",
        "cards",
    )


@pytest.mark.parametrize(
    ("payload", "found"),
    [
        ({"seat": 1, "zetema": "j"}, (1, Rank.JACK)),
        ({"zetema": ["", "10"]}, (1, Rank.TEN)),
        ({"zetema": ["7", ""]}, (0, Rank.SEVEN)),
        ({"zetema": ["", ""], "cards": "KS QS"}, None),
        ({}, None),
    ],
)
def test_a_zetema_is_read_with_its_player(payload, found):
    assert read_zetema(payload, ("Ann", "Bob")) == found


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"zetema": ["J", "J"]}, "Tap one zetema: the rank, on the row of the player who formed it."),
        ({"zetema": "J"}, "The player is missing."),
        ({"seat": 0, "zetema": "X"}, "Tap the rank of the zetema."),
    ],
)
def test_a_zetema_without_one_player_and_rank_is_refused(payload, message):
    assert refused(lambda: read_zetema(payload, ("Ann", "Bob")))[0] == message


def test_the_discard_is_a_card_or_in_old_records_a_rank():
    assert read_discard(MATCH, {"card": "9s"}) == (Rank.NINE, "9S")
    assert read_discard(MATCH, {"rank": "9"}) == (Rank.NINE, "")
    assert refused(lambda: read_discard(MATCH, {"card": "9S 9H"}))[1] == "card"


def test_a_calculator_refusal_is_placed_on_the_cards_field():
    with pytest.raises(RuleError) as error:
        checked(zetema_meld, ["AS", "9H"], ZetemaOptions())
    assert error.value.field == "cards"


def test_a_marriage_after_a_meld_is_refused_naming_the_shared_king_and_queen():
    assert after_meld(["KS", "QS", "JS"], ["KS", "QS"]).startswith("The meld and a marriage of K♠ Q♠")
    assert after_meld(["9S", "10S", "JS"], ["KH", "QH"]).startswith("Marriages are declared instead")
    assert rank_set(["KS", "KH", "QS"]) == {Rank.KING, Rank.QUEEN}
