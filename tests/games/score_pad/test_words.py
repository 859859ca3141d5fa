"""The score pad's entries in words: each entry type as the table says it, per player or per partnership."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.score_pad.rules import ScorePad
from tests.games.words_check import assert_every_entry_said

RULESET = ScorePad()
PLAYERS = ("Ann", "Bob", "Cid", "Dee")
ALONE = GameSetup(PLAYERS[:3], parse_options(RULESET.Options, {}))
PARTNERS = GameSetup(
    PLAYERS, parse_options(RULESET.Options, {"sides": "partnerships"}), teams=((0, 2), (1, 3))
)


@pytest.mark.parametrize(
    ("setup", "event_type", "payload", "words"),
    [
        (ALONE, "round", {"scores": [7, -2, "9"]}, "Ann scores 7, Bob −2, Cid 9"),
        (PARTNERS, "round", {"scores": [20, 0]}, "Ann & Cid score 20, Bob & Dee 0"),
        (ALONE, "part", {"scores": [5, 0, 0]}, "Ann scores 5, Bob 0, Cid 0 (part of the round)"),
        (ALONE, "end", {}, "The game ends here"),
        (ALONE, "end", {"scores": ["0", "", 0]}, "The game ends here"),  # the form's fields, left at 0
        (ALONE, "end", {"scores": [1, 0, 4]}, "The game ends after this round: Ann scores 1, Bob 0, Cid 4"),
        (ALONE, "round", {"scores": [7, 2]}, "round (scores 7, 2)"),  # not a score each: said plainly
    ],
)
def test_each_entry_is_said_as_the_table_says_it(setup, event_type, payload, words):
    assert RULESET.describe(setup, Event(event_type, payload)) == words


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_the_pads_words(seed):
    assert_every_entry_said("score-pad", 4, seed)
