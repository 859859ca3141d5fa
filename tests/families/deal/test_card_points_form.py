"""The card-point form (families/deal/result.py ``card_points_form``): the plain description of a result
where one side's card points leave the rest of the deck to the other, which
templates/families/_card_points.html shows knowing no game: whose points (fixed, chosen, or each player's),
the line under them, the capots, and the cards entry with its card values and last trick."""

from __future__ import annotations

import json
from dataclasses import asdict, replace

import pytest

from scorekeeper.cards import Rank, italian_40, piquet_32
from scorekeeper.families.card_points import PointSchedule
from scorekeeper.families.deal.loop import Sides
from scorekeeper.families.deal.result import Capot, PointsField, SideChoice, card_points_form, card_values
from scorekeeper.families.ruleset import GameSetup

TEAMS = Sides.partnerships(GameSetup(("Ann", "Bob", "Cid", "Dee"), None))
TWO = Sides.players(GameSetup(("Ann", "Bob"), None))
THREE = Sides.players(GameSetup(("Ann", "Bob", "Cid"), None))

#: A Belote-like table: trumps count apart, ten for the last trick.
JASS = PointSchedule(
    "jass",
    "Jass",
    tuple(piquet_32()),
    plain={Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2},
    trumps={Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3},
    last_trick=10,
    last_trick_label="dix de der",
    expected_total=162,
)
#: An Italian pack with a point a trick, as Malilla's.
ITALIAN = PointSchedule(
    "italian",
    "Italian",
    tuple(italian_40()),
    plain={Rank.SEVEN: 5, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1},
    per_trick=1,
    expected_total=70,
)


def test_card_values_as_a_table_says_them():
    assert card_values(ITALIAN) == "7 5, A 4, K 3, Q 2, J 1"
    assert card_values(JASS) == (
        "trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2"
    )


def test_a_side_fixed_by_the_contract_with_capots_and_the_last_trick():
    form = card_points_form(TEAMS, 162, JASS, side=1, capot="Capot: {side} took every trick")
    assert form.event_type == "result" and form.deck_points == 162 and form.side == 1
    assert form.fields == (PointsField("points", "Bob & Dee's card points", "cards", "Cards Bob & Dee took"),)
    assert not form.per_player and form.sides == () and form.default_side is None
    # The other team has the rest: 162 - Bob & Dee's points.
    assert form.rest == "Ann & Cid have the rest of 162."
    assert form.legend == "After the last trick: 162 card points"
    # The takers' capot first, then the defenders'.
    assert form.capots == (
        Capot(1, "Capot: Bob & Dee took every trick"),
        Capot(0, "Capot: Ann & Cid took every trick"),
    )
    cards = form.cards
    assert cards.summary == "Or tap in Bob & Dee's cards: the app counts them"
    assert (cards.deck_size, cards.ranks) == (32, "A K Q J 10 9 8 7")  # the pack's ranks, ace high
    assert cards.hint == (
        "Trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2;"
        " whole tricks of four."
    )
    assert cards.last_trick == "Bob & Dee took the last trick (dix de der, +10)"
    assert cards.placeholder == "e.g. AS KS QH …" and cards.button == "Count and record"


def test_a_side_chosen_by_the_table_the_dealers_ticked():
    form = card_points_form(
        TEAMS,
        70,
        ITALIAN,
        default_side=1,
        record="Record the points",
        capot="Capote: {side} took all ten tricks",
        ranks="7 A K Q J 6 5 4 3 2",
    )
    assert form.side is None and form.default_side == 1
    assert form.sides == (SideChoice(0, "Ann & Cid"), SideChoice(1, "Bob & Dee"))
    assert form.sides_legend == "Whose points?" and form.record == "Record the points"
    assert form.fields == (PointsField("points", "Their card points", "cards", "Their cards"),)
    assert form.rest == "The other team has the rest of 70."
    assert [c.side for c in form.capots] == [0, 1]  # in the sheet's order
    assert form.capots[1].label == "Capote: Bob & Dee took all ten tricks"
    cards = form.cards
    assert cards.summary == "Or tap in the cards the ticked team took: the app counts them"
    assert cards.ranks == "7 A K Q J 6 5 4 3 2" and cards.deck_size == 40
    assert cards.hint == "7 5, A 4, K 3, Q 2, J 1, and 1 for each trick; whole tricks of four."
    assert cards.last_trick == ""  # the last trick scores nothing here: no box


def test_two_players_are_players_not_teams():
    chosen = card_points_form(TWO, 120, ITALIAN, trick_size=2)
    assert chosen.rest == "The other player has the rest of 120."
    assert chosen.cards.summary == "Or tap in the cards the ticked player took: the app counts them"
    assert chosen.cards.hint.endswith("whole tricks of two.")
    fixed = card_points_form(TWO, 120, side=0)
    assert fixed.rest == "Bob has the rest of 120." and fixed.fields[0].label == "Ann's card points"


def test_each_of_three_players_one_left_blank():
    pack = replace(ITALIAN, per_trick=0, expected_total=60)
    form = card_points_form(
        THREE, 120, pack, capot="Capot: {side}", trick_size=3, note="2S is out of the pack."
    )
    assert form.per_player and form.sides == () and form.side is None
    assert form.fields == tuple(
        PointsField(f"points.{i}", name, f"cards.{i}", f"Cards {name} took")
        for i, name in enumerate(("Ann", "Bob", "Cid"))
    )
    assert form.rest == "Leave one blank: that player has the rest of 120."
    assert form.capots == ()  # not a side against the rest: no capot
    cards = form.cards
    assert cards.summary == "Or tap in the cards each player took: the app counts them"
    assert cards.hint == (
        "7 5, A 4, K 3, Q 2, J 1; whole tricks of three; one pile may stay blank. 2S is out of the pack."
    )
    with pytest.raises(ValueError, match="no side is fixed"):
        card_points_form(THREE, 120, side=0)


def test_the_games_own_words_and_no_cards_entry_without_a_table():
    form = card_points_form(
        TEAMS,
        28,
        side=0,
        legend="After the eighth trick: 28 card points",
        points_label="Their points",
        rest="Ann & Cid need 16 of them.",
        record="Record the result",
        event_type="result",
    )
    assert form.legend == "After the eighth trick: 28 card points" and form.fields[0].label == "Their points"
    assert form.rest == "Ann & Cid need 16 of them." and form.record == "Record the result"
    assert form.cards is None and form.capots == ()


def test_the_description_is_plain_data():
    """The API sends a prompt's data as JSON: the form goes with it."""
    form = card_points_form(TEAMS, 162, JASS, side=0, capot="Capot: {side} took every trick")
    data = json.loads(json.dumps(asdict(form)))
    assert data["fields"][0]["points"] == "points" and data["cards"]["deck_size"] == 32
    assert data["capots"][0] == {"side": 0, "label": "Capot: Ann & Cid took every trick"}
