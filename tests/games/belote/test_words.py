"""Belote's entries in words: each entry type as the table says it, and every entry of random games said."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.belote.options import BeloteOptions
from scorekeeper.games.registry import get_ruleset
from tests.games.words_check import assert_every_entry_said

GAME = get_ruleset("belote")
SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), BeloteOptions())


def said(event_type: str, payload: dict) -> str:
    return GAME.describe(SETUP, Event(event_type, payload))


@pytest.mark.parametrize(
    ("event_type", "payload", "words"),
    [
        ("contract", {"taker": 1, "trump": "H"}, "Bob takes: hearts are trumps"),
        (
            "contract",
            {"taker": 0, "trump": "S", "turned": "S"},
            "Ann takes: spades are trumps, on the first round",
        ),
        (
            "contract",
            {"taker": "2", "trump": "C", "turned": "D"},
            "Cid takes: clubs are trumps, on the second round (diamonds turned)",
        ),
        ("all_passed", {}, "All four pass: the deal passes to the left"),
        ("declarations", {}, "No declarations"),
        ("declarations", {"who": [""], "what": [""], "high": [""], "belote": ""}, "No declarations"),
        (
            "declarations",
            {"who": ["1", "3"], "what": ["run3", "fourJ"], "high": ["QC", ""], "belote": "1"},
            "Bob declares a run of three to the queen of clubs and belote; Dee declares four jacks",
        ),
        (
            "declarations",
            {"declared": [{"seat": 0, "kind": "run", "length": 5, "high": "A", "suit": "H"}], "belote": 2},
            "Ann declares a run of five to the ace of hearts; Cid declares belote",
        ),
        (
            "declarations",
            {"hands": {"2": "7H 8H 9H", "0": "JS JH JD JC", "1": ""}},
            "Declarations found in the hands of Ann and Cid",
        ),
        ("result", {"points": 92}, "The takers make 92 card points"),
        ("result", {"points": "", "all_tricks": 1}, "Bob & Dee take every trick (capot)"),
        (
            "result",
            {"cards": ["AS", "10S", "KS", "QS"], "last_trick": True},
            "The takers' cards are counted: 1 trick with the last",
        ),
        (
            "result",
            {"cards": "AS 10S KS QS 7H 8H 9H JH", "last_trick": ""},
            "The takers' cards are counted: 2 tricks",
        ),
    ],
)
def test_each_entry_type_is_said_as_the_table_says_it(event_type, payload, words):
    assert said(event_type, payload) == words


def test_a_declaration_the_words_cannot_read_is_said_plainly():
    assert said("declarations", {"who": ["1"], "what": ["run9"], "high": ["QC"]}).startswith("declarations (")


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6))
def test_every_entry_of_a_random_game_is_said_in_belotes_words(seed):
    assert_every_entry_said("belote", 4, seed)
