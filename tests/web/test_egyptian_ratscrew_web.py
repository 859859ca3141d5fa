"""Egyptian Ratscrew through the pages and the API: the stacks dealt, cards tapped by rank, a slap judged,
the pile picked up after a letter card, a recount, the winner entered directly; refusals (400 from the API,
422 from the form) with their sentence and nothing stored; the scoreboard's pile, stacks and tally."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_events as events
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form
from tests.web.helpers import refused, table_game


@pytest.fixture
def game(client):
    """A match for Ann, Bob and Cid; Ann deals the first game, so Bob turns first."""
    return table_game(client, "egyptian-ratscrew", options={"wins": 2}, seated=("Ann", "Bob", "Cid"))


STACKS = [("counts.0", "17"), ("counts.1", "18"), ("counts.2", "17")]


def test_the_deal_form_offers_the_stacks_and_the_quick_winner(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Game 1 · Ann deals" in page and "Ann deals 52 cards: the stacks" in page
    assert 'name="counts.1" value="18"' in page and 'value="everyone_loses"' in page


def test_a_game_tracked_card_by_card_through_the_form(client, game):
    token, gid, viewer = game
    r = form(client, token, gid, STACKS)
    assert r.status_code == 200 and "Game 1 · Bob to turn" in r.text and 'name="card" value="Q"' in r.text
    # Bob turns a queen: Cid has two chances, turns 4 and 8, and Bob picks up the pile.
    for rank in ("Q", "4"):
        assert form(client, token, gid, [("card", rank)]).status_code == 200
    assert 'Cid</strong> <span class="er-muted">1 chance for the Q' in board(client, viewer, gid)
    r = form(client, token, gid, [("card", "8")])
    assert "Bob picks up the pile" in r.text and 'value="take"' in r.text
    r = form(client, token, gid, [("event_type", "take")])
    assert "Game 1 · Bob to turn" in r.text
    # Bob 9, Cid 9: Ann slaps the pair and takes it (17 + 2 = 19).
    form(client, token, gid, [("card", "9")])
    form(client, token, gid, [("card", "9")])
    r = form(client, token, gid, [("player", "0"), ("event_type", "slap")])
    assert "A pair of 9s: the first to slap takes the pile." in r.text
    html = board(client, viewer, gid)
    assert "<span>Ann</span> <strong>19</strong>" in html and "A pair of 9s" in html
    types = [e["type"] for e in events(client, token, gid)]
    assert types == ["deal", "play", "play", "play", "take", "play", "play", "slap"]


def test_a_triple_slapped_wins_the_game_and_the_tally_shows_it(client, game):
    token, gid, viewer = game
    api(client, token, gid, "deal", {})
    for rank in ("8", "8", "8"):
        assert api(client, token, gid, "play", {"card": rank}).status_code == 201
    assert api(client, token, gid, "slap", {"player": 2}).status_code == 201
    now = state(client, token, gid)
    assert now["next"]["title"] == "Game 2 · Bob deals"
    assert state(client, token, gid)["totals"] == [0, 0, 1]
    assert "not tracking the pile yet" in board(client, viewer, gid)


def test_the_winner_entered_directly_and_the_match_end(client, game):
    token, gid, _ = game
    r = form(client, token, gid, [*STACKS, ("winner", "1"), ("event_type", "result")])
    assert r.status_code == 200 and "Game 2 · Bob deals" in r.text
    assert api(client, token, gid, "result", {"winner": "everyone_loses"}).status_code == 201
    assert api(client, token, gid, "result", {"winner": 1}).status_code == 201
    assert "Bob wins" in state(client, token, gid)["next"]["title"]
    r = api(client, token, gid, "deal", {})
    assert r.status_code == 400 and r.json["error"] == "The game is over: nothing more can be entered."


def test_a_recount_through_the_form(client, game):
    token, gid, _ = game
    api(client, token, gid, "deal", {})
    form(client, token, gid, [("card", "5")])
    r = form(
        client,
        token,
        gid,
        [("counts.0", "20"), ("counts.1", "15"), ("counts.2", "16"), ("event_type", "counts")],
    )
    assert r.status_code == 200 and "The stacks were counted again." in r.text


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "deal", {"counts": [20, 20, 10]})
    assert r.status_code == 400 and r.json == {
        "error": "The counts add up to 50 cards but the pack has 52: count again.",
        "field": "counts",
    }
    r = form(client, token, gid, [("counts.0", "20"), ("counts.1", "20"), ("counts.2", "10")])
    assert refused(r) and "The counts add up to 50 cards but the pack has 52: count again." in r.text
    r = form(client, token, gid, [*STACKS, ("event_type", "result")])
    assert refused(r) and "Choose who won the game." in r.text
    assert api(client, token, gid, "deal", {}).status_code == 201
    r = api(client, token, gid, "slap", {"player": 0})
    assert r.status_code == 400 and r.json == {
        "error": "The pile is empty: there is nothing to slap.",
        "field": "player",
    }
    for rank in ("7", "7", "7", "7"):
        api(client, token, gid, "play", {"card": rank})
    r = form(client, token, gid, [("card", "7")])
    assert refused(r) and "All four 7s are already on the pile." in r.text
    r = api(client, token, gid, "take", {})
    assert r.status_code == 400 and "not take" in r.json["error"]
    r = api(client, token, gid, "counts", {"counts": [17, 17, 17]})
    assert r.status_code == 400 and "with 4 cards on the pile" in r.json["error"]
    assert state(client, token, gid)["seq"] == 5 and len(events(client, token, gid)) == 5


def test_a_card_after_the_pile_was_won_is_refused_with_the_reason(client, game):
    token, gid, _ = game
    api(client, token, gid, "deal", {})
    api(client, token, gid, "play", {"card": "J"})
    api(client, token, gid, "play", {"card": "4"})
    r = api(client, token, gid, "play", {"card": "5"})
    assert r.status_code == 400 and r.json["error"] == (
        "Bob has won the pile and picks it up before anyone plays on."
    )
