"""Belote (rules/belote.txt): two identical highest plain runs of opposing teams, option ``equal_runs``.

"If there are two identical sequences and one is trump, the trump sequence ranks higher": the text leaves
two identical plain runs open. Seats: Ann 0, Bob 1, Cid 2, Dee 3; Ann & Cid (column 0) against Bob & Dee
(column 1). Ann deals, so Bob speaks first. Trumps hearts, Ann takes and makes it 91-71.
"""

from __future__ import annotations

from scorekeeper.games.belote.options import BeloteOptions
from tests.games.driver import Driver

GAME = Driver("belote", ("Ann", "Bob", "Cid", "Dee"), BeloteOptions)
ANN, BOB, CID, DEE = range(4)


def run(seat: int, length: int, high: str, suit: str) -> dict:
    return {"seat": seat, "kind": "run", "length": length, "high": high, "suit": suit}


def made(declared: list[dict], belote: int | str = "", **options: str):
    """Ann takes hearts, the declarations, and 91-71 card points: the deal's row."""
    match = GAME.play(
        GAME.start(**{"rounding": "none", **options}),
        ("contract", {"taker": ANN, "trump": "H"}),
        ("declarations", {"declared": declared, "belote": belote}),
        ("result", {"points": 91}),
    )
    return match.played[-1].row


RUNS = [run(ANN, 4, "K", "S"), run(BOB, 4, "K", "D")]


def test_by_default_the_earlier_speaker_holds_identical_plain_runs():
    # Bob speaks first and Ann "cannot beat" his run: "good". Bob & Dee 71 + 50.
    assert made(RUNS).points == (91, 121)


def test_as_an_option_neither_team_scores_identical_plain_runs():
    # Neither team scores its runs and fours (Cid's run of three neither); "Belote and rebelote are always
    # scored": Ann & Cid 91; Bob & Dee 71 + Dee's belote 20.
    row = made([*RUNS, run(CID, 3, "A", "C")], belote=DEE, equal_runs="none")
    assert row.points == (91, 91)
    assert row.summary.endswith(
        "equal highest runs: neither team's declarations count · Dee's belote-rebelote"
    )


def test_identical_runs_of_partners_still_count():
    # Ann's and Cid's runs to the king: Ann & Cid 91 + 50 + 50.
    partners = [run(ANN, 4, "K", "S"), run(CID, 4, "K", "D")]
    assert made(partners, equal_runs="none").points == (191, 71)


def test_a_higher_declaration_after_the_tie_holds_it():
    # Dee's four 9s beats both runs: Bob & Dee 71 + 50 + 150.
    four_nines = {"seat": DEE, "kind": "four", "high": "9"}
    assert made([*RUNS, four_nines], equal_runs="none").points == (91, 271)
