"""Saving an entry's Edit form unchanged changes nothing, in every game.

Each game is played through the JSON API with the simulation's random entries (the entries a table or an
app makes: every event type the game draws, booleans as JSON ``true``/``false``, numbers as numbers). Then
entries of every type are opened for correction; the form is read from the page and submitted as a browser
without JavaScript submits it, pressing the button that says what the entry says. The log must stay as it
was (no correction stored: "nothing changed") and the totals with it.
"""

from __future__ import annotations

import re
from random import Random

import pytest

from scorekeeper.core import RuleError, options_as_dict, read_flag
from scorekeeper.families.payloads import apply_checked
from scorekeeper.families.ruleset import OVER, Event
from scorekeeper.forms import form_text
from scorekeeper.games.registry import all_rulesets, get_ruleset
from tests.games.test_simulation import make_setup
from tests.web.helpers import game_events, game_state, make_table, post_event
from tests.web.html_forms import Button, Form, read_form

#: Entries played per game, and entries of each type opened for correction.
ENTRIES, PER_TYPE = 40, 2


def played_entries(ruleset, setup, seed: str) -> list[Event]:
    """Random entries the game accepts, as stored (at most ``ENTRIES``, or to the end of the game)."""
    rng, state, played = Random(seed), ruleset.start(setup), []
    while len(played) < ENTRIES and ruleset.prompt(state).phase != OVER:
        for _ in range(200):
            event = ruleset.random_entry(state, rng)
            try:
                state, stored = apply_checked(ruleset, state, event)
            except RuleError:
                continue
            played.append(Event(event.type, stored))
            break
        else:
            break
    return played


def says(button: Button, value) -> bool:
    """Whether pressing ``button`` says ``value``: the text a form field gives it, or, for a yes or no, any
    word the games read as that answer (a "Wrong" button's ``right=no`` says ``false``, which a form field
    gives as blank: what an unticked box sends)."""
    if isinstance(value, bool):
        try:
            return read_flag({"value": button.value}, "value", "") is value
        except RuleError:
            return False
    return form_text(value) == button.value


def pressed_button(form: Form, event: Event) -> Button | None:
    """The submit button a person would press to say what ``event`` says, or None: none fits.

    First a button that itself says a field of the entry (``bid=3``, ``out=1``, ``right=no``), then one
    naming the entry's type, then the form's plain submit button.
    """
    hidden_type = next((v for k, v in reversed(form.fields) if k == "event_type"), "")
    enabled = [b for b in form.buttons if not b.disabled]
    for button in enabled:
        named = button.name and button.name != "event_type" and button.name in event.payload
        if named and hidden_type == event.type and says(button, event.payload[button.name]):
            return button
    for button in enabled:
        if button.name == "event_type" and button.value == event.type:
            return button
    plain = [b for b in enabled if not b.name]
    return plain[0] if plain and hidden_type == event.type else None


def said(page: str) -> list[str]:
    """The refusals a page shows."""
    return re.findall(r'class="(?:field-)?error[^"]*"[^>]*>([^<]+)', page)


def chosen(entries: list[dict]) -> list[dict]:
    """The first and last entries of each type."""
    by_type: dict[str, list[dict]] = {}
    for e in entries:
        by_type.setdefault(e["type"], []).append(e)
    picked = [e for same in by_type.values() for e in {id(x): x for x in (same[0], same[-1])}.values()]
    return sorted(picked, key=lambda e: e["seq"])[: PER_TYPE * len(by_type)]


@pytest.mark.parametrize("ruleset", [pytest.param(r, id=r.slug) for r in all_rulesets()])
def test_saving_an_edit_form_unchanged_changes_nothing(client, ruleset):
    round_trip(client, ruleset, f"edit/{ruleset.slug}", max(ruleset.min_players, min(4, ruleset.max_players)))


#: Games played again from seeds that reach entry shapes the first seed does not (found by running more).
MORE = [("briscola-chiamata", 0, 5), ("pickle", 1, 4), ("pickle", 2, 4)]


@pytest.mark.parametrize(("slug", "seed", "players"), MORE, ids=[f"{s}-{n}" for s, n, _ in MORE])
def test_more_entry_shapes_saved_unchanged_change_nothing(client, slug, seed, players):
    round_trip(client, get_ruleset(slug), f"edit/{slug}/{seed}", players)


def round_trip(client, ruleset, seed: str, players: int) -> None:
    """Play a game of ``ruleset`` through the API from ``seed``; open entries of every type for correction
    and save each as its form shows it: nothing may change."""
    setup = make_setup(ruleset, players, Random(seed), defaults=False)
    table = make_table(client, players=setup.players)
    token = table["scorer_token"]
    body = {
        "ruleset": ruleset.slug,
        "options": options_as_dict(setup.options),
        "first_dealer": setup.first_dealer,
        "teams": [list(team) for team in setup.teams] or None,
    }
    created = client.post(f"/api/v1/tables/{token}/games", json=body)
    assert created.status_code == 201, created.json
    game_id = created.json["id"]
    for seq, event in enumerate(played_entries(ruleset, setup, seed)):
        response = post_event(client, token, game_id, event.type, dict(event.payload), seq)
        assert response.status_code == 201, (event, response.json)
    entries = game_events(client, token, game_id)
    before = game_state(client, token, game_id)
    unmatched = []
    for entry in chosen(entries):
        page = client.get(f"/t/{token}/g/{game_id}/entries/{entry['seq']}/edit")
        if page.status_code != 200:
            continue  # an entry the page does not offer to correct (e.g. New Eleusis's secret rule)
        form = read_form(page.text)
        button = pressed_button(form, Event(entry["type"], entry["payload"]))
        if button is None:
            unmatched.append(entry["type"])
            continue
        saved = client.post(form.action, data=form.submission(button))
        assert saved.status_code in (200, 303), (entry, form.submission(button), said(saved.text))
        now = game_state(client, token, game_id)
        assert now["totals"] == before["totals"], (entry, button)
        assert game_events(client, token, game_id) == entries, f"{entry} saved unchanged changed the log"
    assert not unmatched, f"No button says what these entries say: {unmatched}"
