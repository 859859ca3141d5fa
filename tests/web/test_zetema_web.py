"""Zetema through the pages and the API. By default the declarations alone: a zetema by one tap on its
rank in its player's row, a meld by the card grid and its player's button then its discard as a card,
marriages, the end of the hand. With every discard entered: a discard by one tap on its rank (the fifth
forms a zetema), a meld then its discard by card, marriages with a card taken back from a pile; refusals
(400 from the API, 422 from the form) with their sentence next to the field and nothing stored; the
scoreboard's piles, declarations and totals; the declaration calculator's page and API; a discard's Edit form
offering the discard as entered (by card, or by rank alone as before issue 23)."""

from __future__ import annotations

import pytest

from scorekeeper.families.ruleset import Event
from tests.web.helpers import game_events, make_game, make_table, refused, table_game
from tests.web.helpers import game_state as state
from tests.web.helpers import live_board as board
from tests.web.helpers import post_api as api
from tests.web.helpers import post_form as form
from tests.web.html_forms import read_form
from tests.web.test_edit_round_trip import pressed_button

BLANK = [("cards", ""), ("pulled", "")]


DISCARDS = {"recording": "discards"}


@pytest.fixture
def game(client):
    """A Zetema game for Ann and Bob entering every discard; Ann deals, so Bob plays first."""
    return table_game(client, "zetema", seated=("Ann", "Bob"), options=DISCARDS)


@pytest.fixture
def declared(client):
    """A Zetema game for Ann and Bob entering the declarations alone (the default)."""
    return table_game(client, "zetema", seated=("Ann", "Bob"))


def test_the_declarations_form_has_a_zetema_row_per_player_and_a_button_per_player(client, declared):
    token, gid, _ = declared
    page = client.get(f"/t/{token}/g/{gid}").text
    assert page.count('name="zetema.0"') == 13 and page.count('name="zetema.1"') == 13
    assert 'name="rank"' not in page and 'name="seat" value="1"' in page and 'value="hand_over"' in page


def test_a_zetema_a_meld_and_its_discard_a_marriage_and_the_end_of_the_hand(client, declared):
    token, gid, viewer = declared
    assert form(client, token, gid, [("zetema.1", "J"), *BLANK]).status_code == 200  # Bob: jacks, 20
    r = form(client, token, gid, [("seat", "0"), ("cards", "4H 5S 6D 7C 8H 9S"), ("pulled", "")])
    assert r.status_code == 200 and "Ann discards…" in r.text and 'name="card" value="9S"' in r.text
    r = form(client, token, gid, [("event_type", "discard"), ("card", "9H")])
    assert refused(r) and 'id="err-card"' in r.text and "9H is not one of the meld" in r.text
    assert form(client, token, gid, [("event_type", "discard"), ("card", "9S")]).status_code == 200
    assert form(client, token, gid, [("seat", "1"), ("cards", "KH QH"), ("pulled", "")]).status_code == 200
    assert state(client, token, gid)["totals"] == [20, 30]  # sequence 20; zetema 20 + marriage 10
    html = board(client, viewer, gid)
    assert "zetema of jacks" in html and "Stock" not in html
    r = form(client, token, gid, [("event_type", "hand_over"), *BLANK])
    assert r.status_code == 200 and "Hand 2 · Bob deals" in r.text


def test_cards_shown_without_a_player_are_refused_next_to_the_buttons(client, declared):
    token, gid, _ = declared
    r = form(client, token, gid, [("cards", "KH QH"), ("pulled", "")])
    assert refused(r) and 'id="err-seat"' in r.text and "The player declaring is missing" in r.text


def test_the_turn_form_has_thirteen_rank_buttons_and_the_declarations(client, game):
    token, gid, _ = game
    page = client.get(f"/t/{token}/g/{gid}").text
    assert page.count('name="rank" value="') == 13 and "Bob</strong> draws and plays" in page
    assert 'name="cards"' in page and 'name="pulled"' in page and page.count('data-copies="S:2"') == 2
    assert 'value="meld"' in page and 'value="marriage"' in page


def test_five_discards_of_a_rank_form_a_zetema_one_tap_each(client, game):
    token, gid, viewer = game
    for _ in range(4):
        assert form(client, token, gid, [("rank", "J"), *BLANK]).status_code == 200
    r = form(client, token, gid, [("rank", "J"), *BLANK])  # Bob discards the fifth jack: 20
    assert r.status_code == 200
    assert state(client, token, gid)["totals"] == [0, 20]
    html = board(client, viewer, gid)
    assert "zetema of jacks" in html and "+20" in html and "280<small> to 300" in html


def test_a_meld_then_its_discard_through_the_form(client, game):
    token, gid, viewer = game
    r = form(client, token, gid, [("event_type", "meld"), ("cards", "4H 5S 6D 7C 8H 9S"), ("pulled", "")])
    assert r.status_code == 200 and "Discard one of the meld" in r.text
    assert r.text.count('name="card"') == 6 and 'name="rank"' not in r.text  # the meld's six cards
    assert form(client, token, gid, [("card", "9S"), *BLANK]).status_code == 200
    assert state(client, token, gid)["totals"] == [0, 20]
    assert "sequence" in board(client, viewer, gid)


def test_marriages_with_a_card_taken_back_from_its_pile(client, game):
    token, gid, _ = game
    assert form(client, token, gid, [("rank", "Q"), *BLANK]).status_code == 200  # Bob discards a queen
    r = form(client, token, gid, [("event_type", "marriage"), ("cards", "KS QS KH QH"), ("pulled", "QH")])
    assert r.status_code == 200
    assert state(client, token, gid)["totals"] == [40, 0]  # double 30 + imperial 10


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ([("event_type", "meld"), ("cards", "4H 5S 6D 7C 8H 10S"), ("pulled", "")], "cards", "not a meld"),
        ([("event_type", "marriage"), ("cards", "KH QD"), ("pulled", "")], "cards", "no queen of hearts"),
        (
            [("event_type", "marriage"), ("cards", "KH QH"), ("pulled", "QH")],
            "pulled",
            "The queen pile holds 0",
        ),
        ([("rank", "Z"), *BLANK], "rank", "Tap the rank"),
    ],
)
def test_form_refusals_are_next_to_the_field_and_store_nothing(client, game, fields, field, message):
    token, gid, _ = game
    r = form(client, token, gid, fields)
    assert refused(r) and f'id="err-{field}"' in r.text and message in r.text
    assert state(client, token, gid)["seq"] == 0


def test_the_meld_and_marriage_of_one_king_and_queen_refused_through_the_api(client, game):
    token, gid, _ = game
    assert (
        api(client, token, gid, "meld", {"cards": ["8H", "9S", "10D", "JC", "QH", "KH"]}).status_code == 201
    )
    r = api(client, token, gid, "marriage", {"cards": ["KH", "QH"]})
    assert r.status_code == 400 and "cannot both be declared on one turn" in r.json["error"]
    assert state(client, token, gid)["seq"] == 1


def test_a_sixth_card_of_a_rank_refused_through_the_api(client, game):
    token, gid, _ = game
    for _ in range(4):
        assert api(client, token, gid, "discard", {"rank": "7"}).status_code == 201
    r = api(client, token, gid, "meld", {"cards": "7S 7S 7H 7D 7C"})
    assert r.status_code == 400 and "Only 1 7 can still be held" in r.json["error"]
    assert state(client, token, gid)["seq"] == 4


def test_the_api_plays_to_the_target(client):
    table = make_table(client, players=("Ann", "Bob", "Cid", "Dee"))
    token = table["scorer_token"]
    gid = make_game(client, token, "zetema", options=DISCARDS)["id"]
    assert api(client, token, gid, "meld", {"cards": "JS JS JH JD JC"}).status_code == 201
    for rank in ("J", "2"):
        assert api(client, token, gid, "discard", {"rank": rank}).status_code == 201
    assert api(client, token, gid, "meld", {"cards": "KS KS KH KD KC"}).status_code == 201
    now = state(client, token, gid)
    assert now["totals"] == [0, 250] and now["next"]["phase"] == "over"
    assert "Bob & Dee win 250–0, by Dee's assembly of kings" in now["next"]["title"]


def test_the_declaration_calculator_page_and_api(client):
    r = client.post("/api/v1/tools/zetema/declaration", json={"cards": "KS QS KS QS"})
    assert r.status_code == 200 and r.json["points"] == 50 and r.json["kind"] == "marriages"
    r = client.post("/api/v1/tools/zetema/declaration", json={"cards": "4H 5H 6H 7H 8H", "players": "6"})
    assert r.json["points"] == 50 and r.json["said"] == "A flush sequence: 50."
    assert client.post("/api/v1/tools/zetema/declaration", json={"zetema": "A"}).json["points"] == 15
    r = client.post("/api/v1/tools/zetema/declaration", json={"cards": "4H 5S"})
    assert r.status_code == 400 and "not 2" in r.json["error"]
    assert client.get("/tools/zetema/declaration").status_code == 200


@pytest.mark.parametrize(("cards", "points"), [("KS KH KD KC KS", 130), ("QS QH QD QC QS", 130)])
def test_the_calculator_scores_an_assembly_of_kings_or_queens(client, cards, points):
    # "Assembly—Five cards of the same rank ... kings or queens 130": five kings are a meld, not marriages.
    r = client.post("/api/v1/tools/zetema/declaration", json={"cards": cards})
    assert r.status_code == 200 and r.json["kind"] == "meld" and r.json["points"] == points


MELD = ["4H", "5S", "6D", "7C", "8H", "9S"]
#: The entries before a discard: none, or a meld (entered each recording's way).
MELDED = {"discards": [("meld", {"cards": MELD})], "declarations": [("declare", {"seat": 0, "cards": MELD})]}


@pytest.mark.parametrize(
    ("recording", "before", "discard"),
    [
        ("discards", [], {"rank": "9"}),
        ("discards", [], {"card": "9H"}),  # by card through the API, though no meld asks for it
        ("discards", MELDED["discards"], {"card": "9S"}),
        ("discards", MELDED["discards"], {"rank": "9"}),  # the meld's discard by rank: games before issue 23
        ("declarations", MELDED["declarations"], {"card": "9S", "zetema": False}),
        ("declarations", MELDED["declarations"], {"card": "9S", "zetema": True}),
        ("declarations", MELDED["declarations"], {"rank": "9"}),
        ("declarations", MELDED["declarations"], {"rank": "9", "zetema": True}),
    ],
)
def test_a_discard_opened_for_correction_is_offered_as_entered(client, recording, before, discard):
    """The Edit form of a discard has a button saying what it says, by card or (as stored before issue 23)
    by rank alone, in either recording: saved unchanged, it changes nothing."""
    token, gid, _ = table_game(client, "zetema", seated=("Ann", "Bob"), options={"recording": recording})
    for event_type, payload in [*before, ("discard", discard)]:
        assert api(client, token, gid, event_type, payload).status_code == 201
    entries = game_events(client, token, gid)
    page = client.get(f"/t/{token}/g/{gid}/entries/{entries[-1]['seq']}/edit").text
    edit = read_form(page)
    button = pressed_button(edit, Event("discard", discard))
    assert button is not None, [b.value for b in edit.buttons]
    saved = client.post(edit.action, data=edit.submission(button), follow_redirects=True)
    assert saved.status_code == 200 and "already says that: nothing was changed" in saved.text
    assert game_events(client, token, gid) == entries
