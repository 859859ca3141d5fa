"""Golf's entries in words: a round by each player's score, or by the six cards each (added up), and who
went out."""

from __future__ import annotations

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.golf.rules import GolfOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("golf")
SETUP = GameSetup(("Ann", "Bob", "Cid"), GolfOptions())


def said(payload: dict) -> str:
    return GAME.describe(SETUP, Event("round", payload))


def test_a_round_by_scores_and_who_went_out():
    # the old records' shape
    assert said({"scores": [21, 15, 26], "went_out": 1}) == "Ann scores 21, Bob 15, Cid 26; Bob went out"
    assert said({"scores": [-4, "0", 3]}) == "Ann scores −4, Bob 0, Cid 3"


def test_a_round_by_cards_says_what_each_layout_scores():
    # Ann: columns A/A (0), K/2 (0 + 2), 5/5 (0) = 2; Bob: 3/4, 6/7, 8/9 = 37; Cid: J/Q, K/K, 10/2 = 35
    cards = ["AH KS 5D AC 2H 5C", "3H 6S 8D 4C 7H 9C", "JH KH 10S QC KC 2D"]
    assert said({"cards": cards, "went_out": "0"}) == "Ann scores 2, Bob 37, Cid 35; Ann went out"


def test_an_entry_the_words_do_not_fit_is_said_plainly():
    assert said({"scores": [1, 2]}) == "round (scores 1, 2)"
