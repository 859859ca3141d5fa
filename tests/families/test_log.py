"""The shared event log: undo, redo and corrections, checked with a tiny ruleset."""

from dataclasses import dataclass, replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.core import RuleError, option, parse_options, read_int
from scorekeeper.families.log import Entry, check_append, replay, resolve, step
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Prompt, Ruleset, ScoreSheet


@dataclass(frozen=True)
class TallyOptions:
    limit: int = option(10, "Most points per entry", minimum=1, maximum=100)


@dataclass(frozen=True)
class TallyState:
    players: tuple[str, ...]
    limit: int
    rows: tuple[tuple[int, ...], ...] = ()


class Tally(Ruleset):
    """Each ``score`` event adds a row of points; a row may not exceed the limit."""

    slug, name, min_players, max_players = "tally", "Tally", 1, 4
    Options = TallyOptions

    def start(self, setup):
        return TallyState(setup.players, setup.options.limit)

    def apply(self, state, event):
        if event.type != "score":
            raise RuleError("Only scores here.")
        points = read_int(event.payload, "points", "Points", minimum=0, maximum=state.limit)
        return replace(state, rows=(*state.rows, (points,)))

    def prompt(self, state):
        return Prompt("score", "Score", ("score",))

    def score_sheet(self, state):
        rows = tuple(HandRow(f"{i + 1}", r) for i, r in enumerate(state.rows))
        return ScoreSheet(state.players, rows, (sum(r[0] for r in state.rows),))


TALLY = Tally()
SETUP = GameSetup(("Ann",), parse_options(TallyOptions, {}))


def entries(*specs):
    return [Entry(i + 1, t, p) for i, (t, p) in enumerate(specs)]


def totals(log):
    return replay(TALLY, SETUP, log).sheet.totals


def test_undo_removes_the_latest_entry_and_redo_restores_it():
    log = entries(("score", {"points": 3}), ("score", {"points": 4}), ("undo", {}))
    assert totals(log) == (3,)
    assert replay(TALLY, SETUP, log).can_redo
    assert totals([*log, Entry(4, "redo", {})]) == (7,)


def test_a_new_entry_after_undo_clears_redo():
    log = entries(("score", {"points": 3}), ("undo", {}), ("score", {"points": 1}))
    with pytest.raises(RuleError, match="nothing to redo"):
        totals([*log, Entry(4, "redo", {})])


def test_nothing_to_undo():
    with pytest.raises(RuleError, match="nothing to undo"):
        totals(entries(("undo", {})))


def test_correction_replaces_an_earlier_payload():
    log = entries(
        ("score", {"points": 3}),
        ("score", {"points": 4}),
        ("correction", {"target": 1, "payload": {"points": 9}}),
    )
    assert totals(log) == (13,)
    assert replay(TALLY, SETUP, log).effective[0].corrected


def test_illegal_correction_is_refused_with_the_reason():
    log = entries(("score", {"points": 3}))
    with pytest.raises(RuleError, match="cannot be more than 10"):
        check_append(TALLY, SETUP, log, Entry(2, "correction", {"target": 1, "payload": {"points": 11}}))
    with pytest.raises(RuleError, match="no entry 5"):
        check_append(TALLY, SETUP, log, Entry(2, "correction", {"target": 5, "payload": {"points": 1}}))
    with pytest.raises(RuleError, match="target"):
        check_append(TALLY, SETUP, log, Entry(2, "correction", {"payload": {"points": 1}}))


def test_correction_of_an_undone_entry_is_refused():
    log = entries(("score", {"points": 3}), ("undo", {}))
    with pytest.raises(RuleError, match="not in force"):
        check_append(TALLY, SETUP, log, Entry(3, "correction", {"target": 1, "payload": {"points": 1}}))


def test_illegal_event_is_refused():
    with pytest.raises(RuleError, match="Only scores"):
        check_append(TALLY, SETUP, [], Entry(1, "bid", {}))


def test_event_dataclass_defaults():
    assert Event("score").payload == {}


points = st.integers(min_value=0, max_value=10)


@given(st.lists(points, max_size=12), st.integers(min_value=1, max_value=5))
def test_undo_then_redo_is_identity(values, undos):
    log = entries(*[("score", {"points": v}) for v in values])
    before = replay(TALLY, SETUP, log).sheet
    undos = min(undos, len(values))
    log += [Entry(len(log) + k + 1, "undo", {}) for k in range(undos)]
    log += [Entry(len(log) + k + 1, "redo", {}) for k in range(undos)]
    assert replay(TALLY, SETUP, log).sheet == before


@given(st.lists(points, max_size=12))
def test_replay_is_deterministic(values):
    log = entries(*[("score", {"points": v}) for v in values])
    assert replay(TALLY, SETUP, log).sheet == replay(TALLY, SETUP, log).sheet
    assert resolve(log)[0] == resolve(log)[0]


#: A log as a table makes it: scores, undos, redos and corrections of an entry, in any order.
log_steps = st.lists(
    st.one_of(
        st.tuples(st.just("score"), points),
        st.tuples(st.just("undo"), st.none()),
        st.tuples(st.just("redo"), st.none()),
        st.tuples(st.just("correction"), st.tuples(st.integers(1, 20), points)),
    ),
    max_size=30,
)


def _payload(kind, value):
    if kind == "score":
        return {"points": value}
    if kind == "correction":
        return {"target": value[0], "payload": {"points": value[1]}}
    return {}


@given(log_steps)
def test_one_step_undo_and_redo_agree_with_replaying_the_whole_log(steps):
    """``step`` (an undo or redo from the replay before it) gives the replay of the whole log, and refuses
    what the replay refuses; each entry the log refuses is left out, as the server would not store it."""
    log, current = [], replay(TALLY, SETUP, [])
    cached = []  # every replay made so far, offered by its events in force as the replay cache offers them

    def offer(effective):
        return next((r for r in cached if r.effective == effective), None)

    for kind, value in steps:
        new = Entry(len(log) + 1, kind, _payload(kind, value))
        try:
            whole = replay(TALLY, SETUP, [*log, new])
        except RuleError as exc:
            whole_refusal = exc.message
        else:
            whole_refusal = None
        try:
            if kind in ("undo", "redo"):
                stepped = step(TALLY, SETUP, current, new, offer)
            else:
                stepped = check_append(TALLY, SETUP, log, new)
        except RuleError as exc:
            # the same sentence for an undo or redo; a correction is refused by check_append's own words
            assert whole_refusal is not None and (kind == "correction" or exc.message == whole_refusal)
            continue
        assert whole_refusal is None
        for field in ("effective", "sheet", "can_undo", "can_redo", "seq", "entries", "redo", "state"):
            assert getattr(stepped, field) == getattr(whole, field), field
        log, current = [*log, new], stepped
        cached.append(stepped)
