"""The elimination part: players put out one by one, the turn and the start passing over them, a chosen
seat refused if out, the last one standing, the finishing order, and the deal loop ending the game on it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.families.deal.loop import DealGame, Ending, Match
from scorekeeper.families.elimination import Elimination, Out, out_columns
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt

NAMES = ("Ann", "Bob", "Cid", "Dee")


def test_players_go_out_in_order_and_the_last_one_standing_wins():
    standing = Elimination(4).put_out(2, "lost their last card", at=3).put_out(0, "busted", at=5)
    assert standing.still_in == (1, 3) and standing.out_seats == {0, 2}
    assert standing.order_out == (2, 0) and standing.reason(0) == "busted" and standing.reason(1) is None
    assert standing.last_standing is None
    standing = standing.put_out(1, "busted", at=6)
    assert standing.last_standing == 3
    # The finishing order: the winner, then the last out ... the first out.
    assert standing.places == (3, 1, 0, 2)


def test_a_seat_goes_out_once_and_the_last_one_in_cannot_go_out():
    standing = Elimination(2).put_out(0, "out")
    with pytest.raises(ValueError, match="already out"):
        standing.put_out(0, "again")
    with pytest.raises(ValueError, match="last player in"):
        standing.put_out(1, "out")
    with pytest.raises(ValueError, match="No seat 5"):
        Elimination(3).put_out(5, "out")


def test_the_turn_and_the_start_pass_over_the_players_who_are_out():
    standing = Elimination(4).put_out(1, "out").put_out(2, "out")
    assert standing.next_in(0) == 3 and standing.next_in(3) == 0
    # "If challenger was eliminated, first player is ..." : a seat out cannot start; the next seat in does.
    assert standing.from_seat(1) == 3 and standing.from_seat(0) == 0
    assert standing.in_turn(3) == (3, 0) and standing.in_turn(2) == (3, 0)
    assert Elimination(3).in_turn(1) == (1, 2, 0)


def test_a_chosen_seat_must_be_still_in():
    standing = Elimination(4).put_out(2, "out")
    assert standing.choose(3, NAMES) == 3
    with pytest.raises(RuleError, match="Cid is out of the game: choose a player still in") as caught:
        standing.choose(2, NAMES)
    assert caught.value.field == "player"


def test_rebuilt_from_the_deal_records_facts():
    facts = [{"out": []}, {"out": [Out(1, "lost their last card", 2).as_fact()]}, {}]
    standing = Elimination.from_facts(3, facts)
    assert standing.out == (Out(1, "lost their last card", 2),) and standing.still_in == (0, 2)


def test_columns_out_are_those_whose_every_seat_is_out():
    standing = Elimination(4).put_out(0, "out").put_out(2, "out")
    assert out_columns(((0,), (1,), (2,), (3,)), standing) == {0, 2}
    assert out_columns(((0, 2), (1, 3)), standing) == {0}
    assert out_columns(((0, 1), (2, 3)), standing) == frozenset()


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 8), st.data())
def test_putting_players_out_leaves_exactly_one_standing(players, data):
    standing = Elimination(players)
    order = data.draw(st.permutations(range(players)))
    for seat in order[:-1]:
        assert standing.last_standing is None
        standing = standing.put_out(seat, "out")
        # The turn never lands on a seat that is out, and goes round every seat still in.
        assert set(standing.in_turn(seat)) == set(standing.still_in)
        assert all(standing.is_in(standing.next_in(s)) for s in range(players))
    assert standing.last_standing == order[-1]
    assert sorted(standing.places) == list(range(players)) and standing.places[0] == order[-1]


# --- The deal loop ends the game on the last one standing ------------------------------------------------


@dataclass(frozen=True)
class KnockOptions:
    """No options."""


class Knockout(DealGame[KnockOptions]):
    """Each deal puts one player out (the deal's facts say who); the last one in wins."""

    slug, name, min_players, max_players = "knockout", "Knockout", 2, 4
    Options = KnockOptions
    phases = (Phase("deal", ("out",)),)

    def ending(self, options: Any) -> Ending:
        return Ending(last_standing=True)

    def out_columns(self, match: Match) -> frozenset[int]:
        standing = Elimination.from_facts(match.setup.size, (r.facts for r in match.played))
        return standing.out_seats

    def deal_prompt(self, match: Match) -> Prompt:
        return self.ask("deal", "Who is out?")

    def on_out(self, match: Match, payload: Any) -> Match:
        row = HandRow("deal", (0,) * match.setup.size)
        facts = {"out": [Out(payload["seat"], "knocked out").as_fact()]}
        return self.finish_deal(match, row, facts=facts)


def test_the_deal_loop_ends_the_game_when_one_column_is_left_in():
    game = Knockout()
    match = game.start(GameSetup(("Ann", "Bob", "Cid"), KnockOptions()))
    match = game.apply(match, Event("out", {"seat": 1}))
    assert not match.is_over
    match = game.apply(match, Event("out", {"seat": 0}))
    assert match.winners == (2,) and game.score_sheet(match).winners == (2,)
