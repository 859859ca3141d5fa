"""Nine-Card Don's entries in words: each entry type as the table says it, partnerships by their names."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.nine_card_don.rules import NineCardDon
from tests.games.words_check import assert_every_entry_said

RULESET = NineCardDon()
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), parse_options(RULESET.Options, {}), teams=((0, 2), (1, 3)))


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("trump", {"suit": "H"}, "Hearts are trumps"),
        ("capture", {"side": 0, "card": "9H"}, "Ann & Cid capture the 9 of hearts"),
        ("capture", {"capture": "1 5C"}, "Bob & Dee capture the 5 of clubs"),  # the form's one tap
        ("capture", {"higher": "1"}, "Bob & Dee have more for game"),  # the form's game button
        ("game", {"higher": "0"}, "Ann & Cid have more for game"),
        ("game", {"higher": "tie"}, "A tie for game: nobody scores it"),
        ("game", {"points": [24, "18"]}, "Ann & Cid count 24, Bob & Dee 18 for game"),
        ("capture", {"side": 2, "card": "9H"}, "capture (side 2; card 9H)"),  # no such side: said plainly
    ],
)
def test_each_entry_is_said_as_the_table_says_it(event_type, payload, words):
    assert RULESET.describe(SETUP, Event(event_type, payload)) == words


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_nine_card_don_words(seed):
    assert_every_entry_said("nine-card-don", 4, seed)
