"""Secrets in the log (rules/base.Ruleset.secret_fields, rules/log.public_payload)."""

from __future__ import annotations

from scorekeeper.families.deal.loop import (
    Sides,
)
from scorekeeper.families.ruleset import GameSetup

NAMES = ("Ann", "Bob", "Cid", "Dee")
TEAMS = Sides.partnerships(GameSetup(NAMES, None))


# --- Secrets in the log (base.Ruleset.secret_fields, log.public_payload) -----------------------------------


def test_secret_fields_are_masked_after_the_boundary_and_in_corrections():
    from types import SimpleNamespace

    from scorekeeper.families.log import SECRET, public_payload

    Secretive = SimpleNamespace(secret_fields={"rule": ("rule",)})  # New Eleusis: "write down a rule"

    payload = {"rule": "red after black", "starter": "3H"}
    assert public_payload(Secretive, None, 5, "rule", payload) == payload  # nothing secret now
    assert public_payload(Secretive, 4, 5, "rule", payload) == {"rule": SECRET, "starter": "3H"}
    assert public_payload(Secretive, 5, 5, "rule", payload) == payload  # entered before the boundary
    assert public_payload(Secretive, 4, 6, "play", {"rule": "x"}) == {"rule": "x"}  # not a secret event
    fix = {"target": 5, "payload": payload}
    assert public_payload(Secretive, 4, 9, "correction", fix)["payload"]["rule"] == SECRET
    assert public_payload(Secretive, 5, 9, "correction", fix) == fix  # corrects a revealed entry
