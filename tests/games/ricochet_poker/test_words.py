"""Ricochet Poker's entries in words: each entry type as the table says it, with or without whose turn."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import parse_options
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.ricochet_poker.rules import RicochetPoker
from tests.games.words_check import assert_every_entry_said

RULESET = RicochetPoker()
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), parse_options(RULESET.Options, {"bugs": True}))


@pytest.mark.parametrize(
    ("event_type", "payload", "actor", "words"),
    [
        ("card", {"card": "AS"}, 1, "Bob is dealt the ace of spades"),
        ("card", {"card": "10h"}, None, "The 10 of hearts dealt"),
        ("card", {"card": "JK"}, 0, "Ann is dealt a bug"),
        ("buy", {"count": "2"}, 2, "Cid buys 2 cards"),
        ("buy", {"count": 1}, None, "The lowest hand buys 1 card"),
        ("fold", {}, 3, "Dee folds"),
        ("fold", {}, None, "The lowest hand folds"),
        ("end", {}, None, "The session ends"),
        ("card", {"card": "ZZ"}, 1, "Bob's card of ZZ"),  # not a card: said plainly
    ],
)
def test_each_entry_is_said_as_the_table_says_it(event_type, payload, actor, words):
    assert RULESET.describe(SETUP, Event(event_type, payload), actor) == words


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_ricochet_poker_words(seed):
    assert_every_entry_said("ricochet-poker", 4, seed)
