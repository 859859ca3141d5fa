"""Random tournaments seated and played through (issue 25, "Done means").

8-60 entrants, 3-9 rounds, every movement, the table sizes of the registry's games, random results. Each
round is checked against properties that must hold whatever the results (everyone seated once, tables of
allowed and balanced sizes, byes round the field, no repeat where the numbers guarantee one can be
avoided, partners all different in an individual movement), and the final standings against the plain
computation below, written apart from scorekeeper/tournaments/standings.py.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter, defaultdict
from dataclasses import dataclass
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.games.registry import all_rulesets
from scorekeeper.tournaments import (
    Movement,
    RoundResult,
    Scoring,
    Table,
    TableResult,
    Tiebreak,
    places_from_points,
    plan_round,
    problems,
    standings,
)


@dataclass(frozen=True)
class Setting:
    movement: Movement
    game: str
    sizes: tuple[int, ...]
    entrants: int
    rounds: int
    scoring: Scoring
    tiebreaks: tuple[Tiebreak, ...]
    lower_wins: bool
    seed: int
    comings_and_goings: bool = False  # between rounds, now and then a late arrival or a withdrawal


def formats() -> list[tuple[Movement, str, tuple[int, ...]]]:
    """Each registered game with each movement it can be played in, and its table sizes."""
    found = []
    for ruleset in all_rulesets():
        counts = range(ruleset.min_players, ruleset.max_players + 1)
        if 2 in counts or (ruleset.uses_teams and 4 in counts):
            found.append((Movement.SWISS, ruleset.slug, (2,)))
        if ruleset.uses_teams and 4 in counts:
            found.append((Movement.PARTNERS, ruleset.slug, (2,)))
        if not ruleset.uses_teams and ruleset.max_players >= 3:
            found.append((Movement.TABLES, ruleset.slug, tuple(counts)))
    return found


FORMATS = formats()


@st.composite
def settings_(draw, movement: Movement | None = None, most_entrants: int = 60) -> Setting:
    fitting = [f for f in FORMATS if movement in (None, f[0])]
    movement, game, sizes = draw(st.sampled_from(fitting))
    tiebreaks = draw(st.permutations(list(Tiebreak)))
    return Setting(
        movement=movement,
        game=game,
        sizes=sizes,
        entrants=draw(st.integers(8, most_entrants)),
        rounds=draw(st.integers(3, 9)),
        scoring=draw(st.sampled_from(list(Scoring))),
        tiebreaks=tuple(tiebreaks[: draw(st.integers(0, len(tiebreaks)))]),
        lower_wins=draw(st.booleans()),
        seed=draw(st.integers(0, 2**31)),
        comings_and_goings=draw(st.booleans()),
    )


def simulate(setting: Setting) -> None:
    rng = random.Random(setting.seed)
    entrants = list(range(1, setting.entrants + 1))
    history: list[RoundResult] = []
    for number in range(1, setting.rounds + 1):
        if setting.comings_and_goings and number > 1:
            entrants = comings_and_goings(entrants, rng)
        plan = plan_round(
            setting.movement,
            entrants,
            history,
            table_sizes=setting.sizes,
            scoring=setting.scoring,
            seed=setting.seed + number,
        )
        check_round(setting, entrants, history, plan)
        results = tuple(random_result(table, rng, setting.lower_wins) for table in plan.tables)
        history.append(RoundResult(plan, results))
    check_standings(setting, everyone(history), history)


def comings_and_goings(entrants: list[int], rng: random.Random) -> list[int]:
    """Now and then someone withdraws (never below 8) or arrives late (a new id)."""
    roll = rng.random()
    if roll < 0.3 and len(entrants) > 8:
        return [e for e in entrants if e != rng.choice(entrants)]
    if roll < 0.6:
        return [*entrants, max(entrants) + 1]
    return entrants


def random_result(table, rng: random.Random, lower_wins: bool) -> TableResult:
    points = tuple(rng.choice([rng.randrange(-20, 200), 50]) for _ in table.sides)  # 50: ties are common
    return TableResult(table, points, places_from_points(points, lower_wins=lower_wins))


# --- Each round -----------------------------------------------------------------------------------


def check_round(setting: Setting, entrants: list[int], history: list[RoundResult], plan) -> None:
    assert plan.number == len(history) + 1
    placed = Counter([*plan.seated, *plan.byes])
    assert placed == Counter(entrants), "everyone is seated once or sits out"
    check_shapes(setting, plan)
    check_byes(entrants, history, plan)
    if setting.movement is Movement.SWISS:
        check_swiss(entrants, history, plan)
    elif setting.movement is Movement.PARTNERS:
        check_partners(entrants, history, plan)
    else:
        check_mix(history, plan)
    sentences = problems(setting.movement, plan, history, table_sizes=setting.sizes, entrants=entrants)
    assert all(" met in " in s or " were partners in " in s for s in sentences), sentences


def check_shapes(setting: Setting, plan) -> None:
    shapes = [tuple(len(side) for side in table.sides) for table in plan.tables]
    if setting.movement is Movement.SWISS:
        assert set(shapes) <= {(1, 1)} and len(plan.byes) == len(plan.seated + plan.byes) % 2
    elif setting.movement is Movement.PARTNERS:
        assert set(shapes) <= {(2, 2)} and len(plan.byes) == len(plan.seated + plan.byes) % 4
    else:
        sizes = [len(shape) for shape in shapes]
        assert all(size in setting.sizes for size in sizes)
        assert max(sizes) - min(sizes) <= 1, "tables are balanced"
        assert len(plan.byes) == fewest_sit_outs(len(plan.seated + plan.byes), setting.sizes)


def fewest_sit_outs(count: int, sizes: tuple[int, ...]) -> int:
    """With sizes lo..hi, k entrants fill t tables exactly when t*lo <= k <= t*hi for some t."""
    low, high = min(sizes), max(sizes)
    for sit_out in range(count):
        playing = count - sit_out
        if any(t * low <= playing <= t * high for t in range(1, playing // low + 1)):
            return sit_out
    raise AssertionError("no split at all")


def bye_counts(history: list[RoundResult]) -> Counter:
    return Counter(entrant for r in history for entrant in r.plan.byes)


def check_byes(entrants: list[int], history: list[RoundResult], plan) -> None:
    """Nobody sits out again while someone playing this round has sat out fewer times."""
    had = bye_counts(history)
    if plan.byes:
        assert max(had[e] for e in plan.byes) <= min(had[e] for e in plan.seated)


def opponent_pairs(plan) -> list[tuple[int, int]]:
    return [
        tuple(sorted((a, b)))
        for table in plan.tables
        for one, other in itertools.combinations(table.sides, 2)
        for a, b in itertools.product(one, other)
    ]


def partner_pairs(plan) -> list[tuple[int, int]]:
    return [
        tuple(sorted(p))
        for table in plan.tables
        for side in table.sides
        for p in itertools.combinations(side, 2)
    ]


def check_swiss(entrants: list[int], history: list[RoundResult], plan) -> None:
    """Each entrant has met at most len(history) others; while that leaves each free to meet at least half
    of the rest (and the bye), a round without a repeat exists (Dirac), and the pairing must find it."""
    if len(history) + 1 <= (len(entrants) - 1) // 2:
        met = {p for r in history for p in opponent_pairs(r.plan)}
        assert not met & set(opponent_pairs(plan))


def check_partners(entrants: list[int], history: list[RoundResult], plan) -> None:
    before = [p for r in history for p in partner_pairs(r.plan)]
    now = partner_pairs(plan)
    if len(history) + 1 <= len(plan.seated) // 2:  # the same argument as for Swiss
        assert not set(before) & set(now)
    same_field = all(sorted(r.plan.seated + r.plan.byes) == sorted(entrants) for r in history)
    if same_field and len(entrants) % 4 == 0 and len(history) + 1 <= len(entrants) - 1:
        assert not set(before) & set(now), "a field of 4k partners everyone once in 4k-1 rounds"


def check_mix(history: list[RoundResult], plan) -> None:
    """No two entrants at different tables could swap seats and repeat fewer earlier meetings."""
    met = Counter(p for r in history for p in opponent_pairs(r.plan))

    def cost(members) -> int:
        return sum(met[tuple(sorted(p))] ** 2 for p in itertools.combinations(members, 2))

    tables = [list(table.entrants) for table in plan.tables]
    for one, other in itertools.combinations(tables, 2):
        for a, b in itertools.product(one, other):
            swapped_one = [b if e == a else e for e in one]
            swapped_other = [a if e == b else e for e in other]
            assert cost(swapped_one) + cost(swapped_other) >= cost(one) + cost(other)


# --- Standings, computed plainly ------------------------------------------------------------------


def everyone(history: list[RoundResult]) -> list[int]:
    """Everyone who played or sat out a round, withdrawn or not, in the order first seen."""
    return list(dict.fromkeys(e for r in history for e in (*r.plan.seated, *r.plan.byes)))


def check_standings(setting: Setting, entrants: list[int], history: list[RoundResult]) -> None:
    rows = standings(
        entrants, history, scoring=setting.scoring, tiebreaks=setting.tiebreaks, lower_wins=setting.lower_wins
    )
    expected = plain_standings(setting, entrants, history)
    assert [(r.entrant, r.rank, r.score, r.tiebreaks, r.played, r.byes) for r in rows] == expected


def side_score(scoring: Scoring, result: TableResult, i: int, lower_wins: bool) -> Fraction:
    place = result.places[i]
    if scoring is Scoring.MATCH_POINTS:
        if place != 1:
            return Fraction(0)
        return Fraction(2) if result.places.count(1) == 1 else Fraction(1)
    if scoring is Scoring.PLACEMENT:
        worse = len([p for p in result.places if p > place])
        level = len([p for p in result.places if p == place]) - 1
        return worse + Fraction(level, 2)
    if scoring is Scoring.TOTAL_POINTS:
        return Fraction(result.points[i])
    return margin_of(result.points, i, lower_wins)


def margin_of(points, i: int, lower_wins: bool) -> Fraction:
    others = list(points[:i]) + list(points[i + 1 :])
    if lower_wins:
        return Fraction(min(others) - points[i])
    return Fraction(points[i] - max(others))


def plain_standings(setting: Setting, entrants: list[int], history: list[RoundResult]):
    scoring, lower_wins = setting.scoring, setting.lower_wins
    games = defaultdict(list)  # entrant -> [(table result, side index)]
    for r in history:
        for result in r.results:
            for i, side in enumerate(result.table.sides):
                for e in side:
                    games[e].append((result, i))
    score = {}
    for e in {*entrants, *games}:
        got = [side_score(scoring, result, i, lower_wins) for result, i in games[e]]
        total = sum(got, Fraction(0))
        for r in history:
            if e in r.plan.byes:
                if scoring is Scoring.MATCH_POINTS:
                    total += 2
                elif scoring is Scoring.PLACEMENT:
                    total += max(len(t.sides) for t in r.plan.tables) - 1
                elif got:
                    total += sum(got, Fraction(0)) / len(got)
        score[e] = total

    def tiebreak_value(tiebreak: Tiebreak, e: int, group: set[int]) -> Fraction:
        if tiebreak is Tiebreak.BUCHHOLZ:
            return sum(
                (
                    score[o]
                    for result, i in games[e]
                    for j, s in enumerate(result.table.sides)
                    if j != i
                    for o in s
                ),
                Fraction(0),
            )
        if tiebreak is Tiebreak.TOTAL:
            return sum((Fraction(result.points[i]) for result, i in games[e]), Fraction(0))
        if tiebreak is Tiebreak.DIFFERENCE:
            return sum((margin_of(result.points, i, lower_wins) for result, i in games[e]), Fraction(0))
        value = Fraction(0)
        for result, i in games[e]:
            kept = [j for j, s in enumerate(result.table.sides) if set(s) & group]
            if len(kept) < 2:
                continue
            sub = TableResult(
                Table(tuple(result.table.sides[j] for j in kept)),
                tuple(result.points[j] for j in kept),
                tuple(1 + len([k for k in kept if result.places[k] < result.places[j]]) for j in kept),
            )
            value += side_score(scoring, sub, kept.index(i), lower_wins)
        return value

    def higher_is_better(tiebreak: Tiebreak | None) -> bool:
        if tiebreak is None or tiebreak in (Tiebreak.BUCHHOLZ, Tiebreak.HEAD_TO_HEAD):
            return not (scoring is Scoring.TOTAL_POINTS and lower_wins)
        if tiebreak is Tiebreak.TOTAL:
            return not lower_wins
        return True

    keys = {e: [score[e] if higher_is_better(None) else -score[e]] for e in entrants}
    for tiebreak in setting.tiebreaks:
        level = {e: tuple(keys[e]) for e in entrants}  # head to head counts only among these equals
        for e in entrants:
            group = {f for f in entrants if level[f] == level[e]}
            value = tiebreak_value(tiebreak, e, group)
            keys[e].append(value if higher_is_better(tiebreak) else -value)
    ranks = {e: 1 + len([f for f in entrants if keys[f] > keys[e]]) for e in entrants}
    order = sorted(entrants, key=lambda e: (ranks[e], entrants.index(e)))
    return [
        (
            e,
            ranks[e],
            float(score[e]),
            tuple(
                float(v if higher_is_better(t) else -v)
                for t, v in zip(setting.tiebreaks, keys[e][1:], strict=True)
            ),
            len(games[e]),
            sum(e in r.plan.byes for r in history),
        )
        for e in order
    ]


# --- The tests ------------------------------------------------------------------------------------


ALL_TIEBREAKS = tuple(Tiebreak)
# Byes and sit-outs, every scoring and tie-break, a lower-wins game, late rounds, comings and goings.
CHOSEN = [
    Setting(Movement.SWISS, "cribbage", (2,), 13, 7, Scoring.MATCH_POINTS, ALL_TIEBREAKS, False, 1),
    Setting(Movement.SWISS, "golf", (2,), 9, 5, Scoring.TOTAL_POINTS, ALL_TIEBREAKS[::-1], True, 2, True),
    Setting(Movement.PARTNERS, "belote", (2,), 10, 6, Scoring.DIFFERENCE, ALL_TIEBREAKS, False, 3, True),
    Setting(
        Movement.PARTNERS, "twenty-nine", (2,), 8, 7, Scoring.MATCH_POINTS, (Tiebreak.BUCHHOLZ,), False, 4
    ),
    Setting(Movement.TABLES, "dou-dizhu", (3,), 14, 6, Scoring.PLACEMENT, ALL_TIEBREAKS, False, 5),
    Setting(
        Movement.TABLES, "oh-hell", (3, 4, 5, 6, 7), 23, 9, Scoring.PLACEMENT, ALL_TIEBREAKS, True, 6, True
    ),
]


@pytest.mark.parametrize("setting", CHOSEN, ids=lambda s: f"{s.movement}-{s.game}-{s.entrants}")
def test_chosen_tournaments(setting):
    simulate(setting)


@pytest.mark.parametrize("movement", list(Movement))
@settings(max_examples=2, deadline=None, derandomize=True, database=None)
@given(data=st.data())
def test_random_tournaments(movement, data):
    simulate(data.draw(settings_(movement, most_entrants=30)))


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(settings_())
def test_random_tournaments_many(setting):
    simulate(setting)
