"""Card entry that knows what the table knows: how many packs are in play (a card greys only when all its
copies are in), a Golf round that keeps "enter as cards" once chosen, and a cribbage show filled in with
the cards played in the pegging. The grid's own behaviour is tested in the browser
(tests/e2e/test_card_entry.py)."""

from __future__ import annotations

import re

import pytest

from tests.web.helpers import make_game, make_table, post_event, refused

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")


def golf(client, players: int, **options) -> tuple[str, int]:
    table = make_table(client, players=NAMES[:players])
    game = make_game(client, table["scorer_token"], "golf", options=options)
    return table["scorer_token"], game["id"]


def page_of(client, token: str, game_id: int) -> str:
    return client.get(f"/t/{token}/g/{game_id}").text


def copies_declared(page: str) -> set[str]:
    return set(re.findall(r'name="cards\.\d" value="[^"]*"|data-copies="(\d+)"', page)) - {""}


# --- How many packs the card fields declare ---------------------------------------------------------


@pytest.mark.parametrize(
    "players, per_deck, decks",
    [
        (2, 4, 1),
        (4, 4, 1),  # "Use 1 deck per every 2, 3, or 4 players"
        (5, 4, 2),
        (6, 4, 2),
        (6, 3, 2),
        (5, 2, 3),
        (6, 2, 3),
    ],
)
def test_golf_card_fields_declare_the_decks_in_play(client, players, per_deck, decks):
    token, game_id = golf(client, players, players_per_deck=per_deck)
    page = page_of(client, token, game_id)
    assert page.count('class="cards-input"') == players
    assert copies_declared(page) == {str(decks)}


def test_five_players_may_enter_the_same_card_twice_but_not_three_times(client):
    # The server agrees with the grid: two decks hold two aces of spades, not three.
    token, game_id = golf(client, 5)
    hands = [
        "AS AS 2H 3H 4H 5H",
        "6H 7H 8H 9H 10H JH",
        "2C 3C 4C 5C 6C 7C",
        "2D 3D 4D 5D 6D 7D",
        "8C 9C 10C JC QC KC",
    ]
    assert post_event(client, token, game_id, "round", {"cards": hands}, 0).status_code == 201
    hands[1] = "AS 7H 8H 9H 10H JH"
    response = post_event(client, token, game_id, "round", {"cards": hands}, 1)
    assert response.status_code == 400 and "2 decks hold only 2" in response.json["error"]


def test_the_card_grid_script_counts_copies():
    from pathlib import Path

    script = (Path(__file__).resolve().parents[2] / "static" / "card-entry.js").read_text()
    assert "dataset.copies" in script and "left <= 0" in script


# --- Golf keeps "enter as cards" --------------------------------------------------------------------


def mode_checked(page: str) -> str:
    return re.search(r'name="_mode" value="(\w+)" checked', page).group(1)


def test_golf_starts_with_totals_and_keeps_cards_once_chosen(client):
    token, game_id = golf(client, 2)
    assert mode_checked(page_of(client, token, game_id)) == "scores"
    cards = ["AS 5H KD AH 9C KS", "2S 3S 4S 5S 6S 7S"]
    assert post_event(client, token, game_id, "round", {"cards": cards}, 0).status_code == 201
    page = page_of(client, token, game_id)
    assert "Round 2" in page and mode_checked(page) == "cards"
    assert not re.search(r'id="golf-cards"[^>]*disabled', page)
    assert re.search(r'id="golf-scores"[^>]*disabled', page)
    # back to totals: the next round offers totals again
    assert post_event(client, token, game_id, "round", {"scores": [3, 4]}, 1).status_code == 201
    assert mode_checked(page_of(client, token, game_id)) == "scores"


def test_a_refused_round_keeps_the_mode_it_was_sent_in(client):
    token, game_id = golf(client, 2)
    post_event(client, token, game_id, "round", {"cards": ["AS 5H KD AH 9C KS", "2S 3S 4S 5S 6S 7S"]}, 0)
    response = client.post(
        f"/t/{token}/g/{game_id}/entries",
        headers={"HX-Request": "true"},
        data={
            "expected_seq": "1",
            "event_type": "round",
            "_mode": "scores",
            "scores.0": "999",
            "scores.1": "2",
        },
    )
    assert refused(response)
    assert mode_checked(response.text) == "scores"


# --- The cribbage show is filled in from the play ---------------------------------------------------


def cribbage_at_the_show(client):
    table = make_table(client, players=("Ann", "Bob"))
    token = table["scorer_token"]
    game_id = make_game(client, token, "cribbage")["id"]
    entries = [("cut", {"dealer": 1}), ("starter", {"card": "5D"})]
    entries += [("play", {"card": card}) for card in ("10S", "5S", "5H", "5C", "6H")]
    for seq, (kind, payload) in enumerate(entries):
        assert post_event(client, token, game_id, kind, payload, seq).status_code == 201, (kind, payload)
    return token, game_id, len(entries)


def show_field(page: str) -> str:
    return re.search(r'<input class="cards-input" name="cards"[^>]*>', page).group(0)


def test_the_show_is_filled_in_with_the_cards_played(client):
    # Five-card cribbage: Ann played 10S 5H 6H, Bob 5S 5C (and holds one more card).
    token, game_id, seq = cribbage_at_the_show(client)
    page = page_of(client, token, game_id)
    assert 'value="10S 5H 6H"' in show_field(page) and "already filled in, check and count" in page
    post_event(client, token, game_id, "show", {"cards": "10S 5H 6H"}, seq)
    page = page_of(client, token, game_id)
    assert 'value="5S 5C"' in show_field(page) and "add the rest of the hand" in page
    post_event(client, token, game_id, "show", {"cards": "5S 5C QC"}, seq + 1)
    page = page_of(client, token, game_id)
    assert "the crib" in page and 'value=""' in show_field(page)  # nothing of the crib was played


def test_a_refused_show_keeps_what_was_sent(client):
    token, game_id, seq = cribbage_at_the_show(client)
    response = client.post(
        f"/t/{token}/g/{game_id}/entries",
        headers={"HX-Request": "true"},
        data={"expected_seq": str(seq), "event_type": "show", "cards": "10S 5H"},
    )
    assert refused(response) and 'value="10S 5H"' in show_field(response.text)


# --- One card order, and calculator answers in words ------------------------------------------------


def test_every_picker_has_one_card_order():
    from pathlib import Path

    from scorekeeper.web.tools import RANKS, SUITS

    script = (Path(__file__).resolve().parents[2] / "static" / "card-entry.js").read_text()
    ranks = re.search(r"const RANKS = \[([^\]]*)\]", script).group(1)
    suits = re.search(r"const SUITS = \[(.*)\];", script).group(1)
    assert re.findall(r'"(\w+)"', ranks) == list(RANKS)
    assert re.findall(r'\["(\w)"', suits) == [code for code, _ in SUITS]


@pytest.mark.parametrize(
    "slug, form, shown, hidden",
    [
        (
            "gin/deadwood",
            {"cards": "AH 2H 3H 5S 5D 5C 9C 10D KD QS"},
            ["<dt>Can knock</dt>\n      <dd>no</dd>", "A♥ 2♥ 3♥ · 5♠ 5♦ 5♣", "9♣ 10♦ Q♠ K♦"],
            ["False", "['AH'", "can_knock", "Discard"],
        ),
        (
            "poker/compare",
            {"hands.0": "AS AH KD KC 2S", "hands.1": "QS QH QD 3C 2H"},
            ["<dd>hand 2</dd>", "three queens (Q♠ Q♥ Q♦ 3♣ 2♥)"],
            ["[1]", "'cards'"],
        ),
        (
            "trick/winner",
            {"plays": "10H KH 2S AH", "trump": "S"},
            ["<dd>card 3</dd>", "<dd>2♠</dd>"],
            ["<dd>2</dd>"],
        ),
    ],
)
def test_calculator_answers_are_shown_in_words(client, slug, form, shown, hidden):
    response = client.post(f"/tools/{slug}", data=form, headers={"HX-Request": "true"})
    text = response.text
    for words in shown:
        assert words in text, (words, text)
    for raw in hidden:
        assert raw not in text, (raw, text)


def test_the_api_still_answers_in_data(client):
    answer = client.post("/api/v1/tools/gin/deadwood", json={"cards": "AH 2H 3H 5S 5D 5C 9C 10D KD QS"}).json
    assert answer["can_knock"] is False and answer["melds"][0] == ["AH", "2H", "3H"]


# --- One mechanism for several packs: data-copies everywhere, no data-repeats ---------------------------


def test_games_with_several_packs_declare_their_copies(client):
    table = make_table(client, players=("Ann", "Bob", "Cid", "Dee"))
    token = table["scorer_token"]
    feet = make_game(client, token, "hand-and-foot")["id"]
    page = page_of(client, token, feet)
    # "five packs": every card field of the hand's form holds five of each card (jokers repeat anyway).
    assert page.count('class="cards-input"') == page.count('data-copies="5"') == 6
    zetema = make_game(client, token, "zetema", players=["Ann", "Bob"], options={"doubled_suit": "H"})["id"]
    # "add a complete thirteen-card suit from another deck": only the doubled suit holds two copies.
    assert page_of(client, token, zetema).count('data-copies="H:2"') == 2


def test_nothing_declares_repeats_any_more():
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    assert not [p for p in (root / "templates").rglob("*.html") if "data-repeats" in p.read_text()]
    script = (root / "static" / "card-entry.js").read_text()
    assert "repeats" not in script and "copiesIn" in script


# --- A field that records on the tap shows its Record button only for typed cards --------------------------

TYPED_ONLY = re.compile(r"<button[^>]*\bdata-typed-only\b[^>]*>([^<]*)</button>")


def typed_only(client, token: str, game_id: int) -> list[str]:
    """The buttons the card grid hides while it is in use (static/card-entry.js): they record a typed card."""
    return TYPED_ONLY.findall(page_of(client, token, game_id))


def test_every_one_tap_card_field_marks_the_button_that_records_a_typed_card(client):
    two = make_table(client, players=("Ann", "Bob"))["scorer_token"]
    four = make_table(client, players=("Ann", "Bob", "Cid", "Dee"))["scorer_token"]
    cribbage = make_game(client, two, "cribbage")["id"]
    post_event(client, two, cribbage, "cut", {"dealer": 1}, 0)
    assert typed_only(client, two, cribbage) == ["Record the start card"]
    post_event(client, two, cribbage, "starter", {"card": "5D"}, 1)
    assert typed_only(client, two, cribbage) == ["Play the card"]  # not Go: it records no card
    oh_hell = make_game(client, four, "oh-hell")["id"]
    assert typed_only(client, four, oh_hell) == ["Record trump"]  # not "No card turned"
    poker = make_game(client, four, "ricochet-poker")["id"]
    assert typed_only(client, four, poker) == ["Record the card"]
    for seq, card in enumerate(("KS", "JH", "8D", "7C")):
        post_event(client, four, poker, "card", {"card": card}, seq)
    post_event(client, four, poker, "buy", {"count": 1}, 4)
    assert typed_only(client, four, poker) == ["Record the card"]  # the card bought


def test_every_template_with_a_one_tap_card_field_marks_its_typed_card_button():
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    one_tap = [p for p in (root / "templates").rglob("*.html") if "data-submit-on-pick" in p.read_text()]
    assert len(one_tap) == 5 and all("data-typed-only" in p.read_text() for p in one_tap)
