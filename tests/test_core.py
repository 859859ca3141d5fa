"""The payload readers and word helpers every layer shares (``scorekeeper.core``)."""

import pytest

from scorekeeper.cards import parse_card, standard_52
from scorekeeper.core import RuleError, capitalized, filled, read_card

DECK = tuple(standard_52())


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (None, False),
        ("", False),
        ("  ", False),
        (["", " "], False),
        ("7H", True),
        (0, True),
        (["", "7H"], True),
        (False, True),
    ],
)
def test_a_blank_form_field_is_not_filled_in(value, expected):
    assert filled(value) is expected


def test_one_card_of_the_pack():
    assert read_card(" 7h ", DECK, field_name="card", what="the start card") == parse_card("7H")
    with pytest.raises(RuleError) as blank:
        read_card("", DECK, field_name="card", what="the start card")
    assert (blank.value.message, blank.value.field) == ("Enter the start card, such as 7H.", "card")
    with pytest.raises(RuleError) as two:
        read_card("JC QC", DECK, field_name="card", what="the start card")
    assert two.value.message == "Enter only the start card: one card, not 2."
    with pytest.raises(RuleError):
        read_card("ZZ", DECK, field_name="card", what="the start card")


def test_a_phrase_starts_a_sentence():
    assert capitalized("the crib") == "The crib"
    assert capitalized("") == ""
