"""New Eleusis's entries in words: each entry type as the table says it, a masked rule never guessed at."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.log import SECRET
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.new_eleusis.rules import NewEleusis
from tests.games.words_check import assert_every_entry_said

RULESET = NewEleusis()
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), parse_options(RULESET.Options, {}))


@pytest.mark.parametrize(
    ("event_type", "payload", "actor", "words"),
    [
        ("rule", {"rule": SECRET, "starter": "7H"}, None, "The secret rule is written; starter: 7 of hearts"),
        (
            "rule",
            {"rule": "red  after black", "hint": "colours", "starter": "KD"},
            None,
            "The rule: “red after black”; hint: “colours”; starter: king of diamonds",
        ),
        ("end_game", {}, None, "The game ends early"),
        ("play", {"turns": 3}, None, "3 right plays in a row, one card each"),
        ("play", {"wrong": "2"}, 1, "Bob plays 2 cards: wrong"),
        (
            "play",
            {"cards": "7H 8S", "right": True, "overruled": False},
            1,
            "Bob plays 7 of hearts and 8 of spades: right",
        ),
        (
            "play",
            {"cards": ["QC"], "right": "", "overruled": "on"},
            None,
            "The player plays queen of clubs: called wrong, overruled by God",
        ),
        ("no_play", {"claim": "correct", "overruled": False}, 2, "Cid declares no play: correct"),
        (
            "no_play",
            {"claim": "wrong", "card": "4C"},
            2,
            "Cid declares no play: wrong; 4 of clubs played for them",
        ),
        (
            "no_play",
            {"claim": "correct", "card": "4C", "overruled": True},
            2,
            "Cid declares no play: called correct, overruled by God; 4 of clubs played for them",
        ),
        (
            "no_play",
            {"claim": "wrong", "card": "4C", "overruled": True},
            2,
            "Cid declares no play: called wrong, overruled by God",
        ),
        ("prophet", {"player": 3}, None, "Dee becomes prophet"),
        ("go_out", {}, 3, "Dee goes out"),
    ],
)
def test_each_entry_is_said_as_the_table_says_it(event_type, payload, actor, words):
    assert RULESET.describe(SETUP, Event(event_type, payload), actor) == words


def test_a_rule_with_no_starter_is_said_plainly_without_its_text():
    assert RULESET.describe(SETUP, Event("rule", {"rule": SECRET})) == f"rule of {SECRET}"


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_new_eleusis_words(seed):
    assert_every_entry_said("new-eleusis", 5, seed)
