"""Calypso through the pages and the API: the count after a deal (one tap per player on the chips, the
piles typed) or the calypso cards, the count left for the end, the game over after four deals; refusals
(400 from the API, 422 from the form) with their sentence and nothing stored; the scoreboard's calypsos
and piles."""

from __future__ import annotations

import pytest

from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form, refused, table_game

DEAL_1 = {"calypsos": [0, 0, 0, 0], "incomplete": [5, 3, 4, 2], "won": [19, 19]}


@pytest.fixture
def game(client):
    """A Calypso game for Ann ♠, Bob ♦, Cid ♥ and Dee ♣; Ann deals first."""
    return table_game(client, "calypso")


def form(client, token, gid, fields: list[tuple[str, str]]):
    """Post the count form (its one entry) as the browser does."""
    return post_form(client, token, gid, fields, event_type="count")


def chips(calypsos=(0, 0, 0, 0), incomplete=(0, 0, 0, 0), won=("", "")) -> list[tuple[str, str]]:
    """The count form's fields: the chips tapped (or left as they were) and the piles typed."""
    fields = [("_mode", "counts")]
    for seat in range(4):
        fields += [(f"calypsos.{seat}", str(calypsos[seat])), (f"incomplete.{seat}", str(incomplete[seat]))]
    return [*fields, ("won.0", str(won[0])), ("won.1", str(won[1]))]


def test_the_count_form_has_the_chips_the_piles_and_the_count_for_later(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 1 of 4 · Ann deals" in page
    assert page.count('name="calypsos.0"') == 5 and page.count('name="incomplete.3"') == 13  # 0-4, 0-12
    assert 'name="won.0"' in page and 'name="won.1"' in page and 'name="cards.2"' in page
    assert 'value="count_later"' in page and "Record deal 1" in page
    assert 'aria-label="spades">♠</span> Ann' in page and 'aria-label="diamonds">♦</span> Bob' in page
    assert "The counts and the 156 cards not dealt yet must make 208." in page


def test_a_count_through_the_form_and_the_scoreboard(client, game):
    token, gid, viewer = game
    r = form(client, token, gid, chips(incomplete=(5, 3, 4, 2), won=(19, 19)))
    assert r.status_code == 200 and "Deal 2 of 4 · Bob deals" in r.text
    # Ann & Cid (5 + 4) x 20 + 19 x 10 = 370; Bob & Dee (3 + 2) x 20 + 190 = 290.
    sheet = state(client, token, gid)
    assert sheet["totals"] == [370, 290] and sheet["hands"][0]["notes"] == ["7 tricks", "6 tricks"]
    # The API's prompt data carries the table as counted, in the count's own terms.
    assert sheet["next"]["data"]["layout"] == {
        "calypsos": [0, 0, 0, 0],
        "incomplete": [5, 3, 4, 2],
        "cards": [None, None, None, None],
        "won": [19, 19],
    }
    # The next form starts from this count: Ann's 5 chip is checked, the piles say "at least 19".
    assert 'name="incomplete.0" value="5" checked' in r.text and 'placeholder="at least 19"' in r.text
    html = board(client, viewer, gid)
    assert "The table after deal <strong>1</strong> of 4" in html
    assert "Pile <strong>19</strong> cards · <strong>7</strong> tricks in deal 1" in html
    assert "calypsos 0 · in progress 180 · pile 190 = <strong>370</strong>" in html
    assert html.count('<li class="cy-in">') == 5 + 4 + 3 + 2
    assert "<strong>Deal 1:</strong> Ann &amp; Cid took 7 tricks, Bob &amp; Dee 6" in html


def test_a_calypso_completed_shows_on_the_board(client, game):
    token, gid, viewer = game
    api(client, token, gid, "count", DEAL_1)
    r = form(client, token, gid, chips(calypsos=(1, 0, 0, 0), incomplete=(1, 6, 4, 2), won=(38, 40)))
    assert r.status_code == 200 and "Deal 3 of 4 · Cid deals" in r.text
    assert state(client, token, gid)["totals"] == [980, 560]  # 500 + 100 + 380; 160 + 400
    html = board(client, viewer, gid)
    assert html.count("cy-pile-icon cy-new") == 1 and "1 calypso</span>" in html
    assert "calypso for Ann" in html


def test_the_calypso_cards_through_the_form_show_their_ranks_on_the_board(client, game):
    token, gid, viewer = game
    cards = ["AS KS 7S 2S 10S", "2D 3D 4D", "AH KH QH JH", "9C 8C"]
    fields = [("_mode", "cards")] + [(f"calypsos.{s}", "0") for s in range(4)]
    fields += [(f"cards.{s}", c) for s, c in enumerate(cards)] + [("won.0", "19"), ("won.1", "19")]
    r = form(client, token, gid, fields)
    assert r.status_code == 200 and state(client, token, gid)["totals"] == [370, 290]
    assert 'name="cards.0" data-cards="12" value="AS KS 10S 7S 2S"' in r.text  # kept for the next count
    html = board(client, viewer, gid)
    assert '<li class="cy-in">A</li><li class="cy-in">K</li><li class="">Q</li>' in html  # Ann's ♠


def test_the_count_left_for_the_end_and_the_last_deal(client, game):
    token, gid, viewer = game
    for _ in range(3):
        assert form(client, token, gid, [("event_type", "count_later")]).status_code == 200
    sheet = state(client, token, gid)
    assert (
        sheet["totals"] == [0, 0] and sheet["hands"][0]["summary"] == "not counted: the next count covers it"
    )
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "Deal 4 of 4 · Dee deals" in page and 'value="count_later"' not in page
    r = api(client, token, gid, "count_later", {})
    assert r.status_code == 400 and r.json["error"] == "Now the table records count, not count later."
    # All 208 in the piles: 26 tricks each, 1040 each: a tie.
    assert (
        api(
            client, token, gid, "count", {"calypsos": [0] * 4, "incomplete": [0] * 4, "won": [104, 104]}
        ).status_code
        == 201
    )
    sheet = state(client, token, gid)
    assert sheet["is_over"] and sheet["winners"] == ["Ann & Cid", "Bob & Dee"]
    assert sheet["next"]["title"] == "Game over · Ann & Cid and Bob & Dee tie with 1040"
    html = board(client, viewer, gid)
    assert "Game over" in html and "The table after deal <strong>4</strong> of 4" in html
    assert "Game over · Ann &amp; Cid and Bob &amp; Dee tie with 1040" in html
    assert "Ann &amp; Cid and Bob &amp; Dee tie with 1040." in client.get(f"/t/{token}/g/{gid}").text
    assert "Tie: Ann &amp; Cid, Bob &amp; Dee" in client.get(f"/t/{token}/g/{gid}/sheet").text


def test_refusals_answer_400_from_the_api_and_422_from_the_form_and_store_nothing(client, game):
    token, gid, _ = game
    r = api(client, token, gid, "count", DEAL_1 | {"won": [19, 15]})
    assert r.status_code == 400 and r.json["field"] == "won"
    assert r.json["error"] == (
        "After deal 1 the counts should hold 52 cards (208 less the 156 not dealt), not 48: count again."
    )
    r = api(client, token, gid, "count", DEAL_1 | {"won": [20, 18]})
    assert r.status_code == 400 and r.json == {
        "error": "Tricks have four cards, so Ann & Cid's 29 cards are not whole tricks.",
        "field": "won.0",
    }
    r = form(client, token, gid, chips(incomplete=(5, 3, 4, 2), won=(19, 15)))
    assert refused(r) and "not 48: count again." in r.text
    assert 'id="err-won"' in r.text and 'value="19"' in r.text  # the form keeps what was typed
    r = form(client, token, gid, chips(calypsos=(5, 0, 0, 0), won=(19, 19)))
    assert refused(r) and "Ann&#39;s completed calypsos cannot be more than 4." in r.text
    fields = [("_mode", "cards")] + [(f"calypsos.{s}", "0") for s in range(4)]
    fields += [("cards.0", "AS AH"), ("cards.1", ""), ("cards.2", ""), ("cards.3", ""), ("won.0", "0")]
    r = form(client, token, gid, [*fields, ("won.1", "50")])
    assert refused(r) and "Ann&#39;s calypso is of ♠ spades: AH is not one." in r.text
    assert 'id="err-cards-0"' in r.text and 'value="AS AH"' in r.text
    assert 'name="cards.0"' in r.text.split('class="cy-by-cards"')[1]  # the cards mode stays open
    assert state(client, token, gid)["seq"] == 0
    assert client.get(f"/api/v1/tables/{token}/games/{gid}/events").json["events"] == []


def test_a_later_count_cannot_lose_cards(client, game):
    token, gid, _ = game
    api(client, token, gid, "count", DEAL_1)
    r = form(client, token, gid, chips(incomplete=(4, 3, 4, 2), won=(20, 71)))
    assert refused(r)
    assert (
        "Ann&#39;s calypso in progress had 5 cards after deal 1: it keeps its cards until complete." in r.text
    )
    assert 'id="err-incomplete-0"' in r.text
    r = api(client, token, gid, "count", DEAL_1 | {"won": [15, 75]})
    assert r.status_code == 400 and r.json["field"] == "won.0"
    assert state(client, token, gid)["seq"] == 1
