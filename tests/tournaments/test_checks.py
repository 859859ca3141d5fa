"""What a hand-made seating breaks, in the director's words."""

from __future__ import annotations

from scorekeeper.tournaments import Movement, RoundPlan, RoundResult, Table, problems

NAMES = {1: "Ann", 2: "Bob", 3: "Cid", 4: "Dee", 5: "Eve", 6: "Fay", 7: "Gus", 8: "Hal"}


def duel(a: int, b: int) -> Table:
    return Table(((a,), (b,)))


def players(*entrants: int) -> Table:
    return Table(tuple((e,) for e in entrants))


HISTORY = [
    RoundResult(RoundPlan(1, (duel(1, 2), duel(3, 4)), byes=(5,))),
    RoundResult(RoundPlan(2, (duel(1, 3), duel(2, 5)), byes=(4,))),
]


def test_a_seating_that_breaks_nothing_says_nothing():
    plan = RoundPlan(3, (duel(1, 4), duel(2, 3)), byes=(5,))
    assert problems(Movement.SWISS, plan, HISTORY[:1], names=NAMES, entrants=[1, 2, 3, 4, 5]) == [
        "Eve has a second bye."
    ]
    plan = RoundPlan(3, (duel(1, 4), duel(5, 3)), byes=(2,))
    assert problems(Movement.SWISS, plan, HISTORY, names=NAMES, entrants=[1, 2, 3, 4, 5]) == []


def test_repeat_opponents_and_a_second_bye():
    plan = RoundPlan(3, (duel(2, 1), duel(3, 5)), byes=(4,))
    assert problems(Movement.SWISS, plan, HISTORY, names=NAMES) == [
        "Bob and Ann met in round 1.",
        "Dee has a second bye.",
    ]


def test_a_pair_that_met_twice_names_both_rounds():
    history = [*HISTORY, RoundResult(RoundPlan(3, (duel(2, 1), duel(3, 5)), byes=(4,)))]
    plan = RoundPlan(4, (duel(1, 2), duel(4, 5)), byes=(3,))
    assert problems(Movement.SWISS, plan, history, names=NAMES)[0] == "Ann and Bob met in rounds 1 and 3."


def test_repeat_partners_in_an_individual_movement():
    history = [RoundResult(RoundPlan(1, (Table(((1, 2), (3, 4))), Table(((5, 6), (7, 8))))))]
    plan = RoundPlan(2, (Table(((1, 3), (2, 4))), Table(((5, 6), (7, 8)))))
    assert problems(Movement.PARTNERS, plan, history, names=NAMES) == [
        "Eve and Fay were partners in round 1.",
        "Gus and Hal were partners in round 1.",
    ]


def test_tables_of_a_size_the_game_does_not_take():
    plan = RoundPlan(1, (players(1, 2, 3, 4, 5, 6, 7, 8),))
    assert problems(Movement.TABLES, plan, [], table_sizes=range(3, 8), game="Oh Hell!") == [
        "Table 1 has 8 players; Oh Hell! takes 3 to 7.",
    ]
    plan = RoundPlan(1, (players(1, 2, 3), players(4, 5, 6, 7, 8)))
    assert problems(Movement.TABLES, plan, [], table_sizes=(4, 5), game="Cramps") == [
        "Table 1 has 3 players; Cramps takes 4 or 5.",
    ]
    assert problems(Movement.SWISS, RoundPlan(1, (players(1, 2, 3),)), []) == [
        "Table 1 has 3 sides; a Swiss table seats one entrant against one.",
    ]
    assert problems(Movement.PARTNERS, RoundPlan(1, (Table(((1,), (2, 3, 4))),)), []) == [
        "Table 1 has sides of 1 and 3; partners sit two against two.",
    ]


def test_who_is_seated_twice_left_out_or_not_playing():
    plan = RoundPlan(3, (duel(1, 2), duel(1, 6)), byes=(2,))
    assert problems(Movement.SWISS, plan, [], names=NAMES, entrants=[1, 2, 3]) == [
        "Ann is seated 2 times.",
        "Bob is seated and has a bye too.",
        "Cid has no seat and no bye.",
        "Fay is seated but not playing this round.",
    ]


def test_more_sit_outs_than_needed():
    plan = RoundPlan(1, (duel(1, 2),), byes=(3, 4))
    assert problems(Movement.SWISS, plan, [], names=NAMES) == ["2 sit out this round, where nobody needs to."]
    plan = RoundPlan(1, (players(1, 2, 3),), byes=(4, 5, 6, 7))
    assert problems(Movement.TABLES, plan, [], table_sizes=(3,)) == ["4 sit out this round, where 1 must."]


def test_entrants_without_names_are_numbered():
    plan = RoundPlan(3, (duel(2, 1), duel(3, 5)), byes=(4,))
    assert problems(Movement.SWISS, plan, HISTORY)[0] == "Entrant 2 and entrant 1 met in round 1."


def test_compared_to_the_apps_plan_only_what_the_swap_broke_is_said():
    app_plan = RoundPlan(3, (duel(1, 4), duel(2, 3)), byes=(5,))  # Eve's second bye was unavoidable here
    swapped = RoundPlan(3, (duel(1, 2), duel(4, 3)), byes=(5,))
    assert problems(Movement.SWISS, swapped, HISTORY[:1], names=NAMES, compared_to=app_plan) == [
        "Ann and Bob met in round 1.",
        "Dee and Cid met in round 1.",
    ]
