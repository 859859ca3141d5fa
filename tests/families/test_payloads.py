"""An entry checked before it is stored: plain data within bounds, and only the fields the game reads."""

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.families.log import Entry, check_append, replay
from scorekeeper.families.payloads import MAX_ITEMS, MAX_TEXT, ReadFields, apply_checked, check_data
from scorekeeper.families.ruleset import Event, GameSetup
from tests.families.test_log import Tally, TallyOptions

SETUP = GameSetup(("Ann", "Bob"), TallyOptions())


@pytest.mark.parametrize(
    ("payload", "said", "field"),
    [
        ({"points": math.nan}, "“points” is not a number (NaN and Infinity are not numbers).", "points"),
        ({"points": math.inf}, "not a number", "points"),
        ({"points": 10**12}, "too large a number", "points"),
        ({"note": "x" * (MAX_TEXT + 1)}, f"“note” is too long: at most {MAX_TEXT} characters.", "note"),
        ({"cards": ["7H"] * (MAX_ITEMS + 1)}, "too many items", "cards"),
        ({"a": [[[[1]]]]}, "nests lists or objects too deeply", "a.0.0.0"),
        ({"a": {1.5}}, "is not plain data", "a"),
        ({"a": [1, math.nan]}, "“a.1” is not a number", "a.1"),
    ],
)
def test_what_is_not_data_is_refused_with_a_sentence_naming_the_field(payload, said, field):
    with pytest.raises(RuleError, match=said.replace("(", r"\(").replace(")", r"\)")) as refused:
        check_data(payload)
    assert refused.value.field == field


def test_json_data_within_the_bounds_is_accepted():
    check_data({"points": 3, "cards": "10H QS", "seats": [0, 1], "gin": False, "x": None, "f": 1.5})


def test_a_field_the_game_does_not_read_is_refused_when_filled_and_dropped_when_blank():
    state = Tally().start(SETUP)
    with pytest.raises(RuleError, match=r"“note” is not part of this entry \(score\): leave it out\.") as r:
        apply_checked(Tally(), state, Event("score", {"points": 3, "note": "a long story"}))
    assert r.value.field == "note"
    after, stored = apply_checked(Tally(), state, Event("score", {"points": 3, "note": "", "cards": [""]}))
    assert stored == {"points": 3} and after.rows == ((3,),)


def test_a_payload_copied_whole_counts_as_read():
    fields = ReadFields({"a": 1, "b": 2})
    assert fields.unread() == ["a", "b"]
    fields.get("a")
    assert fields.unread() == ["b"]
    assert {**fields} == {"a": 1, "b": 2} and fields.unread() == []
    assert json.dumps(ReadFields({"a": 1})) == '{"a": 1}'


def test_check_append_stores_a_game_event_less_its_unread_blanks():
    log = [Entry(1, "score", {"points": 2})]
    result = check_append(Tally(), SETUP, log, Entry(2, "score", {"points": "4", "_x": ""}))
    assert result.entries[-1] == Entry(2, "score", {"points": "4"})
    assert result.sheet.totals == replay(Tally(), SETUP, result.entries).sheet.totals


def test_a_corrections_new_payload_is_checked_where_its_entry_stands():
    log = [Entry(1, "score", {"points": 2}), Entry(2, "score", {"points": 5})]
    with pytest.raises(RuleError, match="entry 1 impossible: “note” is not part"):
        check_append(
            Tally(), SETUP, log, Entry(3, "correction", {"target": 1, "payload": {"points": 1, "note": "x"}})
        )
    with pytest.raises(RuleError, match="not a number"):
        check_append(
            Tally(), SETUP, log, Entry(3, "correction", {"target": 2, "payload": {"points": math.nan}})
        )
    fixed = check_append(
        Tally(), SETUP, log, Entry(3, "correction", {"target": 1, "payload": {"points": 3, "b": ""}})
    )
    assert fixed.entries[-1].payload == {"target": 1, "payload": {"points": 3}}
    assert fixed.state.rows == ((3,), (5,))
    assert replay(Tally(), SETUP, fixed.entries).state == fixed.state


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
        lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=5), kids, max_size=3),
        max_leaves=20,
    )
)
def test_whatever_is_accepted_as_data_is_valid_json_that_reads_back_the_same(value):
    try:
        check_data({"v": value})
    except RuleError as refused:
        assert refused.message.strip()
        return
    text = json.dumps({"v": value}, allow_nan=False)  # raises on NaN or Infinity
    assert json.loads(text) == {"v": value}
