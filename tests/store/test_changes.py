"""The change watcher (scorekeeper/store/changes.py): subscribers sleep until their game moves; one poll per
process serves them all on SQLite, whatever their number."""

from __future__ import annotations

import socket
import threading
import time
from itertools import pairwise

import pytest
from sqlalchemy import event

from scorekeeper.store import changes
from scorekeeper.store.changes import ChangeWatcher, TooManyStreams
from tests.web.helpers import make_game, make_table, post_event

ROUND = {"scores": [3, 9, 0, 12]}


@pytest.fixture
def table(client):
    return make_table(client)


#: How long a test waits for the watcher's thread at most: a deadline for a loaded machine, never a pause.
DEADLINE = 30.0


class Looks:
    """The watcher's looks (its polls), counted as they end: when each began, and the watcher's query count
    when it ended. Tests wait on looks, not on time, so a loaded machine makes them slower, never wrong."""

    def __init__(self, watcher: ChangeWatcher) -> None:
        self.ended: list[tuple[float, int]] = []
        self._changed = threading.Condition()
        look = watcher.poll

        def counted(**kwargs) -> None:
            began = time.monotonic()
            try:
                look(**kwargs)
            finally:
                with self._changed:
                    self.ended.append((began, watcher.queries))
                    self._changed.notify_all()

        watcher.poll = counted  # the watcher's loop calls self.poll()

    def wait_until(self, done, what: str) -> None:
        with self._changed:
            assert self._changed.wait_for(lambda: done(self.ended), DEADLINE), f"no {what} in {DEADLINE} s"

    def more(self, count: int) -> int:
        """Wait until ``count`` more looks have ended; the index of the first of them in ``ended``."""
        with self._changed:
            first = len(self.ended)
        self.wait_until(lambda ended: len(ended) >= first + count, f"{count} looks")
        return first

    def settled(self, since: float | None = None) -> None:
        """Wait until a look that began after ``since`` (by default now: after every subscription so far)
        has ended, so the watcher has read the newly watched games."""
        since = time.monotonic() if since is None else since
        self.wait_until(lambda ended: any(began >= since for began, _ in ended), "look at the new games")


@pytest.fixture
def watcher(app):
    made = ChangeWatcher(app.extensions["engine"], poll_seconds=0.02)
    made.looks = Looks(made)
    yield made
    made.stop()


def new_game(client, table) -> int:
    return make_game(client, table["scorer_token"])["id"]


def wait_for_seq(sub, seq: int, seconds: float = DEADLINE) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if sub.seq is not None and sub.seq >= seq:
            return True
        sub.wait(0.05)
    return sub.seq is not None and sub.seq >= seq


def settle(watcher) -> None:
    """Let the watcher make its first look at newly watched games."""
    watcher.looks.settled()


def test_a_subscriber_wakes_when_its_game_moves_and_only_then(client, table, watcher):
    game, other = new_game(client, table), new_game(client, table)
    sub, bystander = watcher.subscribe(game), watcher.subscribe(other)
    settle(watcher)
    bystander.wait(0)  # forget any first look
    assert post_event(client, table["scorer_token"], game, "round", ROUND, 0).status_code == 201
    assert wait_for_seq(sub, 1)
    assert not bystander.wait(0.2) and bystander.seq is None  # its game did not move
    assert post_event(client, table["scorer_token"], game, "undo", {}, 1).status_code == 201
    assert wait_for_seq(sub, 2)  # undo is an entry too: it goes through the same append


def test_wait_times_out_when_nothing_happens(client, table, watcher):
    sub = watcher.subscribe(new_game(client, table))
    settle(watcher)
    sub.wait(0)
    started = time.monotonic()
    assert not sub.wait(0.1)
    assert 0.09 <= time.monotonic() - started < 2


def test_unsubscribe_forgets_and_the_watcher_stops_looking(client, table, watcher, monkeypatch):
    monkeypatch.setattr(changes, "IDLE_EXIT_SECONDS", 0.1)
    sub = watcher.subscribe(new_game(client, table))
    settle(watcher)
    assert watcher.count() == 1 and watcher.running
    watcher.unsubscribe(sub)
    watcher.unsubscribe(sub)  # twice is harmless
    assert watcher.count() == 0
    deadline = time.monotonic() + DEADLINE
    while watcher.running and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not watcher.running  # nobody watches: no thread, no queries
    queries = watcher.queries
    time.sleep(0.2)
    assert watcher.queries == queries
    again = watcher.subscribe(new_game(client, table))  # and it starts again when someone does
    assert post_event(client, table["scorer_token"], again.game_id, "round", ROUND, 0).status_code == 201
    assert wait_for_seq(again, 1)


def test_many_subscribers_cost_one_poll(app, client, table, watcher):
    """200 streams on 20 games: each look is at most two queries, the same as for one stream. Counted per
    look (each look's queries) and per change (the grouped reads an entry costs), not per stretch of time."""
    games = [new_game(client, table) for _ in range(20)]
    subs = [watcher.subscribe(games[i % 20]) for i in range(200)]
    settle(watcher)
    statements: list[str] = []
    engine = app.extensions["engine"]

    def count(_conn, _cursor, statement, *_args) -> None:
        if threading.current_thread().name == "scorekeeper-changes":  # the watcher's, not the API's
            statements.append(statement)

    event.listen(engine, "before_cursor_execute", count)
    try:
        first = watcher.looks.more(10)  # ten looks with nothing changing
        quiet = watcher.looks.ended[first - 1 : first + 10]
        quiet_statements = len(statements)
        assert post_event(client, table["scorer_token"], games[3], "round", ROUND, 0).status_code == 201
        assert all(wait_for_seq(sub, 1) for sub in subs if sub.game_id == games[3])
    finally:
        event.remove(engine, "before_cursor_execute", count)
    per_look = [after - before for (_, before), (_, after) in pairwise(quiet)]
    assert per_look == [1] * 10  # one cheap look (the log's top id) per poll, not 200 nor 20
    spacing = quiet[-1][0] - quiet[1][0]  # nine intervals between the ten looks' beginnings
    assert spacing >= 9 * 0.02 * 0.9  # the watcher waits its poll interval between looks: no busy loop
    assert quiet_statements == 0  # and no grouped read while nothing changes
    assert len(statements) <= 1  # the entry: at most one grouped read of the 20 games
    assert not any(sub.seq for sub in subs if sub.game_id != games[3])


def test_stop_wakes_every_subscriber_closed(client, table, watcher):
    subs = [watcher.subscribe(new_game(client, table)) for _ in range(3)]
    watcher.stop()
    assert all(sub.wait(1) and sub.closed for sub in subs)
    assert watcher.subscribe(subs[0].game_id).closed  # a stopping process takes no new stream


def test_shutdown_all_stops_every_watcher_of_the_process(client, table, watcher):
    sub = watcher.subscribe(new_game(client, table))
    changes.shutdown_all()
    assert sub.wait(1) and sub.closed


def test_the_limit_refuses_one_more_subscriber(app, client, table):
    limited = ChangeWatcher(app.extensions["engine"], poll_seconds=0.02, max_subscribers=2)
    game = new_game(client, table)
    first, _second = limited.subscribe(game), limited.subscribe(game)
    with pytest.raises(TooManyStreams):
        limited.subscribe(game)
    limited.unsubscribe(first)
    limited.subscribe(game)  # room again
    limited.stop()


def test_notification_payloads_from_strangers_are_ignored():
    assert changes._parse("12:7") == [(12, 7)]
    assert changes._parse("hello") == [] and changes._parse("1:²") == [] and changes._parse(":") == []


def test_a_client_that_went_away_is_found_by_one_look_at_all_sockets(client, table, watcher):
    game = new_game(client, table)
    pairs = [socket.socketpair() for _ in range(3)]
    subs = [watcher.subscribe(game, server_end) for server_end, _ in pairs]
    try:
        assert watcher.check_clients() == 0  # all still there: nobody woken
        assert not any(sub.closed for sub in subs)
        pairs[1][1].close()  # one client hangs up
        assert watcher.check_clients() == 1
        assert subs[1].closed and subs[1].wait(0) and not subs[0].closed and not subs[2].closed
    finally:
        for server_end, client_end in pairs:
            server_end.close()
            client_end.close()


def test_an_entry_stored_by_this_process_wakes_its_boards_without_a_look(app, client, table):
    slow = ChangeWatcher(app.extensions["engine"], poll_seconds=60)  # its own looks are a minute apart
    looks = Looks(slow)
    sub = slow.subscribe(new_game(client, table))
    try:
        looks.settled(since=0)  # its first look, made as its thread started for this subscriber
        assert post_event(client, table["scorer_token"], sub.game_id, "round", ROUND, 0).status_code == 201
        assert sub.wait(0.5) and sub.seq == 1
    finally:
        slow.stop()
