"""Bourré: what the table enters (``bourre``): reading the calls, the players and the tricks from a form or
the API, with a sentence for anything wrong, and the random entries the simulation test draws.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from scorekeeper.core import RuleError, read_int, read_seat
from scorekeeper.families.deal.loop import Match
from scorekeeper.families.ruleset import Event, Prompt
from scorekeeper.games.bourre.deal import DECK, DECLARE, PASS, PLAY, most_discards, tricks_dealt


def read_call(payload: Mapping[str, Any], kind: str, most: int) -> tuple[str, int | None]:
    """Pass, play, or (declaring with the discards) the number of cards discarded to play."""
    value = payload.get("call")
    text = str(value).strip().lower() if value is not None else ""
    if text in (PASS, PLAY):
        return text, None
    if kind == DECLARE and text:
        return PLAY, read_int(
            payload, "call", "The cards discarded", minimum=0, maximum=most, field_name="call"
        )
    choices = f"pass, or the cards discarded (0 to {most})" if kind == DECLARE else "play or pass"
    raise RuleError(f"Choose {choices}.", "call")


def read_seats(payload: Mapping[str, Any], key: str, names: Sequence[str]) -> list[int]:
    """Seats listed (the API's numbers; a form's ticked boxes, blanks for the others), each once."""
    values = payload.get(key) or []
    if not isinstance(values, list | tuple):
        values = [values]
    seats = [read_seat({key: v}, key, names, "A player") for v in values if v not in (None, "")]
    if len(set(seats)) != len(seats):
        raise RuleError("Each player is listed once.", key)
    return seats


def read_taken(
    payload: Mapping[str, Any], names: Sequence[str], playing: Sequence[int], tricks: int
) -> list[int]:
    """The tricks per seat: they "must add up to the tricks dealt", and a player who passed took none."""
    values = payload.get("taken")
    if not isinstance(values, list | tuple) or len(values) > len(names):
        raise RuleError(f"Enter the tricks for each of {len(names)} players.", "taken")
    values = [*values, *[""] * (len(names) - len(values))]
    taken = []
    for seat, value in enumerate(values):
        label, name = f"{names[seat]}'s tricks", f"taken.{seat}"
        blank = value in (None, "")
        count = 0 if blank else read_int({"t": value}, "t", label, minimum=0, maximum=tricks, field_name=name)
        if count and seat not in playing:
            raise RuleError(f"{names[seat]} passed and took no trick.", f"taken.{seat}")
        taken.append(count)
    if sum(taken) != tricks:
        raise RuleError(f"The tricks add up to {sum(taken)}: {tricks} were played.", "taken")
    return taken


def random_entry(prompt: Prompt, match: Match, rng: Random) -> Event:
    """The simulation test's entries: what a table could enter at ``prompt``, drawn at random (mostly
    legal)."""
    deal = match.deal
    if prompt.phase == "trump":
        if not deal.ending and rng.random() < 0.08:
            return Event("end_session", {})
        return Event("trump", {"card": str(rng.choice(DECK))})
    if prompt.phase == "tricks":
        if rng.random() < 0.1:
            return Event("renege", {"player": rng.choice(deal.playing), "corrected": rng.random() < 0.5})
        taken = [0] * match.setup.size
        for _ in range(tricks_dealt(match.options)):
            taken[rng.choice(deal.playing)] += 1
        return Event("tricks", {"taken": taken})
    if rng.random() < 0.03:
        return Event("premature", {"offender": rng.randrange(match.setup.size)})
    if prompt.phase == "draw":
        return Event(
            "draw", {"player": prompt.actor, "discard": rng.randint(0, most_discards(match.options))}
        )
    ending = prompt.data["ending"]  # then everyone passes: the lone player wins a clean pot
    if "declare" not in prompt.events or (prompt.data["quick"] and rng.random() < 0.3):
        playing = [] if ending else [s for s in prompt.data["eligible"] if rng.random() < 0.5]
        return Event("players", {"playing": playing})
    call = PASS if ending or rng.random() < 0.5 else PLAY
    if call == PLAY and prompt.data["kind"] == DECLARE:
        call = rng.randint(0, most_discards(match.options))
    return Event("declare", {"player": prompt.actor, "call": call})
