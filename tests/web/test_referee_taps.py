"""The pile referees of Beggar My Neighbour and Egyptian Ratscrew take one tap a card turned (200 or more a
game): the set-up form and the first entry form say so, beside the one-tap winner (issue 23)."""

from __future__ import annotations

import pytest

from tests.web.helpers import make_table, table_game


@pytest.mark.parametrize("slug", ["beggar-my-neighbour", "egyptian-ratscrew"])
def test_the_set_up_form_says_the_referee_is_a_tap_a_card(client, slug):
    token = make_table(client, players=("Ann", "Bob"))["scorer_token"]
    page = client.get(f"/t/{token}/options?ruleset={slug}").text
    assert "one tap a card turned: 200 or more a game" in page and "one tap: its winner" in page


@pytest.mark.parametrize("slug", ["beggar-my-neighbour", "egyptian-ratscrew"])
def test_the_first_entry_form_says_it_again(client, slug):
    token, gid, _ = table_game(client, slug, seated=("Ann", "Bob"))
    page = client.get(f"/t/{token}/g/{gid}").text
    assert "one tap a card, 200+ a game" in page
