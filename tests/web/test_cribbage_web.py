"""Five-Card Cribbage through the web: every phase's form, card entry by form post, a refused card, the
pegboard on the scoreboard in both layouts, and the export/import round trip."""

from __future__ import annotations

import io
import re

import pytest
from werkzeug.datastructures import MultiDict

from tests.web.helpers import make_game, make_table, post_event, refused

HTMX = {"HX-Request": "true"}


@pytest.fixture
def table(client):
    return make_table(client, players=("Ann", "Bob"))


def new_game(client, table, **options) -> dict:
    return make_game(client, table["scorer_token"], ruleset="cribbage", options=options)


class Game:
    """A cribbage game driven through the API, keeping track of the sequence number."""

    def __init__(self, client, table, **options):
        self.client, self.token = client, table["scorer_token"]
        self.viewer = table["viewer_token"]
        self.id = new_game(client, table, **options)["id"]
        self.seq = 0

    @property
    def url(self) -> str:
        return f"/t/{self.token}/g/{self.id}"

    def event(self, type_: str, **payload):
        response = post_event(self.client, self.token, self.id, type_, payload, self.seq)
        assert response.status_code == 201, response.json
        self.seq += 1
        return response

    def form(self, **fields):
        data = {"expected_seq": str(self.seq), **{k: str(v) for k, v in fields.items()}}
        response = self.client.post(f"{self.url}/entries", headers=HTMX, data=data)
        if response.status_code == 200 and not refused(response):  # a refusal (htmx: 200) stores nothing
            self.seq += 1
        return response

    def page(self) -> str:
        return self.client.get(self.url).text


def test_play_page_renders_every_phase(client, table):
    game = Game(client, table)
    page = game.page()
    assert 'name="cards.0"' in page and 'data-cards="1"' in page and "Ann deals" in page
    assert "pegs three for last" in page
    game.event("cut", cards=["KD", "7H"])  # Bob deals, Ann pegs 3
    page = game.page()
    assert "turn up the start card" in page and 'name="card"' in page and "data-submit-on-pick" in page
    game.event("starter", card="5D")
    page = game.page()
    assert "the play · count 0" in page and 'value="go"' in page and "pegging_points" in page
    assert "Ann, the non-dealer, leads" in page and 'data-seen="5D"' in page  # the start card is out
    game.event("play", card="10S")
    page = game.page()
    assert "Count <strong>10</strong>" in page and "Next: <strong>Bob</strong>" in page
    assert "Enter the points each player pegged" not in page  # quick entry only before the first card
    for card in ("5S", "5H", "5C", "6H"):  # 15 (Bob 2), pair (Ann 2), pair royal (Bob 6), 31 (Ann 2)
        game.event("play", card=card)
    page = game.page()
    assert "the show: Ann&#39;s hand" in page and 'data-cards="3"' in page and "10♠, 5♥, 6♥" in page
    game.event("show", cards="10S 5H 6H")
    page = game.page()
    assert "the show: Bob&#39;s hand" in page and "fifteen two, fifteen four, and a pair is six" in page
    game.event("show", cards="5S 5C QC")
    page = game.page()
    assert "the show: the crib" in page and 'data-cards="4"' in page
    game.event("show", cards="KH QH 9C 8S")
    page = game.page()
    assert "Deal 2 · Ann&#39;s crib" in page and "Deal 1: the show" in page
    assert "Deal 1 · Bob&#39;s crib" in page and "pegging 4 · hand 6" in page


def test_a_card_played_through_the_form(client, table):
    game = Game(client, table)
    game.event("cut", dealer=1)
    game.event("starter", card="5D")
    response = client.post(
        f"{game.url}/entries", data={"expected_seq": "2", "event_type": "play", "card": "10s", "player": "0"}
    )
    assert response.status_code == 303
    page = game.page()
    assert "10♠" in page and "Count <strong>10</strong>" in page
    game.seq = 3
    response = game.form(event_type="play", card="5h", player="1")
    assert response.status_code == 200 and "+2" in response.text and "fifteen" in response.text


def test_a_refused_card_shows_its_message_and_loses_nothing(client, table):
    game = Game(client, table)
    game.event("cut", dealer=1)
    game.event("starter", card="5D")
    for card in ("KS", "QS", "9S"):
        game.event("play", card=card)
    response = game.form(event_type="play", card="5C", player="1")
    assert refused(response)
    assert "Bob cannot play 5C: the count would go from 29 to 34, past 31." in response.text
    assert 'aria-invalid="true"' in response.text and 'id="play"' in response.text
    response = game.form(event_type="play", card="QS", player="1")
    assert refused(response) and "QS has already been played this deal, by Bob." in response.text
    response = game.form(event_type="play", card="5D", player="1")
    assert refused(response) and "5D is the start card" in response.text
    response = game.form(event_type="play", card="2C", player="0")
    assert refused(response) and "It is Bob&#39;s turn to play, not Ann&#39;s." in response.text
    events = client.get(f"/api/v1/tables/{game.token}/games/{game.id}/events").json
    assert len(events["events"] if isinstance(events, dict) else events) == 5
    page = game.page()
    assert "Count <strong>29</strong>" in page and "9♠" in page


def test_go_button_and_quick_entry_through_the_form(client, table):
    game = Game(client, table)
    game.event("cut", dealer=1)
    game.event("starter", card="5D")
    # The Go button sends card=go with the play event; an early go is refused.
    response = game.form(event_type="play", card="go", player="0")
    assert refused(response) and "Ann cannot say go at a count of 0" in response.text
    for card in ("KS", "QS", "9S"):
        game.event("play", card=card)
    assert game.form(event_type="play", card="go", player="1").status_code == 200
    assert game.form(event_type="play", card="go", player="0").status_code == 200
    assert "the show: Ann&#39;s hand" in game.page()
    # Quick entry on a fresh game: the pegging as points.
    other = Game(client, table)
    other.event("cut", dealer=1)
    other.event("starter", card="5D")
    response = other.form(event_type="pegging_points", **{"points.0": "30", "points.1": "2"})
    assert refused(response) and "Ann&#39;s pegging points cannot be more than 24." in response.text
    response = other.form(event_type="pegging_points", **{"points.0": "4", "points.1": "2"})
    assert response.status_code == 200 and "the show: Ann&#39;s hand" in response.text
    response = other.form(event_type="show", cards="", points="5")
    assert response.status_code == 200
    assert re.search(r"counted at the table</span>\s*=\s*<strong>5</strong>", response.text)


def test_show_entered_by_cards_through_the_form(client, table):
    game = Game(client, table)
    game.event("cut", dealer=1)
    game.event("starter", card="9C")
    game.event("pegging_points", points=[0, 0])
    response = game.form(event_type="show", cards="7S 8H", points="")
    assert refused(response) and "has 3 cards besides the start card, not 2" in response.text
    assert 'value="7S 8H"' in response.text  # what was typed is kept
    response = game.form(event_type="show", cards="7S 8H 8D", points="")
    assert response.status_code == 200
    assert (
        "fifteen two, fifteen four, and a pair is six, and a run is nine, and a run is twelve"
        in response.text
    )


def board_of(client, game: Game) -> str:
    page = client.get(f"/t/{game.viewer}/g/{game.id}/board").text
    match = re.search(r'<svg class="crib-board crib-lying".*?</svg>', page, re.S)
    assert match, "the scoreboard shows the pegboard"
    return match.group(0)


def test_scoreboard_shows_the_board_in_both_layouts(client, table):
    same = Game(client, table)
    same.event("cut", dealer=1)  # Ann pegs 3 for last
    same.event("starter", card="JD")  # Bob: two for his heels
    svg = board_of(client, same)
    assert 'role="img"' in svg and 'viewBox="0 0 432 ' in svg
    assert 'aria-label="Cribbage board: Ann 3 (was 0), Bob 2 (was 0)"' in svg
    assert svg.count('class="crib-peg crib-front"') == 2 and svg.count('class="crib-peg crib-rear"') == 2
    assert ">+3<" in svg and ">+2<" in svg and svg.count("crib-gap") == 5
    assert 'cx="414"' not in svg  # both tracks start and finish at the left end
    opposite = Game(client, table, board_layout="opposite_ends")
    opposite.event("cut", dealer=0)
    svg = board_of(client, opposite)
    assert 'cx="414"' in svg and 'cx="394"' in svg  # Bob starts at the right and finishes there
    assert "starting at opposite ends" in client.get(f"/t/{opposite.viewer}/g/{opposite.id}/board").text


def test_scoreboard_board_for_six_card_is_a_121_board(client, table):
    game = Game(client, table, variant="six-card", three_for_last="false")
    game.event("cut", dealer=0)
    svg = board_of(client, game)
    assert svg.count('class="crib-hole') == 2 * 122  # 120 holes, the start and the game hole each
    assert "Target 121" in client.get(f"/t/{game.viewer}/g/{game.id}/board").text


def test_export_import_round_trip(client, table):
    game = Game(client, table)
    game.event("cut", cards=["9H", "4C"])
    game.event("starter", card="5D")
    for card in ("10S", "5S", "5H"):
        game.event("play", card=card)
    game.event("undo")
    game.event("play", card="5H")
    record = client.get(f"/api/v1/tables/{game.token}/games/{game.id}/export").json
    imported = client.post("/api/v1/import", json=record).json
    again = client.get(
        f"/api/v1/tables/{imported['table']['scorer_token']}/games/{imported['game_id']}/export"
    ).json
    assert again["events"] == record["events"] and again["scores"] == record["scores"]
    # And through the pages: the JSON file, then the import form.
    exported = client.get(f"{game.url}/export.json")
    upload = {"record": (io.BytesIO(exported.data), "cribbage.json")}
    response = client.post("/import", data=upload, content_type="multipart/form-data")
    assert response.status_code == 303
    board = client.get(response.headers["Location"].replace("/imported", "/board")).text  # the game's board
    assert 'aria-label="Cribbage board: Ann 5 (was 3), Bob 2 (was 0)"' in board


def browser_post(game: Game, player: int, *pairs: tuple[str, str]) -> str:
    """Post the play form as a browser does: hidden fields first, the pressed button's name and value last."""
    hidden = [("event_type", "play"), ("expected_seq", str(game.seq)), ("player", str(player))]
    data = MultiDict([*hidden, *pairs])
    response = game.client.post(f"{game.url}/entries", headers=HTMX, data=data)
    assert response.status_code == 200 and 'class="error' not in response.text, response.text
    game.seq += 1
    return response.text


def test_the_pegging_buttons_work_without_javascript(client, table):
    quick = Game(client, table)
    quick.event("cut", dealer=1)
    quick.event("starter", card="5D")
    # "Record the pegging points": the button's event type wins over the form's hidden one.
    points = [("points.0", "4"), ("points.1", "2")]
    page = browser_post(quick, 0, ("card", ""), *points, ("event_type", "pegging_points"))
    assert "the show: Ann&#39;s hand" in page

    go = Game(client, table)
    go.event("cut", dealer=1)
    go.event("starter", card="5D")
    for card in ("10S", "10H", "JS"):  # Ann, Bob, Ann: count 30
        go.event("play", card=card)
    # "Go": the button's card value comes after the empty card field.
    page = browser_post(go, 1, ("card", ""), ("card", "go"))
    assert go.seq == 6 and "Go" in page


def test_the_set_up_form_says_the_cut_decides_the_first_dealer(client, table):
    page = client.get(f"/t/{table['scorer_token']}/options?ruleset=cribbage").text
    assert "The first dealer is decided by the cut" in page
    assert "decided by the cut" not in client.get(f"/t/{table['scorer_token']}/options?ruleset=golf").text
