"""The score table on a phone (issue 21): its column heads carry a short name beside the full one, for the
narrow columns of many players (app.css shows it only where the table's box is narrow), and the table says
how many columns it has, which sizes its cells. The browser side (every total inside a 390 px screen, for
every game at its largest player count) is tests/e2e/test_every_page_fits.py."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rendering import SHORT_LETTERS, short_names
from tests.web.helpers import make_game, make_table

LONG = ("Alexandra", "Bartholomew", "Evangeline", "Maximilian", "Christopher", "Gwendolyn", "Sebastian", "Jo")


def test_a_long_name_is_cut_to_its_first_letters_and_a_short_one_stays_whole():
    assert short_names(LONG) == ["Alex", "Bart", "Evan", "Maxi", "Chri", "Gwen", "Seba", "Jo"]
    assert short_names(["Fitz", "Ines", "Cid"]) == ["Fitz", "Ines", "Cid"]  # one letter over stays


def test_names_alike_keep_letters_until_they_differ():
    assert short_names(["Christine", "Christopher", "Ann"]) == ["Christi", "Christo", "Ann"]
    assert short_names(["Chris", "Christopher"]) == ["Chris", "Christopher"]  # "Chri" would read as Chris


def test_a_partnership_cuts_each_name():
    assert short_names(["Alexandra & Cid", "Bartholomew & Evangeline"]) == ["Alex & Cid", "Bart & Evan"]


def test_names_no_cut_tells_apart_stay_whole():
    assert short_names(["Ann", "Ann"]) == ["Ann", "Ann"]
    assert short_names([]) == []


words = st.text(alphabet="abcdefghijklmnopqrstuvwxyzÉé", min_size=1, max_size=14)
names = st.lists(words, min_size=1, max_size=3).map(" ".join)


@given(st.lists(names, min_size=1, max_size=12, unique=True))
def test_different_names_get_different_heads_each_word_a_start_of_the_full_word(columns):
    shorts = short_names(columns)
    assert len(set(shorts)) == len(columns)
    assert not any(a != b and b.startswith(a) for a in shorts for b in shorts) or shorts == columns
    for name, short in zip(columns, shorts, strict=True):
        full_words, short_words = name.split(), short.split()
        assert len(full_words) == len(short_words)
        for word, cut in zip(full_words, short_words, strict=True):
            assert word.startswith(cut) and len(cut) >= min(len(word), SHORT_LETTERS)


def heads(page: str) -> list[str]:
    thead = page.split('<table class="sheet', 1)[1].split("</thead>", 1)[0]
    return re.findall(r"<th scope=\"col\"[^>]*>.*?</th>", thead)


def test_the_heads_of_many_players_carry_the_short_name_beside_the_full_one(client):
    table = make_table(client, players=LONG)
    game = make_game(client, table["scorer_token"], "ricochet-poker")
    for page in ("", "/board", "/sheet"):
        text = client.get(f"/t/{table['scorer_token']}/g/{game['id']}{page}").text
        assert '<table class="sheet sheet-many" style="--columns: 8">' in text, page
        found = heads(text)
        assert found[2] == (  # found[0] is "Hand"
            '<th scope="col" class="" title="Bartholomew"><span class="name-full">Bartholomew</span>'
            '<span class="name-short" aria-hidden="true">Bart</span></th>'
        ), page
        assert found[-1] == '<th scope="col" class="">Jo</th>', page  # short already: said once


def test_two_columns_show_their_full_names(client):
    table = make_table(client, players=LONG[:2])
    game = make_game(client, table["scorer_token"], "cribbage")
    text = client.get(f"/t/{table['scorer_token']}/g/{game['id']}").text
    assert '<table class="sheet" style="--columns: 2">' in text


def test_twelve_columns_are_crowded_and_the_charts_table_of_totals_has_the_same_heads(client):
    players = ("Alexandra", "Bartholomew", "Cid", "Dee", "Evangeline", "Fitz", "Gus", "Hal", "Ines", "Jo")
    table = make_table(client, players=(*players, "Kim", "Lou"))
    token = table["scorer_token"]
    gid = make_game(client, token, "score-pad", options={"end": "rounds", "rounds": 2})["id"]
    for seq in range(2):
        body = {"type": "round", "payload": {"scores": [seq + 1] * 12}, "expected_seq": seq}
        assert client.post(f"/api/v1/tables/{token}/games/{gid}/events", json=body).status_code == 201
    sheet = client.get(f"/t/{token}/g/{gid}/sheet").text
    attrs = 'class="sheet sheet-many sheet-crowded" style="--columns: 12"'
    assert f"<table {attrs}>" in sheet
    assert '<table class="sheet progress-table sheet-many sheet-crowded" style="--columns: 12">' in sheet
    chart = sheet.split("progress-table", 1)[1]
    assert '<span class="name-short" aria-hidden="true">Bart</span>' in chart
