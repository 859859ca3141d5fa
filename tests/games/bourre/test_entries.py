"""``bourre_entries``: reading what a Bourré table enters, and the simulation's random entries."""

import contextlib
from random import Random

import pytest

from scorekeeper.core import RuleError
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.bourre.deal import BourreOptions
from scorekeeper.games.bourre.entries import random_entry, read_call, read_seats, read_taken
from scorekeeper.games.registry import get_ruleset

NAMES = ("Ann", "Bob", "Cid", "Dee")


def test_a_call_is_pass_play_or_the_cards_discarded_to_play():
    assert read_call({"call": "Pass"}, "declare", 5) == ("pass", None)
    assert read_call({"call": "3"}, "declare", 5) == ("play", 3)
    with pytest.raises(RuleError, match="Choose play or pass"):
        read_call({"call": "3"}, "play", 5)


def test_each_player_is_listed_once():
    assert read_seats({"playing": ["1", "", 3]}, "playing", NAMES) == [1, 3]
    with pytest.raises(RuleError, match="listed once"):
        read_seats({"playing": [1, 1]}, "playing", NAMES)


def test_the_tricks_add_up_to_those_dealt_and_a_player_who_passed_took_none():
    assert read_taken({"taken": [3, 2]}, NAMES, (0, 1), 5) == [3, 2, 0, 0]
    with pytest.raises(RuleError, match="add up to 4: 5 were played"):
        read_taken({"taken": [3, 1]}, NAMES, (0, 1), 5)
    with pytest.raises(RuleError, match="Cid passed and took no trick"):
        read_taken({"taken": [3, 1, 1]}, NAMES, (0, 1), 5)


def test_random_entries_are_of_a_type_the_prompt_takes():
    game = get_ruleset("bourre")
    match = game.start(GameSetup(NAMES, BourreOptions()))
    rng = Random(7)
    for _ in range(40):
        prompt = game.prompt(match)
        event = random_entry(prompt, match, rng)
        assert event.type in prompt.events
        with contextlib.suppress(RuleError):  # a refused entry changes nothing
            match = game.apply(match, event)
