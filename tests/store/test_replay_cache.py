"""The replay cache never serves a stale score: undo and redo that reuse an earlier replay, corrections and
game events give exactly what a fresh replay of the stored log gives (``repo._check_append``)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlmodel import Session

from scorekeeper.core import RuleError
from scorekeeper.families.log import Effective, replay
from scorekeeper.families.ruleset import Event
from scorekeeper.store import repo, tables
from scorekeeper.store.db import make_engine, upgrade
from scorekeeper.store.replay_cache import ReplayCache, same_events

PLAYERS = ("Ann", "Bob", "Cid", "Dee")

scores = st.lists(st.integers(min_value=-5, max_value=40), min_size=4, max_size=4)
#: What a table might enter: rounds, undo and redo (many, to revisit earlier states), and corrections of
#: a random early entry (valid or not).
actions = st.lists(
    st.one_of(
        scores.map(lambda s: ("round", {"scores": s})),
        st.just(("undo", {})),
        st.just(("redo", {})),
        st.tuples(st.integers(min_value=1, max_value=6), scores).map(
            lambda t: ("correction", {"target": t[0], "payload": {"scores": t[1]}})
        ),
    ),
    max_size=30,
)


@pytest.fixture(scope="module")
def engine():
    with tempfile.TemporaryDirectory(prefix="scorekeeper-replay-cache-") as folder:
        url = f"sqlite:///{Path(folder) / 'cache.db'}"
        upgrade(url)
        engine = make_engine(url)
        yield engine
        engine.dispose()


def fresh(session: Session, game) -> object:
    """The game replayed from its stored log, with no cache involved."""
    return replay(repo.ruleset_of(game), repo.setup_of(game), repo.entries_of(session, game))


def same_replay(got, want) -> None:
    assert got.state == want.state
    assert got.sheet == want.sheet
    assert got.prompt == want.prompt
    assert (got.seq, got.can_undo, got.can_redo) == (want.seq, want.can_undo, want.can_redo)
    assert got.effective == want.effective
    assert got.entries == want.entries


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=actions)
def test_every_answer_equals_a_fresh_replay_of_the_stored_log(engine, steps) -> None:
    with Session(engine, expire_on_commit=False) as session:
        table = tables.create_table(session, "Cache", PLAYERS)
        game = repo.start_game(session, table, "golf", PLAYERS)
        seq = 0
        for kind, payload in steps:
            try:
                result = repo.append_event(session, game, kind, payload, expected_seq=seq)
            except RuleError:
                assert repo.latest_seq(session, game.id) == seq  # refused: nothing stored
                with pytest.raises(RuleError):  # and a fresh replay refuses it too
                    repo.check_append(
                        repo.ruleset_of(game),
                        repo.setup_of(game),
                        repo.entries_of(session, game),
                        repo.Entry(seq + 1, kind, payload),
                    )
                continue
            seq += 1
            same_replay(result, fresh(session, game))
            session.commit()


def test_undo_and_redo_reuse_the_earlier_replay(engine) -> None:
    """After a round, undo and redo alternately: each answer reuses the state of the replay before, and the
    answer is still the stored log's (seq, entries, redo allowed or not)."""
    with Session(engine, expire_on_commit=False) as session:
        table = tables.create_table(session, "Reuse", PLAYERS)
        game = repo.start_game(session, table, "golf", PLAYERS)
        start = repo.current(session, game)
        first = repo.append_event(session, game, "round", {"scores": [1, 2, 3, 4]}, expected_seq=0)
        undone = repo.append_event(session, game, "undo", {}, expected_seq=1)
        assert undone.state is start.state  # the replay at seq 0, not a fold from the start
        redone = repo.append_event(session, game, "redo", {}, expected_seq=2)
        assert redone.state is first.state
        same_replay(redone, fresh(session, game))
        assert (redone.seq, redone.can_redo, len(redone.entries)) == (3, False, 3)


def test_a_correction_is_never_mistaken_for_the_entry_it_corrects(engine) -> None:
    with Session(engine, expire_on_commit=False) as session:
        table = tables.create_table(session, "Corrected", PLAYERS)
        game = repo.start_game(session, table, "golf", PLAYERS)
        repo.append_event(session, game, "round", {"scores": [1, 2, 3, 4]}, expected_seq=0)
        fixed = {"target": 1, "payload": {"scores": [9, 2, 3, 4]}}
        repo.append_event(session, game, "correction", fixed, expected_seq=1)
        repo.append_event(session, game, "undo", {}, expected_seq=2)
        redone = repo.append_event(session, game, "redo", {}, expected_seq=3)
        same_replay(redone, fresh(session, game))
        assert redone.sheet.totals[0] == 9


def test_an_undo_after_a_correction_is_not_served_the_uncorrected_replay(engine) -> None:
    """Round 1, round 2, round 1 corrected, undo: the game has round 1 as corrected in force, which
    no replay before had (the one at entry 1 had the round as first entered)."""
    with Session(engine, expire_on_commit=False) as session:
        table = tables.create_table(session, "Undo", PLAYERS)
        game = repo.start_game(session, table, "golf", PLAYERS)
        repo.append_event(session, game, "round", {"scores": [1, 2, 3, 4]}, expected_seq=0)
        repo.append_event(session, game, "round", {"scores": [1, 1, 1, 1]}, expected_seq=1)
        fixed = {"target": 1, "payload": {"scores": [9, 2, 3, 4]}}
        repo.append_event(session, game, "correction", fixed, expected_seq=2)
        undone = repo.append_event(session, game, "undo", {}, expected_seq=3)
        same_replay(undone, fresh(session, game))
        assert undone.sheet.totals == (9, 2, 3, 4)


def test_events_are_the_same_only_when_equal_in_value_and_type() -> None:
    one = (Effective(1, Event("round", {"scores": [1, 2]})),)
    assert same_events(one, (Effective(1, Event("round", {"scores": [1, 2]})),))
    assert not same_events(one, (Effective(1, Event("round", {"scores": [1.0, 2]})),))
    assert not same_events(one, (Effective(1, Event("round", {"scores": [True, 2]})),))
    assert not same_events(one, (Effective(1, Event("round", {"scores": [1, 2]}), corrected=True),))
    assert not same_events(one, (Effective(2, Event("round", {"scores": [1, 2]})),))
    assert not same_events(one, ())


def test_the_cache_forgets_the_oldest_and_its_index_with_it(engine) -> None:
    with Session(engine, expire_on_commit=False) as session:
        table = tables.create_table(session, "Small", PLAYERS)
        game = repo.start_game(session, table, "golf", PLAYERS)
        results = [repo.current(session, game)]
        for seq, score in enumerate((1, 2, 3)):
            results.append(
                repo.append_event(session, game, "round", {"scores": [score] * 4}, expected_seq=seq)
            )
    cache, key = ReplayCache(size=2), ("db", 1)
    for result in results:
        cache.put(key, result)
        cache.put(key, result)  # put again: indexed once
    assert cache.find(key, results[0].effective) is None  # forgotten
    assert cache.find(key, results[1].effective) is None
    assert cache.find(key, results[3].effective) is results[3]
    assert cache.find(("db", 2), results[3].effective) is None  # another game's
    assert sum(len(seqs) for seqs in cache._by_shape.values()) == 2
