"""Which entries made a row of the score sheet (``families.log.entries_of_row``): a hand's row opened to
correct it lists them."""

from __future__ import annotations

from scorekeeper.families.log import Effective, entries_of_row
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Prompt, Ruleset, ScoreSheet
from scorekeeper.games.bacon.rules import BaconOptions
from scorekeeper.games.registry import get_ruleset

BACON = get_ruleset("bacon")
BACON_SETUP = GameSetup(("Ann", "Bob", "Cid", "Dee"), BaconOptions())


def effective(*events: tuple[str, dict]) -> list[Effective]:
    return [Effective(seq, Event(kind, payload)) for seq, (kind, payload) in enumerate(events, start=1)]


def seqs(items: list[Effective]) -> list[int]:
    return [item.seq for item in items]


# Deal 1: two calls and the result; a deal thrown in; deal 2: the contract, a veto of going alone, the result;
# deal 3 under way (its pick-up only).
BACON_LOG = effective(
    ("call", {"player": 1, "call": "pass"}),
    ("call", {"player": 2, "call": "H"}),
    ("result", {"declarers": 3}),
    ("thrown_in", {}),
    ("contract", {"declarer": 0, "trump": "S", "alone": True}),
    ("veto_alone", {}),
    ("result", {"declarers": 5}),
    ("contract", {"declarer": 1, "trump": "C"}),
)


def test_a_deals_row_is_made_by_its_calls_and_its_result():
    assert seqs(entries_of_row(BACON, BACON_SETUP, BACON_LOG, 0)) == [1, 2, 3]


def test_a_deal_thrown_in_before_a_row_belongs_to_it():
    assert seqs(entries_of_row(BACON, BACON_SETUP, BACON_LOG, 1)) == [4, 5, 6, 7]


def test_a_row_not_on_the_sheet_has_no_entries():
    assert entries_of_row(BACON, BACON_SETUP, BACON_LOG, 2) == []


class Rounds(Ruleset):
    """A row stands on the sheet from its ``open`` entry, blank, until its ``score`` fills it in; a ``note``
    changes no row."""

    slug, name, min_players, max_players = "rounds", "Rounds", 1, 1

    def start(self, setup):
        return ()

    def apply(self, state, event):
        if event.type == "open":
            return (*state, None)
        if event.type == "score":
            return (*state[:-1], event.payload["points"])
        return state

    def prompt(self, state):
        return Prompt("round", "Round", ("open", "score", "note"))

    def score_sheet(self, state):
        rows = tuple(HandRow(f"Round {i + 1}", (points,)) for i, points in enumerate(state))
        return ScoreSheet(("Ann",), rows, (sum(p or 0 for p in state),))


def test_an_entry_that_changes_a_row_standing_on_the_sheet_belongs_to_it():
    log = effective(
        ("note", {}),
        ("open", {}),
        ("note", {}),
        ("score", {"points": 3}),
        ("open", {}),
        ("score", {"points": 1}),
    )
    made = [seqs(entries_of_row(Rounds(), GameSetup(("Ann",), None), log, row)) for row in range(2)]
    assert made == [[1, 2, 3, 4], [5, 6]]
