"""A record read whole (store/record_schema.py): each fault one sentence naming where it is."""

from __future__ import annotations

import pytest

from scorekeeper.core import RuleError
from scorekeeper.store.record_schema import SCHEMA, SCHEMA_VERSION, entry_time, read_record


def record(**changes) -> dict:
    base = {
        "schema": SCHEMA,
        "schema_version": SCHEMA_VERSION,
        "table": {"name": "Kitchen"},
        "game": {"ruleset": "golf", "players": ["Ann", "Bob"]},
        "events": [{"seq": 1, "type": "round", "payload": {}}],
    }
    return base | changes


def fault(data) -> str:
    with pytest.raises(RuleError) as caught:
        read_record(data)
    return caught.value.message


def test_a_well_formed_record_is_read_with_its_defaults():
    parsed = read_record(record())
    assert parsed.game.first_dealer == 0 and parsed.scores is None
    assert [event.seq for event in parsed.events] == [1]


@pytest.mark.parametrize(
    ("changes", "sentence"),
    [
        ({"schema": "other"}, "This file is not a Scorekeeper game record."),
        ({"schema_version": "1"}, 'schema version is "1", not a whole number'),
        ({"schema_version": True}, "schema version is true, not a whole number"),
        ({"schema_version": 2}, "from a newer Scorekeeper"),
        ({"events": [{"seq": 1, "type": "round", "payload": []}]}, "entry 1's payload must be an object."),
        ({"game": {"ruleset": "golf", "players": ["Ann", 7]}}, "the game's players (item 2) must be text."),
        ({"game": {"ruleset": "golf", "players": [], "first_dealer": 99}}, "dealer must be at most 11."),
        ({"table": []}, "the table must be an object."),
        ({"events": [{"seq": 1, "type": "round", "at": "yesterday"}]}, '"yesterday" is not a date and time'),
    ],
)
def test_each_fault_is_one_sentence_naming_where_it_is(changes, sentence):
    message = fault(record(**changes))
    assert sentence in message and message.endswith(".")


def test_a_record_that_is_not_an_object_is_refused():
    assert fault([1, 2]) == "This file is not a Scorekeeper game record."


def test_entry_times_are_stored_in_utc_and_overflow_is_a_sentence():
    assert entry_time("2026-11-23T14:36:00+01:00").isoformat() == "2026-11-23T13:36:00+00:00"
    assert entry_time("2026-11-23T14:36:00").isoformat() == "2026-11-23T14:36:00+00:00"
    with pytest.raises(ValueError, match="is not a date and time"):
        entry_time("0001-01-01T00:00:00+01:00")
