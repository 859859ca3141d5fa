"""Every game's forms exist and render: each declared phase has its template, and the play page and the
scoreboard render for a fresh game of every registered ruleset and at every phase a random game reaches.

The play page includes ``ruleset.template_for(prompt.phase)`` with no generic fallback, so a phase without
its template file would break the page the moment a table reached it.
"""

from __future__ import annotations

from random import Random

import pytest
from markupsafe import escape

from scorekeeper.app import create_app
from scorekeeper.core import RuleError, options_as_dict
from scorekeeper.families.ruleset import OVER, GameSetup, Ruleset
from scorekeeper.games.registry import all_rulesets
from scorekeeper.store.db import upgrade
from tests.games.test_simulation import make_setup, player_names, require_random_entry
from tests.web.helpers import make_game, make_table, post_event

RULESETS = all_rulesets()
#: Entries a game is played through the API, at most, to reach its phases and its end.
MAX_ENTRIES = 400
MAX_REFUSALS = 200


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('templates') / 't.db'}"
    upgrade(url)
    app = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "x", "WTF_CSRF_ENABLED": False})
    yield app
    app.extensions["engine"].dispose()


@pytest.fixture(scope="module")
def client(app):
    return app.test_client()


def ruleset_id(value) -> str:
    return value.slug if isinstance(value, Ruleset) else str(value)


@pytest.mark.parametrize(
    ("ruleset", "phase"),
    [(r, p.name) for r in RULESETS for p in r.phases],
    ids=lambda v: ruleset_id(v),
)
def test_every_declared_phase_has_its_template(app, ruleset, phase):
    name = ruleset.template_for(phase)
    assert app.jinja_env.get_template(name), f"{ruleset.slug}: phase {phase!r} has no template {name}"


def start(client, ruleset: Ruleset, setup: GameSetup) -> tuple[dict, dict]:
    """A table seating the set-up's players, and the game started on it through the API."""
    table = make_table(client, players=setup.players, name=f"{ruleset.name} table")
    body = {"ruleset": ruleset.slug, "options": options_as_dict(setup.options)}
    body.update(first_dealer=setup.first_dealer, players=list(setup.players))
    if setup.teams:
        body["teams"] = [list(team) for team in setup.teams]
    response = client.post(f"/api/v1/tables/{table['scorer_token']}/games", json=body)
    assert response.status_code == 201, response.json
    return table, response.json


def check_pages(client, table: dict, game: dict, title: str) -> None:
    """The play page (with the phase's form, or the game-over card) and the scoreboard both render."""
    play = client.get(f"/t/{table['scorer_token']}/g/{game['id']}")
    assert play.status_code == 200, play.text
    assert str(escape(title)) in play.text
    board = client.get(f"/t/{table['viewer_token']}/g/{game['id']}/board")
    assert board.status_code == 200, board.text


@pytest.mark.parametrize("extreme", ["min_players", "max_players"])
@pytest.mark.parametrize("ruleset", RULESETS, ids=ruleset_id)
def test_the_play_page_renders_for_a_fresh_game(client, ruleset, extreme):
    names = player_names(getattr(ruleset, extreme))
    table = make_table(client, players=names)
    game = make_game(client, table["scorer_token"], ruleset=ruleset.slug)
    prompt = ruleset.prompt(ruleset.start(GameSetup(names, ruleset.Options())))
    check_pages(client, table, game, prompt.title)
    assert 'id="entry-form"' in client.get(f"/t/{table['scorer_token']}/g/{game['id']}").text


@pytest.mark.parametrize("ruleset", RULESETS, ids=ruleset_id)
def test_the_pages_render_at_every_phase_a_random_game_reaches(client, ruleset):
    """Two games (default options, then random ones) entered through the API with random entries; the
    pages are rendered each time a phase is met for the first time, and once the game is over."""
    require_random_entry(ruleset)
    seen: set[str] = set()
    for number in range(2):
        rng = Random(f"pages/{ruleset.slug}/{number}")
        players = rng.randint(ruleset.min_players, ruleset.max_players)
        setup = make_setup(ruleset, players, rng, defaults=number == 0)
        seen |= play_through_the_api(client, ruleset, setup, rng)
    assert seen, f"{ruleset.slug}: no phase was rendered"


def play_through_the_api(client, ruleset: Ruleset, setup: GameSetup, rng: Random) -> set[str]:
    """Enter random entries the rules accept through the API; render the pages at each new phase."""
    table, game = start(client, ruleset, setup)
    state, seen, refusals, seq = ruleset.start(setup), set(), 0, 0
    while seq < MAX_ENTRIES:
        prompt = ruleset.prompt(state)
        if prompt.phase not in seen:
            seen.add(prompt.phase)
            check_pages(client, table, game, prompt.title)
        if prompt.phase == OVER:
            break
        event = ruleset.random_entry(state, rng)
        try:
            state = ruleset.apply(state, event)
        except RuleError:
            refusals += 1
            assert refusals <= MAX_REFUSALS, f"{ruleset.slug}: the random entries are stuck"
            continue
        refusals = 0
        response = post_event(client, table["scorer_token"], game["id"], event.type, dict(event.payload), seq)
        assert response.status_code == 201, (event, response.json)
        seq += 1
    return seen
